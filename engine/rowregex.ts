// A table row's regex (a RegExp, or a string a user wrote): compiled once, and a literal every
// match must contain, so a scan can skip a row with one `includes`. Shared by the secret rows
// (engine/secrets) and the user regex rows of a guard's command table.

const COMPILED = new Map<string, RegExp | null>();
/** A row's regex, compiled once; null when a user's string pattern does not compile. */
export function rowRegex(source: RegExp | string): RegExp | null {
  if (typeof source !== "string") return source;
  let re = COMPILED.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, "gi");
    } catch {
      re = null;
    }
    COMPILED.set(source, re);
  }
  return re;
}

const HINTS = new WeakMap<RegExp, string | null>();
/** Characters that stand for themselves in a regex source, and those that do after a backslash. */
const LITERAL = "_-=:@~#%&,;'\"<>!";
const ESCAPED_LITERAL = "./-_:@~#%&=";
function isAlnum(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/**
 * A literal every match must contain (the fixed prefix after a leading lookbehind), so a huge text
 * that lacks it skips the row with one fast `includes`. Null when the regex has none we can trust.
 */
export function literalHint(re: RegExp): string | null {
  let hint = HINTS.get(re);
  if (hint !== undefined) return hint;
  hint = null;
  const src = re.source;
  let i = 0;
  if (!re.flags.includes("i")) {
    if (src.startsWith("(?<")) {
      // skip the balanced lookbehind group
      let depth = 0;
      let inClass = false;
      for (; i < src.length; i++) {
        const ch = src[i];
        if (ch === "\\") i++;
        else if (inClass) inClass = ch !== "]";
        else if (ch === "[") inClass = true;
        else if (ch === "(") depth++;
        else if (ch === ")" && --depth === 0) {
          i++;
          break;
        }
      }
    }
    let lit = "";
    while (i < src.length) {
      const ch = src[i] as string;
      if (LITERAL.includes(ch) || isAlnum(ch)) {
        lit += ch;
        i++;
      } else if (ch === "\\" && i + 1 < src.length && ESCAPED_LITERAL.includes(src[i + 1] as string)) {
        lit += src[i + 1];
        i += 2;
      } else break;
    }
    // A quantifier or an alternation right after makes the last char (or everything) optional.
    const next = src[i] ?? "";
    if (next === "?" || next === "*" || next === "{") lit = lit.slice(0, -1);
    if (src.slice(i).includes("|") && !/^\(\?:/.test(src.slice(i)) && topLevelAlternation(src)) lit = "";
    if (lit.length >= 3) hint = lit;
  }
  HINTS.set(re, hint);
  return hint;
}

/** True when the regex has a `|` outside every group and class. */
function topLevelAlternation(src: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) return true;
  }
  return false;
}

// ---- the `i` flag without its compile cost --------------------------------------------------
// Written with plain loops over char codes: it runs once per row on a cold start, in V8's
// interpreter, where iterator destructuring and a regex per character cost milliseconds.

/**
 * Blocks with no cased letters, as [from, to] pairs: general punctuation, CJK symbols, kana and
 * ideographs, Hangul, CJK compatibility ideographs, fullwidth punctuation, halfwidth kana
 * (tests/secret_caseless.test.ts checks every code point).
 */
export const CASELESS = [0x2000, 0x206f, 0x3000, 0x9fff, 0xac00, 0xd7a3, 0xf900, 0xfaff, 0xff01, 0xff20, 0xff3b, 0xff40, 0xff5b, 0xff9f];

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A code point (or a range of them) that `i` leaves alone: no case partner to add. */
function caseless(lo: number, hi: number): boolean {
  if (hi < 0x80) return true;
  // Every non-ASCII code point: `i` in non-unicode mode maps none of them onto ASCII.
  if (lo <= 0x80 && hi >= 0xffff) return true;
  if (lo < 0x80) return false;
  for (let k = 0; k < CASELESS.length; k += 2) if (lo >= (CASELESS[k] as number) && hi <= (CASELESS[k + 1] as number)) return true;
  if (hi - lo > 512) return false;
  for (let c = lo; c <= hi; c++) {
    const ch = String.fromCharCode(c);
    if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) return false;
  }
  return true;
}

