// Start-up leanness, asserted on behaviour rather than timed: on its typical payload
// (examples/bench/<guard>.json, the one `npm run bench` times) a built guard loads no Node module
// beyond those an empty CommonJS file loads. Lazily loaded builtins such as perf_hooks (the
// `performance` global), crypto, http or url cost 0.5–2 ms each on every hook run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileEagerly, everydayLazy, everydayPayloads } from "../scripts/eager";

const ROOT = join(import.meta.dirname, "..");
const BUILD = join(ROOT, "build");
const guards = readdirSync(BUILD)
  .filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs")
  .map((f) => f.slice(0, -4));
const scratch = mkdtempSync(join(tmpdir(), "hookguard-startup-"));
const probe = join(scratch, "probe.cjs");
writeFileSync(
  probe,
  `const before = new Set(process.moduleLoadList);
process.on("exit", () => require("fs").writeSync(2, "MODULES " + JSON.stringify(process.moduleLoadList.filter((m) => !before.has(m))) + "\\n"));`,
);
const empty = join(scratch, "empty.cjs");
writeFileSync(empty, "");

function loaded(file: string, input: string): string[] {
  const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: scratch, WORKSPACE_DIR: scratch, VERIFY_GUARD_STATE_DIR: scratch };
  const r = spawnSync(process.execPath, ["-r", probe, file], { input, encoding: "utf8", cwd: scratch, env, timeout: 20_000 });
  const line = /MODULES (.*)/.exec(r.stderr)?.[1];
  if (!line) throw new Error(`no module list from ${file}: ${r.stderr}`);
  return JSON.parse(line) as string[];
}

describe("start-up loads nothing extra", () => {
  const baseline = new Set(loaded(empty, ""));
  it.each(guards)("%s on its bench payload", (guard) => {
    const input = readFileSync(join(ROOT, "examples", "bench", `${guard}.json`), "utf8");
    expect(loaded(join(BUILD, `${guard}.cjs`), input).filter((m) => !baseline.has(m))).toEqual([]);
  });
});

// A regex literal is parsed when its file is, used or not; one with a \p class builds ICU property tables then
// (~3.5 M instructions, 0.7% of `node -e 0` here, for [\p{L}\p{N}]): built on first use instead (engine/prose).
describe("no Unicode property class is parsed with a built guard", () => {
  it.each(guards)("%s", (guard) => {
    expect(readFileSync(join(BUILD, `${guard}.cjs`), "utf8").match(/\/\[?[^/\n]*\\[pP]\{[^/\n]*\/[a-z]*u/g) ?? []).toEqual([]);
  });
});

// verify_publish_claims compiles a row's pattern only when the reply holds one of its keywords
// (a long alternation costs up to 10 ms to compile here). The bench reply — a preview link and
// "want me to publish it?" — is an everyday reply: it must wake no row.
describe("verify_publish_claims on its bench reply", () => {
  it("holds none of the claim rows' keywords", async () => {
    const { CLAIMS } = await import("../templates/verify_publish_claims/tables");
    const reply = (
      JSON.parse(readFileSync(join(ROOT, "examples", "bench", "verify_publish_claims.json"), "utf8")) as { response: string }
    ).response.toLowerCase();
    expect(CLAIMS.filter((row) => row.keywords.some((h) => reply.includes(h.toLowerCase()))).map((row) => row.id)).toEqual([]);
  });
});

describe("security_guard's gate", () => {
  it("lets everyday git through unparsed, and still parses git reset and git clean", async () => {
    const { commandHit, quiet } = await import("../templates/security_guard/gate");
    const { DESTRUCTIVE } = await import("../templates/security_guard/tables");
    expect(quiet("git status --short && git log -n 5 && git push origin feature", DESTRUCTIVE)).toBe(true);
    expect(quiet("npm run build && npm test -- --reporter=dot", DESTRUCTIVE)).toBe(true);
    expect(quiet("git fetch origin && git reset --hard HEAD~1", DESTRUCTIVE)).toBe(false);
    expect(commandHit("git fetch origin && git reset --hard origin/main", DESTRUCTIVE)?.id).toBe("git.reset-hard-remote");
    expect(commandHit("cd /home/dev && git clean -ffdx", DESTRUCTIVE)?.id).toBe("git.clean-home");
  });
});

// The functions an everyday run calls are compiled with the file (scripts/eager.ts): a top-level
// function every everyday payload of a guard parses on its first call is missing from
// scripts/eager.json (`npm run eager` rebuilds it).
describe("functions compiled with the file", () => {
  it.each(guards)("%s: its everyday runs call no top-level function lazily", (guard) => {
    expect(everydayPayloads(guard).length).toBeGreaterThan(0);
    expect(everydayLazy(guard, join(BUILD, `${guard}.cjs`))).toEqual([]);
  });

  const bundle = ["// templates/g/tables.ts", "var T = 1;", "function rx(a) {", "  return a;", "}", "// engine/x.ts"];
  it("rewrites a named declaration after the tables and leaves the tables as written", () => {
    const text = [...bundle, "async function go(a) {", "  return `${a}`;", "}", "function keep() {", "}"].join("\n");
    expect(compileEagerly("g", text, ["go"]).split("\n")).toEqual([
      ...bundle,
      "var go = (async function go(a) {",
      "  return `${a}`;",
      "});",
      "function keep() {",
      "}",
    ]);
    expect(() => compileEagerly("g", text, ["rx"])).toThrow(/does not declare: rx/);
  });

  it("fails the build when a column-0 brace inside a template literal is taken for the end", () => {
    const text = [...bundle, "function go() {", "  return `", "}", "`;", "}"].join("\n");
    expect(() => compileEagerly("g", text, ["go"])).toThrow(SyntaxError);
  });
});
