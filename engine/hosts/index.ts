// Host choice: `--host=<id>` on the command line wins; else the first adapter whose detect()
// accepts the payload, in the order of protocols.md §3.1 (most distinctive first); an unknown
// shape is treated as the Starchild bus.
import { azure } from "./azure";
import { claude } from "./claude";
import { codex } from "./codex";
import { gemini } from "./gemini";
import { starchild } from "./starchild";
import type { HostAdapter } from "./types";

export const HOSTS: readonly HostAdapter[] = [starchild, gemini, azure, codex, claude];

function hostArg(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith("--host=")) return arg.slice(7);
    if (arg === "--host") return argv[i + 1];
  }
  return undefined;
}

export function hostById(id: string): HostAdapter | undefined {
  return HOSTS.find((h) => h.id === id);
}

export function pickHost(argv: readonly string[], raw: unknown): HostAdapter {
  const wanted = hostArg(argv);
  if (wanted) return hostById(wanted) ?? starchild;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return starchild;
  const payload = raw as Record<string, unknown>;
  return HOSTS.find((h) => h.detect(payload)) ?? starchild;
}
