import type { CaseTable } from "../../selftests/types";
export const table: CaseTable = { guard: "security_guard", cases: [
  { name: "allows an ordinary message", event: { event: "on_user_message", message: "hello" }, expect: { verdict: "continue" } },
] };
