// A second reading of a text for the scan: a key a terminal wrapped over lines, or a JSON string
// broke with an escaped line break, is joined back into one run; URL and JSON escapes of `/ + =`
// are decoded. Every char of the view knows where it came from, so a finding in the view masks
// the original chars (the line breaks and escapes inside it included). Linear in the text.

const TOKEN = /[A-Za-z0-9+/=_-]/;
/** A key piece at a line's end (16 token chars before the break), then more token chars on the next line. */
const WRAP = /(?<=[A-Za-z0-9+/=_-]{16})(?:\r?\n|\\(?:r\\)?n)[A-Za-z0-9+/=_-]/y;
/** A JSON or URL escape of / + = (and the others DECODE knows). */
const ESCAPE = /\\\/|\\u00(?:2[bBfF]|3[dD])|%(?:2[0bBfFdD]|3[dDaA]|5[fF])/y;

/**
 * Whether the text has a wrapped key piece or an escape worth a view. Every candidate starts at a
 * line break, a backslash or a percent sign, so those are found by indexOf and the patterns are
 * tried there only: one regex scan over every position of a 1 MB text cost ~190 ms here (a
 * one-off regex runs in V8's interpreter), the indexOf walk a few.
 */
export function hasCandidate(text: string): boolean {
  for (const ch of ["\n", "\\", "%"]) {
    for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) {
      // a line break written \r\n starts at the \r (the \n alone then has no token chars before it)
      WRAP.lastIndex = ch === "\n" && text[i - 1] === "\r" ? i - 1 : i;
      if (WRAP.test(text)) return true;
      if (ch === "\n") continue;
      ESCAPE.lastIndex = i;
      if (ESCAPE.test(text)) return true;
    }
  }
  return false;
}
const DECODE: Record<string, string> = { "20": " ", "2b": "+", "2f": "/", "2d": "-", "3a": ":", "3d": "=", "5f": "_" };

/** Joins read at most (a wrapped key has a few; a wrapped base64 blob has thousands and is no key). */
const MAX_SPOTS = 32;
/** View chars read on each side of a join or an escape. */
const REACH = 600;

export interface View {
  text: string;
  /** map[i]: the original index of view char i; map[text.length]: the original length. */
  map: Int32Array;
  /** View indices where a line break was removed (the first char of the next line). */
  joins: number[];
  /** View indices of chars decoded from an escape. */
  decoded: number[];
}

/** The joined, decoded view of `text`, or undefined when it would equal the text. */
export function viewOf(text: string): View | undefined {
  if (!hasCandidate(text)) return undefined;
  const map = new Int32Array(text.length + 1);
  const joins: number[] = [];
  const decoded: number[] = [];
  const parts: string[] = [];
  let len = 0;
  let from = 0;
  const copy = (to: number) => {
    if (to > from) parts.push(text.slice(from, to));
    for (let k = from; k < to; k++) map[len++] = k;
  };
  // Jump from one line break, backslash or percent sign to the next; the rest is copied as is.
  let nl = -1;
  let bs = -1;
  let pc = -1;
  for (let i = 0; i < text.length; ) {
    if (nl < i && joins.length < MAX_SPOTS) nl = text.indexOf("\n", i);
    if (bs < i) bs = text.indexOf("\\", i);
    if (pc < i && decoded.length < MAX_SPOTS * 8) pc = text.indexOf("%", i);
    const next = Math.min(...[joins.length < MAX_SPOTS ? nl : -1, bs, decoded.length < MAX_SPOTS * 8 ? pc : -1].filter((x) => x >= i));
    if (!Number.isFinite(next)) break;
    i = next;
    const ch = text[i] as string;
    // A line break: "\n", or "\r\n" (the \r just before), or an escaped \n / \r\n inside a JSON string.
    let brk = 0;
    let at = i;
    if (ch === "\n") [at, brk] = text[i - 1] === "\r" ? [i - 1, 2] : [i, 1];
    else if (ch === "\\" && text[i + 1] === "n") brk = 2;
    else if (ch === "\\" && text.startsWith("r\\n", i + 1)) brk = 4;
    if (brk && runBefore(text, at) >= 16 && joins.length < MAX_SPOTS && keyLike(nextRun(text, at + brk))) {
      copy(at);
      joins.push(len);
      i = at + brk;
      from = i;
      continue;
    }
    let dec: string | undefined;
    let size = 1;
    if (ch === "\\" && text[i + 1] === "/") [dec, size] = ["/", 2];
    else if (ch === "\\" && text[i + 1] === "u" && text.startsWith("00", i + 2)) [dec, size] = [DECODE[text.slice(i + 4, i + 6).toLowerCase()], 6];
    else if (ch === "%") [dec, size] = [DECODE[text.slice(i + 1, i + 3).toLowerCase()], 3];
    if (dec && decoded.length < MAX_SPOTS * 8) {
      copy(i);
      decoded.push(len);
      parts.push(dec);
      map[len++] = i;
      i += size;
      from = i;
      continue;
    }
    i += ch === "\\" ? 2 : 1;
  }
  copy(text.length);
  map[len] = text.length;
  if (!joins.length && !decoded.length) return undefined;
  return { text: parts.join(""), map: map.subarray(0, len + 1), joins, decoded };
}

