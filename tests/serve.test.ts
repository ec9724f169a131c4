// hookguard serve: the HTTP transport answers exactly what the command transport prints, fails
// open on bad input, reloads edited copies, and drains in-flight requests on SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLauncherBody } from "../cli/envdump";
import { uidFromTables } from "../cli/peeruid";
import { BUILD, hookguard, post, serve, type Served } from "./clihelp";

const FOOTER = "runtime_footer";
const payload = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ event: "on_response_end", session_id: "s1", response: "Hi", model: "gpt-4o", turn_cost_usd: 0.0211, ...over });

/**
 * serve re-stats a copy on a request, at most every 100 ms: ask until its log shows `line` (the
 * event), within a deadline — no fixed sleep that a loaded machine can outrun.
 */
async function untilLogged(srv: Served, line: string, deadlineMs = 10_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!srv.stderr().includes(line)) {
    if (Date.now() > end) throw new Error(`serve never logged ${JSON.stringify(line)}:\n${srv.stderr()}`);
    await post(srv.port, `/${FOOTER}`, payload());
    await new Promise((r) => setTimeout(r, 20));
  }
}

let dir = "";
let s: Served;
/** The token file goes here, not into the user's state folder. */
const state = mkdtempSync(join(tmpdir(), "hookguard-state-"));
const own = { HOOKGUARD_STATE_DIR: state };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hookguard-serve-"));
  for (const f of [`${FOOTER}.cjs`, `${FOOTER}_selftest.cjs`]) copyFileSync(join(BUILD, f), join(dir, f));
  writeFileSync(join(dir, "other_script.cjs"), "process.exit(3)\n");
  s = await serve(["--dir", dir, "--max-body", "4096"], own);
});
afterAll(() => {
  s?.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

describe("hookguard serve", () => {
  it("answers the same verdict JSON as the command transport", async () => {
    const claude = JSON.stringify({ hook_event_name: "UserPromptSubmit", session_id: "c1", prompt: "hi", cwd: dir });
    for (const body of [payload(), payload({ event: "pre_llm_call" }), payload({ turn_cost_usd: 0, tokens: {} }), claude]) {
      const cmd = spawnSync(process.execPath, [join(dir, `${FOOTER}.cjs`)], { input: body, encoding: "utf8" });
      const http = await post(s.port, `/${FOOTER}`, body);
      expect(http.status).toBe(200);
      expect(http.body).toBe(cmd.stdout.trim() || "{}");
    }
  });

  it("answers a Claude Code payload in Claude's dialect, and honours ?host= and a .cjs suffix", async () => {
    const claude = JSON.stringify({ hook_event_name: "UserPromptSubmit", session_id: "c2", prompt: "hi" });
    for (const path of [`/${FOOTER}`, `/${FOOTER}?host=claude`, `/${FOOTER}.cjs`]) {
      const r = JSON.parse((await post(s.port, path, claude)).body) as { hookSpecificOutput?: { hookEventName?: string; additionalContext?: string } };
      expect(r.hookSpecificOutput?.hookEventName).toBe("UserPromptSubmit");
      expect(r.hookSpecificOutput?.additionalContext).toContain("footer");
    }
  });

  it("answers 200 {} to malformed bodies, wrong methods, unknown guards and non-guard scripts, and logs them", async () => {
    for (const [path, body, method] of [
      [`/${FOOTER}`, "not json", "POST"],
      [`/${FOOTER}`, "[1,2]", "POST"],
      [`/${FOOTER}`, "", "POST"],
      [`/${FOOTER}`, '{"event": 42}', "POST"],
      ["/no_such_guard", payload(), "POST"],
      ["/other_script", payload(), "POST"],
      [`/${FOOTER}_selftest`, payload(), "POST"],
      [`/${FOOTER}`, payload(), "PUT"],
    ] as const) {
      const r = await post(s.port, path, body, undefined, method);
      expect([path, method, r.status, r.body]).toEqual([path, method, 200, "{}"]);
    }
    expect(s.stderr()).toContain("malformed payload");
    expect(s.stderr()).toContain("unknown guard /no_such_guard");
    expect(s.stderr()).toContain("not a hookguard guard bundle");
  });

  it("answers {} to a body over the cap and keeps serving on the same connection", async () => {
    const { Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = payload({ response: "x".repeat(10_000) });
    expect((await post(s.port, `/${FOOTER}`, big, agent)).body).toBe("{}");
    expect(JSON.parse((await post(s.port, `/${FOOTER}`, payload(), agent)).body)).toEqual({ response: "Hi\n\n─ gpt-4o · $0.0211" });
    agent.destroy();
    expect(s.stderr()).toMatch(/over the 4096-byte cap/);
  });

  it("reloads a copy when its tables are edited on disk", async () => {
    const copy = join(dir, `${FOOTER}.cjs`);
    expect(JSON.parse((await post(s.port, `/${FOOTER}`, payload())).body)).toEqual({ response: "Hi\n\n─ gpt-4o · $0.0211" });
    writeFileSync(copy, readFileSync(copy, "utf8").replace(/^var TEMPLATE = .*$/m, 'var TEMPLATE = "[{model} {cost}]";'));
    const later = new Date(Date.now() + 5000);
    utimesSync(copy, later, later);
    await untilLogged(s, `reloaded ${FOOTER}`);
    expect(JSON.parse((await post(s.port, `/${FOOTER}`, payload())).body)).toEqual({ response: "Hi\n\n[gpt-4o $0.0211]" });
  });

  it("keeps serving the last good copy when an edit breaks the file", async () => {
    const copy = join(dir, `${FOOTER}.cjs`);
    const good = readFileSync(copy, "utf8");
    writeFileSync(copy, good.replace('var TEMPLATE = "[{model} {cost}]";', 'var TEMPLATE = "[{model} {cost}]"; )(('));
    const later = new Date(Date.now() + 10_000);
    utimesSync(copy, later, later);
    await untilLogged(s, "still serving the previous copy");
    expect(JSON.parse((await post(s.port, `/${FOOTER}`, payload())).body)).toEqual({ response: "Hi\n\n[gpt-4o $0.0211]" });
    writeFileSync(copy, good);
    const evenLater = new Date(Date.now() + 15_000);
    utimesSync(copy, evenLater, evenLater);
  });
});

describe("hookguard serve: time budget and SIGTERM", () => {
  let slow: Server;
  let slowPort = 0;
  const delayMs = 800;
  /** Resolves when the credit endpoint gets a request: the guard is then in flight. */
  let asked: () => void = () => {};
  beforeAll(async () => {
    // A credit endpoint that answers late: the footer guard waits on it (SHOW_CREDIT).
    slow = createServer((_req, res) => {
      asked();
      setTimeout(() => res.end('{"credit_balance": 1234.5}'), delayMs);
    });
    await new Promise<void>((r) => slow.listen(0, "127.0.0.1", r));
    slowPort = (slow.address() as { port: number }).port;
  });
  afterAll(() => slow.close());

  it("answers {} when a guard runs past the budget", async () => {
    const srv = await serve(["--dir", BUILD, "--budget-ms", "100"], { ...own, FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: `http://127.0.0.1:${slowPort}/` });
    try {
      expect((await post(srv.port, `/${FOOTER}`, payload())).body).toBe("{}");
      expect(srv.stderr()).toContain("over the 100 ms budget");
    } finally {
      srv.child.kill("SIGKILL");
    }
  });

  it("drains an in-flight request on SIGTERM, then exits 0 and refuses new connections", async () => {
    const srv = await serve(["--dir", BUILD], { ...own, FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: `http://127.0.0.1:${slowPort}/` });
    const reached = new Promise<void>((r) => (asked = r));
    const inflight = post(srv.port, `/${FOOTER}`, payload());
    await reached;
    srv.child.kill("SIGTERM");
    const answer = await inflight;
    expect(JSON.parse(answer.body)).toEqual({ response: "Hi\n\n─ gpt-4o · $0.0211 · 💰 $1,234.50" });
    expect(await srv.exited).toBe(0);
    await expect(post(srv.port, `/${FOOTER}`, payload())).rejects.toThrow();
    expect(srv.stderr()).toContain("draining 1 in-flight");
  });
});

describe("hookguard doctor on an http entry", () => {
  it("posts a synthetic payload to the served guard and notes the bus's loopback opt-in", async () => {
    const srv = await serve(["--dir", BUILD], own);
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-dr-"));
    try {
      const config = join(tmp, "shell_hooks.yaml");
      writeFileSync(config, `hooks:\n  - event: on_response_end\n    type: http\n    url: http://127.0.0.1:${srv.port}/${FOOTER}\n    timeout: 5\n`);
      const r = await hookguard(["doctor", "--config", config, "--json"]);
      const report = JSON.parse(r.stdout) as { ok: boolean; entries: Array<{ checks: Array<{ name: string; status: string; detail: string }> }> };
      expect(r.code).toBe(0);
      const checks = report.entries[0]?.checks ?? [];
      expect(checks.find((c) => c.name === "run")?.status).toBe("ok");
      expect(checks.find((c) => c.name === "url")).toMatchObject({
        status: "warn",
        detail: expect.stringContaining("STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1"),
      });
    } finally {
      srv.child.kill("SIGKILL");
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

/** POST from a child process (optionally as another uid), with optional headers. */
function postAs(port: number, path: string, body: string, headers: Record<string, string>, uid?: number): Promise<{ status: number; body: string }> {
  const code =
    `const r = require("node:http").request({ host: "127.0.0.1", port: ${port}, path: ${JSON.stringify(path)}, method: "POST", headers: ` +
    `${JSON.stringify(headers)} }, (res) => { let b = ""; res.on("data", (d) => (b += d)); res.on("end", () => process.stdout.write(JSON.stringify({ ` +
    `status: res.statusCode, body: b }))); }); r.end(${JSON.stringify(body)});`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", code], { ...(uid !== undefined ? { uid, gid: uid } : {}), cwd: "/" });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.on("close", () => {
      try {
        resolve(JSON.parse(out) as { status: number; body: string });
      } catch {
        reject(new Error(`client printed ${out}`));
      }
    });
  });
}

describe("hookguard serve: authentication", () => {
  const rm = JSON.stringify({ event: "pre_tool_call", session_id: "a1", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
  const root = typeof process.getuid === "function" && process.getuid() === 0;

  it.skipIf(!root || process.platform !== "linux")("refuses a request from another uid without the token, answers it with the token", async () => {
    const srv = await serve(["--dir", BUILD], own);
    try {
      const token = readFileSync(join(state, "serve.token"), "utf8").trim();
      expect(await postAs(srv.port, "/security_guard", rm, {}, 65534)).toMatchObject({ status: 403 });
      const ok = await postAs(srv.port, "/security_guard", rm, { "x-hookguard-token": token }, 65534);
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.body)).toMatchObject({ decision: "block" });
      // our own uid, no token: /proc/net/tcp names the peer
      expect(JSON.parse((await postAs(srv.port, "/security_guard", rm, {})).body)).toMatchObject({ decision: "block" });
      expect(srv.stderr()).toContain("refused (403)");
    } finally {
      srv.child.kill("SIGKILL");
    }
  });

  it("--require-token (what every request meets where /proc cannot name the peer): no token, no answer", async () => {
    // A token that ends in "x", as one generated token in 64 does: a wrong token must differ from it
    // (the test once made its wrong token by putting an "x" last and failed on such a run).
    const mine = mkdtempSync(join(tmpdir(), "hookguard-state-"));
    const token = `${"Q".repeat(31)}x`;
    writeFileSync(join(mine, "serve.token"), `${token}\n`, { mode: 0o600 });
    const srv = await serve(["--dir", BUILD, "--require-token"], { HOOKGUARD_STATE_DIR: mine });
    try {
      const wrong = `${token.slice(0, -1)}y`;
      expect((await postAs(srv.port, "/security_guard", rm, {})).status).toBe(403);
      expect((await postAs(srv.port, "/security_guard", rm, { "x-hookguard-token": wrong })).status).toBe(403);
      const ok = await postAs(srv.port, "/security_guard", rm, { authorization: `Bearer ${token}` });
      expect(JSON.parse(ok.body)).toMatchObject({ decision: "block" });
    } finally {
      srv.child.kill("SIGKILL");
      rmSync(mine, { recursive: true, force: true });
    }
  });

  it("names the peer's uid from /proc/net/tcp rows, and nobody when no row matches", () => {
    // client 127.0.0.1:50000 → server 127.0.0.1:8080; the client's row has local = client
    const row = (local: string, remote: string, uid: number) => `   1: ${local} ${remote} 01 00000000:00000000 00:00000000 00000000  ${uid}        0 4242 1`;
    const head = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode";
    const v4 = [head, row("0100007F:1F90", "0100007F:C350", 0), row("0100007F:C350", "0100007F:1F90", 1000)].join("\n");
    expect(uidFromTables([v4], { address: "127.0.0.1", port: 50000 }, { address: "127.0.0.1", port: 8080 })).toBe(1000);
    expect(uidFromTables([v4], { address: "127.0.0.1", port: 50001 }, { address: "127.0.0.1", port: 8080 })).toBeUndefined();
    expect(uidFromTables([], { address: "127.0.0.1", port: 50000 }, { address: "127.0.0.1", port: 8080 })).toBeUndefined();
    const v6 = [head, row("00000000000000000000000001000000:C350", "00000000000000000000000001000000:1F90", 501)].join("\n");
    expect(uidFromTables(["", v6], { address: "::1", port: 50000 }, { address: "::1", port: 8080 })).toBe(501);
    const mapped = [head, row("0000000000000000FFFF00000100007F:C350", "0000000000000000FFFF00000100007F:1F90", 7)].join("\n");
    expect(uidFromTables([mapped], { address: "::ffff:127.0.0.1", port: 50000 }, { address: "::ffff:127.0.0.1", port: 8080 })).toBe(7);
  });
});

describe("the launcher's body: an export -p dump, then the payload", () => {
  it("reads dash, bash and zsh dumps, values with quotes and newlines, and keeps the payload byte for byte", () => {
    const payload = '{"a":"it\'s"}\n\n';
    const dash = `export HOME='/root'\nexport Q='it'"'"'s'\nexport ML='one\ntwo'\nexport EMPTY=''\nexport UNSET\n#hookguard-payload\n${payload}`;
    expect(parseLauncherBody(dash)).toEqual({ env: { HOME: "/root", Q: "it's", ML: "one\ntwo", EMPTY: "" }, payload });
    const bash = `declare -x HOME="/root"\ndeclare -x Q="say \\"hi\\" \\$x"\nexport B="a\\\\b"\n#hookguard-payload\n{}`;
    expect(parseLauncherBody(bash)).toEqual({ env: { HOME: "/root", Q: 'say "hi" $x', B: "a\\b" }, payload: "{}" });
    const zsh = `export HOME=/root\nexport ML=$'one\\ntwo\\t\\x41'\n#hookguard-payload\n{}`;
    expect(parseLauncherBody(zsh)).toEqual({ env: { HOME: "/root", ML: "one\ntwo\tA" }, payload: "{}" });
  });

  it("reads what the real shells here print: quotes, $, backquotes, newlines, tabs, UTF-8 (bash writes $'\\303\\251')", () => {
    const env: Record<string, string> = {
      PATH: "/usr/bin:/bin",
      HOME: "/nonexistent",
      WEIRD: "a'b\"c$d`e\\f\ng  h\t!x",
      UNI: "h\u00e9llo \u2713 \u{1F600}",
      EMPTY: "",
      EQ: "x=y=z",
      SEMI: "a;b #c",
    };
    const vars = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    const shells = [
      ["sh", "-c"],
      ["bash", "--norc", "--noprofile", "--posix", "-c"],
      ["bash", "--norc", "--noprofile", "-c"],
    ].filter((sh) => spawnSync(sh[0] as string, ["-c", "true"]).status === 0);
    expect(shells.length).toBeGreaterThan(0);
    for (const sh of shells) {
      const out = spawnSync("env", ["-i", ...vars, ...sh, "export -p; printf '%s\\n%s' '#hookguard-payload' '{\"a\": 1}'"], { encoding: "utf8" }).stdout;
      const r = parseLauncherBody(out);
      expect([sh.join(" "), r?.payload]).toEqual([sh.join(" "), '{"a": 1}']);
      for (const [k, v] of Object.entries(env)) expect([sh.join(" "), k, r?.env[k]]).toEqual([sh.join(" "), k, v]);
    }
  });

  it("gives up (the launcher then runs the bundle) on anything that is not a plain dump", () => {
    for (const bad of [
      "",
      "{}",
      "export A='x\n#hookguard-payload\n{}",
      "export A=$(id)\n#hookguard-payload\n{}",
      "rm -rf x\n#hookguard-payload\n{}",
      "export A=`id`\n#hookguard-payload\n{}",
    ]) {
      expect([bad, parseLauncherBody(bad)]).toEqual([bad, undefined]);
    }
  });
});

describe("hookguard serve: one request never stalls another", () => {
  it("answers other requests while one is stuck on a FIFO at transcript_path, and that one within its budget", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-fifo-"));
    const fifo = join(tmp, "transcript.jsonl");
    spawnSync("mkfifo", [fifo]);
    expect(existsSync(fifo)).toBe(true);
    const srv = await serve(["--dir", BUILD, "--budget-ms", "1500"], own);
    try {
      const stop = JSON.stringify({
        hook_event_name: "Stop",
        session_id: "ff",
        transcript_path: fifo,
        stop_hook_active: false,
        last_assistant_message: "Done.",
      });
      const stuck = post(srv.port, "/verify_code_changes?host=claude", stop);
      const rm = JSON.stringify({ event: "pre_tool_call", session_id: "ff2", tool_name: "bash", tool_input: { command: "rm -rf " + "/" } });
      const other = await post(srv.port, "/security_guard", rm);
      expect(JSON.parse(other.body)).toMatchObject({ decision: "block" });
      const late = await stuck;
      expect(late.status).toBe(200);
      expect(() => JSON.parse(late.body)).not.toThrow();
      // and the server still answers afterwards
      expect(JSON.parse((await post(srv.port, "/security_guard", rm)).body)).toMatchObject({ decision: "block" });
    } finally {
      srv.child.kill("SIGKILL");
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 30_000);

  it("answers a body over --max-body per the fail mode, with a debug line", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-over-"));
    const log = join(tmp, "debug.log");
    const big = JSON.stringify({ hook_event_name: "PreToolUse", session_id: "o1", tool_name: "Bash", tool_input: { command: "x".repeat(10_000) } });
    try {
      for (const mode of ["open", "closed"]) {
        const srv = await serve(["--dir", BUILD, "--max-body", "4096"], { ...own, HOOKGUARD_FAIL_MODE: mode, HOOKGUARD_DEBUG_LOG: log });
        try {
          const r = await post(srv.port, "/security_guard?host=claude", big);
          if (mode === "open") expect(r.body).toBe("{}");
          else expect(JSON.parse(r.body)).toMatchObject({ decision: "block", reason: expect.stringContaining("oversize") });
        } finally {
          srv.child.kill("SIGKILL");
        }
      }
      const lines = readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { stage: string; verdict: string });
      expect(lines.map((l) => [l.stage, l.verdict])).toEqual([
        ["oversize", "continue"],
        ["oversize", "block"],
      ]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 30_000);
});
