// The built files: reproducible, single-file, executable, tables first and editable in a copy.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const BUILD = join(ROOT, "build");
const guards = readdirSync(join(ROOT, "templates")).filter((d) => statSync(join(ROOT, "templates", d)).isDirectory());
let fresh = "";

beforeAll(() => {
  fresh = mkdtempSync(join(tmpdir(), "hookguard-build-"));
  const r = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "build.ts"), "--out", fresh], { cwd: ROOT, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe("build/", () => {
  it("matches a fresh build byte for byte", () => {
    for (const f of readdirSync(fresh)) expect(readFileSync(join(BUILD, f), "utf8"), f).toBe(readFileSync(join(fresh, f), "utf8"));
    expect(readdirSync(fresh).sort()).toEqual(readdirSync(BUILD).filter((f) => f.endsWith(".cjs") || f.endsWith(".sh")).sort());
  });

  // A deferred unit in a built guard (engine/lazy.ts): its name, its code, the modules it is given.
  const DEFERRED_UNIT = /deferredUnit\("([^"]+)", function \w+\(\) \{\n\s*\/\*([\s\S]*?)\*\/\n\}, \(\) => \(\{([\s\S]*?)\}\)\);/g;

  for (const guard of guards) {
    describe(guard, () => {
      const files = [`${guard}.cjs`, `${guard}_selftest.cjs`];
      it("has a guard file and a selftest, executable, with a shebang", () => {
        for (const f of files) {
          const path = join(BUILD, f);
          expect(statSync(path).mode & 0o111, f).not.toBe(0);
          expect(readFileSync(path, "utf8").startsWith("#!/usr/bin/env node\n"), f).toBe(true);
        }
      });
      it("requires nothing but Node's own modules (a deferred unit: those and the modules its loader hands it)", () => {
        for (const f of files) {
          let text = readFileSync(join(BUILD, f), "utf8");
          for (const unit of text.matchAll(DEFERRED_UNIT)) {
            const [whole, name, code, given] = unit as unknown as [string, string, string, string];
            const ids = [...given.matchAll(/^\s*"([^"]+)": \w+,?$/gm)].map((m) => m[1]);
            expect(code, name).toMatch(/^\(function \(module, exports, require\) \{$/m);
            for (const m of code.matchAll(/\brequire\("([^"]+)"\)/g)) {
              const id = m[1] as string;
              if (!ids.includes(id)) expect(builtinModules, `${f} unit ${name} requires ${id}`).toContain(id.replace(/^node:/, ""));
            }
            text = text.replace(whole, "");
          }
          for (const m of text.matchAll(/\brequire\("([^"]+)"\)/g)) {
            const name = (m[1] as string).replace(/^node:/, "");
            expect(builtinModules, `${f} requires ${m[1]}`).toContain(name);
          }
        }
      });
      it("starts with the tables: header comments, then the CONFIG names, not renamed", () => {
        const text = readFileSync(join(BUILD, `${guard}.cjs`), "utf8");
        const source = readFileSync(join(ROOT, "templates", guard, "tables.ts"), "utf8");
        const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string);
        expect(names.length).toBeGreaterThan(0);
        const firstCode = text.split("\n").slice(1).find((l) => l.trim() && !l.startsWith("//") && l.trim() !== '"use strict";');
        expect(firstCode, "first code line").toMatch(new RegExp(`^var (${names.join("|")}) = `));
        for (const name of names) expect(text, name).toMatch(new RegExp(`^var ${name} = `, "m"));
        expect(text).toMatch(/^\/\/! /m);
      });
    });
  }
});

describe("a user's edited copy", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-copy-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = join(dir, "runtime_footer.cjs");
  const payload = JSON.stringify({ event: "on_response_end", session_id: "s", response: "Hi", model: "m1", turn_cost_usd: 0.5, tokens: { input: 1200, output: 30 } });
  const run = (env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [copy], { input: payload, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });

  it("takes effect on the next run, and an env var still wins", () => {
    copyFileSync(join(BUILD, "runtime_footer.cjs"), copy);
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n─ m1 · $0.5000");
    const text = readFileSync(copy, "utf8");
    expect(text).toMatch(/^var SHOW_TOKENS = false;$/m);
    writeFileSync(copy, text.replace(/^var SHOW_TOKENS = false;$/m, "var SHOW_TOKENS = true;"));
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n─ m1 · $0.5000 · 1,200 in / 30 out");
    expect(JSON.parse(run({ FOOTER_SHOW_TOKENS: "off" }).stdout).response).toBe("Hi\n\n─ m1 · $0.5000");
    expect(JSON.parse(run({ FOOTER_SHOW_TOKENS: "" }).stdout).response).toBe("Hi\n\n─ m1 · $0.5000 · 1,200 in / 30 out");
  });

  it("a copy's edited TEMPLATE line is used", () => {
    copyFileSync(join(BUILD, "runtime_footer.cjs"), copy);
    const text = readFileSync(copy, "utf8");
    writeFileSync(copy, text.replace(/^var TEMPLATE = .*$/m, 'var TEMPLATE = "[{model} | {cost}]";'));
    expect(JSON.parse(run().stdout).response).toBe("Hi\n\n[m1 | $0.5000]");
  });

  it("a gate's FAIL_MODE line closes it on an internal error, and a typo is reported by the selftest", () => {
    const gate = join(dir, "verify_publish_claims.cjs");
    copyFileSync(join(BUILD, "verify_publish_claims.cjs"), gate);
    const stop = JSON.stringify({ hook_event_name: "Stop", session_id: "s", transcript_path: "/none", permission_mode: "default", last_assistant_message: "Done." });
    const runGate = (env: Record<string, string>) => spawnSync(process.execPath, [gate], { input: stop, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOOKGUARD_TEST_FORCE_ERROR: "1", ...env } });
    expect(runGate({}).status).toBe(0);
    const text = readFileSync(gate, "utf8");
    expect(text).toMatch(/^var FAIL_MODE = "open";$/m);
    writeFileSync(gate, text.replace(/^var FAIL_MODE = "open";$/m, 'var FAIL_MODE = "closed";'));
    const closed = runGate({});
    expect([closed.status, closed.stderr.trim()]).toEqual([2, "[hookguard] verify_publish_claims failed (handle): blocked because FAIL_MODE=closed"]);
    expect(runGate({ HOOKGUARD_FAIL_MODE: "open" }).status).toBe(0);
    writeFileSync(gate, text.replace(/^var FAIL_MODE = "open";$/m, 'var FAIL_MODE = "closd";'));
    const check = spawnSync(process.execPath, [gate, "--check-config"], { encoding: "utf8" });
    expect(JSON.parse(check.stdout).problems).toContain('FAIL_MODE: "closd" is neither "open" nor "closed" (treated as "open")');
  });
});

