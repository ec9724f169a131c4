// Code inside interpreters (python, node, perl, ruby, php, awk): file APIs on protected targets, and the
// command lines the code spawns, checked through the same shell analysis.
import { onFirstUse } from "../../../engine/rows/index";
import { programName } from "../../../engine/shell/runners";
import type { SimpleCommand } from "../../../engine/shell/types";
import { classify, CORE_DIRS, CRITICAL_FILES, normalise, recheck, SSH_PRIVATE, texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

const DELETE_CALL = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:shutil\.rmtree|rmtree|rm_rf|rm_r|remove_tree|rmSync|rmdirSync|removeSync|Deno\.remove|RemoveAll|rimraf(?:\.sync)?`,
        String.raw`|deleteSync|Remove-Item)\s*\(?\s*(?:(['"\`])([^'"\`]{0,200})\1`,
        String.raw`|(os\.path\.expanduser\(\s*['"]~['"]\s*\)|(?:pathlib\.)?Path\.home\(\)`,
        String.raw`|(?:os|require\(\s*['"](?:node:)?os['"]\s*\))\.homedir\(\)|process\.env\.HOME`,
        String.raw`|os\.environ\[\s*['"]HOME['"]\s*\]|os\.getenv\(\s*['"]HOME['"]\s*\)|ENV\[\s*['"]HOME['"]\s*\]|Dir\.home`,
        String.raw`|\$ENV\{HOME\}|Deno\.env\.get\(\s*['"]HOME['"]\s*\))(?!\s{0,4}(?:[/+]|\.joinpath)))`,
      ].join(""),
      "g",
    ),
);
/** Calls that hand a string (a shell command line) or a list (an argv) to the OS: the string is analysed as shell. */
const SPAWN_CALL = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)|\bsubprocess\.\w+|\bcommands\.getoutput|\bpty\.spawn`,
        String.raw`|\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|shell_exec|passthru|proc_open|exec_command)`,
        String.raw`|\bIO\.popen|\bOpen3\.\w+|\bKernel\.(?:system|exec|spawn))\s*(\(|\s(?=\s*['"\[]))`,
      ].join(""),
      "g",
    ),
);
/** A string literal in code: '…', "…" or `…`, escapes kept for decodeEscapes(). */
const CODE_STRING = /'((?:[^'\\\n]|\\.){0,400})'|"((?:[^"\\\n]|\\.){0,400})"|`((?:[^`\\]|\\.){0,400})`/g;
const DELETE_ON_VAR = /(?:rmtree|rm_rf|rm_r|remove_tree|rmSync|rmdirSync|removeSync|RemoveAll|rimraf(?:\.sync)?)\s{0,4}\(\s{0,4}[A-Za-z_]/;
const SCRIPT_PATH = /(['"])(\/[^'"\s]{0,100}|~\/?)\1/g;
/** A tree walked file by file (os.walk, rglob, recursive glob / readdir, File::Find, Find.find)… */
const TREE_WALK = /\bos\.walk\s*\(|\.rglob\s*\(|glob\.i?glob\s*\([^)]{0,200}recursive|readdirSync\s*\([^)]{0,200}recursive|File::Find|\bFind\.find\b/;
/** …with each file deleted by a call on a variable (os.remove(p), fs.unlinkSync(f), unlink $_). */
const FILE_DELETE_ON_VAR = /(?:\bos\.(?:remove|unlink)|\bunlinkSync|\bunlink|\bFile\.delete|\bFileUtils\.rm(?:_f)?)\s{0,4}\(?\s{0,4}[A-Za-z_$]/;
const FORK_CODE = /fork\s+while\s+fork|while\s*\(?\s*(?:true|1|True)\s*\)?\s*[:{;]?\s*(?:os\.)?fork\s*\(\s*\)|for\s*\(\s*;\s*;\s*\)\s*fork\s*\(/;

/** Switches an interpreter takes bundled before its code option with the code glued on (python -Bcprint(1)). */
function gluedCode(prog: string, t: string): string | undefined {
  const re = /^(?:python|pypy)/.test(prog)
    ? /^-[bBdEhiIOqsSuvVx]*c(.+)$/s
    : prog === "perl"
      ? /^-[lwnpaTtWsX0]*[eE](.+)$/s
      : prog === "ruby"
        ? /^-[wvdnpalS]*e(.+)$/s
        : null;
  return re?.exec(t)?.[1];
}

/** Option letters that make an interpreter run the next word, or the rest of the bundle, as code. */
function codeLetters(prog: string): string {
  if (/^(?:python|pypy)/.test(prog)) return "c";
  if (prog === "perl") return "eE";
  if (prog === "ruby") return "e";
  if (prog === "php") return "r";
  if (/^(?:node|nodejs|bun)$/.test(prog)) return "ep";
  return "";
}

const INTERPRETER = /^(?:python[\d.]*|pypy3?|node|nodejs|bun|deno|perl|ruby|php|pwsh|powershell|osascript)$/;
const AWK = /^(?:awk|gawk|mawk|nawk)$/;

export function interpreterScript(c: SimpleCommand): string | undefined {
  const prog = programName(c.words[0]);
  const w = texts(c);
  if (AWK.test(prog)) return awkProgram(w);
  if (!INTERPRETER.test(prog)) return undefined;
  const letters = codeLetters(prog);
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (i < w.length - 1 && (/^-(?:c|e|E|r|p|-eval|-command|Command|ne|pe|le|lne)$/.test(t) || (prog === "deno" && t === "eval")))
      return w.slice(i + 1).join(" ");
    if (!letters || t.length < 2 || t[0] !== "-" || t[1] === "-") continue;
    // -we, -wle, -Bc, -vc: switches bundled before the code option; -c'…': the code glued on
    const bundle = /^-[A-Za-z]+$/.test(t) && letters.includes(t[t.length - 1] as string);
    if (bundle && i < w.length - 1) return w.slice(i + 1).join(" ");
    const glued = bundle ? undefined : gluedCode(prog, t);
    if (glued !== undefined) return [glued, ...w.slice(i + 1)].join(" ");
  }
  const heredoc = c.redirects.find((r) => (r.op === "<<" || r.op === "<<-" || r.op === "<<<") && !(r.op !== "<<<" && r.heredoc === undefined));
  // python3 <<EOF / python3 - <<EOF / node - <<<'…': the interpreter runs its stdin
  if (heredoc && w.slice(1).every((t) => /^-[uqBIsS]?$/.test(t))) return heredoc.op === "<<<" ? heredoc.target.text : heredoc.heredoc;
  return undefined;
}

/** An awk program text: the first operand after -F / -v / -f options (undefined with -f: the program is a file). */
function awkProgram(w: readonly string[]): string | undefined {
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (t === "--") return w[i + 1];
    if (t === "-f" || t === "--file" || t.startsWith("-f")) return undefined;
    if (t === "-e" || t === "--source") return w[i + 1];
    if (t === "-F" || t === "-v") i++;
    else if (!t.startsWith("-") || t === "-") return t;
  }
  return undefined;
}

/** Backslash escapes of a code string: \x20, \040, \n, \", \\. */
function decodeEscapes(t: string): string {
  if (!t.includes("\\")) return t;
  return t.replace(/\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|u[0-9A-Fa-f]{4}|.)/gs, (_all, e: string) => {
    if (e[0] === "x" && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === "u" && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return e === "n" ? "\n" : e === "t" ? "\t" : e;
  });
}

/** The string literals of a code span, decoded, in order. */
function stringsIn(span: string): string[] {
  const out: string[] = [];
  for (const m of span.matchAll(CODE_STRING)) out.push(decodeEscapes((m[1] ?? m[2] ?? m[3] ?? "") as string));
  return out;
}

/** An argument span: from just after a call's opening bracket to its matching close (or the statement's end). */
function callSpan(code: string, from: number, paren: boolean): string {
  let depth = paren ? 1 : 0;
  let q = "";
  const end = Math.min(code.length, from + 600);
  for (let i = from; i < end; i++) {
    const ch = code[i] as string;
    if (q) {
      if (ch === "\\") i++;
      else if (ch === q) q = "";
      continue;
    }
    if (ch === "'" || ch === '"' || ch === "`") q = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") {
      if (--depth <= 0 && paren) return code.slice(from, i);
    } else if (!paren && (ch === ";" || ch === "\n")) return code.slice(from, i);
  }
  return code.slice(from, end);
}

const ARGV_WORD = /^[\w@%+=:,./~-]+$/;

/** Shell command lines a piece of code runs: spawn calls (a string, or an argv list), backticks, awk system() / getline / print |. */
function spawnedCommands(code: string, awk: boolean): string[] {
  const out: string[] = [];
  const src = code.length > 64 * 1024 ? code.slice(0, 64 * 1024) : code;
  const re = new RegExp(SPAWN_CALL().source, "g");
  for (let m = re.exec(src); m && out.length < 32; m = re.exec(src)) {
    const lits = stringsIn(callSpan(src, m.index + m[0].length, m[1] === "(").replace(HOME_EXPR(), '"~"'));
    const first = lits[0];
    if (first === undefined) continue;
    // a shell string (has blanks) runs as a command line; a list or several arguments is an argv
    out.push(/\s/.test(first) || lits.length === 1 ? lits.join(" ") : lits.map((a) => (ARGV_WORD.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(" "));
  }
  if (!awk) for (const m of src.matchAll(/(?<![\w$])`([^`]{1,400})`/g)) out.push(decodeEscapes(m[1] as string));
  // awk: "cmd" | getline, print … | "cmd"
  else
    for (const m of src.matchAll(/"((?:[^"\\]|\\.){1,400})"\s*\|&?\s*getline|\|&?\s*"((?:[^"\\]|\\.){1,400})"/g))
      out.push(decodeEscapes((m[1] ?? m[2]) as string));
  return out;
}

/** File APIs that delete one file, with its path literal (expanduser'd or not). */
const FILE_DELETE = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:\bos\.(?:remove|unlink)|\bunlinkSync|\bunlink|\brmSync|\bFile\.(?:delete|unlink)|\bFileUtils\.rm(?:_f)?|\bPath)`,
        // perl's list operator takes no parentheses: unlink "f", unlink glob("~/.ssh/id_*")
        String.raw`(?:\s*\(|\s+(?=['"]|glob\b))\s*(?:os\.path\.expanduser\(\s*|glob\s*\(\s*)?(['"\`])([^'"\`]{1,200})\1`,
      ].join(""),
      "g",
    ),
);

/** The home directory as code names it: put in as "~" before a spawn's arguments are read. */
const HOME_EXPR = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:str\(\s*)?(?:(?:require\(\s*['"](?:node:)?os['"]\s*\)|\bos)\.homedir\(\)|(?:pathlib\.)?Path\.home\(\)`,
        String.raw`|os\.path\.expanduser\(\s*['"]~['"]\s*\)|process\.env\.HOME|os\.environ\[\s*['"]HOME['"]\s*\]|os\.getenv\(\s*['"]HOME['"]\s*\)`,
        String.raw`|Dir\.home|ENV\[\s*['"]HOME['"]\s*\]|\$ENV\{HOME\}|Deno\.env\.get\(\s*['"]HOME['"]\s*\))(?:\s*\))?`,
      ].join(""),
      "g",
    ),
);

/** Python modules whose calls the checks know by their module name (subprocess.run, os.remove, shutil.rmtree). */
const KNOWN_MODULES = /\b(?:import\s+(subprocess|os|shutil)\s+as\s+([A-Za-z_]\w{0,30})|from\s+(subprocess|os|shutil)\s+import\s+([\w\s,()]{1,300}))/g;

/**
 * The code with Python's module aliases spelled out: `import subprocess as sp` makes `sp.run(` read
 * `subprocess.run(`, `from shutil import rmtree` makes `rmtree(` read `shutil.rmtree(`.
 */
function unaliased(code: string): string {
  let out = code;
  let n = 0;
  for (const m of code.matchAll(KNOWN_MODULES)) {
    if (++n > 8) break;
    if (m[1] && m[2]) out = out.replace(new RegExp(`(?<![\\w.])${m[2]}\\.`, "g"), `${m[1]}.`);
    else if (m[3] && m[4])
      for (const name of (m[4] as string).split(/[\s,()]+/).slice(0, 16))
        if (/^[A-Za-z_]\w*$/.test(name)) out = out.replace(new RegExp(`(?<![\\w.])${name}\\s*\\(`, "g"), `${m[3]}.${name}(`);
  }
  return out;
}

/** A literal path joined onto the home directory: `homedir() + '/x'`, `path.join(os.homedir(), 'x')`, `Path.home() / 'x'`. */
const HOME_JOIN = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:(?:require\(\s*['"](?:node:)?path['"]\s*\)\.|(?:os\.)?path\.)join\(\s*HOME\s*,\s*(['"\`])([^'"\`/]{1,100})\1\s*\)`,
        String.raw`|HOME\s*(?:\+|\/)\s*(['"\`])\/?([^'"\`]{1,100})\3)`,
      ].join(""),
      "g",
    ),
);

/** A `~/x` literal handed to the call that expands it: os.path.expanduser('~/x'), File.expand_path("~/x"). */
const EXPANDED_TILDE = /\b(?:os\.path\.expanduser|File\.expand_path)\(\s*(['"])(~\/[^'"]{1,100})\1\s*\)/g;

/** The code with home-joined literals written as `"~/x"`, the form the delete calls are matched in. */
function homeJoined(code: string): string {
  if (!/home|HOME|expand/.test(code)) return code;
  const tilde = code.replace(EXPANDED_TILDE, (_all, _q, p: string) => `"${p}"`);
  const marked = tilde.replace(HOME_EXPR(), "HOME");
  const joined = marked.replace(HOME_JOIN(), (_all, _q1, a?: string, _q2?: string, b?: string) => `"~/${a ?? b}"`);
  return joined === marked ? tilde : joined;
}

const interpreterDelete: Check = (c, scope, k) => {
  const code = interpreterScript(c);
  if (!code) return false;
  const script = homeJoined(code.includes("import") ? unaliased(code) : code);
  // os.remove / unlinkSync / File.delete of an identity or critical system file
  for (const m of script.matchAll(FILE_DELETE())) {
    const path = (m[2] as string).replace(/^\$HOME|^\$\{HOME\}/, "~");
    if (SSH_PRIVATE.test(path) || CRITICAL_FILES().test(normalise(path).path)) return true;
  }
  const re = new RegExp(DELETE_CALL().source, "g");
  for (let m = re.exec(script); m; m = re.exec(script)) {
    if (m[3]) return true; // the home directory, by name
    const path = m[2] ?? "";
    const cls = classify({ text: path, raw: path, quoted: false, dynamic: false }, undefined, scope.guarded);
    if (cls && cls !== "cwd" && cls !== "parent") return true;
  }
  // [shutil.rmtree(p) for p in ['/etc', '/usr']]: a delete call on a variable, the root / home / OS core named in the script
  if (DELETE_ON_VAR.test(script) || (TREE_WALK.test(script) && FILE_DELETE_ON_VAR.test(script))) {
    for (const m of script.matchAll(SCRIPT_PATH)) {
      const cls = classify({ text: m[2] as string, raw: m[0], quoted: false, dynamic: false }, undefined, scope.guarded);
      if (cls === "root" || cls === "home" || (cls === "system" && CORE_DIRS.has(normalise(m[2] as string).path))) return true;
    }
  }
  // os.system("…"), subprocess.run([…]), execSync, system(), backticks: the same shell analysis
  const awk = AWK.test(programName(c.words[0]));
  for (const line of spawnedCommands(script, awk)) if (recheck(scope, line)) return true;
  void k;
  return false;
};

export const CHECKS = [
  { name: "interpreter-delete", ...CHECK_WORDS["interpreter-delete"], check: interpreterDelete },
  {
    name: "fork-bomb",
    ...CHECK_WORDS["fork-bomb"],
    check: (c) => {
      const s = interpreterScript(c);
      return s !== undefined && FORK_CODE.test(s);
    },
  },
] as const satisfies readonly CheckSpec[];
