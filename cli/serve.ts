// hookguard serve: one resident process answering every guard over HTTP. POST /<guard> with the
// hook payload; the body of the answer is the verdict JSON the command transport would print
// (`{}` for continue). The guard copies are require()d from the hooks folder (a built guard
// exports { guard, decide } when required) and reloaded when a copy's mtime changes. Fail-open
// like the bus: anything malformed, oversized or slow answers 200 `{}` and leaves a log line.
import { appendFileSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { realCtx } from "../engine/context";
import type { Ctx, Guard } from "../engine/types";
import { isGuardFile } from "./catalog";

export interface ServeOptions {
  port: number;
  host: string;
  dir: string;
  /** Bodies above this are not parsed: answer `{}` (the command transport's stdin cap does the same). */
  maxBody: number;
  /** Per-request time budget; past it the answer is `{}`. */
  budgetMs: number;
  log?: (line: string) => void;
}

interface Decision {
  output: { stdout: string; exitCode: number; stderr?: string };
  verdict: { kind: string; rule?: string };
  stage: string;
  error?: string;
  host: { id: string };
  event?: { name: string };
}
type Decide = (guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx) => Promise<Decision>;

interface Pending {
  deadline: number;
  resolve: () => void;
}

interface Loaded {
  name: string;
  path: string;
  mtimeMs: number;
  size: number;
  /** performance.now() of the last stat */
  checkedAt: number;
  guard?: Guard;
  decide?: Decide;
  error?: string;
}

/** Bodies past this are not even drained: the connection is cut. */
const HARD_BODY_LIMIT = 64 * 1024 * 1024;
const EMPTY = "{}";
const MARKER = "// engine/runtime.ts";
/** How often a served copy is re-statted for edits. */
const RECHECK_MS = 100;

export interface GuardServer {
  server: Server;
  /** Stop accepting, let in-flight requests finish, close keep-alive sockets. */
  drain(): Promise<void>;
  stats: { requests: number; malformed: number; oversized: number; timeouts: number; inflight: number };
  guards(): string[];
}

export function createGuardServer(opts: ServeOptions): GuardServer {
  const req = createRequire(join(opts.dir, "noop.js"));
  const cache = new Map<string, Loaded>();
  const stats = { requests: 0, malformed: 0, oversized: 0, timeouts: 0, inflight: 0 };
  let draining = false;

  // Log lines are rate-limited so a flood of bad requests cannot flood the log.
  let windowStart = 0;
  let windowCount = 0;
  let suppressed = 0;
  const log = (line: string) => {
    const now = Date.now();
    if (now - windowStart > 1000) {
      if (suppressed) opts.log?.(`${new Date(now).toISOString()} (${suppressed} log lines suppressed)`);
      windowStart = now;
      windowCount = 0;
      suppressed = 0;
    }
    if (++windowCount > 20) {
      suppressed++;
      return;
    }
    opts.log?.(`${new Date(now).toISOString()} ${line}`);
  };

  // The folder listing, cached for a second (it is only shown in logs and /healthz).
  let listed: { at: number; names: string[] } = { at: -Infinity, names: [] };
  const guards = () => {
    const now = performance.now();
    if (now - listed.at < 1000) return listed.names;
    let names: string[] = [];
    try {
      names = readdirSync(opts.dir).filter(isGuardFile).map((f) => f.slice(0, -4)).sort();
    } catch {
      // no folder: nothing served
    }
    listed = { at: now, names };
    return names;
  };

  /** The current copy of a guard, reloaded when its mtime or size changed; undefined if absent. */
  function load(name: string): Loaded | undefined {
    const fresh = cache.get(name);
    // stat at most every RECHECK_MS per guard: an edit shows up within that, and a busy server
    // does not pay a stat per verdict.
    if (fresh?.decide && performance.now() - fresh.checkedAt < RECHECK_MS) return fresh;
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name) || !isGuardFile(`${name}.cjs`)) return undefined;
    const path = join(opts.dir, `${name}.cjs`);
    let st;
    try {
      st = statSync(path);
    } catch {
      cache.delete(name);
      return undefined;
    }
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) {
      hit.checkedAt = performance.now();
      return hit;
    }
    const next: Loaded = { name, path, mtimeMs: st.mtimeMs, size: st.size, checkedAt: performance.now() };
    try {
      // Only hookguard bundles are require()d: any other script in the folder would run on load.
      if (!readFileSync(path, "utf8").includes(MARKER)) throw new Error("not a hookguard guard bundle");
      delete req.cache[path];
      const mod: unknown = req(path);
      const m = mod as { guard?: Guard; decide?: Decide };
      if (typeof m?.decide !== "function" || typeof m.guard?.handlers !== "object") throw new Error("does not export { guard, decide }");
      next.guard = m.guard;
      next.decide = m.decide;
      if (hit) log(`reloaded ${name} from ${path}`);
    } catch (e) {
      next.error = (e as Error).message;
      // Keep serving the last good copy of an edited file that fails to load (its selftest shows why).
      if (hit?.decide) {
        log(`reload of ${name} failed, still serving the previous copy: ${next.error}`);
        next.guard = hit.guard as Guard;
        next.decide = hit.decide;
      } else log(`cannot load ${name}: ${next.error}`);
    }
    cache.set(name, next);
    return next;
  }

  // One Ctx for the process (env, clock, files): the guards read it, never write it.
  const ctx = realCtx(process.env);

  // Time budgets: one sweeper timer for all in-flight requests instead of a timer each.
  const pending = new Set<Pending>();
  let sweeper: NodeJS.Timeout | undefined;
  const sweepEvery = Math.max(5, Math.min(50, Math.floor(opts.budgetMs / 4)));
  function armSweeper(): void {
    if (sweeper) return;
    sweeper = setInterval(() => {
      const now = performance.now();
      for (const p of pending) {
        if (p.deadline <= now) {
          pending.delete(p);
          p.resolve();
        }
      }
      if (pending.size === 0) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    }, sweepEvery);
  }

  const debugLogPath = process.env.HOOKGUARD_DEBUG_LOG;
  function debug(name: string, d: Decision, ms: number): void {
    if (!debugLogPath) return;
    try {
      appendFileSync(debugLogPath, JSON.stringify({ ts: new Date().toISOString(), guard: name, host: d.host.id, event: d.event?.name ?? "", verdict: d.verdict.kind, rule: d.verdict.rule, stage: d.stage, error: d.error, ms, transport: "http" }) + "\n");
    } catch {
      // never let logging break a verdict
    }
  }

  function send(res: ServerResponse, body: string, close = false): void {
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      ...(close || draining ? { connection: "close" } : {}),
    });
    res.end(body);
  }

  async function answer(name: string, body: string, argv: string[]): Promise<string> {
    const g = load(name);
    if (!g?.decide || !g.guard) {
      stats.malformed++;
      log(`unknown guard /${name}: answered {} (serving: ${guards().join(", ") || "none"})`);
      return EMPTY;
    }
    const started = performance.now();
    let expire: Pending | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      expire = { deadline: started + opts.budgetMs, resolve: () => resolve(undefined) };
      pending.add(expire);
      armSweeper();
    });
    const d = await Promise.race([g.decide(g.guard, body, argv, ctx), timeout]);
    pending.delete(expire as Pending);
    if (!d) {
      stats.timeouts++;
      log(`${name}: over the ${opts.budgetMs} ms budget, answered {}`);
      return EMPTY;
    }
    debug(name, d, Math.round((performance.now() - started) * 100) / 100);
    if (d.error || d.stage === "empty" || (d.stage === "no-event" && body.trim() !== "")) {
      stats.malformed++;
      log(`${name}: malformed payload (${d.stage}${d.error ? `: ${d.error.slice(0, 120)}` : ""}), answered {}`);
    }
    if (d.output.stdout) return d.output.stdout;
    // A host that blocks with exit 2 + stderr on the command transport: over HTTP a status code
    // cannot block, so the reason travels as a JSON decision instead.
    if (d.output.exitCode === 2 && d.output.stderr) return JSON.stringify({ decision: "block", reason: d.output.stderr.trim() });
    return EMPTY;
  }

  function info(res: ServerResponse, gc: boolean): void {
    // ?gc=1 under `node --expose-gc`: collect first, so heapUsed shows what is really retained.
    const collect = (globalThis as { gc?: () => void }).gc;
    if (gc && collect) collect();
    const mem = process.memoryUsage();
    send(res, JSON.stringify({ ok: !draining, guards: guards(), dir: opts.dir, ...stats, rss: mem.rss, heapUsed: mem.heapUsed }));
  }

  const server = createServer((request: IncomingMessage, res: ServerResponse) => {
    stats.requests++;
    stats.inflight++;
    res.on("close", () => stats.inflight--);
    const raw = request.url ?? "/";
    const simple = /^\/[A-Za-z0-9_.-]*$/.test(raw);
    const url = simple ? undefined : new URL(raw, "http://x");
    let name = simple ? raw.slice(1) : (url as URL).pathname.replace(/^\/+|\/+$/g, "");
    try {
      name = decodeURIComponent(name);
    } catch {
      // keep it raw: an unknown guard answers {}
    }
    if (name.endsWith(".cjs")) name = name.slice(0, -4); // POST /security_guard.cjs works too
    if (request.method === "GET" && (name === "" || name === "healthz" || name === "healthz/")) {
      request.resume();
      return info(res, url?.searchParams.get("gc") === "1");
    }
    if (request.method !== "POST") {
      request.resume();
      stats.malformed++;
      log(`${request.method} /${name}: only POST /<guard> is served, answered {}`);
      return send(res, EMPTY);
    }
    const host = url?.searchParams.get("host");
    const argv = host ? [`--host=${host}`] : [];
    const chunks: Buffer[] = [];
    let size = 0;
    let oversized = false;
    const declared = Number(request.headers["content-length"] ?? NaN);
    if (declared > HARD_BODY_LIMIT) {
      stats.oversized++;
      log(`/${name}: body of ${declared} bytes over the hard limit, answered {} and closed`);
      send(res, EMPTY, true);
      request.socket.destroySoon?.();
      return;
    }
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > opts.maxBody) {
        if (!oversized) {
          oversized = true;
          chunks.length = 0;
        }
        if (size > HARD_BODY_LIMIT) {
          send(res, EMPTY, true);
          request.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    request.on("error", () => send(res, EMPTY, true));
    request.on("end", () => {
      if (oversized) {
        stats.oversized++;
        log(`/${name}: body of ${size} bytes over the ${opts.maxBody}-byte cap, answered {}`);
        return send(res, EMPTY);
      }
      const body = Buffer.concat(chunks).toString("utf8");
      answer(name, body, argv).then(
        (text) => send(res, text),
        (e: unknown) => {
          log(`/${name}: ${(e as Error)?.message ?? String(e)}, answered {}`);
          send(res, EMPTY);
        },
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  server.requestTimeout = 30_000;
  server.on("clientError", (_e, socket) => {
    stats.malformed++;
    if (socket.writable) socket.end("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}");
  });

  function drain(): Promise<void> {
    draining = true;
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }

  return { server, drain, stats, guards };
}
