// Scores verify_publish_claims on the labelled corpus (tests/corpus): accuracy per language and
// the false-block rate, each reply run on on_stop through the pure handler with its own world.
import { describe, expect, it } from "vitest";
import { runCaseInProcess } from "../selftests/inprocess";
import type { Case, CaseTable } from "../selftests/types";
import { guard } from "../templates/verify_publish_claims/guard";
import { CORPUS, NOW, type CorpusCase, type Lang } from "./corpus/verify_publish_claims.corpus";
import { expectKnownMisses, wrongCase } from "./known";

/** Replies the guard is known to get wrong (`MISSED <lang>: …` / `FALSE BLOCK <lang>: …`); empty at 100%. */
const KNOWN: string[] = [];

const TABLE: CaseTable = {
  guard: "verify_publish_claims",
  env: {
    PREVIEWS_REGISTRY: "{tmp}/previews.json",
    AGENTX_LEDGER_FILE: "{tmp}/agentx_posts.json",
    SCHEDULED_JOBS: "{tmp}/jobs.json",
    WORKSPACE_DIR: "{tmp}/ws",
    VERIFY_PUBLISH_MAX_BLOCKS: "2",
  },
  cases: [],
};

function toCase(c: CorpusCase, i: number): Case {
  const files: Record<string, string> = {};
  const put = (name: string, v: unknown) => {
    if (v !== undefined) files[name] = typeof v === "string" ? v : JSON.stringify(v);
  };
  put("previews.json", c.world.previews);
  put("agentx_posts.json", c.world.ledger);
  put("jobs.json", c.world.jobs);
  return {
    name: `${c.lang} #${i}`,
    now: NOW,
    files,
    event: {
      event: "on_stop",
      session_id: `corpus-${i}`,
      agent_id: "a",
      cwd: "/app",
      response: c.text,
      tool_names: c.world.tools ?? [],
      stop_hook_active: false,
    },
    expect: { verdict: c.block ? "block" : "continue" },
  };
}

interface Score {
  n: number;
  right: number;
  blocks: number;
  falseBlocks: number;
  missed: number;
  passes: number;
  wrong: string[];
  details: string[];
}

async function score(): Promise<Record<Lang, Score>> {
  const out = {} as Record<Lang, Score>;
  for (const [i, c] of CORPUS.entries()) {
    const s = (out[c.lang] ??= { n: 0, right: 0, blocks: 0, falseBlocks: 0, missed: 0, passes: 0, wrong: [], details: [] });
    const miss = await runCaseInProcess(guard, TABLE, toCase(c, i));
    s.n++;
    if (c.block) s.blocks++;
    else s.passes++;
    if (!miss) s.right++;
    else {
      if (c.block) s.missed++;
      else s.falseBlocks++;
      s.wrong.push(wrongCase(c.block, `${c.lang}: ${c.text}`));
      s.details.push(`#${i} ${miss}`);
    }
  }
  return out;
}

describe("verify_publish_claims corpus", () => {
  it("is large and balanced: ≥150 replies, a third per language, ~40% that must block", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    for (const lang of ["en", "zh", "ja"] as const) {
      const mine = CORPUS.filter((c) => c.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(50);
      const share = mine.filter((c) => c.block).length / mine.length;
      expect(share).toBeGreaterThan(0.35);
      expect(share).toBeLessThan(0.45);
    }
  });

  it("gets every reply right but the pinned known misses", async () => {
    const scores = await score();
    let passes = 0;
    let falseBlocks = 0;
    const lines: string[] = [];
    for (const [lang, s] of Object.entries(scores)) {
      passes += s.passes;
      falseBlocks += s.falseBlocks;
      lines.push(
        `${lang}: ${s.right}/${s.n} = ${((100 * s.right) / s.n).toFixed(1)}% (must block ${s.blocks}, missed ${s.missed}; must pass ${s.passes}, false ` +
          `blocks ${s.falseBlocks})`,
      );
      lines.push(...s.wrong.map((w, i) => `   ${w} — ${s.details[i]}`));
    }
    lines.push(`false-block rate: ${falseBlocks}/${passes} = ${((100 * falseBlocks) / passes).toFixed(1)}%`);
    process.stdout.write(`\nverify_publish_claims corpus\n${lines.join("\n")}\n`);
    expectKnownMisses(
      Object.values(scores).flatMap((s) => s.wrong),
      KNOWN,
    );
  });
});
