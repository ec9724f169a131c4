// The shapes every check module shares: a DESTRUCTIVE row, a hit, the command context, the scope a
// check reads, and a check's registry entry ({ name, programs, triggers, check }).
import type { Analysis, SimpleCommand } from "../../../engine/shell/types";
import type { Flow } from "./exfil";
import type { CheckName } from "./words";
import type { Row } from "../../../engine/rows/index";

/**
 * What a DESTRUCTIVE row matches: a built-in check of the registry on the parsed command (limited
 * to `program` names after sudo/env/… are unwrapped; omitted = the check's own), or a regex (or
 * its source string) tested on each unwrapped simple command's text.
 */
type DestructiveMatch = { readonly check: CheckName; readonly program?: readonly string[] } | { readonly regex: RegExp | string };

/** A DESTRUCTIVE row: the one row shape (engine/rows), `why` shown as `[security] Blocked (<why>): <command>`. */
export type DestructiveRow = Row<DestructiveMatch>;

export interface Hit {
  id: string;
  why: string;
}

/** Commands longer than this are checked on their head and their tail only (a scan cap). */
export const MAX_COMMAND_HEAD = 64 * 1024;

/** What a command is judged with beyond its text. */
export interface CommandContext {
  /** Nesting of re-checked strings (interpreter code, container commands). */
  depth?: number;
  /** The event's working directory; "" or absent = unknown. */
  cwd?: string;
  /** Paths that received a credential in this session's earlier calls. */
  tainted?: ReadonlySet<string>;
  /** Filled with the paths this command writes a credential into (when it is not blocked). */
  sinks?: string[];
  /** The id of a credential written literally in a text (the secret detectors; the guard passes them in). */
  secretIn?: (text: string) => string | undefined;
  /** How a nested command line is checked (the gate passes itself; without it, the analysis alone). */
  recheck?: (command: string, rows: readonly DestructiveRow[], ctx: CommandContext) => Hit | undefined;
}

export interface Scope {
  analysis: Analysis;
  /** Unwrapped simple commands, in order. */
  cmds: SimpleCommand[];
  /** Variables checked before use ([ -n "$X" ], ${X:?}, test -d "$X"). */
  guarded: Set<string>;
  /** The table in force (interpreter one-liners re-check shell strings against it). */
  rows: readonly DestructiveRow[];
  depth: number;
  /** The event's working directory ("" = unknown): what `.` and `*` stand for before any cd. */
  cwd: string;
  ctx: CommandContext;
  /** Lazily built: exfiltration facts and $( ) children per command index. */
  flow?: Flow;
  subs?: Map<number, SimpleCommand[]>;
  vars?: Map<number, SimpleCommand[]>;
  index?: Map<SimpleCommand, number>;
  /** Indexes of the `cd` commands in cmds. */
  cds?: number[];
}

/** A check on one unwrapped simple command (index k of scope.cmds), with the whole analysis at hand. */
export type Check = (c: SimpleCommand, scope: Scope, k: number) => boolean;

/** A check's registry entry: its name (what a row's `check` says), the programs it runs on (absent:
 * every command), the words the gate must let through to the parser for it, and the check. */
export interface CheckSpec {
  readonly name: string;
  readonly programs?: readonly string[];
  readonly triggers: readonly string[];
  readonly check: Check;
}
