// Scores the labelled command corpus through the real pre_tool_call handler (shell tool `bash`).
import { describe, expect, it } from "vitest";
import { guard } from "../templates/security_guard/guard";
import { COMMANDS } from "./corpus/security_commands";
import { EMPTY, realCtxFor, score } from "./security_score";

const CWD_TAG = "  [cwd ";

/** A sample's label: the command, and its cwd when it sets one (an absent cwd is unknown). */
const labelOf = (c: { command: string; cwd?: string }) => (c.cwd ? `${c.command}${CWD_TAG}${c.cwd}]` : c.command);

function splitLabel(label: string): { command: string; cwd: string } {
  const at = label.lastIndexOf(CWD_TAG);
  return at < 0 || !label.endsWith("]") ? { command: label, cwd: "" } : { command: label.slice(0, at), cwd: label.slice(at + CWD_TAG.length, -1) };
}

describe("security_guard command corpus", () => {
  it("has at least 300 commands, about half to block", () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(300);
    const pos = COMMANDS.filter((c) => c.block).length;
    expect(pos / COMMANDS.length).toBeGreaterThan(0.4);
    expect(pos / COMMANDS.length).toBeLessThan(0.6);
  });
  it("blocks ≥ 98% of destructive commands with ≤ 1% false positives", async () => {
    const ctx = realCtxFor();
    const r = await score(COMMANDS.map((c) => ({ positive: c.block, label: labelOf(c) })), async (label) => {
      const { command, cwd } = splitLabel(label);
      const v = await guard.handlers.pre_tool_call!({ ...EMPTY, cwd, name: "pre_tool_call", toolName: "bash", toolInput: { command } }, ctx);
      return v.kind === "block";
    });
    console.log(`commands: ${r.summary}`);
    if (r.missed.length || r.falsePositives.length) console.log(JSON.stringify({ missed: r.missed, falsePositives: r.falsePositives }, null, 1));
    expect(r.recall).toBeGreaterThanOrEqual(0.98);
    expect(r.fpRate).toBeLessThanOrEqual(0.01);
  });
});
