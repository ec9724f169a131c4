// BIP-39 seed phrases: the real English wordlist (@scure/bip39, see ./wordlist) and its checksum.
// The word map is built only when a text has at least 12 candidate words, so start-up never pays
// for it.
import { sha256 } from "./util";
import { englishWords } from "./wordlist";

/** Index of `word` in the English list, or -1. The list is sorted, so a binary search needs no map. */
function wordIndex(word: string): number {
  const list = englishWords();
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = list[mid] as string;
    if (w === word) return mid;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** True when the words (all in the list) carry a valid BIP-39 checksum. */
function checksumOk(indices: readonly number[]): boolean {
  const n = indices.length;
  if (n % 3 !== 0 || n < 12 || n > 24) return false;
  const totalBits = n * 11;
  const csBits = totalBits / 33;
  const entBytes = (totalBits - csBits) / 8;
  const bits: number[] = [];
  for (const idx of indices) for (let b = 10; b >= 0; b--) bits.push((idx >> b) & 1);
  const entropy = new Uint8Array(entBytes);
  for (let i = 0; i < entBytes; i++) {
    let v = 0;
    for (let b = 0; b < 8; b++) v = (v << 1) | (bits[i * 8 + b] as number);
    entropy[i] = v;
  }
  const hash = sha256(entropy)[0] as number;
  for (let b = 0; b < csBits; b++) if (((hash >> (7 - b)) & 1) !== bits[entBytes * 8 + b]) return false;
  return true;
}

interface Word {
  start: number;
  end: number;
  index: number;
  /** The gap before this word (from the previous word) holds a line break, comma or list number. */
  listy: boolean;
}

const SEED_WORD = new RegExp(
  [
    "seed|mnemonic|recovery|secret phrase|backup phrase|wallet",
    "|助记词|助記詞|记忆词|恢复短语|恢复词|种子|種子",
    "|シード|ニーモニック|リカバリー|復元フレーズ|秘密のフレーズ",
  ].join(""),
  "i",
);
const SIZES = [24, 21, 18, 15, 12];
/** A run longer than this is a word list or prose, not one pasted phrase. */
const MAX_RUN = 30;

/** A CJK list gap in ASCII: full-width digits and punctuation, ①…⑳, 第3个 / 3番目 → "3.". */
function asciiGap(gap: string): string {
  return gap
    .replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\u2460-\u2473]/g, (c) => `${c.charCodeAt(0) - 0x2460 + 1}.`)
    .replace(/第(\d{1,2})[个個]?[:：.．]?|(\d{1,2})番目?[:：.．]?/g, (_m, a: string | undefined, b: string | undefined) => `${a ?? b}.`)
    .replace(/(\d)、/g, "$1.")
    .replace(/[．。]/g, ".")
    .replace(/：/g, ":")
    .replace(/）/g, ")")
    .replace(/（/g, "(")
    .replace(/\u3000/g, " ");
}

