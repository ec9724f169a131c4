// BIP-39 seed phrases: the real English wordlist (@scure/bip39, see ./wordlist) and its checksum.
// The word map is built only when a text has at least 12 candidate words, so start-up never pays
// for it.
import { sha256 } from "./util";
import { englishWords } from "./wordlist";

let WORDS: Map<string, number> | undefined;
function wordIndex(): Map<string, number> {
  if (!WORDS) {
    WORDS = new Map(englishWords().map((w, i) => [w, i]));
  }
  return WORDS;
}

/** True when the words (all in the list) carry a valid BIP-39 checksum. */
export function checksumOk(indices: readonly number[]): boolean {
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

const SEED_WORD = /seed|mnemonic|recovery|secret phrase|backup phrase|wallet|助记词|助記詞|记忆词|恢复短语|恢复词|种子|種子|シード|ニーモニック|リカバリー|復元フレーズ|秘密のフレーズ/i;
const SIZES = [24, 21, 18, 15, 12];
/** A run longer than this is a word list or prose, not one pasted phrase. */
const MAX_RUN = 30;

function isSeparatorGap(text: string, from: number, to: number): "plain" | "listy" | undefined {
  if (to - from > 12) return undefined;
  if (to - from === 1 && text.charCodeAt(from) === 32) return "plain";
  const gap = text.slice(from, to);
  if (/^ +$/.test(gap)) return "plain";
  // Commas, quotes (a JSON array), tabs (a grid), list numbers: the words were laid out as a list.
  if (/^[\s,;|、，·•"'-]*(?:(?:\d{1,2}[.):]|\(\d{1,2}\)|#\d{1,2})[\s,;|、，·•"'-]*)?$/.test(gap) && /\S|\n|\t/.test(gap)) return "listy";
  // A bare number starts a line or a column ("1 word\n2 word", "1 word    13 word"), not prose.
  if (/^\s*\d{1,2}[^\S\n]+$/.test(gap) && /\n|\t| {2}/.test(gap)) return "listy";
  return undefined;
}

/** Spans of seed phrases in `text`. */
export function findSeedPhrases(text: string): Array<{ start: number; end: number }> {
  const cand = /[A-Za-z]{3,8}/g;
  // Cheap gate: at least 12 letter-runs of word length before the map is built.
  let count = 0;
  for (const _ of text.matchAll(cand)) if (++count >= 12) break;
  if (count < 12) return [];
  const map = wordIndex();
  const out: Array<{ start: number; end: number }> = [];
  let run: Word[] = [];
  const flush = () => {
    if (run.length >= 12 && run.length <= MAX_RUN) {
      const span = judgeRun(text, run);
      if (span) out.push(span);
    }
    run = [];
  };
  // A hand-rolled scan over letter runs: no match arrays, no slices for words of the wrong size.
  const n = text.length;
  let prevEnd = -1;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) {
      i++;
      continue;
    }
    const start = i;
    let upper = 0;
    let lowerAfterFirst = 0;
    while (i < n) {
      c = text.charCodeAt(i);
      if (c >= 97 && c <= 122) {
        if (i > start) lowerAfterFirst++;
      } else if (c >= 65 && c <= 90) {
        upper++;
      } else break;
      i++;
    }
    const len = i - start;
    let idx: number | undefined;
    // all lower, Capitalised or UPPER: a phrase as people paste it ("iPhone" is not).
    const firstUpper = text.charCodeAt(start) <= 90 ? 1 : 0;
    if (len >= 3 && len <= 8 && (upper === 0 || (upper === 1 && firstUpper === 1) || (upper === len && lowerAfterFirst === 0))) {
      const w = text.slice(start, i);
      idx = map.get(upper === 0 ? w : w.toLowerCase());
    }
    if (idx === undefined) {
      if (run.length) flush();
      prevEnd = i;
      continue;
    }
    const kind = run.length === 0 ? "plain" : isSeparatorGap(text, prevEnd, start);
    if (kind === undefined) flush();
    run.push({ start, end: i, index: idx, listy: kind === "listy" });
    prevEnd = i;
  }
  flush();
  return out;
}

function judgeRun(text: string, run: Word[]): { start: number; end: number } | undefined {
  const L = run.length;
  const first = run[0]!;
  const last = run[L - 1]!;
  // A phrase is pasted on its own: not glued by plain spaces to more words of prose on either side.
  const lead = text.slice(Math.max(0, first.start - 40), first.start);
  const tail = text.slice(last.end, last.end + 40);
  const standalone = !/[A-Za-z][ \t]+$/.test(lead) && !/^[ \t]+[A-Za-z]/.test(tail);
  const before = text.slice(Math.max(0, first.start - 200), first.start);
  const keyword = SEED_WORD.test(before);
  if (!standalone && !keyword) return undefined;
  for (const n of SIZES) {
    if (n > L) continue;
    for (const off of L === n ? [0] : [0, L - n]) {
      const win = run.slice(off, off + n);
      if (checksumOk(win.map((w) => w.index))) return { start: win[0]!.start, end: win[n - 1]!.end };
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
