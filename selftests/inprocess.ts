// Replay a case table in-process through the pure decision path (vitest), with the case's own
// env, files and clock — no globals patched.
import { rmSync } from "node:fs";
import { fetchJson, readText } from "../engine/context";
import { decide } from "../engine/runtime";
import type { Ctx, Guard } from "../engine/types";
import { caseFolder, check, stepsOf, withTmp } from "./check";
import type { Case, CaseTable } from "./types";

export async function runCaseInProcess(guard: Guard, table: CaseTable, c: Case): Promise<string | undefined> {
  const tmp = caseFolder(c);
  try {
    const env: Record<string, string> = { ...withTmp(table.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp) };
    const now = c.now;
    const ctx: Ctx = { env, cwd: tmp, now: now === undefined ? () => Date.now() : () => now * 1000, readText, fetchJson };
    const steps = stepsOf(c);
    if (steps.length === 0) return "case has no event";
    for (const [i, step] of steps.entries()) {
      const d = await decide(guard, JSON.stringify(withTmp(step.event, tmp)), step.argv ?? [], ctx);
      if (d.error) return `step ${i + 1}: threw at ${d.stage}: ${d.error}`;
      const miss = check(step.expect, { stdout: d.output.stdout, rule: d.verdict.rule, exitCode: d.output.exitCode });
      if (miss) return steps.length > 1 ? `step ${i + 1}: ${miss}` : miss;
    }
    return undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
