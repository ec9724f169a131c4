import type { GuardWiring } from "../../engine/wiring";

export const wiring: GuardWiring = {
  guard: "verify_commitments",
  summary: "block promises to follow up later (I'll let you know when…) that nothing was scheduled to keep",
  events: [{ event: "on_stop", timeout: 10 }],
};
