// Per-session block counters shared by the stop-gate guards (verify_publish_claims,
// verify_commitments), in the reference's shape: one JSON object keyed by session id, each
// {"n": blocks, "ts": epoch seconds}, entries forgotten after TTL idle.
// Where: on the Starchild bus the reference's path ($WORKSPACE_DIR/output/<file>: drop-in); on
// every other host the state root (ctx.stateRoot), never the project. When the counter cannot be
// written there, it is kept in the state root instead; when nothing can be written, no block is
// granted (the cap must hold: an uncounted block could repeat on every stop).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readJson, stateRoot, updateJson } from "./state";
import type { Ctx } from "./types";

const BLOCK_STATE_TTL_S = 2 * 60 * 60;

/** $WORKSPACE_DIR, else <cwd>/workspace if it exists, else <cwd> — the reference's rule. */
export function workspaceDir(ctx: Ctx): string {
  const fromEnv = ctx.env.WORKSPACE_DIR?.trim();
  if (fromEnv) return fromEnv;
  const nested = join(ctx.cwd, "workspace");
  return existsSync(nested) ? nested : ctx.cwd;
}

/** Where a counter goes when its own path cannot be written: path → fallback path (see blockStatePath). */
const FALLBACKS = new Map<string, string>();
/** Counter paths inside a state root → that root (checked to be private before each write). */
const ROOTS = new Map<string, string>();

/** <workspace>/output/<fileName> on the bus; <state root>/<fileName> elsewhere. */
export function blockStatePath(ctx: Ctx, fileName: string): string {
  const root = ctx.stateRoot ?? stateRoot(ctx.env);
  const inRoot = join(root, fileName);
  ROOTS.set(inRoot, root);
  if (ctx.stateRoot) return inRoot;
  const path = join(workspaceDir(ctx), "output", fileName);
  FALLBACKS.set(path, inRoot);
  return path;
}

const rootOf = (path: string) => ROOTS.get(path);

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
  // No prototype: a session id "__proto__" is a key like any other, never the object's prototype.
  const out: Record<string, Entry> = Object.create(null) as Record<string, Entry>;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return out;
  for (const [key, value] of Object.entries(doc)) {
    const entry = entryOf(value);
    if (entry && nowS - entry.ts < ttlS) out[key] = entry;
  }
  return out;
}

/** Blocks already issued in this session (0 when none, expired, or the file is unreadable). */
function blocksSoFar(path: string, session: string, nowS: number, ttlS = BLOCK_STATE_TTL_S): number {
  return live(readJson(path), nowS, ttlS)[session || "default"]?.n ?? 0;
}

/** One locked check-and-count in the file at `path`; `floor` is a count already known from elsewhere. */
function claimIn(path: string, key: string, nowS: number, max: number, ttlS: number, floor: number): { granted: boolean; n: number } | undefined {
  let granted = false;
  const written = updateJson(
    path,
    (doc) => {
      const entries = live(doc, nowS, ttlS);
      const n = Math.max(entries[key]?.n ?? 0, floor);
      granted = n < max;
      entries[key] = { n: granted ? n + 1 : n, ts: granted ? nowS : (entries[key]?.ts ?? nowS) };
      return entries;
    },
    rootOf(path),
  );
  return written ? { granted, n: written[key]?.n ?? 0 } : undefined;
}

/**
 * Check the cap and count the block in ONE locked update, so concurrent stops never exceed it.
 * When the counter cannot be written at `path`, it is counted in the fallback (the state root,
 * starting from what `path` still reads); when nothing can be written, the block is not granted
 * — an uncounted block would repeat on every stop. `n` is undefined then.
 */
export function claimBlock(path: string, session: string, nowS: number, max: number, ttlS = BLOCK_STATE_TTL_S): { granted: boolean; n: number | undefined } {
  const key = session || "default";
  const here = claimIn(path, key, nowS, max, ttlS, 0);
  if (here) return here;
  const fallback = FALLBACKS.get(path);
  const there = fallback && fallback !== path ? claimIn(fallback, key, nowS, max, ttlS, blocksSoFar(path, key, nowS, ttlS)) : undefined;
  return there ?? { granted: false, n: undefined };
}
