// Destructive-command and exfiltration analysis on the parsed shell command (engine/shell), and
// the table vetting behind --check-config. Each DESTRUCTIVE row names a check of the registry
// (checks/index.ts) or carries a user regex; a check looks at one unwrapped simple command with
// the whole analysis at hand.
import { rowRegex } from "../../engine/rowregex";
import { findSecrets, rowPattern } from "../../engine/secrets/detect";
import { matchOf, type SecretRow } from "../../engine/secrets/types";
import { analyze, isForkBomb } from "../../engine/shell/analyze";
import { programName, unwrapRunner } from "../../engine/shell/runners";
import type { SimpleCommand } from "../../engine/shell/types";
import { CRED_HINT, credentialSinks } from "./checks/exfil";
import { checkNamed } from "./checks/index";
import { texts } from "./checks/paths";
import { type CommandContext, type DestructiveRow, type Hit, MAX_COMMAND_HEAD, type Scope } from "./checks/types";
import { fault } from "../../engine/faults";
import { holdsKeyword, vetRows } from "../../engine/rows/index";
import { SECRET_PATTERNS } from "./tables";

let builtRows: readonly SecretRow[] | undefined;

/**
 * SECRET_PATTERNS' rows, built once, on the first scan that needs them. An edit that breaks the
 * function itself scans with no rows (a `table:SECRET_PATTERNS` fault in the debug log, and the
 * selftest says why); the shell checks do not depend on it.
 */
export function secretRows(): readonly SecretRow[] {
  if (builtRows) return builtRows;
  const built = buildRows(SECRET_PATTERNS);
  if ("rows" in built) return (builtRows = built.rows);
  fault("table:SECRET_PATTERNS", built.error);
  return [];
}

