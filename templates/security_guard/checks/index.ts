// The checks registry: one module per family, each exporting CHECKS = [{ name, programs, triggers,
// check }]. A DESTRUCTIVE row names a check by `name`; CheckName is derived from here, and the
// gate's words must cover every check's triggers and programs (a test holds them together).
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
import { CHECKS as windows } from "./windows";

export const REGISTRY = [...rm, ...find, ...interp, ...disk, ...perms, ...fs, ...git, ...exfil, ...shells, ...container, ...windows] as const;

export type CheckName = (typeof REGISTRY)[number]["name"];

const BY_NAME = new Map<string, CheckSpec>(REGISTRY.map((c) => [c.name, c]));

/** The registry entry of a check name, or undefined (a row naming no known check). */
export function checkNamed(name: string): CheckSpec | undefined {
  return BY_NAME.get(name);
}

/**
 * Words that carry another command line whatever the check (a shell, eval, xargs, parallel, su,
 * a decoder piped to sh): the gate parses any command holding one.
 */
const CARRIERS = [
  "sh",
  "bash",
  "zsh",
  "dash",
  "ksh",
  "mksh",
  "ash",
  "yash",
  "fish",
  "rbash",
  "eval",
  "exec",
  "source",
  ".",
  "xargs",
  "parallel",
  "busybox",
  "su",
  "rev",
  "env",
] as const;

/** Every word the gate must let through to the parser: the registry's triggers and the carriers (programs only filter). */
export function triggerWords(): Set<string> {
  const out = new Set<string>(CARRIERS);
  for (const c of REGISTRY as readonly CheckSpec[]) for (const w of c.triggers) out.add(w);
  return out;
}
