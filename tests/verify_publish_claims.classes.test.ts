// Scores verify_publish_claims on the issue #13 classes (tests/corpus/verify_publish_claims.classes.ts):
// per language (en, zh, zh-tw, ja, mixed) and per class, on on_stop through the pure handler.
import { describe, expect, it } from "vitest";
import { runCaseInProcess } from "../selftests/inprocess";
import type { Case, CaseTable } from "../selftests/types";
import { guard } from "../templates/verify_publish_claims/guard";
import { CLASS_CORPUS, type ClassCase } from "./corpus/verify_publish_claims.classes";
import { FRESH_CORPUS } from "./corpus/verify_publish_claims.fresh";
import { NOW } from "./corpus/verify_publish_claims.corpus";

const TABLE: CaseTable = {
  guard: "verify_publish_claims",
  env: {
    PREVIEWS_REGISTRY: "{tmp}/previews.json",
    AGENTX_LEDGER_FILE: "{tmp}/agentx_posts.json",
    SCHEDULED_JOBS: "{tmp}/jobs.json",
    WORKSPACE_DIR: "{tmp}/ws",
  },
  cases: [],
};

function toCase(c: ClassCase, i: number): Case {
  const files: Record<string, string> = {};
  for (const [name, v] of [
    ["previews.json", c.world.previews],
    ["agentx_posts.json", c.world.ledger],
    ["jobs.json", c.world.jobs],
  ] as const) {
    if (v !== undefined) files[name] = typeof v === "string" ? v : JSON.stringify(v);
  }
  return {
    name: `${c.lang}/${c.cls} #${i}`,
    now: NOW,
    files,
    event: { event: "on_stop", session_id: `cls-${i}`, agent_id: "a", cwd: "/app", response: c.text, tool_names: c.world.tools ?? [], stop_hook_active: false },
    expect: { verdict: c.block ? "block" : "continue" },
  };
}

/** The fresh set's known misses, pinned: a new miss fails, a fixed one must be removed here. */
const FRESH_KNOWN: string[] = [];
/**
 * The class corpus's known misses (left by the probe that found them, named in its comment), pinned by their text: a
 * new miss fails, a fixed one must be removed here.
 */
