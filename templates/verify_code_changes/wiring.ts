import type { GuardWiring } from "../../engine/wiring";

export const wiring: GuardWiring = {
  guard: "verify_code_changes",
  summary: 'no "done" on code that was never run: records edits and test runs, blocks the stop once',
  events: [
    { event: "pre_tool_call", timeout: 10 },
    { event: "on_stop", timeout: 10 },
    { event: "on_completion_claim", timeout: 10, optional: true },
    { event: "on_session_end", timeout: 5, optional: true },
  ],
};
