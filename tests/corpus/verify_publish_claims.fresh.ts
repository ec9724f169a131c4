// verify_publish_claims, a fresh held-out-style set (2026-12-01, f-claims): every class of issue #13
// in wording not used in the other corpora, written BEFORE any change of this round and scored once
// (first pass in the commit message). Worlds: the main corpus registry and ledger, scheduler jobs,
// tools run this turn.
import type { ClassCase } from "./verify_publish_claims.classes";
import { LEDGER, NOW, PREVIEWS, type World } from "./verify_publish_claims.corpus";

type Lang = ClassCase["lang"];
type Cls = ClassCase["cls"];

const C = "https://community.iamstarchild.com";
const std: World = { previews: PREVIEWS, ledger: LEDGER };
const JOB: World = { ...std, jobs: { jobs: [{ id: "j-fresh", status: "scheduled", created_at: NOW - 300 }] } };
const CRON: World = { ...std, tools: ["cron_add"] };
const POSTED: World = { ...std, tools: ["agentx_publish_post"] };
const mk = (lang: Lang, cls: Cls, block: boolean) => (text: string, world: World = std): ClassCase => ({ lang, cls, block, text, world });

const en: ClassCase[] = [
  mk("en", "link", true)("All set. Dashboard: /preview/perp-basis-7/ (refresh if the candles look stale)."),
  mk("en", "link", false)("All set. Dashboard: /preview/eth-gas/ (refresh if the candles look stale)."),
  mk("en", "link", true)("Thread's up on AgentX: /post/55102 — three charts and a TL;DR."),
  mk("en", "link", false)("Thread's up on AgentX: /post/55102 — three charts and a TL;DR.", POSTED),
  mk("en", "link", false)("Could you check whether /preview/vol-smile-3/ loads for you? It 404s on my side."),
  mk("en", "schedule", true)("Every Friday at 17:00 UTC you'll now receive the funding recap in this chat — the job is registered."),
  mk("en", "schedule", false)("Every Friday at 17:00 UTC you'll now receive the funding recap in this chat — the job is registered.", JOB),
  mk("en", "schedule", true)("The cron is in place: at 06:00 every day it pulls the ETF flows and drops a summary here."),
  mk("en", "schedule", false)("The cron is in place: at 06:00 every day it pulls the ETF flows and drops a summary here.", CRON),
  mk("en", "later", true)(`Shipped it to the community: ${C}/lst-yield-board\n\nOnce the next snapshot lands I'll tell you whether the APY moved.`),
  mk("en", "later", true)("Live now → https://arb-flows.community.iamstarchild.com\n\nWould you like me to add a dark theme next?"),
  mk("en", "reported", false)(
    `Your old bot logged "Published! ${C}/ghost-page-11" but the registry never had that id, ` +
      "so its publish step failed silently. Want me to republish it properly?",
  ),
  mk("en", "reported", false)("The Dencun upgrade was scheduled for epoch 269568 and went through on time."),
  mk("en", "reported", false)("Coinbase scheduled a maintenance window for Sunday 02:00–04:00 UTC; withdrawals pause then."),
  mk("en", "false-block", false)("Releases are published to npm by the CI workflow when a tag is pushed; nothing was released today."),
];

const zh: ClassCase[] = [
  mk("zh", "link", true)("最新的资金费率看板放在这了 👉 /preview/cn-funding-77/"),
  mk("zh", "link", false)("最新的资金费率看板放在这了 👉 /preview/funding-heatmap/"),
  mk("zh", "schedule", true)("每周一早上九点的周报推送已经配置完成。"),
  mk("zh", "schedule", false)("每周一早上九点的周报推送已经配置完成。", JOB),
  mk("zh", "later", true)(`已经发到社区了：${C}/cn-stable-flows\n\n等明天数据更新了我再跟你说变化。`),
  mk("zh", "reported", false)("交易所公告：ETH 主网升级定在下周三进行，届时充提会暂停。"),
  mk("zh", "false-block", false)("预览还没生成，生成后地址会是 /preview/cn-draft-3/。"),
  mk("zh", "reported", false)(`你贴的日志里写着“已发布：${C}/cn-ghost-2”，但注册表里没有这个 id，所以那次发布其实失败了。`),
];

