// npm run bench: cold start of each built guard on a typical payload, as a ratio to `node -e 0`
// measured in the same run. Runs alternate (baseline, guard, baseline, guard …) and each guard
// run is paired with the baseline run next to it, so drift on a shared machine cancels out.
// Then the HTTP transport (hookguard serve over loopback keep-alive) side by side with the
// command transport (a process per verdict), in the same run: latency per verdict and verdicts/s
// at 1, 8 and 64 concurrent clients.
//   npm run bench -- --runs 40 --only runtime_footer
//   npm run bench -- --no-http            (cold start only)
//   npm run bench -- --http-only --requests 5000
// Then per tool call through what `install` wires (the launcher): with the resident process up,
// falling back (no process), the bare bundle, and the Python pack when a path is given, paired.
//   npm run bench -- --per-call-only --python /path/to/agent-hooks/templates/security_guard.py
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(opt("runs", "30"));
const ONLY = opt("only", "");
const HTTP = !args.includes("--no-http");
const HTTP_ONLY = args.includes("--http-only");
const REQUESTS = Number(opt("requests", "3000"));

/** Guards that keep state write it here, never into the repo or /data. */
const SCRATCH = mkdtempSync(join(tmpdir(), "hookguard-bench-"));
const RUN = {
  cwd: SCRATCH,
  env: { ...process.env, WORKSPACE_DIR: SCRATCH, HOOKGUARD_STATE_DIR: SCRATCH, VERIFY_GUARD_DIR: SCRATCH, VERIFY_GUARD_STATE_DIR: SCRATCH },
};

export interface Sample {
  name: string;
  command: string[];
  input: string;
}

function timeOnce(command: string[], input: string): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, command, { ...RUN, input, stdio: ["pipe", "ignore", "ignore"] });
  if (r.error) throw r.error;
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Alternate baseline and sample; report medians and the median of paired ratios. */
export function compare(sample: Sample, runs = RUNS): { base: number; ms: number; ratio: number } {
  const base: number[] = [];
  const mine: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < 3; i++) timeOnce(sample.command, sample.input); // warm the page cache
  for (let i = 0; i < runs; i++) {
    const b = timeOnce(["-e", "0"], "");
    const m = timeOnce(sample.command, sample.input);
    base.push(b);
    mine.push(m);
    ratios.push(m / b);
  }
  return { base: median(base), ms: median(mine), ratio: median(ratios) };
}

/** Typical payloads: examples/bench/<guard>.json, else the first example event naming the guard. */
function samples(): Sample[] {
  const build = join(ROOT, "build");
  const guards = readdirSync(build)
    .filter((f) => f.endsWith(".cjs") && !f.endsWith("_selftest.cjs") && f !== "hookguard.cjs")
    .map((f) => f.slice(0, -4))
    .filter((g) => !ONLY || g === ONLY);
  // The floor every guard file stands on: Node resolving, reading and starting an empty main file.
  const empty = join(SCRATCH, "empty.cjs");
  writeFileSync(empty, "#!/usr/bin/env node\n");
  const out: Sample[] = ONLY ? [] : [{ name: "(an empty .cjs file: the floor)", command: [empty], input: "" }];
  for (const g of guards) {
    const path = join(ROOT, "examples", "bench", `${g}.json`);
    if (!existsSync(path)) continue;
    out.push({ name: g, command: [join(build, `${g}.cjs`)], input: readFileSync(path, "utf8") });
    // Further everyday payloads of the guard: examples/bench/<guard>.<case>.json (another event).
    for (const f of readdirSync(join(ROOT, "examples", "bench")).sort()) {
      if (!f.startsWith(`${g}.`) || f === `${g}.json` || !f.endsWith(".json")) continue;
      const input = readFileSync(join(ROOT, "examples", "bench", f), "utf8");
      out.push({ name: `${g} (${f.slice(g.length + 1, -5)})`, command: [join(build, `${g}.cjs`)], input });
    }
  }
  const adversarial = join(ROOT, "examples", "bench", "adversarial");
  if (existsSync(adversarial) && !ONLY) {
    for (const f of readdirSync(adversarial).sort()) {
      const [guard] = f.split("."); // <guard>.<case>.json
      out.push({ name: `adversarial ${f}`, command: [join(build, `${guard}.cjs`)], input: readFileSync(join(adversarial, f), "utf8") });
    }
  }
  return out;
}

