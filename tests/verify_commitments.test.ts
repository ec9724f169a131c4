// verify_commitments: the phrase tables' own examples, the labelled corpus score, and the block
// counter under parallel runs of the BUILT guard.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fetchJson, readText } from "../engine/context";
import { decide } from "../engine/runtime";
import type { Ctx } from "../engine/types";
import { claimBlock } from "../engine/blocks";
import { epochMs } from "../engine/time";
import { analyse, checkTables, guard } from "../templates/verify_commitments/guard";
import { CUES, LEXICON, NOT_PROMISES, PROMISES } from "../templates/verify_commitments/tables";
import { expectKnownMisses, wrongCase } from "./known";
import {
  BATCH_Q,
  BATCH_Q2,
  BATCH_Q3,
  BATCH_Q4,
  BATCH_QC,
  BATCH_QC_PROBES,
  BATCH_Q3_BLIND,
  BATCH_Q3_PROBES,
  CORPUS,
  type CorpusCase,
  EXTRA,
  HELDOUT,
} from "./corpus/verify_commitments";

/** Replies the guard is known to get wrong (`MISSED <lang>: …` / `FALSE BLOCK <lang>: …`), per batch; empty at 100%. */
const KNOWN: Record<"all" | "heldout" | "blind", string[]> = { all: [], heldout: [], blind: [] };

const ALL = [
  ...CORPUS,
  ...HELDOUT,
  ...EXTRA,
  ...BATCH_Q,
  ...BATCH_Q2,
  ...BATCH_Q3,
  ...BATCH_Q4,
  ...BATCH_QC,
  ...BATCH_QC_PROBES,
  ...BATCH_Q3_BLIND,
  ...BATCH_Q3_PROBES,
];

