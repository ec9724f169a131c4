// hookguard serve: one resident process answering every guard. Two ways in:
//  - HTTP (`--port`): POST /<guard> with the hook payload; the body of the answer is the verdict
//    JSON the command transport would print (`{}` for continue). Loopback only by default, and
//    authenticated: the token from the token file, or (Linux) the peer's uid from /proc.
//  - The launcher's Unix socket (`--daemon`): `<hooks>/.hookguard-run/sock`, 0600 in a 0700
//    folder. The body is the launcher's `export -p` dump and the payload (cli/envdump.ts); the
//    answer is a frame with the bundle's exit code, stderr and stdout, so the launcher prints
//    exactly what the bundle would have.
// The guard copies are require()d from the hooks folder (a built guard exports { guard, decide }
// when required) and reloaded when a copy's mtime changes. Every check runs in a worker thread
// with a deadline: a runaway or blocked check costs that one request its budget (answered per the
// fail mode) and never holds up another.
import { spawn } from "node:child_process";
import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  type Stats,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { connect, type Socket } from "node:net";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { realCtx } from "../engine/context";
import { debugLog, logDecision } from "../engine/debuglog";
import { stateRoot } from "../engine/state";
import { pickHost } from "../engine/hosts/index";
import type { HostOutput } from "../engine/hosts/types";
import { failureOutput } from "../engine/runtime";
import type { Ctx, Guard } from "../engine/types";
import { isGuardFile } from "./catalog";
import { parseLauncherBody } from "./envdump";
import { peerUid } from "./peeruid";

interface ServeOptions {
  /** TCP port (HTTP transport); ignored when `socket` is set. */
  port: number;
  host: string;
  /** Unix socket path: the launcher's transport (no token: the 0700 folder is the lock). */
  socket?: string;
  dir: string;
  /** Bodies above this are not parsed: answered per the fail mode. */
  maxBody: number;
  /** Per-request deadline; past it the answer follows the fail mode. */
  budgetMs: number;
  /** The token a TCP client may present (x-hookguard-token or Authorization: Bearer). */
  token?: string;
  /** Refuse TCP requests without the token even when /proc names the peer as our uid. */
  requireToken?: boolean;
  /** Exit after this long without a request (0: never). */
  idleMs?: number;
  onIdle?: () => void;
  /** Worker threads at most (each runs one check at a time). */
  workers?: number;
  log?: (line: string) => void;
}

interface Decision {
  output: HostOutput;
  verdict: { kind: string; rule?: string };
  stage: string;
  error?: string;
  host: { id: string };
  event?: { name: string };
  faults?: readonly { stage: string; error: string }[];
}
type Decide = (guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx) => Promise<Decision>;

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
/** The frame version the launcher checks; anything else makes it run the bundle. */
const FRAME = "HG1";
/** What a frame answer says when the launcher must run the bundle itself. */
const FALLBACK_FRAME = `${FRAME} fallback\n`;
const RECENT = 50;

interface Recent {
  guard: string;
  ms: number;
  transport: "socket" | "http";
  at: number;
}

interface GuardServer {
  server: Server;
  /** Stop accepting, let in-flight requests finish, close keep-alive sockets. */
  drain(): Promise<void>;
  stats: { requests: number; malformed: number; oversized: number; timeouts: number; refused: number; inflight: number };
  recent: Recent[];
  guards(): string[];
  close(): void;
}

// ---------------------------------------------------------------------------------------------
// Workers: each runs one check at a time, with the request's env and cwd.

interface Job {
  id: number;
  path: string;
  version: string;
  body: string;
  argv: string[];
  env?: Record<string, string>;
  cwd?: string;
}

interface JobDone {
  id: number;
  decision?: Decision;
  error?: string;
}

const WORKER_FLAG = "hookguard-serve-worker";

