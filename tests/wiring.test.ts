// Every guard folder describes its wiring, and every wired event has a handler in the guard.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import type { Guard } from "../engine/types";
import { EVENT_NAMES } from "../engine/types";
import type { GuardWiring } from "../engine/wiring";

const guards = import.meta.glob<{ guard: Guard }>("../templates/*/guard.ts", { eager: true });
const wirings = import.meta.glob<{ wiring: GuardWiring }>("../templates/*/wiring.ts", { eager: true });

describe.each(Object.keys(guards))("%s", (path) => {
  const guard = guards[path]?.guard as Guard;
  const wiring = wirings[path.replace("guard.ts", "wiring.ts")]?.wiring;
  it("has a wiring descriptor naming the guard", () => {
    expect(wiring?.guard).toBe(guard.name);
    expect(path).toContain(`/templates/${guard.name}/`);
  });
  it("wires only real events, each handled by the guard, with a sane timeout", () => {
    for (const e of wiring?.events ?? []) {
      expect(EVENT_NAMES).toContain(e.event);
      expect(guard.handlers[e.event], e.event).toBeTypeOf("function");
      expect(e.timeout).toBeGreaterThan(0);
      expect(e.timeout).toBeLessThanOrEqual(120);
      if (e.matcher !== undefined) expect(() => new RegExp(e.matcher as string)).not.toThrow();
    }
    expect(wiring?.events.length).toBeGreaterThan(0);
  });
});
