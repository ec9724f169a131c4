// Claude Code (protocols.md §1.2) — and, through `claudeDialect`, Codex CLI, which speaks the same
// wire format with stricter rules. PascalCase `hook_event_name`; verdicts as exit 0 + JSON:
// PreToolUse in `hookSpecificOutput` (with `hookEventName` inside it), prompt/stop/post-tool blocks as
// top-level `decision: "block"`. No response rewriting, no tool_names at Stop (derived by the runtime).
import type { EventName, HookEvent, Verdict } from "../types";
import { SILENT, eventFrom, json, reasonOf, record, resultText, rewriteBack, text } from "./common";
import type { HostAdapter, HostOutput, HostWire } from "./types";

export interface DialectRules {
  /** Host events this dialect knows, mapped to canonical candidates (first choice first). */
  events: Readonly<Record<string, EventName[]>>;
  /** Host events whose output may carry `hookSpecificOutput.additionalContext`. */
  contextEvents: ReadonlySet<string>;
  /**
   * A blocked prompt also says `hookSpecificOutput.suppressOriginalPrompt: true` (Claude Code: else
   * the client echoes the blocked prompt — a pasted key — back as "Original prompt: …").
   */
  suppressBlockedPrompt?: boolean;
}

/** Canonical verdict → Claude-style output on host event `hostEvent`. */
export function renderClaudeStyle(verdict: Verdict, event: HookEvent, rules: DialectRules): HostOutput {
  const hostEvent = text(event.raw.hook_event_name);
  const specific = (extra: Record<string, unknown>) => json({ hookSpecificOutput: { hookEventName: hostEvent, ...extra } });
  const note = (message: string) => (rules.contextEvents.has(hostEvent) ? specific({ additionalContext: message }) : json({ systemMessage: message }));
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block": {
      const reason = reasonOf(verdict.reason);
      if (hostEvent === "PreToolUse") return specific({ permissionDecision: "deny", permissionDecisionReason: reason });
      if (hostEvent === "UserPromptSubmit" && rules.suppressBlockedPrompt) {
        return json({ decision: "block", reason, hookSpecificOutput: { hookEventName: hostEvent, suppressOriginalPrompt: true } });
      }
      return json({ decision: "block", reason });
    }
    case "rewrite_input":
      if (hostEvent !== "PreToolUse") return SILENT;
      return specific({ permissionDecision: "allow", updatedInput: rewriteBack(record(event.raw.tool_input), verdict.toolInput) });
    case "context":
      return rules.contextEvents.has(hostEvent) ? specific({ additionalContext: verdict.context }) : SILENT;
    case "warn":
      // After a tool the model must see it (additionalContext); elsewhere the user does (systemMessage).
      return hostEvent === "PostToolUse" ? note(verdict.message) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT; // not expressible: no response or push rewriting outside Starchild
  }
}

/** Claude-style payload → canonical event (shared by Claude Code and Codex). */
export function claudeStyleEvent(raw: Record<string, unknown>, name: EventName): HookEvent | undefined {
  return eventFrom(raw, name, {
    session_id: raw.session_id,
    agent_id: raw.agent_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response ?? raw.error),
    response: raw.last_assistant_message,
    model: raw.model,
    stop_hook_active: raw.stop_hook_active,
  });
}

const CLAUDE_RULES: DialectRules = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    PostToolUseFailure: ["post_tool_call"],
    PostToolBatch: ["pre_llm_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"],
    SessionEnd: ["on_session_end"],
  },
  contextEvents: new Set(["UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop"]),
  suppressBlockedPrompt: true,
};

export const CLAUDE_WIRES: Partial<Record<EventName, HostWire>> = {
  on_user_message: { event: "UserPromptSubmit" },
  pre_llm_call: { event: "UserPromptSubmit" },
  pre_tool_call: { event: "PreToolUse", matcher: "*" },
  post_tool_call: { event: "PostToolUse", matcher: "*" },
  transform_tool_result: { event: "PostToolUse", matcher: "*" },
  on_stop: { event: "Stop" },
  on_completion_claim: { event: "Stop" },
  on_session_start: { event: "SessionStart" },
  on_session_end: { event: "SessionEnd" },
};

export const claude: HostAdapter = {
  id: "claude",
  title: "Claude Code",
  // The last in the sniffing order: any PascalCase hook_event_name the others did not claim.
  detect: (raw) => typeof raw.hook_event_name === "string" && Object.hasOwn(CLAUDE_RULES.events, raw.hook_event_name),
  events: (raw) => CLAUDE_RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, CLAUDE_RULES),
  wires: CLAUDE_WIRES,
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false },
};
