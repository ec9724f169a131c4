// Per-session block counters shared by the stop-gate guards (verify_publish_claims,
// verify_commitments), in the reference's shape: one JSON object keyed by session id, each
// {"n": blocks, "ts": epoch seconds}, entries forgotten after TTL idle.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readJson, updateJson } from "./state";
import type { Ctx } from "./types";

export const BLOCK_STATE_TTL_S = 2 * 60 * 60;

/** $WORKSPACE_DIR, else <cwd>/workspace if it exists, else <cwd> — the reference's rule. */
export function workspaceDir(ctx: Ctx): string {
  const fromEnv = ctx.env.WORKSPACE_DIR?.trim();
  if (fromEnv) return fromEnv;
  const nested = join(ctx.cwd, "workspace");
  return existsSync(nested) ? nested : ctx.cwd;
}

/** <workspace>/output/<fileName> */
export function blockStatePath(ctx: Ctx, fileName: string): string {
  return join(workspaceDir(ctx), "output", fileName);
}

interface Entry {
  n: number;
  ts: number;
}

function entryOf(value: unknown): Entry | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { n, ts } = value as Record<string, unknown>;
  return typeof n === "number" && typeof ts === "number" ? { n, ts } : undefined;
}

function live(doc: unknown, nowS: number, ttlS: number): Record<string, Entry> {
  const out: Record<string, Entry> = {};
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return out;
  for (const [key, value] of Object.entries(doc)) {
    const entry = entryOf(value);
    if (entry && nowS - entry.ts < ttlS) out[key] = entry;
  }
  return out;
}

/** Blocks already issued in this session (0 when none, expired, or the file is unreadable). */
export function blocksSoFar(path: string, session: string, nowS: number, ttlS = BLOCK_STATE_TTL_S): number {
  return live(readJson(path), nowS, ttlS)[session || "default"]?.n ?? 0;
}

/** Count one more block for the session, atomically; returns the new count (undefined if unwritable). */
export function recordBlock(path: string, session: string, nowS: number, ttlS = BLOCK_STATE_TTL_S): number | undefined {
  const key = session || "default";
  const written = updateJson(path, (doc) => {
    const entries = live(doc, nowS, ttlS);
    entries[key] = { n: (entries[key]?.n ?? 0) + 1, ts: nowS };
    return entries;
  });
  return written?.[key]?.n;
}

/**
 * Take one block slot for the session if fewer than `max` were issued, in ONE locked update, so
 * concurrent runs never hand out more than `max` blocks nor lose a count. `granted` is false past
 * the cap; `n` is undefined when the state could not be written (the caller decides, fail-open).
 */
export function claimBlock(path: string, session: string, nowS: number, max: number, ttlS = BLOCK_STATE_TTL_S): { granted: boolean; n: number | undefined } {
  const key = session || "default";
  let granted = false;
  const written = updateJson(path, (doc) => {
    const entries = live(doc, nowS, ttlS);
    const n = entries[key]?.n ?? 0;
    granted = n < max;
    if (granted) entries[key] = { n: n + 1, ts: nowS };
    return entries;
  });
  return written ? { granted, n: written[key]?.n ?? 0 } : { granted: true, n: undefined };
}