/** True inside a serve worker thread (main.ts then runs serveWorker instead of the CLI). */
export function isServeWorker(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { role?: unknown }).role === WORKER_FLAG;
}

/** The worker thread's loop: load the copy (reloading an edited one), decide, post the decision back. */
export function serveWorker(port: import("node:worker_threads").MessagePort): void {
  const req = createRequire(__filename);
  const loaded = new Map<string, { version: string; guard: Guard; decide: Decide }>();
  const base = { ...process.env };
  port.on("message", (job: Job) => {
    void (async () => {
      const started = process.hrtime.bigint();
      let copy = loaded.get(job.path);
      if (copy?.version !== job.version) {
        try {
          delete req.cache[job.path];
          const m = req(job.path) as { guard: Guard; decide: Decide };
          copy = { version: job.version, guard: m.guard, decide: m.decide };
          loaded.set(job.path, copy);
        } catch (e) {
          // The main thread has vetted this version; an old copy keeps serving if there is one.
          if (!copy) return port.postMessage({ id: job.id, error: (e as Error).message } satisfies JobDone);
        }
      }
      const env = job.env ?? base;
      for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
      Object.assign(process.env, env);
      const ctx: Ctx = { ...realCtx(process.env), cwd: job.cwd ?? process.cwd() };
      const d = await copy.decide(copy.guard, job.body, job.argv, ctx);
      const ms = Number((process.hrtime.bigint() - started) / 10_000n) / 100;
      if (job.env) logDecision(process.env, copy.guard.name, d, ms, "serve");
      const decision: Decision = {
        output: d.output,
        verdict: { kind: d.verdict.kind, ...(d.verdict.rule ? { rule: d.verdict.rule } : {}) },
        stage: d.stage,
        host: { id: d.host.id },
        ...(d.error ? { error: d.error } : {}),
        ...(d.event ? { event: { name: d.event.name } } : {}),
        ...(d.faults?.length ? { faults: d.faults } : {}),
      };
      port.postMessage({ id: job.id, decision } satisfies JobDone);
    })().catch((e: unknown) => port.postMessage({ id: job.id, error: (e as Error)?.message ?? String(e) } satisfies JobDone));
  });
}

interface Slot {
  worker: Worker;
  busy?: { id: number; done: (r: JobDone | undefined) => void; since: number };
}

/** A busy worker past this is probably stuck (a FIFO, a loop): another one may start beside it. */
const STUCK_MS = 100;

