// Host config snippets: the guards' wirings (templates/<guard>/wiring.ts) × a host adapter's
// `wires` → the config that wires the built guards into the host, with absolute paths. Used by
// `hookguard install` (cli/hostconfig.ts) and `npm run snippet` (scripts/snippet.ts). Pure: no files.
import { join } from "node:path";
import type { HostAdapter, HostWire } from "../engine/hosts/types";
import type { GuardWiring } from "../engine/wiring";

const STOP_EVENTS = new Set(["on_stop", "on_completion_claim"]);
/** Seconds for the extra recorder hooks (they only append a tool name). */
const RECORDER_TIMEOUT_S = 5;

export interface HookLine {
  event: string;
  matcher?: string;
  guard: string;
  command: string;
  /** Seconds. */
  timeout: number;
}

export interface Plan {
  lines: HookLine[];
  /** "guard: event" pairs the host cannot express. */
  missing: string[];
}

function quote(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

function commandFor(host: HostAdapter, dir: string, guard: string, launcher = false): string {
  const file = join(dir, `${guard}${launcher ? ".sh" : ".cjs"}`);
  return host.id === "starchild" ? file : `${launcher ? "" : "node "}${quote(file)} --host=${host.id}`;
}

/** Which host events each guard goes on (one line per guard × host event × matcher). */
export function plan(host: HostAdapter, wirings: readonly GuardWiring[], dir: string, all = false, launcher = false): Plan {
  const lines: HookLine[] = [];
  const missing: string[] = [];
  const add = (guard: string, wire: HostWire, timeout: number) => {
    const same = lines.find((l) => l.guard === guard && l.event === wire.event && l.matcher === wire.matcher);
    if (same) same.timeout = Math.max(same.timeout, timeout);
    else lines.push({ event: wire.event, ...(wire.matcher ? { matcher: wire.matcher } : {}), guard, command: commandFor(host, dir, guard, launcher), timeout });
  };
  let stopGuard: string | undefined;
  for (const w of wirings) {
    for (const e of w.events) {
      if (e.optional && !all) continue;
      const wire = host.wires[e.event];
      if (!wire) {
        missing.push(`${w.guard}: ${e.event}`);
        continue;
      }
      add(w.guard, host.id === "starchild" && e.matcher ? { ...wire, matcher: e.matcher } : wire, e.timeout);
      if (STOP_EVENTS.has(e.event)) stopGuard ??= w.guard;
    }
  }
  // The turn recorder is shared by all guards (any hookguard run on a post-tool or prompt event
  // records): wire it once, and only where no guard already runs on that host event.
  if (stopGuard) for (const r of host.recorder ?? []) if (!lines.some((l) => l.event === r.event)) add(stopGuard, r, RECORDER_TIMEOUT_S);
  return { lines, missing };
}

/** Claude Code / Codex / Gemini settings: hooks.<Event>[] = {matcher?, hooks: [{type, command, timeout}]}. */
function settingsJson(host: HostAdapter, lines: readonly HookLine[]): string {
  const hooks: Record<string, { matcher?: string; hooks: Record<string, unknown>[] }[]> = {};
  for (const l of lines) {
    const groups = (hooks[l.event] ??= []);
    let group = groups.find((g) => g.matcher === l.matcher);
    if (!group) groups.push((group = { ...(l.matcher ? { matcher: l.matcher } : {}), hooks: [] }));
    // Gemini's timeouts are milliseconds; the others' seconds.
    const timeout = host.id === "gemini" ? l.timeout * 1000 : l.timeout;
    group.hooks.push({ ...(host.id === "gemini" ? { name: l.guard } : {}), type: "command", command: l.command, timeout });
  }
  return JSON.stringify({ hooks }, null, 2);
}

function azureYaml(lines: readonly HookLine[]): string {
  const out = [
    "# Azure SRE Agent: merge under `spec:` of the agent's v2 YAML (api_version: azuresre.ai/v2).",
    "# Command hooks run an inline script in Azure's sandbox: the guard files must be there at these",
    "# paths and `node` on PATH (Node in the sandbox is not documented; check `node -v` first).",
    lines.length ? "hooks:" : "hooks: {}",
  ];
  const events = [...new Set(lines.map((l) => l.event))];
  for (const event of events) {
    out.push(`  ${event}:`);
    for (const l of lines.filter((x) => x.event === event)) {
      out.push("    - type: command");
      if (l.matcher) out.push(`      matcher: ${JSON.stringify(l.matcher)}`);
      out.push(`      timeout: ${Math.min(300, Math.max(1, l.timeout))}`);
      out.push("      failMode: allow");
      out.push("      script: |");
      out.push("        #!/bin/bash");
      out.push(`        exec ${l.command}`);
    }
  }
  return out.join("\n");
}

function starchildYaml(lines: readonly HookLine[]): string {
  if (lines.length === 0) return "hooks: []";
  const out = ["hooks:"];
  for (const l of lines) {
    out.push(`  - event: ${l.event}`);
    out.push(`    command: ${l.command}`);
    if (l.matcher) out.push(`    matcher: ${JSON.stringify(l.matcher)}`);
    out.push(`    timeout: ${l.timeout}`);
  }
  return out.join("\n");
}

/** Where the snippet goes (printed on stderr, so stdout stays valid JSON / YAML). */
export const WHERE: Record<string, string> = {
  claude: '.claude/settings.json (project) or ~/.claude/settings.json: merge into "hooks"',
  codex: "~/.codex/hooks.json or <repo>/.codex/hooks.json: review and trust the hooks when Codex asks",
  gemini: ".gemini/settings.json or ~/.gemini/settings.json: timeouts are milliseconds",
  azure: "the agent's v2 YAML, under spec:",
  starchild: "workspace/config/shell_hooks.yaml, then approve each command",
};

export function render(host: HostAdapter, lines: readonly HookLine[]): string {
  if (host.id === "azure") return azureYaml(lines);
  if (host.id === "starchild") return starchildYaml(lines);
  return settingsJson(host, lines);
}
