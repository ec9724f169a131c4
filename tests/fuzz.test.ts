// Fuzz shapes (issue #17) through every BUILT guard's decision path, in-process (the bundles export
// {guard, decide} when required), for every host dialect: hostile paths (FIFO, /dev/zero, a symlink
// to a FIFO), wrong types, a 4 MB string, invalid UTF-8 and __proto__ keys. Each must end with
// no internal error, exit code 0, and nothing or exactly one JSON object; no prototype is polluted.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realCtx } from "../engine/context";
import type { Decision } from "../engine/runtime";
import type { Guard } from "../engine/types";

const BUILD = resolve(import.meta.dirname, "..", "build");
const load = createRequire(import.meta.url);
const GUARDS = readdirSync(BUILD).filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs");

type Decide = (guard: Guard, input: string | undefined, argv: readonly string[], ctx: ReturnType<typeof realCtx>) => Promise<Decision>;

let tmp = "";
let fifo = "";
let linkToFifo = "";
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-fuzz-"));
  fifo = join(tmp, "fifo");
  execFileSync("mkfifo", [fifo]);
  linkToFifo = join(tmp, "link-to-fifo.jsonl");
  symlinkSync(fifo, linkToFifo);
  mkdirSync(join(tmp, "ws"));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BIG = "word ".repeat(800 * 1024); // 4 MB of text (a 20 MB payload, over the stdin cap, is in badinput.test.ts)
const BAD_UTF8 = Buffer.concat([
  Buffer.from('{"hook_event_name":"Stop","session_id":"s","last_assistant_message":"'),
  Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
  Buffer.from('"}'),
]);

/** One payload per host for a stop, a tool call and a prompt; `over` is merged in (and may replace fields). */
function payloads(over: Record<string, unknown>): Array<[string, string[], Record<string, unknown>]> {
  const claude = { session_id: "s1", cwd: tmp, permission_mode: "default", transcript_path: linkToFifo };
  const stop = (message: string) => ({ ...claude, hook_event_name: "Stop", last_assistant_message: message });
  return [
    ["claude Stop", ["--host=claude"], { ...stop("Published! https://x.community.iamstarchild.com"), ...over }],
    ["claude PreToolUse", ["--host=claude"], { ...claude, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "ls" }, ...over }],
    ["codex Stop", ["--host=codex"], { ...stop("I will let you know tomorrow."), turn_id: "t", model: "m", ...over }],
    ["gemini AfterAgent", ["--host=gemini"], { ...claude, hook_event_name: "AfterAgent", prompt_response: "Done.", timestamp: "x", ...over }],
    ["azure Stop", ["--host=azure"], { hook_event_name: "Stop", agent_name: "a", current_turn: 1, execution_summary: fifo, ...over }],
    ["bus on_user_message", [], { event: "on_user_message", session_id: "s1", agent_id: "a", cwd: tmp, message: "hello", ...over }],
  ];
}

const SHAPES: Array<[string, Record<string, unknown>]> = [
  ["transcript_path at /dev/zero", { transcript_path: "/dev/" + "zero" }],
  ["transcript_path at a FIFO", { transcript_path: fifo }],
  ["wrong types everywhere", { session_id: { a: 1 }, cwd: 7, transcript_path: ["x"], tool_input: [1, 2], last_assistant_message: { t: 1 }, prompt: 5 }],
  ["a 4 MB string", { last_assistant_message: BIG, message: BIG }],
  ["__proto__ as the session id", { session_id: "__proto__" }],
];

describe.each(GUARDS)("%s under fuzz shapes", (file) => {
  const mod = load(join(BUILD, file)) as { guard: Guard; decide: Decide };
  const env = { PATH: process.env.PATH ?? "", HOME: "", HOOKGUARD_STATE_DIR: "", WORKSPACE_DIR: "", VERIFY_GUARD_STATE_DIR: "" };
  const ctx = () =>
    realCtx({ ...env, HOME: tmp, HOOKGUARD_STATE_DIR: join(tmp, "state"), WORKSPACE_DIR: join(tmp, "ws"), VERIFY_GUARD_STATE_DIR: join(tmp, "vg") });

  const check = (d: Decision) => {
    expect(d.error).toBeUndefined();
    expect(d.output.exitCode).toBe(0);
    const out = d.output.stdout.trim();
    if (out) {
      const parsed: unknown = JSON.parse(out);
      expect(typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)).toBe(true);
    }
  };

  it.each(SHAPES)("%s, every host", async (_name, over) => {
    for (const [, argv, payload] of payloads(over)) check(await mod.decide(mod.guard, JSON.stringify(payload), argv, ctx()));
  });

  it("invalid UTF-8 and a __proto__ key in the payload: no error, no polluted prototype", async () => {
    check(await mod.decide(mod.guard, BAD_UTF8.toString("utf8"), ["--host=claude"], ctx()));
    const proto =
      '{"__proto__": {"polluted": 1}, "hook_event_name": "Stop", "session_id": "s", "last_assistant_message": "ok", ' +
      '"constructor": {"prototype": {"polluted": 2}}}';
    check(await mod.decide(mod.guard, proto, ["--host=claude"], ctx()));
    check(await mod.decide(mod.guard, proto.replace('"hook_event_name": "Stop"', '"event": "on_stop"'), [], ctx()));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
