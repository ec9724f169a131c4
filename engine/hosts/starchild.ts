// The Starchild shell-hook bus: the canonical events are its own, so mapping is one-to-one.
import { toHookEvent } from "../schema";
import { isEventName, type HookEvent, type Verdict } from "../types";
import type { HostAdapter, HostOutput } from "./types";

function json(value: unknown): HostOutput {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}

export function renderBus(verdict: Verdict): Record<string, unknown> | undefined {
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

export const starchild: HostAdapter = {
  id: "starchild",
  detect: (raw) => typeof raw === "object" && raw !== null && isEventName((raw as { event?: unknown }).event),
  toEvent: (raw) => toHookEvent(raw),
  render(verdict: Verdict, _event: HookEvent): HostOutput {
    const out = renderBus(verdict);
    return out === undefined ? { stdout: "", exitCode: 0 } : json(out);
  },
  capabilities: { rewriteResponse: true, rewriteInput: true, exit2Blocks: false },
};
