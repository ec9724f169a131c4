// Shared shell analysis: parse a command line into simple commands and pipelines, unwrap runners,
// normalise flags, find written files. Used by security_guard and verify_code_changes.
export type { Analysis, SimpleCommand } from "./types";
export { analyze, isForkBomb } from "./analyze";
export { flagSet, programName, unwrapRunner } from "./runners";
export { expandBraces } from "./braces";
export { writtenPaths } from "./writes";