const NOW = 1767225600; // 2026-01-01T00:00:00Z
const tmp = mkdtempSync(join(tmpdir(), "hookguard-vc-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function ctxFor(dir: string, now = NOW): Ctx {
  return {
    env: { WORKSPACE_DIR: join(dir, "ws"), SCHEDULED_JOBS: join(dir, "jobs.json"), TASKS_STORAGE_PATH: join(dir, "tasks.json") },
    cwd: dir,
    now: () => now * 1000,
    readText,
    fetchJson,
  };
}

describe("phrase tables", () => {
  it("every row's examples behave (block examples fire their row, allow examples pass)", () => {
    expect(checkTables()).toEqual([]);
    // A word listed twice in the user's lexicon is reported, not silently kept.
    const words = (LEXICON as unknown as Record<string, string[]>).THIRD as string[];
    words.push(words[0] as string);
    try {
      expect(checkTables()).toContain(`LEXICON THIRD: "${words[0]}" is listed twice`);
    } finally {
      words.pop();
    }
  });
  it("a row's keywords never hide a match: every match, at any offset of a corpus reply, holds one", () => {
    const texts = [...CORPUS, ...HELDOUT, ...EXTRA].map((c) => c.reply);
    const keyed = [...PROMISES, ...CUES, ...NOT_PROMISES].filter((row) => "keywords" in row && row.keywords);
    expect(keyed.length).toBeGreaterThan(8);
    const hidden: string[] = [];
    for (const row of keyed) {
      const keywords = (row as { keywords: readonly string[] }).keywords;
      // Sticky, with a leading ^ lifted: a subject row is tried right after a subject, anywhere.
      const re = new RegExp(row.match.source.replace(/^\^/, ""), `${row.match.flags.replace("g", "")}y`);
      for (const text of texts)
        for (let at = 0; at < text.length; at++) {
          re.lastIndex = at;
          const m = re.exec(text);
          if (m && !keywords.some((k) => m[0].toLowerCase().includes(k))) hidden.push(`${row.id}: ${m[0].slice(0, 80)}`);
        }
    }
    expect(hidden).toEqual([]);
  });
  it("names a broken row of PROMISES, CUES or NOT_PROMISES (the one vetter)", () => {
    const ex = (block: string[], allow: string[]) => ({ block, allow });
    const problems = checkTables({
      PROMISES: [
        ...PROMISES,
        { id: "promise.user.bad", lang: "en", why: "x", match: { source: "(unclosed", flags: "i" }, examples: ex(["I'll ping you."], []) },
        { id: "promise.user.weak", lang: "en", why: "x", match: { source: "holler", flags: "i" }, examples: ex(["I'll holler at you tomorrow."], []) },
      ],
      CUES: [...CUES, { id: "cue.en.time", lang: "en", why: "x", match: /tomorrow/i, examples: ex([], []) }],
      NOT_PROMISES: [
        ...NOT_PROMISES,
        { id: "offer.en", lang: "en", why: "x", kind: "offer", scope: "sentence", match: /never/, examples: ex(["x"], []) },
        {
          id: "promise.en.notify",
          lang: "en",
          why: "x",
          kind: "offer",
          scope: "sentence",
          match: /\bzzz\b/,
          examples: ex(["I'll ping you tomorrow."], ["Here is the report."]),
        },
      ],
    });
    expect(problems.some((p) => p.startsWith("PROMISES promise.user.bad: match does not compile"))).toBe(true);
    expect(problems).toContain("PROMISES promise.user.weak: block example does not fire this row: I'll holler at you tomorrow.");
    expect(problems).toContain("CUES cue.en.time: duplicate id");
    expect(problems).toContain("CUES cue.en.time: no block example");
    expect(problems).toContain("NOT_PROMISES offer.en: duplicate id");
    expect(problems).toContain("NOT_PROMISES promise.en.notify: duplicate id (also in PROMISES)");
    expect(problems).toContain("NOT_PROMISES promise.en.notify: allow example passes, but not because of this row: Here is the report.");
  });
  it("every row carries at least one block and one allow example", () => {
    for (const row of [...PROMISES, ...CUES, ...NOT_PROMISES]) {
      expect(row.examples.block.length, row.id).toBeGreaterThan(0);
      expect(row.examples.allow.length, row.id).toBeGreaterThan(0);
    }
  });
  it("block examples of promise rows block through the whole handler with the row as rule", async () => {
    const dir = mkdtempSync(join(tmp, "rows-"));
    for (const row of PROMISES) {
      for (const reply of row.examples.block) {
        const d = await decide(guard, JSON.stringify({ event: "on_stop", session_id: `row-${Math.random()}`, response: reply }), [], ctxFor(dir));
        expect([d.verdict.kind, d.verdict.rule], reply).toEqual(["block", row.id]);
      }
    }
  });
});

describe("time parsing", () => {
  it("reads epoch seconds, milliseconds, digit strings and ISO strings (naive = UTC)", () => {
    expect(epochMs(NOW)).toBe(NOW * 1000);
    expect(epochMs(NOW * 1000)).toBe(NOW * 1000);
    expect(epochMs(String(NOW))).toBe(NOW * 1000);
    expect(epochMs("2026-01-01T00:00:00Z")).toBe(NOW * 1000);
    expect(epochMs("2026-01-01 00:00:00")).toBe(NOW * 1000);
    expect(epochMs("2026-01-01T09:00:00+09:00")).toBe(NOW * 1000);
    expect(epochMs("soon")).toBeUndefined();
    expect(epochMs(null)).toBeUndefined();
  });
});

// ---- corpus ------------------------------------------------------------------------------------

async function verdictOf(c: CorpusCase, i: number): Promise<string> {
  const dir = mkdtempSync(join(tmp, "corpus-"));
  const w = c.world ?? {};
  if (w.jobs)
    writeFileSync(join(dir, "jobs.json"), JSON.stringify({ jobs: w.jobs.map((j) => ({ status: j.status ?? "active", created_at: NOW - j.minAgo * 60 })) }));
  if (w.runs)
    writeFileSync(join(dir, "tasks.json"), JSON.stringify({ runs: w.runs.map((m) => ({ created_at: new Date((NOW - m * 60) * 1000).toISOString() })) }));
  const payload = { event: "on_stop", session_id: `corpus-${i}`, cwd: dir, response: c.reply, tool_names: w.tools ?? [], stop_hook_active: false };
  const d = await decide(guard, JSON.stringify(payload), [], ctxFor(dir));
  return d.verdict.kind;
}

describe("labelled corpus", () => {
  it("has ≥ 150 replies, a third per language, about 40% that must block", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    for (const lang of ["en", "zh", "ja"] as const) expect(CORPUS.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(50);
    const share = ALL.filter((c) => c.block).length / ALL.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.45);
  });

  it("gets the held-out set right but its pinned known misses (written after tuning)", async () => {
    const lines: string[] = [];
    let ok = 0;
    for (const [i, c] of HELDOUT.entries()) {
      const blocked = (await verdictOf(c, 10_000 + i)) === "block";
      if (blocked === c.block) ok++;
      else lines.push(wrongCase(c.block, `${c.lang}: ${c.reply}`));
    }
    console.log([`verify_commitments held-out: ${ok}/${HELDOUT.length}`, ...lines].join("\n"));
    expect(HELDOUT.length).toBeGreaterThanOrEqual(60);
    expectKnownMisses(lines, KNOWN.heldout);
  });

  it("gets the q3 blind batch right but its pinned known misses (written before reading the tables)", async () => {
    const lines: string[] = [];
    const s: Record<string, { caught: number; block: number; fb: number; allow: number }> = {};
    for (const [i, c] of BATCH_Q3_BLIND.entries()) {
      const blocked = (await verdictOf(c, 20_000 + i)) === "block";
      const t = (s[c.lang] ??= { caught: 0, block: 0, fb: 0, allow: 0 });
      if (c.block) {
        t.block++;
        if (blocked) t.caught++;
      } else {
        t.allow++;
        if (blocked) t.fb++;
      }
      if (blocked !== c.block) lines.push(wrongCase(c.block, `${c.lang}: ${c.reply}`));
    }
    const head = Object.entries(s).map(([l, t]) => `${l}: caught ${t.caught}/${t.block}, false blocks ${t.fb}/${t.allow}`);
    console.log(["verify_commitments q3 blind", ...head, ...lines].join("\n"));
    expect(BATCH_Q3_BLIND.length).toBeGreaterThanOrEqual(75);
    expectKnownMisses(lines, KNOWN.blind);
  });

  it("gets every reply right but the pinned known misses (CORPUS + HELDOUT + EXTRA + batches)", async () => {
    const misses: string[] = [];
    const score: Record<string, { n: number; ok: number; allow: number; falseBlock: number; block: number; missed: number }> = {};
    for (const [i, c] of ALL.entries()) {
      const kind = await verdictOf(c, i);
      const s = (score[c.lang] ??= { n: 0, ok: 0, allow: 0, falseBlock: 0, block: 0, missed: 0 });
      const blocked = kind === "block";
      s.n++;
      if (blocked === c.block) s.ok++;
      else misses.push(wrongCase(c.block, `${c.lang}: ${c.reply}`));
      if (c.block) {
        s.block++;
        if (!blocked) s.missed++;
      } else {
        s.allow++;
        if (blocked) s.falseBlock++;
      }
    }
    const lines = Object.entries(score).map(
      ([lang, s]) =>
        `${lang}: ${s.ok}/${s.n} = ${((100 * s.ok) / s.n).toFixed(1)}% accuracy; false blocks ${s.falseBlock}/${s.allow}; missed ${s.missed}/${s.block}`,
    );
    const fb = Object.values(score).reduce((a, s) => a + s.falseBlock, 0);
    const allow = Object.values(score).reduce((a, s) => a + s.allow, 0);
    lines.push(`all: false blocks ${fb}/${allow} = ${((100 * fb) / allow).toFixed(1)}%`);
    console.log(["verify_commitments corpus", ...lines, ...misses].join("\n"));
    expectKnownMisses(misses, KNOWN.all);
  });
});

