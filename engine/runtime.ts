// The guard runtime shared by all five guards: read stdin once (capped), parse, pick the host,
// dispatch to a pure handler, write exactly one JSON object or nothing, exit 0.
// Every failure on the way is "continue" (fail-open, as the bus is), recorded in the debug log.
import { readSync, writeSync } from "node:fs";
import { realCtx } from "./context";
import { debugLog } from "./debuglog";
import { pickHost } from "./hosts/index";
import type { HostAdapter, HostOutput } from "./hosts/types";
import { starchild } from "./hosts/starchild";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "./types";

/** Payloads above this are not parsed (a guard must never stall on a runaway payload). */
export const MAX_STDIN_BYTES = 16 * 1024 * 1024;

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Read all of fd 0; undefined when it exceeds `cap` (the rest is drained and dropped). */
export function readStdin(cap = MAX_STDIN_BYTES): string | undefined {
  const chunks: Buffer[] = [];
  const buf = Buffer.allocUnsafe(1 << 16);
  let total = 0;
  let idle = 0;
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN" && idle++ < 2000) {
        pause(1);
        continue;
      }
      if (code === "EOF" || code === "EAGAIN" || code === "EBADF" || code === "EINVAL") break;
      throw err;
    }
    if (n === 0) break;
    total += n;
    // Past the cap, keep draining (so the writer never meets a broken pipe) but keep nothing.
    if (total <= cap) chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return total > cap ? undefined : Buffer.concat(chunks).toString("utf8");
}

function writeAll(fd: number, text: string): void {
  const data = Buffer.from(text, "utf8");
  let off = 0;
  let idle = 0;
  while (off < data.length) {
    try {
      off += writeSync(fd, data, off, data.length - off);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EAGAIN" && idle++ < 5000) {
        pause(1);
        continue;
      }
      return;
    }
  }
}

const SILENT: HostOutput = { stdout: "", exitCode: 0 };

export interface Decision {
  host: HostAdapter;
  event?: HookEvent;
  verdict: Verdict;
  output: HostOutput;
  stage: string;
  error?: string;
}

/** Everything between the raw stdin text and the host output; pure apart from ctx. */
export async function decide(guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx): Promise<Decision> {
  let host: HostAdapter = starchild;
  let stage = "read";
  let event: HookEvent | undefined;
  try {
    if (input === undefined) return { host, verdict: CONTINUE, output: SILENT, stage: "oversize" };
    stage = "parse";
    if (input.trim() === "") return { host, verdict: CONTINUE, output: SILENT, stage: "empty" };
    const raw: unknown = JSON.parse(input);
    host = pickHost(argv, raw);
    stage = "event";
    event = host.toEvent(raw, argv);
    if (!event) return { host, verdict: CONTINUE, output: SILENT, stage: "no-event" };
    const handler = guard.handlers[event.name];
    if (!handler) return { host, event, verdict: CONTINUE, output: host.render(CONTINUE, event), stage: "no-handler" };
    stage = "handle";
    const verdict = await handler(event, ctx);
    stage = "render";
    return { host, event, verdict, output: host.render(verdict, event), stage: "done" };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return { host, event, verdict: CONTINUE, output: SILENT, stage, error };
  }
}

/** The entry point of every built guard. */
export async function run(guard: Guard): Promise<void> {
  const started = performance.now();
  const ctx = realCtx();
  if (process.argv.includes("--check-config")) {
    // The selftest asks the user's copy to vet its own tables before replaying cases.
    writeAll(1, JSON.stringify({ problems: guard.check?.(ctx) ?? [] }) + "\n");
    process.exit(0);
  }
  let input: string | undefined;
  let readError: string | undefined;
  try {
    input = readStdin();
  } catch (err) {
    input = "";
    readError = String(err);
  }
  const d = await decide(guard, input, process.argv.slice(2), ctx);
  if (d.output.stdout) writeAll(1, d.output.stdout + "\n");
  if (d.output.stderr) writeAll(2, d.output.stderr + "\n");
  debugLog(ctx.env, {
    guard: guard.name,
    host: d.host.id,
    event: d.event?.name ?? "",
    verdict: d.verdict.kind,
    rule: d.verdict.rule,
    stage: d.stage,
    error: d.error ?? readError,
    ms: Math.round((performance.now() - started) * 100) / 100,
  });
  process.exit(d.output.exitCode);
}

/**
 * Entry of every built guard: run as a hook when executed; when `require`d (by `hookguard serve`
 * or a test), export the guard and the decision path instead of reading stdin.
 */
export function start(guard: Guard): void {
  if (typeof module !== "undefined" && typeof require !== "undefined" && require.main !== module) {
    module.exports = { guard, decide };
    return;
  }
  void run(guard);
}
