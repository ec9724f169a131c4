// What a tool call edits: paths from file-edit tools (edit_file, Write, replace, …) and from
// apply_patch envelopes, and whether a path is code (CODE_EXTENSIONS minus EXEMPT_EXTENSIONS).
import * as T from "./tables";

/** Patch texts above this are scanned only up to here (a patch is data, not a reason to stall). */
const MAX_PATCH_SCAN = 4 * 1024 * 1024;
/** At most this many paths are taken from one tool call. */
export const MAX_PATHS_PER_CALL = 200;

let editTools: Set<string> | undefined;
let patchTools: Set<string> | undefined;
let shellTools: Set<string> | undefined;

function lowerSet(names: readonly string[]): Set<string> {
  return new Set(names.map((n) => n.toLowerCase()));
}

/** Tool name as compared with the tables: lower case, MCP prefix (mcp__server__) dropped. */
export function toolKey(name: string): string {
  const lower = name.trim().toLowerCase();
  const cut = lower.startsWith("mcp__") ? lower.lastIndexOf("__") : -1;
  return cut > 4 ? lower.slice(cut + 2) : lower;
}

export function isEditTool(name: string): boolean {
  return (editTools ??= lowerSet(T.EDIT_TOOLS)).has(toolKey(name));
}

export function isPatchTool(name: string): boolean {
  return (patchTools ??= lowerSet(T.PATCH_TOOLS)).has(toolKey(name));
}

export function isShellTool(name: string): boolean {
  return (shellTools ??= lowerSet(T.SHELL_TOOLS)).has(toolKey(name));
}

function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return cut >= 0 ? path.slice(cut + 1) : path;
}

/** True when an edit of `path` needs a run before "done": a code file, not docs or data. */
export function isCodePath(path: string): boolean {
  const name = baseName(path.trim());
  if (!name || name.length > 255) return false;
  const lower = name.toLowerCase();
  for (const ext of T.EXEMPT_EXTENSIONS) if (lower.endsWith(ext)) return false;
  if ((T.CODE_FILENAMES as readonly string[]).includes(name)) return true;
  const dot = lower.lastIndexOf(".");
  if (dot < 0) return false;
  return (T.CODE_EXTENSIONS as readonly string[]).includes(lower.slice(dot));
}

function pathsIn(value: unknown, out: string[], depth = 0): void {
  if (out.length >= MAX_PATHS_PER_CALL || depth > 2) return;
  if (typeof value === "string") {
    if (value.trim() && value.length <= 4096 && !value.includes("\n")) out.push(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_PATHS_PER_CALL)) pathsIn(item, out, depth + 1);
  } else if (typeof value === "object" && value !== null) {
    // files: [{path: …}] (VS Code editFiles and friends)
    for (const field of T.PATH_FIELDS) if (field in value) pathsIn((value as Record<string, unknown>)[field], out, depth + 1);
  }
}

/** Paths an edit tool call writes (any kind of file; the caller filters code). */
export function editToolPaths(input: Record<string, unknown>): string[] {
  // str_replace_based_edit_tool and friends: `view` reads, it does not edit.
  const command = input.command;
  if (typeof command === "string" && /^(?:view|read|list)$/i.test(command.trim())) return [];
  const out: string[] = [];
  for (const field of T.PATH_FIELDS) if (field in input) pathsIn(input[field], out);
  return out;
}

/**
 * Files an apply_patch envelope adds, updates or moves to. Headers are `*** Add File: <path>`,
 * `*** Update File: <path>`, `*** Move to: <path>` (a deleted file needs no run); a unified diff's
 * `--- a/x` / `+++ b/x` pairs count too (git apply, patch).
 */
export function patchPaths(text: string): string[] {
  const out: string[] = [];
  if (!text.includes("*** ") && !text.includes("+++ ")) return out;
  const scan = text.length > MAX_PATCH_SCAN ? text.slice(0, MAX_PATCH_SCAN) : text;
  let start = 0;
  let previous = "";
  while (start < scan.length && out.length < MAX_PATHS_PER_CALL) {
    let end = scan.indexOf("\n", start);
    if (end < 0) end = scan.length;
    const line = scan.slice(start, end).replace(/\r$/, "");
    start = end + 1;
    const before = previous;
    previous = line;
    if (line.startsWith("+++ ") && before.startsWith("--- ")) {
      // A unified diff (git apply / patch): "+++ b/src/x.py\t<timestamp>"; /dev/null = deleted.
      const path = line.slice(4).split("\t")[0]?.trim().replace(/^b\//, "");
      if (path && path !== "/dev/null") out.push(path);
      continue;
    }
    const trimmed = line.trimStart();
    if (!trimmed.startsWith("*** ")) continue;
    const m = /^\*\*\* (?:Add File|Update File|Move to): (.+)$/.exec(trimmed);
    const path = m?.[1]?.trim();
    if (path) out.push(path);
  }
  return out;
}

/** The patch text of an apply_patch call, from whichever field holds it (or a [cmd, patch] array). */
export function patchText(input: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const field of T.PATCH_FIELDS) {
    const value = input[field];
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") parts.push(v);
  }
  return parts.join("\n");
}
