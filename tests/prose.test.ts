import { describe, expect, it } from "vitest";
import {
  asMandarin,
  asPlainEnglish,
  blankDrafts,
  barePaths,
  fenceOf,
  hintsIn,
  hasLetterOrDigit,
  isSpace,
  isTableRow,
  isTableRule,
  lexiconProblems,
  matchTags,
  maskNonProse,
  widenMarks,
  mayHold,
  nearestSubject,
  nextPath,
  nextUrl,
  opensBlock,
  sentences,
  tagSentence,
  urls,
} from "../engine/prose";
import { hasActiveJob, hasRecentActiveJob, isActiveJob, readPreviews } from "../engine/registries";
import { holdsKeyword, vetRows } from "../engine/rows";
import type { Ctx } from "../engine/types";
import { randomJoins } from "./seeded";

describe("a word that matches nothing at all (an edited lexicon's slip)", () => {
  it("never loops on the text after it, an emoji's surrogate pair included", () => {
    expect(tagSentence("a 👋 b 👋", { X: ["[b]"] }, ["X"])).toEqual([{ tag: "X", at: 5, end: 7 }]);
    expect(tagSentence("👋👋", { X: ["[b]"] }, ["X"])).toEqual([]);
  });
  it("is reported by the selftest's lexicon check", () => {
    expect(lexiconProblems({ X: ["[b]", "b"] })).toEqual(['LEXICON X: "[b]" can match nothing at all']);
  });
});

describe("blankDrafts", () => {
  const lead = { lead: (line: string) => /draft|文案/.test(line) };
  it("blanks a drafted document between --- lines after its lead-in, keeping offsets", () => {
    const text = "Here's a draft reply you can send:\n---\nHi Marcus, we'll let you know by Friday.\n---\nWant it shorter?";
    const out = blankDrafts(text, lead);
    expect(out.length).toBe(text.length);
    const body = "Hi Marcus, we'll let you know by Friday.";
    expect(out).toBe(`Here's a draft reply you can send:\n---\n${" ".repeat(body.length)}\n---\nWant it shorter?`);
  });
  it("blanks to the end when the draft has no closing line, and leaves --- after any other line alone", () => {
    expect(blankDrafts("返信メールの文案です。\n---\n追ってご連絡いたします。", lead)).toBe(`返信メールの文案です。\n---\n${" ".repeat(12)}`);
    const plain = "Status update.\n---\nI'll ping you when the deploy finishes.";
    expect(blankDrafts(plain, lead)).toBe(plain);
  });
  it("blanks the paragraph after a lead-in that ends on a colon, not a fenced one nor after any other colon", () => {
    const copy = "**Never miss a move.**\nWe'll notify you the moment it triggers.";
    const text = `Updated the draft hero text:\n\n${copy}\n\nThe preview is rebuilt.`;
    const blanked = copy.replace(/[^\n]/g, " ");
    expect(blankDrafts(text, lead)).toBe(`Updated the draft hero text:\n\n${blanked}\n\nThe preview is rebuilt.`);
    const fenced = "A draft you can post:\n```\nWe'll notify you.\n```\nTweak it.";
    expect(blankDrafts(fenced, lead)).toBe(fenced);
    const status = "Status:\nI'll ping you when the deploy finishes.";
    expect(blankDrafts(status, lead)).toBe(status);
  });
});

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
  it("blanks a single-quoted phrase, not apostrophes or a quoted word", () => {
    const q = "'We will email you once it clears.'";
    expect(maskNonProse(`The error reads: ${q} That's Stripe.`)).toBe(`The error reads: ${" ".repeat(q.length)} That's Stripe.`);
    expect(maskNonProse("I'll tell you when it's done, it's the users' list.")).toBe("I'll tell you when it's done, it's the users' list.");
    expect(maskNonProse("Set the mode to 'auto' and I'll ping you.")).toBe("Set the mode to 'auto' and I'll ping you.");
  });
  it("can keep quotes", () => {
    expect(maskNonProse('posted "x"', { quotes: false })).toBe('posted "x"');
  });
  it("leaves an unterminated fence blanked to the end and never throws", () => {
    expect(maskNonProse("ok\n```\nrm -rf /\n").trim()).toBe("ok");
  });
  it("widenMarks reads half-width clause marks in CJK text as full-width, each of the same length", () => {
    expect(widenMarks("好的,我明天告诉你!")).toBe("好的，我明天告诉你！");
    expect(widenMarks("发了帖:https://x.com/post/1,引用了数据")).toBe("发了帖：https://x.com/post/1，引用了数据");
    expect(widenMarks("一条 thread:https://x.com/post/9,@Amy 看一下")).toBe("一条 thread：https://x.com/post/9，@Amy 看一下");
    for (const kept of ["价格 3,200 美元", "Note: done, see https://x.com/a", "BTC,ETH 和 SOL", "链接：https://x.com/a"]) expect(widenMarks(kept)).toBe(kept);
  });
  it("blanks emphasis marks, not the words they mark, nor a list's marker or a product's star", () => {
    expect(maskNonProse("It is **not** live at /preview/x/.")).toBe("It is   not   live at /preview/x/.");
    expect(maskNonProse("It is *not* live, __完成__ ***now***")).toBe("It is  not  live,   完成      now   ");
    expect(maskNonProse("* one\n* two: 5 * 3")).toBe("* one\n* two: 5 * 3");
    expect(maskNonProse("/preview/eth_gas/ and my_var")).toBe("/preview/eth_gas/ and my_var");
  });
});

