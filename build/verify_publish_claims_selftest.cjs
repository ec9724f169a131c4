#!/usr/bin/env node

// templates/verify_publish_claims/cases.ts
var NOW = 17644e5;
var C = "https://community.iamstarchild.com";
var PREVIEW = "http://localhost:8000/preview";
var PREVIEWS = JSON.stringify({
  previews: [
    { id: "btc-dashboard", is_published: true },
    { preview_id: "eth-gas", is_published: false },
    { id: "p-77", public_url: "https://sol-tracker.community.iamstarchild.com" }
  ]
});
var LEDGER = JSON.stringify([{ id: "8841", text: "GM" }, { id: "9001" }]);
var jobs = (createdAgoS, status = "active") => JSON.stringify({ jobs: [{ id: "j1", status, created_at: NOW - createdAgoS }] });
var WORLD = { "previews.json": PREVIEWS, "ws/output/agentx_posts.json": LEDGER };
function stop(name, response, verdict, rule, world = {}) {
  return {
    name,
    now: NOW,
    files: { ...WORLD, ...world.files ?? {} },
    ...world.env ? { env: world.env } : {},
    event: { event: "on_stop", session_id: "s1", agent_id: "a", cwd: "/app", response, tool_names: world.tools ?? [], stop_hook_active: false },
    expect: rule ? { verdict, rule } : { verdict }
  };
}
var block = (name, response, rule, world) => stop(name, response, "block", rule, world);
var pass = (name, response, world) => stop(name, response, "continue", void 0, world);
var ev = (event, response, extra = {}) => ({
  event,
  session_id: "s1",
  agent_id: "a",
  cwd: "/app",
  response,
  tool_names: [],
  ...extra
});
var table = {
  guard: "verify_publish_claims",
  env: {
    PREVIEWS_REGISTRY: "{tmp}/previews.json",
    AGENTX_LEDGER_FILE: "{tmp}/ws/output/agentx_posts.json",
    AGENTX_LEDGER: "",
    SCHEDULED_JOBS: "{tmp}/jobs.json",
    WORKSPACE_DIR: "{tmp}/ws",
    VERIFY_PUBLISH_MAX_BLOCKS: "2",
    VERIFY_PUBLISH_RECENT_MINUTES: "15",
    COMMUNITY_HOST: "community.iamstarchild.com"
  },
  cases: [
    // ---- fabricated claims are blocked ----
    block("blocks a published claim citing an unknown community page", `Done! I published the dashboard: ${C}/fake-page`, "publish.community-unpublished"),
    block("blocks a community page that is known but not published", `The gas tracker is live at ${C}/eth-gas`, "publish.community-unpublished"),
    block(
      "blocks the subdomain form of an unknown community page",
      `Published ✅ https://moon-bot.community.iamstarchild.com`,
      "publish.community-unpublished"
    ),
    block("blocks an unknown preview id after 'updated the preview'", `I updated the preview: ${PREVIEW}/zz-404/`, "publish.preview-unknown"),
    block(
      "blocks an AgentX post id missing from the ledger with no tool run",
      `Posted to AgentX: https://agentx.iamstarchild.com/post/123456`,
      "publish.post-unverified"
    ),
    block(
      "blocks a scheduling claim with no scheduler and no recent job",
      "I've scheduled a daily BTC report at 9:00 every morning.",
      "publish.schedule-unverified"
    ),
    block("blocks a scheduling claim when the only job is 20 minutes old", "Your reminder is set for 8 am tomorrow.", "publish.schedule-unverified", {
      files: { "jobs.json": jobs(20 * 60) }
    }),
    block("blocks a scheduling claim when the recent job is cancelled", "I set up a reminder for Friday.", "publish.schedule-unverified", {
      files: { "jobs.json": jobs(60, "cancelled") }
    }),
    block("blocks Chinese 已发布 with an unknown page", `页面已发布：${C}/my-fake-board`, "publish.community-unpublished"),
    block("blocks traditional Chinese 已發佈 with an unknown page", `已發佈，連結：${C}/tw-fake`, "publish.community-unpublished"),
    block("blocks Chinese 发好了 with an unknown AgentX post", `帖子发好了 https://agentx.iamstarchild.com/post/777`, "publish.post-unverified"),
    block("blocks Chinese 设置好了提醒 with no scheduler", "已经设置好了提醒，明天早上 9 点通知你。", "publish.schedule-unverified"),
    block("blocks Chinese 已经安排 with no scheduler", "好的，已经安排好了，每天 8 点推送行情。", "publish.schedule-unverified"),
    block("blocks Japanese 公開しました with an unknown page", `ダッシュボードを公開しました：${C}/jp-fake`, "publish.community-unpublished"),
    block(
      "blocks Japanese 投稿しました with an unknown AgentX post",
      `AgentXに投稿しました。https://agentx.iamstarchild.com/post/55`,
      "publish.post-unverified"
    ),
    block("blocks Japanese 予約しました with no scheduler", "明朝9時の投稿を予約しました。", "publish.schedule-unverified"),
    block("blocks Japanese リマインダーを設定しました with no scheduler", "毎朝8時にリマインダーを設定しました。", "publish.schedule-unverified"),
    block("blocks Japanese デプロイ済み with an unknown preview", `デプロイ済みです。${PREVIEW}/nope/`, "publish.preview-unknown"),
    block("still verifies a URL inside quotes in a real claim", `I published it as "${C}/quoted-fake".`, "publish.community-unpublished"),
    block("verifies a link in a later sentence of the claim", `All done, the page is published.

Link: ${C}/later-fake`, "publish.community-unpublished"),
    block(
      "verifies a link inside a code block when the prose claims",
      `Published! Here is the link:
\`\`\`
${C}/code-fake
\`\`\``,
      "publish.community-unpublished"
    ),
    block("blocks an unknown preview when the registry file is missing", `Preview updated: ${PREVIEW}/abc123/`, "publish.preview-unknown", {
      env: { PREVIEWS_REGISTRY: "{tmp}/missing.json" }
    }),
    block("blocks when the registry is empty", `It's live at ${C}/btc-dashboard`, "publish.community-unpublished", { files: { "previews.json": "" } }),
    block("reason names the unverified link", `I published it: ${C}/named-fake`, "publish.community-unpublished"),
    // ---- verified claims pass ----
    pass("passes a published claim citing a published page", `Done! Published: ${C}/btc-dashboard`),
    pass("passes the subdomain form matched by the public_url", "It's live: https://sol-tracker.community.iamstarchild.com"),
    pass("passes a known preview id even if unpublished", `I updated the preview: ${PREVIEW}/eth-gas/`),
    pass("passes an AgentX post in the ledger", "Posted to AgentX: https://agentx.iamstarchild.com/post/8841"),
    pass("passes an AgentX post when create_post ran this turn", "Posted: https://agentx.iamstarchild.com/post/31337", { tools: ["create_post"] }),
    pass("passes an AgentX post when a tool named like agentx_publish ran", "Posted: https://agentx.iamstarchild.com/post/31339", {
      tools: ["agentx_publish"]
    }),
    pass("passes an AgentX post when bash ran this turn", "AgentX post is live: https://agentx.iamstarchild.com/post/31338", { tools: ["bash"] }),
    pass("passes an AgentX post when another host's shell tool ran this turn", "AgentX post is live: https://agentx.iamstarchild.com/post/31338", {
      tools: ["run_command"]
    }),
    pass("passes a scheduling claim when scheduled_task ran", "I've scheduled a daily report at 9:00.", { tools: ["scheduled_task"] }),
    pass("passes a scheduling claim with a job created 5 minutes ago", "Reminder is set for 8 am.", { files: { "jobs.json": jobs(300) } }),
    pass("accepts ISO and millisecond job times", "已经设置好了提醒。", {
      files: {
        "jobs.json": JSON.stringify([
          { status: "active", created_at: new Date((NOW - 120) * 1e3).toISOString() },
          { status: "active", updated_at: (NOW - 60) * 1e3 }
        ])
      }
    }),
    pass("passes a claim with no link (nothing to verify)", "I published the article and shared it with the team."),
    pass("passes Chinese 已发布 with a published page", `已发布：${C}/btc-dashboard`),
    pass("passes Japanese 公開しました with a published page", `公開しました：${C}/btc-dashboard`),
    // ---- not claims ----
    pass("an English offer is not a claim", `Here's the preview: ${PREVIEW}/zz-1/ — want me to publish it?`),
    pass("a plan is not a claim", `I'll publish ${C}/future-page once you approve.`),
    pass("a negation is not a claim", `I haven't published ${C}/not-yet yet; the draft is ready.`),
    pass("reported speech is not a claim", `You asked me to check whether ${C}/someone-else was published.`),
    pass("a Chinese offer is not a claim", `预览在这里：${PREVIEW}/zz-2/ 要我发布吗？`),
    pass("a Chinese negation is not a claim", `还没发布，${C}/draft-zh 只是草稿。`),
    pass("a Japanese offer is not a claim", `プレビューはこちら：${PREVIEW}/zz-3/ 公開しましょうか？`),
    pass("a Japanese negation is not a claim", `まだ公開していません。${C}/draft-ja は下書きです。`),
    pass("claim words inside a code fence are not claims", "Run this:\n```bash\necho 'published to " + C + "/in-code'\n```"),
    pass("claim words in inline code are not claims", `Use \`status=published\` as the filter for ${C}/x-filter pages.`),
    pass("claim words in a table row are not claims", `| page | status |
|---|---|
| ${C}/tbl | published |`),
    pass("claim words in a blockquote are not claims", `> I published it at ${C}/quoted-user`),
    pass("an unrelated link in a claim reply is not judged", "I published the summary. Source: https://coindesk.com/post/42"),
    pass("a huge registry never blocks a real link", `Published: ${C}/btc-dashboard`, {
      files: { "previews.json": JSON.stringify({ previews: [{ id: "btc-dashboard", is_published: true }], pad: "x".repeat(9 * 1024 * 1024) }) }
    }),
    pass("a malformed registry holding the id never blocks it", `Published: ${C}/btc-dashboard`, {
      files: { "previews.json": '{"previews": [{"id": "btc-dashboard", "is_published": true}, {"id": ' }
    }),
    pass("a malformed ledger holding the id never blocks it", "Posted to AgentX: https://agentx.iamstarchild.com/post/8841", {
      files: { "ws/output/agentx_posts.json": '[{"id": "8841"},' }
    }),
    pass("ids compare case-insensitively", `Your dashboard is live: ${C}/BTC-Dashboard`),
    pass("a link to someone else's page for inspiration is not judged", `Published: ${C}/btc-dashboard. See also ${C}/other-creator-board for inspiration.`),
    pass(
      "a blog /post/ link beside an AgentX claim is not an AgentX post",
      `Posted on AgentX (https://agentx.iamstarchild.com/post/9001) and on my blog: https://blog.example.com/post/hello`
    ),
    block("a /post/ link on a line naming AgentX is an AgentX post", `Posted ✅
AgentX: https://x.example.com/post/4242`, "publish.post-unverified"),
    block("English 'is up:' with an unknown page", `Your dashboard is up: ${C}/up-fake`, "publish.community-unpublished"),
    block("Chinese 已经把…发布 with an unknown page", `我已经把仪表盘发布到社区了：${C}/ba-fake`, "publish.community-unpublished"),
    block("Japanese 載せました with an unknown page", `コミュニティに載せました：${C}/nose-fake`, "publish.community-unpublished"),
    pass("a registry keyed by id (unexpected shape) is searched as text", `Published: ${C}/btc-dashboard`, {
      files: { "previews.json": JSON.stringify({ "btc-dashboard": { is_published: true } }) }
    }),
    pass("a registry entry with status published counts", `Published: ${C}/status-board`, {
      files: { "previews.json": JSON.stringify([{ id: "status-board", status: "published" }]) }
    }),
    pass("a job registry keyed by job id is read", "Reminder set for 9 am ✅", {
      files: { "jobs.json": JSON.stringify({ j9: { status: "active", created_at: NOW - 30 } }) }
    }),
    block("an empty job registry does not back a scheduling claim", "I've scheduled the weekly report.", "publish.schedule-unverified", {
      files: { "jobs.json": JSON.stringify({ jobs: [] }) }
    }),
    block("a bare /post/<id> path presented as the result is checked against the ledger", "Here's the thread: /post/31337", "publish.post-unverified"),
    pass("a dev server's /post/<id> route is no AgentX post", "Done — open localhost:3000/post/1 to see the new blog layout."),
    // One rule for both claim guards (engine/registries), as in the reference: a registry that does not parse proves no job.
    block("a malformed scheduler registry backs no scheduling claim", "I've scheduled it for 9:00.", "publish.schedule-unverified", {
      files: { "jobs.json": "{not json" }
    }),
    // ---- events, caps, state ----
    {
      name: "stop_hook_active never blocks again, but warns when the reply still holds the fabrication",
      now: NOW,
      files: WORLD,
      event: ev("on_stop", `Published: ${C}/fake-a`, { stop_hook_active: true }),
      expect: { verdict: "warn", rule: "stop-hook-active.warn", includes: ["[verify-publish] Unverified", `${C}/fake-a`] }
    },
    {
      name: "stop_hook_active with the claim corrected continues silently",
      now: NOW,
      files: WORLD,
      event: ev("on_stop", `Published: ${C}/btc-dashboard`, { stop_hook_active: true }),
      expect: { verdict: "continue" }
    },
    {
      name: "Claude Code: a Stop redo that still cites a fabricated preview shows a systemMessage",
      now: NOW,
      files: WORLD,
      event: {
        hook_event_name: "Stop",
        session_id: "s1",
        cwd: "/app",
        transcript_path: "/tmp/t.jsonl",
        stop_hook_active: true,
        last_assistant_message: "Done — the preview is at /preview/made-up-7/"
      },
      expect: { verdict: "warn", rule: "stop-hook-active.warn", includes: ["/preview/made-up-7/"] }
    },
    {
      name: "the block reason is short and names the link",
      now: NOW,
      files: WORLD,
      event: ev("on_stop", `Published: ${C}/fake-b`),
      expect: {
        verdict: "block",
        rule: "publish.community-unpublished",
        equals: `[verify-publish] Blocked (page cited as published, but not in the registry): ${C}/fake-b`
      }
    },
    {
      name: "on_completion_claim reads the summary too",
      now: NOW,
      files: WORLD,
      event: ev("on_completion_claim", "", { goal: "publish the board", summary: `Published the board at ${C}/fake-c` }),
      expect: { verdict: "block", rule: "publish.community-unpublished" }
    },
    {
      name: "on_response_end appends an Unverified note",
      now: NOW,
      files: WORLD,
      event: ev("on_response_end", `Published: ${C}/fake-d`),
      expect: { verdict: "response", includes: [`Published: ${C}/fake-d

⚠️ Unverified`, `${C}/fake-d`] }
    },
    {
      name: "on_response_end writes the note in Chinese for a Chinese reply",
      now: NOW,
      files: WORLD,
      event: ev("on_response_end", `已发布：${C}/fake-zh`),
      expect: { verdict: "response", includes: ["⚠️ 未经核实（Unverified）", `${C}/fake-zh`] }
    },
    {
      name: "on_response_end writes the note in Japanese for a Japanese reply",
      now: NOW,
      files: WORLD,
      event: ev("on_response_end", "毎朝8時にリマインダーを設定しました。"),
      expect: { verdict: "response", includes: ["⚠️ 未確認（Unverified）"] }
    },
    {
      name: "on_response_end leaves a verified reply alone",
      now: NOW,
      files: WORLD,
      event: ev("on_response_end", `Published: ${C}/btc-dashboard`),
      expect: { verdict: "continue" }
    },
    {
      name: "blocks twice per session, then only warns",
      now: NOW,
      files: WORLD,
      steps: [
        { event: ev("on_stop", `Published: ${C}/fake-e`), expect: { verdict: "block", rule: "publish.community-unpublished" } },
        { event: ev("on_stop", `Published: ${C}/fake-e`), expect: { verdict: "block", rule: "publish.community-unpublished" } },
        { event: ev("on_stop", `Published: ${C}/fake-e`), expect: { verdict: "warn", includes: ["[verify-publish] Unverified", `${C}/fake-e`] } },
        { event: { ...ev("on_stop", `Published: ${C}/fake-e`), session_id: "s2" }, expect: { verdict: "block", rule: "publish.community-unpublished" } }
      ]
    },
    {
      name: "a block count older than 2 hours is forgotten",
      now: NOW,
      files: { ...WORLD, "ws/output/.publish_claim_guard.json": JSON.stringify({ s1: { n: 2, ts: NOW - 3 * 3600 } }) },
      event: ev("on_stop", `Published: ${C}/fake-f`),
      expect: { verdict: "block", rule: "publish.community-unpublished" }
    },
    {
      name: "reads block counts written by the reference",
      now: NOW,
      files: { ...WORLD, "ws/output/.publish_claim_guard.json": JSON.stringify({ s1: { n: 2, ts: NOW - 60 } }) },
      event: ev("on_stop", `Published: ${C}/fake-g`),
      expect: { verdict: "warn" }
    },
    {
      name: "a corrupt state file is treated as empty",
      now: NOW,
      files: { ...WORLD, "ws/output/.publish_claim_guard.json": "{{{ not json" },
      event: ev("on_stop", `Published: ${C}/fake-h`),
      expect: { verdict: "block", rule: "publish.community-unpublished" }
    },
    {
      name: "ignores events it does not handle",
      event: { event: "pre_tool_call", tool_name: "bash", tool_input: { command: "ls" } },
      expect: { verdict: "continue" }
    },
    { name: "an empty reply passes", now: NOW, event: ev("on_stop", ""), expect: { verdict: "continue" } }
  ]
};

