// Prose views of an agent reply for the claim/promise guards: what the agent SAYS, as opposed to
// what it quotes. Code fences, inline code, markdown table rows, blockquotes and quoted strings
// are references, not statements: they are blanked out with spaces so that offsets still line up
// with the original text (URLs are read from the original, so a quoted URL in a real claim counts).
// All scans are linear; nothing here throws.
import { stepPastEmpty } from "./rowregex";

/** Replace every UTF-16 unit of text[from, to) by a space, keeping newlines. */
function blank(chars: string[], from: number, to: number): void {
  for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
}

const QUOTE_PAIRS: Record<string, string> = { '"': '"', "“": "”", "「": "」", "『": "』", "«": "»", "‘": "’" };
/** A quotation longer than this is not a quote but a mismatched mark: leave it. */
const MAX_QUOTE = 240;

export interface MaskOptions {
  /** Blank quoted strings ("…", “…”, 「…」, 『…』). Default true. */
  quotes?: boolean;
  /**
   * Whether a table's rows are read, asked of its header row: their cells as lines of their own (the pipes become line
   * breaks) instead of blanked rows. A status table's "Next step" cell may promise ("| Token unlock calendar | ⏳
   * scraping | I'll message you when it's done |"); a table of example replies only quotes them.
   */
  cells?: (header: string) => boolean;
  /**
   * Asked of each row of a table whose cells are read: false blanks that row ("| KYC | 小王 | 周五前给你回复 |": not ours); a
   * cell's index reads the row as one list item labelled by that cell, the cells before it blanked and the rest joined
   * ("| Audit | me | Send you the summary | Friday |" is read as "- me : Send you the summary , Friday").
   */
  row?: (header: string, row: string) => boolean | number;
}

/** Characters one of which every blanked region holds: fences, inline code, tables, blockquotes, emphasis marks. */
const MARKS = ["`", "~", "|", ">", "---", "*", "__"];

/** A thematic break on a line of its own: `---`, `***`, `___` (multiline, no g flag: test() keeps no state). */
const DELIMITER_LINE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/m;
/** A line that ends on a colon (bold or not): a lead-in to what follows. */
const LEAD_COLON = /[:：](?:\*\*|__)?[ \t]*$/m;

/** How a reply's drafts for someone else are told from its own prose (the guard's word lists behind each). */
export interface DraftReading {
  /** A line that leads in a draft: "Here's a draft reply you can send:", "ウェルカムメールの下書きです。". */
  lead: (line: string) => boolean;
  /** A heading that names a document in a product's or a company's voice: "## v2.4.0 — release notes", "## 更新說明". */
  heading?: (line: string) => boolean;
  /** A line that opens a document: "**Subject:** …", "件名：…", "Hi {{first_name}},". */
  opening?: (line: string) => boolean;
  /** A paragraph's first line back in the agent's own voice: "Let me know if …", "Feel free to tweak …". */
  back?: (line: string) => boolean;
}
const HEADING_LINE = /^\s{0,3}(#{1,6})\s/;

/**
 * The text with each document the reply drafts for someone else blanked (offsets kept). A promise inside such a draft
 * is its sender's, not the agent's ("… we'll let you know as soon as it's processed"). A document is:
 * - after a lead-in line (`lead`), the lines between a delimiter (`---`, `***`, `___`) and the next one or the end;
 * - after a lead-in that ends on a colon ("Updated the landing page hero copy:"), its next paragraph;
 * - after a lead-in, a document that opens as one (`opening`: "Subject: …", "件名：…"), to a paragraph back in the
 *   agent's voice (`back`), a delimiter, or the end;
 * - under a heading that names one (`heading`: release notes, 更新說明), to the next heading as high, or `back`.
 */
export function blankDrafts(text: string, r: DraftReading): string {
  if (!text.includes("\n")) return text;
  const lines = text.split("\n");
  const blank = (i: number) => {
    lines[i] = " ".repeat((lines[i] as string).length);
  };
  let mode: "prose" | "after-lead" | "delimited" | "paragraph" | "document" = "prose";
  let colonLead = false;
  let level = 0;
  let fresh = false;
  for (const [i, line] of lines.entries()) {
    const empty = !line.trim();
    if (mode === "delimited") {
      if (DELIMITER_LINE.test(line)) mode = "prose";
      else blank(i);
      continue;
    }
    if (mode === "paragraph") {
      if (empty) mode = "prose";
      else blank(i);
      continue;
    }
    if (mode === "document") {
      if (empty) {
        fresh = true;
        continue;
      }
      const h = HEADING_LINE.exec(line);
      const ends = (h && level > 0 && (h[1] as string).length <= level) || DELIMITER_LINE.test(line) || (fresh && r.back?.(line));
      if (!ends) {
        blank(i);
        fresh = false;
        continue;
      }
      mode = "prose";
    }
    if (empty) continue;
    if (mode === "after-lead") {
      mode = "prose";
      if (DELIMITER_LINE.test(line)) {
        mode = "delimited";
        continue;
      }
      if (fenceOf(line.trimStart())) continue; // (a fenced document is code already, and its fence must stay for the mask)
      if (r.opening?.(line)) {
        mode = "document";
        level = 0;
        fresh = false;
        blank(i);
        continue;
      }
      if (colonLead) {
        mode = "paragraph";
        blank(i);
        continue;
      }
    }
    const h = HEADING_LINE.exec(line);
    if (h && r.heading?.(line)) {
      mode = "document";
      level = (h[1] as string).length;
      fresh = true;
      continue;
    }
    if (r.lead(line)) {
      mode = "after-lead";
      colonLead = LEAD_COLON.test(line);
    }
  }
  return lines.join("\n");
}

/**
 * A table row read as a list item labelled by its cell `label` (same length): the cells before it blanked, the pipe
 * before it a bullet, the one after it a colon, later pipes commas and the closing one a space. Returns the line so read.
 */
function rowAsItem(line: string, label: number, start: number, chars: string[]): string {
  const pipes: number[] = [];
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 124) pipes.push(i);
  // (a row without a leading pipe: its first cell starts the line)
  const lead = line.trimStart().startsWith("|") ? 0 : -1;
  const at = pipes[label + lead] ?? -1;
  const out = line.split("");
  for (let i = 0; i < Math.max(at, 0); i++) out[i] = " ";
  for (const p of pipes) if (p > at) out[p] = ",";
  if (at >= 0) out[at] = "-";
  const colon = pipes.find((p) => p > at);
  if (colon !== undefined) out[colon] = ":";
  if (/\|\s*$/.test(line)) out[pipes.at(-1) as number] = " ";
  const read = out.join("");
  for (let i = 0; i < read.length; i++) chars[start + i] = read.charAt(i);
  return read;
}

/** The reply with non-prose regions blanked (same length, same line breaks). */
export function maskNonProse(text: string, options: MaskOptions = {}): string {
  // Most replies hold no mark and no quote: nothing to blank, and the line scan never compiles.
  const quoted = () => Object.keys(QUOTE_PAIRS).some((q) => text.includes(q)) || SINGLE_OPEN.test(text);
  if (!MARKS.some((m) => text.includes(m)) && (options.quotes === false || !quoted())) return text;
  const chars = text.split("");
  const lines = text.split("\n");
  let offset = 0;
  let fence: string | undefined;
  // In a table, and whether its rows are read (as its header row says; the header row itself is not).
  let inTable = false;
  let readCells = false;
  let tableHeader = "";
  // Ordinary lines of one paragraph are masked together: a quote or inline code may wrap a line.
  let para = { start: 0, text: "" };
  const flush = () => {
    if (para.text) maskInline(para.text, para.start, chars, options.quotes !== false);
    para = { start: 0, text: "" };
  };
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    const trimmed = line.trimStart();
    const fenceMark = fenceOf(trimmed);
    // A blank line, a list item, a heading, a fence, a table row or a blockquote ends the paragraph.
    if (!trimmed || fenceMark || opensBlock(trimmed)) flush();
    if (fence) {
      blank(chars, start, start + line.length);
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      blank(chars, start, start + line.length);
      continue;
    }
    // Markdown table rows and blockquotes quote or tabulate; they do not state (but a row's cells, when asked for).
    const rule = isTableRule(trimmed);
    const row = !rule && isTableRow(trimmed);
    const header = row && !inTable;
    if (header) {
      readCells = options.cells?.(trimmed) === true;
      tableHeader = trimmed;
    }
    inTable = row || rule;
    const read = row && readCells && !header ? (options.row?.(tableHeader, trimmed) ?? true) : false;
    if (typeof read === "number") {
      maskInline(rowAsItem(line, read, start, chars), start, chars, options.quotes !== false);
      continue;
    }
    if (read) {
      const cells = line.replaceAll("|", "\n");
      for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 124) chars[start + i] = "\n";
      maskInline(cells, start, chars, options.quotes !== false);
      continue;
    }
    if (row || rule || trimmed.startsWith(">")) {
      blank(chars, start, start + line.length);
      continue;
    }
    if (!para.text) para.start = start;
    para.text = para.text ? `${para.text}\n${line}` : line;
  }
  flush();
  return chars.join("");
}

