// engine/secrets/view.ts finds where a text needs a second reading (a key wrapped over lines, a
// JSON or URL escape) by an indexOf walk over line breaks, backslashes and percent signs, not by
// one regex over every position: it must find exactly what that regex finds, and stay linear.
import { describe, expect, it } from "vitest";
import { hasCandidate, viewOf } from "../engine/secrets/view";
import { rng } from "./seeded";

/** The single regex the walk replaces (kept here as the oracle). */
const ONE_SCAN = /[A-Za-z0-9+/=_-]{16}(?:\r?\n|\\(?:r\\)?n)[A-Za-z0-9+/=_-]|\\\/|\\u00(?:2[bBfF]|3[dD])|%(?:2[0bBfFdD]|3[dDaA]|5[fF])/;

describe("hasCandidate", () => {
  it("agrees with the one-regex scan on fixed cases", () => {
    const k = (n: number) => "Ab3+/=_-".repeat(4).slice(0, n);
    const cases = [
      `${k(16)}\nq`,
      `${k(15)}\nq`,
      `${k(16)}\r\nq`,
      `${k(15)}\r\nq`,
      `${k(16)}\\nq`,
      `${k(16)}\\r\\nq`,
      `${k(16)}\n `,
      "a\\/b",
      "100%2F",
      "x\\u002b",
      "x\\u0030",
      "50% off",
      "plain text only",
      `${k(16)}\r`,
      "",
    ];
    for (const c of cases) expect(hasCandidate(c), JSON.stringify(c)).toBe(ONE_SCAN.test(c));
  });
  it("agrees with the one-regex scan on 100,000 random strings of the characters that matter", () => {
    const next = rng(20261201);
    const alphabet = "aZ9+/=_-\n\r\\%2Fbu0d3 .";
    const differ: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      let s = "";
      const len = 1 + Math.floor(next() * 48);
      for (let j = 0; j < len; j++) s += alphabet[Math.floor(next() * alphabet.length)];
      if (hasCandidate(s) !== ONE_SCAN.test(s)) differ.push(s);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
  it("still joins a key wrapped over two lines", () => {
    const view = viewOf(`key: sk-${"Q7zR2kFw9xLmT4vB8nYc"}\n${"3HdJ6sPg1Ae5Uo"} end`);
    expect(view?.text).toBe(`key: sk-${"Q7zR2kFw9xLmT4vB8nYc"}${"3HdJ6sPg1Ae5Uo"} end`);
  });
});
