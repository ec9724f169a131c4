// Errors a guard survives: a check, a detector or the shell parser that threw. The run fails
// open (the row counts as no hit, the command as unparsed), but never silently: the runtime
// writes each fault to the debug log (HOOKGUARD_DEBUG_LOG) as a line naming its stage —
// `check:<row id>`, `secret:<row id>`, `parse`. No file access here: the runtime does the writing.

export interface Fault {
  /** Where it happened: `check:rm.root-or-home`, `secret:secret.openai-key`, `parse`. */
  stage: string;
  error: string;
}

/** At most this many faults are kept per decision (a broken row can throw on every command). */
const MAX_FAULTS = 16;
const faults: Fault[] = [];

/** Records that `stage` threw; the caller then fails open. */
export function fault(stage: string, err: unknown): void {
  if (faults.length >= MAX_FAULTS) return;
  const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  faults.push({ stage, error: error.slice(0, 300) });
}

/** The faults recorded since the last call, and forgets them. */
export function takeFaults(): Fault[] {
  return faults.splice(0);
}