// The line tests below are plain character checks, not regexes: maskNonProse runs on every reply
// of both claim guards, and each regex costs its compilation on a cold run. tests/prose.test.ts
// pins each to the regex it replaces (named in its comment) over seeded random lines.

/** JavaScript's \s (WhiteSpace and LineTerminator). */
const LATIN_LETTER = /[A-Za-z]/;
/** A kana character: the text holds Japanese. */
export const KANA_CHAR = /[\u3040-\u30ff]/;
/**
 * Cantonese written forms read as their Mandarin ones, each of the same length (offsets hold, and a quote of the reply
 * is taken from the reply itself): 搞掂就話你知 is 搞定就告訴你, 帖文已經出咗 is 帖文已經出了, 聽日 is 明天. 唔 is 不 but as
 * "hmm" before a pause. Northern spoken days (儿化) are read the same way: 明儿一早 is 明天一早. The feminine "you", 妳, is 你
 * (every row and check that reads 你 reads it: 跑完我再跟妳 update, 我再回妳).
 */
export function asMandarin(text: string): string {
  const read = REGIONAL.test(text) ? text.replace(REGIONAL_ALL, (w) => MANDARIN[w] ?? w) : text;
  // (妳 is no Cantonese mark: it does not turn on the Cantonese-only readings, 提你 and the rest)
  return read.includes("妳") ? read.replaceAll("妳", "你") : read;
}
const MANDARIN: Readonly<Record<string, string>> = {
  話你知: "告訴你",
  // (says he, he says: "阿明話佢聽日會 send 個 quote 俾你" is 阿明說他明天會…)
  話佢: "說他",
  佢話: "他說",
  同你講: "跟你說",
  搞掂: "搞定",
  遲啲: "晚點",
  而家: "現在",
  聽日: "明天",
  聽朝: "明早",
  聽晚: "明晚",
  琴日: "昨天",
  尋日: "昨天",
  噚日: "昨天",
  等陣: "等會",
  一陣: "一會",
  啱啱: "剛剛",
  剩低: "剩下",
  整埋: "弄完",
  嗰: "那",
  啲: "些",
  咗: "了",
  冇: "沒",
  嘅: "的",
  喺: "在",
  佢: "他",
  哋: "們",
  俾: "給",
  畀: "給",
  唔: "不",
  // (提你 is remind you, read only in a Cantonese text: "聽日開市前我提你睇下個 gap"; a Mandarin "提你的名字" keeps it; so are
  // 睇住, watch, and 即刻, at once: "我幫你睇住 BTC，一升穿 7 萬就即刻話你知")
  提你: "喊你",
  睇下: "看下",
  睇住: "盯住",
  即刻: "立刻",
  明儿: "明天",
  明兒: "明天",
  今儿: "今天",
  今兒: "今天",
  昨儿: "昨天",
  昨兒: "昨天",
};
const REGIONAL = /[明今昨][儿兒]|話你知|話佢|佢話|同你講|搞掂|遲啲|而家|聽[日朝晚]|[琴尋噚]日|等陣|一陣|啱啱|剩低|整埋|[咗冇嘅喺佢哋俾畀嗰啲]|唔(?![，,。…\s])/;
const REGIONAL_ALL = new RegExp(`${REGIONAL.source}|提你|睇[下住]|即刻`, "g");

/**
 * English chat spellings read as the words they stand for: "will let u know tmrw" is "will let you know tomorrow", "gonna ping
 * u in like 2 hrs" is "going to ping you in about 2 hours". Whole words only (not "-u", "u/name", "U.S."); the text's length changes,
 * so a guard reads (and quotes) the text this returns throughout.
 */
