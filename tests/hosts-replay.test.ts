/// <reference types="vite/client" />
// Every guard's case table (templates/*/cases.ts), replayed through the Claude Code adapter: each
// Starchild payload is translated into the Claude Code payload for the same moment, the guard
// runs in-process with --host=claude, and its Claude-dialect answer is translated back into the
// bus shape, so the case's own expectation (verdict, rule, text) is checked unchanged. Cases on
// events Claude Code cannot express (reply/push rewriting, model-call events) are skipped.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fetchJson, readText } from "../engine/context";
import { decide } from "../engine/runtime";
import type { Ctx, Guard } from "../engine/types";
import { caseFolder, check, stepsOf, withTmp } from "../selftests/check";
import type { Case, CaseTable, Step } from "../selftests/types";

const guards = import.meta.glob<{ guard: Guard }>("../templates/*/guard.ts", { eager: true });
const tables = import.meta.glob<{ table: CaseTable }>("../templates/*/cases.ts", { eager: true });

const TOOL_BACK: Record<string, { name: string; pathKey?: string }> = {
  bash: { name: "Bash" },
  write_file: { name: "Write", pathKey: "file_path" },
  edit_file: { name: "Edit", pathKey: "file_path" },
};

function obj(v: unknown): Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function transcriptLines(tools: unknown[]): string {
  const lines: unknown[] = [{ type: "user", message: { role: "user", content: "go" } }];
  for (const [i, t] of tools.entries()) {
    const name = typeof t === "string" ? (TOOL_BACK[t]?.name ?? t) : "";
    lines.push({ type: "assistant", message: { role: "assistant", content: [{ type: "tool_use", id: `t${i}`, name, input: {} }] } });
    lines.push({ type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: `t${i}`, content: "" }] } });
  }
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}

/** The Claude Code payload for a bus payload, or undefined when Claude Code has no such moment for this guard. */
export function toClaude(bus: Record<string, unknown>, guard: Guard, transcriptPath: string): Record<string, unknown> | undefined {
  const base = { session_id: bus.session_id ?? "", transcript_path: transcriptPath, cwd: bus.cwd ?? "", permission_mode: "default" };
  const has = (name: string) => name in guard.handlers;
  switch (bus.event) {
    case "on_user_message":
      return { ...base, hook_event_name: "UserPromptSubmit", prompt: bus.message ?? "" };
    case "pre_llm_call":
      return has("on_user_message") ? undefined : { ...base, hook_event_name: "UserPromptSubmit", prompt: bus.last_user_message ?? "" };
    case "pre_tool_call":
    case "transform_tool_result":
    case "post_tool_call": {
      if (bus.event === "post_tool_call" && has("transform_tool_result")) return undefined;
      const name = typeof bus.tool_name === "string" ? bus.tool_name : "";
      const back = TOOL_BACK[name];
      const input = { ...obj(bus.tool_input) };
      if (back?.pathKey && typeof input.path === "string") {
        input[back.pathKey] = input.path;
        delete input.path;
      }
      const post = bus.event !== "pre_tool_call";
      return {
        ...base,
        hook_event_name: post ? "PostToolUse" : "PreToolUse",
        tool_name: back?.name ?? name,
        tool_input: input,
        ...(post ? { tool_response: bus.tool_result ?? "" } : {}),
      };
    }
    case "on_stop":
    case "on_completion_claim":
      if (bus.event === "on_completion_claim" && has("on_stop")) return undefined;
      return { ...base, hook_event_name: "Stop", stop_hook_active: bus.stop_hook_active ?? false, last_assistant_message: bus.response ?? "" };
    default:
      return undefined;
  }
}

/** A Claude Code answer in the bus dialect, so the case's expectation applies unchanged. */
export function toBus(stdout: string, hostEvent: string): string {
  if (!stdout.trim()) return "";
  const out = obj(JSON.parse(stdout));
  const specific = obj(out.hookSpecificOutput);
  if (specific.permissionDecision === "deny") return JSON.stringify({ decision: "block", reason: specific.permissionDecisionReason });
  if (specific.updatedInput !== undefined) return JSON.stringify({ tool_input: specific.updatedInput });
  if (typeof specific.additionalContext === "string") {
    return JSON.stringify(hostEvent === "PostToolUse" ? { add_warning: specific.additionalContext } : { context: specific.additionalContext });
  }
  if (out.decision === "block") return JSON.stringify({ decision: "block", reason: out.reason });
  if (typeof out.systemMessage === "string") return JSON.stringify({ add_warning: out.systemMessage });
  return JSON.stringify(out);
}

const EXPRESSIBLE = new Set(["continue", "block", "tool_input", "context", "warn"]);

/** Seeded reference state ($WORKSPACE_DIR/output/.<guard>.json) is bus-only: off the bus state lives under the state root. */
const BUS_STATE = /(?:^|\/)output\/\.[a-z_]+_guard\.json$/;

function translatable(c: Case, guard: Guard): boolean {
  if (Object.keys(c.files ?? {}).some((f) => BUS_STATE.test(f))) return false;
  return stepsOf(c).every((s: Step) => EXPRESSIBLE.has(s.expect.verdict) && toClaude(s.event, guard, "") !== undefined);
}

