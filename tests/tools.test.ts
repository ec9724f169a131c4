// The one tool vocabulary (engine/tools.ts): every guard reads it, CONFIG lists only add names.
import { describe, expect, it } from "vitest";
import { EDIT_TOOL_NAMES, MESSAGE_TOOL_NAMES, PATCH_TOOL_NAMES, SHELL_TOOL_NAMES, toolKey, toolKind } from "../engine/tools";

describe("toolKind", () => {
  it("names every listed tool with its own kind, case-insensitively and under an MCP prefix", () => {
    const lists = [
      ["shell", SHELL_TOOL_NAMES],
      ["edit", EDIT_TOOL_NAMES],
      ["patch", PATCH_TOOL_NAMES],
      ["message", MESSAGE_TOOL_NAMES],
    ] as const;
    for (const [kind, names] of lists) {
      for (const n of names) {
        expect(toolKind(n), n).toBe(kind);
        expect(toolKind(n.toUpperCase()), n).toBe(kind);
        expect(toolKind(`mcp__srv__${n}`), n).toBe(kind);
      }
    }
  });
  it("no name is listed under two kinds", () => {
    const all = [...SHELL_TOOL_NAMES, ...EDIT_TOOL_NAMES, ...PATCH_TOOL_NAMES, ...MESSAGE_TOOL_NAMES].map(toolKey);
    expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
  });
  it("run_command is a shell tool", () => {
    expect(toolKind("run_command")).toBe("shell");
  });
  it("MCP messaging tools count by pattern", () => {
    expect(["mcp__slack__send_dm", "mcp__tg__sendText", "chat_send_message", "teams_post_message"].map((n) => toolKind(n))).toEqual([
      "message",
      "message",
      "message",
      "message",
    ]);
    expect(["mcp__slack__read_messages", "sender_stats", "mcp__x__list_sends"].map((n) => toolKind(n))).toEqual(["other", "other", "other"]);
  });
  it("an edit tool asked to view writes nothing", () => {
    expect(toolKind("str_replace_based_edit_tool", { command: "view", path: "/a.py" })).toBe("other");
    expect(toolKind("str_replace_based_edit_tool", { command: "create", path: "/a.py" })).toBe("edit");
  });
  it("names a user adds get their kind; built-in names keep theirs", () => {
    expect(toolKind("my_exec", undefined, { shell: ["my_exec"] })).toBe("shell");
    expect(toolKind("My_Exec", undefined, { shell: ["my_exec"] })).toBe("shell");
    expect(toolKind("bash", undefined, { message: ["bash"] })).toBe("shell");
    expect(toolKind("my_exec")).toBe("other");
  });
  it("bad names are other", () => {
    expect(toolKind("")).toBe("other");
    expect(toolKind(undefined as unknown as string)).toBe("other");
    expect(toolKind("constructor")).toBe("other");
    expect(toolKind("__proto__")).toBe("other");
  });
});
