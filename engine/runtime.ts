// The guard runtime shared by all five guards: read stdin once (capped), parse, pick the host,
// dispatch to a pure handler, write exactly one JSON object or nothing, exit 0.
// Every failure on the way is "continue" (fail-open, as the bus is), recorded in the debug log —
// unless HOOKGUARD_FAIL_MODE=closed, where an internal error in a gate exits 2 with a reason on
// stderr on hosts where that blocks (Claude Code, Codex, Azure). Exit 1 never happens.
import { readvSync, writeSync } from "node:fs";
import { realCtx } from "./context";
import { sleep, stateRoot } from "./state";
import { logDecision } from "./debuglog";
import { type Fault, takeFaults } from "./faults";
import { envString, settingProblems } from "./config";
import { canonicalToolNames, text } from "./hosts/common";
import { pickHost } from "./hosts/index";
import { starchild } from "./hosts/starchild";
import { recordTools, recordedTools, startTurn, transcriptTools, turnIdOf } from "./hosts/turn_tools";
import type { HostAdapter, HostOutput } from "./hosts/types";
import { CONTINUE, type Ctx, type EventName, type Guard, type HookEvent, type Verdict } from "./types";

/** Payloads above this are not parsed (a guard must never stall on a runaway payload). */
const MAX_STDIN_BYTES = 16 * 1024 * 1024;

/**
 * Read all of fd 0; undefined when it exceeds `cap` (the rest is drained and dropped).
 * One buffer, doubled as needed and decoded once: a typical payload is a single read (the
 * first chunk-list version cost ~0.3 ms more cold, on every hook run). It starts at 16 KB: on a
 * VM where a first touch of a memory page costs ~15 µs, an unused 64 KB is a quarter millisecond.
 */
function readStdin(cap = MAX_STDIN_BYTES): string | undefined {
  let buf = Buffer.allocUnsafeSlow(1 << 14);
  let len = 0;
  let total = 0;
  let idle = 0;
  for (;;) {
    if (len === buf.length) {
      if (total > cap)
        len = 0; // past the cap: keep draining (the writer never meets a broken pipe), keep nothing
      else {
        const next = Buffer.allocUnsafeSlow(Math.min(buf.length * 2, cap + 1));
        buf.copy(next, 0, 0, len);
        buf = next;
      }
    }
    let n: number;
    try {
      // readvSync into a plain view: readSync's argument checks and Buffer#subarray are code a
      // cold process compiles first, ~0.25 ms of every hook run.
      n = readvSync(0, [new Uint8Array(buf.buffer, buf.byteOffset + len, buf.length - len)]);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN" && idle++ < 2000) {
        sleep(1);
        continue;
      }
      if (code === "EOF" || code === "EAGAIN" || code === "EBADF" || code === "EINVAL") break;
      throw err;
    }
    if (n === 0) break;
    len += n;
    total += n;
  }
  // No encoding argument (UTF-8 is the default): naming "utf8" looks the encoding up through
  // more cold code first.
  return total > cap ? undefined : buf.toString(undefined, 0, len);
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
        sleep(1);
        continue;
      }
      return;
    }
  }
}

const SILENT: HostOutput = { stdout: "", exitCode: 0 };

/** Fail mode on an internal error when neither the env nor the guard's FAIL_MODE says otherwise. */
const DEFAULT_FAIL_MODE: "open" | "closed" = "open";

/** Events that gate an action (prompt, pre-tool, stop): the only ones fail-closed blocks. */
const GATES: ReadonlySet<EventName> = new Set(["on_user_message", "pre_tool_call", "on_stop", "on_completion_claim"]);
const STOPS: ReadonlySet<EventName> = new Set(["on_stop", "on_completion_claim", "on_response_end"]);
const POST_TOOL: EventName = "post_tool_call";
const PROMPT: EventName = "on_user_message";

/** `open` (continue, as the bus expects) or `closed` (a gate blocks): the env var, else the copy's FAIL_MODE. */
function failMode(env: Ctx["env"], configured: string = DEFAULT_FAIL_MODE): "open" | "closed" {
  return envString(env, "HOOKGUARD_FAIL_MODE", configured).trim().toLowerCase() === "closed" ? "closed" : "open";
}

/** A FAIL_MODE the runtime would not understand is reported by the selftest, not silently read as "open". */
export function failModeProblems(guard: Guard): string[] {
  const v = guard.failMode;
  return v === undefined || v === "open" || v === "closed" ? [] : [`FAIL_MODE: ${JSON.stringify(v)} is neither "open" nor "closed" (treated as "open")`];
}

