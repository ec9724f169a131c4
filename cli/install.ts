// hookguard install: copy the chosen guards and their selftests into the hooks folder, keep any
// copy the user edited, merge the recommended entries into shell_hooks.yaml, optionally approve
// each command on the bus, then run doctor.
import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  type Stats,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { GuardInfo } from "./catalog";
import { tableRegion, unifiedDiff } from "./diff";
import { copyBytes, copyName } from "./pynames";
import { ConfigError, mergeEntries, type MergeResult, type WantedEntry } from "./shellhooks";

const MANIFEST = ".hookguard-manifest.json";
const DEFAULT_APPROVE_URL = "http://localhost:8000/internal/runtime/hooks/approve";

type CopyAction = "new" | "same" | "update" | "kept-edited" | "overwrite-edited";

export interface CopyPlan {
  guard: string;
  file: string;
  dest: string;
  action: CopyAction;
  /** Unified diff of the table region, for an edited copy. */
  diff?: string;
}

export interface InstallOptions {
  dir: string;
  config: string;
  guards: GuardInfo[];
  withOptional: boolean;
  force: boolean;
  dryRun: boolean;
  /** Copy under the Python pack's names (<guard>.py, <guard>_selftest.py): existing bus entries keep working. */
  pythonNames?: boolean;
  /** Wire the launchers (<guard>.sh, asking the resident process) instead of the bundles. */
  daemon?: boolean;
  /** Wire `type: http` entries to `hookguard serve` at this base URL instead of commands. */
  httpBase?: string;
}

export interface InstallPlan {
  copies: CopyPlan[];
  merge: MergeResult;
  configBefore: string | undefined;
  unwired: string[];
}

const sha = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

interface Manifest {
  version: 1;
  /** file name → sha256 of every version hookguard wrote there */
  files: Record<string, string[]>;
}

function readManifest(dir: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8"));
    if (typeof parsed === "object" && parsed !== null && "files" in parsed && typeof parsed.files === "object" && parsed.files !== null) {
      const files: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(parsed.files)) if (Array.isArray(v)) files[k] = v.filter((x): x is string => typeof x === "string");
      return { version: 1, files };
    }
  } catch {
    // no manifest yet
  }
  return { version: 1, files: {} };
}

function atomicWrite(path: string, data: string | Buffer, mode?: number): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    unlinkSync(tmp); // a leftover of a crashed run (or anything planted there): never written through
  } catch {
    // none
  }
  writeFileSync(tmp, data, { flag: "wx" });
  // A replaced file keeps its permissions (a 0600 settings file stays 0600).
  const keep = mode ?? (existsSync(path) ? statSync(path).mode & 0o7777 : undefined);
  if (keep !== undefined) chmodSync(tmp, keep);
  renameSync(tmp, path);
}

/**
 * The file a config write goes to: the path itself, or — when it is a symlink (a dotfiles repo, a
 * shared settings file) — the file it points to, so the link stays a link. A dangling or looping
 * link, or a link to something that is not a file, is refused with a message saying what to do.
 */
function configTarget(path: string): string {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return path; // nothing there yet
  }
  if (!st.isSymbolicLink()) return path;
  let target: string;
  try {
    target = realpathSync(path);
  } catch {
    let to = "?";
    try {
      to = readlinkSync(path);
    } catch {
      // unreadable link
    }
    throw new ConfigError(`${path} is a symlink to ${to}, which does not exist; create that file, or pass --config <the real file>`);
  }
  if (existsSync(target) && !statSync(target).isFile()) throw new ConfigError(`${path} is a symlink to ${target}, which is not a regular file`);
  return target;
}

/** What copying each guard and its selftest into `dir` would do, without doing it. */
/** What to copy: the guards and selftests; with `daemon`, each guard's launcher and the CLI bundle too. */
export function planCopies(dir: string, guards: GuardInfo[], force: boolean, how: { daemon?: boolean; pythonNames?: boolean } = {}): CopyPlan[] {
  const opts = { dir, force };
  const manifest = readManifest(opts.dir);
  const copies: CopyPlan[] = [];
  const daemon = how.daemon === true;
  // With the launchers go the CLI bundle (the resident process is `hookguard.cjs serve --daemon`).
  const cli = guards[0] ? join(dirname(guards[0].file), "hookguard.cjs") : "";
  const extra: GuardInfo[] = daemon && existsSync(cli) ? [{ name: "hookguard", file: cli }] : [];
  for (const g of [...guards, ...extra]) {
    const files = [g.file, g.selftest, daemon && g.name !== "hookguard" ? launcherOf(g) : undefined];
    for (const file of files.filter((f): f is string => Boolean(f))) {
      const dest = join(opts.dir, copyName(file, how.pythonNames));
      const shipped = copyBytes(file, dest);
      let action: CopyAction = "new";
      let diff: string | undefined;
      if (existsSync(dest)) {
        const current = readFileSync(dest);
        const known = manifest.files[basename(dest)] ?? [];
        if (current.equals(shipped)) action = "same";
        else if (known.includes(sha(current))) action = "update";
        else {
          action = opts.force ? "overwrite-edited" : "kept-edited";
          const mine = tableRegion(current.toString("utf8"));
          const theirs = tableRegion(shipped.toString("utf8"));
          diff = unifiedDiff(theirs, mine, `shipped ${basename(file)} (tables)`, `your ${dest} (tables)`) || "(tables identical; the code below them differs)";
        }
      }
      copies.push({ guard: g.name, file, dest, action, ...(diff ? { diff } : {}) });
    }
  }
  return copies;
}

