// hookguard serve: the HTTP transport answers exactly what the command transport prints, fails
// open on bad input, reloads edited copies, and drains in-flight requests on SIGTERM.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD, hookguard, post, serve, type Served } from "./clihelp";

const FOOTER = "runtime_footer";
const payload = (over: Record<string, unknown> = {}) => JSON.stringify({ event: "on_response_end", session_id: "s1", response: "Hi", model: "gpt-4o", turn_cost_usd: 0.0211, ...over });

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
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hookguard-serve-"));
  for (const f of [`${FOOTER}.cjs`, `${FOOTER}_selftest.cjs`]) copyFileSync(join(BUILD, f), join(dir, f));
  writeFileSync(join(dir, "other_script.cjs"), "process.exit(3)\n");
  s = await serve(["--dir", dir, "--max-body", "4096"]);
});
afterAll(() => {
  s?.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
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
    const srv = await serve(["--dir", BUILD, "--budget-ms", "100"], { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: `http://127.0.0.1:${slowPort}/` });
    try {
      expect((await post(srv.port, `/${FOOTER}`, payload())).body).toBe("{}");
      expect(srv.stderr()).toContain("over the 100 ms budget");
    } finally {
      srv.child.kill("SIGKILL");
    }
  });

  it("drains an in-flight request on SIGTERM, then exits 0 and refuses new connections", async () => {
    const srv = await serve(["--dir", BUILD], { FOOTER_SHOW_CREDIT: "1", FOOTER_CREDIT_URL: `http://127.0.0.1:${slowPort}/` });
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
    const srv = await serve(["--dir", BUILD]);
    const tmp = mkdtempSync(join(tmpdir(), "hookguard-dr-"));
    try {
      const config = join(tmp, "shell_hooks.yaml");
      writeFileSync(config, `hooks:\n  - event: on_response_end\n    type: http\n    url: http://127.0.0.1:${srv.port}/${FOOTER}\n    timeout: 5\n`);
      const r = await hookguard(["doctor", "--config", config, "--json"]);
      const report = JSON.parse(r.stdout) as { ok: boolean; entries: Array<{ checks: Array<{ name: string; status: string; detail: string }> }> };
      expect(r.code).toBe(0);
      const checks = report.entries[0]?.checks ?? [];
      expect(checks.find((c) => c.name === "run")?.status).toBe("ok");
      expect(checks.find((c) => c.name === "url")).toMatchObject({ status: "warn", detail: expect.stringContaining("STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1") });
    } finally {
      srv.child.kill("SIGKILL");
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
