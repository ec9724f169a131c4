// Start-up leanness, asserted on behaviour rather than timed: on its typical payload
// (examples/bench/<guard>.json, the one `npm run bench` times) a built guard loads no Node module
// beyond those an empty CommonJS file loads. Lazily loaded builtins such as perf_hooks (the
// `performance` global), crypto, http or url cost 0.5–2 ms each on every hook run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const BUILD = join(ROOT, "build");
const guards = readdirSync(BUILD).filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs").map((f) => f.slice(0, -4));
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

// security_guard holds its shell analysis and its secret detectors as deferred units
// (engine/lazy.ts): an event compiles only the units it needs, and every unit still works.
describe("security_guard compiles a deferred unit only when an event needs it", () => {
  const units = join(scratch, "units.cjs");
  writeFileSync(
    units,
    `const evaluate = globalThis.eval, seen = [];
globalThis.eval = (src) => { seen.push(/sourceURL=(\\S+)/.exec(String(src))?.[1] ?? "?"); return evaluate(src); };
process.on("exit", () => require("fs").writeSync(2, "UNITS " + JSON.stringify(seen) + "\\n"));`,
  );
  const event = (fields: Record<string, unknown>) => JSON.stringify({ session_id: "s", agent_id: "a", cwd: "/data/workspace", ...fields });
  const bash = (command: string) => event({ event: "pre_tool_call", tool_name: "bash", tool_input: { command } });
  const key = "sk-" + "proj-" + "T3stB0dyN0tR3alQz9Wk2Lp7Vx4Mn8Rb5HcJ6sPg1Ae5Uo" + "T3BlbkFJ" + "Xi0MwRkQtEy7Gf2Zd9Cv";
  const run = (input: string) => {
    const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: scratch, WORKSPACE_DIR: scratch };
    const r = spawnSync(process.execPath, ["-r", units, join(BUILD, "security_guard.cjs")], { input, encoding: "utf8", cwd: scratch, env, timeout: 20_000 });
    const line = /UNITS (.*)/.exec(r.stderr)?.[1];
    if (!line) throw new Error(`no unit list: ${r.stderr}`);
    return { units: JSON.parse(line) as string[], out: r.stdout ? (JSON.parse(r.stdout) as Record<string, unknown>) : {} };
  };
  it.each([
    ["an everyday command", bash("npm run build && npm test -- --reporter=dot"), [], undefined],
    ["a command the gate lets through to the parser, allowed", bash("rm -rf build && git status"), ["security_guard/shell"], undefined],
    ["a blocked command (its evidence is masked)", bash("rm -rf ~/"), ["security_guard/shell", "security_guard/secrets"], "block"],
    ["a tool result", event({ event: "transform_tool_result", tool_name: "bash", tool_result: `OPENAI_API_KEY=${key}` }), ["security_guard/secrets"], undefined],
    ["a user message", event({ event: "on_user_message", message: `here is my key ${key}` }), ["security_guard/secrets"], "block"],
  ])("%s", (_name, input, expected, decision) => {
    const { units: got, out } = run(input as string);
    expect(got).toEqual(expected);
    expect(out.decision).toBe(decision);
  });
});

describe("security_guard's deferred units under --disallow-code-generation-from-strings", () => {
  it("still blocks a destructive command and a pasted key (vm compiles what eval may not)", () => {
    const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: scratch, WORKSPACE_DIR: scratch };
    const run = (input: Record<string, unknown>) =>
      spawnSync(process.execPath, ["--disallow-code-generation-from-strings", join(BUILD, "security_guard.cjs")], {
        input: JSON.stringify({ session_id: "s", agent_id: "a", cwd: "/data/workspace", ...input }),
        encoding: "utf8",
        cwd: scratch,
        env,
        timeout: 20_000,
      });
    const rm = run({ event: "pre_tool_call", tool_name: "bash", tool_input: { command: "rm -rf " + "~/" } });
    expect(JSON.parse(rm.stdout).decision).toBe("block");
    const key = "sk-" + "proj-" + "T3stB0dyN0tR3alQz9Wk2Lp7Vx4Mn8Rb5HcJ6sPg1Ae5Uo" + "T3BlbkFJ" + "Xi0MwRkQtEy7Gf2Zd9Cv";
    const msg = run({ event: "on_user_message", message: `my key ${key}` });
    expect(JSON.parse(msg.stdout).decision).toBe("block");
  });
});

// verify_publish_claims compiles a row's pattern only when the reply holds one of its hints
// (a long alternation costs up to 10 ms to compile here). The bench reply — a preview link and
// "want me to publish it?" — is an everyday reply: it must wake no row.
describe("verify_publish_claims on its bench reply", () => {
  it("holds none of the claim rows' hints", async () => {
    const { CLAIMS } = await import("../templates/verify_publish_claims/tables");
    const reply = (JSON.parse(readFileSync(join(ROOT, "examples", "bench", "verify_publish_claims.json"), "utf8")) as { response: string }).response.toLowerCase();
    expect(CLAIMS.filter((row) => row.hints.some((h) => reply.includes(h.toLowerCase()))).map((row) => row.id)).toEqual([]);
  });
});

describe("security_guard's gate", () => {
  it("lets everyday git through unparsed, and still parses git reset and git clean", async () => {
    const { commandHit } = await import("../templates/security_guard/gate");
    const { DESTRUCTIVE } = await import("../templates/security_guard/tables");
    const units = join(scratch, "units.cjs");
    const env = { PATH: process.env.PATH ?? "", HOOKGUARD_STATE_DIR: scratch, WORKSPACE_DIR: scratch };
    const compiled = (command: string) => {
      const input = JSON.stringify({ event: "pre_tool_call", session_id: "s", agent_id: "a", cwd: "/data/workspace", tool_name: "bash", tool_input: { command } });
      const r = spawnSync(process.execPath, ["-r", units, join(BUILD, "security_guard.cjs")], { input, encoding: "utf8", cwd: scratch, env, timeout: 20_000 });
      return JSON.parse(/UNITS (.*)/.exec(r.stderr)?.[1] ?? "null") as string[];
    };
    expect(compiled("git status --short && git log -n 5 && git push origin feature")).toEqual([]);
    expect(compiled("git fetch origin && git reset --hard HEAD~1")).toEqual(["security_guard/shell"]);
    expect(commandHit("git fetch origin && git reset --hard origin/main", DESTRUCTIVE)?.id).toBe("git.reset-hard-remote");
    expect(commandHit("cd /home/dev && git clean -ffdx", DESTRUCTIVE)?.id).toBe("git.clean-home");
  });
});
