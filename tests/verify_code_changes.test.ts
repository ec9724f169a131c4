// verify_code_changes beyond the case table: real concurrent processes against the built file,
// stale locks, unwritable state, the Python template's state shape, the table examples.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkTables, vetVerifyCommands } from "../templates/verify_code_changes/guard";
import { verification } from "../templates/verify_code_changes/commands";
import { patchPaths } from "../engine/patch";
import { isCodePath } from "../templates/verify_code_changes/edits";
import { mayMatter, shellOps } from "../templates/verify_code_changes/shellops";
import { VERIFY_COMMANDS } from "../templates/verify_code_changes/tables";
import { journalEntries } from "../templates/verify_code_changes/store";

const BUILT = join(__dirname, "..", "build", "verify_code_changes.cjs");
const NOW = 1_800_000_000;
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-vcc-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function env(stateDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, VERIFY_GUARD_STATE_DIR: stateDir, HOOKGUARD_NOW: String(NOW), ...extra };
}

const editEvent = (path: string, session = "s1") =>
  JSON.stringify({ event: "pre_tool_call", session_id: session, agent_id: "a", cwd: "/w", tool_name: "edit_file", tool_input: { path } });
const stopEvent = (session = "s1") =>
  JSON.stringify({ event: "on_stop", session_id: session, agent_id: "a", cwd: "/w", response: "done", stop_hook_active: false });

function runGuard(input: string, e: NodeJS.ProcessEnv): { stdout: string; status: number | null } {
  const r = spawnSync(process.execPath, [BUILT], { input, env: e, encoding: "utf8", timeout: 20_000 });
  return { stdout: r.stdout, status: r.status };
}

function runGuardAsync(input: string, e: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILT], { env: e, stdio: ["pipe", "ignore", "ignore"] });
    child.on("close", (code) => resolve(code));
    child.stdin.end(input);
  });
}

function readState(dir: string, session = "s1"): { pending: { path: string; ts: number; nagged: boolean }[]; nags: number } {
  return JSON.parse(readFileSync(join(dir, `${session}.json`), "utf8"));
}

describe("verify_code_changes under parallel tool calls", () => {
  it("20 concurrent pre_tool_call processes record all 20 edits, 20 rounds in a row", async () => {
    for (let round = 0; round < 20; round++) {
      const dir = tempDir();
      const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => runGuardAsync(editEvent(`/w/f${i}.py`), env(dir))));
      expect(codes.every((c) => c === 0)).toBe(true);
      // The stop folds in any edit that was journalled because the lock was busy too long.
      const stop = JSON.parse(runGuard(stopEvent(), env(dir)).stdout);
      expect(stop.reason).toContain("Unverified (20): ");
      const state = readState(dir);
      expect(state.pending.map((p) => p.path).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `/w/f${i}.py`).sort());
      expect(state.nags).toBe(1);
    }
  }, 600_000);
});