// ---- block counter -------------------------------------------------------------------------------

const BUILT = join(__dirname, "..", "build", "verify_commitments.cjs");

function runBuilt(file: string, payload: object, env: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("close", () => resolve(out.trim()));
    child.stdin.end(JSON.stringify(payload));
  });
}

describe.skipIf(!existsSync(BUILT))("block counter under parallel runs of the built guard", () => {
  const PARALLEL = 12;
  const promise = { event: "on_stop", session_id: "race", response: "Deploy started. I'll let you know once it is live.", tool_names: [] };

  it(`${PARALLEL} parallel stops for one session: exactly MAX_BLOCKS blocks, the rest warn, count exact`, async () => {
    const ws = mkdtempSync(join(tmp, "race-"));
    const env = { WORKSPACE_DIR: ws, SCHEDULED_JOBS: join(ws, "none.json"), TASKS_STORAGE_PATH: join(ws, "none.json"), HOOKGUARD_NOW: String(NOW) };
    const outs = await Promise.all(Array.from({ length: PARALLEL }, () => runBuilt(BUILT, promise, env)));
    const blocks = outs.filter((o) => o.includes('"decision":"block"')).length;
    const warns = outs.filter((o) => o.includes('"add_warning"')).length;
    expect([blocks, warns]).toEqual([2, PARALLEL - 2]);
    const state = JSON.parse(readFileSync(join(ws, "output", ".commitment_guard.json"), "utf8"));
    expect(state).toEqual({ race: { n: 2, ts: NOW } });
  }, 120_000);

  it(`with MAX_BLOCKS raised in a user's copy, ${PARALLEL} parallel stops count ${PARALLEL} exactly`, async () => {
    const ws = mkdtempSync(join(tmp, "race-"));
    const copy = join(ws, "verify_commitments.cjs");
    const src = readFileSync(BUILT, "utf8");
    expect(src).toContain("var MAX_BLOCKS = 2;");
    writeFileSync(copy, src.replace("var MAX_BLOCKS = 2;", "var MAX_BLOCKS = 100;"));
    const env = { WORKSPACE_DIR: ws, SCHEDULED_JOBS: join(ws, "none.json"), TASKS_STORAGE_PATH: join(ws, "none.json"), HOOKGUARD_NOW: String(NOW) };
    const outs = await Promise.all(Array.from({ length: PARALLEL }, () => runBuilt(copy, promise, env)));
    expect(outs.filter((o) => o.includes('"decision":"block"')).length).toBe(PARALLEL);
    const state = JSON.parse(readFileSync(join(ws, "output", ".commitment_guard.json"), "utf8"));
    expect(state.race.n).toBe(PARALLEL);
  }, 120_000);
});

