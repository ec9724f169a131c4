// hookguard demo (and `npm start`): replay a realistic session through the built guards, one
// fresh process per event exactly as the bus runs them, and print a table of verdicts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir } from "./catalog";
import { SESSION, type SessionStep } from "./generated";
import { runFile } from "./proc";
import { cut, out, paint, table, type Colour } from "./term";

export interface DemoRow {
  guard: string;
  event: string;
  title: string;
  verdict: string;
  detail: string;
  ms: number;
}

/** examples/session/*.json beside the build when run from the repo, else the copy bundled at build time. */
function session(): SessionStep[] {
  const dir = join(buildDir(), "..", "examples", "session");
  if (!existsSync(dir)) return SESSION;
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as SessionStep[]);
  } catch {
    return SESSION;
  }
}

const FIELDS: Array<[string, string]> = [
  ["response", "rewrite reply"],
  ["notification", "rewrite push"],
  ["tool_input", "rewrite input"],
  ["context", "context"],
  ["add_warning", "warn"],
  ["systemMessage", "warn"],
];

function summarise(stdout: string): [string, string] {
  const text = stdout.trim();
  if (!text) return ["continue", ""];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return ["invalid", text.slice(0, 80)];
  }
  if (typeof parsed !== "object" || parsed === null) return ["invalid", text.slice(0, 80)];
  const o = parsed as Record<string, unknown>;
  if (o.decision === "block") return ["block", String(o.reason ?? "")];
  for (const [field, label] of FIELDS) if (field in o) return [label, typeof o[field] === "string" ? (o[field] as string) : JSON.stringify(o[field])];
  return ["continue", ""];
}

/** The state folder the session files name; each demo run gets a fresh one in its place. */
const SESSION_DIR = "/tmp/hookguard-demo";

export async function demo(dir = buildDir()): Promise<DemoRow[]> {
  const rows: DemoRow[] = [];
  // A fresh folder per run: two demos at once (or a test beside a demo) must not share state.
  const scratch = mkdtempSync(join(tmpdir(), "hookguard-demo-"));
  try {
    for (const step of session()) {
      const file = join(dir, `${step.guard}.cjs`);
      if (!existsSync(file)) continue;
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, String(v).replaceAll(SESSION_DIR, scratch)]));
      const r = await runFile(file, [], JSON.stringify(step.event), 20_000, { ...process.env, ...env }, true);
      const [verdict, detail] = r.timedOut ? ["timeout", ""] : summarise(r.stdout);
      rows.push({
        guard: step.guard,
        event: String(step.event.event ?? ""),
        title: step.title,
        verdict,
        detail: detail.replace(/\s+/g, " "),
        ms: Math.round(r.ms),
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

const TINT: Record<string, Colour> = { block: "red", continue: "green", warn: "yellow", invalid: "red", timeout: "red" };

export function printDemo(rows: DemoRow[]): void {
  const body = rows.map((r) => [r.guard, r.event, cut(r.title, 44), r.verdict, cut(r.detail, 110)]);
  out(
    table(
      [
        { title: "guard", width: 21 },
        { title: "event", width: 19 },
        { title: "what happens", width: 44 },
        { title: "verdict", width: 13 },
        { title: "detail" },
      ],
      body,
      (r, c) => (c === 3 ? (TINT[rows[r]?.verdict ?? ""] ?? "cyan") : undefined),
    ),
  );
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.verdict, (counts.get(r.verdict) ?? 0) + 1);
  out(`\n${rows.length} events replayed through ${paint("bold", "build/")}, one process each: ${[...counts].map(([k, v]) => `${v} ${k}`).join(", ")}.`);
}