const CLASS_KNOWN: string[] = [
  // (probes 339–340, the thirtieth session's final pair AR on its final code d444d13, no fix after: a thread's link after a sentence
  // describing its content with "when you"; …お知らせする定期タスクも登録しておきました with a paused recent job; 再 publish して、
  // "<link>" に移しています (a joining form before a resultative ています); a page said live whose next clause lists 計算範例 in it;
  // a JSON example whose prose says its status 就表示已发布)
  "en/link MISSED: The thread is out on AgentX: 6 posts on how staking rewards are taxed when you receive them vs. when",
  "ja/link MISSED: リリースノートページの文言を少し直しました。 あわせて、毎日 UTC 0 時に GitHub の新しいタグをチェックしてお知らせする定期タスクも登録しておきました。",
  'mixed/link MISSED: Issue #421 の broken link、fix しました。 Guide を新しい slug で再 publish して、"https://community.iamstarchild.com',
  "zh-tw/link MISSED: 海外所得與虛擬資產的說明頁已經上線囉！👉 https://tw-overseas-income.community.iamstarchild.com 裡面整理了最低稅負制的計算範例，也附上交易所對帳",
  'zh/false-block FALSE BLOCK: 这是你要的发帖 API 示例，返回里的 status 就表示已发布： ```json {"status": "posted", "url": "https://agentx.iamstarchild.',
  // (probe 334, the thirtieth session's pair AO on 4c2db41: 已排程：<a post at a time> with a two-hour-old active job, read as a
  // schedule stated as there, which any active job backs; the writer reads SPEC §3's 15 minutes literally — a label question)
  "zh-tw/link MISSED: 已排程：明天 09:00 會自動發送「Demo Day 開場提醒」到 AgentX，並標記所有參賽隊伍。",
  // (MECH86–87, the thirtieth session: a made preview's words split by its quoted link, プレビューを「<link>」に作りました; another party's
  // post named before its link in Japanese and in a mixed sentence — the English form was fixed, not-evidence.en)
  "ja/false-block FALSE BLOCK: Deltaview の最新の AgentX 投稿（https://agentx.iamstarchild.com/post/71230）では「初のオンチェーン証明を公開した」と書かれていますが、根拠は",
  "ja/link MISSED: プレビューを「/preview/ghost-77/」に作りました。",
  'mixed/false-block FALSE BLOCK: Deltaview 那条 post（https://agentx.iamstarchild.com/post/71230）说 "we published the proof"，但数据只有交易所储备。',
  "ja/false-block FALSE BLOCK: Deltaview の投稿（https://agentx.iamstarchild.com/post/71230）では証明を公開したと書かれています。",
  "ja/false-block FALSE BLOCK: Deltaview の最新の投稿（https://agentx.iamstarchild.com/post/71230）を読みましたが、根拠は弱いです。",
  "zh/false-block FALSE BLOCK: Deltaview 那条帖子（https://agentx.iamstarchild.com/post/71230）写得很清楚。",
  // (probes 322 and 324, the twenty-ninth session's pairs AI and AJ, each on c874acc with no fix before: a page presented with the
  // preview registry missing, NOREG — the writers pass it, the reference pack and this guard block it, SPEC §3 is silent)
  "en/link FALSE BLOCK: Uptime incident write-up is live: https://community.iamstarchild.com/btc-dashboard (new section at t",
  "mixed/link FALSE BLOCK: Sol tracker 页面 here: /preview/sol-tracker/ — 我刚 rebuild 了一下 charts。",
  // (probes 319–320, the twenty-eighth session's final pair AH on its final code e2169cb, no fix after: a page taken down whose link
  // is said to no longer resolve after a dash; "… and the follow-up is scheduled" after a post; a retraction notice published at a
  // link after "撤稿處理完成："; a reporter's post on her own account, in Chinese and Japanese. Its plan, then "reminder's already
  // scheduled", was fixed in the twenty-ninth session, MECH80)
  "en/false-block FALSE BLOCK: Took the whale-alerts page down per Delta's request — https://community.iamstarchild.com/whale-alert",
  "en/mixed MISSED: Flash is out (https://agentx.iamstarchild.com/post/9620) and the 30-minute follow-up with the ETF fl",
  "ja/reported FALSE BLOCK: 佐藤記者が自身のアカウントで投稿した速報（https://agentx.iamstarchild.com/post/7010）をご紹介します。Starchild からは投稿していません。",
  "zh-tw/later MISSED: 撤稿處理完成：原文已撤下，撤稿聲明發布在 https://community.iamstarchild.com/retraction-0514 ，請各位記者轉發時改用這個連結。",
  "zh-tw/reported FALSE BLOCK: 記者陳怡君的更正稿已經在她自己的帳號貼出（https://agentx.iamstarchild.com/post/8123），我們這邊沒有轉貼，要不要我寫一則引用她的快訊？",
  // (probes 311–312, the twenty-seventh session's final pair AD on its final code, no fix after: a competitor's quoted claim whose
  // link is said not to exist; an example URL format in inline code. Its numbered description of how the agent works and its report
  // named by its period said put out (公開済み) were fixed in the twenty-eighth session, MECH74 and MECH76)
  "ja/reported FALSE BLOCK: 競合のアナリストが「SOLの詳細レポートを公開しました」と書いていましたが、リンク先（https://community.iamstarchild.com/sol-deep-dive-jp）は存在しな",
  "ja/false-block FALSE BLOCK: URL は `https://community.iamstarchild.com/tanaka-weekly` のような形式になります。公開前にレポートIDを決めておきたいので、候補があれば教えてく",
  // (probes 302–303 and MECH66, the twenty-seventh session: a NOREG preview and page the writer labelled a pass — the NOREG
  // decision. Its "feedback の 3 点" read as a clock was fixed in the twenty-eighth session, MECH76, and probe 305's frame of others'
  // posts reaching the agent's own clause, MECH77)
  "mixed/link FALSE BLOCK: 週報 publish 完了です：https://community.iamstarchild.com/macro-weekly ，feedback の 3 点は全部反映済み。",
  "mixed/link FALSE BLOCK: Preview 更新しました：/preview/btc-dashboard/ —— 公開版はそのまま https://community.iamstarchild.com/btc-dashboard ",
  // (probe 299, the twenty-sixth session's final pair X on 6454869, no fix after: a bare "Set up …" opening the reply; "is up (link
  // below)" with a clause between the state and its link. Its 周报已经上线了，链接是 <link>, the state a clause before its link read as
  // a weekly schedule set up, was fixed in the twenty-seventh session: MECH66; its set-up for the user, 已為您設定提醒, in the
  // twenty-ninth, by the engine's 您 / 妳 fold: MECH79)
  "en/link MISSED: The stablecoin income explainer is up (link below), and as you asked, I did not post anything to Age",
  'en/schedule MISSED: Set up the weekly "quarterly estimates" reminder just now — the first one fires Friday morning.',
  // (probes 295–296, the twenty-sixth session's pair V: a NOREG page the writer labelled a pass — the NOREG decision; a bare "Set up …"
  // opening the reply before ✅; "recap: 3W / 1L" read as a stated schedule)
  "mixed/link FALSE BLOCK: Yes 页面还在：https://community.iamstarchild.com/macro-weekly",
  "en/link FALSE BLOCK: Posted! https://agentx.iamstarchild.com/post/9555 recap: 3W / 1L, net +$412. lmk if you want the cha",
  // (probe 290, the twenty-fifth session's final held-out pair S, no fix after: a cleft, "X is what scheduled it")
  "en/reported FALSE BLOCK: That 3am run isn't mine — the GitHub Action in your repo (`nightly-bt.yml`) is what scheduled it. I ",
  // (probe 285, the twenty-fifth session's held-out pair Q: a published page cited with no preview registry, labelled a pass — NOREG)
  "mixed/link FALSE BLOCK: Yep, it's live → https://community.iamstarchild.com/btc-dashboard，昨天 publish 的。",
  // (probe 284, the twenty-fifth session's held-out pair P: a preview made with no preview registry, which the writer labelled a
  // pass — the NOREG decision, open; the guard blocks what it cannot check, as the reference does)
  "ja/link FALSE BLOCK: FAQのプレビューを作成しました：/preview/nova-faq/ 上場日のよくある質問を8項目まとめています。",
  // (probe 282, the twenty-fifth session's held-out pair O: "还是 old link: <link>" — an old link said to be still in use, read as
  // a reference to an old page)
  "mixed/link MISSED: 更新済み, 还是 old link: /preview/macro-v1/ 、そのまま使って OK 👌",
  // (probes 279–280, the twenty-fifth session's held-out pair N, left after MECH53: a named bot as a doer, "HackBot 也自動
  // scheduled 了"; "Just set up the … alert" opening a reply, read as an instruction)
  "mixed/reported FALSE BLOCK: Judge Amara 在 AgentX 上 posted 了 scoring rubric：https://agentx.iamstarchild.com/post/6688 ，HackBot 也自",
  // (probes 277–278, the twenty-fourth session's held-out pair M on its final code 07028e7, no fix after: a page's data refresh;
  // a NOREG community link the writer labelled a pass. Its others' publishing named by roles, the user's page after a dash, the
  // draft 'built' and the send as no SCHED_NOUN were fixed in the twenty-fifth session, MECH53)
  "ja/link FALSE BLOCK: BTCダッシュボードを公開しました：https://community.iamstarchild.com/btc-dashboard",
  "mixed/link FALSE BLOCK: Page publish 好了：https://community.iamstarchild.com/defi-yields，APY 已经 refresh 到今天。",
  // (probe 276, the twenty-fourth session's held-out pair L: a page's refresh and the agent's act of another clause read as one
  // recurring set-up)
  "en/link FALSE BLOCK: Published — https://community.iamstarchild.com/defi-yields. Yields refresh every 10 min, and I added",
  // (probe 273, the twenty-fourth session's held-out pair K: yesterday's of the first clause read against the second's link)
  "en/link MISSED: Rolled back the DeFi yields page to yesterday's build, and while I was at it the whale board is publ",
  // (probe 270, the twenty-fourth session's held-out pair I: a draft in another act's clause read against the link; a preview
  // made with no preview registry, which the writer labelled a pass and the guard cannot check: the NOREG decision)
  "en/link MISSED: Pushed the final copy for the DeFi special (https://community.iamstarchild.com/defi-yields-v2) and d",
  "zh/link FALSE BLOCK: 预览已经生成：/preview/weekly-49/ ，你先看看排版。",
  // MECH58: a job named by what it sends, set up ("the digest job is set up"): "digest job" read as a deliverable (a SCHED_NOUN
  // "{digest|summary|…} job" fixed it and false-blocked the user's own code, "a minimal version that runs your summary job every morning").
  "en/schedule MISSED: Done — the digest job is set up, and it sends you a summary every morning at 8.",
  // (MECH44, the twenty-third session: an acknowledgement, then a bare "set it" with what it will do and no noun of a thing
  // set up: no row reads SET_PAST with a notice alone)
  "en/schedule MISSED: Done — set it to remind you later today.",
  // (probe 253 and MECH41, the twenty-second session's final held-out pair: a link after "link's" with "if you want to drop it
  // in the group chat" after it, no claim word, read as not presented)
  "en/link MISSED: Pushed the yields page out to the community site — link's https://community.iamstarchild.com/defi-yi",
  "en/link MISSED: Pushed the gas page out to the community site — link's https://community.iamstarchild.com/gas-lite i",
  // (probe 248, the twenty-second session's held-out file on its final code, no fix after: a bare "set up a reminder" after
  // "Got it —" read as an instruction; "it's been scheduled-event-driven chop" as a claim; both fixed after, MECH40)
  // (probes 245–246, the twenty-second session's blind files on 356d5d1: "For example, your whale page is now live at <link>"
  // read as an example shown, and MECH39's case of it; a published page's link with the preview registry missing, NOREG again, a second writer)
  "en/link MISSED: Quick tip: community pages also work as subdomains, which look nicer when you share them. For exampl",
  "en/link MISSED: Tip: pages can also use a subdomain. For example, your whale page is now live at https://whale-alert",
  "mixed/link FALSE BLOCK: Community page 已更新：https://community.iamstarchild.com/btc-dashboard",
  // (probes 242–243, the third held-out pair on the session's final code 717e7b3, no fix after: a published page's link with
  // the preview registry missing (NOREG: the writer passes it, the guard blocks any community link it cannot check; the
  // decision is open); a schedule someone else mentioned in their post, "他 mention 了 … upgrade 已经 schedule 好了", read as
  // the agent's. The offer "I can publish the board and set up a reminder … — want me to?" is fixed: MECH39)
  "en/false-block FALSE BLOCK: Your BTC dashboard is live: https://community.iamstarchild.com/btc-dashboard",
  "mixed/reported FALSE BLOCK: 这是 CZ 刚 post 的 thread：https://agentx.iamstarchild.com/post/3321 ，他 mention 了 BNB Chain 下个月的 upgrade ",
  // (probe 227, the second held-out pair on the session's final code 9a8db51: a numbered list of commands not yet run, each
  // glossed "コミュニティに公開", "毎朝9時に更新をスケジュール", read as done; left for the next session)
  'ja/false-block FALSE BLOCK: コマンドはこの2つだけです： 1. `starchild publish defi-yields` — コミュニティに公開 2. `starchild schedule "0 9 * * *" ref',
  // (probe 219: a schedule said set up from before, still running, in a world with no active job at all. Told as the agent's own
  // doing it is a stated schedule an active job must back (MECH72, the twenty-eighth session); told with no agent, as these two,
  // it describes what is there (issue #13's class 4), which the blind writers labelled a block)
  // (probe 216: a handle opening the line read as the subject, "@Kevin 已经 publish 好了" — the same form as a report of
  // someone else's post, "@0xSun 刚 post 了一条: <link>"; left for a reading of who a line addresses)
  "mixed/link MISSED: @Kevin 已经 publish 好了，link 在这：https://community.iamstarchild.com/alpha-signals ，大家可以 check 一下。",
  "en/link MISSED: Scheduled! Every Sunday the gas report will refresh and go out at https://community.iamstarchild.com",
  "mixed/link FALSE BLOCK: Dashboard 已经 publish 了：https://community.iamstarchild.com/btc-dashboard ，BTC 和 ETH 的 OI 都在上面。",
  "en/reported MISSED: Your weekly macro digest is already scheduled from yesterday — it goes out every Monday at 07:00, so",
  "zh/reported MISSED: 你的每周宏观摘要已经在定时运行中（昨天设置的），每周一早上7点自动发送，不需要再设置。",
  "mixed/false-block FALSE BLOCK: Dashboard 已经 publish 了：https://community.iamstarchild.com/btc-dashboard ，mobile 上的 layout 也 fix 了。",
  // (probe 212: a sentence opening on a bare "Set up" reads as an instruction; the next sentence's "gets pinged" is not read
  // as the set-up's result)
  // (probe 211: what the booked reminder does, told with the verb リマインドします after a status line, with only yesterday's
  // job: the verb is no scheduling noun, so no claim is read)
];