// selftests/runner.ts
var import_node_child_process = require("node:child_process");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// selftests/check.ts
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var FIELD = {
  response: "response",
  notification: "notification",
  tool_input: "tool_input",
  context: "context",
  warn: "add_warning"
};
function kindOf(out) {
  if (!out || Object.keys(out).length === 0) return "continue";
  if (out.decision === "block") return "block";
  for (const [kind, field] of Object.entries(FIELD)) if (field in out) return kind;
  if ("systemMessage" in out) return "warn";
  return "continue";
}
function textOf(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function check(expect, answer) {
  if (answer.exitCode !== void 0 && answer.exitCode !== 0) return `exit code ${answer.exitCode}`;
  const text = answer.stdout.trim();
  let out;
  if (text) {
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return `stdout is not a JSON object: ${text.slice(0, 120)}`;
      out = parsed;
    } catch {
      return `stdout is not JSON: ${text.slice(0, 120)}`;
    }
  }
  const kind = kindOf(out);
  const got = out ? JSON.stringify(out).slice(0, 300) : "(nothing)";
  if (kind !== expect.verdict) return `expect=${expect.verdict} got=${got}`;
  if (expect.rule !== void 0 && expect.rule !== answer.rule) return `expect rule=${expect.rule} got rule=${answer.rule ?? "(none)"}`;
  if (kind === "continue") return void 0;
  const value = kind === "block" ? out?.reason : out?.[FIELD[kind]] ?? out?.systemMessage;
  if (expect.equals !== void 0 && !same(expect.equals, value))
    return `expect=${JSON.stringify(expect.equals).slice(0, 200)} got=${textOf(value).slice(0, 200)}`;
  const body = textOf(value);
  for (const part of expect.includes ?? []) if (!body.includes(part)) return `missing ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  for (const part of expect.excludes ?? []) if (body.includes(part)) return `unexpected ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  return void 0;
}
function stepsOf(c) {
  if (c.steps) return c.steps;
  if (c.event && c.expect) return [{ event: c.event, expect: c.expect, ...c.argv ? { argv: c.argv } : {} }];
  return [];
}
function withTmp(value, tmp) {
  if (typeof value === "string") return value.split("{tmp}").join(tmp);
  if (Array.isArray(value)) return value.map((v) => withTmp(v, tmp));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = withTmp(v, tmp);
    return out;
  }
  return value;
}
function caseFolder(c, prefix = "hookguard-") {
  const tmp = (0, import_node_fs.mkdtempSync)((0, import_node_path.join)((0, import_node_os.tmpdir)(), prefix));
  for (const [rel, content] of Object.entries(c.files ?? {})) {
    const path = (0, import_node_path.join)(tmp, rel);
    (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true });
    (0, import_node_fs.writeFileSync)(path, withTmp(content, tmp));
  }
  return tmp;
}

