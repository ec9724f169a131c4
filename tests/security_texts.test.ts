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
    const r = await score(
      TEXTS.map((t) => ({ positive: t.secret, label: t.text })),
      async (label) => {
        const v = await guard.handlers.on_user_message!({ ...EMPTY, name: "on_user_message", message: label }, ctx);
        return v.kind === "block";
      },
    );
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

describe("security_guard credential families (own corpus)", () => {
  it("blocks every family case and passes every look-alike", async () => {
    const ctx = realCtxFor();
    const wrong: string[] = [];
    const tally = new Map<string, [number, number]>();
    for (const c of FAMILIES) {
      const v = await guard.handlers.on_user_message!({ ...EMPTY, name: "on_user_message", message: c.text }, ctx);
      const ok = (v.kind === "block") === c.secret;
      const t = tally.get(c.family) ?? [0, 0];
      tally.set(c.family, [t[0] + (ok ? 1 : 0), t[1] + 1]);
      if (!ok) wrong.push(`${c.family} ${c.secret ? "missed" : "flagged"}: ${c.text.slice(0, 70)}`);
    }
    console.log(`families: ${FAMILIES.length - wrong.length}/${FAMILIES.length} right; ${[...tally].map(([f, [a, n]]) => `${f} ${a}/${n}`).join(", ")}`);
    expect(wrong).toEqual([]);
  });
  it("masks a vendor key whose body is hex on an outbound push, never blocks it as an EVM private key", async () => {
    const key = "sk-or-" + "v1-" + hex(64);
    const v = await guard.handlers.on_outbound_message!({ ...EMPTY, name: "on_outbound_message", notification: `alert key ${key}` }, realCtxFor());
    expect(v).toMatchObject({ kind: "rewrite_notification", rule: "secret.openrouter-key", notification: "alert key sk-or-v1-[redacted]" });
  });
  it("blocks a whole-line phrase with mistyped words on an outbound push", async () => {
    const phrase = [...listWords(10), "wallnut", "thundr"].join(" ");
    const v = await guard.handlers.on_outbound_message!({ ...EMPTY, name: "on_outbound_message", notification: phrase }, realCtxFor());
    expect(v).toMatchObject({ kind: "block", rule: "secret.seed-phrase" });
  });
});

import { FAMILIES } from "./corpus/secret_families";
import { hex, listWords } from "./corpus/fake";

describe("Kubernetes Secrets", () => {
  it("blocks the push of a Secret whose tls.key decodes to a private key, masks one holding a password", async () => {
    const pem = "-----BEGIN " + "PRIVATE KEY-----\n" + "T3stB0dy".repeat(20) + "\n-----END PRIVATE KEY-----\n";
    const pemB64 = Buffer.from(pem).toString("base64");
    const push = (notification: string) => guard.handlers.on_outbound_message!({ ...EMPTY, name: "on_outbound_message", notification }, realCtxFor());
    const tls = await push(`kind: Secret\ndata:\n  tls.key: ${pemB64}\n`);
    expect(tls).toMatchObject({ kind: "block", rule: "secret.k8s-secret-data" });
    const pw = Buffer.from("Zq8" + "Wk2Lp7Vx4Mn8").toString("base64");
    const v = await push(`kind: Secret\ndata:\n  password: ${pw}\n  user: YXBw\n`);
    const masked = "kind: Secret\ndata:\n  password: [redacted]\n  user: YXBw\n";
    expect(v).toMatchObject({ kind: "rewrite_notification", rule: "secret.k8s-secret-data", notification: masked });
  });
});
