// analyze(): parse, then flatten the tree into simple commands and pipelines, recursing into
// strings that are themselves shell (bash -c, eval, ssh, su -c, echo … | base64 -d | sh, find -exec, xargs).
import { Parser, type ListNode, type Node, type ParseCtx, type Sub } from "./parse";
import { flagSet, programName, unwrapRunner } from "./runners";
import type { Analysis, Limits, Redirect, ShellFunction, SimpleCommand, Word } from "./types";

const SHELLS = ["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "fish", "rbash", "pdksh", "oksh"];

export function isShell(name: string): boolean {
  return SHELLS.includes(name);
}

class Emitter {
  readonly commands: SimpleCommand[] = [];
  readonly pipes: SimpleCommand[][] = [];
  readonly functions: ShellFunction[] = [];

  constructor(readonly ctx: ParseCtx, readonly maxDepth: number, readonly maxCommands: number) {}

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

  private subs(subs: Sub[], depth: number, via: string[]): void {
    for (const s of subs) this.list(s.list, depth + 1, [...via, s.via], []);
  }

  /** A compound command; p >= 0 flattens its commands into pipeline p. */
  private compound(node: Node & { k: 1 }, depth: number, via: string[], inherit: Redirect[], bg: boolean, p: number): void {
    this.subs(node.subs, depth, via);
    const d = node.sub ? depth + 1 : depth;
    const v = node.sub ? [...via, "subshell"] : node.fn !== null ? [...via, "function"] : via;
    const inh = node.redirs.length ? inherit.concat(node.redirs.map((r) => ({ ...r, inherited: true }))) : inherit;
    const from = this.commands.length;
    for (const body of node.bodies) {
      if (p < 0) this.list(body, d, v, inh);
      else for (const pipe of body) for (const st of pipe.stages) this.stage(st, p, d, v, inh, bg || pipe.bg);
    }
    if (node.fn !== null) this.functions.push({ name: node.fn, commands: this.commands.slice(from) });
    if (p < 0 && bg) for (let k = from; k < this.commands.length; k++) (this.commands[k] as SimpleCommand).background = true;
  }

  private stage(node: Node, p: number, depth: number, via: string[], inherit: Redirect[], bg: boolean): void {
    if (this.full()) return;
    if (node.k === 1) {
      this.compound(node, depth, via, inherit, bg, p);
      return;
    }
    this.subs(node.subs, depth, via);
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
    this.commands.push(cmd);
    this.expand(cmd);
  }

  /** Analyse a string as shell code one level deeper. */
  reparse(script: string, depth: number, via: string[]): void {
    if (depth > this.maxDepth) {
      this.ctx.incomplete = true;
      return;
    }
    if (this.ctx.aborted || !script.trim()) return;
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
    this.commands.push(cmd);
    this.expand(cmd);
  }

  private expand(cmd: SimpleCommand): void {
    const u = unwrapRunner(cmd);
    const w = u.words;
    if (!w.length) return;
    if (u !== cmd && count(u.via, "xargs") > count(cmd.via, "xargs")) {
      this.derived({ ...u, redirects: [] });
      return;
    }
    if (u !== cmd && u.via[u.via.length - 1] === "watch" && w.length === 1 && /\s/.test((w[0] as Word).text)) {
      this.reparse((w[0] as Word).text, u.depth, [...u.via]);
      return;
    }
    const prog = programName(w[0]);
    const d = u.depth + 1;
    if (isShell(prog)) {
      const sc = shellScript(w);
      if (sc !== null) this.reparse(sc, d, [...u.via, prog + " -c"]);
      else if (sc === null && readsStdin(w)) {
        for (const r of cmd.redirects) {
          if ((r.op === "<<" || r.op === "<<-") && r.heredoc) this.reparse(r.heredoc, d, [...u.via, "heredoc | sh"]);
          else if (r.op === "<<<") this.reparse(r.target.text, d, [...u.via, "<<< | sh"]);
        }
      }
      return;
    }
    switch (prog) {
      case "eval":
        this.reparse(w.slice(1).map((x) => x.text).join(" "), d, [...u.via, "eval"]);
        return;
      case "su":
      case "runuser": {
        const c = optionValue(w, "c", "command");
        if (c !== null) this.reparse(c, d, [...u.via, prog + " -c"]);
        return;
      }
      case "ssh": {
        const rest = sshRemote(w);
        if (rest) this.reparse(rest, d, [...u.via, "ssh"]);
        return;
      }
      case "find": {
        for (let k = 1; k < w.length; k++) {
          const t = (w[k] as Word).text;
          if (t === "-exec" || t === "-execdir" || t === "-ok" || t === "-okdir") {
            let e = k + 1;
            while (e < w.length && (w[e] as Word).text !== ";" && (w[e] as Word).text !== "+") e++;
            if (e > k + 1) this.derived({ ...u, words: w.slice(k + 1, e), redirects: [], assignments: [], via: [...u.via, "find -exec"], depth: d, pipelineLength: 1, stage: 0 });
            k = e;
          }
        }
        return;
      }
    }
  }

  /** echo X | sh, echo X | base64 -d | bash, printf … | sh. */
  private afterPipeline(p: number): void {
    const stages = this.pipes[p] as SimpleCommand[];
    for (let k = 1; k < stages.length; k++) {
      const u = unwrapRunner(stages[k] as SimpleCommand);
      if (!u.words.length || !isShell(programName(u.words[0])) || shellScript(u.words) !== null || !readsStdin(u.words)) continue;
      const out = stdoutOf(stages, k - 1, 0);
      if (out) this.reparse(out.text, u.depth + 1, [...u.via, out.decoded ? "base64 | sh" : "echo | sh"]);
    }
  }

  finish(): Analysis {
    const pipelines: SimpleCommand[][] = [];
    for (const pipe of this.pipes) {
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

function count(a: string[], x: string): number {
  let n = 0;
  for (const y of a) if (y === x) n++;
  return n;
}

/** The -c script of a shell invocation, or null. */
function shellScript(w: Word[]): string | null {
  let c = false;
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--" || t === "-") {
      if (c) return w[k + 1]?.text ?? null;
      return null;
    }
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "-O" || t === "+O" || t === "--rcfile" || t === "--init-file") k++;
      else if (t === "--command") return w[k + 1]?.text ?? null;
      else if (t[1] !== "-" && t.includes("c")) c = true;
      continue;
    }
    return c ? t : null;
  }
  return null;
}