export function asPlainEnglish(text: string): string {
  return CHAT_WORD.test(text) ? text.replace(CHAT_WORD_ALL, (w) => matchCase(w, PLAIN[w.toLowerCase()] ?? w)) : text;
}
const PLAIN: Readonly<Record<string, string>> = {
  u: "you",
  ya: "you",
  ur: "your",
  // (not "lmk": after the agent's "will" it is the agent's own notice, "will lmk when the deploy's done")
  "in like": "in about",
  gonna: "going to",
  wanna: "want to",
  gotta: "got to",
  lemme: "let me",
  gimme: "give me",
  tmr: "tomorrow",
  tmrw: "tomorrow",
  "2moro": "tomorrow",
  "2mrw": "tomorrow",
  tonite: "tonight",
  "2nite": "tonight",
  hrs: "hours",
  mins: "minutes",
  b4: "before",
  l8r: "later",
  rn: "right now",
  "w/": "with",
};
/** The case of `like` on `word`: "U" is "You". */
const matchCase = (like: string, word: string) => (/^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
const CHAT_WORD_SOURCE = `(?<![\\w@#/.'’-])(?:${Object.keys(PLAIN)
  .filter((w) => w !== "w/")
  .join("|")}|w/(?=\\s))(?![\\w/@'’-]|\\.\\w)`;
const CHAT_WORD = new RegExp(CHAT_WORD_SOURCE, "i");
const CHAT_WORD_ALL = new RegExp(CHAT_WORD_SOURCE, "gi");

/**
 * Half-width clause marks written in CJK text read as the full-width ones, each of the same length: "发了帖:<link>,引用了 @阿杰
 * 的数据" is "发了帖：<link>，引用了…". A mark is widened when a CJK character stands right before or right after it (not
 * "https:", "3,200", "Note: 公開済み" keeps its space-led colon), and so is a colon glued to a link in a CJK clause.
 */
export function widenMarks(text: string): string {
  // (a reply with no CJK character, most English ones, never runs the lookbehind regex below)
  if (!CJK_CHAR.test(text) || !HALF_MARK_BY_CJK.test(text)) return text;
  return text.replace(HALF_MARK_BY_CJK_ALL, (m) => m.replace(/[,:;!?]/, (c) => WIDE[c] ?? c));
}
const WIDE: Readonly<Record<string, string>> = { ",": "，", ":": "：", ";": "；", "!": "！", "?": "？" };
const CJK_RANGE = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
// (and a colon glued to a link in a CJK clause: "AgentX 上 post 了一条 thread:https://…"; a comma glued to the word after it,
// the end of a link too: "…/post/9999,@Amy check 一下", not "3,200")
const HALF_MARK_BY_CJK = new RegExp(
  [
    `[${CJK_RANGE}][,:;!?]|[,:;!?](?=[${CJK_RANGE}])`,
    `(?<=[${CJK_RANGE}][^\\n]{0,16})(?<!https?):(?=https?://|/(?!/))`,
    `(?<=[${CJK_RANGE}][^\\n]{0,80}),(?=[^\\s\\d])`,
  ].join("|"),
);
const HALF_MARK_BY_CJK_ALL = new RegExp(HALF_MARK_BY_CJK.source, "g");

/** Kana, CJK ideographs (with extension A and compatibility forms), half-width katakana. */
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
/** Which scripts a text holds: Latin letters, CJK (kana included). */
export function scriptsOf(text: string): { latin: boolean; cjk: boolean } {
  return { latin: LATIN_LETTER.test(text), cjk: CJK_CHAR.test(text) };
}
/** The languages a text's scripts call for: "en" for Latin letters, then "ja" with kana or else "zh" with CJK (a mixed text: both). */
export function scriptLangs(text: string): ("en" | "zh" | "ja")[] {
  const { latin, cjk } = scriptsOf(text);
  const out: ("en" | "zh" | "ja")[] = latin ? ["en"] : [];
  if (KANA_CHAR.test(text)) out.push("ja");
  else if (cjk) out.push("zh");
  return out;
}

export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The leading run of ch in s, when it is at least `min` long, else "". */
function runOf(s: string, ch: string, min: number): string {
  let n = 0;
  while (s[n] === ch) n++;
  return n >= min ? s.slice(0, n) : "";
}

/** `^(`{3,}|~{3,})` — a code fence mark, or "". */
export function fenceOf(line: string): string {
  return runOf(line, "`", 3) || runOf(line, "~", 3);
}

/** `^(?:[-*+•]\s|[0-9]{1,3}[.)]\s|#|\||>)` — a list item, heading, table row or blockquote opens the line. */
export function opensBlock(line: string): boolean {
  const c = line[0];
  if (c === "#" || c === "|" || c === ">") return true;
  if (c === "-" || c === "*" || c === "+" || c === "•") return isSpace(line.charCodeAt(1));
  let n = 0;
  while (n < 4 && line.charCodeAt(n) >= 48 && line.charCodeAt(n) <= 57) n++;
  return n >= 1 && n <= 3 && (line[n] === "." || line[n] === ")") && isSpace(line.charCodeAt(n + 1));
}

/** `^\|.*\|\s*$` — a table row: `|` … `|`, then only spaces (`.` stops at \r, U+2028, U+2029). */
export function isTableRow(line: string): boolean {
  if (line[0] !== "|") return false;
  let e = line.length - 1;
  while (e > 0 && isSpace(line.charCodeAt(e))) e--;
  if (e < 1 || line[e] !== "|") return false;
  for (let i = 1; i < e; i++) {
    const c = line.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return false;
  }
  return true;
}

/** `^\|?\s*:?-{3,}` — a table's header rule. */
export function isTableRule(line: string): boolean {
  let i = line[0] === "|" ? 1 : 0;
  while (i < line.length && isSpace(line.charCodeAt(i))) i++;
  if (line[i] === ":") i++;
  return line.startsWith("---", i);
}

/** Inline code longer than this is a stray backtick, not code (a bound: a paragraph may be long). */
const MAX_CODE = 2000;
/** text.indexOf(needle, from), looking no further than `span` characters on (linear over a paragraph). */
function indexWithin(text: string, needle: string, from: number, span: number): number {
  const at = text.slice(from, from + span + needle.length).indexOf(needle);
  return at < 0 ? -1 : from + at;
}

/** A single quote that may open a quoted phrase: after a space, a colon or a bracket, before a letter. */
const LETTER = "A-Za-z\\u00C0-\\u024F\\u0370-\\u04FF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF";
const QUOTE_BEFORE = "[\\s:(\\[—–]";
const SINGLE_OPEN = new RegExp(`${QUOTE_BEFORE}'[${LETTER}]`);
const QUOTE_BEFORE_RE = new RegExp(QUOTE_BEFORE);
const LETTER_RE = new RegExp(`[${LETTER}]`);
/** A letter of a Latin, Greek, Cyrillic, kana, CJK or Hangul script (a plain class: no Unicode-property regex at start-up). */
export const isLetter = (c: string | undefined): boolean => c !== undefined && c !== "" && LETTER_RE.test(c);

/**
 * Where a single-quoted phrase opened at `i` closes ("The error reads: 'We will email you once …'."), or -1: it
 * opens after a space, a colon or a bracket before a letter, holds a space, and closes on a quote after a non-space
 * with no letter after it (an apostrophe between letters, "I'll", is neither).
 */
function singleQuoteEnd(line: string, i: number): number {
  const before = i > 0 ? line[i - 1] : " ";
  if (!QUOTE_BEFORE_RE.test(before as string) || !isLetter(line[i + 1])) return -1;
  const end = Math.min(line.length, i + MAX_QUOTE);
  for (let j = i + 2; j < end; j++) {
    if (line[j] !== "'" || isLetter(line[j + 1]) || /\s/.test(line[j - 1] as string)) continue;
    return line.slice(i + 1, j).includes(" ") ? j : -1;
  }
  return -1;
}

function maskInline(line: string, start: number, chars: string[], quotes: boolean): void {
  let i = 0;
  while (i < line.length) {
    const ch = line[i] as string;
    if (ch === "`") {
      let run = 1;
      while (line[i + run] === "`") run++;
      const close = indexWithin(line, "`".repeat(run), i + run, MAX_CODE);
      if (close > 0) {
        blank(chars, start + i, start + close + run);
        i = close + run;
        continue;
      }
      i += run;
      continue;
    }
    if (quotes && ch === "'") {
      const close = singleQuoteEnd(line, i);
      if (close > 0) {
        blank(chars, start + i, start + close + 1);
        i = close + 1;
        continue;
      }
    }
    // Emphasis marks are not words: "It is **not** live" reads "It is   not   live", "__完成__" reads "  完成  " (a run of one
    // to three `*`, or two or three `_`, against a word on either side; not a list's "* " nor a product's "5 * 3").
    if (ch === "*" || (ch === "_" && line[i + 1] === "_")) {
      let run = 1;
      while (line[i + run] === ch) run++;
      const after = line[i + run];
      const before = i > 0 ? line[i - 1] : undefined;
      const flanks = (c: string | undefined) => c !== undefined && c !== "\n" && c !== " " && c !== "\t";
      if (run <= 3 && (flanks(after) || flanks(before))) blank(chars, start + i, start + i + run);
      i += run;
      continue;
    }
    const closer = quotes ? QUOTE_PAIRS[ch] : undefined;
    if (closer) {
      // A straight quote between letters is an apostrophe-like mark (5"), not a quotation.
      const close = indexWithin(line, closer, i + 1, MAX_QUOTE);
      if (close > i + 1 && close - i <= MAX_QUOTE) {
        blank(chars, start + i, start + close + 1);
        i = close + 1;
        continue;
      }
    }
    i++;
  }
}

export interface Sentence {
  text: string;
  /** Offset of the sentence in the original reply. */
  start: number;
}

/**
 * The line break at `nl` wraps a sentence: the next line opens with a lower-case Latin letter and
 * the line does not end on a stop or a colon. Plain character tests (no regex: this runs cold).
 */
function wrapsOn(text: string, nl: number, start: number): boolean {
  let j = nl + 1;
  while (text[j] === " " || text[j] === "\t") j++;
  const next = text.charCodeAt(j);
  if (!(next >= 97 && next <= 122)) return false;
  // A list item goes on only onto an indented line: "- DOGE 0.034%\nwill send the rest …" is a new sentence.
  if (j === nl + 1 && ITEM_LINE.test(text.slice(text.lastIndexOf("\n", nl - 1) + 1, nl))) return false;
  let k = nl - 1;
  while (k >= start && (text[k] === " " || text[k] === "\t" || text[k] === "\r")) k--;
  return k >= start && !".!?:。！？：".includes(text[k] as string);
}

/** A Markdown list item's line. */
const ITEM_LINE = /^\s*(?:[-*+•]|\d{1,3}[.)])\s/;

/** Split prose into sentences on . ! ? 。！？ ; and line breaks, keeping offsets. */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    if (piece.trim()) out.push({ text: piece.trim(), start: start + lead });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    // A hard-wrapped line goes on when the next line opens with a lower-case Latin word.
    if (ch === "\n" && wrapsOn(text, i, start)) continue;
    if (ch === "\n" || ch === "。" || ch === "！" || ch === "？" || ch === "；") {
      push(i + 1);
    } else if (emojiStop(text, i, start)) {
      // An emoji after words and before a capitalised Latin word ends a chat sentence: "リマインダー is set for 9am ⏰ I'll
      // ping you …" (not one opening its sentence: "✅ Set up a daily reminder").
      push(i + emojiLength(text, i));
    } else if ((ch === "." || ch === "!" || ch === "?") && (i + 1 >= text.length || isSpace(text.charCodeAt(i + 1)))) {
      // "v1.2" and "example.com/x" do not end a sentence: only a mark followed by space or end does.
      push(i + 1);
    }
  }
  push(text.length);
  return out;
}

const EMOJI_STOP = /^\s+[A-Z]/;
const EMOJI_STOP_CJK = /^\s+[\u3040-\u30ff\u4e00-\u9fff]/;
/** A clause told as finished before the emoji: "提醒已经 set 好了 ✅ 每天早上…" (not "公布前 ⏰ 提醒你"). */
const FINISHED = /(?:了|好|完|済み|ました|です)\s*$/;
function emojiStop(text: string, i: number, start: number): boolean {
  const len = emojiLength(text, i);
  if (len === 0 || !hasLetterOrDigit(text.slice(start, i))) return false;
  const after = text.slice(i + len, i + len + 3);
  return EMOJI_STOP.test(after) || (EMOJI_STOP_CJK.test(after) && FINISHED.test(text.slice(Math.max(start, i - 8), i)));
}

/** The length of the emoji at `i` with its variation selector (astral pictographs, BMP symbols and dingbats), else 0. */
export function emojiLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const len = c >= 0xd83c && c <= 0xd83e ? 2 : (c >= 0x2300 && c <= 0x23ff) || (c >= 0x2600 && c <= 0x27bf) || (c >= 0x2b00 && c <= 0x2bff) ? 1 : 0;
  return len && text.charCodeAt(i + len) === 0xfe0f ? len + 1 : len;
}

/** The text ends on an emoji (its variation selector included): "Publish 完了です🎉", "Set ✅\uFE0F". */
export function endsOnEmoji(text: string): boolean {
  const end = text.endsWith("\uFE0F") ? text.length - 1 : text.length;
  return emojiLength(text, end - 1) === 1 || emojiLength(text, end - 2) === 2;
}

/** Characters that end a URL besides spaces: brackets, straight and curly quotes, CJK punctuation. */
const URL_END = "<>\"'`)]}，。、「」『』（）“”‘’；：！？";

