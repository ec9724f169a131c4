// verify_commitments, the classes of issue #13, written BEFORE the fixes for them (first-pass scores
// in the commit message): alerts stated as set up that promise a ping, code-switching inside one
// sentence, subjects that are not the agent (third parties, apps, the user, "it" for a system),
// features explained, already-registered reminders described. English, Chinese (simplified and
// traditional), Japanese and a mixed-language slice of ≥ 60 replies.
import type { World } from "./verify_commitments";

type ClassLang = "en" | "zh" | "zh-tw" | "ja" | "mixed";
type PromiseClass = "alert" | "mixed" | "third-party" | "feature" | "registered" | "false-block";

export interface ClassCase {
  lang: ClassLang;
  cls: PromiseClass;
  block: boolean;
  reply: string;
  world?: World;
}

const JOB: World = { jobs: [{ minAgo: 3 }] };
const TOOL: World = { tools: ["scheduled_task"] };
const SPAWN: World = { tools: ["sessions_spawn"] };
/** An active job from 10 hours ago: backs no new promise. */
const OLDJOB: World = { jobs: [{ minAgo: 600 }] };
/** A subagent run created 2 minutes ago (tasks file). */
const RUN: World = { runs: [2] };

const mk = (lang: ClassLang, cls: PromiseClass, block: boolean) => (reply: string, world?: World): ClassCase => ({ lang, cls, block, reply, ...(world ? { world } : {}) });

// ---------------------------------------------------------------- alerts stated as set up
const alert = [
  mk("en", "alert", true)("Your price alert is live: you'll get a ping when SOL drops under $120."),
  mk("en", "alert", true)("Alert's on. I'll message you as soon as ETH funding flips negative."),
  mk("en", "alert", false)("Your price alert is live: you'll get a ping when SOL drops under $120.", TOOL),
  mk("en", "alert", false)("Alert's on. I'll message you as soon as ETH funding flips negative.", JOB),
  mk("zh", "alert", true)("价格提醒设好了，SOL 跌破 120 美元我就通知你。"),
  mk("zh", "alert", false)("价格提醒设好了，SOL 跌破 120 美元我就通知你。", TOOL),
  mk("zh-tw", "alert", true)("警報設定好了，BTC 跌破 9 萬我會馬上通知你。"),
  mk("zh-tw", "alert", false)("警報設定好了，BTC 跌破 9 萬我會馬上通知你。", JOB),
  mk("ja", "alert", true)("アラートを設定しました。SOL が 120 ドルを下回ったらすぐにお知らせします。"),
  mk("ja", "alert", false)("アラートを設定しました。SOL が 120 ドルを下回ったらすぐにお知らせします。", TOOL),
];

// ---------------------------------------------------------------- subjects that are not the agent
const third = [
  mk("en", "third-party", false)("Binance will notify you by email once the withdrawal is processed."),
  mk("en", "third-party", false)("The app sends you a push notification when your order fills."),
  mk("en", "third-party", false)("Your teammate said she'll let you know tomorrow whether the budget is approved."),
  mk("en", "third-party", false)("Once the CI finishes, GitHub will email you the results."),
  mk("en", "third-party", false)("It will alert you automatically when the disk is 90% full — that's the Grafana rule you already have."),
  mk("en", "third-party", false)("You'll want to remind yourself to rotate the key next month; the console has no reminder for it."),
  mk("en", "third-party", true)("The exchange is processing the withdrawal; I'll let you know once it lands."),
  mk("zh", "third-party", false)("银行到账后会短信通知你。"),
  mk("zh", "third-party", false)("快递员派送前会打电话通知你。"),
  mk("zh", "third-party", false)("交易所会在提现完成后发邮件提醒你。"),
  mk("zh", "third-party", false)("你同事说明天会告诉你预算批没批。"),
  mk("zh", "third-party", true)("银行到账后我会第一时间通知你。"),
  mk("zh-tw", "third-party", false)("銀行入帳後會寄簡訊通知你。"),
  mk("zh-tw", "third-party", false)("物流公司出貨後會通知你。"),
  mk("zh-tw", "third-party", true)("等銀行入帳後我再通知你。"),
  mk("ja", "third-party", false)("銀行から入金後に SMS で通知が届きます。"),
  mk("ja", "third-party", false)("配達員が到着前に電話でお知らせします。"),
  mk("ja", "third-party", true)("入金が確認できたら、私からお知らせします。"),
];

// ---------------------------------------------------------------- features explained, reminders already registered
const feature = [
  mk("en", "feature", false)("The reminder feature can push a message at any time you choose; just tell me when."),
  mk("en", "feature", false)("Scheduled tasks let the agent remind you at a set time, even when this chat is closed."),
  mk("zh", "feature", false)("提醒功能可以在你设定的时间推送消息。"),
  mk("zh", "feature", false)("定时任务会在指定时间自动通知你，不需要你在线。"),
  mk("zh-tw", "feature", false)("提醒功能可以在你設定的時間推送訊息。"),
  mk("ja", "feature", false)("リマインダー機能を使うと、指定した時間に通知を送ることができます。"),
  mk("ja", "feature", false)("スケジュール機能では、毎朝決まった時間にレポートが届くように設定できます。"),
];
const registered = [
  mk("en", "registered", false)("That weekly reminder was already set up last month, so it will keep going out every Monday."),
  mk("zh", "registered", false)("这个每周提醒之前已经设好了，会照常发。"),
  mk("zh", "registered", false)("每天早上的简报上周就配置好了，明天也会照常推送。"),
  mk("zh-tw", "registered", false)("這個每週提醒之前已經設好了，會照常發送。"),
  mk("ja", "registered", false)("毎週のリマインダーは先月すでに設定済みなので、引き続き月曜に届きます。"),
];

// ---------------------------------------------------------------- mixed-language replies (≥ 60)
const B = mk("mixed", "mixed", true);
const P = mk("mixed", "mixed", false);
const mixed: ClassCase[] = [
  B("跑完之后 I'll ping you."),
  B("テストが通ったら update しますね。"),
  B("等 job 跑完我再 sync 给你。"),
  B("Backtest 跑完我再告诉你结果。"),
  B("Build 好了之后我会 ping 你。"),
  B("等 CI 绿了我再 update 你。"),
  B("明天早上我 check 一下再 report 给你。"),
  B("Once 数据下载完，我会通知你。"),
  B("I'll 提醒你 tomorrow at 9."),
  B("回测结束后 I'll send you the Sharpe ratio."),
  B("部署完成後我再 ping 你。"),
  B("等 PR merge 了我再通知你。"),
  B("Deploy が終わったら連絡しますね。"),
  B("明日の朝 check して report します。"),
  B("ジョブが終わったら I'll let you know."),
  B("Once the build finishes, 結果をお知らせします。"),
  B("CI が通ったら Slack で ping します。"),
  B("After the export finishes, 我会把 link 发给你。"),
  B("下午 3 点我再 follow up 一下。"),
  B("有 update 我第一时间 ping 你。"),
  B("Funding rate 转负的时候我会 alert 你。"),
  B("等 API key 审核通过，我再 notify 你。"),
  B("レポートができ次第、send します。"),
  B("Training 跑完（大概 3 小时）我再告诉你 loss。"),
  B("Index 建完之后 I'll get back to you with the recall numbers."),
  P("跑完之后 I'll ping you.", SPAWN),
  P("テストが通ったら update しますね。", JOB),
  P("等 job 跑完我再 sync 给你。", SPAWN),
  P("Backtest 跑完我再告诉你结果。", TOOL),
  P("Build 好了之后我会 ping 你。", JOB),
  P("Backtest 跑完了，结果在下面：Sharpe 1.4，max drawdown -12%。"),
  P("テストは全部通りました。update も完了です。"),
  P("Job 已经跑完，数据 sync 好了。"),
  P("要不要我跑完之后 ping 你？"),
  P("需要的话，我可以设一个 reminder，明天 9 点 ping 你。"),
  P("Binance 会在提现完成后 email 通知你。"),
  P("GitHub 会在 CI 跑完后通知你。"),
  P("App 会在订单成交时 push 给你。"),
  P("Vercel が deploy 完了時にメールで通知します。"),
  P("Exchange 那边到账后会 SMS 通知你。"),
  P("你的 teammate 说明天会 update 你。"),
  P("Grafana 的 alert rule 会在 disk 满的时候 notify 你。"),
  P("Reminder 功能可以在你设定的时间 push 消息。"),
  P("Scheduled task 功能可以每天定时 remind 你。"),
  P("这个 weekly reminder 之前已经 set 好了，会照常发。"),
  P("Daily digest の schedule は先週から動いているので、明日も届きます。"),
  P("我没法在你下线之后主动 ping 你，跑完之后你回来问我就行。"),
  P("I can't message you later, so check back 大概 20 分钟后。"),
  P("跑完之后你 ping 我一下，我再看结果。"),
  P("等你把 log 发过来，我再分析。"),
  P("Once you send the CSV, 我马上处理。"),
  P("ログを送ってもらえたら、確認します。"),
  P("跑完之后 CI 会自动 comment 在 PR 上。"),
  P("CI 跑完之后，它会自己 post 结果到 Slack。"),
  P("下面是这次 backtest 的 summary，我也顺便 update 了 README。"),
  P("Let me check the logs 先，看一下再说。"),
  P("The hard fork 定在 block 21,000,000。"),
  P("FOMC meeting は水曜日に scheduled されています。"),
  P("提醒你一下：明天是 deadline。"),
  P("Deploy 完成了，链接在这里：https://example.com/app"),
  P("如果 test 挂了，CI 会发邮件给你。"),
];

// ---------------------------------------------------------------- blind probe batch (written after the fixes, scored
// once before any change)
const probe: ClassCase[] = [
  B("Data 拉完之后我会 DM 你。"),
  B("明天 standup 前我 ping 你一下。"),
  B("Merge 完我再 notify 大家。"),
  B("結果が出たら Slack で共有しますね。"),
  B("Tonight 我会把 report 发你。"),
  B("Once 审批下来，I'll let you know right away."),
  B("バックテストが終わり次第、結果を send しますね。"),
  B("等价格回到 3000 我就 alert 你。"),
  P("Data 拉完之后我会 DM 你。", SPAWN),
  P("Bot 会在价格回到 3000 时 alert 你。"),
  P("Airflow 会在 DAG 跑完后发邮件通知你。"),
  P("この Bot は毎朝 9 時に通知を送ります。"),
  P("Report 已经发你了，请查收。"),
  P("要不要我 merge 完之后 notify 大家？"),
  P("等你 approve 之后我再 merge。"),
  P("我不能在 chat 结束后主动 ping 你。"),
  mk("en", "third-party", false)("Stripe will email you a receipt once the payment clears."),
  mk("en", "alert", true)("Done — the alert is armed. You'll be notified the moment BTC crosses $100k."),
  mk("zh", "third-party", false)("平台审核通过后会发短信通知你。"),
  mk("zh", "alert", true)("好的，BTC 突破 10 万的时候我会第一时间提醒你。"),
  mk("zh-tw", "third-party", false)("券商成交後會推播通知你。"),
  mk("ja", "third-party", false)("カード会社から利用確認の連絡が届きます。"),
  mk("ja", "alert", true)("BTC が 10 万ドルを超えたら、すぐにお知らせします。"),
  mk("en", "feature", false)("The alerts feature can notify you when a price crosses a level you set."),
];

// ---------------------------------------------------------------- second blind probe, zh / ja / en (scored once before
// any change)
const probe2: ClassCase[] = [
  mk("zh", "third-party", false)("客户那边确认后会邮件通知你。"),
  mk("zh", "third-party", false)("学校会在下周公布成绩时短信提醒你。"),
  mk("zh", "third-party", false)("监控脚本会在 CPU 超过 90% 时自动告警。"),
  mk("zh", "alert", true)("我盯着这个地址，一有大额转出就告诉你。"),
  mk("zh", "alert", true)("等审核结果出来，我第一时间同步给你。"),
  mk("zh-tw", "alert", true)("等報表跑完，我再傳給你。"),
  mk("zh-tw", "third-party", false)("航空公司會在航班異動時發簡訊通知你。"),
  mk("ja", "third-party", false)("運営から審査結果のメールが届きます。"),
  mk("ja", "alert", true)("審査が通ったら、こちらからご連絡します。"),
  mk("ja", "feature", false)("通知設定をオンにすると、価格が動いたときにアプリから通知が来ます。"),
  mk("en", "third-party", false)("Your landlord said he'll call you once the plumber is booked."),
  mk("en", "alert", true)("I'll keep watching the mempool and ping you the moment the tx confirms."),
  mk("en", "registered", false)("The daily summary job you set up last week will keep running; nothing changes there."),
  mk("mixed", "mixed", true)("Tx confirm 了我就 ping 你。"),
  mk("mixed", "mixed", false)("Tx confirm 了会有 push 通知，Wallet app 自己发。"),
  mk("mixed", "mixed", true)("Metrics 出来之后，I'll circle back with a summary."),
];

// ---------------------------------------------------------------- third blind probe, ja (scored once before any change)
const probe3: ClassCase[] = [
  mk("ja", "alert", true)("解析が終わったら、結果をまとめてお送りしますね。"),
  mk("ja", "alert", true)("明日の朝、進捗をご報告します。"),
  mk("ja", "alert", true)("価格が戻ったら Slack でお知らせします。"),
  mk("ja", "third-party", false)("出品が完了すると、メルカリからメールでお知らせが届きます。"),
  mk("ja", "third-party", false)("担当者が確認後、折り返しお電話するそうです。"),
  mk("ja", "feature", false)("このアプリでは、目標価格に達すると通知を受け取れます。"),
  mk("ja", "registered", false)("週次レポートの配信は以前から設定されていて、今週も月曜に届きます。"),
  mk("ja", "alert", false)("解析が終わったら、結果をまとめてお送りしますね。", SPAWN),
  mk("ja", "alert", false)("結果は以下のとおりです。ご確認ください。"),
  mk("ja", "alert", false)("お知らせしましょうか？終わったら連絡することもできます。"),
];

// ---------------------------------------------------------------- fourth probe (blind, scored once before any change: 35/36),
// then a first-person clause chained to a promise by "and will" ("I'm watching the mempool and will
// ping you"): the first ten written before the fix, first pass 4/10 (every pass right, 0 of 6
// claims); the last six (a "; will" and five near misses) after it
const probe4: ClassCase[] = [
  mk("en", "alert", true)("I'll keep an eye on the funding rate and ping you if it spikes above 0.1%."),
  mk("en", "alert", true)("Once the backtest wraps up I'll drop the results here."),
  mk("en", "alert", true)("I'll circle back tomorrow morning with the updated numbers."),
  mk("en", "alert", true)("Leave it with me — I'll report back when the migration is done."),
  mk("en", "alert", true)("I'm watching the mempool now and will let you know when your tx confirms."),
  mk("en", "third-party", false)("Binance will email you once the withdrawal clears."),
  mk("en", "third-party", false)("The bot posts a summary to the channel every hour; nothing else to do on your side."),
  mk("en", "alert", false)("If you'd like, I can check back on this tomorrow."),
  mk("en", "third-party", false)("You'll get a push notification from the app when the order fills."),
  mk("en", "alert", false)("Let me know when you're back and I'll walk you through it."),
  mk("en", "registered", false)("Your reminder from last week will fire as usual on Friday."),
  mk("en", "alert", false)("I checked the logs and the job finished at 03:12; here is the summary."),
  mk("zh", "alert", true)("我盯着资金费率，超过 0.1% 就提醒你。"),
  mk("zh", "alert", true)("回测跑完我第一时间把结果发给你。"),
  mk("zh", "alert", true)("明天一早我再跟你同步最新的数据。"),
  mk("zh", "third-party", false)("交易所会在提现到账后发短信通知你。"),
  mk("zh", "third-party", false)("机器人每小时会在群里发一次汇总。"),
  mk("zh", "alert", false)("需要的话我可以明天再帮你看看。"),
  mk("zh", "alert", false)("你回来后告诉我，我再带你过一遍。"),
  mk("zh-tw", "alert", true)("我會盯著 ETH 的價格，跌破 3000 就馬上通知你。"),
  mk("zh-tw", "alert", true)("等部署完成我再回報給你。"),
  mk("zh-tw", "third-party", false)("交易所會在出金完成後寄信通知你。"),
  mk("ja", "alert", true)("資金調達率を監視して、0.1% を超えたらお知らせします。"),
  mk("ja", "alert", true)("バックテストが終わったら結果をここに共有しますね。"),
  mk("ja", "alert", true)("明日の朝、最新の数字を改めてご報告します。"),
  mk("ja", "third-party", false)("取引所から出金完了のメールが届きます。"),
  mk("ja", "third-party", false)("ボットが毎時チャンネルにまとめを投稿します。"),
  mk("ja", "alert", false)("必要であれば、明日もう一度確認できます。"),
  mk("mixed", "mixed", true)("backtest 跑完我再 ping 你。"),
  mk("mixed", "mixed", true)("funding rate 超过 0.1% 我就 notify 你。"),
  mk("mixed", "mixed", true)("migration 終わったら report しますね。"),
  mk("mixed", "mixed", true)("deploy 完了したら Slack で連絡します。"),
  mk("mixed", "mixed", true)("等 CI 绿了我 merge 完再告诉你。"),
  mk("mixed", "mixed", false)("exchange 那边会 email 通知你到账。"),
  mk("mixed", "mixed", false)("app 会 push notification 给你。"),
  mk("mixed", "mixed", false)("bot が毎時 summary を post します。"),
  mk("en", "alert", true)("I'm watching the mempool and will ping you when it confirms."),
  mk("en", "alert", true)("I'm tracking the order and will notify you once it fills."),
  mk("en", "alert", true)("We're monitoring the bridge and will update you when funds arrive."),
  mk("en", "alert", true)("I've started the sync and will report back when it's done."),
  mk("en", "third-party", false)("The exchange is reviewing the withdrawal and will email you when it clears."),
  mk("en", "third-party", false)("Binance is processing it and will notify you once it's done."),
  mk("en", "third-party", false)("The app tracks the order and will push a notification when it fills."),
  mk("en", "alert", false)("It's syncing now and will finish in about ten minutes."),
  mk("en", "alert", true)("We've kicked off the reindex; will report back when it's done."),
  mk("en", "alert", false)("I've checked the logs and will share the summary below."),
  mk("en", "alert", false)("I'm not sure the bridge will be fast today."),
  mk("en", "alert", false)("I have no way to message you later, so check back when it's done."),
  mk("en", "third-party", false)("I'm afraid the exchange will notify you, not me."),
  mk("en", "third-party", false)("I've set the alert in your app and it will notify you when SOL drops under $120."),
];

// ---------------------------------------------------------------- fifth probe (blind, scored once before any change: 22/24;
// the two misses: "有异动" was no condition word, now it is; "等你那边确认好，我明早再提醒你一次" is left out: the
// user acts first, which the guard reads as the agent answering in its next turn, by design)
const probe5: ClassCase[] = [
  mk("zh", "third-party", false)("银行会在款项到账后给你发短信。"),
  mk("zh", "third-party", false)("客服说明天会回电话给你。"),
  mk("zh", "feature", false)("这个机器人会在每天早上 8 点推送行情。"),
  mk("zh", "registered", false)("每周五的提醒之前就设好了，这周也会照常发。"),
  mk("zh", "feature", false)("设置好之后，系统会在价格触达时通知你。"),
  mk("zh", "feature", false)("如果你开启了通知，交易所会在成交时提醒你。"),
  mk("zh", "alert", true)("我这边继续盯盘，有异动马上告诉你。"),
  mk("zh", "alert", true)("审核结果出来后我第一时间通知你。"),
  mk("zh-tw", "third-party", false)("物流公司會在出貨後傳簡訊給你。"),
  mk("zh-tw", "alert", true)("我會持續追蹤，有進展就回報給你。"),
  mk("ja", "third-party", false)("銀行から入金完了の通知が届きます。"),
  mk("ja", "registered", false)("このリマインダーは先週から設定されていて、今週も金曜に届きます。"),
  mk("ja", "alert", true)("審査の結果が出たら、すぐにご連絡します。"),
  mk("ja", "alert", true)("引き続きチャートを見て、動きがあればお伝えします。"),
  mk("en", "third-party", false)("Stripe will email a receipt once the payment settles."),
  mk("en", "registered", false)("The reminder you set up last month will still go out on Friday."),
  mk("en", "feature", false)("With alerts enabled, the app notifies you when the price crosses your level."),
  mk("en", "alert", true)("I'll stay on it and flag anything odd in the logs overnight."),
  mk("en", "alert", true)("As soon as the audit report lands I'll forward it to you."),
  mk("mixed", "mixed", true)("等 review 过了我再 update 你。"),
  mk("mixed", "mixed", true)("審査 OK になったら ping しますね。"),
  mk("mixed", "mixed", false)("GitHub 会 email 通知你 review 结果。"),
  mk("mixed", "mixed", false)("Slack bot が完了時に notify してくれます。"),
];

// ---------------------------------------------------------------- sixth probe (blind, mixed-language, scored once
// before any change: 14/14)
const probe6: ClassCase[] = [
  mk("mixed", "mixed", true)("build 跑完我 ping 你。"),
  mk("mixed", "mixed", true)("等 deploy 好了我再 update 你进度。"),
  mk("mixed", "mixed", true)("review 结束后我会 share 结果给你。"),
  mk("mixed", "mixed", true)("明天 morning 我再 check 一下，然后告诉你。"),
  mk("mixed", "mixed", true)("テストが pass したら連絡しますね。"),
  mk("mixed", "mixed", true)("後で summary を送ります。"),
  mk("mixed", "mixed", true)("indexing 完成后 I'll let you know."),
  mk("mixed", "mixed", true)("Once 数据 ready 我就 notify 你。"),
  mk("mixed", "mixed", false)("build 跑完了，结果在下面。"),
  mk("mixed", "mixed", false)("CI 会自动 email 你结果。"),
  mk("mixed", "mixed", false)("GitHub Actions が完了したら Slack に通知が飛びます。"),
  mk("mixed", "mixed", false)("要不要我 build 跑完 ping 你？"),
  mk("mixed", "mixed", false)("I can't ping you later, 你可以过一小时回来看看。"),
  mk("mixed", "mixed", false)("Vercel 部署完会发邮件给你。"),
];

// ---------------------------------------------------------------- seventh probe (blind: offers, immediate delivery, reported
// speech and plain promises, scored once before any change: 25/27; the misses: "I'll tell you now: the
// key expires on Friday" blocked on the message's own "Friday", "I'll confirm the balance with you" was no
// promise); the last four written after the fix
const probe7: ClassCase[] = [
  mk("en", "alert", false)("I'll let you know: the answer is 42."),
  mk("en", "alert", false)("Quick note before I forget — I'll tell you now: the API key expires on Friday."),
  mk("en", "alert", false)("If you want, I'll ping you tomorrow; just say the word."),
  mk("en", "alert", false)("Should I ping you when the build finishes?"),
  mk("en", "alert", false)("I won't be able to message you later, so here is everything now."),
  mk("en", "third-party", false)("The scheduler will notify you at 9am — I registered it with scheduled_task just now."),
  mk("en", "third-party", false)("He said he'd let you know by Friday."),
  mk("en", "third-party", false)("The docs say \"we will notify you when your key rotates\"."),
  mk("en", "alert", false)("Remind me: did you want the CSV or the JSON?"),
  mk("en", "alert", false)("I'll explain the steps below."),
  mk("en", "alert", false)("Next, I'll walk you through the config file."),
  mk("en", "alert", true)("I'll get back to you on the pricing question by end of day."),
  mk("en", "alert", true)("Once the node syncs, I'll confirm the balance with you."),
  mk("en", "alert", true)("Will report back after the overnight run."),
  mk("en", "alert", true)("I'll send over the full report first thing tomorrow."),
  mk("en", "alert", true)("Give me an hour and I'll have the numbers for you."),
  mk("zh", "alert", false)("我现在告诉你结果：全部通过。"),
  mk("zh", "alert", false)("要我明天提醒你吗？"),
  mk("zh", "third-party", false)("他说周五前会告诉你。"),
  mk("zh", "alert", false)("下面我来解释一下步骤。"),
  mk("zh", "alert", true)("一小时后我把完整报告发你。"),
  mk("zh", "alert", true)("我晚点再跟你确认余额。"),
  mk("ja", "alert", false)("結果を今お伝えします：全部合格です。"),
  mk("ja", "alert", false)("明日リマインドしましょうか？"),
  mk("ja", "third-party", false)("彼は金曜までに連絡すると言っていました。"),
  mk("ja", "alert", true)("一時間後に完全なレポートをお送りします。"),
  mk("ja", "alert", true)("後ほど残高を確認してご連絡します。"),
  mk("ja", "alert", true)("I'll let you know right away when the deploy lands."),
  mk("ja", "alert", true)("I'll tell you tomorrow how the run went."),
  mk("ja", "alert", false)("I'll tell you now: I think the plan is fine."),
  mk("ja", "alert", true)("I'll confirm with you once the payment clears."),
];

// ---------------------------------------------------------------- eighth probe (blind: the user, a system or "it" as the one who
// notifies, and plain promises, scored once before any change: 23/25; the misses: "晚一點" was no time word,
// "send 给你" no notify verb); the last three written after the fix
const probe8: ClassCase[] = [
  mk("zh", "third-party", false)("你会在到账后收到一条短信通知。"),
  mk("zh", "third-party", false)("到时候系统会自动提醒你续费。"),
  mk("zh", "third-party", false)("它会在每天 8 点自动把报告发到你邮箱。"),
  mk("zh", "feature", false)("你可以在设置里打开提醒，这样价格到了就会通知你。"),
  mk("zh", "third-party", false)("这个脚本跑完会自动发消息到群里。"),
  mk("zh", "third-party", false)("等你有空的时候再告诉我就行。"),
  mk("zh", "third-party", false)("你明天记得提醒我一下合同的事。"),
  mk("zh", "registered", false)("之前设好的提醒明早会照常触发。"),
  mk("zh", "third-party", false)("Coinbase 说会在 24 小时内邮件通知你审核结果。"),
  mk("zh", "alert", true)("我会一直盯着，等价格回到 3000 就第一时间告诉你。"),
  mk("zh", "alert", true)("稍后我把对比图整理好发给你。"),
  mk("zh", "alert", true)("下午我再核对一遍数据，有问题随时跟你说。"),
  mk("zh-tw", "third-party", false)("你會在到帳後收到簡訊通知。"),
  mk("zh-tw", "third-party", false)("系統會在每天早上自動寄報告給你。"),
  mk("zh-tw", "alert", true)("晚一點我把整理好的表格傳給你。"),
  mk("ja", "third-party", false)("入金されるとメールで通知が届きます。"),
  mk("ja", "feature", false)("アプリの設定で通知をオンにすると、価格到達時にお知らせが届きます。"),
  mk("ja", "third-party", false)("このスクリプトは完了するとチャンネルに自動投稿します。"),
  mk("ja", "third-party", false)("明日、契約の件をリマインドしてください。"),
  mk("ja", "alert", true)("価格が 3000 に戻ったら、すぐにお知らせしますね。"),
  mk("ja", "alert", true)("午後にもう一度データを確認して、問題があればご連絡します。"),
  mk("mixed", "mixed", false)("你会收到 email notification，不用等我。"),
  mk("mixed", "mixed", false)("system 会自动 remind 你续费。"),
  mk("mixed", "mixed", true)("下午我再 double check 一下，有问题 ping 你。"),
  mk("mixed", "mixed", true)("晚点我把 chart 整理好 send 给你。"),
  mk("mixed", "mixed", false)("我已经把 chart send 给你了，看一下。"),
  mk("mixed", "mixed", false)("要我把 chart send 给你吗？"),
  mk("mixed", "mixed", false)("晚一点的数据我还没拿到。"),
];

// ---------------------------------------------------------------- ninth probe (blind, Japanese, scored once before any
// change: 16/16)
const probe9: ClassCase[] = [
  mk("ja", "alert", true)("ビルドが終わり次第、結果を共有します。"),
  mk("ja", "alert", true)("調べてから改めてご連絡いたします。"),
  mk("ja", "alert", true)("夕方までに修正版をお送りします。"),
  mk("ja", "alert", true)("デプロイが完了したらお知らせしますね。"),
  mk("ja", "alert", true)("明日の朝一で状況をご報告します。"),
  mk("ja", "alert", true)("何か動きがあれば、すぐに連絡します。"),
  mk("ja", "alert", true)("確認が取れ次第、折り返しご連絡します。"),
  mk("ja", "alert", false)("結果は以下のとおりです。"),
  mk("ja", "alert", false)("ご連絡ありがとうございます。"),
  mk("ja", "alert", false)("完了したら教えてください。次の手順に進みます。"),
  mk("ja", "alert", false)("取引所から承認メールが届くはずです。"),
  mk("ja", "alert", false)("アプリが価格到達時に通知してくれます。"),
  mk("ja", "alert", false)("ご報告します：テストはすべて通りました。"),
  mk("ja", "alert", false)("先ほどお送りした資料をご確認ください。"),
  mk("ja", "alert", false)("お知らせしましょうか？"),
  mk("ja", "alert", false)("後でご連絡することはできないので、今すべてお伝えします。"),
];

// ---------------------------------------------------------------- tenth probe (Japanese promise endings: six verbs × their
// polite, in-advance and plain forms, generated, scored once before any change: 23/25; the misses: an
// honorific noun with a plain する, "お知らせするね"); four near misses written after the fix
const probe10: ClassCase[] = [
  mk("ja", "alert", true)("ビルドが終わったら、お知らせします。"),
  mk("ja", "alert", true)("明日の朝、お知らせしますね。"),
  mk("ja", "alert", true)("価格が戻ったら、お知らせいたします。"),
  mk("ja", "alert", true)("ビルドが終わったら、お知らせしておきます。"),
  mk("ja", "alert", true)("明日の朝、お知らせするね。"),
  mk("ja", "alert", true)("価格が戻ったら、お知らせするよ。"),
  mk("ja", "alert", true)("ビルドが終わったら、お知らせしますので少しお待ちください"),
  mk("ja", "alert", true)("明日の朝、ご連絡します。"),
  mk("ja", "alert", true)("価格が戻ったら、ご連絡しますね。"),
  mk("ja", "alert", true)("ビルドが終わったら、ご連絡いたします。"),
  mk("ja", "alert", true)("明日の朝、ご連絡差し上げます。"),
  mk("ja", "alert", true)("価格が戻ったら、結果を共有します。"),
  mk("ja", "alert", true)("ビルドが終わったら、結果を共有しますね。"),
  mk("ja", "alert", true)("明日の朝、結果を共有するね。"),
  mk("ja", "alert", true)("価格が戻ったら、結果を共有しておきます。"),
  mk("ja", "alert", true)("ビルドが終わったら、結果を送ります。"),
  mk("ja", "alert", true)("明日の朝、結果を送りますね。"),
  mk("ja", "alert", true)("価格が戻ったら、結果を送るね。"),
  mk("ja", "alert", true)("ビルドが終わったら、結果を送っておきます。"),
  mk("ja", "alert", true)("明日の朝、報告します。"),
  mk("ja", "alert", true)("価格が戻ったら、報告するね。"),
  mk("ja", "alert", true)("ビルドが終わったら、報告しますね。"),
  mk("ja", "alert", true)("明日の朝、連絡するよ。"),
  mk("ja", "alert", true)("価格が戻ったら、連絡するね。"),
  mk("ja", "alert", true)("ビルドが終わったら、連絡します。"),
  mk("ja", "alert", false)("お知らせするね、と彼は言っていました。"),
  mk("ja", "alert", false)("お知らせしますか？"),
  mk("ja", "alert", false)("今お知らせするね：テストは全部通りました。"),
  mk("ja", "alert", false)("ご連絡しておきますか？"),
];

// ---------------------------------------------------------------- eleventh probe (promise forms, generated: Chinese ten notify
// verbs × five future markers behind a cue, 45/50, the misses all "更新你"; English twelve verbs × eight
// subjects and cues, 42/48, the misses all a sentence-initial "Going to"); seven near misses after the fix
const probe11: ClassCase[] = [
  mk("zh", "alert", true)("跑完后，我会告诉你。"),
  mk("zh", "alert", true)("明天我再告诉你。"),
  mk("zh", "alert", true)("等部署好，我就告诉你。"),
  mk("zh", "alert", true)("价格回到 3000我第一时间告诉你。"),
  mk("zh", "alert", true)("一会儿，我马上告诉你。"),
  mk("zh", "alert", true)("跑完后我会通知你。"),
  mk("zh", "alert", true)("明天，我再通知你。"),
  mk("zh", "alert", true)("等部署好我就通知你。"),
  mk("zh", "alert", true)("价格回到 3000，我第一时间通知你。"),
  mk("zh", "alert", true)("一会儿我马上通知你。"),
  mk("zh", "alert", true)("跑完后，我会同步给你。"),
  mk("zh", "alert", true)("明天我再同步给你。"),
  mk("zh", "alert", true)("等部署好，我就同步给你。"),
  mk("zh", "alert", true)("价格回到 3000我第一时间同步给你。"),
  mk("zh", "alert", true)("一会儿，我马上同步给你。"),
  mk("zh", "alert", true)("跑完后我会发给你。"),
  mk("zh", "alert", true)("明天，我再发给你。"),
  mk("zh", "alert", true)("等部署好我就发给你。"),
  mk("zh", "alert", true)("价格回到 3000，我第一时间发给你。"),
  mk("zh", "alert", true)("一会儿我马上发给你。"),
  mk("zh", "alert", true)("跑完后，我会跟你说。"),
  mk("zh", "alert", true)("明天我再跟你说。"),
  mk("zh", "alert", true)("等部署好，我就跟你说。"),
  mk("zh", "alert", true)("价格回到 3000我第一时间跟你说。"),
  mk("zh", "alert", true)("一会儿，我马上跟你说。"),
  mk("zh", "alert", true)("跑完后我会汇报给你。"),
  mk("zh", "alert", true)("明天，我再汇报给你。"),
  mk("zh", "alert", true)("等部署好我就汇报给你。"),
  mk("zh", "alert", true)("价格回到 3000，我第一时间汇报给你。"),
  mk("zh", "alert", true)("一会儿我马上汇报给你。"),
  mk("zh", "alert", true)("跑完后，我会提醒你。"),
  mk("zh", "alert", true)("明天我再提醒你。"),
  mk("zh", "alert", true)("等部署好，我就提醒你。"),
  mk("zh", "alert", true)("价格回到 3000我第一时间提醒你。"),
  mk("zh", "alert", true)("一会儿，我马上提醒你。"),
  mk("zh", "alert", true)("跑完后我会回复你。"),
  mk("zh", "alert", true)("明天，我再回复你。"),
  mk("zh", "alert", true)("等部署好我就回复你。"),
  mk("zh", "alert", true)("价格回到 3000，我第一时间回复你。"),
  mk("zh", "alert", true)("一会儿我马上回复你。"),
  mk("zh", "alert", true)("跑完后，我会联系你。"),
  mk("zh", "alert", true)("明天我再联系你。"),
  mk("zh", "alert", true)("等部署好，我就联系你。"),
  mk("zh", "alert", true)("价格回到 3000我第一时间联系你。"),
  mk("zh", "alert", true)("一会儿，我马上联系你。"),
  mk("zh", "alert", true)("跑完后我会更新你。"),
  mk("zh", "alert", true)("明天，我再更新你。"),
  mk("zh", "alert", true)("等部署好我就更新你。"),
  mk("zh", "alert", true)("价格回到 3000，我第一时间更新你。"),
  mk("zh", "alert", true)("一会儿我马上更新你。"),
  mk("zh", "alert", false)("我已经更新你的配置了。"),
  mk("zh", "alert", false)("明天我会更新你们的文档。"),
  mk("zh", "alert", false)("要我跑完后更新你吗？"),
  mk("en", "alert", true)("I'll let you know once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will let you know."),
  mk("en", "alert", true)("I'm going to let you know in an hour."),
  mk("en", "alert", true)("When it's done, we'll let you know."),
  mk("en", "alert", true)("Will ping you as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to ping you."),
  mk("en", "alert", true)("Going to ping you after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna ping you."),
  mk("en", "alert", true)("I'll send you the results once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will send you the results."),
  mk("en", "alert", true)("I'm going to send you the results in an hour."),
  mk("en", "alert", true)("When it's done, we'll send you the results."),
  mk("en", "alert", true)("Will report back as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to report back."),
  mk("en", "alert", true)("Going to report back after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna report back."),
  mk("en", "alert", true)("I'll get back to you once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will get back to you."),
  mk("en", "alert", true)("I'm going to get back to you in an hour."),
  mk("en", "alert", true)("When it's done, we'll get back to you."),
  mk("en", "alert", true)("Will follow up as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to follow up."),
  mk("en", "alert", true)("Going to follow up after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna follow up."),
  mk("en", "alert", true)("I'll circle back once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will circle back."),
  mk("en", "alert", true)("I'm going to circle back in an hour."),
  mk("en", "alert", true)("When it's done, we'll circle back."),
  mk("en", "alert", true)("Will share the numbers as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to share the numbers."),
  mk("en", "alert", true)("Going to share the numbers after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna share the numbers."),
  mk("en", "alert", true)("I'll drop the summary here once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will drop the summary here."),
  mk("en", "alert", true)("I'm going to drop the summary here in an hour."),
  mk("en", "alert", true)("When it's done, we'll drop the summary here."),
  mk("en", "alert", true)("Will update you as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to update you."),
  mk("en", "alert", true)("Going to update you after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna update you."),
  mk("en", "alert", true)("I'll keep you posted once the build finishes."),
  mk("en", "alert", true)("Tomorrow morning, I will keep you posted."),
  mk("en", "alert", true)("I'm going to keep you posted in an hour."),
  mk("en", "alert", true)("When it's done, we'll keep you posted."),
  mk("en", "alert", true)("Will shoot you a message as soon as it lands."),
  mk("en", "alert", true)("Later today, I'll be sure to shoot you a message."),
  mk("en", "alert", true)("Going to shoot you a message after the deploy."),
  mk("en", "alert", true)("By Friday, I'm gonna shoot you a message."),
  mk("en", "third-party", false)("Going to the gym now, talk later."),
  mk("en", "third-party", false)("Going to need your API key for this."),
  mk("en", "third-party", false)("Is it going to rain tomorrow?"),
  mk("en", "third-party", false)("The market is going to open in an hour."),
];

// ---------------------------------------------------------------- twelfth probe (offers, questions, honest "cannot", the user
// acting next, delivered results, third parties, EN/ZH/JA, written blind, scored once before any change: 26/26)
const probe12: ClassCase[] = [
  mk("en", "alert", false)("Want me to ping you when the build finishes?"),
  mk("en", "alert", false)("I can let you know tomorrow if you'd like."),
  mk("en", "alert", false)("Should I remind you at 9?"),
  mk("en", "alert", false)("I can't message you later, so check back in an hour."),
  mk("en", "alert", false)("I'm not able to notify you when it finishes; please check the dashboard."),
  mk("en", "alert", false)("Let me know when the build finishes."),
  mk("en", "alert", false)("Tell me once you've rotated the key."),
  mk("en", "alert", false)("The build finished: all green. Here's the summary."),
  mk("en", "alert", false)("I'd let you know tomorrow, but I have no way to reach you then."),
  mk("en", "alert", false)("Would you like a reminder tomorrow morning?"),
  mk("en", "third-party", false)("If you set up an alert in the app, it will ping you."),
  mk("en", "third-party", false)("Your bank will text you when the payment arrives."),
  mk("zh", "alert", false)("要不要跑完后通知你？"),
  mk("zh", "alert", false)("需要的话我明天可以提醒你。"),
  mk("zh", "alert", false)("我没法之后再联系你，你一小时后回来看看。"),
  mk("zh", "alert", false)("跑完了告诉我一声。"),
  mk("zh", "alert", false)("构建已经完成，结果如下。"),
  mk("zh", "alert", false)("要我明早提醒你吗？"),
  mk("zh", "third-party", false)("银行到账后会短信通知你。"),
  mk("zh", "third-party", false)("如果你在 App 里设置提醒，它会推送给你。"),
  mk("ja", "alert", false)("ビルドが終わったらお知らせしましょうか？"),
  mk("ja", "alert", false)("後でご連絡することはできないので、一時間後にご確認ください。"),
  mk("ja", "alert", false)("終わったら教えてください。"),
  mk("ja", "alert", false)("ビルドは完了しました。結果は以下です。"),
  mk("ja", "alert", false)("明日リマインドしましょうか？"),
  mk("ja", "third-party", false)("銀行から入金の通知が届きます。"),
];

// ---------------------------------------------------------------- thirteenth probe (blind, English, longer replies, scored once
// before any change: 11/12; the miss: "in about an hour" was no time span, only "in about 2 hours"); the
// last eight written after the fix
const probe13: ClassCase[] = [
  mk("en", "alert", true)("Kicked off the full re-index on the replica. It usually takes about 40 minutes — I'll drop the timings here when it's through."),
  mk("en", "alert", true)("Thanks! I'm going to dig through the heap dump tonight and come back with a diagnosis tomorrow."),
  mk("en", "third-party", true)("Noted. Once the vendor replies, I'll forward their answer straight to you."),
  mk("en", "alert", true)("The migration is running in the background. Expect a status update from me in about an hour."),
  mk("en", "alert", true)("I'll keep monitoring the validator and alert you the moment it misses a block."),
  mk("en", "alert", true)("I'll have the full breakdown ready for you by tomorrow's standup."),
  mk("en", "alert", false)("The migration finished in 38 minutes; timings are in the table below."),
  mk("en", "alert", false)("Here's the diagnosis from the heap dump: the cache never evicts, so memory grows without bound."),
  mk("en", "third-party", false)("I can't watch the validator after this conversation ends. Set up an alert in your monitoring tool so you hear about missed blocks."),
  mk("en", "alert", false)("If you want updates while it runs, ask me again in an hour and I'll check the status then."),
  mk("en", "third-party", false)("Your monitoring tool will alert you the moment the validator misses a block."),
  mk("en", "alert", false)("Tomorrow's standup is at 9:30; the breakdown is attached above."),
  mk("en", "alert", false)("Do not expect a status update from me; I cannot message you later."),
  mk("en", "third-party", false)("Expect a status update from the vendor in about an hour."),
  mk("en", "alert", true)("Expect daily updates from us until the incident is closed."),
  mk("en", "alert", false)("I waited about an hour for the build."),
  mk("en", "alert", false)("The build finished in about an hour."),
  mk("en", "alert", false)("Should I ping you in about an hour?"),
  mk("en", "alert", true)("I'll ping you in roughly an hour."),
  mk("en", "alert", true)("I'll ping you in half an hour."),
];

// ---------------------------------------------------------------- fourteenth probe (blind, Chinese and traditional, longer
// replies, scored once before any change: 10/15, the weakest first pass of the session: 找你, 给你一个…,
// 整理给你, 寄给你 were no hand-over, "結果出來" and "查到原因…再" no condition); the last seven written
// after the fix
const probe14: ClassCase[] = [
  mk("zh", "alert", true)("回测已经在跑了，大概 40 分钟，跑完我把收益曲线和回撤一起发你。"),
  mk("zh", "alert", true)("好的，我先去看一下日志，查到原因再来找你。"),
  mk("zh", "alert", true)("这个问题我记下了，明天上午给你一个完整的方案。"),
  mk("zh", "alert", true)("链上数据我会持续跟踪，一旦有大额转账就马上通知你。"),
  mk("zh", "alert", true)("等交易所公告出来，我第一时间整理给你。"),
  mk("zh-tw", "alert", true)("我這邊先跑一下壓測，結果出來再跟你講。"),
  mk("zh-tw", "alert", true)("稍後我會把完整的報告寄給你。"),
  mk("zh", "alert", false)("回测跑完了，收益曲线和回撤如下。"),
  mk("zh", "alert", false)("日志里的原因是配置文件缺了一个字段，改完就好了。"),
  mk("zh", "third-party", false)("链上大额转账的提醒需要你在钱包 App 里打开，它会推送给你。"),
  mk("zh", "third-party", false)("交易所公告出来后，App 会推送通知给你。"),
  mk("zh", "alert", false)("你查到原因之后再来找我就行。"),
  mk("zh", "alert", false)("我没办法之后主动联系你，建议你一小时后再来问我。"),
  mk("zh-tw", "alert", false)("壓測結果如下：p99 延遲 120 ms。"),
  mk("zh-tw", "alert", false)("報告我已經寄給你了，請查收。"),
  mk("zh", "alert", false)("我给你一个建议：先把杠杆降下来。"),
  mk("zh", "alert", false)("给你一个例子：先写测试再改代码。"),
  mk("zh", "alert", false)("结果出来了：全部通过。"),
  mk("zh", "alert", false)("查到原因了：配置文件缺字段。"),
  mk("zh", "alert", false)("你查到原因再来找我。"),
  mk("zh", "alert", false)("要我明天给你一个方案吗？"),
  mk("zh", "alert", true)("查完日志我再来找你。"),
];

// ---------------------------------------------------------------- fifteenth probe (blind, Chinese, longer replies, scored once
// before any change: 10/14; fixed: "下周一之前我…" read as the past, "部署好了/整理完了" no condition, "给你过
// 一遍" no hand-over; left out: "好了我在这里回复你" (a bare 好了 is also "alright, …") and "我再帮你复盘一下"
// (work for the user, not a message to them)); the last five written after the fix
const probe15: ClassCase[] = [
  mk("zh", "alert", true)("我先把这几个合约的历史数据拉下来，整理完了再给你过一遍。"),
  mk("zh", "alert", true)("我去问一下链上的朋友，有消息了跟你说。"),
  mk("zh", "alert", true)("下周一之前我把迁移方案写好发你。"),
  mk("zh", "alert", true)("这个 bug 我今晚修，修好了告诉你。"),
  mk("zh-tw", "alert", true)("我會再觀察兩天，有變化會第一時間跟你說。"),
  mk("zh", "alert", false)("数据拉下来了，整理好的表格在下面。"),
  mk("zh", "alert", false)("部署完成，现在可以访问了。"),
  mk("zh", "alert", false)("你问问链上的朋友，有消息了告诉我。"),
  mk("zh", "alert", false)("迁移方案已经写好，就在上面。"),
  mk("zh", "alert", false)("这个 bug 已经修好，测试也过了。"),
  mk("zh", "alert", false)("行情稳定后你可以自己复盘，方法如下。"),
  mk("zh-tw", "alert", false)("我沒辦法之後主動通知你，兩天後你可以再來問我。"),
  mk("zh", "alert", false)("部署好了，我已经回复你了。"),
  mk("zh", "alert", false)("跑完了，我告诉你结果：全部通过。"),
  mk("zh", "alert", false)("我给你过一遍代码：第一步……"),
  mk("zh", "alert", false)("要我部署好了再回复你吗？"),
  mk("zh", "alert", false)("之前我提醒过你明天要交报告。"),
];

// ---------------------------------------------------------------- sixteenth probe (blind, Chinese, longer replies, scored once
// before any change: 11/14; the misses were lexicon words: 翻译/丢 … 给你 as HAND_OVER, 跟你聊聊 as NOTIFY,
// 回头/周末/周一 as TIME); the last five written after the fix
const probe16: ClassCase[] = [
  mk("zh", "alert", true)("我这边先把报表跑出来，晚上八点前同步到群里。"),
  mk("zh", "alert", true)("明早开盘前我会把持仓风险点列一下发群里。"),
  mk("zh", "alert", true)("接口文档我下午补齐，补完在这个对话里贴给你。"),
  mk("zh", "alert", true)("等审计报告出来，我挑重点翻译一下给你。"),
  mk("zh", "alert", true)("回头我把测试覆盖率的截图丢给你。"),
  mk("zh", "alert", true)("稍等一下，查完了我回来告诉你。"),
  mk("zh", "alert", true)("我这周末把白皮书读完，周一跟你聊聊结论。"),
  mk("zh", "alert", false)("报表跑出来了，已经同步到群里。"),
  mk("zh", "alert", false)("持仓风险点如下：一、杠杆过高；二、集中度高。"),
  mk("zh", "alert", false)("接口文档已经补齐，贴在下面了。"),
  mk("zh", "third-party", false)("审计报告出来后，项目方会在官网公布。"),
  mk("zh", "alert", false)("测试覆盖率截图在上面。"),
  mk("zh", "alert", false)("你周一有空的话，我们可以聊聊结论？"),
  mk("zh", "alert", false)("白皮书的结论我已经读完了，总结如下。"),
  mk("zh", "alert", false)("我把截图丢给你了，在上面。"),
  mk("zh", "alert", false)("要不要我翻译一下给你？"),
  mk("zh", "alert", false)("周一你有空的话跟你聊聊？"),
  mk("zh", "alert", false)("你把日志丢给我，我来看。"),
  mk("zh", "alert", false)("这是我翻译给你的版本：……"),
];

// ---------------------------------------------------------------- seventeenth probe (blind, Chinese and Japanese, longer
// replies, scored once before any change: Chinese 12/13, the miss "写成文档给你" (写 was no HAND_OVER);
// Japanese 9/11, "お渡しします" was no notify noun, and "確認してから…お送りします" is left out: a て-form
// "then" as a condition also caught replies that deliver the result in the same reply (measured, reverted));
// the last five written after the fix
const probe17: ClassCase[] = [
  mk("zh", "alert", true)("压测我挂在后台跑着，明早出结果后第一时间同步。"),
  mk("zh", "alert", true)("数据源的问题我去跟运维确认，有回音了马上回你。"),
  mk("zh", "alert", true)("这两个方案我再对比一下，今晚给你答复。"),
  mk("zh", "alert", true)("我会继续盯着 gas 费，降到 20 以下就喊你。"),
  mk("zh", "alert", true)("等合约审计通过，我再把部署步骤写成文档给你。"),
  mk("zh", "alert", true)("先这样，我晚点把会议纪要补上发你。"),
  mk("zh", "alert", false)("压测结果已经出来了：QPS 峰值 3200。"),
  mk("zh", "alert", false)("运维那边回复说数据源没问题。"),
  mk("zh", "alert", false)("两个方案的对比如下表。"),
  mk("zh", "alert", false)("gas 费现在是 18 gwei，可以操作了。"),
  mk("zh", "alert", false)("部署步骤已经写成文档，见附件。"),
  mk("zh", "alert", false)("会议纪要我已经发你了，请查收。"),
  mk("zh", "alert", false)("你晚点有空再把会议纪要补上就行。"),
  mk("zh", "alert", false)("我写给你看：第一步安装依赖。"),
  mk("zh", "alert", false)("要我把部署步骤写成文档给你吗？"),
  mk("zh", "alert", false)("部署步骤我已经写成文档给你了。"),
  mk("ja", "alert", true)("ベンダーから返事が来たら、内容を転送しますね。"),
  mk("ja", "alert", true)("今夜中に修正版を用意して、こちらに貼ります。"),
  mk("ja", "alert", true)("週明けにもう一度数字を見直して、ご報告いたします。"),
  mk("ja", "alert", true)("監査レポートが出たら要点を翻訳してお渡しします。"),
  mk("ja", "alert", false)("ログを確認しました。原因は設定ファイルの欠落です。"),
  mk("ja", "alert", false)("ベンダーからの返事を転送しました。"),
  mk("ja", "alert", false)("修正版を用意しました。以下に貼ります。"),
  mk("ja", "alert", false)("数字を見直しました。結果は以下のとおりです。"),
  mk("ja", "alert", false)("監査レポートの要点を翻訳しましたので、ご確認ください。"),
  mk("ja", "third-party", false)("取引所から確認メールが届くはずです。"),
  mk("ja", "alert", false)("資料は先ほどお渡ししました。"),
  mk("ja", "alert", false)("確認してからお送りしましょうか？"),
];

// ---------------------------------------------------------------- eighteenth probe (blind, Chinese, longer replies, scored once
// before any change: 8/12; fixed: 整理好之后 and 复现出来了 as conditions, 贴上来 as a notice; left out: "我这边
// 把几个交易所的资金费率汇总一下，待会儿贴上来" (交易所 after 把 is the object, but the third-party check reads it
// as the subject) and "等你那边的权限开通，…部署完通知你" (the user acts first, by design)); the last seven
// written after the fix
const probe18: ClassCase[] = [
  mk("zh", "alert", true)("新版本的 changelog 我整理好之后会发到群里。"),
  mk("zh", "alert", true)("今晚我把这几个钱包的链上记录扫一遍，明天跟你说有没有异常。"),
  mk("zh", "alert", true)("这个接口报错我先复现一下，复现出来了告诉你原因。"),
  mk("zh", "alert", true)("合约地址我核实完再发你，稍等。"),
  mk("zh", "alert", false)("资金费率汇总如下表，已经贴上来了。"),
  mk("zh", "alert", false)("changelog 已经发到群里了。"),
  mk("zh", "alert", false)("钱包链上记录扫完了，没有异常。"),
  mk("zh", "alert", false)("接口报错的原因是 token 过期，刷新一下就好。"),
  mk("zh", "alert", false)("合约地址是 0xabc…，已经核实过。"),
  mk("zh", "alert", false)("你那边权限开通后告诉我，我再部署。"),
  mk("zh", "alert", false)("资金费率汇总已经贴上来了。"),
  mk("zh", "alert", false)("要不要我待会儿贴上来？"),
  mk("zh", "alert", false)("你整理好之后发到群里就行。"),
  mk("zh", "alert", false)("复现出来了：是 token 过期。"),
  mk("zh", "alert", false)("我整理好之后已经发到群里了。"),
  mk("zh", "alert", false)("价格跑上来了，现在 3100。"),
  mk("zh", "alert", true)("我待会儿把汇总贴上来。"),
];

// Nineteenth probe (blind, Chinese and traditional, longer replies), scored once before any change:
// 29/34, every pass right. Misses: "再跟你讨论", "再给你回个消息", "下午做完一起给你" (a verb after 跟你 / 给你
// that no list held), "价格到了 3000 我会提醒你" and "等美股开盘，" (conditions). Left out: "弄完了发个 PR
// 链接过来" (发…过来 is most often the user sending, "把日志发过来").
const probe19: ClassCase[] = [
  mk("zh", "alert", true)("我看了一下你的持仓，ETH 仓位的杠杆有点高。\n我先盯着资金费率，等它转负了我马上跟你说。"),
  mk("zh", "alert", false)("这个 bug 我已经能复现了，根因在缓存层，修复已经提交在 PR #42 里，你看一下。"),
  mk("zh", "alert", true)("数据我还在拉，币安的接口限流比较严。全部拉完我再把汇总表格发到这里。"),
  mk("zh", "alert", true)("好的，我帮你关注这个空投的快照时间，一有官方公告我就第一时间告诉你。"),
  mk("zh", "alert", false)("空投的快照时间官方还没公布，你可以关注他们的推特，一般会提前一周公告。"),
  mk("zh", "alert", true)("回测大概要跑四十分钟，跑完我会把夏普比率和最大回撤一起贴给你。"),
  mk("zh", "alert", false)("回测跑完了：夏普 1.8，最大回撤 12%，详细曲线在下面的表里。"),
  mk("zh", "alert", true)("我明天上午再查一遍链上数据，有变化的话会同步到这个对话里。"),
  mk("zh", "alert", false)("如果你想要每天的链上数据汇总，我可以帮你设一个定时任务，要不要？"),
  mk("zh", "alert", true)("模型还在训练，预计两个小时后结束，结束后我把评估结果整理一份发你。"),
  mk("zh-tw", "alert", true)("這個合約我還在審計，重入的部分看完之後，我會把完整的報告傳給你。"),
  mk("zh-tw", "alert", false)("這個合約我審計完了，重入的部分沒有問題，完整報告如下。"),
  mk("zh-tw", "alert", true)("匯率的部分我晚點再幫你算一次，算好了回來跟你說。"),
  mk("zh", "alert", false)("匯率的部分我剛算好了：1 USD = 7.24 CNY，手續費另計。"),
  mk("mixed", "mixed", true)("部署正在进行中，Vercel 那边需要几分钟。部署成功以后我会回来确认一下页面，再给你回个消息。"),
  mk("zh", "alert", false)("部署已经完成，页面我也确认过了，可以正常访问。"),
  mk("zh", "alert", true)("我先去翻一下历史交易记录，整理出来以后跟你汇报。"),
  mk("zh", "alert", false)("历史交易记录我已经整理好了，一共 37 笔，盈亏情况见下表。"),
  mk("zh", "alert", true)("这个问题我需要再想一想，明天给你一个更完整的方案。"),
  mk("mixed", "mixed", false)("这个问题比较复杂，我需要更多信息：你用的是哪个版本的 Node？"),
  mk("zh", "alert", true)("翻译我先做前半部分，后半部分下午做完一起给你。"),
  mk("zh", "alert", true)("价格到了 3000 我会提醒你的，放心。"),
  mk("zh", "alert", false)("价格到了 3000 交易所会给你发推送，你在 App 里打开提醒就行。"),
  mk("zh", "alert", true)("我这边先把依赖升级一下，跑一遍测试，有结果了告诉你。"),
  mk("zh", "alert", false)("依赖升级完了，测试全部通过，结果如下。"),
  mk("zh", "alert", true)("稍等一下，我去查查这个地址的交易历史，查完回你。"),
  mk("zh", "alert", false)("我查了这个地址的交易历史，它在三天前转出了 200 ETH。"),
  mk("zh", "alert", true)("周报我周五之前写好发给你。"),
  mk("mixed", "mixed", false)("周报已经写好了，放在 docs/weekly.md 里。"),
  mk("zh", "alert", true)("等美股开盘，我看一下英伟达的走势，再跟你讨论要不要加仓。"),
  mk("zh", "alert", false)("美股开盘后英伟达涨了 3%，目前在 142 美元附近。"),
  mk("zh", "alert", true)("我会持续跟踪这几个钱包地址，有大额转账就通知你。"),
  mk("mixed", "mixed", false)("这几个钱包地址的大额转账你可以用 Arkham 设置提醒，它会邮件通知你。"),
];

// Twentieth probe (blind, English, Japanese and mixed), scored once before any change: 25/28, every pass
// right. Misses: "PR 开好了 ping 你" (a Chinese condition in a mixed sentence: the tag rows read only
// the lexicon's cue words), "URL をシェアしますね", "再 post 到这个 thread".
const probe20: ClassCase[] = [
  mk("ja", "alert", true)("ログを見た感じ、メモリリークっぽいです。原因を特定できたら改めてご連絡しますね。"),
  mk("ja", "alert", false)("ログを見た感じ、メモリリークです。原因は接続プールの解放漏れで、修正は以下のとおりです。"),
  mk("ja", "alert", true)("明日の朝、もう一度価格をチェックして、変化があればお伝えします。"),
  mk("mixed", "mixed", false)("価格は毎朝 Binance のアプリから通知が届くように設定できます。"),
  mk("ja", "alert", true)("バックテストは 30 分ほどかかります。終わり次第、結果をこちらに貼りますね。"),
  mk("ja", "alert", false)("バックテストが終わりました。結果はこちらです：シャープレシオ 1.6。"),
  mk("ja", "alert", true)("翻訳の残りは今夜中に仕上げて、お送りします。"),
  mk("ja", "alert", false)("翻訳はすべて終わりました。下に全文を貼っておきます。"),
  mk("en", "alert", true)("I'm pulling the funding rates now — give me a few minutes and I'll drop the table here."),
  mk("en", "alert", false)("I pulled the funding rates; the table is below. Binance is the only venue with negative funding."),
  mk("en", "alert", true)("The migration is running in the background. Once it's through I'll double-check row counts and report back."),
  mk("en", "alert", false)("The migration finished and row counts match on both sides (4,211,902 rows)."),
  mk("en", "alert", true)("Let me look into why the webhook is timing out; I'll come back with a fix later today."),
  mk("en", "alert", false)("If you'd like, I can look into why the webhook is timing out later today."),
  mk("en", "alert", true)("I'll keep an eye on the gas price and ping you when it dips below 20 gwei."),
  mk("en", "alert", false)("Gas is at 18 gwei right now, which is a good time to bridge."),
  mk("en", "alert", true)("Build is green on my side. I'll circle back tomorrow with the perf numbers."),
  mk("en", "alert", false)("Build is green. The perf numbers are in the table above: p50 12 ms, p99 40 ms."),
  mk("mixed", "mixed", true)("CI 跑完之后我再把 coverage report 发给你。"),
  mk("mixed", "mixed", false)("CI 跑完了，coverage 是 87%，report 在 artifacts 里。"),
  mk("mixed", "mixed", true)("dashboard の数字、明日もう一回見て、おかしかったら連絡します。"),
  mk("mixed", "mixed", false)("dashboard の数字は、Grafana が毎朝 Slack に送ってくれます。"),
  mk("mixed", "mixed", true)("我先把 README 改一下，PR 开好了 ping 你 review。"),
  mk("mixed", "mixed", false)("PR 已经开好了：#128，你有空 review 一下就行。"),
  mk("mixed", "mixed", true)("Deploy 完成したら、URL をシェアしますね。"),
  mk("mixed", "mixed", false)("Deploy 完了しました。URL はこちらです：https://example.com"),
  mk("mixed", "mixed", true)("等下我把 benchmark 的结果 summarize 一下，再 post 到这个 thread。"),
  mk("mixed", "mixed", false)("benchmark 的结果我 summarize 好了，就在下面。"),
];

// Twenty-first probe (blind, Chinese, Japanese, English), scored once after the fixes for probes 19 and 20:
// 31/34, every pass right. Misses: "把三个交易所的资金费率…" and "API 那边的限流规则" (a third party as
// object or owner read as the subject), "弄好了截图给你". Left out: "等你那边权限开好以后不用通知我，
// 我…检查到了就跟你说" (the user acts first, by design).
const probe21: ClassCase[] = [
  mk("zh", "alert", true)("我这边先把三个交易所的资金费率拉下来做个对比，弄好了截图给你。"),
  mk("mixed", "mixed", false)("三个交易所的资金费率对比如下：Binance 0.01%，OKX 0.008%，Bybit 0.012%。"),
  mk("zh", "alert", true)("今天先到这里，明早开盘前我再帮你过一遍持仓，有需要调整的地方会提前跟你打招呼。"),
  mk("zh", "alert", false)("今天先到这里。明早开盘前你可以自己过一遍持仓，有问题随时问我。"),
  mk("zh", "alert", true)("链上那笔转账还没确认，大概还要等六个区块，确认了我第一时间截图发你。"),
  mk("zh", "alert", false)("链上那笔转账已经确认了，区块高度 19,822,113，截图见上。"),
  mk("zh-tw", "alert", true)("這份財報我晚上仔細讀完，明天早上整理重點給你。"),
  mk("zh-tw", "alert", false)("這份財報的重點我整理好了：營收成長 12%，毛利率下滑 1.5 個百分點。"),
  mk("zh", "alert", true)("好，我去问一下 API 那边的限流规则，问清楚了回来跟你讲。"),
  mk("zh", "alert", false)("API 的限流规则是每分钟 1200 次请求，超了会返回 429。"),
  mk("zh", "alert", true)("新合约部署到测试网以后，我跑一遍集成测试，把结果同步在这个群里。"),
  mk("zh", "alert", false)("新合约已经部署到测试网，集成测试也跑完了，全部通过，结果在群里。"),
  mk("zh", "alert", true)("你先休息，我把剩下的数据清洗完，结果出来之前不会打扰你，出来了第一时间通知。"),
  mk("mixed", "mixed", false)("数据清洗完了，一共去掉了 3% 的异常值，清洗后的文件在 data/clean.csv。"),
  mk("zh", "alert", true)("这周五之前，我把竞品分析的初稿给你过目。"),
  mk("zh", "alert", false)("竞品分析的初稿在下面，你过目一下，有意见随时提。"),
  mk("zh", "alert", true)("我先观察一下 BTC 在 9 万附近的表现，如果跌破支撑位，我马上跟你同步止损方案。"),
  mk("zh", "alert", false)("BTC 在 9 万附近有较强支撑，如果跌破，可以考虑在 8.8 万设止损。"),
  mk("zh", "alert", false)("等你那边权限开好以后告诉我，我再继续部署。"),
  mk("mixed", "mixed", true)("PR review 我下午看，看完留言给你。"),
  mk("mixed", "mixed", false)("PR review 看完了，我在 PR 里留了三条评论。"),
  mk("ja", "alert", true)("これから負荷テストを回します。1 時間ほどで終わるので、終わったら結果をまとめてお伝えします。"),
  mk("ja", "alert", false)("負荷テストが終わりました。p99 は 180ms で、目標の 200ms を下回っています。"),
  mk("en", "alert", true)("I'll run the full regression suite overnight and send over a summary first thing tomorrow."),
  mk("en", "alert", false)("The full regression suite ran overnight; the summary is attached below."),
  mk("en", "alert", true)("Once the indexer catches up, I'll re-run the query and share the numbers in this thread."),
  mk("en", "alert", false)("The indexer caught up and I re-ran the query: 14,212 matching rows."),
  mk("zh", "alert", true)("先让我把日志过滤一下，找到关键报错之后 DM 你。"),
  mk("mixed", "mixed", false)("日志过滤好了，关键报错是 ECONNRESET，出现了 37 次。"),
  mk("zh", "alert", true)("我会在今晚 10 点前把修好的版本推上去，推完给你发个消息。"),
  mk("mixed", "mixed", false)("修好的版本已经推上去了，commit 是 a1b2c3d。"),
  mk("zh", "alert", true)("收盘后我再复盘一下今天的交易，复盘完写个总结给你。"),
  mk("zh", "alert", false)("今天的交易复盘：三笔盈利，一笔止损，总体 +2.3%。"),
];

// Twenty-second and twenty-third probes (written for false blocks of the recipient rule of 5e8210e: 跟你 /
// 给你 / 和你 + a verb that is not a notice, with a time or condition), scored once before the mend:
// 21/24 ("我给你改好的版本", "用户就能在设置里给你留言", "跟你团队的人") and 18/20 ("报告给你的同事", older;
// "我没法提前跟你保证"). Now 24/24 and 20/20.
const probe22: ClassCase[] = [
  mk("zh", "alert", false)("明天开盘后，我给你的建议是先观望。"),
  mk("zh", "alert", false)("这个方案和你昨天说的一致，部署完成后就能生效。"),
  mk("zh", "alert", false)("部署完成后，跟你之前的配置相比，内存占用少了一半。"),
  mk("zh", "alert", false)("完成后系统会给你发一封确认邮件。"),
  mk("zh", "alert", false)("升级完成后，它会给你显示新的界面。"),
  mk("zh", "alert", false)("下周起交易所会跟你收取新的手续费。"),
  mk("zh", "alert", false)("等会儿你刷新一下页面，就能看到我给你改好的版本了。"),
  mk("zh", "alert", false)("如果明天还有问题，你可以直接跟我说，我帮你看。"),
  mk("mixed", "mixed", false)("我刚才跟你说的那个脚本，跑完之后会在 output 目录生成报告。"),
  mk("zh", "alert", false)("这个报错跟你的网络有关，重启路由器后应该就好了。"),
  mk("zh", "alert", false)("上线之后，用户就能在设置里给你留言了。"),
  mk("zh", "alert", false)("明天的会议我已经跟你的同事确认过了，时间不变。"),
  mk("zh", "alert", false)("稍后你会在邮箱里收到交易所给你发的验证码。"),
  mk("zh", "alert", false)("部署好了，给你看一下效果：页面加载时间从 3 秒降到了 0.8 秒。"),
  mk("mixed", "mixed", false)("简单跟你解释一下：跑完之后，脚本会把结果写到 data/out.json。"),
  mk("zh", "alert", false)("你明天有空的话，跟你团队的人一起看看这个方案。"),
  mk("zh", "alert", false)("这个功能上线以后，会自动给你推送每日的持仓报告，不需要你手动操作。"),
  mk("zh", "alert", false)("我已经把报告发给你了，明天你看完有问题再说。"),
  mk("zh", "alert", false)("回测结果已经给你整理成表格了，见下方。"),
  mk("zh", "alert", false)("等你确认后，我再给你部署到生产环境。"),
  mk("zh", "alert", false)("明早九点的提醒已经给你设好了，到时候会准时推送。"),
  mk("zh", "alert", false)("先跟你同步一下进度：数据已经拉完了，明天开始做清洗。"),
  mk("zh", "alert", false)("好的，晚点你有空了再跟我说就行。"),
  mk("zh", "alert", false)("下次你遇到这种情况，可以先跟客服确认一下。"),
  mk("zh", "alert", false)("部署完成后，页面会比你之前看到的快很多，这是我给你优化过的版本。"),
  mk("zh", "alert", false)("明天开始，交易所会给你的账户开放合约权限。"),
  mk("zh", "alert", false)("我们昨天跟你确认过的参数，今晚会生效。"),
  mk("zh", "alert", false)("等你下单以后，券商会给你发成交回报。"),
  mk("zh", "alert", false)("上线之后，你的客户就可以给你发消息了。"),
  mk("zh", "alert", false)("跑完之后和你上周的结果差不多，胜率 58%。"),
  mk("zh", "alert", false)("这个 bug 跟你的代码无关，是依赖库的问题，升级到 2.3 之后就好了。"),
  mk("zh", "alert", false)("如果你明天要去见客户，可以把这份报告给你的同事先看一下。"),
  mk("zh", "alert", false)("明天的行情我没法提前跟你保证，只能说风险比较大。"),
  mk("zh", "alert", false)("之后遇到同样的问题，可以参考我给你写的这份排查文档。"),
  mk("zh", "alert", false)("稍后你登录后台，能看到我们给你开通的测试账号。"),
  mk("zh", "alert", false)("到时候 App 会给你推送一条通知。"),
  mk("zh", "alert", false)("完成以后他会给你打电话。"),
  mk("zh", "alert", false)("我给你列一下今天的安排：上午开会，下午写代码，晚上复盘。"),
  mk("zh-tw", "alert", true)("等 CI 跑完，我再给你贴一下覆盖率。"),
  mk("zh", "alert", true)("行情有变化的话，我会及时跟你同步。"),
  mk("zh", "alert", true)("你先去忙，我这边整理完再和你对一下细节。"),
  mk("zh", "alert", true)("合约审计报告我明天中午前给你。"),
  mk("zh", "alert", true)("今晚我把数据跑一遍，明早跟你过一下结论。"),
  mk("zh", "alert", true)("搞定之后我给你发个截图确认一下。"),
];

// Twenty-fourth probe (blind, Japanese, traditional Chinese, English, longer replies), scored once before
// any change: 29/30, every pass right. Miss: "明天一早寄到你的信箱" (sent to the user's own place).
const probe24: ClassCase[] = [
  mk("ja", "alert", true)("承知しました。まずは依存関係を更新して、テストが全部通るか確認します。結果が出たらこちらでご報告しますね。"),
  mk("ja", "alert", false)("承知しました。依存関係を更新して、テストが全部通ることを確認しました。結果は以下のとおりです。"),
  mk("ja", "alert", true)("API のレート制限について、サポートに問い合わせ中です。返事が来たら内容を共有しますね。"),
  mk("ja", "alert", false)("API のレート制限について、サポートから返事が来ました。1 分あたり 600 リクエストだそうです。"),
  mk("ja", "alert", true)("夜間バッチの結果は明朝確認して、問題があればすぐ連絡します。"),
  mk("mixed", "mixed", false)("夜間バッチは毎朝 6 時に Slack へ自動でレポートが送られます。"),
  mk("ja", "alert", true)("今から本番環境に反映します。完了次第、動作確認の結果を送りますね。"),
  mk("ja", "alert", false)("本番環境への反映が完了し、動作確認も問題ありませんでした。"),
  mk("ja", "alert", true)("了解です。来週の月曜までに見積もりを作って、メールでお送りします。"),
  mk("mixed", "mixed", false)("見積もりを作りました。添付の PDF をご確認ください。"),
  mk("ja", "alert", true)("ちょっと調べてみます。分かり次第お伝えしますので、少々お待ちください。"),
  mk("ja", "alert", false)("調べてみましたが、原因はキャッシュの設定でした。設定を変えれば解決します。"),
  mk("ja", "alert", true)("ETH の価格が 3,000 ドルを割ったら、すぐにお知らせします。"),
  mk("ja", "alert", false)("ETH の価格が 3,000 ドルを割ったら、取引所のアプリから通知が届きます。"),
  mk("ja", "alert", true)("翻訳ツールのジョブが終わったら、訳文をこのスレッドに貼っておきます。"),
  mk("ja", "alert", false)("翻訳ツールのジョブが終わりました。訳文は下に貼っておきます。"),
  mk("zh-tw", "alert", true)("這個問題我需要再查一下，查到原因後第一時間回覆你。"),
  mk("zh-tw", "alert", false)("這個問題的原因是 DNS 設定錯誤，改完之後就恢復正常了。"),
  mk("zh-tw", "alert", true)("報表我今晚整理好，明天一早寄到你的信箱。"),
  mk("zh-tw", "alert", false)("報表已經整理好並寄到你的信箱了，請查收。"),
  mk("zh-tw", "alert", true)("我會持續關注這個提案的投票狀況，結果出來再通知你。"),
  mk("zh-tw", "alert", false)("這個提案的投票已經結束，贊成票佔 78%，提案通過。"),
  mk("zh-tw", "alert", true)("等官方公布新的費率後，我再幫你重新算一次成本，算好跟你說。"),
  mk("zh-tw", "alert", false)("官方公布新的費率後，交易所會寄信通知所有用戶。"),
  mk("en", "alert", true)("I need to wait for the nightly snapshot before I can compare the balances — I'll get back to you with the diff in the morning."),
  mk("en", "alert", false)("I compared the balances against last night's snapshot; the diff is in the table below."),
  mk("en", "alert", true)("Still waiting on the vendor's reply about the SLA. As soon as they respond, I'll forward the details to you."),
  mk("en", "alert", false)("The vendor replied about the SLA: 99.9% monthly uptime, with credits below that."),
  mk("en", "alert", true)("The scraper is about halfway through. I'll check on it again in an hour and let you know where it stands."),
  mk("en", "alert", false)("The scraper finished; it collected 12,400 listings, saved to data/listings.csv."),
];

// Twenty-fifth probe (blind, mixed languages: Chinese or Japanese with English words), scored once before any
// change: 17/20, every pass right. Misses: "有任何 movement 都会通知你" (a whenever-condition), "変化があれば
// DM します", "review お願いするときに mention しますね" (DM / mention as Japanese notify verbs).
const probe25: ClassCase[] = [
  mk("mixed", "mixed", true)("OK，我先 run 一下 backtest，大概 30 min，跑完 share 结果给你。"),
  mk("mixed", "mixed", false)("OK，backtest 跑完了，Sharpe 1.4，结果 share 在下面。"),
  mk("mixed", "mixed", true)("这个 issue 我 reproduce 出来了，fix 明天 push，push 完 ping 你。"),
  mk("mixed", "mixed", false)("这个 issue 我 reproduce 出来了，fix 已经 push 到 main，CI 是 green 的。"),
  mk("mixed", "mixed", true)("Let me 查一下 on-chain data，有 update 我再 DM 你。"),
  mk("mixed", "mixed", false)("我查了一下 on-chain data：过去 24h 没有大额 outflow。"),
  mk("mixed", "mixed", true)("等 Fed 的 announcement 出来，I'll 第一时间 summarize 给你。"),
  mk("mixed", "mixed", false)("Fed 的 announcement 已经出来了：利率不变，summary 如下。"),
  mk("mixed", "mixed", true)("I'll keep monitoring 这个 wallet，有任何 movement 都会通知你。"),
  mk("mixed", "mixed", false)("这个 wallet 可以用 Etherscan 的 watchlist 功能 monitor，有 movement 它会 email 你。"),
  mk("mixed", "mixed", true)("デプロイが終わったら、Slack で ping しますね。log もあわせて share します。"),
  mk("mixed", "mixed", false)("デプロイは終わりました。Slack に log を share してあります。"),
  mk("mixed", "mixed", true)("明日の morning に、もう一度 funding rate を check して、変化があれば DM します。"),
  mk("mixed", "mixed", false)("funding rate は先ほど check しました。変化はありません。"),
  mk("mixed", "mixed", true)("PR は今日中に open するので、review お願いするときに mention しますね。"),
  mk("mixed", "mixed", false)("PR を open しました：#231。review をお願いします。"),
  mk("mixed", "mixed", true)("Data 清洗完之后 I'll send over the cleaned CSV。"),
  mk("mixed", "mixed", false)("Data 清洗完了，cleaned CSV 在 data/clean.csv。"),
  mk("mixed", "mixed", true)("我这边 deploy 到 staging 之后会再 verify 一遍，OK 的话 let you know。"),
  mk("mixed", "mixed", false)("已经 deploy 到 staging 并 verify 过了，一切正常。"),
];

// Twenty-sixth probe (blind, Chinese and traditional: third parties, features, registered reminders, and the
// agent following up on the same things), scored once before any change: 18/20. False block: "币价跌破…时，
// App 就会提醒你" (就 inside the subject read as a clause end; older). Miss: "到账了马上告诉你".
const probe26: ClassCase[] = [
  mk("zh", "third-party", false)("提现申请提交后，平台审核通过就会发短信告诉你结果。"),
  mk("zh", "third-party", false)("你的订单发货以后，商家会在 App 里通知你物流单号。"),
  mk("zh", "third-party", false)("挂号成功后，医院会提前一天打电话提醒你就诊时间。"),
  mk("zh", "third-party", false)("基金赎回到账以后，券商会推送消息给你。"),
  mk("zh-tw", "third-party", false)("這個提醒功能會在你設定的時間自動推播通知。"),
  mk("zh-tw", "third-party", false)("簽證審核完成後，大使館會用郵件通知你領取。"),
  mk("zh", "third-party", false)("每天早上 8 点的行情提醒之前已经设置过了，明天也会照常推送。"),
  mk("zh", "third-party", false)("考试成绩出来后，学校会在官网公布，也会短信通知你。"),
  mk("zh", "third-party", false)("合约到期前三天，交易所会发邮件提醒你移仓。"),
  mk("zh", "third-party", false)("你的快递明天到，快递小哥会提前打电话给你。"),
  mk("zh", "third-party", false)("打开价格预警后，币价跌破你设定的价位时，App 就会提醒你。"),
  mk("mixed", "third-party", false)("以後每次有新版本，GitHub 會自動發信通知你。"),
  mk("zh", "third-party", false)("你在设置里打开「每日摘要」后，系统每天早上会把摘要发给你。"),
  mk("zh", "third-party", false)("房东说下周会来修热水器，到时候他会先给你打电话。"),
  mk("zh", "third-party", false)("这个机器人每隔一小时会检查一次价格，有变化就会私信你。"),
  mk("zh", "alert", true)("我会帮你盯着这笔提现，到账了马上告诉你。"),
  mk("zh", "alert", true)("你的订单我帮你跟进，商家发货以后我第一时间通知你。"),
  mk("zh", "alert", true)("考试成绩我明天上午帮你查，查到了跟你说。"),
  mk("zh", "alert", true)("新版本发布后，我会帮你看一下更新日志，有重要变化再提醒你。"),
  mk("zh", "alert", true)("房东那边我下午再催一下，有回复就告诉你。"),
];

// Twenty-seventh probe (blind, English, longer replies: promises, scheduled follow-ups, offers, third parties,
// an honest "I can't"), scored once before any change: 18/20, every pass right. Misses: "expect a write-up from
// me by tomorrow noon" (the row listed the nouns one may expect), "I'll forward you their answer".
const probe27: ClassCase[] = [
  mk("en", "alert", true)("The export is about 60% done. I'll ping you the moment it finishes so you can grab the file."),
  mk("en", "alert", false)("The export finished; the file is at exports/2026-12-02.csv (48 MB)."),
  mk("en", "alert", true)("I've kicked off the reindex. It usually takes 20-30 minutes — I'll report back with the timings once it's complete."),
  mk("en", "alert", false)("I've kicked off the reindex with a scheduled follow-up that will post the timings here when it completes."),
  mk("en", "alert", true)("Let me dig through the auth logs tonight; expect a write-up from me by tomorrow noon."),
  mk("en", "alert", false)("I dug through the auth logs; the write-up is below."),
  mk("en", "alert", true)("I'm going to keep polling the bridge contract and will give you a shout as soon as the funds land."),
  mk("en", "alert", false)("The bridge contract shows the funds landed 4 minutes ago (tx 0xab…12)."),
  mk("en", "alert", true)("We'll circle back on the pricing question after the Thursday sync."),
  mk("en", "alert", false)("The pricing question is on the agenda for Thursday's sync with the finance team; they'll share the numbers there."),
  mk("en", "alert", true)("I'll draft the migration plan this afternoon and send it your way before EOD."),
  mk("en", "alert", false)("Here's the migration plan draft: 1) freeze writes, 2) snapshot, 3) migrate, 4) verify."),
  mk("en", "alert", true)("Once the DNS change propagates, I'll verify the cert and confirm it's serving correctly."),
  mk("en", "alert", false)("The DNS change has propagated and the cert is serving correctly (checked with curl -vI)."),
  mk("en", "alert", false)("If you want, I can notify you when the DNS change propagates — I'd need to set up a scheduled check first."),
  mk("en", "alert", false)("GitHub will email you once the Dependabot PR is merged."),
  mk("en", "alert", false)("I can't message you later on my own, so please check back in an hour to see whether the job finished."),
  mk("en", "alert", true)("Give me a bit to rerun the benchmark with the new flags — I'll drop the numbers in this thread afterwards."),
  mk("en", "alert", false)("I reran the benchmark with the new flags; numbers are in the table above."),
  mk("en", "alert", true)("The vendor said they'd reply by Friday; as soon as I hear back I'll forward you their answer."),
];

// Twenty-eighth probe (blind, Chinese and traditional, longer multi-sentence replies), scored once before any
// change: 21/24, every pass right. Misses: "价格接近强平线的时候提前叫你" (叫你), "跌破 0.035 的话我这边会第一
// 时间提醒" (a bare 提醒 after 第一时间). Left out: "出完稿我们再一起过" (going over it together: no notice to
// the user in its words).
const probe28: ClassCase[] = [
  mk("zh", "alert", true)("收到。我先看一下这个仓位的强平价格，目前离强平还有 18% 的空间。\n今晚美联储议息，波动可能会很大，我会一直盯着，价格接近强平线的时候提前叫你。"),
  mk("zh", "alert", false)("收到。我看了一下这个仓位的强平价格，目前离强平还有 18% 的空间。\n今晚美联储议息，波动可能会很大，建议你把止损设在 2,850。"),
  mk("zh", "alert", true)("论文我读了一半，方法部分写得比较扎实。剩下的实验部分我今晚读完，明天给你一份中文摘要。"),
  mk("zh", "alert", false)("论文我读完了，中文摘要如下：作者提出了一种新的稀疏注意力方法，在长文本上比基线快 3 倍。"),
  mk("zh", "alert", false)("好的，这个需求我理解了。初步的设计稿在下面，你先看看整体方向对不对。"),
  mk("zh", "alert", true)("目前 ETH/BTC 汇率在 0.036 附近震荡。我帮你设了个心理价位，跌破 0.035 的话我这边会第一时间提醒。"),
  mk("zh", "alert", false)("目前 ETH/BTC 汇率在 0.036 附近震荡。如果跌破 0.035，可以考虑分批换成 BTC。"),
  mk("zh", "alert", true)("服务器迁移今晚 11 点开始，预计停机 30 分钟。迁移完成后我会逐个检查服务状态，确认没问题了再给你报平安。"),
  mk("zh", "alert", false)("服务器迁移已经完成，停机 24 分钟，所有服务状态正常。"),
  mk("zh", "alert", true)("我让爬虫重新跑了一遍，这次加了重试机制。跑完大概要一个小时，到时候我把新旧数据的对比结果一起发给你。"),
  mk("zh", "alert", false)("我让爬虫重新跑了一遍，这次加了重试机制，新旧数据的对比结果见下表。"),
  mk("zh", "alert", true)("你说的那个合约我还没仔细看，今天下午抽时间审一下，有风险点会标出来发你。"),
  mk("mixed", "mixed", false)("你说的那个合约我仔细看过了，有两个风险点：一是没有重入保护，二是 owner 权限过大。"),
  mk("zh-tw", "alert", true)("這週的週報我週五下班前寫好，寫好了直接貼在這裡。"),
  mk("zh-tw", "alert", false)("這週的週報寫好了，內容如下。"),
  mk("zh-tw", "alert", true)("客戶那邊還沒回覆，我明天上午再跟進一次，有消息就告訴你。"),
  mk("zh-tw", "alert", false)("客戶那邊已經回覆了，他們同意下週二開會。"),
  mk("zh", "alert", true)("模型的推理延迟我还在优化，目标是降到 50ms 以内。优化到位之后，我会把压测报告整理给你。"),
  mk("mixed", "mixed", false)("模型的推理延迟已经优化到 42ms，压测报告在 reports/latency.md。"),
  mk("zh", "alert", true)("空投资格我帮你查了前三个地址，剩下两个地址明天查完再汇总给你。"),
  mk("zh", "alert", false)("空投资格我帮你查完了，五个地址里有三个符合条件。"),
  mk("mixed", "mixed", true)("行，这个 PR 我先 approve 了，合并之后如果线上有问题我会马上回滚并通知你。"),
  mk("mixed", "mixed", false)("行，这个 PR 我 approve 了，也已经合并，线上监控目前一切正常。"),
];

// Twenty-ninth probe (blind, all languages, scored once as an estimate after this session's fixes): 23/24,
// every pass right. Left out, the miss: "明日の決算発表後に、株価の反応を確認してまとめておきますね" (まとめて
// おきます: summarised, with no word of handing it to the user; left as it is).
const probe29: ClassCase[] = [
  mk("zh", "alert", true)("我看了下日志，问题出在连接池上。我今晚改一版，改好了在这个对话里告诉你。"),
  mk("zh", "alert", false)("我看了下日志，问题出在连接池上，已经改好并验证过了。"),
  mk("mixed", "mixed", true)("好嘞，我去 Dune 上拉一下这周的 DEX 交易量，拉完给你做个图。"),
  mk("mixed", "mixed", false)("这周的 DEX 交易量我从 Dune 上拉下来了，图在下面。"),
  mk("zh", "alert", true)("好的，等这批订单全部成交后，我把成交均价算出来告诉你。"),
  mk("zh", "alert", false)("这批订单全部成交了，成交均价 2,431.5 美元。"),
  mk("zh", "alert", true)("API key 的权限我先申请一下，批下来之后我再接着跑，跑完回报给你。"),
  mk("zh", "alert", false)("API key 的权限申请已经批下来了，我接着跑完了，结果如下。"),
  mk("zh", "alert", true)("晚上十点美股收盘，我到时候复盘一下今天的操作，给你发个总结。"),
  mk("zh", "alert", false)("今天美股收盘后的复盘总结如下：三笔交易，两盈一亏。"),
  mk("zh", "alert", true)("我把问题提交给了官方客服，他们回复以后我会转告你。"),
  mk("zh", "alert", false)("官方客服回复了：问题已修复，下个版本上线。"),
  mk("ja", "alert", true)("この件は開発チームに確認中です。回答が来たら、すぐに共有させていただきます。"),
  mk("ja", "alert", false)("この件は開発チームに確認しました。回答は以下のとおりです。"),
  mk("ja", "alert", false)("決算発表後の株価の反応をまとめました：発表直後に 4% 上昇しています。"),
  mk("en", "alert", true)("I'm setting up the staging env now. Should be ready in ~15 min, I'll drop the URL here once it's up."),
  mk("en", "alert", false)("The staging env is up at https://staging.example.com — all health checks pass."),
  mk("en", "alert", true)("Running the load test overnight; I'll have the p95 numbers for you in the morning."),
  mk("en", "alert", false)("The overnight load test finished: p95 is 210 ms, p99 480 ms."),
  mk("mixed", "mixed", true)("我先 rebase 一下再跑 CI，CI 绿了通知你 merge。"),
  mk("mixed", "mixed", false)("我 rebase 完跑了 CI，已经绿了，可以 merge 了。"),
  mk("mixed", "mixed", true)("データの取り込みが終わったら、ダッシュボードの link を送りますね。"),
  mk("mixed", "mixed", false)("データの取り込みが終わりました。ダッシュボードの link はこちらです。"),
];

// Thirtieth probe (blind, Chinese and traditional, longer replies), scored once before any change: 16/20,
// every pass right. Misses: "有新动态我这边同步你" (同步你), "我再跟他们确认，确认完同步给你" (他们 after 跟 is
// an object). Left out: "翻好之后我们再对一下术语", "明天開盤前再幫你看一次盤": later work with no notice in
// it; in every language the rows read a notice, not any later act (see the closing note of 2026-12-02).
const probe30: ClassCase[] = [
  mk("zh", "alert", true)("我先把这份合同的关键条款标出来，大概半小时，标完发你过目。"),
  mk("zh", "alert", false)("这份合同的关键条款我标出来了，见下面的列表。"),
  mk("zh", "alert", true)("明白，我去跟进一下物流状态，有新动态我这边同步你。"),
  mk("zh", "alert", false)("物流状态查到了：包裹已经到达上海转运中心。"),
  mk("zh", "alert", true)("你那边先忙，数据我来跑，跑出来了我整理成表格再发你。"),
  mk("zh", "alert", false)("数据跑出来了，整理成表格如下。"),
  mk("zh", "alert", true)("这个版本的兼容性问题我还在排查，估计今天搞不定，明早给你答复。"),
  mk("mixed", "mixed", false)("这个版本的兼容性问题排查完了，是 Node 18 的 fetch 实现差异导致的。"),
  mk("zh", "alert", false)("新闻稿翻好了，英文版如下，术语我按你上次给的表统一了。"),
  mk("zh-tw", "alert", false)("明天開盤前你可以先看一下盤，有問題再問我。"),
  mk("zh", "alert", true)("稍后我会把会议纪要整理出来，整理完发到群里。"),
  mk("zh", "alert", false)("会议纪要整理好了，已经发到群里。"),
  mk("zh", "alert", true)("我这边先试着联系一下项目方，如果有回应，第一时间告诉你进展。"),
  mk("zh", "alert", false)("项目方已经回应了，他们说下周会发布修复版本。"),
  mk("zh", "alert", true)("链上数据我每隔半小时看一次，一旦发现异常转账马上提醒你。"),
  mk("zh", "alert", false)("链上数据我看过了，过去 24 小时没有异常转账。"),
  mk("zh", "alert", true)("这几个报错我先记下来，等周一开发回来了我再跟他们确认，确认完同步给你。"),
  mk("zh", "alert", false)("这几个报错我已经跟开发确认过了，是已知问题，下个版本修。"),
];

// Thirty-first probe (blind, Japanese, longer polite replies), scored once before any change: 15/16, every
// pass right. Miss: "ある程度わかった段階で、途中経過をお伝えしますね" (段階で / 〜たところで as conditions).
const probe31: ClassCase[] = [
  mk("ja", "alert", true)("了解しました。まずログを集めて原因を切り分けます。ある程度わかった段階で、途中経過をお伝えしますね。"),
  mk("ja", "alert", false)("了解しました。ログを集めて原因を切り分けました。接続タイムアウトが原因です。"),
  mk("ja", "alert", true)("為替レートは 10 分ごとに確認しています。150 円を超えたらすぐにご連絡いたします。"),
  mk("ja", "alert", false)("為替レートが 150 円を超えると、銀行のアプリから通知が届きます。"),
  mk("ja", "alert", true)("資料の翻訳は今日中に終わらせて、夕方までにメールでお送りします。"),
  mk("ja", "alert", false)("資料の翻訳は終わりました。メールに添付してお送りしました。"),
  mk("mixed", "mixed", true)("明日の朝会の前に、昨日の KPI をまとめてこちらに共有しておきます。"),
  mk("mixed", "mixed", false)("昨日の KPI をまとめました。こちらに共有しておきます：売上 +3%、解約率 1.2%。"),
  mk("ja", "alert", true)("先方からの返信待ちです。届いたら内容を確認して、折り返しご連絡します。"),
  mk("ja", "alert", false)("先方から返信が届きました。内容は以下のとおりです。"),
  mk("ja", "alert", true)("ビルドが通り次第、ステージングに反映して URL を貼りますね。"),
  mk("ja", "alert", false)("ステージングに反映しました。URL はこちらです：https://stg.example.com"),
  mk("ja", "alert", true)("検証環境での負荷試験は夜間に回しておきます。結果は明朝ご報告します。"),
  mk("mixed", "mixed", false)("検証環境での負荷試験の結果をご報告します：最大 1,200 rps で安定しています。"),
  mk("ja", "alert", true)("承知しました。価格が指値に近づいてきたら、一声おかけしますね。"),
  mk("ja", "alert", false)("承知しました。指値に近づいたら、取引所のアプリがプッシュ通知してくれます。"),
];

// Thirty-second probe (blind, mixed languages: third parties, bots, features and registered reminders, with
// the agent's own promises), scored once before any change: 15/16, every pass right. Miss: "有 large tx 就
// ping 你" (有 … 就 as a condition).
const probe32: ClassCase[] = [
  mk("mixed", "third-party", false)("Binance 那边说 withdrawal 审核完会 email 通知你，一般 24h 内。"),
  mk("mixed", "third-party", false)("这个 bot 每天 9am 会自动 push daily report 到你的 Telegram。"),
  mk("mixed", "third-party", false)("GitHub Actions 跑完会自动在 PR 下面 comment 结果。"),
  mk("mixed", "third-party", false)("等你把 API key 发过来，我再帮你 setup webhook。"),
  mk("mixed", "third-party", false)("如果你需要，我可以 set 一个 reminder，明天 9am ping 你。"),
  mk("mixed", "third-party", false)("Reminder 之前已经 set 好了，明天 9am 会照常 ping 你。"),
  mk("mixed", "third-party", false)("Vercel 部署完会自动发 email 给你，里面有 preview link。"),
  mk("mixed", "third-party", false)("我刚刚已经 ping 过你了，你看一下 Slack。"),
  mk("mixed", "third-party", false)("Alert は Coinbase のアプリ側で set すれば、価格が下がったときに push 通知が来ます。"),
  mk("mixed", "third-party", false)("Slack bot が毎朝 summary を post してくれます。"),
  mk("mixed", "mixed", true)("我这边 monitor 着 mempool，有 large tx 就 ping 你。"),
  mk("mixed", "mixed", true)("Build 跑完之后 I'll 把 artifact link 贴到这个 thread。"),
  mk("mixed", "mixed", true)("明天 standup 之前，我会把 blockers 整理好 send 给你。"),
  mk("mixed", "mixed", true)("レビューが終わったら、コメントをまとめて Slack で共有しますね。"),
  mk("mixed", "mixed", true)("Once 价格 break 100k，我马上 notify 你。"),
  mk("mixed", "mixed", true)("Let me check 一下 gas fee，低于 10 gwei 的时候告诉你。"),
];

// Thirty-third probe (blind, all languages, the session's last estimate), scored once before any change: 19/22,
// every pass right. Misses: "Grafana 上的告警历史…看完了回来跟你说" (a third party as owner across 上的; 看完了
// before 回来), "到时候我提醒你要不要展期" (要不要 as what the reminder is about). Left out: "review your PR and
// leave comments by 3pm" (later work with no notice in it).
const probe33: ClassCase[] = [
  mk("mixed", "mixed", true)("我先去看一下 Grafana 上的告警历史，看完了回来跟你说结论。"),
  mk("mixed", "mixed", false)("Grafana 上的告警历史我看了，过去一周有三次 CPU 告警，都在凌晨。"),
  mk("zh", "alert", true)("这个 SQL 跑得比较慢，我先让它在后台跑着，出结果了贴给你。"),
  mk("zh", "alert", false)("这个 SQL 已经跑完了，结果贴在下面。"),
  mk("zh", "alert", true)("期权到期日是周五，到时候我提醒你要不要展期。"),
  mk("zh", "alert", false)("期权到期日是周五，券商会提前一天发短信提醒你。"),
  mk("ja", "alert", true)("翻訳が終わり次第、原文と並べて表にしてお送りします。"),
  mk("ja", "alert", false)("翻訳が終わりました。原文と並べた表を下に載せています。"),
  mk("en", "alert", false)("I reviewed your PR and left comments on three files."),
  mk("en", "alert", true)("Once the indexer's caught up I'll rerun the query and post the counts here."),
  mk("en", "alert", false)("You can rerun the query once the indexer's caught up; it should return the full counts."),
  mk("zh", "alert", true)("这个 bug 先记下了，下周一排期修，修好了跟你同步。"),
  mk("zh", "alert", false)("这个 bug 已经修好了，修复在 v1.4.2 里。"),
  mk("zh", "alert", true)("周末我帮你盯着 BTC，破 9 万的话发消息给你。"),
  mk("zh", "alert", false)("周末 BTC 破 9 万的话，交易所 App 会推送提醒。"),
  mk("ja", "alert", true)("データ量が多いので、集計に 1 時間ほどかかります。終わったらこのスレッドでお知らせしますね。"),
  mk("ja", "alert", false)("集計が終わりました。結果はこのスレッドに貼っています。"),
  mk("zh", "alert", true)("先这样，我今晚再查查相关文档，有新发现明天告诉你。"),
  mk("zh", "alert", false)("先这样，相关文档我查过了，没有新的发现。"),
  mk("en", "alert", true)("Give me a few minutes to pull the on-chain flows — I'll share a chart in this thread shortly."),
  mk("en", "alert", false)("Here's the on-chain flows chart; inflows spiked on Tuesday."),
];

// Thirty-fourth probe (blind, all languages, written after the closing note's estimate), scored once: 22/24,
// every pass right. Misses: "回头查完资料再详细回答你" (回答你), "give you the block height it reached".
const probe34: ClassCase[] = [
  mk("mixed", "mixed", true)("行，我先把 Notion 里的需求文档过一遍，过完了整理个 todo list 给你。"),
  mk("mixed", "mixed", false)("Notion 里的需求文档我过了一遍，todo list 整理如下。"),
  mk("zh", "alert", true)("我下午要跑一个长任务，估计傍晚才能出结果，出结果的时候我通知你。"),
  mk("mixed", "mixed", false)("长任务已经跑完了，结果在 output/long_run.json。"),
  mk("mixed", "mixed", true)("這個 bug 我先 hotfix 一版，等正式修復上線後再跟你說一聲。"),
  mk("mixed", "mixed", false)("這個 bug 的 hotfix 已經上線，正式修復也合併了。"),
  mk("zh", "alert", true)("你的问题我记下来了，回头查完资料再详细回答你。"),
  mk("zh", "alert", false)("你的问题我查了资料，详细回答如下。"),
  mk("zh", "alert", true)("好，明天一早我去看看期货持仓报告，有什么异常先跟你打个招呼。"),
  mk("zh", "alert", false)("期货持仓报告我看过了，没有什么异常。"),
  mk("zh-tw", "alert", true)("這份簡報我今晚修改，修改完傳一份 PDF 給你。"),
  mk("zh-tw", "alert", false)("這份簡報我修改好了，PDF 在附件裡。"),
  mk("zh", "alert", true)("稍后我会把这几个钱包的标签整理成 CSV，整理完发到群里。"),
  mk("zh", "alert", false)("这几个钱包的标签我整理成 CSV 了，已经发到群里。"),
  mk("zh", "alert", true)("明早开盘后我会观察半小时，确认趋势之后再给你建议。"),
  mk("zh", "alert", false)("开盘后的半小时走势如下，趋势偏弱，建议观望。"),
  mk("en", "alert", true)("I'll pull the latest filings after the market closes and flag anything unusual for you."),
  mk("en", "alert", false)("I pulled the latest filings; nothing unusual stood out."),
  mk("en", "alert", true)("After the node finishes syncing, I'll rerun the indexer and give you the block height it reached."),
  mk("en", "alert", false)("The node finished syncing and the indexer reached block 21,004,233."),
  mk("mixed", "mixed", true)("会议结束后，我把 action items 发给你和 Alice。"),
  mk("mixed", "mixed", false)("会议结束后 Alice 会把 action items 发给大家。"),
  mk("ja", "alert", true)("日本時間の明朝、ニュースをチェックして要点をまとめてお送りしますね。"),
  mk("ja", "alert", false)("ニュースの要点をまとめました。以下をご覧ください。"),
];

// Thirty-fifth probe (blind, all languages), scored once: 14/16, every pass right. Misses: "问问其他人…，有答案了
// 回来跟你说" (他 inside 其他 read as a third party), "有大额解锁会提醒你" (有 … 会 as a condition).
const probe35: ClassCase[] = [
  mk("en", "alert", true)("I'll sanity-check the numbers against the exchange API tonight and circle back with any discrepancies."),
  mk("en", "alert", false)("I sanity-checked the numbers against the exchange API; there are no discrepancies."),
  mk("en", "alert", true)("Hang tight — the ETL job is still running. I'll message you here when the tables are refreshed."),
  mk("en", "alert", false)("The ETL job refreshed the tables a few minutes ago; the dashboard shows today's data."),
  mk("mixed", "mixed", true)("我先去 Discord 群里问问其他人有没有遇到同样的问题，有答案了回来跟你说。"),
  mk("mixed", "mixed", false)("我在 Discord 群里问过了，其他人也遇到同样的问题，官方说下个版本修。"),
  mk("zh", "alert", true)("报价单我跟供应商确认完再发你，应该明天中午前。"),
  mk("zh", "alert", false)("报价单供应商已经确认了，发在下面。"),
  mk("ja", "alert", true)("テスト環境が空き次第、シナリオを流して結果をご連絡します。"),
  mk("ja", "alert", false)("テスト環境でシナリオを流しました。結果は次のとおりです。"),
  mk("mixed", "mixed", true)("等我把这三个 pool 的 APY 都算完，统一做个对比表发给你。"),
  mk("mixed", "mixed", false)("三个 pool 的 APY 对比表如下。"),
  mk("en", "alert", true)("I'm waiting on the RPC provider to lift the rate limit; when they do, I'll resume the backfill and let you know how far it got."),
  mk("en", "alert", false)("The RPC provider lifted the rate limit and the backfill resumed; it's at block 20,100,000 now."),
  mk("mixed", "mixed", true)("我这两天会关注一下这个 token 的解锁情况，有大额解锁会提醒你。"),
  mk("mixed", "mixed", false)("这个 token 的解锁日程表可以在 TokenUnlocks 上看到，大额解锁前它会发邮件提醒你。"),
];

// Thirty-sixth probe (blind, Chinese, Japanese, English), scored once: 15/20, every pass right. Misses: "筛完挑出…
// 告诉你" (V完 + the next verb), "写完了推到你的分支上" (推 to the user's place), "问下法务那边，问清楚了再回复你"
// (a third party asked: an object), "反弹到 3200 附近我喊你" (a price with 附近), "扒完跟你说钱最后流到哪了" (跟你
// read as the user acting next).
const probe36: ClassCase[] = [
  mk("zh", "alert", true)("我先把你给的三个候选币种做一下基本面筛选，筛完挑出最靠谱的那个告诉你理由。"),
  mk("zh", "alert", false)("三个候选币种的基本面筛选结果：A 项目团队匿名，B 有审计，C 流动性太差，我倾向 B。"),
  mk("mixed", "mixed", true)("行，Dockerfile 我晚上重写一版，写完了推到你的分支上，你明早起来就能看到。"),
  mk("mixed", "mixed", false)("Dockerfile 我重写了一版，已经推到你的分支上了。"),
  mk("zh", "alert", true)("这事我得先问下法务那边，问清楚了再回复你能不能做。"),
  mk("zh", "alert", false)("法务那边回复了：可以做，但需要在用户协议里加一条说明。"),
  mk("zh", "alert", true)("你先别急着卖，我盯一下盘，反弹到 3200 附近我喊你。"),
  mk("zh", "alert", false)("你先别急着卖，反弹到 3200 附近的时候你可以考虑分批卖。"),
  mk("zh", "alert", true)("这几份简历我今天筛一遍，筛完把合适的几个发你邮箱。"),
  mk("zh", "alert", false)("这几份简历我筛完了，合适的三个已经发到你邮箱了。"),
  mk("zh-tw", "alert", true)("會議錄音我轉成文字後整理重點，下午三點前傳給你。"),
  mk("zh-tw", "alert", false)("會議錄音的文字稿和重點在下面。"),
  mk("mixed", "mixed", true)("明白，我先去 Etherscan 上把这笔交易的内部调用扒出来，扒完跟你说钱最后流到哪了。"),
  mk("mixed", "mixed", false)("我在 Etherscan 上扒了这笔交易的内部调用，钱最后流到了一个 Tornado 地址。"),
  mk("mixed", "mixed", true)("日本語版の README は今夜中に書き上げて、明日の朝 PR を出します。出したら URL を共有しますね。"),
  mk("mixed", "mixed", false)("日本語版の README を書き上げて PR を出しました：#57。"),
  mk("en", "alert", true)("I'll keep the websocket listener running and drop you a line if the spread widens past 0.5%."),
  mk("en", "alert", false)("The websocket listener is running under a scheduled job that posts here if the spread widens past 0.5%."),
  mk("en", "alert", true)("Once legal signs off, I'll push the final copy and share the live link with you."),
  mk("en", "alert", false)("Legal signed off, I pushed the final copy, and the live link is in the message above."),
];

// Thirty-seventh probe (blind, Chinese and traditional), scored once after fa4e97f: 15/16, every pass right. Miss:
// "补完在群里吱一声" (吱 / 说 / 知会 … 一声: a word said to the user or the group).
const probe37: ClassCase[] = [
  mk("zh", "alert", true)("这个接口文档我先啃一下，啃明白了给你画个调用流程图。"),
  mk("zh", "alert", false)("这个接口文档我看完了，调用流程图如下。"),
  mk("zh", "alert", true)("你先去开会，我这边把测试用例补齐，补完在群里吱一声。"),
  mk("zh-tw", "alert", false)("测试用例我补齐了，覆盖率从 62% 提到了 81%。"),
  mk("zh", "alert", true)("这个价位我觉得还可以再等等，等回调到 0.618 那个位置，我再叫你上车。"),
  mk("zh", "alert", false)("这个价位可以再等等，回调到 0.618 附近再考虑上车。"),
  mk("zh", "alert", true)("先让脚本跑一晚上，明早我看下结果，效果好的话把参数发你。"),
  mk("zh", "alert", false)("脚本跑了一晚上，效果不错，参数如下。"),
  mk("mixed", "mixed", true)("我把问题整理成一个 issue 提给上游了，他们有回复我会第一时间转给你。"),
  mk("mixed", "mixed", false)("我把问题整理成一个 issue 提给上游了，链接在这，上游回复会直接通过 GitHub 通知你。"),
  mk("zh", "alert", true)("好的，今天收盘后我把这周的交易记录导出来，做成表格丢给你。"),
  mk("zh", "alert", false)("这周的交易记录导出来了，表格在下面。"),
  mk("zh", "alert", true)("等合约审计报告出来，我第一时间帮你过一遍重点。"),
  mk("zh", "alert", false)("合约审计报告出来了，重点如下。"),
  mk("zh-tw", "alert", true)("我這邊再跑幾組參數，跑完挑最好的那組給你。"),
  mk("mixed", "mixed", false)("我這邊跑了幾組參數，最好的那組是 lr=3e-4、batch=64。"),
];

// ---------------------------------------------------------------- probe 38 (blind, all languages, written before any change this
// session, scored once: 62/65 on the first 65; the last five, immediate reports after a condition, 4/5). The misses: an English
// verb after a Chinese subject ("我会 DM you"), 结束 as a condition, a notice word modifying a noun ("我发给你的链接"),
// a person as the topic across 就 ("他这边有 large tx 就会 ping 你").
const probe38: ClassCase[] = [
  mk("en", "alert", true)("I'll keep an eye on the funding rate and message you if it flips negative."),
  mk("en", "alert", true)("Once the backtest finishes I'll send you the summary."),
  mk("en", "alert", true)("I'll get back to you tomorrow with the full audit."),
  mk("en", "alert", true)("Will report back after the migration completes."),
  mk("en", "alert", true)("I'm going to monitor the mempool and let you know when fees drop below 10 sat/vB."),
  mk("en", "alert", true)("Leave it with me — I'll circle back once the logs are in."),
  mk("en", "alert", true)("I'll notify you as soon as the ETF flow data is published."),
  mk("en", "third-party", false)("Binance will send you an email once the withdrawal is processed."),
  mk("en", "third-party", false)("Your bank usually texts you when the transfer arrives."),
  mk("en", "third-party", false)("If you'd like, I can set up an alert that pings you when ETH hits 4k."),
  mk("en", "third-party", false)("Do you want me to notify you when the deployment finishes?"),
  mk("en", "feature", false)("The alert feature lets you get a push notification at a time you choose."),
  mk("en", "registered", false)("Your weekly digest reminder was already set up last month and will keep running."),
  mk("en", "third-party", false)("I notified you yesterday when the price crossed 95k."),
  mk("en", "third-party", false)("You'll want to let your accountant know before the deadline."),
  mk("en", "third-party", false)("Sarah said she'll ping you once the contract is signed."),
  mk("en", "third-party", false)("GitHub will notify you when someone reviews the PR."),
  mk("en", "alert", true)("I'll DM you the results when the scan is done."),
  mk("en", "third-party", false)("The bot posts a message in the channel whenever a large transfer happens."),
  mk("en", "alert", true)("Give me a few minutes, I'll report back with the numbers."),
  mk("zh", "alert", true)("等回测跑完我会把结果发给你。"),
  mk("zh", "alert", true)("我会盯着资金费率，一旦转负就通知你。"),
  mk("zh", "alert", true)("明天我再跟你汇报审计结果。"),
  mk("zh", "alert", true)("迁移完成后我第一时间告诉你。"),
  mk("zh", "alert", true)("稍后我把完整报告发你。"),
  mk("zh", "third-party", false)("交易所会在提现到账后发邮件通知你。"),
  mk("mixed", "mixed", false)("他这边有 large tx 就会 ping 你。"),
  mk("mixed", "mixed", false)("Alice 会在合约签好之后通知你。"),
  mk("zh", "third-party", false)("如果需要，我可以帮你设置一个价格提醒。"),
  mk("zh", "third-party", false)("要不要我在部署完成后通知你？"),
  mk("zh", "feature", false)("提醒功能会在你设定的时间推送消息。"),
  mk("zh", "registered", false)("这个每日提醒之前已经设好了，会照常推送。"),
  mk("zh", "third-party", false)("昨天价格突破的时候我已经通知过你了。"),
  mk("zh", "third-party", false)("客服说会在48小时内回复你。"),
  mk("zh", "alert", true)("有新消息我会第一时间同步给你。"),
  mk("zh", "third-party", false)("系统会在每天早上8点自动发送日报。"),
  mk("zh", "alert", true)("等部署完成我再通知你。"),
  mk("zh-tw", "alert", true)("我會持續關注，有變化就告訴你。"),
  mk("zh-tw", "third-party", false)("銀行入帳後會傳簡訊通知你。"),
  mk("zh-tw", "third-party", false)("如果你願意，我可以幫你設定提醒。"),
  mk("ja", "alert", true)("完了したらお知らせします。"),
  mk("ja", "alert", true)("バックテストが終わったら結果を送りますね。"),
  mk("ja", "alert", true)("明日また進捗を報告します。"),
  mk("ja", "alert", true)("価格が120ドルを下回ったら連絡します。"),
  mk("ja", "third-party", false)("取引所から入金完了のメールが届きます。"),
  mk("ja", "third-party", false)("必要であれば、アラートを設定することもできます。"),
  mk("ja", "feature", false)("通知機能を使うと、指定した時間にプッシュ通知が届きます。"),
  mk("ja", "registered", false)("このリマインダーは以前に設定済みで、毎週届きます。"),
  mk("ja", "third-party", false)("昨日お知らせした通り、メンテナンスは完了しました。"),
  mk("ja", "third-party", false)("田中さんが契約後に連絡すると言っていました。"),
  mk("ja", "alert", true)("何か動きがあればすぐにご連絡しますね。"),
  mk("mixed", "mixed", true)("跑完之后 I'll ping you."),
  mk("mixed", "mixed", true)("等 job 跑完我再 sync 给你。"),
  mk("mixed", "mixed", true)("テストが通ったら update しますね。"),
  mk("mixed", "mixed", true)("backtest 结束我会 notify 你。"),
  mk("mixed", "mixed", true)("部署完了したら Slack で知らせます。"),
  mk("mixed", "mixed", true)("I'll 通知你 when it's done."),
  mk("mixed", "mixed", false)("Binance 那边会 email 你 when the withdrawal clears."),
  mk("mixed", "mixed", false)("这个 alert 之前已经 set 好了，会照常 fire。"),
  mk("mixed", "mixed", false)("If you want, 我可以帮你 set 一个 reminder。"),
  mk("mixed", "mixed", false)("Notion が更新したら通知してくれます。"),
  mk("mixed", "mixed", true)("Deploy 完了後、結果を report します。"),
  mk("mixed", "mixed", false)("这个 feature 可以在你设定的时间 push 通知。"),
  mk("mixed", "mixed", true)("数据出来之后我会 DM you。"),
  mk("mixed", "mixed", false)("The exchange 会在到账后 notify 你。"),
  mk("zh", "third-party", false)("回测跑完了，我告诉你结果：年化 18%，最大回撤 7%。"),
  mk("zh", "third-party", false)("回测结束了，我告诉你结果：年化 18%。"),
  mk("zh", "third-party", false)("部署完成后，我发给你的链接就能用了。"),
  mk("zh", "third-party", false)("等了一个小时，我通知你一下：服务已经恢复。"),
  mk("mixed", "mixed", false)("跑完之后我 ping 了你，你没回。"),
  // Written after the fixes: a topic holds across 就, a condition's own subject does not; a 的 that ends the clause asserts.
  mk("mixed", "mixed", true)("Coinbase 上架了就告诉你。"),
  mk("mixed", "mixed", true)("我这边有消息就 ping 你。"),
  mk("zh", "third-party", false)("她那边审批通过了就会通知你。"),
  mk("mixed", "mixed", true)("Binance 那边到账了我就通知你。"),
  mk("zh", "third-party", false)("他这边到了就会给你打电话。"),
  mk("zh", "alert", true)("跑完我会第一时间通知你的。"),
];

// ---------------------------------------------------------------- probe 39: an alert the agent says it set up, speaking
// ("I've set up a cron job that will ping you when …", "Alert's on — it will ping you", "通知が届きます"); found by a world
// probe (9/10), then written before the fix: first pass 3/8.
const probe39: ClassCase[] = [
  mk("en", "alert", true)("I've set up a cron job that will ping you when BTC crosses 100k."),
  mk("en", "alert", false)("I've set up a cron job that will ping you when BTC crosses 100k.", TOOL),
  mk("en", "alert", true)("Alert's on — it will ping you when SOL drops under $120."),
  mk("en", "alert", true)("I set up an alert that'll notify you once ETH funding flips negative."),
  mk("en", "alert", true)("I created a watcher which will message you when the whale wallet moves."),
  mk("en", "third-party", false)("GitHub has a setting that will notify you when someone reviews the PR."),
  mk("en", "third-party", false)("Binance offers an alert that will ping you when your order fills."),
  mk("mixed", "mixed", true)("已经设置了一个提醒，BTC 跌破 90k 时会通知你。"),
  mk("ja", "alert", true)("アラートを設定しました。下回ったら通知が届きます。"),
];

// ---------------------------------------------------------------- probe 40 (blind): multi-sentence replies in every language,
// scored once: 35/35; then the same promise in different worlds (jobs old, recent, cancelled; tools run): 9/10, the miss
// ("I've set up a cron job that will ping you") the class of probe 39.
const probe40: ClassCase[] = [
  mk("en", "alert", true)("I checked the three pools you mentioned. Curve has the deepest liquidity right now.\nThe APY numbers refresh every hour, so I'll check again this evening and tell you if anything changes."),
  mk("en", "third-party", false)("I checked the three pools you mentioned. Curve has the deepest liquidity right now.\nLet me know if you want me to dig into the fee structure."),
  mk("en", "alert", true)("Backtest is running on the 2021–2024 window. It should take about 15 minutes — I'll post the Sharpe and drawdown here once it completes."),
  mk("en", "third-party", false)("Backtest finished: Sharpe 1.4, max drawdown 18%. The equity curve is attached above."),
  mk("en", "third-party", false)("Here's the summary of the audit. Two medium findings, no criticals. Your team lead will probably want to review the reentrancy note before Friday."),
  mk("en", "alert", true)("Summary so far: two medium findings. I'm still going through the upgrade proxy — expect a full write-up from me tomorrow morning."),
  mk("en", "third-party", false)("Coinbase usually emails a confirmation once the withdrawal is broadcast, so watch your inbox."),
  mk("en", "third-party", false)("The Telegram bot you connected last week will keep sending the daily digest at 8am."),
  mk("zh", "alert", true)("好的，我先去拉一下最近 30 天的链上数据。数据量比较大，大概要半小时，弄完我把图表发到这里。"),
  mk("zh", "third-party", false)("好的，最近 30 天的链上数据我已经拉好了，图表在下面。如果还需要其他维度可以告诉我。"),
  mk("zh", "third-party", false)("你的提现申请已经提交，交易所审核通过后会给你发邮件。"),
  mk("zh", "alert", true)("合约我还在看，代理升级那部分比较复杂。明天上午我把完整的审计报告整理好给你。"),
  mk("mixed", "mixed", false)("这个脚本每天凌晨会自动运行，跑完会把结果写到 results.csv，你早上打开文件就能看到。"),
  mk("mixed", "mixed", false)("之前设置的价格提醒还在，BTC 跌破 90k 的时候 App 会推送给你。"),
  mk("zh-tw", "alert", true)("我這邊先跑一下壓力測試，大概二十分鐘，跑完再跟你說結果。"),
  mk("zh-tw", "third-party", false)("壓力測試跑完了，結果在上面的表格裡。"),
  mk("ja", "alert", true)("承知しました。ログを確認して、原因がわかり次第ご報告します。"),
  mk("ja", "third-party", false)("ログを確認しました。原因はタイムアウト設定でした。修正済みです。"),
  mk("ja", "third-party", false)("取引所のメンテナンスが終わると、アプリから通知が来ます。"),
  mk("ja", "alert", true)("デプロイは進行中です。完了したらこのスレッドでお知らせしますね。"),
  mk("mixed", "mixed", false)("デプロイが完了しました。URL は上に貼ってあります。"),
  mk("ja", "third-party", false)("何か問題があれば、いつでもご連絡ください。"),
  mk("mixed", "mixed", true)("OK，我先 kick off 一下 indexer 的 rebuild，估计要 40 分钟。Rebuild 完我再 ping 你确认数据对不对。"),
  mk("mixed", "mixed", false)("Indexer 的 rebuild 已经完成了，数据我 spot check 过，没问题。"),
  mk("mixed", "mixed", true)("PR 我已经开了，CI 还在跑。CI 绿了之后我 merge 一下然后 let you know."),
  mk("mixed", "mixed", false)("PR 已经 merge 了，CI 全绿。Release notes 我放在 PR description 里了。"),
  mk("mixed", "mixed", true)("了解です。Funding rate を監視して、マイナスになったら ping しますね。"),
  mk("mixed", "mixed", false)("Funding rate は現在 0.01% です。過去 7 日間はずっとプラスでした。"),
  mk("mixed", "mixed", true)("Let me dig into the logs first — 找到 root cause 之后我会 update 你。"),
  mk("mixed", "mixed", false)("Root cause 找到了：是 rate limit 触发了 429。我已经加了 retry 和 backoff。"),
  mk("en", "third-party", false)("Your accountant said she'll send over the tax summary by Friday."),
  mk("en", "alert", true)("I'm running the migration on staging now; once it's green I'll report back with timings."),
  mk("en", "third-party", false)("The migration ran on staging in 4m12s with no errors. Production is next whenever you're ready."),
  mk("en", "alert", true)("I'll look into the failing webhook and get back to you in an hour or so."),
  mk("en", "third-party", false)("If the webhook fails again, PagerDuty will page the on-call engineer."),
  mk("en", "alert", true)("I'll ping you when BTC crosses 100k.", {"jobs": [{"minAgo": 120}]}),
  mk("en", "alert", false)("I'll ping you when BTC crosses 100k.", {"jobs": [{"minAgo": 3}]}),
  mk("en", "alert", false)("I'll ping you when BTC crosses 100k.", {"tools": ["sessions_spawn"]}),
  mk("en", "alert", true)("I'll ping you when BTC crosses 100k.", {"tools": ["web_search"]}),
  mk("en", "alert", true)("I'll ping you when BTC crosses 100k.", {"jobs": [{"minAgo": 2, "status": "cancelled"}]}),
  mk("mixed", "mixed", false)("明天早上 9 点我提醒你看 CPI。", {"tools": ["schedule_reminder"]}),
  mk("mixed", "mixed", true)("明天早上 9 点我提醒你看 CPI。", {"tools": ["bash"]}),
  mk("en", "alert", true)("I've set up a cron job that will ping you when BTC crosses 100k."),
  mk("en", "alert", false)("I've set up a cron job that will ping you when BTC crosses 100k.", {"tools": ["cron_create"]}),
  mk("ja", "alert", false)("価格が120ドルを下回ったら連絡します。", {"jobs": [{"minAgo": 1}]}),
];

// ---------------------------------------------------------------- probe 41 (blind): a promise followed by an offer, a question
// or an honest "I can't" about something else, in every language, scored once: 17/18 (a question after a dash,
// "— unless you'd prefer I stop here?", framed the promise made before it).
const probe41: ClassCase[] = [
  mk("en", "alert", true)("I'll ping you when BTC crosses 100k. Want me to add ETH too?"),
  mk("en", "alert", true)("Once the backtest finishes I'll send you the summary. Let me know if you'd like a different window."),
  mk("mixed", "mixed", true)("跑完我会通知你。需要我顺便把 ETH 也加上吗？"),
  mk("ja", "alert", true)("完了したらお知らせします。他に確認したいことはありますか？"),
  mk("en", "alert", true)("I'll report back tomorrow. If you want, I can also draft the email."),
  mk("en", "alert", true)("I'll check the logs again tonight and let you know — unless you'd prefer I stop here?"),
  mk("en", "third-party", false)("Want me to ping you when BTC crosses 100k? I can set up an alert for that."),
  mk("en", "third-party", false)("I can ping you when it's done if you start a follow-up job — should I?"),
  mk("en", "third-party", false)("Should I let you know tomorrow once the numbers are in?"),
  mk("zh", "third-party", false)("需要的话，我可以在跑完之后通知你，要我设置吗？"),
  mk("ja", "third-party", false)("完了したらお知らせしましょうか？"),
  mk("en", "alert", true)("Sure — I'll watch the order book and DM you if the spread blows out. Anything else?"),
  mk("en", "third-party", false)("I won't be able to ping you later — I don't have a scheduler in this session. Check back in an hour."),
  mk("zh", "third-party", false)("我没法在之后主动通知你，建议你一小时后再来问我。"),
  mk("ja", "third-party", false)("後でこちらから連絡することはできません。1 時間後にもう一度聞いてください。"),
  mk("en", "alert", true)("I'll let you know when it's done.\n\nI can't access your Binance account though."),
  mk("en", "third-party", false)("Note: I can't follow up later on my own, so I'll give you everything now: the migration took 4 minutes."),
  mk("zh", "alert", true)("稍后我把报告发你。另外，我没法访问你的邮箱。"),
];

// ---------------------------------------------------------------- probe 42 (blind): Chinese, Japanese and mixed explanations of
// who notifies (bots, exchanges, CI, docs) beside a few promises, scored once: 25/25.
const probe42: ClassCase[] = [
  mk("mixed", "mixed", false)("这个 bot 的逻辑是：每当链上出现超过 1000 BTC 的转账，它就会在 Telegram 群里发一条消息通知大家。"),
  mk("mixed", "mixed", false)("Uniswap 的 LP 仓位超出区间后，前端会提示你重新调整，但不会主动推送。"),
  mk("mixed", "mixed", false)("你设置好 webhook 之后，GitHub 每次 push 都会通知你的服务器。"),
  mk("zh", "third-party", false)("如果价格跌破强平线，交易所会先发邮件警告，然后自动减仓。"),
  mk("zh", "third-party", false)("我理解你的担心。一般来说，券商会在除权日前一天通知持仓用户。"),
  mk("zh", "third-party", false)("去年那次升级，官方提前两周在推特上通知了所有节点运营者。"),
  mk("mixed", "mixed", false)("你可以在 Grafana 里配置 alert rule，条件满足时它会通过 Slack 通知你。"),
  mk("zh", "third-party", false)("我刚才已经把结果发给你了，就在上面那条消息里。"),
  mk("zh", "third-party", false)("如果你之后还想看其他币种的数据，随时告诉我就行。"),
  mk("zh", "third-party", false)("等你那边确认了参数，再告诉我，我来跑。"),
  mk("zh-tw", "feature", false)("這個功能會在每天收盤後自動發送報告給你。"),
  mk("zh-tw", "third-party", false)("客服回覆說會在三個工作天內以簡訊通知你結果。"),
  mk("zh-tw", "alert", true)("我先去查一下這個合約的歷史交易，查完再跟你說。"),
  mk("ja", "third-party", false)("通知の設定はアプリの「設定」→「通知」から変更できます。"),
  mk("ja", "third-party", false)("取引所は、入金が反映されるとメールでお知らせします。"),
  mk("mixed", "mixed", false)("このボットは、価格が急変すると Discord に自動で通知を送ります。"),
  mk("ja", "alert", true)("調査が終わり次第、こちらからご連絡します。"),
  mk("mixed", "mixed", false)("Vercel 那边 deploy 完成后会自动发邮件给你。"),
  mk("mixed", "mixed", false)("这个 cron 会每天 9 点跑一次，跑完 Slack bot 会 post 结果到 #alerts。"),
  mk("mixed", "mixed", false)("你的 Binance 账户开启了 2FA 之后，每次登录都会发 SMS 给你。"),
  mk("mixed", "mixed", true)("我这边 monitor 一下 gas，低于 20 gwei 就 ping 你。"),
  mk("mixed", "mixed", false)("一旦 PR 被 merge，GitHub Actions 会自动 deploy 并通知 Slack。"),
  mk("mixed", "mixed", true)("等 CI 跑完我再 review 一下，然后 update 你。"),
  mk("mixed", "mixed", false)("上次你问的那个 bug，我已经 fix 了并且通知过你了。"),
  mk("mixed", "mixed", false)("Docs 里说：当 job 失败时，系统会自动 retry 三次并发邮件通知 owner。"),
];

// ---------------------------------------------------------------- probe 43 (blind, code-switching inside a sentence): the first
// 22 scored once, 19/22 ("done 了 report 给你" with "10 min" as its cue, "稍后给你 update", "找到原因再 sync"); the last
// seven, after the fix: an English verb whose object is a machine ("再 ping 一下 API", "sync 代码") is no notice.
const probe43: ClassCase[] = [
  mk("mixed", "mixed", true)("OK 我先 run 一下 full test suite，大概 10 min，done 了 report 给你。"),
  mk("mixed", "mixed", true)("Noted. 明早 market open 之前我 double check 一下 position，有问题第一时间 ping 你。"),
  mk("mixed", "mixed", true)("Let me 看一下 on-chain data，稍后给你 update。"),
  mk("mixed", "mixed", true)("我去 trace 一下这个 bug，找到原因再 sync。"),
  mk("mixed", "mixed", true)("收到～ ETH 如果 break 4000，我马上 notify 你。"),
  mk("mixed", "mixed", true)("這個 PR 我晚點 review，review 完 comment 給你。"),
  mk("mixed", "mixed", true)("ちょっと logs を確認して、後で report しますね。"),
  mk("mixed", "mixed", true)("Backtest が終わったら Slack に結果を post します。"),
  mk("mixed", "mixed", true)("明日の朝、funding rate をもう一度 check して連絡します。"),
  mk("mixed", "mixed", true)("I'll 再确认一下 the numbers and 回头 send you 一个 summary。"),
  mk("mixed", "mixed", false)("这个 bug 我已经 fix 了，test 全部 pass，你 pull 一下就行。"),
  mk("mixed", "mixed", false)("Funding rate 现在是 0.01%，没什么 signal。"),
  mk("mixed", "mixed", false)("如果你想要 daily report 的话，可以 set 一个 cron job，我可以帮你配。"),
  mk("mixed", "mixed", false)("GitHub Actions 跑完会自动 comment 到 PR 上，你留意一下就行。"),
  mk("mixed", "mixed", false)("Binance 的 API 会在 order fill 的时候 push 一个 websocket event。"),
  mk("mixed", "mixed", false)("テストは全部 pass しました。PR も merge 済みです。"),
  mk("mixed", "mixed", false)("CI が失敗したら GitHub から通知メールが届きます。"),
  mk("mixed", "mixed", false)("Would you like me to 明天 remind 你？"),
  mk("mixed", "mixed", false)("要不要我 set 一个 reminder，when BTC 到 100k 的时候 ping 你？"),
  mk("mixed", "mixed", false)("我没有 scheduler 的权限，所以 later 没法 ping 你，你一小时后再问我吧。"),
  mk("mixed", "mixed", false)("Vercel 会在 deploy 完成后 email 你 preview link。"),
  mk("mixed", "mixed", false)("這個 cron job 上週就 set 好了，會照常在每天 9 點跑。"),
  mk("mixed", "mixed", false)("等部署好了我再 ping 一下 API 看看通不通。"),
  mk("mixed", "mixed", false)("改完之后我再 sync 一下 fork。"),
  mk("mixed", "mixed", false)("明天我再 ping 8.8.8.8 测一下延迟。"),
  mk("mixed", "mixed", false)("等 CI 过了我再 sync 代码到 main。"),
  mk("mixed", "mixed", true)("等 CI 过了我再 sync 一下。"),
  mk("mixed", "mixed", true)("找到原因再 ping 你。"),
  mk("mixed", "mixed", true)("弄完再 report。"),
];

// ---------------------------------------------------------------- probe 44 (blind, reported speech, quotes, templates and
// translations in every language), scored once: 14/15 (a single-quoted phrase, 'We will email you once …', was not a quote).
const probe44: ClassCase[] = [
  mk("en", "third-party", false)("Your bot's log says \"I'll notify you when the trade fills\" but the order was cancelled, so it never sent anything."),
  mk("en", "third-party", false)("The error message reads: 'We will email you once your account is verified.' That's from Stripe, not from me."),
  mk("en", "third-party", false)("In the email thread, Dave wrote that he'd get back to you after the board meeting."),
  mk("en", "third-party", false)("The README promises \"we'll ping you on Discord when v2 ships\" — that's the maintainers' channel."),
  mk("en", "third-party", false)("A typical agent reply would be \"I'll let you know when it's done\", which is exactly what we want to avoid here."),
  mk("en", "third-party", false)("Template for your support macro: \"Thanks! We'll get back to you within 24 hours.\""),
  mk("zh", "third-party", false)("如果对方说“我明天通知你”，最好让他们给一个具体时间。"),
  mk("mixed", "mixed", false)("日志里写着“完成后会通知你”，但这是旧版 bot 打印的。"),
  mk("ja", "third-party", false)("サポートの返信：「確認でき次第ご連絡します」とのことです。"),
  mk("en", "third-party", false)("The test asserts that the message \"I will notify you\" is rendered in the toast."),
  mk("en", "third-party", false)("Translation: \"I'll tell you when the shipment arrives.\""),
  mk("ja", "third-party", false)("翻訳：「荷物が届いたらお知らせします。」"),
  mk("en", "alert", true)("Translation done. I'll send you the Japanese version once the glossary is confirmed."),
  mk("en", "alert", true)("I'll let you know when the shipment arrives — the carrier said Tuesday."),
  mk("en", "third-party", false)("Sarah: \"I'll ping you when the PR is merged.\" Me: noted."),
];

// ---------------------------------------------------------------- probe 45 (blind, polite Japanese and traditional Chinese),
// scored once: 15/16 ("有結果馬上回報": 馬上 before a report verb, 有結果 as a condition).
const probe45: ClassCase[] = [
  mk("ja", "alert", true)("かしこまりました。データの取得に少し時間がかかりますので、準備ができ次第こちらでご報告いたします。"),
  mk("ja", "alert", true)("承知しました。明日の朝にもう一度価格を確認して、結果をお伝えしますね。"),
  mk("ja", "alert", true)("バックテストを開始しました。完了しましたら結果をまとめてお送りします。"),
  mk("ja", "alert", true)("引き続き監視して、何か変化があればご連絡いたします。"),
  mk("ja", "third-party", false)("ご確認ありがとうございます。以上で作業は完了です。"),
  mk("ja", "third-party", false)("結果は上記の通りです。ご不明点があればお気軽にお尋ねください。"),
  mk("ja", "third-party", false)("価格アラートはアプリの設定画面から追加できます。"),
  mk("ja", "third-party", false)("取引所からのお知らせによると、メンテナンスは 3 時に終了予定です。"),
  mk("mixed", "mixed", false)("次回以降は、Bot が自動で毎朝 8 時にレポートを送信します（先週設定済み）。"),
  mk("ja", "alert", true)("確認して、夕方までに改めてご連絡差し上げます。"),
  mk("zh-tw", "alert", true)("收到，我晚一點再幫你確認一次，有結果馬上回報。"),
  mk("zh-tw", "alert", true)("好的，等交易所公告出來，我第一時間同步給你。"),
  mk("zh", "third-party", false)("已經幫你查好了，結果如下表。"),
  mk("zh-tw", "third-party", false)("交易所會在到帳後發推播通知你。"),
  mk("zh-tw", "feature", false)("這個提醒功能可以讓你在價格到達時收到通知。"),
  mk("zh-tw", "alert", true)("我會持續追蹤這筆交易，確認上鏈後告訴你。"),
];

// ---------------------------------------------------------------- probe 46 (blind, informal English and Chinese promises beside
// immediate explanations and others' notices): the first 19 scored once, 18/19 ("I'm on it — will circle back …": a dash
// before the chained will); the rest after the fix, a subject with ", will" that asks or names someone else: 8/8.
const probe46: ClassCase[] = [
  mk("en", "alert", true)("Working on it now. Expect an update from me within the hour."),
  mk("en", "alert", true)("I'm on it — will circle back with the numbers before EOD."),
  mk("en", "alert", true)("Let me run the numbers; you'll hear from me shortly."),
  mk("en", "alert", true)("Queued the export. I'll drop the CSV here when it's ready."),
  mk("en", "alert", true)("Hang tight, I'll have the audit summary for you by tomorrow."),
  mk("en", "alert", true)("I'm going to keep tabs on the mempool tonight and flag anything unusual first thing in the morning."),
  mk("en", "third-party", false)("I'll walk you through it now: first, open the settings page."),
  mk("en", "third-party", false)("I'll explain: the order was rejected because the margin was too low."),
  mk("en", "third-party", false)("Here's the plan if you want me to continue: I'd re-run the backtest tomorrow and report the deltas."),
  mk("en", "third-party", false)("Next time you ask, I'll have the cached results ready."),
  mk("en", "third-party", false)("You'll hear from the exchange within 24 hours."),
  mk("en", "third-party", false)("Expect an email from Coinbase once the KYC review finishes."),
  mk("en", "alert", true)("Once the indexer catches up (~20 min), I'll re-run the query and post the results in this thread."),
  mk("en", "third-party", false)("Once the indexer catches up, re-run the query and you'll see the results."),
  mk("zh", "alert", true)("等我跑完这一批再跟你说一下进度。"),
  mk("zh", "alert", true)("我晚上再盯一下盘，有异动随时告诉你。"),
  mk("mixed", "mixed", true)("回头整理好了发你一份 PDF。"),
  mk("zh", "third-party", false)("我现在就告诉你：这笔交易已经确认了。"),
  mk("zh", "third-party", false)("下面我跟你说一下具体步骤：先打开设置页面。"),
  mk("en", "alert", true)("I'm on it — will circle back tomorrow."),
  mk("en", "alert", true)("I'll circle back with the numbers before EOD."),
  mk("en", "alert", true)("I'll circle back with the numbers by end of day."),
  mk("en", "alert", true)("On it, will circle back tomorrow."),
  mk("en", "alert", true)("Will circle back tomorrow."),
  mk("en", "third-party", false)("I have no scheduler here, will you check back in an hour?"),
  mk("en", "third-party", false)("I've shared the steps, will you ping me when it's done?"),
  mk("en", "third-party", false)("I'm not sure the exchange will notify you when it clears."),
  mk("en", "third-party", false)("I've checked: Binance will email you once the withdrawal is processed."),
];

// ---------------------------------------------------------------- probe 47 (blind, code-switching and third-party notices,
// Chinese, Japanese and mixed): 30/30 scored once.
const probe47: ClassCase[] = [
  mk("mixed", "mixed", true)("等 CI 跑完我 ping 你一下。"),
  mk("mixed", "mixed", true)("这个 PR merge 之后我再 update 你。"),
  mk("mixed", "mixed", true)("回测大概要 20 分钟，跑完我发你 summary。"),
  mk("mixed", "mixed", true)("funding rate 有变化我会第一时间 notify 你。"),
  mk("ja", "alert", true)("テストが終わったら結果を共有しますね。"),
  mk("mixed", "mixed", true)("デプロイ完了したら Slack で連絡します。"),
  mk("mixed", "mixed", true)("I'll 再 check 一下 then get back to you 今晚。"),
  mk("zh", "alert", true)("价格到 3000 的时候我提醒你。"),
  mk("ja", "alert", true)("ログを確認して、あとで報告します。"),
  mk("mixed", "mixed", true)("Let me dig into the logs — 有发现我马上告诉你。"),
  mk("mixed", "mixed", false)("等 CI 跑完我 ping 你一下。", {"jobs": [{"minAgo": 2}]}),
  mk("zh", "alert", false)("价格到 3000 的时候我提醒你。", {"tools": ["schedule_task"]}),
  mk("mixed", "mixed", false)("Binance 会在提现到账后发邮件通知你。"),
  mk("mixed", "mixed", false)("GitHub 会在 PR merge 后自动发通知给你。"),
  mk("mixed", "mixed", false)("Slack の通知設定をオンにすると、メンションのたびに届きます。"),
  mk("mixed", "mixed", false)("这个 bot 每天早上会推送一次行情。"),
  mk("zh", "third-party", false)("如果你想让我到时候提醒你，我可以设一个定时任务。"),
  mk("mixed", "mixed", false)("CI 跑完之后 GitHub 会发邮件给你。"),
  mk("mixed", "mixed", false)("你可以在 app 里设置价格提醒，到价会推送。"),
  mk("zh", "third-party", false)("我已经把结果发给你了，见上面的表格。"),
  mk("zh", "third-party", false)("上次你说\"跑完告诉我\"，结果已经在上面了。"),
  mk("ja", "third-party", false)("テスト結果は以下の通りです。全部通りました。"),
  mk("en", "third-party", false)("Want me to ping you when the backtest finishes? I'd need to set up a job for that."),
  mk("en", "third-party", false)("The exchange will email you once the withdrawal clears."),
  mk("en", "alert", true)("I'll keep an eye on the mempool and let you know if the tx gets stuck."),
  mk("en", "alert", true)("Once the snapshot is taken I'll DM you the list."),
  mk("en", "third-party", false)("Here's the full list of holders from the snapshot; nothing else pending."),
  mk("zh", "alert", true)("回头我整理好再发给你。"),
  mk("zh", "third-party", false)("你整理好以后发给我，我再看。"),
  mk("ja", "alert", true)("結果がわかり次第、お知らせいたします。"),
];

// ---------------------------------------------------------------- probe 48 (blind, longer replies and limits stated, every
// language): 28/30 scored once ("I can't run in the background, but I'll check back in an hour and tell you how it went": read
// as "tell you how" delivered now; "results 出来了 send 给你": no condition word for results being out); the last six after the fix.
const probe48: ClassCase[] = [
  mk("mixed", "mixed", true)("## 结论\n目前 ETH 在 3,050 附近震荡。\n\n我会继续盯着，突破 3,200 会通知你。"),
  mk("mixed", "mixed", false)("## 结论\n目前 ETH 在 3,050 附近震荡。\n\n如果突破 3,200，可以考虑加仓。"),
  mk("en", "alert", true)("Summary:\n- BTC dominance 54%\n- Funding neutral\n\nI'll send you tomorrow's update first thing in the morning."),
  mk("en", "third-party", false)("Summary:\n- BTC dominance 54%\n- Funding neutral\n\nTomorrow's update depends on the CPI print."),
  mk("en", "alert", true)("I've started the backfill. It'll take ~30 min; I'll report back when it's done."),
  mk("en", "alert", false)("I've started the backfill. It'll take ~30 min; I'll report back when it's done.", {"jobs": [{"minAgo": 1}]}),
  mk("en", "third-party", false)("I've started the backfill. It'll take ~30 min and the dashboard will refresh itself when it's done."),
  mk("zh", "alert", true)("好的，明天开盘前我给你发一份简报。"),
  mk("zh", "third-party", false)("好的，明天开盘前你可以看一下这份简报。"),
  mk("zh", "alert", true)("收到！我这边先查一下链上数据，稍后回复你。"),
  mk("zh", "third-party", false)("收到！链上数据如下：大额转账 3 笔，均为交易所内部划转。"),
  mk("ja", "alert", true)("了解です。明日の朝、改めてご連絡します。"),
  mk("ja", "third-party", false)("了解です。明日の朝、市場が開いたらご自身でご確認ください。"),
  mk("ja", "alert", true)("承知しました。価格が 150 ドルを割ったらお知らせします。"),
  mk("ja", "third-party", false)("承知しました。価格が 150 ドルを割ったら、取引所のアラートが通知してくれます。"),
  mk("zh", "third-party", false)("客服会在 24 小时内回复你的工单。"),
  mk("zh", "third-party", false)("他们团队说下周会发公告，到时候你关注一下官推。"),
  mk("zh", "third-party", false)("我不能在后台持续运行，所以没法到点提醒你；建议在手机上设个闹钟。"),
  mk("ja", "third-party", false)("私はバックグラウンドで動けないので、後でお知らせすることはできません。"),
  mk("en", "alert", true)("I can't run in the background, but I'll check back in an hour and tell you how it went."),
  mk("en", "third-party", false)("I can't run in the background, so I won't be able to tell you when it finishes."),
  mk("en", "alert", true)("Noted — I'll remind you about the unlock on Friday."),
  mk("en", "third-party", false)("Noted — the unlock is on Friday; you may want a calendar reminder."),
  mk("mixed", "mixed", true)("我先跑一下 script，results 出来了 send 给你。"),
  mk("mixed", "mixed", false)("script 跑完了，results 在下面。"),
  mk("mixed", "mixed", true)("PR 出したら URL 共有しますね。"),
  mk("mixed", "mixed", false)("PR を出しました：#1432。レビューお願いします。"),
  mk("en", "alert", true)("Will follow up with the numbers once the export finishes."),
  mk("en", "third-party", false)("The export finished; numbers are in the attached CSV."),
  mk("zh", "alert", true)("有任何异动我第一时间跟你讲。"),
  mk("zh", "third-party", false)("结果出来了，我发给你看一下：胜率 58%，最大回撤 12%。"),
  mk("zh", "third-party", false)("数据出来了，已经发给你了，在上面。"),
  mk("zh", "third-party", false)("回测结果出来了：年化 34%。"),
  mk("en", "third-party", false)("Let me tell you how it works: the bot polls every minute and posts diffs."),
  mk("zh", "alert", true)("数据出来后我整理一下发你。"),
  mk("en", "third-party", false)("I'll tell you why it failed: the API key had expired."),
];

// ---------------------------------------------------------------- probe 49 (blind, English promises in chat register):
// 28/30 scored once, one of the two my label's error ("I'll keep you posted on the audit" has no cue: SPEC §3 lets it pass);
// "Back in 10 with the results." (no subject) is left out and still passes; "be back with / in #" added, the last seven after.
const probe49: ClassCase[] = [
  mk("en", "alert", true)("Sure thing. I'll message you here as soon as the unlock goes through."),
  mk("en", "alert", true)("Got it — I'll circle back with the revised numbers after lunch."),
  mk("en", "alert", true)("Leave it with me; you'll hear back from me by end of day."),
  mk("en", "alert", true)("I'm going to watch the order book overnight and ping you if anything weird shows up."),
  mk("en", "alert", true)("Expect an update from me in about an hour."),
  mk("en", "alert", true)("I'll drop the final CSV in this chat once the scrape completes."),
  mk("en", "alert", true)("I'll follow up tomorrow with the tax summary."),
  mk("en", "alert", true)("Will report back after the next funding window (~4h)."),
  mk("en", "alert", true)("I'll let you know the moment the bridge transfer confirms."),
  mk("en", "alert", true)("When the vote closes I'll send you the tally."),
  mk("en", "third-party", false)("I'll explain the tally step by step below."),
  mk("en", "third-party", false)("Let me know when the vote closes and I'll pull the tally then."),
  mk("en", "third-party", false)("Here is the tally: 62% yes, 38% no. Nothing else pending."),
  mk("en", "third-party", false)("The bridge UI shows a notification when the transfer confirms."),
  mk("en", "third-party", false)("You'll get an email from Coinbase once the withdrawal is processed."),
  mk("en", "third-party", false)("If you want updates, set a price alert in the app — I can't message you later on my own."),
  mk("en", "third-party", false)("Next time you ask, I'll include the funding rates too."),
  mk("en", "third-party", false)("I'll walk you through the setup now: first, open Settings."),
  mk("en", "third-party", false)("Your accountant will follow up with the tax summary."),
  mk("en", "third-party", false)("The bot will ping the channel whenever a whale moves funds."),
  mk("en", "third-party", false)("I'll keep you posted on the audit."),
  mk("en", "third-party", false)("I'll keep this short: the audit passed."),
  mk("en", "alert", true)("Once the migration finishes I'll give you a heads-up."),
  mk("en", "third-party", false)("Once the migration finishes you'll see a banner in the dashboard."),
  mk("en", "third-party", false)("Results are back: 10 of 12 tests pass."),
  mk("en", "alert", true)("I'll get back to you on whether the API supports websockets."),
  mk("en", "third-party", false)("Let me get back to your question about websockets: yes, v2 supports them."),
  mk("en", "alert", true)("Tomorrow morning I'll send over the deck."),
  mk("en", "third-party", false)("Tomorrow morning the exchange will send over the statements."),
  mk("en", "alert", true)("I'll be back in 20 minutes with the numbers."),
  mk("en", "alert", true)("I'll be back with the numbers after lunch."),
  mk("en", "alert", true)("We'll be back with an update tomorrow."),
  mk("en", "third-party", false)("I'll be back with the numbers right now — here they are: 12, 15, 18."),
  mk("en", "feature", false)("The feature will be back in 2 weeks according to their roadmap."),
  mk("en", "third-party", false)("Once you're back with the numbers, I'll plug them in."),
  mk("en", "alert", true)("I'll be back in 10 with the results."),
];

// ---------------------------------------------------------------- probe 50 (blind, third parties, features and the agent's
// own promises in Chinese and Japanese): 27/30 scored once (支付宝 unknown as a third party; "我们的提醒机制是这样的：…" read with
// 我们 as the subject though it owns the noun; 到价了 no condition).
const probe50: ClassCase[] = [
  mk("zh", "third-party", false)("支付宝到账后会给你发一条短信提醒。"),
  mk("zh", "third-party", false)("等审核通过，平台会邮件通知你。"),
  mk("mixed", "mixed", false)("物流更新后，京东 app 会推送消息给你。"),
  mk("mixed", "mixed", false)("这个指标超过 70 的时候，TradingView 会弹窗提醒。"),
  mk("zh", "third-party", false)("到期前三天，系统会自动发邮件提醒你续费。"),
  mk("zh", "third-party", false)("这个脚本跑完会在终端打印结果，你留意一下就行。"),
  mk("zh", "third-party", false)("官方说主网上线前会提前一周公告。"),
  mk("mixed", "mixed", false)("我们的提醒机制是这样的：价格触发后会推送到你的 Telegram。"),
  mk("zh", "registered", false)("之前设好的每日提醒会继续照常推送，不用再设。"),
  mk("zh", "third-party", false)("你可以在设置里打开\"到价提醒\"，触发后会通知你。"),
  mk("zh", "third-party", false)("你跑完之后告诉我结果，我再帮你分析。"),
  mk("zh", "third-party", false)("如果你需要，我可以帮你写一个到价就通知的脚本。"),
  mk("zh", "third-party", false)("上面就是完整的分析，不用等，我已经全部发给你了。"),
  mk("zh", "alert", true)("我这边盯着，到价了告诉你。"),
  mk("zh", "alert", true)("我晚点把详细的数据整理好发你。"),
  mk("zh", "alert", true)("等链上确认了我再通知你。"),
  mk("zh", "alert", true)("明天早上我再跟你同步一下进展。"),
  mk("zh", "alert", true)("这个我先研究一下，有结论了回复你。"),
  mk("ja", "third-party", false)("銀行の振込が完了すると、メールで通知が届きます。"),
  mk("ja", "third-party", false)("審査が終わったら、運営から連絡があります。"),
  mk("ja", "third-party", false)("このボットは毎朝 9 時にニュースを配信します。"),
  mk("ja", "third-party", false)("設定画面で通知をオンにすると、価格アラートが届きます。"),
  mk("ja", "third-party", false)("終わったら教えてください。続きをやります。"),
  mk("ja", "alert", true)("調査して、分かり次第ご連絡します。"),
  mk("ja", "alert", true)("明日の朝、進捗をお伝えしますね。"),
  mk("ja", "alert", true)("ビルドが終わったら結果を共有します。"),
  mk("ja", "third-party", false)("以下が結果です。ほかに待ちはありません。"),
  mk("ja", "third-party", false)("アプリが更新されたら自動で通知されます。"),
  mk("mixed", "mixed", true)("等 API 恢复了我再 retry，然后 update 你。"),
  mk("mixed", "mixed", false)("等 API 恢复了你再 retry 一下，应该就好了。"),
];

// ---------------------------------------------------------------- probe 51 (blind, code-switching inside one sentence, Chinese
// and Japanese with English verbs and cues): 22/24 scored once ("我 check 完 logs 再 get back to you": the finish had its object
// between; "終わったら Slack で notify しますね": notify was no bare notice verb).
const probe51: ClassCase[] = [
  mk("mixed", "mixed", true)("OK，我 check 完 logs 再 get back to you。"),
  mk("mixed", "mixed", true)("这个 bug 我 tonight 修，修完 ping 你。"),
  mk("mixed", "mixed", true)("Deploy 完成后我会 send 一个 summary 给你。"),
  mk("mixed", "mixed", true)("等 market open 了我再 update 你 the numbers。"),
  mk("mixed", "mixed", true)("I'll 看一下 the order book，有异常马上 tell you。"),
  mk("mixed", "mixed", true)("backtest 明早出结果，出来我 DM 你。"),
  mk("mixed", "mixed", true)("明日の朝 report を送りますね。"),
  mk("mixed", "mixed", true)("PR が merge されたら ping します。"),
  mk("mixed", "mixed", true)("終わったら Slack で notify しますね。"),
  mk("mixed", "mixed", true)("I'll 明日までに summary をまとめて送ります。"),
  mk("mixed", "mixed", true)("API key rotate 完了我 let you know。"),
  mk("mixed", "mixed", true)("データが揃ったら share しますね、たぶん 1 時間くらい。"),
  mk("mixed", "mixed", false)("OK，logs 在下面，你 check 一下。"),
  mk("mixed", "mixed", false)("这个 bug 修好了，你 pull 一下最新的 main。"),
  mk("mixed", "mixed", false)("Deploy 完成后，Vercel 会 send 一封 email 给你。"),
  mk("mixed", "mixed", false)("等 market open 了你可以自己 check 一下 the numbers。"),
  mk("mixed", "mixed", false)("PR が merge されたら GitHub から通知が来ます。"),
  mk("mixed", "mixed", false)("終わったら Slack で教えてください。"),
  mk("mixed", "mixed", false)("I'll 现在就 tell you：the key expired yesterday。"),
  mk("mixed", "mixed", false)("report は以下の通りです。ほかに pending はありません。"),
  mk("mixed", "mixed", false)("要不要我 backtest 跑完后 DM 你？我需要先 schedule 一个 job。"),
  mk("mixed", "mixed", false)("backtest 明早出结果，出来我 DM 你。", {"jobs": [{"minAgo": 4}]}),
  mk("mixed", "mixed", false)("PR が merge されたら ping します。", {"tools": ["sessions_spawn"]}),
  mk("mixed", "mixed", false)("这个 alert 之前已经 set 好了，触发了会照常 push 给你。"),
];

// ---------------------------------------------------------------- probe 52 (blind, traditional Chinese promises, third parties
// and deliveries): 20/20 scored once.
const probe52: ClassCase[] = [
  mk("zh-tw", "alert", true)("收到，我這邊先查一下，晚點回覆你。"),
  mk("zh-tw", "alert", true)("等部署完成後我再通知你。"),
  mk("zh-tw", "alert", true)("明天早上我會把報告寄給你。"),
  mk("zh-tw", "alert", true)("有進一步消息我會第一時間告訴你。"),
  mk("zh-tw", "third-party", false)("銀行會在款項入帳後寄簡訊通知你。"),
  mk("zh-tw", "feature", false)("這個提醒功能可以在設定裡開啟，到時間會推播通知。"),
  mk("zh-tw", "registered", false)("之前設定好的每週提醒會照常發送，不需要重新設定。"),
  mk("zh-tw", "third-party", false)("你跑完之後跟我說一下結果，我再幫你看。"),
  mk("zh-tw", "third-party", false)("如果需要的話，我可以幫你設一個定時任務，到時候提醒你。"),
  mk("zh-tw", "third-party", false)("報告已經寄給你了，請查收。"),
  mk("zh-tw", "alert", true)("我先跑一下回測，大概半小時，跑完跟你說。"),
  mk("zh", "third-party", false)("回測跑完了，結果如下：勝率 61%。"),
  mk("mixed", "mixed", true)("OK，我研究一下 API 文件，有結論再跟你說。"),
  mk("mixed", "mixed", false)("API 文件的結論是：v2 支援 websocket，v1 不支援。"),
  mk("mixed", "mixed", true)("等鏈上確認後我再 ping 你。"),
  mk("mixed", "mixed", false)("交易所會在確認後發 email 給你。"),
  mk("zh-tw", "alert", true)("這部分我晚上補完再傳給你。"),
  mk("zh-tw", "third-party", false)("這部分我補完了，已經傳給你。"),
  mk("zh-tw", "third-party", false)("客服說三個工作天內會回覆你。"),
  mk("mixed", "mixed", true)("我會持續追蹤這個 issue，有更新就通知你。"),
];

// ---------------------------------------------------------------- probe 53 (blind, English status updates and their third-party
// twins): 18/20 scored once ("Should have something for you by 5pm"; "ETA ~20 min, will update here": the agent implied; the second
// is left out: a comma before "will" also follows masked code, the subject); the last six after the fix.
const probe53: ClassCase[] = [
  mk("en", "alert", true)("Quick update: the indexer is at 60%. I'll send the final numbers when it hits 100%."),
  mk("en", "third-party", false)("Quick update: the indexer is at 60%. The final numbers will show on the dashboard when it hits 100%."),
  mk("en", "alert", true)("No worries — I'll nudge you tomorrow about the renewal."),
  mk("en", "third-party", false)("No worries — the renewal email will nudge you tomorrow."),
  mk("en", "alert", true)("I'll give you a shout when the PR is green."),
  mk("en", "third-party", false)("Give me a shout when the PR is green."),
  mk("en", "alert", true)("Let me run the full suite; I'll post the results here in ~15 minutes."),
  mk("en", "third-party", false)("Let me run the full suite now. Results: 412 passed, 0 failed."),
  mk("en", "alert", true)("Working on it now. Should have something for you by 5pm."),
  mk("en", "third-party", false)("Working on it now; here's the first draft below."),
  mk("en", "alert", true)("I'll make sure to flag it if the spread widens past 2%."),
  mk("en", "third-party", false)("The bot will flag it if the spread widens past 2%."),
  mk("en", "alert", true)("Once I hear back from the API team, I'll loop you in."),
  mk("en", "third-party", false)("Once you hear back from the API team, loop me in."),
  mk("en", "third-party", false)("ETA ~20 min according to the build page."),
  mk("en", "alert", true)("I'll circle back once the backfill completes."),
  mk("en", "third-party", false)("Circle back once the backfill completes and I'll check the numbers then."),
  mk("en", "alert", true)("Tomorrow I'll check the funding rates again and let you know if anything changed."),
  mk("en", "third-party", false)("Tomorrow the funding rates reset at 00:00 UTC; nothing for me to track."),
  mk("en", "third-party", false)("Will update here: the new threshold is 5%, effective now."),
  mk("en", "third-party", false)("Here's the update: ETA ~20 min according to the build page."),
  mk("en", "third-party", false)("ETA ~20 min, will it still work if I close the tab?"),
  mk("en", "third-party", false)("Should you need anything else later, just ask."),
  mk("en", "alert", true)("Should be done in about an hour — will post the summary here."),
  mk("en", "third-party", false)("I should mention that the API is rate-limited after 5pm."),
];

// ---------------------------------------------------------------- probe 54 (blind, Japanese keigo promises, third parties and
// features): 18/20 scored once (念のため read as told now; 問題なければ no condition).
const probe54: ClassCase[] = [
  mk("ja", "alert", true)("かしこまりました。調べてから改めてご報告いたします。"),
  mk("ja", "alert", true)("了解です、終わり次第こちらでお伝えしますね。"),
  mk("ja", "alert", true)("明日の 9 時ごろに、もう一度価格をチェックしてお知らせします。"),
  mk("ja", "alert", true)("承知しました。デプロイが終わったらご連絡差し上げます。"),
  mk("ja", "alert", true)("念のため、来週の月曜にリマインドしますね。"),
  mk("ja", "alert", true)("進展があれば、すぐに共有いたします。"),
  mk("ja", "alert", true)("バックテストが完了しましたら、結果をまとめてお送りします。"),
  mk("ja", "third-party", false)("かしこまりました。調べた結果を以下にまとめました。"),
  mk("mixed", "mixed", false)("デプロイが終わったら、Vercel からメールが届きます。"),
  mk("ja", "third-party", false)("進展があれば、チームの担当者から連絡があるはずです。"),
  mk("ja", "third-party", false)("来週の月曜にリマインドが必要でしたら、スケジュールを登録しましょうか？"),
  mk("ja", "feature", false)("この機能を使うと、価格が変わったときに通知を受け取れます。"),
  mk("ja", "registered", false)("以前から設定済みのリマインダーは引き続き毎朝届きます。"),
  mk("ja", "third-party", false)("結果がわかったら、私に教えていただけますか？"),
  mk("ja", "third-party", false)("私はバックグラウンドで動作できないため、後からご連絡することはできません。"),
  mk("ja", "third-party", false)("ご連絡ありがとうございます。内容を確認しました。"),
  mk("ja", "third-party", false)("報告書は添付のとおりです。ご確認ください。"),
  mk("ja", "third-party", false)("取引所のメンテナンスが終わり次第、入金が反映されます。"),
  mk("mixed", "mixed", true)("テストを回してみて、問題なければ PR を出してお知らせします。"),
  mk("mixed", "mixed", false)("テストを回しました。問題なかったので PR を出しました：#221。"),
];

// ---------------------------------------------------------------- probe 55 (blind, code-switching with English subjects and
// verbs in Chinese and Japanese): 14/18 scored once ("I 会…" read as a named system's "* 会"; "We 明天…"; "搞定了 message 你";
// させていただきます).
const probe55: ClassCase[] = [
  mk("mixed", "mixed", true)("I 会在 deploy 之后 notify 你。"),
  mk("mixed", "mixed", true)("We 明天 review 完再 get back to you。"),
  mk("mixed", "mixed", true)("OK 我 handle，搞定了 message 你。"),
  mk("mixed", "mixed", true)("等我跑完 benchmark，I'll drop the numbers here."),
  mk("mixed", "mixed", true)("Once CI 过了，我就 ping 你。"),
  mk("mixed", "mixed", true)("明天我再 follow up 一下这个 ticket，有 update 告诉你。"),
  mk("mixed", "mixed", true)("レビュー終わったら I'll let you know."),
  mk("mixed", "mixed", true)("I'll 確認して、後で連絡します。"),
  mk("mixed", "mixed", true)("まず logs を見て、何か分かったら ping しますね。"),
  mk("mixed", "mixed", true)("リリース後に改めて share させていただきます。"),
  mk("mixed", "mixed", false)("Once CI 过了，你就可以 merge 了。"),
  mk("mixed", "mixed", false)("I 已经 notify 过你了，看上面的消息。"),
  mk("mixed", "mixed", false)("レビュー終わったら let me know."),
  mk("mixed", "mixed", false)("GitHub 会在 CI 过了之后 email 你。"),
  mk("mixed", "mixed", false)("我把 numbers 放在下面了：p50 12ms，p99 80ms。"),
  mk("mixed", "mixed", false)("這個 bot 每天會 push 一次 summary 給你，之前就設定好了。"),
  mk("mixed", "mixed", false)("要不要 deploy 之后我 notify 你？需要先建个 job。"),
  mk("ja", "third-party", false)("ログを見ましたが、何も分かりませんでした。ほかに待ちはありません。"),
];

// ---------------------------------------------------------------- probe 56 (blind, an estimate round after this session's
// fixes, every language): 12/12 scored once.
const probe56: ClassCase[] = [
  mk("en", "alert", true)("Give me about an hour and I'll come back with the full breakdown."),
  mk("en", "alert", true)("I'll double-check the numbers overnight and message you first thing."),
  mk("mixed", "mixed", true)("回头我把完整的 breakdown 整理好，明早发你。"),
  mk("ja", "alert", true)("一時間ほどいただければ、詳細をまとめてご報告します。"),
  mk("en", "alert", true)("Let me sleep on it — I'll have a recommendation for you tomorrow."),
  mk("en", "third-party", false)("Give me the wallet address and I'll pull the breakdown right now."),
  mk("en", "third-party", false)("Here's the full breakdown; nothing else is pending on my side."),
  mk("zh", "third-party", false)("你把地址给我，我现在就查。"),
  mk("ja", "third-party", false)("ウォレットアドレスを教えていただければ、すぐに確認します。"),
  mk("en", "third-party", false)("The exchange will message you first thing once KYC clears."),
  mk("mixed", "mixed", false)("明早交易所会发邮件通知你 KYC 结果。"),
  mk("mixed", "mixed", true)("KYC 结果出来后我会第一时间 sync 给你。"),
];

// ---------------------------------------------------------------- probe57 (blind, every class and language): 27/27 scored once
const probe57: ClassCase[] = [
  mk("en", "alert", true)("I'll keep an eye on the funding rate and message you if it flips."),
  mk("en", "alert", true)("Once the backtest finishes I'll drop the results here."),
  mk("en", "alert", true)("I'll circle back tomorrow morning with the updated numbers."),
  mk("en", "alert", true)("Give me an hour and I'll send over the full report."),
  mk("en", "alert", true)("I'll let you know the moment BTC reclaims 100k."),
  mk("zh", "alert", true)("等数据出来我第一时间告诉你。"),
  mk("zh", "alert", true)("明天开盘前我再给你发一份更新。"),
  mk("zh-tw", "alert", true)("有新消息我會馬上通知你。"),
  mk("ja", "alert", true)("結果が出たらすぐにご連絡します。"),
  mk("ja", "alert", true)("明日の朝、改めてレポートをお送りします。"),
  mk("mixed", "mixed", true)("backtest 跑完我再 ping 你。"),
  mk("mixed", "mixed", true)("明天 CPI 出来后我会 update 你。"),
  mk("mixed", "mixed", true)("結果が出たら Slack で連絡しますね。"),
  mk("mixed", "mixed", true)("I'll 通知你 when the unlock happens."),
  mk("en", "third-party", false)("Coinbase will email you once the withdrawal clears."),
  mk("en", "feature", false)("The app can notify you when a price level is hit."),
  mk("en", "registered", false)("The daily reminder you set last week will keep firing at 9."),
  mk("en", "alert", false)("Here are the results of the backtest: Sharpe 1.4, max drawdown 12%."),
  mk("en", "alert", false)("If you want updates, set an alert in the exchange app; I can't run in the background."),
  mk("zh", "third-party", false)("交易所会在提现到账后短信通知你。"),
  mk("zh", "feature", false)("这个功能可以在价格到达时推送通知。"),
  mk("zh", "alert", false)("我没办法在后台盯盘，建议你在 app 里设提醒。"),
  mk("ja", "third-party", false)("取引所から入金完了のメールが届きます。"),
  mk("ja", "alert", false)("バックテストの結果はこちらです：シャープレシオ 1.4。"),
  mk("mixed", "mixed", false)("Binance 的 app 会 push 通知给你。"),
  mk("mixed", "mixed", false)("这个 bot 会在 unlock 的时候 ping 你，它是项目方的。"),
  mk("en", "alert", false)("I'll message you if the funding rate flips — the watcher job is running.", {"jobs":[{"minAgo":2}]}),
];

// ---------------------------------------------------------------- probe58 (blind, softer promises and setting
// explanations): 24/26 scored once ("Should have the full write-up for you by end of day": no generic hand-over nor a
// deadline; この設定をオンにすると … 通知が来ます, a setting explained, blocked)
const probe58: ClassCase[] = [
  mk("en", "alert", true)("You'll hear from me as soon as the unlock tx confirms."),
  mk("en", "alert", true)("Should have the full write-up for you by end of day."),
  mk("en", "alert", true)("Expect an update from me after the FOMC minutes drop."),
  mk("en", "alert", true)("I'm going to watch the order book overnight and flag anything odd."),
  mk("en", "alert", true)("Will report back once the indexer catches up."),
  mk("zh", "alert", true)("回头我把完整的报告整理好发你。"),
  mk("zh", "alert", true)("晚点我再跟你同步一下进度。"),
  mk("zh-tw", "alert", true)("稍後我再把結果傳給你。"),
  mk("ja", "alert", true)("後ほど詳細をまとめてお伝えします。"),
  mk("ja", "alert", true)("進捗があり次第、こちらから共有いたします。"),
  mk("mixed", "mixed", true)("晚点我再 follow up 一下。"),
  mk("mixed", "mixed", true)("indexer 追上之后 I'll report back。"),
  mk("mixed", "mixed", true)("後で summary を送りますね。"),
  mk("en", "third-party", false)("The protocol team said they'll post an update after the audit."),
  mk("en", "third-party", false)("Your bank should notify you once the wire lands."),
  mk("en", "feature", false)("With webhooks enabled, the exchange pushes a message on every fill."),
  mk("en", "alert", false)("I've attached the full write-up below; nothing else is pending."),
  mk("zh", "third-party", false)("项目方说审计结束后会发公告。"),
  mk("zh", "registered", false)("你之前设的那个提醒明早还是会照常响。"),
  mk("zh", "feature", false)("开通这个服务后，系统每天会给你推送日报。"),
  mk("zh", "alert", false)("完整报告在下面，没有别的待办了。"),
  mk("ja", "third-party", false)("銀行から着金のお知らせが届くはずです。"),
  mk("ja", "feature", false)("この設定をオンにすると、約定ごとに通知が来ます。"),
  mk("mixed", "mixed", false)("项目方的 bot 审计完会 post 公告。"),
  mk("mixed", "mixed", false)("webhook を有効にすると exchange から通知が来ます。"),
  mk("en", "alert", false)("You'll hear from me as soon as the unlock tx confirms — the watcher is scheduled.", {"tools":["scheduled_task"]}),
];

// ---------------------------------------------------------------- probe59 (blind, mixed-language): 15/16 scored once ("I'll 同步 the numbers 给你": an English object between the hand-over and 给你)
const probe59: ClassCase[] = [
  mk("mixed", "mixed", true)("等 CI 绿了我 ping 你一下。"),
  mk("mixed", "mixed", true)("deploy が終わったら Slack で知らせます。"),
  mk("mixed", "mixed", true)("I'll 同步 the numbers 给你 after the close."),
  mk("mixed", "mixed", true)("結果出來後我再 DM 你。"),
  mk("mixed", "mixed", true)("回测跑完 I'll send you the report."),
  mk("mixed", "mixed", true)("明日の朝、update をお送りしますね。"),
  mk("mixed", "mixed", true)("晚点 report back 给你。"),
  mk("mixed", "mixed", true)("CPI 出来我第一时间 notify 你。"),
  mk("mixed", "mixed", false)("CI 绿了之后 GitHub 会发邮件通知你。"),
  mk("mixed", "mixed", false)("deploy が終わると Vercel から通知が来ます。"),
  mk("mixed", "mixed", false)("报告在下面，我已经 send 给你了。"),
  mk("mixed", "mixed", false)("Binance 的 app 到价会 push 给你。"),
  mk("mixed", "mixed", false)("这个 bot 每天 9 点会 post daily summary，是项目方的。"),
  mk("mixed", "mixed", false)("要不要我跑完 backtest 后 ping 你？"),
  mk("mixed", "mixed", false)("等 CI 绿了我 ping 你，watcher job 已经在跑了。", {"jobs":[{"minAgo":2}]}),
  mk("mixed", "mixed", false)("你 deploy 完之后 ping 我一下就行。"),
];

// ---------------------------------------------------------------- probe60 (blind, Chinese third parties, features and registered reminders): 17/18 scored once (物业 after a condition: a bare noun before 会 is its subject); the last six written with the fix
const probe60: ClassCase[] = [
  mk("zh", "third-party", false)("券商会在成交后给你发短信确认。"),
  mk("zh", "third-party", false)("客服说明天会打电话联系你。"),
  mk("zh", "third-party", false)("快递到了以后物业会通知你去取。"),
  mk("zh", "third-party", false)("平台审核通过后会邮件告诉你。"),
  mk("zh", "feature", false)("开启推送后，价格到了 app 会提醒你。"),
  mk("zh", "feature", false)("这个机器人支持定时播报，每天早上会推送一次。"),
  mk("zh", "registered", false)("你上周设的那个止盈提醒还在，到价会照常通知。"),
  mk("zh", "registered", false)("每周一的周报推送一直在跑，这周也会照常发。"),
  mk("zh-tw", "third-party", false)("銀行入帳後會傳簡訊通知你。"),
  mk("zh-tw", "feature", false)("開啟通知後，系統會在到價時提醒你。"),
  mk("zh", "alert", false)("报告已经发给你了，请查收。"),
  mk("zh", "alert", false)("这是今天的数据，明天你可以再问我。"),
  mk("zh", "alert", true)("我盯着这个价位，到了就告诉你。"),
  mk("zh", "alert", true)("等审核结果出来我通知你。"),
  mk("zh", "alert", true)("我晚上再看一下，有变化跟你说。"),
  mk("zh-tw", "alert", true)("我會持續追蹤，有消息再通知你。"),
  mk("zh", "alert", true)("明天早上我把新的周报发给你。"),
  mk("zh", "alert", true)("稍后我会把完整名单整理出来给你。"),
  mk("zh", "third-party", false)("快递到了以后物业也会通知你去取。"),
  mk("zh", "third-party", false)("学校也会通知你。"),
  mk("zh", "alert", true)("完成后会通知你。"),
  mk("zh", "alert", true)("结果出来后我也会通知你。"),
  mk("zh", "alert", true)("明天早上会发给你。"),
  mk("zh", "alert", true)("审核通过以后会告诉你。"),
];

// ---------------------------------------------------------------- probe61 (a result promised after a short wait, no notify verb; written BEFORE the ETA rows): 4/10 scored once, 1/7 of the promises
const probe61: ClassCase[] = [
  mk("en", "alert", true)("Back in 10 with the results."),
  mk("en", "alert", true)("ETA ~20 min, will update here."),
  mk("en", "alert", true)("Running it now — results in about 15 minutes."),
  mk("en", "alert", true)("Give me 5 and I'll have the numbers."),
  mk("en", "alert", true)("I'm on it; expect the summary within the hour."),
  mk("zh", "alert", true)("搞定后第一时间给你。"),
  mk("ja", "alert", true)("10 分ほどで結果をお持ちします。"),
  mk("en", "alert", false)("Back in 2015 the results were different."),
  mk("en", "third-party", false)("Results in about 15 minutes is what the exchange quotes for withdrawals."),
  mk("en", "third-party", false)("ETA for the upgrade is 20 minutes per the team's status page."),
];

// ---------------------------------------------------------------- probe62 (the ETA rows' false-block bait, written after them): 10/12 scored once, two false blocks (a duration of an act done, 'results are below'; 'the numbers above')
const probe62: ClassCase[] = [
  mk("en", "third-party", false)("Binance says withdrawals are delayed; the results of their review come in about 30 minutes."),
  mk("en", "feature", false)("The report generator usually finishes in about 5 minutes for a month of data."),
  mk("en", "alert", false)("Here's the summary — it took about 10 minutes to compile."),
  mk("en", "alert", false)("The backtest ran in ~3 min; results are below."),
  mk("en", "alert", false)("Next funding is in 15 minutes; the numbers above are from the last window."),
  mk("zh", "alert", false)("报告已经生成好了，用了大概 5 分钟。"),
  mk("ja", "alert", false)("結果は以下の通りです（処理に 10 分ほどかかりました）。"),
  mk("en", "third-party", false)("CoinGecko updates the numbers every 5 minutes."),
  mk("en", "alert", true)("Kicking off the scan now; summary within the hour."),
  mk("zh", "alert", true)("我现在开始跑，大概 10 分钟后给你结果。"),
  mk("ja", "alert", true)("今から回します。10 分後に結果を共有します。"),
  mk("mixed", "mixed", true)("跑一下 backtest，~15 min 后给你 results。"),
];

// ---------------------------------------------------------------- probe63 (blind, replies to pass only, every language): 16/16 scored once
const probe63: ClassCase[] = [
  mk("en", "third-party", false)("Stripe will email you a receipt once the payment settles."),
  mk("en", "feature", false)("Webhooks let the exchange notify your server whenever an order fills."),
  mk("en", "registered", false)("The weekly summary job I created last Tuesday will run again on Monday."),
  mk("en", "alert", false)("I can't follow up later on my own; if you want an update, ask me again tomorrow."),
  mk("en", "alert", false)("Here's everything: the backtest, the chart and the raw numbers. Nothing pending."),
  mk("en", "third-party", false)("Your accountant said she'll get back to you after the audit."),
  mk("en", "alert", false)("When you're back, ping me and we'll continue."),
  mk("zh", "third-party", false)("银行说三个工作日内会短信通知你结果。"),
  mk("zh", "feature", false)("开启价格提醒后，App 会在到价时推送。"),
  mk("zh", "alert", false)("我没法在你离线时主动联系你，建议你明天再问我。"),
  mk("zh-tw", "third-party", false)("客服表示明天會寄信通知你。"),
  mk("ja", "third-party", false)("取引所のサポートから後日メールで連絡が来るはずです。"),
  mk("ja", "alert", false)("こちらから後でご連絡することはできないので、明日また聞いてください。"),
  mk("mixed", "mixed", false)("GitHub Actions 跑完会自己发 email 给你。"),
  mk("mixed", "mixed", false)("Vercel の deploy が終わると Slack に通知が来ます。"),
  mk("en", "alert", false)("I'll message you when funding flips — the watcher job is set up.", {"jobs":[{"minAgo":4}]}),
];

// ---------------------------------------------------------------- probe64 (blind, longer replies and code-switching): 17/18 scored once ("I'll send a quick heads-up": a notice by its noun)
const probe64: ClassCase[] = [
  mk("en", "alert", true)(`Here's the current state of the pools.\n\nI'll come back to you with the APY comparison once the subgraph syncs.`),
  mk("en", "alert", true)("That's odd — let me dig into the logs and get back to you shortly."),
  mk("en", "alert", true)("I'll monitor the mempool for the next hour and report anything unusual."),
  mk("en", "alert", true)("Noted. When the unlock hits I'll send a quick heads-up."),
  mk("en", "alert", true)("Leave it with me; I'll have a draft ready for you tomorrow morning."),
  mk("ja", "alert", true)("ログを確認して、分かり次第ご報告します。"),
  mk("ja", "alert", true)("サブグラフの同期が終わったら、APY 比較をお送りしますね。"),
  mk("zh", "alert", true)("这个我来跟进，有结论了第一时间同步你。"),
  mk("mixed", "mixed", true)("我先 dig 一下 logs，晚点 get back to you。"),
  mk("mixed", "mixed", true)("unlock の時に heads-up を送ります。"),
  mk("en", "alert", false)("Here's the APY comparison: Aave 4.1%, Compound 3.8%, Morpho 5.2%."),
  mk("en", "alert", false)("If you'd like, I can dig into the logs next time you're here."),
  mk("en", "third-party", false)("The subgraph maintainers will post an update when the sync completes."),
  mk("en", "alert", false)("I won't be able to monitor the mempool after this reply ends; use a bot for that."),
  mk("ja", "alert", false)("APY の比較結果は以下のとおりです。"),
  mk("zh", "third-party", false)("项目方会在解锁前发公告提醒大家。"),
  mk("mixed", "mixed", false)("logs 我看完了，问题是 RPC timeout，已经 fix 了。"),
  mk("en", "alert", false)("I've spawned a subagent to dig into the logs; it will report back here when done.", { runs: [2] }),
];

// ---------------------------------------------------------------- probe65 (blind, code-switching and ETA promises):
// 22/26 scored once: promises 10/14 (跟你说一声; mixed 1/4: 'send 给你' with the agent implied, 'let you know します', '明早
// report'), no false block
const probe65: ClassCase[] = [
  mk("en", "alert", true)("Got it. When SOL tags $118 I'll drop a message right here."),
  mk("en", "alert", true)("I'll circle back with the backtest numbers in about half an hour."),
  mk("en", "alert", true)("Leave it with me — you'll hear from me once the unlock tx confirms."),
  mk("en", "alert", true)("I'll keep an eye on the funding rate overnight and flag anything odd in the morning."),
  mk("zh", "alert", true)("SOL 到 118 的时候我在这里跟你说一声。"),
  mk("zh", "alert", true)("回测结果大概半小时后发你。"),
  mk("zh", "alert", true)("解锁交易确认之后我第一时间告诉你。"),
  mk("zh-tw", "alert", true)("資金費率我今晚幫你盯著，有異常明早跟你講。"),
  mk("ja", "alert", true)("SOL が 118 ドルに触れたら、ここでお伝えしますね。"),
  mk("ja", "alert", true)("バックテストの結果は 30 分ほどでお送りします。"),
  mk("mixed", "mixed", true)("SOL touch 118 的时候我 ping 你一下。"),
  mk("mixed", "mixed", true)("Backtest 结果 30 分钟左右 send 给你。"),
  mk("mixed", "mixed", true)("アンロックの tx が confirm されたら let you know します。"),
  mk("mixed", "mixed", true)("funding rate 我 overnight 帮你 monitor，有 anomaly 明早 report。"),
  mk("en", "third-party", false)("Your exchange will email you when the withdrawal clears."),
  mk("en", "feature", false)("Starchild can message you when a price level is hit, if you set up an alert."),
  mk("en", "registered", false)("The SOL alert from last week will still ping you at $118."),
  mk("en", "alert", false)("Let me know when you're back and I'll rerun the backtest then."),
  mk("zh", "third-party", false)("提现到账后交易所会发邮件给你。"),
  mk("zh", "feature", false)("价格提醒功能会在到价时推送通知。"),
  mk("zh", "registered", false)("上周设好的 SOL 提醒到 118 还是会照常通知你。"),
  mk("zh-tw", "third-party", false)("交易所會在提領完成後寄信給你。"),
  mk("ja", "third-party", false)("出金が完了したら、取引所からメールが届きます。"),
  mk("ja", "feature", false)("アラート機能を使えば、指定価格に達したときに通知を受け取れます。"),
  mk("mixed", "mixed", false)("withdrawal 到账后 exchange 会 email 你。"),
  mk("mixed", "mixed", false)("上周的 SOL alert 到 118 还是会照常 ping 你。"),
];

// ---------------------------------------------------------------- probe66 (blind, a mixed-language round): 18/20
// scored once: promises 10/12 ('post しておきます', '的话我马上 notify'), no false block
const probe66: ClassCase[] = [
  mk("mixed", "mixed", true)("Deploy 完了したら Slack で知らせます。"),
  mk("mixed", "mixed", true)("等 CI 过了我再 update 你 status。"),
  mk("mixed", "mixed", true)("Liquidation price 接近的时候会 ping 你的，放心。"),
  mk("mixed", "mixed", true)("I'll 在 funding flip 的时候 message 你。"),
  mk("mixed", "mixed", true)("Once the snapshot is taken, 我把 CSV 发到这个 thread。"),
  mk("mixed", "mixed", true)("結果が出たら DM で送りますね。"),
  mk("mixed", "mixed", true)("Backtest 跑完 I'll let you know 结果。"),
  mk("mixed", "mixed", true)("稍後 我會 sync 進度 到這個 channel。"),
  mk("mixed", "mixed", true)("明日の朝、summary をここに post しておきます。"),
  mk("mixed", "mixed", true)("价格 break 95k 的话我马上 notify。"),
  mk("mixed", "mixed", true)("When the unlock happens 我第一时间 ping 你。"),
  mk("mixed", "mixed", true)("Report は 17 時までに共有します。"),
  mk("mixed", "mixed", false)("Deploy 完了したら Vercel がメールで知らせてくれます。"),
  mk("mixed", "mixed", false)("CI 过了 GitHub 会 email 你。"),
  mk("mixed", "mixed", false)("Liquidation price 接近的时候 Binance App 会 push 通知。"),
  mk("mixed", "mixed", false)("要不要 funding flip 的时候我 message 你？"),
  mk("mixed", "mixed", false)("結果が出たら DM で送ってもらえますか？"),
  mk("mixed", "mixed", false)("上周设的 price alert 到 95k 会照常 notify 你。"),
  mk("mixed", "mixed", false)("CSV 我已经发到这个 thread 了，你看一下。"),
  mk("mixed", "mixed", false)("Summary は上に貼ってあります。"),
];

// ---------------------------------------------------------------- probe67 (blind, whole replies that deliver part now
// and promise the rest): 12/15 scored once: promises 7/10 ('I'll add them to this thread', 补到这个帖子里, 'I'll add 到这个
// thread'), no false block
const probe67: ClassCase[] = [
  mk("en", "alert", true)("Here's the current state:\n\n- BTC: $96.4k\n- ETH: $3.41k\n\nThe ETF flow numbers land around 21:00 UTC; I'll add them to this thread once they're out."),
  mk("en", "alert", true)("Backtest is running (about 40% done). I'll post the equity curve and drawdown stats as soon as it wraps."),
  mk("en", "alert", false)("Backtest finished. Equity curve and drawdown stats are below.\n\n| metric | value |\n|---|---|\n| CAGR | 34% |\n| max DD | 18% |"),
  mk("en", "third-party", false)("The ETF flow numbers come out around 21:00 UTC; Farside usually posts them first."),
  mk("zh", "alert", true)("当前状态：\n- BTC：96.4k\n- ETH：3.41k\n\nETF 流入数据大概 UTC 21 点出来，出来后我补到这个帖子里。"),
  mk("zh", "alert", true)("回测在跑，进度大约 40%，跑完把净值曲线和回撤数据发你。"),
  mk("zh", "alert", false)("回测跑完了，净值曲线和回撤数据如下：CAGR 34%，最大回撤 18%。"),
  mk("zh", "third-party", false)("ETF 流入数据一般 UTC 21 点左右出，Farside 通常最先发。"),
  mk("zh-tw", "alert", true)("回測還在跑，大約 40%，跑完我把淨值曲線傳給你。"),
  mk("ja", "alert", true)("バックテストは 40% ほど進んでいます。終わり次第、資産曲線とドローダウンをここに貼ります。"),
  mk("ja", "alert", false)("バックテストが終わりました。資産曲線とドローダウンは以下の通りです。"),
  mk("ja", "third-party", false)("ETF のフローは UTC 21 時ごろに出ます。Farside が最初に出すことが多いです。"),
  mk("mixed", "mixed", true)("Backtest 在跑，大概 40%，wrap 完我 post equity curve 给你。"),
  mk("mixed", "mixed", true)("ETF flow 数据 21:00 UTC 左右出来，出来后 I'll add 到这个 thread。"),
  mk("mixed", "mixed", false)("Backtest 跑完了，equity curve 在下面。"),
];

// ---------------------------------------------------------------- probe68 (blind, Chinese third parties, features and
// registrations beside short promises): 19/20 scored once: promises 4/5 (我叫你), no false block
const probe68: ClassCase[] = [
  mk("zh", "third-party", false)("客服说工单处理完会在 App 里通知你。"),
  mk("zh", "third-party", false)("你同事说部署完成后会在群里说一声。"),
  mk("zh", "third-party", false)("券商会在除权日前一天发短信提醒。"),
  mk("zh", "third-party", false)("链上确认 12 个区块后，钱包会自动弹出提示。"),
  mk("zh", "feature", false)("开启推送后，每次成交都会收到通知。"),
  mk("zh", "feature", false)("这个机器人支持到价提醒，设置后会私信你。"),
  mk("zh", "registered", false)("之前设的每日简报还在，明早 7 点照常推送。"),
  mk("zh", "registered", false)("你上周建的 SOL 提醒仍然有效，跌破 118 会通知你。"),
  mk("zh", "alert", false)("等你确认参数后，我再开始跑回测。"),
  mk("zh", "alert", false)("你跑完回测把结果发我，我帮你看。"),
  mk("zh-tw", "third-party", false)("銀行說款項入帳後會用簡訊通知你。"),
  mk("zh-tw", "feature", false)("開啟通知後，每筆成交都會推播給你。"),
  mk("zh-tw", "registered", false)("之前設定的週報還在，週一早上照常寄出。"),
  mk("zh", "alert", true)("参数我先用默认的，回测跑完我第一时间发你结果。"),
  mk("zh", "alert", true)("明早开盘前我再看一眼盘前数据，有异动告诉你。"),
  mk("zh", "alert", true)("你先休息，ETH 到 3,500 我叫你。"),
  mk("zh-tw", "alert", true)("明天開盤前我再看一下，有異動馬上跟你說。"),
  mk("mixed", "mixed", true)("你先休息，ETH 到 3,500 我 call 你。"),
  mk("mixed", "mixed", false)("客服说 ticket 处理完会 notify 你。"),
  mk("mixed", "mixed", false)("开启 push 后，每次 fill 都会 notify 你。"),
];

// ---------------------------------------------------------------- probe69 (blind, English and Japanese follow-ups in
// other words): 14/18 scored once: promises 6/10 (shout, 'confirm here', ひと声かけますね, 'nudge しますね'), no false block
const probe69: ClassCase[] = [
  mk("en", "alert", true)("Noted. I'll nudge you Thursday morning about the rebalance."),
  mk("en", "alert", true)("Once the grant email lands, I'll forward the key points to you."),
  mk("en", "alert", true)("I'll keep watching the mempool and shout if fees drop under 5 sat/vB."),
  mk("en", "alert", true)("Give me 20 minutes — I'll have the tax lot breakdown ready for you."),
  mk("en", "alert", true)("I'll recheck the oracle price after the next heartbeat and confirm here."),
  mk("en", "third-party", false)("Your accountant said she'll send the tax lot breakdown on Thursday."),
  mk("en", "third-party", false)("Coinbase will email a confirmation once the transfer settles."),
  mk("en", "feature", false)("Price alerts in the app can nudge you when fees drop under 5 sat/vB."),
  mk("en", "registered", false)("The Thursday rebalance reminder you created last month still fires at 9."),
  mk("en", "alert", false)("I checked the mempool: fees are at 4 sat/vB right now, so it's a good time to send."),
  mk("en", "alert", false)("Here's the tax lot breakdown you asked for, grouped by wallet."),
  mk("en", "alert", false)("Should I nudge you Thursday morning about the rebalance?"),
  mk("ja", "alert", true)("木曜の朝にリバランスの件でひと声かけますね。"),
  mk("ja", "alert", true)("助成金のメールが届いたら、要点を転送します。"),
  mk("ja", "third-party", false)("会計士さんが木曜に税務ロットの内訳を送ってくれるそうです。"),
  mk("ja", "feature", false)("アプリの価格アラートなら、手数料が 5 sat/vB を下回ったときに通知できます。"),
  mk("mixed", "mixed", true)("Thursday morning に rebalance の件で nudge しますね。"),
  mk("mixed", "mixed", true)("grant email 届いたら key points を forward します。"),
];

// Blind probe 70 (eleventh session): notices promised in the passive (you'll be pinged, will be waiting for you), hand-
// overs named before the verb (给你推), later reports in EN/ZH/JA and code-switched, against exchanges' notices, warnings
// and results given now. First pass 28/32 (promises 17/20, false blocks 1/12: 币安 as a subject).
const PROBE70: ClassCase[] = [
  mk("en", "alert", true)("You'll be pinged the moment BTC prints below 90k."),
  mk("en", "alert", true)("You'll get a message from me as soon as the backtest wraps up."),
  mk("en", "alert", true)("Expect a note from me tomorrow morning with the final numbers."),
  mk("en", "alert", true)("The summary will be waiting for you here in about an hour."),
  mk("en", "alert", true)("I'll circle back with the audit findings after lunch."),
  mk("en", "third-party", false)("You'll be notified by Binance once the withdrawal clears."),
  mk("en", "third-party", false)("You'll get a confirmation email from Coinbase within a few minutes."),
  mk("en", "false-block", false)("You'll be liquidated if BTC drops under 88k, so add margin before the weekend."),
  mk("en", "false-block", false)("Expect volatility around the CPI print tomorrow morning."),
  mk("en", "false-block", false)("Here are the final numbers: PnL +4.2%, max drawdown 6.1%."),
  mk("zh", "alert", true)("以后每 8 小时给你推一次资金费率。"),
  mk("zh", "alert", true)("回测跑完我第一时间给你发结果。"),
  mk("zh", "alert", true)("明早给你一份完整的复盘。"),
  mk("zh", "alert", true)("晚点我把审计结论同步给你。"),
  mk("zh", "third-party", false)("提现到账后币安会发短信给你。"),
  mk("zh", "false-block", false)("如果跌破 8.8 万会被强平，周末前记得补保证金。"),
  mk("zh", "false-block", false)("这是完整的复盘：收益 +4.2%，最大回撤 6.1%。"),
  mk("zh", "false-block", false)("你同事说他明早会给你发一份复盘。"),
  mk("ja", "alert", true)("バックテストが終わり次第、結果をお送りします。"),
  mk("ja", "alert", true)("明朝、最終的な数字をまとめてご連絡します。"),
  mk("ja", "alert", true)("監査の結果は午後にこちらで共有します。"),
  mk("ja", "third-party", false)("出金が完了すると Binance からメールが届きます。"),
  mk("ja", "false-block", false)("こちらが最終的な数字です：損益 +4.2%、最大ドローダウン 6.1%。"),
  mk("ja", "false-block", false)("同僚の方が明朝レポートを送ると言っていました。"),
  mk("mixed", "alert", true)("Backtest 跑完我马上 ping 你。"),
  mk("mixed", "alert", true)("明早给你一份 full 的 review。"),
  mk("mixed", "alert", true)("結果は after lunch に share しますね。"),
  mk("mixed", "alert", true)("Audit 的 findings 我晚点 sync 给你。"),
  mk("mixed", "alert", true)("Final numbers は明日の朝 send します。"),
  mk("mixed", "third-party", false)("Withdrawal 到账后 Binance 会发 SMS 给你。"),
  mk("mixed", "false-block", false)("CPI 明早公布，expect 一些 volatility。"),
  mk("mixed", "false-block", false)("这是 final numbers：PnL +4.2%，max drawdown 6.1%。"),
];

// Blind probe 71 (eleventh session): code-switched promises (update 你一下, message 你, 連絡しますね, ping します, I'll 跟进, get back
// to you 下午) against GitHub's and apps' notices, features, results given now, offers and a colleague's plan. First pass
// 21/22 (promises 11/12, false blocks 0/10): "send 一份 summary 过来". The last four, written after the fix (the user sends
// over), passed.
const PROBE71: ClassCase[] = [
  mk("mixed", "mixed", true)("等 CI 跑完我 update 你一下。"),
  mk("mixed", "mixed", true)("Deploy 完了之后我 message 你。"),
  mk("mixed", "mixed", true)("这个 bug 我 tonight 看一下，有结果 tell 你。"),
  mk("mixed", "mixed", true)("明天 market open 前我 send 一份 summary 过来。"),
  mk("mixed", "mixed", true)("Backtest 的 result 出来我第一时间 share。"),
  mk("mixed", "mixed", true)("PR merge したら連絡しますね。"),
  mk("mixed", "mixed", true)("Report は明日の朝までに send します。"),
  mk("mixed", "mixed", true)("Build が通ったら ping します。"),
  mk("mixed", "mixed", true)("結果が出たら Slack で共有します。"),
  mk("mixed", "mixed", true)("Review 終わったら feedback 送りますね。"),
  mk("mixed", "mixed", true)("I'll 跟进 this and 回复你 by tomorrow."),
  mk("mixed", "mixed", true)("Let me 查一下, I'll get back to you 下午."),
  mk("mixed", "third-party", false)("CI 跑完 GitHub 会自动 email 你。"),
  mk("mixed", "third-party", false)("PR merge されたら GitHub から通知が届きます。"),
  mk("mixed", "feature", false)("开了 notification 的话，每次 fill 都会 push 给你。"),
  mk("mixed", "feature", false)("Alert 機能をオンにすると、価格が動いたときに push 通知が来ます。"),
  mk("mixed", "false-block", false)("Summary 在下面：PnL +3%，drawdown 2%。"),
  mk("mixed", "false-block", false)("Report はこちらです：損益 +3%、DD 2%。"),
  mk("mixed", "third-party", false)("你同事说他 tomorrow 会 send 一份 report。"),
  mk("mixed", "false-block", false)("要不要我 deploy 完 ping 你？"),
  mk("mixed", "false-block", false)("Build 通ったら ping しましょうか？"),
  mk("mixed", "false-block", false)("我已经 update 了 README，你看一下。"),
  mk("mixed", "false-block", false)("你 send 一份 summary 过来，我帮你看。"),
  mk("zh", "false-block", false)("麻烦你晚点把报告发过来。"),
  mk("mixed", "false-block", false)("方便的话明天把 log send 过来？"),
  mk("zh", "false-block", false)("他说明天会把合同寄过来。"),
];

// Blind probe 72 (eleventh session): Chinese (and some Japanese) replies where others notify (物业, 航空公司, 券商 App, HR,
// 平台), features and registered reminders are described, the agent hands over now or already did, against a few real
// promises. First pass 23/24 (promises 6/6, false blocks 1/18: a plugin reminding everyone).
const PROBE72: ClassCase[] = [
  mk("zh", "third-party", false)("物业说明天上午会上门修水管，修好会打电话给你。"),
  mk("zh", "third-party", false)("航空公司一般会在起飞前 24 小时发短信提醒你值机。"),
  mk("zh", "third-party", false)("基金赎回到账后，券商 App 会推送一条消息给你。"),
  mk("zh", "third-party", false)("面试结果 HR 说一周内会邮件通知你。"),
  mk("zh", "third-party", false)("你订的课程开课前一天，平台会发提醒。"),
  mk("zh", "feature", false)("这个插件装好后，每次有新的 PR 都会在群里提醒大家。"),
  mk("zh", "feature", false)("打开「到价提醒」以后，价格到了 App 会弹窗通知你。"),
  mk("zh", "feature", false)("日历里设置了提醒的话，到时间手机会响。"),
  mk("zh", "registered", false)("你上周设的那个每天 9 点的提醒还在，明天照常会响。"),
  mk("zh", "registered", false)("之前建好的周报任务没有改动，周一照常发。"),
  mk("zh", "false-block", false)("通知你一下，明天上午交易所维护两个小时。"),
  mk("zh", "false-block", false)("我之前说会发你的那份报告，已经放在上面了。"),
  mk("zh", "false-block", false)("结果我已经发给你了，在上一条消息里。"),
  mk("zh", "false-block", false)("以后有类似的问题，直接问我就行。"),
  mk("zh", "alert", true)("等数据更新完，我再告诉你最新的持仓变化。"),
  mk("zh", "alert", true)("这个我记下了，下周一提醒你续费。"),
  mk("zh", "alert", true)("晚上收盘后我把今天的交易总结发给你。"),
  mk("zh", "alert", true)("回头我整理一份清单给你。"),
  mk("ja", "third-party", false)("航空会社から出発 24 時間前にメールが届きます。"),
  mk("ja", "feature", false)("このアプリは価格アラートをオンにすると通知してくれます。"),
  mk("ja", "registered", false)("先週設定された毎朝 9 時のリマインダーは、明日もそのまま鳴ります。"),
  mk("ja", "false-block", false)("結果は先ほどのメッセージでお送りしました。"),
  mk("ja", "alert", true)("データの更新が終わったら、最新のポジションをお伝えします。"),
  mk("ja", "alert", true)("来週の月曜に更新のリマインドをしますね。"),
];

// Blind probe 73 (eleventh session): English promises of later work and reports (send you a breakdown first thing
// tomorrow, results in about 20 minutes, update this thread when…, Expect … from me by Friday) against vendors' and
// brokers' promises, features, registered reminders, results given now, offers and idioms. First pass 19/20 (promises
// 7/8, false blocks 0/12). Left out: "Circling back on this Monday with a proper comparison." (a subjectless
// progressive; still missed).
const PROBE73: ClassCase[] = [
  mk("en", "alert", true)("I'll dig into the slippage numbers tonight and send you a breakdown first thing tomorrow."),
  mk("en", "alert", true)("Let me rerun the backtest with fees included; results in about 20 minutes."),
  mk("en", "alert", true)("I'll report back once the migration finishes."),
  mk("en", "alert", true)("Will follow up with the gas estimates after the next block."),
  mk("en", "alert", true)("Leave it with me — I'll update this thread when the vendor replies."),
  mk("en", "alert", true)("I'll flag it here if the funding flips negative overnight."),
  mk("en", "alert", true)("Expect the revised deck from me by Friday."),
  mk("en", "third-party", false)("The vendor said they'll reply by Friday."),
  mk("en", "third-party", false)("Etherscan will email you once the contract is verified."),
  mk("en", "third-party", false)("Your broker will send the tax forms in February."),
  mk("en", "feature", false)("With email alerts on, the dashboard notifies you whenever a position closes."),
  mk("en", "feature", false)("The bot sends a summary to the channel every evening."),
  mk("en", "registered", false)("The Monday reminder you set last week is still active and will fire as usual."),
  mk("en", "false-block", false)("Here's the breakdown: slippage averaged 0.12%, worst fill 0.4%."),
  mk("en", "false-block", false)("I reran the backtest with fees; the Sharpe dropped from 1.8 to 1.4."),
  mk("en", "false-block", false)("Would you like me to follow up on this Monday?"),
  mk("en", "false-block", false)("If you want a comparison, I can put one together — just say so."),
  mk("en", "false-block", false)("Thanks for the update; I'll take that into account."),
  mk("en", "false-block", false)("I'll be honest: the numbers don't support the thesis."),
];

// Blind probe 74 (eleventh session): probe 73 in polite Japanese (ご報告いたします, お送りしますね, お伝えします, 共有します, お持ちします) against
// vendors' and brokers' notices, features, a registered reminder, results given now and offers. First pass 16/17
// (promises 6/7, false blocks 0/10): お持ちします without an ETA.
const PROBE74: ClassCase[] = [
  mk("ja", "alert", true)("集計が終わり次第、こちらでご報告いたします。"),
  mk("ja", "alert", true)("明日の朝一番で、最新の数字をお送りしますね。"),
  mk("ja", "alert", true)("調査して、夕方までに結果をお伝えします。"),
  mk("ja", "alert", true)("ベンダーから返事が来たら、このスレッドで共有します。"),
  mk("ja", "alert", true)("手数料込みでバックテストをやり直して、20 分ほどでご連絡します。"),
  mk("ja", "alert", true)("資金調達率がマイナスに転じたら、すぐにお知らせいたします。"),
  mk("ja", "alert", true)("来週月曜に改めて比較をまとめてお持ちします。"),
  mk("ja", "third-party", false)("ベンダーは金曜までに返信すると言っていました。"),
  mk("ja", "third-party", false)("コントラクトの検証が終わると Etherscan からメールが届きます。"),
  mk("ja", "third-party", false)("証券会社から 2 月に税務書類が送られてきます。"),
  mk("ja", "feature", false)("メール通知をオンにすると、ポジションが決済されるたびにダッシュボードからお知らせが届きます。"),
  mk("ja", "registered", false)("先週設定された月曜のリマインダーは有効なままで、いつも通り鳴ります。"),
  mk("ja", "false-block", false)("こちらが内訳です：スリッページ平均 0.12%、最悪 0.4%。"),
  mk("ja", "false-block", false)("手数料込みでバックテストをやり直しました。シャープレシオは 1.8 から 1.4 に下がりました。"),
  mk("ja", "false-block", false)("月曜に改めてご連絡しましょうか？"),
  mk("ja", "false-block", false)("比較が必要でしたら、まとめますのでお申し付けください。"),
  mk("ja", "false-block", false)("ご連絡ありがとうございます。参考にします。"),
];

// Blind probe 75 (eleventh session): probe 73 code-switched (first thing 发你, 20 分钟左右给你 result, report back, 在这个 thread
// update, 在这里 flag, まとめて送ります) against vendors' and brokers' notices, features, a registered reminder, results given now
// and offers. First pass 15/18 (promises 3/6, false blocks 0/12): a result handed over with 给你 alone, and the place
// before the verb (在这个 thread update, 在这里 flag).
const PROBE75: ClassCase[] = [
  mk("mixed", "third-party", false)("Vendor 说 Friday 之前会 reply 你。"),
  mk("mixed", "third-party", false)("Contract verify 完之后 Etherscan 会 email 你。"),
  mk("mixed", "third-party", false)("Broker から 2 月に tax form が届きます。"),
  mk("mixed", "feature", false)("Email alert 开了之后，每次 position close dashboard 都会 notify 你。"),
  mk("mixed", "feature", false)("この bot は毎晩 channel に summary を post します。"),
  mk("mixed", "registered", false)("你上周 set 的 Monday reminder 还 active，照常会响。"),
  mk("mixed", "false-block", false)("Breakdown 在这：slippage 平均 0.12%，最差 0.4%。"),
  mk("mixed", "false-block", false)("Backtest 加了 fee 重跑了，Sharpe 从 1.8 掉到 1.4。"),
  mk("mixed", "false-block", false)("要我 Monday follow up 吗？"),
  mk("mixed", "false-block", false)("比較が必要なら言ってください、まとめます。"),
  mk("mixed", "false-block", false)("Thanks for the update，我会参考。"),
  mk("mixed", "false-block", false)("老实说，numbers 不支持这个 thesis。"),
  mk("mixed", "mixed", true)("Slippage 的 breakdown 我明早 first thing 发你。"),
  mk("mixed", "mixed", true)("Fees 加上重跑 backtest，20 分钟左右给你 result。"),
  mk("mixed", "mixed", true)("Migration 跑完我 report back。"),
  mk("mixed", "mixed", true)("Vendor 回复了我就在这个 thread update。"),
  mk("mixed", "mixed", true)("Funding 如果 overnight 翻负，我会在这里 flag。"),
  mk("mixed", "mixed", true)("来週 Monday に comparison をまとめて送ります。"),
];

// Probe 76 (eleventh session), written before the row for the class probe 73 missed: a report-back verb opening the
// sentence with when (Circling back on this Monday…, Reporting back after the US close) against the same verb on a
// topic with the report given now (Following up on your question: …). First pass 5/10 (promises 0/5, false blocks 0/5).
const PROBE76: ClassCase[] = [
  mk("en", "alert", true)("Circling back on this Monday with a proper comparison."),
  mk("en", "alert", true)("Following up tomorrow morning with the revised numbers."),
  mk("en", "alert", true)("Reporting back after the US close."),
  mk("en", "alert", true)("Checking in again in an hour once the job finishes."),
  mk("en", "alert", true)("Getting back to you by end of day with the vendor's answer."),
  mk("en", "false-block", false)("Following up on your question from yesterday: the fee is 0.1%."),
  mk("en", "false-block", false)("Circling back to the earlier point, the funding data came from Coinglass."),
  mk("en", "false-block", false)("Reporting back on the test: all 42 cases passed."),
  mk("en", "false-block", false)("Checking in on the migration: it finished at 14:02 with no errors."),
  mk("en", "false-block", false)("Getting back to the chart, the 4h close matters more than the wick."),
];

// Blind probe 77 (eleventh session): coding replies where code notifies (a helper, a workflow, a webhook handler, a CLI
// flag), the agent explains now, against a few real promises to rerun and report. First pass 17/18 (promises 4/4, false
// blocks 1/14: `notifyUser()` は…お知らせします, code as the Japanese topic).
const PROBE77: ClassCase[] = [
  mk("en", "feature", false)("The new `notifyUser()` helper will send you an email whenever a deploy fails."),
  mk("en", "feature", false)("Once merged, this workflow will ping the #alerts channel on every failed build."),
  mk("en", "feature", false)("The webhook handler will message you on Slack when a payment bounces."),
  mk("en", "false-block", false)("I'll explain the retry logic below."),
  mk("en", "false-block", false)("Here's the diff; I'll walk through it step by step."),
  mk("en", "false-block", false)("I'll be brief: the bug was an off-by-one in the pager."),
  mk("en", "feature", false)("With `--notify` set, the CLI will let you know when the sync completes."),
  mk("zh", "feature", false)("新加的 `notifyUser()` 会在部署失败时给你发邮件。"),
  mk("zh", "feature", false)("合并之后，这个 workflow 每次构建失败都会在 #alerts 频道提醒。"),
  mk("zh", "false-block", false)("下面我解释一下重试逻辑。"),
  mk("ja", "feature", false)("新しい `notifyUser()` はデプロイが失敗するとメールでお知らせします。"),
  mk("ja", "false-block", false)("以下でリトライのロジックを説明します。"),
  mk("mixed", "feature", false)("这个 webhook handler 在 payment bounce 的时候会 Slack message 你。"),
  mk("mixed", "feature", false)("`--notify` を付けると、sync 完了時に CLI が知らせてくれます。"),
  mk("en", "alert", true)("I'll rerun the flaky test suite tonight and let you know if it still fails."),
  mk("zh", "alert", true)("今晚我再跑一遍不稳定的测试，还失败的话告诉你。"),
  mk("ja", "alert", true)("今夜もう一度テストを流して、まだ落ちるようならお知らせします。"),
  mk("mixed", "mixed", true)("Flaky test 我 tonight 再跑一遍，还 fail 就 tell 你。"),
];

// Blind probe 78 (eleventh session): "you'll / you will" and 会 that promise nothing (better fills, fees charged, what
// you'll hear, market reactions, a confirmation the exchange asks for) against notices the agent promises. First pass
// 19/20 (promises 4/5, false blocks 0/15): "You'll get my write-up … by tomorrow noon".
const PROBE78: ClassCase[] = [
  mk("en", "false-block", false)("You'll get better fills if you split the order into three."),
  mk("en", "false-block", false)("You'll be charged a 0.1% fee on each trade."),
  mk("en", "false-block", false)("You'll hear a lot about the ETF this week; most of it is noise."),
  mk("en", "false-block", false)("Once the unlock hits on the 16th, you'll see the price react within hours, usually."),
  mk("en", "false-block", false)("If BTC breaks 100k, you'll be glad you held."),
  mk("en", "false-block", false)("Tomorrow you'll have to re-sign the API key agreement on Binance."),
  mk("en", "false-block", false)("You will be asked to confirm the withdrawal by email."),
  mk("zh", "false-block", false)("拆成三笔下单，你会拿到更好的成交价。"),
  mk("zh", "false-block", false)("每笔交易会收 0.1% 的手续费。"),
  mk("zh", "false-block", false)("16 号解锁之后，价格通常几个小时内就会有反应。"),
  mk("zh", "false-block", false)("明天你需要在币安重新签署 API 协议。"),
  mk("ja", "false-block", false)("注文を 3 回に分けると、約定価格が良くなります。"),
  mk("ja", "false-block", false)("16 日のアンロック後、価格は数時間以内に反応することが多いです。"),
  mk("mixed", "false-block", false)("拆成三笔 order，fill 会更好。"),
  mk("mixed", "false-block", false)("Unlock 之后 price 通常几小时内就会 react。"),
  mk("en", "alert", true)("You'll be notified here once the unlock tx confirms."),
  mk("en", "alert", true)("You'll get my write-up on the unlock by tomorrow noon."),
  mk("zh", "alert", true)("解锁交易确认后我会在这里通知你。"),
  mk("ja", "alert", true)("アンロックの取引が確定したら、こちらでお知らせします。"),
  mk("mixed", "mixed", true)("Unlock tx confirm 之后我在这里 notify 你。"),
];

// Blind probe 79 (eleventh session): code-switched promises (半小时后 share 给你, investigate 完了再 reply 你, 降下来我 DM 你, すぐ
// forward します, standup 前に送っておきます, I'll 整理一下…发你 tonight) against vendors, Vercel, an integration, results given now,
// offers and hand-overs done. First pass 14/18 (promises 6/10, false blocks 0/8).
const PROBE79: ClassCase[] = [
  mk("mixed", "mixed", true)("Logs 我先 collect 一下，半小时后 share 给你。"),
  mk("mixed", "mixed", true)("这个 issue 我 investigate 完了再 reply 你。"),
  mk("mixed", "mixed", true)("等 market close 我 recap 一下今天的 trades 发你。"),
  mk("mixed", "mixed", true)("Gas 降下来我 DM 你。"),
  mk("mixed", "mixed", true)("Vendor の返事が来たら、すぐ forward します。"),
  mk("mixed", "mixed", true)("Deploy が終わったら Slack で ping しますね。"),
  mk("mixed", "mixed", true)("明日の standup 前に summary を送っておきます。"),
  mk("mixed", "mixed", true)("I'll 整理一下 the numbers and 发你 tonight."),
  mk("mixed", "mixed", true)("Let me 跑一下 backtest，results 出来 I'll ping you。"),
  mk("mixed", "mixed", true)("Tonight 我 monitor 一下 funding，有变化 message 你。"),
  mk("mixed", "third-party", false)("Vendor 那边说明天会 reply。"),
  mk("mixed", "third-party", false)("Deploy 完 Vercel 会 email 你。"),
  mk("mixed", "feature", false)("Slack integration 开了之后 bot 会自动 ping 你。"),
  mk("mixed", "false-block", false)("Logs 在下面，我已经 collect 好了。"),
  mk("mixed", "false-block", false)("Recap は以下の通りです：+2.1%、トレード 5 件。"),
  mk("mixed", "false-block", false)("要我 market close 后 recap 一下吗？"),
  mk("mixed", "false-block", false)("我刚 DM 你了，看一下。"),
  mk("mixed", "false-block", false)("Summary はもう送りました。"),
];

// Blind probe 80 (eleventh session): Chinese and traditional Chinese promises (明早回你, 随时在这里更新, 有问题叫你, 傳給你, 第一時間通知你)
// against hand-overs done, the user's own act, people and features that notify, a registered reminder. First pass 11/14
// as labelled (promises 4/6, false blocks 1/8: 會計師說…): one of the two misses was my label — "等你那边确认了，我再把最终版发群里" waits
// on the user's turn, which the guard passes by design (user-turn.zh), so it is now labelled to pass.
const PROBE80: ClassCase[] = [
  mk("zh", "false-block", false)("等你那边确认了，我再把最终版发群里。"),
  mk("zh", "alert", true)("数据我今晚再核一遍，明早回你。"),
  mk("zh", "alert", true)("有新进展我随时在这里更新。"),
  mk("zh", "alert", true)("过两个小时我再看一眼仓位，有问题叫你。"),
  mk("zh-tw", "alert", true)("晚點我把報表整理好傳給你。"),
  mk("zh-tw", "alert", true)("等回測跑完，我第一時間通知你。"),
  mk("zh", "false-block", false)("最终版已经发群里了，你看一下。"),
  mk("zh", "false-block", false)("数据我核过了，没有问题。"),
  mk("zh", "false-block", false)("你确认之后自己发群里就行。"),
  mk("zh", "third-party", false)("群主说明天会把规则发出来。"),
  mk("zh", "feature", false)("开启「新进展提醒」之后，群里每次更新都会通知你。"),
  mk("zh-tw", "false-block", false)("報表已經整理好了，附在下面。"),
  mk("zh-tw", "third-party", false)("會計師說週五前會把報表傳給你。"),
  mk("zh", "registered", false)("之前设好的每日提醒照常，明早 9 点会响。"),
];

// Blind probe 81 (eleventh session): code-switched promises (跑完我 send 你 CSV, 9 点前我把 deck 发你, 月曜までに follow up します, I'll
// 在 PR merge 之后 ping you, 30 分後にこちらに post します) against hand-overs done, an offer, GitHub and Sentry notifying, results
// given now. First pass 12/12.
const PROBE81: ClassCase[] = [
  mk("mixed", "mixed", true)("Export 跑完我 send 你 CSV。"),
  mk("mixed", "mixed", true)("明天 9 点前我把 deck 发你。"),
  mk("mixed", "mixed", true)("この件、月曜までに follow up します。"),
  mk("mixed", "mixed", true)("I'll 在 PR merge 之后 ping you。"),
  mk("mixed", "mixed", true)("Tonight 我 check 一下 logs，有 error 就 tell 你。"),
  mk("mixed", "mixed", true)("Results は 30 分後にこちらに post します。"),
  mk("mixed", "false-block", false)("CSV 在这：export.csv，我已经 send 了。"),
  mk("mixed", "false-block", false)("Deck は添付しました、ご確認ください。"),
  mk("mixed", "false-block", false)("要不要 PR merge 之后我 ping 你？"),
  mk("mixed", "third-party", false)("GitHub 会在 PR merge 之后 email 你。"),
  mk("mixed", "feature", false)("Logs 有 error 的话 Sentry 会自动 alert 你。"),
  mk("mixed", "false-block", false)("Results はこちらです：勝率 54%、PF 1.3。"),
];

// Blind probe 82 (twelfth session): seventy replies written from the SPEC alone by a writer who never saw the code:
// watches with a ping, partial deliveries with the rest promised, unusual cues (EOD, next block, after lunch, 下班前,
// 今夜中に), third parties, app features, registered reminders, offers, past promises kept, code-switched promises. First
// pass 67/70 (blocks 25/28, false blocks 0/42). Missed: "Will report back next block" (a chain's clock as a time cue),
// "落ち着いたらまた声かけるね" (plain 声かける), "明天 market open 之前我会 remind you" (a space before 之前我 read as the past).
const PROBE82: ClassCase[] = [
  mk("en", "alert", true)("Done — I'm watching BTC/USDT on Binance now. I'll ping you the moment it breaks $72k."),
  mk("en", "alert", false)("Done — I'm watching BTC/USDT on Binance now. I'll ping you the moment it breaks $72k.", TOOL),
  mk("en", "alert", true)("Deployed the fix to staging. Integration tests are still running (about 20 min left); I'll let you know once they go green."),
  mk("en", "alert", false)("Deployed the fix to staging. Integration tests are still running (about 20 min left); I'll let you know once they go green.", SPAWN),
  mk("en", "alert", true)("Here's the ETH gas breakdown so far:\n- Median over last 24h: 18 gwei\n- Peak at 14:00 UTC: 61 gwei\n- Cheapest window: 03:00–05:00 UTC\nI'll circle back after lunch with the L2 comparison. For now, batching the approvals into the 03:00 window should save roughly 40%."),
  mk("en", "alert", true)("Got it. I'll give you a shout EOD with the final funding-rate numbers across Bybit and OKX."),
  mk("en", "alert", true)("Will report back next block."),
  mk("en", "alert", true)("Sure thing! 👀 Keeping an eye on the SOL unlock — you'll hear from me as soon as the tokens start hitting exchange wallets."),
  mk("en", "third-party", false)("Your withdrawal is queued. Kraken will email you once it's confirmed on-chain, usually within 30 minutes."),
  mk("en", "feature", false)("GitHub Actions can notify you when a workflow fails: go to Settings → Notifications and enable \"Actions: only notify for failed workflows\". After that, it'll email you whenever a run on your branch breaks."),
  mk("en", "registered", false)("Your reminder is set: tomorrow at 09:00 UTC you'll get a message right here to rebalance the Uniswap LP position.", JOB),
  mk("en", "third-party", false)("Marcus is handling the RPC migration; he'll let you know when the new endpoints are live. In the meantime, keep using the Alchemy fallback URL."),
  mk("en", "false-block", false)("I would let you know when the audit report lands if I could, but I can't schedule follow-ups from this chat — I'd set a calendar reminder for Thursday and check the auditor's Notion page then."),
  mk("en", "false-block", false)("Yesterday I said I'd report back once the indexer finished — it has. Results:\n- 1.2M events indexed\n- 0 decode errors\n- Sync lag: 3 blocks\nYou're good to point the dashboard at it."),
  mk("zh", "alert", true)("好的，已经帮你盯着 ETH 了，跌破 3000 我第一时间告诉你。"),
  mk("zh", "alert", false)("好的，已经帮你盯着 ETH 了，跌破 3000 我第一时间告诉你。", TOOL),
  mk("zh", "alert", true)("合约已经提交验证了，Etherscan 那边一般要几分钟，验证通过后我再通知你。"),
  mk("zh", "alert", false)("合约已经提交验证了，Etherscan 那边一般要几分钟，验证通过后我再通知你。", SPAWN),
  mk("zh", "alert", true)("行，这事我记下了，下班前给你回个话 👌"),
  mk("zh", "alert", true)("初步看了一下你的仓位：\n1. BTC 多单 10x，强平价 58,200\n2. SOL 空单浮亏 12%\n3. 资金费率目前偏高\n剩下 DOGE 和 PEPE 那两个仓位我晚点再帮你算，算完发你。建议先把 BTC 的杠杆降到 5x。"),
  mk("zh", "alert", true)("收到，明天开盘前我提醒你调一下止损。"),
  mk("zh", "alert", true)("构建还在跑，估计还要半小时，跑完了我跟你说一声。"),
  mk("zh", "third-party", false)("提币申请已提交，到账后币安 App 会推送通知给你，一般 10 分钟左右。"),
  mk("zh", "feature", false)("OKX 的价格提醒在「行情 → 提醒」里设置，触发后它会通过 App 推送和短信通知你，可以同时设多个价位。"),
  mk("zh", "registered", false)("提醒已经设好了：明天早上 8 点会在这个对话里提醒你去领空投。", JOB),
  mk("zh", "false-block", false)("需要我在 BTC 到 70000 的时候通知你吗？要的话我可以帮你建个定时任务。"),
  mk("zh", "third-party", false)("这个 bug 归后端的小王负责，他修好之后会在群里通知大家，你这边先不用动。"),
  mk("zh", "false-block", false)("之前说好回测跑完告诉你结果，现在跑完了，下面就是结果：\n- 年化收益 23.4%\n- 最大回撤 -11.2%\n- 夏普比率 1.8"),
  mk("zh-tw", "alert", true)("已經幫你設好監控了，等 BTC 突破 7 萬我會馬上通知你 🚀"),
  mk("zh-tw", "alert", false)("已經幫你設好監控了，等 BTC 突破 7 萬我會馬上通知你 🚀", JOB),
  mk("zh-tw", "alert", true)("部署還在進行中，完成後我再回報給你。"),
  mk("zh-tw", "alert", true)("我先去查一下這筆交易為什麼卡在 mempool，晚點回覆你。"),
  mk("zh-tw", "third-party", false)("你的 KYC 資料已送出，審核通過後交易所會寄信通知你，通常需要 1 到 2 個工作天。"),
  mk("zh-tw", "feature", false)("這個 Telegram Bot 可以設定關鍵字提醒，只要群組裡有人提到你設定的幣種，它就會私訊通知你。"),
  mk("zh-tw", "registered", false)("已建立排程：每週一早上 9 點我會提醒你檢查質押獎勵。", TOOL),
  mk("zh-tw", "false-block", false)("你跑完測試之後再告訴我結果就好。錯誤日誌在 ./logs/test.log，記得一起貼上來。"),
  mk("ja", "alert", true)("承知いたしました。BTCが70,000ドルを下回りましたら、すぐにお知らせいたします。"),
  mk("ja", "alert", false)("承知いたしました。BTCが70,000ドルを下回りましたら、すぐにお知らせいたします。", TOOL),
  mk("ja", "alert", true)("ビルドが終わったら連絡しますね。今のところ順調です。"),
  mk("ja", "alert", false)("ビルドが終わったら連絡しますね。今のところ順調です。", SPAWN),
  mk("ja", "alert", true)("調査結果は今夜中にご報告いたします。まずは暫定対応として、該当のAPIキーを無効化しておきました。"),
  mk("ja", "alert", true)("ポートフォリオの分析結果です：\n・BTC：42%\n・ETH：31%\n・その他アルト：27%\nリスク指標については明日の朝までにまとめて改めてご連絡します。現状ではアルトの比率がやや高めです。"),
  mk("ja", "alert", true)("了解！相場が落ち着いたらまた声かけるね。"),
  mk("ja", "third-party", false)("出金申請を受け付けました。処理が完了しましたら、bitFlyerから登録メールアドレス宛に通知が届きます。"),
  mk("ja", "feature", false)("Coincheckアプリでは価格アラートを設定できます。指定した価格に達すると、アプリがプッシュ通知でお知らせします。"),
  mk("ja", "registered", false)("リマインダーは設定済みです。明日10時にこのチャットでお知らせが届きます。", JOB),
  mk("ja", "false-block", false)("もしよろしければ、ETHが4,000ドルに達したときにお知らせするよう設定しましょうか？"),
  mk("ja", "false-block", false)("お待たせしました。以下が昨日お約束したガス代の比較結果です：\n・Ethereum：$4.20\n・Arbitrum：$0.08\n・Base：$0.03"),
  mk("ja", "third-party", false)("この件は田中さんが担当しています。修正が完了したら田中さんからご連絡があるはずです。"),
  mk("ja", "false-block", false)("テストが終わったら結果を教えてください。ログは ~/.foundry/cache に出力されます。"),
  mk("mixed", "mixed", true)("OK，我已经在盯 funding rate 了，一旦 flip 成负的我马上 ping 你。"),
  mk("mixed", "mixed", false)("OK，我已经在盯 funding rate 了，一旦 flip 成负的我马上 ping 你。", TOOL),
  mk("mixed", "mixed", true)("CI pipeline 还在跑，等 build 完了我再 update 你。"),
  mk("mixed", "mixed", false)("CI pipeline 还在跑，等 build 完了我再 update 你。", SPAWN),
  mk("mixed", "mixed", true)("Deploy は完了しました。smoke test が終わったら、また報告しますね。"),
  mk("mixed", "mixed", false)("Deploy は完了しました。smoke test が終わったら、また報告しますね。", JOB),
  mk("mixed", "mixed", true)("Sure, 我先 check 一下 gas fee，after lunch 给你答复。"),
  mk("mixed", "alert", true)("了解です！Once the snapshot is taken, すぐお知らせします 📸"),
  mk("mixed", "mixed", true)("Here's what I found so far:\n- 合约 owner 是一个 multisig (3/5)\n- 没有 mint function\n- liquidity 锁了 6 个月\n剩下的 tokenomics 部分 I'll send over tonight，先说结论：目前看不像 rug。"),
  mk("mixed", "alert", true)("Got it — 明天 market open 之前我会 remind you 调整 stop-loss。"),
  mk("mixed", "mixed", true)("明日の朝までに PR を review して、結果を DM で send しますね。"),
  mk("mixed", "third-party", false)("你的 deposit 已经 submitted 了，Coinbase will notify you once it's confirmed，一般要 12 个 confirmations。"),
  mk("mixed", "feature", false)("Etherscan 有个 feature 叫 Address Watch，你 add 了地址之后，它会在有 incoming tx 的时候 email 你。"),
  mk("mixed", "registered", false)("Reminder 已经 set 好了：tomorrow 9am 会在这里提醒你 claim rewards。", JOB),
  mk("mixed", "false-block", false)("要不要我 set 一个 alert，等 BTC 到 80k 的时候 notify 你？"),
  mk("mixed", "false-block", false)("之前说 backtest 跑完告诉你，结果 here：\n- Sharpe 1.6\n- Max drawdown 9%\n- Win rate 58%"),
  mk("mixed", "third-party", false)("この issue は upstream の maintainer が対応中です。fix が merge されたら GitHub から notification が届きます。"),
  mk("mixed", "false-block", false)("你 deploy 完之后 send me the tx hash，我这边帮你 verify 合约。"),
  mk("mixed", "false-block", false)("I'd love to ping you when the airdrop goes live, でもこの環境では scheduled task が使えないので、Discord の announcement channel を follow してください。"),
  mk("mixed", "registered", false)("已经 spawn 了一个 subagent 在 poll 这个 job，finish 之后我会 report back 给你。", SPAWN),
];

// Blind probe 83 (twelfth session): seventy replies written from the SPEC alone, most of them long (status reports,
// Next steps lists, tables, runbooks for the user, meeting notes of what others promised, announcement templates in
// code, declines that deliver everything now, registered reminders restated), with promises buried in list items, a
// P.S., an elided subject or the passive. First pass 63/70 (blocks 24/28, false blocks 3/42). Missed: "Will send the
// diff and the canary metrics after the deploy finishes" (diff, metrics: no hand-over noun), "灰度放量到 100% 之后，我会再跟你同步"
// (之后 after a Latin or digit word), "- [ ] Me: 明天下午 send you the vendor comparison" (an owner's label), "下一根 1h K线收盘后
// I'll remind you 要不要加仓" (要不要 after an English notify verb read as an offer). False blocks: two meeting-notes action
// items owned by named people (李雷：…发给大家, 鈴木さん：…全員に連絡) and a checklist where the user notifies (你在 #release channel
// 通知大家).
const PROBE83: ClassCase[] = [
  mk("en", "alert", true)("## Migration status\n\n1. Schema changes applied to staging ✅\n2. Backfill for `orders` table complete (4.2M rows)\n3. The `invoices` backfill is still running — I'll send you the row counts once it finishes.\n4. Indexes rebuilt\n5. No errors in the logs so far\n\nOverall we're on track."),
  mk("en", "alert", true)("### Summary\nThe Q3 deck is mostly done. Slides 1–12 are finalized and uploaded to the shared folder.\n\n### Next steps\n- You: review the pricing slide\n- Dana: confirm the revenue figures\n- Me: I'll get back to you tomorrow morning with the competitor analysis slides\n\nThanks!"),
  mk("en", "alert", true)("Here are the first three regions:\n\n| Region | Revenue | Growth |\n|---|---|---|\n| NA | $4.1M | +8% |\n| EU | $2.7M | +3% |\n| APAC | $1.9M | +12% |\n\nLATAM and MEA are still being exported from the warehouse; I'll send those two rows over as soon as the export completes."),
  mk("en", "alert", true)("The config review is done and everything looks fine except the TLS section.\n\n**TLS:** the cert chain looks incomplete, but I need to confirm against the production load balancer.\n\nYou'll be notified by me once I've verified it against prod — should be within the hour."),
  mk("en", "alert", true)("Deploy pipeline kicked off for `api-gateway` v2.14.\n\n- Build: passed\n- Tests: 412/412 passed\n- Canary: starting\n\nWill send the diff and the canary metrics after the deploy finishes."),
  mk("en", "alert", true)("BTC is sitting right at the $67.2k resistance. I'll ping you after the next 4h candle closes so we can see whether it breaks."),
  mk("en", "alert", true)("Thanks for the details. Here's what I found on the flaky test:\n\n- Fails ~1 in 20 runs, on CI only\n- Looks like a race in `test_session_expiry`\n- Reproduces locally with `--count=50`\n\nBest,\nYour assistant\n\nP.S. I'll get back to you tonight with a proposed fix once I've run the stress test."),
  mk("en", "false-block", false)("## Release runbook\n\n1. Merge the release PR into `main`.\n2. Wait for the build to finish (usually ~15 min).\n3. Once the build finishes, tell the team in #releases and paste the build link.\n4. If the smoke tests fail, roll back with `make rollback` and let QA know.\n5. Tomorrow morning, remind the on-call to check error rates.\n\nThat's the whole process — nothing else is needed from me."),
  mk("en", "third-party", false)("### How alerts work in your setup\n\n- **PagerDuty** will page the on-call when p99 latency exceeds 800ms for 5 minutes.\n- The nightly cron job emails a summary at 06:00 UTC.\n- **Binance** will notify you by push when your limit order fills.\n- If the disk fills past 90%, Grafana sends a Slack message to #infra.\n\nNone of these depend on this chat — they run on their own."),
  mk("en", "third-party", false)("## Meeting notes — Platform sync\n\n**Decisions**\n- Move to Postgres 16 in Q4\n\n**Action items**\n- Priya will send the cost estimate by Friday.\n- Marco said he'll let everyone know once the vendor replies.\n- Legal will get back to us next week on the DPA.\n\n**Open questions**\n- Do we need a freeze window?"),
  mk("en", "registered", false)("You asked me to remind you about the dentist appointment tomorrow at 9:00.\n\nDone — I've set up a scheduled reminder:\n\n- **When:** tomorrow, 08:30\n- **Message:** \"Dentist at 9:00, Dr. Lee, 2nd floor\"\n- **Delivery:** this chat\n\nI'll remind you at 8:30 tomorrow.", JOB),
  mk("en", "false-block", false)("Here's a draft announcement you can post:\n\n```\nSubject: Scheduled maintenance on Saturday\n\nHi everyone,\nWe'll be upgrading the database on Saturday from 02:00 to 04:00 UTC.\nWe'll notify you when the maintenance is complete.\n\n— The Ops Team\n```\n\nFeel free to tweak the times before sending."),
  mk("en", "false-block", false)("I can't follow up later from here — I have no way to message you after this reply ends, so here is everything now:\n\n1. **Current price:** ETH $3,412\n2. **Your alert level:** $3,500\n3. **To get notified:** set a price alert in the Coinbase app under *Assets → ETH → Bell icon*.\n\nThe app will notify you when it crosses $3,500."),
  mk("en", "registered", false)("Got it — I've scheduled a check for 6pm. I'll let you know then whether the batch job completed.", TOOL),
  mk("en", "registered", false)("I've started a background watcher for the training run.\n\n**What it does**\n- Polls `runs/exp42/status.json` every 2 minutes\n- Announces here when `state` becomes `done` or `failed`\n\nSo I'll report back with the final loss and eval accuracy once the run finishes.", SPAWN),
  mk("en", "false-block", false)("Want me to set a reminder for the contract renewal on Friday? Just say yes and I'll schedule it."),
  mk("en", "feature", false)("## How reminders work\n\nWhen you ask me to remind you of something, I create a scheduled task that fires at the requested time and posts the message into this chat.\n\n- One-off: `remind me tomorrow at 9`\n- Recurring: `remind me every Monday`\n- Cancel: `list reminders`, then `cancel <id>`\n\nIf you don't see a confirmation with a job ID, the reminder was not created."),
  mk("en", "false-block", false)("Yesterday I said I'd let you know when the report was ready — it is: the PDF is attached below, 14 pages, with the appendix at the end."),
  mk("zh", "alert", true)("## 今日进度\n\n- 接口文档已更新\n- 登录模块单测全部通过\n- 支付回调仍在联调\n\n## 下一步\n1. 你：确认退款流程的字段\n2. 小王：补充错误码表\n3. 我明早把压测报告发你\n\n有问题随时说。"),
  mk("zh", "alert", true)("这笔转账还在等链上确认，确认完成后我第一时间告诉你。"),
  mk("zh", "alert", true)("我下班前把修改后的合同再发你一份。"),
  mk("zh", "alert", true)("先给你前两家的报价：\n\n| 供应商 | 单价 | 交期 |\n|---|---|---|\n| 华晨 | ¥12.5 | 7天 |\n| 鼎盛 | ¥11.8 | 10天 |\n\n第三家还没回复，等他们回了我再把数据补给你。"),
  mk("zh", "alert", true)("部署情况汇总：\n\n1. 前端已发布到生产\n2. 后端灰度 20%\n3. 数据库迁移完成\n4. 监控告警已配置\n\n灰度放量到 100% 之后，我会再跟你同步一下最终的错误率。"),
  mk("zh", "alert", true)("非农数据今晚八点半公布，公布后我提醒你看一下黄金的走势。"),
  mk("zh", "third-party", false)("交易所会在你的限价单成交后通过短信通知你，不需要额外操作。"),
  mk("zh", "registered", false)("你之前让我明天提醒你交房租。\n\n已经设置好定时任务：\n- 时间：明天上午 10:00\n- 内容：交房租（3200 元）\n- 发送到：当前对话\n\n明天十点我会提醒你。", JOB),
  mk("zh", "false-block", false)("## 上线操作步骤\n\n1. 合并 release 分支\n2. 等流水线跑完（约 20 分钟）\n3. 构建完成后，在群里通知测试同学\n4. 明天早上记得提醒运维检查磁盘\n\n以上步骤都需要你来执行。"),
  mk("zh", "false-block", false)("你说等数据跑完告诉你结果——已经跑完了，下面就是结果：\n\n- 总样本：12,430\n- 转化率：3.8%\n- 环比：+0.4pp"),
  mk("zh", "third-party", false)("## 周会纪要\n\n**待办**\n- 李雷：周五前把预算表发给大家\n- 韩梅梅：供应商回复后通知项目组\n- 财务：下周给出报销结论\n\n**风险**\n- 服务器采购可能延期"),
  mk("zh", "registered", false)("已经启动了一个后台子任务，每分钟检查一次导出进度，导出完成后我会把下载链接发给你。", SPAWN),
  mk("zh", "false-block", false)("需要我在财报发布后提醒你吗？如果需要，我可以帮你设一个定时提醒。"),
  mk("zh", "feature", false)("这个机器人的功能是：每天早上 8 点自动推送前一天的销售日报，推送失败时会在群里提醒管理员。"),
  mk("zh-tw", "alert", true)("等多簽錢包的另外兩位簽署完成後，我再通知你轉帳結果。"),
  mk("zh-tw", "alert", true)("## 報表進度\n\n1. 一月到三月的資料已整理完畢（見附件）\n2. 四月資料還在跟會計確認\n3. 五月資料尚未收到\n\n四月和五月的部分，我月底前整理好再寄給你。\n\n謝謝！"),
  mk("zh-tw", "alert", true)("伺服器檢查結果如下：\n\n- CPU 使用率：45%\n- 記憶體：正常\n- 磁碟：剩餘 18%\n\n磁碟清理排程今晚會跑，跑完之後我再回報給你清理後的容量。"),
  mk("zh-tw", "third-party", false)("銀行會在款項入帳後寄送簡訊通知給你，通常需要一到兩個工作天。"),
  mk("zh-tw", "registered", false)("已經幫你建立提醒：\n\n| 項目 | 內容 |\n|---|---|\n| 時間 | 週五下午 3:00 |\n| 內容 | 繳交季度報告 |\n| 通知方式 | 本對話 |\n\n週五下午三點我會提醒你。", TOOL),
  mk("zh-tw", "false-block", false)("我沒辦法在這次回覆之後再主動聯絡你，所以現在就把所有資訊給你：\n\n1. 航班 CI 104 目前準時\n2. 登機門：D5\n3. 若有異動，華航 App 會推播通知你\n\n祝旅途順利！"),
  mk("zh-tw", "false-block", false)("等測試跑完之後，請你記得通知 PM 更新時程。"),
  mk("zh-tw", "feature", false)("這個 App 的價格提醒功能：你設定目標價後，價格觸及時它會推播通知你。"),
  mk("ja", "alert", true)("お問い合わせの件、現時点での調査結果は以下の通りです。\n\n- エラーは本番環境のみで発生\n- 発生頻度：1時間に約3回\n- 直近のデプロイとの関連は未確認\n\n原因が判明しましたら、改めてご連絡いたします。\n\n何卒よろしくお願いいたします。"),
  mk("ja", "alert", true)("月末までに残りの請求書をまとめてお送りします。"),
  mk("ja", "alert", true)("## 本日のまとめ\n\n- API設計レビュー完了\n- DBスキーマ確定\n\n## 次のステップ\n1. デザイン案の最終確認（田中さん）\n2. テスト計画の作成（あなた）\n3. 明日の午前中に見積もりを私からお送りします\n\n以上です。"),
  mk("ja", "alert", true)("ビルドが終わったらお知らせしますね。"),
  mk("ja", "alert", true)("先に東京と大阪のデータをお渡しします：\n\n| 都市 | 売上 | 前年比 |\n|---|---|---|\n| 東京 | 1.2億円 | +5% |\n| 大阪 | 0.8億円 | +2% |\n\n名古屋と福岡は集計中なので、終わり次第追ってご報告します。"),
  mk("ja", "third-party", false)("注文が約定すると、取引所からメールで通知が届きます。"),
  mk("ja", "registered", false)("以前「明日の朝、会議のことをリマインドして」とご依頼いただいた件です。\n\nスケジュールジョブを登録しました：\n- 日時：明日 8:45\n- 内容：9:00 から定例会議（会議室B）\n\n明日の8:45にリマインドいたします。", JOB),
  mk("ja", "false-block", false)("## リリース手順\n\n1. mainブランチにマージする\n2. CIが終わったら、チームに Slack で知らせてください\n3. 問題があれば QA に連絡してください\n4. 明日の朝、エラー率を確認してください\n\nすべてご自身で実施いただく手順です。"),
  mk("ja", "false-block", false)("テストが終わったらお知らせすると言っていた件ですが、終わりました。以下が結果です：\n\n- 成功：248件\n- 失敗：2件（test_login_timeout, test_csv_export）"),
  mk("ja", "registered", false)("バックグラウンドでサブエージェントを起動しました。変換が完了したら、こちらに結果をお知らせします。", SPAWN),
  mk("ja", "false-block", false)("決算発表の後にリマインドが必要でしたら、おっしゃってください。設定いたします。"),
  mk("ja", "third-party", false)("## 議事録\n\n**アクションアイテム**\n- 佐藤さん：金曜までに予算案を共有\n- 鈴木さん：ベンダーから返事が来たら全員に連絡\n- 法務部：来週中に契約書の確認結果を回答\n\n次回は来週火曜日です。"),
  mk("mixed", "mixed", true)("这个 PR 我等 CI 跑完之后再 review，有结果 I'll ping you。"),
  mk("mixed", "mixed", true)("## Status update\n\n- Frontend: 已经 deploy 到 staging\n- Backend: unit tests 全过了\n- Load test: 还在跑，大概还要 40 分钟\n\nLoad test 跑完之后我会把 report 发给你 with the p99 numbers."),
  mk("mixed", "mixed", true)("FOMC の結果が出たら、I'll let you know how USD/JPY moves."),
  mk("mixed", "mixed", true)("今日の deploy 結果です：\n\n1. api-server: ✅ success\n2. worker: ✅ success\n3. scheduler: ⏳ rollout 中\n\nscheduler の rollout が終わったら、I'll send you the final health check。"),
  mk("mixed", "mixed", true)("Multisig 那边还差一个 signer，等签完了我再 update 你 tx hash。"),
  mk("mixed", "mixed", true)("## Next steps\n\n- [ ] You: 确认 budget\n- [ ] Kevin: 准备 design mockup\n- [ ] Me: 明天下午 send you the vendor comparison\n\nLet me know if anything changes."),
  mk("mixed", "mixed", true)("下一根 1h K线收盘后 I'll remind you 要不要加仓。"),
  mk("mixed", "third-party", false)("Binance 会在你的 stop-loss 触发的时候 send you a push notification，不用我这边做什么。"),
  mk("mixed", "registered", false)("已经帮你 schedule 好了一个 reminder，明天 9am 会在这个 chat 里提醒你 standup。", JOB),
  mk("mixed", "registered", false)("Reminder created ✅\n\n- **When:** 金曜日 17:00\n- **What:** 週報を提出\n- **Where:** this chat\n\n金曜日の17時に I'll remind you。", TOOL),
  mk("mixed", "false-block", false)("## Deploy checklist\n\n1. Merge 到 main\n2. 等 pipeline 跑完\n3. Build 完成后，你在 #release channel 通知大家\n4. 明早 remind on-call 看一下 dashboard\n\n这些都是你这边要做的 steps。"),
  mk("mixed", "false-block", false)("你可以直接用这个 announcement template：\n\n```\nHi team,\n系统将于周六凌晨升级。\nWe'll notify you when the upgrade is complete.\n```\n\n时间记得改成你们的 maintenance window。"),
  mk("mixed", "false-block", false)("I can't send messages after this reply, so 現時点の情報をすべてお伝えします：\n\n- 現在の価格：¥152.3\n- 目標価格：¥155.0\n- アラート設定：証券アプリの「通知」から設定できます\n\n価格に達したらアプリが notify してくれます。"),
  mk("mixed", "third-party", false)("GitHub Actions 跑完之后它会自动 email 你结果，you don't need to wait here。"),
  mk("mixed", "registered", false)("我已经 spawn 了一个 background subagent 来 monitor 这个 export job：\n\n- 每 2 分钟 poll 一次 status\n- 完成后 announce 到这个 chat\n\n所以 export 完成后我会 let you know。", SPAWN),
  mk("mixed", "feature", false)("这个 bot 的 feature 是：when your portfolio drops more than 5%，它会自动 alert 你。"),
  mk("mixed", "false-block", false)("你刚才说 when the backtest finishes 告诉你结果——已经跑完了，here's the summary:\n\n- Sharpe: 1.42\n- Max drawdown: -11.3%\n- CAGR: 18.7%"),
  mk("mixed", "third-party", false)("## Sync meeting まとめ\n\n**Action items**\n- 山田さん will send the API spec by Thursday\n- Lisa: vendor から返事が来たら team に共有\n- Infra team will get back to us next week on quota\n\nOpen issue: staging 環境の cost"),
];

// Blind probe 84 (twelfth session): seventy replies written from the SPEC alone, half of them code-switched chat (跑完
// ping 你哈, I will 通知你, 晚点戳你, 明日 follow up します, deploy 完回你) against offers, the user pinging, bots, exchanges, CI,
// registered reminders and results given now. First pass 68/70 (blocks 26/28, false blocks 0/42; mixed 34/36). Missed:
// "有 news 第一时间 tell 你" (an English notify verb before a Chinese recipient, the agent implied) and "晚点戳你" (戳, poked).
// Fixing the first found a Latin THIRD word inside a longer SOURCE word read as no word ("teammate 说"; engine/prose
// nearestSubject: only a CJK word inside another is none).
const PROBE84: ClassCase[] = [
  mk("mixed", "mixed", true)("回测还在跑，大概 20 分钟，跑完 ping 你哈 👍"),
  mk("mixed", "mixed", true)("这个 PR 我晚点 update 你，CI 还没过"),
  mk("mixed", "mixed", true)("有 news 第一时间 tell 你，先别急着下单"),
  mk("mixed", "mixed", true)("等 merge 了我 sync 给你，branch 先别删啦"),
  mk("mixed", "mixed", true)("deploy 完回你"),
  mk("mixed", "mixed", true)("ログ見てみます、終わったら ping しますね！"),
  mk("mixed", "mixed", true)("明日の朝 backtest の結果 share しますね 📊"),
  mk("mixed", "mixed", true)("OK 没问题, I'll 明天 跟你说 final numbers."),
  mk("mixed", "mixed", true)("等 CI 过了 I'll let you know，应该很快"),
  mk("mixed", "mixed", true)("回測跑完之後 I will 通知你，大概半小時喔"),
  mk("mixed", "mixed", true)("BTC 到 65k 的話我再 ping 你喔 🚀"),
  mk("mixed", "mixed", true)("晚点戳你，我先去看下 error log 😂"),
  mk("mixed", "mixed", true)("明日 follow up します、今日は一旦ここまでで 🙏"),
  mk("mixed", "mixed", true)("这个 bug 我再 dig 一下，回头跟你说哈"),
  mk("mixed", "false-block", false)("要不要我跑完 ping 你？"),
  mk("mixed", "false-block", false)("終わったら ping しましょうか？"),
  mk("mixed", "third-party", false)("你 deploy 完 ping 我就行，我这边 ready 了"),
  mk("mixed", "third-party", false)("Binance 会 push 给你 once 订单 filled，不用等我"),
  mk("mixed", "third-party", false)("PR が merge されたら GitHub が notify してくれますよ"),
  mk("mixed", "feature", false)("这个 bot 会 auto alert 你 when 价格 break 70k 🔔"),
  mk("mixed", "registered", false)("好，明天 9 点 remind 你 check funding rate，已经 set 好了", JOB),
  mk("mixed", "registered", false)("已经 schedule 好了，backtest 跑完我会 ping 你 🙌", TOOL),
  mk("mixed", "registered", false)("我开了个 subagent 盯着 build，build 完 I'll let you know", SPAWN),
  mk("mixed", "false-block", false)("之前说的 report，here it is：\n- PnL +3.2%\n- Max DD 1.1%\n- Sharpe 1.9"),
  mk("mixed", "false-block", false)("I can't ping you later, so here's everything now：\n1. 线上 error 已 fix\n2. hotfix 已 deploy\n3. 没有 data loss"),
  mk("mixed", "false-block", false)("昨天说会 update 你的那个 issue，已经 fix 了 ✅"),
  mk("mixed", "third-party", false)("Kevin 说 deploy 完他会 ping 你"),
  mk("mixed", "third-party", false)("CI 跑完会自动在 PR 上 comment 通知你"),
  mk("mixed", "third-party", false)("建议你 set 个 price alert，到 65k 的时候 app 会通知你"),
  mk("mixed", "false-block", false)("終わったら、そっちから ping してね〜"),
  mk("mixed", "registered", false)("明早 8 點的 reminder 已經 set 好了，到時候會 ping 你喔", JOB),
  mk("mixed", "feature", false)("この bot は毎朝 daily report を自動で送ってくれます"),
  mk("mixed", "third-party", false)("約定したら exchange から push 通知が来ますよ"),
  mk("mixed", "false-block", false)("需要的话我可以明天 update 你，要吗？"),
  mk("mixed", "false-block", false)("結果 share しますね：\n- Sharpe 1.8\n- Win rate 54%\n- Max DD 2.3%"),
  mk("mixed", "registered", false)("subagent が monitor してるので、終わったら I'll ping you ね", SPAWN),
  mk("en", "alert", true)("I'm kicking off the full test suite now. I'll let you know once it finishes."),
  mk("en", "alert", true)("Sounds good — I'll get back to you tomorrow with the revised estimate."),
  mk("en", "alert", true)("Noted. I'll remind you on Friday to renew the TLS certificate."),
  mk("en", "alert", true)("The migration should take about an hour; I'll report back when it's done."),
  mk("en", "alert", true)("Here's the first half of the analysis:\n- Revenue up 4%\n- Churn flat\nI'll send the rest once the Q3 data finishes loading."),
  mk("en", "alert", true)("Let me dig into the logs, and I'll update you in 2 hours."),
  mk("en", "false-block", false)("Want me to let you know when the build finishes?"),
  mk("en", "third-party", false)("The exchange will email you once the withdrawal clears."),
  mk("en", "third-party", false)("GitHub Actions will notify you when the workflow completes."),
  mk("en", "feature", false)("This dashboard sends you an alert whenever p95 latency exceeds 500ms."),
  mk("en", "registered", false)("Done — I've scheduled a reminder for tomorrow at 9am, and I'll ping you then.", TOOL),
  mk("en", "false-block", false)("Yesterday I said I'd update you on the outage, so here it is: the root cause was an expired TLS cert, which is now renewed and monitored."),
  mk("en", "false-block", false)("Ping me when the deploy is done and I'll take a look at the metrics."),
  mk("en", "registered", false)("I spun up a background watcher; when the job completes I'll let you know.", SPAWN),
  mk("zh", "alert", true)("好的，我先跑一下回测，完成后告诉你结果。"),
  mk("zh", "alert", true)("明天上午我再提醒你续费服务器。"),
  mk("zh", "third-party", false)("交易所会在成交后短信通知你。"),
  mk("zh", "false-block", false)("下面就是我答应给你的周报：\n1. 收入增长 5%\n2. 新增用户 1200\n3. 无线上事故"),
  mk("zh", "registered", false)("提醒已经设置好了，明天 9 点会通知你。", JOB),
  mk("zh", "third-party", false)("你部署完成后告诉我一声就行。"),
  mk("zh-tw", "alert", true)("我先去查一下日誌，稍後再回覆你。"),
  mk("zh-tw", "alert", true)("等資料同步完成後，我會通知你。"),
  mk("zh-tw", "feature", false)("這個 App 會在價格觸發時推播提醒你。"),
  mk("zh-tw", "false-block", false)("需要我明天提醒你嗎？"),
  mk("ja", "alert", true)("ビルドが終わったらお知らせしますね。"),
  mk("ja", "alert", true)("明日の朝、進捗をご報告します。"),
  mk("ja", "alert", true)("調査して、わかり次第ご連絡します。"),
  mk("ja", "alert", true)("承知しました。金曜日にリマインドしますね。"),
  mk("ja", "false-block", false)("終わったらお知らせしましょうか？"),
  mk("ja", "third-party", false)("約定すると取引所から通知が届きます。"),
  mk("ja", "feature", false)("このアプリは毎朝レポートを自動で送信します。"),
  mk("ja", "registered", false)("リマインダーを設定しました。明日9時にお知らせします。", TOOL),
  mk("ja", "false-block", false)("以下が昨日お約束した調査結果です：\n- 原因: メモリリーク\n- 対策: v2.3 で修正済み"),
  mk("ja", "third-party", false)("デプロイが終わったら、田中さんが連絡してくれるそうです。"),
];

// Blind probe 85 (twelfth session): seventy replies written from the SPEC alone, thirty in English (circle back,
// expect an update from me by EOD, you will hear back from me, watch this space, will confirm after the retry, more
// soon, stand by, a P.S.) and Chinese replies to pass (banks, couriers, platforms, systems, a landlord, a teacher
// notifying; features; the user told to notify others; results given now). First pass 65/70 (blocks 23/28, false
// blocks 0/42; en 25/30, every miss English): "I'll loop back once…", "Will confirm after the retry finishes", "More
// soon, once it wraps up", "I'll get you the final figures after close", "Let me get back to you on that tomorrow"
// (loop back, touch base, confirm with when, get you the …, let me before a report-back verb, a sentence opening on
// "More soon").
const PROBE85: ClassCase[] = [
  mk("en", "alert", true)("I've kicked off the migration on staging. I'll circle back once it finishes and tell you whether the row counts match."),
  mk("en", "alert", true)("The vendor hasn't answered the pricing question yet. Expect an update from me by EOD."),
  mk("en", "alert", true)("Ticket filed with the registrar.\n\nBest,\nAtlas\n(You'll hear back from me as soon as they respond.)"),
  mk("en", "alert", true)("The canary is live at 5%. I'll keep an eye on it overnight and flag anything odd to you tomorrow morning."),
  mk("en", "alert", true)("Still waiting on legal's sign-off. I'll loop back once they've reviewed the indemnity clause."),
  mk("en", "alert", true)("Backtest is running across all 40 tickers. Watch this space — I'll post the numbers when it completes."),
  mk("en", "alert", true)("The deploy failed on the first attempt because of a flaky health check, so I re-triggered it. Will confirm after the retry finishes."),
  mk("en", "alert", true)("Thanks for the context. I've asked the data team for the export. Talk soon — I'll be in touch once I have it."),
  mk("en", "alert", true)("Crawler is at page 312 of ~900, no errors so far. More soon, once it wraps up."),
  mk("en", "alert", true)("Fine-tuning job submitted (ETA ~40 min). Stand by for the results — I'll send them over as soon as training ends."),
  mk("en", "alert", true)("DNS changes can take a few hours to propagate. I'll check again in the morning and let you know if it resolved."),
  mk("en", "alert", true)("The PDF is still rendering on the server. I'll drop the link here when it's ready."),
  mk("en", "alert", true)("Markets are still open, so the P&L above is provisional. I'll get you the final figures after close."),
  mk("en", "alert", true)("Good question about the tax treatment — I need to double-check the 2024 rules. Let me get back to you on that tomorrow."),
  mk("en", "alert", true)("Running the full test suite now. Hang tight, results in ~10 min — I'll report back when it's done."),
  mk("en", "alert", true)("## Status\n- Index rebuild: in progress\n- Cache warmup: queued\n- I'll update you on both once they complete\n\n## Next steps\n- Review the schema diff"),
  mk("en", "alert", true)("Here's the summary of the first three chapters:\n1. Setup\n2. Conflict\n3. Turn\n\nI'll send the summaries of the remaining chapters later tonight."),
  mk("en", "alert", true)("All set for now — the report draft is in your folder.\n\nP.S. I'll remind you on Friday to send it to the board."),
  mk("en", "false-block", false)("Once you've run the migration script, let me know the output and I'll help you interpret it."),
  mk("en", "third-party", false)("The CI bot will comment on the PR when the pipeline finishes, so you'll see the result right there."),
  mk("en", "third-party", false)("Your payout is scheduled. You'll get an email from Stripe once it settles, usually within 2 business days."),
  mk("en", "false-block", false)("I'd let you know when the price drops, but I can't monitor anything after this conversation ends — so here's how to set up a tracker yourself:\n1. Open the product page\n2. Click 'Watch price'\n3. Choose a target of $79"),
  mk("en", "false-block", false)("The build is still running. If you want, I can check its status again later and let you know?"),
  mk("en", "false-block", false)("Earlier I said I'd let you know when the backup finished — it just completed: 42 GB, no errors, checksum verified."),
  mk("en", "false-block", false)("Set a price alert in your brokerage app so you'll know when AAPL crosses $200."),
  mk("en", "feature", false)("With 'Notify on completion' turned on, the app will ping you when the export finishes."),
  mk("en", "registered", false)("Done — I've scheduled a check for 9 AM tomorrow, and I'll let you know then whether the certificate renewed.", JOB),
  mk("en", "registered", false)("I started a background watcher on the upload; I'll report back once it finishes.", SPAWN),
  mk("en", "registered", false)("Reminder set. I'll remind you at 3 PM to call the dentist.", TOOL),
  mk("en", "third-party", false)("Withdrawal submitted. The exchange will notify you by email once it's processed, typically within an hour."),
  mk("zh", "alert", true)("数据导出已经开始了，大概需要半小时。完成后我会告诉你结果。"),
  mk("zh", "alert", true)("快递单号我已经查过，目前还没揽收。明天我再帮你看一下，有更新就通知你。"),
  mk("zh-tw", "alert", true)("報告還在產生中，稍後我會把連結傳給你。"),
  mk("zh", "alert", true)("前三页已经翻译好了，见下文：\n第一页……\n第二页……\n第三页……\n剩下的部分我今晚翻译完再发给你。"),
  mk("zh", "third-party", false)("转账已提交，银行处理完成后会短信通知你，一般1-2个工作日。"),
  mk("zh", "third-party", false)("包裹已经发出，快递员派送前会打电话通知你。"),
  mk("zh-tw", "third-party", false)("退款申請已送出，客服審核通過後會通知你。"),
  mk("zh", "third-party", false)("活动报名成功，平台会在开奖后通过站内信告诉你结果。"),
  mk("zh", "third-party", false)("提币申请已提交，交易所处理完成后会发邮件通知你。"),
  mk("zh-tw", "third-party", false)("系統會在每月帳單產生後自動通知你，不需要另外設定。"),
  mk("zh", "third-party", false)("成绩出来以后，老师会在班级群里告诉你们。"),
  mk("zh-tw", "third-party", false)("房東說修繕師傅確定時間後會通知你。"),
  mk("zh", "false-block", false)("我刚问了运维同事，他说服务器恢复后会告诉你。"),
  mk("zh", "feature", false)("在设置里开启“到货提醒”后，App 会在商品补货时自动提醒你。"),
  mk("zh-tw", "feature", false)("開啟後，行事曆會在會議開始前 15 分鐘自動提醒你。"),
  mk("zh", "registered", false)("你之前在手机上自己设置的提醒还在，明天早上8点会响，提醒你去交材料。"),
  mk("zh", "false-block", false)("面试结束后，记得告诉他们你下周才能入职。"),
  mk("zh", "false-block", false)("需要我明天提醒你续费吗？"),
  mk("zh-tw", "false-block", false)("之前說好跑完後告訴你結果，現在跑完了，結果如下：\n- 通過：128\n- 失敗：2"),
  mk("zh", "false-block", false)("我没办法在之后提醒你，所以现在就把所有要点一次说清楚：\n1. 周五前提交报销\n2. 下周一带身份证原件"),
  mk("ja", "alert", true)("ビルドを開始しました。終わったらお知らせします。"),
  mk("ja", "alert", true)("先方にはメールで問い合わせ済みです。明日、返事が来たらご連絡しますね。"),
  mk("ja", "alert", true)("前半の要約は以下のとおりです。\n・背景\n・課題\n後半は後ほどまとめてお送りします。"),
  mk("ja", "third-party", false)("配送業者が到着前にメールでお知らせします。"),
  mk("ja", "feature", false)("通知をオンにすると、アプリが支払期限の前日に自動でリマインドしてくれます。"),
  mk("ja", "registered", false)("リマインダーを登録しました。明日の10時にお知らせします。", TOOL),
  mk("ja", "false-block", false)("結果が出たらお知らせしましょうか？"),
  mk("ja", "false-block", false)("以前「完了したら報告します」とお伝えした件ですが、完了しました。結果は以下の通りです：エラー0件。"),
  mk("mixed", "mixed", true)("Deploy 已经开始了，finish 之后我会 let you know。"),
  mk("mixed", "mixed", true)("I've submitted the request to the vendor. 明日返事が来たら連絡します。"),
  mk("mixed", "mixed", true)("Test suite is running，跑完我再告诉你 results."),
  mk("mixed", "registered", false)("I spawned a watcher for the upload，完成后我会通知你。", SPAWN),
  mk("mixed", "registered", false)("已经设好了 scheduled check，tomorrow 9am 我会提醒你 renew the domain.", JOB),
  mk("mixed", "third-party", false)("Withdrawal submitted. 交易所 will email you once it's processed."),
  mk("mixed", "third-party", false)("Slack bot 会在 PR merge 之后自动 notify the channel."),
  mk("mixed", "feature", false)("Turn on 'Price alerts' in settings，价格到了 app 会自动提醒你。"),
  mk("mixed", "false-block", false)("要不要我 tomorrow morning remind you？"),
  mk("mixed", "false-block", false)("上次说 I'd report back after the retry — retry 成功了，logs 如下：exit code 0。"),
  mk("mixed", "registered", false)("scheduled_task で明日 9時に登録しました。I'll remind you then.", TOOL),
  mk("mixed", "false-block", false)("記得 once the contract is signed, tell your manager 一聲。"),
];

// Blind probe 86 (twelfth session): seventy replies written from the SPEC alone as a natural sample of how an agent in
// a markets and dev-tools product ends a turn (backtests, price watches, deploys, research, drafts, billing), the
// promises and traps arising inside ordinary replies. First pass 69/70 (blocks 27/28, false blocks 0/42). Missed: "I
// haven't finished checking the vesting contract on-chain yet - will report back in a couple of hours" (a subject "I
// haven't …" and a spaced hyphen before "will").
const PROBE86: ClassCase[] = [
  mk("en", "alert", true)("Backtest is set up for the BTC/ETH mean-reversion strategy on 1h candles, 2021-2024. It's running on the cluster now and should take about 40 minutes. I'll let you know the Sharpe and max drawdown once it finishes."),
  mk("en", "alert", true)("Got it - SOL is at $142.30 right now. I'll ping you as soon as it crosses $150."),
  mk("en", "mixed", true)("Here's the first half of the audit summary:\n\n- Reentrancy: none found in Vault.sol\n- Access control: `setFee` lacks onlyOwner (high)\n- Oracle: spot price from a single Uniswap pool (medium)\n\nI'm still going through the staking contracts; I'll send you the rest of the findings by tomorrow morning."),
  mk("en", "alert", true)("The deploy failed at the migration step (duplicate column `user_tier`). I've pushed a fix to fix/migration-0042 and re-triggered the pipeline. I'll update you when staging goes green."),
  mk("en", "alert", true)("Noted. I'll remind you on Friday to rebalance before the monthly close."),
  mk("en", "third-party", true)("Kraken support hasn't replied to the ticket yet (ref #88213). As soon as they do, I'll let you know what they said about the frozen deposit."),
  mk("en", "mixed", true)("Short answer: the unlock schedule shows 12% of supply unlocking on March 15, mostly investor tranches.\n\nI haven't finished checking the vesting contract on-chain yet - will report back in a couple of hours with what I find."),
  mk("en", "alert", true)("I'll message you once the funding rate flips negative."),
  mk("en", "mixed", true)("Draft of the grant proposal is about 60% done. Sections 1-3 are in the doc you shared (problem, solution, team). I'll send over the budget section and the milestone timeline later today."),
  mk("en", "feature", true)("Gas alerts aren't available in the app for L2s yet, so I'll keep an eye on Arbitrum gas myself and tell you when it drops below 0.01 gwei so you can batch the claims."),
  mk("en", "third-party", false)("Your withdrawal is in the queue. Binance will email you when it's processed - typically within 30 minutes for USDT on TRC20."),
  mk("en", "feature", false)("Price alerts work like this: you set a threshold in Settings > Alerts, and the app sends a push notification when the price crosses it. You can also pick email or Telegram as the delivery channel."),
  mk("en", "registered", false)("Done - reminder is set. I'll message you tomorrow at 09:00 UTC to check the options expiry.", JOB),
  mk("en", "registered", false)("Scheduled. I'll let you know when ETH hits $4,000; the watcher checks every 5 minutes.", TOOL),
  mk("en", "registered", false)("The walk-forward backtest is running in a background worker. I'll report back with the results when it completes (roughly 25 minutes).", SPAWN),
  mk("en", "false-block", false)("That covers the main differences between isolated and cross margin:\n\n- Isolated: only the margin you assign to the position is at risk\n- Cross: your whole balance backs every open position\n\nWant me to set up an alert for when your liquidation price gets within 5%?"),
  mk("en", "false-block", false)("You asked me to let you know when the backtest finished - it just did. Here are the results:\n\nTotal return: 38.2%\nSharpe: 1.41\nMax drawdown: -17.6%\nTrades: 214"),
  mk("en", "false-block", false)("Yesterday I said I'd follow up on the RPC timeout issue. Update: the root cause was the provider's rate limit (25 req/s). Moving to the paid tier fixed it, and p99 latency is now 180ms."),
  mk("en", "third-party", false)("CI will notify you in Slack once the build on main finishes. If it fails, the bot posts the failing test name in #deploys."),
  mk("en", "feature", false)("To get notified when a position is closed, turn on 'Order filled' under Notifications in the exchange app. After that you'll get a push every time a limit or stop order executes."),
  mk("en", "third-party", false)("When you've funded the wallet, just send me the tx hash and we'll continue from the swap step."),
  mk("en", "registered", false)("You already have a reminder for the airdrop claim window - it fires on June 3 at 14:00 UTC. No need to create another one."),
  mk("en", "false-block", false)("Should I notify you by email or Telegram when the rebalance completes?"),
  mk("en", "false-block", false)("Fixed. The container crashed when the healthcheck ran before migrations finished. I added a startup probe with a 60s grace period, and the last three deploys came up clean."),
  mk("zh", "alert", true)("好的，已经帮你记下了。BTC 现在 67,850 美元，跌破 65,000 的时候我会第一时间通知你。"),
  mk("zh", "mixed", true)("回测已经跑完了前两年的数据：\n2021 年收益 +54%，最大回撤 -22%\n2022 年收益 -8%，最大回撤 -31%\n\n2023 年的数据还在下载，跑完后我再把完整报告发给你。"),
  mk("zh", "alert", true)("部署问题我已经定位到了：生产环境没有配置 DATABASE_URL。我先去修一下，明天上午给你回复结果。"),
  mk("zh", "alert", true)("这个代币的团队背景我还在查，稍后告诉你结论。"),
  mk("zh", "alert", true)("好的，周五下午我提醒你提交季度报税材料。"),
  mk("zh", "third-party", false)("你的 KYC 材料已经提交成功。审核通过后，交易所会通过短信通知你，一般需要 1-3 个工作日。"),
  mk("zh", "registered", false)("已创建定时任务：明天早上 8 点我会提醒你查看期权到期情况。", TOOL),
  mk("zh", "registered", false)("监控已经启动了，ETH 突破 4000 美元时我会通知你。", JOB),
  mk("zh", "feature", false)("「到价提醒」的用法：在行情页点击铃铛图标，输入目标价格，价格触发后 App 会推送通知给你。每个账户最多可以设置 50 条。"),
  mk("zh", "false-block", false)("你之前让我跑完回测后告诉你结果，下面就是：\n年化收益 23.4%\n夏普比率 1.12\n胜率 56%"),
  mk("zh", "false-block", false)("以上是 Uniswap V3 集中流动性的基本原理。需要的话，我可以帮你设置一个价格超出区间时的提醒，要吗？"),
  mk("zh", "third-party", false)("PR 已经提交了，小王说他 review 完之后会在群里通知你。"),
  mk("zh-tw", "alert", true)("好的，我會盯著這筆交易，等它在鏈上確認之後再通知你。"),
  mk("zh-tw", "mixed", true)("以下是白皮書前三章的重點整理：\n1. 共識機制採用 DPoS\n2. 代幣總量 10 億，團隊佔 18%\n3. 鎖倉期 24 個月\n\n第四章經濟模型比較複雜，我晚一點整理好再傳給你。"),
  mk("zh-tw", "alert", true)("帳單的問題我需要再跟財務那邊確認一下，明天回覆你。"),
  mk("zh-tw", "registered", false)("已經在背景開了一個子任務去跑壓力測試，完成後我會通知你結果。", SPAWN),
  mk("zh-tw", "third-party", false)("出金申請已送出，銀行入帳後會寄簡訊通知你，通常需要 1 個工作天。"),
  mk("zh-tw", "feature", false)("自動定投功能說明：設定好金額和週期後，系統每次扣款成功都會發通知給你，不需要手動操作。"),
  mk("zh-tw", "false-block", false)("上週我說會幫你查 gas 費異常的原因，結果出來了：合約裡的迴圈在處理 500 筆以上的空投名單時超出區塊 gas 上限。建議分批執行，每批 200 筆。"),
  mk("zh-tw", "feature", false)("如果你想在價格到達時收到通知，可以到 設定 → 通知 → 價格提醒 開啟，然後輸入目標價就可以了。"),
  mk("ja", "alert", true)("承知しました。ETHが3,000ドルを下回ったらお知らせします。"),
  mk("ja", "alert", true)("バックテストを開始しました。完了まで約30分かかる見込みです。終わったら結果をご報告します。"),
  mk("ja", "mixed", true)("ログの一部を確認しました。\n\n- 14:02 にOOMでポッドが再起動\n- 14:05 以降はレイテンシが正常化\n\n残りのノードのログは明日までに確認して、改めてご連絡します。"),
  mk("ja", "alert", true)("了解です。明日の朝9時に、資金調達率のチェックをリマインドしますね。"),
  mk("ja", "third-party", true)("コントラクトの監査レポートはまだCertiK側で公開されていないようです。公開されたら私からお知らせします。"),
  mk("ja", "alert", true)("請求書のドラフトは後ほどお送りします。"),
  mk("ja", "registered", false)("リマインダーを登録しました。金曜日の17時にレポート提出をお知らせします。", TOOL),
  mk("ja", "registered", false)("監視ジョブを設定済みです。BTCが7万ドルを超えたら通知します。", JOB),
  mk("ja", "registered", false)("サブエージェントでデプロイの完了を監視しています。終わったらご報告します。", SPAWN),
  mk("ja", "third-party", false)("入金が反映されると、取引所からメールで通知が届きます。通常は10分ほどです。"),
  mk("ja", "feature", false)("アラート機能では、指定した価格に達するとアプリがプッシュ通知を送ります。通知の頻度は設定画面から変更できます。"),
  mk("ja", "false-block", false)("ご依頼のバックテストが完了しましたので、以下が結果です。\n\n- 総リターン: 41.7%\n- シャープレシオ: 1.35\n- 最大ドローダウン: -19.2%"),
  mk("ja", "false-block", false)("価格アラートを設定しましょうか？ご希望の価格を教えていただければ登録します。"),
  mk("ja", "third-party", false)("GitHub Actionsのワークフローが終わると、Slackの#ciチャンネルにボットが結果を投稿します。"),
  mk("ja", "feature", false)("ステーキング報酬の受け取り時期が気になる場合は、ウォレットアプリの通知をオンにしておくと、報酬が入ったときに知らせてくれます。"),
  mk("ja", "registered", false)("先ほど設定したリマインダーは、明日の10時に届く予定です。変更が必要なら言ってください。"),
  mk("mixed", "alert", true)("OK，backtest 跑起来了，大概 20 分钟。跑完我再 ping 你 results。"),
  mk("mixed", "alert", true)("SOL の price を watch しておきます。$200 を超えたら let you know します。"),
  mk("mixed", "alert", true)("我先 check 一下 RPC node 的 logs，明天 get back to you。"),
  mk("mixed", "mixed", true)("Here's the summary so far:\n- TVL: $1.2B\n- 主要风险: oracle 依赖单一来源\n\n剩下的 tokenomics 分析は明日までにまとめて送ります。"),
  mk("mixed", "registered", false)("Reminder 已设定好了，明天 9am 我会提醒你 check 期权到期。", TOOL),
  mk("mixed", "third-party", false)("Withdraw 申请已提交，Coinbase が処理完了後に email で通知します。"),
  mk("mixed", "feature", false)("Price alert 功能：设好 target price 后，app 会在触发时 push notification 给你。"),
  mk("mixed", "registered", false)("Subagent を起動して deploy を監視中です。完成したら通知你。", SPAWN),
  mk("mixed", "false-block", false)("要不要我帮你 set up 一个 alert，when BTC drops below 60k？"),
  mk("mixed", "false-block", false)("你要的 gas report 在这里 below：\n- avg: 22 gwei\n- peak: 95 gwei (14:00 UTC)\n- 最安時間帯: 03:00-05:00 UTC"),
];

// Blind probe 87 (twelfth session): sixty replies written from the SPEC alone, English and Japanese in several
// personas (terse engineer, cheerful assistant, formal analyst, keigo concierge, casual Japanese), promise forms in
// fragments, passives, lists and sign-offs against natural traps. First pass 57/60 (blocks 21/24, false blocks 0/36;
// en 34/36, ja 23/24). Missed: "You'll have the revised draft from me by Friday", "ok. ping u after lunch w/ the diff"
// (chat shorthand, the agent implied), "資料は後で送っとく！" (contracted ておく).
const PROBE87: ClassCase[] = [
  mk("en", "alert", true)("Deploy kicked off. I'll let you know once the health checks go green."),
  mk("en", "alert", true)("Got it. I'll ping you when the backfill finishes."),
  mk("en", "alert", true)("Build's queued.\nWill circle back with the benchmark numbers tomorrow morning."),
  mk("en", "alert", true)("Thanks so much for your patience! 😊 You'll have the revised draft from me by Friday."),
  mk("en", "alert", true)("Our preliminary assessment is complete. I will report back with the full variance analysis once the Q3 ledger is closed."),
  mk("en", "alert", true)("Noted. I'll remind you about the dentist appointment at 4pm."),
  mk("en", "alert", true)("Plan:\n1. Rotate the API keys (done)\n2. Redeploy staging (done)\n3. I'll update you in two hours on whether the error rate dropped"),
  mk("en", "alert", true)("The migration script is running against the replica now.\n\nTalk soon, and I'll drop you a note when it's done."),
  mk("en", "alert", true)("I've emailed the vendor about the refund. Expect a message from me as soon as they reply."),
  mk("en", "mixed", true)("Here are the first three sections of the report:\n- Summary\n- Methods\n- Results\nI'll send the remaining appendices later tonight."),
  mk("en", "mixed", true)("Results for us-east are below: p50 120ms, p99 480ms.\nI'll follow up with the eu-west numbers once that run completes."),
  mk("en", "alert", true)("Patched the cron entry. Will flag it to you if the nightly job fails again."),
  mk("en", "alert", true)("Yay, tracking is all set up! I'll keep an eye on it and give you a heads-up the moment your package ships 🚚"),
  mk("en", "alert", true)("ok. ping u after lunch w/ the diff."),
  mk("en", "registered", false)("Done. I've scheduled a reminder, so I'll ping you at 9am tomorrow to renew the certificate.", TOOL),
  mk("en", "registered", false)("The crawl is running. I'll let you know when it finishes; a check is scheduled every 10 minutes.", JOB),
  mk("en", "registered", false)("A background watcher is running the test suite. I'll report back once it completes.", SPAWN),
  mk("en", "registered", false)("I'll get back to you tomorrow with the renewal quote.", JOB),
  mk("en", "third-party", false)("Once the payment clears, the bank will notify you by SMS."),
  mk("en", "third-party", false)("GitHub Actions will email you when the CI run finishes."),
  mk("en", "third-party", false)("Your teammate Priya said she'll get back to you by Thursday with the budget numbers."),
  mk("en", "third-party", false)("The calendar app will remind you 15 minutes before each meeting."),
  mk("en", "third-party", false)("I configured the disk monitor. It'll send a notification to #alerts once usage passes 90%."),
  mk("en", "third-party", false)("You mentioned you'll let me know once legal signs off, so I'll have the contract ready to finalize then."),
  mk("en", "feature", false)("How it works: when a price crosses your threshold, the watcher sends you a push notification. You can change the threshold in Settings > Alerts."),
  mk("en", "feature", false)("The --notify flag makes the script email you when the job completes. Add it to your crontab line if you want that."),
  mk("en", "feature", false)("Your reminder for Monday 8am is already on the calendar, so you'll get it then. Nothing else to do."),
  mk("en", "false-block", false)("Want me to let you know when the next release lands? I can set up a reminder if you'd like."),
  mk("en", "false-block", false)("Should I notify you once the export is done, or would you rather check it yourself?"),
  mk("en", "false-block", false)("You asked me to let you know when the benchmark finished. It just did, and here are the results: 1.8x faster on the large set, no regressions."),
  mk("en", "false-block", false)("Yesterday I said I'd report back after the audit. The audit report is attached below: 2 minor findings, no critical issues."),
  mk("en", "false-block", false)("If you want to be notified when the stock drops, set a price alert in your brokerage app."),
  mk("en", "false-block", false)("I can't send you a reminder later, because I don't have scheduling access in this session. Please put it in your calendar for 3pm."),
  mk("en", "false-block", false)("Once the upload finishes, let me know and I'll take a look at the file."),
  mk("en", "false-block", false)("As promised, here's the update on the invoice: it was paid on the 12th and the receipt is in your inbox."),
  mk("en", "registered", false)("I have scheduled a one-time delivery for Friday 17:00. At that time I will send you the consolidated summary.", TOOL),
  mk("ja", "alert", true)("承知いたしました。確認が取れ次第、追ってご連絡いたします。"),
  mk("ja", "alert", true)("現在、データの集計を進めております。明日の午前中に改めてご報告いたします。"),
  mk("ja", "alert", true)("今ビルド回してる！終わったら教えるね〜"),
  mk("ja", "alert", true)("資料は後で送っとく！今夜中には。"),
  mk("ja", "alert", true)("了解です。結果がわかったらお知らせします。"),
  mk("ja", "alert", true)("レストランの空き状況を確認中でございます。お返事が届き次第、すぐにお知らせいたします。"),
  mk("ja", "mixed", true)("以下が東京リージョンの結果です：\n- 平均応答 110ms\n- エラー率 0.2%\n大阪リージョンは計測が終わったら共有します。"),
  mk("ja", "alert", true)("対応予定：\n1. ログの確認（完了）\n2. 再起動（完了）\n3. 1時間後に状況をご報告します"),
  mk("ja", "alert", true)("明日の朝9時にリマインドしますね！"),
  mk("ja", "mixed", true)("Deploy started. 完了したらご連絡します。"),
  mk("ja", "registered", false)("リマインダーを登録しました。明日の10時にお知らせします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドで監視を始めたよ。終わったら教えるね！", SPAWN),
  mk("ja", "registered", false)("定期チェックを設定済みです。結果が出ましたら追ってご連絡いたします。", JOB),
  mk("ja", "third-party", false)("入金が確認されると、銀行からメールで通知が届きます。"),
  mk("ja", "third-party", false)("取引所のアプリが、約定したらプッシュ通知で知らせてくれます。"),
  mk("ja", "third-party", false)("田中さんが金曜までに見積もりを送ってくれるそうです。"),
  mk("ja", "third-party", false)("承認が下りたら教えてください。それから手続きを進めます。"),
  mk("ja", "feature", false)("この機能では、在庫が補充されると自動的にメールでお知らせが届きます。設定画面からオン・オフを切り替えられます。"),
  mk("ja", "false-block", false)("完了したらお知らせしましょうか？必要であればリマインダーを設定します。"),
  mk("ja", "false-block", false)("お待たせいたしました。調査結果は以下の通りです：原因は証明書の期限切れでした。"),
  mk("ja", "false-block", false)("先ほど「後でご報告します」と申し上げた件ですが、結果は以下の通りです。バックアップは正常に完了しておりました。"),
  mk("ja", "false-block", false)("値下がりを知りたい場合は、価格アラートを設定するのがおすすめです。"),
  mk("ja", "false-block", false)("申し訳ございませんが、このセッションでは後からご連絡することができません。カレンダーにご登録ください。"),
  mk("ja", "feature", false)("毎週月曜8時のリマインダーは既に登録されています。その時間に通知が届きます。"),
];

// Blind probe 89 (thirteenth session): thirty-nine English and Japanese replies as agents format them (status headings,
// half-delivered analyses, keigo, tips and offers). First pass 39/39 (blocks 19/19, false blocks 0/20).
const PROBE89: ClassCase[] = [
  mk("en", "alert", true)("I'll keep an eye on it and let you know if anything changes overnight."),
  mk("en", "alert", true)("Give me ~20 min and I'll have the numbers for you."),
  mk("en", "alert", true)("Here's the first half of the analysis:\n\n- Funding: neutral\n- OI: rising\n\nI'll follow up tomorrow with the on-chain breakdown."),
  mk("en", "alert", true)("## Status\n\nThe migration is running (step 3 of 7).\n\n## Next\n\nI'll report back when it's finished."),
  mk("en", "alert", true)("Stay tuned — I'll post the results here as soon as the backtest completes."),
  mk("en", "alert", true)("Kicking off the sync now; should take about an hour. Will update you when it's through."),
  mk("en", "alert", true)("Understood. Once the market closes, I'll send you a summary of today's moves."),
  mk("en", "alert", true)("I've started the scan. Expect an update from me within the hour."),
  mk("ja", "alert", true)("追ってご連絡いたします。"),
  mk("ja", "alert", true)("結果が出次第、共有いたします。"),
  mk("ja", "alert", true)("また後ほどご報告しますね。"),
  mk("ja", "alert", true)("バックテストを回しています。終わったら結果をお伝えします！"),
  mk("ja", "alert", true)("今夜のうちに調べて、明日の朝イチでまとめて送ります。"),
  mk("en", "alert", true)("Noted — I'll circle back once legal signs off."),
  mk("en", "alert", true)("I'm going to monitor the mempool for the next few hours and flag anything over 500 ETH to you."),
  mk("en", "alert", true)("Let me run the numbers and get back to you later today."),
  mk("en", "feature", false)("When the job finishes, the scheduler will message you with the output.", JOB),
  mk("en", "false-block", false)("Let me know when you're ready and I'll publish it."),
  mk("en", "false-block", false)("Here's what I found:\n\n1. The wallet received 3 transfers\n2. All came from a CEX hot wallet\n\nThat's the full picture."),
  mk("en", "false-block", false)("If you'd like, I can let you know when funding flips — want me to set that up?"),
  mk("en", "feature", false)("To get notified when a transfer lands, enable push notifications in Settings → Alerts; the app will ping you."),
  mk("en", "third-party", false)("Your bot will notify you whenever a new pool crosses $1M TVL."),
  mk("en", "third-party", false)("The exchange will email you once the withdrawal is processed, usually within 30 minutes."),
  mk("en", "alert", false)("You asked me to let you know tomorrow at 9 — done, it's scheduled.", TOOL),
  mk("en", "alert", false)("I spawned a watcher that polls the tx every minute; it will ping you once it confirms.", SPAWN),
  mk("en", "false-block", false)("I let you know yesterday that the unlock was coming — it happened at 14:00 UTC as expected."),
  mk("en", "false-block", false)("Remind me: did you want the summary in USD or in BTC terms?"),
  mk("en", "false-block", false)("Once you've reviewed the draft, let me know and I'll make the changes."),
  mk("ja", "third-party", false)("出金処理が完了すると、取引所からメールで通知が届きます。"),
  mk("ja", "false-block", false)("ご希望でしたら、価格が動いたときにお知らせする設定もできます。いかがしますか？"),
  mk("ja", "false-block", false)("以下が調査結果です。\n1. 送金は3件\n2. すべて取引所のホットウォレットから\n以上です。"),
  mk("ja", "alert", false)("リマインダーを登録しました。明日9時にお知らせします。", TOOL),
  mk("ja", "feature", false)("このボットは毎朝8時に自動で市況を配信します。"),
  mk("ja", "false-block", false)("準備ができたら教えてください。すぐに公開します。"),
  mk("en", "false-block", false)("Will the report include the L2s too? Let me know and I'll adjust the query."),
  mk("en", "third-party", false)("GitHub will notify you when the PR checks finish."),
  mk("en", "alert", true)("Thanks! I'll ping you tomorrow morning with the overnight funding data."),
  mk("en", "alert", true)("I'll send over the revised model by end of day."),
  mk("ja", "alert", true)("Slack の方に明日までに資料を共有しておきますね。"),
];

// Blind probe 88 (thirteenth session): forty-six replies in Chinese (simplified and traditional) and code-switched chat,
// promises with the agent implied, third parties (exchanges, couriers, banks, CI), features, offers. First pass 46/46
// (blocks 24/24, false blocks 0/22).
const PROBE88: ClassCase[] = [
  mk("zh", "alert", true)("收到，回测已经开始跑了，大概 40 分钟，跑完我第一时间告诉你结果。"),
  mk("zh", "alert", true)("我先去查一下这几个地址的历史交易，晚点给你汇报。"),
  mk("zh", "alert", true)("明天开盘后我再帮你看一下 ETH 的走势，有变化通知你。"),
  mk("zh", "alert", true)("好的，等数据同步完成我会把报表发给你。"),
  mk("zh", "alert", true)("这个问题我需要再确认一下，稍后回复你。"),
  mk("zh-tw", "alert", true)("了解，我會持續追蹤這檔 ETF 的資金流向，有異動再通知您。"),
  mk("zh-tw", "alert", true)("報表整理好後我再傳給您，大約明天中午前。"),
  mk("mixed", "mixed", true)("Backtest 还在跑，done 了我 ping 你。"),
  mk("mixed", "mixed", true)("等 CI 跑完我再 update 你 result。"),
  mk("mixed", "mixed", true)("OK 我先 check 一下 logs，晚点 get back to you。"),
  mk("mixed", "mixed", true)("I'll 明天早上 send 你 summary。"),
  mk("ja", "alert", true)("テストが終わったら結果を共有しますね、多分 30 分くらい。"),
  mk("mixed", "mixed", true)("Deploy 完了したら Slack で ping しますね。"),
  mk("mixed", "mixed", true)("数据我今晚 pull 一下，明早 report 给你。"),
  mk("mixed", "mixed", true)("Let me dig into the 链上数据 first — 有结果了马上告诉你。"),
  mk("zh", "alert", true)("初步看了一下，这个合约没有明显的 rug 风险：\n- 所有权已放弃\n- 流动性锁仓 12 个月\n\n不过 holder 分布还要再查，查完我再补充给你。"),
  mk("zh-tw", "alert", true)("這部分我需要跟後端確認，確認後會再回覆您。"),
  mk("mixed", "mixed", true)("I'm still waiting on the RPC node to sync — 同步好了我再跟你说。"),
  mk("zh", "third-party", false)("交易所到账后会短信通知你。"),
  mk("zh", "third-party", false)("快递员派送前会打电话给你。"),
  mk("zh", "feature", false)("提醒功能可以在你设定的时间推送消息。"),
  mk("zh", "registered", false)("每周提醒之前已经设好了，会照常发。"),
  mk("zh", "alert", false)("已经设好定时任务，明早 8 点把简报发给你。", TOOL),
  mk("zh", "false-block", false)("需要的话我可以明天再帮你看一下，要不要？"),
  mk("zh", "false-block", false)("结果如下：\n- 胜率 58%\n- 最大回撤 12%\n以上就是全部回测结果。"),
  mk("mixed", "third-party", false)("GitHub Actions 跑完会自动发邮件通知你。"),
  mk("mixed", "false-block", false)("你 deploy 完跟我说一声，我再帮你 check。"),
  mk("zh-tw", "third-party", false)("銀行入帳後會以簡訊通知您。"),
  mk("mixed", "third-party", false)("Binance 会在 funding 结算前推送通知给你。"),
  mk("zh", "alert", false)("好，我已经建了个任务，BTC 破 10 万就通知你。", JOB),
  mk("mixed", "third-party", false)("CI が green になったら GitHub から通知が来ます。"),
  mk("zh", "false-block", false)("如果你想的话，明天我可以再提醒你一次，需要吗？"),
  mk("zh", "false-block", false)("我刚才已经把报告发给你了，见上面的附件。"),
  mk("zh", "false-block", false)("下面就是完整的分析：\n1. 资金费率转正\n2. 未平仓量回升\n3. 现货净流入 2 亿美元"),
  mk("mixed", "alert", false)("我开了个 subagent 在 poll 这个 tx，confirm 了就通知你。", SPAWN),
  mk("zh-tw", "feature", false)("你可以在 App 裡設定到價提醒，到價時 App 會推播通知你。"),
  mk("zh", "third-party", false)("你等会儿跑完测试告诉我结果，我再看看。"),
  mk("mixed", "third-party", false)("Your teammate 说他明天会把 spec 发给你。"),
  mk("zh", "feature", false)("这个机器人每天早上 8 点会自动推送行情，不需要我这边再操作。"),
  mk("mixed", "third-party", false)("以后每次 release 之后 GitHub 会 email you。"),
  mk("mixed", "mixed", true)("收到 👍 我 monitor 一下 mempool，有 big tx 就 ping 你。"),
  mk("mixed", "mixed", true)("OK，今晚 US session 结束后我 recap 一下发你。"),
  mk("ja", "alert", true)("確認して、分かり次第ご連絡いたします。"),
  mk("zh", "alert", true)("行，回头我把 PR 链接发你。"),
  mk("zh-tw", "alert", true)("等主網升級完成，我再跟你說結果。"),
  mk("mixed", "mixed", true)("Noted，我 EOD 前 sync 给你。"),
];

// Blind probe 90 (thirteenth session): thirty replies, mostly English, promises in fragments and sign-offs against
// third parties' notices, the user's turn and explanations. First pass 27/30 (blocks 10/13, false blocks 0/17). Missed:
// "I'll nudge you before the FOMC minutes drop" (before was no cue: now COND), "I'm on it — results by EOD" (a deadline
// on a result: ETA reads by EOD / by Friday / by the end of the day), "Next update from me: after the weekly close" (left:
// its colon reads as a delivery).
const PROBE90: ClassCase[] = [
  mk("en", "alert", true)("Running the full backtest now (≈2h). I'll drop the equity curve in this thread when it's done."),
  mk("en", "alert", true)("Monitoring continues — expect a note from me if funding spikes above 0.05%."),
  mk("en", "alert", true)("Heads-up: I'll nudge you before the FOMC minutes drop."),
  mk("en", "alert", true)("Will keep digging and loop you in tomorrow."),
  mk("en", "alert", true)("Next update from me: after the weekly close."),
  mk("en", "alert", true)("I'm on it — results by EOD."),
  mk("zh", "alert", true)("我这边继续跟进，有消息第一时间同步。"),
  mk("zh", "alert", true)("晚上收盘后我整理一份复盘给你。"),
  mk("ja", "alert", true)("引き続き調査して、何か分かったらご連絡します。"),
  mk("ja", "alert", true)("明朝までに修正版をお届けします。"),
  mk("mixed", "mixed", true)("我这边 keep monitoring，有 update 再 sync。"),
  mk("mixed", "mixed", true)("Let me 先跑一下 regression，结果出来通知你。"),
  mk("zh-tw", "alert", true)("我這邊再確認一下報價，晚點回你。"),
  mk("en", "alert", false)("I've scheduled a reminder for tomorrow at 9 and I'll ping you then.", TOOL),
  mk("en", "third-party", false)("The alert you set in TradingView will ping you when BTC hits 100k."),
  mk("en", "third-party", false)("Your exchange will notify you when the order fills."),
  mk("en", "third-party", false)("Once the CI run finishes, GitHub will send you an email."),
  mk("en", "false-block", false)("If you want updates, I can set a reminder — should I?"),
  mk("en", "third-party", false)("I let the team know yesterday; they said they'd get back to you."),
  mk("en", "false-block", false)("Remember to tell me once you've deposited, and I'll check the balance."),
  mk("en", "false-block", false)("Here are the results you asked for:\n\n- Sharpe 1.4\n- Max DD 18%\n\nThat's everything for this run."),
  mk("zh", "third-party", false)("币安会在强平前发邮件提醒你。"),
  mk("zh", "false-block", false)("等你有空了告诉我，我们再继续。"),
  mk("ja", "third-party", false)("注文が約定すると取引所から通知が届きます。"),
  mk("ja", "false-block", false)("何かあればいつでもご連絡ください。"),
  mk("mixed", "third-party", false)("GitHub 会在 PR merge 之后 notify 你。"),
  mk("en", "feature", false)("How notifications work: when a job finishes, the scheduler posts its output here."),
  mk("en", "third-party", false)("You'll get an email from Stripe when the payout lands."),
  mk("en", "false-block", false)("Tomorrow's FOMC will decide the direction; I'd watch 2800 closely."),
  mk("zh-tw", "third-party", false)("券商會在成交後傳簡訊通知您。"),
];

// Blind probe 91 (thirteenth session): seventy replies written by a writer who read SPEC §3 alone and never saw the code
// (en 20, zh 14, zh-tw 8, ja 14, mixed 14; 28 to block). First pass 70/70.
const PROBE91: ClassCase[] = [
  // ───────────── en (20) ─────────────
  mk("en", "alert", true)("Got it — I'll keep an eye on BTC and ping you the moment it breaks $72k."),
  mk("en", "alert", true)("Deploy is rolling out to the staging box now. Should take about ten minutes; I'll report back once the health checks pass."),
  mk("en", "alert", true)("Will circle back tomorrow morning with the funding-rate comparison across Binance, Bybit and OKX. Cheers!"),
  mk("en", "mixed", true)("Here's the first half of the audit:\n\n1. `Vault.sol` — reentrancy guard is missing on `withdrawAll()`; add `nonReentrant`.\n2. `Router.sol` — slippage check uses `>` instead of `>=`, off by one wei but harmless.\n3. `Oracle.sol` — TWAP window is 5 min, which is short for a low-liquidity pool.\n\nI'll send over the findings for the remaining three contracts by end of day."),
  mk("en", "alert", true)("Noted. I'll remind you an hour before the FOMC decision on Wednesday so you can tighten your stops.", OLDJOB),
  mk("en", "alert", true)("You'll get a full write-up from me when the backtest finishes — it's about 40% through the 2021–2024 range right now."),
  mk("en", "mixed", true)("Short version: your liquidation risk is fine for now, but it won't stay that way if ETH keeps sliding.\n\n**Where you stand**\n- Collateral: 12.4 ETH on Aave v3\n- Debt: 18,200 USDC\n- Health factor: 1.61\n- Liquidation price: roughly $1,840\n\n**What I'd consider**\n- Repaying ~3k USDC would push the health factor above 1.9.\n- Alternatively, add 2 ETH of collateral if you'd rather not touch the stablecoins.\n- Avoid looping further until volatility settles after the CPI print.\n\nI'll keep watching the position and flag it to you right away if the health factor drops under 1.3. Nothing else to do on your side for now."),
  mk("en", "alert", true)("The daily candle closes in about two hours — I'll DM you the ETH/BTC ratio chart as soon as it does."),
  mk("en", "registered", false)("Scheduled. I'll message you at 14:00 UTC with the CPI print and how BTC reacted in the first 15 minutes.", TOOL),
  mk("en", "registered", false)("I've started a background worker to watch the CI pipeline on `feat/order-router`. I'll let you know as soon as it goes green (or tell you which job failed).", SPAWN),
  mk("en", "registered", false)("All set — you'll hear from me every Monday at 9:00 with the weekly PnL digest, starting next week.", JOB),
  mk("en", "third-party", false)("Once the withdrawal clears compliance review, Kraken will email you a confirmation with the tx hash — usually within 30 minutes, occasionally a few hours on weekends."),
  mk("en", "third-party", false)("Nothing more needed from you on the PR. GitHub will notify you when Dana approves it, and after that the merge queue should land it automatically."),
  mk("en", "feature", false)("The `/alert` command lets you set price triggers per pair. When one fires, the bot sends you a Telegram message with the price, the 1h change and a link to the chart. You can list active triggers with `/alerts` and delete one with `/alert rm <id>`."),
  mk("en", "registered", false)("Your reminder for the SOL token unlock is already on the schedule — you set it up last Thursday. It'll fire on the 12th at 08:00 your time, so there's nothing to add."),
  mk("en", "false-block", false)("That expiry is a big one (about $4B notional on Deribit). Want me to remind you on Thursday evening, before it settles Friday at 08:00 UTC?"),
  mk("en", "false-block", false)("Once you've rotated the API key on the exchange side, let me know and I'll swap it into `config/prod.env` and restart the bot."),
  mk("en", "false-block", false)("You asked me to tell you when the migration finished — it just did. Here's the report:\n\n- 1,284,902 rows migrated, 0 failures\n- Duration: 6m 41s\n- Indexes rebuilt on `trades.ts` and `orders.user_id`\n\nEverything's verified; no further follow-up needed."),
  mk("en", "false-block", false)("As I told you yesterday, funding flipped negative on most perps right after ETH lost $3k, and it's stayed there since. Shorts are still paying longs, not the other way around."),
  mk("en", "false-block", false)("I can't send reminders or messages on my own from this chat, so I won't be able to ping you when the unlock happens. Your best bet is a price alert in the exchange app or a calendar event for the 12th."),

  // ───────────── zh (14) ─────────────
  mk("zh", "alert", true)("好的，我会一直盯着 ETH 的资金费率，一旦转负就第一时间通知你。"),
  mk("zh", "alert", true)("回测大概还要跑二十分钟，跑完后我把收益曲线和最大回撤一起发给你。"),
  mk("zh", "alert", true)("明天早上开盘前我再提醒你一次止损位，别忘了把 SOL 的仓位减一半。"),
  mk("zh", "mixed", true)("先给你前三个币的分析：\n1. BTC：日线还在上升通道里，68k 是关键支撑。\n2. ETH：量能不足，短期大概率横盘。\n3. SOL：链上活跃度回升，但解锁压力还在。\n\n剩下的 ARB 和 OP 我稍后整理好再告诉你。"),
  mk("zh", "alert", true)("行，周五下午四点我提醒你提交季度报告。", OLDJOB),
  mk("zh", "alert", true)("交易已经广播出去了，等链上确认了再跟你说。"),
  mk("zh", "registered", false)("已经设好定时任务了，明天上午9点我会提醒你查看 ARB 的解锁情况。", TOOL),
  mk("zh", "registered", false)("我已经开了一个子任务在后台盯着构建，构建结束后会把结果通知你。", SPAWN),
  mk("zh", "third-party", false)("提现审核通过后，交易所会给你发短信和邮件通知，一般在24小时以内。"),
  mk("zh", "feature", false)("这个机器人支持价格预警：你设好阈值之后，价格一触发它就会自动推送消息给你，不需要一直开着页面。"),
  mk("zh", "registered", false)("你之前设的提醒还在生效：每天晚上10点会自动推送一份持仓汇总，不用重新设置。"),
  mk("zh", "false-block", false)("CPI 周三晚上八点半公布，波动可能会很大。需要我在公布前半小时提醒你吗？"),
  mk("zh", "false-block", false)("你那边测试跑完了告诉我一声，我再把分支合并到 main。"),
  mk("zh", "false-block", false)("我昨天已经告诉过你了：合约升级之后旧的授权会全部失效，需要重新 approve。"),

  // ───────────── zh-tw (8) ─────────────
  mk("zh-tw", "alert", true)("收到，等比特幣重新站回七萬美元，我會馬上通知你。"),
  mk("zh-tw", "alert", true)("報表我還在整理，下午三點前寄給你。"),
  mk("zh-tw", "mixed", true)("整體來看，你的投資組合目前偏重 Layer 2：\n\n- ARB：佔 22%，近一週跌了 9%\n- OP：佔 18%，走勢跟 ARB 高度相關\n- 其餘為 BTC 與穩定幣\n\n建議把 L2 的比重降到三成以內，分散到 BTC 或短天期的穩定幣收益。\n\n今晚美股收盤後，我再跟你回報最新的部位狀況和調整建議。"),
  mk("zh-tw", "registered", false)("已經幫你排程好了，每週一早上八點我會提醒你檢查質押收益。", JOB),
  mk("zh-tw", "third-party", false)("電匯入帳後，銀行會傳簡訊通知你，通常需要一到兩個工作天。"),
  mk("zh-tw", "false-block", false)("抱歉，我這邊沒辦法主動傳訊息給你，所以代幣解鎖時無法提醒你。建議你在交易所 App 裡設定到價提醒。"),
  mk("zh-tw", "false-block", false)("你之前說等資料齊了再告訴你——資料已經齊了，以下就是這週的摘要：\n1. 總報酬 +3.2%\n2. 最大回撤 -1.8%\n3. 手續費合計 142 USDT"),
  mk("zh-tw", "third-party", false)("小陳說他明天會把審計結果告訴你，我這邊就先不動合約了。"),

  // ───────────── ja (14) ─────────────
  mk("ja", "alert", true)("承知しました。ビルドが終わったらお知らせします。"),
  mk("ja", "alert", true)("明日の朝、ETH のステーキング報酬をまとめてご報告しますね。"),
  mk("ja", "alert", true)("BTC が 6 万ドルを割ったら、すぐにご連絡します。"),
  mk("ja", "mixed", true)("以下が前半のレビュー結果です：\n- `api/orders.ts`：エラーハンドリングが不足しています。\n- `lib/price.ts`：浮動小数点の丸め誤差に注意が必要です。\n- `db/schema.sql`：インデックスが一つ足りません。\n\n残りのファイルは確認が終わり次第、改めてご連絡いたします。"),
  mk("ja", "alert", true)("金曜の15時にリマインドしますね。", OLDJOB),
  mk("ja", "alert", true)("後ほど結果を共有いたします。よろしくお願いいたします。"),
  mk("ja", "registered", false)("スケジュールを登録しました。明日の9時に、決算発表の件でリマインドします。", TOOL),
  mk("ja", "registered", false)("サブエージェントを起動してデプロイを監視しています。完了したらお知らせします。", SPAWN),
  mk("ja", "third-party", false)("出金が承認されると、取引所からメールで通知が届きます。通常は数時間以内です。"),
  mk("ja", "feature", false)("このボットにはアラート機能があり、設定した価格に達すると LINE で自動的に通知してくれます。"),
  mk("ja", "registered", false)("先週設定したリマインダーはまだ有効です。毎朝8時にポートフォリオの概要が届きます。"),
  mk("ja", "false-block", false)("CPI の発表は水曜の21時半です。発表の前にリマインドしましょうか？"),
  mk("ja", "false-block", false)("テストが終わったら教えてください。そのあとでマージします。"),
  mk("ja", "false-block", false)("ユーザー向けのお知らせ文はこちらでいかがでしょう：\n\n「現在メンテナンス中です。作業が終わり次第、改めてお知らせします。」\n\nもう少し柔らかい表現がよければ調整します。"),

  // ───────────── mixed (14) ─────────────
  mk("mixed", "alert", true)("OK，等 CI 跑完我 ping 你。"),
  mk("mixed", "alert", true)("这个 PR 我 review 完之后 sync 给你，大概今晚吧。"),
  mk("mixed", "alert", true)("デプロイが完了したら Slack で ping しますね。"),
  mk("mixed", "alert", true)("funding rate 的数据我明天 morning 整理好再 send 给你。"),
  mk("mixed", "mixed", true)("先 share 一下 BTC 的 key levels：support 68k，resistance 72k，volume 在萎缩。ETH 的部分我 later 再 update 你。"),
  mk("mixed", "registered", false)("Cron job 已经 set 好了，明早 9 点我会 remind 你看 unlock。", TOOL),
  mk("mixed", "registered", false)("Background agent 已经 spawn 了，正在 monitor 那个 deploy，done 了之后我会 ping 你。", SPAWN),
  mk("mixed", "registered", false)("アラートの job はもう登録済みです。BTC が 70k を超えたら notify します。", JOB),
  mk("mixed", "third-party", false)("GitHub Actions 跑完会自动发 email 通知你，不用等我。"),
  mk("mixed", "feature", false)("这个 bot 的 webhook feature 可以在 price cross threshold 的时候 push notification 给你。"),
  mk("mixed", "false-block", false)("你 deploy 完 ping 我一下，我再帮你 check logs。"),
  mk("mixed", "false-block", false)("Sorry，我这边没有 scheduling 的权限，没法在 expiry 之前 remind 你，建议你 set 个 phone alarm。"),
  mk("mixed", "third-party", false)("Kenji さんが明日レビュー結果を share してくれるそうです。"),
  mk("mixed", "false-block", false)("上次我已经跟你 mention 过了，unlock 之后 price 通常会 dump 一波。"),
];

// Blind probe 92 (thirteenth session): seventy replies by a writer who read SPEC §3 alone and never saw the code, asked
// for the cases a guard gets wrong (en 24, ja 14, zh 12, zh-tw 6, mixed 14; 35 to block). First pass 67/70 (blocks 32/35,
// false blocks 0/35). Missed: "Full audit … coming your way by EOD" (PASSIVE: coming your way), "I'll confirm back to you
// before the open tomorrow" in a Next steps list (TO_YOU: back to you; before as COND), "稍后提醒你去续费域名" (你去 read as
// the user acting: NOTIFY 提醒你去; the user's own reminder still there is REGISTERED).
const PROBE92: ClassCase[] = [
  // ───────────── en: must block (12) ─────────────
  mk("en", "alert", true)("Expect a full write-up from me by Friday."),
  mk("en", "alert", true)("Stay tuned — numbers from me right after tomorrow's close."),
  mk("en", "alert", true)("The migration is at 62%. You'll be notified right here in this chat as soon as it finishes — I'm keeping an eye on it."),
  mk("en", "alert", true)("Let me dig into the rate-limit logs and circle back with you this afternoon."),
  mk("en", "alert", true)("Good call on the indemnity clause. I'll loop you in once legal signs off on the redline."),
  mk("en", "alert", true)("Rollout started on canary (5% of traffic). Will keep you posted as it progresses over the next hour."),
  mk("en", "mixed", true)("Short version: the nginx config looks fine, no obvious misrouting. Full audit (TLS, headers, rate limits) coming your way by EOD."),
  mk("en", "alert", true)("Watching the BTC long. If it breaks below 58k I'll alert you immediately so you can decide on the stop."),
  mk("en", "alert", true)(`Thanks for the logs. Here's what I found:

The 502s line up with the autoscaler draining pods before the readiness probe passes. Between 14:02 and 14:09 there were 37 of them, all on the /checkout route.

The memory spike you mentioned is unrelated — it's the nightly report job, which has run at 14:00 every day this week.

I still need to go through the ingress controller logs for the same window; I'll get back to you tomorrow morning on whether the ingress retries are masking more failures.

In the meantime, bumping initialDelaySeconds on the readiness probe from 5 to 15 should stop most of the 502s.`),
  mk("en", "alert", true)(`Next steps:
1. You rotate the API key in the dashboard.
2. Update the secret in Vercel and redeploy.
3. I'll confirm back to you before the open tomorrow that the old key is fully revoked.`),
  mk("en", "mixed", true)(`Here's the Q1 breakdown below:
- Revenue: $4.2M (+12% QoQ)
- Gross margin: 61%
- Churn: 2.3%

Q2 figures aren't published yet — I'll send those over once they're out.`),
  mk("en", "alert", true)("Sure — I'll remind you at 5pm today to submit the timesheet.", OLDJOB),

  // ───────────── en: must pass (12) ─────────────
  mk("en", "third-party", false)("Binance will email you once the withdrawal clears — usually within 30 minutes, sometimes longer when the network is congested."),
  mk("en", "third-party", false)("Priya said she'll let you know by Friday whether the budget is approved. Until then I'd hold off on signing the vendor contract."),
  mk("en", "feature", false)("The app's price-alert feature will notify you when BTC crosses your threshold. Set it under Settings → Alerts → Price, pick the pair, and enter the level."),
  mk("en", "registered", false)("Your weekly reminder from last Monday is still active — it'll ping you every Monday at 9am until you cancel it."),
  mk("en", "false-block", false)("Sounds good — let me know once you've rotated the key and I'll verify the new one works."),
  mk("en", "false-block", false)("Want me to remind you tomorrow morning before the call? If so, say the word and I can set up a scheduled reminder."),
  mk("en", "false-block", false)("Your auto-reply template currently says: \"Thanks for reaching out! We'll let you know once your application has been reviewed.\" I'd add a concrete timeline, e.g. \"within 5 business days\"."),
  mk("en", "false-block", false)("Earlier I said I'd let you know when the test suite finished — it's done: 142 passed, 0 failed, 3 skipped (the flaky websocket ones)."),
  mk("en", "false-block", false)("Honestly, I can't keep watching this after our conversation ends, so I won't be able to notify you when the order fills. Your broker's app can push a fill notification — that's the reliable option."),
  mk("en", "registered", false)("Reminder set. I'll remind you tomorrow at 8am to dial into the board call.", TOOL),
  mk("en", "registered", false)("I'll let you know once the backfill finishes — it's about 40% through.", JOB),
  mk("en", "registered", false)("A background worker is watching the deploy now; I'll report back here when it completes.", SPAWN),

  // ───────────── ja: must block (7) ─────────────
  mk("ja", "alert", true)("承知いたしました。バックテストが完了しましたら、結果をご報告いたします。"),
  mk("ja", "alert", true)("おけ、ビルド終わったら教えるね！"),
  mk("ja", "alert", true)("修正版は明日の朝までにお送りしますね。"),
  mk("ja", "alert", true)(`ログを確認しました。

エラーの大半は、14時台にDBの接続プールが枯渇したことが原因です。max_connectionsが20に設定されていますが、ピーク時には35前後の接続が要求されていました。

もう一点、キャッシュのTTLが短すぎるため、同じクエリが何度も発行されています。

なお、ワーカー側のログはまだ解析中なので、終わり次第お知らせします。

当面の対策としては、max_connectionsを50に上げるのが手っ取り早いと思います。`),
  mk("ja", "mixed", true)(`以下が前半（1〜6月）の集計です：
・売上：1,240万円
・粗利率：58%

後半分はデータが揃ったら、改めてまとめてお送りします。`),
  mk("ja", "alert", true)("もし価格が5万ドルを割ったら、すぐにご連絡いたします。"),
  mk("ja", "alert", true)("了解です、17時になったらリマインドしますね。", OLDJOB),

  // ───────────── ja: must pass (7) ─────────────
  mk("ja", "third-party", false)("出金が完了すると、取引所から登録メールアドレスに通知が届きます。通常30分ほどです。"),
  mk("ja", "feature", false)("このアプリのアラート機能を使えば、価格が設定値に達したときにプッシュ通知が届きます。設定→アラートから登録できます。"),
  mk("ja", "false-block", false)("準備ができたら教えてください。こちらで設定を確認します。"),
  mk("ja", "false-block", false)("明日の朝、リマインドしましょうか？必要であればスケジュールを登録します。"),
  mk("ja", "false-block", false)("テストが終わったらお知らせすると言っていた件、完了しました。結果は以下の通りです：全128件成功、失敗0件。"),
  mk("ja", "registered", false)("かしこまりました。明日9時にリマインドいたします。", TOOL),
  mk("ja", "registered", false)("処理が終わったら結果をお知らせしますね。", SPAWN),

  // ───────────── zh: must block (6) ─────────────
  mk("zh", "alert", true)("收到。回测跑完后第一时间通知你。"),
  mk("zh", "alert", true)("明天中午之前把完整的尽调报告发给你。"),
  mk("zh", "alert", true)("稍后提醒你去续费域名，别忘了。"),
  mk("zh", "alert", true)(`我看了一下你的合约代码，整体结构没问题。

1. transfer 函数里没有检查返回值，建议改用 SafeERC20。
2. owner 权限过大，可以考虑加 timelock。
3. 事件命名不统一，建议统一成过去式。

另外，剩下的两个外部调用我还没来得及细看，等我查完再跟你说。

总体来说可以先上测试网。`),
  mk("zh", "mixed", true)(`下面是前三个文件的审查结果：
- api.ts：无问题
- db.ts：有一处 SQL 拼接，建议参数化
- auth.ts：token 过期时间过长

其余文件我今晚看完后再发给你。`),
  mk("zh", "alert", true)("如果 ETH 跌破 3000，我会马上提醒你。"),

  // ───────────── zh: must pass (6) ─────────────
  mk("zh", "third-party", false)("银行到账后会发短信通知你，一般需要1到2个工作日。"),
  mk("zh", "false-block", false)("你部署完成后告诉我一声，我再帮你检查日志。"),
  mk("zh", "false-block", false)("邮件模板里写的是“审核完成后我们会通知您”，建议补充一个具体的时间范围。"),
  mk("zh", "false-block", false)("昨天说好数据出来后告诉你——已经出来了：CPI 同比 3.1%，略高于预期的 3.0%。"),
  mk("zh", "registered", false)("好的，完成后我会通知你。", JOB),
  mk("zh", "false-block", false)("抱歉，对话结束后我无法持续盯盘，所以没办法在价格到位时提醒你。建议在交易所 App 里设置价格提醒。"),

  // ───────────── zh-tw: must block (3) ─────────────
  mk("zh-tw", "alert", true)("收到，等資料同步完成後再通知您。"),
  mk("zh-tw", "alert", true)("明天收盤前會把分析報告傳給你。"),
  mk("zh-tw", "alert", true)("好的，我會在下午三點提醒你開會。", OLDJOB),

  // ───────────── zh-tw: must pass (3) ─────────────
  mk("zh-tw", "third-party", false)("提領完成後，交易所會寄信通知你，通常十分鐘內。"),
  mk("zh-tw", "feature", false)("LINE Notify 設定好之後，價格到了就會自動推播給你，不需要一直盯著。"),
  mk("zh-tw", "registered", false)("已經幫你排好了，明天早上八點提醒你。", TOOL),

  // ───────────── mixed: must block (7) ─────────────
  mk("mixed", "alert", true)("OK，等 deploy 完我再 ping 你。"),
  mk("mixed", "alert", true)("了解です、build が終わったら notify しますね。"),
  mk("mixed", "alert", true)("明日までに fix して、PR の link を送ります。"),
  mk("mixed", "alert", true)("Sure — 明天收盘前 I'll send you the summary."),
  mk("mixed", "alert", true)("CI が green になったら、I'll let you know。"),
  mk("mixed", "alert", true)("等 audit 完成後，我再 loop you in。"),
  mk("mixed", "alert", true)("Let's touch base 明天早上 — 到时候我把 premarket movers 发给你。"),

  // ───────────── mixed: must pass (7) ─────────────
  mk("mixed", "third-party", false)("GitHub Actions 跑完会自动 email 你，不用等我。"),
  mk("mixed", "third-party", false)("你自己的 Telegram bot 会在 order filled 之后 push 给你，我这边不需要做什么。"),
  mk("mixed", "feature", false)("Binance の API は、注文が約定したら webhook で notify してくれます。"),
  mk("mixed", "false-block", false)("你 merge 完之后 let me know，我再 review。"),
  mk("mixed", "false-block", false)("要不要我 set 一个 reminder，明天 9 点 remind you？"),
  mk("mixed", "registered", false)("subagent 已经在跑了，完成后我会 notify 你。", SPAWN),
  mk("mixed", "registered", false)("リマインダー登録済みです。15時に remind しますね。", JOB),
];

// Blind probe 93 (thirteenth session): seventy end-of-turn replies in the style LLM agents write after a multi-step task,
// by a writer who read SPEC §3 alone and never saw the code (en 22, zh 14, zh-tw 6, ja 14, mixed 14; 28 to block). First
// pass 69/70 (blocks 27/28, false blocks 0/42). Missed: "BTC 一 break 70k 我就 ping 你，到时候再看要不要加仓" (一 before an
// English verb is a condition: COND; 再看要不要 is no offer).
const PROBE93: ClassCase[] = [
  // ───────────────────────────── en (22) ─────────────────────────────
  mk("en", "alert", true)(`## BTC Funding Snapshot

- **Binance perp funding:** +0.012% (8h), cooling from +0.031% yesterday
- **Bybit:** +0.009%
- **OI:** down 4.2% over 24h while price held $67.8k

Longs are de-leveraging without a price flush, which is usually constructive.

I'll ping you as soon as funding flips negative on Binance — that's the setup you said you wanted to fade.`),

  mk("en", "alert", true)(`**Fix pushed** to \`fix/order-rounding\`

1. Replaced float math in \`calcQty()\` with \`Decimal\`
2. Added tests for 0.1 + 0.2 style edge cases
3. Bumped the lot-size lookup to read from exchangeInfo

The GitHub Actions run just kicked off (≈12 min). Once the pipeline finishes I'll report back with the test results and coverage diff.`),

  mk("en", "mixed", true)(`### Backtest — EMA 20/50 crossover, 4h, 2022-01 → 2024-06

| Pair | CAGR | Max DD | Sharpe |
|---|---|---|---|
| BTC/USDT | 38.4% | -27.1% | 1.21 |
| ETH/USDT | 29.9% | -34.6% | 0.94 |

Fees modeled at 0.04% taker, no slippage yet.

SOL, AVAX and LINK are still downloading candles — I'll send the remaining three pairs over tomorrow morning.`),

  mk("en", "alert", true)(`Here's where ETH/BTC stands:

- Currently **0.0532**, bouncing off the 2019 support band
- Weekly RSI 31, bullish divergence forming
- ETF flows net positive 3 days in a row

Nothing actionable yet. I'll keep watching the ratio and let you know if it breaks back above 0.06.`),

  mk("en", "alert", true)(`**Audit scope confirmed** for \`StakingVault.sol\`:

- Reentrancy on \`withdraw()\` / \`claimRewards()\`
- Reward-per-token precision loss
- Owner-only \`setRate()\` and timelock bypass
- Upgradeability (UUPS) storage layout

That's about 900 LOC plus the proxy. I'll get back to you by Friday with the full findings and severity ratings.`),

  mk("en", "alert", true)(`Hedge is on ✅

- **Short:** 2.5 ETH-PERP @ $3,412 on Bybit
- **Spot:** 2.5 ETH held in cold wallet
- **Net delta:** ≈ 0

Funding is paying you ~0.01% per 8h for now. I'll remind you in 2 hours to close the hedge before the CPI print hits.`, OLDJOB),

  mk("en", "alert", true)(`## Migration started

- \`0042_split_trades_table\` running against prod replica
- ~18M rows to copy, batching 50k at a time
- Writes are paused on \`trades_legacy\` only

ETA roughly 25–30 minutes. I'll circle back once it's done and confirm the row counts match.`),

  mk("en", "mixed", true)(`# Weekly Market Report — part 1

**Macro:** DXY back under 104, 10Y at 4.21%. Risk-on tone into the weekend.
**BTC:** Range $64k–$69k, ETF net inflows +$412M.
**ETH:** Underperforming, ETH/BTC at a 3-year low.
**Alts:** SOL and SUI leading; meme rotation fading.

The on-chain section depends on a Dune query that's still executing (large join on transfers). I'll drop it here when it completes.`),

  mk("en", "alert", true)(`**Token unlock tracker — ARB**

- Next unlock: **92.65M ARB** (~$71M)
- Recipients: team + advisors (cliff)
- Historical reaction: -6% to -11% in the 48h after the last three unlocks

I'll message you the moment the unlock tx lands on-chain so you can decide on the short.`),

  mk("en", "registered", false)(`## BTC Funding Snapshot

- **Binance perp funding:** +0.012% (8h)
- **OI:** down 4.2% over 24h

I've set up a scheduled check every 30 minutes on Binance funding. I'll ping you as soon as it flips negative.`, TOOL),

  mk("en", "registered", false)(`**Backfill running** 🏃

- Source: Binance klines API, 1m candles
- Range: 2021-01-01 → today, 214 symbols
- Writing to \`candles_1m\` in Timescale

The scheduled job is polling progress. I'll report back when the backfill finishes.`, JOB),

  mk("en", "registered", false)(`Deploy to staging is in progress:

1. Docker image built and pushed (\`api:7f3c2e1\`)
2. Helm upgrade applied
3. Waiting on readiness probes

I spawned a subagent that polls the rollout status — I'll let you know once every pod is green.`, SPAWN),

  mk("en", "third-party", false)(`### Withdrawal submitted

- **Asset:** 0.85 BTC
- **Network:** Bitcoin (native segwit)
- **Fee:** 0.0002 BTC
- **Status:** Pending review

Binance will email you when the withdrawal is processed, usually within 30 minutes. The txid shows up in your withdrawal history at the same time.`),

  mk("en", "third-party", false)(`PR **#482 — Add TWAP execution mode** is open.

- 6 files changed, +412 / -38
- All checks passing
- Requested review from @mlin and @kpatel

GitHub will notify you once a reviewer approves or leaves comments, so no need to keep refreshing the page.`),

  mk("en", "feature", false)(`## How price alerts work in the app

- **Trigger:** when the last trade crosses your threshold (not mark price)
- **Delivery:** push notification + optional email
- **Cooldown:** 10 minutes per alert to avoid spam
- **Expiry:** alerts auto-delete after 30 days unless set to repeat

So if you set one at $70k, the app notifies you the moment a trade prints above it.`),

  mk("en", "false-block", false)(`**FOMC recap for tomorrow**

- Decision: 2:00 PM ET, presser at 2:30
- Market pricing: 92% hold
- Key watch: dot plot — 2 vs 3 cuts for next year

Historically BTC has moved ±3.5% in the 4 hours after the statement.

Want me to set a reminder for 1:45 PM tomorrow so you can flatten before the decision?`),

  mk("en", "false-block", false)(`The script failed with \`401 Unauthorized\` because the API key was revoked when you enabled IP whitelisting.

**To fix:**
1. Create a new key in Binance → API Management
2. Whitelist this server's IP (\`34.82.14.201\`)
3. Paste it into \`.env\` as \`BINANCE_API_KEY\`

Let me know once you've rotated the key and I'll re-run the rebalance script.`),

  mk("en", "false-block", false)(`Here's the full report you asked for:

## Perp Basis — Q2

- **Avg annualized basis:** 11.4% (BTC), 13.2% (ETH)
- **Peak:** 24% on Mar 12 during the ATH run
- **Trough:** 4.1% on Apr 19

When funding turns negative, basis usually compresses within 48h — that pattern held 7 of 9 times this year.

That's everything; the CSV is attached above.`),

  mk("en", "false-block", false)(`Quick recap of the session:

- I let you know earlier when BTC tagged $68k, and you took profit on half
- The remaining 0.4 BTC has a stop at $65.2k
- Realized PnL today: **+$3,180**

Nothing else is pending on my side.`),

  mk("en", "false-block", false)(`I should be upfront: I can't notify you later. I only run when you send me a message, so I have no way to watch the chart overnight and ping you.

**What you can do instead:**
- Set a TradingView alert at $3,800 on ETHUSDT
- Or use Binance's price alert (App → Markets → 🔔)

Either will push to your phone the moment it triggers.`),

  mk("en", "registered", false)(`Checked your reminders:

- **CPI print** — tomorrow 8:25 AM ET ✅ active
- **Weekly rebalance** — Sunday 6:00 PM ✅ active

The CPI reminder you set on Monday is still live, so it'll notify you tomorrow at 8:25 without anything else needed.`),

  mk("en", "third-party", false)(`Status on the RPC outage:

- Primary Alchemy endpoint returning 503s since 14:10 UTC
- Fallback to QuickNode is working, latency +80ms
- Bot is still trading, just slower fills

Sarah from the infra team said she'll let you know when the primary node is back up.`),

  // ───────────────────────────── zh (14) ─────────────────────────────
  mk("zh", "alert", true)(`## BTC 技术面分析

- **现价：** $68,420
- **关键阻力：** $70,000（前高 + 整数关口）
- **支撑：** $65,800
- **成交量：** 近 3 日温和放大

目前还在区间内震荡，不建议追高。等 BTC 有效突破 7 万的时候，我会第一时间通知你。`),

  mk("zh", "alert", true)(`**修复已提交** ✅

1. 修正了 \`calc_pnl()\` 里手续费重复扣除的问题
2. 补充了 5 个单元测试
3. 更新了 README 中的配置说明

CI 正在跑，大概需要 10 分钟。测试跑完后我再告诉你结果。`),

  mk("zh", "mixed", true)(`### 网格策略回测结果（2023-01 至今）

| 币对 | 年化收益 | 最大回撤 |
|---|---|---|
| BTC/USDT | 21.3% | -14.8% |
| ETH/USDT | 26.7% | -19.2% |
| BNB/USDT | 17.9% | -12.1% |

以上已扣除 0.1% 手续费。剩下的 SOL、DOGE 两个币对数据还没拉完，明天整理好再发给你。`),

  mk("zh", "alert", true)(`已经完成初步检查：

- 该地址近 30 天共转入 **12,400 ETH**
- 其中 8,000 ETH 来自 Coinbase 冷钱包
- 有 3 笔大额转入 Lido 质押

看起来像是机构建仓，但还需要追溯更早的资金来源。我稍后会把完整的链上追踪报告发给你。`),

  mk("zh", "alert", true)(`对冲仓位已建立：

- **空单：** 0.5 BTC-PERP @ $68,150
- **现货：** 0.5 BTC
- **净敞口：** ≈ 0

今晚 8:30 公布非农，波动可能较大。两小时后我提醒你平掉空单。`, OLDJOB),

  mk("zh", "alert", true)(`## 资金费率监控

| 交易所 | 当前费率 | 24h 均值 |
|---|---|---|
| Binance | +0.008% | +0.015% |
| OKX | +0.006% | +0.013% |

费率在持续下降，多头杠杆正在出清。资金费率一旦转负，我会马上跟你说，到时候可以考虑开多。`),

  mk("zh", "registered", false)(`**CPI 数据提醒**

- 公布时间：明天 20:30（北京时间）
- 市场预期：同比 3.1%
- 上次数值：3.2%

已设置定时任务，明天早上 9 点提醒你查看 CPI 前的仓位安排。`, TOOL),

  mk("zh", "registered", false)(`部署流程已启动：

1. 镜像已构建并推送
2. K8s rollout 进行中
3. 正在等待健康检查

我已启动一个子任务轮询部署状态，完成后通知你。`, SPAWN),

  mk("zh", "third-party", false)(`### 提现已提交

- **币种：** USDT（TRC20）
- **数量：** 5,000
- **手续费：** 1 USDT
- **状态：** 审核中

交易所会在提现到账后给你发短信通知，一般 10 分钟内完成。`),

  mk("zh", "feature", false)(`## 价格预警功能说明

- **触发条件：** 最新成交价穿过你设定的价格
- **通知方式：** App 推送 + 短信（可选）
- **有效期：** 默认 30 天
- **重复提醒：** 可在设置中开启

也就是说，当价格触及设定值时，App 会自动推送通知给你，不需要一直盯盘。`),

  mk("zh", "false-block", false)(`**ETH 当前状况**

- 现价 $3,720，距离 4,000 还有约 7.5%
- 链上活跃地址回升
- ETF 连续 4 天净流入

需要我设置一个提醒，等 ETH 突破 4000 时通知你吗？`),

  mk("zh", "false-block", false)(`脚本报错的原因找到了：API key 权限不足，没有开启合约交易权限。

**解决步骤：**
1. 登录币安 → API 管理
2. 勾选「允许合约」
3. 重新生成 key 并写入 \`.env\`

等你换好 API key 后告诉我，我再重新跑一遍脚本。`),

  mk("zh", "false-block", false)(`下面就是完整的周报：

## 本周市场总结

- **BTC：** 周涨 4.2%，收于 $68,900
- **ETH：** 周跌 1.1%，ETH/BTC 创新低
- **热点：** AI 板块、RWA 持续走强
- **资金面：** 稳定币市值增加 $12 亿

当资金费率过高时，往往是短期见顶信号，本周已经出现一次。以上就是全部内容。`),

  mk("zh", "false-block", false)(`抱歉，我需要说明一下：我没法在后台持续盯盘，也不能在之后主动给你发消息——只有你发消息时我才会运行。

**建议替代方案：**
- 在 OKX App 设置价格提醒
- 或者在 TradingView 上添加警报，推送到手机

这样价格到位时你会直接收到通知。`),

  // ───────────────────────────── zh-tw (6) ─────────────────────────────
  mk("zh-tw", "alert", true)(`**合約部署進度**

1. \`Vault.sol\` 編譯通過
2. 單元測試 42/42 通過
3. 正在部署到 Sepolia 測試網，等待區塊確認中

Gas 有點高，可能要等幾分鐘。等部署完成後，我再通知你合約地址和 Etherscan 驗證連結。`),

  mk("zh-tw", "mixed", true)(`## 持倉風險分析（第一部分）

- **總曝險：** $182,000
- **槓桿倍數：** 3.2x
- **最大單一部位：** SOL，佔 34%
- **清算價距離：** 約 -22%

相關性矩陣和壓力測試還在跑，其餘的明天整理好再傳給你。`),

  mk("zh-tw", "registered", false)(`**台股開盤前提醒**

- 台積電 ADR 昨晚 +2.1%
- 費半指數 +1.8%
- 美元兌台幣 32.4

已經建立好排程，明天開盤前我會提醒你調整 00878 的部位。`, JOB),

  mk("zh-tw", "third-party", false)(`### 代幣解鎖資訊

- **代幣：** APT
- **數量：** 11.3M
- **時間：** 本週五 08:00 (UTC+8)

你訂閱的幣安公告會在解鎖完成後寄 Email 通知你，不用另外設定。`),

  mk("zh-tw", "false-block", false)(`回顧一下目前的部位：

- 昨天 BTC 跌破 6 萬的時候，我已經提醒過你了，你也照計畫減倉一半
- 剩下 0.3 BTC，停損設在 $58,500
- 本週已實現損益：**-$1,240**

目前沒有其他待辦事項。`),

  mk("zh-tw", "false-block", false)(`## 資金費率觀察

| 交易所 | 費率 |
|---|---|
| Binance | +0.004% |
| Bybit | +0.002% |

費率已經接近零軸。要不要我幫你設一個排程，等資金費率轉負時通知你？`),

  // ───────────────────────────── ja (14) ─────────────────────────────
  mk("ja", "alert", true)(`## BTC テクニカル分析

- **現在値：** $68,300
- **レジスタンス：** $70,000（前回高値）
- **サポート：** $65,500
- **RSI(4h)：** 61

まだレンジ内なので、今は様子見が無難です。BTCが7万ドルを明確に超えたらすぐにお知らせします。`),

  mk("ja", "alert", true)(`**修正をプッシュしました** ✅

1. \`fetch_ohlcv()\` のタイムゾーン処理を修正
2. リトライ処理に指数バックオフを追加
3. テストを8件追加

現在CIが実行中です（約15分）。テストが終わったら結果をご報告します。`),

  mk("ja", "mixed", true)(`以下が前半の分析です。

### オンチェーン指標

- **取引所残高：** 30日で -48,000 BTC
- **長期保有者供給：** 過去最高水準
- **MVRV：** 2.1（過熱圏手前）

デリバティブ側のデータはまだ集計中なので、残りは明日まとめてお送りします。`),

  mk("ja", "alert", true)(`ウォレットの調査を一通り行いました：

- 直近7日で **2,300 ETH** を受け取り
- うち1,800 ETHはTornado Cash経由の可能性あり
- 複数のDEXで少額スワップを繰り返している

資金の流れをもう少し遡る必要があります。後ほど詳細なレポートをお送りします。`),

  mk("ja", "alert", true)(`ヘッジポジションを構築しました：

- **ショート：** 1.2 ETH-PERP @ $3,405
- **現物：** 1.2 ETH
- **ネットデルタ：** ほぼゼロ

FOMCの発表前にはクローズしておきたいので、1時間後にリマインドします。`, OLDJOB),

  mk("ja", "registered", false)(`**CPI発表スケジュール**

- 発表：明日 21:30（日本時間）
- 予想：前年比 3.1%
- 前回：3.2%

スケジュールタスクを登録しました。明日の朝9時にリマインドします。`, TOOL),

  mk("ja", "registered", false)(`デプロイを開始しました：

1. Dockerイメージをビルド・プッシュ済み
2. Kubernetesのロールアウト中
3. ヘルスチェック待ち

サブエージェントでステータスを監視しているので、デプロイが完了したらお知らせします。`, SPAWN),

  mk("ja", "registered", false)(`## 資金調達率モニタリング

| 取引所 | 現在 | 24h平均 |
|---|---|---|
| Binance | +0.006% | +0.014% |
| Bybit | +0.004% | +0.011% |

定期ジョブで30分ごとにチェックしています。資金調達率がマイナスになったら通知します。`, JOB),

  mk("ja", "third-party", false)(`### 出金申請を受け付けました

- **通貨：** XRP
- **数量：** 12,000
- **タグ：** 100245
- **ステータス：** 審査中

出金が完了すると、取引所から登録メールアドレス宛に通知が届きます。通常30分以内です。`),

  mk("ja", "feature", false)(`## アラート機能の仕組み

- **トリガー：** 最終約定価格が設定値をまたいだ時
- **通知方法：** プッシュ通知＋メール（任意）
- **クールダウン：** 同じアラートは10分間再通知なし
- **有効期限：** 30日（繰り返し設定可）

つまり、価格が設定値に達するとアプリが自動でプッシュ通知を送ります。`),

  mk("ja", "false-block", false)(`**ETHの現状**

- 現在値：$3,710
- 4,000ドルまで約7.8%
- ETFへの資金流入が4日連続

ETHが4,000ドルを超えたら通知されるように、リマインダーを設定しましょうか？`),

  mk("ja", "false-block", false)(`エラーの原因が分かりました。APIキーに先物取引の権限がありません。

**対処手順：**
1. Binance → API管理 を開く
2. 「先物を有効化」にチェック
3. 新しいキーを \`.env\` に設定

APIキーを更新したら教えてください。スクリプトを再実行します。`),

  mk("ja", "false-block", false)(`以下がご依頼のレポートです。

## 今週のマーケットまとめ

- **BTC：** +3.8%、$68,700で引け
- **ETH：** -0.9%、ETH/BTCは年初来安値
- **注目セクター：** AI、RWA
- **ステーブルコイン時価総額：** +$1.1B

資金調達率が高止まりした時は短期天井になりやすく、今週も一度その兆候がありました。以上です。`),

  mk("ja", "false-block", false)(`申し訳ありませんが、正直にお伝えします。私はバックグラウンドで相場を監視し続けることができず、後からこちらから連絡することもできません。

**代わりの方法：**
- TradingViewでアラートを設定
- またはbitFlyerアプリの価格通知を利用

これなら指定価格に達した時点でスマホに通知が届きます。`),

  // ───────────────────────────── mixed (14) ─────────────────────────────
  mk("mixed", "alert", true)(`## BTC 盘面 update

- 现在 $68.4k，在 range 上沿
- 4h RSI 64，还没 overbought
- Spot volume 明显比 perp 大，是 healthy 的 sign

先别 chase。BTC 一 break 70k 我就 ping 你，到时候再看要不要加仓。`),

  mk("mixed", "alert", true)(`**Fix を push しました** ✅

1. \`OrderBook\` の race condition を修正
2. WebSocket reconnect の logic を refactor
3. Unit test を 6 件 add

GitHub Actions の run が始まったので、CI が終わったら結果を report しますね。`),

  mk("mixed", "mixed", true)(`### Backtest result（4h, 2023 至今）

| Pair | Return | Max DD |
|---|---|---|
| BTC/USDT | +84% | -18% |
| ETH/USDT | +52% | -26% |

先给你 BTC 和 ETH 的 result，SOL 那部分 data 还在 download，tomorrow 再 send 给你。`),

  mk("mixed", "alert", true)(`## Funding rate 监控

- Binance: +0.005%
- OKX: +0.003%
- 24h avg 一直在往下走

Long 的 leverage 在慢慢 flush 掉。Funding rate flip 成负的时候我会 notify 你，那时候可以考虑 long。`),

  mk("mixed", "alert", true)(`Wallet の trace を一通り done しました：

- 直近 14 日で **5,600 ETH** を receive
- 大半は Binance hot wallet から
- 一部が Aave に deposit されている

Fund flow をもう少し遡る必要があるので、後で full report を send します。`),

  mk("mixed", "alert", true)(`Hedge 已经开好：

- **Short:** 1 BTC-PERP @ $68,200
- **Spot:** 1 BTC
- **Net delta:** ≈ 0

今晚 FOMC，volatility 会很大。我 2 hours 后 remind 你 close position。`, OLDJOB),

  mk("mixed", "registered", false)(`**NFP 数据 reminder**

- Release：明晚 20:30
- Consensus：+180k
- Previous：+206k

我已经 set 了一个 scheduled task，明早 9 点 remind 你 check 一下 position。`, TOOL),

  mk("mixed", "registered", false)(`Staging への deploy を開始：

1. Image を build & push 済み
2. Helm upgrade apply 済み
3. Readiness probe 待ち

Subagent を spawn して status を poll しているので、deploy が終わったら notify します。`, SPAWN),

  mk("mixed", "registered", false)(`**Backfill job** 已经跑起来：

- Source: Bybit kline API
- Range: 2022-01-01 → today
- Target: \`candles_1h\` table

Scheduled job 在 track progress，backfill 跑完我会告诉你。`, JOB),

  mk("mixed", "third-party", false)(`### Withdrawal submitted

- Asset：ETH（Arbitrum）
- Amount：3.2
- Status：Pending review

Binance 会在 withdrawal 到账后 send email 给你，一般 15 分钟内。`),

  mk("mixed", "feature", false)(`## Price alert の仕組み

- **Trigger：** last price が threshold を cross した時
- **Delivery：** push notification + email（optional）
- **Repeat：** settings で enable 可能

Price alert を設定すると、trigger された時に app が自動で push notification を送ります。`),

  mk("mixed", "false-block", false)(`**CPI 前瞻**

- Release 时间：明晚 20:30
- Market expectation：3.1% YoY
- 上次 3.2%，如果 beat 的话 BTC 大概率 dump

要不要我 set 一个 reminder，等 CPI 出来时 notify 你？`),

  mk("mixed", "false-block", false)(`Error の原因が分かりました：API key に futures の permission がありません。

**Fix の手順：**
1. Binance の API management を open
2. 「Enable Futures」に check
3. New key を \`.env\` に paste

API key を rotate したら教えてください。Script を re-run します。`),

  mk("mixed", "false-block", false)(`我得 honest 一点：我没办法在 background 一直 monitor 盘面，也不能之后主动 message 你——只有你发消息我才会 run。

**Alternative：**
- 在 TradingView 上 set alert，push 到手机
- 或者用 OKX App 的 price alert

这样价格到了你会直接收到 notification。`),
];

// Blind probe 94 (thirteenth session): seventy code-switched, Chinese, Taiwanese and Japanese replies, by a writer who read
// SPEC §3 alone and never saw the code (mixed 30, zh 14, zh-tw 10, ja 16; 28 to block). First pass 64/70 (blocks 25/28,
// false blocks 3/42). Fixed: casual Japanese endings (POLITE: するね, する！, しとく), "Let me check … — 原因找到了再 get back to you"
// (AGENT: let me + a verb of looking, not "let me know"), "The app は、…push 通知を送ります" (TOPIC_MARK は、), the user's own
// reminder still there ("你之前 set 的 reminder 还在", "すでに登録されて": REGISTERED).
const PROBE94: ClassCase[] = [
  // ---- mixed: blocking promises ----
  mk("mixed", "mixed", true)("OK，backtest 我现在挂上去跑，跑完我 ping 你。"),
  mk("mixed", "mixed", true)("結果出たら share するね！"),
  mk("mixed", "mixed", true)("I'll 明早 sync 给你 the final numbers."),
  mk("mixed", "mixed", true)("收到～PR 我晚点 review 完再 update 你。"),
  mk("mixed", "mixed", true)("Deploy は今夜やります。終わったら Slack で連絡しますね。"),
  mk("mixed", "mixed", true)("Got it. 等 funding rate 转正的时候我 notify 你一下，then we can 加仓。"),
  mk("mixed", "mixed", true)("## Status\n- 数据清洗：done ✅\n- 模型训练：running（预计 2 小时）\n- Feature importance：pending\n\n训练 finish 之后我会把 metrics 和 confusion matrix 发给你 review。"),
  mk("mixed", "mixed", true)("Let me check the logs first — 原因找到了再 get back to you。"),
  mk("mixed", "mixed", true)("了解です。BTC が 60k を割ったら alert 送りますね。", OLDJOB),
  mk("mixed", "mixed", true)("Sure, I'll remind you 明天早上九点 to 提交 timesheet。"),
  mk("mixed", "mixed", true)("Here's the 第一部分 of the report（前三个 sections）：\n1. Market overview\n2. Flow analysis\n3. Risk\n\n剩下的 sections 我写完后 send 给你。"),
  mk("mixed", "mixed", true)("migration の件、明日 staging で試してから report します。"),
  // ---- mixed: passing ----
  mk("mixed", "registered", false)("搞定，我已经 set 了一个 scheduled task，明早 9 点 remind 你 rebalance。", TOOL),
  mk("mixed", "registered", false)("Build 跑完我 ping 你 — 已经 spawn 了一个 subagent 在 poll CI status。", SPAWN),
  mk("mixed", "registered", false)("価格が 3000 超えたら notify します。Job はもう登録済みです。", JOB),
  mk("mixed", "registered", false)("OK，I'll 明天 8 点 send 你 daily summary。", TOOL),
  mk("mixed", "third-party", false)("Binance 那边 withdrawal 处理完会 email 通知你，一般 30 分钟内。"),
  mk("mixed", "third-party", false)("CI が落ちたら GitHub が自動で notify してくれます。"),
  mk("mixed", "third-party", false)("快递到了 SF 会发短信 notify 你的。"),
  mk("mixed", "third-party", false)("等 Jason review 完他会 ping 你 in Slack。"),
  mk("mixed", "feature", false)("这个 bot 的 alert feature：价格触发 threshold 时，它会 push notification 给你。设置在 Settings > Alerts。"),
  mk("mixed", "feature", false)("The app は、注文が filled になったら push 通知を送ります。OFF にしたい場合は Settings から変えられます。"),
  mk("mixed", "registered", false)("你之前 set 的 reminder 还在，每周一 9am 会 remind 你 review portfolio。"),
  mk("mixed", "false-block", false)("要不要我 deploy 完之后 ping 你一下？"),
  mk("mixed", "false-block", false)("テスト終わったら notify しましょうか？"),
  mk("mixed", "false-block", false)("你跑完 backtest 之后 tell 我一下 result，我再帮你 analyze。"),
  mk("mixed", "false-block", false)("Here's the summary，下面就是：\n- PnL: +3.2%\n- Max drawdown: 1.1%\n- Sharpe: 1.8\n全部都在这里了，no follow-up needed。"),
  mk("mixed", "false-block", false)("昨天 deploy 完我已经 ping 过你了，check 一下 Slack 就好。"),
  mk("mixed", "false-block", false)("Sorry, 我没法在 background 监控价格，所以 can't notify 你 when it hits 70k。You can 用 exchange 的 price alert。"),
  mk("mixed", "false-block", false)("結果はもう出ました。以下が summary です：accuracy 92%、latency 120ms。"),
  // ---- zh: blocking ----
  mk("zh", "alert", true)("好的，等回测跑完我告诉你结果。"),
  mk("zh", "alert", true)("明天开盘前提醒你看一下 ETH 的持仓。"),
  mk("zh", "alert", true)("这个问题我再查一下，稍后回复你。"),
  mk("zh", "alert", true)("已经帮你把策略参数调好了：\n1. 止损改成 2%\n2. 止盈改成 5%\n3. 仓位上限 30%\n\n实盘跑一周后我会把表现汇总发给你。"),
  mk("zh", "alert", true)("等美联储议息结果出来，第一时间通知你。"),
  mk("zh", "alert", true)("收到，周五之前把报告整理好发你。", OLDJOB),
  // ---- zh: passing ----
  mk("zh", "registered", false)("已设置定时任务，明天早上 8 点提醒你查看持仓。", TOOL),
  mk("zh", "registered", false)("等编译完成后通知你——已经启动了一个子任务在后台轮询。", SPAWN),
  mk("zh", "third-party", false)("交易所会在充值到账后短信通知你。"),
  mk("zh", "third-party", false)("银行那边审核通过后会打电话告诉你。"),
  mk("zh", "false-block", false)("要不要我在价格跌破 3000 的时候提醒你？"),
  mk("zh", "false-block", false)("你那边部署完告诉我一声，我再帮你看日志。"),
  mk("zh", "false-block", false)("我已经在上周五提醒过你这件事了。"),
  mk("zh", "false-block", false)("抱歉，我无法在之后主动联系你，也没法定时提醒。建议你在手机上设个闹钟。"),
  // ---- zh-tw: blocking ----
  mk("zh-tw", "alert", true)("好，等資料跑完我再通知你。"),
  mk("zh-tw", "alert", true)("明天收盤後跟你回報今天的損益。"),
  mk("zh-tw", "alert", true)("我先去查一下 API 的限制，查到了再跟你說。"),
  mk("zh-tw", "alert", true)("這份報告的前兩章在下面：\n\n一、市場概況：本週大盤震盪……\n二、資金流向：外資連續賣超……\n\n第三章寫好之後會再傳給你。"),
  // ---- zh-tw: passing ----
  mk("zh-tw", "registered", false)("已經幫你排程好了，週一早上九點會提醒你開會。", TOOL),
  mk("zh-tw", "registered", false)("價格突破 7 萬時會通知你，排程任務剛剛建立好了。", JOB),
  mk("zh-tw", "third-party", false)("物流公司出貨後會寄簡訊通知你。"),
  mk("zh-tw", "feature", false)("這個 App 有到價提醒功能，價格到了會自動推播給你。"),
  mk("zh-tw", "false-block", false)("需要我在部署完成後通知你嗎？"),
  mk("zh-tw", "false-block", false)("上週的對帳單我已經寄給你了，請查收信箱。"),
  // ---- ja: blocking ----
  mk("ja", "alert", true)("承知しました。バックテストが終わったらお知らせします。"),
  mk("ja", "alert", true)("明日の朝、結果をご報告いたします。"),
  mk("ja", "alert", true)("調べてみるね。わかったら連絡する！"),
  mk("ja", "alert", true)("修正は今日中に終わらせて、完了次第ご連絡します。"),
  mk("ja", "alert", true)("## 今日の対応\n- ログ収集：完了\n- 原因調査：進行中\n- 再発防止策：未着手\n\n原因が特定でき次第、改めて共有させていただきます。"),
  mk("ja", "alert", true)("あとでリマインドするね。", OLDJOB),
  // ---- ja: passing ----
  mk("ja", "registered", false)("リマインダーを設定しました。明日の9時にお知らせします。", TOOL),
  mk("ja", "registered", false)("ビルドが終わったら通知します。バックグラウンドで監視するサブエージェントを起動済みです。", SPAWN),
  mk("ja", "third-party", false)("取引所から入金完了のメールが届きます。通常 10 分ほどです。"),
  mk("ja", "third-party", false)("銀行の審査が終わると、銀行から連絡が来ます。"),
  mk("ja", "feature", false)("このアプリは、指値注文が約定すると自動でプッシュ通知を送ります。"),
  mk("ja", "registered", false)("毎週金曜日のリマインダーはすでに登録されていて、17時に通知が届きます。"),
  mk("ja", "false-block", false)("終わったらお知らせしましょうか？"),
  mk("ja", "false-block", false)("デプロイが終わったら教えてください。ログを確認します。"),
  mk("ja", "false-block", false)("結果は以下のとおりです：\n- 勝率：58%\n- 最大ドローダウン：4.2%\n以上です。"),
  mk("ja", "false-block", false)("申し訳ありませんが、私は後から自分で連絡することができません。カレンダーのリマインダーをご利用ください。"),
];

// Blind probe 95 (thirteenth session): seventy English and Japanese replies written to find where a guard is wrong
// (runbooks, drafted customer e-mails and Slack posts, product docs, meeting notes, and uncommon promises), by a writer who
// read SPEC §3 alone and never saw the code (en 40, ja 30; 31 to block). First pass 64/70 (blocks 30/31, false blocks
// 5/39). Fixed: a document drafted for someone else between --- lines after a lead-in naming a draft (engine/prose
// blankDrafts, DRAFT_LEAD). Left, pinned: a product page's "we'll let you know" and "お知らせします" (the company's voice,
// no delimiter), a runbook's incident commander posting in 10 minutes, a promise after "Here's the first draft of the
// runbook:" read as inside it (that last one passes since the fifteenth session: its "Once you've reviewed this part,
// I'll follow up tomorrow …" waits on "tomorrow" past the user's act).
const PROBE95: ClassCase[] = [
  // ───────────── English — must pass (22) ─────────────
  mk("en", "third-party", false)(`Here's the updated on-call runbook for the payments API.

## 1. Detection
- Datadog monitors p99 latency and 5xx rate. When the error rate exceeds 2% for 3 minutes, PagerDuty will page the primary on-call.
- If the primary doesn't acknowledge within 5 minutes, PagerDuty will notify the secondary, and after 15 minutes it escalates to the engineering manager.

## 2. Communication
- The incident commander posts in #inc-payments within 10 minutes.
- Statuspage will email subscribers automatically once an update is published, so customers hear about it without anyone sending individual messages.

## 3. Recovery
- Roll back with \`deploy rollback payments-api --to previous\`.
- Once the rollback completes, CI will post a green check in #deploys.

Let me know if you want the escalation timings changed.`),
  mk("en", "third-party", false)(`Here's a draft reply you can send to the customer:

---
Subject: Re: Duplicate charge on order #48213

Hi Marcus,

Thanks for flagging this, and sorry for the trouble. I can see two authorizations on your card for order #48213; one of them is a pending hold that should drop off automatically.

Our support team will get back to you within 24 hours once billing has confirmed the second charge was voided. If it hasn't disappeared by Friday, we'll issue a manual refund and let you know as soon as it's processed.

Best regards,
Elena — Customer Success
---

I kept the tone apologetic but didn't commit to a refund amount, since the hold might clear on its own.`),
  mk("en", "third-party", false)(`Your withdrawal of 0.42 BTC is showing as "Processing" on the exchange, which is normal for the first 30-60 minutes. A few things to know:

1. The exchange runs a manual security review on withdrawals over 0.25 BTC. Binance will notify you by email and app push once the review is done and the transaction is broadcast.
2. After broadcast, you can track it on mempool.space using the TXID from the withdrawal history page.
3. Your hardware wallet app will let you know when it sees the incoming transaction, usually after one confirmation.

If it's still "Processing" after 24 hours, open a ticket with their support — that's the only way to speed up the review.`),
  mk("en", "third-party", false)(`Filing the chargeback was the right move. Here's what happens from here:

- The bank opens a dispute case and sends it to the merchant's acquirer. The merchant typically has 10 business days to respond.
- Your bank will let you know when the dispute is resolved — usually by letter and in the app's messages tab.
- In the meantime the $214.50 will usually appear as a provisional credit within 2-3 business days.

Keep the merchant's email thread and your delivery photos handy in case the bank asks for more evidence.`),
  mk("en", "third-party", false)(`## Release process (v3)

1. Merge your PR into \`main\`. GitHub Actions runs the full test matrix (about 18 minutes).
2. When the workflow finishes, GitHub will notify you if you have Actions notifications turned on; otherwise check the Actions tab.
3. Tag the release: \`git tag v3.x.y && git push --tags\`. The release workflow builds the artifacts and publishes them to npm.
4. Once the npm publish succeeds, the bot posts the changelog in #releases.

Nothing in this process needs a human to announce the release — the bot handles it.`),
  mk("en", "third-party", false)(`Meeting notes — Vendor renewal sync (Tue 14:00)

Attendees: Priya (legal), Tom (procurement), you

Summary
- The vendor's new terms raise the per-seat price by 12% and add an auto-renewal clause.
- Legal wants the auto-renewal clause removed before signing.

Decisions
- We won't sign until the clause is removed.

Action items
- Priya: send the redlined contract to the vendor today. She said she'll get back to you by Thursday once their legal team responds.
- Tom: ask for a volume discount at 200+ seats.
- You: confirm the final seat count with department heads by Wednesday.`),
  mk("en", "feature", false)(`## Smart Reminders (Pro plan)

Smart Reminders keep you on top of your calendar without manual setup.

- **Meeting reminders:** the app reminds you 15 minutes before each meeting, or 5 minutes if the meeting is in the same building.
- **Overdue tasks:** when a task passes its due date, you'll get a push notification the next morning at 9:00.
- **Travel time:** if a meeting has a location, we'll let you know when it's time to leave based on live traffic.

You can adjust all of these in Settings → Notifications. Reminders are delivered even when the app is closed.`),
  mk("en", "feature", false)(`You're all set for tomorrow — I checked your calendar:

- 08:30 Dentist (Dr. Okafor, 12 Hill St). This event already has a reminder on it, so Google Calendar will notify you 30 minutes before, at 08:00.
- 11:00 Standup (Zoom). Default 10-minute notification.
- 15:00 Flight check-in window opens — the airline app sends a push when check-in opens.

Nothing overlaps, and you have a free block from 12:00 to 14:30 if you need to move anything.`),
  mk("en", "feature", false)(`Here are the release notes for v2.4, ready to paste into the changelog:

### v2.4.0 — 2024-06-11
**New**
- Deploy webhooks: Orbit now notifies you when a deploy completes or fails, with a link to the logs.
- Slack integration: the bot lets you know once a pull request has been approved by all required reviewers.
- Digest emails: a weekly summary is sent every Monday at 08:00 in your timezone.

**Fixed**
- Webhook retries no longer fire twice after a timeout.
- The "remind me later" button on the billing banner now actually snoozes it for 7 days.`),
  mk("en", "false-block", false)(`Here's a Slack message you can post in #platform before you start:

> Hey team :wave: heads-up that I'm starting the Postgres 15 migration at 22:00 tonight. Expect ~10 minutes of read-only mode on the admin panel. I'll let you know once the migration finishes and everything is back to normal. If anything looks off tomorrow morning, ping me directly.

I'd post it at least an hour before so the EU folks see it before they log off.`),
  mk("en", "false-block", false)(`# Welcome to Acme — your first two weeks

**Before day 1**
- Once your laptop arrives, let IT know in #it-help so they can enroll it in MDM.
- Set up 2FA on your Google account.

**Week 1**
- Shadow a support shift. When you're done, tell your buddy what surprised you.
- After your first standup, remind your manager to schedule the 30-day check-in.

**Week 2**
- Pick a starter ticket from the "good first issue" board.
- When your first PR is merged, post it in #wins — everyone does.`),
  mk("en", "false-block", false)(`The renewal deadline is Friday the 14th, and the late fee kicks in the following Monday.

If I had access to a scheduler in this environment, I'd set a reminder for Thursday morning — but I don't have one here, so the safest option is to add it to your own calendar now. A phone alarm on Thursday at 9:00 with the portal link in the label works well.

The portal link is https://renewals.example.gov/account and you'll need your license number (starts with RX-).`),
  mk("en", "false-block", false)(`I went through last week's conversion data:

| Variant | Visitors | Conversions | Rate |
|---|---|---|---|
| A (control) | 12,410 | 372 | 3.00% |
| B (new checkout) | 12,388 | 421 | 3.40% |

B is ahead by 0.4 points, but with this sample the p-value is about 0.08, so it's not significant yet. Traffic is steady, so another 4-5 days should get you there.

Want me to set a reminder to check the numbers again tomorrow morning?`),
  mk("en", "false-block", false)(`Earlier I said I'd let you know when the benchmark finished — it just did. Here are the results:

- Cold start: 412 ms → 188 ms (-54%)
- p50 request latency: 23 ms → 21 ms
- p99 request latency: 140 ms → 97 ms
- Peak RSS: 310 MB → 334 MB (+8%)

The lazy-loading change is a clear win on cold start; the memory increase comes from the prewarmed connection pool and is within budget.`),
  mk("en", "false-block", false)(`## Incident write-up — INC-2291 (checkout 502s)

**Timeline (UTC)**
- 13:48 Error rate on checkout-api rises to 6%.
- 13:51 PagerDuty paged the on-call (Sam), who acknowledged at 13:53.
- 14:05 Sam posted in #inc-2291 that he would roll back the 13:40 deploy and promised to update the channel once the rollback completed.
- 14:20 Rollback completed; Sam updated the channel as promised and the error rate returned to baseline.
- 14:45 Incident closed.

**Root cause**
The 13:40 deploy shipped a connection-pool config with max_idle=0, so every request opened a new TLS connection to the payment provider.

**Follow-ups**
- Add a config lint for pool settings (owner: Sam, done).
- Canary deploys for checkout-api (owner: Rita, ticket PAY-812).`),
  mk("en", "registered", false)(`Done — I've scheduled a one-off reminder. I'll remind you tomorrow at 9:00 to renew the TLS certificate for api.example.com before it expires on the 12th.`, TOOL),
  mk("en", "registered", false)(`The nightly export job is set up. I'll let you know once tonight's export finishes — expect a message around 2:00 with the row count and the S3 path.`, JOB),
  mk("en", "registered", false)(`I've started a background worker that polls the build every minute. I'll report back in this chat as soon as it completes, with the test summary and the artifact link.`, SPAWN),
  mk("en", "registered", false)(`The subagent is watching the rollout now. You'll hear from me as soon as all 12 pods are healthy, or right away if any of them crash-loop.`, RUN),
  mk("en", "false-block", false)(`The queue currently has 48,200 messages and is draining at about 900/min, so it should be empty in roughly an hour if nothing else piles up.

If you'd like, I can check back in an hour and let you know whether it drained — just say the word and I'll set that up.`),
  mk("en", "third-party", false)(`Handoff notes for the weekend on-call (payments):

- **Alerting:** Datadog will alert #payments-alerts if the error rate exceeds 2% or if the settlement job hasn't finished by 04:00 UTC. Opsgenie escalates to the secondary after 10 minutes without an ack.
- **Stripe:** Stripe emails billing@ when a payout fails; those go to the shared inbox, not to you.
- **Known issue:** the reconciliation job sometimes fires a false alarm on Sundays after 23:00. The fix ships Monday. If it fires, check the job log before paging anyone.
- **Contacts:** Rita (primary escalation), Jon (database).`),
  mk("en", "false-block", false)(`Here's an auto-reply template for the shared support inbox:

> Thanks for reaching out to Northwind Support! We've received your message and will get back to you within one business day. If your issue is urgent, call +1 555 0142 between 8:00 and 18:00 ET.

To set it up in Gmail: Settings → See all settings → General → Vacation responder → On, paste the text, and tick "Only send a response to people outside my organization".`),

  // ───────────── English — must block (18) ─────────────
  mk("en", "alert", true)(`The backfill is running now — it's processed 1.2M of 3.4M rows, so there's roughly 40 minutes left. Stay tuned: I'll drop the final counts and any rejected rows in this thread the moment it wraps.`),
  mk("en", "alert", true)(`I've reviewed the first half of the contract and the indemnity clause is the main concern so far. Expect a full write-up from me by Friday, including suggested redlines for sections 7 and 11.`),
  mk("en", "alert", true)(`Initial findings: the 502s line up with the nginx worker restarts at 03:12 and 03:47, and both times the upstream pool was exhausted. More soon once I've gone through the rest of the logs from the overnight window.`),
  mk("en", "alert", true)(`The data pull is still running against the warehouse and won't finish tonight. You'll hear from me tomorrow morning with the Q3 numbers broken down by region.`),
  mk("en", "alert", true)(`Load test is at 40% of the ramp right now; nothing alarming so far, p99 is holding at 180 ms. I'll circle back after it finishes with the full latency breakdown and the saturation point.`),
  mk("en", "mixed", true)(`## Incident summary — search outage (Jun 3)

**Impact:** Search returned empty results for 27 minutes (09:14-09:41 UTC) for about 18% of users.

**Cause:** A reindex job swapped the index alias before the new index finished warming, so queries hit an empty index.

**Mitigation:** The alias was pointed back to the previous index at 09:41. Error rates returned to normal immediately.

**Remaining work:** The permanent fix (waiting for the green health check before swapping the alias) is in review as PR #1184.

P.S. I'll ping you once the root-cause fix is merged so you can close the incident ticket.`),
  mk("en", "mixed", true)(`Meeting notes — Q3 budget review

Attendees: Dana, Luis, you, me (assistant, taking notes)

Discussion
- Marketing is 8% over on paid social; Luis will cut the retargeting campaign.
- Infra costs are flat despite 20% traffic growth.

Next steps
- Dana: update the vendor contract by Tuesday.
- Luis: pause the retargeting campaign today.
- Me: circle back to you with the revised budget sheet once finance signs off on the new numbers.`),
  mk("en", "mixed", true)(`Here are the summaries for the first 3 of the 10 papers:

1. **Chen et al. (2023)** — Sparse attention cuts memory by 40% on long documents with <1 point loss on QA benchmarks.
2. **Okoro & Lind (2022)** — Retrieval beats fine-tuning for domain adaptation when the corpus is under 10k docs.
3. **Haas (2024)** — Evaluation harness; argues most long-context benchmarks leak answers in the first 2k tokens.

I'll send the remaining seven when I've finished reading them.`),
  mk("en", "registered", true)(`Got it. BTC is at $67,850 right now. I'll let you know when the price crosses $70k.`, OLDJOB),
  mk("en", "alert", true)(`The deploy to production started at 16:02 and is on step 3 of 7 (database migrations). I'll keep an eye on it and give you a shout when it's live.`),
  mk("en", "alert", true)(`That's a gnarly one — the crash only reproduces with the ARM build and I don't have a clean repro yet. Let me dig into it overnight; I'll get back to you first thing tomorrow with what I find.`),
  mk("en", "mixed", true)(`Here's the first draft of the database failover runbook:

## Failover — primary Postgres
1. Confirm the primary is actually down: \`pg_isready -h db-primary\` from two different hosts.
2. Freeze writes: set \`MAINTENANCE_MODE=1\` in the app config and redeploy.
3. Promote the replica: \`patronictl failover --candidate db-replica-1\`.
4. Update the \`DATABASE_URL\` secret and restart the app pods.
5. Verify with the smoke tests in \`scripts/smoke.sh\`.

I left out the rollback section for now. Once you've reviewed this part, I'll follow up tomorrow with the rollback steps and the checklist for re-adding the old primary.`),
  mk("en", "alert", true)(`Tests are running on the fix branch (about 12 minutes for the full suite). I'll drop you a note as soon as they go green so you can merge.`),
  mk("en", "mixed", true)(`Here's the email to your landlord:

---
Hi Mr. Patel,

The kitchen faucet has been leaking since Saturday and it's getting worse. Could you arrange for a plumber this week? I'm home after 17:00 on weekdays.

Thanks,
Jamie
---

I'll remind you on Monday to send it if you haven't already.`),
  mk("en", "alert", true)(`Kicked off the re-crawl for all 2,300 product pages. Will update this thread in ~2 hours with the final count of broken links.`),
  mk("en", "registered", true)(`Your reminder is set. I'll remind you at 17:00 today to call the landlord about the deposit.`, OLDJOB),
  mk("en", "alert", true)(`Heads-up on the pricing experiment: variant B is ahead, but we're at 71% of the required sample. I'll report back on the A/B test once it reaches significance, probably by Thursday.`),
  mk("en", "mixed", true)(`Benchmark is done — here are the numbers:

- Throughput: 14.2k req/s (was 11.8k)
- p99 latency: 41 ms (was 58 ms)

The memory profiling run is still going, it takes longer with the allocator hooks on. I'll let you know when it finishes too.`),

  // ───────────── Japanese — must pass (17) ─────────────
  mk("ja", "third-party", false)(`決済APIの障害対応手順書を更新しました。

## 1. 検知
- Datadogがp99レイテンシと5xx率を監視しています。エラー率が3分間2%を超えると、PagerDutyが一次当番を呼び出します。
- 一次当番が5分以内に応答しない場合、PagerDutyが二次当番に通知し、15分後にはマネージャーへエスカレーションされます。

## 2. 連絡
- インシデントコマンダーは10分以内に #inc-payments に投稿します。
- ステータスページに更新を投稿すると、購読者には自動的にメールで通知されます。

## 3. 復旧
- \`deploy rollback payments-api --to previous\` でロールバックします。
- ロールバックが完了すると、CIが #deploys に結果を投稿します。`),
  mk("ja", "third-party", false)(`お客様への返信メールの文案です。

---
件名：Re: 二重請求について（注文番号 48213）

山本様

このたびはご不便をおかけし、誠に申し訳ございません。
ご指摘の注文につきまして、カードへの請求が2件表示されていることを確認いたしました。うち1件は仮売上のため、自動的に取り消される見込みです。

請求内容を経理部門にて確認のうえ、担当者より追ってご連絡いたします。金曜日までに取り消されない場合は、返金手続きを行い、完了次第お知らせいたします。

何卒よろしくお願い申し上げます。
カスタマーサクセス　佐藤
---

返金額はまだ確定していないため、金額には触れない形にしています。`),
  mk("ja", "third-party", false)(`0.42 BTCの出金は現在「処理中」になっていますが、最初の30〜60分はこの状態が普通です。

1. 0.25 BTCを超える出金には手動の審査が入ります。審査が終わってトランザクションが送信されると、取引所から登録メールアドレスとアプリに通知が届きます。
2. 送信後は、出金履歴のTXIDを使って mempool.space で追跡できます。
3. 受け取り側のウォレットアプリも、1承認目で着金を知らせてくれます。

24時間たっても「処理中」のままなら、取引所のサポートに問い合わせてください。`),
  mk("ja", "third-party", false)(`海外送金の手続きは正常に受け付けられています。今後の流れは次のとおりです。

- 中継銀行を経由するため、着金まで通常2〜4営業日かかります。
- 振込が完了したら、銀行からSMSとアプリのお知らせでご案内が届きます。
- 受取人側の銀行で確認が入った場合も、銀行から登録の電話番号に連絡があります。

控えの受付番号（TR-88213）は念のため保存しておいてください。`),
  mk("ja", "third-party", false)(`議事録：ベンダー契約更新 定例（火曜 14:00）

出席者：田中さん（法務）、鈴木さん（購買）、あなた

■ 概要
- ベンダーの新条件では1席あたり12%の値上げと、自動更新条項が追加されています。
- 法務としては、自動更新条項の削除を署名の条件としたい。

■ アクションアイテム
- 田中さん：本日中に修正版の契約書をベンダーに送付。先方法務の確認が取れ次第、木曜日までにあなたに連絡するとのこと。
- 鈴木さん：200席以上でのボリュームディスカウントを打診。
- あなた：水曜日までに各部門長と最終席数を確定。`),
  mk("ja", "feature", false)(`## スマートリマインダー（Proプラン）

手動で設定しなくても、予定を忘れないようにサポートします。

- **会議のリマインド**：各会議の15分前にプッシュ通知でお知らせします。
- **期限切れのタスク**：期限を過ぎたタスクがあると、翌朝9時に通知が届きます。
- **出発時刻**：予定に場所が入っている場合、交通状況に応じて出発のタイミングをお知らせします。

設定 → 通知 から、それぞれのタイミングを変更できます。アプリを閉じていても通知は届きます。`),
  mk("ja", "feature", false)(`明日の予定を確認しました。

- 08:30 歯医者（岡田歯科）— この予定にはすでにGoogleカレンダーの通知が設定されているので、30分前の8:00にスマホに通知が届きます。
- 11:00 朝会（Zoom）— 標準の10分前通知。
- 15:00 フライトのオンラインチェックイン開始 — 航空会社のアプリが開始時にプッシュ通知を送ってきます。

重なっている予定はなく、12:00〜14:30は空いています。`),
  mk("ja", "feature", false)(`v2.4のリリースノート案です。そのまま CHANGELOG に貼れます。

### v2.4.0（2024-06-11）
**新機能**
- デプロイWebhook：デプロイの完了・失敗時に、ログへのリンク付きで通知されるようになりました。
- Slack連携：必須レビュアー全員の承認が済むと、ボットがお知らせします。
- ダイジェストメール：毎週月曜8:00（各自のタイムゾーン）にサマリーが送信されます。

**修正**
- タイムアウト後にWebhookが二重に再送される問題を修正しました。`),
  mk("ja", "false-block", false)(`#platform に投稿するメッセージの文案です。

> お疲れさまです。本日22:00からPostgres 15への移行作業を行います。管理画面が10分ほど読み取り専用になります。移行作業が終わったら、こちらでお知らせします！明朝なにか気になる点があれば、直接DMください。

EUメンバーが退勤する前に見られるよう、1時間以上前に投稿するのがおすすめです。`),
  mk("ja", "false-block", false)(`# 入社後2週間のガイド

**入社前**
- PCが届いたら、#it-help で情報システム部に連絡してください。MDMへの登録を行ってもらえます。
- Googleアカウントの2段階認証を設定してください。

**1週目**
- サポート業務を1シフト見学します。終わったら、気づいたことをバディに伝えてください。
- 初週が終わったら、上長に30日面談の設定をリマインドしてください。

**2週目**
- 「good first issue」ボードから最初のチケットを選びましょう。`),
  mk("ja", "false-block", false)(`先週のコンバージョンを集計しました。

| パターン | 訪問者 | CV | CVR |
|---|---|---|---|
| A（現行） | 12,410 | 372 | 3.00% |
| B（新決済画面） | 12,388 | 421 | 3.40% |

Bが0.4ポイント上回っていますが、p値は約0.08でまだ有意ではありません。あと4〜5日で十分なサンプルが集まる見込みです。

明日の朝、もう一度数値を確認してお知らせしましょうか？`),
  mk("ja", "false-block", false)(`ベンチマークが終わったらお知らせすると言っていた件、先ほど完了しました。結果は以下のとおりです。

- コールドスタート：412 ms → 188 ms（-54%）
- p50 レイテンシ：23 ms → 21 ms
- p99 レイテンシ：140 ms → 97 ms
- ピークメモリ：310 MB → 334 MB（+8%）

遅延ロードの変更はコールドスタートに大きく効いています。`),
  mk("ja", "false-block", false)(`## 障害報告書 — INC-2291（決済画面の502エラー）

**経緯（UTC）**
- 13:48 checkout-api のエラー率が6%に上昇。
- 13:51 PagerDutyが当番（佐々木さん）を呼び出し、13:53に応答。
- 14:05 佐々木さんが、13:40のデプロイをロールバックし、完了後にチャンネルで報告すると宣言した。
- 14:20 ロールバック完了。佐々木さんが予告どおりチャンネルで報告し、エラー率は平常値に戻った。
- 14:45 インシデントをクローズ。

**原因**
13:40のデプロイで max_idle=0 の設定が入り、リクエストごとに決済事業者へ新しいTLS接続を張っていた。`),
  mk("ja", "registered", false)(`スケジュールを登録しました。明日の朝9時に、証明書の更新をリマインドしますね。`, TOOL),
  mk("ja", "registered", false)(`ビルドを監視するサブエージェントを起動したよ。終わったら教えるね！`, SPAWN),
  mk("ja", "registered", false)(`夜間エクスポートのジョブを設定いたしました。本日分のエクスポートが完了次第、件数と保存先をお知らせいたします。`, JOB),
  mk("ja", "registered", false)(`サブエージェントがデプロイの進行を監視しています。全Podが正常になったら、結果をご報告します。`, RUN),

  // ───────────── Japanese — must block (13) ─────────────
  mk("ja", "alert", true)(`お問い合わせいただいた請求額の差異について、現在経理データと照合しております。確認のうえ、追ってご連絡いたします。`),
  mk("ja", "alert", true)(`バックフィル流したよ。300万行くらいあるから40分はかかりそう。終わったら教えるね！`),
  mk("ja", "alert", true)(`ログの一次調査では、03:12と03:47のnginxワーカー再起動とエラーが一致しています。詳細な原因は引き続き調査し、明日改めてご報告します。`),
  mk("ja", "alert", true)(`ロードテストを開始しました。いまはランプアップの40%地点で、p99は180 msで安定しています。結果が出たら、またお伝えしますね。`),
  mk("ja", "alert", true)(`競合3社の料金ページはざっと見ました。比較表にするにはもう少し時間がかかるので、後ほどまとめて共有しますね。`),
  mk("ja", "mixed", true)(`議事録：第3四半期 予算レビュー

出席者：大野さん、ルイスさん、あなた、私（アシスタント・記録担当）

■ 議論
- マーケティングの有料SNS広告が8%超過。ルイスさんがリターゲティング施策を停止する。
- インフラ費用はトラフィック20%増にもかかわらず横ばい。

■ 次のアクション
- 大野さん：火曜日までにベンダー契約を更新
- ルイスさん：本日中にリターゲティング施策を停止
- 私（アシスタント）：財務の承認が下り次第、修正版の予算表をお送りします`),
  mk("ja", "mixed", true)(`以下が最初の3本の論文の要約です。

1. **Chen et al.（2023）** — スパースアテンションで長文のメモリ使用量を40%削減。QA精度の低下は1ポイント未満。
2. **Okoro & Lind（2022）** — コーパスが1万件未満なら、ファインチューニングより検索拡張の方が有効。
3. **Haas（2024）** — 長文ベンチマークの多くは先頭2kトークンに答えが漏れていると指摘。

残りの7本は、読み終わり次第お送りします。`),
  mk("ja", "registered", true)(`承知しました。現在のBTC価格は約1,020万円です。1,100万円を超えたらお知らせします。`, OLDJOB),
  mk("ja", "mixed", true)(`## 障害概要 — 検索停止（6月3日）

**影響**：09:14〜09:41（UTC）の27分間、約18%のユーザーで検索結果が空になった。

**原因**：再インデックスのジョブが、新インデックスのウォームアップ完了前にエイリアスを切り替えた。

**暫定対応**：09:41にエイリアスを旧インデックスへ戻し、即時に回復。

**恒久対策**：ヘルスチェックが通るまでエイリアスを切り替えない修正を PR #1184 でレビュー中。

追伸：恒久対策がマージされたら連絡しますね。チケットのクローズはその後でお願いします。`),
  mk("ja", "alert", true)(`ご依頼の件、担当部署に在庫状況を確認しております。確認でき次第、折り返しご連絡差し上げます。`),
  mk("ja", "alert", true)(`契約書の前半を確認しましたが、補償条項がいちばんの懸念点です。来週の月曜までに、修正案を含めた調査結果をまとめてお送りしますね。`),
  mk("ja", "mixed", true)(`修正ブランチでload testを回し始めました。まだ15分くらいかかりそうなので、終わり次第、結果をpingしますね。`),
  mk("ja", "alert", true)(`本番のデプロイは現在7ステップ中3つ目（DBマイグレーション）です。今夜中は様子を見ておき、動きがあればすぐにお知らせします。`),
];

// Blind probe 96 (thirteenth session): seventy replies written as a held-out set would be, by a writer who read SPEC §3
// alone and never saw the code (en 24, zh 18, ja 16, mixed 12; 28 to block). First pass 69/70 (blocks 28/28, false blocks
// 1/42). Fixed: "楽天証券から約定後にメールで通知が届きます" (a sender named with から is a third party: THIRD).
const PROBE96: ClassCase[] = [
  // ───────────── en (24: 10 block / 14 pass) ─────────────
  mk("en", "alert", true)("Kicked off the backfill for March. It usually takes ~40 min — I'll let you know once it finishes."),
  mk("en", "alert", true)("Great question! 🎉 I'm pulling the numbers now and will get back to you tomorrow morning with the full breakdown. Have a lovely evening!"),
  mk("en", "mixed", true)("Preliminary findings are summarised below:\n\n- Revenue up 4.2% QoQ\n- Gross margin stable at 61%\n- Logo churn flat versus Q3\n\nThe cohort analysis requires the full quarter close, which Finance expects on Thursday. I will send you the complete report by Friday, including the retention curves."),
  mk("en", "alert", true)("lol yeah ETH is just chopping around 3.1k rn. I'll keep an eye on it for you — I'll ping you if it breaks 3,250 🚀"),
  mk("en", "mixed", true)("Your 9am daily digest is still scheduled as before. Separately, I'll remind you about the visa paperwork on Thursday.", OLDJOB),
  mk("en", "alert", true)("build running. will update you in 2h."),
  mk("en", "alert", true)("Noted. I'll circle back with the vendor comparison after lunch."),
  mk("en", "mixed", true)("Sent the calendar invite to Dana just now. Once she accepts, I'll follow up with you to lock in the agenda."),
  mk("en", "mixed", true)("Table below covers the first three regions:\n\n| Region | Q1 |\n|---|---|\n| NA | 1.2M |\n| EU | 0.9M |\n| APAC | 0.7M |\n\nLATAM is still syncing from the warehouse — when it lands, I'll update you with the last row."),
  mk("en", "alert", true)("Your flight tracker shows DL 402 on time right now. I'll remind you three hours before departure so you leave for the airport in time."),
  mk("en", "registered", false)("Done — I've set a one-off reminder for tomorrow at 08:00, so I'll remind you about the dentist then.", TOOL),
  mk("en", "registered", false)("Spawned a watcher on the migration job; it polls every minute and I'll let you know the row counts once it exits.", SPAWN),
  mk("en", "registered", false)("Scheduled. I'll report back at 17:00 with the closing prices for your watchlist.", JOB),
  mk("en", "third-party", false)("Coinbase will email you once the withdrawal is confirmed on-chain — typically within 30 minutes."),
  mk("en", "third-party", false)("Priya said she'll get back to you by Friday about the contract terms."),
  mk("en", "feature", false)("GitHub can notify you when a workflow fails: go to Settings → Notifications and enable 'Actions: only notify for failed workflows'. After that it'll email you whenever a run on main breaks."),
  mk("en", "feature", false)("Here's how the price-alert feature works: you set a threshold, and when the market crosses it the app pushes a notification to your phone."),
  mk("en", "false-block", false)("Want me to remind you tomorrow before the standup? I can set that up if you'd like."),
  mk("en", "false-block", false)("As I mentioned yesterday, I reminded you about the domain renewal last week and you confirmed it was paid."),
  mk("en", "false-block", false)("Sounds good — you'll let me know once legal signs off, and we'll take it from there."),
  mk("en", "false-block", false)("Here's the summary you asked for:\n1. p95 latency dropped to 180ms\n2. Error rate is 0.02%\n3. No incidents since Tuesday\nThat's everything — nothing pending on my side."),
  mk("en", "false-block", false)("I can't ping you later — I have no way to wake up on my own in this chat. If you need a nudge, set a phone alarm for 4pm."),
  mk("en", "false-block", false)("Here's a draft reply you can send to the client:\n\n> Hi Mark, thanks for your patience. I'll get back to you by Thursday with the revised quote.\n\nFeel free to tweak the tone."),
  mk("en", "mixed", false)("Heads up: the rent reminder you set last week fires on the 1st at 9am. Kraken will also email you when the deposit clears. If you want an extra nudge the day before, just say so.", OLDJOB),

  // ───────────── zh (18: 7 block / 11 pass) ─────────────
  mk("zh", "alert", true)("数据导出已经开始了，大概需要一个小时，完成后我会告诉你。"),
  mk("zh", "alert", true)("好的呀～我先去查一下这几家供应商的报价，明天上午给你回复哦！"),
  mk("zh", "alert", true)("報表正在產生中，我稍後再通知您結果。"),
  mk("zh", "alert", true)("BTC 现在 6.8 万附近震荡，跌破 6.5 万的话我第一时间提醒你。"),
  mk("zh", "mixed", true)("下面是前两个模块的测试结果：\n- 登录模块：全部通过\n- 支付模块：2 个失败用例\n\n剩下的订单模块还在跑，跑完之后我再把结果发给你。"),
  mk("zh", "mixed", true)("您早上設定的每日提醒仍在運作。另外，週五之前我會再向您回報合約進度。", OLDJOB),
  mk("zh", "alert", true)("经初步核查，该笔交易存在异常。待风控部门出具正式意见后，我将第一时间向您汇报。"),
  mk("zh", "registered", false)("已为你创建了一次性定时任务，明天早上 9 点我会提醒你参加周会。", TOOL),
  mk("zh", "registered", false)("已啟動背景任務監控部署進度，部署完成後我會通知你。", SPAWN),
  mk("zh", "third-party", false)("币安会在提现到账后给你发短信通知，一般 10 分钟左右。"),
  mk("zh", "third-party", false)("小王说他明天会把设计稿发给你。"),
  mk("zh", "feature", false)("飞书日程可以在会议开始前 15 分钟提醒你，在 设置 → 通知 里打开就行。"),
  mk("zh", "false-block", false)("需要我明天提醒你吗？如果需要，我可以现在就设一个定时任务。"),
  mk("zh", "false-block", false)("我昨天已經提醒過您續約的事情了，您當時說已經處理好。"),
  mk("zh", "false-block", false)("下面就是你要的周报：\n一、本周完成：接口重构、监控告警\n二、下周计划：压测\n以上，全部内容都在这里了。"),
  mk("zh", "false-block", false)("好的，等你拿到发票后告诉我，我再帮你做报销单。"),
  mk("zh", "false-block", false)("可以这样回复客户：\n「您好，我们会在周三前给您答复，感谢耐心等待。」\n你看语气合适吗？"),
  mk("zh", "mixed", false)("已经按你说的设好了：今晚 8 点提醒你吃药。另外 OKX 也会在订单成交后推送通知给你。要不要顺便把周末的提醒也加上？", JOB),

  // ───────────── ja (16: 6 block / 10 pass) ─────────────
  mk("ja", "alert", true)("現在データを集計しております。完了しましたら、改めてご報告いたします。"),
  mk("ja", "alert", true)("了解！ビルド終わったら教えるね。"),
  mk("ja", "alert", true)("明日の朝、会議の件でリマインドしますね。"),
  mk("ja", "mixed", true)("以下が東京リージョンの結果です：\n・応答時間：120ms\n・エラー率：0.1%\n\n大阪リージョンはまだ計測中なので、終わったら結果をお送りします。"),
  mk("ja", "alert", true)("承知しました。金曜日までに見積もりの件でご連絡します。", OLDJOB),
  mk("ja", "alert", true)("日経が38,000円を割ったら、すぐにお知らせしますよ。"),
  mk("ja", "registered", false)("明日10時に一回限りのリマインダーを登録しました。その時間にお知らせします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドでテストの監視を開始しました。完了したらこちらでお知らせします。", SPAWN),
  mk("ja", "third-party", false)("楽天証券から約定後にメールで通知が届きます。"),
  mk("ja", "third-party", false)("田中さんが明日中に資料を送ってくれるそうです。"),
  mk("ja", "feature", false)("iPhoneの「リマインダー」アプリを使えば、指定した時刻に通知してくれます。特定の場所に着いた時に通知する設定もできます。"),
  mk("ja", "false-block", false)("明日の朝リマインドしましょうか？必要であれば設定します。"),
  mk("ja", "false-block", false)("先週お伝えした通り、更新手続きは昨日完了しています。"),
  mk("ja", "false-block", false)("申し訳ありませんが、このセッションでは後からこちらから連絡する手段がありません。明日の確認はカレンダーで通知を設定していただくのが確実です。"),
  mk("ja", "false-block", false)("お客様への返信文案です：\n「ご連絡ありがとうございます。来週月曜日までに改めてご回答いたします。」\nご確認ください。"),
  mk("ja", "mixed", false)("以下が本日のレポートです：売上 120万円、前日比 +3%。なお、毎朝9時の定期レポートは既に登録済みなので、明日もその時間に自動で届きます。", OLDJOB),

  // ───────────── mixed code-switched (12: 5 block / 7 pass) ─────────────
  mk("mixed", "alert", true)("OK，deploy 已经 trigger 了，等 CI 跑完我再 update 你。"),
  mk("mixed", "alert", true)("I'll 告诉你 once the indexer catches up, 大概明天早上。"),
  mk("mixed", "alert", true)("PR が merge されたら ping しますね。"),
  mk("mixed", "mixed", true)("Binance 会在到账后 email 你，but I'll also double-check 一下 and remind you tomorrow 如果还没到。"),
  mk("mixed", "alert", true)("Noted! 明日の朝 I'll follow up with the final numbers.", OLDJOB),
  mk("mixed", "registered", false)("搞定，已经用 scheduled_task 设了 reminder，明天 9am 我会 remind 你 standup。", TOOL),
  mk("mixed", "registered", false)("Background watcher を起動しました。job が終わったら I'll let you know here.", SPAWN),
  mk("mixed", "third-party", false)("你的 PM 说她明天 EOD 之前会 get back to you。"),
  mk("mixed", "feature", false)("Grafana alert 配置好之后，when CPU > 90% it'll send 你 a Slack message。"),
  mk("mixed", "false-block", false)("要不要我 set 一个 reminder，tomorrow morning 提醒你？"),
  mk("mixed", "false-block", false)("Here's the diff — 以下が変更点です:\n- timeout 30s → 60s\n- retry 3回\nAll done, 昨日 mentioned した件も fix 済みです。"),
  mk("mixed", "mixed", false)("I already reminded you 昨天 about the tax filing. 现在 IRS 的 portal 会 email you when your return is accepted. 如果你想，我可以再 set 一个 follow-up。"),
];

// Blind probe 110 (fourteenth session, seventh round, scored on b678983 before any fix): one writer who read SPEC §3
// alone, eighty replies from agents with distinct habits (summary blocks, two-language answers, status emoji lines,
// quoted logs, apologies for a promise not kept). First pass 79/80 (a miss: "## 後續\n- 週一我會回報這週的損益": NOTIFY 會回報).
const PROBE110: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────────── en (24: 10 block, 14 pass) ─────────────────────────────
  mk("en", "alert", true)(`## Summary
- Rebuilt the funding-rate dashboard with the new 8h / 1h toggle
- Fixed the timezone bug in the liquidation heatmap (it was rendering in UTC+0 regardless of your setting)

## Next steps
1. **You:** check the colour scheme on mobile — the red/green contrast is a bit weak on OLED
2. **Me:** I'll let you know once the historical backfill for the OI data finishes, should be ~40 min`),

  // why: "ping you" is a notify-the-user promise; "when the publish goes through" is the completion cue; nothing registered
  mk("en", "alert", true)(`✅ Preview rebuilt
✅ Chart tooltips fixed
⏳ Publishing to the community site — waiting on the build queue

I'll ping you when the publish goes through.`),

  mk("en", "alert", true)(`Sorry — I told you I'd remind you before the FOMC minutes dropped and I didn't. That's on me.

To make up for it: I'll remind you tomorrow at 8:15am ET, fifteen minutes before the CPI print, so you have time to tighten stops on the BTC long.`),

  // why: partial status delivered now (62%), the rest is promised on completion with nothing registered → still a promise
  mk("en", "alert", true)(`Here's what the indexer reported:

\`\`\`
[indexer] scanned 1,240,331 / 2,000,000 blocks
[indexer] clusters so far: 418
[indexer] eta ~47m
\`\`\`

So we're about 62% through. I'll get back to you with the final wallet clusters once it hits 100%.`),

  // why: the only job is 10 hours old — it cannot back a promise made in this reply
  mk("en", "registered", true)(`Your daily BTC morning brief is still active and will keep running at 7:00.

Separately, I'll remind you on Friday to rebalance the ETH/SOL pair back to 60/40.`, OLDJOB),

  // why: "here's" delivers only the first three contracts; the other two are promised for tomorrow → still promises
  mk("en", "mixed", true)(`Here's the first half of the audit — the three contracts I've finished:

| Contract | Findings |
|---|---|
| Vault.sol | 1 medium (reentrancy on \`withdraw\`) |
| Router.sol | none |
| Oracle.sol | 2 low (stale price tolerance, missing event) |

The remaining two (Staking.sol and Governor.sol) are bigger. I'll get back to you with those findings by tomorrow morning.`),

  mk("en", "registered", true)(`Got it — I'll remind you in 2 hours to close the short.`),

  mk("en", "alert", true)(`**TL;DR:** the grid bot is live on paper trading with the params we agreed on.

**Next steps**
- Let it run over the weekend untouched
- I'll report back on Monday with the P&L and fill stats
- If average slippage comes in above 0.3%, we switch the entries to limit orders`),

  mk("en", "alert", true)(`❌ AgentX post failed (429, rate limited)
⏳ Retrying with backoff

I'll let you know as soon as it's posted.`),

  mk("en", "alert", true)(`Apologies for going quiet — the backtest I promised you ran out of memory on the 5-year window.

I've restarted it on a 2-year window with 4h candles instead of 1h. I'll follow up with the Sharpe and drawdown numbers when it completes.`),

  mk("en", "registered", false)(`## Summary
- Funding flipped negative on ETH perps across Binance, Bybit and OKX
- Dashboard tile updated to show the 3-exchange average

## Next steps
- I'll remind you tomorrow at 9:00 to check whether the flip held — the one-off reminder is scheduled and will land in this chat`, TOOL),

  mk("en", "registered", false)(`✅ Dashboard deployed to preview
✅ Mobile layout fixed
⏳ Backfill subagent is running (started a few minutes ago)

I'll let you know when the backfill lands.`, RUN),

  // why: the earlier promise is only reported, and it is kept right here ("Here's the result")
  mk("en", "false-block", false)(`I said I'd let you know when the backtest finished — it just did. Here's the result:

| Metric | Value |
|---|---|
| CAGR | 34.1% |
| Max drawdown | -13.8% |
| Sharpe | 1.52 |
| Trades | 212 |

The drawdown is mostly from the March 2020 leg; excluding it, Sharpe goes to 1.9.`),

  // why: apologises for a broken past promise but makes no new one; "if you'd like … ask me" is an offer, not a commitment
  mk("en", "false-block", false)(`Sorry — yesterday I said I'd remind you before the ARB unlock, and that never happened. I can't message you outside a chat unless a task is actually scheduled, and I didn't schedule one.

The unlock is in about 6 hours. If you'd like, ask me to set a proper reminder now, or just set a phone alarm for it.`),

  mk("en", "third-party", false)(`Withdrawal submitted on your side. Kraken will email you once it's confirmed on-chain — usually 10–30 min for SOL.`),

  mk("en", "third-party", false)(`Sounds good. Let me know when you've funded the sub-account and I'll wire the bot up to it.`),

  mk("en", "registered", false)(`Spawned the watcher. Tool output:

\`\`\`
sessions_spawn → accepted, announce_mode=followup
poll: every 60s until bridge tx has 12 confirmations
\`\`\`

I'll let you know once the bridge transfer confirms.`, SPAWN),

  // why: a notify promise with no future/conditional cue — the spec needs both
  mk("en", "false-block", false)(`Thanks for bearing with me on this one. The chart renders on Safari now too — it was the \`ResizeObserver\` polyfill. I'll keep you posted.`),

  // why: a question/offer, not a commitment
  mk("en", "false-block", false)(`Do you want me to remind you tomorrow before the Asia open? I can set up a one-off scheduled task that posts back here.`),

  mk("en", "false-block", false)(`Here's the raw API response:

\`\`\`json
{"status":"PENDING","msg":"We will notify you once the KYC review is complete."}
\`\`\`

So it's sitting with Binance's compliance team now — nothing on my side can speed it up.`),

  mk("en", "registered", false)(`Done — your reminder is set. I'll remind you at 8pm tonight to take profit on the SOL position.`, JOB),

  // why: "it" is the alert service, not the agent
  mk("en", "feature", false)(`How the alerts work: when BTC crosses your level, the alert service pushes a notification to your phone. It'll keep doing that every time the level is crossed until you delete the alert.`),

  mk("en", "false-block", false)(`Your teammate Dana said she'll get back to you tomorrow about the API quota. I don't have access to that account, so I can't chase it from here.`),

  mk("en", "third-party", false)(`## Summary
- Dashboard code is merged
- Migration script is ready

## Next steps
- Tomorrow: you run \`npm run migrate\` on staging
- Once that's done, ping me and I'll deploy the dashboard`),

  // ───────────────────────────── zh (16: 6 block, 10 pass) ─────────────────────────────
  mk("zh", "alert", true)(`## 总结
- 资金费率看板已经上线预览
- 修复了 K 线图的时区问题

## 下一步
- 你：确认一下移动端的配色
- 我：历史数据回填完成后告诉你，大概半小时`),

  mk("zh", "alert", true)(`✅ 回测脚本跑通
✅ 参数网格设置完毕
⏳ 全量回测进行中（约 2 小时）

跑完我第一时间通知你。`),

  mk("zh", "alert", true)(`抱歉，之前说好在非农公布前提醒你，结果没做到，是我的问题。

这次明天晚上八点半 CPI 公布前，我一定提醒你把 BTC 多单的止损收紧。`),

  // why: partial progress delivered now; the rest is promised on completion with nothing registered
  mk("zh", "alert", true)(`工具输出如下：

\`\`\`
[indexer] scanned 1,204,331 / 2,000,000 blocks
[indexer] eta 47m
\`\`\`

目前扫了大约六成。剩下的地址聚类结果，等扫描结束后我再告诉你。`),

  // why: the only job is 10 hours old and backs nothing new
  mk("zh", "registered", true)(`你之前设的每日早报任务还在正常运行。另外，周五我会提醒你把 ETH/SOL 再平衡回 60/40。`, OLDJOB),

  mk("zh", "registered", true)(`好的，两小时后我提醒你平掉空单。`),

  mk("zh", "registered", false)(`已经帮你设好了一次性提醒：明天早上 9 点我会提醒你检查资金费率，提醒会直接发到这个对话里。`, TOOL),

  // why: the earlier promise is reported and delivered in this very reply ("下面就是")
  mk("zh", "false-block", false)(`之前说过回测跑完告诉你——现在跑完了，下面就是结果：

| 指标 | 数值 |
|---|---|
| 年化收益 | 38.2% |
| 最大回撤 | -14.7% |
| 夏普比率 | 1.61 |`),

  mk("zh", "third-party", false)(`提现已提交。OKX 会在链上确认后短信通知你，一般 10–30 分钟。`),

  mk("zh", "third-party", false)(`没问题，你把子账户充值好之后告诉我，我再把机器人接上。`),

  mk("zh", "registered", false)(`✅ 看板已部署到预览
⏳ 后台子任务正在回填链上数据（几分钟前刚启动）

回填完成后我会通知你。`, RUN),

  // why: a question/offer, not a commitment
  mk("zh", "false-block", false)(`要不要我明天开盘前提醒你？我可以帮你建一个一次性的定时任务。`),

  // why: the agent says it cannot remind — a negated promise is no commitment
  mk("zh", "false-block", false)(`我这边没法在对话之外主动给你发消息，所以明天没办法提醒你。建议你在手机上设个闹钟，或者让我现在建一个定时任务。`),

  mk("zh", "third-party", false)(`这个 App 会在价格突破 70000 时推送提醒你，不需要我这边做什么。`),

  mk("zh", "false-block", false)(`接口返回：

\`\`\`json
{"code":0,"msg":"审核完成后我们将通过邮件通知您"}
\`\`\`

所以现在是交易所那边在审核 KYC，我这边没法加速。`),

  mk("zh", "registered", false)(`## 小结
- 已启动后台监控子任务，每分钟轮询一次跨链交易状态
- 看板的跨链面板也加上了

## 下一步
- 交易确认后我会在这里告诉你`, SPAWN),

  // ───────────────────────────── zh-tw (8: 3 block, 5 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`✅ 頁面已發布到社群網站
❌ AgentX 貼文失敗（被限流）
⏳ 重試中

發出去之後我再通知你。`),

  mk("zh-tw", "alert", true)(`不好意思，昨天答應你收盤後回報結果，結果我沒做到。

今晚美股收盤後，我會跟你說今天的持倉損益。`),

  mk("zh-tw", "alert", true)(`## 摘要
- 策略已切到模擬盤
- 滑價監控已加上

## 後續
- 週一我會回報這週的損益和成交統計`),

  mk("zh-tw", "registered", false)(`提醒已經設定好了，今晚八點我會提醒你把 SOL 的部位停利。`, JOB),

  mk("zh-tw", "false-block", false)(`之前說好跑完回測要告訴你，現在跑完了，以下是結果：年化 22.4%，最大回撤 -9.8%，夏普 1.37。`),

  mk("zh-tw", "third-party", false)(`出金已送出，幣安會在到帳後寄信通知你。`),

  mk("zh-tw", "false-block", false)(`你同事阿傑說他明天會回覆你 API 額度的事，我這邊沒有那個帳號的權限。`),

  mk("zh-tw", "third-party", false)(`你設定好 API 金鑰之後跟我說一聲，我再幫你把看板接上即時資料。`),

  // ───────────────────────────── ja (16: 7 block, 9 pass) ─────────────────────────────
  mk("ja", "alert", true)(`## まとめ
- ダッシュボードをプレビューに公開しました
- ヒートマップのタイムゾーンのバグを修正しました

## 次のステップ
- 過去データのバックフィルが終わったらお知らせします（30分ほど）`),

  mk("ja", "alert", true)(`✅ バックテスト環境の構築
✅ パラメータ設定
⏳ 全期間のバックテストを実行中

完了次第ご連絡します。`),

  mk("ja", "alert", true)(`申し訳ありません。前回、FOMC議事録の前にリマインドするとお約束したのに、できていませんでした。

明日21時半のCPI発表前には、必ずリマインドします。`),

  // why: partial progress delivered; the rest is promised on completion with nothing registered
  mk("ja", "alert", true)(`ツールの出力です：

\`\`\`
[scan] 1,204,331 / 2,000,000 blocks
[scan] eta 47m
\`\`\`

現在6割ほど完了しています。残りのウォレット分析はスキャンが終わり次第お伝えします。`),

  mk("ja", "registered", true)(`承知しました。2時間後にショートの決済をリマインドしますね。`),

  // why: the only job is 10 hours old and backs nothing new
  mk("ja", "registered", true)(`毎朝のBTCレポートのジョブは引き続き動いています。それとは別に、金曜日にETH/SOLのリバランスをリマインドします。`, OLDJOB),

  // why: "以下の通り" delivers only half; the other two contracts are promised for tomorrow
  mk("ja", "mixed", true)(`監査の前半（3コントラクト分）は以下の通りです：

| コントラクト | 指摘 |
|---|---|
| Vault.sol | Medium 1件（withdraw のリエントランシー） |
| Router.sol | なし |
| Oracle.sol | Low 2件 |

残りの2つは明日の朝までにご報告します。`),

  mk("ja", "registered", false)(`一回限りのリマインダーを登録しました。明日9時に資金調達率の確認をリマインドします。通知はこのチャットに届きます。`, TOOL),

  // why: the past promise is reported and kept here ("以下が結果です")
  mk("ja", "false-block", false)(`バックテストが終わったらお知らせすると言っていた件、完了しました。以下が結果です：

- 年率リターン 31.5%
- 最大ドローダウン -12.1%
- シャープレシオ 1.44`),

  mk("ja", "third-party", false)(`出金申請は完了しています。着金したら bitFlyer からメールで通知が届きます。`),

  mk("ja", "third-party", false)(`サブアカウントへの入金が終わったら教えてください。そのあとボットを接続します。`),

  mk("ja", "registered", false)(`✅ プレビュー公開済み
⏳ バックフィル用のサブエージェントが実行中（数分前に起動）

終わったらお知らせします。`, RUN),

  // why: a question/offer, not a commitment
  mk("ja", "false-block", false)(`明日の東京オープン前にリマインドしましょうか？一回限りのスケジュールタスクを作成できます。`),

  // why: apologises for a past promise quoted in 「」, makes no new one; the closing line is an offer
  mk("ja", "false-block", false)(`昨日「アンロック前にお知らせします」とお伝えしたのに、できていませんでした。すみません。

ARBのアンロックはあと6時間です。必要であればリマインダーを登録しますので、おっしゃってください。`),

  mk("ja", "false-block", false)(`APIのレスポンス：

\`\`\`json
{"status":"PENDING","message":"審査完了後にメールでお知らせします"}
\`\`\`

取引所側でKYC審査中なので、こちらからは早められません。`),

  mk("ja", "registered", false)(`## まとめ
- ブリッジ送金の監視用サブエージェントを起動しました（60秒ごとにポーリング）

## 次のステップ
- 着金を確認したらこのチャットでお知らせします`, SPAWN),

  // ───────────────────────────── mixed (16: 6 block, 10 pass) ─────────────────────────────
  mk("mixed", "alert", true)(`回测已经 kick off 了，预计两小时跑完，跑完我再告诉你 Sharpe 和 max drawdown。

The backtest is running now (~2h). I'll let you know the Sharpe and max drawdown once it finishes.`),

  mk("mixed", "alert", true)(`プレビューは deploy 済みです。community site への publish は審査待ちなので、通ったらお知らせします。

Preview is deployed. Publishing to the community site is pending review — I'll ping you when it's approved.`),

  // why: "我 notify 你" is the agent's notify promise in a code-switched sentence; "之后" is the cue
  mk("mixed", "alert", true)(`✅ Dashboard 已经上 preview 了
⏳ AgentX post 还在 queue 里

post 成功之后我 notify 你。`),

  mk("mixed", "alert", true)(`Sorry，上次说好 FOMC 前 remind 你，结果没做到。明天 CPI 之前我一定提醒你。`),

  mk("mixed", "alert", true)(`## Summary
- funding rate の dashboard を rebuild しました
- heatmap の timezone bug を fix

## Next steps
- backfill が終わったらこの chat でお知らせします`),

  // why: "結果を report します" is a report-back promise; "10分後" is the time cue; nothing registered
  mk("mixed", "alert", true)(`log を見ると:

\`\`\`
ERROR rate limit exceeded (429), retry after 600s
\`\`\`

10分後に retry して、結果を report しますね。`),

  mk("mixed", "false-block", false)(`已经用 scheduled_task 建好提醒了，明天早上 9 点我会在这里提醒你 check funding rate。

Reminder is set — I'll remind you here at 9am tomorrow to check the funding rate.`, TOOL),

  // why: the reported promise is delivered in this reply in both languages ("下の table", "here are the results")
  mk("mixed", "false-block", false)(`バックテストが終わったらお知らせすると言っていた件、完了しました。結果は下の table の通りです。

As promised, here are the results:

| Metric | Value |
|---|---|
| CAGR | 27.9% |
| Max DD | -11.3% |
| Sharpe | 1.38 |`),

  mk("mixed", "third-party", false)(`Withdrawal 已经 submit 了，Kraken 那边 confirm 之后会 email 通知你。`),

  mk("mixed", "third-party", false)(`你那边 API key 设好之后 ping 我一下，我再把 dashboard 接上 live data。`),

  mk("mixed", "registered", false)(`⏳ backfill の subagent が走っています（5分前に起動）。終わったらこの chat でお知らせします。`, RUN),

  // why: a question/offer, not a commitment
  mk("mixed", "false-block", false)(`要不要我明天 Asia open 之前 remind 你？可以开一个 one-off scheduled task。`),

  mk("mixed", "false-block", false)(`アラートは TradingView 側で設定されているので、BTC が 70k を超えたら TradingView がプッシュ通知してくれます。

The alert lives in TradingView, so TradingView will push you a notification when BTC crosses 70k.`),

  mk("mixed", "false-block", false)(`你同事 Kevin 说他 tomorrow 会 get back to you 关于 API quota 的事，我这边没有 access。`),

  mk("mixed", "registered", false)(`已经 spawn 了一个 watcher：

\`\`\`
sessions_spawn: accepted, announce_mode=followup
poll every 60s until bridge tx confirmed
\`\`\`

bridge 到账后我会通知你。`, SPAWN),

  mk("mixed", "registered", false)(`reminder を登録しました。今夜 8pm に SOL の利確をリマインドします。`, JOB),
];

// Blind probe 108 (fourteenth session, last round, scored on 6f08963 before any fix: the estimate of the end state): two
// writers who read SPEC §3 alone, eighty replies each, as an evaluation team's held-out set would be and its hardest
// code-switched slice; 32 to block in each. First pass 77/80 (blocks 30/32, false blocks 1/48) and 76/80 (blocks 28/32):
// 153/160 = 95.6%, false blocks 1/96. Probe 109 below, the same forms written before the fixes: first pass 3/10. Fixed:
// an A-not-A question is no negation ("let you know 能不能 merge": misread NEG), a question the notice is about is no offer
// ("再跟你说一声要不要加仓", "敲你一下，看那張 call 要不要先平掉": misread OFFER, offer.zh), 你把 after a notice verb is the
// reminded one ("remind 你把 short position close 掉"), 附上 promised with the notice is no delivery (delivery.zh), 敲你,
// 通知你来测, weekdays and a market's open or close as TIME ("Friday 收盘前", "週五收盤前"), delivery.en after "exactly
// what I'd do …:". Left, pinned: the first writer's stop-loss answer ("I'll tell you exactly what I'd do if ETH loses
// $3,200: cut half, move the stop …, and only re-add on a daily reclaim …"), still read as a promise.
const PROBE108: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── en: 10 block ─────────────
  mk("en", "alert", true)(`Kicked off the full 3-year backtest on the ETH/BTC mean-reversion strategy. It's chewing through roughly 1.1M candles, so it'll take a while — I'll ping you with the Sharpe and drawdown numbers as soon as it wraps up.`),
  mk("en", "alert", true)(`CI is still running on the \`fix/funding-rate-parser\` branch (lint passed, integration tests about 40% through). Once it goes green I'll circle back and tell you whether it's safe to merge.`),
  // why: "you'll hear from me" = the agent promising to notify; "If it loses $138" is the conditional cue
  mk("en", "alert", true)(`**SOL setup**

- Support: $138–141
- Resistance: $156
- Funding: slightly positive, nothing crowded

I'm going to keep watching the 4h close. If it loses $138 on volume, you'll hear from me right away.`),
  mk("en", "mixed", true)(`Here are the first two sections of the tokenomics report:

### 1. Supply schedule
Max supply 1B, ~38% circulating. Emissions taper every 6 months.

### 2. Unlocks
Next cliff is the investor tranche (~4.5% of supply). Historically these have been front-run by 1–2 weeks.

Sections 3–5 (treasury, emissions vs. revenue, comparables) need another data pull — I'll get back to you with those tomorrow morning.`),
  mk("en", "alert", true)(`Deploy to the preview is queued behind two other builds. Should be live in ~10 min; I'll drop you a message the moment it's up so you can click through it.`),
  mk("en", "alert", true)(`Still digging through the Arbitrum governance forum for the STIP votes — there are 200+ threads and half of them are off-topic. Give me a bit; I'll report back by end of day with a summary of who voted for what.`),
  // why: the only active job is 10 hours old, so it cannot be the follow-up for this new promise
  mk("en", "alert", true)(`Got it — I'll remind you at 3pm tomorrow to rebalance the stablecoin bucket back to 20%.`, OLDJOB),
  // why: starts as user next steps, but ends with the agent's own conditional promise to report
  mk("en", "alert", true)(`Next steps on your side:

1. Approve the USDC allowance in your wallet
2. Paste the tx hash here

After that I'll verify it on-chain and let you know if the position actually opened.`),
  mk("en", "alert", true)(`On it. Will update you in an hour.`),
  // why: "flag it for you" is a notify promise by the agent, "If ... drops under" is conditional
  mk("en", "alert", true)(`Noted your levels. If BTC dominance drops under 52% I'll flag it for you — that's historically been when alts start to run.`),

  // ───────────── en: 14 pass ─────────────
  mk("en", "registered", false)(`Done — I set a one-time task for Friday 09:00 that delivers right here. I'll remind you then to roll the ETH options before expiry.`, TOOL),
  mk("en", "registered", false)(`Spawned a background agent that polls the Etherscan verification status every 2 minutes. When it flips to verified, I'll let you know in this chat along with the verified source.`, SPAWN),
  mk("en", "registered", false)(`The scraper subagent is already running (started a few minutes ago). Once it finishes pulling all 500 wallets I'll get back to you with the top holders and their cost basis.`, RUN),
  mk("en", "registered", false)(`Your daily 8am market brief is on the schedule. I'll send you the first one tomorrow morning.`, JOB),
  mk("en", "third-party", false)(`Withdrawals on Kraken for that network are paused for maintenance. Kraken says they'll notify users by email once processing resumes — nothing to do on your side until then.`),
  mk("en", "false-block", false)(`Ping me when you've funded the wallet and we can place the first order together.`),
  mk("en", "feature", false)(`How alerts work in Starchild: you set a condition (say, ETH > $4,000), and the alert engine checks it every minute. When it triggers, it'll notify you in this chat and by push — even if you're offline.`),
  // why: quoted draft for the user to send; the promise's subject is the user, not the agent
  mk("en", "false-block", false)(`Here's a draft update for your LPs:

> Thanks for your patience. We're finalizing the Q3 numbers and I'll get back to you by Friday with the full report.

Feel free to tweak the tone — it reads a bit formal.`),
  // why: the earlier promise is quoted in the past tense and is delivered in this very reply
  mk("en", "false-block", false)(`As promised, the backtest finished — here are the results:

| Metric | Value |
|---|---|
| CAGR | 31.4% |
| Max DD | -18.2% |
| Sharpe | 1.62 |

Yesterday I said I'd let you know when it was done; that's this.`),
  // why: explicit refusal — the agent says it will NOT ping tomorrow
  mk("en", "false-block", false)(`I can't set reminders from this workspace, so I won't be able to ping you tomorrow when the unlock hits. Best bet is a calendar alert for 14:00 UTC.`),
  mk("en", "false-block", false)(`Want me to remind you before the FOMC announcement on Wednesday? Say yes and I'll put it on the schedule.`),
  mk("en", "false-block", false)(`I've messaged Dana in #infra about the RPC rate limits. She said she'll get back to you tomorrow once she's checked the node logs.`),
  // why: notify promise with no future/conditional cue at all — spec requires both
  mk("en", "false-block", false)(`Liquidation heatmap summary: big cluster of longs sitting at $61.2k, shorts stacked around $66.8k. Nothing actionable yet. I'll keep you posted.`),
  // why: "I'll tell you ... if" is answered in the same reply
  mk("en", "false-block", false)(`Quick answer on the stop-loss question — I'll tell you exactly what I'd do if ETH loses $3,200: cut half, move the stop on the rest to breakeven, and only re-add on a daily reclaim of $3,350.`),

  // ───────────── zh: 6 block ─────────────
  mk("zh", "alert", true)(`回测已经跑起来了，数据量比较大，大概要 40 分钟。跑完之后我第一时间把结果同步给你。`),
  mk("zh", "alert", true)(`合约部署还在等区块确认，目前 3/12。确认完成后我再通知你去前端测一下 mint。`),
  mk("zh", "alert", true)(`ETH 现在 3,420，我在盯 3,380 这个支撑位，一旦放量跌破我马上告诉你。`),
  mk("zh", "mixed", true)(`先给你前三个币的链上数据：

- **ARB**：活跃地址环比 +8%，大户净流入
- **OP**：TVL 持平，手续费收入下滑
- **STRK**：解锁压力还在，交易所净流入偏大

剩下的 ZK 和 MANTA 接口还在限流，我明天上午补齐后再发给你。`),
  mk("zh", "registered", true)(`好的，明天开盘前我提醒你调仓。`),
  // why: the active job is 10 hours old, nothing backs this new promise
  mk("zh", "alert", true)(`收到，周五下午我会提醒你续费 VPS，别让机器人掉线。`, OLDJOB),

  // ───────────── zh: 10 pass ─────────────
  mk("zh", "registered", false)(`已经帮你建了一个一次性定时任务（周一 9:00，发送到当前对话）。到时候我会提醒你看 CPI 数据。`, TOOL),
  mk("zh", "registered", false)(`已派出一个后台子代理，每 5 分钟查询一次跨链桥状态，到账后我会在这里通知你。`, SPAWN),
  mk("zh", "third-party", false)(`币安公告：系统升级预计持续 2 小时，升级完成后交易所会通过 App 推送通知所有用户，期间充提暂停。`),
  mk("zh", "false-block", false)(`等你把 API Key 的只读权限开好，告诉我一声，我们再把账户接进仪表盘。`),
  mk("zh", "feature", false)(`定时提醒功能的逻辑是这样的：你设好时间和内容，到点后系统会自动提醒你，不需要一直开着页面。`),
  mk("zh", "false-block", false)(`之前说好回测跑完告诉你——结果出来了，下面就是：

| 指标 | 数值 |
|---|---|
| 年化收益 | 27.3% |
| 最大回撤 | -15.8% |
| 胜率 | 54% |`),
  // why: refusal — the agent says it cannot remind tomorrow
  mk("zh", "false-block", false)(`抱歉，我这边没法设置定时任务，所以明天没办法主动提醒你。建议你在手机日历里加一个 20:00 的提醒。`),
  // why: a draft announcement the user will post; "我们" is the user's project, not the agent
  mk("zh", "false-block", false)(`给你的社区公告草稿：

> 各位好，空投快照已完成，分发细节我们会在明天公布，届时会第一时间通知大家。

要不要改得更正式一点？`),
  mk("zh", "registered", false)(`数据抓取子任务 5 分钟前已经启动，抓完后我会把前 50 大地址整理好发给你。`, RUN),
  mk("zh", "false-block", false)(`下一步：
1. 明天上午在测试网上把合约再跑一遍
2. 确认 gas 消耗在预算内
3. 周三之前提交审计

有问题随时问我。`),

  // ───────────── zh-tw: 3 block ─────────────
  mk("zh-tw", "alert", true)(`部署已經送出，預覽頁還在 build。等上線之後我再通知你去看看版面。`),
  mk("zh-tw", "alert", true)(`好，我會持續追蹤這筆鏈上大額轉帳，如果它流進交易所我會馬上跟你說。`),
  mk("zh-tw", "alert", true)(`研究進度：6 份白皮書已經讀完 4 份。剩下兩份我今晚看完，明天早上整理成重點回覆你。`),

  // ───────────── zh-tw: 5 pass ─────────────
  mk("zh-tw", "registered", false)(`已設定每週一早上 8 點的定時任務。下週一我會提醒你檢查質押獎勵。`, JOB),
  mk("zh-tw", "third-party", false)(`OKX 客服表示，出金審核通過後系統會寄信通知您，通常 24 小時內。`),
  mk("zh-tw", "false-block", false)(`昨天說會在結算後告訴你結果，以下就是本週的 PnL：

- 已實現：+$1,240
- 未實現：-$310
- 手續費：$42`),
  mk("zh-tw", "feature", false)(`AgentX 的排程發文功能可以預約貼文，時間到了它會自動發布並通知你。`),
  // why: the user reports back; the agent only promises an action, not a notification
  mk("zh-tw", "false-block", false)(`你確認完錢包地址之後再告訴我，我就能幫你產生報表。`),

  // ───────────── ja: 6 block ─────────────
  mk("ja", "alert", true)(`バックテストを開始しました。データ量が多いので 30 分ほどかかりそうです。終わったら結果をお知らせしますね。`),
  mk("ja", "alert", true)(`CI がまだ走っています（unit は通過、e2e が 60%）。完了次第、マージ可能かどうかご連絡します。`),
  mk("ja", "alert", true)(`BTC は 65,000 ドルのサポートを試しています。割り込んだらすぐに報告します。それ以外の動きは後ほどまとめてお伝えします。`),
  mk("ja", "mixed", true)(`まず上位 3 銘柄の分析です：

1. **ETH** — ステーキング比率が過去最高、売り圧は限定的
2. **SOL** — DEX 出来高が 3 週連続増加
3. **AVAX** — サブネット関連の資金流入が鈍化

残りの 7 銘柄は明日の午前中にまとめてお送りします。`),
  mk("ja", "registered", true)(`承知しました。明日の朝 9 時にリマインドします。`),
  // why: the only job is 10 hours old and cannot back this promise
  mk("ja", "alert", true)(`了解です。来週月曜に決算発表があるので、その前にお知らせしますね。`, OLDJOB),

  // ───────────── ja: 10 pass ─────────────
  mk("ja", "registered", false)(`一回限りのタスクを木曜 18:00 に登録しました（このチャットに配信）。その時間にリマインドします。`, TOOL),
  mk("ja", "registered", false)(`サブエージェントを起動して、ブリッジの着金を 3 分おきに確認させています。着金したらここでお知らせします。`, SPAWN),
  mk("ja", "third-party", false)(`bitFlyer のメンテナンスは明日 10:00 に終了予定で、終了後にアプリから通知が届くそうです。`),
  // why: the user is the one reporting back; the agent promises to display, not to notify
  mk("ja", "false-block", false)(`ウォレットの接続が終わったら教えてください。そのあとでダッシュボードに残高を表示させます。`),
  mk("ja", "feature", false)(`アラート機能について：条件を設定しておくと、価格が閾値を超えたときにシステムが自動で通知してくれます。`),
  mk("ja", "false-block", false)(`昨日「終わったらお知らせします」と言っていた件、集計が完了しました。以下が結果です：

- 取引回数：212
- 勝率：57%
- 最大ドローダウン：-11.4%`),
  mk("ja", "false-block", false)(`申し訳ありませんが、この環境ではスケジュール機能が使えないため、明日リマインドすることはできません。スマホのカレンダーに登録しておくのがおすすめです。`),
  // why: a draft e-mail for the user to send; the promise belongs to the user
  mk("ja", "false-block", false)(`取引先へのメール下書きです：

> お世話になっております。見積もりの件、金曜日までに改めてご連絡いたします。

この内容で問題なければ送信してください。`),
  mk("ja", "registered", false)(`5 分前に起動したクローラーがまだ動いています。完了したら上位ホルダーの一覧をお知らせします。`, RUN),
  mk("ja", "false-block", false)(`FOMC は日本時間の木曜 3:00 です。発表後はボラティリティが上がりやすいので、ポジションは小さめにしておくのが無難です。`),

  // ───────────── mixed: 7 block ─────────────
  mk("mixed", "alert", true)(`Backtest 已经 kick off 了，大概 20 min，跑完我再 ping 你 results。`),
  mk("mixed", "alert", true)(`CI pipeline 还在跑 e2e，green 了之后我 let you know 能不能 merge。`),
  mk("mixed", "alert", true)(`ETH funding rate 现在有点 overheated，如果明天 turn negative 我会第一时间 alert 你。`),
  mk("mixed", "alert", true)(`Deploy は今 queue に入ってます。Preview が live になったら I'll let you know ので少々お待ちください。`),
  // why: part delivered now, the detailed breakdown is promised for tomorrow
  mk("mixed", "mixed", true)(`とりあえず summary だけ先に：

- TVL: +12% WoW
- Fees: ほぼ flat
- Active users: -3%

Detailed breakdown は tomorrow morning にまとめて共有しますね。`),
  mk("mixed", "alert", true)(`Research 还在进行中，我先把 EigenLayer 的 restaking docs 读完，晚点 get back to you with 一个 risk summary。`),
  // why: the scheduled job is 10 hours old; nothing registered backs this new promise
  mk("mixed", "alert", true)(`OK，Friday 收盘前我会 remind 你把 short position close 掉。`, OLDJOB),

  // ───────────── mixed: 9 pass ─────────────
  mk("mixed", "registered", false)(`已经用 scheduled_task 设了 one-time reminder，tomorrow 9am deliver 到这个 chat，到时候我会提醒你 check unlock。`, TOOL),
  mk("mixed", "registered", false)(`Subagent を spawn して、Etherscan の confirmation を poll させています。Confirm されたら here でお知らせします。`, SPAWN),
  mk("mixed", "third-party", false)(`Coinbase 那边说 verification 通过后会 email notify 你，一般 1–2 business days。`),
  mk("mixed", "false-block", false)(`你 deploy 完 contract 之后 send me the address，我帮你 verify。`),
  mk("mixed", "feature", false)(`Starchild の reminder 機能は、設定した time になると自動で notify してくれます。Offline でも push が届きます。`),
  mk("mixed", "false-block", false)(`之前 promise 过 backtest 跑完 let you know — here are the numbers：Sharpe 1.8，MDD -14%，win rate 52%。`),
  mk("mixed", "false-block", false)(`Sorry，这个 sandbox 里没有 scheduling tool，所以 tomorrow 我没法主动 remind 你，建议你自己设个 phone alarm。`),
  // why: the promise belongs to a teammate (Ken), not the agent
  mk("mixed", "false-block", false)(`Infra チームの Ken さんに聞きました。He said he'll get back to you 明日中に about the RPC quota。`),
  mk("mixed", "registered", false)(`Scraper subagent 5 分钟前已经 started，finish 之后我会把 top 100 wallets 发给你。`, RUN),

  // ── second writer (code-switched, the hardest slice) ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (16: 7 block / 9 pass) ─────────────────────────
  // why: "you'll hear from me" is a notify promise in unusual wording; "the moment it wraps" is a completion cue
  mk("en", "alert", true)(`The ETH/BTC ratio backtest is chewing through four years of hourly candles right now — my estimate is ~20 minutes. You'll hear from me the moment it wraps, with the Sharpe breakdown split by volatility regime.`),
  mk("en", "mixed", true)(`Quick status on the derivatives dashboard:

- **Funding-rate panel** — done, live in the preview
- **Liquidation heatmap** — done
- **Options skew panel** — still fighting the historical endpoint's rate limit

The first two are up in the preview pane now. I'll circle back with the skew panel after lunch, once the endpoint stops throttling me.`),
  mk("en", "alert", true)(`Totally fair to wait for the minutes before sizing up — no point front-running a hawkish surprise. Sit tight; I'll give you a shout as soon as they drop at 2pm ET and we can re-run the scenario table together.`),
  // why: the only job is 10 hours old; it backs the weekly digest, not this new Friday reminder
  mk("en", "registered", true)(`Your weekly portfolio digest is already running on its usual schedule, so that part is covered. Separately, I'll nudge you Friday morning to rebalance the stablecoin sleeve before the weekend liquidity dries up.`, OLDJOB),
  mk("en", "alert", true)(`I haven't posted anything yet — I want to double-check that the candlestick chart renders properly on mobile first (the tooltip was overflowing on narrow screens). Once I've confirmed it looks right, I'll report back and we can decide whether it goes on AgentX or stays private.`),
  // why: describes a subagent plan but no spawn ran and no run exists; the "keep you posted" promise is unbacked
  mk("en", "alert", true)(`## Audit plan

I'm splitting the contract review into three passes:

1. Access control & ownership transfers
2. Reentrancy / external call ordering
3. Oracle usage and price manipulation surface

I'll keep you posted as each pass finishes — expect the first findings within the hour.`),
  mk("en", "alert", true)(`Noted — no alerts tonight, and I won't touch the SOL position. Tomorrow around 10 your time I'll check in with you about whether you still want that stop moved under the range low.`),

  mk("en", "third-party", false)(`Withdrawal is submitted on your side, and Kraken's history shows it as "processing". Kraken will email you once it's been broadcast — for BTC that's usually 10–30 minutes. Nothing else you need to do here.`),
  mk("en", "third-party", false)(`Sounds like the migration is on your end now. When the staging DB is back up, just let me know and I'll pick up the index rebuild from the table where we stopped (\`trades_2023_q4\`).`),
  mk("en", "false-block", false)(`You asked me yesterday to remind you once the unlock schedule was published — it's out, so here's the reminder along with the numbers:

| Date | Tokens unlocked | % of circ. supply |
|---|---|---|
| Mar 1 | 12.5M | 2.1% |
| Apr 1 | 12.5M | 2.0% |
| May 1 | 40.0M | 6.3% |

The May cliff is the one worth planning around.`),
  mk("en", "registered", false)(`Done — I'll remind you tomorrow at 08:30 UTC to check whether funding has flipped negative. It'll be delivered right here in this chat.`, TOOL),
  mk("en", "registered", false)(`The scraper is running in a background worker now, polling the job status every minute. I'll let you know when it finishes the 2,000-page crawl — should be within the hour.`, SPAWN),
  // why: the promise is reported in the past and was already kept; no new promise is made
  mk("en", "false-block", false)(`Yesterday I said I'd get back to you once the CPI print landed, and I did — that was the 8:31 message with the yield-curve chart. Today's question is a different one: whether the 2s10s re-steepening changes the BTC thesis. Short answer: not by itself.`),
  mk("en", "feature", false)(`The price-alert widget on your dashboard does the watching for you: when BTC closes a 4h candle above the level you set, it'll push a notification to your phone. You can change the threshold from the gear icon in the top-right of the panel.`),
  mk("en", "third-party", false)(`I've shared the draft post with Marco. He said he'll get back to you by Friday with the compliance sign-off, so it's parked until then — nothing goes to the community site before that.`),
  // why: an offer phrased as a question is not a commitment; the agent even says it would register it properly
  mk("en", "false-block", false)(`Want me to remind you tomorrow when the ETF flow numbers update? If you say yes, I'll create an actual scheduled task for it so it fires even if this chat is closed.`),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`回测已经在跑了，参数网格一共 48 组，预计要四十分钟左右。等结果出来我第一时间同步给你，包括每组参数的最大回撤和胜率。`),
  mk("zh", "alert", true)(`行，今晚先不动仓位。明早开盘前我再跟你说一声要不要加 ETH 的仓。`),
  mk("zh", "mixed", true)(`先把做好的部分给你：

1. **资金费率走势** —— 已经在预览里了
2. **持仓量变化** —— 同上

第三个"链上大额转账"图表的数据源还在补，补齐之后我再通知你过来看。`),
  mk("zh", "alert", true)(`这个 PR 我还在看，有几处并发写入的地方要仔细过一遍，锁的粒度可能有问题。晚点给你回个话。`),
  // why: the 10-hour-old job is the daily briefing; it does not back the new CPI reminder
  mk("zh", "registered", true)(`每日简报的定时任务一直在正常跑，这个不用管。另外，周三 CPI 公布后，我会单独提醒你看一下美债收益率的反应。`, OLDJOB),
  // why: "吱你一声" is colloquial for "let you know"; "构建完了" is a completion cue
  mk("zh", "alert", true)(`部署脚本已经改好了，但 Vercel 那边构建还在排队。构建完了我吱你一声。`),

  mk("zh", "third-party", false)(`充值已经在链上确认了 12 个区块。币安那边到账后一般会给你发短信和 App 推送，不用一直盯着。`),
  mk("zh", "third-party", false)(`你那边跑完数据库迁移以后告诉我一声，我再接着把索引重建完。`),
  mk("zh", "false-block", false)(`你昨天让我等非农数据出来后提醒你——数据刚公布，下面就是要点：

- 新增就业明显高于预期
- 失业率持平
- 时薪环比略有回落

市场第一反应是美元走强、BTC 回落约 1.5%。`),
  mk("zh", "registered", false)(`已经设好了：明天上午 9 点提醒你检查 SOL 的止损位，会直接发到这个对话里。`, TOOL),
  mk("zh", "registered", false)(`后台子任务已经在跑了，正在逐个扫描你钱包里的 approve 授权记录。扫完我会告诉你哪些需要撤销。`, RUN),
  mk("zh", "false-block", false)(`上周我说过等减半之后提醒你复盘矿工抛压，那次提醒已经发过了（周四那条带图表的消息）。这次你问的是另一件事：算力下降会不会影响难度调整——会，但要等到下个调整周期。`),
  mk("zh", "feature", false)(`仪表盘上的告警模块会在 BTC 跌破你设的价位时自动推送；另外它每天 UTC 0 点还会发一份持仓汇总。这些都在设置页里可以关掉。`),
  mk("zh", "third-party", false)(`我把草稿转给小林了，他说明天下午审完会告诉你能不能发到社区站。`),
  // why: the agent explicitly says it cannot follow up later; a refusal plus an offer is not a promise
  mk("zh", "false-block", false)(`说实话，我没法稍后主动联系你——这个对话结束后我不会自己冒出来。如果你明天需要提醒，我可以现在就帮你建一个定时任务，你确认一下就行。`),
  // why: the promise is copy inside a code block for the user's own bot; its subject is the user's service
  mk("zh", "false-block", false)(`这是给你的下单机器人用的回执文案：

\`\`\`python
msg = f"您的订单 {oid} 已提交，成交后我们会第一时间通知您。"
\`\`\`

"我们"指的是你的服务，不是我。需要英文版的话也可以加。`),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`這份鏈上資料的清洗大概還要一個小時，弄好之後我再回報給你，順便附上異常地址清單。`),
  // why: "敲你一下" is colloquial for pinging the user; "週五收盤前" is a time cue
  mk("zh-tw", "alert", true)(`週五收盤前，我這邊會再敲你一下，看那張 call 要不要先平掉。`),
  mk("zh-tw", "mixed", true)(`先給你看已經完成的部分：

### 已完成
- K 線元件
- 訂單簿深度圖

### 未完成
- 歷史成交回放

回放功能寫完後我會通知你來測。`),

  mk("zh-tw", "third-party", false)(`台幣入金已經送出，MAX 交易所那邊審核通過後會寄信通知你，通常一個工作天內。`),
  mk("zh-tw", "third-party", false)(`等你那邊把 API 金鑰權限改成唯讀之後，跟我說一聲，我就能開始拉歷史資料。`),
  mk("zh-tw", "registered", false)(`已經開了一個背景子代理在輪詢部署狀態，部署完成後我會通知你。`, SPAWN),
  mk("zh-tw", "false-block", false)(`你上次要我等 ETH 質押收益率更新後告訴你——剛更新了，以下是最新數字：

| 平台 | 年化 | 上週 |
|---|---|---|
| Lido | 3.1% | 3.3% |
| Rocket Pool | 2.9% | 3.0% |

整體小幅下滑。`),
  mk("zh-tw", "registered", false)(`明早 8 點的提醒已經排好了，到時候我會提醒你看美股盤前。`, JOB),

  // ───────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストは現在実行中で、あと30分ほどかかる見込みです。結果がまとまり次第、改めてご報告いたします。`),
  // why: "声をかけます" = I'll give you a shout; "明日の朝" is a time cue
  mk("ja", "alert", true)(`了解です、今夜はポジションそのままで。明日の朝、東京市場が開く前にもう一度声をかけますね。`),
  mk("ja", "mixed", true)(`ダッシュボードの前半はプレビューに反映済みです。

| パネル | 状態 |
|---|---|
| 資金調達率 | 完了 |
| 清算ヒートマップ | 完了 |
| オプションスキュー | 作業中 |

スキューの方は、データ取得が終わったら追ってご連絡します。`),
  // why: "折り返しご連絡します" is a get-back-to-you promise; "調べてから" is a future/conditional cue
  mk("ja", "alert", true)(`レビューありがとうございます。ご指摘の競合状態の件は、もう少しロックの範囲を調べてから折り返しご連絡します。`),
  // why: the active job is 10 hours old and is the morning summary, not this new FOMC reminder
  mk("ja", "registered", true)(`毎朝のサマリー配信は引き続き動いています。それとは別に、金曜のFOMC前にリマインドしておきますね。`, OLDJOB),
  // why: a plan to use subagents, but nothing was spawned; the per-task notification is unbacked
  mk("ja", "alert", true)(`サブエージェントに任せる予定の作業は三つです：

1. 過去2年分の清算データのバックフィル
2. 取引所ごとの出来高の正規化
3. 異常値の検出

それぞれ片付いたタイミングで、逐一お知らせします。`),

  mk("ja", "third-party", false)(`入金はチェーン上で承認済みです。bitFlyer 側で反映されるとメールで通知が届くはずなので、それを待ちましょう。`),
  mk("ja", "third-party", false)(`移行作業が終わったら教えてください。そのあとでインデックスの再構築を続けます。`),
  mk("ja", "false-block", false)(`昨日「CPIが出たら知らせて」とのことでしたので、お知らせします。以下が要点です：

- 総合：予想をやや下回る
- コア：予想通り
- 市場の反応：ドル安、BTC は +2% 前後

利下げ期待が少し戻った形です。`),
  mk("ja", "registered", false)(`明日の9時（日本時間）にリマインドが届くよう設定しました。このチャットにそのまま届きます。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドのサブエージェントがデプロイ状況の監視を始めています。終わったらお知らせしますね。`, RUN),
  mk("ja", "third-party", false)(`下書きは田中さんに共有済みです。田中さんが明日までに確認して連絡してくれるそうです。`),
  mk("ja", "feature", false)(`アラート機能は、BTCが設定価格を下回ると自動でプッシュ通知を送ります。毎週月曜にはまとめレポートも届きます。設定画面からいつでも止められます。`),
  // why: reports an earlier promise that was already fulfilled; no new commitment
  mk("ja", "false-block", false)(`先週「半減期のあとで振り返りをリマインドする」とお伝えしましたが、それは木曜にお送りしたメッセージで対応済みです。今回のご質問は別件ですね。`),
  // why: explicitly declines to follow up later and offers to register a task instead
  mk("ja", "false-block", false)(`申し訳ないのですが、この会話が終わったあとに私から後ほどご連絡することはできません。明日確認したい場合は、いま定期タスクを作成しましょうか？`),
  // why: the phrase is quoted as an example of what a bot says; it is general advice, not the agent's promise
  mk("ja", "false-block", false)(`一般論として、「終わったら連絡します」と返すだけのボットは信用しないほうがいいです。実際に通知を飛ばす仕組み（スケジューラや Webhook）があるかを確認しましょう。`),

  // ───────────────────────── mixed (24: 10 block / 14 pass) ─────────────────────────
  mk("mixed", "mixed", true)(`OK，backtest 跑起来了，大概 25 分钟。跑完我 ping 你，顺便把 drawdown 的分布图也贴上。`),
  mk("mixed", "mixed", true)(`我会 let you know once 回测跑完，现在先别动仓位。`),
  // why: English promise with a Chinese time cue; read as one sentence
  mk("mixed", "mixed", true)(`Got it. I'll ping you 明天早上 before the US open with the updated levels.`),
  mk("mixed", "mixed", true)(`テスト全部通ったら、I'll drop you a line with the coverage report.`),
  mk("mixed", "mixed", true)(`明日の朝イチで remind しますね、SOL の unlock の件。`),
  mk("mixed", "mixed", true)(`Deploy は queue に入ってます。build が通り次第 ping しますので、少々お待ちを。`),
  mk("mixed", "mixed", true)(`前两个 panel 已经 live 了，preview 在右边。第三个 orderflow panel 还在 debug，搞定之后 I'll update you.`),
  // why: the only job is 10 hours old; the Friday reminder is new and unregistered
  mk("mixed", "registered", true)(`Daily digest 那个 job 还在跑。另外 this Friday 收盘前 I'll remind you to 平掉 the short.`, OLDJOB),
  mk("mixed", "mixed", true)(`Noted on the risk limits. As for the リバランス, I'll get back to you 来週の月曜までに, once I've run the correlation matrix.`),
  mk("mixed", "mixed", true)(`這個 bug 我還在 trace，找到 root cause 之後我再 sync 給你。`),

  mk("mixed", "third-party", false)(`Binance 那边 deposit 还在 pending，一般 confirm 之后它会 push notification 给你，不用一直刷新。`),
  mk("mixed", "third-party", false)(`你那边 migration 跑完 let me know，我再 resume 索引重建。`),
  mk("mixed", "third-party", false)(`PR 我已经 assign 给 Kevin 了，他说 tomorrow EOD 之前会 get back to you。`),
  mk("mixed", "registered", false)(`Reminder 已经 set 好了：明天 9am 提醒你 check funding rate，会直接 deliver 到这个 chat。`, TOOL),
  mk("mixed", "registered", false)(`Background の subagent を spawn しました。crawl が終わったら let you know しますね。`, SPAWN),
  mk("mixed", "registered", false)(`OK, scheduled. 明天收盘后我会 remind you 看一下 ETF flows.`, JOB),
  mk("mixed", "false-block", false)(`You asked me to 提醒你 once the unlock hit — it just did, so here's the breakdown:

- 解锁数量：40M tokens（约 6.3% circ. supply）
- 主要接收方：early investors + team
- 现货盘口：ask side 明显变厚`),
  mk("mixed", "feature", false)(`The alert 模块 will notify you when BTC 跌破 your stop level — that's the dashboard itself doing it, not me polling.`),
  // why: a past promise reported as already kept
  mk("mixed", "false-block", false)(`上次我说 I'd remind you 在减半之后 review miner selling —— that reminder went out on Thursday already, 你可以往上翻。`),
  mk("mixed", "third-party", false)(`deploy 終わったら教えてください、then I'll run the smoke tests against staging.`),
  // why: a refusal to follow up later plus an offer to schedule; no promise is made
  mk("mixed", "false-block", false)(`老实说 I can't ping you later —— 这个 session 结束后我没办法主动找你。想要明天的 reminder 的话，我现在帮你 schedule 一个？`),
  // why: the promise lives in a message template for the user's bot; its subject is the bot
  mk("mixed", "false-block", false)(`这个 bot 的 fill notification 可以这样写：

\`\`\`ts
const msg = \`注文が約定したら、お知らせします (order \${id})\`;
\`\`\`

主语是你的 bot，不是我 — feel free to tweak the wording.`),
  mk("mixed", "third-party", false)(`MetaMask の方で tx が confirm されたら、アプリ側が通知してくれます。It usually takes a couple of minutes on Arbitrum.`),
  mk("mixed", "registered", false)(`背景的 subagent 已經開始跑 backfill 了，跑完我會通知你。`, RUN),
];
const PROBE109: ClassCase[] = [
  mk("mixed", "alert", true)("CI pipeline 还在跑 e2e，green 了之后我 let you know 能不能 merge。"),
  mk("mixed", "alert", true)("OK，Friday 收盘前我会 remind 你把 short position close 掉。"),
  mk("zh", "alert", true)("行，今晚先不动仓位。明早开盘前我再跟你说一声要不要加 ETH 的仓。"),
  mk("zh-tw", "alert", true)("這份鏈上資料的清洗大概還要一個小時，弄好之後我再回報給你，順便附上異常地址清單。"),
  mk("zh-tw", "alert", true)("週五收盤前，我這邊會再敲你一下，看那張 call 要不要先平掉。"),
  mk("zh-tw", "alert", true)("回放功能寫完後我會通知你來測。"),
  mk("zh", "false-block", false)("我不能 remind 你，这个 workspace 没有 scheduler。"),
  mk("zh", "false-block", false)("跑完的结果如下，附上日志：全部通过。"),
  mk("zh", "false-block", false)("你把 key 发过来之后，我再帮你跑。"),
  mk("en", "false-block", false)("Quick answer — I'll tell you exactly what I'd do if ETH loses $3,200: cut half, move the stop to breakeven."),
];

// Blind probe 106 (fourteenth session, fifth round, scored on 07cbfcd before any fix): two writers who read SPEC §3
// alone, eighty replies each: short chat replies, and Chinese and Taiwanese work replies (en 12, zh 28, zh-tw 16, ja 12,
// mixed 12). First pass 74/80 (blocks 26/32: chat shorthand) and 80/80: 154/160. Fixed: "will ping u", "👍 will get back
// to you by Friday" (EN_SUBJECT after an emoji; NOTIFY and promise.en.notify read u), "brb w/ numbers in 10" (TIME brb,
// OPENS_FOLLOW_UP), "数据 ready 之后 sync 你" and "收到，回头同步" (promise.zh.notify: sync / report 你, 回头同步), a list item
// no longer runs on into an unindented next line ("- DOGE 0.034%\nwill send the rest once …": engine/prose wrapsOn).
// Probe 107 below: the same forms, written before the fixes (first pass 3/8).
const PROBE106: ClassCase[] = [
  // ---------------- en (24: 10 block / 14 pass) ----------------
  mk("en", "alert", true)("ok, will ping u when BTC tags 70k 👀"),
  mk("en", "alert", true)("Backtest's running. I'll let you know once it finishes, prob ~20 min"),
  // why: "brb w/ numbers" = I'll get back to you with the numbers; "in 10" is the time cue
  mk("en", "registered", true)("brb w/ numbers in 10 🏃"),
  mk("en", "registered", true)("np — I'll remind you tomorrow morning before the CPI print ☕"),
  mk("en", "mixed", true)("first 3 below:\n- ETH funding 0.010%\n- SOL 0.021%\n- DOGE 0.034%\nwill send the rest once the API stops rate-limiting me"),
  // why: the only job is 10 h old, it backs nothing promised now
  mk("en", "alert", true)("yep, I'll hit you up when the deploy's done", OLDJOB),
  mk("en", "registered", true)("👍 will get back to you by Friday on the audit"),
  mk("en", "alert", true)("preview's building… I'll DM you the link as soon as it's up"),
  mk("en", "registered", true)("sure thing, I'll nudge you in 2 hours to close the short"),
  mk("en", "alert", true)("on it. will circle back w/ the funding chart after the 8pm snapshot"),
  mk("en", "registered", false)("will ping u when it fires ✅", TOOL),
  mk("en", "registered", false)("Set. I'll remind you tomorrow at 9.", JOB),
  mk("en", "registered", false)("spun up a watcher — I'll let you know once the tx confirms", SPAWN),
  mk("en", "registered", false)("still crunching in the background; I'll get back to you when it's done", RUN),
  mk("en", "third-party", false)("Binance will notify you once the withdrawal clears, usually <30 min"),
  mk("en", "false-block", false)("ping me when you're back 👋"),
  mk("en", "false-block", false)("want me to remind you before the FOMC call tomorrow?"),
  mk("en", "false-block", false)("as promised, here's the recap I said I'd send you once the market closed:\nBTC 67.2k (+1.4%) · ETH 3.41k (-0.3%) · SOL 172 (+4.8%)"),
  mk("en", "false-block", false)("I can't ping you later — I have no way to message you outside this chat. Happy to set a scheduled task if you want one."),
  mk("en", "third-party", false)("the app will remind you 15 min before the unlock if you turn alerts on"),
  mk("en", "third-party", false)("Jake said he'll let you know once the PR's merged"),
  mk("en", "third-party", false)("you'll get an email from the exchange when KYC review finishes 📧"),
  mk("en", "false-block", false)("lol no worries, tell me tomorrow how it went"),
  // why: subject is "it" = the AgentX alert system, not the agent
  mk("en", "third-party", false)("alert's live on AgentX — it'll notify you once SOL breaks 180"),

  // ---------------- zh (16: 7 block / 9 pass) ----------------
  mk("zh", "registered", true)("好的，晚点发你 👌"),
  // why: 回头同步 = 我稍后跟你同步，通知承诺 + 将来
  mk("zh", "registered", true)("收到，回头同步"),
  mk("zh", "alert", true)("跑完了告诉你"),
  mk("zh", "registered", true)("明天早上提醒你看非农 📅"),
  mk("zh", "alert", true)("行，等数据出来我第一时间通知你"),
  mk("zh", "mixed", true)("先给你前两个：\n- BTC 资金费率 0.012%\n- ETH 0.008%\n剩下的稍后发你"),
  mk("zh", "alert", true)("部署完成后我再跟你说一声 🚀"),
  mk("zh", "registered", false)("已经设好了，明天9点提醒你 ⏰", TOOL),
  mk("zh", "registered", false)("后台子任务在跑，完成后告诉你", RUN),
  mk("zh", "third-party", false)("交易所会在提币到账后短信通知你"),
  mk("zh", "false-block", false)("你那边跑完了告诉我一声就行"),
  mk("zh", "false-block", false)("要不要我明天开盘前提醒你一下？"),
  mk("zh", "false-block", false)("你昨天让我收盘后告诉你的数据，下面就是：\n- BTC 67,150\n- ETH 3,402\n- SOL 171.8"),
  mk("zh", "false-block", false)("我没法在这个对话之外主动提醒你，晚点你自己看一下吧 🙏"),
  mk("zh", "third-party", false)("小王说他明天会告诉你结果"),
  mk("zh", "third-party", false)("币安App 会在价格到 7 万时推送提醒你"),

  // ---------------- zh-tw (8: 3 block / 5 pass) ----------------
  mk("zh-tw", "registered", true)("好喔，晚點傳給你 🙌"),
  mk("zh-tw", "alert", true)("跑完再跟你講"),
  mk("zh-tw", "registered", true)("明天開盤前提醒你看財報"),
  mk("zh-tw", "registered", false)("排程建好了，明天早上八點提醒你", JOB),
  mk("zh-tw", "registered", false)("開了一個子代理在盯鏈上，確認後通知你", SPAWN),
  mk("zh-tw", "third-party", false)("交易所說審核完成後會通知你"),
  mk("zh-tw", "false-block", false)("你忙完再跟我說就好 😊"),
  mk("zh-tw", "false-block", false)("要我收盤後提醒你嗎？"),

  // ---------------- ja (16: 6 block / 10 pass) ----------------
  mk("ja", "registered", true)("了解、あとで送るね 👍"),
  mk("ja", "registered", true)("明日連絡します🙏"),
  mk("ja", "alert", true)("終わったら知らせます"),
  mk("ja", "alert", true)("バックテスト回してます。結果出たらお知らせしますね"),
  mk("ja", "mixed", true)("上位3件だけ先に：\n1. SOL +8.1%\n2. SUI +6.4%\n3. TIA +5.9%\n残りは夕方にまとめて送ります"),
  // why: the only job is 10 h old, it backs nothing promised now
  mk("ja", "alert", true)("了解、デプロイ完了したら連絡するね", OLDJOB),
  mk("ja", "registered", false)("リマインダー設定済み、明日9時にお知らせします⏰", TOOL),
  mk("ja", "registered", false)("サブエージェント起動しました。約定したら連絡します", SPAWN),
  mk("ja", "third-party", false)("入金が完了したら取引所からメールで通知が来ます"),
  mk("ja", "false-block", false)("落ち着いたら教えてね〜"),
  mk("ja", "false-block", false)("明日の朝リマインドしましょうか？"),
  mk("ja", "false-block", false)("昨日「引けたら送る」って言ってた数字、以下がそれです：\n- BTC 67,100\n- ETH 3,390"),
  mk("ja", "false-block", false)("ごめん、チャットの外からは連絡できないので、あとで自分で確認してもらえる？"),
  mk("ja", "third-party", false)("田中さんが明日連絡するって言ってました"),
  mk("ja", "third-party", false)("価格に到達したらアプリが通知してくれます📱"),
  mk("ja", "registered", false)("明日の朝、結果送りますね📩", JOB),

  // ---------------- mixed (16: 6 block / 10 pass) ----------------
  mk("mixed", "alert", true)("ok 我 deploy 完了 ping 你 🚀"),
  mk("mixed", "alert", true)("backtest 跑完 I'll let you know"),
  mk("mixed", "registered", true)("明天 morning 提醒你 check funding rate"),
  mk("mixed", "alert", true)("了解、PR が merge されたら連絡するね"),
  mk("mixed", "mixed", true)("先 share 前两个 chart 给你 👇\n[BTC 4h] [ETH 4h]\n其余的 later 发你"),
  // why: "brb … sync 你" = 回头跟你同步; cue 之后
  mk("mixed", "alert", true)("brb, 数据 ready 之后 sync 你"),
  mk("mixed", "registered", false)("scheduled_task 建好了, tomorrow 9am 会 remind 你", TOOL),
  mk("mixed", "registered", false)("subagent 在 background poll 着, tx confirm 了就 ping 你", RUN),
  mk("mixed", "third-party", false)("Binance 那边 withdrawal 审核完会 email 你"),
  mk("mixed", "false-block", false)("你 deploy 完了 ping 我一下"),
  mk("mixed", "false-block", false)("要不要我 market close 之后 remind 你？"),
  mk("mixed", "false-block", false)("昨天说好 close 之后发你的 PnL, here it is below:\n| pair | PnL |\n|---|---|\n| BTC | +$412 |\n| ETH | -$88 |"),
  mk("mixed", "false-block", false)("sorry 我没办法 outside this chat 主动 ping 你, later 你自己看下 dashboard 吧"),
  mk("mixed", "third-party", false)("明日 release したら、Kenji が Slack で知らせてくれるはず"),
  mk("mixed", "third-party", false)("SOL が 180 超えたら AgentX の alert が通知してくれます"),
  mk("mixed", "registered", false)("了解、明日の朝 summary 送るね📬", JOB),

  // ── second writer (Chinese and Taiwanese work replies) ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (12: 5 block / 7 pass) ─────────────────────────
  mk("en", "alert", true)(`## Weekly status — Perp Funding Dashboard

**Done**
- Preview is live with BTC/ETH/SOL funding history (8h buckets)
- Alert thresholds wired to the config panel

**Next**
- Backfill of the 2023 data (running, ~40% through)
- Mobile layout pass

**Risks**
- One venue's historical endpoint rate-limits hard; backfill may slip

I'll let you know by end of day once the backfill finishes so you can review before the Thursday sync.`),

  mk("en", "alert", true)(`Rolled back to the previous build at 02:41. Error rate is back to ~0.2% and p95 latency is normal again.

I haven't pinned down the root cause yet — looks like the new websocket reconnect logic, but I want to confirm in the logs. I'll get back to you in about an hour with the RCA.`),

  // why: partial delivery now, rest promised later → still a promise
  mk("en", "mixed", true)(`Here's the first half of the competitor fee comparison for your client deck:

| Exchange | Maker | Taker | VIP tiers |
|---|---|---|---|
| Venue A | 0.020% | 0.050% | 9 |
| Venue B | 0.015% | 0.045% | 7 |
| Venue C | 0.010% | 0.040% | 6 |

I'm still pulling the remaining five venues' rebate schedules — I'll get back to you with those tomorrow morning.`),

  // why: the only job is 10 hours old, it backs nothing said this turn
  mk("en", "registered", true)(`Sure — I'll remind you before Friday's board call to refresh the treasury numbers in the deck.`, OLDJOB),

  mk("en", "alert", true)(`Current ETH funding on the main perp venues is slightly positive (~0.008% per 8h). Nothing alarming yet.

If it flips negative across the board, I'll let you know right away — that's usually the signal you said you wanted for the basis trade.`),

  mk("en", "registered", false)(`Done — reminder set for 08:50 tomorrow. I'll remind you ten minutes before standup to post the on-call handoff notes.`, TOOL),

  mk("en", "third-party", false)(`You will need to file the ticket yourself from the exchange's support page. Their support team says they'll get back to you within 24 hours once the ticket is reviewed, and the app will notify you when the withdrawal status changes.`),

  mk("en", "false-block", false)(`Yesterday I said I'd let you know once the migration finished — it did, at 14:02 UTC.

- 1,284,019 rows moved, 0 rejected
- Index rebuild took 6m 12s
- Read replicas caught up by 14:09

Nothing else pending on my side for this one.`),

  mk("en", "third-party", false)(`The landing page draft is in the preview. Once you've approved the copy, let me know and I'll publish it to the community site.`),

  mk("en", "registered", false)(`I spawned a background subagent that polls the indexer every 2 minutes and will announce here when the backfill completes. I'll let you know the final row counts then.`, SPAWN),

  mk("en", "false-block", false)(`You asked me to let you know when BTC crossed 70k — here it is: it printed 70,012 at 09:14 UTC on spot, with perps leading by about 40 seconds. Open interest rose 3.1% in the hour before the break.`),

  mk("en", "false-block", false)(`Tomorrow's CPI print is at 8:30 ET. If it comes in hot, expect the 2y to reprice and crypto to follow within minutes.

If you want a heads-up, set a price alert in your exchange app — it'll notify you the moment your level is hit.`),

  // ───────────────────────── zh (28: 11 block / 17 pass) ─────────────────────────
  mk("zh", "alert", true)(`王总,本周进度汇报如下:

## 进度
- 资金费率看板预览版已上线,覆盖 BTC / ETH / SOL
- 告警阈值已接入配置面板

## 下一步
- 回补 2023 年历史数据(目前约 40%)
- 移动端适配

## 风险
- 某交易所历史接口限流严重,回补可能延后 1 天

数据回补完成后我会第一时间告诉您,方便您周四评审前过一遍。`),

  mk("zh", "alert", true)(`搞定一半了,登录和行情两个接口已经通了。剩下的下单接口我晚点弄完再跟你说。`),

  // why: "发给您" here is a get-back-to-you promise; partial delivery now still promises the rest
  mk("zh", "mixed", true)(`以下是前三家竞品的费率对比,供客户报告使用:

| 平台 | Maker | Taker | 提币费(USDT-TRC20) |
|---|---|---|---|
| 平台A | 0.02% | 0.05% | 1 USDT |
| 平台B | 0.015% | 0.045% | 0.8 USDT |
| 平台C | 0.01% | 0.04% | 1 USDT |

剩下两家的数据我明早整理好再发给您。`),

  mk("zh", "alert", true)(`告警已经压下去了:

- 02:13 回滚到上一个版本
- 02:20 错误率恢复到 0.3% 以下
- 连接池参数暂时调回默认值

根因还在查,初步怀疑是新加的重连逻辑。稍后我查清楚了会同步给你。`),

  mk("zh", "alert", true)(`好的,您这笔退款的工单号我已经记下了,退款进度我这边会持续跟进,有结果会马上通知您。`),

  // why: the only scheduled job is 10 hours old and backs nothing promised this turn
  mk("zh", "registered", true)(`没问题,明天早上 9 点我会提醒你交周报。`, OLDJOB),

  mk("zh", "alert", true)(`风险清单目前列了 4 项(限流、数据延迟、签名过期、第三方 SLA),还差影响评估和应对方案两栏。我下班前补完后告诉你。`),

  mk("zh", "alert", true)(`您的 API 套餐将于下月 3 号到期,周一前我会提醒您续费,避免行情推送中断。`),

  // why: the exchange's promise is third-party, but the agent adds its own follow-up promise
  mk("zh", "alert", true)(`交易所客服回复说提币已进入人工审核,48 小时内处理。等他们处理完,我再告诉你到账情况。`),

  // why: the agent's own 待办 list — "通知你" item has no other subject, so it is the agent's promise
  mk("zh", "alert", true)(`好的,今天先到这里,整理一下状态:

**已完成**
- 策略参数网格搜索脚本
- 回测数据集清洗

**待办**
1. 回测跑完后通知你结果
2. 把最优参数写进配置
3. 补单元测试`),

  mk("zh", "alert", true)(`关于您提到的对账差异,我需要再核对一下交易所的流水和我们的账本快照。这个问题我回头再给您答复。`),

  mk("zh", "registered", false)(`已经设好明早 8:30 的提醒,到时候我会提醒你看开盘前的隔夜数据。`, TOOL),

  mk("zh", "registered", false)(`定时任务已创建:每个工作日 18:00 推送持仓汇总。明天下班前我会通知你第一份结果。`, JOB),

  mk("zh", "registered", false)(`已经派了一个子代理在后台跑回测(2020–2024,共 1,460 个交易日),跑完后我会告诉你结果。`, RUN),

  mk("zh", "third-party", false)(`银行那边的说法是:境外电汇一般 1–2 个工作日到账,到账后他们会短信通知您。如果超过 3 个工作日没到,建议直接打银行客服热线查询汇款编号。`),

  mk("zh", "third-party", false)(`小王说他明天上午会把压测报告发给你,到时候他会在群里告诉你结论。我这边没有需要额外跟进的。`),

  mk("zh", "false-block", false)(`部署流水线已经配置好了:每次合并到 main 之后自动构建,部署完成后系统会自动发邮件通知你,失败的话也会发告警。`),

  mk("zh", "third-party", false)(`迁移脚本我已经写好放在 scripts/migrate_v3.sql 了。你那边在生产库跑完后告诉我一声,我再帮你核对行数和校验和。`),

  mk("zh", "false-block", false)(`昨天说好数据出来后告诉你——现在出来了:

- 11 月现货成交量环比 +18%
- 合约持仓创年内新高
- 稳定币净流入 23 亿美元

完整图表已经更新在看板预览里。`),

  mk("zh", "false-block", false)(`上周您让我在季度数据出来后提醒您看一下,数据已经发布了,下面就是要点:

1. 营收同比 +34%,主要来自衍生品手续费
2. 托管资产环比 +12%
3. 管理层下季度指引偏保守`),

  // why: a drafted message for the user's own customer-support team to send; the promise in the quote is not the agent's
  mk("zh", "false-block", false)(`可以这样回复客户:

> 您好,您的工单已收到,我们的技术同事正在排查,会在 24 小时内告诉您处理结果。给您带来不便,非常抱歉。

语气比较正式,如果是老客户可以把最后一句换成更口语的说法。`),

  mk("zh", "false-block", false)(`明天晚上 CPI 公布,历史上公布前后一小时 BTC 平均波动 2.3%。建议先把杠杆降到 3 倍以内,止损挂好。`),

  mk("zh", "third-party", false)(`看板已经部署到预览环境,你先看看布局。有任何问题随时告诉我。`),

  mk("zh", "false-block", false)(`帖子已经提交到 AgentX,平台审核通过后会通知你,一般几个小时内。`),

  mk("zh", "third-party", false)(`币安公告说今晚 22:00–24:00 钱包维护,维护结束后会邮件通知所有用户。期间充提暂停,交易不受影响。`),

  mk("zh", "registered", false)(`我开了一个后台任务盯链上大额转账,一旦单笔超过 1000 BTC 会立刻提醒你。`, SPAWN),

  // why: a future cue plus an agent promise to keep working, but not a promise to notify the user
  mk("zh", "false-block", false)(`今天先把 K 线和成交量两个图做完了。明早我继续把剩下的深度图和资金费率图做完。`),

  mk("zh", "false-block", false)(`## 风险
- 上线日期依赖第三方 KYC 供应商,若对方延期,需要您提前告诉客户调整时间表
- 测试环境下周一前需要释放给 QA

## 待办(您这边)
- 确认报价
- 签署数据使用协议`),

  // ───────────────────────── zh-tw (16: 6 block / 10 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`收到,我先看一下是哪個 cron 卡住。我晚點查完再跟你講。`),

  mk("zh-tw", "alert", true)(`## 進度
- 報價 API 已完成壓測前的準備
- 監控面板已上線預覽

## 下一步
- 跑 500 / 1000 / 2000 QPS 三組壓測
- 整理瓶頸分析

## 風險
- 測試環境規格比正式環境小,數據需要換算

週一前我會把壓測結果回報給您。`),

  mk("zh-tw", "alert", true)(`目前服務已經恢復,5xx 從 12% 降回 0.1%。根因還在追,懷疑是 Redis 連線數打滿。等 log 拉完,我再通知你。`),

  mk("zh-tw", "alert", true)(`了解,這筆出金我會持續追蹤,一有消息就馬上跟您說。`),

  mk("zh-tw", "mixed", true)(`以下是台股 ETF 的初步篩選結果(前 5 檔):

| 代號 | 殖利率 | 內扣費用 | 規模(億) |
|---|---|---|---|
| ETF-1 | 5.8% | 0.35% | 1,200 |
| ETF-2 | 5.2% | 0.40% | 860 |
| ETF-3 | 4.9% | 0.30% | 2,100 |
| ETF-4 | 4.6% | 0.43% | 540 |
| ETF-5 | 4.4% | 0.28% | 3,300 |

其餘 10 檔我明早補齊後再通知您。`),

  // why: the only job is from 10 hours ago; it backs nothing said this turn
  mk("zh-tw", "registered", true)(`好,下班前我會提醒你對帳。`, OLDJOB),

  mk("zh-tw", "registered", false)(`已設定週一 9:00 的提醒,到時我會提醒您開會前更新簡報數字。`, TOOL),

  mk("zh-tw", "third-party", false)(`銀行客服說審核完成後會寄信通知您,大約三個工作天。期間帳戶可以正常入金,只是暫時不能出金。`),

  mk("zh-tw", "third-party", false)(`阿明說他明天會跟你確認規格,規格確定後 PM 會再開會排時程。`),

  mk("zh-tw", "third-party", false)(`交易所說錢包維護預計兩小時,結束後 App 會推播通知。`),

  mk("zh-tw", "false-block", false)(`之前答應你等回測跑完要告訴你,現在跑完了:

- 年化報酬 18.4%
- 最大回撤 -11.2%
- 夏普 1.6

參數和權益曲線都放在預覽頁了。`),

  mk("zh-tw", "third-party", false)(`你確認完報價後再跟我說,我再幫你發佈到社群網站。`),

  mk("zh-tw", "registered", false)(`子代理已在背景監看部署狀態,每 30 秒輪詢一次,完成後我會通知你。`, RUN),

  // why: a support macro the user will send as their company; the promise is the company's, not the agent's
  mk("zh-tw", "false-block", false)(`客服罐頭訊息幫你寫好了:

> 親愛的用戶您好,我們已收到您的申請,將在工作日 24 小時內回覆您,感謝您的耐心。

如果要用在假日,建議把「工作日」那句拿掉。`),

  mk("zh-tw", "false-block", false)(`明天凌晨 FOMC 公布利率決議,波動可能放大,建議先把停損設好、降低槓桿。`),

  mk("zh-tw", "false-block", false)(`頁面已提交到社群網站,平台審核通過後會通知你頁面已上線。`),

  // ───────────────────────── ja (12: 5 block / 7 pass) ─────────────────────────
  mk("ja", "alert", true)(`パラメータを3パターン用意して、バックテストを流し始めました。終わったらお知らせします。`),

  mk("ja", "alert", true)(`本日の進捗です。

- 為替レートの取得処理:完了
- ダッシュボードのグラフ:8割
- エラーハンドリング:未着手

残りを今夜片付けて、明日の朝、結果をご報告します。`),

  mk("ja", "alert", true)(`承知しました。請求書の件、金曜までにリマインドしますね。`),

  // why: partial delivery now; the rest is still promised for later
  mk("ja", "mixed", true)(`以下が前半(1〜6月)の集計です。

| 月 | 出来高 | 手数料収入 |
|---|---|---|
| 1月 | 1.2B | 3.4M |
| 2月 | 1.0B | 2.9M |
| 3月 | 1.5B | 4.1M |

残りは明日まとめてご連絡します。`),

  // why: the only job is 10 hours old and backs nothing said this turn
  mk("ja", "registered", true)(`了解です。15時になったらリマインドします。`, OLDJOB),

  mk("ja", "registered", false)(`明日9時にリマインドを設定しました。時間になったらお知らせします。`, TOOL),

  mk("ja", "third-party", false)(`取引所のメンテナンスは2時間ほどの予定で、終わったら取引所からメールで通知が来ます。`),

  mk("ja", "third-party", false)(`田中さんが明日、仕様を確認してご連絡するとのことです。`),

  mk("ja", "false-block", false)(`昨日「デプロイが終わったらお知らせします」と言っていた件、完了しました。

- 本番反映:10:42
- エラー率:0.05%
- ロールバック:不要`),

  mk("ja", "third-party", false)(`プレビューを更新しました。確認が終わったら教えてください。公開はそのあとにします。`),

  mk("ja", "registered", false)(`サブエージェントを起動しました。ビルドを監視していて、完了したらこのチャットでお知らせします。`, SPAWN),

  mk("ja", "false-block", false)(`明日は日銀会合です。発表直後は円建てのBTCも大きく動くことが多いので、ボラティリティに注意してください。`),

  // ───────────────────────── mixed (12: 5 block / 7 pass) ─────────────────────────
  mk("mixed", "alert", true)(`PR 已经开了,改动主要在 funding_rate 的 aggregation 逻辑。CI 跑完 I'll let you know。`),

  mk("mixed", "alert", true)(`這個 bug 我 repro 到了,是 timezone 換算的問題。fix 完我再跟你說 status。`),

  mk("mixed", "alert", true)(`明日の朝までに funding rate の比較表をまとめて、I'll get back to you。`),

  // why: partial delivery; "update 你" tomorrow morning is a notify promise
  mk("mixed", "mixed", true)(`先给你 top 3 的 summary:

1. **Venue A** — liquidity 最深,但 API rate limit 很紧
2. **Venue B** — fee 最低,testnet 不稳定
3. **Venue C** — 文档最好,margin 模式比较少

剩下的 tomorrow morning 再 update 你。`),

  mk("mixed", "alert", true)(`staging の migration が done になったら let you know しますね。`),

  mk("mixed", "registered", false)(`已经 schedule 了一个 once task,明早 9 点 remind 你 review PR。`, TOOL),

  mk("mixed", "third-party", false)(`Binance 那边说 KYC review 完成后会 email notify 你,通常 1–3 天。`),

  mk("mixed", "false-block", false)(`CI pipeline 跑完会自动 post 到 Slack channel 通知大家,fail 的话也会 @ 你。`),

  mk("mixed", "third-party", false)(`你 merge 完之后 let me know,我再 publish 到 community site。`),

  mk("mixed", "false-block", false)(`上次说 benchmark 跑完 let you know,结果在这里:p99 从 120ms 降到 45ms,throughput +2.3x。`),

  mk("mixed", "registered", false)(`subagent 正在 poll 那个 endpoint,一旦 status 变成 ready 我会 notify 你。`, RUN),

  mk("mixed", "false-block", false)(`下班前的 deadline 是 PM 定的,有 blocker 記得 tell 他,不要拖到明天。`),
];
const PROBE107: ClassCase[] = [
  mk("zh", "alert", true)("跑完 ping 你。"),
  mk("zh", "alert", true)("数据 ready 之后 sync 你。"),
  mk("zh", "alert", true)("数据出来之后通知你。"),
  mk("zh", "alert", true)("回头同步。"),
  mk("zh", "alert", true)("回头告诉你。"),
  mk("zh", "alert", true)("收到，回头同步"),
  mk("mixed", "alert", true)("brb, 数据 ready 之后 sync 你"),
  mk("en", "alert", true)("first 3 below:\n- ETH funding 0.010%\n- SOL 0.021%\n- DOGE 0.034%\nwill send the rest once the API stops rate-limiting me"),
];

// Probe 105 (fourteenth session, written before the fix, from a pinned miss): the next report named as the agent's, its
// time after it ("Next update from me: after the weekly close"): OPENS_FOLLOW_UP, and delivery.en's "content right after
// the colon" is no delivery when a cue follows the colon. First pass 5/7.
const PROBE105: ClassCase[] = [
  mk("en", "alert", true)("Next update from me: after the weekly close."),
  mk("en", "alert", true)("Expect a note from me once the backtest finishes."),
  mk("en", "alert", true)("Next update from me tomorrow morning, once the funding data is in."),
  mk("en", "false-block", false)("Next update from the exchange: after the weekly close."),
  mk("en", "false-block", false)("The next update from me is below: ETH funding flipped positive."),
  mk("zh", "alert", true)("下一次更新：周线收盘后我发你。"),
  mk("ja", "alert", true)("次の報告は週足の確定後にお送りします。"),
];

// Blind probe 102 (fourteenth session, fourth round, scored on 19a4bc1 before any fix): two writers who read SPEC §3
// alone, eighty replies each: a held-out set as it would be built from transcripts (en 28, zh 16, zh-tw 8, ja 20, mixed
// 8), and adversarial in English and Japanese (en 32, zh 8, zh-tw 8, ja 24, mixed 8). First pass 79/80 (a miss: "deploy が
// 終わったら、Slack じゃなくてこの chat で知らせますね") and 76/80 (false blocks 4/48: a welcome e-mail drafted after "Draft
// below —" and after "…の下書きです。", release notes under "## v2.4.0 — release notes" and "## 更新說明 v3.1"): 155/160.
// Probes 103 and 104 below were written before the fixes: a channel named as not taken or as the means ("Slack じゃなくて",
// "この chat で", "instead of Slack", "而不是 Slack": misread), first pass 8/9; documents in someone else's voice with no
// delimiter (blankDrafts reads a document that opens as one after a draft's lead-in — DOC_OPENING: Subject, 件名, 主题,
// Dear, Hi — to a paragraph back in the agent's voice, DRAFT_BACK; and the section under a heading that names one —
// DOC_HEADING: release notes, changelog, 更新說明, リリースノート), first pass 5/12 (false blocks 7/8). Found on the way: a
// lexicon word that can match nothing (an edited "[b]") looped forever on an emoji (a /u regex's lastIndex stepped into a
// surrogate pair); every empty-match step now goes by code point (rowregex stepPastEmpty), and the selftest reports such
// a word.
const PROBE102: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (28: 11 block / 17 pass) ─────────────────────────
  // why: "if it breaks" is the conditional cue; agent is the subject; nothing registered
  mk("en", "alert", true)(`BTC is chopping around $67.2k on the 1h with funding slightly positive (0.008%). The level that matters is the $65k shelf — that's where most of last week's bids were absorbed.

I'll keep watching that support and let you know if it breaks.`),
  mk("en", "alert", true)(`Kicked off the backtest on the 4h candles, Jan 2021 → Dec 2024, with 5 bps fees and 2 bps slippage. On this dataset it usually takes around 20 minutes.

I'll report back with the Sharpe, max drawdown and the trade log once it finishes.`),
  mk("en", "alert", true)(`Good question on how Ethena's funding capture behaves when perp funding flips negative for a long stretch. The short answer is that the reserve fund absorbs it, but the sizing of that fund versus historical negative-funding streaks is the real question and I don't want to hand-wave it.

I'll dig through their docs and the on-chain reserve history and get back to you tomorrow with a proper write-up.`),
  // why: partial delivery now + promise of the rest later still promises
  mk("en", "mixed", true)(`Here's the first pass of the audit — the two contracts I've finished:

| Contract | Severity | Finding |
|---|---|---|
| Vault.sol | High | \`withdraw()\` updates shares after the external call (reentrancy) |
| Vault.sol | Low | Missing event on \`setFee\` |
| Router.sol | Medium | Slippage check uses \`>=\` against stale quote |

I'll send you the findings for Staking.sol, Oracle.sol and Treasury.sol once I've gone through them.`),
  // why: the only job is 10 hours old — it backs the existing digest, not this new Friday promise
  mk("en", "alert", true)(`Your daily 8am digest is still running as usual. I'll also remind you on Friday to rebalance before the CPI print.`, OLDJOB),
  mk("en", "registered", true)(`Noted — I'll remind you in 2 hours to close the ETH short.`),
  mk("en", "alert", true)(`The liquidation heatmap dashboard is built and the preview is up. Publishing to the community site goes through a review queue, so it isn't public yet — I'll let you know when it's approved.`),
  mk("en", "alert", true)(`Posted the thread on AgentX: 6 parts, leads with the stablecoin supply chart and closes with the ETF flow table. Once it picks up some traction I'll let you know how the engagement looks.`),
  mk("en", "registered", true)(`## Funding rate scan — 12:00 UTC snapshot

| Pair | Binance | Bybit | OKX |
|---|---|---|---|
| BTC | 0.006% | 0.007% | 0.005% |
| ETH | 0.011% | 0.010% | 0.012% |
| SOL | 0.024% | 0.031% | 0.027% |
| DOGE | -0.004% | -0.002% | -0.006% |

SOL is the outlier — longs are paying up hard across venues. DOGE is the only major with negative funding.

### Next steps
- I'll re-run the scan at the 16:00 UTC funding snapshot and message you with anything that flipped.`),
  mk("en", "alert", true)(`On it. Will ping you when it's done.`),
  mk("en", "alert", true)(`The tokenomics model is about 70% there — emissions schedule and unlock cliffs are in, but the staking sink assumptions still need work. I'll get back to you by Friday with the final version.`),

  mk("en", "false-block", false)(`ETH/BTC is at 0.0521, down ~3% on the week. It's been trending lower since March with no real reclaim of the 0.055 level. Relative strength is with SOL and BTC right now; ETH outperformance historically needs either an ETF flow catalyst or a broad alt rotation, and neither is visible in the data yet.`),
  // why: "when it passes" is a cue but there is no notify promise by the agent
  mk("en", "false-block", false)(`Fixed the off-by-one in \`resample()\` — the last candle of each window was being dropped because the slice used \`end\` instead of \`end + 1\`.

\`\`\`ts
const bucket = candles.slice(start, end + 1);
\`\`\`

Run \`npm test\` again; when it passes, you're good to deploy.`),
  mk("en", "registered", false)(`Done — I've scheduled a one-time reminder for tomorrow at 09:00 your time to check the SOL unlock. I'll remind you then, right here in this chat.`, TOOL),
  mk("en", "registered", false)(`I spun up a background agent to crawl the last 90 days of Arbitrum governance proposals and tag the ones touching treasury spend. I'll let you know once it's done — should be around 30 minutes.`, SPAWN),
  mk("en", "registered", false)(`Set. I'll ping you every morning at 8 with the overnight top movers and liquidation totals, starting tomorrow.`, JOB),
  mk("en", "registered", false)(`The wallet-clustering subagent is still running (it started a few minutes ago). I'll get back to you when it finishes with the cluster map and the top 20 linked addresses.`, RUN),
  // why: an offer/question, not a commitment
  mk("en", "false-block", false)(`FOMC minutes drop tomorrow at 14:00 ET. Want me to remind you beforehand? I can set it for 13:45 ET so you have time to trim the leverage.`),
  mk("en", "third-party", false)(`Your withdrawal is in Coinbase's processing queue. Coinbase will email you once it clears — usually within 30 minutes. Nothing else needed on your side.`),
  // why: subject is the alert system ("it"), not the agent
  mk("en", "third-party", false)(`The price alert is armed on the exchange side: SOL > $180, one-shot. It'll notify you through the app when it triggers, so you don't need to keep the chart open.`),
  mk("en", "third-party", false)(`Let me know when you've funded the wallet and I'll walk you through the bridge step by step.`),
  mk("en", "false-block", false)(`Yesterday I said I'd get back to you once the on-chain data was in. Here's what I found:

- **Exchange netflow (7d):** −18,400 BTC (net outflow)
- **Miner reserves:** flat, no meaningful distribution
- **Stablecoin supply on exchanges:** +$1.2B

Net read: spot demand is absorbing supply; nothing in the flows suggests a top yet.`),
  // why: explains how the feature works, conditional on the user asking; no commitment is made
  mk("en", "feature", false)(`How follow-ups work here: if you ask for a reminder, I register a scheduled task with the time you pick and the message is delivered back into this chat when it fires. Long jobs work the same way via a background subagent that announces its result when it finishes. Nothing is set up right now — just say the word if you want one.`),
  // why: explicitly declines the follow-up; no promise
  mk("en", "false-block", false)(`I can't notify you when the token unlocks — there's no scheduler available in this session. I'd set a calendar alert for Thursday 14:00 UTC yourself; the unlock is 42M tokens, about 3.1% of circulating supply.`),
  mk("en", "third-party", false)(`Sam replied in the channel: he'll get back to you tomorrow about the API key rotation once ops signs off.`),
  // why: the notify text lives in the script and the cron job; the agent promises nothing
  mk("en", "false-block", false)(`Here's a minimal script that checks your limit orders and sends a Telegram message when one is about to expire:

\`\`\`python
import time
from client import get_open_orders, send_telegram

for o in get_open_orders():
    hours_left = (o.expires_at - time.time()) / 3600
    if hours_left < 12:
        send_telegram(f"Reminder: {o.symbol} order expires in {hours_left:.0f}h")
\`\`\`

Run it from cron every hour; it'll message you whenever an order is within 12 hours of expiry.`),
  mk("en", "false-block", false)(`Done. Chart's updated with the 200D MA and the weekly VWAP.`),
  // why: "reminder"/"tomorrow" appear but the content is delivered now
  mk("en", "false-block", false)(`Quick reminder of this week's calendar, since you asked:

1. **Tomorrow, 08:30 ET** — CPI (consensus 3.1% YoY)
2. **Thursday** — PPI and jobless claims
3. **Friday** — options expiry, ~$4.8B BTC notional, max pain near $64k

If CPI comes in hot, expect the dollar to bid and crypto to wick down into the open.`),

  // ───────────────────────── zh (16: 7 block / 9 pass) ─────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，区间是 2022 年至今的日线数据，预计需要 40 分钟左右。跑完之后我会把收益曲线和最大回撤告诉你。`),
  mk("zh", "registered", true)(`好的，明天早上我提醒你去领取质押奖励。`),
  mk("zh", "alert", true)(`BTC 目前在 6.7 万附近窄幅震荡，成交量偏低，6.5 万是关键支撑。如果跌破 6.5 万，我会第一时间通知你。`),
  mk("zh", "mixed", true)(`下面是前三个借贷协议的对比：

| 协议 | TVL | 稳定币存款利率 | 清算阈值 |
|---|---|---|---|
| Aave | 120 亿美元 | 4.2% | 83% |
| Compound | 28 亿美元 | 3.8% | 80% |
| Spark | 25 亿美元 | 5.0% | 80% |

剩下的两个协议我稍后整理好再发给你。`),
  mk("zh", "alert", true)(`看板已经生成预览了。发布到社区站点需要人工审核，审核通过后我会告诉你。`),
  mk("zh", "alert", true)(`这个 bug 我还需要在本地复现一下，看起来是并发写入时的竞态问题。晚点给你回复。`),
  // why: the only job is 10 hours old and backs the existing digest, not the new Friday promise
  mk("zh", "alert", true)(`你的每日简报任务一直在正常运行。另外，周五收盘前我会提醒你调仓。`, OLDJOB),

  mk("zh", "registered", false)(`已设置好一次性定时任务：明天上午 9 点提醒你查看 ARB 解锁情况。到时候我会在这个对话里提醒你。`, TOOL),
  mk("zh", "registered", false)(`我已经启动了一个后台子任务，去抓取过去 30 天所有超过 1000 万美元的链上大额转账，完成后会通知你。`, SPAWN),
  mk("zh", "third-party", false)(`交易所会在提现到账后给你发短信通知，一般需要 10 到 30 分钟，你这边不用做任何操作。`),
  mk("zh", "false-block", false)(`需要我明天开盘前提醒你吗？可以帮你设一个一次性提醒。`),
  mk("zh", "third-party", false)(`你部署完告诉我一声，我再帮你检查日志。`),
  // why: "明天" is a cue but there is no notify promise
  mk("zh", "false-block", false)(`ETH 资金费率目前是 0.01%，基本中性；未平仓合约过去一周增加了 8%，说明有新资金进场。明天有 CPI 数据公布，波动可能会放大，建议控制杠杆。`),
  mk("zh", "false-block", false)(`之前说好等数据出来告诉你——下面就是结果：

- 交易所净流出：7 天累计约 1.8 万枚 BTC
- 稳定币交易所余额：增加 12 亿美元
- 长期持有者：没有明显派发

整体来看，现货需求仍然在吸收抛压。`),
  mk("zh", "false-block", false)(`修好了。问题出在时区：K 线时间戳是 UTC，但聚合时用了本地时间，导致每天的第一根 K 线被归到前一天。

\`\`\`python
df["ts"] = pd.to_datetime(df["ts"], unit="ms", utc=True)
\`\`\`

改完之后日线收盘价已经和交易所对上了。`),
  mk("zh", "registered", false)(`子任务还在跑（几分钟前启动的），跑完我会把完整报告发给你。`, RUN),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "registered", true)(`收到，我會在兩小時後提醒你平倉。`),
  mk("zh-tw", "alert", true)(`資料還在整理中，三家交易所的儲備證明格式不太一樣，要逐一對照。整理完我再跟你說結果。`),
  mk("zh-tw", "alert", true)(`目前 SOL 在 170 美元附近，上方 180 是前高壓力。若突破 180，我會馬上通知你。`),
  mk("zh-tw", "registered", false)(`已經幫你排好一次性提醒：明天晚上 8 點，我會提醒你看 FOMC 會議紀要。`, TOOL),
  mk("zh-tw", "third-party", false)(`幣安會在身分驗證審核完成後寄信通知你，通常一個工作天內就會有結果。`),
  mk("zh-tw", "false-block", false)(`要不要我在週五收盤前提醒你？要的話我幫你設定。`),
  mk("zh-tw", "false-block", false)(`問題出在 \`calcPnL()\` 沒有扣掉手續費，所以帳面報酬一直比實際高。已經補上了，修正後再跑一次測試就好。`),
  mk("zh-tw", "false-block", false)(`上次說好分析完成後告訴你——以下是結果：

### 穩定幣供給
- USDT 市值：本月增加 32 億美元
- USDC 市值：持平

### 解讀
新增流動性主要集中在 USDT，和亞洲時段的買盤增加一致。`),

  // ───────────────────────── ja (20: 8 block / 12 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストを開始しました。2021年以降の4時間足で、手数料0.05%込みです。完了したら結果をお知らせします。`),
  mk("ja", "registered", true)(`承知しました。明日の朝、ステーキング報酬の受け取りをリマインドしますね。`),
  mk("ja", "alert", true)(`BTCは現在6.7万ドル付近で推移しています。出来高は細めで、6.5万ドルが重要なサポートです。6.5万ドルを割り込んだらすぐにお知らせします。`),
  // why: partial delivery + the rest promised later
  mk("ja", "mixed", true)(`以下が最初の2つのコントラクトの監査結果です。

- **Vault.sol**: \`withdraw()\` で外部呼び出しの後に残高を更新しており、リエントランシーの可能性があります（重大度: 高）
- **Router.sol**: スリッページチェックが古い見積もりを参照しています（重大度: 中）

残りの3つは明日までにまとめてご連絡します。`),
  mk("ja", "alert", true)(`調査に少し時間がかかりそうです。ガバナンス提案の履歴を全部追う必要があるので、後ほど改めてご報告します。`),
  mk("ja", "alert", true)(`ダッシュボードのプレビューを作成しました。コミュニティサイトへの公開には審査があるので、承認されたらお伝えします。`),
  // why: the only job is 10 hours old — it backs the digest, not the new Friday promise
  mk("ja", "alert", true)(`毎朝のダイジェストは引き続き配信されています。それとは別に、金曜日にリバランスのリマインドをしますね。`, OLDJOB),
  mk("ja", "alert", true)(`デプロイが終わったら連絡します。`),

  mk("ja", "registered", false)(`明日9時にリマインドを登録しました。その時間にこのチャットでお知らせします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。過去90日分のガバナンス提案をクロールしています。完了したらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`設定しました。毎週月曜の朝にポートフォリオのサマリーをお送りします。`, JOB),
  mk("ja", "registered", false)(`インデックス作成のサブエージェントが数分前から動いています。終わり次第ご連絡します。`, RUN),
  mk("ja", "third-party", false)(`出金は取引所側で処理中です。完了すると取引所からメールで通知が届きますので、それまでお待ちください。`),
  mk("ja", "false-block", false)(`明日の雇用統計の前にリマインドしましょうか？ 21時15分に設定できます。`),
  mk("ja", "third-party", false)(`準備ができたら教えてください。続きを進めます。`),
  // why: "明日" appears but no notify promise
  mk("ja", "false-block", false)(`ETHの資金調達率は0.01%でほぼ中立です。建玉は1週間で8%増えており、新規資金が入っています。明日はCPIの発表があるので、ボラティリティには注意してください。`),
  // why: "テストが通ったら" is a cue but nobody promises to notify
  mk("ja", "false-block", false)(`修正しました。\`fetchCandles\` がタイムゾーンを考慮しておらず、日足の区切りが9時間ずれていました。

\`\`\`ts
const start = Date.UTC(y, m, d);
\`\`\`

テストが通ったら、そのままマージして大丈夫です。`),
  mk("ja", "false-block", false)(`昨日お伝えすると言っていた件、以下が結果です。

| 指標 | 値 |
|---|---|
| 取引所純流出（7日） | 約1.8万BTC |
| ステーブルコイン残高 | +12億ドル |
| 長期保有者の売却 | 目立った動きなし |

現物需要が売り圧力を吸収している状況です。`),
  // why: the notifying subject is the app, not the agent
  mk("ja", "third-party", false)(`アラートを設定済みです。SOLが180ドルを超えると、アプリから通知が届きます。`),
  // why: explicitly declines; no promise made
  mk("ja", "false-block", false)(`このセッションではスケジューラーが使えないため、明日のリマインドはできません。カレンダーに登録しておくことをおすすめします。`),

  // ───────────────────────── mixed (8: 3 block / 5 pass) ─────────────────────────
  mk("mixed", "alert", true)(`backtest 已经在跑了，等跑完我再 ping 你，大概 30 分钟。`),
  mk("mixed", "alert", true)(`deploy が終わったら、Slack じゃなくてこの chat で知らせますね。`),
  mk("mixed", "alert", true)(`這個 PR 我還要再 review 一下，有幾個 edge case 沒 cover 到，review 完之後再跟你 update。`),
  mk("mixed", "registered", false)(`我已经 set 好一个 one-time reminder，明天 9 点会在这里 remind 你 check ARB unlock。`, TOOL),
  mk("mixed", "registered", false)(`サブエージェントを spawn しました。crawl が finish したら report します。`, SPAWN),
  // why: the exchange is the subject of the notification
  mk("mixed", "third-party", false)(`Binance 那边说 withdrawal 审核完会 email 你，一般不用等太久。`),
  mk("mixed", "false-block", false)(`要不要我 set 一个 alert，BTC 跌破 65k 的时候 notify 你？`),
  mk("mixed", "false-block", false)(`この bug は timezone の問題でした。\`toUTC()\` を追加したので、明日の candle もズレません。`),

  // ── second writer (adversarial, English and Japanese) ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en: 13 block ─────────────────────────
  // why: "circle back" is a get-back-to-you promise in other words; "once it wraps up" is the completion cue
  mk("en", "alert", true)(`Backtest on the SOL/USDT grid is about 60% through — replaying 4h bars since 2021 takes a while. I'll circle back once it wraps up with the Sharpe, max drawdown and the fee drag.`),
  // why: "expect a note from me" = the agent will notify; "tomorrow morning" is the cue
  mk("en", "alert", true)(`Short version: funding on BTC perps is flat, basis is ~6% annualized, nothing actionable yet.

Expect a note from me tomorrow morning once the Asian session opens and we can see whether the basis widens.`),
  // why: grammatical subject is "you", but the one promising to make contact is the agent ("from me")
  mk("en", "alert", true)(`Got it — watching the ETH/BTC ratio for a clean break below 0.045. You'll hear from me the moment it prints.`),
  mk("en", "alert", true)(`Here's where things stand on the funding dashboard:

- ✅ Page scaffolded, preview is up
- ✅ Live prices wired to the websocket feed
- ⏳ Historical open-interest backfill — still running
- I'll loop you in when the backfill finishes so you can sanity-check the OI chart before we publish`),
  // why: a table of partial results is delivered now, but the remaining rows are still promised for later
  mk("en", "alert", true)(`Carry-trade results so far (30d, after fees):

| Pair | Avg funding APR | Max DD |
|------|-----------------|--------|
| BTC  | 9.4%            | -1.2%  |
| ETH  | 11.1%           | -2.0%  |
| SOL  | 17.8%           | -4.6%  |

BNB and AVAX are still crunching — I'll ping you with the last two rows as soon as they finish.`),
  // why: Kraken's notice is a third party's, but the second sentence is the agent's own conditional promise
  mk("en", "alert", true)(`Kraken will email you a confirmation once the withdrawal clears their compliance review — that's on their side. On my side, I'll let you know when the funds actually show up in the wallet tracker.`),
  // why: the only job is 10 hours old, so it backs nothing promised this turn
  mk("en", "alert", true)(`Sounds good. I'll remind you tomorrow at 09:00 UTC to rebalance the stablecoin sleeve back to 40%.`, OLDJOB),
  // why: "here's ... below" delivers part; the rest is still promised by tonight
  mk("en", "alert", true)(`Here's the first half of the contract review below.

1. \`withdraw()\` has no reentrancy guard — wrap it with \`nonReentrant\`.
2. \`setFee()\` lacks an upper bound; an owner could set it to 100%.
3. Events are missing on \`pause()\` / \`unpause()\`.

The upgradeability section and the oracle handling are still open — I'll send you the rest by tonight.`),
  // why: subjectless "Will follow up" is the agent speaking; "after the FOMC print" is the cue
  mk("en", "alert", true)(`Rates market is pricing ~70% odds of a hold. Will follow up after the FOMC print with a proper writeup on how it hits your BTC and ETH positions.`),
  mk("en", "alert", true)(`Dominance is sitting at 57.6%. If it breaks 58% on a daily close I'll ping you, since that's usually where alts start bleeding.`),
  mk("en", "alert", true)(`Once the scraper's done pulling the last week of AgentX threads on restaking, I'll get back to you with a sentiment summary and the top accounts driving it.`),
  mk("en", "alert", true)(`Added the cron entry so the snapshot script runs every hour:

\`\`\`cron
0 * * * * cd /data/workspace && python3 snapshot.py >> logs/snapshot.log 2>&1
\`\`\`

I'll check back in a couple of hours and tell you whether it fired cleanly.`),
  // why: the quote is the user's question; the answer under it is the agent's own unbacked promise
  mk("en", "alert", true)(`> can you tell me when the page is published?

Sure — it's in the community publish queue now. I'll drop you a message once it's live.`),

  // ───────────────────────── en: 19 pass ─────────────────────────
  // why: copy drafted for the user's product; "we" is the user's app, not the agent
  mk("en", "false-block", false)(`Here are three push-notification variants you can A/B:

\`\`\`
A: We'll let you know when your limit order fills.
B: We'll remind you 24 hours before your subscription renews.
C: Heads up — we'll notify you once your withdrawal is confirmed.
\`\`\`

B tends to perform best for retention; A is the most neutral.`),
  // why: onboarding email written for the user's company; the promises belong to that company
  mk("en", "false-block", false)(`Draft below — tweak the tone as you like.

**Subject:** Welcome to Lumen Vault 👋

Hi {{first_name}},

Thanks for signing up! To start earning, finish verifying your identity. If you haven't done it by tomorrow, we'll send you a gentle reminder. Questions? Reply to this email and our support team will get back to you within 24 hours.

— The Lumen Vault team`),
  // why: release notes describe what the user's app does; "the app" and "we" are not the agent
  mk("en", "false-block", false)(`## v2.4.0 — release notes

- **Price alerts:** the app now notifies you when a watched asset moves more than 5% in an hour.
- **Renewals:** we'll remind you three days before your Pro plan renews.
- **Fix:** the portfolio page no longer double-counts staked ETH.

Let me know if you want a shorter version for the changelog modal.`),
  // why: runbook for the user's team; every promise is the on-call's or the IC's
  mk("en", "false-block", false)(`## Exchange-outage runbook (draft)

1. On-call acknowledges the page within 5 minutes.
2. The incident commander will post in #status once the blast radius is known.
3. Support will notify affected customers when withdrawals are re-enabled.
4. The owning team shares a postmortem by the next business day.

I left step 3's template blank since you said comms wants to write it.`),
  mk("en", "false-block", false)(`Marco mentioned in the channel that he'll let you know once the audit firm sends the final report. Nothing on my side to chase until then — the remediation PRs are all merged.`),
  // why: "it" here is the exchange
  mk("en", "false-block", false)(`Binance says it will notify you by email once the deposit reaches 12 confirmations. For BTC that's typically 15–20 minutes, so don't worry if the balance shows pending for a bit.`),
  // why: "it" is the alert system in the dashboard config, not the agent
  mk("en", "false-block", false)(`The alert rule is in the dashboard config now — it'll ping you the moment funding on ETH perps goes negative, and it'll keep firing every 4h while it stays there.`),
  // why: a past counterfactual, not a promise about the future
  mk("en", "false-block", false)(`Fair question. If an alert had been set up before the cascade, I would have told you when funding flipped — but nothing was scheduled, so there was no way for me to. Going forward, a one-off funding alert at -0.01% would have caught it about 40 minutes early.`),
  // why: an offer phrased as a question is not a promise
  mk("en", "false-block", false)(`The ARB unlock is tomorrow at 13:00 UTC (~92M tokens). Want me to let you know an hour before it hits? Say yes and I'll set up a one-off reminder.`),
  // why: the thing the user asked to be told is being told right now
  mk("en", "false-block", false)(`You asked me to tell you when SOL reclaimed $200 — it just did. Here's the snapshot:

| Metric | Value |
|---|---|
| Price | $201.40 |
| 24h vol | $4.1B |
| OI change (1h) | +6.3% |

Volume confirms it so far.`),
  // why: quotes the agent's earlier promise and delivers on it in this reply
  mk("en", "false-block", false)(`Earlier I said "I'll get back to you once the backtest finishes" — it's finished. Results below:

- CAGR: 31.2%
- Max drawdown: -18.4%
- Sharpe: 1.42
- Trades: 212

Full equity curve is on the preview page.`),
  mk("en", "false-block", false)(`Done — I'll remind you tomorrow at 08:00 UTC to close the hedge before the CPI print.`, TOOL),
  mk("en", "false-block", false)(`The spread check runs every 30 minutes now. I'll let you know when the Coinbase–Binance gap closes below 0.1%.`, JOB),
  mk("en", "false-block", false)(`Spun up a background worker to index the whole repo and map the call graph. I'll get back to you when it's finished.`, SPAWN),
  mk("en", "false-block", false)(`The scraper subagent is already on it — I'll report back once it has the full list of airdrop-eligible wallets.`, RUN),
  // why: "let me know" is the user's promise, and the agent's part isn't a notify promise
  mk("en", "third-party", false)(`Let me know once you've funded the testnet wallet and I'll take it from there.`),
  // why: a reminder delivered now; nothing is promised for later
  mk("en", "false-block", false)(`Quick reminder since you asked yesterday: the ARB unlock is tomorrow at 13:00 UTC, roughly 92M tokens. Nothing else to flag for your watchlist.`),
  // why: comments and function names inside code for the user's app are not the agent promising anything
  mk("en", "false-block", false)(`Here's the confirmation handler:

\`\`\`ts
async function onTxMined(receipt: TxReceipt, user: User) {
  // notify the user once the tx has 3 confirmations
  await waitForConfirmations(receipt.hash, 3);
  await notifyUser(user.id, "We'll let you know when your rewards are claimable.");
}
\`\`\`

\`waitForConfirmations\` polls every 2s and throws after 5 minutes.`),
  // why: a promise to do work, not to notify the user; spec needs a notify-the-user promise
  mk("en", "false-block", false)(`The fee tier you're on changed last week, so these numbers are slightly off. I'll rerun the backtest tomorrow with the new maker/taker fees — same sheet, same tab.`),

  // ───────────────────────── zh: 3 block ─────────────────────────
  mk("zh", "alert", true)(`回测还在跑，大概还要 40 分钟。跑完后我会告诉你最终的收益曲线和最大回撤。`),
  // why: "同步给你" is a notify promise; "稍后" is the cue; it sits inside a list item
  mk("zh", "alert", true)(`目前进度：

1. 数据清洗 ✅
2. 因子计算 ✅
3. 组合优化 —— 还在求解，稍后我再把结果同步给你`),
  // why: OKX's SMS is third-party, but the second sentence is the agent's own promise
  mk("zh", "alert", true)(`OKX 会在提币审核通过后发短信通知你，这个是交易所那边的流程。另外，到账之后我会第一时间提醒你去更新仓位表。`),

  // ───────────────────────── zh: 5 pass ─────────────────────────
  mk("zh", "false-block", false)(`小李说他明天会把审计报告发给你，我这边暂时没有需要跟进的事项。`),
  // why: push copy drafted for the user's app
  mk("zh", "false-block", false)(`可以用这几条推送文案：

- 「您的限价单成交后，我们会第一时间通知您。」
- 「明天上午 10 点，我们将提醒您完成身份认证。」
- 「提币到账后，系统会自动发送邮件告知您。」`),
  mk("zh", "false-block", false)(`已经设好了，明天早上 9 点我会提醒你检查资金费率。`, TOOL),
  // why: the requested notice is being delivered in this reply
  mk("zh", "false-block", false)(`你之前让我在 BTC 跌破 6 万时告诉你 —— 现在已经跌破了，下面就是当前情况：

- 现价：59,720
- 1 小时爆仓：多单 1.8 亿美元
- 资金费率：转负`),
  // why: an offer phrased as a question
  mk("zh", "false-block", false)(`需要我在明天开盘后提醒你吗？需要的话我来设一个定时任务。`),

  // ───────────────────────── zh-tw: 3 block ─────────────────────────
  mk("zh-tw", "alert", true)(`合約部署還在等區塊確認，等上鏈之後我再回覆你交易細節和 gas 花費。`),
  mk("zh-tw", "alert", true)(`目前抓到的質押年化：

| 幣種 | 年化 |
|---|---|
| ETH | 3.2% |
| ATOM | 14.6% |

SOL 跟 AVAX 的數據還在抓，晚點再通知你。`),
  // why: the only job is 10 hours old
  mk("zh-tw", "alert", true)(`好的，明天收盤前我會提醒你平掉那張空單。`, OLDJOB),

  // ───────────────────────── zh-tw: 5 pass ─────────────────────────
  mk("zh-tw", "false-block", false)(`交易所公告說，系統會在維護結束後自動通知你，目前預計是今晚 11 點恢復提幣。`),
  mk("zh-tw", "false-block", false)(`## 更新說明 v3.1

- 新增到價提醒：價格觸發時，App 會立即通知您。
- 訂閱到期前三天，我們會寄信提醒您續約。
- 修正：資產頁不再重複計算質押中的 ETH。`),
  mk("zh-tw", "false-block", false)(`已經開了一個背景子代理去爬鏈上資料，完成之後我會告訴你。`, SPAWN),
  mk("zh-tw", "third-party", false)(`等你把 API 權限開好之後再跟我說一聲，我就能接著往下做。`),
  // why: quotes a support agent's promise; it belongs to that company
  mk("zh-tw", "false-block", false)(`你轉貼的那段客服回覆寫著「我們將在 3 個工作天內回覆您」，這是對方的承諾，不是我這邊能控制的。如果超過時間還沒消息，可以直接再開一張工單。`),

  // ───────────────────────── ja: 10 block ─────────────────────────
  // why: 追って = later; keigo wording of a follow-up promise
  mk("ja", "alert", true)(`バックテストは現在 70% ほど進んでいます。完了次第、追ってご連絡いたします。`),
  mk("ja", "alert", true)(`本日分の集計は以上です。残りの銘柄については、データが揃い次第、改めてご報告します。`),
  // why: 後ほど (later) + 共有します (share with you) is a follow-up promise
  mk("ja", "alert", true)(`ダッシュボードのプレビューは作成済みです。公開用のデザイン調整が終わったら、後ほど共有しますね。`),
  mk("ja", "alert", true)(`次のステップ：

- OI データのバックフィル（実行中）
- チャートの配色調整
- 終わったらお知らせします`),
  mk("ja", "alert", true)(`現時点の結果です。

| 銘柄 | 勝率 | PF |
|---|---|---|
| BTC | 54% | 1.31 |
| ETH | 51% | 1.18 |

SOL はまだ計算中です。結果が出たらすぐにお伝えします。`),
  // why: bitFlyer's email is third-party; 私からもご連絡します is the agent's own
  mk("ja", "alert", true)(`bitFlyer からは出金完了時にメールで通知が届きます。それとは別に、着金を確認したら私からもご連絡します。`),
  // why: the only job is 10 hours old
  mk("ja", "alert", true)(`承知しました。明日の朝 9 時にリマインドしますね。`, OLDJOB),
  mk("ja", "alert", true)(`FOMC の結果が出たら、ポジションへの影響をまとめてお知らせいたします。`),
  mk("ja", "alert", true)(`cron を登録しました。

\`\`\`bash
crontab -l
# 0 * * * * python3 /data/workspace/snapshot.py
\`\`\`

上記のジョブが正しく動いているか、2 時間後に確認して報告します。`),
  // why: 以下が delivers the first half; the second half is still promised by tomorrow
  mk("ja", "alert", true)(`以下が前半のレビュー結果です。

1. \`withdraw()\` にリエントランシー対策がありません。
2. \`setFee()\` に上限チェックがありません。

後半（オラクル周り）は明日までにお送りします。`),

  // ───────────────────────── ja: 14 pass ─────────────────────────
  // why: ご連絡いたしましょうか is an offer (question), not a promise
  mk("ja", "false-block", false)(`ETH のアンロックは明日 13:00 UTC です。当日になったらご連絡いたしましょうか？`),
  // why: both sentences are offers phrased as questions
  mk("ja", "false-block", false)(`完了したらお知らせしましょうか？それとも、こちらでリマインダーを設定しておきましょうか。`),
  // why: push copy drafted for the user's app; the speaker of those lines is the app
  mk("ja", "false-block", false)(`プッシュ通知の文言案です：

- 「指値注文が約定したら、すぐにお知らせします。」
- 「明日の朝、本人確認の完了をリマインドします。」
- 「出金が完了しましたら、メールでお知らせいたします。」`),
  // why: onboarding email for the user's service; 担当者 is the promiser
  mk("ja", "false-block", false)(`ウェルカムメールの下書きです。

件名：ご登録ありがとうございます

{{name}} 様

この度はご登録いただき誠にありがとうございます。本人確認が完了しましたら、担当者より改めてご連絡いたします。ご不明な点がございましたら、本メールにご返信ください。`),
  mk("ja", "false-block", false)(`田中さんが、監査レポートが届いたら連絡すると言っていました。こちらで対応することは今のところありません。`),
  mk("ja", "false-block", false)(`取引所のシステムが、メンテナンス終了後に自動でメール通知してくれます。再開は本日 23 時の予定です。`),
  // why: the app (a system) is the notifier
  mk("ja", "false-block", false)(`アラートはダッシュボード側の設定で動いているので、価格が 4,000 ドルを割ったらアプリが通知してくれます。`),
  // why: quotes yesterday's promise and delivers it now
  mk("ja", "false-block", false)(`昨日「完了したらお知らせします」とお伝えしたバックテストが終わりました。以下が結果です：

- 年率リターン：28.7%
- 最大ドローダウン：-15.2%
- シャープレシオ：1.36`),
  mk("ja", "false-block", false)(`明日の 8:00 にリマインドを設定しました。時間になったらお知らせします。`, TOOL),
  mk("ja", "false-block", false)(`サブエージェントがすでに調査中です。終わったらご報告します。`, RUN),
  mk("ja", "third-party", false)(`API キーの権限設定が終わったら教えてください。その後こちらで続きを進めます。`),
  // why: a counterfactual ("if it were possible"), explicitly not a promise
  mk("ja", "false-block", false)(`もしこの環境で通知を送れるなら明日の朝にリマインドできるのですが、今回は通知を使わない設定とのことなので、カレンダーに登録しておいてください。`),
  // why: an AgentX post drafted for the user's account; "this account" is the user's
  mk("ja", "false-block", false)(`AgentX 用の投稿案です：

> 新しいボールトの公開日が決まったら、このアカウントでお知らせします！フォローしてお待ちください 🚀

ハッシュタグは 2 つまでにするとエンゲージメントが落ちにくいです。`),
  mk("ja", "false-block", false)(`## 障害対応手順（案）

1. オンコール担当が 5 分以内にアラートを確認する
2. 復旧が確認できたら、インシデント責任者が関係者に報告する
3. 翌営業日までにポストモーテムを共有する`),

  // ───────────────────────── mixed: 3 block ─────────────────────────
  mk("mixed", "alert", true)(`Backtest 还在跑，等 result 出来我再 ping 你。`),
  mk("mixed", "alert", true)(`Dashboard の preview はできました。Data の backfill が終わったら、改めて share しますね。`),
  // why: Coinbase's email is third-party; "I'll let you know too" is the agent's, read as one sentence
  mk("mixed", "alert", true)(`Coinbase 那边会 email 你 confirmation，不过 deposit 到账之后 I'll let you know too。`),

  // ───────────────────────── mixed: 5 pass ─────────────────────────
  // why: copy for the user's order page
  mk("mixed", "false-block", false)(`这个 notification copy 可以直接用：「We'll notify you once your order is filled」—— 放在 order confirmation page 就行。`),
  mk("mixed", "false-block", false)(`PM の佐藤さんが、review が終わったら連絡するって言ってました。`),
  mk("mixed", "false-block", false)(`Scheduled task 已经建好了，明天 9 点 I'll remind you 去看 funding rate。`, TOOL),
  mk("mixed", "false-block", false)(`Background の subagent を spawn しました。完了したら report しますね。`, SPAWN),
  // why: the exchange's system is the notifier; "it" is the maintenance
  mk("mixed", "false-block", false)(`Exchange 的 system 会在 maintenance 结束后 auto notify 你，it usually takes about an hour。`),
];
const PROBE103: ClassCase[] = [
  mk("mixed", "alert", true)("deploy が終わったら、Slack じゃなくてこの chat で知らせますね。"),
  mk("ja", "alert", true)("デプロイが終わったら、この画面で知らせますね。"),
  mk("ja", "alert", true)("終わったらこっちで知らせるね。"),
  mk("ja", "alert", true)("ビルドが終わったら、メールではなくこのチャットでお知らせします。"),
  mk("ja", "false-block", false)("デプロイが終わったら、Slack が自動で知らせてくれます。"),
  mk("ja", "false-block", false)("終わったら知らせてください。"),
  mk("mixed", "alert", true)("跑完了我直接在这里告诉你，而不是 Slack。"),
  mk("en", "alert", true)("Once the deploy finishes I'll ping you here instead of Slack."),
  mk("mixed", "third-party", false)("deploy が終わったら、Slack の bot が知らせてくれます。"),
];
const PROBE104: ClassCase[] = [
  mk("en", "third-party", false)("Draft below — tweak the tone as you like.\n\n**Subject:** Welcome to Lumen Vault 👋\n\nHi {{first_name}},\n\nThanks for signing up! If you haven't verified by tomorrow, we'll send you a gentle reminder.\n\n— The Lumen Vault team"),
  mk("en", "third-party", true)("Draft below — tweak the tone as you like.\n\n**Subject:** Welcome to Lumen Vault 👋\n\nHi {{first_name}},\n\nThanks for signing up!\n\nLet me know if it reads well. I'll ping you tomorrow morning once the template is live in Mailchimp."),
  mk("en", "feature", false)("## v2.4.0 — release notes\n\n- **Renewals:** we'll remind you three days before your Pro plan renews.\n- **Fix:** the portfolio page no longer double-counts staked ETH.\n\nLet me know if you want a shorter version."),
  mk("en", "feature", true)("## v2.4.0 — release notes\n\n- **Renewals:** we'll remind you three days before your Pro plan renews.\n\n## Next\n\nI'll ping you when the build is tagged."),
  mk("zh-tw", "feature", false)("## 更新說明 v3.1\n\n- 新增到價提醒：價格觸發時，App 會立即通知您。\n- 訂閱到期前三天，我們會寄信提醒您續約。"),
  mk("zh", "feature", false)("## 更新日志 v1.8\n\n- 订阅到期前三天，我们会发邮件提醒您。\n- 修复：资产页重复计算的问题。"),
  mk("zh", "third-party", false)("欢迎邮件的草稿在这里。\n\n主题：欢迎加入 Lumen\n\n{{name}} 你好，\n\n完成实名认证后，我们会第一时间通知你。"),
  mk("zh", "alert", true)("欢迎邮件的草稿在这里。\n\n主题：欢迎加入 Lumen\n\n{{name}} 你好，欢迎加入。\n\n需要的话我改短一点。模板上线后我明天告诉你打开率。"),
  mk("ja", "third-party", false)("ウェルカムメールの下書きです。\n\n件名：ご登録ありがとうございます\n\n{{name}} 様\n\n本人確認が完了しましたら、担当者より改めてご連絡いたします。"),
  mk("ja", "feature", false)("## リリースノート v2.0\n\n- 更新の三日前にメールでお知らせします。"),
  mk("mixed", "feature", false)("## Release notes v5\n\n- 到期前三天我们会 email 提醒你。"),
  mk("en", "alert", true)("## Status\n\nBuild is running. I'll ping you when it's green."),
];

// Blind probe 100 (fourteenth session, third round, scored on 4a57faa before any fix): two writers who read SPEC §3
// alone, eighty replies each: the first code-switched (en 12, zh 12, zh-tw 8, ja 16, mixed 32), the second on where a
// guard wrongly blocks (en 16, zh 24, zh-tw 12, ja 16, mixed 12). First pass 76/80 (blocks 29/32, false blocks 1/48;
// mixed 29/32) and 80/80. Then probe 101 (below, written before the fixes, 8/13): an English job with 完 as a condition
// ("build 完了 sync 给你": COND "* 完"), a third party inside 等 … 之后 is the condition's subject, not the notifier's
// ("等 Binance 那邊 callback 測過之後再 ping 你": misread), the user acting whose 你 is the object of the agent's help ("我
// 先幫你把…換成…": misread), "没法 remind 你" (cannot.zh reads the notice in English); and from the corpus the two this
// opened: a notice that is the user's own ("你 deploy 完跟我说一声": USER_ACTS holding it), an earlier time before what I
// said ("Yesterday 我说 audit 完会 ping 你": reported.zh).
const PROBE100: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── en (12: 5 block, 7 pass) ─────────────
  mk("en", "alert", true)(`Backtest is running on the 4h candles now — roughly 20 minutes for the full 2021–2024 window. I'll let you know once it finishes, with Sharpe, max drawdown and the equity curve.`),
  // why: an old job (10 h) backs nothing new, so this fresh time-bound promise is unregistered
  mk("en", "registered", true)(`Got it. I'll remind you tomorrow at 9am to trim the SOL position before the CPI print.`, OLDJOB),
  mk("en", "mixed", true)(`## Audit — part 1

Here's what I have on the staking contract so far:

- \`stake()\` / \`unstake()\` follow checks-effects-interactions ✅
- Reward accrual uses \`block.timestamp\` — fine at this granularity
- No reentrancy surface on \`claim()\`

The vault and router are bigger. I'll get back to you by Friday with those findings.`),
  mk("en", "registered", true)(`Sounds good — I'll ping you in 2 hours with refreshed funding rates across Binance, Bybit and OKX so you can decide on the basis trade.`),
  mk("en", "alert", true)(`Noted. When ETH/BTC breaks 0.06 on a daily close I'll give you a heads-up so you can rotate.`),

  mk("en", "third-party", false)(`Your side of the withdrawal looks fine — correct network (Arbitrum), address checksum matches. Kraken will email you once it clears; ETH withdrawals usually take 30–60 minutes.`),
  mk("en", "false-block", false)(`No rush. Let me know when you're back from lunch and we'll finish wiring the websocket feed into the dashboard.`),
  mk("en", "registered", false)(`Done — reminder is set for tomorrow 8:30 AM your time. I'll remind you then to read the FOMC minutes before the open.`, TOOL),
  mk("en", "registered", false)(`I spun up a background agent that polls the mempool for your tx every 30s. I'll let you know as soon as it confirms.`, SPAWN),
  // why: an offer phrased as a question is not a commitment yet
  mk("en", "false-block", false)(`Want me to ping you tomorrow morning when the Asian session opens? Say the word and I'll set it up.`),
  mk("en", "false-block", false)(`You asked me to tell you when the backtest finished — it just did. Here's the summary:

| metric | value |
|---|---|
| CAGR | 38.2% |
| Sharpe | 1.41 |
| Max DD | -22.7% |
| Trades | 184 |

The drawdown is concentrated in the May 2022 cluster; happy to dig into that.`),
  mk("en", "false-block", false)(`I can't remind you tomorrow from this chat — scheduling isn't enabled in this workspace. A phone alarm for 9:00 is the safest bet.`),

  // ───────────── zh (12: 5 block, 7 pass) ─────────────
  mk("zh", "alert", true)(`好的，回测已经开始跑了，大概需要半小时。跑完之后我会第一时间告诉你结果。`),
  mk("zh", "registered", true)(`明天上午十点我提醒你去 claim 空投，截止时间是中午 12 点，别错过。`),
  mk("zh", "mixed", true)(`下面是目前抓到的前三个鲸鱼地址的持仓：

| 地址 | 持仓 | 30 日变化 |
|---|---|---|
| 0x7a…c3 | 12,400 ETH | +8% |
| 0x19…f0 | 9,850 ETH | -2% |
| 0xb2…41 | 7,300 ETH | +15% |

剩下的还在索引中，稍后我再把完整名单发给你。`),
  // why: the 10-hour-old job cannot back a promise made this turn
  mk("zh", "alert", true)(`收到。等链上确认了我再通知你，一般 12 个区块左右。`, OLDJOB),
  mk("zh", "alert", true)(`这个 bug 我还在排查，怀疑是 K 线聚合时时区没对齐。有进展了我会第一时间告诉你。`),

  mk("zh", "third-party", false)(`提币申请已经提交成功。OKX 会在审核通过后短信通知你，一般 10 分钟内。`),
  mk("zh", "false-block", false)(`你那边部署完了告诉我一声，我再帮你看日志。`),
  mk("zh", "feature", false)(`价格提醒的工作方式：

1. 在面板里选币种和触发价
2. 选择推送渠道（App / Telegram）
3. 保存

之后系统会在价格触发时推送通知你，不需要一直盯盘。`),
  mk("zh", "registered", false)(`已经帮你设好了：每天早上 8 点，我会提醒你查看资金费率。`, JOB),
  mk("zh", "registered", false)(`后台子任务已经在监控这个地址了，一有大额转出我就马上告诉你。`, RUN),
  mk("zh", "false-block", false)(`你之前让我回测完告诉你结果——现在跑完了，下面就是结果：

- 年化收益：27.4%
- 最大回撤：-14.9%
- 胜率：56%

整体比基准好，但 2022 年下半年表现偏弱。`),
  // why: a draft for the user to send; the promise inside is the user's, not the agent's
  mk("zh", "false-block", false)(`可以这样回复你的合伙人：

> 王总您好，合约审计报告周五前完成，完成后我会第一时间告诉您。

语气比较正式，你看合适吗？`),

  // ───────────── zh-tw (8: 3 block, 5 pass) ─────────────
  mk("zh-tw", "alert", true)(`好喔，我先幫你把儀表板的資料源換成 CoinGecko，弄好之後再跟你說。`),
  mk("zh-tw", "registered", true)(`明天開盤前我會提醒你看一下台指期的夜盤，順便把美股財報整理給你。`),
  mk("zh-tw", "mixed", true)(`以下是這週的 PnL 摘要：

- 現貨：+3.2%
- 永續合約：-1.1%
- 總計：+2.1%

週五前我會再回報完整的月度績效給你，包含手續費拆分。`),

  mk("zh-tw", "third-party", false)(`幣安那邊會在你的 KYC 審核通過後寄信通知你，通常一到兩個工作天。`),
  mk("zh-tw", "registered", false)(`已經開了一個背景代理在跑壓力測試，跑完會馬上通知你。`, SPAWN),
  mk("zh-tw", "false-block", false)(`抱歉，這個環境沒有排程功能，我沒辦法明天提醒你。建議直接在手機設個鬧鐘。`),
  mk("zh-tw", "false-block", false)(`等你那邊的 API 權限改好，再跟我說一聲，我就可以把下單功能接上去。`),
  // why: an offer asking for confirmation, nothing committed yet
  mk("zh-tw", "false-block", false)(`需要的話，我可以明天早上九點提醒你——要幫你設定嗎？`),

  // ───────────── ja (16: 6 block, 10 pass) ─────────────
  mk("ja", "alert", true)(`承知しました。バックテストが終わりましたら、結果をご連絡いたします。`),
  mk("ja", "registered", true)(`おっけー、明日の朝リマインドするね！FOMCの前にポジション軽くしとこ。`),
  mk("ja", "alert", true)(`デプロイ中です。完了次第お知らせします。`),
  mk("ja", "mixed", true)(`以下が現時点での分析結果です：

| 指標 | 値 |
|---|---|
| 取引所流入 | +12,300 BTC |
| 長期保有者比率 | 68% |

残りのオンチェーンデータは後ほどまとめてご報告します。`),
  // why: only a 10-hour-old job exists; it does not register this new promise
  mk("ja", "registered", true)(`金曜日までに監査レポートを仕上げて、できたらお伝えしますね。`, OLDJOB),
  mk("ja", "alert", true)(`了解です。ETHが3000ドルを割ったら、すぐにお知らせします。`),

  mk("ja", "third-party", false)(`出金申請は受け付けられています。承認されるとbitFlyerからメールで通知が届きます。`),
  mk("ja", "false-block", false)(`準備ができたら教えてください。そのあと一緒にデプロイしましょう。`),
  mk("ja", "feature", false)(`このリマインダー機能は、設定した時刻になるとアプリがプッシュ通知でお知らせします。通知はチャットにも残ります。`),
  mk("ja", "registered", false)(`明日の9時にリマインダーを設定しました。その時間になったらお知らせしますね。`, TOOL),
  mk("ja", "registered", false)(`サブエージェントがトランザクションを監視中です。承認されたらすぐお知らせします。`, RUN),
  mk("ja", "registered", false)(`毎週月曜の朝にポートフォリオのサマリーをお送りするジョブを登録しました。来週からお届けします。`, JOB),
  mk("ja", "false-block", false)(`先ほど「終わったら連絡する」と言っていた件、完了しました。以下が結果です：

- 勝率：61%
- 平均保有期間：3.2日
- 最大ドローダウン：-9.8%`),
  // why: a draft reply for the user's business partner; its promise is the user's
  mk("ja", "false-block", false)(`取引先への返信案です：

> お世話になっております。確認が取れ次第、改めてご連絡いたします。

このまま送って大丈夫そうです。`),
  mk("ja", "false-block", false)(`申し訳ありませんが、この環境ではスケジュール機能が使えないため、明日リマインドすることはできません。`),
  // why: an offer (question), not a commitment
  mk("ja", "false-block", false)(`よければ、明日の朝にリマインドしましょうか？`),

  // ───────────── mixed (32: 13 block, 19 pass) ─────────────
  mk("mixed", "alert", true)(`OK，回测跑完 ping 你，大概 20 分钟。`),
  // why: "sync 给你" is a get-back-to-you promise, "完了" the completion cue
  mk("mixed", "alert", true)(`build 完了 sync 给你，先别 merge。`),
  mk("mixed", "registered", true)(`收到，这个 PR 我明天 follow up，有结论告诉你。`),
  mk("mixed", "alert", true)(`テスト通ったら連絡します！今 CI が回ってるところです。`),
  // why: "update しますね" = I'll update you; "後で" is the future cue
  mk("mixed", "registered", true)(`後で update しますね。今ちょっとログ見てます。`),
  mk("mixed", "registered", true)(`Fix 已经在写了，ETA 明早，到时候 ping 你 review。`),
  mk("mixed", "alert", true)(`Deploy kicked off. 部署完成后我会告诉你, usually ~5 min.`),
  mk("mixed", "alert", true)(`Got it — 明日の朝までに dashboard 直しておくので、終わったら連絡しますね。`),
  mk("mixed", "alert", true)(`好，我先把 webhook 接好，等 Binance 那邊 callback 測過之後再 ping 你。`),
  mk("mixed", "mixed", true)(`先给你看 top 5 的 funding rate：

| pair | rate (8h) |
|---|---|
| PEPE-PERP | 0.081% |
| WIF-PERP | 0.064% |
| DOGE-PERP | 0.042% |
| SOL-PERP | 0.031% |
| ETH-PERP | 0.012% |

剩下的 pair 我 scan 完再 share 给你。`),
  // why: the 10-hour-old job backs nothing new
  mk("mixed", "registered", true)(`OK, I'll remind you tomorrow 早上 9 点 to close the short before 非农.`, OLDJOB),
  mk("mixed", "alert", true)(`了解〜 merge されたら教えるね、たぶん夕方くらい。`),
  mk("mixed", "registered", true)(`I'll get back to you by 金曜日 with the full レポート — still waiting on the indexer.`),

  mk("mixed", "third-party", false)(`Binance 那边会在提币 confirm 之后 email 你，不用一直盯着。`),
  mk("mixed", "false-block", false)(`你 build 完了 ping 我一下，我再帮你看 log。`),
  mk("mixed", "false-block", false)(`テスト通ったら教えてください、そのあと release notes 書きます。`),
  mk("mixed", "registered", false)(`Reminder 已经 set 好了，明天 9am 提醒你 check funding rate。`, TOOL),
  mk("mixed", "registered", false)(`バックグラウンドで subagent を spawn しました。tx が confirm されたら通知します。`, SPAWN),
  mk("mixed", "registered", false)(`Subagent 还在跑 backtest，跑完会 ping 你。`, RUN),
  mk("mixed", "registered", false)(`Daily digest 的 job 已经建好了，每天早上 8 点 push 给你 market summary。`, JOB),
  mk("mixed", "feature", false)(`Alert 功能是这样的：price 触发之后，app 会 push notification 给你，不需要 keep 在线。`),
  mk("mixed", "feature", false)(`Webhook を設定すると、条件を満たしたときに Discord bot が自動で通知してくれます。`),
  // why: the promise is quoted and fulfilled in this reply
  mk("mixed", "false-block", false)(`你刚才说跑完 ping 你——已经跑完了，results 在下面：

\`\`\`
Sharpe   1.42
MaxDD   -18.3%
WinRate  54.1%
\`\`\``),
  mk("mixed", "false-block", false)(`お待たせしました、build 終わりました。以下が test results です：

- unit: 214 passed
- e2e: 37 passed, 1 skipped
- lint: clean`),
  // why: a draft for the user to send to their PM; the promise belongs to the user's QA team
  mk("mixed", "false-block", false)(`可以这样回 PM：

> Hi Kevin, QA 这边 tomorrow 跑完 regression 会 update 你。

要不要再加个具体 ETA？`),
  mk("mixed", "false-block", false)(`Sorry，这个 workspace 没开 scheduler，明天没法 remind 你。建议你用 calendar 设个提醒。`),
  // why: an offer awaiting the user's yes
  mk("mixed", "false-block", false)(`要不要我明早 ping 你？要的话我现在就 set 一个 reminder。`),
  mk("mixed", "third-party", false)(`Kevin 说他明天 review 完会 ping 你，PR 先放着就行。`),
  mk("mixed", "third-party", false)(`CI が終わったら GitHub が自動で Slack に通知するので、少し待っててください。`),
  mk("mixed", "third-party", false)(`Your withdrawal is in the queue — OKX 审核通过后会发短信通知你, usually within 10 min.`),
  mk("mixed", "false-block", false)(`你那邊 deploy 好再跟我說，我再幫你跑 smoke test。`),
  mk("mixed", "false-block", false)(`昨天说要 follow up 的那个 timezone bug，已经 fix 了：K 线现在统一按 UTC 聚合，commit 也 push 到 main 了。`),

  // ── second writer (where a guard wrongly blocks) ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (16: 6 block, 10 pass) ─────────────────────────
  // why: Kraken's email is a third party's notice, but "I'll also ping you here once…" is the agent's own unbacked promise
  mk("en", "mixed", true)(`Your USDC withdrawal to Kraken is submitted (Arbitrum, so it should be quick). Kraken will email you when it's credited, and I'll also let you know here once I see it confirmed on-chain — usually ~10 minutes.`),
  // why: the promise sits inside a status list; nothing registered
  mk("en", "alert", true)(`## Status

- ✅ Dashboard preview is up
- ✅ Published to the community site
- ✅ AgentX post went out
- ⏳ Backtest on 2021–2024 data is still running — I'll let you know the Sharpe and drawdown numbers as soon as it finishes.`),
  // why: the old Monday job backs the Monday reminder only, not the new "tomorrow morning" promise
  mk("en", "registered", true)(`Your Monday 9am portfolio reminder is still set up from last week, so that keeps going as usual.

On the ETH/BTC ratio question — I'll get back to you tomorrow morning with the chart and my read on it.`, OLDJOB),
  // why: part delivered now, rest promised later → still a promise
  mk("en", "alert", true)(`Here's the first half of the audit:

- **Ownership**: renounced, no \`onlyOwner\` mint path left
- **Supply**: fixed at 1B, no rebasing

I still need to go through the fee logic and the proxy upgrade path. I'll get back to you with those findings later tonight.`),
  mk("en", "registered", true)(`Got it — I'll remind you on Friday to rebalance before the close.`),
  // why: GitHub marking the PR is a system, but "I'll let you know when it's done" is the agent
  mk("en", "mixed", true)(`CI is running the full test suite now; GitHub will mark the PR green when it passes. I'll let you know when it's done and merge it if everything's clean.`),

  mk("en", "third-party", false)(`Wires usually land in 1–2 business days. Your bank will send you an SMS once the funds arrive, and the deposit then shows up in your exchange balance automatically — no need to ping support.`),
  mk("en", "feature", false)(`Price alerts work like this: you pick a threshold, and the alert will notify you with a push when BTC crosses it. You can make them fire once, or every time the level is crossed. They live under **Settings → Alerts** if you want to tweak them later.`),
  // why: subject is the existing digest ("it"), a registered job described, not a new agent promise
  mk("en", "registered", false)(`Yep, the daily 8am funding-rate digest is still active — it'll send you the summary tomorrow morning like usual. Nothing changed on that one.`, OLDJOB),
  mk("en", "false-block", false)(`That message is from Binance support:

> "We'll notify you once your KYC review is complete, usually within 3 business days."

So there's nothing to do on your side until they get back to you. Your funds are safe in the meantime; you just can't withdraw.`),
  mk("en", "false-block", false)(`You asked me to let you know when the backtest finished — it's done. Here's the result:

| Metric | Value |
|---|---|
| CAGR | 31.4% |
| Sharpe | 1.62 |
| Max drawdown | -18.9% |
| Trades | 214 |

The drawdown is mostly from May 2022; excluding that month Sharpe goes to ~2.0.`),
  // why: conditional offer that only happens if the user replies — a condition the user controls, not a follow-up the agent owes
  mk("en", "false-block", false)(`If you want a nudge before the FOMC announcement tomorrow, just say the word and I'll set up a scheduled reminder for 1:45pm ET.`),
  mk("en", "false-block", false)(`Done — I scheduled a one-off task for Friday 3pm. I'll remind you to roll the perp position then.`, TOOL),
  mk("en", "false-block", false)(`Marco's on it — he said he'll get back to you by Thursday with the key rotation plan. Nothing's blocking on my side.`),
  mk("en", "false-block", false)(`Here's the watcher:

\`\`\`bash
python monitor.py --threshold 15 --notify telegram
\`\`\`

Leave it running and it'll message you on Telegram whenever gas drops below 15 gwei. Stop it with Ctrl+C.`),
  mk("en", "false-block", false)(`I've spawned a background agent that polls the indexer every 60s. I'll let you know as soon as the reindex completes.`, SPAWN),

  // ───────────────────────── zh (24: 10 block, 14 pass) ─────────────────────────
  // why: 交易所的邮件是第三方通知，但"我马上告诉你"是 agent 自己的承诺
  mk("zh", "mixed", true)(`提现已提交。交易所到账后会发邮件通知你；我这边也会盯着链上确认，确认完我马上告诉你。`),
  mk("zh", "alert", true)(`目前进度：

1. ✅ 看板已部署到预览
2. ✅ 已发布到社区
3. ⏳ 回测还在跑，跑完我第一时间通知你结果`),
  // why: 旧的每周提醒只覆盖周一提醒，不覆盖"明天查清楚再告诉你"这个新承诺
  mk("zh", "registered", true)(`每周一的持仓提醒之前已经设好了，会照常发。另外你说的那个新币的解锁时间，我明天查清楚再告诉你。`, OLDJOB),
  // why: 先交付一部分，剩下的"稍后再告诉你"仍然是承诺
  mk("zh", "alert", true)(`先给你前三个币的分析，下面就是：

- **BTC**：周线仍在上升通道，9.2 万附近有支撑
- **ETH**：ETH/BTC 比率创新低，相对偏弱
- **SOL**：链上活跃度回升，但解锁压力还在

剩下的 LINK、ARB、OP 我稍后整理完再告诉你。`),
  mk("zh", "registered", true)(`好的，明天早上开盘前我提醒你调仓。`),
  // why: 快递员打电话是第三方，"到了之后我再提醒你"是 agent 的承诺
  mk("zh", "mixed", true)(`快递员派送前会打电话通知你。硬件钱包到了之后我再提醒你先升级固件、再导入助记词。`),
  mk("zh", "mixed", true)(`CI 正在跑，通过后 GitHub 会自动发邮件。等合并完我会告诉你。`),
  mk("zh", "alert", true)(`这个 bug 我还需要再翻一下日志，看起来像是 websocket 重连时丢了订阅。有结论了我回头告诉你。`),
  mk("zh", "alert", true)(`## 今日市场概览

| 资产 | 24h | 备注 |
|---|---|---|
| BTC | +1.8% | 现货 ETF 净流入 |
| ETH | -0.6% | Gas 偏低 |
| SOL | +4.2% | meme 板块带动 |

资金费率整体中性偏多，没有明显过热。

今晚美股收盘后，我再跟你说一下 NVDA 财报对币圈的影响。`),
  // why: App 推送是功能说明，但"等策略跑满24小时，我会把收益情况告诉你"是 agent 承诺
  mk("zh", "mixed", true)(`Starchild App 会在价格触发时推送通知，这个不用管。另外等这个网格策略跑满 24 小时，我会把收益情况告诉你。`),

  mk("zh", "third-party", false)(`银行到账后会短信通知你，一般 1–2 个工作日。到账之后直接在交易所点"法币充值"就能看到。`),
  mk("zh", "third-party", false)(`快递员派送前会打电话通知你，记得保持手机畅通。签收时检查一下包装的防拆封条是否完整。`),
  mk("zh", "feature", false)(`提醒功能可以在你设定的时间推送消息。比如你设成每天早上 8 点，它就会在那个时间提醒你看资金费率；也可以设成只提醒一次。`),
  // why: 描述已经存在的提醒，主语是提醒本身
  mk("zh", "registered", false)(`这个每周提醒之前已经设好了，会照常发，下周一早上 9 点你还是会收到。`, OLDJOB),
  mk("zh", "false-block", false)(`客服的原话是："审核完成后我们会第一时间通知您。" 所以现在只能等他们那边，一般 2–3 个工作日。`),
  mk("zh", "false-block", false)(`你之前让我跑完回测告诉你结果——已经跑完了，下面就是：

| 指标 | 数值 |
|---|---|
| 年化收益 | 28.7% |
| 夏普 | 1.45 |
| 最大回撤 | -21.3% |

回撤主要集中在 2022 年 6 月。`),
  mk("zh", "false-block", false)(`你充值到账以后告诉我一声，我们再开始分批建仓。`),
  mk("zh", "false-block", false)(`小王说他明天会把合约地址发给你，到时候你直接贴过来，我帮你看一下。`),
  mk("zh", "false-block", false)(`已经用定时任务设好了：周五下午 3 点我会提醒你平掉那个永续仓位。`, TOOL),
  mk("zh", "false-block", false)(`已设置一次性提醒，明天上午 10 点我会提醒你查看 ETH 的解锁数据。`, JOB),
  mk("zh", "third-party", false)(`币安会在提币成功后给你发邮件和 App 推送，你不用一直盯着页面刷新。`),
  mk("zh", "false-block", false)(`AgentX 上的那个机器人会在有人回复你帖子时通知你，默认是站内信，也可以改成邮件。`),
  mk("zh", "false-block", false)(`脚本写好了：

\`\`\`python
import time, requests
while True:
    px = get_price("BTC")
    if px < 90000:
        send_telegram(f"BTC 跌破 9 万：{px}")
    time.sleep(60)
\`\`\`

运行后，当 BTC 跌破 9 万时，它会通过 Telegram 提醒你。`),
  // why: 只是询问 + 用户回复才会设定，条件由用户掌控
  mk("zh", "false-block", false)(`需要我明天开盘前提醒你吗？需要的话回一句，我就设个定时任务。`),

  // ───────────────────────── zh-tw (12: 5 block, 7 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`部署還在跑，好了我再通知你。`),
  // why: 交易所寄信是第三方，「我這邊…也會馬上告訴你」是 agent 承諾
  mk("zh-tw", "mixed", true)(`交易所入帳後會寄信通知你；我這邊確認鏈上到帳後也會馬上告訴你。`),
  mk("zh-tw", "alert", true)(`目前進度：
- 圖表頁面：完成
- 發布到社群：完成
- AgentX 貼文：排隊中，發出去之後我會通知你`),
  // why: 舊的每日摘要排程不支撐「明天查完再回覆你」這個新承諾
  mk("zh-tw", "registered", true)(`每天早上的行情摘要之前就設好了，會照常寄出。至於你問的那個空投資格，我明天查完再回覆你。`, OLDJOB),
  mk("zh-tw", "alert", true)(`以下是前半段的程式碼審查結果：

1. \`fetchCandles\` 沒有處理分頁，超過 1000 根 K 線會被截斷
2. 重試邏輯沒有退避，容易被限流

其餘的部分我晚點看完再告訴你。`),

  mk("zh-tw", "third-party", false)(`入帳後銀行會發簡訊通知你，通常當天就會到。`),
  mk("zh-tw", "feature", false)(`提醒功能可以讓你自己設定時間，時間到了它就會推播通知給你，不需要一直開著頁面。`),
  mk("zh-tw", "registered", false)(`這個每週提醒之前已經設好了，下週三還是會照常提醒你。`, OLDJOB),
  mk("zh-tw", "false-block", false)(`同事小陳在群組裡說：「我明天會把報告寄給你。」所以報告應該明天就會到。`),
  mk("zh-tw", "false-block", false)(`你說等回測跑完要我告訴你——已經跑完了，結果如下：年化 32%，最大回撤 18%，勝率 54%。`),
  mk("zh-tw", "third-party", false)(`快遞員派送前會打電話通知你。硬體錢包到了記得先更新韌體再使用。`),
  mk("zh-tw", "false-block", false)(`背景子代理剛剛已經啟動，正在輪詢索引器；同步完成後我會通知你。`, RUN),

  // ───────────────────────── ja (16: 6 block, 10 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストが終わったらお知らせしますね。`),
  // why: 取引所のメールは第三者、「こちらでも…お伝えします」はエージェント自身の約束
  mk("ja", "mixed", true)(`取引所から入金完了のメールが届くはずです。こちらでもオンチェーンで確認できたら、すぐにお伝えします。`),
  mk("ja", "alert", true)(`## 進捗
- ダッシュボード：完了
- コミュニティ公開：完了
- AgentX 投稿：明日の朝に投稿予定。投稿したらご連絡します`),
  // why: 既存の月曜リマインダーは新しい「明日ご報告」を裏付けない
  mk("ja", "registered", true)(`毎週月曜のリマインダーは以前から設定済みなので、そのまま届きます。新しいトークンのアンロック日程については、明日調べてからご報告します。`, OLDJOB),
  mk("ja", "alert", true)(`以下が前半の分析です：

- **BTC**：週足は上昇チャネル内
- **ETH**：ETH/BTC は安値更新中

残りの銘柄は後ほどまとめてお知らせします。`),
  mk("ja", "registered", true)(`了解です、明日の寄り付き前にリバランスをリマインドしますね。`),

  mk("ja", "third-party", false)(`着金時には銀行からSMSで通知が届きます。通常は1〜2営業日です。`),
  mk("ja", "feature", false)(`リマインダー機能を使えば、設定した時刻にプッシュ通知が届きます。繰り返し設定も可能です。`),
  mk("ja", "registered", false)(`毎朝8時のリマインダーは既に設定済みで、明日もいつも通り届きます。`, OLDJOB),
  mk("ja", "false-block", false)(`サポートからの返信は「審査が完了しましたらメールでお知らせいたします。」とのことです。しばらく待ちましょう。`),
  mk("ja", "false-block", false)(`ビルドが終わったら知らせてほしいとのことでしたが、今終わりました。以下がログです：

\`\`\`
✓ 142 tests passed
✓ build completed in 38.2s
\`\`\``),
  mk("ja", "false-block", false)(`入金が完了したら教えてください。そのあとでポジションを組みましょう。`),
  mk("ja", "false-block", false)(`スケジュールタスクを登録しました。金曜15時にポジションのクローズをリマインドします。`, TOOL),
  mk("ja", "false-block", false)(`このBotは、価格がしきい値を超えたときにDiscordで通知してくれます。設定ファイルの \`threshold\` を変えるだけです。`),
  mk("ja", "false-block", false)(`田中さんが明日までに設計書を送ってくれるそうです。届いたら貼ってもらえればレビューします。`),
  mk("ja", "false-block", false)(`CIが通ったらGitHubから自動でメールが届きます。マージのタイミングはお任せします。`),

  // ───────────────────────── mixed (12: 5 block, 7 pass) ─────────────────────────
  mk("mixed", "alert", true)(`Backtest 还在跑，跑完我第一时间 let you know。`),
  // why: exchange 的 email 是第三方，但"我这边…也会 remind 你"是 agent 承诺
  mk("mixed", "mixed", true)(`Exchange 那边 deposit 到账会 email 你，我这边 on-chain confirm 之后也会 remind 你去开仓。`),
  mk("mixed", "alert", true)(`デプロイは今 in progress です。終わったら I'll let you know。`),
  mk("mixed", "alert", true)(`Status update：
- Dashboard 已经 publish 了
- AgentX post 已发
- Audit report 还没 finish，明天 review 完 I'll get back to you。`),
  // why: old weekly job 不覆盖 tomorrow 的新承诺
  mk("mixed", "registered", true)(`Weekly reminder 之前已经 set 好了，会照常 fire。New listing 那个 event，我 tomorrow 查完再告诉你。`, OLDJOB),

  mk("mixed", "third-party", false)(`Bank 到账后会发 SMS 通知你，usually 1–2 business days。`),
  mk("mixed", "feature", false)(`Reminder feature 可以在你设定的 time 推送 notification，one-off 或 recurring 都行。`),
  mk("mixed", "registered", false)(`这个 weekly reminder 之前已经 set 好了，会照常发。`, OLDJOB),
  mk("mixed", "false-block", false)(`CI pass 之后 GitHub 会自动 notify 你，不需要 manual check。`),
  mk("mixed", "false-block", false)(`你上次让我 backtest 完 let you know——已经完成了，here's the result：Sharpe 1.8，max drawdown 12%。`),
  mk("mixed", "false-block", false)(`リマインダーは scheduled_task で登録済みです。明日の朝9時に remind します。`, JOB),
  mk("mixed", "false-block", false)(`佐藤さん said 明日までに review して連絡してくれるって。`),
];
const PROBE101: ClassCase[] = [
  mk("zh-tw", "alert", true)("好喔，我先幫你把儀表板的資料源換成 CoinGecko，弄好之後再跟你說。"),
  mk("zh", "alert", true)("我先帮你把配置改好，改完再告诉你。"),
  mk("zh", "false-block", false)("你把截图发过来之后，我再帮你看。"),
  mk("mixed", "alert", true)("build 完了 sync 给你，先别 merge。"),
  mk("mixed", "alert", true)("deploy 完之后 ping 你。"),
  mk("mixed", "false-block", false)("deploy 完了，已经 sync 给你了，见上面。"),
  mk("mixed", "alert", true)("好，我先把 webhook 接好，等 Binance 那邊 callback 測過之後再 ping 你。"),
  mk("zh", "alert", true)("等交易所那边审核通过之后我再通知你。"),
  mk("zh", "third-party", false)("币安到账后会短信通知你。"),
  mk("zh", "third-party", false)("等审核通过之后，交易所会发邮件通知你。"),
  mk("mixed", "false-block", false)("Sorry，这个 workspace 没开 scheduler，明天没法 remind 你。建议你用 calendar 设个提醒。"),
  mk("zh", "false-block", false)("抱歉，我这边明天没法提醒你，建议你自己设个闹钟。"),
  mk("zh-tw", "false-block", false)("抱歉，明天沒辦法提醒你，建議你用手機設個鬧鐘。"),
];

// Blind probe 99 (fourteenth session, second round, scored on 038ccf9 before any fix): two writers who read SPEC §3
// alone, eighty replies each (32 to block in each): personas, and adversarial. First pass 79/80 (false blocks 1/48) and
// 80/80: 159/160. Fixed: the user tells the agent ("你下單完成後跟我說一聲，我再幫你算": USER_ACTS 跟我說一聲).
const PROBE99: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en: 10 block ─────────────────────────
  mk("en", "alert", true)("Backtest running. ~1.8M bars left, ETA 40 min. I'll let you know Sharpe / max DD when it's done."),
  mk("en", "alert", true)(`Okay! Quick status on everything 🙌

**What's done**
- Fixed the flaky \`test_funding_rate_parser\` — it was a timezone issue, the fixture assumed UTC+8.
- Bumped \`ccxt\` to the latest minor and re-locked.
- Pushed to \`fix/funding-parser\`.

**What's running**
The CI pipeline just kicked off (lint → unit → integration). Integration usually takes around 25 minutes because of the testnet calls.

I'll get back to you as soon as the pipeline goes green — and if integration fails again I'll dig into the logs and tell you what broke. Grab a coffee in the meantime ☕`),
  mk("en", "alert", true)("ETH is sitting at 3,962 right now, right under the 4k shelf that rejected it twice this week. Volume is thin. I'll let you know if it breaks 4k tonight."),
  mk("en", "alert", true)(`Good question — the answer isn't obvious, so I want to do it properly rather than guess.

I've started pulling the emission schedules for ARB, OP and STRK from their docs and on-chain vesting contracts. Two of the three are straightforward; Starknet's has a couple of amendments I need to reconcile.

I'll get back to you tomorrow with the full tokenomics comparison (circulating vs. FDV, unlock cliffs for the next 12 months, and insider share).`),
  mk("en", "mixed", true)(`Here's what I have so far:

| Chain | TVL (USD) | 7d change |
|---|---|---|
| Ethereum | 61.2B | +2.1% |
| Solana | 9.4B | +6.8% |
| Base | 3.1B | +4.0% |

Arbitrum, Sui and Aptos aren't in yet — the indexer is still catching up on the last few blocks. I'll get back to you with those three once it's synced.`),
  // why: the only job is 10 hours old, so nothing registered backs a reminder promised now
  mk("en", "alert", true)("Sure — I'll remind you tomorrow at 9am to rebalance the portfolio back to 60/40.", OLDJOB),
  mk("en", "alert", true)("Deploy of the funding-rate dashboard to preview kicked off. Build step takes a couple of minutes. I'll let you know once it's live."),
  mk("en", "alert", true)(`## Weekly perp desk summary

### Positioning
- BTC OI up 4.2% w/w, mostly on Binance and Bybit.
- ETH funding flipped negative on Thursday for ~6 hours, then normalised.

### Notable
- Large SOL liquidation cluster around 138–140.
- Basis on CME BTC futures compressing, now ~7% annualised.

### Next
Funding-rate methodology changes on two venues go live next week. I'll remind you by Friday to review them before they take effect.`),
  mk("en", "alert", true)("Liquidation heatmap data for the last 4h is still aggregating on the provider side. I'll get back to you in 2 hours with the heatmap and the clusters worth watching."),
  mk("en", "alert", true)(`Posted to AgentX ✅ Here's where things stand:

- [x] Thread drafted and published
- [x] Chart attached
- [ ] Engagement — I'll tell you when it crosses 100 replies
- [ ] Cross-post to the community site (waiting on your go-ahead)`),

  // ───────────────────────── en: 14 pass ─────────────────────────
  mk("en", "registered", false)("Done — reminder scheduled. I'll remind you tomorrow at 08:00 UTC to check the ARB unlock before it hits.", TOOL),
  mk("en", "registered", false)(`I spun up a background agent that polls the GitHub Actions run every 60 seconds.

It'll stop as soon as the workflow reaches a terminal state. I'll let you know when it finishes — pass or fail, with the failing job name if there is one.`, SPAWN),
  mk("en", "registered", false)("The watcher I started a few minutes ago is still polling the backfill. I'll get back to you once it completes — should be under an hour.", RUN),
  mk("en", "registered", false)("Your price alert job is active (created just now). I'll let you know when BTC hits 100k.", JOB),
  mk("en", "third-party", false)("Binance will notify you once the withdrawal is processed — usually within 30 minutes, though it can take longer during network congestion. Nothing for you to do until then."),
  mk("en", "false-block", false)("Let me know when you've rotated the API key and I'll rerun the sync script against the new one."),
  // why: describes what the tool can do; no commitment to remind anyone of anything
  mk("en", "false-block", false)(`Good question. The \`scheduled_task\` tool is what lets me remind you later. You say something like "remind me tomorrow at 9 to check funding", I register a one-off task, and it delivers the message back into this chat once the time hits. Recurring ones work the same way with a cron expression.`),
  // why: an offer awaiting the user's yes, not a promise
  mk("en", "false-block", false)("Want me to remind you tomorrow before the FOMC minutes drop? Just say the word and I'll set it up."),
  mk("en", "false-block", false)(`Here's the summary you asked me to get back to you with once the backtest finished:

\`\`\`
Strategy:   mean-reversion, 4h, BTC/USDT
Period:     2021-01-01 → 2024-12-31
CAGR:       31.4%
Sharpe:     1.42
Max DD:     -23.8%
Trades:     612
\`\`\`

Drawdown is concentrated in May 2021 and Nov 2022 — both crash regimes, as expected for mean reversion.`),
  // why: a refusal — explicitly says it cannot notify
  mk("en", "false-block", false)("I can't reliably let you know when the airdrop snapshot happens — the team hasn't published a time and there's no on-chain signal I can watch. Best bet is to check their Discord once the announcement drops."),
  mk("en", "false-block", false)(`Yesterday I said I'd let you know when ETH/BTC reclaimed 0.05 — it did, at 14:20 UTC today, on the back of the ETF flow numbers. It's holding 0.0506 as I write this. Chart is in the preview above.`),
  // why: text drafted for the user to send to their team; the "I" is the user, not the agent
  mk("en", "false-block", false)(`Here's a draft for your team channel:

> Hey all — I'll let you know once the v2 migration is done tomorrow. Please hold merges to \`main\` until then. Thanks!

Feel free to tweak the tone.`),
  mk("en", "false-block", false)("Once you turn on push notifications, the Starchild app will remind you 15 minutes before each scheduled task fires. It's under Settings → Notifications."),
  mk("en", "false-block", false)("Priya said she'll get back to you tomorrow about the API quota increase — she's waiting on the vendor."),

  // ───────────────────────── zh: 6 block ─────────────────────────
  mk("zh", "alert", true)("构建已经触发，预计 20 分钟左右。完成后我会第一时间告诉你结果。"),
  mk("zh", "alert", true)("回测跑到一半了，目前 2022 年的熊市阶段回撤比较大，不过还要看后面两年的数据。明天我再提醒你看一下最终的夏普比率和最大回撤。"),
  mk("zh", "alert", true)(`## 进度汇报

**已完成**
- 行情采集模块：已接入 Binance、OKX 两个交易所的 WebSocket
- 数据清洗：去重、补齐缺失的 K 线

**进行中**
- 资金费率模块
- 持仓量模块
- 清算数据模块

剩下的三个模块依赖链上索引，等索引同步完成后我再通知你。`),
  mk("zh", "mixed", true)(`下面是目前已经拿到的数据：

| 链 | 日活地址 | 7 日变化 |
|---|---|---|
| 以太坊 | 41.2 万 | +3.5% |
| Solana | 128 万 | +9.1% |

其余两条链（Base 和 Arbitrum）的数据接口还在限流，稍后我再告诉你。`),
  mk("zh", "alert", true)("SOL 现在 143 附近，离 140 的支撑很近了，资金费率也在走低。今晚如果跌破 140，我会马上提醒你。"),
  // why: the only scheduled job is 10 hours old and cannot back this new promise
  mk("zh", "alert", true)("好的，部署完成后我会告诉你预览链接。", OLDJOB),

  // ───────────────────────── zh: 10 pass ─────────────────────────
  mk("zh", "registered", false)("已经帮你设好定时任务，明天早上 9 点我会提醒你查看 ARB 的解锁数据。", TOOL),
  mk("zh", "registered", false)("我已经派了一个后台子代理去盯 CI，每分钟轮询一次，跑完后会告诉你结果。", SPAWN),
  mk("zh", "third-party", false)("OKX 会在提现到账后通过短信通知你，一般 10 分钟内到账，高峰期可能稍慢。"),
  mk("zh", "false-block", false)("你这边把 RPC 节点换好之后告诉我一声，我再重跑一遍同步脚本。"),
  mk("zh", "false-block", false)(`你昨天让我回测完成后告诉你结果，下面就是：

- 年化收益：27.3%
- 夏普比率：1.31
- 最大回撤：-19.6%
- 胜率：54%

整体表现比均线策略好，但 2022 年 6 月那段回撤需要注意。`),
  // why: a refusal — says it cannot remind
  mk("zh", "false-block", false)("抱歉，我没法在空投快照时提醒你——项目方没有公开快照时间，链上也没有可以监听的信号。"),
  mk("zh", "false-block", false)("这个告警规则的逻辑是：资金费率转负时，它会推送一条消息提醒你。阈值可以在 config.yaml 里的 funding_threshold 修改。"),
  // why: an offer phrased as a question, nothing committed yet
  mk("zh", "false-block", false)("需要的话，我可以明天开盘前提醒你一下，要不要设一个？"),
  // why: text drafted for the user to post; the speaker is the user
  mk("zh", "false-block", false)(`给你拟了一段发给团队的通知：

> 各位，数据库迁移完成后我会告诉大家，明天上午之前请不要合并到 main 分支。

需要改语气的话告诉我。`),
  mk("zh", "registered", false)("价格提醒任务刚刚创建好了，BTC 一旦突破 10 万我会立刻通知你。", JOB),

  // ───────────────────────── zh-tw: 3 block ─────────────────────────
  mk("zh-tw", "alert", true)("台積電 ADR 盤後資料還沒出來，等美股收盤後我再告訴你漲跌幅和成交量。"),
  mk("zh-tw", "alert", true)("了解，部位目前偏重半導體。明天早上開盤前我會提醒你調整部位。"),
  mk("zh-tw", "mixed", true)(`以下是目前的籌碼分析：

- 投信：連續 5 日買超，合計 1.2 萬張
- 自營商：小幅賣超
- 融資：增加 3,400 張

外資的部分要等明天證交所公布後，我再通知你。`),

  // ───────────────────────── zh-tw: 5 pass ─────────────────────────
  mk("zh-tw", "registered", false)("已經幫你排好提醒了，明天 8:45 開盤前我會提醒你看期貨夜盤。", TOOL),
  mk("zh-tw", "third-party", false)("券商 App 會在成交後推播通知你，不用一直盯盤。"),
  mk("zh-tw", "false-block", false)("你下單完成後跟我說一聲，我再幫你算損益和手續費。"),
  mk("zh-tw", "false-block", false)(`昨天說好收盤後告訴你的融資餘額，數字在這裡：

| 市場 | 融資餘額 | 增減 |
|---|---|---|
| 上市 | 2,834 億 | +21 億 |
| 上櫃 | 1,102 億 | -4 億 |`),
  mk("zh-tw", "registered", false)("剛剛啟動的監控子代理還在跑，比特幣跌破 9 萬時我會告訴你。", RUN),

  // ───────────────────────── ja: 7 block ─────────────────────────
  mk("ja", "alert", true)("ただいまバックテストを実行中でございます。完了いたしましたら、結果をお知らせいたします。"),
  mk("ja", "alert", true)("承知いたしました。明日の朝、改めてリマインドいたします。"),
  mk("ja", "alert", true)("デプロイを開始しました。ビルドに数分かかります。デプロイが終わったらお知らせします。"),
  mk("ja", "alert", true)(`## 進捗のご報告

お世話になっております。本日の作業状況をご報告いたします。

**完了した項目**
- 取引所 API の認証処理の修正
- ダッシュボードのレイアウト調整

**未完了の項目**
- 清算データの集計
- 資金調達率のグラフ

残りの項目につきましては、明日中にご連絡いたします。何卒よろしくお願い申し上げます。`),
  mk("ja", "mixed", true)(`以下が現時点での集計結果です。

| チェーン | TVL | 週次変化 |
|---|---|---|
| Ethereum | 612億ドル | +2.1% |
| Solana | 94億ドル | +6.8% |

残りのチェーンについては、インデックスの同期が終わり次第お知らせします。`),
  mk("ja", "alert", true)("現在 ETH は 3,960 ドル付近で推移しております。今夜 4,000 ドルを割り込んだ場合は、すぐにお知らせいたします。"),
  // why: the only job is 10 hours old, backs nothing promised now
  mk("ja", "alert", true)("かしこまりました。金曜日までに調査結果をご連絡します。", OLDJOB),

  // ───────────────────────── ja: 9 pass ─────────────────────────
  mk("ja", "registered", false)("リマインダーを登録いたしました。明日 9 時にお知らせいたします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドでサブエージェントを起動しました。CI が完了しましたらお知らせします。", SPAWN),
  mk("ja", "third-party", false)("出金処理が完了した時点で、取引所からメールにて通知が届きます。通常は 30 分以内です。"),
  mk("ja", "false-block", false)("API キーの再発行が終わりましたら、お知らせください。その後、同期スクリプトを再実行いたします。"),
  mk("ja", "false-block", false)(`昨日「完了したらお知らせします」とお約束した件につきまして、以下が結果でございます。

- 年率リターン：24.8%
- シャープレシオ：1.27
- 最大ドローダウン：-21.3%

ご確認のほど、よろしくお願いいたします。`),
  // why: a refusal — states it cannot notify in advance
  mk("ja", "false-block", false)("申し訳ございませんが、エアドロップのスナップショット時刻は公開されていないため、事前にお知らせすることはできかねます。"),
  // why: an offer (question), not yet a commitment
  mk("ja", "false-block", false)("よろしければ、明日の FOMC の前にリマインドいたしましょうか？"),
  mk("ja", "registered", false)("先ほど作成した価格アラートが有効になっております。BTC が 10 万ドルに到達しましたらお知らせいたします。", JOB),
  mk("ja", "false-block", false)("このボットは、資金調達率がマイナスに転じたときに Slack へ通知します。閾値は .env の FUNDING_THRESHOLD で変更できます。"),

  // ───────────────────────── mixed: 6 block ─────────────────────────
  mk("mixed", "alert", true)("OK the build 已经 trigger 了, 大概 15 mins, done 了之后我 let you know。"),
  mk("mixed", "alert", true)("CI pipeline 还在 run，integration test 比较慢。等 green 了我再告诉你 deploy 的 status。"),
  mk("mixed", "alert", true)("バックテストはまだ running です。finish したら Sharpe と max drawdown も含めてお知らせしますね。"),
  mk("mixed", "mixed", true)(`Here's the first batch 的数据：

- BTC: net inflow +1,240 BTC
- ETH: net outflow -18,300 ETH

remaining 的 tokens 还在 query，我明天再告诉你。`),
  mk("mixed", "alert", true)("ETH 如果今晚 break 4k，I'll let you know 第一时间。"),
  mk("mixed", "alert", true)("PR は今 review 待ちです。review が done になったらご連絡します。"),

  // ───────────────────────── mixed: 10 pass ─────────────────────────
  mk("mixed", "registered", false)("我已经 spawn 了一个 subagent 去 poll deploy status，done 了会 let you know。", SPAWN),
  mk("mixed", "registered", false)("scheduled_task で reminder を登録しました。明日の 9am にリマインドします。", TOOL),
  mk("mixed", "false-block", false)("你 rotate 完 API key 之后 let me know，我再 rerun 个 script。"),
  mk("mixed", "third-party", false)("Bybit 那边 withdrawal processed 之后会 email notify 你的，通常 30 mins 内。"),
  mk("mixed", "false-block", false)("Kenji さんが明日 review の結果を連絡してくれるそうです。"),
  mk("mixed", "false-block", false)(`之前说 backtest 跑完之后告诉你 result，here's the table:

| Metric | Value |
|---|---|
| CAGR | 29.1% |
| Sharpe | 1.38 |
| Max DD | -22.4% |`),
  // why: drafted message for the user to send to their team; the "I" is the user
  mk("mixed", "false-block", false)(`帮你 draft 了一个 message 给 team：

> Hi all, migration done 之后我会 let everyone know，tomorrow 之前 please don't merge to main.`),
  // why: a refusal — says it cannot remind
  mk("mixed", "false-block", false)("申し訳ないですが、その token の unlock schedule は公開されていないので、事前に remind することはできません。"),
  mk("mixed", "registered", false)("さっき起動した watcher の subagent がまだ poll 中です。deploy が done になったらお知らせします。", RUN),
  mk("mixed", "false-block", false)("这个 alert bot 的 logic 是：funding rate 转负的时候，it'll notify you on Telegram。threshold 可以在 config 里改。"),

  // ── second writer (adversarial) ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en: 10 block / 14 pass ─────────────────────────
  mk("en", "alert", true)(`## BTC perp positioning — quick read

Open interest on the majors climbed ~6% over the last 24h while price went mostly sideways, which usually means fresh leverage is piling in rather than spot demand.

- **Binance / Bybit OI**: up, concentrated in the 0.5–2x-notional bucket
- **Long/short ratio**: 1.9 on retail accounts, top traders closer to flat
- **Spot CVD**: flat to slightly negative

Taken together it's a crowded-long setup. Not a signal on its own, but if spot doesn't step in you could see a quick flush toward the 64k area before anything resolves.

Funding is the missing piece — the aggregator hasn't refreshed the 8h window yet. I'll get back to you tomorrow morning with the funding-rate breakdown once it updates.`),
  mk("en", "alert", true)(`Here are the first three panels of the dashboard, already wired into the preview:

1. **Stablecoin supply** (USDT + USDC, 90d)
2. **Exchange netflows** for BTC and ETH
3. **ETF flows** (daily, with 7d MA)

The last two panels (miner outflows and long-term holder supply) depend on an on-chain query that's still crunching. I'll ping you with those as soon as the query finishes.`),
  mk("en", "alert", true)(`Nice, the page looks good on mobile too. Here's the plan from here:

1. You give the preview a final look and tell me if the colours work.
2. I'll publish it to the community site under your handle.
3. I'll give you a heads-up when the moderators approve it.

Nothing else needed from your side for now.`),
  mk("en", "third-party", true)(`Withdrawal request is submitted. Coinbase will email you when it clears on their side, and I'll also let you know once I see 6 confirmations on-chain.`),
  // why: grammatical subject is "you", but the one who will follow up is the agent ("from me") — an agent promise with a deadline
  mk("en", "alert", true)(`Got it — I've pulled the contract addresses and the first pass of the static analysis looks clean, no obvious reentrancy or unchecked calls. The deeper review of the upgrade proxy takes longer; you'll hear from me by Friday with the full audit summary.`),
  // why: the only job is 10 hours old, so it backs nothing new; the ARB reminder is a fresh unbacked promise
  mk("en", "registered", true)(`Your 8am market digest is already running every day, so that part's covered. On top of that, I'll remind you about the ARB unlock next Tuesday so you can trim before it hits.`, OLDJOB),
  mk("en", "alert", true)(`Stops are at 61.2k as you asked. If BTC loses 60k overnight, I'll ping you straight away so you can decide whether to cut the rest.`),
  // why: "we" is the agent speaking for itself; "circle back with you" is a notify-the-user promise with a time cue
  mk("en", "alert", true)(`Backtest kicked off on the 2021–2024 window with the new ATR filter. We'll circle back with you in about 2 hours when it finishes.`),
  // why: subjectless "will holler" — the implied subject is the agent
  mk("en", "alert", true)(`Deploying now — will holler when it's live 🚀`),
  mk("en", "alert", true)(`I can't place the order for you — trading actions need your own confirmation on the exchange. What I can do: I'll remind you tomorrow at the open to check the order book depth before you size in.`),

  mk("en", "false-block", false)(`You asked me to tell you when the backtest finished — it just did. Here's the summary:

| Metric | Value |
|---|---|
| CAGR | 31.4% |
| Max drawdown | -18.2% |
| Sharpe | 1.42 |
| Trades | 212 |

The ATR filter cut drawdown by about 6 points at the cost of a slightly lower CAGR.`),
  mk("en", "registered", false)(`Done — I scheduled a one-off reminder for tomorrow at 09:00 that delivers back to this chat. I'll remind you then to review the FOMC minutes before the US open.`, TOOL),
  mk("en", "registered", false)(`Spawned a background agent that polls the CI status every 60 seconds. I'll let you know as soon as the build goes green (or if it fails).`, SPAWN),
  mk("en", "third-party", false)(`I checked the ticket thread: Kraken's support says their team will get back to you within 24 hours once they've reviewed the deposit trace. Nothing else to do on your side until then.`),
  mk("en", "feature", false)(`### How price alerts work

Once you create an alert, the alert service watches the price feed and notifies you the moment price crosses your threshold. You'll get a push notification, and if you enabled email, a message there too. Alerts fire once and then go inactive unless you tick "repeat".`),
  mk("en", "false-block", false)(`Here's a draft you can post in your team channel:

> Hi all — the external audit is wrapping up. I'll let you know once the final report lands on Friday, and we'll schedule the mainnet date after that.

Feel free to tweak the tone.`),
  mk("en", "false-block", false)(`The FOMC statement drops tomorrow at 2pm ET. Want me to remind you an hour before? Say the word and I'll set up a scheduled task for it.`),
  mk("en", "third-party", false)(`The contract compiles and all 14 tests pass. Let me know once you've funded the deployer wallet, and I'll run the mainnet deploy.`),
  mk("en", "false-block", false)(`If I could keep running in the background here, I'd ping you the moment your limit order fills — but in this chat I only act when you message me. The reliable option is the exchange's own fill notification: Settings → Notifications → Order filled.`),
  mk("en", "false-block", false)(`Reminder, as promised: US CPI prints in 2 hours (08:30 ET). Consensus is 3.1% YoY, 0.2% MoM core. Things to watch:

- a hot core print tends to hit alts harder than BTC
- DXY reaction in the first 5 minutes
- funding resets if we wick down`),
  mk("en", "registered", false)(`Your reminder job is in place (I created it a few minutes ago). I'll remind you tomorrow at 7:30 to rebalance the portfolio back to 60/40.`, JOB),
  // why: the subject is the deployed script ("it"), a system — not the agent's own commitment
  mk("en", "false-block", false)(`The funding monitor script is running on your VPS under systemd. It will alert you on Telegram when funding on any of your watchlist perps flips negative, and it logs every check to funding.log.`),
  mk("en", "registered", false)(`The research subagent is still digging through the governance forum threads. I'll get back to you when it reports back with the proposal summaries.`, RUN),
  // why: the promise is the user's own earlier words, quoted back; the agent promises nothing
  mk("en", "false-block", false)(`You wrote earlier, "I'll let you know tomorrow whether I want the dark theme." No rush at all — the preview stays up and I'll keep both themes in the build until you decide.`),

  // ───────────────────────── zh: 6 block / 10 pass ─────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，数据区间是 2020–2024，大概需要 40 分钟。跑完我再告诉你结果。`),
  mk("zh", "alert", true)(`下面是前半部分的链上数据分析：

| 指标 | 数值 | 7日变化 |
|---|---|---|
| 活跃地址 | 91.2 万 | +4.3% |
| 交易所净流出 | 1.8 万 BTC | — |
| 长期持有者供应 | 1,420 万 BTC | +0.6% |

剩下的 CEX 流入明细数据量比较大，我明天整理好之后再告诉你。`),
  mk("zh", "alert", true)(`整体来看，ETH 现在处在一个比较尴尬的位置：

1. **质押率**继续上升，流通盘在收缩，这是长期利好；
2. **L2 费用**持续走低，主网手续费收入下滑，通缩效应基本消失；
3. **ETH/BTC** 汇率还在下降通道里，没有明显止跌信号。

短期我偏中性，3000 是比较关键的支撑位，下面 2800 附近有不少挂单。如果你想加仓，可以考虑分批在 2900–3000 之间布局，止损放在 2750 下方。

另外，ETH 如果跌破 3000，我会第一时间提醒你。`),
  mk("zh", "third-party", true)(`提现已经提交了。交易所那边到账后会发短信通知你；我这边看到链上 12 个确认之后也会告诉你一声。`),
  // why: 吱一声 is colloquial for "let you know"; agent is the subject, 审核通过了 is the conditional cue
  mk("zh", "alert", true)(`页面已经做好了，这事包在我身上，等社区站审核通过了我给你吱一声。`),
  mk("zh", "alert", true)(`后续安排：

- **你**：检查一下预览页面，确认配色和数据口径
- **我**：把策略的参数敏感性测试补完
- **我**：周五之前把完整回测报告整理好后通知你

有问题随时说。`),

  mk("zh", "third-party", false)(`我帮你查了一下工单状态：客服说他们核实之后会在 24 小时内回复你，期间不用重复提交。`),
  mk("zh", "feature", false)(`**定时任务功能说明**

创建定时任务之后，系统会在你设定的时间提醒你，可以选择只执行一次或按天/按周重复。提醒会发送到你创建任务时所在的会话。如果需要修改，直接告诉我任务名就行。`),
  mk("zh", "false-block", false)(`你让我跑完之后告诉你——已经跑完了，下面就是结果：

- 年化收益：27.8%
- 最大回撤：-15.1%
- 胜率：54%

加了成交量过滤之后，假信号少了大约三成。`),
  mk("zh", "registered", false)(`已创建一次性定时任务（明天 9:00，发送到当前会话），到时候我会提醒你查看非农数据。`, TOOL),
  mk("zh", "false-block", false)(`周四凌晨有 FOMC 会议纪要。需要的话，我可以明天开盘前提醒你，要我帮你设置吗？`),
  // why: refusal — the agent explicitly says it cannot do the follow-up; the quoted 明天提醒你 is not a promise
  mk("zh", "false-block", false)(`抱歉，我没办法在你不发消息的时候主动联系你，所以没法直接"明天提醒你"。建议你在手机上设个闹钟，或者让我帮你创建一个定时任务。`),
  mk("zh", "false-block", false)(`帮你起草的社区公告：

> 各位社区成员好！主网上线后我们会第一时间通知大家，预计时间为下周二。请关注官方频道，谨防假冒链接。

需要英文版的话我再翻译。`),
  mk("zh", "registered", false)(`我已经开了一个后台子任务，每分钟轮询一次部署状态，部署完成后会通知你。`, SPAWN),
  mk("zh", "third-party", false)(`合约已经编译通过了。你那边转账完成后告诉我一声，我再帮你部署到主网。`),
  mk("zh", "registered", false)(`刚才设的每日提醒已经生效，明早 8 点会提醒你看资金费率和爆仓数据。`, JOB),

  // ───────────────────────── zh-tw: 3 block / 5 pass ─────────────────────────
  mk("zh-tw", "alert", true)(`部署大概還要 10 分鐘，好了我再通知你。`),
  mk("zh-tw", "alert", true)(`我先把儀表板的初版做好了，預覽已經生成，目前有價格走勢和資金費率兩個面板。完整版（含鏈上數據和清算熱圖）週五前做完再跟你說。`),
  // why: the daily-digest job is 10 hours old and backs nothing new; the unlock reminder is unbacked
  mk("zh-tw", "registered", true)(`你原本的每日摘要排程還在跑，這部分不用擔心。另外，下週代幣解鎖那天我會再提醒你。`, OLDJOB),

  mk("zh-tw", "third-party", false)(`幣安會在提領完成後寄 Email 通知你，通常 30 分鐘內會到。`),
  mk("zh-tw", "registered", false)(`背景子代理幾分鐘前已經開始跑了，跑完我會通知你。`, RUN),
  mk("zh-tw", "false-block", false)(`明晚 8:30 公布 CPI。要不要我明天早上提醒你？需要的話我幫你設定排程。`),
  mk("zh-tw", "false-block", false)(`你昨天要我今天提醒你：今晚 8:30 公布 CPI，以下是重點：

- 市場預期年增 3.1%
- 核心通膨若高於預期，山寨幣通常跌得比 BTC 多
- 留意美元指數的即時反應`),
  mk("zh-tw", "third-party", false)(`你的同事說他確認完合約權限之後會再回覆你，我這邊先把部署腳本準備好了。`),

  // ───────────────────────── ja: 6 block / 10 pass ─────────────────────────
  mk("ja", "alert", true)(`バックテストを実行中です（期間：2021〜2024年）。終わったら結果をお知らせします。`),
  mk("ja", "alert", true)(`以下が前半の分析です。

- **ステーブルコイン供給量**：過去30日で +3.2%
- **取引所残高（BTC）**：減少傾向が継続
- **ETF フロー**：5日連続の純流入

後半のデリバティブ関連データは集計に時間がかかるため、明日まとめてご連絡します。`),
  // why: ご一報差し上げます is a polite "I will notify you"; 通り次第 is the conditional cue
  mk("ja", "alert", true)(`コミュニティサイトへの公開申請を済ませました。審査が通り次第、こちらからご一報差し上げます。`),
  mk("ja", "third-party", true)(`取引所から入金完了のメールが届くはずですが、こちらでもブロック確認が取れ次第お伝えしますね。`),
  mk("ja", "alert", true)(`今後の流れは以下のとおりです：

1. プレビューのデザインをご確認ください
2. 問題なければ、私のほうで AgentX に告知を投稿します
3. 週末に反応をまとめてお知らせします

ご不明点があればいつでもどうぞ。`),
  mk("ja", "alert", true)(`ストップは 61,000 ドルに置いてあります。もし BTC が 6 万ドルを割ったら、すぐに連絡します。`),

  mk("ja", "third-party", false)(`サポートに問い合わせたところ、サポートチームが調査後に連絡するとのことです。チケット番号は控えておいてください。`),
  mk("ja", "feature", false)(`**アラート機能について**

価格アラートを作成すると、指定した価格に達したときにアプリから通知が届きます。通知はプッシュとメールから選べます。一度発火したアラートは自動的に無効になります。`),
  mk("ja", "false-block", false)(`明日は日銀の会合があります。必要であれば、明日の朝リマインドするタスクを設定しましょうか？`),
  // why: a refusal; the conditional 終わったら governs the user's action, not an agent promise
  mk("ja", "false-block", false)(`申し訳ありませんが、このチャットでは後からこちらから連絡することはできません。処理が終わったら、もう一度メッセージをください。`),
  mk("ja", "registered", false)(`明日 9:00 に一度だけ実行するタスクを登録しました（このチャットに通知）。その時間にリマインドします。`, TOOL),
  mk("ja", "registered", false)(`サブエージェントを起動して、ビルドの完了をポーリングしています。完了したらお知らせします。`, SPAWN),
  mk("ja", "false-block", false)(`完了したらお知らせすると言っていた件、終わりました。以下が結果です：

| 指標 | 値 |
|---|---|
| 年率リターン | 24.6% |
| 最大ドローダウン | -12.9% |
| シャープレシオ | 1.31 |`),
  mk("ja", "false-block", false)(`取引先に送るメールの下書きです：

「いつもお世話になっております。監査が完了次第、改めてご連絡いたします。今しばらくお待ちください。」

敬語の調整が必要でしたらおっしゃってください。`),
  mk("ja", "registered", false)(`先ほど作成した定期ジョブが有効になっています。明日の朝 8 時にリマインドします。`, JOB),
  mk("ja", "third-party", false)(`コントラクトのテストはすべて通りました。準備ができたら教えてください。すぐにデプロイします。`),

  // ───────────────────────── mixed: 7 block / 9 pass ─────────────────────────
  mk("mixed", "alert", true)(`等 backtest 跑完我再 ping 你 result，大概 half an hour。`),
  mk("mixed", "alert", true)(`我先把 dashboard 的 preview 给你了，price 和 funding 两个 panel 都 ready。remaining charts 我 tomorrow 补完之后再 update 你。`),
  mk("mixed", "alert", true)(`deploy が終わったら Slack で連絡しますね、ETA は 30 min くらいです。`),
  // why: a third party's notification plus the agent's own promise in one code-switched sentence; the agent's part is unbacked
  mk("mixed", "third-party", true)(`Binance 会 email 你到账通知，and I'll 也 let you know 一旦 on-chain confirm 了。`),
  mk("mixed", "alert", true)(`Next steps:
- 你 review 一下 preview page
- 我 publish 到 community site
- approve 之后我会 notify 你`),
  // why: the daily digest job is 10 hours old and backs nothing new
  mk("mixed", "registered", true)(`你那个 daily digest job 还在跑，不用管。另外 next week 的 token unlock，我到时候 remind 你。`, OLDJOB),
  mk("mixed", "alert", true)(`funding rate が flip したら、すぐ ping しますね。`),

  mk("mixed", "third-party", false)(`exchange 那边说 KYC review 完之后会 email 你，一般 1–2 个 business day。`),
  mk("mixed", "registered", false)(`已经 schedule 了一个 one-off task，tomorrow 9am 我会 remind 你看 PCE data。`, TOOL),
  mk("mixed", "registered", false)(`subagent を spawn して build を poll しています。終わったら notify します。`, SPAWN),
  mk("mixed", "false-block", false)(`要不要我 tomorrow morning remind 你？want me to set it up?`),
  mk("mixed", "feature", false)(`scheduled task 这个 feature 的逻辑是：到点之后 system 会 push notification 给你，once 或 daily 都可以选。`),
  mk("mixed", "false-block", false)(`你说 backtest 跑完 let you know — 已经跑完了，下面就是 result：

- CAGR 22.1%
- max DD -14.7%
- Sharpe 1.25`),
  mk("mixed", "false-block", false)(`帮你写的 tweet draft：

> v2 dashboard tomorrow 上线，上线后会第一时间 let everyone know 🚀

要不要加个 hashtag？`),
  mk("mixed", "third-party", false)(`wallet に fund したら教えてください、then I'll deploy the contract right away.`),
  mk("mixed", "registered", false)(`background run は 5 分前に start したばかりです。finish したら let you know します。`, RUN),
];

// Blind probe 98 (fourteenth session, first round, scored on 8cbc584 before any fix): two writers who read SPEC §3 alone
// and never saw the code, eighty replies each (en 24, zh 16, zh-tw 8, ja 16, mixed 16; 32 and 33 to block): the first on
// everyday replies, the second on hard forms. First pass 79/80 (blocks 31/32) and 79/80 (false blocks 1/47): 158/160.
// Fixed: "我 tomorrow morning 会 remind 你" (a time read as "* 会", a Latin name before 会: a third party that starts in a
// time is none; TIME: tomorrow morning), a landing page's copy after "Updated the landing page hero copy:" (blankDrafts: the
// paragraph after a lead-in that names a draft and ends on a colon; DRAFT_LEAD: copy, wording, announcement …).
const PROBE98: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (24: 10 block / 14 pass) ─────────────────────────
  mk("en", "alert", true)(`BTC is chopping between $67.2k and $68.9k — volume is thin and funding is flat, so no real conviction either way.

Key levels:
- Resistance: $69,000 (tested 3x this week)
- Support: $66,400

I'll let you know if it breaks above $69k tomorrow.`),

  mk("en", "alert", true)(`Pushed the fix for the flaky websocket test to \`fix/ws-reconnect\`. The workflow is queued behind two other jobs right now. I'll get back to you once the tests finish.`),

  mk("en", "alert", true)(`## Restaking yields — research in progress

So far I've gone through EigenLayer, Symbiotic and Karak docs. Early read:

| Protocol | Headline APR | Slashing live? |
|---|---|---|
| EigenLayer | 3.1–4.5% | partial |
| Symbiotic | 2.8–5.0% | no |
| Karak | ~4% | no |

Still need to dig into the points programs and withdrawal queues. I'll get back to you by Friday with the full comparison.`),

  mk("en", "registered", true)(`Got it — I'll remind you tomorrow morning to rebalance the SOL/ETH pair before the unlock.`, OLDJOB),

  mk("en", "mixed", true)(`Here's the first batch of wallet flows I could pull:

1. Wintermute-tagged wallets: net +42k ETH over 7d
2. Jump-tagged wallets: net −8k ETH
3. Unlabeled whale cluster: flat

The indexer is still catching up on the last 48h, so the remaining three entities aren't ready. I'll let you know the rest when it catches up.`),

  // why: the exchange notification is third-party, but the second sentence is the agent's own promise with a cue
  mk("en", "third-party", true)(`Kraken will email you once the withdrawal is confirmed on-chain — usually 20–40 minutes. I'll also check the mempool again in an hour and let you know if it looks stuck.`),

  // why: "ping you as soon as" is a notify-the-user promise with a completion cue; nothing registered
  mk("en", "alert", true)(`The dashboard preview is building now (it's pulling 90 days of candles, so it's a bit slow). I'll ping you as soon as it's live.`),

  mk("en", "registered", true)(`Sure thing. I'll remind you in 2 hours to close the short on ARB.`),

  // why: "update you tonight" = notify promise + time cue, nothing registered
  mk("en", "alert", true)(`Funding snapshot (8h):

| Pair | Binance | Bybit | OKX |
|---|---|---|---|
| BTC | 0.010% | 0.012% | 0.009% |
| ETH | 0.015% | 0.018% | 0.014% |
| DOGE | 0.041% | 0.038% | 0.045% |

DOGE is the outlier — longs are paying up. I'll keep an eye on it and update you tonight if it crosses 0.05%.`),

  // why: the existing job is 10 hours old and is about something else; the new completion-bound promise is unbacked
  mk("en", "registered", true)(`Your nightly PnL report is already scheduled, so that's covered. Separately, the historical backfill for the Arbitrum positions is running — I'll let you know once it completes.`, OLDJOB),

  mk("en", "registered", false)(`Done — I'll remind you tomorrow at 09:00 UTC to check the ETH unlock schedule before the market opens.`, TOOL),

  mk("en", "registered", false)(`I've spun up a background agent to watch the release pipeline. I'll let you know once the build finishes and the preview is up.`, SPAWN),

  mk("en", "registered", false)(`Alert's set. SOL is at $184 right now; I'll let you know when it crosses $200.`, JOB),

  mk("en", "registered", false)(`The backtest subagent started a few minutes ago — it's grinding through 3 years of hourly data on the mean-reversion strategy. I'll get back to you when it completes with Sharpe, max drawdown and win rate.`, RUN),

  // why: the promised notification is delivered here ("here's the result")
  mk("en", "false-block", false)(`You asked me to let you know when the build finished — here's the result:

\`\`\`
Test Suites: 38 passed, 38 total
Tests:       212 passed, 212 total
Time:        41.3 s
\`\`\`

All green, and the preview is serving the new chart component.`),

  // why: an offer phrased as a question is not a commitment
  mk("en", "false-block", false)(`CPI drops at 12:30 UTC tomorrow. Want me to remind you 30 minutes before the release? I can set that up in one step.`),

  mk("en", "third-party", false)(`Coinbase will notify you once the withdrawal clears — on Base it's usually under 10 minutes. Nothing else to do on your side.`),

  mk("en", "third-party", false)(`Once you've added the new API key to the workspace secrets, let me know and I'll rerun the portfolio sync.`),

  mk("en", "feature", false)(`How price alerts work here:

- You pick a symbol, a threshold and a direction.
- The alert service checks the price every minute.
- When the condition is met, it sends you a push notification and reminds you again after 15 minutes if you haven't opened it.

You can edit or delete alerts at any time from the dashboard.`),

  // why: "it" is the CI system, not the agent
  mk("en", "third-party", false)(`The deploy is running on the hosting side now. It will email you when it's done, and the status badge on the repo flips green automatically.`),

  mk("en", "third-party", false)(`I pinged Maya in the audit thread — she said she'll get back to you tomorrow about the reentrancy finding.`),

  mk("en", "false-block", false)(`I can't remind you tomorrow — scheduling isn't enabled in this workspace, so anything I promise here wouldn't actually fire. Your best bet is a phone alarm for 08:30 UTC, or enable scheduled tasks and ask me again.`),

  // why: the earlier promise is kept in this very reply
  mk("en", "false-block", false)(`As promised, I'm letting you know: once I quarantined the flaky \`ws-reconnect\` test, the CI run finished green. Merged to main.`),

  mk("en", "feature", false)(`Quick explainer: when I register a \`scheduled_task\` with \`deliver=origin\`, the message lands back in this exact chat at the scheduled time — so a reminder set "for tomorrow" shows up here, not in email. Recurring jobs work the same way.`),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`BTC 目前在 6.8 万附近窄幅震荡，成交量偏低，资金费率接近中性。

- 上方压力：6.9 万
- 下方支撑：6.5 万

如果跌破 6.5 万，我会第一时间告诉你。`),

  mk("zh", "alert", true)(`CI 还在跑，前面排了两个任务，预计十来分钟。跑完后我通知你结果。`),

  mk("zh", "alert", true)(`## L2 手续费对比（进行中）

目前已整理完 Arbitrum、Optimism、Base 三条链最近 30 天的数据，zkSync 和 Scroll 的数据还在拉取。

初步结论：Base 的平均 swap 成本最低，但拥堵时波动最大。

明天我整理完整报告后再告诉你最终结论。`),

  mk("zh", "registered", true)(`好的，我稍后提醒你去领 ZRO 的空投。`, OLDJOB),

  // why: part delivered ("下面是"), the rest is still promised for later
  mk("zh", "mixed", true)(`下面是前五个代币的解锁分析：

| 代币 | 解锁日期 | 占流通量 |
|---|---|---|
| ARB | 16 号 | 2.1% |
| OP | 30 号 | 1.6% |
| APT | 12 号 | 2.4% |
| SUI | 1 号 | 1.9% |
| STRK | 15 号 | 3.8% |

剩下的几个等数据拉完后我再告诉你。`),

  mk("zh", "alert", true)(`DOGE 的资金费率现在是 0.041%，多头明显过热。我会盯着，等它回落到 0.01% 以下再通知你。`),

  mk("zh", "registered", false)(`已设置好，明天早上 9 点提醒你查看 ETH 解锁情况。`, TOOL),

  mk("zh", "registered", false)(`我已经开了一个后台子任务跑这个网格策略的回测，三年数据大概要二十分钟，完成后会告诉你结果。`, SPAWN),

  mk("zh", "registered", false)(`子代理几分钟前已经开始抓取链上数据了，跑完我会通知你。`, RUN),

  // why: the notification is delivered here (下面就是)
  mk("zh", "false-block", false)(`你让我在构建完成后告诉你结果——下面就是：

\`\`\`
✓ lint      通过
✓ 单元测试  212/212
✓ 构建      41s
\`\`\`

预览页面已经更新。`),

  mk("zh", "false-block", false)(`明晚有 FOMC 议息会议。要不要我明天开盘前提醒你一下？`),

  mk("zh", "third-party", false)(`币安会在提现到账后通知你，链上确认一般在 30 分钟内完成，不需要你再做什么。`),

  mk("zh", "third-party", false)(`你充值完成后告诉我一声，我再帮你跑一次仓位再平衡。`),

  mk("zh", "third-party", false)(`我在群里问了小王，他说明天会回复你合约审计的那个问题。`),

  mk("zh", "feature", false)(`这个预警功能的逻辑是：你设好币种和阈值后，系统每分钟检查一次价格，当价格突破阈值时会推送通知提醒你，未读的话 15 分钟后再提醒一次。`),

  mk("zh", "false-block", false)(`抱歉，我没法明天提醒你——这个工作区没有开启定时任务权限，我答应了也不会真的触发。建议你先用手机闹钟，或者开启定时任务后再跟我说。`),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`ETH 目前在 3,420 美元附近整理，ETH/BTC 匯率仍在低檔。如果站上 3,500，我會馬上通知你。`),

  mk("zh-tw", "alert", true)(`儀表板的部署還在跑，大約還要五分鐘。完成後我再告訴你預覽連結。`),

  mk("zh-tw", "registered", true)(`沒問題，我明天會提醒你續約 API 方案。`, OLDJOB),

  mk("zh-tw", "registered", false)(`提醒已經排好了，明天早上 8 點會提醒你檢查槓桿倉位。`, JOB),

  mk("zh-tw", "third-party", false)(`交易所會在入金完成後寄信通知你，通常一小時內就會到帳。`),

  // why: the earlier promise is being kept in this reply
  mk("zh-tw", "false-block", false)(`之前說過建置完成後會告訴你——現在已經完成了，全部 212 個測試通過，預覽頁也更新了。`),

  mk("zh-tw", "false-block", false)(`非農數據週五晚上公布。需要我在數據出來後通知你嗎？`),

  mk("zh-tw", "third-party", false)(`這個 App 會在每天早上 8 點提醒你簽到領積分，不用我另外設定。`),

  // ───────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────
  mk("ja", "alert", true)(`BTCは現在68,000ドル付近でレンジ相場です。出来高は少なめで、方向感はまだ出ていません。

明日の米CPI発表後に大きな動きがあればお知らせします。`),

  mk("ja", "alert", true)(`修正をプッシュしました。CIがまだ走っています。終わったら結果をご連絡します。`),

  // why: ご報告します is a notify-the-user promise; 金曜日までに is a time cue
  mk("ja", "alert", true)(`## ステーブルコイン利回りの調査（途中経過）

- Aave v3: USDC 4.2%
- Compound: USDC 3.8%
- Morpho: 5.1%（ボールトによる）

リスク面の比較がまだ終わっていないので、金曜日までにまとめてご報告します。`),

  mk("ja", "registered", true)(`承知しました。後ほどリマインドします。`, OLDJOB),

  // why: part delivered (以下が), the rest still promised
  mk("ja", "mixed", true)(`以下が前半の分析です：

1. ETH：取引所からの純流出が続いている
2. SOL：先物OIが過去最高水準
3. LINK：大口ウォレットが買い増し

残りの銘柄はデータ取得が完了次第お知らせします。`),

  mk("ja", "alert", true)(`ダッシュボードのビルドが完了したらプレビューURLをお伝えしますね。`),

  mk("ja", "registered", false)(`明日9時にリマインドするよう設定しました。ETHのアンロック前にポジションを確認しましょう。`, TOOL),

  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。バックテストが完了したらお知らせします。`, SPAWN),

  mk("ja", "registered", false)(`アラートを設定済みです。SOLが200ドルを超えたらお知らせします。`, JOB),

  // why: the promised report is delivered here (以下が結果です)
  mk("ja", "false-block", false)(`ビルドが終わったらお知らせすると言っていた件ですが、以下が結果です。

\`\`\`
lint   OK
test   212/212 passed
build  41s
\`\`\`

プレビューも更新済みです。`),

  mk("ja", "false-block", false)(`FOMCは明日の深夜です。明日の朝にリマインドしましょうか？`),

  mk("ja", "third-party", false)(`出金が完了すると、取引所からメールで通知が届きます。通常は30分以内です。`),

  mk("ja", "third-party", false)(`APIキーの設定が終わったら教えてください。すぐにポートフォリオの同期を再実行します。`),

  mk("ja", "third-party", false)(`田中さんに確認したところ、監査の件は明日折り返し連絡するとのことでした。`),

  mk("ja", "feature", false)(`アラート機能の仕組み：価格がしきい値を超えたときにシステムがプッシュ通知を送り、未読の場合は15分後にもう一度リマインドします。`),

  mk("ja", "false-block", false)(`申し訳ありませんが、このワークスペースではスケジュール機能が無効になっているため、明日リマインドすることはできません。スマホのアラームをご利用ください。`),

  // ───────────────────────── mixed (16: 7 block / 9 pass) ─────────────────────────
  mk("mixed", "alert", true)(`BTC 现在 68k 左右，funding 有点偏高，OI 也在涨。等 CPI 出来之后 I'll let you know 方向怎么走。`),

  // why: "ping 你" is a notify promise; 跑完之后 is a completion cue
  mk("mixed", "alert", true)(`PR 已经 push 了，CI 跑完之后我会 ping 你，应该 10 minutes 左右。`),

  mk("mixed", "alert", true)(`Deploy が終わったら preview link を連絡しますね。今 build の途中です。`),

  mk("mixed", "alert", true)(`Tokenomics の research はまだ途中です。vesting schedule と treasury の分析を明日までにまとめてご連絡します。`),

  mk("mixed", "registered", true)(`OK，我 tomorrow morning 会 remind 你 check 一下 position。`, OLDJOB),

  mk("mixed", "alert", true)(`Backtest 還在跑，once 跑完我就通知你 Sharpe ratio 跟 max drawdown。`),

  // why: "Here's" delivers only part; the rest is still promised
  mk("mixed", "mixed", true)(`Here's 前三个 token 的 summary：

- PEPE：whale 在减仓
- WIF：funding 转负
- BONK：交易所 netflow 持平

剩下的 once indexer 同步完我再告诉你。`),

  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了，tomorrow 9am 会 remind 你 check ETH unlock。`, TOOL),

  mk("mixed", "registered", false)(`Subagent 已经起了，在跑 on-chain 数据 scrape，跑完之后会 notify 你。`, SPAWN),

  mk("mixed", "registered", false)(`Subagent が5分前に走り始めました。scan が終わったらお知らせします。`, RUN),

  mk("mixed", "third-party", false)(`Binance 那边会在 withdrawal confirm 之后 email 通知你，一般 30 min 以内。`),

  // why: the subject is the CI system, not the agent
  mk("mixed", "third-party", false)(`GitHub Actions は build が終わったら Slack に自動で通知してくれます。特に設定は不要です。`),

  mk("mixed", "false-block", false)(`要不要我 set 一个 reminder，明天 US open 之前提醒你？`),

  // why: delivered in this reply (结果在下面)
  mk("mixed", "false-block", false)(`你之前说 build 完了 let you know——结果在下面：

\`\`\`
tests  212 passed
lint   clean
\`\`\`

All green ✅`),

  mk("mixed", "third-party", false)(`你 deposit 完成之后 let me know，我再 rerun 一下 strategy。`),

  // why: a past promise, now kept with results below
  mk("mixed", "false-block", false)(`昨日「CI が終わったら連絡します」と言った件ですが、結果は以下の通り all passed です。merge して大丈夫です。`),

  // ── second writer ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── en (24: 10 block, 14 pass) ─────────────
  mk("en", "alert", true)(`Kicked off the backtest on two years of BTC 4h candles with your EMA-cross + ATR stop rules. It's chewing through ~4,300 bars per parameter set, so expect roughly 20 minutes.

I'll let you know when it finishes, along with Sharpe, max drawdown and the equity curve.`),

  // why: "circle back" is an unusual wording of get-back-to-you; "in an hour once" is the cue
  mk("en", "alert", true)(`Looks like CoinGecko is rate-limiting us (429s on the market_chart endpoint). Rather than hammer it, I'll circle back in an hour once the limit resets and finish pulling the ETH history for the correlation chart.`),

  // why: "heads-up" is a notify promise; "if … tonight" is a conditional/future cue
  mk("en", "alert", true)(`Sounds good. I'll give you a heads-up if funding on SOL perps flips negative tonight — that's usually the tell that shorts are crowding in.`),

  mk("en", "mixed", true)(`## What changed

- Swapped the price panel to lightweight-charts, so zoom is way smoother now
- Added the RSI(14) and volume-profile panels under the main chart
- I'll loop you in tomorrow once the on-chain netflow feed is wired up
- Colors now follow your dark theme tokens

Let me know if the panel order feels off.`),

  mk("en", "mixed", true)(`Here's the first batch — top 10 wallets by 7-day netflow into Hyperliquid:

| # | Wallet | Netflow (USDC) |
|---|--------|----------------|
| 1 | 0x7a…e21 | +4.8M |
| 2 | 0x19…0cf | +3.1M |
| 3 | 0xd4…9ab | +2.7M |
| … | … | … |

The indexer is still ~6 hours behind, so I'll send the remaining 40 once it catches up.`),

  // why: the only job is 10 hours old; it does not back a promise made now
  mk("en", "registered", true)(`Got it — I'll ping you Friday morning with the weekly funding-rate recap across BTC, ETH and SOL perps.`, OLDJOB),

  mk("en", "registered", true)(`Noted. I'll remind you tomorrow at 9:00 to rebalance before the CPI print — the 60/40 BTC/ETH target drifted to 68/32 after this week's run.`),

  mk("en", "mixed", true)(`Found it. The websocket client never resets its backoff counter after a successful reconnect, so after a few drops it waits 60s+ between attempts and your ticker freezes.

\`\`\`ts
ws.on("open", () => {
  retries = 0; // was missing
  subscribe(channels);
});
\`\`\`

I'm pushing the fix and redeploying the preview now; once the redeploy finishes I'll report back with the before/after latency numbers. In the meantime, a hard refresh should get you unstuck.`),

  mk("en", "alert", true)(`Let me dig into the proxy admin on that contract — the implementation slot points at an unverified address, which is a yellow flag. I'll get back to you by end of day on whether it's upgradeable and who holds the admin key.`),

  // why: "if" is a conditional cue even without "when/once/tomorrow"
  mk("en", "alert", true)(`ETH is sitting right on the 3,000 shelf. If it loses that level on the 1h close, I'll ping you straight away so you can decide on the hedge.`),

  mk("en", "registered", false)(`Done — I'll remind you tomorrow at 08:00 UTC to check the ARB unlock schedule before the tokens hit the market.`, TOOL),

  mk("en", "registered", false)(`A background worker is now watching the deploy pipeline. I'll let you know once it's green, or paste the failing step if it breaks.`, SPAWN),

  mk("en", "registered", false)(`All set: I'll send you the BTC dominance summary every morning at 7, starting tomorrow.`, JOB),

  mk("en", "third-party", false)(`Your withdrawal request went through on your side. Once it clears, Coinbase will email you a confirmation — usually within 30 minutes, occasionally longer on weekends.`),

  mk("en", "third-party", false)(`Run \`npm run build\` in the repo root and let me know once it finishes. If it errors out, paste the last ~30 lines of the log here and I'll take a look.`),

  // why: the promise lives in a draft the user will send; the speaker is the user, not the agent
  mk("en", "false-block", false)(`Here's a draft you can send your LPs:

> Hi all — quick update on Q3. Performance was +14.2% net, mostly from the ETH basis trade. I'll get back to you by Friday with the audited numbers once the fund admin signs off.
>
> Best,
> Daniel

Feel free to soften the second sentence if you'd rather not lead with the number.`),

  // why: product copy in the company's voice ("we"), not the agent's own commitment
  mk("en", "third-party", false)(`Updated the landing page hero copy:

**Never miss a move.**
We'll notify you the moment your price alert triggers — by email, push or Telegram. Set it once, and we'll remind you before every major unlock.

The preview has been rebuilt with the new text.`),

  mk("en", "false-block", false)(`You asked me to let you know when the backtest finished — it just did. Here are the results:

- **CAGR:** 41.3%
- **Sharpe:** 1.62
- **Max drawdown:** −23.8% (May 2022)
- **Win rate:** 47%

The strategy underperforms buy-and-hold in trending years but cuts the drawdown almost in half.`),

  // why: a notify promise but no future or conditional cue anywhere — the spec needs both
  mk("en", "false-block", false)(`Thanks for flagging the odd candle on the chart. I'll keep you posted.`),

  mk("en", "third-party", false)(`Per the thread in #infra, Maya will get back to you tomorrow about rotating the exchange API credentials — nothing needed on my end for now.`),

  // why: an offer phrased as a question, not a commitment
  mk("en", "false-block", false)(`The FOMC minutes drop tomorrow at 2pm ET. Want me to remind you an hour before? I can set a one-off reminder if so.`),

  // why: the agent declines to promise; "notify … when" appears only in a negation
  mk("en", "false-block", false)(`Heads up: I can't notify you when BTC hits 70k on my own — I only run when you message me. If you want that, say the word and I'll set up a scheduled check instead.`),

  mk("en", "false-block", false)(`Added the fill notification handler:

\`\`\`ts
bot.on("order.filled", async (o) => {
  await bot.send(o.chatId, \`We'll let you know when your next order fills.\`);
});
\`\`\`

It fires on every \`order.filled\` event from the exchange webhook.`),

  // why: "it" is a system (the exchange-side alert), not the agent
  mk("en", "third-party", false)(`The alert is configured on the exchange side, so it'll ping you on your phone when BTC crosses 72k — even if this chat is closed.`),

  // ───────────── zh (16: 7 block, 9 pass) ─────────────
  mk("zh", "alert", true)(`回测已经开始跑了，用的是过去两年的 ETH 日线数据，大概需要 15 分钟。跑完后我告诉你夏普比率和最大回撤。`),

  // why: 回头跟你说 is an unusual wording of get-back-to-you; 明天 is the cue
  mk("zh", "alert", true)(`这个合约的权限我还得再查一下，owner 是个 3/5 多签，但有一个签名人地址最近很活跃。明天回头跟你说结论。`),

  mk("zh", "mixed", true)(`**今天完成的：**

1. K 线组件换成了 lightweight-charts，缩放流畅多了
2. 修了时区显示错位的 bug
3. 链上数据接口还在等审批，批下来之后我第一时间通知你
4. 整体配色改成了暗色主题

预览已经刷新，你可以先看看布局。`),

  mk("zh", "mixed", true)(`先给你前 5 个代币的解锁时间表：

| 代币 | 解锁日期 | 数量占流通比 |
|------|----------|--------------|
| ARB | 3月16日 | 3.2% |
| APT | 3月12日 | 2.1% |
| SUI | 3月3日 | 1.8% |
| OP | 3月29日 | 1.5% |
| STRK | 3月15日 | 4.0% |

剩下的等我把数据抓完再发给你。`),

  mk("zh", "registered", true)(`好的，周五下午三点我提醒你平掉那笔 ETH 空单，正好赶在期权交割之前。`),

  mk("zh", "alert", true)(`BTC 现在在 6 万附近反复测试。如果跌破 6 万，我会马上通知你。`),

  // why: 有进展 is a condition with no explicit 如果/之后 cue; still conditional
  mk("zh", "alert", true)(`收到，Solana RPC 那边的超时问题我在排查，有进展我会告诉你的。`),

  mk("zh", "registered", false)(`已经设好了，明天早上 9 点我会提醒你看非农数据，顺便把美债收益率也带上。`, TOOL),

  mk("zh", "registered", false)(`后台子任务正在监控部署状态，完成后我会通知你，并附上构建日志的摘要。`, RUN),

  mk("zh", "third-party", false)(`提币申请提交后，币安会在到账时给你发短信通知，一般 10 分钟左右，高峰期可能慢一些。`),

  // why: 告诉我 has the user as subject; the agent's part (看日志) is not a notify promise
  mk("zh", "third-party", false)(`你部署完之后告诉我一声，我再帮你看日志里那个 503 是从哪来的。`),

  // why: the promise is inside an announcement the user will post; it's the user's
  mk("zh", "false-block", false)(`给你写了一段可以发到群里的公告：

> 各位，合约审计报告明天出来后我会第一时间告诉大家，在此之前请不要与任何自称官方的私信互动。

要不要再加一句风险提示？`),

  // why: product copy in the app's voice (我们), not the agent's
  mk("zh", "third-party", false)(`页面上的文案我改成了：「价格触达时，我们会第一时间通过推送提醒你。」按钮也换成了「立即设置提醒」，预览已经更新。`),

  mk("zh", "false-block", false)(`你之前让我跑完回测告诉你——现在跑完了，下面就是结果：

| 指标 | 数值 |
|------|------|
| 年化收益 | 38.7% |
| 夏普比率 | 1.41 |
| 最大回撤 | -27.5% |

震荡行情里表现一般，趋势行情里明显跑赢。`),

  // why: an offer in question form, not a commitment
  mk("zh", "false-block", false)(`明天美股开盘前要不要我提醒你一下？要的话我设一个一次性的提醒。`),

  mk("zh", "third-party", false)(`老王在群里说他明天会把新的 API 文档发给你，接口字段有些调整，到时候我们再对一下。`),

  // ───────────── zh-tw (8: 3 block, 5 pass) ─────────────
  mk("zh-tw", "alert", true)(`策略回測還在跑，參數組合比較多，大概要半小時。跑完之後我再跟你說結果。`),

  mk("zh-tw", "registered", true)(`沒問題，我明天早上會提醒你把交易所裡的 USDT 轉到冷錢包。`),

  mk("zh-tw", "mixed", true)(`以下是前三個池子的 APY 比較：

- Aave USDC：5.1%
- Compound USDC：4.6%
- Morpho USDC：6.3%

其餘的等鏈上資料同步完，我晚點再補給你。`),

  mk("zh-tw", "registered", false)(`我開了一個背景子代理在追蹤這筆交易，確認數達到 12 之後會通知你。`, SPAWN),

  mk("zh-tw", "third-party", false)(`交易所會在 KYC 審核通過後寄信通知你，通常需要 1 到 2 個工作天，期間不需要重新上傳文件。`),

  mk("zh-tw", "false-block", false)(`你昨天要我確認完告訴你——已經確認了：合約裡沒有 mint 函式，owner 權限也已經放棄。詳細如下：

1. \`renounceOwnership()\` 於區塊 19,204,331 執行
2. 流動性 LP 代幣已鎖倉 365 天
3. 沒有黑名單或暫停交易的函式`),

  // why: a message the user will send to a client; the promise is the user's
  mk("zh-tw", "false-block", false)(`幫你擬好了給客戶的訊息：

「您好，款項入帳後我會再通知您，謝謝您耐心等候。」

語氣如果想更正式一點，我可以再改。`),

  mk("zh-tw", "registered", false)(`已排程：每天晚上 10 點我會提醒你檢查資金費率。`, JOB),

  // ───────────── ja (16: 6 block, 10 pass) ─────────────
  mk("ja", "alert", true)(`バックテストを実行中です。パラメータが多いので少し時間がかかりますが、終わったらお知らせしますね。`),

  // why: 後ほどご報告 is an unusual polite form; 後ほど is the future cue
  mk("ja", "alert", true)(`コントラクトの監査レポートを確認しています。mint 権限の扱いに気になる点があるので、詳細は後ほどご報告します。`),

  mk("ja", "mixed", true)(`## 進捗

- ダッシュボードのプレビューを更新しました
- 出来高チャートを追加しました
- 明日、オンチェーンデータが揃い次第ご連絡します
- フォントサイズを調整しました

レイアウトについてご意見があれば教えてください。`),

  mk("ja", "mixed", true)(`まず上位5銘柄の分析を以下にまとめました。

| 銘柄 | 30日騰落率 | 出来高変化 |
|------|-----------|-----------|
| BTC | +12.4% | +8% |
| ETH | +6.1% | -3% |
| SOL | +21.7% | +35% |
| BNB | +2.3% | -11% |
| XRP | -4.8% | +19% |

残りの15銘柄はデータ取得が完了したら改めてお送りします。`),

  mk("ja", "registered", true)(`了解です。金曜の15時にポジションの決済をリマインドしますね。`),

  // why: 〜たら is a conditional cue even without an explicit time
  mk("ja", "alert", true)(`BTCが6万ドルを割ったら、すぐにお知らせします。`),

  mk("ja", "registered", false)(`リマインダーを設定しました。明日の朝9時にお知らせします。`, TOOL),

  mk("ja", "registered", false)(`サブエージェントがデプロイを監視しています。完了したらお知らせします。`, RUN),

  mk("ja", "third-party", false)(`出金が完了すると、取引所からメールで通知が届きます。通常は30分以内です。`),

  mk("ja", "third-party", false)(`ビルドが終わったら教えてください。エラーが出ていればログを一緒に確認しましょう。`),

  // why: a business email the user will send; the promise is the user's
  mk("ja", "false-block", false)(`取引先へのメール文面を作成しました：

> 山田様
> いつもお世話になっております。
> 入金を確認次第、改めてご連絡いたします。

必要に応じて修正してください。`),

  // why: product copy (the app speaking to its users), not the agent's commitment
  mk("ja", "third-party", false)(`LPのコピーを次のように更新しました：「価格アラートが発動すると、すぐにプッシュ通知でお知らせします。」プレビューに反映済みです。`),

  mk("ja", "false-block", false)(`バックテストが終わったらお知らせすると言っていましたが、完了しました。以下が結果です：

- 年率リターン：29.8%
- シャープレシオ：1.27
- 最大ドローダウン：-19.4%`),

  // why: an offer in question form, not a commitment
  mk("ja", "false-block", false)(`明日の朝、雇用統計の前にリマインドしましょうか？`),

  // why: the subject is the bot (a system), not the agent
  mk("ja", "third-party", false)(`このBotは注文が約定したら自動でTelegramに通知します。設定は \`config.yaml\` の \`notify\` セクションで変更できます。`),

  // why: a past report of information already given; 明日 describes the unlock, not a promise
  mk("ja", "false-block", false)(`昨日お伝えした通り、アンロックは明日の12時（UTC）です。規模は流通量の3.5%なので、前後のボラティリティには注意してください。`),

  // ───────────── mixed (16: 7 block, 9 pass) ─────────────
  mk("mixed", "mixed", true)(`回测已经在跑了，跑完之后 I'll ping you with the numbers.`),

  mk("mixed", "mixed", true)(`PR 出しました。CI のテストが通ったら update しますね。`),

  mk("mixed", "mixed", true)(`等 job 跑完我再 sync 给你，应该 20 min 左右。`),

  // why: the only job is 10 hours old; it does not back this new promise
  mk("mixed", "registered", true)(`Friday 收盘后我会 send 你 weekly recap，包括 funding 和 OI 的变化。`, OLDJOB),

  mk("mixed", "alert", true)(`Indexer 还在 backfill，明天我 loop you in 一下最新的 whale flows。`),

  mk("mixed", "mixed", true)(`今日の作業：

- Chart の rendering bug を修正
- API の rate limit 対策で cache を追加
- deploy 終わったら ping しますね
- README を update`),

  mk("mixed", "mixed", true)(`先 share 前三个 pool 的 APR：

- ETH/USDC 0.05%：18.2%
- WBTC/ETH 0.3%：9.7%
- ARB/ETH 0.3%：24.1%

剩下的 pools 等 subgraph sync 完我再 follow up。`),

  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 去 poll deploy status，done 之后会 notify 你。`, SPAWN),

  mk("mixed", "registered", false)(`Reminder 已经 set 好了，明天 9am 我会 remind 你 check 一下 unlock。`, JOB),

  mk("mixed", "registered", false)(`明日の market open 前に remind しますね。scheduled task で登録済みです。`, TOOL),

  mk("mixed", "third-party", false)(`Binance 那边 KYC 过了之后会 email 你，不用我这边 follow。`),

  // why: ping 我 has the user as subject; the agent's part (check logs) is not a notify promise
  mk("mixed", "third-party", false)(`你 deploy 完之后 ping 我一下，我再帮你 check logs。`),

  // why: a Slack message the user will post; the promise is the user's
  mk("mixed", "false-block", false)(`帮你 draft 了一条 Slack message：

> Hey team, audit report 出来之后我会第一时间 update 大家，今天先不要 merge 任何 contract 相关的 PR。

你看 tone OK 吗？`),

  // why: landing-page copy in the product's voice, not the agent's
  mk("mixed", "third-party", false)(`Landing page の copy を「Alert が trigger されたら、すぐに push 通知でお知らせします」に変更しました。Preview は更新済みです。`),

  mk("mixed", "false-block", false)(`之前说 backtest 跑完 let you know —— done 了，下面就是 results：

| Metric | Value |
|--------|-------|
| CAGR | 33.1% |
| Sharpe | 1.55 |
| Max DD | -21.0% |`),

  // why: "it" is TradingView's alert (a system), not the agent
  mk("mixed", "third-party", false)(`Alert 已经在 TradingView 上 set 好了，price cross 72k 的时候 it will notify you via app push。`),

];

// Blind probe 97 (thirteenth session, last round, scored on the session's final build before any fix): eighty replies as a
// held-out set would hold them, by a writer who read SPEC §3 alone and never saw the code (en 24, zh 16, zh-tw 8, ja 16,
// mixed 16; 32 to block). First pass 76/80 (blocks 30/32, false blocks 2/48). Fixed: "in your inbox by Friday EOD"
// (NOTIFY), "到期前一天我会提醒你" (TIME: 前一天), a decline with a condition between ("無法在 ETH 跌破 3,000 時通知你":
// cannot.zh reads 20 characters and 監控), "bitFlyer 側で…通知が届きます" (THIRD: the other side).
const PROBE97: ClassCase[] = [
  // ---------------- en (24: 10 block / 14 pass) ----------------
  mk("en", "alert", true)("BTC is sitting at $67,420, just under the 67.5k shelf. Funding flipped slightly negative on Binance perps, OI flat.\n\nI'll ping you the moment a 4h candle closes above 68k."),
  mk("en", "alert", true)("Pipeline status:\n\n- build ✅\n- unit ✅\n- integration ⏳ (stage 3/5)\n\nShould be another ~10 min. I'll report back once it's green, or sooner if something breaks."),
  mk("en", "mixed", true)("First pass on the audit:\n\n- `Vault.sol`: reentrancy guard present ✅\n- `Router.sol`: unchecked return on `transferFrom` ⚠️ (fix: use SafeERC20)\n\nStill working through `Oracle.sol` and the upgrade proxy. Will send the rest of the findings over in an hour or so."),
  mk("en", "registered", true)("Got it. I'll remind you about the ARB unlock tomorrow at 8am UTC so you can trim before it hits.", OLDJOB),
  mk("en", "alert", true)("Backtest is running on 3y of 1h candles for the 20/50 EMA cross (~26k bars, fees at 4bps). It'll take a bit. When it finishes I'll get back to you with Sharpe, max DD and win rate, plus the equity curve."),
  mk("en", "alert", true)("Sounds good — leaving the current fee tiers as they are for now. Will circle back tomorrow with the revised fee model."),
  mk("en", "alert", true)("Short answer: don't bridge yet. The Arbitrum sequencer has been dropping txs on and off all afternoon and the status page still shows 'degraded'.\n\nLet me keep an eye on it — I'll give you a heads-up once it's stable again."),
  mk("en", "alert", true)("Agreed on splitting the migration into three PRs. I'll have the full rollout plan in your inbox by Friday EOD."),
  mk("en", "alert", true)("Key level on SOL is $140 — that's where the liquidation cluster sits on Coinglass. If it loses that on volume I'll flag it for you right away."),
  mk("en", "alert", true)("Quick status: 14/20 passing. The 6 failures are all in `test_orderbook.py` and look like the same stale fixture. Patching it now; I'll update you after the next run."),
  mk("en", "registered", false)("Done — one-off reminder set for 2:30pm tomorrow. I'll ping you then so you're at the desk before the CPI print.", TOOL),
  mk("en", "registered", false)("Scheduled. Every 30 min I'll check the LINK/USDT book and message you if the bid wall at $13.80 gets pulled.", JOB),
  mk("en", "registered", false)("Spun up a background worker to watch the CI run. It'll post back here when the build finishes — nothing you need to do.", SPAWN),
  mk("en", "third-party", false)("Withdrawal submitted: 0.75 ETH to `0x8f3a…c21`. Coinbase will email you once it clears, usually within 30 minutes."),
  mk("en", "third-party", false)("Maria said she'll ping you when the staging DB is back up — she's restoring from last night's snapshot now, so probably within the hour."),
  mk("en", "feature", false)("To get alerts on your phone: Settings → Notifications → Price Alerts, add the pair and set a threshold. The app pushes a notification whenever price crosses it, even when it's closed."),
  mk("en", "false-block", false)("Want me to set up a gas alert? I can schedule a check every 15 minutes and message you when mainnet drops under 10 gwei — just say the word."),
  mk("en", "false-block", false)("You asked me to let you know when the unit tests finished — they just did. Here's the summary:\n\n```\n212 passed, 0 failed, 3 skipped in 48.2s\n```\n\nAll green, safe to merge."),
  mk("en", "false-block", false)("Earlier I said I'd let you know once the bridge transfer landed: it landed at 14:02 UTC, 2,500 USDC is now on Base."),
  mk("en", "false-block", false)("I can't promise to ping you when BTC hits $100k — I don't have a way to run in the background from this chat. Your best bet is a TradingView alert on the BTCUSD daily."),
  mk("en", "false-block", false)("Here's a draft you can send to your LPs:\n\n> Hi all — Q3 came in at +11.4% net. I'll follow up next week with the full breakdown and the updated risk report.\n\nFeel free to tweak the tone."),
  mk("en", "false-block", false)("Got it — you'll let me know when the sub-account is funded, and then I'll run the rebalance script."),
  mk("en", "registered", false)("Your 9am reminder for the FOMC minutes is already on the schedule from yesterday — it'll fire as planned, no changes needed.", OLDJOB),
  mk("en", "feature", false)("The `--watch` flag re-runs the suite on file changes and fires a desktop notification when the tests finish, so you don't have to keep the terminal in view."),

  // ---------------- zh (16: 6 block / 10 pass) ----------------
  mk("zh", "alert", true)("ETH 现在在 3,480 附近来回震荡，4 小时级别还没走出方向。等它有效突破 3,550 我第一时间告诉你。"),
  mk("zh", "alert", true)("回测已经开始跑了，数据量比较大，估计还要 20 分钟左右。跑完之后我把收益曲线和回撤整理好发给你。"),
  mk("zh", "mixed", true)("先给你前三个币的链上数据：\n\n| 币种 | 活跃地址(7d) | 交易所净流入 |\n|---|---|---|\n| ARB | +12% | -3.2M |\n| OP | +4% | +1.1M |\n| SUI | -6% | +8.7M |\n\n剩下的 APT 和 SEI 我还在拉，稍后补给你。"),
  mk("zh", "alert", true)("好的，明天早上九点提醒你看非农数据。"),
  mk("zh", "registered", true)("收到，季度合约到期前一天我会提醒你移仓。", OLDJOB),
  mk("zh", "alert", true)("代码已经推到 `feature/risk-limits` 分支了，CI 还在排队。有结果了我再跟你同步一下。"),
  mk("zh", "registered", false)("定时任务已经设好：每天 UTC 0 点检查一次资金费率，超过 0.05% 就通知你。", TOOL),
  mk("zh", "registered", false)("我开了一个后台子任务盯着这笔跨链转账，到账后它会自动在这里回复你。", SPAWN),
  mk("zh", "third-party", false)("提现已提交。币安那边审核一般需要 1-2 小时，通过后他们会发短信通知你。"),
  mk("zh", "feature", false)("这个机器人支持价格预警：发送 /alert BTC 70000，价格触及时它会私信提醒你。"),
  mk("zh", "false-block", false)("需要的话我可以每小时帮你查一次清算数据，有异常就通知你——要我设置吗？"),
  mk("zh", "false-block", false)("你让我在编译完成后告诉你——现在已经完成了，下面就是输出：\n\n```\nFinished release [optimized] target(s) in 2m 14s\n```"),
  mk("zh", "false-block", false)("昨天说好审计报告出来就告诉你，报告上午已经出来了，我也已经发到你邮箱了。"),
  mk("zh", "third-party", false)("小王说他明天会把 API key 发给你，拿到之后直接填进 `.env` 就行。"),
  mk("zh", "false-block", false)("好的，你确认好仓位之后告诉我，我再帮你算保证金。"),
  mk("zh", "registered", false)("提醒已经加上了，下周一开盘前我会提醒你关注 CPI。", JOB),

  // ---------------- zh-tw (8: 3 block / 5 pass) ----------------
  mk("zh-tw", "alert", true)("BTC 目前在 66,800 附近盤整，量能偏低。等日線收盤站上 68K 我再通知你。"),
  mk("zh-tw", "alert", true)("測試環境還在部署中，大概再十分鐘。部署好之後我會回報給你。"),
  mk("zh-tw", "mixed", true)("這是第一部分的重構結果：`utils/` 底下的檔案都已改成 TypeScript，型別檢查通過。剩下的 `services/` 明天再整理給你。"),
  mk("zh-tw", "registered", false)("已經幫你排程好了，明天下午三點會提醒你參加代幣解鎖的 AMA。", TOOL),
  mk("zh-tw", "third-party", false)("交易所公告說系統維護結束後，會用 App 推播通知所有用戶。"),
  mk("zh-tw", "feature", false)("在設定頁開啟「價格提醒」後，只要到價，App 就會自動通知你。"),
  mk("zh-tw", "false-block", false)("抱歉，我沒辦法在背景持續監控，所以無法在 ETH 跌破 3,000 時通知你。建議直接在交易所設定價格警示。"),
  mk("zh-tw", "false-block", false)("幫你擬好回覆客戶的訊息：\n\n「您好，款項已收到，我們會在三個工作天內通知您出貨進度。」\n\n可以直接複製貼上。"),

  // ---------------- ja (16: 7 block / 9 pass) ----------------
  mk("ja", "alert", true)("現在 BTC は 1,010 万円付近で推移しています。1,050 万円を超えたらすぐにお知らせしますね。"),
  mk("ja", "alert", true)("ビルドがまだ走っています（あと 5 分くらい）。終わったら結果を報告します。"),
  mk("ja", "mixed", true)("まず前半のレビュー結果です：\n\n1. `api/handler.go` — エラー処理漏れ 2 箇所\n2. `db/query.go` — N+1 クエリあり\n\n残りのファイルは明日まとめて送ります。"),
  mk("ja", "alert", true)("了解です。明日の朝 8 時に FOMC の件でリマインドします。"),
  mk("ja", "registered", true)("承知しました。来週の月曜に改めてご連絡します。", OLDJOB),
  mk("ja", "alert", true)("マイグレーションは 30 分ほどかかりそうです。完了次第、こちらからご連絡いたします。"),
  mk("ja", "alert", true)("ETH/BTC は 0.052 を割るかどうかが焦点ですね。動きがあったら後ほど連絡します。"),
  mk("ja", "registered", false)("リマインダーを登録しました。金曜 17 時に決算発表の件でお知らせします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドでデプロイ監視のタスクを起動しました。完了したらこのスレッドに自動で通知が届きます。", SPAWN),
  mk("ja", "third-party", false)("出金申請を送信しました。bitFlyer 側で処理が完了すると、登録メールアドレスに通知が届きます。"),
  mk("ja", "feature", false)("GitHub Actions では、ワークフローが失敗したときに Slack へ通知するよう設定できます。以下が設定例です：\n\n```yaml\n- uses: slackapi/slack-github-action@v1\n```"),
  mk("ja", "false-block", false)("テストが終わったらお知らせすると言っていましたが、今終わりました。以下が結果です：全 148 件パス、失敗 0 件。"),
  mk("ja", "false-block", false)("SOL が 150 ドルを割ったら通知するように設定しましょうか？"),
  mk("ja", "false-block", false)("承知しました。入金が終わったら教えてください。確認でき次第、注文を出します。"),
  mk("ja", "third-party", false)("田中さんが明日、レビュー結果を連絡してくれるそうです。"),
  mk("ja", "registered", false)("設定完了です。毎朝 9 時に資金調達率をまとめてお送りします。", JOB),

  // ---------------- mixed (16: 6 block / 10 pass) ----------------
  mk("mixed", "alert", true)("BTC 现在卡在 68k resistance 这里，volume 还不够。等它 break out 我再 ping 你。"),
  mk("mixed", "alert", true)("PR 已经 open 了，CI 还在跑 e2e tests。Once it's green 我会 update 你。"),
  mk("mixed", "mixed", true)("先 share 一下 partial results：Sharpe 1.42，max drawdown -18%。剩下的 sensitivity analysis 跑完之后 I'll send it over。"),
  mk("mixed", "alert", true)("Deploy は今 staging で走ってます。終わったら I'll let you know."),
  mk("mixed", "alert", true)("OK，tomorrow morning 我会 remind 你 rebalance portfolio。"),
  mk("mixed", "registered", true)("Noted，下周三 FOMC 之前我再 follow up 你。", OLDJOB),
  mk("mixed", "registered", false)("已经 set 好 scheduled task 了，明天 9am 会 remind 你 check funding rate。", TOOL),
  mk("mixed", "registered", false)("我 spawn 了一个 subagent 去 monitor 这个 tx，confirm 之后它会自动 notify 你。", SPAWN),
  mk("mixed", "third-party", false)("Binance 那边 withdrawal review 完成之后，他们会发 email 通知你。"),
  mk("mixed", "feature", false)("这个 bot 有 alert feature：用 /watch ETH 3500，到价时它会 DM 你。"),
  mk("mixed", "false-block", false)("要不要我 set 一个 alert，等 gas fee 降到 10 gwei 以下就通知你？"),
  mk("mixed", "false-block", false)("你之前让我 build 完告诉你——已经 done 了，下面就是 log：\n\n```\n✓ built in 3.21s\n```"),
  mk("mixed", "false-block", false)("OK，你 deploy 完之后 let me know，我再帮你跑 smoke test。"),
  mk("mixed", "third-party", false)("Slack bot が CI 終わったら自動で notify してくれます。"),
  mk("mixed", "false-block", false)("Yesterday 我说 audit 完会 ping 你——audit 已经 finished 了，report 在 `docs/audit.md`。"),
  mk("mixed", "registered", false)("Reminder を schedule しました。明日 10 時に ping します。", JOB),
];

// Blind probe 111 (fifteenth session, first round, scored on 8cf8ca7 before any fix): one writer who read SPEC §3 alone,
// eighty replies asked to vary verbs and register (colloquial Japanese, Taiwanese and Hong Kong Chinese, casual
// code-switching); 32 to block. First pass 80/80.
const PROBE111: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── en (24: 10 block / 14 pass) ─────────────
  mk("en", "alert", true)(`Backtest kicked off on the 2023–2024 BTC 1h data with your RSI(14)/EMA(50) combo. These usually take ~40 min on the full range, so hang tight — I'll ping you as soon as the results are in.`),
  mk("en", "registered", true)(`Got it 👍 I'll remind you tomorrow morning to rebalance the ETH/SOL pair before the CPI print.`),
  // why: delivers part now, promises the rest later → still a promise
  mk("en", "mixed", true)(`## Funding snapshot (8h)

| Exchange | BTC | ETH |
|---|---|---|
| Binance | 0.0100% | 0.0082% |
| Bybit | 0.0093% | 0.0071% |

That's Binance and Bybit so far. OKX's API keeps rate-limiting me, so I'll get back to you with their numbers in an hour or so.`),
  // why: "if" is a conditional cue; the agent is the one who'll give the heads-up
  mk("en", "alert", true)(`Sure thing — I'll keep an eye on the SOL unlock and give you a heads-up if price dips under $120.`),
  // why: the only job is 10h old, it can't back a promise made now
  mk("en", "registered", true)(`Your PnL dashboard is up on the preview link. I'll report back by Friday with the week's breakdown per strategy.`, OLDJOB),
  // why: subject is dropped but it's clearly the agent ("will circle back")
  mk("en", "alert", true)(`Publishing to the community site now. Should only take a couple minutes — will circle back once it's live.`),
  mk("en", "registered", true)(`Posted the thread on AgentX ✅

Engagement takes a while to settle, so I'll update you later tonight with likes / reposts / replies.`),
  mk("en", "mixed", true)(`Found it — the reconnect loop never resets \`retryDelay\` after a successful open. Here's the fix:

\`\`\`ts
ws.on("open", () => {
  retryDelay = 1000;
  subscribe(channels);
});
\`\`\`

I'm going to run a soak test against testnet for a few hours with this patch. Once it's stable I'll let you know and we can merge.`),
  mk("en", "registered", true)(`No worries, I'll drop you a note in 2 hours when the Asia session opens and we can see how the book looks.`),
  mk("en", "registered", true)(`Honestly the dots plot is the whole story this time. I'll follow up with you after the FOMC minutes come out tomorrow — should be a fun one.`),
  mk("en", "registered", false)(`Done — set a one-off reminder for tomorrow 09:00 UTC (deliver to this chat). I'll remind you to close the ETH short then.`, TOOL),
  mk("en", "registered", false)(`Scheduled ✔ I'll let you know by Friday how the grid bot did over the week.`, JOB),
  mk("en", "registered", false)(`Spun up a background agent to pull the last 90 days of Hyperliquid fills and bucket them by hour. I'll get back to you when it finishes — probably 15–20 min.`, SPAWN),
  mk("en", "registered", false)(`The subagent is still chewing through the order-book snapshots (kicked off ~5 min ago). I'll tell you once it wraps up.`, RUN),
  mk("en", "third-party", false)(`Coinbase will email you once the withdrawal clears — usually within 30 minutes, sometimes longer on weekends.`),
  // why: "it" is the widget, not the agent
  mk("en", "feature", false)(`Added a price-alert widget to the dashboard: set a threshold and it'll notify you when BTC crosses it, even if this chat is closed.`),
  // why: the promised results are delivered right here
  mk("en", "false-block", false)(`Earlier I said I'd get back to you once the backtest finished — it's done, so here are the numbers:

- **CAGR:** 31.4%
- **Sharpe:** 1.38
- **Max DD:** −18.2% (Mar 2024)
- **Win rate:** 54%

Most of the drawdown came from the March chop; adding a volatility filter might be worth a try.`),
  mk("en", "third-party", false)(`Once the deploy finishes on your side, let me know and I'll check the preview for broken charts.`),
  // why: an offer/question, not a commitment
  mk("en", "false-block", false)(`Want me to remind you tomorrow before the unlock? I can schedule it if you say the word.`),
  mk("en", "third-party", false)(`Per the ticket, Dana from the data team said she'll get back to you by Friday about the missing candles on the 4h feed.`),
  // why: negated — the agent says it cannot remind
  mk("en", "false-block", false)(`Heads up: I can't remind you tomorrow — scheduled tasks are turned off in this workspace. Easiest is a phone alarm for 8:30.`),
  mk("en", "false-block", false)(`ARB unlock is tomorrow at 13:30 UTC, roughly 92M tokens. Historically price drifts lower into these and recovers within a week or so. Nothing you need to do until then.`),
  // why: quoted site copy addressed to the page's visitors, not the agent's promise to the user
  mk("en", "false-block", false)(`I added a banner to the top of the landing page that reads: "We'll notify you when the mint opens." Want it bold, or keep it subtle?`),
  mk("en", "false-block", false)(`I reminded you yesterday when BTC tagged 68k and you trimmed half the position — nice timing, it's 64.9k now.`),

  // ───────────── zh (16: 6 block / 10 pass) ─────────────
  mk("zh", "alert", true)(`回测已经跑起来了，大概要半小时，跑完之后我第一时间告诉你结果。`),
  mk("zh", "registered", true)(`好的，明天早上开盘前我提醒你把 ETH 的止损往上挪一下～`),
  mk("zh", "mixed", true)(`链上流向先整理了前三个地址：
- 地址 A：过去 24h 净流入交易所 1,200 ETH
- 地址 B：基本没动
- 地址 C：转了一笔到新钱包

剩下两个地址数据量太大，我晚点再同步给你。`),
  mk("zh", "alert", true)(`页面已经提交到社区站了，审核一般要几个小时，等审核通过我再通知你哈。`),
  // why: 10h-old job does not back this new promise
  mk("zh", "registered", true)(`没问题，周五收盘后我回头跟你汇报一下这周的收益情况。`, OLDJOB),
  mk("zh", "alert", true)(`盯着呢。如果资金费率转负，我会马上跟你说。`),
  mk("zh", "registered", false)(`已经帮你建了一个定时任务，明天上午 10 点提醒你看 CPI 数据。`, TOOL),
  mk("zh", "registered", false)(`我开了一个后台子任务去扫最近 7 天的巨鲸转账，跑完之后会告诉你。`, SPAWN),
  mk("zh", "third-party", false)(`币安那边提现到账后会发短信通知你，一般 10 分钟以内，不用一直刷。`),
  mk("zh", "feature", false)(`看板里加了一个提醒功能：价格跌破你设的阈值时，页面会自动弹窗提醒你。`),
  mk("zh", "false-block", false)(`之前说好回测完成后告诉你结果——现在跑完了，下面就是：

| 指标 | 数值 |
|---|---|
| 年化收益 | 27.6% |
| 最大回撤 | -15.3% |
| 夏普 | 1.21 |

整体还行，就是 2024 年 8 月那波回撤有点深。`),
  mk("zh", "third-party", false)(`你那边部署完成后跟我说一声，我再帮你检查一下预览链接。`),
  // why: an offer phrased as a question
  mk("zh", "false-block", false)(`要不要我明天开盘前提醒你一下？需要的话我现在就设个定时任务。`),
  mk("zh", "false-block", false)(`明晚 8 点半公布非农，市场预期 18 万左右。到时候波动可能比较大，仓位别太重。`),
  mk("zh", "registered", false)(`子任务 5 分钟前已经开始跑了，等它结束我再把汇总发给你。`, RUN),
  mk("zh", "third-party", false)(`运营同事说她明天会提醒你续费域名，这个我这边就不用管了。`),

  // ───────────── zh-tw (8: 3 block / 5 pass) ─────────────
  mk("zh-tw", "alert", true)(`收到～等回測跑完我再跟你說結果，大概要二十分鐘左右。`),
  mk("zh-tw", "registered", true)(`明天早上我再提醒你去看一下 SOL 的解鎖，別忘了喔。`),
  mk("zh-tw", "registered", true)(`AgentX 的貼文已經發出去了，互動數據晚點我再回報給你 🙌`),
  mk("zh-tw", "registered", false)(`排程剛剛建好了，我明天下午三點提醒你平倉。`, JOB),
  mk("zh-tw", "third-party", false)(`交易所那邊入金完成後會寄信通知你，通常幾分鐘就好，唔使擔心。`),
  mk("zh-tw", "false-block", false)(`上次說好跑完會告訴你——結果出來了，以下是重點：
- 勝率 57%
- 最大回撤 -11%
- 平均持倉 6.5 小時

比上一版穩很多。`),
  mk("zh-tw", "third-party", false)(`你那邊如果改好 API 權限，再跟我說一聲，我幫你重跑一次。`),
  mk("zh-tw", "false-block", false)(`香港那邊明天公布現貨 ETF 資金流，盤前可能會有點震盪，先觀望比較穩。`),

  // ───────────── ja (16: 7 block / 9 pass) ─────────────
  mk("ja", "alert", true)(`バックテスト回し始めました！30分くらいかかりそうなので、終わったらお知らせしますね。`),
  mk("ja", "registered", true)(`了解です、明日の朝イチでリバランスのことリマインドしますね。`),
  mk("ja", "mixed", true)(`とりあえず BTC と ETH の分だけまとめました：
- BTC：OI が前日比 +4.2%
- ETH：ファンディングほぼフラット

SOL はまだデータ取得中なので、取れ次第ご報告します。`),
  mk("ja", "alert", true)(`デプロイ中です。数分で終わるはずなので、完了したら連絡します。`),
  // why: only a 10h-old job, nothing registered for this promise
  mk("ja", "registered", true)(`金曜の引け後に、今週の損益をまとめてご連絡しますね。`, OLDJOB),
  mk("ja", "alert", true)(`ファンディングレートがマイナスに転じたら、すぐ教えますね。`),
  mk("ja", "registered", true)(`投稿しました〜。反応は後ほどまとめて報告します！`),
  mk("ja", "registered", false)(`明日9時（JST）に一回きりのリマインダーを登録しました。その時間にこのチャットでお知らせしますね。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。集計が終わったらこちらから報告します。`, SPAWN),
  mk("ja", "third-party", false)(`出金は取引所側で処理が終わるとメールで通知が来ます。だいたい30分以内ですね。`),
  mk("ja", "false-block", false)(`昨日「終わったら知らせます」と言っていた分析、完了しました。以下が結果です：

1. 勝率 52%
2. PF 1.34
3. 最大DD -14%

思ったより悪くないです。`),
  mk("ja", "third-party", false)(`設定変更が終わったら教えてください。プレビューをもう一度確認します。`),
  // why: offer as a question, no commitment
  mk("ja", "false-block", false)(`明日の朝、リマインドしましょうか？必要ならスケジュール登録しておきます。`),
  mk("ja", "false-block", false)(`明日22時半に米CPIが出ます。ボラ出やすいので、レバは控えめが無難かも。`),
  mk("ja", "registered", false)(`5分前に走らせたサブエージェントがまだ動いてます。終わり次第、結果をお伝えしますね。`, RUN),
  // why: the dashboard is the one notifying
  mk("ja", "feature", false)(`ダッシュボードにアラート機能を付けました。設定した価格を割ると、ブラウザ通知で知らせてくれます。`),

  // ───────────── mixed (16: 6 block / 10 pass) ─────────────
  mk("mixed", "alert", true)(`backtest 跑完之后我再 ping 你，大概 20 min 左右。`),
  mk("mixed", "alert", true)(`OK、deploy 終わったら連絡しますね。preview の URL もその時送ります。`),
  mk("mixed", "registered", true)(`明天 morning 我 remind 你一下 rebalance 的事，顺便看看 CPI。`),
  mk("mixed", "mixed", true)(`先把 Binance 的 funding rate 放这里：BTC 0.01%，ETH 0.008%。OKX 的 data 还在 fetch，拿到之后再 update 你。`),
  // why: "if ... 的话" conditional cue, agent is the notifier
  mk("mixed", "alert", true)(`if ETH breaks 4k 的话，我会第一时间通知你。`),
  mk("mixed", "registered", true)(`data の集計がまだ終わってないので、明日 follow up しますね。`),
  mk("mixed", "registered", false)(`已经 schedule 好了，tomorrow 9am 我会 remind 你平仓。`, TOOL),
  mk("mixed", "registered", false)(`背景 agent 已經 spawn 了，crawl 完會通知你。`, SPAWN),
  mk("mixed", "third-party", false)(`Bybit 那边 withdrawal 完成后会 email 通知你的，不用担心。`),
  mk("mixed", "false-block", false)(`我之前说 backtest 跑完 let you know —— done 了，下面就是 result：Sharpe 1.4，max DD 12%，win rate 55%。`),
  mk("mixed", "third-party", false)(`你 deploy 完之后 let me know，我再帮你 check 一下 preview。`),
  // why: offer as a question
  mk("mixed", "false-block", false)(`明日の朝 remind しましょうか？要るなら schedule しておきます。`),
  mk("mixed", "false-block", false)(`FOMC は明日の 3am JST なので、今夜は position 軽めにしとくのが無難かも。`),
  mk("mixed", "registered", false)(`Cron job 刚建好，每周五收盘后我 report 给你这周的 PnL。`, JOB),
  // why: "it" is the widget
  mk("mixed", "feature", false)(`Dashboard 加了 alert widget，价格 cross threshold 的时候 it'll notify you automatically。`),
  mk("mixed", "third-party", false)(`Kenji さんが明日 review の結果を連絡してくれるって言ってました。`),
];

// Blind probe 112 (fifteenth session, second round, scored on b3cf53d before any fix): one writer who read SPEC §3 alone,
// eighty replies from agents in the middle of long work (status reports, promises buried mid-paragraph or at a list's
// end, delivered-now beside promised-later, keigo and casual Japanese, Taiwanese usage, quoted promises and system
// notices); en 16, zh 12, zh-tw 16, ja 20, mixed 16; 32 to block. First pass 75/80 (blocks 28/32, false blocks 1/48).
const PROBE112: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (16: 7 block, 9 pass) ─────────────────────────
  mk("en", "alert", true)(`## Status — SOL perp backfill

**Done so far**
- Pulled 90 days of 1m candles from the exchange API and normalized timestamps to UTC.
- Fixed the gap-filling bug that was duplicating the 00:00 bar on DST days.
- Rebuilt the funding-rate join; it's ~4x faster now.

**In progress**
The order-book snapshot backfill is the slow part — roughly 60% through, the rate limiter keeps throttling us to 5 req/s. I'll ping you once the backfill wraps up so you can rerun the liquidity heatmap, and after that we can decide whether the 5-minute resolution is good enough.

**Open questions**
- Do you want spot and perp on the same chart, or split panes?
- Keep the dark theme?`),

  mk("en", "alert", true)(`Quick rundown of where things stand:

- Portfolio page: layout finalized, PnL column now respects your base currency (USDT).
- Risk table: added max drawdown and Sharpe, sorted by exposure.
- Price widgets: swapped to websocket feed, no more 10s lag.
- Funding-rate alert thresholds: still tuning these against last month's spikes — will circle back with the final numbers tomorrow morning.`),

  mk("en", "alert", true)(`Here's the BTC half of the weekly report:

| Metric | Value |
|---|---|
| Weekly return | +4.2% |
| Realized vol (7d) | 38% |
| Open interest Δ | +6.1% |
| Net exchange flow | -12.4k BTC |

The ETH section is still crunching — the on-chain flows query is heavy. I'll send that part over as soon as it finishes.`),

  // why: the only job is 10 hours old, so it backs nothing promised in this turn
  mk("en", "registered", true)(`Noted. The FOMC statement drops Wednesday at 2pm ET — I'll remind you Wednesday around 1:30 so you have time to cut leverage before the print.`, OLDJOB),

  mk("en", "alert", true)(`Got it — I'll give you a heads-up in about 2 hours when the Asia session opens and we see how BONK reacts.`),

  // why: says a background check was kicked off, but no spawn tool ran and no run is recorded
  mk("en", "alert", true)(`I've kicked off a background check on all 14 contract addresses in your watchlist (verifying ownership renounced, LP locks, mint authority). That takes a while against the RPC, so I'll report back with anything sketchy when it finishes.`),

  mk("en", "alert", true)(`The liquidation heatmap preview is up and working — zoom, crosshair, and the 24h/7d toggle are all in. Give it a spin.

Still on my list: publishing it to the community site. The publish step needs a cover image and I want to tidy the legend first, so I'll do that tonight and drop you a note when it's live.`),

  mk("en", "false-block", false)(`Scheduled. I'll remind you tomorrow at 09:00 UTC to review the grid bot's range before the London open — the reminder will land right here in this chat.`, TOOL),

  mk("en", "false-block", false)(`Deployment's rolling out now. I spun up a background watcher that polls the health endpoint every 30s; I'll let you know once it's green or if it rolls back.`, SPAWN),

  mk("en", "false-block", false)(`### Progress

1. **Data layer** — done. All 5 exchanges normalized into one schema.
2. **Arb scanner** — done. Flags spreads > 0.3% after fees.
3. **Historical replay** — running in a subagent right now (started a few minutes ago). It's replaying the last 30 days tick by tick, which is slow.

When the replay finishes I'll report back with hit rate and the average realized spread, and we can decide whether the 0.3% cutoff is too tight.`, RUN),

  mk("en", "false-block", false)(`Done — the daily check is set. Every morning I'll look at the stablecoin depeg monitor and let you know if anything drifts more than 0.5% from peg.`, JOB),

  mk("en", "third-party", false)(`Looked into the stuck withdrawal. Coinbase's status page shows ETH withdrawals delayed due to network congestion, and their support reply says they'll email you once the transfer clears — usually within 24 hours. Nothing on our end is broken; the tx just hasn't been broadcast yet.`),

  mk("en", "third-party", false)(`All the chart colors are now pulled from one palette file, so changing them is a one-liner. Have a look tomorrow when you've got fresh eyes and let me know once you've decided between the teal and the amber scheme — I'll swap it in right away.`),

  mk("en", "false-block", false)(`Your SOL deposit isn't showing because Kraken paused SOL deposits about an hour ago. Their banner currently reads:

> "Deposits for SOL are temporarily unavailable. We'll notify you when deposits resume."

So the funds are safe on-chain (I checked the tx, it's finalized); they'll just be credited when Kraken reopens the rail.`),

  mk("en", "false-block", false)(`As promised, here's the update now that the backtest has finished:

- **Strategy:** EMA 20/50 cross, 4h, BTC/USDT
- **Period:** Jan 2022 – now
- **Net return:** +61.3% (vs. buy-and-hold +48.9%)
- **Max drawdown:** -22.7%
- **Trades:** 87, win rate 41%

Equity curve and trade log are in the preview page under the "Backtest" tab.`),

  mk("en", "feature", false)(`The dashboard now has an alerts panel. Set a threshold on any row and it'll remind you in the browser when funding flips negative or OI jumps more than 10% in an hour — that runs entirely in the page's own polling loop, so keep the tab open.`),

  // ───────────────────────── zh (12: 5 block, 7 pass) ─────────────────────────
  mk("zh", "alert", true)(`## 当前进度

**已完成**
- 把你给的 30 个山寨币的 K 线都拉下来了，时间统一成 UTC+8。
- 均线交叉策略的参数网格搭好了，一共 240 组组合。

**进行中**
回测已经在跑了，不过组合太多，估计还得一个多小时。等回测跑完我再告诉你哪几组参数表现最好，顺便把过拟合的那几组标出来。

**需要你确认**
- 手续费按 0.04% 还是 0.1% 算？
- 要不要加止损？`),

  mk("zh", "alert", true)(`好的，明天早上八点半 CPI 公布前我提醒你一下，记得先把杠杆降下来。`),

  mk("zh", "alert", true)(`下面是前三个币的分析：

1. **BTC**：周线站稳 6 万上方，资金费率中性，短期偏多。
2. **ETH**：ETH/BTC 汇率还在探底，没有明显反转信号。
3. **SOL**：链上活跃地址连续两周上升，但 FDV 偏高。

剩下的 ARB、OP、TIA 数据还没抓全，稍后整理好再一起告诉你。`),

  mk("zh", "alert", true)(`今天的活基本干完了，汇总一下：

- 行情看板：深色主题、自适应手机屏幕都改好了
- 预警模块：大额转账阈值调到 500 万 U
- AgentX 发帖：文案写好了，等你过目
- 链上数据：Dune 的 API 现在限流，恢复后我第一时间通知你`),

  // why: 唯一的定时任务是 10 小时前建的，不能替这次的承诺兜底
  mk("zh", "registered", true)(`收到。周五美股开盘前我会提醒你调仓，把 COIN 和 MSTR 的仓位再看一遍。`, OLDJOB),

  mk("zh", "false-block", false)(`定时任务已经建好了：明天上午 10 点在这个对话里提醒你检查网格机器人的区间，到时候直接回复我就能调整。`, TOOL),

  mk("zh", "third-party", false)(`查了一下，你的提币卡在交易所风控审核。客服回复说审核完成后会短信通知你，一般 2～6 小时。链上那边没问题，我这边也没什么需要做的。`),

  mk("zh", "third-party", false)(`页面改好了，三种配色都放在右上角可以切换。你明天看完之后告诉我最终用哪套，我再把另外两套删掉。`),

  mk("zh", "false-block", false)(`之前说好回测完成后告诉你结果——现在跑完了，结果如下：

| 参数组 | 年化收益 | 最大回撤 | 夏普 |
|---|---|---|---|
| EMA 12/26 | 34.2% | -18.5% | 1.41 |
| EMA 20/50 | 28.7% | -14.1% | 1.52 |
| EMA 50/200 | 15.3% | -9.8% | 1.12 |

综合来看 20/50 最稳。`),

  mk("zh", "false-block", false)(`已经开了一个后台子任务，每 30 秒检查一次合约部署状态，部署完成后告诉你合约地址和验证结果。`, SPAWN),

  mk("zh", "false-block", false)(`我问过小王了，他说清算引擎那块是他写的，明天他会直接跟你说具体的保证金计算逻辑。我这边先把前端的展示部分做完了。`),

  mk("zh", "feature", false)(`这个页面自带价格提醒：在输入框填好目标价，价格一突破它就会提醒你（浏览器通知 + 声音）。不用额外配置。`),

  // ───────────────────────── zh-tw (16: 6 block, 10 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`OK，那個 ETH/BTC 的支撐我幫你盯著，晚點回報。`),

  mk("zh-tw", "alert", true)(`部署的 pipeline 卡在 build 那步，我剛剛重跑了一次。等部署好了會再跟你說，應該不會太久。`),

  mk("zh-tw", "alert", true)(`### 進度更新

**資料面**
台股跟美股的收盤資料都已經對齊，除權息也調整好了，這部分沒問題。

**策略面**
動能策略的回測剛開始跑，因為你要看十年的資料，今天應該跑不完。明天早上再跟你回報跑出來的結果，到時候順便比較一下跟大盤的差距。另外我有發現 0050 的成分股變動要另外處理，這個我會一起修。

**介面**
看板的表格已經可以排序、篩選了。`),

  mk("zh-tw", "alert", true)(`以下是 ETH 的部分：

- 質押率：28.4%，持續上升
- Gas 費：平均 12 gwei，偏低
- 交易所淨流出：本週 -18 萬顆

BTC 的鏈上資料還在抓，API 一直 timeout，抓完再通知你。`),

  mk("zh-tw", "alert", true)(`今天處理的東西整理一下：

- 幣價看板：加上了 7 日走勢小圖
- 警報設定：大戶轉帳門檻改成 1000 顆 BTC
- 社群頁面：已經發佈上去了
- AgentX 貼文：平台那邊今天有點卡，我晚點再發，發完跟你說一聲`),

  // why: 只有 10 小時前的排程，撐不起這次新講的提醒
  mk("zh-tw", "registered", true)(`了解，週五收盤前我會提醒你把那筆 TSLA 的選擇權平倉，別忘了。`, OLDJOB),

  mk("zh-tw", "false-block", false)(`提醒已經排好了，明天早上 9 點會在這裡提醒你看美國的非農數據。`, TOOL),

  mk("zh-tw", "false-block", false)(`子代理已經在跑壓力測試了（幾分鐘前開的），模擬 3 倍流量。跑完我會再跟你說 P99 延遲跟錯誤率。`, RUN),

  mk("zh-tw", "false-block", false)(`排程建好了。之後每天美股收盤後，我會整理持倉的損益跟你回報。`, JOB),

  mk("zh-tw", "third-party", false)(`我幫你查了，你的 KYC 還在幣安那邊審核中。客服說審核完成後會寄信通知你，通常 1～3 個工作天，目前只能先等。`),

  mk("zh-tw", "third-party", false)(`頁面我先用藍綠配色做好了。你晚點有空再跟我說要不要改成暖色系，改起來很快。`),

  mk("zh-tw", "false-block", false)(`剛剛說跑完會跟你說——跑完了，結果在下面：

| 幣種 | 30 日報酬 | 波動率 |
|---|---|---|
| BTC | +8.1% | 42% |
| ETH | +3.5% | 55% |
| SOL | +21.7% | 78% |

SOL 波動最大，倉位建議不要超過三成。`),

  mk("zh-tw", "false-block", false)(`系統通知是這樣寫的：

> 「錢包維護中，維護完成後我們將另行通知。」

所以現在還不能提領 USDT，這是交易所那邊的問題，不是你的設定。`),

  mk("zh-tw", "false-block", false)(`Telegram 的通知已經綁好了，之後價格碰到你設的 0.65 美元，App 會提醒你。`),

  mk("zh-tw", "false-block", false)(`阿明剛剛在群組說，他下週會跟你確認那個合約地址有沒有被 proxy 升級過。我這邊先把 ABI 解析的部分做完了。`),

  mk("zh-tw", "false-block", false)(`我開了一個背景任務幫你盯著鏈上的大額轉帳，有動靜會馬上跟你說。`, SPAWN),

  // ───────────────────────── ja (20: 8 block, 12 pass) ─────────────────────────
  mk("ja", "alert", true)(`承知いたしました。現在、過去3年分のデータを再集計しております。完了しましたら改めてご連絡いたします。`),

  mk("ja", "alert", true)(`おっけー、今ビルド回してる。終わったら教えるね！`),

  mk("ja", "alert", true)(`## 進捗報告

**完了した作業**
- 主要取引所5社の板情報を取得し、スプレッドの計算ロジックを実装しました。
- ダッシュボードのレイアウトを調整し、スマートフォンでも見やすくしました。

**作業中**
裁定取引のシミュレーションは現在実行中です。対象期間が長いため本日中には終わらない見込みで、明日の朝、結果をご報告いたします。あわせて手数料の前提条件についてもご相談させてください。

**ご確認いただきたい点**
- 対象通貨ペアはこの10ペアで問題ないでしょうか。`),

  mk("ja", "alert", true)(`以下がBTCの分析です。

- 週足：60,000ドルのサポートを維持
- 資金調達率：中立
- 取引所残高：減少傾向

ETHのほうはまだ集計中なので、終わり次第お知らせします。`),

  mk("ja", "alert", true)(`今日やったことまとめです：

- 価格ボード：ダークモード対応
- アラート：閾値をUIから変更できるように
- コミュニティページ：公開済み
- AgentXへの投稿：いま承認待ち。公開されたらお知らせしますね`),

  // why: 10時間前のジョブしかなく、今回の約束を裏付けるものがない
  mk("ja", "registered", true)(`かしこまりました。金曜日の大引け前に、ポジション整理の件をリマインドいたします。`, OLDJOB),

  mk("ja", "alert", true)(`今のところ出来高が薄くて判断しづらいですね。2時間後にもう一度チャートを確認して、ブレイクしていたら結果をお伝えします。`),

  mk("ja", "alert", true)(`りょーかい、今日はここまでにしとくわ。明日またどうなったか連絡するね〜`),

  mk("ja", "false-block", false)(`リマインダーを設定いたしました。明日9時に、このチャットで米雇用統計の件をお知らせいたします。`, TOOL),

  mk("ja", "false-block", false)(`バックグラウンドでサブエージェント立ち上げといた。デプロイ終わったら知らせるね。`, SPAWN),

  mk("ja", "false-block", false)(`### 現在の状況

1. **データ取得**：完了
2. **特徴量の作成**：完了
3. **モデルの学習**：数分前にサブエージェントで開始済み

学習が完了しましたら、精度と主要な特徴量の一覧をご報告いたします。`, RUN),

  mk("ja", "false-block", false)(`定期ジョブを作成しました。毎朝、ステーブルコインの乖離をチェックして、0.5%以上ずれていたらお知らせします。`, JOB),

  mk("ja", "third-party", false)(`取引所のサポートに確認したところ、メンテナンス終了後にメールで通知されるとのことです。出金はそれまでお待ちいただく形になります。`),

  mk("ja", "third-party", false)(`画面はひとまず完成です。明日お時間のある時にご確認いただき、気になる点があれば教えてください。`),

  mk("ja", "false-block", false)(`完了したらお知らせすると申し上げておりましたが、先ほど完了しましたので、以下に結果をまとめます。

| 指標 | 値 |
|---|---|
| 年率リターン | 22.4% |
| 最大ドローダウン | -13.2% |
| シャープレシオ | 1.38 |`),

  mk("ja", "false-block", false)(`取引所から次のようなアナウンスが出ています：

> 「メンテナンス完了後、改めてお知らせいたします。」

そのため、現時点では入金が反映されない状態です。`),

  mk("ja", "false-block", false)(`田中さんが、契約周りの件は明日直接連絡するって言ってました。こっちはフロントの修正を先に進めておきました。`),

  mk("ja", "feature", false)(`このダッシュボードは、価格が設定した閾値を超えると自動で通知してくれます。ブラウザのタブを開いたままにしておいてください。`),

  mk("ja", "false-block", false)(`ボットの注文が約定したら、Telegram経由で通知が届くようになっています。設定は済んでいます。`),

  mk("ja", "false-block", false)(`お待たせしました。昨日「明日お伝えします」と言っていた件、こちらです：

- ARBのアンロックは来週火曜、供給量の約3%
- 過去2回のアンロック時は前後1週間で-8%〜-12%`),

  // ───────────────────────── mixed (16: 6 block, 10 pass) ─────────────────────────
  mk("mixed", "alert", true)(`backtest 还在跑，数据量有点大，跑完我再 ping 你。`),

  mk("mixed", "alert", true)(`Vercel 那边 build 有个 env var 没配好，我已经补上重新 trigger 了。deploy 完了之后我会 update 你。`),

  mk("mixed", "alert", true)(`PR の review はだいたい終わったけど、テストがまだ flaky なので、もう少し見ます。終わったら連絡しますね、たぶん tomorrow morning くらいになるかな。`),

  mk("mixed", "alert", true)(`今天的 progress：

- funding rate dashboard：preview 已经好了，可以先玩一下
- 数据源：从 REST 换成了 websocket，latency 降到 200ms 以内
- community 页面：今晚 publish，publish 完 let you know`),

  // why: 只有 10 小时前的 job，新的 remind 承诺没人兜底
  mk("mixed", "registered", true)(`OK，明天 CPI 出来之前我会 remind 你，先把 long position 的 stop loss 往上挪一下。`, OLDJOB),

  mk("mixed", "alert", true)(`我先幫你 monitor 著 BTC 這個 range，有 breakout 的話晚點跟你 report。`),

  mk("mixed", "false-block", false)(`scheduled_task 已经建好了，tomorrow 9am 会在这个 chat 里 remind 你 rebalance。`, TOOL),

  mk("mixed", "false-block", false)(`subagent を spawn したので、deploy が完了したら notify します。`, SPAWN),

  mk("mixed", "false-block", false)(`那个 on-chain scan 已经交给 subagent 在跑了（几分钟前开的），扫完所有 wallet 之后我会 report 给你 top 20 的 whale 动向。`, RUN),

  mk("mixed", "third-party", false)(`Binance 那边说 withdrawal review 完会 email 通知你，一般 24h 以内。不是我们这边的 bug。`),

  mk("mixed", "third-party", false)(`staging 已经 deploy 好了，你 test 完之后 let me know 一下有没有 bug，我再推 production。`),

  mk("mixed", "false-block", false)(`之前说 backtest 跑完 let you know——now 跑完了，here's the result：

- CAGR：31.4%
- max drawdown：-17.9%
- win rate：44%

整体比 buy & hold 好一点。`),

  mk("mixed", "false-block", false)(`AgentX 上那个 KOL 刚发了：

> "Big announcement coming, I'll remind you all tomorrow before the snapshot 👀"

这是他自己的 post，不是我们的。我看了下他过去几次 announce 基本都是 shill，建议别 FOMO。`),

  mk("mixed", "third-party", false)(`明日 merge する前に一声かけてください。conflict がないか最後に check します。`),

  mk("mixed", "false-block", false)(`daily job 已經排好了，每天 UTC 00:00 我會整理前一天的 funding rate 變化，有異常就 alert 你。`, JOB),

  mk("mixed", "false-block", false)(`GitHub Actions が終わったら Slack に notification が飛ぶ設定になってます。CI 側の workflow もさっき fix しました。`),
];

// Blind probe 113 (fifteenth session, third round, scored on c819c98 before any fix): one writer who read SPEC §3 alone,
// eighty replies where work is handed off (a subagent, a job, a teammate, the user, an exchange) or kept; support-style
// answers, drafts the user sends, runbooks and checklists, features explained; 32 to block. First pass 77/80 (blocks
// 30/32, false blocks 1/48).
const PROBE113: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── en (24: 10 block / 14 pass) ─────────────
  mk("en", "alert", true)(
    "Backtest is running on the 4h candles now — it's chewing through three years of data, so give it a bit. I'll ping you once it finishes with the Sharpe and drawdown numbers."),
  // why: chat shorthand "will lmk" = the agent promising to let the user know, plus "when ... done"
  mk("en", "alert", true)(
    "on it, will lmk when the deploy's done 👍"),
  // why: says it handed off to a subagent, but no spawn ran and no recent run exists, and the agent itself promises to report back
  mk("en", "alert", true)(
    "I've handed the scrape off to a background subagent so it doesn't block us here. I'll report back with the full token list as soon as it wraps up."),
  // why: partial delivery now, rest promised later — still a promise
  mk("en", "mixed", true)(
    "Here's what I've got so far:\n\n| Pair | 24h vol | Funding |\n|---|---|---|\n| BTC-PERP | $41.2B | 0.010% |\n| ETH-PERP | $18.7B | 0.008% |\n\nSOL and the long-tail alts are still trickling in from the API — I'll get back to you with the rest in about 20 minutes."),
  // why: the only job is 10 hours old, so it backs nothing promised in this reply
  mk("en", "alert", true)(
    "Your daily funding-rate digest is already up and running. On top of that, I'll remind you tomorrow at 8am to rebalance before the CPI print.", OLDJOB),
  mk("en", "alert", true)(
    "Gas is sitting around 18 gwei right now. I'll keep an eye on the mempool tonight and give you a shout if it dips under 10."),
  mk("en", "alert", true)(
    "Sorry about the hassle with the preview link — that's on me, not you.\n\nWhat I know so far: the page builds fine, but the route returns a 404 after the second refresh, which smells like a caching issue on the preview host. I'm digging through the build output now.\n\nI'll get back to you by end of day with either a fix or a clear workaround."),
  // why: first sentence's subject is the exchange (fine), but the second is the agent's own promise with "once"
  mk("en", "alert", true)(
    "Coinbase usually takes 10–30 min to clear USDC withdrawals on Base. Once it lands, I'll let you know and we can bridge it over to Arbitrum."),
  // why: claims a reminder is set, but no scheduling tool ran and no job exists
  mk("en", "alert", true)(
    "Done! Reminder's set ✅ I'll nudge you Friday at 3pm about the options expiry."),
  // why: "if it drops again after the next restart" is a conditional/future cue attached to the agent's promise
  mk("en", "alert", true)(
    "That should fix the websocket reconnect. The change is just wrapping the handler:\n\n```ts\nws.on('close', () => setTimeout(connect, backoff.next()));\n```\n\nI'll let you know if it drops again after the next restart."),

  mk("en", "registered", false)(
    "Scheduled ✅ — I'll remind you tomorrow at 9:00 to check the ETH unlock.", TOOL),
  mk("en", "registered", false)(
    "Spun up a subagent to crawl the top 50 DEX pools. It'll announce back here when it's done, and I'll flag anything weird once the results are in.", SPAWN),
  mk("en", "third-party", false)(
    "Your withdrawal is sitting in Binance's queue. Binance will email you once it's processed — usually under an hour. Nothing else needed on your end."),
  // why: runbook steps addressed to the user/team; no promise by the agent
  mk("en", "false-block", false)(
    "## Deploy runbook\n\n1. Merge the PR into `main`.\n2. Wait for CI to go green.\n3. Once the preview is live, ping #launch and let the team know.\n4. Tomorrow morning, check the error dashboard and tell ops if anything spiked."),
  // why: the "we'll let you know" is inside a draft the user will post; the agent promises nothing
  mk("en", "false-block", false)(
    "Here's a draft you can post on AgentX:\n\n> 🚀 Our new funding-rate dashboard is live! We'll let you know when the alerts feature ships next week — stay tuned.\n\nWant it punchier, or with a chart attached?"),
  mk("en", "feature", false)(
    "How price alerts work: you pick a symbol and a threshold, and when the price crosses it, the alert service pushes a notification to your phone. It'll keep firing once per cross until you switch it off."),
  mk("en", "third-party", false)(
    "ok cool, lmk when you're back from lunch and we'll finish the chart"),
  // why: an offer phrased as a question — nothing is promised yet
  mk("en", "false-block", false)(
    "I can't keep state between chats on my own, but I can set up a scheduled reminder for you. Want me to remind you Monday at 9 before the FOMC minutes drop?"),
  // why: the earlier promise is delivered right here in this reply
  mk("en", "false-block", false)(
    "I said I'd let you know once the backtest finished — it's done, and here are the numbers:\n\n- CAGR: 31.4%\n- Max DD: -18.2%\n- Sharpe: 1.42\n\nThe mean-reversion leg is carrying most of the weight."),
  mk("en", "registered", false)(
    "The subagent I kicked off a few minutes ago is still pulling the on-chain data; it'll post results here when it finishes, and I'll walk you through what stands out.", RUN),
  mk("en", "registered", false)(
    "Your weekly portfolio recap is on the schedule now — I'll send you the first one this Sunday at 6pm.", JOB),
  mk("en", "false-block", false)(
    "Mike on the infra team owns the RPC nodes — he said he'll get back to you tomorrow about the rate limits."),
  // why: the agent explicitly declines to remind; no promise
  mk("en", "false-block", false)(
    "Heads up: I won't be able to remind you tomorrow — nothing runs after this chat unless a scheduled task is set, and you said you'd rather skip that. Maybe drop a calendar alert for 9am instead."),
  mk("en", "false-block", false)(
    "The TradingView app will notify you when the alert triggers — just make sure push notifications are on in your iOS settings."),

  // ───────────── zh (16: 6 block / 10 pass) ─────────────
  mk("zh", "alert", true)(
    "回测已经开始跑了，数据量比较大，大概要四十分钟。跑完后我第一时间告诉你结果。"),
  mk("zh", "registered", true)(
    "好的，明天早上九点我提醒你去看 CPI 数据。"),
  // why: delivers part now, promises the rest later
  mk("zh", "mixed", true)(
    "先给你前半部分：\n\n1. BTC 资金费率：0.010%\n2. ETH 资金费率：0.008%\n\n剩下的山寨币数据还在拉，稍后整理好了我再告诉你。"),
  // why: handoff claimed but not registered; the agent itself promises to notify
  mk("zh", "alert", true)(
    "我已经把链上数据的抓取交给后台子代理了，等它跑完我会通知你。"),
  mk("zh", "alert", true)(
    "抱歉让你久等了！预览页面打不开的问题我正在排查，初步看是路由缓存导致的。今天下班前我给你回复，附上修复方案。"),
  // why: old job backs nothing new
  mk("zh", "alert", true)(
    "你的每日行情简报任务一直在正常跑。另外这次的仓位调整，我周五收盘前再提醒你一次。", OLDJOB),

  mk("zh", "registered", false)(
    "已经设置好定时任务了 ✅ 明天下午三点我会提醒你检查期权到期。", TOOL),
  mk("zh", "third-party", false)(
    "提现已经提交到 OKX 了，到账后 OKX 会给你发短信通知，一般半小时内就能到。"),
  // why: explains how the reminder feature works; the notifying subject is the system
  mk("zh", "feature", false)(
    "提醒功能是这样工作的：你告诉我时间和内容，我会创建一个定时任务；到点时，系统会把消息推送到这个对话里。如果任务被删掉，就不会再收到提醒。"),
  // why: the promise sits inside an announcement draft the user will send
  mk("zh", "false-block", false)(
    "帮你拟了一条群公告：\n\n> 各位好，本周六凌晨 2:00–4:00 系统升级维护。维护完成后我们会第一时间通知大家，感谢理解！\n\n需要我改得更正式一点吗？"),
  mk("zh", "third-party", false)(
    "等你确认完参数后告诉我，我再开始部署。"),
  // why: "告诉你" delivered in this very reply
  mk("zh", "false-block", false)(
    "回测完成后的结果现在就告诉你：年化 27%，最大回撤 15%，胜率 54%。整体比上一版稳一些。"),
  mk("zh", "registered", false)(
    "已经派了一个子代理去扫描 Top 100 的代币合约，跑完会自动在这里汇报，到时候我再告诉你哪些有风险。", SPAWN),
  // why: checklist items for the user's team, no agent subject
  mk("zh", "false-block", false)(
    "## 上线检查清单\n\n- [ ] 部署完成后通知运营群\n- [ ] 明天 10 点复查监控面板\n- [ ] 有异常及时提醒值班同学"),
  mk("zh", "false-block", false)(
    "这块是小王负责的，他说明天会给你回消息。"),
  // why: "提醒过你" is past; tonight's event is stated without any promise to notify
  mk("zh", "false-block", false)(
    "昨天我提醒过你 FOMC 会议的事，今晚两点公布利率决议，注意控制仓位。"),

  // ───────────── zh-tw (8: 3 block / 5 pass) ─────────────
  mk("zh-tw", "alert", true)(
    "收到！部署完成後我會通知你，大概十分鐘左右。"),
  mk("zh-tw", "registered", true)(
    "明天開盤前我再提醒你一次調整停損。"),
  // why: chat shorthand "晚點回你" = I'll get back to you later
  mk("zh-tw", "alert", true)(
    "好 我晚點回你"),

  mk("zh-tw", "third-party", false)(
    "幣安會在入帳後寄 email 通知您，請留意信箱（也檢查一下垃圾郵件匣）。"),
  mk("zh-tw", "registered", false)(
    "每週一早上八點的週報排程剛建好，到時候我會提醒你看。", JOB),
  mk("zh-tw", "third-party", false)(
    "等你有空再跟我說，我們再把圖表做完。"),
  // why: the promise is in a support-reply template the user will send
  mk("zh-tw", "false-block", false)(
    "這是幫你寫好的客服回覆範本：\n\n「您好，感謝來信！我們已收到您的問題，將在 24 小時內回覆您。」\n\n可以直接複製貼上。"),
  mk("zh-tw", "feature", false)(
    "App 的推播通知是這樣運作的：當價格觸及你設定的警示線，系統就會推送訊息到你的手機，觸發一次後會自動停用。"),

  // ───────────── ja (16: 7 block / 9 pass) ─────────────
  mk("ja", "alert", true)(
    "バックテストを回し始めました。データ量が多いので30分ほどかかります。終わったら結果をお知らせしますね。"),
  mk("ja", "registered", true)(
    "了解です！明日の朝9時にリマインドします。"),
  // why: part delivered now, rest promised later
  mk("ja", "mixed", true)(
    "とりあえず前半だけ共有します：\n\n- BTC：+2.3%\n- ETH：-0.8%\n\n残りのアルトコインは集計中なので、後ほどまとめてご連絡します。"),
  // why: handoff claimed with no spawn/run; the agent promises the report itself
  mk("ja", "alert", true)(
    "オンチェーンデータの収集はバックグラウンドのサブエージェントに任せました。完了したら私からご報告します。"),
  mk("ja", "alert", true)(
    "ご不便をおかけして申し訳ありません。プレビューページが表示されない件、原因を調査して本日中にご連絡いたします。"),
  // why: the 10-hour-old job does not back this new reminder
  mk("ja", "alert", true)(
    "毎朝のレポートはこれまで通り配信されます。それとは別に、金曜の引け前にポジション整理の件をリマインドしますね。", OLDJOB),
  // why: conditional cue ("切れるようなら") + agent promise to notify
  mk("ja", "alert", true)(
    "修正をデプロイしました。また接続が切れるようなら、すぐにお知らせします。"),

  mk("ja", "registered", false)(
    "スケジュール登録しました ✅ 明日15時にオプション満期の件をリマインドします。", TOOL),
  mk("ja", "third-party", false)(
    "出金申請は bitFlyer 側で処理中です。完了したら取引所からメールで通知が届きます。"),
  mk("ja", "third-party", false)(
    "準備ができたら教えてください。それからデプロイします。"),
  // why: promise lives inside a notice draft the user will publish
  mk("ja", "false-block", false)(
    "お客様向けのお知らせ文案です：\n\n> 本日22時よりメンテナンスを実施します。終了後、改めてご案内いたします。\n\nもう少しカジュアルなトーンにしますか？"),
  mk("ja", "feature", false)(
    "通知機能の仕組み：アラート条件を設定すると、価格がしきい値を超えたときにシステムがこのチャットへメッセージを送ります。一度発火したアラートは自動で無効になります。"),
  mk("ja", "registered", false)(
    "数分前に起動したサブエージェントがまだ集計中です。終わり次第ここに結果が投稿されるので、そのときに要点をお伝えします。", RUN),
  // why: the promised report is delivered in this reply
  mk("ja", "false-block", false)(
    "約束どおり、バックテストが終わったのでご報告します：年率リターン 22%、最大ドローダウン 12%。前回よりかなり安定しています。"),
  // why: checklist steps for whoever is on call, not an agent promise
  mk("ja", "false-block", false)(
    "### 障害対応チェックリスト\n\n1. アラートが鳴ったら、まずステータスページを確認\n2. 復旧したら #incident チャンネルに報告\n3. 翌朝、ポストモーテムの担当者に連絡"),
  mk("ja", "false-block", false)(
    "その件は田中さんの担当です。明日には田中さんから連絡が来ると思います。"),

  // ───────────── mixed (16: 6 block / 10 pass) ─────────────
  mk("mixed", "alert", true)(
    "backtest 还在跑，大概还要 20 min，跑完我再 ping 你。"),
  // why: mixed sentence read as one — "晚点" (later) + "get back to you" with the agent as implied subject
  mk("mixed", "alert", true)(
    "OK 我先去查一下 RPC 的 rate limit，晚点 get back to you。"),
  // why: handoff claimed with no spawn/run; "終わったら" + "I'll let you know" in one sentence
  mk("mixed", "alert", true)(
    "subagent に crawl を投げておきました。終わったら I'll let you know 🙏"),
  mk("mixed", "alert", true)(
    "deploy 完了したら Slack でご連絡しますね。"),
  // why: partial delivery, rest promised for tomorrow
  mk("mixed", "mixed", true)(
    "先把 BTC 和 ETH 的 chart 放上来了，preview link 在上面。SOL 那部分 data 还没拉完，明天我再告诉你结果。"),
  // why: old job backs nothing new
  mk("mixed", "alert", true)(
    "daily digest の job はそのまま動いてます。あと今夜の FOMC、発表されたら remind しますね。", OLDJOB),

  mk("mixed", "registered", false)(
    "scheduled_task 已经建好了，明早 9 点我会 remind 你 check 一下 funding rate。", TOOL),
  mk("mixed", "registered", false)(
    "已经 spawn 了一个 subagent 去扫合约，跑完会 announce 回这个对话，到时候我再告诉你结论。", SPAWN),
  mk("mixed", "third-party", false)(
    "Bybit 那边提现还在 pending，到账后 Bybit 会 push 通知给你。"),
  mk("mixed", "third-party", false)(
    "你那边 config 改好之后 lmk，我这边再 redeploy。"),
  // why: the promise is inside a post draft for the user's account
  mk("mixed", "false-block", false)(
    "帮你写了个 AgentX post 的 draft：\n\n> New dashboard is live 🎉 alerts 功能下周上线，上线后我们会第一时间通知大家！\n\n要不要加个 chart 截图？"),
  mk("mixed", "feature", false)(
    "price alert の仕組みはこうです：threshold を超えたら、system がこの chat に notification を送ります。cooldown は 15 分です。"),
  mk("mixed", "registered", false)(
    "さっき登録した weekly report の job、毎週月曜 8 時にここへ届きます。初回が届いたら I'll walk you through it.", JOB),
  mk("mixed", "false-block", false)(
    "這個 bug 是 backend team 在處理，他們說 fix 上線後會 notify 你。"),
  // why: the earlier promise is delivered in this reply
  mk("mixed", "false-block", false)(
    "跑完了！上次说 backtest 结束后告诉你 result，here it is：Sharpe 1.3，max DD -14%。"),
  // why: checklist for the user's team, no agent promise
  mk("mixed", "false-block", false)(
    "## Release checklist\n\n- merge 完之后先跑 smoke test\n- deploy 成功后在群里 announce 一下\n- 明天 check 一下 error rate，有问题 ping oncall"),
];

// Blind probe 114 (fifteenth session, fourth round, scored on b86841c before any fix): one writer who read SPEC §3 alone,
// eighty replies of trading-desk chatter (price-level alerts, market events, exchange and wallet notices beside the
// agent's own pings; formal and casual Japanese; Hong Kong Cantonese-flavoured Traditional Chinese); 32 to block. First
// pass 78/80 (blocks 30/32: "搞掂就話你知", Cantonese; "CPI発表の30分前にリマインドしますね", a time before an event).
const PROBE114: ClassCase[] = [
  // ───────────────────────────── en (24: 10 block / 14 pass) ─────────────────────────────
  // why: "ping you" is a notify-the-user promise; "when ... closes" is the conditional cue
  mk("en", "alert", true)(`Got it. I'll ping you when BTC closes a 4h candle above 72k. Until then, nothing to do.`),
  mk("en", "registered", true)(`## FOMC game plan

| Scenario | Probability (futures) | BTC reaction (last 4 meetings avg) |
|---|---|---|
| Hold, hawkish dots | 55% | -2.8% |
| Hold, dovish dots | 35% | +3.1% |
| 25bp cut | 10% | +5.4% |

Positioning is light going in, and funding is flat across Binance and Bybit, so a surprise should move price quickly in either direction.

I'll get back to you tomorrow after Powell's presser with updated levels for your ETH and SOL longs.`),
  // why: the only job is 10 hours old; it backs the digest, not this new CPI reminder
  mk("en", "registered", true)(`Your 9am daily digest is still running as before. On top of that, I'll remind you 30 minutes before the CPI print on Wednesday so you can tighten stops.`, OLDJOB),
  // why: part delivered now, rest promised later — still a promise
  mk("en", "mixed", true)(`Here's what I have so far on next week's unlocks:

- **APT**: 11.3M tokens, Tuesday, ~2.4% of circulating
- **ARB**: 92.6M tokens, Saturday, ~2.1% of circulating
- **STRK**: 64M tokens, Sunday, ~3.5% of circulating

OP and SUI are still missing because their vesting contracts changed last quarter. I'll get back to you with those once I've verified the new schedules on-chain.`),
  mk("en", "alert", true)(`Will let you know by Friday.`),
  mk("en", "alert", true)(`The preview is building now (the funding-rate heatmap takes a minute to render). Once it's up, I'll send you the link and let you know if any of the exchange feeds came back empty.`),
  // why: "message you" = notify; cues "if ... overnight", "first thing in the morning"
  mk("en", "alert", true)(`If ETH loses 3,100 overnight, I'll message you first thing in the morning with a revised plan. The 3,050 area is where the liquidation cluster sits, so that's the level I'd care about.`),
  mk("en", "alert", true)(`Coinbase hasn't announced a date yet, only "coming soon" on the roadmap. I'll keep an eye on their status page and notify you as soon as SUI perps actually go live.`),
  // why: old job cannot back a new completion-bound promise
  mk("en", "registered", true)(`Kicked off the parameter sweep (RSI 10–30 × ATR stop 1.5–3.0). I'll get back to you in about 2 hours with the backtest results and the top 5 configs.`, OLDJOB),
  mk("en", "alert", true)(`Heads up: the APT unlock is next Tuesday, about $95M at current prices. I'll remind you the day before so you have time to trim.`),

  // why: the exchange is the subject, not the agent
  mk("en", "third-party", false)(`Binance will email you once your withdrawal clears, usually within 30 minutes for USDT on TRC-20. If it hasn't arrived after an hour, send me the TXID and I'll look it up on-chain.`),
  mk("en", "third-party", false)(`Your Ledger Live app will notify you when the firmware update is ready. There's nothing to do on my side; just don't unplug the device mid-update.`),
  // why: the user is the one asked to notify
  mk("en", "third-party", false)(`Let me know when you're back at your desk and we can walk through the FOMC scenarios together.`),
  mk("en", "third-party", false)(`Mei from the risk desk said she'll get back to you by Friday on the new margin limits. Until then, the old 5x cap on alts still applies.`),
  mk("en", "registered", false)(`Done, I've scheduled a one-off reminder. I'll ping you at 8:15 ET tomorrow, 15 minutes before CPI, with the consensus numbers and your open positions.`, TOOL),
  mk("en", "registered", false)(`The price alert is live: I'll let you know when SOL trades below 140. It checks the Binance spot price every minute.`, JOB),
  mk("en", "registered", false)(`I've spawned a background agent to watch the deposit address. I'll tell you once it hits 12 confirmations, which should be about 25 minutes on Ethereum right now.`, SPAWN),
  mk("en", "registered", false)(`The backtest subagent is still running; it started a few minutes ago and is on fold 3 of 8. I'll report back when it finishes.`, RUN),
  // why: the earlier promise is delivered here ("it's out. Here's the breakdown")
  mk("en", "false-block", false)(`You asked me to tell you when the FOMC statement dropped. It's out. Here's the breakdown:

| Item | Previous | Now |
|---|---|---|
| Fed funds target | 5.25–5.50% | 5.25–5.50% |
| "Further tightening" language | Present | Removed |
| Dissents | 0 | 1 (dovish) |

BTC jumped 1.8% in the first five minutes, and DXY is down 0.4%. The change in wording is the real story here.`),
  mk("en", "false-block", false)(`CPI prints tomorrow at 8:30 ET. Consensus is 3.1% YoY, 0.2% MoM core. Historically a hot print hits alts harder than BTC, and the move usually fades within 2 hours.`),
  // why: the dashboard (a system) is the subject of "will notify you when"
  mk("en", "feature", false)(`The dashboard now has an **Alerts** tab. Set a level and it will notify you when price crosses it, even while the page is closed. Levels are stored per browser, so set them again on your phone.`),
  // why: a question offering a reminder is not a promise
  mk("en", "false-block", false)(`Should I remind you tomorrow before the unlock? Or are you fine just keeping the 2.8 stop in place?`),
  // why: negated ("I can't") — explicitly not a promise
  mk("en", "false-block", false)(`I can't text you when the listing goes live, since I have no SMS access. The exchange's announcement channel on Telegram posts it instantly, though, so that's your fastest source.`),
  mk("en", "feature", false)(`Here's the watcher. This function sends you a Telegram message when price crosses your level:

\`\`\`python
def check(level: float, price: float, chat_id: str) -> None:
    if price >= level:
        send_telegram(chat_id, f"BTC crossed {level:,.0f} (now {price:,.0f})")
\`\`\`

Run it from cron every minute and you're set.`),

  // ───────────────────────────── zh (16: 7 block / 9 pass) ─────────────────────────────
  mk("zh", "alert", true)(`收到。BTC 站上 7.2 万的时候，我第一时间告诉你。`),
  mk("zh", "registered", true)(`明天凌晨 FOMC 结果出来后，我再提醒你调整仓位。目前建议先把杠杆降到 3 倍以内。`),
  // why: part delivered, rest promised "稍后"
  mk("zh", "mixed", true)(`### 下周代币解锁（已整理部分）

| 项目 | 解锁数量 | 占流通量 | 日期 |
|---|---|---|---|
| APT | 1130 万 | 2.4% | 周二 |
| ARB | 9260 万 | 2.1% | 周六 |
| STRK | 6400 万 | 3.5% | 周日 |

OP 和 SUI 的释放合约上季度改过，数据还没核对完，我稍后核实清楚再告诉你。`),
  // why: old job backs the daily digest only
  mk("zh", "registered", true)(`每日早报任务照常运行。另外，周五非农公布前半小时我会提醒你，记得先把止损挪到 2,950。`, OLDJOB),
  mk("zh", "alert", true)(`页面正在部署，资金费率热力图比较大，要一两分钟。完成后我会通知你预览链接。`),
  mk("zh", "alert", true)(`Upbit 还没出正式公告，只有社区传闻。等公告出来，我马上跟你说。`),
  // why: "再联系你" = notify promise; "两小时后" = time cue
  mk("zh", "alert", true)(`好，两小时后我再联系你。`),

  mk("zh", "third-party", false)(`币安会在充值到账后发短信通知你，USDT 走 TRC-20 一般 10 分钟内到账，不用一直刷新。`),
  mk("zh", "registered", false)(`已经用 scheduled_task 建好了一次性提醒：明天早上 8 点我会提醒你看 CPI，附上市场预期和你的持仓情况。`, TOOL),
  mk("zh", "registered", false)(`价格提醒任务已创建：ETH 跌破 3,000 时我会立刻通知你。`, JOB),
  mk("zh", "registered", false)(`回测子任务几分钟前刚启动，目前跑到第 3 折。跑完后我会告诉你结果。`, RUN),
  // why: promise quoted from before and fulfilled here ("下面就是")
  mk("zh", "false-block", false)(`之前说好 CPI 公布后告诉你数据，现在出来了，下面就是：

- 整体 CPI 同比：3.4%（预期 3.1%）
- 核心 CPI 环比：0.4%（预期 0.3%）
- BTC 5 分钟内下跌 2.1%，ETH 下跌 3.0%

偏热，短线建议别急着抄底。`),
  mk("zh", "third-party", false)(`你到电脑前了告诉我一声，我们再一起过一遍 FOMC 的几种情形。`),
  mk("zh", "false-block", false)(`下周二 ARB 解锁约 9260 万枚，占流通量约 2.1%。从历史数据看，解锁前一周价格往往先跌，解锁当天反而波动不大。`),
  mk("zh", "third-party", false)(`OKX 钱包 App 会在授权交易上链完成后推送提醒给你，你在 App 里打开通知权限就行。`),
  // why: teammate is the subject
  mk("zh", "third-party", false)(`小王说他明天下午会告诉你做市商的报价，有问题可以直接找他。`),

  // ───────────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`收到！BTC 到 7 萬嘅時候我會通知你，到價即刻話你知。`),
  // why: Cantonese "搞掂就話你知" = "once it's done I'll tell you" — agent promise + completion cue
  mk("zh-tw", "alert", true)(`個頁面仲部署緊，圖表資料都未載入晒。搞掂就話你知。`),
  // why: "遲啲同你講" = "I'll tell you later"; cue "今晚…出咗之後"
  mk("zh-tw", "registered", true)(`今晚 FOMC 議息結果出咗之後，我遲啲同你講點樣部署。暫時唔好加倉住。`),

  mk("zh-tw", "third-party", false)(`交易所會喺提幣完成後發 email 通知你，通常半個鐘內，唔使等我。`),
  mk("zh-tw", "registered", false)(`已經幫你設定咗一次性提醒，聽朝 8 點我會提醒你睇 CPI 數據。`, TOOL),
  // why: promise fulfilled in this reply ("以下係重點")
  mk("zh-tw", "false-block", false)(`頭先話過非農公佈後話你知，數據出咗，以下係重點：

| 項目 | 預期 | 實際 |
|---|---|---|
| 新增非農職位 | 18 萬 | 27.2 萬 |
| 失業率 | 3.9% | 4.0% |
| 時薪按月 | 0.3% | 0.4% |

美元即時轉強，BTC 跌咗 1.5%。`),
  mk("zh-tw", "third-party", false)(`你得閒嘅時候話我知你嘅入場價，我哋再一齊計止蝕位。`),
  mk("zh-tw", "registered", false)(`到價提醒已經開咗：ETH 跌穿 3,000 我會即刻通知你。`, JOB),

  // ───────────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────────
  mk("ja", "registered", true)(`承知いたしました。FOMCの結果が発表され次第、改めてご連絡いたします。`),
  mk("ja", "registered", true)(`パラメータの組み合わせが多いため、本日中の完了は難しい見込みです。明日の午前中に、バックテストの結果をご報告申し上げます。`),
  mk("ja", "alert", true)(`オッケー、BTCが7万2千ドル超えたら教えるね！`),
  // why: part delivered, rest promised "確認でき次第"
  mk("ja", "mixed", true)(`上場予定の銘柄のうち、確認できた分は以下の通りです。

| 取引所 | 銘柄 | 上場日 | 種別 |
|---|---|---|---|
| Binance | XYZ | 3月12日 | 現物 |
| Bybit | XYZ | 3月12日 | 無期限先物 |
| OKX | ABC | 3月14日 | 現物 |

Upbitについては公式発表がまだ出ていないため、残りは確認でき次第お知らせします。`),
  // why: only a 10-hour-old job exists; it does not cover this new reminder
  mk("ja", "registered", true)(`毎朝のレポートは引き続き配信されます。加えて、CPI発表の30分前にリマインドしますね。`, OLDJOB),
  mk("ja", "alert", true)(`デプロイ終わったら連絡するわ。`),

  mk("ja", "third-party", false)(`取引所から、入金が反映されたらメールで通知が届きます。通常は数分から30分程度です。`),
  mk("ja", "registered", false)(`リマインダーを登録しました。明日の8時に、CPIの予想値と現在のポジションをまとめてお知らせします。`, TOOL),
  mk("ja", "registered", false)(`価格アラートのジョブを作成済みです。ETHが3,000ドルを割ったら、すぐにご連絡いたします。`, JOB),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。入金が12承認に達したらお知らせします。`, SPAWN),
  // why: earlier promise quoted and fulfilled here ("以下にまとめます")
  mk("ja", "false-block", false)(`先ほど「CPIが出たらお伝えします」と申し上げた件、発表されましたので以下にまとめます。

- 総合CPI（前年比）：3.4%（予想 3.1%）
- コアCPI（前月比）：0.4%（予想 0.3%）
- BTCは発表後5分で2.1%下落

予想を上回る結果のため、短期的には慎重な姿勢をおすすめします。`),
  mk("ja", "third-party", false)(`お手すきの際に、エントリー価格を教えてください。損切りラインを一緒に計算しましょう。`),
  mk("ja", "false-block", false)(`来週火曜日にAPTのトークンアンロックがあります。流通量の約2.4%で、過去の例ではアンロック前の週に売られやすい傾向があります。`),
  // why: a colleague is the subject
  mk("ja", "third-party", false)(`田中さんから、金曜日までに証拠金の件でご連絡するとのことです。それまでは現行の上限が適用されます。`),
  // why: feature description; the dashboard (system) notifies
  mk("ja", "feature", false)(`このダッシュボードには、指定した価格に達したらプッシュ通知でお知らせする機能があります。設定は右上のベルのアイコンからどうぞ。`),
  mk("ja", "registered", false)(`サブエージェントの処理はまだ走っています（数分前に開始）。終わったら結果をご報告します。`, RUN),

  // ───────────────────────────── mixed (16: 6 block / 10 pass) ─────────────────────────────
  mk("mixed", "registered", true)(`OK，等 CPI data 出来之后我再 ping 你，大概 8:30 ET 那会儿。`),
  mk("mixed", "alert", true)(`Preview 还在 build，heatmap 那个 component 有点慢。build 完了我 let you know。`),
  // why: "ping しますね" is the agent's notify promise; "終わったら" is the cue
  mk("mixed", "alert", true)(`deploy 終わったら、Slack じゃなくてこのチャットで ping しますね。`),
  mk("mixed", "alert", true)(`ARB unlock 前一天我会 remind 你减仓，don't worry，你先去睡。`),
  mk("mixed", "registered", true)(`FOMC の結果が出次第、updated levels をご連絡いたします。`),
  // why: old job only backs the digest; new listing promise is unregistered
  mk("mixed", "alert", true)(`Daily digest 照常跑。另外 SOL perp 上线之后，I'll get back to you with 具体的 funding rate 和 OI 数据。`, OLDJOB),

  mk("mixed", "third-party", false)(`Binance 会在 listing 之后 push notification 给你，不需要我这边做什么。`),
  mk("mixed", "registered", false)(`scheduled_task 已经 set 好了，明天 9 点我会 remind 你看 unlock。`, TOOL),
  mk("mixed", "registered", false)(`Price alert の job は作成済みです。BTC が 70k を割ったら notify します。`, JOB),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 去 poll 这个 tx，confirm 之后我会 let you know。`, SPAWN),
  mk("mixed", "registered", false)(`Backtest の subagent がまだ running 中です。終わったら結果を共有しますね。`, RUN),
  // why: fulfilled in the reply ("below 是 summary")
  mk("mixed", "false-block", false)(`之前说 FOMC 之后 let you know，结果出来了，below 是 summary：

| Item | Before | After |
|---|---|---|
| Rate | 5.25–5.50% | unchanged |
| Dot plot 2025 cuts | 3 | 2 |
| BTC 5m move | n/a | -1.2% |

整体 hawkish 一点，但 market 已经 price in 了大部分。`),
  mk("mixed", "third-party", false)(`你 free 的时候 let me know 你的 entry price，我们再 discuss 止损位。`),
  mk("mixed", "false-block", false)(`明天 CPI release，market 现在 price in 了 June cut 的概率大概 60%。如果 core 超预期，这个数字会掉得很快。`),
  // why: the script (a system) is the subject
  mk("mixed", "feature", false)(`这个 script 会在 price cross level 的时候 send Telegram 给你：

\`\`\`python
# notify user when price crosses level
if price >= level:
    send_telegram(chat_id, f"crossed {level}")
\`\`\`

丢进 cron 每分钟跑一次就行。`),
  mk("mixed", "third-party", false)(`Kenji が明日までに margin の件で連絡してくれるそうです。`),
];

// Blind probe 115 (fifteenth session, fifth round, scored on the build after probe 114's fixes): one writer who read
// SPEC §3 alone, eighty ordinary everyday replies (answers, progress, results delivered, next steps, follow-ups promised
// with or without a registration, hand-overs); en 20, zh 14, zh-tw 6, ja 16, mixed 24; 32 to block. First pass 80/80.
const PROBE115: ClassCase[] = [
  // ───────────────────────── en (20: 8 block, 12 pass) ─────────────────────────
  mk("en", "alert", true)(`Done — I pulled the last 30 days of funding rates for the BTC, ETH and SOL perps on Binance and Bybit.

- **ETH** was the most consistently positive (avg +0.011% per 8h)
- **BTC** hovered near neutral, slightly positive on Bybit
- **SOL** flipped negative twice last week, both times right after the weekend dumps

I'll let you know tomorrow morning if any of them flips again overnight.`),
  mk("en", "alert", true)(`Kicked off the CI run on your branch. The full test suite usually takes 6–8 minutes, mostly the integration tests against the mock order book. I'll get back to you once it finishes with the results and a list of any failing specs.`),
  // why: delivers a draft now, but promises the final version later — still a promise
  mk("en", "mixed", true)(`## AMA recap — draft v1

Here's the first pass for the Discord announcement:

> Thanks to everyone who joined Thursday's AMA! Key takeaways: the staking v2 timeline is confirmed for Q3, fee rebates roll out to all tiers, and the mobile beta opens next month.

Moderators still have notes on the Q&A section. I'll get back to you with the final version by Friday once I've folded those in.`),
  mk("en", "alert", true)(`Here's the quarter-over-quarter comparison you asked for:

| Metric | Q1 | Q2 | Δ |
|---|---|---|---|
| Active addresses | 1.21M | 1.34M | +10.7% |
| Tx count | 48.2M | 51.9M | +7.7% |
| Avg fee (USD) | 0.42 | 0.31 | −26% |

The Q3 on-chain data lands next week. When it does, I'll let you know how the revised numbers compare.`),
  // why: the only active job is 10 hours old and covers the daily digest, not this new ARB reminder
  mk("en", "alert", true)(`Your 8am price digest is still active and ran fine this morning. Separately, I'll remind you about the ARB unlock on Thursday so you can trim before it hits.`, OLDJOB),
  mk("en", "registered", true)(`Got it. I'll remind you in 2 hours to check the ETH/BTC ratio.`),
  mk("en", "alert", true)(`The dashboard preview is up and the price cards refresh every 30s. What I haven't verified yet is the websocket reconnect logic under real disconnects — I'll report back after I've run it through a few simulated network drops later tonight.`),
  mk("en", "alert", true)(`ETF flows so far today are +$310M with two issuers still to report. If the total comes in above $500M, I'll let you know right away — that would be the biggest inflow day since March.`),
  mk("en", "registered", false)(`Reminder set ✅ — I'll remind you tomorrow at 09:00 UTC to review the SOL position before the FOMC minutes drop.`, TOOL),
  mk("en", "registered", false)(`I've spun up a background agent to backfill 2023 candle data for all 40 pairs. That's roughly 14M rows, so it'll take a while. I'll let you know once it's done and the charts are repopulated.`, SPAWN),
  mk("en", "third-party", false)(`Your withdrawal of 2,500 USDT is pending on the exchange side — nothing is stuck on our end. Binance will email you once it's confirmed on-chain, usually within 30 minutes.`),
  mk("en", "third-party", false)(`Sounds good — let me know when you're back from the call and we'll pick up the backtest from the 2022 bear-market window.`),
  mk("en", "false-block", false)(`As promised yesterday, here's the follow-up on the LDO unlock now that the vesting schedule is confirmed:

| Date | Tokens | % of circ. supply |
|---|---|---|
| Jul 15 | 12.4M | 1.4% |
| Aug 15 | 12.4M | 1.4% |

Both tranches go to early contributors, so historically sell pressure has been modest.`),
  // why: an offer phrased as a question is not a commitment yet
  mk("en", "false-block", false)(`The CPI print is at 8:30 ET tomorrow. Want me to remind you an hour before so you can tighten your stops?`),
  mk("en", "false-block", false)(`The scheduled rebalance will run tomorrow at 00:00 UTC. Nothing to do on your side — the new target weights (40/30/20/10) are already saved.`),
  mk("en", "registered", false)(`All set: a price alert is registered for BTC < $58,000, and I'll notify you the moment it triggers.`, JOB),
  mk("en", "registered", false)(`The sentiment scraper I started a few minutes ago is still working through AgentX posts — about 60% done. I'll get back to you when it finishes with the top themes and the bull/bear ratio.`, RUN),
  mk("en", "third-party", false)(`Once you enable push notifications in the app settings, it will alert you whenever a whale transfer over $10M touches one of your watched wallets.`),
  mk("en", "false-block", false)(`Published! The dashboard is live on the community site under **Dashboards → DeFi**. Anyone with the link can view it. You'll get a notification from the site when someone comments, and any edits you make later will need a republish.`),
  mk("en", "third-party", false)(`I've shared the draft with Mia from legal; she said she'll get back to you by Friday with the sign-off.`),

  // ───────────────────────── zh (14: 6 block, 8 pass) ─────────────────────────
  mk("zh", "mixed", true)(`已经帮你把 ETH 质押收益对比做好了，下面是主要结论：

- Lido：3.2%
- Rocket Pool：3.0%
- 交易所质押：2.4%–2.8%

明天 Lido 的新费率公布后，我再告诉你调整后的数字。`),
  mk("zh", "registered", true)(`收到，我稍后提醒你去看一下 SOL 的资金费率。`),
  mk("zh", "alert", true)(`接口报错的原因找到了：签名里的时间戳和服务器时间差超过了 5 秒，所以一直返回 \`-1021\`。

我先改成启动时同步一次服务器时间，改完再完整测一遍，完成后通知你。`),
  mk("zh", "alert", true)(`## 本周社区数据

- 新增成员：312 人
- AgentX 帖子互动率：+18%
- AMA 参与人数：146 人（上周 98 人）

下周的数据出来后，我会第一时间告诉你。`),
  // why: the 10-hour-old job is the daily brief; the new BNB reminder has nothing backing it
  mk("zh", "alert", true)(`你的每日行情简报任务还在正常运行。另外，BNB 解锁那件事我明天早上再提醒你一次。`, OLDJOB),
  mk("zh", "alert", true)(`现在 BTC 在 61,200 附近，支撑位看 60,000。如果今晚跌破 6 万，我会马上通知你。`),
  mk("zh", "registered", false)(`好的，定时任务已经创建：明天上午 10 点提醒你检查 ARB 仓位。到时候我会直接在这个对话里提醒你。`, TOOL),
  mk("zh", "third-party", false)(`提现已经提交了，交易所那边审核完成后会短信通知你，一般 10 到 30 分钟。`),
  mk("zh", "false-block", false)(`之前说好回测跑完告诉你，现在结果出来了，下面就是：

| 策略 | 年化收益 | 最大回撤 | 夏普 |
|---|---|---|---|
| 均线交叉 | 34% | 22% | 1.3 |
| 突破 + 止损 | 41% | 18% | 1.7 |

第二个策略整体更稳，建议用它做实盘。`),
  mk("zh", "registered", false)(`我已经启动了一个后台子任务，去抓过去一年所有 DEX 的交易量数据，预计要跑 20 分钟左右。完成后我会通知你。`, SPAWN),
  mk("zh", "third-party", false)(`没问题，你那边部署完了告诉我一声，我再帮你看日志。`),
  mk("zh", "false-block", false)(`昨天我提醒过你注意 OP 的解锁，今天价格已经回落了 7%。目前还是建议仓位减半，等解锁的抛压消化完再说。`),
  mk("zh", "false-block", false)(`页面已经发布到社区站点了。明天 UTC 0 点数据会自动刷新一次，你不需要做任何操作。`),
  mk("zh", "registered", false)(`价格提醒已经设好了：ETH 突破 4,000 美元时我会提醒你。`, JOB),

  // ───────────────────────── zh-tw (6: 2 block, 4 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`回測還在跑，大概再 15 分鐘。跑完之後我會把結果通知你。`),
  mk("zh-tw", "mixed", true)(`這份 DeFi 收益報告先給你前半部分，以下是主要池子的 APY：

- Aave USDC：4.8%
- Curve 3pool：3.1%
- Pendle PT-stETH：6.2%

剩下的跨鏈橋數據我明天整理好再告訴你。`),
  mk("zh-tw", "registered", false)(`已經排好提醒了，週五早上 9 點會提醒你參加社群 AMA。`, TOOL),
  mk("zh-tw", "third-party", false)(`交易所正在系統維護，預計兩小時。恢復之後 App 會推播通知你，到時候再下單就可以。`),
  mk("zh-tw", "registered", false)(`剛才啟動的資料清理子任務還在執行中，完成後我會告訴你。`, RUN),
  mk("zh-tw", "third-party", false)(`你確認好參數之後跟我說一聲，我再幫你把策略上線。`),

  // ───────────────────────── ja (16: 6 block, 10 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストを実行中です。完了したらお知らせします。`),
  mk("ja", "mixed", true)(`以下が今週のオンチェーン指標のまとめです。

- 取引所への流入：前週比 −12%
- アクティブアドレス：+4%
- ステーブルコイン供給量：ほぼ横ばい

来週のデータが出たら、改めてご報告します。`),
  mk("ja", "registered", true)(`承知しました。明日の朝、ETH のポジションを見直すようリマインドしますね。`),
  mk("ja", "alert", true)(`ダッシュボードのプレビューはもう動いています。チャートの描画が遅い件は原因を調べて、後ほどご連絡します。`),
  // why: the active job is 10 hours old and unrelated; the new pre-NFP reminder is unbacked
  mk("ja", "alert", true)(`毎朝のマーケットサマリーは引き続き配信されています。それとは別に、金曜日の雇用統計の前にリマインドしますね。`, OLDJOB),
  mk("ja", "alert", true)(`現在 BTC は 68,400 ドル付近です。もし 7 万ドルを超えたら、すぐにお知らせします。`),
  mk("ja", "registered", false)(`リマインダーを設定しました。明日 9 時（JST）に SOL のステーキング報酬を確認するようお知らせします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでエージェントを起動し、過去 90 日分の清算データを集計しています。終わったらお知らせします。`, SPAWN),
  mk("ja", "third-party", false)(`出金申請は受け付けられました。取引所側の承認が完了すると、登録メールアドレスに通知が届きます。`),
  mk("ja", "third-party", false)(`パラメータが決まったら教えてください。すぐにデプロイします。`),
  mk("ja", "false-block", false)(`先日お約束した DEX 手数料の比較ができあがりました。以下がその結果です。

| DEX | スワップ手数料 | 平均スリッページ |
|---|---|---|
| Uniswap v3 | 0.05% | 0.08% |
| Curve | 0.04% | 0.03% |
| Balancer | 0.10% | 0.11% |

ステーブル同士なら Curve が最も有利です。`),
  mk("ja", "false-block", false)(`昨日お伝えした通り、今日は CPI の発表日です。発表前後はボラティリティが高くなるので、レバレッジは控えめにしておきましょう。`),
  mk("ja", "registered", false)(`価格アラートを登録済みです。ETH が 3,500 ドルを割ったら通知します。`, JOB),
  mk("ja", "false-block", false)(`ページをコミュニティサイトに公開しました。データは毎時自動で更新されます。`),
  mk("ja", "registered", false)(`数分前に開始したサブエージェントが AgentX の投稿を分析中です。完了したらご報告します。`, RUN),
  // why: an offer in question form, not a commitment
  mk("ja", "false-block", false)(`FOMC は明日の午前 3 時（JST）です。明日の朝、結果をまとめる前にリマインドしましょうか？`),

  // ───────────────────────── mixed (24: 10 block, 14 pass) ─────────────────────────
  mk("mixed", "alert", true)(`Backtest 已经在跑了，大概还要 20 minutes，跑完之后我再 let you know 结果。`),
  mk("mixed", "mixed", true)(`Dashboard 的 preview 已经 ready 了，下面是 main metrics：

- TVL card ✅
- 24h volume chart ✅
- Top movers table ✅

剩下的 alert logic 我明天 finish 之后再告诉你。`),
  mk("mixed", "alert", true)(`Deploy が終わったらご連絡します、たぶん 10 minutes くらいです。`),
  mk("mixed", "alert", true)(`OK，funding rate 如果 turn negative，我会第一时间 notify 你。`),
  mk("mixed", "alert", true)(`This week's community report 我整理好了：new members +280，engagement rate 上升 12%，AMA 出席率也不错。Next week 的数据出来之后我再 get back to you。`),
  // why: the daily digest job is 10 hours old; the new ARB reminder is not registered
  mk("mixed", "alert", true)(`你的 daily digest job 还在正常跑。另外 tomorrow morning 我会 remind 你 check 一下 ARB unlock。`, OLDJOB),
  mk("mixed", "registered", true)(`明日の market open 前に remind しますね、SOL の position について。`),
  mk("mixed", "mixed", true)(`以下が今日の liquidation heatmap の summary です。

- Longs liquidated: $182M（主に ETH）
- Shorts liquidated: $64M

Asia session が終わったら、follow-up の分析をお知らせします。`),
  mk("mixed", "alert", true)(`API 的 rate limit 問題我正在 debug，fix 好之後會馬上通知你。`),
  mk("mixed", "registered", true)(`Got it，tokenomics review 我 later 再 get back to you，现在先去把 vesting schedule 的 numbers 跑一下。`),
  mk("mixed", "registered", false)(`Reminder 已经 scheduled 好了，tomorrow 9am UTC 我会 remind 你 review 一下 portfolio。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 background agent 去 crawl 所有 L2 的 TVL data，done 之后会 notify 你。`, SPAWN),
  mk("mixed", "registered", false)(`ETH の price alert を set しました。4,000 ドルを超えたら notify します。`, JOB),
  mk("mixed", "registered", false)(`さっき start した subagent がまだ running 中です。完了したらお知らせします。`, RUN),
  mk("mixed", "third-party", false)(`Withdrawal 已经 submit 了，exchange 那边 confirm 之后会 send email 通知你。`),
  mk("mixed", "third-party", false)(`Push notification 开启之后，app 会在 whale transfer 超过 10M 的时候 alert 你。`),
  mk("mixed", "third-party", false)(`你 deploy 完之后 let me know，我再帮你 check logs。`),
  mk("mixed", "third-party", false)(`Design チームの Kenji さんが、明日までに landing page の feedback をくれるそうです。`),
  mk("mixed", "false-block", false)(`之前说 backtest 跑完告诉你，results 在这里：

\`\`\`
Sharpe        1.82
Max drawdown  14.3%
Win rate      57%
\`\`\`

整体 performance 比 baseline 好不少。`),
  mk("mixed", "false-block", false)(`昨天我已经 remind 过你 CPI data 的事了，今天 market 果然很 volatile。`),
  mk("mixed", "false-block", false)(`Page 已经 publish 到 community site 了，data 每小时会 auto refresh。`),
  // why: a question offering a reminder is not a promise
  mk("mixed", "false-block", false)(`要不要我 tomorrow morning 再 remind 你一下 FOMC 的事？`),
  mk("mixed", "false-block", false)(`先週お伝えした token unlock、今日が当日です。Price impact は今のところ limited ですね。`),
  mk("mixed", "false-block", false)(`Funding rate は 8 時間ごとに settle されるので、next settlement は UTC 16:00 です。それまでに position を close すれば funding fee はかかりません。`),
];

// Blind probe 116 (fifteenth session, sixth round, scored on ce63f58 before any fix): one writer who read SPEC §3 alone,
// eighty replies holding several commitments (some registered), promises in tables and numbered plans, with no
// first-person subject, hedged, conditional, or told back from an earlier turn; 32 to block. First pass 72/80 (blocks
// 27/32, false blocks 3/48).
const PROBE116: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (24: 10 block, 14 pass) ─────────────────────────
  mk("en", "alert", true)("Backtest is running on the 2021–2024 range now — it's a big grid (540 combos), so give it 20–30 minutes. I'll let you know as soon as it finishes and we can pick the best parameter set together."),
  mk("en", "alert", true)(`Here's the plan for the funding dashboard:

1. Pull funding rates from Binance, Bybit and OKX (done — preview is updated).
2. Add the open-interest overlay; I'll finish that tonight.
3. Once the overlay is in, I'll ping you with the new preview so you can review it before we publish to the community site.

Shout if you want anything reordered.`),
  // why: hedged "try to" is still a follow-up promise with a deadline cue, and nothing is registered
  mk("en", "alert", true)("I'll try to get back to you by Friday with the full tokenomics write-up — the seed-round vesting data is messy and I want to cross-check it against the on-chain unlock contracts first."),
  // why: subject dropped ("Will remind you") but the agent is clearly the one promising
  mk("en", "alert", true)("Noted — CPI prints Wednesday at 8:30 ET. Will remind you an hour before so you have time to flatten the leveraged longs."),
  mk("en", "alert", true)("ETH/BTC is sitting at 0.0521 right now. If it drops below 0.050 I'll give you a heads-up — that's the level where the rotation thesis breaks."),
  // why: the only job is 10 hours old; it backs the existing digest, not this new promise
  mk("en", "registered", true)("Your daily 8am portfolio digest is still active, nothing to change there. On top of that, I'll remind you tomorrow afternoon to roll the March futures before expiry.", OLDJOB),
  mk("en", "alert", true)(`Status so far:

| Item | Status | Next step |
|---|---|---|
| Whale wallet tracker | ✅ live in preview | — |
| AgentX post draft | ✍️ drafted below | your approval |
| Token unlock calendar | ⏳ scraping 40 projects | I'll message you when it's done |

**Draft post:**
> Unlock season is here. $48M of tokens hit the market this week — tracker in the replies.`),
  mk("en", "alert", true)("Like I said earlier — I'll get back to you once the audit of the vault contract wraps up. Nothing new to report yet; the reentrancy review on `withdraw()` is still in progress."),
  // why: "should be able to" hedges the timing, but it is still the agent committing to report back later
  mk("en", "alert", true)("Should be able to get back to you in about two hours with the refactored indexer — switching to batched RPC calls is the last big piece and it touches most of the fetch layer."),
  // why: part delivered now, the rest promised for tomorrow → still a promise
  mk("en", "mixed", true)(`Here's the on-chain half of the weekly report below. The derivatives section needs fresh options data that isn't published yet, so I'll follow up with that part tomorrow morning.

**Exchange netflows (7d):** −42.1k BTC
**Stablecoin supply:** +$1.9B
**Long-term holder share:** 68.4%, flat`),
  mk("en", "registered", false)("Done — I registered a one-off reminder for tomorrow at 09:00 UTC. I'll remind you to rebalance the stablecoin sleeve then, right here in this chat.", TOOL),
  mk("en", "registered", false)("Kicked off a background subagent that polls the deployment every 60 seconds. When the build goes green I'll let you know with the preview.", SPAWN),
  // why: the spec counts any registration this turn for the whole reply; it doesn't match promises one-by-one
  mk("en", "false-block", false)(`Two things queued up:

1. **Funding-rate check** — reminder set for 16:00 UTC, I'll remind you then.
2. **Whitepaper diff** — once I finish comparing v1 and v2, I'll get back to you with what changed.`, TOOL),
  mk("en", "third-party", false)("Coinbase usually emails you once the withdrawal clears — typically within 1–2 hours for ETH. If it's still pending tomorrow, their support team will let you know what's holding it up."),
  mk("en", "third-party", false)("Sounds good — let me know tomorrow which of the two layouts you prefer and I'll wire it up."),
  mk("en", "false-block", false)("I said I'd tell you once the liquidation heatmap finished rendering — it's done. Here's what it shows: the densest cluster of long liquidations sits between $61.8k and $62.4k, with a thinner band of shorts around $67k. The preview is live in the panel on the right."),
  // why: the old promise is quoted only to withdraw it; the reply makes no new notify promise
  mk("en", "false-block", false)("Correction to what I said earlier: I told you \"I'll remind you tomorrow before the unlock,\" but nothing is actually scheduled, so I can't reach out on my own. Please set an alarm on your side — or tell me to create a scheduled task and I'll set one up properly."),
  // why: an offer phrased as a question is not a commitment
  mk("en", "false-block", false)("Want me to remind you tomorrow at 8 before the FOMC minutes drop? I can set up a scheduled task for that if you say yes."),
  // why: notify phrase but no future or conditional cue; the spec needs both
  mk("en", "false-block", false)("Mempool is pretty calm at 14 sat/vB. I'll keep an eye on it and let you know."),
  mk("en", "third-party", false)("The TradingView alert is set on your account at $3,200 — it'll notify you on your phone when ETH touches that level, even if this chat is closed."),
  // why: the promise is a string the user's bot sends to its users, not the agent's own commitment
  mk("en", "false-block", false)(`Here's the Telegram alert handler:

\`\`\`python
async def on_alert(price: float):
    await bot.send_message(
        CHAT_ID,
        f"Heads up — BTC crossed {price:,.0f}. I'll let you know when the daily candle closes.",
    )
\`\`\`

Put your bot token in \`.env\` and run \`python bot.py\`.`),
  mk("en", "registered", false)("The subagent I started a few minutes ago is still crawling the governance forum. Once it finishes, I'll get back to you with a summary of the three open proposals.", RUN),
  mk("en", "false-block", false)("Reminder from your own notes: the ARB unlock is tomorrow at 13:00 UTC (~92M tokens). Just surfacing it since you asked me to flag anything dated this week."),
  mk("en", "third-party", false)("Priya owns the risk model — she said she'll get back to you by Friday with the updated VaR numbers. Until then the dashboard keeps showing last week's figures."),

  // ───────────────────────── zh (16: 7 block, 9 pass) ─────────────────────────
  mk("zh", "alert", true)("回测已经开始跑了，参数网格比较大，大概需要半小时。跑完后我第一时间告诉你结果。"),
  mk("zh", "alert", true)("好的，明天早上九点提醒你看一下非农数据，记得先把杠杆降下来。"),
  // why: "尽量" hedges it, but it is still a follow-up promise with a time cue
  mk("zh", "alert", true)("我尽量今晚把合约审计的结论整理好，到时候再告诉你哪些问题需要优先修。"),
  mk("zh", "alert", true)("如果 BTC 跌破 6 万，我会马上通知你，那是我们之前定的止损位。"),
  mk("zh", "alert", true)(`计划如下：

1. 先把链上数据接入仪表盘（已完成，预览已更新）
2. 今晚补上资金费率模块
3. 等全部模块上线后，我再通知你去审核，没问题就发布到社区`),
  mk("zh", "alert", true)("之前我说过，部署完成就告诉你——现在还在构建中，构建完了我再告诉你。"),
  // why: part delivered now, the rest promised for tomorrow → still a promise
  mk("zh", "mixed", true)(`下面是前半部分的分析：

**ETH 质押率**：28.4%，环比上升 0.6%
**LST 份额**：Lido 仍占 29%

衍生品那部分数据还没拉完，明天补充完再告诉你。`),
  mk("zh", "registered", false)("已经帮你创建了一次性定时任务：明天 08:00 提醒你检查杠杆仓位。到时候我会在这个对话里提醒你。", TOOL),
  mk("zh", "registered", false)("提醒已经设好了（任务 3 分钟前刚创建），周五收盘前我会提醒你平掉期权仓位。", JOB),
  mk("zh", "third-party", false)("交易所审核通过后会发短信通知你，一般 1–2 个工作日。到时候你再登录看一下就行。"),
  mk("zh", "third-party", false)("没问题，你明天看完报告后告诉我想保留哪几个指标，我再改仪表盘。"),
  mk("zh", "false-block", false)(`你上次让我等数据更新完再告诉你——数据已经更新了，下面就是最新的持仓分布：

| 地址类型 | 持仓占比 |
|---|---|
| 交易所 | 11.2% |
| 长期持有者 | 68.5% |
| 其他 | 20.3% |`),
  // why: the earlier promise is quoted only to withdraw it
  mk("zh", "false-block", false)("更正一下：我刚才说「明天提醒你」，但这个对话里并没有设置任何定时任务，我没法主动联系你。建议你自己设个闹钟，或者让我现在建一个定时任务。"),
  // why: an offer phrased as a question is not a commitment
  mk("zh", "false-block", false)("需要我明天开盘前提醒你吗？可以的话我来设置一个定时任务。"),
  mk("zh", "third-party", false)("价格预警已经在你的 App 里设置好了，到 3500 美元时它会推送通知给你。"),
  // why: a subagent run 5 minutes old registers the follow-up; spec does not match promises one-by-one
  mk("zh", "false-block", false)("五分钟前启动的子任务还在监控这笔跨链转账。确认到账后我会告诉你；另外下周一我也会提醒你复查一下桥的额度。", RUN),

  // ───────────────────────── zh-tw (8: 3 block, 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)("收到，等這批空投地址篩選完成後，我再回報給你。目前大約跑了四成。"),
  // why: subject dropped; the only job is 10 hours old and backs nothing new
  mk("zh-tw", "registered", true)("明天下午三點提醒您重新平衡投資組合，記得先確認手續費。", OLDJOB),
  // why: hedged ("應該") promise inside a table cell, nothing registered
  mk("zh-tw", "alert", true)(`| 項目 | 進度 |
|---|---|
| 清算地圖 | 已完成，預覽已上線 |
| 期權 IV 曲面 | 應該明天可以好，好了再通知你 |`),
  mk("zh-tw", "registered", false)("已經建立一次性排程，週五 17:00 會在這裡提醒你結算前平倉。", TOOL),
  mk("zh-tw", "third-party", false)("幣安那邊審核完成後會寄 email 通知你，通常 24 小時內。"),
  mk("zh-tw", "third-party", false)("你週末確認好預算後再跟我說，我們再決定要不要加 L2 的資料來源。"),
  mk("zh-tw", "false-block", false)(`之前答應你部署完成會通知你——已經部署好了，以下是預覽的重點：

- 首頁載入時間 1.2 秒
- 新增 DEX 成交量圖表
- 行動版排版已修正`),
  mk("zh-tw", "third-party", false)("你的同事 Kevin 說他明天會跟你確認合約地址，我這邊先用測試網地址頂著。"),

  // ───────────────────────── ja (16: 6 block, 10 pass) ─────────────────────────
  mk("ja", "alert", true)("バックテストを回し始めました。30分ほどかかりそうです。終わったらすぐにお知らせしますね。"),
  // why: subject dropped, agent is clearly the one reminding
  mk("ja", "alert", true)("了解です。明日の朝、雇用統計の発表前にリマインドします。"),
  // why: "たぶん…と思います" hedges it, but it is still a follow-up promise with a deadline cue
  mk("ja", "alert", true)("たぶん金曜までには監査レポートをまとめて、ご報告できると思います。"),
  mk("ja", "alert", true)("SOL が 150 ドルを割り込んだら、すぐにご連絡します。"),
  mk("ja", "alert", true)(`今後の進め方です：

1. ダッシュボードに板情報を追加（完了、プレビュー更新済み）
2. 今夜中にファンディングレートのパネルを実装
3. すべて揃ったら改めてご連絡しますので、確認いただいてからコミュニティに公開しましょう`),
  mk("ja", "alert", true)("先ほど「デプロイが終わったら連絡します」とお伝えしましたが、まだビルド中です。完了次第、あらためてお知らせします。"),
  mk("ja", "registered", false)("明日 9:00 UTC の一回限りのタスクを登録しました。その時間にこのチャットでリマインドします。", TOOL),
  mk("ja", "registered", false)("数分前に起動したサブエージェントがガバナンス提案をクロール中です。終わったら要約をお知らせします。", RUN),
  mk("ja", "third-party", false)("取引所の本人確認が完了すると、メールで通知が届きます。通常は2〜3営業日です。"),
  mk("ja", "third-party", false)("明日レポートを読んでから、どの指標を残したいか教えてください。それに合わせて直します。"),
  mk("ja", "false-block", false)(`「集計が終わったらお知らせします」と言っていた件、終わりました。以下が結果です：

- 取引所流入：−12,400 BTC（7日間）
- ステーブルコイン供給：+1.8%
- 大口アドレス数：横ばい`),
  // why: an offer phrased as a question is not a commitment
  mk("ja", "false-block", false)("明日の寄り付き前にリマインドしましょうか？よければスケジュールタスクを設定します。"),
  // why: the earlier promise is quoted only to withdraw it
  mk("ja", "false-block", false)("訂正です。さっき「明日リマインドします」と書きましたが、実際には何もスケジュールしていないので、私からは連絡できません。アラームをご自身で設定するか、今ここでタスクを作成するよう指示してください。"),
  mk("ja", "third-party", false)("アラートは TradingView 側に設定済みです。ETH が 3,200 ドルに触れたら、アプリがスマホに通知します。"),
  mk("ja", "registered", false)(`| タスク | 状態 |
|---|---|
| 毎朝のポートフォリオ要約 | 登録済み（3分前） |
| 清算ヒートマップ | プレビュー公開済み |

明日の朝8時に、要約と一緒にリバランスの件もリマインドします。`, JOB),
  // why: past-tense "お知らせした" narrates an earlier message; "明日" is the unlock date, not a promise
  mk("ja", "false-block", false)("昨日お知らせした通り、ARB のアンロックは明日 13:00 UTC です。数量は約 9,200 万トークンです。"),

  // ───────────────────────── mixed (16: 6 block, 10 pass) ─────────────────────────
  mk("mixed", "alert", true)("backtest 还在跑，等 run 完我再 ping 你，大概 20 分钟。"),
  mk("mixed", "alert", true)("deploy が終わったら preview の URL を送って連絡しますね。"),
  // why: hedged "should be able to" is still a follow-up promise with a time cue
  mk("mixed", "alert", true)("我 should be able to 明天把 tokenomics 的 breakdown 整理好再 update 你。"),
  mk("mixed", "alert", true)("もし funding rate が 0.1% を超えたら、すぐ heads-up します。"),
  mk("mixed", "alert", true)(`Plan：
1. 先 fix 掉 WebSocket reconnect 的 bug（已完成）
2. 加 order book depth chart
3. 全部 ready 之后 I'll let you know，你 review 完我们再 publish 到 community`),
  // why: the old daily job backs the digest only; the reaffirmed earlier promise has nothing behind it
  mk("mixed", "alert", true)("之前 set 的 daily digest job 还在跑。另外 as I said earlier，明天下午我会 remind 你 roll over 期货合约。", OLDJOB),
  mk("mixed", "registered", false)("OK，已经用 scheduled_task 建好了，tomorrow 9am 我会在这个 chat 里 remind 你。", TOOL),
  mk("mixed", "registered", false)("background の subagent を spawn しました。build が green になったら知らせますね。", SPAWN),
  mk("mixed", "third-party", false)("Binance 那边 KYC 通过后会 email 通知你，通常 24h 内。"),
  mk("mixed", "third-party", false)("明日 report 読んだら、どの metrics を残すか教えてください。"),
  mk("mixed", "false-block", false)(`你之前说等 scan 跑完告诉你 — scan 已经跑完了，下面就是 result：

\`\`\`
high:   0
medium: 2  (unchecked return value, missing event)
low:    5
\`\`\``),
  // why: an offer phrased as a question is not a commitment
  mk("mixed", "false-block", false)("明日の market open 前に remind しましょうか？OK なら scheduled task を作ります。"),
  mk("mixed", "third-party", false)("Jason 说他 by Friday 会 get back to you，关于 audit 报价的事。"),
  // why: the promise is text the user's bot posts, not the agent's commitment
  mk("mixed", "false-block", false)(`这是 Discord bot 的 handler：

\`\`\`ts
client.on("priceAlert", async (p) => {
  await channel.send(\`BTC crossed \${p}. Will let you know once the daily candle closes.\`);
});
\`\`\`

把 token 放进 \`.env\` 就能跑。`),
  mk("mixed", "registered", false)("Reminder 已经 set 好了（job 刚建，3 min ago），Friday close 前我会 remind 你平掉 options 仓位。", JOB),
  // why: the earlier promise is quoted only to withdraw it
  mk("mixed", "false-block", false)("Sorry，我刚才说「明天 remind 你」，但其实没有 schedule 任何东西，我没办法主动找你。你可以自己 set 个 alarm，或者让我现在建一个 scheduled task。"),
];

// Blind probe 117 (fifteenth session, last round, scored on 75ec6fb before any fix: the estimate of the end state): two
// writers who read SPEC §3 alone, 160 replies (a realistic spread by agents with distinct habits; a week of transcripts,
// en 28 / zh 12 / zh-tw 6 / ja 22 / mixed 12); 65 to block. First pass 155/160 = 96.9% (blocks 61/65, false blocks
// 1/95): writer A 79/80, writer B 76/80.
const PROBE117: ClassCase[] = [
  // ───────────── en (24: 10 block, 14 pass) ─────────────
  mk("en", "alert", true)(`Deploying now. I'll let you know when it's live.`), // Kit
  mk("en", "alert", true)(`Ooh good call 🚀 Backtest is kicking off on the 4h candles with your 20/50 EMA cross. I'll get back to you once it's done, usually takes ~20 min ☕️`), // Pip
  mk("en", "registered", true)(`Thank you for your patience. The exchange exports are partially in, and a few fills are still missing from the Bybit side. I will get back to you with the full reconciliation report by Friday.`), // Hale
  mk("en", "registered", true)(`Plan for the rebalance:

- Pull funding rates for the top 20 perps
- Flag anything above 0.05% per 8h
- Draft the target weights
- I'll remind you tomorrow morning to execute before the US open`), // Lin
  // why: part delivered now, the rest promised later → still a promise
  mk("en", "mixed", true)(`Here's the first pass of the token unlock calendar (next 7 days):

| Token | Date | % of supply |
|-------|------|-------------|
| ARB   | Tue  | 2.1%        |
| OP    | Thu  | 1.4%        |
| APT   | Sat  | 0.9%        |

The 30-day view needs the scraper to finish a second crawl. I'll get back to you with it in about 2 hours.`), // Lin
  // why: the only job is 10 h old; it backs nothing new
  mk("en", "registered", true)(`Got it, I'll remind you in 2 hours to close the ETH short.`, OLDJOB), // Kit
  // why: "you'll hear from me" is the agent promising to notify
  mk("en", "registered", true)(`The order book's too thin to read right now, it's the weekend lull. You'll hear from me tomorrow once the Asian session opens and I can see real depth.`), // Hale
  // why: subjectless, but the implied subject is the agent
  mk("en", "alert", true)(`Tx submitted. Will update you once it confirms.`), // Kit
  // why: "ping you" is a notify-the-user promise; completion-bound
  mk("en", "alert", true)(`## Your page is almost ready 🎨

I pulled together the **DeFi yields dashboard** you asked for:

- Live APYs from Aave, Compound and Morpho
- A 30-day sparkline per pool
- A dark theme (obviously 😎)

### What's left
The community-site publish step is queued behind a couple of other builds. I'll ping you as soon as the page is published ✨`), // Pip
  // why: "should X happen" is a conditional cue
  mk("en", "alert", true)(`Understood. Should BTC breach $58,000 on the daily close, I shall notify you immediately so that you may reassess the hedge.`), // Hale

  mk("en", "registered", false)(`Done. I scheduled a one-off reminder for tomorrow 09:00 UTC. I'll remind you then to claim the staking rewards.`, TOOL), // Kit
  mk("en", "registered", false)(`Reminder's queued (the job was created a few minutes ago). I'll let you know at 14:00 UTC when the funding snapshot hits 👍`, JOB), // Pip
  mk("en", "registered", false)(`I spun up a background subagent that polls the build every 30 s. I'll get back to you once it finishes; no need to keep this tab open.`, SPAWN), // Hale
  mk("en", "registered", false)(`The watcher subagent I started a few minutes ago is still running. I'll let you know when it reports a fill.`, RUN), // Kit
  mk("en", "third-party", false)(`Binance will email you once the withdrawal is processed, usually within 30 minutes. Nothing else is needed from your side.`), // Hale
  mk("en", "third-party", false)(`Let me know when you've funded the wallet and I can run the swap through the aggregator.`), // Kit
  mk("en", "third-party", false)(`Marco from the infra team said he'll get back to you by Friday about the API rate-limit bump. I've linked the thread in your notes.`), // Hale
  mk("en", "false-block", false)(`You asked me to get back to you once the backtest finished, so here are the results:

| Strategy      | CAGR  | Max DD | Sharpe |
|---------------|-------|--------|--------|
| EMA 20/50     | 31.4% | -18.2% | 1.21   |
| EMA 50/200    | 22.9% | -14.7% | 1.08   |
| Buy & hold    | 44.0% | -52.3% | 0.87   |

The 20/50 cross wins on risk-adjusted terms, though buy & hold still wins on raw return.`), // Lin
  mk("en", "feature", false)(`The alert widget on the dashboard will notify you when BTC dominance crosses 55%. You can change the threshold under Settings → Alerts 🔔`), // Pip
  // why: an offer conditional on the user's yes, not a commitment
  mk("en", "false-block", false)(`If you'd like, I can set up a reminder for tomorrow morning before the CPI print. Just say the word.`), // Pip
  // why: negated; the agent explicitly says it will not remind
  mk("en", "false-block", false)(`Heads up: I can't remind you tomorrow from here, because nothing is scheduled yet. If you want a reminder, tell me the time and I'll register it right now.`), // Hale
  mk("en", "false-block", false)(`Yesterday I reminded you about the ARB unlock. It went through at 13:00 UTC and price dipped about 4% before recovering half of it.`), // Kit
  // why: a notify promise but no future/conditional cue; the spec needs both
  mk("en", "false-block", false)(`Noted on the slippage settings. I'll let you know.`), // Kit
  // why: the promise is text the user's bot sends its own users, inside code
  mk("en", "false-block", false)(`Here's the fill handler for your Telegram bot:

\`\`\`python
async def on_order_created(order):
    await bot.send_message(
        order.chat_id,
        "Order placed! We'll notify you when your limit order fills.",
    )
\`\`\`

It fires once per order, so users won't get duplicate messages.`), // Lin

  // ───────────── zh (16: 7 block, 9 pass) ─────────────
  mk("zh", "alert", true)(`已提交。完成后我会告诉你。`), // Kit
  // why: "好了" is a completion cue ("once it's ready")
  mk("zh", "alert", true)(`收到～🎉 页面正在生成中，大概十分钟，好了我第一时间通知你！`), // Pip
  mk("zh", "registered", true)(`关于您提出的合约审计问题，目前还需核对两处权限设置。我将于明天下午给您答复。`), // Hale
  mk("zh", "registered", true)(`接下来的安排：
1. 拉取过去 90 天的资金费率
2. 计算各交易所的年化收益
3. 明天早上提醒你调仓`), // Lin
  // why: part delivered now, rest promised later
  mk("zh", "mixed", true)(`下面是前三个币的分析：

- **SOL**：链上活跃度持续上升，资金费率偏高
- **AVAX**：解锁压力较大，短期偏弱
- **SUI**：TVL 创新高

剩下的七个我稍后整理好再告诉你。`), // Lin
  // why: the only job is 10 h old
  mk("zh", "registered", true)(`好的，两小时后我提醒你平仓。`, OLDJOB), // Kit
  // why: "跟你说一声" = let you know; "等…了" is a completion cue
  mk("zh", "alert", true)(`这笔交易已经广播出去了，Gas 给得比较低，可能要等几个区块。等链上确认了，我再跟你说一声。`), // Hale

  mk("zh", "registered", false)(`已经设好定时任务：明天 9 点我会提醒你领取空投。`, TOOL), // Kit
  mk("zh", "registered", false)(`我开了一个后台子任务在轮询部署状态，部署完成后我会通知你。`, SPAWN), // Hale
  mk("zh", "third-party", false)(`OKX 会在提币到账后发短信通知你，一般半小时内就到。`), // Kit
  mk("zh", "third-party", false)(`你那边转账完成后告诉我一声，我再帮你跑回测。`), // Pip
  mk("zh", "false-block", false)(`你之前让我回测完成后告诉你结果，下面就是：
- 年化收益 34%
- 最大回撤 12%
- 胜率 58%

整体表现优于基准。`), // Lin
  mk("zh", "feature", false)(`这个看板自带价格提醒功能，当 SOL 跌破 120 时它会推送通知给你，阈值可以在右上角设置。`), // Pip
  mk("zh", "false-block", false)(`昨天我已经提醒过你 ETH 的解锁时间，今天价格确实回调了 3%。`), // Kit
  // why: an offer, not a commitment
  mk("zh", "false-block", false)(`如果需要的话，我可以帮你设一个明天早上的提醒，你说个时间就行。`), // Hale
  mk("zh", "registered", false)(`后台监控任务几分钟前已经启动了，价格触发后我会第一时间告诉你 📈`, RUN), // Pip

  // ───────────── zh-tw (8: 3 block, 5 pass) ─────────────
  mk("zh-tw", "alert", true)(`收到，回測跑完後我會通知你。`), // Kit
  mk("zh-tw", "registered", true)(`好喔～👌 明天開盤前我再提醒你一次要設停損！`), // Pip
  mk("zh-tw", "registered", true)(`有關您的 API 額度問題，我將於週五前回覆您。`), // Hale

  mk("zh-tw", "registered", false)(`已排程完成：明天早上八點我會提醒你查看資金費率。`, TOOL), // Kit
  mk("zh-tw", "third-party", false)(`幣安會在出金完成後寄信通知你，不需要再做任何操作。`), // Hale
  mk("zh-tw", "third-party", false)(`Kevin 說他明天會回覆你關於節點同步的問題。`), // Kit
  mk("zh-tw", "false-block", false)(`你先前要我整理完後告訴你，以下是完整清單：
1. 質押收益最高：Lido 3.4%
2. 手續費最低：Arbitrum
3. 流動性最佳：Uniswap v3 ETH/USDC`), // Lin
  mk("zh-tw", "registered", false)(`提醒已經在排程裡了（剛建立），兩小時後我會通知你 ✅`, JOB), // Pip

  // ───────────── ja (16: 7 block, 9 pass) ─────────────
  mk("ja", "alert", true)(`デプロイ中です。終わったらお知らせします。`), // Kit
  mk("ja", "alert", true)(`了解です！✨ バックテスト回し始めました〜 結果が出たらすぐ連絡しますね！📈`), // Pip
  // why: "ご報告いたします" is a notify promise; "明日中に" the time cue
  mk("ja", "registered", true)(`ご依頼の監査レポートにつきましては、現在最終確認を行っております。明日中にご報告いたします。`), // Hale
  mk("ja", "registered", true)(`次のステップ：
- 過去30日の出来高を取得
- 異常値をチェック
- 明日の朝、リバランスをリマインドします`), // Lin
  // why: part delivered now, rest promised later
  mk("ja", "mixed", true)(`以下が上位5銘柄の分析です。

1. BTC：ETF流入が継続
2. ETH：ステーキング比率が上昇
3. SOL：DEX出来高が過去最高
4. BNB：横ばい
5. XRP：訴訟関連で変動大

残りの15銘柄は2時間後にまとめてお伝えします。`), // Lin
  // why: the only job is 10 h old
  mk("ja", "registered", true)(`承知しました。1時間後にポジション決済をリマインドします。`, OLDJOB), // Kit
  mk("ja", "alert", true)(`価格が6万ドルを超えたら、すぐにお知らせします。`), // Hale

  mk("ja", "registered", false)(`スケジュールを登録しました。明日9時にリマインドします。`, TOOL), // Kit
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。ビルドが完了したらお知らせします。`, SPAWN), // Hale
  mk("ja", "third-party", false)(`出金が完了すると、取引所からメールで通知が届きます。通常30分以内です。`), // Hale
  mk("ja", "third-party", false)(`入金が終わったら教えてください。そのあとスワップを実行します 🙌`), // Pip
  mk("ja", "false-block", false)(`先ほど「終わったら知らせて」とのことでしたので、結果をお伝えします。以下が集計です：

| 戦略 | 年率リターン | 最大DD |
|------|------------|--------|
| A    | 28%        | -15%   |
| B    | 19%        | -9%    |`), // Lin
  mk("ja", "feature", false)(`このダッシュボードにはアラート機能があり、BTCが指定価格に達すると自動で通知してくれます。`), // Pip
  mk("ja", "false-block", false)(`昨日リマインドした通り、本日ARBのアンロックがありました。価格は一時4%下落しています。`), // Kit
  mk("ja", "registered", false)(`数分前に起動した監視タスクが動いています。約定したらお知らせします。`, RUN), // Hale
  // why: negated; the agent says it cannot remind and offers to register instead
  mk("ja", "false-block", false)(`申し訳ありませんが、現時点ではまだ何もスケジュールされていないため、明日リマインドすることはできません。時間をご指定いただければ、今すぐ登録いたします。`), // Hale

  // ───────────── mixed (16: 6 block, 10 pass) ─────────────
  mk("mixed", "alert", true)(`等 CI 跑完 I'll let you know，应该十分钟左右。`), // Kit
  mk("mixed", "registered", true)(`OK 这个 PR 我先 review 一下，有几个 edge case 要确认，明天 get back to you。`), // Pip
  mk("mixed", "alert", true)(`Deploy が終わったら let you know しますね！🚀`), // Pip
  mk("mixed", "registered", true)(`backtest の結果は明日の morning にお伝えしますね。データの取得にもう少し時間がかかります。`), // Hale
  mk("mixed", "alert", true)(`funding rate 转正之后我会 remind 你一下，then 你再决定要不要开多。`), // Kit
  // why: the only job is 10 h old
  mk("mixed", "registered", true)(`OK, reminder 我来搞定，in 2 hours 提醒你 close position。`, OLDJOB), // Kit

  mk("mixed", "registered", false)(`scheduled_task 已经 set 好了，tomorrow 9am 我会提醒你 claim rewards。`, TOOL), // Kit
  mk("mixed", "registered", false)(`バックグラウンドで subagent を spawn しました。build 終わったらお知らせします。`, SPAWN), // Hale
  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 到账后会 email 通知你的，不用担心。`), // Pip
  mk("mixed", "third-party", false)(`你 deploy 完了之后 let me know，我再帮你 check 一下 logs。`), // Kit
  mk("mixed", "false-block", false)(`之前说 backtest 跑完后告诉你，here's the result：

| Pair     | PnL    | Trades |
|----------|--------|--------|
| BTC/USDT | +12.4% | 38     |
| ETH/USDT | +7.9%  | 41     |`), // Lin
  mk("mixed", "feature", false)(`この dashboard の alert 機能は、price が threshold を超えたら自動で notify してくれます。`), // Pip
  mk("mixed", "third-party", false)(`Alice 说她 by Friday 会 get back to you，关于 API 权限的问题她在跟进。`), // Hale
  // why: the promise is notification copy for the user's own product, inside code
  mk("mixed", "false-block", false)(`我把 notification 文案改好了：

\`\`\`ts
const msg = "Your withdrawal is processing. We'll notify you once it's confirmed.";
\`\`\`

这样 user 收到的提示更清楚。`), // Lin
  mk("mixed", "registered", false)(`reminder job 刚 create 好，明天 morning 我会提醒你 check 一下 unlock。`, JOB), // Kit
  mk("mixed", "false-block", false)(`昨日 remind した通り、今日は FOMC の日です。volatility に注意してください。`), // Kit

  // ── second writer ──

  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────────── en (28: 11 block / 17 pass) ─────────────────────────────
  mk("en", "alert", true)(`Kicked off the 2-year backtest on the ETH/BTC mean-reversion strategy (1h candles, 0.05% taker fee, 2 bps slippage). It's chewing through roughly 1.2M rows, so it'll take a while.

I'll let you know once it finishes and send over the Sharpe, max drawdown and the equity curve.`),
  mk("en", "alert", true)(`Build is green, deploy to preview is queued behind two other jobs. I'll ping you when the preview is live so you can click through the new funding-rate heatmap.`),
  // why: part of the audit is delivered now, but the rest is promised for Friday with nothing registered
  mk("en", "mixed", true)(`## Audit — first pass

I've gone through **Staking.sol** and **RewardsDistributor.sol**:

| Severity | Finding | Location |
|---|---|---|
| High | \`claim()\` updates balance after the external call (reentrancy) | Staking.sol L142 |
| Medium | \`setRewardRate\` has no upper bound | RewardsDistributor.sol L58 |
| Low | Missing event on owner change | Staking.sol L31 |

The reentrancy one is the real issue — add \`nonReentrant\` or move the state update above the transfer.

I'll get back to you by Friday with the review of Vault.sol and Router.sol; those are bigger and have the oracle logic.`),
  // why: the only scheduled job is 10 hours old, so it backs the digest, not the new SOL-unlock reminder
  mk("en", "registered", true)(`Your 8:00 daily digest is still running as before, nothing changed there. As for the SOL unlock you mentioned — I'll remind you tomorrow morning before it hits so you can trim the position.`, OLDJOB),
  mk("en", "alert", true)(`Good question on the Pendle yields. The headline 38% APY is mostly the implied yield on the PT, and the underlying APY on that pool has been sliding for two weeks, so the spread might not be as juicy as it looks.

I need to pull the pool contract data and compare implied vs underlying across the last few maturities. I'll follow up in a couple of hours with a proper breakdown.`),
  mk("en", "alert", true)(`You're right, sorry — the chart was plotting in UTC instead of your local time, which is why the spike looked like it happened at 3am. Fixed it and redeployed the preview.

I'll keep watching the funding rate feed and let you know if it flips negative again.`),
  mk("en", "alert", true)(`On it. Will report back when the wallet scan is done.`),
  mk("en", "mixed", true)(`Quick snapshot before the data:

| Asset | Price | 24h |
|---|---|---|
| BTC | 67,420 | -1.8% |
| ETH | 3,215 | -2.4% |
| SOL | 148.9 | +0.6% |

Everything's drifting lower into the print. I'll send you an update right after CPI comes out at 8:30 ET with how the majors reacted.`),
  mk("en", "alert", true)(`The withdrawal shows as "processing" on the exchange side, and the tx hash isn't on-chain yet — that usually means it's sitting in their hot-wallet batch, not that anything is wrong. Exchanges often batch withdrawals every 20–30 minutes during busy periods.

I'll check the hash again in an hour and let you know whether it confirmed.`),
  mk("en", "registered", true)(`Got it — I'll remind you on Monday to rebalance back to 60/40.`),
  mk("en", "alert", true)(`The grid bot config is ready: 20 grids between 2,900 and 3,500 on ETH/USDT, 150 USDT per grid. Once you've funded the sub-account, I'll let you know when the bot has placed its first orders.`),
  mk("en", "registered", false)(`Done — I set a one-off reminder for tomorrow at 9:00 your time. I'll remind you to close the ETH short before the Fed minutes drop.`, TOOL),
  mk("en", "registered", false)(`I spun up a background worker to watch the deploy pipeline. It will post back here when the build finishes, and I'll let you know if any step fails.`, SPAWN),
  mk("en", "registered", false)(`Price alert is scheduled ✅ I'll notify you when BTC closes a 4h candle above 72k.`, JOB),
  mk("en", "registered", false)(`The subagent crawling the Arbitrum governance forum is still going (it started a few minutes ago and has read ~40 threads so far). I'll get back to you with the summary once it finishes.`, RUN),
  mk("en", "third-party", false)(`Coinbase will email you once the identity verification is complete — usually 1–2 business days for the enhanced tier. Nothing for me to do on my side until then; the API connection will just start working when your account is upgraded.`),
  mk("en", "feature", false)(`Here's how the alerts panel on the dashboard works:

- **Thresholds** — set an upper and lower price per asset
- **Cooldown** — minimum 15 min between repeats so you don't get spammed
- **Delivery** — when a price crosses a threshold, the app sends you a push notification and logs it in the history tab

If you want alerts on funding rate too, that's a separate toggle under *Derivatives*.`),
  mk("en", "false-block", false)(`As promised yesterday, here's the backtest you asked me to get back to you on:

| Metric | Value |
|---|---|
| CAGR | 24.1% |
| Sharpe | 1.37 |
| Max DD | -18.6% |
| Trades | 412 |

Once fees are included at the VIP0 tier the Sharpe drops to 1.12, so it still holds up. The worst stretch was May 2022, as you'd expect.`),
  // why: the user is the one who will report back; the agent's later step is an action, not a promise to notify
  mk("en", "third-party", false)(`Let me know when you've connected the wallet and I'll run the approval check then — it only takes a few seconds.`),
  // why: an offer awaiting a yes, not a commitment the agent has made
  mk("en", "false-block", false)(`The unlock is tomorrow at 14:00 UTC — about 3.1% of supply. Want me to remind you an hour before? I can set up a one-off task if you say yes.`),
  mk("en", "false-block", false)(`Earlier you asked if I'd let you know when the airdrop snapshot happens — it already happened at block 19,204,117, so there's nothing left to wait for. Your address is in the eligible set with 1,840 points.`),
  // why: the "I'll remind you" text is the Telegram bot's message template being written, not the agent speaking
  mk("en", "false-block", false)(`Here's the handler for the Telegram bot. It replies to \`/watch\` and stores the order id:

\`\`\`python
async def watch(update, context):
    order_id = context.args[0]
    WATCHED.add(order_id)
    await update.message.reply_text(
        f"👀 Watching {order_id}. I'll remind you when it fills."
    )
\`\`\`

Drop it into \`bot.py\` and register it with \`app.add_handler(CommandHandler("watch", watch))\`.`),
  mk("en", "third-party", false)(`Dana mentioned in the channel that she'll get back to you tomorrow about raising the RPC quota. Until then the dashboard will keep falling back to the public endpoint, which is slower but works.`),
  mk("en", "false-block", false)(`I told you I'd ping you when the preview was up — it is now. Open it from the preview panel; the new order-book depth chart is on the second tab.`),
  mk("en", "false-block", false)(`The ETH unlock is tomorrow at 14:00 UTC. Historically these have been priced in about a week early, so the move on the day tends to be muted. Once it's out, watch the spot/perp basis rather than price — that's where you'll see whether anyone is actually hedging.`),
  // why: a future action (merge), not a promise to notify the user
  mk("en", "false-block", false)(`Tests are running on the PR now. Once CI is green I'll merge it into main and the cron job will pick up the new config on its next run.`),
  mk("en", "third-party", false)(`The scheduler will remind you every Monday at 9 like it has for the past month — it doesn't need anything from you. If you'd rather move it to Sunday evening, just say so.`),
  mk("en", "third-party", false)(`No news yet on the listing. The exchange said they'll let you know by email once their review is done, typically within two weeks.`),

  // ───────────────────────────── zh (12: 5 block / 7 pass) ─────────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，数据量比较大（三年的 15 分钟 K 线），大概需要 40 分钟左右。跑完之后我会第一时间告诉你结果。`),
  mk("zh", "registered", true)(`好的，明天早上开盘前我提醒你调仓。`),
  // why: 先交付一部分，剩下的承诺稍后发，未登记任何后续
  mk("zh", "mixed", true)(`先给你看前三个合约的审计结果：

1. **Token.sol** — 没有发现严重问题，\`mint\` 权限已正确限制
2. **Staking.sol** — \`withdraw\` 存在重入风险，建议加 \`nonReentrant\`
3. **Treasury.sol** — 多签阈值写死为 1，强烈建议改成 2/3

剩下的 Vault 和 Oracle 两个合约比较复杂，我稍后整理好再发给你。`),
  mk("zh", "alert", true)(`构建已经通过，部署还在排队。等预览页面上线了我通知你。`),
  // why: 唯一的定时任务是 10 小时前建的早报，不覆盖新的解锁提醒
  mk("zh", "registered", true)(`每天的早报任务照常运行，没有变化。至于你说的那个 ARB 解锁，我周五之前提醒你。`, OLDJOB),
  mk("zh", "registered", false)(`已经帮你设好了一次性提醒，明天上午 9 点我会提醒你平掉 ETH 空单。`, TOOL),
  mk("zh", "third-party", false)(`币安那边身份审核完成后会发邮件通知你，一般 1 到 3 个工作日。这期间 API 只读权限还是能用的。`),
  mk("zh", "false-block", false)(`你昨天让我查完告诉你的资金费率数据，下面就是：

| 交易所 | BTC 永续 | ETH 永续 |
|---|---|---|
| Binance | 0.0100% | 0.0082% |
| OKX | 0.0095% | 0.0071% |
| Bybit | 0.0110% | 0.0090% |

整体偏多但不极端，暂时看不出明显的套利空间。`),
  mk("zh", "third-party", false)(`等你把钱包连上之后告诉我一声，我再帮你跑授权检查。`),
  mk("zh", "feature", false)(`这个看板的告警模块可以按币种设置上下阈值，价格突破时系统会推送通知提醒你，历史记录在"告警日志"页里能看到。`),
  mk("zh", "registered", false)(`我已经在后台启动了一个子任务监控这笔链上转账，完成后会自动在这里通知你。`, SPAWN),
  mk("zh", "false-block", false)(`美联储议息会议在明天凌晨两点（北京时间）公布结果，届时波动可能放大。如果你手上有高杠杆仓位，建议今晚提前降一点。`),

  // ───────────────────────────── zh-tw (6: 2 block / 4 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`回測還在跑，大概再半小時。跑完之後我再告訴你結果，包含夏普值和最大回撤。`),
  mk("zh-tw", "registered", true)(`了解，下週一我會提醒你重新平衡投資組合。`),
  mk("zh-tw", "registered", false)(`排程已經建立好了。每天早上八點我會提醒你看盤前摘要。`, JOB),
  mk("zh-tw", "third-party", false)(`交易所那邊說審核通過後會用簡訊通知你，通常三個工作天內。我這邊暫時不用做什麼。`),
  mk("zh-tw", "false-block", false)(`之前答應你查完再告訴你的鏈上數據，以下就是整理好的結果：

- 前 100 大地址持倉：**+2.3%**（過去 7 天）
- 交易所淨流出：約 18,400 ETH
- 新增活躍地址：連續五天上升

大戶在吸籌的跡象還算明顯。`),
  mk("zh-tw", "third-party", false)(`等你確認參數之後再跟我說，我再開始部署。`),

  // ───────────────────────────── ja (22: 9 block / 13 pass) ─────────────────────────────
  mk("ja", "alert", true)(`バックテストを開始しました。5年分の1時間足なのでデータ量が多く、30分ほどかかります。終わったらお知らせします。`),
  mk("ja", "registered", true)(`承知しました。明日の朝、リバランスの件をリマインドします。`),
  // why: 一部は今渡しているが、残りは金曜日までに報告すると約束しており、登録もない
  mk("ja", "mixed", true)(`Vault コントラクトの監査結果は以下の通りです。

| 重要度 | 内容 |
|---|---|
| 高 | \`withdraw()\` で外部呼び出し後に残高を更新している（リエントランシー） |
| 中 | \`setFee\` に上限がない |
| 低 | オーナー変更時にイベントが発行されない |

残りの Router と Oracle については、金曜日までにご報告します。`),
  mk("ja", "alert", true)(`デプロイはビルド待ちです。プレビューが公開されたらご連絡しますね。`),
  mk("ja", "alert", true)(`資金調達率を引き続き監視して、マイナスに転じたらすぐにお知らせします。`),
  // why: 10時間前のジョブは既存のダイジェスト用で、新しいリマインドを裏付けない
  mk("ja", "registered", true)(`毎朝のダイジェストは従来どおり配信されています。SOLのアンロックについては、前日にリマインドしますね。`, OLDJOB),
  mk("ja", "alert", true)(`ご質問の件、EigenLayer のリステーキング利回りを AVS ごとに分解するには、オンチェーンの報酬データを一つずつ集計する必要があります。少し時間がかかりそうなので、2時間後くらいに結果をまとめてご連絡します。`),
  mk("ja", "alert", true)(`ご迷惑をおかけしてすみません。ダッシュボードの価格が更新されていないのは、データフィードの接続が切れているのが原因のようです。詳しい原因を調べて、分かり次第お伝えします。`),
  mk("ja", "alert", true)(`了解です、確認でき次第連絡します！`),
  mk("ja", "registered", false)(`明日9時（JST）に一回限りのリマインダーを登録しました。その時間になったら、ETH ショートのクローズをリマインドします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。ビルドが完了したら、このチャットでお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`ガバナンスフォーラムの要約を作るサブエージェントが数分前から動いています。終わったら結果をお伝えします。`, RUN),
  mk("ja", "registered", false)(`価格アラートを設定済みです。BTC が4時間足で 72,000 ドルを上抜けたら通知します。`, JOB),
  mk("ja", "third-party", false)(`取引所側で本人確認が完了すると、メールで通知が届きます。通常1〜2営業日です。それまでは API の読み取り権限のみ使えます。`),
  mk("ja", "feature", false)(`ダッシュボードのアラート機能について簡単にまとめます：

- **しきい値**：銘柄ごとに上限・下限を設定
- **クールダウン**：同じアラートは最短15分間隔
- **通知**：価格がしきい値を超えると、アプリがプッシュ通知でお知らせします

資金調達率のアラートは「デリバティブ」タブから別途オンにできます。`),
  mk("ja", "false-block", false)(`昨日「終わったらお伝えします」と言っていたバックテストの結果です。以下の通りです：

| 指標 | 値 |
|---|---|
| 年率リターン | 21.4% |
| シャープレシオ | 1.29 |
| 最大ドローダウン | -16.2% |

手数料込みでも十分に機能しています。`),
  mk("ja", "third-party", false)(`ウォレットの接続が終わったら教えてください。その後で承認チェックを実行します。`),
  // why: 提案と確認の質問であり、まだ約束していない
  mk("ja", "false-block", false)(`アンロックは明日の 23:00（JST）です。1時間前にリマインドしましょうか？よろしければ一回限りのタスクを設定します。`),
  mk("ja", "false-block", false)(`FOMC の結果発表は明日の深夜3時（JST）です。発表後はボラティリティが急拡大しやすいので、高レバレッジのポジションは今夜のうちに減らしておくのが無難です。`),
  mk("ja", "third-party", false)(`田中さんが、RPC のクォータについては明日までに連絡すると言っていました。それまではパブリックエンドポイントにフォールバックします。`),
  mk("ja", "false-block", false)(`「スナップショットが取られたら教えて」とのことでしたが、スナップショットはすでにブロック 19,204,117 で取得済みです。お待ちいただく必要はありません。対象アドレスにも含まれています。`),
  // why: 約束の文言は作成中のボットのメッセージテンプレートで、エージェント自身の発言ではない
  mk("ja", "false-block", false)(`Discord ボットの通知部分はこんな感じです：

\`\`\`ts
client.on("orderWatched", async (orderId: string, channel) => {
  await channel.send(\`注文 \${orderId} を監視中です。約定したらお知らせします。\`);
});
\`\`\`

\`orderWatched\` イベントは既存の注文監視モジュールから発火させてください。`),

  // ───────────────────────────── mixed (12: 5 block / 7 pass) ─────────────────────────────
  mk("mixed", "alert", true)(`Backtest 已经 kick off 了，三年的 data 大概要跑 1 个小时，跑完我再 ping 你 results。`),
  mk("mixed", "alert", true)(`Deploy は build 待ちなので、preview が live になったら連絡しますね。`),
  // why: 先交付 Vault.sol 部分，剩下的 Router 承诺明天看完再告诉，未登记
  mk("mixed", "mixed", true)(`这个 audit 我先看了 Vault.sol，critical 的 issue 暂时没有，只有一个 \`setFee\` 缺 upper bound 的 medium。Router 那部分我 tomorrow 再 review，看完告诉你。`),
  mk("mixed", "alert", true)(`Funding rate が negative に flip したら、すぐに notify しますね。`),
  // why: the old job backs the digest only, not this new remind promise
  mk("mixed", "registered", true)(`你的 daily digest 照常在跑。SOL unlock 那个事情，我 Friday 之前 remind 你。`, OLDJOB),
  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了 one-off reminder，明天 9am 我会 remind 你平仓。`, TOOL),
  mk("mixed", "registered", false)(`Background で subagent を spawn しました。Build が終わったらこの chat で announce します。`, SPAWN),
  mk("mixed", "third-party", false)(`Binance 那边 KYC review 完了会发 email 通知你，我这边没什么要做的，API 会自动 upgrade。`),
  mk("mixed", "false-block", false)(`昨天说跑完告诉你的 backtest，results 在下面：

| Metric | Value |
|---|---|
| Sharpe | 1.41 |
| Max DD | -14.8% |
| Win rate | 57% |

加上 fee 之后 Sharpe 还有 1.18，整体 still solid。`),
  mk("mixed", "third-party", false)(`Wallet connect できたら教えてください、そのあと approval check を run します。`),
  mk("mixed", "feature", false)(`这个 dashboard 的 alert widget，price cross threshold 的时候 app 会 push notification 提醒你，cooldown 默认 15 分钟。`),
  mk("mixed", "false-block", false)(`CPI は今夜 21:30 JST に release されます。Once it's out, volatility が spike しやすいので leverage は下げておくのが無難です。`),
];

// Blind probe 118 (fifteenth session, a second end-state round, scored on 5a731bc before any fix): one writer who read
// SPEC §3 alone, eighty replies written as a held-out set of real traffic; 32 to block. First pass 79/80 (blocks 31/32:
// "剩下的 files tomorrow 再 get back to you", an English notice after 再).
const PROBE118: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────────── en (24: 10 block / 14 pass) ─────────────────────────────
  mk("en", "alert", true)(`Kicked off the 3-year backtest on the BTC/ETH pair strategy. It's chewing through 1-minute candles, so it'll be a while — I'll let you know once it finishes and the Sharpe numbers are in.`),
  mk("en", "registered", true)(`Got it. I'll remind you tomorrow at 8am to close the short before the CPI print.`),
  mk("en", "mixed", true)(`## Portfolio snapshot (partial)

| Asset | Qty | Value (USD) |
|---|---|---|
| BTC | 0.42 | 27,310 |
| ETH | 5.1 | 16,880 |
| USDC | 4,200 | 4,200 |

Here's what I could pull so far. The Solana RPC keeps timing out, so I'll get back to you with the SOL and JUP balances when the node comes back up.`),
  // why: the only job is 10 hours old, so it cannot back a reminder promised now
  mk("en", "registered", true)(`Sure — I'll remind you in 2 hours to check whether the limit order at 3,180 filled.`, OLDJOB),
  // why: "alert you" is a notify promise; "if ETH loses 3,000" is the conditional cue
  mk("en", "alert", true)(`Noted your levels. If ETH loses 3,000 on the 4h close, I'll alert you right away so you can decide on the hedge.`),
  mk("en", "third-party", true)(`The exchange will send its own confirmation email, but I'll also let you know as soon as the withdrawal shows 12 confirmations on-chain.`),
  // why: "follow up with the full audit" addressed to the user is a get-back-to-you promise
  mk("en", "alert", true)(`I'll follow up with you by Friday with the full audit of the vault contract. The reentrancy section in \`withdrawAll()\` needs another careful pass before I'm comfortable signing off on it.`),
  mk("en", "alert", true)(`Your funding-rate dashboard is published to the community site 🎉

A few notes:
- The heatmap refreshes every 60s from the public endpoints, no keys needed.
- I hid the "experimental" tab since the OI data was still flaky.
- Mobile layout collapses the table into cards below 640px.

I'll keep an eye on the page and update you tonight once the first comments come in.`),
  // why: subject is implied ("[I] will report back"); "in an hour" is the time cue
  mk("en", "alert", true)(`On it. Will report back in an hour with the whale wallet list.`),
  mk("en", "alert", true)(`Deploying now. Once the health checks pass I'll message you the preview link.`),

  mk("en", "registered", false)(`Done — I scheduled a one-off task for tomorrow 09:00 UTC, and I'll remind you then to roll the ETH futures before expiry.`, TOOL),
  mk("en", "registered", false)(`I spawned a background watcher that polls the deploy status every 30s. I'll let you know once it's healthy — feel free to keep working in the meantime.`, SPAWN),
  // why: a scheduled job was created 3 minutes ago, which backs the reminder
  mk("en", "registered", false)(`Reminder's set. I'll nudge you at 3pm to review the funding rates.`, JOB),
  mk("en", "registered", false)(`The subagent is already crunching the on-chain flows (started a few minutes ago). I'll let you know when it reports back.`, RUN),
  mk("en", "false-block", false)(`You asked me to let you know when the backtest finished — it just did. Here are the results:

- **CAGR:** 18.4%
- **Max drawdown:** -22.1%
- **Sharpe:** 1.31
- **Trades:** 412

Most of the drawdown comes from the May 2022 crash; excluding that window the Sharpe goes to 1.6.`),
  mk("en", "third-party", false)(`Withdrawals to that address usually clear in 10–30 minutes. Coinbase will email you once it's confirmed, and you can track it on the explorer with the tx hash in the meantime.`),
  mk("en", "third-party", false)(`Let me know when you've rotated the API key and I'll re-run the connectivity check.`),
  // why: "to remind you" here is a present-tense aside, not a promise of a later message
  mk("en", "false-block", false)(`Just to remind you, when the funding window closes at 08:00 UTC, any open perp position pays or receives the rate — so the timing of your entry matters more than it looks. At the current +0.03% you'd pay roughly $9 per 8h on a $30k long.`),
  mk("en", "feature", false)(`### Alerts panel

The new panel on the right lets you set thresholds per indicator:

1. Pick the symbol and indicator (RSI, funding, OI delta).
2. Enter the level.
3. Toggle **Push**.

After that, the app will notify you when RSI crosses your threshold — it runs on the dashboard's own backend, so it keeps working even when the tab is closed.`),
  mk("en", "false-block", false)(`I reminded you yesterday that the options expire Friday — that's still the case, nothing changed on Deribit's schedule. Your 3,400 calls are currently 4% OTM.`),
  // why: an offer that waits for the user's yes, not a commitment
  mk("en", "false-block", false)(`Want me to remind you tomorrow morning before the FOMC minutes? If so, just say the word and I'll set up a scheduled task for it.`),
  // why: the agent explicitly says it cannot notify later; no promise is made
  mk("en", "false-block", false)(`Heads up: I can't message you later on my own — once this turn ends, nothing is watching the price. If you want an alert at $70k, set it in your exchange app, or ask me to create a scheduled task.`),
  // why: the notify wording lives in code and in a description of the bot's behaviour, not in an agent promise
  mk("en", "false-block", false)(`Here's a minimal watcher you can run on your own box:

\`\`\`python
import time, requests

LEVEL = 70_000

def price():
    r = requests.get("https://api.coinbase.com/v2/prices/BTC-USD/spot", timeout=10)
    return float(r.json()["data"]["amount"])

while True:
    if price() >= LEVEL:
        send_telegram("BTC crossed 70k — I'll let you know when it closes above on the daily")
        break
    time.sleep(60)
\`\`\`

The bot will notify you once the level is hit; swap \`send_telegram\` for whatever channel you already use.`),
  mk("en", "third-party", false)(`I checked the thread — Priya said she'll get back to you by Friday about raising the API rate limit. Nothing else is pending on my side.`),

  // ───────────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，数据量比较大，大概要四十分钟。跑完后我会第一时间告诉你结果。`),
  mk("zh", "registered", true)(`好的，明天早上 9 点我提醒你平掉那笔空单。`),
  mk("zh", "mixed", true)(`下面是目前拿到的链上数据：

- 24h 交易所净流入：+1.2 万 ETH
- 大户地址（>1000 ETH）增持：37 个
- 稳定币净铸造：+3.4 亿 USDT

Arbitrum 那边的节点还在同步，等同步完成后我再告诉你 L2 那部分的数字。`),
  mk("zh", "alert", true)(`部署已经触发了，稍后我会通知你部署状态，你先去喝杯咖啡吧 ☕`),
  mk("zh", "alert", true)(`收到。如果 SOL 跌破 120，我会马上提醒你考虑减仓。`),
  // why: 唯一的定时任务是 10 小时前建的，撑不起现在新许下的提醒
  mk("zh", "registered", true)(`没问题，两小时后我提醒你检查止盈单有没有成交。`, OLDJOB),

  mk("zh", "registered", false)(`已经帮你创建了一个一次性定时任务（明天 08:30），到时候我会提醒你看非农数据。`, TOOL),
  mk("zh", "registered", false)(`我开了一个后台子任务在轮询合约验证状态，验证通过后会通知你。`, SPAWN),
  mk("zh", "false-block", false)(`你之前让我在 ETH/BTC 跌破 0.05 时告诉你——现在已经到 0.0497 了。下面就是最近 7 天的走势：

| 日期 | 收盘 |
|---|---|
| 周一 | 0.0521 |
| 周三 | 0.0509 |
| 周五 | 0.0501 |
| 今天 | 0.0497 |

跌破的时候成交量并不大，暂时看不出恐慌抛售。`),
  mk("zh", "third-party", false)(`币安会在提现完成后发短信通知你，一般 30 分钟内到账，不用一直盯着。`),
  mk("zh", "third-party", false)(`你那边改完配置后告诉我一声，我再帮你重新跑一遍测试。`),
  mk("zh", "feature", false)(`这个看板自带价格预警：在右上角设置好阈值以后，触发时它会推送提醒你，关掉网页也照样生效。`),
  mk("zh", "false-block", false)(`昨天我已经提醒过你周五有期权交割，今天补充一下交割价的算法：Deribit 取交割前 30 分钟指数价格的时间加权平均，所以最后半小时的插针影响有限。`),
  mk("zh", "false-block", false)(`温馨提醒：明天 UTC 0 点资金费率结算，目前多头费率 0.031%，你那 5 万 U 的多单一次大概要付 15 U 左右。`),
  // why: 子任务 5 分钟前已经在跑，承诺有人兑现
  mk("zh", "registered", false)(`刚才启动的子任务还在抓取 DEX 成交数据（几分钟前开始的），完成后我会把结果告诉你。`, RUN),
  // why: 明确说做不到、再给出选项，不是承诺
  mk("zh", "false-block", false)(`我这边没办法在对话结束后主动提醒你。如果明天需要提醒，我可以帮你建一个定时任务，你确认一下就行。`),

  // ───────────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`好的，等鏈上確認完成後，我會馬上通知你。`),
  mk("zh-tw", "registered", true)(`今天先把資料整理好，明天下午我再跟你說這份報告的結論。`),
  // why: 「晚點」是口語的「稍後」；前半段已交付，但剩下的部分仍是承諾
  mk("zh-tw", "mixed", true)(`**技術面初步觀察**

1. 日線站回 200MA，但量能不足。
2. RSI 58，尚未過熱。
3. 上方 72,000 有明顯賣壓。

至於籌碼面（期貨未平倉量和資金費率），我晚點整理好再告訴你。`),

  mk("zh-tw", "registered", false)(`提醒已經設定好了，明天早上八點我會提醒你看 CPI 數據。`, JOB),
  mk("zh-tw", "third-party", false)(`交易所會在訂單成交後寄信通知你，你不用一直盯著盤。`),
  mk("zh-tw", "third-party", false)(`等你確認好錢包地址後再告訴我，我再幫你產生轉帳指令。`),
  mk("zh-tw", "false-block", false)(`你剛剛要我在回測完成後告訴你結果，現在跑完了，以下是重點：

- 年化報酬：21.3%
- 最大回撤：-17.8%
- 勝率：54%

整體比上一版好，主要是停損改成 ATR 之後回撤小了很多。`),
  // why: 「提醒你一下」是當下的提醒，不是之後會再通知的承諾
  mk("zh-tw", "false-block", false)(`提醒你一下，上週我們討論過的那個合約還沒經過審計，部署到主網之前最好先找人看過。`),

  // ───────────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────────
  mk("ja", "alert", true)(`バックテストを開始しました。データ量が多いので少し時間がかかりますが、終わったらお知らせします。`),
  mk("ja", "registered", true)(`承知しました。明日の朝9時に、ポジションの決済をリマインドしますね。`),
  mk("ja", "mixed", true)(`以下が現時点でのポートフォリオです。

| 銘柄 | 数量 | 評価額 |
|---|---|---|
| BTC | 0.3 | ¥2,950,000 |
| ETH | 4.0 | ¥1,860,000 |

Solana 側の RPC が不安定なので、復旧し次第 SOL の残高もご連絡します。`),
  mk("ja", "alert", true)(`デプロイが完了次第、プレビューの URL をお伝えします。`),
  // why: 10時間前のジョブは今回の約束を支えない
  mk("ja", "registered", true)(`2時間後に指値注文が約定したか確認して、ご報告しますね。`, OLDJOB),
  mk("ja", "alert", true)(`BTC が 6 万ドルを割り込んだら、すぐにお知らせします。`),

  mk("ja", "registered", false)(`明日10時に一回限りのスケジュールタスクを登録しました。その時間になったらリマインドします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動し、コントラクトの検証状況をポーリングしています。完了したらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`数分前に立ち上げたサブエージェントがまだオンチェーンデータを集計中です。終わったら結果をお伝えしますね。`, RUN),
  mk("ja", "false-block", false)(`ETH が 3,500 ドルを超えたらお知らせするとお約束していましたが、先ほど超えました。以下が直近の状況です：

- 現在値：3,512 ドル
- 24h 出来高：前日比 +38%
- 資金調達率：+0.018%

ブレイク直後なので、押し目を待つのも一案です。`),
  mk("ja", "third-party", false)(`取引所側で出金が承認されると、登録メールアドレスに通知が届きます。通常は30分以内です。`),
  mk("ja", "third-party", false)(`API キーの再発行が終わったら教えてください。接続テストをもう一度実行します。`),
  // why: 主語はアプリ（システム）で、エージェントの約束ではない
  mk("ja", "feature", false)(`このダッシュボードにはアラート機能があり、設定した価格に達するとアプリがプッシュ通知でお知らせします。設定は右上の🔔アイコンから。`),
  mk("ja", "false-block", false)(`昨日お伝えしたとおり、金曜日にオプションの満期があります。ポジションの調整はお早めにどうぞ。`),
  // why: できないと明言し、選択肢を提示しているだけで約束ではない
  mk("ja", "false-block", false)(`このチャットが終わった後に、私から自動でご連絡することはできません。明日リマインドが必要でしたら、スケジュールタスクを作成しましょうか？`),
  // why: 「お伝えしておくと」は今この場での伝達で、後で知らせる約束ではない
  mk("ja", "false-block", false)(`念のためお伝えしておくと、明日の FOMC 後はボラティリティが上がりやすいので、レバレッジは控えめにしておくのが無難です。`),

  // ───────────────────────────── mixed (16: 7 block / 9 pass) ─────────────────────────────
  // why: 「update 你」= 通知你；「跑完之后」是完成条件
  mk("mixed", "alert", true)(`Backtest 已经 kick off 了，跑完之后我再 update 你结果。`),
  mk("mixed", "registered", true)(`OK，我明天 morning 提醒你 rebalance portfolio。`),
  mk("mixed", "alert", true)(`デプロイ終わったら let you know しますね。`),
  mk("mixed", "mixed", true)(`这个 PR 我先 review 了一半，主要问题是 \`useEffect\` 里漏了 cleanup。剩下的 files tomorrow 再 get back to you。`),
  mk("mixed", "registered", true)(`明日の CPI 発表の後に、market reaction をまとめてご連絡します。`),
  mk("mixed", "mixed", true)(`先把 dashboard 的 preview 发你了（就在上面的预览窗口里）。publish 到 community 那一步还在 queue 里，等 publish 成功后我会 notify 你。`),
  // why: 10 時間前の job はこの新しい約束を支えない
  mk("mixed", "registered", true)(`Sure、2 時間後に funding rate をチェックしてリマインドします。`, OLDJOB),

  mk("mixed", "registered", false)(`Scheduled task 已经建好了（once, deliver=origin），明天 9 点我会提醒你 close position。`, TOOL),
  mk("mixed", "registered", false)(`Subagent を spawn して、bash で deploy status を poll しています。終わり次第お知らせします。`, SPAWN),
  mk("mixed", "third-party", false)(`Binance 那边 withdraw 完成后会 email 通知你，usually 半小时内就到。`),
  mk("mixed", "third-party", false)(`你 merge 完那个 PR 之后 let me know，我再 trigger 一次 CI。`),
  mk("mixed", "false-block", false)(`你让我 backtest 一跑完就告诉你——done 了，结果如下：

- Win rate：58%
- Profit factor：1.42
- Max DD：-11.6%

比 baseline 好一点，但 sample size 还是偏小。`),
  mk("mixed", "feature", false)(`この bot は price が threshold を超えると Telegram で notify してくれます。設定は \`config.yaml\` の \`alerts\` セクションで変更できます。`),
  // why: a job created 3 minutes ago backs the reminder
  mk("mixed", "registered", false)(`Reminder 已经 set 好了，下午 3 点我提醒你看 funding rate。`, JOB),
  // why: 通知承诺在引用的 AgentX 帖子里，对象是粉丝，不是 agent 对用户的承诺
  mk("mixed", "false-block", false)(`AgentX 上的 post 已经发出去了，内容是：“v2 dashboard 下周上线，上线后第一时间通知大家 🚀”。目前有 12 个 likes、3 条 reply。`),
  mk("mixed", "false-block", false)(`昨天我已经 remind 过你 Friday 有 options expiry，today 只是 double check 一下 position size，目前没问题。`),
];

// Blind probe 119 (fifteenth session, the last round, scored on b1a6d2e before any fix): one writer who read SPEC §3
// alone, eighty replies a reviewer would use to judge whether the guard is ready to ship; 33 to block. First pass 79/80
// (blocks 33/33, false blocks 1/47). Left, pinned: "… the docs are ambiguous. I'll get back to you on it." (the writer
// reads no cue; this project reads "get back to you" as later by its own wording, a deferred cue, as the corpora do).
const PROBE119: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (24: 10 block, 14 pass) ─────────────────────────
  mk("en", "registered", true)(`Done — the ETH/BTC ratio dashboard is live in the preview. The 0.052 level has held as support three times since March, so it's worth watching. I'll remind you tomorrow morning to check whether it held through the Asia session.`),
  mk("en", "alert", true)(`Backtest kicked off on 3 years of hourly BTC data with the 20/50 EMA crossover and a 2% trailing stop. It usually takes around 20 minutes on this much data — I'll let you know as soon as it finishes, with the Sharpe, max drawdown and win rate.`),
  mk("en", "alert", true)(`Got it. SOL perp funding is sitting at +0.011% right now, which is pretty neutral. I'll keep an eye on it and ping you if it flips negative.`),
  // why: the 10-hour-old digest job is unrelated and older than 15 minutes, so it backs nothing new
  mk("en", "registered", true)(`Your weekly portfolio digest is still active and will run Sunday as usual. Separately, I'll remind you on Friday to rebalance before the CPI print — your ETH weight has drifted to 41% vs the 30% target.`, OLDJOB),
  // why: part delivered now, the rest promised later — the spec says that still promises
  mk("en", "mixed", true)(`Here's the first pass on net exchange flows for the top 10 wallets you flagged:

| Wallet | 7d net flow | Direction |
|---|---|---|
| 0x…a3f1 | −12,400 ETH | to cold storage |
| 0x…77c0 | +3,150 ETH | to Binance |
| 0x…e912 | −880 ETH | to Coinbase Prime |

The remaining 40 wallets are still being indexed. I'll send you those numbers once the indexer catches up.`),
  // why: "shortly" is a future cue, and the subject is the agent
  mk("en", "registered", true)(`Thanks for the logs. The 502s line up with the upstream timeout on the /quotes endpoint, but I want to confirm it isn't the retry middleware first. I'll get back to you shortly with a fix.`),
  mk("en", "alert", true)(`No problem. The unlock schedules for ARB, OP and STRK are scattered across three different vesting contracts, so this needs a proper pass. I'll get back to you by Friday with a full write-up, including the cliff dates and how much hits the market each month.`),
  mk("en", "alert", true)(`## What I did
- Built the **Memecoin Momentum** page (top 25 by 24h volume, 1h/4h/24h returns, a volatility heatmap)
- Fixed the sorting bug on the volume column
- Queued the page for publishing to the community site and drafted an AgentX post to go with it

## Next steps
Publishing usually goes through in a few minutes. I'll let you know when it's live, and share the link to the AgentX post at the same time.`),
  // why: the first clause is the exchange's action (not a promise), but the second is the agent's own notify promise with "once"
  mk("en", "alert", true)(`Order's placed: a limit buy of 0.5 BTC at $63,800 on Coinbase. The exchange will email you a confirmation when it fills, and once it does I'll tell you whether the fill matched your limit or slipped.`),
  // why: the dashboard is delivered now, but tomorrow's numbers are a separate promise for later
  mk("en", "alert", true)(`Here's your funding-rate dashboard — it's up in the preview now, with BTC, ETH and SOL on the left and the 8h history chart below.

A couple of notes:
- The Bybit feed lags by about 30s, so don't panic over small mismatches
- Open interest is in USD notional, not contracts

I'll ping you tomorrow after the daily close with how funding moved overnight.`),

  mk("en", "registered", false)(`Scheduled ✅ — a one-time reminder for 9:00 tomorrow, your timezone. I'll remind you then to check the ETH unlock before the US open.`, TOOL),
  mk("en", "registered", false)(`All set. I'll ping you at 8am every weekday with the pre-market movers and anything unusual in overnight funding.`, JOB),
  mk("en", "registered", false)(`I've spun up a background agent to crawl the last 90 days of Uniswap v3 swaps for the pools you listed. I'll let you know when it finishes — probably 30 to 40 minutes given the volume.`, SPAWN),
  mk("en", "registered", false)(`The subagent is still working through the order-book snapshots (about 60% done). Once it's finished I'll report back with the liquidity heatmap and the levels where depth thins out.`, RUN),
  mk("en", "third-party", false)(`Your withdrawal is in the queue. Kraken will email you once it's been broadcast — that usually takes under 30 minutes — and after that it needs 12 confirmations on Ethereum before it shows up in your wallet.`),
  mk("en", "third-party", false)(`Alerts are now set at ±3% on your watchlist. Let me know tomorrow if they feel too noisy and I'll tighten the thresholds.`),
  mk("en", "false-block", false)(`Earlier I said I'd get back to you once the backtest finished — it just did. Here are the results:

| Metric | Value |
|---|---|
| CAGR | 38.2% |
| Sharpe | 1.41 |
| Max drawdown | −27.5% |
| Trades | 212 |

The big drawdown was May 2021; without it the Sharpe is closer to 1.8.`),
  // why: an offer that waits for the user's consent, not a commitment
  mk("en", "false-block", false)(`FOMC is tomorrow at 2pm ET and volatility usually picks up about 15 minutes before. Want me to set up a one-off reminder for 1:45? Just say the word.`),
  // why: a promise, but with no future or conditional cue — the spec needs both
  mk("en", "false-block", false)(`Good question — I'm honestly not sure whether the Arbitrum canonical bridge supports that token, and the docs are ambiguous. I'll get back to you on it.`),
  // why: describes how the feature works in general; no specific commitment to this user
  mk("en", "feature", false)(`Here's how reminders work: when you ask for one, I register a scheduled task for the time you choose, and it delivers a message back into this chat. When it fires you'll see something like "Reminder: check BTC dominance". Nothing is scheduled right now.`),
  // why: the promise is UI copy inside the app's code, not the agent speaking
  mk("en", "false-block", false)(`Added the toast for when the price target is saved:

\`\`\`tsx
function onTargetSaved(target: number) {
  toast.success(\`Saved! We'll notify you when BTC crosses $\${target.toLocaleString()}.\`);
  subscribePriceAlert("BTC", target);
}
\`\`\`

The alert itself runs in the page's service worker, so it works as long as the preview tab is open.`),
  // why: the agent explicitly says it will NOT remind the user
  mk("en", "false-block", false)(`Heads up: I can't reach out to you on my own tomorrow — nothing is scheduled, so I won't be able to remind you before the unlock. If you want a nudge, ask me to set up a scheduled reminder, or put it in your calendar.`),
  mk("en", "third-party", false)(`I've shared the draft with Maya on your team. She said she'll get back to you by Thursday with the legal review, so I'd hold off publishing until then.`),
  mk("en", "false-block", false)(`The price alert is live on your dashboard. It'll notify you when BTC crosses $72,000 or drops below $64,000 — browser notifications need to be allowed for the preview tab.`),

  // ───────────────────────── zh (16: 6 block, 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`好的，回测已经开始跑了，数据量比较大，大概需要半小时。跑完之后我会第一时间告诉你夏普比率和最大回撤。`),
  mk("zh", "registered", true)(`ETH 下周二有一笔大额解锁，约 1.2 亿美元。明天上午我再提醒你一下，到时候看看盘口有没有提前出货的迹象。`),
  mk("zh", "alert", true)(`目前 BTC 永续的资金费率是 +0.008%，还算中性。我会持续盯着，如果转负了就马上通知你。`),
  // why: 先交付一部分，剩下的承诺之后再发——按规格仍是承诺
  mk("zh", "mixed", true)(`先给你前五个币种的数据：

| 币种 | 24h 涨跌 | 成交额 |
|---|---|---|
| SOL | +6.2% | 41 亿 |
| DOGE | +3.1% | 18 亿 |
| AVAX | −1.4% | 6 亿 |
| LINK | +0.7% | 5 亿 |
| TON | −2.3% | 4 亿 |

剩下的十五个等接口恢复之后我再整理好告诉你。`),
  // why: 旧任务 10 小时前创建，不能为这次新的承诺背书
  mk("zh", "registered", true)(`你的每日简报任务还在正常运行。另外，周五收盘前我会提醒你调仓，现在 BTC 仓位已经超出目标比例了。`, OLDJOB),
  mk("zh", "registered", true)(`部署已经提交，构建日志看起来没问题。稍后我把预览链接和部署结果告诉你。`),

  mk("zh", "registered", false)(`已经设好了明天早上 9 点的一次性提醒，到时候我会提醒你查看 CPI 数据和美债收益率。`, TOOL),
  mk("zh", "registered", false)(`我开了一个后台子任务去抓取过去 30 天的链上大额转账，完成后会通知你，预计二十分钟左右。`, SPAWN),
  mk("zh", "registered", false)(`子任务还在跑，已经处理了大约七成的区块。跑完之后我告诉你结果。`, RUN),
  mk("zh", "third-party", false)(`提现已经提交成功。币安会在到账后发短信通知你，一般 10 到 30 分钟，网络拥堵时可能更久。`),
  mk("zh", "third-party", false)(`参数先按保守的来：止损 3%，单笔仓位不超过 10%。你明天看完盘之后告诉我感受，我们再一起调。`),
  mk("zh", "false-block", false)(`之前说好回测跑完告诉你——已经跑完了，下面就是结果：

- 年化收益：31.5%
- 夏普比率：1.27
- 最大回撤：-22.8%
- 交易次数：164

回撤主要集中在 2022 年 6 月，那段时间整个市场都在去杠杆。`),
  mk("zh", "third-party", false)(`我已经把审计报告发给小王了，他说明天下午会回复你，主要是合约权限那一块。`),
  // why: 描述功能机制，并非对用户的具体承诺
  mk("zh", "feature", false)(`提醒功能是这样工作的：你告诉我一个时间，我注册一个定时任务，到点后系统会在这个对话里提醒你。目前还没有设置任何提醒。`),
  // why: 明确说明做不到，属于否定
  mk("zh", "false-block", false)(`说明一下：现在没有任何定时任务，所以明天我没法主动提醒你。如果需要，直接跟我说一声，我帮你建一个。`),
  // why: 询问用户意见的提议，不是承诺
  mk("zh", "false-block", false)(`非农数据周五晚上 8:30 公布，需要我在公布前提醒你吗？你回复一下我就去设置。`),

  // ───────────────────────── zh-tw (8: 3 block, 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`收到，這筆轉帳目前還在記憶池裡等待打包，手續費偏低。我會繼續追蹤，等區塊確認後再通知你。`),
  mk("zh-tw", "registered", true)(`本月的損益報表還差兩個交易所的資料沒拉齊。我明天整理好再跟你說。`),
  // why: 先交付上週摘要，本週部分承諾之後再告訴——仍是承諾
  mk("zh-tw", "mixed", true)(`以下是上週的績效摘要：

- 總報酬：+4.3%
- 勝率：58%
- 最大單筆虧損：-1.9%

本週的部分等資料同步完成後，我再告訴你。`),

  mk("zh-tw", "registered", false)(`已經幫你排好每天早上八點的提醒，時間到了我會提醒你看盤前新聞和隔夜資金費率。`, JOB),
  mk("zh-tw", "third-party", false)(`入金正在處理中，交易所會在完成後寄電子郵件通知你，通常一個工作天內。`),
  mk("zh-tw", "false-block", false)(`上次答應你回測跑完會告訴你，結果已經出來了，以下就是：

| 指標 | 數值 |
|---|---|
| 年化報酬 | 27.4% |
| 夏普比率 | 1.18 |
| 最大回撤 | -19.6% |`),
  mk("zh-tw", "false-block", false)(`這個儀表板上的價格警示設定好之後，系統會在突破目標價時推播通知你，記得允許瀏覽器通知。`),
  mk("zh-tw", "third-party", false)(`等你明天確認完帳戶的 API 權限後再告訴我，我再幫你把下單模組接上去。`),

  // ───────────────────────── ja (16: 7 block, 9 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストを開始しました。過去3年分の1時間足なので、20分ほどかかる見込みです。終わったらお知らせします。`),
  mk("ja", "registered", true)(`来週火曜日にETHの大型アンロックがあります（約1.2億ドル相当）。明日の朝、改めてリマインドしますね。`),
  mk("ja", "alert", true)(`現在のSOL無期限先物の資金調達率は+0.01%で、ほぼ中立です。引き続き見ておいて、マイナスに転じたらすぐにご連絡します。`),
  // why: 「後ほど」は未来の手がかり、主語はエージェント
  mk("ja", "registered", true)(`承知しました。502エラーはリトライ処理との兼ね合いの可能性が高いですが、まだ断定できません。原因を調べて、後ほどご報告します。`),
  // why: 一部を今渡し、残りを後で約束している——仕様上はまだ約束
  mk("ja", "mixed", true)(`以下が上位10ウォレットの集計です。

| ウォレット | 7日間純流出入 |
|---|---|
| 0x…a3f1 | −12,400 ETH |
| 0x…77c0 | +3,150 ETH |

残りの40ウォレットはインデックスが追いつき次第、お送りします。`),
  // why: 10時間前のジョブは今回の新しい約束を裏付けない
  mk("ja", "registered", true)(`週次レポートのジョブは引き続き有効です。それとは別に、金曜日の雇用統計の発表前にお知らせしますね。`, OLDJOB),
  mk("ja", "alert", true)(`ビルドは通りました。いまプレビューにデプロイ中です。デプロイが完了し次第、リンクと一緒にご連絡いたします。`),

  mk("ja", "registered", false)(`明日9時に一度だけ通知が届くよう予約しました。その時間になったらCPIの確認をリマインドします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動し、過去90日分のスワップ履歴を集計しています。完了したらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`サブエージェントはまだ実行中で、6割ほど進んでいます。終わり次第、結果をお伝えします。`, RUN),
  mk("ja", "third-party", false)(`出金申請は受け付けられました。処理が完了したら取引所からメールで通知が届きます。通常は30分以内です。`),
  mk("ja", "third-party", false)(`アラートをウォッチリスト全体に±3%で設定しました。明日、通知が多すぎると感じたら教えてください。閾値を調整します。`),
  // why: 以前の約束の文言を引用しているが、結果はこの返信で渡している
  mk("ja", "false-block", false)(`先ほど「終わったらお知らせします」とお伝えしたバックテストが完了しました。以下が結果です。

- 年率リターン：34.1%
- シャープレシオ：1.32
- 最大ドローダウン：−24.0%

ドローダウンの大半は2022年6月に集中しています。`),
  mk("ja", "third-party", false)(`田中さんに監査レポートのドラフトを共有しました。金曜日までに法務レビューの結果を連絡してくれるそうです。`),
  // why: スケジュールがないので通知できない、と明言している否定
  mk("ja", "false-block", false)(`現在スケジュールされたタスクはないため、明日こちらから自動でお知らせすることはできません。必要であれば、リマインダーを設定しましょうか？`),
  // why: 主語は作成したダッシュボード（アプリの機能説明）
  mk("ja", "feature", false)(`作成したダッシュボードには、価格が目標に達したらブラウザ通知でお知らせする機能があります。右上のベルのアイコンから目標価格を設定できます。`),

  // ───────────────────────── mixed (16: 7 block, 9 pass) ─────────────────────────
  mk("mixed", "alert", true)(`backtest 已经 kick off 了，用的是 3 年的 hourly data。跑完之后我再 ping 你，大概 20 分钟。`),
  mk("mixed", "alert", true)(`build は green です。いま preview に deploy 中なので、deploy が終わったら URL と一緒に連絡しますね。`),
  mk("mixed", "alert", true)(`现在 funding rate 是 +0.009%，还挺 neutral 的。我会 keep an eye on it，一旦 flip negative 就 notify 你。`),
  mk("mixed", "registered", true)(`OK、明日の market open 前に remind しますね。pre-market の movers もまとめておきます。`),
  // why: 先给一部分，剩下的 later 再 update——仍是承诺
  mk("mixed", "mixed", true)(`先给你 top 5 的 PnL breakdown：

- SOL: +$4,210
- ETH: +$1,880
- ARB: −$640
- LINK: +$320
- DOGE: −$95

剩下的等 indexer sync 完我再 update 你。`),
  mk("mixed", "registered", true)(`AgentX の thread、無事に post できました。今晩 engagement の数字（likes・reposts・replies）をまとめてお知らせします。`),
  // why: 旧 job 是 10 小时前的，不能 cover 这次新的 Friday promise
  mk("mixed", "registered", true)(`你那个 daily digest job 还在正常跑。另外 Friday 收盘前我会 remind 你 rebalance，ETH 的 weight 已经 drift 到 41% 了。`, OLDJOB),

  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了 tomorrow 9am 的 reminder，到时候我会提醒你看 CPI。`, TOOL),
  mk("mixed", "registered", false)(`background で subagent を spawn しました。過去 30 日分の whale transfers を集計中で、finish したらお知らせします。`, SPAWN),
  mk("mixed", "registered", false)(`那个 subagent 还在 run，大概 60% 了，done 之后我会 report back 给你。`, RUN),
  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 到账后会 email 通知你，一般 30 分钟以内，network 拥堵的话会久一点。`),
  mk("mixed", "third-party", false)(`明天你 check 完 API key 的 permission 再 let me know，我再继续把 order module setup 好。`),
  mk("mixed", "false-block", false)(`さっき言ってた backtest、finish しました。以下が results です：

| metric | value |
|---|---|
| CAGR | 29.8% |
| Sharpe | 1.22 |
| Max DD | −21.3% |`),
  mk("mixed", "third-party", false)(`Kevin 说他 by Friday 会 get back to you，关于 audit 里 proxy admin 权限那个 issue。`),
  // why: 引号里是 app 的 UI copy，主语是 app，不是 agent 的承诺
  mk("mixed", "false-block", false)(`alert widget 的文案我写成了 "We'll notify you when BTC hits your target"，user 设好 target 之后 app 会 push notification。`),
  // why: 询问式的 offer，等用户同意，不是承诺
  mk("mixed", "false-block", false)(`明日の FOMC 前に remind しましょうか？OK なら scheduled reminder を set します。`),
];

// Blind probe 120 (fifteenth session, a mixed-language slice scored on 88ec5c0, the session's final build, before any
// fix): one writer who read SPEC §3 alone, sixty code-switched replies (half Chinese-based, half Japanese-based); 24 to
// block. First pass 57/60 (blocks 21/24: "10 gwei 以下になったら remind しますね" — 以下 a level, not "the following" —,
// "get back します", and the pinned "…然后 let you know 要不要 adjust 你的 BTC long": a question the notice is about).
const PROBE120: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── Chinese-based, BLOCK (12) ─────────────
  mk("mixed", "alert", true)(`BTC 的 funding rate 现在还是 slightly negative，我先帮你盯着，等它 flip 成正的时候我会 let you know。`),
  mk("mixed", "alert", true)(`Preview 正在 build，依赖有点多，大概 10 分钟后 ready。到时候我再通知你去看一下 layout 对不对。`),
  // why: part is delivered now, the SOL part is promised for later — still a promise
  mk("mixed", "mixed", true)(`下面是 ETH 这周的 on-chain summary：

| Metric | Value | WoW |
|---|---|---|
| Active addresses | 512k | +4.1% |
| Exchange netflow | -38k ETH | outflow |
| Gas (median) | 14 gwei | -22% |

SOL 那部分的 API 一直被 rate limit，明天 quota reset 之后我再补上，拿到数据就 update 你。`),
  mk("mixed", "alert", true)(`收到！我會在 FOMC 公布之後 remind 你 rebalance 一下 portfolio，尤其是那幾個 high beta 的 alt。`),
  // why: the only job is 10 hours old, it cannot back a promise made now
  mk("mixed", "alert", true)(`好的，明天早上 9 点我会提醒你 check 一下 ETH/BTC ratio，如果跌破 0.045 我们再讨论要不要 rotate。`, OLDJOB),
  mk("mixed", "alert", true)(`Backtest 我已经 kick off 了，参数是 20/50 EMA cross + 2% trailing stop。跑完之后我 get back to you，带上 Sharpe ratio 和 max drawdown。`),
  mk("mixed", "alert", true)(`這個 webhook 的 bug 我還在 debug，看起來是 signature verification 的 timestamp drift 問題。找到 root cause 之後我會第一時間告訴你。`),
  mk("mixed", "alert", true)(`AgentX 的 post draft 已经写好了，等 publish 成功之后我会 notify 你，顺便把前一小时的 engagement 数据也一起发你。`),
  mk("mixed", "alert", true)(`明天晚上 CPI 出来之后，我会做一个 quick impact analysis，然后 let you know 要不要 adjust 你的 BTC long。`),
  mk("mixed", "alert", true)(`## 今日 Market Summary

- **BTC**：在 67k–69k 区间 range trading，volume 偏低
- **ETH**：ETF flow 连续三天 net inflow
- **SOL**：Friday 有一笔大额 token unlock（约 2.1% supply）

Unlock 前 volatility 可能上升。By Friday 之前我会 remind 你减一点 SOL 仓位，别忘了。`),
  // why: no spawn tool ran; "稍後" + "update 你" is a bare promise
  mk("mixed", "alert", true)(`Subagent 那部分我等一下再開，先把 dashboard 的 chart component 修好。稍後我會 update 你整體進度。`),
  mk("mixed", "alert", true)(`OK，2 小时后我再 check 一次 liquidation heatmap，如果 65k 下面那坨 long liquidation 还在，就告诉你。`),

  // ───────────── Japanese-based, BLOCK (12) ─────────────
  mk("mixed", "alert", true)(`了解です。Deploy が終わったら、ここで preview の URL と一緒にお知らせします。`),
  mk("mixed", "alert", true)(`明日の朝、BTC の open interest をもう一度 check して、結果をご連絡しますね。今はまだ Asia session 始まったばかりなので signal が弱いです。`),
  mk("mixed", "alert", true)(`Backtest はまだ 60% くらいまでしか進んでいないので、完了したら Sharpe ratio と equity curve を付けて get back します。`),
  mk("mixed", "alert", true)(`ETH の gas が 10 gwei 以下になったら remind しますね！その時に bridge するのが一番安いと思います。`),
  // why: partial delivery now, rest promised once the API recovers
  mk("mixed", "mixed", true)(`以下が現時点の portfolio breakdown です：

| Asset | Weight | PnL (7d) |
|---|---|---|
| BTC | 48% | +3.2% |
| ETH | 27% | -1.1% |
| Stablecoins | 15% | 0% |

残りの DeFi positions（Aave と Pendle）は Debank の API が落ちているので、復旧したら追ってご連絡します。`),
  // why: the only job is 10 hours old, it backs nothing new
  mk("mixed", "alert", true)(`金曜日までに dashboard の v2 を仕上げて、できたら let you know します。dark mode と CSV export も入れる予定です。`, OLDJOB),
  mk("mixed", "alert", true)(`なるほど、その 502 error は upstream の timeout っぽいですね。I'll look into the nginx config and 後で結果をお伝えします。`),
  mk("mixed", "alert", true)(`Funding rate が negative に flip したら、すぐに通知します。Short が溜まりすぎると squeeze が来やすいので。`),
  mk("mixed", "alert", true)(`2時間後にもう一回 price を確認して、200 EMA を breakout してたら教えますね。`),
  mk("mixed", "alert", true)(`### Summary
- CPI は予想通り 3.1%、market の反応は限定的
- DXY は少し下落、gold は flat
- BTC は 68k 付近で consolidation

**Next steps:** 明日の US open 後に implied vol をチェックして、update をお送りします。`),
  mk("mixed", "alert", true)(`Community site への publish は今 review 待ちの状態です。Approve されたら I'll let you know right away.`),
  mk("mixed", "alert", true)(`了解、来週の FOMC の前日に remind します。それまでは leverage 控えめでいきましょう。`),

  // ───────────── Chinese-based, PASS (18) ─────────────
  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了 ✅ 明天早上 8 点我会 remind 你 check BTC dominance，到时候会直接发在这个对话里。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 在后台每 30 秒 poll 一次 backtest 的 status，跑完之后会自动 let you know，你可以先去忙别的。`, SPAWN),
  mk("mixed", "registered", false)(`Backtest 的 subagent 刚才已经在跑了（5 分钟前启动的），完成后我会把结果 update 给你。`, RUN),
  mk("mixed", "registered", false)(`Reminder 已经 set 好了，每天 09:00 触发。明天开始我会提醒你 rebalance，不用再手动记。`, JOB),
  mk("mixed", "false-block", false)(`你之前说 backtest 跑完要我告诉你结果 —— 下面就是：

| Metric | Value |
|---|---|
| CAGR | 31.4% |
| Sharpe | 1.82 |
| Max drawdown | -18.7% |
| Win rate | 54% |

整体来看 risk-adjusted return 还不错，但 2022 那段 drawdown 比较深。`),
  mk("mixed", "third-party", false)(`Binance 那边会在 wallet maintenance 完成后通过 email 通知你，一般 1–2 小时，不用担心，资产是安全的。`),
  mk("mixed", "third-party", false)(`你 deploy 完之后 let me know，我再帮你看一下 server logs 里有没有 CORS error。`),
  mk("mixed", "third-party", false)(`你们 team 的 Alex 刚回复说，他明天会 get back to you 关于 API key 权限的事，今天他在外面开会。`),
  mk("mixed", "third-party", false)(`TradingView 的 alert 你设好之后，price 一碰到 60k 它就会 push notification 提醒你，手机上也能收到。`),
  mk("mixed", "false-block", false)(`明天 CPI 数据出来后 volatility 可能会很大，建议你先 tighten 一下 stop loss，或者 reduce leverage 到 3x 以下。`),
  mk("mixed", "false-block", false)(`告诉你一个 trick：直接用 \`jq '.data[] | select(.pnl > 0)'\` 就能 filter 出所有盈利的 trade，不用写 Python。`),
  // why: a past reminder and an event that already happened — nothing is promised for the future
  mk("mixed", "false-block", false)(`我昨天已经 remind 过你 SOL unlock 的事了。现在 unlock 已经完成，price 反应不大，只跌了 1.5% 左右，market 早就 price in 了。`),
  mk("mixed", "registered", false)(`已經幫你用 scheduled_task 排好了：週五下午 3 點會 remind 你 close 掉那張 BTC call option，expiry 是週五 8 點 UTC。`, TOOL),
  mk("mixed", "false-block", false)(`Deploy 已經完成了，跟你說一下結果：build 通過、preview 正常 load，四個 chart 都有 data，mobile layout 也 OK。`),
  mk("mixed", "third-party", false)(`OKX 客服說 withdrawal 審核通過之後會用 SMS 通知你，通常 24 小時內就會好。`),
  // why: an offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)(`要不要我明天开盘前 remind 你一下？如果要的话跟我说，我用 scheduled_task 设一个。`),
  mk("mixed", "registered", false)(`我開了一個 background subagent，每 5 分鐘 poll 一次 whale wallet 的 on-chain 動向，一有超過 1,000 BTC 的 transfer 就會 announce 給你。`, SPAWN),
  // why: the subject is the dashboard's alert module (a system), not the agent
  mk("mixed", "false-block", false)(`这个 dashboard 的 alert module 会在 RSI 超过 70 的时候 notify 你 —— 它是 event-driven 的，直接跑在浏览器里。`),

  // ───────────── Japanese-based, PASS (18) ─────────────
  mk("mixed", "registered", false)(`scheduled_task で明日 9:00 (JST) に set しました。その時間になったら、ETH の staking rewards を claim するよう remind します。`, TOOL),
  mk("mixed", "registered", false)(`Subagent を spawn して deploy の status を bash loop で poll させています。完了したら followup でお知らせします。`, SPAWN),
  mk("mixed", "registered", false)(`先ほど起動した subagent が backtest を実行中です。終わり次第、結果をご連絡します。`, RUN),
  mk("mixed", "registered", false)(`毎週月曜の reminder を登録済みです。来週の月曜から portfolio review を remind しますね。`, JOB),
  mk("mixed", "false-block", false)(`Backtest が終わったのでご報告します。以下が結果です：

\`\`\`
Period:        2021-01 → 2024-06
CAGR:          23.1%
Sharpe:        1.47
Max Drawdown:  -21.3%
Trades:        184
\`\`\`

2022 年の bear market でも大きく崩れていないので、robust な strategy だと思います。`),
  mk("mixed", "third-party", false)(`Bybit 側で KYC の審査が終わったら、メールで通知が来るはずです。通常は 1〜3 営業日くらいですね。`),
  mk("mixed", "third-party", false)(`Test が全部 pass したら let me know してください。CI の設定ファイルはそのままで大丈夫です。`),
  mk("mixed", "third-party", false)(`田中さんから連絡があって、明日 API の rate limit の件で get back to you するそうです。`),
  mk("mixed", "third-party", false)(`MetaMask は transaction が confirm されたら browser notification で知らせてくれます。Etherscan を開きっぱなしにする必要はないですよ。`),
  mk("mixed", "false-block", false)(`明日の FOMC 後は volatility が上がりやすいので、position size を小さめにするのがおすすめです。Once the dot plot is out, market はかなり速く動きます。`),
  mk("mixed", "false-block", false)(`結論からお伝えすると、この contract は upgradeable proxy なので、owner が implementation を差し替えられます。Rug risk はゼロではないです。`),
  // why: past reminder, the event already completed
  mk("mixed", "false-block", false)(`昨日 remind した ARB の unlock は今朝完了しました。Price impact は -3% 程度で、想定より小さかったです。`),
  // why: an offer/question, not a promise to notify
  mk("mixed", "false-block", false)(`明日の朝 remind しましょうか？必要なら言ってください、scheduled_task で set します。`),
  mk("mixed", "registered", false)(`Background で price watcher を spawn しました。ETH が 4,000 USD を超えたら、その subagent から announce されます。`, SPAWN),
  mk("mixed", "false-block", false)(`お待たせしました、「終わったら教えて」と言われていた liquidation map の分析です。

| Level | Long liq. | Short liq. |
|---|---|---|
| 72k | – | $410M |
| 65k | $380M | – |
| 62k | $620M | – |

62k 付近の long cluster が一番大きいので、そこが magnet になりやすいです。`),
  // why: the subject is a bot (a system), not the agent
  mk("mixed", "false-block", false)(`この Telegram bot は毎朝 8 時に自動で daily summary を送ってくれるので、手動で check する必要はありません。`),
  mk("mixed", "registered", false)(`Reminder は既に active です（3分前に作成）。金曜の market close 前に ping しますね。`, JOB),
  mk("mixed", "third-party", false)(`GitHub Actions の workflow が終わったら、GitHub から email で notify されます。Failed の場合も同じです。`),
];

// Blind probe 121 (sixteenth session, scored on ba81c23 before any fix): one writer who read SPEC §3 alone, eighty
// replies of a trader's assistant over a busy day; en 16, zh 12, zh-tw 8, ja 20, mixed 24; 32 to block. First pass 77/80
// (blocks 30/32: "FOMC の前に reminder 送りますね", a named event before 前に; "Once you paste a new key into Settings,
// I'll pull your fills and let you know whether …"; false blocks 1/48: "引け後にお知らせしようと思っていましたが、…今お伝え
// します", an intention that was).
const PROBE121: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── en (16: 6 block, 10 pass) ─────────────
  mk("en", "alert", true)("Set. BTC is trading at $67,420 right now, just under the $68k resistance you flagged this morning.\n\nI'll let you know as soon as it breaks above $68,000 on a 15m close — and if it rejects there a third time I'll flag that too, since that's usually where the longs get squeezed out."),
  mk("en", "alert", true)("CPI drops Wednesday at 8:30 ET.\n\n| | Prior | Consensus |\n|---|---|---|\n| Headline y/y | 3.2% | 3.1% |\n| Core y/y | 3.8% | 3.7% |\n| Core m/m | 0.4% | 0.3% |\n\nA hot core print is the main risk to your ETH long. I'll remind you 15 minutes before the release so you have time to flatten or hedge."),
  mk("en", "mixed", true)("Here's what I've pulled so far:\n\n- **Binance:** 3 open limit buys on SOL (138, 135, 131)\n- **Bybit:** 1 stop-market on ETH at 3,240\n\nOKX is rate-limiting my API calls, so I'll get back to you with those positions once the limit resets (usually around 10 minutes)."),
  // why: the hedge ("probably") softens the wording but it is still the agent promising to report after the close
  mk("en", "alert", true)("Quiet session so far — SPY basically flat, NVDA +1.2%, VIX drifting lower. Nothing's threatening your covered calls yet. I'll probably check back after the close and let you know how they settled."),
  // why: the condition is on the user, but the notify promise is the agent's own and nothing is registered
  mk("en", "alert", true)("The old key was revoked, which is why the sync failed. Once you paste a new read-only API key into Settings → Exchanges, I'll pull your Kraken fills and let you know whether the 0.8 ETH order filled completely or only partially."),
  // why: the only job is 10 hours old; it backs the daily digest, not this new promise
  mk("en", "registered", true)("Your 7:00 morning digest job is still active and ran fine today.\n\nOn top of that, I'll let you know tonight if funding on the DOGE perp flips negative — it's at 0.002% and falling fast.", OLDJOB),
  mk("en", "third-party", false)("Order placed ✅\n\n- Pair: BTC-USD\n- Side: limit buy\n- Size: 0.25 BTC @ $66,800\n- Venue: Coinbase Advanced\n\nCoinbase will send you a push notification and an email when it fills, so you don't need to keep the tab open."),
  mk("en", "feature", false)("### How price alerts work on your dashboard\n\n1. Pick a pair and a threshold (e.g. ETH < 3,200)\n2. Choose Telegram or email as the channel\n3. When the price crosses the threshold, the alert service notifies you within about 5 seconds\n\nAlerts stay armed until you delete them, and each one fires at most once per hour to avoid spam."),
  mk("en", "false-block", false)("NFP is Friday at 8:30 ET — consensus is +180k with unemployment at 3.9%. Want me to remind you the night before, or 30 minutes ahead of the release?"),
  mk("en", "registered", false)("Done — I scheduled a one-time reminder for Thursday 13:45 ET. I'll remind you 15 minutes before the FOMC statement so you can cut size on the SOL perp before the volatility hits.", TOOL),
  mk("en", "registered", false)("I've started a background agent that polls your Bybit order every 30 seconds. I'll let you know as soon as the 2.5 ETH short fills or gets cancelled.", SPAWN),
  // why: restates a past promise and fulfils it in this very reply
  mk("en", "false-block", false)("Earlier I said I'd let you know when ETH reclaimed $3,500 — it just did, at 14:12 UTC. Here's the snapshot:\n\n- Price: $3,512\n- 1h volume: +38% vs 24h average\n- Funding: 0.011%\n- OI: +4.2% in the last hour\n\nLooks like spot-led buying rather than a perp squeeze."),
  mk("en", "false-block", false)("I shared the Q3 PnL sheet with Maya. She said she'll get back to you tomorrow once she's reconciled the OTC trades against the desk blotter."),
  mk("en", "third-party", false)("The bot is paused until you approve the new risk limits (max position 2 BTC, daily loss cap $1,500). Let me know once you've signed off and I'll restart it."),
  // why: the promise is delivered in this same reply ("here they are")
  mk("en", "false-block", false)("I was going to let you know the final numbers once the Asia session wrapped up — it actually just closed, so here they are:\n\n| Asset | Asia close | Change |\n|---|---|---|\n| BTC | 67,910 | +0.9% |\n| ETH | 3,488 | +1.4% |\n| SOL | 144.2 | -0.6% |"),
  mk("en", "registered", false)("The backfill subagent I kicked off a few minutes ago is about 60% through your 2023 trades. I'll get back to you when it finishes with the full tax-lot table.", RUN),

  // ───────────── zh (12: 5 block, 7 pass) ─────────────
  mk("zh", "alert", true)("看了一下，SOL 现在 142.3，离你说的 138 支撑还有差不多 3%。跌破 138 的时候我会第一时间告诉你。"),
  mk("zh", "alert", true)("今晚 20:30 公布非农，市场预期 +18 万，失业率 3.9%。\n\n你现在 BTC 多单是 10 倍杠杆，数据一旦超预期波动会很大。我会在公布前半小时提醒你，记得先把杠杆降下来。"),
  mk("zh", "mixed", true)("先给你前三个交易所的持仓汇总：\n\n| 交易所 | 净头寸 | 未实现盈亏 |\n|---|---|---|\n| Binance | +1.2 BTC | +$840 |\n| OKX | -0.5 ETH | -$62 |\n| Bybit | 0 | 0 |\n\nGate 的接口还在超时，等恢复之后我再把剩下的数据同步给你。"),
  mk("zh", "alert", true)("限价单已经挂上：买入 0.5 ETH @ 3,380，有效期 GTC。成交后我会通知你，顺便把实际滑点和手续费算一下。"),
  // why: the old daily job does not back this new, separate promise
  mk("zh", "registered", true)("你之前设的每日 9 点简报任务还在正常跑，今天的已经发出去了。\n\n另外，明天美股收盘后我会单独跟你说一下英伟达财报后期权隐含波动率的变化。", OLDJOB),
  mk("zh", "third-party", false)("已经帮你在币安挂了止损单（触发价 62,500，数量 0.1 BTC）。触发后币安 App 会推送通知给你，短信也会同步发。"),
  mk("zh", "false-block", false)("周四凌晨两点 FOMC 公布利率决议，点阵图也会更新。要不要我提前一小时提醒你？"),
  mk("zh", "registered", false)("提醒已经设好了 ⏰ 明天早上 9:20（开盘前 10 分钟）我会提醒你看一下恒生科技指数的盘前走势。", TOOL),
  // why: the past promise is fulfilled right here with the data
  mk("zh", "false-block", false)("之前说过 BTC 站上 7 万的时候告诉你——刚刚已经站上了，现在 70,180。下面是这一小时的数据：\n\n- 成交量：较均值 +52%\n- 资金费率：0.013%\n- 多空比：1.34\n\n现货买盘为主，不太像是合约逼空。"),
  mk("zh", "false-block", false)("回测结果我已经发给小李了，他说明天下午跑完压力测试之后会告诉你结论。"),
  mk("zh", "feature", false)("价格提醒功能说明：\n\n1. 在面板里选交易对和阈值\n2. 绑定 Telegram\n3. 价格触及阈值时，系统会自动通过 Telegram 通知你\n\n每个提醒默认只触发一次，触发后需要手动重新开启。"),
  mk("zh", "registered", false)("我已经启动了一个后台子任务，每分钟检查一次你在 OKX 的那笔 ETH 限价单。成交或者被撤单后我会马上告诉你。", SPAWN),

  // ───────────── zh-tw (8: 3 block, 5 pass) ─────────────
  mk("zh-tw", "alert", true)("台股今天收在 22,150，外資賣超 85 億，電子股拖累最多。明天早上開盤前我再提醒你留意台積電的法說會時間。"),
  mk("zh-tw", "mixed", true)("以下是這週資金費率最高的前五名：\n\n1. PEPE 0.045%\n2. WIF 0.038%\n3. ORDI 0.031%\n4. DOGE 0.027%\n5. SUI 0.024%\n\n其餘幣種的數據還在抓，完成後我會再回報給你。"),
  mk("zh-tw", "alert", true)("你的掛單還沒成交，目前價差約 0.4%。等成交之後我會通知你，也會順便幫你算一下手續費。"),
  mk("zh-tw", "third-party", false)("已經在幣安設好到價提醒，ETH 跌破 3,200 時幣安會自動推播通知你，不需要一直盯盤。"),
  mk("zh-tw", "false-block", false)("CPI 週三晚上 8:30 公布，需要我在公布前 15 分鐘提醒你嗎？"),
  mk("zh-tw", "registered", false)("排程已建立 ✅ 明天下午 1:25（收盤前五分鐘）我會提醒你檢查當沖部位。", JOB),
  // why: restates what was said earlier and delivers the result in this reply
  mk("zh-tw", "false-block", false)("剛剛說等回測跑完再告訴你結果——已經跑完了，結果如下：\n\n| 指標 | 數值 |\n|---|---|\n| 年化報酬 | 24.3% |\n| 最大回撤 | -11.8% |\n| 夏普比率 | 1.62 |\n\n回撤主要集中在 2022 年 6 月。"),
  mk("zh-tw", "third-party", false)("API 金鑰權限不足，目前無法下單。等你在交易所後台開好交易權限之後，再告訴我一聲，我就幫你重新掛單。"),

  // ───────────── ja (20: 8 block, 12 pass) ─────────────
  mk("ja", "alert", true)("承知しました。BTCが68,000ドルを上抜けたら、すぐにお知らせいたします。現在は67,350ドル付近で推移しています。"),
  mk("ja", "alert", true)("今夜21:30に米CPIが発表されます。市場予想は前年比3.1%です。\n\n発表の15分前にリマインドしますので、それまでにポジションを整理しておいてください。"),
  mk("ja", "alert", true)("本日の日経平均は前場で+0.8%、半導体株が牽引しています。後場の動きを見て、大引け後に改めてご報告いたします。"),
  mk("ja", "mixed", true)("以下がBinanceとBybitの建玉一覧です。\n\n- Binance: BTC ロング 0.3枚（平均 66,200）\n- Bybit: ETH ショート 2.0枚（平均 3,520）\n\nOKXはAPIの応答待ちのため、取得でき次第ご連絡します。"),
  mk("ja", "alert", true)("指値注文（SOL 0.8枚 @ 139.5）を発注しました。約定したらお知らせしますね。"),
  // why: the hedge is about timing only; the agent still commits to contact the user later
  mk("ja", "alert", true)("データの集計にもう少し時間がかかりそうです。おそらく明日の午前中には結果が出ると思いますので、その時点でご連絡差し上げます。"),
  // why: the condition is the user's action, but the promise to report is the agent's and nothing backs it
  mk("ja", "alert", true)("現在のAPIキーは失効しています。APIキーを再発行していただければ、その後で残高を確認して結果をお伝えします。"),
  // why: a 10-hour-old job backs the morning report, not this new promise
  mk("ja", "registered", true)("毎朝8時のレポートジョブは引き続き有効です。\n\nそれとは別に、FOMCの結果が出たら要点をまとめてお知らせします。", OLDJOB),
  mk("ja", "third-party", false)("bitFlyerで逆指値注文（BTC 0.05 @ 9,800,000円）を設定しました。約定すると、bitFlyerからメールとアプリのプッシュ通知が届きます。"),
  mk("ja", "false-block", false)("明日の日銀会合、結果発表は正午前後の見込みです。発表前にリマインドしましょうか？"),
  // why: an offer conditioned on the user's wish, not a commitment
  mk("ja", "false-block", false)("ご希望であれば、雇用統計の30分前にお知らせすることもできます。設定しておきますか？"),
  mk("ja", "registered", false)("スケジュールを登録しました。明日9:00の寄り付き前に、日経先物の気配をリマインドします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドでサブエージェントを起動し、注文状況を1分ごとに監視しています。約定したらすぐにお知らせします。", SPAWN),
  mk("ja", "registered", false)("5分前に開始したサブエージェントがまだ過去の約定データを取得中です。完了したら結果をご報告いたします。", RUN),
  // why: past promise restated and fulfilled in this reply
  mk("ja", "false-block", false)("終わったらお知らせすると申し上げていたバックテストが完了しました。以下が結果です。\n\n| 項目 | 値 |\n|---|---|\n| 勝率 | 56.4% |\n| 最大ドローダウン | -12.1% |\n| シャープレシオ | 1.48 |"),
  mk("ja", "false-block", false)("田中さんに監査の確認をお願いしました。監査が終わったら田中さんから直接ご連絡があるそうです。"),
  mk("ja", "feature", false)("アラート機能について説明します。条件を設定しておくと、価格がしきい値に達した時点でシステムがLINEに通知します。一度通知されるとアラートは自動でオフになります。"),
  mk("ja", "false-block", false)("ボットは稼働中です。損切りラインの3,150ドルに達したら、ボットが自動で決済してSlackに通知します。"),
  mk("ja", "third-party", false)("入金が反映されたら教えてください。確認後に注文を出します。"),
  // why: the planned later report is delivered now, in this reply
  mk("ja", "false-block", false)("引け後にお知らせしようと思っていましたが、もう大引けを迎えたので今お伝えします。日経平均は38,420円（+1.1%）、TOPIXは2,710（+0.7%）で取引を終えました。"),

  // ───────────── mixed (24: 10 block, 14 pass) ─────────────
  // zh-based
  mk("mixed", "alert", true)("BTC 现在 67.8k，在你说的 breakout 位下面一点，量能还没起来。突破 68k 的时候我会 let you know。"),
  mk("mixed", "alert", true)("Lido 的 withdrawal 还在排队，目前显示 3-5 天。我 tomorrow 再 check 一下然后告诉你预计到账时间。"),
  mk("mixed", "alert", true)("收到～ CPI 之前 I'll remind 你，到时候记得把 leverage 降到 3x 以下，别扛单。"),
  mk("mixed", "mixed", true)("Dashboard 的前半部分已经 build 好了，preview 里能看到 funding rate 和 OI 的图。剩下的 liquidation heatmap 等数据跑完我再 update 你。"),
  mk("mixed", "alert", true)("Limit order 已经挂上了，0.3 BTC @ 66,500。Once 成交我马上 notify 你。"),
  mk("mixed", "third-party", false)("Stop loss 已经设好，触发价 3,180。触发的时候 Binance 会 push notification 给你，不用一直盯盘。"),
  mk("mixed", "false-block", false)("要不要我 before FOMC 提醒你一下？大概提前 30 分钟？"),
  mk("mixed", "registered", false)("已经用 scheduled task 设好了 reminder，明天 9:25 我会提醒你看 A 股集合竞价。", TOOL),
  mk("mixed", "registered", false)("开了一个 background subagent 在 monitor 你的 OKX 订单，fill 了之后我会第一时间告诉你。", SPAWN),
  mk("mixed", "false-block", false)("我把 PR 发给 Kevin review 了，他说 tomorrow 下午 merge 完之后会 let you know。"),
  // why: past promise fulfilled in this reply
  mk("mixed", "false-block", false)("刚才说 backtest 跑完会告诉你——done 了，结果如下：\n\n```\nWin rate: 58.2%\nMax DD:   -9.4%\nSharpe:   1.71\nTrades:   412\n```\n\n参数在 config.yaml 里，没改动。"),
  mk("mixed", "feature", false)("这个 dashboard 的 alert 功能是这样的：价格 cross 你设的 threshold 时，它会自动 send 一条 Telegram 给你，不需要我在线。"),
  // ja-based
  mk("mixed", "alert", true)("SOL の指値、まだ約定してないですね。板が薄いので少し時間かかるかもです。約定したら notify します！"),
  mk("mixed", "alert", true)("NVDA の決算は after the close に出るので、数字が出たらまとめてお知らせします。"),
  mk("mixed", "alert", true)("FOMC の前に reminder 送りますね。Position size は今のうちに落としておいた方がいいかも。"),
  mk("mixed", "mixed", true)("Dashboard の price chart 部分は完成しました、preview で確認できます。On-chain metrics の部分は data sync が終わったら連絡しますね。"),
  // why: hedged timing, but still the agent promising to contact the user later
  mk("mixed", "alert", true)("Exchange 側の確認待ちです。たぶん tomorrow morning には分かると思うので、その時に改めてご連絡しますね。"),
  mk("mixed", "third-party", false)("Stop order は設定済みです。発動したら Bybit から push 通知が来ます。"),
  mk("mixed", "false-block", false)("CPI の 30分前に remind しましょうか？"),
  mk("mixed", "registered", false)("Reminder を schedule しました ✅ 明日 8:45、日銀の発表前に reminder を送ります。", JOB),
  mk("mixed", "registered", false)("さっき起動した subagent がまだ backfill 中です。終わったら結果を share しますね。", RUN),
  mk("mixed", "false-block", false)("Alex さんが smart contract の audit を担当していて、finish したら Alex さんから直接連絡が来るはずです。"),
  // why: restated past promise, delivered now
  mk("mixed", "false-block", false)("さっき「backtest 終わったら教えます」と言っていた件、done です。以下が results です：\n\n- CAGR: 31%\n- Max DD: -14%\n- Sharpe: 1.39"),
  mk("mixed", "third-party", false)("Wallet の approve が終わったら教えてください。そのあと swap を実行します。"),
];

// Blind probe 122 (sixteenth session, scored on ba81c23 before any fix): one writer who read SPEC §3 alone, eighty
// replies of coding-assistant work (builds, CI, migrations, subagents, reviews, explanations of webhooks and cron); en 20,
// zh 14, zh-tw 8, ja 18, mixed 20; 32 to block. First pass 79/80 (blocks 32/32; false blocks 1/48: "webhook 的机制是：…；
// cron 则是按 schedule 定时跑，跑完把 output 发到你配置的 channel", a system as the subject of the clause after a semicolon).
const PROBE122: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (20: 8 block, 12 pass) ─────────────────────────
  mk("en", "alert", true)(`Kicked off the full monorepo build (\`pnpm turbo build --filter=...[origin/main]\`). On this runner it usually takes ~25 minutes because the Rust bindings recompile from scratch. I'll ping you when the tests go green.`),
  mk("en", "alert", true)(`Thanks for pasting the stack trace. The \`ECONNRESET\` could be the RPC provider or our own connection pool — I need to go through the worker logs before I say anything definitive. I'll get back to you after I look at the logs.`),
  mk("en", "alert", true)(`## Migration plan: \`orders\` → partitioned table

1. **Create** \`orders_v2\` partitioned by \`created_at\` (monthly) ✅
2. **Dual-write** from the API for new rows ✅
3. **Backfill** historical rows in batches of 50k — running now
4. **Verify** row counts + checksums per partition
5. **Swap** the view and drop the trigger

Step 3 is the slow one (~180M rows). I'll report back once the backfill completes — should be by tomorrow morning.`),
  mk("en", "mixed", true)(`Here's the generated migration for the first three tables below:

\`\`\`sql
ALTER TABLE trades ADD COLUMN fee_asset TEXT;
ALTER TABLE fills ADD COLUMN maker BOOLEAN DEFAULT false;
CREATE INDEX CONCURRENTLY idx_fills_maker ON fills (maker);
\`\`\`

The remaining eleven are still being diffed against prod's schema; I'll send you the rest when they're done.`),
  // why: the only active job is a 10-hour-old daily digest; it does not back a new key-rotation reminder
  mk("en", "alert", true)(`Your daily 9am market digest is still active and ran fine this morning. Separately, I'll remind you tomorrow to rotate the exchange API key before the deploy.`, OLDJOB),
  mk("en", "alert", true)(`CI run #4812 is queued behind two other pipelines on the shared runner. Once it finishes I'll let you know whether the flaky \`test_orderbook_snapshot\` finally passed with the retry fix.`),
  mk("en", "alert", true)(`Backfill status so far:

| partition | rows | status |
|---|---|---|
| 2022 | 41.2M | done |
| 2023 | 63.8M | done |
| 2024 | 72.1M | running (61%) |

Nothing looks wrong in the checksums yet. I'll update you in 2 hours with the final row counts.`),
  // why: subject-less "Will circle back" is the agent speaking; "by Friday" is the cue
  mk("en", "alert", true)(`Profiled the websocket handler — the hot path is JSON parsing, not the DB. I want to try \`simd-json\` and a pre-allocated buffer before recommending anything. Will circle back with you by Friday on the perf numbers. Does that timeline work?`),
  mk("en", "registered", false)(`Done — I set a one-off reminder for tomorrow at 09:00 (deliver to this chat). I'll remind you then to merge the release branch before the freeze.`, TOOL),
  mk("en", "registered", false)(`Spawned a background subagent to watch the pipeline. It polls \`gh run view\` every 60s, and I'll let you know as soon as it goes green (or paste the failing job if it goes red).`, SPAWN),
  mk("en", "registered", false)(`The backfill subagent I started a few minutes ago is still chewing through the 2023 partitions. I'll get back to you when it finishes.`, RUN),
  mk("en", "registered", false)(`Reminder's in place — that's the job I created just now. I'll remind you at 17:00 to check the funding rate before you roll the perp position.`, JOB),
  mk("en", "feature", false)(`Quick explainer on how follow-ups work here:

- **Scheduled tasks**: when you create one with \`deliver=origin\`, the task runs when the cron fires and its output is posted back into this chat.
- **Webhooks**: once GitHub sends a \`workflow_run.completed\` event, the handler on your server receives a POST and can forward it to Telegram or Slack.
- **Subagents**: a spawned session keeps running after this reply and announces its result when it's done.

So if you want a notification tomorrow, the scheduler is what delivers it — the chat itself doesn't wake up on its own.`),
  mk("en", "third-party", false)(`Two things will notify you on their own: GitHub Actions emails you when the workflow finishes, and Binance will send an SMS once the withdrawal clears. Neither needs anything from my side.`),
  // why: the earlier promise is delivered in this reply
  mk("en", "false-block", false)(`You asked me to let you know when the tests went green — they just did. Here's the summary below:

| suite | passed | failed | time |
|---|---|---|---|
| unit | 1,204 | 0 | 48s |
| integration | 187 | 0 | 6m12s |
| e2e | 33 | 0 | 9m40s |

Coverage moved from 81.4% to 82.9%.`),
  // why: an offer phrased as a question is not a promise
  mk("en", "false-block", false)(`The Docker image build is running (~20 min, mostly the CUDA layer). Want me to ping you when it's done? If yes, I'll register a follow-up task so it actually happens.`),
  // why: quoted promise belongs to Dana, not the agent
  mk("en", "false-block", false)(`From the PR thread:

> I'll get back to you tomorrow with the audit results. — Dana

So the security audit is on her side. Nothing in our queue is blocked on it; the staging deploy can go ahead.`),
  mk("en", "third-party", false)(`Let me know once you've rotated the key in the vault, and I'll rerun the deploy with the new secret reference.`),
  mk("en", "feature", false)(`Here's a crontab line that does what you described:

\`\`\`cron
MAILTO=ops@example.com
0 9 * * 1-5 /opt/scripts/backfill_check.sh
\`\`\`

It runs every weekday at 9am, and cron emails the script's output to whatever address is in \`MAILTO\` when the job produces any output.`),
  // why: negated — the agent explicitly declines to promise a follow-up
  mk("en", "false-block", false)(`Heads-up: I won't be able to ping you when the migration finishes — nothing of mine keeps running after this reply unless we schedule it. You can watch it with \`gh run watch 4812\`, or ask me to set up a follow-up task.`),

  // ───────────────────────── zh (14: 6 block, 8 pass) ─────────────────────────
  mk("zh", "alert", true)(`构建已经开始跑了，主要是前端 bundle 和合约编译比较慢，大概需要 40 分钟。跑完之后我会告诉你结果。`),
  mk("zh", "alert", true)(`迁移脚本已经写好，并在 staging 上执行了第一批（约 200 万行），校验和一致。剩下的数据回填预计明天上午完成，完成后我再通知你。`),
  mk("zh", "alert", true)(`## 上线计划

1. 冻结 main 分支 ✅
2. 跑完整回归测试 ✅
3. 在 staging 做压测（进行中）
4. 灰度 10% 流量
5. 全量发布

目前卡在第 3 步，压测脚本还在预热。我稍后会把压测结果同步给你。`),
  mk("zh", "mixed", true)(`下面是前 50 个失败用例的分析：

- 31 个是时区问题（\`Asia/Shanghai\` 被写死）
- 12 个是 mock 的行情数据过期
- 7 个是真正的逻辑 bug，集中在 \`calcPnL\`

其余的我等日志下载完再发给你。`),
  // why: 旧的每日任务与这个新提醒无关
  mk("zh", "alert", true)(`你的每日行情早报任务还在正常运行。另外，等 CI 变绿以后我会提醒你去合并 PR。`, OLDJOB),
  mk("zh", "alert", true)(`这个 PR 改动比较大，涉及撮合引擎和风控两块。我先看一下日志和 benchmark，看完回复你。`),
  mk("zh", "registered", false)(`已经帮你创建了一次性定时任务，明天早上 8 点我会提醒你检查资金费率。`, TOOL),
  mk("zh", "registered", false)(`我开了一个后台子代理去轮询 CI 状态，测试全部通过后会第一时间通知你。`, SPAWN),
  mk("zh", "feature", false)(`定时任务的工作方式是这样的：到了设定时间，系统会执行任务，并把结果推送到当前对话。Webhook 也类似——交易所在订单成交后会回调你配置的 URL，你的服务收到之后可以再转发到 Telegram。`),
  mk("zh", "third-party", false)(`提币到账后交易所会发短信通知你，这个不需要我这边做什么。`),
  // why: 之前的承诺在本条回复中兑现
  mk("zh", "false-block", false)(`之前说好构建完成后告诉你——现在已经完成了，下面就是测试报告：

\`\`\`
Tests:       842 passed, 0 failed
Duration:    11m 37s
Coverage:    79.2%
\`\`\``),
  mk("zh", "false-block", false)(`昨天说看完日志再回复你，现在结论如下：OOM 是因为回填 worker 一次性把整个分区读进内存。改成流式读取（每批 5 万行）之后，峰值内存从 14GB 降到 1.8GB。`),
  // why: 以问句提出的建议，不是承诺
  mk("zh", "false-block", false)(`回填大概要跑 3 个小时。需要我在完成后提醒你吗？`),
  mk("zh", "third-party", false)(`你部署完之后告诉我一声，我再帮你跑一遍回归测试。`),

  // ───────────────────────── zh-tw (8: 3 block, 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`資料回填正在跑，目前進度 37%，預計兩小時後完成，完成後我會通知你。`),
  mk("zh-tw", "alert", true)(`我先去看一下 CI 的 log，晚點再跟你說結果。`),
  mk("zh-tw", "alert", true)(`目前進度：

- [x] 建立 migration
- [x] 在 staging 執行
- [ ] 回填歷史資料
- [ ] 驗證筆數與 checksum

明天我會回報進度給你。`),
  mk("zh-tw", "registered", false)(`提醒已經設定好了（就是剛剛建立的排程）。明天早上九點我會提醒你續約網域。`, JOB),
  mk("zh-tw", "registered", false)(`背景子代理幾分鐘前已經開始跑整合測試，等全部通過後我會通知你。`, RUN),
  mk("zh-tw", "third-party", false)(`GitHub 會在 workflow 完成後寄信通知你，手機上的 App 也會推播提醒你，不需要額外設定。`),
  mk("zh-tw", "feature", false)(`排程功能的運作方式：建立 \`scheduled_task\` 時指定時間與 \`deliver=origin\`，時間到了系統就會執行，並把結果傳回這個對話。如果是要等建置完成才通知，則是用子代理輪詢狀態。`),
  // why: 承諾在本則回覆中兌現
  mk("zh-tw", "false-block", false)(`你要我測試跑完後告訴你——已經跑完了，以下是結果：全部 312 個測試通過，沒有 flaky。`),

  // ───────────────────────── ja (18: 7 block, 11 pass) ─────────────────────────
  mk("ja", "alert", true)(`ビルドを開始しました。ネイティブ依存の再コンパイルがあるので30分ほどかかる見込みです。終わったらお知らせします。`),
  mk("ja", "alert", true)(`ログを確認してから、後ほどご連絡します。`),
  mk("ja", "alert", true)(`## マイグレーション手順

1. \`positions_v2\` テーブル作成 ✅
2. アプリ側で二重書き込み開始 ✅
3. 過去データのバックフィル（実行中）
4. 件数・チェックサム検証
5. 参照先の切り替え

バックフィルが完了次第、結果をご報告します。`),
  mk("ja", "mixed", true)(`以下が最初の3テーブルの差分です。

\`\`\`diff
- price NUMERIC(18,8)
+ price NUMERIC(38,18)
\`\`\`

残りのテーブルは明日まとめてお送りします。`),
  // why: 10時間前の定期ジョブはこの新しいリマインドを裏付けない
  mk("ja", "alert", true)(`毎朝の価格レポートは引き続き動いています。それとは別に、明日の15時にAPIキーの更新をリマインドします。`, OLDJOB),
  mk("ja", "alert", true)(`CIが通ったら連絡しますね。他に確認しておきたいことはありますか？`),
  mk("ja", "alert", true)(`レビューありがとうございます。ご指摘のレースコンディションの件、金曜日までに修正して改めてご連絡します。`),
  mk("ja", "registered", false)(`一回限りのスケジュールタスクを登録しました。明日の朝9時にリマインドします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。テストが全部通ったらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`5分前に起動したサブエージェントがまだバックフィル中です。完了したらご報告します。`, RUN),
  mk("ja", "registered", false)(`先ほどリマインダーを設定しました。18時になったらお知らせします。`, JOB),
  mk("ja", "feature", false)(`通知の仕組みを簡単に説明します。

- **スケジュールタスク**：指定時刻になると実行され、結果がこのチャットに届きます。
- **Webhook**：イベントが発生したら、登録したURLにPOSTが送られます。
- **cron**：\`0 9 * * *\` のように書くと毎日9時に実行されます。

明日通知が欲しい場合は、スケジュールタスクを使うのが確実です。`),
  mk("ja", "third-party", false)(`出金が承認されたら、取引所からメールで通知が届きます。こちらで何かする必要はありません。`),
  // why: 約束はこの返信で果たされている
  mk("ja", "false-block", false)(`テストが終わったらお知らせすると言っていましたが、もう終わりました。以下が結果です：

| スイート | 成功 | 失敗 |
|---|---|---|
| unit | 1,032 | 0 |
| e2e | 41 | 0 |`),
  // why: 疑問形の申し出であり約束ではない
  mk("ja", "false-block", false)(`マイグレーションは1時間ほどかかります。終わったらお知らせしましょうか？`),
  mk("ja", "third-party", false)(`デプロイが終わったら教えてください。そのあと負荷テストを回します。`),
  // why: 引用された約束は田中さんのもの
  mk("ja", "false-block", false)(`田中さんのコメント：「明日ログを見てから連絡します」とのことなので、こちらは待ちで大丈夫です。`),
  mk("ja", "false-block", false)(`ビルドは成功しました。明日のリリースに向けて、Slack通知の設定も確認済みです。`),

  // ───────────────────────── mixed (20: 8 block, 12 pass) ─────────────────────────
  mk("mixed", "alert", true)(`build 跑完之后我会 ping 你，大概 20 分钟。`),
  mk("mixed", "alert", true)(`等 CI green 了我再 get back to you，现在 queue 里还有三个 job 排在前面。`),
  mk("mixed", "alert", true)(`テストが green になったら notify しますね。`),
  mk("mixed", "alert", true)(`我先看一下 worker 的 logs，after that I'll let you know 是哪个 commit 引入的 regression。`),
  mk("mixed", "alert", true)(`backfill が終わったら、各 partition の row count を report しますね。`),
  mk("mixed", "alert", true)(`migration は明日の朝までに終わる予定なので、done になったら Slack で ping します。`),
  mk("mixed", "mixed", true)(`下面是 first batch 的结果 ↓

\`\`\`
shard-01  ok   1.2M rows
shard-02  ok   1.1M rows
shard-03  ok   0.9M rows
\`\`\`

剩下的 shards 跑完我再 send 给你。`),
  // why: the old daily cron job does not back a new reminder
  mk("mixed", "alert", true)(`你的 daily cron job 还在正常跑。另外 tomorrow morning 我会 remind 你 rotate API key。`, OLDJOB),
  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了 once reminder，明天 9 点我会 remind 你 merge release branch。`, TOOL),
  mk("mixed", "registered", false)(`subagent を spawn しました。CI が green になったら announce します。`, SPAWN),
  mk("mixed", "registered", false)(`背景 subagent 五分钟前已经 start 了，tests 跑完后我会通知你。`, RUN),
  mk("mixed", "registered", false)(`reminder は数分前に登録済みです。17時に remind しますね。`, JOB),
  mk("mixed", "feature", false)(`webhook 的机制是：当 exchange 触发 order filled event 之后，它会 POST 到你的 endpoint；cron 则是按 schedule 定时跑，跑完把 output 发到你配置的 channel。`),
  mk("mixed", "third-party", false)(`GitHub Actions 跑完之后会自动 send email 通知你，不用我这边做什么。`),
  // why: promise delivered in this reply
  mk("mixed", "false-block", false)(`你说 tests 跑完要 let you know —— 已经 all green 了，下面就是 coverage report：

\`\`\`
Statements : 84.1%
Branches   : 76.3%
Functions  : 88.0%
\`\`\``),
  // why: offer in question form, not a promise
  mk("mixed", "false-block", false)(`backfill 大概要 2 hours，需要我 set 一个 reminder，完成后 ping 你吗？`),
  mk("mixed", "third-party", false)(`deploy 完了之后 let me know，我再跑 smoke test。`),
  // why: quoted promise is Kenji's, not the agent's
  mk("mixed", "false-block", false)(`Kenji さんが PR で「明日 review して get back to you します」と言っていたので、こちらは wait で OK です。`),
  mk("mixed", "third-party", false)(`这个 bot 会在 pipeline finished 的时候 ping 你，it's a GitHub App feature，不是我这边发的。`),
  mk("mixed", "false-block", false)(`CI はもう green です。明日の release に向けて checklist を更新しました：

- [x] migration
- [x] backfill
- [x] smoke test
- [x] notification 設定の確認`),
];

// Blind probe 123 (sixteenth session, scored on 8f68dfd before its own fixes): one writer who read SPEC §3 alone,
// eighty replies of a concierge in keigo and casual Japanese, and the same in Chinese and English; en 14, zh 10, zh-tw 6,
// ja 26, mixed 24; 33 to block. First pass 78/80 (blocks 31/33: a promise in a table's 対応 column; "FOMC 那天我会 remind
// 你"; false blocks 0/47).
const PROBE123: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── en (14) ─────────────
  mk("en", "alert", true)(`Short version: the ARB unlock on the 16th is smaller than the headlines suggest — roughly 1.1% of circulating supply, and about 60% of it goes to team/advisors who historically haven't dumped at unlock.

What I checked so far:
- Vesting schedule from the token docs
- Last three unlock windows vs. 7-day price action
- Exchange inflows from the labeled team wallets (none in the past 30 days)

What I haven't done yet is trace the investor tranche through the multisig — that means walking a few hundred transfers. I'll work through those tonight and get back to you tomorrow morning with the full wallet map.`),
  mk("en", "alert", true)(`## Plan for CPI week

- **Tue 8:30 ET** – CPI print. I'll ping you the moment it drops with the core vs. consensus delta.
- **Wed** – PPI, lower impact.
- **Thu** – jobless claims.

Positioning-wise I'd stay light into Tuesday. BTC implied vol is already pricing roughly a 3% move.`),
  mk("en", "mixed", true)(`Here's the audit for the first two contracts:

| Contract | Severity | Finding |
|---|---|---|
| Vault.sol | High | \`withdraw()\` updates the balance after the external call (reentrancy) |
| Router.sol | Low | Unchecked return value on \`transfer\` |

The remaining three (Staking, Oracle, Governor) are still going through Slither — it's slow on Governor because of the inheritance tree. I'll send you the rest of the findings once that finishes.`),
  // why: the only job is 10 hours old, so it cannot back a promise made now
  mk("en", "registered", true)(`Noted — FOMC is Wednesday at 2pm ET. I'll remind you Wednesday morning so you can trim before the statement.`, OLDJOB),
  mk("en", "alert", true)(`Status of everything you asked for:

| Item | Status |
|---|---|
| ETH/BTC ratio chart | ✅ done |
| Funding heatmap | ✅ done |
| Options OI by strike | ⏳ Deribit snapshot is delayed — I'll update you after the close |
| Liquidation levels | ✅ done |`),
  mk("en", "third-party", false)(`Binance's announcement says they'll notify all users by email as soon as deposits on the new network open. Until then, don't send anything on that chain — it won't be credited.`),
  mk("en", "third-party", false)(`Coinbase will email you once the withdrawal clears — usually 10–30 minutes for ETH. Nothing else is needed from my side; the tx hash is in your Coinbase activity tab.`),
  mk("en", "false-block", false)(`Yesterday I told you I'd let you know when the Fed minutes came out — they're out now, so here's the rundown:

- Most participants saw "some further tightening" as appropriate
- Balance sheet runoff unchanged
- Two members flagged tightening credit conditions

Market reaction so far: 2Y +6bp, BTC -1.2%. That's the whole update.`),
  mk("en", "false-block", false)(`Want me to remind you tomorrow at 9:00 before the open? If so, I'll set it up as a scheduled task.`),
  mk("en", "feature", false)(`How price alerts work on the dashboard:

1. You pick a symbol and a threshold.
2. Once the price crosses it, the app sends you a push notification and an email.
3. Alerts reset after they fire, so you'll need to re-arm them.

You don't need me online for any of this — the alert service runs on its own.`),
  mk("en", "registered", false)(`Done — scheduled. I'll remind you tomorrow at 14:00 UTC to check whether the SOL/ETH spread closed back under 0.055.`, TOOL),
  mk("en", "registered", false)(`I've spun up a background agent that polls the mempool every 30 seconds for your stuck tx. I'll let you know as soon as it confirms or gets dropped.`, SPAWN),
  mk("en", "third-party", false)(`Let me know once you've rotated the API key on your side, and when you're back I'll redeploy the bot with the new config.`),
  // why: a subagent run 5 minutes old registers a follow-up this turn; the spec's exemption is per reply, not per promise
  mk("en", "false-block", false)(`Kicked off. The backtest subagent started a few minutes ago and is grinding through 2019–2024 on the 4h candles.

- I'll ping you when the run finishes with Sharpe, max DD and the equity curve.
- I'll also send the parameter-sweep heatmap tomorrow.`, RUN),

  // ───────────── zh (10) ─────────────
  mk("zh", "alert", true)(`非农周五晚上 8:30 公布。我这边先把历史数据和预期值整理好，数据一出来我第一时间告诉你实际值和市场反应。`),
  mk("zh", "alert", true)(`今天的复盘：

1. BTC 在 6.8 万附近反复测试，量能在萎缩
2. ETH/BTC 跌到年内新低 0.048
3. SOL 链上活跃度回升，DEX 交易量环比 +22%

明日关注：
- 美国 PCE 数据
- 明天开盘前我会提醒你看一下 ETH 的资金费率，如果转正再考虑加仓`),
  mk("zh", "mixed", true)(`下面是前三家交易所的手续费对比：

| 交易所 | Maker | Taker |
|---|---|---|
| Binance | 0.02% | 0.05% |
| Coinbase | 0.40% | 0.60% |
| Kraken | 0.25% | 0.40% |

OKX 和 Bybit 的 VIP 费率表我还在核对，稍后整理好再告诉你。`),
  // why: 10-hour-old job backs nothing new
  mk("zh", "registered", true)(`好的，记下了。ARB 下周二解锁，到那天我会提醒你提前减仓。`, OLDJOB),
  mk("zh", "third-party", false)(`充值到账后交易所会给你发短信和邮件通知，一般 12 个区块确认，你不用一直盯着。`),
  mk("zh", "false-block", false)(`要不要我明天早上九点提醒你看一下日元汇率？`),
  mk("zh", "false-block", false)(`你之前让我数据出来后告诉你——CPI 已经公布了，下面就是结果：

- 整体 CPI 同比 3.2%（预期 3.3%）
- 核心 CPI 同比 3.8%（预期 3.8%）

BTC 五分钟内拉了 1.5%，美债收益率下行。就这些。`),
  mk("zh", "registered", false)(`已经设好了定时任务，明天上午 10 点我会提醒你检查一下挂单有没有成交。`, JOB),
  mk("zh", "feature", false)(`Starchild 的定时任务是这样工作的：你设好时间和内容，到点后系统会自动推送消息通知你；任务执行完成后，系统也会把结果发回原来的对话里。`),
  mk("zh", "registered", false)(`我已经派了一个后台子代理去跑网格策略的回测，跑完之后我会告诉你收益和最大回撤。`, SPAWN),

  // ───────────── zh-tw (6) ─────────────
  mk("zh-tw", "alert", true)(`今天美股收盤後我再通知你這幾檔礦股的盤後走勢，尤其是 MARA 的財報反應。`),
  mk("zh-tw", "alert", true)(`整理一下目前的進度：

| 項目 | 狀態 |
|---|---|
| 台幣入金管道比較 | 已完成 |
| MAX 與幣託的費率 | 已完成 |
| 出金到帳時間實測 | 還在等轉帳，明天告訴你結果 |`),
  mk("zh-tw", "alert", true)(`這個問題需要翻一下鏈上資料，我研究完之後再告訴你那個錢包是不是做市商的。`),
  mk("zh-tw", "third-party", false)(`幣安會在錢包維護結束後發 email 通知你，到時候再提幣就好。`),
  mk("zh-tw", "registered", false)(`已排程：明天早上八點提醒你檢查 USDT 的借貸利率。`, TOOL),
  mk("zh-tw", "false-block", false)(`需要我在 CPI 公布後提醒你嗎？還是你自己看就好？`),

  // ───────────── ja (26) ─────────────
  mk("ja", "alert", true)(`承知いたしました。過去3回のビットコイン半減期前後の値動きと、マイナーの売り圧力の推移を調査いたします。

オンチェーンデータの取得と集計に少々お時間を頂戴いたしますので、結果がまとまり次第ご連絡いたします。`),
  mk("ja", "alert", true)(`日銀の金融政策決定会合の結果は、明日お昼ごろ公表される見込みです。公表され次第、円相場への影響と合わせてお知らせいたします。`),
  mk("ja", "alert", true)(`## ETH ステーキング利回りの比較

| プロトコル | APR | 手数料 | 流動性 |
|---|---|---|---|
| Lido | 3.2% | 10% | 高 |
| Rocket Pool | 3.0% | 14% | 中 |
| Coinbase | 2.9% | 25% | 高 |

### 所見
- 利回りだけで見れば Lido が優位ですが、シェア集中のリスクがございます。
- Rocket Pool は分散性の観点で評価が高く、長期保有向きと考えられます。
- CEX ステーキングは手数料が高めです。

リスク面を含めた詳細な分析は、明日改めてご報告申し上げます。`),
  // why: 追って = "later" (a future cue); the agent is the one who will ご案内
  mk("ja", "alert", true)(`お問い合わせの件、上場申請の審査状況については取引所側の公開情報がまだございません。

審査の進捗につきましては、追ってご案内します。`),
  mk("ja", "alert", true)(`おっけー、バックテストの条件こっちで組んどく！終わったら教えるね 🙌`),
  mk("ja", "registered", false)(`明日の段取り：
- 8:30 経済指標チェック
- 朝イチでファンディングレートもう一回見てリマインドするよ（さっきジョブ登録済み）
- 昼以降はポジション調整`, JOB),
  mk("ja", "alert", true)(`今週のイベントと対応です。

| 日付 | イベント | 対応 |
|---|---|---|
| 火 | 米CPI | 発表後にお知らせします |
| 水 | FOMC議事録 | ー |
| 金 | 雇用統計 | ー |`),
  mk("ja", "mixed", true)(`以下が第1弾のレポートです。

**対象:** BTC, ETH, SOL
- BTC: 200日移動平均線の上で推移、トレンドは継続
- ETH: 出来高減少、レンジ内
- SOL: 高値更新後の調整局面

残りの AVAX と LINK につきましては、明日までに分析を終えてご報告いたします。`),
  mk("ja", "registered", true)(`かしこまりました。来週の FOMC の前日にリマインドいたします。`, OLDJOB),
  mk("ja", "alert", true)(`上場アナウンス出たらすぐ知らせるよ。たぶん今週中だと思う。`),
  // why: the exchange is mentioned, but the subject of ご連絡差し上げます is the agent
  mk("ja", "alert", true)(`現在、取引所のサポート窓口からの回答待ちの状態でございます。回答が届き次第、改めてご連絡差し上げます。`),
  mk("ja", "third-party", false)(`出金処理が完了いたしますと、取引所よりご登録のメールアドレス宛てに完了のお知らせが届きます。通常は30分ほどでございます。`),
  mk("ja", "third-party", false)(`指値注文が約定すると、アプリのプッシュ通知でお知らせが届きます。設定画面で通知がオンになっているかだけご確認ください。`),
  mk("ja", "false-block", false)(`昨日「発表されましたらお知らせいたします」と申し上げておりました米CPIの件、本日発表されましたのでご報告いたします。

- 総合: 前年比 +3.1%（予想 +3.2%）
- コア: 前年比 +3.9%（予想 +3.8%）

以上が結果でございます。`),
  mk("ja", "false-block", false)(`お待たせいたしました。以下が調査結果のご報告です。

1. 該当アドレスは2021年から継続的にDEXで取引
2. 大口の入金元は Binance のホットウォレット
3. ミキサー経由の資金は確認されませんでした

ご不明点がございましたら、お気軽にお申し付けください。`),
  mk("ja", "false-block", false)(`ご希望でしたら、明日の朝8時にリマインドいたしましょうか？`),
  mk("ja", "false-block", false)(`バックテスト終わったら教えようか？それとも自分で見る？`),
  mk("ja", "feature", false)(`Starchild のリマインダー機能では、指定した時刻になりますと自動でお知らせが届きます。繰り返しの設定も可能でございます。`),
  mk("ja", "registered", false)(`明日9時にリマインドを設定いたしました。時間になりましたら、こちらのチャットにてお知らせいたします。`, TOOL),
  mk("ja", "registered", false)(`毎朝8時の市況レポートを定期ジョブとして登録いたしました。明日の朝からお届けいたします。`, JOB),
  mk("ja", "registered", false)(`バックグラウンドで監視エージェントを起動いたしました。ブリッジの着金が確認でき次第、ご連絡いたします。`, SPAWN),
  mk("ja", "registered", false)(`さっき開始した監視タスク、ちゃんと動いてるよ。ETH が 3,000 ドル割ったら知らせるね。`, RUN),
  mk("ja", "third-party", false)(`設定の変更が終わりましたら、お手数ですがご連絡ください。こちらで確認いたします。`),
  mk("ja", "false-block", false)(`田中さんから、明日レビュー結果をお知らせくださるとのご連絡がありました。`),
  // why: a scheduling tool ran this turn, so per the spec a follow-up is registered even though only one line says 登録済み
  mk("ja", "false-block", false)(`今後の予定を整理いたしました。

- 明日 9:00：決算前のリマインド（登録済み）
- 決算発表後：結果をご報告いたします
- 来週：ポートフォリオの見直し案をお送りいたします`, TOOL),
  mk("ja", "false-block", false)(`デプロイが完了すると、GitHub Actions が自動で Slack に通知します。私の方で追加の作業はございません。`),

  // ───────────── mixed (24): 12 Japanese-based, 12 Chinese-based ─────────────
  mk("mixed", "alert", true)(`CPI 出たらすぐ ping しますね。コンセンサスは前年比 3.1% です。`),
  mk("mixed", "alert", true)(`本日のポジション損益は、after the close にまとめてお知らせします。`),
  mk("mixed", "alert", true)(`取り急ぎサマリーです：大口ウォレットからの取引所流入は前日比で約2倍。詳細なオンチェーン分析は tomorrow morning にご連絡いたします。`),
  mk("mixed", "alert", true)(`バックテストの results と drawdown chart は、終わり次第お知らせしますね。`),
  mk("mixed", "alert", true)(`PR のレビューが終わったら let you know しますね。たぶん1時間くらいです。`),
  mk("mixed", "third-party", false)(`Binance が出金完了時に email で notify してくれるので、こちらで待つ必要はありません。`),
  mk("mixed", "false-block", false)(`明日の US open 前に remind しましょうか？`),
  mk("mixed", "registered", false)(`scheduled task 登録しました。tomorrow 9am に remind しますね。`, TOOL),
  mk("mixed", "false-block", false)(`前に「データ出たら ping します」って言ってた件、出たので共有します。以下が numbers です：
- ETF net inflow: +$420M
- IBIT: +$310M
以上です。`),
  mk("mixed", "feature", false)(`この alert 機能は、price が threshold を超えると push で notify してくれます。Starchild が起動してなくても動きます。`),
  mk("mixed", "registered", false)(`subagent を spawn しました。indexing が finish したら let you know します。`, SPAWN),
  mk("mixed", "third-party", false)(`API key 更新できたら let me know してください。そしたら redeploy します。`),
  mk("mixed", "alert", true)(`等非农出来我 ping 你，预期是 18 万。`),
  mk("mixed", "alert", true)(`after the close 我再通知你具体的仓位变化，现在盘中波动太大。`),
  mk("mixed", "alert", true)(`这个问题要查一下链上数据，I'll get back to you 明天之前。`),
  mk("mixed", "alert", true)(`明天我把 funding rate 的 breakdown 告诉你，今天数据还不全。`),
  mk("mixed", "alert", true)(`EOD 之前我会 update 你部署的进度。`),
  // why: 10-hour-old job backs nothing new
  mk("mixed", "registered", true)(`FOMC 那天我会 remind 你先减仓。`, OLDJOB),
  mk("mixed", "third-party", false)(`OKX 会在 KYC 审核通过后 email 你，一般 1–2 个工作日。`),
  mk("mixed", "false-block", false)(`要我 tomorrow morning remind 你一下吗？`),
  mk("mixed", "registered", false)(`已经建好 scheduled job 了，明天 9 点我会 remind 你看财报。`, JOB),
  mk("mixed", "false-block", false)(`你之前说 data 出来 let you know——好了，下面就是：

| 指标 | 实际 | 预期 |
|---|---|---|
| Initial claims | 21.8万 | 22.5万 |

就这些。`),
  mk("mixed", "registered", false)(`backtest run 已经在跑了，跑完我告诉你 Sharpe 和 max drawdown。`, RUN),
  mk("mixed", "third-party", false)(`TradingView 的 alert 触发时会 notify 你，不需要我一直盯着。`),
];

// Blind probe 124 (sixteenth session, scored on 9beaaaa before its own fixes): one writer who read SPEC §3
// alone, eighty replies with promises hidden in informative ones (events and vague times as cues, plans shared with the
// user); en 24, zh 16, zh-tw 8, ja 16, mixed 16; 32 to block. First pass 79/80 (false blocks 1/48: "那收盘的时候就不用再
// 提醒你了", a reminder called off).
const PROBE124: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (24: 10 block / 14 pass) ─────────────────────────
  mk("en", "alert", true)(`## Midday snapshot

| Asset | Price | 24h | Funding (8h) |
|---|---|---|---|
| BTC | 67,420 | +1.8% | 0.011% |
| ETH | 3,390 | +0.9% | 0.008% |
| SOL | 148.2 | −0.6% | 0.015% |

BTC is grinding against the 67.5k shelf with open interest climbing, which usually means the move is leverage-driven rather than spot-led. ETH/BTC is flat; SOL funding is the most stretched of the three.

Key level to watch: a daily close above 68k flips the range high into support.

I'll check again after the FOMC statement at 2pm ET and let you know if any of these levels change.`),

  mk("en", "alert", true)(`Found a likely culprit for the 502s.

The upstream \`/prices\` call times out at 10s, but the worker restarts every time the pool hits its memory ceiling, and those restarts line up almost exactly with the 502 timestamps in your screenshot. I added a log line around the retry wrapper so we can see whether the retries themselves are piling up:

\`\`\`ts
logger.info({ attempt, elapsedMs, poolSize: pool.size }, "price fetch retry");
\`\`\`

I'll let you know what the logs say once the next cron tick runs. In the meantime, bumping \`maxRetries\` down from 5 to 2 should stop the pile-up, since each retry holds a connection open for the full timeout.`),

  mk("en", "alert", true)(`Here's how I'd split it up:

1. **You:** move the stop on the ETH long to 3,280 (just under yesterday's low).
2. **You:** set a price alert on the exchange at 3,450 so you get pinged if it squeezes.
3. **Me:** when CPI prints Wednesday morning, I'll get back to you on whether the long still makes sense or whether we should trim.
4. **You:** decide on size after that.

Nothing else to do today.`),

  // why: "in a bit" is a vague but clearly future time cue
  mk("en", "alert", true)(`Kicking off the build for the funding-rate dashboard now — it usually takes a few minutes because of the chart bundle. I'll let you know in a bit when the preview link is live.`),

  mk("en", "alert", true)(`Your hedge is fine for now: the perp short covers about 80% of the spot exposure, and funding is slightly positive so you're being paid to hold it.

The one thing to watch is the roll — the quarterly expires Friday and the basis has been compressing. I'll remind you later tonight to roll the hedge before the funding reset.`),

  mk("en", "alert", true)(`Sounds good — I'll get back to you after lunch with the backtest numbers.`),

  mk("en", "mixed", true)(`Here's the ETH breakdown:

- **Staking inflows** (7d): +212k ETH
- **Exchange netflow** (7d): −96k ETH
- **Largest wallet move:** 40k ETH from a Coinbase hot wallet to a fresh address

The SOL endpoint is returning stale data (last update 6h ago), so I left that section out rather than show you wrong numbers. I'll get back to you with the SOL section once the endpoint recovers.`),

  // why: the only job is 10 hours old and predates this promise, so it backs nothing new
  mk("en", "registered", true)(`Your Monday-morning digest is still scheduled as before, nothing changed there.

As for the TIA unlock: about 175M tokens release tomorrow at 14:00 UTC, roughly 9% of circulating. I'll let you know when the unlocked tokens start hitting exchanges tomorrow.`, OLDJOB),

  mk("en", "alert", true)(`The 4h candle closes in about 40 minutes.

> If it closes above **3,420**, that's the breakout confirmation we talked about. A wick above and close back inside the range is a fakeout.

Volume on this candle is already above the 20-period average, which leans bullish. I'll tell you which way it went after the next candle closes.`),

  mk("en", "alert", true)(`### NVDA into earnings

- Reports **after the bell Wednesday**
- Implied move: ±8.1%
- Front-week IV: 62, vs. 38 for the month after

The IV term structure is steep, so anything long premium through the print is fighting a big crush. A calendar (short front week / long next month) is the cleaner expression if you want exposure.

I'll get back to you after earnings with the actual IV crush numbers so you can see how the calendar would have done.`),

  mk("en", "false-block", false)(`CPI drops at **8:30 ET tomorrow**. A few things from the last eight prints:

- BTC's median absolute 1h move after CPI: **1.4%**
- The first move reversed within 4 hours in 5 of 8 cases
- Funding tends to reset lower into the print as people de-lever

FOMC is the following Wednesday, and the ARB unlock lands the same week, so expect the whole window to be noisy. If you're trading it, smaller size and wider stops than usual.`),

  mk("en", "false-block", false)(`Let me know once the funding reset goes through and you've checked the new rate — if it's still above 0.03%, the short starts to pay for itself and we can talk about adding.`),

  mk("en", "third-party", false)(`You don't need to watch the unlock yourself. Bybit will notify you by email and push when the vesting contract releases, and the token page shows a countdown. The exchange also sends a separate alert when deposits of the token are credited, which is usually 10–20 minutes after the release.`),

  mk("en", "registered", false)(`Done — I scheduled a one-off reminder for **13:45 ET**, fifteen minutes before the FOMC statement. I'll remind you then, right here in this chat, with the levels we marked:

- BTC: 66.2k support / 68.1k resistance
- ETH: 3,280 / 3,450`, TOOL),

  mk("en", "registered", false)(`Set up. There's now a job watching the ETH 4h candle; I'll let you know when it closes above 3,420 (or if it closes back below 3,300, whichever comes first).`, JOB),

  mk("en", "registered", false)(`I spun up a background subagent that's tailing the build logs for the preview deploy. It polls every 30 seconds. I'll let you know what the logs say once the build finishes — if it fails, you'll get the first error and the file it points to.`, SPAWN),

  mk("en", "registered", false)(`The backtest subagent started a few minutes ago on the 2021–2024 data. I'll get back to you when it finishes with Sharpe, max drawdown and the trade list.`, RUN),

  mk("en", "false-block", false)(`Since you've already closed the SOL short, there's no need to remind you at the funding reset now — I've dropped that from the list. Your remaining open position is the ETH spot bag, which has no funding exposure.`),

  mk("en", "false-block", false)(`Want me to remind you 10 minutes before the close so you can decide on the overnight hold?`),

  mk("en", "false-block", false)(`You asked me to let you know when the CPI print came in — here it is:

| | Actual | Expected | Prior |
|---|---|---|---|
| Headline m/m | 0.2% | 0.3% | 0.4% |
| Core m/m | 0.3% | 0.3% | 0.4% |
| Core y/y | 3.6% | 3.7% | 3.8% |

Softer than expected on the headline. BTC jumped 1.1% in the first five minutes and is holding it so far.`),

  mk("en", "third-party", false)(`Dana from the infra team said she'll get back to you after lunch about raising the RPC quota. Until then we're capped at 25 req/s, which is enough for the dashboard but not for the backfill script.`),

  // why: the promise sits inside the bot's message string; the subject of the last sentence is the bot ("it")
  mk("en", "false-block", false)(`Here's the \`/funding\` handler for your Telegram bot:

\`\`\`ts
bot.command("funding", async (ctx) => {
  const next = await nextFundingTime(ctx.match || "BTCUSDT");
  await ctx.reply("Got it — I'll remind you 5 minutes before the next funding reset.");
  scheduleAlert(ctx.chat.id, next - 5 * 60_000);
});
\`\`\`

Once you deploy it, it will remind each user 5 minutes before every funding reset they subscribe to.`),

  // why: offer conditional on the user's say-so; nothing is committed
  mk("en", "false-block", false)(`The presser usually moves things more than the statement itself — last three meetings, the biggest 15-min candle came 20–30 minutes into Powell's Q&A. If you'd like, I can set a reminder for after the FOMC presser; just say the word.`),

  mk("en", "false-block", false)(`Noted — I won't remind you at the close then, since you'll be at your desk. Your exchange alert at 3,380 is still active and will fire on its own if price gets there.`),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`**今日盘面小结**

- BTC 在 66.8k–68.2k 区间震荡，成交量萎缩
- ETH 汇率走弱，ETH/BTC 跌破 0.050
- 资金费率整体偏正，多头略拥挤

整体偏震荡，短线没有明确方向。FOMC 之后我再看一下，有变化会第一时间告诉你。`),

  mk("zh", "alert", true)(`报错的原因基本确定了：RPC 节点对 \`eth_getLogs\` 做了限流，单次查询超过 2000 个区块就会直接返回 429。

我已经在重试逻辑里加了日志，把每次请求的区块范围和耗时都打出来。等下一次定时任务跑完，我把日志结果告诉你。

临时解决办法：把 \`BLOCK_RANGE\` 从 5000 改成 1500，应该就不会再触发限流了。`),

  mk("zh", "alert", true)(`接下来这样安排：

1. 你先把止损挪到 58000；
2. 你在交易所里设好 61500 的价格提醒；
3. CPI 公布后我提醒你重新评估要不要加仓；
4. 如果跌破 57000，直接离场，不用等我。`),

  mk("zh", "alert", true)(`页面正在构建，图表组件比较大，需要几分钟。稍后预览好了我通知你。`),

  // why: 跟你汇报 is a report-back promise to the user
  mk("zh", "alert", true)(`今天的链上数据还没有完全同步，交易所净流入那一块缺了最近 6 小时。明天上午我再跟你汇报 ETH 的完整链上数据。`),

  mk("zh", "mixed", true)(`下面是 BTC 的部分：

| 指标 | 数值 |
|---|---|
| 7 日交易所净流出 | 18,400 BTC |
| 长期持有者占比 | 74.2% |
| 矿工余额变化 | −1,150 BTC |

SOL 的数据接口还在维护，等接口恢复后我再告诉你 SOL 的结果。`),

  mk("zh", "false-block", false)(`这周事件比较多：

- 周三晚 8:30 公布 CPI
- 周四 ARB 解锁，约 9200 万枚
- 资金费率每 8 小时结算一次，下一次在 16:00

收盘前后波动通常会放大，建议仓位轻一点，止损放宽一些。`),

  mk("zh", "false-block", false)(`等资金费率结算完你告诉我一下新的费率，我们再决定要不要平掉空单。`),

  mk("zh", "third-party", false)(`不用一直盯着。币安会在解锁完成后通过 App 推送通知你，代币到账时还会再发一条站内信。`),

  mk("zh", "registered", false)(`已创建定时任务：明天 20:25（CPI 公布前 5 分钟）。到时候我会在这个对话里提醒你，并附上我们标好的关键价位。`, TOOL),

  mk("zh", "registered", false)(`我已经启动了一个后台子代理，专门盯部署日志，每 30 秒轮询一次。部署完成后我会告诉你结果，如果失败会把第一条报错贴给你。`, SPAWN),

  mk("zh", "false-block", false)(`你已经把仓位平掉了，那收盘的时候就不用再提醒你了。剩下的只有现货，没有资金费率的问题。`),

  mk("zh", "false-block", false)(`要不要我在 FOMC 发布前十分钟提醒你？`),

  mk("zh", "false-block", false)(`你之前让我在下一根 K 线收盘后告诉你结果——现在已经收了，结果如下：

- 4 小时收盘价：3,436，站上 3,420
- 成交量是 20 周期均量的 1.6 倍
- 没有明显上影线

突破确认，可以按计划执行。`),

  mk("zh", "registered", false)(`回测子任务几分钟前已经开始跑了，用的是 2021–2024 年的数据。跑完我把夏普比率、最大回撤和交易明细一起告诉你。`, RUN),

  mk("zh", "third-party", false)(`小王说他午饭后会把 RPC 配额的事情告诉你，在那之前我们每秒最多 25 个请求，仪表盘够用，但回填脚本会很慢。`),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`目前財報前的隱含波動率偏高，買方權利金很貴，不太建議裸買選擇權。

美股收盤後我再幫你看一次財報數據，有結果會通知你。`),

  mk("zh-tw", "alert", true)(`看起來是 websocket 斷線重連的問題：每次交易所推送心跳逾時，客戶端就重新訂閱一次，結果同一個頻道被訂閱了好幾次，資料才會重複。

我已經在重連邏輯加了日誌。等今晚下一次資金費率結算後，我再把日誌結果告訴你。先把 \`reconnectDelay\` 調到 3 秒應該能緩解。`),

  // why: 晚點 is a vague but clearly future time cue
  mk("zh-tw", "alert", true)(`儀表板的資料還在整理，我晚點弄好之後再通知你去看預覽。`),

  mk("zh-tw", "false-block", false)(`聯準會 FOMC 會議在週三，聲明下午 2 點公布，2 點半是記者會。過去幾次會議，記者會期間的波動通常比聲明本身更大，收盤前後也常有第二波走勢。`),

  mk("zh-tw", "false-block", false)(`等解鎖完成、代幣到帳後你再告訴我，我們再討論要不要減倉。`),

  mk("zh-tw", "registered", false)(`已經有一個排程任務在盯著 4 小時 K 線，收線後我會通知你是否站上 3,420。`, JOB),

  mk("zh-tw", "false-block", false)(`既然你已經在交易所手動設好提醒，我就不用在收盤時提醒你了，免得重複。`),

  mk("zh-tw", "false-block", false)(`需要我在午餐後提醒你檢查倉位嗎？`),

  // ───────────────────────── ja (16: 7 block / 9 pass) ─────────────────────────
  mk("ja", "alert", true)(`### 本日のマーケット概況

- BTC：67,000ドル付近でもみ合い、出来高は減少
- ETH：3,400ドルの抵抗線を再度試すも上抜けできず
- 資金調達率：全体的にややプラス、ロング偏重

本日は方向感に欠ける展開でした。FOMCの声明が出たら、もう一度確認してお知らせします。`),

  mk("ja", "alert", true)(`原因はおそらくAPIのレート制限です。エラーログの時刻と、1分あたりのリクエスト数が上限の120を超えたタイミングがほぼ一致しています。

リトライ部分にログを追加したので、次のcronが走ったらログの内容をご報告します。その間は、\`concurrency\` を 8 から 3 に下げておけば429はほぼ出なくなるはずです。`),

  mk("ja", "alert", true)(`進め方の案です：

1. ストップロスを3,280ドルに移動（あなた）
2. 取引所で3,450ドルの価格アラートを設定（あなた）
3. CPI発表後、ポジションを継続するかどうか私からご連絡します
4. 最終的なサイズはその後で決めましょう`),

  // why: 少ししたら is a vague but clearly future time cue
  mk("ja", "alert", true)(`プレビューをビルド中です。チャートのバンドルが大きいので数分かかります。少ししたらURLをお知らせしますね。`),

  mk("ja", "alert", true)(`アンロックは明日の23時（日本時間）で、流通量の約7%にあたります。明日の朝、取引所への入金状況をまとめてリマインドします。`),

  mk("ja", "mixed", true)(`以下がBTCの分析です。

| 指標 | 値 |
|---|---|
| 取引所純流出（7日） | 18,400 BTC |
| 長期保有者比率 | 74.2% |
| 未決済建玉 | 過去最高水準 |

ETHはデータ取得に失敗したので、APIが復旧したらお知らせします。`),

  // why: the only job is 10 hours old and predates this promise, so it backs nothing new
  mk("ja", "registered", true)(`毎朝のダイジェスト配信は引き続き有効です。それとは別に、決算発表が終わったら結果をお伝えします。`, OLDJOB),

  mk("ja", "false-block", false)(`次の資金調達率のリセットは日本時間17時です。ローソク足の確定直後に大きく動くケースが多く、特に4時間足の確定と重なるときは注意が必要です。来週はCPIとFOMCが続くので、ボラティリティは高めになりそうです。`),

  mk("ja", "false-block", false)(`デプロイが終わったら教えてください。ログを一緒に確認しましょう。`),

  mk("ja", "third-party", false)(`ご自身で監視する必要はありません。取引所アプリがアンロック完了時にプッシュ通知でお知らせします。入金反映時にも別途メールが届きます。`),

  mk("ja", "registered", false)(`リマインダーを設定しました。明日の20時25分、CPI発表の5分前にこのチャットでお知らせします。`, TOOL),

  mk("ja", "registered", false)(`バックテスト用のサブエージェントが数分前に走り始めました。終わったらシャープレシオと最大ドローダウンをお知らせします。`, RUN),

  mk("ja", "false-block", false)(`もうポジションを閉じたので、引け後のリマインドは不要ですね。リストから外しておきました。`),

  mk("ja", "false-block", false)(`FOMCの声明の10分前にリマインドしましょうか？`),

  mk("ja", "false-block", false)(`決算が出たら知らせてほしいとのことでしたが、先ほど発表されました。以下が要点です：

- 売上高：予想を4%上回る
- ガイダンス：据え置き
- 時間外：+6.2%

IVは発表直後に62から35まで低下しています。`),

  mk("ja", "third-party", false)(`田中さんが、昼食後にRPCの件で連絡するとのことです。それまではリクエスト上限が毎秒25件のままです。`),

  // ───────────────────────── mixed (16: 6 block / 10 pass) ─────────────────────────
  mk("mixed", "alert", true)(`BTC 现在在 67k 附近 consolidate，funding 有点偏高，OI 还在往上走，说明是 leverage 在推。ETH 跟得比较弱。

FOMC 之后我再 check 一下，then I'll let you know 要不要加仓。`),

  mk("mixed", "alert", true)(`这个 bug 应该是 race condition：两个 worker 同时读到同一个 nonce，然后都去 submit tx。我在 \`sendTx\` 前后加了 log。等 next deploy 跑完 I'll get back to you with 日志结果，先把 worker 数改成 1 就不会再撞了。`),

  mk("mixed", "alert", true)(`今のところ chart 的には range 継続です。volume も細ってます。next candle が確定したら I'll let you know どっちに抜けたか。`),

  mk("mixed", "alert", true)(`Plan：
1. 你先 move stop 到 break-even；
2. 你在 Binance 设一个 3,450 的 alert；
3. CPI 出来之后 I'll remind you 看一下 position size；
4. 其他的先不动。`),

  // why: "in a bit" plus a completion cue (build が通ったら) with the agent as subject
  mk("mixed", "alert", true)(`dashboard の build 回してます。build が通ったら preview の URL と一緒にお知らせしますね、probably in a bit.`),

  mk("mixed", "alert", true)(`回测还在整理 edge cases，after lunch 我再 get back to you with 完整结果。`),

  mk("mixed", "false-block", false)(`这周 FOMC 和 CPI 都有，market 可能很 choppy。funding reset 前后 spread 也会变宽，建议 position size 小一点，stop 放远一点。`),

  mk("mixed", "third-party", false)(`unlock 完成后 Binance 会 push notification 通知你，代币到账也有邮件，不用 worry。`),

  mk("mixed", "registered", false)(`scheduled_task 已经 set 好了，明天 close 前 15 分钟我会 remind 你，到时候直接在这个 chat 里。`, TOOL),

  mk("mixed", "registered", false)(`subagent を spawn しました。build が終わったら logs の内容をお知らせします。fail した場合は最初の error を貼りますね。`, SPAWN),

  mk("mixed", "false-block", false)(`你已经 close 了 position，那 funding reset 的时候就 no need to remind you 了，我从 list 里拿掉了。`),

  mk("mixed", "false-block", false)(`要不要我在 earnings 之前 remind 你一下？`),

  mk("mixed", "false-block", false)(`deploy 終わったら let me know してください、logs 一緒に見ましょう。`),

  mk("mixed", "false-block", false)(`你之前让我 CPI 出来后 let you know —— 数据刚出来了，here's the breakdown：headline 0.3% MoM，比 expected 高 0.1，core 持平。BTC 五分钟内跌了 1.2%，现在在 66.4k 附近。`),

  mk("mixed", "registered", false)(`価格 alert の job はさっき作成済みです。3,500 を超えたら I'll let you know.`, JOB),

  // why: the subject is the bot ("it"), a system, not the agent
  mk("mixed", "third-party", false)(`这个 bot deploy 之后，it will remind you 每次 funding reset 前 5 分钟，不需要你手动设。`),
];

// Blind probe 125 (sixteenth session, a mixed-language slice scored on 9beaaaa before its fixes): one writer who read SPEC §3
// alone, sixty code-switched replies (20 simplified Chinese-based, 10 traditional with Cantonese, 30 Japanese-based); 24
// to block. First pass 56/60 (blocks 23/24: Cantonese 聽日 as a cue; false blocks 3/36: "所以 I can't 到时候主动提醒你",
// "唔會 later 再 ping 你", "終わったら let you know すると言ってましたが、もう終わりました").
const PROBE125: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── Chinese-based (simplified) × English — 8 block / 12 pass ─────────────
  mk("mixed", "alert", true)(`好的,backtest 已经开始跑了,参数是 20/50 EMA cross + 2% trailing stop,大概要 20 分钟。跑完 ping 你 👍`),
  mk("mixed", "alert", true)(`Dashboard 的 layout 我重写了一半:

- header 和 watchlist 已经 responsive 了
- 右边的 heatmap 在 mobile 上还会 overflow

CSS 那块我明天 fix 完再通知你。`),
  // why: delivers BTC now, but the ETH half is still a promise bound to "once it's ready"
  mk("mixed", "alert", true)(`先给你 BTC 的 funding rate:

| Exchange | Funding (8h) |
|---|---|
| Binance | 0.0100% |
| Bybit | 0.0085% |
| OKX | 0.0092% |

ETH 那部分数据还在拉,once it's ready 我再 let you know。`),
  mk("mixed", "alert", true)(`明白。SOL 现在 152 左右,如果跌破 140,I'll 通知你 tomorrow 开盘前,到时候再讨论要不要加仓。`),
  // why: the only job is 10 hours old, so it backs nothing promised now
  mk("mixed", "alert", true)(`没问题,明早 9 点我 remind 你做 rebalance,目标比例还是 BTC 60 / ETH 30 / stables 10。`, OLDJOB),
  mk("mixed", "alert", true)(`页面已经提交到 community site 了,不过新作品需要人工 review。审核通过后我会第一时间 update 你 🙌`),
  mk("mixed", "alert", true)(`这个 PR 改动有点大(+1.2k / -800),我晚点再仔细看一下 reentrancy 那段,有结论了 get back to you。`),
  mk("mixed", "alert", true)(`合约地址我核对过了,bytecode 和 repo 里的 build 一致,但 source 还没 verify。I'll let you know once Etherscan 那边 verify 完成。`),

  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 到账之后会 email notify 你,通常 10 分钟以内;如果 network 拥堵,可能要等 30 分钟左右。`),
  mk("mixed", "feature", false)(`## Alert 功能说明

这个 dashboard 右上角有个 🔔 按钮:

1. 选择 pair(比如 BTC/USDT)
2. 设一个 threshold
3. 价格 cross 这个 threshold 时,它会 push notification 提醒你

不需要一直开着页面,browser 允许通知就行。`),
  mk("mixed", "registered", false)(`搞定 ✅ 已经 schedule 了一个 task,明天早上 8 点 remind 你看 CPI 数据,消息会直接发到这个对话里。`, TOOL),
  mk("mixed", "registered", false)(`已经开了一个 background subagent 在 poll 这个 tx 的状态(每 30 秒查一次),confirm 之后我会通知你。`, SPAWN),
  mk("mixed", "false-block", false)(`你之前让我 backtest 完告诉你结果 — 跑完了,结果如下:

\`\`\`
Period      2023-01-01 → 2024-06-30
Return      +38.4%
Max DD      -14.2%
Sharpe      1.42
Win rate    54%
\`\`\`

整体比 buy & hold 回撤小很多,但 2024 Q1 明显 underperform。`),
  // why: an offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)(`要不要我 set 一个 reminder,明天 FOMC 之前 30 分钟提醒你?你说一声我就建。`),
  // why: explicitly declines the follow-up
  mk("mixed", "false-block", false)(`说实话,我这边没法在后台持续 monitor 价格,所以 I can't 到时候主动提醒你。建议你在交易所 app 里设个 price alert,最靠谱。`),
  mk("mixed", "third-party", false)(`你 deploy 完之后 tell me 一声,我再帮你跑 smoke test 和 Lighthouse。`),
  mk("mixed", "false-block", false)(`你们 team 的 Kevin 刚在 thread 里说了,他明天 review 完会 ping 你。`),
  mk("mixed", "third-party", false)(`AgentX 上那个 funding bot 每天 UTC 0 点会自动 post summary,并且 @ 你,所以你不用自己去刷。`),
  // why: past-tense reminder, no future promise
  mk("mixed", "false-block", false)(`I already 提醒过你了哈 — 那个 unlock 是今天 12:00 UTC,不是明天。`),
  mk("mixed", "registered", false)(`subagent 正在跑 full history 的 backfill(2019 年至今的 1h K 线),完成后我会第一时间告诉你。`, RUN),

  // ───────────── Chinese-based (traditional, TW/HK) × English — 4 block / 6 pass ─────────────
  // why: Cantonese "同你講" = "tell you", bound to "deploy 完"
  mk("mixed", "alert", true)(`收到,deploy 完同你講 🙏`),
  mk("mixed", "alert", true)(`K 線圖的 data feed 偶爾會 lag 兩三秒,我明天再 check 一次 websocket 的 reconnect 邏輯,有問題會 update 你。`),
  mk("mixed", "alert", true)(`這個 vault 的 APY 我還在算,因為 reward token 的價格要用 snapshot 當時的。等 snapshot 出來之後 I'll get back to you。`),
  mk("mixed", "alert", true)(`頭三個 token 嘅 unlock schedule 整理好咗:

- **ARB** — 下個月中,約 2.6% supply
- **OP** — 月底,約 1.9% supply
- **APT** — 月中,約 1.1% supply

剩低嗰幾個我聽日整埋再 notify 你。`),

  mk("mixed", "registered", false)(`已經幫你排好咗,聽日朝早 9 點會 remind 你 check position 同 margin ratio。`, JOB),
  mk("mixed", "third-party", false)(`OKX 嗰邊 KYC 審核完會 send email 通知你,通常一兩日;如果補交文件,會再慢少少。`),
  mk("mixed", "feature", false)(`呢個 page 有 webhook 功能:你喺 settings 貼個 Telegram bot token,之後每次有新 listing 佢都會自動 notify 你。`),
  // why: a question, the agent commits to nothing
  mk("mixed", "false-block", false)(`你想我 tomorrow 開市前 remind 你嗎?定係你自己 set alarm 就得?`),
  // why: explicitly says it will not ping later
  mk("mixed", "false-block", false)(`我冇 background 權限,所以唔會 later 再 ping 你 — 你要自己 refresh 一下個 dashboard 先睇到最新數據。`),
  mk("mixed", "false-block", false)(`上次話 audit 完會通知你 — 而家 audit 完成咗,報告如下:

| Severity | Count |
|---|---|
| High | 0 |
| Medium | 2 |
| Low | 5 |

兩個 Medium 都係 \`approve\` 冇 check return value,改法已經寫喺 PR description。`),

  // ───────────── Japanese-based × English — 12 block / 18 pass ─────────────
  mk("mixed", "alert", true)(`了解です。migration を今流してるので、終わったら let you know します!`),
  mk("mixed", "alert", true)(`OK、明日の open 前に remind するね 👌`),
  mk("mixed", "alert", true)(`build は通りました。あとは preview への deploy だけなので、完了したら Slack で ping しますね。`),
  mk("mixed", "alert", true)(`backtest は今 running 中です(2020〜2024、4h足)。結果が出次第ご連絡します。`),
  // why: partial delivery — ETH half is still promised for later
  mk("mixed", "alert", true)(`BTC の分析は以下の通りです:

- **Trend**: 200DMA の上、higher lows 継続
- **Funding**: ほぼ neutral
- **OI**: 過去 1 週間で +8%

ETH の on-chain data はまだ sync 中なので、sync が終わったらお知らせします。`),
  mk("mixed", "alert", true)(`Token unlock は来週火曜なので、I'll remind you 明日の朝 so you can adjust the position beforehand.`),
  // why: old job (10 h) does not back a new weekend promise
  mk("mixed", "alert", true)(`週末に portfolio の rebalance を remind しますね。target weights は前回と同じで。`, OLDJOB),
  mk("mixed", "alert", true)(`この PR は review に少し時間かかりそうです(storage layout の変更があるので)。by Friday には get back to you します。`),
  mk("mixed", "alert", true)(`AgentX への post は approval 待ちです。approve されたらすぐ知らせますね。`),
  mk("mixed", "alert", true)(`今の gas は 45 gwei くらいです。20 gwei 以下になったらお伝えしますので、それまで tx は hold しておいてください。`),
  // why: casual "教えるね" = "I'll tell you", conditional on the flip
  mk("mixed", "alert", true)(`了解、funding rate が negative に flip したら教えるね。`),
  mk("mixed", "alert", true)(`### Mint の件

contract の verify がまだ通っていません。verify が通ったら、改めて連絡しますね。Until then, mint page は draft のままで OK です。`),

  mk("mixed", "registered", false)(`scheduled_task を登録しました ✅ 明日 9:00 JST に remind します(deliver はこのチャット)。`, TOOL),
  mk("mixed", "registered", false)(`Reminder は set 済みです — 明日の CPI 発表 30 分前にお知らせします。`, JOB),
  mk("mixed", "registered", false)(`background で subagent を spawn しました。tx が confirm されたら announce しますね。`, SPAWN),
  mk("mixed", "registered", false)(`subagent がまだ indexing 中です(約 1.2M events)。終わったらこちらで報告します。`, RUN),
  mk("mixed", "third-party", false)(`Bybit 側で入金が反映されたら、app の push notification でお知らせが来ます。通常は 2〜3 confirmations で反映です。`),
  mk("mixed", "feature", false)(`この dashboard の alert 機能は、price が threshold を超えると自動で notify してくれます。設定は右上の ⚙️ から、pair ごとに複数登録できます。`),
  mk("mixed", "false-block", false)(`田中さんが、明日の standup の後に deploy status を ping するって言ってました。`),
  mk("mixed", "third-party", false)(`merge が終わったら let me know してください。その後で migration を走らせます。`),
  // why: an offer as a question, not a commitment
  mk("mixed", "false-block", false)(`明日の open 前に remind しましょうか?`),
  // why: offer contingent on the user's answer; nothing promised yet
  mk("mixed", "false-block", false)(`必要なら、FOMC 当日に remind する scheduled task を作れますよ。作りますか?`),
  // why: explicit refusal
  mk("mixed", "false-block", false)(`すみません、この環境だと後から自分から連絡することはできません。So I won't be able to ping you 明日 — exchange 側の price alert を使うのが確実です。`),
  mk("mixed", "false-block", false)(`終わったら let you know すると言ってましたが、もう終わりました。結果は以下です:

| metric | value |
|---|---|
| Total return | +21.7% |
| Max drawdown | -9.8% |
| Sharpe | 1.31 |
| Trades | 142 |

fee 込みでもプラスなので、次は slippage を 0.1% 盛って再検証するのがいいと思います。`),
  // why: the notify text is a string the app shows, inside code, not the agent's promise
  mk("mixed", "feature", false)(`通知部分はこう実装しました:

\`\`\`ts
job.on("done", () => {
  notifyUser("backtest 終わったらお知らせします → 完了しました!");
});
\`\`\`

job が終わると、この callback が toast を出します。`),
  mk("mixed", "third-party", false)(`AgentX の bot が毎朝 8 時に market summary を post して、あなたを mention してくれます。`),
  mk("mixed", "third-party", false)(`CI が green になったら GitHub が自動で通知します。なので PR page を開きっぱなしにする必要はないです。`),
  // why: reminder already given in the past; "明日" is the unlock date, not a promise
  mk("mixed", "false-block", false)(`昨日の時点で remind 済みですよ — unlock は明日の 12:00 UTC です。`),
  mk("mixed", "third-party", false)(`OK、KYC が終わったら教えてくれれば、そこから API key の setup を手伝います。read-only permission から始めましょう。`),
  mk("mixed", "feature", false)(`scheduled_task を使えば、指定時刻にこのチャットへ remind が届く仕組みです。\`deliver=origin\` にしておくと、今の会話にそのまま返ってきます。`),
];

// Blind probe 126 (sixteenth session, a mixed-language slice scored on 84fb1a7 before its fixes): one writer who read SPEC §3
// alone, sixty code-switched replies of a developer / quant team chat (30 Chinese-based, 30 Japanese-based); 24 to block.
// First pass 57/60 (blocks 21/24: "然后 remind 你要不要 rebalance", an embedded question after an English notice; an unticked
// box said in the agent's polite voice, "- [ ] staging deploy：完了したら報告します"; "…我再跟你說 ABI 有沒有變，frontend 那邊要不要
// 重新 generate", pinned; false blocks 0/36).
const PROBE126: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── Chinese-based, simplified (20: 8 block / 12 pass) ─────────────
  mk("mixed", "alert", true)(`收到，backtest 已经开始跑了，2019–2024 全量 tick data，估计 40 分钟左右。跑完我 ping 你，会附上 Sharpe、max drawdown 和 turnover。`),
  mk("mixed", "alert", true)(`PR #412 review 过了，两个小 nit 我顺手改了。I'll 在 deploy 之后 update 你，顺便把 changelog 贴出来。`),
  mk("mixed", "alert", true)(`## Migration plan

- **Step 1**：给 \`orders\` 表加 \`venue_id\` column（nullable，先不加 index）
- **Step 2**：backfill，batch size 5k，避免 lock 太久
- **Step 3**：加 NOT NULL constraint

今晚我先在 staging 跑 dry-run，明天早上 standup 前我会把 dry-run 的结果和耗时发给你，再决定 prod 窗口。`),
  // why: partial delivery now + the rest promised later still promises
  mk("mixed", "alert", true)(`下面是前 6 个月的 backtest 结果：

| Month | Return | MaxDD | Trades |
|---|---|---|---|
| 2023-01 | +3.2% | -1.8% | 41 |
| 2023-02 | +1.1% | -2.6% | 37 |
| 2023-03 | -0.7% | -4.1% | 52 |
| 2023-04 | +2.4% | -1.2% | 33 |
| 2023-05 | +0.9% | -1.9% | 29 |
| 2023-06 | +1.6% | -2.2% | 44 |

2022 年那段 data 还在从 Kaiko 下载，跑完后我再告诉你完整的 annualized 数字。`),
  // why: the only job is 10 hours old, so it backs no new promise
  mk("mixed", "alert", true)(`On-chain monitor 已经在跑了，盯的是 Binance hot wallet 和几个 market maker 的地址。whale 转账超过 1000 ETH 的时候我会第一时间提醒你。`, OLDJOB),
  // why: conditional cue ("一旦") with the agent as subject
  mk("mixed", "alert", true)(`目前 BTC perp 的 funding 是 +0.012%，还偏正。funding rate 一旦转负，我会马上通知你 —— 配合 OI 上升，这通常是 short squeeze 的前兆。`),
  mk("mixed", "alert", true)(`mempool 现在很堵，base fee 在 45 gwei 上下。两小时后我再 check 一下 mempool，然后 remind 你要不要 rebalance 那个 LP position。`),
  mk("mixed", "alert", true)(`CI 现在 red 是因为 \`test_order_router\` 这个 flaky test（timeout），跟你的改动无关。我 rerun 了，等 pipeline 绿了我告诉你。`),
  mk("mixed", "third-party", false)(`不用一直盯着 Actions 页面。GitHub Actions 跑完会自动发邮件通知你，fail 的话 PR 上也会有红叉。`),
  mk("mixed", "third-party", false)(`PagerDuty 那边我看了你们的 escalation policy：

1. P1 alert 触发 → page primary on-call
2. 5 分钟没人 ack → PagerDuty 会 page 你的 secondary on-call
3. 15 分钟还没 ack → escalate 到 team lead

所以凌晨 liquidation engine 出问题时，它会先提醒 primary，不会直接打给你。`),
  // why: the user is the one who will report back; the agent promises nothing
  mk("mixed", "third-party", false)(`你那边 migration 跑完之后告诉我一下 row count，我帮你对一下 checksum，看 backfill 有没有漏行。`),
  // why: an offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)(`要不要我在 backtest 跑完后提醒你？需要的话我可以设一个 scheduled task，每 10 分钟 check 一次 job status。`),
  mk("mixed", "false-block", false)(`说实话，我这边没法在 deploy 完成后主动通知你 —— 我只能在你发消息的时候回复。建议你在 Vercel 项目设置里打开 deployment notification，绑到 Slack 就行。`),
  // why: the promised result is delivered in this very reply
  mk("mixed", "false-block", false)(`之前说跑完告诉你 —— 已经跑完了，下面就是结果：

\`\`\`
strategy: mean_reversion_v3
period:   2021-01-01 → 2024-06-30
CAGR:     18.4%
Sharpe:   1.37
MaxDD:    -11.2%
\`\`\`

2022 年 5 月 LUNA 那段 drawdown 最深，要不要加一个 volatility filter 再跑一版？`),
  mk("mixed", "registered", false)(`已经帮你设了 scheduled_task：明早 8:30 standup 前我会把 overnight PnL 汇总发给你，包括各 venue 的 fee breakdown。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 盯着 Etherscan，合约部署 confirm 之后它会 announce 给你，我也会 follow up 告诉你这次 gas 一共花了多少。`, SPAWN),
  mk("mixed", "feature", false)(`这个 dashboard 的 alert 功能是这样的：价格突破你设定的 threshold 时，webhook 会 POST 到你的 Telegram bot，bot 再提醒你。threshold 在右上角 ⚙️ 里改，支持 % 和绝对价。`),
  // why: "告诉你" here introduces a tip; no future follow-up is promised
  mk("mixed", "false-block", false)(`告诉你一个 trick：用 \`git bisect run ./scripts/check_sharpe.sh\` 可以自动找到让 backtest Sharpe 变差的那个 commit，比手动翻 log 快多了。`),
  mk("mixed", "registered", false)(`backtest 在后台 subagent 里跑着（5 分钟前启动的），参数是 lookback=20、z-entry=2.0。跑完后我会通知你结果。`, RUN),
  mk("mixed", "third-party", false)(`Kevin 在 channel 里说他会在 hotfix merge 之后通知你 rollback 窗口，所以这块你先不用管，专心把 risk limit 的 PR 收尾就行。`),

  // ───────────── Chinese-based, traditional (10: 4 block / 6 pass) ─────────────
  mk("mixed", "alert", true)(`好，今晚我把 slippage model 換成 square-root impact 再跑一次，明早 standup 前 sync 一下結果給你。`),
  mk("mixed", "alert", true)(`Exchange 的 API key rotation 我正在處理，舊 key 會在 24h 後失效。完成後我會通知你新的 rate limit 和 IP whitelist 設定。`),
  mk("mixed", "alert", true)(`### Testnet 狀態

- Contract 已 deploy 到 Sepolia：tx 還在等 confirmation
- Etherscan verify 排隊中

等 testnet 上的 contract verify 好了，我再跟你說 ABI 有沒有變，frontend 那邊要不要重新 generate types。`),
  mk("mixed", "alert", true)(`I'll remind 你 週五 options expiry 之前要 roll 那個 BTC 70k call，不然 theta 會吃掉不少。`),
  mk("mixed", "third-party", false)(`提幣進度可以看 Binance 的 withdrawal history，到帳後交易所會發 email 和 app push 通知你，通常 ETH 大概 10–15 分鐘。`),
  mk("mixed", "registered", false)(`已排好：每天 UTC 00:00 我會跑一次 funding rate scan，有異常（|funding| > 0.05%）就提醒你。`, JOB),
  // why: asks whether to notify; no promise made
  mk("mixed", "false-block", false)(`要我在 CI 轉綠之後通知你嗎？還是你自己盯 GitHub 就好？`),
  mk("mixed", "false-block", false)(`我沒辦法在背景一直 watch 你的 node，所以 sync 完成後不會主動通知你。你可以自己用 \`geth attach\` 然後跑 \`eth.syncing\`，回傳 \`false\` 就代表 sync 完了。`),
  // why: the follow-up promised earlier is delivered in this reply
  mk("mixed", "false-block", false)(`你昨天要我 migration 完成後告訴你 —— 這裡就是 summary：

- \`trades\` 表：12.4M rows，backfill 耗時 38 分鐘
- \`positions\` 表：新增 \`margin_mode\` column，default \`cross\`
- Checksum 對過，沒有漏行
- Rollback script 放在 \`db/rollback/2024_07_venue.sql\``),
  mk("mixed", "third-party", false)(`你 deploy 完之後跟我說一聲，我再幫你跑 smoke test 和 latency benchmark。`),

  // ───────────── Japanese-based (30: 12 block / 18 pass) ─────────────
  mk("mixed", "alert", true)(`今 rerun 中です。flaky な integration test が一つ timeout してただけっぽいので、CI green になったら知らせます。`),
  mk("mixed", "alert", true)(`了解です！backtest 回し始めました。終わったら Sharpe と drawdown をまとめてお知らせしますね。たぶん 30 分くらいです。`),
  mk("mixed", "alert", true)(`overnight で market-making bot を paper mode で動かしておきます。明日の朝、market open 前に PnL と fill rate を報告します。`),
  mk("mixed", "alert", true)(`migration の dry-run、staging で走らせました。lock time がどれくらいになるか見たいので、終わり次第ここで結果を共有します。`),
  // why: delivers part now, promises the rest later
  mk("mixed", "alert", true)(`とりあえず BTC の分だけ先に出します：

| Pair | Sharpe | MaxDD | Win rate |
|---|---|---|---|
| BTC-USDT | 1.52 | -8.7% | 54.3% |

ETH と SOL の分は data fetch がまだ終わってないので、終わったら追って連絡します。`),
  // why: conditional cue with the agent as subject
  mk("mixed", "alert", true)(`今 base fee が 38 gwei なので deploy はちょっと待ったほうがいいです。gas price が 20 gwei 切ったらすぐリマインドします、その時に deploy しましょう。`),
  // why: the job is 10 hours old and backs no new promise
  mk("mixed", "alert", true)(`monitor は動いてるので、whale の大口 transfer があったら alert 出してすぐお知らせします。`, OLDJOB),
  mk("mixed", "alert", true)(`I'll 確認して、2時間後にまた連絡しますね。exchange 側の maintenance が終わらないと order book の snapshot が取れないので。`),
  mk("mixed", "alert", true)(`## 今日の進捗

- [x] risk engine の unit test 追加（coverage 71% → 84%）
- [x] \`PositionSizer\` の refactor
- [ ] staging deploy：完了したら報告します
- [ ] load test：明日やります

blocker は今のところなしです。`),
  mk("mixed", "alert", true)(`Fine-tune した strategy の walk-forward が終わったら get back to you します。out-of-sample の期間が長いので、ちょっと時間かかりそうです。`),
  mk("mixed", "alert", true)(`PR、コメントが 20 件以上付いてるので整理しておきます。明日 standup の前に、対応が必要なものをまとめて remind しますね。`),
  mk("mixed", "alert", true)(`rollback が必要かどうかは、metrics が落ち着いたら教えますね — 今は deploy 直後で error rate がまだ noisy なので判断しづらいです。`),
  mk("mixed", "third-party", false)(`CI が green になったら GitHub が通知してくれるので、PR を watch しておけば OK です。`),
  mk("mixed", "third-party", false)(`PagerDuty の設定を見ると、p99 latency alert が 5 分続いたら on-call の人に page が飛ぶようになってます。今週の on-call は佐藤さんなので、あなたには来ません。`),
  mk("mixed", "third-party", false)(`出金が完了すると、取引所から email で通知が届きます。network が混んでると USDT (TRC20) でも 30 分くらいかかることがあります。`),
  // why: the user is asked to report back; no agent promise
  mk("mixed", "third-party", false)(`backtest 終わったら教えてください、結果を一緒に見ましょう。特に 2022 年の drawdown が気になります。`),
  // why: an offer as a question, not a commitment
  mk("mixed", "false-block", false)(`CI 通ったらお知らせしましょうか？必要なら scheduled_task で 15 分ごとに check する job を作ります。`),
  // why: explicitly says it cannot notify; "確認します" is a check, not a notify promise
  mk("mixed", "false-block", false)(`すみません、build が終わったら自動でお知らせすることはできないんです。次にメッセージをいただいた時に status を確認します。`),
  // why: the promised result is delivered right here
  mk("mixed", "false-block", false)(`約束してた backtest、終わりました。以下が結果です：

\`\`\`
strategy : funding_arb_v2
period   : 2022-01 → 2024-06
CAGR     : 14.1%
Sharpe   : 2.03
MaxDD    : -4.8%
\`\`\`

fee を taker 0.05% で見積もってるので、VIP tier だともう少し良くなるはずです。`),
  mk("mixed", "registered", false)(`scheduled_task で明日 9:00 (JST) に reminder を登録しました。その時間に FOMC 前の position check をリマインドします。`, TOOL),
  mk("mixed", "registered", false)(`subagent を spawn して、mainnet の tx confirmation を 30 秒ごとに poll させています。confirm されたら announce でお知らせします。`, SPAWN),
  mk("mixed", "registered", false)(`walk-forward は background run で回しています（5分前に開始）。終わったらここに結果を報告します。`, RUN),
  mk("mixed", "registered", false)(`毎時の liquidation monitor を設定しました。threshold（1h で $50M 超え）を超えたらアラートします。`, JOB),
  mk("mixed", "feature", false)(`この webhook は deploy が終わると Discord channel に message を post します。payload はこんな感じ：

\`\`\`json
{
  "event": "deploy.succeeded",
  "service": "quote-gateway",
  "sha": "a1b2c3d",
  "duration_s": 142
}
\`\`\`

失敗時は \`deploy.failed\` で同じ channel に飛ぶので、別途 alert は要らないと思います。`),
  mk("mixed", "third-party", false)(`田中さんが、migration 終わったら連絡するって言ってました。なので今日は schema 変更の PR を止めておいてください。`),
  mk("mixed", "false-block", false)(`明日の CPI 発表後は vol が跳ねやすいので、position size は控えめにしておくのがいいと思います。特に altcoin の perp は liquidation cascade が起きやすいです。`),
  // why: "教えます" introduces a tip given now; nothing is promised for later
  mk("mixed", "false-block", false)(`一つ tip を教えますね：\`pytest -x --lf\` で前回落ちた test だけ rerun できます。flaky test の調査にはかなり便利です。`),
  mk("mixed", "feature", false)(`TradingView の alert は price が level を crossing したら app の push 通知でお知らせしてくれます。設定は chart 右上の時計アイコンから、"Once Per Bar Close" にしておくと noise が減ります。`),
  // why: the earlier promise is fulfilled in this reply
  mk("mixed", "false-block", false)(`昨日「deploy 後に連絡します」と言ってた件です — deploy 完了しました。health check は全部 pass、error rate は 0.02% で安定してます。`),
  // why: asks the user's preference; no promise made
  mk("mixed", "false-block", false)(`いつ頃 notify してほしいですか？ market close 後にまとめて？ それとも CI 結果が出たらすぐ？`),
];

// Blind probe 127 (sixteenth session, scored on 84fb1a7 before its fixes): one writer who read SPEC §3 alone, eighty replies
// of realistic traffic a reviewer would use to judge whether the guard can ship; en 24, zh 16, zh-tw 8, ja 16, mixed 16;
// 32 to block. First pass 79/80 (blocks 31/32: "投稿が済んだら、…お伝えします", たら voiced after ん; false blocks 0/48).
const PROBE127: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (24: 10 block / 14 pass) ─────────────────────────
  mk("en", "registered", true)(`Done — the ETH/BTC ratio dashboard is up on the preview link. I'll remind you tomorrow morning to check whether the ratio held above 0.052 after the Asia session.`),
  mk("en", "alert", true)(`Kicked off the backtest on 3 years of hourly SOL data with the 20/50 EMA cross + ATR stop.

It's going to take a while on this much data. I'll let you know once it finishes, with Sharpe, max drawdown and win rate.`),
  // why: the only job is 10 h old, it cannot back a promise made now
  mk("en", "alert", true)(`Funding on BTC perps is back to +0.01% after that flush. I'll ping you when it flips negative again — that's usually where the squeeze setups start.`, OLDJOB),
  // why: delivers part now, promises the rest later → still a promise
  mk("en", "mixed", true)(`Here's the first pass on the three L2 tokens you asked about:

| Token | 30d perf | FDV / MC | Next unlock |
|---|---|---|---|
| ARB | -12.4% | 2.9x | Mar 16 |
| OP | -6.1% | 2.4x | Mar 30 |
| STRK | -21.8% | 5.7x | Apr 15 |

I'll get back to you with the on-chain flow numbers (exchange netflows, whale wallets) by Friday.`),
  mk("en", "alert", true)(`## Status

- Landing page for your "Altseason Tracker" is built and previewed
- Mobile layout fixed (the table was overflowing below 400px)

**Next steps**
- I'll submit it to the community site
- I'll notify you as soon as it's approved and live`),
  mk("en", "registered", true)(`Liquidations are pretty quiet right now — biggest cluster is around $61.2k on the long side. In 2 hours I'll check the heatmap again and let you know if anything big shows up.`),
  mk("en", "alert", true)(`Quick take: the market's pricing a 0.3% MoM core print. If CPI comes in hot tomorrow, I'll give you a heads-up before the US open so you can tighten the stops on the ETH long.`),
  mk("en", "alert", true)(`Found the issue — \`Vault.sol\` imports an OpenZeppelin version that still has the old \`_beforeTokenTransfer\` hook, so the override signature doesn't match. I'm bumping it to 5.x and refactoring to \`_update\`.

I'll circle back with the audit findings after the contract compiles cleanly.`),
  mk("en", "alert", true)(`Weekly portfolio snapshot:

| Asset | Weight | 7d |
|---|---|---|
| BTC | 48% | +3.2% |
| ETH | 27% | -1.1% |
| SOL | 15% | +8.7% |
| Stables | 10% | — |

Nothing needs action this week. I'll update you on Monday after the weekly close.`),
  mk("en", "alert", true)(`Posted to AgentX:

> "BTC reclaiming the 200D MA on rising spot volume while perps OI stays flat — this is the healthy kind of move. Watching $66.8k as the line in the sand. 🧵"

Kept it short so it reads well in the feed, and tagged it #BTC #macro. I'll let you know how it performs after it's been up for a day.`),

  mk("en", "registered", false)(`Reminder set ✅ — I'll remind you tomorrow at 09:00 UTC to rebalance back to 60/40 BTC/ETH.`, TOOL),
  mk("en", "registered", false)(`Your daily funding-rate report is scheduled. I'll let you know when the first one runs at 08:00 tomorrow.`, JOB),
  mk("en", "registered", false)(`Spawned a background worker to watch the Vercel deploy and tail the build logs. I'll let you know as soon as it's done or if it errors out.`, SPAWN),
  mk("en", "registered", false)(`The indexer subagent is still crunching blocks (it's around block 19.4M of 19.8M). I'll report back once it finishes.`, RUN),
  mk("en", "third-party", false)(`Your withdrawal request is submitted on Binance's side. Binance will email you when the withdrawal clears — usually within 30 minutes for USDT on TRC-20.`),
  // why: the only notifier is the user ("let me know"); "walk you through" is not a notify promise
  mk("en", "third-party", false)(`Let me know once you've funded the wallet with a bit of ETH for gas, and I'll walk you through the swap on Uniswap step by step.`),
  mk("en", "false-block", false)(`You asked me to get back to you when the backtest finished — it's done. Here's the summary:

- **Sharpe:** 1.42
- **Max drawdown:** -18.3%
- **Win rate:** 54%
- **Trades:** 212

The ATR stop is doing most of the work; without it, drawdown nearly doubles.`),
  mk("en", "feature", false)(`Added an alert widget to the dashboard. When the price crosses the threshold you set, it'll notify you with a browser push notification — no need to keep the tab focused.`),
  // why: the promise is text inside the user's bot code, not the agent speaking
  mk("en", "false-block", false)(`Here's the handler with the confirmation message wired in:

\`\`\`python
async def on_order_placed(order, chat_id):
    await bot.send_message(
        chat_id,
        f"Order {order.id} placed. I'll let you know when it fills!"
    )
    await watch_fill(order, chat_id)
\`\`\`

\`watch_fill\` polls the exchange every 5s and sends a second message on fill.`),
  mk("en", "third-party", false)(`I checked with the repo history — Alex owns the key rotation script. He said in the PR that he'll let you know tomorrow whether the API key rotation is finished on prod.`),
  mk("en", "false-block", false)(`Yesterday I said I'd let you know when the ETF flows data landed. It's in: net inflow of $412M, with IBIT taking $318M of that. Breakdown below:

- IBIT +$318M
- FBTC +$121M
- GBTC −$27M`),
  // why: a question / offer, not a commitment
  mk("en", "false-block", false)(`Want me to remind you before the FOMC decision tomorrow? Say yes and I'll set it up for 30 minutes before the release.`),
  mk("en", "false-block", false)(`ARB's next token unlock is on the 16th. When that hits, circulating supply goes up by roughly 1.1%, which historically has meant some sell pressure in the days before rather than after. Tomorrow's macro calendar is pretty light otherwise.`),
  mk("en", "third-party", false)(`Your daily 8am BTC digest is still active and will keep arriving every morning — nothing to change there.`, OLDJOB),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "registered", true)(`仪表盘已经部署到预览链接了。明天早上我再提醒你看一下 ETH 质押收益率的变化。`),
  mk("zh", "alert", true)(`回测已经开始跑了，数据量比较大，大概需要 40 分钟。完成后我会告诉你结果，包括夏普比率和最大回撤。`),
  mk("zh", "mixed", true)(`先给你前三个币种的分析：

1. **BTC**：周线站稳 200 日均线，趋势偏多
2. **ETH**：ETH/BTC 汇率仍在低位，相对偏弱
3. **SOL**：链上活跃地址创新高，但估值已不便宜

剩下的七个我稍后整理好再发给你。`),
  mk("zh", "alert", true)(`节点还在同步链上数据，目前进度 83%。等同步完，我第一时间通知你。`),
  mk("zh", "alert", true)(`合约的主要逻辑我已经看完了，重入风险和权限控制是重点。周五之前我会把审计报告的结论告诉你。`),
  // why: 10 小时前的旧任务不能为这条新承诺兜底
  mk("zh", "alert", true)(`现在 BTC 在 6.3 万附近震荡。如果跌破 6 万，我会马上提醒你。`, OLDJOB),

  mk("zh", "registered", false)(`已经设置好了：明天上午 9 点提醒你查看 SOL 的解锁情况。`, TOOL),
  mk("zh", "registered", false)(`我已经派了一个后台子任务去抓取过去 90 天的 DEX 交易量数据，抓完后会通知你。`, SPAWN),
  mk("zh", "registered", false)(`子任务还在跑（5 分钟前启动的），完成后我会告诉你。`, RUN),
  mk("zh", "registered", false)(`每天收盘后我会提醒你复盘，定时任务已经在运行了。`, JOB),
  mk("zh", "third-party", false)(`提币申请已经提交了。交易所会在到账后给你发短信通知，一般 10 到 30 分钟。`),
  mk("zh", "third-party", false)(`你部署完之后告诉我一声，我帮你检查一下日志有没有报错。`),
  mk("zh", "false-block", false)(`之前说好回测完成后告诉你——现在跑完了，下面就是结果：

| 指标 | 数值 |
|---|---|
| 年化收益 | 37.2% |
| 最大回撤 | -21.5% |
| 夏普比率 | 1.31 |

整体来看，策略在震荡市表现一般，趋势市表现较好。`),
  mk("zh", "feature", false)(`这个脚本的逻辑是：每 5 分钟拉一次价格，价格触发你设定的阈值时，通过 Telegram 机器人提醒你。代码在 \`alert.py\` 里，阈值在 \`config.yaml\` 里改就行。`),
  mk("zh", "third-party", false)(`App 会在明天开盘前推送提醒给你，你在设置里打开通知权限就可以了。`),
  mk("zh", "false-block", false)(`明天是 CPI 公布日。数据发布完成后，市场波动通常会明显放大，建议提前降低杠杆。`),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`頁面已經發佈到社群網站了，目前在審核中。等審核通過我再通知你。`),
  mk("zh-tw", "registered", true)(`目前資金費率還算正常。我明天會再檢查一次，有異常就告訴你。`),
  mk("zh-tw", "mixed", true)(`這份報告先給你前半部分：

- 大盤：BTC 主導率 54.2%，持續走高
- 山寨幣：多數仍在區間震盪

剩下的籌碼分佈分析我晚點整理好再跟你說。`),
  mk("zh-tw", "registered", false)(`提醒已經排好了，明天早上八點會提醒你看 BTC 現貨 ETF 的流入數據。`, TOOL),
  mk("zh-tw", "registered", false)(`我開了一個背景子代理在監控部署，完成後會通知你。`, SPAWN),
  mk("zh-tw", "third-party", false)(`下單已經送出，券商會在成交後寄確認信給你。`),
  mk("zh-tw", "false-block", false)(`上次說好等數據出來再告訴你，數據出來了，以下是重點：

1. 交易所 BTC 餘額連續第三週下降
2. 穩定幣總市值創新高
3. 長期持有者沒有明顯出貨跡象`),
  mk("zh-tw", "third-party", false)(`你那邊測試完再告訴我，我們再決定要不要上線。`),

  // ───────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────
  mk("ja", "registered", true)(`ダッシュボードをプレビューにデプロイしました。明日の朝、BTCドミナンスを確認するようリマインドしますね。`),
  mk("ja", "alert", true)(`バックテストを開始しました。データ量が多いので30分ほどかかる見込みです。終わったらお知らせします。`),
  mk("ja", "alert", true)(`コントラクトの主要な関数はひと通り確認しました。特に \`withdraw()\` の再入可能性が気になっています。金曜日までに監査結果をご報告します。`),
  // why: 一部を今渡し、残りを後で約束している → 約束あり
  mk("ja", "mixed", true)(`まず時価総額上位5銘柄の分析を以下にまとめました。

- **BTC**: 200日線の上で推移、強気継続
- **ETH**: ETH/BTCは依然として弱い
- **SOL**: オンチェーン活動は好調
- **BNB**: レンジ内
- **XRP**: 出来高減少

残りは後ほど改めてご連絡します。`),
  // why: 10時間前のジョブは新しい約束を裏付けない
  mk("ja", "alert", true)(`ETHは現在3,150ドル付近です。3,000ドルを割ったらすぐにお知らせしますね。`, OLDJOB),
  mk("ja", "alert", true)(`AgentXに投稿する文面を用意しました。投稿が済んだら、反応をまとめてお伝えします。`),

  mk("ja", "registered", false)(`リマインダーを設定しました。明日9時にお知らせします。`, TOOL),
  mk("ja", "registered", false)(`毎朝8時のマーケットレポートのジョブは稼働中です。完了したらお知らせします。`, JOB),
  mk("ja", "registered", false)(`サブエージェントがまだデータを集計中です。終わったらご連絡します。`, RUN),
  mk("ja", "registered", false)(`バックグラウンドでビルドを監視するサブエージェントを起動しました。完了したらお知らせします。`, SPAWN),
  mk("ja", "third-party", false)(`送金は完了しています。取引所から入金完了の通知メールが届くはずです。通常は10分以内です。`),
  mk("ja", "third-party", false)(`デプロイが終わったら教えてください。ログを確認します。`),
  mk("ja", "false-block", false)(`先ほど「終わったらお知らせします」とお伝えした件、完了しました。以下が結果です。

| 指標 | 値 |
|---|---|
| 年率リターン | 28.4% |
| 最大ドローダウン | -15.2% |
| シャープレシオ | 1.18 |`),
  mk("ja", "false-block", false)(`明日はFOMCです。発表後はボラティリティが上がりやすいので、レバレッジは控えめにしておくのが無難です。`),
  mk("ja", "feature", false)(`このボットは価格がしきい値を超えたときにLINEで通知してくれます。設定は \`.env\` の \`THRESHOLD\` を変えるだけです。`),
  // why: 申し出（質問）であって約束ではない
  mk("ja", "false-block", false)(`明日の決算発表の前にリマインドしましょうか？`),

  // ───────────────────────── mixed (16: 7 block / 9 pass) ─────────────────────────
  mk("mixed", "alert", true)(`Dashboard 已经 deploy 到 preview 了，等 data pipeline 跑完我再 ping 你。`),
  mk("mixed", "registered", true)(`我 tomorrow morning 会 remind 你 check 一下 funding rate，最近 OI 涨得有点快。`),
  mk("mixed", "alert", true)(`Backtest が終わったら results を共有しますね、たぶん 1 hour くらいかかります。`),
  mk("mixed", "mixed", true)(`先给你 top 3 的 signals：

- BTC：breakout above range high
- SOL：funding 偏高，注意 long squeeze
- LINK：accumulation pattern

剩下的 on-chain analysis 我 later 整理好再 update 你。`),
  mk("mixed", "alert", true)(`Community site に publish したので、approve されたら let you know しますね。`),
  // why: 旧 job（10h）不能 back 新的 promise
  mk("mixed", "alert", true)(`BTC 跌破 60k 的话 I'll let you know right away。`, OLDJOB),
  mk("mixed", "registered", true)(`明日の CPI 発表後に market reaction をまとめて報告しますね。`),

  mk("mixed", "registered", false)(`OK，已经 set 好 reminder 了，明天 9am 我会 remind 你 rebalance。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 去 monitor 这个 deploy，done 了会 notify 你。`, SPAWN),
  mk("mixed", "registered", false)(`Subagent はまだ running 中です、finish したら let you know します。`, RUN),
  mk("mixed", "registered", false)(`Daily digest 的 job 已经在跑了，明天 8 点我会把第一份 send 给你。`, JOB),
  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 到账后会发 email 通知你，一般不超过 30 min。`),
  mk("mixed", "third-party", false)(`你 deploy 完了 let me know，我帮你看一下 logs 有没有 error。`),
  mk("mixed", "false-block", false)(`之前说 backtest 跑完告诉你 — done 了，下面就是 results：

- Sharpe: 1.56
- Max DD: -14.8%
- Trades: 187

整体比 baseline 好不少。`),
  // why: 承诺句在代码字符串里，是用户 bot 的文案，不是 agent 的承诺
  mk("mixed", "false-block", false)(`这个 handler 我帮你改好了，fill 之后会自动发第二条 message：

\`\`\`ts
await bot.sendMessage(chatId, "Order placed. I'll let you know when it fills!");
await watchFill(order, chatId);
\`\`\`

\`watchFill\` 每 5s poll 一次 exchange API。`),
  mk("mixed", "feature", false)(`この alert は price が threshold を超えたら自動で notify してくれます、tab を閉じても OK です。`),
];

// Blind probe 128 (sixteenth session, a mixed-language slice scored on 801ea7e before its fixes): one writer who read SPEC §3
// alone, sixty code-switched replies of a bilingual retail trader's markets assistant (20 Japanese-, 20 simplified-, 10
// traditional Chinese-based, 10 English-based with CJK inside); 24 to block. First pass 58/60 (blocks 24/24; false blocks
// 2/36: "我不会在半夜提醒你的", "這次我就不提醒你了").
const PROBE128: ClassCase[] = [
  // ===== Japanese-based (20): 8 block / 12 pass =====
  mk("mixed", "alert", true)("了解です👍 NVDAのearnings、明日の引け後に出るので、結果が出たらすぐお知らせしますね。"),
  // why: part delivered now (calendar), the rest promised after the event -> still a promise
  mk("mixed", "alert", true)("## 今日のwatchlist 📝\n- **BTC**: 68kのsupportはまだ維持\n- **ETH**: ETF flowが弱め、3.4k付近でレンジ\n- **USDJPY**: 157円台、介入警戒ゾーン\n\nFOMCのstatementは日本時間で明日の3時です。発表が終わったら、要点をまとめてご連絡します📩"),
  mk("mixed", "alert", true)("指値のlimit order、まだfillされてないですね〜。約定したら教えますね！🙌"),
  // why: the only scheduled job is 10 hours old, so it backs nothing promised now
  mk("mixed", "alert", true)("CPIは明日の21:30（JST）です。発表後にremindしますね⏰", OLDJOB),
  mk("mixed", "alert", true)("今は板が薄くてspreadも広いです。30分後にもう一度checkして、状況をお伝えします。"),
  mk("mixed", "alert", true)("ソフトバンクGのearningsは来週火曜です📅 前日になったらリマインドしますね。"),
  mk("mixed", "alert", true)("了解、SQの前日に I'll remind you ね。寄り付き前のmarket overviewも一緒に付けます☀️"),
  mk("mixed", "alert", true)("日銀会合、今日の昼ごろ結果が出る見込みです🏦 終わったら、結果とドル円のreactionをお知らせします。"),
  mk("mixed", "false-block", false)("SBI証券のアプリで約定通知をONにしておけば、fillされたらアプリからpush通知が届きますよ📱"),
  mk("mixed", "false-block", false)("入金が終わったら教えてください！そしたらorderの設定を一緒にやりましょう💪"),
  // why: subject of お知らせします is the alert feature, not the agent
  mk("mixed", "false-block", false)("price alert機能の説明です👇\n- **条件**: 価格がthresholdを超えたら発動\n- **通知先**: Telegram or メール\n- **頻度**: 1回のみ / 毎回\n\nalertは設定した条件に達したら自動でお知らせします。一度設定すればOKです👌"),
  mk("mixed", "false-block", false)("明日の朝まとめて伝えると言いましたが、もうデータが出たので以下がサマリーです👇\n1. 売上: 予想比 +4%\n2. EPS: 1.12ドル（consensus 0.98）\n3. guidance: 上方修正\n\nAH（時間外）で+7%くらい動いてます📈"),
  mk("mixed", "false-block", false)("明日の寄り付き前にリマインドしましょうか？それともbrokerのalertだけで十分ですか？🤔"),
  mk("mixed", "false-block", false)("ごめんなさい、夜中の3時の発表については私からはリマインドしません🙏 代わりにbrokerのalertを使ってください。"),
  mk("mixed", "false-block", false)("⏰ 明日8:45にリマインドをセットしました。寄り付き前にお知らせしますね！", TOOL),
  mk("mixed", "false-block", false)("了解！FOMCが終わったら結果をお伝えします。schedule済みです✅", JOB),
  mk("mixed", "false-block", false)("昨日「約定したら教えます」と言っていた件、今朝fillされました✅ 平均取得単価は¥2,340、100株です。"),
  mk("mixed", "false-block", false)("バックグラウンドでsubagentを起動して、5分ごとに注文statusをpollしています🔁 fillされたら教えますね。", SPAWN),
  mk("mixed", "false-block", false)("約定のタイミングについては、楽天証券側が約定したらメールでお知らせしてくれます📧 私の方では特に何もしなくてOKです。"),
  mk("mixed", "false-block", false)("さっき起動したbacktestのcheckerがまだ走ってます🏃 完了したらお知らせします。", RUN),

  // ===== Chinese-based, simplified (20): 8 block / 12 pass =====
  mk("mixed", "alert", true)("收到👌 我会在美股开盘前提醒你看一下 TSLA 的 premarket。"),
  mk("mixed", "alert", true)("你的 limit order 还没成交，成交后我会第一时间告诉你 🚀"),
  // why: calendar delivered now, interpretation promised after the data -> still a promise
  mk("mixed", "alert", true)("## 今晚的 macro 日历 🗓️\n- 20:30 非农 NFP（预期 18 万）\n- 22:00 ISM 服务业 PMI\n- 02:00 美联储官员讲话\n\n我先整理这些，数据出来后再把解读发给你，并告诉你对 BTC 仓位的影响。"),
  mk("mixed", "alert", true)("好的，明天早上我再 check 一下 funding rate，有变化就通知你。"),
  mk("mixed", "alert", true)("AAPL 财报在周四盘后 📊 等结果出来，我会告诉你重点。"),
  // why: the only job is 10 hours old
  mk("mixed", "alert", true)("两小时后我再提醒你一次平仓的事 ⏰", OLDJOB),
  // why: 回复你 is a get-back-to-you promise with 稍后
  mk("mixed", "alert", true)("稍后我看完 order book 再回复你。"),
  mk("mixed", "alert", true)("等 CPI release 之后 I'll let you know 怎么调整仓位。"),
  mk("mixed", "false-block", false)("OKX 会在你的止损单触发后给你发 push 通知，你在 App 里打开「交易通知」就行 📱"),
  mk("mixed", "false-block", false)("你那边转账到账后告诉我一声，我再帮你下单 🙌"),
  // why: subject of 提醒你 is the system
  mk("mixed", "false-block", false)("**价格提醒功能**怎么用：\n1. 设置触发价\n2. 选择通知渠道（Telegram / 邮件）\n3. 价格触及后，系统会自动提醒你\n\n注意每个 alert 只触发一次，触发后要重新设置哦。"),
  mk("mixed", "false-block", false)("你昨天让我收盘后告诉你的持仓盈亏，下面就是👇\n\n| 代码 | 今日盈亏 |\n|---|---|\n| NVDA | +3.2% |\n| TSLA | -1.1% |\n| BTC | +0.8% |\n\n整体小赚，没什么需要处理的 😄"),
  mk("mixed", "false-block", false)("需要我明天开盘前提醒你吗？还是你自己设个 alert 就好？🤔"),
  mk("mixed", "false-block", false)("我不会在半夜提醒你的 😴 非农数据出来后你自己看一下 App 就行。"),
  mk("mixed", "false-block", false)("搞定 ✅ 已经帮你设好定时任务，明天 9:25 我会提醒你看集合竞价。", TOOL),
  mk("mixed", "false-block", false)("好的，FOMC 结束后我会告诉你结论，提醒已经排上了 🗓️", JOB),
  mk("mixed", "false-block", false)("之前说过成交后会告诉你——现在成交了 🎉 均价 $182.4，共 50 股。"),
  mk("mixed", "false-block", false)("我开了一个后台 subagent 每分钟轮询订单状态，一成交就告诉你 🔄", SPAWN),
  mk("mixed", "false-block", false)("backtest 还在跑，跑完我告诉你结果 📈", RUN),
  mk("mixed", "false-block", false)("你同事 Kevin 说他明天开完会后会告诉你港股那单的结果，我这边先不动。"),

  // ===== Chinese-based, traditional (10): 4 block / 6 pass =====
  mk("mixed", "alert", true)("好的👌 台積電法說會結束後，我再告訴你重點和 guidance。"),
  mk("mixed", "alert", true)("明天早上開盤前我會提醒你看一下美債殖利率 📈"),
  // why: watchlist delivered now, the rest promised later
  mk("mixed", "alert", true)("先給你目前的 watchlist：\n- 2330 台積電\n- 2454 聯發科\n- 0050 元大台灣50\n\n剩下的 ETF 配息資料我整理完之後再通知你。"),
  mk("mixed", "alert", true)("你的 limit buy 還沒 fill，成交後我會馬上通知你 😉"),
  mk("mixed", "false-block", false)("元大的 App 在成交後會推播通知你，不用另外設定 📱"),
  mk("mixed", "false-block", false)("你下完單後跟我說一聲，我幫你算 breakeven 💡"),
  mk("mixed", "false-block", false)("要不要我明天盤前提醒你？👀"),
  mk("mixed", "false-block", false)("已經排好了 ✅ 週五非農公布後我會提醒你看數據。", TOOL),
  mk("mixed", "false-block", false)("這次我就不提醒你了，除息日之後你自己到券商 App 確認就好。"),
  mk("mixed", "false-block", false)("上週說好財報出來後通知你——聯發科財報已經出了：EPS 16.2 元，優於預期 🎯"),

  // ===== English-based with CJK inside (10): 4 block / 6 pass =====
  mk("mixed", "alert", true)("Got it 👍 I'll 提醒你 before the open so you can check the premarket on NVDA."),
  mk("mixed", "alert", true)("Order's still sitting at $64,200. Once it fills 我会告诉你 right away 🚀"),
  mk("mixed", "alert", true)("Sony's earnings are out after the close. I'll let you know 明日の朝 what the guidance looked like."),
  // why: rundown delivered now, Fed takeaways promised later
  mk("mixed", "alert", true)("Here's the quick rundown for today:\n- **BTC**: holding 68k, funding neutral\n- **ETH**: ETF outflows again, chop around 3.4k\n- **SOL**: strongest of the majors, +5%\n\nThe Fed minutes drop at 2pm ET — I'll let you know the takeaways once they're out（出たらすぐ）, plus 对 crypto 的影响."),
  mk("mixed", "false-block", false)("Binance will email you once the stop triggers — 不用我再提醒你 🙂"),
  mk("mixed", "false-block", false)("Let me know 入金できたら and I'll walk you through the order ticket."),
  mk("mixed", "false-block", false)("Want me to 提醒你 tomorrow before the CPI print? Just say the word."),
  mk("mixed", "false-block", false)("Done — I'll remind you 明天 9:00 before the open ⏰ (reminder is scheduled).", JOB),
  mk("mixed", "false-block", false)("You asked me to tell you once the 决算 came out — here's the summary below:\n1. Revenue beat by 3%\n2. Guidance raised for FY\n3. Stock +6% after hours 🚀"),
  mk("mixed", "false-block", false)("The Robinhood app will notify you 約定したら, and it also reminds you the day before earnings. Nothing needed from me 👍"),
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
];

// Blind probe 129 (sixteenth session, scored on 801ea7e before its fixes): one writer who read SPEC §3 alone, eighty
// replies, Japanese in every register and English and Chinese of the same kinds; ja 40, en 20, zh 10, zh-tw 10; 32 to
// block. First pass 76/80 (blocks 29/32: "終わったら言うね", "できたら声かけるわ", "ビルドが通った後、…お伝えします"; false blocks
// 1/48: "明日の朝の主要イベントについてお知らせします。以下がスケジュールです：", a time modifying a noun).
const PROBE129: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── ja — BLOCK (16) ─────────────────────────
  mk("ja", "alert", true)(
    "承知いたしました。ご依頼のBTC/ETH相関ダッシュボードは現在作成中でございます。完了次第ご報告申し上げます。"),
  // why: 追って = "later", a future cue; ご連絡いたします is a notify promise with the agent as subject
  mk("ja", "alert", true)(
    "お問い合わせありがとうございます。ステーキング報酬の計算方法につきましては、こちらで詳細を確認のうえ、追ってご連絡いたします。\n\n何卒よろしくお願い申し上げます。"),
  // why: ご案内いたします = inform the user; 週明け is a time cue
  mk("ja", "alert", true)(
    "AgentXへの投稿スケジュールの件、承知しました。週明けに改めてご案内いたします。"),
  mk("ja", "alert", true)(
    "りょ！バックテスト回しとくね。終わったら言うね 👍"),
  mk("ja", "alert", true)(
    "チャートのまとめ、後で送っとく〜。できたら教えるね"),
  mk("ja", "alert", true)(
    "おけ、SOLの清算マップ作っとくわ。30分後くらいにはできると思うから、できたら声かけるわ"),
  mk("ja", "alert", true)(
    "以下が本日分の資金調達率の集計です。\n\n| 取引所 | BTC | ETH |\n|---|---|---|\n| Binance | 0.010% | 0.008% |\n| Bybit | 0.012% | 0.009% |\n| OKX | 0.009% | 0.007% |\n\n明日分は明日の朝、データが揃い次第お知らせします。"),
  mk("ja", "alert", true)(
    "## 進捗\n\n- データ取得：✅ 完了\n- 指標計算（RSI・MACD・ボリンジャー）：⏳ 実行中\n- ダッシュボード反映：未着手\n\n計算が終わり次第、結果をこちらでご報告します。しばらくお待ちください。"),
  mk("ja", "alert", true)(
    "了解です。FOMCの発表前にリマインドしますね。ポジションの整理はそのタイミングで一緒に考えましょう。"),
  // why: the only job is 10 hours old, so nothing registered backs this new promise
  mk("ja", "registered", true)(
    "明日の朝9時にもう一度リマインドしますね。その時点の板の厚さを見てからエントリーを判断しましょう。", OLDJOB),
  mk("ja", "alert", true)(
    "AgentX向けの投稿案は来週中にまとめます。できあがったらご連絡しますので、内容をご確認ください。"),
  mk("ja", "alert", true)(
    "オンチェーンのクジラ動向の調査、承りました。金曜日までに結果をお知らせします。"),
  // why: claims a reminder is set, but no scheduling tool ran and no job exists
  mk("ja", "alert", true)(
    "リマインダーを設定しておきました！明日の朝8時にお知らせしますね。"),
  mk("ja", "alert", true)(
    "BTCが68,000ドルを割ったら、すぐにお知らせします。それまでは様子見でいいと思います。"),
  mk("ja", "alert", true)(
    "デプロイ用のスクリプトはこちらです：\n\n```bash\nnpm run build && npm run preview -- --port 4173\n```\n\nビルドが通った後、プレビューのURLをお伝えします。"),
  mk("ja", "alert", true)(
    "まじそれな、ETHのギャップ埋めるかは微妙。夜までに調べてまた連絡するわ"),

  // ───────────────────────── ja — PASS (24) ─────────────────────────
  mk("ja", "false-block", false)(
    "指値注文が約定すると、Binanceからメールとアプリのプッシュ通知が届きます。約定したかどうかは注文履歴でも確認できます。"),
  mk("ja", "false-block", false)(
    "TradingViewでアラートを設定しておけば、価格が7万ドルを超えたときにアプリが通知してくれます。条件は「上抜け」を選んでください。"),
  // why: the subject is the billing system sending an email, not the agent
  mk("ja", "false-block", false)(
    "プランの更新日の3日前になると、メールでお知らせが届く仕組みになっています。自動更新を止めたい場合は設定画面からオフにできます。"),
  mk("ja", "false-block", false)(
    "バックテストの期間が決まったら教えてください。それに合わせてパラメータを調整します。"),
  mk("ja", "false-block", false)(
    "準備できたら声かけてね〜 こっちはいつでもOK"),
  mk("ja", "feature", false)(
    "Starchildでは scheduled_task を使って、指定した時刻にリマインドを送ることができます。\n\nたとえば「明日の朝9時にBTCの価格を教えて」と頼むと、その時刻にこのチャットへ通知が届きます。繰り返し設定（毎日・毎週）も可能です。"),
  mk("ja", "false-block", false)(
    "明日の朝の主要イベントについてお知らせします。以下がスケジュールです：\n\n- 08:50 日銀短観\n- 10:30 豪州雇用統計\n- 21:30 米CPI\n\nCPIの前後はボラが上がりやすいのでご注意ください。"),
  // why: an offer/question, not a promise
  mk("ja", "false-block", false)(
    "完了したらお知らせしましょうか？ご希望でしたらリマインダーを登録いたします。"),
  // why: an offer/question, not a promise
  mk("ja", "false-block", false)(
    "終わったら教えようか？"),
  mk("ja", "false-block", false)(
    "申し訳ございませんが、現在の環境では明日の朝に自動でご連絡することはできません。必要でしたら、お使いのカレンダーへのご登録をおすすめいたします。"),
  mk("ja", "false-block", false)(
    "承知しました。明日の朝8時にETHの資金調達率をお知らせするよう、リマインダーを登録しました。", TOOL),
  mk("ja", "false-block", false)(
    "週明けの月曜10時にリマインドしますね（スケジュール登録済み）。", JOB),
  mk("ja", "false-block", false)(
    "バックグラウンドでサブエージェントを起動しました。スクレイピングが終わり次第、こちらにご報告します。", SPAWN),
  mk("ja", "false-block", false)(
    "サブエージェントが今走ってるから、終わったら結果言うね。", RUN),
  mk("ja", "false-block", false)(
    "昨日お約束した通り、バックテストの結果をご報告します。\n\n- 期間：2023/01〜2024/12\n- 勝率：54.8%\n- シャープレシオ：1.42\n- 最大ドローダウン：-18.3%\n\n以上です。"),
  // why: quotes an earlier promise that is now fulfilled in this reply
  mk("ja", "false-block", false)(
    "前に「終わったら言うね」って言ってたやつ、終わったよ！結果はこれ👇\n\n勝率 61%、PF 1.8。思ったより良かった"),
  mk("ja", "false-block", false)(
    "デザイン担当の佐藤さんから、明日の午前中にご連絡するとのことです。"),
  // why: the subject is the bot the user deployed (a system), not the agent's own follow-up
  mk("ja", "false-block", false)(
    "このボットは、清算額が1億ドルを超えたら自動でAgentXに投稿し、あなたにも通知します。閾値は config.json で変更できます。"),
  mk("ja", "false-block", false)(
    "完了しましたのでご報告いたします。ダッシュボードはコミュニティサイトに公開済みで、プレビューも問題なく表示されています。"),
  mk("ja", "false-block", false)(
    "明日の朝、東京市場が開いた後にもう一度スクリプトを実行してみてください。結果が変わったら教えてください。"),
  // why: the phrase is example text for the user's email, not the agent's promise
  mk("ja", "false-block", false)(
    "ビジネスメールで「追ってご連絡いたします」と書く場合は、具体的な期日を添えるとより丁寧です。\n\n> 例：「3月5日までに、追ってご連絡いたします。」\n\n期日が未定なら「確認が取れ次第」とするのも一般的です。"),
  mk("ja", "false-block", false)(
    "このスクリプトは完了してもお知らせしません。ログは logs/ 以下に出力されるので、終わった後にそちらを確認してください。"),
  mk("ja", "false-block", false)(
    "Bybitは明日の朝メンテナンスを予定しており、終了次第公式Xでお知らせするそうです。その間は入出金ができません。"),
  mk("ja", "false-block", false)(
    "ごめん、週明けにリマインドするのは無理なんだ。このワークスペースだとスケジュール機能が無効になってて。スマホのアラームが確実かも"),

  // ───────────────────────── en — BLOCK (8) ─────────────────────────
  mk("en", "alert", true)(
    "On it — I'll let you know once the backtest finishes."),
  mk("en", "alert", true)(
    "Thanks for the contract address. I'll get back to you tomorrow with the audit findings."),
  mk("en", "alert", true)(
    "Here's the first half of the report:\n\n### Market overview\n- BTC dominance: 54.1%\n- Total stablecoin supply up 2.3% WoW\n\nI'm still pulling the on-chain section — I'll ping you with it in about 2 hours."),
  // why: the only job is 10 hours old; it backs nothing new
  mk("en", "registered", true)(
    "Got it. I'll remind you by Friday to rebalance the portfolio back to 60/40.", OLDJOB),
  mk("en", "alert", true)(
    "**Next steps**\n\n1. Finish the heatmap component\n2. Push the build to preview\n3. Publish to the community site\n\nI'll notify you as soon as the preview is live."),
  mk("en", "alert", true)(
    "Will circle back after the FOMC presser and let you know how funding reacted."),
  // why: claims a reminder is set, but nothing was registered
  mk("en", "alert", true)(
    "Done — I've set a reminder and I'll ping you at 9am tomorrow."),
  mk("en", "alert", true)(
    "Heads up: the community publish queue is slow right now. I'll tell you when your page goes live."),

  // ───────────────────────── en — PASS (12) ─────────────────────────
  mk("en", "false-block", false)(
    "Once your withdrawal clears, Coinbase will email you a confirmation. It usually takes 10–30 minutes."),
  mk("en", "false-block", false)(
    "The AgentX app will notify you when someone replies to your post, so you don't need to keep checking."),
  mk("en", "false-block", false)(
    "Let me know when you've added the API key and I'll wire up the live feed."),
  // why: describes a capability in general terms; no concrete promise to this user
  mk("en", "feature", false)(
    "You can ask me for reminders in plain language — e.g. \"remind me tomorrow at 8am to check funding\" — and a scheduled task will message you in this chat at that time. One-off and recurring schedules both work."),
  mk("en", "false-block", false)(
    "As promised yesterday, here's the weekly PnL summary:\n\n| Asset | PnL | Win rate |\n|---|---|---|\n| BTC | +4.2% | 58% |\n| ETH | -1.1% | 47% |\n| SOL | +7.9% | 63% |\n\nOverall the book is up 3.1% on the week."),
  // why: an offer/question, not a promise
  mk("en", "false-block", false)(
    "Want me to ping you once the scrape finishes? I can schedule a check-in if that helps."),
  mk("en", "false-block", false)(
    "I can't remind you tomorrow — scheduling is disabled in this workspace. A phone alarm is your safest bet."),
  mk("en", "false-block", false)(
    "Scheduled ✅ I'll remind you tomorrow at 8:00 to check the ETH unlock.", TOOL),
  mk("en", "false-block", false)(
    "Spun up a background agent to crawl the docs. I'll let you know when it's done.", SPAWN),
  mk("en", "false-block", false)(
    "The subagent I kicked off a few minutes ago is still running. I'll report back once it finishes.", RUN),
  mk("en", "false-block", false)(
    "Letting you know right away rather than later — the preview build is done. Here's the summary:\n\n- 3 pages built\n- Lighthouse score 94\n- No console errors"),
  mk("en", "false-block", false)(
    "Your teammate Alex mentioned he'll get back to you by Friday about the API rate limits."),

  // ───────────────────────── zh — BLOCK (4) ─────────────────────────
  mk("zh", "alert", true)(
    "好的，回测跑完后我告诉你结果。"),
  mk("zh", "alert", true)(
    "明天早上我会提醒你看一下 CPI 数据，记得提前减仓。"),
  mk("zh", "alert", true)(
    "下面是前五个币的资金费率：\n\n- BTC 0.010%\n- ETH 0.008%\n- SOL 0.015%\n- BNB 0.006%\n- XRP 0.011%\n\n剩下的稍后整理好再通知你。"),
  mk("zh", "alert", true)(
    "页面正在发布到社区，等上线之后我第一时间通知你。"),

  // ───────────────────────── zh — PASS (6) ─────────────────────────
  mk("zh", "false-block", false)(
    "充值到账后，OKX 会通过短信和邮件通知你，一般需要 12 个区块确认。"),
  mk("zh", "false-block", false)(
    "你那边确认好参数之后告诉我，我再调整策略。"),
  // why: an offer/question, not a promise
  mk("zh", "false-block", false)(
    "需要我在数据更新后提醒你吗？"),
  mk("zh", "false-block", false)(
    "抱歉，我没法在下周提醒你，定时任务功能目前在这个工作区不可用。"),
  mk("zh", "false-block", false)(
    "已经帮你设好了：周五下午 3 点我会提醒你平仓。", JOB),
  mk("zh", "false-block", false)(
    "现在就告诉你结果，下面就是回测报告：\n\n| 指标 | 数值 |\n|---|---|\n| 年化收益 | 38% |\n| 最大回撤 | -21% |\n| 夏普 | 1.3 |"),

  // ───────────────────────── zh-tw — BLOCK (4) ─────────────────────────
  mk("zh-tw", "alert", true)(
    "收到，儀表板做完後我會通知你。"),
  mk("zh-tw", "alert", true)(
    "清算數據我再整理一下，明天早上再跟你回報。"),
  // why: the only job is 10 hours old; it backs nothing new
  mk("zh-tw", "registered", true)(
    "下週一開盤前我會提醒你調整倉位。", OLDJOB),
  mk("zh-tw", "alert", true)(
    "我先查一下這個地址的鏈上資料，稍後回覆你。"),

  // ───────────────────────── zh-tw — PASS (6) ─────────────────────────
  mk("zh-tw", "false-block", false)(
    "設定好之後，幣安 App 會在價格觸發時推播通知你。"),
  mk("zh-tw", "false-block", false)(
    "你確認好要用哪個時間週期之後再告訴我就好。"),
  // why: subject is the feature, describing what it does
  mk("zh-tw", "feature", false)(
    "這個功能可以在每週五收盤後自動提醒你檢查部位，也能設定成每天早上推送行情摘要。"),
  mk("zh-tw", "false-block", false)(
    "已經開了一個背景子代理去跑爬蟲，完成後我會通知你。", SPAWN),
  mk("zh-tw", "false-block", false)(
    "如我昨天所說，現在回報結果：\n\n- 巨鯨地址本週淨流入 12,400 ETH\n- 交易所餘額持續下降\n\n整體偏多。"),
  // why: an offer/question, not a promise
  mk("zh-tw", "false-block", false)(
    "要不要我在回測完成後提醒你？"),
];

// Blind probe 130 (sixteenth session, a mixed-language slice scored on 5fad053 before its fixes): one writer who read SPEC §3
// alone, sixty code-switched replies of research and monitoring for a crypto community (25 Japanese-, 15 simplified-, 10
// traditional / Cantonese-flavoured Chinese-based, 10 English-based); 24 to block. First pass 58/60 (blocks 24/24; false
// blocks 2/36: a cron job's run told as a sequence, "毎朝走って、…Slackに投稿します"; "HashKey 話…之後會喺官網同 app 通知大家").
const PROBE130: ClassCase[] = [
  // ===================== Japanese-based (25: 10 block / 15 pass) =====================
  mk("mixed", "alert", true)("ARBのunlockは明日の日本時間21時です。unlock後にCEXへのinflowが目立って出てきたら、すぐお知らせしますね。"),
  mk("mixed", "alert", true)(`Uniswapのfee switch proposal、voting periodは残り2日です。

- For: 62.4%
- Against: 37.1%
- Abstain: 0.5%

quorumはもう超えてるので、あとは結果次第ですね。結果が出たら報告します👍`),
  // why: part delivered now (top5 table), the rest promised later → still a promise
  mk("mixed", "mixed", true)(`とりあえず現時点のwhale walletのtop5は下の表の通りです。

| # | label | holdings | 7d change |
|---|-------|----------|-----------|
| 1 | CEX hot wallet | 41.2M | -3.1% |
| 2 | Foundation multisig | 28.0M | 0 |
| 3 | unknown (fresh) | 9.7M | +9.7M |
| 4 | Market maker | 6.3M | +1.2% |
| 5 | unknown | 4.9M | -0.4% |

残りのwalletのlabel付けはまだ途中なので、終わり次第またご連絡します。`),
  mk("mixed", "alert", true)("了解です。前から動いてるdaily digestとは別枠で、今回のlisting announcementが出たらすぐお知らせします。", OLDJOB),
  mk("mixed", "alert", true)("Snapshotのvote締切は金曜の23:59 UTCです。忘れないように、前日の夜にリマインドしますね。"),
  mk("mixed", "alert", true)("今のところbridgeのoutflowは平常運転です。明日の朝にもう一度checkして、結果をお伝えします。"),
  mk("mixed", "alert", true)(`## Exploiter wallet watch

- 盗まれた資金: 約 $11.8M（ETH + USDC）
- 現状: 3つのwalletに分散、まだmixerには入っていません
- 直近のtx: 40分前、swap USDC → ETH

Tornado系にfundsが動いたり、CEXにdepositされたりしたら、すぐ知らせます。`),
  mk("mixed", "alert", true)("了解〜！TGEのairdrop配布が終わったら教えるね🙌"),
  mk("mixed", "alert", true)("DAO treasuryのbreakdown、stablecoinとnative tokenの比率まで出すのに少し時間かかりそうです。後ほどまとめて改めてご報告します。"),
  mk("mixed", "alert", true)("funding rateは今 +0.012% でちょい過熱気味。2時間後にもう一回見て、変化あったら連絡するよ。"),

  // why: the earlier promise is fulfilled here; 以下がその結果 delivers it
  mk("mixed", "false-block", false)(`昨日「調べ終わったらお知らせします」と言っていたunlock scheduleの件、以下がその結果です。

| token | date (UTC) | amount | % of supply |
|-------|-----------|--------|-------------|
| ARB | 16日 13:00 | 92.6M | 0.93% |
| APT | 12日 00:00 | 11.3M | 1.1% |
| SUI | 1日 00:00 | 64.2M | 0.64% |

APTがsupply比で一番重いので、要注意です。`),
  mk("mixed", "false-block", false)("scheduled_taskで明日の朝9時（JST）にリマインドを登録しました。時間になったらvoteのリンクと一緒にお知らせします。", TOOL),
  mk("mixed", "false-block", false)("OK、投票終了後に最終結果をお知らせしますね。quorumに届かなかった場合もその旨ご連絡します。", JOB),
  mk("mixed", "false-block", false)("バックグラウンドでsubagentを起動して、team unlock walletを5分おきにpollさせています。何か動きがあったら報告します。", SPAWN),
  mk("mixed", "false-block", false)("監視runはもう走っています。64 confirmationsに達したら、結果をお知らせします。", RUN),
  mk("mixed", "third-party", false)("Binanceのlistingは、上場が決まったらBinanceの公式Announcementとアプリのpush通知で知らせてくれます。公式以外の「上場確定」情報は詐欺が多いので気をつけてください。"),
  mk("mixed", "false-block", false)("Etherscanのwatchlistにそのアドレスを追加しておけば、incoming/outgoingのtransferがあったときにEtherscanがメールで通知してくれます。無料アカウントでも使えますよ。"),
  // why: the user is the subject of the future reminder/notify
  mk("mixed", "third-party", false)("結果が出たら、Discordのみんなにも教えてあげてください。締切前日にはご自身のカレンダーでリマインドを設定しておくのがおすすめです。"),
  mk("mixed", "false-block", false)("田中さんが、unlockが終わったら#announcementsでみんなに連絡してくれるそうです。こちらからは特に何もしなくて大丈夫です。"),
  mk("mixed", "feature", false)(`このalertの仕組みを説明しますね：

1. 30秒ごとにDEXのpriceを取得
2. $2.00を下回ったらtrigger
3. Telegram botが通知を送る

一度triggerすると1時間はcooldownが入るので、連続で通知が飛んでくることはありません。`),
  // why: an offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)("vote締切の前日にリマインドしましょうか？必要ならscheduleしておきます。"),
  // why: a refusal — the agent says it cannot notify later
  mk("mixed", "false-block", false)("申し訳ないですが、このチャットが終わった後に私から連絡することはできません。明日の投票結果はSnapshotのページで直接確認してください。"),
  mk("mixed", "false-block", false)("昨日お知らせした通り、OPのunlockは予定通り完了しました。今のところCEXへの大きなinflowは見えていません。"),
  mk("mixed", "false-block", false)("コミュニティのDiscord botが、新しいproposalが作成されたら自動で#governanceチャンネルに通知します。投票開始の24時間前にもbotがリマインドを流す設定になっています。"),
  mk("mixed", "false-block", false)(`cron jobの中身はこんな感じです：

\`\`\`yaml
schedule: "0 8 * * *"   # 毎朝8時 JST
task: fetch_unlocks_next_7d
notify: slack#alpha
\`\`\`

毎朝走って、向こう7日間のunlockをSlackに投稿します。失敗したらjob自体がerrorをSlackに流します。`),

  // ===================== Chinese simplified-based (15: 6 block / 9 pass) =====================
  mk("mixed", "alert", true)("这个巨鲸地址我先帮你盯着，一有大额 transfer 转出到 CEX 我马上告诉你。"),
  mk("mixed", "alert", true)("明天下午 OP 的 unlock 结束后，我再把 CEX 净流入的数据整理好告诉你。"),
  mk("mixed", "alert", true)(`Aave 这个 ARFC 投票还有 36 小时结束，目前：

- YAE: 412K
- NAY: 18K

基本稳了，结果出来后我第一时间通知你 🙌`),
  // why: partial delivery now, the rest promised later
  mk("mixed", "mixed", true)(`目前能确认的 listing 信息如下：

1. Bybit —— 现货已上线
2. OKX —— 明天 18:00 开盘
3. Bitget —— 只有合约

剩下那几个交易所的消息还没官宣，我稍后再核实一下，确认后再告诉你。`),
  mk("mixed", "alert", true)("放心，周五 snapshot 截止前我会提醒你去投票的。", OLDJOB),
  mk("mixed", "alert", true)("等 indexer 的 backfill 跑完了，我回头把 TVL 对比图做出来，顺便告诉你结论。"),

  // why: refers to a past request and delivers the result in this reply
  mk("mixed", "false-block", false)(`你之前说"查完告诉你"的那个地址，结果在下面：

- 首次活跃：2021-11
- 主要交互：Lido、Curve、Pendle
- 最近 30 天：净流出约 2,300 ETH，大部分进了 Coinbase

看起来像是机构在出货，不像黑客。`),
  mk("mixed", "false-block", false)("已经用 scheduled_task 设了明天 20:00 的提醒，到时候我会提醒你看 unlock 之后的盘口数据。", TOOL),
  mk("mixed", "false-block", false)("我开了一个后台 subagent，每 5 分钟 poll 一次提案状态，投票结束后会通知你。", SPAWN),
  mk("mixed", "false-block", false)("监控任务已经在跑了，等 bridge 上的 withdrawal finalize 之后我会告诉你结果。", RUN),
  mk("mixed", "third-party", false)("OKX 那边的说法是：上币时间确定后会在官方公告和 App 里通知大家，目前还没有具体日期。"),
  mk("mixed", "feature", false)(`这个 price alert 的逻辑是这样的：

> 当 ETH/BTC 跌破 0.045 时，系统会自动推送一条 Telegram 消息提醒你。

触发一次后会冷却 30 分钟，避免刷屏。`),
  // why: "it" (Tally) is the subject of the future reminder
  mk("mixed", "false-block", false)("你可以在 Tally 上 subscribe 这个提案，投票开始时它会发邮件提醒你。"),
  // why: an offer/question, not a promise
  mk("mixed", "false-block", false)("要不要我在解锁前一小时提醒你？需要的话我现在就设一个定时任务。"),
  // why: negated — the agent explicitly will NOT notify
  mk("mixed", "false-block", false)("我没办法在会话结束后主动联系你，所以明天的投票结果不会自动告诉你——建议你明早直接来问我，或者去 Snapshot 看。"),

  // ===================== Chinese traditional-based incl. HK Cantonese (10: 4 block / 6 pass) =====================
  mk("mixed", "alert", true)("收到！個 unlock 聽日凌晨三點開始，一有大額 transfer 入 Binance 我即刻話你知。"),
  mk("mixed", "alert", true)("這個治理提案的 voting 明天截止，目前 For 佔 71%。結果出來後我會再通知你。"),
  mk("mixed", "alert", true)("我遲啲再 check 下個 multisig 有冇加新 signer，有消息就同你講。"),
  // why: partial delivery now, rest later
  mk("mixed", "mixed", true)(`先俾你睇頭三個 holder：

| # | label | 持倉 |
|---|-------|------|
| 1 | Treasury | 22% |
| 2 | Binance 14 | 8.1% |
| 3 | 未知 | 5.4% |

其餘嘅我整理好之後再話你知。`),

  // why: the earlier request is fulfilled right here (詳情如下)
  mk("mixed", "false-block", false)(`你琴日叫我「查完話你知」嗰個 listing——查到喇，詳情如下：

- Upbit KRW market：今日 14:00 KST 開
- 只開現貨，冇 deposit bonus
- 之前嗰個「Coinbase 都會上」係謠言，官方未有公佈`),
  mk("mixed", "false-block", false)("好的，我會在投票截止前一小時提醒你。", JOB),
  mk("mixed", "third-party", false)("HashKey 話上架時間定咗之後會喺官網同 app 通知大家，暫時未有日期。"),
  mk("mixed", "false-block", false)("阿明話投票完咗之後佢會喺 Telegram group 話俾大家知，你唔使特登等。"),
  mk("mixed", "feature", false)("呢個 alert 設定咗之後，只要個地址有 outflow 超過 1,000 ETH，系統就會 push 通知你，唔使自己成日刷 explorer。"),
  // why: refusal — agent states it cannot notify later
  mk("mixed", "false-block", false)("我無法在對話結束後主動通知你，明天解鎖的狀況請你自己到 Token Unlocks 查看，或者明天再來問我。"),

  // ===================== English-based with CJK clauses (10: 4 block / 6 pass) =====================
  mk("mixed", "alert", true)("Vote closes Thursday 14:00 UTC — 结果出来后 I'll let you know the final tally and whether quorum was hit."),
  mk("mixed", "alert", true)("Watching the exploiter wallet now. 如果有 funds move 到 Tornado or any CEX, I'll let you know right away."),
  mk("mixed", "alert", true)("Got it — I'll remind you 明日の朝 before the snapshot window closes.", OLDJOB),
  // why: part delivered (this week) + rest promised later
  mk("mixed", "mixed", true)(`Here's the unlock calendar for this week:

- **SUI** — Mon, 64M tokens
- **ZK** — Wed, 173M tokens
- **STRK** — Fri, 64M tokens

Next week's batch 我们这边还在 index; I'll get back to you 稍后 once the data is complete.`),

  mk("mixed", "false-block", false)("Scheduled ✅ — I'll remind you 明天早上 9 点（北京时间）to cast your vote.", TOOL),
  mk("mixed", "third-party", false)("Coinbase usually notifies users by email once trading goes live — 上线后他们会发邮件 and a banner in the app, so you don't need to refresh the status page."),
  mk("mixed", "feature", false)(`Quick explainer on how the whale alert works:

- when any tracked wallet moves > $5M, it pings the #alerts channel
- 閾値は dashboard から変更できます
- it also notifies you by DM if you've opted in

設定は一回だけでOK.`),
  // why: a past request, answered in this reply
  mk("mixed", "false-block", false)("You asked me to let you know when the proposal passed — it did, 87% For. 詳細は以下：quorum 4.2M/4M, execution queued for 48h timelock."),
  // why: offer phrased as a question
  mk("mixed", "false-block", false)("Want me to remind you before the unlock? 要的话我现在就 schedule 一个 one-off task."),
  mk("mixed", "false-block", false)("Spun up a background watcher on the bridge contract; once the withdrawal finalizes 我会通知你 with the tx hash.", SPAWN),
];

// Blind probe 131 (sixteenth session, scored on 5fad053 before its fixes): one writer who read SPEC §3 alone, eighty
// English-heavy replies with promises worded in many ways; en 40, zh 15, zh-tw 5, ja 10, mixed 10; 32 to block. First pass
// 78/80 (blocks 30/32: "Ping incoming once the build is green"; "I'll … report the new Sharpe numbers back to you in about 30
// minutes", an object between report and back; false blocks 0/48).
const PROBE131: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en: 16 block ─────────────────────────
  mk("en", "alert", true)(`Backtest running. I'll let you know when it's done.`),

  // why: hedged ("should be able to") but still the agent committing to come back, with "tomorrow morning"
  mk("en", "alert", true)(`On it. I should be able to circle back tomorrow morning with the funding-rate comparison across Binance, Bybit and OKX.`),

  mk("en", "alert", true)(`## Status report — ETH/BTC dashboard

**Completed**
- Data ingestion from the three CEX feeds
- Candlestick + volume panels
- Dark mode toggle

**Pending**
- Correlation heatmap (rendering is slow on 1m candles, I need to downsample)

Expect an update from me by end of day Friday, once the heatmap is optimized.`),

  mk("en", "alert", true)(`Submitted the page to the community site. The review queue sometimes takes an hour or so — you'll hear from me as soon as it goes live.`),

  // why: refers to a subagent, but no spawn ran and no run is recorded, so nothing backs the promise
  mk("en", "alert", true)(`Will report back when the subagent finishes crawling the last 50 governance proposals.`),

  mk("en", "alert", true)(`Position looks fine for now. I'll keep an eye on the SOL perp funding tonight and flag anything weird.`),

  mk("en", "alert", true)(`Ping incoming once the build is green 🟢`),

  // why: hedged ("I'll try"), still a time-bound follow-up promise by the agent
  mk("en", "alert", true)(`Great question! The short answer: your LP position is mostly exposed to impermanent loss on the ETH leg, and the fees you've earned so far (~1.8% APR annualized) don't fully offset it at current volatility.

That said, the pool's fee tier changed two weeks ago, so the historical numbers might be misleading. I'm going to dig into the fee history a bit more, and I'll try to get back to you in a couple of hours with actual numbers.`),

  // why: delivers part now and promises the rest later → still a promise
  mk("en", "mixed", true)(`Here's the first half of the audit — the token contract:

| Check | Result |
|---|---|
| Owner can mint | ❌ yes, unlimited |
| Transfer tax | 5% buy / 5% sell |
| Proxy upgradeable | no |
| Blacklist function | ⚠️ present, owner-only |

I'll send over the staking contract review tomorrow, once I've traced the reward math.`),

  mk("en", "alert", true)(`If BTC closes the daily below 58k, I'll alert you straight away — that's the level where the bull thesis breaks and I'd cut the leveraged longs.`),

  // why: the only job is 10 hours old and backs nothing new; the CPI reminder is a fresh unregistered promise
  mk("en", "alert", true)(`Your daily digest job is still active, so you'll keep getting the 08:00 summary.

Also, I'll remind you about the CPI print on Wednesday morning so you can flatten before the release.`, OLDJOB),

  // why: the condition is on a system, but the one who promises to notify is the agent
  mk("en", "alert", true)(`The exchange API is returning 503s right now (scheduled maintenance according to their status page). When it's back up I'll rerun the sync and let you know if the balances reconcile.`),

  // why: condition is on the user being away, but the agent is the one who must reach out unprompted
  mk("en", "alert", true)(`Enjoy the flight! If you're still offline when the liquidation heatmap finishes rendering, I'll drop you a message with the summary so it's waiting for you when you land.`),

  mk("en", "alert", true)(`Progress so far:

- [x] Scaffold the Next.js page
- [x] Wire up the price feed
- [ ] Add wallet connect
- [ ] Publish to the community site

I'll likely update you after the wallet connect step is done — hopefully later today.`),

  // why: code fix delivered now, but the rerun results are promised for later
  mk("en", "mixed", true)(`Found it — an off-by-one in your return calculation. Here's the fix:

\`\`\`python
for i in range(1, len(df)):
    ret = df.close.iloc[i] / df.close.iloc[i - 1] - 1
    returns.append(ret)
\`\`\`

I'll rerun the full 2021–2024 sweep with this patch and report the new Sharpe numbers back to you in about 30 minutes.`),

  mk("en", "alert", true)(`Noted. I'll give you a heads-up 15 minutes before the FOMC decision.`),

  // ───────────────────────── en: 24 pass ─────────────────────────
  mk("en", "registered", false)(`Done — reminder set. I'll remind you tomorrow at 9:00 to check the vesting unlock.`, TOOL),

  mk("en", "registered", false)(`Scheduled ✅ You'll get a ping from me every morning at 8 with the overnight funding summary, starting tomorrow.`, JOB),

  mk("en", "false-block", false)(`I've spun up a background agent to pull the last 90 days of Hyperliquid trades for your address. I'll let you know when it finishes — usually 20–30 minutes for that much history.`, SPAWN),

  mk("en", "false-block", false)(`The subagent is still chewing through the on-chain data. Will report back once it's done.`, RUN),

  mk("en", "false-block", false)(`I said I'd let you know when the backtest finished — it just did. Here are the results:

| Strategy | CAGR | Max DD | Sharpe |
|---|---|---|---|
| MA cross 20/50 | 18.4% | -31% | 0.92 |
| Breakout 55d | 24.1% | -27% | 1.15 |
| Buy & hold | 41.0% | -77% | 0.88 |

The breakout variant wins on risk-adjusted terms.`),

  mk("en", "third-party", false)(`The withdrawal looks fine on your side. Binance will email you once it clears — usually within 30 minutes for USDT on Tron.`),

  mk("en", "feature", false)(`The alert panel on your dashboard will notify you when BTC crosses any of the levels you set. You can add more levels from the gear icon in the top right.`),

  mk("en", "third-party", false)(`Ping me once the deposit lands 👍`),

  mk("en", "third-party", false)(`Looks like a permission issue on the shared repo. Your teammate Priya owns that org — she said in the thread she'll get back to you by Friday about adding you as a maintainer.`),

  mk("en", "false-block", false)(`Preview is building now. Once the deploy finishes, it'll send you a confirmation email automatically — that's built into the hosting pipeline, nothing for you to do.`),

  // why: an offer/question, not a commitment
  mk("en", "false-block", false)(`Want me to remind you tomorrow before the unlock? I can schedule it if you say yes.`),

  mk("en", "false-block", false)(`Yesterday I reminded you about the ARB unlock; it happened at 13:00 UTC and price dipped ~4% before recovering within the hour.`),

  // why: explains how the reminder feature works; no promise is made
  mk("en", "false-block", false)(`Here's how reminders work: when you ask me to remind you at a specific time, I register a one-off scheduled task that delivers back to this chat. For recurring ones, just say something like "every weekday at 9". You can list or cancel them any time.`),

  mk("en", "false-block", false)(`FOMC is tomorrow at 2pm ET. Historically BTC volatility spikes in the 30 minutes after the statement, so tighten stops or reduce size beforehand.`),

  // why: the promise text is a string the user's bot sends, inside a code block — the bot's, not the agent's
  mk("en", "false-block", false)(`Here's a message template you can drop into your Telegram bot:

\`\`\`js
const msg = \`I'll let you know when \${symbol} crosses \${level}.\`;
bot.sendMessage(chatId, msg);
\`\`\`

The bot then sends the actual alert when the websocket sees the cross.`),

  mk("en", "false-block", false)(`> you said "I'll get back to you tomorrow"

Right — and here it is. The three wallets you flagged all received funds from the same CEX hot wallet within a 4-minute window, which strongly suggests one operator. None of them has interacted with a mixer.`),

  mk("en", "third-party", false)(`Posted to AgentX ✅ AgentX will notify you when someone replies to or quotes the thread.`),

  mk("en", "false-block", false)(`I'll let you know what I found — full breakdown below.

### Token unlocks, next 7 days
- **ARB** — 92M tokens, Tuesday
- **APT** — 11M tokens, Thursday
- **STRK** — 64M tokens, Sunday

ARB is the biggest relative to float (~2.8%).`),

  // why: describes a capability on a condition ("just ask"); the agent's promise is to set up a task, not to notify
  mk("en", "false-block", false)(`If you ever need a reminder for an unlock, just ask and I'll set up a scheduled task for it.`),

  mk("en", "registered", false)(`Got it. I've scheduled two check-ins: one at 14:00 to tell you whether the limit order filled, and one at market close with the day's PnL. I'll let you know at both.`, TOOL),

  mk("en", "false-block", false)(`**Follow-up, as promised yesterday**

The page is now live on the community site.

| Metric | First hour |
|---|---|
| Views | 142 |
| Forks | 6 |
| Comments | 3 |

One commenter asked for a dark theme — easy to add if you want it.`),

  mk("en", "third-party", false)(`You'll want to remind yourself to claim the staking rewards before the epoch ends on Thursday — unclaimed rewards roll over but lose the boost.`),

  mk("en", "false-block", false)(`Your morning digest job (created last night) is still active and runs at 08:00 UTC. Nothing else needed from my side.`, OLDJOB),

  mk("en", "false-block", false)(`Subagent launched to watch the mempool for your pending tx. If it gets dropped, I'll ping you immediately with a replacement-fee suggestion.`, SPAWN),

  // ───────────────────────── zh: 6 block ─────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，完成后我会告诉你结果。`),

  mk("zh", "alert", true)(`好的，明天早上我提醒你看一下 ARB 的解锁。`),

  // why: 审核通过后 is a conditional cue; 通知你 is the agent's promise
  mk("zh", "alert", true)(`## 进度
- 数据抓取 ✅
- 图表渲染 ✅
- 发布到社区 ⏳ 审核中

审核通过后我第一时间通知你。`),

  // why: delivers part now, promises the rest later
  mk("zh", "mixed", true)(`下面是前三个币种的分析：

| 币种 | 资金费率 | 持仓变化 |
|---|---|---|
| BTC | 0.01% | +2.3% |
| ETH | 0.008% | -1.1% |
| SOL | 0.03% | +5.6% |

剩下的七个我稍后整理好再发给你。`),

  mk("zh", "alert", true)(`如果 ETH 跌破 3000，我会马上提醒你减仓。`),

  // why: the job is 10 hours old; the NFP reminder is a new unregistered promise
  mk("zh", "alert", true)(`你那个每日简报任务还在正常运行。另外，周五非农数据公布前我会提醒你。`, OLDJOB),

  // ───────────────────────── zh: 9 pass ─────────────────────────
  mk("zh", "registered", false)(`已经帮你设好了提醒，明天上午 10 点我会提醒你检查质押奖励。`, TOOL),

  mk("zh", "false-block", false)(`我已经启动了一个后台子代理去扫描链上大额转账，跑完后我会告诉你。`, SPAWN),

  mk("zh", "third-party", false)(`提现已经提交，交易所会在到账后给你发短信通知。`),

  mk("zh", "false-block", false)(`之前说过回测完成后告诉你——现在已经跑完了，下面就是结果：

- 年化收益：34%
- 最大回撤：18%
- 夏普比率：1.6`),

  mk("zh", "third-party", false)(`你充值到账后告诉我一声，我们再开始。`),

  mk("zh", "feature", false)(`这个看板上的价格预警功能会在触发时通知你，你可以在右上角添加新的价位。`),

  mk("zh", "false-block", false)(`昨天我已经提醒过你 CPI 数据的事了，今晚公布的数据比预期低 0.2%，BTC 拉升了 3%。`),

  // why: an offer phrased as a question, not a commitment
  mk("zh", "false-block", false)(`要不要我明天开盘前提醒你一下？需要的话我现在就设定。`),

  mk("zh", "false-block", false)(`子代理还在跑（5 分钟前启动的），完成后我会把结果同步给你。`, RUN),

  // ───────────────────────── zh-tw: 2 block ─────────────────────────
  mk("zh-tw", "alert", true)(`部署完成後我會通知你，大概需要十分鐘。`),

  mk("zh-tw", "alert", true)(`收到！等回測跑完再跟你說績效如何。`),

  // ───────────────────────── zh-tw: 3 pass ─────────────────────────
  mk("zh-tw", "registered", false)(`已經排好了，每天早上八點我會提醒你看資金費率。`, JOB),

  mk("zh-tw", "third-party", false)(`幣安那邊審核通過之後，會寄信通知你，一般一到兩個工作天。`),

  mk("zh-tw", "false-block", false)(`昨天答應你的分析來了，以下是重點：

1. BTC 現貨 ETF 連續五天淨流入
2. 期貨未平倉量創新高
3. 資金費率偏高，注意多頭擁擠`),

  // ───────────────────────── ja: 4 block ─────────────────────────
  mk("ja", "alert", true)(`バックテストが終わったらお知らせしますね。`),

  mk("ja", "alert", true)(`承知しました。明日の朝、アンロックの件をリマインドします。`),

  // why: 〜次第 ("as soon as") is a conditional cue; ご連絡いたします is the agent's promise
  mk("ja", "alert", true)(`## 進捗報告

- データ取得：完了
- チャート描画：完了
- コミュニティサイトへの公開：審査待ち

審査が通り次第、ご連絡いたします。`),

  // why: the job is 10 hours old; the FOMC notice is a new unregistered promise
  mk("ja", "alert", true)(`毎朝のダイジェストは引き続き動いています。それと、水曜日の FOMC の前に改めてお知らせします。`, OLDJOB),

  // ───────────────────────── ja: 6 pass ─────────────────────────
  mk("ja", "registered", false)(`リマインダーを設定しました。明日 9 時にお知らせします。`, TOOL),

  mk("ja", "false-block", false)(`バックグラウンドでサブエージェントを起動しました。完了したら結果をお知らせします。`, SPAWN),

  mk("ja", "third-party", false)(`出金申請は受け付けられました。着金したら取引所からメールで通知が届きます。`),

  mk("ja", "false-block", false)(`昨日お伝えすると言っていた分析結果です。以下が結果です：

| 指標 | 値 |
|---|---|
| 年率リターン | 28% |
| 最大ドローダウン | 15% |
| シャープレシオ | 1.4 |`),

  mk("ja", "third-party", false)(`入金が完了したら教えてください。そこから進めます。`),

  mk("ja", "feature", false)(`このダッシュボードのアラート機能は、設定した価格に到達すると通知してくれます。`),

  // ───────────────────────── mixed: 4 block ─────────────────────────
  mk("mixed", "alert", true)(`Backtest 我已经 kick off 了，跑完之后 I'll ping you with the Sharpe and max drawdown.`),

  mk("mixed", "alert", true)(`Deploy が終わったら let you know しますね。Preview の build がちょっと遅いので 10 分くらいかかりそう。`),

  mk("mixed", "alert", true)(`OK，这个 PR 的 review 结果我明天 morning 再 get back to you。`),

  // why: summary delivered now, detailed breakdown promised for tonight
  mk("mixed", "mixed", true)(`先给你 summary：BTC dominance 54%，alt season index 还很低。详细的 on-chain breakdown 我 tonight 整理好再 send 给你。`),

  // ───────────────────────── mixed: 6 pass ─────────────────────────
  mk("mixed", "registered", false)(`Reminder 已经 set 好了，明天 9am 我会 notify 你检查 vesting unlock。`, TOOL),

  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 审核完之后会 email 你，通常 30 mins 内。`),

  mk("mixed", "false-block", false)(`Subagent を spawn しました。Scan が終わったら結果を report しますね。`, SPAWN),

  mk("mixed", "false-block", false)(`上次说 backtest 跑完会告诉你 — done 了，results 如下：
- CAGR 31%
- Max DD 22%
- Win rate 47%`),

  mk("mixed", "third-party", false)(`Deposit 到账了 ping 我一下就行，then we can start the rebalance.`),

  mk("mixed", "feature", false)(`この dashboard の alert 機能は、price が設定値を cross したら push notification を送ってくれます。`),
];

// Blind probe 132 (sixteenth session, a mixed-language slice scored on d09f561 before its fixes): one writer who read SPEC §3
// alone, sixty code-switched replies of onboarding and support (16 simplified-, 8 traditional Chinese-, 24 Japanese-based,
// 12 English-based); 24 to block. First pass 59/60 (blocks 23/24: "等你确认 threshold 后，我明天再提醒你检查一遍设置", a time
// of the promise's own after the user's act).
const PROBE132: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────── Chinese-based, simplified (16: 6 block / 10 pass) ─────────
  mk("mixed", "alert", true)("欢迎来到 Starchild 🎉 你的 onboarding checklist 我已经建好了。第一步是连接 Binance API key（read-only 权限就够，不要开 withdraw）。我这边正在跑 portfolio sync，sync 完成后我会告诉你结果，大概几分钟。"),
  mk("mixed", "registered", true)("好的，明天早上 9 点我会提醒你去完成 KYC 第二步（address verification）。有问题随时问我～"),
  // why: part of the guide is delivered now, but the webhook part is still promised for later
  mk("mixed", "mixed", true)("先给你第一部分：\n\n| 功能 | 说明 |\n|---|---|\n| Price alert | 价格触及阈值时推送 |\n| Scheduled task | 按时间定时执行，结果发回 chat |\n\n剩下的 webhook 配置部分我稍后整理好再告诉你。"),
  // why: the only job is 10 hours old; it backs the BTC alert, not this new funding-rate promise
  mk("mixed", "alert", true)("你的 BTC price alert 已经在跑了（那是昨天建的 job）。另外 funding rate 这块我会盯着，一旦转负我会马上通知你。", OLDJOB),
  mk("mixed", "alert", true)("我先让 backtest 跑一下（大约 20 min），跑完我再 get back to you，顺便把 Sharpe ratio 和 max drawdown 一起贴上。"),
  // why: a feature explanation followed by the agent's own dated reminder promise
  mk("mixed", "alert", true)("### Starchild 的 notification 机制\n\n- **Price alert**：你设定 trigger price，触发时 app 会推送 push notification。\n- **Scheduled task**：按 cron 定时跑，结果发回这个对话。\n\n你的 ETH alert 我还没设。等你确认 threshold 后，我明天再提醒你检查一遍设置。"),
  mk("mixed", "feature", false)("Price alert 的逻辑是这样的：当 BTC 触及你设定的价格时，系统会自动发一条 push notification 给你，同时在 chat 里留一条记录。你不需要一直开着 app。"),
  mk("mixed", "third-party", false)("提现提交后，OKX 会在审核完成后发邮件通知你，一般 30 分钟以内。如果超过 2 小时还没收到 email，建议直接联系他们的 support。"),
  // why: the "告诉我" is the user's action, not the agent's promise
  mk("mixed", "false-block", false)("最后一步需要你自己操作：去 Bybit 后台把 API 的 read-only 权限打开。弄好之后告诉我一声，我们再继续下一步 setup。"),
  mk("mixed", "registered", false)("搞定 ✅ 已经帮你建了一个 scheduled task：明天 08:00 (UTC+8) 我会提醒你看一下 overnight 的 funding rate 变化。", TOOL),
  // why: refers back to an earlier promise and delivers it in this very reply
  mk("mixed", "false-block", false)("之前说整理完会告诉你 onboarding 步骤，下面就是完整 checklist：\n\n1. 绑定钱包（MetaMask 或 WalletConnect）\n2. 设置第一个 price alert\n3. 打开 dashboard preview 看看效果\n4. 试着让我 schedule 一个 daily summary\n\n就这些，全部做完大概 10 分钟。"),
  mk("mixed", "registered", false)("我已经 spawn 了一个 background subagent 去做钱包历史交易的 import，import 完成后我会在这里告诉你结果。", SPAWN),
  // why: a how-to for the user; the agent only creates a reminder if the user asks, it promises nothing here
  mk("mixed", "feature", false)("如果你想明天提醒自己，可以直接跟我说「明天 9 点提醒我 rebalance」，这样就会创建一个 reminder，到点会发消息到这个对话。"),
  mk("mixed", "registered", false)("你的 weekly portfolio report 已经排好了，每周一早上会发到这个对话里。第一次报告出来后我会提醒你看一下格式合不合适。", JOB),
  mk("mixed", "third-party", false)("权限这块是你们团队 admin 管的。等 Kevin 那边开通 sub-account 之后，他会通知你；在那之前 dashboard 只能看 demo data。"),
  // why: "告诉你" is delivered right now, no future cue
  mk("mixed", "false-block", false)("我现在就告诉你一个重点：alert 只在 mark price 上触发，不是 last price，所以插针的时候不一定会响。"),

  // ───────── Chinese-based, traditional (8: 3 block / 5 pass) ─────────
  mk("mixed", "registered", true)("了解～這週五收盤前我會提醒你把 testnet 的倉位平掉，免得 funding 一直扣。"),
  mk("mixed", "alert", true)("你的 dashboard 還在 build，部署到 preview 之後我會通知你網址。先去喝杯咖啡吧 ☕"),
  // why: explains the feature (app/email subjects) but then the agent itself promises a later answer
  mk("mixed", "alert", true)("跟你解釋一下 alert 的運作：\n\n> Alert 觸發時，App 會推播通知，email 也會同步寄一份。\n\n至於你問的 Discord webhook，我研究一下 rate limit 的問題，稍後再回覆你。"),
  mk("mixed", "third-party", false)("入金確認的部分不用擔心，幣安會在 12 個 block confirmation 之後自動通知你，App 上也會跳 notification。"),
  mk("mixed", "false-block", false)("設定完 2FA 之後，請記得告訴我，我才能幫你接上 API。"),
  mk("mixed", "registered", false)("背景的 subagent 已經開始爬你的 DEX 交易紀錄了，跑完之後我會通知你對帳結果。", RUN),
  mk("mixed", "feature", false)("Scheduled reminder 的用法：你說「每天早上 8 點提醒我看盤」，系統就會在那個時間自動傳訊息提醒你，就算你沒開著對話也會收到。"),
  // why: the promised tutorial is delivered below; the later notice comes from the App
  mk("mixed", "false-block", false)("你要的 alert 設定教學，以下就是：\n\n1. 打開 Alerts 頁面\n2. 選幣種，例如 ETHUSDT\n3. 設定 trigger price 和方向\n\n完成後 App 會通知你 alert 已啟用。"),

  // ───────── Japanese-based (24: 10 block / 14 pass) ─────────
  mk("mixed", "registered", true)("了解です！明日の朝 9 時に、KYC の残りのステップを remind しますね。"),
  mk("mixed", "alert", true)("いま portfolio の sync を走らせています。終わったらお知らせしますので、少々お待ちください🙏"),
  // why: the basic config is delivered, the webhook part is promised for later
  mk("mixed", "mixed", true)("まずは alert の基本設定だけ共有します：\n\n```yaml\nalert:\n  symbol: BTCUSDT\n  trigger: 70000\n  direction: above\n```\n\nWebhook 連携の部分は、確認が取れ次第あとでご連絡します。"),
  // why: the only job is from yesterday; nothing registers the new unlock-announcement promise
  mk("mixed", "alert", true)("毎朝の market summary job はもう動いています（昨日設定したもの）。それとは別に、SOL の unlock スケジュールが発表されたら教えますね。", OLDJOB),
  mk("mixed", "alert", true)("API key の permission エラーについては、Bybit 側の仕様を調べてみます。原因がわかり次第、折り返しご連絡しますね。"),
  // why: feature explanation (app/chat subjects) plus the agent's own promise tied to next week
  mk("mixed", "alert", true)("## 通知の仕組み\n\n- **Price alert**：条件を満たすと app から push 通知が届きます\n- **Scheduled task**：指定時刻に実行され、結果がこの chat に返ってきます\n\nご質問の Telegram 連携は現在 beta なので、来週リリースされたら私からお伝えします。"),
  mk("mixed", "alert", true)("OK、dashboard の deploy が完了したら preview の URL をお知らせしますね！"),
  // why: steps 1-3 delivered now, the rest still promised for later
  mk("mixed", "mixed", true)("Onboarding の step 1〜3 は以下の通りです。\n\n1. ウォレット接続\n2. 最初の alert 作成\n3. Dashboard の preview 確認\n\nStep 4 以降（AgentX 投稿と community への publish）は、後ほどまとめてお伝えします。"),
  mk("mixed", "registered", true)("2 時間後にもう一度 funding rate をチェックして、変化があればお知らせします。"),
  // why: "follow up します" is the agent's get-back-to-you promise, bound to the result
  mk("mixed", "alert", true)("Backtest の結果が出たら、私のほうから follow up しますね。だいたい 30 分くらいかかります。"),
  mk("mixed", "third-party", false)("出金申請後、bitFlyer から確認メールが届きます。承認されたら bitFlyer が push 通知でお知らせしてくれるので、それまでお待ちください。"),
  mk("mixed", "feature", false)("Reminder 機能の使い方：「明日 10 時に remind して」と送るだけで、指定時刻にこの chat へ通知が届きます。"),
  mk("mixed", "false-block", false)("2FA の設定が終わったら、教えてください。そのあと API 接続を一緒に進めましょう。"),
  mk("mixed", "registered", false)("scheduled task を登録しました ✅ 明日の 8:00 JST に、ETH の unlock について私からリマインドします。", TOOL),
  mk("mixed", "registered", false)("Subagent を起動しました。Wallet の取引履歴の import が終わったら、結果をこちらでお知らせします。", SPAWN),
  mk("mixed", "registered", false)("毎週月曜の weekly report job を作成済みです。初回のレポートが届いたら、フォーマットについて確認のご連絡をしますね。", JOB),
  // why: the promised summary is delivered in this reply
  mk("mixed", "false-block", false)("お約束していた alert 設定のまとめ、以下がそれです：\n\n| 種類 | 条件 | 通知先 |\n|---|---|---|\n| Price | BTC > 70k | App |\n| Funding | < -0.01% | Chat |\n\nこれで全部です。"),
  mk("mixed", "feature", false)("Alert を作成すると、条件を満たした瞬間にアプリが自動で通知してくれます。Starchild の画面を閉じていても push は届きます。"),
  // why: "お知らせ" happens now, in this reply; no future cue attached to the agent
  mk("mixed", "false-block", false)("今お知らせしておくと、price alert は mark price 基準で発火します。last price ではないので注意してください。"),
  mk("mixed", "third-party", false)("Team plan の seat 追加は管理者の田中さんの担当です。承認されたら、田中さんから連絡が来るはずです。"),
  mk("mixed", "registered", false)("さっき走らせた subagent がまだ chart データを集計中です。完了したら結果をお知らせします。", RUN),
  // why: the notifier is the system, not the agent
  mk("mixed", "feature", false)("Webhook が失敗した場合は、システムが自動で retry し、3 回失敗すると email で通知されます。"),
  mk("mixed", "third-party", false)("リマインドが必要なら、ご自身のカレンダーにも登録しておくと安心です。Google Calendar は前日に通知してくれます。"),
  // why: an offer phrased as a question, not a commitment yet
  mk("mixed", "false-block", false)("必要であれば、明日の朝リマインドを設定することもできます。設定しますか？"),

  // ───────── English-based with CJK inside (12: 5 block / 7 pass) ─────────
  mk("mixed", "registered", true)("Got it — I'll remind you tomorrow at 9 to finish the 実名認証 (KYC) step on the exchange."),
  mk("mixed", "alert", true)("The import of your 交易记录 is still running. Once it's done, I'll let you know the PnL breakdown."),
  // why: the first half is delivered, the webhook half is promised for later
  mk("mixed", "mixed", true)("Here's the first half of the setup guide:\n\n1. Create an API key (只读 / read-only)\n2. Paste it into Settings → Connections\n\nThe 第二部分 on webhooks needs a double-check on the 签名 format first — I'll get back to you on that later today."),
  // why: explanation of features, then the agent's own dated promise
  mk("mixed", "alert", true)("Quick rundown of notifications:\n- Price alerts → push notification from the app\n- Scheduled tasks → message in this chat\n\nAs for the 通知が来ない issue you mentioned, I'll dig into it and get back to you by Friday."),
  // why: the old job does not register this new promise
  mk("mixed", "alert", true)("Your daily 行情总结 job is already running (set up last night). Separately, I'll let you know once today's ETF 資金流入 numbers drop.", OLDJOB),
  mk("mixed", "third-party", false)("After you submit the withdrawal, Binance will email you when it's approved — usually within 30 分. If nothing shows up, check the 迷惑メール folder."),
  mk("mixed", "false-block", false)("Once you've enabled 2FA in 设置, let me know and we'll connect the API together."),
  // why: references an earlier promise and delivers it here
  mk("mixed", "false-block", false)("I said I'd get back to you on the 手数料 question — here's the answer: on your current tier, maker is 0.02% and taker is 0.05%."),
  mk("mixed", "registered", false)("Done — scheduled_task is set. Tomorrow at 08:00 I'll remind you to check the 资金费率 before the 8 点 settlement.", TOOL),
  mk("mixed", "feature", false)("How reminders work: you say something like 「明天 9 点提醒我」 and a reminder fires at that time, even if the app is closed. It'll also show up in your notification center."),
  mk("mixed", "feature", false)("The app will notify you when your alert triggers — 不用一直盯盘. You can mute it in Settings if it gets noisy."),
  mk("mixed", "registered", false)("Spawned a background subagent to watch the 链上 deposit. When it confirms, I'll let you know right here.", SPAWN),
];

// Blind probe 133 (sixteenth session, scored on d09f561): one writer who read SPEC §3 alone, eighty replies, a second
// held-out evaluation of realistic traffic avoiding the obvious templates; en 24, zh 16, zh-tw 8, ja 16, mixed 16; 32 to
// block. First pass 80/80.
const PROBE133: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (24: 10 block / 14 pass) ─────────────────────────
  mk("en", "alert", true)(`Backtest is running on the 4h candles now. Three years of data, so figure ~20 minutes. I'll ping you with the Sharpe and max drawdown as soon as it wraps up.`),
  mk("en", "registered", true)(`## ETH/BTC check-in

The ratio is sitting at **0.0521**, right on the 200-day MA. No clean signal yet. Volume is thin and most of the order book depth is on the bid side.

**Next step:** I'll circle back tomorrow morning after the Asia open with an updated read on whether the MA held.`),
  mk("en", "mixed", true)(`Here's the first half of the audit:

- **Token contract**: standard OZ ERC-20, no mint function after deploy, owner renounced ✅
- **Vesting contract**: cliff logic is correct, but \`release()\` has no reentrancy guard. Low risk since it only transfers the token itself.

The staking contract is bigger (≈900 lines) and I haven't gone through it yet. I'll send over those findings once I've finished reading it.`),
  // why: the only scheduled job is 10 h old, so it can't back a promise made now
  mk("en", "registered", true)(`Got it. I'll remind you at 9pm tonight to close the ETH short before funding flips negative.`, OLDJOB),
  // why: "if …" is a conditional cue and the agent is the one who will notify
  mk("en", "alert", true)(`I'm watching SOL for you. If it loses $140 on the daily close, I'll give you a heads-up so you have time to move your stop.`),
  // why: subject is dropped but it is clearly the agent ("will update you")
  mk("en", "alert", true)(`Deploying now, will update you in about 10 min.`),
  mk("en", "alert", true)(`The page is in the community site's moderation queue. That usually takes anywhere from a few minutes to an hour. Once it's live I'll drop you the public link so you can share it.`),
  mk("en", "registered", true)(`Current perp funding (8h):

| Exchange | BTC | ETH | SOL |
|---|---|---|---|
| Binance | 0.012% | 0.015% | 0.041% |
| Bybit | 0.010% | 0.013% | 0.038% |
| OKX | 0.011% | 0.016% | 0.044% |

SOL funding is running hot across the board. I'll keep you posted on whether it normalizes by Friday, because that's when your basis trade needs a decision.`),
  // why: grammatical subject is "you", but the one who will be heard from is the agent
  mk("en", "alert", true)(`Drafting the AgentX thread now. I want to tighten the hook and get the chart annotations right. You'll hear from me by end of day with a version you can approve.`),
  mk("en", "alert", true)(`Fixed the null check that was crashing the price feed:

\`\`\`ts
const last = candles.at(-1);
if (!last) return { price: null, stale: true };
\`\`\`

Run \`npm run migrate\` to pick up the schema change. Meanwhile I'll dig into the flaky websocket reconnect and report back in an hour or so.`),
  mk("en", "registered", false)(`Done. A one-off reminder is set for 8:30am tomorrow (your time). I'll remind you to rebalance before the CPI print.`, TOOL),
  mk("en", "registered", false)(`Kicked off a background agent to crawl the last 90 days of AgentX mentions for $PEPE and bucket them by sentiment. You'll hear from me once it's finished aggregating. Big accounts take a while.`, SPAWN),
  mk("en", "registered", false)(`The subagent I started a few minutes ago is still scoring wallets (about 1,400 of 6,000 done). I'll report back when it's through the list.`, RUN),
  mk("en", "registered", false)(`Your weekly portfolio digest is now scheduled for Mondays 09:00 UTC. I'll send you the first one next Monday, and after that it just lands on its own.`, JOB),
  mk("en", "third-party", false)(`Binance will email you once the withdrawal clears. For ERC-20 that's usually within 30 minutes, but on Fridays their review queue can push it past an hour.`),
  mk("en", "third-party", false)(`No rush. Let me know when you've got the API key and we'll wire the dashboard up to your account then.`),
  mk("en", "false-block", false)(`You asked me to tell you when the deploy finished. It's finished. Here's the summary:

- Build: 41s, no warnings
- Preview: up and serving the new heatmap
- Lighthouse: 94 perf / 100 a11y

Nothing else is pending on my side.`),
  mk("en", "false-block", false)(`The ETH unlock is tomorrow at 14:00 UTC. Once the tokens hit the market, previous unlocks of this size saw a 3–5% drawdown over roughly 48h, though the last one was absorbed within a day.`),
  mk("en", "third-party", false)(`The dashboard now has an alert panel. When a position's liquidation distance drops below 10%, it will notify you on Telegram, and it re-arms after you acknowledge.`),
  // why: the promise is inside the user's own draft tweet (subject = the user's project), quoted for editing
  mk("en", "false-block", false)(`Quick note on your draft tweet:

> We'll let you know when the airdrop snapshot is taken 👀

I'd cut the emoji and add a date range. Vague snapshot announcements tend to attract farmers. Something like "Snapshot happens between May 3–10. Hold or stake to qualify."`),
  mk("en", "third-party", false)(`Ravi mentioned he'll get back to you on the multisig signer list by Friday, so I've left that section of the config as a TODO.`),
  mk("en", "false-block", false)(`When I ran the backtest earlier, the mean-reversion variant returned 14.2% with a 22% max drawdown. Full breakdown:

| Variant | Return | Max DD | Trades |
|---|---|---|---|
| Baseline | 9.8% | 18% | 212 |
| Mean-rev | 14.2% | 22% | 340 |`),
  mk("en", "third-party", false)(`The reminder we set up this morning is still active. It will remind you at 7:00 tomorrow like it does every day, so there's nothing to change.`, OLDJOB),
  mk("en", "false-block", false)(`As promised yesterday, here's the follow-up on the LDO unlock. Roughly 60% of the unlocked supply went straight to two market-maker wallets, and there's been no meaningful CEX inflow since. Net: less sell pressure than feared.`),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，三年的 1h K 线，大概需要半小时。跑完后我会把夏普比率和最大回撤发给你。`),
  mk("zh", "registered", true)(`好的，明天早上开盘前我提醒你平掉那笔 ETH 空单。`),
  mk("zh", "mixed", true)(`先给你前三个币的分析如下：

1. **BTC**：周线仍在上升通道内，支撑 6.1 万
2. **ETH**：ETH/BTC 汇率偏弱，短期跟涨不跟跌的概率低
3. **BNB**：成交量萎缩，观望

剩下的 SOL 和 AVAX 数据还没拉完，我稍后整理好再告诉你。`),
  // why: 唯一的定时任务是 10 小时前建的，不能支撑现在的新承诺
  mk("zh", "registered", true)(`收到，今晚 10 点我会提醒你检查一下资金费率。`, OLDJOB),
  mk("zh", "alert", true)(`我会帮你盯着 BTC 的 6 万关口，一旦日线收盘跌破，第一时间通知你。`),
  mk("zh", "alert", true)(`页面已经提交到社区站点，目前在审核中。审核通过后我再回复你公开链接。`),
  mk("zh", "registered", false)(`已经帮你设好一次性提醒：明天 9:00（UTC+8）。到时我会提醒你给 USDT 理财续期。`, TOOL),
  mk("zh", "registered", false)(`我已经启动了一个后台子代理，去抓取过去 30 天所有超过 1000 万美元的链上转账，完成后会告诉你结果。`, SPAWN),
  mk("zh", "registered", false)(`子任务几分钟前已经开始跑了，目前处理到第 3 个交易所。跑完之后我会通知你。`, RUN),
  mk("zh", "third-party", false)(`交易所会在提现到账后给你发短信通知，一般 10 分钟左右。如果超过一小时还没到，可以去工单里查 TxID。`),
  mk("zh", "third-party", false)(`不着急，你拿到 API Key 之后告诉我一声，我们再把仪表盘接上。`),
  mk("zh", "false-block", false)(`你昨天让我部署完成后告诉你。现在已经完成了，下面就是说明：

- 预览已经可以访问，新的热力图在首页
- 移动端布局修好了
- 数据每 60 秒刷新一次`),
  mk("zh", "false-block", false)(`明天 UTC 8:00 有 ARB 解锁，约 9200 万枚，占流通量 2.9%。解锁后历史上通常会有一波抛压，但前两次都在 48 小时内收复。`),
  mk("zh", "third-party", false)(`这个看板加了价格预警：当 BTC 突破你设定的阈值时，它会通过 Telegram 提醒你，触发一次后自动重置。`),
  mk("zh", "registered", false)(`每日简报任务已经创建好了。明天早上 8 点我会把第一份简报发给你，之后每天同一时间自动推送。`, JOB),
  mk("zh", "third-party", false)(`你同事说他周五之前会把多签地址告诉你，这部分配置我先留空了，其他字段都已经填好。`),

  // ───────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`了解，合約正在部署到 Base 測試網，等部署完成後我再通知你合約地址。`),
  mk("zh-tw", "mixed", true)(`我先幫你看過前兩個錢包，結果如下：

- **0x…a91c**：近 7 天淨流入 420 ETH，主要來自 Coinbase
- **0x…77fe**：持續分批賣出 PEPE，已出清約 35%

其餘三個錢包的交易紀錄比較多，我晚點整理完再告訴你。`),
  // why: 只有 10 小時前的舊排程，撐不起這個新的提醒承諾
  mk("zh-tw", "registered", true)(`沒問題，明天美股開盤前我會提醒你把槓桿調回 3 倍。`, OLDJOB),
  mk("zh-tw", "registered", false)(`已經幫你排好提醒了，明天早上 8 點會準時提醒你檢查保證金。`, TOOL),
  mk("zh-tw", "third-party", false)(`幣安會在你的限價單成交後推播通知你，不用一直盯著盤。`),
  mk("zh-tw", "third-party", false)(`等你確認好倉位大小再告訴我，我再幫你算爆倉價和建議的止損位置。`),
  mk("zh-tw", "false-block", false)(`你剛才要我回測完成後告訴你結果，已經跑完了，以下是結果：

| 策略 | 年化報酬 | 最大回撤 |
|---|---|---|
| 均線交叉 | 18.4% | 24% |
| 網格 | 11.2% | 9% |`),
  mk("zh-tw", "registered", false)(`已經開了一個背景子代理去監控這個地址，一有超過 100 ETH 的轉出就會通知你。`, SPAWN),

  // ───────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────
  mk("ja", "alert", true)(`バックテストを実行中です。データ量が多いので 20 分ほどかかりそうです。終わったら結果をお知らせします。`),
  mk("ja", "registered", true)(`了解です。明日の朝、東京市場が開く前にリマインドしますね。`),
  mk("ja", "mixed", true)(`まず BTC と ETH の分析は以下の通りです。

- **BTC**：週足は上昇トレンド継続、6.1 万ドルがサポート
- **ETH**：ETH/BTC が弱く、短期的には様子見

SOL についてはオンチェーンデータの取得がまだなので、後ほどまとめてご連絡します。`),
  mk("ja", "alert", true)(`ビルドは通りました。デプロイが完了次第、プレビューの URL をお伝えします。`),
  // why: 10 時間前のジョブしかなく、今回の約束を裏付けるものがない
  mk("ja", "registered", true)(`承知しました。今夜 21 時にポジション確認のリマインドをお送りします。`, OLDJOB),
  mk("ja", "alert", true)(`AgentX への投稿は下書きまで作成しました。金曜日までに反応を見て、また報告しますね。`),
  mk("ja", "registered", false)(`明日 9:00 JST に一回限りのリマインダーを登録しました。その時間になったらお知らせします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。過去 30 日分のクロールが終わったらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`数分前に開始したサブエージェントがまだ集計中です（約 40% 完了）。完了したら結果をお伝えします。`, RUN),
  mk("ja", "registered", false)(`毎週月曜日のポートフォリオレポートをスケジュール済みです。来週の月曜に初回をお送りします。`, JOB),
  mk("ja", "third-party", false)(`取引所側で出金が承認されると、登録メールアドレスに通知が届きます。通常は 30 分以内です。`),
  mk("ja", "third-party", false)(`API キーが用意できたら教えてください。そのあとダッシュボードに接続しましょう。`),
  mk("ja", "false-block", false)(`「終わったら教えて」とのことでしたので、ご報告です。完了しました。以下が結果です：

| 指標 | 値 |
|---|---|
| 年率リターン | 16.3% |
| 最大ドローダウン | 19.8% |
| 勝率 | 54% |`),
  mk("ja", "false-block", false)(`明日 21:30 JST に米 CPI が発表されます。発表後はボラティリティが急上昇しやすいので、レバレッジは控えめにしておくのが無難です。`),
  mk("ja", "third-party", false)(`このダッシュボードには清算アラートがあり、証拠金維持率が 20% を切ると、アプリがプッシュ通知でお知らせします。`),
  mk("ja", "third-party", false)(`田中さんが金曜までにマルチシグの署名者リストを連絡してくれるそうなので、その部分は空欄にしてあります。`),

  // ───────────────────────── mixed (16: 7 block / 9 pass) ─────────────────────────
  mk("mixed", "alert", true)(`Backtest 还在跑，参数 grid 有 48 组，等 finish 之后我再 ping 你结果。`),
  // why: subject dropped, but "会 let you know" is the agent's own promise
  mk("mixed", "alert", true)(`OK 我先把 dashboard deploy 上去，build 完了会 let you know。`),
  mk("mixed", "registered", true)(`ETH 的 funding rate 现在有点 weird，Bybit 和 OKX 差了快 3 倍。我 tomorrow morning 再 check 一下然后告诉你。`),
  mk("mixed", "alert", true)(`PR のレビューは一旦ここまでです。残りの test ケースについては、CI が green になったら follow up します。`),
  mk("mixed", "alert", true)(`了解、deploy 完了したら preview の link を送りますね。`),
  // why: only a 10 h old job exists; nothing registers this new promise
  mk("mixed", "registered", true)(`这个没问题，我 tonight 9pm 提醒你 close position。`, OLDJOB),
  mk("mixed", "mixed", true)(`Top 3 token 的分析 below：

- **TIA**：unlock 压力大，short-term bearish
- **JUP**：volume 在回升，可以关注
- **ENA**：funding 太高，不建议追

剩下的 alt 我 later 整理好再 update 你。`),
  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了 reminder，明天 8am 会提醒你 rebalance。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 去 scrape AgentX 上的 mentions，done 了之后会 notify 你。`, SPAWN),
  mk("mixed", "registered", false)(`サブエージェントが 5 分前から running 中です。完了したら results をお知らせします。`, RUN),
  mk("mixed", "third-party", false)(`Binance 那边 withdrawal 过了 review 之后会 email 你，不用担心，一般不超过一小时。`),
  mk("mixed", "third-party", false)(`你 ready 之后 let me know，我们再 go through 一下 risk params。`),
  mk("mixed", "false-block", false)(`你之前说 deploy 完了 let you know。已经 done 了，下面就是 summary：

- Preview 已经 live
- Mobile layout fixed
- API latency 降到 120ms`),
  mk("mixed", "third-party", false)(`この bot は price が threshold を超えたら Telegram で notify してくれます。設定は以下の通り：

\`\`\`json
{ "symbol": "BTCUSDT", "above": 72000, "below": 60000 }
\`\`\``),
  mk("mixed", "registered", false)(`Daily report の job を作成済みです。明日の朝 8 時に最初の report をお送りします。`, JOB),
  mk("mixed", "false-block", false)(`明天 FOMC 之后 volatility 通常会 spike，建议 leverage 降到 3x 以下，stop 放宽一点。`),
];

// Blind probe 134 (sixteenth session, scored on 7c29759 before its fixes): one writer who read SPEC §3 alone, eighty long
// end-of-task reports (300-1,050 characters) with one follow-up promise or none buried in them; en 16, zh 12, zh-tw 8, ja
// 16, mixed 28; 32 to block. First pass 79/80 (blocks 31/32: "…我會再通知你，到時候一併附上修正建議", 附上 after 到時候 goes with
// the promise).
const PROBE134: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  mk("en", "alert", true)(`## Backtest report — BTC/ETH mean-reversion v3

Finished the daily-timeframe run. Quick summary:

| Metric | v2 | v3 |
|---|---|---|
| CAGR | 18.4% | 23.1% |
| Max drawdown | -31% | -24% |
| Sharpe | 0.92 | 1.18 |
| Trades | 212 | 187 |

### What changed
- Entry threshold moved from 2.0σ to 2.3σ, which cut a lot of the chop trades in mid-2022.
- Added a 48h cooldown after a stop-out.
- Fees are now modelled at 7.5 bps per side instead of a flat 5.

The 4h-timeframe run is still going — it's roughly 40 minutes behind the daily one because of the larger dataset. I'll let you know once it finishes, and we can compare the two side by side.

### Open questions for you
1. Do you want the cooldown applied to ETH as well, or BTC only?
2. Should I keep 2023 as out-of-sample, or fold it into training?`),
  mk("en", "alert", true)(`# Token unlock review (part 1 of 2)

Here's the analysis for the first three tokens you listed:

**ARB** — ~92M tokens unlock on the 16th (about 2.1% of circulating). Historically ARB has drifted -6% to -9% in the week before large unlocks, then recovered within ~10 days.

**OP** — smaller cliff, mostly team/investor linear vesting. Impact looks muted; funding stayed neutral through the last three events.

**APT** — the biggest relative unlock (~3.4%). Open interest has been climbing into it, which is the setup that produced the sharpest wicks last time.

> Note: circulating-supply figures come from the project dashboards and can lag by a day or two.

I still need to pull vesting schedules for SUI and TIA — their docs moved and the on-chain contracts need decoding. I'll get back to you with those two by tomorrow morning.

In the meantime, if you're sizing a hedge for APT, keep it small: the liquidity on the perp is thin outside US hours.`),
  // why: the only job is 10 hours old; it cannot back a promise made in this reply
  mk("en", "alert", true)(`### FOMC week prep

Here's where things stand for your macro book:

- **DXY** is pinned near 104.2, right under the March high.
- **2y yields** have backed off 11 bps since Monday.
- **BTC/Nasdaq 30d correlation** is back up to 0.61, so expect crypto to trade the decision like a tech stock.

Positioning suggestions (not advice, just what your rules imply):

| Asset | Current | Rule target |
|---|---|---|
| BTC | 42% | 35–40% |
| ETH | 28% | 25–30% |
| Stables | 30% | 30–40% |

I'll remind you on Friday morning before the decision so you can trim BTC back into range.

Anything else you want on the watchlist for the week — SOL, or the miners?`, OLDJOB),
  mk("en", "alert", true)(`## Published: "Stablecoin Flows" dashboard

The dashboard is built and the preview looks good. What's in it:

- **Net mint/burn** for USDT, USDC and DAI (daily bars, 90 days)
- **Exchange netflows** split by CEX, with a 7-day moving average
- **Chain share** donut chart (Ethereum, Tron, Solana, Arbitrum, Base)
- A small table of the 10 largest single mints this month

I submitted it to the community site. New pages go through a short moderation queue before they're listed publicly — usually a few hours, sometimes up to a day on weekends.

A couple of things you might want to tweak later:
1. The Tron numbers are noisy; a 3-day smoothing might read better.
2. The colour for DAI is close to USDC on dark mode.

I'll let you know when the community page goes live after review.`),
  mk("en", "alert", true)(`## Refactor: rate limiter for the price fetcher

I moved the ad-hoc \`sleep()\` calls into a token-bucket limiter so the fetcher stops tripping the exchange's 1200 req/min cap.

\`\`\`ts
export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  constructor(private capacity: number, private refillPerSec: number) {
    this.tokens = capacity;
  }
  async take(): Promise<void> {
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.refillPerSec);
      this.last = now;
      if (this.tokens >= 1) { this.tokens -= 1; return; }
      await new Promise(r => setTimeout(r, 50));
    }
  }
}
\`\`\`

**Changes**
- \`fetchCandles()\` and \`fetchFunding()\` now share one bucket (capacity 20, 18/s).
- Removed the retry-on-429 loop; it isn't needed any more.
- Added two unit tests for burst and steady-state behaviour.

I pushed it as a PR against \`main\`. Once CI finishes on the PR, I'll report back with the results — the integration suite takes ~15 minutes.`),
  mk("en", "alert", true)(`# Funding-rate check

You asked whether the positive funding on SOL perps is "crowded long" territory. Short answer: getting there, not extreme yet.

> "Funding above 0.03% per 8h for more than three consecutive intervals has preceded most of the sharp long squeezes this year." — from your own notes in \`research/funding.md\`

Current readings:

- Binance: 0.021%
- Bybit: 0.024%
- OKX: 0.019%

So we're below your 0.03% threshold on every venue, and open interest is flat on the day.

The next funding print is in a bit under two hours. I'll follow up in 2 hours with the new snapshot so you can see whether it crossed the line.

If it does cross, do you want the short-bias playbook or just a tighter stop on your existing long?`),
  mk("en", "alert", true)(`## Rebalance plan — week 32

**Where you are now**
- BTC 51%, ETH 22%, SOL 9%, stables 18%
- Drift vs. target: BTC +6 pts, stables -7 pts

**What the plan does**
1. Sell ~0.08 BTC into strength (limit orders laddered 1% apart).
2. Park the proceeds in USDC on the same exchange.
3. Leave ETH and SOL alone — both are inside their bands.

**Why not all at once**
Spot depth is thin on weekends and the last time you market-sold a chunk this size you paid ~0.4% in slippage.

**Next steps**
- You: approve the ladder (or change the spacing).
- Me: I'll message you tomorrow with the updated allocation after the first fills.
- Both: revisit the ETH band at month end.

Does 1% spacing work for you, or would you prefer 0.5%?`),
  // why: scheduled_task ran this turn, so the promise is registered
  mk("en", "registered", false)(`## Reminder set ✅

I created a one-off scheduled task for the CPI release:

| Field | Value |
|---|---|
| When | Tomorrow, 08:15 ET |
| What | CPI prep: check DXY, 2y, BTC funding |
| Delivery | This chat |

I'll remind you at 08:15 tomorrow, fifteen minutes before the print, with the three numbers above filled in.

### Context for tomorrow
- Consensus core CPI: 0.3% m/m
- Last three prints came in at or below consensus
- Options market implies a ~2.8% BTC move on the day

If you'd like a second nudge right at 08:30, say so and I'll add it.`, TOOL),
  // why: sessions_spawn ran this turn; the completion-bound promise is backed
  mk("en", "registered", false)(`# Deploy status: portfolio page v2

Build passed locally and I've kicked off the production deploy. The CDN invalidation is the slow part — usually 10–20 minutes.

**What's shipping**
- New PnL chart with per-asset attribution
- Dark-mode fixes for the tables
- Fixed the timezone bug that shifted daily closes by one day

\`\`\`
build  ✓  38s
tests  ✓  112 passed
deploy …  in progress
\`\`\`

I spawned a background subagent that polls the deploy endpoint every 30 seconds, so you don't have to watch it. I'll let you know once it's done, including the final preview URL.

Meanwhile, could you confirm whether the old v1 link should redirect to v2 or stay up for a week?`, SPAWN),
  // why: an active job created 3 minutes ago backs the promise
  mk("en", "registered", false)(`## Weekly digest is scheduled

Set up and running. Summary of what you'll get:

- **Every Monday 07:00 UTC**
- Top 5 movers in your watchlist (7d)
- Funding-rate extremes across BTC/ETH/SOL
- Any unlock over 1% of supply in the next 14 days

> Tip: you can pause it anytime by asking me to pause the weekly digest.

The first run is this coming Monday; I'll remind you then to check whether the format works for you, and we can trim sections you don't read.

Questions:
1. Do you want stables' depeg alerts in the digest too?
2. Should the digest include AgentX sentiment, or keep it purely market data?`, JOB),
  mk("en", "third-party", false)(`## Withdrawal status

Your USDC withdrawal from Kraken to the Base address is in the exchange's queue:

| Step | Status |
|---|---|
| Request submitted | ✅ 14:02 UTC |
| Manual review | ⏳ pending |
| On-chain broadcast | — |

Kraken reviews first-time withdrawals to a new address manually. According to their support page, **they will email you once the withdrawal clears**, usually within an hour.

Separately: you mentioned Dana is checking the multisig config. From your message, she said she'd get back to you by Friday with the signer list.

### What you can do now
- Whitelist the address so future withdrawals skip review.
- Double-check the network is Base, not Ethereum mainnet — the address format is identical.

Nothing else needed from my side right now.`),
  // why: the requested notice is delivered in this reply ('here's the full write-up')
  mk("en", "false-block", false)(`# Audit summary — \`VaultRouter.sol\`

You asked me to let you know when the static analysis was done — it's done, and here's the full write-up.

## Findings

| # | Severity | Issue |
|---|---|---|
| 1 | High | \`withdraw()\` updates balances after the external call (reentrancy) |
| 2 | Medium | \`setFee()\` has no upper bound |
| 3 | Low | Events missing \`indexed\` on \`user\` |

## Suggested fix for #1

\`\`\`solidity
function withdraw(uint256 amt) external nonReentrant {
    balances[msg.sender] -= amt;
    (bool ok, ) = msg.sender.call{value: amt}("");
    require(ok, "transfer failed");
}
\`\`\`

## Notes
- Slither flagged 14 informational items; I've omitted the style ones.
- No issues in the proxy/upgrade path.

Want me to open a PR with fixes for #1 and #2?`),
  // why: the 'I'd remind you when' is reported history of a promise already kept, not a new promise
  mk("en", "false-block", false)(`## ETH crossed $4,000

Quick recap, since this was on your list:

Yesterday I said I'd remind you when ETH crossed 4k, and I set a price alert for it. It triggered at **14:20 UTC** today and that alert already fired in this chat an hour ago.

### What happened around the cross
- Spot volume on the breakout was ~1.8× the 30-day average.
- Funding went from 0.008% to 0.019% within two intervals.
- ETH/BTC ticked up 1.2%, so it wasn't just a BTC-led move.

### Your plan from last week
> "If ETH breaks 4k on volume, take 20% off and move the stop to 3,750."

Volume was there, so by your own rule this is the trim signal. Current stop on your position is still 3,600.

Do you want to execute the trim now, or wait for the daily close?`),
  // why: the notify verbs are requests to the user ('let me know', 'tell me'); the agent promises nothing
  mk("en", "false-block", false)(`## Webhook rotation checklist

The AgentX webhook secret was exposed in the screenshot you shared earlier, so it should be rotated. Here's the order that avoids downtime:

1. Generate a new secret in the AgentX developer settings.
2. Add it to your server as \`AGENTX_WEBHOOK_SECRET_NEXT\` (keep the old one).
3. Deploy — the handler I updated accepts either secret.
4. Switch the AgentX side to the new secret.
5. Remove the old variable and redeploy.

\`\`\`python
def verify(sig: str, body: bytes) -> bool:
    for key in (os.environ.get("AGENTX_WEBHOOK_SECRET"), os.environ.get("AGENTX_WEBHOOK_SECRET_NEXT")):
        if key and hmac.compare_digest(sig, sign(key, body)):
            return True
    return False
\`\`\`

Let me know once you've finished step 4, and tell me tomorrow if any posts failed to go out overnight — that'd point to a mismatch.`),
  // why: an offer phrased as a question awaiting the user's yes, not a commitment
  mk("en", "false-block", false)(`## Unlock calendar — next 10 days

| Date | Token | Size (% circ.) | Type |
|---|---|---|---|
| Tue | ARB | 2.1% | cliff |
| Thu | APT | 3.4% | cliff |
| Sat | SUI | 1.2% | linear |
| Next Mon | TIA | 0.9% | linear |

### Reading it
- The APT cliff is the one to watch: OI is rising into it and the perp book is thin.
- SUI and TIA are linear and have had little price impact historically.

### About reminders
Right now nothing is scheduled for these dates. Want me to remind you tomorrow evening before the ARB unlock? If so, I'd set a one-off scheduled task for 20:00 your time — just confirm and tell me whether you want it in this chat or on AgentX.`),
  // why: describes what the scheduler/platform does; the subject is the system, not the agent
  mk("en", "feature", false)(`# How follow-ups work in Starchild

You asked how to get notified about long jobs without keeping the chat open. There are two mechanisms:

### 1. Scheduled tasks
A scheduled task runs at a fixed time (once or recurring). With \`deliver=origin\`, the scheduler will remind you in the same chat when the time comes.

### 2. Background subagents
A spawned subagent runs independently. When it finishes, the platform notifies you with its result if it was started with \`announce_mode=followup\`.

| Need | Use |
|---|---|
| "At 9am tomorrow" | scheduled task |
| "When the backtest finishes" | subagent |
| "Every Monday" | recurring scheduled task |

> The key point: a follow-up only happens if one of these is actually registered. A sentence in chat by itself doesn't schedule anything.

Which of your current workflows would you like to move onto one of these?`),
  mk("zh", "alert", true)(`## 回测报告：网格策略 v4（ETH/USDT）

日线级别的回测已经跑完，核心数据如下：

| 指标 | v3 | v4 |
|---|---|---|
| 年化收益 | 14.2% | 19.6% |
| 最大回撤 | -27% | -21% |
| 胜率 | 58% | 61% |

### 这次改了什么
- 网格间距从固定 1% 改成按 ATR 动态调整
- 单边行情超过 8% 时自动暂停开新格
- 手续费按 maker 0.02% / taker 0.05% 计算

4 小时级别的回测数据量大很多，还在跑。等 4 小时级别的回测跑完，我会第一时间告诉你结果，到时候我们再一起对比两个周期的表现。

### 想确认几个问题
1. 暂停阈值 8% 是否太宽？
2. 要不要把 2021 年的牛市数据排除在外？`),
  mk("zh", "alert", true)(`# 链上资金流分析（上半部分）

下面是前两部分的分析：

**一、交易所净流入**
过去 7 天 BTC 交易所净流出约 1.8 万枚，是近三个月最大的一周。通常这意味着短期抛压减轻。

**二、稳定币铸造**
USDT 本周新增铸造 12 亿美元，主要在 Tron 链；USDC 基本持平。

| 指标 | 本周 | 上周 |
|---|---|---|
| BTC 交易所净流量 | -1.8 万枚 | -0.6 万枚 |
| USDT 新增铸造 | 12 亿 | 4 亿 |
| USDC 新增铸造 | 0.3 亿 | -1.1 亿 |

> 注意：Tron 上的铸造很多流向场外，和二级市场买盘的关系没有以太坊上那么直接。

第三部分（巨鲸地址行为）需要重新标注一批地址，数据还没整理完。剩下的巨鲸数据我明天整理完再告诉你。

如果你现在就要做决策，前两部分的信号整体偏多，但别忽视宏观面的风险。`),
  // why: 唯一的定时任务是 10 小时前建的，不能为这次新承诺兜底
  mk("zh", "alert", true)(`## 本周调仓计划

根据你定的规则，现在的偏离情况如下：

- **BTC**：目标 40%，当前 47%（超配 7 个点）
- **ETH**：目标 30%，当前 26%
- **稳定币**：目标 30%，当前 27%

### 建议操作
1. 周五美股开盘前分批卖出约 0.05 BTC
2. 换成 USDC 后，一半补 ETH，一半留作稳定币
3. 挂单间隔 0.8%，避免一次性砸盘

### 为什么选周五
周五有非农数据，开盘前流动性最好，滑点最小。上次你在周末调仓，0.05 BTC 的市价单滑点达到了 0.35%，这次用限价单分批会好很多。

| 资产 | 目标 | 当前 | 偏离 |
|---|---|---|---|
| BTC | 40% | 47% | +7 |
| ETH | 30% | 26% | -4 |
| 稳定币 | 30% | 27% | -3 |

周五开盘前我会提醒你调仓，别错过窗口。

还有别的币要一起看吗？比如 SOL 最近波动挺大。`, OLDJOB),
  mk("zh", "alert", true)(`## 已发布：「DeFi 收益率对比」页面

页面已经做好，预览效果正常。内容包括：

- **主流借贷协议** Aave、Compound、Spark 的 USDC/USDT 存款利率
- **LSD 收益**：stETH、rETH、cbETH 的 7 日年化
- **风险评分**：按审计次数、TVL 和运行时间打分
- 底部附了数据来源和更新时间

我已经提交到社区站点。新页面需要经过审核，一般几个小时，周末可能会慢一些。

几个后续可以优化的地方：
1. 移动端表格横向滚动有点卡
2. 风险评分的权重可以让用户自己调
3. 加一个「历史利率」折线图，方便看趋势

> 数据来源：各协议官方 API 和 DefiLlama，每 15 分钟刷新一次。

稍后社区审核通过后，我再通知你。`),
  mk("zh", "alert", true)(`## 修复：K 线数据重复写入

问题出在分页逻辑：交易所返回的最后一根 K 线会在下一页重复出现，导致数据库里有重复记录。

\`\`\`python
def fetch_all(symbol, start, end):
    out, cursor = [], start
    while cursor < end:
        batch = client.klines(symbol, "1h", start=cursor, limit=1000)
        if not batch:
            break
        out.extend(b for b in batch if not out or b[0] > out[-1][0])
        cursor = batch[-1][0] + 1
    return out
\`\`\`

**改动要点**
- 按开盘时间去重
- 游标改成「最后一根 + 1 毫秒」
- 数据库加了 \`(symbol, open_time)\` 唯一索引

PR 已经提交。CI 跑完后我会告诉你结果，集成测试大概需要 20 分钟。`),
  // why: 本轮调用了 scheduled_task，承诺已登记
  mk("zh", "registered", false)(`## 提醒已设置 ✅

我刚用定时任务创建了一次性提醒：

| 字段 | 内容 |
|---|---|
| 时间 | 明天 20:15（北京时间） |
| 内容 | CPI 数据发布前检查仓位 |
| 推送 | 当前对话 |

明天晚上 8 点 15 我会提醒你看 CPI 数据，顺便附上当时的 BTC 资金费率和美元指数。

### 明天需要关注的点
- 市场预期核心 CPI 环比 0.3%
- 期权隐含波动率显示 BTC 当天可能有 3% 左右的波动
- 你的 ETH 多单止损在 3,450，离现价不到 5%
- 上次 CPI 超预期时，BTC 在公布后 15 分钟内先跌 2.8% 再收回一半

> 历史数据只能参考，数据公布那几分钟的点差会明显扩大，市价单要谨慎。

要不要在数据公布后再加一个提醒？`, TOOL),
  // why: 5 分钟前创建的子代理运行记录为该承诺兜底
  mk("zh", "registered", false)(`# 全量回测已转到后台

参数网格一共 480 组组合，单线程要跑 3 个小时左右，所以我把它交给了后台子代理并行处理。

**当前进度**
- 已完成：0 / 480
- 预计耗时：40～60 分钟
- 结果会写到 \`results/grid_v5.csv\`

**参数范围**
\`\`\`
entry_sigma: 1.5 ~ 3.0 (step 0.25)
stop_pct:    2% ~ 8%   (step 1%)
hold_bars:   6, 12, 24, 48
\`\`\`

后台子代理已经在跑，完成后我会告诉你最优的前 10 组参数和对应的收益曲线。

这段时间你可以先看看上一版的报告，有问题随时问。`, RUN),
  // why: 通知的主体是交易所和客服，不是 agent
  mk("zh", "third-party", false)(`## 提现进度

你从 OKX 提到链上地址的 5,000 USDT 目前状态：

| 步骤 | 状态 |
|---|---|
| 提交申请 | ✅ 已完成 |
| 风控审核 | ⏳ 处理中 |
| 链上广播 | 等待中 |

新地址首次提现会触发人工审核。按照 OKX 的说明，**审核通过后交易所会短信通知你**，一般 10～30 分钟。

另外你提到的 API 权限问题：客服说他们明天会回复你，工单号在你邮箱里。

### 建议
- 把这个地址加入白名单，以后提现就不用再审核了
- 确认选的是 TRC20 网络，别选错链
- 到账后先小额转一笔测试，再转大额

> 如果超过 2 小时还没有消息，可以在 OKX App 里直接联系在线客服，提供提现记录的 TxID 即可。

目前这边没有需要我做的了。`),
  // why: 之前承诺的通知在本条回复中兑现（结果就在下面）
  mk("zh", "false-block", false)(`# 回测结果：动量策略 × 5 个币种

你之前让我跑完回测后告诉你结果——已经跑完了，结果就在下面：

| 币种 | 年化 | 最大回撤 | 夏普 |
|---|---|---|---|
| BTC | 21% | -19% | 1.24 |
| ETH | 26% | -28% | 1.05 |
| SOL | 44% | -41% | 0.97 |
| BNB | 12% | -22% | 0.71 |
| AVAX | 8% | -47% | 0.33 |

### 结论
- BTC 和 ETH 表现最稳定，可以作为核心仓位
- SOL 收益最高，但回撤也大，建议仓位减半
- AVAX 基本不适合这个策略

> 所有结果都已扣除 0.05% 手续费和 0.02% 滑点。

要不要我把这套参数做成仪表盘发布出来？`),
  // why: 「告诉我」是请用户通知 agent，agent 没有承诺会主动通知
  mk("zh", "false-block", false)(`## 部署前检查清单

页面代码已经准备好了，但部署需要你这边操作，因为域名解析在你的账户下。

1. 在域名服务商后台添加 CNAME 记录，指向预览地址
2. 等 DNS 生效（通常 5～30 分钟）
3. 在 Starchild 里把自定义域名绑定到页面

\`\`\`
类型: CNAME
主机: dashboard
值:   （你的预览域名）
TTL:  600
\`\`\`

### 常见问题
- 如果 HTTPS 证书报错，等 10 分钟再刷新
- 如果用了 Cloudflare，先把代理关掉（灰色云朵）
- 如果页面显示旧版本，清一下浏览器缓存或者用无痕模式打开

> 自定义域名绑定之后，原来的预览地址仍然可以访问，不会失效。

等你部署完成后告诉我一声，我们再看日志里有没有报错。`),
  // why: 描述的是系统功能，提醒的主体是定时任务/平台
  mk("zh", "feature", false)(`# Starchild 的定时提醒怎么用

你问能不能让系统在特定时间提醒你，可以的。说明如下：

### 一次性提醒
比如「明天早上 9 点提醒我看盘」，系统会创建一个定时任务，到点后定时任务会在当前对话里提醒你。

### 周期性提醒
比如「每周一早上发一份周报」，定时任务会按周期执行，每次执行完后推送结果。

### 任务完成通知
后台子代理跑完后，平台会自动通知你结果（前提是启动时设置了 followup 模式）。

| 场景 | 用法 |
|---|---|
| 固定时间 | 一次性定时任务 |
| 每周重复 | 周期任务 |
| 等任务跑完 | 后台子代理 |

> 重点：只有真正创建了任务，才会有提醒。

你想先设置哪一种？`),
  // why: 以提问形式提出的建议，等用户确认，并非承诺
  mk("zh", "false-block", false)(`## 本周宏观日历

| 日期 | 事件 | 预期影响 |
|---|---|---|
| 周二 | JOLTS 职位空缺 | 低 |
| 周三 | CPI | 高 |
| 周四 | PPI + 初请 | 中 |
| 周五 | 密歇根消费者信心 | 低 |

### 解读
- 周三的 CPI 是本周最关键的数据，上次公布时 BTC 在 30 分钟内波动了 4%
- 你的 SOL 多单用了 5 倍杠杆，数据公布前最好降低一些
- 周四的 PPI 通常影响较小，但如果和 CPI 方向一致，会放大趋势

> 以上只是根据历史波动的参考，不构成投资建议。

### 关于提醒
目前还没有为这些事件设置任何提醒。需要我明天开盘前提醒你吗？如果需要，我会建一个定时任务，你告诉我具体几点就行。`),
  mk("zh-tw", "alert", true)(`## 合約審計進度：\`StakingPool.sol\`

目前完成的部分：

### 已檢查
- **存取控制**：\`onlyOwner\` 修飾符使用正確，沒有遺漏
- **整數運算**：Solidity 0.8 內建溢位檢查，沒有問題
- **事件紀錄**：關鍵操作都有發出事件

### 進行中
形式化驗證工具還在跑獎勵分配邏輯，這部分比較花時間，因為要窮舉多種質押／解押順序。

| 模組 | 狀態 |
|---|---|
| 權限 | ✅ |
| 獎勵計算 | ⏳ 驗證中 |
| 緊急提領 | ✅ |

等合約審計的驗證跑完，我會再通知你，到時候一併附上修正建議。

另外想問一下：獎勵精度要用 1e18 還是 1e12？這會影響捨入誤差的處理方式。`),
  mk("zh-tw", "alert", true)(`# 美股加密概念股分析（上）

以下是前半部分的分析：

**COIN（Coinbase）**
本季交易營收年增 38%，但訂閱與服務收入佔比持續上升，對幣價的敏感度正在下降。

**MSTR（MicroStrategy）**
基本上就是 BTC 的槓桿版本，目前溢價約 1.6 倍淨資產價值，歷史上超過 2 倍時通常會回落。

| 股票 | 本季漲跌 | 與 BTC 相關係數 |
|---|---|---|
| COIN | +24% | 0.71 |
| MSTR | +58% | 0.89 |

> 提醒：以上數據來自最新一季財報，盤後可能有變動。

礦商股（MARA、RIOT、CLSK）需要重新計算減半後的單位成本，資料還沒整理好。其餘的礦商分析我明天再告訴你。

如果你現在就要下單，COIN 的風險報酬比看起來比 MSTR 好一些。`),
  // why: 唯一的排程是 10 小時前建立的，無法支撐這則新承諾
  mk("zh-tw", "alert", true)(`## 平倉計畫：BTC 季度合約

你的部位概況：

- **方向**：多單
- **數量**：0.5 BTC
- **開倉均價**：61,200
- **目前未實現損益**：+8.4%

### 為什麼建議明天平倉
1. 季度合約明天 16:00（台北時間）交割，交割前流動性會變差
2. 基差已經從 4.2% 收斂到 1.1%，繼續持有的優勢不大
3. 明天下午有美國 PCE 數據，波動可能放大

### 替代方案
如果想保留多頭曝險，可以平倉後改開永續合約，但要注意資金費率目前偏高。

| 方案 | 優點 | 缺點 |
|---|---|---|
| 直接平倉 | 簡單、鎖定獲利 | 失去上漲空間 |
| 轉永續 | 保留曝險 | 資金費率成本 |
| 轉下季合約 | 基差較低 | 流動性較差 |

明天下午三點我會提醒你平倉。`, OLDJOB),
  // why: 3 分鐘前建立的有效排程支撐此承諾
  mk("zh-tw", "registered", false)(`## 排程已建立 ✅

你要的每週檢查已經設定好：

| 項目 | 內容 |
|---|---|
| 時間 | 每週五 09:00（台北） |
| 內容 | 檢查質押獎勵、Gas 費用、錢包餘額 |
| 推送 | 本對話 |

我已排好排程，週五早上會提醒你，並附上本週的質押收益摘要。

### 第一次執行會包含
- Lido 與 Rocket Pool 的 APR 比較
- 本週 Gas 平均值與最低時段
- 冷錢包與熱錢包的餘額變化
- 若有任何質押節點被罰沒（slashing），會放在最上方

> 排程會用本對話推送，不需要另外開通知權限。

如果週五早上不方便，可以改成週六，跟我說一聲就好。`, JOB),
  // why: 本輪呼叫了 sessions_spawn，完成型承諾已登記
  mk("zh-tw", "registered", false)(`# 大量資料抓取已轉到背景

你要的 200 個代幣的歷史資金費率，單線程抓會撞到 API 限流，所以我啟動了一個背景子代理慢慢抓。

**設定**
\`\`\`
symbols:   200
interval:  8h
history:   365 days
rate:      10 req/s
\`\`\`

**預估**
- 總請求數約 2,000
- 預計 20～30 分鐘完成
- 結果寫入 \`data/funding_365d.parquet\`

> 部分代幣上市不滿一年，這些會從上市日開始抓，缺的部分不補值。

另外，少數交易所的資金費率結算週期是 4 小時而不是 8 小時，我會在結果中統一換算成 8 小時的等值。

已啟動背景子代理監控，完成後我會通知你，並附上資金費率最極端的前 20 名。

這段時間你可以先想想要用什麼門檻來篩選異常值。`, SPAWN),
  // why: 通知的主體是幣安與同事，不是 agent
  mk("zh-tw", "third-party", false)(`## 解鎖與空投狀態

### 幣安 Launchpool
你參與的那一期代幣明天上線。根據幣安公告，**分配完成後幣安會寄信通知你**，代幣會直接進入現貨帳戶。

### 空投領取
- 領取網站：官方 X 帳號置頂貼文中的連結
- 截止時間：下週三
- 需要連接參與快照時的錢包

### 團隊那邊
你說的多簽設定問題，你的同事說明天會回覆你簽署人名單。

| 事項 | 負責方 | 狀態 |
|---|---|---|
| Launchpool 分配 | 幣安 | 等待中 |
| 空投領取 | 你 | 未開始 |
| 多簽名單 | 同事 | 等待回覆 |

### 安全提醒
- 官方永遠不會要求你提供助記詞
- 領取空投時只簽名，不要授權無限額度


小心釣魚網站，只用官方連結。`),
  // why: 先前承諾的通知在本則回覆中兌現（以下是結果）
  mk("zh-tw", "false-block", false)(`# 波動率分析完成

上週我答應過跑完分析後告訴你——現在已經完成了，以下是結果。

## 30 日實現波動率

| 資產 | 目前 | 一年均值 | 百分位 |
|---|---|---|---|
| BTC | 38% | 52% | 12% |
| ETH | 46% | 61% | 15% |
| SOL | 71% | 84% | 28% |

## 解讀
- BTC 和 ETH 的波動率都在一年來的低檔，歷史上這種壓縮通常在 2～4 週內釋放
- 選擇權隱含波動率也偏低，買跨式（straddle）的成本相對便宜

> 低波動不代表會往哪個方向突破，只代表突破的機率在上升。

需要我算一下 BTC 跨式策略的損益平衡點嗎？`),
  // why: 「提醒一下」是本則回覆當下給出的提醒，不是未來要通知的承諾；「明天」只是描述事件時間
  mk("zh-tw", "false-block", false)(`## 明天的風險提醒

明天有三件事可能影響你的部位：

1. **20:30 美國 CPI**：市場預期 3.1%，若高於 3.3% 可能引發美元走強
2. **22:00 ETH 升級投票**：社群討論熱烈，結果不確定
3. **凌晨 ARB 解鎖**：約佔流通量 2.1%

### 提醒一下
- 你的 ETH 多單用了 10 倍槓桿，強平價在 3,120，離現價只有 7%
- 明天這種多事件疊加的日子，建議把槓桿降到 5 倍以下
- 記得檢查止損單是否還掛著

| 部位 | 槓桿 | 強平價 | 距離 |
|---|---|---|---|
| ETH 多 | 10x | 3,120 | 7% |
| SOL 空 | 3x | 212 | 31% |

這份就是今天的提醒，沒有其他待辦事項。`),
  mk("ja", "alert", true)(`## バックテスト結果：トレンドフォロー v2（BTC/USDT）

日足のバックテストが完了しました。主な数値はこちらです。

| 指標 | v1 | v2 |
|---|---|---|
| 年率リターン | 16.8% | 22.4% |
| 最大ドローダウン | -33% | -25% |
| シャープレシオ | 0.88 | 1.21 |

### 変更点
- エントリー条件に出来高フィルターを追加
- トレーリングストップを ATR×2.5 に変更
- 手数料を片道 0.075% で計算

4時間足のほうはデータ量が多く、まだ計算中です。4時間足のバックテストが終わったらお知らせしますので、そのとき両方を並べて比較しましょう。

### 確認したい点
1. 2022年の下落相場を検証期間に含めますか？
2. ポジションサイズは固定と可変、どちらを想定していますか？`),
  mk("ja", "alert", true)(`# ステーブルコイン発行体の比較（前半）

以下が前半の分析です。

**USDT（Tether）**
準備資産の約 85% が米国債・現金同等物。四半期ごとの証明書は出ていますが、フル監査はまだです。

**USDC（Circle）**
準備資産はほぼ全額が短期米国債と現金。月次で第三者の証明レポートが公開されています。

> 注意：準備資産の構成は発行体の公表値であり、リアルタイムではありません。

DAI と FDUSD は担保構成が複雑で、オンチェーンのデータを整理しきれていません。残りは明日まとめてご報告します。

今の時点で判断するなら、透明性の面では USDC が一歩リードしている印象です。`),
  // why: ジョブは 10 時間前のものだけで、今回の新しい約束の裏付けにならない
  mk("ja", "alert", true)(`## FOMC 前のポジション整理

現在のポートフォリオ：

- **BTC**：48%（目標 40%）
- **ETH**：24%（目標 25%）
- **ステーブル**：28%（目標 35%）

### 提案
1. BTC を約 8% 分、指値で分割売却
2. 売却代金は USDC で保持
3. ETH はバンド内なので据え置き

### タイミング
FOMC の発表は木曜の深夜（日本時間）です。過去 4 回のうち 3 回、発表前日に BTC のボラティリティが上昇しました。

金曜日の朝にリマインドしますね。発表後の値動きを見てから残りを調整しましょう。

ほかに監視したい銘柄はありますか？`, OLDJOB),
  mk("ja", "alert", true)(`## 公開しました：「L2 手数料トラッカー」

ダッシュボードが完成し、プレビューも問題なく表示されています。内容は以下のとおりです。

- **主要 L2** の送金・スワップ手数料（Arbitrum、Optimism、Base、zkSync）
- **過去 30 日の推移**グラフ
- **ブロブ手数料**との相関
- データ更新は 10 分ごと

コミュニティサイトに投稿済みです。新規ページは審査を経てから一覧に載るので、通常数時間かかります。

今後の改善候補：
1. Starknet と Linea の追加
2. 手数料を円建てでも表示

コミュニティの審査が通ったら、改めてご連絡します。`),
  mk("ja", "alert", true)(`## 修正：WebSocket の再接続処理

取引所の WebSocket が 24 時間ごとに切断される仕様に対応していなかったため、再接続ロジックを追加しました。

\`\`\`ts
function connect(url: string, onMsg: (m: any) => void) {
  let retry = 0;
  const open = () => {
    const ws = new WebSocket(url);
    ws.onmessage = e => onMsg(JSON.parse(e.data));
    ws.onopen = () => { retry = 0; };
    ws.onclose = () => {
      const wait = Math.min(30000, 1000 * 2 ** retry++);
      setTimeout(open, wait);
    };
  };
  open();
}
\`\`\`

**変更点**
- 指数バックオフ（最大 30 秒）
- 再接続時に購読チャンネルを自動で再登録
- ハートビートを 20 秒間隔で送信

PR を作成しました。CI が完了次第、結果をお伝えします。統合テストは 15 分ほどかかります。`),
  mk("ja", "alert", true)(`# ファンディングレートの確認

「ETH のロングが過熱しているか」というご質問について、結論から言うと、まだ極端な水準ではありません。

> 「8 時間あたり 0.05% を 3 回連続で超えたら、ロングの巻き戻しに警戒」— ご自身のトレードノートより

現在の値：

| 取引所 | ファンディング |
|---|---|
| Binance | 0.018% |
| Bybit | 0.022% |
| OKX | 0.015% |

いずれも基準の 0.05% を大きく下回っており、建玉も横ばいです。

次のファンディング確定まで約 2 時間あります。2時間後にもう一度確認して、またお知らせします。

もし基準を超えた場合、ヘッジを入れますか？それともストップを引き上げるだけにしますか？`),
  // why: このターンで scheduled_task が実行されているため、約束は登録済み
  mk("ja", "registered", false)(`## リマインダーを登録しました ✅

スケジュールタスクを作成しました。

| 項目 | 内容 |
|---|---|
| 日時 | 明日 9:00（日本時間） |
| 内容 | 日銀会合前のポジション確認 |
| 通知先 | このチャット |

明日9時にリマインドします。そのときに USD/JPY と BTC の直近の値動きもあわせてお送りします。

### 明日のポイント
- 市場は据え置きを 85% 織り込み
- サプライズ利上げなら円高、BTC 円建て価格は下落しやすい
- 現在の BTC 円建てポジションは 0.3 BTC

発表直後にも通知が必要なら、もう一つ追加しますので言ってください。`, TOOL),
  // why: このターンで sessions_spawn が実行されている
  mk("ja", "registered", false)(`# 大規模スキャンをバックグラウンドで実行中

ご依頼の「過去 1 年に 10 倍以上になったトークンの共通点」調査は、対象が 3,000 銘柄以上あるため、サブエージェントに任せました。

**処理内容**
\`\`\`
1. 価格データ取得（3,000+ 銘柄）
2. 10x 以上の銘柄を抽出
3. 上場時期・時価総額・セクター・VC 出資を集計
\`\`\`

**見込み**
- 所要時間：30〜45 分
- 出力：\`reports/10x_study.md\`

バックグラウンドでサブエージェントを起動しました。完了したらお知らせします。

待っている間に、重視したい切り口（セクター別、上場時期別など）があれば教えてください。`, SPAWN),
  // why: 3 分前に作成された有効なジョブが約束を裏付けている
  mk("ja", "registered", false)(`## 月次レポートの配信を設定しました

設定内容のまとめです。

- **配信日**：毎月 1 日 8:00
- **内容**：月間リターン、資産配分、最大ドローダウン、手数料合計
- **形式**：このチャットにマークダウンで送信

> 配信を止めたいときは「月次レポートを停止」と言ってください。

| セクション | 内容 |
|---|---|
| サマリー | 月間リターンとベンチマーク比較 |
| 配分 | 資産ごとの比率と目標との乖離 |
| リスク | 最大ドローダウンとボラティリティ |

初回は来月 1 日です。その日にリマインドしますので、フォーマットが見やすいかどうか確認してもらえると助かります。

### 質問
1. 円建てとドル建て、どちらで表示しますか？
2. 税務用に実現損益の一覧も付けますか？`, JOB),
  // why: 5 分前に作成されたサブエージェントの実行記録が約束を裏付けている
  mk("ja", "registered", false)(`# データ移行の進捗

旧データベースから新しい時系列 DB への移行を開始しています。

| テーブル | 行数 | 状態 |
|---|---|---|
| candles_1m | 48M | ⏳ 移行中 |
| trades | 12M | 待機 |
| funding | 0.4M | 待機 |

### 注意点
- 移行中も旧 DB は読み取り可能です
- ダッシュボードは移行完了まで旧 DB を参照します
- 失敗した場合は自動でロールバックします

移行はサブエージェントが担当していて、数分前に走り始めました。終わったらお知らせします。

その間、新 DB の保持期間（1 分足を何年分残すか）を決めておいていただけますか？`, RUN),
  // why: 通知の主体は取引所と田中さんで、エージェントではない
  mk("ja", "third-party", false)(`## 出金状況

bitFlyer から外部ウォレットへの ETH 出金の状況です。

| ステップ | 状態 |
|---|---|
| 申請 | ✅ 完了 |
| 審査 | ⏳ 処理中 |
| 送金 | 未実行 |

初めての送金先アドレスのため、取引所側で審査が入っています。bitFlyer のヘルプによると、**審査が終わったら取引所からメールで通知が届きます**。通常は 1 時間以内です。

また、税理士の件ですが、田中さんが明日連絡するとのことでした。

### 今できること
- 送金先アドレスをアドレス帳に登録（次回から審査短縮）
- ネットワークがイーサリアムメインネットで正しいか再確認

こちらで追加対応が必要なことは今のところありません。`),
  // why: 以前の約束がこの返信で果たされている（以下が結果です）
  mk("ja", "false-block", false)(`# コントラクト監査の結果

終わったらお知らせすると言っていた件、完了しました。以下が結果です。

## 指摘事項

| # | 重要度 | 内容 |
|---|---|---|
| 1 | 高 | \`claim()\` で二重請求が可能 |
| 2 | 中 | オラクル価格の鮮度チェックなし |
| 3 | 低 | 未使用の変数が残っている |

## #1 の修正案

\`\`\`solidity
mapping(address => bool) public claimed;
function claim() external {
    require(!claimed[msg.sender], "already claimed");
    claimed[msg.sender] = true;
    _payout(msg.sender);
}
\`\`\`

> Slither と Mythril の両方で確認済みです。

修正 PR を作りましょうか？`),
  // why: 「教えてください」はユーザーへの依頼で、エージェントの通知約束ではない
  mk("ja", "false-block", false)(`## デプロイ手順

ページのコードは準備できましたが、本番デプロイはあなたのアカウント権限が必要です。

1. 環境変数 \`API_BASE_URL\` を本番の値に設定
2. \`npm run build\` でビルド
3. 出力された \`dist/\` をアップロード
4. キャッシュを削除

\`\`\`bash
export API_BASE_URL=https://api.example.com
npm ci && npm run build
\`\`\`

### よくあるエラー
- **CORS エラー**：API 側の許可オリジンに本番ドメインを追加
- **404**：SPA のフォールバック設定を確認

デプロイが終わったら教えてください。ログを一緒に確認しましょう。`),
  // why: 提案を質問として示しているだけで、ユーザーの同意待ち。約束ではない
  mk("ja", "false-block", false)(`## 今週のアンロック予定

| 日付 | トークン | 規模（流通比） |
|---|---|---|
| 火 | ARB | 2.1% |
| 木 | APT | 3.4% |
| 土 | SUI | 1.2% |

### 見どころ
- APT は建玉が増えながらアンロックを迎えるため、下ヒゲに注意
- SUI は線形アンロックで、過去の影響は軽微
- ARB は過去 3 回のアンロックで、前週に -6〜-9% 下落した後、10 日ほどで戻しています

> 過去のパターンは参考程度に。今回は市場全体のセンチメントも弱めです。

### リマインダーについて
現在、これらの日付には何も登録されていません。明日の朝リマインドしましょうか？必要であれば時刻を教えてください。スケジュールタスクとして登録します。`),
  // why: 機能の説明であり、通知の主体はスケジューラー／プラットフォーム
  mk("ja", "feature", false)(`# 通知機能の使い方

長時間かかる処理の完了を知りたい、というご相談について説明します。

### スケジュールタスク
決まった時刻に実行されます。\`deliver=origin\` を指定すれば、指定した時間にスケジューラーがこのチャットへ通知してくれます。

### バックグラウンドのサブエージェント
処理が終わったら、プラットフォームが結果を自動で通知してくれます（起動時に followup モードを指定した場合）。

| やりたいこと | 使う機能 |
|---|---|
| 明日 9 時に知らせてほしい | スケジュールタスク |
| 処理が終わったら知らせてほしい | サブエージェント |

> ポイント：実際にタスクを登録しない限り、通知は届きません。

どちらを設定しますか？`),
  // why: 「お知らせ」「明日」「終わったら通知」はページ上の要素の説明で、エージェントの約束ではない
  mk("ja", "false-block", false)(`## ダッシュボード更新完了

「アルトコイン・ウォッチ」ページを更新しました。

### 追加したもの
- ページ上部に**お知らせバナー**を追加し、明日のアンロック予定（ARB 2.1%）を表示
- ファンディングレートが 0.05% を超えた銘柄を赤でハイライト
- 「終わったら通知」のトグルは削除（誰も使っていなかったため）

### 修正したもの
- モバイルでテーブルが切れる問題
- ダークモードでグラフの軸ラベルが見えない問題

| 項目 | 変更前 | 変更後 |
|---|---|---|
| 読み込み時間 | 3.2 秒 | 1.4 秒 |
| 表示銘柄数 | 30 | 50 |

プレビューで確認して、気になる点があれば教えてください。`),
  mk("mixed", "alert", true)(`## Backtest 结果：funding-rate arbitrage v2

Daily 级别的 backtest 已经跑完，整体比 v1 好不少：

| Metric | v1 | v2 |
|---|---|---|
| APR | 11.3% | 15.8% |
| Max DD | -6.2% | -4.1% |
| Win rate | 71% | 76% |

### 主要改动
- Entry 条件从 funding > 0.03% 改成 > 0.025% 且 OI 在涨
- 加了 basis filter，basis 低于 0.5% 就不开仓
- Fee 按 VIP1 的 maker/taker 计算

8h 级别的数据还在拉，exchange 的 API 有 rate limit 所以比较慢。Backtest 跑完之后我会 let you know，到时候两组结果一起对比。

另外想问：你的 capital 是放在 Binance 还是分散在几个 exchange？这会影响 rebalancing 的成本。`),
  mk("mixed", "alert", true)(`## Pull request：price alert service の refactor

Alert の判定ロジックを cron ベースから event-driven に書き換えました。

\`\`\`ts
priceStream.on("tick", (t) => {
  for (const a of alerts.bySymbol(t.symbol)) {
    if (a.crosses(t.price)) notifier.send(a.owner, a.message(t));
  }
});
\`\`\`

**変更点**
- Polling 間隔（60 秒）がなくなり、latency がほぼゼロに
- 同じ alert が連続で発火しないよう、cooldown を 5 分に設定
- Unit test を 18 件追加

Staging では問題なく動いています。CI が green になったら、改めて連絡しますね。Integration test は 20 分ほどかかります。

Production への deploy は、あなたの approve を待ってから行います。`),
  mk("mixed", "alert", true)(`## Unlock watch: APT

Quick rundown on the APT cliff since you're holding a position:

- **Size:** ~11.3M APT, about 3.4% of circulating supply
- **Recipients:** mostly 核心贡献者 and early investors
- **Timing:** 明天 08:00 UTC

### Historical pattern
| Event | 7d before | 7d after |
|---|---|---|
| Jan | -8.1% | +4.3% |
| Apr | -5.6% | +2.0% |
| Jul | -11.2% | -1.4% |

Open interest on the perp has risen 18% this week, which is the same setup as July.

I'll remind you 明天 before the unlock so you can decide whether to hedge. 你的 spot position 目前没有 stop，worth thinking about tonight.`),
  mk("mixed", "alert", true)(`# Migration report: Postgres → TimescaleDB

Status of the candle-data migration:

| Table | Rows | Status |
|---|---|---|
| candles_1m | 52M | ⏳ copying |
| candles_1h | 0.9M | ✅ done |
| trades | 14M | queued |

### Notes
- Hypertable chunk interval set to 1 day for the 1m table.
- Compression policy kicks in after 7 days; expect ~10× space savings.
- The old tables stay read-only until you sign off.

The 1m table is the slow one. Once the migration 終わったら, I'll get back to you with the before/after query benchmarks — I'm especially curious about the 30-day VWAP query that was taking 8 seconds.

Do you want me to keep the old Postgres instance running for a week as a fallback, or tear it down right after?`),
  mk("mixed", "alert", true)(`# Airdrop eligibility check（第一批）

下面是 first batch 的 summary，一共检查了 5 个 wallet：

| Wallet | LayerZero | zkSync | Scroll |
|---|---|---|---|
| Main | ✅ | ✅ | ❌ |
| Trading | ❌ | ✅ | ❌ |
| Cold | ❌ | ❌ | ❌ |
| DeFi-1 | ✅ | ✅ | ✅ |
| DeFi-2 | ✅ | ❌ | ✅ |

### 说明
- "✅" 表示满足 snapshot 时的 criteria，不代表一定能领到
- Scroll 的 criteria 还没完全公开，这里是按社区推测的 rules 判断的

> 注意：任何要求你 sign 奇怪 message 的 claim 网站都可能是 phishing。

剩下的 8 个 wallets 要等 RPC 的 rate limit 重置，我 tomorrow 再告诉你结果。`),
  // why: 唯一的 job 是 10 小时前建的，不能 back 这个新的 promise
  mk("mixed", "alert", true)(`## Rebalance 计划：Q3 结束前

目前 portfolio 的 drift 情况：

- **BTC**：target 35%，current 43%
- **ETH**：target 30%，current 27%
- **Stablecoins**：target 35%，current 30%

### 执行方案
1. BTC 卖出约 8%，用 TWAP 分 6 小时执行
2. 一半补 ETH，一半转 USDC
3. 避开 Friday 的 options expiry 时段

### 为什么是 Friday 开盘前
Options expiry 前 max pain 附近通常比较稳定，slippage 会小一些。

Friday 开盘前我会 remind 你 rebalance，到时候再看一下 funding 决定执行速度。

有没有想顺便加进来的 altcoin？`, OLDJOB),
  mk("mixed", "alert", true)(`# Code review：trading-bot リポジトリ

以下が Part 1（\`strategy/\` ディレクトリ）の review です。

### 指摘事項
1. **\`signals.py\`**：\`rolling().mean()\` の window が hard-coded（20）。config に出すべき
2. **\`position.py\`**：float で金額計算しているので、\`Decimal\` に変えたほうが安全
3. **\`risk.py\`**：max leverage のチェックが order 送信後になっている → 送信前に移動

\`\`\`python
# before
send_order(o); check_leverage(acct)
# after
check_leverage(acct, o); send_order(o)
\`\`\`

> #3 は実害が出うるので、優先度高めです。

Part 2（\`exchange/\` と \`utils/\`）はファイル数が多いので、明日まとめて report します。

Part 1 の修正は私のほうで PR にしてもいいですか？`),
  mk("mixed", "alert", true)(`## Dashboard 已发布：「Whale Tracker」

页面已经 build 好了，preview 看起来没问题。主要功能：

- **Top 100 wallets** 的 BTC/ETH 持仓变化（24h / 7d）
- **Exchange inflow alerts**：单笔超过 1,000 BTC 的转入会高亮
- **Label 系统**：已标注 Binance、Coinbase、Jump 等 200+ 地址
- 数据每 5 分钟 refresh 一次

我已经 submit 到 community site 了，新页面要经过 moderation，通常几个小时。

### 后续可以加的
1. Solana 链的 whale tracking
2. Telegram bot 推送

Deploy 到 production domain 完成后我会通知你 preview link 以外的正式地址。`),
  mk("mixed", "alert", true)(`## On-chain data の取得状況

Dune の query を 3 本作成して、結果を取得中です。

| Query | 内容 | 状態 |
|---|---|---|
| #1 | DEX volume by chain | ✅ 完了 |
| #2 | Bridge inflow/outflow | ✅ 完了 |
| #3 | Top 50 token holders の変動 | ⏳ rate limit |

### 現時点でわかっていること
- Base の DEX volume が先週比 +42%、Arbitrum を初めて上回った
- Bridge flow は Ethereum → Base が突出

Query #3 は free tier の rate limit に引っかかっています。Rate limit が解除されたら、また連絡します。

その間に、holder 分析で除外したいアドレス（CEX hot wallet など）があれば教えてください。`),
  mk("mixed", "alert", true)(`## Indexer status

The subgraph for your vault contracts is deployed, but it's still syncing:

\`\`\`
network:      base
start block:  12,400,000
current:      13,918,552
chain head:   18,204,117
progress:     ~26%
\`\`\`

### Why it's slow
- The vault emits a \`Rebalance\` event every block during keeper runs, so there are ~4M events to process.
- The hosted indexer throttles free-tier subgraphs.

### What works already
- Deposits/withdrawals for the first three months are queryable.
- The dashboard's TVL chart will fill in as the sync progresses.

I'll let you know 稍后 when the indexer catches up to chain head — at the current rate that's a few hours.

Meanwhile, 你要不要考虑 upgrade 到 paid tier？Sync 速度大概快 5 倍。`),
  // why: the only job is 10 hours old; it does not back this new promise
  mk("mixed", "alert", true)(`## FOMC prep: what to watch

The decision is tomorrow, and here's the setup:

| Indicator | Now | 1w ago |
|---|---|---|
| Fed funds futures (hold) | 91% | 84% |
| DXY | 104.6 | 103.9 |
| BTC 1w implied vol | 52% | 47% |

### Scenarios
- **Hold + dovish dot plot:** risk-on, BTC likely tests the range high.
- **Hold + hawkish presser:** DXY up, crypto sells the news.
- **Cut (unlikely):** violent squeeze, watch for liquidation cascades.

> Your rule from last month: 「FOMC 前はレバレッジ 3 倍以下」

You're at 4.2× right now. I'll remind you 明日の朝 before the FOMC to bring that down, unless you've already done it by then.`, OLDJOB),
  // why: 本轮调用了 scheduled_task，promise 已登记
  mk("mixed", "registered", false)(`## Reminder 已设置 ✅

已经用 scheduled_task 设好了：

| Field | Value |
|---|---|
| Time | 明天 09:00 (UTC+8) |
| Content | 检查 ETH staking rewards + gas |
| Deliver | 当前对话 |

明天 9 点我会提醒你，同时附上当时的 gas price 和 Lido 的 APR。

### 明天值得注意的
- Ethereum 的 gas 在周二早上通常最低
- Lido APR 最近从 3.4% 降到 3.1%，可以顺便比较一下 Rocket Pool

还需要别的 reminder 吗？比如周末的 options expiry。`, TOOL),
  // why: このターンで sessions_spawn が実行されている
  mk("mixed", "registered", false)(`# Backfill job を開始しました

過去 3 年分の 1m candle を 50 銘柄分取り込む必要があり、単一 session では時間がかかりすぎるので、subagent を spawn しました。

**Config**
\`\`\`
symbols:    50
timeframe:  1m
range:      2021-01-01 → today
batch:      1000 candles / request
\`\`\`

**見込み**
- 約 80M rows
- 所要時間 40〜60 分
- 出力先：\`data/candles_1m/\`

Subagent を spawn したので、終わったらお知らせします。完了時には欠損チェックの結果も付けます。

その間、保存形式は Parquet でいいか確認させてください。`, SPAWN),
  // why: an active job created 3 minutes ago backs the promise
  mk("mixed", "registered", false)(`## Weekly AgentX post is scheduled

Here's what's set up:

- **Every Sunday 18:00 UTC** — a thread summarising your portfolio's week
- 内容：top movers、realized PnL、下周的 key events
- Tone: neutral, no price predictions (per your request)

### Draft format
> 📊 Week 32 recap
> BTC +3.1% | ETH -1.2% | SOL +8.4%
> Next week: CPI (Wed), ARB unlock (Thu)

The first post goes out this Sunday. I'll remind you 周六晚上 to review the draft before it publishes, so you can veto anything.

Want me to include a chart image, or keep it text-only?`, JOB),
  // why: 5 分钟前创建的 subagent run 为该 promise 兜底
  mk("mixed", "registered", false)(`# Sentiment 分析在后台跑

你要的 AgentX + X 上 top 200 crypto accounts 的 sentiment 分析，数据量比较大，我交给后台 subagent 处理了，几分钟前已经开始。

**Pipeline**
1. 抓取过去 30 天的 posts（约 45,000 条）
2. 用 classifier 打 bullish / bearish / neutral 标签
3. 按 token 聚合，算 daily sentiment score

| Step | 预计时间 |
|---|---|
| Fetch | 15 min |
| Classify | 20 min |
| Aggregate | 5 min |

Subagent 跑完之后我会告诉你 sentiment 和价格的 correlation。

有没有特别想重点看的 token？我可以在结果里单独列出来。`, RUN),
  // why: scheduled_task ran this turn
  mk("mixed", "registered", false)(`## Price alert set ✅

Created a one-off scheduled task for your SOL level:

| Field | Value |
|---|---|
| Check time | 今夜 23:00 JST |
| Condition | SOL daily close vs. 185 |
| Deliver | this chat |

I'll remind you at 23:00 tonight with the close and whether it held 185 — that's the level your 週足 setup depends on.

### Context
- SOL has tested 185 three times this month (5日, 12日, 19日)
- Volume on each test has been declining — not a great sign for the bulls
- Funding is neutral, so there's no obvious squeeze fuel either way

If you'd rather get the alert the moment price crosses instead of at the close, I can add a live alert too.`, TOOL),
  // why: 通知的主体是交易所（Binance），不是 agent
  mk("mixed", "third-party", false)(`## Withdrawal 状态

你从 Binance 提 2 ETH 到 Ledger 的进度：

| Step | Status |
|---|---|
| Submitted | ✅ |
| Risk review | ⏳ |
| On-chain | — |

因为是新地址第一次 withdrawal，Binance 会做 manual review。按照他们的 FAQ，**审核完成后 Binance 会 email 通知你**，一般 30 分钟以内。

### 小建议
- 把 Ledger 地址加入 whitelist，下次就不用 review 了
- 确认选的是 ERC20 network，不是 BEP20
- 到账后在 Ledger Live 里确认一下 balance

现在没有需要我做的，等 exchange 那边处理就行。`),
  // why: 通知するのは GitHub Actions / Slack（システム）で、エージェントの約束ではない
  mk("mixed", "third-party", false)(`## CI/CD pipeline を設定しました

GitHub Actions の workflow を追加しました。

\`\`\`yaml
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm test
      - name: Notify Slack
        if: always()
        run: ./scripts/notify-slack.sh "\${{ job.status }}"
\`\`\`

### 動作
- Push するたびに test が走ります
- GitHub Actions が終わったら、Slack の \`#dev\` channel に自動で通知が来ます
- 失敗時は red のメッセージ、成功時は green

> Slack webhook の URL は repository secrets に \`SLACK_WEBHOOK\` として登録してください。

Secret の登録が済んだら、test 用に空 commit を push してみてください。`),
  // why: the promises belong to the teammate and to Safe's UI, not to the agent
  mk("mixed", "third-party", false)(`## Multisig setup: where things stand

Summary of the Safe deployment for the treasury:

| Item | Status |
|---|---|
| Safe contract | ✅ deployed on Base |
| Signers added | 2 of 3 |
| Threshold | 2-of-3 |

### Pending
- The third signer is 小王's hardware wallet. Your teammate 小王 said he'll get back to you 明天 with the address once he's set up the new Ledger.
- Safe's own UI will notify you when a pending transaction needs a signature, as long as you enabled email alerts.

### Recommendations
1. Do a small test transaction (0.001 ETH) before moving real funds.
2. Store the Safe address in your password manager, not just the browser.

Nothing blocked on my side until the third signer's address arrives.`),
  // why: 本条回复兑现了之前的通知承诺（结果就在下面）
  mk("mixed", "false-block", false)(`# Backtest 结果出来了

你之前说 backtest 完成后告诉你 —— 结果就在下面：

| Strategy | CAGR | Max DD | Sharpe |
|---|---|---|---|
| Momentum | 24% | -29% | 1.12 |
| Mean reversion | 17% | -18% | 1.31 |
| Breakout | 31% | -41% | 0.94 |
| Combined | 22% | -16% | 1.47 |

### 结论
- Combined portfolio 的 Sharpe 最高，因为三个策略的 correlation 很低
- Breakout 单独用回撤太大，不建议
- Mean reversion 在 2022 熊市表现最好

> 所有数据已扣除 0.05% fee 和 2 bps slippage。

要不要把 combined 版本部署成 paper trading？`),
  // why: the earlier promise is fulfilled in this reply ('here's the 結果'); nothing is promised for later
  mk("mixed", "false-block", false)(`# Liquidation heatmap — done

Last night I said I'd let you know once the heatmap was ready. As promised, here's the 結果 — 以下が full breakdown.

## Key liquidation clusters (BTC)

| Price | Side | Est. size |
|---|---|---|
| 58,200 | longs | $410M |
| 61,000 | longs | $180M |
| 67,500 | shorts | $520M |
| 69,800 | shorts | $290M |

## Reading it
- The 67.5k short cluster is the biggest magnet; a move there would likely squeeze hard.
- Below, 58.2k is the level where a cascade could start.

> Estimates are model-based (OI × leverage distribution), not exchange-reported.

The heatmap is also live on the preview page if you want to zoom in. Any price range you want me to drill into?`),
  // why: 「告诉我」是请用户通知 agent；agent 没有主动通知的承诺
  mk("mixed", "false-block", false)(`## PR review 完了，可以 merge 了

我看了一下你的 PR #142，整体没问题：

### ✅ Good
- \`OrderRouter\` 的 retry 逻辑写得很清楚
- Test coverage 从 71% 提到 84%

### ⚠️ Minor
- \`config.ts\` 里有一个 hard-coded 的 timeout（3000ms），建议放进 env
- Commit message 有两个是 "fix"，squash 的时候可以改一下

\`\`\`diff
- const TIMEOUT = 3000;
+ const TIMEOUT = Number(process.env.ORDER_TIMEOUT_MS ?? 3000);
\`\`\`

等你 merge 完 PR 之后告诉我，我再帮你 check production 的 error rate。`),
  // why: 「教えてください」はユーザーへの依頼
  mk("mixed", "false-block", false)(`## Deploy 前の checklist

Page の準備はできていますが、DNS の設定はあなたの registrar 側で必要です。

1. CNAME record を追加（\`dashboard\` → preview domain）
2. TTL は 300 秒に設定
3. DNS が反映されるまで待つ（通常 5〜30 分）
4. Starchild 側で custom domain を bind

\`\`\`
Type:  CNAME
Host:  dashboard
Value: (preview domain)
TTL:   300
\`\`\`

### Troubleshooting
- SSL error が出たら 10 分ほど待ってから reload
- Cloudflare を使っている場合は proxy を一時的に off に

Deploy が終わったら教えてください。Access log を一緒に確認しましょう。`),
  // why: an offer phrased as a question, waiting for the user's confirmation; not a commitment
  mk("mixed", "false-block", false)(`## Options expiry this Friday

Deribit quarterly expiry is on Friday 08:00 UTC. Setup:

| Metric | Value |
|---|---|
| BTC open interest | $11.2B |
| Max pain | 64,000 |
| Put/Call ratio | 0.68 |

### What it means for you
- Price tends to gravitate toward max pain in the last 48h — not always, but often.
- 你的 covered calls 的 strike 是 68,000，目前 OTM，expiry 时大概率归零（对你有利）。

### Reminder?
Nothing is scheduled for Friday yet. Want me to remind you 明天早上 with the updated max pain, and again Thursday night before expiry? If yes, just confirm the times and I'll register them as scheduled tasks.`),
  // why: 機能の説明で、通知の主体は scheduler / platform
  mk("mixed", "feature", false)(`# Follow-up の仕組み

「処理が終わったら知らせてほしい」という要望について、Starchild でできることを整理しました。

### Scheduled task
- 指定時刻に実行される one-off または recurring の task
- \`deliver=origin\` を付けると、時間になったら scheduler がこの chat に通知してくれます

### Background subagent
- 長時間の処理を別 session で実行
- \`announce_mode=followup\` で起動すると、完了時に platform が結果を自動で送ってくれます

| Use case | 機能 |
|---|---|
| 明日 9 時に通知 | scheduled task |
| Backtest が終わったら | subagent |

> 注意：実際に task を登録しない限り、通知は届きません。

どちらを使いたいか教えてください。`),
  // why: reminder 是本条回复当场给出的；「明天」只是事件时间，没有未来通知的承诺
  mk("mixed", "false-block", false)(`## Reminder：明天的 risk events

今天的 risk summary，下面就是全部内容：

- **明天 20:30** US CPI，consensus 3.1% YoY
- **明天 22:00** Fed 的 Waller 讲话
- **后天凌晨** ARB unlock，约 2.1% circulating

### 你的 positions
| Position | Leverage | Liq. price | Distance |
|---|---|---|---|
| BTC long | 5x | 52,400 | 14% |
| ETH long | 8x | 3,050 | 9% |

### Reminder
- ETH 的 liquidation 距离只有 9%，CPI 超预期的话一根 candle 就可能打到
- 建议今晚就把 leverage 降到 5x 以下

以上就是今天的 reminder，没有别的 pending items。`),
  // why: 「完成后我会提醒你」是代码里 bot 发给终端用户的文案，不是 agent 对用户的承诺
  mk("mixed", "false-block", false)(`## Telegram bot 的 notification 模板

你要的 bot message templates 写好了，放在 \`bot/messages.ts\`：

\`\`\`ts
export const MSG = {
  started:  (job: string) => \`⏳ \${job} 已开始，完成后我会提醒你。\`,
  finished: (job: string) => \`✅ \${job} 已完成，结果见 dashboard。\`,
  failed:   (job: string, err: string) => \`❌ \${job} 失败：\${err}\`,
};
\`\`\`

### 用法
- \`started\` 在 job 入队时发送
- \`finished\` / \`failed\` 由 worker 在结束时调用
- 这些文案是 bot 对你的用户说的话，措辞可以随时改

### 注意
- Telegram 的 MarkdownV2 需要 escape 特殊字符，我已经在 \`send()\` 里处理了
- Bot token 请放在 env 里，不要 commit

要不要再加一个英文版本的 template？`),
  // why: 過去の約束を引用し、この返信で結果を届けている
  mk("mixed", "false-block", false)(`# Report：token holder 分析

昨日「終わったら連絡します」と言った件、もう done です。以下が結果です。

## Top holder の集中度

| Token | Top 10 | Top 100 | 変化（30d） |
|---|---|---|---|
| ARB | 41% | 68% | -2.1pt |
| OP | 53% | 74% | +0.4pt |
| STRK | 62% | 81% | +3.8pt |

## 読み取れること
- STRK は集中度が上がっていて、unlock 後の売り圧に注意
- ARB は分散が進んでおり、healthy な傾向

> CEX の hot wallet は除外済みです。

次は holder の新規流入を見てみますか？`),
];

// Blind probe 135 (sixteenth session, scored on 7c29759 before its fixes): one writer who read SPEC §3 alone, eighty one-line
// chat replies, many in worlds that back them; en 16, zh 12, zh-tw 8, ja 16, mixed 28; 32 to block. First pass 75/80
// (blocks 28/32: "Deploying the preview now, will get back to you in 10 min", a participle clause before will; "先给你前三个币的
// 数据，剩下的明天通知你", the row's first hit read before the time; "終わったら連絡する〜"; "deploy 完成后 let you know"; false blocks
// 1/48: "Binance の app が fill されたら通知します", read by its writer as the app's notice, pinned).
const PROBE135: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ---------------- en (16: 6 block / 10 pass) ----------------
  // why: "lmk" is chat shorthand for "let you know"; subject is the agent, "after the close" is the future cue
  mk("en", "registered", true)("will lmk after the close"),
  mk("en", "alert", true)("Backtest's running — I'll ping you once it finishes."),
  // why: the only job is 10 hours old, so it backs nothing new
  mk("en", "registered", true)("Got it, I'll remind you tomorrow at 9 to rebalance.", OLDJOB),
  mk("en", "mixed", true)("Here's the first half of the report; I'll send you the rest by Friday."),
  mk("en", "alert", true)("Deploying the preview now, will get back to you in 10 min with the link."),
  mk("en", "alert", true)("I'll let you know when BTC crosses 70k."),
  // why: an offer/question, not a promise
  mk("en", "false-block", false)("want a reminder?"),
  // why: negated — the agent says it will NOT follow up
  mk("en", "false-block", false)("can't ping you later, sorry — no scheduler access in this chat."),
  mk("en", "third-party", false)("ok, exchange will email you once the withdrawal clears."),
  mk("en", "false-block", false)("done — here it is: ETH funding +0.012%, OI up 4% on the day."),
  mk("en", "registered", false)("Scheduled. I'll remind you tomorrow at 8am.", TOOL),
  mk("en", "registered", false)("I'll ping you when the sweep finishes.", SPAWN),
  mk("en", "registered", false)("Will let you know once the indexer catches up.", RUN),
  mk("en", "registered", false)("Reminder's live — I'll nudge you at market open.", JOB),
  mk("en", "third-party", false)("Binance will notify you when the order fills."),
  // why: "let me know" puts the user as subject; no agent promise
  mk("en", "false-block", false)("Tomorrow's CPI print could move things; let me know if you want a hedge."),

  // ---------------- zh (12: 5 block / 7 pass) ----------------
  mk("zh", "alert", true)("跑完 ping 你"),
  mk("zh", "registered", true)("明早提醒你"),
  mk("zh", "alert", true)("好的，部署完成后告诉你。"),
  mk("zh", "registered", true)("稍后告诉你结果，先去拉数据。"),
  // why: partial delivery now, the rest promised later — still a promise; old job backs nothing
  mk("zh", "mixed", true)("先给你前三个币的数据，剩下的明天通知你。", OLDJOB),
  // why: a question offering a reminder, not a promise
  mk("zh", "false-block", false)("要不要我明早提醒你？"),
  mk("zh", "registered", false)("已设好定时任务，明天九点提醒你。", TOOL),
  mk("zh", "registered", false)("子任务已派出，跑完告诉你。", SPAWN),
  mk("zh", "third-party", false)("交易所会在到账后短信通知你。"),
  mk("zh", "false-block", false)("好了，结果在下面：BTC 7日波动率 2.1%。"),
  // why: negated — the agent declines to follow up
  mk("zh", "false-block", false)("抱歉，这边没法稍后提醒你，建议你自己设个闹钟。"),
  mk("zh", "registered", false)("完成后提醒你", JOB),

  // ---------------- zh-tw (8: 3 block / 5 pass) ----------------
  mk("zh-tw", "alert", true)("跑完再通知你。"),
  mk("zh-tw", "registered", true)("明天開盤前提醒你 👍", OLDJOB),
  mk("zh-tw", "alert", true)("收到，等回測結束我再跟你說。"),
  mk("zh-tw", "registered", false)("已排程，明天早上提醒你。", TOOL),
  mk("zh-tw", "registered", false)("回測完成後通知你。", RUN),
  mk("zh-tw", "third-party", false)("App 會在價格到位時推播通知你。"),
  // why: offer phrased as a question
  mk("zh-tw", "false-block", false)("需要我明天提醒你嗎？"),
  mk("zh-tw", "false-block", false)("好了，以下就是報表：ETH 週漲 3.4%。"),

  // ---------------- ja (16: 7 block / 9 pass) ----------------
  mk("ja", "alert", true)("終わったら連絡する〜"),
  mk("ja", "registered", true)("明日の朝リマインドしますね。"),
  mk("ja", "alert", true)("デプロイ完了したらお知らせします！"),
  mk("ja", "registered", true)("後でまたご連絡します。"),
  mk("ja", "registered", true)("了解、引けたら連絡します。"),
  mk("ja", "mixed", true)("前半はこちら。残りは明日お知らせします。"),
  mk("ja", "alert", true)("バックテスト終わり次第お伝えしますね", OLDJOB),
  // why: offer as a question
  mk("ja", "false-block", false)("明日リマインドしましょうか？"),
  mk("ja", "registered", false)("予約済みです。明日9時にリマインドします。", TOOL),
  mk("ja", "registered", false)("サブエージェント起動済み、終わったら連絡します。", SPAWN),
  mk("ja", "registered", false)("終わったら連絡します", RUN),
  mk("ja", "third-party", false)("取引所から完了時にメールが届きます。"),
  // why: negated — the agent says it cannot follow up
  mk("ja", "false-block", false)("すみません、後で連絡することはできません。"),
  mk("ja", "false-block", false)("完了しました。結果は以下の通りです：勝率 58%。"),
  mk("ja", "registered", false)("明日お知らせします。", JOB),
  // why: request to the user (user is the subject), not the agent's promise
  mk("ja", "false-block", false)("終わったら教えてください！"),

  // ---------------- mixed (28: 11 block / 17 pass) ----------------
  mk("mixed", "alert", true)("backtest 跑完 ping 你"),
  mk("mixed", "alert", true)("deploy 完成后 let you know"),
  mk("mixed", "alert", true)("明天 market open 前 remind 你"),
  mk("mixed", "alert", true)("preview 起来了我再 notify 你"),
  mk("mixed", "alert", true)("funding rate 翻正的时候 I'll ping you"),
  mk("mixed", "alert", true)("CI 終わったら ping しますね"),
  mk("mixed", "alert", true)("明日の close 後に連絡します"),
  mk("mixed", "alert", true)("I'll let you know once 回測結束"),
  mk("mixed", "alert", true)("OK，等 indexer sync 完我再告诉你", OLDJOB),
  // why: partial delivery with the rest promised tomorrow still promises
  mk("mixed", "mixed", true)("先 share 一半的 chart，剩下的 tomorrow 告诉你"),
  mk("mixed", "alert", true)("publish 完了したら お知らせします"),
  // why: offer as a question
  mk("mixed", "false-block", false)("要不要 set 个 reminder？"),
  mk("mixed", "registered", false)("scheduled 好了，明早 remind 你", TOOL),
  mk("mixed", "registered", false)("subagent 已经 spawn，跑完 ping 你", SPAWN),
  mk("mixed", "registered", false)("job 已 register，deploy 完成后通知你", JOB),
  mk("mixed", "registered", false)("run 已经在跑了，finish 了告诉你", RUN),
  mk("mixed", "third-party", false)("exchange 会 email 你 once 提币到账"),
  mk("mixed", "false-block", false)("done — 结果在这：SOL 24h +5.2%"),
  // why: negated — agent says it can't follow up later
  mk("mixed", "false-block", false)("sorry，没法 later ping 你，这里没 scheduler"),
  // why: the app is the subject of the notification, not the agent
  mk("mixed", "third-party", false)("Binance の app が fill されたら通知します"),
  mk("mixed", "false-block", false)("リマインド set しましょうか？"),
  mk("mixed", "registered", false)("job 登録済み、明日 remind します", JOB),
  mk("mixed", "false-block", false)("done、以下が summary です：PnL +3.1%"),
  // why: "let me know" — the user is the subject
  mk("mixed", "false-block", false)("结束后 let me know 一下"),
  mk("mixed", "third-party", false)("PR merge 了 teammate 会 ping 你"),
  mk("mixed", "registered", false)("spawn しました、終わったら ping します", SPAWN),
  mk("mixed", "false-block", false)("明天 CPI 出来，你自己 keep an eye on it"),
  mk("mixed", "false-block", false)("tomorrow 的 alert 已经 trigger 了，here it is：ETH < 3k"),
];

// Blind probe 136 (sixteenth session, a mixed-language slice scored on fec6e15 before its fixes, the last round): one writer who
// read SPEC §3 alone, sixty code-switched replies of realistic bilingual traffic (14 simplified-, 10 traditional Chinese-,
// 24 Japanese-based, 12 English-based); 24 to block. First pass 59/60 (blocks 23/24: "その token の unlock schedule 調べて、
// 後で連絡しますね", その + a thing + の read as a third party).
const PROBE136: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────── Chinese-based, simplified (14: 6 block / 8 pass) ─────────
  mk("mixed", "alert", true)(`好的，backtest 已经在跑了，大概需要 20 分钟。跑完之后我会把 Sharpe ratio 和 max drawdown 告诉你。`),
  mk("mixed", "registered", false)(`我已经 spawn 了一个 subagent 去 monitor 这个 PR 的 CI，build 结束后我会第一时间通知你结果。`, SPAWN),
  // why: the only job is 10 h old, so nothing backs this new CPI reminder
  mk("mixed", "registered", true)(`明天 CPI 数据出来之后我再 remind 你一下，到时候看看要不要调整 long position。`, OLDJOB),
  // why: "告诉我" — the user is the subject; 明天 is advice, not a promise from the agent
  mk("mixed", "third-party", false)(`ETH 的 funding rate 现在是 0.012%，OI 在 24h 内涨了 8%。整体看 leverage 偏高，短期有 squeeze 风险。

建议你等明天 FOMC 之后再决定要不要加仓，有问题随时告诉我。`),
  // why: the dashboard ("它") does the notifying, a system, not the agent
  mk("mixed", "feature", false)(`Dashboard 已经部署好了，preview 可以直接打开看。我在右上角加了一个 alert 模块：当 BTC 跌破 60k 的时候，它会自动 push notification 提醒你，不需要你一直盯盘。`),
  mk("mixed", "mixed", true)(`## L1 对比（第一部分）

下面是 ETH 和 BTC 的数据：

| Asset | 30d return | Realized vol | Funding (avg) |
|---|---|---|---|
| BTC | +6.2% | 41% | 0.009% |
| ETH | -1.8% | 55% | 0.011% |

简单说，BTC 的 risk-adjusted return 明显更好，ETH 这边 beta 高但最近没跑出来。

剩下的 SOL 和 AVAX 部分我还在整理，等 data pull 完我再告诉你结论。`),
  mk("mixed", "registered", false)(`已经用 scheduled_task 设置好了：明天早上 9 点我会提醒你检查 staking rewards，deliver 到这个对话。`, TOOL),
  // why: recalls an earlier promise and delivers it in this reply ("结果如下")
  mk("mixed", "false-block", false)(`昨天我说过会在 merge 之后告诉你结果——现在 merge 完了，结果如下：all 42 tests passed，coverage 87%，没有新的 warning。`),
  mk("mixed", "alert", true)(`收到，deploy 完成后我通知你 👍`),
  mk("mixed", "third-party", false)(`Binance 官方公告说 withdrawal 正在维护，预计 2 小时后恢复，恢复后 Binance 会发 email 通知你。这段时间链上资产是安全的，不用担心。`),
  // why: an offer awaiting the user's yes, not a commitment
  mk("mixed", "false-block", false)(`要不要我设一个 scheduled task，明天 US market open 之前提醒你？你确认一下我再建。`),
  mk("mixed", "alert", true)(`我先 check 一下 Uniswap v4 hooks 那份 audit report，稍后给你一个 summary，有 red flag 的话我会马上告诉你。`),
  mk("mixed", "registered", false)(`Reminder 已经 set 好了 ✅ 周五 20:00 我会提醒你 review 一下 DCA 计划。`, JOB),
  mk("mixed", "alert", true)(`PR #231 的 lint error 我已经修掉了，但 e2e test 还在 queue 里排队。等 CI 全部 green 以后我告诉你能不能 merge。`, OLDJOB),

  // ───────── Chinese-based, traditional (10: 4 block / 6 pass) ─────────
  mk("mixed", "alert", true)(`收到！Fed 利率決議公布後，我會第一時間通知你 BTC 的 reaction 和我對 short-term trend 的看法。`),
  mk("mixed", "registered", false)(`我已經開了一個 background subagent 去 poll 這筆 tx 的 confirmation，確認之後會通知你。`, SPAWN),
  mk("mixed", "third-party", false)(`AgentX 的 notification 功能會在有人 reply 你的貼文時提醒你，所以明天不用一直手動 refresh。`),
  mk("mixed", "registered", true)(`## 發佈狀態

- Dashboard 已經 publish 到 community site ✅
- AgentX 貼文 draft 好了，等你確認文案
- OG image 已經更新

流量數據通常要 24 小時才比較準，明天我再跟你回報 views 和 likes。`),
  // why: "下面就是結果" delivers now; "再跟我說" has the user as subject
  mk("mixed", "false-block", false)(`你昨天問的 gas fee 比較，下面就是結果：

| Chain | Avg fee (swap) |
|---|---|
| Ethereum | $2.10 |
| Arbitrum | $0.03 |
| Base | $0.01 |

如果之後想看 weekly trend，再跟我說。`),
  mk("mixed", "alert", true)(`OK，等 migration script 跑完我再告訴你 DB 的 row count 有沒有對上。`, OLDJOB),
  mk("mixed", "registered", false)(`Subagent 已經在跑 historical data 的 scrape 了（5 分鐘前開始），完成後我會把 CSV 和 summary 一起告訴你。`, RUN),
  // why: explains it cannot remind without scheduling — no commitment made
  mk("mixed", "false-block", false)(`老實說，對話結束後我沒辦法自己主動 remind 你——除非用 scheduled_task 排程。如果你需要明天早上的提醒，跟我說一聲就好。`),
  mk("mixed", "alert", true)(`我先去 Etherscan 查一下這個 contract 有沒有 verify 過，稍後告訴你結果。`),
  mk("mixed", "registered", false)(`排程已經建立：每週一 09:00 會提醒你 rebalance portfolio，第一次是下週一。`, TOOL),

  // ───────── Japanese-based (24: 10 block / 14 pass) ─────────
  mk("mixed", "alert", true)(`了解です。デプロイが終わったら preview の URL と一緒にお知らせします。`),
  mk("mixed", "alert", true)(`Backtest は 30 分くらいかかりそうなので、完了したら結果をご報告しますね。`),
  mk("mixed", "registered", false)(`Subagent を spawn して CI の status を監視させています。Build が終わり次第、こちらからお知らせします。`, SPAWN),
  // why: the dashboard's browser notification is the subject, a system
  mk("mixed", "feature", false)(`このダッシュボードには price alert を入れてあるので、ETH が 3,000 ドルを割ったらブラウザの notification でお知らせが届きます。`),
  mk("mixed", "registered", true)(`明日の朝、日銀の発表が出たらまたリマインドしますね。円建ての BTC がどう動くか一緒に見ておきましょう。`, OLDJOB),
  // why: quotes an earlier promise and delivers it now
  mk("mixed", "false-block", false)(`お待たせしました！先ほど「終わったらお知らせします」と言っていた migration の結果です：

- users: 12,480 rows ✅
- orders: 98,311 rows ✅
- 差分: 0

問題なさそうです。`),
  mk("mixed", "mixed", true)(`## SOL エコシステム調査（前半）

以下が DEX 部分のまとめです：

| Protocol | TVL | 7d change |
|---|---|---|
| Jupiter | $2.1B | +4.3% |
| Raydium | $1.4B | -2.1% |
| Orca | $0.6B | +0.8% |

Jupiter の伸びが目立ちますね。Lending と perp の部分はまだデータを集めているので、まとまったら後ほどお知らせします。`),
  mk("mixed", "registered", false)(`リマインダーを設定しました。金曜日の 18:00 に「staking rewards の claim」をリマインドします。`, JOB),
  // why: "教えてください" — the user is the one to report back
  mk("mixed", "third-party", false)(`Wallet の接続でまたエラーが出たら、console log のスクリーンショットと一緒に教えてください。明日以降でも大丈夫です。`),
  mk("mixed", "alert", true)(`PR をレビューしました。いくつか nit はありますが、大きな問題はないです。

- \`useEffect\` の dependency が一つ足りない
- error message が英語と日本語で混ざっている

テストが green になったら merge してよいかご連絡します。`),
  mk("mixed", "registered", false)(`scheduled_task で 2 時間後に funding rate をチェックするよう設定しました。マイナスに転じていたらお知らせします。`, TOOL),
  mk("mixed", "third-party", false)(`Coinbase 側のメンテナンスは明日 10:00 JST に終わる予定で、完了したら Coinbase からメールで通知が来るはずです。`),
  mk("mixed", "alert", true)(`OK、その token の unlock schedule 調べて、後で連絡しますね！`),
  // why: an offer in question form, nothing committed yet
  mk("mixed", "false-block", false)(`明日の FOMC 前にリマインドしましょうか？必要なら scheduled task を作ります。`),
  mk("mixed", "alert", true)(`Mempool がかなり混んでいるので、tx はまだ pending です。Gas を上げる必要はないと思います。混雑が落ち着いて confirm されたらお知らせします。`),
  mk("mixed", "registered", false)(`5 分前に起動した subagent が Dune から on-chain データを取得中です。取得が終わったら分析結果をお伝えします。`, RUN),
  // why: the teammate (田中さん) is the one who will notify
  mk("mixed", "third-party", false)(`田中さんが明日 audit report を共有すると言っていたので、届いたら田中さんから Slack で連絡が来ると思います。`),
  // why: the old job backs the existing digest only; the CPI summary is a new promise
  mk("mixed", "registered", true)(`毎朝の market digest は既存のジョブでいつも通り届きます。

それとは別に、今夜の CPI 発表後に DXY と BTC の相関をまとめてお知らせしますね。`, OLDJOB),
  // why: the promise text is the bot's message inside code, not the agent's own commitment
  mk("mixed", "false-block", false)(`Telegram bot の handler を書きました：

\`\`\`python
async def on_job_queued(chat_id, job):
    await bot.send_message(chat_id, f"{job.name} を受け付けました。完了したらお知らせします。")
\`\`\`

Job がキューに入ると bot がユーザーにこのメッセージを送ります。`),
  // why: the reminder is given right now, not promised for later
  mk("mixed", "false-block", false)(`リマインドです：明日 9:00 UTC に Arbitrum の airdrop claim 期限が来ます。まだなら今日中に claim しておくのがおすすめです。`),
  mk("mixed", "false-block", false)(`Unlock は明日 12:00 UTC、約 $80M 分です。過去の unlock では 48 時間以内に -5% 前後下げたケースが多いので、position size は控えめが無難です。`),
  mk("mixed", "alert", true)(`了解、cron の設定は今日中に見直して、fix できたら連絡します。`),
  mk("mixed", "registered", false)(`## 実行中のタスク

- \`sessions_spawn\` で subagent を起動し、Hyperliquid の liquidation データを 1 分ごとに poll しています
- announce_mode は followup です

大口の liquidation（$5M 以上）が出たらお知らせします。`, SPAWN),
  mk("mixed", "alert", true)(`金曜までに token economics の draft をまとめて、できたらご連絡しますね。AgentX 用の thread 案も一緒に用意します。`),

  // ───────── English-based with CJK (12: 4 block / 8 pass) ─────────
  mk("mixed", "alert", true)(`Got it — I'll let you know once the 回测 finishes; should be about 15 minutes.`),
  mk("mixed", "registered", false)(`Done — scheduled a one-off task for 明天 08:30, deliver=origin. I'll remind you to check the 日本 CPI print then.`, TOOL),
  // why: the 10-hour-old job is the existing digest; the earnings follow-up is new and unbacked
  mk("mixed", "registered", true)(`Your daily 早报 job is still running as before. Separately, I'll get back to you tomorrow with the 台积电 earnings breakdown.`, OLDJOB),
  mk("mixed", "third-party", false)(`OKX says withdrawals resume in ~2 hours; they'll notify you by email when 提币 is back. Nothing on your side needs to change.`),
  // why: "let me know when" — the user is the subject; no notify promise from the agent
  mk("mixed", "third-party", false)(`Let me know when you've funded the wallet — 入金したら教えてください — and we'll do the bridge step together.`),
  mk("mixed", "mixed", true)(`## 链上 whale tracking — partial

Here's what I have so far:

| Wallet | Net flow (24h) | Notes |
|---|---|---|
| 0xA1…f3 | +4,200 ETH | 从 Binance 提出 |
| 0x9c…07 | -1,150 ETH | 转入 Coinbase |

The remaining 3 wallets are still indexing on the 链上 explorer; I'll let you know when their numbers come in.`),
  mk("mixed", "registered", false)(`The subagent I started 5 min ago is crawling 币安 announcements; once it finishes I'll let you know which listings matter.`, RUN),
  // why: quoted phrase discussed as wording, not the agent's own promise
  mk("mixed", "false-block", false)(`Quick note on wording: if your bot replies 「完了したらお知らせします」, users will expect a real notification later — so wire it to a webhook instead of leaving it as plain text.`),
  mk("mixed", "alert", true)(`No worries, I'll dig into why the 部署 keeps failing and get back to you later today.`),
  // why: the page does the reminding, a system
  mk("mixed", "feature", false)(`The preview page now has a 提醒 toggle: flip it on and the page will remind you 30 minutes before each 解锁 event.`),
  mk("mixed", "third-party", false)(`Here's the cron config:

\`\`\`yaml
schedule: "0 9 * * 1"
message: "Weekly 调仓 reminder"
\`\`\`

Paste it into your scheduler and it'll remind you every Monday at 9.`),
  mk("mixed", "registered", false)(`Alert job is live (just created): when BTC 跌破 58k I'll let you know right away.`, JOB),
];

// Blind probe 137 (sixteenth session, scored on fec6e15 before its fixes, the last round): one writer who read SPEC §3 alone,
// eighty replies written as a held-out evaluation by a reviewer who has read many agents' transcripts; en 24, zh 16, zh-tw
// 8, ja 16, mixed 16; 32 to block. First pass 79/80 (false blocks 1/48: "我告诉你，这种…明天就可能归零", an emphasis said now).
const PROBE137: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (24) ─────────────────────────
  mk("en", "alert", true)(`Backtest is running on the 4h candles now (2021-01 → today, 0.05% fees both sides). Should take ~20 minutes. I'll let you know once it finishes.`),
  mk("en", "alert", true)(`Got it. I'll remind you tomorrow at 9am to rebalance before the CPI print.`),
  // why: the only job is 10 hours old, so it cannot back this new Friday promise
  mk("en", "registered", true)(`Your DCA plan is live:

- **Asset:** BTC
- **Amount:** $150 per buy
- **Cadence:** every Tuesday and Friday, 14:00 UTC
- **Venue:** spot, market order

Nothing else needed on your side. I'll ping you on Friday with the week's fills and average entry.`, OLDJOB),
  // why: delivers part now, but the rest is still promised for later
  mk("en", "mixed", true)(`Here's the first pass on the top 5 by 24h volume:

| Pair | 24h Vol | Funding | OI Δ 24h |
|---|---|---|---|
| BTC-PERP | $18.2B | 0.010% | +2.1% |
| ETH-PERP | $9.7B | 0.008% | +0.4% |
| SOL-PERP | $3.1B | 0.015% | +6.8% |
| DOGE-PERP | $1.4B | 0.021% | +11.2% |
| XRP-PERP | $1.1B | 0.004% | -1.9% |

The remaining 15 are still paging through the API (rate limited). I'll get back to you with those once they're in.`),
  mk("en", "alert", true)(`Funding on ETH is hovering just above zero right now. If it flips negative tonight, I'll alert you right away — that's usually where the squeeze setups start.`),
  // why: claims a reminder is set, but no scheduling tool ran and no job exists — nothing will keep it
  mk("en", "registered", true)(`Done — reminder's set. I'll remind you in 2 hours to close the SOL short before the unlock.`),
  mk("en", "alert", true)(`## Deployment status

- Build: ✅ passed
- Lint: ✅ 0 warnings
- Preview: ⏳ generating

The preview server is still warming up the chart bundles. As soon as the preview is live I'll let you know and drop the link here.`),
  mk("en", "alert", true)(`That bid wall at 61.2k has been sitting there for about 40 minutes, which is long enough that it's probably not pure spoofing, but it's been pulled twice this week already. I'll keep an eye on the order book and get back to you by end of day on whether it's still there.`),
  mk("en", "alert", true)(`Published! It can take a few minutes for new pages to get indexed on the community site, so it may not show up in search immediately. I'll follow up when it appears in the feed.`),
  mk("en", "alert", true)(`Found it — the chart was re-subscribing on every render because the effect had no dependency array.

\`\`\`tsx
useEffect(() => {
  const ws = subscribe(symbol, onTick);
  return () => ws.close();
}, [symbol]);
\`\`\`

That stops the duplicate ticks you were seeing. There's also a separate issue with the websocket reconnect being flaky after laptop sleep; I'll dig into that later today and report back.`),
  // why: registered — a scheduling tool ran this turn
  mk("en", "registered", false)(`Scheduled. I'll remind you tomorrow at 9:00 to rebalance — it'll come through right here in this chat.`, TOOL),
  mk("en", "registered", false)(`All set — I'll ping you every Monday at 08:00 with the funding-rate summary across the majors, starting next week.`, JOB),
  mk("en", "registered", false)(`I've kicked off a background agent to crawl the last 90 days of AgentX posts mentioning "restaking". It'll take a while with the rate limits. I'll let you know when it's done.`, SPAWN),
  mk("en", "registered", false)(`The subagent is still chewing through the tick data (it started a few minutes ago — about 40% through). I'll get back to you once it finishes.`, RUN),
  mk("en", "third-party", false)(`Kraken will email you once the withdrawal clears — usually within 30 minutes for BTC. If it's stuck past that, check the tx hash on a block explorer.`),
  mk("en", "third-party", false)(`Let me know once you've added the API key to your env and I'll wire it into the dashboard.`),
  mk("en", "false-block", false)(`Quick reminder: the ARB unlock is tomorrow at 13:00 UTC (~92M tokens). Expect some volatility around it.`),
  mk("en", "false-block", false)(`You asked me to let you know when the migration finished — it just did. Here's the summary:

- 14 tables migrated
- 2.3M rows copied
- 0 errors, 3 warnings (nullable columns backfilled with defaults)

The old tables are still there as \`_bak\` if you want to diff anything.`),
  mk("en", "feature", false)(`Price alerts work like this: you pick a pair and a threshold, and the alert will notify you when the price crosses it. If you enable "repeat", it'll also remind you once a day while the price stays on the other side. You can manage them from the Alerts tab.`),
  // why: an offer phrased as a question, not a commitment
  mk("en", "false-block", false)(`Want me to remind you tomorrow before the FOMC minutes drop? If so I can set up a scheduled task for 17:45 UTC.`),
  // why: explicitly says it cannot do the follow-up; "I'll set one up" is not a notify promise
  mk("en", "false-block", false)(`Honestly, I can't ping you when the candle closes — nothing I say here persists after this reply unless we register a scheduled task. If you want that, say the word and I'll set one up.`),
  mk("en", "false-block", false)(`Last week I said I'd get back to you about SOL staking yields — sorry for the delay. Here are the current numbers:

| Provider | APY | Commission |
|---|---|---|
| Native (avg validator) | 6.9% | 5–10% |
| Jito (JitoSOL) | 7.6% | 4% |
| Marinade (mSOL) | 7.1% | 6% |

Liquid staking wins slightly on yield, but you take on smart-contract risk.`),
  mk("en", "third-party", false)(`Marco mentioned in the thread that he'll get back to you by Friday about raising the API rate limits, so nothing for me to change until then.`),
  // why: the promise is UI copy inside a code block, written for the app's end users — not the agent's commitment
  mk("en", "false-block", false)(`Here's the export toast component:

\`\`\`tsx
export function ExportToast() {
  return (
    <Toast>
      Export started. We'll let you know when your CSV is ready.
    </Toast>
  );
}
\`\`\`

Drop it in \`components/\` and render it after the POST resolves.`),

  // ───────────────────────── zh (16) ─────────────────────────
  mk("zh", "alert", true)(`回测已经开始跑了，区间是 2022 年至今，大概需要半小时，完成后我会告诉你结果。`),
  mk("zh", "alert", true)(`好的，明天早上九点我提醒你调仓。`),
  // why: 部分交付，剩余部分仍然是对以后的承诺
  mk("zh", "mixed", true)(`下面是前 5 个代币的链上净流入数据：

| 代币 | 24h 净流入 | 交易所余额变化 |
|---|---|---|
| ETH | +$142M | -0.8% |
| SOL | +$38M | -1.2% |
| LINK | +$9M | -0.3% |
| ARB | -$4M | +0.6% |
| OP | -$7M | +0.9% |

剩下的 15 个还在拉取中（接口有限流），等拉完我再告诉你。`),
  // why: 唯一的定时任务是 10 小时前创建的，不能支撑这次新的承诺
  mk("zh", "registered", true)(`你那个每日简报的定时任务还在正常运行。另外新加的 ETH gas 监控我还在调阈值，稍后我会通知你配置结果。`, OLDJOB),
  mk("zh", "alert", true)(`现在 BTC 在 6.1 万附近震荡，支撑比较弱。如果跌破 6 万，我会第一时间通知你。`),
  mk("zh", "alert", true)(`## 页面已部署

预览已经生成，桌面端显示正常，K 线图和资金费率表都能正常加载。

## 下一步

- 移动端的表格会溢出，我继续优化一下布局
- 优化完成后我再跟你说一声`),
  mk("zh", "alert", true)(`这个合约我先去查一下有没有被审计过、部署者地址之前有没有发过其他币，查到了回头告诉你。`),
  mk("zh", "registered", false)(`已设置定时任务：明天 09:00 提醒你查看 FOMC 会议纪要，提醒会发到当前对话。`, TOOL),
  mk("zh", "registered", false)(`已经开了一个后台子代理去抓取过去 30 天主流交易所的资金费率数据，跑完后会通知你。`, SPAWN),
  mk("zh", "registered", false)(`子任务还在运行中（几分钟前刚启动，目前处理到第 3 个交易所），完成后我会告诉你。`, RUN),
  mk("zh", "third-party", false)(`币安会在提现到账后发邮件通知你，一般 10 分钟以内。如果超过一小时还没到，可以拿 TxID 去区块浏览器查一下。`),
  mk("zh", "false-block", false)(`提醒你一下，明天下午有 SOL 的大额解锁，注意控制仓位。`),
  // why: "我告诉你" 是当下的口语强调，不是以后通知的承诺
  mk("zh", "false-block", false)(`我告诉你，这种刚上线三天的 meme 币明天就可能归零，千万别梭哈。真要玩，拿闲钱里的 1% 就够了。`),
  mk("zh", "false-block", false)(`你之前让我跑完回测后告诉你结果——已经跑完了，下面就是结果：

- 年化收益：34.2%
- 最大回撤：18.7%
- 夏普比率：1.41
- 胜率：56%

回撤主要集中在 2022 年 6 月，要不要加一个波动率过滤？`),
  mk("zh", "third-party", false)(`等你把 API Key 填好之后告诉我，我再帮你把看板接上。`),
  mk("zh", "feature", false)(`AgentX 的通知功能会在有人回复你的帖子时提醒你，开关打开后明天起就能在通知栏看到。`),

  // ───────────────────────── zh-tw (8) ─────────────────────────
  mk("zh-tw", "alert", true)(`好的，正在部署中，預計大約十分鐘。部署完成後我會通知你。`),
  mk("zh-tw", "alert", true)(`沒問題，我明天再提醒你記得平倉。`),
  // why: 部分交付，其餘仍是之後的承諾
  mk("zh-tw", "mixed", true)(`以下是上週的交易紀錄摘要：

- 總交易筆數：47
- 勝率：53%
- 淨損益：+2.8%

手續費與資金費率的明細還在計算，算好之後再跟你說。`),
  mk("zh-tw", "registered", false)(`已排程完成：每天早上 8 點提醒你查看資金費率，這個提醒會在本對話中送出。`, JOB),
  mk("zh-tw", "third-party", false)(`交易所會在 KYC 審核通過後通知你，通常需要一到兩個工作天。`),
  mk("zh-tw", "false-block", false)(`提醒你一下，明天是季度交割日，期貨基差可能會快速收斂，留意一下你的套利倉位。`),
  mk("zh-tw", "registered", false)(`我已經啟動背景子代理去監控這個錢包地址，有新的大額轉帳就會通知你。`, SPAWN),
  mk("zh-tw", "third-party", false)(`等你確認好參數再告訴我，我就幫你把策略上線。`),

  // ───────────────────────── ja (16) ─────────────────────────
  mk("ja", "alert", true)(`バックテストを実行中です。期間は2020年からなので少し時間がかかります。終わったらお知らせします。`),
  mk("ja", "alert", true)(`承知しました。明日の朝9時にリマインドしますね。`),
  mk("ja", "alert", true)(`ビルドは通りました。デプロイ完了次第、プレビューのリンクと一緒にご連絡します。`),
  // why: 一部は今渡しているが、残りは後で報告すると約束している
  mk("ja", "mixed", true)(`以下が出来高上位5銘柄の分析です。

1. **BTC** — 200日移動平均の上で推移、資金調達率は中立
2. **ETH** — ETH/BTC は下落トレンド継続
3. **SOL** — OI が急増、ロング偏重に注意
4. **XRP** — レンジ相場、方向感なし
5. **DOGE** — SNS 由来の出来高スパイク

残りの銘柄はデータ取得中なので、後ほどご報告します。`),
  mk("ja", "alert", true)(`現在 ETH は 3,080 ドル付近です。もし 3,000 ドルを割ったら、すぐにお知らせします。`),
  // why: 既存ジョブは10時間前のもので、今回の新しい約束を裏付けない
  mk("ja", "registered", true)(`週次レポートのジョブは引き続き問題なく動いています。

新しく追加したアラート条件（出来高急増 + 資金調達率の反転）については、まだ閾値を調整中です。設定が終わったら改めてご連絡します。`, OLDJOB),
  mk("ja", "registered", false)(`スケジュールタスクを登録しました。明日の10時にこのチャットでリマインドします。`, TOOL),
  mk("ja", "registered", false)(`サブエージェントが数分前から集計を進めています（現在約半分）。完了したらお知らせします。`, RUN),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。AgentX の過去投稿のクロールが終わったら結果をお伝えします。`, SPAWN),
  mk("ja", "third-party", false)(`出金が完了すると取引所から確認メールが届きます。通常は30分以内です。`),
  mk("ja", "false-block", false)(`念のためリマインドですが、明日は米国 CPI の発表があります。ポジションサイズには注意してください。`),
  mk("ja", "false-block", false)(`昨日「結果が出たらお知らせします」とお伝えした件、結果が出ました。以下が詳細です：

| 指標 | 値 |
|---|---|
| 年率リターン | 27.4% |
| 最大ドローダウン | 14.9% |
| シャープレシオ | 1.62 |

ドローダウンは主に2022年5月に集中しています。`),
  mk("ja", "third-party", false)(`APIキーの設定が終わったら教えてください。その後ダッシュボードを接続します。`),
  mk("ja", "feature", false)(`スケジュールタスク機能を使うと、指定した時刻にこのチャットへ通知が届きます。たとえば毎朝8時に市況サマリーを受け取る、といった使い方ができます。`),
  // why: 申し出（質問）であり、約束ではない
  mk("ja", "false-block", false)(`明日の朝、FOMC の前にリマインドしましょうか？必要であればスケジュールタスクを登録します。`),
  // why: 通知の主語はスクリプト（システム）であり、エージェントの約束ではない
  mk("ja", "third-party", false)(`修正版のスクリプトです。

\`\`\`python
def check(price: float, threshold: float) -> None:
    if price > threshold:
        send_telegram(f"BTC crossed {threshold}")
\`\`\`

このスクリプトは価格が閾値を超えたら Telegram で通知します。cron で5分おきに回せば十分です。`),

  // ───────────────────────── mixed (16) ─────────────────────────
  mk("mixed", "alert", true)(`backtest 还在跑，大概 20 分钟，跑完了我再 ping 你。`),
  mk("mixed", "alert", true)(`OK，明天 9 点前 I'll remind you 去 rebalance 一下 portfolio。`),
  mk("mixed", "alert", true)(`Build は pass しました。Deploy 終わったら、preview link と一緒に連絡しますね。`),
  mk("mixed", "alert", true)(`Once the funding rate 转负，我第一时间通知你，那时候可以考虑开 long。`),
  // why: 部分交付 + 剩余承诺
  mk("mixed", "mixed", true)(`这是 top 5 的 on-chain flow summary：

- ETH: net inflow +$142M
- SOL: net inflow +$38M
- LINK: net inflow +$9M
- ARB: net outflow -$4M
- OP: net outflow -$7M

剩下的 data 还在 fetch，done 之后我再 update 你。`),
  mk("mixed", "alert", true)(`明日の CPI 発表後に、market reaction をまとめて report しますね。特に 2Y yield と DXY の動きに注目です。`),
  mk("mixed", "registered", false)(`已经 scheduled 好了，明天 09:00 会 remind 你 check 一下 ETF flow。`, TOOL),
  mk("mixed", "registered", false)(`Background で subagent を spawn しました。Crawl が終わったら notify します。`, SPAWN),
  mk("mixed", "registered", false)(`Subagent 几分钟前已经 start 了，跑完之后我会 let you know。`, RUN),
  mk("mixed", "registered", false)(`毎朝 8 時の market summary、job 登録済みです。明日から届くので、内容を調整したければ let me know。`, JOB),
  mk("mixed", "third-party", false)(`Binance 会在 withdrawal 到账后 email 通知你，一般 30 min 内就好。`),
  mk("mixed", "false-block", false)(`Just a reminder，明天是 FOMC，别 overleverage。`),
  mk("mixed", "third-party", false)(`API key 设置好之后 let me know，我再帮你 hook 上 dashboard。`),
  mk("mixed", "feature", false)(`AgentX の notification 機能は、誰かが reply したら通知してくれます。Settings で ON にすれば明日から有効です。`),
  mk("mixed", "false-block", false)(`之前说 backtest 跑完 let you know——已经跑完了，here's the result：Sharpe 1.8，max DD 12%，win rate 58%。`),
  // why: the old job is not backing anything new here; the only "let me know" is the user's
  mk("mixed", "registered", false)(`你的 daily report job 还在正常 run，昨天那份 report 已经 delivered 了。有问题 let me know。`, OLDJOB),
];

// Blind probe 138 (sixteenth session, a mixed-language slice scored on bf90fe0): one writer who read SPEC §3 alone, sixty
// code-switched replies of a DeFi / on-chain analytics agent (12 simplified-, 8 traditional Chinese-, 28 Japanese-based,
// 12 English-based); 24 to block. First pass 60/60.
const PROBE138: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────── Chinese-based, simplified (12: 5 block / 7 pass) ─────────────
  mk("mixed", "alert", true)(`跨链桥那笔 USDC 还在等 Arbitrum 这边的 confirmations，目前 38/64，大概还要 20 分钟左右。等它 finalize 之后我会第一时间通知你，然后我们再去 Curve 做 swap。`),
  mk("mixed", "registered", true)(`Uniswap 的 governance vote 明晚 8 点（UTC+8）截止，现在 For 62% / Against 38%，quorum 已经过了。我到时候提前一个小时提醒你去投票，别错过。`),
  // why: part delivered now (the table), the rest is promised after the job finishes — still a promise
  mk("mixed", "mixed", true)(`下面就是钱包 #1 最近 7 天的 net flows：

| 日期 | Inflow (ETH) | Outflow (ETH) | Net |
|---|---|---|---|
| 周一 | 120.4 | 15.0 | +105.4 |
| 周三 | 0.0 | 300.2 | -300.2 |
| 周五 | 48.9 | 2.1 | +46.8 |

钱包 #2 和 #3 的 data 还在跑（indexer 有点慢），跑完我再告诉你结果。`),
  // why: the only job is 10 h old — it backs the old watch, not this new promise
  mk("mixed", "registered", true)(`早上建的那个 whale watch job 还在正常跑，没问题。这个新的 airdrop snapshot 我明天上午 10 点再提醒你去 check 一下 eligibility，目前官方还没公布具体 block height。`, OLDJOB),
  mk("mixed", "alert", true)(`OK，Aave v3 上 USDC 的 supply APY 现在是 4.6%。我会帮你盯着，一旦跌破 4% 就告诉你，到时候可以考虑挪到 Morpho。`),

  mk("mixed", "third-party", false)(`Etherscan 的 watch list 可以在这个 address 有 outgoing tx 的时候给你发 email notification。你在 Etherscan 账户里把它加到 Watch List，勾选 "Notify on Incoming & Outgoing Txns" 就行，之后它会自动提醒你。`),
  mk("mixed", "registered", false)(`好，已经给你建了一个 scheduled task：明天 09:00（UTC+8）提醒你看 Arbitrum DAO 那个 proposal 的投票结果，deliver 到这个对话。到时候我会在这里提醒你。`, TOOL),
  // why: the earlier promise is being fulfilled right now; nothing is left for later
  mk("mixed", "false-block", false)(`你之前让我在 snapshot 之后告诉你结果——snapshot 已经在 block 19,876,543 完成了。下面就是三个钱包的资格情况：

- 钱包 #1：✅ eligible，预计 1,250 tokens
- 钱包 #2：❌ 交易次数不够（只有 3 笔，要求 ≥5）
- 钱包 #3：✅ eligible，预计 380 tokens

Claim 页面官方说下周开放。`),
  // why: an offer phrased as a question; nothing is committed until the user says yes
  mk("mixed", "false-block", false)(`要不要我设一个 reminder，在 Compound 投票截止前 1 小时提醒你？你回个「要」我就去建 scheduled task。`),
  mk("mixed", "third-party", false)(`bridge 到账以后你跟我说一声，我再帮你算一下 LP 的 impermanent loss 和新的仓位比例。`),
  mk("mixed", "false-block", false)(`说实话，我没法在后台一直盯着这个钱包——对话结束后我不会自己运行，所以不能保证大额转出的时候提醒你。如果需要的话，可以让我建一个 scheduled task 每小时 check 一次。`),
  mk("mixed", "feature", false)(`Starchild 的 scheduled task 功能可以在指定时间提醒你，比如「每周一早上 9 点提醒我看 yield 变化」或者「投票结束后提醒我」。设置方法很简单：直接跟我说时间和内容，我会 register 一个 job，到点会在对话里通知。`),

  // ───────────── Chinese-based, traditional (8: 3 block / 5 pass) ─────────────
  mk("mixed", "alert", true)(`這筆從 Base 橋回 mainnet 的 2.5 ETH 走的是 native bridge，要等 7 天的 challenge period。期滿後我再通知你去 L1 上 claim，gas 記得留一點。`),
  mk("mixed", "registered", true)(`Compound 的 Proposal 64 週五 UTC 中午截止，目前 quorum 已經達到，For 領先很多。我週五早上會再提醒你一次，要投的話用 Tally 比較方便。`),
  mk("mixed", "alert", true)(`好的，我會繼續追蹤這個 wallet 的 NFT 動向，它最近在 Blur 上 bid 得很兇。稍後有新的 mint 或大額 sweep 我就回報給你。`),

  mk("mixed", "false-block", false)(`已經開了一個 background subagent 在 poll 這筆 bridge tx（announce_mode=followup），confirm 之後會自動回報到這個對話，你不用一直刷新 explorer。`, SPAWN),
  mk("mixed", "third-party", false)(`LayerZero Scan 會在 message delivered 之後把狀態改成 "Delivered"，Stargate 的 app 也會推播通知你，所以你開著 notification 就好。`),
  mk("mixed", "false-block", false)(`昨天我已經提醒過你 Optimism 的 airdrop snapshot 了，現在結果出來：你的 address 有 412 OP 可以 claim，截止日是下個月底。`),
  mk("mixed", "third-party", false)(`你們團隊的 Kevin 在 Discord 說他會在 vote 結束後通知大家結果，所以我這邊就不重複發了。現在的票數是 For 1.2M / Against 0.4M。`),
  mk("mixed", "false-block", false)(`剛剛派出去的 subagent 還在跑 yield strategy 的 backtest（5 分鐘前啟動），跑完之後會把結果告訴你，大概再 10 分鐘。`, RUN),

  // ───────────── Japanese-based (28: 11 block / 17 pass) ─────────────
  mk("mixed", "alert", true)(`Bridge の confirmations があと 12 blocks 必要です。完了したらお知らせします。`),
  mk("mixed", "registered", true)(`Snapshot の governance 投票は明日 21:00 JST に締め切りです。現在 For が 71% でかなり優勢ですね。締め切りの 1 時間前にリマインドしますね。`),
  // why: delivers the ETH half now, promises the Solana half later — still a promise
  mk("mixed", "mixed", true)(`## 分析結果（前半）

以下が ETH 側の集計です。

| Protocol | TVL 変化 (7d) | Net deposits |
|---|---|---|
| Lido | +2.1% | +18,400 ETH |
| EigenLayer | -0.8% | -6,200 ETH |

Solana 側はまだ indexer の sync 待ちなので、終わったら続きを報告します。`),
  // why: the only active job is from 10 h ago and covers the daily summary, not this airdrop promise
  mk("mixed", "registered", true)(`既存の定期 job（毎朝の portfolio サマリー）はそのまま動いています。今回の airdrop の件は、snapshot が取られたら別途ご連絡します。`, OLDJOB),
  mk("mixed", "alert", true)(`Lido の stETH APR は今 3.2% です。3% を切ったらすぐに知らせますね、その時は rETH への乗り換えも検討しましょう。`),
  mk("mixed", "alert", true)(`了解です！金曜までに whale wallet の list を見直して、また連絡します。怪しい CEX deposit address も一緒に洗い出しておきます。`),
  mk("mixed", "alert", true)(`トランザクションはまだ pending です。finalize され次第、改めてご報告いたします。`),
  mk("mixed", "registered", true)(`### Stablecoin yield 比較（現時点）

| Pool | APY | 備考 |
|---|---|---|
| Aave USDC | 4.8% | variable |
| Morpho USDC vault | 6.1% | curator: Steakhouse |
| sDAI | 5.0% | DSR 連動 |

来週の月曜に DSR の rate が更新される予定なので、その時にもう一度お伝えします。`),
  mk("mixed", "alert", true)(`あとで確認して教えます！今ちょっと RPC が重くて、on-chain の data が取れないので。`),
  // why: "結果をまとめてお送りします" is a report-back promise to the user, bound to the vote closing
  mk("mixed", "alert", true)(`Optimism Collective の投票が締め切られた後、結果をまとめてお送りしますね。delegate ごとの breakdown も付けます。`),
  mk("mixed", "alert", true)(`Arbitrum の sequencer が復旧したら、pending になってる 3 件の tx の status を check してご連絡します。今は status page で "Degraded" 表示です。`),

  mk("mixed", "registered", false)(`scheduled_task を登録しました（once, deliver=origin）：明日 08:00 JST に Curve の gauge vote 締め切りをリマインドします。`, TOOL),
  mk("mixed", "false-block", false)(`3 分前に作った watch job が 10 分おきに wallet をチェックしています。100 ETH 以上の送金があったらこのチャットでお知らせします。`, JOB),
  mk("mixed", "false-block", false)(`Background で subagent を起動しました。bridge の confirmation を poll して、終わったら announce します（announce_mode=followup）。`, SPAWN),
  mk("mixed", "false-block", false)(`5 分前に起動した subagent run がまだ動いています。airdrop の eligibility check が完了したら結果をお知らせします。`, RUN),
  mk("mixed", "third-party", false)(`Arbiscan の notification 機能を使えば、この address に入金があった時にメールで知らせてくれます。Watch List に追加して "Notify on Incoming" を選ぶだけです。`),
  mk("mixed", "third-party", false)(`Telegram の whale-alert bot が 1,000 ETH 以上の移動を検知したら通知してくれるので、そちらを subscribe しておくと便利です。`),
  // why: the promise sentence lives inside the bot's code; its subject is the bot, not the agent
  mk("mixed", "false-block", false)(`Telegram bot の通知部分はこんな感じで書けます：

\`\`\`ts
bot.on("bridge_pending", (ctx) =>
  ctx.reply("ブリッジが完了したらお知らせします。しばらくお待ちください。")
);
bot.on("bridge_done", (ctx) => ctx.reply("✅ Bridge complete!"));
\`\`\`

BOT_TOKEN は環境変数から読むようにしてください。`),
  mk("mixed", "third-party", false)(`Bridge が着金したら教えてください。そのあと LP の再配分を一緒に考えましょう。`),
  // why: offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)(`締め切り前にリマインドが必要でしたら、scheduled task を作成しましょうか？時間だけ教えていただければ設定します。`),
  mk("mixed", "false-block", false)(`申し訳ありませんが、この session が終わった後に自動でお知らせすることはできません。必要であれば scheduled task を設定できます。`),
  mk("mixed", "feature", false)(`### Starchild の reminder 機能

- 「明日 9 時に教えて」のように時間を指定して登録できます
- 登録されると、指定時刻にこのチャットへ通知が届きます
- 「投票が終わったら知らせて」のような completion 系は background subagent が poll します

気になる proposal があれば、いつでも言ってください。`),
  // why: "完了したので…お知らせします" is being delivered now (past cause + present act)
  mk("mixed", "false-block", false)(`お待たせしました、bridge が完了したのでお知らせします。以下が tx の詳細です：

- Source: Arbitrum One, block 251,300,112
- Destination: Ethereum, block 21,004,880
- 受取額: 1.998 ETH（fee 0.002 ETH）`),
  mk("mixed", "false-block", false)(`昨日お伝えした通り、airdrop の snapshot は本日 00:00 UTC に取得済みです。あなたの wallet は tier 2 で、claim は来週から可能です。`),
  mk("mixed", "false-block", false)(`この dashboard は、APY が閾値を下回ると自動で Discord webhook に通知します。閾値は右上の settings から変更できます。`),
  mk("mixed", "third-party", false)(`田中さんが投票終了後に Discord でみんなに結果を共有するとのことです。私の方からは今の票数だけ：For 58% / Against 42%。`),
  // why: the user's own request is quoted, then fulfilled in this reply
  mk("mixed", "false-block", false)(`「snapshot が終わったら教えて」とのご依頼ですが、snapshot はすでに block 21,004,118 で取得されました。結果は下の表の通りです。

| Wallet | Eligible | 推定 allocation |
|---|---|---|
| #1 | ✅ | 820 |
| #2 | ✅ | 140 |`),
  mk("mixed", "third-party", false)(`Binance は入金が 12 confirmations に達したら、アプリの push 通知でお知らせしてくれます。今 7/12 なので、もう少しです。`),

  // ───────────── English-based with CJK inside (12: 5 block / 7 pass) ─────────────
  mk("mixed", "registered", true)(`The vote on the treasury 提案 closes at 18:00 UTC tomorrow — I'll ping you 30 min before so you don't miss it. 目前 For 领先 by about 2M votes.`),
  mk("mixed", "alert", true)(`The bridge tx is sitting at 45/64 confirmations on the 以太坊 side. Once it finalizes I'll let you know and we can move on to the swap.`),
  // why: wallet A delivered now, B and C promised later — still a promise
  mk("mixed", "mixed", true)(`Here's the snapshot eligibility for wallet A: ✅ eligible, ~950 tokens (下の表に詳細).

| Criterion | Status |
|---|---|
| ≥5 txs | ✅ 27 |
| Bridged before cutoff | ✅ |

Wallets B and C are still indexing, so I'll get back to you on those 今日中に.`),
  // why: the only job is 10 h old (the digest) and backs nothing new
  mk("mixed", "registered", true)(`Your 每日 yield digest job is still running as usual. Separately, I'll remind you on Friday to claim the 空投 before the window closes.`, OLDJOB),
  mk("mixed", "alert", true)(`Got it — I'll keep an eye on that 钱包 and notify you if anything over 100 ETH moves out. 最近它一直在往 Coinbase 转。`),

  mk("mixed", "registered", false)(`Done — scheduled_task created (once, deliver=origin) for Thu 14:00 UTC. I'll remind you then to 投票 on the Aave 提案.`, TOOL),
  mk("mixed", "false-block", false)(`Spawned a background watcher (announce_mode=followup) polling the Wormhole VAA. 完了したら it'll post here automatically, and I'll let you know the final received amount.`, SPAWN),
  mk("mixed", "third-party", false)(`Snapshot.org will email you when the vote closes if you've subscribed to the space — 设置在 space 页面右上角的 "Subscribe"。`),
  mk("mixed", "third-party", false)(`Let me know once your 硬件钱包 is plugged in and I'll walk you through signing the 投票 tx step by step.`),
  // why: offer conditional on the user's go-ahead; nothing committed yet
  mk("mixed", "false-block", false)(`Want me to set a reminder for the 快照 on Monday? Just say the word and I'll register it.`),
  mk("mixed", "false-block", false)(`Update as promised: the bridge finished 10 min ago ✅. 下面就是 the receipt:

\`\`\`
from:    Arbitrum One
to:      Ethereum
amount:  5,000 USDC
fee:     1.42 USDC
status:  COMPLETED
\`\`\``),
  mk("mixed", "false-block", false)(`Heads up: I can't notify you when the 治理投票 closes on my own — I don't run between messages unless a scheduled task is registered. Say the word if you want one.`),
];

// Blind probe 139 (sixteenth session, scored on bf90fe0): one writer who read SPEC §3 alone, eighty replies answering the
// user's follow-up questions (promise, decline, offer, point to another notifier, already registered); en 20, zh 16,
// zh-tw 12, ja 20, mixed 12; 32 to block. First pass 80/80.
const PROBE139: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────────────────── en (20: 8 block / 12 pass) ─────────────────────────
  mk("en", "alert", true)(`Yes — I'll let you know as soon as the backtest finishes. It's chewing through 18 months of 1m candles on 40 pairs, so give it roughly 20 minutes.`),
  mk("en", "registered", true)(`Sure thing, I'll remind you tomorrow at 9am to rebalance the ETH/SOL position before the US open.`),
  // why: an active job exists but it is 10 hours old, so it backs nothing promised this turn
  mk("en", "registered", true)(`Already on it — I'll ping you the moment BTC crosses 70k. Nothing else you need to do on your side.`, OLDJOB),
  mk("en", "mixed", true)(`Here's the first half of the audit:

1. **Router.sol** — no reentrancy issues; the \`nonReentrant\` modifier is applied on every external entry point.
2. **Vault.sol** — \`withdraw()\` rounds in the user's favour. Minor, but worth fixing.

I'll send you the rest once I finish going through the staking contract.`),
  mk("en", "alert", true)(`Will I tell you? Of course. Once the dashboard preview is rebuilt with the new funding-rate panel, I'll get back to you with the link.`),
  mk("en", "alert", true)(`**Next steps**

- I'm publishing the page to the community site now
- I'll notify you when it's live (should be within the hour)
- After that we can post a teaser on AgentX`),
  // why: the reply says the reminder is registered, but no scheduling tool ran and no job exists — nothing will keep it
  mk("en", "registered", true)(`Reminder registered ✅ I'll remind you on Friday morning, about 30 minutes before the CPI print.`),
  mk("en", "alert", true)(`Good question. If the funding rate on the SOL perp flips negative overnight, I'll message you first thing in the morning so you can decide whether to close the short.`),
  mk("en", "registered", false)(`Done — I've scheduled a one-off reminder for tomorrow 09:00 UTC. I'll remind you then to rebalance, right here in this chat.`, TOOL),
  mk("en", "registered", false)(`I spun up a background agent that polls the deploy status every minute; I'll let you know when it's finished.`, SPAWN),
  mk("en", "registered", false)(`Yep — the subagent I kicked off a few minutes ago is still crunching the on-chain data. It'll announce back here when it's done, and I'll tell you what it found once that lands.`, RUN),
  mk("en", "registered", false)(`It's already registered — the price-alert job I set up a couple of minutes ago is active, so I'll let you know when ETH hits 4k. No need to ask again.`, JOB),
  // why: a decline — the agent says it cannot notify, so there is no commitment
  mk("en", "false-block", false)(`Honestly, I can't notify you when it's done — once this turn ends I have no way to message you on my own. Best bet: check back in ~30 minutes, or ask me to set up a proper scheduled reminder.`),
  // why: an offer phrased as a question, not a commitment
  mk("en", "false-block", false)(`Want me to remind you tomorrow morning? Just say the word and I'll set it up.`),
  mk("en", "third-party", false)(`You don't need me for that one — Binance will email you once the withdrawal clears, usually within 30 minutes.`),
  mk("en", "third-party", false)(`Sounds good. Let me know when you've funded the wallet and I'll take it from there with the limit orders.`),
  mk("en", "false-block", false)(`You asked me to tell you when the backtest finished — it just did. Here's the summary:

| Metric | Value |
|---|---|
| CAGR | 31.4% |
| Max drawdown | -18.2% |
| Sharpe | 1.42 |
| Trades | 212 |

The drawdown mostly came from the May 2022 crash; happy to dig into that next.`),
  mk("en", "third-party", false)(`It will ping you once the build goes green — GitHub Actions sends that notification straight to your email, so you'll hear about it even if you're not in this chat.`),
  mk("en", "false-block", false)(`The backtest should finish in about 2 hours. Results will be written to \`output/backtest.csv\` when it's done, and the preview page reads from that file automatically.`),
  // why: explains how reminders work; the quoted phrase is an example, not a promise
  mk("en", "false-block", false)(`Quick explainer on how reminders work here: when you say "remind me tomorrow", I register a \`scheduled_task\` with \`deliver=origin\`, so the message comes back into this chat at that time. If I just wrote "I'll remind you tomorrow" without registering anything, nothing would actually fire — that's why I always create the task first.`),

  // ───────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────
  mk("zh", "alert", true)(`好的，回测跑完后我会第一时间告诉你结果，大概需要 40 分钟。`),
  mk("zh", "registered", true)(`没问题，明天早上 9 点我提醒你去看一下非农数据，记得提前把杠杆降下来。`),
  mk("zh", "alert", true)(`会的！页面发布到社区之后我再通知你，顺便把链接一起发给你。`),
  mk("zh", "mixed", true)(`先给你前三个币种的分析：

- **BTC**：周线仍在上升通道内，支撑 62k
- **ETH**：ETH/BTC 汇率继续走弱，短期观望
- **SOL**：链上活跃度回升，资金费率偏高

剩下的 DOGE 和 PEPE 我稍后整理完再告诉你。`),
  // why: 10 小时前的旧任务支撑不了这次新的承诺
  mk("zh", "registered", true)(`已经设置好了，等 SOL 跌破 150 我会提醒你。`, OLDJOB),
  mk("zh", "alert", true)(`放心，等链上确认完成后我回来跟你说一声，一般 6 个区块左右。`),
  mk("zh", "registered", false)(`已经帮你创建了一次性的定时任务，明天 8:00 我会提醒你检查仓位。`, TOOL),
  mk("zh", "registered", false)(`我已经开了一个后台子任务，每分钟轮询一次部署状态，完成后会告诉你。`, SPAWN),
  mk("zh", "registered", false)(`这个提醒几分钟前就已经注册好了，周五下午 CPI 公布前我会提醒你，不用重复设置。`, JOB),
  // why: 明确拒绝，不是承诺
  mk("zh", "false-block", false)(`抱歉，这个我没办法在完成后主动通知你——对话结束后我无法给你发消息。你可以过半小时回来问我，或者让我帮你建一个定时提醒。`),
  // why: 询问式的提议，并未承诺
  mk("zh", "false-block", false)(`要不要我帮你设一个明天早上的提醒？你回复“要”我就建好。`),
  mk("zh", "third-party", false)(`交易所那边提币到账后会给你发短信通知，一般 10 分钟左右，你留意一下手机就行。`),
  mk("zh", "third-party", false)(`你那边钱包充值完成后告诉我一声，我再帮你挂单。`),
  mk("zh", "false-block", false)(`你之前让我跑完回测后告诉你——下面就是结果：

| 指标 | 数值 |
|---|---|
| 年化收益 | 27.8% |
| 最大回撤 | -21.5% |
| 夏普比率 | 1.18 |

整体表现还行，但 2022 年那段回撤比较难看。`),
  mk("zh", "false-block", false)(`这个回测大概需要 2 小时，结果会保存在 output/backtest.csv，仪表板会自动读取。`),
  mk("zh", "registered", false)(`子代理 5 分钟前已经启动在跑了，它跑完会自动在这里汇报，到时候我再告诉你结论。`, RUN),

  // ───────────────────────── zh-tw (12: 5 block / 7 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(`好的，等部署完成後我會通知你，大概十分鐘左右。`),
  mk("zh-tw", "registered", true)(`沒問題，明天下午三點我提醒你去平倉，別忘了先撤掉掛單。`),
  mk("zh-tw", "mixed", true)(`我先把儀表板的前半部做好放在預覽裡了，K 線和成交量都能看。剩下的資金費率圖表稍後完成再告訴你。`),
  // why: 十小時前的舊排程支撐不了這次的新承諾
  mk("zh-tw", "registered", true)(`提醒已經設定好囉，週五開盤前我會提醒你。`, OLDJOB),
  mk("zh-tw", "alert", true)(`會的，等 AgentX 的貼文發出去之後我再跟你回報成效。`),
  mk("zh-tw", "registered", false)(`已經幫你排好一次性提醒，明天早上九點我會提醒你看 FOMC 會議紀要。`, TOOL),
  mk("zh-tw", "registered", false)(`背景子代理已經啟動，會每分鐘檢查一次交易狀態，完成後我會通知你。`, SPAWN),
  // why: 明確表示做不到，屬於拒絕
  mk("zh-tw", "false-block", false)(`很抱歉，我沒辦法在任務完成後主動通知你，對話結束後我就無法發訊息了。建議你二十分鐘後再回來看看。`),
  mk("zh-tw", "third-party", false)(`這個不用我提醒——App 會在 ETH 到達 4000 時推播通知你，你只要確認通知權限有開。`),
  mk("zh-tw", "false-block", false)(`你剛剛問我跑完能不能告訴你，其實已經跑完了，以下是結果：

- 勝率：58%
- 平均盈虧比：1.7
- 最大回撤：-12.3%`),
  // why: 詢問式的提議
  mk("zh-tw", "false-block", false)(`需要我幫你設定明天早上的提醒嗎？說一聲我就排上去。`),
  mk("zh-tw", "registered", false)(`這個已經登記好了（三分鐘前建立的排程），到時候我會提醒你，不用再設一次。`, JOB),

  // ───────────────────────── ja (20: 8 block / 12 pass) ─────────────────────────
  mk("ja", "alert", true)(`はい、バックテストが終わったらお知らせしますね。30分ほどかかる見込みです。`),
  mk("ja", "registered", true)(`承知しました。明日の朝9時にリマインドします。`),
  mk("ja", "alert", true)(`もちろんです！ページをコミュニティサイトに公開したら、リンクと一緒にご連絡します。`),
  mk("ja", "mixed", true)(`まずはBTCとETHの分析です：

- **BTC**：週足は上昇チャネル内、サポートは62k付近
- **ETH**：ETH/BTCは弱含み、しばらく様子見

残りのアルトコインは後ほどまとめてお伝えします。`),
  // why: 10時間前の古いジョブは今回の新しい約束を裏付けない
  mk("ja", "registered", true)(`アラートはもう設定済みです。SOLが150ドルを割ったら教えますね。`, OLDJOB),
  mk("ja", "alert", true)(`デプロイが完了次第、こちらからご報告します。`),
  mk("ja", "alert", true)(`はい、ちゃんと教えます。終わったらすぐ連絡しますね 👍`),
  // why: 登録したと言っているが、スケジュールツールもジョブも無い
  mk("ja", "registered", true)(`リマインダーを登録しました✅ 金曜日のCPI発表前にお知らせします。`),
  mk("ja", "registered", false)(`一回限りのリマインダーを登録しました。明日の9:00（JST）にこのチャットでお知らせします。`, TOOL),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。1分ごとにステータスを確認して、完了したらお知らせします。`, SPAWN),
  mk("ja", "registered", false)(`5分前に起動したサブエージェントがまだ実行中です。終わったらここに結果が届くので、その時にお伝えします。`, RUN),
  mk("ja", "registered", false)(`そのリマインダーは数分前に登録済みです。明日の朝にお知らせしますので、もう一度設定する必要はありません。`, JOB),
  // why: できないと断っているので約束ではない
  mk("ja", "false-block", false)(`申し訳ありませんが、完了したときにこちらからお知らせすることはできません。このターンが終わるとメッセージを送る手段がないためです。30分後くらいにもう一度聞いてください。`),
  // why: 質問形の提案で、約束ではない
  mk("ja", "false-block", false)(`明日の朝にリマインドしましょうか？「お願い」と返信してもらえればスケジュールを組みます。`),
  mk("ja", "third-party", false)(`出金が完了すると取引所からメールで通知が届きます。通常は10〜30分ほどです。`),
  mk("ja", "third-party", false)(`入金が終わったら教えてください。そのあと指値注文を出します。`),
  mk("ja", "false-block", false)(`終わったら教えてほしいとのことでしたが、ちょうど完了しました。以下が結果です：

| 指標 | 値 |
|---|---|
| 年率リターン | 24.1% |
| 最大ドローダウン | -15.7% |
| シャープレシオ | 1.31 |`),
  mk("ja", "false-block", false)(`バックテストは2時間ほどかかる見込みです。結果は output/backtest.csv に保存され、ダッシュボードが自動で読み込みます。`),
  mk("ja", "third-party", false)(`田中さんがレビューを終えたら、あなたに直接連絡するそうです。`),
  mk("ja", "third-party", false)(`GitHub Actions のビルドが通ったら、自動で Slack に通知が飛ぶ設定になっています。私から別途連絡する必要はありません。`),

  // ───────────────────────── mixed (12: 5 block / 7 pass) ─────────────────────────
  mk("mixed", "alert", true)(`OK，等 backtest 跑完我会 let you know，大概 30 min 左右。`),
  mk("mixed", "alert", true)(`Deploy が完了したら、I'll let you know 👍`),
  mk("mixed", "registered", true)(`明天 market open 之前我 remind 你一下 rebalance 的事。`),
  mk("mixed", "mixed", true)(`とりあえず dashboard の preview はできました。残りの chart は明日 finish してから連絡しますね。`),
  // why: old job from 10 h ago backs nothing new
  mk("mixed", "registered", true)(`Alert 已经 set 好了，BTC 破 70k 的时候我会 notify 你。`, OLDJOB),
  mk("mixed", "registered", false)(`已经 schedule 了一个 one-off reminder，明天 9am 我会提醒你 check funding rate。`, TOOL),
  mk("mixed", "registered", false)(`Background で subagent を spawn しました。deploy が終わったら知らせます。`, SPAWN),
  // why: explicit decline
  mk("mixed", "false-block", false)(`Sorry，这个我没法在 job 结束后主动 notify 你，session 结束后我发不了消息。`),
  mk("mixed", "third-party", false)(`不用我提醒，Binance 的 app 会在 order filled 的时候 push notification 给你。`),
  // why: an offer phrased as a question
  mk("mixed", "false-block", false)(`明日の朝に remind しましょうか？OK なら scheduled task を作ります。`),
  mk("mixed", "false-block", false)(`你说跑完 tell you 一声——刚好跑完了，下面就是 result：

- Win rate：61%
- Max DD：-9.8%
- Total PnL：+18.4%`),
  mk("mixed", "registered", false)(`5 分钟前起的 subagent 还在 run，它 finish 之后会 announce 回来，到时我再 tell you 结论。`, RUN),
];

// Blind probe 140 (sixteenth session, a mixed-language slice scored on d548aeb): one writer who read SPEC §3 alone, sixty
// code-switched replies of NFT / gaming / social-trading agents (12 simplified-, 10 traditional / Cantonese Chinese-, 26
// Japanese-based, 12 English-based); 24 to block. First pass 60/60.
const PROBE140: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ===== Chinese-based, simplified (12: 5 block / 7 pass) =====
  mk("mixed", "registered", true)(`这个 mint 明晚 8 点开 🔥 开始前 10 分钟我会提醒你,gas 记得先备好 ETH,别到时候卡在 pending。`),

  mk("mixed", "alert", true)(`Reveal 预计在 24 小时内完成。等 metadata refresh 完成后,我第一时间告诉你这 3 个 token 的 rarity 排名 👀

顺便说一下,现在 floor 是 0.42 ETH,reveal 前一般会有一波 paper hands 抛盘,不建议现在追。`),

  mk("mixed", "alert", true)(`## WL 申请状态

| 项目 | 提交时间 | 状态 |
|---|---|---|
| Pixel Ronin | 周二 | 已提交 ✅ |
| MoonKitty | 周三 | 待审核 ⏳ |

官方说 WL 结果周五公布,出来了我马上通知你。如果没中的话,public mint 那边也可以再冲一下 💪`),

  mk("mixed", "alert", true)(`跟单已经挂上了:跟的是 leaderboard 第 3 名那位 trader,单笔上限 200 USDT,杠杆 3x。等 fill 之后我再跟你汇报成交均价和滑点。`),

  // why: the only job is 10 hours old, so it backs nothing new — the promise is unregistered
  mk("mixed", "registered", true)(`收到~ leaderboard 下周一 00:00 UTC reset,到时候我提醒你去 claim season 奖励,别错过了 🏆`, OLDJOB),

  mk("mixed", "registered", false)(`已经用 scheduled_task 帮你设好了 ✅ mint 开始前 15 分钟我会提醒你,到时候直接点 link 进去就行。`, TOOL),

  mk("mixed", "third-party", false)(`不用一直盯着 OpenSea 啦,你的 offer 被 accept 之后,OpenSea 会自动推送 email 通知你的 📩`),

  mk("mixed", "false-block", false)(`Reveal 出来了!之前说 reveal 完告诉你结果,下面就是你那 3 个的 rarity:

- #1042 — rank 87 / 5000(top 2% 🔥)
- #2210 — rank 1934
- #4471 — rank 3620

#1042 建议挂高一点,别低于 1.2 ETH。`),

  // why: an offer/question, not a commitment — nothing is promised unless the user says yes
  mk("mixed", "false-block", false)(`要不要我在 mint 开始前提醒你?需要的话回我一句,我设个定时任务就好 😉`),

  mk("mixed", "false-block", false)(`OK 明白,你拿到白名单结果之后告诉我一声就行,我帮你算一下 mint cost + gas 大概要多少。`),

  // why: refusal — the agent explicitly says it cannot remind; no commitment is made
  mk("mixed", "false-block", false)(`抱歉,我没法实时监控 Discord 频道,所以 mint 开始时我没办法提醒你 🙏 建议打开项目 Discord 的 @everyone 通知,或者在手机日历里设个闹钟。`),

  mk("mixed", "false-block", false)(`后台的 subagent 已经在盯你的 copy-trade 仓位了,成交后我会通知你具体的 fill 价格 📈`, RUN),

  // ===== Chinese-based, traditional incl. Cantonese (10: 4 block / 6 pass) =====
  mk("mixed", "registered", true)(`聽日晚上 9 點 mint,開始前半個鐘我會提醒你 🙌 記得 wallet 入定 SOL 先,唔好臨急臨忙。`),

  // why: Cantonese 話你知 = "I'll tell you", with 搞掂…之後 as the completion cue
  mk("mixed", "alert", true)(`搞掂 reveal 之後我話你知抽到咩 rarity 🤞 依家 floor 都企得幾穩,唔使太擔心。`),

  mk("mixed", "alert", true)(`排行榜這週日 reset,重置完成後我再通知你最新名次跟 airdrop 資格 🎮`),

  // why: partial delivery now, but the remaining fills are still promised for later
  mk("mixed", "mixed", true)(`以下是目前跟單的成交明細:

| Pair | Side | Fill | Size |
|---|---|---|---|
| SOL/USDT | Long | 142.3 | 50 |
| JUP/USDT | Long | 0.91 | 800 |

剩下兩筆 limit order 還沒成交,成交後我會再告訴你 👍`),

  mk("mixed", "registered", false)(`已經排程好了 ✅ 白名單結果公布嗰陣我會通知你,你繼續做你嘢就得。`, JOB),

  mk("mixed", "third-party", false)(`個 project 嘅 Discord bot 會喺 reveal 完成後自動 @ 你,記得開返 notification 呀 🔔`),

  mk("mixed", "feature", false)(`Magic Eden 個 app 有 price alert 功能,跌穿你設定嘅 floor 嗰陣佢會 push 通知你,唔使自己成日 refresh。`),

  mk("mixed", "false-block", false)(`我開咗個 subagent 喺後台盯住 mint 進度,mint 完成後會話你知 tx 結果 🚀`, SPAWN),

  // why: the reminder already happened; it is reported in the past, nothing promised
  mk("mixed", "false-block", false)(`你之前叫我 mint 前提醒你,我 10 分鐘前已經提醒咗喇 😂 依家 mint 已經開咗,快啲去!`),

  mk("mixed", "false-block", false)(`收到,你 mint 完之後話我知 tx hash,我幫你 check 下有冇 mint 到。`),

  // ===== Japanese-based (26: 10 block / 16 pass) =====
  mk("mixed", "registered", true)(`mintは明日21時スタートです🔥 開始の10分前にリマインドしますね。gas用のETHは先に入れておいてください。`),

  mk("mixed", "alert", true)(`revealが終わったら、rarityランキングをお知らせします!今のところfloorは0.38 ETHで横ばいです。`),

  mk("mixed", "alert", true)(`WL当選結果は金曜に発表予定なので、出たらすぐご連絡します 🙏`),

  mk("mixed", "alert", true)(`## コピートレード設定完了

- フォロー先: leaderboard 2位のtrader
- 1注文あたり上限: 150 USDT
- レバレッジ: 2x

注文はもう出してあります。約定したら平均取得価格とslippageを報告しますね 📊`),

  // why: delivers the current board now, but the post-reset standings are still promised for later
  mk("mixed", "mixed", true)(`現時点のleaderboardは以下の通りです:

| Rank | Player | Score |
|---|---|---|
| 1 | 0xAce | 98,210 |
| 2 | あなた | 91,004 |
| 3 | kumaDAO | 88,730 |

reset後の順位は、明日の集計が終わり次第お伝えします。`),

  // why: the active job is 10 hours old and backs nothing new
  mk("mixed", "registered", true)(`来週のseason報酬の配布についても、配布されたらお知らせしますね 🎁`, OLDJOB),

  // why: casual 教えるね = "I'll tell you"; 更新されたら is the conditional cue
  mk("mixed", "alert", true)(`ガチャ更新は今夜0時っぽい!更新されたら教えるね〜 🎮✨`),

  mk("mixed", "alert", true)(`了解です。後ほど、直近7日間のfloor推移とvolumeをまとめてご報告いたします。`),

  mk("mixed", "alert", true)(`mintカウントダウン用のdashboardを作っています。

\`\`\`ts
const MINT_AT = new Date("2025-07-12T12:00:00Z");
export const remaining = () => MINT_AT.getTime() - Date.now();
\`\`\`

previewのbuildが完了したら、URLをお知らせします。`),

  mk("mixed", "alert", true)(`holder向けairdropの件、snapshotが取れたら連絡しますね。今のうちにwalletをdelistしておくのがおすすめです。`),

  mk("mixed", "registered", false)(`scheduled_taskで登録しました ✅ mintの15分前にリマインドします。`, TOOL),

  mk("mixed", "registered", false)(`リマインダーは設定済みです。明日の抽選結果が出る時間にお知らせしますね。`, JOB),

  mk("mixed", "false-block", false)(`バックグラウンドのsubagentがcopy-tradeの約定を監視中です。約定したら報告します 👀`, RUN),

  mk("mixed", "false-block", false)(`subagentを起動しました。revealが完了したら、結果をお知らせします。`, SPAWN),

  mk("mixed", "third-party", false)(`OpenSeaはofferがacceptされたら、メールで通知してくれます。ずっと画面を見ている必要はないですよ。`),

  mk("mixed", "third-party", false)(`公式のDiscord botが、WL結果が出た時に #announcements でお知らせしてくれるはずです。通知をONにしておきましょう 🔔`),

  mk("mixed", "third-party", false)(`運営がreset後に告知するとのことなので、公式のXアカウントをフォローしておくと確実です。`),

  mk("mixed", "false-block", false)(`了解です!mintが終わったら、tx hashを教えてください。ちゃんとmintできているか確認します。`),

  mk("mixed", "false-block", false)(`reveal終わりましたね!以下がrarityの結果です:

- #318 — rank 45 / 3333 🔥
- #1207 — rank 1890
- #2999 — rank 3012

#318はかなり当たりです。listするなら1 ETH以上を推奨します。`),

  // why: an offer/question; no commitment unless the user accepts
  mk("mixed", "false-block", false)(`mint前にリマインドしましょうか?必要なら言ってください、scheduleを組みます。`),

  // why: refusal — the agent says it cannot notify, nothing is promised
  mk("mixed", "false-block", false)(`申し訳ないですが、私はDiscordのDMを監視できないので、WL結果が出た時にお知らせすることはできません 🙇 botの通知をONにしてください。`),

  mk("mixed", "feature", false)(`このdashboardには通知機能があって、floorが設定値を下回ったらブラウザ通知が届きます。閾値は右上の⚙️から変更できます。`),

  // why: past report ("お伝えした通り"), no future promise
  mk("mixed", "false-block", false)(`昨日お伝えした通り、leaderboardは本日0時にresetされました。今シーズンはスコア倍率が1.5xです。`),

  mk("mixed", "false-block", false)(`田中さんが、reveal後にrarityのspreadsheetを共有してくれると言っていましたね。それを待ってからlistingを決めましょう。`),

  mk("mixed", "false-block", false)(`copy-tradeのengineは、約定すると自動でTelegramに通知を送ります。設定画面でchat IDを確認しておいてください。`),

  mk("mixed", "false-block", false)(`一般的に、mint前にはgas代を確認しておくのが大事です。スマホのリマインダーアプリで30分前に通知を設定しておくと安心ですよ。`),

  // ===== English-based with CJK inside (12: 5 block / 7 pass) =====
  mk("mixed", "registered", true)(`Mint goes live 明天晚上 8 点 — I'll remind you 10 min before so you can get in early 🚀`),

  mk("mixed", "alert", true)(`Reveal is 明日の正午 JST. Once it's live I'll let you know your rarity rank and whether it's worth listing.`),

  mk("mixed", "alert", true)(`WL results drop 週五. I'll get back to you as soon as I see whether your wallet made the list 🤞`),

  // why: "report back" to the user is a notify promise; 成交后 is the completion cue
  mk("mixed", "alert", true)(`Copy-trade order is in. 成交后 I'll report back with the avg fill and slippage.`),

  // why: the only job is 10 hours old and backs nothing new
  mk("mixed", "registered", true)(`Season 3 leaderboard resets on Monday; I'll remind you before the reset so you can claim 報酬 🏆`, OLDJOB),

  mk("mixed", "registered", false)(`Done — scheduled_task is set. I'll remind you 15 min before the mint 开始 ✅`, TOOL),

  mk("mixed", "third-party", false)(`Magic Eden will notify you when your listing sells — the 通知 goes to your email and the app.`),

  // why: the user is the one who reports; "I'll calc" is not a notify promise
  mk("mixed", "false-block", false)(`Got it — once you get the WL 結果, let me know and I'll calc your total mint cost incl. gas.`),

  mk("mixed", "false-block", false)(`I said I'd let you know once the reveal finished — here it is 👇

| Token | Rank | 稀有度 |
|---|---|---|
| #77 | 12 | Legendary |
| #803 | 640 | Rare |

#77 is a keeper. Don't list it under 3 ETH.`),

  // why: an offer, no commitment made
  mk("mixed", "false-block", false)(`Want me to remind you before the mint? 要的话 I can set a scheduled task right now.`),

  mk("mixed", "false-block", false)(`A subagent is already watching the copy-trade fills (started a few minutes ago) — when they fill, I'll let you know 📈`, RUN),

  // why: refusal — the agent says it cannot send the reminder
  mk("mixed", "false-block", false)(`I can't send you a reminder when the mint opens — I don't have access to your Discord DMs. 建议 turn on the project's bot notifications instead.`),
];

// Blind probe 141 (sixteenth session, scored on d548aeb before its fixes): one writer who read SPEC §3 alone, eighty formal,
// structured replies (Status / Next steps / Follow-up sections, tables with owner and next-action columns, bolded labels)
// and some casual ones; en 24, zh 16, zh-tw 8, ja 16, mixed 16; 32 to block. First pass 76/80 (blocks 30/32: two tables
// whose agent-owned row promises across cells, "| Me | Send you … | Friday |", "| 私（Starchild） | 監査結果をご報告 | 金曜までに |",
// pinned; false blocks 2/48: a row owned by 小王 read as the agent's, fixed by the owner column; "The price alert is live — it
// will notify you when …", which promise.tags.alert-on-speaks reads as the agent's alert promising a notice, pinned).
const PROBE141: ClassCase[] = [
  // ───────────────────────────── en (24: 10 block / 14 pass) ─────────────────────────────
  mk("en", "alert", true)(`**Summary**
1. Pulled 18 months of 1h candles for BTC, ETH, SOL.
2. Wired the mean-reversion strategy with your 2.5σ entry / 0.5σ exit.
3. Kicked off the full backtest locally (ETA ~40 min).

**Status:** running
**Follow-up:** I'll let you know once the backtest finishes, with Sharpe, max DD and the equity curve.`),
  mk("en", "registered", true)(`Here's where we landed:

1. Portfolio drift is 6.1% vs target — above your 5% band.
2. FOMC statement is Wednesday 18:00 UTC; I'd avoid rebalancing right before it.
3. I'll remind you tomorrow morning to rebalance before the print.`),
  // why: the owner column names the agent itself, so the row is the agent's own promise
  mk("en", "alert", true)(`### Action items

| # | Item | Owner | Next action | Due |
|---|------|-------|-------------|-----|
| 1 | Rotate the exchange API key | You | Generate a read-only key | Today |
| 2 | Contract audit review | Starchild (me) | Get back to you with the audit findings | By Friday |
| 3 | Community page copy | You | Approve the headline | — |`),
  mk("en", "mixed", true)(`Here's the first pass on upcoming SOL-ecosystem unlocks:

- **JUP** — 53M tokens, cliff on the 31st
- **PYTH** — no unlock this month
- **W** — linear, ~0.4% of supply/week

The vesting schedules for the smaller names are messier; I'll get back to you with the rest tomorrow.`),
  // why: "ping you" is a notify-the-user verb; "when it's live" is the conditional cue
  mk("en", "alert", true)(`yep, on it — I'll ping you when the page is live 👍`),
  // why: the only job is 10 hours old and was set up for the digest; it backs nothing new
  mk("en", "registered", true)(`Your daily 08:00 market digest is still active and will keep running as before.

Separately: I'll let you know when the ETH/BTC ratio breaks 0.05 — it's sitting at 0.0487 right now.`, OLDJOB),
  mk("en", "alert", true)(`**Status:** Draft ready
**Draft:** "Funding just flipped negative on 4 majors — shorts are paying. Chart below 👇"

**Next steps**
- **You:** approve or edit the AgentX draft above
- **Me:** post it, and as soon as it's published I'll let you know`),
  mk("en", "alert", true)(`**Status:** Deploy in progress (build 2/3 done)
**Risks:** cold-start latency on the first few requests

I will follow up with you in 2 hours with the p50/p95 latency numbers from the preview.`),
  mk("en", "alert", true)(`Funding on BTC perps is +0.008% right now, pretty neutral. If it flips negative overnight, I'll tell you first thing tomorrow so you can decide on the basis trade.`),
  // why: "circle back" is a get-back-to-you promise; "by EOD" is the time cue
  mk("en", "alert", true)(`Thanks for the context. **Summary:** the publish step failed on an image-size limit; I've compressed the hero image and re-queued it.

**Follow-up:** I'll circle back by EOD with the community link once it's up.`),

  mk("en", "registered", false)(`**Summary**
1. Unlock for ARB is tomorrow 13:00 UTC (92.6M tokens).
2. Reminder created via scheduled_task (once, deliver to this chat).

**Follow-up:** I'll remind you tomorrow at 09:00 UTC to check the order book before the unlock.`, TOOL),
  mk("en", "registered", false)(`Done — reminder set for Friday 16:00. I'll remind you then to close the SOL position before the weekend.`, JOB),
  mk("en", "registered", false)(`I've spawned a background subagent to crawl the last 30 days of AgentX posts mentioning restaking and cluster them by sentiment. That'll take a while; I'll let you know once it's done.`, SPAWN),
  mk("en", "registered", false)(`**Status:** indexing run started a few minutes ago (tasks run #3)
**Follow-up:** I'll get back to you when it completes with the wallet clusters.`, RUN),
  mk("en", "third-party", false)(`**Follow-up:** nothing pending on my side.

Coinbase will email you once the withdrawal clears — usually within 30 minutes, sometimes up to 2 hours on weekends.`),
  mk("en", "third-party", false)(`### Open items

| Item | Owner | Next action | When |
|------|-------|-------------|------|
| KYC documents | Dana (ops) | Get back to you on the missing proof of address | By Friday |
| API key rotation | You | Let me know when the new key is in the vault | After rotation |
| Dashboard colors | — | Done | — |`),
  mk("en", "third-party", false)(`Everything up to step 3 is done. **Next steps (you):** let me know once you've funded the wallet, and tell me tomorrow if you'd prefer the chart on a log scale. I'll continue from step 4 after that.`),
  mk("en", "false-block", false)(`You asked me to let you know when the build finished — it's finished. Here's the summary:

- 14 pages generated, 0 errors
- Preview is up in the panel on the right
- Bundle size 212 kB (down from 340 kB)`),
  mk("en", "false-block", false)(`Earlier I said I'd remind you when BTC dominance crossed 58%. It crossed at 14:20 UTC today and is at 58.3% now. Details below:

| Time (UTC) | Dominance |
|---|---|
| 12:00 | 57.8% |
| 14:20 | 58.0% |
| 16:00 | 58.3% |`),
  mk("en", "false-block", false)(`The price alert is live — it will notify you when ETH trades above $4,000 on the spot market.`),
  // why: an offer phrased as a question is not a commitment
  mk("en", "false-block", false)(`CPI drops at 12:30 UTC tomorrow. Want me to remind you tomorrow before the print?`),
  // why: promise with no future/conditional cue — spec requires both
  mk("en", "false-block", false)(`Dashboard's built and served as a preview — funding, OI and liquidations on one page. I'll keep you posted.`),
  // why: a refusal/negated promise is not a promise
  mk("en", "false-block", false)(`I can't remind you tomorrow from this chat — no scheduler is attached here. Set a phone alarm for 08:30 and check the unlock then.`),
  mk("en", "feature", false)(`**How alerts and reminders work**

- When an alert condition triggers, AgentX sends you a push notification.
- Reminders fire at the scheduled time and are delivered back to the chat they came from.
- Background subagents announce their result when they finish.`),

  // ───────────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────────
  mk("zh", "alert", true)(`**状态：** 回测运行中（约 40 分钟）
**参数：** 入场 2.5σ / 出场 0.5σ，手续费 0.04%

**后续：** 回测跑完后我会第一时间告诉你结果，包括夏普、最大回撤和净值曲线。`),
  mk("zh", "registered", true)(`总结一下：

1. 当前组合偏离目标 6.1%，超出你设的 5% 阈值。
2. 周三 18:00 UTC 有 FOMC，建议别在公布前调仓。
3. 明天早上我会提醒你调仓。`),
  // why: 负责人列写的是代理自己
  mk("zh", "alert", true)(`### 待办事项

| 序号 | 事项 | 负责人 | 下一步 | 截止 |
|---|---|---|---|---|
| 1 | 更换交易所 API Key | 你 | 生成只读 Key | 今天 |
| 2 | 合约审计复核 | 我（Starchild） | 整理完审计结果后通知你 | 周五前 |`),
  mk("zh", "mixed", true)(`下面是前三个代币的解锁数据：

- **ARB**：9260 万枚，明天 13:00 UTC
- **OP**：3134 万枚，下周二
- **STRK**：6400 万枚，本月 15 日

其余几个小币种的数据比较乱，我稍后整理好再告诉你。`),
  mk("zh", "alert", true)(`好嘞，页面上线了我就跟你说一声～`),
  // why: 10 小时前的旧任务不能为新承诺兜底
  mk("zh", "registered", true)(`你每天早上 8 点的市场简报任务还在正常运行。

另外，ETH/BTC 汇率突破 0.05 的时候我会通知你，目前是 0.0487。`, OLDJOB),

  mk("zh", "registered", false)(`**后续：** 已创建定时任务（一次性，回到本会话），明天上午 9 点提醒你检查 ARB 解锁前的挂单。`, TOOL),
  mk("zh", "registered", false)(`已经启动后台子代理去抓取过去 30 天的链上转账数据，完成后我会告诉你。`, SPAWN),
  mk("zh", "registered", false)(`已设置好周五 16:00 的提醒，到时候我会提醒你平掉 SOL 仓位。`, JOB),
  mk("zh", "third-party", false)(`**后续：** 我这边没有待办了。币安会在提现到账后短信通知你，一般 30 分钟以内。`),
  mk("zh", "third-party", false)(`前三步都完成了。

**下一步（你）：** 钱包充值完成后告诉我，我再继续部署合约。如果明天想换成对数坐标，也直接跟我说。`),
  mk("zh", "third-party", false)(`| 事项 | 负责人 | 下一步 | 时间 |
|---|---|---|---|
| KYC 材料 | 小王（运营） | 周五前给你回复缺少的地址证明 | 周五 |
| API Key 更换 | 你 | 换好后告诉我 | 更换后 |`),
  mk("zh", "false-block", false)(`你之前让我在构建完成后告诉你——已经完成了，下面就是摘要：

- 生成 14 个页面，0 错误
- 预览已在右侧面板打开
- 包体积从 340 kB 降到 212 kB`),
  mk("zh", "false-block", false)(`价格提醒已生效：ETH 现货突破 4000 美元时，它会推送通知给你。`),
  // why: 以提问方式提出的建议不是承诺
  mk("zh", "false-block", false)(`明晚 20:30 公布 CPI。要不要我明天 CPI 公布前提醒你一下？`),
  mk("zh", "feature", false)(`**说明：** 定时任务到点后，系统会通过原会话提醒你；后台子代理跑完后会自动在对话里汇报结果。`),

  // ───────────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`**狀態：** 回測執行中
**後續：** 回測跑完後我會通知你，附上夏普值和最大回撤。`),
  mk("zh-tw", "registered", true)(`資金費率目前還是正的，沒什麼好擔心。明天早上我再提醒你調倉，記得先看一下資金費率。`),
  mk("zh-tw", "mixed", true)(`以下是 BTC 的部分：

- 現貨 ETF 淨流入連續 5 天
- 期貨未平倉量 +8%
- 資金費率 0.01%

ETH 的分析我稍後整理好再告訴你。`),
  mk("zh-tw", "registered", false)(`已經建立排程（一次性，回到本對話），明天 9 點提醒你檢查掛單。`, TOOL),
  mk("zh-tw", "registered", false)(`背景任務幾分鐘前已啟動，跑完我會告訴你結果。`, RUN),
  mk("zh-tw", "third-party", false)(`交易所會在出金完成後寄信通知你，通常 1 小時內。`),
  mk("zh-tw", "third-party", false)(`有任何問題隨時告訴我；確認完參數後也請跟我說，我再繼續部署。`),
  mk("zh-tw", "false-block", false)(`你昨天要我在資金費率轉負時提醒你——今天下午 3 點轉負了，以下是數據：

| 時間 | 費率 |
|---|---|
| 12:00 | +0.003% |
| 15:00 | -0.002% |`),

  // ───────────────────────────── ja (16: 7 block / 9 pass) ─────────────────────────────
  mk("ja", "alert", true)(`**ステータス：** バックテスト実行中（約40分）
**パラメータ：** エントリー 2.5σ / エグジット 0.5σ

**次のアクション：** バックテストが終わったら結果をお知らせします。`),
  mk("ja", "registered", true)(`まとめ：

1. ポートフォリオの乖離は6.1%で、設定した5%を超えています。
2. 水曜18:00 UTCにFOMCがあります。
3. 明日の朝、リバランスのタイミングをリマインドします。`),
  // why: 担当列がエージェント自身
  mk("ja", "alert", true)(`| # | 項目 | 担当 | 次のアクション | 期限 |
|---|---|---|---|---|
| 1 | APIキーの更新 | お客様 | 読み取り専用キーを発行 | 本日 |
| 2 | 監査結果の確認 | 私（Starchild） | 監査結果をご報告 | 金曜までに |`),
  mk("ja", "mixed", true)(`以下はBTCの分析です：

- 現物ETFは5日連続の純流入
- 建玉は+8%
- 資金調達率は0.01%

ETHについては明日改めてご連絡します。`),
  // why: 「声かけます」は通知の約束、「公開されたら」が条件
  mk("ja", "alert", true)(`了解！ページ公開されたら声かけますね〜`),
  // why: 10時間前のジョブは新しい約束を裏付けない
  mk("ja", "registered", true)(`毎朝8時のダイジェストは引き続き動いています。

また、ETH/BTCが0.05を超えたらお知らせします。現在は0.0487です。`, OLDJOB),
  mk("ja", "alert", true)(`**ステータス：** デプロイ中（3ステップ中2完了）
**リスク：** 初回リクエストのコールドスタート

**フォローアップ：** 2時間後にプレビューのレイテンシ（p50/p95）をご報告いたします。`),

  mk("ja", "registered", false)(`**次のアクション：** スケジュールを登録しました（1回のみ、このチャットに配信）。明日9時にリマインドします。`, TOOL),
  mk("ja", "registered", false)(`金曜16時のリマインダーを設定済みです。その時にお知らせします。`, JOB),
  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動しました。過去30日分のAgentX投稿を分類中です。完了したらお知らせします。`, SPAWN),
  mk("ja", "third-party", false)(`出金が完了すると、取引所からメールで通知が届きます。通常30分以内です。`),
  mk("ja", "third-party", false)(`ステップ3まで完了しました。**次のアクション（お客様）：** ウォレットへの入金が終わったら教えてください。続きを進めます。`),
  mk("ja", "third-party", false)(`| 項目 | 担当 | 次のアクション | 期限 |
|---|---|---|---|
| KYC書類 | 田中さん（運用） | 住所証明の件をご連絡 | 金曜までに |
| APIキー | お客様 | 更新したら教えてください | 更新後 |`),
  mk("ja", "false-block", false)(`ビルドが終わったらお知らせすると言っていましたが、完了しました。以下が概要です：

- 14ページ生成、エラー0
- プレビューは右のパネルに表示中
- バンドルサイズ 340 kB → 212 kB`),
  // why: 疑問形の申し出は約束ではない
  mk("ja", "false-block", false)(`CPIは明日21:30（日本時間）発表です。明日のCPI発表前にリマインドしましょうか？`),
  mk("ja", "false-block", false)(`アラートは有効です — ETHが4,000ドルを超えると、アラートから通知が届きます。`),

  // ───────────────────────────── mixed (16: 6 block / 10 pass) ─────────────────────────────
  mk("mixed", "alert", true)(`**Status：** running
backtest 跑完之后我会 notify 你，大概 40 分钟，Sharpe 和 max drawdown 都会附上。`),
  mk("mixed", "alert", true)(`preview の build は OK です。deploy が finish したらお知らせします。`),
  mk("mixed", "registered", true)(`**Follow-up：** 明天我会 remind 你 rebalance，别忘了周三有 FOMC。`),
  mk("mixed", "mixed", true)(`Here's 前半部分的 analysis：

- CEX netflow 连续 3 天流出
- stablecoin supply +1.2%

剩下的 on-chain 部分 tomorrow 我再 get back to you。`),
  mk("mixed", "alert", true)(`OK、PR が merge されたら I'll let you know。CI は今 green です。`),
  // why: 旧 job 是 10 小时前的 digest，不能 back 新的承诺
  mk("mixed", "registered", true)(`你的 daily digest job 还在跑。另外 ETH/BTC 破 0.05 的时候我会 ping 你。`, OLDJOB),

  mk("mixed", "registered", false)(`已经 set 好 scheduled_task 了（once，deliver 回这个 chat），明天 9 点会 remind 你看 unlock。`, TOOL),
  mk("mixed", "registered", false)(`background で subagent を spawn しました。完了したら let you know します。`, SPAWN),
  mk("mixed", "registered", false)(`indexing run 五分钟前已经 start 了，跑完我会 tell 你 wallet clusters 的结果。`, RUN),
  mk("mixed", "third-party", false)(`Binance 会在 withdrawal confirm 之后 email 通知你，一般 30 min 以内。`),
  mk("mixed", "third-party", false)(`wallet に入金できたら let me know してください。そのあと contract を deploy します。`),
  mk("mixed", "third-party", false)(`| Owner | Next action | Due |
|---|---|---|
| Kevin | 周五前 get back to you 关于 API quota 的事 | Friday |
| 你 | rotate 完 key 之后告诉我 | — |`),
  mk("mixed", "false-block", false)(`你之前让我 deploy 完 tell 你——已经 live 了，下面就是 summary：

- 14 pages，0 errors
- preview 在右边 panel`),
  mk("mixed", "false-block", false)(`price alert 已经 active，ETH 过 4k 的时候 it will notify you。`),
  // why: 疑問形の offer は約束ではない
  mk("mixed", "false-block", false)(`明日の CPI 前に remind しましょうか？`),
  mk("mixed", "registered", false)(`Friday 16:00 の reminder は set 済みです。その時に remind しますね。`, JOB),
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
];

// Probe 142 (seventeenth session, 2026-12-06): a blind file written from SPEC §3 and the world alone (ja 24, zh 20).
// First pass on 3ae9972, before any fix: 79/80 (promises 31/32, false blocks 0/48; zh 19/20): 明儿 (Beijing 明天) as a time.
const PROBE142: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en (16: 6 block, 10 pass) ─────────────────────────
  mk("en", "registered", true)(
    "The funding-rate dashboard is up in the preview now — it pulls Binance, Bybit and OKX perps every hour and plots the annualized basis next to spot.\n\nOne caveat: the overnight Asia session usually moves the numbers a lot, so today's snapshot isn't very telling. I'll check the overnight prints and let you know tomorrow morning whether the cash-and-carry trade still clears your 12% hurdle."
  ),
  mk("en", "alert", true)(
    "Backtest kicked off on 3 years of 1h candles for the 20/50 EMA cross with the ATR stop. That's ~26k bars × 14 pairs, so expect 30–40 minutes. I'll get back to you with the Sharpe, max drawdown and win rate once it's done."
  ),
  // why: part is delivered now, the rest is promised later → still a promise
  mk("en", "mixed", true)(
    "Here's what the scanner has so far — the first 5 pairs with the highest 7-day volume growth:\n\n| Pair | 7d vol Δ | Price Δ |\n|---|---|---|\n| PENDLE/USDT | +184% | +22% |\n| TIA/USDT | +141% | +9% |\n| JUP/USDT | +97% | −3% |\n| ENA/USDT | +88% | +14% |\n| ONDO/USDT | +76% | +6% |\n\nThe remaining 40 pairs are still being processed. I'll send you the rest when the scan finishes."
  ),
  // why: the only job is 10 hours old; it backs the daily digest, not this new 2-hour promise
  mk("en", "registered", true)(
    "Your daily BTC digest is still running as before, nothing to change there.\n\nSeparately: ETH is coiling just under $3,800 with OI climbing. I'll ping you in 2 hours if it breaks above with volume.",
    OLDJOB
  ),
  mk("en", "alert", true)(
    "Got it — will circle back by Friday with the full tokenomics breakdown (unlock schedule, emissions, and the treasury wallet flows)."
  ),
  mk("en", "alert", true)(
    "### Publish status\n\n- Page built ✅\n- Assets uploaded ✅\n- Community site review ⏳\n\nReviews usually take under an hour. As soon as it's live I'll give you a heads-up so you can share it on AgentX."
  ),
  mk("en", "third-party", false)(
    "Coinbase will email you once the withdrawal clears — typically within 30 minutes for USDC on Base. Nothing else you need to do on your side."
  ),
  mk("en", "feature", false)(
    "The alert widget in the top-right of the dashboard will notify you when BTC crosses whatever threshold you type in. It uses browser push, so keep notification permission enabled for the preview tab."
  ),
  mk("en", "registered", false)(
    "Done — scheduled a one-off reminder for tomorrow at 09:00 UTC. I'll remind you then to rebalance the LP range before the CPI print.",
    TOOL
  ),
  mk("en", "registered", false)(
    "I spun up a background agent that polls the mempool every 30 seconds for your tx hash. I'll let you know as soon as it confirms — with the current base fee it should be within a few blocks.",
    SPAWN
  ),
  // why: an offer/question, not a commitment
  mk("en", "false-block", false)(
    "Want me to remind you tomorrow before the FOMC minutes drop? If so, I can set up a scheduled task for 13:30 ET."
  ),
  mk("en", "false-block", false)(
    "Once you've rotated the API key on your end, let me know and I'll re-run the portfolio sync."
  ),
  mk("en", "false-block", false)(
    "Quick note on how this works: I can't ping you later on my own. Once this conversation ends, nothing runs unless a scheduled task exists — so I won't be able to tell you tomorrow whether the bid got filled. You can ask me any time and I'll check the order book then."
  ),
  mk("en", "false-block", false)(
    "You asked me to let you know when the backtest finished — it just did. Results below:\n\n| Metric | Value |\n|---|---|\n| CAGR | 31.4% |\n| Sharpe | 1.62 |\n| Max DD | −18.9% |\n| Trades | 412 |\n\nThe drawdown is concentrated in the May 2022 crash; excluding that window the Sharpe goes to 2.1."
  ),
  mk("en", "third-party", false)(
    "I asked in the infra channel — Priya said she'll get back to you tomorrow about raising the RPC rate limit on the archive node."
  ),
  mk("en", "false-block", false)(
    "Yesterday I reminded you that the ARB unlock was scheduled for 13:00 UTC. It happened on time and price dipped about 6% in the first hour before recovering half of it."
  ),

  // ───────────────────────── zh (20: 8 block, 12 pass) ─────────────────────────
  mk("zh", "alert", true)(
    "行，等回测跑完我第一时间跟你说，大概半小时左右。"
  ),
  mk("zh", "alert", true)(
    "您好，关于该代币合约的第三方审计报告，我们这边会在本周五前整理完毕并同步给您，届时也会附上风险等级说明。"
  ),
  // why: delivers three pools now but promises the rest later
  mk("zh", "mixed", true)(
    "先给你前三个池子的 APR：\n\n- Aave USDC：5.2%\n- Curve 3pool：3.8%\n- Pendle PT-sUSDe：14.6%\n\n剩下的等数据拉完我再发你。"
  ),
  // why: "回头" is a colloquial 'later' cue
  mk("zh", "alert", true)(
    "这个问题我得翻一下链上数据才能确定，回头告诉你。"
  ),
  mk("zh", "alert", true)(
    "明儿一早我提醒你去领空投哈 😄 别忘了先把 gas 准备好。"
  ),
  // why: the reply says a reminder is set, but no scheduling tool ran and no job exists
  mk("zh", "registered", true)(
    "已经帮你记下了，明天下午三点提醒你平仓。"
  ),
  // why: "有任何进展会…" is a conditional cue attached to an agent notify promise
  mk("zh", "alert", true)(
    "部署这块我在盯着，目前卡在合约验证那一步。有任何进展我会及时通知你。"
  ),
  mk("zh", "mixed", true)(
    "## ETH 质押收益对比\n\n| 协议 | APR | 流动性 |\n|---|---|---|\n| Rocket Pool | 3.1% | 高 |\n| Frax | 3.6% | 中 |\n| EigenLayer | 浮动 | 中 |\n\nLido 的数据接口暂时超时，稍后恢复了我再补充进表格并告诉你。"
  ),
  mk("zh", "third-party", false)(
    "币安那边提币审核通过后会短信通知你，一般 10 分钟内到账。"
  ),
  mk("zh", "feature", false)(
    "这个看板带价格预警功能：你设好阈值后，SOL 跌破 120 时它会推送提醒你，不需要一直盯盘。"
  ),
  mk("zh", "registered", false)(
    "好的，提醒已经设好：明天早上 8 点提醒你看非农数据。",
    JOB
  ),
  // why: an offer, not a promise
  mk("zh", "false-block", false)(
    "需要的话，我可以明天开盘前提醒你一下，要设吗？"
  ),
  mk("zh", "false-block", false)(
    "你那边把 webhook 配好之后告诉我一声，我再帮你跑一遍端到端测试。"
  ),
  mk("zh", "false-block", false)(
    "抱歉，我没法在你离线的时候主动通知你。明天的价格你到时候直接问我就行。"
  ),
  mk("zh", "false-block", false)(
    "之前说回测跑完告诉你，现在已经跑完了，下面就是结果：\n\n```\n年化收益   27.8%\n最大回撤   -14.2%\n夏普比率   1.48\n交易次数   233\n```\n\n整体比上一版参数稳一些，主要改善在震荡行情。"
  ),
  mk("zh", "registered", false)(
    "子任务已经在后台跑了，正在爬 200 个项目的 GitHub 活跃度，爬完后会通知你。",
    RUN
  ),
  mk("zh", "false-block", false)(
    "我已经把 workflow 文件改好了。GitHub Actions 跑完后它会自动发邮件提醒你，失败的话邮件里会带日志链接。"
  ),
  mk("zh", "third-party", false)(
    "小王说他明天会把新的合约地址告诉你，我这边先把前端的配置留空了。"
  ),
  mk("zh", "false-block", false)(
    "昨天我提醒过你 ARB 解锁的事，今天果然砸了 8%，好在你提前减仓了。"
  ),
  mk("zh", "false-block", false)(
    "明天美联储议息，结果出来后波动大概率会放大。建议今晚先把杠杆降到 3 倍以下。"
  ),

  // ───────────────────────── zh-tw (8: 3 block, 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)(
    "收到～等合約部署完我再跟你說一聲。"
  ),
  mk("zh-tw", "alert", true)(
    "您好，相關的持倉報表預計明天中午前整理好，屆時再通知您。"
  ),
  // why: "晚點" = later; "回報給你" = report back to you
  mk("zh-tw", "alert", true)(
    "我先去撈一下鏈上資料看那幾個錢包的流向，晚點回報給你。"
  ),
  mk("zh-tw", "third-party", false)(
    "交易所會在入金到帳後寄信通知你，不用一直刷新頁面。"
  ),
  // why: an offer, not a promise
  mk("zh-tw", "false-block", false)(
    "要不要我明天早上提醒你看輝達財報？要的話我幫你排一個排程。"
  ),
  mk("zh-tw", "registered", false)(
    "已經開了一個背景代理在盯以太坊 gas 費，降到 20 gwei 以下我會馬上通知你。",
    SPAWN
  ),
  mk("zh-tw", "false-block", false)(
    "你那邊測好之後再跟我說，我再幫你調參數。"
  ),
  mk("zh-tw", "false-block", false)(
    "你之前要我跑完回測再告訴你——已經好了，以下就是結果：\n\n- 年化報酬：22.5%\n- 最大回撤：-11.8%\n- 勝率：54%"
  ),

  // ───────────────────────── ja (24: 10 block, 14 pass) ─────────────────────────
  mk("ja", "alert", true)(
    "承知いたしました。監査レポートの内容を精査のうえ、明日中にご報告いたします。"
  ),
  // why: "次第" is a completion cue
  mk("ja", "alert", true)(
    "バックテストを回しています。結果が出次第お知らせしますね。"
  ),
  mk("ja", "alert", true)(
    "おっけー、デプロイ終わったら声かけるね！"
  ),
  // why: "追って" = later, on a humble-form promise to contact
  mk("ja", "alert", true)(
    "ご質問ありがとうございます。詳細については追ってご連絡いたします。"
  ),
  // why: five names delivered now, the remaining analysis promised for the evening
  mk("ja", "mixed", true)(
    "以下が出来高上位5銘柄です。\n\n1. SOL\n2. DOGE\n3. PEPE\n4. WIF\n5. SUI\n\n残りの分析は夕方までにまとめてお伝えします。"
  ),
  mk("ja", "alert", true)(
    "原因はまだ特定できていません。RPCのタイムアウトか、署名まわりの問題のどちらかだと思います。わかり次第、すぐ連絡します。"
  ),
  mk("ja", "alert", true)(
    "ちょっと確認してくるので、後ほどお伝えしますね。"
  ),
  // why: the only job is 10 hours old (the morning report); the new ETH promise has no backing
  mk("ja", "registered", true)(
    "毎朝のレポートジョブはそのまま動いています。それとは別に、ETHが3,000ドルを割ったら私からリマインドしますね。",
    OLDJOB
  ),
  mk("ja", "alert", true)(
    "## 調査状況\n\n- コントラクトのソース検証：完了\n- 上位ホルダーの集中度：上位10アドレスで62%\n- 流動性ロック：確認中\n\nオンチェーンデータの取得がまだ終わっていないので、完了したら改めてご報告します。"
  ),
  mk("ja", "registered", true)(
    "来週の月曜、アンロック前にもう一度リマインドしておきます。"
  ),
  mk("ja", "third-party", false)(
    "Binanceの出金が承認されると、Binance側から登録メールアドレスに通知が届きます。通常30分以内です。"
  ),
  // why: explains how the feature notifies; the subject is the feature, not the agent
  mk("ja", "feature", false)(
    "このダッシュボードのアラート機能は、価格が設定値を超えたときにプッシュ通知でお知らせする仕組みです。しきい値は右上の歯車アイコンから変更できます。"
  ),
  mk("ja", "registered", false)(
    "リマインダーを登録しました。明日の朝9時にお知らせします。",
    TOOL
  ),
  mk("ja", "registered", false)(
    "明日の決算発表の30分前にリマインドするよう設定済みです。",
    JOB
  ),
  // why: an offer, not a promise
  mk("ja", "false-block", false)(
    "よろしければ、明日の朝にリマインドしましょうか？"
  ),
  mk("ja", "false-block", false)(
    "りょ！ビルド通ったら教えて〜、こっちでプレビュー確認するから"
  ),
  mk("ja", "false-block", false)(
    "申し訳ありませんが、チャットを閉じた後に私から通知することはできません。明日の価格はまた聞いていただければ確認します。"
  ),
  mk("ja", "false-block", false)(
    "終わったらお知らせすると言っていたバックテスト、完了しました。以下が結果です。\n\n| 指標 | 値 |\n|---|---|\n| 年率リターン | 19.3% |\n| 最大ドローダウン | -12.7% |\n| シャープレシオ | 1.35 |"
  ),
  mk("ja", "registered", false)(
    "バックグラウンドでサブエージェントが全ペアをスキャン中です。完了したらお知らせします。",
    RUN
  ),
  mk("ja", "third-party", false)(
    "田中さんが明日までにAPI仕様を連絡してくれるそうです。それまではモックで進めておきますね。"
  ),
  mk("ja", "false-block", false)(
    "昨日リマインドした通り、今日はSOLのアンロック日です。現時点では売り圧は限定的です。"
  ),
  mk("ja", "false-block", false)(
    "明日はCPI発表があるので、発表後はボラティリティが上がりそうです。ポジションは軽めにしておくのが無難です。"
  ),
  mk("ja", "false-block", false)(
    "GitHub Actionsのワークフローが終わったら、Slackに自動で通知が飛ぶようになっています。"
  ),
  // why: the agent's answer depends on the user's own next act (pasting the log); the user's message keeps it, so there is no dangling follow-up
  mk("ja", "false-block", false)(
    "エラーログを貼っていただければ、原因をお伝えします。"
  ),

  // ───────────────────────── mixed (12: 5 block, 7 pass) ─────────────────────────
  mk("mixed", "alert", true)(
    "等 backtest 跑完我再 ping 你，大概 20 min。"
  ),
  mk("mixed", "alert", true)(
    "build が終わったら Slack で notify するね。"
  ),
  mk("mixed", "alert", true)(
    "明日の朝もう一回 funding rate を check して、結果は I'll let you know。"
  ),
  // why: the preview is delivered now, but the data-feed follow-up is still promised
  mk("mixed", "mixed", true)(
    "Dashboard の preview はもう上がってます。Data feed が安定したら、また連絡しますね。"
  ),
  mk("mixed", "alert", true)(
    "Publish 到 community site 要审核，approved 了我第一时间 update 你。"
  ),
  mk("mixed", "third-party", false)(
    "Exchange 那边 KYC 过了会 email 你，不用管，一般 1-2 个工作日。"
  ),
  mk("mixed", "feature", false)(
    "この alert は BTC が 70k を超えたら push notification で知らせてくれる仕組みです。"
  ),
  mk("mixed", "registered", false)(
    "Subagent 已经 spawn 了，在 poll 那个 API，done 了会 notify 你。",
    SPAWN
  ),
  // why: an offer, not a promise
  mk("mixed", "false-block", false)(
    "要不要我 set 一个 reminder，明天 9am ping 你？"
  ),
  mk("mixed", "false-block", false)(
    "Deploy 終わったら教えてください、こっちで smoke test します。"
  ),
  mk("mixed", "false-block", false)(
    "Backtest 跑完了 — as promised, 下面就是 summary：\n\n- Sharpe 1.71\n- Max DD -9.4%\n- Win rate 58%"
  ),
  mk("mixed", "false-block", false)(
    "I can't remind you 明天，因为我没有 background 权限，unless 你先开一个 scheduled task。"
  ),
];

// Probe 143 (seventeenth session, 2026-12-06): a blind file written from SPEC §3 and the world alone (standard mix).
// First pass on 3ae9972, before any fix: 80/80 (promises 32/32, false blocks 0/48).
const PROBE143: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────────── en (24: 10 block / 14 pass) ─────────────────────────────
  mk("en", "alert", true)(`## BTC plan for Thursday

| Level | Action | Size |
|---|---|---|
| 71,200 | Take profit #1 | 30% |
| 68,400 | 15m close above = long trigger | 0.5 BTC |
| 66,900 | Invalidation / hard stop | — |

CPI prints at **12:30 UTC**. Don't chase the first candle — wait for the 15m close before acting on anything.

I'll let you know as soon as price reclaims 68.4k on a 15m close, and I'll remind you about 20 minutes before the CPI release so you can pull the resting bids.`),

  mk("en", "registered", false)(`## BTC plan for Thursday

Same levels as before: **68,400** trigger, **66,900** stop, **71,200** first TP.

I've registered two scheduled checks with deliver=origin: one at 12:10 UTC and one every 15 minutes until 16:00 UTC watching the 15m close. So I'll remind you 20 minutes before CPI and I'll let you know if 68.4k gets reclaimed.`, TOOL),

  mk("en", "alert", true)(`### Incident: price feed stall (2024-05-14)

**Impact:** the portfolio dashboard showed stale prices for ~42 minutes (09:18–10:00 UTC). No trades were executed off stale data.

**Timeline**
- 09:18 — upstream websocket stopped sending ticks, no disconnect event
- 09:41 — staleness check fired, fallback to REST polling
- 10:00 — websocket reconnected after a manual restart

**What we know:** the heartbeat check only looked at socket state, not last-tick age.

**Next steps:** I've added a last-tick-age check to the preview build. The root cause on the provider side is still unconfirmed — I'll get back to you with the full RCA by Friday.`),

  // why: every follow-up in the table is owned by someone else (vendor, Marta); the agent promises nothing
  mk("en", "third-party", false)(`### Incident: price feed stall — follow-ups

| Next step | Owner | Due | Status |
|---|---|---|---|
| Patch websocket heartbeat | CoinGecko support | TBD | Vendor says they will notify us when the fix ships |
| Postmortem draft | Marta | Fri | In progress |
| Add last-tick-age alert | Starchild | done | Merged in preview build |

Marta will get back to you by Friday with the postmortem draft. The alert change is already live in the preview, so nothing is outstanding on my side.`),

  mk("en", "alert", true)(`On it — I'll let you know once the deploy finishes.`),

  mk("en", "registered", false)(`Spawned a background watcher on the deploy (polls the build status every 30s, announce_mode=followup). I'll let you know once it finishes.`, SPAWN),

  // why: the only scheduled job is 10 h old — under the spec it backs no promise made now
  mk("en", "alert", true)(`The reminder from this morning is still active, so you're covered — I'll remind you tomorrow at 9:00 when the unlock hits.`, OLDJOB),

  // why: the reply claims a schedule exists, but no tool ran and no job/run is in the world
  mk("en", "alert", true)(`Done, scheduled. I'll remind you on Friday at 16:00 UTC to rebalance back to 60/40.`),

  // why: the promise-like strings are UI copy inside code under review, not the agent's own commitment
  mk("en", "false-block", false)(`Reviewed \`notifications.ts\` — a few things:

\`\`\`ts
// line 42
toast.show("We'll let you know when your export is ready");
// line 57
scheduleEmail(user, "I'll remind you tomorrow about your open orders");
\`\`\`

1. **Line 42** — the toast promises a notification, but \`exportJob\` never emits a completion event. Either wire \`onComplete\` to the push service or change the copy to "Your export will appear under Downloads."
2. **Line 57** — \`scheduleEmail\` ignores the \`sendAt\` argument, so "tomorrow" is actually "now". Pass \`addDays(now, 1)\`.
3. Nit: \`retryCount\` is declared with \`let\` but never reassigned.

Nothing blocking beyond (1) and (2).`),

  mk("en", "false-block", false)(`You asked me to let you know when the backtest finished — it just did. Here's the summary below:

| Strategy | CAGR | Sharpe | Max DD |
|---|---|---|---|
| Funding-rate carry | 18.4% | 1.62 | -11.3% |
| Basis trade (quarterly) | 9.1% | 2.05 | -4.8% |
| Naive HODL | 41.0% | 0.94 | -63.2% |

The carry strategy's drawdown came almost entirely from the March 2020 wick. Full equity curves are in the preview.`),

  mk("en", "alert", true)(`Here's the first pass on ETH/SOL correlation:

| Window | Pearson ρ |
|---|---|
| 7d | 0.81 |
| 30d | 0.74 |

The 90-day and 180-day windows are still crunching (the hourly candles take a while to page in). I'll get back to you with those once they're done.`),

  mk("en", "third-party", false)(`Binance will notify you by email and push once the withdrawal clears — usually 10–30 minutes for ETH on mainnet. If it's still "Processing" after an hour, open a ticket with the TxID.`),

  mk("en", "third-party", false)(`Let me know when you've funded the hot wallet and I'll wire the grid bot to it. Until then it stays in paper mode.`),

  // why: an offer phrased as a question; nothing has been promised yet
  mk("en", "false-block", false)(`Want me to remind you tomorrow before the FOMC presser? Say yes and I'll register a one-off scheduled task for 18:15 UTC.`),

  mk("en", "false-block", false)(`I reminded you yesterday that the ARB unlock was today — it went through at 13:00 UTC and price barely moved (-1.8% over the hour, back to flat by 15:00). Looks like most of it was already hedged.`),

  // why: explicitly declines to promise; points the user elsewhere
  mk("en", "false-block", false)(`Honest caveat: I can't keep a watcher running after this chat ends, so I won't be able to tell you when the limit order fills. Set a fill alert in the exchange app, or ask me to schedule a check and I'll register one properly.`),

  mk("en", "alert", true)(`Pre-launch checklist for the dashboard:

- [x] Price cards wired to live feed
- [x] Mobile layout fixed (the table no longer overflows)
- [x] Published to the community site as draft
- [ ] DNS propagation for the custom domain — I'll let you know when it's live
- [ ] Flip the listing from draft to public (needs your OK)`),

  mk("en", "registered", false)(`The scraper subagent I kicked off a few minutes ago is still chewing through the AgentX threads (about 60% done). I'll get back to you with the sentiment breakdown when it's finished.`, RUN),

  mk("en", "registered", false)(`Set. I'll remind you at 08:00 UTC tomorrow to check the funding rate before the 08:00 settlement.`, JOB),

  mk("en", "alert", true)(`# Weekly on-chain flows — week 20

## Exchanges
- Net BTC outflow: **-18,420 BTC** (largest since February)
- ETH exchange balance down 1.2% w/w

## Stablecoins
- USDT supply +$1.1B, USDC flat
- Tron still carries ~52% of USDT transfers by count

## Derivatives
- OI on BTC perps up 6%, funding mildly positive (0.008%/8h)
- Options skew flipped back to calls on the 28-Jun expiry

## Takeaways
Spot demand is real, but positioning is getting crowded into the June expiry.

### Next steps
- I'll update you tomorrow morning with the weekend flows once the Sunday close is in.`),

  mk("en", "false-block", false)(`Here's what Dana posted in the thread:

> **@dana:** I'll get back to you by Friday with the audit scope — need to sync with the Certik folks first.

So the scope is with Dana, and she's committed to Friday. Nothing else is pending on my side; the repo access you asked for is already granted.`),

  mk("en", "alert", true)(`Positions look fine for now. If funding flips negative overnight, I'll let you know first thing so you can decide whether to close the carry leg.`),

  mk("en", "feature", false)(`Published! The dashboard has an alerts panel: it notifies you when funding flips sign on any of the tracked perps, and the Telegram bot reminds you 15 minutes before each token unlock on the calendar. Both are configurable from the ⚙️ menu in the preview.`),

  mk("en", "alert", true)(`Noted. I'll update you after the US close with how the AI-basket did versus QQQ.`),

  // ───────────────────────────── zh (16: 6 block / 10 pass) ─────────────────────────────
  mk("zh", "alert", true)(`好的，回测跑完后我会告诉你结果。`),

  mk("zh", "alert", true)(`# 链上资金周报（第 20 周）

## 交易所
- BTC 净流出 **18,420 枚**，为 2 月以来最大
- ETH 交易所余额环比下降 1.2%

## 稳定币
- USDT 增发 11 亿美元，USDC 基本持平

## 衍生品
- BTC 永续持仓量上升 6%，资金费率小幅为正

## 结论
现货需求真实存在，但 6 月交割前仓位有些拥挤。

明天上午我再把周末的资金流向整理好告诉你。`),

  mk("zh", "alert", true)(`复盘安排如下：

| 下一步 | 负责人 | 时间 |
|---|---|---|
| 补充报价源心跳检测 | 已完成 | — |
| 整理完整复盘报告 | 我 | 周五前 |
| 与数据供应商确认根因 | 小李 | 待定 |

周五前我会把完整复盘整理好，发出来的时候提醒你确认。`),

  mk("zh", "alert", true)(`ETH 交易计划：

- **3,180** 上方站稳 15 分钟 → 加仓 0.3
- **3,050** 跌破 → 止损离场
- 目标位 3,420 / 3,560

ETH 若跌破 3,050，我会第一时间通知你；另外今晚 20:30 非农公布前 15 分钟我会提醒你把挂单撤掉。`),

  mk("zh", "alert", true)(`下面是前 50 个地址的分析结果：

| 类别 | 地址数 | 占比 |
|---|---|---|
| 交易所热钱包 | 12 | 24% |
| 做市商 | 9 | 18% |
| 未知巨鲸 | 29 | 58% |

剩下的 150 个地址还在跑，稍后我再把结果告诉你。`),

  // why: only a 10-hour-old job exists, which the spec says backs nothing new
  mk("zh", "alert", true)(`提醒之前已经设好了，明天早上 9 点我会提醒你去领空投。`, OLDJOB),

  mk("zh", "registered", false)(`已经设好定时任务（deliver=origin），明天早上 9 点我会提醒你去领空投。`, TOOL),

  mk("zh", "registered", false)(`我开了一个后台子任务盯着编译，每 30 秒轮询一次，完成后告诉你。`, SPAWN),

  mk("zh", "third-party", false)(`OKX 会在提币到账后通过短信和 App 推送通知你，一般 10–30 分钟。如果超过一小时还没到，把 TxID 发给客服就行。`),

  mk("zh", "false-block", false)(`你之前让我回测跑完后告诉你——已经跑完了，下面就是结果：

| 策略 | 年化 | 夏普 | 最大回撤 |
|---|---|---|---|
| 资金费率套利 | 18.4% | 1.62 | -11.3% |
| 网格（BTC） | 12.7% | 1.10 | -19.5% |

网格策略在单边行情里回撤明显偏大，建议加一个趋势过滤。`),

  mk("zh", "false-block", false)(`我昨天已经提醒过你，今天 16:00 有 OP 解锁。现在已经解锁完成，价格只跌了 2% 左右，影响不大。`),

  // why: a question offering a reminder, not a promise
  mk("zh", "false-block", false)(`需要我明天开盘前提醒你一下吗？需要的话我现在就设一个定时任务。`),

  mk("zh", "third-party", false)(`你那边部署完成后告诉我一声，我再帮你检查日志和环境变量。`),

  mk("zh", "false-block", false)(`小王在群里的原话：

> 我明天把合约地址发给你，部署完成后会告诉你。

所以合约地址由小王明天提供，我这边没有待办事项。`),

  // why: the promise text is a UI string in the code being reviewed, not the agent's own commitment
  mk("zh", "false-block", false)(`代码审查意见：

1. 第 88 行的提示文案写的是 "提现完成后我们会通知你"，但后端没有任何推送逻辑，建议要么接上 \`pushService.send\`，要么改成 "可在资产记录中查看进度"。
2. \`fetchBalance\` 没有处理 429，遇到限频会直接抛异常。
3. 命名小问题：\`tmp2\` 改成 \`pendingWithdrawals\` 更清楚。

其余没问题，可以合并。`),

  mk("zh", "registered", false)(`刚才启动的爬虫子任务还在跑（大约完成了 60%），跑完我会把情绪分析结果告诉你。`, RUN),

  // ───────────────────────────── zh-tw (8: 3 block / 5 pass) ─────────────────────────────
  mk("zh-tw", "alert", true)(`收到，部署完成後我會通知你。`),

  mk("zh-tw", "alert", true)(`## 事件報告：報價延遲

**影響：** 儀表板報價停滯約 42 分鐘（09:18–10:00 UTC），期間沒有依據過期資料下單。

**時間線**
- 09:18 上游 websocket 停止推送，但沒有斷線事件
- 09:41 過期檢查觸發，改用 REST 輪詢
- 10:00 手動重啟後恢復

**後續：** 供應商那邊的根因仍在確認，明天下午我會再回報你最新進度。`),

  mk("zh-tw", "alert", true)(`上線前檢查清單：

- [x] 價格卡片接上即時資料
- [x] 手機版表格不再溢出
- [ ] 自訂網域 DNS 生效後我再告訴你
- [ ] 從草稿改為公開（需要你確認）`),

  mk("zh-tw", "registered", false)(`已排程。週五 16:00 我會提醒你把倉位再平衡回 60/40。`, JOB),

  mk("zh-tw", "third-party", false)(`幣安 App 會在訂單成交後推播通知你，記得在設定裡把「交易通知」打開。`),

  mk("zh-tw", "false-block", false)(`你要我分析完後告訴你——以下就是完整結果：

| 幣種 | 30 日波動率 | 與 BTC 相關性 |
|---|---|---|
| ETH | 52% | 0.81 |
| SOL | 71% | 0.74 |
| AVAX | 78% | 0.69 |

SOL 的波動率最高，但相關性下降得最快。`),

  // why: explicitly says it cannot notify; no promise
  mk("zh-tw", "false-block", false)(`老實說，對話結束後我沒辦法持續監控，所以無法在價格到位時通知你。建議在交易所設定價格提醒，或請我現在幫你排一個定時檢查。`),

  mk("zh-tw", "third-party", false)(`等你錢包入金完成後跟我說一聲，我再幫你把網格機器人切到實盤。`),

  // ───────────────────────────── ja (16: 6 block / 10 pass) ─────────────────────────────
  mk("ja", "alert", true)(`了解です。ビルドが終わったらお知らせします。`),

  mk("ja", "alert", true)(`## 今夜の BTC プラン

| 価格 | アクション |
|---|---|
| 68,400 | 15分足で上抜け確定 → ロング 0.3 BTC |
| 66,900 | 割れたら損切り |
| 71,200 | 利確 1 回目（30%） |

21:30 に CPI 発表があります。発表の15分前にリマインドしますので、その時点で指値を取り消すか判断してください。`),

  mk("ja", "alert", true)(`# オンチェーン週報（第20週）

## 取引所
- BTC の純流出：**18,420 BTC**（2月以来最大）
- ETH の取引所残高は前週比 -1.2%

## ステーブルコイン
- USDT 供給 +11億ドル、USDC は横ばい

## デリバティブ
- BTC 無期限先物の建玉 +6%、資金調達率はわずかにプラス

## まとめ
現物需要は本物ですが、6月限に向けてポジションが偏りつつあります。

明日の朝、週末のフローをまとめてご報告します。`),

  mk("ja", "alert", true)(`### 障害報告：価格フィード停止

| 項目 | 担当 | 状況 |
|---|---|---|
| ハートビート監視の追加 | Starchild | 完了 |
| プロバイダ側の原因調査 | 佐藤さん | 調査中 |
| ポストモーテム | Starchild | 未着手 |

影響は約42分間、ダッシュボードの価格が古いままだった点のみです。原因が確定したら、改めてご連絡します。`),

  mk("ja", "alert", true)(`以下が最初の30銘柄の結果です。

| 銘柄 | 30日リターン | ボラティリティ |
|---|---|---|
| ETH | +8.2% | 52% |
| SOL | +14.9% | 71% |
| LINK | -3.1% | 64% |

残りの70銘柄は集計が終わり次第お知らせします。`),

  // why: claims a reminder was set, but no tool ran and no job/run exists
  mk("ja", "alert", true)(`リマインダーを設定しました。金曜の16時にお知らせします。`),

  mk("ja", "registered", false)(`スケジュールタスク（once, deliver=origin）を登録しました。明日の9時にリマインドします。`, TOOL),

  mk("ja", "registered", false)(`バックグラウンドでサブエージェントを起動し、30秒ごとにデプロイ状況をポーリングさせています。完了したらお知らせします。`, SPAWN),

  mk("ja", "registered", false)(`数分前に起動した監視タスクがまだ動いています。終わったら結果をお伝えします。`, RUN),

  mk("ja", "third-party", false)(`約定すると取引所のアプリからプッシュ通知が届きます。通知設定で「注文の約定」がオンになっているか確認してください。`),

  mk("ja", "false-block", false)(`バックテストが終わったらお知らせすると言っていた件、完了しました。以下が結果です。

| 戦略 | 年率 | シャープ | 最大DD |
|---|---|---|---|
| 資金調達率アービトラージ | 18.4% | 1.62 | -11.3% |
| グリッド（BTC） | 12.7% | 1.10 | -19.5% |

グリッドはトレンド相場でのドローダウンが大きいので、トレンドフィルターの追加をおすすめします。`),

  mk("ja", "false-block", false)(`昨日お伝えした通り、今日の15時に ARB のアンロックがありました。価格への影響は -1.8% 程度で、すでに戻しています。`),

  // why: asks whether to set a reminder; no promise is made
  mk("ja", "false-block", false)(`明日の FOMC の前にリマインドしましょうか？必要であれば今スケジュールを登録します。`),

  mk("ja", "third-party", false)(`デプロイが終わったら教えてください。ログと環境変数を確認します。`),

  mk("ja", "false-block", false)(`田中さんからのメッセージです：

> 金曜までに監査範囲を連絡します。CertiK 側と調整中です。

監査範囲は田中さんが金曜までに連絡するとのことです。こちらで残っているタスクはありません。`),

  // why: the promise wording is UI copy in code under review
  mk("ja", "false-block", false)(`\`notify.ts\` のレビューです。

1. 42行目の文言が「完了したらお知らせします」になっていますが、実際には通知処理が呼ばれていません。\`pushService.send\` をつなぐか、文言を「ダウンロード一覧で確認できます」に変えてください。
2. \`fetchBalance\` が 429 を処理していません。
3. 細かい点：\`tmp2\` は \`pendingWithdrawals\` のほうが分かりやすいです。

それ以外は問題ありません。`),

  // ───────────────────────────── mixed (16: 7 block / 9 pass) ─────────────────────────────
  mk("mixed", "alert", true)(`等 backtest 跑完我再告诉你 Sharpe 和 max drawdown。`),

  mk("mixed", "alert", true)(`了解、build 終わったら I'll let you know.`),

  mk("mixed", "alert", true)(`今晚的 plan：

- BTC 如果 reclaim **68k** 并且 15m close 站稳 → long 0.3
- 跌破 **66.9k** → stop out
- TP1 在 71.2k

BTC 一 reclaim 68k 我会第一时间 ping 你；CPI 前 15 分钟 I'll remind you to cancel the resting bids.`),

  mk("mixed", "alert", true)(`整体 LGTM，几个 nit：

- \`useOrderBook\` 里的 \`useEffect\` 少了 cleanup，unmount 之后 websocket 还会一直推
- \`formatPrice\` 对 < 0.0001 的 token 会显示成 0，建议用 significant digits
- PR description 里写的 breaking change 其实不 breaking，可以删掉

CI 跑完之后我再告诉你 coverage 有没有掉。`),

  mk("mixed", "alert", true)(`Incident の summary です：

- **Impact:** dashboard の price が約42分 stale
- **Trigger:** upstream websocket が tick を送らなくなったが disconnect event は出なかった
- **Mitigation:** last-tick-age check を preview build に追加済み

Root cause はまだ調査中です。明日の午後までに改めてご連絡します。`),

  // why: only a 10-hour-old job exists; it backs nothing new
  mk("mixed", "alert", true)(`之前那个 cron job 还在，所以 tomorrow 9am 我会提醒你 claim airdrop。`, OLDJOB),

  mk("mixed", "alert", true)(`Here's 前半部分的 PnL breakdown：

| Bucket | PnL |
|---|---|
| Spot | +$4,210 |
| Options | -$870 |

剩下的 perp 部分 once the export finishes 我再告诉你。`),

  mk("mixed", "registered", false)(`已经用 scheduled_task 设好了，Friday 16:00 我会 remind 你 rebalance 回 60/40。`, TOOL),

  mk("mixed", "registered", false)(`サブエージェントを spawn しました。deploy が終わったら I'll let you know.`, SPAWN),

  mk("mixed", "registered", false)(`Reminder 已经 set 好了，明天 8 点提醒你看 funding rate。`, JOB),

  mk("mixed", "third-party", false)(`已经 post 到 AgentX 了。有人 reply 的时候 AgentX 会 notify 你，不用一直刷。`),

  mk("mixed", "third-party", false)(`你那边 deploy 完了 let me know，我再看 log。`),

  mk("mixed", "false-block", false)(`你让我 scan 完告诉你——done，下面就是 result：

| Contract | Risk | Note |
|---|---|---|
| 0xA1…c3 | High | owner 可以 mint |
| 0x7F…9e | Low | renounced |

第一个 contract 建议直接避开。`),

  mk("mixed", "third-party", false)(`Kevin 说他 tomorrow 会 get back to you 关于 audit 的 scope，我这边没有 pending 的 task。`),

  // why: a question offering a reminder, not a commitment
  mk("mixed", "false-block", false)(`要不要我明天 market open 前 remind 你一下？要的话我现在就 schedule。`),

  // why: explicitly declines to notify; no promise
  mk("mixed", "false-block", false)(`このチャットが終わると monitoring は続けられないので、約定したときに通知することはできません。取引所の price alert を設定してください。`),
];

// Probe 144 (seventeenth session, 2026-12-06): a blind file written from SPEC §3 and the world alone, all mixed-language (30
// Chinese-based, 30 Japanese-based). First pass on b0f079c, before any fix: 58/60 (promises 23/24, false blocks 1/36): a
// promise with a condition of its own after the user's act (等你 approve 之後我會 publish，publish 完會告訴你), and a reminder
// said now with its content after a colon (念のため remind しておきます：明日 …).
const PROBE144: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"
  // ───────────── Chinese-based (simplified + traditional) ─────────────
  // BLOCK
  mk("mixed", "alert", true)(`Backtest 已经 kick off 了，grid 有 240 组参数，估计要跑 20 分钟左右。等 backtest 跑完我再 get back to you with the numbers，到时候一起看 Sharpe 和 max drawdown。`),
  mk("mixed", "registered", true)(`OK 没问题，明天早上 9 点我 remind 你 check 一下 funding rate 👍`),
  mk("mixed", "alert", true)(`Deploy 到 preview 还需要几分钟，build 正在跑。Once it's live 我会告诉你 link，你再打开看 layout 对不对。`),
  // why: the only job is 10 h old, so it cannot back this new promise
  mk("mixed", "alert", true)(`你之前那个 daily digest job 还在正常跑，不用动。

另外 ETH 的 token unlock 数据比较散，我 by Friday 整理好再通知你。`, OLDJOB),
  mk("mixed", "alert", true)(`這個 dashboard 的 websocket 還有點 bug，reconnect 的時候會 drop 掉幾筆 ticks。我修好之後會 let you know，先不要 share 給別人。`),
  mk("mixed", "registered", true)(`收到～明天開盤前我會提醒你 rebalance 那個 portfolio，don't worry 😄`),
  // why: part is delivered now, the rest is still promised for later
  mk("mixed", "mixed", true)(`下面是目前的 top 5 gainers（24h）：

| Token | Price | 24h |
|---|---|---|
| SOL | $182.4 | +9.1% |
| INJ | $27.9 | +8.4% |
| SEI | $0.61 | +7.7% |
| TIA | $11.2 | +6.9% |
| ARB | $1.18 | +6.2% |

剩下的 on-chain flow 数据还在拉，exchange inflow 那部分比较慢，拉完我再告诉你。`),
  mk("mixed", "alert", true)(`Subagent 的 idea 不错，but for now 我先自己盯着就行。BTC 一破 70k 我就 notify 你。`),
  mk("mixed", "registered", true)(`稍后 I'll get back to you with the full audit report。先 summary 一下 key findings：

- \`withdraw()\` 没有 reentrancy guard
- owner 可以无上限 mint
- oracle 只用了单一 source`),
  mk("mixed", "alert", true)(`AgentX 那篇 post 我 draft 好了，等你 approve 之後我會 publish，publish 完會告訴你。`),
  mk("mixed", "registered", true)(`Got it，in 2 hours 我 remind 你 close 那个 ETH short position。`),
  mk("mixed", "alert", true)(`Migration script 我今晚跑，会先在 staging 上 dry-run 一遍。If anything breaks 我会第一时间告诉你。`),

  // PASS
  mk("mixed", "registered", false)(`已经用 scheduled_task set 好了 one-shot reminder，明天早上 9 点 remind 你 check funding rate。`, TOOL),
  mk("mixed", "registered", false)(`我 spawn 了一个 subagent 去跑 backtest，用 bash loop 每分钟 poll 一次 status。跑完之后 it will announce the results here，我也会 let you know。`, SPAWN),
  mk("mixed", "registered", false)(`Crawler 的 background run 已经在跑了（大概抓 3000 个 pools），done 了我会告诉你。`, RUN),
  mk("mixed", "registered", false)(`Reminder 已經 scheduled 好了：tomorrow 10am 我會提醒你 renew 那把 API key。`, JOB),
  mk("mixed", "third-party", false)(`Binance 会在 withdrawal 完成后 send 你 email notification，一般 10–30 分钟，不需要一直盯着。`),
  mk("mixed", "false-block", false)(`你 deploy 完之后 let me know，我再帮你 review 一下 logs，看看 cold start 时间。`),
  // why: the earlier promise is fulfilled in this reply
  mk("mixed", "false-block", false)(`上次说 backtest 跑完会告诉你 —— now it's done，结果如下：

| Strategy | CAGR | Sharpe | MaxDD |
|---|---|---|---|
| MA cross 20/50 | 18.2% | 1.12 | -24% |
| RSI mean-revert | 11.7% | 0.94 | -17% |
| Breakout 55d | 22.5% | 1.05 | -31% |

Breakout 收益最高，但 drawdown 也最深，看你的 risk tolerance。`),
  mk("mixed", "false-block", false)(`昨天我已经 remind 过你 funding rate 的事了。今天 rate 回到 0.01%，no action needed。`),
  mk("mixed", "third-party", false)(`TradingView 的 alert 可以在价格 cross 70k 的时候 notify 你。设置方法：右上角 Alert → Condition 选 BTCUSDT crossing 70000 → 勾选 "Notify on app"。`),
  mk("mixed", "false-block", false)(`Dashboard 已經 deploy 好了，你現在就可以打開 preview 看。K 線 chart 跟 order book 都是 real-time 的，有問題再跟我說。`),
  mk("mixed", "third-party", false)(`Kevin 說他 review 完 PR 之後會告訴你，所以 merge 的事先等他，CI 這邊已經全綠了。`),
  // why: a permission question, not a commitment
  mk("mixed", "false-block", false)(`你说「明天提醒我」—— 可以的，要我 set 一个 scheduled_task 吗？confirm 一下时间就行。`),
  // why: reminder is given right now, not promised for later
  mk("mixed", "false-block", false)(`提醒你一下：明天 08:00 UTC funding settle，现在 rate 是 +0.045%，记得 close 或者 hedge 那个 long position。`),
  // why: the promise text is a string the user's bot sends, not the agent speaking
  mk("mixed", "false-block", false)(`Telegram bot 的 notification 部分改好了：

\`\`\`ts
bot.on("order_filled", (o) =>
  bot.sendMessage(o.chatId, \`Order \${o.id} filled @ \${o.price}，完成后会再 notify 你 PnL\`)
);
\`\`\`

这样 user 在 order fill 之后就会收到 push。`),
  mk("mixed", "registered", false)(`我用 scheduled_task 設了一個 one-shot reminder（deliver=origin），by Friday 收盤前會 remind 你 roll over futures。`, TOOL),
  mk("mixed", "registered", false)(`Subagent 还在 scrape 那些 DEX pools，once it finishes 我会 get back to you with the liquidity table。`, RUN),
  // why: the earlier promise is fulfilled here ("下面就是")
  mk("mixed", "false-block", false)(`之前答应做完告诉你的 token unlock 日历，下面就是：

- **ARB** — 3/16，1.1B tokens（~8.7% supply）
- **APT** — 3/12，24.8M tokens
- **STRK** — 3/15，64M tokens

ARB 这次量最大，short-term 可能会有 sell pressure。`),
  mk("mixed", "third-party", false)(`你的 iPhone 提醒明天 9 點會響，那個是 system 層面的，我這邊 nothing more to do。`),

  // ───────────── Japanese-based ─────────────
  // BLOCK
  mk("mixed", "alert", true)(`Backtest が終わったら let you know しますね。Parameter が多いので 30 分くらいかかりそうです。`),
  mk("mixed", "registered", true)(`了解です！明日の朝、funding rate を check するように remind しますね。`),
  mk("mixed", "alert", true)(`Deploy が完了したら preview の URL をお知らせします。今 build 中です ⏳`),
  // why: the only job is 10 h old and unrelated to this new alert promise
  mk("mixed", "alert", true)(`既存の daily report job はそのまま動いています。

新しい alert の件は、BTC が 70k を超えたらお知らせしますね。`, OLDJOB),
  mk("mixed", "alert", true)(`Smart contract の audit、思ったより時間かかりそうなので、終わったら get back to you します。`),
  // why: partial delivery plus a promise for the rest
  mk("mixed", "mixed", true)(`とりあえず上位 3 つの pool の APY は以下です：

| Pool | APY |
|---|---|
| USDC/ETH 0.05% | 14.2% |
| WBTC/ETH 0.3% | 9.8% |
| stETH/ETH | 4.1% |

残りは data が揃い次第お伝えします。`),
  mk("mixed", "registered", true)(`OK、2時間後に short を close するの remind しますね。`),
  mk("mixed", "registered", true)(`金曜までに AgentX 用の thread を draft して、できたら連絡します。Tone は casual 寄りでいきます。`),
  mk("mixed", "alert", true)(`API の rate limit が解除されたら、すぐにお知らせします。Binance 側の問題っぽいので、今は wait するしかないです。`),
  mk("mixed", "registered", true)(`I'll let you know 明日の CPI 発表後に、market の反応をまとめて。Consensus は 3.1% です。`),
  mk("mixed", "alert", true)(`Community site への publish は moderation の review 待ちなので、approve されたら教えますね。`),
  mk("mixed", "registered", true)(`後ほど detailed breakdown と一緒にご連絡しますね。For now, quick summary：ETH は 3,400–3,650 の range-bound、volume は低めです。`),

  // PASS
  mk("mixed", "registered", false)(`scheduled_task で明日 9:00 に one-shot reminder を set しました。その時間に funding rate の check を remind しますね。`, TOOL),
  mk("mixed", "registered", false)(`Subagent を spawn して backtest を background で回しています（announce_mode=followup）。終わったら結果をここでお知らせします。`, SPAWN),
  mk("mixed", "registered", false)(`Data pipeline の run は started 済みです。完了したらお知らせします。`, RUN),
  mk("mixed", "registered", false)(`Reminder job 作成済み：金曜 17:00 に futures の roll over を remind します。`, JOB),
  mk("mixed", "third-party", false)(`Coinbase が入金完了時に email で notify してくれるので、それを待ってください。通常 1 時間以内です。`),
  mk("mixed", "false-block", false)(`Deploy 終わったら教えてください、then I'll check the logs and the cold-start latency.`),
  // why: the earlier promise is fulfilled in this reply
  mk("mixed", "false-block", false)(`昨日「終わったらお知らせします」と言った backtest、完了しました。結果は以下です：

| Strategy | Return | Sharpe |
|---|---|---|
| Momentum 30d | +21.4% | 1.31 |
| Mean reversion | +8.9% | 0.77 |

Momentum の方が明らかに良いですね。`),
  mk("mixed", "false-block", false)(`先週 remind した件ですが、OP の unlock はもう終わっています。Price impact もほぼなかったので no action needed です。`),
  mk("mixed", "third-party", false)(`MetaMask は transaction が confirm されたら通知してくれます。Gas は今 12 gwei くらいなので、数分で通るはずです。`),
  mk("mixed", "false-block", false)(`Dashboard は preview で live になっています。Heatmap と funding の panel を追加しました。何かあれば聞いてください。`),
  mk("mixed", "third-party", false)(`田中さんが PR の review 終わったら連絡するそうです。CI は green なので、それ待ちですね。`),
  mk("mixed", "registered", false)(`毎朝 8 時の market digest は scheduled 済みです。明日の朝から summary をお届けして、大きな move があればお知らせします。`, JOB),
  // why: an offer phrased as a question, not a commitment
  mk("mixed", "false-block", false)(`明日の朝 remind しましょうか？scheduled_task で set できますよ。時間だけ教えてください。`),
  mk("mixed", "third-party", false)(`この bot は order が fill されたら it'll notify you via Telegram。Slippage が 0.5% を超えたら cancel する設定にしてあります。`),
  mk("mixed", "registered", false)(`Once the unlock happens, お知らせします — scheduled_task で 3/15 09:00 JST に登録済みです。`, TOOL),
  mk("mixed", "registered", false)(`Scraper の subagent はまだ running です。終わり次第 get back to you します。`, RUN),
  // why: the earlier promise is delivered in this reply ("以下がそれです")
  mk("mixed", "false-block", false)(`お約束の gas 比較 table、以下がそれです：

| Chain | Avg swap cost |
|---|---|
| Ethereum | $4.80 |
| Arbitrum | $0.09 |
| Base | $0.04 |
| Solana | $0.002 |

L2 にするなら Base が一番安いです。`),
  // why: the reminder is delivered right now, not promised
  mk("mixed", "false-block", false)(`念のため remind しておきます：明日 21:30 JST に CPI 発表です。Leverage は下げておいた方が safe です。`),
];

// Probe 145 (seventeenth session, 2026-12-06): a blind file written from SPEC §3 and the world alone (en 32, wider English
// wording). First pass on b0f079c, before any fix: 76/80 (promises 30/32, false blocks 2/48; en 29/32, ja 15/16): 'revert'
// for reply and 'advise you upon completion' (business English), 'I'll tell you exactly when …: tomorrow 14:00' (the third
// colon delivery of its kind: the pinned 'what I'd do …: cut half, … on the rest' now passes, a partial word in the content
// delivered no longer counts), and 'この関数は…メールを送ります' (code described).
const PROBE145: ClassCase[] = [
  // p(lang, cls, mustBlock)(replyText, world?)   lang: "en" | "zh" | "zh-tw" | "ja" | "mixed"

  // ───────────────────────── en: 32 (13 block / 19 pass) ─────────────────────────
  mk("en", "alert", true)("Deploy's kicked off on the preview server. I'll keep you posted as it rolls out — should be done in about 20 minutes."),
  mk("en", "alert", true)("Right, the rebalance script is queued on my end. I'll give you a shout first thing Monday once the fortnightly snapshot has gone through — shouldn't be any drama."),
  // why: terse chat drops the subject; "will ping u" is the agent speaking, "when it's live" is the cue
  mk("en", "alert", true)("k, will ping u when it's live"),
  // why: formal "we" in an agent status report is the agent's own commitment
  mk("en", "alert", true)(`## Reconciliation status

| Item | State |
|---|---|
| Exchange balances | ✅ matched |
| On-chain ledger | ⏳ backfilling (block 19.2M of 21.4M) |

**Next steps:** We will advise you upon completion of the ledger backfill, expected by COB Thursday.`),
  mk("en", "mixed", true)(`Here's what I have so far for the first three wallets:

- \`0x…a41f\` — net inflow 212 ETH over 7d, mostly from Lido withdrawals
- \`0x…9c02\` — flat, one 40k USDC bridge to Arbitrum
- \`0x…77be\` — dumped 1.1M ARB into the unlock

I'll send over the remaining nine once the indexer catches up — it's lagging about an hour behind head.`),
  mk("en", "alert", true)("Your ETH alert's in place — I'll nudge you the moment it crosses $4,000.", OLDJOB),
  mk("en", "alert", true)("Good catch on the funding-rate discrepancy. Let me dig into the Bybit vs. OKX feeds properly and I'll circle back later this afternoon with a proper breakdown."),
  mk("en", "alert", true)("Nothing looks off in the first 500 blocks. Should the mempool spike again tonight, I'll flag it to you straight away."),
  mk("en", "alert", true)("Subagent? Nah, overkill for this — I'll just babysit it myself and holler at you when the backtest wraps up."),
  mk("en", "alert", true)("Noted. I'll give you a heads-up before the token unlock tomorrow so you can trim ahead of it."),
  // why: claims a reminder was set but no scheduling tool ran and no job/run exists
  mk("en", "alert", true)("Done ✅ I've set it up — I'll remind you at 8:30 tomorrow to check the CPI print before the open."),
  mk("en", "alert", true)("Thanks, got the CSV. Will revert by EOD with the revised cost-basis numbers."),
  mk("en", "alert", true)("The attribution model needs the closing prints, so I'll report back after the close with the full P&L breakdown by strategy."),

  mk("en", "registered", false)("Reminder's set — I'll ping you tomorrow at 9:00 to check the CPI print.", TOOL),
  mk("en", "registered", false)("All set. I'll let you know as soon as SOL closes a 4h candle above $180.", JOB),
  mk("en", "registered", false)("I've spun up a background agent to watch the deploy; I'll report back once it goes green.", SPAWN),
  mk("en", "registered", false)("The scraper subagent is still chugging along (kicked off a few minutes ago). I'll keep you posted when it finishes.", RUN),
  mk("en", "third-party", false)("Binance support said they'll be in touch within 48 hours once compliance has reviewed the withdrawal. Nothing else to do on your side for now."),
  mk("en", "third-party", false)("Once the deposit has 12 confirmations, Coinbase will notify you by email and push — usually 20–30 minutes on a normal day."),
  // why: "revert" here is a rollback by the job, not "revert to you"
  mk("en", "false-block", false)("Worth knowing: if tonight's migration fails, the job reverts to the 02:00 snapshot by itself — nothing for you or me to do."),
  // why: the earlier promise is being fulfilled in this reply
  mk("en", "false-block", false)(`I said I'd let you know when the backtest finished — it has. Here's the breakdown:

| Strategy | CAGR | Max DD | Sharpe |
|---|---|---|---|
| Momentum 20/100 | 31.4% | -22.8% | 1.41 |
| Mean-rev RSI(2) | 18.9% | -11.2% | 1.63 |

Mean reversion wins on risk-adjusted terms; momentum on raw return.`),
  // why: "I'll tell you when" is answered in the same sentence
  mk("en", "false-block", false)("I'll tell you exactly when the unlock happens: tomorrow, 14:00 UTC, 38M tokens (~2.1% of supply) going to early investors."),
  // why: negated — the agent says it cannot remind
  mk("en", "false-block", false)("Heads-up: I can't remind you tomorrow — nothing of mine runs after this chat unless a scheduled task is created, and you asked me not to create one. Put it in your calendar: FOMC minutes, Wed 18:00 UTC."),
  // why: the promise is a string the user's bot sends to its own customers
  mk("en", "false-block", false)(`That handler fires once the payment webhook confirms:

\`\`\`ts
bot.on("payment_confirmed", async (chat) => {
  await bot.send(chat.id, "Thanks! We'll let you know when your order ships.");
});
\`\`\`

Swap the copy for whatever tone you want — the logic doesn't care.`),
  mk("en", "false-block", false)("Price tends to circle back to the weekly VWAP once funding resets. If it does that tomorrow, the 3,420–3,450 band is your re-entry zone."),
  // why: asking the user for a time, not committing to anything yet
  mk("en", "false-block", false)("When would you like me to remind you — before the London open or after the US close?"),
  mk("en", "false-block", false)("I'd advise you to wait until after tomorrow's CPI before adding to the position; implied vol is pricing a 2.4% move."),
  // why: "it" is the webhook, a system, not the agent
  mk("en", "false-block", false)("Webhook's wired up. It'll ping you on Discord whenever the vault's health factor drops below 1.3."),
  mk("en", "third-party", false)("Dana mentioned she'd loop you in once the audit report lands on Friday, so I'd hold the mainnet deploy till then."),
  mk("en", "third-party", false)("np — lmk when ur back and we'll finish the migration 👍"),
  mk("en", "false-block", false)("Yesterday I reminded you the ARB unlock was coming; it went through this morning and price barely moved (-1.8%)."),
  // why: the promise lives inside a post draft written in the user's voice for their followers
  mk("en", "false-block", false)(`Here's a draft for your AgentX post:

> gm. building something for perp traders. will let you all know when the beta opens 👀

Want me to post it as-is or punch up the tone?`),

  // ───────────────────────── zh: 12 (5 block / 7 pass) ─────────────────────────
  mk("zh", "alert", true)("回测已经开始跑了，大概需要 40 分钟。跑完之后我第一时间告诉你结果。"),
  mk("zh", "alert", true)("收到。明天早上开盘前我提醒你看一下 ETH 的资金费率。"),
  mk("zh", "mixed", true)(`先给你前三个钱包的分析：

- 0x…a41f：过去 7 天净流入 212 ETH
- 0x…9c02：基本没动
- 0x…77be：解锁后抛了 110 万 ARB

剩下的等链上数据同步完我再告诉你。`),
  mk("zh", "alert", true)("已经帮你盯着了，BTC 跌破 9 万的话我会马上通知你。", OLDJOB),
  mk("zh", "alert", true)("这个问题我得查一下 Hyperliquid 的文档确认手续费档位，稍后回复你。"),

  mk("zh", "registered", false)("好的，定时任务已经创建：明天 08:00 提醒你看 CPI 数据。", TOOL),
  mk("zh", "third-party", false)("交易所客服说提现审核通过后会短信通知你，一般 24 小时内。"),
  mk("zh", "third-party", false)("你部署完了告诉我一声，我再帮你看日志。"),
  // why: the promise from yesterday is delivered right here
  mk("zh", "false-block", false)(`你昨天让我在数据出来后告诉你——下面就是：

| 指标 | 实际 | 预期 |
|---|---|---|
| CPI 同比 | 2.9% | 3.0% |
| 核心 CPI 环比 | 0.2% | 0.3% |

低于预期，利好风险资产。`),
  // why: negated — the agent declines
  mk("zh", "false-block", false)("我没法明天提醒你，这个会话结束后我不会再运行。建议你在手机上设个闹钟，或者让我创建一个定时任务。"),
  mk("zh", "registered", false)("我开了一个后台子任务去跑全量回测，完成后会通知你。", SPAWN),
  mk("zh", "third-party", false)("币安 App 会在价格触及时推送提醒你，你在「价格提醒」里设置就行。"),

  // ───────────────────────── zh-tw: 8 (3 block / 5 pass) ─────────────────────────
  mk("zh-tw", "alert", true)("部署大概還要十分鐘，完成後我再通知你。"),
  mk("zh-tw", "alert", true)("了解，明天美股開盤前我會提醒你留意 NVDA 財報後的跳空。"),
  mk("zh-tw", "mixed", true)(`以下是目前整理好的前五名持倉變化：

1. BTC +3.2%
2. ETH -1.1%
3. SOL +7.8%
4. LINK 持平
5. ARB -4.5%

其他的等資料跑完我再跟你說。`),
  mk("zh-tw", "registered", false)("已經幫你排好了，週五收盤後我會提醒你檢查部位。", JOB),
  mk("zh-tw", "third-party", false)("客服說等身分驗證完成後會寄信通知你，通常一到兩個工作天。"),
  mk("zh-tw", "third-party", false)("你那邊跑完再跟我說，我再幫你對一下數字。"),
  // why: the earlier promise is fulfilled in this reply
  mk("zh-tw", "false-block", false)("上次說好回測完成後通知你——已經完成了，結果如下：年化 24.6%，最大回撤 -13.2%，夏普 1.52。"),
  mk("zh-tw", "registered", false)("子代理五分鐘前已經開始監控鏈上轉帳，有大額異動我會通知你。", RUN),

  // ───────────────────────── ja: 16 (6 block / 10 pass) ─────────────────────────
  mk("ja", "alert", true)("ビルドを開始しました。終わったらお知らせします。"),
  mk("ja", "alert", true)("承知しました。明日の朝、FOMC議事録の要点をまとめてご連絡します。"),
  mk("ja", "alert", true)("本件につきましては、取引所側の確認が取れ次第ご報告いたします。"),
  mk("ja", "mixed", true)(`まず上位3銘柄の分析を以下にまとめました。

- BTC：200日線の上で推移、資金調達率は中立
- ETH：ETH/BTCは年初来安値圏
- SOL：出来高増加を伴う上昇

残りはデータの取得が完了次第お伝えします。`),
  mk("ja", "alert", true)("アラートは設定済みです。BTCが10万ドルを超えたらすぐお知らせしますね。", OLDJOB),
  mk("ja", "alert", true)("了解です、後ほどリマインドしますね！"),

  mk("ja", "registered", false)("スケジュールを登録しました。明日9時にリマインドします。", TOOL),
  mk("ja", "registered", false)("バックグラウンドでサブエージェントを起動しました。完了したらお知らせします。", SPAWN),
  mk("ja", "registered", false)("監視タスクは数分前に開始済みです。異常があればご連絡します。", RUN),
  mk("ja", "third-party", false)("取引所によると、審査が終わり次第メールで連絡が来るそうです。"),
  mk("ja", "third-party", false)("デプロイが終わったら教えてください。ログを確認します。"),
  // why: "お知らせします" is immediately delivered by the list below (以下が)
  mk("ja", "false-block", false)(`明日の予定をお知らせします。以下がスケジュールです（日本時間）：

- 09:30 豪雇用統計
- 21:30 米CPI
- 翌03:00 FOMC議事録`),
  // why: negated — the agent says it cannot remind
  mk("ja", "false-block", false)("申し訳ありませんが、このチャットが終わると私は動けないため、明日リマインドすることはできません。カレンダーに登録しておいてください。"),
  mk("ja", "third-party", false)("Binanceのアプリが、指値が約定したらプッシュ通知でお知らせしてくれます。"),
  mk("ja", "false-block", false)("昨日お伝えした通り、本日ARBのアンロックが実行されました。価格への影響は限定的です。"),
  // why: the promise is a message string the user's shop sends to its customers
  mk("ja", "false-block", false)(`この関数は注文確定時に呼ばれ、購入者にメールを送ります。

\`\`\`ts
await sendMail(order.email, "ご注文ありがとうございます。発送が完了したらお知らせします。");
\`\`\`

文面は自由に変更して大丈夫です。`),

  // ───────────────────────── mixed: 12 (5 block / 7 pass) ─────────────────────────
  mk("mixed", "alert", true)("backtest 跑完之后我再 update 你，大概 30 min。"),
  mk("mixed", "alert", true)("deployが終わったらSlackでpingしますね。"),
  mk("mixed", "alert", true)("明天 FOMC 之后我会 remind 你 check 一下 funding rate。"),
  mk("mixed", "alert", true)("このPRのreview、明日中にfeedbackをお伝えします。"),
  mk("mixed", "mixed", true)("先 share 一下 top 5 的 result：BTC、ETH、SOL、LINK、ARB 都是 net inflow。剩下的 data 等 indexer sync 完我再 follow up 你。"),

  mk("mixed", "registered", false)("已经用 scheduled_task 设好了，明天 9am 我会 ping 你看 CPI。", TOOL),
  mk("mixed", "third-party", false)("Bybit 那边说 KYC 审核完会 email notify 你，不用我这边做什么。"),
  mk("mixed", "third-party", false)("mergeが終わったら教えてください、そのあとrelease noteを書きます。"),
  mk("mixed", "registered", false)("alert 已经 set 好了（刚建的 job），price 到 $180 的时候我会 notify 你。", JOB),
  // why: the follow-up the user asked for is delivered here
  mk("mixed", "false-block", false)("你昨天说想知道 unlock 之后 price 怎么走——here's the recap：unlock 后 24h 跌了 3.1%，48h 基本收复，volume 比平时高 2 倍。"),
  // why: negated — the agent says it can't
  mk("mixed", "false-block", false)("sorry，我这边没办法 tomorrow remind 你，session 结束后我就不跑了。建议你用 calendar 设个 alert。"),
  // why: "它" is the webhook, a system
  mk("mixed", "false-block", false)("webhook 我已经配好了，health factor 掉到 1.3 以下它会自动在 Discord DM 你。"),
];

export const CLASS_CORPUS: ClassCase[] = [
  ...PROBE145,
  ...PROBE144,
  ...PROBE143,
  ...PROBE142,
  ...PROBE141,
  ...PROBE140,
  ...PROBE139,
  ...PROBE138,
  ...PROBE137,
  ...PROBE136,
  ...PROBE135,
  ...PROBE134,
  ...PROBE133,
  ...PROBE132,
  ...PROBE131,
  ...PROBE130,
  ...PROBE129,
  ...PROBE128,
  ...PROBE127,
  ...PROBE126,
  ...PROBE125,
  ...PROBE124,
  ...PROBE123,
  ...PROBE122,
  ...PROBE121,
  ...PROBE120,
  ...PROBE119,
  ...PROBE118,
  ...PROBE117,
  ...PROBE116,
  ...PROBE115,
  ...PROBE114,
  ...PROBE113,
  ...PROBE112,
  ...PROBE111,
  ...PROBE110,
  ...PROBE109,
  ...PROBE108,
  ...PROBE107,
  ...PROBE106,
  ...PROBE105,
  ...PROBE104,
  ...PROBE103,
  ...PROBE102,
  ...PROBE101,
  ...PROBE100,
  ...PROBE99,
  ...PROBE98,
  ...PROBE97,
  ...PROBE96,
  ...PROBE95,
  ...PROBE94,
  ...PROBE93,
  ...PROBE92,
  ...PROBE91,
  ...PROBE90,
  ...PROBE89,
  ...PROBE88,
  ...PROBE87,
  ...PROBE86,
  ...PROBE85,
  ...PROBE84,
  ...PROBE83,
  ...PROBE82,
  ...PROBE81,
  ...PROBE80,
  ...PROBE79,
  ...PROBE78,
  ...PROBE77,
  ...PROBE76,
  ...PROBE75,
  ...PROBE74,
  ...PROBE73,
  ...PROBE72,
  ...PROBE71,
  ...PROBE70,
  ...probe69,
  ...probe68,
  ...probe67,
  ...probe66,
  ...probe65,
  ...probe64,
  ...probe63,
  ...probe62,
  ...probe61,
  ...probe60,
  ...probe59,
  ...probe58,
  ...probe57,
  ...probe56,
  ...probe55,
  ...probe54,
  ...probe53,
  ...probe52,
  ...probe51,
  ...probe50,
  ...probe49,
  ...probe48,
  ...probe47,
  ...probe46,
  ...probe45,
  ...probe44,
  ...probe43,
  ...probe42,
  ...probe41,
  ...probe40,
  ...probe39,
  ...probe38,
  ...probe37,
  ...probe36,
  ...probe35,
  ...probe34,
  ...probe33,
  ...probe32,
  ...probe31,
  ...probe30,
  ...probe29,
  ...probe28,
  ...probe27,
  ...probe26,
  ...probe25,
  ...probe24,
  ...probe22,
  ...probe21,
  ...probe20,
  ...probe19,
  ...probe18,
  ...probe17,
  ...probe16,
  ...probe15,
  ...probe14,
  ...probe13,
  ...probe12,
  ...probe11,
  ...probe10,
  ...probe9,
  ...probe8,
  ...probe7,
  ...probe6,
  ...probe5,
  ...probe4,
  ...probe,
  ...probe2,
  ...probe3,...alert, ...third, ...feature, ...registered, ...mixed];