/** A shell with no -c and no script file reads its commands from stdin. */
function readsStdin(w: Word[]): boolean {
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "-s" || t === "-") return true;
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "--rcfile" || t === "--init-file") k++;
      continue;
    }
    return false;
  }
  return true;
}

function optionValue(w: Word[], short: string, long: string): string | null {
  for (let k = 1; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "-" + short || t === "--" + long) return w[k + 1]?.text ?? null;
    if (t.startsWith("--" + long + "=")) return t.slice(long.length + 3);
    if (t.length > 2 && t[0] === "-" && t[1] !== "-" && t.endsWith(short)) return w[k + 1]?.text ?? null;
  }
  return null;
}

const SSH_ARG = "bcDEeFIiJLlmOopQRSWwB";

function sshRemote(w: Word[]): string {
  let k = 1;
  for (; k < w.length; k++) {
    const t = (w[k] as Word).text;
    if (t === "--") {
      k++;
      break;
    }
    if (t.length < 2 || t[0] !== "-") break;
    const last = t[t.length - 1] as string;
    if (t.length === 2 && SSH_ARG.includes(last)) k++;
  }
  // w[k] is the host; the rest is the remote command
  return w
    .slice(k + 1)
    .map((x) => x.text)
    .join(" ");
}

function literalArgs(cmd: SimpleCommand, from: number): string | null {
  const parts: string[] = [];
  for (let k = from; k < cmd.words.length; k++) {
    const x = cmd.words[k] as Word;
    if (x.dynamic) return null;
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
      while (from < c.words.length && /^-[neE]+$/.test((c.words[from] as Word).text)) from++;
      const t = literalArgs(c, from);
      return t === null ? null : { text: t, decoded: false };
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
    case "base64":
    case "base32":
    case "openssl": {
      const fl = flagSet(c);
      if (!(fl.short.has("d") || fl.short.has("D") || fl.long.has("decode"))) return null;
      if (prog === "base32") return null;
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
      return { text: inp.text.split("\n").map((l) => [...l].reverse().join("")).join("\n"), decoded: inp.decoded };
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
  const ctx: ParseCtx = { incomplete: false, aborted: false, simple: 0, maxCommands: maxCommands * 4 };
  let src = typeof source === "string" ? source : "";
  if (src.length > maxBytes) {
    src = src.slice(0, maxBytes);
    ctx.incomplete = true;
  }
  const em = new Emitter(ctx, maxDepth, maxCommands);
  try {
    const list = new Parser(src, ctx, 0).parseAll();
    em.list(list, 0, [], []);
  } catch {
    ctx.incomplete = true;
  }
  return em.finish();
}

/** A function that calls itself at least twice, piped or in the background, and is then invoked. */
export function isForkBomb(input: string | Analysis): boolean {
  const a = typeof input === "string" ? analyze(input) : input;
  for (const fn of a.functions) {
    if (!fn.name) continue;
    const calls = fn.commands.filter((c) => programName(c.words[0]) === fn.name);
    if (calls.length < 2 || !calls.some((c) => c.pipelineLength > 1 || c.background)) continue;
    if (a.commands.some((c) => !fn.commands.includes(c) && programName(c.words[0]) === fn.name)) return true;
  }
  return false;
}