describe("verify_code_changes state", () => {
  it("a stale lock of a live process (old mtime) is broken", () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, "s1.json.lock");
    writeFileSync(lock, String(process.pid));
    const old = Date.now() / 1000 - 60;
    utimesSync(lock, old, old);
    expect(runGuard(editEvent("/w/app.py"), env(dir)).status).toBe(0);
    expect(readState(dir).pending.map((p) => p.path)).toEqual(["/w/app.py"]);
    const stop = runGuard(stopEvent(), env(dir));
    expect(JSON.parse(stop.stdout).decision).toBe("block");
  });

  it("a lock of a dead process is broken", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(join(dir, "s1.json.lock"), String(dead));
    expect(runGuard(editEvent("/w/app.py"), env(dir)).status).toBe(0);
    expect(readState(dir).pending).toHaveLength(1);
  });

  it("an edit that cannot get the lock in time is journalled, then folded in by the next holder", () => {
    const dir = tempDir();
    const lock = join(dir, "s1.json.lock");
    writeFileSync(lock, String(process.pid)); // a live holder that does not let go
    expect(runGuard(editEvent("/w/late.py"), env(dir)).status).toBe(0);
    expect(() => readFileSync(join(dir, "s1.json"))).toThrow();
    const entries = journalEntries(join(dir, "s1.json"));
    expect(entries).toHaveLength(1);
    expect(readFileSync(String(entries[0]), "utf8")).toContain("/w/late.py");
    rmSync(lock);
    const stop = JSON.parse(runGuard(stopEvent(), env(dir)).stdout);
    expect(stop.reason).toContain("late.py");
    expect(readState(dir).pending.map((p) => p.path)).toEqual(["/w/late.py"]);
    expect(journalEntries(join(dir, "s1.json"))).toEqual([]);
  });

  it("a journalled test run clears only the edits made before it", () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "s1.json"),
      JSON.stringify({
        pending: [
          { path: "/w/before.py", ts: NOW - 60, nagged: false },
          { path: "/w/after.py", ts: NOW + 5, nagged: false },
        ],
        nags: 0,
      }),
    );
    writeFileSync(join(dir, "s1.json.journal"), `${JSON.stringify({ ts: NOW, ops: [{ clear: true }] })}\nnot json\n`);
    const stop = JSON.parse(runGuard(stopEvent(), env(dir, { HOOKGUARD_NOW: String(NOW + 10) })).stdout);
    expect(stop.reason).toContain("Unverified (1): after.py");
  });

  it("a read-only state folder makes the guard continue silently", () => {
    for (const dir of ["/proc/hookguard-no-such-state", "/dev/null/state"]) {
      const edit = runGuard(editEvent("/w/app.py"), env(dir));
      expect(edit).toEqual({ stdout: "", status: 0 });
      expect(runGuard(stopEvent(), env(dir))).toEqual({ stdout: "", status: 0 });
    }
  });

  it("keeps the Python template's shape and its extra keys", () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "s1.json"),
      JSON.stringify({ pending: [{ path: "/w/old.py", ts: NOW - 12.5, nagged: false, tool: "write_file" }], nags: 1, note: "py" }),
    );
    expect(runGuard(editEvent("/w/new.py"), env(dir)).status).toBe(0);
    const doc = JSON.parse(readFileSync(join(dir, "s1.json"), "utf8"));
    expect(doc.note).toBe("py");
    expect(doc.nags).toBe(1);
    expect(doc.pending).toEqual([
      { path: "/w/old.py", ts: NOW - 12.5, nagged: false, tool: "write_file" },
      { path: "/w/new.py", ts: NOW, nagged: false },
    ]);
    const stop = JSON.parse(runGuard(stopEvent(), env(dir)).stdout);
    expect(stop.reason).toContain("Unverified (2): old.py, new.py");
    expect(readState(dir).nags).toBe(2);
    expect(readState(dir).pending.every((p) => p.nagged)).toBe(true);
  });

  it("writes exactly the reference keys with ts in epoch seconds", () => {
    const dir = tempDir();
    runGuard(editEvent("/w/app.py"), env(dir));
    const doc = JSON.parse(readFileSync(join(dir, "s1.json"), "utf8"));
    expect(Object.keys(doc).sort()).toEqual(["nags", "pending"]);
    expect(doc.pending).toEqual([{ path: "/w/app.py", ts: NOW, nagged: false }]);
  });

  it("never touches the state for commands that do nothing", () => {
    const dir = tempDir();
    const r = runGuard(JSON.stringify({ event: "pre_tool_call", session_id: "s1", tool_name: "bash", tool_input: { command: "pytest -q" } }), env(dir));
    expect(r).toEqual({ stdout: "", status: 0 });
    expect(() => readFileSync(join(dir, "s1.json"))).toThrow();
  });
});

