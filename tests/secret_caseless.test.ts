// The secret scan runs a row's case-insensitive regex with `i` spelled out ([aA]) where that is
// exact (engine/rowregex asciiCaseless): V8 compiles it several times faster. It must find exactly
// what the `i` regex finds, on every row, on the corpora and on case-mangled and random text.
import { describe, expect, it } from "vitest";
import { asciiCaseless, CASELESS } from "../engine/rowregex";
import { rowPattern, scanRegex } from "../engine/secrets/detect";
import { SECRET_PATTERNS } from "../templates/security_guard/tables";
import { FAMILIES } from "./corpus/secret_families";
import { TEXTS } from "./corpus/security_texts";
import { rng } from "./seeded";

const matches = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, ...m].join("\u0000"));

describe("asciiCaseless", () => {
  it("spells out ASCII letters, gives class letters their other case, keeps escapes and group syntax", () => {
    expect(asciiCaseless("ab")).toBe("[aA][bB]");
    expect(asciiCaseless("(?<![A-Za-z])id\\b")).toBe("(?<![\\x61-\\x7a\\x41-\\x5aA-Za-z])[iI][dD]\\b");
    expect(asciiCaseless("[a-c_]{2,4}")).toBe("[\\x41-\\x43a-c_]{2,4}");
    // A trailing or leading `-` stays a literal.
    expect(asciiCaseless("[\\w.-]")).toBe("[\\w.-]");
    expect(asciiCaseless("[x-]")).toBe("[\\x58-\\x58x-]");
    expect(asciiCaseless("[-x]")).toBe("[\\x58-\\x58\\-x]");
    expect(asciiCaseless("密码[:：]\\s*(?:is)?")).toBe("密码[:：]\\s*(?:[iI][sS])?");
    expect(asciiCaseless("[^\\s\\u0080-\\uffff]")).toBe("[^\\s\\u0080-\\uffff]");
  });
  it("vouches only for blocks without a cased letter", () => {
    const cased: string[] = [];
    for (let k = 0; k < CASELESS.length; k += 2)
      for (let c = CASELESS[k] as number; c <= (CASELESS[k + 1] as number); c++) {
        const ch = String.fromCharCode(c);
        if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) cased.push(c.toString(16));
      }
    expect(cased).toEqual([]);
  });
  it("gives up where it could not be exact", () => {
    for (const source of ["(a)\\1", "\\k<x>", "\\p{L}", "é", "Ａ", "\\x41", "[À-ÿ]", "[\\u0100-\\u2000]", "\\cA"])
      expect(asciiCaseless(source), source).toBeUndefined();
  });
});

describe("the scan's regex of every case-insensitive secret row", () => {
  const rows = SECRET_PATTERNS();
  const patterns = rows.flatMap((row) => {
    const out: { id: string; re: RegExp }[] = [];
    const re = rowPattern(row);
    if (re) out.push({ id: row.id, re });
    if (row.near) out.push({ id: `${row.id} near`, re: row.near });
    if (row.notNear) out.push({ id: `${row.id} notNear`, re: row.notNear });
    return out.filter((p) => p.re.ignoreCase);
  });
  const random = rng(20261201);
  const alphabet = "aAbBkKsSiIdDpPwWxX0123456789 _-:=./@'\"\n\t密码口令パスワード（）：，。、「」ＡａſKé";
  const noise = Array.from({ length: 300 }, () =>
    Array.from({ length: 40 + Math.floor(random() * 80) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(""),
  );
  const flip = (s: string) => [...s].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join("");
  const texts = [...rows.flatMap((r) => [...r.examples.block, ...r.examples.allow]), ...FAMILIES.map((f) => f.text), ...TEXTS.map((t) => t.text), ...noise];
  const all = [...texts, ...texts.map(flip), ...texts.map((t) => t.toUpperCase()), ...texts.map((t) => t.toLowerCase())];

  it("is spelled out for the costly rows", () => {
    const spelled = patterns.filter((p) => !scanRegex(p.re).ignoreCase).map((p) => p.id);
    expect(spelled).toEqual(expect.arrayContaining(["secret.user-password-pair", "secret.assignment", "secret.session-cookie", "secret.x-token-header"]));
  });

  it("finds exactly what the `i` regex finds", () => {
    const diffs: string[] = [];
    for (const { id, re } of patterns) {
      const spelled = scanRegex(re);
      const original = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
      for (const text of all) {
        const a = matches(original, text);
        const b = matches(spelled, text);
        if (a.join("\u0001") !== b.join("\u0001")) diffs.push(`${id}: ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    expect(diffs.slice(0, 10)).toEqual([]);
  });
});
