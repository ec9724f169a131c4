// npm run snippet -- --host claude|codex|gemini|azure|starchild [--dir /abs/hooks] [--all]
// Prints the config that wires the built guards into a host, with absolute paths. The events come
// from each guard's templates/<guard>/wiring.ts and the host adapter's `wires` (cli/snippet.ts), so
// guards that land later are covered without edits here. Handlers a host cannot express are listed on stderr.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { plan, render, WHERE } from "../cli/snippet";
import { HOSTS, hostById } from "../engine/hosts/index";
import type { GuardWiring } from "../engine/wiring";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function loadWirings(root = ROOT): Promise<GuardWiring[]> {
  const dir = join(root, "templates");
  const out: GuardWiring[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, "wiring.ts");
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { wiring?: GuardWiring };
    if (mod.wiring) out.push(mod.wiring);
  }
  return out;
}

function arg(args: readonly string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i] as string;
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : args[i + 1];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const host = hostById(arg(args, "host") ?? "");
  if (!host) {
    process.stderr.write(`usage: npm run snippet -- --host ${HOSTS.map((h) => h.id).join("|")} [--dir /abs/hooks] [--all]\n`);
    process.exit(2);
  }
  const dir = resolve(arg(args, "dir") ?? join(ROOT, "build"));
  const { lines, missing } = plan(host, await loadWirings(), dir, args.includes("--all"));
  process.stderr.write(`# ${host.title}: ${WHERE[host.id] ?? ""}\n`);
  process.stdout.write(render(host, lines) + "\n");
  if (missing.length) process.stderr.write(`not expressible on ${host.title} (skipped): ${missing.join(", ")}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
