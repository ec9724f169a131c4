// npm run startup: where a guard's cold start goes, beyond what `node -e 0` pays. For each built
// guard on its bench payload (examples/bench/<guard>.json), in fresh processes:
//   load    — from the first line of the file to its last top-level statement, per bundled module
//   phases  — read stdin, JSON.parse, host + event, handler, output (the runtime's steps)
// Not shown: reading and compiling the file itself, which comes before its first line (about
// 0.05 ms per KB here; see docs/startup.md). The guard is run from a temporary copy with timing marks spliced in at module boundaries and
// around the runtime's steps; the built files themselves are not touched. Medians of --runs.
//   npm run startup -- --only security_guard --runs 30
//   npm run startup -- --payload my-event.json --only security_guard
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(opt("runs", "20"));
const ONLY = opt("only", "");
const PAYLOAD = opt("payload", "");
const SCRATCH = mkdtempSync(join(tmpdir(), "hookguard-startup-"));
const ENV = { ...process.env, WORKSPACE_DIR: SCRATCH, HOOKGUARD_STATE_DIR: SCRATCH, VERIFY_GUARD_DIR: SCRATCH, VERIFY_GUARD_STATE_DIR: SCRATCH };

/** Statements spliced into the copy: `mark(label)` records process.hrtime at that point. */
const PRELUDE = `var __marks = [["start", process.hrtime.bigint()]]; function __mark(l) { __marks.push([l, process.hrtime.bigint()]); }
process.on("exit", () => require("fs").writeSync(2, "\\nMARKS " + JSON.stringify(__marks.map(([l, t]) => [l, Number(t - __marks[0][1]) / 1e6])) + "\\n"));`;

/** The runtime's steps, found by their source text in the bundle (engine/runtime.ts). */
const STEPS: [string, string][] = [
  ["input = readStdin();", "stdin"],
  ["const raw = JSON.parse(input);", "json"],
  ["const handler = name ? guard", "event"],
  ['stage = "render";', "handler"],
  ["  debugLog(ctx.env, {", "output"],
];

function instrument(src: string): string {
  const lines = src.split("\n");
  const out: string[] = [lines[0] as string, PRELUDE];
  for (const line of lines.slice(1)) {
    const module = /^\/\/ ((?:engine|templates|node_modules)\/\S+)$/.exec(line);
    if (module) out.push(`__mark(${JSON.stringify(`load ${module[1]}`)});`);
    if (/^start\(guard\);$/.test(line)) out.push(`__mark("run start");`);
    const step = STEPS.find(([text]) => line.includes(text));
    // The output step ends where the debug log starts (a mark inside its object literal would not parse).
    if (step?.[1] === "output") out.push(`__mark("run output");`);
    out.push(line);
    if (step && step[1] !== "output") out.push(`__mark(${JSON.stringify(`run ${step[1]}`)});`);
  }
  return out.join("\n");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

const guards = readdirSync(join(ROOT, "build"))
  .filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs")
  .map((f) => f.slice(0, -4))
  .filter((g) => !ONLY || g === ONLY);

for (const g of guards) {
  const input = readFileSync(PAYLOAD || join(ROOT, "examples", "bench", `${g}.json`), "utf8");
  const copy = join(SCRATCH, `${g}.cjs`);
  writeFileSync(copy, instrument(readFileSync(join(ROOT, "build", `${g}.cjs`), "utf8")));
  const spans = new Map<string, number[]>();
  for (let i = 0; i < RUNS; i++) {
    const r = spawnSync(process.execPath, [copy], { input, encoding: "utf8", env: ENV, cwd: SCRATCH });
    const line = /MARKS (.*)/.exec(r.stderr)?.[1];
    if (!line) throw new Error(`${g}: the instrumented copy did not run: ${r.stderr.slice(0, 600)}`);
    const marks = JSON.parse(line) as [string, number][];
    for (let k = 1; k < marks.length; k++) {
      // A span is named by the step it ends (run …) or by the module it starts (load …).
      const [previous] = marks[k - 1] as [string, number];
      const [current] = marks[k] as [string, number];
      const key = current.startsWith("run ") ? current : previous === "start" ? "load (first line)" : previous;
      const list = spans.get(key) ?? [];
      list.push((marks[k] as [string, number])[1] - (marks[k - 1] as [string, number])[1]);
      spans.set(key, list);
    }
  }
  const rows = [...spans].map(([k, v]) => [k, median(v)] as const);
  const load = rows.filter(([k]) => k.startsWith("load ")).sort((a, b) => b[1] - a[1]);
  const run = rows.filter(([k]) => k.startsWith("run "));
  const sum = (xs: readonly (readonly [string, number])[]) => xs.reduce((s, [, v]) => s + v, 0);
  process.stdout.write(`\n${g}: module load ${sum(load).toFixed(2)} ms, run ${sum(run).toFixed(2)} ms\n`);
  process.stdout.write(
    `  slowest modules at load: ${load
      .slice(0, 5)
      .map(([k, v]) => `${k.slice(5)} ${v.toFixed(2)}`)
      .join(", ")}\n`,
  );
  process.stdout.write(`  run: ${run.map(([k, v]) => `${k.slice(4)} ${v.toFixed(2)}`).join(", ")}\n`);
}
