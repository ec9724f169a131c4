// Crafted 200 KB – 1 MB inputs through the BUILT guard as a subprocess: each must come back with
// the right verdict (their timing is in the bench: examples/bench/adversarial/security_guard.*).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADVERSARIAL } from "../scripts/gen-security-adversarial";

const ROOT = join(__dirname, "..");
const GUARD = join(ROOT, "build", "security_guard.cjs");

function run(payload: unknown): string {
  const r = spawnSync(process.execPath, [GUARD], { input: JSON.stringify(payload), encoding: "utf8", timeout: 60_000, maxBuffer: 64 << 20 });
  expect(r.status).toBe(0);
  return r.stdout.trim();
}

const EXPECT: Record<string, "continue" | "block" | "warn"> = {
  "set-pipes": "continue",
  "heredoc-no-end": "continue",
  "unbalanced-quotes": "continue",
  "nested-subshells": "continue",
  "lowercase-words": "continue",
  "lowercase-words-reply": "continue",
  base58: "continue",
  "hex-result": "continue",
  "pem-begins-no-end": "continue",
  "hex-keys-no-newline": "warn",
  "junk-then-rm-root": "block",
  "curl-words": "continue",
};

describe.skipIf(!existsSync(GUARD))("security_guard adversarial inputs (built file)", () => {
  for (const [name, payload] of Object.entries(ADVERSARIAL)) {
    it(`${name}: ${EXPECT[name]}`, () => {
      const size = JSON.stringify(payload).length;
      expect(size).toBeGreaterThan(200 * 1024);
      expect(size).toBeLessThanOrEqual(1024 * 1024);
      const out = run(payload);
      if (EXPECT[name] === "continue") expect(out).toBe("");
      else if (EXPECT[name] === "warn") expect(JSON.parse(out).add_warning).toContain("EVM private key");
      else expect(JSON.parse(out).decision).toBe("block");
    });
  }
  it("the committed bench payloads are the generated ones", () => {
    for (const [name, payload] of Object.entries(ADVERSARIAL)) {
      const path = join(ROOT, "examples", "bench", "adversarial", `security_guard.${name}.json`);
      expect(readFileSync(path, "utf8")).toBe(JSON.stringify(payload));
    }
  });
  it("still finds a key at the end of a 1 MB tool result", () => {
    const key = "sk-" + "proj-" + "T3stB0dyN0tR3alQz9Wk2Lp7Vx4Mn8Rb5HcJ6sPg1Ae5UoXi0";
    const out = run({ event: "transform_tool_result", tool_name: "bash", tool_result: "log line ok\n".repeat(80_000) + key });
    expect(JSON.parse(out).add_warning).toContain("OpenAI API key");
  });
  it("still blocks a seed phrase after 1 MB of prose", () => {
    const seed = "legal winner thank year wave sausage worth useful legal winner thank yellow";
    const out = run({ event: "on_user_message", message: "the report is fine. ".repeat(50_000) + "\n" + seed });
    expect(JSON.parse(out).decision).toBe("block");
  });
});

describe.skipIf(!existsSync(GUARD))("security_guard built file", () => {
  const text = existsSync(GUARD) ? readFileSync(GUARD, "utf8") : "";
  it("emits the tables first, under their own names", () => {
    const firstVar = /^var (\w+) =/m.exec(text)?.[1];
    expect(firstVar).toBe("SHELL_TOOLS");
    const at = (name: string) => text.indexOf(`\nvar ${name} = `);
    for (const name of ["MSG_TOOLS", "SECRET_PATTERNS", "DESTRUCTIVE"]) expect(at(name), name).toBeGreaterThan(0);
    expect(at("DESTRUCTIVE")).toBeLessThan(text.indexOf("// engine/"));
    expect(text).toContain("//! ---- DESTRUCTIVE");
  });
  it("answers --check-config with no problems", () => {
    const r = spawnSync(process.execPath, [GUARD, "--check-config"], { encoding: "utf8" });
    expect(JSON.parse(r.stdout)).toEqual({ problems: [] });
  });
});