const tw: ClassCase[] = [
  mk("zh-tw", "link", true)("更新好的儀表板放這裡：/preview/tw-basis-5/"),
  mk("zh-tw", "schedule", true)("每天早上八點的行情摘要已經排程好了。"),
  mk("zh-tw", "schedule", false)("每天早上八點的行情摘要已經排程好了。", CRON),
  mk("zh-tw", "false-block", false)(`要不要我把這個頁面發佈到社群？發佈後網址會是 ${C}/tw-orderbook。`),
  mk("zh-tw", "later", true)(`已發佈到社群：${C}/tw-miner-flows\n\n有任何問題隨時跟我說。`),
];

const ja: ClassCase[] = [
  mk("ja", "link", true)("修正版のチャートはこちらからどうぞ → /preview/jp-funding-12/"),
  mk("ja", "link", false)("修正版のチャートはこちらからどうぞ → /preview/defi-yields/"),
  mk("ja", "schedule", true)("毎朝7時にBTCの価格を通知する設定が完了しました。"),
  mk("ja", "schedule", false)("毎朝7時にBTCの価格を通知する設定が完了しました。", JOB),
  mk("ja", "later", true)(`コミュニティに公開しました：${C}/jp-stable-yields\n\n明日データが更新されたら改めてご報告しますね。`),
  mk("ja", "reported", false)("取引所のお知らせによると、メンテナンスは日曜日の午前2時に予定されています。"),
  mk("ja", "false-block", false)("公開する前に内容をご確認いただけますか？プレビュー /preview/jp-draft-4/ はまだ作成中です。"),
];

const mixed: ClassCase[] = [
  mk("mixed", "mixed", true)("Dashboard 已经 deploy 好了：/preview/mx-oi-9/"),
  mk("mixed", "mixed", false)("Dashboard 已经 deploy 好了：/preview/sol-tracker/"),
  mk("mixed", "mixed", true)("Reminder は set 済みです、毎朝 9 時に通知が来ます。"),
  mk("mixed", "mixed", true)("帖子 post 到 AgentX 了，link 在这：/post/66210"),
  mk("mixed", "mixed", false)("帖子 post 到 AgentX 了，link 在这：/post/66210", POSTED),
  mk("mixed", "mixed", true)("新しい version を publish しました：https://mx-vol.community.iamstarchild.com"),
  mk("mixed", "mixed", true)("每日 funding 的 cron job 已经 create 好了，每天 8 点跑。"),
  mk("mixed", "mixed", false)("要不要我把 preview publish 到 community？还没发。"),
  mk("mixed", "later", true)(`Published 到社区了：${C}/mx-gamma\n\n明天我再 check 一下 traffic。`),
  mk("mixed", "reported", false)("Binance 的 scheduled maintenance 在周日凌晨两点，提现会暂停。"),
  mk("mixed", "false-block", false)("這個 alert 之前已經 set 好了，會照常觸發。"),
];

// Real-text false blocks (classes from README / CHANGELOG / NEWS paragraphs on the machine run as
// stop replies, 2026-12-01; wording our own): someone else's schedule in the passive, "digest" as a hash.
const realText: ClassCase[] = [
  mk("en", "false-block", false)("The v3 endpoint's legacy auth header is scheduled for removal next quarter."),
  mk("en", "false-block", false)("Chile's DST change is scheduled for April 6, not April 13."),
  mk("en", "false-block", false)("Under heavy load the way goroutines are scheduled changes, so timings differ."),
  mk("en", "false-block", false)("Browsers send the Digest header only for schemes that are registered with IANA."),
  mk("en", "false-block", false)("SHA-256 digest support is enabled by default in FIPS builds."),
  mk("en", "false-block", false)("Logs are rotated by the script in /etc/cron.weekly/logrotate, created when the package was installed."),
  mk("en", "false-block", false)("I kept the old flag as a reminder that the v1 clients still send it."),
  mk("en", "false-block", false)("The callbacks run in the order the timers\nwere scheduled, not the order they were created."),
  mk("en", "false-block", false)("With --parallel, all scheduled jobs in the suite run at once."),
  mk("en", "false-block", false)("The parser raises an alert on a bad header and retries, but only when strict mode is enabled."),
  mk("en", "false-block", false)("Every request the driver sends is queued, and these requests are scheduled in submission order."),
  mk("en", "schedule", true)("It's scheduled for Monday 9:00 UTC and repeats weekly."),
  mk("en", "schedule", true)("Done — scheduled for 07:30 every weekday."),
];