// ---- HTTP transport ------------------------------------------------------------------------------

/** A minimal HTTP/1.1 keep-alive client on one socket: one request at a time, like one hook caller. */
class Conn {
  private socket: Socket;
  private buf: Buffer = Buffer.alloc(0);
  private waiting?: (body: string) => void;
  private failed?: (e: Error) => void;
  constructor(port: number) {
    this.socket = connect(port, "127.0.0.1");
    this.socket.setNoDelay(true);
    this.socket.on("data", (d: Buffer) => this.onData(d));
    this.socket.on("error", (e) => this.failed?.(e));
  }
  private onData(d: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    const end = this.buf.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = this.buf.subarray(0, end).toString("latin1");
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buf.length < end + 4 + length) return;
    const body = this.buf.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buf = this.buf.subarray(end + 4 + length);
    const done = this.waiting;
    this.waiting = undefined;
    done?.(body);
  }
  post(path: string, body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }
  close(): void {
    this.socket.destroy();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] as number;
};

function startServer(): Promise<{ port: number; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "build", "hookguard.cjs"), "serve", "--port", "0", "--dir", join(ROOT, "build"), "--quiet"], {
      ...RUN,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), stop: () => child.kill("SIGTERM") });
    });
    child.on("exit", (code) => reject(new Error(`hookguard serve exited ${code}`)));
  });
}

function spawnOnce(file: string, input: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [file], { ...RUN, stdio: ["pipe", "ignore", "ignore"] });
    child.on("error", reject);
    child.on("close", () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    child.stdin.end(input);
  });
}