async function replay(guard: Guard, table: CaseTable, c: Case): Promise<string | undefined> {
  const tmp = caseFolder(c, "hookguard-replay-");
  try {
    const env: Record<string, string> = {
      HOOKGUARD_STATE_DIR: join(tmp, ".hookguard-state"),
      ...withTmp(table.env ?? {}, tmp),
      ...withTmp(c.env ?? {}, tmp),
    };
    const now = c.now;
    const ctx: Ctx = { env, cwd: tmp, now: now === undefined ? () => Date.now() : () => now * 1000, readText, fetchJson };
    for (const [i, step] of stepsOf(c).entries()) {
      const bus = withTmp(step.event, tmp);
      const transcriptPath = join(tmp, `.transcript-${i}.jsonl`);
      writeFileSync(transcriptPath, transcriptLines(Array.isArray(bus.tool_names) ? bus.tool_names : []));
      const payload = toClaude(bus, guard, transcriptPath);
      if (!payload) return `step ${i + 1}: not translatable`;
      const d = await decide(guard, JSON.stringify(payload), ["--host=claude", ...(step.argv ?? []).filter((a) => !a.startsWith("--host"))], ctx);
      if (d.error) return `step ${i + 1}: threw at ${d.stage}: ${d.error}`;
      if (d.host.id !== "claude") return `step ${i + 1}: host ${d.host.id}`;
      const stdout = toBus(d.output.stdout, String(payload.hook_event_name));
      const miss = check(step.expect, { stdout, rule: d.verdict.rule, exitCode: d.output.exitCode });
      if (miss) return `step ${i + 1} (${String(payload.hook_event_name)}): ${miss}`;
    }
    return undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// The translator itself, on a small inline guard covering every event Claude Code can express.
const mirror: Guard = {
  name: "mirror",
  handlers: {
    on_user_message: (e) => (e.message.includes("secret") ? { kind: "block", reason: "[t] Blocked: secret", rule: "t.msg" } : { kind: "continue" }),
    pre_tool_call: (e) =>
      e.toolName === "bash" && String(e.toolInput.command).startsWith("rm ")
        ? { kind: "block", reason: "[t] Blocked: rm", rule: "t.rm" }
        : e.toolName === "send_message"
          ? { kind: "rewrite_input", toolInput: { ...e.toolInput, text: "[redacted]" }, rule: "t.mask" }
          : e.toolName === "edit_file" && e.toolInput.path === "/r/a.py"
            ? { kind: "warn", message: "edited a.py", rule: "t.edit" }
            : { kind: "continue" },
    transform_tool_result: (e) => (e.toolResult.includes("KEY=") ? { kind: "warn", message: "key in output", rule: "t.out" } : { kind: "continue" }),
    on_stop: (e) => (e.toolNames.includes("bash") ? { kind: "continue" } : { kind: "block", reason: `[t] no bash: ${e.response}`, rule: "t.stop" }),
  },
};
const mirrorTable: CaseTable = {
  guard: "mirror",
  cases: [
    {
      name: "prompt blocked",
      event: { event: "on_user_message", session_id: "s", message: "my secret" },
      expect: { verdict: "block", rule: "t.msg", equals: "[t] Blocked: secret" },
    },
    {
      name: "bash blocked",
      event: { event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "rm x" } },
      expect: { verdict: "block", rule: "t.rm" },
    },
    {
      name: "message tool rewritten",
      event: { event: "pre_tool_call", session_id: "s", tool_name: "send_message", tool_input: { text: "k", to: "me" } },
      expect: { verdict: "tool_input", equals: { text: "[redacted]", to: "me" } },
    },
    {
      name: "edit_file path survives the round trip",
      event: { event: "pre_tool_call", session_id: "s", tool_name: "edit_file", tool_input: { path: "/r/a.py" } },
      expect: { verdict: "warn", equals: "edited a.py" },
    },
    {
      name: "tool result warning",
      event: { event: "transform_tool_result", session_id: "s", tool_name: "bash", tool_result: "KEY=1" },
      expect: { verdict: "warn", rule: "t.out" },
    },
    {
      name: "stop sees tool_names through the transcript",
      event: { event: "on_stop", session_id: "s", response: "ok", tool_names: ["bash"] },
      expect: { verdict: "continue" },
    },
    {
      name: "stop without tools blocks",
      event: { event: "on_stop", session_id: "s", response: "ok", tool_names: [] },
      expect: { verdict: "block", equals: "[t] no bash: ok" },
    },
    { name: "reply rewriting is skipped", event: { event: "on_response_end", session_id: "s", response: "x" }, expect: { verdict: "response" } },
  ],
};

describe("the Claude Code translation itself", () => {
  for (const c of mirrorTable.cases) {
    it.skipIf(!translatable(c, mirror))(c.name, async () => {
      expect(await replay(mirror, mirrorTable, c)).toBeUndefined();
    });
  }
});

for (const [path, mod] of Object.entries(tables)) {
  const guard = guards[path.replace("cases.ts", "guard.ts")]?.guard as Guard;
  describe(`${mod.table.guard} cases through Claude Code`, () => {
    it("has a guard module", () => expect(guard?.name).toBe(mod.table.guard));
    for (const c of mod.table.cases) {
      it.skipIf(guard === undefined || !translatable(c, guard))(c.name, async () => {
        expect(await replay(guard, mod.table, c)).toBeUndefined();
      });
    }
  });
}
