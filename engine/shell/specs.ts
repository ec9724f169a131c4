// Per-program command specs: which options take a value. One option parser reads every program's
// words from its spec, so a check asks `parseArgs(words, "ssh")` and never keeps its own letters.
import type { Word } from "./types";

export interface OptionSpec {
  /** Short option letters that take a value (glued `-p22` or the next word `-p 22`). */
  short?: string;
  /** Long option names (without --) that take a value (`--name=v` or the next word). */
  long?: readonly string[];
  /** Options end at the first operand (ssh HOST cmd…, docker exec CTR cmd…); otherwise they may follow operands. */
  posix?: boolean;
}

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

export const SPECS: Readonly<Record<string, OptionSpec>> = {
  ssh: { short: "BbcDEeFIiJLlmOopQRSWw", posix: true },
  scp: { short: "cFiJloPS" },
  sftp: { short: "BbcDFiJloPRSs" },
  rsync: { short: "eBfTM", long: RSYNC_LONG },
  parallel: { short: "jSaNdInLPsEX", long: PARALLEL_LONG, posix: true },
  xargs: { short: "InLPsdEaJRS", long: ["max-args", "max-lines", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var", "eof"], posix: true },
  "docker exec": { short: "euwc", long: ["env", "user", "workdir", "env-file", "detach-keys", "container"], posix: true },
  "kubectl exec": { short: "nc", long: ["namespace", "container", "context", "kubeconfig", "pod-running-timeout", "cluster", "user"] },
};

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
  const spec = SPECS[prog] ?? {};
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
    if (!done && t.length > 1 && t.startsWith("-")) {
      if (takesNext(t, spec)) k++;
      continue;
    }
    if (first < 0) first = k;
    operands.push(w);
    if (spec.posix) {
      for (let j = k + 1; j < words.length; j++) operands.push(words[j] as Word);
      break;
    }
  }
  return { operands, first };
}
