// verify_commitments cases: one table for the in-process test and the shipped selftest.
// The world (scheduler registry, tasks file, state) lives in the case's temp folder, so a user's
// real /data files never change the expectations. The clock is pinned where time matters.
import type { Case, CaseTable } from "../../selftests/types";

/** 2026-01-01T00:00:00Z */
const NOW = 1767225600;
const ISO = (s: number) => new Date(s * 1000).toISOString();

const stop = (response: string, extra: Record<string, unknown> = {}) => ({
  event: "on_stop",
  session_id: "sess-1",
  agent_id: "agent-1",
  cwd: "/data/workspace",
  response,
  tool_names: [],
  stop_hook_active: false,
  ...extra,
});

const BLOCK_PROMISE = "The backtest is running on 3 years of BTC data. I'll let you know as soon as it finishes.";
const TIMED = "Got it. I'll remind you tomorrow at 9am to renew the domain.";
const STATE = "ws/output/.commitment_guard.json";

const blocks = (name: string, response: string, rule: string, includes: string[] = []): Case => ({
  name,
  event: stop(response),
  expect: { verdict: "block", rule, includes: ["[verify-commitments] Blocked (", ...includes] },
});
const passes = (name: string, response: string, rule?: string): Case => ({
  name,
  event: stop(response),
  expect: rule ? { verdict: "continue", rule } : { verdict: "continue" },
});

