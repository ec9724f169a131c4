// The checks registry: one module per family, each exporting CHECKS = [{ name, programs, triggers,
// check }], its programs and triggers taken from words.ts (data only, which the gate reads without
// loading any check). A DESTRUCTIVE row names a check by `name`: a CheckName, one key of words.ts.
import { CHECKS as container } from "./container";
import { CHECKS as disk } from "./disk";
import { CHECKS as exfil } from "./exfil";
import { CHECKS as find } from "./find";
import { CHECKS as fs } from "./fs";
import { CHECKS as git } from "./git";
import { CHECKS as interp } from "./interp";
import { CHECKS as perms } from "./perms";
import { CHECKS as rm } from "./rm";
import { CHECKS as shells } from "./shells";
import type { CheckSpec } from "./types";
import type { CheckName } from "./words";
import { CHECKS as windows } from "./windows";

export const REGISTRY = [...rm, ...find, ...interp, ...disk, ...perms, ...fs, ...git, ...exfil, ...shells, ...container, ...windows] as const;

// every module's name is a words.ts key, and every key has its module (compile-time checks)
type RegistryName = (typeof REGISTRY)[number]["name"];
const EVERY_KEY: Record<CheckName, true> = {} as Record<RegistryName, true>;
const EVERY_MODULE: Record<RegistryName, true> = {} as Record<CheckName, true>;
void EVERY_KEY;
void EVERY_MODULE;

const BY_NAME = new Map<string, CheckSpec>(REGISTRY.map((c) => [c.name, c]));

/** The registry entry of a check name, or undefined (a row naming no known check). */
export function checkNamed(name: string): CheckSpec | undefined {
  return BY_NAME.get(name);
}