/**
 * The next http(s) URL at or after `from` — `/https?:\/\/[^\s<>"'`)\]}，。、「」『』（）“”‘’；：！？]+/g` as a
 * scan (that regex cost a cold run 0.05–0.3 ms on its first use; tests pin the two together).
 */
export function nextUrl(text: string, from: number): { index: number; end: number } | undefined {
  for (let i = text.indexOf("http", from); i >= 0; i = text.indexOf("http", i + 1)) {
    const body = text.startsWith("://", i + 4) ? i + 7 : text.startsWith("s://", i + 4) ? i + 8 : -1;
    if (body < 0) continue;
    let end = body;
    while (end < text.length && !isSpace(text.charCodeAt(end)) && !URL_END.includes(text[end] as string)) end++;
    if (end > body) return { index: i, end };
  }
  return undefined;
}
/** `[A-Za-z0-9]` and `[A-Za-z0-9_.~-]`, by character code. */
const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isIdChar = (c: number) => isAlnum(c) || c === 95 || c === 46 || c === 126 || c === 45;

/**
 * `/[\p{L}\p{N}]/u.test(text)`: a letter or digit of any script. ASCII, CJK ideographs, kana and
 * full-width forms by code; other characters ask the \p class itself (its first use builds ICU
 * tables, ~0.35 ms of a cold run). tests pin it to the class over the whole BMP.
 */
export function hasLetterOrDigit(text: string): boolean {
  let other = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isAlnum(c) || (c >= 0x4e00 && c <= 0x9fa5) || (c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fa)) return true;
    if ((c >= 0xff10 && c <= 0xff19) || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a)) return true;
    if (c < 128 || other) continue;
    const symbol = symbolAt(text, i);
    if (symbol === 0) other = true;
    else i += symbol - 1;
  }
  // biome-ignore lint/complexity/useRegexLiterals: a literal is parsed with the file, its \p tables on every cold run
  return other && (LETTER_OR_DIGIT ??= new RegExp("[\\p{L}\\p{N}]", "u")).test(text);
}
/** Built on first use: a \p literal is parsed with the file, and its ICU tables cost ~3.5 M instructions of every run. */
let LETTER_OR_DIGIT: RegExp | undefined;

/**
 * Blocks with no letter or digit in them, pairs of bounds: Latin-1 punctuation and signs, general punctuation, arrows to
 * OCR, box drawing to dingbats (but the circled digits from U+2776), CJK brackets and marks, variation selectors and
 * full-width punctuation. A reply's dashes, quotes, check marks and emoji are read by code, and the \p class (its ICU
 * tables ~3.5 M instructions of a cold run) is built and asked only for other characters.
 */
const SYMBOL_BLOCKS = [
  0xa0, 0xa9, 0xab, 0xb1, 0xb4, 0xb4, 0xb6, 0xb8, 0xbb, 0xbb, 0xbf, 0xbf, 0xd7, 0xd7, 0xf7, 0xf7, 0x2000, 0x206f, 0x2190, 0x245f, 0x2500, 0x2775, 0x2794,
  0x27bf, 0x3000, 0x3004, 0x3008, 0x3020, 0xfe00, 0xfe0f, 0xff01, 0xff0f, 0xff1a, 0xff20, 0xff3b, 0xff40, 0xff5b, 0xff65,
];
/** The code units of a character at `i` known to be no letter or digit (a symbol above, or an emoji's pair), else 0. */
function symbolAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  for (let k = 0; k < SYMBOL_BLOCKS.length; k += 2) if (c >= (SYMBOL_BLOCKS[k] as number) && c <= (SYMBOL_BLOCKS[k + 1] as number)) return 1;
  // U+1F000–1FBFF (pictographs, emoji, enclosed and legacy symbols) but its digits: U+1F100–1F10C and U+1FBF0–1FBF9.
  const low = text.charCodeAt(i + 1);
  if (c < 0xd83c || c > 0xd83e || !(low >= 0xdc00 && low <= 0xdfff)) return 0;
  if ((c === 0xd83c && low >= 0xdd00 && low <= 0xdd0c) || (c === 0xd83e && low >= 0xdff0 && low <= 0xdff9)) return 0;
  return 2;
}

/** `word` (lower-case ASCII letters) at `at` in any case. */
function wordAt(text: string, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(at + k) | 0x20) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * The next `/preview/<id>` or `/post/<id>` path at or after `from` — the regex
 * `/\/(preview|post)\/([A-Za-z0-9][A-Za-z0-9_.~-]*)/gi` as a scan (no compilation on a cold run;
 * tests pin the two together). What stands before it decides if it is a link.
 */
export function nextPath(text: string, from: number): { index: number; end: number; kind: "preview" | "post"; id: string } | undefined {
  for (let j = text.indexOf("/", from); j >= 0; j = text.indexOf("/", j + 1)) {
    const kind = wordAt(text, j + 1, "preview") ? "preview" : wordAt(text, j + 1, "post") ? "post" : undefined;
    if (!kind) continue;
    const at = j + 1 + kind.length;
    if (text[at] !== "/" || !isAlnum(text.charCodeAt(at + 1))) continue;
    let end = at + 2;
    while (end < text.length && isIdChar(text.charCodeAt(end))) end++;
    return { index: j, end, kind, id: text.slice(at + 1, end) };
  }
  return undefined;
}
/** What may stand right before a bare path: a host without a scheme (`localhost:8000`, `a.b.com`). */
const HOST_BEFORE = /^(?:localhost|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)(?::[0-9]{1,5})?$/;
/** The run of host or path-segment characters that ends at `at` ("" after a space, a quote, CJK text …). */
function tokenBefore(text: string, at: number): string {
  let i = at;
  while (i > 0 && at - i < 120 && /[A-Za-z0-9._~/-]/.test(text[i - 1] as string)) i--;
  // "localhost:8000": a port's colon belongs to the host.
  if (i > 0 && text[i - 1] === ":" && /^[0-9]+$/.test(text.slice(i, at))) {
    let j = i - 1;
    while (j > 0 && /[A-Za-z0-9.-]/.test(text[j - 1] as string)) j--;
    return text.slice(j, at);
  }
  return text.slice(i, at);
}

const trimUrl = (u: string) => u.replace(/[.,;:!?*_~]+$/, "");

/** URLs in a text (http/https), trailing punctuation trimmed. */
export function urls(text: string): { url: string; index: number }[] {
  const out: { url: string; index: number }[] = [];
  for (let m = nextUrl(text, 0); m; m = nextUrl(text, m.end)) out.push({ url: trimUrl(text.slice(m.index, m.end)), index: m.index });
  return out;
}

export interface PathLink {
  /** The path as written, trailing punctuation trimmed ("/preview/x/", "/post/123"). */
  url: string;
  kind: "preview" | "post";
  id: string;
  index: number;
  /** The host written before the path without a scheme ("localhost:8000"), or "" for a bare path. */
  host: string;
}

/**
 * Bare `/preview/<id>` and `/post/<id>` paths that are not part of an http(s) URL: written alone
 * (`/preview/x/`) or after a host without a scheme (`localhost:8000/preview/x/`).
 */
export function barePaths(text: string, inUrls: readonly { url: string; index: number }[] = urls(text)): PathLink[] {
  const out: PathLink[] = [];
  let u = 0;
  for (let m = nextPath(text, 0); m && out.length < 200; m = nextPath(text, m.end)) {
    while (u < inUrls.length && (inUrls[u] as { url: string; index: number }).index + (inUrls[u] as { url: string }).url.length <= m.index) u++;
    const inside = u < inUrls.length && (inUrls[u] as { index: number }).index <= m.index;
    if (inside) continue;
    // "src/preview/app.ts" is a file path; "localhost:8000/preview/x/" and "/preview/x/" are links.
    const before = tokenBefore(text, m.index);
    if (before && !HOST_BEFORE.test(before)) continue;
    const id = m.id.replace(/[.~_-]+$/, "");
    if (!id) continue;
    const slash = text[m.end] === "/" ? "/" : "";
    const kind = m.kind;
    out.push({ url: `${before}/${kind}/${id}${slash}`, kind, id, index: m.index - before.length, host: before });
  }
  return out;
}

// ---- lexicon tags ------------------------------------------------------------------------------
// A lexicon is a set of word lists, one per tag (agent subject, notify verb, future, time cue …),
// each list holding the words of every language. tagSentence() marks every occurrence of every
// word at once, so a sentence that mixes English, Chinese and Japanese is read like any other.
// Words with Latin letters match as whole words, case-insensitively; CJK words match anywhere.
// In a word, a space matches any run of spaces (also none between Latin and CJK) and `#` matches
// a number ("at #", "# 点", "#am"), `*` one Latin word ("* 会": a named system as the subject), and
// `[now|already]` one of those words or none ("is [now|already] live": "is live", "is now live"; `[*]` any word or
// none), `{daily|weekly}` one of those words, and a trailing `(s)` a noun or its plural ("alert(s)", "summary(s)"),
// another ending in brackets an optional one ("confirm(ed)": confirm or confirmed).

