// Scores the labelled command corpus through the real pre_tool_call handler (shell tool `bash`).
import { describe, expect, it } from "vitest";
import { guard } from "../templates/security_guard/guard";
import { COMMANDS } from "./corpus/security_commands";
import { expectKnownMisses, wrongCase } from "./known";
import { EMPTY, realCtxFor, score } from "./security_score";

/** Commands the guard is known to get wrong (`MISSED …` / `FALSE BLOCK …`); empty at 100%. */
const KNOWN: string[] = [];

describe("security_guard command corpus", () => {
  it("has at least 300 commands, about half to block", () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(300);
    const pos = COMMANDS.filter((c) => c.block).length;
    expect(pos / COMMANDS.length).toBeGreaterThan(0.4);
    expect(pos / COMMANDS.length).toBeLessThan(0.6);
  });
  it("gets every command right but the pinned known misses", async () => {
    const ctx = realCtxFor();
    const r = await score(COMMANDS.map((c) => ({ positive: c.block, label: c.command })), async (command) => {
      const v = await guard.handlers.pre_tool_call!({ ...EMPTY, name: "pre_tool_call", toolName: "bash", toolInput: { command } }, ctx);
      return v.kind === "block";
    });
    console.log(`commands: ${r.summary}`);
    if (r.missed.length || r.falsePositives.length) console.log(JSON.stringify({ missed: r.missed, falsePositives: r.falsePositives }, null, 1));
    expectKnownMisses([...r.missed.map((l) => wrongCase(true, l)), ...r.falsePositives.map((l) => wrongCase(false, l))], KNOWN);
  });
});