// selftests/runner.ts
function baseEnv() {
  const keep = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "SYSTEMROOT"];
  const env = {};
  for (const k of keep) if (process.env[k] !== void 0) env[k] = String(process.env[k]);
  return env;
}
function lastRule(logPath) {
  try {
    const lines = (0, import_node_fs2.readFileSync)(logPath, "utf8").trim().split("\n");
    const last = JSON.parse(lines[lines.length - 1] ?? "{}");
    return typeof last === "object" && last !== null && "rule" in last && typeof last.rule === "string" ? last.rule : void 0;
  } catch {
    return void 0;
  }
}
function runCase(guardPath, table2, c) {
  const tmp = caseFolder(c);
  try {
    const log = (0, import_node_path2.join)(tmp, ".debug.log");
    const env = { ...baseEnv(), ...withTmp(table2.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp), HOOKGUARD_DEBUG_LOG: log };
    if (c.now !== void 0) env.HOOKGUARD_NOW = String(c.now);
    const steps = stepsOf(c);
    if (steps.length === 0) return "case has no event";
    for (const [i, step] of steps.entries()) {
      (0, import_node_fs2.rmSync)(log, { force: true });
      const r = (0, import_node_child_process.spawnSync)(process.execPath, [guardPath, ...step.argv ?? []], {
        input: JSON.stringify(withTmp(step.event, tmp)),
        env,
        cwd: tmp,
        encoding: "utf8",
        timeout: 15e3,
        maxBuffer: 64 * 1024 * 1024
      });
      if (r.error) return `step ${i + 1}: ${r.error.message}`;
      const miss = check(step.expect, { stdout: r.stdout, rule: lastRule(log), exitCode: r.status });
      if (miss) return steps.length > 1 ? `step ${i + 1}: ${miss}` : miss;
    }
    return void 0;
  } finally {
    (0, import_node_fs2.rmSync)(tmp, { recursive: true, force: true });
  }
}
function configProblems(guardPath) {
  const r = (0, import_node_child_process.spawnSync)(process.execPath, [guardPath, "--check-config"], { encoding: "utf8", timeout: 15e3 });
  try {
    const parsed = JSON.parse(r.stdout);
    if (typeof parsed === "object" && parsed !== null && "problems" in parsed && Array.isArray(parsed.problems)) return parsed.problems.map(String);
  } catch {
  }
  return [`the guard did not answer --check-config (exit ${r.status}): ${(r.stderr || r.stdout).trim().slice(0, 300)}`];
}
function runSelftest(table2) {
  const flag = process.argv.find((a) => a.startsWith("--guard="));
  const beside = [".cjs", ".py"].map((ext) => (0, import_node_path2.join)((0, import_node_path2.dirname)(process.argv[1] ?? "."), `${table2.guard}${ext}`));
  const guardPath = (0, import_node_path2.resolve)(flag ? flag.slice(8) : beside.find((f) => (0, import_node_fs2.existsSync)(f)) ?? beside[0]);
  const filter = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  if (!(0, import_node_fs2.existsSync)(guardPath)) {
    const also = flag ? "" : ` (nor ${table2.guard}.py)`;
    process.stdout.write(`FAIL  guard file not found: ${guardPath}${also}
0 passed, 1 failed
`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const problem of configProblems(guardPath)) {
    failed++;
    process.stdout.write(`FAIL  config  ${problem}
`);
  }
  for (const c of table2.cases) {
    if (filter && !c.name.includes(filter)) continue;
    const miss = runCase(guardPath, table2, c);
    if (miss) failed++;
    else passed++;
    process.stdout.write(miss ? `FAIL  ${c.name}  ${miss}
` : `ok    ${c.name}
`);
  }
  process.stdout.write(`${passed} passed, ${failed} failed
`);
  process.exit(failed ? 1 : 0);
}

// verify_publish_claims_selftest.ts
runSelftest(table);
