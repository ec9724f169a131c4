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

/** Blocks with no cased letters (kana, CJK ideographs, Hangul, CJK symbols, halfwidth kana). */
const CASELESS: readonly (readonly [number, number])[] = [
  [0x3000, 0x9fff],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xff61, 0xff9f],
];

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A code point (or a range of them) that `i` leaves alone: no case partner to add. */
function caseless(lo: number, hi: number): boolean {
  if (hi < 0x80) return true;
  // Every non-ASCII code point: `i` in non-unicode mode maps none of them onto ASCII.
  if (lo <= 0x80 && hi >= 0xffff) return true;
  if (lo < 0x80) return false;
  if (CASELESS.some(([a, b]) => lo >= a && hi <= b)) return true;
  if (hi - lo > 512) return false;
  for (let c = lo; c <= hi; c++) {
    const ch = String.fromCharCode(c);
    if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) return false;
  }
  return true;
}

/** `\xHH` / `\uHHHH` at i (after the backslash): [code, length], else undefined. */
function hexEscape(src: string, i: number): [number, number] | undefined {
  const m = /^(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4}))/.exec(src.slice(i, i + 5));
  return m ? [Number.parseInt((m[1] ?? m[2]) as string, 16), m[0].length] : undefined;
}

/** A class body with the other case of its ASCII letters added; undefined when unsure. */
function caselessClass(body: string): string | undefined {
  let i = body.startsWith("^") ? 1 : 0;
  const extra: string[] = [];
  // One class atom at i: [code point or -1 for an escape class such as \s, end index].
  const atom = (at: number): [number, number] | undefined => {
    const ch = body[at];
    if (ch === undefined) return undefined;
    if (ch !== "\\") return [ch.charCodeAt(0), at + 1];
    const next = body[at + 1];
    if (next === undefined) return undefined;
    const hex = hexEscape(body, at + 1);
    if (hex) return [hex[0], at + 1 + hex[1]];
    if ("dDsSwW".includes(next)) return [-1, at + 2];
    if ("pPck".includes(next) || /[0-9]/.test(next)) return undefined;
    const named: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, b: 8 };
    return [named[next] ?? next.charCodeAt(0), at + 2];
  };
  while (i < body.length) {
    const a = atom(i);
    if (!a) return undefined;
    let [lo, end] = a;
    let hi = lo;
    if (lo >= 0 && body[end] === "-" && end + 1 < body.length) {
      const b = atom(end + 1);
      if (!b || b[0] < 0) return undefined;
      [hi, end] = b;
    }
    i = end;
    if (lo < 0) continue;
    if (!caseless(Math.max(lo, 0x80), hi) && hi >= 0x80) return undefined;
    // ASCII letters in [lo, hi]: add their other case (as ranges).
    for (const [a0, z0, shift] of [
      [65, 90, 32],
      [97, 122, -32],
    ] as const) {
      const from = Math.max(lo, a0);
      const to = Math.min(hi, z0);
      if (from <= to) extra.push(`\\x${(from + shift).toString(16)}-\\x${(to + shift).toString(16)}`);
    }
  }
  // In front, so that a trailing `-` stays a literal (`[\w-]` + `\x61-…` would make it a range).
  const start = body.startsWith("^") ? 1 : 0;
  const rest = body.slice(start);
  return body.slice(0, start) + extra.join("") + (rest.startsWith("-") && extra.length ? `\\${rest}` : rest);
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
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      const n = source[i + 1];
      if (n === undefined || "pPck".includes(n) || /[1-9]/.test(n)) return undefined;
      const hex = hexEscape(source, i + 1);
      if (hex) {
        if (isAsciiLetter(hex[0]) || !caseless(hex[0], hex[0])) return undefined;
        out += source.slice(i, i + 1 + hex[1]);
        i += hex[1];
        continue;
      }
      out += c + n;
      i++;
      continue;
    }
    if (c === "[") {
      let end = i + 1;
      if (source[end] === "^") end++;
      if (source[end] === "]") end++;
      for (; end < source.length && source[end] !== "]"; end++) if (source[end] === "\\") end++;
      if (end >= source.length) return undefined;
      const body = caselessClass(source.slice(i + 1, end));
      if (body === undefined) return undefined;
      out += `[${body}]`;
      i = end;
      continue;
    }
    if (c === "(" && source[i + 1] === "?") {
      const m = /^\(\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(source.slice(i, i + 64));
      if (!m) return undefined;
      out += m[0];
      i += m[0].length - 1;
      continue;
    }
    if (c === "{") {
      const m = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i, i + 24));
      if (m) {
        out += m[0];
        i += m[0].length - 1;
        continue;
      }
    }
    const code = c.charCodeAt(0);
    if (isAsciiLetter(code)) out += `[${c.toLowerCase()}${c.toUpperCase()}]`;
    else if (code >= 0x80 && !caseless(code, code)) return undefined;
    else out += c;
  }
  return out;
}
