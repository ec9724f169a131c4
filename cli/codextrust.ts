// Codex CLI runs a user or project hook only once its hash is trusted: config.toml holds
// `[hooks.state."<hooks.json path>:<event>:<group>:<handler>"]` with `trusted_hash = "sha256:…"`,
// written when the user reviews the hook in Codex's interactive /hooks view. Headless `codex exec`
// never asks, so an untrusted hook there does nothing, silently. This module finds the hooks a
// hooks.json holds, says which are trusted, and — only when the user asks — records trust.
// The hash follows Codex's own rule (codex-rs/hooks discovery: the normalized hook identity,
// serialized without empty fields, keys sorted, compact JSON, sha256); a Codex that hashes another
// way simply reports the hook as changed and asks again.
import { createHash } from "node:crypto";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

type Env = Readonly<Record<string, string | undefined>>;

/** $CODEX_HOME when set, else ~/.codex — where Codex keeps config.toml and the user's hooks.json. */
export function codexHome(env: Env = process.env): string {
  const set = env.CODEX_HOME?.trim();
  if (set) return isAbsolute(set) ? set : resolve(set);
  return join(homedir(), ".codex");
}

export interface CodexHook {
  /** The hooks.state key Codex files this hook under. */
  key: string;
  event: string;
  command: string;
  /** sha256 of the normalized identity, as Codex computes it. */
  hash: string;
}

/** PreToolUse → pre_tool_use (Codex's key label). */
const snake = (event: string) => event.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toLowerCase();

/** Events whose matcher Codex ignores (no tool to match): the identity has none. */
const NO_MATCHER = new Set(["UserPromptSubmit", "Stop"]);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) if (value[k] !== undefined) out[k] = canonical(value[k]);
  return out;
}

export function hookHash(event: string, matcher: string | undefined, handler: Record<string, unknown>): string {
  const timeout = typeof handler.timeout === "number" && handler.timeout >= 1 ? Math.floor(handler.timeout) : 600;
  const normalized = {
    type: "command",
    command: String(handler.command ?? ""),
    timeout,
    async: handler.async === true,
    statusMessage: typeof handler.statusMessage === "string" ? handler.statusMessage : undefined,
  };
  const identity = { event_name: snake(event), matcher: NO_MATCHER.has(event) ? undefined : matcher, hooks: [normalized] };
  return `sha256:${createHash("sha256")
    .update(JSON.stringify(canonical(identity)))
    .digest("hex")}`;
}

/** Every command hook in a hooks.json text, with its key and hash (none when it does not parse). */
export function codexHooks(hooksJsonPath: string, text: string): CodexHook[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  const events = isRecord(doc) && isRecord(doc.hooks) ? doc.hooks : {};
  const out: CodexHook[] = [];
  for (const [event, groups] of Object.entries(events)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group, g) => {
      if (!isRecord(group) || !Array.isArray(group.hooks)) return;
      const matcher = typeof group.matcher === "string" ? group.matcher : undefined;
      group.hooks.forEach((handler, h) => {
        if (!isRecord(handler) || handler.type !== "command" || typeof handler.command !== "string") return;
        out.push({ key: `${hooksJsonPath}:${snake(event)}:${g}:${h}`, event, command: handler.command, hash: hookHash(event, matcher, handler) });
      });
    });
  }
  return out;
}

const STATE_HEADER = /^\s*\[\s*hooks\.state\.("(?:[^"\\]|\\.)*"|'[^']*')\s*\]\s*(?:#.*)?$/;
const TRUSTED_LINE = /^\s*trusted_hash\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')\s*(?:#.*)?$/;

function tomlString(quoted: string): string {
  if (quoted.startsWith("'")) return quoted.slice(1, -1);
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/** key → trusted_hash from config.toml's `[hooks.state."<key>"]` tables. */
export function trustedHashes(configToml: string): Map<string, string> {
  const out = new Map<string, string>();
  let key: string | undefined;
  for (const line of configToml.split(/\r?\n/)) {
    const header = STATE_HEADER.exec(line);
    if (header) {
      key = tomlString(header[1] as string);
      continue;
    }
    if (/^\s*\[/.test(line)) key = undefined;
    const trusted = key === undefined ? null : TRUSTED_LINE.exec(line);
    if (key !== undefined && trusted) out.set(key, tomlString(trusted[1] as string));
  }
  return out;
}

export type TrustStatus = "trusted" | "untrusted" | "changed";

export function trustOf(hook: CodexHook, hashes: ReadonlyMap<string, string>): TrustStatus {
  const recorded = hashes.get(hook.key);
  return recorded === undefined ? "untrusted" : recorded === hook.hash ? "trusted" : "changed";
}

/** config.toml with `trusted_hash` recorded for `hooks` (existing entries updated, others appended). */
export function withTrust(configToml: string, hooks: readonly CodexHook[]): string {
  const lines = configToml.split("\n");
  const pending = new Map(hooks.map((h) => [h.key, h.hash]));
  let key: string | undefined;
  const setIn: Array<{ at: number; key: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const header = STATE_HEADER.exec(line);
    if (header) {
      key = tomlString(header[1] as string);
      if (pending.has(key)) setIn.push({ at: i, key });
      continue;
    }
    if (/^\s*\[/.test(line)) key = undefined;
    if (key !== undefined && pending.has(key) && TRUSTED_LINE.test(line)) {
      lines[i] = `trusted_hash = ${JSON.stringify(pending.get(key))}`;
      pending.delete(key);
    }
  }
  // A table that exists without a trusted_hash line gets one right under its header.
  for (const { at, key: k } of setIn.reverse()) {
    const hash = pending.get(k);
    if (hash === undefined) continue;
    lines.splice(at + 1, 0, `trusted_hash = ${JSON.stringify(hash)}`);
    pending.delete(k);
  }
  let text = lines.join("\n");
  if (pending.size === 0) return text;
  if (text.length > 0 && !text.endsWith("\n")) text += "\n";
  for (const [k, hash] of pending) text += `\n[hooks.state.${JSON.stringify(k)}]\ntrusted_hash = ${JSON.stringify(hash)}\n`;
  return text;
}
