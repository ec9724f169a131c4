// Harmless synthetic payloads, one per bus event: what doctor feeds each wired command to prove
// that it runs and answers valid JSON (or nothing) in time. Benign content: no guard should block.
import type { EventName } from "../engine/types";

const BASE = { session_id: "hookguard-doctor", agent_id: "doctor", cwd: "/tmp" };
const TOKENS = { input: 1200, output: 80, cache_read: 0, cache_creation: 0 };

const EXTRA: Record<EventName, Record<string, unknown>> = {
  on_user_message: { message: "What is on my calendar today?", channel: "web" },
  pre_tool_call: { tool_name: "bash", tool_input: { command: "ls -la" } },
  post_tool_call: { tool_name: "bash", tool_result: "total 0" },
  transform_tool_result: { tool_name: "bash", tool_result: "total 0" },
  pre_llm_call: { system: "You are helpful.", last_user_message: "Hello", model: "claude-sonnet-4.5" },
  post_llm_call: { model: "claude-sonnet-4.5" },
  on_response_end: { response: "Here is the summary you asked for.", model: "claude-sonnet-4.5", tokens: TOKENS, tool_names: [], turn_cost_usd: 0.0123 },
  on_stop: { response: "Here is the summary you asked for.", tool_names: [], stop_hook_active: false },
  on_outbound_message: { notification: "Your report is ready.", type: "telegram" },
  on_completion_claim: { goal: "summarise the report", summary: "Summarised it.", response: "Summary above.", tool_names: [] },
  on_session_start: { status: "started" },
  on_session_end: { status: "ended" },
};

export function syntheticPayload(event: EventName): Record<string, unknown> {
  return { event, ...BASE, ...EXTRA[event] };
}
