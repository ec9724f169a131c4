import type { GuardWiring } from "../../engine/wiring";

export const wiring: GuardWiring = {
  guard: "runtime_footer",
  summary: "strip model-typed footers, append the real model/cost footer",
  exclusive: true,
  events: [
    { event: "on_response_end", timeout: 10 },
    { event: "pre_llm_call", timeout: 5, optional: true },
  ],
};
