// hookguard explain: what each guard decides on one input, and why — the parsed and expanded
// shell commands, the verdict, the table row that fired (its why, its examples, where it is
// defined in the copy that ran). How a user tunes a table: see why, edit the row, run the selftest.
// Every guard runs in-process on a scratch workspace and state folder, so explaining never
// touches the user's session counters or pending-edit records.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchJson, readText } from "../engine/context";
import { analyze } from "../engine/shell/index";
import type { Ctx, EventName, Guard, Verdict } from "../engine/types";
import { TABLES } from "./generated";
import { cut, out, paint, table, type Colour } from "./term";

export type ExplainInput =
  | { kind: "command"; command: string }
  | { kind: "text"; text: string }
  | { kind: "payload"; payload: Record<string, unknown>; file: string };

interface ParsedCommand {
  text: string;
  argv: string[];
  /** How it was reached: "bash -c", "$()", "xargs" … (empty at the top level). */
  via: string[];
  depth: number;
}

interface RowInfo {
  id: string;
  why?: string;
  /** The tables.ts export holding it (DESTRUCTIVE, SECRET_PATTERNS, PROMISES …). */
  table: string;
  block: string[];
  allow: string[];
  /** `<file>:<line>` of the row in the guard copy that ran, when found there. */
  defined?: string;
}

interface Answer {
  guard: string;
  event: EventName | string;
  verdict: Verdict["kind"];
  rule?: string;
  /** The reason, warning, rewritten text or context the host would receive. */
  detail: string;
  stage: string;
  error?: string;
  row?: RowInfo;
}

export interface Explanation {
  input: "command" | "text" | "payload";
  commands?: ParsedCommand[];
  incomplete?: boolean;
  answers: Answer[];
  /** Guards that have no handler for any event this input makes. */
  idle: string[];
}

interface Decided {
  verdict: Verdict;
  stage: string;
  error?: string;
  event?: { name: string };
}

interface Loaded {
  name: string;
  file: string;
  guard: Guard;
  decide: (guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx) => Promise<Decided>;
}

const SHELL_TOOL = "bash";
const TEXT_EVENTS: readonly EventName[] = [
  "on_user_message",
  "transform_tool_result",
  "post_tool_call",
  "on_outbound_message",
  "on_response_end",
  "on_stop",
  "on_completion_claim",
];

/** The Starchild bus payload of one event carrying the input. */
function probe(input: ExplainInput, event: EventName): Record<string, unknown> | undefined {
  const base = { event, session_id: "hookguard-explain", agent_id: "explain", cwd: "" };
  if (input.kind === "command") return event === "pre_tool_call" ? { ...base, tool_name: SHELL_TOOL, tool_input: { command: input.command } } : undefined;
  if (input.kind !== "text") return undefined;
  const text = input.text;
  switch (event) {
    case "on_user_message":
      return { ...base, message: text, channel: "web" };
    case "transform_tool_result":
    case "post_tool_call":
      return { ...base, tool_name: SHELL_TOOL, tool_input: { command: "cat notes.txt" }, tool_result: text };
    case "on_outbound_message":
      return { ...base, notification: text, notification_type: "message" };
    case "on_response_end":
    case "on_stop":
    case "on_completion_claim":
      return { ...base, response: text, tool_names: [], stop_hook_active: false };
    default:
      return undefined;
  }
}

function loadGuards(files: readonly GuardFile[]): Loaded[] {
  const loaded: Loaded[] = [];
  for (const f of files) {
    const mod: unknown = createRequire(f.file)(f.file);
    if (typeof mod !== "object" || mod === null || !("guard" in mod) || !("decide" in mod) || typeof mod.decide !== "function") continue;
    loaded.push({ name: f.name, file: f.file, guard: mod.guard as Guard, decide: mod.decide as Loaded["decide"] });
  }
  return loaded;
}

function detailOf(v: Verdict): string {
  switch (v.kind) {
    case "block":
      return v.reason;
    case "warn":
      return v.message;
    case "context":
      return v.context;
    case "rewrite_response":
      return v.response;
    case "rewrite_notification":
      return v.notification;
    case "rewrite_input":
      return JSON.stringify(v.toolInput);
    default:
      return "";
  }
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];
}

