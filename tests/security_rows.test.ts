// Generic checks of security_guard's tables: every row's block examples fire THAT row and its
// allow examples pass the whole guard; masking removes whole secrets, is idempotent, and no
// reason repeats a secret.
import { describe, expect, it } from "vitest";
import { findSecrets, maskSecrets } from "../engine/secrets/detect";
import { englishWords } from "../engine/secrets/wordlist";
import { guard } from "../templates/security_guard/guard";
import { commandHit } from "../templates/security_guard/gate";
import { checkDestructiveRows, checkSecretRows, secretRows } from "../templates/security_guard/rules";
import type { SecretRow } from "../engine/secrets/types";
import { DESTRUCTIVE } from "../templates/security_guard/tables";
import { TEXTS } from "./corpus/security_texts";
import { EMPTY, realCtxFor } from "./security_score";

const ctx = realCtxFor();
const SECRET_PATTERNS = secretRows();

describe("SECRET_PATTERNS rows", () => {
  it("has at least 50 credential families", () => expect(SECRET_PATTERNS.length).toBeGreaterThanOrEqual(50));
  for (const row of SECRET_PATTERNS) {
    describe(row.id, () => {
      it("has block and allow examples", () => {
        expect(row.examples.block.length).toBeGreaterThan(0);
        expect(row.examples.allow.length).toBeGreaterThan(0);
      });
      for (const ex of row.examples.block) {
        it(`fires on ${ex.slice(0, 40)}`, () => expect(findSecrets(ex, SECRET_PATTERNS).map((f) => f.id)).toContain(row.id));
      }
      for (const ex of row.examples.allow) {
        it(`passes ${ex.slice(0, 40)}`, async () => {
          expect(findSecrets(ex, SECRET_PATTERNS)).toEqual([]);
          const v = await guard.handlers.on_user_message!({ ...EMPTY, message: ex }, ctx);
          expect(v.kind).toBe("continue");
        });
      }
    });
  }
  it("vets clean through check()", () => expect(checkSecretRows(SECRET_PATTERNS)).toEqual([]));
  it("reports a row without a match (an old-shape row), one whose regex does not compile, and examples that misbehave", () => {
    const rows = [
      ...SECRET_PATTERNS,
      { id: "user.old", why: "x", kind: "key", regex: /mine_[a-z]{8}/, examples: { block: [], allow: [] } },
      { id: "user.broken", why: "x", kind: "key", match: { regex: "(unclosed" }, examples: { block: ["x"], allow: [] } },
      {
        id: "user.wrong",
        why: "x",
        kind: "key",
        match: { prefix: "mine_", body: "[a-z]{16}" },
        examples: { block: ["mine_1234"], allow: ["mine_" + "qkzrtwmpvbnhdxsj"] },
      },
    ] as unknown as SecretRow[];
    expect(checkSecretRows(rows)).toEqual([
      "SECRET_PATTERNS user.old: match needs a regex (or its parts), a detector, or a prefix / vendor with a body",
      "SECRET_PATTERNS user.broken: regex does not compile",
      "SECRET_PATTERNS user.wrong: block example does not fire this row: mine_1234",
      "SECRET_PATTERNS user.wrong: allow example is blocked by the guard: mine_qkzrtwmpvbnhdxsj",
    ]);
  });
});

