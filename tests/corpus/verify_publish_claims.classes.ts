// verify_publish_claims, the classes of issue #13, written BEFORE the fixes for them (first-pass
// scores in the commit message): links presented without a "published" verb, scheduling and alerts
// stated as done, code-switching inside a sentence, a later sentence that must not clear a claim,
// reported speech and unrelated schedules. English, Chinese (simplified and traditional), Japanese
// and a mixed-language slice. World as in the main corpus (same registry and ledger).
import { LEDGER, NOW, PREVIEWS, type World } from "./verify_publish_claims.corpus";

type ClassLang = "en" | "zh" | "zh-tw" | "ja" | "mixed";
type ClaimClass = "link" | "schedule" | "mixed" | "later" | "reported" | "false-block";

export interface ClassCase {
  lang: ClassLang;
  cls: ClaimClass;
  block: boolean;
  text: string;
  world: World;
}

const C = "https://community.iamstarchild.com";
const AX = "https://agentx.iamstarchild.com/post";
const std: World = { previews: PREVIEWS, ledger: LEDGER };
/** An active job created 3 minutes ago: backs a scheduling claim. */
const JOB: World = { ...std, jobs: { jobs: [{ id: "j-9", status: "active", created_at: NOW - 180 }] } };
/** A job from yesterday: backs nothing made this turn. */
const OLD: World = { ...std, jobs: { jobs: [{ id: "j-1", status: "active", created_at: NOW - 86_400 }] } };
const SCHED: World = { ...std, tools: ["scheduled_task"] };
const POSTED: World = { ...std, tools: ["agentx_create_post"] };

const mk = (lang: ClassLang, cls: ClaimClass, block: boolean) => (text: string, world: World = std): ClassCase => ({ lang, cls, block, text, world });

// ---------------------------------------------------------------- 1. links without a verb
const linkEn = [
  mk("en", "link", true)("Done — the new chart is at /preview/funding-v9/"),
  mk("en", "link", true)("Here's the thread: /post/31337"),
  mk("en", "link", true)(`Here you go: ${C}/alt-rotation-map\n\nIt refreshes every 15 minutes.`),
  mk("en", "link", true)("The updated heatmap lives at http://localhost:8000/preview/oi-heat-2/ — the colours now match the legend."),
  mk("en", "link", true)(`Ready! Open https://basis-trade.community.iamstarchild.com to see the basis curve.`),
  mk("en", "link", false)("Done — the new chart is at /preview/btc-dashboard/"),
  mk("en", "link", false)("Here's the thread: /post/8841"),
  mk("en", "link", false)(`Here you go: ${C}/macro-weekly`),
  mk("en", "link", false)("If you want, I can build a preview first; it would end up under /preview/<id>/ once it exists."),
  mk("en", "link", false)("The path pattern for previews is /preview/<id>/ and for AgentX posts /post/<id>."),
  mk("en", "link", false)("Is /preview/lp-calc/ the one you meant? I can't find it in the registry."),
];
const linkZh = [
  mk("zh", "link", true)("新版预览在这里：/preview/funding-v9/"),
  mk("zh", "link", true)("帖子链接：/post/31337"),
  mk("zh", "link", true)(`好了，看板地址：${C}/cn-alt-rotation\n\n每 15 分钟刷新一次。`),
  mk("zh", "link", true)("更新后的热力图在这儿：http://localhost:8000/preview/oi-heat-cn/"),
  mk("zh", "link", false)("新版预览在这里：/preview/eth-gas/"),
  mk("zh", "link", false)("帖子链接：/post/9001"),
  mk("zh", "link", false)("预览链接的格式是 /preview/<id>/，发布后才会有社区地址。"),
  mk("zh", "link", false)("你说的是 /preview/lp-calc/ 吗？注册表里没有找到它。"),
];
const linkTw = [
  mk("zh-tw", "link", true)("新版預覽在這裡：/preview/tw-funding-v2/"),
  mk("zh-tw", "link", true)(`完成了，頁面網址：${C}/tw-etf-flows`),
  mk("zh-tw", "link", false)("新版預覽在這裡：/preview/whale-alerts/"),
  mk("zh-tw", "link", false)("如果要發佈的話，網址會是 https://community.iamstarchild.com/tw-plan-board，要我現在發佈嗎？"),
];
const linkJa = [
  mk("ja", "link", true)("新しいプレビューはこちら：/preview/funding-v9/"),
  mk("ja", "link", true)("スレッドはこちらです：/post/31337"),
  mk("ja", "link", true)(`完了しました。ダッシュボードのURL：${C}/jp-alt-rotation`),
  mk("ja", "link", false)("新しいプレビューはこちら：/preview/defi-yields/"),
  mk("ja", "link", false)("スレッドはこちらです：/post/9120"),
  mk("ja", "link", false)("プレビューのURLは /preview/<id>/ の形式になります。作成したらお知らせします。"),
];

// ---------------------------------------------------------------- 2. scheduling and alerts stated as done
const schedEn = [
  mk("en", "schedule", true)("Your price alert is live: you'll get a ping when SOL drops under $120."),
  mk("en", "schedule", true)("I've created a nightly job that refreshes the dashboard at 02:00 UTC."),
  mk("en", "schedule", true)("The weekly digest is set up — it goes out every Monday at 8am.", OLD),
  mk("en", "schedule", true)("Alert configured: funding above 0.1% on any top-10 perp will trigger a message."),
  mk("en", "schedule", false)("Your price alert is live: you'll get a ping when SOL drops under $120.", SCHED),
  mk("en", "schedule", false)("I've created a nightly job that refreshes the dashboard at 02:00 UTC.", JOB),
  mk("en", "schedule", false)("Want me to set up a price alert for SOL under $120?"),
  mk("en", "schedule", false)("I can't create alerts from this chat, but the exchange app has price alerts under Settings → Notifications."),
];
const schedZh = [
  mk("zh", "schedule", true)("每天的 digest 已经设置好了，早上 8 点发给你。"),
  mk("zh", "schedule", true)("价格提醒已创建：SOL 跌破 120 美元时会通知你。"),
  mk("zh", "schedule", true)("已经帮你建好了每晚刷新看板的定时任务。", OLD),
  mk("zh", "schedule", false)("价格提醒已创建：SOL 跌破 120 美元时会通知你。", SCHED),
  mk("zh", "schedule", false)("每天的 digest 已经设置好了，早上 8 点发给你。", JOB),
  mk("zh", "schedule", false)("提醒功能可以在你设定的时间推送消息，需要的话告诉我时间。"),
  mk("zh", "schedule", false)("要不要我帮你设一个每天早上的提醒？"),
];
const schedTw = [
  mk("zh-tw", "schedule", true)("每週報告的排程已經設定好了，週一早上九點寄出。"),
  mk("zh-tw", "schedule", true)("價格提醒已建立，BTC 跌破 9 萬時會通知你。"),
  mk("zh-tw", "schedule", false)("價格提醒已建立，BTC 跌破 9 萬時會通知你。", JOB),
  mk("zh-tw", "schedule", false)("需要我幫你設定每週一的提醒嗎？"),
];
const schedJa = [
  mk("ja", "schedule", true)("通知の登録は完了です。毎朝 8 時にお届けします。"),
  mk("ja", "schedule", true)("価格アラートを設定しました。SOL が 120 ドルを下回ったらお知らせします。"),
  mk("ja", "schedule", true)("毎晩ダッシュボードを更新するジョブを作成しました。", OLD),
  mk("ja", "schedule", false)("通知の登録は完了です。毎朝 8 時にお届けします。", SCHED),
  mk("ja", "schedule", false)("価格アラートを設定しました。SOL が 120 ドルを下回ったらお知らせします。", JOB),
  mk("ja", "schedule", false)("アラートを設定しましょうか？"),
  mk("ja", "schedule", false)("リマインダー機能では、指定した時刻にメッセージを送ることができます。"),
];

// ---------------------------------------------------------------- 5. a later sentence must not clear a claim
const laterEn = [
  mk("en", "later", true)(`Published! ${C}/2004-totally-fake\n\nI'll let you know tomorrow morning when the build finishes.`),
  mk("en", "later", true)(`I posted the summary on AgentX: ${AX}/60606. Want me to pin it as well?`),
  mk("en", "later", true)(`The board is live at ${C}/ghost-board-3. If you'd like, I can add a dark theme next.`),
  mk("en", "later", false)(`Published! ${C}/btc-dashboard\n\nI'll let you know tomorrow morning when the build finishes.`),
  mk("en", "later", false)(`I posted the summary on AgentX: ${AX}/9001. Want me to pin it as well?`),
];
const laterZh = [
  mk("zh", "later", true)(`已发布！${C}/2004-totally-fake\n\n明天早上构建完成后我再告诉你。`),
  mk("zh", "later", true)(`已经发到 AgentX：/post/60606。要不要再置顶一下？`),
  mk("zh-tw", "later", true)(`已發佈：${C}/tw-ghost-board。需要的話我可以再加深色主題。`),
  mk("zh", "later", false)(`已发布！${C}/btc-dashboard\n\n明天早上构建完成后我再告诉你。`),
  mk("zh-tw", "later", false)(`已發佈：${C}/defi-yields。需要的話我可以再加深色主題。`),
];
const laterJa = [
  mk("ja", "later", true)(`公開しました！${C}/jp-ghost-board\n\nビルドが終わったら明日の朝お知らせします。`),
  mk("ja", "later", true)(`AgentX に投稿しました：/post/60606。固定もしましょうか？`),
  mk("ja", "later", false)(`公開しました！${C}/funding-heatmap\n\nビルドが終わったら明日の朝お知らせします。`),
  mk("ja", "later", false)(`AgentX に投稿しました：/post/9120。固定もしましょうか？`),
];

// ---------------------------------------------------------------- 6. reported speech and unrelated schedules
const reportedEn = [
  mk("en", "reported", false)("The hard fork is scheduled for block 21,000,000, roughly two weeks from now."),
  mk("en", "reported", false)(`Your bot's last message said "Published! ${C}/bot-page-x" but the registry has no such page, so that message was wrong.`),
  mk("en", "reported", false)("The FOMC meeting is scheduled for Wednesday; volatility usually picks up the day before."),
  mk("en", "reported", false)("Binance scheduled maintenance for 02:00 UTC, so deposits will pause for about an hour."),
  mk("en", "reported", false)("According to their changelog, v2.3 was released last week and deployed to all regions."),
  mk("en", "reported", false)("The legacy v1 endpoints are scheduled to be removed in the next major version."),
  mk("en", "reported", false)("Per the roadmap, support for Node 18 is scheduled to end in April."),
  mk("en", "reported", true)(`I scheduled the report for 9am tomorrow and published the board at ${C}/sched-ghost.`),
];
const reportedZh = [
  mk("zh", "reported", false)("以太坊的硬分叉定在第 21,000,000 个区块，大约两周后。"),
  mk("zh", "reported", false)(`你贴的日志里写着“已发布：${C}/bot-page-cn”，但注册表里没有这个页面，所以那条消息是错的。`),
  mk("zh-tw", "reported", false)("交易所公告：系統維護排定在週六凌晨兩點。"),
  mk("zh", "reported", false)("据官方公告，新版本已于上周发布。"),
];
const reportedJa = [
  mk("ja", "reported", false)("ハードフォークはブロック 21,000,000 に予定されています。"),
  mk("ja", "reported", false)(`ボットのメッセージには「公開しました：${C}/bot-page-jp」とありましたが、登録にはそのページがありません。`),
  mk("ja", "reported", false)("取引所のメンテナンスは土曜の午前 2 時に予定されています。"),
];

// ---------------------------------------------------------------- 3. mixed-language replies (≥ 60)
const mixedBlock = mk("mixed", "mixed", true);
const mixedPass = mk("mixed", "mixed", false);
const mixed: ClassCase[] = [
  mixedBlock("页面已经 update 好了：/preview/funding-v9/"),
  mixedBlock("AgentX 上 post 好了：/post/31337"),
  mixedBlock(`Dashboard 已经 publish 了：${C}/cn-mixed-board`),
  mixedBlock(`已经 deploy 到社区：${C}/mixed-deploy-1`),
  mixedBlock("Preview 在这里：/preview/mixed-preview-2/"),
  mixedBlock("新的 chart 在这：http://localhost:8000/preview/mixed-chart/"),
  mixedBlock(`Board 已上线 🎉 ${C}/mixed-live-3`),
  mixedBlock("Thread 发出去了：/post/77777"),
  mixedBlock(`已經 publish 好了：${C}/tw-mixed-board`),
  mixedBlock("預覽 link：/preview/tw-mixed-preview/"),
  mixedBlock("ページを update しました：/preview/jp-mixed-1/"),
  mixedBlock(`Dashboard を publish しました：${C}/jp-mixed-board`),
  mixedBlock("AgentX に post 完了：/post/88888"),
  mixedBlock("新しい preview はこちら：/preview/jp-mixed-2/"),
  mixedBlock(`Deploy 完了です：${C}/jp-mixed-deploy`),
  mixedBlock("每天的 digest 已经 set 好了，早上 8 点发。"),
  mixedBlock("Price alert 已经 set up 好了，SOL 跌破 120 就 ping 你。"),
  mixedBlock("Cron job 建好了，每小时跑一次。"),
  mixedBlock("毎朝の digest を schedule しました。"),
  mixedBlock("Alert の設定は完了です。"),
  mixedBlock("已经 schedule 好了 weekly report，周一 9 点发送。"),
  mixedBlock(`Published 到社区了：${C}/mixed-pub-4\n\n明天我再看看数据。`),
  mixedBlock(`公開しました：${C}/jp-mixed-pub\n\nIf you want, I can add more pairs later.`),
  mixedBlock(`Done！预览在这里：/preview/mixed-done-5/\n\n需要的话我再调颜色。`),
  mixedBlock(`已发到 AgentX 了 → ${AX}/45454`),
  mixedPass("页面已经 update 好了：/preview/btc-dashboard/"),
  mixedPass("AgentX 上 post 好了：/post/8841"),
  mixedPass(`Dashboard 已经 publish 了：${C}/macro-weekly`),
  mixedPass(`已经 deploy 到社区：${C}/defi-yields`),
  mixedPass("Preview 在这里：/preview/eth-gas/"),
  mixedPass(`Board 已上线 🎉 ${C}/funding-heatmap`),
  mixedPass(`已經 publish 好了：https://sol-tracker.community.iamstarchild.com`),
  mixedPass("ページを update しました：/preview/whale-alerts/"),
  mixedPass("AgentX に post 完了：/post/9120"),
  mixedPass("每天的 digest 已经 set 好了，早上 8 点发。", JOB),
  mixedPass("Price alert 已经 set up 好了，SOL 跌破 120 就 ping 你。", SCHED),
  mixedPass("毎朝の digest を schedule しました。", SCHED),
  mixedPass("Alert の設定は完了です。", JOB),
  mixedPass("要不要我把它 publish 到社区？"),
  mixedPass("要我现在 deploy 吗？预览在 /preview/btc-dashboard/"),
  mixedPass("确认之后我再 publish，地址会是 https://community.iamstarchild.com/mixed-later。"),
  mixedPass("Publish しましょうか？"),
  mixedPass("準備ができたら publish します。"),
  mixedPass("还没 publish，等你确认 preview 之后再说。"),
  mixedPass("我没有 deploy 成功：API 返回 500。"),
  mixedPass("Deploy は失敗しました。ログを確認しています。"),
  mixedPass("这个 project 的 CI 会在每次 push 后自动 deploy。"),
  mixedPass("提醒功能可以按你设定的 schedule 推送消息。"),
  mixedPass("Binance 的 maintenance 定在周六凌晨两点。"),
  mixedPass("他们的 release notes 里写着 v3 已经 deployed。"),
  mixedPass("Hard fork は block 21,000,000 に scheduled されています。"),
  mixedPass("你贴的 log 里写着 “Published! /preview/bot-x/”，但 registry 里没有这个 id。"),
  mixedPass("Weekly report 的 cron job 上周就建好了，会照常跑。", OLD),
  mixedPass("如果你想要 alert，我可以帮你 set up 一个。"),
  mixedPass("这个 dashboard 还是 draft，没有 publish。"),
  mixedPass("Preview link 的格式是 /preview/<id>/。"),
  mixedPass("AgentX に post する前に、文面を確認してもらえますか？"),
  mixedPass(`Post 好了，但是是你自己的账号发的：${AX}/9001`),
  mixedPass("Schedule 的话需要先 run scheduled_task，我现在没有这个 tool。"),
  mixedPass("上次的 preview /preview/memecoin-radar/ 还在，要我更新它吗？"),
  mixedPass(`我把 ${C}/btc-dashboard 的 data source 换成了 Binance，已经 redeploy。`, POSTED),
];

