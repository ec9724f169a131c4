// Canonical hook event and verdict: the one vocabulary guards speak.
// Host adapters translate a host's payload into a HookEvent and a Verdict back into the host's
// dialect, so a guard never learns which runtime called it.
import type { Setting } from "./config";

/** The twelve Starchild bus events; other hosts map their events onto these. */
export const EVENT_NAMES = [
  "on_user_message",
  "pre_tool_call",
  "post_tool_call",
  "transform_tool_result",
  "pre_llm_call",
  "post_llm_call",
  "on_response_end",
  "on_stop",
  "on_outbound_message",
  "on_completion_claim",
  "on_session_start",
  "on_session_end",
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

export function isEventName(value: unknown): value is EventName {
  return typeof value === "string" && (EVENT_NAMES as readonly string[]).includes(value);
}

interface Tokens {
  input: number;
  output: number;
  cache_read: number;
  cache_creation: number;
}

/** A hook event with every field normalised to a safe type (missing text is ""). */
export interface HookEvent {
  name: EventName;
  sessionId: string;
  agentId: string;
  cwd: string;
  /** on_user_message */
  message: string;
  channel: string;
  /** pre_tool_call / post_tool_call / transform_tool_result */
  toolName: string;
  toolInput: Record<string, unknown>;
  toolResult: string;
  /** pre_llm_call */
  system: string;
  lastUserMessage: string;
  /** on_response_end / on_stop / on_completion_claim */
  response: string;
  model: string;
  tokens: Tokens;
  toolNames: string[];
  turnCostUsd: number;
  stopHookActive: boolean;
  /** on_completion_claim */
  goal: string;
  summary: string;
  /** on_outbound_message */
  notification: string;
  notificationType: string;
  /** The untouched payload, for fields a guard reads that are not normalised here. */
  raw: Record<string, unknown>;
}

/** What a guard decides. `rule` names the table row that fired, for logs and tests. */
export type Verdict =
  | { kind: "continue"; rule?: string }
  | { kind: "block"; reason: string; rule?: string }
  | { kind: "rewrite_input"; toolInput: Record<string, unknown>; rule?: string }
  | { kind: "rewrite_response"; response: string; rule?: string }
  | { kind: "rewrite_notification"; notification: string; rule?: string }
  | { kind: "context"; context: string; rule?: string }
  | { kind: "warn"; message: string; rule?: string };

export const CONTINUE: Verdict = { kind: "continue" };

/** Everything impure a handler may touch arrives here, so handlers are testable with a fixed world. */
export interface Ctx {
  /** Environment variables (process.env in production, a plain object in tests). */
  env: Readonly<Record<string, string | undefined>>;
  /** The guard process's working directory (the bus spawns from /app; tests use a temp folder). */
  cwd: string;
  /** Current time in epoch milliseconds. */
  now(): number;
  /** Read a text file; undefined when missing or unreadable. Never throws. */
  readText(path: string, maxBytes?: number): string | undefined;
  /** One GET of a JSON document (http, https or file URL) with a time cap; undefined on any failure. */
  fetchJson(url: string, timeoutMs: number): Promise<unknown>;
  /**
   * Set by the runtime on hosts without the reference pack's state paths (all but the Starchild
   * bus): the private folder every guard keeps its state in (SPEC §4). Absent = the bus paths.
   */
  stateRoot?: string;
}

export type Handler = (event: HookEvent, ctx: Ctx) => Verdict | Promise<Verdict>;

export interface Guard {
  /** The bus's snake_case guard name, e.g. "runtime_footer". */
  name: string;
  handlers: Partial<Record<EventName, Handler>>;
  /** Problems in the user's tables and CONFIG (bad regex, broken row, failing example). */
  check?(ctx: Ctx): string[];
  /** The copy's CONFIG constants and plain lists with the kind each must hold (engine/config settingProblems). */
  settings?(): Readonly<Record<string, Setting>>;
  /** The copy's FAIL_MODE constant ("open" | "closed"); HOOKGUARD_FAIL_MODE, when set, wins. */
  failMode?: string;
}
