// The bus payload schema, parsed leniently at the boundary: hosts add fields, so the object is
// loose (unknown keys pass through); a known field of the wrong type fails the parse, and a failed
// parse means "continue". Nulls are dropped first (a null field is a missing field); loosely typed
// fields (ids, counts, flags) are `unknown` and coerced below.
//
// This is the contract of a zod/mini `looseObject` (tests/schema.test.ts checks it against one on
// thousands of generated payloads), written out by hand: building the zod schema and running its
// parser cost about 4% of a guard's cold start on every hook run (`npm run bench`), which is more
// than the whole budget a guard has for its own work.
import { isEventName, type HookEvent, type EventName } from "./types";

type Kind = "string" | "unknown" | "object" | "array";

/** Known fields and their kinds; `event` is the only required one. */
export const PAYLOAD_FIELDS = {
  event: "string",
  session_id: "unknown",
  agent_id: "unknown",
  cwd: "string",
  message: "string",
  channel: "string",
  tool_name: "string",
  tool_input: "object",
  tool_result: "unknown",
  system: "unknown",
  last_user_message: "string",
  response: "string",
  model: "string",
  tokens: "object",
  tool_names: "array",
  turn_cost_usd: "unknown",
  stop_hook_active: "unknown",
  goal: "string",
  summary: "string",
  notification: "string",
  type: "string",
} as const satisfies Record<string, Kind>;

type Field<K extends Kind> = K extends "string" ? string : K extends "object" ? Record<string, unknown> : K extends "array" ? unknown[] : unknown;
export type Payload = { event: string } & { -readonly [F in keyof typeof PAYLOAD_FIELDS]?: Field<(typeof PAYLOAD_FIELDS)[F]> } & Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function fits(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    default:
      return true;
  }
}

/** The payload with its null fields dropped, or undefined when it is not a bus payload. */
export function parsePayload(raw: unknown): Payload | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (value === null || value === undefined) continue;
    const kind: Kind | undefined = Object.hasOwn(PAYLOAD_FIELDS, key) ? PAYLOAD_FIELDS[key as keyof typeof PAYLOAD_FIELDS] : undefined;
    if (kind && !fits(kind, value)) return undefined;
    // A "__proto__" key from JSON.parse is an own data field: keep it as one.
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return typeof out.event === "string" ? (out as Payload) : undefined;
}

function num(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

function str(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

function flag(value: unknown): boolean {
  if (typeof value === "string") return /^(1|true|yes|on)$/i.test(value.trim());
  return value === true || value === 1;
}

/**
 * Turn a bus payload into a canonical event. `name` lets an adapter pass an event it
 * already resolved; otherwise the payload's `event` field is used. Undefined = continue.
 */
export function toHookEvent(raw: unknown, name?: EventName): HookEvent | undefined {
  const p = parsePayload(raw);
  if (!p) return undefined;
  const eventName = name ?? p.event;
  if (!isEventName(eventName)) return undefined;
  const t = p.tokens ?? {};
  const id = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return {
    name: eventName,
    sessionId: id(p.session_id),
    agentId: id(p.agent_id),
    cwd: p.cwd ?? "",
    message: p.message ?? "",
    channel: p.channel ?? "",
    toolName: p.tool_name ?? "",
    toolInput: p.tool_input ?? {},
    toolResult: str(p.tool_result),
    system: str(p.system),
    lastUserMessage: p.last_user_message ?? "",
    response: p.response ?? "",
    model: p.model ?? "",
    tokens: {
      input: num(t.input),
      output: num(t.output),
      cache_read: num(t.cache_read),
      cache_creation: num(t.cache_creation),
    },
    toolNames: (p.tool_names ?? []).filter((x): x is string => typeof x === "string"),
    turnCostUsd: num(p.turn_cost_usd),
    stopHookActive: flag(p.stop_hook_active),
    goal: p.goal ?? "",
    summary: p.summary ?? "",
    notification: p.notification ?? "",
    notificationType: p.type ?? "",
    raw: p,
  };
}