/** A pool of check workers; a job past its deadline gets its worker terminated and replaced. */
function workerPool(max: number, log: (line: string) => void) {
  const slots: Slot[] = [];
  const queue: Array<{ job: Job; done: (r: JobDone | undefined) => void }> = [];
  let nextId = 1;
  const script = require.main?.filename ?? __filename;

  function add(): Slot {
    const worker = new Worker(script, { workerData: { role: WORKER_FLAG }, stdout: false, stderr: false });
    const slot: Slot = { worker };
    worker.unref();
    worker.on("message", (r: JobDone) => {
      const busy = slot.busy;
      if (!busy || busy.id !== r.id) return;
      slot.busy = undefined;
      busy.done(r);
      pump();
    });
    const gone = (why: string) => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      const busy = slot.busy;
      slot.busy = undefined;
      if (busy) {
        log(`check worker ${why}`);
        busy.done({ id: busy.id, error: `worker ${why}` });
      }
      pump();
    };
    worker.on("error", (e) => gone(`failed: ${e.message}`));
    worker.on("exit", (code) => gone(`exited ${code}`));
    slots.push(slot);
    return slot;
  }

  // As many workers as cores (at most `max`) run the checks; more start only beside a stuck one,
  // so a burst queues for a moment instead of paying worker start-ups (each loads the bundles).
  const base = Math.min(max, Math.max(1, availableParallelism()));
  let retry: NodeJS.Timeout | undefined;
  function pump(): void {
    while (queue.length) {
      const now = performance.now();
      const stuck = slots.some((s) => s.busy && now - s.busy.since > STUCK_MS);
      const slot = slots.find((s) => !s.busy) ?? (slots.length < base || (stuck && slots.length < max) ? add() : undefined);
      if (!slot) {
        if (!retry) {
          retry = setTimeout(() => {
            retry = undefined;
            pump();
          }, STUCK_MS);
          retry.unref();
        }
        return;
      }
      const next = queue.shift() as (typeof queue)[number];
      slot.busy = { id: next.job.id, done: next.done, since: now };
      slot.worker.postMessage(next.job);
    }
  }

  return {
    warm(): void {
      if (slots.length === 0) add();
    },
    /** Run a job; undefined when the deadline passed first (the worker is then replaced). */
    run(job: Omit<Job, "id">, deadlineMs: number): Promise<JobDone | undefined> {
      return new Promise((resolveJob) => {
        const id = nextId++;
        let settled = false;
        const finish = (r: JobDone | undefined) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolveJob(r);
        };
        const timer = setTimeout(() => {
          const qi = queue.findIndex((q) => q.job.id === id);
          if (qi >= 0) queue.splice(qi, 1);
          const slot = slots.find((s) => s.busy?.id === id);
          if (slot) {
            // A check stuck in JS or in a blocking call: drop its worker (terminate stops JS; a
            // thread blocked in the kernel is abandoned, unref'd) and start a fresh one if needed.
            slot.busy = undefined;
            slots.splice(slots.indexOf(slot), 1);
            void slot.worker.terminate().catch(() => undefined);
          }
          finish(undefined);
          pump();
        }, deadlineMs);
        queue.push({ job: { ...job, id }, done: finish });
        pump();
      });
    },
    close(): void {
      for (const s of slots.splice(0)) void s.worker.terminate().catch(() => undefined);
    },
    size: () => slots.length,
  };
}

// ---------------------------------------------------------------------------------------------

/** What a gate answers when its check could not run (overrun, oversize): the fail mode decides. */
function failOutput(
  name: string,
  failMode: string | undefined,
  body: string | undefined,
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stage: string,
): HostOutput {
  const open: HostOutput = { stdout: "", exitCode: 0 };
  try {
    if (body === undefined) {
      // Never parsed (over the cap): no event to ask, so the fail mode alone decides.
      const closed = ((env.HOOKGUARD_FAIL_MODE ?? "").trim() || failMode || "open").toLowerCase() === "closed";
      return closed ? { stdout: "", stderr: `[hookguard] ${name} failed (${stage}): blocked because the fail mode is closed`, exitCode: 2 } : open;
    }
    const raw: unknown = JSON.parse(body);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return open;
    const payload = raw as Record<string, unknown>;
    const host = pickHost(argv, payload);
    const candidates = host.events(payload);
    const event = candidates[0] ? host.toEvent(payload, candidates[0]) : undefined;
    const stub: Guard = { name, handlers: {}, ...(failMode !== undefined ? { failMode } : {}) };
    return failureOutput(stub, host, candidates, stage, realCtx(env), event);
  } catch {
    return open;
  }
}

/** The frame the launcher reads: `HG1 <exit>\n<stderr line>\n<stdout>.`; a fallback frame when that cannot carry it. */
function frame(out: HostOutput): string {
  const stderr = out.stderr ?? "";
  if (stderr.includes("\n")) return FALLBACK_FRAME;
  return `${FRAME} ${out.exitCode}\n${stderr}\n${out.stdout}.`;
}

/** Over HTTP a status code cannot block: an exit-2 reason travels as a JSON decision instead. */
function httpBody(out: HostOutput): string {
  if (out.stdout) return out.stdout;
  if (out.exitCode === 2 && out.stderr) return JSON.stringify({ decision: "block", reason: out.stderr.trim() });
  return EMPTY;
}

