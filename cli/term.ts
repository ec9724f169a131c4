// Terminal output: plain text that reads well in a terminal and in CI logs; colour only on a TTY
// (and never with NO_COLOR); fixed-width tables without box drawing.

function useColour(stream: NodeJS.WriteStream = process.stdout): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb";
}

const CODES = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
export type Colour = keyof typeof CODES;

export function paint(colour: Colour | undefined, text: string, on = useColour()): string {
  return on && colour ? `\x1b[${CODES[colour]}m${text}\x1b[0m` : text;
}

export function out(text = ""): void {
  process.stdout.write(text + "\n");
}

export function err(text: string): void {
  process.stderr.write(text + "\n");
}

/** Terminal columns of one code point: East Asian wide/fullwidth and emoji take two. */
function columns(cp: number): number {
  if (cp < 0x1100) return 1;
  return cp <= 0x115f ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
    ? 2
    : 1;
}

/** Display width of a string in terminal columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) w += columns(ch.codePointAt(0) ?? 0);
  return w;
}

/** Pad to `n` terminal columns. */
function pad(text: string, n: number): string {
  return text + " ".repeat(Math.max(0, n - width(text)));
}

/** Flatten whitespace and cut to `n` terminal columns with an ellipsis. */
export function cut(text: string, n: number): string {
  const flat = text.replace(/\s+/g, " ");
  if (width(flat) <= n) return flat;
  let out = "";
  let w = 0;
  for (const ch of flat) {
    const c = columns(ch.codePointAt(0) ?? 0);
    if (w + c > n - 1) break;
    out += ch;
    w += c;
  }
  return out + "…";
}

export interface Column {
  title: string;
  width?: number;
}

/** A left-aligned table; `colourOf(row, col)` may tint a cell (padding is computed on plain text). */
export function table(cols: Column[], rows: string[][], colourOf?: (row: number, col: number) => Colour | undefined): string {
  const widths = cols.map((c, i) => c.width ?? Math.max(width(c.title), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (cells: string[], r: number) =>
    cells
      .map((cell, i) => {
        const w = widths[i] ?? 0;
        const text = i === cells.length - 1 ? cell : pad(cut(cell, w), w);
        return r >= 0 ? paint(colourOf?.(r, i), text) : text;
      })
      .join("  ")
      .trimEnd();
  return [
    line(
      cols.map((c) => c.title),
      -1,
    ),
    ...rows.map((r, i) => line(r, i)),
  ].join("\n");
}
