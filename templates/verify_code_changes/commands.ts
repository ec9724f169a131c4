// Does a simple command verify code? Works on the argv of one parsed simple command (never on raw
// text, so `echo pytest` is an echo): runners are peeled off (npx, uv run, bundle exec, sudo …),
// an interpreter's script or module is looked at (python -m pytest → `pytest`, bash run_tests.sh →
// `run_tests.sh`), and every view is matched against VERIFY_COMMANDS.
import type { Row } from "../../engine/rows/index";
import * as T from "./tables";
import { isCodePath } from "./edits";

/** Command lines longer than this are matched on their first part only (regex work stays bounded). */
const MAX_LINE = 2000;
/** Runner peeling depth (`sudo env X=1 npx jest` is three). */
const MAX_PEEL = 4;

export interface Verification {
  /** VERIFY_COMMANDS row id, or run.script / run.module / run.inline for running the edited code. */
  rule: string;
}

interface Views {
  lines: string[];
  scriptRun: boolean;
  inline: string[];
  /** Modules run with `python -m` (`etl.jobs.daily`). */
  modules: string[];
}

/** Program name as the tables see it: base name, no .exe. */
function programBase(word: string): string {
  const cut = Math.max(word.lastIndexOf("/"), word.lastIndexOf("\\"));
  const name = cut >= 0 ? word.slice(cut + 1) : word;
  return name.toLowerCase().endsWith(".exe") ? name.slice(0, -4) : name;
}

/** Tool wrappers run by path that are not the user's script. */
const WRAPPERS = ["gradlew", "mvnw", "sbtw", "bazelisk", "pants"];

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** Words after a runner prefix: its flags (and their values), VAR=val words and `skip` positionals dropped. */
function afterRunner(words: readonly string[], from: number, valueFlags: readonly string[], skip: number): readonly string[] {
  let i = from;
  while (i < words.length) {
    const w = words[i] as string;
    if (w === "--") {
      i++;
      break;
    }
    if (w.startsWith("-") && w.length > 1) {
      i += valueFlags.includes(w) ? 2 : 1;
      continue;
    }
    if (ASSIGNMENT.test(w)) {
      i++;
      continue;
    }
    break;
  }
  return words.slice(i + skip);
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  if (words.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const w = i === 0 ? programBase(words[0] as string) : words[i];
    if (w !== prefix[i]) return false;
  }
  return true;
}

interface RunnerRow {
  prefix: string;
  value: readonly string[];
  skip?: number;
}

interface ScriptRunnerRow {
  programs: readonly string[];
  module: readonly string[];
  inline: readonly string[];
  value: readonly string[];
}

// ---- the runner tables, as the user's copy has them ------------------------------------------
// A row of the wrong shape is skipped (the other rows keep working) and named by the selftest
// (runnerTableProblems), instead of throwing on every command and turning the guard off.

/** A list of non-empty words (a row field the code reads as one). */
export const isWords = (x: unknown): x is readonly string[] => Array.isArray(x) && x.every((w) => typeof w === "string" && w !== "");
const isRunnerRow = (r: unknown): r is RunnerRow => {
  const x = r as Partial<RunnerRow> | null;
  return (
    !!x && typeof x.prefix === "string" && x.prefix.trim() !== "" && isWords(x.value) && (x.skip === undefined || (Number.isInteger(x.skip) && x.skip >= 0))
  );
};
const isScriptRunnerRow = (r: unknown): r is ScriptRunnerRow => {
  const x = r as Partial<ScriptRunnerRow> | null;
  return !!x && isWords(x.programs) && x.programs.length > 0 && isWords(x.module) && isWords(x.inline) && isWords(x.value);
};
const isDryRunRow = (r: unknown): r is DryRunRow => {
  const x = r as Partial<DryRunRow> | null;
  return (
    !!x &&
    isWords(x.programs) &&
    isWords(x.flags) &&
    isWords(x.first) &&
    (x.cluster === undefined || (typeof x.cluster === "string" && /^[A-Za-z]*$/.test(x.cluster)))
  );
};
const listOf = (table: unknown): readonly unknown[] => (Array.isArray(table) ? table : []);

