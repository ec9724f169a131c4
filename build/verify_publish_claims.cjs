#!/usr/bin/env node
"use strict";

// templates/verify_publish_claims/tables.ts
//! verify_publish_claims — catch fabricated "published / posted / is live / scheduled" claims.
//!
//! Events: on_stop, on_completion_claim (block the stop: the agent must verify or correct the claim,
//!         at most MAX_BLOCKS per session, then only a warning), on_response_end (append an honest
//!         "Unverified" note to the reply).
//! A past-tense success claim (English, Chinese, Japanese) makes every link the reply cites subject
//! to ground truth: community pages must be PUBLISHED ids of the preview registry, /preview/<id>/
//! links known ids, AgentX /post/<id> links in the post ledger; a scheduling claim needs a
//! scheduling tool this turn or an active job created in the last RECENT_JOB_MINUTES.
//! Wire with ABSOLUTE paths in workspace/config/shell_hooks.yaml, then run the selftest beside this
//! file: ./verify_publish_claims_selftest.cjs (it also vets your edits to the tables below).
//!
//! CONFIG — edit the values below in YOUR copy. Each has an env var override (named on its line):
//! a set, non-empty env var wins.
//! Preview registry: a list, or {"previews": [...]}, of {id|preview_id, is_published|public_url}. env PREVIEWS_REGISTRY
var PREVIEWS_REGISTRY = "/data/previews.json";
//! AgentX post ledger, a list of {id, …}. Empty = $WORKSPACE_DIR/output/agentx_posts.json. env AGENTX_LEDGER_FILE (legacy AGENTX_LEDGER)
var AGENTX_LEDGER_FILE = "";
//! Scheduler registry: {"jobs": [...]} or a list of {status, created_at|updated_at}.   env SCHEDULED_JOBS
var SCHEDULED_JOBS = "/data/scheduled_jobs.json";
//! Blocks per session before the guard only warns (state: $WORKSPACE_DIR/output/.publish_claim_guard.json). env VERIFY_PUBLISH_MAX_BLOCKS
var MAX_BLOCKS = 2;
//! A job created (or updated) this many minutes ago or less backs a scheduling claim. env VERIFY_PUBLISH_RECENT_MINUTES
var RECENT_JOB_MINUTES = 15;
//! On an internal error (a bug, an unreadable state file…): "open" lets the action through, as the
//! bus does; "closed" blocks a gate (prompt, tool call, stop) with a reason, on hosts where exit 2
//! blocks (Claude Code, Codex, Azure; on the Starchild bus set `fail_mode: closed` on the hook). env HOOKGUARD_FAIL_MODE
var FAIL_MODE = "open";
//! Host of the community site; pages are https://HOST/<id> or https://<id>.HOST.       env COMMUNITY_HOST
var COMMUNITY_HOST = "community.iamstarchild.com";
//! First path segments of the community host that are site pages, not published ids.
var COMMUNITY_RESERVED = [
  "api",
  "static",
  "assets",
  "login",
  "signup",
  "logout",
  "explore",
  "about",
  "docs",
  "help",
  "settings",
  "search",
  "tag",
  "tags",
  "u",
  "user",
  "users",
  "profile",
  "terms",
  "privacy",
  "www"
];
//! Tool-name fragments of tools that post this turn (matched case-insensitively, anywhere in the
//! name); one of them — or any shell tool (engine/tools.ts) — running backs a cited AgentX /post/<id> link.
var PUBLISH_TOOLS = ["create_post", "publish", "agentx", "tweet", "send_post", "post_to"];
//! Tool-name fragments that mean "a scheduling tool ran" (matched case-insensitively, anywhere in the name).
var SCHEDULE_TOOL_HINTS = ["schedul", "cron", "remind", "timer", "wakeup", "alarm"];
//! Job statuses that count as active (no status counts too; enabled:false / active:false never do).
//! The same list and rule as verify_commitments' ACTIVE_JOB_STATUSES.
var ACTIVE_JOB_STATUSES = ["active", "scheduled", "pending", "enabled", "running", "queued", "waiting", "created", "new"];
//! Long patterns are written as their parts, one alternative per line, so a change of one word is
//! one short line: any(...) is a group (?:a|b|c), or(...) the bare a|b|c (a whole pattern, or the
//! inside of a lookaround the row spells out). Alternatives are tried in the order written, as in
//! a regex; the result is the same source text a one-line String.raw pattern would be. Parts are
//! plain strings, so a regex backslash is written twice ("\\s+" is \s+): plain strings cost less
//! at start-up than String.raw templates (a one-line String.raw pattern is fine too).
function any(...alternatives2) {
  return "(?:" + alternatives2.join("|") + ")";
}
function or(...alternatives2) {
  return alternatives2.join("|");
}
//! "error" as a failure word, not an error said to be none ("build 没有 error", "no error"): NOT_EVIDENCE and REFERS read it.
var AN_ERROR = String.raw`(?<!(?:\bno|\bzero|without|没有|沒有|无|無)\s*)error`;
//! Emoji between a claim word and what follows it: decoration, not a word ("is now public 🚀 — link: …").
var DECOR = "(?:\\s*(?:[\\uD83C-\\uDBFF][\\uDC00-\\uDFFF]|[\\u2600-\\u27BF]|\\uFE0F))*";
//! A handle in any script, for every row that reads one: "@0xSun", "@defi_maxi", "@链上侦探", "@くじら観測所" (letters,
//! digits, kana and CJK, with . _ -).
var HANDLE = "@[\\w.\\u3040-\\u30ff\\u3400-\\u9fff-]+";
//! A する verb's done forms, for every Japanese row ("公開" + these is "published"): polite,
//! done in advance, and a plain or casual past before a clause end or ので / から / けど
//! ("公開したので", "予約しちゃった"), not "公開したら" (a condition).
var JA_DONE = any(
  "いたしました",
  "しました",
  "しておきました",
  "しときました",
  "しちゃいました",
  "済み",
  "済",
  "(?:した|しといた|しておいた|しちゃった)(?=[よぞわねっ！!。、\\s]|$|ので|から|けど)"
);
//! CLAIMS — past-tense success claims, rows of the one Row shape: id, lang (en/zh/ja: which
//! NOT_CLAIMS frames apply), keywords (lowercase words; the row only runs on a reply holding one of
//! them — the one pre-filter, it keeps start-up fast; every block example must hold one), kind
//! ("publish" covers published/posted/live/deployed/preview updated; "schedule" needs scheduling
//! evidence), why (what the row detects), match (a JavaScript regex source, matched
//! case-insensitively against the reply's prose), examples (block: sentences that ARE claims by
//! this row; allow: sentences that are not claims).
var CLAIMS = [
  {
    id: "claim.en.published",
    lang: "en",
    keywords: ["published", "posted", "tweeted", "shipped", "launched", "released", "deployed", "uploaded", "went out", "pushed", "rolled", "shared"],
    kind: "publish",
    why: "claims it was published",
    match: or(
      // (not the user's things by their state: "that page is not in your published list"; nor a kind of page, "To pull a
      // published page from a script, …")
      String.raw`(?<!\b(?:your|a|an|any|each|every)\s)` + String.raw`\b(?:published|republished|posted|reposted|tweeted|shipped|launched|released|deployed|redeployed|uploaded)\b` + String.raw`|\bwent\s+out\b` + // "Rolled out ✅", "rolled the new board out" (not "rolled back").
      String.raw`|\brolled\s+(?:(?:it|them|this|that|(?:the|your|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?out\b`,
      // "Pushed to prod", "pushed the update to the community page": a push with a public place (not "pushed the branch").
      String.raw`\bpushed\s+(?:(?:it|them|this|that|(?:the|your|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:live\s+)?(?:to|into|onto)\s+` + any("prod\\b", "production\\b", "the\\s+community\\b", "agentx\\b", "the\\s+(?:live|public)\\s+(?:page|site|board)\\b"),
      // Shared to a public place: "Shared it on AgentX", "Shared your page with the community" (not "with the team", "in DM").
      String.raw`\bshared\s+(?:(?:it|them|this|that|(?:the|your|my)(?:\s+[\w-]+){1,2})\s+)?(?:on|to|onto|in|with)\s+` + any("agentx\\b", "the\\s+community\\b", "community\\b"),
      // Shared in public, said as a state: "Whale alerts page is shared publicly now: <link>", "shared it publicly".
      String.raw`\b(?:is|are|been|got|was)\s+(?:now\s+)?shared\s+(?:publicly|in\s+public)\b|\bshared\s+(?:it\s+|them\s+)?publicly\b`,
      // Put through to the public: "I pushed your gas draft through as a worked example" (not "through CI", "through review").
      String.raw`\bpushed\s+(?:it|them|this|that|(?:the|your|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+through\b` + String.raw`(?!\s+(?:ci|review|qa|tests?|the\s+(?:pipeline|checks?|tests?|review)|lint|staging)\b)`
    ),
    examples: {
      block: [
        "I published the dashboard to the community.",
        "Your post has been posted on AgentX.",
        "Deployed the new version.",
        "Pushed to prod.",
        "I pushed the update to the community page.",
        "I went ahead and pushed your gas draft through as a worked example.",
        "Rolled out ✅ — link below.",
        "Shared it on AgentX, it's at the link below.",
        "Shared your page with the community — link below.",
        "Whale alerts page is shared publicly now: the link's below."
      ],
      allow: [
        "I'll publish it once you approve.",
        "Want me to publish this?",
        "To pull a published page from a script, just hit the public URL:",
        "I haven't published it yet.",
        "I pushed the fix to the main branch.",
        "I pushed the fix through CI.",
        "I don't see that page in your published list.",
        "Shared your question with the team.",
        "Mei shared it on AgentX yesterday."
      ]
    }
  },
  {
    id: "claim.en.public",
    lang: "en",
    keywords: [
      "public",
      "available",
      "online",
      "is up",
      "are up",
      "'s up",
      "’s up",
      "is out",
      "are out",
      "'s out",
      "’s out",
      "now on",
      "now in",
      "on agentx",
      "in the community"
    ],
    kind: "publish",
    why: "claims it is public",
    match: or(
      // (its object up to two words after the article: "I also flipped the memecoin scanner public")
      "\\b(?:made|set|switched|turned|changed|flipped|toggled)\\s+(?:(?:it|them|this|that|(?:the|your|my|our)(?:\\s+[a-z0-9-]+){1,2})\\s+)?(?:to\\s+)?public\\b",
      "(?:\\b(?:is|are)|(?<=\\w)['’]s)\\s+(?:now\\s+)?" + any("(?:public|online)\\s+again", "public", "available", "online", "up", "out") + // (a "now" after it too: "it's up now → <link>")
      "(?=(?:\\s+now)?" + DECOR + "\\s*(?:[:：!→]|->|at\\b|on\\b|here\\b|via\\b|—|-\\s))",
      "\\b(?:is|are|it's)\\s+now\\s+(?:on|in)\\s+(?:agentx|the\\s+community)\\b",
      "\\b(?:is|are|it's)\\s+(?:on|in)\\s+(?:agentx|the\\s+community)\\s+now\\b",
      // The link is the subject: "The page https://… is now public."
      // (The look-behind after the verb: tried only where "is" / "are" is, never across a run of spaces.)
      "\\b(?:is|are)(?<=(?:https?://|/preview/|/post/)[^\\s]{1,200}\\s{1,4}(?:is|are))\\s+(?:now\\s+)?(?:public|online|available)\\b"
    ),
    examples: {
      block: [
        "Your dashboard is up: see below.",
        "The radar is now public 🚀 — link below.",
        "Thread's up on AgentX: see below.",
        "The page https://example.com/x is now public.",
        "The thread is on AgentX now: see below.",
        "I made it public.",
        "I've set the dashboard to public.",
        "I also flipped the memecoin scanner public.",
        "Your post is now on AgentX.",
        "The page is public again → see below."
      ],
      allow: [
        "Prices are up 5% today.",
        "It's up to you.",
        "The data is out of date.",
        "Prices are up again today.",
        "Is https://example.com/x public yet?",
        "I checked whether https://example.com/x is public: it is not."
      ]
    }
  },
  {
    id: "claim.en.done",
    lang: "en",
    keywords: ["complete", "done", "finished", "successful", "succeeded"],
    kind: "publish",
    why: "claims the release is done",
    match: "\\b" + any("deployment", "publishing", "publication", "release", "launch", "upload", "publish", "deploy") + "\\s+(?:is\\s+|was\\s+)?" + any("complete", "completed", "done", "finished", "successful", "succeeded") + "\\b",
    examples: {
      block: ["Deployment complete.", "Publishing was successful."],
      allow: ["Deployment will be complete in ten minutes.", "Is the deployment done?"]
    }
  },
  {
    id: "claim.en.live",
    lang: "en",
    keywords: ["live", "up and running", "in the wild"],
    kind: "publish",
    why: "claims it is live",
    match: or(
      // (a quantifier or an adverb between: "the heatmap and the tracker are both live", "are all live now")
      "\\b(?:is|are|it's|its|went|now|now\\s+fully|gone|went\\s+fully)\\s+(?:(?:both|all|also|already|still)\\s+)?live\\b",
      "\\b(?:pushed|put|took|taken|made|set|gone)\\s+" + any("it\\s+", "them\\s+", "this\\s+", "the\\s+[a-z-]+\\s+") + "?live\\b",
      // (not "goes live at …", what happens once something else is done: "It goes live at <link> once you approve")
      "\\blive\\s+now\\b",
      "(?<!\\b(?:goes|go|going|gonna)\\s+)\\blive\\s+(?:at|here)\\b",
      "\\blive\\s*[!:：✅🚀]",
      // The determiner stays outside the match: "Link to the live page:" is no infinitive "to <claim>".
      "(?<=\\b(?:your|the)\\s+)live\\s+" + any("page", "link", "url", "site", "dashboard", "version", "board") + "\\b",
      "\\bup\\s+and\\s+running\\s+at\\b",
      // Out in public, said as an idiom: "it's in the wild now 🎉 <link>".
      "\\b(?:is|are|it['’]s|now)\\s+(?:(?:now|out)\\s+)?in\\s+the\\s+wild\\b",
      // A hedge on the state now, not a plan: "It should be live now at <link>", "should already be live", "by now".
      "\\b(?:should|must)\\s+(?:(?:now|already)\\s+be|be\\s+(?:now|already))\\s+live\\b",
      "\\b(?:should|must)\\s+be\\s+live(?=\\s+(?:now|already|by\\s+now)\\b)",
      // (its link between: "It should be live at <link> now — give it a minute")
      "\\b(?:should|must)\\s+be\\s+live(?=\\s+at\\s+\\S+\\s+(?:now|already|by\\s+now)\\b)",
      // A status label's value: "Status: LIVE (https://…)", "**Status:** live".
      "\\bstatus\\s*[*_]*\\s*[:：]\\s*[*_]*\\s*live\\b"
    ),
    examples: {
      block: [
        "The page is live at the link below.",
        "It's live now!",
        "Your site went live an hour ago.",
        "I've pushed it live.",
        "Status: LIVE (https://example.com/x)",
        "It should be live now at the link below.",
        "The page should already be live.",
        "It should be live at https://example.com/x now.",
        "Filters fixed and it's in the wild now 🎉 see below."
      ],
      allow: [
        "It will be live once you confirm.",
        "Is it live yet?",
        "It is not live yet.",
        "It should be live once you approve it.",
        "It goes live at https://example.com/x once you approve."
      ]
    }
  },
  {
    id: "claim.en.preview-updated",
    lang: "en",
    keywords: ["updated", "refreshed", "rebuilt"],
    kind: "publish",
    why: "claims the preview was updated",
    match: or(
      "\\b(?:updated|refreshed|rebuilt)\\s+(?:the\\s+|your\\s+)?" + any("preview", "live\\s+page", "public\\s+page") + "\\b",
      "\\bpreview\\s+" + any("is\\s+", "has\\s+been\\s+", "was\\s+") + "?(?:now\\s+)?(?:updated|refreshed|rebuilt)\\b"
    ),
    examples: {
      block: ["I updated the preview with the new chart.", "The preview has been refreshed."],
      allow: ["Should I update the preview?", "I can refresh the preview if you like."]
    }
  },
  {
    id: "claim.en.scheduled",
    lang: "en",
    keywords: ["schedul", "remind", "cron", "alarm", "timer", "job", "task"],
    kind: "schedule",
    why: "claims a task or reminder was scheduled",
    match: or(
      "\\b" + any("i've", "i\\s+have", "i", "we've", "we\\s+have", "we", "has\\s+been", "have\\s+been", "is", "are", "was", "were", "successfully", "now", "it's") + "\\s+(?:been\\s+)?(?:scheduled|rescheduled)\\b",
      // "All scheduled for 9am", not "all scheduled jobs" (an adjective before its noun).
      "\\ball\\s+(?:re)?scheduled\\b(?!\\s+(?!for|at|to|on|every|daily|weekly)[a-z])",
      // (and a day's or a week's thing: "Scheduled next week's run for Monday 07:00 UTC", "Scheduled tomorrow's digest")
      "\\bscheduled\\s+" + any("a", "an", "the", "your", "it", "this", "them", "that", "daily", "weekly", "hourly", "every", "next", "tomorrow['’]s", "tonight['’]s") + "\\b",
      // A clause that opens on the verb: the agent is the implied subject ("Done — scheduled for 07:30").
      "(?:^|[—–:!✅]\\s*)(?:re)?scheduled\\s+" + any("for", "at", "to run", "every") + "\\b",
      "\\b" + any("i", "i've", "i\\s+have", "we", "we've", "have", "has", "just", "successfully", "also", "and") + "\\s+set\\s+(?:up\\s+)?(?:a|an|the|your)\\s+(?:[\\w-]+\\s+){0,2}" + any(
        "reminder",
        "cron(?:\\s+job)?",
        "recurring\\s+task",
        "scheduled\\s+task",
        "alarm",
        "timer",
        // (up to three words between, a clock time too: "a daily 08:00 UTC refresh job")
        any("daily", "hourly", "weekly", "nightly", "recurring", "periodic") + "\\s+(?:[\\w:-]+\\s+){0,3}(?:job|task|check|report)"
      ) + "\\b",
      "\\b(?:reminder|alarm|timer)\\s+set\\b",
      // (a dash after it too: "ok scheduled — daily 9am ETH gas summary")
      "\\bscheduled\\s*(?:[!:✅]|[—–]\\s)",
      // A bare status, a chat's "ok" before it: "k, scheduled. 6am UTC daily."
      "(?:^|[.!?\\n]\\s*)(?:(?:ok(?:ay)?|k|kk|done|yep|yup|sure)\\W+)?(?:re)?scheduled\\s*[.!](?=\\s|$)",
      "['’]s\\s+been\\s+(?:scheduled|rescheduled)\\b",
      "\\b" + any("i've", "i\\s+have", "i", "we've", "we\\s+have", "we") + "\\s+(?:put|added)\\s+" + any("it", "them", "this", "that") + "\\s+(?:on|to|in)\\s+(?:the|your)\\s+schedule\\b",
      "\\b" + any("created", "added", "registered", "configured") + "\\s+(?:a|an|the|your)\\s+(?:[\\w-]+\\s+){0,2}" + any(
        "reminder",
        "alarm",
        "timer",
        "cron(?:\\s+job)?",
        any("daily", "hourly", "weekly", "nightly", "recurring", "scheduled", "cron", "periodic") + "\\s+(?:[\\w:-]+\\s+){0,3}(?:job|task|check|report)"
      ) + "\\b",
      "\\breminder\\s+(?:is|has\\s+been)\\s+(?:now\\s+)?set\\b",
      // Emphatic past: "The good news: I did schedule the reminder for 21:00".
      "\\b(?:i|we)\\s+did\\s+(?:schedule|set\\s+up)\\s+(?:a|an|the|your|it|this|that)\\b",
      "\\b" + any("reminder", "cron\\s+job", "scheduled\\s+task", "alarm", "timer") + "\\s+(?:is\\s+|has\\s+been\\s+)?" + any("created", "added", "registered", "configured", "scheduled") + "\\b",
      "\\b" + any("reminder", "cron(?:\\s+job)?", "scheduled\\s+(?:task|job)", "alarm", "timer") + "s?\\s+(?:is|are)\\s+" + any("(?:now\\s+)?(?:in\\s+place|set\\s+up)", "now\\s+active") + "\\b"
    ),
    examples: {
      block: [
        "I've scheduled a daily report at 9:00.",
        "I set up a reminder for Friday.",
        "Your reminder is set for 8 am.",
        "Reminder set for 9 am ✅",
        "Scheduled ✅",
        "Reminder scheduled for Friday 17:00.",
        "I set up a daily 9am job to post the recap.",
        "I've added a daily 9am job.",
        "Cron job is in place — it runs at 8.",
        "The reminder's been scheduled for 15:45.",
        "I've put it on the schedule.",
        "The good news: I did schedule the reminder for 21:00 so you can retry manually then.",
        "k, scheduled. 6am UTC daily."
      ],
      allow: [
        "Your schedule is on the calendar.",
        "I'd set it to go out at 9am, but which day?",
        "Should I set the thread to go out at 9am?",
        "Once the cron job is in place, you'll get alerts.",
        "Your two reminders are active.",
        "Want me to schedule it?",
        "Is the reminder scheduled?",
        "I can set up a reminder if you like.",
        "I'll schedule it after you confirm.",
        "Set a reminder in the app to get notified.",
        "Your scheduled jobs list is empty.",
        "I created a reminder component for the settings page.",
        "Did I schedule the reminder? No, not yet.",
        "Not scheduled."
      ]
    }
  },
  {
    // Apart from claim.en.scheduled, with "set" (in every match) as its hint: "want me to publish
    // it?" on an everyday reply then compiles neither pattern.
    id: "claim.en.scheduled-post",
    lang: "en",
    keywords: ["set"],
    kind: "schedule",
    why: "claims a post was set to go out later",
    match: "\\b(?:i've|i\\s+have|i|we've|we\\s+have|we|also)\\s+set\\s+" + any("it", "them", "this", "that", "the\\s+[\\w-]+", "your\\s+[\\w-]+") + "\\s+to\\s+(?:go\\s+out|go\\s+live|publish|post|send)\\s+" + any("at", "on", "every", "tomorrow", "tonight", "daily", "weekly", "first\\s+thing") + "\\b",
    examples: {
      block: ["I've set the post to go out at 9am tomorrow.", "We set the thread to publish on Monday."],
      allow: ["Want me to publish it to the community?", "I can set it to post at 9am if you like.", "Set it to go out at 9am, then confirm."]
    }
  },
  {
    // "is now queued to go out …", "the post is lined up for 9:30": apart from claim.en.scheduled
    // so that "queued" / "lined up" compile only this short pattern.
    id: "claim.en.queued",
    lang: "en",
    keywords: ["queued", "lined up"],
    kind: "schedule",
    why: "claims a post was queued for later",
    match: or(
      "\\bqueued\\s+(?:it|them|the|your|a)\\b",
      "(?:queued(?:\\s+up)?|lined\\s+up)(?<=\\b(?:is|are|been|now|all)\\s{1,4}(?:now\\s{1,4})?" + any("queued(?:\\s+up)?", "lined\\s+up") + ")\\s+" + any(
        "to\\s+(?:go\\s+out|go\\s+live|post|publish|send|run|fire)",
        "for\\s+" + any(
          "\\d",
          "tomorrow",
          "tonight",
          "today",
          "this",
          "next",
          "every",
          "noon",
          "midnight",
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
          "sunday"
        )
      )
    ),
    examples: {
      block: ["The weekly digest is now queued to go out every Sunday.", "The post is lined up for 9:30 tomorrow.", "I queued the thread for 8pm."],
      allow: [
        "Should the post be queued for tomorrow?",
        "No posts are queued for today.",
        "Nothing is lined up for tomorrow.",
        "Three builds are queued on CI.",
        "Everything is lined up on the page."
      ]
    }
  },
  {
    // "Set up a daily 9am job — it's registered and will fire tomorrow": the claim holds none of
    // claim.en.scheduled's hints, so it has its own small row.
    id: "claim.en.registered",
    lang: "en",
    keywords: ["registered"],
    kind: "schedule",
    why: "claims a job was registered to run later",
    match: "\\b" + any("it's", "it\\s+is", "it\\s+has\\s+been", "(?:job|task|reminder|cron|alarm|timer)\\s+(?:is|has\\s+been)") + "\\s+(?:now\\s+)?registered\\s+" + any(
      "and\\s+will\\s+(?:fire|run|trigger|go\\s+out)",
      "to\\s+(?:fire|run|trigger|go\\s+out)",
      "for\\s+(?:\\d|tomorrow|tonight|every|daily|weekly|hourly)"
    ) + "\\b",
    examples: {
      block: ["Set up a daily 9am job — it's registered and will fire tomorrow.", "The job is registered to run every hour."],
      allow: ["Your domain is registered to you.", "Is it registered and will it fire?", "It's not registered yet.", "The webhook is registered."]
    }
  },
  {
    // "已 deploy 到 preview", "帖子 po 好了": Chinese with an English verb.
    id: "claim.zh.mixed",
    lang: "zh",
    keywords: ["已", "成功", "po好", "po 好", "po上", "po 上", "po出", "po 出", "live", "完了", "好了", "完成", "了"],
    kind: "publish",
    why: "声称已发布",
    match: or(
      // (two verbs joined: "已经 deploy 并 publish 了")
      "(?:已经?|已經|成功)\\s?(?:帮你|幫你|给你|給你|为你|為你)?\\s?(?:re)?" + any("deploy", "publish", "post", "push", "ship", "upload") + "(?:ed|ped)?(?:\\s?(?:并|並|和|然后|然後)\\s?(?:re)?" + any("deploy", "publish", "post", "push", "ship", "upload") + "(?:ed|ped)?)?\\s?(?:到|至|上|好|成功|完|了|去)",
      // Done, with no 已: "Publish 完了，link 是 …", "deploy 好了", "AgentX 上 post 了一条 thread".
      "\\b(?:re)?" + any("deploy", "publish", "ship", "upload") + "(?:ed)?\\s?(?:完了|好了|完成了|成功了)",
      "\\b(?:re)?" + any("deploy", "publish", "post", "ship", "upload") + "(?:ed)?\\s?了(?![吗嗎吧没沒])",
      "(?:帖子|推文|文章|贴|貼|内容|內容)?\\s?\\bpo\\s?(?:好了|上去了?|出去了?)",
      // Live, said in English: "已经 live 了", "新版本 live 了 👉 <link>" (not "快 live 了", "还没 live").
      "(?<![要快会會将將就还還没沒])\\s?(?:上\\s?)?\\blive\\s?(?:了|啦|咯)"
    ),
    examples: {
      block: [
        "已 deploy 到 preview，刷新即可。",
        "已经 publish 到社区了。",
        "帖子 po 好了。",
        "已经 live 了:见下方链接",
        "已经 deploy 并 publish 了。",
        "Publish 完了，link 在下面。"
      ],
      allow: ["要不要我 deploy 到 preview？", "还没 deploy 到 preview。", "报告已经写好了。", "等你 deploy 好了再说。"]
    }
  },
  {
    id: "claim.zh.published",
    lang: "zh",
    keywords: [
      "发",
      "發",
      "上线",
      "上線",
      "部署",
      "公开",
      "公開",
      "上架",
      "agentx",
      "社区",
      "社區",
      "社群",
      "访问",
      "訪問",
      "开放",
      "開放",
      "打开",
      "打開",
      "帖",
      "推文"
    ],
    kind: "publish",
    why: "声称已发布",
    match: or(
      "(?:已经?|已經|成功|顺利|順利|刚刚?|剛剛?)(?:帮你|幫你|为你|為你|给你|給你)?(?:重新)?" + any("发布", "發佈", "發布", "发表", "發表", "上线", "上線", "部署", "公开", "公開", "上架", "发出", "發出"),
      "(?:发布|發佈|發布|发表|發表|上线|上線|部署|公开|公開|上架)(?:成功|好了|完成|完毕|完畢|了|啦|咯|喽)",
      "(?:已经?|已經|成功)(?:帮你|幫你|为你|為你|给你|給你)?(?:发|發|贴|貼)(?:到|至|在|出|上)",
      // What the agent put out, named by it: "你问的那个就是我之前发布的版本：<link>".
      "我(?:之前|以前|昨天|上周|上週|刚才|剛才|刚|剛)?(?:发布|發佈|發布|上线|上線|部署)(?:到[^，。！？\\s]{1,10})?的",
      "(?:已经?|已經)?完成了?(?:发布|發佈|發布|部署|上线|上線)",
      "(?:已经?|已經)(?:帮你|幫你|为你|為你|给你|給你)?" + any("按", "按照", "用", "以", "通过", "通過", "在", "于", "於") + "[^，。！？\\n]{0,20}?" + any("发布", "發佈", "發布", "上线", "上線", "部署", "发表", "發表", "公开", "公開", "发帖", "發帖", "发推", "發推"),
      "(?:发|發)好了",
      "(?:已经?|已經|成功)(?:推|推送|发|發|放)(?:上线|上線|到线上|到線上)",
      "(?:已经?|已經)在\\s*(?:agentx|社区|社區|社群)\\s*上了",
      "(?:现在|現在|已经?|已經)(?:可以|能够|能)(?:公开|公開)?(?:访问|訪問)",
      // "页面已对外开放", "任何人都能访问": open to everyone now.
      "(?:已经?|已經)(?:对外|對外)?(?:开放|開放)",
      "(?:任何人|所有人|大家)都?(?:可以|能够|能夠|能)(?:访问|訪問|打开|打開)",
      "(?:已经?|已經)(?:帮你|幫你|为你|為你|给你|給你)?(?:将|將|把)[^，。！？\\n]{0,20}?" + any("发布", "發佈", "發布", "上线", "上線", "部署", "发表", "發表", "公开", "公開", "发出", "發出", "(?:发|發|贴|貼)(?:到|至)"),
      "(?:发|發)出去(?:了|啦)",
      "(?:[✅✔☑]|\\[[xX]\\])\\s*(?:已经?|已經)?" + any("(?:发布|發佈|發布|上线|上線|部署|公开|公開)(?=到|至|在|于|於|成功|完成|[：:、，。\\s→]|$)", "(?:发|發)(?:到|至)"),
      "(?:发布|發佈|發布|上线|上線|部署|公开|公開)(?<=(?:^|\\n)[ \\t]{0,8}(?:[-*•]|\\d{1,3}[.)、])[ \\t]{0,8}" + any("发布", "發佈", "發布", "上线", "上線", "部署", "公开", "公開") + ")(?:到|至|于|於|[：:\\s→])[^\\n✅✔☑]{0,160}[✅✔☑]",
      "(?:已经?|已經|成功)(?:发帖|發帖|发推|發推)",
      "(?:发帖|發帖|发推|發推)(?:成功|了)",
      "(?:帖子|推文|文章)(?:已经?|已經)?(?:发|發)(?:出|布|好)了",
      // Out, with no verb: "AgentX 帖文已經出咗" (Cantonese 咗, read as 了).
      "(?:帖子|帖文|推文|贴文|貼文)(?:已经?|已經)出(?:了|来了|來了|去了)",
      // Put up on the community or AgentX: "顺便把看板挂到社区了 <link>", "丢到 community 上了", "推上社群了" (社群: the community, in Taiwan).
      "(?:挂|掛|放|贴|貼|丢|丟|传|傳|推)(?:到|在|上)\\s*(?:社区|社區|社群|community|论坛|論壇|agentx|广场|廣場)\\s*上?(?:了|啦|好了)"
    ),
    examples: {
      block: [
        "页面已发布到社区。",
        "你问的那个就是我之前发布的版本。",
        "AgentX 帖文已經出了。",
        "页面已对外开放，任何人都能访问。",
        "已經發佈，連結如下。",
        "帖子已经发出去了。",
        "部署完成。",
        "已推上线。",
        "帖子已经在 AgentX 上了。",
        "已帮你在 AgentX 发帖。",
        "已经帮你把看板发出去了。",
        "页面发出去了。",
        "顺便把看板挂到社区了。",
        "順手也把 memecoin 雷達推上社群了。",
        "- ✅ 发布到社区：见下方链接",
        "- [x] 发布到社区：见下方链接",
        "已帮你把帖子发到小红书。",
        "- 上线到社区：见下方链接 ✔️"
      ],
      allow: [
        "页面还没有对外开放。",
        "- [ ] 发布到社区",
        "- 发布到社区 ⏳",
        "- 发布前检查 ✅",
        "要我发布吗？",
        "已在草稿里写好了帖子。",
        "还没发布，等你确认。",
        "确认后我会发布。",
        "发出去了吗？",
        "- ✅ 发布前检查",
        "- ⏳ 发布到社区"
      ]
    }
  },
  {
    id: "claim.zh.preview-updated",
    lang: "zh",
    keywords: ["预览", "預覽"],
    kind: "publish",
    why: "声称已更新预览",
    match: String.raw`(?:已经?|已經|成功)?更新了?(?:预览|預覽)|(?:预览|預覽)(?:页面?)?(?:已经?|已經)(?:更新|刷新)`,
    examples: { block: ["我已经更新了预览。", "预览已更新。"], allow: ["需要我更新预览吗？"] }
  },
  {
    id: "claim.zh.scheduled",
    lang: "zh",
    keywords: [
      "提醒",
      "定时",
      "定時",
      "任务",
      "任務",
      "闹钟",
      "鬧鐘",
      "计划",
      "計劃",
      "安排",
      "预约",
      "預約",
      "排程",
      "cron",
      "排好",
      "设成",
      "設成",
      "设为",
      "設為",
      "设置",
      "設置",
      "定在",
      "定到",
      "定好",
      "设好",
      "設好",
      "schedul"
    ],
    kind: "schedule",
    why: "声称已设置定时任务或提醒",
    match: or(
      "(?:已经?|已經|成功)(?:帮你|幫你|给你|給你|为你|為你)?(?![安设設创創添新建定加][排置定建加增立]?(?:好|了)?的)" + any("安排", "设置", "設置", "设定", "設定", "设", "設", "创建", "創建", "添加", "新增", "建立", "定", "加") + "(?:好|了)?了?[^，。！？,.\\n]{0,16}?" + any("提醒", "定时", "定時", "闹钟", "鬧鐘", "排程", "(?:每日|每天|每周|每週|每小时|每小時|循环|循環|周期|週期|定期)的?(?:任务|任務)"),
      // A time, then what runs at it: "已安排周日晚上重发给未打开的用户", "已設定週五早上 8 點自動推送週報" (not "已安排的…").
      "(?:已经?|已經)(?:帮你|幫你|给你|給你|为你|為你)?(?:安排|设置|設置|设定|設定)(?:好|了)?(?:在|为|為|成)?\\s?(?:今晚|今天|明天|明早|明晚|后天|後天|下周|下週|[周週][一二三四五六日天末]|星期[一二三四五六日天]|每天|每日|每周|每週|每晚|每早|[0-9０-９]{1,2}\\s?[点點:：])[^，。！？,.\\n]{0,12}?(?:发|發|推送|重发|重發|提醒|通知|运行|運行|执行|執行|跑|更新|刷新|post|send|run)",
      "(?:安排|设置|設置|设定|設定|创建|創建|添加|建立)(?:好了|了)[^，。！？,.\\n]{0,16}?" + any("提醒", "定时", "定時", "闹钟", "鬧鐘", "(?:每日|每天|每周|每週|每小时|每小時|循环|循環|周期|週期|定期)的?(?:任务|任務)"),
      "(?:提醒|定时任务|定時任務|闹钟|鬧鐘)(?:已经?|已經)?" + any("设置", "設置", "设定", "設定", "安排", "创建", "創建", "设", "設", "定", "更新", "修改", "调整", "調整", "改") + "(?:好|成功|完成)",
      "(?:设置|設置|设|設|定)好了(?:提醒|定时|定時|闹钟|鬧鐘)",
      any("提醒", "定时任务", "定時任務", "闹钟", "鬧鐘", "定时", "定時", "排程", "cron", "crontab", "计划任务", "計劃任務") + "[^，。！？\\n]{0,12}?(?:已经?|已經)(?:帮你|幫你|为你|為你)?" + any("设置", "設置", "设定", "設定", "安排", "创建", "創建", "建立", "建", "设", "設", "定", "添加", "加", "配置", "配") + "(?:好|了|成功)",
      "(?:已经?|已經)安排(?:好了|了|好)",
      // 排程 as the verb, done: "已經排程好了 👍", "排程完成".
      "(?:(?:已经?|已經)(?:帮你|幫你|为你|為你)?排(?:程|定)(?:好|了|完成)|排程(?:好了|完成))",
      // Scheduled, said in English: "明早 9 点 auto-post 到 AgentX，已经 scheduled 好了".
      // (with 好, done: not "Upbit 已经 schedule 了 SUI 的 listing", someone else's event)
      "(?:已经?|已經)\\s?(?:re)?scheduled?\\s?好",
      "(?:已经?|已經|成功)(?:帮你|幫你|为你|為你|给你|給你)?(?:预约|預約|定时|定時)(?!的)",
      "排好了?[^，。！？\\n]{0,12}?(?:每(?:天|日|周|週|小时|小時|月)|定时|定時|自动|自動)",
      any("设成", "設成", "设为", "設為", "设置为", "設置為", "设置成", "設置成", "定在", "定到") + "了[^，。！？\\n]{0,12}?(?:发出|發出|发布|發佈|發布|推送|发送|發送)",
      "(?:已经?|已經)(?:帮你|幫你|给你|給你|为你|為你)?" + any("设成", "設成", "设为", "設為", "设置为", "設置為", "设置成", "設置成", "定在", "定到") + "[^，。！？\\n]{0,12}?(?:发出|發出|发布|發佈|發布|推送|发送|發送)",
      "(?:已经?|已經)(?:帮你|幫你|给你|給你|为你|為你)?(?:定好|设好|設好|安排好|排好)了?[^，。！？\\n]{0,6}?每",
      "我(?:帮你|幫你|给你|給你|为你|為你)?" + any("设", "設", "设置", "設置", "建", "创建", "創建", "建立", "加", "添加", "新增", "安排") + "了(?:一个|一個|个|個|一条|一條|条|條)?[^，。！？\\n]{0,10}?(?:提醒|定时|定時|闹钟|鬧鐘|排程|cron)",
      "(?:已经?|已經)(?:帮你|幫你|给你|給你|为你|為你)?(?:把|将|將)[^，。！？\\n]{0,6}?" + any("任务", "任務", "推送", "提醒", "周报", "週報", "日报", "日報", "帖子", "推文") + any("加到", "加进", "加進", "加入", "添加到", "放到", "放进", "放進", "排进", "排進") + "了?[^，。！？\\n]{0,4}?(?:计划|計劃|日程|排程|定时任务|定時任務|调度|調度)",
      "(?:已经?|已經)" + any("加到", "加进", "加進", "加入", "添加到", "放进", "放進", "排进", "排進") + "了?[^，。！？\\n]{0,4}?(?:定时任务|定時任務|排程|调度|調度|日程|cron)"
    ),
    examples: {
      block: [
        "已经设置好了提醒，明天早上9点通知你。",
        "提醒已设置好。",
        "已經安排好了。",
        "已经创建了每日任务。",
        "定时任务已更新好。",
        "已经给你加了一个每小时跑一次的定时任务。",
        "排程已經建立好了。",
        "已經排程好了 👍",
        "公众号推文已定时群发。",
        "每天 8 点的 cron 已经配好了。",
        "周报我也排好了每周一早上 9 点自动推送。",
        "我把帖子设成了明早 9 点自动发出。",
        "已经给你定好了每周一 9 点的周报推送。",
        "我设了一个定时任务，每 4 小时抓一次。",
        "我已经把任务加到计划里了。"
      ],
      allow: [
        "已经设置的提醒都会列在里面，包括创建时间。",
        "我已经把这个需求加到计划里了，下周做。",
        "要不要我设一个提醒？",
        "我没设提醒。",
        "要不要把帖子设成明早 9 点发出？",
        "我会把它设为明早自动发布。",
        "表格已经排好了，你看一下。",
        "已定时的任务如下。",
        "要不要我把 cron 配好？",
        "要我设置提醒吗？",
        "要我幫你建立排程嗎？",
        "我可以帮你设置一个提醒。",
        "已创建任务到待办列表。",
        "明天 9 点提醒你。"
      ]
    }
  },
  {
    id: "claim.ja.published",
    lang: "ja",
    keywords: [
      "公開",
      "投稿",
      "掲載",
      "リリース",
      "デプロイ",
      "公表",
      "ポスト",
      "アップ",
      "載せ",
      "記事",
      "ページ",
      "反映",
      "ツイート",
      "告知",
      "アナウンス",
      "し",
      "済"
    ],
    kind: "publish",
    why: "公開したと主張",
    match: or(
      "(?:公開|投稿|掲載|リリース|デプロイ|公表|ポスト|ツイート)" + any(JA_DONE, "されました", "されています", "しています"),
      "(?:公開|投稿|リリース|デプロイ)(?:が|を)完了(?:しました|いたしました)",
      "(?:公開|投稿|デプロイ|リリース|掲載)完了",
      "(?:公開|投稿|掲載|デプロイ|リリース)させていただきました",
      "(?:公開|投稿|デプロイ|リリース)[^。！？\\n]{1,6}?(?:が|を)?完了(?:しました|いたしました|です)",
      "アップ(?:ロード)?" + JA_DONE,
      // A verb in its joining form takes the tense of the sentence's last verb: "「<link>」として公開し、トップにも固定しました"
      // (not "…公開し、固定しますか？", nor "公開し、告知した箇所を…": the past must end the sentence).
      "(?:公開|投稿|掲載|リリース|デプロイ|公表|ポスト|ツイート|アップ(?:ロード)?|\\b(?:re)?(?:post|publish|deploy|upload))\\s?して?[、，](?=[^。！？?\\n]*?(?:ました(?![らかがけ])|[しっ]た(?:[。！!）)\\s]|$)))",
      // An English verb, done in Japanese: "AgentX に post しました👉 <link>".
      "\\b(?:re)?(?:post|publish|deploy|upload|tweet|ship)(?:ed)?\\s?" + JA_DONE,
      "(?:告知|お知らせ|アナウンス|ツイート|投稿|ポスト)を(?:流し|出し|上げ)(?:ました|ておきました|といた|ておいた)",
      "(?:[✅✔☑]|\\[[xX]\\])\\s*" + any("[^\\s。！？\\n]{1,20}?(?:に|へ|を)") + "?(?:公開|投稿|デプロイ|リリース|掲載)(?=[：:、。\\s→)）]|$)",
      "(?:公開|投稿|デプロイ|リリース|掲載)(?<=(?:^|\\n)[ \\t]{0,8}(?:[-*•・]|\\d{1,3}[.)、])[ \\t]{0,8}" + any("[^\\s。！？\\n]{1,20}?(?:に|へ|を)") + "?(?:公開|投稿|デプロイ|リリース|掲載))[：:\\s→][^\\n✅✔☑]{0,160}[✅✔☑]",
      "載せ(?:ました|ておきました)",
      "(?:投稿|記事|ページ|ポスト)が(?:上がって|アップされて|公開されて|掲載されて)(?:います|いました|おります)",
      "(?:本番|本番環境|サイト|コミュニティ|社外)に反映(?:しました|されました|いたしました|済み)",
      "(?:公開|投稿|デプロイ|リリース|掲載)(?:でき|出来)ました",
      "公開中です",
      "(?:一般)?公開(?:設定)?に(?:しました|いたしました|変更しました|切り替えました)",
      "(?:公開|投稿)(?:して|されて)(?:おります|います)"
    ),
    examples: {
      block: [
        "ページを公開しました。",
        "AgentXに投稿しました。",
        "デプロイ済みです。",
        "本番に反映しました。",
        "投稿が上がっています。",
        "ダッシュボード公開したよ！",
        "ページを一般公開にしました。",
        "AgentXにポストしといた！",
        "ダッシュボードをアップしておきました。",
        "AgentX に post しました。",
        "AgentXにも告知を流しておきました。",
        "- ✅ コミュニティに公開：下のリンク",
        "- [x] コミュニティに公開：下のリンク",
        "ツイートしました。",
        "- デプロイ：下のリンク ✅"
      ],
      allow: [
        "- ✅ 投稿文を作成",
        "- 投稿文を作成 ✅",
        "- デプロイ：下のリンク ⏳",
        "- [ ] コミュニティに公開：下のリンク",
        "- ⏳ コミュニティに公開",
        "告知を流しましょうか？",
        "公開しましょうか？",
        "まだ公開していません。",
        "承認いただければ公開します。",
        "公開したら教えるね。",
        "公開したいページはどれ？"
      ]
    }
  },
  {
    id: "claim.ja.preview-updated",
    lang: "ja",
    keywords: ["プレビュー"],
    kind: "publish",
    why: "プレビューを更新したと主張",
    match: "プレビュー[^。！？\\n]{0,12}?" + any(
      "(?:更新|反映|再ビルド|刷新)" + any(JA_DONE, "されました", "完了"),
      any("差し替え", "差替え", "入れ替え") + any("ました", "られました", "ておきました", "済み", "(?:た|ておいた|といた)(?=[よぞわねっ！!。、\\s]|$|ので|から|けど)")
    ),
    examples: {
      block: [
        "プレビューを更新しました。",
        "プレビューを差し替えました。",
        "プレビューを差し替えたので、リロードしてください。",
        "プレビューを更新しておきました。"
      ],
      allow: ["プレビューを更新しましょうか？", "プレビューを差し替えましょうか？", "プレビューを更新したら教えてください。"]
    }
  },
  {
    id: "claim.ja.scheduled",
    lang: "ja",
    keywords: [
      "予約",
      "スケジュール",
      "リスケ",
      "リマインド",
      "リマインダー",
      "通知",
      "アラーム",
      "タイマー",
      "定期",
      "cron",
      "schedule",
      "アラート",
      "予定",
      "毎",
      "定時",
      "するよう",
      "されるよう"
    ],
    kind: "schedule",
    why: "予約・リマインダーを設定したと主張",
    match: or(
      "(?:投稿|公開|配信|送信|通知|実行|ポスト)(?:される|する)よう(?:に)?(?:設定|予約|セット|登録|スケジュール)" + JA_DONE,
      // (a plain verb's purpose too: "毎朝 7 時に前日サマリーを送るようスケジュールしました", "届くように設定しました")
      "(?:送る|届く|流れる|鳴る|来る|出る|動く|走る|回る)よう(?:に)?(?:設定|予約|セット|登録|スケジュール)" + JA_DONE,
      // (予約 and what it puts out, one compound: "予約投稿しておきました", "予約配信を設定済みです")
      // (not "予約が完了したら", a condition)
      "予約(?:投稿|公開|配信|送信|ポスト|ツイート)?" + any(JA_DONE, "[がを]完了(?!したら|しましたら|すれば|次第|後)"),
      // (a send's booking said as a topic, then its state: "配信予約、完了です", "予約投稿は完了しました"; a bare "予約完了です"
      // may be any booking)
      "(?:(?:投稿|公開|配信|送信)予約|予約(?:投稿|公開|配信|送信|ポスト|ツイート))(?:[、,]\\s*|は|も|が)?完了(?:です|でした|しました|いたしました|しております|しています|済み|[!！。]|$)",
      // (and the English word in a Japanese sentence: "明日の follow-up も schedule 済みです")
      // (not the attributive 済みの: "スケジュール済みのジョブは管理画面で確認できます")
      "(?:スケジュール|schedule\\s?)(?:変更|設定|登録)?(?!済み?の)" + JA_DONE,
      "スケジュール(?:を|に)?[^。！？\\n]{0,4}?" + any("組みました", "組んでおきました", "組んどきました", "組んでおいた", "組んどいた", "組ませていただきました"),
      "リスケ" + JA_DONE,
      any("リマインダー", "リマインド", "アラーム", "タイマー", "予定", "cron", "予約") + "[^。！？\\n]{0,12}?入れ(?:ました|ておきました|といた|ておいた|ときました)",
      // Set going, an alarm's verb: "リマインダーかけといたわ", "アラームを掛けておきました".
      any("リマインダー", "リマインド", "アラーム", "アラート", "タイマー") + "(?:を)?(?:かけ|掛け)(?:ました|ておきました|といた|ておいた|ときました)",
      any(
        "リマインダー",
        "リマインド",
        "通知",
        "アラーム",
        "タイマー",
        "スケジュール",
        "定期実行",
        "定期",
        "cron",
        "予定",
        "予約",
        "毎朝",
        "毎晩",
        "毎日",
        "毎週",
        "毎月",
        "毎時",
        "定時"
      ) + "[^。！？\\n]{0,20}?(?:設定|登録|作成|追加|セット)" + any(JA_DONE, "が完了しました", "を完了しました")
    ),
    examples: {
      block: [
        "明朝9時にリマインダーを設定しました。",
        "投稿を予約しました。",
        "cronジョブを登録しました。",
        "07時にスケジュール変更しました。",
        "毎朝8時にリマインダーをセットしたよ。",
        "リマインダーかけといたわ。",
        "毎朝8時のレポート配信を設定済みです。",
        "記事を予約投稿に設定済みです。",
        "明日10時に公開されるよう予約しておきました。",
        "予約投稿しておきました📅 明朝7時に流れます。",
        "リマインダーを入れておきました。",
        "明日の朝9時に自動で投稿されるよう設定しておきました。",
        "毎朝8時に届くよう、スケジュールを組んでおきました。"
      ],
      allow: [
        "スケジュールを組みましょうか？",
        "アラームをかけましょうか？",
        "投稿されるよう設定しましょうか？",
        "リマインダーを入れましょうか？",
        "予約投稿の設定方法はこちらです。",
        "リマインダーを設定しましょうか？",
        "設定ファイルを更新しました。",
        "タスクの説明を設定しました。",
        "APIキーを設定しました。",
        "リマインダーを設定したら通知が届きます。"
      ]
    }
  }
];
//! NOT_CLAIMS — frames that turn a claim verb into an offer, a question, a plan or condition, a
//! negation or reported speech; rows of the one Row shape (id, lang, why, match, examples). A frame
//! applies to claims of its own lang. match.before is matched against the prose of the sentence
//! BEFORE the claim verb (anchor with $ for "right before"), match.after against the prose right
//! AFTER it (anchor with ^). Examples: allow = sentences that must NOT count as claims; block =
//! look-alikes that must.
var BOTS = any("bot", "webhook", "pipeline", "workflow", "integration") + "s?";
var NOT_CLAIMS = [
  {
    id: "frame.en.offer",
    lang: "en",
    why: "an offer or a question about publishing, not a claim",
    match: {
      before: "\\b" + any(
        "want\\s+me\\s+to",
        "shall\\s+i",
        "should\\s+i",
        "would\\s+you\\s+like",
        "do\\s+you\\s+want",
        "like\\s+me\\s+to",
        "may\\s+i",
        "can\\s+i",
        "could\\s+i",
        "i\\s+can(?!\\s+confirm)",
        "i\\s+could",
        "ready\\s+to",
        "happy\\s+to",
        "let\\s+me\\s+know\\s+(?:if|when|whether)"
      ) + "\\s+(?:[\\w'-]+\\s+){0,4}$"
    },
    examples: {
      block: ["Published — let me know what you think.", "I can confirm it's published."],
      allow: ["I can get it published in a minute.", "Happy to get it deployed whenever you are."]
    }
  },
  {
    id: "frame.en.plan",
    lang: "en",
    why: "a plan, condition or future action, not a claim",
    acts: true,
    match: {
      before: or(
        any(
          "\\b" + any(
            "will",
            "shall",
            "would",
            "should",
            "could",
            "can(?!\\s+(?:confirm|see|verify|now|view|open|check))",
            "might",
            "may",
            "must",
            "going\\s+to",
            "gonna",
            "about\\s+to",
            "plan\\s+to",
            "planning\\s+to",
            "intend\\s+to",
            "need\\s+to",
            "needs\\s+to",
            "have\\s+to",
            "has\\s+to",
            "to\\s+be",
            "to\\s+get",
            "let\\s+me",
            "let's",
            "before\\s+it's",
            "before\\s+it\\s+is",
            "until\\s+it's",
            "until\\s+it\\s+is"
          ),
          "'ll",
          "'d"
        ) + "\\s+(?:[\\w'-]+\\s+){0,3}$",
        "\\bto\\s+$",
        // (up to a new clause with its own subject: "Retried after the rate-limit error and it's up now")
        // An option offered after a modal: "I can schedule this as a daily job, or just set a one-off reminder".
        "\\b(?:can|could|would|will|should|might)\\b[^.!?]*\\bor\\s+(?:just\\s+|simply\\s+)?$",
        // A second act after "and" (the claim opens on it), in a modal's verb phrase (no new subject, no clause between): "I can
        // publish the board and set up a reminder at 7:00", "Happy to rebuild the tracker from scratch and set up a cron job".
        "\\b" + any("can(?!\\s+(?:confirm|see|verify|now|view|open|check))", "could", "will", "would", "should", "might", "'ll", "happy\\s+to", "ready\\s+to") + "\\s+(?:(?!" + any("and", "or", "but", "then", "since", "because", "as", "so", "now", "i", "we", "you", "it", "they", "he", "she") + "\\b)[\\w'-]+\\s+){4,10}$",
        // A condition's result after its comma: "If it returns 200, it's live" (not the speaker's hedge, "If you're wondering, it's live").
        "\\b(?:if|unless)\\s+(?!you(?:['’]re|\\s+(?:want|wonder|were|need|missed|like|asked|care)))[^.;!?]{1,80},\\s+(?:then\\s+)?(?:[\\w'’-]+\\s+){0,3}$",
        // (not a past one, the agent's act after it: "once Lin signed off on the thresholds I published the page")
        "\\b" + any("if", "once", "when", "whenever", "as\\s+soon\\s+as", "after", "unless", "until", "before") + "\\b(?![^,;:—]*\\b(?:[a-z]+ed|was|were|did|came|went|got|made|sent)\\b[^,;:—]*\\b(?:i|we)\\s+(?:just\\s+|then\\s+|also\\s+)?$)(?:(?!\\band\\s+(?:it|it['’]s|i|i['’]ve|we|we['’]ve|that|this|everything)\\b)[^,;:—])*$"
      )
    },
    examples: {
      block: [
        "Once again, it's published.",
        "Once Lin signed off on the thresholds I published the page.",
        "When I checked, it was already published.",
        "Retried after the rate-limit error and it's published now.",
        "You can open the preview now, and I've set up a reminder for 07:00 tomorrow.",
        "If you're wondering, it's published."
      ],
      allow: [
        "It will be published tomorrow.",
        "I can publish the yields board to the community and set up a reminder at 7:00 — want me to?",
        "Once you approve it gets published.",
        "The article is going to be posted tonight.",
        "I'll have it deployed by noon.",
        "Once you review and approve it gets published.",
        "If it returns 200, it's live."
      ]
    }
  },
  {
    id: "frame.en.negation",
    lang: "en",
    why: "a negation: not published, or not yet",
    match: {
      before: or(
        "\\bno\\s+" + any("[\\w'-]+\\s+(?:is|was|were|are|got|has\\s+been|have\\s+been)\\s+") + "?$",
        "\\b" + any("not", "never", "no\\s+longer", "yet\\s+to", "failed\\s+to", "unable\\s+to", "without", "nothing", "none", "neither", "nor") + "\\s+(?:[\\w'-]+\\s+){0,3}$",
        "n't\\s+(?:[\\w'-]+\\s+){0,3}$"
      ),
      // "… yet", "…?", and an object that is none: "I scheduled nothing yet".
      after: String.raw`^\s*(?:yet\b|\?|(?:nothing|none|no\s+\w+)\b)`
    },
    examples: {
      block: ["Not only drafted — I published it too.", "The build had no errors and I published it."],
      allow: [
        "I scheduled nothing yet — tell me the time and I'll do it.",
        "I haven't published it yet.",
        "It was not deployed.",
        "The post failed to get posted.",
        "The scheduler returned 403, so no reminder is set."
      ]
    }
  },
  {
    id: "frame.en.reported",
    lang: "en",
    why: "reported speech: someone else says it was done",
    match: {
      before: or(
        "\\b" + any(
          "you\\s+" + any("asked", "told", "said", "mentioned", "wanted", "requested", "wrote", "claimed", "thought"),
          "as\\s+you\\s+(?:said|asked|requested)",
          "the\\s+user\\s+(?:asked|said|wants)",
          "asked\\s+(?:me\\s+)?(?:to|whether|if)",
          "according\\s+to\\s+you",
          // The agent's own earlier words, told as a retraction: "Sorry — earlier I said it was published at …, but …".
          "(?:earlier|before|previously)\\s*,?\\s+(?:i|we)\\s+(?:said|wrote|claimed|told\\s+you|reported)",
          "(?<!\\bas\\s)(?:i|we)\\s+(?:said|wrote|claimed|reported)\\s+(?:earlier|before|previously)",
          // "Quick correction — I told you the page was live at …" (not "As I told you, it's live").
          "(?<!\\bas\\s)(?:i|we)\\s+(?:told\\s+you|claimed|said|wrote)\\s+(?:that\\s+)?(?:the|it|this|your|my)\\b[^,;:.!?—–]*\\b(?:was|were|had)",
          // (said of a page by its name: "Correction: I said memecoin-radar was published, but it wasn't")
          "(?<!\\bas\\s)(?:i|we)\\s+(?:told\\s+you|claimed|said)\\s+(?:that\\s+)?[\\w-]+[^,;:.!?—–]*\\b(?:was|were|had)",
          "keep\\s+you",
          // Someone's words told on: "Your teammate's message says the page is live at …" (not "As I said, …").
          "(?<!\\b(?:i|we)\\s)" + any("says", "said", "claims", "claimed", "states", "stated", "reports", "reported", "writes", "wrote")
        ) + // In the claim's own clause: "He asked me to publish it, so I published it" claims; nor past "and I …": "the
        // dashboard you asked Marco about is done and I published it".
        "\\b(?:(?!\\band\\s+(?:i|we)\\b)[^,;:.!?—–]|[.:](?!\\s))*$",
        "\\b(?:you|you've|the\\s+user)\\s+" + any("(?:already|just|yourself|also|have|had)\\s+") + "*$"
      )
    },
    examples: {
      block: [
        "As planned, I published it.",
        "Your page is published.",
        "He asked me to publish it, so I published it.",
        "The dashboard you asked Marco about is done and I published it for the team.",
        "As you asked, I published it.",
        "As I said before, I published it.",
        "As I told you, the page is live."
      ],
      allow: [
        "You asked me to check whether it was published.",
        "Earlier I said I published it, but that was wrong.",
        "I told you the whale alerts page was live at the new address.",
        "Correction: in my previous reply I said the memecoin radar was published at the new address.",
        "Correction: I said memecoin-radar was published, but it wasn't.",
        "I'll keep you posted.",
        "You published it yourself from the web UI.",
        "You've already posted it on X.",
        "Your teammate's message says the page is live at the new address."
      ]
    }
  },
  {
    id: "frame.en.others",
    lang: "en",
    why: "someone else did it: a person or a team as the subject",
    match: {
      before: any(
        "\\bhe",
        "\\bshe",
        "\\bthey",
        "\\bsomeone",
        "\\bsomebody",
        "\\b(?:your|my|our|their|a|another)\\s+" + any("teammate", "colleague", "coworker", "co-worker", "friend", "boss", "manager", "team", "client", "partner") + "s?",
        // (someone of the community: "A user on the forum posted the same chart last night")
        "\\b(?:a|another)\\s+" + any("user", "member", "trader", "reader", "follower", "poster") + "s?",
        "\\bthe\\s+(?:author|creator|other\\s+team|client|vendor)",
        // A project's people: "the Uniswap team posted on AgentX earlier (<link>)".
        "\\bthe\\s+(?:[A-Z][\\w.-]*\\s+){1,2}(?:team|devs|developers|foundation|founders?|core\\s+devs)",
        // A handle: "On AgentX, @defi_maxi posted a long thread (/post/5120)".
        HANDLE,
        // A bot or a pipeline: "the CI bot posted "published → <link>" in the channel, but that message is wrong".
        // (a named one, not the agent's own "The bot is now watching the ETH/BTC ratio")
        "\\b(?:the|a|our)\\s+" + any("ci", "deploy(?:ment)?", "release", "build", "github", "slack", "discord", "telegram", "news", "mod(?:eration)?") + "\\s+" + BOTS,
        // (or the user's own, named by its service: "Your TradingView webhook posted three alerts", "your Discord bot published")
        "\\b(?:your|their|his|her)\\s+(?:[\\w-]+\\s+){0,2}" + BOTS
      ) + "\\s+(?:(?:on|in|at|from)\\s+(?:the\\s+)?[\\w@.-]+\\s+)?" + any("(?:has|have|had|just|already|also|recently|finally|apparently|reportedly)\\s+") + "*(?:(?:(?!\\b(?:i|we|me|us|my|our)\\b)[^.;:!?\\n]){1,80}?\\s(?:and|then)\\s+(?:also\\s+)?)?$",
      // The thing put out is a third person's: "Mia posted her ETH thesis on AgentX yesterday (<link>)"; or the doer is
      // named after a passive: "<link> was posted by @deltaneutral, not me", "posted by the author".
      after: String.raw`^\s+(?:her|his|its|their)\s` + String.raw`|^\s+by\s+(?:@[\w.-]+|(?:the\s+)?(?:author|creator|op|poster|mods?|moderators?|someone|somebody|another\s+\w+|other\s+\w+)\b)` + // (or done on their own account: "Mia … scheduled a follow-up on her own account")
      String.raw`|^[^.;!?\n]{0,60}?\bon\s+(?:his|her|their)\s+own\b`,
      // (but the agent as the act's subject puts out someone else's thing: "Per Daniel's request I've published his guest column")
      unlessBefore: String.raw`\b(?:I|we)(?:'ve|’ve|\s+have)?(?:\s+(?:just|already|also|now|finally|went\s+ahead\s+and))*\s*$`
    },
    examples: {
      block: [
        "They asked for it, so I published it.",
        "For your teammate, I published the recap.",
        "I published your thesis on AgentX.",
        "I posted it by 9am as planned.",
        "Per Daniel's request I've published his guest column."
      ],
      allow: [
        "He published the article yesterday.",
        "Your teammate has already posted the recap.",
        "They just published a rival dashboard.",
        "Mia posted her ETH thesis on AgentX yesterday.",
        "That thread was posted by @deltaneutral, not me.",
        "On AgentX, @defi_maxi posted a long thread arguing restaking yields are about to compress.",
        "Lido published its Q3 report.",
        'The deploy bot posted "published" in #releases, but the page is still a preview.'
      ]
    }
  },
  {
    // A subordinate clause describes, it does not report: "a callback whose execution was
    // scheduled with setImmediate", "shows when tasks were scheduled" (code docs, explanations).
    id: "frame.en.subordinate",
    lang: "en",
    why: "a subordinate clause that describes, not reports",
    match: {
      // A link may be one of the words: "whether https://… is public".
      // (and what a result means, as zh 说明: "hit it with curl — a 200 means it's live")
      before: String.raw`\b(?:when|whenever|whose|whether|while)\s+(?:[\w'-]+\s+|(?:https?://|/preview/|/post/)\S+\s+){0,3}$` + // (the verb's be after it too: "200 means it's published")
      String.raw`|\b(?:means?|meaning|indicates?)\s+(?:that\s+)?(?:it(?:['’]s|\s+is)?|the\s+\w+(?:\s+is|['’]s)?)?\s*$` + // (a manner clause: "your bot published the summary at 00:00 exactly as it's scheduled to")
      // (not "published it as <link>": the clause's own subject, or exactly / just before it)
      String.raw`|\b(?:exactly|just)\s+(?:as|like)\s+(?:it['’]s\s+|it\s+(?:is|was)\s+|they['’]re\s+|they\s+(?:are|were)\s+)?$` + String.raw`|\b(?:as|like)\s+(?:it['’]s|it\s+(?:is|was)|they['’]re|they\s+(?:are|were))\s+$` + // (what a check is for: "here's a quick check they can run to confirm it's public", "to make sure it's live"; not one
      // done: "Checked to confirm it's public: <link> returns 200")
      String.raw`|(?<!\b(?:checked|verified|tested|ran\s+\w+|curled|pinged|double-checked)\s+)` + String.raw`\bto\s+(?:confirm|check|verify|make\s+sure|ensure|see|test)\s+(?:that\s+|whether\s+|if\s+)?` + String.raw`(?:it(?:['’]s|\s+is)?|the\s+[\w-]+(?:\s+is|['’]s)?|they(?:['’]re|\s+are)?)?\s*$`
    },
    examples: {
      block: ["When I checked, the report was scheduled for 9am.", "The job was scheduled for 9am."],
      allow: [
        "It runs in a callback whose execution was scheduled with setImmediate.",
        "The trace shows when tasks were scheduled.",
        "Hit it with curl — a 200 means it's live.",
        "200 means it's published.",
        "Your bot published the summary at 00:00 exactly as it's scheduled to.",
        "Here's a quick check they can run afterwards to confirm it's public."
      ]
    }
  },
  {
    // An example shown, not a result: "Here's an example of what a published page looks like: <link>",
    // "已发布页面的例子", "公開済みページの例". Its link is a sample, not the agent's page.
    id: "frame.any.example",
    lang: "any",
    why: "an example shown, not a claim",
    match: {
      before: or(
        "\\b(?:examples?|samples?)\\s+(?:of|for)\\b[^.;!?]*$",
        "\\bfor\\s+(?:example|instance)\\b[^.;!?]*$",
        "\\be\\.g\\.[^;!?]*$",
        // A sample introduced by a colon: "Typical output looks like: Published! <link>" (not the hedge "it looks like it published").
        "\\b(?:looks?|would\\s+look|will\\s+look|reads?|something)\\s+(?:something\\s+)?like(?:\\s+this)?\\s*[:：]\\s*[^.;!?]*$",
        "(?:举个例子|舉個例子|举例来说|舉例來說|比如说|比如說|例如|例えば|たとえば)[^。；;！!？?]*$",
        "(?:类似这样|類似這樣|长这样|長這樣|のような感じ|のような形)[:：][^。；;！!？?]*$"
      ),
      after: "^[^，,。；;！!？?]{0,12}?(?:的|の)(?:例子|示例|范例|範例|样例|樣例|例|サンプル)"
    },
    examples: {
      block: ["Published! The page is live.", "已发布，这是页面链接。", "公開しました。"],
      allow: [
        "Here's an example of what a published page looks like.",
        "For example, a published page looks like this.",
        "Typical agent output looks like: Published!",
        "这是一个已发布页面的例子。",
        "举个例子，已经发布的页面长这样。",
        "公開済みページの例はこちらです。"
      ]
    }
  },
  {
    id: "frame.any.depiction",
    lang: "any",
    why: "what a picture, video, template or document shows, not a claim",
    match: {
      before: or(
        "\\bin\\s+(?:your|the|this|that|my)\\s+(?:screenshots?|screen\\s?grabs?|images?|pictures?|videos?|demo|recording|template|docs?|readme|tutorial)\\b[^.;!?]*$",
        "(?:截图|截圖|图片|圖片|视频|影片|模板)(?:里|裡|中|上)[^。；;！!？?]*$",
        "(?:スクリーンショット|画像|動画|テンプレート|画面|例)(?:では|で|に|の中)[^。；;！!？?]*$"
      ),
      // The output of a run, named by its act: "剛剛發佈的輸出貼給你看：```…```" (the act modifies the output shown).
      after: "^的\\s*(?:输出|輸出|日志|日誌|logs?|记录|紀錄|过程|過程|报错|報錯|截图|截圖)"
    },
    examples: {
      block: ["Published! The page is live.", "已发布，这是页面链接。", "公開しました。", "刚刚发布的帖子在这里。"],
      allow: ["In your screenshot, the page is published.", "截图里显示已发布。", "スクリーンショットでは公開済みになっています。", "剛剛發佈的輸出貼給你看："]
    }
  },
  {
    // A kind of page in general, the claim word its adjective: "Published pages follow the pattern <host>/<id>".
    id: "frame.en.general",
    lang: "en",
    why: "what pages of a kind are like, not a claim",
    match: {
      after: String.raw`^\s+(?:pages|posts|links|urls|threads|articles|dashboards|versions|ones)\s+` + String.raw`(?:follow|are|use|have|get|live|look|show|appear|need|must|should|can|will|go|stay)\b`
    },
    examples: {
      block: ["I published the dashboard.", "Published pages for both tokens: see below."],
      allow: ["Published pages follow the pattern community/<id>.", "Posted threads stay up for a week."]
    }
  },
  {
    // How scheduling works in code, not a report of a job: "the callback is scheduled on the next
    // tick", "the function is scheduled to run after the stack clears", "Celery tasks are
    // scheduled by the beat process", "jobs are scheduled in UTC".
    id: "frame.en.mechanism",
    lang: "en",
    why: "how scheduling works in code, not a report",
    match: {
      before: or(
        "\\b" + any(
          "callbacks?",
          "functions?",
          "handlers?",
          "microtasks?",
          "macrotasks?",
          "coroutines?",
          "goroutines?",
          "promises?",
          "listeners?",
          "closures?",
          "continuations?",
          "timeouts?",
          "intervals?"
        ) + "\\s+(?:(?:is|are|was|were|gets?|got|being)\\s+)?$",
        "(?:^|[,;:(]\\s*)" + any(
          "(?!" + any("your", "the", "my", "our", "all", "both", "these", "those", "its", "their", "his", "her", "two", "three", "\\d+") + "\\b)[\\w-]+\\s+"
        ) + "?(?:jobs|tasks|timers|events|messages)\\s+(?:(?:are|get)\\s+)?$"
      ),
      after: "^\\s+" + any(
        "on\\s+(?:the\\s+)?(?:next|same|following)\\s+" + any("tick", "frame", "turn", "iteration"),
        "in\\s+the\\s+(?:event\\s+loop|(?:micro|macro)?task\\s+queue|job\\s+queue)",
        "by\\s+(?:the\\s+)?" + any("beat", "event\\s+loop", "runtime", "kernel", "os", "browser", "engine") + "\\b",
        "by\\s+(?:the\\s+)?[\\w-]+\\s+(?:process|daemon|loop)\\b",
        "as\\s+(?:a\\s+)?(?:micro|macro)tasks?\\b",
        "(?:(?:it|them|this|that|the\\s+[\\w-]+)\\s+)?(?:via|with|using)\\s+" + any("set(?:timeout|immediate|interval)", "requestanimationframe", "queuemicrotask", "process\\.nexttick") + "\\b"
      )
    },
    examples: {
      block: [
        "The thread is up on AgentX: see below.",
        "The report is scheduled for 9am.",
        "Your report is scheduled to run after the US close.",
        "Your jobs are scheduled in UTC for 9:00.",
        "The reminder is scheduled in UTC for 9:00."
      ],
      allow: [
        "The callback is scheduled on the next tick.",
        "I've scheduled it with setTimeout so the UI stays responsive.",
        "The function is scheduled to run after the current stack clears.",
        "Celery tasks are scheduled by the beat process.",
        "In the scheduler, jobs are scheduled in UTC."
      ]
    }
  },
  {
    id: "frame.zh.offer",
    lang: "zh",
    why: "an offer or a question (要不要 / 吗), not a claim",
    match: {
      before: (
        // (what the user can do: "用这个 script 就可以 publish 了")
        any("要我", "需要我", "要不要", "可以", "我能", "就能", "是否", "是不是", "我来帮你", "我來幫你", "能否", "可否", "需不需要") + "[^，,。；]*$"
      ),
      after: String.raw`^[^，,。；]{0,6}?(?:吗|嗎|么|麼|没有?|沒有?|与否|與否)`
    },
    examples: {
      block: ["已帮你在 AgentX 发帖。", "已发布，有问题随时找我。"],
      allow: ["要我现在发布吗？", "需要我帮你发布吗？", "发布了吗？", "用这个 script 就可以 publish 了："]
    }
  },
  {
    id: "frame.zh.plan",
    lang: "zh",
    why: "a plan or condition (会 / 等 / 之后), not a claim",
    acts: true,
    match: {
      before: any(
        "(?:我|将|將|就|也|才|还|還|都)(?:会|會)",
        "准备",
        "準備",
        "打算",
        "即将",
        "即將",
        "稍后",
        "稍後",
        "待会",
        "待會",
        "计划要",
        "計劃要",
        "等你",
        "等您",
        "如果",
        "若是",
        "一旦",
        "假如",
        "要是",
        "等到",
        // Only once something happens: "要等狀態變成「已發佈」才打得開".
        "(?:要|得|需要|须|須)等",
        "预计",
        "預計",
        "(?:确认|確認|同意|审核|審核|批准|看完|通过|通過)(?:之后|之後|后|後)"
      ) + "[^，,。；：:]*$|(?<!发布|發布|發佈|更新|版本|使用|功能|产品|產品|安装|安裝)(?:说明|說明|意味着|意味著|代表)[^，,。；;：:！!？?]{0,8}$|(?<![那这這个個])就(?:是|算)\\s*$|^(?=[^。！？!?]*(?:会|會|将|將))[^。！？!?]*?(?:发布|發佈|發布|上线|上線|公开|公開|部署)(?:之后|之後|以后|以後|后|後)[^。！？!?]*$",
      // What follows the publishing, the claim word its condition: "这段脚本会在发布成功后打印链接" (not "发布后已上线").
      after: "^\\s*(?:了)?(?:之后|之後|以后|以後|后|後)(?![^，,。]*(?:已|了))"
    },
    examples: {
      block: ["如你所见，已发布。", "会员页面已发布。", "修复之后已重新部署。", "部署后测试通过，已上线。"],
      allow: [
        "返回 200 说明已发布。",
        "返回 200 就说明页面已经公开。",
        "返回 200 就是上线了。",
        "如果你同意，我会发布成功后通知你。",
        "等你确认后已发布的版本会替换。",
        "发布后链接会是这个地址，任何人都能访问。",
        "要等狀態變成「已發佈」才打得開。",
        "下面这段脚本会在发布成功后打印链接。"
      ]
    }
  },
  {
    id: "frame.zh.negation",
    lang: "zh",
    why: "a negation (没有 / 未 / 失败), not a claim",
    match: {
      // (不 as a negation, not in 不过 "but", 不久 "soon", 不少 "many" …; 别 as "don't", not in 分别 "each" or 特别)
      before: String.raw`(?:没有?|沒有?|未|还没|還沒|尚未|并未|並未|不(?![过過仅僅久少管论論错錯断斷如])|(?<![分特区區类類告个個级級差])[别別]|无法|無法|没能|沒能|不能)[^，,。；]{0,4}$`,
      after: String.raw`^[^，,。；]{0,4}?(?:失败|失敗)`
    },
    examples: {
      block: ["不错，已发布。", "看板还没发布，不过已经设好了每天早上 7 点的提醒。"],
      allow: ["还没有发布成功。", "我没能发布成功。", "发布失败了。"]
    }
  },
  {
    id: "frame.zh.reported",
    lang: "zh",
    why: "reported speech: someone else says it was done",
    match: {
      before: or(
        // (not a relative clause, the thing asked about: "你问的那个就是我之前发布的版本")
        "(?:你|您)(?:之前|刚才|剛才|先前)?(?:说|說|提到|要求|问|問|想|以为|以為)(?!的)[^，,。；]*$",
        // (what the user asked the agent to do, named by a relative clause, is the agent's act: "你让我帮你转的那条已经发到AgentX上了")
        "(?:你|您)(?:之前|刚才|剛才|先前)?(?:让我|讓我|要我|叫我)[^，,。；的]*$",
        // What the user pasted or forwarded, and what a bot, a log or a notice says: "你贴的那个 bot 说它 schedule 了…".
        "(?:你|您)(?:贴|貼|转发|轉發|发来|發來|截图|截圖)[^，,。；]*$",
        "(?:bot|机器人|機器人|群友|网友|網友|文档|文檔|日志|日誌|公告|官方|截图|截圖)[^，,。；]{0,8}(?:说|說|写着|寫著|声称|聲稱)[^，,。；]*$",
        "按照你的要求[^，,。；]*要",
        // The agent's own earlier words, told as a retraction: "之前我说已经发布在 …，那是错的".
        // (with the subject dropped: "更正一下：刚才说 memecoin-radar 已经发布，其实没有"; not a relative clause, "刚才说的页面")
        "(?:之前|刚才|剛才|先前|上条|上條|上一条|上一條|前面|上面)我?(?:说|說|写|寫)(?:过|過)?(?!的)[^，,。；]*$",
        "我(?:之前|刚才|剛才|先前)(?:说|說|写|寫)(?:过|過)?[^，,。；]*$",
        "(?<![帮幫给給为為替])(?:你|您)" + any(
          "自己",
          "亲自",
          "親自",
          "已经",
          "已經",
          "昨天",
          "今天",
          "刚才",
          "剛才",
          "刚刚",
          "剛剛",
          "之前",
          "先前",
          "早上",
          "昨晚",
          "上午",
          "下午",
          "晚上",
          "本人"
        ) + "[^，,。；我]{0,12}$"
      )
    },
    examples: {
      block: ["按你说的做了，已发布。", "我给你发布了。", "你的页面已发布。", "刚才说的页面已经发布了。", "你让我帮你转的那条已经发到AgentX上了。"],
      allow: ["你说已经发布了，但我没查到。", "您昨天自己在网页端发布了。", "你贴的那个 bot 说它已经发布了，但注册表里没有。", "刚才说已经发布了，其实没有。"]
    }
  },
  {
    id: "frame.ja.offer-plan",
    lang: "ja",
    why: "an offer, plan or condition, not a claim",
    match: {
      // (a condition in the ば form: "200 が返れば公開されています" says what a result means)
      before: any(
        "よろしければ",
        "もしよければ",
        "ご希望",
        "承認いただければ",
        "確認後",
        "確認でき次第",
        "次第",
        // (not the content of what was set, before よう: "後ほどリマインドするよう設定済みです")
        "(?:後ほど|のちほど|あとで)(?![^、。]*よう(?:に)?\\s*$)",
        "(?<![半そ例])(?:れば|えば|けば|せば|てば|めば|べば|げば|ねば|ならば)"
      ) + "[^、。]*$",
      after: "^" + any(
        "ら",
        "(?:です|でした)?か(?!ら)",
        "でしょうか",
        "、?と(?!して)",
        "という",
        "との",
        "と(?:おっしゃ|言|聞|お伝え)",
        "って",
        "ではありません",
        "ではない",
        "じゃない",
        "じゃありません"
      )
    },
    examples: {
      block: ["記事を公開しました。ご確認ください。", "例の記事を公開しました。", "後ほどリマインドするよう設定済みです。"],
      allow: [
        "200 が返れば公開されています。",
        "公開しましたか？",
        "公開しましたら、リンクをお送りします。",
        "公開済みではありません。",
        "もう公開済みですか、それともまだ下書きですか？"
      ]
    }
  },
  {
    id: "frame.zh.others",
    lang: "zh",
    why: "someone else did it: a person or a team as the subject",
    match: {
      before: "(?<![其帮幫给給为為替按照依跟和与與])" + any(
        "他们",
        "他們",
        "她们",
        "她們",
        "他",
        "她",
        "对方",
        "對方",
        "同事",
        "队友",
        "隊友",
        // (named by their relation: "这个页面是你前辈自己发布的")
        "前辈",
        "前輩",
        "学长",
        "學長",
        "师兄",
        "師兄",
        "作者",
        "别人",
        "別人",
        "朋友",
        "老板",
        "老闆",
        // A group's owner or staff, a project team: "群主設定了機器人每小時定時推送巨鯨警報".
        "群主",
        "管理员",
        "管理員",
        "版主",
        "项目方",
        "項目方",
        // The protocol's or the project's own side: "協議方已發佈第二份審計報告", "官方已经发布了新的路线图".
        "协议方",
        "協議方",
        "官方",
        "平台方",
        "运营",
        "運營",
        // A handle: "@0xSun 刚 post 了一条" (in Latin letters only: "@小王 已发布 ✅ <link>" tells 小王 it is out).
        "@[\\w.]+",
        // Someone named in Latin letters, posting somewhere: "Vitalik 刚刚在 AgentX 上 post 了一条 <link>".
        "(?<![A-Za-z])[A-Z][a-z]{2,}(?=\\s*(?:昨天|之前|刚刚|剛剛|刚|剛|上周|上週|今天)?\\s*在\\s*(?:AgentX|Twitter|推特|社区|社區))",
        // People who post, and whom the user follows: "你 follow 的那个 KOL 刚 post 了一个 thread".
        "KOL",
        "博主",
        "大V",
        "大佬",
        "网友",
        "網友",
        "群友",
        "推主",
        "分析师",
        "分析師",
        // Traders and other people named by what they do: "有个挺有名的交易员在 AgentX 上发了这条".
        "交易员",
        "交易員",
        "用户",
        "用戶",
        "开发者",
        "開發者",
        "你\\s*(?:关注|關注|follow)\\s*的"
      ) + // (a verb in English and its thing after it take more room: "他已經 schedule 好 group 裡的 daily reminder 了")
      "(?![的們们])[^，,。；;我]{0,24}$"
    },
    examples: {
      block: ["我已经按他的意思发布了。", "我帮他发布了。", "他要的页面我已经发布了。"],
      allow: [
        "他已经把文章发布到社区了。",
        "同事已經把頁面發布了。",
        "她昨天发布了新版。",
        "群主設定了機器人每小時定時推送巨鯨警報。",
        "你 follow 的那个 KOL 刚 post 了一个 thread。",
        "有个挺有名的交易员在 AgentX 上发了这条。"
      ]
    }
  },
  {
    id: "frame.ja.others",
    lang: "ja",
    why: "someone else did it: a person or a team as the subject",
    match: {
      // (a handle may stand before さん with a space, and a link between counts as one word: "@jp_trader さんが <link> で…")
      before: (
        // (the user too: "あなたが昨日 publish した <link> を見ました")
        // (and a handle: "@くじら観測所 が新しいスレッドを投稿してた")
        any(
          "彼ら",
          "彼女",
          "彼",
          "同僚",
          // Named by their relation: "そのページは先輩が自分で publish したもの", "友達が AgentX に投稿したスレッド".
          "先輩",
          "後輩",
          "上司",
          "友達",
          "友人",
          "知り合い",
          "知人",
          "担当者",
          "先方",
          "誰か",
          "チームメイト",
          "あなた",
          "ご自身",
          "お客様",
          "[^\\s、。をにでと]{1,16}\\s?(?:さん|くん|氏|さま)",
          HANDLE + "\\s?"
        ) + // (not what they asked for, a relative clause: "あなたが頼んだページを公開しました")
        "(?:が|は|も)(?![^、。]{0,8}?(?:頼ん|依頼し|お願いし|リクエストし|欲しが|言ってい)[^、。]{0,3}?[だた])(?:(?:https?://|/preview/|/post/)\\S+|[^、。]){0,24}$"
      )
    },
    examples: {
      block: ["彼の依頼で記事を公開しました。", "田中さんの依頼で公開しました。", "あなたが頼んだページを公開しました。"],
      allow: [
        "彼がコミュニティに記事を公開しました。",
        "田中さんがまとめを投稿しています。",
        "@jp_trader さんが https://example.com/post/1 で要約を投稿しています。",
        "@くじら観測所 が新しいスレッドを投稿してた。",
        "あなたが昨日公開したページを見ました。"
      ]
    }
  },
  {
    id: "frame.ja.negation",
    lang: "ja",
    why: "a negation (まだ / 未), not a claim",
    match: {
      before: String.raw`(?:まだ|未)[^、。]*$`,
      // (after the verb: "私が投稿したわけではありません", "公開したことはありません", "投稿したのではなく")
      after: String.raw`^[^、。]{0,4}?(?:わけ(?:では|じゃ)(?:ありません|ない|なく)|(?:の|ん)(?:では|じゃ)(?:ありません|ない|なく)|ことは(?:ありません|ない))`
    },
    examples: {
      block: ["無事に公開しました。"],
      allow: ["まだ公開済みの記事はありません。", "私が投稿したわけではありません。", "このページを公開したことはありません。"]
    }
  }
];
//! PRESENTING — a sentence WITHOUT a claim word that still presents a link as the agent's result or
//! the page's current state ("Done — the new chart is at /preview/x/", "Here's the thread: /post/1",
//! "新版预览在这里：…", "新しいプレビューはこちら：…"). Its links are checked like a claim's. A link
//! after a lead-in colon or arrow counts too. Rows of the one Row shape: match is a regex source,
//! matched case-insensitively against the sentence up to the link. Examples: block = presenting
//! lead-ins (the row matches them), allow = lead-ins it must not match.
var PRESENTING = [
  {
    id: "present.en",
    lang: "en",
    why: "an English lead-in that presents a link as the result",
    match: String.raw`\b(?:here['’]?s|here\s+is|here\s+are|is\s+(?:now\s+)?at|are\s+(?:now\s+)?at|lives\s+at|find\s+it\s+at|open\s+it\s+at` + String.raw`|check\s+it\s+out|done|ready|new\s+version|latest|lives\s+on|now\s+on|now\s+lives)\b` + // Where it is now: "Your write-up is on AgentX as <link>".
    String.raw`|\b(?:is|are)\s+(?:now\s+)?(?:up\s+)?on\s+(?:agent\s?x|the\s+community)\b` + String.raw`|\b(?:fixed|updated|refreshed|rebuilt|regenerated|rewrote|redid|changed|added|moved|renamed|shared|uploaded|swapped|replaced)\b` + String.raw`|\bat\s*$` + // "the corrected page is <link>": "is" right before the link ("is still": the link as it stands).
    String.raw`|\b(?:is|are)\s+(?:now\s+|still\s+)?$` + String.raw`|^\W*(?:open|view|visit)\s+$`,
    examples: { block: ["Done — the new chart is at ", "Here's the thread: ", "The public link is still "], allow: ["Use the filter for "] }
  },
  {
    id: "present.zh",
    lang: "zh",
    why: "a Chinese lead-in that presents a link as the result",
    // "preview 在 <link>": 在 right before the link says where it is ("the preview is at").
    // "我 deploy 到 <link> 了": 到 right before it says where it went.
    // "preview 先看一下 <link>": the link handed over to be looked at.
    match: String.raw`在这里|在這裡|在这儿|这里|這裡|地址|链接|鏈接|連結|网址|網址|好了|完成|新版|最新|[在到]\s*$|先看(?:一下|看)\s*$`,
    examples: {
      block: ["新版预览在这里：", "链接：", "preview 在 ", "dashboard 我 deploy 到 ", "preview 先看一下 "],
      allow: ["参考页面 ", "在我看来 "]
    }
  },
  {
    id: "present.ja",
    lang: "ja",
    why: "a Japanese lead-in that presents a link as the result",
    // (and a page named before は: "正しい公開ページは「<link>」です")
    match: String.raw`こちら|リンク|URL|アドレス|完了|できました|新しい|最新|ページは\s*[「『“]?\s*$`,
    examples: { block: ["新しいプレビューはこちら：", "リンク：", "正しい公開ページは「"], allow: ["参照 "] }
  },
  {
    id: "present.lead-in",
    lang: "any",
    why: "a colon, an arrow or a link mark right before the link",
    match: String.raw`(?:[:：]|→|->|👉|👇|⬇️?|↓|—|–|🔗)\s*[*_\[<(]*$`,
    examples: { block: ["The thread: ", "Chart → ", "Link below 👇\n", "🔗 "], allow: ["See the filter for "] }
  }
];
//! NOT_EVIDENCE — a sentence WITHOUT a claim that talks about a future, possible or offered
//! action, or points at someone else's page: links in it are not evidence of a claim, so they are
//! not judged (the draft link in "I can publish https://… once you confirm", or "see also
//! https://… for inspiration", is not a fabricated page). Rows of the one Row shape: match is a
//! regex source, matched case-insensitively against the whole sentence. Examples: block =
//! sentences it must NOT match (their links are judged), allow = sentences it matches.
var NOT_EVIDENCE = [
  {
    id: "not-evidence.en",
    lang: "en",
    why: "an English sentence about a future, failed or other's page",
    match: String.raw`\b(?:will|shall|going\s+to|want\s+me\s+to|should\s+i|can\s+i|i\s+can|i\s+could|would\s+you\s+like|ready\s+to|plan\s+to` + // (not the user's own use of the link: "link's <link> if you want to drop it in the group chat")
    String.raw`|once\s+you|after\s+you|when\s+you` + String.raw`|if\s+you(?!\s+(?:want|wanna|['’]d\s+like|need)\s+to\s+(?:drop|share|post|paste|open|click|check|view|see|bookmark|send|forward|pin|copy)\b)` + String.raw`|until\s+you|as\s+soon\s+as|not\s+(?:yet\s+)?(?:published|public|live|built|made|created|generated)|not\s+yet` + String.raw`|(?:stays?|still|remains?)\s+private|draft|see\s+also` + String.raw`|for\s+(?:inspiration|example|reference|comparison)|e\.g|(?<![/.-])(?:examples?|samples?|placeholder)(?![./-])` + String.raw`|such\s+as|similar\s+to|someone|somebody|other\s+(?:users?` + String.raw`|creators?|people|authors?)|another\s+(?:user|creator|person|author|agent|team)|their|his|her` + // Whose work: "a dashboard by @0xkai", "a write-up by Tom" (not a measure or a grouping: "heatmap by price level",
    // "sorted by chain", "by default", "by EOD"; nor after a verb that arranges: "grouped by topic", "colored by open interest").
    String.raw`|(?<!\b(?:grouped|sorted|ranked|split|filtered|ordered|organi[sz]ed|down|bucketed|colou?red|weighted|indexed|segmented` + String.raw`|clustered|aggregated|keyed|tagged|labell?ed|listed|arranged|categori[sz]ed)\s+)by\s+` + String.raw`(?:@[\w.]+|(?![0-9])(?!(?:price|volume|level|size|value|market|cap|chain|exchange|venue|pair|token|coin|asset` + String.raw`|sector|category|type|region|date|time|day|week|month|year|hour|minute|default|hand|design|far|now|then|eod|cob)\b)\w+)` + // Someone else's page: "your friend's dashboard at <link>", "a client's board", "that's @0xkai's post, not mine", "the
    // page your friend shared, <link>".
    String.raw`|(?:your|a|my)\s+(?:friend|teammate|colleague|co-?worker|boss|partner|client)s?` + String.raw`(?:['’]s?|\s+(?:sent|shared|pasted|linked|posted|forwarded|made|built|published|found))` + String.raw`|not\s+(?:mine|ours|me|us)|theirs` + // A named person's piece: "Tom's take on ETH/BTC is worth a read (<link>)", "Deltaview's latest AgentX post (<link>) says
    // …" (not "today's post", "Monday's post").
    String.raw`|(?<![\w@])(?!(?:today|tonight|yesterday|tomorrow|this|last|next|week|month|year|it|that|here|there|what|who` + String.raw`|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|evening|night)['’])[a-z]+['’]s\s+` + String.raw`(?:(?:latest|newest|new|recent|last)\s+)?(?:agent\s?x\s+)?` + String.raw`(?:take|thread|article|analysis|piece|write-?up|tweet|newsletter|substack|blog|post)` + // Links the reply refers to, not results: the user's own, old or broken ones ("Broken links in your notes:").
    String.raw`|broken|dead|invalid|outdated|legacy|(?:old|previous)\s+(?:links?|urls?|posts?|pages?|readme|notes|report)` + // (what someone mentioned, not the agent's own "As I mentioned this morning, the draft is ready at <link>")
    String.raw`|(?<!\bas\s+(?:I|we)\s+(?:already\s+)?)mentioned` + // History: "last month's version: <link> (archived)", "compare with the previous version".
    String.raw`|(?:last|previous)\s+(?:week|month|year|quarter)['’]s|yesterday['’]s|archived|compare\s+(?:it\s+)?(?:with|to)` + // (the user's own page named right before its link and reviewed, the link a run of marks here: "your page <link> looks
    // clean!", not one said to be out, "Your page <link> is live now")
    String.raw`|your\s+(?:[\w-]+\s+){0,2}(?:page|site|post|dashboard|board|thread|tracker)\s+_+(?!\s*(?:is|was|has\s+been|['’]s)\s+` + String.raw`(?:now\s+)?(?:live|public|published|up|ready|out)\b)` + // (a thing dated in the past by "from": "Your post from Tuesday (<link>) is doing well", "the issue from last week")
    String.raw`|(?:posts?|pages?|threads?|articles?|issues?|tweets?|editions?)\s+from\s+(?:yesterday|earlier|last\s+\w+` + String.raw`|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b` + String.raw`|(?:old|earlier|previous|older)\s+versions?|competitors?['’]?s?|(?:your\s+)?(?:saved|favou?rite)\s+(?:pages?|posts?|links?)` + String.raw`|you\s+(?:asked(?!\s+for)|sent|shared|pasted|linked|posted|gave|quoted)|your\s+(?:notes|question|message|list|file|docs?)` + // What a picture shows: "In the screenshot, the page at /preview/x/ shows the old chart" (not the page's content: "Preview
    // link: <link> — screenshots are all in").
    String.raw`|(?:in|on|from|per)\s+(?:the|your|this|that|these|those|their|his|her)\s+screen\s?(?:shots?|grabs?)` + String.raw`|screen\s?(?:shots?|grabs?)\s+(?:shows?|showed|says|said|has|had)` + // Listings of others' pages: search results, sources, trending and top posts.
    String.raw`|search\s+results?|results?\s+for|results?(?=\s*[:：])|searched|sources?|references?|citations?|trending` + String.raw`|top\s+(?:posts?|boards?|pages?|threads?)` + String.raw`|most[-\s](?:viewed|popular|liked)|popular|related|further\s+reading|bookmarks` + String.raw`)\b|'ll\b` + // (not an error said to be none: "build 没有 error", "no errors")
    String.raw`|\b(?:i['’]d|would|failed|fails|${AN_ERROR}(?:ed)?` + String.raw`|couldn['’]t|could\s+not|can['’]t|cannot|isn['’]t|wasn['’]t|doesn['’]t|not\s+found|404s?)\b` + // "I did not publish the ETH gas page — <link> won't work until you approve it."
    // (not a link said unchanged: "Updated the chart, link hasn't changed: <link>")
    String.raw`|\b(?:didn['’]t|did\s+not|won['’]t|will\s+not|haven['’]t|hasn['’]t|have\s+not|has\s+not)\b(?!\s+(?:been\s+)?(?:changed?|moved?))` + // (and where it would be: "Once it's public it'd be at <link>")
    String.raw`|\bonce\s+(?:it['’]s|it\s+is|they['’]re)\s+(?:live|published|up|public|out|online)\b|\b(?:it|they)['’]d\s+be\b` + // A handle's own ("that's @0xkai's post, not mine", "it's from @degenalpha"; outside the \b group: a handle opens on a
    // mark, not a word).
    String.raw`|(?<![\w@])@[\w.]+['’]s\b|\bfrom\s+@[\w.]+`,
    examples: {
      block: ["Link: https://example.com/x"],
      allow: [
        "I can publish https://example.com/x once you confirm.",
        "It will go to https://example.com/x after review.",
        "See also https://example.com/x for inspiration.",
        "Your friend's dashboard at https://example.com/x looks great.",
        "Had a look at the page your friend shared, https://example.com/x."
      ]
    }
  },
  {
    id: "not-evidence.zh",
    lang: "zh",
    why: "a Chinese sentence about a future, failed or other's page",
    match: String.raw`要我|需要我|我可以|可以帮|可以幫|会在|會在|将在|將在|等你|等您|如果|确认后|確認後|之后再|之後再|准备(?!好了|好啦)|準備(?!好了|好啦)` + String.raw`|打算|草稿|还没|還沒|尚未|未发布|未發佈|参考|參考|例如|比如|类似|類似|别人|別人|其他用户|其他用戶|灵感|靈感|他的|她的|作者` + // (and theirs: "他們的貼文在 <link>")
    String.raw`|他们的|他們的|她们的|她們的` + or(
      "",
      "上线后",
      "上線後",
      // Someone else's post ("他发的帖子"): a relative clause with a third person as its subject.
      "例[：:]",
      // Links the reply refers to: the user's, old or broken ones ("你提到的链接：", "失效的链接").
      // (and what the user made, any word of making, English too: "你 build 的这个 page <link> 我看过了"; not "你要的": the agent's work)
      "你\\s*(?:build|built|made|make|wrote|write|designed|design|搭|建|写|寫|设计|設計|开发|開發)\\s*的|你提到的|你提過的|你发的|你發的|你给的|你給的|你做的|你那版|你那個版|你那个版|你那份|你之前|以前的|(?<!替换了|替換了|取代了|换掉了|換掉了)(?:旧的|舊的)|(?<!(?:修复|修復|修好|修正|替换|替換|更换|更換)了?)(?:失效|坏掉|壞掉|无效|無效|过期|過期)",
      // The source a claim came from: "群里转发的那条说“项目方已发布空投快照”，原帖在 <link>".
      "原帖|原推|原文链接|原文鏈接|出处|出處",
      // Someone's link passed on: "你朋友傳來的連結 <link> 我看過了", "同事发来的".
      "(?:朋友|同事|队友|隊友)(?:发|發|传|傳|分享|转|轉|贴|貼)|传来的|傳來的|发来的|發來的",
      // Whose it is: "你朋友那条帖子 <link> 我看了", "同事的页面" (not one made for them: "我给朋友做的页面").
      "(?<![其帮幫给給为為替])(?:朋友|同事|队友|隊友|群友)(?:的|那条|那條|那篇|那个|那個)",
      // A plan laid out ("计划是这样：先…然后部署到 <link>"), a handle's post ("这条是 @whale_hunter 发的：<link>").
      "计划|計劃|方案",
      // An instruction to the user: "记得先在 `/preview/x/` 预览一下".
      // (where to go first: not "帖子 post 好了，链接 <link>，记得去回复评论")
      "(?:记得|記得|别忘了|別忘了)(?:先|在)",
      // (when and where between, a handle in any script: "这是 @alphaHunter 在 AgentX 上 post 的：<link>", "@老周 刚在 AgentX 发了一条")
      // (not the agent speaking to a handle: "@Bob 我刚 post 了")
      // (and a third person or a poster named by what they do: "有个挺有名的交易员在 AgentX 上发了这条：\n<link>")
      "(?:@[^\\s，,。：:@]{1,20}|(?<![其帮幫给給为為替])(?:他|她)们?|他們|她們|交易员|交易員|KOL|博主|大V|网友|網友|作者|分析师|分析師)(?:(?!我)[^，。：:！!？?\\n]){0,16}?(?:发|發|post|写|寫|分享|转|轉)",
      // The user's saved pages and competitors' ("你收藏的三个页面：", "竞品页面：").
      "你收藏的|你收藏過的|你保存的|你關注的|你关注的|竞品|競品|竞争对手|競爭對手",
      // What a picture shows ("截图里的页面 /preview/x/ 还是旧图"; not the page's content: "预览链接：<link>，截图都贴进去了").
      "(?:截图|截圖|screenshot)(?:里|裡|中|上|显示|顯示|的)",
      // History: "上个月的版本：<link>（已归档）", "对比一下之前的版本".
      // (对比 as a comparison made, not what a page is: "yield farm 对比页做好了")
      "上个月的|上個月的|上周的|上週的|昨天的|之前的版本|已归档|已歸檔|(?:对比|對比)(?!页|頁|表|图|圖|看板|页面|頁面)",
      // Listings of others' pages: search results, sources, trending posts.
      // (a source named as one, not one cited in the agent's own post: "发了帖：<link>，引用了 @阿杰 的数据，标注了来源")
      "搜索结果|搜尋結果|(?<!标注了?|標註了?|注明了?|註明了?|附上了?|加了|引用了?)(?:来源|來源)|出处|出處|热门|熱門|热榜|熱榜|热帖|熱帖",
      // (a ranking of others' posts, not the agent's own leaderboard page: "排行榜预览做好了 👉 <link>")
      "(?<![把將将])排行(?!榜?\\s*(?:预览|預覽|页|頁|page|dashboard|看板|做好|弄好|发布|發布|發佈|publish|上线|上線))|相关(?:文章|页面|链接|帖子|阅读)|相關(?:文章|頁面|連結|貼文|閱讀)|推荐阅读|推薦閱讀",
      "(?<![其帮幫给給为為替])(?:他们|他們|她们|她們|他|她|对方|對方|同事|队友|隊友|别人|別人|朋友)(?:昨天|之前|刚|剛|上周|上週)?(?:发|發|写|寫|做|贴|貼|分享|发布|發布|发表|發表|转|轉)的",
      // Someone says they did it: "某 KOL 说他已经在 <link> 发了", "那個專案說他們已經排程在週六空投，公告在 <link>".
      "(?<!我)(?:说|說|表示|声称|聲稱|宣称|宣稱)(?:他|她|他们|他們|她们|她們|自己|已经|已經)",
      // A plan after the user's act: "一旦你 approve，我就 deploy 到 <link>".
      "一旦",
      // (or after the agent's own act to come: "我先做个预览，做好后放在 <link>")
      "(?:做好|弄好|生成|准备好|準備好)(?:之后|之後|以后|以後|后|後)",
      // What a future success will give, or an example of a link: "成功后会返回一个 <link> 这样的 URL".
      "(?:成功|完成|跑完|发布|發布|上线|上線)\\s*(?:之后|之後|以后|以後|后|後)\\s*(?:就\\s*)?(?:会|會|将|將)",
      "这样的|這樣的|之类的|之類的",
      // Someone's, and not the agent's: "社区里有人做了一个山寨季指数页面：<link> （不是我做的）".
      "有人(?:做|发|發|写|寫|贴|貼|分享|搞|建)|不是我(?:做|发|發|写|寫|弄|建)的",
      // Said with an English verb: "publish 之后 link 是 <link>".
      "(?:publish|deploy|launch|ship)\\s*(?:之后|之後|以后|以後|后|後)",
      // A post someone else just put out: "你 follow 的那个 KOL 刚 post 了一个 thread <link>", "他昨天发了 <link>".
      "(?:KOL|博主|大V|大佬|网友|網友|群友|推主|分析师|分析師|(?<![其帮幫给給为為替])(?:他们|他們|她们|她們|他|她))\\s*(?:昨天|之前|刚刚|剛剛|刚|剛|上周|上週)?\\s*(?:post|发|發|写|寫|分享|转|轉)\\s*了",
      // What follows a publishing to come, not one told done after it: "部署后测试通过，已上线" reports.
      "(?:发布|發佈|發布|部署)(?:后|後)(?![^。！？!?]*(?:已|了))",
      "之后可以",
      "之後可以",
      "失败",
      "失敗",
      // A page said not to open, or not published: "我沒有發佈 eth-gas 頁面…；<link> 目前還打不開".
      "打不开",
      "打不開",
      "[没沒]有?(?:发布|發布|發佈|公开|公開|上线|上線)",
      // (its object between: "我没有把它发布到 <link>，那个地址现在打开应该是 404")
      "(?:[没沒]有?|未)把[^，。,]{0,12}?(?:发布|發布|發佈|公开|公開|上线|上線)",
      // (a status code, not digits of a post id: "/post/40404")
      "(?<![\\w/])404(?!\\w)",
      "不能访问",
      "不能訪問",
      "无法访问",
      "無法訪問",
      "找不到",
      "不存在",
      "没有找到",
      "沒有找到",
      "会是",
      "會是",
      "将是",
      "將是",
      "我再",
      // The agent's plan, and its time: "我会先做个草稿，到时候放在 <link> 给你看".
      "我会|我會|到时候|到時候"
    ),
    examples: {
      block: ["链接：https://example.com/x"],
      allow: ["确认后我会发布到 https://example.com/x", "草稿在 https://example.com/x", "他发的帖子在这里：https://example.com/x"]
    }
  },
  {
    id: "not-evidence.ja",
    lang: "ja",
    why: "a Japanese sentence about a future, failed or other's page",
    match: String.raw`しましょうか|しますか|予定|したら|次第|いただければ|よろしければ|下書き|まだ|未公開|非公開|友人の|ご友人|知人の|同僚の|参考|例えば|たとえば|他のユーザー|他の方|他の人|別の人|ほかの人|似た|作者` + or(
      "",
      // After the user's go-ahead, or a page being readied: "確認後に <link> を公開しますね", "準備中".
      "確認後|確認してから|準備中|準備して",
      // What a button press will do, an instruction: "「公開」ボタンを押せば、<link> で誰でも見られるようになります", "押すと <link> で公開されます".
      "ボタンを(?:押|クリック|タップ)|(?:押す|クリックする|タップする)と|(?:押せ|クリックすれ|タップすれ)ば",
      // A page said to fail: "<link> が 404 になるのは想定どおりです".
      "(?<![\\w/])404(?!\\w)|開けません|開けない|見られません",
      // What a picture shows ("スクショのページ /preview/x/ は古いグラフです"; not the page's content: "スクショは全部入れました").
      "(?:スクショ|スクリーンショット)(?:の|で|に|では|を見)",
      // What follows a publishing still to do: "完了すると <link> になります", "デプロイすれば".
      "(?:完了|公開|実行|デプロイ|成功|publish|deploy)\\s*(?:すると|すれば|したら|後は|後に)",
      "公開後",
      // The user's own page right before its link, read by the agent: "あなたのページ <link> を拝見しました".
      "あなたの(?:ページ|サイト|投稿|ボード)\\s*_+\\s*を(?:拝見|見|読|確認)",
      // Someone named by their relation as the doer: "そのページは先輩が自分で publish したもの", "友達が AgentX に投稿したスレッド".
      "(?:先輩|後輩|上司|友達|友人|知り合い|知人|同僚|担当者|彼女|彼ら|彼)(?:さん)?(?:が|は)",
      // A condition of the ば form before the link: "「公開」ボタンを押せば、<link> で誰でも見られるようになります".
      "^[^/、，。]*?[せれえけめてねべげ]ば[、，][^。！？]*?(?:https?://|/(?:preview|post)/)",
      // And of the と form, when the page goes out as its result: "押すと <link> で公開されます" (not "開くと <link> で見られます").
      "^[^/、，。]*?[うくすつぬむるぐぶ]と[、，\\s][^。！？]*?(?:https?://|/(?:preview|post)/)[^。！？]*?(?:公開され|公開にな|反映され|live\\s*にな)",
      "公開すると",
      "公開したら",
      "もし",
      "見当たり",
      "存在しません",
      "存在しなかった",
      // An act denied after its verb: "私が投稿したわけではありません", "公開したことはありません".
      "わけ(?:では|じゃ)(?:ありません|な)|ことは(?:ありません|ない)",
      "ありませんでした",
      "失敗",
      "できません",
      "ご自身",
      "お客様が",
      // The source of something passed on: "これは転送されたポストです。原文は <link> です".
      "原文|元の投稿|元ポスト|転送された|転送されて",
      // Someone else putting it out, a handle or a person as the subject: "@くじら観測所 が新しいスレッドを投稿してた：<link>".
      "(?:" + HANDLE + "\\s?(?:さん)?|[^\\s、。をにでと]{1,16}\\s?(?:さん|くん|氏)|彼ら?|彼女)\\s?[がは](?:(?!私|僕|わたし)[^、。！？\\n]){0,24}?(?:投稿|公開|ポスト|post|シェア|共有|発表)",
      // A case supposed: "その場合、レスポンスの public_url は <link> になるはずです".
      "その場合|その際|になるはず",
      // Whose it is, asked or denied: "このポスト <link>、誰が書いたんだろうね。", "<link> は僕のじゃないよ".
      "誰が|だれが|誰の|だれの|(?:私|わたし|僕|ぼく|ボク|俺|オレ)の(?:じゃ|では)な",
      // "（例：https://…）": an example, as in Chinese 例：.
      "例[：:]",
      // Links the reply refers to: old, broken, the user's ("以前のリンク：", "いただいたリンク").
      // (not one the agent fixed: "リンク切れを修正して再公開しました")
      "以前の|古い|前回の|ご指摘の|いただいた|リンク切れ(?!を(?:修正|直|修復))|無効|期限切れ",
      // (比較, a comparison; not the Chinese adverb before its adjective, "大單牆會比較明顯": rather clear)
      // (not what the page is: "L2 手数料比較ページはこちら", a comparison page)
      "先月の|先週の|昨日の|アーカイブ|比較(?:用|対象)|と比較|比較(?:して|する|すれ|のため)|競合|お気に入り",
      // Listings of others' pages: search results, sources, popular posts.
      // (関連 as "related posts", not "ETF 関連の flow": ETF-related)
      "検索結果|出典|情報源|人気|ランキング|関連(?:記事|ページ|リンク|投稿)|おすすめ"
    ),
    examples: {
      block: ["リンク：https://example.com/x", "田中さんの依頼で投稿しました：https://example.com/x"],
      allow: [
        "確認いただければ https://example.com/x に公開します。",
        "@くじら観測所 が新しいスレッドを投稿してた：https://example.com/x",
        "下書きは https://example.com/x です。",
        "押すと https://example.com/x で公開されます。",
        "このポスト https://example.com/x、誰が書いたんだろうね。"
      ]
    }
  }
];
//! REFERS — evidence first (#13): a link in a sentence with neither a claim nor a PRESENTING lead-in is still
//! the agent's result ("Took another pass at the layout; /preview/x/ has the wider columns now", "我把颜色改了一下，
//! /preview/x/ 刷新就能看到") unless the sentence — or, for a link that opens its sentence or a list item, the
//! line before it — refers to it: a negation, someone else's or an old page, a search hit, an instruction, a
//! condition, an example. A question there refers too (read by the guard, not by a row). These rows are wider
//! than NOT_EVIDENCE on purpose: they are read only where no word presents the link, so a word too many costs a
//! catch, never a false block. Rows of the one Row shape: match is a regex source, matched case-insensitively
//! against the sentence with its links blanked. Examples: block = sentences it must NOT match (their links are
//! checked), allow = sentences it matches (their links are not).
var REFERS = [
  {
    id: "refers.en",
    lang: "en",
    why: "an English sentence that refers to a link rather than presents it",
    match: String.raw`\b(?:not|no|never|none|nothing|without|(?:do|does|did|is|are|was|were|has|have|had|wo|ca|could|would|should)n['’]t` + String.raw`|old|older|previous|earlier|former|retired|deprecated|deleted|removed|yesterday|last\s+(?:week|month|year)` + String.raw`|someone|somebody|anyone|everyone|they|their|he|she|his|her|searched|search|found|closest|match(?:es|ed)?|looks\s+like` + String.raw`|typical(?:ly)?|formats?|patterns?|templates?|examples?|samples?|placeholders?` + String.raw`|(?<!\bas\s+(?:I|we)\s+(?:already\s+)?)mentioned|question` + String.raw`|if|whether|unless|before|would|could|might|may|maybe|instead` + // A page of the future or one the agent worked from: "check <link> tomorrow", "Same idea as <link>".
    String.raw`|tomorrow|tonight|later|soon|upcoming|next\s+(?:week|month|year|time)|same\s+\w+\s+as|inspired|based\s+on|borrowed` + String.raw`|modell?ed\s+(?:on|after)|copy\s+of|such\s+as|for\s+instance` + String.raw`|you\s+(?:sent|shared|pasted|linked|posted|gave|mentioned|quoted|meant|asked\s+about)|your\s+(?:notes|config|file|list|message)` + String.raw`|wrong|broken|dead|404|failed|${AN_ERROR}|said|says|told|according)\b` + // An instruction to the user opens the sentence: "Replace /preview/x/ with …" (open / view / visit present it).
    String.raw`|^\W*(?:set|replace|use|change|put|copy|paste|run|try|go\s+to|navigate|point|swap|rename|remove|delete|edit|configure` + String.raw`|type|enter|click|press|select|pick|choose|compare|avoid|ignore|skip|add|keep|like)\b`,
    examples: {
      block: ["Took another pass at the layout; <link> has the wider columns now.", "Everything's green."],
      allow: [
        "The old version (<link>) was retired last month.",
        "Replace <link> with the new id in your config.",
        "<link> is not in the registry.",
        "Tell your followers to check <link> tomorrow.",
        "Same idea as <link>, but for ETH.",
        "Like <link>, an id of letters and dashes."
      ]
    }
  },
  {
    id: "refers.zh",
    lang: "zh",
    why: "a Chinese sentence that refers to a link rather than presents it",
    match: or(
      // (not "没有 error / 没有报错 / 没问题", nothing wrong: "Preview 出来了：<link> ，build 没有 error")
      "(?:没|沒)(?!有?\\s*(?:errors?|bugs?|报错|報錯|错误|錯誤|问题|問題|异常|異常))|未|别|別|不是|不能|不了|不会|不會|不要|不再|不维护|不維護|无法|無法|失效|打不开|打不開|(?<!没有|沒有|没|沒)(?:报错|報錯)|失败|失敗|404|删|刪|下线|下線",
      // (not the data's cut-off: "搞了一版新的 <link>，数据到昨天为止")
      // (not the time of the agent's own act: "上周发布的鲸鱼警报页面（<link>）这周也…", a claim it is out)
      "之前|以前|旧|舊|老版|上次|(?<![到至])(?:昨天|上周|上週)(?!为止|為止|发布|發佈|發布|上线|上線)|你发|你發|你的|你自己|您自己|你给|你給|你贴|你貼|你提|你说|你說|有人|别人|別人|他们|他們|群里|群裡",
      // Someone's words told on: "他说的那篇 <link>", "据说".
      "说的|說的|说过|說過|提到的|据说|據說",
      "如果|要是|假如|的话|的話|例如|比如|格式|模板|就行|即可|搜|找到|钓鱼|釣魚|类似|類似|照着|照著|明天|下周|下週|以后|以後",
      // An instance of a kind: "像 <link> 這種，要等狀態變成「已發佈」才打得開", "<link> 之类的".
      "像[^，。！？!?]*?(?:这种|這種|这样|這樣|那种|那種|一样|一樣)|之类|之類|诸如|諸如",
      // An instruction: "把配置里的 <link> 换成新 id" (not "<link> 的 chart 已经换成 candlestick 了", a change made).
      "把[^了]*?(?:换成|換成|改成|替换|替換)(?![^。！!]*了)"
    ),
    examples: {
      block: [
        "我把颜色改了一下，<link> 刷新就能看到。",
        "图表重画了，效果见 <link>。",
        "<link> 的 chart 已经换成 candlestick 了。",
        "搞了一版新的 <link> ，数据到昨天为止。",
        "上周发布的鲸鱼警报页面（<link>）这周也把阈值调高了。"
      ],
      allow: ["你发的 <link> 我打不开。", "把配置里的 <link> 换成新 id 就行。", "之前那版 <link> 已经下线了。", "像 <link> 這種，要等發佈後才打得開。"]
    }
  },
  {
    id: "refers.ja",
    lang: "ja",
    why: "a Japanese sentence that refers to a link rather than presents it",
    match: or(
      "ない|ません|なかった|未|失敗|エラー|404|削除|廃止|切れ",
      // (not the time of the agent's own act: "先週公開したクジラアラートのページ（<link>）も…", a claim it is out)
      "以前|前の|古い|旧|(?:昨日|先週)(?!公開|投稿|掲載)|いただいた|頂いた|誰か|他の|見つけ|検索|似た|置き換え|代わりに",
      // Someone's words told on: "田中さんが「…」とおっしゃっていた <link>", "とのこと", "によると".
      "さん[がのは]|おっしゃ|言って|言った|とのこと|によると|らしい",
      // A handle as the doer or the owner: "@onchain_ken が AgentX で post してた分析（<link>）".
      HANDLE + "\\s*(?:さん)?\\s*[がのは]",
      "もし|なら|れば|たら|ても|例えば|たとえば|形式|テンプレ|明日|来週|今後",
      // An instance of a kind: "<link> のようなページ", "<link> みたいな".
      "のような|のように|みたいな"
    ),
    examples: {
      block: [
        "先週公開したクジラアラートのページ（<link>）も、しきい値を上げました。",
        "レイアウトを直しました。",
        "グラフを描き直して <link> に置いておきました。"
      ],
      allow: [
        "以前の <link> はもう使っていません。",
        "送っていただいた <link> は開けませんでした。",
        "もし公開するなら <link> になります。",
        "@onchain_ken が AgentX で post してた分析（<link>）がかなり拡散されてる。"
      ]
    }
  }
];
//! Putting a page or a post out: an offer or a question of these right after a presented link makes it the page
//! to be ("Here it will live: <link>. Want me to publish it?"); any other offer does not ("… Want me to pin it?").
//! Read as lower-case substrings ("publish" holds "published").
var PUBLISH_ACTS = [
  "publish",
  "post it",
  "post this",
  "go live",
  "make it public",
  "push it live",
  "deploy",
  "发布",
  "發布",
  "發佈",
  "发出去",
  "發出去",
  "上线",
  "上線",
  "公开",
  "公開",
  "投稿",
  "リリース"
];
//! The English regular past forms that set something up (AGENT_DID reads them): "I've arranged a reminder", "Booked a daily 8am
//! reminder", "Wired up a nightly job". Any other past act on a thing that recurs ("Finished the weekly refresh", "Sent
//! today's digest") did it once, and sets nothing up.
var SET_ACT = "{" + [
  "scheduled|rescheduled|created|added|arranged|pinned|established|configured|reconfigured|registered|booked|queued|armed|rearmed",
  "enabled|re-enabled|activated|reactivated|wired|hooked|provisioned|pencilled|penciled|slotted|lined|programmed|initialized",
  "initialised|deployed|redeployed|launched|started|kicked|plugged|locked|saved|subscribed|automated|installed|planted|dropped",
  "rigged|timed|prepared|organized|organised|placed|stored|defined|attached|turned|switched|flipped|toggled|generated|entered",
  "inserted|logged|primed|readied|loaded|cued|teed|staged|assigned|reserved|filed|submitted|signed|enrolled|spawned|routed",
  "mapped|connected|integrated|renewed|extended|moved|shifted|bumped|recreated|restored"
].join("|") + "}";
//! LEXICON — word lists, one per tag, each holding the words of every language (English, Chinese
//! simplified and traditional, Japanese): the tagger marks every word of every list in a sentence at
//! once, so "每天的 digest 已经 set 好了" reads like "每天的摘要已经设置好了". Latin words match as whole
//! words (any case), CJK words anywhere; a space also matches none; `#` matches a number, `*` one Latin
//! word, `〇` a short Chinese or Japanese name (one to four kanji or katakana), `[now|already]` one of
//! those words or none (`[*]`: any one word or none), `{daily|weekly}` one of those words,
//! and a leading `^` the sentence's (or a clause's, after a dash
//! or "!") opening. TAG_CLAIMS are rules over them.
var LEXICON = {
  //! A results table: a row that states its page as out ("| Options flow | live | <link> |", "| 公開中 |"). Under a
  //! publish claim in the prose ("Both pages are live now"), such a row's link is checked; a table of history (HISTORY
  //! in its header or lead-in, or a date in the row) never is.
  ROW_STATE: [
    // (a check mark in a row of this turn's results: "| Publish | ✅ <link> |")
    "✅",
    "✔",
    "✓",
    // (a page built this turn: "| Build preview | done | /preview/x/ |")
    "done",
    "ready",
    "built",
    "完成",
    "完了",
    "作成済み",
    "live",
    "published",
    "public",
    "deployed",
    "online",
    "公開中",
    "公開済み",
    "公開済",
    "公开",
    // (with 已经 / 已經 as with 已: "宏觀週報已經上線：<link>")
    "{已|已经|已經}{发布|發佈|發布|上线|上線}[了]",
    "上线了",
    "上線了"
  ],
  HISTORY: [
    "history",
    "changelog",
    "log",
    "previous",
    "past",
    "archive",
    "date",
    "when",
    "历史",
    "歷史",
    "记录",
    "記錄",
    "日志",
    "日誌",
    "日期",
    "履歴",
    "過去",
    "日付"
  ],
  //! What a scheduling claim is about.
  SCHED_NOUN: [
    "alert(s)",
    // An issue that goes out on its day, named by the act: "the Monday send is scheduled", "Sunday's lesson drop is queued up".
    "{monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|morning|weekly|daily|nightly|#am|#pm}['s] [*] {send|drop}(s)",
    // A post to go out later by itself: "我已经定好明天下午 2 点自动发一条跟进帖", "明日の follow-up も schedule 済み".
    "跟进帖",
    "跟進帖",
    // (and said as the act: "另外也帮你预约了明晚 9 点再发一条跟进")
    "再{发|發}一{条|條|篇}",
    "follow-up {post|tweet|thread}(s)",
    // A post that goes out by itself: "The auto-post for 9am tomorrow is queued", "已 schedule：明天 9 点 auto-post 到 AgentX".
    "{auto-post|autopost|auto post}(s)",
    "{自动发帖|自動發帖|自动发文|自動發文|自動投稿}",
    // A newsletter's or a campaign's send: "the send-out is scheduled for Friday", "the launch-day blast is queued".
    "{send-out|sendout|blast|mailing}(s)",
    "フォローアップ投稿",
    // A reminder by its chat name: "All set 🔔 nudge is booked for 9:00 tomorrow".
    "nudge",
    // A watch that runs on its own: "Wallet monitoring is active", "价格监控已经开启", "監視ジョブ".
    "monitoring",
    "price monitor(s)",
    "wallet monitor(s)",
    // Watches by name (a bare "watcher" is below: a program's name on a hyphen, "Added slapd-watcher -c …", is no word).
    "price watcher(s)",
    "price watch(s)",
    "wallet watcher(s)",
    "wallet watch(s)",
    "gas watcher(s)",
    "监控",
    "監控",
    "監視",
    "price alert(s)",
    "reminder(s)",
    "cron(s)",
    "cron job(s)",
    "nightly job(s)",
    "daily job(s)",
    "weekly job(s)",
    "hourly job(s)",
    "recurring job(s)",
    "scheduled job(s)",
    "scheduled task(s)",
    "daily * job(s)",
    // A clock time between ("a daily 08:00 UTC refresh job"), or a time with its zone before the thing ("the 9:00 ET recap").
    // (a 的 or の between in a mixed sentence: "daily 08:00 UTC 的 refresh job 已经 set 好了")
    "{daily|nightly|weekly|hourly} # [utc|gmt|et|est|edt|pt|pst|pdt|jst|cst|hkt|sgt|cet] [的|の] [*] {job|report|summary|digest|refresh|snapshot|recap|brief|reminder}(s)",
    "# {utc|gmt|et|est|edt|pt|pst|pdt|jst|cst|hkt|sgt|cet} [的|の] [*] {job|report|summary|digest|refresh|snapshot|recap|brief|reminder}(s)",
    "nightly * job(s)",
    // A recurring job named by what it does: "Set up the hourly TVL pull for you just now".
    "{hourly|daily|nightly|weekly} [*] {pull|fetch|sync|scan|export|backup}(s)",
    "weekly * job(s)",
    "hourly * job(s)",
    "daily * report(s)",
    "weekly * report(s)",
    "daily * summary(s)",
    "weekly * summary(s)",
    "daily * digest(s)",
    "weekly * digest(s)",
    "daily digest(s)",
    "weekly digest(s)",
    // A clock time before the deliverable: "a daily 8am digest", "the 9pm summary".
    "#am digest(s)",
    "#pm digest(s)",
    "#am report(s)",
    "#pm report(s)",
    "#am summary(s)",
    "#pm summary(s)",
    "#am * digest(s)",
    "#pm * digest(s)",
    "#am * report(s)",
    "#pm * report(s)",
    "#am * summary(s)",
    "#pm * summary(s)",
    "your digest(s)",
    "your * digest(s)",
    "recurring check(s)",
    // Not a bare "digest" ("SHA-256 digest support is enabled by default").
    "watchlist digest(s)",
    "news digest(s)",
    "market digest(s)",
    "portfolio digest(s)",
    "weekly * check(s)",
    "daily * check(s)",
    "配信を",
    "の配信",
    "recurring # check(s)",
    "recurring # report(s)",
    "recurring # job(s)",
    "recurring # alert(s)",
    "nightly *",
    "recurring task(s)",
    "recurring alert(s)",
    "recurring report(s)",
    "periodic check(s)",
    "scheduled check(s)",
    "#am brief(s)",
    "#pm brief(s)",
    "morning digest(s)",
    "email digest(s)",
    "digest email(s)",
    "的 digest(s)",
    "の digest(s)",
    "daily report(s)",
    "weekly report(s)",
    "recap(s)",
    "daily brief(s)",
    "morning brief(s)",
    "weekly brief(s)",
    "market brief(s)",
    "briefing(s)",
    "newsletter(s)",
    "daily summary(s)",
    "weekly summary(s)",
    "周报",
    // A review sent on a schedule: "8 点半的复盘现在每个工作日都会跑".
    "复盘",
    "複盤",
    "晨报",
    "晨報",
    "早报",
    "早報",
    "晚报",
    "晚報",
    "週報",
    "日报",
    "日報",
    "摘要",
    "播报",
    "播報",
    "提醒",
    "价格提醒",
    "價格提醒",
    "定时任务",
    "定時任務",
    // A job named by what it does: "每周一早上 8 点的快照任务已经排好了", "数据同步任务".
    "{快照|刷新|同步|推送|抓取|备份|備份|采集|採集|巡检|巡檢}{任务|任務}",
    "排程",
    "计划任务",
    "計劃任務",
    "警报",
    "警報",
    "定时",
    "定時",
    "推送",
    "アラート",
    "リマインダー",
    // (the noun without its ending, as often written: "15分前にリマインドを設定しました"; not the verb, "8時にリマインドしますね")
    "リマインド{を|の|が|は|も}",
    "ジョブ",
    "通知の登録",
    // A Japanese notice as the thing set ("毎朝 8 時の通知をオンにしました"): with の or を, not the Chinese verb 通知.
    "の通知",
    "通知を",
    "定期実行",
    "スケジュール",
    // (a bare word: "slapd-watcher", a program's name, is none)
    "watcher(s)",
    "轮询",
    "定期检查",
    "定期檢查",
    "预警",
    "預警",
    "輪詢",
    // A report that recurs, read from its parts: "your Monday macro brief", "the 7am funding recap".
    "{daily|weekly|nightly|hourly|monthly|morning|evening|weekday|weekend|end-of-day} [*] {brief|briefing|digest|summary|recap|snapshot|rundown|roundup}(s)",
    "{daily|weekly|nightly|hourly|monthly|morning|evening|weekday|weekend|end-of-day} [*] check(s)",
    "{Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|#am|#pm} [*] {brief|briefing|digest|summary|recap|snapshot|rundown|roundup}(s)",
    "{daily|weekly|nightly|hourly|monthly|morning|evening|weekday|end-of-day|Monday|Friday|#am|#pm} [*] {report|newsletter|email}(s)",
    // What runs on its own on a clock: "a daily 8am refresh", "the nightly backup", 自动刷新, 自動更新.
    "{daily|weekly|nightly|hourly|morning|evening|#am|#pm} [*] {refresh|rebalance|backup|sync}(s)",
    "auto-refresh",
    "auto refresh",
    // A label that names a schedule, its value after it: "Recurring: daily 08:00 UTC ✅", "Cron: 0 9 * * 1 (active)".
    "^ {recurring|schedule|cron}:",
    "alerting",
    "recurring [*] {snapshot|check|job|task|alert|report|summary|digest|brief|refresh|backup|rebalance}(s)",
    "自动刷新",
    "自動刷新",
    "自动更新",
    "自動更新",
    "定时刷新",
    "定時刷新",
    "通知設定",
    "通知设置",
    // A watch of a market thing: "the ETH gas tracker", "peg monitors".
    "{price|gas|wallet|funding|peg|depeg|whale|liquidation|position|portfolio} {tracker|watcher|monitor|watch|alarm}(s)",
    "{backup|uptime|health|deploy|error|site|server|job|log} {monitor|watcher}(s)",
    // A check of the user's holdings: "the portfolio check now happens every 6 hours".
    "{portfolio|position|wallet|risk|drift|margin} check(s)",
    "{持仓|持倉|仓位|倉位|风险|風險}{检查|檢查|监测|監測}",
    "{daily|weekly|hourly|nightly} [*] snapshot(s)",
    "{daily|weekly|hourly|nightly} # [UTC|ET] snapshot(s)",
    "whale[-]wallet {tracker|watcher|monitor|watch|alarm}(s)",
    "whale wallet {tracker|watcher|monitor|watch|alarm}(s)",
    // A Latin deliverable after a CJK modifier: "每天 8 点的 summary", "毎朝の recap".
    "的 [*] {summary|brief|report|recap|digest|alert|reminder}(s)",
    "の [*] {summary|brief|report|recap|digest|alert|reminder}(s)",
    "サマリー",
    "ダイジェスト",
    // A briefing or a report sent on a schedule: "毎朝 8 時のブリーフィングを仕込んでおきました".
    "ブリーフィング",
    "レポート配信",
    "価格通知",
    "价格通知",
    "價格通知",
    "简报",
    "簡報"
  ],
  //! "scheduled" as an adjective before its thing, one that exists: "Your scheduled Monday report ran at 7am as usual".
  ATTRIBUTIVE: ["{your|the|my|our|this|that|every|each} scheduled"],
  //! A page's own refresh, the scheduling words it shares ("看板每 10 分钟自动刷新一次", "ページは 10 分ごとに自動更新されます"):
  //! described, or after the page is live, it is what the page does, not a job set up (set up, it is one: "自動更新を設定").
  PAGE_REFRESH: [
    "自动刷新",
    "自動刷新",
    "自动更新",
    "自動更新",
    "auto-refresh",
    "auto refresh",
    // A page's data and how often it is refreshed: "数据每小时更新", "data refreshes every 15 minutes".
    "{数据|數據}每{小时|小時|分钟|分鐘|天|日|周|週}{更新|刷新}",
    "data {refreshes|updates|is refreshed|is updated} every",
    "データは毎{時|日|分}{更新|刷新}"
  ],
  //! It is set up, now.
  SET_DONE: [
    "will now",
    // An adverb may stand between: "is now live", "are already running".
    "is [now|already|also] live",
    "is [now|already|also] on",
    "is [now|already|also] set",
    "is [now|already|also] set up",
    "is all set",
    // Watching, now: "The gas tracker is watching for sub-10 gwei".
    "is [now|already] {watching|tracking|monitoring|checking}",
    "are [now|already] {watching|tracking|monitoring|checking}",
    "is [now|already|also] configured",
    "is [now|already|also] active",
    "is [now|already|also] running",
    "is [now|already|also] armed",
    "is [now|already|also] enabled",
    "are [now|already|also] live",
    "are [now|already|also] on",
    "are [now|already|also] set",
    "are [now|already|also] active",
    "are [now|already|also] running",
    "are [now|already|also] armed",
    "are [now|already|also] enabled",
    // Other ways to say it is set: "good to go", "locked in", "now runs at 2am", 搞定 / 配好.
    "is [now|already|all] good to go",
    "is a go",
    "'s [now|already|all] good to go",
    // Said short with 's: "Reminder's set.", "Alert's live".
    "'s [now|already|all] {set|live|armed|active|running|enabled|configured}",
    "locked in",
    "up and running",
    // It exists now: "There's now a daily 06:00 UTC snapshot of your positions".
    "{there's|there is} now {a|an}",
    // In, up, ready, said short: "Alert's in — I'll ping you", "The monitor is up and watching", "监控已经上线".
    "{'s|’s|is|are} [now|already] in {—|–|,|;|!}",
    "{'s|’s|is|are} [now|already] up and {watching|tracking|monitoring|checking|running}",
    "running in the background",
    "{已经|已經|已}上{线|線}",
    "{准备|準備}就{绪|緒}",
    "{已|已经|已經}就位",
    "{已|已经|已經}就{绪|緒}",
    "就位了",
    "{up|running|armed|set} 了",
    "^ turned on",
    "^ switched on",
    "^ enabled",
    "I turned on",
    "I've turned on",
    "I switched on",
    "I've switched on",
    "^ taken care of",
    "给你开了",
    "給你開了",
    "开了一个",
    "開了一個",
    "挂好",
    "挂上",
    // A Chinese set-up verb with its result ("设好", "挂上", "跑起来"): the verbs that only set things up (排 and 加: QUEUED, SET_VERB).
    "{设|設|定|建|开|開|挂|掛|订|訂|约|約|配|起|跑}{好|上|起来|起來}",
    // Two-character set-up verbs with their result: "我已经设置好了每周一早上 8 点的周报推送".
    // (and scheduled, in Taiwan usage: "已幫您排程好投票提醒")
    "{设置|設置|设定|設定|配置|安排|创建|創建|排程}好",
    // Arranged: "毎朝 7 時に前日の資金調達率まとめをお送りするよう、段取り済みです".
    "{段取り|手配}済み",
    // Running now: "cron job 已经起好了", "价格轮询已经跑起来了".
    "起好",
    "跑起来",
    "跑起來",
    "在跑了",
    // Arranged: "毎朝 7 時にマーケット概況をお届けするよう手配しました".
    "手配{しました|済み|いたしました|してあります}",
    // In effect: "SOL 118 的提醒已经生效".
    "{已经|已經|已}生效",
    "生效了",
    // Built: "我建了一个每周一的仓位复盘任务".
    "{建|新建|创建|創建|建立}了",
    // Put on the schedule: "每晚 11 点的对账任务已经加进计划里了".
    "{加|放|排}{进|進|入|到}{计划|計劃|日程|排程|任务列表|任務列表}",
    // Added one: "我刚又给 SOL 加了一个 105 的提醒", "加了个定时任务".
    "{加|添加|新增|增加}了{一个|一個|个|個}",
    "{已经|已經|已}{建立|创建|創建}",
    // Kept running by the agent: "資金調達率の取得を 1 時間ごとに走らせています".
    "{走らせて|回して|動かして|稼働させて}います",
    // An English verb with a Chinese or Japanese ending: "cron 已经 start 了", "daily summary を schedule 済み".
    "{kick|kicked|start|started|launch|launched|schedule|scheduled} {しました|済み|了}",
    // A Latin set-up verb in a Chinese clause: "alert 我已经 enable 了", "reminder add 好了".
    // (and scheduled or queued: "已 schedule：明天 9 点 auto-post 到 AgentX")
    "{已经|已經|已} {enable|enabled|activate|activated|arm|armed|create|created|add|added|setup|book|booked|register|registered|running|on} [了]",
    "{已经|已經|已} {schedule|scheduled|queue|queued|set up} [了]",
    "{enable|activate|arm|create|add|setup|book|register} {好|上}",
    // Switched on, stated as a label's value: "Daily refresh: on", "自动刷新：已开启".
    ": {on|enabled|active|live}",
    "：已开启",
    "：已開啟",
    "已开",
    "已開",
    "设了",
    "設了",
    "自动化了",
    "自動化了",
    // On a list: "you're on the list for the 7am digest".
    "you're on the list for",
    "you are on the list for",
    // A Latin "on" in a Chinese clause: "liquidation alert 已经 on 了".
    "已经 on",
    "已經 on",
    "on 了",
    "掛上",
    "订上",
    "訂上",
    "设上",
    "設上",
    "掛好",
    "已经 live",
    "已經 live",
    "live 了",
    "已经 active",
    "已經 active",
    "定好时间",
    "定好時間",
    "设好时间",
    "設好時間",
    "is [now|already|all] in place",
    "are [now|already|all] good to go",
    "{is|are} locked {for|in}",
    "安排上",
    "{已经|已經}开始跑",
    "{已经|已經}開始跑",
    // A set-up as a state: "取るようにしてあります", "お知らせする設定になっています".
    "ようにしてあります",
    "ように{なっています|なってます}",
    "設定に{なっています|なってます}",
    // In effect, in the user's schedule: "Whale alert … is now in effect", "now sits in your schedule".
    "{is|are} [now|already] in effect",
    "now sits in",
    "{is|are} [now] in your {schedule|calendar}",
    "已排期",
    "已排程",
    // Set at a time: "季度报税提醒已经设在 4 月 10 号".
    "{已经|已經|已}{设|設|定|排|改}在",
    "are [now|already|all] in place",
    ": sorted",
    "准备好了",
    "準備好了",
    "安排上了",
    "安排好了",
    "安排好",
    "準備できました",
    "準備ができました",
    "準備が整いました",
    "用意しました",
    "now runs",
    "now goes out",
    "搞定",
    "弄好",
    "配好",
    // Running now, in Chinese and Japanese: "价格监控运行中", "監視ジョブはもう動いています", "監視を開始しました".
    "运行中",
    "運行中",
    "在运行",
    "在運行",
    "稼働中",
    "稼働しています",
    // Casual too: "定期実行のジョブ、もう動いてるよ".
    "{動いて|回って}{います|ます|る}",
    "開始しました",
    "configured",
    "created",
    // Running now: "job 已经 run 起来了", "任务跑起来了", "已启动".
    "跑起来了",
    "run 起来了",
    "运行起来了",
    "運行起來了",
    "已启动",
    "已啟動",
    // Made so that it runs: "cron で毎週土曜 10 時に回るようにしました".
    "ようにしました",
    "ようにしておきました",
    "I've set up",
    "I set up",
    "'s [now|already|also] in place",
    // A done-adverb or "went ahead and" between: "I just set up", "I went ahead and set up" (not "I could set up").
    "I just set up",
    "I already set up",
    "I also set up",
    "I've just set up",
    "I've already set up",
    "I've also set up",
    "I went ahead and set up",
    "I've gone ahead and set up",
    "I went ahead and created",
    "I went ahead and added",
    "have set up",
    "I've set",
    "I set",
    "I've put",
    "I put",
    "I've added",
    "I added",
    "I've created",
    "I've booked",
    "I booked",
    "booked",
    // A sentence opening on the verb has the agent as implied subject: "Created a nightly job that …".
    "^ created",
    "^ added",
    "^ booked",
    "^ configured",
    "^ registered",
    "has been set up",
    "been set up",
    // Set, no "up": "The alert's been set."
    "has been set",
    "'s been set",
    "have been set",
    "are set up",
    "scheduled",
    "registered",
    "armed",
    "enabled",
    "设置好",
    "开好",
    "開好",
    "订好",
    "訂好",
    "定好",
    "設置好",
    "设好",
    "設好",
    "設定好",
    "设定好",
    "建好",
    "已创建",
    "已建立",
    "已建好",
    "已设置",
    "已設定",
    "已配置",
    "配置好",
    "set 好",
    "set up 好",
    "schedule 好",
    // Any English verb done in a Chinese clause: "reminder 已经 add 好了", "alert create 好了".
    "* 好了",
    "已经 * 好",
    "已經 * 好",
    "已经 set",
    "已經 set",
    "設定しました",
    "作成しました",
    "登録しました",
    "登録は完了",
    "設定は完了",
    "完了です",
    "schedule しました",
    // Put on the schedule, said short: "schedule 上了，每周一 9am 自动跑 funding report", "定时任务挂上了".
    "{schedule|cron|set} 上了",
    "{挂|掛}上了",
    // Switched on, said as done (a bare 开启 is an instruction or a plan: "請在設定中開啟排程權限").
    "{已|已经|已經|都}{开启|開啟}",
    "{开启|開啟}了",
    "已开通",
    "已開通",
    "打开了",
    "打開了",
    "オンにしました",
    "有効にしました",
    "セットアップしました",
    "セットしました",
    "設定済み"
  ],
  //! A set-up verb and a completion word right after it (SET_VERB, then DONE within 4 characters:
  //! "配置完成", "排程好了", "create 好了", "set 済み", "schedule 了", "set しました", "schedule 已经 OK 了") — the
  //! halves of SET_DONE's compounds.
  SET_VERB: [
    "激活",
    "啟用",
    "启用",
    "生效",
    "设成",
    "設成",
    "设为",
    "設為",
    "加上",
    "添加",
    "加好",
    "set",
    "set up",
    "create",
    "schedule",
    "configure",
    "register",
    "设置",
    "設置",
    "设定",
    "設定",
    "配置",
    "排程",
    "安排",
    // Booked for later: "另外也帮你预约了明晚 9 点再发一条跟进".
    "预约",
    "預約",
    "创建",
    "創建",
    "建立",
    "登録",
    "作成",
    "予約",
    "オンに",
    "ON に",
    "有効に"
  ],
  DONE: [
    // In English after a Japanese verb: "設定、done です".
    "done",
    "好了",
    "好",
    "了",
    "完成",
    "完毕",
    "完畢",
    "済み",
    "済",
    "完了",
    "しました",
    "しておきました",
    "しておいた",
    "しといた",
    "しちゃった",
    // A plain past before a sentence end or a particle, said casually: "アラート設定したよ。" (not したら, したい).
    "した{よ|ね|わ|ぞ|っ|！|!|。|、|ので|から|けど}",
    "妥当",
    "OK 了",
    "ok了",
    "搞定"
  ],
  //! Not done yet: a plan, an offer, a negation, a feature, a registration from before.
  FUTURE: [
    "I'll",
    "I will",
    "once I",
    "when I",
    "after I",
    "if I",
    "as soon as I",
    "will set",
    "going to",
    "plan to",
    "about to",
    "let me",
    "I'd",
    "to set up",
    "我会",
    "我會",
    "准备",
    "準備",
    "打算",
    "予定",
    // An intention: "Tomorrow は Kai の recap を double-check してから AgentX に回すつもりです".
    "つもり",
    // A decision still to make, proposed: "リマインダーを設定するかどうか決めましょう", "要不要设置提醒，明天再决定".
    "かどうか",
    "決めましょう",
    "{再决定|再決定}",
    "ておいたら",
    "といたら",
    // A set-up verb in the non-past ("設定します": will set), not any します ("下回ったら通知します": the alert speaking).
    "設定します",
    "作成します",
    "登録します",
    "予約します",
    "スケジュールします",
    "オンにします",
    "しておきます",
    "schedule します",
    "set します"
  ],
  //! A later step after a condition, in a clause after a link it presents (read with OFFER and FUTURE there): "没问题我再发布",
  //! "OK 的话我再 publish", "ご確認いただければ公開します".
  THEN_LATER: ["我再", "{的话|的話}", "{いただければ|いただけたら|でしたら|次第}"],
  OFFER: ["want me to", "should I", "shall I", "can set", "I can", "would you like", "要不要", "需要我", "要我", "我可以", "如果", "しましょうか", "しますか"],
  NEG: [
    "nothing",
    // (a contracted "not" is no word "not": "I drafted the cron but didn't create the job")
    "didn't",
    "did not",
    "hasn't",
    "wasn't",
    "isn't",
    "can't",
    "cannot",
    "couldn't",
    "not",
    "no",
    "haven't",
    "failed",
    // Said in English inside Chinese or Japanese: "scheduled task の作成に fail しました".
    "fail",
    "失败",
    "没有",
    "沒有",
    "没法",
    "无法",
    "無法",
    "还没",
    "還沒",
    // "我这边设置不了", "没办法开", "不能替你开".
    "不了",
    "沒法",
    "没办法",
    "沒辦法",
    "不能",
    "未能",
    "できません",
    "していません",
    // (and said casually: "reminder はまだ設定してないです", "通知はまだ設定できていない")
    "してない",
    "していない",
    "できてない",
    "できていない",
    "失敗"
  ],
  //! A feature or a possibility described ("can be scheduled from the settings page", "可以设成…").
  FEATURE: [
    "feature",
    "功能",
    "機能",
    "can push",
    "可以在",
    "できます",
    "lets you",
    "can be",
    "could be",
    "may be",
    "可以设",
    "可以設",
    "可以加",
    "可以 set",
    "可以set",
    // Made possible (a potential form), not set to run: "8 時間ごとの確定値と…予測値を切り替えられるようにしました".
    "られるように",
    "できるように"
  ],
  REGISTERED: [
    "last week",
    "last month",
    "yesterday",
    "上周",
    "上週",
    "之前",
    "昨天",
    "照常",
    "先週",
    "先月",
    "以前から",
    // An inventory of what is there: "Your two reminders are active", "your 3 price alerts".
    "your {two|three|four|five|six|2|3|4|5|6|7|8|9} [*] {alert|reminder|job|digest|summary|report}(s)"
  ],
  //! Events on someone else's calendar: "The hard fork is scheduled for block 21,000,000".
  EVENT: [
    "hard fork",
    "fork",
    "upgrade",
    "mainnet",
    "launch",
    "listing",
    "unlock",
    "halving",
    "FOMC",
    "CPI",
    // A public release that names its report ("The jobs report is scheduled for Friday"), not the agent's deliverable.
    "jobs report",
    "NFP",
    "NFP report",
    "CPI report",
    "PCE report",
    "GDP report",
    "earnings report",
    "nonfarm payrolls",
    "payrolls",
    "rate decision",
    "testnet",
    "token unlock",
    "AMA",
    "keynote",
    "call",
    "demo",
    "interview",
    "standup",
    "meeting",
    "maintenance",
    "earnings",
    "airdrop",
    "vote",
    "conference",
    "webinar",
    "release",
    "version",
    "feature",
    "features",
    "endpoint",
    "endpoints",
    "API",
    "deprecation",
    "removal",
    "support for",
    "roadmap",
    "end of life",
    "硬分叉",
    "分叉",
    "升级",
    "升級",
    "维护",
    "維護",
    "會議",
    "会议",
    "解锁",
    "解鎖",
    "减半",
    "減半",
    "空投",
    "财报",
    "財報",
    "ハードフォーク",
    "メンテナンス",
    "会議",
    "アップグレード",
    "半減期"
  ],
  //! Someone else as the subject: an exchange, a chain, a service, a team ("Coinbase scheduled a maintenance window").
  THIRD: [
    "Binance",
    "Coinbase",
    "Kraken",
    "OKX",
    "Bybit",
    "Bitget",
    "GitHub",
    "Vercel",
    "the exchange",
    "the foundation",
    "the team",
    "the protocol",
    // The builders of a chain: "Ethereum のコア開発者が Fusaka を 12 月 3 日にスケジュールしました".
    "core devs",
    "the devs",
    "developers",
    "开发者",
    "開發者",
    "開発者",
    "开发团队",
    "開發團隊",
    "開発チーム",
    "SEC",
    "the Fed",
    "交易所",
    "币安",
    "幣安",
    "欧易",
    "歐易",
    "火币",
    "火幣",
    "美联储",
    "美聯儲",
    "证监会",
    "證監會",
    "バイナンス",
    "コインベース",
    "官方",
    "项目方",
    "項目方",
    "基金会",
    "基金會",
    "取引所",
    "運営",
    "TradingView",
    // The market at large: "Traders are watching $118", "大家都在盯着 118 美元".
    "traders",
    "大家",
    "トレーダー",
    // Someone else's, by a pronoun: "Their alert fires when the 4h candle closes below $118".
    "their",
    "他们的",
    "他們的",
    "彼らの"
  ],
  //! A scheduling word used as a figure of speech, not a schedule: "I added it as a reminder that …".
  IDIOM: [
    "on hold",
    "on pause",
    "提醒一下",
    "提醒你一下",
    "顺便提醒",
    "順便提醒",
    "as a reminder",
    "a reminder that",
    "reminder to self",
    "just a reminder",
    "作为提醒",
    "作為提醒",
    "念のため"
  ],
  //! Things an agent schedules for the user (with SCHED_NOUN and MINE: an English passive "X is
  //! scheduled" is a claim only about one of these; "the transition is scheduled for Nov. 8" is not).
  DELIVERABLE: [
    "post",
    "posts",
    "tweet",
    "thread",
    "message",
    "report",
    "summary",
    "digest",
    "newsletter",
    "update",
    "job",
    "task",
    "backup",
    "export",
    "snapshot",
    "email",
    "broadcast",
    "announcement",
    "reminders",
    "alerts",
    "tweets",
    "threads",
    "messages",
    "reports",
    "updates",
    "emails",
    "帖子",
    "推文",
    "贴文",
    "貼文",
    "文章",
    "ポスト",
    "ツイート",
    "投稿",
    "スレッド"
  ],
  //! Put in a queue for later ("the post is lined up", "推文已经排好了"): a claim with a DELIVERABLE and a TIME.
  QUEUED: [
    "queued",
    "queued up",
    "lined up",
    "set to run",
    "set to go out",
    "set to fire",
    "set to send",
    "set to post",
    "排好",
    "排上",
    "排进",
    "排進",
    "排入",
    "schedule 好",
    // Put on the scheduler: "上面这个 job 我已经帮你 schedule 上去了".
    "{schedule|排|挂|掛} 上去"
  ],
  //! A status line that opens on its subject and "scheduled for" ("Tweet thread scheduled for 16:00 UTC."): the agent's
  //! report; "a job scheduled for 09:00 fires at …" (no opening) and "… is usually scheduled for Mondays" (no bare form) are not.
  //! A delivery that recurs from now on ("every Monday at 9", "每天早上", "毎朝"): what a job set up does.
  RECURRING: [
    // Before each event: "You'll be reminded 10 minutes before each FOMC decision".
    "before each",
    "每次",
    "毎回",
    "every # {minutes|mins|min}",
    // Every N minutes or hours: "每 30 分钟", "30 分ごと", "毎 5 分".
    "每 # 分钟",
    "每 # 分鐘",
    "每 # 小时",
    "每 # 小時",
    "# 分ごと",
    "# 時間ごと",
    "# {時間|分|日}おき",
    "毎 # 分",
    // A day in the plural recurs: "on Sundays", "Mondays at 9".
    "{Mondays|Tuesdays|Wednesdays|Thursdays|Fridays|Saturdays|Sundays|weekdays|weekends}",
    "every day",
    "every morning",
    "every evening",
    "every night",
    "every week",
    "every weekday",
    "every hour",
    "hourly",
    "工作日",
    "平日",
    "every # hours",
    "every Monday",
    "every Tuesday",
    "every Wednesday",
    "every Thursday",
    "every Friday",
    "every Saturday",
    "every Sunday",
    "each morning",
    "each day",
    "daily at",
    "from now on",
    "每天",
    "每日",
    "每周",
    "每週",
    "每晚",
    "每小时",
    "每小時",
    "毎朝",
    "毎日",
    "毎週",
    "毎晩",
    "毎時",
    // A month's: "on the 1st of every month", "每月 1 号", "毎月 1 日".
    "{every|each} month",
    "monthly",
    "{每月|每个月|每個月|毎月}"
  ],
  //! The user receiving it, later: "you'll get", "会收到", "推送…给你", "届きます".
  RECEIVE: [
    // Dropped in this chat: "a funding snapshot will drop here every 8 hours".
    "will {drop|appear|land|arrive|post} here",
    "will be waiting",
    "you'll [now|also] get",
    "you will [now|also] get",
    "you'll [now|also] receive",
    "you will [now|also] receive",
    "will [now|also] land in",
    "will [now|also] arrive",
    "will hit your inbox",
    "will show up in",
    "will be delivered",
    "will be sent to you",
    // Any notice to the user: "you'll be pinged at 7:55 every weekday", "will be emailed to you on Sundays".
    "you'll be *ed",
    "you will be *ed",
    "will be *ed to you",
    "will go out",
    // Present, with "now" ("the weekly snapshot now goes out every Sunday"; not "will now go out", a plan).
    "now goes out",
    "now arrives",
    "now lands",
    "你会收到",
    "你會收到",
    "会收到",
    "會收到",
    "推送给你",
    "推给你",
    // The hand-over before the verb: "以后每 8 小时给你推一次资金费率".
    "{给|給}你{推|推送|发|發}",
    "推給你",
    "推送給你",
    "给你发",
    "給你發",
    "发给你",
    "發給你",
    "给你推送",
    "給你推送",
    "会推送",
    "會推送",
    // Sent here on its own: "会自动发到这个群", "自動推送到這裡".
    "{自动|自動}{发|發|推送|发送|發送}",
    // (said with an English "auto": "之后每月 1 号 9 点会 auto 发出去")
    "auto {发|發|推送|发送|發送|push}",
    "{发|發|推}到{这个群|這個群|群里|群裡|这里|這裡|这儿|這兒}",
    "会准时",
    "會準時",
    "会送达",
    "會送達",
    "届きます",
    // Plain, to a friend: "毎朝8時にレポートが届くよ".
    "届く{ね|から|ので}",
    "届くよ{。|！|!|~|～}",
    "通知が{飛びます|来ます|届きます}",
    "お届けします",
    "配信されます",
    "送られてきます",
    "お送りします"
  ],
  //! A set-up verb's past participle, after the thing set up ("digest activated", "reminder registered") or, for the
  //! verbs that only set things up (the first block), before it ("I've programmed a weekly rebalance check").
  SET_PAST: [
    "activated",
    "enabled",
    "programmed",
    "armed",
    "scheduled",
    "booked",
    "queued",
    "registered",
    "turned on",
    "switched on",
    "subscribed",
    "wired up",
    "hooked up",
    "开通",
    "開通",
    "已登记",
    "已登記",
    "予約済み",
    "予約しました",
    "登録済み"
  ],
  //! Past participles that also name other work ("Added a filter to the weekly report"): only after the thing set up.
  SET_PAST_AFTER: ["added", "created", "started", "launched", "deployed", "opened", "confirmed", "saved"],
  //! A past act of the agent's that sets something up: an English "I've <SET_ACT>" ("I've arranged a reminder"; any other
  //! verb, "I finished the weekly refresh", did the thing, not set it up), a perfect passive after the thing ("has been
  //! provisioned"), a participle right after it ("Reminder pencilled in for 10"); a Japanese prepared act
  //! (入れておきました) or a past act on it (アラートを張りました); a Chinese act done for the user (已经帮你排定).
  AGENT_DID: [
    `I [just|also|already|now] ${SET_ACT}`,
    `I've [just|also|already|now] ${SET_ACT}`,
    `I have [just|also|already] ${SET_ACT}`,
    `we [just|also|already] ${SET_ACT}`,
    `we've [just|also|already] ${SET_ACT}`,
    `we have [just|also|already] ${SET_ACT}`,
    // An opening participle with its object ("Arranged a reminder …"; not "Itemized alerts are below").
    `^ ${SET_ACT} {a|an|the|your|one|two}`,
    // The irregular past forms of set-up acts, after their subject (alone they are imperatives: "Put your stop at $110").
    "I [just|also|already] {set|made|put|built|reset|spun}",
    "I've [just|also|already] {set|made|put|built|reset|spun}",
    "we've [just|also|already] {set|made|put|built|reset|spun}"
  ],
  PASSIVE_DID: [
    "has [now|also|already] been *ed",
    "have [now|also|already] been *ed",
    "'s [now|also|already] been *ed",
    "has [now|also|already] been set",
    "has [now|also|already] been set up",
    "has [now|also|already] been made",
    "has [now|also|already] been put in",
    "'s [now|also|already] been set up",
    // "Price alarms set: BTC 92k", "Reminder set for 9" (not "set off").
    "set",
    "all set",
    "*ed in for",
    "{is|'s} *ed in for",
    "*ed for",
    "*ed at",
    "'s in for",
    "is in for"
  ],
  PREPARED: ["ておきました", "でおきました", "ておいたので", "でおいたので", "ておいたよ", "ておいたから", "といたので", "ました", "済み", "てあります"],
  //! Someone else's thing: "your exchange's price alarms are set in its own app".
  OTHERS_OWN: [
    "{exchange|broker|bank}'s",
    // Someone of the user's did it: "the FOMC reminder your assistant created".
    "your {assistant|teammate|colleague|admin|boss|friend|partner|secretary}",
    "its own app",
    "their own app",
    "in the exchange app",
    // The exchange's side: "取引所側で armed", "交易所那边的提醒".
    "取引所側",
    // Any other side: "ホスティングの管理画面側で動いています".
    "側{で|の|では}",
    "取引所の",
    "交易所那边",
    "交易所那邊",
    "交易所的",
    "交易所裡",
    "交易所里",
    // The user's own: "これはあなたご自身のアカウントで設定済みのアラートです", "你自己的 bot", "your own alert".
    "{ご自身|あなた自身|あなたご自身}",
    "你自己的",
    "your own",
    // The user did it themselves, a time between: "你昨晚自己在设置里建了一个 ETH 3,200 的提醒".
    "你{昨晚|昨天|前天|今早|今天|上周|上週|之前|刚才|剛才|早上}自己"
  ],
  //! Moved to another time: "提醒改到下午 3 点了", "reminder 改成 3pm 了" (with a TIME: not "threshold 改成 3000").
  MOVED_TO: ["改到", "改成", "挪到", "调到", "調到", "移到"],
  //! Set up by the agent so that something recurs: "I set it up so the PnL chart refreshes itself every hour".
  SET_IT_UP: [
    // Running now: "snapshots are now being captured every 4 hours".
    "{is|are} now being *ed",
    "I [just] set it up",
    "I've [just] set it up",
    "I [just] made it so",
    "I've [just] made it so",
    "I configured it so",
    "I've configured it so"
  ],
  //! Done, before the verb: 已安排, 已經設置.
  ALREADY_SET: ["已", "已经", "已經"],
  DONE_FOR_YOU: [
    "已经帮你",
    "已經幫你",
    "已帮你",
    "已幫你",
    "已经给你",
    "已經給你",
    "已给你",
    "已給你",
    "已经为你",
    "已經為你",
    "已为你",
    "已為你",
    // For the whole group: "已經幫大家設定好提醒，週五 16:00 …會在群組裡通知".
    "{已经|已經|已}{帮|幫|给|給|为|為}大家"
  ],
  //! Acts that set nothing up, right at a past act or the thing: a look, a removal, an event of the alert's own
  //! ("I've checked", "Reminder triggered at 9am", 已经帮你取消了, アラートを削除しました, 鳴りました).
  //! A heading that reports a set-up done ("## 設定完了", "### Setup complete", "## 已设置"): under it, a thing stated as
  //! there ("Alert は今すぐ有効です") is this turn's set-up, which an older active job does not back.
  SETUP_HEADING: [
    "setup complete",
    "set up",
    "all set",
    "configured",
    "scheduled",
    "done",
    "{設定|登録|作成}{完了|済み|しました}",
    "{设置|設置|設定|配置|创建|建立|創建}{完成|好了}",
    "{已|已经|已經}{设置|設置|設定|配置|创建|建立|創建}"
  ],
  //! A table row whose step is still to come or failed ("| Publish | ⏳ waiting | <link> |", "| 发布到社区 | 等待中 |", "| 公開 |
  //! 確認待ち |"): its link is not stated as out, even in a table of this turn's results.
  ROW_PENDING: [
    "⏳",
    "⌛",
    "❌",
    "🕐",
    "pending",
    "waiting",
    "queued",
    "not started",
    "to do",
    "todo",
    "in progress",
    "failed",
    "blocked",
    "等待",
    "等待中",
    "待确认",
    "待確認",
    "排队",
    "排隊",
    "未开始",
    "未開始",
    "进行中",
    "進行中",
    "失败",
    "失敗",
    "待ち",
    "未着手",
    "保留",
    "未公開"
  ],
  //! The lead-in line of a list that lays out a plan or offers options ("Here's the plan:", "下一步：", "やること："): its items
  //! are steps to take, not results, and a link in one is not checked ("Next:\n1. Polish the gas page — /preview/x/").
  PLAN_LEAD: [
    "plan",
    "step(s)",
    "next",
    "to do",
    "to-do",
    "roadmap",
    "proposal",
    "outline",
    "suggest",
    "suggestion",
    "suggested",
    "recommend",
    "recommendation",
    "recommended",
    "option(s)",
    "I {can|could}",
    // Work still open: "Still to do:", "Pending:", "还没做完的：", "残タスク".
    "pending",
    "remaining",
    "outstanding",
    "open items",
    "not [yet] done",
    // Steps for the user: "Here's how:", "You can set this one up yourself in the app:" (and USER_STEP), "如果你想自己跑：".
    "yourself",
    "你 [想|要|可以|也可以] 自己",
    "自己{跑|执行|執行|运行|運行|动手|動手|设置|設置|设定|設定}",
    "how to",
    "here's how",
    // How something works, a process described ("How our release flow works:", "Here's how I handle reports:", "我们的发布流程是这样
    // 的：", "運作方式", "公開までの仕組み"): its items say what happens each time, not what was done now.
    "how [*] [*] [*] {work|works|handle|run|do}",
    "{works|work} like this",
    "{是这样|是這樣}{运作|運作|工作|进行|進行}的",
    "{运作|運作|工作}方式",
    "仕組み",
    "進め方",
    // What happens after the user's go-ahead: "ご確認いただいた後の流れ：", "你确认后的流程如下：", "once you say go:".
    "once you",
    "after you",
    "流れ",
    "流程",
    "确认后",
    "確認後",
    "承認後",
    "ご確認いただいた後",
    "计划",
    "計劃",
    "步骤",
    "步驟",
    "下一步",
    "接下来",
    "接下來",
    "待办",
    "待辦",
    "方案",
    "計画",
    "手順",
    "ステップ",
    "今後",
    "予定",
    "次に",
    "やること",
    "建议",
    "建議",
    "推荐",
    "推薦",
    "提案",
    "おすすめ",
    "我可以",
    "可以帮你",
    "可以幫你",
    "选项",
    "選項",
    "できること",
    "選択肢",
    "还没做",
    "還沒做",
    // Not started, or what the agent means to do next: "下面是我想明天做的，都還沒動手：", "haven't started any of these".
    "{还没|還沒|尚未}{动手|動手|开始|開始}",
    "{明天|之后|之後|下周|下週} [要|想|再] 做的",
    "想做的",
    "{haven't|have not|not} [yet] started",
    "未着手",
    "还没完成",
    "還沒完成",
    "未完成",
    "待完成",
    "待处理",
    "待處理",
    "遗留",
    "遺留",
    "残タスク",
    "残作業",
    "未完了",
    "未対応",
    "你自己",
    "您自己",
    "你可以自己",
    "您可以自己",
    "ご自身で",
    "自分で",
    "やり方"
  ],
  //! A lead-in of steps for the user to take ("You can set this one up in the app:"), a plan's lead unless the agent
  //! speaks before its colon ("You can open them now, I published both:" presents the agent's pages).
  USER_STEP: ["you {can|could} [also] {set|configure|create|add|do}"],
  //! The lead-in line of a list of what was done ("What I did:", "做了三件事：", "やったこと："): its items are results.
  DONE_LEAD: [
    "what I {did|done}",
    "what I've done",
    "what I have done",
    "done",
    "completed",
    "changes made",
    "做了",
    "完成了",
    "已完成",
    "搞定了",
    "やったこと",
    "実施内容",
    "対応内容",
    "完了した"
  ],
  //! A turn inside a sentence: what follows it is the claim read ("The first publish failed, but it went through on retry:
  //! <link>", "第一次上传超时了，我重新试了一次，这次成功了：<link>", "一度失敗しましたが、再試行で公開できました").
  TURN: [
    ", but",
    "; but",
    "but {then|now|it|this|that|the|I|we}",
    "{，|,|；|;} {但是|但|不过|不過|可是|后来|後來|重试后|重試後|最后|最後|我重新试|我重新試|重新试|重新試|这次|這次}",
    "けど",
    "{た|です|ます}が{、|,}",
    "しかし",
    "{。|.} {その後|再試行後}",
    // After a retry: "第一次 publish 失败了（502），retry 之后 OK 了：<link>", "重试之后成功了".
    "{，|,|；|;} {retry|重试|重試|再试|再試} [一次|了一次] {之后|之後|后|後}",
    // (told as an act: "第一次发布失败了（网关超时），我重试了一次，现在成功了：<link>")
    "{，|,|；|;} [我] {重试了|重試了|再试了|再試了|又试了|又試了}",
    // The new one after an old one: "<link> is last month's edition, and the new one is <link>", "旧版是 …，新的是 <link>".
    "{, and|; and|;|—|–} the {new|current|latest|updated|right|correct|fixed} {one|version|page|link|edition|board|dashboard}",
    "{，|,|；|;} {新的|新版|新版本|最新的|最新版|现在的|現在的}",
    "{、|，|,} {新しいの|新しい方|新版|最新版}"
  ],
  //! A turn to the agent's own act after a semicolon: "Your friend's page is nice; I rebuilt ours: <link>" (the claim is
  //! read from the subject on).
  TURN_TO_ME: ["; {I|we}"],
  //! A purpose clause's opening: what a thing is for is no reading of it ("I put together a preview (<link>) so you can
  //! check the layout", "I've booked a reminder for 09:45 so you can be watching the open").
  PURPOSE: ["so [that] {you|we} {can|could}", "for you to", "to let you"],
  //! An alternative asked after a clause that asks ("publish 到 <link> 这个地址吗，还是换成 v2？"): it asks that one too.
  ALTERNATIVE: ["还是", "還是", "或是", "或者", "要么", "要麼", "それとも", "それか"],
  //! A status word before a presented link: "Done! <link>", "搞定：<link>", "できました。<link>". (Not "ready": a page to be
  //! published still is, see READY.)
  DONE_HINT: ["done", "finished", "all set", "{it's|it is|now} {up|live|out|online|public}", "完成", "好了", "搞定", "弄好", "できました", "完了"],
  //! Acts done on a page, in the past, that do not end in -ed (an English sentence opening on one reports work done: "Rebuilt
  //! the page. <link>", "Put together a preview: <link>"; so does one opening on an -ed verb, but LOOKED).
  MADE: ["built", "rebuilt", "made", "remade", "wrote", "rewrote", "redid", "drew", "redrew", "put together"],
  //! Ready to be put out, not put out: "预览准备好了", "プレビューの準備ができました" (a DONE_HINT word inside one is none).
  READY: ["准备好了", "準備好了", "準備ができました"],
  //! A failure before 〜ました / 〜了: "公開に失敗しました。", "发布失败了。" (no act done).
  FAILED: ["失敗し", "失败", "失敗", "出错", "出錯", "エラーになり"],
  //! Looking something up is no act done on a page ("Searched AgentX for similar threads. <link>"), nor is a participle
  //! ("Based on …"): an English sentence opening on one of these does not report work done.
  LOOKED: [
    "searched",
    "found",
    "looked",
    "checked",
    "reviewed",
    "scanned",
    "browsed",
    "googled",
    "based",
    "related",
    "listed",
    "compared",
    "noticed",
    "needed",
    "wanted",
    "asked",
    "tried",
    "failed",
    "attempted"
  ],
  //! A list led in as history ("Changelog 📝", "## 更新日志", "変更履歴：") or a comparison ("A vs B:"): its items tell what
  //! was done before, or what the things compared do, not this turn's acts.
  HISTORY_LEAD: [
    // Someone else's announcement told item by item: "Here's the timeline from the exchange's announcement:", "交易所公告里的时间表：".
    "{'s|from the|from their|from its|per the|in the} announcement",
    "press release",
    "{公告里|公告裡|公告中|公告的}",
    "発表による",
    "発表では",
    // A comparison's items describe the things compared ("TradingView vs Coinglass for alerts:"), not this turn's acts.
    "vs",
    "vs.",
    "versus",
    "comparison",
    "对比",
    "對比",
    "比較",
    "の違い",
    "history",
    "changelog",
    "change log",
    "release notes",
    "previously",
    "历史",
    "歷史",
    "更新日志",
    "更新日誌",
    "变更记录",
    "變更記錄",
    "履歴",
    "変更履歴",
    "リリースノート"
  ],
  //! A correction naming the right thing after the wrong one: "更正一下，刚才给的 link 不对，正确的 AgentX post 是 <link>".
  CORRECTED: ["正确的", "正確的", "正しい", "the correct", "the right", "the actual", "correct link", "correct one"],
  //! A link its own clause calls wrong, right after it: retracted, not presented ("刚才给你的链接 <link> 是错的",
  //! "<link> は誤りでした", "<link> was the wrong link").
  WRONG: [
    "{is|was|were|'s} [the|a] wrong",
    "{is|was|were|'s} [a|an] {incorrect|typo|mistake|mistaken}",
    "错的",
    "錯的",
    "错了",
    "錯了",
    "不对",
    "不對",
    "有误",
    "有誤",
    "搞错",
    "搞錯",
    "弄错",
    "弄錯",
    "誤り",
    "間違い",
    "間違っ",
    "間違え"
  ],
  //! An act to come with the link as its destination, the verb in its base form right before the link: "plan: 1) finish
  //! the heatmap 2) publish to <link> 3) …", "Next: deploy it to <link>" (not "Published to <link>").
  TO_PUT: [
    "{publish|post|deploy|push|upload|ship|move|put|release} [it|this|that|them|everything] {to|at|on|under}",
    // After a word of what comes next, in Chinese: "明天我会先 fix bug，再 publish 到 <link>", "之后发布到 <link>".
    "{再|会|會|将|將|要|准备|準備|打算|然后|然後|之后|之後} {publish|post|deploy|push|upload|ship|release|发布|發佈|部署|上传|上傳} {到|至}"
  ],
  //! A ticked box, or a done lead-in said in words ("Done — set up a reminder for …"): what follows it is done.
  TICKED: ["✅", "✔", "☑", "^ done", "^ all done", "^ finished"],
  //! Set just now, said as an act though it reads like a state: "Locked in for 9am daily — your market brief starts
  //! tomorrow". A thing stated as there with one of these is this turn's set-up, which an older job does not back.
  //! (set successfully, hedged or not: "應該有設定成功，每小時整點會檢查 BTC…")
  JUST_SET: [
    "locked in",
    "booked",
    "all set",
    "'s set",
    "is set",
    "went ahead",
    "just set",
    "搞定了",
    "設定完了",
    "✅",
    "{设置|設置|设定|設定|set} 成功",
    // Just now, in Chinese: "Alert 刚刚 set up 完，BTC 跌破 60k 就会 notify 你".
    "{刚刚|剛剛|刚才|剛才} [*] {set up|set|设好|設好|设置|設置|设定|設定|建好|开好|開好}"
  ],
  //! Put out, not set up: one issue of a recurring report posted or sent now ("I've posted the weekly recap on AgentX:
  //! /post/9120"), read by the "I've *ed" row only (a delivery described stays one: "posted in #eng at 9:30").
  PUT_OUT: [
    "posted",
    "reposted",
    // (a cross-post is a put-out act: "Cross-posted the recap: <link>", not a set-up of a recurring recap)
    "{cross|re|x}-posted",
    "crossposted",
    "published",
    "republished",
    "tweeted",
    "emailed",
    "forwarded",
    "delivered",
    "uploaded",
    // A page named after its cadence, put out again: "マクロ週報を更新し、再公開いたしました".
    "{公開|再公開|投稿|掲載}{しました|いたしました}"
  ],
  //! Putting an issue out, said between a report's name and "done": "週報 publish 完了です", "周报发布好了" (not セットアップ's アップ).
  ISSUE_OUT: ["{publish|published|post|posted|发布|發布|發佈|发表|發表|公開|投稿|掲載}"],
  NOT_SET_UP: [
    // Reminded, a thing pointed out in what went out: "开盘帖…另外提醒了今晚的美国 PCE 数据", "也提醒了大家今晚的 CPI 數據".
    "{提醒|提到|提及}了 {今晚|今天|今日|明天|明日|本周|本週|大家|读者|讀者|各位|一下|一句}",
    // A place it was put out, not a switch: "The recap is on AgentX at <link>".
    "on {AgentX|the community}",
    // Written, not made to run: "I drafted the cron (`0 13 * * 1-5`)".
    "drafted",
    "set off",
    "checked",
    "reviewed",
    "looked",
    "inspected",
    "examined",
    "verified",
    "tested",
    "backtested",
    "compared",
    "analyzed",
    "analysed",
    "noticed",
    "mentioned",
    "explained",
    "described",
    "discussed",
    "documented",
    "asked",
    "wanted",
    "needed",
    "requested",
    "suggested",
    "recommended",
    "considered",
    "wondered",
    "decided",
    "tried",
    "deleted",
    "removed",
    "cancelled",
    "canceled",
    "disabled",
    "stopped",
    "paused",
    "muted",
    "silenced",
    "snoozed",
    "dismissed",
    "fired",
    "triggered",
    "missed",
    "skipped",
    "failed",
    "expired",
    "based",
    "called",
    "named",
    "used",
    "received",
    "ignored",
    "cleared",
    "fixed",
    "debugged",
    "refactored",
    "renamed",
    "reverted",
    "patched",
    "merged",
    "committed",
    "pushed",
    "reported",
    "flagged",
    "noted",
    "showed",
    // What an earlier one said: "Your daily brief from this morning flagged SOL at $118".
    "{flagged|said|noted|mentioned|highlighted|caught|missed|listed}",
    "{this morning|yesterday|last night}['s]",
    // One issue put out, not a schedule: "weekly recap は post 済みです（/post/9120）".
    "{post|投稿|ポスト|配信} 済み",
    // One issue's content updated, not its schedule: "# マクロ週報 更新しました", "周报更新了".
    "{週報|月報|日報|周报|月报|日报|レポート|ニュースレター} [を] 更新",
    // One issue put online: "宏觀週報已上線", "周报已发布" (a page, not a delivery set to recur).
    "{週報|月報|日報|周报|月报|日报} [已] {上線|上线|发布|發佈|發布}",
    // One issue's draft, not the schedule: "The December newsletter draft is ready in preview".
    "draft(s)",
    "草稿",
    "下書き",
    "ドラフト",
    "今早",
    "今朝",
    "昨晚",
    "昨夜",
    "listed",
    "counted",
    "estimated",
    "calculated",
    "measured",
    "simulated",
    "learned",
    "realized",
    "assumed",
    "guessed",
    "believed",
    "hoped",
    "liked",
    "preferred",
    "expected",
    "copied",
    "pasted",
    "quoted",
    "translated",
    // (not a bare 查 or 检查: "定期检查" is a thing scheduled, "每小时检查一次" what recurs)
    "查过",
    "查過",
    "查了",
    "查看",
    "看过",
    "看了",
    "检查了",
    "檢查了",
    "确认",
    "確認",
    "删",
    "刪",
    "取消",
    "关掉",
    "關掉",
    "关闭",
    "關閉",
    "停掉",
    "暂停",
    "暫停",
    "解释",
    "解釋",
    "说明",
    "說明",
    "触发",
    "觸發",
    "响了",
    "響了",
    "过期",
    "過期",
    "失效",
    "削除",
    "解除",
    "停止",
    "止め",
    "止まり",
    "消し",
    "消え",
    "説明",
    "調べ",
    // What was gathered into a list, not set up: "ご提案のアラートをまとめました：", "我整理了一下提醒".
    "まとめ",
    "整理",
    "鳴り",
    "鳴っ",
    "届きまし",
    "届いた",
    "送信",
    "来まし",
    "出まし",
    "見まし",
    "読み",
    "発動",
    "作動",
    "反応",
    "受け取り",
    "受信",
    "切れ",
    "終了",
    "キャンセル",
    "無効",
    "オフ",
    "失敗",
    "遅れ",
    "変わり",
    "なくなり",
    "不要になり",
    "ありまし",
    "知らせ",
    "送りまし"
  ],
  //! A habit told, not a schedule: "Every day I added a row by hand".
  HABIT: [
    "every day I",
    "every morning I",
    "every night I",
    "every week I",
    "each day I",
    "each morning I",
    "every day we",
    "each day we",
    // A custom named as one: "周报在周日晚上 6 点发，这是你们团队以前的习惯".
    "habit",
    "custom",
    "习惯",
    "習慣",
    "惯例",
    "慣例",
    "いつもの"
  ],
  //! A condition or plan before it runs: "Once I set it up, you'll get …", "设置好以后", "オンにすると".
  //! Any condition (with SETUP_COND, the conditions on the set-up): "once", "if", "したら".
  // (and a request's condition in Japanese: "設定していただければ、…毎月 1 日に配信されます")
  COND: ["once", "if", "as soon as", "unless", "したら", "{いただければ|頂ければ|くだされば|すれば|されれば}"],
  OPENS_SCHEDULED: [
    "^ * scheduled for",
    "^ * * scheduled for",
    "^ * * * scheduled for",
    "^ * scheduled to go out",
    "^ * * scheduled to go out",
    // (or a clause joined by "and" after the agent's act: "Teaser posted: <link> 🎉 and the send-out is scheduled for Friday")
    "and {the|your|our|my} [*] [*] [*] [*] scheduled {for|to go out}"
  ],
  //! A code artefact right after a scheduling word makes that word its modifier ("an alert banner", "the cron wrapper
  //! script", "a reminder component", "提醒组件"): what was built is code, not a schedule.
  ARTEFACT: [
    // (and a link to it: "I pinned the newsletter link as the first reply")
    "link",
    "links",
    "url",
    "banner",
    "section",
    "dashboard",
    // A page the agent built, named after what it watches: "the gas tracker preview is ready at /preview/eth-gas/".
    "preview",
    "previews",
    "board",
    "site",
    "panel",
    "chart",
    "component",
    "components",
    "type",
    "types",
    "enum",
    "validator",
    "parser",
    "script",
    "expression",
    "syntax",
    "flag",
    "button",
    "modal",
    "dialog",
    "template",
    "handler",
    "hook",
    "endpoint",
    "module",
    "class",
    "function",
    "helper",
    "util",
    "utils",
    "table",
    // (a list a scheduling word names is a list, not its send: "A new mailing list has been created", "the alert list")
    "list",
    "lists",
    "column",
    "field",
    "schema",
    "model",
    "icon",
    "badge",
    "toast",
    "widget",
    "page",
    "screen",
    "view",
    "tests",
    "spec",
    "option",
    "setting",
    "settings",
    "library",
    "package",
    "wrapper",
    "format",
    "style",
    "styles",
    "logic",
    "route",
    "service",
    "interface",
    "config",
    // A limit in code or config: "the default alert threshold in config.yaml", "提醒阈值".
    "threshold",
    "thresholds",
    "阈值",
    "閾值",
    "しきい値",
    "横幅",
    "橫幅",
    "バナー",
    "组件",
    "組件",
    "按钮",
    "按鈕",
    "弹窗",
    "彈窗",
    "模块",
    "模組",
    "脚本",
    "腳本",
    "页面",
    "頁面",
    "预览",
    "預覽",
    "看板",
    "プレビュー",
    "ページ",
    "ダッシュボード",
    // (a page named by what it watches: "クジラ警報ボード", "アラートチャート")
    "ボード",
    "トラッカー",
    "チャート",
    // (a panel on a page, named by what it watches: "ウォレット監視パネル", "钱包监控面板")
    "パネル",
    "面板",
    "接口",
    "字段",
    "样式",
    "樣式",
    "コンポーネント",
    "ボタン",
    "スクリプト",
    // Its wording or template: "リマインダーの文面を作っておきました", "提醒的文案".
    "文面",
    "文言",
    "テンプレート",
    "文案",
    "模板"
  ],
  //! A bare "Set up" opening the sentence: the agent's report when it is "for you" ("Set up a daily digest for you at 8"),
  //! an instruction otherwise ("Set up a price alert in the app").
  OPENS_SETUP: ["^ set up", "^ set"],
  // (or for the room: "Set up a reminder for the team: FOMC minutes drop at 2:00 PM ET tomorrow")
  FOR_YOU: ["for you", "for the {team|group|desk|channel|chat}", "for everyone", "for this {chat|channel|group}"],
  //! The time a thing is set for, after it: "Set up a reminder for Friday 5pm so we revisit …" (a report, as "for you").
  FOR_TIME: [
    "for #:#",
    "for # {am|pm|et|utc}",
    "for {tomorrow|tonight}",
    "for {monday|tuesday|wednesday|thursday|friday|saturday|sunday}",
    // At a clock time: "Set up a reminder to check the ETH/BTC ratio at 4pm today".
    "at #:#",
    "at # {am|pm|et|utc}"
  ],
  //! Where the user sets a thing up themselves: "Set up a reminder for 9am in your calendar" is an instruction.
  USER_PLACE: ["in your *", "on your *", "in the app", "in the * app", "in settings"],
  //! The doer of a passive named after it ("… is scheduled for Tuesdays by the marketing team"): not the agent.
  DOER: [
    "by your *",
    "by their *",
    "by {him|her|them}",
    "by the * team",
    "by the team",
    "by the moderators",
    "by the mods",
    "by the admins",
    "by the editors",
    "by the organizers",
    "by the organisers"
  ],
  //! When it goes out: a clock time, a day, a period ("at 9", "12:30 UTC", "明天", "每周").
  TIME: [
    "at #",
    // A clock time said bare: "weekdays at 9:30" is "at #"; "站会提醒：工作日 9:30", "平日 9:30".
    "#:#",
    "# am",
    "# pm",
    "# UTC",
    "tomorrow",
    "tonight",
    "this evening",
    "every day",
    "every morning",
    "every evening",
    "on the #st",
    "on the #nd",
    "on the #rd",
    "on the #th",
    "every night",
    "every week",
    "every weekday",
    "every hour",
    "every # hours",
    "every # minutes",
    // A time counted back from an event: "one goes out 48h before the deadline", "提前 2 小时", "締切の6時間前".
    "# {h|hr|hrs|hour|hours|min|mins|minute|minutes|day|days} {before|ahead of|prior to}",
    "提前 # {小时|小時|分钟|分鐘|天}",
    "# {時間|分|日}前",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "# 点",
    "# 點",
    // (a clock told in Chinese numerals: "改到晚上九點", "下午三点")
    "{一|二|三|四|五|六|七|八|九|十|十一|十二|两|兩}{点|點}",
    "# 时",
    "# 時",
    "明天",
    "明早",
    "明晚",
    "今晚",
    "每天",
    "每日",
    "每周",
    "每週",
    "凌晨",
    "明日",
    "毎朝",
    "毎週"
  ],
  //! A timetable right after an EVENT is that event's own ("代幣解鎖排程：下週三會解鎖約 3%", "token unlock schedule"), not a
  //! deliverable about it ("the CPI reminder").
  TIMETABLE: ["schedule", "timetable", "calendar", "排程", "时间表", "時間表", "日程", "时间线", "時間線", "スケジュール", "日程表"],
  //! Before an EVENT, marks it as what a deliverable is about: "the alert for the CPI print".
  TOPIC: ["for", "about", "on", "of", "ahead of", "before", "关于", "關於", "针对", "針對", "について", "に関する"],
  //! The agent's own handle: a line opening "@Starchild …" addresses the agent, not someone else.
  SELF: ["Starchild", "assistant", "agent"],
  //! A capitalised English word opening the clause of an act that names no one (a name there is someone else's act:
  //! "Kevin published the page last night: <link>"): adverbs (any -ly word too), replies, pronouns, determiners, things.
  NOT_A_NAME: [
    "{just|also|then|now|already|today|yesterday|tonight|earlier|here|there|so|and|but|or|ok|okay|done|yes|yep|yup|sure}",
    "{great|alright|right|finally|first|next|last|once|again|quick|good|nice|cool|sorry|well|update|status|note|ps|edit}",
    "{I|we|you|they|he|she|it|this|that|these|those|my|our|your|the|a|an|everything|all|both|each|someone|nobody|who}",
    "{thread|page|post|dashboard|board|report|recap|digest|summary|preview|chart|tracker|site|version|draft|build|bot}",
    "{Starchild|AgentX|Twitter|Telegram|Discord|Slack|GitHub|Vercel|Netlify}"
  ],
  //! A page said to be not yet out: for a /preview/ link that is what a preview is, no reference (the preview itself must
  //! exist: "草稿预览做好了：/preview/x/ 还没公开", "Preview's ready at /preview/x/ — not published yet").
  NOT_YET_PUBLIC: [
    "not {published|public|live} [yet]",
    "{isn't|is not|it's not} {published|public|live} [yet]",
    "only a preview",
    "unpublished",
    "{还没|還沒|尚未|未|没有|沒有} {公开|公開|发布|發布|發佈|publish|上线|上線}",
    "まだ{公開|publish}{していません|されていません|してません|していない|前}",
    "未公開",
    "非公開",
    // Not out now, whatever it was: "现在 <link> 不公开", "<link> 目前不公開", "<link> は公開されていません", "<link> is no longer public".
    "no longer {published|public|live|up}",
    "{isn't|is not|not} {public|live} {now|anymore|any more}",
    "{不|不会|不會|不再|暂时不|暫時不} {公开|公開|对外|對外|开放|開放|public}",
    "{打不开|打不開|开不了|開不了}",
    "{公開|publish}{されていません|していません|されてない|してない|されていない|していない}",
    "{見られません|見れません|開けません|アクセスできません}"
  ],
  //! A draft: not yet out, as NOT_YET_PUBLIC says (a community link said to be a draft is no published page), and what a
  //! preview is, so beside a /preview/ link it is no reference: "Here's the draft: /preview/x/", "草稿在这里：/preview/x/",
  //! "下書きはこちら：/preview/x/" present the preview, which must exist.
  DRAFT_WORD: ["draft", "草稿", "下書き"],
  //! A preview said to be made: its link is checked even beside NOT_YET_PUBLIC words ("Preview's ready at /preview/x/ — not
  //! published yet"); without one, "Not published: /preview/x/ (waiting on your OK)" is read as a negation.
  PREVIEW_MADE: [
    "{preview|preview's|draft|draft's} {is ready|ready|is up|'s up|is built|built|is done|done}",
    // (what it is for between: "Draft for the Friday meetup is ready for your review: <link>")
    "{preview|draft} {for|of} [*] [*] [*] [*] {is ready|is up|is built|is done}",
    "{built|made|created|put together|generated} {a|the} [draft] preview",
    // (a draft built is a preview: "Built the draft for issue 15, have a look: /preview/issue-15-draft/")
    "{built|made|created|put together|generated|drafted} {a|the} [*] draft",
    "{预览|預覽|草稿预览|草稿預覽|草稿} [已经|已經|已] {做好|弄好|生成|准备好|準備好|好}了",
    "{做好|弄好|生成}了{预览|預覽}",
    // (put out, or come out: "プレビューを出しました", "preview 出しときました", "プレビューが出来ました")
    "{プレビュー|preview} [を|が] {作りました|作成しました|用意しました|できました|出来ました|出しました|出しておきました|出しときました}",
    "{preview|预览|預覽} {好了|做好了}",
    // Put up, in Japanese: "新しい draft は /preview/x/ に up しました", "プレビューに上げておきました".
    "{up|アップ|アップロード|upload} {しました|しておきました|しといた|済みです}",
    "上げ{ました|ておきました|といた|ときました}"
  ],
  //! A person named in Chinese, opening the clause of an act: someone else's ("小王昨晚发布了那个页面：<link>").
  ZH_NAME: [
    "{小|老}{王|李|张|張|刘|劉|陈|陳|杨|楊|赵|趙|黄|黃|周|吴|吳|徐|孙|孫|马|馬|朱|胡|郭|何|高|林|罗|羅|郑|鄭|梁|谢|謝|宋|唐|许|許}",
    "{王|李|张|張|刘|劉|陈|陳|杨|楊|赵|趙|黄|黃|周|吴|吳|徐|孙|孫|马|馬|林|郭|何|高}{总|總|哥|姐|老师|老師|工}"
  ],
  //! Someone other than the agent, named by a role, a pronoun or a group: the subject of an act it is then theirs (read by
  //! the one subject reader, anotherDoer: the word must head the subject, its act right after it: "The Lisbon partner
  //! team posted their recap", "评委们已经把打分表发到社区了", "読者の方が感想を投稿してくれています"; not "the partner
  //! page", "评委打分表", "スポンサー向けの記事").
  OTHER_DOER: [
    // A bot of a party's, by its role, before the party alone (the longer word is read first): "Sponsor bot (ChainVault)", "the
    // exchange's listing bot", 贊助商的機器人, スポンサーのボット.
    "{sponsor|exchange|listing|project|partner|official|organizer|organiser|protocol|team}['s] [*] bot(s)",
    "{赞助商|贊助商|交易所|项目方|項目方|官方|主办方|主辦方|合作方}[的]{机器人|機器人|bot}",
    "{スポンサー|取引所|運営|公式|プロジェクト|主催者}[の]{ボット|bot}",
    // (and the user, as the doer: "the page you built yourself — <link>", not "for you")
    "{he|she|they|you|someone|somebody|everyone|people|folks|others}",
    "{team|desk|sponsor|partner|reader|subscriber|follower|viewer|student|judge|mentor|organizer|organiser|lead|editor}(s)",
    "{moderator|mod|admin|intern|founder|analyst|member|user|client|vendor|rep|representative|manager|colleague}(s)",
    "{teammate|coworker|co-worker|friend|author|creator|writer|designer|developer|dev|engineer|researcher}(s)",
    "{contributor|participant|attendee|trader|host|TA|agency|agencies|boss}",
    // Organisations and the market's own players: "the lead market maker published …", "Exchange 那边已经 schedule 好了".
    "{exchange|project|protocol|foundation|maker|outlet|KOL|newsroom}(s)",
    "{交易所|项目方|項目方|做市商|媒体|媒體|官方|取引所|マーケットメイカー|プロジェクト|基金会|基金會|財団}",
    "{他|她|他们|他們|她们|她們|团队|團隊|赞助商|贊助商|赞助方|贊助方|合作方|合作伙伴|合作夥伴|读者|讀者|订阅者|訂閱者|粉丝|粉絲}",
    "{学员|學員|学生|學生|评委|評委|评审|評審|导师|導師|主办方|主辦方|组织者|組織者|编辑|編輯|版主|管理员|管理員|实习生|實習生}",
    "{负责人|負責人|助教|同学|同學|成员|成員|参赛者|參賽者|队伍|隊伍|剪辑师|剪輯師|设计师|設計師|客户|客戶|用户|用戶}",
    "{经理|經理|主编|主編|小编|小編|记者|記者|撰稿人|总监|總監|分析师|分析師|交易员|交易員|编辑部|編輯部|主管|组长|組長|部长|部長}",
    // (a person's title, before or after a name: "同事 Alex 刚在…", "Kenji 老師剛剛…", "嘉宾主持 Alvin 昨天…")
    "{同事|老师|老師|讲师|講師|嘉宾|嘉賓|来宾|來賓|主持人|主持|顾问|顧問|社长|社長|群主|站长|站長|博主|主播|创作者|創作者}",
    "{head|chief|director|supervisor|VP}(s)",
    // (an account that posts in its own name: "The ArbBot account published a page at <link>", "官方帳號發了")
    "account(s)",
    "{帐号|帳號|账号|賬號|アカウント}",
    // (a role shared: "Our co-admin published the rules page")
    "co-{admin|host|founder|organizer|organiser|lead|author|editor|moderator|mod|owner}(s)",
    "{課長|室長|主任|リーダー|マネージャー}",
    // A bot named by its role or its place: "the release bot", "CI 机器人", "部署機器人", "デプロイボット" (not a bot alone, which
    // may be the agent's own: "the bot is now watching the ETH/BTC ratio").
    "{CI|deploy|deployment|release|build|GitHub|Slack|Discord|Telegram|DAO|mod|moderation|news|部署|发布|發布|發佈|构建|構建|群} {bot(s)|机器人|機器人}",
    "{CI|DAO|Discord|Slack|Telegram|GitHub|リリース|デプロイ|ビルド|通知}{ボット|bot}",
    // (or the user's, or someone's: "Your grid bot on Bybit posted its fill summary")
    // (and the team's, which the agent does not run: "Our keeper bot 自動 post 了 …，我這邊沒有任何動作")
    "{your|their|his|her|our} [*] [*] bot(s)",
    "{彼|彼女|彼ら|チーム|スポンサー|パートナー|読者|購読者|視聴者|フォロワー|受講生|生徒|学生|審査員|メンター|主催者|編集者}",
    "{担当者|モデレーター|管理者|インターン|参加者|メンバー|ユーザー|クライアント|講師|運営|ホスト|ゲストホスト|ゲスト|先生|同僚|社長}"
  ],
  //! The act said to be someone else's by its grammar, whatever names them: a side (スポンサー側が; not 那边, a place too:
  //! "AgentX 那边 post 好了"), done by themselves (自己, 独自に, "… himself"), done for us (投稿してくれています). Read with
  //! OTHER_DOER by anotherDoer.
  OTHER_DOES: [
    "{自己|自行|亲自|親自}",
    "側{が|は|も|で}",
    "{独自に|自分で|自分たちで}",
    "{てくれ|でくれ|てもらっ|でもらっ}",
    "{himself|herself|themselves|yourself|yourselves}",
    "on {his|her|their} own"
  ],
  //! An act of putting something out, in any form: whose it is, anotherDoer reads (a link beside another's act is theirs:
  //! "One of the judges shared a scoring sheet here: <link>", "赞助商那边今天发了一篇新闻稿：<link>").
  OUT_ACT: [
    "{published|posted|shared|uploaded|released|launched|shipped|tweeted|dropped|put up|put out|publish|post|share|upload}",
    "{reposted|retweeted|crossposted|cross-posted|forwarded}",
    "{发了|發了|发布|發布|發佈|发表|發表|上传|上傳|贴了|貼了|转发|轉發|分享|发文|發文|发帖|發帖}",
    // (and told in a cleft, who did it: "那条是 CI 机器人自己发的")
    "{发|發|贴|貼}的",
    "{投稿|公開|掲載|シェア|共有|アップ}"
  ],
  //! Words of saying: whose words a link stands in, anotherDoer reads ("他們說原本的連結是 <link>", "Kevin says the page is at <link>").
  SAID: ["{said|says|told|tells|mentioned|claims|claimed|wrote|writes}", "{说|說|表示|声称|聲稱|宣称|宣稱|提到|写道|寫道}", "言って"],
  //! An act of putting out told as done: a link beside another's done act is theirs (not "if you want to share it", the
  //! user's act to come: "Published! It's at <link> if you want to share it").
  OUT_DONE: [
    "{published|posted|shared|uploaded|released|launched|shipped|tweeted|dropped|put up|put out}",
    "{reposted|retweeted|crossposted|cross-posted|forwarded}",
    "{发了|發了|发布了|發布了|發佈了|发表了|發表了|上传了|上傳了|贴了|貼了|转发了|轉發了|分享了|已发布|已發佈|已發布|发到|發到|post 了}",
    // (a post's own verb, whoever's it is, read by anotherDoer: "交易所的官方帳號剛剛在 AgentX 發文：<link>")
    "{发文|發文|发帖|發帖}",
    "{投稿し|公開し|掲載し|シェアし|共有し|アップし}",
    "{publish|post|share|upload} し"
  ],
  //! Words right before an OTHER_DOER word that make it an object, not the subject: "我帮评委发了", "for the judges".
  DOER_OBJECT: [
    "把",
    "帮",
    "幫",
    "给",
    "給",
    "替",
    "为",
    "為",
    "跟",
    "和",
    "与",
    "與",
    "向",
    "对",
    "對",
    "让",
    "讓",
    "叫",
    "{for|to|with|from|about|by|at|on} [the]",
    // (the means of the agent's act: "我用你的账号发了一条", "透過官方帳號發文")
    "{用|拿|以|透过|透過|通过|通過}[你的|您的|我的|我们的|我們的|团队的|團隊的]"
  ],
  //! The agent speaking of itself: "@maria I put the recap here: <link>" is the agent's, not maria's.
  SPEAKER: ["I", "I've", "I'm", "I'll", "I'd", "we", "we've", "we're", "我", "我们", "我們", "私", "僕", "俺", "わたし"],
  //! A thing's pronoun opening a clause: its act has the doer of the act before ("CI 机器人发了构建结果，它每次合并都会自动发一条").
  IT_SUBJECT: ["it", "它", "牠", "それ{が|は|も}"],
  //! The agent's or the user's own: "I", "your", "我", "你的".
  MINE: ["I", "I've", "I'm", "we", "we've", "your", "you'll", "you're", "我", "你的", "您的", "私", "あなたの"],
  //! The level an alert waits for: "at $118", "under 10 gwei", "设在 2,800", "2,800 ドルで".
  LEVEL: [
    "${at|under|below|above|over} $#",
    "$#",
    "{under|below|above|over} #",
    "# {gwei|USD|USDT|bps|%}",
    "{设|設|挂|掛|放|定|卡}在 #",
    "{跌破|突破|低于|低於|高于|高於} #",
    // "一破 9 万就提醒你": breaking a level.
    "破 #",
    "# {美元|美金|刀|块|塊}",
    "# {ドル|円}",
    "# {万|萬}{ドル|円|美元|美金|刀}",
    "# {以下|以上}",
    // "0.995 を下回ったら": crossing a level.
    "# を{下回|上回|割|超え}"
  ],
  //! A number with a unit of time or size, not a price: "renders in under 200 ms", "over 40 KB" (LEVEL words inside it are
  //! no level).
  MEASURE: [
    "{under|below|above|over} # {ms|s|sec|secs|second|seconds|min|mins|minute|minutes|hours|kb|mb|gb|lines|rows|px|pixels|users|requests}",
    // A figure of a report, no alert level: "This week's recap is posted: <link> — win rate 62%", "本周复盘已发布…，胜率 62%".
    "{win rate|hit rate|drawdown|max drawdown|return|returns|ROI|APY|APR|yield}[:] [-]# {%|bps}",
    "{胜率|勝率|回撤|最大回撤|收益率|命中率|占比|佔比|年化}[：|:] [-]# %"
  ],
  //! A possibility, not a state: "could land here every Sunday", "would cover Asia's open", "可以每周日发".
  MAYBE: [
    "would",
    "could",
    "might",
    "can",
    "may",
    "should",
    "if you want",
    "if you'd like",
    // A need, not a state: "needs the scheduler", "需要你先在设置里打开".
    "{need|needs|require|requires}",
    "需要",
    "必要",
    // Advice, what is usual or better: "Price alerts usually sit below round numbers", "挂在 92,000 附近比较合理".
    "usually",
    // A judgement of the choice: "A portfolio check every 6 hours is reasonable".
    "reasonable",
    "overkill",
    "ideal",
    "sensible",
    "makes sense",
    // What most do, a common slot: "Most weekly newsletters go out on weekends".
    "most",
    "common",
    "typical",
    "typically",
    "often",
    "generally",
    "{tend|tends} to",
    "better",
    "best",
    "simplest",
    "easiest",
    "最简单",
    "最簡單",
    "一番",
    "比较",
    "比較",
    "合理",
    "最好",
    "一般",
    "通常",
    "ほうが",
    "方が",
    "がいい",
    // A proposal in keigo: "週報の公開は木曜の朝にずらすのがよろしいかと存じます".
    "よろしいかと",
    "かと存じ",
    "{のがよい|のが良い|のがベスト}",
    // A purpose, what it takes: "To get a reminder every Friday, enable notifications", "要收到提醒", "受け取るには".
    "^ to {get|receive|have}",
    "in order to",
    "为了",
    "為了",
    "{要|想}收到",
    "{受け取る|もらう|届く}には",
    // Enough if done by then: "明天 8 点前改好了就行".
    "就行",
    "可以",
    "可能",
    "能够",
    "能夠",
    "建议",
    "建議",
    "推荐",
    "推薦",
    "比如",
    "例如",
    "かも",
    "でしょう",
    "例えば",
    "おすすめ",
    // A tip, advice by its label: "Pro tip: a daily summary at 6pm catches the US close".
    "^ {pro tip|tip|tips|hint}:",
    "^ {提示|小贴士|小貼士}{：|:}",
    "^ ヒント{：|:}",
    // What is safe or wise, a judgement: "無難なのは 118 ドルに 1 つ…置くことです", "稳妥".
    "無難",
    "稳妥",
    "穩妥",
    "賢明"
  ],
  //! Where a thing stated as there comes from, when not from here: "comes from your company's BI tool", "on the
  //! hosting provider's side", "公众号自己发的", "CoinDesk のメルマガ".
  SOURCE: [
    "{comes|come|came} from",
    // Not the agent's doing: "你的 Telegram 机器人每小时整点推送，…和我这边无关".
    "{和|与|與|跟}我{这边|這邊}{无关|無關}",
    "{和|与|與|跟}我{无关|無關}",
    // A place named before, not here: "Your screenshot shows the Binance panel. Three alerts are active there".
    "{active|set|live|running|armed|on|in|over} there",
    // A calendar, or over there: "手机日历里", "hosting panel 那边跑的", "Slack's /remind".
    "{手机|手機}{日历|日曆|里|裡}",
    "不在{这边|這邊|这里|這裡}",
    "那边",
    "那邊",
    "スマホ",
    "カレンダー",
    "{Slack|Discord|Telegram|Google|Apple|Outlook}'s",
    // Defaults: "Your gas tracker app sends a push every 15 minutes by default".
    "by default",
    "ご自身で",
    "默认",
    "默認",
    "預設",
    "デフォルト",
    // A depiction or a default, not this set-up: "The template's default is a weekly digest on Mondays at 9am",
    // "In the demo video, the alert fires at $118", "截图里 SOL 的提醒设在 118", "スクリーンショットでは".
    "template's",
    "{the|in the|in this} {template|demo|video|screenshot|screen grab|recording|tutorial|readme|docs}",
    "default",
    "模板",
    "截图",
    "截圖",
    "screenshot",
    "スクリーンショット",
    "テンプレート",
    "既定",
    "動画",
    // Another app's: "the $118 one must live in another app".
    "{another|other|a different} {app|tool|service|account}",
    "from {their|the} * {app|service|tool|provider|newsletter|bot|account}",
    "'s side",
    "’s side",
    "provider",
    "{generated|sent|run|managed|owned|published|emailed} by",
    "公众号",
    "公眾號",
    "订阅号",
    "訂閱號",
    "服务号",
    "服務號",
    "第三方",
    "来自",
    "來自",
    "不是我",
    "不是我们",
    "不是我們",
    "自己发",
    "自己發",
    "* の{メルマガ|ニュースレター}",
    "配信元"
  ],
  //! A SOURCE that is the user's or a report's, not a channel: the user's own bot, app, device or doing, what a source says.
  //! A schedule that stands, or with no agent before it, in a sentence with one is the user's own: "Your grid bot is
  //! scheduled to rebalance at midnight per the config you set up last week" (SOURCE's words are referential as well).
  USER_SOURCE: [
    "你的 [*] {机器人|機器人|bot}",
    // What a source says: "公式ドキュメントによると", "according to the docs", "根据官方说明".
    "according to",
    "によると",
    "によれば",
    "根据",
    "根據",
    "据说",
    "據說",
    // The user's own device or calendar: "在你手机日历里".
    "{in|on} your {phone|calendar|laptop}",
    "your phone's",
    "{你|你的}{手机|手機|日历|日曆|行事曆|电脑|電腦}",
    "your * app",
    // The user's own doing: "the reminder you set", "你自己设的提醒".
    "you {set|created|made|added|scheduled}",
    "你 [上周|上週|昨天|之前|前几天|前幾天|自己] {设|設}的",
    "你自己",
    "あなたが設定",
    "in your {template|demo|video|screenshot|screen grab|recording|tutorial|readme|docs}",
    "from your * {app|service|tool|provider|newsletter|bot|account}",
    "your company's"
  ],
  //! A past occurrence told, not a thing set up: "fired twice this week", "was emailed on Sunday", "went out as usual".
  //! This turn named on a line: a list item that is the agent's own work under a references lead ("**Sources**\n- My new
  //! basis monitor: <link>", "- 今回作成したクジラ監視ページ: <link>"), a table led in as this run's results ("今回の実行結果：").
  THIS_TURN: [
    "this turn",
    "this session",
    "this run",
    "my new",
    "I just",
    "just built",
    "just created",
    "今回",
    "这次",
    "這次",
    "本次",
    "本轮",
    "本輪",
    "这轮",
    "這輪",
    "this round",
    "刚刚",
    "剛剛"
  ],
  //! A set-up status that is its sentence, nothing else: "Set!", "All set.", "设好了！", "設定しました！". Read off that
  //! sentence with the one after it, which says what was set (claim.tags.status-notice: "Set! I'll message you at 14:00").
  SET_STATUS: [
    "set",
    "all set",
    "armed",
    "{alert|reminder} armed",
    "set up",
    "{reminder|alert|alarm|job|task} set",
    "{reminder|alert|alarm|job|task} {is|'s} set",
    "done and set",
    "{设|設|设置|設置|定|安排|排}好了",
    "已{设置|設置|设定|設定|安排}",
    "{set|arm|schedule} 好了",
    "set 了",
    "{設定|登録|セット}しました",
    "{設定|登録|セット}完了[です]",
    // (a booking: "**予約完了** ✅ 明日の雇用統計の15分前にリマインドします")
    "予約{完了|しました}[です]",
    "{预约|預約}{好了|完成}",
    "{set|schedule} しました"
  ],
  //! A set-up that stands from before: an earlier day, or still — told with it, a set-up is an older job's state, backed
  //! by any active job ("active（昨日作成済み）", "the alert is still active and scheduled to run every hour", "昨日からスケジュール済み").
  STANDING: ["yesterday", "last week", "昨日", "昨天", "上周", "上週", "先週", "前日", "still", "仍在", "仍然", "依然", "还在", "還在", "引き続き"],
  PAST: [
    "was",
    "were",
    "went",
    "fired",
    "came",
    "ran",
    "had",
    "did",
    "has been",
    "have been",
    "twice",
    "as usual",
    "# times",
    "showed",
    "{I|we} {sent|posted|shared|delivered}",
    // A thing posted on a day gone by: "Your BTC weekly recap from Sunday (<post>) is doing well" (not "From Monday
    // your weekly report arrives at 9:00": a start).
    "{recap|post|thread|update|summary|write-up|report} from [last] {monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|week}",
    "from {yesterday|last night|this morning}",
    // A moment ago: "我刚才盯着 4 小时图看了一会儿", "さっきチャートを見張っていました".
    "刚才",
    "剛才",
    "さっき",
    "先ほど"
  ],
  //! What a notation means: "0 9 * * 1 means Mondays at 9", "表示每周一 9 点执行", "は毎週月曜9時を意味します".
  EXPLAINS: [
    // What a listing shows: "已经设置的提醒都会列在里面" (after a command to list them), "they'll all show up in the list".
    "{会|會} {列在|列出|显示在|顯示在|出现在|出現在}",
    "{will|'ll} [all] {show up|be listed|appear} in",
    "{に表示されます|に一覧表示されます|に並びます}",
    // How a thing works, told in general: "How scheduled tasks work: each task has a cron-style schedule in UTC".
    "how * work",
    "how * * work",
    "how it works",
    "cron-style",
    "工作原理",
    "运作方式",
    "運作方式",
    "の仕組み",
    "means",
    "stands for",
    "syntax",
    "expression",
    "{cron|crontab} {line|entry|expression|schedule|string|spec}",
    "crontab",
    "表达式",
    "表達式",
    "表示每",
    "的意思",
    "意味",
    "という意味",
    // A how-to: "设置价格提醒的方法：打开 App → …", "### アラートの設定方法", "cron で `0 9 * * *` と書きます".
    "方法",
    "how to",
    "やり方",
    "手順",
    "步骤",
    "步驟",
    "と{書きます|書く|書けば}"
  ],
  //! A claim taken back right after it: a TAKEN_BACK word, then an UNDONE one (the act failed, or the thing is not out), in
  //! the claim's sentence or the next ("I published it to <link> — wait, correction: the publish call returned an error, so
  //! it is NOT live", "已经发布了。更正：刚才的发布其实失败了", "公開しました……と言いたいところですが、実は…失敗しています").
  //! The claim is then no claim, and its link not checked; a correction of something else (no UNDONE) leaves it.
  TAKEN_BACK: [
    "correction",
    "scratch that",
    "wait",
    "my mistake",
    "my bad",
    "I was wrong",
    "更正",
    "纠正",
    "糾正",
    "订正",
    "訂正",
    "说错了",
    "說錯了",
    "等等",
    "其实",
    "其實",
    "と言いたいところ",
    "実は",
    "取り消し"
  ],
  UNDONE: [
    "failed",
    "returned an error",
    "errored",
    "{didn't|did not} go through",
    "{not|isn't|is not|wasn't|was not} {live|published|public|set up|created|scheduled}",
    "nothing is {set up|scheduled|live}",
    "失败",
    "失敗",
    "出错",
    "出錯",
    "并没有",
    "並沒有",
    "{还没|還沒} [*] {上线|上線|发布|發布|live|publish}",
    "未公开",
    "未公開",
    "エラー"
  ],
  //! What the code just shown does, opening the sentence below a fenced block: "That gives you a recap every morning at 7",
  //! "这样每天早上 7 点就会出 recap", "これで毎朝7時にレポートが届きます". Below the user's own steps (a PLAN_LEAD line leading
  //! the block in: "If you want to run it yourself:"), such a sentence tells what running them would do, not a set-up.
  EFFECT: [
    "^ {that|this|it} {will|'ll|gives|sets|makes|means|runs|should|would}",
    "^ {that's|this'll|that'll} ",
    "^ {then|with that|once it runs|once that runs}",
    "^ 这样",
    "^ 這樣",
    "^ 这会",
    "^ 這會",
    "^ 之后",
    "^ 之後",
    "^ これで",
    "^ こうすると",
    "^ こうすれば",
    "^ そうすると",
    "^ そうすれば",
    "^ すると"
  ],
  //! An instruction to the user: "Set a daily 8am refresh in the app settings", "请在设置里打开", "オンにしてください".
  // (a verb with its object or particle: "Set a daily refresh in the app"; not "Set and forget: the alert pings you")
  IMPERATIVE: [
    "^ {set|add|create|turn|enable|go|open|tap|click|use|try|pick|choose|put|place|move|keep|raise|lower} {a|an|the|up|your|it|on|off|to}",
    "请",
    "請",
    "てください",
    "でください"
  ],
  //! An acknowledgement opening the reply's sentence: the bare verb after it is the agent's report, not an instruction
  //! ("Got it — set up a reminder to check your stop-loss every 4 hours"; "Set up a reminder in your calendar" instructs).
  ACK: ["^ {got it|gotcha|sure|sure thing|ok|okay|k|kk|yep|yup|done|on it|roger|alright|all right|will do|noted|understood|you got it}"],
  //! A note's label opening the sentence, not a reminder set: "Reminder: the ETH hedge needs closing before Thursday".
  NOTE_LABEL: ["^ {reminder|note|heads up|fyi}:", "^ 提醒：", "^ 提醒:", "^ リマインダー："],
  //! A notice to the user, the thing an alert does: "通知你", "notify you", "お知らせする".
  NOTICE: [
    "{提醒|通知|告诉|告訴}你",
    "{ping|notify|remind} 你",
    "{notify|ping|alert|message} you",
    // A notice the user gets: "You'll get a ping the moment ETH closes above $3,900".
    "you'll get a {ping|message|notification|alert|DM|text}",
    // A direct message: "will DM you if it breaks 0.05", "跌破 0.05 会私信你".
    "{will|'ll|to|and|then} {dm|text|email} you",
    "{dm|私信|私訊} 你",
    // A notice to the user in the passive, or from the agent: "you'll be pinged the moment…", "you'll hear from me".
    "you'll be {pinged|notified|alerted|messaged|told}",
    "you will be {pinged|notified|alerted|messaged|told}",
    "you'll hear from me",
    "{a ping|a message|an alert|a notification|a text} to you",
    "{お知らせ|通知}{する|します}",
    // A reminder the agent gives: "**予約完了** ✅ 明日の雇用統計の15分前にリマインドします".
    "リマインド{する|します|いたします}",
    // A notice that reaches the user: "9 万ドルを下回った際にお知らせが届くよう設定済みです".
    "{お知らせ|通知}が{届く|来る|くる|飛ぶ|行く|いく}"
  ],
  //! A watch kept on something, by the one speaking: "USDC 脱锚我盯着呢", "ETH のガス代を監視しています", "gas は monitor 中".
  WATCHING: [
    "{盯着|盯著|盯住|在盯}",
    "{在|正在} {monitor|watch}",
    "monitoring",
    "keeping an eye on",
    // A watcher of the agent's at work now: "The bot is now watching the ETH/BTC ratio".
    "{is|are|'s} [now|already] {watching|tracking}",
    "{監視|見張|ウォッチ}{して|中}",
    "monitor 中"
  ],
  //! The scheduling word as a verb on the user, a promise (verify_commitments' part): "明天 9 点提醒你".
  REMINDS_YOU: ["{提醒|通知}你", "remind you", "notify you"],
  //! What a watch fires on, besides a time or a level: a failure ("messages you if a run fails", "失败就通知你").
  TRIGGER: [
    "{if|when} [a|the|it|any] [*] fails",
    "on failure",
    "{失败|失敗}{就|时|時|的话|的話}",
    "失敗したら",
    "失敗した場合",
    "{挂|掛}了就",
    "{触发|觸發|トリガー}{就|时|時|したら|後}",
    "一旦{触发|觸發}"
  ],
  //! A condition on the set-up, not the alert's trigger ("if you confirm", "once you pick a time", "的话"): the rows of
  //! an act read it with COND; a thing stated as there reads it alone and keeps its trigger ("pings you if a run fails").
  SETUP_COND: [
    "{if|once|when|after|unless} you",
    // Waiting for the user: "等你确认时区之后，我再把每日简报的定时任务建起来".
    "等你",
    // "毎朝9時にスクリプトを動かしたい場合は": in the case that (the user wants it).
    "場合は",
    "as soon as you",
    "的话",
    "的話",
    // A set-up done, then "after": the condition of what follows ("设置好之后，我再通知你", "排程好以後").
    "{设置|設置|设定|設定|设|設|排程|安排|配置|创建|創建}好{之后|之後|以后|以後|后|後}",
    "之后再",
    "之後再",
    "すると",
    "すれば",
    "なら",
    // A set-up as the condition: "アラート設定したら、…通知が飛ぶよ" (not any たら: "9万ドルを割ったら" is the trigger).
    "{設定|登録|セット|作成|オンに|有効に}{したら|しておけば|しとけば}",
    // Opening on it: "Once the alert's been set, you'll get a ping".
    "^ {once|after}"
  ],
  //! What a report is about, not when it was set: "先週のパフォーマンスまとめ", "上週績效總結", "last week's recap".
  PERIOD: [
    "{上周|上週|先週|上个月|上個月|先月|昨天|昨日}{的|の}",
    "{上周|上週|先週|上个月|上個月|先月}{绩效|績效|表现|表現|数据|數據|报告|報告|总结|總結|复盘|復盤|パフォーマンス|まとめ|レポート}",
    "last {week|month}'s"
  ],
  //! The set-up under way, not done: "I'm setting up the daily brief", "我正在设置", "我现在去设定", "設定しているところ".
  SETTING_UP: [
    "{I'm|I am|we're|we are} {setting|creating|adding|scheduling|configuring|arming|putting|wiring}",
    // (setting up, not a watch at work: "正在设置提醒", not "正在盯着")
    "正在{设|設|建|配|创|創|加|添|安排|排|弄|搞|部署}",
    "{现在|現在|马上|馬上|这就|這就}去",
    "ているところ",
    "{設定|作成|登録}中"
  ],
  //! The user's request told back: "You asked for a daily brief at 7am", "你要的是…", "ご依頼内容".
  REQUESTED: [
    "you {asked|wanted|requested|described|mentioned}",
    "you're {asking|describing}",
    "your request",
    "你要的",
    "你要求",
    "你想要",
    "你说的",
    "你說的",
    "ご依頼",
    "ご要望",
    "ご希望"
  ],
  //! What is laid out for the user to choose: "The plan:", "a proposal", "方案", "案".
  // (not a bare "options": options flow is a market)
  PROPOSED: [
    "plan",
    "proposal",
    "{two|three|four|a few|some|your|the} options",
    "option {#|A|B|C}",
    "options:",
    "suggestion",
    "idea",
    "example",
    "e.g.",
    "计划",
    "計劃",
    "方案",
    "提案",
    "计画",
    "計画",
    "案として",
    // An option by its letter: "案 A：毎朝 8 時のブリーフ", "选项 B".
    "{案|选项|選項|オプション} {A|B|C|#}"
  ],
  //! A closing question that asks for the next thing, not about the claim before it: "Reminder's set for 9, anything else?",
  //! "提醒设好了，还有别的吗？", "アラート設定しといたよ、まだ何かある？" (the claim's clause before it is read).
  CLOSING_ASK: ["anything else", "what else", "anything more", "anything further", "{还|還}有{别的|別的|其他|其它|什么|什麼}", "{まだ|ほかに|他に|その他}何か"],
  //! A question that asks for the go-ahead: "Sound good?", "OK?", "可以吗？", "よろしいですか？".
  APPROVAL: [
    "sound good",
    "sounds good",
    "ok",
    "okay",
    "go ahead",
    "proceed",
    "confirm",
    "work for you",
    "好吗",
    "好嗎",
    "可以吗",
    "可以嗎",
    "行吗",
    "行嗎",
    "确认",
    "確認",
    "没问题吗",
    "沒問題嗎",
    "よろしい",
    "いかが",
    "大丈夫"
  ]
};
//! TAG_CLAIMS — scheduling claims read from LEXICON tags (a row: id, why, match, examples): `seq`
//! tags in this order, `none` none of these in the sentence. They back no link; a scheduling claim
//! needs a scheduling tool this turn or a recent active job.
var NOT_CLAIMED = ["FUTURE", "OFFER", "NEG", "FEATURE", "REGISTERED", "IDIOM", "DOER", "OTHERS_OWN"];
var STATED_NOT_CLAIMED = [
  ...NOT_CLAIMED,
  "SETUP_COND",
  "THIRD",
  "HABIT",
  "MAYBE",
  "PROPOSED",
  "SOURCE",
  "USER_SOURCE",
  "PAST",
  "EXPLAINS",
  "IMPERATIVE",
  "SETTING_UP",
  "REQUESTED"
];
var TAG_CLAIMS = [
  {
    id: "claim.tags.recurring-delivery",
    why: "says a recurring delivery is set up",
    frameAt: "first",
    match: {
      seq: ["RECURRING", "RECEIVE"],
      near: 40,
      notAt: ["NOT_SET_UP"],
      none: ["OFFER", "NEG", "FEATURE", "REGISTERED", "IDIOM", "DOER", "OTHERS_OWN", "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: [
        "Done. From now on you'll get a BTC summary every day at 9am.",
        "搞定，以后每天早上 8 点你会收到一份简报。",
        "設定完了です。毎朝 8 時にダイジェストが届きます。"
      ],
      allow: [
        "Once I set it up, every Monday at 9 you'll get the report.",
        "设置好以后，你每天早上 8 点会收到简报。",
        "アプリの通知をオンにすると、毎朝 8 時に届きます。"
      ]
    }
  },
  {
    id: "claim.tags.delivery-recurs",
    why: "says a recurring delivery is set up",
    frameAt: "first",
    match: {
      seq: ["RECEIVE", "RECURRING"],
      near: 40,
      notAt: ["NOT_SET_UP"],
      none: ["OFFER", "NEG", "FEATURE", "REGISTERED", "IDIOM", "DOER", "OTHERS_OWN", "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["Done. You'll get the report every Monday at 9.", "Starting tomorrow, the funding digest will land in this chat every day at 8."],
      allow: [
        "If you enable notifications in the app, you'll get the report every Monday at 9.",
        "You'll get the exchange's statement every Monday at 9 by email.",
        "Want me to make it so you'll get the report every Monday?"
      ]
    }
  },
  {
    id: "claim.tags.schedule-set",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "SET_DONE"],
      near: 45,
      // (an act of putting out between: an issue of a report put out, "週報 publish 完了です", not its schedule)
      apart: ["ISSUE_OUT"],
      notAt: ["NOT_SET_UP"],
      // (SOURCE: set up somewhere named before, not here: "Three alerts are active there: …")
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "SOURCE", "USER_SOURCE"]
    },
    examples: {
      block: [
        "Your price alert is live: you'll get a ping when SOL drops.",
        "每天的 digest 已经 set 好了。",
        "每日的 cron job 已经 create 好了。",
        "通知の登録は完了です。",
        "Monitoring is now on: I'll check the wallet every hour.",
        "監視ジョブはもう動いています。"
      ],
      allow: [
        "Want me to set up an alert?",
        "I'll set up the alert: it will fire under $3,000.",
        "The weekly digest is on hold until you're back.",
        "The December newsletter draft is ready in preview."
      ]
    }
  },
  {
    id: "claim.tags.set-schedule",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SET_DONE", "SCHED_NOUN"],
      near: 30,
      apart: ["TOPIC", "ARTEFACT"],
      notAt: ["NOT_SET_UP", "PAGE_REFRESH", "ATTRIBUTIVE"],
      // (nor a general account of how scheduling works: "How scheduled tasks work: each task has a cron-style schedule")
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "EXPLAINS"]
    },
    examples: {
      block: [
        "已经 set 好了 weekly report。",
        "已经 set up 好了 cron job。",
        "I went ahead and set up a daily 8am digest of your watchlist.",
        "Booked a reminder for 9am tomorrow."
      ],
      allow: [
        "I'll set up a reminder for 9am.",
        "Once I set up the reminder, it will fire every day at 9.",
        "I could set up a 9am digest for you.",
        "I added an alert banner when the API key is missing.",
        "Your scheduled Monday report ran at 7am as usual."
      ]
    }
  },
  {
    id: "claim.tags.schedule-set-done",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "SET_VERB", "DONE"],
      near: 8,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: [
        "每周的周报推送已经配置完成。",
        "Reminder は set 済みです。",
        "価格アラートをオンにしておいたので、下がったら通知が届きます。",
        "价格 alert 我 set 在 95k 了。"
      ],
      allow: [
        "提醒配置完成后我再告诉你要不要改时间？",
        "這個 alert 之前已經 set 好了，會照常觸發。",
        "アラートをオンにしておいたら便利です。",
        "价格 alert 可以 set 在 95k，到了它会提醒。"
      ]
    }
  },
  {
    id: "claim.tags.deliverable-queued",
    why: "claims a post was queued for later",
    match: {
      seq: ["DELIVERABLE", "QUEUED"],
      any: ["TIME"],
      near: 30,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["你的 CPI 推文已经排好了，明天 20:30 自动发出。", "周报帖子已经排上了，每周一早上 9 点发。", "FOMC 解讀貼文已經排好，週四凌晨 2 點自動發布。"],
      allow: [
        "表格的列已经排好了，你看一下。",
        "这篇帖子排在热榜第三。",
        "Two posts are queued for review.",
        "The jobs report is scheduled for Friday at 8:30am ET.",
        "The newsletter is scheduled for Tuesdays by the marketing team."
      ]
    }
  },
  {
    id: "claim.tags.queued-deliverable",
    why: "claims a post was queued for later",
    match: {
      seq: ["QUEUED", "DELIVERABLE"],
      any: ["TIME"],
      near: 30,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["I've lined up the CPI post for 12:30 UTC tomorrow.", "We lined up three tweets for tonight's launch.", "已经排好了明早 9 点的推文。"],
      allow: [
        "I lined up the columns so the table reads better.",
        "I lined up the sources for tomorrow's review.",
        "I can line up the CPI post for 12:30 if you want.",
        "For every queued job, the list shows what it waits on."
      ]
    }
  },
  {
    id: "claim.tags.set-schedule-done",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SET_VERB", "SCHED_NOUN", "DONE"],
      near: 0,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["每天下午 3 点的持仓快照我设成定时任务了。", "我把它加上提醒了。"],
      allow: ["可以设成定时任务了吗？", "要不要设成定时任务？", "把这一列添加到提醒表里了。"]
    }
  },
  {
    id: "claim.tags.schedule-set-time",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "SET_VERB", "DONE"],
      near: 12,
      any: ["TIME"],
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["已经把周报推送设成每周一早上 9 点了。", "提醒我设成每周一早上 9 点了。"],
      allow: ["周报推送要设成每周一早上 9 点吗？", "提醒可以设成明天 8 点。", "提醒设置页面在左边，明天 8 点前改好了就行。"]
    }
  },
  {
    id: "claim.tags.opens-scheduled",
    why: "claims a post or a job was scheduled",
    match: {
      seq: ["OPENS_SCHEDULED"],
      any: ["TIME"],
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["Tweet thread scheduled for 16:00 UTC.", "Weekly thread scheduled for Monday 9am."],
      allow: [
        "Maintenance scheduled for 03:00 UTC on Sunday.",
        "In the scheduler, a job scheduled for 09:00 fires at 17:00 in Singapore.",
        "Our weekly update post is usually scheduled for Monday mornings."
      ]
    }
  },
  {
    id: "claim.tags.setup-for-you",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["OPENS_SETUP", "SCHED_NOUN", "FOR_YOU"],
      near: 12,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["Set up a daily digest for you at 08:00 UTC.", "Done — set up a price alert for you at $120."],
      allow: ["Set up a price alert in the app to get notified.", "Set up a daily digest in Settings if you want one."]
    }
  },
  {
    // The time it is set for, after the thing: "Set up a reminder for 8:45 ET tomorrow so you're at the screen".
    id: "claim.tags.setup-for-time",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["OPENS_SETUP", "SCHED_NOUN", "FOR_TIME"],
      // (after what it is for: "Set up a reminder to check the ETH/BTC ratio at 4pm today")
      near: 32,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "USER_PLACE"]
    },
    examples: {
      block: [
        "Set up a reminder for 8:45 ET tomorrow so you're at the screen before CPI.",
        "Set up a daily digest for 8 am UTC, starting tomorrow.",
        "Set up a reminder to check the ETH/BTC ratio at 4pm today 🔔"
      ],
      allow: [
        "Set up a reminder for Friday 5pm in your calendar so you don't miss it.",
        "Set up a reminder for 9:00 if you want a nudge.",
        "Set up a price alert for $120 in the app."
      ]
    }
  },
  {
    // A ticked item opening on the verb is a thing done, not an instruction: "- ✅ Set up a daily reminder at 08:00 UTC".
    id: "claim.tags.ticked-setup",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["TICKED", "OPENS_SETUP", "SCHED_NOUN"],
      near: 40,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "USER_PLACE"]
    },
    examples: {
      block: [
        "- ✅ Set up a daily reminder to re-run the scan and DM you the outliers",
        "☑ Set up the weekly digest, Mondays 09:00.",
        "Done — set up a reminder for the ETH unlock on Friday 16:00 UTC."
      ],
      allow: [
        "- [ ] Set up a daily reminder at 08:00 UTC",
        "✅ Set up a daily reminder if you want one.",
        "Set up a daily reminder in the app.",
        "Done with the guide — set up a reminder in the app for the unlock."
      ]
    }
  },
  {
    // The event it is for, then its time: "Set up a reminder for the TIA unlock — Dec 1, 14:00 UTC".
    id: "claim.tags.setup-event-time",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["OPENS_SETUP", "SCHED_NOUN", "EVENT", "TIME"],
      near: 24,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "USER_PLACE"],
      noneAnywhere: ["SETUP_COND", "USER_PLACE", "MAYBE"]
    },
    examples: {
      block: [
        "Set up a reminder for the TIA unlock — Dec 1, 14:00 UTC. Everyone in this chat gets pinged an hour before.",
        "Set up an alert for the FOMC decision, Wednesday 18:00 UTC."
      ],
      allow: [
        "Set up a reminder in your calendar app for the TIA unlock — Dec 1, 14:00 UTC.",
        "Set up a reminder for the CPI print — Thursday 12:30 UTC — if you want one.",
        "Set up a reminder for the FOMC decision on Wednesday if you want a nudge.",
        "Set up a reminder for the unlock if you'd like one."
      ]
    }
  },
  {
    id: "claim.tags.schedule-queued",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "QUEUED"],
      near: 8,
      notAt: ["NOT_SET_UP"],
      none: NOT_CLAIMED
    },
    examples: {
      block: ["每週一早上九點的週報推送已經排好了。", "明早的提醒排上了。"],
      allow: ["表格的列已经排好了。", "每週一的週報推送可以用排程功能排好。"]
    }
  },
  {
    // "Digest は毎朝 8 時に届くように schedule しました": set to recur, the verb right after.
    id: "claim.tags.recurring-set",
    why: "says a recurring delivery is set up",
    // Not a habit told ("Every day I added a row by hand").
    match: {
      seq: ["RECURRING", "SET_DONE"],
      near: 32,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD", "HABIT"]
    },
    examples: {
      block: ["每小时的资金费率快照，弄好了。"],
      allow: [
        "毎朝 8 時に届くように設定しましょうか？",
        "Every day I added a new row to the sheet by hand, before you automated it.",
        "8 時間ごとの確定値と、リアルタイムの予測値を切り替えられるようにしました。"
      ]
    }
  },
  {
    // "Watchlist digest activated for 7am every day", "止损提醒已登记", "損切りリマインダーを予約済みです".
    id: "claim.tags.schedule-participle",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "SET_PAST"],
      near: 16,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["Watchlist digest activated for 7am every day.", "止损提醒已登记，收盘前 5 分钟提醒你。"],
      allow: ["The alert can be activated in Settings once you connect Telegram.", "Your reminders from last week are registered under the old account."]
    }
  },
  {
    id: "claim.tags.schedule-participle-after",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "SET_PAST_AFTER"],
      near: 6,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["Price alert saved: $2,900 on ETH."],
      allow: ["If the alert is saved, it will show up in the list.", "The alert saved by the exchange fires at 9."]
    }
  },
  {
    // "I've programmed a weekly rebalance check for Sunday nights."
    id: "claim.tags.participle-schedule",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SET_PAST", "SCHED_NOUN"],
      near: 16,
      any: ["MINE"],
      notAt: ["NOT_SET_UP", "ATTRIBUTIVE"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["I've programmed a weekly rebalance check for Sunday nights."],
      allow: [
        "I've never programmed a weekly rebalance check before.",
        "Should I turn on the daily digest for you?",
        "Your scheduled Monday report ran at 7am."
      ]
    }
  },
  {
    // Read from the form of the act, not a list of set-up verbs: "I've arranged a reminder for 8:25".
    id: "claim.tags.did-schedule",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["AGENT_DID", "SCHED_NOUN"],
      near: 30,
      // The thing set up is the act's object, not a topic of it ("I created a chart of how often the alert fired").
      apart: ["TOPIC", "ARTEFACT"],
      notAt: ["NOT_SET_UP", "PUT_OUT"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: [
        "I've arranged a reminder for the CPI print on Wednesday at 8:25.",
        "I've pinned a reminder for 4pm.",
        "Established a daily 7am digest of your watchlist."
      ],
      allow: [
        "I created a chart of how often the alert would have fired last year.",
        "I've checked the reminder you set: it fires at 9.",
        "I deleted the old reminder as you asked.",
        "I fixed the reminder bug in the scheduler module.",
        "I've emailed you this week's issue of the weekly digest.",
        "I wanted to ask whether the reminder should move to 10.",
        "Itemized alerts are in the table below."
      ]
    }
  },
  {
    // "Your 9am digest has been provisioned", "Reminder pencilled in for Thursday at 10".
    id: "claim.tags.schedule-did",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "PASSIVE_DID"],
      // Right after the thing ("Reminder set for 9"; not "リマインダーを set する方法").
      near: 1,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["Your 9am digest has been provisioned.", "Reminder pencilled in for Thursday at 10."],
      allow: [
        "The alert has been triggered twice since Monday.",
        "Reminder triggered at 9am: CPI is out.",
        "The alert based at the exchange fires on mark price."
      ]
    }
  },
  {
    // A status line, the thing and its check mark apart: "### Daily Market Brief — set up ✅", "Price alert: set ✅".
    id: "claim.tags.schedule-checked",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "PASSIVE_DID", "JUST_SET"],
      near: 4,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["### Daily Market Brief — set up ✅", "Price alert: set ✅"],
      allow: ["Price alert: couldn't be set ✅ from here, the app has to do it."]
    }
  },
  {
    // "ETH の価格アラートを仕掛けておきました", "毎朝のサマリーを組んでおきました", "ETH のアラートを 2,800 ドルで張りました".
    id: "claim.tags.schedule-prepared",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "PREPARED"],
      near: 14,
      // (an issue put out between: "マクロ週報は公開済みです（<link>）" is the report's, not a schedule's)
      apart: ["ISSUE_OUT"],
      notAt: ["NOT_SET_UP", "PUT_OUT"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["ETH の価格アラートを仕掛けておきました。", "reminder 入れておきました、15 時です。", "ETH のアラートを 2,800 ドルで張りました。"],
      allow: ["アラートは昨夜 2 回鳴りました。", "アラートを削除しました。", "alert の設定を確認しておきました、問題なしです。", "マクロ週報を更新しました。"]
    }
  },
  {
    // "每日摘要已經幫你排定", "提醒已经帮你弄上了".
    id: "claim.tags.schedule-done-for-you",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "DONE_FOR_YOU"],
      near: 8,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["每日摘要已經幫你排定，早上 7 點送出。", "提醒已经帮你弄上了，明早 9 点。"],
      allow: ["提醒我已经帮你查过了，还在。", "提醒已经帮你看过了，时间没问题。"]
    }
  },
  {
    // "我已经给你挂了一个 ETH 的价格提醒", "每周 recap 已经帮你 arrange 了".
    id: "claim.tags.done-for-you-schedule",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["DONE_FOR_YOU", "SCHED_NOUN"],
      near: 24,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["我已经给你挂了一个 ETH 的价格提醒。"],
      allow: ["已经帮你取消了那个提醒。", "已经帮你查了提醒的设置，没问题。"]
    }
  },
  {
    // Queued for the user, with when it runs: "上面这个 job 我已经帮你 schedule 上去了，每 15 分钟 check 一次".
    id: "claim.tags.done-for-you-queued",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["DONE_FOR_YOU", "QUEUED"],
      near: 4,
      any: ["RECURRING", "TIME"],
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["这个 job 我已经帮你 schedule 上去了，每 15 分钟跑一次。"],
      allow: ["表格已经帮你排好了，按时间排序。", "要不要我每天帮你 schedule 上去？"]
    }
  },
  {
    // "明早 7 点的日报推送已安排", "提醒已经设置".
    id: "claim.tags.schedule-already-set",
    why: "claims a schedule or alert is set up",
    match: {
      seq: ["SCHED_NOUN", "ALREADY_SET", "SET_VERB"],
      near: 0,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["明早 7 点的日报推送已安排。", "價格提醒已經設置。"],
      allow: ["提醒之前已经设置过了。", "提醒已安排吗？"]
    }
  },
  {
    // "毎週月曜 9 時にレポートを配信する設定をしました": a recurrence, then a set-up verb done.
    id: "claim.tags.recurring-set-done",
    why: "says a recurring delivery is set up",
    match: {
      seq: ["RECURRING", "SET_VERB", "DONE"],
      near: 3,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD", "HABIT"]
    },
    examples: {
      block: ["毎週月曜 9 時にレポートを配信する設定をしました。", "毎朝 7 時に株価を送る設定をしました。"],
      allow: ["毎週月曜 9 時にレポートを配信する設定にしますか？", "每周一早上 9 点发报告的话，要设置一下吗？"]
    }
  },
  {
    // "已设置每小时检查一次 ETH 价格": done, a set-up verb, then what recurs.
    id: "claim.tags.set-recurring",
    why: "says a recurring delivery is set up",
    match: {
      seq: ["ALREADY_SET", "SET_VERB", "RECURRING"],
      // (no notAt: what recurs may be a check itself, 每小时检查一次)
      near: 4,
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD", "HABIT"]
    },
    examples: {
      block: ["已设置每小时检查一次 ETH 价格。"],
      allow: ["要设置每小时检查一次 ETH 价格吗？", "之前已设置每小时检查一次。"]
    }
  },
  {
    // An item of a list of what was done: a set-up verb and the thing, no "done" word ("- Set a daily 8am refresh").
    id: "claim.tags.done-list-set",
    why: "lists a schedule or alert as set up",
    where: "done-list",
    match: {
      seq: ["SET_VERB", "SCHED_NOUN"],
      near: 24,
      apart: ["TOPIC", "ARTEFACT"],
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["Summary of what I did:\n- Pulled the funding data\n- Set a daily 8am refresh"],
      allow: ["Plan:\n- Set a daily 8am refresh", "Set a daily 8am refresh in the app settings."]
    }
  },
  {
    // The thing, then the set-up verb ending the item: "・毎朝 8 時の自動更新を設定".
    id: "claim.tags.done-list-thing-set",
    why: "lists a schedule or alert as set up",
    where: "done-list",
    match: {
      seq: ["SCHED_NOUN", "SET_VERB"],
      near: 3,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["やったこと：\n・データ取得\n・毎朝 8 時の自動更新を設定"],
      allow: ["やること：\n・毎朝 8 時の自動更新を設定"]
    }
  },
  {
    id: "claim.tags.schedule-moved",
    why: "claims a schedule or alert was moved",
    match: {
      seq: ["SCHED_NOUN", "MOVED_TO", "DONE"],
      near: 8,
      any: ["TIME"],
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["提醒改到下午 3 点了。", "reminder 改成 3pm 了。"],
      allow: ["alert 的 threshold 我改成 3000 了，你看下 config。", "提醒要改到下午 3 点吗？"]
    }
  },
  {
    // Moved, said before the thing: "已改成每天早上 7 点推送日报" (the act already done, then the time and what goes out).
    id: "claim.tags.schedule-moved-to",
    why: "claims a schedule or alert was moved",
    match: {
      seq: ["ALREADY_SET", "MOVED_TO", "SCHED_NOUN"],
      near: 20,
      any: ["TIME"],
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"]
    },
    examples: {
      block: ["好的，已改成每天早上 7 点推送日报。", "已经改到周五下午 3 点提醒了。"],
      allow: ["要不要改成每天早上 7 点推送日报？", "已改成 3000 的阈值提醒。"]
    }
  },
  {
    // "I set it up so the PnL chart refreshes itself every hour": set up, then what recurs.
    id: "claim.tags.set-recurs",
    why: "says a recurring delivery is set up",
    match: {
      seq: ["SET_IT_UP", "RECURRING"],
      near: 45,
      notAt: ["NOT_SET_UP"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD", "HABIT"]
    },
    examples: {
      block: ["I set it up so the PnL chart refreshes itself every hour."],
      allow: [
        "Once I set it up, the PnL chart refreshes itself every hour.",
        "I could set it up so the chart refreshes every hour.",
        "A new repository has been created which accommodates the code from now on."
      ]
    }
  },
  {
    // A notice to the user, then the set-up done, no thing named: "ETH 跌破 3,000 美元時會立刻在這裡通知你，已經設好",
    // "ETH が 3,000 ドルを割ったら、すぐにここでお知らせする設定になっています".
    id: "claim.tags.notice-set",
    why: "claims an alert is set up",
    match: { seq: ["NOTICE", "SET_DONE"], near: 16, none: [...NOT_CLAIMED, "THIRD"] },
    examples: {
      block: ["ETH 跌破 3,000 美元時會立刻在這裡通知你，已經設好。", "ETH が 3,000 ドルを割ったら、すぐにここでお知らせする設定になっています。"],
      allow: ["跌破 3,000 美元時通知你，要不要我設好？", "交易所跌破 3,000 美元時會通知你，已經設好了。"]
    }
  },
  {
    // The set-up done, then the notice: "已经设好了，跌破 3,000 就通知你".
    id: "claim.tags.set-notice",
    why: "claims an alert is set up",
    // (the frames read the set-up, not the notice's later: "已经设置好了，稍后会提醒你")
    frameAt: "first",
    match: { seq: ["SET_DONE", "NOTICE"], near: 24, none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD"] },
    examples: {
      block: ["已经设好了，跌破 3,000 就通知你。", "已经设置好了，稍后会提醒你。"],
      allow: ["设好以后，跌破 3,000 就通知你。", "已经设好了吗？跌破 3,000 就通知你？"]
    }
  },
  {
    // A status sentence that says the set-up is done, then what it will do and when: "Set! I'll message you at 14:00 UTC
    // when the unlock happens", "设好了！明天下午两点我会准时提醒你。" (SET_STATUS is read off the sentence before).
    id: "claim.tags.status-notice",
    why: "claims a reminder is set up",
    // (the frames read the status, not the notice's will: "Set! I'll …" is no plan)
    frameAt: "first",
    match: {
      seq: ["SET_STATUS", "NOTICE"],
      any: ["TIME", "LEVEL", "TRIGGER"],
      anyOutside: true,
      none: ["OFFER", "NEG", "FEATURE", "REGISTERED", "IDIOM", "DOER", "OTHERS_OWN", "THIRD", "COND", "SETUP_COND"]
    },
    examples: {
      block: ["Set! I'll message you at 14:00 UTC when the unlock happens.", "设好了！明天下午两点我会准时提醒你。", "Set 好了！明天 2pm 我会 ping 你。"],
      allow: [
        "Set! I'll message you if anything changes.",
        "Done! I'll message you at 14:00 UTC with the numbers.",
        "Set a reminder? I'll message you at 14:00."
      ]
    }
  },
  {
    // A watch kept, with what it is for: "ETH 的 gas 我在盯，低于 10 gwei 就告诉你", "USDC peg 我已经在 monitor 了".
    id: "claim.tags.watching",
    why: "states a watch as running",
    reads: "state",
    match: { seq: ["WATCHING"], any: ["LEVEL", "TRIGGER", "NOTICE"], anyOutside: true, none: [...STATED_NOT_CLAIMED] },
    examples: {
      block: ["ETH 的 gas 我在盯，低于 10 gwei 就告诉你。", "I'm monitoring the peg now and will ping you if it slips under 0.995."],
      allow: ["大家都在盯着 118 美元这个位置。", "我刚才盯着 4 小时图看了一会儿，118 美元附近反弹了两次。"]
    }
  },
  {
    // The set-up done, then what recurs: "Funding rate 的 job 已经 on 了，每小时跑一次", "我建了一个每周一跑的任务".
    id: "claim.tags.set-done-recurring",
    why: "claims a recurring job is set up",
    match: {
      seq: ["SET_DONE", "RECURRING"],
      near: 16,
      // (not how often a live page refreshes itself: "已经上线 ✅ 每 10 分钟自动刷新"; "设了每天 8 点自动刷新" sets one up)
      notAt: ["NOT_SET_UP", "PAGE_REFRESH"],
      none: [...NOT_CLAIMED, "COND", "SETUP_COND", "THIRD", "HABIT"]
    },
    examples: {
      block: ["我建了一个每周一跑的任务。"],
      allow: ["Funding rate 的 job 已经停掉了，之前每小时跑一次。", "交易所已经 on 了，每小时结算一次。", "图表已经好了，每 10 分钟自动刷新。"]
    }
  },
  {
    // A notice with what fires it, stated and not promised: "You'll be notified the moment SOL dips below $118",
    // "SOL 一跌破 118 就会通知你", "SOL が 118 ドルを割ったらすぐにお知らせします". Read as the state row reads.
    id: "claim.tags.notice-level",
    why: "states an alert as set up",
    reads: "state",
    match: { seq: ["NOTICE"], any: ["LEVEL", "TRIGGER"], anyOutside: true, none: [...STATED_NOT_CLAIMED] },
    examples: {
      block: ["You'll be notified the moment SOL dips below $118.", "SOL 一跌破 118 就会通知你。", "SOL が 118 ドルを割ったらすぐにお知らせします。"],
      allow: [
        "Binance will notify you by email when your margin ratio drops below 20%.",
        "If you'd like, I can notify you when SOL drops under $118.",
        "你要是愿意，我可以在 SOL 跌破 118 的时候通知你。"
      ]
    }
  },
  {
    // The last row: the thing stated as there, with when it fires, and no act ("The SOL alert sits at $118 and pings
    // you", "资金费率日报：每个工作日早上 8 点", "ETH のアラートは 2,800 ドルで待機中です"). The burden is the link rule's:
    // stated as the user's, in the indicative, it is a claim unless a frame makes it referential.
    id: "claim.tags.schedule-stated",
    why: "states a schedule or alert as set up",
    reads: "state",
    match: {
      seq: ["SCHED_NOUN"],
      // (when it fires, besides the noun's own words: "the daily 7am brief looks good" states no schedule)
      any: ["TIME", "RECURRING", "LEVEL", "TRIGGER"],
      anyOutside: true,
      notAt: ["NOT_SET_UP", "REMINDS_YOU", "NOTE_LABEL", "PAGE_REFRESH"],
      // (and no act that sets nothing up anywhere in it: "Your brief from this morning flagged SOL at $118"; nor a page's data
      // refresh, what the page does: "…周报引用的就是这一页，数据每小时更新")
      none: ["NOT_SET_UP", "PAGE_REFRESH", ...STATED_NOT_CLAIMED]
    },
    examples: {
      block: [
        "The SOL alert sits at $118 and pings you here the moment it crosses.",
        "资金费率日报：每个工作日早上 8 点，明天起生效。",
        "ETH のアラートは 2,800 ドルで待機中です。"
      ],
      allow: [
        "A daily digest at 7am would cover Asia's open.",
        "The plan: a daily 7am brief and a SOL alert at $118.",
        "看板每 10 分钟自动刷新一次。",
        "Rebuilt the gas tracker from scratch — the chart renders in under 200 ms now.",
        "如果需要，每周日晚上 8 点的复盘可以发到群里。",
        "取引所アプリのアラートは 2,800 ドルのままです。",
        "Your daily brief goes out at 7am. Shall I set it up?"
      ]
    }
  }
];

// engine/runtime.ts
var import_node_fs3 = require("node:fs");

// engine/state.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var STALE_LOCK_MS = 5e3;
var LOCK_WAIT_MS = 3e3;
var MAX_STATE_BYTES = 4 * 1024 * 1024;
var { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = import_node_fs.constants;
var O_NOFOLLOW = import_node_fs.constants.O_NOFOLLOW ?? 0;
var FILE_MODE = 384;
var DIR_MODE = 448;
function sessionKey(sessionId) {
  const key = sessionId.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return key || "default";
}
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
var codeOf = (err) => err.code;
function closeQuiet(fd) {
  try {
    (0, import_node_fs.closeSync)(fd);
  } catch {
  }
}
function openRegular(path, noFollow) {
  if (!path || path.includes("\0")) return void 0;
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_RDONLY | O_NONBLOCK | (noFollow ? O_NOFOLLOW : 0));
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile() || noFollow && st.nlink > 1) {
      closeQuiet(fd);
      return void 0;
    }
    return { fd, size: st.size };
  } catch {
    if (fd !== void 0) closeQuiet(fd);
    return void 0;
  }
}
function readAt(fd, length, position) {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = (0, import_node_fs.readSync)(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readAll(fd, initial, limit) {
  let buf = Buffer.allocUnsafe(initial);
  let got = 0;
  for (; ; ) {
    if (got === buf.length) {
      if (buf.length >= limit) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, limit));
      buf.copy(next, 0, 0, got);
      buf = next;
    }
    const n = (0, import_node_fs.readSync)(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    if (f.size > maxBytes) return void 0;
    const buf = readAll(f.fd, Math.min(maxBytes + 1, Math.max(f.size + 1, 4096)), maxBytes + 1);
    return buf.length > maxBytes ? void 0 : buf;
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function tailFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    const length = Math.min(f.size, maxBytes);
    return readAt(f.fd, length, f.size - length);
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function readJson(path) {
  const buf = readFileSafe(path, MAX_STATE_BYTES, { noFollow: true });
  if (!buf || buf.length === 0) return void 0;
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch {
    return void 0;
  }
}
function isRegularOrAbsent(path) {
  try {
    return (0, import_node_fs.lstatSync)(path).isFile();
  } catch (err) {
    return codeOf(err) === "ENOENT";
  }
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (codeOf(err) !== "EPERM") return false;
  }
  const cmdline = readFileSafe(`/proc/${pid}/cmdline`, 64 * 1024);
  return cmdline === void 0 || cmdline.length === 0 || /node|bun|deno|hookguard/i.test(cmdline.toString("latin1"));
}
var sameFile = (a, b) => a.dev === b.dev && a.ino === b.ino;
function breakIfStale(lock, now, alive) {
  let fd;
  try {
    const st = (0, import_node_fs.lstatSync)(lock);
    let judged2 = st;
    if (st.isFile()) {
      fd = (0, import_node_fs.openSync)(lock, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      const pinned = (0, import_node_fs.fstatSync)(fd);
      const text2 = readAt(fd, 64, 0).toString("utf8").trim();
      const deadOwner = text2 !== "" && !alive(Number(text2));
      if (!pinned.isFile() || !(now - pinned.mtimeMs > STALE_LOCK_MS || deadOwner)) return;
      judged2 = pinned;
    }
    if (!sameFile((0, import_node_fs.lstatSync)(lock), judged2)) return;
    const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.broken`;
    (0, import_node_fs.renameSync)(lock, aside);
    if (!sameFile((0, import_node_fs.lstatSync)(aside), judged2)) {
      try {
        (0, import_node_fs.linkSync)(aside, lock);
      } catch {
      }
    }
    (0, import_node_fs.unlinkSync)(aside);
  } catch {
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function acquireLock(path, opts = {}) {
  const lock = `${path}.lock`;
  const deadline = Date.now() + (opts.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    let fd;
    try {
      fd = (0, import_node_fs.openSync)(lock, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    } catch (err) {
      if (codeOf(err) !== "EEXIST") return void 0;
      if (Date.now() >= deadline) return void 0;
      if (attempt % 20 === 0) breakIfStale(lock, Date.now(), opts.alive ?? pidAlive);
      sleep(1 + attempt % 4);
      continue;
    }
    const own = fd;
    const held = () => {
      try {
        return sameFile((0, import_node_fs.lstatSync)(lock), (0, import_node_fs.fstatSync)(own));
      } catch {
        return false;
      }
    };
    try {
      (0, import_node_fs.writeSync)(own, String(process.pid));
    } catch {
    }
    return {
      held,
      release: () => {
        try {
          if (held()) (0, import_node_fs.unlinkSync)(lock);
        } catch {
        } finally {
          closeQuiet(own);
        }
      }
    };
  }
}
function writeNew(path, data) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    const buf = Buffer.from(data, "utf8");
    let off = 0;
    while (off < buf.length) off += (0, import_node_fs.writeSync)(fd, buf, off, buf.length - off);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function writeFileAtomic(path, text2) {
  if (!isRegularOrAbsent(path)) return false;
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  if (!writeNew(tmp, text2)) {
    try {
      if ((0, import_node_fs.lstatSync)(tmp).isFile()) (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
  try {
    (0, import_node_fs.renameSync)(tmp, path);
    return true;
  } catch {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
}
function writeJsonAtomic(path, value) {
  return writeFileAtomic(path, JSON.stringify(value));
}
function ensureDir(dir, depth = 0) {
  try {
    (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
    return true;
  } catch (err) {
    if (codeOf(err) === "EEXIST") {
      try {
        return (0, import_node_fs.statSync)(dir).isDirectory();
      } catch {
        return false;
      }
    }
    const parent = (0, import_node_path.dirname)(dir);
    if (codeOf(err) !== "ENOENT" || parent === dir || depth > 64 || !ensureDir(parent, depth + 1)) return false;
    try {
      (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
      return true;
    } catch (again) {
      return codeOf(again) === "EEXIST";
    }
  }
}
function absoluteEnv(env, name) {
  const v = env[name]?.trim();
  return v && (0, import_node_path.isAbsolute)(v) ? v : void 0;
}
function stateRoot(env) {
  const explicit = absoluteEnv(env, "HOOKGUARD_STATE_DIR");
  if (explicit) return explicit;
  const xdg = absoluteEnv(env, "XDG_STATE_HOME");
  if (xdg) return (0, import_node_path.join)(xdg, "hookguard");
  const home = absoluteEnv(env, "HOME") ?? absoluteEnv(env, "USERPROFILE");
  if (home) return (0, import_node_path.join)(home, ".local", "state", "hookguard");
  const os = require("node:os");
  let fromOs;
  try {
    fromOs = os.homedir();
  } catch {
    fromOs = void 0;
  }
  if (fromOs && (0, import_node_path.isAbsolute)(fromOs)) return (0, import_node_path.join)(fromOs, ".local", "state", "hookguard");
  return (0, import_node_path.join)(os.tmpdir(), `hookguard-${typeof process.getuid === "function" ? process.getuid() : "user"}`);
}
function ensurePrivateDir(dir) {
  if (!ensureDir(dir)) return false;
  try {
    const st = (0, import_node_fs.statSync)(dir);
    if (!st.isDirectory()) return false;
    const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
    return uid === void 0 || st.uid === uid;
  } catch {
    return false;
  }
}
function updateJson(path, mutate, root, lockOpts) {
  if (root !== void 0 ? !ensurePrivateDir(root) || !ensureDir((0, import_node_path.dirname)(path)) : !ensureDir((0, import_node_path.dirname)(path))) return void 0;
  if (!isRegularOrAbsent(path)) return void 0;
  const lock = acquireLock(path, lockOpts);
  if (!lock) return void 0;
  try {
    const next = mutate(readJson(path));
    return lock.held() && writeJsonAtomic(path, next) ? next : void 0;
  } catch {
    return void 0;
  } finally {
    lock.release();
  }
}

// engine/context.ts
var DEFAULT_MAX_FILE = 8 * 1024 * 1024;
var MAX_BODY = 1024 * 1024;
function readText(path, maxBytes = DEFAULT_MAX_FILE) {
  return readFileSafe(path, maxBytes)?.toString("utf8");
}
function parseJson(text2) {
  if (text2 === void 0) return void 0;
  try {
    return JSON.parse(text2);
  } catch {
    return void 0;
  }
}
function fetchJson(url, timeoutMs) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => finish(void 0), timeoutMs);
    timer.unref?.();
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "file:") {
        const { fileURLToPath } = require("node:url");
        return finish(parseJson(readText(fileURLToPath(parsed), MAX_BODY)));
      }
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return finish(void 0);
      const lib = parsed.protocol === "https:" ? require("node:https") : require("node:http");
      const req = lib.get(parsed, { timeout: timeoutMs, headers: { accept: "application/json" } }, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          res.resume();
          return finish(void 0);
        }
        const chunks = [];
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            req.destroy();
            return finish(void 0);
          }
          chunks.push(chunk);
        });
        res.on("end", () => finish(parseJson(Buffer.concat(chunks).toString("utf8"))));
        res.on("error", () => finish(void 0));
      });
      req.on("timeout", () => {
        req.destroy();
        finish(void 0);
      });
      req.on("error", () => finish(void 0));
    } catch {
      finish(void 0);
    }
  });
}
var realCtx = (function realCtx(env = process.env) {
  const pinned = Number(env.HOOKGUARD_NOW);
  const now = env.HOOKGUARD_NOW && Number.isFinite(pinned) ? () => pinned * 1e3 : () => Date.now();
  return { env, cwd: process.cwd(), now, readText, fetchJson };
});

// engine/debuglog.ts
var import_node_fs2 = require("node:fs");
var logDecision = (function logDecision(env, guard3, d, ms, transport) {
  if (!env.HOOKGUARD_DEBUG_LOG) return;
  const line = { guard: guard3, host: d.host.id, event: d.event?.name ?? "", verdict: d.verdict.kind, rule: d.verdict.rule, ...transport ? { transport } : {} };
  for (const f of d.faults ?? []) debugLog(env, { ...line, stage: f.stage, error: f.error, ms });
  debugLog(env, { ...line, stage: d.stage, error: d.error, ms });
});
function debugLog(env, line) {
  const path = env.HOOKGUARD_DEBUG_LOG;
  if (!path) return;
  try {
    const { O_WRONLY: O_WRONLY2, O_APPEND, O_CREAT: O_CREAT2, O_NONBLOCK: O_NONBLOCK2 } = import_node_fs2.constants;
    const fd = (0, import_node_fs2.openSync)(path, O_WRONLY2 | O_APPEND | O_CREAT2 | O_NONBLOCK2, 384);
    try {
      (0, import_node_fs2.writeSync)(fd, JSON.stringify({ ts: (/* @__PURE__ */ new Date()).toISOString(), ...line }) + "\n");
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
  } catch {
  }
}

// engine/faults.ts
var faults = [];
var takeFaults = (function takeFaults() {
  return faults.splice(0);
});

// engine/config.ts
var setValue = (function setValue(env, name) {
  const value = env[name];
  return value === void 0 || value.trim() === "" ? void 0 : value;
});
var envString = (function envString(env, name, constant) {
  return setValue(env, name) ?? constant;
});
function envNumber(env, name, constant) {
  const value = setValue(env, name);
  const n = value === void 0 ? NaN : Number(value.trim());
  return Number.isFinite(n) ? n : constant;
}
function settingProblems(settings) {
  const out = [];
  for (const [name, [kind, value]] of Object.entries(settings)) {
    const shown = JSON.stringify(value) ?? String(value);
    if (kind === "names") {
      if (!Array.isArray(value)) out.push(`${name}: ${shown} should be a list of names (strings)`);
      else {
        const bad = value.filter((v) => typeof v !== "string" || v.trim() === "");
        if (bad.length) out.push(`${name}: ${bad.map((v) => JSON.stringify(v) ?? String(v)).join(", ")} should be names (non-empty strings)`);
      }
    } else if (kind === "count") {
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) out.push(`${name}: ${shown} should be a number >= 0`);
    } else if (kind === "flag") {
      if (typeof value !== "boolean") out.push(`${name}: ${shown} should be true or false`);
    } else if (typeof value !== "string") out.push(`${name}: ${shown} should be a text (a string)`);
  }
  return out;
}

// engine/patch.ts
var MAX_PATCH_SCAN = 4 * 1024 * 1024;
var MAX_PATCH_PATHS = 200;
var ENVELOPE = /^\*\*\* (?:Add File|Update File|Move to): (.+)$/;
function patchPaths(text2) {
  const out = [];
  if (typeof text2 !== "string" || !text2.includes("*** ") && !text2.includes("+++ ")) return out;
  const scan = text2.length > MAX_PATCH_SCAN ? text2.slice(0, MAX_PATCH_SCAN) : text2;
  const add = (path) => {
    if (path && !out.includes(path)) out.push(path);
  };
  let start2 = 0;
  let previous = "";
  while (start2 < scan.length && out.length < MAX_PATCH_PATHS) {
    let end = scan.indexOf("\n", start2);
    if (end < 0) end = scan.length;
    const line = scan.slice(start2, end).replace(/\r$/, "");
    start2 = end + 1;
    const before = previous;
    previous = line;
    if (line.startsWith("+++ ") && before.startsWith("--- ")) {
      const path = line.slice(4).split("	")[0]?.trim().replace(/^b\//, "");
      if (path !== "/dev/null") add(path);
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith("*** ")) add(ENVELOPE.exec(trimmed)?.[1]?.trim());
  }
  return out;
}

// engine/types.ts
var EVENT_NAMES = [
  "on_user_message",
  "pre_tool_call",
  "post_tool_call",
  "transform_tool_result",
  "pre_llm_call",
  "post_llm_call",
  "on_response_end",
  "on_stop",
  "on_outbound_message",
  "on_completion_claim",
  "on_session_start",
  "on_session_end"
];
var isEventName = (function isEventName(value) {
  return typeof value === "string" && EVENT_NAMES.includes(value);
});
var CONTINUE = { kind: "continue" };

// engine/schema.ts
var PAYLOAD_FIELDS = {
  event: "string",
  session_id: "unknown",
  agent_id: "unknown",
  cwd: "string",
  message: "string",
  channel: "string",
  tool_name: "string",
  tool_input: "object",
  tool_result: "unknown",
  system: "unknown",
  last_user_message: "string",
  response: "string",
  model: "string",
  tokens: "object",
  tool_names: "array",
  turn_cost_usd: "unknown",
  stop_hook_active: "unknown",
  goal: "string",
  summary: "string",
  notification: "string",
  type: "string"
};
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var fits = (function fits(kind, value) {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    default:
      return true;
  }
});
var parsePayload = (function parsePayload(raw) {
  if (!isRecord(raw)) return void 0;
  const out = {};
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (value === null || value === void 0) continue;
    const kind = Object.hasOwn(PAYLOAD_FIELDS, key) ? PAYLOAD_FIELDS[key] : void 0;
    if (kind && !fits(kind, value)) return void 0;
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return typeof out.event === "string" ? out : void 0;
});
var num = (function num(value) {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
});
var str = (function str(value) {
  if (typeof value === "string") return value;
  if (value === null || value === void 0) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
});
var flag = (function flag(value) {
  if (typeof value === "string") return /^(1|true|yes|on)$/i.test(value.trim());
  return value === true || value === 1;
});
var toHookEvent = (function toHookEvent(raw, name) {
  const p = parsePayload(raw);
  if (!p) return void 0;
  const eventName = name ?? p.event;
  if (!isEventName(eventName)) return void 0;
  const t = p.tokens ?? {};
  const id = (v) => typeof v === "string" || typeof v === "number" ? String(v) : "";
  return {
    name: eventName,
    sessionId: id(p.session_id),
    agentId: id(p.agent_id),
    cwd: p.cwd ?? "",
    message: p.message ?? "",
    channel: p.channel ?? "",
    toolName: p.tool_name ?? "",
    toolInput: p.tool_input ?? {},
    toolResult: str(p.tool_result),
    system: str(p.system),
    lastUserMessage: p.last_user_message ?? "",
    response: p.response ?? "",
    model: p.model ?? "",
    tokens: {
      input: num(t.input),
      output: num(t.output),
      cache_read: num(t.cache_read),
      cache_creation: num(t.cache_creation)
    },
    toolNames: (p.tool_names ?? []).filter((x) => typeof x === "string"),
    turnCostUsd: num(p.turn_cost_usd),
    stopHookActive: flag(p.stop_hook_active),
    goal: p.goal ?? "",
    summary: p.summary ?? "",
    notification: p.notification ?? "",
    notificationType: p.type ?? "",
    raw: p
  };
});

// engine/hosts/common.ts
var TOOLS = {
  Bash: { name: "bash" },
  PowerShell: { name: "bash" },
  run_shell_command: { name: "bash" },
  ExecuteShellCommand: { name: "bash" },
  Shell: { name: "bash" },
  Write: { name: "write_file", pathKey: "file_path" },
  write_file: { name: "write_file", pathKey: "file_path" },
  WriteFile: { name: "write_file", pathKey: "path" },
  Edit: { name: "edit_file", pathKey: "file_path" },
  MultiEdit: { name: "edit_file", pathKey: "file_path" },
  NotebookEdit: { name: "edit_file", pathKey: "notebook_path" },
  replace: { name: "edit_file", pathKey: "file_path" },
  StrReplaceFile: { name: "edit_file", pathKey: "path" },
  apply_patch: { name: "edit_file", patchKey: "command" }
};
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
function text(value) {
  return typeof value === "string" ? value : "";
}
var MAX_RESULT_CHARS = 1 << 20;
function resultText(value) {
  if (typeof value === "string") return value;
  const r = record(value);
  if (typeof r.llmContent === "string") return r.llmContent;
  const parts = [];
  let size = 0;
  const walk = (v, depth) => {
    if (size > MAX_RESULT_CHARS || depth > 8) return;
    if (typeof v === "string") {
      if (v) parts.push(v);
      size += v.length;
    } else if (Array.isArray(v)) {
      for (const item of v.slice(0, 1e3)) walk(item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      for (const item of Object.values(v).slice(0, 1e3)) walk(item, depth + 1);
    }
  };
  walk(value, 0);
  return parts.join("\n");
}
function canonicalTool(name, input) {
  const map = Object.hasOwn(TOOLS, name) ? TOOLS[name] : void 0;
  if (!map) return { name, input };
  const out = { ...input };
  if (map.pathKey && out.path === void 0 && typeof input[map.pathKey] === "string") out.path = input[map.pathKey];
  if (map.patchKey) {
    const paths = patchPaths(text(input[map.patchKey]) || text(input.input) || text(input.patch));
    if (out.path === void 0 && paths[0] !== void 0) out.path = paths[0];
    if (out.files === void 0) out.files = paths;
  }
  return { name: map.name, input: out };
}
function canonicalToolNames(names) {
  const out = [];
  for (const n of names) {
    const c = Object.hasOwn(TOOLS, n) ? TOOLS[n].name : n;
    if (!out.includes(c)) out.push(c);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}
function rewriteBack(original, rewritten) {
  const out = { ...original };
  for (const key of Object.keys(original)) if (Object.hasOwn(rewritten, key)) out[key] = rewritten[key];
  return out;
}
function eventFrom(raw, name, fields) {
  const bus = { event: name };
  for (const [k, v] of Object.entries(fields)) if (v !== void 0 && v !== null) bus[k] = v;
  if (name !== "on_user_message") delete bus.message;
  if (name !== "pre_llm_call") delete bus.last_user_message;
  if (typeof bus.tool_name === "string") {
    const tool = canonicalTool(bus.tool_name, record(bus.tool_input));
    bus.tool_name = tool.name;
    bus.tool_input = tool.input;
  }
  if (Array.isArray(bus.tool_names)) bus.tool_names = canonicalToolNames(bus.tool_names.filter((n) => typeof n === "string"));
  const event = toHookEvent(bus, name);
  if (event) event.raw = raw;
  return event;
}
function json(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}
var SILENT = { stdout: "", exitCode: 0 };
function reasonOf(reason2) {
  return reason2.trim() || "[hookguard] Blocked by a guard.";
}

// engine/hosts/azure.ts
var AZURE_MAX_REJECTIONS = 3;
var EVENTS = {
  Stop: ["on_stop", "on_completion_claim"],
  // No pre-tool event: a recorder (verify_code_changes) gets its pre_tool_call after the fact.
  PostToolUse: ["transform_tool_result", "post_tool_call", "pre_tool_call"]
};
function sessionOf(raw) {
  const summary = text(raw.execution_summary);
  if (summary) return `azure-${summary}`;
  const agent = text(raw.agent_name);
  return agent ? `azure-${agent}` : "";
}
var render = (function render(verdict, event) {
  const postTool = text(event.raw.hook_event_name) === "PostToolUse";
  switch (verdict.kind) {
    case "block":
      return json({ decision: "block", reason: reasonOf(verdict.reason) });
    case "context":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.message } }) : SILENT;
    default:
      return SILENT;
  }
});
var azure = {
  id: "azure",
  title: "Azure SRE Agent",
  detect: (raw) => typeof raw.hook_event_name === "string" && raw.agent_name !== void 0 && (raw.current_turn !== void 0 || raw.execution_summary !== void 0),
  events: (raw) => EVENTS[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: sessionOf(raw),
    agent_id: raw.agent_name,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_result),
    response: raw.final_output,
    stop_hook_active: raw.stop_hook_active
  }),
  render,
  capReached(event, env) {
    const n = Number(event.raw.stop_rejection_count);
    return Number.isFinite(n) && n >= envNumber(env, "HOOKGUARD_AZURE_MAX_REJECTIONS", AZURE_MAX_REJECTIONS);
  },
  wires: {
    pre_tool_call: { event: "PostToolUse", matcher: "*" },
    post_tool_call: { event: "PostToolUse", matcher: "*" },
    transform_tool_result: { event: "PostToolUse", matcher: "*" },
    on_stop: { event: "Stop" },
    on_completion_claim: { event: "Stop" }
  },
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  capabilities: { rewriteResponse: false, rewriteInput: false, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/claude.ts
function renderClaudeStyle(verdict, event, rules) {
  const hostEvent = text(event.raw.hook_event_name);
  const specific = (extra) => json({ hookSpecificOutput: { hookEventName: hostEvent, ...extra } });
  const note = (message) => rules.contextEvents.has(hostEvent) ? specific({ additionalContext: message }) : json({ systemMessage: message });
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block": {
      const reason2 = reasonOf(verdict.reason);
      if (hostEvent === "PreToolUse") return specific({ permissionDecision: "deny", permissionDecisionReason: reason2 });
      if (hostEvent === "UserPromptSubmit" && rules.suppressBlockedPrompt) {
        return json({ decision: "block", reason: reason2, hookSpecificOutput: { hookEventName: hostEvent, suppressOriginalPrompt: true } });
      }
      return json({ decision: "block", reason: reason2 });
    }
    case "rewrite_input":
      if (hostEvent !== "PreToolUse") return SILENT;
      return specific({ permissionDecision: "allow", updatedInput: rewriteBack(record(event.raw.tool_input), verdict.toolInput) });
    case "context":
      return rules.contextEvents.has(hostEvent) ? specific({ additionalContext: verdict.context }) : SILENT;
    case "warn":
      return hostEvent === "PostToolUse" ? note(verdict.message) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
function claudeStyleEvent(raw, name) {
  return eventFrom(raw, name, {
    session_id: raw.session_id,
    agent_id: raw.agent_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response ?? raw.error),
    response: raw.last_assistant_message,
    model: raw.model,
    stop_hook_active: raw.stop_hook_active
  });
}
var CLAUDE_RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    PostToolUseFailure: ["post_tool_call"],
    PostToolBatch: ["pre_llm_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"],
    SessionEnd: ["on_session_end"]
  },
  contextEvents: /* @__PURE__ */ new Set(["UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop"]),
  suppressBlockedPrompt: true
};
var CLAUDE_WIRES = {
  on_user_message: { event: "UserPromptSubmit" },
  pre_llm_call: { event: "UserPromptSubmit" },
  pre_tool_call: { event: "PreToolUse", matcher: "*" },
  post_tool_call: { event: "PostToolUse", matcher: "*" },
  transform_tool_result: { event: "PostToolUse", matcher: "*" },
  on_stop: { event: "Stop" },
  on_completion_claim: { event: "Stop" },
  on_session_start: { event: "SessionStart" },
  on_session_end: { event: "SessionEnd" }
};
var claude = {
  id: "claude",
  title: "Claude Code",
  // The last in the sniffing order: any PascalCase hook_event_name the others did not claim.
  detect: (raw) => typeof raw.hook_event_name === "string" && Object.hasOwn(CLAUDE_RULES.events, raw.hook_event_name),
  events: (raw) => CLAUDE_RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, CLAUDE_RULES),
  wires: CLAUDE_WIRES,
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/codex.ts
var RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"]
  },
  contextEvents: /* @__PURE__ */ new Set(["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse"])
};
var { on_session_end: _none, ...WIRES } = CLAUDE_WIRES;
var codex = {
  id: "codex",
  title: "Codex CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string" || !Object.hasOwn(RULES.events, name)) return false;
    return typeof raw.turn_id === "string" || typeof raw.model === "string" && name !== "SessionStart" || raw.tool_name === "apply_patch";
  },
  events: (raw) => RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, RULES),
  wires: WIRES,
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  // turn_id keys the turns
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/gemini.ts
var EVENTS2 = {
  BeforeAgent: ["on_user_message", "pre_llm_call"],
  BeforeTool: ["pre_tool_call"],
  AfterTool: ["transform_tool_result", "post_tool_call"],
  AfterAgent: ["on_stop", "on_completion_claim"],
  SessionStart: ["on_session_start"],
  SessionEnd: ["on_session_end"]
};
var OWN = /* @__PURE__ */ new Set(["BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);
function render2(verdict, event) {
  const hostEvent = text(event.raw.hook_event_name);
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block":
      return json({ decision: "deny", reason: reasonOf(verdict.reason) });
    case "rewrite_input":
      if (hostEvent !== "BeforeTool") return SILENT;
      return json({ hookSpecificOutput: { tool_input: rewriteBack(record(event.raw.tool_input), verdict.toolInput) } });
    case "context":
      return hostEvent === "BeforeAgent" || hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.message } }) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
var gemini = {
  id: "gemini",
  title: "Gemini CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string") return false;
    if (OWN.has(name)) return true;
    return typeof raw.timestamp === "string" && raw.permission_mode === void 0 && Object.hasOwn(EVENTS2, name);
  },
  events: (raw) => EVENTS2[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: raw.session_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response),
    response: raw.prompt_response,
    stop_hook_active: raw.stop_hook_active
  }),
  render: render2,
  wires: {
    on_user_message: { event: "BeforeAgent" },
    pre_llm_call: { event: "BeforeAgent" },
    pre_tool_call: { event: "BeforeTool", matcher: "*" },
    post_tool_call: { event: "AfterTool", matcher: "*" },
    transform_tool_result: { event: "AfterTool", matcher: "*" },
    on_stop: { event: "AfterAgent" },
    on_completion_claim: { event: "AfterAgent" },
    on_session_start: { event: "SessionStart" },
    on_session_end: { event: "SessionEnd" }
  },
  recorder: [{ event: "AfterTool", matcher: "*" }, { event: "BeforeAgent" }],
  // Exit 2 with plain text is a deny on Gemini too, but fail-closed stays off: a crash there is
  // already loud (any non-zero code but 1 denies), and "nothing harmful" is the safer default.
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: false }
};

// engine/hosts/starchild.ts
function json2(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}
var renderBus = (function renderBus(verdict) {
  switch (verdict.kind) {
    case "continue":
      return void 0;
    case "block":
      return { decision: "block", reason: verdict.reason };
    case "rewrite_input":
      return { tool_input: verdict.toolInput };
    case "rewrite_response":
      return { response: verdict.response };
    case "rewrite_notification":
      return { notification: verdict.notification };
    case "context":
      return { context: verdict.context };
    case "warn":
      return { add_warning: verdict.message };
  }
});
var WIRES2 = {};
for (const name of EVENT_NAMES) WIRES2[name] = { event: name };
var starchild = {
  id: "starchild",
  title: "Starchild shell hooks",
  detect: (raw) => isEventName(raw.event),
  events: (raw) => isEventName(raw.event) ? [raw.event] : [],
  toEvent: (raw, name) => toHookEvent(raw, name),
  render(verdict) {
    const out = renderBus(verdict);
    return out === void 0 ? { stdout: "", exitCode: 0 } : json2(out);
  },
  wires: WIRES2,
  capabilities: { rewriteResponse: true, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: true, referenceState: true }
};

// engine/hosts/index.ts
var HOSTS = [starchild, gemini, azure, codex, claude];
var hostArg = (function hostArg(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--host=")) return arg.slice(7);
    if (arg === "--host") return argv[i + 1];
  }
  return void 0;
});
function hostById(id) {
  return HOSTS.find((h) => h.id === id);
}
var pickHost = (function pickHost(argv, raw) {
  const wanted = hostArg(argv);
  if (wanted) return hostById(wanted) ?? starchild;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return starchild;
  const payload = raw;
  return HOSTS.find((h) => h.detect(payload)) ?? starchild;
});

// engine/hosts/turn_tools.ts
var import_node_path2 = require("node:path");
var TRANSCRIPT_TAIL_BYTES = 4 * 1024 * 1024;
var UNKEYED_TURN_TTL_S = 30 * 60;
var MAX_TOOLS = 200;
var RELEVANT = /"type":\s*"(?:user|user_message|tool_use|function_call|custom_tool_call|local_shell_call)"/;
function isPrompt(line) {
  const payload = record(line.payload);
  if (line.type === "event_msg" && payload.type === "user_message") return true;
  if (line.type !== "user" || line.isMeta === true) return false;
  const content = record(line.message).content;
  if (typeof content === "string") return true;
  if (!Array.isArray(content)) return false;
  return !content.some((c) => record(c).type === "tool_result") && content.some((c) => record(c).type === "text");
}
function toolsOf(line) {
  const payload = record(line.payload);
  if (line.type === "response_item" && /^(?:function_call|custom_tool_call|local_shell_call)$/.test(text(payload.type))) {
    return [text(payload.name) || "shell"];
  }
  if (line.type !== "assistant") return [];
  const content = record(line.message).content;
  if (!Array.isArray(content)) return [];
  return content.filter((c) => record(c).type === "tool_use").map((c) => text(record(c).name)).filter(Boolean);
}
function transcriptTools(path, maxBytes = TRANSCRIPT_TAIL_BYTES) {
  const body = path ? tailFileSafe(path, maxBytes)?.toString("utf8") : void 0;
  if (!body) return [];
  const lines = body.split("\n");
  const seen = [];
  for (let i = lines.length - 1; i >= 0 && seen.length < MAX_TOOLS; i--) {
    const line = lines[i].trim();
    if (!line.startsWith("{") || !RELEVANT.test(line)) continue;
    let parsed;
    try {
      parsed = record(JSON.parse(line));
    } catch {
      continue;
    }
    if (isPrompt(parsed)) break;
    seen.push(...toolsOf(parsed).reverse());
  }
  return [...new Set(seen.reverse())];
}
function recordedOf(doc) {
  const r = record(doc);
  if (typeof r.turn !== "string" || typeof r.ts !== "number" || !Array.isArray(r.tools)) return void 0;
  return { turn: r.turn, ts: r.ts, tools: r.tools.filter((t) => typeof t === "string") };
}
function recorderPath(env, sessionId) {
  return (0, import_node_path2.join)(stateRoot(env), `turn-tools-${sessionKey(sessionId)}.json`);
}
function turnIdOf(raw) {
  return text(raw.turn_id) || text(raw.prompt_id);
}
function sameTurn(rec, turn, nowS) {
  return turn ? rec.turn === turn : rec.turn === "" && nowS - rec.ts < UNKEYED_TURN_TTL_S;
}
function recordTools(env, sessionId, turn, tools, nowS) {
  updateJson(
    recorderPath(env, sessionId),
    (doc) => {
      const rec = recordedOf(doc);
      const list = rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
      for (const t of tools) if (t && !list.includes(t) && list.length < MAX_TOOLS) list.push(t);
      return { turn, tools: list, ts: nowS };
    },
    stateRoot(env)
  );
}
function startTurn(env, sessionId, turn, nowS) {
  updateJson(recorderPath(env, sessionId), () => ({ turn, tools: [], ts: nowS }), stateRoot(env));
}
function recordedTools(env, sessionId, turn, nowS) {
  const rec = recordedOf(readJson(recorderPath(env, sessionId)));
  return rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
}

// engine/runtime.ts
var MAX_STDIN_BYTES = 16 * 1024 * 1024;
var readStdin = (function readStdin(cap = MAX_STDIN_BYTES) {
  let buf = Buffer.allocUnsafeSlow(1 << 14);
  let len = 0;
  let total = 0;
  let idle = 0;
  for (; ; ) {
    if (len === buf.length) {
      if (total > cap)
        len = 0;
      else {
        const next = Buffer.allocUnsafeSlow(Math.min(buf.length * 2, cap + 1));
        buf.copy(next, 0, 0, len);
        buf = next;
      }
    }
    let n;
    try {
      n = (0, import_node_fs3.readvSync)(0, [new Uint8Array(buf.buffer, buf.byteOffset + len, buf.length - len)]);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN" && idle++ < 2e3) {
        sleep(1);
        continue;
      }
      if (code === "EOF" || code === "EAGAIN" || code === "EBADF" || code === "EINVAL") break;
      throw err;
    }
    if (n === 0) break;
    len += n;
    total += n;
  }
  return total > cap ? void 0 : buf.toString(void 0, 0, len);
});
function writeAll(fd, text2) {
  const data = Buffer.from(text2, "utf8");
  let off = 0;
  let idle = 0;
  while (off < data.length) {
    try {
      off += (0, import_node_fs3.writeSync)(fd, data, off, data.length - off);
    } catch (err) {
      if (err.code === "EAGAIN" && idle++ < 5e3) {
        sleep(1);
        continue;
      }
      return;
    }
  }
}
var SILENT2 = { stdout: "", exitCode: 0 };
var DEFAULT_FAIL_MODE = "open";
var GATES = /* @__PURE__ */ new Set(["on_user_message", "pre_tool_call", "on_stop", "on_completion_claim"]);
var STOPS = /* @__PURE__ */ new Set(["on_stop", "on_completion_claim", "on_response_end"]);
var POST_TOOL = "post_tool_call";
var PROMPT = "on_user_message";
function failMode(env, configured = DEFAULT_FAIL_MODE) {
  return envString(env, "HOOKGUARD_FAIL_MODE", configured).trim().toLowerCase() === "closed" ? "closed" : "open";
}
function failModeProblems(guard3) {
  const v = guard3.failMode;
  return v === void 0 || v === "open" || v === "closed" ? [] : [`FAIL_MODE: ${JSON.stringify(v)} is neither "open" nor "closed" (treated as "open")`];
}
function failureOutput(guard3, host, candidates, stage, ctx, event) {
  if (failMode(ctx.env, guard3.failMode) !== "closed" || !host.capabilities.exit2Blocks) return SILENT2;
  if (!candidates[0] || !GATES.has(candidates[0])) return SILENT2;
  if (event && host.capReached?.(event, ctx.env)) return SILENT2;
  if (event?.stopHookActive && STOPS.has(candidates[0])) return SILENT2;
  const source = envString(ctx.env, "HOOKGUARD_FAIL_MODE", "") ? "HOOKGUARD_FAIL_MODE" : "FAIL_MODE";
  return { stdout: "", stderr: `[hookguard] ${guard3.name} failed (${stage}): blocked because ${source}=closed`, exitCode: 2 };
}
var turnBookkeeping = (function turnBookkeeping(host, candidates, event, handled, ctx) {
  if (host.capabilities.toolNamesAtStop) return;
  const nowS = Math.floor(ctx.now() / 1e3);
  const turn = turnIdOf(event.raw);
  if (candidates.includes(POST_TOOL)) {
    const tools = [event.toolName, text(event.raw.tool_name)];
    recordTools(ctx.env, event.sessionId, turn, tools, nowS);
  } else if (candidates[0] === PROMPT) {
    startTurn(ctx.env, event.sessionId, turn, nowS);
  } else if (handled && STOPS.has(event.name)) {
    const found = [...transcriptTools(text(event.raw.transcript_path)), ...recordedTools(ctx.env, event.sessionId, turn, nowS)];
    event.toolNames = canonicalToolNames([...event.toolNames, ...found]);
  }
});
var decide = (async function decide(guard3, input, argv, ctx) {
  takeFaults();
  const d = await decideOnce(guard3, input, argv, ctx);
  const faults2 = takeFaults();
  return faults2.length ? { ...d, faults: faults2 } : d;
});
var decideOnce = (async function decideOnce(guard3, input, argv, ctx) {
  let host = starchild;
  let stage = "read";
  let event;
  let candidates = [];
  try {
    if (input === void 0) return { host, verdict: CONTINUE, output: SILENT2, stage: "oversize" };
    stage = "parse";
    if (input.trim() === "") return { host, verdict: CONTINUE, output: SILENT2, stage: "empty" };
    const raw = JSON.parse(input);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    const payload = raw;
    host = pickHost(argv, payload);
    if (!host.capabilities.referenceState) ctx = { ...ctx, stateRoot: stateRoot(ctx.env) };
    stage = "event";
    candidates = host.events(payload);
    const name = candidates.find((n) => guard3.handlers[n]);
    event = candidates[0] ? host.toEvent(payload, name ?? candidates[0]) : void 0;
    if (!event) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    stage = "turn";
    turnBookkeeping(host, candidates, event, name !== void 0, ctx);
    const handler = name ? guard3.handlers[name] : void 0;
    if (!handler) return { host, event, verdict: CONTINUE, output: host.render(CONTINUE, event), stage: "no-handler" };
    stage = "handle";
    let verdict = await handler(event, ctx);
    if (verdict.kind === "block" && host.capReached?.(event, ctx.env)) verdict = { kind: "continue", rule: verdict.rule };
    stage = "render";
    return { host, event, verdict, output: host.render(verdict, event), stage: "done" };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    let output = SILENT2;
    try {
      output = failureOutput(guard3, host, candidates, stage, ctx, event);
    } catch {
    }
    return { host, event, verdict: CONTINUE, output, stage, error };
  }
});
var run = (async function run(guard3) {
  const started = process.hrtime.bigint();
  const ctx = realCtx();
  if (process.argv.includes("--check-config")) {
    const problems = [...failModeProblems(guard3), ...settingProblems(guard3.settings?.() ?? {}), ...guard3.check?.(ctx) ?? []];
    writeAll(1, JSON.stringify({ problems }) + "\n");
    process.exit(0);
  }
  let input;
  let readError;
  try {
    input = readStdin();
  } catch (err) {
    input = "";
    readError = String(err);
  }
  const d = await decide(guard3, input, process.argv.slice(2), ctx);
  if (d.output.stdout) writeAll(1, d.output.stdout + "\n");
  if (d.output.stderr) writeAll(2, d.output.stderr + "\n");
  const ms = Number((process.hrtime.bigint() - started) / 10000n) / 100;
  logDecision(ctx.env, guard3.name, { ...d, error: d.error ?? readError }, ms);
  process.exit(d.output.exitCode);
});
var start = (function start(guard3) {
  if (typeof module !== "undefined" && typeof require !== "undefined" && require.main !== module) {
    module.exports = { guard: guard3, decide };
    return;
  }
  run(guard3).catch(() => process.exit(0));
});

// templates/verify_publish_claims/guard.ts
var import_node_path4 = require("node:path");

// engine/blocks.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = require("node:path");
var BLOCK_STATE_TTL_S = 2 * 60 * 60;
function workspaceDir(ctx) {
  const fromEnv = ctx.env.WORKSPACE_DIR?.trim();
  if (fromEnv) return fromEnv;
  const nested = (0, import_node_path3.join)(ctx.cwd, "workspace");
  return (0, import_node_fs4.existsSync)(nested) ? nested : ctx.cwd;
}
var FALLBACKS = /* @__PURE__ */ new Map();
var ROOTS = /* @__PURE__ */ new Map();
function blockStatePath(ctx, fileName) {
  const root = ctx.stateRoot ?? stateRoot(ctx.env);
  const inRoot = (0, import_node_path3.join)(root, fileName);
  ROOTS.set(inRoot, root);
  if (ctx.stateRoot) return inRoot;
  const path = (0, import_node_path3.join)(workspaceDir(ctx), "output", fileName);
  FALLBACKS.set(path, inRoot);
  return path;
}
var rootOf = (path) => ROOTS.get(path);
function entryOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const { n, ts } = value;
  return typeof n === "number" && typeof ts === "number" ? { n, ts } : void 0;
}
function live(doc, nowS, ttlS) {
  const out = /* @__PURE__ */ Object.create(null);
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return out;
  for (const [key, value] of Object.entries(doc)) {
    const entry = entryOf(value);
    if (entry && nowS - entry.ts < ttlS) out[key] = entry;
  }
  return out;
}
function blocksSoFar(path, session, nowS, ttlS = BLOCK_STATE_TTL_S) {
  return live(readJson(path), nowS, ttlS)[session || "default"]?.n ?? 0;
}
function claimIn(path, key, nowS, max, ttlS, floor) {
  let granted = false;
  const written = updateJson(
    path,
    (doc) => {
      const entries = live(doc, nowS, ttlS);
      const n = Math.max(entries[key]?.n ?? 0, floor);
      granted = n < max;
      entries[key] = { n: granted ? n + 1 : n, ts: granted ? nowS : entries[key]?.ts ?? nowS };
      return entries;
    },
    rootOf(path)
  );
  return written ? { granted, n: written[key]?.n ?? 0 } : void 0;
}
function claimBlock(path, session, nowS, max, ttlS = BLOCK_STATE_TTL_S) {
  const key = session || "default";
  const here = claimIn(path, key, nowS, max, ttlS, 0);
  if (here) return here;
  const fallback = FALLBACKS.get(path);
  const there = fallback && fallback !== path ? claimIn(fallback, key, nowS, max, ttlS, blocksSoFar(path, key, nowS, ttlS)) : void 0;
  return there ?? { granted: false, n: void 0 };
}

// engine/rowregex.ts
function stepPastEmpty(re, text2) {
  const code = text2.codePointAt(re.lastIndex);
  re.lastIndex += code !== void 0 && code > 65535 ? 2 : 1;
}

// engine/prose.ts
var blank = (function blank(chars, from, to) {
  for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
});
var QUOTE_PAIRS = { '"': '"', "“": "”", "「": "」", "『": "』", "«": "»", "‘": "’" };
var MAX_QUOTE = 240;
var MARKS = ["`", "~", "|", ">", "---", "*", "__"];
function rowAsItem(line, label, start2, chars) {
  const pipes = [];
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 124) pipes.push(i);
  const lead = line.trimStart().startsWith("|") ? 0 : -1;
  const at = pipes[label + lead] ?? -1;
  const out = line.split("");
  for (let i = 0; i < Math.max(at, 0); i++) out[i] = " ";
  for (const p of pipes) if (p > at) out[p] = ",";
  if (at >= 0) out[at] = "-";
  const colon = pipes.find((p) => p > at);
  if (colon !== void 0) out[colon] = ":";
  if (/\|\s*$/.test(line)) out[pipes.at(-1)] = " ";
  const read = out.join("");
  for (let i = 0; i < read.length; i++) chars[start2 + i] = read.charAt(i);
  return read;
}
var maskNonProse = (function maskNonProse(text2, options = {}) {
  const quoted = () => Object.keys(QUOTE_PAIRS).some((q) => text2.includes(q)) || SINGLE_OPEN.test(text2);
  if (!MARKS.some((m) => text2.includes(m)) && (options.quotes === false || !quoted())) return text2;
  const chars = text2.split("");
  const lines = text2.split("\n");
  let offset = 0;
  let fence;
  let inTable = false;
  let readCells = false;
  let tableHeader = "";
  let para = { start: 0, text: "" };
  const flush = () => {
    if (para.text) maskInline(para.text, para.start, chars, options.quotes !== false);
    para = { start: 0, text: "" };
  };
  for (const line of lines) {
    const start2 = offset;
    offset += line.length + 1;
    const trimmed = line.trimStart();
    const fenceMark = fenceOf(trimmed);
    if (!trimmed || fenceMark || opensBlock(trimmed)) flush();
    if (fence) {
      blank(chars, start2, start2 + line.length);
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = void 0;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      blank(chars, start2, start2 + line.length);
      continue;
    }
    const rule = isTableRule(trimmed);
    const row = !rule && isTableRow(trimmed);
    const header = row && !inTable;
    if (header) {
      readCells = options.cells?.(trimmed) === true;
      tableHeader = trimmed;
    }
    inTable = row || rule;
    const read = row && readCells && !header ? options.row?.(tableHeader, trimmed) ?? true : false;
    if (typeof read === "number") {
      maskInline(rowAsItem(line, read, start2, chars), start2, chars, options.quotes !== false);
      continue;
    }
    if (read) {
      const cells = line.replaceAll("|", "\n");
      for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 124) chars[start2 + i] = "\n";
      maskInline(cells, start2, chars, options.quotes !== false);
      continue;
    }
    if (row || rule || trimmed.startsWith(">")) {
      blank(chars, start2, start2 + line.length);
      continue;
    }
    if (!para.text) para.start = start2;
    para.text = para.text ? `${para.text}
${line}` : line;
  }
  flush();
  return chars.join("");
});
var LATIN_LETTER = /[A-Za-z]/;
var KANA_CHAR = /[\u3040-\u30ff]/;
var asMandarin = (function asMandarin(text2) {
  const read = REGIONAL.test(text2) ? text2.replace(REGIONAL_ALL, (w) => MANDARIN[w] ?? w) : text2;
  return read.includes("妳") ? read.replaceAll("妳", "你") : read;
});
var MANDARIN = {
  話你知: "告訴你",
  // (says he, he says: "阿明話佢聽日會 send 個 quote 俾你" is 阿明說他明天會…)
  話佢: "說他",
  佢話: "他說",
  同你講: "跟你說",
  搞掂: "搞定",
  遲啲: "晚點",
  而家: "現在",
  聽日: "明天",
  聽朝: "明早",
  聽晚: "明晚",
  琴日: "昨天",
  尋日: "昨天",
  噚日: "昨天",
  等陣: "等會",
  一陣: "一會",
  啱啱: "剛剛",
  剩低: "剩下",
  整埋: "弄完",
  嗰: "那",
  啲: "些",
  咗: "了",
  冇: "沒",
  嘅: "的",
  喺: "在",
  佢: "他",
  哋: "們",
  俾: "給",
  畀: "給",
  唔: "不",
  // (提你 is remind you, read only in a Cantonese text: "聽日開市前我提你睇下個 gap"; a Mandarin "提你的名字" keeps it; so are
  // 睇住, watch, and 即刻, at once: "我幫你睇住 BTC，一升穿 7 萬就即刻話你知")
  提你: "喊你",
  睇下: "看下",
  睇住: "盯住",
  即刻: "立刻",
  明儿: "明天",
  明兒: "明天",
  今儿: "今天",
  今兒: "今天",
  昨儿: "昨天",
  昨兒: "昨天"
};
var REGIONAL = /[明今昨][儿兒]|話你知|話佢|佢話|同你講|搞掂|遲啲|而家|聽[日朝晚]|[琴尋噚]日|等陣|一陣|啱啱|剩低|整埋|[咗冇嘅喺佢哋俾畀嗰啲]|唔(?![，,。…\s])/;
var REGIONAL_ALL = new RegExp(`${REGIONAL.source}|提你|睇[下住]|即刻`, "g");
var PLAIN = {
  u: "you",
  ya: "you",
  ur: "your",
  // (not "lmk": after the agent's "will" it is the agent's own notice, "will lmk when the deploy's done")
  "in like": "in about",
  gonna: "going to",
  wanna: "want to",
  gotta: "got to",
  lemme: "let me",
  gimme: "give me",
  tmr: "tomorrow",
  tmrw: "tomorrow",
  "2moro": "tomorrow",
  "2mrw": "tomorrow",
  tonite: "tonight",
  "2nite": "tonight",
  hrs: "hours",
  mins: "minutes",
  b4: "before",
  l8r: "later",
  rn: "right now",
  "w/": "with"
};
var CHAT_WORD_SOURCE = `(?<![\\w@#/.'’-])(?:${Object.keys(PLAIN).filter((w) => w !== "w/").join("|")}|w/(?=\\s))(?![\\w/@'’-]|\\.\\w)`;
var CHAT_WORD = new RegExp(CHAT_WORD_SOURCE, "i");
var CHAT_WORD_ALL = new RegExp(CHAT_WORD_SOURCE, "gi");
var widenMarks = (function widenMarks(text2) {
  if (!CJK_CHAR.test(text2) || !HALF_MARK_BY_CJK.test(text2)) return text2;
  return text2.replace(HALF_MARK_BY_CJK_ALL, (m) => m.replace(/[,:;!?]/, (c) => WIDE[c] ?? c));
});
var WIDE = { ",": "，", ":": "：", ";": "；", "!": "！", "?": "？" };
var CJK_RANGE = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
var HALF_MARK_BY_CJK = new RegExp(
  [
    `[${CJK_RANGE}][,:;!?]|[,:;!?](?=[${CJK_RANGE}])`,
    `(?<=[${CJK_RANGE}][^\\n]{0,16})(?<!https?):(?=https?://|/(?!/))`,
    `(?<=[${CJK_RANGE}][^\\n]{0,80}),(?=[^\\s\\d])`
  ].join("|")
);
var HALF_MARK_BY_CJK_ALL = new RegExp(HALF_MARK_BY_CJK.source, "g");
var CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
function scriptsOf(text2) {
  return { latin: LATIN_LETTER.test(text2), cjk: CJK_CHAR.test(text2) };
}
function scriptLangs(text2) {
  const { latin, cjk } = scriptsOf(text2);
  const out = latin ? ["en"] : [];
  if (KANA_CHAR.test(text2)) out.push("ja");
  else if (cjk) out.push("zh");
  return out;
}
var isSpace = (function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
});
var runOf = (function runOf(s, ch, min) {
  let n = 0;
  while (s[n] === ch) n++;
  return n >= min ? s.slice(0, n) : "";
});
var fenceOf = (function fenceOf(line) {
  return runOf(line, "`", 3) || runOf(line, "~", 3);
});
var opensBlock = (function opensBlock(line) {
  const c = line[0];
  if (c === "#" || c === "|" || c === ">") return true;
  if (c === "-" || c === "*" || c === "+" || c === "•") return isSpace(line.charCodeAt(1));
  let n = 0;
  while (n < 4 && line.charCodeAt(n) >= 48 && line.charCodeAt(n) <= 57) n++;
  return n >= 1 && n <= 3 && (line[n] === "." || line[n] === ")") && isSpace(line.charCodeAt(n + 1));
});
var isTableRow = (function isTableRow(line) {
  if (line[0] !== "|") return false;
  let e = line.length - 1;
  while (e > 0 && isSpace(line.charCodeAt(e))) e--;
  if (e < 1 || line[e] !== "|") return false;
  for (let i = 1; i < e; i++) {
    const c = line.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return false;
  }
  return true;
});
var isTableRule = (function isTableRule(line) {
  let i = line[0] === "|" ? 1 : 0;
  while (i < line.length && isSpace(line.charCodeAt(i))) i++;
  if (line[i] === ":") i++;
  return line.startsWith("---", i);
});
var MAX_CODE = 2e3;
function indexWithin(text2, needle, from, span) {
  const at = text2.slice(from, from + span + needle.length).indexOf(needle);
  return at < 0 ? -1 : from + at;
}
var LETTER = "A-Za-z\\u00C0-\\u024F\\u0370-\\u04FF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF";
var QUOTE_BEFORE = "[\\s:(\\[—–]";
var SINGLE_OPEN = new RegExp(`${QUOTE_BEFORE}'[${LETTER}]`);
var QUOTE_BEFORE_RE = new RegExp(QUOTE_BEFORE);
var LETTER_RE = new RegExp(`[${LETTER}]`);
var isLetter = (c) => c !== void 0 && c !== "" && LETTER_RE.test(c);
var singleQuoteEnd = (function singleQuoteEnd(line, i) {
  const before = i > 0 ? line[i - 1] : " ";
  if (!QUOTE_BEFORE_RE.test(before) || !isLetter(line[i + 1])) return -1;
  const end = Math.min(line.length, i + MAX_QUOTE);
  for (let j = i + 2; j < end; j++) {
    if (line[j] !== "'" || isLetter(line[j + 1]) || /\s/.test(line[j - 1])) continue;
    return line.slice(i + 1, j).includes(" ") ? j : -1;
  }
  return -1;
});
var maskInline = (function maskInline(line, start2, chars, quotes) {
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === "`") {
      let run2 = 1;
      while (line[i + run2] === "`") run2++;
      const close = indexWithin(line, "`".repeat(run2), i + run2, MAX_CODE);
      if (close > 0) {
        blank(chars, start2 + i, start2 + close + run2);
        i = close + run2;
        continue;
      }
      i += run2;
      continue;
    }
    if (quotes && ch === "'") {
      const close = singleQuoteEnd(line, i);
      if (close > 0) {
        blank(chars, start2 + i, start2 + close + 1);
        i = close + 1;
        continue;
      }
    }
    if (ch === "*" || ch === "_" && line[i + 1] === "_") {
      let run2 = 1;
      while (line[i + run2] === ch) run2++;
      const after = line[i + run2];
      const before = i > 0 ? line[i - 1] : void 0;
      const flanks = (c) => c !== void 0 && c !== "\n" && c !== " " && c !== "	";
      if (run2 <= 3 && (flanks(after) || flanks(before))) blank(chars, start2 + i, start2 + i + run2);
      i += run2;
      continue;
    }
    const closer = quotes ? QUOTE_PAIRS[ch] : void 0;
    if (closer) {
      const close = indexWithin(line, closer, i + 1, MAX_QUOTE);
      if (close > i + 1 && close - i <= MAX_QUOTE) {
        blank(chars, start2 + i, start2 + close + 1);
        i = close + 1;
        continue;
      }
    }
    i++;
  }
});
var wrapsOn = (function wrapsOn(text2, nl, start2) {
  let j = nl + 1;
  while (text2[j] === " " || text2[j] === "	") j++;
  const next = text2.charCodeAt(j);
  if (!(next >= 97 && next <= 122)) return false;
  if (j === nl + 1 && ITEM_LINE.test(text2.slice(text2.lastIndexOf("\n", nl - 1) + 1, nl))) return false;
  let k = nl - 1;
  while (k >= start2 && (text2[k] === " " || text2[k] === "	" || text2[k] === "\r")) k--;
  return k >= start2 && !".!?:。！？：".includes(text2[k]);
});
var ITEM_LINE = /^\s*(?:[-*+•]|\d{1,3}[.)])\s/;
var sentences = (function sentences(text2) {
  const out = [];
  let start2 = 0;
  const push = (end) => {
    const piece = text2.slice(start2, end);
    const lead = piece.length - piece.trimStart().length;
    if (piece.trim()) out.push({ text: piece.trim(), start: start2 + lead });
    start2 = end;
  };
  for (let i = 0; i < text2.length; i++) {
    const ch = text2[i];
    if (ch === "\n" && wrapsOn(text2, i, start2)) continue;
    if (ch === "\n" || ch === "。" || ch === "！" || ch === "？" || ch === "；") {
      push(i + 1);
    } else if (emojiStop(text2, i, start2)) {
      push(i + emojiLength(text2, i));
    } else if ((ch === "." || ch === "!" || ch === "?") && (i + 1 >= text2.length || isSpace(text2.charCodeAt(i + 1)))) {
      push(i + 1);
    }
  }
  push(text2.length);
  return out;
});
var EMOJI_STOP = /^\s+[A-Z]/;
var EMOJI_STOP_CJK = /^\s+[\u3040-\u30ff\u4e00-\u9fff]/;
var FINISHED = /(?:了|好|完|済み|ました|です)\s*$/;
var emojiStop = (function emojiStop(text2, i, start2) {
  const len = emojiLength(text2, i);
  if (len === 0 || !hasLetterOrDigit(text2.slice(start2, i))) return false;
  const after = text2.slice(i + len, i + len + 3);
  return EMOJI_STOP.test(after) || EMOJI_STOP_CJK.test(after) && FINISHED.test(text2.slice(Math.max(start2, i - 8), i));
});
var emojiLength = (function emojiLength(text2, i) {
  const c = text2.charCodeAt(i);
  const len = c >= 55356 && c <= 55358 ? 2 : c >= 8960 && c <= 9215 || c >= 9728 && c <= 10175 || c >= 11008 && c <= 11263 ? 1 : 0;
  return len && text2.charCodeAt(i + len) === 65039 ? len + 1 : len;
});
var endsOnEmoji = (function endsOnEmoji(text2) {
  const end = text2.endsWith("️") ? text2.length - 1 : text2.length;
  return emojiLength(text2, end - 1) === 1 || emojiLength(text2, end - 2) === 2;
});
var URL_END = "<>\"'`)]}，。、「」『』（）“”‘’；：！？";
var nextUrl = (function nextUrl(text2, from) {
  for (let i = text2.indexOf("http", from); i >= 0; i = text2.indexOf("http", i + 1)) {
    const body = text2.startsWith("://", i + 4) ? i + 7 : text2.startsWith("s://", i + 4) ? i + 8 : -1;
    if (body < 0) continue;
    let end = body;
    while (end < text2.length && !isSpace(text2.charCodeAt(end)) && !URL_END.includes(text2[end])) end++;
    if (end > body) return { index: i, end };
  }
  return void 0;
});
var isAlnum = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122;
var isIdChar = (c) => isAlnum(c) || c === 95 || c === 46 || c === 126 || c === 45;
function hasLetterOrDigit(text2) {
  let other = false;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (isAlnum(c) || c >= 19968 && c <= 40869 || c >= 12353 && c <= 12438 || c >= 12449 && c <= 12538) return true;
    if (c >= 65296 && c <= 65305 || c >= 65313 && c <= 65338 || c >= 65345 && c <= 65370) return true;
    if (c < 128 || other) continue;
    const symbol = symbolAt(text2, i);
    if (symbol === 0) other = true;
    else i += symbol - 1;
  }
  return other && (LETTER_OR_DIGIT ??= new RegExp("[\\p{L}\\p{N}]", "u")).test(text2);
}
var LETTER_OR_DIGIT;
var SYMBOL_BLOCKS = [
  160,
  169,
  171,
  177,
  180,
  180,
  182,
  184,
  187,
  187,
  191,
  191,
  215,
  215,
  247,
  247,
  8192,
  8303,
  8592,
  9311,
  9472,
  10101,
  10132,
  10175,
  12288,
  12292,
  12296,
  12320,
  65024,
  65039,
  65281,
  65295,
  65306,
  65312,
  65339,
  65344,
  65371,
  65381
];
function symbolAt(text2, i) {
  const c = text2.charCodeAt(i);
  for (let k = 0; k < SYMBOL_BLOCKS.length; k += 2) if (c >= SYMBOL_BLOCKS[k] && c <= SYMBOL_BLOCKS[k + 1]) return 1;
  const low = text2.charCodeAt(i + 1);
  if (c < 55356 || c > 55358 || !(low >= 56320 && low <= 57343)) return 0;
  if (c === 55356 && low >= 56576 && low <= 56588 || c === 55358 && low >= 57328 && low <= 57337) return 0;
  return 2;
}
var wordAt = (function wordAt(text2, at, word) {
  for (let k = 0; k < word.length; k++) if ((text2.charCodeAt(at + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
});
var nextPath = (function nextPath(text2, from) {
  for (let j = text2.indexOf("/", from); j >= 0; j = text2.indexOf("/", j + 1)) {
    const kind = wordAt(text2, j + 1, "preview") ? "preview" : wordAt(text2, j + 1, "post") ? "post" : void 0;
    if (!kind) continue;
    const at = j + 1 + kind.length;
    if (text2[at] !== "/" || !isAlnum(text2.charCodeAt(at + 1))) continue;
    let end = at + 2;
    while (end < text2.length && isIdChar(text2.charCodeAt(end))) end++;
    return { index: j, end, kind, id: text2.slice(at + 1, end) };
  }
  return void 0;
});
var HOST_BEFORE = /^(?:localhost|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)(?::[0-9]{1,5})?$/;
function tokenBefore(text2, at) {
  let i = at;
  while (i > 0 && at - i < 120 && /[A-Za-z0-9._~/-]/.test(text2[i - 1])) i--;
  if (i > 0 && text2[i - 1] === ":" && /^[0-9]+$/.test(text2.slice(i, at))) {
    let j = i - 1;
    while (j > 0 && /[A-Za-z0-9.-]/.test(text2[j - 1])) j--;
    return text2.slice(j, at);
  }
  return text2.slice(i, at);
}
var trimUrl = (u) => u.replace(/[.,;:!?*_~]+$/, "");
var urls = (function urls(text2) {
  const out = [];
  for (let m = nextUrl(text2, 0); m; m = nextUrl(text2, m.end)) out.push({ url: trimUrl(text2.slice(m.index, m.end)), index: m.index });
  return out;
});
var barePaths = (function barePaths(text2, inUrls = urls(text2)) {
  const out = [];
  let u = 0;
  for (let m = nextPath(text2, 0); m && out.length < 200; m = nextPath(text2, m.end)) {
    while (u < inUrls.length && inUrls[u].index + inUrls[u].url.length <= m.index) u++;
    const inside2 = u < inUrls.length && inUrls[u].index <= m.index;
    if (inside2) continue;
    const before = tokenBefore(text2, m.index);
    if (before && !HOST_BEFORE.test(before)) continue;
    const id = m.id.replace(/[.~_-]+$/, "");
    if (!id) continue;
    const slash = text2[m.end] === "/" ? "/" : "";
    const kind = m.kind;
    out.push({ url: `${before}/${kind}/${id}${slash}`, kind, id, index: m.index - before.length, host: before });
  }
  return out;
});
var NUMBER = "[0-9０-９]+(?:,[0-9]{3})*(?:[:：.][0-9０-９]+)?(?:\\s?[ap]m(?![A-Za-z])|[kKmMbB](?![A-Za-z]))?";
var LATIN_WORD = "(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9_.-]*";
var CJK_NAME = "[\\u3400-\\u9fff\\u30a0-\\u30ff\\u3005]{1,4}?";
var PLACEHOLDERS = { "#": NUMBER, "*": LATIN_WORD, "〇": CJK_NAME };
var OPENING = "(?<=^\\s*(?:\\*\\*|__|[*_](?!\\s))?|[—–!✅✔☑\\u2600-\\u27bf\\u{1F300}-\\u{1FAFF}]\\uFE0F?\\s*)";
var compiledTags = /* @__PURE__ */ new WeakMap();
function splitWord(word) {
  return word.trim().split(/(\s+|#|\*|〇|\[[^\]]*\]|\{[^}]*\}(?:\(s\))?)/).filter((p) => p !== "");
}
var alternatives = (p) => p.slice(1, -1).split("|").filter(Boolean);
var pluralOf = (function pluralOf(p) {
  if (p.endsWith("(s)")) return p.endsWith("y(s)") ? [p.slice(0, -4), "(?:y|ies)"] : [p.slice(0, -3), "(?:e?s)?"];
  const ending = ENDING.exec(p);
  return ending ? [p.slice(0, ending.index), `(?:${ending[1]})?`] : [p, ""];
});
var ENDING = /(?<=[A-Za-z])\(([a-z]{1,4})\)$/;
var LATIN_START = "(?<![A-Za-z0-9_/])(?<![A-Za-z0-9_][.-])";
var YOU_VARIANTS = /[你您妳]/g;
var YOU_CLASS = "[你您妳]";
var OTHER_YOU = /[您妳]/g;
function wordSource(word) {
  const opening = word.trim().startsWith("^");
  const parts = splitWord(opening ? word.trim().slice(1) : word);
  const escapeRe = (p) => p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(YOU_VARIANTS, YOU_CLASS);
  const literal = (p) => {
    const [stem, ending] = pluralOf(p);
    return escapeRe(stem) + ending;
  };
  const choice = (p, plural = "", opens = false) => `(?:${alternatives(p).map(
    (a) => `${opens && /^[A-Za-z0-9]/.test(a) ? LATIN_START : ""}${splitWord(a + plural).map(part).join("")}${/[A-Za-z0-9#]$/.test(a) ? "(?![A-Za-z0-9_])" : ""}`
  ).join("|")})`;
  const choiceOf = (p, opens = false) => p.endsWith("(s)") ? choice(p.slice(0, -3), "(s)", opens) : choice(p, "", opens);
  const optional = (p) => `(?:(?:${alternatives(p).map((a) => a === "*" ? LATIN_WORD : literal(a)).join("|")})(?![A-Za-z0-9_])\\s*)?`;
  const latinStart = /^(?:[A-Za-z0-9#*]|\{[A-Za-z0-9#*])/.test(word.trim());
  const opensChoice = !opening && !latinStart;
  const part = (p, i = -1) => PLACEHOLDERS[p] ?? (/^\s+$/.test(p) ? "\\s*" : p.startsWith("[") ? optional(p) : p.startsWith("{") ? choiceOf(p, i === 0 && opensChoice) : literal(p));
  const glued = (p) => `(?:${alternatives(p).map(literal).join("|")})?`;
  const body = parts.map((p, i) => p.startsWith("[") && parts[i + 1] !== void 0 && !/^\s+$/.test(parts[i + 1]) ? glued(p) : part(p, i)).join("");
  if (opening) return `${OPENING}${body}${/[A-Za-z0-9#*]$/.test(word.trim()) ? "(?![A-Za-z0-9_])" : ""}`;
  const latinEnd = /(?:[A-Za-z0-9#*]|[A-Za-z0-9#*]\}|[A-Za-z}]\([a-z]{1,4}\))$/.test(word.trim());
  return `${latinStart ? LATIN_START : ""}${body}${latinEnd ? "(?![A-Za-z0-9_])(?![./][A-Za-z0-9_])" : ""}`;
}
var LOANWORDS = "LOANWORDS";
var loanCache = /* @__PURE__ */ new WeakMap();
function loansOf(lexicon) {
  let loans = loanCache.get(lexicon);
  if (!loans) {
    loans = /* @__PURE__ */ new Map();
    const list = lexicon[LOANWORDS];
    for (const entry of Array.isArray(list) ? list : []) {
      const eq = typeof entry === "string" ? entry.indexOf("=") : -1;
      if (typeof entry !== "string" || eq <= 0) continue;
      const forms = entry.slice(eq + 1).split(",").map((f) => f.trim()).filter(Boolean);
      if (forms.length) loans.set(entry.slice(0, eq).trim().toLowerCase(), forms);
    }
    loanCache.set(lexicon, loans);
  }
  return loans;
}
var wordsOf = (function wordsOf(lexicon, tag) {
  const raw = lexicon[tag];
  const list = Array.isArray(raw) ? raw.filter((w) => typeof w === "string" && w.trim()) : [];
  if (tag === LOANWORDS || !(LOANWORDS in lexicon)) return list;
  const loans = loansOf(lexicon);
  const out = [...list];
  for (const w of list) {
    const bare = w.trim().toLowerCase();
    const forms = loans.get(bare.endsWith("(s)") ? bare.slice(0, -3) : bare);
    if (forms) out.push(...forms.filter((f) => !out.includes(f)));
  }
  return out;
});
var lexiconTags = (lexicon) => Object.keys(lexicon).filter((tag) => tag !== LOANWORDS);
var WORD_PART = /\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|[^{[(]+/g;
function tagRegex(lexicon, tag) {
  let cache = compiledTags.get(lexicon);
  if (!cache) compiledTags.set(lexicon, cache = /* @__PURE__ */ new Map());
  let re = cache.get(tag);
  if (re === void 0) {
    const list = wordsOf(lexicon, tag);
    const keyed = list.map((w) => ({ w, parts: w.split(" ").reduce((n, token) => n + (token.match(WORD_PART)?.length ?? 1), 0) }));
    const sources = keyed.sort((a, b) => b.parts - a.parts || b.w.length - a.w.length).map((k) => wordSource(k.w));
    try {
      re = sources.length ? new RegExp(sources.join("|"), "giu") : null;
    } catch {
      re = null;
    }
    cache.set(tag, re);
  }
  return re;
}
function lexiconProblems(lexicon, table = "LEXICON") {
  if (lexicon === null || typeof lexicon !== "object" || Array.isArray(lexicon)) return [`${table}: must map tags to lists of words`];
  const problems = [];
  for (const [tag, list] of Object.entries(lexicon)) {
    if (!Array.isArray(list) || list.some((w) => typeof w !== "string")) {
      problems.push(`${table} ${tag}: must be a list of words`);
      continue;
    }
    if (tag === LOANWORDS) {
      for (const entry of list)
        if (!/^[^=]*[A-Za-z][^=]*=\s*[^=\s][^=]*$/.test(entry)) problems.push(`${table} ${tag}: "${entry}" is no "english = カタカナ" pair`);
      continue;
    }
    const seen = /* @__PURE__ */ new Set();
    for (const word of list) {
      const key = word.trim().replace(/\s+/g, " ").toLowerCase();
      const whole = (p) => /^(?:\[[^\]]*\]|\{[^}]*\}(?:\(s\))?)$/.test(p);
      const unclosed = splitWord(word).some((p) => !whole(p) && /[[\]{}]/.test(p)) || /\((?!s\))/.test(word) && !word.includes(")");
      if (!key) problems.push(`${table} ${tag}: an empty word`);
      else if (seen.has(key)) problems.push(`${table} ${tag}: "${word}" is listed twice`);
      else if (unclosed) problems.push(`${table} ${tag}: "${word}" has a bracket without its pair`);
      else {
        try {
          if (new RegExp(`^(?:${wordSource(word)})$`, "iu").test("")) problems.push(`${table} ${tag}: "${word}" can match nothing at all`);
        } catch (e) {
          problems.push(`${table} ${tag}: "${word}" does not compile (${e.message})`);
        }
      }
      seen.add(key);
    }
  }
  return problems;
}
var hintsOf = (function hintsOf(lexicon, tags) {
  let cache = keywordCache.get(lexicon);
  if (!cache) keywordCache.set(lexicon, cache = /* @__PURE__ */ new Map());
  const key = tags.length === 1 ? tags[0] : tags.join(",");
  let words = cache.get(key);
  if (!words) {
    words = [];
    if (tags.length !== 1) for (const tag of tags) for (const w of hintsOf(lexicon, [tag])) words.push(w);
    else {
      const list = wordsOf(lexicon, key);
      if (list.length)
        for (const lw of lowered(list.join("\n")).split("\n")) {
          const syntax = SYNTAX.test(lw);
          const hint = syntax ? hintParts(lw) : lw.endsWith(")") ? literalOf(lw) : lw;
          if (hint || syntax) words.push(hint);
        }
    }
    cache.set(key, words);
  }
  return words;
});
var SYNTAX = /[\s#*〇^[{]/;
var NO_TEXT_MARK = /[#*〇^]/;
var hintParts = (function hintParts(lw) {
  const parts = [];
  let run2 = 0;
  for (let i = 0; i <= lw.length; ) {
    const c = i < lw.length ? lw.charCodeAt(i) : 32;
    const breaks = c === 32 || c >= 9 && c <= 13 || c === 35 || c === 42 || c === 94 || c === 12295 || c === 91 || c === 123;
    if (!breaks) {
      i++;
      continue;
    }
    if (i > run2) {
      const lit = literalOf(lw.slice(run2, i));
      if (lit) parts.push(lit);
    }
    if (c === 91 || c === 123) {
      const close = lw.indexOf(c === 91 ? "]" : "}", i + 1);
      if (close < 0) return "";
      if (c === 123) {
        const plural = lw.startsWith("(s)", close + 1) ? "(s)" : "";
        const body = lw.slice(i + 1, close);
        if (!NO_TEXT_MARK.test(body) && body.indexOf("[") < 0) {
          const any2 = [];
          for (const a of body.split("|")) if (a) any2.push(literalOf(a + plural));
          if (any2.length) parts.push(any2);
        }
        i = close + 1 + plural.length;
      } else i = close + 1;
    } else i++;
    run2 = i;
  }
  return parts.length ? parts : "";
});
var hintsIn = (function hintsIn(text2, lexicon, tags) {
  const low = lowered(text2);
  return hintsOf(lexicon, tags).filter((w) => holdsOne(low, w));
});
var holdsHint = (function holdsHint(text2, hints, lower = false) {
  const low = lower ? text2 : lowered(text2);
  for (const w of hints) if (holdsOne(low, w)) return true;
  return false;
});
var holdsOne = (function holdsOne(low, w) {
  if (typeof w === "string") return low.includes(w);
  for (const p of w) if (typeof p === "string" ? !low.includes(p) : !p.some((a) => low.includes(a))) return false;
  return true;
});
var lowered = (function lowered(text2) {
  const lower = text2.toLowerCase();
  const quoted = lower.includes("’") ? lower.replaceAll("’", "'") : lower;
  return quoted.replace(OTHER_YOU, "你");
});
var literalOf = (function literalOf(p) {
  return pluralOf(p)[0].trim();
});
var keywordCache = /* @__PURE__ */ new WeakMap();
var tagSentence = (function tagSentence(text2, lexicon, only) {
  const out = [];
  const sample = (text2.length > 2e3 ? text2.slice(0, 2e3) : text2).replace(/’/g, "'");
  const low = lowered(sample);
  for (const tag of only ?? lexiconTags(lexicon)) {
    if (!holdsHint(low, hintsOf(lexicon, [tag]), true)) continue;
    const re = tagRegex(lexicon, tag);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(sample); m && out.length < 400; m = re.exec(sample)) {
      if (m[0].length === 0) {
        stepPastEmpty(re, sample);
        continue;
      }
      out.push({ tag, at: m.index, end: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.at - b.at || b.end - a.end);
});
function matchTags(all, spec, text2 = "") {
  const seq = Array.isArray(spec.seq) ? spec.seq : [];
  const notAt = spec.notAt;
  const touches = (o, t) => o.at <= t.end + 3 && (o.end > t.at || t.tag !== seq[0] && o.end + 1 >= t.at) && !(o.at >= t.end && CLAUSE_MARK.test(text2.slice(t.end, o.at)));
  const within = (o, t) => o.at >= t.at && o.end <= t.end && o.end - o.at < t.end - t.at && !/[A-Za-z]/.test(text2.slice(o.at, o.end));
  const voided = (t) => !!notAt && seq.includes(t.tag) && all.some((o) => notAt.includes(o.tag) && touches(o, t) && !(text2 && within(o, t)));
  const tags = notAt?.length ? all.filter((t) => !voided(t)) : all;
  const apart = spec.apart;
  const between = (a, b) => !!apart && tags.some((o) => apart.includes(o.tag) && o.at >= a.end && o.end <= b.at);
  const kept = (o) => !spec.none?.includes(o.tag);
  const cjkInSeqWord = (t) => !!text2 && !/[A-Za-z]/.test(text2.slice(t.at, t.end)) && insideLonger(tags, t, kept);
  if (spec.none && tags.some((t) => spec.none?.includes(t.tag) && !cjkInSeqWord(t))) return void 0;
  const inSeqWord = (t) => !!spec.anyOutside && tags.some((o) => o !== t && seq.includes(o.tag) && o.at <= t.at && o.end >= t.end);
  if (spec.any?.length && !tags.some((t) => spec.any?.includes(t.tag) && !inSeqWord(t))) return void 0;
  const near = typeof spec.near === "number" && seq.length > 1 ? spec.near : void 0;
  const after = (prev, name) => tags.filter((t) => t.tag === name && t.at > prev.at && t.end > prev.end);
  for (const first of tags.filter((t) => t.tag === seq[0])) {
    if (spec.opens && !opensClause(text2, first.at, spec.opens === true ? [] : spec.opens, tags)) continue;
    if (spec.implied && !impliedSubject(text2, first.at, spec.implied, tags)) continue;
    let last = first;
    for (const name of seq.slice(1, near === void 0 ? void 0 : -2)) {
      last = after(last, name)[0];
      if (!last) break;
    }
    if (!last) continue;
    if (near !== void 0) {
      const from = last;
      const heads2 = seq.length > 2 ? after(from, seq[seq.length - 2]) : [from];
      last = void 0;
      for (const head of heads2.slice(0, 50)) {
        last = after(head, seq[seq.length - 1]).find((t) => t.at - head.end <= near && !between(head, t));
        if (last) break;
      }
      if (!last) continue;
    }
    if (spec.notSubject && nearestSubject(tags, last.at, spec, text2) !== void 0) continue;
    if (spec.closes && !closesClause(text2, tags, last.end, spec.closes)) continue;
    return { at: first.at, end: last.end };
  }
  return void 0;
}
var CLAUSE_MARK = /[，,。；;：:！!？?、]/;
function closesClause(text2, tags, end, tail) {
  let i = end;
  while (i < text2.length && !CLAUSE_MARK.test(text2.charAt(i)) && text2.charAt(i) !== "\n") {
    const word = tags.find((t) => t.at === i && t.end > i && tail.includes(t.tag));
    if (word) i = word.end;
    else if (/\s/.test(text2.charAt(i))) i++;
    else return false;
  }
  return true;
}
function opensClause(text2, at, before, tags) {
  let i = at - 1;
  while (i >= 0 && !CLAUSE_MARK.test(text2.charAt(i)) && text2.charAt(i) !== "\n") {
    const word = before.length ? tags.find((t) => t.end === i + 1 && t.at < t.end && before.includes(t.tag)) : void 0;
    if (word) i = word.at - 1;
    else if (hasLetterOrDigit(text2.charAt(i))) return false;
    else i--;
  }
  return true;
}
function impliedSubject(text2, at, subjects, tags) {
  let from = at;
  while (from > 0 && !CLAUSE_MARK.test(text2.charAt(from - 1)) && text2.charAt(from - 1) !== "\n") from--;
  return !tags.some((t) => subjects.includes(t.tag) && t.at >= from && t.at < at);
}
function insideLonger(tags, t, of) {
  return tags.some((o) => of(o) && o.at <= t.at && o.end >= t.end && o.end - o.at > t.end - t.at);
}
function followedBy(tags, marks, t, text2) {
  return tags.some((o) => marks.includes(o.tag) && o.at >= t.end && (o.at <= t.end + 1 || text2 !== void 0 && !/\S/.test(text2.slice(t.end, o.at))));
}
var LATIN_GAP = /^\s*(?:(?:the|a|an|my|your|our|their|his|her|its|this|that|these|those)\s+)?$/i;
function nearestSubject(tags, at, spec, text2 = "") {
  const subjects = [...spec.subjects ?? [], ...spec.notSubject ?? []];
  const others = (t) => spec.notSubject?.includes(t.tag) === true;
  const markedBy = (marks, t) => !!marks && followedBy(tags, marks, t);
  const ownerAfter = (t) => {
    const next = tags.find((n) => n.at >= t.end);
    return !!next && !!spec.owners?.includes(next.tag) && /^[\sA-Za-z]{1,16}$/.test(text2.slice(t.end, next.at));
  };
  const sharesEnd = (t) => tags.some((o) => spec.owners?.includes(o.tag) === true && o.at > t.at && o.at < t.end && o.end > t.end);
  const owned = (t) => markedBy(spec.owners, t) || ownerAfter(t) || sharesEnd(t) || tags.some((n) => n !== t && others(n) && n.at >= t.end && n.at <= t.end + 1 && n.end > t.end && owned(n));
  const inside2 = (t) => insideLonger(tags, t, (w) => w.tag !== t.tag) && !/[A-Za-z]/.test(text2.slice(t.at, t.end));
  const object = (i, t) => {
    if (!spec.objectMarks) return false;
    let end = -1;
    for (let j = 0; j < i; j++) if (tags[j].end <= t.at) end = Math.max(end, tags[j].end);
    if (end < 0 || t.at - end > 12 || CLAUSE_MARK.test(text2.slice(end, t.at))) return false;
    const latinOnly = LATIN_GAP.test(text2.slice(end, t.at));
    return tags.slice(0, i).some((m) => m.end === end && spec.objectMarks?.includes(m.tag) && (latinOnly || !/[A-Za-z]$/.test(text2.slice(m.at, m.end))));
  };
  let cut = false;
  for (let i = tags.length - 1; i >= 0; i--) {
    const t = tags[i];
    if (t.at >= at) continue;
    if (spec.clauseEnd?.includes(t.tag) && !tags.some((w) => subjects.includes(w.tag) && w.at <= t.at && w.end >= t.end)) {
      if (!spec.topicMarks?.length) return void 0;
      cut = true;
      continue;
    }
    if (!subjects.includes(t.tag)) continue;
    if (others(t) && (owned(t) || object(i, t) || inside2(t))) continue;
    const topic = (x) => markedBy(spec.topicMarks, x) || tags.some((m) => spec.topicMarks?.includes(m.tag) && m.at >= x.at && m.at < x.end && m.end >= x.end);
    if (cut && !(others(t) && topic(t))) {
      if (!others(t)) return void 0;
      continue;
    }
    const agent = others(t) && tags.some((w) => spec.subjects?.includes(w.tag) && w.at === t.at && w.end >= t.end);
    return others(t) && !agent ? t : void 0;
  }
  return void 0;
}

// engine/time.ts
function epochMs(value) {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return void 0;
    return value > 1e11 ? value : value * 1e3;
  }
  if (typeof value !== "string") return void 0;
  const t = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return epochMs(Number(t));
  const naive = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/.test(t);
  const ms = Date.parse(naive ? `${t.replace(" ", "T")}Z` : t);
  return Number.isFinite(ms) ? ms : void 0;
}

// engine/registries/index.ts
var MAX_PARSE = 8 * 1024 * 1024;
var MAX_READ = 64 * 1024 * 1024;
var LIST_KEYS = ["previews", "posts", "jobs", "scheduled_jobs", "runs", "tasks", "items", "data"];
function record2(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? x : void 0;
}
function load(ctx, path) {
  if (!path) return { state: "missing" };
  const text2 = ctx.readText(path, MAX_READ);
  if (text2 === void 0) return { state: "missing" };
  if (text2.length > MAX_PARSE) return { state: "text", text: text2 };
  try {
    const doc = JSON.parse(text2);
    const r = record2(doc);
    if (r && !LIST_KEYS.some((k) => Array.isArray(r[k]))) return { state: "text", text: text2, doc };
    return { state: "json", doc };
  } catch {
    return { state: "text", text: text2 };
  }
}
function listOf(doc, prefer) {
  if (Array.isArray(doc)) return doc;
  const r = record2(doc);
  if (!r) return [];
  for (const k of prefer ? [prefer, ...LIST_KEYS] : LIST_KEYS) {
    const v = r[k];
    if (Array.isArray(v)) return v;
    if (k === prefer && record2(v)) return Object.values(v);
  }
  return [];
}
function idString(v) {
  return typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : void 0;
}
function truthy(v) {
  if (typeof v === "string") return ["true", "1", "yes", "published", "public"].includes(v.trim().toLowerCase());
  return v === true || v === 1;
}
function textHas(text2, id) {
  return text2.includes(`"${id}"`) || text2.includes(`/${id}`) || text2.includes(`//${id}.`);
}
function readPreviews(ctx, path) {
  const src = load(ctx, path);
  const out = { known: /* @__PURE__ */ new Set(), published: /* @__PURE__ */ new Set(), publicUrls: [] };
  if (src.state === "text") return { ...out, text: src.text.toLowerCase() };
  if (src.state === "missing") return out;
  for (const item of listOf(src.doc, "previews")) {
    const r = record2(item);
    if (!r) continue;
    const ids = [idString(r.id), idString(r.preview_id)].filter((x) => !!x);
    const publicUrl = typeof r.public_url === "string" ? r.public_url.trim() : "";
    const isPublished = truthy(r.is_published) || publicUrl !== "" || truthy(r.status) || truthy(r.published);
    for (const id of ids) {
      out.known.add(id.toLowerCase());
      if (isPublished) out.published.add(id.toLowerCase());
    }
    if (publicUrl) {
      out.publicUrls.push(publicUrl);
      out.published.add(publicUrl.replace(/\/+$/, "").toLowerCase());
    }
  }
  return out;
}
function ledgerHasAny(ctx, path, ids) {
  const src = load(ctx, path);
  if (src.state === "missing") return false;
  if (src.state === "text") return ids.some((id) => textHas(src.text, id));
  const have = /* @__PURE__ */ new Set();
  for (const item of listOf(src.doc, "posts")) {
    const r = record2(item);
    if (!r) {
      const s = idString(item);
      if (s) have.add(s);
      continue;
    }
    for (const k of ["id", "post_id", "postId"]) {
      const s = idString(r[k]);
      if (s) have.add(s);
    }
    for (const k of ["url", "link"]) {
      const m = typeof r[k] === "string" ? /\/post\/([^/?#\s]+)/.exec(r[k]) : null;
      if (m?.[1]) have.add(m[1]);
    }
  }
  return ids.some((id) => have.has(id));
}
function isActiveJob(job, activeStatuses) {
  if (job.enabled === false || job.active === false) return false;
  const status = job.status ?? job.state;
  if (status === void 0 || status === null || status === "") return true;
  return typeof status === "string" && activeStatuses.some((s) => String(s).toLowerCase() === status.trim().toLowerCase());
}
function newest(item, names) {
  let best;
  for (const name of names) {
    const ms = epochMs(item[name]);
    if (ms !== void 0 && (best === void 0 || ms > best)) best = ms;
  }
  return best;
}
function isRecent(ms, nowMs, windowMin) {
  return ms !== void 0 && ms <= nowMs + 5 * 6e4 && nowMs - ms <= windowMin * 6e4;
}
var JOB_TIMES = ["created_at", "updated_at", "createdAt", "updatedAt"];
function hasRecentActiveJob(ctx, path, windowMin, activeStatuses) {
  const now = ctx.now();
  return activeJobs(ctx, path, activeStatuses).some((job) => isRecent(newest(job, JOB_TIMES), now, windowMin));
}
function hasActiveJob(ctx, path, activeStatuses) {
  return activeJobs(ctx, path, activeStatuses).length > 0;
}
function activeJobs(ctx, path, activeStatuses) {
  const src = load(ctx, path);
  if (src.state === "missing" || src.doc === void 0) return [];
  const r = record2(src.doc);
  const jobs = r && !("jobs" in r) && src.state === "text" ? Object.values(r) : listOf(src.doc, "jobs");
  const active = [];
  for (const item of jobs) {
    const job = record2(item);
    if (job && isActiveJob(job, activeStatuses)) active.push(job);
  }
  return active;
}

// engine/rows/index.ts
function vetRows(rows2, v) {
  const problems = [];
  const ids = /* @__PURE__ */ new Set();
  for (const [i, row] of rows2.entries()) {
    const where = `${v.table} ${typeof row?.id === "string" && row.id ? row.id : `row ${i + 1}`}`;
    if (!row || typeof row !== "object") {
      problems.push(`${where}: not a row object`);
      continue;
    }
    if (typeof row.id !== "string" || !row.id) problems.push(`${where}: missing id`);
    else if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    else ids.add(row.id);
    if (typeof row.why !== "string" || !row.why.trim()) problems.push(`${where}: missing why`);
    if (row.keywords !== void 0 && (!Array.isArray(row.keywords) || !row.keywords.every((k) => typeof k === "string" && k.trim() !== "")))
      problems.push(`${where}: keywords must be a list of words (as written, the row runs on every text)`);
    const broken = guard(
      () => v.compiles?.(row),
      (e) => `does not compile: ${e}`
    );
    if (broken) {
      problems.push(`${where}: ${broken}`);
      continue;
    }
    const ex = row.examples;
    if (!ex || !Array.isArray(ex.block) || !Array.isArray(ex.allow)) {
      problems.push(`${where}: examples need block and allow lists`);
      continue;
    }
    if (ex.block.length === 0) problems.push(`${where}: no block example`);
    for (const text2 of ex.block) {
      const fired = guard(
        () => v.fires(row, text2) ? void 0 : "no",
        (e) => `threw ${e}`
      );
      if (fired) problems.push(`${where}: block example does not fire this row${fired === "no" ? "" : ` (${fired})`}: ${clip(text2)}`);
      if (row.keywords && !holdsKeyword(row.keywords, text2.toLowerCase()))
        problems.push(`${where}: block example holds none of the row's keywords: ${clip(text2)}`);
    }
    for (const text2 of ex.allow) {
      const bad = guard(
        () => v.blocks?.(text2) ? "yes" : void 0,
        (e) => `threw ${e}`
      );
      if (bad) problems.push(`${where}: allow example is blocked by the guard${bad === "yes" ? "" : ` (${bad})`}: ${clip(text2)}`);
      const wrong = bad ? void 0 : guard(
        () => v.allows?.(row, text2),
        (e) => `threw ${e}`
      );
      if (wrong) problems.push(`${where}: allow example ${wrong}: ${clip(text2)}`);
    }
  }
  return problems;
}
var holdsKeyword = (function holdsKeyword(keywords, lowered2) {
  if (!Array.isArray(keywords)) return true;
  if (keywords.some((k) => lowered2.includes(String(k).toLowerCase()))) return true;
  if (!keywords.some((k) => String(k).includes(" "))) return false;
  const spaced = singleSpaced(lowered2);
  return spaced !== lowered2 && keywords.some((k) => spaced.includes(String(k).toLowerCase().replace(/\s+/g, " ")));
});
var ODD_SPACE = /[^\S ]| {2}/;
var lastText = "";
var lastSpaced = "";
var singleSpaced = (function singleSpaced(text2) {
  if (text2 !== lastText) {
    lastText = text2;
    lastSpaced = ODD_SPACE.test(text2) ? text2.replace(/\s+/g, " ") : text2;
  }
  return lastSpaced;
});
function guard(f, onError) {
  try {
    return f();
  } catch (e) {
    return onError(e instanceof Error ? e.message : String(e));
  }
}
function clip(s) {
  const one = s.replace(/\s+/g, " ");
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

// engine/tools.ts
var SHELL_TOOL_NAMES = [
  "bash",
  "shell",
  "sh",
  "powershell",
  "terminal",
  "run_shell_command",
  "exec_command",
  "local_shell",
  "execute_command",
  "run_command",
  "run_terminal_cmd",
  "runTerminalCommand",
  "runInTerminal",
  "run_in_terminal",
  "ExecuteShellCommand",
  "execute_bash",
  "executeBash"
];
var EDIT_TOOL_NAMES = [
  "edit_file",
  "write_file",
  "create_file",
  "append_file",
  "str_replace",
  "str_replace_editor",
  "str_replace_based_edit_tool",
  "Write",
  "Edit",
  "MultiEdit",
  "NotebookEdit",
  "replace",
  "create",
  "WriteFile",
  "StrReplaceFile",
  "write_to_file",
  "replace_in_file",
  "search_replace",
  "multi_edit",
  "edit_notebook",
  "insert_edit_into_file",
  "replace_string_in_file",
  "createFile",
  "editFiles",
  "apply_diff",
  "insert_content",
  "search_and_replace",
  "multi_replace_string_in_file",
  "edit_notebook_file",
  "fsWrite",
  "fsAppend",
  "strReplace"
];
var PATCH_TOOL_NAMES = ["apply_patch", "applyPatch", "patch"];
var MESSAGE_TOOL_NAMES = ["send_to_telegram", "send_to_wechat", "send_to_feishu", "send_message", "send_to_user"];
function toolKey(name) {
  const lower = name.trim().toLowerCase();
  const cut = lower.startsWith("mcp__") ? lower.lastIndexOf("__") : -1;
  return cut > 4 ? lower.slice(cut + 2) : lower;
}
var builtIn;
function vocabulary() {
  if (builtIn) return builtIn;
  const map = /* @__PURE__ */ new Map();
  const lists = [
    ["message", MESSAGE_TOOL_NAMES],
    ["patch", PATCH_TOOL_NAMES],
    ["edit", EDIT_TOOL_NAMES],
    ["shell", SHELL_TOOL_NAMES]
  ];
  for (const [kind, names] of lists) for (const n of names) if (!map.has(toolKey(n))) map.set(toolKey(n), kind);
  return builtIn = map;
}
function messagingByPattern(name) {
  const lower = name.trim().toLowerCase();
  if (lower.includes("send_message") || lower.includes("post_message")) return true;
  return lower.startsWith("mcp__") && toolKey(lower).startsWith("send");
}
function toolKind(name, input, extra) {
  if (typeof name !== "string" || !name.trim()) return "other";
  const key = toolKey(name);
  let kind = vocabulary().get(key);
  if (!kind && extra) {
    for (const k of ["message", "patch", "edit", "shell"]) {
      if (extra[k]?.some((n) => typeof n === "string" && toolKey(n) === key)) {
        kind = k;
        break;
      }
    }
  }
  if (!kind && messagingByPattern(name)) kind = "message";
  if (kind === "edit" && input) {
    const command = input.command;
    if (typeof command === "string" && /^(?:view|read|list)$/i.test(command.trim())) return "other";
  }
  return kind ?? "other";
}
function ranShell(names, extra) {
  return names.some((n) => toolKind(n, void 0, extra) === "shell");
}

// templates/verify_publish_claims/guard.ts
var STATE_FILE = ".publish_claim_guard.json";
var TAG = "[verify-publish]";
var MAX_SCAN = 2e5;
var MAX_BESIDE = 200;
var MAX_TAGGED = 1e3;
var MAX_LINKS = 50;
var rows = (x) => Array.isArray(x) ? x : [];
var compileTables = (function compileTables(src) {
  return {
    claims: rows(src.CLAIMS),
    frames: rows(src.NOT_CLAIMS),
    notEvidence: rows(src.NOT_EVIDENCE),
    presenting: rows(src.PRESENTING),
    refers: rows(src.REFERS),
    regexes: [/* @__PURE__ */ new Map(), /* @__PURE__ */ new Map(), /* @__PURE__ */ new Map(), /* @__PURE__ */ new Map()]
  };
});
var PART = { match: 0, before: 1, after: 2, unlessBefore: 3 };
function regexOf(t, row, part, source, flags = "i") {
  const cache = t.regexes[PART[part]];
  let re = cache.get(row);
  if (re === void 0) {
    re = null;
    try {
      if (typeof source === "string" && source) re = new RegExp(source, flags);
    } catch {
    }
    cache.set(row, re);
  }
  return re ?? void 0;
}
var claimRe = (t, row) => regexOf(t, row, "match", row?.match, "gi");
var beforeRe = (t, row) => regexOf(t, row, "before", row?.match?.before);
var afterRe = (t, row) => regexOf(t, row, "after", row?.match?.after);
var unlessBeforeRe = (t, row) => regexOf(t, row, "unlessBefore", row?.match?.unlessBefore);
var evidenceRe = (t, row) => regexOf(t, row, "match", row?.match);
var presentRe = (t, row) => regexOf(t, row, "match", row?.match);
var compiled;
var userTables = (function userTables() {
  return { CLAIMS, NOT_CLAIMS, NOT_EVIDENCE, PRESENTING, REFERS };
});
var tables = (function tables() {
  return compiled ??= compileTables(userTables());
});
function frameOf(t, prose, at, len, lang, state = false, only) {
  const cut = lastClauseCut(prose, at);
  const near = prose.slice(Math.max(0, at - 160, cut), at);
  const before = near.includes("/") ? blankLinks(near, "_", true) : near;
  const after = prose.slice(at + len, at + len + 40);
  for (const f of t.frames) {
    if (f.lang !== lang && f.lang !== "any" || state && f.acts === true || only && !only.test(f.id)) continue;
    if ((beforeRe(t, f)?.test(before) || afterRe(t, f)?.test(after)) && unlessBeforeRe(t, f)?.test(before) !== true) return f.id;
  }
  return void 0;
}
var endsAsking = (function endsAsking(text2) {
  let e = text2.length - 1;
  while (e >= 0 && (isSpace(text2.charCodeAt(e)) || `"'”」』)）*_~`.includes(text2[e]))) e--;
  return e >= 0 && (text2[e] === "?" || text2[e] === "？");
});
var isWordChar = (function isWordChar(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
});
var AUXILIARIES = new Set("is are has have had did does do was were can could should will would shall may might want wanna need".split(" "));
var opensAsking = (function opensAsking(text2) {
  let i = 0;
  while (i < text2.length && (isSpace(text2.charCodeAt(i)) || "*_>#-".includes(text2[i]))) i++;
  let j = i;
  while (j < text2.length && isWordChar(text2.charCodeAt(j))) j++;
  return j > i && AUXILIARIES.has(text2.slice(i, j).toLowerCase());
});
var lastClauseBreak = (function lastClauseBreak(text2) {
  let last = 0;
  for (let i = 0; i < text2.length; ) {
    const ch = text2[i];
    const c = text2.charCodeAt(i);
    const emoji = emojiLength(text2, i);
    const len = "，,、;；—–".includes(ch) ? 1 : isSpace(c) && text2[i + 1] === "-" && isSpace(text2.charCodeAt(i + 2)) ? 3 : (ch === ":" || ch === "：") && isSpace(text2.charCodeAt(i + 1)) ? 2 : ch === "：" ? 1 : emoji > 0 && isSpace(text2.charCodeAt(i + emoji)) ? emoji + 1 : 0;
    if (len) last = i + len;
    i += len || emoji || 1;
  }
  return last;
});
var questionFrom = (function questionFrom(text2) {
  if (!endsAsking(text2)) return -1;
  if (opensAsking(text2)) return 0;
  let from = lastClauseBreak(text2);
  if (from > 0 && opensWith(text2.slice(from), "ALTERNATIVE") && /(?:吗|嗎|呢|か)\s*[，,、]$/.test(text2.slice(0, from))) {
    from = lastClauseBreak(text2.slice(0, from - 1));
  } else if (from > 0 && /^\s*or\s/i.test(text2.slice(from))) {
    const prev = lastClauseBreak(text2.slice(0, from - 1));
    if (opensAsking(text2.slice(prev))) from = prev;
  }
  const before = text2.slice(0, from).trimEnd();
  const presented = /[:：]$/.test(before) || endsOnEmoji(before);
  const lead = presented ? LEADING_LINK.exec(text2.slice(from)) : null;
  return lead ? from + lead[0].length : from;
});
var LEADING_LINK = /^\s*(?:https?:\/\/|\/(?:preview|post)\/)\S*\s+(?=\S)(?![のはがをとって])/;
var opensWith = (text2, tag) => tagSentence(text2, LEXICON, [tag]).some((x) => text2.slice(0, x.at).trim() === "");
var closingAsk = (text2) => tagSentence(text2, LEXICON, ["CLOSING_ASK"]).length > 0;
var sentenceAt = (function sentenceAt(list, at) {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const s = list[mid];
    if (at < s.start) hi = mid - 1;
    else if (at >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
});
var hinted = (function hinted(row, lower) {
  const keywords = Array.isArray(row.keywords) ? row.keywords : [];
  return keywords.length === 0 || holdsKeyword(keywords, lower);
});
var analyse = (function analyse(text2, t = tables(), withViews = false, decided = () => false, anyJob = () => false) {
  const reply = text2.length > MAX_SCAN ? text2.slice(0, MAX_SCAN) : text2;
  const read = asMandarin(reply);
  const rawLower = read.toLowerCase();
  const candidates = t.claims.filter((row) => hinted(row, rawLower) && claimRe(t, row));
  const hints = hintsIn(read.includes("/") ? blankLinks(read) : read, LEXICON, HINT_TAGS);
  const tagHint = hints.length > 0;
  if (candidates.length === 0 && !withViews && !tagHint) return { claims: [], views: [] };
  const prose = maskNonProse(read);
  const views = sentences(prose).map((s) => {
    const askFrom = questionFrom(s.text);
    return { start: s.start, end: s.start + s.text.length, text: s.text, askFrom, status: askFrom >= 0 ? "framed" : "neutral" };
  });
  const claims = [];
  const seen = /* @__PURE__ */ new Set();
  const lower = prose.toLowerCase();
  for (const row of candidates) {
    const re = claimRe(t, row);
    if (!hinted(row, lower)) continue;
    re.lastIndex = 0;
    let hits = 0;
    for (let m = re.exec(prose); m && hits < 64; m = re.exec(prose), hits++) {
      if (m[0].length === 0) {
        stepPastEmpty(re, prose);
        continue;
      }
      if (inCompound(prose, m.index + m[0].length)) continue;
      const i = sentenceAt(views, m.index);
      const view = views[i];
      if (!view || view.askFrom >= 0 && m.index + m[0].length - view.start > view.askFrom) continue;
      const key = `${row.id}@${i}`;
      if (seen.has(key)) continue;
      if (historyItem(prose, view)) continue;
      const own = prose.slice(view.start, view.end);
      const written = scriptLangs(own.includes("@") || own.includes("/") ? blankLinks(own).replace(HANDLE2, (h) => " ".repeat(h.length)) : own);
      const langs = row.lang === "any" || row.lang === "zh" && !written.includes("zh") ? written : [row.lang, ...written.filter((l) => l !== row.lang)];
      if (langs.some((lang) => frameOf(t, own, m.index - view.start, m[0].length, lang))) {
        if (view.status === "neutral") view.status = "framed";
        view.frame = true;
        view.othersAt = Infinity;
        continue;
      }
      if (row.kind === "publish" && anotherDoer(own, m.index - view.start, m.index - view.start + m[0].length)) {
        if (view.status === "neutral") view.status = "framed";
        if (!view.frame || view.othersAt !== void 0) view.othersAt = Math.max(view.othersAt ?? -1, m.index - view.start);
        view.frame = true;
        continue;
      }
      if (row.kind === "schedule" && anotherDoer(own, m.index - view.start, m.index - view.start + m[0].length, false, views[i - 1]?.text)) continue;
      if (row.kind === "schedule" && othersEvent(view.text, m.index - view.start)) continue;
      if (row.kind === "schedule" && usersCodeDoes(reply, view)) continue;
      if (row.kind === "schedule" && inPlan(prose, view.start, () => false)) continue;
      if (row.kind === "schedule" && endsOnModifier(view.text, m.index - view.start + m[0].length)) continue;
      if (row.kind === "schedule" && row.lang === "en" && othersThing(view.text, m.index - view.start + (/^[^A-Za-z]*/.exec(m[0])?.[0].length ?? 0))) continue;
      const at = m.index - view.start;
      const read2 = row.kind === "schedule" ? tagSentence(view.text, LEXICON, ["STANDING", "USER_SOURCE", "SPEAKER"]) : [];
      const state = row.kind === "schedule" && standing(view.text, read2, at, at + m[0].length);
      if (row.kind === "schedule" && usersSchedule(read2, at, state)) continue;
      seen.add(key);
      view.status = "claim";
      claims.push({ rule: row.id, kind: row.kind, why: row.why, sentence: reply.slice(view.start, view.end), ...state ? { state } : {} });
    }
  }
  if (tagHint) {
    const linkish = (v) => !!v && (v.text.includes("http") || v.text.includes("/p") || /[:：]\s*$/.test(v.text));
    let scheduled = claims.some((c) => c.kind === "schedule");
    let beside = 0;
    let tagged = 0;
    let proposes;
    let statedAt = -2;
    for (const [i, view] of views.entries()) {
      if (scheduled && decided()) break;
      const closing = view.askFrom > 0 && closingAsk(view.text.slice(view.askFrom));
      if (view.askFrom >= 0 && !closing) continue;
      const own = closing ? view.text.slice(0, view.askFrom) : view.text;
      if (!holdsHint(own, hints) || historyItem(prose, view)) continue;
      if (++tagged > MAX_TAGGED) break;
      if (scheduled && !(withViews && (linkish(view) || linkish(views[i + 1]) || linkish(views[i - 1])))) continue;
      if (scheduled && ++beside > MAX_BESIDE) break;
      const status = i > 0 && setStatus(views[i - 1].text);
      const lead = status ? views[i - 1] : void 0;
      const text3 = lead ? `${lead.text} ${own}` : own;
      const all = ownSetUp(text3, withoutMisreads(tagSentence(text3, LEXICON, sentenceTags()), text3, !/\S/.test(prose.slice(0, view.start))));
      if (lead) all.unshift({ tag: "SET_STATUS", at: 0, end: lead.text.length });
      const tags = all.some((x) => x.tag === "ARTEFACT") ? all.filter((x) => !(x.tag === "SCHED_NOUN" && (modifies(all, x, text3) || namedAs(text3, all, x)))) : all;
      let hit;
      let listed;
      const inList = () => listed ??= LIST_ITEM.test(prose.slice(lineBounds(prose, view.start)[0], view.end)) && inDoneList(prose, view.start);
      const row = TAG_CLAIMS.find(
        (r) => (hit = matchClaimClause(text3, tags, r.match, r.reads === "state")) !== void 0 && (r.where !== "done-list" || inList())
      );
      const sentence = reply.slice(lead?.start ?? view.start, view.end);
      if (!row || !hit || claims.some((c) => c.kind === "schedule" && c.sentence === sentence)) continue;
      const last = tags.find((x) => x.end === hit?.end)?.at ?? hit.at;
      const inside2 = !lead && tags.some((x) => x.tag === "EVENT" && hit !== void 0 && x.at > hit.at && x.end < hit.end);
      if (othersEvent(text3, hit.at) || last > hit.at && othersEvent(text3, last) || inside2 && othersEvent(text3, hit.end)) continue;
      if (namesLinkedPage(text3, tags, hit) || statesLinkedPage(text3, tags, hit)) continue;
      const end = hit.end;
      const at = row.frameAt === "first" ? hit.at : tags.filter((x) => x.end === end)[0]?.at ?? hit.at;
      const len = end - at;
      const actAt = tags.find((x) => ACTS.has(x.tag) && x.at >= (hit?.at ?? 0) && x.end <= end)?.at ?? hit.at;
      const stands = standing(text3, all, hit.at, hit.end);
      const follows = statedAt === i - 1 && !all.some((x) => ACTS.has(x.tag));
      const stated = (row.reads === "state" || stands || follows) && !lead && !underSetupHeading(prose, view.start);
      const state = stated && !all.some((x) => x.tag === "JUST_SET");
      if (state && usersSchedule(all, hit.at, true)) continue;
      if (scriptLangs(text3).some((lang) => frameOf(t, text3, at, len, lang, stated)) || // (its doer someone else: "HackBot 也自動 scheduled 了 daily digest", "…发了公告，还设了周六的提醒")
      anotherDoer(text3, actAt, hit.end, false, lead ? void 0 : views[i - 1]?.text) || // (a step of a plan or an option offered is no act done: "我可以：\n1. …\n2. 设置每 4 小时自动刷新一次")
      inPlan(prose, view.start, () => false) || usersCodeDoes(reply, view) || (state || !all.some((x) => ACTS.has(x.tag))) && (proposes ??= asksToSetUp(views, view))) {
        if (view.status === "neutral") view.status = "framed";
        view.frame = true;
        view.othersAt = Infinity;
        continue;
      }
      if (view.status === "neutral") view.status = "claim";
      claims.push({ rule: row.id, kind: "schedule", why: row.why, sentence, ...state ? { state } : {} });
      if (state) statedAt = i;
      if (!state || !decided() || !anyJob()) scheduled = true;
    }
  }
  if (claims.length === 0) return { claims, views, prose };
  const back = /* @__PURE__ */ new Set();
  for (const [i, view] of views.entries()) {
    if (view.status !== "claim" || !takenBack(`${view.text} ${views[i + 1]?.text ?? ""}`)) continue;
    view.status = "framed";
    view.frame = true;
    view.othersAt = Infinity;
    back.add(reply.slice(view.start, view.end));
  }
  return { claims: back.size ? claims.filter((c) => ![...back].some((b) => c.sentence.includes(b))) : claims, views, prose };
});
function inCompound(text2, at) {
  return /[A-Za-z]/.test(text2.charAt(at - 1)) && text2.charAt(at) === "-" && /[A-Za-z]/.test(text2.charAt(at + 1));
}
function usersSchedule(tags, at, state) {
  const users = tags.some((x) => x.tag === "USER_SOURCE");
  return users && (state || !tags.some((x) => x.tag === "SPEAKER" && x.at < at));
}
function takenBack(text2) {
  const tags = tagSentence(text2, LEXICON, ["TAKEN_BACK", "UNDONE"]);
  const first = tags.find((x) => x.tag === "TAKEN_BACK");
  return first !== void 0 && tags.some((x) => x.tag === "UNDONE" && x.at >= first.end);
}
function standing(text2, tags, at, end) {
  const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/.test(text2.slice(at, end));
  const comma = text2.slice(end).search(NEXT_CLAUSE);
  const open = /^[^，,。]{0,2}?\s*([（(])/.exec(text2.slice(end, end + 5))?.[1];
  const aside = open ? text2.indexOf(open === "（" ? "）" : ")", end) : -1;
  const after = (x) => cjk ? x.at < aside : comma < 0 || x.at < end + comma;
  const modifiesNoun = (x) => cjk && /^(?:の|的|[\u30a0-\u30ff])/.test(text2.slice(x.end, x.end + 1));
  return tags.some((x) => x.tag === "STANDING" && (x.at < end || after(x)) && !modifiesNoun(x));
}
function ownSetUp(text2, tags) {
  if (!tags.some((x) => x.tag === "REGISTERED") || tagSentence(text2, LEXICON, ["SPEAKER"]).length === 0) return tags;
  return tags.map((x) => x.tag === "REGISTERED" ? { ...x, tag: "STANDING" } : x);
}
function setStatus(text2) {
  const words = text2.trim().replace(/(?:[\s!！。.…~～]|[\uD83C-\uDBFF][\uDC00-\uDFFF]|[\u2600-\u27BF]|\uFE0F)+$/, "").replace(/^(?:[\uD83C-\uDBFF][\uDC00-\uDFFF]|[\u2600-\u27BF]|\uFE0F|\s)+/, "");
  if (words.length === 0 || words.length > 24) return false;
  return tagSentence(words, LEXICON, ["SET_STATUS"]).some((x) => x.at === 0 && x.end === words.length);
}
function matchClaimClause(text2, tags, spec, state = false) {
  const bare = matchTags(tags, { ...spec, none: void 0 }, text2);
  if (!bare) return void 0;
  const from = Math.max(bare.at, bare.end - 2);
  const cut = state ? null : CLAIM_CUT.exec(text2.slice(from));
  const comma = state ? -1 : text2.slice(from).search(NEXT_CLAUSE);
  const others = (x) => OTHERS_TAGS.has(x.tag) && spec.none?.includes(x.tag) === true;
  const own = tags.some((x) => x.end <= bare.at && others(x)) ? ownClauseStart(text2, bare.at) : -1;
  const apart = lastClauseCut(text2, from);
  const kept = (x) => !(comma >= 0 && x.at >= from + comma && spec.none?.includes(x.tag)) && !(x.end <= own && others(x)) && !(x.end <= apart && spec.none?.includes(x.tag));
  const anywhere = (x) => spec.noneAnywhere?.includes(x.tag) === true;
  const detail = (x) => cut !== null && /^[:：]/.test(cut[0]) && spec.any?.includes(x.tag) === true;
  return matchTags(
    tags.filter((x) => anywhere(x) || detail(x) || (!cut || x.at < from + cut.index) && kept(x)),
    spec,
    text2
  );
}
function lastClauseCut(text2, at) {
  let cut = -1;
  DASH_OR_SEMICOLON.lastIndex = 0;
  for (let m = DASH_OR_SEMICOLON.exec(text2); m && m.index < at; m = DASH_OR_SEMICOLON.exec(text2)) cut = m.index + m[0].length;
  DASH_OR_SEMICOLON.lastIndex = 0;
  return cut >= 0 && cut <= at && ALREADY.test(text2.slice(cut, at + 4)) ? cut : -1;
}
var DASH_OR_SEMICOLON = /[;；]|\s[—–]\s|——|\s--\s/g;
var ALREADY = /\balready\b|\b(?:is|are|'s)\s+now\b|已|もう|既に|すでに|済み/i;
var OTHERS_TAGS = /* @__PURE__ */ new Set(["THIRD", "DOER", "OTHERS_OWN"]);
function ownClauseStart(text2, at) {
  const mark = Math.max(...["，", ",", "；", ";", "。", "）", ")"].map((c) => text2.lastIndexOf(c, at - 1)));
  if (mark < 0) return -1;
  const speaks = tagSentence(text2.slice(mark + 1, at + 4), LEXICON, ["SPEAKER"]).some((x) => x.at <= at - mark);
  return speaks ? mark + 1 : -1;
}
var CLAIM_CUT = /[:;]\s|[：；]|\s[—–]\s|\s--\s/;
var NEXT_CLAUSE = /[，]|,\s|\s(?:and|but|so|then)\s+(?=(?:i|we)(?:['’]ll|\s+will)\b)/i;
function asksToSetUp(views, own) {
  return views.some((v) => {
    const text2 = v === own ? v.askFrom >= 0 ? v.text.slice(v.askFrom) : "" : v.text;
    if (!text2) return false;
    const tags = tagSentence(text2, LEXICON, PROPOSAL_TAGS);
    const names = (list) => tags.some((x) => list.includes(x.tag));
    return (v.askFrom >= 0 || names(["FUTURE", "OFFER", "PROPOSED", "COND", "SETUP_COND"])) && names(["SET_VERB", "SET_DONE", "SCHED_NOUN", "APPROVAL"]);
  });
}
var PROPOSAL_TAGS = ["FUTURE", "OFFER", "PROPOSED", "COND", "SETUP_COND", "SET_VERB", "SET_DONE", "SCHED_NOUN", "APPROVAL"];
var blankLinks = (function blankLinks(text2, fill = " ", one = false) {
  const spans = linkSpans(text2);
  if (spans.length === 0) return text2;
  spans.sort((x, y) => x[0] - y[0]);
  const parts = [];
  let at = 0;
  for (const [a, b] of spans) {
    if (b <= at) continue;
    const from = Math.max(a, at);
    parts.push(text2.slice(at, from), one ? fill : fill.repeat(b - from));
    at = b;
  }
  parts.push(text2.slice(at));
  return parts.join("");
});
var linkSpans = (function linkSpans(text2) {
  const spans = [];
  for (let m = nextUrl(text2, 0); m; m = nextUrl(text2, m.end)) spans.push([m.index, m.end]);
  for (let m = nextPath(text2, 0); m; m = nextPath(text2, m.end)) spans.push([m.index, m.end]);
  return spans;
});
function namesLinkedPage(sentence, tags, hit) {
  if (!sentence.includes("/")) return false;
  const links = linkSpans(sentence).map(([a, b]) => sentence.slice(a, b).toLowerCase());
  if (links.length === 0) return false;
  return tags.some((x) => {
    if (x.tag !== "SCHED_NOUN" || x.at < hit.at || x.end > hit.end) return false;
    const noun = sentence.slice(x.at, x.end).toLowerCase().trim().split(/\s+/);
    const before = /([a-z0-9]+)[\s-]+$/i.exec(sentence.slice(0, x.at))?.[1]?.toLowerCase();
    const slug = (noun.length > 1 ? noun : before ? [before, ...noun] : []).join("-");
    return slug.includes("-") && links.some((u) => u.includes(slug));
  });
}
function statesLinkedPage(sentence, tags, hit) {
  const tail = PARTICLE.exec(sentence.slice(hit.end))?.[0].length ?? 0;
  if (!LINK_NEXT.test(sentence.slice(hit.end + tail, hit.end + tail + 80))) return false;
  const last = tags.find((x) => x.end === hit.end && x.at >= hit.at);
  return !!last && tagSentence(sentence.slice(last.at, hit.end + tail), LEXICON, ["ROW_STATE"]).some((x) => x.end === hit.end + tail - last.at);
}
var PARTICLE = /^[了啦喔囉]/;
var LINK_NEXT = new RegExp(
  String.raw`^(?:[，,]\s*[^，,。！？!?\n]{0,12}?(?:链接|鏈接|連結|网址|網址|地址|link|URL|url|リンク)(?:是|在这|在這|は)?)?` + String.raw`[\s:：→>*_\`「“"(（-]*(?:https?:\/\/|\/preview\/|\/post\/)`
);
var LINE_TAGS = /* @__PURE__ */ new Set([
  "ROW_STATE",
  "HISTORY",
  "HISTORY_LEAD",
  "SETUP_HEADING",
  "THIS_TURN",
  "SET_STATUS",
  "ROW_PENDING",
  "PLAN_LEAD",
  "USER_STEP",
  "DONE_LEAD",
  "EFFECT",
  "TAKEN_BACK",
  "UNDONE",
  // (and words read on a sentence's parts by the link reading, not by its claim rows)
  "TURN",
  "TURN_TO_ME",
  "ALTERNATIVE",
  "DONE_HINT",
  "READY",
  "FAILED",
  "LOOKED",
  "MADE",
  "SPEAKER",
  "SELF",
  // (and a doer's name, read by namedDoer on the words before an act; a preview made and not yet out, read by judged)
  "NOT_A_NAME",
  "ZH_NAME",
  "NOT_YET_PUBLIC",
  "DRAFT_WORD",
  "PREVIEW_MADE"
]);
var thisTurn = (line) => tagSentence(line, LEXICON, ["THIS_TURN"]).length > 0;
var sentenceTagList;
var sentenceTags = () => sentenceTagList ??= lexiconTags(LEXICON).filter((tag) => !LINE_TAGS.has(tag));
var ACTS = /* @__PURE__ */ new Set([
  "SET_DONE",
  "SET_PAST",
  "AGENT_DID",
  "PASSIVE_DID",
  "JUST_SET",
  "SET_VERB",
  "SET_IT_UP",
  "QUEUED",
  "TICKED",
  "DONE_FOR_YOU",
  "SET_STATUS"
]);
var HINT_TAGS = ["SCHED_NOUN", "QUEUED", "OPENS_SCHEDULED", "RECURRING", "NOTICE", "WATCHING"];
function withoutMisreads(all, text2, opensReply = false) {
  return withoutCounts(withoutUnsaid(withoutLaterFuture(asReported(all, text2, opensReply), text2)), text2);
}
function withoutCounts(tags, text2) {
  const count = (x) => x.tag === "TIME" && /[点點]$/.test(text2.slice(x.at, x.end)) && KANA_CHAR.test(text2);
  return tags.some(count) ? tags.filter((x) => !count(x)) : tags;
}
function asReported(all, text2, opensReply) {
  const ack = all.find((x) => x.tag === "ACK");
  const yours = (x) => YOUR_THING.test(text2.slice(x.end)) && !JUST_NOW.test(text2);
  const just = (x) => JUST_BEFORE.test(text2.slice(0, x.at));
  const done = (x) => just(x) || JUST_NOW.test(text2) || DONE_MARK.test(text2);
  const opens = (x) => opensReply && (x.at === 0 || just(x)) && /^[A-Za-z]/.test(text2) && (done(x) || !INSTRUCTS.some((re) => re.test(text2))) && !yours(x);
  const answers = (x) => ack !== void 0 && ACK_GAP.test(text2.slice(ack.end, x.at)) || opens(x);
  const told = !namesUserPlace(all) && !all.some((y) => y.tag === "PURPOSE");
  const verb = told ? all.find((x) => x.tag === "IMPERATIVE" && answers(x)) ?? all.find((x) => x.tag === "SET_VERB" && answers(x)) : void 0;
  if (!verb) return all;
  return [
    ...all.filter((x) => x !== verb),
    // (done by the agent: SET_PAST, and AGENT_DID for the rows that read a past act with no subject named)
    ...all.filter((x) => x.tag === "SET_VERB" && x.at === verb.at).flatMap((x) => [
      { ...x, tag: "SET_PAST" },
      { ...x, tag: "AGENT_DID" }
    ])
  ].sort((a, b) => a.at - b.at);
}
function withoutLaterFuture(tags, text2) {
  const set = tags.find((x) => SET_UP_DONE.has(x.tag));
  const cut = set ? text2.slice(set.end).search(/[，,；;—–]/) : -1;
  if (!set || cut < 0) return tags;
  const notices = tags.filter((x) => (x.tag === "NOTICE" || x.tag === "REMINDS_YOU") && x.at > set.end + cut);
  if (notices.length === 0) return tags;
  const later = (x) => x.tag === "FUTURE" && x.at > set.end + cut || x.tag === "SCHED_NOUN" && notices.some((n) => n.at <= x.at && n.end >= x.end);
  return tags.some(later) ? tags.filter((x) => !later(x)) : tags;
}
function withoutUnsaid(tags) {
  const measures = tags.filter((x) => x.tag === "MEASURE");
  const purpose = tags.some((x) => x.tag === "FEATURE" || x.tag === "MAYBE") ? tags.find((x) => x.tag === "PURPOSE") : void 0;
  if (measures.length === 0 && !purpose) return tags;
  const inPurpose = (x) => purpose !== void 0 && x.at >= purpose.at && x.at <= purpose.end + 1;
  return tags.filter(
    (x) => !(x.tag === "LEVEL" && measures.some((m) => m.at <= x.at && m.end >= x.end)) && !((x.tag === "FEATURE" || x.tag === "MAYBE") && inPurpose(x))
  );
}
var INSTRUCTS = [
  /\b(?:so\s+(?:that\s+)?you|yourself|if\s+you(?:'d)?\s+(?:want|like|need|prefer)|(?:gives?|get|lets?)\s+you)\b/i,
  /\byou(?:'ll|’ll|'d|’d|\s+will|\s+can|\s+should|\s+need|\s+get)\b/i
];
var YOUR_THING = /^\s+(?:up\s+)?your\b/i;
var JUST_BEFORE = /^\s*just\s+$/i;
var DONE_MARK = /[✅☑✔]/;
var JUST_NOW = /\b(?:just\s+now|(?:a|one)\s+(?:minute|moment|sec(?:ond)?)\s+ago|moments?\s+ago|seconds\s+ago)\b/i;
var SET_UP_DONE = /* @__PURE__ */ new Set(["SET_DONE", "SET_PAST", "AGENT_DID", "SET_STATUS"]);
var ACK_GAP = /^[\s—–\-,:!.]*$/;
var namesUserPlace = (tags) => tags.some((x) => x.tag === "USER_PLACE");
function modifies(tags, noun, text2) {
  return followedBy(tags, ["ARTEFACT"], noun, text2);
}
function namedAs(text2, tags, noun) {
  return tags.some((x) => x.tag === "ARTEFACT" && x.at > noun.end && AS_A.test(text2.slice(noun.end, x.at)));
}
var AS_A = /^[^,.;:!?，。；：！？]*(?:\bas\s+(?:a|an|the|your)?\s*|作为|作為)$/i;
function endsOnModifier(sentence, end) {
  const tags = tagSentence(sentence, LEXICON, ["SCHED_NOUN", "ARTEFACT"]);
  return tags.some((t) => t.tag === "SCHED_NOUN" && t.end === end && modifies(tags, t, sentence));
}
var TIME_AFTER_EVENT = /^\s?[^，,。；;！!？?\s]{0,8}\s?(?:[0-9０-９一二三四五六七八九十半]+\s?(?:分钟|分鐘|分|小时|小時|時間)\s?)?(?:前|後|后|以前|之前|以後|之後|以后|之后)/;
var TIME_BEFORE_EVENT = /\b(?:before|after|ahead of|prior to)\s+(?:the\s+|tomorrow's\s+|today's\s+)?$/i;
function lastClauseMark(head) {
  let from = 0;
  for (const m of head.matchAll(CLAUSE_MARKS)) from = (m.index ?? 0) + m[0].length;
  return from;
}
var CLAUSE_MARKS = /(?<!\d)[:：](?!\d)|[；;，]|,\s|\s[—–]\s/g;
function othersEvent(sentence, at) {
  const tags = tagSentence(sentence, LEXICON, ["EVENT", "THIRD", "MINE", "SCHED_NOUN", "DELIVERABLE", "TOPIC", "DOER", "TIMETABLE"]);
  if (tags.some((t) => t.tag === "DOER" && t.at >= at)) return true;
  const cut = sentence.slice(at).search(/[，；]|[,;]\s|\s[—–]\s/);
  const from = lastClauseMark(sentence.slice(0, at));
  const ownsEvent = (m) => /^(?:your|你的|您的|あなたの)$/i.test(sentence.slice(m.at, m.end)) && tags.some((e) => e.tag === "EVENT" && e.at >= m.end && e.at - m.end <= 1);
  if (tags.some((t) => t.tag === "MINE" && t.at >= from && (cut < 0 || t.at < at + cut) && !ownsEvent(t))) return false;
  const timetable = (t) => tags.some((x) => x.tag === "TIMETABLE" && x.at === t.at) && tags.some((e) => e.tag === "EVENT" && e.end <= t.at && /^\s?[的のs']*\s?$/.test(sentence.slice(e.end, t.at)));
  const thing = (t) => (t.tag === "SCHED_NOUN" || t.tag === "DELIVERABLE") && !timetable(t);
  const between = (tag, from2, to) => tags.some((t) => t.tag === tag && t.at >= from2 && t.end <= to);
  const topicOf = (d, e) => thing(d) && d.end <= e.at && between("TOPIC", d.end, e.at) && !/\s[—–]\s|[;；]/.test(sentence.slice(d.end, e.at));
  const anchor = (e) => TIME_AFTER_EVENT.test(sentence.slice(e.end, e.end + 16)) || TIME_BEFORE_EVENT.test(sentence.slice(Math.max(0, e.at - 16), e.at));
  const inThing = (e) => tags.some((d) => thing(d) && d.at <= e.at && d.end >= e.end);
  const subjectEvent = (e) => !tags.some((d) => thing(d) && d.at >= e.end && d.at <= at) && !tags.some((d) => topicOf(d, e)) && !anchor(e) && !inThing(e);
  const served = (e) => /[帮幫给給为為替]\s*$/.test(sentence.slice(Math.max(0, e.at - 2), e.at));
  return tags.some((e) => e.at <= at && (e.tag === "THIRD" && !served(e) || e.tag === "EVENT" && subjectEvent(e)));
}
var CLAUSE_CUT = /[,;:(—–!?]|\b(?:and|but|though|although|because|while|whereas|that)\b/gi;
var DEICTIC = /^(?:it|it's|it’s|this|that|everything|ok|okay|k|kk|yep|yup|sure|alright|done)$/i;
function othersThing(sentence, at) {
  const before = sentence.slice(0, at);
  let from = 0;
  CLAUSE_CUT.lastIndex = 0;
  for (let m = CLAUSE_CUT.exec(before); m; m = CLAUSE_CUT.exec(before)) from = m.index + m[0].length;
  const clause = before.slice(from).trim();
  if (!/[A-Za-z]/.test(clause) || DEICTIC.test(clause)) return false;
  const next = sentence.slice(at).search(/[,;]\s|\s[—–]\s|[，；]/);
  const tags = tagSentence(next < 0 ? sentence : sentence.slice(0, at + next), LEXICON, ["MINE", "SCHED_NOUN", "DELIVERABLE"]);
  const modifiesNext = (t) => {
    if (t.end >= at) return false;
    const word = NEXT_WORD.exec(sentence.slice(t.end, at))?.[1];
    return word !== void 0 && !FUNCTION_WORD.test(word) && !tags.some((o) => o.at > t.end && o.at <= t.end + word.length + 1);
  };
  return !tags.some((t) => t.tag === "MINE" || !modifiesNext(t));
}
var NEXT_WORD = /^ +([A-Za-z][\w-]*)/;
var FUNCTION_WORD = new RegExp(
  "^(?:for|on|of|about|at|to|in|into|with|from|by|via|that|which|is|are|was|were|has|have|had|will|gets?|goes|runs?|and|or|but|now|also|just|already|every|each|daily|weekly)$",
  "i"
);
var DOER_CUT = /[,;:(—–!?.]|\b(?:and|but|so|then|because|while|though|after|when|what|which|that|who)\b/gi;
var BETWEEN = /^(?:just|already|also|recently|finally|apparently|reportedly|earlier|yesterday|today|has|have|had|auto-?|automatically)$/i;
var LATIN_NAME = /^(?:[A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,5})$/;
var LATIN_THEN_TIME = /^([A-Z][a-z]+)\s*(?:昨晚|昨天|刚刚|剛剛|刚才|剛才|前几天|前幾天|上周|上週|之前|今早|今天早上)/;
var OBJECT_AFTER = /^[\w'’-]+\s+(?:(?:it|them|this|that|the|a|an|his|her|their|its|one|two|both|some)\b|[A-Z0-9])/;
function namedDoer(text2, at) {
  const before = text2.slice(0, at);
  if (/[\u4e00-\u9fff]/.test(text2)) {
    const clause = before.slice(Math.max(...["，", ",", "。", "；", ";", "：", ":"].map((c) => before.lastIndexOf(c))) + 1).trimStart();
    if (/[我帮幫给給为為替]/.test(clause) || clause.length > 24) return false;
    const name = LATIN_THEN_TIME.exec(clause)?.[1];
    if (name) return !notAName(name);
    return tagSentence(clause, LEXICON, ["ZH_NAME"]).some((x) => x.at === 0);
  }
  let from = 0;
  let relative = false;
  DOER_CUT.lastIndex = 0;
  for (let m = DOER_CUT.exec(before); m; m = DOER_CUT.exec(before)) [from, relative] = [m.index + m[0].length, RELATIVE.test(m[0])];
  const names = before.slice(from).trim().split(/\s+/).filter((w) => w && !/^[-*+•]$/.test(w));
  while (names.length && BETWEEN.test(names.at(-1))) names.pop();
  if (names.length === 0 || names.length > 2 || !names.every((w) => LATIN_NAME.test(w))) return false;
  return !notAName(names[0]) && (relative || OBJECT_AFTER.test(text2.slice(at)));
}
var RELATIVE = /^(?:what|which|that|who)$/i;
var ASIDE = /\([^()\n]{0,80}\)/g;
var blankAsides = (s) => s.includes("(") ? s.replace(ASIDE, (a) => " ".repeat(a.length)) : s;
var CJK_CLAUSE = /[，,。；;：:！!？?\n]|(?<![がはも])、/g;
var EN_SUBJECT_TAIL = new RegExp(
  String.raw`^(?:s|es|['’]s?)?(?:\s+[A-Z][a-z]+){0,2}(?:\s+(?:in|at|from|on|of|with)\s+(?:the\s+)?[\w@.'’-]+(?:\s+[A-Z][\w.-]*)?)?` + String.raw`(?:\s+(?:just|already|also|recently|finally|apparently|reportedly|earlier|yesterday|today|has|have|had|been|all|both|[a-z]+ly))*` + // (and an "auto-" before the act: "Our keeper bot auto-posted …")
  String.raw`(?:\s+auto-)?\s*$`
);
var ZH_SUBJECT_TAIL = new RegExp(
  String.raw`^\s*(?:[A-Z][\w.-]*\s*|[小老阿][\u4e00-\u9fff]\s*)?(?:们|們)?(?:那边|那邊)?\s*` + "(?:$|已经|已經|已|刚刚|剛剛|刚才|剛才|刚|剛|也|都|又|先|还|還|就|自己|自行|自动|自動|亲自|親自|今天|昨天|昨晚|今早|早上|晚上|之前|上周|上週|特地|专门|專門|在|把|用)"
);
var JA_SUBJECT_TAIL = /^(?:の方々?|の皆さん|の皆様|さん|様|さま|たち|達|側|チーム|陣|の\s?[A-Z][\w.-]*\s?(?:さん)?)?\s?(?:が|は|も)/;
var JA_RELATIVE = /[たるだ][^、。をがはにでと\s]{1,20}\s?を/;
var DOER_TAGS = ["OTHER_DOER", "OTHER_DOES", "SPEAKER", "DOER_OBJECT"];
function anotherDoer(text2, at, end, carried = false, previous) {
  const prose = carried ? text2 : blankAsides(text2.includes("/") ? blankLinks(text2, "_") : text2);
  if (namedDoer(prose, at)) return true;
  const before = prose.slice(0, at);
  const [mark, from] = clauseOpening(before);
  const cut = prose.slice(end).search(CJK_CLAUSE);
  const clause = prose.slice(from, cut < 0 ? void 0 : end + cut);
  const a = at - from;
  const tags = tagSentence(clause, LEXICON, DOER_TAGS);
  const objectAt = (t) => tags.some((o) => o.tag === "DOER_OBJECT" && o.end <= t.at && t.at - o.end <= 1);
  if (tags.some((t) => t.tag === "SPEAKER" && t.at < end - from && !objectAt(t))) {
    const subject2 = nearestSubject(tags, a, { subjects: ["SPEAKER"], notSubject: ["OTHER_DOER"], objectMarks: ["DOER_OBJECT"] }, clause);
    return subject2 !== void 0 && heads(clause, subject2, a);
  }
  const subject = nearestSubject(tags, a, { notSubject: ["OTHER_DOER"], objectMarks: ["DOER_OBJECT"] }, clause);
  if (subject && heads(clause, subject, a)) return true;
  if (tags.some((t) => t.tag === "OTHER_DOES")) return true;
  const by = BY_DOER.exec(prose.slice(end, end + 12));
  if (by && tagSentence(prose.slice(end + by[0].length, end + by[0].length + 40), LEXICON, ["OTHER_DOER"]).some((x) => x.at === 0)) return true;
  const it = () => tagSentence(prose.slice(from, end), LEXICON, ["IT_SUBJECT"]).some((x) => !/\S/.test(prose.slice(from, from + x.at)));
  if (carried || !(mark >= 0 && JOINED.test(prose.slice(mark, at)) || (mark >= 0 || previous !== void 0) && it())) return false;
  const src = mark >= 0 ? prose : blankAsides(blankLinks(previous, "_"));
  let head = mark >= 0 ? prose.slice(0, mark) : src;
  let [colon, opening] = mark >= 0 ? clauseOpening(head) : [-1, 0];
  if (colon >= 0 && !/[^_\s]/.test(head.slice(opening))) {
    head = head.slice(0, colon);
    [colon, opening] = clauseOpening(head);
  }
  return tagSentence(head, LEXICON, JOINED_ACTS).some((x) => x.at >= opening && anotherDoer(src, x.at, x.end, true));
}
var BY_DOER = /^\s+by\s+(?:the\s+|our\s+|a\s+|an\s+)?/i;
function clauseOpening(before) {
  let mark = -1;
  let from = 0;
  for (const re of [DOER_CUT, CJK_CLAUSE]) {
    re.lastIndex = 0;
    for (let m = re.exec(before); m; m = re.exec(before)) if (m.index + m[0].length > from) [mark, from] = [m.index, m.index + m[0].length];
  }
  return [mark, from];
}
var JOINED = /^(?:,|，|、|\s*and)\s*(?:and\s+|then\s+|also\s+|还|還|也|又|并且|並且|并|並|而且|同时|同時|然后|然後)*\s*$/i;
var JOINED_ACTS = ["OUT_ACT", "SET_VERB", "SET_PAST"];
function heads(clause, t, at) {
  const between = clause.slice(t.end, at);
  if (JA_SUBJECT_TAIL.test(between) || /[\u3040-\u30ff]/.test(clause.slice(t.at, t.end))) return JA_SUBJECT_TAIL.test(between) && !JA_RELATIVE.test(between);
  if (/[\u4e00-\u9fff]/.test(between + clause.slice(t.at, t.end))) return between.length <= 30 && !/的/.test(between) && ZH_SUBJECT_TAIL.test(between);
  return EN_SUBJECT_TAIL.test(between);
}
function notAName(word) {
  const whole = (x) => x.at === 0 && x.end === word.length;
  return /ly$/i.test(word) || tagSentence(word, LEXICON, ["NOT_A_NAME", "SCHED_NOUN", "DELIVERABLE", "ARTEFACT"]).some(whole);
}
var ID = /^[A-Za-z0-9][A-Za-z0-9_.~-]*$/;
var communityHost = (function communityHost(env) {
  return envString(env, "COMMUNITY_HOST", COMMUNITY_HOST).trim().toLowerCase();
});
var linksOf = (function linksOf(text2, env, namesAgentX = () => /agent\s?x/i.test(text2)) {
  let named;
  const mentionsAgentX = () => named ??= namesAgentX();
  const host = communityHost(env);
  const reserved = new Set((COMMUNITY_RESERVED ?? []).map((s) => String(s).toLowerCase()));
  const out = [];
  const scan = text2.length > MAX_SCAN ? text2.slice(0, MAX_SCAN) : text2;
  const found = urls(scan);
  for (const { url, index } of found) {
    if (out.length >= MAX_LINKS) break;
    const parts = urlParts(url);
    if (!parts) continue;
    const { hostname, segments } = parts;
    const [first = "", second = ""] = segments;
    if (first.toLowerCase() === "preview" && ID.test(second)) {
      out.push({ url, kind: "preview", id: second, index });
    } else if ((first.toLowerCase() === "post" || first.toLowerCase() === "posts") && ID.test(second)) {
      if (/agent-?x|starchild/i.test(hostname) || mentionsAgentX() && /agent\s?-?x/i.test(lineAt(scan, index)))
        out.push({ url, kind: "post", id: second, index });
    } else if (host && hostname === host) {
      if (ID.test(first) && !reserved.has(first.toLowerCase())) out.push({ url, kind: "community", id: first, index });
    } else if (host && hostname.endsWith("." + host)) {
      const sub = hostname.slice(0, -host.length - 1);
      if (ID.test(sub) && !sub.includes(".") && !reserved.has(sub)) out.push({ url, kind: "community", id: sub, index });
    }
  }
  if (host && bareHost(scan, host, found)) {
    for (const link of schemeless(scan, host, found)) {
      if (out.length >= MAX_LINKS) break;
      if (ID.test(link.id) && !reserved.has(link.id.toLowerCase())) out.push(link);
    }
  }
  for (const p of barePaths(scan, found)) {
    if (out.length >= MAX_LINKS) break;
    if (p.kind === "post" && p.host && !/agent-?x|starchild/i.test(p.host) && !(mentionsAgentX() && /agent\s?-?x/i.test(lineAt(scan, p.index)))) continue;
    out.push({ url: p.url, kind: p.kind, id: p.id, index: p.index });
  }
  return out.sort((a, b) => a.index - b.index);
});
var bareHost = (function bareHost(text2, host, found) {
  const lower = text2.toLowerCase();
  for (let at = lower.indexOf(host); at >= 0; at = lower.indexOf(host, at + host.length)) if (!inside(found, at)) return true;
  return false;
});
var inside = (function inside(found, at) {
  return found.some((u) => at >= u.index && at < u.index + u.url.length);
});
function schemeless(text2, host, found) {
  const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(String.raw`(?<![\w./:@-])(?:([a-z0-9][a-z0-9-]*)\.)?${escaped}(?:/([^\s/?#)\]}>"'，。、）」]+))?`, "gi");
  const out = [];
  for (let m = re.exec(text2); m && out.length < MAX_LINKS; m = re.exec(text2)) {
    const id = m[1] ?? m[2];
    if (id && !inside(found, m.index)) out.push({ url: m[0], kind: "community", id, index: m.index });
  }
  return out;
}
var PLAIN_PATH = "._~!$&'()*+,;=:@-/";
var plainUrlParts = (function plainUrlParts(url) {
  let i = url.startsWith("http://") ? 7 : url.startsWith("https://") ? 8 : -1;
  if (i < 0) return void 0;
  const hostStart = i;
  while (i < url.length && (isWordChar(url.charCodeAt(i)) || url[i] === "." || url[i] === "-") && url[i] !== "_") i++;
  const hostname = url.slice(hostStart, i).toLowerCase();
  const labels = hostname.split(".");
  if (labels[labels.length - 1] === "") labels.pop();
  const last = labels[labels.length - 1] ?? "";
  if (!labels.length || labels.some((l) => l === "" || l.startsWith("xn--")) || isNumberLabel(last)) return void 0;
  if (url[i] === ":") {
    const portStart = ++i;
    while (i < url.length && url.charCodeAt(i) >= 48 && url.charCodeAt(i) <= 57) i++;
    if (i === portStart || i - portStart > 5 || Number(url.slice(portStart, i)) > 65535) return void 0;
  }
  let end = i;
  while (end < url.length && url[end] !== "?" && url[end] !== "#") end++;
  if (i < url.length && url[i] !== "/" && i !== end) return void 0;
  const segments = [];
  for (const seg of url.slice(i, end).split("/")) {
    for (let k = 0; k < seg.length; k++) if (!isWordChar(seg.charCodeAt(k)) && !PLAIN_PATH.includes(seg[k])) return void 0;
    if (seg === "." || seg === "..") return void 0;
    if (seg) segments.push(seg);
  }
  return { hostname, segments };
});
var isNumberLabel = (function isNumberLabel(label) {
  const hex = label.startsWith("0x");
  let i = hex ? 2 : 0;
  if (!hex && label.length === 0) return false;
  for (; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || hex && c >= 97 && c <= 102)) return false;
  }
  return true;
});
var urlParts = (function urlParts(url) {
  const plain = plainUrlParts(url);
  if (plain) return plain;
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname.split("/").filter(Boolean).map((s) => safeDecode(s));
    return { hostname: parsed.hostname.toLowerCase(), segments };
  } catch {
    return void 0;
  }
});
function lineAt(text2, index) {
  const start2 = text2.lastIndexOf("\n", index) + 1;
  const end = text2.indexOf("\n", index);
  return text2.slice(start2, end < 0 ? text2.length : end);
}
function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function previewsOf(ctx) {
  const reg = readPreviews(ctx, envString(ctx.env, "PREVIEWS_REGISTRY", PREVIEWS_REGISTRY));
  for (const url of reg.publicUrls) for (const link of linksOf(url, ctx.env, () => false)) reg.published.add(link.id.toLowerCase());
  return reg;
}
function ledgerPath(ctx) {
  const configured = envString(ctx.env, "AGENTX_LEDGER_FILE", envString(ctx.env, "AGENTX_LEDGER", AGENTX_LEDGER_FILE)).trim();
  return configured || (0, import_node_path4.join)(workspaceDir(ctx), "output", "agentx_posts.json");
}
function recentJob(ctx) {
  const path = envString(ctx.env, "SCHEDULED_JOBS", SCHEDULED_JOBS);
  return hasRecentActiveJob(ctx, path, envNumber(ctx.env, "VERIFY_PUBLISH_RECENT_MINUTES", RECENT_JOB_MINUTES), ACTIVE_JOB_STATUSES);
}
function activeJob(ctx) {
  return hasActiveJob(ctx, envString(ctx.env, "SCHEDULED_JOBS", SCHEDULED_JOBS), ACTIVE_JOB_STATUSES);
}
function ranTool(event, fragments) {
  const hints = (fragments ?? []).map((h) => String(h).toLowerCase()).filter(Boolean);
  return event.toolNames.some((t) => hints.some((h) => t.toLowerCase().includes(h)));
}
function clip2(s, n = 140) {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? one.slice(0, n - 1) + "…" : one;
}
var findUnverified = (function findUnverified(reply, event, ctx) {
  if (!reply.trim()) return void 0;
  const text2 = linkSpansAsProse(widenMarks(reply));
  const cited = linksOf(text2, ctx.env);
  let unverified;
  const scheduleUnverified = () => unverified ??= !ranTool(event, SCHEDULE_TOOL_HINTS) && !recentJob(ctx);
  let anyJob;
  const backed = () => anyJob ??= activeJob(ctx);
  const { claims, views, prose: masked } = analyse(text2, tables(), cited.length > 0, scheduleUnverified, backed);
  if (cited.length) {
    const scan = text2.length > MAX_SCAN ? text2.slice(0, MAX_SCAN) : text2;
    let prose;
    const blankAt = (at) => {
      if (masked !== void 0 && !scan.includes("`") && /\S/.test(masked.charAt(at))) return false;
      prose ??= maskNonProse(scan, { quotes: false });
      return !/\S/.test(prose.charAt(at));
    };
    const claims_ = claims.some((c) => c.kind === "publish");
    const links = cited.filter((l) => judged(l, views, { reply: text2, blankAt, claims: claims_ }));
    const missing = links.length ? checkLinks(links, event, ctx) : void 0;
    if (missing) return missing;
  }
  const schedule = claims.find((c) => c.kind === "schedule" && !c.state) ?? claims.find((c) => c.kind === "schedule" && !backed());
  if (schedule && scheduleUnverified()) {
    return { rule: "publish.schedule-unverified", why: "scheduling claimed, but no scheduler ran and no new job", evidence: clip2(schedule.sentence) };
  }
  return void 0;
});
var linkSpansAsProse = (function linkSpansAsProse(text2) {
  if (!text2.includes("`")) return text2;
  let fence = "";
  return text2.split("\n").map((line) => {
    const mark = fenceOf(line.trimStart());
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = "";
      return line;
    }
    if (mark) {
      fence = mark;
      return line;
    }
    return line.includes("`") ? line.replace(/(?<!`)`(\s*(?:https?:\/\/|\/preview\/|\/post\/)[^\s`]+\s*)`(?!`)/g, " $1 ") : line;
  }).join("\n");
});
var LIST_ITEM = /^\s*(?:[-*+•]\s|[・·]|[0-9]{1,3}[.)、/](?:\s|$)|[（(][0-9]{1,3}[)）])/;
var OPEN_BOX = /^\s*(?:[-*+•]\s+)?\[ \]/;
function planLead(line) {
  return tagSentence(line, LEXICON, ["PLAN_LEAD", "USER_STEP"]).some(
    (x) => x.tag === "PLAN_LEAD" || !/\b(?:i|we)\b/i.test(line.slice(x.end).split(/[:：]/, 1)[0])
  );
}
function usersCodeDoes(reply, view) {
  let [start2] = lineBounds(reply, view.start);
  if (reply.slice(start2, view.start).trim() || !tagSentence(view.text, LEXICON, ["EFFECT"]).length) return false;
  let fence = "";
  let opened = false;
  for (let k = 0; k < 80 && start2 > 0; k++) {
    const [s, e] = lineBounds(reply, start2 - 1);
    start2 = s;
    const line = reply.slice(s, e).trim();
    if (!line && (!fence || opened)) continue;
    if (opened) return planLead(line);
    const mark = fenceOf(line);
    if (!fence) {
      if (!mark) return false;
      fence = mark;
    } else if (mark && mark[0] === fence[0]) opened = true;
  }
  return false;
}
var doneLead = (line) => tagSentence(line, LEXICON, ["DONE_LEAD"]).length > 0;
function inDoneList(text2, at) {
  const lead = listLead(text2, at);
  return lead !== void 0 && /[:：]\s*$/.test(lead) && doneLead(lead) && !planLead(lead);
}
function lineBounds(text2, at) {
  const start2 = text2.lastIndexOf("\n", at - 1) + 1;
  const end = text2.indexOf("\n", at);
  return [start2, end < 0 ? text2.length : end];
}
function inPlan(text2, at, refers) {
  if (OPEN_BOX.test(text2.slice(...lineBounds(text2, at)))) return true;
  const lead = listLead(text2, at);
  return lead !== void 0 && (planLead(lead) || refers(lead));
}
function* linesAbove(text2, at, max) {
  let [start2] = lineBounds(text2, at);
  for (let k = 0; k < max && start2 > 0; k++) {
    const [s, e] = lineBounds(text2, start2 - 1);
    start2 = s;
    yield text2.slice(s, e);
  }
}
function listLead(text2, at) {
  if (!LIST_ITEM.test(text2.slice(...lineBounds(text2, at)))) return void 0;
  for (const prev of linesAbove(text2, at, 40)) if (prev.trim() && !LIST_ITEM.test(prev)) return prev;
  return void 0;
}
function linkClauseEnd(text2, at) {
  const linkEnd = text2.slice(at).search(/[\s，；。！？（]/);
  if (linkEnd < 0) return text2.length;
  const cut = text2.slice(at + linkEnd).search(SPACED_CLAUSE_END);
  return cut < 0 ? text2.length : at + linkEnd + cut;
}
function laterPlan(text2, turn, linkEnd, upTo, notEvidence, putsOut) {
  const after = text2.slice(linkEnd, upTo);
  const mark = after.search(CLAUSE_END_MARK);
  const opens = NEW_CJK_CLAUSE.exec(after);
  const cut = opens && (mark < 0 || opens.index < mark) ? opens.index : mark;
  const end = cut < 0 ? upTo : linkEnd + cut;
  const rest = text2.slice(end, upTo);
  if (!rest.trim() || notEvidence(text2.slice(turn, end)) || putsOut(rest)) return false;
  const tags = tagSentence(rest, LEXICON, ["OFFER", "FUTURE", "THEN_LATER", "NEG", "FAILED"]);
  return tags.length > 0 && !tags.some((x) => x.tag === "NEG" || x.tag === "FAILED");
}
var SPACED_CLAUSE_END = /[，,;；。！!？?（]|\s[(—–]|\s+(?=[\u3040-\u30ff\u4e00-\u9fff])|\s(?:and|but|so)\s/;
var NEW_CJK_CLAUSE = /\s+(?=[\u3040-\u30ff\u4e00-\u9fff])(?![にはがをでともへのや]|です|でした|だ|から|まで|より)/;
var CLAUSE_END_MARK = /[，,;；。！!？?]|\s[—–]\s/;
var retracted = (function retracted(text2, end) {
  const rest = text2.slice(end, end + 40);
  const cut = rest.search(/[，,;；。！!？?（(]|\s[—–]\s/);
  return tagSentence(cut < 0 ? rest : rest.slice(0, cut), LEXICON, ["WRONG"]).length > 0;
});
var destinationOf = (function destinationOf(text2, at) {
  const head = text2.slice(Math.max(0, at - 60), at).trimEnd();
  const put = tagSentence(head, LEXICON, ["TO_PUT"]).at(-1);
  return put !== void 0 && put.end === head.length && !doneHint(text2.slice(at, linkClauseEnd(text2, at)));
});
function historyItem(text2, view) {
  if (view.history === void 0) {
    const lead = listLead(text2, view.start);
    view.history = lead !== void 0 && tagSentence(lead, LEXICON, ["HISTORY_LEAD"]).length > 0;
  }
  return view.history;
}
function underSetupHeading(text2, at) {
  for (const above of linesAbove(text2, at, 30)) {
    const line = above.trim();
    if (line.startsWith("#")) return tagSentence(line.replace(/^#+\s*/, ""), LEXICON, ["SETUP_HEADING"]).length > 0;
  }
  return false;
}
var ROW_DATE = new RegExp(
  String.raw`\b\d{1,4}[-/.]\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|\d{1,2}月\d{1,2}日|昨日|昨天|上周|上週|先週` + String.raw`|\|\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|(?:周|週|星期)[一二三四五六日天]|[月火水木金土日]曜(?:日)?)\s*\|`,
  "i"
);
function resultRow(text2, start2, line, claimed) {
  if (ROW_DATE.test(line) || tagSentence(line, LEXICON, ["ROW_PENDING"]).length > 0) return false;
  const words = tagSentence(line, LEXICON, ["ROW_STATE", ...NOT_OUT]);
  const denied = (x) => words.some((n) => n.tag !== "ROW_STATE" && n.at <= x.at && n.end >= x.end);
  const stated = words.some((x) => x.tag === "ROW_STATE" && !denied(x));
  const history = (x) => tagSentence(x, LEXICON, ["HISTORY"]).length > 0;
  let header = line;
  for (const above of linesAbove(text2, start2, 200)) {
    const prev = above.trim();
    if (prev.startsWith("|")) header = prev;
    else if (prev) return (stated && claimed || thisTurn(prev)) && !history(`${prev}
${header}`);
  }
  return stated && claimed && !history(header);
}
function doneHint(text2) {
  const words = tagSentence(text2, LEXICON, ["DONE_HINT", "READY"]);
  const ready = words.filter((x) => x.tag === "READY");
  if (words.some((x) => x.tag === "DONE_HINT" && !ready.some((r) => r.at <= x.at && r.end >= x.end))) return true;
  const opener = ACT_OPENER.exec(text2);
  if (opener) {
    const rest = text2.slice(opener[0].length);
    const verb = tagSentence(rest, LEXICON, ["MADE", "LOOKED"]).find((x) => x.at === 0);
    if (verb ? verb.tag === "MADE" : /^[a-z]+ed\b/i.test(rest)) return true;
  }
  const ending = JUST_DONE.exec(text2);
  if (ending) {
    const before = text2.slice(Math.max(0, ending.index - 12), ending.index);
    if (!tagSentence(before, LEXICON, ["FAILED"]).some((x) => x.end === before.length)) return true;
  }
  return TICKED_BOX.test(text2);
}
var ACT_OPENER = /^\W*(?:(?:i|we)(?:['’]ve|\s+have)?\s+)?(?:just\s+|also\s+|now\s+)?/i;
var JUST_DONE = /(?:ました|了)[。！!]?\s*$/;
var TICKED_BOX = /^\s*(?:[-*+•]\s+)?\[[xX✓✔]\]/;
var judged = (function judged(link, views, scope) {
  const t = tables();
  if (scope.blankAt(link.index)) {
    const [ls, le] = lineBounds(scope.reply, link.index);
    const line = scope.reply.slice(ls, le).trimStart();
    if (line.startsWith("|")) return resultRow(scope.reply, ls, line, scope.claims);
    return scope.claims && !line.startsWith(">");
  }
  let i = sentenceAt(views, link.index);
  if (i < 0) {
    const [ls] = lineBounds(scope.reply, link.index);
    for (let j = views.length - 1; j >= 0 && i < 0; j--) {
      const x = views[j];
      if (x.end <= link.index && x.start >= ls) i = j;
      else if (x.end <= link.index) break;
    }
  }
  if (i < 0) {
    const end = link.index + link.url.length;
    const [, le] = lineBounds(scope.reply, link.index);
    const j = views.findIndex((x) => x.start >= end && x.start < le);
    if (j >= 0 && /^[\s/」』”"'’》)）]*$/.test(scope.reply.slice(end, views[j].start))) i = j;
  }
  const v = views[i];
  if (!v) return false;
  if (v.status !== "claim" && (views[i - 1]?.askFrom ?? -1) >= 0 && opensWith(v.text.trimStart(), "ALTERNATIVE")) return false;
  const publishAct = (x) => holdsKeyword(PUBLISH_ACTS, x.toLowerCase());
  const at = link.index - v.start;
  if (retracted(v.text, at + link.url.length) || v.status !== "claim" && destinationOf(v.text, at)) return false;
  const made = link.kind === "preview" && tagSentence(v.text, LEXICON, ["PREVIEW_MADE"]).length > 0;
  const notYet = made && v.status === "framed" && tagSentence(v.text, LEXICON, NOT_OUT).length > 0;
  const past = v.othersAt !== void 0 && v.othersAt < Infinity && ownClauseStart(v.text, at) > v.othersAt;
  if (v.status === "framed" && !notYet && !past && (v.frame || v.askFrom < 0 || at >= v.askFrom || publishAct(v.text.slice(at)))) return false;
  if (v.status === "claim") {
    const open = /\S/.test(v.text.charAt(at)) ? -1 : quoteOpening(scope.reply, link.index);
    const theirs = (lang) => frameOf(t, scope.reply, open, 0, lang, false, OTHERS_FRAME) !== void 0;
    if (open >= 0 && scriptLangs(scope.reply.slice(Math.max(0, open - 40), open)).some(theirs)) return false;
    const from = Math.max(...[",", "，", ";", "；"].map((c) => v.text.lastIndexOf(c, at)));
    const clause = from > 0 ? v.text.slice(from + 1, at) : "";
    if (clause && !/(?:[:：]|→|->)\s*$/.test(clause) && evidenceIn(t, t.notEvidence, clause)) return false;
    return v.askFrom < 0 || at < v.askFrom;
  }
  const label = MD_LABEL.exec(v.text.slice(0, at));
  const head = listedAfter(label ? v.text.slice(0, label.index) : v.text.slice(0, at));
  if (!label && !/\S/.test(v.text.charAt(at))) {
    const alone = /[「『“‘《]\s*$|[A-Za-z\u3040-\u30ff\u4e00-\u9fff](?: |[:：] ?)"$/.test(scope.reply.slice(Math.max(0, link.index - 4), link.index)) && /^\/?\s*[」』”’》"]/.test(scope.reply.slice(link.index + link.url.length, link.index + link.url.length + 4));
    const bare = head.replace(/"\s*$/, "").trimEnd();
    return (views[i - 1]?.status === "claim" || alone && !evidenceIn(t, t.notEvidence, v.text)) && (alone && made || t.presenting.some((f) => presentRe(t, f)?.test(bare) || presentRe(t, f)?.test(head)));
  }
  const unsaid = link.kind !== "preview" ? [] : made ? NOT_OUT : ["DRAFT_WORD"];
  const notEvidence = (x) => evidenceIn(t, t.notEvidence, withoutTags(x, unsaid));
  let k = i - 1;
  const item = onItemLine(scope.reply, v);
  if (item) while (k >= 0 && onItemLine(scope.reply, views[k]) && i - k < 60) k--;
  const lead = views[k];
  const leadText = lead?.text.slice(lastTurn(lead.text));
  if (lead?.status === "claim" && !notEvidence(leadText ?? "") && (!hasLetterOrDigit(head) || !notEvidence(v.text))) return true;
  if (lead && !hasLetterOrDigit(head) && doneHint(lead.text) && !notEvidence(lead.text) && !notEvidence(v.text)) return true;
  if (item && lead?.status === "neutral" && /[:：]\s*$/.test(lead.text) && !planLead(lead.text) && !notEvidence(v.text)) {
    const shown2 = t.presenting.map((f) => f.id === "present.lead-in" ? -1 : presentRe(t, f)?.exec(lead.text)?.index ?? -1).find((x) => x >= 0);
    if (shown2 !== void 0) {
      const cut = lead.text.slice(shown2).search(/[,;，；]/);
      if (!notEvidence(cut < 0 ? lead.text : lead.text.slice(0, shown2 + cut))) return true;
    }
  }
  if (inPlan(scope.reply, link.index, notEvidence) && !thisTurn(head)) return false;
  const before = views[i - 1];
  if (before?.status === "neutral" && !hasLetterOrDigit(head) && /(?:[:：]|→|->|👉|👇|⬇️?|↓)\s*$/.test(before.text) && !notEvidence(before.text) && !notEvidence(v.text))
    return true;
  const fix = tagSentence(head, LEXICON, ["CORRECTED"]).at(-1);
  const turn = Math.max(lastTurn(head), fix?.at ?? 0);
  const done = doneHint(head) || views[i - 1] !== void 0 && doneHint(views[i - 1].text);
  const already = tagSentence(head.slice(turn), LEXICON, ["ALREADY_SET"]).length > 0;
  const upTo = Math.min(v.askFrom > at ? v.askFrom : v.text.length, fix || done || already || made ? linkClauseEnd(v.text, at) : v.text.length);
  const tail = link.kind !== "preview" ? at + link.url.length : (fix || done || already) && upTo < v.text.length ? upTo : -1;
  if (!made && tail >= 0) {
    const mark = v.text.slice(tail).search(CLAUSE_END_MARK);
    if (tagSentence(v.text.slice(tail, mark < 0 ? void 0 : tail + mark), LEXICON, NOT_OUT).length > 0) return false;
  }
  const shown = t.presenting.some((f) => presentRe(t, f)?.test(head) || label !== null && presentRe(t, f)?.test(`${head}${label[1]} `));
  const preview = link.kind === "preview";
  const putsOut = preview ? () => false : publishAct;
  if (notEvidence(v.text.slice(turn, upTo)) && !(shown && !done && !already && laterPlan(v.text, turn, at + link.url.length, upTo, notEvidence, putsOut)))
    return false;
  const next = views[i + 1];
  const prev = views[i - 1];
  const toBe = (x) => {
    const tail2 = x.text.slice(lastTurn(x.text));
    return publishAct(tail2) && (x.status === "framed" || notEvidence(tail2));
  };
  if (!done && !made && !(preview && shown) && (next && toBe(next) || prev && toBe(prev))) return false;
  if (already || shown) return true;
  const purpose = tagSentence(v.text.slice(at), LEXICON, ["PURPOSE"])[0]?.at ?? -1;
  const own = fix || turn > 0 ? v.text.slice(turn, purpose > 0 ? at + purpose : upTo) : purpose > 0 ? v.text.slice(0, at + purpose) : v.text;
  return !refersTo(t, views, i, head, scope.reply, withoutTags(own, unsaid));
});
var NOT_OUT = ["NOT_YET_PUBLIC", "DRAFT_WORD"];
function withoutTags(text2, tags) {
  if (tags.length === 0) return text2;
  let out = text2;
  for (const x of tagSentence(text2, LEXICON, tags)) out = out.slice(0, x.at) + " ".repeat(x.end - x.at) + out.slice(x.end);
  return out;
}
function refersTo(t, views, i, head, reply, own) {
  const refers = (x) => {
    const words = x.includes("/") ? blankLinks(x) : x;
    return evidenceIn(t, t.refers, words) || evidenceIn(t, t.notEvidence, x);
  };
  const v = views[i];
  if (v.askFrom >= 0 || refers(own)) return true;
  const [ls] = lineBounds(reply, v.start);
  const opening = reply.slice(ls, v.start) + head;
  const to = ADDRESSEE.exec(opening);
  const self = (name) => tagSentence(name, LEXICON, ["SELF"]).some((x) => x.at === 0 && x.end === name.length);
  if (to && !self(to[1]) && tagSentence(opening, LEXICON, ["SPEAKER"]).length === 0) return true;
  if (hasLetterOrDigit(head)) return false;
  let k = i - 1;
  while (k >= 0 && !hasLetterOrDigit(blankLinks(views[k].text))) k--;
  if (!onItemLine(reply, v)) while (k >= 0 && onItemLine(reply, views[k])) k--;
  const prev = views[k];
  if (prev?.status === "claim") return false;
  if (prev && (prev.askFrom >= 0 || prev.status === "framed" || refers(prev.text))) return true;
  const lead = listLead(reply, v.start);
  return lead !== void 0 && refers(lead);
}
function evidenceIn(t, rows2, text2) {
  let s;
  const reads = (lang) => {
    s ??= { ...scriptsOf(words), zh: scriptLangs(words).includes("zh") };
    return lang === "any" || (lang === "en" ? s.latin : lang === "ja" ? s.cjk : lang === "zh" ? s.zh : true);
  };
  const whole = text2.includes("/") ? blankLinks(text2, "_") : text2;
  const at = rows2 === t.notEvidence ? whole.indexOf("___") : -1;
  const cut = at < 0 ? -1 : Math.max(whole.lastIndexOf(",", at), whole.lastIndexOf(";", at));
  const words = cut > 0 && LISTED_ACT.test(whole.slice(cut + 1, at)) ? whole.slice(cut + 1) : whole;
  if (rows2.some((f) => reads(f.lang) && evidenceRe(t, f)?.test(words) === true)) return true;
  if (rows2 !== t.notEvidence) return false;
  const link = words.indexOf("___");
  const from = link < 0 ? -1 : Math.max(...["，", ",", "；", ";", "。"].map((c) => words.lastIndexOf(c, link)));
  const own = from < 0 ? [] : tagSentence(words.slice(from, link), LEXICON, ["OUT_DONE", "OUT_ACT", "MADE"]);
  if (own.length > 0) return own.some((x) => anotherDoer(words, from + x.at, from + x.end));
  return tagSentence(words, LEXICON, ["OUT_DONE", "MADE", "SAID"]).some((x) => anotherDoer(words, x.at, x.end));
}
var LISTED_ACT = /^\s*(?:and|then|&)\s+(?:also\s+|then\s+)?[a-z]+ed\s/i;
function onItemLine(reply, view) {
  return LIST_ITEM.test(reply.slice(...lineBounds(reply, view.start)));
}
var OTHERS_FRAME = /\.(?:reported|others)$/;
function quoteOpening(text2, at) {
  for (let i = at - 1; i >= 0 && i >= at - 200; i--) {
    const c = text2.charAt(i);
    if (c === "”" || c === "」" || c === "』" || c === "\n") return -1;
    if (c === '"' || c === "“" || c === "「" || c === "『") return i;
  }
  return -1;
}
function lastTurn(head) {
  let at = 0;
  for (const x of tagSentence(head, LEXICON, ["TURN", "TURN_TO_ME"])) at = Math.max(at, x.tag === "TURN" ? x.end : x.at + 1);
  return at;
}
function listedAfter(head) {
  let out = head;
  for (let m = LISTED_LINK.exec(out); m; m = LISTED_LINK.exec(out)) out = out.slice(0, m.index);
  return out;
}
var LISTED_LINK = /(?:https?:\/\/|\/(?:preview|post)\/)\S*?\s*(?:[、，,&]|\band\b|和|及)\s*(?:and\s+)?$/i;
var HANDLE2 = /@[\w.-]+/g;
var ADDRESSEE = /^\s*(?:[-*+•]\s+)?@([\w.\u3040-\u30ff\u4e00-\u9fff-]{1,39})/;
var MD_LABEL = /\[([^\]\n]{0,200})\]\(\s*<?$/;
function checkLinks(links, event, ctx) {
  if (links.length === 0) return void 0;
  const pages = links.filter((l) => l.kind !== "post");
  if (pages.length) {
    const reg = previewsOf(ctx);
    for (const l of pages) {
      const id = l.id.toLowerCase();
      const bare = l.url.replace(/[?#].*$/, "").replace(/\/+$/, "").toLowerCase();
      const ok = reg.text !== void 0 ? textHas(reg.text, id) : l.kind === "preview" ? reg.known.has(id) || reg.published.has(id) : reg.published.has(id) || reg.published.has(bare);
      if (ok) continue;
      if (l.kind === "preview") return { rule: "publish.preview-unknown", why: "preview id not in the preview registry", evidence: l.url };
      const known = reg.known.has(id);
      return {
        rule: "publish.community-unpublished",
        why: known ? "page cited as published, but it is not published" : "page cited as published, but not in the registry",
        evidence: l.url
      };
    }
  }
  const posts = links.filter((l) => l.kind === "post");
  if (posts.length && !ranTool(event, PUBLISH_TOOLS) && !ranShell(event.toolNames)) {
    const ledger = ledgerPath(ctx);
    const why = "post cited, but not in the AgentX ledger and nothing posted";
    if (!ledgerHasAny(
      ctx,
      ledger,
      posts.map((p) => p.id)
    ))
      return { rule: "publish.post-unverified", why, evidence: posts[0]?.url ?? "" };
  }
  return void 0;
}
var replyOf = (function replyOf(event) {
  if (event.name === "on_completion_claim") return [event.summary, event.response].filter((s) => s.trim()).join("\n\n");
  return event.response;
});
function reason(f) {
  return `${TAG} Blocked (${f.why}): ${f.evidence}`;
}
function warning(f) {
  return `${TAG} Unverified (${f.why}): ${f.evidence}`;
}
var onStop = (function onStop(event, ctx) {
  const f = findUnverified(replyOf(event), event, ctx);
  if (!f) return CONTINUE;
  if (event.stopHookActive) return { kind: "warn", message: warning(f), rule: "stop-hook-active.warn" };
  const max = envNumber(ctx.env, "VERIFY_PUBLISH_MAX_BLOCKS", MAX_BLOCKS);
  const slot = claimBlock(blockStatePath(ctx, STATE_FILE), event.sessionId, Math.floor(ctx.now() / 1e3), max);
  if (!slot.granted) return { kind: "warn", message: warning(f), rule: f.rule };
  return { kind: "block", reason: reason(f), rule: f.rule };
});
var NOTE_WHY = {
  "publish.community-unpublished": { zh: "该页面在预览注册表中并未发布", ja: "このページはプレビュー登録上で公開されていません" },
  "publish.preview-unknown": { zh: "预览注册表中没有这个预览 id", ja: "このプレビューIDは登録にありません" },
  "publish.post-unverified": { zh: "AgentX 发帖记录中没有这条帖子，本轮也没有发帖", ja: "AgentXの投稿記録になく、このターンに投稿もされていません" },
  "publish.schedule-unverified": { zh: "本轮没有运行调度工具，也没有新建的定时任务", ja: "このターンでスケジューラーは実行されず、新しいジョブもありません" }
};
function unverifiedNote(f, reply) {
  const local = NOTE_WHY[f.rule];
  if (/[\u3040-\u30ff]/.test(reply))
    return `⚠️ 未確認（Unverified）：${f.evidence} — ${local?.ja ?? f.why}。確認できるまで、この報告は未確定として扱ってください。`;
  if (/[\u4e00-\u9fff]/.test(reply)) return `⚠️ 未经核实（Unverified）：${f.evidence} — ${local?.zh ?? f.why}。在核实之前，请把这条说法视为未确认。`;
  return `⚠️ Unverified: ${f.why} — ${f.evidence}. Treat this claim as unconfirmed until it is checked.`;
}
function onResponseEnd(event, ctx) {
  const f = findUnverified(event.response, event, ctx);
  if (!f) return CONTINUE;
  return { kind: "rewrite_response", response: `${event.response.trimEnd()}

${unverifiedNote(f, event.response)}`, rule: f.rule };
}
function regexProblem(source, part = "match", flags = "i") {
  if (typeof source !== "string" || !source) return `${part} must be a regex source`;
  try {
    new RegExp(source, flags);
    return void 0;
  } catch (err) {
    const why = (err instanceof Error ? err.message : String(err)).replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
    return `${part === "match" ? "" : `${part}: `}bad regex (${why})`;
  }
}
function checkTables(src = userTables()) {
  const t = compileTables(src);
  const claim = (text2) => analyse(text2, t).claims.length > 0;
  const problems = [
    ...vetRows(t.claims, {
      table: "CLAIMS",
      fires: (row, text2) => analyse(text2, t).claims.some((x) => x.rule === row.id),
      blocks: claim,
      compiles: (row) => row.kind !== "publish" && row.kind !== "schedule" ? 'kind must be "publish" or "schedule"' : regexProblem(row.match, "match", "gi")
    }),
    ...vetRows(t.frames, {
      table: "NOT_CLAIMS",
      fires: (_row, text2) => claim(text2),
      blocks: claim,
      compiles: (row) => !row.match?.before && !row.match?.after ? "match needs before or after" : (row.match.before !== void 0 ? regexProblem(row.match.before, "before") : void 0) ?? (row.match.after !== void 0 ? regexProblem(row.match.after, "after") : void 0) ?? (row.match.unlessBefore !== void 0 ? regexProblem(row.match.unlessBefore, "unlessBefore") : void 0)
    }),
    ...vetRows(t.presenting, {
      table: "PRESENTING",
      fires: (row, text2) => presentRe(t, row)?.test(text2) === true,
      blocks: claim,
      compiles: (row) => regexProblem(row.match),
      allows: (row, text2) => presentRe(t, row)?.test(text2) ? "presents" : void 0
    }),
    // NOT_EVIDENCE and REFERS: block examples are sentences a row must not match, allow examples sentences it matches.
    ...[
      ["NOT_EVIDENCE", t.notEvidence],
      ["REFERS", t.refers]
    ].flatMap(
      ([table, list]) => vetRows(list, {
        table,
        fires: (row, text2) => evidenceRe(t, row)?.test(text2) === false,
        blocks: claim,
        compiles: (row) => regexProblem(row.match),
        allows: (row, text2) => evidenceRe(t, row)?.test(text2) ? void 0 : "does not match"
      })
    ),
    ...vetTagClaims(t),
    ...lexiconProblems(LEXICON)
  ];
  return problems;
}
var TAG_LISTS = ["any", "none", "notAt", "apart", "noneAnywhere"];
function badTagList(row) {
  const list = (v) => Array.isArray(v) && v.every((tag) => typeof tag === "string" && tag in LEXICON);
  return TAG_LISTS.find((k) => row.match[k] !== void 0 && !list(row.match[k]));
}
function tagClaimProblem(row) {
  if (!Array.isArray(row.match?.seq) || !row.match.seq.every((tag) => tag in LEXICON)) return "match.seq needs tags of LEXICON";
  const bad = badTagList(row);
  if (bad) return `match.${bad} needs tags of LEXICON`;
  if (row.frameAt !== void 0 && row.frameAt !== "first" && row.frameAt !== "last") return 'frameAt must be "first" or "last"';
  if (!row.match.seq.some((tag) => HINT_TAGS.includes(tag))) return `match.seq needs one of ${HINT_TAGS.join(", ")} (a row without one is never tried)`;
  return void 0;
}
function vetTagClaims(t, rows2 = TAG_CLAIMS) {
  return vetRows(rows2, {
    table: "TAG_CLAIMS",
    fires: (row, text2) => analyse(text2, t).claims.some((c) => c.rule === row.id),
    blocks: (text2) => analyse(text2, t).claims.length > 0,
    compiles: tagClaimProblem
  });
}
var guard2 = {
  name: "verify_publish_claims",
  failMode: FAIL_MODE,
  handlers: { on_stop: onStop, on_completion_claim: onStop, on_response_end: onResponseEnd },
  check: () => checkTables(),
  settings: () => ({
    PREVIEWS_REGISTRY: ["text", PREVIEWS_REGISTRY],
    AGENTX_LEDGER_FILE: ["text", AGENTX_LEDGER_FILE],
    SCHEDULED_JOBS: ["text", SCHEDULED_JOBS],
    MAX_BLOCKS: ["count", MAX_BLOCKS],
    RECENT_JOB_MINUTES: ["count", RECENT_JOB_MINUTES],
    COMMUNITY_HOST: ["text", COMMUNITY_HOST],
    COMMUNITY_RESERVED: ["names", COMMUNITY_RESERVED],
    PUBLISH_TOOLS: ["names", PUBLISH_TOOLS],
    SCHEDULE_TOOL_HINTS: ["names", SCHEDULE_TOOL_HINTS],
    PUBLISH_ACTS: ["names", PUBLISH_ACTS],
    ACTIVE_JOB_STATUSES: ["names", ACTIVE_JOB_STATUSES]
  })
};

// templates/verify_publish_claims/main.ts
start(guard2);
