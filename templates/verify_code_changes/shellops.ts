// A shell command line → changes to the pending list, in command order, found with the shared
// shell parser (never by scanning text): files it writes (> >> >| heredoc, tee, sed -i, perl -i,
// cp/mv, apply_patch heredocs) are added; a verification clears everything before it, so
// `cat > t.py <<EOF … EOF && python t.py` leaves nothing pending, while `pytest; echo x > a.py` does.
import { analyze, programName, unwrapRunner, writtenPaths, type Analysis, type SimpleCommand } from "../../engine/shell/index";
import { inlinePrograms, tableRows, verification } from "./commands";
import { patchPaths } from "../../engine/patch";
import { PATCH_TOOL_NAMES } from "../../engine/tools";
import { isCodePath, kindOf } from "./edits";
import type { Op } from "./store";
import * as T from "./tables";

/** Programs that write the files they are given (the shared parser's writtenPaths knows their flags; `apply` for git apply). */
const WRITERS = ["tee", "sed", "gsed", "perl", "cp", "mv", "install", "dd", "truncate", "curl", "wget", "sponge", "apply_patch", "applypatch", "apply"];
/** Only the first part of a huge command is screened (the parser caps its input too). */
const MAX_SCREEN = 256 * 1024;

let names: Set<string> | undefined;
let globs: string[] | undefined;

function screenNames(): Set<string> {
  if (names) return names;
  names = new Set(WRITERS);
  globs = [];
  const rows = tableRows();
  for (const row of rows.verify) {
    for (const p of row.programs)
      if (p.includes("*")) globs.push(p);
      else names.add(p);
  }
  for (const row of rows.runners) names.add(row.prefix.split(" ")[0] as string);
  for (const row of rows.scripts) for (const p of row.programs) names.add(p.split(" ")[0] as string);
  for (const p of [...PATCH_TOOL_NAMES, ...T.PATCH_TOOLS]) names.add(p);
  for (const p of rows.servers) names.add(p.split(" ")[0] as string);
  return names;
}

/**
 * A cheap, conservative screen: false only when nothing in the command can write a file or name a
 * program the tables act on (most commands: ls, git, cat, grep …), so the parser is skipped.
 */
export function mayMatter(command: string): boolean {
  const text = command.length > MAX_SCREEN ? command.slice(0, MAX_SCREEN) : command;
  if (text.includes(">") || text.includes("./")) return true;
  const known = screenNames();
  const re = /[A-Za-z0-9_.+-]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const token = m[0];
    if (known.has(token) || token.startsWith("python") || token.startsWith("pypy")) return true;
    // Cheap checks first: only a token with a dot can be a code file or match a "*.sh" glob.
    const dotted = token.includes(".");
    for (const g of globs ?? []) {
      if (g.endsWith("*") ? token.startsWith(g.slice(0, -1)) : dotted && token.endsWith(g.slice(1))) return true;
    }
    if (dotted && isCodePath(token)) return true;
  }
  return false;
}

export interface ShellFacts {
  ops: Op[];
  /** The verification rule of the last clear, for the debug log and tests. */
  rule?: string;
}

/** A downloaded file is not an edit the agent made (`curl -o install.sh …`). */
const DOWNLOADS = ["curl -o", "wget -O"];

/** Code fed on stdin by a heredoc or here-string (`python <<'EOF' … EOF`). */
function stdinText(cmd: SimpleCommand): string | undefined {
  let text: string | undefined;
  for (const r of cmd.redirects) {
    const part = r.heredoc ?? (r.op === "<<<" ? r.target.text : undefined);
    if (part !== undefined) text = text === undefined ? part : `${text}\n${part}`;
  }
  return text;
}

function patchTextOf(cmd: SimpleCommand): string {
  const parts = cmd.words.slice(1).map((w) => w.text);
  for (const r of cmd.redirects) if (r.heredoc) parts.push(r.heredoc);
  return parts.join("\n");
}

/** `git apply --check` / `patch --dry-run` and friends look at a patch without applying it. */
const PATCH_DRY = ["--check", "--stat", "--numstat", "--summary", "--dry-run", "-C", "--help", "--version"];

/**
 * The patch files a `git apply x.diff` / `patch -p1 < x.diff` / `patch -i x.diff` reads, or
 * undefined when it applies nothing (a dry run). `words` start at the program (`git apply` is two).
 */
function patchFiles(cmd: SimpleCommand, words: readonly string[], from: number): string[] | undefined {
  const files: string[] = [];
  const isPatch = from === 1;
  let apply = false;
  let dry = false;
  for (let i = from; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "--apply") apply = true;
    else if (PATCH_DRY.includes(w) && (w !== "-C" || isPatch))
      dry = true; // patch -C = --check
    else if (isPatch && (w === "-i" || w === "--input")) files.push(words[++i] ?? "");
    else if (isPatch && w.startsWith("--input=")) files.push(w.slice(8));
    else if (isPatch && /^-[pdoBrDVYzFg]$/.test(w)) i++;
    else if (!w.startsWith("-")) files.push(w);
  }
  if (dry && !apply) return undefined;
  // patch [options] [originalfile [patchfile]]: the second operand is the patch
  const named = isPatch && files.length >= 2 ? files.slice(1) : files;
  for (const r of cmd.redirects) if (r.op === "<" && !r.heredoc) named.push(r.target.text);
  return named.filter((f) => f && f !== "-");
}

