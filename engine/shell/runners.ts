// Program names, runner unwrapping (sudo, env, timeout, xargs, …) and flag normalisation.
import { XARGS_SPEC } from "./specs";
import type { SimpleCommand, Word } from "./types";

/** basename with a leading backslash or surrounding quotes stripped: /bin/rm, \rm, "rm" -> rm */
export function programName(word: Word | string | undefined): string {
  if (word === undefined) return "";
  let t = typeof word === "string" ? word : word.text;
  if (typeof word === "string" && t.length >= 2) {
    const q = t[0];
    if ((q === '"' || q === "'") && t[t.length - 1] === q) t = t.slice(1, -1);
  }
  let k = 0;
  while (t.charCodeAt(k) === 92) k++;
  if (k) t = t.slice(k);
  const slash = t.lastIndexOf("/");
  const name = slash >= 0 && slash < t.length - 1 ? t.slice(slash + 1) : t;
  // RM, Find: the same program on a case-insensitive file system (macOS, Windows)
  return /[A-Z]/.test(name) ? name.toLowerCase() : name;
}

interface RunnerSpec {
  /** Short options that take a separate argument. */
  arg?: string;
  /** Long options (without --) that take a separate argument when written without "=". */
  long?: readonly string[];
  /** Short options meaning "no command follows" (sudo -l, command -v, taskset -p). */
  none?: string;
  /** Positional operands before the command (timeout DURATION, chrt PRIORITY, taskset MASK). */
  operands?: number;
  /** VAR=val words may precede the command. */
  assigns?: boolean;
}

const RUNNERS: Record<string, RunnerSpec> = {
  sudo: {
    arg: "ugpCDrtUTh",
    long: ["user", "group", "prompt", "close-from", "chdir", "role", "type", "other-user", "command-timeout", "host"],
    none: "lvVK",
    assigns: true,
  },
  doas: { arg: "uC" },
  pkexec: { long: ["user"] },
  runuser: { arg: "ugG", long: ["user", "group", "supp-group", "shell"] },
  env: { arg: "uCS", long: ["unset", "chdir", "split-string", "block-signal", "default-signal", "ignore-signal"], assigns: true },
  nice: { arg: "n", long: ["adjustment"] },
  nohup: {},
  setsid: {},
  timeout: { arg: "sk", long: ["signal", "kill-after"], operands: 1 },
  time: { arg: "fo", long: ["format", "output"] },
  command: { none: "vV" },
  builtin: {},
  exec: { arg: "a" },
  stdbuf: { arg: "ioe", long: ["input", "output", "error"] },
  ionice: { arg: "cn", long: ["class", "classdata"], none: "pPu" },
  chrt: { arg: "TPD", long: ["sched-runtime", "sched-period", "sched-deadline"], none: "pm", operands: 1 },
  taskset: { none: "p", operands: 1 },
  busybox: {},
  watch: { arg: "nq", long: ["interval", "equexit"] },
  xargs: { arg: XARGS_SPEC.short, long: XARGS_SPEC.long },
  unbuffer: {},
  caffeinate: { arg: "tw" },
  proxychains: { arg: "f" },
  proxychains4: { arg: "f" },
  torsocks: { arg: "uapP" },
  chronic: {},
  ifne: {},
  flock: { arg: "wEc", long: ["timeout", "conflict-exit-code", "command"], operands: 1 },
  chroot: { long: ["userspec", "groups"], operands: 1 },
  firejail: {},
  screen: { arg: "SceptTh", none: "lrRxXQ" },
  noglob: {},
  nocorrect: {},
  strace: { arg: "oeEpsSuUPXabIO" },
  ltrace: { arg: "oeEpsSuUPXabIO" },
  valgrind: {},
  "sudo-rs": { arg: "ugpCDrtUTh", long: ["user", "group", "prompt", "chdir"], none: "lvVK", assigns: true },
};

/** Is this program name a known runner (a command that runs another command)? */
function isRunner(name: string): boolean {
  return Object.hasOwn(RUNNERS, name);
}

function unwrapOnce(cmd: SimpleCommand): SimpleCommand | null {
  const w = cmd.words;
  if (!w.length) return null;
  const name = programName(w[0]);
  if (!isRunner(name)) return null;
  const spec = RUNNERS[name] as RunnerSpec;
  const assigns: Word[] = [];
  let split: Word[] | null = null;
  let k = 1;
  for (; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--") {
      k++;
      break;
    }
    if (spec.assigns && /^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) {
      assigns.push(w[k] as Word);
      continue;
    }
    if (t.length < 2 || t[0] !== "-") break;
    if (t[1] === "-") {
      const eq = t.indexOf("=");
      const nm = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (name === "env" && nm === "split-string") split = splitString(eq < 0 ? (w[k + 1]?.text ?? "") : t.slice(eq + 1));
      if (eq < 0 && spec.long?.includes(nm)) k++;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j] as string;
      if (spec.none?.includes(ch)) return null;
      if (spec.arg?.includes(ch)) {
        if (name === "env" && ch === "S") split = splitString(j === t.length - 1 ? (w[k + 1]?.text ?? "") : t.slice(j + 1));
        if (j === t.length - 1) k++;
        break;
      }
    }
  }
  if (split) return { ...cmd, words: split.concat(w.slice(k)), assignments: cmd.assignments.concat(assigns), depth: cmd.depth + 1, via: [...cmd.via, name] };
  k += spec.operands ?? 0;
  if (name === "flock" && (w[k]?.text === "-c" || w[k]?.text === "--command")) split = splitString(w[k + 1]?.text ?? "");
  if (split) return { ...cmd, words: split, depth: cmd.depth + 1, via: [...cmd.via, name] };
  if (name === "env" || name === "sudo") {
    while (k < w.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test((w[k] as Word).text)) assigns.push(w[k++] as Word);
  }
  if (k >= w.length) return null;
  return { ...cmd, words: w.slice(k), assignments: cmd.assignments.concat(assigns), depth: cmd.depth + 1, via: [...cmd.via, name] };
}

/** env -S 'a b c': split on blanks (quotes honoured, simply). */
function splitString(str: string): Word[] {
  const out: Word[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(str)) !== null) {
    const text = m[1] ?? m[2] ?? m[3] ?? "";
    out.push({ text, raw: m[0], quoted: m[3] === undefined, dynamic: false });
    if (out.length > 4096) break;
  }
  return out;
}

/** The command a runner chain executes: sudo -u x env A=1 nice -n 5 rm … -> rm … (repeatedly). */
export function unwrapRunner(cmd: SimpleCommand): SimpleCommand {
  let cur = cmd;
  for (let n = 0; n < 16; n++) {
    const next = unwrapOnce(cur);
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** Flags of a command: -rf / -r -f / -Rf -> short {r,f,R}; --recursive --force=x -> long {recursive, force}; stops at "--". */
export function flagSet(cmd: SimpleCommand): { short: Set<string>; long: Set<string>; operands: Word[] } {
  const short = new Set<string>();
  const long = new Set<string>();
  const operands: Word[] = [];
  let done = false;
  for (let k = 1; k < cmd.words.length; k++) {
    const w = cmd.words[k] as Word;
    const t = w.text;
    if (done || t.length < 2 || t[0] !== "-") operands.push(w);
    else if (t === "--") done = true;
    else if (t[1] === "-") {
      const eq = t.indexOf("=");
      long.add(eq < 0 ? t.slice(2) : t.slice(2, eq));
    } else for (let j = 1; j < t.length; j++) short.add(t[j] as string);
  }
  return { short, long, operands };
}
