// engine/schema.ts checks bus payloads by hand (zod's construction and parse cost ~4% of cold
// start). This test holds it to the contract it replaces: a zod/mini looseObject over the same
// fields, run on generated payloads. Same accept/reject, same data.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { PAYLOAD_FIELDS, parsePayload, toHookEvent } from "../engine/schema";
import { rng } from "./seeded";

const text = z.optional(z.string());
const loose = z.optional(z.unknown());
const Reference = z.looseObject({
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
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null));
}

const VALUES: ((r: () => number) => unknown)[] = [
  () => "text",
  () => "",
  (r) => Math.floor(r() * 1000),
  () => 1.5,
  () => true,
  () => false,
  () => null,
  () => ({}),
  () => ({ command: "ls", nested: { a: [1, null] } }),
  () => [],
  () => ["bash", 3, null],
  () => ({ input: 10, output: "20", cache_read: null }),
];
const KNOWN = Object.keys(PAYLOAD_FIELDS);
const EXTRA = ["transcript_path", "hook_event_name", "turn_id", "constructor", "toString", "__proto__"];

function payload(r: () => number): unknown {
  const roll = r();
  if (roll < 0.03) return VALUES[Math.floor(r() * VALUES.length)]!(r); // not an object at all
  const out: Record<string, unknown> = {};
  if (r() < 0.9) out.event = r() < 0.85 ? "pre_tool_call" : VALUES[Math.floor(r() * VALUES.length)]!(r);
  const keys = [...KNOWN, ...EXTRA];
  for (const key of keys) {
    if (r() >= 0.3) continue;
    // Mostly a value of the right kind, sometimes any value: both outcomes must occur in volume.
    const kind = (PAYLOAD_FIELDS as Record<string, string>)[key];
    const fitting = kind === "string" ? "text" : kind === "object" ? { a: 1 } : kind === "array" ? ["x"] : 7;
    const value = r() < 0.97 ? fitting : VALUES[Math.floor(r() * VALUES.length)]!(r);
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

describe("parsePayload matches a zod/mini looseObject", () => {
  it("on 20,000 generated payloads: same accept/reject, same data", () => {
    const r = rng(20261129);
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const p = payload(r);
      const ref = Reference.safeParse(withoutNulls(p));
      const mine = parsePayload(p);
      expect({ i, ok: mine !== undefined }).toEqual({ i, ok: ref.success });
      if (ref.success) {
        accepted++;
        // zod assigns a "__proto__" key (turning it into a prototype); this keeps it as data.
        const { ["__proto__"]: _kept, ...rest } = Object.fromEntries(Object.entries(mine!));
        expect(JSON.stringify(rest)).toBe(JSON.stringify(ref.data));
      }
    }
    // The generator must exercise both outcomes in volume, or the comparison proves nothing.
    expect(accepted).toBeGreaterThan(1_000);
    expect(accepted).toBeLessThan(19_000);
  });

  it("on JSON text, including a __proto__ key (kept as data, never as a prototype)", () => {
    const raw = JSON.parse('{"event":"pre_tool_call","__proto__":{"polluted":true},"tool_name":"bash"}');
    const p = parsePayload(raw)!;
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(Object.keys(p)).toEqual(["event", "__proto__", "tool_name"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("toHookEvent", () => {
  it("coerces loose fields and drops nulls", () => {
    const e = toHookEvent({
      event: "on_stop",
      session_id: 42,
      tokens: { input: "900", output: null },
      tool_names: ["bash", 3],
      stop_hook_active: "true",
      model: null,
    })!;
    expect(e).toMatchObject({ name: "on_stop", sessionId: "42", model: "", tokens: { input: 900, output: 0 }, toolNames: ["bash"], stopHookActive: true });
  });
  it("rejects a known field of the wrong type, an unknown event and a non-object", () => {
    expect(toHookEvent({ event: "on_stop", response: 5 })).toBeUndefined();
    expect(toHookEvent({ event: "no_such_event" })).toBeUndefined();
    expect(toHookEvent([{ event: "on_stop" }])).toBeUndefined();
    expect(toHookEvent({ event: "pre_tool_call", tool_input: [] })).toBeUndefined();
  });
});
