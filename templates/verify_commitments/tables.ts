//! verify_commitments — catch "I'll let you know when it's done" promises that nothing will keep.
//!
//! Event: on_stop. A reply that promises to notify the user LATER (I'll let you know / remind you /
//! 完成后通知你 / 明早提醒你 / 完了したらお知らせします …) AND binds it to a time or a condition
//! (tomorrow, in 2 hours, once the build finishes, 完成后, 明天, 終わったら, 後ほど …) is blocked unless
//! something was registered to keep it: a scheduling / spawn tool ran this turn, or an active job in
//! SCHEDULED_JOBS or a subagent run in the tasks file is under RECENT_MINUTES old.
//! Offers, questions, immediate delivery ("here's …"), reported speech, past reminders, honest
//! "I can't message you later", and anything inside code, tables, quotes or blockquotes pass.
//! At most MAX_BLOCKS blocks per session (state: $WORKSPACE_DIR/output/.commitment_guard.json,
//! 2 h idle TTL), then a warning only. stop_hook_active → never blocks.
//!
//! Wire with an ABSOLUTE path in workspace/config/shell_hooks.yaml (event: on_stop), then run the
//! selftest beside this file: ./verify_commitments_selftest.cjs
//!
//! Every table row has the one Row shape: id, why, match (a RegExp or rx(...)), keywords? (the only
//! pre-filter: a text holding none of them, lower-case, never tries match; every match must hold
//! one), examples {block: [...], allow: [...]}. The selftest's --check-config replays every
//! example against your edited copy and names a broken row.

import type { Pattern, PhraseRow, SubjectRow, TagRow } from "./types";

//! ---- CONFIG (env var override named on each line; a set, non-empty env var wins) ----------
//! Registry of scheduled jobs: {"jobs": [...]} or a list of {status, created_at|updated_at}. env SCHEDULED_JOBS
export const SCHEDULED_JOBS = "/data/scheduled_jobs.json";
//! Subagent runs {"runs": [...]} with created_at. Empty = try TASKS_FALLBACK_PATHS. env TASKS_STORAGE_PATH
export const TASKS_STORAGE_PATH = "";
//! Tried in order when TASKS_STORAGE_PATH is empty (relative paths are from the hook's cwd).
export const TASKS_FALLBACK_PATHS = ["/data/workspace/data/tasks.json", "/data/tasks.json", "./data/tasks.json"];
//! State file name, under $WORKSPACE_DIR/output/ (else <cwd>/workspace/output, else <cwd>/output).
export const STATE_FILE = ".commitment_guard.json";
//! Blocks per session before the guard only warns (add_warning).
export const MAX_BLOCKS = 2;
//! A job or run created this recently (minutes) counts as the registered follow-up. env VERIFY_COMMITMENTS_RECENT_MINUTES
export const RECENT_MINUTES = 15;
//! Job statuses that mean "will still fire" (no status counts too; enabled:false / active:false never do).
//! The same list and rule as verify_publish_claims' ACTIVE_JOB_STATUSES.
export const ACTIVE_JOB_STATUSES = ["active", "scheduled", "pending", "enabled", "running", "queued", "waiting", "created", "new"];
//! Tools that register a follow-up when they ran this turn (exact names, case-insensitive)…
export const FOLLOW_UP_TOOLS = [
  "scheduled_task",
  "schedule_task",
  "create_scheduled_task",
  "sessions_spawn",
  "spawn_session",
  "spawn_subagent",
  "cron",
  "cron_create",
  "crontab",
  "create_reminder",
  "set_reminder",
  "schedule_message",
];
//! …or whose name matches this pattern (MCP-style names such as mcp__scheduler__add_job).
export const FOLLOW_UP_TOOL_PATTERN = /sched|cron|remind|spawn|subagent/i;
//! Longest promise quoted in the block reason.
export const EVIDENCE_CHARS = 110;
//! On an internal error (a bug, an unreadable state file…): "open" lets the action through, as the
//! bus does; "closed" blocks a gate (prompt, tool call, stop) with a reason, on hosts where exit 2
//! blocks (Claude Code, Codex, Azure; on the Starchild bus set `fail_mode: closed` on the hook). env HOOKGUARD_FAIL_MODE
export const FAIL_MODE: "open" | "closed" = "open";

//! ---- composing patterns from parts ---------------------------------------------------------
//! A long pattern is written as its parts, one alternative per line, so a change of one word is one
//! short line. rx(flags, ...alternatives) keeps the source text; the guard compiles it on first use.
//! any(...) is a group (?:a|b|c) and or(...) the bare a|b|c inside a lookaround the row spells out.
//! Alternatives are tried in the order written, as in a regex literal (a RegExp literal works too).
//! Parts are plain strings, so a regex backslash is written twice ("\\s+" is \s+): plain strings
//! cost less at start-up than String.raw templates.
function rx(flags: string, ...alternatives: string[]): Pattern {
  return { source: alternatives.join("|"), flags };
}
function any(...alternatives: string[]): string {
  return "(?:" + alternatives.join("|") + ")";
}
function or(...alternatives: string[]): string {
  return alternatives.join("|");
}

//! The user's people, named after 你 / 您 with no 的 ("你孙子", "您女兒", "你同事"): 你 then owns the one who acts.
export const YOUR_PEOPLE: readonly string[] = [
  "孙子",
  "孫子",
  "孙女",
  "孫女",
  "儿子",
  "兒子",
  "女儿",
  "女兒",
  "老公",
  "老婆",
  "先生",
  "太太",
  "爸",
  "妈",
  "媽",
  "爷爷",
  "爺爺",
  "奶奶",
  "哥",
  "姐",
  "弟",
  "妹",
  "家人",
  "同事",
  "朋友",
  "会计",
  "會計",
  "助理",
  "秘书",
  "秘書",
  "律师",
  "律師",
  "老板",
  "老闆",
];

//! Whom a notice goes to, the user or the room the reply speaks to: you, you all, you both, y'all, everyone, the team.
/** The agent's English subject opening the next clause, in a Chinese sentence: "审核完 I'll update you". */
const EN_AGENT_NEXT = "(?:I['’]ll|I will|I['’]m going to|we['’]ll|we will)(?![A-Za-z])";
const YOU_ALL = any(
  "you(?: all| both| two| guys| folks)?",
  "y['’]all",
  "both of you",
  "everyone",
  "everybody",
  "the (?:whole )?(?:team|room|group|channel|desk)",
);

//! ---- PROMISES: a notify-the-user-later verb in a committing form ---------------------------
//! English patterns use (?<![a-z0-9_]) / (?![a-z0-9_]) and [0-9] rather than \b and \d at their
//! edges: same meaning here, but V8 compiles large /i alternations with \b or \d up to 50× slower.
//! lang: an "en" row reads only sentences with Latin letters, a "zh" or "ja" row only sentences
//! with Chinese or Japanese characters (so a reply in one language never compiles the others' rows).
//! A block example must fire THIS row (with a time/condition cue); an allow example must pass.
export const PROMISES = [
  {
    id: "promise.en.notify",
    lang: "en",
    why: "first-person future promise to let the user know / notify / ping / update",
    after: "subject",
    keywords: [
      "know",
      "notify",
      "ping",
      "alert",
      "message",
      "text you",
      "mail you",
      "dm you",
      "tell you",
      "inform",
      "advise",
      "update you",
      "keep you",
      "shoot you",
      "hit you",
      "page you",
      "call you",
      "buzz you",
      "fill you",
      "holler",
      "confirm",
      "msg",
      "lmk",
      "everyone",
      "channel",
      "chat",
      "thread",
      "group",
      "room",
      "desk",
      "the team",
      "you all",
      "you guys",
    ],
    match: rx(
      "i",
      "^\\s+" +
        any(
          // (and whom the reply speaks to, with any verb: "let you both know", "keep you all posted", "ping the whole team")
          "let " + YOU_ALL + " know",
          // The room the reply speaks to: "I'll ping the channel once it finishes", "will update this thread", "tell everyone".
          "(?:ping|notify|update|alert|message|tell|let) (?:the|this) (?:whole )?(?:channel|chat|thread|group|room|desk)(?: know)?",
          "(?:notify|ping|alert|message|text|e-?mail|dm|tell|inform|update|shoot|page|call|buzz) " + YOU_ALL,
          // Formal: "We will advise you upon completion of the backfill" (not advice: "I'd advise you to wait").
          "advise you(?! (?:to|against|not|that|on whether)\\b)",
          "keep " + YOU_ALL + " (?:posted|updated|informed|in the loop)",
          "hit " + YOU_ALL + " up",
          // Chat shorthand: "will ping u when BTC tags 70k", "will msg u".
          "(?:ping|text|dm|msg|message|buzz|tell|update) u",
          "hit u up",
          // Told what happened: "Once you land, I'll fill you in on how the Nikkei opened".
          "fill " + YOU_ALL + " in",
          // "lmk" after the agent's will is its own notice ("on it, will lmk when the deploy's done"), not "let me know".
          "lmk",
          "holler(?: at you)?",
          "confirm (?:[\\w'’-]+ ){0,4}?with you",
          "confirm (?:it(?:['’]s| is| works| worked)|that|whether)",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "Build #4812 is running on CI. I'll let you know as soon as it finishes.",
        "I'll keep an eye on the ETH gas price and ping you when it drops under 20 gwei.",
        "Once DNS has propagated I'll double-check the HTTPS redirect and confirm it's working.",
        "Once the node syncs, I'll confirm the balance with you.",
        "on it, will lmk when the deploy's done 👍",
        "It's chewing through 14 months of 1m bars. I'll ping the channel once it finishes.",
        "I'll let the whole channel know as soon as the migration completes.",
        "If either of you approves before EOD, I'll merge it and let you both know when the preview redeploys.",
        "We will advise you upon completion of the ledger backfill, expected by COB Thursday.",
        "Once you land, I'll fill you in on how the Nikkei opened.",
      ],
      allow: [
        "Build #4812 finished: all 214 tests passed. Here's the link: https://ci.example.com/b/4812",
        "I'd advise you to wait until after tomorrow's CPI print before adding.",
        "Let me know when you're ready and I'll start the migration.",
        "lmk when the deploy's done and I'll run the smoke tests.",
      ],
    },
  },
  {
    id: "promise.en.follow-up",
    lang: "en",
    why: "first-person future promise to get back / report back / follow up",
    after: "subject",
    keywords: ["back", "follow up", "check in", "reach out", "touch", "report", "reply", "thread", "drop you", "loop you", "flag", "confirm", "revert"],
    match: rx(
      "i",
      "^\\s+" +
        any(
          "get back to (?:you|u|ya)",
          "circle back",
          "follow up",
          "report back",
          // Its object between: "I'll report the new Sharpe numbers back to you in about 30 minutes".
          "report (?:[\\w'’.,%$-]+ ){1,6}?back",
          "check back",
          "check in",
          "reach out",
          "be in touch",
          "be back",
          "come back (?:to you|with|to this|to it)",
          "report " + any("anything", "any (?:issues?|problems?|errors?|changes?|anomal(?:y|ies))", "what I find"),
          "reply (?:here|to you|back)",
          "update (?:this|the) thread",
          "drop you",
          "loop you in",
          "loop back",
          "touch base",
          "flag (?:it|this|that|anything)",
          // Confirmed later, with when: "Will confirm after the retry finishes", "I'll confirm once it's live".
          "confirm(?= (?:once|when|after|as soon as|by|tomorrow|tonight|later|in)\\b)",
          // Business English for reply: "Will revert by EOD with the revised numbers" (not "revert the commit").
          "revert(?: back)?(?= (?:to you|by|with|shortly|once|when|after|tomorrow|today|in)\\b)",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "Kicked off the re-index. I'll report back in about 2 hours with the timings.",
        "Thanks for the draft. I'll review clauses 4-7 and get back to you by Friday.",
        "The access-log audit is running now. I'll report anything unusual by end of day.",
        "Let me dig into the heap dump and get back to you with what's leaking.",
        "Still waiting on legal's sign-off. I'll loop back once they've reviewed the indemnity clause.",
        "I re-triggered the deploy. Will confirm after the retry finishes.",
        "Good question about the tax treatment. Let me get back to you on that tomorrow.",
        "I'll rerun the sweep with this patch and report the new Sharpe numbers back to you in about 30 minutes.",
        "Thanks, got the CSV. Will revert by EOD with the revised cost-basis numbers.",
      ],
      allow: [
        "I'll revert the migration once CI is green.",
        "I reported back to the vendor yesterday; they confirmed the fix.",
        "Feel free to reach out if anything else comes up!",
        "Let me know when you're back and I'll walk you through the rollback.",
        "Once you've sent me the logs, I'll get back to you with the fix.",
      ],
    },
  },
  {
    // A notice announced as on its way, the agent's by its wording: "Ping incoming once the build is green 🟢".
    id: "promise.en.incoming",
    lang: "en",
    why: "a notice from the agent announced as coming (ping incoming, update incoming)",
    keywords: ["incoming"],
    match: rx("i", "(?<![a-z0-9_])(?:ping|update|heads[- ]up|results?|numbers|report|summary|recap) (?:is |are )?incoming(?![a-z0-9_])"),
    examples: {
      block: ["Ping incoming once the build is green 🟢", "Update incoming after the 4pm close."],
      allow: ["Incoming transfers show up under Deposits.", "Ping incoming? No — the webhook fired twice."],
    },
  },
  {
    // Chat shorthand for "I'll let you know", its subject left out: "ok running it now, lyk when done".
    id: "promise.en.lyk",
    lang: "en",
    why: "chat shorthand for the agent's 'let you know'",
    keywords: ["lyk"],
    match: rx("i", "(?<![a-z0-9_])lyk(?![a-z0-9_])"),
    examples: {
      block: ["ok running it now, lyk when done", "on it — lyk once the build is green"],
      allow: ["lyk what you think of the draft"],
    },
  },
  {
    id: "promise.en.send",
    lang: "en",
    why: "first-person future promise to send / share / forward something later",
    after: "subject",
    keywords: ["send", "share", "forward", "email", "e-mail", "mail", "text", "pass", "get you"],
    // A hand-over verb with the user as its object: "send you", "forward you their answer", "email you".
    match: rx(
      "i",
      "^\\s+" +
        any(
          "(?:send|forward|e-?mail|mail|text|pass) (?:you|over|across|(?:it|them) (?:over|across))",
          "share (?:the|my|it|them|what|an?|results|findings|progress)",
          // Brought to the user: "I'll get you the final figures after close".
          "get you (?:the|a|an|those|these|my|some|all the)",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "Once the upload finishes I'll send you the link.",
        "I'll share the findings once the audit wraps up.",
        "The PDF is being OCR'd. I'll send over the searchable version in about 20 minutes.",
        "Markets are still open, so the P&L above is provisional. I'll get you the final figures after close.",
      ],
      allow: ["Here's the link: https://files.example.com/q3.csv — the upload finished a minute ago."],
    },
  },
  {
    id: "promise.en.post",
    lang: "en",
    why: "first-person future promise to post / drop / give the results later",
    after: "subject",
    keywords: ["send", "forward", "pass", "relay", "post", "share", "drop", "paste", "give you", "for you", "to you", "over to"],
    match: rx(
      "i",
      "^\\s+" +
        any(
          // (or relayed: "I'll relay the confirmation to you")
          "(?:send|forward|pass|relay) [\\w -]{1,24}? (?:to you|over|along|your way)",
          "(?:post|send|share|drop|paste|forward)\\s+[\\w -]{0,30}?" +
            any(
              "update",
              "summary",
              "report",
              "results?",
              "link",
              "numbers",
              "findings",
              "details",
              "recap",
              "notes?",
              "curves?",
              "charts?",
              "logs?",
              "file",
              "csv",
              "rest",
              "remainder",
              "remaining",
              // A part of what this reply delivers: "I'll send the altcoin section later tonight", "the second half".
              "sections?",
              "half",
              "parts?",
              // What a run leaves to hand over: "Will send the diff and the canary metrics after the deploy finishes".
              "diff",
              "metrics",
              "stats",
              "figures",
              "counts",
              "breakdown",
              "comparison",
              "deck",
              "slides",
              "screenshots?",
              "pdf",
            ),
          "(?:post|paste|drop|share)\\s+(?:[\\w-]+ ){1,4}?" + any("here", "in this (?:chat|thread|channel)"),
          "give you [\\w -]{0,20}?" +
            any(
              "update",
              "shout",
              "ping",
              "ring",
              "buzz",
              "nudge",
              "heads[- ]up",
              "summary",
              "report",
              "call",
              "breakdown",
              "rundown",
              "overview",
              "recap",
              "status",
              "numbers",
              "results?",
              "answer",
              "link",
              "list",
              // A measured figure: "give you the block height it reached", "the final counts".
              "height",
              "counts?",
              "figures?",
              "totals?",
              "values?",
              "timings?",
              "eta",
              "verdict",
              "diff",
            ),
          "have [\\w -]{1,30}? (?:ready )?for you",
          // Brought to the user: "I'll have the tokenomics comparison to you by Friday", "get the numbers over to you".
          "(?:have|get) [\\w -]{1,30}? (?:over )?to you",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "Training is running in the background. I'll post the loss curves here when it completes.",
        "Once compliance signs off, I'll relay the confirmation to you.",
        "Once I have it, I'll give you a breakdown of the gas spent per month.",
        "Here are the first 3 regions. I'll send the rest once the query finishes.",
        "Let me rerun the audit a few times over the next hour. I'll post the median scores here.",
        "Canary: starting. Will send the diff and the canary metrics after the deploy finishes.",
        "Scope confirmed. I'll have the tokenomics comparison to you by Friday.",
      ],
      allow: ["I'll share a quick example of how retries work when the server returns 503:\n\n```js\nawait retry(fetchData, { retries: 3 })\n```"],
    },
  },
  {
    id: "promise.en.remind",
    lang: "en",
    why: "first-person future promise to remind the user",
    after: "subject",
    keywords: ["remind", "nudge"],
    // (a word before it: "I'll give you a gentle reminder on Monday", "send you a quick reminder")
    match: /^\s+(?:remind you|send you a (?:[a-z]+ )?reminder|give you a (?:[a-z]+ )?(?:reminder|nudge)|nudge you)(?![a-z0-9_])/i,
    examples: {
      block: ["Sure! I'll remind you tomorrow at 9am to submit the expense report."],
      allow: ["I reminded you yesterday about the 3pm standup.", "Want me to remind you tomorrow at 9am?"],
    },
  },
  {
    id: "promise.en.hear-from-me",
    lang: "en",
    why: "a promise phrased from the user's side: you'll hear from me / stay tuned",
    keywords: ["stay tuned", "hear", "from me", "from us"],
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          "stay tuned(?! (?:to|on|via|in)(?![a-z0-9_]))" +
            "(?!" +
            "[^.!?\\n]{0,60}?(?<![a-z0-9_])(?:from|on|via) " +
            "(?!" +
            or("me(?![a-z])", "us(?![a-z])", "this (?:thread|chat)") +
            ")" +
            "[a-z]" +
            ")",
          "you['’]ll hear (?:back )?from (?:me|us)",
          // Anything expected from the agent: "expect a write-up from me by noon", "expect the numbers from us".
          "expect (?!nothing|no |little |much )(?:to hear )?[a-z0-9 '’-]{0,40}?from (?:me|us)",
          // What the user will have from the agent: "You'll have the revised draft from me by Friday".
          "you['’]ll (?:have|get|receive) [a-z0-9 '’-]{1,40}?from (?:me|us)",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "The vendor call is at 3pm; you'll hear from me right after it.",
        "Thanks so much for your patience! You'll have the revised draft from me by Friday.",
        "Let me dig through the auth logs tonight; expect a write-up from me by tomorrow noon.",
        "The indexer is still working through the 40k documents. Stay tuned for the recall numbers!",
        "The migration is running. Expect a status update from me in about an hour.",
      ],
      allow: [
        "You'll hear from the recruiter directly; I have no access to their schedule.",
        'The release notes end with "Stay tuned for v3!" but no date has been announced.',
        "Stay tuned to the #incidents channel for updates from the SRE team.",
        "Stay tuned for updates from the vendor on their status page.",
      ],
    },
  },
  {
    id: "promise.zh.notify",
    lang: "zh",
    why: "承诺之后告诉/通知/联系/汇报用户",
    keywords: [
      "sync",
      "update",
      "get back to",
      "follow up with",
      "let you know",
      "keep you posted",
      "report",
      "ping",
      "一声",
      "一聲",
      "你",
      "您",
      "妳",
      "大家",
      "群",
      "等我",
      "同步",
      "汇报",
      "匯報",
      "反馈",
      "反饋",
      "通知",
      "告知",
      "报告",
      "報告",
      "回报",
      "回報",
      "发到",
      "发在",
      "發到",
      "發在",
      "贴到",
      "贴在",
      "貼到",
      "貼在",
      "放到",
      "放在",
      "更新到",
      "更新在",
      "上传到",
      "上传在",
      "上傳到",
      "上傳在",
      "推送到",
      "推送在",
      "上来",
      "上來",
    ],
    match: rx(
      "",
      any(
        "告诉",
        "告訴",
        "通知",
        "告知",
        "联系",
        "聯繫",
        "聯絡",
        "联络",
        "回复",
        "回覆",
        "答复",
        "答覆",
        "回答",
        "解答",
        "转告",
        "轉告",
        "知会",
        "知會",
        "通报",
        "通報",
        "同步",
        "ping ?",
        "@",
        // Poked, said casually: "晚点戳你".
        "戳",
        // (Cantonese "back to you" after the verb: "搞掂咗我通知返你")
      ) + "返?(?:你|您|妳|大家)",
      // An English notify verb before a Chinese recipient, the agent implied: "有 news 第一时间 tell 你" (not "你的":
      // "update 你的配置"; with an English subject in its clause, the tag rows read it: "等 job 跑完 I'll update 你").
      "(?<!(?:I'll|I will|we'll|we will)[^，。,；;]*)(?:tell|notify|remind|update|message|text|DM|sync|report) ?(?:你|您|妳)(?![的们們])",
      // Sync later, the user implied: "收到，回头同步".
      "(?:回头|回頭|晚点|晚點|稍后|稍後)再?同步",
      // To the user, with any verb after it: "再跟你讨论", "给你回个消息", "向你汇报", "跟你 sync 一下".
      // The recipient says who hears it; the verb is open (not 的 / 一样 / 一起 / 之前: 给你的…,
      // 跟你一样, 和你一起看, 和你之前的结果对比; not 说过: reported; not 带来不便: an apology).
      // Not after 能 / 可 / 没法 in its clause (an ability or a refusal: "用户就能在设置里给你留言",
      // "我没法提前跟你保证"); not a relative clause
      // ("我给你改好的版本", "跟你说的那个脚本"); not your team or boss ("跟你团队的人").
      "(?<!(?:能|可|没法|沒法|无法|無法|不会|不會)[^，。,；;]{0,8})(?:向|跟|和|给|給|同|与|與)(?:你们|你們|你|您|妳|大家)" +
        "(?![\\u4e00-\\u9fff]{1,2}(?:好|完|过|過)?的(?![话話]))" +
        "(?![的們们]|" +
        or("团队", "團隊", "老板", "老闆", "同事", "朋友", "家人", "领导", "領導", "公司", "账户", "帳戶", "账号", "帳號", "那边", "那邊", "这边", "這邊") +
        "|" +
        or(
          "一样",
          "一樣",
          "一起",
          "之前",
          "以前",
          "上次",
          "无关",
          "無關",
          "有关",
          "有關",
          "相比",
          "相同",
          "不同",
          "比较",
          "比較",
          "说过",
          "說過",
          "讲过",
          "講過",
          "提过",
          "提過",
          "带来不便",
          "帶來不便",
          "添麻烦",
          "添麻煩",
          "造成",
        ) +
        ")[\\u4e00-\\u9fffA-Za-z]",
      // The recipient, then an English notify verb: "稍后给你 update", "回头跟你 sync".
      "(?:向|跟|和|给|給|同)(?:你|您)\\s?(?:update|sync|report|ping|DM|follow up)(?![A-Za-z])",
      // Handed over, at a clause end: "后半部分下午做完一起给你。"
      "(?:给|給)(?:你们|你們|你|您)(?=\\s*(?:[。！!，,～~；;]|$|吧|哈|哦|啊|呀|啦))",
      "(?:为|為)(?:你|您)(?:整理|汇总|彙總|准备|準備)",
      any(
        "发",
        "發",
        "同步",
        "反馈",
        "反饋",
        "汇报",
        "匯報",
        "推送",
        "发送",
        "發送",
        "报告",
        "報告",
        "回报",
        "回報",
        "分享",
        "贴",
        "貼",
        "传",
        "傳",
        "交",
        "送",
        "转",
        "轉",
      ) + "(?:给|給)(?:你|您|妳|大家)(?!的)",
      "(?:发|發|贴|貼|放|更新|同步|上传|上傳|推送)(?:到|在)(?:这|這|此)?(?:个|個)?" +
        any("里", "裡", "儿", "兒", "处", "處", "群", "频道", "頻道", "对话", "對話", "聊天", "会话", "會話", "帖子", "评论区", "評論區"),
      // Sent to the user's own place: "寄到你的信箱", "同步到你的 Notion", "推送到你手机上".
      "(?:发|發|寄|贴|貼|放|同步|上传|上傳|推送|推|提交|传|傳|转|轉|存)(?:到|至)(?:你|您)(?:的|那)?(?![们們])",
      "(?:发|發)(?:你|您)(?!的)",
      "(?:发|發|贴|貼|丢|丟)(?:群里|群裡|群裏)",
      any("再", "来", "來", "回来", "回來", "第一时间", "第一時間", "及时", "及時", "随时", "隨時", "马上", "馬上", "立刻", "立即") +
        "(?:汇报|匯報|同步|反馈|反饋|通知|告知|报告|報告|回报|回報|" +
        // An English verb, not with a machine as its object ("再 ping 一下 API", "再 sync 代码").
        "\\s?(?:sync|report|ping)(?![A-Za-z])(?!\\s*(?:一下)?\\s*(?:[A-Za-z0-9]|服务|服務|接口|节点|節點|代码|代碼|仓库|倉庫))" +
        // An English notice to the user: "剩下的 files tomorrow 再 get back to you".
        "|\\s?(?:get back to you|follow up with you|update you|let you know|keep you posted))" +
        // (nor to someone else, a space between too: "有问题随时 ping 我")
        "(?!\\s?(?:我|他|她|它|对方|對方))",
      "等我(?:的)?(?:好)?(?:消息|通知|回复|回覆|答复|答覆)",
      "回(?:你|您)(?=[。！!，,～~哈哦啊呀吧呢啦\\s]|$|消息|信)",
      // "我再更新你" (keep you updated), not "更新你的配置" (update your config).
      "更新(?:你|您)(?![的们們])",
      "再(?:给|給)(?:你|您)(?:一|个|個|份|答复|答覆|回复|回覆)",
      // "明天上午给你一个完整的方案": hands something over (a cue before it makes it later).
      "(?:给|給)(?:你|您)(?:一个|一個|一份|一版)",
      // "查到原因再来找你": comes back to the user.
      "(?:再|来|來)找(?:你|您)",
      // A word said to the user or the group: "补完在群里吱一声", "好了说一声", "到时候知会你一声".
      // (not the user's word to the agent: "你儿子收到钱之后跟我说一声")
      "(?<![跟和给給向同对對]我)(?:吱|说|說|讲|講|喊|知会|知會|通知)(?:你|您)?一[声聲]",
      // "待会儿贴上来": posts it up here, in this conversation.
      "(?:贴|貼|发|發|放|传|傳)上(?:来|來)",
      // "再给你过一遍": walks the user through it.
      "(?:给|給|跟|和|帮|幫)(?:你|您)(?:过|過|讲|講|捋|梳理)一(?:遍|下)",
    ),
    examples: {
      block: [
        "剩下的 files tomorrow 再 get back to you。",
        "回测已经在后台跑了，大概需要20分钟。跑完后我会第一时间通知你结果。",
        "部署完成後我再告訴您。",
        "回头我把会议纪要发群里。",
        "我先去查一下这个报错的原因，等我消息。",
        "稍等，我查完回你。",
        "方案大体可行，我晚些时候再给你一个详细的版本。",
        "我核实一下再答复您。",
        "跑完后我会更新你。",
        "有 news 第一时间 tell 你，先别急着下单",
        "晚点戳你，我先去看下 error log 😂",
        "陳經理您好，報表待明日彙整完成後，再行向您回報。",
      ],
      allow: [
        "回测已经跑完了，结果如下：年化收益 18.2%，最大回撤 7.5%。",
        "跑完之后记得 update 你的配置文件。",
        "完成后请告诉我，我再继续下一步。",
        "对方回复说：“有结果了告诉你。”目前还没有后续消息。",
        "我再给你举个例子：先写测试，再改实现。",
        "有问题请第一时间通知我。",
      ],
    },
  },
  {
    id: "promise.zh.remind",
    lang: "zh",
    why: "承诺之后提醒用户",
    // 提醒你 / 叫醒你 / 喊你; 叫你 after 提前 / 到时 / 再 / 就 (not "我叫你小王"); a bare 提醒 / 通知 after
    // 第一时间 / 马上 / 及时 ("我这边会第一时间提醒").
    match:
      /提醒(?:你|您|妳|大家)|(?:叫醒|喊)(?:你|您)|(?:提前|到时|到時|再|就|马上|馬上)叫(?:你|您)|(?:第一时间|第一時間|及时|及時|马上|馬上|立刻|立即)(?:提醒|通知|告知)(?!我|他|她|它|对方|對方)/,
    examples: {
      block: [
        "稍后提醒你去续费域名，别忘了。",
        "好的，明早8点提醒你开会。",
        "价格我帮你盯着，破 4000 就喊你。",
        "今晚我盯着，价格接近强平线的时候提前叫你。",
        "跌破 0.035 的话我这边会第一时间提醒。",
      ],
      allow: ["要我明早8点提醒你开会吗？", "顺便提醒你一下：明天是报名截止日。"],
    },
  },
  {
    id: "promise.ja.notify",
    lang: "ja",
    why: "後で知らせる・連絡する・報告するという約束",
    keywords: [
      "知らせ",
      "連絡",
      "報告",
      "案内",
      "伝え",
      "共有",
      "通知",
      "送り",
      "送っ",
      "送る",
      "声がけ",
      "声掛け",
      "声かけ",
      "声を",
      "一報",
      "返信",
      "回答",
      "返事",
      "フィードバック",
      "シェア",
      "届け",
      "渡し",
      "持ち",
      "転送",
      "送付",
      "教え",
      "貼り",
      "貼っ",
      "載せ",
      "アップし",
      "投稿し",
      "ping",
      "dm",
      "mention",
      "メンション",
      "言う",
      "言い",
      "レポート",
      "入れ",
    ],
    match: rx(
      "",
      any(
        "お知らせ",
        "ご連絡",
        "ご報告",
        "ご案内",
        "お伝え",
        "ご共有",
        "共有",
        "報告",
        "連絡",
        "ご通知",
        "通知",
        "お送り",
        "お声がけ",
        "お声掛け",
        "ご一報",
        "ご返信",
        "返信",
        "ご回答",
        "回答",
        "お返事",
        "フィードバック",
        "お届け",
        "お渡し",
        // Brought to the user: "来週月曜に改めて比較をまとめてお持ちします".
        "お持ち",
        "転送",
        "ご送付",
        "送付",
        "シェア",
        // Said in katakana: "完了したらレポートします".
        "レポート",
      ) +
        "(?:を)?" +
        // Polite, done in advance, or plain with a sentence-final particle: お知らせします / しておきます / するね.
        any(
          "(?:(?:いた|致)し|し|させていただき|させて頂き|差し上げ|申し上げ)ます(?![か])",
          "(?:(?:いた|致)し|し)ておきます(?![か])",
          "する(?:ね|よ(?!う)|から|つもり|予定)",
          "しとく(?:ね|よ|から)",
        ),
      // (not a post put out on a public site: "その後でお知らせ文を AgentX に投稿します")
      "(?:知らせ|教え|伝え|送り|(?<!(?:AgentX|コミュニティ|Twitter|ツイッター|ブログ|サイト)\\s?に\\s?)(?:貼り|載せ|アップし|投稿し))ます(?![か])",
      // Word sent, a notice put in: "審査が通ったら、すぐ一報入れます！", "結果が出たら連絡入れますね", "quick update 入れます".
      "(?:ご)?" +
        any("一報", "連絡", "報告", "一言", "メッセージ", "メール", "電話", "LINE", "DM", "ping", "update", "アップデート", "message") +
        "(?:を)?\\s?入れ(?:ます(?![か])|とき(?:ます|まーす)|とく|ておきます|る(?:ね|よ(?!う)|から|わ))",
      // A word to the user: "ひと声かけますね", "声をかけます".
      "(?:ひと声|一声|声を|声)(?:かけ|掛け)ます(?![か])",
      // Plain, to a friend: "落ち着いたらまた声かけるね".
      "(?:ひと声|一声|声を|声)(?:かける|掛ける)(?:ね|よ(?!う)|から|わ)",
      "(?:知らせ|送っ|共有し|貼っ|載せ)ておき(?:ます(?![か])|まーす)",
      "(?:知らせ|送っ|共有し|貼っ|載せ|教え)ておく(?:ね|よ|から)",
      // Contracted, casual: "資料は後で送っとく！", "まとめて共有しとくね".
      "(?:知らせ|送っ|共有し|貼っ|載せ|教え)とく(?:ね|よ|から|(?=\\s*(?:[！!。～~]|$)))",
      // (言う too, to a friend: "終わったら言うね"; わ as a particle: "できたら声かけるわ")
      "(?:知らせる|連絡する|報告する|教える|伝える|通知する|共有する|送る|言う)(?:ね|よ(?!う)|から|わ|つもり|予定|(?=\\s*[〜~！!]))",
      "言います(?:ね|よ)",
      "を(?:ご報告|ご連絡|お知らせ|ご共有|共有|お送り|ご送付|送付)\\s*$",
      "(?:ping|Ping|PING|DM|mention|Mention|メンション)(?:を)?" + any("(?:(?:いた|致)し|し)ます(?![か])", "する(?:ね|よ|から)"),
    ),
    examples: {
      block: [
        "デプロイを開始しました。完了したらお知らせします。",
        "ビルドが終わり次第、結果をご報告させていただきます。",
        "アップロードが終わったら、リンクをお送りしておきますね。",
        "会議の録音は後で議事録にまとめて送っておくね。",
        "返信があり次第、内容を転送いたします。",
        "本日の対応予定：\n\n1. 回帰テストの実行\n2. 夕方にテスト結果をご報告",
        "ビルドが緑になったらpingしますね。",
        "インデックスの再構築が完了したらレポートします。",
        "了解！相場が落ち着いたらまた声かけるね。",
        "りょ！バックテスト回しとくね。終わったら言うね 👍",
        "終わったら連絡する〜",
        "資料は後で送っとく！今夜中には。",
        "日銀の結果が出たら連絡入れますね。",
        "Backtest 終わったら Slack に message 入れます。",
      ],
      allow: [
        "デプロイが完了しました。以下が結果です。",
        "完了したらお知らせしましょうか？",
        "毎朝9時に市況をお送りするよう予約しました。",
        "明日の朝、指値注文を入れます。",
      ],
    },
  },
  {
    id: "promise.ja.remind",
    lang: "ja",
    why: "後でリマインドするという約束",
    match: rx(
      "",
      // (the English verb too: "ARB unlock の日に remind するね")
      "(?:リマインド|remind\\s?)(?:を)?" + any("(?:(?:いた|致)し|し)(?:ておき)?", "させていただき", "させて頂き") + "ます(?![か])",
      "(?:リマインド|remind\\s?)(?:する|しておく)(?:ね|よ|予定)",
      // A reminder put in or sent: "明日の寄り付き前にリマインド入れますね", "リマインドを送りますね".
      "(?:リマインド|リマインダー)(?:を)?(?:入れ|送り|飛ばし|お送りし)(?:ておき)?ます(?![か])",
      "(?:お)?声(?:を)?(?:おかけ|かけ)します(?![か])",
    ),
    examples: {
      block: [
        "承知しました。明日の朝9時にリマインドします。",
        "金曜日の午後に、ドメインの更新についてリマインドしておきます。",
        "明日の寄り付き前にリマインド入れますね。",
      ],
      allow: ["明日の朝9時にリマインドしましょうか？", "昨日リマインドしました。", "リマインドを入れますか？"],
    },
  },
] as const satisfies readonly PhraseRow[];