describe("DESTRUCTIVE rows", () => {
  for (const row of DESTRUCTIVE) {
    describe(row.id, () => {
      it("has block and allow examples", () => {
        expect(row.examples.block.length).toBeGreaterThan(0);
        expect(row.examples.allow.length).toBeGreaterThan(0);
      });
      for (const ex of row.examples.block) it(`blocks ${ex.slice(0, 50)}`, () => expect(commandHit(ex, DESTRUCTIVE)?.id).toBe(row.id));
      for (const ex of row.examples.allow) {
        it(`allows ${ex.slice(0, 50)}`, async () => {
          const v = await guard.handlers.pre_tool_call!({ ...EMPTY, name: "pre_tool_call", toolName: "bash", toolInput: { command: ex } }, ctx);
          expect(v.kind).toBe("continue");
        });
      }
    });
  }
  it("vets clean through check()", () => expect(guard.check?.(ctx)).toEqual([]));
  it("reports a user regex row that does not compile, and examples that misbehave", () => {
    const rows = [
      ...DESTRUCTIVE,
      { id: "user.broken", why: "x", match: { regex: "(unclosed" }, examples: { block: ["x"], allow: [] } },
      {
        id: "user.wrong",
        why: "y",
        match: { regex: /^terraform\s+destroy/ },
        examples: { block: ["terraform apply"], allow: ["terraform destroy -auto-approve"] },
      },
    ];
    const problems = checkDestructiveRows(rows);
    expect(problems.some((p) => p.includes("user.broken") && p.includes("does not compile"))).toBe(true);
    expect(problems.some((p) => p.includes("user.wrong") && p.includes("block example does not fire this row"))).toBe(true);
    expect(problems.some((p) => p.includes("user.wrong") && p.includes("allow example is blocked by the guard"))).toBe(true);
  });
  it("runs a user row with keywords only on a command holding one of them", () => {
    const row = { id: "user.nuke", why: "wipes the cluster", match: { regex: /^make\s+\w+/ }, keywords: ["Nuke"], examples: { block: [], allow: [] } };
    const rows = [...DESTRUCTIVE, row];
    expect(commandHit("cd ops && make nuke", rows)?.id).toBe("user.nuke");
    expect(commandHit("make build", rows)).toBeUndefined();
  });
  it("reports a row whose match names no check and no regex, or an unknown check", () => {
    const rows = [
      ...DESTRUCTIVE,
      { id: "user.empty", why: "x", match: {}, examples: { block: ["x"], allow: [] } },
      { id: "user.unknown", why: "x", match: { check: "no-such-check" }, examples: { block: ["x"], allow: [] } },
    ] as unknown as typeof DESTRUCTIVE;
    const problems = checkDestructiveRows(rows);
    expect(problems).toContain("DESTRUCTIVE user.empty: match needs a check or a regex");
    expect(problems).toContain("DESTRUCTIVE user.unknown: unknown check no-such-check");
  });
  it("applies a user regex row to each unwrapped simple command", () => {
    const rows = [
      ...DESTRUCTIVE,
      { id: "user.tf", why: "destroys infrastructure", match: { regex: /^terraform\s+destroy\b/ }, examples: { block: [], allow: [] } },
    ];
    expect(commandHit("cd infra && sudo terraform destroy -auto-approve", rows)?.id).toBe("user.tf");
    expect(commandHit("echo terraform destroy", rows)).toBeUndefined();
  });
  it("finds the literal a user regex row needs, whatever the shape of its start", () => {
    const rows = [
      ...DESTRUCTIVE,
      { id: "user.kube", why: "deletes a namespace", match: { regex: /^kubectl\s+delete\s+(?:ns|namespace)\b/ }, examples: { block: [], allow: [] } },
      { id: "user.podman", why: "wipes all containers", match: { regex: /^podmans?\s+system\s+reset\b/ }, examples: { block: [], allow: [] } },
      { id: "user.helm", why: "uninstalls a release", match: { regex: /^helm.uninstall\b/ }, examples: { block: [], allow: [] } },
      { id: "user.vault", why: "seals the vault", match: { regex: "^VAULT\\s+operator\\s+seal" }, examples: { block: [], allow: [] } },
    ];
    expect(commandHit("sudo kubectl delete ns prod", rows)?.id).toBe("user.kube");
    expect(commandHit("podmans system reset --force", rows)?.id).toBe("user.podman");
    expect(commandHit("podman system reset --force", rows)?.id).toBe("user.podman");
    expect(commandHit("helm uninstall web", rows)?.id).toBe("user.helm");
    expect(commandHit("vault operator seal", rows)?.id).toBe("user.vault");
    expect(commandHit("kubectl get ns", rows)).toBeUndefined();
  });
});

describe("the BIP-39 wordlist", () => {
  it("is 2,048 distinct lowercase words in sorted order (seed-phrase lookup is a binary search)", () => {
    const words = englishWords();
    expect(words.length).toBe(2048);
    for (let i = 1; i < words.length; i++) expect((words[i - 1] as string) < (words[i] as string), words[i]).toBe(true);
  });
});

describe("masking", () => {
  const positives = TEXTS.filter((t) => t.secret).map((t) => t.text);
  it("masks every credential, idempotently", () => {
    for (const text of positives) {
      const once = maskSecrets(text, SECRET_PATTERNS).text;
      expect(once, text).toContain("[redacted]");
      expect(findSecrets(once, SECRET_PATTERNS), once).toEqual([]);
      expect(maskSecrets(once, SECRET_PATTERNS).text).toBe(once);
    }
  });
  it("removes the whole body, keeping at most a short prefix", () => {
    for (const text of positives) {
      for (const f of findSecrets(text, SECRET_PATTERNS)) {
        expect(f.keep).toBeLessThanOrEqual(15);
        const body = text.slice(f.start + f.keep, f.end);
        const masked = maskSecrets(text, SECRET_PATTERNS).text;
        if (body.length >= 8) expect(masked.includes(body), `${f.id} left ${body}`).toBe(false);
      }
    }
  });
  it("never repeats a secret in a reason", async () => {
    for (const text of positives) {
      const v = await guard.handlers.on_user_message!({ ...EMPTY, message: text }, ctx);
      expect(v.kind).toBe("block");
      const reason = v.kind === "block" ? v.reason : "";
      for (const f of findSecrets(text, SECRET_PATTERNS)) {
        const body = text.slice(f.start + f.keep, f.end);
        for (let i = 0; i + 8 <= body.length; i += 4) expect(reason.includes(body.slice(i, i + 8)), `${f.id} in ${reason}`).toBe(false);
      }
    }
  });
});

describe("keyword pre-filter on big texts", () => {
  // Past 64 KB the rows' keywords are looked up in one pass over the text instead of one `includes`
  // each; the findings must be the same as on the text alone.
  const PAD = "the deploy log shows nothing unusual today, build green again.\n\n".repeat(1100);
  it("finds the same credentials in a text padded past 64 KB as in the text alone", () => {
    const texts = TEXTS.filter((t) => t.secret).map((t) => t.text);
    let compared = 0;
    for (const text of texts) {
      const alone = findSecrets(text, SECRET_PATTERNS).map((f) => f.id);
      const padded = findSecrets(PAD + text, SECRET_PATTERNS).map((f) => f.id);
      expect(padded, text).toEqual(alone);
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  });
});