/** What an internal error turns into: exit 2 + reason on stderr on a gate of a host where that blocks. */
export function failureOutput(guard: Guard, host: HostAdapter, candidates: readonly EventName[], stage: string, ctx: Ctx, event?: HookEvent): HostOutput {
  if (failMode(ctx.env, guard.failMode) !== "closed" || !host.capabilities.exit2Blocks) return SILENT;
  if (!candidates[0] || !GATES.has(candidates[0])) return SILENT;
  if (event && host.capReached?.(event, ctx.env)) return SILENT;
  // A stop already held once by a hook is let go: a persistent error must not loop a host
  // without a stop cap (Codex) forever.
  if (event?.stopHookActive && STOPS.has(candidates[0])) return SILENT;
  const source = envString(ctx.env, "HOOKGUARD_FAIL_MODE", "") ? "HOOKGUARD_FAIL_MODE" : "FAIL_MODE";
  return { stdout: "", stderr: `[hookguard] ${guard.name} failed (${stage}): blocked because ${source}=closed`, exitCode: 2 };
}

/** Hosts without tool_names at stop: keep the per-turn tool record, and fill toolNames from it. */
function turnBookkeeping(host: HostAdapter, candidates: readonly EventName[], event: HookEvent, handled: boolean, ctx: Ctx): void {
  if (host.capabilities.toolNamesAtStop) return;
  const nowS = Math.floor(ctx.now() / 1000);
  const turn = turnIdOf(event.raw);
  if (candidates.includes(POST_TOOL)) {
    const tools = [event.toolName, text(event.raw.tool_name)];
    recordTools(ctx.env, event.sessionId, turn, tools, nowS);
  } else if (candidates[0] === PROMPT) {
    startTurn(ctx.env, event.sessionId, turn, nowS);
  } else if (handled && STOPS.has(event.name)) {
    const found = [...transcriptTools(text(event.raw.transcript_path)), ...recordedTools(ctx.env, event.sessionId, turn, nowS)];
    event.toolNames = canonicalToolNames([...event.toolNames, ...found]);
  }
}

export interface Decision {
  host: HostAdapter;
  event?: HookEvent;
  verdict: Verdict;
  output: HostOutput;
  stage: string;
  error?: string;
  /** What threw and was survived (engine/faults.ts): a check, a detector, the parser. */
  faults?: Fault[];
}

/** Everything between the raw stdin text and the host output; pure apart from ctx. */
export async function decide(guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx): Promise<Decision> {
  takeFaults();
  const d = await decideOnce(guard, input, argv, ctx);
  const faults = takeFaults();
  return faults.length ? { ...d, faults } : d;
}

async function decideOnce(guard: Guard, input: string | undefined, argv: readonly string[], ctx: Ctx): Promise<Decision> {
  let host: HostAdapter = starchild;
  let stage = "read";
  let event: HookEvent | undefined;
  let candidates: EventName[] = [];
  try {
    if (input === undefined) return { host, verdict: CONTINUE, output: SILENT, stage: "oversize" };
    stage = "parse";
    if (input.trim() === "") return { host, verdict: CONTINUE, output: SILENT, stage: "empty" };
    const raw: unknown = JSON.parse(input);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { host, verdict: CONTINUE, output: SILENT, stage: "no-event" };
    const payload = raw as Record<string, unknown>;
    host = pickHost(argv, payload);
    // Off the bus every guard keeps its state under one private root, never in the project.
    if (!host.capabilities.referenceState) ctx = { ...ctx, stateRoot: stateRoot(ctx.env) };
    stage = "event";
    candidates = host.events(payload);
    const name = candidates.find((n) => guard.handlers[n]);
    event = candidates[0] ? host.toEvent(payload, name ?? candidates[0]) : undefined;
    if (!event) return { host, verdict: CONTINUE, output: SILENT, stage: "no-event" };
    stage = "turn";
    turnBookkeeping(host, candidates, event, name !== undefined, ctx);
    const handler = name ? guard.handlers[name] : undefined;
    if (!handler) return { host, event, verdict: CONTINUE, output: host.render(CONTINUE, event), stage: "no-handler" };
    stage = "handle";
    let verdict = await handler(event, ctx);
    if (verdict.kind === "block" && host.capReached?.(event, ctx.env)) verdict = { kind: "continue", rule: verdict.rule };
    stage = "render";
    return { host, event, verdict, output: host.render(verdict, event), stage: "done" };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    let output = SILENT;
    try {
      output = failureOutput(guard, host, candidates, stage, ctx, event);
    } catch {
      // The failure path itself must not throw.
    }
    return { host, event, verdict: CONTINUE, output, stage, error };
  }
}

/** The entry point of every built guard. */
async function run(guard: Guard): Promise<void> {
  // process.hrtime, not performance.now(): the `performance` global loads perf_hooks on first use,
  // about 1.5 ms of every cold run.
  const started = process.hrtime.bigint();
  const ctx = realCtx();
  if (process.argv.includes("--check-config")) {
    // The selftest asks the user's copy to vet its own tables before replaying cases.
    const problems = [...failModeProblems(guard), ...settingProblems(guard.settings?.() ?? {}), ...(guard.check?.(ctx) ?? [])];
    writeAll(1, JSON.stringify({ problems }) + "\n");
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
  const ms = Number((process.hrtime.bigint() - started) / 10_000n) / 100;
  logDecision(ctx.env, guard.name, { ...d, error: d.error ?? readError }, ms);
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
  run(guard).catch(() => process.exit(0));
}
