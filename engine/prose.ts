// Prose views of an agent reply for the claim/promise guards: what the agent SAYS, as opposed to
// what it quotes. Code fences, inline code, markdown table rows, blockquotes and quoted strings
// are references, not statements: they are blanked out with spaces so that offsets still line up
// with the original text (URLs are read from the original, so a quoted URL in a real claim counts).
// All scans are linear; nothing here throws.

/** Replace every UTF-16 unit of text[from, to) by a space, keeping newlines. */
function blank(chars: string[], from: number, to: number): void {
  for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
}

const QUOTE_PAIRS: Record<string, string> = { "\"": "\"", "“": "”", "「": "」", "『": "』", "«": "»", "‘": "’" };
/** A quotation longer than this is not a quote but a mismatched mark: leave it. */
const MAX_QUOTE = 240;

export interface MaskOptions {
  /** Blank quoted strings ("…", “…”, 「…」, 『…』). Default true. */
  quotes?: boolean;
}

/** The reply with non-prose regions blanked (same length, same line breaks). */
export function maskNonProse(text: string, options: MaskOptions = {}): string {
  const chars = text.split("");
  const lines = text.split("\n");
  let offset = 0;
  let fence: string | undefined;
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    const trimmed = line.trimStart();
    const fenceMark = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
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
    // Markdown table rows and blockquotes quote or tabulate; they do not state.
    if (/^\|.*\|\s*$/.test(trimmed) || /^\|?\s*:?-{3,}/.test(trimmed) || trimmed.startsWith(">")) {
      blank(chars, start, start + line.length);
      continue;
    }
    maskInline(line, start, chars, options.quotes !== false);
  }
  return chars.join("");
}

function maskInline(line: string, start: number, chars: string[], quotes: boolean): void {
  let i = 0;
  while (i < line.length) {
    const ch = line[i] as string;
    if (ch === "`") {
      let run = 1;
      while (line[i + run] === "`") run++;
      const close = line.indexOf("`".repeat(run), i + run);
      if (close > 0) {
        blank(chars, start + i, start + close + run);
        i = close + run;
        continue;
      }
      i += run;
      continue;
    }
    const closer = quotes ? QUOTE_PAIRS[ch] : undefined;
    if (closer) {
      // A straight quote between letters is an apostrophe-like mark (5"), not a quotation.
      const close = line.indexOf(closer, i + 1);
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
    if (ch === "\n" || ch === "。" || ch === "！" || ch === "？" || ch === "；") {
      push(i + 1);
    } else if ((ch === "." || ch === "!" || ch === "?") && /\s/.test(text[i + 1] ?? " ")) {
      // "v1.2" and "example.com/x" do not end a sentence: only a mark followed by space or end does.
      push(i + 1);
    }
  }
  push(text.length);
  return out;
}

/** URLs in a text (http/https), trailing punctuation trimmed. */
export function urls(text: string): { url: string; index: number }[] {
  const out: { url: string; index: number }[] = [];
  const re = /https?:\/\/[^\s<>"'`)\]}，。、「」『』（）]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ url: m[0].replace(/[.,;:!?*_~]+$/, ""), index: m.index });
  }
  return out;
}
