// A shell command line → changes to the pending list, in command order, found with the shared
// shell parser (never by scanning text): files it writes (> >> >| heredoc, tee, sed -i, perl -i,
// cp/mv, apply_patch heredocs) are added; a verification clears everything before it, so
// `cat > t.py <<EOF … EOF && python t.py` leaves nothing pending, while `pytest; echo x > a.py` does.
import { analyze, programName, unwrapRunner, writtenPaths, type SimpleCommand } from "../../engine/shell/index";
import { verification } from "./commands";
import { isCodePath, isPatchTool, patchPaths } from "./edits";
import type { Op } from "./store";
import * as T from "./tables";

/** Programs that write the files they are given (the shared parser's writtenPaths knows their flags). */
const WRITERS = ["tee", "sed", "gsed", "perl", "cp", "mv", "install", "dd", "truncate", "curl", "wget", "sponge", "apply_patch", "applypatch"];
/** Only the first part of a huge command is screened (the parser caps its input too). */
const MAX_SCREEN = 256 * 1024;

let names: Set<string> | undefined;
let globs: string[] | undefined;

function screenNames(): Set<string> {
  if (names) return names;
  names = new Set(WRITERS);
  globs = [];
  for (const row of T.VERIFY_COMMANDS as readonly { programs: readonly string[] }[]) {
    for (const p of row.programs) if (p.includes("*")) globs.push(p);
    else names.add(p);
  }
  for (const row of T.RUNNERS) names.add(row.prefix.split(" ")[0] as string);
  for (const row of T.SCRIPT_RUNNERS) for (const p of row.programs) names.add(p.split(" ")[0] as string);
  for (const p of T.PATCH_TOOLS) names.add(p);
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

/**
 * `resolve` turns a written path into the pending-list key (undefined = not code, ignore);
 * `pending` lists the files already pending (read lazily: only `python -c "…"` needs it).
 */
export function shellOps(command: string, countScriptRun: boolean, pending: () => readonly string[], resolve: (path: string) => string | undefined): ShellFacts {
  if (!mayMatter(command)) return { ops: [] };
  const analysis = analyze(command);
  const writes = writtenPaths(analysis);
  const ops: Op[] = [];
  let rule: string | undefined;
  let known: string[] | undefined;
  const added: string[] = [];
  const add = (path: string) => {
    const key = resolve(path);
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
      add(w.path);
    }
    const words = unwrapRunner(cmd).words.map((w) => w.text);
    if (words.length === 0) continue;
    if (isPatchTool(programName(words[0])) || (words[0] === "git" && words[1] === "apply")) {
      for (const p of patchPaths(patchTextOf(cmd))) add(p);
      continue;
    }
    const v = verification(words, countScriptRun, () => [...(known ??= [...pending()]), ...added], stdinText(cmd));
    if (v) {
      ops.push({ clear: true });
      rule = v.rule;
    }
  }
  // Writes the parser attributed to no listed command (should not happen): keep them pending.
  for (const w of writes) if (!analysis.commands.includes(w.cmd) && !DOWNLOADS.includes(w.how)) add(w.path);
  return rule === undefined ? { ops } : { ops, rule };
}
