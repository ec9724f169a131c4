/// <reference types="vite/client" />
// The launchers (build/<guard>.sh): every case table gives the bundle's exact stdout, stderr and
// exit code through the resident process, and the launcher still answers every call when that
// process is missing, killed (also mid-request), stale, unreachable or talking garbage.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer as createHttp, type Server as HttpServer } from "node:http";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseFolder, stepsOf, withTmp } from "../selftests/check";
import type { Case, CaseTable } from "../selftests/types";
import { BUILD, hookguard } from "./clihelp";

const tables = import.meta.glob<{ table: CaseTable }>("../templates/*/cases.ts", { eager: true });

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a command to its end; a hang past `limitMs` is killed and reported as code null. */
function run(file: string, args: string[], input: string, env: NodeJS.ProcessEnv, cwd?: string, limitMs = 60_000): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, ...(cwd ? { cwd } : {}) });
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

/** Wait for a condition, re-checking every 20 ms; fails the test when `limitMs` passes first. */
/**
 * Polls `cond` until it holds. A condition that throws counts as "not yet": the files it reads (a pid file,
 * /proc/<pid>/stat) may be replaced or gone between a check and a read; the last error is named on timeout.
 */
async function waitFor(what: string, cond: () => boolean | Promise<boolean>, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  let last: unknown;
  for (;;) {
    try {
      if (await cond()) return;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ""}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Running, not a zombie (a killed process nobody has reaped yet). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

/** Does something accept connections on this socket? */
function answers(sock: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(sock);
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/** A hooks folder as install writes it: bundles, launchers and hookguard.cjs side by side. */
function hooksFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-hooks-"));
  for (const f of readdirSync(BUILD)) if (f.endsWith(".cjs") || f.endsWith(".sh")) copyFileSync(join(BUILD, f), join(dir, f));
  return dir;
}

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of ["PATH", "HOME", "LANG", "LC_ALL", "TZ"]) if (process.env[k] !== undefined) env[k] = String(process.env[k]);
  return { ...env, ...extra };
}

/** The resident process in the foreground, for the replay (the launcher would start the same one). */
function startDaemon(hooks: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(hooks, "hookguard.cjs"), "serve", "--daemon", "--foreground", "--dir", hooks, "--budget-ms", "60000"], { env });
    let err = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      err += d;
      if (/pid \d+ on /.test(err)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`daemon exited ${code}: ${err}`)));
  });
}

