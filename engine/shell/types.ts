// Shared shell analysis — the shapes consumers (security_guard, verify_code_changes) code against.

/** One shell word. */
export interface Word {
  /** Value after quote removal and escape processing; expansions kept as written ($HOME, ${HOME}, $(...), `...`). */
  text: string;
  /** Exact source slice. */
  raw: string;
  /** Any part quoted (single, double, $'…' or a backslash escape). */
  quoted: boolean;
  /** Contains an UNQUOTED expansion ($VAR, ${..}, $(..), `..`), glob (* ? [..]) or brace expansion. */
  dynamic: boolean;
  /** Contains any parameter/command expansion, quoted or not. */
  expands?: boolean;
}

/** op: > >> >| < << <<- <<< &> &>> >& <& <> */
export interface Redirect {
  op: string;
  fd: number | null;
  target: Word;
  /** Heredoc body (data), for << and <<-. */
  heredoc?: string;
  /** The redirect was written on an enclosing compound command (`done > f`, `{ …; } > f`). */
  inherited?: boolean;
}

export interface SimpleCommand {
  /** argv incl. program; leading VAR=val assignments excluded. */
  words: Word[];
  assignments: Word[];
  redirects: Redirect[];
  /** Index of its pipeline in the whole analysis. */
  pipeline: number;
  /** Position inside that pipeline (0-based). */
  stage: number;
  pipelineLength: number;
  /** 0 top level, +1 per subshell / $( ) / backticks / bash -c / eval / runner nesting. */
  depth: number;
  /** How it was reached: "subshell", "$()", "``", "bash -c", "eval", "find -exec", "xargs", "base64 | sh", "sudo", ... */
  via: string[];
  /** Source text of this simple command, for reasons. */
  text: string;
  /** Run in the background (`cmd &`). */
  background?: boolean;
  /**
   * Index in Analysis.commands of the command this one was found in: the command whose words
   * hold its `$( )` / backticks / `<( )`, or whose string / stdin / output it came from
   * (`bash -c`, `eval`, `| sh`, `find -exec`, `xargs`, `$var`, …). Absent at the top level.
   */
  parent?: number;
  /** Inside the body or condition of a while / until / for / select loop. */
  inLoop?: boolean;
}

export interface ShellFunction {
  name: string;
  /** Commands of the body, as they also appear in Analysis.commands. */
  commands: SimpleCommand[];
}

export interface Analysis {
  commands: SimpleCommand[];
  pipelines: SimpleCommand[][];
  /** A limit was hit, or quotes / heredocs / substitutions were unbalanced. */
  incomplete: boolean;
  /** Function definitions (`f() { …; }`, `function f { …; }`). */
  functions: ShellFunction[];
}

export interface Limits {
  maxDepth?: number;
  maxCommands?: number;
  maxBytes?: number;
}
