// Per-session state in the Python template's shape: <dir>/<session>.json =
// {"pending": [{"path", "ts", "nagged"}], "nags": n}, ts in epoch seconds (floats accepted).
// Every change goes through engine/state.ts updateJson (lock + atomic rename), so parallel tool
// calls never lose each other's edits; a call that cannot get the lock in time journals its change
// for the next lock holder to fold in. Unknown keys written by another version are kept.
// State, lock, temp and journal files are 0600 and never followed through a planted symlink
// (engine/state.ts); journal lines are JSON with every shell-meaningful character escaped.
import { existsSync, renameSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { appendLineSafe, ensureDir, ensurePrivateDir, inertJson, readFileSafe, readJson, sessionKey, updateJson } from "../../engine/state";

export interface PendingEdit {
  path: string;
  ts: number;
  nagged: boolean;
  [extra: string]: unknown;
}

export interface VerifyState {
  pending: PendingEdit[];
  nags: number;
  [extra: string]: unknown;
}

/** Pending lists longer than this drop their oldest entries (a runaway session stays small). */
export const MAX_PENDING = 500;

export function statePath(dir: string, sessionId: string): string {
  return join(dir, `${sessionKey(sessionId)}.json`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function number(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

function truthy(value: unknown): boolean {
  if (typeof value === "string") return /^(?:1|true|yes)$/i.test(value.trim());
  return value === true || value === 1;
}

/** Any parsed JSON → a usable state; corrupt, empty or foreign documents become the empty state. */
export function normalize(doc: unknown): VerifyState {
  if (!isRecord(doc)) return { pending: [], nags: 0 };
  const pending: PendingEdit[] = [];
  if (Array.isArray(doc.pending)) {
    for (const item of doc.pending) {
      if (!isRecord(item) || typeof item.path !== "string" || !item.path.trim()) continue;
      pending.push({ ...item, path: item.path, ts: number(item.ts), nagged: truthy(item.nagged) });
    }
  }
  const nags = Math.max(0, Math.floor(number(doc.nags)));
  return { ...doc, pending, nags };
}

export function readState(path: string): VerifyState {
  return normalize(readJson(path));
}

/** One change to the pending list, applied in command order. */
export type Op = { add: string } | { clear: true };

/**
 * Apply ops to a state (pure), stamped `stampS`. Re-editing a pending file refreshes it and makes it
 * un-nagged; a clear drops what was edited up to its stamp (a journalled verification folded late
 * does not clear edits made after it). Entries older than the TTL at `nowS` are dropped.
 */
export function applyOps(state: VerifyState, ops: readonly Op[], nowS: number, ttlS: number, stampS = nowS): VerifyState {
  let pending = state.pending.filter((p) => nowS - p.ts < ttlS);
  for (const op of ops) {
    if ("clear" in op) {
      pending = pending.filter((p) => p.ts > stampS);
      continue;
    }
    const existing = pending.find((p) => p.path === op.add);
    if (existing) {
      existing.ts = Math.max(existing.ts, stampS);
      existing.nagged = false;
    } else {
      pending.push({ path: op.add, ts: stampS, nagged: false });
    }
  }
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
  return { ...state, pending };
}

// ---- journal: the fallback when the lock cannot be had in time ------------------------------
// A process that waited its full lock budget appends its ops as one line to <state>.journal
// (O_APPEND: small appends do not interleave); the next lock holder folds the journal in, in order.
// So an overloaded machine delays an edit, it never loses one.

/** Journals above this are foreign or runaway: folded up to here. */
const MAX_JOURNAL_BYTES = 1024 * 1024;

const journalOf = (path: string) => `${path}.journal`;

interface JournalEntry {
  ts: number;
  ops: Op[];
}

function opOf(value: unknown): Op | undefined {
  if (!isRecord(value)) return undefined;
  if (value.clear === true) return { clear: true };
  return typeof value.add === "string" && value.add ? { add: value.add } : undefined;
}

/** Append ops as one JSON line (never a raw path: `$(…)` in a file name stays inert text). */
export function appendJournal(path: string, ops: readonly Op[], nowS: number): boolean {
  return appendLineSafe(journalOf(path), `${inertJson({ ts: nowS, ops })}\n`);
}

/** Move the journal aside (atomic rename) and parse it; `restore` puts it back if the fold is not written. */
function takeJournal(path: string): { entries: JournalEntry[]; text: string; taken?: string } {
  const taken = `${journalOf(path)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}`;
  try {
    renameSync(journalOf(path), taken);
  } catch {
    return { entries: [], text: "" };
  }
  // A link moved aside with the rename is never read through; a huge journal folds up to the cap.
  const text =
    readFileSafe(taken, 64 * MAX_JOURNAL_BYTES, { noFollow: true })
      ?.subarray(0, MAX_JOURNAL_BYTES)
      .toString("utf8") ?? "";
  const entries: JournalEntry[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const doc: unknown = JSON.parse(line);
      if (!isRecord(doc) || !Array.isArray(doc.ops)) continue;
      const ops = doc.ops.map(opOf).filter((op): op is Op => op !== undefined);
      entries.push({ ts: number(doc.ts), ops });
    } catch {
      // A torn or foreign line: skip it.
    }
  }
  return { entries, text, taken };
}

function dropFile(path: string | undefined): void {
  if (!path) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/**
 * Read-modify-write under the lock with the journal folded in first. Undefined when the state
 * could not be written (lock not had in time, or unwritable); the journal is then put back.
 */
function updateState(path: string, nowS: number, ttlS: number, change: (state: VerifyState) => VerifyState, root?: string): VerifyState | undefined {
  let journal: ReturnType<typeof takeJournal> | undefined;
  const written = updateJson(
    path,
    (doc) => {
      journal = takeJournal(path);
      let state = normalize(doc);
      for (const e of journal.entries) state = applyOps(state, e.ops, nowS, ttlS, e.ts);
      return change(applyOps(state, [], nowS, ttlS));
    },
    root,
  );
  // Put the folded lines back (re-written as inert JSON); unwritable: lost along with the state.
  if (written === undefined && journal) for (const e of journal.entries) appendJournal(path, e.ops, e.ts);
  dropFile(journal?.taken);
  return written;
}

function hasJournal(path: string): boolean {
  return existsSync(journalOf(path));
}

/**
 * Record ops under the lock; if the lock cannot be had in time, journal them. A clear with nothing
 * pending writes nothing (most commands follow no edit: the hot path stays off the lock).
 * False when neither the state nor the journal could be written.
 */
export function record(path: string, ops: readonly Op[], nowS: number, ttlS: number, root?: string): boolean {
  if (ops.length === 0) return true;
  if (ops.every((op) => "clear" in op) && readState(path).pending.length === 0 && !hasJournal(path)) return true;
  if (updateState(path, nowS, ttlS, (state) => applyOps(state, ops, nowS, ttlS), root) !== undefined) return true;
  if (root !== undefined && !ensurePrivateDir(root)) return false;
  return ensureDir(dirname(path)) && appendJournal(path, ops, nowS);
}

/**
 * The stop decision, taken and recorded under the lock: `decide` sees the fresh state and returns
 * the files to nag about (or nothing); those get nagged and the nag count goes up. Returns the
 * files only when the nag was written, so an unwritable state never blocks (fail-open).
 */
export function nagOnce(
  path: string,
  nowS: number,
  ttlS: number,
  decide: (state: VerifyState) => PendingEdit[] | undefined,
  root?: string,
): PendingEdit[] | undefined {
  if (readState(path).pending.length === 0 && !hasJournal(path)) return undefined;
  let chosen: PendingEdit[] | undefined;
  const written = updateState(
    path,
    nowS,
    ttlS,
    (state) => {
      chosen = decide(state);
      if (!chosen) return state;
      for (const p of state.pending) p.nagged = true;
      return { ...state, nags: state.nags + 1 };
    },
    root,
  );
  return written === undefined ? undefined : chosen;
}

/** Drop a session's state (session end). Silent when missing or undeletable. */
export function forget(path: string): void {
  dropFile(path);
  dropFile(journalOf(path));
}
