// Host choice: `--host=<id>` on the command line wins; else the first adapter whose detect()
// accepts the payload; an unknown shape is treated as the Starchild bus.
import { starchild } from "./starchild";
import type { HostAdapter } from "./types";

export const HOSTS: readonly HostAdapter[] = [starchild];

export function hostArg(argv: readonly string[]): string | undefined {
  for (const arg of argv) if (arg.startsWith("--host=")) return arg.slice(7);
  return undefined;
}

export function pickHost(argv: readonly string[], raw: unknown): HostAdapter {
  const wanted = hostArg(argv);
  if (wanted) return HOSTS.find((h) => h.id === wanted) ?? starchild;
  return HOSTS.find((h) => h.detect(raw)) ?? starchild;
}
