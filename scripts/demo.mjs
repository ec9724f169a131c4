#!/usr/bin/env node
// npm start: replay the sample session in examples/session/*.json (in file-name order) through the committed built
// guards and print each verdict. Needs nothing but Node.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "examples", "session");
const session = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);

function summary(stdout) {
  const text = stdout.trim();
  if (!text) return ["continue", ""];
  let out;
  try {
    out = JSON.parse(text);
  } catch {
    return ["invalid", text.slice(0, 80)];
  }
  if (out.decision === "block") return ["block", out.reason];
  for (const [field, label] of [["response", "rewrite reply"], ["notification", "rewrite push"], ["tool_input", "rewrite input"], ["context", "context"], ["add_warning", "warn"], ["systemMessage", "warn"]]) {
    if (field in out) return [label, typeof out[field] === "string" ? out[field] : JSON.stringify(out[field])];
  }
  return ["continue", ""];
}

const rows = [];
for (const step of session) {
  const file = join(root, "build", `${step.guard}.cjs`);
  if (!existsSync(file)) continue;
  const r = spawnSync(process.execPath, [file], { input: JSON.stringify(step.event), encoding: "utf8", env: { ...process.env, ...(step.env ?? {}) } });
  const [verdict, detail] = summary(r.stdout);
  rows.push({ guard: step.guard, event: step.event.event, title: step.title, verdict, detail: detail.replace(/\s+/g, " ").slice(0, 110) });
}
const w = { guard: 22, event: 20, title: 46, verdict: 14 };
const colour = { block: "31", continue: "32", warn: "33" };
process.stdout.write(`${"guard".padEnd(w.guard)}${"event".padEnd(w.event)}${"what happens".padEnd(w.title)}${"verdict".padEnd(w.verdict)}detail\n`);
for (const r of rows) {
  const v = paint(colour[r.verdict] ?? "36", r.verdict.padEnd(w.verdict));
  process.stdout.write(`${r.guard.padEnd(w.guard)}${r.event.padEnd(w.event)}${r.title.slice(0, w.title - 2).padEnd(w.title)}${v}${r.detail}\n`);
}
process.stdout.write(`\n${rows.length} events replayed through build/.\n`);