let wellFormed: { runners: RunnerRow[]; scripts: ScriptRunnerRow[]; dry: DryRunRow[]; servers: string[]; verify: VerifyRow[] } | undefined;

/** The rows of the runner tables and VERIFY_COMMANDS that have the shape the code reads (once). */
export function tableRows(): NonNullable<typeof wellFormed> {
  return (wellFormed ??= {
    runners: listOf(T.RUNNERS).filter(isRunnerRow),
    scripts: listOf(T.SCRIPT_RUNNERS).filter(isScriptRunnerRow),
    dry: listOf(T.DRY_RUNS).filter(isDryRunRow),
    servers: listOf(T.APP_SERVERS).filter((n): n is string => typeof n === "string" && n.trim() !== ""),
    verify: listOf(T.VERIFY_COMMANDS).filter((r): r is VerifyRow => isWords((r as Partial<VerifyRow> | null)?.programs)),
  });
}

/** One line per row of RUNNERS, SCRIPT_RUNNERS, DRY_RUNS and APP_SERVERS that is skipped for its shape. */
export function runnerTableProblems(): string[] {
  const out: string[] = [];
  const rows = (name: string, table: unknown, ok: (r: unknown) => boolean, needs: string) => {
    for (const [i, row] of listOf(table).entries()) if (!ok(row)) out.push(`${name} row ${i + 1}: needs ${needs}: ${JSON.stringify(row)}`);
  };
  rows("RUNNERS", T.RUNNERS, isRunnerRow, "prefix (the words that run a command) and value (a list of flags), skip a count");
  rows("SCRIPT_RUNNERS", T.SCRIPT_RUNNERS, isScriptRunnerRow, "programs, module, inline and value as lists of words");
  rows("DRY_RUNS", T.DRY_RUNS, isDryRunRow, "programs, flags and first as lists of words, cluster a string of flag letters");
  for (const name of listOf(T.APP_SERVERS))
    if (typeof name !== "string" || !name.trim()) out.push(`APP_SERVERS: ${JSON.stringify(name)} should be a program name (a string)`);
  return out;
}

interface RunnerName {
  row: ScriptRunnerRow;
  parts: string[];
}
let runnerNames: Map<string, RunnerName[]> | undefined;

/** SCRIPT_RUNNERS by first word, in table order (built once: a long command line asks per command). */
function runnersNamed(first: string): readonly RunnerName[] {
  if (!runnerNames) {
    runnerNames = new Map();
    for (const row of tableRows().scripts) {
      for (const name of row.programs) {
        const parts = name.split(" ");
        const list = runnerNames.get(parts[0] as string) ?? [];
        list.push({ row, parts });
        runnerNames.set(parts[0] as string, list);
      }
    }
  }
  return runnerNames.get(first) ?? [];
}

function scriptRunner(words: readonly string[]): { row: ScriptRunnerRow; from: number; shell: boolean } | undefined {
  const prog = programBase(words[0] as string);
  // python3.12, python3.12-dbg → python3
  const plain = /^(?:python|pypy)\d/.test(prog) ? prog.replace(/^(python|pypy)(\d?)[\d.]*.*$/, "$1$2") : prog;
  const named = runnersNamed(plain);
  // Two-word names first: `bun run x.ts` is a script run, `bun x.ts` too.
  for (const size of [2, 1]) {
    for (const { row, parts } of named) {
      if (parts.length !== size || (size === 2 && words[1] !== parts[1])) continue;
      return { row, from: size, shell: row.programs.includes("bash") };
    }
  }
  return undefined;
}

/** `uvicorn app.main:app`, `flask --app app run`: an APP_SERVERS entry (second word anywhere after). */
function startsAppServer(prog: string, words: readonly string[]): boolean {
  for (const name of tableRows().servers) {
    const space = name.indexOf(" ");
    if (space < 0 ? name === prog : name.slice(0, space) === prog && words.includes(name.slice(space + 1))) {
      return words.slice(1).some((w) => !w.startsWith("-")); // `uvicorn --version` serves nothing
    }
  }
  return false;
}

let prefixes: Array<{ row: RunnerRow; prefix: string[] }> | undefined;

