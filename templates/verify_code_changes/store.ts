// Per-session state in the Python template's shape: <dir>/<session>.json =
// {"pending": [{"path", "ts", "nagged"}], "nags": n}, ts in epoch seconds (floats accepted).
// Every change goes through engine/state.ts updateJson (lock + atomic rename), so parallel tool
// calls never lose each other's edits; a call that cannot get the lock in time journals its change
// (one entry file, published by rename) for the next lock holder to fold in. Unknown keys written by another version are kept.
// State, lock, temp and journal files are 0600 and never followed through a planted symlink
// (engine/state.ts); journal lines are JSON with every shell-meaningful character escaped.
import { basename, dirname, join } from "node:path";
import {
  ensureDir,
  ensurePrivateDir,
  inertJson,
  listNames,
  moveFile,
  pathExists,
  readFileSafe,
  readJson,
  removeFile,
  sessionKey,
  updateJson,
  writeFileAtomic,
} from "../../engine/state";

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
const MAX_PENDING = 500;

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
function normalize(doc: unknown): VerifyState {
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
function applyOps(state: VerifyState, ops: readonly Op[], nowS: number, ttlS: number, stampS = nowS): VerifyState {
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
// A process that waited its full lock budget publishes its ops as one entry file beside the state,
// <state>.journal.<id>.entry, written under a temp name and renamed into place: an entry is either
// whole or not there, and a journaller has no moment between "opened" and "written" that a fold
// could fall into (one shared journal file had one: a line appended through an fd opened before
// the holder moved the file aside landed after the holder had read it, and was deleted with it).
// The next lock holder folds every entry in, in stamp order, and deletes the ones it folded only
// once its state is written. So an overloaded machine delays an edit, it never loses one.
// A single <state>.journal (written by earlier versions) is still folded.

/** Journals above this are foreign or runaway: folded up to here. */
const MAX_JOURNAL_BYTES = 1024 * 1024;
/** At most this many entries are folded per update (the rest wait for the next holder). */
const MAX_JOURNAL_ENTRIES = 1000;

const journalOf = (path: string) => `${path}.journal`;
const ENTRY_SUFFIX = ".entry";

interface JournalEntry {
  ts: number;
  ops: Op[];
}

function opOf(value: unknown): Op | undefined {
  if (!isRecord(value)) return undefined;
  if (value.clear === true) return { clear: true };
  return typeof value.add === "string" && value.add ? { add: value.add } : undefined;
}

/** Publish ops as one entry file (one JSON line, never a raw path: `$(…)` in a file name stays inert text). */
export function appendJournal(path: string, ops: readonly Op[], nowS: number): boolean {
  // Names sort in time order (8 base-36 digits of the clock until 2059), so ties in stamp keep it.
  const id = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  return writeFileAtomic(`${journalOf(path)}.${id}${ENTRY_SUFFIX}`, `${inertJson({ ts: nowS, ops })}\n`);
}

/** The journal entry files of a state file, oldest name first (temp files being written are not entries). */
export function journalEntries(path: string): string[] {
  const prefix = `${basename(journalOf(path))}.`;
  return listNames(dirname(path), prefix, ENTRY_SUFFIX, MAX_JOURNAL_ENTRIES).map((name) => join(dirname(path), name));
}

function parseJournal(text: string, into: JournalEntry[]): void {
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const doc: unknown = JSON.parse(line);
      if (!isRecord(doc) || !Array.isArray(doc.ops)) continue;
      const ops = doc.ops.map(opOf).filter((op): op is Op => op !== undefined);
      into.push({ ts: number(doc.ts), ops });
    } catch {
      // A torn or foreign line: skip it.
    }
  }
}

/** A journal file's text, never read through a link; a huge one up to the cap. */
const journalText = (file: string) =>
  readFileSafe(file, 64 * MAX_JOURNAL_BYTES, { noFollow: true })
    ?.subarray(0, MAX_JOURNAL_BYTES)
    .toString("utf8") ?? "";

/**
 * Everything journalled so far: the entry files (deleted by the caller once the fold is written)
 * and an earlier version's single journal, moved aside by rename (`legacy`: put back as entries
 * if the fold is not written). Entries come in stamp order.
 */
function takeJournal(path: string): { entries: JournalEntry[]; files: string[]; legacy: JournalEntry[]; taken?: string } {
  const legacy: JournalEntry[] = [];
  const taken = `${journalOf(path)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.taken`;
  // An earlier version's single journal, if there is one.
  const movedAside = moveFile(journalOf(path), taken);
  if (movedAside) parseJournal(journalText(taken), legacy);
  const files = journalEntries(path);
  const entries = [...legacy];
  for (const file of files) parseJournal(journalText(file), entries);
  entries.sort((x, y) => x.ts - y.ts);
  return { entries, files, legacy, taken: movedAside ? taken : undefined };
}

function dropFile(path: string | undefined): void {
  if (path) removeFile(path);
}

/**
 * Read-modify-write under the lock with the journal folded in first. Undefined when the state
 * could not be written (lock not had in time, or unwritable); the journal then stays for the next.
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
  if (journal) {
    if (written !== undefined) for (const file of journal.files) dropFile(file);
    // The earlier version's lines, re-written as entries; unwritable: lost along with the state.
    else for (const e of journal.legacy) appendJournal(path, e.ops, e.ts);
    dropFile(journal.taken);
  }
  return written;
}

function hasJournal(path: string): boolean {
  return pathExists(journalOf(path)) || journalEntries(path).length > 0;
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
  for (const file of journalEntries(path)) dropFile(file);
}
