// Scores verify_commitments on the issue #13 classes (tests/corpus/verify_commitments.classes.ts):
// per language (en, zh, zh-tw, ja, mixed), each reply on on_stop through decide() with its world.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fetchJson, readText } from "../engine/context";
import { decide } from "../engine/runtime";
import type { Ctx } from "../engine/types";
import { guard } from "../templates/verify_commitments/guard";
import { ACTIVE_JOB_STATUSES } from "../templates/verify_commitments/tables";
import { ACTIVE_JOB_STATUSES as PUBLISH_ACTIVE } from "../templates/verify_publish_claims/tables";
import { CLASS_CORPUS, type ClassCase } from "./corpus/verify_commitments.classes";
import { FRESH_CORPUS } from "./corpus/verify_commitments.fresh";

const NOW = 1767225600;
const tmp = mkdtempSync(join(tmpdir(), "hookguard-vc-cls-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function verdictOf(c: ClassCase, i: number): Promise<string> {
  const dir = mkdtempSync(join(tmp, "c-"));
  const w = c.world ?? {};
  if (w.jobs)
    writeFileSync(join(dir, "jobs.json"), JSON.stringify({ jobs: w.jobs.map((j) => ({ status: j.status ?? "active", created_at: NOW - j.minAgo * 60 })) }));
  if (w.runs)
    writeFileSync(join(dir, "tasks.json"), JSON.stringify({ runs: w.runs.map((m) => ({ created_at: new Date((NOW - m * 60) * 1000).toISOString() })) }));
  const ctx: Ctx = {
    env: { WORKSPACE_DIR: join(dir, "ws"), SCHEDULED_JOBS: join(dir, "jobs.json"), TASKS_STORAGE_PATH: join(dir, "tasks.json") },
    cwd: dir,
    now: () => NOW * 1000,
    readText,
    fetchJson,
  };
  const payload = { event: "on_stop", session_id: `cls-${i}`, cwd: dir, response: c.reply, tool_names: w.tools ?? [], stop_hook_active: false };
  return (await decide(guard, JSON.stringify(payload), [], ctx)).verdict.kind;
}

/** The fresh set's known misses, pinned: a new miss fails, a fixed one must be removed here. */
const FRESH_KNOWN: string[] = [];
/**
 * The class corpus's known misses (left by the probe that found them, named in its comment), pinned by their text: a
 * new miss fails, a fixed one must be removed here.
 */
const CLASS_KNOWN: string[] = [
  // (MECH85, the thirtieth session: a notice said to come from the agent's side in the passive, "明日の朝、こちらから通知が届きます")
  "ja/alert MISSED: 明日の朝、こちらから通知が届きます。",
  // (probe 299, the thirtieth session's pair AP on de56050: "等你確認匯款日期後，我會再回報你…" — the user's act first, read as the user's
  // turn (user-turn.zh); the writer reads the agent's promise — a label question)
  "zh-tw/alert MISSED: 了解，你爸媽答應幫忙出 200 萬頭期款。 我先整理好贈與稅的規定（每年免稅額 244 萬，分兩年或由爸媽各自贈與都可以）。等你確認匯款日期後，我會再回報你需要準備哪些文件。",
  // (probes 282–283 and 290–291, the twenty-eighth and twenty-ninth sessions' final pairs AH and AL: "relay" as a notice word; "I'll
  // update the copy as soon as you paste it in here"; a grandchild's act as the condition of the agent's reminder; a bank's or an
  // exchange's thing as the object of the agent's notice in Japanese — all fixed in the thirtieth session, MECH77–80)
  // (probe 277, the twenty-eighth session's held-out pair AE on bb333a4: after a partial delivery, "I'll send weeks 3–4 once …" —
  // a later delivery named by the part still to come, with no "you" and no REST word. Its other errors were fixed: MECH66–68)
  "en/mixed MISSED: Here's the first half of your study plan: **Week 1 — Market structure** - Mark HH/HL/LH/LL on 20 dai",
  // (probe 265, the twenty-seventh session's held-out pair Y on 4d3042f: a THIRD word ("IRS") in the clause before a dash voids the
  // promise after it, the row's 'none' reading the whole sentence. Its explanations of why a task is needed, then an offer, and those
  // of probes 258 and 274, were fixed in the twenty-eighth session, MECH68; probe 275's third party's act as the condition, MECH66)
  "en/mixed MISSED: Here are the deadlines I could confirm for you this year: - **US federal (extended):** Oct 15 - **FB",
  // (probe 260, the twenty-sixth session's pair W: a plain-form Japanese promise at the end of a reply, no mark after it)
  "ja/alert MISSED: 了解、ロールバック終わったら連絡する",
  // (probes 258–259, the twenty-sixth session's pair V: explanations, a lead ending on a colon, and a Latin name with が as the subject)
  "mixed/feature FALSE BLOCK: Dashboard の refresh は hourly です。refresh が完了すると、Dune が subscribers に email で通知します。Starchild 側からは何も送りま",
  // (probe 252, the twenty-fifth session's final held-out pair S, no fix after: 你贴完 as the user's act, its request the sentence before)
  "zh/false-block FALSE BLOCK: 麻烦先把完整的报错日志贴上来，只看最后一行判断不了。你贴完我再告诉你问题出在哪。",
  // (probe 237, the twenty-fourth session's held-out pair K: a feature not yet there, then the agent's notice once it is)
  "ja/feature MISSED: その機能はまだないんです…実装されたらお知らせしますね！",
  // (probe 233, the twenty-fourth session's held-out pair I: the next clause's ボットは read over a sentence 〜 does not end)
  "ja/alert MISSED: 了解！取引所のメンテ明けたら声かけるね〜 それまでボットは止めたままでOK",
  // (MECH48 and probe 230, the twenty-fourth session: Cantonese 咗 read as 了 between a verb and its object, then 我 and the
  // notice, "到咗帳我話你知", read as done, not as a condition; "confirm 咗我話你知" fixed in the twenty-seventh, MECH63's 了我)
  "zh-tw/alert MISSED: 到咗帳我話你知。",
  // (probe 226, the twenty-third session's held-out pair F on its final code 281d4a3, no fix after: 等你落地以后 (fixed by
  // MECH47, the twenty-fourth session); a time then "when you're on the ground". Its platform's SMS after a hotel's confirmation
  // was fixed in the twenty-eighth session, MECH69; its answer after an embedded question (至於…要不要現在換，我…再回覆你) in the
  // twenty-ninth, MECH72; "跟我讲一声，我再帮你 check" with no notice in the thirtieth, MECH80)
  "en/alert MISSED: np! gonna keep an eye on the yen carry unwind while you sleep on the flight, will update you in ~10 ",
  "zh/mixed MISSED: 说明一下：你在飞机上的时候我没办法主动联系你，只有你发消息我才会运行。不过等你落地以后，我会第一时间告诉你 BTC 这段时间的走势。",
  // (probe 218, the twenty-second session's final held-out pair: an earlier alert told as registered before が、 read as
  // registering the promise after it, "アラートは以前から設定済みですが、今夜の FOMC 後に改めて…ご報告しますね")
  "ja/alert MISSED: アラートは以前から設定済みですが、今夜の FOMC 後に改めて相場の見通しをご報告しますね。",
  // (probes 207–208, the third held-out pair on the session's final code 717e7b3, no fix after: "I'll hmu tonight", slang read as the
  // user's "hit me up". Its 取引所の read as a third party that notifies though it only owns the rates the agent checks was fixed in
  // the thirtieth session, MECH77)
  "en/alert MISSED: bet. lmk if you want the raw CSV too — either way I'll hmu tonight once the funding data finishes ba",
  "en/false-block FALSE BLOCK: The price alert is live — it will notify you when ETH trades above $4,000 on the spot market.",
  "mixed/third-party FALSE BLOCK: Binance の app が fill されたら通知します",
  "ja/third-party FALSE BLOCK: 決済APIの障害対応手順書を更新しました。 ## 1. 検知 - Datadogがp99レイテンシと5xx率を監視しています。エラー率が3分間2%を超えると、PagerDutyが一次当番を呼び出します",
  "en/false-block FALSE BLOCK: Good question — I'm honestly not sure whether the Arbitrum canonical bridge supports that token, and",
];

describe("verify_commitments, issue #13 classes", () => {
  it("shares one active-job status list with verify_publish_claims (one rule: engine/registries isActiveJob)", () => {
    expect([...ACTIVE_JOB_STATUSES]).toEqual([...PUBLISH_ACTIVE]);
  });

  it("has a mixed-language slice of ≥ 60 replies and every class in en, zh, zh-tw and ja", () => {
    expect(CLASS_CORPUS.filter((c) => c.lang === "mixed").length).toBeGreaterThanOrEqual(60);
    for (const lang of ["en", "zh", "zh-tw", "ja"] as const) {
      for (const cls of ["alert", "third-party", "feature", "registered"] as const)
        expect(
          CLASS_CORPUS.some((c) => c.lang === lang && c.cls === cls),
          `${lang}/${cls}`,
        ).toBe(true);
    }
  });

  // (every class reply through the whole handler: thousands of them; the budget is for a loaded 2-core machine, not a speed check)
  it("scores 100% per language with no false block, but the pinned known misses", async () => {
    expect((await wrongOf("classes", CLASS_CORPUS)).map((w) => w.replace(/ #\d+:/, ":")).sort()).toEqual([...CLASS_KNOWN].sort());
  }, 180_000);

  it("scores 100% per language on the fresh set (tests/corpus/verify_commitments.fresh.ts)", async () => {
    expect(await wrongOf("fresh", FRESH_CORPUS)).toEqual(FRESH_KNOWN);
  });
});

/** Every case the guard gets wrong, after printing the score per language. */
async function wrongOf(name: string, corpus: readonly ClassCase[]): Promise<string[]> {
  const score: Record<string, { n: number; ok: number; fb: number; missed: number }> = {};
  const wrong: string[] = [];
  for (const [i, c] of corpus.entries()) {
    const blocked = (await verdictOf(c, i)) === "block";
    const s = (score[c.lang] ??= { n: 0, ok: 0, fb: 0, missed: 0 });
    s.n++;
    if (blocked === c.block) s.ok++;
    else {
      if (c.block) s.missed++;
      else s.fb++;
      wrong.push(`${c.lang}/${c.cls} ${c.block ? "MISSED" : "FALSE BLOCK"} #${i}: ${c.reply.replace(/\s+/g, " ").slice(0, 100)}`);
    }
  }
  const lines = Object.entries(score).map(([l, s]) => `${l}: ${s.ok}/${s.n} (missed ${s.missed}, false blocks ${s.fb})`);
  process.stdout.write(`\nverify_commitments ${name}\n${[...lines, ...wrong].join("\n")}\n`);
  return wrong;
}