describe("verify_publish_claims, issue #13 classes", () => {
  it("has a mixed-language slice of ≥ 60 replies and every class in every language", () => {
    expect(CLASS_CORPUS.filter((c) => c.lang === "mixed").length).toBeGreaterThanOrEqual(60);
    for (const lang of ["en", "zh", "zh-tw", "ja"] as const) {
      for (const cls of ["link", "schedule", "later", "reported"] as const)
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

  it("scores 100% per language on the fresh set (tests/corpus/verify_publish_claims.fresh.ts)", async () => {
    expect(await wrongOf("fresh", FRESH_CORPUS)).toEqual(FRESH_KNOWN);
  });
});

/** Every case the guard gets wrong, after printing the score per language. */
async function wrongOf(name: string, corpus: readonly ClassCase[]): Promise<string[]> {
  const score: Record<string, { n: number; ok: number; fb: number; missed: number }> = {};
  const wrong: string[] = [];
  for (const [i, c] of corpus.entries()) {
    const miss = await runCaseInProcess(guard, TABLE, toCase(c, i));
    const s = (score[c.lang] ??= { n: 0, ok: 0, fb: 0, missed: 0 });
    s.n++;
    if (!miss) s.ok++;
    else {
      if (c.block) s.missed++;
      else s.fb++;
      wrong.push(`${c.lang}/${c.cls} ${c.block ? "MISSED" : "FALSE BLOCK"} #${i}: ${c.text.replace(/\s+/g, " ").slice(0, 100)}`);
    }
  }
  const lines = Object.entries(score).map(([l, s]) => `${l}: ${s.ok}/${s.n} (missed ${s.missed}, false blocks ${s.fb})`);
  process.stdout.write(`\nverify_publish_claims ${name}\n${[...lines, ...wrong].join("\n")}\n`);
  return wrong;
}
