// Functions compiled with the file. V8 pre-parses every function of a script when it compiles it,
// and parses it again, in full, on its first call; each such first call also costs a fixed setup.
// A function written in parentheses — `var f = (function f() { … });`, a "PIFE" — is compiled with
// the script instead, once. So the build emits the top-level functions that a guard's everyday run
// calls (its examples/bench payloads) in that form: about 1 ms of every cold run (docs/startup.md,
// "Functions compiled with the file"). The rest stay declarations: compiling code a run never calls
// costs more than pre-parsing it.
//
// The names live in scripts/eager.json, per guard, as the bundle spells them. `npm run eager`
// rebuilds that list from a run of each guard built without it; tests/startup.test.ts fails, naming
// the function, when an everyday run calls a top-level function the list does not hold.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const EAGER_FILE = join(ROOT, "scripts", "eager.json");
const BENCH = join(ROOT, "examples", "bench");

/** The names for one guard (none when the list does not have it). */
export function eagerNames(guard: string): string[] {
  if (!existsSync(EAGER_FILE)) return [];
  const list = JSON.parse(readFileSync(EAGER_FILE, "utf8")) as Record<string, unknown>;
  const names = list[guard];
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === "string") : [];
}

const DECLARATION = /^(async )?function (\w+)\(/;

const isModule = (line: string) => /^\/\/ (?:templates|engine)\//.test(line);

/** Where the code after a guard's tables starts: the tables (the first module, which users edit) stay as written. */
function codeStart(lines: readonly string[]): number {
  const first = lines.findIndex(isModule);
  return Math.max(
    lines.findIndex((l, i) => i > first && isModule(l)),
    0,
  );
}

/** Every top-level function declaration of a bundle after its tables, by name. */
function topLevelFunctions(text: string): Set<string> {
  const out = new Set<string>();
  const lines = text.split("\n");
  for (const line of lines.slice(codeStart(lines))) {
    const m = DECLARATION.exec(line);
    if (m?.[2]) out.add(m[2]);
  }
  return out;
}

/**
 * The bundle with the named top-level declarations written as parenthesized function expressions.
 * esbuild prints a top-level function from `function name(` at column 0 to its `}` at column 0;
 * the result is compiled once here, so a brace taken for the end in a template literal would fail
 * the build rather than ship.
 */
export function compileEagerly(guard: string, text: string, names: readonly string[]): string {
  if (!names.length) return text;
  const wanted = new Set(names);
  const lines = text.split("\n");
  const done = new Set<string>();
  for (let i = codeStart(lines); i < lines.length; i++) {
    const name = DECLARATION.exec(lines[i] as string)?.[2];
    if (!name || !wanted.has(name) || done.has(name)) continue;
    const end = (lines[i] as string).endsWith("}") ? i : lines.indexOf("}", i + 1);
    if (end < 0) throw new Error(`${guard}: no end found for function ${name}`);
    lines[i] = `var ${name} = (${lines[i]}`;
    lines[end] = `${lines[end]});`;
    done.add(name);
    i = end;
  }
  const missing = names.filter((n) => !done.has(n));
  if (missing.length) throw new Error(`${guard}: scripts/eager.json names functions the bundle does not declare: ${missing.join(", ")}`);
  const out = lines.join("\n");
  new Script(out.replace(/^#!/, "//"), { filename: `${guard}.cjs` });
  return out;
}

/** The payloads of a guard's everyday run: the ones `npm run bench` times. */
export function everydayPayloads(guard: string): string[] {
  return readdirSync(BENCH)
    .filter((f) => f.startsWith(`${guard}.`) && f.endsWith(".json"))
    .sort()
    .map((f) => join(BENCH, f));
}

/**
 * Top-level functions of `file` that a run on `input` parsed on their first call, from V8's
 * function event log. The run gets a clean environment and private scratch folders.
 */
export function lazilyCompiled(file: string, input: string): string[] {
  const scratch = mkdtempSync(join(tmpdir(), "hookguard-eager-"));
  try {
    const log = join(scratch, "v8.log");
    const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: scratch, WORKSPACE_DIR: scratch, VERIFY_GUARD_STATE_DIR: scratch };
    const args = ["--log-function-events", `--logfile=${log}`, "--no-logfile-per-isolate", file];
    const r = spawnSync(process.execPath, args, { input, cwd: scratch, env, encoding: "utf8", timeout: 20_000 });
    if (r.status !== 0 && r.status !== 2) throw new Error(`${file} exited ${r.status}: ${r.stderr}`);
    const lines = readFileSync(log, "utf8").split("\n");
    const ids = new Set(lines.filter((l) => l.startsWith("script-details,") && l.split(",")[2] === file).map((l) => l.split(",")[1]));
    const top = topLevelFunctions(readFileSync(file, "utf8"));
    const found = new Set<string>();
    for (const l of lines) {
      const f = l.split(",");
      if (f[0] === "function" && f[1] === "parse-function" && ids.has(f[2] as string) && top.has(f[7] as string)) found.add(f[7] as string);
    }
    return [...found].sort();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The top-level functions of a built guard that every one of its everyday payloads compiles on
 * first call. Only what every payload calls: a function one kind of event needs (the secret scan
 * of a tool result) would cost the other kinds (a shell command) its full compile.
 */
export function everydayLazy(guard: string, file: string): string[] {
  const runs = everydayPayloads(guard).map((p) => lazilyCompiled(file, readFileSync(p, "utf8")));
  return (runs[0] ?? []).filter((n) => runs.every((r) => r.includes(n)));
}

/** `npm run eager`: build without the list, run each guard on its everyday payloads, write the list, rebuild. */
function main(): void {
  const tsx = join(ROOT, "node_modules", ".bin", "tsx");
  const out = mkdtempSync(join(tmpdir(), "hookguard-eager-build-"));
  try {
    const plain = spawnSync(tsx, [join(ROOT, "scripts", "build.ts"), "--out", out, "--no-eager"], { stdio: "inherit" });
    if (plain.status !== 0) throw new Error("the build without the list failed");
    const list: Record<string, string[]> = {};
    for (const guard of readdirSync(join(ROOT, "templates")).sort()) {
      const file = join(out, `${guard}.cjs`);
      if (!existsSync(file)) continue;
      const names = everydayLazy(guard, file);
      list[guard] = names;
      process.stdout.write(`${guard}: ${names.length} functions\n`);
    }
    writeFileSync(EAGER_FILE, `${JSON.stringify(list, null, 2)}\n`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const build = spawnSync(tsx, [join(ROOT, "scripts", "build.ts")], { stdio: "inherit" });
  process.exit(build.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
