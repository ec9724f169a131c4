// Azure SRE Agent (protocols.md §1.3): only Stop and PostToolUse; command hooks are inline bash
// scripts. Verdicts: `decision: "block"` + a reason (a rejection without one counts as approval),
// PostToolUse context as `{decision: "allow", hookSpecificOutput: {additionalContext}}`. No session
// id (keyed on the execution_summary path, else the agent name) and no implicit loop cap for command
// Stop hooks: we stop rejecting at `stop_rejection_count` >= HOOKGUARD_AZURE_MAX_REJECTIONS (3).
import { envNumber } from "../config";
import type { EventName, HookEvent, Verdict } from "../types";
import { SILENT, eventFrom, json, reasonOf, resultText, text } from "./common";
import type { HostAdapter, HostOutput } from "./types";

const AZURE_MAX_REJECTIONS = 3;

const EVENTS: Readonly<Record<string, EventName[]>> = {
  Stop: ["on_stop", "on_completion_claim"],
  // No pre-tool event: a recorder (verify_code_changes) gets its pre_tool_call after the fact.
  PostToolUse: ["transform_tool_result", "post_tool_call", "pre_tool_call"],
};

function sessionOf(raw: Record<string, unknown>): string {
  const summary = text(raw.execution_summary);
  if (summary) return `azure-${summary}`;
  const agent = text(raw.agent_name);
  return agent ? `azure-${agent}` : "";
}

function render(verdict: Verdict, event: HookEvent): HostOutput {
  const postTool = text(event.raw.hook_event_name) === "PostToolUse";
  switch (verdict.kind) {
    case "block":
      return json({ decision: "block", reason: reasonOf(verdict.reason) });
    case "context":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.message } }) : SILENT;
    default:
      return SILENT; // no rewrites of any kind, no user-only warnings
  }
}

export const azure: HostAdapter = {
  id: "azure",
  title: "Azure SRE Agent",
  detect: (raw) =>
    typeof raw.hook_event_name === "string" && raw.agent_name !== undefined && (raw.current_turn !== undefined || raw.execution_summary !== undefined),
  events: (raw) => EVENTS[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) =>
    eventFrom(raw, name, {
      session_id: sessionOf(raw),
      agent_id: raw.agent_name,
      tool_name: raw.tool_name,
      tool_input: raw.tool_input,
      tool_result: resultText(raw.tool_result),
      response: raw.final_output,
      stop_hook_active: raw.stop_hook_active,
    }),
  render,
  capReached(event, env) {
    const n = Number(event.raw.stop_rejection_count);
    return Number.isFinite(n) && n >= envNumber(env, "HOOKGUARD_AZURE_MAX_REJECTIONS", AZURE_MAX_REJECTIONS);
  },
  wires: {
    pre_tool_call: { event: "PostToolUse", matcher: "*" },
    post_tool_call: { event: "PostToolUse", matcher: "*" },
    transform_tool_result: { event: "PostToolUse", matcher: "*" },
    on_stop: { event: "Stop" },
    on_completion_claim: { event: "Stop" },
  },
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  capabilities: { rewriteResponse: false, rewriteInput: false, exit2Blocks: true, toolNamesAtStop: false },
};
