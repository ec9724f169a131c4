// What a tool call edits: paths from file-edit tools (edit_file, Write, replace, …) and from
// apply_patch envelopes, and whether a path is code (CODE_EXTENSIONS minus EXEMPT_EXTENSIONS).
import { type ExtraTools, type ToolKind, toolKind } from "../../engine/tools";
import * as T from "./tables";

/** At most this many paths are taken from one tool call. */
const MAX_PATHS_PER_CALL = 200;

/** The names this guard's CONFIG adds to the one vocabulary (engine/tools.ts). */
const EXTRA: ExtraTools = { edit: T.EDIT_TOOLS, patch: T.PATCH_TOOLS, shell: T.SHELL_TOOLS };

/** The kind of a tool call for this guard: the vocabulary plus the names its CONFIG adds. */
export function kindOf(name: string, input?: Readonly<Record<string, unknown>>): ToolKind {
  return toolKind(name, input, EXTRA);
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
  const out: string[] = [];
  for (const field of T.PATH_FIELDS) if (field in input) pathsIn(input[field], out);
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
