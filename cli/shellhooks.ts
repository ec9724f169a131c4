// shell_hooks.yaml: read the wired entries, and merge hookguard's entries in with the `yaml`
// Document API so the user's comments, key order and entries survive untouched. Merging is
// idempotent: an (event, command) pair already wired is kept as the user left it.
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap, YAMLSeq, type Document } from "yaml";
import { guardNameOf } from "./catalog";

export interface WiredEntry {
  /** Position in the `hooks:` list. */
  index: number;
  event: unknown;
  type: "command" | "http";
  command?: string;
  url?: string;
  matcher?: unknown;
  timeout?: unknown;
}

export interface WantedEntry {
  guard: string;
  summary?: string;
  event: string;
  command: string;
  /** Set: a `type: http` entry to this URL (a running `hookguard serve`) instead of the command. */
  url?: string;
  matcher?: string;
  timeout: number;
}

export interface MergeResult {
  text: string;
  changed: boolean;
  added: WantedEntry[];
  kept: WantedEntry[];
  replaced: Array<{ entry: WantedEntry; old: string }>;
}

export class ConfigError extends Error {}

function load(text: string, path: string): Document.Parsed {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length) throw new ConfigError(`${path}: not valid YAML: ${doc.errors[0]?.message.split("\n")[0]}`);
  return doc;
}

function hooksSeq(doc: Document.Parsed, path: string, create: boolean): YAMLSeq | undefined {
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    if (!create) return undefined;
    doc.contents = doc.createNode({}) as never;
  }
  if (!isMap(doc.contents)) throw new ConfigError(`${path}: the top level must be a mapping with a \`hooks:\` list`);
  const hooks = doc.get("hooks", true);
  if (isSeq(hooks)) return hooks;
  if (hooks === undefined || (isScalar(hooks) && hooks.value === null)) {
    if (!create) return undefined;
    const seq = new YAMLSeq();
    doc.set("hooks", seq);
    return seq;
  }
  throw new ConfigError(`${path}: \`hooks:\` must be a list`);
}

function scalar(map: YAMLMap, key: string): unknown {
  const v = map.get(key, true);
  return isScalar(v) ? v.value : v === undefined ? undefined : String(v);
}

/** The entries under `hooks:`; non-mapping items are reported with event undefined. */
export function readEntries(text: string, path: string): WiredEntry[] {
  const doc = load(text, path);
  const seq = hooksSeq(doc, path, false);
  if (!seq) return [];
  return seq.items.map((item, index) => {
    if (!isMap(item)) return { index, event: undefined, type: "command" as const };
    const type = scalar(item, "type") === "http" ? ("http" as const) : ("command" as const);
    const entry: WiredEntry = { index, event: scalar(item, "event"), type, matcher: scalar(item, "matcher"), timeout: scalar(item, "timeout") };
    const command = scalar(item, "command");
    const url = scalar(item, "url");
    if (typeof command === "string") entry.command = command;
    if (typeof url === "string") entry.url = url;
    return entry;
  });
}

/** argv of a command line, split like shlex without a shell (quotes group, no expansion). */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(command); m; m = re.exec(command)) words.push(m[1] ?? m[2] ?? m[3] ?? "");
  return words;
}

const INTERPRETER = /^(?:.*\/)?(?:node|nodejs|python[0-9.]*|bash|sh|zsh|deno|bun|tsx|ruby|perl)$/;

/** True when the command starts with an interpreter (`node /abs/guard.cjs`), not the script itself. */
export function viaInterpreter(command: string): boolean {
  const [first, second] = splitCommand(command);
  return Boolean(first && second && INTERPRETER.test(first) && !second.startsWith("-"));
}

/** The script a command runs: its first word, or the word after an interpreter (`node /abs/x.cjs`). */
export function commandPath(command: string): string {
  const words = splitCommand(command);
  return (viaInterpreter(command) ? words[1] : words[0]) ?? "";
}

const NEW_FILE_HEADER = [
  " Starchild shell hooks: one entry per (event, command). Commands need ABSOLUTE paths.",
  " Each (event, command) pair must be approved before it fires (hookguard install --approve).",
].join("\n");

/** Merge `wanted` into the config text (undefined = no file yet). */
export function mergeEntries(text: string | undefined, wanted: WantedEntry[], path: string): MergeResult {
  const doc = load(text ?? "", path);
  if (text === undefined || text.trim() === "") doc.commentBefore = NEW_FILE_HEADER;
  const seq = hooksSeq(doc, path, true) as YAMLSeq;
  if (seq.flow && seq.items.length === 0) seq.flow = false;
  const result: MergeResult = { text: "", changed: false, added: [], kept: [], replaced: [] };
  const commented = new Set<string>();
  for (const want of wanted) {
    const items = seq.items.filter(isMap) as YAMLMap[];
    const same = items.find(
      (m) => scalar(m, "event") === want.event && typeof scalar(m, "command") === "string" && commandPath(String(scalar(m, "command"))) === want.command,
    );
    const servedOverHttp = items.find(
      (m) =>
        scalar(m, "event") === want.event &&
        scalar(m, "type") === "http" &&
        String(scalar(m, "url") ?? "")
          .replace(/\/+$/, "")
          .endsWith(`/${want.guard}`),
    );
    if (same || servedOverHttp) {
      result.kept.push(want);
      continue;
    }
    // The same guard wired from another file (the Python original, an old copy): point that entry
    // at the new copy in place, keeping its position, matcher, timeout and comments.
    const other = items.find((m) => {
      const cmd = scalar(m, "command");
      return scalar(m, "event") === want.event && typeof cmd === "string" && guardNameOf(commandPath(cmd)) === want.guard;
    });
    if (other) {
      result.replaced.push({ entry: want, old: String(scalar(other, "command")) });
      other.set("command", want.command);
      result.changed = true;
      continue;
    }
    const fields: Record<string, unknown> = { event: want.event };
    if (want.matcher) fields.matcher = want.matcher;
    if (want.url) {
      fields.type = "http";
      fields.url = want.url;
    } else fields.command = want.command;
    fields.timeout = want.timeout;
    const node = doc.createNode(fields) as YAMLMap;
    if (!commented.has(want.guard)) {
      node.commentBefore = ` hookguard: ${want.guard}${want.summary ? ` (${want.summary})` : ""}`;
      commented.add(want.guard);
    }
    seq.items.push(node);
    result.added.push(want);
    result.changed = true;
  }
  result.text = result.changed ? doc.toString({ lineWidth: 0 }) : (text ?? "");
  return result;
}
