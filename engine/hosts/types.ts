// A host adapter: how one agent runtime's payloads and verdicts map onto the canonical ones.
import type { HookEvent, Verdict } from "../types";

export interface HostOutput {
  stdout: string;
  exitCode: 0 | 2;
  stderr?: string;
}

export interface HostCapabilities {
  /** The host can take a rewritten final reply (on_response_end). */
  rewriteResponse: boolean;
  /** The host can take rewritten tool input (pre_tool_call). */
  rewriteInput: boolean;
  /** Exit code 2 with a reason on stderr blocks a gate (fail-closed path). */
  exit2Blocks: boolean;
}

export interface HostAdapter {
  id: string;
  /** True when the payload looks like this host's. */
  detect(raw: unknown): boolean;
  /** Payload → canonical event; undefined when the event is not one we handle. */
  toEvent(raw: unknown, argv: readonly string[]): HookEvent | undefined;
  /** Canonical verdict → what the process writes and how it exits. */
  render(verdict: Verdict, event: HookEvent): HostOutput;
  capabilities: HostCapabilities;
}