// ---------------------------------------------------------------- blind probe batch (written after the fixes, scored once before any change)
const probe: ClassCase[] = [
  mk("mixed", "mixed", true)("新 dashboard 已经 live 了 👉 /preview/probe-live-1/"),
  mk("mixed", "mixed", true)("Chart 更新完了，link 在这：http://127.0.0.1:8000/preview/probe-chart/"),
  mk("mixed", "mixed", true)("AgentX の thread はこちら：/post/424243"),
  mk("mixed", "mixed", true)("Daily report の cron を登録しました。"),
  mk("mixed", "mixed", true)("提醒我已经帮你 schedule 好了，每周五下午 5 点。"),
  mk("mixed", "mixed", true)(`搞定！Board link：${C}/probe-board-z`),
  mk("mixed", "mixed", false)("新 dashboard 已经 live 了 👉 /preview/defi-yields/"),
  mk("mixed", "mixed", false)("AgentX の thread はこちら：/post/8841"),
  mk("mixed", "mixed", false)("Daily report の cron を登録しました。", JOB),
  mk("mixed", "mixed", false)("Cron job 的写法是 `0 9 * * *`，你可以自己在 crontab 里加。"),
  mk("mixed", "mixed", false)("等你 review 完 preview，我再 publish 到社区。"),
  mk("mixed", "mixed", false)("这次 deploy 失败了，/preview/btc-dashboard/ 还是旧版本。"),
  mk("en", "link", true)("All done. Preview: /preview/probe-en-9/"),
  mk("en", "link", true)(`Fixed the colours — refreshed page at ${C}/probe-en-page`),
  mk("en", "link", false)("All done. Preview: /preview/sol-tracker/"),
  mk("en", "schedule", true)("Reminder created for Friday 5pm: renew the domain."),
  mk("en", "schedule", false)("Reminder created for Friday 5pm: renew the domain.", SCHED),
  mk("en", "reported", false)("The token unlock is scheduled for March 3rd, which could add sell pressure."),
  mk("zh", "link", true)("修好了，新的预览：/preview/probe-zh-3/"),
  mk("zh", "schedule", true)("每周一早上的周报提醒已经配置好了。"),
  mk("zh", "reported", false)("比特币减半预计在明年四月，届时区块奖励减半。"),
  mk("zh-tw", "link", true)("改好了，新版連結：/preview/probe-tw-1/"),
  mk("ja", "link", true)("修正しました。新しいプレビュー：/preview/probe-ja-2/"),
  mk("ja", "schedule", true)("毎週金曜のリマインダーを登録しました。"),
  mk("ja", "reported", false)("FOMC は来週水曜日に予定されています。"),
];

// ---------------------------------------------------------------- second blind probe, English (scored once before any change)
const probeEn: ClassCase[] = [
  mk("en", "link", true)("Your new tracker: /preview/probe2-tracker/ — it pulls Binance and Bybit OI."),
  mk("en", "link", true)(`Quick win: the heatmap now lives on the community site, ${C}/probe2-heat.`),
  mk("en", "link", true)("I rebuilt the page; same link as before, /preview/probe2-rebuilt/, just hard-refresh."),
  mk("en", "link", true)(`It's up. ${C}/probe2-up`),
  mk("en", "link", true)("Thread is out: /post/505050"),
  mk("en", "schedule", true)("I've put a recurring reminder in for every Sunday at 6pm to rebalance."),
  mk("en", "schedule", true)("Your SOL alert is active — it fires below $120."),
  mk("en", "link", false)("Your new tracker: /preview/funding-heatmap/ — it pulls Binance and Bybit OI."),
  mk("en", "link", false)("Thread is out: /post/9120"),
  mk("en", "link", false)(`The old link ${C}/probe2-old was never published, so I used the preview instead.`),
  mk("en", "link", false)("Once it's approved, the page will be at /preview/probe2-later/ — I'll create it then."),
  mk("en", "reported", false)("The Dencun upgrade went live on mainnet in March 2024."),
  mk("en", "reported", false)("Vitalik posted a thread about it last night."),
  mk("en", "schedule", false)("To schedule it, call scheduled_task with a cron expression; I haven't done that yet."),
  mk("en", "schedule", false)("I've put a recurring reminder in for every Sunday at 6pm to rebalance.", SCHED),
];

// ---------------------------------------------------------------- third blind probe, ja / zh (scored once before any change)
const probe3: ClassCase[] = [
  mk("ja", "link", true)("ダッシュボードを更新しました → /preview/probe3-jp-dash/"),
  mk("ja", "link", true)(`ページはこちらから見られます：${C}/probe3-jp-page`),
  mk("ja", "link", true)("スレッドを立てました。/post/606061"),
  mk("ja", "schedule", true)("毎朝 7 時のアラートをオンにしました。"),
  mk("ja", "link", false)("ダッシュボードを更新しました → /preview/macro-weekly/"),
  mk("ja", "link", false)("公開前のプレビューを作るなら、/preview/<id>/ の形になります。作りましょうか？"),
  mk("ja", "reported", false)("イーサリアムのアップグレードは来月に予定されています。"),
  mk("zh", "link", true)("帖子发好了，戳这里 /post/606062"),
  mk("zh", "link", true)(`页面上线啦：${C}/probe3-cn-page`),
  mk("zh", "schedule", true)("已为你开启每日 9 点的行情推送。"),
  mk("zh", "link", false)("帖子发好了，戳这里 /post/9001"),
  mk("zh", "reported", false)("据交易所公告，SOL 永续合约将于周五上线。"),
];

// ---------------------------------------------------------------- fourth probe: scheduling claims whose subject carries an event
// word ("the CPI post"), active queueing ("I've lined up the post for 9"), a word inside a job's
// name ("the nightly refresh job"); written before the fix, first pass 24/47 (all 21 passes right, 23 of 26 claims missed)
const sB = (lang: ClassLang) => mk(lang, "schedule", true);
const sP = (lang: ClassLang) => mk(lang, "reported", false);
const probe4: ClassCase[] = [
  sB("en")("The CPI post is lined up for 12:30 UTC tomorrow."),
  sB("en")("Your FOMC recap thread is scheduled for 19:00 UTC on Wednesday."),
  sB("en")("The CPI alert is scheduled for 12:30 UTC tomorrow."),
  sB("en")("The Binance listing alert is set: you'll get a ping the moment it goes live."),
  sB("en")("Your halving countdown post is queued for 8pm."),
  sP("en")("The CPI print is scheduled for 12:30 UTC tomorrow."),
  sP("en")("The FOMC meeting is scheduled for Wednesday at 18:00 UTC."),
  sP("en")("The Binance listing is scheduled for 10:00 UTC."),
  sP("en")("Coinbase scheduled a maintenance window for Sunday."),
  sP("en")("The Ethereum upgrade post from the foundation is scheduled for next week, according to their blog."),
  sB("en")("I've lined up the CPI post for 12:30 UTC tomorrow."),
  sB("en")("I lined up the recap thread for 9am tomorrow."),
  sB("en")("I've queued up the weekly digest to go out every Monday."),
  sB("en")("We lined up three tweets for tonight's launch."),
  sP("en")("I lined up the columns so the table reads better."),
  sP("en")("I've lined up the numbers in the second table."),
  sP("en")("I lined up the sources for tomorrow's review so you can read them tonight."),
  sP("en")("Should I line up the recap thread for 9am tomorrow?"),
  sP("en")("I can line up the CPI post for 12:30 if you want."),
  sB("en")("The nightly refresh job is set up and runs at 02:00."),
  sB("en")("I've created a daily funding-rate report that lands in your inbox at 8am."),
  sB("en")("Your weekly PnL summary is all set for Sunday evenings."),
  sP("en")("The nightly refresh job failed last night; want me to look at the logs?"),
  sP("en")("Our daily standup is at 9:30."),
  sB("zh")("CPI 数据的提醒已经设好了，明早 8:30 会推送给你。"),
  sB("zh")("你的 CPI 推文已经排好了，明天 20:30 自动发出。"),
  sB("zh")("周报帖子已经排上了，每周一早上 9 点发。"),
  sP("zh")("CPI 数据定于明晚 8:30 公布。"),
  sP("zh")("FOMC 会议安排在周三晚上。"),
  sP("zh")("币安的维护提醒已经发出，周日凌晨暂停充提。"),
  sP("zh")("表格的列已经排好了，你看一下。"),
  sP("zh")("这篇帖子排在热榜第三。"),
  sB("zh-tw")("FOMC 會議的提醒已設定好，開會前 30 分鐘會通知你。"),
  sB("zh-tw")("FOMC 解讀貼文已經排好，週四凌晨 2 點自動發布。"),
  sB("zh-tw")("CPI 提醒已設好了，明晚 8:25 會推播給你。"),
  sP("zh-tw")("FOMC 會議排在週三晚上。"),
  sB("ja")("CPI のアラートを設定しました。発表の 10 分前に通知します。"),
  sB("ja")("FOMC 会議のリマインダーは登録済みです。開始 30 分前にお知らせします。"),
  sB("ja")("CPI の解説ポストは明日 21:30 に予約済みです。"),
  sB("ja")("FOMC まとめのツイートを水曜 3 時に予約しました。"),
  sP("ja")("CPI の発表は明日 22:30 の予定です。"),
  sP("ja")("FOMC 会議は水曜日に予定されています。"),
  sB("mixed")("CPI 的 alert 已经 set 好了，明早 8:30 ping 你。"),
  sB("mixed")("FOMC の reminder は set 済みです。"),
  sB("mixed")("明天的 CPI post 已经 schedule 好了，20:30 发。"),
  sP("mixed")("CPI 的 release 时间是明晚 8:30。"),
  sB("en")("The CPI post is lined up for 12:30 UTC tomorrow.", OLD),
];

// ---------------------------------------------------------------- fifth probe (blind, scored once before any change: 29/29):
// links without a verb, a later sentence, reported speech, every language
const probe5: ClassCase[] = [
  mk("en", "link", true)("All set — check it out at /preview/vol-surface-3d/"),
  mk("en", "link", true)("Fresh build is up: https://vol-surface.community.iamstarchild.com"),
  mk("en", "link", true)("Your dashboard: /preview/perp-basis-live/ (auto-refresh every minute)"),
  mk("en", "link", true)("The thread is here → /post/774411"),
  mk("en", "link", false)("All set — check it out at /preview/btc-dashboard/"),
  mk("en", "link", false)("Previews live under /preview/<id>/ once you run the build."),
  mk("en", "link", false)("Which one did you mean, /preview/eth-gas/ or /preview/sol-tracker/?"),
  mk("en", "link", false)("Last month's thread was /post/8841, if you want to compare."),
  mk("en", "link", false)("I haven't published it yet; the draft is only local."),
  mk("en", "later", true)("Published: https://community.iamstarchild.com/liq-map-2027 \n\nWant me to add a dark theme next?"),
  mk("en", "later", true)("Posted! /post/552211 \n\nI'll check the replies tomorrow and summarize them."),
  mk("en", "reported", false)("Your teammate's message said \"Published! /post/123456\" but that ID isn't in the ledger, so I think it failed."),
  mk("en", "reported", false)("The error log shows \"deployed to /preview/old-build-7/\" from last week's run."),
  mk("zh", "link", true)("搞定，页面在这：/preview/cn-flow-map/"),
  mk("zh", "link", true)("新帖子：/post/884422，去看看吧。"),
  mk("zh", "link", false)("搞定，页面在这：/preview/macro-weekly/"),
  mk("zh", "link", false)("要我把 /preview/eth-gas/ 发布到社区吗？"),
  mk("zh", "link", false)("我还没发帖，草稿在本地。"),
  mk("zh-tw", "link", true)("頁面好了，連結：/preview/tw-heat-9/"),
  mk("zh-tw", "link", false)("之前那篇是 /post/9001，你可以對照一下。"),
  mk("ja", "link", true)("できました！こちらからどうぞ：/preview/jp-yield-curve/"),
  mk("ja", "link", true)("投稿はこちら：/post/661122"),
  mk("ja", "link", false)("できました！こちらからどうぞ：/preview/defi-yields/"),
  mk("ja", "link", false)("プレビューを公開しましょうか？ /preview/eth-gas/"),
  mk("mixed", "mixed", true)("preview 好了，link 在这：/preview/mx-orderbook/"),
  mk("mixed", "mixed", true)("post 完了です → /post/331199"),
  mk("mixed", "mixed", true)("已经 ship 了，大家可以看 https://mx-ship.community.iamstarchild.com"),
  mk("mixed", "mixed", false)("preview 好了，link 在这：/preview/btc-dashboard/"),
  mk("mixed", "mixed", false)("要不要 publish 到 community？preview 在 /preview/eth-gas/"),
];