/** RUNNERS with their prefixes split into words (once). */
function runnerPrefixes(): ReadonlyArray<{ row: RunnerRow; prefix: string[] }> {
  return (prefixes ??= tableRows().runners.map((row) => ({ row, prefix: row.prefix.split(" ") })));
}

function collect(words: readonly string[], views: Views, depth: number): void {
  if (words.length === 0 || depth > MAX_PEEL) return;
  const first = words[0] as string;
  const line = [programBase(first), ...words.slice(1)].join(" ");
  views.lines.push(line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line);
  for (const { row, prefix } of runnerPrefixes()) {
    if (!startsWith(words, prefix)) continue;
    collect(afterRunner(words, prefix.length, row.value, row.skip ?? 0), views, depth + 1);
    return;
  }
  // `yarn jest`, `pnpm vitest run`, `bun x.ts`: the package manager runs a bin or a file.
  const prog = programBase(first);
  if (startsAppServer(prog, words)) views.scriptRun = true;
  if ((prog === "yarn" || prog === "pnpm") && words[1] && !words[1].startsWith("-")) collect(words.slice(1), views, depth + 1);
  const runner = scriptRunner(words);
  if (runner) {
    const { row, from } = runner;
    for (let i = from; i < words.length; i++) {
      const w = words[i] as string;
      if (row.module.includes(w)) {
        const mod = words[i + 1];
        if (mod !== undefined && /^[A-Za-z_][\w.]*$/.test(mod)) views.modules.push(mod);
        collect(words.slice(i + 1), views, depth + 1);
        return;
      }
      if (row.inline.includes(w)) {
        if (words[i + 1] !== undefined) views.inline.push(words[i + 1] as string);
        return;
      }
      if (w === "--") continue;
      if (w.startsWith("-") && w.length > 1) {
        if (row.value.includes(w)) i++;
        continue;
      }
      if (w === "-") return; // a script from stdin
      if (isCodePath(w) || runner.shell) views.scriptRun = true;
      collect(words.slice(i), views, depth + 1);
      return;
    }
    return;
  }
  // ./run.sh, scripts/check.py, /opt/app/main.py, ./configure: a code file or a local program run
  // directly (not a tool wrapper such as ./gradlew, nor a bin folder's tool).
  if (isCodePath(first) || (first.startsWith("./") && !/\/\.?bin\//.test(first) && !WRAPPERS.includes(prog))) views.scriptRun = true;
}

/**
 * A VERIFY_COMMANDS row: the one Row shape (engine/rows) with a regex `match` and the programs it
 * is tried on (its first-word filter). `examples.block`: commands that verify through this row.
 */
export type VerifyRow = Row<RegExp> & { readonly programs: readonly string[] };

/** A row's program entry: an exact name, "prefix*" or "*suffix". */
function programMatches(entry: string, program: string): boolean {
  if (entry.endsWith("*")) return program.startsWith(entry.slice(0, -1));
  if (entry.startsWith("*")) return program.endsWith(entry.slice(1));
  return entry === program;
}

/** An interpreter (not a shell: the parser analyses shell heredocs itself) given no script, or `-`. */
function readsProgramFromStdin(words: readonly string[]): boolean {
  const runner = scriptRunner(words);
  if (!runner || runner.shell) return false;
  for (let i = runner.from; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "-") return true;
    if (!w.startsWith("-")) return false;
    if (runner.row.value.includes(w) || runner.row.module.includes(w) || runner.row.inline.includes(w)) return false;
  }
  return true;
}

/** Flags that make a tool print something (help, version, the list of tests) instead of running. */
const PRINT_ONLY = ["--version", "--help", "--collect-only", "--co", "--listTests", "--list-tests", "--showConfig"];

function printsOnly(words: readonly string[]): boolean {
  for (const w of words) if (PRINT_ONLY.includes(w)) return true;
  return words.length === 2 && (words[1] === "-h" || words[1] === "-V");
}

interface DryRunRow {
  programs: readonly string[];
  flags: readonly string[];
  first: readonly string[];
  cluster?: string;
}

/** `make -n test`, `go test -list .`, `cargo test -- --list`, `vitest list`: a DRY_RUNS row of the view's program (`program arg …`). */
function dryRun(line: string): boolean {
  const words = line.split(" ");
  const program = words[0] as string;
  for (const row of tableRows().dry) {
    if (!row.programs.includes(program)) continue;
    if (words[1] !== undefined && row.first.includes(words[1])) return true;
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      const eq = w.indexOf("=");
      if (row.flags.includes(eq > 0 ? w.slice(0, eq) : w)) return true;
      if (row.cluster && /^-[A-Za-z]{2,}$/.test(w) && [...row.cluster].some((c) => w.includes(c))) return true;
    }
  }
  return false;
}