function isSeparatorGap(text: string, from: number, to: number): "plain" | "listy" | undefined {
  if (to - from > 12) return undefined;
  if (to - from === 1 && text.charCodeAt(from) === 32) return "plain";
  const raw = text.slice(from, to);
  const gap = /[^\x00-\x7f]/.test(raw) ? asciiGap(raw) : raw;
  if (/^ +$/.test(gap)) return "plain";
  // Commas, quotes (a JSON array), tabs (a grid), list numbers: the words were laid out as a list.
  if (/^[\s,;|、，·•"'-]*(?:(?:\d{1,2}[.):]|\(\d{1,2}\)|#\d{1,2})[\s,;|、，·•"'-]*)?$/.test(gap) && /\S|\n|\t/.test(gap)) return "listy";
  // A bare number starts a line or a column ("1 word\n2 word", "1 word    13 word"), not prose.
  if (/^\s*\d{1,2}[^\S\n]+$/.test(gap) && /\n|\t| {2}/.test(gap)) return "listy";
  return undefined;
}

/**
 * Twelve letter runs of word length in a row, each gap at most 12 non-letters: a necessary
 * condition for a phrase (isSeparatorGap is stricter), checked by the regex engine in one pass.
 * Linear: a letter run and the gap after it can each end in one place only.
 */
const TWELVE_WORDS = /(?<![A-Za-z])(?:[A-Za-z]{3,8}[^A-Za-z]{1,12}){11}[A-Za-z]{3,8}(?![A-Za-z])/;
const LETTERS = /[A-Za-z]+/g;

/** A letter run as people paste a phrase word: 3–8 letters, all lower, Capitalised or UPPER ("iPhone" is not). */
function wordShaped(w: string): boolean {
  if (w.length < 3 || w.length > 8) return false;
  const lower = w.toLowerCase();
  if (w === lower) return true;
  return w.slice(1) === lower.slice(1) || w === w.toUpperCase();
}

const HAN_KEY = /助记词|助記詞|记忆词|記憶詞|ニーモニック|シードフレーズ|mnemonic|seed phrase|recovery phrase/gi;
const isHan = (c: number): boolean => c >= 0x4e00 && c <= 0x9fff;
/** A gap between two words of a Chinese-list phrase: spaces, commas, list numbers ("壁 搞", "1. 遠\n2. 框"). */
const HAN_GAP = /^[\s,，、;；|.．:：)）(（0-9０-９"'“”]{1,8}$/;

/**
 * Phrases from the Chinese BIP-39 lists (one character a word, offered by imToken and others):
 * 12–24 lone Han characters in a row just after a mnemonic key word. A lone character has no Han
 * neighbour, so prose ("助记词一般是…") never forms a run.
 */
function hanPhrases(text: string, out: Array<{ start: number; end: number }>): void {
  const key = new RegExp(HAN_KEY.source, "gi");
  let from = 0;
  for (let m = key.exec(text); m; m = key.exec(text)) {
    let i = Math.max(m.index + m[0].length, from);
    const stop = Math.min(text.length, i + 40);
    while (i < stop && !(isHan(text.charCodeAt(i)) && !isHan(text.charCodeAt(i + 1)) && !isHan(text.charCodeAt(i - 1)))) i++;
    if (i >= stop) continue;
    const first = i;
    let last = i;
    let n = 1;
    for (let j = i + 1; j < text.length && j - last <= 9 && n < 25; j++) {
      if (!isHan(text.charCodeAt(j))) continue;
      if (isHan(text.charCodeAt(j + 1)) || !HAN_GAP.test(text.slice(last + 1, j))) break;
      last = j;
      n++;
    }
    if (n >= 12 && n <= 24 && n % 3 === 0) {
      out.push({ start: first, end: last + 1 });
      from = last + 1;
      key.lastIndex = Math.max(key.lastIndex, last + 1);
    }
  }
}

/** Spans of seed phrases in `text`. */
export function findSeedPhrases(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  HAN_KEY.lastIndex = 0;
  if (HAN_KEY.test(text)) hanPhrases(text, out);
  // Most texts (logs, code, prose with short words) never hold twelve word-shaped runs in a row,
  // and then no word is looked up at all.
  if (!TWELVE_WORDS.test(text)) return out;
  let run: Word[] = [];
  const flush = () => {
    if (run.length >= 12 && run.length <= MAX_RUN) {
      const span = judgeRun(text, run);
      if (span) out.push(span);
    }
    run = [];
  };
  let prevEnd = -1;
  LETTERS.lastIndex = 0;
  for (let m = LETTERS.exec(text); m; m = LETTERS.exec(text)) {
    const w = m[0];
    const start = m.index;
    const end = start + w.length;
    const index = wordShaped(w) ? wordIndex(w.toLowerCase()) : -1;
    if (index < 0) {
      if (run.length) flush();
      prevEnd = end;
      continue;
    }
    const kind = run.length === 0 ? "plain" : isSeparatorGap(text, prevEnd, start);
    if (kind === undefined) flush();
    run.push({ start, end, index, listy: kind === "listy" });
    prevEnd = end;
  }
  flush();
  if (!out.length) mistypedPhrases(text, out);
  return out;
}

/** A line that is nothing but 12–24 plain lower-case words of 3–8 letters, one space apart. */
const WORD_LINE = /^[^\S\n]*((?:[a-z]{3,8}[^\S\n]){11,23}[a-z]{3,8})[^\S\n]*$/gm;
/** Words of prose that no wallet list holds: one of them on the line means a sentence, not a phrase. */
const PROSE_WORDS = new Set(
  (
    "the and for you your with this that have from are was were not but can has had his her its our who what when why how " +
    "been does did done make made want need know take give here some more most many much each these those said says " +
    "would should could about there their which while being because where using please thanks hello okay yes sure they them then than"
  ).split(" "),
);

/**
 * A phrase with mistyped words, or from another wallet's list (Electrum's old words): a line of
 * exactly 12/15/18/21/24 plain words, at least two thirds of them BIP-39 words, none a word of
 * prose. A typo still gives the wallet away (2,048 guesses a word restore it), so it blocks too.
 */
function mistypedPhrases(text: string, out: Array<{ start: number; end: number }>): void {
  WORD_LINE.lastIndex = 0;
  for (let m = WORD_LINE.exec(text); m; m = WORD_LINE.exec(text)) {
    const words = (m[1] as string).split(/[^\S\n]/);
    if (!SIZES.includes(words.length) || words.some((w) => PROSE_WORDS.has(w) && wordIndex(w) < 0)) continue;
    const indices = words.map(wordIndex).filter((i) => i >= 0);
    if (indices.length * 3 < words.length * 2 || indices.every((v, i) => i === 0 || v > (indices[i - 1] as number))) continue;
    const start = m.index + m[0].indexOf(m[1] as string);
    out.push({ start, end: start + (m[1] as string).length });
  }
}

function judgeRun(text: string, run: Word[]): { start: number; end: number } | undefined {
  const L = run.length;
  const first = run[0] as Word;
  const last = run[L - 1] as Word;
  // A phrase is pasted on its own: not glued by plain spaces to more words of prose on either side.
  const lead = text.slice(Math.max(0, first.start - 40), first.start);
  const tail = text.slice(last.end, last.end + 40);
  const standalone = !/[A-Za-z][ \t]+$/.test(lead) && !/^[ \t]+[A-Za-z]/.test(tail);
  const before = text.slice(Math.max(0, first.start - 200), first.start);
  const keyword = SEED_WORD.test(before);
  if (!standalone && !keyword) return undefined;
  // The list itself, printed in order as documentation ("abandon, ability, able, …"), is no phrase.
  if (run.every((w, i) => i === 0 || w.index > (run[i - 1] as Word).index)) return undefined;
  for (const n of SIZES) {
    if (n > L) continue;
    for (const off of L === n ? [0] : [0, L - n]) {
      const win = run.slice(off, off + n);
      if (checksumOk(win.map((w) => w.index))) return { start: (win[0] as Word).start, end: (win[n - 1] as Word).end };
    }
  }
  // No valid checksum (a typo, or a made-up phrase): still a phrase when it is pasted as one.
  const listy = run.filter((w) => w.listy).length >= (L - 1) / 2;
  const head = text.slice(Math.max(0, first.start - 80), first.start);
  const lineStart = first.start - head.length + head.lastIndexOf("\n") + 1;
  let lineEnd = text.indexOf("\n", last.end);
  if (lineEnd < 0 || lineEnd > last.end + 80) lineEnd = Math.min(text.length, last.end + 80);
  const wholeLine = /^[\s\d.):#>*`"'-]*$/.test(text.slice(lineStart, first.start)) && /^[\s.`"'*]*$/.test(text.slice(last.end, lineEnd));
  if (keyword || ((listy || wholeLine) && SIZES.includes(L))) return { start: first.start, end: last.end };
  return undefined;
}
