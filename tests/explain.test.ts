// hookguard explain and hookguard report, end to end through the built build/hookguard.cjs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hookguard, ROOT } from "./clihelp";

let tmp = "";
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-explain-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const SLASH = "/";
const KEY = "sk-" + "proj-" + "T3stB0dyN0tR3alQz9Wk2Lp7Vx4Mn8Rb5HcJ6sPg1Ae5UoXi0";

interface Answer {
  guard: string;
  event: string;
  verdict: string;
  rule?: string;
  detail: string;
  row?: { id: string; why?: string; table: string; block: string[]; allow: string[]; defined?: string };
}
interface Explanation {
  input: string;
  commands?: Array<{ argv: string[]; via: string[] }>;
  answers: Answer[];
  idle: string[];
}

async function explainJson(args: string[], input = ""): Promise<Explanation> {
  const r = await hookguard(["explain", "--json", ...args], {}, input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Explanation;
}

describe("hookguard explain", () => {
  it("a command: the parsed commands (bash -c unwrapped), the block, the row with its examples and where it is defined", async () => {
    const x = await explainJson(["--", `cd ${SLASH}tmp && bash -c 'rm -rf ~'`]);
    expect(x.input).toBe("command");
    expect(x.commands?.map((c) => c.argv)).toEqual([
      ["cd", "/tmp"],
      ["bash", "-c", "rm -rf ~"],
      ["rm", "-rf", "~"],
    ]);
    expect(x.commands?.[2]?.via).toEqual(["bash -c"]);
    const sg = x.answers.find((a) => a.guard === "security_guard");
    expect(sg).toMatchObject({ event: "pre_tool_call", verdict: "block", rule: "rm.root-or-home" });
    expect(sg?.detail).toContain("[security] Blocked (recursive delete of the root, home or a system directory)");
    expect(sg?.row?.table).toBe("DESTRUCTIVE");
    expect(sg?.row?.block).toContain("rm -rf ~");
    expect(sg?.row?.allow).toContain("rm -rf node_modules dist build ./tmp");
    const [file, line] = (sg?.row?.defined ?? "").split(/:(?=\d+$)/);
    expect(file).toBe(join(ROOT, "build", "security_guard.cjs"));
    expect(readFileSync(file as string, "utf8").split("\n")[Number(line) - 1]).toContain('id: "rm.root-or-home"');
    expect(x.answers.find((a) => a.guard === "verify_code_changes")?.verdict).toBe("continue");
    expect(x.idle).toEqual(["runtime_footer", "verify_commitments", "verify_publish_claims"]);
  });

  it("an everyday command continues in every guard that sees it, with no row", async () => {
    const x = await explainJson(["--", "rm", "-rf", "node_modules", "dist"]);
    expect(x.commands?.map((c) => c.argv)).toEqual([["rm", "-rf", "node_modules", "dist"]]);
    for (const a of x.answers) expect([a.guard, a.verdict, a.row]).toEqual([a.guard, "continue", undefined]);
  });

  it("the table shows the row, its why and examples, and how to tune it", async () => {
    const r = await hookguard(["explain", "--guards", "security_guard", "--", "rm -rf ~"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('["rm","-rf","~"]');
    expect(r.stdout).toMatch(/security_guard\s+pre_tool_call\s+block\s+rm\.root-or-home/);
    expect(r.stdout).toContain("security_guard · rm.root-or-home  (DESTRUCTIVE");
    expect(r.stdout).toContain("why    recursive delete of the root, home or a system directory");
    expect(r.stdout).toContain("then run security_guard_selftest");
  });

  it("a text from stdin is tried as every event a guard reads text on; the key is blocked and never printed", async () => {
    const x = await explainJson(["--text", "-", "--guards", "security_guard"], `here is my key ${KEY} thanks`);
    expect(x.answers.map((a) => [a.event, a.verdict, a.rule])).toEqual([
      ["on_user_message", "block", "secret.openai-key"],
      ["transform_tool_result", "warn", "secret.openai-key"],
      ["on_outbound_message", "rewrite_notification", "secret.openai-key"],
      ["on_response_end", "rewrite_response", "secret.openai-key"],
    ]);
    for (const a of x.answers) expect(a.detail).not.toContain(KEY.slice(12));
    expect(x.answers[0]?.row).toMatchObject({ id: "secret.openai-key", why: "OpenAI API key", table: "SECRET_PATTERNS" });
  });

  it("a text with a promise: verify_commitments blocks at on_stop with its PROMISES row", async () => {
    const x = await explainJson(["--guards", "verify_commitments", "--text", "I'll send you the full report tomorrow morning."]);
    expect(x.answers).toHaveLength(1);
    expect(x.answers[0]).toMatchObject({ guard: "verify_commitments", event: "on_stop", verdict: "block", row: { table: "PROMISES" } });
    expect(x.answers[0]?.rule).toMatch(/^promise\./);
  });

  it("a payload file of another host (Claude Code PreToolUse) is read as that host sends it", async () => {
    const file = join(tmp, "payload.json");
    const payload = { hook_event_name: "PreToolUse", session_id: "s1", cwd: tmp, tool_name: "Bash", tool_input: { command: "rm -rf " + SLASH } };
    writeFileSync(file, JSON.stringify(payload));
    const x = await explainJson(["--payload", file]);
    expect(x.input).toBe("payload");
    const blocks = x.answers.filter((a) => a.verdict === "block").map((a) => [a.guard, a.event, a.rule]);
    expect(blocks).toEqual([["security_guard", "pre_tool_call", "rm.root-or-home"]]);
    expect(x.idle).toContain("runtime_footer");
  });

  it("usage errors: no input, two inputs, a payload that is not a JSON object", async () => {
    expect((await hookguard(["explain"])).code).toBe(2);
    expect((await hookguard(["explain", "--text", "hi", "--", "ls"])).code).toBe(2);
    const file = join(tmp, "bad.json");
    writeFileSync(file, "[1,2]");
    const r = await hookguard(["explain", "--payload", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("not a JSON object");
  });
});

const line = (ts: string, guard: string, verdict: string, ms: number, rule?: string, error?: string) =>
  JSON.stringify({ ts, guard, host: "claude", event: "pre_tool_call", verdict, rule, stage: error ? "handle" : "done", error, ms });

describe("hookguard report", () => {
  const D1 = "2026-11-30T10:00:00.000Z";
  const D2 = "2026-12-01T09:30:00.000Z";
  const LOG = [
    ...[3, 1, 2, 4, 100].map((ms) => line(D1, "security_guard", "block", ms, "rm.root-or-home")),
    line(D1, "security_guard", "continue", 2),
    line(D1, "runtime_footer", "rewrite_response", 5, "footer.append"),
    "not json",
    '{"guard": 3}',
    line(D2, "verify_commitments", "warn", 7, "cap.warn"),
    line(D2, "verify_commitments", "block", 9, "promise.en.send"),
    line(D2, "security_guard", "continue", 1, undefined, "TypeError: boom"),
    line(D2, "security_guard", "block", 6, "rm.root-or-home"),
    "",
  ].join("\n");

  interface Row {
    day: string;
    guard: string;
    rule: string;
    runs: number;
    blocks: number;
    rewrites: number;
    warnings: number;
    errors: number;
    p50: number;
    p99: number;
  }
  const reportJson = async (...args: string[]) => {
    const log = join(tmp, "debug.log");
    writeFileSync(log, LOG);
    const r = await hookguard(["report", "--json", "--log", log, ...args]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    type Errors = Array<{ guard: string; stage: string; error: string; count: number }>;
    return JSON.parse(r.stdout) as { lines: number; skipped: number; rows: Row[]; errors: Errors };
  };
  const brief = (rows: Row[]) => rows.map((r) => [r.day, r.guard, r.rule, r.runs, r.blocks, r.rewrites, r.warnings, r.errors, r.p50, r.p99]);

  it("groups per day, guard and rule with counts and nearest-rank p50 / p99; unreadable lines are counted", async () => {
    const r = await reportJson();
    expect(r.lines).toBe(13);
    expect(r.skipped).toBe(2);
    expect(brief(r.rows)).toEqual([
      ["2026-11-30", "runtime_footer", "footer.append", 1, 0, 1, 0, 0, 5, 5],
      ["2026-11-30", "security_guard", "rm.root-or-home", 5, 5, 0, 0, 0, 3, 100],
      ["2026-11-30", "security_guard", "", 1, 0, 0, 0, 0, 2, 2],
      ["2026-12-01", "security_guard", "rm.root-or-home", 1, 1, 0, 0, 0, 6, 6],
      ["2026-12-01", "security_guard", "", 1, 0, 0, 0, 1, 1, 1],
      ["2026-12-01", "verify_commitments", "promise.en.send", 1, 1, 0, 0, 0, 9, 9],
      ["2026-12-01", "verify_commitments", "cap.warn", 1, 0, 0, 1, 0, 7, 7],
    ]);
    expect(r.errors).toEqual([{ guard: "security_guard", stage: "handle", error: "TypeError: boom", count: 1 }]);
  });

  it("--all-days, --since and --guard narrow it", async () => {
    const all = await reportJson("--all-days", "--guard", "security_guard");
    expect(brief(all.rows)).toEqual([
      ["", "security_guard", "rm.root-or-home", 6, 6, 0, 0, 0, 3, 100],
      ["", "security_guard", "", 2, 0, 0, 0, 1, 1, 2],
    ]);
    const since = await reportJson("--since", "2026-12-01", "--guard", "verify_commitments");
    expect(since.rows.map((r) => r.rule)).toEqual(["promise.en.send", "cap.warn"]);
  });

  it("prints a table with totals and the errors", async () => {
    const log = join(tmp, "debug.log");
    writeFileSync(log, LOG);
    const r = await hookguard(["report"], { HOOKGUARD_DEBUG_LOG: log });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/2026-11-30\s+security_guard\s+rm\.root-or-home\s+5\s+5\s+0\s+0\s+0\s+3\.0\s+100/);
    expect(r.stdout).toContain("11 runs: 7 blocks, 1 rewrites, 1 warnings, 1 errors; 2 unreadable lines skipped");
    expect(r.stdout).toContain("error ×1  security_guard at handle: TypeError: boom");
  });

  it("no log named, or none there: a usage error that says how to start one", async () => {
    const none = await hookguard(["report"], { HOOKGUARD_DEBUG_LOG: "" });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("HOOKGUARD_DEBUG_LOG");
    const missing = await hookguard(["report", "--log", join(tmp, "nope.log")]);
    expect(missing.code).toBe(2);
  });
});
