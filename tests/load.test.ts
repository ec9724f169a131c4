// Bounded load test of hookguard serve over loopback: mixed valid, malformed and oversized
// requests from keep-alive clients. The server must stay up, memory must stay flat, every answer
// must be valid JSON, and no request may wait past the time budget.
// The documented figure is 100,000 requests:  HOOKGUARD_LOAD_COUNT=100000 npx vitest run tests/load.test.ts
// `npm test` runs a smaller default so the suite stays quick on a shared 2-core machine.
import { Agent } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BUILD, post, serve, type Served } from "./clihelp";

const COUNT = Number(process.env.HOOKGUARD_LOAD_COUNT || 5000);
const CLIENTS = 16;
const BUDGET_MS = 3000;
const MAX_BODY = 16 * 1024;

const valid = (i: number) =>
  JSON.stringify({
    event: "on_response_end",
    session_id: `s${i % 50}`,
    response: `Reply ${i}\n\n— gpt-4 · $0.01`,
    model: "gpt-4o",
    turn_cost_usd: 0.0211,
    tokens: { input: 1200, output: 80 },
  });
const MALFORMED = ["not json", "[1,2,3]", "", '{"event": 42}', '{"event":"on_response_end","response":', "null", '{"event":"on_nothing"}'];
const OVERSIZED = JSON.stringify({ event: "on_response_end", response: "x".repeat(MAX_BODY + 1000), model: "m", turn_cost_usd: 1 });

type Kind = "valid" | "malformed" | "oversized" | "unknown" | "method";
function requestOf(i: number): { kind: Kind; path: string; body: string; method: string } {
  const k = i % 20;
  if (k < 12) return { kind: "valid", path: "/runtime_footer", body: valid(i), method: "POST" };
  if (k < 16) return { kind: "malformed", path: "/runtime_footer", body: MALFORMED[i % MALFORMED.length] as string, method: "POST" };
  if (k < 18) return { kind: "oversized", path: "/runtime_footer", body: OVERSIZED, method: "POST" };
  if (k < 19) return { kind: "unknown", path: "/no_such_guard", body: valid(i), method: "POST" };
  return { kind: "method", path: "/runtime_footer", body: "", method: "PUT" };
}

let s: Served;
beforeAll(async () => {
  // --expose-gc lets /healthz?gc=1 collect before reporting, so retained heap is measured, not garbage.
  s = await serve(["--dir", BUILD, "--max-body", String(MAX_BODY), "--budget-ms", String(BUDGET_MS), "--quiet"], { NODE_OPTIONS: "--expose-gc" });
});
afterAll(() => s?.child.kill("SIGKILL"));

async function memory(): Promise<{ rss: number; heapUsed: number }> {
  return JSON.parse((await post(s.port, "/healthz?gc=1", "", undefined, "GET")).body) as { rss: number; heapUsed: number };
}
const mb = (n: number) => (n / 1048576).toFixed(1);

it(`serves ${COUNT} mixed requests from ${CLIENTS} keep-alive clients`, { timeout: 600_000 }, async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  let next = 0;
  let bad = 0;
  let wrongVerdict = 0;
  let maxMs = 0;
  const latencies: number[] = [];
  const counts: Record<Kind, number> = { valid: 0, malformed: 0, oversized: 0, unknown: 0, method: 0 };
  let start = { rss: 0, heapUsed: 0 };
  const series: Array<{ rss: number; heapUsed: number }> = [];
  const warmup = Math.min(2000, Math.floor(COUNT / 10));
  const started = performance.now();
  async function client(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= COUNT) return;
      if (i === warmup) start = await memory();
      if (i > 0 && i % Math.floor(COUNT / 10) === 0) series.push(await memory());
      const r = requestOf(i);
      const a = await post(s.port, r.path, r.body, agent, r.method);
      counts[r.kind]++;
      latencies.push(a.ms);
      if (a.ms > maxMs) maxMs = a.ms;
      let parsed: unknown;
      try {
        parsed = JSON.parse(a.body);
      } catch {
        bad++;
        continue;
      }
      if (a.status !== 200) bad++;
      const want = r.kind === "valid" ? { response: `Reply ${i}\n\n─ gpt-4o · $0.0211` } : {};
      if (JSON.stringify(parsed) !== JSON.stringify(want)) wrongVerdict++;
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  const end = await memory();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2);
  const health = JSON.parse((await post(s.port, "/healthz", "", undefined, "GET")).body) as { ok: boolean; timeouts: number; requests: number };
  console.log(
    `load: ${COUNT} requests (${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}) in ${seconds.toFixed(1)} s = ${Math.round(COUNT / seconds)}/s; ` +
      `latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${maxMs.toFixed(1)} ms; RSS ${mb(start.rss)} MB after ${warmup} → ${mb(end.rss)} MB at ` +
      `end, heap after GC ${mb(start.heapUsed)} → ${mb(end.heapUsed)} MB; ` +
      `every 10%: RSS ${series.map((m) => mb(m.rss)).join(" ")} MB, heap ${series.map((m) => mb(m.heapUsed)).join(" ")} MB; server timeouts ${health.timeouts}`,
  );
  expect(bad).toBe(0);
  expect(wrongVerdict).toBe(0);
  expect(health.ok).toBe(true);
  expect(health.timeouts).toBe(0);
  expect(maxMs).toBeLessThan(BUDGET_MS);
  // Flat: the heap retained after a full GC does not grow with the request count.
  expect(end.heapUsed - start.heapUsed).toBeLessThan(8 * 1024 * 1024);
  expect(end.rss - start.rss).toBeLessThan(64 * 1024 * 1024);
});
