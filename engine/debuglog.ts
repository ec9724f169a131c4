// Optional one-line-per-run debug log (HOOKGUARD_DEBUG_LOG=<path>): fail open, but never silently.
import { appendFileSync } from "node:fs";

export interface LogLine {
  guard: string;
  host: string;
  event: string;
  verdict: string;
  rule?: string | undefined;
  stage?: string | undefined;
  error?: string | undefined;
  ms: number;
}

export function debugLog(env: Readonly<Record<string, string | undefined>>, line: LogLine): void {
  const path = env.HOOKGUARD_DEBUG_LOG;
  if (!path) return;
  try {
    appendFileSync(path, JSON.stringify({ ts: new Date().toISOString(), ...line }) + "\n");
  } catch {
    // A log that cannot be written must not turn a verdict into a crash.
  }
}
