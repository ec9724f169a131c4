#!/usr/bin/env node
// Run every shipped selftest against the committed build/ (part of `npm test`).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const build = join(dirname(fileURLToPath(import.meta.url)), "..", "build");
let failed = 0;
for (const f of readdirSync(build)
  .filter((f) => f.endsWith("_selftest.cjs"))
  .sort()) {
  const r = spawnSync(process.execPath, [join(build, f)], { encoding: "utf8" });
  const lines = r.stdout.trim().split("\n");
  for (const line of lines) if (line.startsWith("FAIL")) process.stdout.write(`${f}: ${line}\n`);
  process.stdout.write(`${f}: ${lines[lines.length - 1]}\n`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
