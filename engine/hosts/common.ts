// Shared pieces of the non-bus adapters: tool vocabularies, payload → canonical event, and the
// rewrite-back rule (a rewrite returns the host's own full tool_input object).
import { patchPaths } from "../patch";
import { toHookEvent } from "../schema";
import type { EventName, HookEvent } from "../types";
import type { HostOutput } from "./types";

/** How a host tool maps onto the canonical one the guards read. */
export interface ToolMap {
  /** Canonical name: "bash", "edit_file", "write_file". */
  name: string;
  /** Input field holding the file path, copied to `path` when `path` is absent. */
  pathKey?: string;
  /** apply_patch: the input field holding a patch envelope; its files become `path` (the first) and `files` (all). */
  patchKey?: string;
}

/**
 * Every host's shell and file tools (protocols.md §4) and the canonical name each becomes; names
 * not listed pass through unchanged. Each keeps its kind in the one vocabulary (engine/tools.ts:
 * Bash → bash is a shell tool both ways; apply_patch, a patch tool, becomes an edit with `files`).
 */
export const TOOLS: Readonly<Record<string, ToolMap>> = {
  Bash: { name: "bash" },
  PowerShell: { name: "bash" },
  run_shell_command: { name: "bash" },
  ExecuteShellCommand: { name: "bash" },
  Shell: { name: "bash" },
  Write: { name: "write_file", pathKey: "file_path" },
  write_file: { name: "write_file", pathKey: "file_path" },
  WriteFile: { name: "write_file", pathKey: "path" },
  Edit: { name: "edit_file", pathKey: "file_path" },
  MultiEdit: { name: "edit_file", pathKey: "file_path" },
  NotebookEdit: { name: "edit_file", pathKey: "notebook_path" },
  replace: { name: "edit_file", pathKey: "file_path" },
  StrReplaceFile: { name: "edit_file", pathKey: "path" },
  apply_patch: { name: "edit_file", patchKey: "command" },
};

export function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

const MAX_RESULT_CHARS = 1 << 20;

/**
 * A tool result as the text the model reads: strings kept, structured results (Claude Code's Bash
 * `{stdout, stderr, …}`, Gemini's `{llmContent, returnDisplay}`) flattened to their string leaves,
 * so secret scans see real newlines and quotes rather than JSON escapes.
 */
export function resultText(value: unknown): string {
  if (typeof value === "string") return value;
  const r = record(value);
  if (typeof r.llmContent === "string") return r.llmContent;
  const parts: string[] = [];
  let size = 0;
  const walk = (v: unknown, depth: number): void => {
    if (size > MAX_RESULT_CHARS || depth > 8) return;
    if (typeof v === "string") {
      if (v) parts.push(v);
      size += v.length;
    } else if (Array.isArray(v)) {
      for (const item of v.slice(0, 1000)) walk(item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      for (const item of Object.values(v).slice(0, 1000)) walk(item, depth + 1);
    }
  };
  walk(value, 0);
  return parts.join("\n");
}

/** Canonical tool name and input; the input keeps every original key (rewrites map back onto them). */
export function canonicalTool(name: string, input: Record<string, unknown>): { name: string; input: Record<string, unknown> } {
  const map = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
  if (!map) return { name, input };
  const out: Record<string, unknown> = { ...input };
  if (map.pathKey && out.path === undefined && typeof input[map.pathKey] === "string") out.path = input[map.pathKey];
  if (map.patchKey) {
    const paths = patchPaths(text(input[map.patchKey]) || text(input.input) || text(input.patch));
    if (out.path === undefined && paths[0] !== undefined) out.path = paths[0];
    if (out.files === undefined) out.files = paths;
  }
  return { name: map.name, input: out };
}

/** Tool names as guards see them: the canonical name, plus the host's own when it differs. */
export function canonicalToolNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of names) {
    const c = Object.hasOwn(TOOLS, n) ? (TOOLS[n] as ToolMap).name : n;
    if (!out.includes(c)) out.push(c);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** The host's full original tool_input with the guard's changes to EXISTING keys applied. */
export function rewriteBack(original: Record<string, unknown>, rewritten: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...original };
  for (const key of Object.keys(original)) if (Object.hasOwn(rewritten, key)) out[key] = rewritten[key];
  return out;
}

/** Fields of a bus payload, gathered by an adapter from its host's payload. */
export interface BusFields {
  session_id?: unknown;
  agent_id?: unknown;
  cwd?: unknown;
  message?: unknown;
  last_user_message?: unknown;
  tool_name?: unknown;
  tool_input?: unknown;
  tool_result?: unknown;
  response?: unknown;
  model?: unknown;
  stop_hook_active?: unknown;
  tool_names?: unknown;
}

/** Build the canonical event through the bus schema (one parser for all hosts); raw stays the host's. */
export function eventFrom(raw: Record<string, unknown>, name: EventName, fields: BusFields): HookEvent | undefined {
  const bus: Record<string, unknown> = { event: name };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) bus[k] = v;
  // As on the bus: the prompt is `message` on on_user_message, `last_user_message` on pre_llm_call only.
  if (name !== "on_user_message") delete bus.message;
  if (name !== "pre_llm_call") delete bus.last_user_message;
  if (typeof bus.tool_name === "string") {
    const tool = canonicalTool(bus.tool_name, record(bus.tool_input));
    bus.tool_name = tool.name;
    bus.tool_input = tool.input;
  }
  if (Array.isArray(bus.tool_names)) bus.tool_names = canonicalToolNames(bus.tool_names.filter((n): n is string => typeof n === "string"));
  const event = toHookEvent(bus, name);
  if (event) event.raw = raw;
  return event;
}

export function json(value: unknown): HostOutput {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}

export const SILENT: HostOutput = { stdout: "", exitCode: 0 };

/** A block reason the strict hosts accept (Azure and Codex treat an empty reason as approval / invalid). */
export function reasonOf(reason: string): string {
  return reason.trim() || "[hookguard] Blocked by a guard.";
}
