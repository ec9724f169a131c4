// Destructive-command analysis on the parsed shell command, and the table vetting behind --check-config.
import { findSecrets, rowRegex } from "../../engine/secrets/detect";
import type { SecretRow } from "../../engine/secrets/types";

export type CheckName = string;

export interface DestructiveRow {
  id: string;
  why: string;
  check?: CheckName;
  regex?: RegExp | string;
  examples: { block: readonly string[]; allow: readonly string[] };
}

export interface Hit {
  id: string;
  why: string;
}

export function checkCommand(_command: string): Hit | undefined {
  return undefined;
}

/** Problems in the secret table: bad rows, examples that do not behave. */
export function checkSecretRows(rows: readonly SecretRow[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const row of rows) {
    const where = `SECRET_PATTERNS ${row.id || "(no id)"}`;
    if (!row.id || !row.why) problems.push(`${where}: needs an id and a why`);
    if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    ids.add(row.id);
    if (!row.regex && !row.detector) problems.push(`${where}: needs a regex or a detector`);
    if (row.regex !== undefined && rowRegex(row.regex) === null) {
      problems.push(`${where}: regex does not compile`);
      continue;
    }
    for (const ex of row.examples?.block ?? []) {
      if (!findSecrets(ex, rows).some((f) => f.id === row.id)) problems.push(`${where}: block example not caught by this row: ${ex.slice(0, 60)}`);
    }
    for (const ex of row.examples?.allow ?? []) {
      const f = findSecrets(ex, rows)[0];
      if (f) problems.push(`${where}: allow example flagged by ${f.id}: ${ex.slice(0, 60)}`);
    }
  }
  return problems;
}

export function checkTables(secretRows: readonly SecretRow[]): string[] {
  return checkSecretRows(secretRows);
}
