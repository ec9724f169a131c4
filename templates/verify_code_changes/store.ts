// Per-session state in the Python template's shape: <dir>/<session>.json =
// {"pending": [{"path", "ts", "nagged"}], "nags": n}, ts in epoch seconds (floats accepted).
// Every change goes through engine/state.ts updateJson (lock + atomic rename), so parallel tool
// calls never lose each other's edits. Unknown keys written by another version are kept.
import { unlinkSync } from "node:fs";
import { join } from "node:path";
import { readJson, sessionKey, updateJson } from "../../engine/state";

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

/** Apply ops to a state (pure). Re-editing a pending file refreshes it and makes it un-nagged. */
export function applyOps(state: VerifyState, ops: readonly Op[], nowS: number, ttlS: number): VerifyState {
  let pending = state.pending.filter((p) => nowS - p.ts < ttlS);
  for (const op of ops) {
    if ("clear" in op) {
      pending = [];
      continue;
    }
    const existing = pending.find((p) => p.path === op.add);
    if (existing) {
      existing.ts = nowS;
      existing.nagged = false;
    } else {
      pending.push({ path: op.add, ts: nowS, nagged: false });
    }
  }
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
  return { ...state, pending };
}

/**
 * Record ops under the lock. A clear with nothing pending writes nothing (most commands are not
 * preceded by an edit, and a pure read keeps the hot path off the lock). False if unwritable.
 */
export function record(path: string, ops: readonly Op[], nowS: number, ttlS: number): boolean {
  if (ops.length === 0) return true;
  if (ops.every((op) => "clear" in op) && readState(path).pending.length === 0) return true;
  return updateJson(path, (doc) => applyOps(normalize(doc), ops, nowS, ttlS)) !== undefined;
}

/**
 * The stop decision, taken and recorded under the lock: `decide` sees the fresh state and returns
 * the files to nag about (or nothing); those get nagged and the nag count goes up. Returns the
 * files only when the nag was written, so an unwritable state never blocks (fail-open).
 */
export function nagOnce(path: string, nowS: number, ttlS: number, decide: (state: VerifyState) => PendingEdit[] | undefined): PendingEdit[] | undefined {
  if (readState(path).pending.length === 0) return undefined;
  let chosen: PendingEdit[] | undefined;
  const written = updateJson(path, (doc) => {
    const state = applyOps(normalize(doc), [], nowS, ttlS);
    chosen = decide(state);
    if (!chosen) return state;
    for (const p of state.pending) p.nagged = true;
    return { ...state, nags: state.nags + 1 };
  });
  return written === undefined ? undefined : chosen;
}

/** Drop a session's state file (session end). Silent when missing or undeletable. */
export function forget(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Nothing to forget, or not ours to delete: either way the guard carries on.
  }
}
