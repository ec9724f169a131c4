// Gemini CLI (protocols.md §1.4): BeforeAgent / BeforeTool / AfterTool / AfterAgent, verdicts as
// `decision: "deny"` + `reason`, extras in a free-form `hookSpecificOutput` (no hookEventName),
// rewritten tool input merged by the host. Timeouts in its settings are milliseconds.
import type { EventName, HookEvent, Verdict } from "../types";
import { SILENT, eventFrom, json, reasonOf, record, resultText, rewriteBack, text } from "./common";
import type { HostAdapter, HostOutput } from "./types";

const EVENTS: Readonly<Record<string, EventName[]>> = {
  BeforeAgent: ["on_user_message", "pre_llm_call"],
  BeforeTool: ["pre_tool_call"],
  AfterTool: ["transform_tool_result", "post_tool_call"],
  AfterAgent: ["on_stop", "on_completion_claim"],
  SessionStart: ["on_session_start"],
  SessionEnd: ["on_session_end"],
};

/** Event names only Gemini sends; SessionStart/SessionEnd/Notification are shared with Claude Code. */
const OWN = new Set(["BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);

function render(verdict: Verdict, event: HookEvent): HostOutput {
  const hostEvent = text(event.raw.hook_event_name);
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block":
      return json({ decision: "deny", reason: reasonOf(verdict.reason) });
    case "rewrite_input":
      if (hostEvent !== "BeforeTool") return SILENT;
      return json({ hookSpecificOutput: { tool_input: rewriteBack(record(event.raw.tool_input), verdict.toolInput) } });
    case "context":
      return hostEvent === "BeforeAgent" || hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.message } }) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}

export const gemini: HostAdapter = {
  id: "gemini",
  title: "Gemini CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string") return false;
    if (OWN.has(name)) return true;
    return typeof raw.timestamp === "string" && raw.permission_mode === undefined && Object.hasOwn(EVENTS, name);
  },
  events: (raw) => EVENTS[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) =>
    eventFrom(raw, name, {
      session_id: raw.session_id,
      cwd: raw.cwd,
      message: raw.prompt,
      last_user_message: raw.prompt,
      tool_name: raw.tool_name,
      tool_input: raw.tool_input,
      tool_result: resultText(raw.tool_response),
      response: raw.prompt_response,
      stop_hook_active: raw.stop_hook_active,
    }),
  render,
  wires: {
    on_user_message: { event: "BeforeAgent" },
    pre_llm_call: { event: "BeforeAgent" },
    pre_tool_call: { event: "BeforeTool", matcher: "*" },
    post_tool_call: { event: "AfterTool", matcher: "*" },
    transform_tool_result: { event: "AfterTool", matcher: "*" },
    on_stop: { event: "AfterAgent" },
    on_completion_claim: { event: "AfterAgent" },
    on_session_start: { event: "SessionStart" },
    on_session_end: { event: "SessionEnd" },
  },
  recorder: [{ event: "AfterTool", matcher: "*" }, { event: "BeforeAgent" }],
  // Exit 2 with plain text is a deny on Gemini too, but fail-closed stays off: a crash there is
  // already loud (any non-zero code but 1 denies), and "nothing harmful" is the safer default.
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: false },
};
