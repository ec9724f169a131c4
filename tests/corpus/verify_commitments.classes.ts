// verify_commitments, the classes of issue #13, written BEFORE the fixes for them (first-pass scores
// in the commit message): alerts stated as set up that promise a ping, code-switching inside one
// sentence, subjects that are not the agent (third parties, apps, the user, "it" for a system),
// features explained, already-registered reminders described. English, Chinese (simplified and
// traditional), Japanese and a mixed-language slice of ≥ 60 replies.
import type { World } from "./verify_commitments";

type ClassLang = "en" | "zh" | "zh-tw" | "ja" | "mixed";
type PromiseClass = "alert" | "mixed" | "third-party" | "feature" | "registered";

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

// ---------------------------------------------------------------- blind probe batch (written after the fixes, scored once before any change)
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

// ---------------------------------------------------------------- second blind probe, zh / ja / en (scored once before any change)
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

// ---------------------------------------------------------------- sixth probe (blind, mixed-language, scored once before any change: 14/14)
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

// ---------------------------------------------------------------- ninth probe (blind, Japanese, scored once before any change: 16/16)
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

export const CLASS_CORPUS: ClassCase[] = [
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
