// Filled at build time by scripts/build.ts (its `hookguard-generated` plugin) with every
// templates/*/wiring.ts, templates/*/tables.ts and examples/session/*.json, so build/hookguard.cjs
// carries each guard's recommended wiring, its shipped rows (for explain) and the demo session
// without the repo beside it. This stub is what tsc and source runs see: none of them.
import type { GuardWiring } from "../engine/wiring";

export interface SessionStep {
  guard: string;
  title: string;
  event: Record<string, unknown>;
  env?: Record<string, string>;
}

export const WIRINGS: GuardWiring[] = [];
export const SESSION: SessionStep[] = [];
/** Each guard's tables.ts module, by guard name. */
export const TABLES: Record<string, Record<string, unknown>> = {};