describe("verify_code_changes tables", () => {
  it("every VERIFY_COMMANDS example behaves as its row says", () => {
    expect(checkTables()).toEqual([]);
  });

  it("the one vetter reports a row's broken examples, a duplicate id and a match that is no regex", () => {
    const row = VERIFY_COMMANDS.find((r) => r.id === "test.python");
    if (!row) throw new Error("no test.python row");
    const broken = [
      { ...row, examples: { block: ["ls -la"], allow: ["npm test"] } },
      { ...row, match: "pytest" as unknown as RegExp },
    ];
    expect(vetVerifyCommands(broken)).toEqual([
      "VERIFY_COMMANDS test.python: block example does not fire this row: ls -la",
      "VERIFY_COMMANDS test.python: allow example is blocked by the guard: npm test",
      "VERIFY_COMMANDS test.python: duplicate id",
      "VERIFY_COMMANDS test.python: match is not a regular expression",
    ]);
  });

  it("every row has block (verifies) and allow (does not) examples", () => {
    for (const row of VERIFY_COMMANDS) {
      expect(row.examples.block.length, row.id).toBeGreaterThan(0);
      expect(row.examples.allow.length, row.id).toBeGreaterThan(0);
    }
  });

  it("the built file starts with the tables, names intact", () => {
    const text = readFileSync(BUILT, "utf8");
    const first = text.indexOf("var VERIFY_TTL_MIN = 30;");
    expect(first).toBeGreaterThan(0);
    for (const name of [
      "MAX_NAGS_PER_SESSION = 3",
      "COUNT_SCRIPT_RUN = true",
      "CODE_EXTENSIONS = [",
      "EXEMPT_EXTENSIONS = [",
      "EDIT_TOOLS = [",
      "VERIFY_COMMANDS = [",
    ]) {
      const at = text.indexOf(`var ${name}`);
      expect(at, name).toBeGreaterThan(0);
      expect(at, name).toBeLessThan(text.indexOf('require("node:'));
    }
  });
});

describe("verify_code_changes pieces", () => {
  const code = (p: string) => (isCodePath(p) ? p : undefined);

  it("code paths: code counts, docs and data never", () => {
    expect(["a.py", "src/x.TS", "Makefile", "lib.rs", "nb.ipynb", "run.sh"].map(isCodePath)).toEqual([true, true, true, true, true, true]);
    expect(["README.md", "a.json", "b.yaml", "c.csv", "app.min.js", "notes.txt", ".env", "Dockerfile.md", "noext"].map(isCodePath)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("apply_patch headers: add, update, move; not delete", () => {
    const patch = "*** Begin Patch\n*** Add File: a.py\n+x\n*** Delete File: b.py\n*** Update File: c.go\n*** Move to: d.go\n@@\n*** End Patch";
    expect(patchPaths(patch)).toEqual(["a.py", "c.go", "d.go"]);
    expect(patchPaths("no patch here")).toEqual([]);
  });

  it("a huge patch is scanned without stalling", () => {
    const body = "+x\n".repeat(2_000_000);
    expect(patchPaths(`*** Begin Patch\n*** Add File: big.py\n${body}*** End Patch`)).toEqual(["big.py"]);
  });

  it("verification works on parsed words, not text", () => {
    expect(verification(["echo", "pytest"], true)).toBeUndefined();
    expect(verification(["pytest", "-q"], true)).toEqual({ rule: "test.python" });
    expect(verification(["python", "-c", "import app"], true, () => ["/w/app.py"])).toEqual({ rule: "run.inline" });
    expect(verification(["python", "-c", "import application"], true, () => ["/w/app.py"])).toBeUndefined();
  });

  it("the screen lets through everything the parser would act on", () => {
    for (const row of VERIFY_COMMANDS) for (const c of row.examples.block) expect(mayMatter(c), c).toBe(true);
    for (const c of ["echo x > a.py", "sed -i s/a/b/ x.rb", "tee a.go", "cp a b.py", "./configure", "python3.12 x.py"]) expect(mayMatter(c), c).toBe(true);
    expect(mayMatter("cd /data/workspace && git status && ls -la")).toBe(false);
  });

  it("a pathological command line stays fast and harmless", () => {
    const long = `${"pytest ".repeat(20_000)}&& ${"a".repeat(100_000)} > x.py`;
    const facts = shellOps(long, true, () => [], code);
    expect(facts.ops.length).toBeLessThan(5_000);
    expect(shellOps("(((((((((((((((((((( pytest", true, () => [], code).ops.length).toBeLessThanOrEqual(1);
    expect(shellOps(`${"-".repeat(50_000)} ${"--x ".repeat(10_000)}`, true, () => [], code).ops).toEqual([]);
  });
});
