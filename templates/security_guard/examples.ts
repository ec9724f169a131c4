// The shipped rows' block/allow examples, by row id, once the build has moved them out of the
// tables: a built security_guard then compiles them only for --check-config and the selftest
// (they were half of what every run compiled; docs/startup.md). In the source tree the rows carry
// their examples and this is empty; a row a user adds with its own examples keeps them.
export interface Examples {
  block: readonly string[];
  allow: readonly string[];
}

export const EXAMPLES: Readonly<Record<string, Examples>> = {};