/** A table written as a function, called: its rows, or why it gave none (it threw, or gave no list). */
function buildRows(table: () => unknown): { rows: SecretRow[] } | { error: string } {
  try {
    const rows = table();
    return Array.isArray(rows) ? { rows: rows as SecretRow[] } : { error: "it does not return a list of rows" };
  } catch (e) {
    return { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

export { MAX_COMMAND_HEAD, type CommandContext, type DestructiveRow, type Hit } from "./checks/types";

// ---- entry -------------------------------------------------------------------------------------

function guardedVars(cmds: SimpleCommand[]): Set<string> {
  const out = new Set<string>();
  for (const c of cmds) {
    const prog = programName(c.words[0]);
    if (prog !== "[" && prog !== "[[" && prog !== "test") continue;
    const w = texts(c);
    for (let i = 1; i < w.length - 1; i++) {
      if (/^-[nzde]$/.test(w[i] as string)) {
        const m = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(w[i + 1] as string);
        if (m) out.add(m[1] as string);
      }
    }
  }
  return out;
}

/** The check a row names, or undefined (a regex row, or a row without a match). */
function checkOf(row: DestructiveRow): string | undefined {
  const m = row.match as { check?: unknown } | undefined;
  return typeof m?.check === "string" ? m.check : undefined;
}

/** The regex a row carries, or undefined. */
export function regexOf(row: DestructiveRow): RegExp | string | undefined {
  const m = row.match as { regex?: unknown } | undefined;
  return m?.regex instanceof RegExp || typeof m?.regex === "string" ? m.regex : undefined;
}

/** The first row the parsed command hits: what commandHit() runs once the gate lets a command through. */
export function analysisHit(command: string, rows: readonly DestructiveRow[], ctx: CommandContext = {}): Hit | undefined {
  const depth = ctx.depth ?? 0;
  if (depth > 2) return undefined;
  return parsedHit(command, rows, depth, ctx);
}

function parsedHit(command: string, rows: readonly DestructiveRow[], depth: number, ctx: CommandContext): Hit | undefined {
  const analysis = analyze(command, { maxBytes: MAX_COMMAND_HEAD });
  const cmds = analysis.commands.map((c) => unwrapRunner(c));
  // nested command lines (interpreter code, a container's command) come back here, or through the gate
  // the shipped secret rows find a literal credential unless the guard passes its own detector
  const secretIn = ctx.secretIn ?? ((text: string) => findSecrets(text, secretRows(), { limit: 1 })[0]?.id);
  const scope: Scope = {
    analysis,
    cmds,
    guarded: guardedVars(cmds),
    rows,
    depth,
    cwd: ctx.cwd ?? "",
    ctx: { ...ctx, secretIn, recheck: ctx.recheck ?? analysisHit },
  };
  const forkBomb = rows.find((r) => checkOf(r) === "fork-bomb");
  if (forkBomb && isForkBomb(analysis)) return { id: forkBomb.id, why: forkBomb.why };
  const low = command.toLowerCase();
  for (let k = 0; k < cmds.length; k++) {
    const c = cmds[k] as SimpleCommand;
    if (!c.words.length && !c.redirects.length) continue;
    const prog = programName(c.words[0]);
    const line = c.words.map((w) => w.text).join(" ");
    for (const row of rows) {
      let hit = false;
      const m = row.match as Partial<{ check: string; program: readonly string[]; regex: RegExp | string }> | undefined;
      if (row.keywords && !holdsKeyword(row.keywords, low)) continue;
      if (m?.check) {
        const spec = checkNamed(m.check);
        if (!spec) continue;
        const programs = m.program ?? spec.programs;
        if (programs && !programs.includes(prog)) continue;
        try {
          hit = spec.check(c, scope, k);
        } catch (err) {
          fault(`check:${row.id}`, err);
        }
      } else if (m?.regex !== undefined) {
        const re = rowRegex(m.regex);
        if (re) {
          re.lastIndex = 0;
          hit = re.test(line);
          re.lastIndex = 0;
        }
      }
      if (hit) return { id: row.id, why: row.why };
    }
  }
  // not blocked: the files this command filled with a credential taint the session's later calls
  const tainted = ctx.tainted ?? new Set<string>();
  if (ctx.sinks && (CRED_HINT().test(command) || [...tainted].some((p) => command.includes(p)))) {
    for (const p of credentialSinks(scope)) if (!tainted.has(p)) ctx.sinks.push(p);
  }
  return undefined;
}

// ---- table vetting -------------------------------------------------------------------------------

const DETECTORS = new Set(["pem-private-key", "evm-private-key", "seed-phrase", "solana-keypair", "base58-secret", "k8s-secret-data"]);

/** What is wrong with a secret row's match, if anything: no shape, an unknown detector, a pattern that does not compile. */
function secretMatchProblem(row: SecretRow): string | undefined {
  const m = matchOf(row);
  if (m.detector !== undefined) return DETECTORS.has(m.detector) ? undefined : `unknown detector ${m.detector}`;
  if (m.regex === undefined && !m.parts && !m.body) return "match needs a regex (or its parts), a detector, or a prefix / vendor with a body";
  return rowPattern(row) === null ? "regex does not compile" : undefined;
}

/** Problems in the secret table (the one vetter, engine/rows): bad rows, examples that do not behave. */
export function checkSecretRows(rows: readonly SecretRow[]): string[] {
  return vetRows(rows, {
    table: "SECRET_PATTERNS",
    fires: (row, text) => findSecrets(text, rows).some((f) => f.id === row.id),
    blocks: (text) => findSecrets(text, rows).length > 0,
    compiles: secretMatchProblem,
  });
}

/** Problems in the DESTRUCTIVE table (engine/rows vetRows): ids, matches, examples that do not behave. */
export function checkDestructiveRows(
  rows: readonly DestructiveRow[],
  commandHit: (command: string, rows: readonly DestructiveRow[]) => Hit | undefined = analysisHit,
): string[] {
  return vetRows(rows, {
    table: "DESTRUCTIVE",
    fires: (row, text) => commandHit(text, rows)?.id === row.id,
    blocks: (text) => commandHit(text, rows) !== undefined,
    compiles: (row) => {
      const check = checkOf(row);
      const regex = regexOf(row);
      if (check === undefined && regex === undefined) return "match needs a check or a regex";
      if (check !== undefined && !checkNamed(check)) return `unknown check ${check}`;
      if (regex !== undefined && rowRegex(regex) === null) return "regex does not compile";
      return undefined;
    },
  });
}

export function checkTables(
  secrets: () => readonly SecretRow[],
  destructiveRows: readonly DestructiveRow[],
  commandHit?: (command: string, rows: readonly DestructiveRow[]) => Hit | undefined,
): string[] {
  // An edit that breaks the function itself (not one row): say so, vet the rest.
  const built = buildRows(secrets);
  const secretProblems = "rows" in built ? checkSecretRows(built.rows) : [`SECRET_PATTERNS: cannot be built: ${built.error}`];
  return [...secretProblems, ...checkDestructiveRows(destructiveRows, commandHit)];
}
