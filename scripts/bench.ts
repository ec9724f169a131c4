// npm run bench: cold start of each built guard on a typical payload, as a ratio to `node -e 0`
// measured in the same run. Runs alternate (baseline, guard, baseline, guard …) and each guard
// run is paired with the baseline run next to it, so drift on a shared machine cancels out.
//   npm run bench -- --runs 40 --only runtime_footer
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(opt("runs", "30"));
const ONLY = opt("only", "");

export interface Sample {
  name: string;
  command: string[];
  input: string;
}

function timeOnce(command: string[], input: string): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, command, { input, stdio: ["pipe", "ignore", "ignore"] });
  if (r.error) throw r.error;
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Alternate baseline and sample; report medians and the median of paired ratios. */
export function compare(sample: Sample, runs = RUNS): { base: number; ms: number; ratio: number } {
  const base: number[] = [];
  const mine: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < 3; i++) timeOnce(sample.command, sample.input); // warm the page cache
  for (let i = 0; i < runs; i++) {
    const b = timeOnce(["-e", "0"], "");
    const m = timeOnce(sample.command, sample.input);
    base.push(b);
    mine.push(m);
    ratios.push(m / b);
  }
  return { base: median(base), ms: median(mine), ratio: median(ratios) };
}

/** Typical payloads: examples/bench/<guard>.json, else the first example event naming the guard. */
function samples(): Sample[] {
  const build = join(ROOT, "build");
  const guards = readdirSync(build)
    .filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs")
    .map((f) => f.slice(0, -4))
    .filter((g) => !ONLY || g === ONLY);
  const out: Sample[] = [];
  for (const g of guards) {
    const path = join(ROOT, "examples", "bench", `${g}.json`);
    if (!existsSync(path)) continue;
    out.push({ name: g, command: [join(build, `${g}.cjs`)], input: readFileSync(path, "utf8") });
  }
  const adversarial = join(ROOT, "examples", "bench", "adversarial");
  if (existsSync(adversarial) && !ONLY) {
    for (const f of readdirSync(adversarial).sort()) {
      const [guard] = f.split("."); // <guard>.<case>.json
      out.push({ name: `adversarial ${f}`, command: [join(build, `${guard}.cjs`)], input: readFileSync(join(adversarial, f), "utf8") });
    }
  }
  return out;
}

function main(): void {
  process.stdout.write(`cold start, median of ${RUNS} alternating runs, ratio = median of paired (guard / node -e 0)\n`);
  process.stdout.write(`${"guard".padEnd(44)} ${"node -e 0".padStart(10)} ${"guard".padStart(10)} ${"ratio".padStart(7)}\n`);
  for (const s of samples()) {
    const r = compare(s, s.name.startsWith("adversarial") ? Math.min(RUNS, 5) : RUNS);
    process.stdout.write(`${s.name.padEnd(44)} ${r.base.toFixed(1).padStart(8)}ms ${r.ms.toFixed(1).padStart(8)}ms ${r.ratio.toFixed(3).padStart(6)}×\n`);
  }
}

main();
