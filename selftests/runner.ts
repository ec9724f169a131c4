// The shipped selftest (build/<guard>_selftest.cjs): vets the tables of the guard file beside it,
// then replays the case table through that file as a subprocess per step, one line per case.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { caseFolder, check, stepsOf, withTmp } from "./check";
import type { Case, CaseTable } from "./types";

/** Env a case starts from: enough to run node, nothing of the user's hook config. */
function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "SYSTEMROOT"];
  const env: Record<string, string> = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = String(process.env[k]);
  return env;
}

function lastRule(logPath: string): string | undefined {
  try {
    const lines = readFileSync(logPath, "utf8").trim().split("\n");
    const last: unknown = JSON.parse(lines[lines.length - 1] ?? "{}");
    return typeof last === "object" && last !== null && "rule" in last && typeof last.rule === "string" ? last.rule : undefined;
  } catch {
    return undefined;
  }
}

export function runCase(guardPath: string, table: CaseTable, c: Case): string | undefined {
  const tmp = caseFolder(c);
  try {
    const log = join(tmp, ".debug.log");
    const env: Record<string, string> = { ...baseEnv(), ...withTmp(table.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp), HOOKGUARD_DEBUG_LOG: log };
    if (c.now !== undefined) env.HOOKGUARD_NOW = String(c.now);
    const steps = stepsOf(c);
    if (steps.length === 0) return "case has no event";
    for (const [i, step] of steps.entries()) {
      rmSync(log, { force: true });
      const r = spawnSync(process.execPath, [guardPath, ...(step.argv ?? [])], {
        input: JSON.stringify(withTmp(step.event, tmp)),
        env,
        cwd: tmp,
        encoding: "utf8",
        timeout: 15_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      if (r.error) return `step ${i + 1}: ${r.error.message}`;
      const miss = check(step.expect, { stdout: r.stdout, rule: lastRule(log), exitCode: r.status });
      if (miss) return steps.length > 1 ? `step ${i + 1}: ${miss}` : miss;
    }
    return undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function configProblems(guardPath: string): string[] {
  const r = spawnSync(process.execPath, [guardPath, "--check-config"], { encoding: "utf8", timeout: 15_000 });
  try {
    const parsed: unknown = JSON.parse(r.stdout);
    if (typeof parsed === "object" && parsed !== null && "problems" in parsed && Array.isArray(parsed.problems)) return parsed.problems.map(String);
  } catch {
    // fall through
  }
  return [`the guard did not answer --check-config (exit ${r.status}): ${(r.stderr || r.stdout).trim().slice(0, 300)}`];
}

export function runSelftest(table: CaseTable): void {
  const flag = process.argv.find((a) => a.startsWith("--guard="));
  // Beside the selftest: <guard>.cjs, or the Python pack's <guard>.py (a drop-in copy of it).
  const beside = [".cjs", ".py"].map((ext) => join(dirname(process.argv[1] ?? "."), `${table.guard}${ext}`));
  const guardPath = resolve(flag ? flag.slice(8) : (beside.find((f) => existsSync(f)) ?? (beside[0] as string)));
  const filter = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  if (!existsSync(guardPath)) {
    const also = flag ? "" : ` (nor ${table.guard}.py)`;
    process.stdout.write(`FAIL  guard file not found: ${guardPath}${also}\n0 passed, 1 failed\n`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const problem of configProblems(guardPath)) {
    failed++;
    process.stdout.write(`FAIL  config  ${problem}\n`);
  }
  for (const c of table.cases) {
    if (filter && !c.name.includes(filter)) continue;
    const miss = runCase(guardPath, table, c);
    if (miss) failed++;
    else passed++;
    process.stdout.write(miss ? `FAIL  ${c.name}  ${miss}\n` : `ok    ${c.name}\n`);
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(failed ? 1 : 0);
}