/** build/<guard>.sh beside the bundle, when built. */
export function launcherOf(g: GuardInfo): string | undefined {
  const file = join(dirname(g.file), `${g.name}.sh`);
  return existsSync(file) ? file : undefined;
}

export function planInstall(opts: InstallOptions): InstallPlan {
  // Python names keep the pack's entries (<guard>.py) working, so they wire the bundles, not launchers.
  const daemon = opts.daemon === true && opts.pythonNames !== true;
  const copies = planCopies(opts.dir, opts.guards, opts.force, { daemon, pythonNames: opts.pythonNames === true });
  const wanted: WantedEntry[] = [];
  const unwired: string[] = [];
  for (const g of opts.guards) {
    if (!g.wiring) {
      unwired.push(g.name);
      continue;
    }
    const launcher = daemon ? launcherOf(g) : undefined;
    const command = resolve(opts.dir, copyName(launcher ?? g.file, opts.pythonNames));
    for (const e of g.wiring.events) {
      if (e.optional && !opts.withOptional) continue;
      const url = opts.httpBase ? `${opts.httpBase.replace(/\/+$/, "")}/${g.name}` : undefined;
      wanted.push({
        guard: g.name,
        summary: g.wiring.summary,
        event: e.event,
        command,
        ...(url ? { url } : {}),
        timeout: e.timeout,
        ...(e.matcher ? { matcher: e.matcher } : {}),
      });
    }
  }
  const configBefore = existsSync(opts.config) ? readFileSync(opts.config, "utf8") : undefined;
  const merge = mergeEntries(configBefore, wanted, opts.config);
  return { copies, merge, configBefore, unwired };
}

/** Copy what the plan says; record every shipped version's hash in the manifest. */
export function applyCopies(dir: string, copies: CopyPlan[]): void {
  const opts = { dir };
  const manifest = readManifest(opts.dir);
  mkdirSync(opts.dir, { recursive: true });
  for (const c of copies) {
    const data = copyBytes(c.file, c.dest);
    const name = basename(c.dest);
    const hashes = (manifest.files[name] ??= []);
    if (!hashes.includes(sha(data))) hashes.push(sha(data));
    if (c.action === "kept-edited" || c.action === "same") {
      if (c.action === "same") chmodSync(c.dest, 0o755);
      continue;
    }
    atomicWrite(c.dest, data, 0o755);
  }
  atomicWrite(join(opts.dir, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
}

/** Write a config, keeping the previous version as <file>.bak; a symlinked config is edited at its target. */
export function writeConfig(path: string, before: string | undefined, text: string): void {
  const target = configTarget(path);
  if (before !== undefined) writeFileSync(`${target}.bak`, before);
  atomicWrite(target, text);
}

export function applyInstall(opts: InstallOptions, plan: InstallPlan): void {
  applyCopies(opts.dir, plan.copies);
  if (plan.merge.changed) writeConfig(opts.config, plan.configBefore, plan.merge.text);
}

export interface ApproveResult {
  command: string;
  ok: boolean;
  detail: string;
}

/** POST {"command": <abs path>} to the bus's loopback approve endpoint, once per command. */
export async function approve(commands: string[], url = process.env.HOOKGUARD_APPROVE_URL || DEFAULT_APPROVE_URL): Promise<ApproveResult[]> {
  const results: ApproveResult[] = [];
  for (const command of [...new Set(commands)]) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ command }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.text()).trim();
      results.push({ command, ok: res.ok, detail: `HTTP ${res.status}${body ? ` ${body.slice(0, 120)}` : ""}` });
    } catch (e) {
      results.push({ command, ok: false, detail: `${url}: ${(e as Error).message}` });
    }
  }
  return results;
}
