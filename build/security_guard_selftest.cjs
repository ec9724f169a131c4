#!/usr/bin/env node

// templates/security_guard/cases.ts
var table = { guard: "security_guard", cases: [
  { name: "allows an ordinary message", event: { event: "on_user_message", message: "hello" }, expect: { verdict: "continue" } }
] };

// selftests/runner.ts
var import_node_child_process = require("node:child_process");
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");

// selftests/check.ts
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
  if (expect.equals !== void 0 && !same(expect.equals, value)) return `expect=${JSON.stringify(expect.equals).slice(0, 200)} got=${textOf(value).slice(0, 200)}`;
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

// selftests/runner.ts
function baseEnv() {
  const keep = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "SYSTEMROOT"];
  const env = {};
  for (const k of keep) if (process.env[k] !== void 0) env[k] = String(process.env[k]);
  return env;
}
function lastRule(logPath) {
  try {
    const lines = (0, import_node_fs.readFileSync)(logPath, "utf8").trim().split("\n");
    const last = JSON.parse(lines[lines.length - 1] ?? "{}");
    return typeof last === "object" && last !== null && "rule" in last && typeof last.rule === "string" ? last.rule : void 0;
  } catch {
    return void 0;
  }
}
function runCase(guardPath, table2, c) {
  const tmp = (0, import_node_fs.mkdtempSync)((0, import_node_path.join)((0, import_node_os.tmpdir)(), "hookguard-"));
  try {
    for (const [rel, content] of Object.entries(c.files ?? {})) {
      const path = (0, import_node_path.join)(tmp, rel);
      (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true });
      (0, import_node_fs.writeFileSync)(path, withTmp(content, tmp));
    }
    const log = (0, import_node_path.join)(tmp, ".debug.log");
    const env = { ...baseEnv(), ...withTmp(table2.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp), HOOKGUARD_DEBUG_LOG: log };
    if (c.now !== void 0) env.HOOKGUARD_NOW = String(c.now);
    const steps = stepsOf(c);
    if (steps.length === 0) return "case has no event";
    for (const [i, step] of steps.entries()) {
      (0, import_node_fs.rmSync)(log, { force: true });
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
    (0, import_node_fs.rmSync)(tmp, { recursive: true, force: true });
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
  const guardPath = (0, import_node_path.resolve)(flag ? flag.slice(8) : (0, import_node_path.join)((0, import_node_path.dirname)(process.argv[1] ?? "."), `${table2.guard}.cjs`));
  const filter = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  if (!(0, import_node_fs.existsSync)(guardPath)) {
    process.stdout.write(`FAIL  guard file not found: ${guardPath}
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

// security_guard_selftest.ts
runSelftest(table);
