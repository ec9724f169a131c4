// npm run realtext: false blocks on real text. Every paragraph of the READMEs, changelogs and
// release notes on this machine (node_modules, /usr/share/doc including .gz, global npm packages)
// is run as a stop reply through verify_publish_claims (no registry, no job, no tool) and
// verify_commitments. None of it is an agent's claim or promise, so every hit is a false block;
// the first few of each are printed. Nothing here is stored: the text is the machine's own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { Ctx, HookEvent } from "../engine/types";
import { analyse as promiseOf } from "../templates/verify_commitments/guard";
import { findUnverified } from "../templates/verify_publish_claims/guard";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const ROOTS = [join(ROOT, "node_modules"), "/usr/share/doc", "/usr/lib/node_modules", "/usr/local/lib/node_modules"];
const PLAIN = /^(?:readme|changelog|history|changes|news|release[-_]?notes)(?:\.md|\.txt)?$/i;
const GZIP = /^(?:changelog|news|readme)(?:\.debian)?\.gz$/i;
const SHOWN = 10;

function documents(dir: string, depth: number, out: string[]): string[] {
  if (depth > 5) return out;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (st.isDirectory()) documents(path, depth + 1, out);
      else if (PLAIN.test(name) && st.size < 400_000) out.push(readFileSync(path, "utf8"));
      else if (GZIP.test(name) && st.size < 300_000) out.push(gunzipSync(readFileSync(path)).toString("utf8"));
    } catch {
      // unreadable or not gzip: not a document
    }
  }
  return out;
}

function main(): void {
  const docs = ROOTS.flatMap((root) => documents(root, 0, []));
  const paragraphs = new Set<string>();
  for (const doc of docs) for (const p of doc.split(/\n\s*\n/)) if (p.trim().length > 20) paragraphs.add(p.trim());
  const ctx: Ctx = {
    env: { PREVIEWS_REGISTRY: "/nonexistent/previews.json", AGENTX_LEDGER_FILE: "/nonexistent/ledger.json", SCHEDULED_JOBS: "/nonexistent/jobs.json" },
    cwd: "/nonexistent",
    now: () => Date.now(),
    readText: () => undefined,
    fetchJson: async () => undefined,
  };
  const claims: string[] = [];
  const promises: string[] = [];
  for (const text of paragraphs) {
    const event = { event: "on_stop", response: text, toolNames: [] } as unknown as HookEvent;
    const f = findUnverified(text, event, ctx);
    if (f) claims.push(`${f.rule}: ${f.evidence}`);
    const p = promiseOf(text).promise;
    if (p) promises.push(`${p.rule}: ${p.text.slice(0, 160)}`);
  }
  console.log(`${docs.length} documents, ${paragraphs.size} paragraphs`);
  console.log(`verify_publish_claims: ${claims.length} false blocks`);
  for (const c of claims.slice(0, SHOWN)) console.log(`  ${c}`);
  console.log(`verify_commitments: ${promises.length} false blocks`);
  for (const p of promises.slice(0, SHOWN)) console.log(`  ${p}`);
}

main();
