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
