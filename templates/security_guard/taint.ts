// Per-session taint: a path that received a credential in one tool call (cp .env /tmp/x,
// cat key > f, … | tee f, base64 key > f) is a credential source for that session's later calls,
// so the two-step exfiltration (copy now, send next call) is judged like the one-liner. One JSON
// object keyed by session id, {"ts": epoch s, "paths": [[path, epoch s], …]}, under the shared
// state helpers' lock, file mode 0600, entries forgotten after TAINT_TTL_S, sizes capped.
import { join } from "node:path";
import { readJson, sessionKey, stateRoot, updateJson } from "../../engine/state";
import type { Ctx } from "../../engine/types";

/** The taint record lives in the state root on every host (it is no reference file: never the workspace). */
function taintPath(ctx: Ctx): string {
  return join(ctx.stateRoot ?? stateRoot(ctx.env), TAINT_FILE);
}

const TAINT_FILE = ".security_taint.json";
const TAINT_TTL_S = 2 * 60 * 60;
const MAX_PATHS = 64;
const MAX_SESSIONS = 256;
const MAX_PATH_CHARS = 512;

type Entry = { ts: number; paths: Array<[string, number]> };

function live(doc: unknown, nowS: number): Record<string, Entry> {
  // No prototype: a session called "__proto__" is a key like any other.
  const out: Record<string, Entry> = Object.create(null);
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return out;
  for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
    if (typeof value !== "object" || value === null) continue;
    const { ts, paths } = value as Record<string, unknown>;
    if (typeof ts !== "number" || !Array.isArray(paths) || nowS - ts >= TAINT_TTL_S) continue;
    const kept = paths.filter(
      (p): p is [string, number] => Array.isArray(p) && typeof p[0] === "string" && typeof p[1] === "number" && nowS - p[1] < TAINT_TTL_S,
    );
    if (kept.length) out[key] = { ts, paths: kept };
  }
  return out;
}

/** The tainted paths of this session (empty on any trouble: fail-open). */
export function taintedPaths(ctx: Ctx, sessionId: string): Set<string> {
  const nowS = ctx.now() / 1000;
  const entry = live(readJson(taintPath(ctx)), nowS)[sessionKey(sessionId)];
  return new Set(entry ? entry.paths.map((p) => p[0]) : []);
}

/** A path as written and, when relative, joined onto an absolute cwd (`backup.txt` in /work/app). */
export function pathForms(path: string, cwd: string): string[] {
  const p = path.replace(/^\.\//, "");
  if (p.startsWith("/") || p.startsWith("~") || !cwd.startsWith("/")) return [p];
  return [p, cwd.replace(/\/+$/, "") + "/" + p];
}

/** Record paths that received a credential in this call. */
export function recordTaint(ctx: Ctx, sessionId: string, paths: readonly string[]): void {
  const fresh = paths.filter((p) => p && p.length <= MAX_PATH_CHARS);
  if (!fresh.length) return;
  const nowS = ctx.now() / 1000;
  const key = sessionKey(sessionId);
  updateJson(
    taintPath(ctx),
    (doc) => {
      const all = live(doc, nowS);
      const entry = all[key] ?? { ts: nowS, paths: [] };
      const kept = entry.paths.filter((p) => !fresh.includes(p[0]));
      all[key] = { ts: nowS, paths: [...kept, ...fresh.map((p): [string, number] => [p, nowS])].slice(-MAX_PATHS) };
      const keys = Object.keys(all);
      if (keys.length > MAX_SESSIONS) {
        keys.sort((a, b) => (all[a] as Entry).ts - (all[b] as Entry).ts);
        for (const k of keys.slice(0, keys.length - MAX_SESSIONS)) delete all[k];
      }
      return all;
    },
    ctx.stateRoot ?? stateRoot(ctx.env),
  );
}
