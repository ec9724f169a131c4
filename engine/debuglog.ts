// Optional one-line-per-run debug log (HOOKGUARD_DEBUG_LOG=<path>): fail open, but never silently.
import { closeSync, constants, openSync, writeSync } from "node:fs";

export interface LogLine {
  guard: string;
  host: string;
  event: string;
  verdict: string;
  rule?: string | undefined;
  stage?: string | undefined;
  error?: string | undefined;
  ms: number;
  /** How the verdict was asked for when not a spawned process: "serve" (the launcher's socket) or "http". */
  transport?: string | undefined;
}

/** What the log needs of one decision (engine/runtime.ts decide(), or its copy sent back by a serve worker). */
export interface LoggedDecision {
  host: { id: string };
  event?: { name: string } | undefined;
  verdict: { kind: string; rule?: string | undefined };
  stage: string;
  error?: string | undefined;
  faults?: readonly { stage: string; error: string }[] | undefined;
}

/** The lines of one decision: one per fault survived (`check:<id>`, `secret:<id>`, `parse`), then the verdict's. */
export function logDecision(env: Readonly<Record<string, string | undefined>>, guard: string, d: LoggedDecision, ms: number, transport?: string): void {
  if (!env.HOOKGUARD_DEBUG_LOG) return;
  const line = { guard, host: d.host.id, event: d.event?.name ?? "", verdict: d.verdict.kind, rule: d.verdict.rule, ...(transport ? { transport } : {}) };
  for (const f of d.faults ?? []) debugLog(env, { ...line, stage: f.stage, error: f.error, ms });
  debugLog(env, { ...line, stage: d.stage, error: d.error, ms });
}

export function debugLog(env: Readonly<Record<string, string | undefined>>, line: LogLine): void {
  const path = env.HOOKGUARD_DEBUG_LOG;
  if (!path) return;
  try {
    // O_NONBLOCK: a FIFO with no reader fails at once (ENXIO) instead of hanging the guard.
    const { O_WRONLY, O_APPEND, O_CREAT, O_NONBLOCK } = constants;
    const fd = openSync(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK, 0o600);
    try {
      writeSync(fd, JSON.stringify({ ts: new Date().toISOString(), ...line }) + "\n");
    } finally {
      closeSync(fd);
    }
  } catch {
    // A log that cannot be written must not turn a verdict into a crash.
  }
}
