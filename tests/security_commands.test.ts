// Scores the labelled command corpus through the real pre_tool_call handler (shell tool `bash`).
import { describe, expect, it } from "vitest";
import { guard } from "../templates/security_guard/guard";
import { COMMANDS } from "./corpus/security_commands";
import { EMPTY, realCtxFor, score } from "./security_score";

describe("security_guard command corpus", () => {
  it("has at least 300 commands, about half to block", () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(300);
    const pos = COMMANDS.filter((c) => c.block).length;
    expect(pos / COMMANDS.length).toBeGreaterThan(0.4);
    expect(pos / COMMANDS.length).toBeLessThan(0.6);
  });
  it("blocks ≥ 98% of destructive commands with ≤ 1% false positives", async () => {
    const ctx = realCtxFor();
    const r = await score(COMMANDS.map((c) => ({ positive: c.block, label: c.command })), async (command) => {
      const v = await guard.handlers.pre_tool_call!({ ...EMPTY, name: "pre_tool_call", toolName: "bash", toolInput: { command } }, ctx);
      return v.kind === "block";
    });
    console.log(`commands: ${r.summary}`);
    if (r.missed.length || r.falsePositives.length) console.log(JSON.stringify({ missed: r.missed, falsePositives: r.falsePositives }, null, 1));
    expect(r.recall).toBeGreaterThanOrEqual(0.98);
    expect(r.fpRate).toBeLessThanOrEqual(0.01);
  });
});
