// Shell parser: source text -> a small tree of lists, pipelines, simple and compound commands.
// Hand-written, one pass, char codes only (no backtracking regex); nesting is capped so crafted
// input cannot blow the stack, and every loop advances, so it is linear in the input.
import type { Redirect, Word } from "./types";

export interface Sub {
  via: string;
  list: ListNode;
}
interface SimpleNode {
  k: 0;
  words: Word[];
  assigns: Word[];
  redirs: Redirect[];
  subs: Sub[];
  src: string;
  start: number;
  end: number;
  /** Index in subs of a command substitution that is the whole program word (`$(...) args`), else -1. */
  cmdSub: number;
  /** Words that are exactly one process substitution `<(...)`, with their index in subs. */
  procSubs?: [Word, number][];
}
export interface CompoundNode {
  k: 1;
  /** Runs in a subshell (depth + 1). */
  sub: boolean;
  /** Function name when this is a function definition. */
  fn: string | null;
  /** Source of a function's body, for re-analysis at a call with literal arguments. */
  fnSrc?: string;
  bodies: ListNode[];
  redirs: Redirect[];
  subs: Sub[];
  /** while / until / for / select. */
  isLoop?: boolean;
  /** for NAME in WORDS: the loop variable and its words as written (null values: none, `for x; do`, `for ((...))`). */
  loop?: { name: string; values: Word[] | null };
}
export type Node = SimpleNode | CompoundNode;
export interface PipeNode {
  stages: Node[];
  bg: boolean;
}
export type ListNode = PipeNode[];

export interface ParseCtx {
  incomplete: boolean;
  aborted: boolean;
  simple: number;
  maxCommands: number;
}

const NEST_MAX = 64;
const EMPTY_WORD: Word = { text: "", raw: "", quoted: false, dynamic: false };

function isMeta(c: number): boolean {
  // space tab \n \r ; & | < > ( )
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || c === 38 || c === 124 || c === 60 || c === 62 || c === 40 || c === 41;
}
function isPlain(c: number): boolean {
  // not meta and not one of \ ' " $ ` * ? [ { }
  return !isMeta(c) && c !== 92 && c !== 39 && c !== 34 && c !== 36 && c !== 96 && c !== 42 && c !== 63 && c !== 91 && c !== 123 && c !== 125;
}
function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}

const ARITH_WINDOW = 1024;

const STRAY = ["then", "do", "done", "fi", "elif", "else", "esac", "}"];
const RESERVED = ["if", "then", "elif", "else", "fi", "while", "until", "for", "select", "do", "done", "case", "esac", "function", "time", "coproc", "{", "}"];
const IF_STOPS = ["then", "elif", "else", "fi"];
const LOOP_STOPS = ["do", "done"];
const ASSIGN = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;

interface PendingDoc {
  r: Redirect;
  delim: string;
  strip: boolean;
  /** Unquoted delimiter: $( ) and backticks in the body still run; their commands go here. */
  subs: Sub[] | null;
}

export class Parser {
  readonly s: string;
  readonly n: number;
  i = 0;
  private pending: PendingDoc[] = [];
  private pendingAt = 0;
  private testMode = false;

  constructor(
    src: string,
    readonly ctx: ParseCtx,
    private nest: number,
  ) {
    this.s = src;
    this.n = src.length;
  }