//! ---- CUES: the promise must be bound to a time ("time") or a condition ("condition") ------
//! Time-bound → the fix is scheduled_task(once, deliver=origin); condition-bound → sessions_spawn.
//! An English promise with no cue of its own takes a "time" cue from the sentence just before it on
//! the same line ("It opens next Tuesday. I'll give you a heads-up."), unless that sentence is an offer
//! or a user-turn, or the promise is "tell you / let you know" or is followed by ":" or "now".
//! A row with scope "heading" reads the lead-in line of a list instead ("## Next steps", "下一步：",
//! "今後の対応："): an item of that list with no cue of its own takes the row as its time cue (unless
//! the user acts next). A non-item line ends the list. A deferred row (id "….deferred") is a verb that
//! says "later" by itself; it does not count when the user acts next.
export const CUES = [
  {
    id: "cue.en.time",
    lang: "en",
    kind: "time",
    why: "a future time word (tomorrow, tonight, later, soon …)",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          "tomorrow(?!['’]s)",
          "tonight(?!['’]s)",
          "later(?! than| version)",
          "this (?:afternoon|evening|morning|weekend)",
          "shortly",
          "soon",
          "daily",
          "weekly",
          "hourly",
          "first thing",
          "overnight",
          "eod",
          // British and business: "by close of play Friday", "COB".
          "cob",
          "close of (?:play|business)",
          "end of (?:the )?(?:day|week)",
          "in the morning",
          "periodically",
          "by then",
          "at that point",
          // (and before what it is for: "I'll remind you then to move the stop to breakeven")
          "(?<=[a-z] )then(?=\\s+(?:and|with|to)\\s|\\s*[.!]?\\s*$)",
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "I'll remind you tomorrow morning to renew the SSL certificate.",
        "The candle closes at 16:00 UTC. I'll take another look then and tell you whether the breakout held.",
        "The vendor quote lands on Monday. I'll follow up with you then with a side-by-side comparison.",
        "Noted. I shall revert with a fuller view by close of play Friday.",
        "Noted for 6pm. I'll remind you then to move the stop to breakeven.",
      ],
      allow: ["I'll remind you that tomorrow's standup moved to 10am: the calendar invite is updated.", "OK then, I'll keep you posted."],
    },
  },
  {
    id: "cue.en.time-span",
    lang: "en",
    kind: "time",
    why: "a future time span or clock time (in 2 hours, by Friday, at 6pm, next week …)",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          // A chain's or a chart's clock too: "next block", "next epoch", "the next candle", "in 10 blocks".
          // A span before the date just named: "I'll check in with you a week before", "two days ahead", "the day before".
          any("a", "one", "two", "three", "a couple of", "a few", "[0-9]+") +
            " " +
            any("days?", "weeks?", "hours?") +
            " " +
            any("before", "ahead", "prior", "earlier"),
          "the (?:day|night|week|morning|evening) before",
          // (and nearer to it: "Closer to the deadline, I'll send you the checklist")
          "closer to (?:the )?(?:date|day|deadline|time|event|expiry|unlock|open|close)",
          "next " + any("week", "month", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "session", "block", "epoch", "candle"),
          "in " +
            // An approximate or partial span: "in about an hour", "in roughly 20 minutes", "in half an hour".
            "(?:(?:about|around|roughly|approximately|maybe|another|under|less than|half|just) )?" +
            any(
              "a (?:few|couple(?: of)?)",
              "an?",
              "[0-9]+",
              "one",
              "two",
              "three",
              "four",
              "five",
              "ten",
              "fifteen",
              "twenty",
              "thirty",
              "several",
              "~\\s?[0-9]+",
            ) +
            "\\s*" +
            any("min(?:ute)?s?", "hours?", "hrs?", "h", "days?", "weeks?", "moments?", "bit", "while", "sec(?:ond)?s?", "blocks?", "epochs?"),
          "by " +
            any(
              "monday",
              "tuesday",
              "wednesday",
              "thursday",
              "friday",
              "saturday",
              "sunday",
              "tomorrow",
              "tonight",
              "noon",
              "eod",
              "end of",
              "the end of",
              "[0-9]",
            ),
          "at [0-9]{1,2}(?::[0-9][0-9])?\\s*" + any("am", "pm", "a\\.m\\.", "p\\.m\\.", "utc", "gmt", "et", "pt", "o['’]clock"),
          "(?:on|this|before|until) " + any("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
          // A weekday alone ("I'll check in with you Thursday"), not a day's thing ("Thursday's candle").
          any("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday") + "(?!['’]s)",
          // A day of the month: "on the 31st", "on the 1st of next month".
          "on the [0-9]{1,2}(?:st|nd|rd|th)",
          // A date by its month: "on September 12th", "by Sept 12", "12 March" (not a year, "in March 2025").
          "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.? " +
            "[0-9]{1,2}(?:st|nd|rd|th)?(?![0-9])",
          "[0-9]{1,2}(?:st|nd|rd|th)? (?:of )?" +
            "(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june?|july?|aug(?:ust)?|sept(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)",
          // The end of a period: "at month end", "at the end of the month", "month-end", "EOM".
          "(?:at|by|around|near|before|toward|towards) (?:the )?(?:month|quarter|year|week)[- ]end",
          "(?:at|around|near|toward|towards) the end of (?:the|this|next) (?:day|week|month|quarter|year)",
          "month[- ]end",
          "eom",
          "eow",
          any("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday") + " (?:morning|afternoon|evening|night|eod)",
          "the (?:day|night|evening|morning|week) (?:before|after)",
          "(?:for|over|during) the (?:next|coming) " + any("[0-9]+ ", "few ", "couple of ", "two ", "three ") + "?" + "(?:hours?|minutes?|mins?|days?|weeks?)",
          "every " + any("day", "morning", "evening", "hour", "week", "monday", "tuesday", "wednesday", "thursday", "friday", "[0-9]+"),
          "within (?:the |an? |[0-9]+ |a few |the next )?" + any("hour", "hours", "minutes?", "mins?", "day", "days", "week"),
          "give me (?:a (?:few|couple(?: of)?) |an? |[0-9]+ |some )?" +
            any("min(?:ute)?s?", "hours?", "hrs?", "moments?", "sec(?:ond)?s?", "bit", "while", "day"),
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "I'll send you the weekly summary every Friday.",
        "I'll report back in about 2 hours with the timings.",
        "Will ping you Monday morning about the invoice.",
        "I'll check in with you Thursday with the PnL curve.",
        "I'll remind you on the 31st to reconcile the transfers.",
        "I'll remind you at the end of the month.",
        "I'm going to watch the mempool for the next hour and will flag anything odd.",
        "Your visa slot opens next Tuesday. I'll give you a heads-up the evening before.",
        "Give me a few minutes to rerun the benchmark on the larger instance; I'll share the numbers.",
        "Will report back next block.",
      ],
      allow: ["I reported the outage at 6pm yesterday; it was fixed within the hour."],
    },
  },
  {
    id: "cue.en.deferred",
    lang: "en",
    kind: "time",
    why: "a follow-up verb that is itself deferred: get back to you / circle back / check back / stay tuned say 'later' without a time word",
    // (and "report back", later by its wording too; "get back to u" in chat)
    match: /(?<![a-z0-9_])(?:get back to (?:you|u|ya)|circle back|check back|report back|be in touch|come back (?:to you|with)|stay tuned)(?![a-z0-9_])/i,
    examples: {
      block: [
        "Good question about the licensing of the bundled fonts — I'll get back to you on that.",
        "I need to read through the vendor's SLA first. Let me dig into it and I'll circle back.",
        "The indexer is still working through the 40k documents. Stay tuned for the recall numbers!",
      ],
      allow: [
        "The maintainer replied: \"I'll get back to you on that once I've talked to the team.\" So there's no ETA yet.",
        "Yesterday I said I'd circle back on the flaky test — it was a race in the fixture setup, fixed in #512.",
      ],
    },
  },
  {
    id: "cue.en.plan",
    lang: "en",
    kind: "time",
    scope: "heading",
    why: "a list under a 'Next steps' / 'Plan' / 'To do' lead-in line: its items are future by position",
    keywords: ["next", "plan", "todo", "to-do", "action items", "followup", "follow-up", "coming up", "remaining", "still to do", "pending"],
    match: rx(
      "i",
      "^[\\s#>*_-]*" +
        any(
          "(?:my |our |the )?next steps?",
          "(?:my |our |the )?plan" + any(" from here", " for (?:today|tonight|tomorrow|this week)") + "?",
          "to-?dos?",
          "action items",
          "follow-?ups?",
          "what['’]s next",
          "coming up",
          "remaining (?:work|steps|items)",
          "still to do",
          "pending",
        ) +
        "[\\s*_]*:?[\\s*_]*$",
    ),
    examples: {
      block: [
        "**Next steps**\n\n1. Staging deploy is running (~20 min)\n" +
          "2. I'll run the smoke tests against it and send you the report\n3. You approve the prod rollout",
        "Plan from here:\n\n- Re-run the migration on a copy of prod\n- Share the row counts with you",
      ],
      allow: [
        "## Next steps\n\n1. Merge the PR once CI is green\n2. Tag the release\n3. Announce it in #releases",
        "## What I did\n\n- I'll send you the report format we agreed on: CSV with one row per run.",
      ],
    },
  },
  {
    id: "cue.en.condition",
    lang: "en",
    kind: "condition",
    why: "a future event or condition",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          "when(?:ever)?",
          "once(?! (?:more|again|or twice)(?![a-z0-9_]))",
          "as soon as",
          "after",
          "if",
          "until",
          "the moment",
          "the minute",
          // Chat: "Will ping you the sec it's live".
          "the sec(?:ond)?(?= (?:it|the|they|we|you|that|this)\\b)",
          "upon",
          "in case",
          "should (?:it|the|anything|something)",
          "as (?:it|things|the \\w+|that) " + any("progress(?:es)?", "go(?:es)?", "develop(?:s)?", "unfold(?:s)?", "run(?:s)?", "come(?:s)? in"),
          // How a thing to come ends: "I'll keep an eye on the flows and let you know how it lands".
          "how (?:it|that|this|things|the \\w+) " + any("goes", "lands", "turns out", "plays out", "shakes out", "ends up", "pans out"),
        ) +
        "(?![a-z0-9_])",
    ),
    examples: {
      block: [
        "If BTC drops below $60k, I'll alert you right away.",
        "Once the migration is done I'll report back with the row counts.",
        "I'll keep an eye on the on-chain flows and let you know how it lands.",
      ],
      allow: [
        "Once you send me the logs, I'll tell you what's failing.",
        "Let me rerun the test once more and confirm that it passes.\n\n```\n✓ 12 passed\n```\n\nIt passes now.",
      ],
    },
  },
  {
    id: "cue.zh.time",
    lang: "zh",
    kind: "time",
    why: "将来的时间",
    match: rx(
      "",
      // "Afterwards", opening its clause: "另外兩筆還在等支付處理商回覆，之後我再回覆您".
      "(?:^|[，,。；;：:])\\s*(?:之后|之後|以后|以後|然后|然後)(?=\\s*(?:我|再|会|會|就))",
      "明天",
      "明早",
      "明晚",
      "明日",
      "今晚",
      "今夜",
      "今天(?:晚上|下午|稍晚|晚些)",
      "稍后",
      "稍後",
      "稍晚",
      "一会儿",
      "一會兒",
      "一会",
      "一會",
      "待会",
      "待會",
      "等会",
      "等會",
      "回头",
      "回頭",
      "晚些",
      "晚点",
      "晚點",
      "晚一点",
      "晚一點",
      "过会",
      "過會",
      "过一会",
      "過一會",
      "改天",
      "下午",
      "上午",
      "早上",
      "晚上",
      "傍晚",
      "中午",
      "[0-9０-９一二三四五六七八九十两兩半几幾]+\\s*(?:个|個)?\\s*" +
        any("分钟", "分鐘", "小时", "小時", "钟头", "鐘頭", "天", "周", "週", "星期") +
        "(?:后|後|内|內|之后|之後|以后|以後|之内|之內)",
      "(?:[0-9０-９]{1,2}|[二两兩三四五六七八九十]|十[一二])\\s*[点點](?!儿|兒)",
      "\\d{1,2}[:：]\\d{2}",
      "下周",
      "下週",
      "下个",
      "下個",
      "下星期",
      "周[一二三四五六日末]",
      "週[一二三四五六日末]",
      "星期[一二三四五六日天]",
      "月底",
      // A span before the date just named: "到期前一周我再跟你确认一下", "截止日前一週我再提醒你".
      "前\\s?[一两兩二三四五六七八九十0-9０-９]+\\s?(?:天|日|周|週|个星期|個星期|个小时|個小時|小时|小時)",
      // A date: "我会在 6 月 20 日提醒你准备材料", "12月1号前发你".
      "[0-9０-９]{1,2}\\s?月\\s?[0-9０-９]{1,2}\\s?[日号號]",
      // (in Chinese numerals too: "九月十二號我再提醒您")
      "[一二三四五六七八九十]{1,2}月[一二三四五六七八九十]{1,3}[日号號]",
      "年底",
      "届时",
      "屆時",
      "到时",
      "到時",
      "随后",
      "隨後",
      "第二天",
      "次日",
      // The day of an event named before: "FOMC 那天我会 remind 你先减仓", "解锁当天提醒你".
      "(?:那|当|當)天(?!的)",
      "每天",
      "每日",
      "每周",
      "每週",
      "每小时",
      "每小時",
      "定期",
      "定时",
      "定時",
      "过[一两兩二三几幾]+天",
      "過[一两兩二三几幾]+天",
      "(?:下班|今天|今晚|明天|周[一二三四五六日末]|週[一二三四五六日末]|月底|年底|中午|晚上)(?:之前|前|以前)",
      // Before an event, named in English or by its release: "FOMC 之前我会提醒你", "CPI 公布前", "开盘前" (not "之前的").
      "(?:[A-Za-z][A-Za-z0-9]*\\s*|公布|發布|发布|开盘|開盤|收盘|收盤|开会|開會|会议|會議|解锁|解鎖|上线|上線|交割|结算|結算|财报|財報)" +
        "(?:之前|以前|前)(?![的天年月日个個周週])",
    ),
    examples: {
      block: ["好的，我会在明天上午9点提醒你续费域名。", "收到，稍后把报告发给你。", "FOMC 之前我会提醒你减仓。"],
      allow: ["明天的会议改到了下午3点，日历邀请已经更新。"],
    },
  },
  {
    id: "cue.zh.condition",
    lang: "zh",
    kind: "condition",
    why: "将来的事件或条件",
    match: rx(
      "",
      // How it ends: "我盯着链上资金流，看情况如何再告诉你".
      "(?:结果|結果|情况|情況)如何",
      // A level broken: "我帮你盯着，破 10 万了喊你".
      "(?:跌破|突破|升破|涨破|漲破|破)\\s*[0-9０-９.,]+\\s*(?:[kK万萬千]|美元|美金|刀|块|塊)?\\s*(?:了|的话|的話|时|時)",
      // A level as a number and its side: "價格回到 3,400 以下時我會告訴你", "ETH 回到 3400 以上时".
      "[0-9０-９][0-9０-９.,]*\\s*(?:[kK万萬千]|美元|美金|刀|块|塊)?\\s*(?:以下|以上|之下|之上)\\s*(?:了|的话|的話|时|時)",
      any(
        "完成",
        "结束",
        "結束",
        "跑完",
        "做完",
        "搞定",
        "好了",
        "部署",
        "上线",
        "上線",
        "出来",
        "出來",
        "生成",
        "处理",
        "處理",
        "下载",
        "下載",
        "执行",
        "執行",
        "训练",
        "訓練",
        "构建",
        "構建",
        "编译",
        "編譯",
        "恢复",
        "恢復",
        "审核",
        "審核",
        "通过",
        "通過",
        "合并",
        "合併",
        "发布",
        "發布",
        "到账",
        "到帳",
        "成交",
        "触发",
        "觸發",
        "跑通",
        "修好",
        "确认",
        "確認",
      ) + "(?:了)?(?:之后|之後|以后|以後|后|後|的时候|的時候|时|時)",
      "一旦",
      "只要",
      "如果",
      "假如",
      "要是",
      "若是",
      "倘若",
      "万一",
      "萬一",
      "等(?:到|待)?[^，。,；]{1,24}?(?:后|後|了|完|好|时|時)",
      // A clause that opens on 等 and ends at its comma: "等美股开盘，我再跟你讨论" (not 等等, not "BTC 等，").
      "(?:^|[，,。；;：:\\s])等(?!等)[^，。,；;]{1,24}?[，,]",
      // Any act, then after it: "部署成功以后", "拿到数据之后", code-switched too: "放量到 100% 之后", "PR merge 之后".
      "(?:[\\u4e00-\\u9fff]|[A-Za-z0-9%)）]\\s?)(?:了)?(?:之后|之後|以后|以後)",
      "一(?:完成|结束|結束|好|有|出|到|跑完|上线|上線)",
      // Done, then the agent: "部署好了我回复你", "跑完了就告诉你".
      // Any verb: "PR 开好了 ping 你", "弄完了发个链接" (not 太好了 / 就好了 / 这样好了).
      // (the agent's English subject after it too: "部署好了 I'll let you know")
      "(?<![太就那这這真挺很算行都快也样樣])[\\u4e00-\\u9fff](?:好|完)了" +
        "(?=[，,\\s]?(?:我|就|再|马上|馬上|第一时间|第一時間|ping|通知|告诉|告訴|跟你|和你|给你|給你|发|發|回来|回來|" +
        EN_AGENT_NEXT +
        "))",
      // An event that ended, then the agent: "搞掂咗我通知返你" (搞定了我…), "到账了我第一时间告诉你".
      // (or the notice itself, its subject left implied: "我盯着，到账了跟你说一声", "到账了告诉你")
      any("搞定", "弄好", "完成", "结束", "結束", "到账", "到帳", "成交", "通过", "通過", "确认", "確認", "上线", "上線") +
        "了(?=[，,\\s]?(?:我|就|再|马上|馬上|第一时间|第一時間|ping|通知|告诉|告訴|跟你|和你|给你|給你|" +
        EN_AGENT_NEXT +
        "))",
      // Done, then the next act glued on: "筛完挑出最靠谱的那个告诉你" (not 完成 / 完全 / 完整 …), or the agent's English
      // subject: "审核完 I'll update you".
      "[\\u4e00-\\u9fff]完(?![成全整美毕畢善结結])(?=[\\u4e00-\\u9fff]|[，,]?\\s?" + EN_AGENT_NEXT + ")",
      // Done, at a clause start with the next act glued on: "弄好了截图给你", "问清楚了回来跟你讲".
      "(?:^|[，,；;])\\s*[\\u4e00-\\u9fff]{1,3}(?:好|完|清楚|明白|到)了(?=[\\u4e00-\\u9fffA-Za-z])",
      // Happened, then at once: "到账了马上告诉你", "成交了就通知你".
      "(?<![太就那这這真挺很算行都快也])[\\u4e00-\\u9fff]{1,2}了(?=马上|馬上|第一时间|第一時間|就|立刻|立即)",
      // A price reached: "价格到了 3000 我会提醒你", "破 9 万就喊你".
      "(?:到|破|跌到|涨到|漲到|站上|跌回|涨回|漲回|回到)了?\\s*[$¥＄]?[0-9０-９][0-9０-９.,kK万萬千]*\\s*(?:美元|美金|刀|块|塊|元|USDT|U|点|點)?(?:附近|左右|上下|以上|以下)?" +
        "(?=[，,\\s]?(?:我|就|再|马上|馬上|第一时间|第一時間|立刻))",
      // Done, then later: "整理好之后会发到群里", "跑完以后".
      "(?:好|完)了?(?:之后|之後|以后|以後)",
      // Found or reproduced, then the agent tells: "复现出来了告诉你原因".
      "出(?:来|來)了(?=[，,\\s]?(?:我|就|再|马上|馬上|告诉|告訴|通知|跟你))",
      // A result that comes out, a thing found or done, then 再: "結果出來再跟你講", "查到原因再来找你".
      "(?:结果|結果|数据|數據|公告|报告|報告|消息)出(?:来|來)",
      any("查", "找", "弄", "搞", "修", "做", "跑", "测", "測", "确认", "確認", "核实", "核實") + "(?:到|完|好|清楚|明白|出)[^，。！？,]{0,10}?(?=再)",
      // When something happens: "价格接近强平线的时候", "到账的時候" (not "上次…的时候", "小时候").
      "(?<!上次|那次|之前|以前|小|那)[\\u4e00-\\u9fffA-Za-z0-9](?:的时候|的時候)",
      // If there is: "有 large tx 就 ping 你", "有大额解锁会提醒你" (not 没有).
      // (or when there is: "有大額轉入交易所時我再通知你"; not a feature's "有人 @你 的时候 it will notify you")
      "(?<![没沒])有[^，。,；;]{1,12}?(?=就|会|會)",
      "(?<![没沒])有[^，。,；;]{0,11}[^，。,；;的](?=时|時)",
      // Whenever there is any: "有任何 movement 都会通知你", "有什么新进展我就告诉你".
      "有(?:任何|什么|什麼|新的?)[^，。,]{0,12}?(?=都|就|我|再|马上|馬上|第一时间|第一時間)",
      "有了?[^，。,]{0,10}?" +
        any(
          "发现",
          "發現",
          "结论",
          "結論",
          "眉目",
          "头绪",
          "頭緒",
          "答案",
          "回音",
          "结果",
          "結果",
          "进展",
          "進展",
          "消息",
          "更新",
          "变化",
          "變化",
          "动静",
          "動靜",
          "新情况",
          "新情況",
          "异常",
          "異常",
          "数据",
          "數據",
          "报错",
          "報錯",
          "错误",
          "錯誤",
          "问题",
          "問題",
          "情况",
          "情況",
          "状况",
          "狀況",
          "动态",
          "動態",
          "波动",
          "波動",
          "异动",
          "異動",
          "动向",
          "動向",
          "信号",
          "信號",
          "回复",
          "回覆",
          "反馈",
          "反饋",
        ),
      "就(?:会|會)?(?:第一时间|第一時間|马上|馬上|立刻|立即)?" +
        any(
          "同步",
          "通知",
          "告诉",
          "告訴",
          "告知",
          "提醒",
          "发",
          "發",
          "汇报",
          "匯報",
          "联系",
          "聯繫",
          "回复",
          "回覆",
          "给你",
          "給你",
          "喊",
          "叫",
          "跟你",
          "跟您",
          "ping",
        ),
      "出(?:了)?(?:结果|結果)",
      "[^\\s，。,] ?完(?:了)? ?" +
        "(?=" +
        or(
          "再",
          "就",
          "我",
          "把",
          "给",
          "給",
          "告",
          "通",
          "提",
          "发",
          "發",
          "联",
          "聯",
          "汇",
          "匯",
          "同步",
          "跟你",
          "和你",
          "向你",
          "之?后",
          "後",
          "，",
          ",",
          "ping",
          "@",
          "回(?:你|您|复|覆)",
        ) +
        ")",
      "第一时间",
      "第一時間",
      "(?:跌|涨|漲|突破|跌破|超过|超過|达到|達到|低于|低於|高于|高於)[^，。]{0,12}?(?:时|時|的话|的話)",
      "(?<![然之以最落背前午稍先])[后後](?=[，,我就会會再立马馬第通告提联聯汇匯同给給发發及])",
    ),
    examples: {
      block: [
        "训练任务已提交，大约需要两个小时，完成后我会通知你。",
        "如果价格跌破3000美元，我会第一时间提醒您。",
        "我这边先盯着日志，有报错随时跟你说滴。",
        "我先去翻翻源码，有发现再跟你讲。",
        "稍等，我查完回你。",
        "灰度放量到 100% 之后，我会再跟你同步一下最终的错误率。",
      ],
      allow: ["你把日志发给我之后，我告诉你问题出在哪里。"],
    },
  },
  {
    id: "cue.zh.plan",
    lang: "zh",
    kind: "time",
    scope: "heading",
    why: "“下一步 / 后续 / 待办”引出的清单：条目按位置就是以后的事",
    keywords: ["下一步", "后续", "後續", "接下来", "接下來", "待办", "待辦", "计划", "計劃", "待跟进", "待跟進", "周", "週", "星期", "礼拜", "禮拜"],
    match: rx(
      "",
      "^[\\s#>*_-]*" +
        any("下一步", "后续", "後續", "接下来", "接下來", "待办", "待辦", "后续安排", "後續安排", "计划", "計劃", "待跟进", "待跟進") +
        "[^\\n]{0,8}?[：:]?[\\s*_]*$",
      // (a day of the week's plan, its heading the day: "## 本周安排 … **周四**\n- 我会提醒您给刘老师回电话")
      "^[\\s#>*_-]*(?:本周|本週|下周|下週)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天](?:安排|计划|計劃)?[：:]?[\\s*_]*$",
    ),
    examples: {
      block: ["## 下一步\n\n1. 等预发环境部署完\n2. 我把冒烟测试报告发给你"],
      allow: ["## 下一步\n\n1. 你合并 PR\n2. 打 tag 发布", "## 今天做了什么\n\n- 把测试报告发给你了"],
    },
  },
  {
    id: "cue.zh.deferred",
    lang: "zh",
    kind: "time",
    why: "说法本身就是“以后”：等我消息 / 研究一下再回复你（先做一件事，之后再答复）",
    match: rx(
      "",
      "等我(?:的)?(?:好)?(?:消息|通知|回复|回覆|答复|答覆)",
      any("研究", "查", "看", "确认", "確認", "核实", "核實", "想", "评估", "評估", "了解", "问", "問", "试", "試", "测", "測", "跑", "整理", "验证", "驗證") +
        "一下(?:再|之后|之後|后|後)",
    ),
    examples: {
      block: ["我先去查一下这个报错的原因，等我消息。", "这个问题我研究一下再回复你。"],
      allow: ["你先试一下再告诉我结果。", "客户原话是“等我消息”，之后就没有下文了。"],
    },
  },
  {
    id: "cue.ja.time",
    lang: "ja",
    kind: "time",
    why: "将来の時刻",
    match: rx(
      "",
      "後ほど",
      "のちほど",
      "後で",
      "あとで",
      // (明日の朝, 明日の morning: a time; 明日の会議: a thing of tomorrow's)
      // (nor 明日の朝の…: a modifier, "明日の朝の主要イベントについてお知らせします")
      "明日(?!の(?!(?:朝|午前|午後|夕方|夜|昼)(?!の)|[0-9０-９]|\\s?(?:morning|afternoon|evening|night|noon|open|close)\\b))",
      // Before tomorrow's event: "明日の standup 前に summary を送っておきます".
      "明日の[^、。！？!?\\n]{1,20}?前(?:に|まで)",
      "明朝",
      "明晩",
      "今夜",
      "今晩",
      "今日中",
      "本日中",
      // Within the week or the month: "今週中にまとめてお送りします" (not "今週末の…", a thing of the weekend).
      "(?:今週|今月|来月|年)(?:中|内)",
      "(?:今週末|週末)(?!の)",
      // The end or the start of a period: "月末に reminder 送りますね" (not "月末の…", a thing of the month's end).
      "(?:月末|月初|年末|年始|期末)(?!の)",
      "夕方",
      "午後",
      "午前",
      "週明け",
      "来週",
      "明後日",
      "[0-9０-９一二三四五六七八九十]+\\s*(?:分|時間|日|週間)(?:後|以内|ほど|くらい|程度)",
      // The day before, on the day: "SOLのアンロックについては、前日にリマインドしますね".
      "(?:前日|前の日|当日|直前)(?:に|の)",
      // An event's day: "ARB unlock の日に remind するね", "決算の日にお知らせします".
      "[^\\s、。]\\s?の日に",
      // Before a time or an event: "CPI発表の30分前にリマインドしますね", "寄り付き前にお知らせします".
      "[0-9０-９一二三四五六七八九十]+\\s*(?:分|時間|日|週間)前(?:に|まで)",
      "(?:発表|公表|開始|締め?切り?|決済|寄り付き|大引け|引け|オープン|クローズ|会議|ミーティング|MTG|リリース|公開|発売|上場|アンロック)(?:の)?直?前(?:に|まで)",
      // Before an event named in English: "FOMC の前に reminder 送りますね", "NFP 直前にお知らせします".
      "[A-Za-z][A-Za-z0-9]*\\s*(?:の)?\\s*直?前(?:に|まで)",
      "[0-9０-９]{1,2}\\s*時(?:[0-9０-９]{1,2}分|半)?",
      "[月火水木金土日]曜(?:日)?",
      "までに",
      "改めて",
      "追って",
      "近日中",
      "しばらく(?:して|後)",
      "定期的に",
      "毎日",
      "毎朝",
      "毎週",
      "朝(?:イチ|いち|一番)(?:で|に)",
      "折り返し(?=(?:ご|お)?(?:連絡|電話|返信|回答))",
      // Around when it happens: "着陸したころに、まとめを送りますね", "落ち着いた頃にご報告します" (not "あの頃に": a time past).
      "(?<=[たる])(?:ころ|頃)(?:に|には)",
      "また(?=(?:ご|お)?(?:連絡|知らせ|報告|共有|声))",
    ),
    examples: {
      block: [
        "承知しました。明日の朝9時にリマインドします。",
        "調査結果は後ほどご連絡いたします。",
        "進捗は引き続き追いかけて、また連絡するね。",
        "朝イチで確認して共有します。",
        "担当者に確認のうえ、折り返しご連絡いたします。",
        "加えて、CPI発表の30分前にリマインドしますね。",
        "FOMC の前に reminder 送りますね。",
      ],
      allow: ["明日の会議についてお知らせします：開始は10時、場所は第2会議室です。"],
    },
  },
  {
    id: "cue.ja.plan",
    lang: "ja",
    kind: "time",
    scope: "heading",
    why: "「次のステップ／今後の対応／対応予定」に続くリスト：項目は位置からして今後のこと",
    keywords: ["次のステップ", "ネクストステップ", "ネクストアクション", "今後の", "予定", "残", "todo"],
    match: rx(
      "",
      "^[\\s#>*_-]*" +
        any(
          "次のステップ",
          "ネクストステップ",
          "ネクストアクション",
          "今後の(?:予定|対応|流れ|作業|進め方)",
          "(?:対応|作業)予定",
          "残(?:り)?(?:の)?(?:作業|タスク)",
          "TODO",
          "ToDo",
        ) +
        "[^\\n]{0,8}?[：:]?[\\s*_]*$",
    ),
    examples: {
      block: ["## 次のステップ\n\n1. ステージングへのデプロイ待ち\n2. スモークテストの結果を共有します"],
      allow: ["## 次のステップ\n\n1. PRをマージしてください\n2. タグを打ってください", "## 実施内容\n\n- テスト結果を共有しました"],
    },
  },
  {
    id: "cue.ja.condition",
    lang: "ja",
    kind: "condition",
    why: "将来の出来事・条件",
    match: rx(
      "",
      "たら",
      // (voiced after ん: "投稿が済んだら", "読んだら")
      "んだら",
      "次第(?!です)",
      "(?:際|とき|(?<![0-9０-９一二三四五六七八九十])時|タイミング|時点|場合|段階)(?:に|は|で)",
      // Once it is done: "わかったところで" (not "ところで", by the way).
      "(?<=[たっだ])ところ(?:で|まで)",
      "(?:後|あと)(?:に|ほど|[、，])",
      "(?:すると|すれば|になれば|になると|を超えれば|を下回れば)",
      // How it ends: "どうなったかお知らせします".
      "どうなったか|どう転んだか",
      "必要に応じて",
      "(?:が|も|か)(?:あれば|ありましたら|あり次第)",
    ),
    examples: {
      block: [
        "バックテストを実行中です。結果が出たらお知らせします。",
        "価格が100ドルを超えた時点でご連絡いたします。",
        "ある程度わかった段階で、途中経過をお伝えしますね。",
      ],
      allow: ["ログを共有していただけたら、原因をお伝えします。", "テストを実行してから結果をお伝えします。\n\n```\n212 passed\n```\n\nすべて成功です。"],
    },
  },
] as const satisfies readonly PhraseRow[];

