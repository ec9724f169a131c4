// analyze(): parse, then flatten the tree into simple commands and pipelines, recursing into
// strings that are themselves shell (bash -c, eval, ssh, su -c, echo ... | base64 -d | sh, find -exec, xargs).
import { fault } from "../faults";
import { Parser, type ListNode, type Node, type ParseCtx, type Sub } from "./parse";
import { flagSet, programName, unwrapRunner } from "./runners";
import { expandWord, type Known } from "./expand";
import { optionValues, parseArgs, parseOptions, specOf, takesNext, XARGS_SPEC } from "./specs";
import type { Analysis, Limits, Redirect, ShellFunction, SimpleCommand, Word } from "./types";

const RESOLVE_MAX = 4096;
const DECLARERS = ["export", "local", "declare", "readonly", "typeset"];
const SHELLS = ["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "fish", "rbash", "pdksh", "oksh"];

function isShell(name: string): boolean {
  return SHELLS.includes(name);
}

class Emitter {
  readonly commands: SimpleCommand[] = [];
  readonly pipes: SimpleCommand[][] = [];
  readonly functions: ShellFunction[] = [];

  /** Variables with statically known values (NAME=literal, export/local/declare, for NAME in literals). */
  readonly vars = new Map<string, string[]>();
  /** Arrays with statically known items (NAME=(a b c)). */
  readonly arrays = new Map<string, string[]>();
  /** Function bodies by name, for calls with arguments (`del(){ rm -rf "$1"; }; del /x`). */
  readonly fnSrc = new Map<string, string>();
  /** Known output of `<(...)` words (bash <(echo ... | base64 -d), source <(...)). */
  readonly procOut = new Map<Word, { text: string; decoded: boolean }>();
  /** Files written earlier in this command line with statically known content. */
  readonly files = new Map<string, string>();

  /** Characters left for re-analysed strings (bash -c, eval, decoded, scripts, $var). */
  private budget: number;

  constructor(
    readonly ctx: ParseCtx,
    readonly maxDepth: number,
    readonly maxCommands: number,
    maxBytes: number,
  ) {
    this.budget = maxBytes;
  }

  private learn(cmd: SimpleCommand): void {
    const prog = cmd.words.length ? programName(cmd.words[0]) : "";
    const list = !cmd.words.length ? cmd.assignments : DECLARERS.includes(prog) ? cmd.words.slice(1) : null;
    if (!list) return;
    for (const a of list) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(a.text);
      if (!m) continue;
      const name = m[1] as string;
      const v = a.text.slice(m[0].length);
      // D=$HOME, D="${HOME}/x": the home directory is the one expansion kept (checks know $HOME)
      const home = a.expands && !/[$`]/.test(v.replace(/\$\{HOME\}|\$HOME(?![A-Za-z0-9_])/g, ""));
      if (a.raw.includes("=(") && a.text.endsWith(")")) {
        // d=(/etc "$HOME" ~/x): the items, split on blanks, quotes taken off
        const at = a.raw.indexOf("=(");
        const body = a.raw.slice(at + 2, a.raw.endsWith(")") ? -1 : undefined);
        const items = [...body.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((x) => (x[1] ?? x[2] ?? x[3]) as string);
        if (items.length <= 64 && !items.some((t) => t.includes("`") || /\$(?!HOME\b|\{HOME\})/.test(t))) this.arrays.set(name, items);
        else this.arrays.delete(name);
        this.vars.delete(name);
      } else if (a.expands && !home) this.vars.delete(name);
      else {
        if (!home && (v.includes("$") || v.includes("`"))) {
          this.vars.delete(name); // a literal '$x' would resolve again: not worth it
          continue;
        }
        const old = m[2] ? this.vars.get(name) : undefined;
        this.vars.set(name, old ? old.map((o) => o + v) : [v]);
      }
    }
  }

  /**
   * The words a for loop runs over, when known: literals, globs and ~ as written (the checks match
   * them against the protected paths), "$HOME"/x, and the items of a known array ("${a[@]}").
   */
  private loopWords(values: Word[]): string[] | null {
    const out: string[] = [];
    for (const w of values) {
      const arr = /^\$\{([A-Za-z_]\w*)\[[@*]\]\}$/.exec(w.text);
      const items = arr ? this.arrays.get(arr[1] as string) : undefined;
      if (items) out.push(...items);
      else if (w.text.includes("`") || /\$(?!HOME\b|\{HOME\})/.test(w.text)) return null;
      else out.push(w.text);
      if (out.length > 64) return null;
    }
    return out;
  }

  /**
   * A command whose words use known variables or array items, as a copy with the values put in
   * (via "$var"): expanded word by word on the tree (engine/shell/expand.ts), quoted items kept
   * one field each, unquoted values split; one copy per known value of a loop variable (<= 8).
   */
  private resolve(cmd: SimpleCommand): void {
    if ((!this.vars.size && !this.arrays.size) || cmd.text.length > RESOLVE_MAX || cmd.via.includes("$var")) return;
    if (cmd.depth + 1 > this.maxDepth) return; // optional: a copy we skip leaves the analysis complete
    if (!cmd.words.some((w) => w.expands) && !cmd.redirects.some((r) => r.target.expands)) return;
    let variants = 1;
    for (const w of cmd.words.concat(cmd.redirects.map((r) => r.target)))
      for (const m of w.raw.matchAll(/\$\{?([A-Za-z_]\w*)/g)) variants = Math.max(variants, Math.min(this.vars.get(m[1] as string)?.length ?? 1, 8));
    for (let k = 0; k < variants; k++) {
      const known: Known = {
        scalar: (name) => {
          const vals = this.vars.get(name);
          return vals ? vals[Math.min(k, vals.length - 1)] : undefined;
        },
        array: (name) => this.arrays.get(name),
      };
      let changed = false;
      const words = cmd.words.flatMap((w) => {
        const e = w.expands ? expandWord(w, known) : null;
        if (e) changed = true;
        return e ?? [w];
      });
      const redirects = cmd.redirects.map((r) => {
        const e = r.target.expands ? expandWord(r.target, known) : null;
        if (e?.length !== 1) return r;
        changed = true;
        return { ...r, target: e[0] as Word };
      });
      if (!changed) return;
      const text = [...cmd.assignments.map((a) => a.raw), ...words.map((w) => w.raw)].join(" ");
      this.budget -= text.length;
      if (this.budget < 0) return;
      this.derived({ ...cmd, words, redirects, depth: cmd.depth + 1, via: [...cmd.via, "$var"], text, pipelineLength: 1, stage: 0 });
    }
  }

  /** Run fn with the variables restored afterwards (a subshell or a substitution sets none outside). */
  private scoped(fn: () => void): void {
    const saved = new Map(this.vars);
    const arrays = new Map(this.arrays);
    fn();
    this.vars.clear();
    for (const [k, v] of saved) this.vars.set(k, v);
    this.arrays.clear();
    for (const [k, v] of arrays) this.arrays.set(k, v);
  }

  full(): boolean {
    if (this.commands.length >= this.maxCommands) {
      this.ctx.incomplete = true;
      return true;
    }
    return false;
  }

  list(list: ListNode, depth: number, via: string[], inherit: Redirect[]): void {
    for (const pipe of list) {
      if (this.full()) return;
      const only = pipe.stages.length === 1 ? pipe.stages[0] : undefined;
      if (only && only.k === 1) {
        this.compound(only, depth, via, inherit, pipe.bg, -1);
        continue;
      }
      const p = this.pipes.length;
      this.pipes.push([]);
      for (const st of pipe.stages) this.stage(st, p, depth, via, inherit, pipe.bg);
      this.afterPipeline(p);
    }
  }

  /** Emit substitutions; returns, per sub, the pipeline index it produced when it is exactly one. */
  private subs(subs: Sub[], depth: number, via: string[]): number[] {
    const single: number[] = [];
    for (const s of subs) {
      const from = this.pipes.length;
      this.scoped(() => this.list(s.list, depth + 1, [...via, s.via], []));
      // one plain pipeline: list() reserved its index first, before any nested substitution
      const first = s.list[0];
      const plain = s.list.length === 1 && first !== undefined && !(first.stages.length === 1 && first.stages[0]?.k === 1);
      single.push(plain && this.pipes.length > from ? from : -1);
    }
    return single;
  }

  /** A compound command; p >= 0 flattens its commands into pipeline p. */
  private compound(node: Node & { k: 1 }, depth: number, via: string[], inherit: Redirect[], bg: boolean, p: number): void {
    this.subs(node.subs, depth, via);
    if (node.loop) {
      const values = node.loop.values ? this.loopWords(node.loop.values) : null;
      if (values) this.vars.set(node.loop.name, values);
      else this.vars.delete(node.loop.name);
    }
    const d = node.sub ? depth + 1 : depth;
    const v = node.sub ? [...via, "subshell"] : node.fn !== null ? [...via, "function"] : via;
    const inh = node.redirs.length ? inherit.concat(node.redirs.map((r) => ({ ...r, inherited: true }))) : inherit;
    const from = this.commands.length;
    const bodies = () => {
      for (const body of node.bodies) {
        if (p < 0) this.list(body, d, v, inh);
        else for (const pipe of body) for (const st of pipe.stages) this.stage(st, p, d, v, inh, bg || pipe.bg);
      }
    };
    // ( export X=/y ): a subshell's variables end with it
    if (node.sub) this.scoped(bodies);
    else bodies();
    if (node.isLoop) for (let k = from; k < this.commands.length; k++) (this.commands[k] as SimpleCommand).inLoop = true;
    if (node.fn !== null) {
      this.functions.push({ name: node.fn, commands: this.commands.slice(from) });
      if (node.fnSrc) this.fnSrc.set(node.fn, node.fnSrc);
    }
    if (p < 0 && bg) for (let k = from; k < this.commands.length; k++) (this.commands[k] as SimpleCommand).background = true;
  }

  private stage(node: Node, p: number, depth: number, via: string[], inherit: Redirect[], bg: boolean): void {
    if (this.full()) return;
    if (node.k === 1) {
      this.compound(node, depth, via, inherit, bg, p);
      return;
    }
    const from = this.commands.length;
    const single = this.subs(node.subs, depth, via);
    if (node.cmdSub >= 0) {
      // `$(echo rm -rf x) ...` runs the substitution's output as a command
      const sp = single[node.cmdSub] ?? -1;
      const stages = sp >= 0 ? (this.pipes[sp] as SimpleCommand[]) : [];
      const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
      if (out) {
        const rest = node.words
          .slice(1)
          .map((w) => w.raw)
          .join(" ");
        const head = out.text.replace(/\s+/g, " ").trim(); // word splitting of the output
        this.reparse(rest ? head + " " + rest : head, depth + 1, [...via, out.decoded ? "base64 | sh" : "$() | sh"]);
      }
    }
    if (node.procSubs) {
      for (const [w, k] of node.procSubs) {
        const sp = single[k] ?? -1;
        const stages = sp >= 0 ? (this.pipes[sp] as SimpleCommand[]) : [];
        const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
        if (out) this.procOut.set(w, out);
      }
    }
    const cmd: SimpleCommand = {
      words: node.words,
      assignments: node.assigns,
      redirects: inherit.length ? node.redirs.concat(inherit) : node.redirs,
      pipeline: p,
      stage: 0,
      pipelineLength: 0,
      depth,
      via,
      text: node.src.slice(node.start, node.end),
    };
    if (bg) cmd.background = true;
    (this.pipes[p] as SimpleCommand[]).push(cmd);
    const idx = this.commands.length;
    this.commands.push(cmd);
    this.adopt(from, idx);
    this.expand(cmd);
    this.resolve(cmd);
    this.knownSubs(cmd, node.subs, single);
    this.call(cmd);
    this.adopt(idx + 1, idx);
    this.learn(cmd);
  }

  /**
   * `rm -rf "$(echo ~)"`, `rm -rf $(printf %s /usr)`: a command whose $( ) / backtick words have a
   * known stdout, as a copy with that output in their place (via "$() out"), expanded on the tree.
   */
  private knownSubs(cmd: SimpleCommand, subs: Sub[], single: number[]): void {
    if (cmd.text.length > RESOLVE_MAX || !/\$\(|`/.test(cmd.text) || cmd.via.includes("$() out") || cmd.depth + 1 > this.maxDepth) return;
    // a shell's or eval's string, and a $( ) in the command word, are read as code elsewhere
    const prog = programName(cmd.words[0]);
    if (!cmd.words.length || /\$\(|`/.test(cmd.words[0]?.text ?? "") || isShell(prog) || prog === "eval") return;
    // only substitutions in the argument words (none in assignments or redirects), in order
    if (cmd.assignments.some((a) => /\$\(|`/.test(a.raw)) || cmd.redirects.some((r) => /\$\(|`/.test(r.target.raw))) return;
    const outs: (string | null)[] = [];
    subs.forEach((s, k) => {
      if (s.via !== "$()" && s.via !== "``") return;
      const sp = single[k] ?? -1;
      const stages = sp >= 0 ? (this.pipes[sp] as SimpleCommand[]) : [];
      const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
      const t = out?.text.trim() ?? "";
      outs.push(out && !out.decoded && t && !/[\n;&|<>`(){}]/.test(t) && !/\$(?!HOME\b)/.test(t) ? t : null);
    });
    if (!outs.some((o) => o !== null)) return;
    let next = 0;
    const known: Known = { scalar: () => undefined, array: () => undefined, sub: () => (next < outs.length ? (outs[next++] ?? null) : null) };
    const words = cmd.words.flatMap((w) => (w.expands ? (expandWord(w, known) ?? [w]) : [w]));
    if (next !== outs.length) return; // the words and the substitutions did not line up
    const text = words.map((w) => w.raw).join(" ");
    this.budget -= text.length;
    if (this.budget < 0) return;
    this.derived({ ...cmd, words, depth: cmd.depth + 1, via: [...cmd.via, "$() out"], text, pipelineLength: 1, stage: 0 });
  }

  /** A call of a function defined earlier, with arguments: its body again, $1... put in (via "function call"). */
  private call(cmd: SimpleCommand): void {
    if (!this.fnSrc.size || cmd.words.length < 2) return;
    const body = this.fnSrc.get((cmd.words[0] as Word).text);
    if (body === undefined || body.length > RESOLVE_MAX) return;
    const text = positional(
      body,
      null,
      cmd.words.slice(1).map((w) => w.text),
    );
    if (text !== body) this.reparse(text, cmd.depth + 1, [...cmd.via, "function call"], true);
  }

  /** Commands emitted from `from` on without a parent were found in command `parent`. */
  private adopt(from: number, parent: number): void {
    for (let k = from; k < this.commands.length; k++) {
      const c = this.commands[k] as SimpleCommand;
      if (c.parent === undefined && k !== parent) c.parent = parent;
    }
  }

  /** Analyse a string as shell code one level deeper. */
  reparse(script: string, depth: number, via: string[], optional = false): void {
    if (depth > this.maxDepth) {
      if (!optional) this.ctx.incomplete = true;
      return;
    }
    if (this.ctx.aborted || !script.trim()) return;
    // every re-analysed string is paid from one budget, so repeats (`bash x.sh` x 1000) stay linear
    this.budget -= script.length;
    if (this.budget < 0) {
      if (!optional) this.ctx.incomplete = true;
      return;
    }
    const list = new Parser(script, this.ctx, 0).parseAll();
    this.list(list, depth, via, []);
  }

  /** A command produced from another one (find -exec, xargs): its own one-stage pipeline. */
  private derived(cmd: SimpleCommand): void {
    if (cmd.depth > this.maxDepth) {
      this.ctx.incomplete = true;
      return;
    }
    if (this.full()) return;
    const p = this.pipes.length;
    this.pipes.push([cmd]);
    cmd.pipeline = p;
    delete cmd.parent; // a copy of its source command: adopted below by the caller's adopt()
    const idx = this.commands.length;
    this.commands.push(cmd);
    this.expand(cmd);
    this.adopt(idx + 1, idx);
  }

  private expand(cmd: SimpleCommand): void {
    const u = unwrapRunner(cmd);
    const w = u.words;
    // GIT_SSH_COMMAND='sh -c ...' git fetch: a variable a program runs as shell code
    for (const a of u.assignments.length ? u.assignments : cmd.assignments) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(a.text);
      if (m && ENV_COMMANDS.includes(m[1] as string)) this.reparse(a.text.slice(m[0].length), u.depth + 1, [...u.via, m[1] as string], true);
    }
    if (DECLARERS.includes(programName(w[0]))) {
      for (const a of w.slice(1)) {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(a.text);
        if (m && ENV_COMMANDS.includes(m[1] as string)) this.reparse(a.text.slice(m[0].length), u.depth + 1, [...u.via, m[1] as string], true);
      }
    }
    if (!w.length) return;
    if (u !== cmd && count(u.via, "xargs") > count(cmd.via, "xargs")) {
      const input = this.xargsInput(cmd);
      if (input === null) this.derived({ ...u, redirects: [] });
      else for (const words of xargsCommands(cmd, u.words, input)) this.derived({ ...u, words, redirects: [] });
      return;
    }
    if (u !== cmd && w.length === 1 && /\s/.test((w[0] as Word).text)) {
      // watch 'a; b', sudo -s 'a b', screen -dm 'a b': the runner hands one string to a shell
      this.reparse((w[0] as Word).text, u.depth, [...u.via]);
      return;
    }
    const prog = shellVar(w[0] as Word) ? "sh" : programName(w[0]);
    const d = u.depth + 1;
    if (isShell(prog)) {
      if (noExec(w)) return; // bash -n: a syntax check runs nothing
      const si = shellScriptIndex(w);
      const sc = si < 0 ? null : (w[si] as Word).text;
      if (sc !== null) {
        this.reparse(sc, d, [...u.via, prog + " -c"]);
        // bash -c 'rm -rf "$0"' / : the arguments after the script are $0 $1 ...
        const extra = w.slice(si + 1);
        if (extra.length && sc.length <= RESOLVE_MAX && !extra.some((x) => x.dynamic || x.expands || x.text === "{}")) {
          const text = positional(
            sc,
            (extra[0] as Word).text,
            extra.slice(1).map((x) => x.text),
          );
          if (text !== sc) this.reparse(text, d, [...u.via, prog + " -c", "$1"], true);
        }
      } else if (readsStdin(w)) this.stdinScript(cmd, d, [...u.via, "heredoc | sh"], [...u.via, "<<< | sh"]);
      else this.scriptFile(scriptOperand(w), d, u.via);
      return;
    }
    if ((w[0] as Word).text.includes("/")) this.scriptFile(w[0], d, u.via);
    switch (prog) {
      case "source":
      case ".":
        this.scriptFile(w[1], d, u.via);
        return;
      case "at":
      case "batch":
        if (!w.some((x) => x.text === "-f" || x.text === "-l" || x.text === "-d")) this.stdinScript(cmd, d, [...u.via, "at"], [...u.via, "at"]);
        return;
      case "script": {
        const c = optionValues(parseOptions(w, "script"), "command")[0];
        if (c !== undefined) this.reparse(c, d, [...u.via, "script -c"]);
        return;
      }
      case "eval":
        this.reparse(
          w
            .slice(1)
            .map((x) => x.text)
            .join(" "),
          d,
          [...u.via, "eval"],
        );
        return;
      case "su":
      case "runuser": {
        const c = optionValues(parseOptions(w, prog), "command")[0];
        if (c !== undefined) this.reparse(c, d, [...u.via, prog + " -c"]);
        return;
      }
      case "ssh": {
        const rest = sshRemote(w);
        if (rest) this.reparse(rest, d, [...u.via, "ssh"]);
        else {
          // ssh host <<EOF ... EOF: the remote shell reads its commands from stdin
          const body = stdinOf(cmd);
          if (body !== null) this.reparse(body, d, [...u.via, "ssh"]);
        }
        return;
      }
      case "trap": {
        // trap 'cmd' EXIT: the string runs later
        const a = w[1];
        if (a && a.text !== "-" && !a.text.startsWith("-")) this.reparse(a.text, d, [...u.via, "trap"]);
        return;
      }
      case "docker":
      case "podman":
      case "kubectl":
      case "oc": {
        const inner = containerExec(w, prog);
        if (inner) this.derived({ ...u, words: inner, redirects: [], assignments: [], via: [...u.via, prog + " exec"], depth: d, pipelineLength: 1, stage: 0 });
        return;
      }
      case "parallel": {
        if (w.some((x) => x.text === "--dry-run" || x.text === "--dryrun")) return; // prints the commands, runs none
        const spec = parallelSpec(w);
        // no ::: arguments: parallel reads them (or, without a command, whole command lines) from stdin
        const args =
          spec.args ??
          (spec.stdin
            ? (this.xargsInput(cmd)
                ?.split("\n")
                .map((l) => l.trim())
                .filter(Boolean) ?? null)
            : null);
        const via = [...u.via, "parallel"];
        const runs = args === null ? [null] : args.slice(0, XARGS_MAX_RUNS);
        for (const arg of runs) {
          if (!spec.template.length) {
            if (arg !== null) this.reparse(arg, d, via);
            continue;
          }
          const words = arg === null ? spec.template : fillTemplate(spec.template, spec.repl, arg);
          // the command line runs through a shell: a one-word template is a script
          if (words.length === 1 && /\s/.test((words[0] as Word).text)) this.reparse((words[0] as Word).text, d, via);
          else this.derived({ ...u, words, redirects: [], assignments: [], via, depth: d, pipelineLength: 1, stage: 0 });
        }
        return;
      }
      case "find": {
        for (let k = 1; k < w.length; k++) {
          const t = (w[k] as Word).text;
          if (t === "-exec" || t === "-execdir" || t === "-ok" || t === "-okdir") {
            let e = k + 1;
            while (e < w.length && (w[e] as Word).text !== ";" && (w[e] as Word).text !== "+") e++;
            if (e > k + 1)
              this.derived({
                ...u,
                words: w.slice(k + 1, e),
                redirects: [],
                assignments: [],
                via: [...u.via, "find -exec"],
                depth: d,
                pipelineLength: 1,
                stage: 0,
              });
            k = e;
          }
        }
        return;
      }
    }
  }

  /** What xargs reads when it is statically known: `echo /tmp/x | xargs rm -rf`, `xargs rm <<< x`. */
  private xargsInput(cmd: SimpleCommand): string | null {
    const own = stdinOf(cmd);
    if (own !== null) return own;
    const stages = this.pipes[cmd.pipeline] ?? [];
    const k = stages.indexOf(cmd);
    return k > 0 ? (stdoutOf(stages, k - 1, 0)?.text ?? null) : null;
  }

  /** A shell (or at/batch) reading its commands from a heredoc or here-string. */
  private stdinScript(cmd: SimpleCommand, d: number, viaDoc: string[], viaStr: string[]): void {
    for (const r of cmd.redirects) {
      if ((r.op === "<<" || r.op === "<<-") && r.heredoc) this.reparse(r.heredoc, d, viaDoc);
      else if (r.op === "<<<") this.reparse(r.target.text, d, viaStr);
    }
  }

  /** A script written earlier in the same command line (`cat > x.sh <<EOF ... EOF; bash x.sh`). */
  private scriptFile(word: Word | undefined, d: number, via: string[]): void {
    if (!word) return;
    const proc = this.procOut.get(word);
    if (proc) {
      this.reparse(proc.text, d, [...via, proc.decoded ? "base64 | sh" : "<() | sh"]);
      return;
    }
    if (!this.files.size) return;
    const body = this.files.get(normPath(word.text));
    if (body !== undefined) this.reparse(body, d, [...via, "script"]);
  }

  /** echo X | sh, echo X | base64 -d | bash, printf ... | sh; remember files written with known content. */
  private afterPipeline(p: number): void {
    const stages = this.pipes[p] as SimpleCommand[];
    for (let k = 0; k < stages.length; k++) {
      const st = stages[k] as SimpleCommand;
      for (const r of st.redirects) {
        if ((r.op === ">" || r.op === ">|" || r.op === ">>") && r.fd !== 2 && r.target.text && !r.target.dynamic && !r.target.expands) {
          const out = stdoutOf(stages, k, 0);
          const key = normPath(r.target.text);
          if (!out) this.files.delete(key);
          else this.files.set(key, r.op === ">>" ? (this.files.get(key) ?? "") + out.text : out.text);
        }
      }
      const u = unwrapRunner(st);
      if (!u.words.length || k === 0) continue;
      const prog = shellVar(u.words[0] as Word) ? "sh" : programName(u.words[0]);
      if (prog === "tee") {
        const out = stdoutOf(stages, k - 1, 0);
        for (const w of flagSet(u).operands)
          if (!w.dynamic && !w.expands) out ? this.files.set(normPath(w.text), out.text) : this.files.delete(normPath(w.text));
        continue;
      }
      const atLike = (prog === "at" || prog === "batch") && !u.words.some((x) => x.text === "-f");
      if (!atLike && (!isShell(prog) || shellScript(u.words) !== null || !readsStdin(u.words) || noExec(u.words))) continue;
      const out = stdoutOf(stages, k - 1, 0);
      if (!out) continue;
      const from = this.commands.length;
      this.reparse(out.text, u.depth + 1, [...u.via, atLike ? "at" : out.decoded ? "base64 | sh" : "echo | sh"]);
      this.adopt(from, this.commands.lastIndexOf(st));
    }
  }

  finish(): Analysis {
    const pipelines: SimpleCommand[][] = [];
    // number pipelines in the order their first command appears in `commands`
    const pos = new Map<SimpleCommand, number>();
    for (const [k, c] of this.commands.entries()) pos.set(c, k);
    const order = this.pipes.filter((p) => p.length).sort((a, b) => (pos.get(a[0] as SimpleCommand) ?? 0) - (pos.get(b[0] as SimpleCommand) ?? 0));
    for (const pipe of order) {
      if (!pipe.length) continue;
      const idx = pipelines.length;
      pipe.forEach((c, s) => {
        c.pipeline = idx;
        c.stage = s;
        c.pipelineLength = pipe.length;
      });
      pipelines.push(pipe);
    }
    return { commands: this.commands, pipelines, incomplete: this.ctx.incomplete, functions: this.functions };
  }
}

/** $SHELL, ${SHELL}, $BASH: a shell whatever its name. */
function shellVar(w: Word): boolean {
  return /^\$\{?(?:SHELL|BASH)\}?$/.test(w.text);
}

function normPath(p: string): string {
  return p.startsWith("./") ? p.slice(2) : p;
}

/** The script file operand of `bash [opts] file`. */
function scriptOperand(w: Word[]): Word | undefined {
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--") return w[k + 1];
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "--rcfile" || t === "--init-file") k++;
      continue;
    }
    return w[k];
  }
  return undefined;
}

function count(a: string[], x: string): number {
  let n = 0;
  for (const y of a) if (y === x) n++;
  return n;
}

const XARGS_MAX_INPUT = 4096;
const XARGS_MAX_RUNS = 8;

/**
 * The commands xargs runs on a known input: `-I R` puts each line in place of R (one command
 * per line), otherwise the blank-separated items are appended to the command.
 */
function xargsCommands(cmd: SimpleCommand, words: Word[], input: string): Word[][] {
  if (input.length > XARGS_MAX_INPUT) return [words];
  const w = cmd.words;
  let x = w.findIndex((y) => programName(y) === "xargs");
  let repl: string | null = null;
  let nul = false;
  let spot: string | null = null;
  for (x++; x > 0 && x < w.length; x++) {
    const t = (w[x] as Word).text;
    if (!t.startsWith("-") || t === "--") break;
    if (t === "-I") repl = w[++x]?.text ?? null;
    else if (t.startsWith("-I")) repl = t.slice(2);
    else if (t === "-J")
      spot = w[++x]?.text ?? null; // BSD: the items go in place of this word
    else if (t.startsWith("-J")) spot = t.slice(2);
    else if (t === "-i" || t === "--replace") repl = "{}";
    else if (t.startsWith("-i")) repl = t.slice(2);
    else if (t.startsWith("--replace=")) repl = t.slice(10) || "{}";
    else if (t === "-0" || t === "--null") nul = true;
    else if (takesNext(t, XARGS_SPEC)) x++;
  }
  const item = (text: string): Word => ({ text, raw: text, quoted: false, dynamic: false });
  const lines = input
    .split(nul ? "\0" : "\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, XARGS_MAX_RUNS);
  if (repl) return lines.length ? lines.map((line) => fillTemplate(words, repl as string, line)) : [words];
  const items = input.split(nul ? "\0" : /\s+/).filter(Boolean);
  if (spot !== null && words.some((y) => y.text === spot)) return [words.flatMap((y) => (y.text === spot ? items.map(item) : [y]))];
  const runs = [items.length ? words.concat(items.map(item)) : words];
  // sh -c 'eval "$1"' _ fed whole command lines: read each line as one argument too
  if (isShell(programName(words[0])) && lines.some((l) => /\s/.test(l))) for (const line of lines) runs.push(words.concat(item(line)));
  return runs;
}

/** The -c script of a shell invocation, or null. */
function shellScript(w: Word[]): string | null {
  const k = shellScriptIndex(w);
  return k < 0 ? null : (w[k] as Word).text;
}

/** Index of the -c script word of a shell invocation, or -1. */
function shellScriptIndex(w: Word[]): number {
  let c = false;
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--" || t === "-") return c && k + 1 < w.length ? k + 1 : -1;
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "-O" || t === "+O" || t === "--rcfile" || t === "--init-file") k++;
      else if (t === "--command") return k + 1 < w.length ? k + 1 : -1;
      else if (t[1] !== "-") {
        if (t.includes("c")) c = true;
        // -euo pipefail: a bundle ending in o / O takes the next word as the option's name
        if (/[oO]$/.test(t)) k++;
      }
      continue;
    }
    return c ? k : -1;
  }
  return -1;
}

/** `$0 $1 ... $@ $* $#` in a script or function body, put in from literal arguments. */
function positional(body: string, zero: string | null, args: string[]): string {
  return body.replace(/\$(?:\{([0-9@*#])\}|([0-9@*#]))/g, (all, a?: string, b?: string) => {
    const k = (a ?? b) as string;
    if (k === "@" || k === "*") return args.join(" ");
    if (k === "#") return String(args.length);
    if (k === "0") return zero ?? all;
    return args[Number(k) - 1] ?? "";
  });
}

/** Variables whose value a program runs as a shell command. */
const ENV_COMMANDS = [
  "GIT_SSH_COMMAND",
  "GIT_SSH",
  "GIT_EDITOR",
  "GIT_SEQUENCE_EDITOR",
  "GIT_PAGER",
  "GIT_EXTERNAL_DIFF",
  "GIT_ASKPASS",
  "SSH_ASKPASS",
  "PAGER",
  "EDITOR",
  "VISUAL",
  "LESSOPEN",
  "PROMPT_COMMAND",
  "RSYNC_RSH",
];

/** `bash -n`, `sh -nv`, `bash -o noexec`: read and check the script, run none of it. */
function noExec(w: Word[]): boolean {
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--" || t === "-" || t.length < 2 || (t[0] !== "-" && t[0] !== "+")) return false;
    if (t === "-o" && w[k + 1]?.text === "noexec") return true;
    if (t === "-o" || t === "+o" || t === "-O" || t === "+O" || t === "--rcfile" || t === "--init-file") k++;
    else if (t[0] === "-" && t[1] !== "-" && t.includes("n")) return true;
    else if (t[1] !== "-" && /[oO]$/.test(t)) k++;
  }
  return false;
}

/** A shell with no -c and no script file reads its commands from stdin. */
function readsStdin(w: Word[]): boolean {
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "-s" || t === "-") return true;
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "--rcfile" || t === "--init-file" || (t[1] !== "-" && /[oO]$/.test(t))) k++;
      continue;
    }
    return false;
  }
  return true;
}

/** docker|podman exec [opts] CTR cmd..., kubectl exec [opts] POD -- cmd... */
function containerExec(w: Word[], prog: string): Word[] | null {
  if (w[1]?.text !== "exec") return null;
  const dd = w.findIndex((x) => x.text === "--");
  if (prog === "kubectl" || prog === "oc") return dd > 0 && dd < w.length - 1 ? w.slice(dd + 1) : null;
  const { first } = parseArgs(w, "docker exec", 2);
  return first > 0 && first + 1 < w.length ? w.slice(first + 1) : null;
}

const PARALLEL_SEPARATORS = [":::", "::::", ":::+", "::::+"];

/** GNU parallel [opts] [CMD ...] [::: args ...]: the command template, its replacement string, its arguments. */
function parallelSpec(w: Word[]): { template: Word[]; repl: string; args: string[] | null; stdin: boolean } {
  let repl = "{}";
  let k = 1;
  for (; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t.length < 2 || t[0] !== "-" || PARALLEL_SEPARATORS.includes(t)) break;
    if (t === "--") {
      k++;
      break;
    }
    if (t[1] === "-") {
      if (t === "--replace" || t.startsWith("--replace=")) repl = t.slice(10) || "{}";
      else if (takesNext(t, specOf("parallel"))) k++;
      continue;
    }
    if (t[1] === "I") repl = t.length > 2 ? t.slice(2) : (w[++k]?.text ?? repl);
    else if (takesNext(t, specOf("parallel"))) k++;
  }
  let e = k;
  while (e < w.length && !PARALLEL_SEPARATORS.includes((w[e] as Word).text)) e++;
  const template = w.slice(k, e);
  if (e >= w.length) return { template, repl, args: null, stdin: true };
  const args: string[] = [];
  let files = false;
  for (let j = e; j < w.length; j++) {
    const t = (w[j] as Word).text;
    if (PARALLEL_SEPARATORS.includes(t)) files = t.startsWith("::::");
    else if (!files) args.push(t);
  }
  return { template, repl, args: files && !args.length ? null : args, stdin: false };
}

/** A parallel / xargs command for one input item: the replacement string filled, else the item appended. */
function fillTemplate(template: Word[], repl: string, item: string): Word[] {
  const lit = (text: string): Word => ({ text, raw: text, quoted: false, dynamic: false });
  if (!template.some((x) => x.text.includes(repl))) return [...template, lit(item)];
  return template.map((x) => (x.text.includes(repl) ? lit(x.text.split(repl).join(item)) : x));
}

/** ssh [opts] HOST [cmd ...]: the remote command (what follows the host). */
function sshRemote(w: Word[]): string {
  const { first } = parseArgs(w, "ssh");
  return first < 0
    ? ""
    : w
        .slice(first + 1)
        .map((x) => x.text)
        .join(" ");
}

function literalArgs(cmd: SimpleCommand, from: number): string | null {
  const parts: string[] = [];
  for (let k = from; k < cmd.words.length; k++) {
    const x = cmd.words[k] as Word;
    // echo $HOME / echo ~: the home directory, which the checks know by name
    if (x.dynamic && !/^(?:~|\$HOME|\$\{HOME\})(?:\/[\w.-]*)*$/.test(x.text)) return null;
    parts.push(x.text);
  }
  return parts.join(" ");
}

function stdinOf(cmd: SimpleCommand): string | null {
  for (const r of cmd.redirects) {
    if ((r.op === "<<" || r.op === "<<-") && r.heredoc !== undefined) return r.heredoc;
    if (r.op === "<<<") return r.target.text;
  }
  return null;
}

/** Statically known stdout of stage k (echo/printf literal, cat heredoc, base64 -d, xxd -r -p, rev). */
function stdoutOf(stages: SimpleCommand[], k: number, hops: number): { text: string; decoded: boolean } | null {
  if (k < 0 || hops > 6) return null;
  const c = unwrapRunner(stages[k] as SimpleCommand);
  const prog = programName(c.words[0]);
  const input = (): { text: string; decoded: boolean } | null => {
    const own = stdinOf(c);
    if (own !== null) return { text: own, decoded: false };
    return stdoutOf(stages, k - 1, hops + 1);
  };
  switch (prog) {
    case "echo": {
      let from = 1;
      let nl = "\n";
      while (from < c.words.length && /^-[neE]+$/.test((c.words[from] as Word).text)) {
        if ((c.words[from] as Word).text.includes("n")) nl = "";
        from++;
      }
      const t = literalArgs(c, from);
      return t === null ? null : { text: t + nl, decoded: false };
    }
    case "printf": {
      const f = c.words[1];
      if (!f || f.dynamic) return null;
      if ((f.text === "%s" || f.text === "%s\\n") && c.words.length > 2) {
        const t = literalArgs(c, 2);
        return t === null ? null : { text: t, decoded: false };
      }
      if (c.words.length === 2) return { text: f.text.replace(/\\n/g, "\n"), decoded: false };
      return null;
    }
    case "cat": {
      if (c.words.length > 1) return null;
      return input();
    }
    case "ls": {
      // ls -d PATHS prints the paths themselves (globs as the checks read them)
      const fl = flagSet(c);
      if (!fl.short.has("d") || !fl.operands.length || [...fl.short].some((x) => !/[dA1aF]/.test(x)) || fl.long.size) return null;
      const parts = fl.operands.map((x) => x.text);
      return parts.some((t) => t.startsWith("-") || /[$`]/.test(t.replace(/^\$\{?HOME\}?/, ""))) ? null : { text: parts.join("\n"), decoded: false };
    }
    case "dirname":
    case "basename": {
      // dirname "$HOME/x", basename /usr/: one path each, no options
      if (c.words.length !== 2 || (c.words[1] as Word).text.startsWith("-")) return null;
      const t = literalArgs(c, 1);
      if (t === null || !t) return null;
      const p = t.length > 1 ? t.replace(/\/+$/, "") : t;
      const at = p.lastIndexOf("/");
      if (prog === "basename") return { text: `${at < 0 ? p : p.slice(at + 1)}\n`, decoded: false };
      return { text: `${at < 0 ? "." : at === 0 ? "/" : p.slice(0, at)}\n`, decoded: false };
    }
    case "base64":
    case "base32":
    case "openssl": {
      const fl = flagSet(c);
      if (!(fl.short.has("d") || fl.short.has("D") || fl.long.has("decode"))) return null;
      if (prog === "base32") return null;
      if (prog === "openssl" && !c.words.some((x) => x.text === "base64" || x.text === "-base64" || x.text === "-a")) return null;
      const inp = input();
      if (!inp) return null;
      const t = decodeBase64(inp.text);
      return t === null ? null : { text: t, decoded: true };
    }
    case "xxd": {
      const fl = flagSet(c);
      if (!fl.short.has("r") || !fl.short.has("p")) return null;
      const inp = input();
      if (!inp) return null;
      const hex = inp.text.replace(/\s+/g, "");
      if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
      return { text: Buffer.from(hex, "hex").toString("utf8"), decoded: true };
    }
    case "rev": {
      const inp = input();
      if (!inp) return null;
      return {
        text: inp.text
          .split("\n")
          .map((l) => [...l].reverse().join(""))
          .join("\n"),
        decoded: inp.decoded,
      };
    }
  }
  return null;
}

function decodeBase64(s: string): string | null {
  const t = s.replace(/\s+/g, "");
  if (!t || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  return Buffer.from(t, "base64").toString("utf8");
}

const DEFAULTS = { maxDepth: 4, maxCommands: 2000, maxBytes: 256 * 1024 };

/** Parse a shell command line into simple commands and pipelines. Never throws. */
export function analyze(source: string, limits?: Limits): Analysis {
  const maxDepth = limits?.maxDepth ?? DEFAULTS.maxDepth;
  const maxCommands = limits?.maxCommands ?? DEFAULTS.maxCommands;
  const maxBytes = limits?.maxBytes ?? DEFAULTS.maxBytes;
  const ctx: ParseCtx = { incomplete: false, aborted: false, simple: 0, maxCommands: maxCommands * 2 };
  let src = typeof source === "string" ? source : "";
  if (src.length > maxBytes) {
    src = src.slice(0, maxBytes);
    ctx.incomplete = true;
  }
  const em = new Emitter(ctx, maxDepth, maxCommands, maxBytes);
  try {
    const list = fastList(src) ?? new Parser(src, ctx, 0).parseAll();
    em.list(list, 0, [], []);
  } catch (err) {
    // An unparsable command is analysed as far as it went (incomplete), and the throw is logged.
    ctx.incomplete = true;
    fault("parse", err);
  }
  return em.finish();
}

const FAST_MAX = 2048;
const FAST_RESERVED = ["if", "then", "elif", "else", "fi", "while", "until", "for", "select", "do", "done", "case", "esac", "function", "time", "coproc", "in"];

/** Plain words only (`git status`, `npm run build`): split without the parser, same result. */
function fastList(src: string): ListNode | null {
  if (src.length > FAST_MAX) return null;
  const words: Word[] = [];
  let start = -1;
  let first = -1;
  let end = 0;
  for (let i = 0; i <= src.length; i++) {
    const c = i < src.length ? src.charCodeAt(i) : 32;
    if (c === 32 || c === 9) {
      if (start >= 0) {
        const text = src.slice(start, i);
        if (!words.length && (text.includes("=") || FAST_RESERVED.includes(text))) return null;
        words.push({ text, raw: text, quoted: false, dynamic: false });
        if (first < 0) first = start;
        end = i;
        start = -1;
      }
      continue;
    }
    // A-Z a-z 0-9 _ . / : @ % + , = - ~ (but not ~ or = first)
    const ok =
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      (c >= 48 && c <= 57) ||
      c === 95 ||
      c === 46 ||
      c === 47 ||
      c === 58 ||
      c === 64 ||
      c === 37 ||
      c === 43 ||
      c === 44 ||
      c === 45 ||
      ((c === 61 || c === 126) && start >= 0);
    if (!ok) return null;
    if (start < 0) start = i;
  }
  if (!words.length) return null;
  const node = { k: 0 as const, words, assigns: [], redirs: [], subs: [], src, start: first, end, cmdSub: -1 };
  return [{ stages: [node], bg: false }];
}

/** A function that calls itself at least twice, piped or in the background, and is then invoked. */
export function isForkBomb(input: string | Analysis): boolean {
  const a = typeof input === "string" ? analyze(input) : input;
  for (const fn of a.functions) {
    if (!fn.name) continue;
    const calls = fn.commands.filter((c) => programName(c.words[0]) === fn.name);
    if (!calls.some((c) => c.pipelineLength > 1 || c.background)) continue;
    if (calls.length < 2 && !calls.some((c) => c.inLoop)) continue;
    if (a.commands.some((c) => !fn.commands.includes(c) && programName(c.words[0]) === fn.name)) return true;
  }
  return false;
}