/** `count` verdicts from `clients` concurrent callers; returns verdicts per second. */
async function throughput(clients: number, count: number, one: (i: number, client: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = next++; i < count; i = next++) await one(i, c);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function httpBench(): Promise<void> {
  const typical = samples().filter((s) => !s.name.includes(" ")); // one payload per guard (its name is the path)
  if (typical.length === 0 || !existsSync(join(ROOT, "build", "hookguard.cjs"))) {
    process.stdout.write("\nHTTP transport: skipped (no build/hookguard.cjs or no examples/bench payloads)\n");
    return;
  }
  const server = await startServer();
  try {
    process.stdout.write(`\nHTTP transport (hookguard serve, loopback keep-alive) vs command transport (a process per verdict), same run\n`);
    process.stdout.write(
      `${"guard".padEnd(24)} ${"http p50".padStart(9)} ${"http p99".padStart(9)} ${"spawn p50".padStart(10)} ${"spawn p99".padStart(10)} ` +
        `${"p50 speed-up".padStart(13)}\n`,
    );
    const conn = new Conn(server.port);
    const worst = { p50: 0, p99: 0, speedup: Infinity };
    for (const s of typical) {
      const path = `/${s.name}`;
      const file = s.command[0] as string;
      const expected = spawnSync(process.execPath, [file], { ...RUN, input: s.input, encoding: "utf8" }).stdout.trim() || "{}";
      const got = await conn.post(path, s.input);
      if (got !== expected) throw new Error(`${s.name}: HTTP answered ${got}, the command transport ${expected}`);
      for (let i = 0; i < 300; i++) await conn.post(path, s.input); // warm up the JIT
      const http: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        await conn.post(path, s.input);
        http.push(performance.now() - t);
      }
      const spawned: number[] = [];
      for (let i = 0; i < RUNS; i++) spawned.push(await spawnOnce(file, s.input));
      const [hp50, hp99, sp50, sp99] = [pct(http, 0.5), pct(http, 0.99), pct(spawned, 0.5), pct(spawned, 0.99)];
      worst.p50 = Math.max(worst.p50, hp50);
      worst.p99 = Math.max(worst.p99, hp99);
      worst.speedup = Math.min(worst.speedup, sp50 / hp50);
      process.stdout.write(
        `${s.name.padEnd(24)} ${hp50.toFixed(3).padStart(7)}ms ${hp99.toFixed(3).padStart(7)}ms ${sp50.toFixed(1).padStart(8)}ms ` +
          `${sp99.toFixed(1).padStart(8)}ms ${(sp50 / hp50).toFixed(0).padStart(12)}×\n`,
      );
    }
    conn.close();

    process.stdout.write(
      `\nverdicts/s, typical payloads of all guards in turn   ${["1 client", "8 clients", "64 clients"].map((h) => h.padStart(11)).join("")}\n`,
    );
    const rates: Record<string, number[]> = { http: [], spawn: [] };
    for (const clients of [1, 8, 64]) {
      const conns = Array.from({ length: clients }, () => new Conn(server.port));
      const pick = (i: number) => typical[i % typical.length] as Sample;
      await throughput(clients, clients * 20, (i, c) => (conns[c] as Conn).post(`/${pick(i).name}`, pick(i).input));
      rates.http?.push(await throughput(clients, Math.max(REQUESTS, clients * 50), (i, c) => (conns[c] as Conn).post(`/${pick(i).name}`, pick(i).input)));
      for (const c of conns) c.close();
      rates.spawn?.push(await throughput(clients, Math.max(RUNS, clients * 2), (i) => spawnOnce(pick(i).command[0] as string, pick(i).input)));
    }
    for (const [name, xs] of Object.entries(rates))
      process.stdout.write(
        `${`${name === "http" ? "HTTP (hookguard serve)" : "command (spawn per verdict)"}`.padEnd(52)}${xs.map((x) => x.toFixed(0).padStart(11)).join("")}\n`,
      );
    const best = Math.max(...(rates.http ?? [0]));
    const ratio = Math.min(...(rates.http ?? [0]).map((h, i) => h / ((rates.spawn ?? [])[i] ?? Infinity)));
    const mark = (ok: boolean) => (ok ? "met" : "MISSED");
    process.stdout.write(
      `\ntargets: p50 ≤ 1 ms (${worst.p50.toFixed(3)} ms, ${mark(worst.p50 <= 1)}), p99 ≤ 5 ms (${worst.p99.toFixed(3)} ms, ${mark(worst.p99 <= 5)}), ` +
        `≥ 2,000 verdicts/s (${best.toFixed(0)}, ${mark(best >= 2000)}), > 30× spawn (p50 ${worst.speedup.toFixed(0)}×, throughput ` +
        `${ratio.toFixed(0)}×, ${mark(worst.speedup > 30 && ratio > 30)})\n`,
    );
  } finally {
    server.stop();
  }
}

const PER_CALL_ONLY = args.includes("--per-call-only");
const PYTHON = opt("python", "");

/** The real interpreter behind `python3` (a version manager's shim adds its own start-up). */
function realPython(): string {
  const r = spawnSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" });
  return r.stdout.trim() || "python3";
}

