// The built files: reproducible, single-file, executable, tables first and editable in a copy.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const BUILD = join(ROOT, "build");
const guards = readdirSync(join(ROOT, "templates")).filter((d) => statSync(join(ROOT, "templates", d)).isDirectory());
let fresh = "";

beforeAll(() => {
  fresh = mkdtempSync(join(tmpdir(), "hookguard-build-"));
  const r = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "build.ts"), "--out", fresh], { cwd: ROOT, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe("build/", () => {
  it("matches a fresh build byte for byte", () => {
    for (const f of readdirSync(fresh)) expect(readFileSync(join(BUILD, f), "utf8"), f).toBe(readFileSync(join(fresh, f), "utf8"));
    expect(readdirSync(fresh).sort()).toEqual(
      readdirSync(BUILD)
        .filter((f) => f.endsWith(".cjs") || f.endsWith(".sh"))
        .sort(),
    );
  });

  it("verify_code_changes is all ASCII: Node then reads it as a one-byte string (docs/startup.md)", () => {
    // Its tables hold no Chinese or Japanese key words, so nothing a user edits needs more; one
    // "…" in a comment that reaches the bundle makes the whole 190 KB file a two-byte string.
    const text = readFileSync(join(BUILD, "verify_code_changes.cjs"), "utf8");
    const lines = text.split("\n").flatMap((l, i) => (/[^\x00-\x7f]/.test(l) ? [`${i + 1}: ${l.trim().slice(0, 80)}`] : []));
    expect(lines).toEqual([]);
  });

  for (const guard of guards) {
    describe(guard, () => {
      const files = [`${guard}.cjs`, `${guard}_selftest.cjs`];
      it("has a guard file and a selftest, executable, with a shebang", () => {
        for (const f of files) {
          const path = join(BUILD, f);
          expect(statSync(path).mode & 0o111, f).not.toBe(0);
          expect(readFileSync(path, "utf8").startsWith("#!/usr/bin/env node\n"), f).toBe(true);
        }
      });
      it("requires nothing but Node's own modules, and compiles no code at run time", () => {
        for (const f of files) {
          const text = readFileSync(join(BUILD, f), "utf8");
          for (const m of text.matchAll(/\brequire\("([^"]+)"\)/g)) {
            const name = (m[1] as string).replace(/^node:/, "");
            expect(builtinModules, `${f} requires ${m[1]}`).toContain(name);
          }
          // No code held in a comment or a string and compiled on first use.
          expect(text, f).not.toMatch(/\beval\(|\bnew Function\(|runInThisContext|Function\.prototype\.toString/);
        }
      });
      it("starts with the tables: header comments, then the CONFIG names, not renamed", () => {
        const text = readFileSync(join(BUILD, `${guard}.cjs`), "utf8");
        const source = readFileSync(join(ROOT, "templates", guard, "tables.ts"), "utf8");
        const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string);
        expect(names.length).toBeGreaterThan(0);
        const firstCode = text
          .split("\n")
          .slice(1)
          .find((l) => l.trim() && !l.startsWith("//") && l.trim() !== '"use strict";');
        expect(firstCode, "first code line").toMatch(new RegExp(`^var (${names.join("|")}) = `));
        for (const name of names) expect(text, name).toMatch(new RegExp(`^var ${name} = `, "m"));
        expect(text).toMatch(/^\/\/! /m);
      });
    });
  }
});

describe("a user's edited copy", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-copy-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = join(dir, "runtime_footer.cjs");
  const payload = JSON.stringify({
    event: "on_response_end",
    session_id: "s",
    response: "Hi",
    model: "m1",
    turn_cost_usd: 0.5,
    tokens: { input: 1200, output: 30 },
  });
  const run = (env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [copy], { input: payload, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });

  it("takes effect on the next run, and an env var still wins", () => {
    copyFileSync(join(BUILD, "runtime_footer.cjs"), copy);
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n─ m1 · $0.5000");
    const text = readFileSync(copy, "utf8");
    expect(text).toMatch(/^var SHOW_TOKENS = false;$/m);
    writeFileSync(copy, text.replace(/^var SHOW_TOKENS = false;$/m, "var SHOW_TOKENS = true;"));
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n─ m1 · $0.5000 · 1,200 in / 30 out");
    expect(JSON.parse(run({ FOOTER_SHOW_TOKENS: "off" }).stdout).response).toBe("Hi\n\n─ m1 · $0.5000");
    expect(JSON.parse(run({ FOOTER_SHOW_TOKENS: "" }).stdout).response).toBe("Hi\n\n─ m1 · $0.5000 · 1,200 in / 30 out");
  });

  it("a copy's edited TEMPLATE line is used", () => {
    copyFileSync(join(BUILD, "runtime_footer.cjs"), copy);
    const text = readFileSync(copy, "utf8");
    writeFileSync(copy, text.replace(/^var TEMPLATE = .*$/m, 'var TEMPLATE = "[{model} | {cost}]";'));
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n[m1 | $0.5000]");
  });

  it("a gate's FAIL_MODE line closes it on an internal error, and a typo is reported by the selftest", () => {
    const gate = join(dir, "verify_publish_claims.cjs");
    copyFileSync(join(BUILD, "verify_publish_claims.cjs"), gate);
    const reply = "Published: https://community.iamstarchild.com/abc";
    const stop = JSON.stringify({
      hook_event_name: "Stop",
      session_id: "s",
      transcript_path: "/none",
      permission_mode: "default",
      last_assistant_message: reply,
    });
    const runGate = (env: Record<string, string>) =>
      spawnSync(process.execPath, [gate], { input: stop, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });
    // A real internal error: the copy's edited COMMUNITY_HOST is no string, so the handler throws.
    const host = /^var COMMUNITY_HOST = .*$/m;
    writeFileSync(gate, readFileSync(gate, "utf8").replace(host, "var COMMUNITY_HOST = null;"));
    expect(runGate({}).status).toBe(0);
    const text = readFileSync(gate, "utf8");
    expect(text).toMatch(/^var FAIL_MODE = "open";$/m);
    writeFileSync(gate, text.replace(/^var FAIL_MODE = "open";$/m, 'var FAIL_MODE = "closed";'));
    const closed = runGate({});
    expect([closed.status, closed.stderr.trim()]).toEqual([2, "[hookguard] verify_publish_claims failed (handle): blocked because FAIL_MODE=closed"]);
    expect(runGate({ HOOKGUARD_FAIL_MODE: "open" }).status).toBe(0);
    writeFileSync(gate, text.replace(/^var FAIL_MODE = "open";$/m, 'var FAIL_MODE = "closd";'));
    const check = spawnSync(process.execPath, [gate, "--check-config"], { encoding: "utf8" });
    expect(JSON.parse(check.stdout).problems).toContain('FAIL_MODE: "closd" is neither "open" nor "closed" (treated as "open")');
  });
});

describe("verify_code_changes' runner tables in a user's copy", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-runners-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = join(dir, "verify_code_changes.cjs");
  // The bus's own state path stays the Python pack's (/data/workspace/.verify_guard): point it here.
  const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: dir, VERIFY_GUARD_STATE_DIR: join(dir, "state") };
  const call = (event: string, input: Record<string, unknown>) =>
    spawnSync(process.execPath, [copy], {
      input: JSON.stringify({ event, session_id: "s1", cwd: dir, tool_name: input.command ? "bash" : "write_file", tool_input: input }),
      encoding: "utf8",
      env,
    });
  const stopBlocks = () => {
    const r = spawnSync(process.execPath, [copy], { input: JSON.stringify({ event: "on_stop", session_id: "s1", cwd: dir }), encoding: "utf8", env });
    return /"decision":"block"/.test(r.stdout);
  };

  it("a broken row is named by --check-config, and the other rows keep working", () => {
    copyFileSync(join(BUILD, "verify_code_changes.cjs"), copy);
    let text = readFileSync(copy, "utf8");
    const broken: [string, string][] = [
      ['{ prefix: "npx", value: ["-p", "--package", "-c", "--call"] }', '{ prefx: "npx" }'],
      ['{ programs: ["ruby", "perl", "php"], module: [], inline: ["-e", "-r"], value: ["-I", "-M", "-d"] }', '{ programs: "ruby", module: [] }'],
      ['{ programs: ["ninja"], flags: ["-n", "--dry-run"], first: [], cluster: "n" }', '{ programs: ["ninja"], flag: ["-n"] }'],
      ["var APP_SERVERS = [", "var APP_SERVERS = [42, "],
    ];
    for (const [from, to] of broken) {
      expect(text.includes(from), from).toBe(true);
      text = text.replace(from, to);
    }
    writeFileSync(copy, text);
    const problems = JSON.parse(spawnSync(process.execPath, [copy, "--check-config"], { encoding: "utf8", env }).stdout).problems as string[];
    // The broken npx row also shows where it matters: the examples that run through npx.
    const effects = problems.filter((p) => p.startsWith("VERIFY_COMMANDS "));
    expect(effects.length).toBeGreaterThan(0);
    for (const p of effects) expect(p).toMatch(/: block example does not fire this row: npx /);
    expect(problems.filter((p) => !effects.includes(p))).toEqual([
      'RUNNERS row 3: needs prefix (the words that run a command) and value (a list of flags), skip a count: {"prefx":"npx"}',
      'SCRIPT_RUNNERS row 5: needs programs, module, inline and value as lists of words: {"programs":"ruby","module":[]}',
      'DRY_RUNS row 2: needs programs, flags and first as lists of words, cluster a string of flag letters: {"programs":["ninja"],"flag":["-n"]}',
      "APP_SERVERS: 42 should be a program name (a string)",
    ]);
    // The guard still tracks and verifies through the rows that are fine.
    call("pre_tool_call", { path: join(dir, "app.py"), content: "x = 1\n" });
    expect(stopBlocks()).toBe(true);
    call("pre_tool_call", { path: join(dir, "app.py"), content: "x = 2\n" });
    call("pre_tool_call", { command: "uv run pytest -q" });
    expect(stopBlocks()).toBe(false);
  });
});

