// Path classes of SPEC §3 (root, system dirs, service data, home and its folders, the workspace root, .git)
// and the command context a check reads (what "." is, the words after brace expansion).
import { onFirstUse } from "../../../engine/rows/index";
import { expandBraces } from "../../../engine/shell/braces";
import { type flagSet, programName } from "../../../engine/shell/runners";
import type { SimpleCommand, Word } from "../../../engine/shell/types";
import type { Scope } from "./types";

// ---- paths -----------------------------------------------------------------------------------

/** Directories whose recursive delete / move / chown wrecks the machine. */
const SYSTEM_DIRS = new Set([
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/home",
  "/lib",
  "/lib32",
  "/lib64",
  "/libx32",
  "/opt",
  "/proc",
  "/root",
  "/sbin",
  "/srv",
  "/sys",
  "/usr",
  "/var",
  "/usr/bin",
  "/usr/lib",
  "/usr/lib64",
  "/usr/local",
  "/usr/sbin",
  "/usr/share",
  "/usr/include",
  "/usr/local/bin",
  "/var/lib",
  "/etc/ssh",
  "/System",
  "/Library",
  "/Applications",
  "/Users",
  "/private",
  "/private/etc",
  "/private/var",
  "/snap",
  "/mnt",
  "/media",
  "/data",
  "/data/workspace",
  "/workspace",
  "/app",
]);
/** The core of the OS: chown / chmod -R here breaks sudo, ssh and boot. */
export const CORE_DIRS = new Set([
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/lib",
  "/lib32",
  "/lib64",
  "/proc",
  "/root",
  "/sbin",
  "/sys",
  "/usr",
  "/var",
  "/usr/bin",
  "/usr/lib",
  "/usr/sbin",
  "/System",
  "/Library",
  "/private",
  "/etc/ssh",
  "/home",
  "/Users",
]);
export const CRITICAL_FILES = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`^\/etc\/(?:passwd|shadow|group|gshadow|sudoers|fstab|login\.defs|pam\.d\/[\w.-]+|ssh\/sshd_config)$|^\/boot\/`,
        String.raw`|^\/(?:usr\/)?s?bin\/(?:sh|bash|sudo|ls|login|init)$`,
      ].join(""),
      "",
    ),
);

/** folder: a protected folder that a filtered sweep may clean (home's own folders, service data under /var/lib). */
type PathClass = "root" | "home" | "folder" | "system" | "cwd" | "parent" | "var-root" | "repo";

/** Top-level folders of a home that are caches or build output: deleting them loses nothing. */
const HOME_CACHES = new Set([
  ".cache",
  ".npm",
  ".yarn",
  ".pnpm-store",
  ".node-gyp",
  ".bun",
  ".deno",
  ".nuget",
  ".ivy2",
  ".cpan",
  ".pub-cache",
  ".expo",
  ".Trash",
  "node_modules",
  "tmp",
  ".tmp",
  // tool installs that a reinstall brings back whole (removing one is how they are uninstalled or repaired)
  ".vscode-server",
  ".cursor-server",
  ".nvm",
  ".rustup",
  ".pyenv",
  ".rbenv",
  ".volta",
  ".sdkman",
  ".oh-my-zsh",
]);
/** Scratch names at the top of a home: ~/tmp-build, ~/scratch, ~/.tmp.x. */
const SCRATCH = /^\.?(?:tmp|temp|scratch)(?:[-_.][\w.-]*)?$|[-_.](?:tmp|temp)$/i;

/** A top-level folder of a home that holds the user's own data (not a cache, scratch or glob). */
function isUserFolder(name: string): boolean {
  return !HOME_CACHES.has(name) && !SCRATCH.test(name) && !/[*?[]/.test(name);
}

/**
 * Service data under /var/lib: any service's dir; one level below it for the stores whose
 * subfolders are the data (container volumes, VM images); up to three below a database's dir
 * (a cluster `postgresql/14/main`). Caches deeper in the container stores stay ordinary.
 */
const SERVICE_DATA = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`^/var/lib/(?:[^/]+`,
        String.raw`|(?:docker|containerd|containers|kubelet|libvirt|grafana|prometheus)/[^/]+`,
        String.raw`|(?:postgresql|pgsql|mysql|mariadb|mongodb|redis|etcd|elasticsearch|influxdb|clickhouse|rabbitmq|cassandra)(?:/[^/]+){1,3})$`,
      ].join(""),
    ),
);
/** The workspace root, by its variable. */
const WORKSPACE_VARS = new Set(["WORKSPACE_DIR", "WORKSPACE"]);

