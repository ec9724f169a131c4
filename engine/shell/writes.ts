// writtenPaths(): the files a parsed command writes (redirects, tee, sed -i, perl -i, cp/mv/install,
// git mv, dd of=, truncate, curl -o, wget -O, sponge). Heredoc bodies and quoted text are data, never
// paths. `{}` stands for the files find -exec / xargs hand to an in-place editor.
import { flagSet, programName, unwrapRunner } from "./runners";
import type { Analysis, Redirect, SimpleCommand, Word } from "./types";

export interface WrittenPath {
  path: string;
  /**
   * ">" ">>" ">|" "&>" "&>>" ">&" "<>" "tee" "sed -i" "perl -i" "awk -i inplace" "cp" "mv" "git mv"
   * "install" "rsync" "dd" "truncate" "curl -o" "wget -O" "sponge"
   */
  how: string;
  cmd: SimpleCommand;
  /** The word naming the path (its `dynamic` tells whether the path is only known at run time). */
  word?: Word;
}

const WRITE_OPS = [">", ">>", ">|", "&>", "&>>", ">&", "<>"];

/** Not a file: /dev/null, /dev/stdout, /dev/stderr, /dev/fd/N, /dev/tty. */
function isPseudo(path: string): boolean {
  return path === "/dev/null" || path === "/dev/stdout" || path === "/dev/stderr" || path === "/dev/tty" || path.startsWith("/dev/fd/") || path === "-";
}

function redirectPath(r: Redirect): string | null {
  if (!WRITE_OPS.includes(r.op)) return null;
  const t = r.target.text;
  if (!t || r.target.raw.startsWith(">(") || r.target.raw.startsWith("<(")) return null;
  // fd duplication: >&2, 2>&1, >&-
  if ((r.op === ">&" || r.op === "<>") && (/^\d+-?$/.test(t) || t === "-")) return null;
  if (r.op === "<>" && /^\d+$/.test(t)) return null;
  return isPseudo(t) ? null : t;
}

/** Operands skipping options that take an argument (letters in argShort, names in argLong). */
function operands(cmd: SimpleCommand, argShort: string, argLong: readonly string[]): { ops: Word[]; values: Map<string, Word> } {
  const ops: Word[] = [];
  const values = new Map<string, Word>();
  const w = cmd.words;
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k] as Word;
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      ops.push(x);
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    if (t[1] === "-") {
      const eq = t.indexOf("=");
      const nm = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (eq >= 0) values.set(nm, { ...x, text: t.slice(eq + 1) });
      else if (argLong.includes(nm) && k + 1 < w.length) values.set(nm, w[++k] as Word);
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j] as string;
      if (argShort.includes(ch)) {
        if (j < t.length - 1) values.set(ch, { ...x, text: t.slice(j + 1) });
        else if (k + 1 < w.length) values.set(ch, w[++k] as Word);
        break;
      }
    }
  }
  return { ops, values };
}

function sedFiles(cmd: SimpleCommand): Word[] | null {
  const w = cmd.words;
  let inPlace = false;
  let script = false;
  const ops: Word[] = [];
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k] as Word;
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      ops.push(x);
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    if (t[1] === "-") {
      if (t === "--in-place" || t.startsWith("--in-place=")) inPlace = true;
      else if (t === "--expression" || t === "--file") {
        script = true;
        k++;
      } else if (t.startsWith("--expression=") || t.startsWith("--file=")) script = true;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (ch === "i") {
        inPlace = true;
        // BSD: sed -i '' … (empty suffix as its own word)
        if (j === t.length - 1 && w[k + 1]?.text === "") k++;
        break; // the rest is the backup suffix
      }
      if (ch === "e" || ch === "f") {
        script = true;
        if (j === t.length - 1) k++;
        break;
      }
      if (ch === "l") {
        if (j === t.length - 1) k++;
        break;
      }
    }
  }
  if (!inPlace) return null;
  return script ? ops : ops.slice(1);
}

function perlFiles(cmd: SimpleCommand): Word[] | null {
  const w = cmd.words;
  let inPlace = false;
  let script = false;
  const ops: Word[] = [];
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k] as Word;
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      // without -e the first operand is the program file; the files follow it
      ops.push(x);
      if (!script) {
        script = true;
        ops.pop();
      }
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (ch === "i") {
        inPlace = true;
        break; // rest is the backup extension
      }
      if (ch === "e" || ch === "E") {
        script = true;
        if (j === t.length - 1) k++;
        break;
      }
      if (ch === "M" || ch === "m" || ch === "I" || ch === "x" || ch === "C" || ch === "d" || ch === "D") break;
    }
  }
  return inPlace ? ops : null;
}

function copyDest(cmd: SimpleCommand, prog: string): Word | null {
  const argShort = prog === "install" ? "tmogS" : prog === "cp" || prog === "mv" ? "tS" : "t";
  const { ops, values } = operands(cmd, argShort, ["target-directory", "suffix", "backup", "mode", "owner", "group", "strip-program"]);
  const t = values.get("t") ?? values.get("target-directory");
  if (t) return t;
  if (prog === "install" && flagSet(cmd).short.has("d")) return null;
  return ops.length >= 2 ? (ops[ops.length - 1] as Word) : null;
}

