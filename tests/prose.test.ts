import { describe, expect, it } from "vitest";
import { maskNonProse, sentences, urls } from "../engine/prose";

describe("maskNonProse", () => {
  it("blanks code fences, inline code, table rows and quotes but keeps length", () => {
    const text = 'I published it.\n```\nposted: yes\n```\nRun `npm publish` later.\n| a | published |\n> I posted it\nShe said "I deployed it" then left.';
    const masked = maskNonProse(text);
    expect(masked.length).toBe(text.length);
    expect(masked).toContain("I published it.");
    expect(masked).not.toContain("posted: yes");
    expect(masked).not.toContain("npm publish");
    expect(masked).not.toContain("| published |");
    expect(masked).not.toContain("I posted it");
    expect(masked).not.toContain("I deployed it");
    expect(masked).toContain("then left.");
  });
  it("blanks CJK quotes 「」 and 『』", () => {
    expect(maskNonProse("彼は「公開しました」と言った")).toBe("彼は" + " ".repeat(8) + "と言った");
  });
  it("can keep quotes", () => {
    expect(maskNonProse('posted "x"', { quotes: false })).toBe('posted "x"');
  });
  it("leaves an unterminated fence blanked to the end and never throws", () => {
    expect(maskNonProse("ok\n```\nrm -rf /\n").trim()).toBe("ok");
  });
});

describe("sentences", () => {
  it("splits English, Chinese and Japanese with offsets", () => {
    const text = "Done. It is live at https://x.io/a.b now! 已发布。公開しました？ok";
    const s = sentences(text);
    expect(s.map((x) => x.text)).toEqual(["Done.", "It is live at https://x.io/a.b now!", "已发布。", "公開しました？", "ok"]);
    for (const x of s) expect(text.slice(x.start, x.start + x.text.length)).toBe(x.text);
  });
});

describe("urls", () => {
  it("trims trailing punctuation and CJK brackets", () => {
    expect(urls("see https://a.io/x. and（https://b.io/y）").map((u) => u.url)).toEqual(["https://a.io/x", "https://b.io/y"]);
  });
});
