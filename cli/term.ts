// Terminal output: plain text that reads well in a terminal and in CI logs; colour only on a TTY
// (and never with NO_COLOR); fixed-width tables without box drawing.

export function useColour(stream: NodeJS.WriteStream = process.stdout): boolean {
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

/** Cut to `n` characters with an ellipsis. */
export function cut(text: string, n: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length <= n ? flat : flat.slice(0, Math.max(0, n - 1)) + "…";
}

export interface Column {
  title: string;
  width?: number;
}

/** A left-aligned table; `colourOf(row, col)` may tint a cell (padding is computed on plain text). */
export function table(columns: Column[], rows: string[][], colourOf?: (row: number, col: number) => Colour | undefined): string {
  const widths = columns.map((c, i) => c.width ?? Math.max(c.title.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[], r: number) =>
    cells
      .map((cell, i) => {
        const w = widths[i] ?? 0;
        const text = i === cells.length - 1 ? cell : cut(cell, w).padEnd(w);
        return r >= 0 ? paint(colourOf?.(r, i), text) : text;
      })
      .join("  ")
      .trimEnd();
  return [line(columns.map((c) => c.title), -1), ...rows.map((r, i) => line(r, i))].join("\n");
}