export type Lexicon = Readonly<Record<string, readonly string[]>>;

export interface Tag {
  tag: string;
  at: number;
  end: number;
}

/**
 * `#`: a number, a clock time or an amount ("9", "9:30", "6pm": "recurring # check" is "recurring 6pm check"; "2,800",
 * "90k", "1.2m": "below #" is "below 90k").
 */
const NUMBER = "[0-9０-９]+(?:,[0-9]{3})*(?:[:：.][0-9０-９]+)?(?:\\s?[ap]m(?![A-Za-z])|[kKmMbB](?![A-Za-z]))?";
/**
 * `*` in a lexicon word: one Latin word ("* 会" is "Airflow 会", "Bot 会"), starting a word ("I *ed" is "I arranged", not
 * "Itemized"); glued to letters it is the rest of one ("*ed": any word ending on "ed").
 */
const LATIN_WORD = "(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9_.-]*";
/**
 * `〇` in a lexicon word (the placeholder of a name, as in "〇〇さん"): a short name in Chinese or Japanese, one to four
 * kanji or katakana (no kana particle, mark or space), as few as the word around it allows: "担当の〇が" is "担当の佐藤が",
 * not "担当の方にノード…".
 */
const CJK_NAME = "[\\u3400-\\u9fff\\u30a0-\\u30ff\\u3005]{1,4}?";
/** The parts of a lexicon word that stand for a kind of word, not for text of their own. */
const PLACEHOLDERS: Readonly<Record<string, string>> = { "#": NUMBER, "*": LATIN_WORD, 〇: CJK_NAME };
/**
 * `^` opening a lexicon word: the sentence opens on it (bold or italic marks before it too: "**Recurring: …**"; not a
 * "* " bullet: "* Added priority and replaces cron" is a changelog's line), or a
 * clause after a dash, "!", a check mark, ✅ ✔ ☑, or an emoji ("Done — created a job"; "wip 🛠️ ping u in 10";
 * not after a colon: "src/x.c: Added a note").
 */
const OPENING = "(?<=^\\s*(?:\\*\\*|__|[*_](?!\\s))?|[—–!✅✔☑\\u2600-\\u27bf\\u{1F300}-\\u{1FAFF}]\\uFE0F?\\s*)";
const compiledTags = new WeakMap<Lexicon, Map<string, RegExp | null>>();

