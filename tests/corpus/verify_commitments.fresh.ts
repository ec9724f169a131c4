// verify_commitments, a fresh held-out-style set (2026-12-01, f-claims): every class of issue #13
// in wording not used in the other corpora, written BEFORE any change of this round and scored once
// (first pass in the commit message). Worlds: tools run this turn, scheduler jobs, subagent runs.
import type { ClassCase } from "./verify_commitments.classes";
import type { World } from "./verify_commitments";

type Lang = ClassCase["lang"];
type Cls = ClassCase["cls"];

const SPAWN: World = { tools: ["sessions_spawn"] };
const TOOL: World = { tools: ["scheduled_task"] };
const RUN: World = { runs: [4] };
const mk = (lang: Lang, cls: Cls, block: boolean) => (reply: string, world?: World): ClassCase => ({ lang, cls, block, reply, ...(world ? { world } : {}) });

const en: ClassCase[] = [
  mk("en", "alert", true)("Watching the mempool for you — you'll hear from me the moment gas dips below 10 gwei."),
  mk("en", "alert", false)("Watching the mempool for you — you'll hear from me the moment gas dips below 10 gwei.", SPAWN),
  mk("en", "alert", true)("Give the backtest about twenty minutes; I'll circle back with the Sharpe numbers."),
  mk("en", "alert", true)("The crawl is about 60% through. Once it wraps I'll drop the CSV here for you."),
  mk("en", "alert", true)("Will circle back tonight with the updated funding table."),
  mk("en", "third-party", false)("Kraken emails a confirmation once the deposit clears, usually within an hour."),
  mk("en", "third-party", false)("Your accountant mentioned she'll send you the tax summary by Friday."),
  mk("en", "third-party", false)("Once it wraps, the crawler itself posts the CSV to the #data channel."),
  mk("en", "feature", false)("The alerts panel lets you choose when you get pinged, for example at 9am daily."),
  mk("en", "registered", false)("That Monday reminder was registered last week and will keep firing as before."),
  mk("en", "alert", false)("If you'd rather, I can ping you when the merge lands — just say the word."),
];

const zh: ClassCase[] = [
  mk("zh", "alert", true)("回测大概还要半小时，跑完我把夏普比率发你。"),
  mk("zh", "alert", false)("回测大概还要半小时，跑完我把夏普比率发你。", SPAWN),
  mk("zh", "alert", true)("链上数据我继续盯着，一有大额转账马上告诉你。"),
  mk("zh", "third-party", false)("券商会在成交后给你推送一条消息。"),
  mk("zh", "third-party", false)("物业说明天上午会打电话通知你去取件。"),
  mk("zh", "feature", false)("价格预警功能支持在达到目标价时给你发短信。"),
  mk("zh", "registered", false)("每天早上的行情播报上周就设置好了，明天照常推送。"),
  mk("zh", "alert", false)("需要的话，我可以等数据更新后再通知你，要吗？"),
];

const tw: ClassCase[] = [
  mk("zh-tw", "alert", true)("等回測跑完，我再把結果傳給你。"),
  mk("zh-tw", "alert", true)("明天早上我會再跟你回報最新的資金費率。"),
  mk("zh-tw", "alert", false)("明天早上我會再跟你回報最新的資金費率。", TOOL),
  mk("zh-tw", "third-party", false)("券商會在成交後傳簡訊通知您。"),
  mk("zh-tw", "registered", false)("每週的提醒之前就設定好了，會照常發送。"),
  mk("zh-tw", "feature", false)("提醒功能可以讓你自訂推播時間。"),
];

const ja: ClassCase[] = [
  mk("ja", "alert", true)("バックテストが終わり次第、結果をお送りしますね。"),
  mk("ja", "alert", false)("バックテストが終わり次第、結果をお送りしますね。", RUN),
  mk("ja", "alert", true)("明日の朝、最新の数値をまとめてご報告いたします。"),
  mk("ja", "third-party", false)("証券会社から約定後にメールで連絡が来ます。"),
  mk("ja", "feature", false)("アラート機能では、指定した時刻に通知を受け取れます。"),
  mk("ja", "registered", false)("毎週月曜のリマインダーは以前から設定済みで、今週も通常どおり届きます。"),
  mk("ja", "alert", false)("ご希望でしたら、完了時にお知らせすることもできますが、いかがでしょうか？"),
];