describe("security_guard's shipped examples, moved into a deferred unit by the build", () => {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-examples-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (file: string) => spawnSync(process.execPath, [file, "--check-config"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });

  it("leaves the rows of the built tables without examples and keeps every one in EXAMPLES", () => {
    const text = readFileSync(join(BUILD, "security_guard.cjs"), "utf8");
    const tables = text.slice(0, text.indexOf("\nvar __defProp"));
    expect(tables).not.toMatch(/^\s+examples: \{/m);
    expect(text).toMatch(/^ {2}"secret\.openai-key": \{ block: \[/m);
    expect(text).toMatch(/^ {2}"rm\.root-or-home": \{/m);
  });
  it("still vets them: a broken shipped example is reported by --check-config", () => {
    const copy = join(dir, "security_guard.cjs");
    copyFileSync(join(BUILD, "security_guard.cjs"), copy);
    expect(JSON.parse(check(copy).stdout)).toEqual({ problems: [] });
    const text = readFileSync(copy, "utf8");
    writeFileSync(copy, text.replace(/^( {2}"secret\.groq-key": \{ block: \[)/m, '$1"not a key at all", '));
    const r = check(copy);
    expect(r.stdout).toContain("SECRET_PATTERNS secret.groq-key: block example not caught by this row: not a key at all");
  });
});