  /** Count a unit of work (command, substitution, redirect); abort past the budget. */
  private spend(): boolean {
    if (++this.ctx.simple > this.ctx.maxCommands) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return false;
    }
    return true;
  }

  /** Parse the whole source; stray closers are skipped (and flag the result incomplete). */
  parseAll(): ListNode {
    const out: ListNode = [];
    while (!this.ctx.aborted) {
      const [list, stop] = this.parseList(null, false, false);
      for (const p of list) out.push(p);
      if (stop === "" && this.i >= this.n) break;
      const before = this.i;
      if (this.s.charCodeAt(this.i) === 41) this.ctx.incomplete = true;
      if (this.i === before) this.i++;
    }
    if (this.pendingAt < this.pending.length) this.ctx.incomplete = true;
    return out;
  }

  // ---- lists, pipelines, commands -------------------------------------------------------

  private nestedList(stops: readonly string[] | null, paren: boolean, inCase: boolean): [ListNode, string] {
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return [[], ""];
    }
    if (!this.spend()) return [[], ""];
    this.nest++;
    const r = this.parseList(stops, paren, inCase);
    this.nest--;
    return r;
  }

  parseList(stops: readonly string[] | null, paren: boolean, inCase: boolean): [ListNode, string] {
    const list: ListNode = [];
    const s = this.s;
    for (;;) {
      if (this.ctx.aborted) return [list, ""];
      this.skipSep();
      if (this.i >= this.n) return [list, ""];
      const start = this.i;
      const c = s.charCodeAt(this.i);
      if (c === 41) {
        if (paren) return [list, ")"];
        return [list, ""]; // stray ")" at this level: let the caller decide
      }
      if (c === 59) {
        if (s.charCodeAt(this.i + 1) === 59) {
          this.i += 2;
          if (s.charCodeAt(this.i) === 38) this.i++;
          if (inCase) return [list, ";;"];
          continue;
        }
        this.i++;
        if (inCase && s.charCodeAt(this.i) === 38) {
          this.i++;
          return [list, ";;"];
        }
        continue;
      }
      if (c === 38 || c === 124) {
        this.i++;
        continue;
      }
      if (stops) {
        const w = this.peekReserved();
        if (w !== null && stops.includes(w)) {
          this.i += w.length;
          return [list, w];
        }
      }
      const pipe = this.parsePipeline();
      if (pipe) list.push(pipe);
      this.skipBlanks();
      const d = s.charCodeAt(this.i);
      if (d === 59 && s.charCodeAt(this.i + 1) !== 59 && !(inCase && s.charCodeAt(this.i + 1) === 38)) this.i++;
      else if (d === 38) {
        if (s.charCodeAt(this.i + 1) === 38) this.i += 2;
        else {
          this.i++;
          if (pipe) pipe.bg = true;
        }
      } else if (d === 124 && s.charCodeAt(this.i + 1) === 124) this.i += 2;
      if (this.i === start) this.i++; // never spin
    }
  }

  private parsePipeline(): PipeNode | null {
    const stages: Node[] = [];
    const s = this.s;
    for (;;) {
      this.skipBlanks();
      if (this.ctx.aborted) break;
      if (s.charCodeAt(this.i) === 33 && (this.i + 1 >= this.n || isMeta(s.charCodeAt(this.i + 1)))) {
        this.i++;
        continue;
      }
      const node = this.parseCommand();
      if (node) stages.push(node);
      this.skipBlanks();
      if (s.charCodeAt(this.i) === 124 && s.charCodeAt(this.i + 1) !== 124) {
        this.i++;
        if (s.charCodeAt(this.i) === 38) this.i++;
        this.skipSep();
        continue;
      }
      break;
    }
    return stages.length ? { stages, bg: false } : null;
  }

  private compound(sub: boolean, bodies: ListNode[], subs: Sub[] = []): CompoundNode {
    const node: CompoundNode = { k: 1, sub, fn: null, bodies, redirs: [], subs };
    // redirects written after the compound command apply to all of it
    for (;;) {
      this.skipBlanks();
      if (!this.isRedirectStart()) break;
      this.parseRedirect(node.redirs, node.subs);
    }
    return node;
  }

  private parseCommand(): Node | null {
    this.skipBlanks();
    if (this.i >= this.n) return null;
    const s = this.s;
    const c = s.charCodeAt(this.i);
    if (c === 40) {
      if (s.charCodeAt(this.i + 1) === 40) {
        const end = this.arithEnd(this.i);
        if (end > 0) {
          this.i = end;
          return this.compound(false, []); // (( arithmetic ))
        }
        // ((a); b) is two subshells
      }
      this.i++;
      const [body, stop] = this.nestedList(null, true, false);
      if (stop === ")") this.i++;
      else this.ctx.incomplete = true;
      return this.compound(true, [body]);
    }
    const w = this.peekReserved();
    if (w !== null) {
      switch (w) {
        case "{": {
          this.i++;
          const [body, stop] = this.nestedList(["}"], false, false);
          if (stop !== "}") this.ctx.incomplete = true;
          return this.compound(false, [body]);
        }
        case "if":
          this.i += 2;
          return this.compound(false, this.segments(IF_STOPS, "fi"));
        case "while":
        case "until": {
          this.i += w.length;
          const node = this.compound(false, this.segments(LOOP_STOPS, "done"));
          node.isLoop = true;
          return node;
        }
        case "for":
        case "select": {
          this.i += w.length;
          const subs: Sub[] = [];
          this.skipBlanks();
          let loop: CompoundNode["loop"];
          if (s.charCodeAt(this.i) === 40 && s.charCodeAt(this.i + 1) === 40) this.skipBalanced();
          else {
            const name = this.readWord(subs);
            this.skipSep();
            if (this.peekReserved() === null && s.startsWith("in", this.i) && (this.i + 2 >= this.n || isMeta(s.charCodeAt(this.i + 2)))) {
              this.i += 2;
              const values: Word[] = [];
              for (;;) {
                this.skipBlanks();
                const d = s.charCodeAt(this.i);
                if (this.i >= this.n || d === 59 || d === 10 || d === 38 || d === 124 || d === 41) break;
                const v = this.readWord(subs);
                if (!v) this.i++;
                else values.push(v);
              }
              // the words as written: the expansion layer (analyze.ts) decides which it can put in
              if (name) loop = { name: name.text, values };
            } else if (name) loop = { name: name.text, values: null };
          }
          const node = this.compound(false, this.segments(LOOP_STOPS, "done"), subs);
          if (loop) node.loop = loop;
          node.isLoop = true;
          return node;
        }
        case "case":
          return this.parseCase();
        case "function": {
          this.i += 8;
          this.skipBlanks();
          const name = this.readWord([]);
          return this.functionBody(name ? name.text : "");
        }
        case "time":
        case "coproc": {
          // keyword form only before a compound command; otherwise a plain program word
          let j = this.i + w.length;
          while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
          const d = s.charCodeAt(j);
          if (d === 123 || d === 40) {
            this.i = j;
            return this.parseCommand();
          }
          break;
        }
        default:
          if (STRAY.includes(w)) {
            this.i += w.length;
            return null;
          }
      }
    }
    return this.parseSimple();
  }

  /** Bodies of if/while/until/for up to the closing keyword. */
  private segments(stops: readonly string[], end: string): ListNode[] {
    const bodies: ListNode[] = [];
    for (;;) {
      const [body, stop] = this.nestedList(stops, false, false);
      if (body.length) bodies.push(body);
      if (stop === end) break;
      if (!stops.includes(stop)) {
        this.ctx.incomplete = true;
        break;
      }
    }
    return bodies;
  }

  private parseCase(): CompoundNode {
    const s = this.s;
    this.i += 4;
    const subs: Sub[] = [];
    this.skipBlanks();
    this.readWord(subs);
    this.skipSep();
    if (s.startsWith("in", this.i)) this.i += 2;
    const bodies: ListNode[] = [];
    for (;;) {
      if (this.ctx.aborted) break;
      this.skipSep();
      while (s.charCodeAt(this.i) === 59) {
        this.i++;
        this.skipSep();
      }
      if (this.i >= this.n) {
        this.ctx.incomplete = true;
        break;
      }
      if (this.peekReserved() === "esac") {
        this.i += 4;
        break;
      }
      if (s.charCodeAt(this.i) === 40) this.i++;
      // patterns up to ")"
      for (;;) {
        this.skipBlanks();
        if (this.i >= this.n) break;
        const d = s.charCodeAt(this.i);
        if (d === 41) {
          this.i++;
          break;
        }
        if (d === 10) break;
        if (!this.readWord(subs)) this.i++;
      }
      const [body, stop] = this.nestedList(["esac"], false, true);
      if (body.length) bodies.push(body);
      if (stop === "esac") break;
      if (stop !== ";;") {
        this.ctx.incomplete = true;
        break;
      }
    }
    return this.compound(false, bodies, subs);
  }

  private functionBody(name: string): CompoundNode {
    const s = this.s;
    let j = this.i;
    while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
    if (s.charCodeAt(j) === 40) {
      j++;
      while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
      if (s.charCodeAt(j) === 41) this.i = j + 1;
    }
    this.skipSep();
    let body: Node | null = null;
    const st = this.i;
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
    } else {
      this.nest++;
      body = this.parseCommand();
      this.nest--;
    }
    const node: CompoundNode = {
      k: 1,
      sub: false,
      fn: name,
      fnSrc: s.slice(st, this.i),
      bodies: body ? [[{ stages: [body], bg: false }]] : [],
      redirs: [],
      subs: [],
    };
    return node;
  }

  private parseSimple(): Node | null {
    const s = this.s;
    const node: SimpleNode = { k: 0, words: [], assigns: [], redirs: [], subs: [], src: s, start: this.i, end: this.i, cmdSub: -1 };
    if (!this.spend()) return null;
    for (;;) {
      this.skipBlanks();
      if (this.i >= this.n || this.ctx.aborted) break;
      const c = s.charCodeAt(this.i);
      if (this.testMode) {
        if (c === 10 || c === 59) break;
      } else {
        if (c === 10 || c === 59 || c === 124 || c === 41) break;
        if (c === 38 && s.charCodeAt(this.i + 1) !== 62) break;
        if (this.isRedirectStart()) {
          this.parseRedirect(node.redirs, node.subs);
          node.end = this.i;
          continue;
        }
        if (c === 40) {
          if (node.words.length === 1 && node.assigns.length === 0 && node.redirs.length === 0) {
            const first = node.words[0] as Word;
            return this.functionBody(first.text);
          }
          const last = node.words[node.words.length - 1];
          const st = this.i;
          if (last && node.end === st && last.raw.endsWith("=") && !last.quoted) {
            // declare/local/export name=( ... ): an array value glued to the word
            this.skipBalanced();
            last.raw += s.slice(st, this.i);
            last.text += s.slice(st, this.i);
          } else {
            // syntax error: skip the group opaquely
            this.ctx.incomplete = true;
            this.skipBalanced();
          }
          node.end = this.i;
          continue;
        }
      }
      const before = this.i;
      const subsBefore = node.subs.length;
      const w = this.readWord(node.subs);
      if (!w) {
        if (this.i === before) this.i++;
        continue;
      }
      node.end = this.i;
      if (node.words.length === 0 && !this.testMode && ASSIGN.test(w.raw)) {
        if (w.raw.endsWith("=") && s.charCodeAt(this.i) === 40) {
          // array assignment a=( ... )
          const st = this.i;
          this.skipBalanced();
          const tail = s.slice(st, this.i);
          w.raw += tail;
          w.text += tail;
          node.end = this.i;
        }
        node.assigns.push(w);
        continue;
      }
      node.words.push(w);
      if (node.words.length === 1 && node.subs.length === subsBefore + 1 && /^"?(?:\$\(|`)/.test(w.raw)) {
        const r = w.raw[0] === '"' ? w.raw.slice(1, -1) : w.raw;
        if ((r.startsWith("$(") && r.endsWith(")")) || (r.startsWith("`") && r.endsWith("`"))) node.cmdSub = subsBefore;
      }
      if (node.subs.length === subsBefore + 1 && w.raw.startsWith("<(") && w.raw.endsWith(")")) (node.procSubs ??= []).push([w, subsBefore]);
      if (node.words.length === 1 && w.text === "[[" && !w.quoted) this.testMode = true;
      else if (this.testMode && w.text === "]]") this.testMode = false;
    }
    this.testMode = false;
    if (!node.words.length && !node.assigns.length && !node.redirs.length) return null;
    return node;
  }

  // ---- redirects and heredocs -----------------------------------------------------------

  private isRedirectStart(): boolean {
    const s = this.s;
    let j = this.i;
    while (j < this.n && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
    const c = s.charCodeAt(j);
    if (c === 60 || c === 62) return s.charCodeAt(j + 1) !== 40; // not <( >(
    if (j === this.i && c === 38 && s.charCodeAt(j + 1) === 62) return true; // &> &>>
    return false;
  }

  private parseRedirect(redirs: Redirect[], subs: Sub[]): void {
    const s = this.s;
    let fd: number | null = null;
    this.spend();
    let j = this.i;
    while (j < this.n && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
    if (j > this.i) {
      fd = Number(s.slice(this.i, j));
      this.i = j;
    }
    let op = ">";
    for (const o of ["&>>", "&>", "<<<", "<<-", "<<", "<>", "<&", "<", ">>", ">|", ">&", ">"]) {
      if (s.startsWith(o, this.i)) {
        op = o;
        break;
      }
    }
    this.i += op.length;
    this.skipBlanks();
    const target = this.readWord(subs) ?? EMPTY_WORD;
    const r: Redirect = { op, fd, target };
    if (op === "<<" || op === "<<-") {
      r.heredoc = "";
      this.pending.push({ r, delim: target.text, strip: op === "<<-", subs: target.quoted ? null : subs });
    }
    redirs.push(r);
  }

  private readHeredocs(): void {
    const s = this.s;
    while (this.pendingAt < this.pending.length) {
      const h = this.pending[this.pendingAt++] as PendingDoc;
      let body = "";
      let found = false;
      while (this.i < this.n) {
        const e = s.indexOf("\n", this.i);
        const end = e < 0 ? this.n : e;
        let line = s.slice(this.i, end);
        if (h.strip) {
          let t = 0;
          while (line.charCodeAt(t) === 9) t++;
          if (t) line = line.slice(t);
        }
        this.i = e < 0 ? this.n : e + 1;
        const cmp = line.endsWith("\r") ? line.slice(0, -1) : line;
        if (cmp === h.delim) {
          found = true;
          break;
        }
        body += line + "\n";
      }
      h.r.heredoc = body;
      if (h.subs && (body.includes("$(") || body.includes("`") || body.includes("${"))) {
        new Parser(body, this.ctx, this.nest + 1).scanExpansions(h.subs);
      }
      if (!found) this.ctx.incomplete = true;
    }
  }

  // ---- blanks, comments, separators -----------------------------------------------------

  /** Spaces, tabs, line continuations and comments (not newlines). */
  skipBlanks(): void {
    const s = this.s;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 13) this.i++;
      else if (c === 92 && s.charCodeAt(this.i + 1) === 10) this.i += 2;
      else if (c === 35) {
        const e = s.indexOf("\n", this.i);
        this.i = e < 0 ? this.n : e;
      } else break;
    }
  }

  /** Blanks and newlines; each newline first reads the heredoc bodies it ends. */
  skipSep(): void {
    for (;;) {
      this.skipBlanks();
      if (this.s.charCodeAt(this.i) !== 10) return;
      this.i++;
      if (this.pendingAt < this.pending.length) this.readHeredocs();
    }
  }

  private peekReserved(): string | null {
    const s = this.s;
    const st = this.i;
    let j = st;
    const c = s.charCodeAt(j);
    if (c === 123 || c === 125) j++;
    else while (j < this.n && j - st < 9 && s.charCodeAt(j) >= 97 && s.charCodeAt(j) <= 122) j++;
    if (j === st) return null;
    if (j < this.n && !isMeta(s.charCodeAt(j))) return null;
    const w = s.slice(st, j);
    return RESERVED.includes(w) ? w : null;
  }

  /**
   * End (after "))") of an arithmetic "((...))" starting at `at`, or -1 when it is nested subshells
   * instead (holds ";" or a newline, or does not close with "))"). Looks at most ARITH_WINDOW chars.
   */
  private arithEnd(at: number): number {
    if (!this.spend()) return -1;
    const s = this.s;
    const max = Math.min(this.n, at + ARITH_WINDOW);
    let depth = 0;
    for (let j = at; j < max; j++) {
      const c = s.charCodeAt(j);
      if (c === 59 || c === 10) return -1;
      if (c === 92) j++;
      else if (c === 40) depth++;
      else if (c === 41 && --depth === 0) return s.charCodeAt(j - 1) === 41 ? j + 1 : -1;
    }
    return -1;
  }

  /** Skip a balanced ( ... ) group opaquely, honouring quotes; i at "(". */
  private skipBalanced(): void {
    const s = this.s;
    let depth = 0;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 92) this.i += 2;
      else if (c === 39) {
        const e = s.indexOf("'", this.i + 1);
        this.i = e < 0 ? this.n : e + 1;
      } else if (c === 34) {
        let j = this.i + 1;
        while (j < this.n && s.charCodeAt(j) !== 34) j += s.charCodeAt(j) === 92 ? 2 : 1;
        this.i = j + 1;
      } else {
        this.i++;
        if (c === 40) depth++;
        else if (c === 41 && --depth <= 0) return;
      }
    }
    this.ctx.incomplete = true;
    if (this.i > this.n) this.i = this.n;
  }

  // ---- words ----------------------------------------------------------------------------

  /** Read one word at i; null when i is at a metacharacter. Command substitutions go to subs. */
  readWord(subs: Sub[]): Word | null {
    const s = this.s;
    const start = this.i;
    let text = "";
    let quoted = false;
    let dynamic = false;
    let expands = false;
    let brace = false;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (isPlain(c)) {
        let j = this.i + 1;
        while (j < this.n && isPlain(s.charCodeAt(j))) j++;
        text += s.slice(this.i, j);
        this.i = j;
        continue;
      }
      if (isMeta(c)) {
        if (this.testMode && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 59) {
          text += s[this.i];
          this.i++;
          continue;
        }
        if ((c === 60 || c === 62) && s.charCodeAt(this.i + 1) === 40 && this.i === start) {
          // process substitution <( ... ) / >( ... )
          this.i += 2;
          const [list, stop] = this.nestedList(null, true, false);
          if (stop === ")") this.i++;
          else this.ctx.incomplete = true;
          subs.push({ via: c === 60 ? "<()" : ">()", list });
          text += s.slice(start, this.i);
          dynamic = true;
          expands = true;
          continue;
        }
        break;
      }
      switch (c) {
        case 92: {
          // backslash
          const d = s.charCodeAt(this.i + 1);
          if (d === 10) this.i += 2;
          else if (this.i + 1 >= this.n) this.i++;
          else {
            text += s[this.i + 1];
            quoted = true;
            this.i += 2;
          }
          break;
        }
        case 39: {
          const e = s.indexOf("'", this.i + 1);
          if (e < 0) {
            this.ctx.incomplete = true;
            text += s.slice(this.i + 1);
            this.i = this.n;
          } else {
            text += s.slice(this.i + 1, e);
            this.i = e + 1;
          }
          quoted = true;
          break;
        }
        case 34: {
          const r = this.readDouble(subs);
          text += r.text;
          if (r.expands) expands = true;
          quoted = true;
          break;
        }
        case 36: {
          const r = this.readDollar(subs, false);
          text += r.text;
          if (r.quoted) quoted = true;
          if (r.expands) dynamic = expands = true;
          break;
        }
        case 96:
          text += this.readBacktick(subs, false);
          dynamic = expands = true;
          break;
        case 123:
          brace = true;
          text += "{";
          this.i++;
          break;
        case 125:
          if (brace) dynamic = true;
          text += "}";
          this.i++;
          break;
        default:
          // * ? [
          dynamic = true;
          text += s[this.i];
          this.i++;
      }
    }
    if (this.i === start) return null;
    const w: Word = { text, raw: text.length === this.i - start && !quoted ? text : s.slice(start, this.i), quoted, dynamic };
    if (expands) w.expands = true;
    return w;
  }

  private readDouble(subs: Sub[]): { text: string; expands: boolean } {
    const s = this.s;
    this.i++;
    let text = "";
    let expands = false;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 34) {
        this.i++;
        return { text, expands };
      }
      if (c === 92) {
        const d = s.charCodeAt(this.i + 1);
        if (d === 10) this.i += 2;
        else if (d === 36 || d === 96 || d === 34 || d === 92) {
          text += s[this.i + 1];
          this.i += 2;
        } else {
          text += "\\";
          this.i++;
        }
      } else if (c === 36) {
        const r = this.readDollar(subs, true);
        text += r.text;
        if (r.expands) expands = true;
      } else if (c === 96) {
        text += this.readBacktick(subs, true);
        expands = true;
      } else {
        let j = this.i + 1;
        while (j < this.n) {
          const d = s.charCodeAt(j);
          if (d === 34 || d === 92 || d === 36 || d === 96) break;
          j++;
        }
        text += s.slice(this.i, j);
        this.i = j;
      }
    }
    this.ctx.incomplete = true;
    return { text, expands };
  }

  private readDollar(subs: Sub[], inDq: boolean): { text: string; expands: boolean; quoted?: boolean } {
    const s = this.s;
    const st = this.i;
    const d = s.charCodeAt(st + 1);
    if (d === 39 && !inDq) {
      this.i += 2;
      return { text: this.readAnsiC(), expands: false, quoted: true };
    }
    if (d === 34 && !inDq) {
      this.i++;
      const r = this.readDouble(subs);
      return { text: r.text, expands: r.expands, quoted: true };
    }
    if (d === 40) {
      if (s.charCodeAt(st + 2) === 40) {
        const end = this.arithEnd(st + 1);
        if (end > 0) {
          // $(( $(cmd) + 1 )): the command substitutions inside the arithmetic still run
          for (let j = st + 3; j < end - 2; j++) {
            if (s.charCodeAt(j) !== 36 || s.charCodeAt(j + 1) !== 40 || s.charCodeAt(j + 2) === 40) continue;
            this.i = j;
            this.readDollar(subs, false);
            j = this.i - 1;
          }
          this.i = end;
          return { text: s.slice(st, this.i), expands: true };
        }
        // $((a); b) is a substitution holding a subshell
      }
      this.i += 2;
      const [list, stop] = this.nestedList(null, true, false);
      if (stop === ")") this.i++;
      else this.ctx.incomplete = true;
      subs.push({ via: "$()", list });
      return { text: s.slice(st, this.i), expands: true };
    }
    if (d === 123) {
      this.i += 2;
      this.readParam(subs);
      return { text: s.slice(st, this.i), expands: true };
    }
    if (isNameStart(d)) {
      let j = st + 2;
      while (j < this.n && isNameChar(s.charCodeAt(j))) j++;
      this.i = j;
      return { text: s.slice(st, j), expands: true };
    }
    if ((d >= 48 && d <= 57) || d === 64 || d === 42 || d === 35 || d === 63 || d === 36 || d === 33 || d === 45) {
      this.i += 2;
      return { text: s.slice(st, this.i), expands: true };
    }
    this.i++;
    return { text: "$", expands: false };
  }

  /** ${ ... } body (i after "${"): nested quotes and substitutions are parsed; i ends after "}". */
  private readParam(subs: Sub[]): void {
    const s = this.s;
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return;
    }
    this.nest++;
    let depth = 0;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (c === 125) {
        this.i++;
        if (depth-- === 0) {
          this.nest--;
          return;
        }
      } else if (c === 123) {
        depth++;
        this.i++;
      } else if (c === 92) this.i += 2;
      else if (c === 39) {
        const e = s.indexOf("'", this.i + 1);
        this.i = e < 0 ? this.n : e + 1;
      } else if (c === 34) this.readDouble(subs);
      else if (c === 36) this.readDollar(subs, true);
      else if (c === 96) this.readBacktick(subs, true);
      else this.i++;
    }
    this.nest--;
    if (this.i > this.n) this.i = this.n;
    this.ctx.incomplete = true;
  }

  /** Walk text like the inside of double quotes (a heredoc body), collecting $( ) and backticks. */
  scanExpansions(subs: Sub[]): void {
    const s = this.s;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (c === 92) this.i += 2;
      else if (c === 36) this.readDollar(subs, true);
      else if (c === 96) this.readBacktick(subs, true);
      else this.i++;
    }
  }

  /** $'...' body (i just after the opening quote). */
  private readAnsiC(): string {
    const s = this.s;
    let out = "";
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 39) {
        this.i++;
        return out;
      }
      if (c !== 92) {
        out += s[this.i++];
        continue;
      }
      const e = s[this.i + 1] ?? "";
      this.i += 2;
      switch (e) {
        case "n":
          out += "\n";
          break;
        case "t":
          out += "\t";
          break;
        case "r":
          out += "\r";
          break;
        case "a":
          out += "\x07";
          break;
        case "b":
          out += "\b";
          break;
        case "e":
        case "E":
          out += "\x1b";
          break;
        case "f":
          out += "\f";
          break;
        case "v":
          out += "\v";
          break;
        case "x":
        case "u":
        case "U": {
          const max = e === "x" ? 2 : e === "u" ? 4 : 8;
          let j = this.i;
          while (j < this.n && j - this.i < max && /[0-9a-fA-F]/.test(s[j] as string)) j++;
          if (j === this.i) out += "\\" + e;
          else {
            const cp = parseInt(s.slice(this.i, j), 16);
            out += cp <= 0x10ffff ? String.fromCodePoint(cp) : "";
            this.i = j;
          }
          break;
        }
        case "c": {
          const ch = s.charCodeAt(this.i);
          if (this.i < this.n) {
            out += String.fromCharCode(ch & 31);
            this.i++;
          }
          break;
        }
        default:
          if (e >= "0" && e <= "7") {
            let j = this.i - 1;
            const st = j;
            while (j < this.n && j - st < 3 && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 55) j++;
            out += String.fromCharCode(parseInt(s.slice(st, j), 8) & 255);
            this.i = j;
          } else out += e;
      }
    }
    this.ctx.incomplete = true;
    return out;
  }

  /** `...` : the body is unescaped and parsed as its own source. Returns the raw slice. */
  private readBacktick(subs: Sub[], inDq: boolean): string {
    const s = this.s;
    const st = this.i;
    let j = st + 1;
    let inner = "";
    let closed = false;
    while (j < this.n) {
      const c = s.charCodeAt(j);
      if (c === 96) {
        closed = true;
        j++;
        break;
      }
      if (c === 92) {
        const d = s.charCodeAt(j + 1);
        if (d === 96 || d === 36 || d === 92 || (inDq && d === 34)) {
          inner += s[j + 1];
          j += 2;
          continue;
        }
      }
      inner += s[j];
      j++;
    }
    if (!closed) this.ctx.incomplete = true;
    this.i = Math.min(j, this.n);
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
    } else if (inner.trim() && this.spend()) {
      const p = new Parser(inner, this.ctx, this.nest + 1);
      subs.push({ via: "``", list: p.parseAll() });
    }
    return s.slice(st, this.i);
  }
}