describe("block counter state", () => {
  it("treats a corrupt state file as empty and rewrites it in the reference's shape", () => {
    const dir = mkdtempSync(join(tmp, "state-"));
    mkdirSync(join(dir, "output"));
    const path = join(dir, "output", ".commitment_guard.json");
    writeFileSync(path, "\u0000{garbage");
    expect(claimBlock(path, "s", NOW, 2).granted).toBe(true);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ s: { n: 1, ts: NOW } });
  });
  it("keeps other sessions' live counters and drops entries idle for 2 hours", () => {
    const dir = mkdtempSync(join(tmp, "state-"));
    const path = join(dir, "output", ".commitment_guard.json");
    mkdirSync(join(dir, "output"));
    writeFileSync(path, JSON.stringify({ a: { n: 1, ts: NOW - 60 }, old: { n: 2, ts: NOW - 7200 }, bad: "x" }));
    expect(claimBlock(path, "s", NOW, 2).granted).toBe(true);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ a: { n: 1, ts: NOW - 60 }, s: { n: 1, ts: NOW } });
  });
  it("refuses a block once the session is at the cap, without counting it", () => {
    const dir = mkdtempSync(join(tmp, "state-"));
    const path = join(dir, "output", ".commitment_guard.json");
    mkdirSync(join(dir, "output"));
    writeFileSync(path, JSON.stringify({ s: { n: 2, ts: NOW - 60 } }));
    expect(claimBlock(path, "s", NOW, 2).granted).toBe(false);
    expect(JSON.parse(readFileSync(path, "utf8")).s.n).toBe(2);
  });
  it("detects nothing in an empty or huge reply quickly", () => {
    expect(analyse("")).toEqual({});
    const huge = "All good. ".repeat(50_000) + "I'll let you know once the deploy finishes.";
    expect(analyse(huge).promise?.rule).toBe("promise.en.notify");
  });
});