//! Words that take a question as their object in Chinese or English ("再跟你讨论要不要加仓", "I'll remind you 要不要加仓",
//! "看那張 call 要不要先平掉"): offer.zh's lookbehind and the OFFER tag's misread both read them.
export const EMBEDDING =
  "(?:讨论|討論|告诉你|告訴你|提醒你|提醒您|问|問|跟你说|跟你說|一声|一聲|看看|再看|确认|確認|决定|決定|判断|判斷|考虑|考慮|评估|評估|商量|研究|" +
  "(?:remind|ping|notify|update|tell|let|ask)\\s*(?:你|您|you)(?:\\s+know)?|通知你|check|看)";

//! A tag question closing a promise asks the user to agree, it offers nothing: "I'll ping you when the preview is back up,
//! sound good?", "部署完成後我會通知你，這樣可以嗎？", "完了したら連絡しますね、それでいいですか？". An offer row reads the
//! promise's clause without it. (A regex source, matched case-insensitively.)
export const TAG_QUESTION =
  String.raw`[,，、]\s*(?:(?:does\s+that\s+)?sounds?\s+good|ok(?:ay)?|alright|all\s+right|right|cool|fair|deal|works\s+for\s+you)\s*\?+\s*$` +
  "|[,，、]\\s*(?:这样|這樣|这么|這麼)?(?:可以吗|可以嗎|好吗|好嗎|行吗|行嗎|可以不|好不好|ok吗|OK吗|ok嗎|OK嗎)\\s*[?？]\\s*$" +
  "|[,，、]\\s*(?:それで)?(?:いいですか|よろしいですか|大丈夫ですか|いい|OK|ok)\\s*[?？]\\s*$";

