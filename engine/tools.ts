// The one tool vocabulary: what kind of tool a call is (shell, edit, patch, message, other),
// for every host's names. Host adapters map their tools onto it (hosts/common.ts TOOLS), and every
// guard asks toolKind() — a guard's CONFIG list only ADDS names (a user's own tools).

export type ToolKind = "shell" | "edit" | "patch" | "message" | "other";

/** Tools whose input holds a shell command line (Starchild, Claude Code, Codex, Gemini, Cline, Copilot, Kimi…). */
export const SHELL_TOOL_NAMES: readonly string[] = [
  "bash",
  "shell",
  "sh",
  "powershell",
  "terminal",
  "run_shell_command",
  "exec_command",
  "local_shell",
  "execute_command",
  "run_command",
  "run_terminal_cmd",
  "runTerminalCommand",
  "runInTerminal",
  "run_in_terminal",
  "ExecuteShellCommand",
  "execute_bash",
  "executeBash",
];

/** Tools that write or edit a file named in their input. */
export const EDIT_TOOL_NAMES: readonly string[] = [
  "edit_file",
  "write_file",
  "create_file",
  "append_file",
  "str_replace",
  "str_replace_editor",
  "str_replace_based_edit_tool",
  "Write",
  "Edit",
  "MultiEdit",
  "NotebookEdit",
  "replace",
  "create",
  "WriteFile",
  "StrReplaceFile",
  "write_to_file",
  "replace_in_file",
  "search_replace",
  "multi_edit",
  "edit_notebook",
  "insert_edit_into_file",
  "replace_string_in_file",
  "createFile",
  "editFiles",
  "apply_diff",
  "insert_content",
  "search_and_replace",
  "multi_replace_string_in_file",
  "edit_notebook_file",
  "fsWrite",
  "fsAppend",
  "strReplace",
];

/** Tools whose input is a patch (an apply_patch envelope or a unified diff). */
export const PATCH_TOOL_NAMES: readonly string[] = ["apply_patch", "applyPatch", "patch"];

/** Tools that send a message to a person (SPEC §3); MCP messaging tools also count by pattern. */
export const MESSAGE_TOOL_NAMES: readonly string[] = ["send_to_telegram", "send_to_wechat", "send_to_feishu", "send_message", "send_to_user"];

/** Names a user adds, per kind (a guard's CONFIG lists and their env overrides). */
export type ExtraTools = Partial<Record<Exclude<ToolKind, "other">, readonly string[]>>;

/** A tool name as compared: lower case, trimmed, an MCP prefix (`mcp__server__`) dropped. */
export function toolKey(name: string): string {
  const lower = name.trim().toLowerCase();
  const cut = lower.startsWith("mcp__") ? lower.lastIndexOf("__") : -1;
  return cut > 4 ? lower.slice(cut + 2) : lower;
}

let builtIn: Map<string, ToolKind> | undefined;

function vocabulary(): Map<string, ToolKind> {
  if (builtIn) return builtIn;
  const map = new Map<string, ToolKind>();
  // Message first, then patch, edit, shell: a name listed twice keeps its first kind.
  const lists: [ToolKind, readonly string[]][] = [
    ["message", MESSAGE_TOOL_NAMES],
    ["patch", PATCH_TOOL_NAMES],
    ["edit", EDIT_TOOL_NAMES],
    ["shell", SHELL_TOOL_NAMES],
  ];
  for (const [kind, names] of lists) for (const n of names) if (!map.has(toolKey(n))) map.set(toolKey(n), kind);
  return (builtIn = map);
}

/** MCP messaging tools by pattern: `mcp__*__send*`, `*send_message*`, `*post_message*`. */
function messagingByPattern(name: string): boolean {
  const lower = name.trim().toLowerCase();
  if (lower.includes("send_message") || lower.includes("post_message")) return true;
  return lower.startsWith("mcp__") && toolKey(lower).startsWith("send");
}

/**
 * The kind of a tool call. `input` refines it: an edit tool asked to `view`, `read` or `list`
 * (str_replace_based_edit_tool and friends) writes nothing, so it is "other".
 */
export function toolKind(name: string, input?: Readonly<Record<string, unknown>>, extra?: ExtraTools): ToolKind {
  if (typeof name !== "string" || !name.trim()) return "other";
  const key = toolKey(name);
  let kind = vocabulary().get(key);
  if (!kind && extra) {
    for (const k of ["message", "patch", "edit", "shell"] as const) {
      if (extra[k]?.some((n) => typeof n === "string" && toolKey(n) === key)) {
        kind = k;
        break;
      }
    }
  }
  if (!kind && messagingByPattern(name)) kind = "message";
  if (kind === "edit" && input) {
    const command = input.command;
    if (typeof command === "string" && /^(?:view|read|list)$/i.test(command.trim())) return "other";
  }
  return kind ?? "other";
}

/** True when any of `names` (the tools of a turn) is a shell tool. */
export function ranShell(names: readonly string[], extra?: ExtraTools): boolean {
  return names.some((n) => toolKind(n, undefined, extra) === "shell");
}
