// Shared shell analysis: parse a command line into simple commands and pipelines, unwrap runners,
// normalise flags, find written files. Used by security_guard and verify_code_changes.
export type { Analysis, Limits, Redirect, ShellFunction, SimpleCommand, Word } from "./types";
export { analyze, isForkBomb, isShell } from "./analyze";
export { flagSet, isRunner, programName, unwrapRunner } from "./runners";
export { expandBraces } from "./braces";
export { writtenPaths, type WrittenPath } from "./writes";
