// Host adapters in-process: detection order, tool vocabularies, apply_patch envelopes, transcripts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { canonicalTool, rewriteBack, TOOLS } from "../engine/hosts/common";
import { patchPaths } from "../engine/patch";
import { toolKind } from "../engine/tools";
import { pickHost } from "../engine/hosts/index";
import { recordTools, recordedTools, startTurn, transcriptTools } from "../engine/hosts/turn_tools";
import { decide, failModeProblems } from "../engine/runtime";
import type { Ctx, Guard } from "../engine/types";

const tmp = mkdtempSync(join(tmpdir(), "hookguard-unit-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("pickHost", () => {
  const cases: [string, Record<string, unknown>, string[]?][] = [
    ["starchild", { event: "on_stop", session_id: "s", agent_id: "a" }],
    ["claude", { hook_event_name: "PreToolUse", session_id: "s", transcript_path: "/t", permission_mode: "default", tool_name: "Bash" }],
    ["codex", { hook_event_name: "PreToolUse", session_id: "s", turn_id: "t", tool_name: "Bash" }],
    ["codex", { hook_event_name: "Stop", session_id: "s", model: "gpt-5" }],
    ["codex", { hook_event_name: "PreToolUse", session_id: "s", tool_name: "apply_patch" }],
    ["claude", { hook_event_name: "SessionStart", session_id: "s", model: "claude-opus", permission_mode: "default" }],
    ["gemini", { hook_event_name: "AfterAgent", session_id: "s", prompt_response: "x" }],
    ["gemini", { hook_event_name: "SessionStart", session_id: "s", timestamp: "2026-01-01T00:00:00Z" }],
    ["azure", { hook_event_name: "Stop", agent_name: "a", current_turn: 1 }],
    ["starchild", { toolName: "bash", toolArgs: "{}", timestamp: 1 }],
    ["starchild", { hook_event_name: "beforeShellExecution", conversation_id: "c" }],
    ["gemini", { event: "on_stop" }, ["--host=gemini"]],
    ["azure", { hook_event_name: "Stop" }, ["--host", "azure"]],
  ];
  for (const [want, raw, argv] of cases) {
    it(`${JSON.stringify(raw).slice(0, 70)} ${argv?.join(" ") ?? ""} → ${want}`, () => expect(pickHost(argv ?? [], raw).id).toBe(want));
  }
});

describe("tool vocabularies", () => {
  it("keeps the original keys and adds path", () => {
    expect(canonicalTool("Write", { file_path: "/a.py", content: "" })).toEqual({
      name: "write_file",
      input: { file_path: "/a.py", content: "", path: "/a.py" },
    });
  });
  it("does not overwrite an existing path", () => {
    expect(canonicalTool("WriteFile", { path: "/a.py" }).input).toEqual({ path: "/a.py" });
  });
  it("passes unknown tools through unchanged", () => {
    expect(canonicalTool("send_to_telegram", { message: "x" })).toEqual({ name: "send_to_telegram", input: { message: "x" } });
  });
  it("ignores prototype names", () => {
    expect(canonicalTool("constructor", {}).name).toBe("constructor");
  });
  it("reads every file an apply_patch envelope writes: moves included, deletions not", () => {
    const patch = "*** Begin Patch\n*** Update File: a.py\n*** Move to: b.py\n@@\n*** Delete File: c.md\r\n*** Add File: d.ts\n+x\n*** End Patch";
    expect(patchPaths(patch)).toEqual(["a.py", "b.py", "d.ts"]);
  });
  it("every host tool keeps its kind in the one vocabulary when it is renamed", () => {
    for (const [host, map] of Object.entries(TOOLS)) {
      const kind = toolKind(host);
      expect(kind, host).not.toBe("other");
      expect(toolKind(map.name), `${host} → ${map.name}`).toBe(kind === "patch" ? "edit" : kind);
    }
  });
  it("a rewrite returns the host's full object with existing keys only", () => {
    expect(rewriteBack({ file_path: "/a", content: "k" }, { file_path: "/a", content: "[redacted]", path: "/a", extra: 1 })).toEqual({
      file_path: "/a",
      content: "[redacted]",
    });
  });
});

describe("transcripts", () => {
  const write = (name: string, lines: unknown[]) => {
    const p = join(tmp, name);
    writeFileSync(p, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    return p;
  };
  it("Claude Code: tools after the last real prompt; tool results are not prompts", () => {
    const p = write("cc.jsonl", [
      { type: "assistant", message: { content: [{ type: "tool_use", name: "Old" }] } },
      { type: "user", message: { content: "do it" } },
      { type: "user", isMeta: true, message: { content: "<reminder>" } },
      {
        type: "assistant",
        message: {
          content: [
            { type: "tool_use", name: "Bash" },
            { type: "tool_use", name: "Write" },
          ],
        },
      },
      { type: "user", message: { content: [{ type: "tool_result", content: "ok" }] } },
      { type: "assistant", message: { content: [{ type: "tool_use", name: "Bash" }] } },
    ]);
    expect(transcriptTools(p)).toEqual(["Bash", "Write"]);
  });
  it("Codex rollout: function calls after the last user_message", () => {
    const p = write("cx.jsonl", [
      { type: "response_item", payload: { type: "function_call", name: "old" } },
      { type: "event_msg", payload: { type: "user_message", message: "go" } },
      { type: "response_item", payload: { type: "function_call", name: "shell" } },
      { type: "response_item", payload: { type: "custom_tool_call", name: "apply_patch" } },
    ]);
    expect(transcriptTools(p)).toEqual(["shell", "apply_patch"]);
  });
  it("a cut first line, garbage and a missing file are harmless", () => {
    const p = join(tmp, "bad.jsonl");
    writeFileSync(p, 'e":1}\nnot json\n{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash"}]}}\n');
    expect(transcriptTools(p)).toEqual(["Bash"]);
    expect(transcriptTools(join(tmp, "missing.jsonl"))).toEqual([]);
    expect(transcriptTools("")).toEqual([]);
  });
  it("reads only the tail of a huge transcript", () => {
    const p = join(tmp, "big.jsonl");
    const filler = JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: "x".repeat(1000) }] } });
    writeFileSync(p, Array(6000).fill(filler).join("\n") + '\n{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash"}]}}\n');
    expect(transcriptTools(p)).toEqual(["Bash"]);
  });
});

