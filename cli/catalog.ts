// Which guards exist: the built files beside this CLI (build/<guard>.cjs minus selftests and the
// CLI itself) and the wiring descriptors bundled into the CLI at build time. Nothing here lists
// guards by name, so guards merged from other branches appear after `npm run build`.
import { existsSync, readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { GuardWiring } from "../engine/wiring";
import { WIRINGS } from "./generated";

export interface GuardInfo {
  name: string;
  /** build/<guard>.cjs */
  file: string;
  /** build/<guard>_selftest.cjs, when built */
  selftest?: string;
  wiring?: GuardWiring;
}

/** The folder holding build/hookguard.cjs and the guard bundles (HOOKGUARD_BUILD_DIR overrides, for tests). */
export function buildDir(): string {
  if (process.env.HOOKGUARD_BUILD_DIR) return process.env.HOOKGUARD_BUILD_DIR;
  return typeof __dirname !== "undefined" ? __dirname : join(process.cwd(), "build");
}

export function isGuardFile(file: string): boolean {
  return file.endsWith(".cjs") && !file.endsWith("_selftest.cjs") && file !== "hookguard.cjs";
}

export function wiringOf(name: string): GuardWiring | undefined {
  return WIRINGS.find((w) => w.guard === name);
}

export function shippedGuards(dir = buildDir()): GuardInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isGuardFile)
    .sort()
    .map((f) => {
      const name = f.slice(0, -4);
      const selftest = join(dir, `${name}_selftest.cjs`);
      const info: GuardInfo = { name, file: join(dir, f) };
      if (existsSync(selftest)) info.selftest = selftest;
      const wiring = wiringOf(name);
      if (wiring) info.wiring = wiring;
      return info;
    });
}

/** The guard a command path wires: `/data/workspace/hooks/runtime_footer.py` → `runtime_footer`. */
export function guardNameOf(commandPath: string): string {
  const base = basename(commandPath);
  return base.slice(0, base.length - extname(base).length);
}

/** Guards of one family conflict when wired twice on one event (two footers rewrite one reply). */
export function familyOf(name: string): string | undefined {
  const wiring = wiringOf(name);
  if (wiring?.exclusive) return name;
  if (/footer/i.test(name)) return "runtime_footer";
  return undefined;
}