/** A glob over absolute paths (`/*\/*`, `/**`, `/u*`, `/e?c`) as a regex, or null when the word has none. */
function globRegex(path: string): RegExp | null {
  if (!/[*?[]/.test(path)) return null;
  let re = "";
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string;
    if (ch === "*" && path[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (ch === "*") re += "[^/]*";
    else if (ch === "?") re += "[^/]";
    else if (ch === "[") {
      const end = path.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        re +=
          "[" +
          path
            .slice(i + 1, end)
            .replace(/^!/, "^")
            .replace(/\\/g, "\\\\") +
          "]";
        i = end;
      }
    } else re += ch.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  try {
    return new RegExp("^" + re.replace(/\/+$/, "") + "/?$");
  } catch {
    return null;
  }
}

/** The class of an absolute, normalised path: the root, a system dir, service data, a home or its folders. */
function absoluteClass(p: string): PathClass | undefined {
  if (p === "/") return "root";
  if (SYSTEM_DIRS.has(p)) return "system";
  if (SERVICE_DATA().test(p)) return "folder";
  if (/^\/(?:home|Users)\/[^/]+$/.test(p) || p === "/root") return "home";
  const home = /^(?:\/(?:home|Users)\/[^/]+|\/root)(\/[^/]+)$/.exec(p);
  if (home && isUserFolder((home[1] as string).slice(1))) return "folder";
  if (/(?:^|\/)\.git$/.test(p)) return "repo";
  return undefined;
}

/** Lexical normalisation of an absolute or relative path: "//a/./b/../" -> "/a". */
export function normalise(path: string): { path: string; glob: boolean } {
  const abs = path.startsWith("/");
  const out: string[] = [];
  let glob = false;
  const parts = path.replace(/(?<=.)\/+$/, "").split("/");
  parts.forEach((p, i) => {
    if (p === "" || p === ".") return;
    if (i === parts.length - 1 && /^(?:\*|\.\*|\.\[!.\]\*|\{,\.\}\*|\*\.\*)$/.test(p)) {
      glob = true;
      return;
    }
    if (p === "..") {
      if (out.length && out[out.length - 1] !== "..") out.pop();
      else if (!abs) out.push("..");
      return;
    }
    out.push(p);
  });
  return { path: (abs ? "/" : "") + out.join("/"), glob };
}

const VAR_PATH = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(:?[?=+-][^}]*)?\}|([A-Za-z_][A-Za-z0-9_]*))(.*)$/s;

/**
 * `cwd`: what "." is (undefined = unknown, so risky; null = a named directory we cd'ed into);
 * `base`: the working directory's path when it is known (cwdPath), against which a relative
 * operand is judged like the absolute path it names (`cd ~ && rm -rf src` is `rm -rf ~/src`).
 */
