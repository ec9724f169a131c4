// BIP-39 seed phrases: the real English wordlist (@scure/bip39; its module is one string split at
// load, ~0.1 ms) and its checksum. The word map is built only when a text has at least 12 candidate
// words, so start-up never pays for it.
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { sha256 } from "./util";

let WORDS: Map<string, number> | undefined;
function wordIndex(): Map<string, number> {
  if (!WORDS) {
    WORDS = new Map(wordlist.map((w, i) => [w, i]));
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

function isSeparatorGap(gap: string): "plain" | "listy" | undefined {
  if (gap.length > 12) return undefined;
  if (/^ +$/.test(gap)) return "plain";
  if (/^[\s,;|、，·•-]*(?:(?:\d{1,2}[.):]|\(\d{1,2}\)|#\d{1,2})[\s,;|、，·•-]*)?$/.test(gap) && /\S|\n/.test(gap)) return "listy";
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
  const letters = /[A-Za-z]+/g;
  let prevEnd = -1;
  for (let m = letters.exec(text); m; m = letters.exec(text)) {
    const w = m[0];
    const idx = w.length >= 3 && w.length <= 8 ? map.get(w.toLowerCase()) : undefined;
    // Mixed case inside a word ("iPhone") is not how a phrase is pasted.
    const caseOk = idx !== undefined && (w === w.toLowerCase() || w === w.toUpperCase() || w.slice(1) === w.slice(1).toLowerCase());
    if (idx === undefined || !caseOk) {
      flush();
      prevEnd = m.index + w.length;
      continue;
    }
    const gap = prevEnd < 0 ? "" : text.slice(prevEnd, m.index);
    const kind = run.length === 0 ? "plain" : isSeparatorGap(gap);
    if (kind === undefined) flush();
    run.push({ start: m.index, end: m.index + w.length, index: idx, listy: kind === "listy" });
    prevEnd = m.index + w.length;
  }
  flush();
  return out;
}

function judgeRun(text: string, run: Word[]): { start: number; end: number } | undefined {
  const L = run.length;
  for (const n of SIZES) {
    if (n > L) continue;
    for (const off of L === n ? [0] : [0, L - n]) {
      const win = run.slice(off, off + n);
      if (checksumOk(win.map((w) => w.index))) return { start: win[0]!.start, end: win[n - 1]!.end };
    }
  }
  // No valid checksum (a typo, or a made-up phrase): still a phrase when it is pasted as one.
  const first = run[0]!;
  const last = run[L - 1]!;
  const before = text.slice(Math.max(0, first.start - 200), first.start);
  const keyword = SEED_WORD.test(before);
  const listy = run.filter((w) => w.listy).length >= (L - 1) / 2;
  const lineStart = text.lastIndexOf("\n", first.start - 1) + 1;
  let lineEnd = text.indexOf("\n", last.end);
  if (lineEnd < 0) lineEnd = text.length;
  const wholeLine = /^[\s\d.):#>*`"'-]*$/.test(text.slice(lineStart, first.start)) && /^[\s.`"'*]*$/.test(text.slice(last.end, lineEnd));
  if (keyword || ((listy || wholeLine) && SIZES.includes(L))) return { start: first.start, end: last.end };
  return undefined;
}
