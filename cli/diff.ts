// A small line diff (LCS) printed as a unified diff with 3 lines of context. Used on table
// regions and config files: a few hundred lines at most, so the quadratic table is fine; above
// MAX_CELLS it degrades to "replace everything" rather than stall.

const MAX_CELLS = 4_000_000;

type Op = { kind: " " | "-" | "+"; text: string; a: number; b: number };

function ops(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    return [...a.map((text, i) => ({ kind: "-" as const, text, a: i, b: 0 })), ...b.map((text, j) => ({ kind: "+" as const, text, a: n, b: j }))];
  }
  // lcs[i][j] = length of the LCS of a[i..] and b[j..]
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i] as Uint32Array;
    const next = lcs[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j--) row[j] = a[i] === b[j] ? (next[j + 1] as number) + 1 : Math.max(next[j] as number, row[j + 1] as number);
  }
  const out: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) out.push({ kind: " ", text: a[i] as string, a: i++, b: j++ });
    else if (j < m && (i >= n || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) out.push({ kind: "+", text: b[j] as string, a: i, b: j++ });
    else out.push({ kind: "-", text: a[i] as string, a: i++, b: j });
  }
  return out;
}

/** Unified diff of two texts; "" when equal. */
export function unifiedDiff(before: string, after: string, labelA: string, labelB: string, context = 3): string {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  const all = ops(a, b);
  const changed = all.map((o, k) => (o.kind !== " " ? k : -1)).filter((k) => k >= 0);
  const hunks: Array<[number, number]> = [];
  for (const k of changed) {
    const lo = Math.max(0, k - context);
    const hi = Math.min(all.length - 1, k + context);
    const last = hunks[hunks.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else hunks.push([lo, hi]);
  }
  const lines = [`--- ${labelA}`, `+++ ${labelB}`];
  for (const [lo, hi] of hunks) {
    const slice = all.slice(lo, hi + 1);
    const first = slice[0] as Op;
    const aCount = slice.filter((o) => o.kind !== "+").length;
    const bCount = slice.filter((o) => o.kind !== "-").length;
    lines.push(`@@ -${first.a + 1},${aCount} +${first.b + 1},${bCount} @@`);
    for (const o of slice) lines.push(o.kind + o.text);
  }
  return lines.join("\n");
}

/**
 * The editable region of a built guard: from the `// templates/<guard>/tables.ts` marker esbuild
 * writes to the next module marker. The whole file when there is no marker.
 */
export function tableRegion(text: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^\/\/ templates\/[^/]+\/tables\.ts$/.test(l));
  if (start < 0) return text;
  let end = start + 1;
  while (end < lines.length && !/^\/\/ [\w@./-]+\.[cm]?[jt]s$/.test(lines[end] as string)) end++;
  return lines.slice(start, end).join("\n").trimEnd();
}