//! ---- NOT_PROMISES: what looks like a promise but is not one --------------------------------
//! kind: offer / immediate / cannot / reported / past / mechanism / delivery / user-turn.
//! scope: "sentence" (anywhere in the promise's sentence), "before" (before the promise verb),
//! "after" (right after the promise verb), "reply" (anywhere in the reply), "cue" (the match is
//! removed before looking for a time/condition: the user, not the agent, must act next), "answer"
//! (anywhere in the promise's sentence, when the sentence before it ends in a question mark).
//! An allow example must pass BECAUSE of this row; a block example is a near miss that still blocks.
export const NOT_PROMISES = [
  {
    id: "offer.en",
    lang: "en",
    kind: "offer",
    scope: "sentence",
    why: "an offer or a question is not a promise",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          // (not inside the reminder's purpose: "I'll remind you the day before so you can trim ahead of it if you want to")
          "(?<!\\bso(?: that)? you (?:can|could)\\b[^.!?;,]*)if you(?:['’]d| would)? (?:like|want|prefer)",
          "should you (?:want|wish|prefer)",
          "just (?:say the word|let me know|tell me|ask)",
          // (not the user's next step after the promise: "I'll drop the link here once the build finishes, and then you can tell
          // me whether to publish")
          "(?<!you can |you could )(?:let me know|tell me) (?:if|whether|and)",
          "want me to",
          "would you like",
          "do you want",
          "shall I",
          "should I",
        ) +
        "\\b",
      "\\?\\s*\\S{0,3}$",
    ),
    examples: {
      block: [
        "I'll ping you when the deploy finishes — shouldn't take more than 10 minutes.",
        "I'll check the logs tonight and let you know — unless you'd prefer I stop here?",
        "I'll remind you the day before so you can trim ahead of the print if you want to.",
      ],
      allow: ["If you'd like, I'll remind you tomorrow at 9.", "Just say the word and I'll ping you once the PR is merged."],
    },
  },
  {
    id: "offer.zh",
    lang: "zh",
    kind: "offer",
    scope: "sentence",
    why: "提议或提问不是承诺",
    match: rx(
      "",
      // (not a noun ending in 要 before 我: "会议纪要我晚点整理完", "摘要我今晚写好", "只要我…" is a condition)
      "(?<![纪紀摘概提重主必只])要我",
      "需要我",
      // Not a question the promise is about: "再跟你讨论要不要加仓", "告诉你是否需要升级", "再敲你一下，看那張 call 要不要先平掉".
      // (in either language: "I'll remind you 要不要加仓")
      // (nor a second question after a first one and a comma: "我再跟你說 ABI 有沒有變，frontend 那邊要不要重新 generate")
      "(?<!" +
        EMBEDDING +
        "[^，。,；;！!？?]{0,10})(?<!" +
        EMBEDDING +
        "[^，。,；;！!？?]{0,16}(?:有没有|有沒有|是不是|能不能|会不会|會不會)[^，。,；;！!？?]{0,6}[，,]\\s*[^，。,；;！!？?]{0,16})" +
        "(?:要不要|是否需要|需不需要)" +
        // (nor a question the agent's later clause answers: "至於在職證明要不要翻譯公證，我確認完再告訴你")
        "(?![^，。,；;！!？?]*[，,]\\s*[^。！!？?]{0,12}我[^。！!？?]{0,12}" +
        EMBEDDING +
        "[^？?]*$)",
      "如果(?:你|您)?(?:需要|想|愿意|願意|希望|同意)",
      "需要的话",
      "需要的話",
      "想要的话",
      "想要的話",
      "我可以",
      "我也可以",
      "可以帮",
      "可以幫",
      "可以为",
      "可以為",
      "(?:吗|嗎|么|麼|呢)\\s*[？?]?\\s*$",
      "[？?]\\s*\\S{0,3}$",
    ),
    examples: {
      block: [
        "好的，任务完成后我会通知你。",
        "我看一下走势，明天再跟你讨论要不要加仓。",
        "下一根 1h K线收盘后 I'll remind you 要不要加仓。",
        "等 contract verify 好了，我再跟你說 ABI 有沒有變，frontend 那邊要不要重新 generate types。",
      ],
      allow: ["需要的话，我可以在完成后通知你。", "要我明天提醒你吗？", "明天要不要我提醒你？", "收盘后我跟你说一下，要不要？"],
    },
  },
  {
    id: "offer.ja",
    lang: "ja",
    kind: "offer",
    scope: "sentence",
    why: "提案や質問は約束ではない",
    match: rx(
      "",
      "ましょうか",
      "しますか",
      "ますか",
      "ご希望(?:であれば|でしたら|なら|の場合|があれば)",
      "必要(?:であれば|でしたら|なら|があれば)",
      "よろしければ",
      "宜しければ",
      "よければ",
      "(?:こと|の)(?:も|が)(?:でき|可能)",
      "できます(?!ん)",
      "可能です",
      "いかがでしょう",
      "[？?]\\s*\\S{0,3}$",
    ),
    examples: {
      block: ["完了次第、ご連絡いたします。"],
      allow: ["ご希望であれば、完了次第ご連絡いたします。", "明日の朝にリマインドすることもできます。"],
    },
  },
  {
    id: "offer.en.answer",
    lang: "en",
    kind: "offer",
    scope: "answer",
    why: "\"if so\" right after the agent's own question waits on the user's answer",
    match: /(?<![a-z0-9_])(?:if so|if yes|if you do|if that works(?: for you)?|if that['’]s (?:ok|okay|fine|alright)|in that case)(?![a-z0-9_])/i,
    examples: {
      block: ["The nightly deploy might fail again; if so, I'll ping you first thing tomorrow."],
      allow: ["Should I keep watching the funding rate overnight? If so, I'll ping you first thing tomorrow."],
    },
  },
  {
    id: "immediate.en",
    lang: "en",
    kind: "immediate",
    scope: "sentence",
    why: "a reminder given right now (remind you that …) is delivered, not promised",
    match: rx(
      "i",
      "\\b(?:circle|come|get) back to (?:[\\w'’-]+ ){0,3}?(?:later )?" +
        any("in", "at the end of") +
        " " +
        any("the (?:next|following) (?:section|step|part|chapter)", "step [0-9]+", "part [0-9]+", "this (?:guide|post|doc|tutorial|answer|reply|message)"),
      "\\bremind you (?:that|of the fact|:)",
      // (what to remember, then a colon and the thing itself: "I'll remind you of what we agreed this morning: no new positions …")
      "\\bremind you of [^.!?\\n]{1,60}?(?<![0-9]):(?![0-9])\\s*\\S",
      // "Let me tell you how it works"; not an outcome to come ("I'll tell you how it went").
      "\\btell you (?:why|how)\\b(?! (?:it|that|this|things|everything) (?:went|goes|turn(?:s|ed)? out|look(?:s|ed)|ended|did|does)\\b)",
      "\\blet you know that\\b",
      // "I'll tell you now: the key expires on Friday": what follows is the message, delivered here.
      // (and said plainly: "I'll tell you straight: if BTC closes below 58k tomorrow, the structure breaks")
      "\\b(?:tell you|let you know)(?: (?:right )?now| right away| here| straight| honestly| frankly| plainly| the truth)?\\s*[:：]",
      "\\btell you (?:straight|honestly|frankly|plainly)\\b",
      "\\b(?:tell you|let you know) (?:right )?now\\b",
      "(?:^|\\bjust )a (?:quick |friendly )?reminder\\b",
      "\\bas a reminder\\b",
      "\\bquick reminder:",
    ),
    examples: {
      block: ["I'll remind you tomorrow at 8 to bring the signed contract.", "I'll check back in an hour and tell you how it went."],
      allow: [
        "I'll remind you that the API key expires tomorrow, so rotate it today.",
        "I'll tell you how it works: the bot polls every minute.",
        "I'll tell you now: the API key expires on Friday.",
        "I'll tell you straight: if BTC closes below 58k tomorrow, the weekly structure breaks.",
        "I'll let you know right now, the key expires on Friday.",
        "We'll circle back to error handling in the next section.",
        "I'll circle back to the caching question at the end of this answer; first, the routing bug.",
      ],
    },
  },
  {
    id: "immediate.zh",
    lang: "zh",
    kind: "immediate",
    scope: "sentence",
    why: "现在就提醒/告诉，不是以后的承诺",
    match: rx(
      "",
      // A notice, or the user as recipient, then a colon and what it says: delivered here
      // ("给你看一下效果：页面加载时间…", "跟你说一下结论：…").
      "(?:(?:提醒|告诉|告訴|通知)(?:你|您|大家)|(?:跟|和|给|給|向|同)(?:你|您|大家))[^，。,]{0,12}?[：:]\\s*\\S",
      "(?:提醒|告诉|告訴)(?:你|您)(?:一下|注意)",
      "(?:温馨|溫馨|特别|特別|友情|再次|顺便|順便)提[醒示]",
      "(?:告诉|告訴)(?:你|您)(?:怎么|怎麼|如何|为什么|為什麼|一个|一個)",
      // "Let me tell you," opening the sentence: an emphasis, said now ("我告诉你，这种 meme 币明天就可能归零").
      "^\\s*我(?:告诉|告訴)(?:你|您)[，,！!]",
      // Telling now, in the progressive: "成交量萎缩其实在提醒你趋势可能要变" (the chart tells, now; 在 right before the verb).
      "(?:正|其实|其實|通常|一般|都|也)在(?:提醒|告诉|告訴|通知)(?:你|您)",
    ),
    examples: {
      block: ["明天下午提醒你交周报。", "明天早上八点半我提醒你一下，记得先降杠杆。"],
      allow: [
        "顺便提醒你一下，明天下午3点有周会。",
        "等到放量下跌的时候，成交量萎缩其实在提醒你趋势可能要变。",
        "部署好了，给你看一下效果：页面加载时间从 3 秒降到了 0.8 秒。",
        "我告诉你，这种刚上线三天的 meme 币明天就可能归零。",
      ],
    },
  },
  {
    id: "immediate.ja",
    lang: "ja",
    kind: "immediate",
    scope: "sentence",
    why: "今この場で伝えている（〜についてお知らせします：）",
    match: rx(
      "",
      // (a reminder said now, its content after the colon: "念のため remind しておきます：明日 21:30 JST に CPI 発表です")
      any("お知らせ", "ご連絡", "ご報告", "ご案内", "お伝え", "リマインド", "remind ?") + "(?:いたし|致し|し)(?:ておき)?ます\\s*[：:]",
      // "念のためお伝えしますが、…": told now; not "念のため、来週の月曜にリマインドしますね" (a promise).
      "念のため(?:に)?" + any("お伝え", "お知らせ", "申し上げ") + "(?:いたし|致し|し)(?:ておき)?ます(?:が|けど|[、，：:])",
      "ことを" + any("お知らせ", "ご連絡", "ご報告", "お伝え", "ご案内") + "(?:いたし|致し|し)ます",
      // Now, here: "もう大引けを迎えたので今お伝えします", "早めに終わったので今お送りします".
      "(?:今|いま|この場で)(?:から|すぐ)?" +
        any("お知らせ", "ご連絡", "ご報告", "お伝え", "ご案内", "お送り", "お届け", "ご共有", "共有", "シェア", "お渡し", "ご送付", "送付") +
        "(?:いたし|致し|し)ます",
      "(?:今|いま)(?:から|すぐ)?送ります",
    ),
    examples: {
      block: ["明日の朝、改めてご報告します。", "念のため、来週の月曜にリマインドしますね。"],
      allow: [
        "明日の朝の予定をお知らせします：9時から定例会です。",
        "念のためお伝えしますが、明日の朝は市場が休みです。",
        "念のためお伝えしておきますが、明日はSQの日なので値動きが荒くなるかもしれません。",
        "引け後の予定でしたが、もう引けたので今お伝えします。",
        "後でまとめる予定でしたが、早めに終わったので今お送りします。",
        "念のため remind しておきます：明日 21:30 JST に CPI 発表です。",
      ],
    },
  },
  {
    id: "cannot.en",
    lang: "en",
    kind: "cannot",
    scope: "reply",
    why: "an honest statement that the agent cannot follow up on its own",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        any(
          "can['’]?t",
          "cannot",
          "can not",
          "won['’]t be able to",
          "(?:am|['’]m) (?:not able|unable) to",
          "don['’]t have (?:a way|any way|the ability) to",
          "have no way to",
          "there['’]s no way for me to",
          "not possible for me to",
        ) +
        // (a verb, not a noun after an article: "I can't attach a proper monitor here, but I'll ping you tonight")
        "\\s+(?:(?!(?:a|an|the|any|one|some)\\s)\\w+\\s+){0,3}?" +
        any(
          "notify",
          "remind",
          "message",
          "ping",
          "contact",
          "reach out",
          "follow up",
          "let you know",
          "tell you",
          "update you",
          "get back",
          "alert",
          "send you",
          "proactively",
          "check back",
          "monitor",
          "watch",
        ),
    ),
    examples: {
      block: [
        "I can't reach the server right now, but I'll let you know once it's back up.",
        "I can't attach a proper monitor here, but I'll ping you tonight when the unlock goes through.",
      ],
      allow: ["I can't message you later on my own, so please check back in an hour: the job should be done by then."],
    },
  },
  {
    id: "cannot.zh",
    lang: "zh",
    kind: "cannot",
    scope: "reply",
    why: "坦白说明自己无法主动跟进",
    match: rx(
      "",
      // (a condition may stand between: "無法在 ETH 跌破 3,000 時通知你")
      any("无法", "無法", "不能", "没法", "沒法", "没办法", "沒辦法", "做不到", "不会主动", "不會主動", "没有能力", "沒有能力") +
        // (a verb, not a noun after a measure word or 的: "这里没法挂一个真正的监控，不过明天早上我会告诉你结果")
        "[^，。；]{0,20}?(?<![个個套条條种種的])" +
        any("主动", "主動", "联系", "聯繫", "通知", "提醒", "告诉", "告訴", "发消息", "發消息", "推送", "跟进", "跟進", "回访", "回訪", "监控", "監控") +
        // (or the notice said in English: "明天没法 remind 你", "没法在 expiry 之前 remind 你")
        "|" +
        any("无法", "無法", "不能", "没法", "沒法", "没办法", "沒辦法") +
        "[^，。；]{0,20}?(?<![A-Za-z])(?:remind|ping|notify|message|dm|update|sync|follow\\s*up)\\b",
    ),
    examples: {
      block: [
        "服务器暂时无法访问，恢复后我会通知你。",
        "这里没法挂一个真正的监控，不过明天早上我会告诉你结果。",
        "交易所不会通知你，我明天提醒你看数据。",
        "这个 bot 不会提醒你。我明天提醒你看数据。",
      ],
      allow: [
        "我无法主动联系你，任务大约一小时后完成，到时请回来查看结果。",
        "抱歉，我沒辦法在背景持續監控，所以無法在 ETH 跌破 3,000 時通知你。",
        "这个 workspace 没开 scheduler，明天没法 remind 你。",
      ],
    },
  },
  {
    id: "cannot.ja",
    lang: "ja",
    kind: "cannot",
    scope: "reply",
    why: "自分からは連絡できないという正直な説明",
    match: rx(
      "",
      any("お知らせ", "ご連絡", "連絡", "通知", "リマインド", "お伝え", "報告", "フォロー", "メッセージ", "声がけ") +
        "[^。]{0,12}?(?:できません|できない|出来ません|出来ない|いたしかねます|しかねます|できかねます)",
      "(?:こちらから|私から|自動的に|自分から|能動的に)[^。]{0,16}?(?:できません|できない|出来ません|かねます)",
      // No plan to: "明日リマインドする予定はありません", "お知らせするつもりはないです".
      any("お知らせ", "ご連絡", "連絡", "通知", "リマインド", "お伝え", "報告", "フォロー", "メッセージ", "声がけ") +
        "(?:する|いたす|を?送る)?(?:予定|つもり)(?:は|も)(?:ありません|ない|ございません|なし)",
    ),
    examples: {
      block: ["サーバーに接続できませんが、復旧したらお知らせします。", "ビルドが終わったらお知らせする予定です。ほかに予定はありません。"],
      allow: [
        "こちらから後でご連絡することはできませんので、1時間後に結果をご確認ください。",
        "明日リマインドする予定はありません。必要なら時間を指定してください。",
      ],
    },
  },
  {
    id: "reported.en",
    lang: "en",
    kind: "reported",
    scope: "before",
    why: "reported speech: someone asked for, or someone said, the promise",
    match:
      // (not "like I said", "as I said": the promise restated, "Like I said earlier — I'll get back to you once …")
      rx(
        "i",
        "(?<![a-z0-9_])(?:you|he|she|they|the user)\\s+(?:asked|wanted|told|requested|said|mentioned)\\b",
        "(?<!\\b(?:like|as)\\s)\\bI\\s+(?:said|promised|told you|mentioned)(?![a-z0-9_])",
      ),
    examples: {
      block: ["I'll let you know when the export is ready.", "Like I said earlier — I'll get back to you once the audit wraps up."],
      allow: ["You said I will ping you when the export is ready — it is ready now, here's the file."],
    },
  },
  {
    // The agent's own "won't" before its notice, in the promise's clause only (a reply-wide 不会 is someone else's too:
    // "交易所不会通知你，我明天提醒你看数据" still promises).
    id: "cannot.zh.clause",
    lang: "zh",
    kind: "cannot",
    scope: "before",
    why: "不会 / 不 就在这个通知前：不承诺",
    // (or has no plan to: "跑完之后我不打算再通知你了")
    match: /(?:不会|不會|不打算|没打算|沒打算)[^，,。；;]{0,12}$|不\s*$/,
    examples: {
      block: ["交易所不会通知你，我明天提醒你看数据。", "这个 bot 不会提醒你。我明天提醒你看数据。"],
      allow: [
        "我不会在半夜提醒你的，非农数据出来后你自己看一下 App 就行。",
        "這次我就不提醒你了，除息日之後你自己到券商 App 確認就好。",
        "跑完之后我不打算再通知你了，你自己看看面板就行。",
      ],
    },
  },
  {
    id: "cancelled.zh",
    lang: "zh",
    kind: "cannot",
    scope: "before",
    why: "不用再提醒了：取消的提醒，不是承诺",
    match: /(?:不用|不需要|不必|无需|無需|没必要|沒必要|用不着|用不著)[^，,。；;]{0,4}$/,
    examples: {
      block: ["收盘的时候我再提醒你。"],
      allow: ["你已经把仓位平掉了，那收盘的时候就不用再提醒你了。", "明天就不必通知你了。"],
    },
  },
  {
    id: "intent.en",
    lang: "en",
    kind: "past",
    scope: "before",
    why: "an intention that was, told as past: the telling happens now or not at all",
    match: rx("i", "\\b(?:was|were)\\s+(?:going|planning|about)\\s+to\\b", "\\b(?:meant|had\\s+(?:planned|meant|intended))\\s+to\\b"),
    examples: {
      block: ["I'm going to let you know after the close how it settled."],
      allow: ["I was going to let you know after the close, but here it is now: SPY +0.4%."],
    },
  },
  {
    id: "intent.zh",
    lang: "zh",
    kind: "past",
    scope: "before",
    why: "本来打算的事，已经不做或现在就做",
    match: /本来|本來|原本|原来打算|原來打算|原先/,
    examples: {
      block: ["收盘后我告诉你结果。"],
      allow: ["本来打算收盘后告诉你，不过已经收盘了，现在就说：上证 +0.4%。"],
    },
  },
  {
    id: "intent.ja",
    lang: "ja",
    kind: "past",
    scope: "after",
    why: "するつもりだった（過去の意図）：今伝えるか、もう伝えない",
    match: rx(
      "",
      "^[^、。！？]{0,8}?(?:と思っていました|と思ってました|と思っていた|と思ってた|つもりでした|つもりだった|予定でした|予定だった)",
      // (the promise read up to つもり / 予定: "お知らせするつもり" + "でした")
      "^(?:でした|だった)",
    ),
    examples: {
      block: ["引け後にお知らせしますね。"],
      allow: ["引け後にお知らせするつもりでしたが、もう大引けを迎えました。", "引け後にお知らせするつもりでした。"],
    },
  },
  {
    id: "reported.zh",
    lang: "zh",
    kind: "reported",
    scope: "before",
    why: "转述：用户让我做的事，或我之前说过的话",
    match: rx(
      "",
      // (a "said" before the ask: "你说让我收盘后告诉你——收了！")
      "(?:你|您|用户|用戶|他|她)(?:刚才|剛才|之前|昨天)?(?:说|說)?" +
        any("让", "讓", "叫", "请", "請", "希望", "要求", "说", "說", "提到", "吩咐", "交代") +
        "(?:过|過)?我",
      "我(?:之前|刚才|剛才|昨天)?" + any("说过", "說過", "答应过", "答應過", "承诺过", "承諾過"),
      // An earlier time, then what I said: "Yesterday 我说 audit 完会 ping 你——audit 已经 finished 了".
      "(?:[Yy]esterday|[Ee]arlier|之前|昨天|前天|上次|刚才|剛才)\\s*我(?:说|說|讲|講)",
      // What the user said before, told back: "你之前说等 scan 跑完告诉你 — scan 已经跑完了".
      "(?:你|您)(?:之前|刚才|剛才|昨天|上次)(?:说|說|讲|講|提)(?:过|過)?",
    ),
    examples: {
      block: ["部署完成后我会通知你。"],
      allow: [
        "你让我部署完成后通知你——现在已经完成了，结果如下。",
        "你说让我收盘后告诉你——收了！",
        "Yesterday 我说 audit 完会 ping 你——audit 已经 finished 了。",
      ],
    },
  },
  {
    // The user told to remember to tell someone: "记得明天提醒你爸…", "别忘了周五前提醒你的会计…" (the user reminds; 你 is
    // "your"); not the agent's own "我会记得提醒你", nor a "别忘了" after the promise ("稍后提醒你去续费域名，别忘了").
    id: "instructed.zh",
    lang: "zh",
    kind: "user-turn",
    scope: "before",
    why: "叮嘱用户记得去提醒别人：提醒的是用户，不是我",
    match: rx(
      "",
      "(?<![我会會还還都也])" +
        any("记得", "記得", "别忘了", "別忘了", "别忘记", "別忘記", "不要忘了", "不要忘记", "不要忘記", "千万别忘", "千萬別忘") +
        "(?![的了])[^，,。；;我]{0,10}$",
    ),
    examples: {
      block: ["我会记得提醒你明天去银行。", "稍后提醒你去续费域名，别忘了。"],
      allow: ["你明天记得提醒你老公去银行办手续哦。", "別忘了週五前提醒你的會計把發票寄出去。"],
    },
  },
  {
    // Words quoted from a document or a notice after a colon: "文档里的原话是：开启后，新帖发布时会提醒你".
    id: "reported.zh.quote",
    lang: "zh",
    kind: "reported",
    scope: "sentence",
    why: "引用文档或公告的原话",
    match: rx(
      "",
      "(?:原话|原話|原文)(?:是|为|為|如下)?\\s*[：:]",
      "(?:文档|文檔|说明|說明|公告|官方|页面|頁面)[^，。：:]{0,6}(?:写|寫|说|說)(?:的是|着|著|道)?\\s*[：:]",
    ),
    examples: {
      block: ["文档我看完了，开启后新帖发布时我会提醒你。"],
      allow: ["文档里的原话是：开启后，新帖发布时会提醒你。", "公告上写着：维护结束后会通知你。"],
    },
  },
  {
    id: "reported.ja",
    lang: "ja",
    kind: "reported",
    scope: "after",
    why: "伝聞・引用（〜しますと申し上げた／〜するようにとのこと）",
    match: rx(
      "",
      // (after an English notice: "終わったら let you know すると言ってましたが")
      "^\\s*(?:する|します|いたします)?(?:と|って)(?:いう|の|、)?" +
        any("こと", "仰", "おっしゃ", "言われ", "言っ", "申し上げ", "お伝えし", "約束し", "お約束し", "お話しし", "書い", "ご依頼", "依頼", "頼まれ"),
      "^(?:ように|よう)(?:と)?" + any("ご依頼", "依頼", "頼まれ", "言われ", "指示", "ご指示"),
    ),
    examples: {
      block: ["完了したらご連絡します。"],
      allow: ["完了したらご連絡しますと申し上げた件、先ほど完了しました。"],
    },
  },
  {
    id: "past.zh",
    lang: "zh",
    kind: "past",
    scope: "before",
    why: "已经发生的提醒/通知",
    // "之前我" only opening a clause ("之前我提醒过你"): "下周一之前我发你" is a deadline, not the past, and so is a
    // space before it, a code-switched deadline ("明天 market open 之前我会 remind you").
    match: /已经|已經|早就|刚才|剛才|刚刚|剛剛|昨天|前天|上周|上週|上次|此前|早些时候|我之前|(?:^|[，,。；;！!？?])\s*之前我|^\s*之前/,
    examples: {
      block: ["明天早上我会提醒你。", "下周一之前我把迁移方案写好发你。", "明天 market open 之前我会 remind you 调整 stop-loss。"],
      allow: ["我昨天已经提醒过你明天要交报告了。", "我昨天提醒你明天要交报告。"],
    },
  },
  {
    // A release schedule is the cue: the release delivers it, not the agent ("… slated for the next major release, stay tuned!").
    id: "mechanism.en.release",
    lang: "en",
    kind: "mechanism",
    scope: "sentence",
    why: "a product's release schedule, not the agent's follow-up",
    match: rx(
      "i",
      "\\b(?:slated|planned|targeted|scheduled|coming|landing|shipping|due)\\s+(?:for|in|with)\\s+(?:the\\s+)?(?:next|upcoming|coming|future|following)\\s+" +
        "(?:(?:major|minor|point|patch|stable|beta)\\s+)?(?:release|version|update)s?\\b",
    ),
    examples: {
      block: ["The fix is in review; stay tuned, I'll post the numbers after the next run."],
      allow: ["The optimization code is slated for the next major release, stay tuned!", "Dark mode is coming in the next version — stay tuned."],
    },
  },
  {
    id: "mechanism.zh",
    lang: "zh",
    kind: "mechanism",
    scope: "before",
    why: "发通知的是脚本/系统，不是智能体本人",
    match: rx(
      "",
      any(
        "脚本",
        "腳本",
        "系统",
        "系統",
        "程序",
        "机器人",
        "機器人",
        "定时任务",
        "定時任務",
        "它",
        "cron",
        "bot",
        "Bot",
        "服务",
        "服務",
        "应用",
        "應用",
        "App",
        "app",
        "平台",
        "监控",
        "監控",
        "闹钟",
        "鬧鐘",
        "GitHub",
        "Actions",
        "终端",
        "終端",
        "浏览器",
        "瀏覽器",
        "手机",
        "手機",
      ) + "(?:将|將|会|會|就会|就會|也会|也會)",
      any("脚本", "腳本", "crontab", "cron ?job", "定时任务", "定時任務", "计划任务", "計劃任務", "工作流", "workflow") +
        "[^，。,；我后後完]{1,30}?(?:将|將|会|會)",
      "自动",
      "自動",
      "有(?:邮件|郵件|短信|推送|弹窗|彈窗|提示)",
      "有消息(?:推送|提醒|提示|通知)",
    ),
    examples: {
      block: ["监控脚本写好了。价格突破时我会通知你。", "有消息我第一时间告诉你。"],
      allow: ["监控脚本已经部署到服务器上，价格突破时脚本会自动通知你。", "你服务器上的 crontab 每周一早上9点会把周报发到群里。"],
    },
  },
  {
    id: "mechanism.zh.needs-task",
    lang: "zh",
    kind: "mechanism",
    scope: "sentence",
    why: "说明要先设好定时任务才能提醒，不是承诺",
    // Only with a task set up first can the agent give a later notice: how it works, not a promise ("只有先建好定时任务，我才能
    // 到点提醒你"), where a notice after the agent's own work still promises ("等跑完我才能告诉你结果").
    match: rx("", any("定时任务", "定時任務", "排程", "计划任务", "計劃任務", "scheduled[_ ]?task", "cron") + "[^。！？!?]{0,30}?才(?:能|可以|会|會)"),
    examples: {
      block: ["回测才刚开始跑，等跑完我才能告诉你结果。"],
      allow: ["提醒的机制说明一下：只有先建好定时任务，我才能到点提醒你。要现在建吗？", "先說明：要先設定排程，我才能在之後通知你。"],
    },
  },
  {
    id: "mechanism.ja",
    lang: "ja",
    kind: "mechanism",
    scope: "before",
    why: "通知するのはスクリプトやシステム",
    match: /自動(?:的)?に/,
    examples: {
      block: ["価格が閾値を超えたらお知らせします。"],
      allow: ["監視スクリプトを設置しました。価格が閾値を超えたら自動的に通知します。"],
    },
  },
  {
    id: "mechanism.ja.subject",
    lang: "ja",
    kind: "mechanism",
    scope: "sentence",
    why: "主題がジョブ・スクリプト・システム（このcronジョブは…通知します）",
    match: rx(
      "",
      any(
        "cron",
        "Cron",
        "ジョブ",
        "スクリプト",
        "ボット",
        "bot",
        "Bot",
        "システム",
        "ワークフロー",
        "Actions",
        "仕組み",
        "アプリ",
        "サービス",
        "ツール",
        // An alert or a feature that speaks: "設定したアラートは、明日の08:00にプッシュ通知でお知らせします".
        "アラート",
        "alert",
        "Alert",
        "機能",
        "ウォッチャー",
      ) +
        // (a space after an English word: "この alert は SOL が 120 を割ったら通知します"; が set off by a comma is the
        // subject too: "有効にされたアラート機能が、BTC が…超えた時点で通知いたします", not "アラートが鳴ったら"; nor the
        // topic of a reason's clause only: "cron はもう前から回ってるので、…publish されたら連絡します")
        // (nor the topic of a completion the agent waits for: "ETLジョブは完了し次第、ご連絡いたします" — the job completes, the agent
        // tells; not "完了すると…通知します", what the job does each time)
        "\\s?(?:は|が、|では|により|によって|の設定で)(?![^。！？]*?(?:ので|んで|けど|けれど|から)[、,])" +
        "(?!\\s?(?:完了|終了|終わ)(?:し次第|り次第|したら|ったら))",
      // A job named with この / その and が: "既存のジョブはそのまま動いているので、明日以降もそのジョブが毎朝お知らせします".
      "(?:この|その|あの)\\s?" +
        any("cron", "ジョブ", "スクリプト", "ボット", "bot", "Bot", "システム", "ワークフロー", "アラート", "alert", "機能") +
        "\\s?が(?![^、。]{0,12}?(?:たら|終わ|完了))",
      // Code described: "この関数は注文確定時に呼ばれ、購入者にメールを送ります".
      "(?:この|その)" +
        any("関数", "メソッド", "処理", "プログラム", "コード", "クラス", "フック", "hook", "function", "API", "エンドポイント") +
        "(?:は|では)",
    ),
    examples: {
      block: ["CIが通ったらご連絡します。", "アラートが鳴ったら、すぐにご連絡します。", "cron はもう回ってるので、publish されたら連絡します。"],
      allow: [
        "このcronジョブは毎朝6時にレポートを生成し、完了するとSlackに通知します。",
        "この関数は注文確定時に呼ばれ、購入者にメールを送ります。",
        "このアプリは、価格がアラート値に達したらプッシュ通知でお知らせします。",
        "アラート機能は、価格がしきい値を超えたときに通知します。",
        "このアラートが、ETH が 50 万円を割ったタイミングでお知らせします。",
      ],
    },
  },
  {
    id: "delivery.en",
    lang: "en",
    kind: "delivery",
    scope: "after",
    why: "the promised content is delivered in this very reply",
    match: rx(
      "i",
      ":\\s*$",
      // The content right after the promise's colon: "I'll share the schedule here: 1pm ET for equities, …" (not when
      // the promise comes: "Next update from me: after the weekly close").
      "^\\s*:\\s*(?!(?:after|once|when|tomorrow|tonight|later|before|as\\s+soon\\s+as|by\\s|in\\s+(?:an?|\\d)|next\\s)\\b)\\S",
      // (an adverb may lead it: "I'll tell you exactly what I'd do if ETH loses $3,200: cut half, …")
      "^\\s*(?:exactly\\s+|precisely\\s+|just\\s+)?(?:what|how|why|where|which|who)\\s[^.!?:\\n]{0,40}:\\s*[^\\s.]",
      // (a time answered at once: "I'll tell you exactly when the unlock happens: tomorrow, 14:00 UTC"; not "when it's done: ~5pm")
      "^\\s*(?:exactly|precisely)\\s+when\\s[^.!?:\\n]{0,40}:\\s*[^\\s.]",
      "\\b" + any("here(?:['’]s| is| are| it is| they are| you go)", "as follows", "the following", "see (?:below|above)", "right below") + "\\b",
      "(?<!" +
        any(
          "drops?",
          "dipped",
          "dips?",
          "falls?",
          "fell",
          "goes",
          "go",
          "went",
          "gets?",
          "got",
          "is",
          "are",
          "was",
          "stays?",
          "trades?",
          "sinks?",
          "slips?",
          "moves?",
          "closes?",
          "crosses",
          "crossed",
        ) +
        "\\s+" +
        ")" +
        "\\bbelow\\b(?!\\s*(?:\\$|€|£|¥|[0-9]|zero|par|average|expectations))",
    ),
    examples: {
      block: [
        "If the price drops below 10, I'll alert you.",
        "I'll post the full report once the run finishes — here's what I have so far.",
        "I'll tell you when it's done: probably around 5pm.",
      ],
      allow: [
        "I'll tell you what I found once the scan finished: here are the results.",
        "I'll tell you exactly when the unlock happens: tomorrow, 14:00 UTC.",
        "I'll tell you exactly what I'd do if ETH loses $3,200: cut half, move the stop on the rest to breakeven.",
        "I'll tell you what I found: the cache is never cleared once a session ends.",
        "I'll share a quick example of how retries work when the server returns 503:\n\n```js\nawait retry(fetchData, { retries: 3 })\n```",
      ],
    },
  },
  {
    id: "delivery.zh",
    lang: "zh",
    kind: "delivery",
    scope: "sentence",
    why: "承诺的内容就在本条回复里",
    // (附上 now, not one promised with the notice: "弄好之後我再回報給你，順便附上異常地址清單", "今天下班前我给你回复，附上修复方案")
    match:
      /[：:]\s*$|下面就是|下面是|下面为|下面為|如下|以下是|以下为|以下為|以下就是|见下|見下|下表|(?<!(?:顺便|順便|再|会|會|一起|一并|一併|并|並|[，,])\s*|(?:到时|到時|届时|屆時|之后|之後|然后|然後)[^，,。]{0,4})附上/,
    examples: {
      block: [
        "下面是目前的进度，全部完成后我再通知你。",
        "弄好之後我再回報給你，順便附上異常地址清單。",
        "部署完成後我會通知你，並附上頁面瀏覽數。",
        "今天下班前我给你回复，附上修复方案。",
        "等驗證跑完，我會再通知你，到時候一併附上修正建議。",
      ],
      allow: ["完成后通知你的结果如下："],
    },
  },
  {
    id: "delivery.ja",
    lang: "ja",
    kind: "delivery",
    scope: "sentence",
    why: "約束した内容をこの返信で渡している",
    match: rx(
      "",
      "[：:]\\s*$",
      // (not a level: "10 gwei 以下になったら", "3,000 ドル以下に")
      "(?<![0-9０-９円ドル%％件個人度点歳万億千百]|[0-9０-９]\\s?[A-Za-z]{1,6}\\s?)以下" +
        any("が", "は", "に(?!な)", "の(?:通り|とおり|結果|内容|よう|リンク|表|手順)"),
      "下記",
      "次の(?:通り|とおり)",
      "こちらが",
      "こちらです",
      "こちらになります",
    ),
    examples: {
      block: ["途中経過は以下の通りで、完了次第改めてご報告します。"],
      allow: ["完了したらお知らせするとお伝えした結果を以下にまとめます。"],
    },
  },
  {
    id: "user-turn.en",
    lang: "en",
    kind: "user-turn",
    scope: "cue",
    why: "the user acts next (once you send me …): the agent answers in its next turn",
    match: rx(
      "i",
      "(?<![a-z0-9_])" +
        // (and the moment the user asks: "I'll pull fresh prices the moment you ask")
        any("when", "once", "after", "as soon as", "if", "whenever", "the next time", "next time", "the moment", "the minute", "the second") +
        "\\s+you(?:['’](?:ve|re|d)| have| are| do| get)?\\s+" +
        "(?!" +
        or("need", "have to", "has to", "should", "must", "might", "may", "will", "won['’]?t", "can", "could", "would") +
        ")" +
        "[a-z]",
      "\\b" + any("next time (?:you|we)", "when we (?:next )?(?:talk|chat|speak)") + "(?![a-z0-9_])",
    ),
    examples: {
      block: ["Once the upload finishes I'll send you the link."],
      allow: ["Once you've pasted the stack trace, I'll tell you which dependency is broken."],
    },
  },
  {
    id: "user-turn.zh",
    lang: "zh",
    kind: "user-turn",
    scope: "cue",
    why: "下一步要用户先行动（你发来后…）",
    match: rx(
      "",
      // Not the user as an object ("扒完跟你说钱最后流到哪了": 跟你说, the agent speaks), nor as the owner of the one who acts
      // ("等您孙子帮您把钱包设置好以后，我会提醒您…": the grandson acts, the agent then reminds).
      "(?<![跟和给給向同与與帮幫替为為诉訴知醒复覆系繫找问問叫喊])(?:等|待|在|当|當)?(?:你|您)" +
        "(?!" +
        or("的", "需要", "得", "必须", "必須", "应该", "應該", "可以", "会", "會", ...YOUR_PEOPLE) +
        ")" +
        "[^，。,]{1,14}?" +
        any("后", "後", "之后", "之後", "以后", "以後", "了", "的时候", "的時候", "时", "時"),
      "下次(?:你|您|我们|我們)",
      // The moment the user asks or sends: "你一问我就给你最新价格".
      "(?:你|您)一(?:问|問|说|說|发|發|ping|send)[^，。,]{0,6}?(?:我)?就",
    ),
    examples: {
      block: ["日志上传完成后我告诉你结果。", "我先把调用扒出来，扒完跟你说钱最后流到哪了。"],
      allow: ["你把报错日志发给我之后，我告诉你问题出在哪。"],
    },
  },
  {
    id: "user-turn.ja",
    lang: "ja",
    kind: "user-turn",
    scope: "cue",
    why: "次に動くのはユーザー（送っていただけたら…）",
    match: rx(
      "",
      "(?:て|で)" +
        any("いただけ", "頂け", "もらえ", "くれ", "いただい", "頂い", "もらっ", "くださっ", "下さっ") +
        "(?:たら|れば|次第|ましたら|た際|た時|てから)",
      "(?:ご|お)[^、。]{1,8}?" + any("いただけ", "頂け", "いただい", "頂い", "くださっ", "下さっ", "でき") + "(?:たら|れば|次第|ましたら|た際|た時)",
      "(?<!さ)られ(?:たら|ましたら)",
      "(?:送って|共有して|貼って|教えて|戻って)(?:くれ|もらえ)?(?:たら|れば)",
      "次回(?:の)?(?:ご質問|お問い合わせ|会話|セッション)",
    ),
    examples: {
      block: ["ログの解析が終わったら原因をお伝えします。"],
      allow: ["ログを共有していただけたら、原因をお伝えします。", "ログを共有していただいてから、原因をお伝えします。"],
    },
  },
] as const satisfies readonly PhraseRow[];

