import type { CaseTable } from "../../selftests/types";
export const table: CaseTable = { guard: "runtime_footer", cases: [
  { name: "appends", event: { event: "on_response_end", response: "Hi", model: "gpt-4o", turn_cost_usd: 0.0211 }, expect: { verdict: "response", equals: "Hi\n\n─ gpt-4o · $0.0211" } },
] };
