// verify_code_changes: the labelled corpus of scripted turns (tests/corpus/verify_code_changes.ts),
// replayed in-process through every host adapter; each case's last step is the stop.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fetchJson, readText } from "../engine/context";
import { decide } from "../engine/runtime";
import type { Ctx } from "../engine/types";
import { guard } from "../templates/verify_code_changes/guard";
import { CORPUS, type CorpusCase } from "./corpus/verify_code_changes";

const START = 1_800_000_000;
const root = mkdtempSync(join(tmpdir(), "hookguard-vcc-corpus-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Outcome {
  blocked: boolean;
  reason: string;
  error?: string;
}

async function replay(c: CorpusCase, index: number): Promise<Outcome> {
  const dir = join(root, String(index));
  const env = { VERIFY_GUARD_STATE_DIR: join(dir, "state"), HOOKGUARD_STATE_DIR: join(dir, "hg"), WORKSPACE_DIR: join(dir, "ws") };
  let t = START;
  let last: Outcome = { blocked: false, reason: "" };
  for (const step of c.steps) {
    t = step.at === undefined ? t + 1 : START + step.at;
    const now = t;
    const ctx: Ctx = { env, cwd: dir, now: () => now * 1000, readText, fetchJson };
    const d = await decide(guard, JSON.stringify(step.payload), [], ctx);
    if (d.error) return { blocked: false, reason: "", error: d.error };
    last = { blocked: d.verdict.kind === "block", reason: d.verdict.kind === "block" ? d.verdict.reason : "" };
  }
  return last;
}

function verdictOk(c: CorpusCase, o: Outcome): boolean {
  if (o.error || o.blocked !== c.block) return false;
  return !c.block || (c.listed ?? []).every((f) => o.reason.includes(f));
}

describe("verify_code_changes labelled corpus", () => {
  it("has unique case names", () => {
    const names = CORPUS.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("scores every case", async () => {
    const misses: string[] = [];
    const score: Record<string, { ok: number; n: number }> = {};
    for (const [i, c] of CORPUS.entries()) {
      const o = await replay(c, i);
      const key = `${c.lang} ${c.block ? "block" : "pass"}`;
      const cell = (score[key] ??= { ok: 0, n: 0 });
      cell.n++;
      if (verdictOk(c, o)) cell.ok++;
      else misses.push(`${key}: ${c.name} → ${o.error ?? (o.blocked ? `blocked (${o.reason.slice(o.reason.indexOf("Unverified"))})` : "passed")}`);
    }
    if (process.env.VCC_CORPUS_REPORT) console.log(JSON.stringify(score, null, 1), `\n${misses.join("\n")}`);
    expect(misses).toEqual([]);
  });
});
