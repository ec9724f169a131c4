import type { GuardWiring } from "../../engine/wiring";

export const wiring: GuardWiring = {
  guard: "verify_publish_claims",
  summary: "block fabricated published / posted / live / scheduled claims that the registries do not back",
  events: [
    { event: "on_stop", timeout: 10 },
    { event: "on_completion_claim", timeout: 10 },
    { event: "on_response_end", timeout: 10, optional: true },
  ],
};
