// hookguard report: what the guards did, from the debug log (HOOKGUARD_DEBUG_LOG, one JSON line
// per guard run: ts, guard, host, event, verdict, rule, stage, error, ms). Per guard, rule and day:
// runs, blocks, rewrites, warnings, errors, p50 / p99 time — what was stopped, what is slow or failing.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { out, paint, table } from "./term";

interface ReportRow {
  day: string;
  guard: string;
  /** The row that fired; "" when none did (a plain continue). */
  rule: string;
  runs: number;
  blocks: number;
  rewrites: number;
  warnings: number;
  /** Context notes added (runtime_footer's directive and the like). */
  context: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface Report {
  file: string;
  lines: number;
  /** Lines that were not a guard run's JSON object. */
  skipped: number;
  rows: ReportRow[];
  /** The last few distinct errors, with the guard and stage, so a failing guard is visible. */
  errors: Array<{ guard: string; stage: string; error: string; count: number }>;
}

export interface ReportOptions {
  /** Only days ≥ this (YYYY-MM-DD). */
  since?: string;
  guard?: string;
  /** Collapse the day column (one row per guard and rule). */
  allDays?: boolean;
}

interface Acc {
  row: ReportRow;
  ms: number[];
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

function field(o: Record<string, unknown>, k: string): string {
  const v = o[k];
  return typeof v === "string" ? v : "";
}

export async function report(file: string, opts: ReportOptions = {}): Promise<Report> {
  const groups = new Map<string, Acc>();
  const errors = new Map<string, { guard: string; stage: string; error: string; count: number }>();
  let lines = 0;
  let skipped = 0;
  const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line.trim()) continue;
    lines++;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    if (typeof o !== "object" || o === null || Array.isArray(o)) {
      skipped++;
      continue;
    }
    const rec = o as Record<string, unknown>;
    const guard = field(rec, "guard");
    const ts = field(rec, "ts");
    if (!guard || !/^\d{4}-\d\d-\d\d/.test(ts)) {
      skipped++;
      continue;
    }
    const day = opts.allDays ? "" : ts.slice(0, 10);
    if (opts.since && ts.slice(0, 10) < opts.since) continue;
    if (opts.guard && guard !== opts.guard) continue;
    const rule = field(rec, "rule");
    const key = `${day}\0${guard}\0${rule}`;
    let acc = groups.get(key);
    if (!acc) {
      acc = { row: { day, guard, rule, runs: 0, blocks: 0, rewrites: 0, warnings: 0, context: 0, errors: 0, p50: 0, p99: 0, max: 0 }, ms: [] };
      groups.set(key, acc);
    }
    const r = acc.row;
    r.runs++;
    const verdict = field(rec, "verdict");
    if (verdict === "block") r.blocks++;
    else if (verdict.startsWith("rewrite")) r.rewrites++;
    else if (verdict === "warn") r.warnings++;
    else if (verdict === "context") r.context++;
    const error = field(rec, "error");
    if (error) {
      r.errors++;
      const stage = field(rec, "stage");
      const ek = `${guard}\0${stage}\0${error}`;
      const e = errors.get(ek) ?? { guard, stage, error, count: 0 };
      e.count++;
      errors.delete(ek);
      errors.set(ek, e);
    }
    const ms = rec.ms;
    if (typeof ms === "number" && Number.isFinite(ms) && ms >= 0) acc.ms.push(ms);
  }
  const rows = [...groups.values()].map(({ row, ms }) => {
    ms.sort((a, b) => a - b);
    return { ...row, p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms[ms.length - 1] ?? 0 };
  });
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.guard.localeCompare(b.guard) || b.blocks - a.blocks || a.rule.localeCompare(b.rule));
  return { file, lines, skipped, rows, errors: [...errors.values()].slice(-10) };
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function printReport(r: Report, allDays = false): void {
  if (r.rows.length === 0) {
    out(`no guard runs in ${r.file}${r.skipped ? ` (${r.skipped} unreadable lines)` : ""}`);
    return;
  }
  const cols = [
    ...(allDays ? [] : [{ title: "day" }]),
    { title: "guard" },
    { title: "rule" },
    { title: "runs" },
    { title: "blocks" },
    { title: "rewrites" },
    { title: "warnings" },
    { title: "errors" },
    { title: "p50 ms" },
    { title: "p99 ms" },
  ];
  const counts = (x: ReportRow) => [x.runs, x.blocks, x.rewrites, x.warnings, x.errors].map(String);
  const body = r.rows.map((x) => [...(allDays ? [] : [x.day]), x.guard, x.rule || "—", ...counts(x), ms(x.p50), ms(x.p99)]);
  const at = allDays ? 0 : 1;
  out(
    table(cols, body, (row, c) => {
      const x = r.rows[row];
      if (!x) return undefined;
      if (c === at + 3 && x.blocks) return "red";
      if (c === at + 5 && x.warnings) return "yellow";
      if (c === at + 6 && x.errors) return "red";
      return undefined;
    }),
  );
  const total = (k: "runs" | "blocks" | "rewrites" | "warnings" | "errors") => r.rows.reduce((n, x) => n + x[k], 0);
  const skipped = r.skipped ? `; ${r.skipped} unreadable lines skipped` : "";
  out(`\n${total("runs")} runs: ${total("blocks")} blocks, ${total("rewrites")} rewrites, ${total("warnings")} warnings, ${total("errors")} errors${skipped}`);
  for (const e of r.errors) out(paint("red", `  error ×${e.count}  ${e.guard} at ${e.stage || "?"}: ${e.error}`));
}
