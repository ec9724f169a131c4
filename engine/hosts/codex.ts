// OpenAI Codex CLI (protocols.md §1.5): Claude Code's wire format with strict rules — a non-empty
// reason on every block, `updatedInput` only with `permissionDecision: "allow"`, no
// `hookSpecificOutput` on Stop, unknown keys risky. Edits arrive as `apply_patch` envelopes.
// Detected by `turn_id`, `model` on a non-SessionStart event, or an apply_patch tool call.
import type { EventName } from "../types";
import { CLAUDE_WIRES, claudeStyleEvent, renderClaudeStyle, type DialectRules } from "./claude";
import { text } from "./common";
import type { HostAdapter } from "./types";

const RULES: DialectRules = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"],
  },
  contextEvents: new Set(["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse"]),
};

const { on_session_end: _none, ...WIRES } = CLAUDE_WIRES;

export const codex: HostAdapter = {
  id: "codex",
  title: "Codex CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string" || !Object.hasOwn(RULES.events, name)) return false;
    return typeof raw.turn_id === "string" || (typeof raw.model === "string" && name !== "SessionStart") || raw.tool_name === "apply_patch";
  },
  events: (raw) => RULES.events[text(raw.hook_event_name)] ?? ([] as EventName[]),
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, RULES),
  wires: WIRES,
  recorder: [{ event: "PostToolUse", matcher: "*" }], // turn_id keys the turns
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false },
};
