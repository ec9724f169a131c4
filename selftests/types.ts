// Case tables: one table per guard feeds the vitest test of the pure handler and the shipped
// selftest that runs the user's copy of the guard as a subprocess.

/** What a case expects, pinned on the bus output: the verdict kind, the rule that fired, the text. */
export interface Expect {
  verdict: "continue" | "block" | "response" | "notification" | "tool_input" | "context" | "warn";
  /** The rule id that must have fired (from the verdict, or the debug log in a subprocess). */
  rule?: string;
  /** The exact reason / rewritten text / rewritten object / warning. */
  equals?: unknown;
  /** Substrings that must appear in the reason / rewritten text / warning. */
  includes?: string[];
  /** Substrings that must not appear. */
  excludes?: string[];
}

export interface Step {
  /** The payload written on stdin. Strings may hold {tmp}, replaced by the case's temp folder. */
  event: Record<string, unknown>;
  expect: Expect;
  /** Extra argv for the guard, e.g. ["--host=claude"]. */
  argv?: string[];
}

export interface Case {
  /** A plain sentence: "allows git push --force on a feature branch". */
  name: string;
  /** Env for this case; values may hold {tmp}. Wins over the table's env. */
  env?: Record<string, string>;
  /** Files written under the temp folder before the case runs (relative path → content). */
  files?: Record<string, string>;
  /** A fixed clock, epoch seconds. */
  now?: number;
  /** One event… */
  event?: Record<string, unknown>;
  expect?: Expect;
  argv?: string[];
  /** …or a sequence sharing the temp folder and state. */
  steps?: Step[];
}

export interface CaseTable {
  guard: string;
  /** Env for every case, e.g. to pin CONFIG so that a user's edits don't change expectations. */
  env?: Record<string, string>;
  cases: Case[];
}
