/// <reference types="vite/client" />
// Host fixture tables (tests/fixtures/hosts/<host>.ts): each row's payload, written from the host's
// documented schema, runs through a BUILT guard file as a subprocess; stdout and exit code must be
// exactly the expected ones. "probe" rows use a test-only guard that echoes the canonical event it
// got, so every event and tool mapping is visible; rows for a guard whose build/<guard>.cjs is not
// there yet are skipped (they start running once the guard lands).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTmp } from "../selftests/check";
import type { HostFixture, HostStep } from "./fixtures/hosts/types";

const ROOT = resolve(__dirname, "..");
const tables = import.meta.glob<HostFixture[]>(["./fixtures/hosts/*.ts", "!./fixtures/hosts/types.ts", "!./fixtures/hosts/probe_guard.ts"], {
  eager: true,
  import: "rows",
});

let probeDir = "";
beforeAll(async () => {
  probeDir = mkdtempSync(join(tmpdir(), "hookguard-probe-"));
  await build({
    entryPoints: [join(ROOT, "tests/fixtures/hosts/probe_guard.ts")],
    outfile: join(probeDir, "probe.cjs"),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "error",
    logOverride: { "commonjs-variable-in-esm": "silent" },
  });
});
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

function guardFile(guard: string): string {
  return guard === "probe" ? join(probeDir, "probe.cjs") : join(ROOT, "build", `${guard}.cjs`);
}

/** The environment of a row: nothing inherited that could change a verdict. */
function envFor(row: HostFixture, tmp: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: tmp, WORKSPACE_DIR: tmp, HOOKGUARD_STATE_DIR: join(tmp, "state") };
  return { ...env, ...withTmp(row.env ?? {}, tmp) };
}

function runStep(row: HostFixture, step: HostStep, tmp: string): void {
  const r = spawnSync(process.execPath, [guardFile(row.guard), ...(row.argv ?? [])], {
    input: JSON.stringify(withTmp(step.payload, tmp)),
    env: envFor(row, tmp),
    cwd: tmp,
    encoding: "utf8",
  });
  expect(r.error).toBeUndefined();
  expect(r.status, r.stderr).toBe(step.exit ?? 0);
  const stdout = r.stdout.trim();
  if (step.like !== undefined) {
    expect(stdout).not.toBe("");
    expect(JSON.parse(stdout)).toMatchObject(step.like);
    for (const part of step.includes ?? []) expect(stdout).toContain(part);
  } else if (step.out === null || step.out === undefined) {
    expect(stdout).toBe("");
  } else {
    expect(stdout).toBe(JSON.stringify(step.out));
  }
  if (step.stderr !== undefined) expect(r.stderr).toContain(step.stderr);
  else expect(r.stderr).toBe("");
}

for (const [path, rows] of Object.entries(tables)) {
  const host = path.replace(/^.*\/(.+)\.ts$/, "$1");
  describe(`host fixtures: ${host}`, () => {
    for (const row of rows) {
      const present = row.guard === "probe" || existsSync(guardFile(row.guard));
      it.skipIf(!present)(`${row.guard}: ${row.name}`, () => {
        const tmp = mkdtempSync(join(tmpdir(), "hookguard-host-"));
        try {
          for (const [rel, content] of Object.entries(row.files ?? {})) {
            const file = join(tmp, rel);
            mkdirSync(dirname(file), { recursive: true });
            const body = typeof content === "string" ? withTmp(content, tmp) : content.map((l) => JSON.stringify(l)).join("\n") + "\n";
            writeFileSync(file, body);
          }
          const steps: HostStep[] = row.steps ?? [row as HostStep];
          for (const step of steps) runStep(row, step, tmp);
        } finally {
          rmSync(tmp, { recursive: true, force: true });
        }
      });
    }
  });
}
