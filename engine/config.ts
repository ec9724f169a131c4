// Env overrides for in-file CONFIG constants: a set, non-empty env var wins, else the constant.
type Env = Readonly<Record<string, string | undefined>>;

const FALSE_WORDS = new Set(["0", "false", "no", "off"]);

function setValue(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value;
}

export function envBool(env: Env, name: string, constant: boolean): boolean {
  const value = setValue(env, name);
  return value === undefined ? constant : !FALSE_WORDS.has(value.trim().toLowerCase());
}

export function envString(env: Env, name: string, constant: string): string {
  return setValue(env, name) ?? constant;
}

export function envNumber(env: Env, name: string, constant: number): number {
  const value = setValue(env, name);
  const n = value === undefined ? NaN : Number(value.trim());
  return Number.isFinite(n) ? n : constant;
}

/**
 * What a CONFIG constant or a plain list of a guard's tables must hold: `names` a list of
 * non-empty strings (tool names, fields, file names), `count` a number >= 0, `flag` true or false,
 * `text` a string. A guard lists its settings (Guard.settings); --check-config reports each one
 * whose value is of another kind, so a hand edit that breaks it is named, not silently skipped.
 */
export type Setting = readonly ["names" | "count" | "flag" | "text", unknown];

export function settingProblems(settings: Readonly<Record<string, Setting>>): string[] {
  const out: string[] = [];
  for (const [name, [kind, value]] of Object.entries(settings)) {
    const shown = JSON.stringify(value) ?? String(value);
    if (kind === "names") {
      if (!Array.isArray(value)) out.push(`${name}: ${shown} should be a list of names (strings)`);
      else {
        const bad = value.filter((v) => typeof v !== "string" || v.trim() === "");
        if (bad.length) out.push(`${name}: ${bad.map((v) => JSON.stringify(v) ?? String(v)).join(", ")} should be names (non-empty strings)`);
      }
    } else if (kind === "count") {
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) out.push(`${name}: ${shown} should be a number >= 0`);
    } else if (kind === "flag") {
      if (typeof value !== "boolean") out.push(`${name}: ${shown} should be true or false`);
    } else if (typeof value !== "string") out.push(`${name}: ${shown} should be a text (a string)`);
  }
  return out;
}
