// The dependency direction is one-way: tables ← shared engine ← guards ← entry.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"']*?from\s+)?["']([^"']+)["']/gm)].map((m) => m[1] as string);
}

/** The repo file a relative import names (`./x` → x.ts or x/index.ts), else undefined. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, join(base, "index.ts"), base].find((p) => p.endsWith(".ts") && existsSync(p));
}

/**
 * Files of templates/ that still import node:fs, each waiting for its move onto ctx (Ctx.readText
 * and the state helpers). A new one fails; a fixed one must leave this list.
 */
const FS_IN_TEMPLATES_PENDING: string[] = [];

/**
 * The one cycle left: rules.ts replays its rows' examples through the gate (checkTables →
 * commandHit) while the gate calls rules.ts. It goes when the table vetting leaves rules.ts
 * (security_guard's rework); a new cycle fails, and this one must leave the list once gone.
 */
const CYCLES_PENDING: string[] = [];

describe("architecture", () => {
  it("has no source line over 160 characters (regexes are composed from parts; tests/corpus holds data)", () => {
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? all(p) : p.endsWith(".ts") ? [p] : [];
      });
    const files = ["engine", "templates", "cli", "scripts", "selftests", "tests"]
      .flatMap((d) => all(join(ROOT, d)))
      .filter((f) => !relative(ROOT, f).split("\\").join("/").startsWith("tests/corpus/"));
    const long: string[] = [];
    for (const f of files) {
      readFileSync(f, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if ([...line].length > 160) long.push(`${relative(ROOT, f)}:${i + 1} (${[...line].length})`);
        });
    }
    expect(files.length).toBeGreaterThan(50);
    expect(long).toEqual([]);
  });
  it("cli/ never imports scripts/ (shared code lives in cli/ or engine/)", () => {
    for (const f of tsFiles(join(ROOT, "cli"))) {
      for (const spec of imports(f)) expect(spec, relative(ROOT, f)).not.toMatch(/(?:^|\/)scripts\//);
    }
  });
  it("templates/ never import node:fs (files come through ctx)", () => {
    const offenders = tsFiles(join(ROOT, "templates"))
      .filter((f) => imports(f).some((spec) => /^(?:node:)?fs(?:\/promises)?$/.test(spec)))
      .map((f) => relative(ROOT, f).split("\\").join("/"))
      .sort();
    expect(offenders).toEqual(FS_IN_TEMPLATES_PENDING);
  });
  it("has no import cycles", () => {
    const files = ["engine", "templates", "cli", "selftests"].flatMap((d) => tsFiles(join(ROOT, d)));
    const edges = new Map(
      files.map((f) => [
        f,
        imports(f)
          .map((s) => resolveImport(f, s))
          .filter((x): x is string => !!x),
      ]),
    );
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]): void => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") {
        cycles.push([...path.slice(path.indexOf(f)), f].map((p) => relative(ROOT, p)).join(" → "));
        return;
      }
      state.set(f, "open");
      for (const next of edges.get(f) ?? []) visit(next, [...path, f]);
      state.set(f, "done");
    };
    for (const f of files) visit(f, []);
    expect(cycles.map((c) => c.split("\\").join("/"))).toEqual(CYCLES_PENDING);
  });
  it("the engine imports no guard", () => {
    for (const f of tsFiles(join(ROOT, "engine"))) {
      for (const spec of imports(f)) expect(spec, relative(ROOT, f)).not.toMatch(/templates\//);
    }
  });
  it("a guard imports no other guard", () => {
    for (const guard of readdirSync(join(ROOT, "templates"))) {
      for (const f of tsFiles(join(ROOT, "templates", guard))) {
        for (const spec of imports(f)) {
          const m = /^\.\.\/([^./][^/]*)\//.exec(spec);
          if (m) expect(m[1], `${relative(ROOT, f)} imports ${spec}`).toBe(guard);
        }
      }
    }
  });
  it("tables.ts is data only: it imports nothing but types", () => {
    for (const guard of readdirSync(join(ROOT, "templates"))) {
      const f = join(ROOT, "templates", guard, "tables.ts");
      expect(imports(f), relative(ROOT, f)).toEqual([]);
    }
  });
  it("each guard's entry imports its tables first", () => {
    for (const guard of readdirSync(join(ROOT, "templates"))) {
      const first = imports(join(ROOT, "templates", guard, "main.ts"))[0];
      expect(first, guard).toBe("./tables");
    }
  });
});