/** Token chars just before `at` (counted up to 16). */
function runBefore(text: string, at: number): number {
  let n = 0;
  while (n < 16 && at - n - 1 >= 0 && TOKEN.test(text[at - n - 1] as string)) n++;
  return n;
}

/** The original span of view chars [start, end): through the whole escape of a decoded last char. */
export function originalSpan(view: View, source: string, start: number, end: number): [number, number] {
  const last = end - 1;
  let e = (view.map[last] as number) + 1;
  if (view.decoded.includes(last)) e = source[e - 1] === "%" ? e + 2 : source[e] === "/" ? e + 1 : e + 5;
  return [view.map[start] as number, e];
}

/** The token chars that start the next line (at most 300). */
function nextRun(text: string, at: number): string {
  let n = 0;
  while (n < 300 && at + n < text.length && TOKEN.test(text[at + n] as string)) n++;
  return text.slice(at, at + n);
}

/**
 * A run that continues a key: 4+ chars with a digit, or upper and lower case after its first
 * letter; not a `NAME=value` line (a key's `=` is padding at its end).
 */
function keyLike(run: string): boolean {
  if (run.length < 4 || /=[^=]/.test(run)) return false;
  // Words in camelCase or PascalCase ("SecretAccessKey", "getToken") name things; keys are not words.
  if (/^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$/.test(run)) return false;
  return /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run.slice(1)));
}

/**
 * Where a finding over view chars [start, end) ends as a key the view put back together: each
 * joined line continues the key (a digit, or upper and lower case after its first letter — not
 * "Thanks", "README" or "npm"); the first that does not cuts it. Undefined when no accepted join
 * and no decoded escape is inside (the first reading saw the same).
 */
export function rejoinedEnd(view: View, start: number, end: number): number | undefined {
  let cut = end;
  let joined = false;
  for (const j of view.joins) {
    if (j <= start || j >= cut) continue;
    if (!continues(view, j, cut)) {
      cut = j;
      break;
    }
    joined = true;
  }
  const decoded = view.decoded.some((d) => d >= start && d < cut);
  return joined || decoded ? cut : undefined;
}

function continues(view: View, join: number, end: number): boolean {
  const next = view.joins.find((j) => j > join && j < end) ?? end;
  return keyLike(view.text.slice(join, next));
}

/** The view's stretches worth reading again: around each join and escape, merged, as [start, end). */
export function spots(view: View): Array<[number, number]> {
  const at = [...view.joins, ...view.decoded].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const p of at) {
    const start = Math.max(0, p - REACH);
    const end = Math.min(view.text.length, p + REACH);
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}
