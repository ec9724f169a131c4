// Readers for the ground truth the claim guards check against: the preview registry, the AgentX
// post ledger, the scheduled-jobs file and the subagent tasks file. Every read goes through
// ctx.readText (tests hand in their own files); nothing here throws. One rule decides what an
// "active job" is, for both verify_publish_claims and verify_commitments.
import { epochMs } from "../time";
import type { Ctx } from "../types";

/** Registries above this size are not parsed; a cited id is then looked up as text. */
const MAX_PARSE = 8 * 1024 * 1024;
const MAX_READ = 64 * 1024 * 1024;

/** A registry as read: parsed JSON, raw text (unparseable or of an odd shape), or missing. */
type Source = { state: "json"; doc: unknown } | { state: "text"; text: string; doc?: unknown } | { state: "missing" };

/** Where a registry object keeps its list. */
const LIST_KEYS = ["previews", "posts", "jobs", "scheduled_jobs", "runs", "tasks", "items", "data"];

function record(x: unknown): Record<string, unknown> | undefined {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : undefined;
}

function load(ctx: Ctx, path: string): Source {
  if (!path) return { state: "missing" };
  const text = ctx.readText(path, MAX_READ);
  if (text === undefined) return { state: "missing" };
  if (text.length > MAX_PARSE) return { state: "text", text };
  try {
    const doc: unknown = JSON.parse(text);
    const r = record(doc);
    // An object of an unexpected shape (keyed by id, other list name) is searched as text.
    if (r && !LIST_KEYS.some((k) => Array.isArray(r[k]))) return { state: "text", text, doc };
    return { state: "json", doc };
  } catch {
    return { state: "text", text };
  }
}

/** The list of a registry: the document itself, its first list-valued known key, or an id-keyed map's values. */
function listOf(doc: unknown, prefer?: string): unknown[] {
  if (Array.isArray(doc)) return doc;
  const r = record(doc);
  if (!r) return [];
  for (const k of prefer ? [prefer, ...LIST_KEYS] : LIST_KEYS) {
    const v = r[k];
    if (Array.isArray(v)) return v;
    if (k === prefer && record(v)) return Object.values(v as Record<string, unknown>);
  }
  return [];
}

function idString(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : undefined;
}

function truthy(v: unknown): boolean {
  if (typeof v === "string") return ["true", "1", "yes", "published", "public"].includes(v.trim().toLowerCase());
  return v === true || v === 1;
}

/** A registry's raw text holds the id as a JSON string or a path segment. */
export function textHas(text: string, id: string): boolean {
  return text.includes(`"${id}"`) || text.includes(`/${id}`) || text.includes(`//${id}.`);
}

// ---- previews --------------------------------------------------------------------------------

export interface Previews {
  /** Lower-cased ids of every preview (enough for a /preview/<id>/ link). */
  known: Set<string>;
  /** Lower-cased ids and public URLs (no trailing slash) of published previews. */
  published: Set<string>;
  /** Public URLs of published previews, for the caller to read slugs from. */
  publicUrls: string[];
  /** Unparseable registry: ids are looked up in this lower-cased text instead. */
  text?: string;
}

export function readPreviews(ctx: Ctx, path: string): Previews {
  const src = load(ctx, path);
  const out: Previews = { known: new Set(), published: new Set(), publicUrls: [] };
  if (src.state === "text") return { ...out, text: src.text.toLowerCase() };
  if (src.state === "missing") return out;
  for (const item of listOf(src.doc, "previews")) {
    const r = record(item);
    if (!r) continue;
    const ids = [idString(r.id), idString(r.preview_id)].filter((x): x is string => !!x);
    const publicUrl = typeof r.public_url === "string" ? r.public_url.trim() : "";
    const isPublished = truthy(r.is_published) || publicUrl !== "" || truthy(r.status) || truthy(r.published);
    for (const id of ids) {
      out.known.add(id.toLowerCase());
      if (isPublished) out.published.add(id.toLowerCase());
    }
    if (publicUrl) {
      out.publicUrls.push(publicUrl);
      out.published.add(publicUrl.replace(/\/+$/, "").toLowerCase());
    }
  }
  return out;
}

// ---- AgentX ledger ---------------------------------------------------------------------------