describe("owners' lists (who does each item)", () => {
  it("an item another person or the user owns is theirs; the agent's own item is its promise", () => {
    const notes = (item: string) => `## Action items\n\n- Priya: review the budget\n${item}\n- Legal: sign off on the DPA`;
    expect(analyse(notes("- Marco: once the vendor replies, let everyone know")).promise).toBeUndefined();
    expect(analyse(notes("- Marco: once the vendor replies, let everyone know")).exemptBy).toBe("not-promise.owner");
    expect(analyse("**待办**\n- 李雷：周五前把预算表发给大家\n- 财务：下周给出报销结论").promise).toBeUndefined();
    expect(analyse("**アクションアイテム**\n- 鈴木さん：ベンダーから返事が来たら全員に連絡\n- 法務部：来週中に回答").promise).toBeUndefined();
    expect(
      analyse("## Next steps\n\n- [ ] You: 确认 budget\n- [ ] Kevin: 准备 mockup\n- [ ] Me: 明天下午 send you the vendor comparison").promise,
    ).toBeDefined();
    expect(analyse("- You: confirm the budget\n- Me: 明天下午 send you the vendor comparison").promise).toBeDefined();
  });

  it("a field label is no owner, nor a label that names the agent in its item", () => {
    // Not an owners' list: no lead-in, no Me / You label.
    expect(analyse("## Status\n\n- Build: passed\n- Load test: 跑完之后我会把 report 发给你").promise).toBeDefined();
    expect(analyse("## Next steps\n\n- Dana: confirm the figures\n- Status: I'll send you the report tomorrow").promise).toBeDefined();
    expect(analyse("## 下一步\n\n- 小王：补充错误码表\n- 明早：把压测报告发你").promise).toBeDefined();
  });
});

describe.skipIf(!existsSync(BUILT))("the built file users edit", () => {
  it("starts with the header and CONFIG, keeps the table names, and emits the tables before any engine code", () => {
    const src = readFileSync(BUILT, "utf8");
    expect(src.startsWith("#!/usr/bin/env node")).toBe(true);
    const first = src.indexOf("var SCHEDULED_JOBS = ");
    expect(src.indexOf("//! verify_commitments")).toBeLessThan(first);
    for (const name of [
      "PROMISES",
      "CUES",
      "NOT_PROMISES",
      "EN_SUBJECT",
      "EN_AND",
      "ZH_FUTURE_MARKERS",
      "PARTIAL_MARKERS",
      "MAX_BLOCKS",
      "RECENT_MINUTES",
      "FOLLOW_UP_TOOLS",
    ]) {
      const at = src.indexOf(`var ${name} = `);
      expect(at, name).toBeGreaterThan(0);
      expect(at, name).toBeLessThan(src.indexOf("// engine/"));
    }
    expect(src).not.toMatch(/var (?:PROMISES|CUES|NOT_PROMISES)\d/);
  });
});
