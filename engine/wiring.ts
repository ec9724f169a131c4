// How a guard is wired into a host: the events it handles, with the recommended matcher and
// timeout. One `wiring.ts` per guard folder exports a GuardWiring; installers, host snippets,
// doctor and docs read these instead of keeping lists of their own.
import type { EventName } from "./types";

interface EventWiring {
  event: EventName;
  /** Starchild matcher regex (a spawn filter only); omitted = always spawn. */
  matcher?: string;
  /** Seconds. */
  timeout: number;
  /** Wired by default on install; optional ones are offered, not forced. */
  optional?: boolean;
}

export interface GuardWiring {
  guard: string;
  summary: string;
  events: EventWiring[];
  /** Guards that must not be wired twice in one config (e.g. two footers). */
  exclusive?: boolean;
}