function hexValue(src: string, from: number, n: number): number {
  let v = 0;
  for (let k = from; k < from + n; k++) {
    const c = src.charCodeAt(k);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/** `\xHH` / `\uHHHH` with `at` on the letter after the backslash: its code, or -1. */
function hexEscape(src: string, at: number): number {
  const c = src.charCodeAt(at);
  if (c === 120) return hexValue(src, at + 1, 2); // x
  if (c === 117) return hexValue(src, at + 1, 4); // u
  return -1;
}

const NAMED_ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, f: 12, v: 11, b: 8 };
const hex2 = (n: number) => `\\x${n.toString(16)}`;

/** A class body with the other case of its ASCII letters added; undefined when unsure. */
function caselessClass(body: string): string | undefined {
  const start = body.charCodeAt(0) === 94 ? 1 : 0; // ^
  let extra = "";
  let i = start;
  let lo = 0;
  // One class atom at `at`: sets `lo` (the code, or -1 for \d \s \w …), returns its end, or -1.
  const atom = (at: number): number => {
    const c = body.charCodeAt(at);
    if (c !== 92) {
      lo = c;
      return at + 1;
    }
    const next = body[at + 1];
    if (next === undefined || next === "p" || next === "P" || next === "c" || next === "k" || (next >= "0" && next <= "9")) return -1;
    const hex = hexEscape(body, at + 1);
    if (hex >= 0) {
      lo = hex;
      return at + (next === "x" ? 4 : 6);
    }
    lo = "dDsSwW".includes(next) ? -1 : (NAMED_ESCAPES[next] ?? next.charCodeAt(0));
    return at + 2;
  };
  while (i < body.length) {
    let end = atom(i);
    if (end < 0) return undefined;
    const from = lo;
    let hi = lo;
    if (from >= 0 && body.charCodeAt(end) === 45 && end + 1 < body.length) {
      end = atom(end + 1);
      if (end < 0 || lo < 0) return undefined;
      hi = lo;
    }
    i = end;
    if (from < 0) continue;
    if (hi >= 0x80 && !caseless(Math.max(from, 0x80), hi)) return undefined;
    // ASCII letters in [from, hi]: add their other case, as a range.
    const a = Math.max(from, 65);
    const z = Math.min(hi, 90);
    if (a <= z) extra += `${hex2(a + 32)}-${hex2(z + 32)}`;
    const a2 = Math.max(from, 97);
    const z2 = Math.min(hi, 122);
    if (a2 <= z2) extra += `${hex2(a2 - 32)}-${hex2(z2 - 32)}`;
  }
  // In front, so that a trailing `-` stays a literal (`[\w-]` + `\x61-…` would make it a range).
  const rest = body.slice(start);
  return body.slice(0, start) + extra + (extra && rest.charCodeAt(0) === 45 ? `\\${rest}` : rest);
}

/** Length of a group opener `(?:` `(?=` `(?!` `(?<=` `(?<!` `(?<name>` at i, or 0. */
function groupOpener(src: string, i: number): number {
  const c = src[i + 2];
  if (c === ":" || c === "=" || c === "!") return 3;
  if (c !== "<") return 0;
  const d = src[i + 3];
  if (d === "=" || d === "!") return 4;
  const close = src.indexOf(">", i + 3);
  return close > i + 3 && /^[A-Za-z_$][\w$]*$/.test(src.slice(i + 3, close)) ? close - i + 1 : 0;
}

/** Length of a quantifier `{n}` `{n,}` `{n,m}` at i, or 0 (a literal `{`). */
function braces(src: string, i: number): number {
  let k = i + 1;
  let digits = 0;
  while (src.charCodeAt(k) >= 48 && src.charCodeAt(k) <= 57) {
    k++;
    digits++;
  }
  if (digits === 0) return 0;
  if (src[k] === ",") {
    k++;
    while (src.charCodeAt(k) >= 48 && src.charCodeAt(k) <= 57) k++;
  }
  return src[k] === "}" ? k - i + 1 : 0;
}

/**
 * The same pattern for use without the `i` flag: each ASCII letter matched in either case
 * (`a` → `[aA]`), letters in a class given their other case. For a pattern whose only cased
 * characters are ASCII letters this is exactly what `i` does (non-unicode `i` never maps another
 * letter onto ASCII), and V8 compiles it several times faster when the pattern also holds CJK
 * text or wide classes (security_guard's user/password row: ~3 ms → ~0.4 ms on a cold run).
 * Undefined when the source holds anything this does not rewrite (a backreference, \p, a cased
 * non-ASCII letter, a wide non-ASCII range it cannot vouch for): keep `i` then.
 */
export function asciiCaseless(source: string): string | undefined {
  let out = "";
  let plain = 0; // start of the run of characters copied as they are
  const flush = (to: number) => {
    if (to > plain) out += source.slice(plain, to);
  };
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === 92) {
      // an escape: copied whole
      const n = source[i + 1];
      if (n === undefined || n === "p" || n === "P" || n === "c" || n === "k" || (n >= "1" && n <= "9")) return undefined;
      const hex = hexEscape(source, i + 1);
      if (hex >= 0) {
        if (isAsciiLetter(hex) || !caseless(hex, hex)) return undefined;
        i += n === "x" ? 3 : 5;
      } else i++;
      continue;
    }
    if (code === 91) {
      // a class: [^]…] handled, escapes skipped
      let end = i + 1;
      if (source.charCodeAt(end) === 94) end++;
      if (source.charCodeAt(end) === 93) end++;
      while (end < source.length && source.charCodeAt(end) !== 93) end += source.charCodeAt(end) === 92 ? 2 : 1;
      if (end >= source.length) return undefined;
      const body = caselessClass(source.slice(i + 1, end));
      if (body === undefined) return undefined;
      flush(i);
      out += `[${body}]`;
      plain = end + 1;
      i = end;
      continue;
    }
    if (code === 40 && source.charCodeAt(i + 1) === 63) {
      const n = groupOpener(source, i);
      if (n === 0) return undefined;
      i += n - 1;
      continue;
    }
    if (code === 123) {
      const n = braces(source, i);
      if (n) i += n - 1;
      continue;
    }
    if (isAsciiLetter(code)) {
      flush(i);
      const c = source[i] as string;
      out += `[${c.toLowerCase()}${c.toUpperCase()}]`;
      plain = i + 1;
    } else if (code >= 0x80 && !caseless(code, code)) return undefined;
  }
  flush(source.length);
  return out;
}

/**
 * After an empty match of a global regex: step `lastIndex` past one code point. A /u regex whose lastIndex lands inside
 * a surrogate pair (an emoji) reads from the pair's start, so a one-unit step would find the same empty match forever.
 */
export function stepPastEmpty(re: RegExp, text: string): void {
  const code = text.codePointAt(re.lastIndex);
  re.lastIndex += code !== undefined && code > 0xffff ? 2 : 1;
}