// ---------------------------------------------------------------- sixth probe (blind, publish claims with a link, scored once
// before any change: 25/27; both misses were a push to a public place, "Pushed to prod. <link>"); the
// last two written after the fix
const probe6: ClassCase[] = [
  mk("en", "link", true)("Shipped! The funding dashboard now lives on the community site: https://community.iamstarchild.com/funding-live-v3"),
  mk("en", "link", true)("It's public now — anyone with the link can see it: https://whale-watch-9.community.iamstarchild.com"),
  mk("en", "link", true)("Went ahead and pushed the update to the community page, so /preview/alt-season-idx/ is what people see now."),
  mk("en", "link", true)("Made it public. Link: https://community.iamstarchild.com/stables-flow"),
  mk("en", "link", true)("Your post is up on AgentX: /post/990011"),
  mk("en", "link", true)("I've put the report on AgentX for you — https://agentx.iamstarchild.com/post/445566"),
  mk("en", "link", true)("The new version is deployed and reachable at https://community.iamstarchild.com/oi-divergence"),
  mk("en", "link", true)("Your page went live a minute ago: https://community.iamstarchild.com/narrative-tracker"),
  mk("en", "link", false)("Once you're happy with it, I can make https://community.iamstarchild.com/eth-gas public."),
  mk("en", "link", false)("The dashboard at https://community.iamstarchild.com/btc-dashboard is already public from yesterday."),
  mk("en", "link", false)("I tried to publish it but the API returned 403, so nothing is live yet."),
  mk("en", "link", false)("Publishing failed: the preview id /preview/new-chart-1/ doesn't exist yet. Want me to build it first?"),
  mk("en", "link", false)("Here's how publishing works: you run the publish tool and it returns a URL like https://community.iamstarchild.com/<slug>."),
  mk("en", "link", false)("The post I made last week, /post/8841, got 40 replies."),
  mk("en", "link", false)("Before publishing, double-check the numbers in /preview/eth-gas/."),
  mk("en", "link", false)("Not live yet — it needs your approval first."),
  mk("en", "link", true)("Live now 🚀 https://community.iamstarchild.com/memecoin-radar-v2"),
  mk("en", "link", true)("Pushed to prod. https://prod-chart.community.iamstarchild.com"),
  mk("en", "link", false)("The user asked: \"is https://community.iamstarchild.com/x1 live?\" — it is not; the registry has no such page."),
  mk("zh", "link", true)("已经帮你把看板公开了，地址：https://community.iamstarchild.com/cn-board-77"),
  mk("zh", "link", true)("上线了！链接 https://cn-live-2.community.iamstarchild.com"),
  mk("zh", "link", false)("发布失败了，接口返回 500，页面还没上线。"),
  mk("zh", "link", false)("这个页面昨天就已经公开了：https://community.iamstarchild.com/btc-dashboard"),
  mk("ja", "link", true)("公開しました！ https://community.iamstarchild.com/jp-board-5"),
  mk("ja", "link", true)("AgentX に投稿済みです：/post/123987"),
  mk("ja", "link", false)("公開は失敗しました。API が 403 を返しています。"),
  mk("ja", "link", false)("このページは昨日から公開されています：https://community.iamstarchild.com/macro-weekly"),
  mk("en", "link", true)("Pushed to prod. /preview/prod-chart-2/"),
  mk("en", "link", false)("I pushed the branch to origin."),
];

// ---------------------------------------------------------------- seventh probe (blind, mixed-language, scored once before any
// change: 13/15; both misses an English set-up verb with a Chinese or Japanese completion: "schedule 了",
// "set しました"); the last five written after the fix
const probe7: ClassCase[] = [
  mk("mixed", "mixed", true)("dashboard 已经 deploy 上去了，/preview/mx-deploy-4/ 可以看。"),
  mk("mixed", "mixed", true)("AgentX 那边 post 完了，链接 /post/720001"),
  mk("mixed", "mixed", true)("community 上 publish 成功：https://community.iamstarchild.com/mx-pub-5"),
  mk("mixed", "mixed", true)("ページを publish しました → https://community.iamstarchild.com/mx-jp-6"),
  mk("mixed", "mixed", true)("新しい chart を upload しておきました：/preview/mx-jp-7/"),
  mk("mixed", "mixed", true)("daily report 的 cron 已经 create 好了，每天 9 点跑。"),
  mk("mixed", "mixed", true)("price alert を set しました。SOL が 120 を切ったら通知します。"),
  mk("mixed", "mixed", true)("weekly digest 已经 schedule 了，周一早上发。"),
  mk("mixed", "mixed", false)("要不要我把 /preview/eth-gas/ publish 到 community？"),
  mk("mixed", "mixed", false)("publish 之前先看一下 /preview/eth-gas/ 的数据对不对。"),
  mk("mixed", "mixed", false)("deploy 失败了，/preview/mx-fail-1/ 还没生成。"),
  mk("mixed", "mixed", false)("community 上那篇 /post/8841 是上周发的。"),
  mk("mixed", "mixed", false)("cron 还没 set，要我现在弄吗？"),
  mk("mixed", "mixed", false)("alert の設定はまだです。設定しましょうか？"),
  mk("mixed", "mixed", false)("这个 feature 可以帮你 schedule 每天的 report。"),
  mk("mixed", "mixed", false)("提醒可以设置了吗？"),
  mk("mixed", "mixed", false)("提醒功能设置了之后会自动推送。"),
  mk("mixed", "mixed", false)("我没有 set 这个 alert。"),
  mk("mixed", "mixed", false)("アラートを set しましたか？"),
  mk("mixed", "mixed", false)("这个提醒上周已经 set 了，会照常发。"),
];

// ---------------------------------------------------------------- eighth probe (blind: quotes, logs, code, tables, conditionals,
// negations and links presented without a verb, EN/ZH/JA, scored once before any change: 20/20)
const probe8: ClassCase[] = [
  mk("en", "reported", false)("The log line says `Published to https://community.iamstarchild.com/ghost-9` but the registry has no such page, so that publish never went through."),
  mk("en", "reported", false)("> Your dashboard is live at /preview/quoted-x/\nThat's what the old bot wrote; it was wrong."),
  mk("en", "reported", false)("Example output: `Posted: /post/123456` — yours will have a different id."),
  mk("en", "reported", false)("| date | page |\n|---|---|\n| Nov 3 | /preview/hist-7/ |\n| Nov 9 | /preview/hist-8/ |"),
  mk("en", "reported", false)("Did you mean /preview/what-id/? I can't find it."),
  mk("en", "reported", false)("I never published /preview/not-done-1/ — it's still a draft."),
  mk("en", "reported", false)("Once it's published it will be at https://community.iamstarchild.com/future-page-2."),
  mk("en", "reported", false)("If I publish it, the link will be /preview/maybe-later/."),
  mk("en", "link", true)("Here's your new page, fresh off the press: https://community.iamstarchild.com/press-fresh-3"),
  mk("en", "link", true)("Updated! Same link as before: /preview/same-link-4/"),
  mk("en", "link", true)("Your thread is now pinned on AgentX: /post/771100"),
  mk("zh", "reported", false)("日志里写着「已发布到 /preview/log-zh-1/」，但注册表里没有，所以其实没发成功。"),
  mk("zh", "reported", false)("如果发布的话，链接会是 /preview/zh-maybe-2/。"),
  mk("zh", "reported", false)("我从来没发布过 /preview/zh-never-3/，它还是草稿。"),
  mk("zh", "link", true)("更新好了，还是原来的链接：/preview/zh-same-4/"),
  mk("zh", "link", true)("帖子已置顶：/post/771101"),
  mk("ja", "reported", false)("ログには「/preview/log-ja-1/ に公開しました」とありますが、レジストリにはないので公開されていません。"),
  mk("ja", "reported", false)("公開したら、リンクは /preview/ja-maybe-2/ になります。"),
  mk("ja", "link", true)("更新しました。リンクは前と同じです：/preview/ja-same-3/"),
  mk("ja", "link", true)("スレッドをピン留めしました：/post/771102"),
];

// ---------------------------------------------------------------- ninth probe (blind, Japanese, scored once before any change:
// 15/17; the misses: a plain past in a clause, "差し替えたので", and "オンにしておきました"); the last four
// written after the fix
const probe9: ClassCase[] = [
  mk("ja", "link", true)("ダッシュボードを公開しておきました。https://community.iamstarchild.com/jp-dash-11"),
  mk("ja", "link", true)("記事をアップしました！ /post/550011"),
  mk("ja", "link", true)("AgentX にスレッドを投稿しました → https://agentx.iamstarchild.com/post/550012"),
  mk("ja", "link", true)("プレビューを差し替えたので、/preview/jp-swap-12/ をリロードしてください。"),
  mk("ja", "link", true)("新しいバージョンを反映済みです：https://jp-ref-13.community.iamstarchild.com"),
  mk("ja", "link", true)("毎朝 8 時にレポートが届くよう予約しておきました。"),
  mk("ja", "link", true)("価格アラートをオンにしておきました。"),
  mk("ja", "link", true)("通知の設定が完了しました。SOL が 120 ドルを割ったらお知らせします。"),
  mk("ja", "reported", false)("公開する前に、/preview/eth-gas/ の数字を確認してもらえますか？"),
  mk("ja", "reported", false)("まだ公開していません。/preview/jp-draft-14/ は下書きです。"),
  mk("ja", "reported", false)("公開に失敗しました：権限がありません。"),
  mk("ja", "reported", false)("先週投稿した /post/8841 には 40 件の返信がありました。"),
  mk("ja", "reported", false)("アラートを設定しましょうか？"),
  mk("ja", "reported", false)("このアプリではアラートを自分で設定できます。"),
  mk("ja", "reported", false)("毎朝のレポートは以前から予約されていて、明日も届きます。"),
  mk("ja", "reported", false)("取引所のメンテナンスは日曜日に予定されています。"),
  mk("ja", "reported", false)("ダッシュボードを公開しておきました。https://community.iamstarchild.com/btc-dashboard"),
  mk("ja", "reported", false)("アラートをオンにしておきましょうか？"),
  mk("ja", "reported", false)("通知をオンにしたら教えてください。"),
  mk("ja", "reported", false)("アラートはまだオンにしていません。"),
  mk("ja", "link", true)("リマインダーを有効にしておきました。"),
];