/** A table export's rows: an array, or a table built on first use (`TABLE = () => [...]`). */
function rowsOf(name: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "function" || !/^[A-Z][A-Z0-9_]*$/.test(name)) return [];
  try {
    const rows: unknown = value();
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

/** The row with this id among the guard's tables (any exported array of objects with an `id`). */
function findRow(guard: string, id: string): RowInfo | undefined {
  const tables = TABLES[guard];
  if (!tables) return undefined;
  for (const [table, value] of Object.entries(tables)) {
    for (const row of rowsOf(table, value)) {
      if (typeof row !== "object" || row === null || (row as { id?: unknown }).id !== id) continue;
      const r = row as { why?: unknown; examples?: { block?: unknown; allow?: unknown } };
      const info: RowInfo = { id, table, block: strings(r.examples?.block), allow: strings(r.examples?.allow) };
      if (typeof r.why === "string") info.why = r.why;
      return info;
    }
  }
  return undefined;
}

/** `file:line` of `id: "<rule>"` in the copy that ran: where the user edits the row. */
function definedAt(file: string, id: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const at = text.search(new RegExp(`\\bid:\\s*["']${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`));
  if (at < 0) return undefined;
  return `${file}:${text.slice(0, at).split("\n").length}`;
}

function parsedCommands(command: string): { commands: ParsedCommand[]; incomplete: boolean } {
  const a = analyze(command);
  return { commands: a.commands.map((c) => ({ text: c.text, argv: c.words.map((w) => w.text), via: c.via, depth: c.depth })), incomplete: a.incomplete };
}

export interface GuardFile {
  name: string;
  file: string;
}

export async function explain(input: ExplainInput, files: readonly GuardFile[], env: NodeJS.ProcessEnv = process.env): Promise<Explanation> {
  const scratch = mkdtempSync(join(tmpdir(), "hookguard-explain-"));
  const ctxEnv: Record<string, string | undefined> = {
    ...env,
    WORKSPACE_DIR: scratch,
    HOOKGUARD_STATE_DIR: join(scratch, "state"),
    VERIFY_GUARD_STATE_DIR: join(scratch, "verify"),
    HOOKGUARD_DEBUG_LOG: "",
  };
  const ctx: Ctx = { env: ctxEnv, cwd: scratch, now: () => Date.now(), readText, fetchJson };
  const result: Explanation = { input: input.kind, answers: [], idle: [] };
  if (input.kind === "command") Object.assign(result, parsedCommands(input.command));
  try {
    for (const g of loadGuards(files)) {
      const payloads: Array<Record<string, unknown>> = [];
      if (input.kind === "payload") payloads.push(input.payload);
      else {
        const events: readonly EventName[] = input.kind === "command" ? ["pre_tool_call"] : TEXT_EVENTS;
        for (const e of events) {
          const p = g.guard.handlers[e] ? probe(input, e) : undefined;
          if (p) payloads.push({ ...p, cwd: scratch });
        }
      }
      let answered = false;
      for (const p of payloads) {
        const d = await g.decide(g.guard, JSON.stringify(p), [], ctx);
        if (input.kind === "payload" && d.stage === "no-handler") continue;
        answered = true;
        const event = d.event?.name ?? String(p.event ?? "");
        const a: Answer = { guard: g.name, event, verdict: d.verdict.kind, detail: detailOf(d.verdict), stage: d.stage };
        if (d.verdict.rule) {
          a.rule = d.verdict.rule;
          const row = findRow(g.name, d.verdict.rule);
          if (row) {
            const at = definedAt(g.file, row.id);
            if (at) row.defined = at;
            a.row = row;
          }
        }
        if (d.error) a.error = d.error;
        result.answers.push(a);
      }
      if (!answered) result.idle.push(g.name);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return result;
}

/** The guard files of a folder: `<guard>.cjs`, or the Python pack's `<guard>.py` copies of them. */
export function guardFiles(dir: string, names: readonly string[]): GuardFile[] {
  return names.flatMap((name) => {
    const file = [`${name}.cjs`, `${name}.py`].map((f) => join(dir, f)).find((f) => existsSync(f));
    return file ? [{ name, file }] : [];
  });
}

const TINT: Partial<Record<string, Colour>> = { block: "red", warn: "yellow", continue: "green" };
const SHOWN_EXAMPLES = 3;

export function printExplanation(x: Explanation): void {
  if (x.commands) {
    const n = x.commands.length;
    const incomplete = x.incomplete ? " (incomplete: a limit was hit or quoting is unbalanced)" : "";
    out(paint("bold", `parsed: ${n} simple command${n === 1 ? "" : "s"}${incomplete}`));
    for (const c of x.commands) {
      const how = c.via.length ? `  ${paint("dim", `via ${c.via.join(" › ")}`)}` : "";
      out(`  ${"  ".repeat(Math.min(c.depth, 6))}${JSON.stringify(c.argv)}${how}`);
    }
    out();
  }
  const rows = x.answers.map((a) => [a.guard, a.event, a.verdict, a.rule ?? "", cut(a.detail.replace(/\s+/g, " "), 100)]);
  const cols = ["guard", "event", "verdict", "rule", "detail"].map((title) => ({ title }));
  out(table(cols, rows, (r, c) => (c === 2 ? TINT[x.answers[r]?.verdict ?? ""] : undefined)));
  for (const a of x.answers) {
    if (a.error) out(`\n${paint("red", `${a.guard} ${a.event}: failed at ${a.stage}: ${a.error}`)}`);
    if (!a.row || a.verdict === "continue") continue;
    const r = a.row;
    out(`\n${paint("bold", `${a.guard} · ${r.id}`)}  (${r.table}${r.defined ? ` — ${r.defined}` : ""})`);
    if (r.why) out(`  why    ${r.why}`);
    for (const [label, list] of [
      ["block", r.block],
      ["allow", r.allow],
    ] as const) {
      if (!list.length) continue;
      const shown = list
        .slice(0, SHOWN_EXAMPLES)
        .map((e) => JSON.stringify(e))
        .join("  ");
      out(`  ${label}  ${shown}${list.length > SHOWN_EXAMPLES ? `  (+${list.length - SHOWN_EXAMPLES} more)` : ""}`);
    }
    out(`  ${paint("dim", `tune: edit this row in the guard copy, then run ${a.guard}_selftest to check its examples`)}`);
  }
  if (x.idle.length) out(`\n${paint("dim", `no event of this input for: ${x.idle.join(", ")}`)}`);
}
