// Scores the labelled text corpus through the real on_user_message handler.
import { describe, expect, it } from "vitest";
import { expectKnownMisses, wrongCase } from "./known";
import { realCtxFor, score } from "./security_score";

/** Texts the guard is known to get wrong (`MISSED …` / `FALSE BLOCK …`); empty at 100%. */
const KNOWN: string[] = [];
import { TEXTS } from "./corpus/security_texts";
import { guard } from "../templates/security_guard/guard";

describe("security_guard text corpus", () => {
  it("has at least 250 texts, about half positive", () => {
    expect(TEXTS.length).toBeGreaterThanOrEqual(250);
    const pos = TEXTS.filter((t) => t.secret).length;
    expect(pos / TEXTS.length).toBeGreaterThan(0.4);
    expect(pos / TEXTS.length).toBeLessThan(0.6);
  });
  it("gets every text right but the pinned known misses", async () => {
    const ctx = realCtxFor();
    const r = await score(TEXTS.map((t) => ({ positive: t.secret, label: t.text })), async (label) => {
      const v = await guard.handlers.on_user_message!({ ...EMPTY, name: "on_user_message", message: label }, ctx);
      return v.kind === "block";
    });
    console.log(`texts: ${r.summary}`);
    console.log(JSON.stringify({ missed: r.missed, falsePositives: r.falsePositives }, null, 1));
    expectKnownMisses([...r.missed.map((l) => wrongCase(true, l)), ...r.falsePositives.map((l) => wrongCase(false, l))], KNOWN);
  });
  it("masks every named secret body whole, and no verdict repeats one", async () => {
    const ctx = realCtxFor();
    const leaks: string[] = [];
    for (const t of TEXTS) {
      if (!t.bodies?.length) continue;
      const block = await guard.handlers.on_user_message!({ ...EMPTY, name: "on_user_message", message: t.text }, ctx);
      const reply = await guard.handlers.on_response_end!({ ...EMPTY, name: "on_response_end", response: t.text }, ctx);
      const warn = await guard.handlers.transform_tool_result!({ ...EMPTY, name: "transform_tool_result", toolName: "bash", toolResult: t.text }, ctx);
      const masked = reply.kind === "rewrite_response" ? reply.response : t.text;
      const said = JSON.stringify([block, warn]);
      for (const b of t.bodies) {
        if (masked.includes(b)) leaks.push(`mask left ${b.slice(0, 6)}… in ${t.text.slice(0, 60)}`);
        if (said.includes(b)) leaks.push(`verdict repeats ${b.slice(0, 6)}… of ${t.text.slice(0, 60)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

import { EMPTY } from "./security_score";
