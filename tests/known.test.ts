// The known-misses pin itself: a new wrong case fails, and so does a pinned one that got fixed.
import { describe, expect, it } from "vitest";
import { expectKnownMisses, wrongCase } from "./known";

describe("expectKnownMisses", () => {
  const miss = wrongCase(true, "rm -rf  /  ");
  it("labels a case once, whitespace folded", () => expect(miss).toBe("MISSED rm -rf /"));
  it("passes when the wrong cases are exactly the pinned ones", () => expectKnownMisses([miss], [miss]));
  it("fails on a new miss or false block", () => expect(() => expectKnownMisses([miss, wrongCase(false, "ls")], [miss])).toThrow());
  it("fails when a pinned miss is fixed, so the list shrinks", () => expect(() => expectKnownMisses([], [miss])).toThrow());
});
