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