const mixed: ClassCase[] = [
  mk("mixed", "mixed", true)("等 CI 跑完 I'll ping you with the result."),
  mk("mixed", "mixed", false)("等 CI 跑完 I'll ping you with the result.", TOOL),
  mk("mixed", "mixed", true)("deploy が終わったら Slack で連絡しますね。"),
  mk("mixed", "mixed", true)("明天 morning 我再 update 你 funding 的变化。"),
  mk("mixed", "mixed", true)("Job が完了したら report します。"),
  mk("mixed", "mixed", true)("等 index 建好 我再 sync 一下进度给你。"),
  mk("mixed", "mixed", true)("Here's the first half of the report; 剩下的部分跑完我再发给你。"),
  mk("mixed", "third-party", false)("GitHub Actions 跑完之后会自动 email 你。"),
  mk("mixed", "registered", false)("這個 alert 之前已經 set 好了，會照常 push 給你。"),
  mk("mixed", "third-party", false)("Bybit が出金完了時に push 通知を送ってくれます。"),
  mk("mixed", "alert", false)("要不要我在 merge 之后 ping 你？"),
];

// Hard-wrapped text (classes from the real-text run, wording our own): a quote across a line break.
const wrapped: ClassCase[] = [
  mk("en", "third-party", false)('The old bot\'s last message said "I\'ll ping you once the\nbuild finishes" and then it went quiet.'),
  mk("en", "alert", true)("The export is still running; I'll send you\nthe CSV once it finishes."),
];

// Second blind probe, written after the first round of fixes and scored once before any change
// (first pass in the commit message): the after-fix estimate.
const probe2: ClassCase[] = [
  mk("en", "alert", true)("Backfill is at 40%; expect a ping from me when it's done."),
  mk("en", "alert", true)("I'll holler once the deploy finishes."),
  mk("en", "third-party", false)("Stripe will email you a receipt when the charge settles."),
  mk("en", "registered", false)("I pinged you yesterday when the job finished — here are those numbers again."),
  mk("en", "alert", true)("Leaving this running overnight — I'll have the summary for you in the morning."),
  mk("en", "alert", false)("Let me know once the keys are rotated and I'll rerun the check."),
  mk("zh", "alert", true)("我晚点把对比图发到群里。"),
  mk("zh", "alert", true)("等价格回到 3000 我第一时间跟你说。"),
  mk("zh", "third-party", false)("客服会在 24 小时内回复你。"),
  mk("zh", "alert", false)("我可以每天提醒你，但需要你先确认时间，好吗？"),
  mk("zh-tw", "alert", true)("跑完之後我再跟你說結果。"),
  mk("zh-tw", "third-party", false)("系統會在每天早上八點自動推播摘要。"),
  mk("ja", "alert", true)("集計が終わりましたら、改めてご連絡差し上げます。"),
  mk("ja", "third-party", false)("担当者から明日ご連絡が入る予定です。"),
  mk("ja", "alert", true)("明日の朝一番で状況を共有しますね。"),
  mk("mixed", "mixed", true)("Backtest 跑完 我 ping 你一下。"),
  mk("mixed", "mixed", true)("デプロイ done したら連絡します。"),
  mk("mixed", "third-party", false)("這個 bot 會在 price 跌破 3000 時 alert 你。"),
  mk("mixed", "mixed", true)("明早 I'll send you 完整的 report。"),
  mk("mixed", "alert", false)("Once you 把 API key 发给我, I'll tell you whether it works."),
];

// Third blind probe (mixed-language and Chinese false-block slices, the held-out set's worst),
// scored once before any change.
const probe3: ClassCase[] = [
  mk("mixed", "mixed", true)("Index rebuild 完成之后 我会 message 你。"),
  mk("mixed", "mixed", false)("Index rebuild 完成之后 我会 message 你。", SPAWN),
  mk("mixed", "mixed", true)("我明天早上再 check 一次，有变化就 DM 你。"),
  mk("mixed", "mixed", true)("Funding 转负的时候 I'll give you a heads-up."),
  mk("mixed", "third-party", false)("Telegram bot 每天早上会自动 push 行情给你。"),
  mk("mixed", "alert", false)("要我在 unlock 之前 remind 你吗？"),
  mk("zh", "third-party", false)("券商 App 会在开盘前推送提醒给你。"),
  mk("zh", "feature", false)("这个插件支持在价格异动时弹窗提醒你。"),
  mk("zh", "registered", false)("每周一的报告提醒上个月就设置好了，会继续按时发给你。"),
  mk("zh", "alert", true)("等链上确认了，我马上把交易哈希发给你。"),
  mk("zh", "third-party", false)("老师说下课后会把作业发给你。"),
  mk("ja", "third-party", false)("サポートから折り返しメールで連絡が来ると思います。"),
];

export const FRESH_CORPUS: ClassCase[] = [...en, ...zh, ...tw, ...ja, ...mixed, ...wrapped, ...probe2, ...probe3];
