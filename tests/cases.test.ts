/// <reference types="vite/client" />
// Every guard's case table, replayed in-process through its pure handlers.
import { describe, expect, it } from "vitest";
import type { Guard } from "../engine/types";
import { runCaseInProcess } from "../selftests/inprocess";
import type { CaseTable } from "../selftests/types";

const guards = import.meta.glob<{ guard: Guard }>("../templates/*/guard.ts", { eager: true });
const tables = import.meta.glob<{ table: CaseTable }>("../templates/*/cases.ts", { eager: true });

for (const [path, mod] of Object.entries(tables)) {
  const guard = guards[path.replace("cases.ts", "guard.ts")]?.guard;
  describe(mod.table.guard, () => {
    it("has a guard module", () => expect(guard?.name).toBe(mod.table.guard));
    it("has unique case names", () => {
      const names = mod.table.cases.map((c) => c.name);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    });
    it("every block case names the rule that must fire", () => {
      const unnamed = mod.table.cases.filter((c) => (c.steps ?? [{ expect: c.expect }]).some((s) => s.expect?.verdict === "block" && !s.expect.rule));
      expect(unnamed.map((c) => c.name)).toEqual([]);
    });
    for (const c of mod.table.cases) {
      it(c.name, async () => {
        expect(await runCaseInProcess(guard as Guard, mod.table, c)).toBeUndefined();
      });
    }
  });
}