/** Words of the command(s) that name the files find -exec / xargs hand to an in-place editor. */
function feederWords(analysis: Analysis, cmd: SimpleCommand): string[] {
  if (cmd.parent === undefined) return [];
  const source = analysis.commands[cmd.parent];
  if (!source) return [];
  const feeders = cmd.via[cmd.via.length - 1] === "find -exec" ? [source] : (analysis.pipelines[source.pipeline] ?? []).filter((c) => c.stage < source.stage);
  const out: string[] = [];
  for (const c of feeders) for (const w of c.words.slice(1)) out.push(w.text);
  return out;
}

/** `--include=*.ts`, `-name '*.py'`, `-g '*.go'`, `src/a.py`: a code glob or path among a feeder's words. */
function fedCodePaths(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const eq = w.startsWith("-") ? w.indexOf("=") : -1;
    const path = eq >= 0 ? w.slice(eq + 1) : w;
    if (!path.startsWith("-") && isCodePath(path) && !out.includes(path)) out.push(path);
  }
  return out;
}

/** Calls that write a file from an inline program (python -c, a python heredoc, node -e). */
const PROGRAM_WRITE = /\b(?:write_text|write_bytes|writeFileSync|writeFile|appendFileSync|appendFile)\s*\(/;
const OPEN_FOR_WRITE = /\bopen\s*\(/;
const WRITE_MODE = /["'](?:[wax]|[wa]b|[wa]t|[wa]\+|r\+|[wa]b\+)["']/;
const STRING_LITERAL = /["']([^"'\n]{1,300})["']/g;

/** Code files an inline program writes: the code paths it names, when it writes files at all. */
function programWrites(code: string): string[] {
  const text = code.length > 20_000 ? code.slice(0, 20_000) : code;
  if (!PROGRAM_WRITE.test(text) && !(OPEN_FOR_WRITE.test(text) && WRITE_MODE.test(text))) return [];
  const out: string[] = [];
  for (const m of text.matchAll(STRING_LITERAL)) {
    const lit = (m[1] as string).trim();
    if (!lit.includes("://") && !/\s/.test(lit) && isCodePath(lit) && !out.includes(lit)) out.push(lit);
  }
  return out;
}

/**
 * `resolve` turns a written path into the pending-list key (undefined = not code, ignore);
 * `pending` lists the files already pending (read lazily: only `python -c "…"` needs it).
 */
export function shellOps(
  command: string,
  countScriptRun: boolean,
  pending: () => readonly string[],
  resolve: (path: string, always?: boolean) => string | undefined,
  read: (path: string) => string | undefined = () => undefined,
): ShellFacts {
  if (!mayMatter(command)) return { ops: [] };
  const analysis = analyze(command);
  const writes = writtenPaths(analysis);
  const ops: Op[] = [];
  let rule: string | undefined;
  let known: string[] | undefined;
  const added: string[] = [];
  const add = (path: string, always = false) => {
    const key = resolve(path, always);
    if (key === undefined) return;
    ops.push({ add: key });
    added.push(key);
  };
  const resolvedParents = new Set<number>();
  for (const c of analysis.commands) if (c.parent !== undefined && c.via[c.via.length - 1] === "$var") resolvedParents.add(c.parent);
  for (const [index, cmd] of analysis.commands.entries()) {
    // `> "$name.py"` with name=report known: the parser adds a resolved copy of the command
    // (via "$var"); its path replaces the unresolved one.
    const hasResolvedCopy = resolvedParents.has(index);
    for (const w of writes) {
      if (w.cmd !== cmd || DOWNLOADS.includes(w.how) || (hasResolvedCopy && w.path.includes("$"))) continue;
      // find -exec sed -i … {} / … | xargs sed -i: the files the feeder names (-name '*.py', --include=*.ts)
      if (w.path === "{}") for (const p of fedCodePaths(feederWords(analysis, cmd))) add(p);
      else add(w.path);
    }
    const words = unwrapRunner(cmd).words.map((w) => w.text);
    if (words.length === 0) continue;
    const gitApply = words[0] === "git" && words[1] === "apply";
    if (kindOf(programName(words[0])) === "patch" || gitApply) {
      const inline = patchPaths(patchTextOf(cmd));
      for (const p of inline) add(p);
      // A patch file: its paths, or the file itself when it cannot be read (it changes code unseen).
      if (inline.length === 0) {
        for (const file of patchFiles(cmd, words, gitApply ? 2 : 1) ?? []) {
          const paths = patchPaths(read(file) ?? "");
          if (paths.length) for (const p of paths) add(p);
          else add(file, true);
        }
      }
      continue;
    }
    const stdin = stdinText(cmd);
    // An inline program that writes code files edits them; naming them is not running them.
    const own: string[] = [];
    for (const code of inlinePrograms(words, stdin)) {
      for (const p of programWrites(code)) {
        add(p);
        const key = resolve(p);
        if (key !== undefined) own.push(key);
      }
    }
    const v = verification(words, countScriptRun, () => [...(known ??= [...pending()]), ...added].filter((p) => !own.includes(p)), stdin);
    if (v) {
      ops.push({ clear: true });
      rule = v.rule;
    }
  }
  // Writes the parser attributed to no listed command (should not happen): keep them pending.
  for (const w of writes) if (!analysis.commands.includes(w.cmd) && !DOWNLOADS.includes(w.how)) add(w.path);
  return rule === undefined ? { ops } : { ops, rule };
}