/** The files xargs / find -exec hand over: an in-place editor run by xargs with no file of its own edits `{}`. */
const FED: Word = { text: "{}", raw: "{}", quoted: false, dynamic: true };

function fedFiles(cmd: SimpleCommand, files: Word[] | null): Word[] {
  if (files === null) return [];
  return files.length === 0 && cmd.via.includes("xargs") ? [FED] : files;
}

function commandWrites(cmd: SimpleCommand, out: WrittenPath[]): void {
  const u = unwrapRunner(cmd);
  const prog = programName(u.words[0]);
  const add = (word: Word | undefined, how: string): void => {
    if (!word?.text || isPseudo(word.text)) return;
    if (word.raw.startsWith("<(") || word.raw.startsWith(">(")) return; // process substitution
    out.push({ path: word.text, how, cmd, word });
  };
  switch (prog) {
    case "tee": {
      for (const w of operands(u, "", ["output-error"]).ops) add(w, "tee");
      return;
    }
    case "sed":
    case "gsed": {
      for (const w of fedFiles(cmd, sedFiles(u))) add(w, "sed -i");
      return;
    }
    case "perl": {
      for (const w of fedFiles(cmd, perlFiles(u))) add(w, "perl -i");
      return;
    }
    case "git": {
      // git mv [-f] [-k] [-n] [-v] src… dest
      const { ops } = operands(u, "", []);
      if (ops[0]?.text === "mv" && ops.length >= 3) add(ops[ops.length - 1], "git mv");
      return;
    }
    case "cp":
    case "mv":
    case "install":
      add(copyDest(u, prog) ?? undefined, prog);
      return;
    case "dd":
      for (const w of u.words.slice(1)) if (w.text.startsWith("of=")) add({ ...w, text: w.text.slice(3) }, "dd");
      return;
    case "truncate":
      for (const w of operands(u, "sr", ["size", "reference"]).ops) add(w, "truncate");
      return;
    case "awk":
    case "gawk": {
      // gawk -i inplace 'prog' files…
      const { ops, values } = operands(u, "ifvF", ["include", "file", "assign", "field-separator"]);
      if (values.get("i")?.text !== "inplace" && values.get("include")?.text !== "inplace") return;
      const files = values.has("f") || values.has("file") ? ops : ops.slice(1);
      for (const w of files) if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(w.text)) add(w, "awk -i inplace");
      return;
    }
    case "rsync": {
      const { ops } = operands(u, "eBfT", [
        "rsh",
        "filter",
        "exclude",
        "include",
        "exclude-from",
        "include-from",
        "files-from",
        "temp-dir",
        "partial-dir",
        "chmod",
        "chown",
        "timeout",
        "port",
        "log-file",
        "rsync-path",
        "backup-dir",
        "suffix",
        "out-format",
        "password-file",
        "compare-dest",
        "copy-dest",
        "link-dest",
        "block-size",
        "max-size",
        "min-size",
        "bwlimit",
      ]);
      const dest = ops.length >= 2 ? ops[ops.length - 1] : undefined;
      if (dest && !/^[^/]*:/.test(dest.text)) add(dest, "rsync");
      return;
    }
    case "sponge":
      add(operands(u, "", []).ops[0], "sponge");
      return;
    case "curl": {
      const { values } = operands(u, "oeEHdFuATXrwYyzbcKDmxU", [
        "output",
        "data",
        "header",
        "form",
        "user",
        "upload-file",
        "request",
        "write-out",
        "cookie",
        "cookie-jar",
        "config",
        "dump-header",
        "max-time",
        "proxy",
        "referer",
        "user-agent",
        "url",
      ]);
      add(values.get("o") ?? values.get("output"), "curl -o");
      return;
    }
    case "wget": {
      const { values } = operands(u, "OoaPeUTtwQ", [
        "output-document",
        "output-file",
        "append-output",
        "directory-prefix",
        "execute",
        "user-agent",
        "timeout",
        "tries",
        "wait",
        "quota",
      ]);
      add(values.get("O") ?? values.get("output-document"), "wget -O");
      return;
    }
  }
}

/** Files written by the analysed command line, in command order. */
export function writtenPaths(analysis: Analysis): WrittenPath[] {
  const out: WrittenPath[] = [];
  const seen = new Set<Redirect>();
  for (const cmd of analysis.commands) {
    if (cmd.via.some(isRemote)) continue; // a file on another machine or in a container
    for (const r of cmd.redirects) {
      const p = redirectPath(r);
      if (p === null) continue;
      if (r.inherited) {
        // one compound redirect is inherited by every command inside it: report it once
        const key = findOrigin(seen, r);
        if (key) continue;
        seen.add(r);
      }
      out.push({ path: p, how: r.op, cmd, word: r.target });
    }
    commandWrites(cmd, out);
  }
  return out;
}

function isRemote(via: string): boolean {
  return via === "ssh" || via.endsWith(" exec");
}

function findOrigin(seen: Set<Redirect>, r: Redirect): boolean {
  for (const s of seen) if (s.target === r.target && s.op === r.op) return true;
  return false;
}