export const table: CaseTable = {
  guard: "verify_commitments",
  env: {
    WORKSPACE_DIR: "{tmp}/ws",
    SCHEDULED_JOBS: "{tmp}/scheduled_jobs.json",
    TASKS_STORAGE_PATH: "{tmp}/tasks.json",
  },
  cases: [
    // ---- empty promises: English ----
    blocks("blocks a completion-bound 'I'll let you know as soon as it finishes'", BLOCK_PROMISE, "promise.en.notify", [
      "sessions_spawn",
      "announce_mode=followup",
      "I'll let you know as soon as it finishes",
    ]),
    blocks("blocks a time-bound 'I'll remind you tomorrow at 9am'", TIMED, "promise.en.remind", ["scheduled_task(once, deliver=origin)"]),
    blocks(
      "blocks 'keep an eye on it and ping you when' a price moves",
      "Alert logic looks right.\n\nI'll keep an eye on ETH and ping you when gas drops under 20 gwei.",
      "promise.en.notify",
    ),
    blocks(
      "blocks 'I'll report back in about 2 hours'",
      "Kicked off the full re-index (about 4M docs). I'll report back in about 2 hours with the timings.",
      "promise.en.follow-up",
      ["scheduled_task"],
    ),
    blocks(
      "blocks a reply that delivers part now and promises the rest later",
      "Here's what I have so far:\n\n- 12 of 40 pages crawled\n- no broken links yet\n\nI'll send you the full report once the crawl completes.",
      "promise.en.send",
    ),
    blocks(
      "blocks 'if the price drops below 10 I'll alert you' (below is not a delivery frame)",
      "Watching $OP now. If the price drops below 10, I'll alert you right away.",
      "promise.en.notify",
    ),
    blocks(
      "blocks a subject-less 'Will update you tomorrow'",
      "Migration plan is drafted.\n\nWill update you tomorrow morning after the dry run.",
      "promise.en.notify",
    ),
    blocks(
      "blocks a promise after markdown, code and links",
      "## Deploy status\n\nThe canary is live at https://canary.example.com and looks healthy.\n\n" +
        "```bash\nkubectl rollout status deploy/api\n```\n\nOnce the rollout reaches 100%, I'll post an update here with the error rates.",
      "promise.en.post",
    ),
    blocks(
      "blocks 'I'll get back to you by Friday'",
      "Thanks for the contract draft. I'll review clauses 4-7 and get back to you by Friday.",
      "promise.en.follow-up",
      ["scheduled_task"],
    ),
    {
      name: "pins the exact reason of a time-bound block",
      event: stop(TIMED),
      expect: {
        verdict: "block",
        rule: "promise.en.remind",
        equals:
          "[verify-commitments] Blocked (promised a follow-up at a later time, but nothing is scheduled): " +
          "I'll remind you tomorrow at 9am to renew the domain." +
          " → register scheduled_task(once, deliver=origin) for that time, or say plainly you cannot follow up.",
      },
    },
    {
      name: "cuts a long promise short in the reason",
      event: stop(
        "Once the nightly ETL over all 14 regional warehouses, the currency normalisation and the dedup pass have finished, " +
          "I'll send you the reconciled ledger and a diff against last month.",
      ),
      expect: { verdict: "block", rule: "promise.en.send", includes: ["…", "sessions_spawn"], excludes: ["diff against last month"] },
    },
    // ---- empty promises: Chinese ----
    blocks("blocks 完成后我会通知你", "回测已经在后台运行，大约需要20分钟。完成后我会第一时间通知你结果。", "promise.zh.notify", ["sessions_spawn"]),
    blocks("blocks 明早8点提醒你", "好的，明早8点提醒你参加周会。", "promise.zh.remind", ["scheduled_task(once, deliver=origin)"]),
    blocks("blocks traditional Chinese 部署完成後我再告訴您", "已經開始部署到正式環境。部署完成後我再告訴您。", "promise.zh.notify"),
    blocks("blocks 稍后把报告发给你", "数据已经拉取完毕，正在生成图表，稍后把报告发给你。", "promise.zh.notify"),
    blocks("blocks 有结果第一时间告诉你", "**状态**：爬虫正在运行。\n\n有结果我第一时间告诉你。", "promise.zh.notify"),
    // ---- empty promises: Japanese ----
    blocks("blocks 完了したらお知らせします", "デプロイを開始しました。完了したらお知らせします。", "promise.ja.notify", ["sessions_spawn"]),
    blocks("blocks 後ほどご連絡いたします", "調査に少し時間がかかりそうです。結果は後ほどご連絡いたします。", "promise.ja.notify"),
    blocks("blocks 終わり次第ご報告させていただきます", "テストを実行中です。終わり次第、結果をご報告させていただきます。", "promise.ja.notify"),
    blocks("blocks 明日の朝リマインドします", "承知しました。明日の朝9時にリマインドします。", "promise.ja.remind", ["scheduled_task"]),
    blocks(
      "blocks a partial delivery with 改めてご報告します",
      "途中経過は以下の通りです。\n\n- 完了: 12件\n- 残り: 28件\n\nすべて完了次第、改めてご報告します。",
      "promise.ja.notify",
    ),
    // ---- not promises ----
    passes(
      "allows immediate delivery: here are the results",
      "The backtest finished. Here are the results:\n\n| metric | value |\n|---|---|\n| CAGR | 18.2% |\n| max DD | 7.5% |",
    ),
    passes("allows an offer: want me to remind you tomorrow?", "Done. Want me to remind you tomorrow at 9am to check the results?"),
    passes(
      "allows a conditional offer: if you'd like, I'll remind you",
      "Renewal is due on the 14th. If you'd like, I'll remind you the day before.",
      "offer.en",
    ),
    passes("allows a past reminder", "I reminded you yesterday about the 3pm standup; it has moved to 4pm today."),
    passes(
      "allows reported speech followed by delivery",
      "You said I will ping you when the export is ready — it is ready now: https://files.example.com/export.csv",
      "reported.en",
    ),
    passes(
      "allows an honest 'I can't message you later'",
      "The job will take about an hour. I can't message you later on my own, so please check back in an hour — I'll have the results for you then.",
      "cannot.en",
    ),
    passes("allows a promise inside a code fence", "Use this template for the bot:\n\n```\nI'll let you know once the build finishes.\n```"),
    passes("allows a promise inside a table row", "| reply | verdict |\n|---|---|\n| I'll let you know once it's done | blocked |"),
    passes("allows a promise inside a blockquote", "Your draft reads:\n\n> I'll let you know tomorrow when the numbers are in.\n\nIt is clear and polite."),
    passes("allows a promise inside quotes", 'A good status line is "I\'ll ping you once the deploy is done" followed by a link.'),
    passes(
      "allows a promise that waits for the user's next message",
      "Once you've pasted the stack trace, I'll tell you which dependency is broken.",
      "user-turn.en",
    ),
    passes("allows a promise with no time or condition", "Thanks, noted. I'll keep you posted."),
    passes("allows asking the user to report back", "Let me know when you're ready and I'll start the migration."),
    passes("allows a script that notifies (not the agent)", "The cron job will notify you on Telegram when the price crosses $70k."),
    passes("allows 'remind you that' given right now", "I'll remind you that the API key expires tomorrow, so rotate it today.", "immediate.en"),
    passes("allows 要我明天提醒你吗？", "已经整理好了。要我明天提醒你复查吗？", "offer.zh"),
    passes("allows 我无法主动联系你", "任务大约一小时后完成。我无法主动联系你，到时请回来查看结果。"),
    passes("allows 结果如下", "你让我完成后通知你——现在已经完成了，结果如下：\n\n- 成功 98 条\n- 失败 2 条"),
    passes("allows 顺便提醒你一下", "顺便提醒你一下，明天下午3点有周会。", "immediate.zh"),
    passes("allows 昨天已经提醒过你", "我昨天已经提醒过你明天要交报告了。"),
    passes("allows 完成后请告诉我", "你先运行一下脚本，完成后请告诉我，我再继续下一步。"),
    passes("allows お知らせしましょうか？", "設定が完了しました。完了したらお知らせしましょうか？"),
    passes("allows こちらからご連絡することはできません", "こちらから後でご連絡することはできませんので、1時間後に結果をご確認ください。"),
    passes("allows 以下が結果です", "デプロイが完了しました。以下が結果です。\n\n- 成功: 42\n- 失敗: 0"),
    passes("allows a past お知らせしました", "昨日、完了したことをお知らせしました。"),
    passes("allows 明日の会議についてお知らせします：", "明日の会議についてお知らせします：開始は10時、場所は第2会議室です。", "immediate.ja"),
    // ---- registered follow-ups ----
    {
      name: "allows the promise when scheduled_task ran this turn",
      event: stop(TIMED, { tool_names: ["scheduled_task"] }),
      expect: { verdict: "continue", rule: "registered.tool" },
    },
    {
      name: "allows the promise when sessions_spawn ran this turn",
      event: stop(BLOCK_PROMISE, { tool_names: ["bash", "sessions_spawn"] }),
      expect: { verdict: "continue", rule: "registered.tool" },
    },
    {
      name: "allows the promise when an MCP scheduler tool ran",
      event: stop(TIMED, { tool_names: ["mcp__scheduler__add_job"] }),
      expect: { verdict: "continue", rule: "registered.tool" },
    },
    {
      name: "allows the promise with an active job created 5 minutes ago (epoch seconds)",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify({ jobs: [{ id: "j1", status: "active", created_at: NOW - 300 }] }) },
      event: stop(TIMED),
      expect: { verdict: "continue", rule: "registered.job" },
    },
    {
      name: "allows the promise with a scheduled job from 2 minutes ago (ISO string, bare list)",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify([{ status: "scheduled", created_at: ISO(NOW - 120) }]) },
      event: stop(TIMED),
      expect: { verdict: "continue", rule: "registered.job" },
    },
    {
      name: "allows the promise with a pending job updated 1 minute ago (epoch milliseconds)",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify({ jobs: [{ status: "pending", updated_at: (NOW - 60) * 1000 }] }) },
      event: stop(TIMED),
      expect: { verdict: "continue", rule: "registered.job" },
    },
    {
      name: "allows the promise with a job keyed by id whose state is enabled (created 10 minutes ago)",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify({ jobs: { j9: { state: "enabled", created_at: ISO(NOW - 600).replace("Z", "") } } }) },
      event: stop(TIMED),
      expect: { verdict: "continue", rule: "registered.job" },
    },
    {
      name: "blocks when the only active job is 20 minutes old",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify({ jobs: [{ status: "active", created_at: NOW - 1200 }] }) },
      event: stop(TIMED),
      expect: { verdict: "block", rule: "promise.en.remind" },
    },
    {
      name: "blocks when the recent job is completed, not active",
      now: NOW,
      files: { "scheduled_jobs.json": JSON.stringify({ jobs: [{ status: "completed", created_at: NOW - 60 }] }) },
      event: stop(TIMED),
      expect: { verdict: "block", rule: "promise.en.remind" },
    },
    {
      name: "allows the promise with a subagent run created 3 minutes ago",
      now: NOW,
      files: { "tasks.json": JSON.stringify({ runs: [{ id: "r1", created_at: ISO(NOW - 180) }] }) },
      event: stop(BLOCK_PROMISE),
      expect: { verdict: "continue", rule: "registered.run" },
    },
    {
      name: "blocks when the only subagent run is 30 minutes old",
      now: NOW,
      files: { "tasks.json": JSON.stringify({ runs: [{ id: "r1", created_at: NOW - 1800 }] }) },
      event: stop(BLOCK_PROMISE),
      expect: { verdict: "block", rule: "promise.en.notify" },
    },
    {
      name: "blocks and does not crash on a malformed scheduler registry",
      now: NOW,
      files: { "scheduled_jobs.json": '{"jobs": [ {"status": "active", ', "tasks.json": '[1, null, "x", {"created_at": "not a date"}]' },
      event: stop(TIMED),
      expect: { verdict: "block", rule: "promise.en.remind" },
    },
    // ---- loop caps, state, self-disarm ----
    {
      name: "never blocks again while stop_hook_active is set, but warns when the promise is still there",
      event: stop(TIMED, { stop_hook_active: true }),
      expect: { verdict: "warn", rule: "stop-hook-active.warn", includes: ["[verify-commitments] Unkept promise"] },
    },
    {
      name: "stop_hook_active with the promise withdrawn continues",
      event: stop("Done. The report is below.", { stop_hook_active: true }),
      expect: { verdict: "continue", rule: "stop-hook-active" },
    },
    {
      name: "Claude Code: a Stop redo that still promises shows a systemMessage",
      event: {
        hook_event_name: "Stop",
        session_id: "sess-1",
        cwd: "/app",
        transcript_path: "/tmp/t.jsonl",
        stop_hook_active: true,
        last_assistant_message: TIMED,
      },
      expect: { verdict: "warn", rule: "stop-hook-active.warn", includes: ["Unkept promise"] },
    },
    {
      name: "blocks twice per session, then only warns",
      now: NOW,
      steps: [
        { event: stop(TIMED), expect: { verdict: "block", rule: "promise.en.remind" } },
        { event: stop(BLOCK_PROMISE), expect: { verdict: "block", rule: "promise.en.notify" } },
        { event: stop(TIMED), expect: { verdict: "warn", rule: "cap.warn", includes: ["[verify-commitments] Unkept promise", "remind you tomorrow"] } },
        { event: stop(TIMED, { session_id: "sess-2" }), expect: { verdict: "block", rule: "promise.en.remind" } },
      ],
    },
    {
      name: "warns when the reference's state already holds 2 blocks from an hour ago",
      now: NOW,
      files: { [STATE]: JSON.stringify({ "sess-1": { n: 2, ts: NOW - 3600 } }) },
      event: stop(TIMED),
      expect: { verdict: "warn" },
    },
    {
      name: "forgets a session's blocks after 2 hours idle",
      now: NOW,
      files: { [STATE]: JSON.stringify({ "sess-1": { n: 2, ts: NOW - 7300 } }) },
      event: stop(TIMED),
      expect: { verdict: "block", rule: "promise.en.remind" },
    },
    {
      name: "treats a corrupt state file as empty and rewrites it",
      now: NOW,
      files: { [STATE]: "{not json" },
      steps: [
        { event: stop(TIMED), expect: { verdict: "block", rule: "promise.en.remind" } },
        { event: stop(TIMED), expect: { verdict: "block", rule: "promise.en.remind" } },
        { event: stop(TIMED), expect: { verdict: "warn" } },
      ],
    },
    // ---- other input ----
    { name: "ignores on_response_end", event: { ...stop(TIMED), event: "on_response_end" }, expect: { verdict: "continue" } },
    { name: "ignores an empty reply", event: stop(""), expect: { verdict: "continue" } },
    { name: "ignores a payload without an event field", event: { response: TIMED }, expect: { verdict: "continue" } },
  ],
};