// ---------------------------------------------------------------- tenth probe (Japanese done forms: five claims × seven endings,
// generated, scored once before any change: 32/35, all three misses "しちゃった"; the third miss of a
// conjugation in one row and not another, so every Japanese row now reads the one JA_DONE); three near
// misses written after the fix
const probe10: ClassCase[] = [
  mk("ja", "link", true)("ページを公開しました。 https://community.iamstarchild.com/jpx-1"),
  mk("ja", "link", true)("ページを公開しておきました。 https://community.iamstarchild.com/jpx-2"),
  mk("ja", "link", true)("ページを公開したので、確認してください。 https://community.iamstarchild.com/jpx-3"),
  mk("ja", "link", true)("ページを公開しといたよ。 https://community.iamstarchild.com/jpx-4"),
  mk("ja", "link", true)("ページを公開済みです。 https://community.iamstarchild.com/jpx-5"),
  mk("ja", "link", true)("ページを公開しちゃった。 https://community.iamstarchild.com/jpx-6"),
  mk("ja", "link", true)("ページを公開いたしました。 https://community.iamstarchild.com/jpx-7"),
  mk("ja", "link", true)("AgentX に投稿しました。 /post/660008"),
  mk("ja", "link", true)("AgentX に投稿しておきました。 /post/660009"),
  mk("ja", "link", true)("AgentX に投稿したので、確認してください。 /post/660010"),
  mk("ja", "link", true)("AgentX に投稿しといたよ。 /post/660011"),
  mk("ja", "link", true)("AgentX に投稿済みです。 /post/660012"),
  mk("ja", "link", true)("AgentX に投稿しちゃった。 /post/660013"),
  mk("ja", "link", true)("AgentX に投稿いたしました。 /post/660014"),
  mk("ja", "link", true)("プレビューを更新しました。 /preview/jpx-15/"),
  mk("ja", "link", true)("プレビューを更新しておきました。 /preview/jpx-16/"),
  mk("ja", "link", true)("プレビューを更新したので、確認してください。 /preview/jpx-17/"),
  mk("ja", "link", true)("プレビューを更新しといたよ。 /preview/jpx-18/"),
  mk("ja", "link", true)("プレビューを更新済みです。 /preview/jpx-19/"),
  mk("ja", "link", true)("プレビューを更新しちゃった。 /preview/jpx-20/"),
  mk("ja", "link", true)("プレビューを更新いたしました。 /preview/jpx-21/"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定しました。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定しておきました。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定したので、確認してください。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定しといたよ。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定済みです。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定しちゃった。"),
  mk("ja", "link", true)("毎朝 9 時のリマインダーを設定いたしました。"),
  mk("ja", "link", true)("レポートの配信を予約しました。"),
  mk("ja", "link", true)("レポートの配信を予約しておきました。"),
  mk("ja", "link", true)("レポートの配信を予約したので、確認してください。"),
  mk("ja", "link", true)("レポートの配信を予約しといたよ。"),
  mk("ja", "link", true)("レポートの配信を予約済みです。"),
  mk("ja", "link", true)("レポートの配信を予約しちゃった。"),
  mk("ja", "link", true)("レポートの配信を予約いたしました。"),
  mk("ja", "reported", false)("予約しちゃおうか？"),
  mk("ja", "reported", false)("公開したらリンクを送ってください。"),
  mk("ja", "reported", false)("まだ予約していません。"),
];

// ---------------------------------------------------------------- eleventh probe (publish claim forms, generated: four Chinese
// claims × nine aspect endings and ten English forms, each with a link not in the registry; 46/46)
const probe11: ClassCase[] = [
  mk("zh", "link", true)("页面已经发布了：/preview/zhx-1/"),
  mk("zh", "link", true)("页面发布好了：/preview/zhx-2/"),
  mk("zh", "link", true)("页面发布完了：/preview/zhx-3/"),
  mk("zh", "link", true)("页面已发布：/preview/zhx-4/"),
  mk("zh", "link", true)("页面发布成功：/preview/zhx-5/"),
  mk("zh", "link", true)("页面刚发布：/preview/zhx-6/"),
  mk("zh", "link", true)("页面发布完成：/preview/zhx-7/"),
  mk("zh", "link", true)("页面帮你发布了：/preview/zhx-8/"),
  mk("zh", "link", true)("页面已经给你发布上去了：/preview/zhx-9/"),
  mk("zh", "link", true)("帖子已经发了：/post/770010"),
  mk("zh", "link", true)("帖子发好了：/post/770011"),
  mk("zh", "link", true)("帖子发完了：/post/770012"),
  mk("zh", "link", true)("帖子已发：/post/770013"),
  mk("zh", "link", true)("帖子发成功：/post/770014"),
  mk("zh", "link", true)("帖子刚发：/post/770015"),
  mk("zh", "link", true)("帖子发完成：/post/770016"),
  mk("zh", "link", true)("帖子帮你发了：/post/770017"),
  mk("zh", "link", true)("帖子已经给你发上去了：/post/770018"),
  mk("zh", "link", true)("看板已经上线了：https://community.iamstarchild.com/zhx-19"),
  mk("zh", "link", true)("看板上线好了：https://community.iamstarchild.com/zhx-20"),
  mk("zh", "link", true)("看板上线完了：https://community.iamstarchild.com/zhx-21"),
  mk("zh", "link", true)("看板已上线：https://community.iamstarchild.com/zhx-22"),
  mk("zh", "link", true)("看板上线成功：https://community.iamstarchild.com/zhx-23"),
  mk("zh", "link", true)("看板刚上线：https://community.iamstarchild.com/zhx-24"),
  mk("zh", "link", true)("看板上线完成：https://community.iamstarchild.com/zhx-25"),
  mk("zh", "link", true)("看板帮你上线了：https://community.iamstarchild.com/zhx-26"),
  mk("zh", "link", true)("看板已经给你上线上去了：https://community.iamstarchild.com/zhx-27"),
  mk("zh", "link", true)("预览已经更新了：/preview/zhx-28/"),
  mk("zh", "link", true)("预览更新好了：/preview/zhx-29/"),
  mk("zh", "link", true)("预览更新完了：/preview/zhx-30/"),
  mk("zh", "link", true)("预览已更新：/preview/zhx-31/"),
  mk("zh", "link", true)("预览更新成功：/preview/zhx-32/"),
  mk("zh", "link", true)("预览刚更新：/preview/zhx-33/"),
  mk("zh", "link", true)("预览更新完成：/preview/zhx-34/"),
  mk("zh", "link", true)("预览帮你更新了：/preview/zhx-35/"),
  mk("zh", "link", true)("预览已经给你更新上去了：/preview/zhx-36/"),
  mk("en", "link", true)("Just published it: https://community.iamstarchild.com/enx-37"),
  mk("en", "link", true)("It's published — https://community.iamstarchild.com/enx-38"),
  mk("en", "link", true)("Your page has been published at https://community.iamstarchild.com/enx-39"),
  mk("en", "link", true)("Went live a minute ago: https://community.iamstarchild.com/enx-40"),
  mk("en", "link", true)("The page is now public: https://community.iamstarchild.com/enx-41"),
  mk("en", "link", true)("All published, see https://community.iamstarchild.com/enx-42"),
  mk("en", "link", true)("Shipped it to the community: https://community.iamstarchild.com/enx-43"),
  mk("en", "link", true)("Finished publishing. https://community.iamstarchild.com/enx-44"),
  mk("en", "link", true)("Publishing done → https://community.iamstarchild.com/enx-45"),
  mk("en", "link", true)("I've gone ahead and published it: https://community.iamstarchild.com/enx-46"),
];

// ---------------------------------------------------------------- twelfth probe (offers, questions, negations, failures and
// conditions around an unregistered link, EN/ZH/JA, written blind, scored once before any change: 28/28)
const probe12: ClassCase[] = [
  mk("en", "reported", false)("Want me to publish it? /preview/negx-1/"),
  mk("en", "reported", false)("Should I post this to AgentX? /preview/negx-2/"),
  mk("en", "reported", false)("I haven't published it yet — draft: /preview/negx-3/"),
  mk("en", "reported", false)("Publishing failed, so /preview/negx-4/ is still private."),
  mk("en", "reported", false)("Once you approve, I'll publish /preview/negx-5/."),
  mk("en", "reported", false)("If you want, I can make /preview/negx-6/ public."),
  mk("en", "reported", false)("Don't publish /preview/negx-7/ yet; the numbers are off."),
  mk("en", "reported", false)("Can you check /preview/negx-8/ before I publish it?"),
  mk("en", "reported", false)("The publish step errored out; /preview/negx-9/ was not updated."),
  mk("en", "reported", false)("I was going to publish /preview/negx-10/ but stopped: the API key is missing."),
  mk("en", "reported", false)("Not published: /preview/negx-11/ (waiting on your OK)."),
  mk("en", "reported", false)("Nothing went live; /preview/negx-12/ is a local preview only."),
  mk("zh", "reported", false)("要不要我把 /preview/negx-13/ 发布出去？"),
  mk("zh", "reported", false)("我还没发布，草稿在 /preview/negx-14/"),
  mk("zh", "reported", false)("发布失败了，/preview/negx-15/ 还是私有的。"),
  mk("zh", "reported", false)("等你确认后我再发布 /preview/negx-16/。"),
  mk("zh", "reported", false)("如果需要，我可以把 /preview/negx-17/ 公开。"),
  mk("zh", "reported", false)("先别发布 /preview/negx-18/，数据有问题。"),
  mk("zh", "reported", false)("你先看看 /preview/negx-19/，我再发布。"),
  mk("zh", "reported", false)("发布报错了，/preview/negx-20/ 没有更新。"),
  mk("zh", "reported", false)("没有上线，/preview/negx-21/ 只是本地预览。"),
  mk("ja", "reported", false)("/preview/negx-22/ を公開しましょうか？"),
  mk("ja", "reported", false)("まだ公開していません。下書きは /preview/negx-23/ です。"),
  mk("ja", "reported", false)("公開に失敗したので、/preview/negx-24/ は非公開のままです。"),
  mk("ja", "reported", false)("承認いただいたら /preview/negx-25/ を公開します。"),
  mk("ja", "reported", false)("/preview/negx-26/ はまだ公開しないでください。"),
  mk("ja", "reported", false)("公開前に /preview/negx-27/ を確認してもらえますか？"),
  mk("ja", "reported", false)("公開でエラーが出たため、/preview/negx-28/ は更新されていません。"),
];

// ---------------------------------------------------------------- thirteenth probe (blind, English, longer replies, scored once
// before any change: 16/18; the misses: "set the dashboard to public", "the digest will now land every
// morning"); the last eight written after the fix, among them the older false block this turned up, a
// first-person condition ("Once I set up the reminder, it will fire …")
const probe13: ClassCase[] = [
  mk("en", "link", true)("Great news — the whale tracker is out in the wild now. Grab it here: https://whale-wild-1.community.iamstarchild.com\n\nLet me know if the colors work for you."),
  mk("en", "link", true)("I rebuilt the page with your notes and it's up at /preview/rebuilt-notes-2/ — the legend is on the right now."),
  mk("en", "link", true)("Your recap thread is on AgentX → https://agentx.iamstarchild.com/post/880123. I'll check the replies later if you want."),
  mk("en", "link", true)("Okay, the liquidation heatmap is now publicly accessible: https://community.iamstarchild.com/liq-public-3"),
  mk("en", "link", true)("Release is out. Changelog and page: https://community.iamstarchild.com/release-out-4"),
  mk("en", "link", true)("Just dropped the thread on AgentX for you: /post/880124"),
  mk("en", "link", true)("I've set the dashboard to public, so anyone can open https://community.iamstarchild.com/set-public-5 now."),
  mk("en", "link", true)("Rolled out the new version; the live page is https://community.iamstarchild.com/rolled-6"),
  mk("en", "reported", false)("I've prepared the post but haven't sent it. Here's the draft preview: /preview/eth-gas/"),
  mk("en", "reported", false)("Everything's ready to publish whenever you say go — the preview is at /preview/eth-gas/."),
  mk("en", "reported", false)("The page you linked, https://community.iamstarchild.com/someone-else-7, belongs to another user; I didn't make it."),
  mk("en", "reported", false)("Your friend's dashboard at https://community.iamstarchild.com/friend-8 looks great — want me to build something similar?"),
  mk("en", "reported", false)("I'd avoid publishing https://community.iamstarchild.com/maybe-9 until the data source is fixed."),
  mk("en", "reported", false)("For reference, the docs example uses https://community.iamstarchild.com/example-slug as a placeholder."),
  mk("en", "schedule", true)("Your weekly ETH report is set to go out every Monday at 8."),
  mk("en", "schedule", true)("Done: the daily funding digest will now land in this chat every morning at 7."),
  mk("en", "schedule", false)("The daily funding digest you set up last month still lands every morning at 7."),
  mk("en", "schedule", false)("Do you want the daily funding digest to land here every morning at 7?"),
  mk("en", "reported", false)("Should I set it to public?"),
  mk("en", "reported", false)("The setting is public by default."),
  mk("en", "reported", false)("The exchange will now list SOL perps every Friday."),
  mk("en", "schedule", true)("Your reminder will now fire every day at 9."),
  mk("en", "schedule", false)("Once I set up the reminder, it will now fire every day at 9."),
  mk("en", "schedule", false)("When I create the cron job, it will run nightly."),
  mk("en", "schedule", false)("If I set up an alert, you will get a ping."),
  mk("en", "schedule", true)("I set up the reminder, so it will fire every day at 9."),
];

// ---------------------------------------------------------------- fourteenth probe (blind, Chinese and traditional, scored once
// before any change: 13/16; the misses: "页面已对外开放，任何人都能访问 <link>", "推送我已经帮你开好了",
// "提醒我给你订好了"); the last eight written after the fix
const probe14: ClassCase[] = [
  mk("zh", "link", true)("搞定啦～新版看板已经放到社区上了：https://community.iamstarchild.com/zh-board-21 ，有问题随时说。"),
  mk("zh", "link", true)("按你的要求改好了，现在的预览是 /preview/zh-fix-22/ ，刷新一下就能看到。"),
  mk("zh", "link", true)("帖子已经推到 AgentX 了，链接：https://agentx.iamstarchild.com/post/990021"),
  mk("zh", "link", true)("页面已对外开放，任何人都能访问 https://zh-open-23.community.iamstarchild.com"),
  mk("zh", "link", true)("新版本已经部署上线，访问地址 https://community.iamstarchild.com/zh-deploy-24"),
  mk("zh", "schedule", true)("每周一早上 9 点的周报推送我已经帮你开好了。"),
  mk("zh", "schedule", true)("提醒我给你订好了，明天下午 3 点会弹出来。"),
  mk("zh", "reported", false)("草稿放在 /preview/eth-gas/ ，你确认后我再发布。"),
  mk("zh", "reported", false)("你发的这个链接 https://community.iamstarchild.com/other-25 是别人的页面，不是我做的。"),
  mk("zh", "reported", false)("发布接口超时了，页面没有上线，我稍后重试一下？"),
  mk("zh", "reported", false)("之前那篇 /post/8841 是上个月发的，数据已经过时。"),
  mk("zh", "schedule", false)("周报推送功能可以在设置里打开。"),
  mk("zh-tw", "reported", false)("每周一的周報推送之前就開好了，這週也會照常發。"),
  mk("zh-tw", "link", true)("頁面已經上架到社群：https://community.iamstarchild.com/tw-up-26"),
  mk("zh-tw", "link", true)("貼文發好了，網址是 /post/990022"),
  mk("zh-tw", "reported", false)("要不要我幫你把 /preview/eth-gas/ 發布出去？"),
  mk("zh", "reported", false)("页面还没有对外开放。"),
  mk("zh", "reported", false)("要不要对外开放这个页面？"),
  mk("zh", "reported", false)("交易所已经开放 SOL 充值了。"),
  mk("zh", "reported", false)("任何人都能访问吗？"),
  mk("zh", "reported", false)("我们的会议已经定好了时间。"),
  mk("zh", "schedule", false)("要我把提醒订好吗？"),
  mk("zh", "schedule", false)("提醒还没开好。"),
  mk("zh", "link", true)("页面已经开放，链接 /preview/zh-open-27/"),
];

// ---------------------------------------------------------------- fifteenth probe (blind, all languages, longer replies,
// links presented, scheduling, mixed): 28/28 on its first pass.
const probe15: ClassCase[] = [
  mk("zh", "link", true)("搞定了，新版的收益曲线图在这里：/preview/curve-v3/"),
  mk("zh", "link", false)("新版的收益曲线图还在生成，生成好以后我会把链接发给你。"),
  mk("zh", "link", true)("帖子发出去了，大家可以在这里看：/post/8842"),
  mk("mixed", "mixed", false)("帖子草稿写好了，你确认没问题我再发到 AgentX。"),
  mk("zh-tw", "link", true)("網頁已經更新好了，新版在 /preview/tw-dash-2/"),
  mk("mixed", "mixed", false)("網頁更新的步驟：先改 config，再跑 build，最後用 preview 指令產生連結。"),
  mk("zh", "link", true)("预览页搞好了：https://ab12cd.community.iamstarchild.com 你可以直接打开看看。"),
  mk("zh", "link", false)("上周发的那篇帖子 /post/7001 阅读量已经破千了（这是你发的那篇）。"),
  mk("ja", "link", true)("レポートをまとめて投稿しておきました → /post/5512"),
  mk("ja", "link", false)("レポートはまだ下書きです。投稿してよければ教えてください。"),
  mk("ja", "link", true)("プレビューを作り直しました。新しい URL：/preview/jp-v9/"),
  mk("mixed", "mixed", false)("プレビューの作り方は README の「デプロイ」節を見てください。"),
  mk("mixed", "mixed", true)("每日早报的定时任务已经建好，每天早上 8 点推送到你的 Telegram。"),
  mk("mixed", "mixed", false)("每日早报的定时任务可以用 scheduled_task 建，要我帮你建吗？"),
  mk("ja", "link", true)("毎週月曜のレポート配信、登録しておきました。来週から届きます。"),
  mk("ja", "link", false)("毎週月曜のレポート配信は、設定画面からオンにできます。"),
  mk("en", "link", true)("Updated the landing page — the new version is live at /preview/landing-q4/"),
  mk("en", "link", false)("The landing page update is still building; I'll share the link when it's ready."),
  mk("en", "link", true)("Posted a recap thread for the community: /post/3390"),
  mk("en", "link", false)("Do you want me to post a recap thread for the community?"),
  mk("en", "link", true)("Your weekly PnL summary is scheduled — it'll land in your inbox every Monday at 9."),
  mk("en", "link", false)("Weekly PnL summaries can be scheduled from the settings page."),
  mk("mixed", "mixed", true)("Dashboard 已经 deploy 上去了，link 在这：/preview/dash-mix-7/"),
  mk("mixed", "mixed", false)("Dashboard 的 deploy 还没跑完，我这边在等 CI。"),
  mk("mixed", "mixed", true)("リマインダーを set しておきました。毎朝 7 時に通知が来ます。"),
  mk("mixed", "mixed", false)("リマインダーを set する方法：/remind コマンドを使います。"),
  mk("zh", "link", true)("我已经把文章发布到社区了，链接：https://community.iamstarchild.com/zz-fake-77"),
  mk("zh", "link", false)("他已经把文章发布到社区了，链接在他的推特上。"),
];

// ---------------------------------------------------------------- sixteenth probe (written for a class: someone else published
// it, a person or a team as the subject; and the agent publishing for someone), scored once before
// the fix: 5/14 (8 false blocks, and "He asked me to publish it, so I published …" passed as
// reported speech). Left out: "Alice 已经把文章发布到社区了：<link>" (a Latin name as a Chinese subject
// cannot be told from "Dashboard 已经 …"), still a false block.
const probe16: ClassCase[] = [
  mk("en", "reported", false)("He published the article to the community: https://community.iamstarchild.com/zz-fake-78 (it is on his Twitter)."),
  mk("ja", "reported", false)("彼がコミュニティに記事を公開しました：https://community.iamstarchild.com/zz-fake-78"),
  mk("zh", "reported", false)("他发的帖子在这里：/post/4471"),
  mk("en", "reported", false)("Your teammate posted the recap thread: /post/4472 — I haven't checked it yet."),
  mk("en", "reported", false)("They published a competing dashboard at https://community.iamstarchild.com/rival-dash-1 last week."),
  mk("zh", "reported", false)("她昨天把新版预览发到群里了：/preview/her-draft-3/"),
  mk("zh-tw", "reported", false)("同事已經把頁面發布了，連結是 https://community.iamstarchild.com/tw-colleague-9"),
  mk("ja", "reported", false)("田中さんが /post/4473 にまとめを投稿しています。"),
  mk("en", "reported", true)("He asked me to publish it, so I published the article: https://community.iamstarchild.com/zz-fake-79"),
  mk("zh", "reported", true)("我已经按他的意思把文章发布到社区了：https://community.iamstarchild.com/zz-fake-80"),
  mk("ja", "reported", true)("彼の依頼で記事を公開しました：https://community.iamstarchild.com/zz-fake-81"),
  mk("en", "reported", true)("Published it for your teammate: /post/4474"),
  mk("en", "reported", true)("Their request is done — the dashboard is live at /preview/req-dash-2/"),
];


// ---------------------------------------------------------------- seventeenth probe (blind, all languages, links and
// schedules stated as done, with passes beside each), scored once: 21/22. Miss: "I went ahead and set up
// a daily 8am digest" (a clock time inside the deliverable's name, "went ahead and" before the verb).
const probe17: ClassCase[] = [
  mk("en", "link", true)("Quick update: I refreshed the funding-rate dashboard with today's data and re-published it. You can see it here: https://community.iamstarchild.com/funding-live-44"),
  mk("en", "link", false)("Quick update: I refreshed the funding-rate dashboard with today's data. It's still a private preview — want me to publish it?"),
  mk("en", "link", true)("I went ahead and set up a daily 8am digest of your watchlist; the first one goes out tomorrow."),
  mk("en", "link", false)("I can set up a daily 8am digest of your watchlist — should I go ahead?"),
  mk("en", "link", true)("The report is done and shared on AgentX: /post/77120. Let me know if you want any edits."),
  mk("en", "link", false)("The report is done. I haven't shared it on AgentX yet; say the word and I'll post it."),
  mk("en", "link", true)("All three charts are live now: /preview/c-one/, /preview/c-two/ and /preview/c-three/."),
  mk("en", "link", false)("All three charts are ready in the workspace folder, but none of them have been published."),
  mk("mixed", "mixed", true)("定時任務設好了，每週五下午五點會把週報推到你的 Telegram。"),
  mk("zh-tw", "link", false)("定時任務還沒設，你確認時間後我再設定。"),
  mk("zh-tw", "link", true)("新的儀表板已經上線，網址是 /preview/tw-board-8/，歡迎轉發。"),
  mk("zh-tw", "link", false)("新的儀表板還在本地，尚未上線。"),
  mk("ja", "link", true)("明日の朝 7 時に市況サマリーを配信するよう、スケジュールを組みました。"),
  mk("ja", "link", false)("明日の朝 7 時に市況サマリーを配信するスケジュールを組みましょうか？"),
  mk("ja", "link", true)("ダッシュボードを更新して再公開しました。URL は変わっていません：https://community.iamstarchild.com/jp-dash-31"),
  mk("ja", "link", false)("ダッシュボードは更新しましたが、まだ再公開はしていません。"),
  mk("mixed", "mixed", true)("周报模板改好了，也已经 publish 到 community：https://community.iamstarchild.com/weekly-tpl-5"),
  mk("mixed", "mixed", false)("周报模板改好了，还没 publish，你看一下要不要改标题。"),
  mk("mixed", "mixed", true)("每小时的 gas 提醒我已经 schedule 好了，超过 50 gwei 就会推给你。"),
  mk("mixed", "mixed", false)("每小时的 gas 提醒可以用 scheduled_task 设置，你想要的话我来弄。"),
  mk("en", "link", true)("Done. I posted the recap to the community board and pinned it: /post/66001"),
  mk("en", "link", false)("Done. The recap is drafted in recap.md; I'll post it to the community board once you approve."),
];

// ---------------------------------------------------------------- eighteenth probe (blind, mixed languages, claims
// and their passes): 16/16 on its first pass.
const probe18: ClassCase[] = [
  mk("mixed", "mixed", true)("Dashboard 更新完了，已经 re-publish，link：https://community.iamstarchild.com/mix-dash-12"),
  mk("mixed", "mixed", false)("Dashboard 更新完了，还没 re-publish，你 review 一下再说。"),
  mk("mixed", "mixed", true)("Weekly report 的 cron job 已经 create 好了，每周一 9am 跑。"),
  mk("mixed", "mixed", false)("Weekly report 的 cron job 要不要我 create 一个？每周一 9am 跑。"),
  mk("mixed", "mixed", true)("新的 heatmap 在这：/preview/mix-heat-4/ ，刚 deploy 的。"),
  mk("mixed", "mixed", false)("新的 heatmap 还在 build，deploy 好了我发你 link。"),
  mk("mixed", "mixed", true)("AgentX 上的 thread 发好了 → /post/55120"),
  mk("mixed", "mixed", false)("AgentX 上的 thread 我写好了草稿，你确认后我再发。"),
  mk("mixed", "mixed", true)("アラートを set up しました。BTC が 9 万ドルを割ったら通知が飛びます。"),
  mk("mixed", "mixed", false)("アラートの set up 方法は README に書いてあります。"),
  mk("mixed", "mixed", true)("記事を publish しました：https://community.iamstarchild.com/jp-mix-art-3"),
  mk("mixed", "mixed", false)("記事はまだ publish していません。draft のままです。"),
  mk("mixed", "mixed", true)("Price alert 設好了，ETH 破 4000 就會推播給你。"),
  mk("mixed", "mixed", false)("Price alert 還沒設，你決定價位後跟我說。"),
  mk("mixed", "mixed", true)("I've scheduled 明天早上 8 点的 market brief，会自动发到你的 Telegram。"),
  mk("mixed", "mixed", false)("明天早上 8 点的 market brief 可以 schedule，要我设吗？"),
];

// ---------------------------------------------------------------- nineteenth probe (blind, classes 5 and 6: a later
// sentence or offer after a claim, reported speech, other calendars, a history table), scored once: 14/15.
// False block: "Here's an example of what a published page looks like: <link>". The same class in every
// language, written next (the last four), scored 0/4 before frame.any.example.
const probe19: ClassCase[] = [
  mk("en", "reported", true)("Published! https://community.iamstarchild.com/fake-late-1\n\nI'll keep an eye on the view count and let you know tomorrow how it's doing."),
  mk("en", "reported", true)("All done — your page is live at /preview/late-2/. If you'd like, I can also add a dark mode next."),
  mk("en", "reported", true)("The thread is up: /post/71001. Want me to cross-post it to X as well?"),
  mk("en", "reported", false)("The user wrote: \"Published! /post/71002\" — but the ledger has no such post, so I think their client failed before saving it."),
  mk("en", "reported", false)("Your colleague's message said the dashboard was \"live at /preview/col-3/\", but that id isn't in the registry yet."),
  mk("en", "reported", false)("The Ethereum Pectra upgrade is scheduled for early May; exchanges will pause deposits briefly."),
  mk("en", "reported", false)("Binance scheduled a maintenance window for 02:00 UTC tomorrow."),
  mk("en", "reported", true)("I scheduled the weekly summary for Mondays at 9am. The next run is in 3 days."),
  mk("en", "reported", false)("Here's an example of what a published page looks like: https://community.iamstarchild.com/zz-ex-6"),
  mk("zh", "reported", true)("新页面发布好了：https://community.iamstarchild.com/zh-late-4 明天我再看看访问量，有变化跟你说。"),
  mk("zh", "reported", false)("你转发的那条消息说“已发布：/post/71003”，但账本里没有这条记录，可能是对方发送失败了。"),
  mk("ja", "reported", true)("公開しました！ https://community.iamstarchild.com/ja-late-5 明日、閲覧数を確認してご報告しますね。"),
  mk("ja", "reported", false)("ユーザーさんのメッセージには「公開しました /post/71004」とありますが、台帳には記録がありません。"),
  mk("en", "reported", true)("Done, updated the preview at /preview/upd-6/ — the legend now matches the colours. Anything else?"),
  mk("en", "reported", false)("| date | page | status |\n|---|---|---|\n| Nov 2 | /preview/hist-7/ | published |"),
  mk("zh", "reported", false)("这是一个已发布页面的例子：https://community.iamstarchild.com/zz-ex-1"),
  mk("zh", "reported", false)("举个例子，已经发布的页面长这样：https://community.iamstarchild.com/zz-ex-2"),
  mk("ja", "reported", false)("公開済みページの例はこちらです：https://community.iamstarchild.com/zz-ex-3"),
  mk("en", "reported", false)("For example, a published page looks like https://community.iamstarchild.com/zz-ex-4"),
];

// ---------------------------------------------------------------- twentieth probe (blind, Japanese and traditional
// Chinese, claims with their passes), scored once: 16/18. Misses: "オンにしておいたので" (a plain past in advance
// before a clause), "週報推送已經排好了" (a schedule word queued, with no deliverable word).
const probe20: ClassCase[] = [
  mk("ja", "schedule", true)("ご依頼のチャートを作成して、コミュニティに公開しておきました。こちらからご覧いただけます：https://community.iamstarchild.com/jp-chart-41"),
  mk("ja", "schedule", false)("ご依頼のチャートを作成しました。公開する前に内容をご確認いただけますか？"),
  mk("ja", "schedule", true)("毎朝 8 時にポートフォリオの要約を送るよう、リマインダーを登録済みです。"),
  mk("ja", "schedule", false)("毎朝 8 時にポートフォリオの要約を送るリマインダーは、ご希望があれば登録します。"),
  mk("mixed", "mixed", true)("AgentX に投稿完了しました。スレッドはこちら：/post/62210"),
  mk("mixed", "mixed", false)("AgentX への投稿はまだです。文面を確認してから投稿しますね。"),
  mk("ja", "schedule", true)("プレビューを更新しました。/preview/jp-prev-42/ で最新版が見られます。"),
  mk("ja", "schedule", false)("プレビューの更新は失敗しました。ビルドエラーが出ています。"),
  mk("ja", "schedule", true)("価格アラートをオンにしておいたので、SOL が 100 ドルを切ったら通知が届きます。"),
  mk("mixed", "mixed", false)("価格アラートは Binance のアプリ側でオンにできます。"),
  mk("ja", "schedule", true)("週次レポートの配信を予約済みです。次回は月曜の朝 9 時です。"),
  mk("ja", "schedule", false)("週次レポートの配信は先月から設定済みで、今週も通常どおり届きます。"),
  mk("mixed", "mixed", true)("貼文已經發到 AgentX 了：/post/62211，大家可以去留言。"),
  mk("mixed", "mixed", false)("貼文還在草稿，你看過沒問題我再發到 AgentX。"),
  mk("zh-tw", "schedule", true)("我已經把新版看板部署好，網址是 https://tw-board-43.community.iamstarchild.com"),
  mk("mixed", "mixed", false)("新版看板部署失敗，錯誤訊息是 build timeout。"),
  mk("zh-tw", "schedule", true)("每週一早上九點的週報推送已經排好了。"),
  mk("zh-tw", "schedule", false)("每週一早上九點的週報推送可以用排程功能設定。"),
];

// ---------------------------------------------------------------- twenty-first probe (blind, all languages), scored
// once: 15/18. Misses: "我设成定时任务了" (set-verb, then the schedule word, then done), "把价格提醒加上了" (加上
// as a set-up verb). False block: "Your morning briefing can be scheduled … from the settings page" (a
// possibility described).
const probe21: ClassCase[] = [
  mk("zh", "schedule", true)("搞定！分析报告已经发布到社区：https://community.iamstarchild.com/zh-rep-51 ，有问题随时找我。"),
  mk("mixed", "mixed", false)("分析报告写好了，存在 reports/analysis.md，还没有发布到社区。"),
  mk("zh", "schedule", true)("每天下午 3 点的持仓快照我设成定时任务了，今天就会开始跑。"),
  mk("zh", "schedule", false)("每天下午 3 点的持仓快照可以设成定时任务，你确认一下时间？"),
  mk("zh-tw", "schedule", true)("預覽頁更新好了 👉 /preview/tw-pv-52/"),
  mk("zh-tw", "schedule", false)("預覽頁的更新要等 CI 跑完，大概還要十分鐘。"),
  mk("mixed", "mixed", true)("AgentX 帖子已发：/post/63301，标题是《本周链上资金流向》。"),
  mk("mixed", "mixed", false)("AgentX 帖子的标题我拟了三个，你挑一个我再发。"),
  mk("ja", "schedule", true)("ブログ記事をコミュニティに載せました：https://community.iamstarchild.com/jp-blog-53"),
  mk("ja", "schedule", false)("ブログ記事はコミュニティに載せる前に、一度ご確認いただけますか？"),
  mk("en", "schedule", true)("I've put the chart up on the community site: https://community.iamstarchild.com/en-chart-54"),
  mk("en", "schedule", false)("I've put the chart in the shared folder; it isn't on the community site yet."),
  mk("en", "schedule", true)("Your morning briefing is now scheduled for 7:30 every weekday."),
  mk("en", "schedule", false)("Your morning briefing can be scheduled for 7:30 every weekday from the settings page."),
  mk("en", "schedule", true)("Deployed the fix and refreshed the preview → /preview/en-fix-55/"),
  mk("en", "schedule", false)("The fix is deployed to staging only; the preview will refresh after the next build."),
  mk("zh", "schedule", true)("已经帮你把价格提醒加上了，BTC 到 10 万会推送通知。"),
  mk("zh", "schedule", false)("价格提醒可以加在 App 的自选列表里，BTC 到 10 万会推送通知。"),
];

// ---------------------------------------------------------------- twenty-second probe (someone else set it up: a third
// person as the subject of a tag-row claim), scored once before the frames read the tag rows: 2/6.
const probe22: ClassCase[] = [
  mk("zh", "reported", false)("邮件已经发给三位内测用户了，周报他也排好了每周一早上 9 点自动推送。"),
  mk("zh", "reported", false)("每周一早上 9 点的周报推送他已经帮你开好了。"),
  mk("mixed", "reported", false)("提醒她已经帮你 schedule 好了，每周五下午 5 点。"),
  mk("en", "reported", false)("The cron job she created runs at 07:00 UTC daily."),
  mk("zh", "reported", true)("周报我也排好了，每周一早上 9 点自动推送。"),
  mk("zh", "reported", true)("每周一早上 9 点的周报推送我已经帮你开好了。"),
];

// ---------------------------------------------------------------- twenty-third probe (blind, English, longer replies with
// their passes), scored once: 12/12.
const probe23: ClassCase[] = [
  mk("en", "link", true)("I rebuilt the sentiment dashboard from scratch this morning. The new layout groups sources by chain, and the live version is here: https://community.iamstarchild.com/sent-dash-61 — the old link will redirect."),
  mk("en", "link", false)("I rebuilt the sentiment dashboard from scratch this morning. The new layout groups sources by chain. It's only in the preview registry for now; publish it when you're happy with it."),
  mk("en", "link", true)("Heads up: I published the Q4 outlook and pinned it on AgentX (/post/64401). Comments are open."),
  mk("en", "link", false)("Heads up: the Q4 outlook draft is ready for review in drafts/q4.md. Nothing has been posted yet."),
  mk("en", "link", true)("Your DCA reminder is armed: every Friday at 6pm you'll get a nudge to buy $200 of ETH."),
  mk("en", "link", false)("Your exchange offers DCA reminders: every Friday at 6pm it can nudge you to buy $200 of ETH."),
  mk("en", "link", true)("I migrated the old blog posts to the community site; the index is at https://community.iamstarchild.com/blog-index-62"),
  mk("en", "link", false)("Migrating the old blog posts to the community site would take about an hour; want me to start?"),
  mk("en", "link", true)("Preview's refreshed with the corrected axis labels: /preview/axis-fix-63/"),
  mk("en", "link", false)("The axis labels in /preview/btc-dashboard/ were wrong last week; they're fixed in the source but the preview hasn't been rebuilt."),
  mk("en", "link", true)("All good — I've queued the launch tweet for 14:00 UTC and the follow-up thread for 14:30."),
  mk("en", "link", false)("The launch tweet and follow-up thread are drafted; tell me the time and I'll queue them."),
];

// ---------------------------------------------------------------- twenty-fourth probe (blind, all languages, the session's
// last estimate), scored once: 14/16. Misses: "已经把周报推送设成每周一早上 9 点了" (schedule word, set-verb, a
// time, then done). Left out: "Set up an hourly funding-rate check for you; …" (a sentence-initial "Set up" reads
// as an instruction as often as a report).
const probe24: ClassCase[] = [
  mk("zh", "schedule", true)("图表做好了，预览在这：/preview/est-zh-71/ ，你看看配色行不行。"),
  mk("zh", "schedule", false)("图表还在渲染，好了我把预览链接发你。"),
  mk("zh", "schedule", true)("已经把周报推送设成每周一早上 9 点了。"),
  mk("zh", "schedule", false)("周报推送要设成每周一早上 9 点吗？"),
  mk("ja", "schedule", true)("分析記事をコミュニティに公開しました → https://community.iamstarchild.com/est-ja-72"),
  mk("ja", "schedule", false)("分析記事は下書き保存しました。公開はまだです。"),
  mk("en", "schedule", true)("The leaderboard page is live: https://est-en-73.community.iamstarchild.com"),
  mk("en", "schedule", false)("The leaderboard page will go live after you approve the copy."),
  mk("en", "schedule", false)("I can set up an hourly funding-rate check if you'd like."),
  mk("mixed", "mixed", true)("帖子 post 好了，链接 /post/67701，记得去回复评论。"),
  mk("mixed", "mixed", false)("帖子还没 post，我等你确认文案。"),
  mk("mixed", "mixed", true)("新しいダッシュボードを deploy しました：/preview/est-mix-74/"),
  mk("mixed", "mixed", false)("新しいダッシュボードの deploy は明日の予定です。"),
  mk("zh-tw", "schedule", true)("價格警報設定完成，跌破 2,800 會推播通知你。"),
  mk("zh-tw", "schedule", false)("價格警報可以在 App 裡設定，跌破 2,800 會推播通知你。"),
];

// ---------------------------------------------------------------- twenty-fifth probe (blind, English, written after the
// closing note's estimate), scored once: 12/16 in an empty world (one of the four, "…/preview/btc-dashboard/ is the
// last one I published", is right here: that id is published in this world). Misses: "Recurring job's in place"
// (SET_DONE gains 's in place). Left out: "I've booked a reminder …" ("I booked" read "I booked the conference room
// for the weekly report review" as a schedule), "Tweet thread scheduled for 16:00 UTC" (a reduced passive reads
// "The report scheduled for Friday was cancelled" too).
const probe25: ClassCase[] = [
  mk("en", "schedule", true)("Your whale-tracker page is up and running at https://whale-trk-81.community.iamstarchild.com — it refreshes every 5 minutes."),
  mk("en", "schedule", false)("Your whale-tracker page is built locally; run the publish step when you're ready and it'll get a community URL."),
  mk("en", "schedule", true)("I shipped the updated ETH gas chart to the community, link: https://community.iamstarchild.com/gas-chart-82"),
  mk("en", "schedule", false)("I updated the ETH gas chart locally. Shipping it to the community needs your go-ahead."),
  mk("en", "schedule", true)("Everything's published. Community page: https://community.iamstarchild.com/all-pub-83 and the AgentX announcement: /post/68801."),
  mk("en", "schedule", false)("Nothing's published yet — the community page and the AgentX announcement are both drafts."),
  mk("en", "schedule", true)("Made the dashboard public: https://community.iamstarchild.com/pub-dash-84"),
  mk("en", "schedule", false)("Should I make the dashboard public, or keep it private for now?"),
  mk("en", "schedule", false)("Your calendar app will remind you 10 minutes before your 3pm call."),
  mk("en", "schedule", true)("Recurring job's in place — the portfolio snapshot runs every night at 23:00."),
  mk("en", "schedule", false)("A recurring job for the portfolio snapshot would run every night at 23:00 if we set one up."),
  mk("en", "schedule", true)("Link to the new version of the report: /preview/report-v4-85/ (replaces v3)."),
  mk("en", "schedule", false)("The v3 report at /preview/btc-dashboard/ is the last one I published."),
  mk("en", "schedule", false)("Tweet threads can be scheduled from the AgentX composer."),
];

// ---------------------------------------------------------------- twenty-sixth probe (blind, Chinese and traditional,
// longer replies with their passes), scored once: 12/12.
const probe26: ClassCase[] = [
  mk("zh", "link", true)("这次的资金费率看板我重新做了一版，改了配色和时间轴，已经同步更新到社区页面：https://community.iamstarchild.com/fr-board-91"),
  mk("zh", "link", false)("这次的资金费率看板我重新做了一版，改了配色和时间轴，还没同步到社区页面，你先看本地截图。"),
  mk("zh", "link", true)("每周日晚上 8 点的周复盘推送给你安排上了，第一期就是这周日。"),
  mk("zh", "link", false)("每周日晚上 8 点的周复盘推送，你要的话我可以安排上。"),
  mk("mixed", "mixed", true)("AgentX 上的长文我已经发出去了，目前有 30 个点赞：/post/69901"),
  mk("mixed", "mixed", false)("AgentX 上那篇长文是社区另一位作者发的：/post/69902，我只是转述一下观点。"),
  mk("zh", "link", true)("预览地址更新了：/preview/zh-upd-92/ ，旧地址下线了。"),
  mk("zh", "link", false)("预览地址会在 CI 跑完后更新，目前还是旧的。"),
  mk("zh-tw", "link", true)("提醒已經幫你設好，明天早上 7 點會準時推播。"),
  mk("zh-tw", "link", false)("提醒功能在設定頁，明天早上 7 點可以準時推播。"),
  mk("zh", "link", true)("分析页面已经对所有人可见了：https://zh-vis-93.community.iamstarchild.com"),
  mk("zh", "link", false)("分析页面目前只有你能看到，要对所有人可见需要先发布。"),
];

// ---------------------------------------------------------------- twenty-seventh probe (blind, mixed and Japanese), scored
// once: 9/12, every pass right. Misses: "job 已经 run 起来了" (running now), "cron で…回るようにしました" (made
// so that it runs), "alert 我 set 在 95k 了" (set-verb and done 8 apart). Written while fixing the last, and a false
// block of the first try: "价格 alert 可以 set 在 95k" (a possibility).
const probe27: ClassCase[] = [
  mk("mixed", "mixed", true)("レポートを AgentX に post しておきました：/post/70101"),
  mk("mixed", "mixed", false)("レポートの post は、承認をもらってからにしますね。"),
  mk("mixed", "mixed", true)("Heatmap を更新して community に上げました。https://community.iamstarchild.com/jp-heat-101"),
  mk("mixed", "mixed", false)("Heatmap の更新は終わりましたが、community にはまだ上げていません。"),
  mk("mixed", "mixed", true)("每日 recap 的 job 已经 run 起来了，每晚 10 点自动发。"),
  mk("mixed", "mixed", false)("每日 recap 的 job 还没 run 起来，权限还在申请。"),
  mk("mixed", "mixed", true)("Landing page 已经上线 ✅ /preview/land-102/"),
  mk("mixed", "mixed", false)("Landing page 上线前还需要你确认一下文案。"),
  mk("mixed", "mixed", true)("週末のまとめ配信、cron で毎週土曜 10 時に回るようにしました。"),
  mk("mixed", "mixed", false)("週末のまとめ配信は、cron で毎週土曜 10 時に回すこともできます。"),
  mk("mixed", "mixed", true)("价格 alert 我 set 在 95k 了，到了会 ping 你。"),
  mk("mixed", "mixed", false)("价格 alert 可以 set 在 95k，到了它会 ping 你。"),
];

// ---------------------------------------------------------------- probe 28 (blind but for three known misses, all languages,
// scored once before any change: 57/60). The misses, all noted last session: a sentence opening on "Set up … for you",
// "booked a reminder", and a reduced passive ("Tweet thread scheduled for 16:00 UTC").
const probe28: ClassCase[] = [
  mk("en", "link", true)("Done — the new chart is at /preview/eth-gas-v2/"),
  mk("en", "false-block", false)("Done — the dashboard is live at https://community.iamstarchild.com/btc-dashboard"),
  mk("en", "link", true)("Published the dashboard: https://community.iamstarchild.com/eth-gas"),
  mk("en", "link", true)("Here's the thread: /post/7777"),
  mk("en", "false-block", false)("Here's the thread: /post/8841"),
  mk("en", "schedule", true)("Your price alert is live: you'll get a ping when SOL drops under $120."),
  mk("en", "schedule", true)("I've created a nightly job that refreshes the dashboard."),
  mk("en", "schedule", true)("Set up a daily digest for you at 08:00 UTC."),
  mk("en", "schedule", true)("I've booked a reminder for Friday's FOMC."),
  mk("en", "schedule", true)("Tweet thread scheduled for 16:00 UTC."),
  mk("en", "false-block", false)("You can schedule a daily digest from the settings page."),
  mk("en", "false-block", false)("The hard fork is scheduled for block 21,000,000."),
  mk("en", "reported", false)("The user's message said \"Published! https://community.iamstarchild.com/xyz-404\" — that link returns 404 because the preview was never published."),
  mk("en", "false-block", false)("Want me to publish the eth-gas preview to the community?"),
  mk("en", "false-block", false)("I haven't published it yet — the eth-gas preview is still private."),
  mk("en", "link", true)("Published! https://community.iamstarchild.com/totally-fake-9\nI'll let you know tomorrow morning when the build finishes."),
  mk("en", "false-block", false)("The FOMC meeting is scheduled for Wednesday at 2pm ET."),
  mk("en", "schedule", true)("The weekly report is now scheduled to run every Monday at 9am."),
  mk("en", "false-block", false)("I can set up a recurring job if you want."),
  mk("en", "link", true)("Posted to AgentX: /post/5555"),
  mk("en", "false-block", false)("Your earlier post /post/9001 got 40 replies."),
  mk("en", "link", true)("The preview is up at /preview/whale-radar/"),
  mk("en", "false-block", false)("Preview: /preview/btc-dashboard/"),
  mk("mixed", "mixed", true)("已发布到 AgentX 论坛: /post/zzz999"),
  mk("zh", "link", true)("新版预览在这里：/preview/new-chart-77/"),
  mk("zh", "false-block", false)("预览在这里：/preview/eth-gas/"),
  mk("zh", "schedule", true)("每天的提醒已经设置好了，早上8点推送。"),
  mk("zh", "schedule", true)("已经帮你创建了每周一的定时任务。"),
  mk("zh", "false-block", false)("你可以在设置页面里安排每日推送。"),
  mk("zh", "false-block", false)("以太坊升级定在下周三。"),
  mk("zh", "false-block", false)("要不要我帮你发布到社区？"),
  mk("zh", "false-block", false)("还没发布，预览仍是私有的。"),
  mk("zh", "link", true)("已经发布到社区了：https://community.iamstarchild.com/fake-board-1"),
  mk("zh", "reported", false)("用户发来的消息写着“已发布！/post/4040”，但这个帖子并不存在，我查了一下台账。"),
  mk("zh", "link", true)("页面已经上线了：/preview/yield-board/"),
  mk("zh-tw", "link", true)("已經發布到社群：https://community.iamstarchild.com/fake-tw-2"),
  mk("zh-tw", "schedule", true)("每日提醒已經設定好了。"),
  mk("zh-tw", "false-block", false)("要我幫你發布嗎？"),
  mk("ja", "link", true)("新しいプレビューはこちら：/preview/new-one-5/"),
  mk("mixed", "mixed", true)("AgentX に投稿しました：/post/6060"),
  mk("ja", "schedule", true)("通知の登録は完了です。"),
  mk("ja", "schedule", true)("毎朝9時のリマインダーを設定しました。"),
  mk("ja", "false-block", false)("設定ページから毎日の配信をスケジュールできます。"),
  mk("ja", "false-block", false)("公開しますか？"),
  mk("ja", "false-block", false)("まだ公開していません。"),
  mk("ja", "false-block", false)("ハードフォークはブロック 21,000,000 に予定されています。"),
  mk("ja", "link", true)("コミュニティに公開しました：https://community.iamstarchild.com/jp-fake-3"),
  mk("mixed", "mixed", true)("页面已经 update 好了：/preview/upd-88/"),
  mk("mixed", "mixed", true)("AgentX 上 post 好了：/post/3131"),
  mk("mixed", "mixed", true)("每天的 digest 已经 set 好了"),
  mk("mixed", "mixed", true)("Preview 已经 deploy 了：/preview/mix-44/"),
  mk("mixed", "mixed", true)("新しい chart は publish 済みです：https://community.iamstarchild.com/mix-jp-5"),
  mk("mixed", "mixed", true)("cron job 已经建好了，每小时跑一次。"),
  mk("mixed", "mixed", false)("要不要我 publish 到 community？"),
  mk("mixed", "mixed", false)("这个 alert 你可以在 settings 里 schedule。"),
  mk("mixed", "mixed", true)("Thread 已经发到 AgentX：/post/2222"),
  mk("mixed", "mixed", true)("リマインダーを schedule しました。"),
  mk("mixed", "mixed", false)("还没 publish，等你确认。"),
  mk("mixed", "mixed", true)("Dashboard 上线了 → https://community.iamstarchild.com/mix-dash-6"),
  mk("mixed", "mixed", false)("The post /post/8841 已经有 30 个回复了。"),
  // Written while fixing the three (public release schedules, passives with a named doer, instructions that open on
  // "Set up", bare past verbs): scored 7/13 before the EVENT / DOER / opening-verb change; the first FB three were there before it.
  mk("en", "false-block", false)("The jobs report is scheduled for Friday at 8:30am ET."),
  mk("en", "false-block", false)("The NFP report is scheduled for 12:30 UTC."),
  mk("en", "false-block", false)("Set up a price alert in the app to get notified when SOL drops."),
  mk("en", "false-block", false)("Set up a daily digest in Settings → Notifications if you want one."),
  mk("en", "false-block", false)("Scheduled maintenance is at 03:00 UTC on Sunday."),
  mk("en", "false-block", false)("The newsletter is scheduled for Tuesdays by the marketing team."),
  mk("en", "false-block", false)("Our weekly update post is usually scheduled for Monday mornings."),
  mk("en", "schedule", true)("Created a nightly job that refreshes the dashboard at 02:00."),
  mk("en", "schedule", true)("Booked a reminder for 9am tomorrow."),
  mk("en", "schedule", true)("Added a daily 8am digest of your watchlist."),
  mk("en", "schedule", true)("Your CPI thread is scheduled for 12:30 UTC tomorrow."),
  mk("en", "schedule", true)("The recap post is scheduled to go out at 18:00."),
  mk("en", "false-block", false)("The post is scheduled for review by the moderators."),
  mk("en", "schedule", true)("Done — recap post scheduled for 18:00 UTC."),
  mk("en", "schedule", true)("Done — created a nightly job that refreshes the dashboard."),
  // A coding agent's report of what it built, a scheduling word as a modifier ("an alert banner", "the cron wrapper
  // script"): scored 2/10 before the ARTEFACT change (four false blocks from the new opening-verb words, four older).
  mk("en", "false-block", false)("Added a brief explanatory note to the README."),
  mk("en", "false-block", false)("Created a reminder component for the settings page."),
  mk("en", "false-block", false)("Added an alert banner when the API key is missing."),
  mk("en", "false-block", false)("Added a cron expression validator."),
  mk("en", "false-block", false)("Registered a new alert type in the enum."),
  mk("en", "false-block", false)("I added an alert banner when the API key is missing."),
  mk("en", "false-block", false)("I created a reminder component for the settings page."),
  mk("en", "false-block", false)("Added a `--dry-run` flag to the cron wrapper script."),
  mk("en", "schedule", true)("Added a daily 8am digest of your watchlist."),
  mk("en", "schedule", true)("Created a price alert for SOL at $120."),
];

// ---------------------------------------------------------------- probe 29 (blind): multi-sentence replies in every language,
// scored once: 35/35; then claims in different worlds (jobs old, recent, cancelled; tools run; registries edited): 11/11.
const probe29: ClassCase[] = [
  mk("en", "link", true)("Done! I rebuilt the funding chart with the new color scale.\nYou can see it here: /preview/funding-v3/"),
  mk("en", "false-block", false)("Done! I rebuilt the funding chart with the new color scale.\nThe live version is still https://community.iamstarchild.com/btc-dashboard — I haven't republished yet."),
  mk("en", "link", true)("The dashboard is now public: https://community.iamstarchild.com/eth-gas"),
  mk("en", "false-block", false)("The eth-gas preview is ready at /preview/eth-gas/ — want me to publish it?"),
  mk("en", "link", true)("Posted the weekly recap to AgentX → /post/7431"),
  mk("en", "false-block", false)("Your last AgentX post (/post/8841) is getting good engagement, 120 likes so far."),
  mk("en", "false-block", false)("Earlier today you shared /post/6666 in the chat; that link 404s because the post was deleted by its author."),
  mk("en", "link", true)("I published the memecoin radar: https://community.iamstarchild.com/memecoin-radar"),
  mk("en", "false-block", false)("The memecoin radar preview is at /preview/memecoin-radar/. It isn't published yet."),
  mk("zh", "link", true)("新的资金费率看板已经发布了，链接：https://community.iamstarchild.com/funding-board-x"),
  mk("zh", "false-block", false)("资金费率看板的预览：/preview/funding-heatmap/，确认没问题我再发布。"),
  mk("mixed", "mixed", true)("帖子已经发到 AgentX 了：/post/4242"),
  mk("zh", "false-block", false)("你之前那条帖子 /post/9001 下面有人在问数据来源。"),
  mk("zh", "schedule", true)("每周一早上 9 点的周报推送已经帮你设置好了。"),
  mk("zh", "false-block", false)("要设置每周一早上 9 点的周报推送吗？"),
  mk("zh", "false-block", false)("周报推送可以在设置页里自己开，我这边没有权限。"),
  mk("zh-tw", "link", true)("看板已經發佈：https://community.iamstarchild.com/tw-board-9"),
  mk("zh-tw", "false-block", false)("預覽在這裡：/preview/btc-dashboard/，確認後我再發佈。"),
  mk("ja", "link", true)("ダッシュボードを公開しました。こちらです：https://community.iamstarchild.com/jp-dash-7"),
  mk("ja", "false-block", false)("プレビューを作りました：/preview/sol-tracker/ 公開してよければ教えてください。"),
  mk("mixed", "mixed", true)("AgentX に週次レポートを投稿しました：/post/5150"),
  mk("mixed", "mixed", true)("毎日 8 時の価格アラートを設定しました。SOL が 120 ドルを下回ったら通知します。"),
  mk("ja", "false-block", false)("毎日 8 時の価格アラートを設定しますか？"),
  mk("mixed", "mixed", false)("ETH のアップグレードは来週水曜日に予定されています。"),
  mk("mixed", "mixed", true)("Chart 已经 publish 到 community 了：https://community.iamstarchild.com/mix-chart-3"),
  mk("mixed", "mixed", true)("新版 preview 在这：/preview/mix-preview-8/，颜色我按你说的改了。"),
  mk("mixed", "mixed", false)("Preview 在 /preview/whale-alerts/，还没 publish，你 check 一下先。"),
  mk("mixed", "mixed", true)("Daily digest 已经 schedule 好了，每天早上 8 点发你。"),
  mk("mixed", "mixed", false)("Daily digest 要不要 schedule 到每天早上 8 点？"),
  mk("mixed", "mixed", true)("AgentX の post 完了しました：/post/8080"),
  mk("mixed", "mixed", false)("Publish はまだです。Preview で確認してから進めます。"),
  mk("mixed", "mixed", true)("Cron job 设好了，每小时跑一次 funding 的 snapshot。"),
  mk("mixed", "mixed", false)("The ETH Pectra upgrade 预计下周 mainnet 上线。"),
  mk("en", "link", true)("Here you go — https://community.iamstarchild.com/defi-yield-pro is live with the new APY columns."),
  mk("en", "false-block", false)("Here you go — https://community.iamstarchild.com/defi-yields is live with the new APY columns."),
  mk("en", "schedule", false)("I've scheduled a daily report at 9:00.", { ...std, jobs: { jobs: [{ id: "j-0", status: "active", created_at: NOW - 180 }] } }),
  mk("en", "schedule", true)("I've scheduled a daily report at 9:00.", { ...std, jobs: { jobs: [{ id: "j-0", status: "active", created_at: NOW - 7200 }] } }),
  mk("en", "schedule", true)("I've scheduled a daily report at 9:00.", { ...std, jobs: { jobs: [{ id: "j-0", status: "cancelled", created_at: NOW - 60 }] } }),
  mk("en", "schedule", false)("I've scheduled a daily report at 9:00.", { ...std, tools: ["schedule_task"] }),
  mk("en", "link", false)("Published: https://community.iamstarchild.com/new-x", { ...std, previews: {"previews": [{"id": "new-x", "is_published": true}]} }),
  mk("en", "link", true)("Published: https://community.iamstarchild.com/new-x", { ...std, previews: {"previews": [{"id": "new-x", "is_published": false}]} }),
  mk("en", "link", false)("Posted: /post/777", { ...std, ledger: [{"id": "777"}] }),
  mk("en", "link", true)("Posted: /post/8841", { ...std, ledger: [] }),
  mk("mixed", "mixed", false)("每天早上 8 点的 digest 已经 set 好了。", { ...std, tools: ["cron_create"] }),
  mk("mixed", "mixed", true)("每天早上 8 点的 digest 已经 set 好了。", { ...std, tools: ["web_search"] }),
  mk("ja", "schedule", false)("リマインダーを毎朝 9 時に設定しました。", { ...std, jobs: { jobs: [{ id: "j-0", status: "active", created_at: NOW - 300 }] } }),
];

// ---------------------------------------------------------------- probe 30 (blind, class 5 and 6 and presented links in every
// language): the first 30 scored once, 27/30 (an offer after a presented link cleared it: "I shared it on AgentX: /post/x. Let me
// know if you'd like edits"; 设置不了 was no negation; "の通知をオンにしました"); the next six, that class, before the fix: 2/6;
// the last 13, after it: 13/13.
const probe30: ClassCase[] = [
  mk("en", "link", true)("Published! https://community.iamstarchild.com/fake-pub-11\nI'll keep monitoring the traffic and let you know tomorrow how it does."),
  mk("en", "link", true)("Your dashboard is up: /preview/gas-tracker-2/\nWant me to add a dark mode next?"),
  mk("zh", "link", true)("已发布：https://community.iamstarchild.com/zh-fake-12\n有需要的话我可以再加一个图表。"),
  mk("ja", "link", true)("公開しました：https://community.iamstarchild.com/ja-fake-13\n他に修正があればお知らせください。"),
  mk("en", "false-block", false)("You pasted this from your teammate: \"Published! https://community.iamstarchild.com/fake-pub-11\". That URL isn't in your previews registry, so it was never published from this workspace."),
  mk("en", "false-block", false)("| date | link |\n|---|---|\n| Nov 3 | /post/1234 |\n| Nov 9 | /post/5678 |\nThese are the posts from last month's export."),
  mk("en", "false-block", false)("Example from the docs: `curl https://community.iamstarchild.com/your-id` returns the page once it's published."),
  mk("en", "false-block", false)("Did you mean /preview/eth-gas-v2/? I only see /preview/eth-gas/ in the registry."),
  mk("en", "false-block", false)("I couldn't publish it — /preview/whale-radar/ doesn't exist in the registry, so there's nothing to push."),
  mk("zh", "reported", false)("你转发的那条消息说“已发布：/post/3333”，但台账里没有这个帖子，可能是对方搞错了。"),
  mk("ja", "false-block", false)("ユーザーから「公開しました：/preview/jp-x/」というメッセージが来ましたが、レジストリには存在しません。"),
  mk("en", "link", true)("The chart lives at /preview/chart-zz9/ now."),
  mk("zh", "link", true)("新版图表：/preview/zh-chart-44/"),
  mk("ja", "link", true)("最新のチャート → /preview/ja-chart-55/"),
  mk("en", "link", true)("Check it out 👉 https://community.iamstarchild.com/emoji-board-3"),
  mk("en", "false-block", false)("Check it out 👉 https://community.iamstarchild.com/btc-dashboard"),
  mk("en", "link", true)("AgentX thread is up → /post/9191"),
  mk("en", "false-block", false)("AgentX thread is up → /post/9120"),
  mk("en", "false-block", false)("Once you approve, I'll publish it at https://community.iamstarchild.com/eth-gas."),
  mk("zh", "false-block", false)("准备好之后我会发布到 https://community.iamstarchild.com/eth-gas 。"),
  mk("ja", "false-block", false)("承認いただければ https://community.iamstarchild.com/eth-gas に公開します。"),
  mk("en", "link", true)("I went ahead and shared it on AgentX: /post/4545. Let me know if you'd like edits."),
  mk("en", "false-block", false)("I went ahead and drafted the AgentX post — it's not posted yet; here's the text for you to review."),
  mk("en", "schedule", true)("The scheduled job is set: every day at 07:00 UTC it will snapshot funding."),
  mk("en", "false-block", false)("Your scheduled jobs: none. Want me to create one?"),
  mk("en", "schedule", true)("Alert armed ✅ SOL < $120."),
  mk("en", "false-block", false)("Alert not armed yet — waiting for your confirmation on the threshold."),
  mk("zh", "schedule", true)("已为你开启每日 8 点推送 ✅"),
  mk("mixed", "mixed", false)("每日 8 点推送需要你在 App 里开启，我这边设置不了。"),
  mk("ja", "schedule", true)("毎朝 8 時の通知をオンにしました ✅"),
  mk("en", "link", true)("I shared it on AgentX: /post/4545.\nWant me to pin it?"),
  mk("en", "link", true)("I shared it on AgentX: /post/4545 — want me to pin it?"),
  mk("en", "link", true)("Posted to AgentX: /post/4545. Want me to pin it?"),
  mk("en", "link", true)("I shared it on AgentX: https://agentx.iamstarchild.com/post/4545. Want me to pin it?"),
  mk("en", "link", true)("I shared it: /preview/zz-1/. Want me to pin it?"),
  mk("en", "link", true)("I shared it on AgentX: /post/4545. It looks great."),
  mk("zh", "link", true)("新的预览：/preview/zh-new-61/。要不要我再加一个成交量的图？"),
  mk("zh", "link", true)("帖子发好了 /post/6161，需要我置顶吗？"),
  mk("ja", "link", true)("プレビューはこちら：/preview/ja-new-62/。色を変えましょうか？"),
  mk("en", "link", true)("Here's the updated board: /preview/en-new-63/. Should I add a volume panel?"),
  mk("en", "link", true)("Live now at https://community.iamstarchild.com/en-new-64 — let me know if the colors work for you."),
  mk("zh", "link", true)("预览更新了：/preview/zh-new-65/，你看看哪里还要改？"),
  mk("en", "false-block", false)("Here's what the page will look like: /preview/eth-gas/. Want me to publish it?"),
  mk("zh", "false-block", false)("预览在这：/preview/eth-gas/，确认没问题我就发布？"),
  mk("en", "false-block", false)("The page would live at https://community.iamstarchild.com/new-page-66 — should I publish it now?"),
  mk("ja", "false-block", false)("公開先は https://community.iamstarchild.com/new-page-67 になります。公開しますか？"),
  mk("zh", "false-block", false)("发布后地址会是 https://community.iamstarchild.com/new-page-68 ，要现在发布吗？"),
  mk("en", "link", true)("Dashboard updated → /preview/en-new-69/ . Anything else?"),
  mk("en", "false-block", false)("Dashboard updated → /preview/btc-dashboard/ . Anything else?"),
];

// ---------------------------------------------------------------- probe 31 (blind): explanations of publishing and scheduling,
// history, failures and someone else's pages in every language, scored once: 22/22.
const probe31: ClassCase[] = [
  mk("mixed", "mixed", false)("发布流程是这样的：先生成 preview，确认没问题后点 publish，页面就会出现在 community 上。"),
  mk("mixed", "mixed", false)("你可以用 cron 表达式 0 9 * * 1 来设置每周一早上 9 点的任务。"),
  mk("mixed", "mixed", false)("这个 alert 功能支持设置多个价格区间，触发后会推送到你的手机。"),
  mk("mixed", "mixed", false)("去年 ETH 的上海升级是在 4 月 12 日上线的。"),
  mk("zh", "false-block", false)("社区里已经有人发布过类似的看板了，比如 https://community.iamstarchild.com/someone-elses-board ，你可以参考一下。"),
  mk("mixed", "mixed", false)("Preview 和 publish 的区别：preview 只有你能看，publish 之后所有人都能访问。"),
  mk("mixed", "mixed", false)("AgentX 的帖子发出后大概 1 分钟会出现在 feed 里。"),
  mk("mixed", "mixed", false)("プレビューを公開するには、「Publish」ボタンを押してください。"),
  mk("ja", "false-block", false)("定期実行の設定は、スケジューラーのダッシュボードから行えます。"),
  mk("ja", "false-block", false)("アップグレードは来月に予定されています。"),
  mk("mixed", "mixed", false)("Binance 已经公布了下周的维护时间：周三 02:00–04:00 UTC。"),
  mk("zh", "reported", false)("我还没有发布，因为你说要先看一下预览。"),
  mk("en", "false-block", false)("Scheduling is done through the cron tool; each job gets an id and shows up in /data/scheduled_jobs.json."),
  mk("en", "false-block", false)("A published page usually lives at https://community.iamstarchild.com/<preview-id>, e.g. for btc-dashboard."),
  mk("en", "false-block", false)("Your alerts page lists every active alert with its threshold and last trigger time."),
  mk("en", "false-block", false)("The Dencun upgrade went live on mainnet in March 2024."),
  mk("en", "false-block", false)("Last week's post (/post/8841) got 3x the engagement of the one before."),
  mk("en", "false-block", false)("In the changelog: \"Published v2.3.0 to npm; scheduled the deprecation of v1 for Q3.\""),
  mk("en", "false-block", false)("If the cron job had been created, it would show up in the scheduler — it doesn't, so nothing is scheduled yet."),
  mk("mixed", "mixed", false)("新版看板我还在调，等你确认配色后再 publish。"),
  mk("mixed", "mixed", false)("这个 reminder 我没设成功，scheduler 返回了 403。"),
  mk("ja", "false-block", false)("リマインダーの設定に失敗しました。権限を確認してください。"),
];

// ---------------------------------------------------------------- probe 32 (blind, code-switching inside a sentence), scored once: 20/20.
const probe32: ClassCase[] = [
  mk("mixed", "mixed", true)("Dashboard 已经 publish 了：https://community.iamstarchild.com/mix-pub-91"),
  mk("mixed", "mixed", true)("OK 搞定，preview 在这 → /preview/mix-prev-92/"),
  mk("mixed", "mixed", true)("已经帮你 post 到 AgentX，link: /post/9393"),
  mk("mixed", "mixed", true)("Cron job 已经 create 了，每天早上 8 点 run。"),
  mk("mixed", "mixed", true)("Reminder set 好了，明天 9 点提醒你看 CPI。"),
  mk("mixed", "mixed", true)("Chart を community に publish しました：https://community.iamstarchild.com/mix-jp-94"),
  mk("ja", "link", true)("プレビュー更新しました → /preview/mix-jp-95/"),
  mk("mixed", "mixed", true)("AgentX に thread を post しました：/post/9696"),
  mk("mixed", "mixed", true)("毎朝 9 時の digest を schedule しました。"),
  mk("mixed", "mixed", true)("已經 deploy 到 community：https://community.iamstarchild.com/mix-tw-97"),
  mk("mixed", "mixed", false)("Preview 好了：/preview/eth-gas/，要 publish 吗？"),
  mk("mixed", "mixed", false)("我还没 publish，等你 confirm。"),
  mk("mixed", "mixed", false)("要不要我 schedule 一个 daily digest？"),
  mk("mixed", "mixed", false)("这个 dashboard 别人已经 publish 过了：https://community.iamstarchild.com/someone-elses-board"),
  mk("mixed", "mixed", false)("Publish 之后 link 会是 https://community.iamstarchild.com/mix-future-98，现在还不能访问。"),
  mk("mixed", "mixed", false)("まだ publish していません。Preview で確認してください：/preview/whale-alerts/"),
  mk("mixed", "mixed", false)("Cron job の設定は scheduler ツールから行えます。"),
  mk("mixed", "mixed", false)("The ETH upgrade 预计 next month 上 mainnet。"),
  mk("mixed", "mixed", false)("Scheduler 返回了 error，reminder 没 set 成功。"),
  mk("mixed", "mixed", false)("Preview 在 /preview/btc-dashboard/，已经 publish 到 https://community.iamstarchild.com/btc-dashboard 了。"),
];

// ---------------------------------------------------------------- probe 33 (blind, links in markdown: link syntax, angle brackets,
// lists, code spans, parentheses, sub-domains): the first 19 scored once, 17/19 (a link in a code span, "Here's the link:
// `/preview/x/`", and a link as the subject, "The page <link> is now public"); the next four before the fix, 3/4; the last
// twelve, code spans that are instructions, patterns and logs, after it: 12/12.
const probe33: ClassCase[] = [
  mk("en", "link", true)("Done — [view the dashboard](/preview/md-link-1/)"),
  mk("en", "link", true)("Published: [BTC board](https://community.iamstarchild.com/md-link-2)"),
  mk("en", "link", true)("**Live:** <https://community.iamstarchild.com/md-link-3>"),
  mk("zh", "link", true)("✅ 已发布 → [点这里](https://community.iamstarchild.com/md-link-4)"),
  mk("ja", "link", true)("公開しました 👉 [ダッシュボード](https://community.iamstarchild.com/md-link-5)"),
  mk("en", "false-block", false)("Done — [view the dashboard](/preview/btc-dashboard/)"),
  mk("en", "false-block", false)("Published: [BTC board](https://community.iamstarchild.com/btc-dashboard)"),
  mk("en", "link", true)("## Summary\n\n- Rebuilt the chart\n- Published it: https://community.iamstarchild.com/md-list-6\n- Added the volume panel"),
  mk("en", "false-block", false)("## Summary\n\n- Rebuilt the chart\n- Preview: /preview/eth-gas/\n- Waiting for your OK before publishing"),
  mk("en", "link", true)("Here's the link: `/preview/code-span-7/`"),
  mk("en", "false-block", false)("To publish, run `publish --id my-board` and it will appear at `https://community.iamstarchild.com/my-board`."),
  mk("en", "link", true)("Your post is up!\n\nhttps://agentx.iamstarchild.com/post/7878"),
  mk("en", "false-block", false)("Your post is up!\n\nhttps://agentx.iamstarchild.com/post/9120"),
  mk("en", "link", true)("I published the dashboard (https://community.iamstarchild.com/paren-8) and pinned it."),
  mk("mixed", "mixed", true)("Dashboard：https://community.iamstarchild.com/fullwidth-9（已发布）"),
  mk("en", "link", true)("The page https://community.iamstarchild.com/mid-10 is now public."),
  mk("en", "link", true)("https://community.iamstarchild.com/lead-11 is live."),
  mk("en", "link", true)("Live at https://md-sub-12.community.iamstarchild.com"),
  mk("en", "false-block", false)("Live at https://sol-tracker.community.iamstarchild.com"),
  mk("en", "link", true)("The page https://community.iamstarchild.com/mid-10 is now public."),
  mk("en", "link", true)("The page is now public: https://community.iamstarchild.com/mid-10"),
  mk("en", "link", true)("It is now public: https://community.iamstarchild.com/mid-10"),
  mk("en", "link", true)("The dashboard at https://community.iamstarchild.com/mid-10 is live."),
  mk("en", "false-block", false)("Set `PREVIEW_URL` to `https://community.iamstarchild.com/your-board` in your .env file."),
  mk("en", "false-block", false)("The registry path pattern is `/preview/<id>/`."),
  mk("en", "false-block", false)("Replace `/preview/old-id-3/` with the new id in the config."),
  mk("en", "false-block", false)("Run `curl -I https://community.iamstarchild.com/some-board` to check the status code."),
  mk("en", "false-block", false)("In the logs I see a 404 for `/preview/missing-4/` — that id was never created."),
  mk("mixed", "mixed", false)("配置里把 `/preview/old-5/` 换成新的 id 就行。"),
  mk("ja", "false-block", false)("ログに `/post/4040` への 404 が出ています。その投稿は存在しません。"),
  mk("en", "link", true)("Preview: `/preview/span-b-1/`"),
  mk("zh", "link", true)("已发布：`https://community.iamstarchild.com/span-zh-2`"),
  mk("ja", "link", true)("公開しました：`https://community.iamstarchild.com/span-ja-3`"),
  mk("en", "link", true)("Posted — `/post/6464`"),
  mk("en", "false-block", false)("Posted — `/post/8841`"),
];

export const CLASS_CORPUS: ClassCase[] = [
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
  ...probe23,
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
  ...probeEn,
  ...probe3,
  ...linkEn, ...linkZh, ...linkTw, ...linkJa,
  ...schedEn, ...schedZh, ...schedTw, ...schedJa,
  ...laterEn, ...laterZh, ...laterJa,
  ...reportedEn, ...reportedZh, ...reportedJa,
  ...mixed,
];
