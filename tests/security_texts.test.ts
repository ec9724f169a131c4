// Scores the labelled text corpus through the real on_user_message handler.
import { describe, expect, it } from "vitest";
import { realCtxFor, score } from "./security_score";
import { TEXTS } from "./corpus/security_texts";
import { guard } from "../templates/security_guard/guard";

describe("security_guard text corpus", () => {
  it("has at least 250 texts, about half positive", () => {
    expect(TEXTS.length).toBeGreaterThanOrEqual(250);
    const pos = TEXTS.filter((t) => t.secret).length;
    expect(pos / TEXTS.length).toBeGreaterThan(0.4);
    expect(pos / TEXTS.length).toBeLessThan(0.6);
  });
  it("catches ≥ 98% of credentials with ≤ 1% false positives", async () => {
    const ctx = realCtxFor();
    const r = await score(TEXTS.map((t) => ({ positive: t.secret, label: t.text })), async (label) => {
      const v = await guard.handlers.on_user_message!({ ...EMPTY, name: "on_user_message", message: label }, ctx);
      return v.kind === "block";
    });
    console.log(`texts: ${r.summary}`);
    console.log(JSON.stringify({ missed: r.missed, falsePositives: r.falsePositives }, null, 1));
    expect(r.recall).toBeGreaterThanOrEqual(0.98);
    expect(r.fpRate).toBeLessThanOrEqual(0.01);
  });
});

import { EMPTY } from "./security_score";
