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
