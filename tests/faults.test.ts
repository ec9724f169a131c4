// A check, a detector or the parser that throws fails open, but never silently: the fault is kept
// (engine/faults.ts) and the runtime writes it to the debug log as a line naming the stage.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { takeFaults } from "../engine/faults";
import { decide } from "../engine/runtime";
import { findSecrets } from "../engine/secrets/detect";
import type { SecretRow } from "../engine/secrets/types";
import type { Ctx } from "../engine/types";
import { commandHit } from "../templates/security_guard/gate";
import { guard } from "../templates/security_guard/guard";
import type { DestructiveRow } from "../templates/security_guard/rules";

/** A user's regex row that throws on the inner command of a one-liner (a bug in a row, not in the check). */
class Boom extends RegExp {
  override test(s: string): boolean {
    if (s.startsWith("rm ")) throw new Error("boom");
    return false;
  }
}

describe("faults", () => {
  it("a check that throws is no hit, and is recorded as check:<id>", () => {
    takeFaults();
    const rows: DestructiveRow[] = [
      { id: "interp.delete-root", why: "w", match: { check: "interpreter-delete" }, examples: { block: [], allow: [] } },
      { id: "user.boom", why: "w", match: { regex: new Boom("rm ") }, examples: { block: [], allow: [] } },
    ];
    expect(commandHit(`python3 -c "import os; os.system('rm -rf build')"`, rows)).toBeUndefined();
    expect(takeFaults()).toEqual([{ stage: "check:interp.delete-root", error: "Error: boom" }]);
  });

  it("a secret row that throws is skipped, the others still scan, and it is recorded as secret:<id>", () => {
    takeFaults();
    const broken = { id: "secret.broken", why: "w", kind: "key", match: { regex: {} as RegExp } } as unknown as SecretRow;
    const ok: SecretRow = { id: "secret.demo", why: "demo key", kind: "key", match: { regex: /demo_[a-z0-9]{16}/g }, examples: { block: [], allow: [] } };
    expect(findSecrets("x demo_k3j9x0q2m7v5w1z8 y", [broken, ok]).map((f) => f.id)).toEqual(["secret.demo"]);
    expect(takeFaults().map((f) => f.stage)).toEqual(["secret:secret.broken"]);
  });

  it("decide() hands the faults of one decision back with it, and the next starts clean", async () => {
    const ctx: Ctx = { env: {}, cwd: tmpdir(), now: () => 1_000_000, readText: () => undefined, fetchJson: async () => undefined };
    const event = JSON.stringify({ event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "ls" } });
    const d = await decide(
      {
        ...guard,
        handlers: {
          pre_tool_call: () => {
            findSecrets("x abcdefghijklmnopqrstuvwxyz0123456789 y", [{ id: "secret.broken", match: { regex: {} } } as unknown as SecretRow]);
            return { kind: "continue" };
          },
        },
      },
      event,
      [],
      ctx,
    );
    expect([d.verdict.kind, d.faults?.map((f) => f.stage)]).toEqual(["continue", ["secret:secret.broken"]]);
    const again = await decide(guard, event, [], ctx);
    expect(again.faults).toBeUndefined();
  });
});

describe("a user's copy with a broken row", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-faults-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("still answers, and the debug log names the stage and the row", () => {
    const copy = join(dir, "security_guard.cjs");
    copyFileSync(join(import.meta.dirname, "..", "build", "security_guard.cjs"), copy);
    const text = readFileSync(copy, "utf8");
    // A row whose regex is not a RegExp (a typo in a user's edit) — the selftest reports it, runs survive it.
    const edited = text.replace(
      /^var SECRET_PATTERNS = \(\) => \[$/m,
      'var SECRET_PATTERNS = () => [\n  { id: "secret.mine", why: "my key", kind: "key", regex: {} },',
    );
    expect(edited).not.toBe(text);
    writeFileSync(copy, edited);
    const log = join(dir, "debug.log");
    const input = JSON.stringify({
      event: "on_user_message",
      session_id: "s",
      message: "the build id is abcdefghijklmnopqrstuvwxyz0123456789, nothing secret",
    });
    const r = spawnSync(process.execPath, [copy], { input, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOOKGUARD_DEBUG_LOG: log } });
    expect([r.status, r.stdout.trim()]).toEqual([0, ""]);
    const lines = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.stage, l.verdict])).toEqual([
      ["secret:secret.mine", "continue"],
      ["done", "continue"],
    ]);
  });
});

describe("a user's copy whose SECRET_PATTERNS function itself breaks", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-faults-table-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = join(dir, "security_guard.cjs");
  const text = readFileSync(join(import.meta.dirname, "..", "build", "security_guard.cjs"), "utf8");
  // An edit that throws when the rows are built (a helper the user calls but never defined).
  const edited = text.replace(/^var SECRET_PATTERNS = \(\) => \[$/m, "var SECRET_PATTERNS = () => [\n  myRow(),");
  const run = (payload: object, args: string[] = []) => {
    const log = join(dir, `debug-${Math.random().toString(36).slice(2)}.log`);
    const r = spawnSync(process.execPath, [copy, ...args], {
      input: JSON.stringify(payload),
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOOKGUARD_DEBUG_LOG: log, HOOKGUARD_STATE_DIR: join(dir, "state") },
    });
    let lines: Array<Record<string, unknown>> = [];
    try {
      lines = readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    } catch {
      // no log written
    }
    return { status: r.status, stdout: r.stdout.trim(), stages: lines.map((l) => [l.stage, l.verdict]) };
  };
  it("is edited as the test expects", () => {
    expect(edited).not.toBe(text);
    writeFileSync(copy, edited);
  });
  it("never builds the rows for an everyday shell command, and the destructive checks do not need them", () => {
    const everyday = run({ event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "npm run build && npm test" } });
    expect([everyday.status, everyday.stdout, everyday.stages]).toEqual([0, "", [["done", "continue"]]]);
    // The block still comes; only its reason, which masks keys in the command shown, asked for the rows.
    const rm = run({ event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
    expect([rm.status, JSON.parse(rm.stdout).decision, rm.stages]).toEqual([
      0,
      "block",
      [
        ["table:SECRET_PATTERNS", "block"],
        ["done", "block"],
      ],
    ]);
  });
  it("a text event scans with no rows (fail-open) and logs table:SECRET_PATTERNS", () => {
    const msg = run({ event: "on_user_message", session_id: "s", message: "hello" });
    expect([msg.status, msg.stdout, msg.stages]).toEqual([
      0,
      "",
      [
        ["table:SECRET_PATTERNS", "continue"],
        ["done", "continue"],
      ],
    ]);
  });
  it("--check-config names the broken table", () => {
    const r = spawnSync(process.execPath, [copy, "--check-config"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    const { problems } = JSON.parse(r.stdout) as { problems: string[] };
    expect(problems).toContain("SECRET_PATTERNS: cannot be built: ReferenceError: myRow is not defined");
  });
});
