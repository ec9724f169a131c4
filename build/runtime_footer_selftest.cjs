#!/usr/bin/env node

// templates/runtime_footer/cases.ts
var ZERO = { input: 0, output: 0, cache_read: 0, cache_creation: 0 };
function end(response, extra = {}) {
  return {
    event: "on_response_end",
    session_id: "s1",
    agent_id: "a1",
    cwd: "/data/workspace",
    response,
    model: "gpt-4o",
    tokens: { input: 900, output: 120, cache_read: 0, cache_creation: 0 },
    tool_names: [],
    turn_cost_usd: 0.0211,
    ...extra
  };
}
var noUsage = { tokens: ZERO, turn_cost_usd: 0 };
var FOOTER = "─ gpt-4o · $0.0211";
var CREDIT_FILE = { "credit.json": JSON.stringify({ credit_balance: 1234.56 }) };
var cases = [
  // ---- appending the real footer
  {
    name: "appends the model and cost footer when usage is real",
    event: end("Hi"),
    expect: { verdict: "response", rule: "footer.append", equals: `Hi

${FOOTER}` }
  },
  {
    name: "rounds cost to four decimals",
    event: end("Done.", { turn_cost_usd: 0.123456 }),
    expect: { verdict: "response", equals: "Done.\n\n─ gpt-4o · $0.1235" }
  },
  {
    name: "counts tokens without cost as usage",
    event: end("Done.", { turn_cost_usd: 0 }),
    expect: { verdict: "response", equals: "Done.\n\n─ gpt-4o · $0.0000" }
  },
  {
    name: "counts cache tokens alone as usage",
    event: end("Done.", { turn_cost_usd: 0, tokens: { ...ZERO, cache_read: 5e3 } }),
    expect: { verdict: "response", includes: ["─ gpt-4o · $0.0000"] }
  },
  {
    name: "accepts a cost sent as a string",
    event: end("Done.", { turn_cost_usd: "0.05" }),
    expect: { verdict: "response", equals: "Done.\n\n─ gpt-4o · $0.0500" }
  },
  {
    name: "trims trailing blank lines before the footer",
    event: end("Answer below.\n\n\n   \n"),
    expect: { verdict: "response", equals: `Answer below.

${FOOTER}` }
  },
  { name: "omits the model part when the model is unknown", event: end("Hi", { model: "" }), expect: { verdict: "response", equals: "Hi\n\n─ $0.0211" } },
  {
    name: "keeps a model name in Chinese",
    event: end("好的，已完成。", { model: "通义千问-max" }),
    expect: { verdict: "response", equals: "好的，已完成。\n\n─ 通义千问-max · $0.0211" }
  },
  {
    name: "keeps markdown and code in the body untouched",
    event: end("Run:\n\n```sh\nnpm test\n```"),
    expect: { verdict: "response", equals: `Run:

\`\`\`sh
npm test
\`\`\`

${FOOTER}` }
  },
  {
    name: "is idempotent when the reply already ends with the real footer",
    event: end(`Hi

${FOOTER}`),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  // ---- no usage
  { name: "leaves a reply alone when the bridge sends zero usage", event: end("Hello there.", noUsage), expect: { verdict: "continue" } },
  {
    name: "leaves a reply alone when usage fields are missing",
    event: { event: "on_response_end", session_id: "s1", response: "Hello." },
    expect: { verdict: "continue" }
  },
  {
    name: "strips a fake footer even without usage",
    event: end("The answer is 42.\n\n─ gpt-4 · $0.01", noUsage),
    expect: { verdict: "response", rule: "footer.strip", equals: "The answer is 42." }
  },
  { name: "does nothing on an empty reply", event: end(""), expect: { verdict: "continue" } },
  { name: "does nothing on a whitespace-only reply", event: end("  \n\n "), expect: { verdict: "continue" } },
  // ---- tokens and formats
  {
    name: "shows token counts when SHOW_TOKENS is on",
    env: { FOOTER_SHOW_TOKENS: "1" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 900 in / 120 out` }
  },
  {
    name: "groups token counts with thousands separators",
    env: { FOOTER_SHOW_TOKENS: "yes" },
    event: end("Hi", { tokens: { ...ZERO, input: 1234567, output: 12345 } }),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 1,234,567 in / 12,345 out` }
  },
  {
    name: "reads off as false for FOOTER_SHOW_TOKENS",
    env: { FOOTER_SHOW_TOKENS: "off" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "reads no as false for FOOTER_SHOW_TOKENS",
    env: { FOOTER_SHOW_TOKENS: "NO" },
    event: end("Hi"),
    expect: { verdict: "response", excludes: [" in / "] }
  },
  // ---- template
  {
    name: "renders a custom template",
    env: { FOOTER_TEMPLATE: "🤖 {model} | {cost}" },
    event: end("Hi"),
    expect: { verdict: "response", equals: "Hi\n\n🤖 gpt-4o | $0.0211" }
  },
  {
    name: "renders token placeholders in a template without SHOW_TOKENS",
    env: { FOOTER_TEMPLATE: "_{model}: {input}→{output} tokens, {cost}_" },
    event: end("Hi"),
    expect: { verdict: "response", equals: "Hi\n\n_gpt-4o: 900→120 tokens, $0.0211_" }
  },
  {
    name: "falls back to the default on an unknown placeholder",
    env: { FOOTER_TEMPLATE: "{model} costs {price}" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "falls back to the default on an unbalanced brace",
    env: { FOOTER_TEMPLATE: "─ {model · {cost}" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "falls back to the default when the template renders empty",
    env: { FOOTER_TEMPLATE: "{credit}" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "drops the separator of an empty model in a custom template",
    env: { FOOTER_TEMPLATE: "─ {model} · {cost}" },
    event: end("Hi", { model: "  " }),
    expect: { verdict: "response", equals: "Hi\n\n─ $0.0211" }
  },
  // ---- credit
  {
    name: "shows the credit balance from a file URL",
    files: CREDIT_FILE,
    env: { FOOTER_SHOW_CREDIT: "true", FOOTER_CREDIT_URL: "file://{tmp}/credit.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 💰 $1,234.56` }
  },
  {
    name: "formats a credit balance sent as a string",
    files: { "c.json": '{"credit_balance": "271.6"}' },
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/c.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 💰 $271.60` }
  },
  {
    name: "reads a credit balance nested under data",
    files: { "c.json": '{"data": {"credit_balance": 5}}' },
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/c.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 💰 $5.00` }
  },
  {
    name: "shows tokens and credit together",
    files: CREDIT_FILE,
    env: { FOOTER_SHOW_TOKENS: "1", FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/credit.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER} · 900 in / 120 out · 💰 $1,234.56` }
  },
  {
    name: "omits the credit when the endpoint is unreachable",
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "http://127.0.0.1:9/credit" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "omits the credit when the file is missing",
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/nope.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "omits the credit when the document is not JSON",
    files: { "c.json": "<html>502</html>" },
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/c.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "omits the credit when the field is missing",
    files: { "c.json": '{"balance": 3}' },
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/c.json" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "omits the credit on an unsupported URL scheme",
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "ftp://example.invalid/c" },
    event: end("Hi"),
    expect: { verdict: "response", equals: `Hi

${FOOTER}` }
  },
  {
    name: "does not fetch credit when there is no usage",
    files: CREDIT_FILE,
    env: { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: "file://{tmp}/credit.json" },
    event: end("Hi", noUsage),
    expect: { verdict: "continue" }
  },
  // ---- stripping model-typed footers
  {
    name: "replaces a model-typed dash footer",
    event: end("Revenue is up 12%.\n\n─ gpt-4 · $0.01"),
    expect: { verdict: "response", equals: `Revenue is up 12%.

${FOOTER}` }
  },
  {
    name: "replaces a Model: x | Cost: y footer",
    event: end("Done.\nModel: gpt-4o | Cost: $0.04"),
    expect: { verdict: "response", equals: `Done.

${FOOTER}` }
  },
  {
    name: "replaces a footer under a horizontal rule with blank lines",
    event: end("Done.\n\n---\n\n*Model: claude-3-opus · Cost: $0.12*\n\n"),
    expect: { verdict: "response", equals: `Done.

${FOOTER}` }
  },
  {
    name: "replaces several stacked footers",
    event: end("Done.\n\n─ gpt-4 · $0.01\n— claude-3 · $0.02\n"),
    expect: { verdict: "response", equals: `Done.

${FOOTER}` }
  },
  { name: "replaces an italic footer", event: end("Done.\n\n_claude-3-opus · $0.12_"), expect: { verdict: "response", equals: `Done.

${FOOTER}` } },
  {
    name: "replaces a sub-tag footer",
    event: end("Done.\n\n<sub>gpt-4o · $0.02 · 1,200 in / 300 out</sub>"),
    expect: { verdict: "response", equals: `Done.

${FOOTER}` }
  },
  { name: "replaces an emoji footer", event: end("Done.\n\n🤖 gpt-4o · $0.02"), expect: { verdict: "response", equals: `Done.

${FOOTER}` } },
  {
    name: "replaces a Chinese key-value footer",
    event: end("已完成。\n\n模型：deepseek-chat | 费用：$0.01"),
    expect: { verdict: "response", equals: `已完成。

${FOOTER}` }
  },
  {
    name: "replaces a Japanese key-value footer",
    event: end("完了しました。\n\nモデル: claude-sonnet | コスト: $0.02"),
    expect: { verdict: "response", equals: `完了しました。

${FOOTER}` }
  },
  {
    name: "keeps a footer-like line in the middle of the body",
    event: end("Last turn showed:\n─ gpt-4 · $0.01\nThat was the old model."),
    expect: { verdict: "response", equals: `Last turn showed:
─ gpt-4 · $0.01
That was the old model.

${FOOTER}` }
  },
  { name: "keeps a trailing shell $VAR line", event: end("Add this to your profile:\nexport PATH=$HOME/bin:$PATH", noUsage), expect: { verdict: "continue" } },
  {
    name: "keeps a trailing $VAR line when appending",
    event: end("Then run:\necho $OPENAI_BASE_URL"),
    expect: { verdict: "response", equals: `Then run:
echo $OPENAI_BASE_URL

${FOOTER}` }
  },
  { name: "keeps a trailing price bullet", event: end("Plans:\n- Pro: $20 / month\n- Team: $25 | per seat", noUsage), expect: { verdict: "continue" } },
  {
    name: "keeps trailing prose that mentions a cost",
    event: end("The whole run cost about $0.02 on the cheapest model.", noUsage),
    expect: { verdict: "continue" }
  },
  { name: "keeps a closing code fence that holds a footer-like line", event: end("```\n─ gpt-4 · $0.01\n```", noUsage), expect: { verdict: "continue" } },
  { name: "keeps a trailing markdown table row", event: end("| model | cost |\n|---|---|\n| gpt-4o | $0.02 |", noUsage), expect: { verdict: "continue" } },
  { name: "keeps an em-dash signature", event: end("Best regards,\n— Alice", noUsage), expect: { verdict: "continue" } },
  { name: "keeps a horizontal rule that has no footer under it", event: end("Intro\n\n---", noUsage), expect: { verdict: "continue" } },
  {
    name: "does not strip when STRIP is off",
    env: { FOOTER_STRIP: "0" },
    event: end("Done.\n\n─ gpt-4 · $0.01"),
    expect: { verdict: "response", equals: `Done.

─ gpt-4 · $0.01

${FOOTER}` }
  },
  {
    name: "changes nothing without usage when STRIP is off",
    env: { FOOTER_STRIP: "false" },
    event: end("Done.\n\n─ gpt-4 · $0.01", noUsage),
    expect: { verdict: "continue" }
  },
  // ---- pre_llm_call directive
  {
    name: "tells the model not to type footers",
    event: { event: "pre_llm_call", session_id: "s1", system: "You are helpful.", last_user_message: "hi", model: "gpt-4o" },
    expect: { verdict: "context", rule: "footer.directive", includes: ["footer"] }
  },
  {
    name: "uses SUPPRESS_TEXT as the directive",
    env: { FOOTER_SUPPRESS_TEXT: "No footers, please." },
    event: { event: "pre_llm_call", session_id: "s1" },
    expect: { verdict: "context", equals: "No footers, please." }
  },
  // ---- other events and bad input
  { name: "ignores on_stop", event: { event: "on_stop", session_id: "s1", response: "Done.\n\n─ gpt-4 · $0.01" }, expect: { verdict: "continue" } },
  { name: "ignores an unknown event", event: { event: "on_banana", response: "x" }, expect: { verdict: "continue" } },
  { name: "continues on a payload without an event", event: { response: "x", model: "gpt-4o", turn_cost_usd: 1 }, expect: { verdict: "continue" } },
  { name: "continues when the reply has the wrong type", event: end("x", { response: 42 }), expect: { verdict: "continue" } },
  { name: "treats a null model as unknown", event: end("Hi", { model: null }), expect: { verdict: "response", equals: "Hi\n\n─ $0.0211" } }
];
var table = {
  guard: "runtime_footer",
  // Pin CONFIG so a user's edits to their copy don't change what these cases expect.
  env: {
    FOOTER_SHOW_TOKENS: "0",
    FOOTER_SHOW_CREDIT: "0",
    FOOTER_TEMPLATE: "─ {model} · {cost}",
    FOOTER_STRIP: "1",
    FOOTER_CREDIT_URL: "file://{tmp}/no-credit-endpoint.json"
  },
  cases
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

// runtime_footer_selftest.ts
runSelftest(table);