function wallOnce(command: string[], input: string, env: NodeJS.ProcessEnv): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(command[0] as string, command.slice(1), { cwd: SCRATCH, env, input, stdio: ["pipe", "ignore", "ignore"] });
  if (r.error) throw r.error;
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function perCall(): Promise<void> {
  const hooks = mkdtempSync(join(tmpdir(), "hookguard-bench-hooks-"));
  const build = join(ROOT, "build");
  for (const f of readdirSync(build)) if (f.endsWith(".cjs") || f.endsWith(".sh")) copyFileSync(join(build, f), join(hooks, f));
  const input = JSON.stringify({ event: "pre_tool_call", session_id: "bench", tool_name: "bash", tool_input: { command: "git status --short && npm test" } });
  // node first on PATH: the launcher's fallback and the bundle start the same node as `node -e 0`.
  const env = { ...RUN.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` };
  const blocked = join(hooks, "not-a-folder");
  writeFileSync(blocked, "");
  const variants: Array<{ name: string; command: string[]; env: NodeJS.ProcessEnv }> = [
    { name: "launcher, resident process up", command: [join(hooks, "security_guard.sh")], env },
    { name: "launcher, resident process up, perl client", command: [join(hooks, "security_guard.sh")], env: { ...env, HOOKGUARD_LAUNCHER_CLIENT: "perl" } },
    { name: "launcher falling back (no process)", command: [join(hooks, "security_guard.sh")], env: { ...env, HOOKGUARD_RUN_DIR: join(blocked, "run") } },
    { name: "bare bundle (node security_guard.cjs)", command: [process.execPath, join(hooks, "security_guard.cjs")], env },
  ];
  if (PYTHON) variants.push({ name: "Python pack (security_guard.py)", command: [realPython(), PYTHON], env });
  // Start the resident process the way a first call does, and wait until it answers.
  wallOnce(variants[0]?.command as string[], input, env);
  const sock = join(hooks, ".hookguard-run", "sock");
  for (let i = 0; i < 500 && !(existsSync(sock) && !existsSync(join(hooks, ".hookguard-run", "spawn.lock"))); i++) spawnSync("sleep", ["0.02"]);
  const times = variants.map(() => [] as number[]);
  for (let round = 0; round < 3; round++) for (const v of variants) wallOnce(v.command, input, v.env); // warm up
  const rounds = Math.max(5, Math.min(RUNS, 30));
  for (let round = 0; round < rounds; round++) {
    // rotate the order each round so no variant always runs first
    for (let k = 0; k < variants.length; k++) {
      const i = (k + round) % variants.length;
      const v = variants[i] as (typeof variants)[number];
      (times[i] as number[]).push(wallOnce(v.command, input, v.env));
    }
  }
  const refIndex = PYTHON ? variants.length - 1 : 3;
  const ref = times[refIndex] as number[];
  process.stdout.write(
    `\nper tool call (pre_tool_call, \`git status --short && npm test\`), median of ${rounds} paired rounds; ratio = median of paired (x / ` +
      `${variants[refIndex]?.name})\n`,
  );
  for (const [i, v] of variants.entries()) {
    const xs = times[i] as number[];
    const ratio = median(xs.map((x, j) => x / (ref[j] as number)));
    process.stdout.write(`${v.name.padEnd(44)} ${median(xs).toFixed(1).padStart(8)}ms ${ratio.toFixed(2).padStart(6)}×\n`);
  }
  try {
    const pid = Number.parseInt(readFileSync(join(hooks, ".hookguard-run", "serve.pid"), "utf8"), 10);
    if (pid) process.kill(pid, "SIGTERM");
  } catch {
    // not running
  }
  rmSync(hooks, { recursive: true, force: true });
}

async function main(): Promise<void> {
  if (PER_CALL_ONLY) return perCall();
  if (!HTTP_ONLY) coldStart();
  if (HTTP) await httpBench();
  if (!HTTP_ONLY) await perCall();
}

function coldStart(): void {
  process.stdout.write(`cold start, median of ${RUNS} alternating runs, ratio = median of paired (guard / node -e 0)\n`);
  process.stdout.write(`${"guard".padEnd(44)} ${"node -e 0".padStart(10)} ${"guard".padStart(10)} ${"ratio".padStart(7)}\n`);
  for (const s of samples()) {
    const r = compare(s, s.name.startsWith("adversarial") ? Math.min(RUNS, 5) : RUNS);
    process.stdout.write(`${s.name.padEnd(44)} ${r.base.toFixed(1).padStart(8)}ms ${r.ms.toFixed(1).padStart(8)}ms ${r.ratio.toFixed(3).padStart(6)}×\n`);
  }
}

await main();
