// Masking removes the whole secret in every form a key travels in: wrapped over lines, inside
// JSON strings (escaped line breaks and slashes), URL-encoded, quoted, in code fences. Masking
// twice changes nothing more, and a verdict never repeats any part of the secret.
import { describe, expect, it } from "vitest";
import { findSecrets, maskSecrets } from "../engine/secrets/detect";
import { guard } from "../templates/security_guard/guard";
import { secretRows } from "../templates/security_guard/rules";

const SECRET_PATTERNS = secretRows();
import { ALNUM, B64, fake, githubToken, hex, reseed } from "./corpus/fake";
import { EMPTY, realCtxFor } from "./security_score";

reseed(3115);
/** [kept prefix, secret part]: the prefix may stay visible, no character of the part may. */
const KEYS: Array<[string, string]> = [
  ["sk-proj-", fake(64, ALNUM + "_-") + "T3BlbkFJ" + fake(60, ALNUM + "_-")],
  ["sk-ant-", "api03-" + fake(93, ALNUM + "_-") + "AA"],
  ["xoxb-", "2845931706-3917284650213-" + fake(24)],
  ["ghp_", githubToken().slice(4)],
  ["sk_live_", fake(99)],
  ["", fake(36, B64) + "Ab3/"],
];
const withName = (p: string, s: string) => (p === "" ? `aws_secret_access_key = ${s}` : p + s);

function forms(prefix: string, secret: string): Array<[string, string]> {
  const cut = Math.floor(secret.length / 2);
  const key = prefix + secret;
  const named = withName(prefix, secret);
  const lead = named.slice(0, named.length - secret.length);
  return [
    ["plain", `here: ${named} done`],
    ["wrapped over two lines", `here:\n${lead}${secret.slice(0, cut)}\n${secret.slice(cut)}\ndone`],
    ["wrapped at 40 columns", `${lead}${secret}`.replace(/(.{40})/g, "$1\n") + "\ndone"],
    ["JSON-escaped line break", JSON.stringify({ text: `${lead}${secret.slice(0, cut)}\n${secret.slice(cut)}` })],
    ["JSON-escaped slashes", JSON.stringify({ text: named }).replace(/\//g, "\\/")],
    ["URL-encoded", `https://example.net/hook?text=${encodeURIComponent(named)}&x=1`],
    ["in quotes", `const k = "${key}";`.replace(key, named)],
    ["in a code fence", "```\n" + named + "\n```"],
  ];
}

const leftovers = (masked: string, secret: string): string[] => {
  const out: string[] = [];
  const plain = masked.replace(/\\n|\\\/|%[0-9A-Fa-f]{2}|\s/g, "");
  for (let i = 0; i + 4 <= secret.length; i++) if (plain.includes(secret.slice(i, i + 4))) out.push(secret.slice(i, i + 4));
  return out;
};

describe("masking a secret in every form", () => {
  for (const [prefix, secret] of KEYS) {
    for (const [form, text] of forms(prefix, secret)) {
      it(`${prefix || "aws secret"} ${form}: nothing of the secret survives, twice changes nothing`, () => {
        const once = maskSecrets(text, SECRET_PATTERNS).text;
        expect(leftovers(once, secret), once).toEqual([]);
        expect(maskSecrets(once, SECRET_PATTERNS).text).toBe(once);
      });
    }
  }
  it("the verdict of a wrapped key repeats none of it", async () => {
    const [prefix, secret] = KEYS[0]!;
    const text = `key:\n${prefix}${secret.slice(0, 70)}\n${secret.slice(70)}`;
    const v = await guard.handlers.on_user_message!({ ...EMPTY, message: text }, realCtxFor());
    expect(v.kind).toBe("block");
    expect(leftovers(JSON.stringify(v), secret)).toEqual([]);
  });
  it("does not swallow the next line's words into a key", () => {
    const key = "sk-proj-" + fake(80, ALNUM);
    for (const next of ["Thanks", "README.md", "npm install", "done.", "SecretAccessKey：x", "getToken()"]) {
      const masked = maskSecrets(`${key}\n${next}`, SECRET_PATTERNS).text;
      expect(masked).toBe(`sk-proj-[redacted]\n${next}`);
    }
    expect(findSecrets(`hash ${hex(64)}\n${hex(64)}`, SECRET_PATTERNS)).toEqual([]);
    expect(findSecrets("key: sk-learn-tutorial-notes\nREADME", SECRET_PATTERNS)).toEqual([]);
    const aws = `AWS_ACCESS_KEY_ID=AKIA${fake(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}\nAWS_SECRET_ACCESS_KEY=${fake(40, ALNUM)}`;
    expect(findSecrets(aws, SECRET_PATTERNS).map((f) => f.id)).toEqual(["secret.aws-access-key-id", "secret.aws-secret-key"]);
  });
  it("joins a short first piece of a key split over two lines", () => {
    const second = fake(28);
    const masked = maskSecrets(`密钥太长我分两行发：\nsk-${fake(20)}\n${second}`, SECRET_PATTERNS).text;
    expect(masked).toBe("密钥太长我分两行发：\nsk-[redacted]");
  });
});

// 1 MB inputs for the readings this file adds (joined lines, decoded escapes, vendor names, loose
// seed lines), through the BUILT guard: each comes back with its verdict (timing is the bench's).
const GUARD = join(__dirname, "..", "build", "security_guard.cjs");
function runBuilt(payload: unknown): string {
  const r = spawnSync(process.execPath, [GUARD], { input: JSON.stringify(payload), encoding: "utf8", timeout: 60_000, maxBuffer: 64 << 20 });
  expect(r.status).toBe(0);
  return r.stdout.trim();
}
describe.skipIf(!existsSync(GUARD))("1 MB texts for the new readings (built file)", () => {
  const blob = fake(76 * 400, B64).replace(/(.{76})/g, "$1\n");
  const big = (s: string) => s.repeat(Math.ceil(1_000_000 / s.length)).slice(0, 1_000_000);
  it("a base64 blob wrapped at 76 columns is no key", () => {
    expect(runBuilt({ event: "on_response_end", response: big(blob) })).toBe("");
  });
  it("a URL-encoded blob, then a key at its end, is masked", () => {
    const out = runBuilt({ event: "on_response_end", response: big(encodeURIComponent(blob)) + " sk-" + "proj-" + fake(80) });
    expect(JSON.parse(out).response).toContain("sk-proj-[redacted]");
  });
  it("a vendor name on every line without a value passes", () => {
    expect(runBuilt({ event: "on_user_message", message: big("jfrogToken = getToken()\nokta_id: x\n") })).toBe("");
  });
  it("a million chars of lower-case word lines pass", () => {
    expect(runBuilt({ event: "on_user_message", message: big("please review this change before friday morning team\n") })).toBe("");
  });
});

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
