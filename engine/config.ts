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
