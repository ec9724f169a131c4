// The Starchild shell-hook bus: the canonical events are its own, so mapping is one-to-one.
import { toHookEvent } from "../schema";
import { EVENT_NAMES, isEventName, type EventName, type Verdict } from "../types";
import type { HostAdapter, HostOutput, HostWire } from "./types";

function json(value: unknown): HostOutput {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}

function renderBus(verdict: Verdict): Record<string, unknown> | undefined {
  switch (verdict.kind) {
    case "continue":
      return undefined;
    case "block":
      return { decision: "block", reason: verdict.reason };
    case "rewrite_input":
      return { tool_input: verdict.toolInput };
    case "rewrite_response":
      return { response: verdict.response };
    case "rewrite_notification":
      return { notification: verdict.notification };
    case "context":
      return { context: verdict.context };
    case "warn":
      return { add_warning: verdict.message };
  }
}

const WIRES: Partial<Record<EventName, HostWire>> = {};
for (const name of EVENT_NAMES) WIRES[name] = { event: name };

export const starchild: HostAdapter = {
  id: "starchild",
  title: "Starchild shell hooks",
  detect: (raw) => isEventName(raw.event),
  events: (raw) => (isEventName(raw.event) ? [raw.event] : []),
  toEvent: (raw, name) => toHookEvent(raw, name),
  render(verdict: Verdict): HostOutput {
    const out = renderBus(verdict);
    return out === undefined ? { stdout: "", exitCode: 0 } : json(out);
  },
  wires: WIRES,
  capabilities: { rewriteResponse: true, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: true, referenceState: true },
};
