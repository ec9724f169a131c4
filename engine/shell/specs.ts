// Per-program command specs: which options take a value, and the long name of each short letter.
// One option parser reads every program's words from its spec, so a check asks
// `parseOptions(words, "curl")` for the `data` option and never keeps its own letters.
import type { Word } from "./types";

export interface OptionSpec {
  /** Short option letters that take a value (glued `-p22` or the next word `-p 22`). */
  short?: string;
  /** Long option names (without --) that take a value (`--name=v` or the next word). */
  long?: readonly string[];
  /** Options end at the first operand (ssh HOST cmd…, docker exec CTR cmd…); otherwise they may follow operands. */
  posix?: boolean;
  /** Short letters by their long names (`d: "data"`), so a check names an option once whatever its spelling. */
  names?: Readonly<Record<string, string>>;
}

/** xargs's spec, which runners.ts also reads when it unwraps `xargs … cmd`. */
export const XARGS_SPEC: OptionSpec = {
  short: "InLPsdEaJRS",
  long: ["max-args", "max-lines", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var", "eof"],
  posix: true,
};

/** The specs by program (or `program subcommand`), built on first use: no work at start-up. */
function buildSpecs(): Readonly<Record<string, OptionSpec>> {
  const RSYNC_LONG = [
    "rsh",
    "exclude",
    "include",
    "filter",
    "files-from",
    "password-file",
    "port",
    "exclude-from",
    "include-from",
    "rsync-path",
    "chmod",
    "chown",
    "log-file",
    "timeout",
    "bwlimit",
    "temp-dir",
    "partial-dir",
    "backup-dir",
    "suffix",
    "compare-dest",
    "copy-dest",
    "link-dest",
    "usermap",
    "groupmap",
  ];
  const PARALLEL_LONG = [
    "jobs",
    "sshlogin",
    "sshloginfile",
    "slf",
    "joblog",
    "arg-file",
    "delay",
    "timeout",
    "max-args",
    "delimiter",
    "results",
    "res",
    "tmpdir",
    "retries",
    "colsep",
    "env",
    "workdir",
    "wd",
    "basefile",
    "bf",
    "return",
    "transferfile",
    "tf",
    "memfree",
    "load",
    "nice",
    "halt",
    "tagstring",
    "tag-string",
    "max-lines",
    "max-procs",
    "max-chars",
    "eof",
    "shebang-wrap",
    "termseq",
    "rpl",
    "plus",
  ];

  const CURL_LONG = [
    "data",
    "data-binary",
    "data-raw",
    "data-urlencode",
    "data-ascii",
    "json",
    "form",
    "form-string",
    "upload-file",
    "header",
    "proxy-header",
    "user",
    "proxy-user",
    "oauth2-bearer",
    "config",
    "request",
    "output",
    "output-dir",
    "user-agent",
    "cookie",
    "cookie-jar",
    "referer",
    "url",
    "proxy",
    "max-time",
    "connect-timeout",
    "retry",
    "retry-delay",
    "retry-max-time",
    "cert",
    "key",
    "cacert",
    "capath",
    "write-out",
    "dump-header",
    "range",
    "resolve",
    "connect-to",
    "interface",
    "limit-rate",
    "continue-at",
    "aws-sigv4",
    "variable",
    "quote",
    "telnet-option",
    "time-cond",
    "speed-time",
    "speed-limit",
  ];
  const CURL_NAMES = {
    d: "data",
    F: "form",
    T: "upload-file",
    H: "header",
    u: "user",
    U: "proxy-user",
    K: "config",
    X: "request",
    o: "output",
    G: "get",
    x: "proxy",
  };
  const WGET_LONG = [
    "post-file",
    "body-file",
    "post-data",
    "body-data",
    "method",
    "header",
    "user",
    "password",
    "http-user",
    "http-password",
    "output-document",
    "output-file",
    "append-output",
    "input-file",
    "directory-prefix",
    "user-agent",
    "referer",
    "tries",
    "timeout",
    "wait",
    "level",
    "accept",
    "reject",
    "load-cookies",
    "save-cookies",
    "ca-certificate",
    "certificate",
    "private-key",
  ];
  const WGET_NAMES = { O: "output-document", o: "output-file", a: "append-output", i: "input-file", P: "directory-prefix", U: "user-agent" };
  const SU: OptionSpec = {
    short: "cgGsuw",
    long: ["command", "session-command", "group", "supp-group", "shell", "user", "whitelist-environment"],
    names: { c: "command" },
  };
  const TAR_LONG = [
    "file",
    "directory",
    "files-from",
    "exclude",
    "exclude-from",
    "blocking-factor",
    "format",
    "label",
    "listed-incremental",
    "use-compress-program",
    "starting-file",
    "newer",
    "newer-mtime",
    "owner",
    "group",
    "mode",
    "mtime",
    "transform",
    "xform",
    "strip-components",
    "suffix",
    "tape-length",
    "checkpoint-action",
  ];
  const AWS_LONG = [
    "profile",
    "region",
    "endpoint-url",
    "output",
    "query",
    "exclude",
    "include",
    "acl",
    "storage-class",
    "sse",
    "sse-kms-key-id",
    "content-type",
    "cache-control",
    "expires",
    "metadata",
    "grants",
    "ca-bundle",
    "page-size",
    "color",
  ];
  const MAIL: OptionSpec = { short: "aAsbcrSq", long: ["attach", "subject"], names: { a: "attach", A: "attach", s: "subject" } };
  /** git's own options before the subcommand (`git -C dir -c k=v push`). */
  const GIT_LONG = ["git-dir", "work-tree", "namespace", "super-prefix", "config-env", "exec-path", "list-cmds"];

  return {
    ssh: { short: "BbcDEeFIiJLlmOopQRSWw", posix: true },
    scp: { short: "cFiJloPS" },
    sftp: { short: "BbcDFiJloPRSs" },
    rsync: { short: "eBfTM", long: RSYNC_LONG },
    parallel: { short: "jSaNdInLPsEX", long: PARALLEL_LONG, posix: true },
    xargs: XARGS_SPEC,
    "docker exec": { short: "euwc", long: ["env", "user", "workdir", "env-file", "detach-keys", "container"], posix: true },
    "kubectl exec": { short: "nc", long: ["namespace", "container", "context", "kubeconfig", "pod-running-timeout", "cluster", "user"] },
    curl: { short: "AbcCdDeEFHKmoPQrtTuUwxXyYz", long: CURL_LONG, names: CURL_NAMES },
    wget: { short: "OoaetTwQPUiBDARlIX", long: WGET_LONG, names: WGET_NAMES },
    git: { short: "Cc", long: GIT_LONG, posix: true },
    aws: { long: AWS_LONG },
    script: {
      short: "cEeIOBTm",
      long: ["command", "echo", "log-in", "log-out", "log-io", "log-timing", "logging-format", "output-limit"],
      names: { c: "command" },
    },
    su: SU,
    runuser: SU,
    tar: { short: "fCTXbHVgIKNL", long: TAR_LONG },
    install: { short: "mogtSZ", long: ["mode", "owner", "group", "target-directory", "suffix", "context"] },
    zip: { short: "btnPOsI", long: ["temp-path", "suffixes", "password", "output-file", "split-size"], names: { m: "move", r: "recurse-paths" } },
    gsutil: { short: "ho" },
    rclone: {
      long: ["config", "transfers", "checkers", "bwlimit", "exclude", "include", "filter", "log-file", "log-level", "max-age", "min-age", "backup-dir"],
    },
    azcopy: { long: ["include-pattern", "exclude-pattern", "from-to", "log-level", "cap-mbps", "block-size-mb"] },
    mail: MAIL,
    mailx: MAIL,
    mutt: MAIL,
    "git clean": { short: "e", long: ["exclude"], names: { f: "force", n: "dry-run" } },
    "git reset": {},
    "git add": { long: ["chmod", "pathspec-from-file"], names: { f: "force", A: "all", n: "dry-run" } },
    "git push": { short: "o", long: ["push-option", "repo", "receive-pack", "exec", "force-with-lease"], names: { f: "force" } },
    // gh's subcommands give their letters different meanings: -F is a body file to `gh issue`, a field to `gh api`
    "gh issue": {
      short: "bFtTaAlmpRBSLMjq",
      long: ["body", "body-file", "title", "repo", "assignee", "label", "milestone", "project"],
      names: { b: "body", F: "body-file", t: "title", R: "repo" },
    },
    "gh pr": {
      short: "bFtTaAlmpRBHrjq",
      long: ["body", "body-file", "title", "repo", "base", "head", "assignee", "label", "reviewer"],
      names: { b: "body", F: "body-file", t: "title", R: "repo" },
    },
    "gh api": {
      short: "FfXHqtp",
      long: ["field", "raw-field", "method", "header", "jq", "template", "input", "preview", "hostname", "cache"],
      names: { F: "field", f: "raw-field", X: "method", H: "header" },
    },
    "gh gist": { short: "dfR", long: ["desc", "filename", "repo"], names: { d: "desc", f: "filename" } },
    "gh release": { short: "nFtR", long: ["notes", "notes-file", "title", "repo", "target"], names: { n: "notes", F: "notes-file", t: "title", R: "repo" } },
  };
}
let SPECS: Readonly<Record<string, OptionSpec>> | undefined;

/** A program's spec (`curl`, `gh api`, `docker exec`); no spec: no option takes a value. */
export function specOf(prog: string): OptionSpec {
  return (SPECS ??= buildSpecs())[prog] ?? {};
}

/** Does option word t (with its spec) take the next word as its value? */
export function takesNext(t: string, spec: OptionSpec): boolean {
  if (t.startsWith("--")) return !t.includes("=") && (spec.long?.includes(t.slice(2)) ?? false);
  if (!t.startsWith("-") || t.length < 2) return false;
  for (let j = 1; j < t.length; j++) if (spec.short?.includes(t[j] as string)) return j === t.length - 1;
  return false;
}

export interface ParsedArgs {
  /** Operand words, in order. */
  operands: Word[];
  /** Index in words of the first operand (-1: none). */
  first: number;
}

/** The operands of a command's words (from index `from`), its program's option values skipped; "--" ends the options. */
export function parseArgs(words: readonly Word[], prog: string, from = 1): ParsedArgs {
  const { operands, first } = parseOptions(words, prog, from);
  return { operands, first };
}

/** One option as written: its long name (a short letter's long name from the spec, else the letter), its value, and where it is. */
interface Opt {
  name: string;
  value?: string;
  /** Index in words of the option word. */
  index: number;
  /** The value is in the option word itself (`-d@f`, `--data=@f`), not the next word. */
  inline?: boolean;
}

export interface ParsedOptions extends ParsedArgs {
  options: Opt[];
}

/**
 * The options and operands of a command's words (from index `from`) read with its program's spec:
 * `-sSd@f` is s, S and data=@f; `--data=@f`, `--data @f` and `-d @f` all give data=@f; `--` ends the
 * options; a posix spec ends them at the first operand. `prog` names a spec (`curl`, `gh api`).
 */
export function parseOptions(words: readonly Word[], prog: string, from = 1): ParsedOptions {
  const spec = specOf(prog);
  const options: Opt[] = [];
  const operands: Word[] = [];
  let first = -1;
  let done = false;
  for (let k = from; k < words.length; k++) {
    const w = words[k] as Word;
    const t = w.text;
    if (!done && t === "--") {
      done = true;
      continue;
    }
    if (!done && t.startsWith("--") && t.length > 2) {
      const eq = t.indexOf("=");
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (eq >= 0) options.push({ name, value: t.slice(eq + 1), index: k, inline: true });
      else if (spec.long?.includes(name)) options.push({ name, value: words[++k]?.text ?? "", index: k - 1 });
      else options.push({ name, index: k });
      continue;
    }
    if (!done && t.length > 1 && t.startsWith("-")) {
      for (let j = 1; j < t.length; j++) {
        const letter = t[j] as string;
        const name = spec.names?.[letter] ?? letter;
        if (!spec.short?.includes(letter)) {
          options.push({ name, index: k });
          continue;
        }
        const glued = t.slice(j + 1);
        options.push(glued ? { name, value: glued, index: k, inline: true } : { name, value: words[k + 1]?.text ?? "", index: k });
        if (!glued) k++;
        break;
      }
      continue;
    }
    if (first < 0) first = k;
    operands.push(w);
    if (spec.posix) {
      for (let j = k + 1; j < words.length; j++) operands.push(words[j] as Word);
      break;
    }
  }
  return { options, operands, first };
}

/** The values of the named options (long names, after the spec's letters are put in). */
export function optionValues(parsed: ParsedOptions, ...names: string[]): string[] {
  return parsed.options.filter((o) => o.value !== undefined && names.includes(o.name)).map((o) => o.value as string);
}

/** True when one of the named options is given (with or without a value). */
export function hasOption(parsed: ParsedOptions, ...names: string[]): boolean {
  return parsed.options.some((o) => names.includes(o.name));
}

/**
 * A program with subcommands (`git -C d push`, `gh issue create`): the subcommand word after the
 * program's own options, and the options and operands after it read with the `<prog> <sub>` spec
 * (operands start with the sub-subcommand: `create`, `comment 7`).
 */
export function subcommand(words: readonly Word[], prog: string): { sub: string; args: ParsedOptions } | null {
  const top = parseOptions(words, prog);
  if (top.first < 0) return null;
  const sub = (words[top.first] as Word).text;
  return { sub, args: parseOptions(words, `${prog} ${sub}`, top.first + 1) };
}