/** File stems an inline program must name to count as running the edit (`import app` for app.py). */
function stems(pending: readonly string[]): string[] {
  const out: string[] = [];
  for (const path of pending) {
    const base = programBase(path);
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    if (stem.length >= 2 && stem !== "__init__" && stem !== "index" && stem !== "main") out.push(stem);
  }
  return out;
}

/** `python -m etl.jobs.daily` runs etl/jobs/daily.py (or the package's __main__ / __init__). */
function runsPendingModule(modules: readonly string[], pending: readonly string[]): boolean {
  for (const mod of modules) {
    const rel = mod.replace(/\./g, "/");
    for (const raw of pending) {
      const path = raw.replace(/\\/g, "/");
      for (const tail of [`${rel}.py`, `${rel}/__main__.py`, `${rel}/__init__.py`]) {
        if (path === tail || path.endsWith(`/${tail}`)) return true;
      }
    }
  }
  return false;
}

function mentions(code: string, stem: string): boolean {
  let at = code.indexOf(stem);
  while (at >= 0) {
    const before = code[at - 1] ?? " ";
    const after = code[at + stem.length] ?? " ";
    if (!/[A-Za-z0-9_]/.test(before) && !/[A-Za-z0-9_]/.test(after)) return true;
    at = code.indexOf(stem, at + 1);
  }
  return false;
}

/** What a simple command runs; `stdin` is its heredoc / here-string, the program of `python <<'EOF'`. */
function viewsOf(words: readonly string[], stdin: string | undefined): Views {
  const views: Views = { lines: [], scriptRun: false, inline: [], modules: [] };
  collect(words, views, 0);
  if (stdin !== undefined && !views.scriptRun && views.inline.length === 0 && readsProgramFromStdin(words)) views.inline.push(stdin);
  return views;
}

/** The programs a simple command runs from its command line or stdin (`python -c "…"`, `python - <<'EOF'`). */
export function inlinePrograms(words: readonly string[], stdin?: string): string[] {
  if (words.length === 0 || scriptRunner(words)?.shell) return []; // a shell's -c script is parsed as shell
  return viewsOf(words, stdin).inline;
}

/**
 * The verification a simple command performs, if any. `words` is its argv (program first);
 * `pending` lists the edited files still unverified (asked only for `python -c "import app"`);
 * `stdin` is the heredoc / here-string fed to it, the program of `python <<'EOF'`.
 */
export function verification(
  words: readonly string[],
  countScriptRun: boolean,
  pending: () => readonly string[] = () => [],
  stdin?: string,
): Verification | undefined {
  if (words.length === 0) return undefined;
  // `python <<'EOF' … EOF` / `python - <<< "import app"`: the heredoc is the program.
  const views = viewsOf(words, stdin);
  // `pytest --help` / `pytest --collect-only` run nothing; `python cli.py --help` runs the edited script.
  const printOnly = printsOnly(words);
  for (const line of printOnly ? [] : views.lines) {
    const space = line.indexOf(" ");
    const program = space < 0 ? line : line.slice(0, space);
    if (dryRun(line)) continue;
    for (const row of tableRows().verify) {
      if (row.programs.some((p) => programMatches(p, program)) && row.match.test(line)) return { rule: row.id };
    }
  }
  if (!countScriptRun) return undefined;
  if (views.scriptRun) return { rule: "run.script" };
  if (views.modules.length && runsPendingModule(views.modules, pending())) return { rule: "run.module" };
  if (printOnly) return undefined;
  const wanted = views.inline.length ? stems(pending()) : [];
  for (const code of views.inline) for (const stem of wanted) if (mentions(code.slice(0, 20_000), stem)) return { rule: "run.inline" };
  return undefined;
}
