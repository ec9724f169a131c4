// The bus payload schema, parsed leniently at the boundary: hosts add fields, so objects are loose;
// a field of the wrong type fails the parse, and a failed parse means "continue".
import * as z from "zod/mini";
import { isEventName, type HookEvent, type EventName } from "./types";

// Only string / unknown / looseObject / array / optional: each extra zod kind costs start-up time.
// Nulls are dropped before parsing (a null field is a missing field); loosely typed fields
// (ids, counts, flags) are `unknown` and coerced below.
const text = z.optional(z.string());
const loose = z.optional(z.unknown());

const Payload = z.looseObject({
  event: z.string(),
  session_id: loose,
  agent_id: loose,
  cwd: text,
  message: text,
  channel: text,
  tool_name: text,
  tool_input: z.optional(z.looseObject({})),
  tool_result: loose,
  system: loose,
  last_user_message: text,
  response: text,
  model: text,
  tokens: z.optional(z.looseObject({ input: loose, output: loose, cache_read: loose, cache_creation: loose })),
  tool_names: z.optional(z.array(z.unknown())),
  turn_cost_usd: loose,
  stop_hook_active: loose,
  goal: text,
  summary: text,
  notification: text,
  type: text,
});

function withoutNulls(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== null) out[k] = v;
  return out;
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
  const parsed = Payload.safeParse(withoutNulls(raw));
  if (!parsed.success) return undefined;
  const p = parsed.data;
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
    raw: p as Record<string, unknown>,
  };
}
