// Compare one guard answer (stdout text + rule id) with a case's expectation; set up a case's world.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Case, Expect, Step } from "./types";

export interface Answer {
  stdout: string;
  rule?: string | undefined;
  exitCode?: number | null;
}

const FIELD: Record<Exclude<Expect["verdict"], "continue" | "block">, string> = {
  response: "response",
  notification: "notification",
  tool_input: "tool_input",
  context: "context",
  warn: "add_warning",
};

function kindOf(out: Record<string, unknown> | undefined): Expect["verdict"] {
  if (!out || Object.keys(out).length === 0) return "continue";
  if (out.decision === "block") return "block";
  for (const [kind, field] of Object.entries(FIELD)) if (field in out) return kind as Expect["verdict"];
  if ("systemMessage" in out) return "warn";
  return "continue";
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Undefined when the answer meets the expectation, else a one-line description of the miss. */
export function check(expect: Expect, answer: Answer): string | undefined {
  if (answer.exitCode !== undefined && answer.exitCode !== 0) return `exit code ${answer.exitCode}`;
  const text = answer.stdout.trim();
  let out: Record<string, unknown> | undefined;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return `stdout is not a JSON object: ${text.slice(0, 120)}`;
      out = parsed as Record<string, unknown>;
    } catch {
      return `stdout is not JSON: ${text.slice(0, 120)}`;
    }
  }
  const kind = kindOf(out);
  const got = out ? JSON.stringify(out).slice(0, 300) : "(nothing)";
  if (kind !== expect.verdict) return `expect=${expect.verdict} got=${got}`;
  if (expect.rule !== undefined && expect.rule !== answer.rule) return `expect rule=${expect.rule} got rule=${answer.rule ?? "(none)"}`;
  if (kind === "continue") return undefined;
  const value = kind === "block" ? out?.reason : (out?.[FIELD[kind]] ?? out?.systemMessage);
  if (expect.equals !== undefined && !same(expect.equals, value))
    return `expect=${JSON.stringify(expect.equals).slice(0, 200)} got=${textOf(value).slice(0, 200)}`;
  const body = textOf(value);
  for (const part of expect.includes ?? []) if (!body.includes(part)) return `missing ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  for (const part of expect.excludes ?? []) if (body.includes(part)) return `unexpected ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  return undefined;
}

/** A case's steps, whether written as one event or as a sequence. */
export function stepsOf(c: Case): Step[] {
  if (c.steps) return c.steps;
  if (c.event && c.expect) return [{ event: c.event, expect: c.expect, ...(c.argv ? { argv: c.argv } : {}) }];
  return [];
}

/** Replace {tmp} in every string of a JSON-like value. */
export function withTmp<T>(value: T, tmp: string): T {
  if (typeof value === "string") return value.split("{tmp}").join(tmp) as T;
  if (Array.isArray(value)) return value.map((v) => withTmp(v, tmp)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withTmp(v, tmp);
    return out as T;
  }
  return value;
}

/** A fresh temp folder holding the case's files ({tmp} in their content replaced by the folder). */
export function caseFolder(c: Case, prefix = "hookguard-"): string {
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  for (const [rel, content] of Object.entries(c.files ?? {})) {
    const path = join(tmp, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, withTmp(content, tmp));
  }
  return tmp;
}
