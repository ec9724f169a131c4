// "Tools run this turn" for hosts whose stop payload has no tool_names (Claude Code, Codex, Gemini,
// Azure), so the stop-gate guards keep their ground truth. Two sources, unioned:
// - the transcript (`transcript_path`, JSONL: Claude Code's and Codex's formats), read from the
//   end back to the last real user prompt, capped in bytes;
// - a recorder: every post-tool run of any hookguard guard appends the tool to a small per-session
//   state file under the state root (engine/state.ts stateRoot); a prompt event starts a new turn.
// Turns are told apart by the host's turn id (Codex `turn_id`, Claude `prompt_id`) when present.
import { join } from "node:path";
import { readJson, sessionKey, stateRoot, tailFileSafe, updateJson } from "../state";
import { record, text } from "./common";

/** Transcript bytes read from the end (a turn's tool calls sit near the end). */
const TRANSCRIPT_TAIL_BYTES = 4 * 1024 * 1024;
/** A recorded turn without a host turn id is trusted this long after its last tool. */
const UNKEYED_TURN_TTL_S = 30 * 60;
const MAX_TOOLS = 200;
const RELEVANT = /"type":\s*"(?:user|user_message|tool_use|function_call|custom_tool_call|local_shell_call)"/;

type Env = Readonly<Record<string, string | undefined>>;

/** A user line that starts a turn (a real prompt, not a tool result), or undefined. */
function isPrompt(line: Record<string, unknown>): boolean {
  const payload = record(line.payload);
  if (line.type === "event_msg" && payload.type === "user_message") return true; // Codex
  if (line.type !== "user" || line.isMeta === true) return false; // Claude Code
  const content = record(line.message).content;
  if (typeof content === "string") return true;
  if (!Array.isArray(content)) return false;
  return !content.some((c) => record(c).type === "tool_result") && content.some((c) => record(c).type === "text");
}

function toolsOf(line: Record<string, unknown>): string[] {
  const payload = record(line.payload);
  if (line.type === "response_item" && /^(?:function_call|custom_tool_call|local_shell_call)$/.test(text(payload.type))) {
    return [text(payload.name) || "shell"];
  }
  if (line.type !== "assistant") return [];
  const content = record(line.message).content;
  if (!Array.isArray(content)) return [];
  return content
    .filter((c) => record(c).type === "tool_use")
    .map((c) => text(record(c).name))
    .filter(Boolean);
}

/** Tool names since the last user prompt in a JSONL transcript; [] when unreadable. */
export function transcriptTools(path: string, maxBytes = TRANSCRIPT_TAIL_BYTES): string[] {
  // Non-blocking and regular files only: a FIFO or device named here must never hang the stop.
  const body = path ? tailFileSafe(path, maxBytes)?.toString("utf8") : undefined;
  if (!body) return [];
  const lines = body.split("\n");
  const seen: string[] = [];
  for (let i = lines.length - 1; i >= 0 && seen.length < MAX_TOOLS; i--) {
    const line = (lines[i] as string).trim();
    // Cheap gate before JSON.parse: only prompt lines and tool calls matter.
    if (!line.startsWith("{") || !RELEVANT.test(line)) continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = record(JSON.parse(line));
    } catch {
      continue; // the first line of a tail is usually cut
    }
    if (isPrompt(parsed)) break;
    seen.push(...toolsOf(parsed).reverse());
  }
  return [...new Set(seen.reverse())];
}

interface Recorded {
  turn: string;
  tools: string[];
  ts: number;
}

function recordedOf(doc: unknown): Recorded | undefined {
  const r = record(doc);
  if (typeof r.turn !== "string" || typeof r.ts !== "number" || !Array.isArray(r.tools)) return undefined;
  return { turn: r.turn, ts: r.ts, tools: r.tools.filter((t): t is string => typeof t === "string") };
}

function recorderPath(env: Env, sessionId: string): string {
  return join(stateRoot(env), `turn-tools-${sessionKey(sessionId)}.json`);
}

/** The host's turn id, when it sends one. */
export function turnIdOf(raw: Record<string, unknown>): string {
  return text(raw.turn_id) || text(raw.prompt_id);
}

function sameTurn(rec: Recorded, turn: string, nowS: number): boolean {
  return turn ? rec.turn === turn : rec.turn === "" && nowS - rec.ts < UNKEYED_TURN_TTL_S;
}

/** Add tools to the session's current turn (a new turn id starts a fresh list). */
export function recordTools(env: Env, sessionId: string, turn: string, tools: readonly string[], nowS: number): void {
  updateJson(
    recorderPath(env, sessionId),
    (doc) => {
      const rec = recordedOf(doc);
      const list = rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
      for (const t of tools) if (t && !list.includes(t) && list.length < MAX_TOOLS) list.push(t);
      return { turn, tools: list, ts: nowS };
    },
    stateRoot(env),
  );
}

/** A prompt arrived: the session starts a new, empty turn. */
export function startTurn(env: Env, sessionId: string, turn: string, nowS: number): void {
  updateJson(recorderPath(env, sessionId), () => ({ turn, tools: [], ts: nowS }), stateRoot(env));
}

export function recordedTools(env: Env, sessionId: string, turn: string, nowS: number): string[] {
  const rec = recordedOf(readJson(recorderPath(env, sessionId)));
  return rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
}
