// Hostile files and state-file safety (issue #17), against the BUILT guards as real processes and
// the engine's state API in-process:
// - a FIFO, a device or a socket at any path a payload or env names answers like an unreadable file;
// - off the Starchild bus every guard writes only under its state root (never the project);
// - planted symlinks at state, lock and journal paths are refused and their victims unchanged;
// - shared state folders owned by someone else are refused; the block cap holds when unwritable;
// - Claude Code gets suppressOriginalPrompt on a blocked prompt.
import { execFileSync, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimBlock } from "../engine/blocks";
import { recordTools } from "../engine/hosts/turn_tools";
import { readJson, updateJson } from "../engine/state";
import { appendJournal, journalEntries, record, statePath } from "../templates/verify_code_changes/store";

const BUILD = resolve(import.meta.dirname, "..", "build");
const NOW = 1_764_400_000;
const FAKE = "AAAABBBBCCCCDDDDEEEEFFFFGGGGHHHHIIIIJJJJ";
const SECRET_WORD = "hunter2-not-a-real-secret";

let tmp = "";
let fifo = "";
let sock = "";
let server: Server | undefined;
beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-hardening-"));
  fifo = join(tmp, "fifo");
  execFileSync("mkfifo", [fifo]);
  sock = join(tmp, "sock");
  server = createServer(() => undefined);
  await new Promise<void>((ok) => server?.listen(sock, ok));
});
afterAll(() => {
  server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

function fresh(name: string): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

interface Run {
  status: number | null;
  stdout: string;
  timedOut: boolean;
}

/** One guard process; a generous timeout only catches a hang (asserted as `timedOut: false`). */
function run(guard: string, payload: unknown, env: Record<string, string>, argv: string[] = [], cwd = tmp): Run {
  const r = spawnSync(process.execPath, [join(BUILD, `${guard}.cjs`), ...argv], {
    input: JSON.stringify(payload),
    env: { PATH: process.env.PATH ?? "", HOOKGUARD_NOW: String(NOW), ...env },
    cwd,
    encoding: "utf8",
    timeout: 15_000,
  });
  return { status: r.status, stdout: r.stdout.trim(), timedOut: r.error !== undefined };
}

const claudeStop = (response: string, extra: Record<string, unknown> = {}) => ({
  hook_event_name: "Stop",
  session_id: "s1",
  cwd: tmp,
  permission_mode: "default",
  prompt_id: "p1",
  stop_hook_active: false,
  last_assistant_message: response,
  ...extra,
});

const SCHEDULE_CLAIM = "I've scheduled a daily BTC report at 9:00 every morning.";
const PROMISE = "The build is running. I'll let you know when it's done.";
const UNKNOWN_PAGE = "Done! I published the dashboard: https://community.iamstarchild.com/fake-page";
const POST = "Posted to AgentX: https://agentx.iamstarchild.com/post/123456";

describe("a FIFO, a device or a socket at a payload or registry path reads as an unreadable file, at once", () => {
  const hostile = (): [string, string][] => [
    ["a FIFO", fifo],
    ["/dev/zero", "/dev/" + "zero"],
    ["a socket", sock],
  ];
  // Each row: guard, payload with the path, env with the path; the verdict must equal the run
  // where the path is a folder (exists, cannot be read as a file).
  type Make = (p: string) => { payload: unknown; env: Record<string, string>; argv?: string[] };
  const atTranscript =
    (response: string): Make =>
    (p) => ({ payload: claudeStop(response, { transcript_path: p }), env: {}, argv: ["--host=claude"] });
  const rows: [string, string, Make][] = [
    ["transcript_path (Claude Stop, publish claim)", "verify_publish_claims", atTranscript(SCHEDULE_CLAIM)],
    ["transcript_path (Claude Stop, promise)", "verify_commitments", atTranscript(PROMISE)],
    ["transcript_path (Claude Stop, code edits)", "verify_code_changes", atTranscript("Done.")],
    ["transcript_path (Claude Stop, security_guard)", "security_guard", atTranscript("Done.")],
    ["transcript_path (Claude Stop, runtime_footer)", "runtime_footer", atTranscript("Done.")],
    ["PREVIEWS_REGISTRY", "verify_publish_claims", (p) => ({ payload: busStop(UNKNOWN_PAGE), env: { PREVIEWS_REGISTRY: p } })],
    ["AGENTX_LEDGER_FILE", "verify_publish_claims", (p) => ({ payload: busStop(POST), env: { AGENTX_LEDGER_FILE: p } })],
    ["SCHEDULED_JOBS (claims)", "verify_publish_claims", (p) => ({ payload: busStop(SCHEDULE_CLAIM), env: { SCHEDULED_JOBS: p } })],
    ["SCHEDULED_JOBS (commitments)", "verify_commitments", (p) => ({ payload: busStop(PROMISE), env: { SCHEDULED_JOBS: p } })],
    ["TASKS_STORAGE_PATH", "verify_commitments", (p) => ({ payload: busStop(PROMISE), env: { TASKS_STORAGE_PATH: p } })],
    ["a patch file applied by git apply", "verify_code_changes", (p) => ({ payload: busTool(`git apply ${p}`), env: {} })],
    ["HOOKGUARD_DEBUG_LOG", "security_guard", (p) => ({ payload: busTool("rm -rf " + "/"), env: { HOOKGUARD_DEBUG_LOG: p } })],
  ];
  it.each(rows)("%s", (_name, guard, make) => {
    const env = (dir: string) => ({ HOME: dir, HOOKGUARD_STATE_DIR: join(dir, "state"), WORKSPACE_DIR: dir, VERIFY_GUARD_STATE_DIR: join(dir, "vg") });
    const folder = join(tmp, "a-folder");
    mkdirSync(folder, { recursive: true });
    const missing = make(folder);
    const baseline = run(guard, missing.payload, { ...env(fresh(`base-${guard}-${_name.length}`)), ...missing.env }, missing.argv);
    expect(baseline.timedOut).toBe(false);
    for (const [label, path] of hostile()) {
      const m = make(path);
      const r = run(guard, m.payload, { ...env(fresh(`h-${guard}-${_name.length}-${label.length}`)), ...m.env }, m.argv);
      expect({ label, timedOut: r.timedOut, status: r.status, stdout: r.stdout }).toEqual({ label, timedOut: false, status: 0, stdout: baseline.stdout });
    }
  });
});

function busStop(response: string, extra: Record<string, unknown> = {}) {
  return { event: "on_stop", session_id: "s1", agent_id: "a", cwd: "/app", response, tool_names: [], stop_hook_active: false, ...extra };
}

function busTool(command: string) {
  return { event: "pre_tool_call", session_id: "s1", agent_id: "a", cwd: tmp, tool_name: "bash", tool_input: { command } };
}

describe("state root: off the bus, no guard writes into the project or the cwd", () => {
  const mode = (p: string) => statSync(p).mode & 0o777;
  it("a blocked stop on Claude Code keeps the claim counter under ~/.local/state/hookguard (0600, folder 0700)", () => {
    const home = fresh("home-claude");
    const project = fresh("project-claude");
    const r = run("verify_publish_claims", { ...claudeStop(SCHEDULE_CLAIM), cwd: project }, { HOME: home }, ["--host=claude"], project);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block" });
    expect(readdirSync(project)).toEqual([]);
    const file = join(home, ".local", "state", "hookguard", ".publish_claim_guard.json");
    expect(readJson(file)).toMatchObject({ s1: { n: 1 } });
    expect(mode(file)).toBe(0o600);
    expect(mode(join(home, ".local", "state", "hookguard"))).toBe(0o700);
  });

  it("verify_commitments on Codex honours XDG_STATE_HOME and leaves the project empty", () => {
    const xdg = fresh("xdg");
    const project = fresh("project-codex");
    const payload = { ...claudeStop(PROMISE), cwd: project, turn_id: "t1", model: "gpt-5" };
    const r = run("verify_commitments", payload, { HOME: fresh("home-codex"), XDG_STATE_HOME: xdg }, ["--host=codex"], project);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block" });
    expect(readdirSync(project)).toEqual([]);
    expect(readJson(join(xdg, "hookguard", ".commitment_guard.json"))).toMatchObject({ s1: { n: 1 } });
  });

  it("verify_code_changes on Claude Code keeps its per-session state under HOOKGUARD_STATE_DIR", () => {
    const root = join(fresh("hg-root"), "state");
    const project = fresh("project-vcc");
    const input = { file_path: join(project, "app.py"), content: "x" };
    const edit = { hook_event_name: "PreToolUse", session_id: "s9", cwd: project, tool_name: "Write", tool_input: input };
    run("verify_code_changes", edit, { HOME: fresh("home-vcc"), HOOKGUARD_STATE_DIR: root }, ["--host=claude"], project);
    const stop = { ...claudeStop("Done."), session_id: "s9", cwd: project };
    const r = run("verify_code_changes", stop, { HOME: fresh("home-vcc2"), HOOKGUARD_STATE_DIR: root }, ["--host=claude"], project);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block" });
    expect(readdirSync(project)).toEqual([]);
    expect(readJson(join(root, "verify_guard", "s9.json"))).toMatchObject({ nags: 1 });
  });

  it("on the Starchild bus the reference's path stays: $WORKSPACE_DIR/output/.publish_claim_guard.json", () => {
    const ws = fresh("ws-bus");
    const r = run("verify_publish_claims", busStop(SCHEDULE_CLAIM), { HOME: fresh("home-bus"), WORKSPACE_DIR: ws });
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block" });
    expect(readJson(join(ws, "output", ".publish_claim_guard.json"))).toMatchObject({ s1: { n: 1 } });
  });
});

describe("the block cap holds when the counter cannot be written", () => {
  const stops = (env: Record<string, string>) =>
    Array.from({ length: 4 }, () => JSON.parse(run("verify_publish_claims", busStop(SCHEDULE_CLAIM), env).stdout || "{}") as Record<string, unknown>);
  it("an unwritable workspace counts in the state root: two blocks, then warnings", () => {
    const notDir = join(fresh("cap1"), "a-file");
    writeFileSync(notDir, "");
    const out = stops({ HOME: fresh("cap1-home"), WORKSPACE_DIR: notDir, HOOKGUARD_STATE_DIR: join(fresh("cap1-root"), "s") });
    expect(out.map((o) => (o.decision === "block" ? "block" : o.add_warning ? "warn" : "none"))).toEqual(["block", "block", "warn", "warn"]);
  });
  it("with nothing writable at all, no stop is blocked more than twice (none is: an uncounted block repeats)", () => {
    const notDir = join(fresh("cap2"), "a-file");
    writeFileSync(notDir, "");
    const out = stops({ HOME: notDir, WORKSPACE_DIR: notDir, HOOKGUARD_STATE_DIR: join(notDir, "s") });
    expect(out.filter((o) => o.decision === "block").length).toBeLessThanOrEqual(2);
    expect(out.map((o) => (o.decision === "block" ? "block" : o.add_warning ? "warn" : "none"))).toEqual(["warn", "warn", "warn", "warn"]);
  });
});

describe("planted symlinks are refused; their victims are unchanged", () => {
  function victim(dir: string, body: string): string {
    const v = join(dir, "victim.json");
    writeFileSync(v, body, { mode: 0o600 });
    return v;
  }
  const holds = (dir: string, word: string) =>
    readdirSync(dir).filter((f) => !f.startsWith("victim") && lstatSync(join(dir, f)).isFile() && readFileSync(join(dir, f), "utf8").includes(word));

  it("a symlinked <session>.json pointing at a 0600 file is never copied into new state", () => {
    const dir = fresh("vcc-link");
    const body = JSON.stringify({ pending: [], nags: 0, secret: SECRET_WORD });
    const v = victim(dir, body);
    symlinkSync(v, join(dir, "s1.json"));
    const edit = { ...busTool(""), tool_name: "write_file", tool_input: { path: join(tmp, "app.py") } };
    const r = run("verify_code_changes", edit, { VERIFY_GUARD_STATE_DIR: dir, HOME: dir });
    expect(r.timedOut).toBe(false);
    expect(readFileSync(v, "utf8")).toBe(body);
    expect(statSync(v).mode & 0o777).toBe(0o600);
    expect(holds(dir, SECRET_WORD)).toEqual([]);
  });

  it("a hard link planted at <session>.json is not read either", () => {
    const dir = fresh("vcc-hardlink");
    const body = JSON.stringify({ pending: [], nags: 0, secret: SECRET_WORD });
    const v = victim(dir, body);
    linkSync(v, join(dir, "s1.json"));
    const edit = { ...busTool(""), tool_name: "write_file", tool_input: { path: join(tmp, "app.py") } };
    run("verify_code_changes", edit, { VERIFY_GUARD_STATE_DIR: dir, HOME: dir });
    expect(readFileSync(v, "utf8")).toBe(body);
    expect(holds(dir, SECRET_WORD).filter((f) => f !== "s1.json" || statSync(join(dir, f)).nlink === 1)).toEqual([]);
  });

  it("a symlinked claim counter is not followed (victim unchanged, nothing copied)", () => {
    const dir = join(fresh("counter-link"), "root");
    mkdirSync(dir, { mode: 0o700 });
    const body = JSON.stringify({ s1: { n: 0, ts: NOW }, secret: SECRET_WORD });
    const v = victim(dir, body);
    symlinkSync(v, join(dir, ".publish_claim_guard.json"));
    run("verify_publish_claims", claudeStop(SCHEDULE_CLAIM), { HOME: dir, HOOKGUARD_STATE_DIR: dir }, ["--host=claude"]);
    expect(readFileSync(v, "utf8")).toBe(body);
    expect(holds(dir, SECRET_WORD)).toEqual([]);
  });

  it("a symlinked journal is never written through, and a journal entry never holds a raw path", () => {
    const dir = fresh("journal-link");
    const path = statePath(dir, "s1");
    const rc = victim(dir, "# shell start-up file\n");
    symlinkSync(rc, `${path}.journal`);
    const evil = "$(touch " + join(dir, "pwned") + ").py";
    expect(appendJournal(path, [{ add: evil }], NOW)).toBe(true);
    expect(readFileSync(rc, "utf8")).toBe("# shell start-up file\n");
    const entries = journalEntries(path);
    expect(entries).toHaveLength(1);
    const line = readFileSync(String(entries[0]), "utf8");
    expect(line).not.toContain("$(");
    expect(JSON.parse(line)).toEqual({ ts: NOW, ops: [{ add: evil }] });
    expect(statSync(String(entries[0])).mode & 0o777).toBe(0o600);
    // The next holder folds the entry and never reads through the planted link.
    expect(record(path, [{ add: "/w/b.py" }], NOW, 3600)).toBe(true);
    expect(readJson(path)).toMatchObject({ pending: [{ path: evil }, { path: "/w/b.py" }] });
    expect(readFileSync(rc, "utf8")).toBe("# shell start-up file\n");
  });

  it("a symlink planted at the lock path is removed, never written through", () => {
    const dir = fresh("lock-link");
    const path = join(dir, "state.json");
    const v = victim(dir, "keep me");
    symlinkSync(v, `${path}.lock`);
    expect(updateJson(path, () => ({ ok: 1 }))).toEqual({ ok: 1 });
    expect(readFileSync(v, "utf8")).toBe("keep me");
  });
});

describe("shared folders and stale locks", () => {
  it("a state root owned by another user is refused (the recorder writes nothing there)", () => {
    const shared = fresh("shared-root");
    chownSync(shared, 1, 1);
    recordTools({ HOOKGUARD_STATE_DIR: shared }, "s1", "t1", ["bash"], NOW);
    expect(readdirSync(shared)).toEqual([]);
  });

  it("a lock naming a live process that is not a guard is broken at once", () => {
    const dir = fresh("lock-foreign");
    const path = join(dir, "state.json");
    writeFileSync(`${path}.lock`, "1"); // pid 1 is alive and is not a node process
    expect(updateJson(path, () => ({ n: 1 }))).toEqual({ n: 1 });
    expect(updateJson(path, () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it("claimBlock: a session id '__proto__' counts like any other", () => {
    const path = join(fresh("proto"), "c.json");
    expect(claimBlock(path, "__proto__", NOW, 2).granted).toBe(true);
    expect(claimBlock(path, "__proto__", NOW, 2).granted).toBe(true);
    expect(claimBlock(path, "__proto__", NOW, 2).granted).toBe(false);
  });

  it("record() with a private root refuses a root owned by someone else", () => {
    const root = fresh("vcc-shared");
    chownSync(root, 1, 1);
    expect(record(statePath(join(root, "verify_guard"), "s1"), [{ add: "/x/app.py" }], NOW, 1800, root)).toBe(false);
    expect(existsSync(join(root, "verify_guard"))).toBe(false);
  });
});

describe("Claude Code: a blocked prompt is not echoed back", () => {
  const prompt = (host: string) => ({
    hook_event_name: "UserPromptSubmit",
    session_id: "s1",
    cwd: tmp,
    prompt: `Here is my key: sk-ant-api03-${FAKE}${FAKE}`,
    ...(host === "codex" ? { turn_id: "t1", model: "gpt-5" } : { prompt_id: "p1" }),
  });
  it("Claude Code: decision block with hookSpecificOutput.suppressOriginalPrompt", () => {
    const r = run("security_guard", prompt("claude"), { HOME: fresh("sup-home") }, ["--host=claude"]);
    const hookSpecificOutput = { hookEventName: "UserPromptSubmit", suppressOriginalPrompt: true };
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block", hookSpecificOutput });
  });
  it("Codex (strict about unknown keys): a plain decision block", () => {
    const r = run("security_guard", prompt("codex"), { HOME: fresh("sup-home2") }, ["--host=codex"]);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.decision).toBe("block");
    expect(out.hookSpecificOutput).toBeUndefined();
  });
});