export function classify(word: Word, cwd: PathClass | null | undefined, guarded: ReadonlySet<string>, base?: string): PathClass | undefined {
  let t = word.text;
  if (!t) return undefined;
  const literalStar = word.quoted && !word.dynamic;
  // ${HOME%/}, ${HOME%%/}: a trailing slash trimmed, the same directory
  if (t.includes("%")) t = t.replace(/\$\{([A-Za-z_]\w*)%{1,2}\/\}/g, "$${$1}");
  // "$(pwd)"/x, `pwd`/x: the working directory, as $PWD
  if (/^(?:\$\(\s*pwd\s*\)|`\s*pwd\s*`)/.test(t)) t = t.replace(/^(?:\$\(\s*pwd\s*\)|`\s*pwd\s*`)/, "$$PWD");
  const v = VAR_PATH.exec(t);
  if (v) {
    const name = (v[1] ?? v[3]) as string;
    const op = v[2] ?? "";
    const rest = v[4] ?? "";
    if (name === "HOME") t = "~" + rest;
    else if (name === "PWD") t = "." + rest;
    else if (WORKSPACE_VARS.has(name) && normalise(rest || "/").path === "/") return "system";
    else {
      if (/^:?[?=-]/.test(op) || guarded.has(name)) return undefined;
      if (!rest) return undefined;
      const n = normalise(rest);
      return n.path === "/" ? "var-root" : undefined;
    }
  }
  // ~alice/src: a folder of another user's home, like /home/alice/src
  const other = /^~([a-z_][a-z0-9_-]*)(\/.*)$/.exec(t);
  if (other && other[2] !== "/") t = "/home/" + other[1] + other[2];
  if (t === "~" || t.startsWith("~/") || /^~[a-z_][a-z0-9_-]*[/]?$/.test(t)) {
    const rest = t.startsWith("~/") ? t.slice(1) : "/";
    const n = normalise(rest);
    if (n.path === "/") return "home";
    if (n.path.startsWith("/..")) return "system";
    // ~/src, ~/.local: a folder of the home itself (caches and build output aside)
    const top = /^\/([^/]+)$/.exec(n.path);
    if (top && isUserFolder(top[1] as string)) return "folder";
    if (/(?:^|\/)\.git$/.test(n.path)) return "repo";
    return undefined;
  }
  if (t.startsWith("/")) {
    const n = normalise(t);
    const cls = absoluteClass(n.path);
    if (cls) return cls;
    // /*/*, /**, /u*: a glob that matches a protected directory
    const g = word.dynamic && !literalStar ? globRegex(n.path) : null;
    if (g && [...SYSTEM_DIRS].some((d) => g.test(d))) return "system";
    return undefined;
  }
  if (literalStar && t.includes("*")) return undefined;
  const n = normalise(t);
  if (base && n.path !== "" && !n.path.startsWith("..") && !/[$`]/.test(t)) {
    const joined = classify({ ...word, text: `${base}/${t}` }, cwd, guarded);
    if (joined) return joined;
  }
  if (n.path === "") return cwd === null ? undefined : (cwd ?? "cwd");
  if (/^\.\.(?:\/\.\.)*$/.test(n.path)) return "parent";
  if (/(?:^|\/)\.git$/.test(n.path)) return "repo";
  return undefined;
}

// ---- the command context ---------------------------------------------------------------------

export function texts(c: SimpleCommand): string[] {
  return c.words.map((w) => w.text);
}

/** The indexes of the `cd` commands before command k, the nearest first (the list is built once per analysis). */
function* cdsBefore(scope: Scope, k: number): Generator<number> {
  const cds = (scope.cds ??= scope.cmds.flatMap((c, j) => (programName(c.words[0]) === "cd" ? [j] : [])));
  let lo = 0;
  let hi = cds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cds[mid] as number) < k) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0; i--) yield cds[i] as number;
}

/** What "." means for command k: the class of the last `cd` target before it (null: a named, safe directory). */
export function cwdClass(scope: Scope, k: number): PathClass | null | undefined {
  for (const j of cdsBefore(scope, k)) {
    const c = scope.cmds[j] as SimpleCommand;
    const target = c.words[1];
    if (!target || target.text === "-") return target ? undefined : "home";
    const cls = classify(target, undefined, scope.guarded);
    return cls === "cwd" || cls === "parent" ? undefined : (cls ?? null);
  }
  // before any cd: the event's cwd, when the host sent one (a protected one keeps its class)
  if (!scope.cwd.startsWith("/")) return undefined;
  return absoluteClass(normalise(scope.cwd).path) ?? null;
}

/**
 * The working directory's path for command k when it is known: the last `cd` before it (relative
 * ones joined onto the ones before, back to an absolute or home target or the event's cwd), else
 * the event's cwd. Undefined when unknown (`cd -`, `cd "$DIR"`, no cwd in the event).
 */
export function cwdPath(scope: Scope, k: number): string | undefined {
  const parts: string[] = [];
  for (const j of cdsBefore(scope, k)) {
    const c = scope.cmds[j] as SimpleCommand;
    const t = (c.words[1]?.text ?? "~").replace(/^\$\{?HOME\}?(?=\/|$)/, "~");
    if (t === "-" || /[$`*?[]/.test(t)) return undefined;
    parts.unshift(t);
    if (t.startsWith("/") || t === "~" || t.startsWith("~/")) return parts.join("/");
  }
  return scope.cwd.startsWith("/") ? [scope.cwd, ...parts].join("/") : undefined;
}

/** The words a word stands for after brace expansion (`/{bin,etc}`, `"$HOME"/{*,.[!.]*}`): unquoted braces only. */
export function braced(w: Word): Word[] {
  if (!w.dynamic || !w.text.includes("{") || !w.text.includes(",")) return [w];
  return expandBraces(w.text, 32).map((text) => ({ ...w, text }));
}

export function dangerousOperand(scope: Scope, k: number, words: readonly Word[]): Word | undefined {
  const cd = cwdClass(scope, k);
  const base = cwdPath(scope, k);
  return words.find((w) => braced(w).some((x) => classify(x, cd, scope.guarded, base) !== undefined));
}

export const isRecursive = (f: ReturnType<typeof flagSet>) => f.short.has("r") || f.short.has("R") || f.long.has("recursive");

/** A command line found inside another (interpreter code, a container's command), checked one level deeper. */
export function recheck(scope: Scope, line: string): boolean {
  const again = scope.ctx.recheck;
  return again !== undefined && again(line, scope.rows, { ...scope.ctx, depth: scope.depth + 1, sinks: undefined }) !== undefined;
}

/** An SSH identity file in a home directory: a private key (or a glob of them, `~/.ssh/id_*`) or the authorized_keys that let one in. */
export const SSH_PRIVATE = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]{1,64}|\/root)\/\.ssh\/(?:id_[\w-]{0,40}\*?|authorized_keys2?)$/;
