// Row counts stated in README and docs come from the tables: a row added or removed without the
// count changed fails here. A statement reads "`TABLE`, N rows" (docs) or "N credential formats".
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const pages = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Every exported row table of every guard (an array of objects with an id), by name. */
async function tables(): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const guard of readdirSync(join(ROOT, "templates"))) {
    const mod = (await import(`../templates/${guard}/tables.ts`)) as Record<string, unknown>;
    for (const [name, exported] of Object.entries(mod)) {
      // a table built on first use (`TABLE = () => [...]`) counts by the rows it returns
      const value: unknown = typeof exported === "function" && /^[A-Z][A-Z0-9_]*$/.test(name) ? exported() : exported;
      if (Array.isArray(value) && value.length && value.every((r) => typeof r === "object" && r !== null && "id" in r)) out.set(name, value.length);
    }
  }
  return out;
}

describe("row counts in README and docs", () => {
  it("every `TABLE`, N rows statement matches its table", async () => {
    const counts = await tables();
    const wrong: string[] = [];
    let statements = 0;
    for (const page of pages) {
      const text = readFileSync(join(ROOT, page), "utf8");
      for (const m of text.matchAll(/`([A-Z][A-Z0-9_]+)`,? (\d+) rows\b/g)) {
        statements++;
        const [, table, n] = m as unknown as [string, string, string];
        if (counts.get(table) !== Number(n)) wrong.push(`${page}: ${table} says ${n}, the table has ${counts.get(table) ?? "no such table"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(statements).toBeGreaterThanOrEqual(2);
  });
  it("README's credential formats are SECRET_PATTERNS' rows", async () => {
    const { SECRET_PATTERNS } = await import("../templates/security_guard/tables");
    const said = [...readFileSync(join(ROOT, "README.md"), "utf8").matchAll(/(\d+) credential formats/g)].map((m) => Number(m[1]));
    expect(said).toEqual([SECRET_PATTERNS().length]);
  });
});