//! Chinese has no future tense: a notify verb counts as a promise only with a future marker or a
//! time/condition cue BEFORE it (完成后通知你 / 我会提醒你), not "提醒你明天是截止日" (a reminder now).
export const ZH_FUTURE_MARKERS = rx(
  "",
  "会",
  "會",
  "将",
  "將",
  "再",
  "就",
  "到时",
  "到時",
  "届时",
  "屆時",
  "第一时间",
  "第一時間",
  "及时",
  "及時",
  "随时",
  "隨時",
  "稍后",
  "稍後",
  "回头",
  "回頭",
  "待会",
  "待會",
);

//! English promise rows marked `after: "subject"` match right after this first-person future
//! subject ("I'll", "we will", a sentence-initial "Will" / "Going to", plus adverbs), or right after an "and"
//! up to 80 characters later ("I'll check the logs and let you know"), or a "let me <up to 8 words>
//! and" that chains a promise onto an action ("Let me dig into the dump and get back to you"), or a
//! first-person present or perfect clause of up to 8 words then "and will" ("I'm watching the
//! mempool and will ping you", "We've started the sync; will report back"). Split from the verb
//! phrases because one combined pattern costs tens of milliseconds to compile on every run.
//! A row like every other: `keywords` is its pre-filter (a sentence holding none of them, lower-case,
//! is never tried against `match`, which keeps its compilation off most runs); the selftest checks
//! that every block example holds one, so a new subject form with a new word fails until you add it.
export const EN_SUBJECT: SubjectRow = {
  id: "subject.en",
  why: "a first-person future subject",
  match: rx(
    "gi",
    any(
      "\\bI(?:['’]ll| will| shall| am going to|['’]m going to|['’]m gonna)",
      // (chat, no apostrophe, before a notice verb: "ill dm u when the fix is live")
      "\\bill(?=\\s+(?:ping|dm|text|msg|message|update|let|get|send|remind|circle|follow|report|hit|loop|keep|check|share|post|drop|shoot|tell|notify)\\b)",
      "\\bwe(?:['’]ll| will| are going to|['’]re going to)",
      // (after an emoji too: "👍 will get back to you by Friday")
      "^[\\s*>#-]*(?:(?:[\\uD83C-\\uDBFF][\\uDC00-\\uDFFF]|[\\u2600-\\u27BF]|\\uFE0F)\\s*)*" +
        any("[a-z]+(?: [a-z]+)?\\s*(?:[—–-]|,)\\s*", "(?:ok|okay|k|kk|sure|np|bet|yep|yup|cool|alright)[.!]?\\s+") +
        "?" +
        "(?:and |then |so )?(?:will|going to|gonna)",
      // (after a participle clause of the agent's own work: "Deploying the preview now, will get back to you in 10 min")
      // (or of its own plan, said without a subject: "gonna rerun the backtest tonight, will get back to you with the numbers")
      // (a chat opener before it: "brb pulling the on-chain flows for that wallet, will get back to u in like 10 min")
      "^[\\s*>#-]*(?:(?:brb|ok|k|kk|sure|np)[,!]?\\s+)?" +
        "(?:[A-Z]?[a-z]+ing\\b|(?:gonna|going to|about to)\\s)[^,.;!?\\n]{0,60},\\s*(?:and |then |so )?(?:will|going to|gonna)",
      // (or after a Chinese or Japanese clause, the agent implied: "等我跑完 backtest, will get back to u tonight")
      "^[\\s*>#-]*(?=[^,，\\n]*[\\u3040-\\u30ff\\u4e00-\\u9fff])[^,.;!?\\n，。]{1,40}[,，]\\s*(?:and |then |so )?(?:will|going to|gonna)",
      // (and its chat spelling: "lemme dig into the liq data and get back to you in an hour")
      "\\b(?:let me|lemme)\\s+(?!know\\b)(?:[\\w'’-]+\\s+){1,8}?and(?= )",
      // A report-back verb right after it: "Let me get back to you on that tomorrow".
      "\\b(?:let me|lemme)(?=\\s+(?:get back|circle back|loop back|follow up|report back|check back|touch base))",
      "\\b" +
        any("I['’]m", "I am", "I['’]ve", "I have", "I haven['’]t", "we['’]re", "we are", "we['’]ve", "we have", "we haven['’]t") +
        // "and will", "; will", "— will", " - will", ", will": "I'm on it — will circle back tomorrow", "I haven't
        // finished checking yet - will report back in a couple of hours".
        // (a word of any marks: "I'm watching the SOL/USDT book and will notify you", "at $142.00")
        "\\s+(?:[^\\s,;!?—–]+\\s+){0,7}?[^\\s,;!?—–]+(?:\\s+and|;|\\s+[—–-]|,)\\s+will",
    ) +
      any("\\s+" + any("also", "then", "just", "definitely", "certainly", "immediately", "promptly", "personally", "be sure to", "make sure to", "try to")) +
      "?" +
      "(?![A-Za-z])",
  ),
  keywords: ["'ll", "’ll", "will", "shall", "going to", "gonna", "let me", "lemme", "ill "],
  examples: {
    block: [
      "I'll ping you.",
      "We’ll be in touch.",
      "I am going to share it.",
      "I'm gonna post it.",
      "Will update you.",
      "Deploying the preview now, will get back to you in 10 min with the link.",
      "gonna rerun the backtest tonight, will get back to you with the numbers",
      "kk will remind you to take profit if SOL tags 200",
      "等我跑完 backtest, will get back to u tonight",
      "ill dm u when the fix is live",
      "Going to ping you after the deploy.",
      "Let me dig in and report back.",
      "lemme check the funding history and report back tonight",
      "I'm watching the mempool and will ping you.",
      "I haven't finished checking the vesting contract yet - will report back.",
      "I've started the sync and will report back.",
      "I'm on it — will circle back tomorrow.",
      "We've started the sync; will report back.",
    ],
    allow: ["Let me know when you're ready.", "You said you would check it.", "Binance is processing it and will notify you."],
  },
};
//! Joins a second verb to the subject: "I'll check and [will|then|I'll] ping you".
export const EN_AND = /\band(?: will| then| I['’]ll)?(?![A-Za-z])/gi;

//! Words saying the delivered part is partial: "here's what I have so far; the rest later" still promises.
export const PARTIAL_MARKERS = rx(
  "i",
  "\\b" +
    any(
      "so far",
      "for now",
      "in the meantime",
      "meanwhile",
      "preview",
      "preliminary",
      "partial",
      "initial",
      "first (?:batch|part|half|results?)",
      "the rest",
      "remaining",
      "remainder",
      "rest of",
      "full (?:report|results)",
      "final (?:report|results|numbers)",
    ) +
    "\\b",
  "目前",
  "暂时",
  "暫時",
  "初步",
  "部分",
  "剩下",
  "剩余",
  "剩餘",
  "其余",
  "其餘",
  "后续",
  "後續",
  "进一步",
  "進一步",
  "最终",
  "最終",
  "完整",
  "阶段",
  "階段",
  "全部",
  "途中",
  "暫定",
  "一部",
  "ひとまず",
  "とりあえず",
  "残り",
  "改めて",
  "続き",
  "最終",
  "速報",
  "まずは",
);

//! LEXICON — word lists, one per tag, each holding the words of every language (English, Chinese
//! simplified and traditional, Japanese). The tagger marks every word of every list in a sentence
//! at once, so "跑完之后 I'll ping you" reads like "跑完之后我会通知你". Latin words match as whole
//! words (any case); CJK words anywhere; a space also matches none; `#` matches a number, `*` one
//! Latin word, `〇` a short Chinese or Japanese name (one to four kanji or katakana: "担当の〇が").
//! Add a word to its list; TAG_PROMISES below are short rules over these tags.
export const LEXICON = {
  //! The agent as subject.
  AGENT: [
    // The agent about to act: "Let me check the logs first — 原因找到了再 get back to you" (not "let me know": the user).
    "{let me|lemme} {check|look|dig|see|run|pull|verify|investigate|confirm|try|test|ask|find|review|trace}",
    "I'll",
    "I will",
    // The agent named as the one heard from: "it'll take a while — you'll hear from me once the backtest wraps".
    "hear [back] from {me|us}",
    "I'm going to",
    "I am going to",
    "I'm gonna",
    "we'll",
    "we will",
    // An English pronoun before Chinese words: "I 会在 deploy 之后 notify 你" (not "* 会", a named system).
    "I 会",
    "I 會",
    "we 会",
    "we 會",
    "I 先",
    "I 再",
    "we 先",
    "we 再",
    "I 明天",
    "we 明天",
    "I 等",
    "we 等",
    // The agent implied, opening a sentence or a clause: "Should have something for you by 5pm", "… — will post it here".
    // (Not after a comma: masked code before it is the subject, "like this, `.toBeNumber()` will let you know".)
    "^ will",
    "^ should",
    // (and after an acknowledgement, or on its own plan: "sure, will remind u before the open", "gonna rerun it tonight, will …",
    // "ill dm u when the fix is live")
    "^ {sure|sure thing|ok|okay|np|yep|yup|yeah|got it|on it|kk|alright|cool|bet|noted}, will",
    "^ {gonna|going to}",
    "^ ill",
    "I should",
    "我",
    "我们",
    "我們",
    "私",
    "僕",
    "こちらで",
    "私から",
  ],
  //! Notify / report verbs, with their object where a bare verb would mean something else ("ping the API").
  NOTIFY: [
    "ping you",
    // Chat shorthand and code-switching: "will ping u", "数据 ready 之后 sync 你", "收到，回头同步".
    "{ping|msg|dm|text|update|remind|tell|notify} u",
    "{sync|update|ping|report} 你",
    "{回头|回頭|晚点|晚點|稍后|稍後}同步",
    // Handed into the user's inbox: "I'll have the full rollout plan in your inbox by Friday EOD".
    "in your {inbox|DMs}",
    // Back to the user: "I'll confirm back to you before the open tomorrow".
    "{confirm|report|get|circle|come|write} back to you",
    // A reminder to the user to do something: "稍后提醒你去续费域名" (你去 there is the reminder's object, not a doer).
    "{提醒|通知|叫}你{去|来|來}",
    // Knocked on, said casually: "週五收盤前我會再敲你一下".
    "敲你",
    // Reported back, after a future marker (not 回报率, a return): "週一我會回報這週的損益".
    "{会|會|再}回{报|報}",
    // A notice by its noun: "I'll send a quick heads-up".
    "heads-up",
    "heads up",
    // Coming back with something: "I'll be back with the numbers", "I'll be back in 10 with the results."
    "be back with",
    "be back in #",
    "back with the results",
    "back with the numbers",
    "back with an update",
    // Something handed over later: "Should have something for you by 5pm".
    // (any thing, up to three words: "have the full write-up for you")
    "have [*] [*] [*] for you",
    // (and the room the reply speaks to: "let you all know", "keep you both posted")
    "let you [all|both|two|guys|folks] know",
    "notify you",
    "update you",
    "get back to you",
    "report back",
    // (a check-in said in English after a Chinese subject: "Closer to the date 我再 check in with you")
    "check in with {you|u}",
    "send you",
    "message you",
    "DM you",
    "email you",
    "text you",
    "loop you in",
    "alert you",
    "tell you",
    "follow up",
    "circle back",
    "holler",
    "shout",
    "give you a shout",
    "nudge you",
    "keep you [all|both|two|guys|folks] posted",
    "remind you",
    "you'll get a ping",
    "you'll get a message",
    "you'll be notified",
    "ping 你",
    "update 你",
    "notify 你",
    "alert 你",
    "remind 你",
    "发给你",
    "發給你",
    "告诉你",
    "告訴你",
    "通知你",
    "提醒你",
    "同步给你",
    "同步給你",
    "汇报",
    "匯報",
    "回复你",
    "回覆你",
    "联系你",
    "聯繫你",
    "follow up 一下",
    "发你",
    "發你",
    "给你发",
    "給你發",
    "私信你",
    "跟你聊聊",
    "和你聊聊",
    "跟你聊一下",
    // Telling the user in so many words: "到 118 的时候我跟你说一声".
    "{跟|和}你{说|說|讲|講} [一声|一聲]",
    "说一声",
    "說一聲",
    // Calling the user: "ETH 到 3,500 我叫你".
    "{叫|喊}你",
    "叫醒你",
    "* 你",
    "* 大家",
    "通知大家",
    "告诉大家",
    "告訴大家",
    // The room the reply speaks to: "I'll remind the room an hour before", "跑完后我 update 一下 group", "恢复后我再补充给大家".
    "{ping|update|notify|remind|alert|tell|message|sync|brief} the {room|group|channel|chat|team|desk|squad}",
    "{ping|update|notify|remind|alert|tell|message|sync|brief} {everyone|everybody}",
    "{ping|update|sync|remind|notify} [一下] {group|大家|各位|群里|群裡}",
    "{补充|補充|同步|发|發|汇报|匯報}{给|給}{大家|各位}",
    "{皆さん|皆様|みなさん|みんな}に{共有|連絡|報告|お知らせ}",
  ],
  //! A verb of handing something over, then TO_YOU within 8 characters ("sync 一下进度给你", "把 link 发给你"):
  //! the two halves of a Chinese "<verb> … 给你" notice, in any language's verb.
  HAND_OVER: [
    // Confirmed back: "I'll recheck … and confirm here".
    "confirm",
    // Added to what is already here: "I'll add them to this thread", "补到这个帖子里", "ここに追記します".
    "add",
    "append",
    "补",
    "補",
    "追記",
    "追加",
    "post",
    "paste",
    "drop",
    "sync",
    "update",
    "send",
    "report",
    "forward",
    "relay",
    "share",
    "同步",
    "汇报",
    "匯報",
    "回报",
    "回報",
    "转发",
    "轉發",
    "发",
    "發",
    "传",
    "傳",
    "丢",
    "丟",
    // Raised where the user reads: "我会在这里 flag", "I'll flag it here".
    "flag",
    // Updated here: "有新进展我随时在这里更新".
    "更新",
    // Pushed to the user: "以后每 8 小时给你推一次资金费率" (not an app's 推播).
    "推送",
    "推一{次|下|份|条|條}",
    "翻译",
    "翻譯",
    "整理",
    "寄",
    "贴",
    "貼",
    "分享",
    "列",
    "写",
    "寫",
    "准备",
    "準備",
  ],
  TO_YOU: ["给你", "給你", "给您", "給您"],
  //! "Say a word", naming no one told: after a condition with no subject it asks the user as often as it promises ("要發布的話
  //! 說一聲就好"), so it is no implied promise (read by promise.tags.cond-notify; "跟你说一声" names the user).
  BARE_TELL: ["{说|說}一{声|聲}"],
  //! This conversation or the user's place as the destination of a HAND_OVER verb ("再 post 到这个 thread",
  //! "贴到群里"): `*` is any Latin word (thread, channel, issue, PR).
  HERE: [
    // English: "will update here", "I'll post it in this thread".
    "here",
    "in this thread",
    "to this {thread|chat|channel|doc|sheet}",
    "in this chat",
    "in this channel",
    // Over to this side: "明天开盘前我 send 一份 summary 过来".
    "过来",
    "過來",
    "到这里",
    "到這裡",
    "到这儿",
    "到這兒",
    "到这个 *",
    "到這個 *",
    "到群里",
    "到群裡",
    "到这个帖子",
    "到這個帖子",
    "到这个对话",
    "到這個對話",
    "在这个 *",
    "在這個 *",
    "在这里",
    "在這裡",
  ],
  //! Bare notify verbs of a Japanese promise without a subject ("update しますね", "結果をお知らせします").
  NOTIFY_BARE: [
    "お知らせ",
    // A check-in, humbly: "来週の月曜日に、改めてご様子を伺います".
    "{ご様子|様子|ご状況}を",
    // (hedged too, with the polite row: "夕方までには目処をお伝えできると思います")
    "お伝え",
    "ご連絡",
    "連絡",
    "ご報告",
    "報告",
    "通知",
    "シェア",
    // Sent, said as a noun in a plan's cell: "資金調達率のまとめを作成し送付" (not 共有, as often shared now:
    // "デプロイ後の確認結果を共有します。すべて正常です").
    "送付",
    "update",
    "send",
    "ping",
    "report",
    "share",
    "post",
    "DM",
    "mention",
    "notify",
    "message",
    "email",
    "sync",
    "forward",
    "follow up",
    "nudge",
    "remind",
    // A notice in English words before a polite form: "confirm されたら let you know します".
    "let you know",
    "keep you posted",
    "get back to you",
    // "完了したら … get back します".
    "get back",
    // "すぐ heads-up します".
    "heads-up",
    "heads up",
    // Reported back, its recipient implied: "晚點回報" (not 回报率, a return: NOT_NOTICE).
    "回{报|報}",
    "{汇|匯|彙}{报|報}",
  ],
  //! A notice to the user in the passive ("you'll get a ping when …"): the agent's alert speaking.
  PASSIVE: [
    "you'll get a ping",
    "you'll get a message",
    "you'll get an alert",
    "you'll be notified",
    // Any notice verb in the passive, the agent's own: "You'll be pinged the moment BTC prints below 90k".
    "you'll be {pinged|alerted|messaged|told|reminded}",
    "you will be {notified|pinged|alerted|messaged|told|reminded}",
    // The agent's own thing handed over: "You'll get my write-up on the unlock by tomorrow noon".
    "you'll {get|have|receive} my",
    "you will {get|have|receive} my",
    // A result left for the user: "The summary will be waiting for you here in about an hour".
    "will be waiting for you",
    "you'll hear from me",
    // The agent's thing on its way: "Full audit (TLS, headers, rate limits) coming your way by EOD".
    "{coming|headed|heading} your way",
    "你会收到通知",
    "你會收到通知",
    "你会收到提醒",
    "你會收到提醒",
    // The agent's own word handed over, as "you'll get my …": "等 deploy 好了你会收到我的消息".
    "你{会|會|将|將}收到我{的|们的|們的}",
    "通知が届きます",
    "通知が届く",
    "通知が来ます",
  ],
  //! The agent watching a thing, as it says so now ("I'm keeping an eye on the funding rate", 我盯着, 私が監視している): a
  //! notice the user "will get" in its sentence is then the agent's ("I'm watching it — you'll get a notification").
  WATCHING_ME: [
    "{I'm|I am} {watching|monitoring|tracking}",
    "{I'm|I am} keeping an eye on",
    "我{盯着|盯著|在盯|监控着|監控著|在监控|在監控}",
    "我{帮你|幫你|替你}{盯着|盯著}",
    "我在 {monitor|watch|track}",
    "{私が|こちらで|私の方で}{監視|ウォッチ}して",
  ],
  //! A notice the user will get, its sender unsaid ("you'll get a notification", 你会收到 alert): the agent's only after it
  //! says it is watching (the row promise.tags.watching); alone, an app or a site may send it.
  NOTICE_GET: [
    "{you'll|you will} get a {notification|ping|message|alert|heads-up|heads up|dm|text}",
    "{you'll|you will} be {notified|pinged|alerted}",
    "你{会|會|将|將}收到 {通知|提醒|推送|消息|alert|ping|notification}",
    "{通知|アラート|連絡}が{届きます|届く|来ます}",
  ],
  //! The agent's report that it set something up, and the thing: an alert it set up speaks for it
  //! ("I've set up a cron job that will ping you when …", "Alert's on — it will ping you").
  SET_UP: [
    "I've set up",
    "I set up",
    "I've created",
    "I created",
    "I've added",
    "I added",
    "I've configured",
    "I configured",
    "I've scheduled",
    "I scheduled",
    "'s on",
    "is on",
    "is live",
    "is set",
    "is armed",
  ],
  ALERT_THING: ["alert", "alerts", "price alert", "cron job", "cron", "watcher", "monitor", "reminder", "alarm", "job"],
  //! An alert an app or an exchange keeps, on the user's account there: it notifies, not the agent ("The TradingView
  //! alert is set on your account at $3,200 — it'll notify you on your phone").
  APP_ALERT: [
    "{tradingview|binance|coinbase|okx|bybit|kraken|exchange|broker|app} [price] {alert|alerts|alarm|notification}",
    "on your account",
    // Where it lives, someone else's end: "The price alert is live on Binance's side — it'll notify you when …".
    "on * 's {side|end}",
    "on {their|the exchange's|the app's|the broker's} {side|end}",
    "on the {exchange|app|broker} {side|end}",
  ],
  //! What the thing does next, with it as subject: "… that will ping you", "it'll notify you".
  IT_WILL: ["that will", "that'll", "which will", "it will", "it'll"],
  //! Conditions: the promise waits for something to happen.
  COND: [
    "when",
    "once",
    "after",
    // Ahead of an event: "I'll nudge you before the FOMC minutes drop".
    "before",
    "as soon as",
    "the moment",
    "if",
    // When there is news: "有新进展我随时在这里更新".
    "有{新进展|进展|新進展|進展|变化|變化|新消息|结果|結果}",
    // Once a thing comes down or out: "Gas 降下来我 DM 你", "results 出来 I'll ping you".
    "{降|跌|回|掉}下来",
    "{result|results} 出来",
    "{结果|結果|数据|數據}出来",
    // A Chinese condition opening the clause: "Funding 如果 overnight 翻负，我会在这里 flag".
    "如果",
    "要是",
    "之后",
    "之後",
    "以后",
    "以後",
    "后",
    "後",
    // A condition's end: "价格 break 95k 的话".
    "的话",
    "的話",
    "完成后",
    "完成後",
    // An English finish in a Chinese clause: "done 了 report 给你".
    "done 了",
    "done 之后",
    "done 之後",
    "的时候",
    "的時候",
    "等",
    "一旦",
    // As soon as, with an English verb: "BTC 一 break 70k 我就 ping 你".
    // (an English verb of a move or a finish: "统一 API" is no condition)
    "一 {break|breaks|hit|hits|drop|drops|dip|dips|cross|crosses|touch|touches|reclaim|reclaims|flip|flips|lose|loses}",
    "一 {pump|pumps|dump|dumps|land|lands|finish|finishes|merge|merges|deploy|deploys|fill|fills|confirm|confirms}",
    // (any English act after 一, then the agent or 就: "客服一 reply 我就 ping 你", "那边一 approve 我就 update 你")
    "一 * {我|就}",
    "跑完",
    // A Chinese verb with 完, its finish: "剩下的 tomorrow morning 看完 get back to you".
    "{看|读|讀|写|寫|弄|搞|查|测|測|改|做|算|整理|处理|處理|核对|核對|review}完",
    // An English job with 完, its finish: "build 完了 sync 给你", "test 完 ping 你"; or with 好了, as 弄好了: "fix 好了 ping 你".
    "* 完",
    "* 好了",
    // (and done, after: "deploy 完成后 let you know", one condition)
    "* 完{成|了}{后|後|之后|之後|以后|以後}",
    "结束后",
    "結束後",
    // "backtest 结束我会 notify 你": a finish with the agent right after it.
    "结束我",
    "結束我",
    // (any act done, then the agent or 就 right after it: "到了我 ping 你", "confirm 了我 let you know", "到了就告诉你")
    "了{我|就}",
    // (and then the agent in English: "API recover 了 I'll let you know")
    "了 {I'll|I will|I’ll}",
    "好了之后",
    "好了之後",
    "通过",
    "通過",
    "绿了",
    "綠了",
    "有消息",
    "有结果",
    // Done, then the notice: "搞定了 message 你".
    "搞定了",
    "弄好了",
    "搞定后",
    "搞定後",
    // Results out: "results 出来了 send 给你", "数据出来后发你".
    "出来了",
    "出來了",
    "出来后",
    "出來後",
    "有結果",
    "有 update",
    "第一时间",
    "第一時間",
    "完我再",
    // A finish with its object between: "我 check 完 logs 再 get back to you".
    "完 * 再",
    "完 * 就",
    "完我就",
    "完再",
    "完就",
    "了我就",
    "了我再",
    "了就",
    "了再",
    // The price reached: "到价了告诉你".
    "到价",
    "到價",
    "跌破",
    "突破",
    "涨到",
    "漲到",
    "跌到",
    "低于",
    "低於",
    "高于",
    "高於",
    "超过",
    "超過",
    "drops",
    "falls",
    "crosses",
    "たら",
    "ったら",
    "次第",
    "終わったら",
    // "問題なければ PR を出してお知らせします": if nothing is wrong.
    "なければ",
    "後で",
    "後に",
    "完了したら",
  ],
  //! Time cues.
  TIME: [
    // A date: "3月10日に…リマインドしますね", "3月10号提醒你".
    "# 月 # {日|号|號}",
    // A clock, roughly: "around 17:30", "about 5pm", "5 点半左右", "17時半ごろ".
    "{around|about} #:#",
    "# {点半|點半|点|點} {左右|前后|前後}",
    "# 時[半] {ごろ|頃}",
    // A day's part named by what happens on it: "the morning of each one", "the night before the mint".
    "the {morning|evening|night|day} {of|before}",
    // A deadline: "by end of day", "by 5pm", "by EOD".
    "by [the] end of [the] day",
    "by EOD",
    // The end of the day, before it in Chinese: "EOD 前给你 feedback".
    "{EOD|COB} {前|之前}",
    "by #",
    // (with its part of the day, one time: "我 tomorrow morning 会 remind 你" is no "morning 会" of someone's)
    "tomorrow [morning|afternoon|evening|night]",
    // Right back: "brb w/ numbers", "brb, 数据 ready 之后 sync 你".
    "brb",
    "this {morning|afternoon|evening}",
    "tonight",
    "later",
    "at #",
    "#am",
    "#pm",
    "in # minutes",
    "in # hours",
    // Said in words: "in about an hour", "in a few minutes".
    "in [about|around|roughly] {an|a|one|two|a few|a couple of} {hour|hours|minute|minutes}",
    // "Back in 10": minutes, said short ("ping u in 10").
    "back in #",
    "{you|u} in #",
    // A duration the work takes: "大概 10 min，done 了 report 给你".
    "# min",
    "# mins",
    "# 分钟",
    "# 分鐘",
    "明天",
    "明早",
    // Ahead of a date: "季度合约到期前一天我会提醒你移仓".
    "前{一|两|兩|三}天",
    "提前",
    "稍后",
    "稍後",
    "下午",
    "上午",
    "晚上",
    "# 点",
    "# 點",
    "明日",
    "明朝",
    "今夜",
    "回头",
    "回頭",
    "晚点",
    "晚點",
    "晚一点",
    "晚一點",
    "周末",
    "週末",
    "周一",
    "週一",
    // A weekday, a market's open or close, the end of the workday: "Friday 收盘前我会 remind 你", "週五收盤前".
    "{周|週|星期}{二|三|四|五|六|日|天}",
    "{monday|tuesday|wednesday|thursday|friday|saturday|sunday}",
    // A Japanese weekday, a deadline in a plan's column: "| Starchild | まとめを作成し送付 | 金曜日まで |".
    "{月|火|水|木|金|土|日}曜[日]",
    "{收盘|收盤|开盘|開盤|下班|月底}前",
    "後ほど",
    // Right away: "到价我马上 notify", "第一时间", "すぐに".
    "马上",
    "馬上",
    "立刻",
    "立即",
    "第一时间",
    "第一時間",
    "すぐに",
    "right away",
    "朝",
    "小时",
    "小時",
  ],
  //! Japanese polite forms that make a verb the speaker's own next act ("update しますね").
  POLITE: [
    // (a humble verb's own polite ending: "ご様子を伺います")
    "{伺|うかが}います[ね]",
    "しますね",
    "します",
    "いたします",
    "しますので",
    "致します",
    "させていただきます",
    "させていただきますね",
    "しておきます",
    "しておきますね",
    // Casual: "結果出たら share するね！", "わかったら連絡する！", "後で送っとく".
    "するね",
    "するよ",
    "するわ",
    "する！",
    "しとく",
    // Hedged, still promised: "金曜までにはご報告できると思います".
    "できると思います",
    "できるかと思います",
    "できる見込みです",
    "できそうです",
  ],
  //! A table header that names a status or what comes next: the table's cells are read as the agent's words.
  STATUS_COLUMN: [
    "status",
    "next",
    "next step(s)",
    "progress",
    "ETA",
    "状态",
    "狀態",
    "进度",
    "進度",
    "下一步",
    "后续",
    "後續",
    "ステータス",
    "状態",
    "進捗",
    "次のステップ",
    "次の対応",
    "予定",
    // What is done about each row: "| 日付 | イベント | 対応 |" ("発表後にお知らせします").
    "対応",
    "アクション",
    "action(s)",
    "应对",
    "應對",
  ],
  //! Words that may close a clause after its verb: "晚点 update 一下", "晚點回報喔".
  TAIL: ["一下", "一声", "一聲", "哈", "喔", "哦", "啦", "呀"],
  //! Nouns that hold a notice word: "回报率" is a return, not a report back.
  NOT_NOTICE: ["回{报|報}率", "お知らせ{文|文面|記事|欄|ページ}", "告知文"],
  //! Clause ends: a subject before them is the condition's ("CI が通ったら"), not the promise's.
  CLAUSE_END: ["たら", "ったら", "れば", "次第", "なら", "就"],
  //! Subjects that are not the agent: their promises are not the agent's commitments.
  THIRD: [
    // A colleague by the Chinese familiar form of a name: "老王跑完之后 let you know", "小李 deploy 完会跟你说".
    "{小|老}{王|李|张|張|刘|劉|陈|陳|杨|楊|赵|趙|黄|黃|周|吴|吳|徐|孙|孫|马|馬|朱|胡|郭|何|高|林|罗|羅|郑|鄭|梁|谢|謝|宋|唐|许|許}",
    // The other side's process named: "取引所の本人確認が完了すると、メールで通知が届きます".
    "{証券|銀行|取引所|運営|カード会社}の",
    // The other side named: "bitFlyer 側で処理が完了すると…通知が届きます".
    "* 側{で|から|の}",
    // A colleague named as the sender, humbly: "エンジニアチームの佐藤より、明日メールにてご連絡いたします".
    "の〇より",
    "取引所側",
    // The sender named with から: "楽天証券から約定後にメールで通知が届きます".
    "{証券|銀行|取引所|運営|サポート|カード会社|アプリ}から",
    "teammate",
    // The user as the one who notifies, in a runbook or a checklist: "构建完成后，你在群里通知大家".
    "你在",
    "您在",
    "你来",
    "你來",
    "您来",
    "你自己",
    "您自己",
    "你记得",
    "你記得",
    // The user's own plan: "你打算週四再通知客戶" (the user tells the client).
    "{你|您}{打算|准备|準備|计划|計劃}",
    // A calendar reminds by itself: "Google 日曆會在會議前 10 分鐘提醒你", "日历会在开会前提醒你", "Google カレンダーが通知します".
    "{Google|Outlook|Apple|iCloud} {日曆|日历|行事曆|行事历|カレンダー}",
    "{日曆|日历|行事曆|行事历}{會|会|將|将}",
    "カレンダー{が|から}",
    "你去",
    "你负责",
    "你負責",
    "from Binance",
    "Binance",
    "Coinbase",
    "OKX",
    "GitHub",
    "Vercel",
    "Grafana",
    "Slack bot",
    "the exchange will",
    "the app",
    "the bank",
    "your teammate",
    "she'll",
    "he'll",
    "they'll",
    // The user as the one who tells, in English before a Chinese notice: "So you'll 在周末告诉你的 study group" (〇: Chinese words
    // right after it; "You'll be notified" is no one's doing).
    "{you'll|you will|you’ll} 〇",
    "it will",
    "it'll",
    // The tax office: "税务局受理后会通过电子税务局站内信通知您", "The IRS will mail you a notice".
    // (Latin names an entry of their own, whole words: not the "irs" of "pairs")
    "{税务局|稅務局|国税局|國稅局|税务机关|稅務機關}",
    // A lender: "贷款机构审核完毕后会通知你资金来源是否合格".
    "{贷款|貸款|金融|审核|審核}{机构|機構}",
    "{贷方|貸方}",
    "{税務署|国税庁}{から|が|は}",
    "{the IRS|IRS|HMRC|the tax office}",
    "银行",
    "銀行",
    "老师",
    "老師",
    "医生",
    "醫生",
    "房东",
    "房東",
    // A hotel or an airline that texts the guest: "东京半岛酒店说…准备好之后会短信通知你", "航司会推送登机口变更".
    "{酒店|飯店|旅馆|旅館|民宿|航司|航空公司|机场|機場}",
    "{ホテル|航空会社|空港}{から|が|は}",
    "{the hotel|the airline|the airport}",
    "经理",
    "經理",
    "老板",
    "老闆",
    "他",
    "她",
    // Apps and services named in Chinese: "支付宝到账后会给你发一条短信提醒".
    "支付宝",
    "支付寶",
    "微信",
    "京东",
    "京東",
    "淘宝",
    "淘寶",
    "美团",
    "美團",
    "钉钉",
    "釘釘",
    "飞书",
    "飛書",
    "运营商",
    "運營商",
    "快递员",
    "快遞員",
    // A courier by name: "顺丰到了会给你打电话".
    "顺丰",
    "順豐",
    "中通",
    "圆通",
    "圓通",
    "韵达",
    "韻達",
    "申通",
    "德邦",
    "邮政",
    "郵政",
    "交易所",
    // A team, its support desk or a colleague: "社区的运营团队会在审核通过后通知你"; a member named after it, "你们 team 的 Alex
    // review 完之后会 update 你" (the team's, not an owner of the thing).
    "团队",
    "團隊",
    "{team|团队|團隊|小组|小組} 的",
    // People whose word is reported: "會計師說週五前會把報表傳給你".
    "会计师",
    "會計師",
    "律师",
    "律師",
    "管理员",
    "管理員",
    "群主",
    // Tools that notify on their own: "这个插件装好后，每次有新的 PR 都会在群里提醒大家".
    "插件",
    "扩展",
    "擴展",
    "脚本会",
    "腳本會",
    // Exchanges named in Chinese and Japanese: "提现到账后币安会发短信给你".
    "币安",
    "幣安",
    "欧易",
    "歐易",
    "火币",
    "火幣",
    "バイナンス",
    "コインベース",
    "Bybit",
    "Kraken",
    "TradingView",
    "同事",
    "物流公司",
    "系统会",
    "系統會",
    "App 会",
    "App 會",
    "Exchange 那边",
    "CI 会",
    "CI 會",
    "配達員",
    "アプリが",
    "アプリから",
    // A bot as the subject: "乖離が 2% を超えるとボットが Telegram でお知らせします".
    "ボットが",
    "{bot|Bot|BOT} が",
    // (or its topic: "この alert bot は BTC が 100k を超えたら notify します")
    "ボットは",
    "{bot|Bot|BOT} は",
    // A person named as the subject: "佐藤さんが明日改めてご連絡いたします", "担当の佐藤が…" (the one in charge, not the agent).
    "{さん|くん|ちゃん|氏|先生|部長|課長|担当者|チーム}{が|は}",
    "担当の〇{が|は}",
    // A person named as the sender of the notice: "明日、田中さんからご連絡いたします" (humble, said for a teammate).
    "{さん|様|さま|くん|担当者|担当|チーム}{から|より}{ご連絡|連絡|お知らせ|ご報告|報告|ご案内|ご共有|共有}",
    // A notice that arrives from somewhere ("アプリから通知が届きます") is that source's.
    "から通知が届",
    "から通知が来",
    "取引所から",
    "取引所が",
    "銀行から",
    "Vercel が",
    "システムが",
    "CI 会自动",
    // A verb done automatically has a machine as its subject: "这个 cron 任务每天凌晨2点会自动备份…".
    "会自动",
    "會自動",
    "将自动",
    "將自動",
    "它会",
    "它會",
    "平台",
    "平臺",
    "券商",
    "系统",
    "系統",
    "公司",
    "客服",
    "官方",
    "商家",
    "机器人",
    "機器人",
    "服务会",
    "服務會",
    "会社",
    "カード会社",
    "* 会",
    "* 會",
    // A system set against another as the subject: "webhook 是…；cron 则是按 schedule 定时跑，跑完把 output 发到…".
    "* 则",
    "* 則",
    // 就 / 也 between a system and 会 ("App 就会提醒你"); not "* 就会": "超过 50 gwei 就会推给你" is a condition's end.
    "App 就会",
    "App 就會",
    "App 也会",
    "App 也會",
    "系统就会",
    "系統就會",
    "它就会",
    "它就會",
    "* 将",
    "* 將",
    "那边",
    "那邊",
    "方面",
    "この *",
    "その *",
    // (and in Chinese, a thing right before its will: "这个 bot will notify you 当 build fails，并且每天早上 remind 你"; not "这个
    // job 跑完之后会 ping 你", the condition's)
    "{这个|這個|那个|那個} * {will|would|can|会|會|将|將}",
    "* が自動",
    // A job's run told as a sequence, its own acts: "（cron の中身）毎朝走って、向こう7日間の unlock を Slack に投稿します".
    "{走って|動いて}、",
    "* から",
  ],
  //! A third party right after these is an object ("我先把三个交易所的数据拉下来…", "我再跟他们确认", "your Kraken fills"), not the
  //! subject.
  OBJECT_MARK: [
    "把",
    "跟",
    "和",
    "与",
    "與",
    "同",
    "向",
    "给",
    "給",
    "帮",
    "幫",
    "替",
    "为",
    "為",
    "问问",
    "問問",
    "催",
    "找",
    // What the agent asks or looks into, its owner after: "问一下客服", "我去确认一下顺丰那单的状态", "查一下他那笔转账" (no subjects).
    "{问|問|查|查查|确认|確認|核对|核對|联系|聯繫|联络|聯絡|看看}{一下|下}",
    // Where money goes, a destination: "一有大额 transfer 到交易所就 let you know" (the exchange receives, it does not notify).
    "{转|轉|打|充|存|汇|匯|流|发|發|提|移|搬|转账|轉帳|轉賬|充值|提币|提幣|汇款|匯款}{到|入|进|進}",
    "{transfer|transfers|transferred|deposit|deposits|deposited|move|moves|moved|bridge|bridged|send|sent|inflow|inflows} {到|进|進|入}",
    // What the agent looks into, in English: "I'll check the Kraken status page and let you know", "ask Binance support".
    "{check|ask|contact|chase|email|call|ping|look at|look into|monitor|watch|review} [the]",
    // A possessive before it in English: "I'll pull your Kraken fills and let you know …" (the fills are the user's).
    "your",
    "my",
    "our",
    // A preposition before it (never a subject): "I'll keep an eye on the Kraken fills and message you when they settle".
    "{on|of|about|for|with|from|at|into|onto|over|via|through} [the]",
  ],
  //! Words that hold a THIRD word inside them and are not one ("其他人": 他 inside 其他).
  NOT_THIRD: ["其他", "其它", "其餘", "其余"],
  //! A third party right before these is the sentence's topic ("他这边有 large tx 就会 ping 你": he pings, across the 就).
  // (and a Japanese topic set off by a comma: "The app は、注文が filled になったら push 通知を送ります")
  // (and a bot as a topic, its は holding across the condition: "この alert bot は BTC が 100k を超えたら notify します")
  TOPIC_MARK: ["这边", "這邊", "那边", "那邊", "は、", "ボットは", "{bot|Bot|BOT} は"],
  //! A third party right before these is an owner ("API 那边的规则", "交易所的资金费率"), not the subject.
  // (and a page of theirs, in Japanese, which says nothing itself: "Kraken のステータスページを確認して", "銀行のサイト")
  OWNER: ["的", "上的", "里的", "裡的", "中的", "内的", "內的", "[の]{ステータスページ|サポートページ|ヘルプページ|公式サイト|サイト|FAQ|ページ}"],
  //! Channels the agent does not speak on (an SMS, an e-mail, a call, an app push): in a Chinese
  //! sentence with no agent subject, a notice over them comes from someone else ("…会发短信通知你").
  //! (an exchange's own site too: "…之後會喺官網同 app 通知大家")
  CHANNEL: [
    "短信",
    "简讯",
    "簡訊",
    "短訊",
    "邮件",
    "郵件",
    "电邮",
    "電郵",
    "电话",
    "電話",
    "推播",
    "推送",
    "SMS",
    "email",
    "e-mail",
    "push",
    "メールで",
    // To an address: "…完了したら、登録メールアドレスに通知が届きます".
    "メールアドレス",
    "官网",
    "官網",
  ],
  //! A short wait before a result comes back: "Back in 10 with the results", "results in about 15 minutes", "10 分ほどで結果を".
  ETA: [
    "^ back in # {with|min|mins|minutes}",
    "in [about|~|roughly|around] # {min|mins|minutes}",
    "~# {min|mins|minutes}",
    "ETA [~] # {min|mins|minutes}",
    "within the hour",
    "within # {min|mins|minutes}",
    "give me # {min|mins|minutes|and}",
    // A deadline on the result: "I'm on it — results by EOD", "the numbers by Friday".
    "by {EOD|EOW|tomorrow|tonight|noon|Monday|Tuesday|Wednesday|Thursday|Friday}",
    // (each word opens on "by": an optional first part would make "end of" a hint of every "end of input")
    "by end of {day|week}",
    "by the end of the {day|week}",
    "# 分ほどで",
    "# 分後に",
    "# 分钟后",
    "# 分鐘後",
    "# 分钟内",
    "# 分鐘內",
  ],
  //! A wait someone else quotes: "ETA ~20 min according to the build page", "… is what the exchange quotes".
  SOURCE: [
    "according to",
    "per the",
    "per their",
    "quotes",
    "quoted",
    "status page",
    "根据",
    "根據",
    "据说",
    "據說",
    "によると",
    "によれば",
    // Someone named in English reports it: "Vendor 说 20 分钟左右给你 result" (他 / 她 are THIRD's).
    "* {说|說}",
  ],
  //! A result given now, not after a wait: "The backtest ran in ~3 min; results are below".
  // (and a place followed by a colon: "下载链接在这里：https://…", what follows is given now)
  //! A report-back verb opening the sentence, the agent implied: "Circling back on this Monday with a comparison",
  //! "Following up tomorrow morning with the numbers" (with a time or a condition, a plan).
  OPENS_FOLLOW_UP: [
    "^ {circling|following|checking|reporting|getting|coming} {back|up|in}",
    "^ more {soon|later|to come}",
    // Chat shorthand, the agent implied: "ping u after lunch w/ the diff".
    "^ {ping|text|dm} {you|u}",
    // Be right back with it: "brb w/ numbers in 10".
    "^ brb {w/|with}",
    // The next report named as the agent's, its time after it: "Next update from me: after the weekly close".
    "^ [the] next {update|report|note|ping|check-in} from me",
    // A notice named alone, the verb left out, its time after it: "Will do. Reminder before the open tomorrow 👍", "Got it — recap
    // from me tonight after the close" (not a notice given now, "Update at 14:00: BTC held", nor a changelog's "Update after
    // gnulib changed": an update or a summary only "from me").
    "^ {reminder|recap|heads-up|heads up|follow-up|wrap-up|ping} {from me|before|after|tonight|tomorrow|once|when|later}",
    "^ {update|summary} from me",
  ],
  //! The same verb on a topic, the report given now: "Following up on your question: the fee is 0.1%".
  //! (a question word or a possessive opening the topic too: "Following up on what I flagged yesterday", "Circling back to why the
  //! wire bounced"; "about", "re", "regarding" name a topic whatever follows. A topic that runs to a colon or a dash, with no time
  //! in it, is one too: "Circling back on 昨日の件: the limit resets on the 1st", read by the guard.)
  FOLLOW_UP_ON: [
    "^ {circling|following|checking|reporting|getting|coming} {back|up|in} [again] {on|to} {the|your|my|our|that|a|an|his|her|their|its}",
    "^ {circling|following|checking|reporting|getting|coming} {back|up|in} [again] {on|to} {what|which|why|how|where|whether|who}",
    "^ {circling|following|checking|reporting|getting|coming} {back|up|in} [again] {about|re|regarding}",
  ],
  //! A line that leads in a document the agent drafts for someone else to send, between --- lines or, when the line ends
  //! on a colon, as its next paragraph: a promise in it is its sender's ("Here's a draft reply you can send to the
  //! customer:", "お客様への返信メールの文案です。", "回复草稿：", "Updated the landing page hero copy:").
  DRAFT_LEAD: [
    "draft",
    "template",
    "you can send",
    "you can post",
    "copy",
    "wording",
    "announcement",
    "文案",
    "文言",
    "公告",
    "下書き",
    "草稿",
    "草案",
    "模板",
    "范本",
    "範本",
    "テンプレ",
    "コピー",
    "告知文",
  ],
  //! A heading that names a document in a product's or a company's voice: the section under it holds the company's
  //! promises, not the agent's ("## v2.4.0 — release notes\n- we'll remind you three days before renewal").
  DOC_HEADING: [
    "release notes",
    "changelog",
    // A product's documentation, its plan tier named: "## Smart Reminders (Pro plan)", "## スマートリマインダー（Proプラン）".
    "{pro|premium|plus|enterprise|business} {plan|tier}",
    "{pro|premium|plus|enterprise|business} {プラン|版|套餐}",
    "{专业版|專業版|高级版|高級版|企业版|企業版}",
    "what's new",
    "patch notes",
    "更新说明",
    "更新說明",
    "更新日志",
    "更新日誌",
    "版本说明",
    "版本說明",
    "リリースノート",
    "更新履歴",
    "更新情報",
  ],
  //! A line that opens a document drafted for someone else, after a lead-in that names a draft: "**Subject:** Welcome",
  //! "件名：ご登録ありがとうございます", "Hi {{first_name}},".
  DOC_OPENING: [
    "^ subject",
    "^ dear",
    "^ hi",
    "^ hello",
    "^ 件名",
    "^ 主题",
    "^ 主題",
    "^ 主旨",
    "^ 标题",
    "^ 標題",
    "^ 尊敬的",
    "^ 亲爱的",
    "^ 親愛的",
    "^ 各位",
  ],
  //! A paragraph opening back in the agent's own voice, after a drafted document: "Let me know if …", "Feel free to …".
  DRAFT_BACK: [
    "^ let me know",
    "^ feel free",
    "^ want me to",
    "^ shall I",
    "^ should I",
    "^ if you want",
    "^ if you'd like",
    "^ happy to",
    "^ I can",
    "^ I kept",
    "^ I used",
    "^ {需要的话|需要的話|要不要|你可以|如需|有需要}",
    // The agent's own report again: "## Pro plan upgrade\n\nDone — your account is on Pro. I will ping you tomorrow …".
    "^ done",
    "^ I'll",
    "^ I will",
    "^ I've",
    "^ 我{已|会|會|先|这边|這邊|刚|剛}",
    "^ {ご確認|修正|調整|必要であれば|お気軽に}",
  ],
  GIVEN_NOW: ["below", "above", "attached", "here are", "here's", "as follows", "以下", "如下", "下面", "上面", "下記", "{在这里|在這裡|在这儿|在這兒}{：|:}"],
  //! What comes back after the wait.
  RESULT: ["result(s)", "the numbers", "summary", "report", "breakdown", "write-up", "update", "feedback", "結果", "结果", "報告", "报告", "レポート"],
  //! Chinese future markers: "<subject>会…通知你" puts a named subject before them.
  WILL: ["会", "會", "将", "將"],
  //! Words right before 会 that leave its subject implied, not a noun naming one: adverbs and times ("也会", "到时候会").
  IMPLIED: [
    "也",
    "还",
    "還",
    "都",
    "就",
    "才",
    "又",
    "再",
    "应该",
    "應該",
    "一定",
    "肯定",
    "大概",
    "可能",
    "自动",
    "自動",
    "到时候",
    "到時候",
    "届时",
    "屆時",
    "早上",
    "中午",
    "今天",
    "待会",
    "待會",
    "一会儿",
    "一會兒",
  ],
  //! Negations and honest "I can't".
  //! (不会再 / 不再: "所以之后不会再 ping 你", "唔會 later 再 ping 你" read as 不會 later 再)
  NEG: [
    "can't",
    "cannot",
    "won't be able",
    "没法",
    "沒法",
    "没办法",
    "沒辦法",
    "做不到",
    "办不到",
    "辦不到",
    "无法",
    "無法",
    "不能",
    "できません",
    // (nothing will come: "明日こちらから通知が届くことはありません")
    "ことは{ありません|ない|ございません}",
    "{不会|不會}再",
    "{不会|不會} * 再",
    "不再",
  ],
  //! Offers and questions to the user.
  // (and "if you want it": "要的话说一声，我现在就建个定时任务")
  OFFER: [
    "want me to",
    "shall I",
    "should I",
    "would you like",
    "要不要",
    "需要的话",
    "需要的話",
    "要的话",
    "要的話",
    "要我",
    "我可以",
    "しましょうか",
    "いかがですか",
  ],
  //! An English user's act that reaches the agent: said to it (TO_AGENT), or a message, an answer, a return (USER_SAYS)
  //! not done somewhere else (ELSEWHERE). Only such an act hands the next turn to the user: "Once you paste a new key into
  //! Settings, I'll pull your fills and let you know …" wakes no one, so the promise after it stands.
  //! Chinese and Japanese too: "等你把截图发给我", "等你 confirm 了", "送っていただけたら"; not the user's own event ("等你落地以后",
  //! "起きられたら": the agent would have to know when it happens, so the promise after it stands).
  TO_AGENT: [
    "me",
    "us",
    "back",
    "here",
    "this chat",
    "in chat",
    "{给|給|发|發|传|傳|告诉|告訴|跟|和|问|問|找|回|私信|联系|聯繫|聯絡}我",
    "{过来|過來|回来|回來}",
    "{私|こちら}{に|へ|まで}",
    "戻",
    // (done for the agent, a favour received: "入れてもらえたら", "送っていただけたら", "貼ってくれたら")
    "{もらえ|もらっ|いただけ|いただい|頂け|頂い|くれ|くださっ|下さっ}",
  ],
  USER_SAYS: [
    "reply",
    "replied",
    "respond(ed)",
    "answer(ed)",
    "confirm(ed)",
    "approve(d)",
    "sign[ed] off",
    "decide(d)",
    "choose",
    "chosen",
    "pick(ed)",
    "say",
    "said",
    "ask(ed)",
    "tell",
    "told",
    "send",
    "sent",
    "share(d)",
    "paste(d)",
    "upload(ed)",
    "review(ed)",
    "ready",
    "done",
    "finish(ed)",
    "{回复|回覆|答复|答覆|确认|確認|同意|批准|决定|決定|选|選|挑|说|說|问|問|发|發|传|傳|贴|貼|上传|上傳|提供|告诉|告訴}",
    "{看完|看过|看過|过目|過目}",
    "完",
    "好{了|之后|之後|以后|以後|后|後}",
    "{送|教え|共有|貼|確認|返信|回答|連絡|決め|選|承認|知らせ|伝え|指示|アップロード|ご返事|お返事}",
    // (asked: "聞いてくれたらすぐお伝えします")
    "{聞いて|聞か|質問|お問い合わせ}",
  ],
  ELSEWHERE: [
    "into",
    "{in|on|to} [the|your] {settings|app|exchange|dashboard|wallet|vault|console|portal}",
    "{到|在|进|進}{设置|設置|設定|后台|後台|交易所|钱包|錢包|app|App}",
  ],
  //! The user acts next: the agent answers in its next turn.
  //! The agent's own look at what the user sends, as the promise's condition ("你先把回单发给我，我看了之后告诉你", "send it over and
  //! once I've had a look I'll tell you"): a condition of the next turn, not one of its own (read with a user's act before it).
  LOOKED_AT: [
    "{看完|看过|看過|看了|查完|check 完|check 好|review 完|过目|過目}",
    "{確認してから|見てから|拝見してから|確認後}",
    "{after|once} I['ve] {look|looked|check|checked|review|reviewed|had a look|have a look}",
    // (or its receipt: "收到后我就能告诉你", "once I can see your entry I'll tell you", "受け取り次第お伝えします")
    "{收到|拿到}{后|後|之后|之後|以后|以後}",
    "{after|once|when} I {can see|see|get|receive|have|got|received}",
    "{受け取り次第|受け取ったら|拝見次第|確認次第}",
  ],
  USER_ACTS: [
    "once you",
    "when you",
    // (the same wait said otherwise, as the user-turn cue rows read it: "I'll update the copy as soon as you paste it in here")
    "as soon as you",
    "the moment you",
    "the minute you",
    "whenever you",
    "you ping me",
    "你 ping 我",
    "你回来",
    "你回來",
    "等你",
    // The user tells the agent: "你下單完成後跟我說一聲，我再幫你算" (the notice is to me, the agent answers next turn).
    "{跟|和|给|給}我{说|說}一{声|聲}",
    "你把",
    // The user's act asked first ("你先把回单截图发给我，我看了之后告诉你"): the agent's look follows it, in its next turn.
    "你先把",
    "你先 {send|发|發|传|傳|贴|貼|给|給|丢|丟|截}",
    // A request to send the agent something, in any language (what reaches the agent its clause says: reachesAgent): "麻烦先把
    // 报错截图…发给我", "麻煩先提供…日誌", "Send me screenshots of the position tab first", "Can you send me 一张 screenshot?",
    // "ログを送ってください".
    // (opening the sentence, or said to the user: not "已經請 Kevin review 了", asked of someone else)
    "^ {请|請|麻烦|麻煩|烦请|煩請|劳烦|勞煩}",
    "{请|請|麻烦|麻煩}你",
    "{send|paste|share|upload|forward|drop|dm|show} me",
    "{can|could} you {send|share|paste|upload|forward|drop|show}",
    "{send|发|發|传|傳} 我",
    "{送って|共有して|提供して|貼って|アップして|添付して}{ください|下さい|いただけますか|もらえますか|くれる}",
    "发过来",
    "發過來",
    // The user asked to give the notice, in Japanese: "deploy 終わったら ping してください、そしたら smoke test 回します".
    // (katakana verbs too: "明日リマインドしてください", the user's to do)
    "{ping|連絡|報告|共有|一報|声がけ|メンション|リマインド|アップデート|シェア|メッセージ} {してください|して下さい|してね|してくれ|してほしい|して欲しい|してもらえ|お願い}",
    "{教え|知らせ|伝え}{てください|て下さい|てね|てくれ|てほしい|て欲しい|てもらえ}",
    "{ご連絡|ご一報|ご報告}{ください|下さい|をお願い}",
    "もらえたら",
    "いただけたら",
    // (or done for the agent, casually: "聞いてくれたらすぐお伝えします")
    "{てくれたら|でくれたら|てくれれば}",
    "送ってもらえ",
  ],
  //! Someone other than the user named as the doer of what the agent waits for: "等她发过来我看完再提醒你" (she sends it, the
  //! agent then looks and tells: still a promise), not "等你发过来" (the user's turn comes first).
  OTHER_SENDER: [
    "她",
    "{他|她}{们|們}",
    "对方",
    "對方",
    "客服",
    "{设计|設計|剪辑|剪輯|工程|会计|會計|律|分析}师",
    "{设计|設計|剪辑|剪輯|工程|会计|會計|律|分析}師",
    "编辑",
    "編輯",
    "同事",
    "老师",
    "老師",
    "供应商",
    "供應商",
    "{交易所|银行|銀行}那边",
    "{托管行|托管方|券商|律所|事务所|事務所}",
  ],
  //! Reported speech: the one who said it is the subject of what follows ("小王说明天会告诉你": 小王 tells, not the agent),
  //! unless that is the agent or the user. NOT_SAID: idioms that hold the word and report no one (一般来说, 说明书).
  SAID: ["说", "說"],
  NOT_SAID: [
    "来说",
    "來說",
    "比如说",
    "比如說",
    "再说",
    "再說",
    "虽说",
    "雖說",
    "说明书",
    "說明書",
    "说明文",
    "說明文",
    "说不定",
    "說不定",
    "说实话",
    "說實話",
    "说真的",
    "說真的",
    "说一下",
    "說一下",
    "说一声",
    "說一聲",
    "说一聲",
    "小说",
    "小說",
    "说服",
    "說服",
    "就是说",
    "就是說",
    "换句话说",
    "換句話說",
  ],
  //! A later notice to someone else by name, the agent's follow-up all the same ("I'll let Marco know once the draft is
  //! published", "我会告诉小王可以开始测了", "田中さんにもお伝えしておきます"): read by promise.tags.agent-tells-other. A word
  //! whose object is the user, the agent or no person ("let me know", "tell you", "ping the API") is not this one.
  NOTIFY_OTHER: [
    "let * know",
    "{tell|ping|notify|message|text|email|e-mail|dm|remind|nudge|update} *",
    "loop * in",
    "give * a {heads-up|heads up|shout}",
    "{告诉|告訴|通知|提醒|ping} *",
    "{告诉|告訴|通知|提醒} {他|她|他们|他們|她们|她們}",
    "{告诉|告訴|通知|提醒}{小|老|阿}〇",
    // (跟 / 和 are "and" too: only with the verb of saying after the name, "跟 Kevin 说一声", "和小王講")
    "{跟|和} * {说|說|讲|講}",
    "{跟|和}{小|老|阿}〇{说|說|讲|講}",
    "〇{さん|様|氏|くん}に[も]{お伝え|伝え|連絡|ご連絡|報告|ご報告|共有}",
    "* [さん|様] に[も]{お伝え|伝え|連絡|ご連絡|報告|ご報告|共有}",
    // A group the user works with, named by its role or place: "remind the listings team", "let the ops team know", "提醒团队",
    // "提醒台北這邊的同事", "发给 Taipei team", "remind 一下 ops team", "チームの皆さんにリマインド", "東京チームに共有".
    "{tell|ping|notify|message|remind|nudge|update} [the] [*] {team|desk|group|channel|crew|squad|folks|lead|leads|mods|boss|manager}",
    "{update|sync|ping|report} {给|給} [the] {team|lead|boss|manager|PM|ops}",
    "let [the] [*] {team|desk|group|channel|crew|squad|folks|leads|mods} know",
    "loop in [the] [*] {team|desk|group|channel|crew|squad|folks|leads|mods}",
    "{remind|ping|notify|update} 一下 [*] {team|desk|group|channel}",
    "{发给|發給|转给|轉給|传给|傳給} * {team|desk|group}",
    "{告诉|告訴|通知|提醒|发给|發給|转给|轉給}[一下]{团队|團隊|大家|各位|同事|组员|組員|组长|組長|主管|经理|經理|老板|老闆}",
    "{告诉|告訴|通知|提醒}〇〇{這邊|这边|那邊|那边}的{同事|团队|團隊|组员|組員}",
    "{チーム|皆さん|皆様|メンバー|担当者|リーダー|上司|マネージャー}に[も]{お伝え|伝え|連絡|ご連絡|報告|ご報告|共有|リマインド}",
  ],
  //! LOANWORDS — no tag: English words and their katakana forms ("english = カタカナ, カタカナ"). A word of any tag above or
  //! below that is the English word is read in these forms too ("update" in NOTIFY_BARE: "データが揃い次第アップデートしますね").
  LOANWORDS: [
    "update = アップデート",
    "message = メッセージ",
    "share = シェア",
    "report = レポート",
    "remind = リマインド",
    "reminder = リマインダー",
    "mention = メンション",
    "follow up = フォローアップ",
    "alert = アラート",
    "notify = ノーティファイ",
    "ping = ピング",
    "sync = シンク",
    "email = メール",
    "forward = フォワード",
  ],
  //! The user's word to the agent after 你的 / 您的: "等你的回复之后，我再告诉你下一步" is still the user's turn; any other
  //! thing of theirs acts by itself ("等你的空投到账之后，我会通知你": the agent's promise).
  USER_WORD: ["回复", "回覆", "答复", "答覆", "确认", "確認", "决定", "決定", "消息", "訊息", "指示", "反馈", "反饋", "截图", "截圖", "通知", "同意"],
  //! An owners' list: items labelled with who does them ("- Dana: confirm the figures", "- 李雷：周五前把预算表发给大家",
  //! "- [ ] Me: 明天下午 send you the deck"). Under one of these lead-ins, or in a list holding an OWNER_ME or OWNER_YOU
  //! label and another name, a label that names someone owns its item: the agent's for OWNER_ME, not the agent's for
  //! anyone else (meeting notes: "- 鈴木さん：ベンダーから返事が来たら全員に連絡" is Suzuki's).
  OWNER_HEADING: [
    "action item(s)",
    "next steps",
    "to-do",
    "todo",
    "owners",
    "待办",
    "待辦",
    "分工",
    "负责人",
    "負責人",
    "下一步",
    "アクションアイテム",
    "次のステップ",
    "担当",
    "宿題",
  ],
  //! A table column naming who does each row ("| Item | Owner | Next action |"): a row someone else owns is theirs.
  //! A checklist's heading: its boxes are a procedure for whoever runs it, ticked or not ("## Launch checklist\n- [x] Code
  //! merged\n- [ ] Ping the on-call if errors spike"); a list of boxes without one, some ticked, is the agent's progress.
  CHECKLIST_HEADING: ["checklist", "check list", "runbook", "清单", "清單", "检查项", "檢查項", "チェックリスト", "手順"],
  //! A matter a sentence is about, not one who acts: "この issue は…確認して、後で get back to you します" (この件, この問題).
  MATTER: ["issue", "bug", "ticket", "PR", "question", "error", "topic", "件", "問題", "バグ", "チケット", "質問", "エラー", "不具合"],
  //! The rest of what was asked, an object put first (the agent implied after it): "剩下的 tomorrow morning 看完 get back to you".
  REST: ["剩下的", "剩下", "剩余的", "剩餘的", "其余的", "其餘的", "the rest"],
  //! A heading of features: its list describes what a thing does ("**功能**\n- 资金费率超过 0.05% 时也会单独通知你", "## Features").
  FEATURE_HEADING: ["^ features", "^ feature list", "^ what it does", "^ capabilities", "^ 功能", "^ 主要功能", "^ 機能", "^ 主な機能", "^ できること"],
  //! A lead that explains how something works: what follows on its line (or under it, as a heading) describes the thing, the
  //! agent not named again ("价格提醒的运作方式是这样的：…到价时 App 会推送提醒你；…每五分钟会再通知一次", "### 価格アラート機能について").
  HOW_IT_WORKS: [
    "how it works",
    "how {alerts|reminders|notifications|it|this|they} work",
    // (any thing named: "Quick explainer on how follow-ups work here:", "how scheduled tasks work")
    "how [*] * {work|works}",
    "{work|works} like this",
    "运作方式",
    "運作方式",
    "工作方式",
    "工作原理",
    "运作原理",
    "運作原理",
    "的逻辑是",
    "的邏輯是",
    "逻辑是这样",
    "邏輯是這樣",
    // "提醒是这样工作的：…", "提醒是這樣運作的：…".
    "是{这样|這樣}{工作|运作|運作}的",
    "{这样|這樣}{工作|运作|運作}：",
    "仕組み",
    "機能について",
  ],
  OWNER_COLUMN: ["owner", "who", "assignee", "负责人", "負責人", "责任人", "責任人", "担当", "担当者"],
  OWNER_ME: ["me", "I", "myself", "assistant", "Starchild", "我", "我这边", "我這邊", "私", "自分", "わたし"],
  OWNER_YOU: ["you", "your side", "你", "您", "你这边", "你這邊", "あなた", "ご自身", "お客様"],
  //! A feature described, not a promise made.
  FEATURE: [
    "feature",
    "lets the agent",
    "by default",
    "功能",
    "機能",
    "可以在",
    "能够",
    "できます",
    "机制",
    "機制",
    "工作方式",
    "仕組み",
    // Arranged so that it happens, a standing mechanism: "約定したら Telegram 経由で通知が届くようになっています".
    "ように{なっています|なってます|なってる|なっております}",
    // (or a setting that does it: "約定したらプッシュ通知が届く設定になっております")
    "設定に{なっています|なってます|なってる|なっております}",
    // How a setting works: "この設定をオンにすると、約定ごとに通知が来ます".
    "オンにすると",
    "オンにすれば",
    "有効にすると",
    "有効にすれば",
    "設定すると",
    "登録すると",
    // (if the user sets it: "アプリで価格アラートを設定しておけば、…プッシュ通知が来ますよ")
    "設定{すれば|しておけば|しておくと|しとけば}",
    // An app that has it: "富途App有财报提醒，…会推送给你".
    "{app|应用|應用|软件|軟件|軟體}有",
  ],
  //! A follow-up already registered earlier, described.
  REGISTERED: [
    "already set up",
    "already scheduled",
    "之前已经",
    "之前已經",
    "上周就",
    "上週就",
    "上个月",
    "上個月",
    "早就",
    "之前就",
    "照常",
    "設定済み",
    // The user's own reminder, still there: "你之前在手机上自己设置的提醒还在，…提醒你去交材料".
    "自己{设置|設置|设|設}的",
    "{提醒|闹钟|鬧鐘}{还在|還在}",
    // In English words: "你之前 set 的 reminder 还在".
    "{reminder|alarm|alert} {还在|還在}",
    "你之前 * 的",
    // "毎週金曜日のリマインダーはすでに登録されていて": already registered.
    "{すでに|既に}登録",
    "登録済み",
    "先週から",
    "引き続き",
  ],
} as const;

//! Who is the subject of a notice, for the tag rows and the phrase rows alike: the agent, or a
//! third party that does the notifying (not one that is an object or an owner).
export const SUBJECT_READING = {
  subjects: ["AGENT"],
  notSubject: ["THIRD"],
  objectMarks: ["OBJECT_MARK"],
  owners: ["OWNER"],
  topicMarks: ["TOPIC_MARK"],
} as const;

//! TAG_PROMISES — promises read from LEXICON tags (a row: id, why, match, examples). `match.seq`:
//! tags in this order; `any`: one of them somewhere; `none`: none of them; `notSubject`: the
//! nearest subject before the last seq tag (AGENT or THIRD, not cut off by a CLAUSE_END) is not one
//! of these (a THIRD right after an `objectMarks` tag, or right before an `owners` tag, is an object
//! or an owner, not a subject). Read after the PROMISES rows, for sentences they do not catch (mixed languages).
export const TAG_PROMISES: readonly TagRow[] = [
  {
    // A later notice to someone else by name: the agent's follow-up as much as one to the user.
    id: "promise.tags.agent-tells-other",
    why: "the agent promises to tell someone else later",
    match: {
      seq: ["AGENT", "NOTIFY_OTHER"],
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
    },
    examples: {
      block: [
        "I'll let Marco know once the proposal draft is published.",
        "等合约部署完成后，我会告诉小王可以开始测了。",
        "deploy 完之后我会 ping Lisa 一下。",
      ],
      allow: [
        "Let me know once the draft is published.",
        "Marco will let you know once it's approved.",
        "I told Marco yesterday.",
        "Want me to let Marco know once it's out?",
      ],
    },
  },
  {
    // The agent implied by a report-back verb opening the sentence, with when: "Reporting back after the US close".
    id: "promise.tags.opens-follow-up",
    why: "the agent promises to report back",
    match: {
      seq: ["OPENS_FOLLOW_UP"],
      any: ["TIME", "COND"],
      // (a third party later in the sentence is no subject of the opener: "Following up tomorrow on what the bank says")
      none: ["FOLLOW_UP_ON", "NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: [
        "Circling back on this Monday with a proper comparison.",
        "Reporting back after the US close.",
        "Crawler is at page 312 of ~900. More soon, once it wraps up.",
        "ok. ping u after lunch w/ the diff.",
        "Following up tomorrow on what the bank says about the hold.",
      ],
      allow: [
        "Following up on your question from yesterday: the fee is 0.1%.",
        "Checking in on the migration: it finished at 14:02.",
        "Following up on what I flagged yesterday: the limit resets on the 1st.",
      ],
    },
  },
  {
    // A result promised after a short wait, no notify verb: "Back in 10 with the results.", "ETA ~20 min, will update here."
    id: "promise.tags.eta",
    why: "the agent promises a result after a wait",
    match: {
      seq: ["ETA", "RESULT"],
      near: 20,
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "SOURCE", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: [
        "Back in 10 with the results.",
        "ETA ~20 min, will update here.",
        "10 分ほどで結果が出ます、お待ちください。",
        "Give me 5 and I'll have the numbers.",
      ],
      allow: [
        "Back in 2015 the results were different.",
        "ETA for the upgrade is 20 minutes per the team's status page.",
        "Here's the update: ETA ~20 min according to the build page.",
      ],
    },
  },
  {
    id: "promise.tags.result-eta",
    why: "the agent promises a result after a wait",
    match: {
      seq: ["RESULT", "ETA"],
      near: 12,
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "SOURCE", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["Running it now — results in about 15 minutes.", "I'm on it; expect the summary within the hour.", "I'm on it — results by EOD."],
      allow: ["Results in about 15 minutes is what the exchange quotes for withdrawals."],
    },
  },
  {
    id: "promise.tags.agent",
    why: "the agent promises a later notice",
    match: {
      seq: ["AGENT", "NOTIFY"],
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
    },
    examples: {
      block: [
        "等 job 跑完 I'll update 你。",
        "I'll 提醒你 tomorrow at 9.",
        "数据出来之后我会 DM you。",
        "backtest 结束我会 notify 你。",
        "I'll confirm back to you before the open tomorrow.",
      ],
      allow: ["要不要我跑完之后 ping 你？", "跑完之后你 ping 我一下。", "部署完成后，我发给你的链接就能用了。", "他这边有 large tx 就会 ping 你。"],
    },
  },
  {
    id: "promise.tags.hand-over",
    why: "the agent promises a later notice",
    match: {
      seq: ["AGENT", "HAND_OVER", "TO_YOU"],
      // An English object may stand between: "I'll 同步 the numbers 给你".
      near: 16,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
    },
    examples: {
      // (A Chinese "…给你。" is promise.zh.notify's, read first: these hand over in English words after it.)
      block: [
        "等 index 建好 我会 sync 一下进度给你 via Slack。",
        "After the export finishes, 我会 forward 一份给你 as a CSV.",
        "明天早上我 check 一下然后 report 给你 in this thread.",
        "晚点我把 chart 整理好 send 给你 as a PNG.",
      ],
      allow: ["要不要我跑完之后 sync 一下给你？", "你把日志发给我之后我再看。"],
    },
  },
  {
    id: "promise.tags.hand-over-here",
    why: "the agent promises a later notice",
    match: {
      seq: ["AGENT", "HAND_OVER", "HERE"],
      // (an English object may stand between: "I'll add the ETF numbers to this thread")
      near: 24,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["等下我把 benchmark 的结果 summarize 一下，再 post 到这个 thread。", "跑完之后我把 log paste 到这个 channel。"],
      allow: ["确认后我发布到 https://example.com/x 。", "我已经把 benchmark 的结果 post 到这个 thread 了。", "要不要我跑完之后 post 到这个 thread？"],
    },
  },
  {
    // The place before the verb: "Vendor 回复了我就在这个 thread update", "如果翻负，我会在这里 flag".
    id: "promise.tags.here-hand-over",
    why: "the agent promises a later notice",
    match: {
      seq: ["AGENT", "HERE", "HAND_OVER"],
      near: 12,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["Vendor 回复了我就在这个 thread update。", "Funding 如果 overnight 翻负，我会在这里 flag。"],
      allow: ["要不要等 vendor 回复了我在这个 thread update？", "我已经在这个 thread update 过了。"],
    },
  },
  {
    // A result handed over after a time, with no verb but 给你: "20 分钟左右给你 result", "明早给你结果".
    id: "promise.tags.to-you-result",
    why: "the agent promises a result after a wait",
    match: {
      seq: ["TO_YOU", "RESULT"],
      near: 3,
      any: ["TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "GIVEN_NOW", "SOURCE"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["Fees 加上重跑 backtest，20 分钟左右给你 result。"],
      allow: ["要不要 20 分钟左右给你 result？", "Vendor 说 20 分钟左右给你 result。"],
    },
  },
  {
    id: "promise.tags.polite",
    why: "the agent promises a later notice",
    match: {
      seq: ["NOTIFY_BARE", "POLITE"],
      any: ["COND", "TIME"],
      // (not a notice word inside a noun: "お知らせ文を AgentX に投稿します", an announcement's text)
      notAt: ["NOT_NOTICE"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
      clauseEnd: ["CLAUSE_END"],
    },
    examples: {
      block: ["テストが通ったら update しますね。", "CI が通ったら Slack で ping します。", "たぶん金曜までにはご報告できると思います。"],
      allow: ["Vercel が deploy 完了時にメールで通知します。"],
    },
  },
  {
    id: "promise.tags.alert-speaks",
    why: "an alert the agent says it set up promises a later notice",
    match: {
      seq: ["SET_UP", "ALERT_THING", "IT_WILL", "NOTIFY"],
      near: 3,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "APP_ALERT"],
    },
    examples: {
      block: ["I've set up a cron job that will ping you when BTC crosses 100k.", "I created a watcher which will message you when the whale wallet moves."],
      allow: ["Binance offers an alert that will ping you when your order fills.", "Want me to set up an alert that will ping you when SOL drops?"],
    },
  },
  {
    id: "promise.tags.alert-on-speaks",
    why: "an alert the agent says it set up promises a later notice",
    match: {
      seq: ["ALERT_THING", "SET_UP", "IT_WILL", "NOTIFY"],
      near: 3,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "APP_ALERT"],
    },
    examples: {
      block: ["Alert's on — it will ping you when SOL drops under $120."],
      allow: [
        "The TradingView alert is set on your account at $3,200 — it'll notify you on your phone when ETH touches it.",
        "The exchange alert is on by default; it will ping you when an order fills, set in its app.",
        "GitHub has a setting that will notify you when someone reviews the PR.",
        "The price alert is live on Binance's side — it'll notify you when BTC drops below 60k.",
      ],
    },
  },
  {
    // A Chinese sentence leaves the agent implied, with the verb in English: "Backtest 结果 30 分钟左右 send 给你".
    id: "promise.tags.implied-hand-over",
    why: "the agent promises a later notice",
    match: {
      seq: ["HAND_OVER", "TO_YOU"],
      near: 8,
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["Backtest 结果 30 分钟左右 send 给你。"],
      allow: ["交易所 30 分钟左右 send 给你。", "要不要跑完之后 forward 给你？"],
    },
  },
  {
    // The hand-over before the verb, then the verb: "以后每 8 小时给你推一次资金费率", "明早给你发一份复盘".
    id: "promise.tags.to-you-hand-over",
    why: "the agent promises a later notice",
    match: {
      seq: ["TO_YOU", "HAND_OVER"],
      near: 2,
      // (a time, not a bare condition: "上线之后，你的客户就可以给你发消息了" is someone else's, later)
      any: ["TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "GIVEN_NOW"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["以后每 8 小时给你推一次资金费率。"],
      allow: ["提现到账后币安会给你发短信。", "你要的话，以后每 8 小时给你推一次？", "之后遇到同样的问题，可以参考我给你写的这份排查文档。"],
    },
  },
  {
    // A bare English verb right after the time, the agent named before: "有 anomaly 我明早 report".
    id: "promise.tags.agent-time-verb",
    why: "the agent promises a later notice",
    match: {
      seq: ["AGENT", "TIME", "NOTIFY_BARE"],
      near: 1,
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["funding rate 我 overnight 帮你 monitor，有 anomaly 明早 report。", "我晚点 update。"],
      allow: ["要不要我明早 report？", "你明早 report 一下。"],
    },
  },
  {
    // An item the agent owns, its act a to-do's bare notice noun, with when: "| 監査結果の確認 | 私（Starchild） | 監査結果をご報告 |
    // 金曜までに |" (a row of an owners' table is read as "- 私（Starchild） : 監査結果をご報告 , 金曜までに").
    id: "promise.tags.owned-item",
    why: "the agent's own next step is a later notice",
    match: {
      seq: ["OWNER_ME", "NOTIFY_BARE"],
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
    },
    examples: {
      block: ["- 私：監査結果をご報告、金曜までに\n- お客様：読み取り専用キーを発行"],
      allow: ["- 私：監査結果をご報告済み\n- お客様：読み取り専用キーを発行", "私：監査結果をご報告、金曜までに"],
    },
  },
  {
    // The rest of what this reply hands over, by the agent later, no 给你 needed: "剩下的部分今晚数据出来后我再发".
    id: "promise.tags.rest",
    why: "the agent promises the rest later",
    match: {
      seq: ["REST", "AGENT", "HAND_OVER"],
      any: ["COND", "TIME"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["剩下的部分今晚数据出来后我再发。", "其余的明天我再补。"],
      allow: ["剩下的我昨天已经发了。", "剩下的明天你自己发一下。", "剩下的要不要我明天再发？"],
    },
  },
  {
    // The same with the agent left implied, the time opening its clause: "那個支撐我幫你盯著，晚點回報", "晚点 update".
    id: "promise.tags.time-verb",
    why: "the agent promises a later notice",
    match: {
      seq: ["TIME", "NOTIFY_BARE"],
      near: 1,
      // (after the rest of the work, put first: "剩下的明早 report")
      opens: ["REST"],
      // (the verb ends its clause: a notice to someone named after it is theirs, "明早 remind on-call 看一下 dashboard")
      closes: ["TAIL"],
      // (a word that names a subject or a return holds the verb: "明天 update 会发布", "明年回报率")
      notAt: ["NOT_NOTICE", "THIRD"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED"],
      ...SUBJECT_READING,
    },
    examples: {
      block: ["OK，那個支撐幫你盯著，晚點回報。", "晚点 update 一下。", "收到，明早 report。"],
      allow: [
        "你明早 report 一下。",
        "老王晚点回报。",
        "明天 update 会发布。",
        "要不要明早 report？",
        "明年回报率大概 8%。",
        "4. 明早 remind on-call 看一下 dashboard",
      ],
    },
  },
  {
    // A notice to the user right after the condition that opens its clause, the agent implied: "publish 完 let you know".
    id: "promise.tags.cond-notify",
    why: "the agent promises to report back when something finishes",
    match: {
      seq: ["COND", "NOTIFY"],
      near: 1,
      // (its subject left implied, whatever opens the clause: the rest of the work and a time, "剩下的 tomorrow morning 看完 get back
      // to you", an object, "logs 看完之后 get back to you", a verb before its suffix, "完成したら跟你说一声")
      // (nor a 会 there, after a subject no list names: "支付服务商会在扣款成功后给你发…")
      implied: ["AGENT", "THIRD", "OWNER_YOU", "WILL"],
      none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "GIVEN_NOW", "BARE_TELL"],
    },
    examples: {
      block: [
        "- community 页面：今晚 publish，publish 完 let you know",
        "跑完 let you know。",
        "剩下的 tomorrow morning 看完 get back to you。",
        "Thumbnail 还在做，完成したら跟你说一声",
      ],
      allow: [
        "老王 publish 完 let you know。",
        "你 deploy 完 let me know。",
        "要不要 publish 完 let you know？",
        "要的话说一声，我现在就建个定时任务。",
        "支付服务商会在扣款成功后给你发一封收据邮件。",
        "要發布到社群網站的話說一聲就好。",
      ],
    },
  },
  {
    id: "promise.tags.passive",
    why: "the reply promises the user a later notice",
    // (a notice that arrives by a channel the agent does not speak on is someone else's: "…完了すると、メールで通知が届きます")
    match: { seq: ["PASSIVE"], any: ["COND", "TIME"], none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "CHANNEL"] },
    examples: {
      block: [
        "Your price alert is live: you'll get a ping when SOL drops under $120.",
        "アラートを設定しました。下回ったら通知が届きます。",
        "Full audit coming your way by EOD.",
      ],
      allow: ["You'll get a ping from Binance when the order fills.", "取引所の本人確認が完了すると、メールで通知が届きます。"],
    },
  },
  {
    id: "promise.tags.watching",
    why: "the agent says it is watching, and promises the user a notice",
    match: { seq: ["WATCHING_ME", "NOTICE_GET"], none: ["NEG", "OFFER", "USER_ACTS", "FEATURE", "REGISTERED", "THIRD", "CHANNEL"] },
    examples: {
      block: ["Don't worry, I'm watching it — you'll get a notification.", "放心，我盯着，你会收到提醒的。", "私が監視しているので、通知が届きます。"],
      allow: [
        "I'm watching the order book for you right now — you'll get a fill email from Kraken when it executes.",
        "我这边盯着呢，不过到账通知是银行发的，你会收到短信。",
      ],
    },
  },
];