function createGuardServer(opts: ServeOptions): GuardServer {
  const req = createRequire(join(opts.dir, "noop.js"));
  const cache = new Map<string, Loaded>();
  const stats = { requests: 0, malformed: 0, oversized: 0, timeouts: 0, refused: 0, inflight: 0 };
  const recent: Recent[] = [];
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
  const pool = workerPool(Math.max(1, opts.workers ?? 4), log);
  pool.warm();

  // The folder listing, cached for a second (it is only shown in logs and /healthz).
  let listed: { at: number; names: string[] } = { at: -Infinity, names: [] };
  const guards = () => {
    const now = performance.now();
    if (now - listed.at < 1000) return listed.names;
    let names: string[] = [];
    try {
      names = readdirSync(opts.dir)
        .filter(isGuardFile)
        .map((f) => f.slice(0, -4))
        .sort();
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
    let st: Stats;
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
        next.mtimeMs = hit.mtimeMs;
        next.size = hit.size;
        next.error = undefined;
      } else log(`cannot load ${name}: ${next.error}`);
    }
    cache.set(name, next);
    return next;
  }

  // Idle exit: a timer re-armed after every request.
  let idle: NodeJS.Timeout | undefined;
  const armIdle = () => {
    if (!opts.idleMs || !opts.onIdle) return;
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      if (stats.inflight > 0) return armIdle();
      log(`idle for ${Math.round((opts.idleMs as number) / 60_000)} min: exiting`);
      opts.onIdle?.();
    }, opts.idleMs);
    idle.unref();
  };
  armIdle();

  function send(res: ServerResponse, body: string, close = false, status = 200): void {
    if (res.headersSent || res.writableEnded) return;
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      ...(close || draining ? { connection: "close" } : {}),
    });
    res.end(body);
  }

  interface Asked {
    name: string;
    body: string;
    argv: string[];
    env?: Record<string, string>;
    cwd?: string;
  }

  /** The host output for one request, within the deadline; undefined = unknown guard. */
  async function decideOne(a: Asked, transport: Recent["transport"]): Promise<HostOutput | undefined> {
    const g = load(a.name);
    if (!g?.decide || !g.guard) {
      stats.malformed++;
      log(`unknown guard /${a.name}: answered {} (serving: ${guards().join(", ") || "none"})`);
      return undefined;
    }
    const started = performance.now();
    const r = await pool.run(
      { path: g.path, version: `${g.mtimeMs}:${g.size}`, body: a.body, argv: a.argv, ...(a.env ? { env: a.env } : {}), ...(a.cwd ? { cwd: a.cwd } : {}) },
      opts.budgetMs,
    );
    const ms = Math.round((performance.now() - started) * 100) / 100;
    recent.push({ guard: a.name, ms, transport, at: Date.now() });
    if (recent.length > RECENT) recent.shift();
    const env = a.env ?? process.env;
    if (!r?.decision) {
      if (r) log(`${a.name}: check failed (${r.error ?? "?"}), answered per the fail mode`);
      else {
        stats.timeouts++;
        log(`${a.name}: over the ${opts.budgetMs} ms budget, answered per the fail mode`);
      }
      const out = failOutput(a.name, g.guard.failMode, a.body, a.argv, env, r ? "worker" : "deadline");
      debugLog(env, {
        guard: a.name,
        host: "",
        event: "",
        verdict: out.exitCode === 2 ? "block" : "continue",
        stage: r ? "worker" : "deadline",
        error: r?.error,
        ms,
      });
      return out;
    }
    const d = r.decision;
    if (!a.env) logDecision(process.env, a.name, d, ms, "http");
    if (d.error || d.stage === "empty" || (d.stage === "no-event" && a.body.trim() !== "")) {
      stats.malformed++;
      log(`${a.name}: malformed payload (${d.stage}${d.error ? `: ${d.error.slice(0, 120)}` : ""})`);
    }
    return d.output;
  }

  function info(res: ServerResponse, gc: boolean): void {
    // ?gc=1 under `node --expose-gc`: collect first, so heapUsed shows what is really retained.
    const collect = (globalThis as { gc?: () => void }).gc;
    if (gc && collect) collect();
    const mem = process.memoryUsage();
    send(
      res,
      JSON.stringify({
        ok: !draining,
        pid: process.pid,
        uptimeS: Math.round(process.uptime()),
        guards: guards(),
        dir: opts.dir,
        ...stats,
        workers: pool.size(),
        recent,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
      }),
    );
  }

  // TCP authentication: the token, or (Linux) a peer whose uid is ours. Cached per connection.
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  const trusted = new WeakMap<Socket, boolean>();
  const tokenBuf = opts.token ? Buffer.from(opts.token) : undefined;
  function authorized(request: IncomingMessage): boolean {
    if (opts.socket) return true; // the socket's folder is 0700: only our uid reaches it
    const header = request.headers["x-hookguard-token"] ?? /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const given = typeof header === "string" ? Buffer.from(header) : undefined;
    if (tokenBuf && given && given.length === tokenBuf.length && timingSafeEqual(given, tokenBuf)) return true;
    if (opts.requireToken || uid === undefined) return false;
    const sock = request.socket;
    let ok = trusted.get(sock);
    if (ok === undefined) {
      const peer = peerUid({ address: sock.remoteAddress ?? "", port: sock.remotePort ?? 0 }, { address: sock.localAddress ?? "", port: sock.localPort ?? 0 });
      ok = peer === uid;
      trusted.set(sock, ok);
    }
    return ok;
  }

  const server = createServer((request: IncomingMessage, res: ServerResponse) => {
    stats.requests++;
    stats.inflight++;
    armIdle();
    res.on("close", () => {
      stats.inflight--;
      armIdle();
    });
    const launcher = request.headers["x-hookguard-launcher"] === "1";
    const transport: Recent["transport"] = opts.socket ? "socket" : "http";
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
    if (!authorized(request)) {
      request.resume();
      stats.refused++;
      log(`${request.method} /${name} from ${request.socket.remoteAddress}: no token and not our uid, refused (403)`);
      return send(res, JSON.stringify({ error: "hookguard serve: unauthenticated (send the token from the token file in x-hookguard-token)" }), true, 403);
    }
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
    // The launcher's body carries its env dump too: allow it a little more than the payload cap.
    const cap = launcher ? opts.maxBody + 1024 * 1024 : opts.maxBody;
    const chunks: Buffer[] = [];
    let size = 0;
    let oversized = false;
    const overAnswer = (): string => {
      if (launcher) return FALLBACK_FRAME; // the bundle applies its own cap, so its verdict stands
      const g = load(name);
      const out = failOutput(name, g?.guard?.failMode, undefined, argv, process.env, "oversize");
      debugLog(process.env, { guard: name, host: "", event: "", verdict: out.exitCode === 2 ? "block" : "continue", stage: "oversize", ms: 0 });
      return httpBody(out);
    };
    const declared = Number(request.headers["content-length"] ?? NaN);
    if (declared > HARD_BODY_LIMIT) {
      stats.oversized++;
      log(`/${name}: body of ${declared} bytes over the hard limit, answered per the fail mode and closed`);
      send(res, overAnswer(), true);
      request.socket.destroySoon?.();
      return;
    }
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        if (!oversized) {
          oversized = true;
          chunks.length = 0;
        }
        if (size > HARD_BODY_LIMIT) {
          send(res, overAnswer(), true);
          request.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    request.on("error", () => send(res, launcher ? FALLBACK_FRAME : EMPTY, true));
    request.on("end", () => {
      if (oversized) {
        stats.oversized++;
        log(`/${name}: body of ${size} bytes over the ${opts.maxBody}-byte cap, answered per the fail mode`);
        return send(res, overAnswer());
      }
      const text = Buffer.concat(chunks).toString("utf8");
      if (launcher) {
        const asked = parseLauncherBody(text);
        if (!asked) {
          stats.malformed++;
          log(`/${name}: launcher body does not read, told it to run the bundle`);
          return send(res, FALLBACK_FRAME);
        }
        const env = asked.env;
        const cwd = env.HOOKGUARD_CLIENT_CWD;
        const args = env.HOOKGUARD_CLIENT_ARGV;
        delete env.HOOKGUARD_CLIENT_CWD;
        delete env.HOOKGUARD_CLIENT_ARGV;
        const launcherArgv = args ? args.split("\n").filter((x) => x !== "") : [];
        decideOne({ name, body: asked.payload, argv: launcherArgv, env, ...(cwd ? { cwd } : {}) }, transport).then(
          (out) => send(res, out ? frame(out) : FALLBACK_FRAME),
          () => send(res, FALLBACK_FRAME),
        );
        return;
      }
      decideOne({ name, body: text, argv }, transport).then(
        (out) => send(res, out ? httpBody(out) : EMPTY),
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
    return new Promise((resolveDrain) => {
      server.close(() => resolveDrain());
      server.closeIdleConnections();
    });
  }

  return { server, drain, stats, recent, guards, close: () => pool.close() };
}

// ---------------------------------------------------------------------------------------------
// The private folder, the one-instance lock and the token file.

/** Where the launcher beside `dir` finds its resident process. */
function defaultRunDir(dir: string): string {
  return join(dir, ".hookguard-run");
}

/** Create (or vet) a 0700 folder owned by us; throws with the reason when it is not private. */
function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const st = lstatSync(path);
  if (!st.isDirectory()) throw new Error(`${path} is not a folder (a symlink or file is refused)`);
  const uid = process.getuid?.();
  if (uid !== undefined && st.uid !== uid) throw new Error(`${path} is owned by uid ${st.uid}, not by us (${uid})`);
  if ((st.mode & 0o077) !== 0) chmodSync(path, 0o700);
}

/** A live process (a zombie is not: in a container without an init, a killed server stays one). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc (macOS): kill(0) has to do
  }
}

/** Take `<run>/serve.pid` (O_EXCL; a dead holder's file is taken over); false when a live one holds it. */
function takePidLock(file: string): boolean {
  for (let i = 0; i < 3; i++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let pid = 0;
      try {
        pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      } catch {
        // vanished meanwhile: try again
      }
      if (pid && pid !== process.pid && alive(pid)) return false;
      try {
        unlinkSync(file);
      } catch {
        // another starter took it over first
      }
    }
  }
  return false;
}

/** The state root (HOOKGUARD_STATE_DIR, else XDG state), where the token file lives. */
/** Read the token file, generating it (0600, in a 0700 folder) at first start. */
function loadToken(file: string): string {
  privateDir(resolve(file, ".."));
  try {
    const fd = openSync(file, "wx", 0o600);
    const token = randomBytes(24).toString("base64url");
    writeSync(fd, token + "\n");
    closeSync(fd);
    return token;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const st = lstatSync(file);
  const uid = process.getuid?.();
  if (!st.isFile() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o077) !== 0) {
    throw new Error(`${file}: the token file must be a regular 0600 file of ours (fix: rm ${file}; it is regenerated)`);
  }
  const token = readFileSync(file, "utf8").trim();
  if (token.length < 16) throw new Error(`${file}: token too short (fix: rm ${file}; it is regenerated)`);
  return token;
}

/** Is something answering on the socket? (A stale socket file refuses the connection.) */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolveProbe) => {
    const s = connect(path);
    const done = (ok: boolean) => {
      s.destroy();
      resolveProbe(ok);
    };
    s.once("connect", () => done(true));
    s.once("error", () => done(false));
    s.setTimeout(500, () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------
// `hookguard serve` on the command line.

export interface ServeCli {
  port: number;
  host: string;
  dir: string;
  maxBody: number;
  budgetMs: number;
  quiet: boolean;
  daemon: boolean;
  foreground: boolean;
  runDir?: string;
  idleMin: number;
  tokenFile?: string;
  requireToken: boolean;
  workers: number;
}

const out = (line: string) => process.stdout.write(line + "\n");
const err = (line: string) => process.stderr.write(line + "\n");

/** Run the server until a signal (or, as a daemon, the idle timeout); never resolves. */
export async function runServe(cli: ServeCli): Promise<number> {
  if (cli.daemon) return runDaemon(cli);
  let token: string | undefined;
  const tokenFile = cli.tokenFile ?? join(stateRoot(process.env), "serve.token");
  try {
    token = loadToken(tokenFile);
  } catch (e) {
    // Without a token file only same-uid peers (Linux) get in; say so rather than refuse to start.
    err(`hookguard serve: ${(e as Error).message}; token authentication is off`);
  }
  const opts: ServeOptions = {
    port: cli.port,
    host: cli.host,
    dir: cli.dir,
    maxBody: cli.maxBody,
    budgetMs: cli.budgetMs,
    requireToken: cli.requireToken,
    workers: cli.workers,
    ...(token ? { token } : {}),
    ...(cli.idleMin > 0 ? { idleMs: cli.idleMin * 60_000 } : {}),
    ...(cli.quiet ? {} : { log: (line: string) => err(line) }),
  };
  let g: GuardServer | undefined;
  opts.onIdle = () => stop("idle");
  g = createGuardServer(opts);
  const served = g;
  await new Promise<void>((ok, fail) => {
    served.server.once("error", fail);
    served.server.listen(opts.port, opts.host, () => ok());
  });
  const address = served.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  const shown = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
  out(`hookguard serve: listening on http://${shown}:${port} — guards from ${opts.dir}: ${served.guards().join(", ") || "(none)"}`);
  if (token)
    err(
      `hookguard serve: token in ${tokenFile} (header x-hookguard-token)` +
        `${process.platform === "linux" && !cli.requireToken ? "; same-uid local clients need none" : ""}`,
    );
  if (!/^(127\.|::1$|localhost$)/.test(opts.host)) err(`warning: listening on ${opts.host}, not loopback: anyone who can reach this port can query the guards`);
  let stopping = false;
  function stop(signal: string): void {
    if (stopping || !g) return;
    stopping = true;
    const s = g;
    err(`hookguard serve: ${signal}, draining ${s.stats.inflight} in-flight request(s)`);
    const hard = setTimeout(() => {
      s.server.closeAllConnections();
      process.exit(0);
    }, opts.budgetMs + 2000);
    hard.unref();
    void s.drain().then(() => {
      err(`hookguard serve: stopped after ${s.stats.requests} requests`);
      s.close();
      process.exit(0);
    });
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return new Promise<number>(() => {});
}

/**
 * The launcher's resident process: detach (a new session, so the host killing the hook's process
 * group leaves it alone), take the one-instance lock, listen on the private socket, exit when idle.
 */
async function runDaemon(cli: ServeCli): Promise<number> {
  const run = resolve(cli.runDir ?? defaultRunDir(cli.dir));
  const spawnLock = join(run, "spawn.lock");
  const releaseSpawn = () => {
    try {
      rmdirSync(spawnLock);
    } catch {
      // not ours or already gone
    }
  };
  if (!cli.foreground && process.env.HOOKGUARD_SERVE_CHILD !== "1") {
    try {
      privateDir(run);
    } catch (e) {
      releaseSpawn();
      err(`hookguard serve: ${(e as Error).message}`);
      return 1;
    }
    // The log is kept across restarts, up to a megabyte.
    const logPath = join(run, "serve.log");
    let big = false;
    try {
      big = statSync(logPath).size > 1024 * 1024;
    } catch {
      // no log yet
    }
    const logFd = openSync(logPath, big ? "w" : "a", 0o600);
    // Absolute paths only: the child runs in the run folder.
    const args = [
      "--daemon",
      "--dir",
      resolve(cli.dir),
      "--run-dir",
      run,
      "--max-body",
      String(cli.maxBody),
      "--budget-ms",
      String(cli.budgetMs),
      "--idle-min",
      String(cli.idleMin),
      "--workers",
      String(cli.workers),
      ...(cli.quiet ? ["--quiet"] : []),
    ];
    const child = spawn(process.execPath, [require.main?.filename ?? __filename, "serve", ...args], {
      detached: true,
      // not the project the first hook ran in: a resident cwd would pin that folder
      cwd: run,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, HOOKGUARD_SERVE_CHILD: "1" },
    });
    child.unref();
    return 0;
  }
  delete process.env.HOOKGUARD_SERVE_CHILD;
  const sock = join(run, "sock");
  const pidFile = join(run, "serve.pid");
  try {
    privateDir(run);
  } catch (e) {
    releaseSpawn();
    err(`hookguard serve: ${(e as Error).message}`);
    return 1;
  }
  if (!takePidLock(pidFile)) {
    releaseSpawn();
    err(`hookguard serve: another resident process holds ${pidFile}`);
    return 0;
  }
  const cleanup = () => {
    try {
      if (Number.parseInt(readFileSync(pidFile, "utf8"), 10) === process.pid) {
        unlinkSync(pidFile);
        unlinkSync(sock);
      }
    } catch {
      // already gone
    }
  };
  process.on("exit", cleanup);
  if (await socketAnswers(sock)) err(`hookguard serve: an orphaned server answered on ${sock}; taking the socket over`);
  try {
    unlinkSync(sock);
  } catch {
    // no stale socket
  }
  const log = cli.quiet ? undefined : (line: string) => err(line);
  let stopping = false;
  const g = createGuardServer({
    port: 0,
    host: "",
    socket: sock,
    dir: cli.dir,
    maxBody: cli.maxBody,
    budgetMs: cli.budgetMs,
    workers: cli.workers,
    idleMs: (cli.idleMin > 0 ? cli.idleMin : 30) * 60_000,
    onIdle: () => stop("idle"),
    ...(log ? { log } : {}),
  });
  function stop(why: string): void {
    if (stopping) return;
    stopping = true;
    cleanup();
    err(`${new Date().toISOString()} hookguard serve: ${why}, stopping after ${g.stats.requests} requests`);
    const hard = setTimeout(() => process.exit(0), cli.budgetMs + 2000);
    hard.unref();
    void g.drain().then(() => {
      g.close();
      process.exit(0);
    });
  }
  try {
    await new Promise<void>((ok, fail) => {
      g.server.once("error", fail);
      g.server.listen(sock, () => ok());
    });
    chmodSync(sock, 0o600);
  } catch (e) {
    err(`hookguard serve: cannot listen on ${sock}: ${(e as Error).message}`);
    cleanup();
    releaseSpawn();
    process.exit(1);
  }
  // Only now: a launcher that sees no spawn lock and a live pid finds a listening socket.
  releaseSpawn();
  // Gone when the socket is: a removed hooks folder, or another process took the socket over.
  const ino = statSync(sock).ino;
  const watch = setInterval(() => {
    let now: number | undefined;
    try {
      now = statSync(sock).ino;
    } catch {
      // removed
    }
    if (now !== ino) stop("socket removed or replaced");
  }, 5000);
  watch.unref();
  err(`${new Date().toISOString()} hookguard serve: pid ${process.pid} on ${sock} — guards from ${cli.dir}: ${g.guards().join(", ") || "(none)"}`);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGHUP", () => undefined);
  return new Promise<number>(() => {});
}
