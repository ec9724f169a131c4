// Bad input of any kind, fed to every built guard as a real process: exit 0, and stdout is empty
// or exactly one JSON object. Never a stack trace, never a hang.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const BUILD = join(import.meta.dirname, "..", "build");
const guards = readdirSync(BUILD).filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs");

const EVENTS = [
  "on_user_message",
  "pre_tool_call",
  "post_tool_call",
  "transform_tool_result",
  "pre_llm_call",
  "on_response_end",
  "on_stop",
  "on_outbound_message",
  "on_completion_claim",
  "on_session_start",
];

const inputs: [string, string | Buffer][] = [
  ["empty stdin", ""],
  ["whitespace", " \n\t "],
  ["malformed JSON", '{"event": "on_stop", '],
  ["a JSON array", '[{"event":"on_stop"}]'],
  ["a JSON string", '"on_stop"'],
  ["null", "null"],
  ["a number", "42"],
  ["binary garbage", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ["an event that is a number", '{"event": 7}'],
  ["an unknown event", '{"event": "on_banana", "response": "x"}'],
  ["deeply nested JSON", "[".repeat(100_000) + "]".repeat(100_000)],
  ["a 20 MB payload over the cap", `{"event":"on_stop","response":"${"a".repeat(20 * 1024 * 1024)}"}`],
  ...EVENTS.flatMap((event): [string, string][] => [
    [
      `${event} with every field of the wrong type`,
      JSON.stringify({
        event,
        session_id: {},
        cwd: 5,
        message: [1],
        tool_name: 9,
        tool_input: "rm -rf /",
        tool_result: { a: 1 },
        response: 5,
        model: [],
        tokens: "lots",
        tool_names: "bash",
        turn_cost_usd: "free",
        stop_hook_active: "yes",
        notification: 1,
      }),
    ],
    [`${event} with only the event`, JSON.stringify({ event })],
    [`${event} with nulls`, JSON.stringify({ event, session_id: null, message: null, tool_input: null, response: null, tokens: null, tool_names: null })],
    [
      `${event} with lone surrogates and NULs`,
      JSON.stringify({ event, session_id: "s\u0000", message: "\ud800x\u0000", response: "\udfff end", tool_name: "bash", tool_input: { command: "\ud800" } }),
    ],
  ]),
];

describe.each(guards)("%s on bad input", (file) => {
  it.each(inputs)("%s: exit 0, nothing or one JSON object", (_name, input) => {
    const r = spawnSync(process.execPath, [join(BUILD, file)], {
      input,
      encoding: "utf8",
      timeout: 20_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: "/nonexistent" },
    });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    const out = r.stdout.trim();
    if (out) {
      const parsed: unknown = JSON.parse(out);
      expect(typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)).toBe(true);
    }
    expect(r.stderr).not.toMatch(/at .*\(.*:\d+:\d+\)/);
  });
});