/** A lexicon word's parts: spaces, `#`, `*`, `〇`, `[optional|words]` and `{one|of}` apart from the literal text between them. */
function splitWord(word: string): string[] {
  return word
    .trim()
    .split(/(\s+|#|\*|〇|\[[^\]]*\]|\{[^}]*\}(?:\(s\))?)/)
    .filter((p) => p !== "");
}
/** The words of a `[a|b]` or `{a|b}` part. */
const alternatives = (p: string) => p.slice(1, -1).split("|").filter(Boolean);
/**
 * A word part and its optional ending: "summary(s)" is ["summar", "(?:y|ies)"], "alert(s)" ["alert", "(?:e?s)?"] (a noun and
 * its plural), "confirm(ed)" ["confirm", "(?:ed)?"], "approve(d)" ["approve", "(?:d)?"] (a verb and its past), "x" ["x", ""].
 */
function pluralOf(p: string): [string, string] {
  if (p.endsWith("(s)")) return p.endsWith("y(s)") ? [p.slice(0, -4), "(?:y|ies)"] : [p.slice(0, -3), "(?:e?s)?"];
  const ending = ENDING.exec(p);
  return ending ? [p.slice(0, ending.index), `(?:${ending[1]})?`] : [p, ""];
}
/** An optional ending after Latin letters: "(ed)", "(d)", "(ing)". */
const ENDING = /(?<=[A-Za-z])\(([a-z]{1,4})\)$/;

/** A Latin word starts here: no letter, digit, path or dotted or hyphenated name glued before it ("/etc/cron.daily", "bell-on-alert"). */
const LATIN_START = "(?<![A-Za-z0-9_/])(?<![A-Za-z0-9_][.-])";

/**
 * The Chinese "you": 你, the polite 您 and 妳 (a woman addressed, common in Taiwan) are one word to every lexicon. A word
 * written with any of them reads all three ("给你发" is "给您发" and "給妳發"), and the hints read the text with 你 for each.
 */
const YOU_VARIANTS = /[你您妳]/g;
const YOU_CLASS = "[你您妳]";
const OTHER_YOU = /[您妳]/g;

function wordSource(word: string): string {
  const opening = word.trim().startsWith("^");
  const parts = splitWord(opening ? word.trim().slice(1) : word);
  // (a Chinese "you" in a word is any of them: 你, the polite 您, the feminine 妳 — `YOU_VARIANTS`)
  const escapeRe = (p: string) => p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(YOU_VARIANTS, YOU_CLASS);
  // "alert(s)" is "alert" or "alerts", "summary(s)" "summary" or "summaries": a noun and its plural.
  const literal = (p: string) => {
    const [stem, ending] = pluralOf(p);
    return escapeRe(stem) + ending;
  };
  // A choice of words, each read as a word of its own ("{daily|#am}": "daily" or "9am").
  // (opening the word, a Latin one starts a word too, whatever the choice's first: "{税务局|IRS}" is not the "irs" of "pairs")
  const choice = (p: string, plural = "", opens = false) =>
    `(?:${alternatives(p)
      // Each a whole word: "{a|an}" is not the "a" of "alerts".
      .map(
        (a) =>
          `${opens && /^[A-Za-z0-9]/.test(a) ? LATIN_START : ""}${splitWord(a + plural)
            .map(part)
            .join("")}${/[A-Za-z0-9#]$/.test(a) ? "(?![A-Za-z0-9_])" : ""}`,
      )
      .join("|")})`;
  // "{brief|digest}(s)": each word or its plural.
  const choiceOf = (p: string, opens = false) => (p.endsWith("(s)") ? choice(p.slice(0, -3), "(s)", opens) : choice(p, "", opens));
  // An optional word takes its own trailing space: "is [now] live" is "is\s*(?:now\s*)?\s*live"; `[*]` is any one word.
  const optional = (p: string) =>
    `(?:(?:${alternatives(p)
      .map((a) => (a === "*" ? LATIN_WORD : literal(a)))
      .join("|")})(?![A-Za-z0-9_])\\s*)?`;
  // A `{…}` choice at an edge is Latin when its first word is; so is an ending's "(s)" or "(ed)".
  const latinStart = /^(?:[A-Za-z0-9#*]|\{[A-Za-z0-9#*])/.test(word.trim());
  // (a choice opening the word bounds its Latin words itself, unless the whole word is bounded as Latin below)
  const opensChoice = !opening && !latinStart;
  const part = (p: string, i = -1): string =>
    PLACEHOLDERS[p] ?? (/^\s+$/.test(p) ? "\\s*" : p.startsWith("[") ? optional(p) : p.startsWith("{") ? choiceOf(p, i === 0 && opensChoice) : literal(p));
  // An optional part glued to the next one is part of its word ("heads[-]up", "auto[-]refresh"): no word end after it.
  const glued = (p: string) => `(?:${alternatives(p).map(literal).join("|")})?`;
  const body = parts.map((p, i) => (p.startsWith("[") && parts[i + 1] !== undefined && !/^\s+$/.test(parts[i + 1] as string) ? glued(p) : part(p, i))).join("");
  if (opening) return `${OPENING}${body}${/[A-Za-z0-9#*]$/.test(word.trim()) ? "(?![A-Za-z0-9_])" : ""}`;
  const latinEnd = /(?:[A-Za-z0-9#*]|[A-Za-z0-9#*]\}|[A-Za-z}]\([a-z]{1,4}\))$/.test(word.trim());
  // A Latin word glued to a path, a dotted name or a hyphenated one ("/etc/cron.daily", "cron.daily", "bell-on-alert",
  // "slapd-watcher") is no word.
  return `${latinStart ? LATIN_START : ""}${body}${latinEnd ? "(?![A-Za-z0-9_])(?![./][A-Za-z0-9_])" : ""}`;
}

/**
 * A lexicon's LOANWORDS list is no tag: each entry pairs an English word with its katakana forms ("update = アップデート",
 * "follow up = フォローアップ"), and a word of any tag that is that English word (its "(s)" aside) is read in those forms
 * too — one table, so every Japanese reading of a tag takes the loanword ("データが揃い次第アップデートしますね" reads as
 * "update します").
 */
const LOANWORDS = "LOANWORDS";
const loanCache = new WeakMap<Lexicon, Map<string, string[]>>();
function loansOf(lexicon: Lexicon): Map<string, string[]> {
  let loans = loanCache.get(lexicon);
  if (!loans) {
    loans = new Map();
    const list = lexicon[LOANWORDS];
    for (const entry of Array.isArray(list) ? (list as readonly unknown[]) : []) {
      const eq = typeof entry === "string" ? entry.indexOf("=") : -1;
      if (typeof entry !== "string" || eq <= 0) continue;
      const forms = entry
        .slice(eq + 1)
        .split(",")
        .map((f: string) => f.trim())
        .filter(Boolean);
      if (forms.length) loans.set(entry.slice(0, eq).trim().toLowerCase(), forms);
    }
    loanCache.set(lexicon, loans);
  }
  return loans;
}
/** A tag's words, with the katakana forms of those that are LOANWORDS (none for LOANWORDS itself). */
function wordsOf(lexicon: Lexicon, tag: string): string[] {
  const raw = lexicon[tag];
  const list = Array.isArray(raw) ? (raw as readonly string[]).filter((w) => typeof w === "string" && w.trim()) : [];
  if (tag === LOANWORDS || !(LOANWORDS in lexicon)) return list;
  const loans = loansOf(lexicon);
  const out = [...list];
  for (const w of list) {
    const bare = w.trim().toLowerCase();
    const forms = loans.get(bare.endsWith("(s)") ? bare.slice(0, -3) : bare);
    if (forms) out.push(...forms.filter((f) => !out.includes(f)));
  }
  return out;
}
/** The lexicon's tags (its LOANWORDS list is none). */
export const lexiconTags = (lexicon: Lexicon): string[] => Object.keys(lexicon).filter((tag) => tag !== LOANWORDS);

/** A word's parts: a group of spellings (`{a|b}`), an optional one (`[a]`), an ending (`(s)`) or a run of letters between them. */
const WORD_PART = /\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|[^{[(]+/g;
/** The tag's regex, compiled on first use (a lexicon holds hundreds of words: never at start-up). */
function tagRegex(lexicon: Lexicon, tag: string): RegExp | null {
  let cache = compiledTags.get(lexicon);
  if (!cache) compiledTags.set(lexicon, (cache = new Map()));
  let re = cache.get(tag);
  if (re === undefined) {
    const list = wordsOf(lexicon, tag);
    // (the longer word first, so that it is read where a shorter one starts too: a word of more parts before one of fewer,
    // "sponsor ['s] [*] bot(s)" before "{team|sponsor|…}(s)", then the longer spelling)
    // (each word's parts counted once, not at every comparison: a tag is compiled on a guard's run, in a fresh process)
    const keyed = list.map((w) => ({ w, parts: w.split(" ").reduce((n, token) => n + (token.match(WORD_PART)?.length ?? 1), 0) }));
    const sources = keyed.sort((a, b) => b.parts - a.parts || b.w.length - a.w.length).map((k) => wordSource(k.w));
    try {
      re = sources.length ? new RegExp(sources.join("|"), "giu") : null;
    } catch {
      re = null;
    }
    cache.set(tag, re);
  }
  return re;
}

/**
 * Problems in a lexicon a user edited, for the selftest: a tag that is not a list of words, an empty
 * word, a word listed twice in one tag (case and spacing aside), a `[`, `{` or `(` without its
 * closing mark (read as a literal, it would never match what was meant), and a word that does not
 * compile (it would take its whole tag down with it).
 */
export function lexiconProblems(lexicon: unknown, table = "LEXICON"): string[] {
  if (lexicon === null || typeof lexicon !== "object" || Array.isArray(lexicon)) return [`${table}: must map tags to lists of words`];
  const problems: string[] = [];
  for (const [tag, list] of Object.entries(lexicon as Record<string, unknown>)) {
    if (!Array.isArray(list) || list.some((w) => typeof w !== "string")) {
      problems.push(`${table} ${tag}: must be a list of words`);
      continue;
    }
    if (tag === LOANWORDS) {
      for (const entry of list as string[])
        if (!/^[^=]*[A-Za-z][^=]*=\s*[^=\s][^=]*$/.test(entry)) problems.push(`${table} ${tag}: "${entry}" is no "english = カタカナ" pair`);
      continue;
    }
    const seen = new Set<string>();
    for (const word of list as string[]) {
      const key = word.trim().replace(/\s+/g, " ").toLowerCase();
      const whole = (p: string) => /^(?:\[[^\]]*\]|\{[^}]*\}(?:\(s\))?)$/.test(p);
      const unclosed = splitWord(word).some((p) => !whole(p) && /[[\]{}]/.test(p)) || (/\((?!s\))/.test(word) && !word.includes(")"));
      if (!key) problems.push(`${table} ${tag}: an empty word`);
      else if (seen.has(key)) problems.push(`${table} ${tag}: "${word}" is listed twice`);
      else if (unclosed) problems.push(`${table} ${tag}: "${word}" has a bracket without its pair`);
      else {
        try {
          // (a word of optional parts alone, "[b]", matches nothing at all: it would tag every sentence)
          if (new RegExp(`^(?:${wordSource(word)})$`, "iu").test("")) problems.push(`${table} ${tag}: "${word}" can match nothing at all`);
        } catch (e) {
          problems.push(`${table} ${tag}: "${word}" does not compile (${(e as Error).message})`);
        }
      }
      seen.add(key);
    }
  }
  return problems;
}

/**
 * A pre-filter for rules that need one of `tags`: true when the lower-cased text holds every
 * literal part of one of their words ("price alert": both "price" and "alert"). The words
 * themselves are the keywords; no second list.
 */
export function mayHold(text: string, lexicon: Lexicon, tags: readonly string[]): boolean {
  // No regex and few allocations here: this runs cold on most replies.
  return holdsHint(lowered(text), hintsOf(lexicon, tags), true);
}

/**
 * The keywords of the words of `tags`: each tag's built once per lexicon, a list of tags is theirs in a row. Every cold
 * run reads a few hundred words here (`mayHold`, `hintsIn`, `tagSentence`), so a plain word costs one regex test and a
 * word with syntax one pass over its characters (`hintParts`): no replace callbacks, no closures, little garbage.
 */
function hintsOf(lexicon: Lexicon, tags: readonly string[]): Hint[] {
  let cache = keywordCache.get(lexicon);
  if (!cache) keywordCache.set(lexicon, (cache = new Map()));
  const key = tags.length === 1 ? (tags[0] as string) : tags.join(",");
  let words = cache.get(key);
  if (!words) {
    words = [];
    if (tags.length !== 1) for (const tag of tags) for (const w of hintsOf(lexicon, [tag])) words.push(w);
    else {
      const list = wordsOf(lexicon, key);
      if (list.length)
        for (const lw of lowered(list.join("\n")).split("\n")) {
          // (a word with syntax but no literal text, "", may be anywhere: it stays, and lets its tag's regex run)
          const syntax = SYNTAX.test(lw);
          const hint = syntax ? hintParts(lw) : lw.endsWith(")") ? literalOf(lw) : lw;
          if (hint || syntax) words.push(hint);
        }
    }
    cache.set(key, words);
  }
  return words;
}
/** What makes a lexicon word more than its own letters: a space, a mark (`#`, `*`, `〇`, `^`) or a bracket. */
const SYNTAX = /[\s#*〇^[{]/;
/** A mark of a lexicon word that holds no text of its own. */
const NO_TEXT_MARK = /[#*〇^]/;

/**
 * The literal parts of a word with syntax in it, read in one pass: text between spaces, `#`, `*`, `〇` and `^`; an
 * optional `[a|b]` is none; a choice `{a|b}` (and its `(s)`) is the list of its words, unless one of them has no literal
 * text of its own ("{daily|#am}") or an optional part inside it. A word of no literal text ("* *"), or one with a bracket
 * left open (the selftest reports it), may be anywhere: "". (Hints only let a tag's regex run: a part left out makes a
 * hint weaker, never wrong.)
 */
function hintParts(lw: string): Hint {
  const parts: (string | string[])[] = [];
  let run = 0;
  for (let i = 0; i <= lw.length; ) {
    const c = i < lw.length ? lw.charCodeAt(i) : 32;
    // 32 space, 9–13 other spaces, 35 #, 42 *, 94 ^, 0x3007 〇, 91 [, 123 {
    const breaks = c === 32 || (c >= 9 && c <= 13) || c === 35 || c === 42 || c === 94 || c === 0x3007 || c === 91 || c === 123;
    if (!breaks) {
      i++;
      continue;
    }
    if (i > run) {
      const lit = literalOf(lw.slice(run, i));
      if (lit) parts.push(lit);
    }
    if (c === 91 || c === 123) {
      const close = lw.indexOf(c === 91 ? "]" : "}", i + 1);
      if (close < 0) return "";
      if (c === 123) {
        const plural = lw.startsWith("(s)", close + 1) ? "(s)" : "";
        const body = lw.slice(i + 1, close);
        if (!NO_TEXT_MARK.test(body) && body.indexOf("[") < 0) {
          const any: string[] = [];
          for (const a of body.split("|")) if (a) any.push(literalOf(a + plural));
          if (any.length) parts.push(any);
        }
        i = close + 1 + plural.length;
      } else i = close + 1;
    } else i++;
    run = i;
  }
  return parts.length ? parts : "";
}

/** A lexicon word's keywords: one literal, or parts that must all appear (a part that is a list: one of them). */
export type Hint = string | (string | string[])[];

/**
 * The words of `tags` that `text` may hold (mayHold's test, word by word): a reply's few candidates, so that each
 * of its sentences is tested against those alone (`holdsHint`).
 */
export function hintsIn(text: string, lexicon: Lexicon, tags: readonly string[]): Hint[] {
  const low = lowered(text);
  return hintsOf(lexicon, tags).filter((w) => holdsOne(low, w));
}

/** `text` holds every literal part of one of `hints` (`lower`: the text is lower-cased already). */
export function holdsHint(text: string, hints: readonly Hint[], lower = false): boolean {
  const low = lower ? text : lowered(text);
  for (const w of hints) if (holdsOne(low, w)) return true;
  return false;
}

/** The lower-cased text holds every literal part of the word (a part that is a list: one of them). */
function holdsOne(low: string, w: Hint): boolean {
  if (typeof w === "string") return low.includes(w);
  for (const p of w) if (typeof p === "string" ? !low.includes(p) : !p.some((a) => low.includes(a))) return false;
  return true;
}

/** The text as hints read it: lower-cased, ’ as ', and 您 / 妳 as 你 (`YOU_VARIANTS`). */
function lowered(text: string): string {
  const lower = text.toLowerCase();
  const quoted = lower.includes("’") ? lower.replaceAll("’", "'") : lower;
  return quoted.replace(OTHER_YOU, "你");
}
/** The literal text of a word part that holds no mark ("summary(s)" is "summar", "confirm(ed)" "confirm"). */
function literalOf(p: string): string {
  return pluralOf(p)[0].trim();
}
const keywordCache = new WeakMap<Lexicon, Map<string, Hint[]>>();

/** Every lexicon word in the text, as tags sorted by position (a tag's longest word wins at a spot). */
export function tagSentence(text: string, lexicon: Lexicon, only?: readonly string[]): Tag[] {
  const out: Tag[] = [];
  const sample = (text.length > 2000 ? text.slice(0, 2000) : text).replace(/’/g, "'");
  const low = lowered(sample);
  for (const tag of only ?? lexiconTags(lexicon)) {
    // A tag none of whose words' literal parts the text holds is not run (nor compiled): most tags, in most sentences.
    if (!holdsHint(low, hintsOf(lexicon, [tag]), true)) continue;
    const re = tagRegex(lexicon, tag);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(sample); m && out.length < 400; m = re.exec(sample)) {
      if (m[0].length === 0) {
        stepPastEmpty(re, sample);
        continue;
      }
      out.push({ tag, at: m.index, end: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.at - b.at || b.end - a.end);
}

/**
 * A rule over tags: `seq` in this order; at least one of `any`; none of `none`; and the nearest
 * subject (a `subjects` tag) before the last `seq` tag, not cut off by a `clauseEnd` tag, is not
 * one of `notSubject` (a third party that does the notifying).
 */
export interface TagSpec {
  seq: readonly string[];
  any?: readonly string[];
  /** An `any` tag must lie outside the seq tags' spans: something besides them ("the daily 7am brief" holds its own time). */
  anyOutside?: boolean;
  none?: readonly string[];
  notSubject?: readonly string[];
  subjects?: readonly string[];
  clauseEnd?: readonly string[];
  /** At most this many characters between the last two `seq` tags ("配置完成", "sync 一下进度给你"). */
  near?: number;
  /** With `near`: tags that may not stand between the last two `seq` tags ("I created a chart of how often the alert …": "of"). */
  apart?: readonly string[];
  /** Tags that make the word after them an object ("我先把三个交易所的数据…": 交易所 is not the subject). */
  objectMarks?: readonly string[];
  /** Tags right after a word that make it an owner ("API 那边的规则": 那边 is not the subject). */
  owners?: readonly string[];
  /**
   * Tags that void a `seq` tag they overlap or follow closely (at most 3 characters between), or stand right before
   * (at most one between; before the first seq tag, a modifier, they do not): "I've checked" is no set-up though
   * "I've *ed" reads any past act, nor is 確認しておきました.
   */
  notAt?: readonly string[];
  /** Tags right after a `notSubject` word that make it the sentence's topic ("他这边有 large tx 就会 ping 你"): it holds across a `clauseEnd`. */
  topicMarks?: readonly string[];
  /**
   * The first `seq` tag opens its clause: no letter or digit before it since a clause mark (a subject left implied, "…，晚點回報");
   * a list: words of these tags may stand before it too ("剩下的 tomorrow morning 看完 get back to you": the rest, a time).
   */
  opens?: boolean | readonly string[];
  /**
   * No word of these tags stands before the first `seq` tag in its clause: its subject left implied, whatever else opens the clause
   * (an object, a verb before a suffix: "logs 看完之后 get back to you", "完成したら跟你说一声").
   */
  implied?: readonly string[];
  /**
   * The last `seq` tag closes its clause: after it only spaces and words of these tags before a clause mark or the end
   * ("晚點回報。", "晚点 update 一下": not "明早 remind on-call 看一下", a notice to someone named).
   */
  closes?: readonly string[];
}

/** Where the spec matches (the span from its first to its last seq tag), or undefined. */
export function matchTags(all: readonly Tag[], spec: TagSpec, text = ""): { at: number; end: number } | undefined {
  const seq = Array.isArray(spec.seq) ? spec.seq : [];
  const notAt = spec.notAt;
  // Not a word before the first tag: that one modifies it ("ポジション確認リマインダー", a reminder to check).
  // Right before a later tag, at most one character between ("確認しておきました", "削除しました"; not "检查已经自动化了": the check).
  // (Not across a clause mark: "提醒已经生效，触发了我在这里通知你" is the trigger, not a removal.)
  const touches = (o: Tag, t: Tag) =>
    o.at <= t.end + 3 && (o.end > t.at || (t.tag !== seq[0] && o.end + 1 >= t.at)) && !(o.at >= t.end && CLAUSE_MARK.test(text.slice(t.end, o.at)));
  // (A CJK word inside a longer seq word is part of it, not an act of its own: 检查 in 持仓风险检查, the longest word.)
  const within = (o: Tag, t: Tag) => o.at >= t.at && o.end <= t.end && o.end - o.at < t.end - t.at && !/[A-Za-z]/.test(text.slice(o.at, o.end));
  const voided = (t: Tag) => !!notAt && seq.includes(t.tag) && all.some((o) => notAt.includes(o.tag) && touches(o, t) && !(text && within(o, t)));
  const tags = notAt?.length ? all.filter((t) => !voided(t)) : all;
  const apart = spec.apart;
  const between = (a: Tag, b: Tag) => !!apart && tags.some((o) => apart.includes(o.tag) && o.at >= a.end && o.end <= b.at);
  // A CJK `none` word inside a longer word of another list is not there by itself (CJK words match anywhere:
  // FUTURE's 準備, "plan to", in SET_DONE's 準備できました, "ready"). Latin words match whole words only.
  // (Nor inside a longer word of any list but `none`'s: the longest word is the word, NEG's 失败 in a trigger's 失败就,
  // REGISTERED's 先週 in 先週の, a period of what is sent.)
  const kept = (o: Tag) => !spec.none?.includes(o.tag);
  const cjkInSeqWord = (t: Tag) => !!text && !/[A-Za-z]/.test(text.slice(t.at, t.end)) && insideLonger(tags, t, kept);
  if (spec.none && tags.some((t) => spec.none?.includes(t.tag) && !cjkInSeqWord(t))) return undefined;
  // With `anyOutside`, an `any` tag inside a seq tag's span does not count ("the hourly job is fine": its own "hourly").
  const inSeqWord = (t: Tag) => !!spec.anyOutside && tags.some((o) => o !== t && seq.includes(o.tag) && o.at <= t.at && o.end >= t.end);
  if (spec.any?.length && !tags.some((t) => spec.any?.includes(t.tag) && !inSeqWord(t))) return undefined;
  // Try every start of the first seq tag, earliest first.
  const near = typeof spec.near === "number" && seq.length > 1 ? spec.near : undefined;
  // The next tag starts later and ends later (words of two lists may overlap: 登録は完了 / 完了です).
  const after = (prev: Tag, name: string | undefined) => tags.filter((t) => t.tag === name && t.at > prev.at && t.end > prev.end);
  for (const first of tags.filter((t) => t.tag === seq[0])) {
    if (spec.opens && !opensClause(text, first.at, spec.opens === true ? [] : spec.opens, tags)) continue;
    if (spec.implied && !impliedSubject(text, first.at, spec.implied, tags)) continue;
    let last: Tag | undefined = first;
    // The earliest tag of each next name (earliest leaves the most room for the rest) …
    for (const name of seq.slice(1, near === undefined ? undefined : -2)) {
      last = after(last, name)[0];
      if (!last) break;
    }
    if (!last) continue;
    // … except the last pair under `near`: any later pair of them close enough.
    if (near !== undefined) {
      const from: Tag = last;
      const heads = seq.length > 2 ? after(from, seq[seq.length - 2]) : [from];
      last = undefined;
      for (const head of heads.slice(0, 50)) {
        last = after(head, seq[seq.length - 1]).find((t) => t.at - head.end <= near && !between(head, t));
        if (last) break;
      }
      if (!last) continue;
    }
    if (spec.notSubject && nearestSubject(tags, last.at, spec, text) !== undefined) continue;
    if (spec.closes && !closesClause(text, tags, last.end, spec.closes)) continue;
    return { at: first.at, end: last.end };
  }
  return undefined;
}

const CLAUSE_MARK = /[，,。；;：:！!？?、]/;

/** From `end`, only spaces and words of `tail` tags up to a clause mark, a line break or the end: a clause that closes there. */
function closesClause(text: string, tags: readonly Tag[], end: number, tail: readonly string[]): boolean {
  let i = end;
  while (i < text.length && !CLAUSE_MARK.test(text.charAt(i)) && text.charAt(i) !== "\n") {
    const word = tags.find((t) => t.at === i && t.end > i && tail.includes(t.tag));
    if (word) i = word.end;
    else if (/\s/.test(text.charAt(i))) i++;
    else return false;
  }
  return true;
}

/** Nothing but spaces, marks, bullets or words of `before` tags before `at` since the last clause mark: a clause that opens there. */
function opensClause(text: string, at: number, before: readonly string[], tags: readonly Tag[]): boolean {
  let i = at - 1;
  while (i >= 0 && !CLAUSE_MARK.test(text.charAt(i)) && text.charAt(i) !== "\n") {
    const word = before.length ? tags.find((t) => t.end === i + 1 && t.at < t.end && before.includes(t.tag)) : undefined;
    if (word) i = word.at - 1;
    else if (hasLetterOrDigit(text.charAt(i))) return false;
    else i--;
  }
  return true;
}

/** No tag of `subjects` starts in the clause of `text` before `at` (from its last clause mark or line break). */
function impliedSubject(text: string, at: number, subjects: readonly string[], tags: readonly Tag[]): boolean {
  let from = at;
  while (from > 0 && !CLAUSE_MARK.test(text.charAt(from - 1)) && text.charAt(from - 1) !== "\n") from--;
  return !tags.some((t) => subjects.includes(t.tag) && t.at >= from && t.at < at);
}

/** `t` lies inside a longer tag that `of` accepts (the words of two lists overlapping at one spot). */
function insideLonger(tags: readonly Tag[], t: Tag, of: (o: Tag) => boolean): boolean {
  return tags.some((o) => of(o) && o.at <= t.at && o.end >= t.end && o.end - o.at > t.end - t.at);
}

/** A tag of `marks` right after `t` (at most one character between: "API 那边的", "alert banner"). */
export function followedBy(tags: readonly Tag[], marks: readonly string[], t: Tag, text?: string): boolean {
  // (with the text, any spaces between too: blanked emphasis marks, "**マクロ週報**ページ" read "  マクロ週報  ページ")
  return tags.some((o) => marks.includes(o.tag) && o.at >= t.end && (o.at <= t.end + 1 || (text !== undefined && !/\S/.test(text.slice(t.end, o.at)))));
}

/** What may stand between an English object mark and its noun: spaces, an article or a possessive. */
const LATIN_GAP = /^\s*(?:(?:the|a|an|my|your|our|their|his|her|its|this|that|these|those)\s+)?$/i;
/**
 * The `notSubject` tag that is the subject of the clause ending at `at`, if any (a `clauseEnd` tag
 * inside a subject word does not cut it off). A `notSubject` tag
 * right after an `objectMarks` tag (nothing else tagged between them, no clause mark in `text`
 * between them, at most 12 characters; after an English mark, an article at most) is an object; one right before an `owners` tag is an owner;
 * one inside a longer word of another list is no word: none is the subject, and the search goes on
 * before it.
 */
export function nearestSubject(
  tags: readonly Tag[],
  at: number,
  spec: Pick<TagSpec, "notSubject" | "subjects" | "clauseEnd" | "objectMarks" | "owners" | "topicMarks">,
  text = "",
): Tag | undefined {
  const subjects = [...(spec.subjects ?? []), ...(spec.notSubject ?? [])];
  const others = (t: Tag) => spec.notSubject?.includes(t.tag) === true;
  const markedBy = (marks: readonly string[] | undefined, t: Tag) => !!marks && followedBy(tags, marks, t);
  // (or the first word of a compound that is: "交易所客服的回覆", 交易所 before 客服的; "Binance support 的回复", English words
  // between it and the owner mark, nothing tagged)
  const ownerAfter = (t: Tag) => {
    const next = tags.find((n) => n.at >= t.end);
    return !!next && !!spec.owners?.includes(next.tag) && /^[\sA-Za-z]{1,16}$/.test(text.slice(t.end, next.at));
  };
  // (or one that overlaps its end, sharing its particle: "銀行の" and "のサイト")
  const sharesEnd = (t: Tag) => tags.some((o) => spec.owners?.includes(o.tag) === true && o.at > t.at && o.at < t.end && o.end > t.end);
  const owned = (t: Tag): boolean =>
    markedBy(spec.owners, t) ||
    ownerAfter(t) ||
    sharesEnd(t) ||
    tags.some((n) => n !== t && others(n) && n.at >= t.end && n.at <= t.end + 1 && n.end > t.end && owned(n));
  // A CJK word inside a longer word of another list is not a word ("其他": 他); a Latin word is one ("teammate 说").
  const inside = (t: Tag) => insideLonger(tags, t, (w) => w.tag !== t.tag) && !/[A-Za-z]/.test(text.slice(t.at, t.end));
  // (of the words that end nearest before it, any: "問一下" is a mark though its "一下" is a tail word too)
  const object = (i: number, t: Tag) => {
    if (!spec.objectMarks) return false;
    let end = -1;
    for (let j = 0; j < i; j++) if ((tags[j] as Tag).end <= t.at) end = Math.max(end, (tags[j] as Tag).end);
    if (end < 0 || t.at - end > 12 || CLAUSE_MARK.test(text.slice(end, t.at))) return false;
    // (an English mark governs the noun right after it, an article at most between: "your Kraken fills", "on the Kraken
    // page"; not "Your dad said 他会…", where 他 opens a clause of its own)
    const latinOnly = LATIN_GAP.test(text.slice(end, t.at));
    return tags.slice(0, i).some((m) => m.end === end && spec.objectMarks?.includes(m.tag) && (latinOnly || !/[A-Za-z]$/.test(text.slice(m.at, m.end))));
  };
  // Past a clause end only a topic is the subject: "他这边有 large tx 就会 ping 你" (he pings), not "Coinbase 上架了就告诉你".
  let cut = false;
  for (let i = tags.length - 1; i >= 0; i--) {
    const t = tags[i] as Tag;
    if (t.at >= at) continue;
    // A clause end inside a subject word ("App 就会": 就) is part of that word, not a clause end.
    if (spec.clauseEnd?.includes(t.tag) && !tags.some((w) => subjects.includes(w.tag) && w.at <= t.at && w.end >= t.end)) {
      if (!spec.topicMarks?.length) return undefined;
      cut = true;
      continue;
    }
    if (!subjects.includes(t.tag)) continue;
    if (others(t) && (owned(t) || object(i, t) || inside(t))) continue;
    // (or end on one, a topic word of its own: "この alert bot は BTC が 100k を超えたら notify します")
    const topic = (x: Tag) =>
      markedBy(spec.topicMarks, x) || tags.some((m) => spec.topicMarks?.includes(m.tag) && m.at >= x.at && m.at < x.end && m.end >= x.end);
    if (cut && !(others(t) && topic(t))) {
      if (!others(t)) return undefined;
      continue;
    }
    // The same words read as the agent too ("I 会": AGENT's word, and THIRD's "* 会"): the agent's own word wins.
    const agent = others(t) && tags.some((w) => spec.subjects?.includes(w.tag) && w.at === t.at && w.end >= t.end);
    return others(t) && !agent ? t : undefined;
  }
  return undefined;
}