describe("recorder", () => {
  const env = { HOOKGUARD_STATE_DIR: join(tmp, "state") };
  it("keys turns by the host turn id", () => {
    recordTools(env, "s1", "t1", ["bash", "Bash"], 1000);
    recordTools(env, "s1", "t1", ["bash"], 1001);
    expect(recordedTools(env, "s1", "t1", 1002)).toEqual(["bash", "Bash"]);
    expect(recordedTools(env, "s1", "t2", 1002)).toEqual([]);
    recordTools(env, "s1", "t2", ["write_file"], 1003);
    expect(recordedTools(env, "s1", "t2", 1004)).toEqual(["write_file"]);
  });
  it("without a turn id a prompt starts a new turn, and old records expire", () => {
    recordTools(env, "s2", "", ["bash"], 1000);
    startTurn(env, "s2", "", 1001);
    recordTools(env, "s2", "", ["web"], 1002);
    expect(recordedTools(env, "s2", "", 1003)).toEqual(["web"]);
    expect(recordedTools(env, "s2", "", 1002 + 31 * 60)).toEqual([]);
  });
});

describe("runtime", () => {
  const ctx = (env: Record<string, string>): Ctx => ({ env, cwd: tmp, now: () => 1_000_000, readText: () => undefined, fetchJson: async () => undefined });
  const thrower: Guard = {
    name: "t",
    handlers: {
      on_stop: () => {
        throw new Error("boom");
      },
    },
  };
  const stop = JSON.stringify({ hook_event_name: "Stop", session_id: "s", transcript_path: "/none", permission_mode: "default", last_assistant_message: "x" });
  it("a handler that throws fails open by default", async () => {
    const d = await decide(thrower, stop, [], ctx({}));
    expect([d.output, d.stage, d.error]).toEqual([{ stdout: "", exitCode: 0 }, "handle", "Error: boom"]);
  });
  it("fails closed on a Claude Code gate with HOOKGUARD_FAIL_MODE=closed", async () => {
    const d = await decide(thrower, stop, [], ctx({ HOOKGUARD_FAIL_MODE: "closed" }));
    expect(d.output).toEqual({ stdout: "", exitCode: 2, stderr: "[hookguard] t failed (handle): blocked because HOOKGUARD_FAIL_MODE=closed" });
  });
  it("fail-closed lets a stop go once a hook already held it (stop_hook_active), so errors cannot loop", async () => {
    const again = JSON.stringify({ ...JSON.parse(stop), stop_hook_active: true });
    const d = await decide(thrower, again, [], ctx({ HOOKGUARD_FAIL_MODE: "closed" }));
    expect(d.output).toEqual({ stdout: "", exitCode: 0 });
  });
  it("the copy's FAIL_MODE constant closes it; the env var still wins either way", async () => {
    const closedCopy: Guard = { ...thrower, failMode: "closed" };
    expect((await decide(closedCopy, stop, [], ctx({}))).output).toEqual({
      stdout: "",
      exitCode: 2,
      stderr: "[hookguard] t failed (handle): blocked because FAIL_MODE=closed",
    });
    expect((await decide(closedCopy, stop, [], ctx({ HOOKGUARD_FAIL_MODE: "open" }))).output.exitCode).toBe(0);
    expect((await decide({ ...thrower, failMode: "open" }, stop, [], ctx({ HOOKGUARD_FAIL_MODE: "closed" }))).output.exitCode).toBe(2);
  });
  it("a FAIL_MODE that is neither open nor closed is reported, not silently read", () => {
    expect(failModeProblems({ ...thrower, failMode: "closd" })).toEqual(['FAIL_MODE: "closd" is neither "open" nor "closed" (treated as "open")']);
    expect(failModeProblems({ ...thrower, failMode: "closed" })).toEqual([]);
    expect(failModeProblems(thrower)).toEqual([]);
  });
  it("malformed input stays fail-open even when closed", async () => {
    for (const input of ["{", "[]", "", "null", '{"hook_event_name":"Stop","last_assistant_message":5}']) {
      const d = await decide(thrower, input, ["--host=claude"], ctx({ HOOKGUARD_FAIL_MODE: "closed" }));
      expect(d.output.exitCode).toBe(0);
    }
  });
});
