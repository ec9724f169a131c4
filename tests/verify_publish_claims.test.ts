// verify_publish_claims: the user's tables are vetted (every row's examples hold), broken rows are
// reported, and the per-session block counter is exact under concurrent runs of the BUILT file.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyse, checkTables, guard } from "../templates/verify_publish_claims/guard";
import * as T from "../templates/verify_publish_claims/tables";

const BUILT = join(__dirname, "..", "build", "verify_publish_claims.cjs");

describe("verify_publish_claims tables", () => {
  it("every row's examples hold and guard.check reports nothing", () => {
    expect(checkTables()).toEqual([]);
    expect(guard.check?.({ env: {}, cwd: ".", now: () => 0, readText: () => undefined, fetchJson: async () => undefined })).toEqual([]);
  });

  for (const row of T.CLAIMS) {
    it(`${row.id}: block examples are claims by this row, allow examples are not claims`, () => {
      for (const ex of row.examples.block) expect(analyse(ex).claims.map((c) => c.rule), ex).toContain(row.id);
      for (const ex of row.examples.allow) expect(analyse(ex).claims, ex).toEqual([]);
    });
  }

  it("reports a bad regex and a failing example in a user's row", () => {
    const broken = {
      CLAIMS: [
        ...T.CLAIMS,
        { id: "claim.user.bad-regex", lang: "en", hints: [], kind: "publish" as const, why: "x", pattern: "(unclosed", examples: { block: [], allow: [] } },
        { id: "claim.user.weak", lang: "en", hints: [], kind: "publish" as const, why: "x", pattern: String.raw`\bpushed live\b`, examples: { block: ["I shipped it live."], allow: [] } },
      ],
      NOT_CLAIMS: T.NOT_CLAIMS,
      NOT_EVIDENCE: T.NOT_EVIDENCE,
    };
    const problems = checkTables(broken);
    expect(problems.some((p) => p.startsWith("CLAIMS claim.user.bad-regex: bad regex"))).toBe(true);
    expect(problems).toContain("CLAIMS claim.user.weak: block example is not a claim by this row: I shipped it live.");
  });
});

describe.skipIf(!existsSync(BUILT))("verify_publish_claims built file", () => {
  it("starts with the editable tables, names kept, before any engine code", () => {
    const src = readFileSync(BUILT, "utf8");
    const engine = src.indexOf("// engine/");
    for (const name of ["PREVIEWS_REGISTRY", "AGENTX_LEDGER_FILE", "SCHEDULED_JOBS", "MAX_BLOCKS", "CLAIMS", "NOT_CLAIMS", "NOT_EVIDENCE"]) {
      const at = src.indexOf(`var ${name} = `);
      expect(at, name).toBeGreaterThan(0);
      expect(at, name).toBeLessThan(engine);
    }
  });
});

function runBuilt(payload: object, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.on("error", reject);
    child.on("close", () => resolve(out.trim()));
    child.stdin.end(JSON.stringify(payload));
  });
}

describe.skipIf(!existsSync(BUILT))("verify_publish_claims state, built file, parallel processes", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vpc-state-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const payload = { event: "on_stop", session_id: "race", agent_id: "a", cwd: "/app", response: "Published: https://community.iamstarchild.com/fabricated-page", tool_names: [], stop_hook_active: false };
  const env = () => ({ WORKSPACE_DIR: dir, PREVIEWS_REGISTRY: join(dir, "none.json") });
  const statePath = () => join(dir, "output", ".publish_claim_guard.json");

  it("12 concurrent blocks for one session leave an exact count of 12", async () => {
    const outs = await Promise.all(Array.from({ length: 12 }, () => runBuilt(payload, { ...env(), VERIFY_PUBLISH_MAX_BLOCKS: "100" })));
    expect(outs.filter((o) => o.includes('"decision":"block"'))).toHaveLength(12);
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number; ts: number }>;
    expect(state.race?.n).toBe(12);
  });

  it("12 concurrent stops with MAX_BLOCKS = 2 give exactly 2 blocks and 10 warnings", async () => {
    const outs = await Promise.all(Array.from({ length: 12 }, () => runBuilt(payload, { ...env(), VERIFY_PUBLISH_MAX_BLOCKS: "2" })));
    expect(outs.filter((o) => o.includes('"decision":"block"'))).toHaveLength(2);
    expect(outs.filter((o) => o.includes('"add_warning"'))).toHaveLength(10);
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number }>;
    expect(state.race?.n).toBe(2);
  });

  it("a corrupt state file is treated as empty and rewritten", async () => {
    mkdirSync(join(dir, "output"), { recursive: true });
    writeFileSync(statePath(), "{\"race\": {\"n\": 2, \"ts\": 17");
    const out = await runBuilt(payload, env());
    expect(out).toContain('"decision":"block"');
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number }>;
    expect(state.race?.n).toBe(1);
  });
});