function lastLogLine(path: string): Record<string, unknown> | undefined {
  try {
    const lines = readFileSync(path, "utf8").trim().split("\n");
    return JSON.parse(lines[lines.length - 1] ?? "") as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

interface StepResult extends Ran {
  transport?: unknown;
}

/** One case's steps through `file` (a bundle or a launcher), in a fresh folder of its own. */
async function replay(file: string, table: CaseTable, c: Case, extra: Record<string, string>): Promise<StepResult[]> {
  const tmp = caseFolder(c, "hg-case-");
  try {
    const log = join(tmp, ".debug.log");
    const env = baseEnv({ ...withTmp(table.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp), HOOKGUARD_DEBUG_LOG: log, TMPDIR: tmp, ...extra });
    if (c.now !== undefined) env.HOOKGUARD_NOW = String(c.now);
    const out: StepResult[] = [];
    for (const step of stepsOf(c)) {
      rmSync(log, { force: true });
      const r = await run(file, step.argv ?? [], JSON.stringify(withTmp(step.event, tmp)), env, tmp);
      const norm = (s: string) => s.split(tmp).join("{tmp}");
      out.push({ code: r.code, stdout: norm(r.stdout), stderr: norm(r.stderr), transport: lastLogLine(log)?.transport });
    }
    return out;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Run jobs with at most `n` at once. */
async function pooled<T>(jobs: Array<() => Promise<T>>, n: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await (jobs[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

describe("launcher with the resident process up: the bundle's verdicts, byte for byte", () => {
  let hooks = "";
  let daemon: ChildProcess | undefined;
  beforeAll(async () => {
    hooks = hooksFolder();
    daemon = await startDaemon(hooks, baseEnv({ HOOKGUARD_STATE_DIR: join(hooks, "state") }));
  }, 60_000);
  afterAll(() => {
    daemon?.kill("SIGKILL");
    rmSync(hooks, { recursive: true, force: true });
  });

  for (const { table } of Object.values(tables)) {
    it(`replays every ${table.guard} case through ${table.guard}.sh and ${table.guard}.cjs`, async () => {
      const jobs = table.cases.map((c) => async () => {
        const bundle = await replay(join(hooks, `${table.guard}.cjs`), table, c, {});
        const launcher = await replay(join(hooks, `${table.guard}.sh`), table, c, { HOOKGUARD_LAUNCHER_TIMEOUT: "60" });
        return {
          name: c.name,
          bundle: bundle.map(({ transport: _t, ...r }) => r),
          launcher: launcher.map(({ transport: _t, ...r }) => r),
          served: launcher.map((r) => r.transport),
        };
      });
      const results = await pooled(jobs, 3);
      const differ = results
        .filter((r) => JSON.stringify(r.bundle) !== JSON.stringify(r.launcher))
        .map((r) => ({ name: r.name, bundle: r.bundle, launcher: r.launcher }));
      expect(differ).toEqual([]);
      // Every launcher step was answered by the resident process, not by its fallback.
      expect(results.filter((r) => r.served.some((t) => t !== "serve")).map((r) => [r.name, r.served])).toEqual([]);
      expect(results.length).toBe(table.cases.length);
    }, 600_000);
  }

  it("passes the bundle's exit 2 and stderr through on a fail-closed host, over curl and over perl", async () => {
    // A real internal error: the copy's edited COMMUNITY_HOST is no string, so the handler throws
    // (the resident process reloads the edited copy, as it does any user edit).
    const gate = join(hooks, "verify_publish_claims.cjs");
    const shipped = readFileSync(gate, "utf8");
    writeFileSync(gate, shipped.replace(/^var COMMUNITY_HOST = .*$/m, "var COMMUNITY_HOST = null;"));
    try {
      const reply = "Published: https://community.iamstarchild.com/abc";
      const payload = JSON.stringify({
        hook_event_name: "Stop",
        session_id: "fc",
        transcript_path: "/none",
        permission_mode: "default",
        last_assistant_message: reply,
      });
      const env = baseEnv({ HOOKGUARD_FAIL_MODE: "closed" });
      const bundle = await run(gate, ["--host=claude"], payload, env);
      expect(bundle.code).toBe(2);
      expect(bundle.stderr).toContain("blocked because HOOKGUARD_FAIL_MODE=closed");
      // The server stats a copy at most every 100 ms (RECHECK_MS in cli/serve.ts), and the replays
      // above may have been answered less than that ago: wait until it serves the edited copy.
      const launcher = join(hooks, "verify_publish_claims.sh");
      const deadline = Date.now() + 10_000;
      while ((await run(launcher, ["--host=claude"], payload, env)).code !== 2 && Date.now() < deadline);
      for (const client of ["curl", "perl"]) {
        const log = join(hooks, `fc-${client}.log`);
        const viaLauncher = await run(launcher, ["--host=claude"], payload, { ...env, HOOKGUARD_LAUNCHER_CLIENT: client, HOOKGUARD_DEBUG_LOG: log });
        expect({ client, ...viaLauncher }).toEqual({ client, ...bundle });
        expect(lastLogLine(log)?.transport).toBe("serve");
      }
    } finally {
      writeFileSync(gate, shipped);
    }
  }, 60_000);
});

describe("launcher when the resident process is missing, killed, stale or broken", () => {
  const rm = JSON.stringify({ event: "pre_tool_call", session_id: "k1", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
  let hooks = "";
  let run_ = "";
  let expected: Ran;
  const env = (extra: Record<string, string> = {}) => baseEnv({ HOOKGUARD_STATE_DIR: join(hooks, "state"), ...extra });
  const pidOf = () => Number.parseInt(readFileSync(join(run_, "serve.pid"), "utf8"), 10);
  const up = async () => existsSync(join(run_, "serve.pid")) && alive(pidOf()) && !existsSync(join(run_, "spawn.lock")) && (await answers(join(run_, "sock")));
  /** One call through the launcher: its answer, and whether the resident process gave it. */
  const call = async (extra: Record<string, string> = {}, payload = rm, guard = "security_guard") => {
    const log = join(hooks, "call.log");
    rmSync(log, { force: true });
    const r = await run(join(hooks, `${guard}.sh`), [], payload, env({ HOOKGUARD_DEBUG_LOG: log, ...extra }), undefined, 30_000);
    return { r, served: lastLogLine(log)?.transport === "serve" };
  };

  beforeAll(async () => {
    hooks = hooksFolder();
    run_ = join(hooks, ".hookguard-run");
    expected = await run(join(hooks, "security_guard.cjs"), [], rm, env());
    expect(expected.stdout).toContain('"decision":"block"');
  }, 60_000);
  afterAll(() => {
    try {
      process.kill(pidOf(), "SIGKILL");
    } catch {
      // not running
    }
    rmSync(hooks, { recursive: true, force: true });
  });

  it("answers from the bundle while nothing runs, starts the resident process once, then answers from it", async () => {
    const first = await call();
    expect(first).toEqual({ r: expected, served: false });
    await waitFor("the resident process", up);
    const second = await call();
    expect(second).toEqual({ r: expected, served: true });
  }, 60_000);

  it("after kill -9 mid-session: answers every call (a stale socket is left) and restarts the process", async () => {
    await waitFor("the resident process", up);
    const old = pidOf();
    process.kill(old, "SIGKILL");
    await waitFor("the kill", () => !alive(old));
    expect(existsSync(join(run_, "sock"))).toBe(true); // stale: nobody listens
    expect(await call()).toEqual({ r: expected, served: false });
    await waitFor("a new resident process", async () => (await up()) && pidOf() !== old);
    expect(await call()).toEqual({ r: expected, served: true });
  }, 60_000);

  it("after kill -9 during a request: the launcher gives the bundle's verdict", async () => {
    await waitFor("the resident process", up);
    // The footer asks a credit endpoint: hold the resident process's request there, kill it, let go.
    let held: (() => void) | undefined;
    const got = new Promise<void>((r) => (held = r));
    const waiting: Array<() => void> = [];
    let hold = false;
    const credit: HttpServer = createHttp((_q, res) => {
      const answer = () => res.end('{"credit_balance": 12.5}');
      if (!hold) return answer();
      waiting.push(answer);
      held?.();
    });
    await new Promise<void>((r) => credit.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(credit.address() as { port: number }).port}/`;
    const footer = JSON.stringify({ event: "on_response_end", session_id: "f1", response: "Hi", model: "gpt-4o", turn_cost_usd: 0.01 });
    const extra = { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: url };
    try {
      const bundle = await run(join(hooks, "runtime_footer.cjs"), [], footer, env(extra));
      expect(bundle.stdout).toContain("12.50");
      hold = true;
      const pending = call(extra, footer, "runtime_footer");
      await got;
      const pid = pidOf();
      process.kill(pid, "SIGKILL");
      await waitFor("the kill", () => !alive(pid));
      hold = false;
      for (const w of waiting.splice(0)) w();
      expect(await pending).toEqual({ r: bundle, served: false });
    } finally {
      credit.close();
    }
  }, 60_000);

  it("with garbage or silence on the socket: the bundle's verdict, within the launcher's timeout", async () => {
    // A stand-in holds the socket (and a live pid in serve.pid, so no real process is started).
    await waitFor("the resident process", up);
    const real = pidOf();
    process.kill(real, "SIGKILL");
    await waitFor("the kill", () => !alive(real));
    rmSync(join(run_, "sock"), { force: true });
    writeFileSync(join(run_, "serve.pid"), `${process.pid}\n`);
    const http200 = (body: string) => `HTTP/1.1 200 OK\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
    for (const reply of [http200("hello"), http200("HG1 x\n\n{}."), "garbage\r\n\r\n", undefined]) {
      const fake: Server = createServer((s) => {
        s.on("error", () => undefined);
        s.on("data", () => {
          if (reply !== undefined) s.end(reply);
        });
      });
      await new Promise<void>((r) => fake.listen(join(run_, "sock"), r));
      try {
        for (const client of ["curl", "perl"]) {
          expect({ client, reply, ...(await call({ HOOKGUARD_LAUNCHER_CLIENT: client, HOOKGUARD_LAUNCHER_TIMEOUT: "1" })) }).toEqual({
            client,
            reply,
            r: expected,
            served: false,
          });
        }
      } finally {
        await new Promise<void>((r) => fake.close(() => r()));
      }
    }
    rmSync(join(run_, "serve.pid"), { force: true });
  }, 60_000);

  it("with an unusable socket folder (under a file, or a symlink): every call answered by the bundle", async () => {
    const file = join(hooks, "not-a-dir");
    writeFileSync(file, "");
    expect(await call({ HOOKGUARD_RUN_DIR: join(file, "run") })).toEqual({ r: expected, served: false });
    expect(await call({ HOOKGUARD_RUN_DIR: join(file, "run") })).toEqual({ r: expected, served: false });
    // A symlinked run folder is refused by the resident process: it never listens there.
    const target = mkdtempSync(join(tmpdir(), "hookguard-target-"));
    const link = join(hooks, "linked-run");
    symlinkSync(target, link);
    try {
      expect(await call({ HOOKGUARD_RUN_DIR: link })).toEqual({ r: expected, served: false });
      await waitFor("the refused start to let go of its lock", () => !existsSync(join(target, "spawn.lock")));
      expect(await call({ HOOKGUARD_RUN_DIR: link })).toEqual({ r: expected, served: false });
      expect(existsSync(join(target, "sock"))).toBe(false);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);

  it("without curl or perl on PATH: the bundle answers", async () => {
    const bin = join(hooks, "bin");
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, join(bin, "node"));
    mkdirSync(run_, { recursive: true });
    writeFileSync(join(run_, "serve.pid"), `${process.pid}\n`); // "already running": no start here
    try {
      expect(await call({ PATH: bin })).toEqual({ r: expected, served: false });
      expect(await call({ HOOKGUARD_LAUNCHER_CLIENT: "none" })).toEqual({ r: expected, served: false });
    } finally {
      rmSync(join(run_, "serve.pid"), { force: true });
    }
  }, 60_000);
});

describe("install and doctor", () => {
  it("install wires the launchers by default, --no-daemon the bundles; doctor shows the resident process and its last calls", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-inst-"));
    const hooks = join(tmp, "hooks");
    const env = { HOOKGUARD_STATE_DIR: join(tmp, "state") };
    const pidFile = join(hooks, ".hookguard-run", "serve.pid");
    try {
      const config = join(tmp, "shell_hooks.yaml");
      const r = await hookguard(["install", "--dir", hooks, "--config", config, "--guards", "security_guard", "--no-selftest"], env);
      expect(r.code).toBe(0);
      expect(readFileSync(config, "utf8")).toContain(`command: ${join(hooks, "security_guard.sh")}`);
      expect(existsSync(join(hooks, "hookguard.cjs"))).toBe(true);
      // doctor ran each entry through its launcher: that started the resident process
      await waitFor(
        "the resident process",
        () => existsSync(pidFile) && existsSync(join(hooks, ".hookguard-run", "sock")) && !existsSync(join(hooks, ".hookguard-run", "spawn.lock")),
      );
      const rm = JSON.stringify({ event: "pre_tool_call", session_id: "d1", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
      expect((await run(join(hooks, "security_guard.sh"), [], rm, baseEnv(env))).stdout).toContain('"decision":"block"');
      const report = JSON.parse((await hookguard(["doctor", "--config", config, "--no-selftest", "--json"], env)).stdout) as {
        general: Array<{ name: string; status: string; detail: string }>;
      };
      const line = report.general.find((c) => c.name === "resident process");
      expect(line?.status).toBe("ok");
      expect(line?.detail).toMatch(/^up for hooks \(pid \d+, .*last \d+ calls: median [\d.]+ ms/);
      const bare = join(tmp, "bare.yaml");
      expect((await hookguard(["install", "--dir", hooks, "--config", bare, "--guards", "security_guard", "--no-doctor", "--no-daemon"], env)).code).toBe(0);
      expect(readFileSync(bare, "utf8")).toContain(`command: ${join(hooks, "security_guard.cjs")}`);
    } finally {
      try {
        process.kill(Number.parseInt(readFileSync(pidFile, "utf8"), 10), "SIGKILL");
      } catch {
        // not running
      }
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("install --http and the host launchers", () => {
  it("wires type: http entries on the bus (naming the loopback opt-in) and on Claude Code (with the token header), launchers on other hosts", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-http-"));
    const hooks = join(tmp, "hooks");
    try {
      const config = join(tmp, "shell_hooks.yaml");
      const bus = await hookguard(["install", "--dir", hooks, "--config", config, "--guards", "security_guard", "--http", "--no-doctor"]);
      expect(bus.code).toBe(0);
      expect(bus.stdout).toContain("STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1");
      const yaml = readFileSync(config, "utf8");
      expect(yaml).toContain("type: http\n    url: http://127.0.0.1:8787/security_guard\n");
      expect(yaml).not.toContain("command:");
      const settings = join(tmp, "claude.json");
      expect(
        (await hookguard(["install", "--host", "claude", "--dir", hooks, "--config", settings, "--guards", "security_guard", "--http", "--no-selftest"])).code,
      ).toBe(0);
      const claude = JSON.parse(readFileSync(settings, "utf8")) as { hooks: Record<string, Array<{ hooks: unknown[] }>> };
      expect(claude.hooks.PreToolUse?.[0]?.hooks[0]).toEqual({
        type: "http",
        url: "http://127.0.0.1:8787/security_guard?host=claude",
        timeout: 10,
        headers: { "x-hookguard-token": "$HOOKGUARD_TOKEN" },
        allowedEnvVars: ["HOOKGUARD_TOKEN"],
      });
      const gemini = join(tmp, "gemini.json");
      expect((await hookguard(["install", "--host", "gemini", "--dir", hooks, "--config", gemini, "--guards", "security_guard", "--no-selftest"])).code).toBe(
        0,
      );
      expect(readFileSync(gemini, "utf8")).toContain(`"command": "${join(hooks, "security_guard.sh")} --host=gemini"`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the resident process: one per folder, idle exit", () => {
  it("a second one for the same folder steps aside; the first exits when idle and removes its socket and pid file", async () => {
    const hooks = hooksFolder();
    const runDir = join(hooks, ".hookguard-run");
    try {
      const first = spawn(process.execPath, [join(hooks, "hookguard.cjs"), "serve", "--daemon", "--foreground", "--dir", hooks, "--idle-min", "0.02"], {
        env: baseEnv(),
      });
      const exited = new Promise<number | null>((r) => first.on("exit", (code) => r(code)));
      await waitFor("the first process", () => existsSync(join(runDir, "sock")));
      const second = await run(process.execPath, [join(hooks, "hookguard.cjs"), "serve", "--daemon", "--foreground", "--dir", hooks], "", baseEnv());
      expect(second.code).toBe(0);
      expect(second.stderr).toContain("another resident process holds");
      expect(Number.parseInt(readFileSync(join(runDir, "serve.pid"), "utf8"), 10)).toBe(first.pid);
      expect(await exited).toBe(0);
      expect([existsSync(join(runDir, "sock")), existsSync(join(runDir, "serve.pid"))]).toEqual([false, false]);
    } finally {
      rmSync(hooks, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the resident process killed and left a zombie (a container without an init)", () => {
  it("is seen as gone: the launcher answers and a new one starts", async () => {
    const hooks = hooksFolder();
    const runDir = join(hooks, ".hookguard-run");
    // The server's parent becomes `sleep`, which never reaps it: after kill -9 it stays a zombie.
    const holder = spawn(
      "sh",
      ["-c", `"${join(hooks, "hookguard.cjs")}" serve --daemon --foreground --dir "${hooks}" </dev/null >/dev/null 2>&1 & exec sleep 600`],
      { env: baseEnv() },
    );
    const pidOf = () => Number.parseInt(readFileSync(join(runDir, "serve.pid"), "utf8"), 10);
    try {
      await waitFor("the first process", () => existsSync(join(runDir, "sock")) && existsSync(join(runDir, "serve.pid")));
      const first = pidOf();
      process.kill(first, "SIGKILL");
      await waitFor("the zombie", () => / Z /.test(readFileSync(`/proc/${first}/stat`, "utf8")));
      const rm = JSON.stringify({ event: "pre_tool_call", session_id: "z1", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
      const r = await run(join(hooks, "security_guard.sh"), [], rm, baseEnv());
      expect(r.stdout).toContain('"decision":"block"');
      await waitFor("a new process", () => existsSync(join(runDir, "serve.pid")) && pidOf() !== first && alive(pidOf()) && existsSync(join(runDir, "sock")));
      process.kill(pidOf(), "SIGKILL");
    } finally {
      holder.kill("SIGKILL");
      rmSync(hooks, { recursive: true, force: true });
    }
  }, 60_000);
});
