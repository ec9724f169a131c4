// A host adapter: how one agent runtime's payloads and verdicts map onto the canonical ones.
// Adding a host = one file exporting a HostAdapter, listed in index.ts, plus fixture rows.
import type { EventName, HookEvent, Verdict } from "../types";

export interface HostOutput {
  stdout: string;
  exitCode: 0 | 2;
  stderr?: string;
}

interface HostCapabilities {
  /** The host can take a rewritten final reply (on_response_end). */
  rewriteResponse: boolean;
  /** The host can take rewritten tool input (pre_tool_call). */
  rewriteInput: boolean;
  /** Exit code 2 with a reason on stderr blocks a gate (fail-closed path). */
  exit2Blocks: boolean;
  /** Stop payloads carry the tools run this turn; if not, the runtime derives them. */
  toolNamesAtStop: boolean;
  /** State stays at the reference pack's paths ($WORKSPACE_DIR/output/…: drop-in); else under the state root. */
  referenceState?: boolean;
}

/** One config entry of an install snippet: the host event to wire, with an optional matcher. */
export interface HostWire {
  event: string;
  matcher?: string;
}

export interface HostAdapter {
  id: string;
  /** Human name for docs and snippets. */
  title: string;
  /** True when the payload looks like this host's. */
  detect(raw: Record<string, unknown>): boolean;
  /**
   * The canonical events this payload can stand for, first choice first; the runtime dispatches
   * to the first one the guard handles (e.g. Claude UserPromptSubmit → on_user_message, else
   * pre_llm_call). Empty = not an event we handle.
   */
  events(raw: Record<string, unknown>): EventName[];
  /** Payload → canonical event named `name`; undefined when the payload does not parse. */
  toEvent(raw: Record<string, unknown>, name: EventName): HookEvent | undefined;
  /** Canonical verdict → what the process writes and how it exits. Never a shape the host rejects. */
  render(verdict: Verdict, event: HookEvent): HostOutput;
  /** True when the host's own loop cap says this stop must not be blocked again. */
  capReached?(event: HookEvent, env: Readonly<Record<string, string | undefined>>): boolean;
  /** Install snippets: which host events carry each canonical event (absent = not expressible). */
  wires: Partial<Record<EventName, HostWire>>;
  /** Extra wiring a stop guard needs on this host to learn the tools run this turn (post-tool, prompt). */
  recorder?: HostWire[];
  capabilities: HostCapabilities;
}