describe("maskNonProse's line tests are the regexes they replace", () => {
  const alphabet = ["|", "-", ":", " ", "\t", "\r", "\u2028", "\u00a0", "\u3000", "\ufeff", "`", "~", "#", ">", "*", "+", "•", "1", "0", "9", ".", ")", "a"];
  const lines = randomJoins(alphabet, 40_000, 7, 12345);
  it("over 40,000 seeded random lines", () => {
    const wrong: string[] = [];
    for (const line of lines) {
      if (fenceOf(line) !== (/^(`{3,}|~{3,})/.exec(line)?.[1] ?? "")) wrong.push(`fence ${JSON.stringify(line)}`);
      if (opensBlock(line) !== /^(?:[-*+•]\s|[0-9]{1,3}[.)]\s|#|\||>)/.test(line)) wrong.push(`opens ${JSON.stringify(line)}`);
      if (isTableRow(line) !== /^\|.*\|\s*$/.test(line)) wrong.push(`row ${JSON.stringify(line)}`);
      if (isTableRule(line) !== /^\|?\s*:?-{3,}/.test(line)) wrong.push(`rule ${JSON.stringify(line)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it("a text with no mark and no quote is kept as it is, as the full scan keeps it", () => {
    const alphabet = ["a", "Z", " ", "\n", "\t", "-", "--", "*", "+", "#", "1", ".", ")", ":", "'", "’", "”", "」", "』", "»", "•", "已", "\u3000"];
    const wrong: string[] = [];
    for (const text of randomJoins(alphabet, 20_000, 12, 12345)) {
      if (text.includes("---") || text.includes("*")) continue; // a mark: a table rule, a rule line or emphasis
      if (maskNonProse(text) !== text) wrong.push(`gate ${JSON.stringify(text)}`);
      // A trailing "|" line makes the scan run over the same text.
      if (maskNonProse(`${text}\n|`).slice(0, text.length) !== text) wrong.push(`scan ${JSON.stringify(text)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it("isSpace is \\s over the whole BMP", () => {
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) wrong.push(c);
    expect(wrong).toEqual([]);
  });
});

describe("the link and letter scans are the regexes they replace", () => {
  it("nextPath walks a text as the global regex does, over 40,000 seeded random texts", () => {
    const alphabet = ["/", "preview", "PREVIEW", "Post", "post", "posts", "/p", "x", "Z", "0", "_", ".", "~", "-", " ", "é", "K", "\u212a"];
    const wrong: string[] = [];
    for (const text of randomJoins(alphabet, 40_000, 9, 12345)) {
      const re = /\/(preview|post)\/([A-Za-z0-9][A-Za-z0-9_.~-]*)/gi;
      const want: string[] = [];
      for (let m = re.exec(text); m; m = re.exec(text)) want.push(`${m.index}:${re.lastIndex}:${m[1]?.toLowerCase()}:${m[2]}`);
      const got: string[] = [];
      for (let m = nextPath(text, 0); m; m = nextPath(text, m.end)) got.push(`${m.index}:${m.end}:${m.kind}:${m.id}`);
      if (got.join() !== want.join()) wrong.push(JSON.stringify(text));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it("nextUrl walks a text as the global URL regex does, over 40,000 seeded random texts", () => {
    const alphabet = [
      "http",
      "https",
      "://",
      ":/",
      "s",
      "x",
      ".",
      "/",
      " ",
      "\u3000",
      "<",
      ")",
      "]",
      "'",
      "`",
      "，",
      "」",
      "“",
      "’",
      "é",
      "h",
      "ttp",
      "；",
      "：",
    ];
    const wrong: string[] = [];
    for (const text of randomJoins(alphabet, 40_000, 9, 12345)) {
      const re = /https?:\/\/[^\s<>"'`)\]}，。、「」『』（）“”‘’；：！？]+/g;
      const want: string[] = [];
      for (let m = re.exec(text); m; m = re.exec(text)) want.push(`${m.index}:${re.lastIndex}`);
      const got: string[] = [];
      for (let m = nextUrl(text, 0); m; m = nextUrl(text, m.end)) got.push(`${m.index}:${m.end}`);
      if (got.join() !== want.join()) wrong.push(JSON.stringify(text));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it("maskNonProse reads the rows of a table its header asks for, each cell as a line, and blanks the rest", () => {
    const status = "| Item | Next step |\n|---|---|\n| Calendar | I'll ping you |";
    const cells = (header: string) => header.includes("Next");
    expect(maskNonProse(status, { cells })).toBe(`${" ".repeat(20)}\n         \n\n Calendar \n I'll ping you \n`);
    expect(maskNonProse(status, { cells }).length).toBe(status.length);
    expect(maskNonProse(status).trim()).toBe("");
    expect(maskNonProse("| reply | verdict |\n|---|---|\n| I'll ping you | blocked |", { cells }).trim()).toBe("");
    // (a row the row test refuses stays blanked: someone else's next step)
    const owned = "| Item | Owner | Next |\n|---|---|---|\n| KYC | Wang | reply to you Friday |\n| Audit | me | I'll ping you |";
    const row = (_header: string, line: string) => !line.includes("Wang");
    const masked = maskNonProse(owned, { cells, row });
    expect(masked.length).toBe(owned.length);
    expect(
      masked
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ).toEqual(["Audit", "me", "I'll ping you"]);
    // (a row the row test gives a label cell is read as one list item labelled by that cell: the cells before it blanked)
    const items = maskNonProse(owned, { cells, row: () => 1 });
    expect(items.length).toBe(owned.length);
    expect(
      items
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ).toEqual(["- Wang : reply to you Friday", "- me : I'll ping you"]);
  });
  it("asMandarin reads Cantonese forms as Mandarin, word for word and of the same length", () => {
    expect(asMandarin("搞掂就話你知。")).toBe("搞定就告訴你。");
    expect(asMandarin("AgentX 帖文已經出咗，佢哋冇講")).toBe("AgentX 帖文已經出了，他們沒講");
    expect(asMandarin("我唔會通知你")).toBe("我不會通知你");
    // Northern (Beijing) spoken days, 儿化: 明儿一早 is 明天一早.
    expect(asMandarin("明儿一早我提醒你")).toBe("明天一早我提醒你");
    // (a word of Cantonese alone, read only in a Cantonese text)
    expect(asMandarin("聽日開市前我提你睇下個 gap")).toBe("明天開市前我喊你看下個 gap");
    expect(asMandarin("我提你的名字了")).toBe("我提你的名字了");
    expect(asMandarin("今兒晚上、昨儿")).toBe("今天晚上、昨天");
    // (唔 before a pause is "hmm"; Mandarin text is returned as it is)
    expect(asMandarin("唔，我睇下先")).toBe("唔，我睇下先");
    const zh = "部署完成后我会通知你。";
    expect(asMandarin(zh)).toBe(zh);
    for (const t of ["遲啲同你講", "而家畀你", "係咪喺度"]) expect(asMandarin(t).length).toBe(t.length);
  });
  it("hasLetterOrDigit is [\\p{L}\\p{N}] over the whole BMP and on mixed strings", () => {
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (hasLetterOrDigit(ch) !== /[\p{L}\p{N}]/u.test(ch) || hasLetterOrDigit(`—${ch}：`) !== /[\p{L}\p{N}]/u.test(`—${ch}：`)) wrong.push(c);
    }
    expect(wrong).toEqual([]);
    // and over the planes beyond it (emoji and their neighbours, read by code; the letters of plane 2; an unpaired half)
    for (const [from, to] of [
      [0x1f000, 0x1fbff],
      [0x1d400, 0x1d4ff],
      [0x20000, 0x200ff],
    ] as const) {
      for (let cp = from; cp <= to; cp++) {
        const ch = String.fromCodePoint(cp);
        if (hasLetterOrDigit(`—${ch}`) !== /[\p{L}\p{N}]/u.test(ch)) wrong.push(cp);
      }
    }
    expect(wrong).toEqual([]);
    expect(hasLetterOrDigit("\ud83c")).toBe(false);
    expect(hasLetterOrDigit("🄁")).toBe(true);
    expect(hasLetterOrDigit("  —👉 ")).toBe(false);
    expect(hasLetterOrDigit("搞定！")).toBe(true);
  });
});

describe("hard-wrapped paragraphs", () => {
  it("masks a quote or inline code that wraps a line, but never across a blank line or a list item", () => {
    expect(maskNonProse('He wrote "I will ping\nyou later" twice.')).toBe(`He wrote ${" ".repeat(12)}\n${" ".repeat(10)} twice.`);
    expect(maskNonProse('A "b\n\nc" d')).toBe('A "b\n\nc" d');
    expect(maskNonProse('A "b\n- c" d')).toBe('A "b\n- c" d');
  });
  it("continues a sentence over a line break before a lower-case word", () => {
    expect(sentences("I have scheduled the\nweekly report. Next").map((s) => s.text)).toEqual(["I have scheduled the\nweekly report.", "Next"]);
    expect(sentences("Done.\nnext line").map((s) => s.text)).toEqual(["Done.", "next line"]);
    expect(sentences("Title\nBody").map((s) => s.text)).toEqual(["Title", "Body"]);
  });
  it("ends a chat sentence at an emoji after words and before a capitalised Latin word", () => {
    const texts = (t: string) => sentences(t).map((s) => s.text);
    expect(texts("リマインダー is set for 9am ⏰ I'll ping you.")).toEqual(["リマインダー is set for 9am ⏰", "I'll ping you."]);
    expect(texts("Shipped 🚀\uFE0F Next up: the ETH page")).toEqual(["Shipped 🚀\uFE0F", "Next up: the ETH page"]);
    // (not an emoji opening its sentence, nor one before lower-case or CJK text, nor before a link)
    expect(texts("✅ Set up a daily reminder")).toEqual(["✅ Set up a daily reminder"]);
    expect(texts("Done ✅ and live")).toEqual(["Done ✅ and live"]);
    expect(texts("完了🎉 /preview/x/ です")).toEqual(["完了🎉 /preview/x/ です"]);
    // (before CJK text, only after a clause told as finished)
    expect(texts("提醒已经 set 好了 ✅ 每天早上 9:00 我会 ping 你")).toEqual(["提醒已经 set 好了 ✅", "每天早上 9:00 我会 ping 你"]);
    expect(texts("我会在 CPI 公布前 ⏰ 提醒你")).toEqual(["我会在 CPI 公布前 ⏰ 提醒你"]);
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

describe("urls and bare paths", () => {
  it("ends a URL at curly quotes and CJK punctuation", () => {
    expect(urls("地址：“https://community.iamstarchild.com/x-1”，好").map((u) => u.url)).toEqual(["https://community.iamstarchild.com/x-1"]);
  });
  it("finds /preview/<id>/ and /post/<id> alone or after a host without a scheme, not inside a URL or a file path", () => {
    const text = "See /preview/a-1/ and localhost:8000/preview/b2/ and /post/77, https://x.com/preview/c3/ and src/preview/app.ts.";
    expect(barePaths(text).map((p) => [p.kind, p.id, p.url, p.host])).toEqual([
      ["preview", "a-1", "/preview/a-1/", ""],
      ["preview", "b2", "localhost:8000/preview/b2/", "localhost:8000"],
      ["post", "77", "/post/77", ""],
    ]);
    expect(barePaths("the /posts/new route")).toEqual([]);
    expect(barePaths("スレッドを立てました。/post/606061").map((p) => p.id)).toEqual(["606061"]);
    expect(barePaths("帖子发好了，戳这里/post/77").map((p) => p.id)).toEqual(["77"]);
  });
  it("reads no id from a placeholder", () => {
    expect(barePaths("the pattern is /preview/<id>/ and /post/<id>")).toEqual([]);
  });
});

describe("asPlainEnglish", () => {
  it("reads chat spellings as the words they stand for, whole words only", () => {
    expect(asPlainEnglish("np! will let u know tmrw")).toBe("np! will let you know tomorrow");
    expect(asPlainEnglish("U up? gonna ping u in like 2 hrs w/ the map")).toBe("You up? going to ping you in about 2 hours with the map");
    expect(asPlainEnglish("lemme check ur fills")).toBe("let me check your fills");
    // (not a flag, a path, an abbreviation, a word's part, nor "lmk" after the agent's own "will")
    for (const t of ["git push -u origin", "u/someone posted", "the U.S. data", "menu", "will lmk when it's done", "w/o"]) expect(asPlainEnglish(t)).toBe(t);
  });
});

describe("lexicon tags", () => {
  it("reads a Latin word of a choice opening a word as a whole word, whatever the choice's first word", () => {
    const lex = { THIRD: ["{税务局|IRS}"], OUT: ["{发了|post 了}"] };
    expect(tagSentence("剩下的 pairs scan 完", lex)).toEqual([]);
    expect(tagSentence("IRS 会寄 letter", lex)).toEqual([{ tag: "THIRD", at: 0, end: 3 }]);
    expect(tagSentence("repost 了", lex)).toEqual([]);
    expect(tagSentence("post 了一条", lex)).toEqual([{ tag: "OUT", at: 0, end: 6 }]);
  });
  const LEX = {
    AGENT: ["I'll", "我"],
    NOTIFY: ["ping you", "sync 给你", "通知"],
    COND: ["之后", "once", "たら"],
    THIRD: ["银行", "CI が"],
    END: ["たら"],
  };
  it("tags every list at once, so a mixed sentence reads like any other", () => {
    expect(tagSentence("跑完之后 I’ll ping you", LEX).map((t) => t.tag)).toEqual(["COND", "AGENT", "NOTIFY"]);
    expect(tagSentence("等 job 跑完我再 sync给你", LEX).map((t) => t.tag)).toEqual(["AGENT", "NOTIFY"]);
  });
  it("reports the lexicon's broken words: not a list, empty, listed twice, an unpaired bracket", () => {
    expect(lexiconProblems(LEX)).toEqual([]);
    expect(lexiconProblems({ A: ["ping you", "Ping  you ", "", "is [now live", "a {b|c", "f(x", "{a|b}(s) x", "[a] b", "alert(s)"], B: "x", C: [1] })).toEqual([
      'LEXICON A: "Ping  you " is listed twice',
      "LEXICON A: an empty word",
      'LEXICON A: "is [now live" has a bracket without its pair',
      'LEXICON A: "a {b|c" has a bracket without its pair',
      'LEXICON A: "f(x" has a bracket without its pair',
      "LEXICON B: must be a list of words",
      "LEXICON C: must be a list of words",
    ]);
    expect(lexiconProblems([], "X")).toEqual(["X: must map tags to lists of words"]);
  });
  it("matches Latin words whole only", () => {
    expect(tagSentence("I'llx pinged you", LEX)).toEqual([]);
  });
  it("matches a seq in order, with any-of and none-of", () => {
    const tags = tagSentence("跑完之后 I'll ping you", LEX);
    expect(matchTags(tags, { seq: ["AGENT", "NOTIFY"], any: ["COND"] })).toEqual({ at: 5, end: 18 });
    expect(matchTags(tags, { seq: ["NOTIFY", "AGENT"] })).toBeUndefined();
    expect(matchTags(tags, { seq: ["AGENT", "NOTIFY"], none: ["COND"] })).toBeUndefined();
  });
  it("holds the last two seq tags within `near` characters, trying every later pair", () => {
    const lex = { AGENT: ["我"], VERB: ["sync", "发"], TO: ["给你"] };
    const spec = { seq: ["AGENT", "VERB", "TO"], near: 8 };
    expect(matchTags(tagSentence("我再 sync 一下进度给你", lex), spec)).toEqual({ at: 0, end: 14 });
    expect(matchTags(tagSentence("我发现了很多很多很多 sync 进度给你", lex), spec)).toEqual({ at: 0, end: 20 });
    expect(matchTags(tagSentence("我再 sync 了很多很多很多很多的数据给你", lex), spec)).toBeUndefined();
    expect(matchTags(tagSentence("我再 sync 了很多很多很多很多的数据给你", lex), { seq: ["AGENT", "VERB", "TO"] })).toBeDefined();
  });
  it("reads words that are both the agent's and a third party's pattern as the agent's", () => {
    const lex = { AGENT: ["I 会"], THIRD: ["* 会"] };
    const spec = { subjects: ["AGENT"], notSubject: ["THIRD"] };
    const mine = "I 会在 deploy 之后 notify 你";
    expect(nearestSubject(tagSentence(mine, lex), mine.indexOf("notify"), spec)).toBeUndefined();
    const bot = "Bot 会在 deploy 之后 notify 你";
    expect(nearestSubject(tagSentence(bot, lex), bot.indexOf("notify"), spec)?.tag).toBe("THIRD");
  });
  it("reads a LOANWORDS entry's katakana forms for the English word in any tag, and is no tag itself", () => {
    const lex = { NOTIFY: ["update", "alert(s)", "update you"], LOANWORDS: ["update = アップデート", "alert = アラート, アラーム"] };
    expect(tagSentence("データが揃い次第アップデートしますね", lex)).toEqual([{ tag: "NOTIFY", at: 8, end: 14 }]);
    expect(tagSentence("アラームが鳴ったら", lex).map((t) => t.tag)).toEqual(["NOTIFY"]);
    // (a word with more than the key is not aliased: "update you" stays English)
    expect(tagSentence("update = アップデート", { X: ["update you"], LOANWORDS: ["update = アップデート"] })).toEqual([]);
    expect(mayHold("アップデートします", lex, ["NOTIFY"])).toBe(true);
    expect(lexiconProblems({ LOANWORDS: ["update = アップデート", "アップデート", "x ="] })).toEqual([
      'LEXICON LOANWORDS: "アップデート" is no "english = カタカナ" pair',
      'LEXICON LOANWORDS: "x =" is no "english = カタカナ" pair',
    ]);
  });
  it("reads 你, the polite 您 and the feminine 妳 as one word, in the tag regexes and in the hints", () => {
    const lex = { NOTIFY: ["给你发", "{跟|和}您聊聊"], OWNER: ["妳的"] };
    expect(tagSentence("我明天给您发一份", lex)).toEqual([{ tag: "NOTIFY", at: 3, end: 6 }]);
    expect(tagSentence("我明天给妳发一份", lex).map((t) => t.tag)).toEqual(["NOTIFY"]);
    expect(tagSentence("下周跟你聊聊", lex).map((t) => t.tag)).toEqual(["NOTIFY"]);
    expect(tagSentence("这是你的报告", lex).map((t) => t.tag)).toEqual(["OWNER"]);
    expect(mayHold("给您发", lex, ["NOTIFY"])).toBe(true);
    expect(mayHold("跟妳聊聊", lex, ["NOTIFY"])).toBe(true);
    expect(mayHold("给他发", lex, ["NOTIFY"])).toBe(false);
    expect(hintsIn("这是您的报告", lex, ["OWNER"])).toEqual(["你的"]);
  });
  it("reads `〇` as a short Chinese or Japanese name, and keeps its prefilter hint to the word's literal text", () => {
    const lex = { THIRD: ["担当の〇{が|は}"] };
    expect(tagSentence("担当の佐藤が明日ご連絡いたします", lex)).toEqual([{ tag: "THIRD", at: 0, end: 6 }]);
    expect(tagSentence("担当のタナカは明日ご連絡します", lex)).toEqual([{ tag: "THIRD", at: 0, end: 7 }]);
    // (no kana particle, mark or space inside a name, and no more than four characters)
    expect(tagSentence("インフラ担当の方にノードの状況を確認してから連絡します", lex)).toEqual([]);
    expect(tagSentence("担当の、佐藤が", lex)).toEqual([]);
    expect(tagSentence("担当の佐藤一二三四が", lex)).toEqual([]);
    expect(mayHold("担当の佐藤が", lex, ["THIRD"])).toBe(true);
    expect(mayHold("担当が", lex, ["THIRD"])).toBe(false);
  });
  it("does not count a CJK none-word that is part of a longer seq word", () => {
    const lex = { NOUN: ["リマインダー", "reminder"], DONE: ["準備できました", "I set"], PLAN: ["準備", "I"] };
    const spec = { seq: ["NOUN", "DONE"], none: ["PLAN"] };
    const ja = "リマインダー、準備できました。";
    expect(matchTags(tagSentence(ja, lex), spec, ja)).toBeDefined();
    const plan = "リマインダーを準備します。準備できました";
    expect(matchTags(tagSentence(plan, lex), spec, plan)).toBeUndefined();
    const en = "The reminder: I set it.";
    expect(matchTags(tagSentence(en, lex), spec, en)).toBeUndefined();
  });
  it("does not read a Latin word glued into a path, dotted or hyphenated name", () => {
    const lex = { NOUN: ["alert", "cron"] };
    expect(tagSentence("Option bell-on-alert added; see /etc/cron.daily and cron.daily.", lex)).toEqual([]);
    expect(tagSentence("The funding-rate alert is live.", lex).map((t) => t.tag)).toEqual(["NOUN"]);
  });
  it("reads a bracketed word as one of its alternatives or none", () => {
    const lex = { DONE: ["is [now|already] live"] };
    expect(tagSentence("It is live.", lex)).toEqual([{ tag: "DONE", at: 3, end: 10 }]);
    expect(tagSentence("It is now live.", lex)).toEqual([{ tag: "DONE", at: 3, end: 14 }]);
    expect(tagSentence("It IS Already live.", lex)).toEqual([{ tag: "DONE", at: 3, end: 18 }]);
    expect(tagSentence("It is nowhere live.", lex)).toEqual([]);
    expect(tagSentence("It is not live.", lex)).toEqual([]);
    expect(mayHold("it is now live", lex, ["DONE"])).toBe(true);
    expect(mayHold("it is now", lex, ["DONE"])).toBe(false);
  });
  it("reads `{a|b}` as one of its words and `[*]` as any one word or none", () => {
    const lex = { NOUN: ["{daily|weekly|#am} [*] {brief|digest}"] };
    expect(tagSentence("Your weekly macro brief is on.", lex)).toEqual([{ tag: "NOUN", at: 5, end: 23 }]);
    expect(tagSentence("The 7am digest is on.", lex)).toEqual([{ tag: "NOUN", at: 4, end: 14 }]);
    expect(tagSentence("The daily brief is on.", lex)).toEqual([{ tag: "NOUN", at: 4, end: 15 }]);
    expect(tagSentence("A biweekly brief; a daily macro market brief; weekly briefs.", lex)).toEqual([]);
    expect(tagSentence("Itemized alerts.", { DID: ["^ *ed {a|an}"] })).toEqual([]);
    expect(mayHold("the weekly macro brief", lex, ["NOUN"])).toBe(true);
    expect(mayHold("the weekly macro", lex, ["NOUN"])).toBe(false);
    expect(mayHold("the 7am digest", lex, ["NOUN"])).toBe(true);
  });
  it("reads `^` as the sentence's opening, bold or italic marks before it too, or a clause after a dash", () => {
    const lex = { LABEL: ["^ {recurring|cron}:"] };
    expect(tagSentence("Recurring: daily 08:00 UTC", lex)).toEqual([{ tag: "LABEL", at: 0, end: 10 }]);
    expect(tagSentence("**Recurring: daily 08:00 UTC**", lex)).toEqual([{ tag: "LABEL", at: 2, end: 12 }]);
    expect(tagSentence("_cron: 0 9 * * 1_", lex)).toEqual([{ tag: "LABEL", at: 1, end: 6 }]);
    expect(tagSentence("Done — cron: 0 9 * * 1", lex)).toEqual([{ tag: "LABEL", at: 7, end: 12 }]);
    expect(tagSentence("See the recurring: field", lex)).toEqual([]);
    expect(tagSentence("* cron: 0 9 * * 1", lex)).toEqual([]);
  });
  it("reads another ending in brackets as an optional one: a verb and its past", () => {
    const lex = { SAYS: ["confirm(ed)", "approve(d)", "sign[ed] off"] };
    const words = (s: string) => tagSentence(s, lex).map((t) => s.slice(t.at, t.end));
    expect(words("Once you confirmed it, confirm, approved, approve, signed off")).toEqual(["confirmed", "confirm", "approved", "approve", "signed off"]);
    expect(words("confirmation, confirmeded, approves")).toEqual([]);
    expect(mayHold("once you've confirmed the size", lex, ["SAYS"])).toBe(true);
    expect(mayHold("once you've checked the size", lex, ["SAYS"])).toBe(false);
  });
  it("reads a trailing `(s)` as a noun or its plural, also after a choice", () => {
    const lex = { NOUN: ["alert(s)", "summary(s)", "{daily|weekly} {brief|digest}(s)", "watch(s)"] };
    const words = (s: string) => tagSentence(s, lex).map((t) => s.slice(t.at, t.end));
    expect(words("Alerts, an alert, summaries, a summary, daily digests, a weekly brief, watches.")).toEqual([
      "Alerts",
      "alert",
      "summaries",
      "summary",
      "daily digests",
      "weekly brief",
      "watches",
    ]);
    expect(words("alertness, summarys, alertss")).toEqual([]);
    expect(mayHold("two summaries", lex, ["NOUN"])).toBe(true);
    expect(mayHold("daily briefs", lex, ["NOUN"])).toBe(true);
    expect(mayHold("weekly summaries", { N: ["{daily|weekly} {brief|summary}(s)"] }, ["N"])).toBe(true);
    expect(mayHold("a weekly digest", lex, ["NOUN"])).toBe(true);
    expect(mayHold("a weekly note", lex, ["NOUN"])).toBe(false);
  });
  it("reads a choice of CJK words anywhere, glued to Latin letters too", () => {
    const lex = { DONE: ["{设|挂}{好|上}"] };
    expect(tagSentence("alert设好了，提醒挂上了", lex).map((t) => t.tag)).toEqual(["DONE", "DONE"]);
    expect(mayHold("提醒挂上了", lex, ["DONE"])).toBe(true);
  });
  it("reads an optional part glued to the next one as part of its word", () => {
    const lex = { N: ["heads[-]up", "auto[-]refresh"] };
    const words = (s: string) => tagSentence(s, lex).map((t) => s.slice(t.at, t.end));
    expect(words("A heads-up, a headsup; auto-refresh and autorefresh.")).toEqual(["heads-up", "headsup", "auto-refresh", "autorefresh"]);
    expect(words("heads - up, auto refresh")).toEqual([]);
  });
  it("reads `*` as a word of its own, or as the rest of one when glued to letters", () => {
    const lex = { DID: ["I *ed"] };
    expect(tagSentence("I arranged it.", lex)).toEqual([{ tag: "DID", at: 0, end: 10 }]);
    expect(tagSentence("Itemized, I think.", lex)).toEqual([]);
    expect(tagSentence("I set it.", lex)).toEqual([]);
  });
  it("voids a seq tag that a `notAt` tag touches, and keeps `apart` tags from between the last two", () => {
    const lex = { DID: ["I *ed"], NOUN: ["alert"], NOT: ["checked"], TOPIC: ["of"] };
    const spec = { seq: ["DID", "NOUN"], near: 30, notAt: ["NOT"], apart: ["TOPIC"] };
    const match = (s: string) => matchTags(tagSentence(s, lex), spec, s);
    expect(match("I arranged an alert for 9.")).toEqual({ at: 0, end: 19 });
    expect(match("I checked the alert for 9.")).toBeUndefined();
    expect(match("I plotted a chart of the alert.")).toBeUndefined();
    expect(match("I plotted the alert of the day.")).toEqual({ at: 0, end: 19 });
  });
  it("does not void a seq word by a CJK `notAt` word inside it (the longest word is the word)", () => {
    const lex = { NOUN: ["持仓风险检查", "提醒"], NOT: ["检查"], DONE: ["跑一次", "设好了"] };
    const spec = { seq: ["NOUN", "DONE"], near: 12, notAt: ["NOT"] };
    const match = (s: string) => matchTags(tagSentence(s, lex), spec, s);
    expect(match("持仓风险检查每 4 小时跑一次")).toEqual({ at: 0, end: 15 });
    expect(match("提醒检查设好了")).toBeUndefined();
  });
  it("with `anyOutside` reads an `any` tag only outside the seq words; a CJK `none` word inside an `any` word is not there", () => {
    const lex = { NOUN: ["daily #am brief", "alert"], WHEN: ["#am", "{失败|失敗}就"], NEG: ["失败"] };
    const spec = { seq: ["NOUN"], any: ["WHEN"], anyOutside: true, none: ["NEG"] };
    const match = (s: string) => matchTags(tagSentence(s, lex), spec, s);
    expect(match("The daily 7am brief looks good.")).toBeUndefined();
    expect(match("The daily 7am brief goes out at 8am instead.")).toEqual({ at: 4, end: 19 });
    expect(matchTags(tagSentence("The daily 7am brief looks good.", lex), { ...spec, anyOutside: false })).toEqual({ at: 4, end: 19 });
    expect(match("alert 失败就通知你")).toEqual({ at: 0, end: 5 });
    expect(match("alert 失败了 8am")).toBeUndefined();
  });
  it("pre-filters by every literal part of one of the words of the given tags", () => {
    const lex = { NOTIFY: ["ping you", "* 你"], OTHER: ["zzz"] };
    expect(mayHold("will PING you later", lex, ["NOTIFY"])).toBe(true);
    expect(mayHold("will PING later", lex, ["NOTIFY"])).toBe(false);
    expect(mayHold("告诉你", lex, ["NOTIFY"])).toBe(true);
    expect(mayHold("zzz only", lex, ["NOTIFY"])).toBe(false);
  });
  it("finds the third party that is the notify verb's subject, unless a clause end cuts it off", () => {
    const spec = { subjects: ["AGENT"], notSubject: ["THIRD"], clauseEnd: ["END"] };
    const bank = tagSentence("银行到账后会通知", LEX);
    expect(nearestSubject(bank, 7, spec)?.tag).toBe("THIRD");
    const mine = tagSentence("银行到账后我会通知", LEX);
    expect(nearestSubject(mine, 8, spec)).toBeUndefined();
    const ci = tagSentence("CI が通ったら通知", LEX);
    expect(nearestSubject(ci, 7, spec)).toBeUndefined();
  });
  it("skips a third party that is an object (after 把) or an owner (before 的), not the subject", () => {
    const lex = { ...LEX, THIRD: ["交易所", "那边"], OBJECT: ["把"], OWNER: ["的"] };
    const spec = { subjects: ["AGENT"], notSubject: ["THIRD"], objectMarks: ["OBJECT"], owners: ["OWNER"] };
    const at = (s: string) => s.indexOf("通知");
    const object = "我先把三个交易所的数据拉下来，弄好了通知";
    expect(nearestSubject(tagSentence(object, lex), at(object), spec, object)).toBeUndefined();
    const owner = "我去问一下 API 那边的规则，问清楚了通知";
    expect(nearestSubject(tagSentence(owner, lex), at(owner), spec)).toBeUndefined();
    const subject = "交易所把钱退回后会通知";
    expect(nearestSubject(tagSentence(subject, lex), at(subject), spec)?.tag).toBe("THIRD");
    const other = "我去问问其他人，有答案了通知";
    const otherLex = { ...lex, THIRD: ["他"], WORD: ["其他"] };
    expect(nearestSubject(tagSentence(other, otherLex), at(other), spec, other)).toBeUndefined();
    const app = "币价跌破时，App 就会通知";
    const appLex = { ...lex, THIRD: ["App 就会"], END: ["就"] };
    expect(nearestSubject(tagSentence(app, appLex), at(app), { ...spec, clauseEnd: ["END"] }, app)?.tag).toBe("THIRD");
    const near = "我先把数据发给他们，那边处理完会通知";
    expect(nearestSubject(tagSentence(near, lex), at(near), spec, near)?.tag).toBe("THIRD");
  });
});

describe("registries (one reader each, through ctx.readText)", () => {
  const files: Record<string, string> = {};
  const ctx: Ctx = { env: {}, cwd: "/w", now: () => 1_000_000_000_000, readText: (p) => files[p], fetchJson: async () => undefined };
  it("one active-job rule: switched off never, no status yes, else the list decides", () => {
    const list = ["active", "scheduled"];
    expect(isActiveJob({}, list)).toBe(true);
    expect(isActiveJob({ status: "Active " }, list)).toBe(true);
    expect(isActiveJob({ status: "cancelled" }, list)).toBe(false);
    expect(isActiveJob({ status: "active", enabled: false }, list)).toBe(false);
    expect(isActiveJob({ state: "scheduled" }, list)).toBe(true);
  });
  it("a recent active job backs; an old, inactive or unparseable one does not", () => {
    files["/j.json"] = JSON.stringify({ jobs: [{ status: "active", created_at: 1_000_000_000 - 60 }] });
    expect(hasRecentActiveJob(ctx, "/j.json", 15, ["active"])).toBe(true);
    files["/j.json"] = JSON.stringify({ jobs: [{ status: "active", created_at: 1_000_000_000 - 3600 }] });
    expect(hasRecentActiveJob(ctx, "/j.json", 15, ["active"])).toBe(false);
    files["/j.json"] = JSON.stringify({ jobs: { a: { status: "paused", created_at: 1_000_000_000 } } });
    expect(hasRecentActiveJob(ctx, "/j.json", 15, ["active"])).toBe(false);
    files["/j.json"] = "{not json";
    expect(hasRecentActiveJob(ctx, "/j.json", 15, ["active"])).toBe(false);
    expect(hasRecentActiveJob(ctx, "/missing.json", 15, ["active"])).toBe(false);
  });
  it("any active job, however old or with no time, backs a schedule stated as there; an inactive one does not", () => {
    files["/j.json"] = JSON.stringify({ jobs: [{ status: "active", created_at: 1_000_000_000 - 86_400 * 30 }] });
    expect(hasActiveJob(ctx, "/j.json", ["active"])).toBe(true);
    files["/j.json"] = JSON.stringify({ jobs: [{ status: "active" }] });
    expect(hasActiveJob(ctx, "/j.json", ["active"])).toBe(true);
    files["/j.json"] = JSON.stringify({ jobs: [{ status: "paused", created_at: 1_000_000_000 }] });
    expect(hasActiveJob(ctx, "/j.json", ["active"])).toBe(false);
    files["/j.json"] = "{not json";
    expect(hasActiveJob(ctx, "/j.json", ["active"])).toBe(false);
  });
  it("reads previews as known and published ids, and an unparseable registry as text", () => {
    files["/p.json"] = JSON.stringify({ previews: [{ id: "A", is_published: true }, { preview_id: "b" }] });
    const reg = readPreviews(ctx, "/p.json");
    expect([...reg.known]).toEqual(["a", "b"]);
    expect([...reg.published]).toEqual(["a"]);
    files["/p.json"] = '[{"id": "zz",';
    expect(readPreviews(ctx, "/p.json").text).toContain('"zz"');
  });
});

describe("holdsKeyword", () => {
  it("reads a keyword's space as any run of white space, and nothing else as a space", () => {
    const held = (k: string, text: string) => holdsKeyword([k], text);
    expect(["lined up", "lined  up", "lined\u00a0up", "lined\tup", "lined\n up"].map((t) => held("lined up", t))).toEqual([true, true, true, true, true]);
    expect([held("po 好", "帖子 po\u3000好了"), held("po 好", "帖子 po好了"), held("lined up", "linedup"), held("lined up", "lined-up")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([held("publish", "we published it"), held("up", "lined  up"), holdsKeyword(["po 好", "lined up"], "a\tb po\u3000好")]).toEqual([true, true, true]);
  });

  it("finds a spaced keyword after a near miss, with three parts, and compares keywords lower-cased", () => {
    const held = (k: string, text: string) => holdsKeyword([k], text);
    // The first "lined" is followed by no space; the second is.
    expect([held("lined up", "linedx and lined\n\nup"), held("up and running", "up  and\trunning"), held("up and running", "up and  walking")]).toEqual([
      true,
      true,
      false,
    ]);
    const keywords = ["Lined Up", "QUEUED"];
    expect([holdsKeyword(keywords, "it is queued"), holdsKeyword(keywords, "lined  up"), holdsKeyword(keywords, "nothing")]).toEqual([true, true, false]);
  });

  it("filters nothing with keywords that are not a list of strings, and vetRows names the row", () => {
    const broken = "publish" as unknown as string[];
    expect(holdsKeyword(broken, "anything")).toBe(true);
    const ex = { block: ["x"], allow: [] };
    const rows = [
      { id: "r.one", why: "a reason", match: "x", keywords: broken, examples: ex },
      { id: "r.two", why: "a reason", match: "x", keywords: [1, "x"] as unknown as string[], examples: ex },
      { id: "r.three", why: "a reason", match: "x", keywords: ["x"], examples: ex },
    ];
    expect(vetRows(rows, { table: "T", fires: () => true })).toEqual([
      "T r.one: keywords must be a list of words (as written, the row runs on every text)",
      "T r.two: keywords must be a list of words (as written, the row runs on every text)",
    ]);
  });
});
