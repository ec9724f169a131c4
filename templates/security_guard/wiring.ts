import type { GuardWiring } from "../../engine/wiring";

export const wiring: GuardWiring = {
  guard: "security_guard",
  summary: "block pasted credentials, destructive shell commands and exfiltration; mask keys in replies and pushes",
  events: [
    { event: "on_user_message", timeout: 10 },
    { event: "pre_tool_call", timeout: 10 },
    { event: "transform_tool_result", timeout: 10 },
    { event: "on_response_end", timeout: 10 },
    { event: "on_outbound_message", timeout: 10 },
  ],
};