describe("a CONFIG constant or plain list of the wrong type in a user's copy", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-settings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Each line of a guard's tables that holds a list of names, a number, a flag or a text,
  // broken the way a hand edit breaks it; --check-config must name it.
  const cases: Record<string, [string, string, string][]> = {
    security_guard: [
      ["SHELL_TOOLS", "var SHELL_TOOLS = [];", "var SHELL_TOOLS = [42];"],
      ["MSG_TOOLS", "var MSG_TOOLS = [];", 'var MSG_TOOLS = "send_sms";'],
      ["MSG_FIELDS", 'var MSG_FIELDS = ["message",', 'var MSG_FIELDS = [null, "message",'],
      ["MAX_SCAN_CHARS", "var MAX_SCAN_CHARS = 2e6;", 'var MAX_SCAN_CHARS = "2e6";'],
      ["REASON_CHARS", "var REASON_CHARS = 160;", "var REASON_CHARS = -1;"],
      ["BLOCK_DESTRUCTIVE", "var BLOCK_DESTRUCTIVE = true;", 'var BLOCK_DESTRUCTIVE = "yes";'],
    ],
    verify_code_changes: [
      ["CODE_FILENAMES", "var CODE_FILENAMES = [", "var CODE_FILENAMES = [1, "],
      ["EDIT_TOOLS", "var EDIT_TOOLS = [];", "var EDIT_TOOLS = [{}];"],
      ["PATH_FIELDS", 'var PATH_FIELDS = ["path",', 'var PATH_FIELDS = ["", "path",'],
      ["COMMAND_FIELDS", 'var COMMAND_FIELDS = ["command",', 'var COMMAND_FIELDS = [false, "command",'],
      ["COUNT_SCRIPT_RUN", "var COUNT_SCRIPT_RUN = true;", "var COUNT_SCRIPT_RUN = 1;"],
      ["STATE_DIR", "var STATE_DIR = ", "var STATE_DIR = 42 || "],
    ],
    verify_publish_claims: [
      ["COMMUNITY_RESERVED", "var COMMUNITY_RESERVED = [", "var COMMUNITY_RESERVED = [0, "],
      ["PUBLISH_TOOLS", "var PUBLISH_TOOLS = [", 'var PUBLISH_TOOLS = ["", '],
      ["MAX_BLOCKS", "var MAX_BLOCKS = 2;", 'var MAX_BLOCKS = "2";'],
      ["COMMUNITY_HOST", "var COMMUNITY_HOST = ", "var COMMUNITY_HOST = 42 || "],
    ],
    verify_commitments: [
      ["TASKS_FALLBACK_PATHS", "var TASKS_FALLBACK_PATHS = [", "var TASKS_FALLBACK_PATHS = [7, "],
      ["FOLLOW_UP_TOOLS", "var FOLLOW_UP_TOOLS = [", "var FOLLOW_UP_TOOLS = [{}, "],
      ["EVIDENCE_CHARS", "var EVIDENCE_CHARS = 110;", "var EVIDENCE_CHARS = -5;"],
      ["STATE_FILE", "var STATE_FILE = ", "var STATE_FILE = 1 || "],
    ],
    runtime_footer: [
      ["SHOW_TOKENS", "var SHOW_TOKENS = false;", 'var SHOW_TOKENS = "false";'],
      ["TEMPLATE", "var TEMPLATE = ", "var TEMPLATE = 5 || "],
    ],
  };
  for (const [guard, list] of Object.entries(cases)) {
    it(`${guard}: each one is named by --check-config`, () => {
      const copy = join(dir, `${guard}.cjs`);
      const shipped = readFileSync(join(BUILD, `${guard}.cjs`), "utf8");
      for (const [name, from, to] of list) {
        expect(shipped.includes(from), from).toBe(true);
        writeFileSync(copy, shipped.replace(from, to));
        const r = spawnSync(process.execPath, [copy, "--check-config"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
        const problems = JSON.parse(r.stdout).problems as string[];
        expect(
          problems.filter((p) => p.startsWith(`${name}: `)),
          name,
        ).toHaveLength(1);
      }
    });
  }
});

describe("security_guard's shipped rows in the built file", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-examples-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (file: string) => spawnSync(process.execPath, [file, "--check-config"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });

  it("keep their examples on the row, where a user edits them", async () => {
    const text = readFileSync(join(BUILD, "security_guard.cjs"), "utf8");
    const { SECRET_PATTERNS, DESTRUCTIVE } = await import("../templates/security_guard/tables");
    const tables = text.slice(0, text.search(/^\/\/ (?!templates\/security_guard\/tables)(?:templates|engine)\//m));
    for (const row of [...SECRET_PATTERNS(), ...DESTRUCTIVE]) {
      const at = tables.indexOf(`id: "${row.id}"`);
      expect(at, row.id).toBeGreaterThan(0);
      const next = tables.indexOf('id: "', at + 4);
      expect(tables.slice(at, next < 0 ? undefined : next), row.id).toMatch(/examples: \{/);
    }
  });
  it("are vetted: a broken shipped example is reported by --check-config", () => {
    const copy = join(dir, "security_guard.cjs");
    copyFileSync(join(BUILD, "security_guard.cjs"), copy);
    expect(JSON.parse(check(copy).stdout)).toEqual({ problems: [] });
    const text = readFileSync(copy, "utf8");
    const at = text.indexOf('id: "secret.groq-key"');
    const ex = text.indexOf("block: [", at) + "block: [".length;
    writeFileSync(copy, text.slice(0, ex) + '"not a key at all", ' + text.slice(ex));
    const r = check(copy);
    expect(r.stdout).toContain("SECRET_PATTERNS secret.groq-key: block example does not fire this row: not a key at all");
  });
});