/** True when any id is in the ledger; false when none is (or there is no ledger). */
export function ledgerHasAny(ctx: Ctx, path: string, ids: readonly string[]): boolean {
  const src = load(ctx, path);
  if (src.state === "missing") return false;
  if (src.state === "text") return ids.some((id) => textHas(src.text, id));
  const have = new Set<string>();
  for (const item of listOf(src.doc, "posts")) {
    const r = record(item);
    if (!r) {
      const s = idString(item);
      if (s) have.add(s);
      continue;
    }
    for (const k of ["id", "post_id", "postId"]) {
      const s = idString(r[k]);
      if (s) have.add(s);
    }
    for (const k of ["url", "link"]) {
      const m = typeof r[k] === "string" ? /\/post\/([^/?#\s]+)/.exec(r[k] as string) : null;
      if (m?.[1]) have.add(m[1]);
    }
  }
  return ids.some((id) => have.has(id));
}

// ---- scheduled jobs and subagent runs ----------------------------------------------------------

/**
 * THE active-job rule, for both guards: a job switched off (`enabled: false`, `active: false`) is
 * not active; a job without a status is; otherwise its status (or state) must be on the list.
 */
export function isActiveJob(job: Record<string, unknown>, activeStatuses: readonly string[]): boolean {
  if (job.enabled === false || job.active === false) return false;
  const status = job.status ?? job.state;
  if (status === undefined || status === null || status === "") return true;
  return typeof status === "string" && activeStatuses.some((s) => String(s).toLowerCase() === status.trim().toLowerCase());
}

/** The newest of an item's time fields (epoch s / ms / ISO), in epoch ms. */
function newest(item: Record<string, unknown>, names: readonly string[]): number | undefined {
  let best: number | undefined;
  for (const name of names) {
    const ms = epochMs(item[name]);
    if (ms !== undefined && (best === undefined || ms > best)) best = ms;
  }
  return best;
}

/** Within the window; a clock a little ahead of ours (another host) still counts as "just now". */
function isRecent(ms: number | undefined, nowMs: number, windowMin: number): boolean {
  return ms !== undefined && ms <= nowMs + 5 * 60_000 && nowMs - ms <= windowMin * 60_000;
}

const JOB_TIMES = ["created_at", "updated_at", "createdAt", "updatedAt"] as const;
const RUN_TIMES = ["created_at", "createdAt", "started_at", "startedAt"] as const;

/**
 * An active job created or updated in the last `windowMin` minutes is in the scheduler registry.
 * A registry that does not parse proves no job (as in the reference pack): false.
 */
export function hasRecentActiveJob(ctx: Ctx, path: string, windowMin: number, activeStatuses: readonly string[]): boolean {
  const now = ctx.now();
  return activeJobs(ctx, path, activeStatuses).some((job) => isRecent(newest(job, JOB_TIMES), now, windowMin));
}

/** Any active job is in the scheduler registry, however old (what backs a schedule stated as there). */
export function hasActiveJob(ctx: Ctx, path: string, activeStatuses: readonly string[]): boolean {
  return activeJobs(ctx, path, activeStatuses).length > 0;
}

/** The registry's active jobs; none when it is missing or does not parse. */
function activeJobs(ctx: Ctx, path: string, activeStatuses: readonly string[]): Record<string, unknown>[] {
  const src = load(ctx, path);
  if (src.state === "missing" || src.doc === undefined) return [];
  const r = record(src.doc);
  // A registry keyed by job id is read as its values.
  const jobs = r && !("jobs" in r) && src.state === "text" ? Object.values(r) : listOf(src.doc, "jobs");
  const active: Record<string, unknown>[] = [];
  for (const item of jobs) {
    const job = record(item);
    if (job && isActiveJob(job, activeStatuses)) active.push(job);
  }
  return active;
}

function resolvePath(ctx: Ctx, path: string): string {
  return path.startsWith("./") || path.startsWith("../") ? `${ctx.cwd.replace(/\/+$/, "")}/${path.replace(/^\.\//, "")}` : path;
}

/**
 * A subagent run created in the last `windowMin` minutes is in the tasks file: the explicit path,
 * else the first fallback path that exists (THE tasks file; later ones are not tried).
 */
export function hasRecentRun(ctx: Ctx, explicit: string, fallbacks: readonly string[], windowMin: number): boolean {
  const candidates = explicit.trim() ? [explicit.trim()] : fallbacks;
  const now = ctx.now();
  for (const candidate of candidates) {
    const src = load(ctx, resolvePath(ctx, candidate));
    if (src.state === "missing") continue;
    const runs = listOf(src.doc, "runs");
    return runs.some((item) => {
      const run = record(item);
      return !!run && isRecent(newest(run, RUN_TIMES), now, windowMin);
    });
  }
  return false;
}
