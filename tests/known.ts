// Corpus tests pin the EXACT cases a guard gets wrong, not a threshold: a new miss or false block
// fails the suite, and so does a known one that got fixed (remove it from the list).
import { expect } from "vitest";

/** One wrong case, as the corpus lists it: `MISSED <label>` or `FALSE BLOCK <label>`. */
export function wrongCase(block: boolean, label: string): string {
  return `${block ? "MISSED" : "FALSE BLOCK"} ${label.replace(/\s+/g, " ").trim().slice(0, 120)}`;
}

/** `wrong`: the cases this run got wrong; `known`: the pinned list (empty while the guard is at 100%). */
export function expectKnownMisses(wrong: readonly string[], known: readonly string[]): void {
  const fresh = wrong.filter((w) => !known.includes(w));
  const fixed = known.filter((k) => !wrong.includes(k));
  expect({ "new misses or false blocks": fresh, "fixed: remove from the known list": fixed }).toEqual({
    "new misses or false blocks": [],
    "fixed: remove from the known list": [],
  });
}
