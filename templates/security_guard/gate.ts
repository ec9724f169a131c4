// The gate in front of the destructive-command analysis: a command with none of the words or
// characters any row needs is let through without parsing. Kept apart from rules.ts so that a
// built guard compiles the parser and the checks only when a command gets past the gate.
import { literalHint, rowRegex } from "../../engine/rowregex";
import { holdsKeyword } from "../../engine/rows/index";
import { ONLY_WITH, PREFIXES, triggerWords } from "./checks/words";
import { analysisHit, MAX_COMMAND_HEAD, regexOf, type CommandContext, type DestructiveRow, type Hit } from "./rules";

const MAX_COMMAND_TAIL = 16 * 1024;

let TRIGGERS: Set<string> | undefined;

/**
 * Words without which no check can fire: a command that has none of them (npm test, ls -la, grep
 * -rn foo src) skips parsing. Derived from the checks registry's words (checks/words.ts, data only:
 * importing it loads no check). Quotes, escapes, `$` and redirects always parse, since they can
 * hide or build any of the words.
 */
export function gateWords(): ReadonlySet<string> {
  return (TRIGGERS ??= triggerWords());
}
const HINT_OF_ROW = new WeakMap<DestructiveRow, string | null>();

/** True when a command cannot hit any row (so it need not be parsed). */
export function quiet(command: string, rows: readonly DestructiveRow[]): boolean {
  // Quotes, escapes, `$`, redirects and globs can hide or build any word: always parse those.
  if (/[\\'"`$<>*?~]|\(\s*\)/.test(command)) return false;
  for (const word of command.split(/[\s;&|(){}]+/)) {
    const name = word.slice(word.lastIndexOf("/") + 1).toLowerCase(); // RM, Find: case-insensitive file systems
    if (gateWords().has(name) && (ONLY_WITH[name]?.some((w) => command.includes(w)) ?? true)) return false;
    if (PREFIXES.some((p) => name.startsWith(p))) return false;
  }
  const low = command.toLowerCase();
  for (const row of rows) {
    const regex = regexOf(row);
    if (regex === undefined) continue;
    // a row's own keywords are its pre-filter; without them, the literal its regex needs
    if (row.keywords) {
      if (holdsKeyword(row.keywords, low)) return false;
      continue;
    }
    let hint = HINT_OF_ROW.get(row);
    if (hint === undefined) {
      // A row anchored on a program name (`/^diskutil\s+…/`) hints that name; other rows go
      // through the general literal finder (which compiles regexes: start-up time).
      const source = typeof regex === "string" ? regex : regex.source;
      const flags = typeof regex === "string" ? "i" : regex.flags;
      const program = flags.includes("i") ? null : /^\^([A-Za-z0-9_-]{2,})(?:\\s|\\b|$)/.exec(source);
      const re = program ? null : rowRegex(regex);
      hint = program ? (program[1] as string) : re ? literalHint(new RegExp(re.source.replace(/^\^/, ""), re.flags.replace("g", ""))) : null;
      HINT_OF_ROW.set(row, hint);
    }
    // A user row without a literal we can look for: parse every command.
    if (!hint || command.includes(hint)) return false;
  }
  return true;
}

/** The first DESTRUCTIVE row a command line hits, or undefined. */
export function commandHit(command: string, rows: readonly DestructiveRow[], ctx: CommandContext = {}): Hit | undefined {
  // A runaway command: its head, then its tail from the first line or command boundary in it,
  // cut before anything scans it (the gate's split included).
  if (command.length > MAX_COMMAND_HEAD) {
    const head = commandHit(command.slice(0, MAX_COMMAND_HEAD), rows, ctx);
    if (head) return head;
    const tail = command.slice(-MAX_COMMAND_TAIL);
    const cut = tail.search(/[\n;]/);
    return cut < 0 ? undefined : commandHit(tail.slice(cut + 1), rows, ctx);
  }
  if ((ctx.depth ?? 0) > 2 || quiet(command, rows)) return undefined;
  return analysisHit(command, rows, { ...ctx, recheck: commandHit });
}
