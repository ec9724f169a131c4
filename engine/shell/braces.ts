// Bash brace expansion of a word's text: pre{a,b}post, nested, {1..3}, {a..e}, {01..10..2}.
// Bounded: at most `max` results and a short input; beyond that the text comes back as is.

const MAX_INPUT = 4096;

/** Expand braces in `text`; returns [text] when there is nothing to expand or a bound is hit. */
export function expandBraces(text: string, max = 64): string[] {
  if (text.length > MAX_INPUT || !text.includes("{")) return [text];
  const out: string[] = [];
  const ok = expand(text, max, out, 0);
  return ok && out.length ? out : [text];
}

function expand(text: string, max: number, out: string[], depth: number): boolean {
  if (depth > 16) return false;
  const g = findGroup(text);
  if (!g) {
    out.push(text);
    return out.length <= max;
  }
  const pre = text.slice(0, g.open);
  const post = text.slice(g.close + 1);
  for (const alt of g.alts) {
    if (!expand(pre + alt + post, max, out, depth + 1)) return false;
    if (out.length > max) return false;
  }
  return true;
}

interface Group {
  open: number;
  close: number;
  alts: string[];
}

/** First {…} with a top-level comma or a valid sequence. */
function findGroup(text: string): Group | null {
  for (let open = text.indexOf("{"); open >= 0; open = text.indexOf("{", open + 1)) {
    if (open > 0 && text[open - 1] === "$") continue; // ${var}
    let depth = 0;
    const commas: number[] = [];
    let close = -1;
    for (let j = open; j < text.length; j++) {
      const c = text[j];
      if (c === "\\") j++;
      else if (c === "{") depth++;
      else if (c === "}") {
        if (--depth === 0) {
          close = j;
          break;
        }
      } else if (c === "," && depth === 1) commas.push(j);
    }
    if (close < 0) return null;
    if (commas.length) {
      const alts: string[] = [];
      let from = open + 1;
      for (const c of commas) {
        alts.push(text.slice(from, c));
        from = c + 1;
      }
      alts.push(text.slice(from, close));
      return { open, close, alts };
    }
    const seq = sequence(text.slice(open + 1, close));
    if (seq) return { open, close, alts: seq };
  }
  return null;
}

function sequence(body: string): string[] | null {
  const m = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?$/.exec(body);
  if (!m) return null;
  const [, a = "", b = "", s] = m;
  const step = Math.abs(Number(s ?? 1)) || 1;
  const num = /\d/.test(a);
  if (num !== /\d/.test(b)) return null;
  const from = num ? Number(a) : a.charCodeAt(0);
  const to = num ? Number(b) : b.charCodeAt(0);
  if (Math.abs(to - from) / step > 256) return null;
  const width = num && (/^-?0\d/.test(a) || /^-?0\d/.test(b)) ? Math.max(a.length, b.length) : 0;
  const out: string[] = [];
  const dir = to >= from ? 1 : -1;
  for (let v = from; dir > 0 ? v <= to : v >= to; v += dir * step) {
    out.push(num ? (width ? String(v).padStart(width, "0") : String(v)) : String.fromCharCode(v));
  }
  return out;
}