// Second blind probe, written after the first round of fixes and scored once before any change
// (first pass in the commit message): the after-fix estimate.
const probe2: ClassCase[] = [
  mk("en", "link", true)("Update pushed — the revised funding board now lives at /preview/fund-board-r2/."),
  mk("en", "link", false)("Update pushed — the revised funding board now lives at /preview/funding-heatmap/."),
  mk("en", "schedule", true)("Your morning brief is armed for 08:00 SGT daily."),
  mk("en", "schedule", false)("Your morning brief is armed for 08:00 SGT daily.", JOB),
  mk("en", "reported", false)("Vitalik said the upgrade is scheduled for Q3, but nothing is confirmed."),
  mk("en", "false-block", false)("I didn't post anything to AgentX yet; the draft is in drafts/thread.md."),
  mk("en", "link", true)("Thread is out! agentx.iamstarchild.com/post/66001 — it got 3 likes already."),
  mk("en", "false-block", false)("Which one should I publish, /preview/eth-gas/ or /preview/fresh-q-9/?"),
  mk("zh", "link", true)("搞定了，新的清算地图：/preview/liq-map-cn/"),
  mk("zh", "link", false)("搞定了，新的清算地图：/preview/memecoin-radar/"),
  mk("zh", "schedule", true)("每小时一次的资金费率播报已经开启了。"),
  mk("zh", "reported", false)("币安定于周四凌晨进行系统升级，届时暂停充提。"),
  mk("zh-tw", "link", true)(`已經幫你上架到社群了：${C}/tw-liq-map`),
  mk("zh-tw", "false-block", false)("提醒功能可以設定每天推播一次。"),
  mk("ja", "link", true)("チャートを更新しました。こちらからご確認ください：/preview/jp-liq-7/"),
  mk("ja", "schedule", true)("毎日21時のレポート配信を予約済みです。"),
  mk("ja", "schedule", false)("毎日21時のレポート配信を予約済みです。", CRON),
  mk("ja", "false-block", false)("公開はまだです。確認後に /preview/jp-liq-7/ を公開しますね。"),
  mk("mixed", "mixed", true)("新 dashboard ready 了 👉 /preview/mx-liq-3/"),
  mk("mixed", "mixed", true)("Daily の funding report、cron 登録完了です。"),
  mk("mixed", "mixed", false)("要不要我 set 一个 daily reminder？"),
  mk("mixed", "mixed", true)("好了，thread 已经 post 上去：/post/70777"),
];

// Third blind probe (mixed-language and Chinese false-block slices, the held-out set's worst),
// scored once before any change.
const probe3: ClassCase[] = [
  mk("mixed", "mixed", true)("Chart 我已经 push 到 preview 了：/preview/mx-basis-11/"),
  mk("mixed", "mixed", false)("Chart 我已经 push 到 preview 了：/preview/whale-alerts/"),
  mk("mixed", "mixed", true)("Weekly recap 的 schedule 已经 OK 了，每周日晚上 8 点发。"),
  mk("mixed", "mixed", false)("Weekly recap 的 schedule 已经 OK 了，每周日晚上 8 点发。", JOB),
  mk("mixed", "mixed", true)(`社区版已经 live：${C}/mx-oi-live`),
  mk("mixed", "mixed", false)("Preview は まだ publish していません。/preview/mx-draft-2/ で確認できますか？"),
  mk("mixed", "reported", false)("OKX 的 listing 定在明天下午三点，到时候会开放交易。"),
  mk("zh", "false-block", false)("这个页面之前已经发布过了，链接在注册表里能查到：https://community.iamstarchild.com/btc-dashboard"),
  mk("zh", "false-block", false)("定时任务的功能可以每天自动生成报告。"),
  mk("zh", "schedule", true)("已为你开启每日早报推送，早上 8 点准时发送。"),
  mk("zh", "false-block", false)("你说的那个帖子 /post/50001 是别人发的，不是我发的。"),
  mk("ja", "false-block", false)("公開済みのページ一覧はこちらです：https://community.iamstarchild.com/macro-weekly"),
];

export const FRESH_CORPUS: ClassCase[] = [...en, ...zh, ...tw, ...ja, ...mixed, ...realText, ...probe2, ...probe3];
