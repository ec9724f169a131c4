// The dependency direction is one-way: tables ← shared engine ← guards ← entry.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
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

describe("architecture", () => {
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
