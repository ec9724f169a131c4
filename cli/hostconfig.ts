// hookguard install --host claude|codex|gemini|azure: wire the copies into another host's config.
// Which host events each guard goes on, and the exact shape of one hook entry, come from the
// host adapters and cli/snippet.ts (the snippet generator); this file only merges those
// entries into the user's settings file without dropping or duplicating anything.
import { join, resolve } from "node:path";
import type { HostAdapter } from "../engine/hosts/types";
import type { GuardWiring } from "../engine/wiring";
import { codexHome } from "./codextrust";
import { plan, render, WHERE, type HookLine } from "./snippet";
import { ConfigError } from "./shellhooks";

/** Where each host's hook config lives by default (undefined: no file, print the snippet). */
export function defaultHostConfig(host: string): string | undefined {
  switch (host) {
    case "claude":
      return resolve(".claude/settings.json");
    case "gemini":
      return resolve(".gemini/settings.json");
    case "codex":
      return join(codexHome(), "hooks.json"); // $CODEX_HOME/hooks.json, else ~/.codex/hooks.json
    default:
      return undefined;
  }
}

export interface HostMerge {
  text: string;
  changed: boolean;
  added: HookLine[];
  kept: HookLine[];
  missing: string[];
  where: string;
}

type Group = { matcher?: string; hooks: Array<Record<string, unknown>> };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Merge the host's hook entries for `wirings` into a settings JSON text (undefined = no file). */
/** `type: "http"` entries to a running `hookguard serve` at `base` (Claude Code), instead of commands. */
export interface HttpWiring {
  base: string;
}

export function mergeHostJson(
  host: HostAdapter,
  text: string | undefined,
  wirings: readonly GuardWiring[],
  dir: string,
  all: boolean,
  path: string,
  launcher = false,
  http?: HttpWiring,
): HostMerge {
  const { lines, missing } = plan(host, wirings, dir, all, launcher);
  let settings: Record<string, unknown> = {};
  if (text !== undefined && text.trim() !== "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new ConfigError(`${path}: not valid JSON (${(e as Error).message}); fix it or pass --config`);
    }
    if (!isRecord(parsed)) throw new ConfigError(`${path}: the top level must be a JSON object`);
    settings = parsed;
  }
  if (settings.hooks === undefined) settings.hooks = {};
  if (!isRecord(settings.hooks)) throw new ConfigError(`${path}: "hooks" must be an object of event → groups`);
  const hooks = settings.hooks;
  const result: HostMerge = { text: "", changed: false, added: [], kept: [], missing, where: WHERE[host.id] ?? "" };
  for (const line of lines) {
    // One line rendered alone gives the host's exact group shape (Gemini names, ms timeouts …).
    const one = (JSON.parse(render(host, [line])) as { hooks: Record<string, Group[]> }).hooks[line.event]?.[0];
    let entry = one?.hooks[0];
    if (!one || !entry) continue;
    if (http) {
      // The token travels in a header filled from the env (only names in allowedEnvVars are).
      const url = `${http.base.replace(/\/+$/, "")}/${line.guard}?host=${host.id}`;
      entry = { type: "http", url, timeout: entry.timeout, headers: { "x-hookguard-token": "$HOOKGUARD_TOKEN" }, allowedEnvVars: ["HOOKGUARD_TOKEN"] };
      one.hooks[0] = entry;
    }
    const groups = Array.isArray(hooks[line.event]) ? (hooks[line.event] as unknown[]) : (hooks[line.event] = []);
    const group = groups.find((g): g is Group => isRecord(g) && (g.matcher ?? undefined) === (one.matcher ?? undefined) && Array.isArray(g.hooks));
    const wired = entry;
    if (group?.hooks.some((h) => isRecord(h) && (wired.url !== undefined ? h.url === wired.url : h.command === wired.command))) {
      result.kept.push(line);
      continue;
    }
    if (group) group.hooks.push(entry);
    else groups.push(one);
    result.added.push(line);
    result.changed = true;
  }
  result.text = result.changed ? JSON.stringify(settings, null, 2) + "\n" : (text ?? "");
  return result;
}

/** Azure's config is the agent's v2 YAML (portal / REST): render the snippet to merge by hand. */
export function azureSnippet(host: HostAdapter, wirings: readonly GuardWiring[], dir: string, all: boolean): HostMerge {
  const { lines, missing } = plan(host, wirings, dir, all);
  return { text: render(host, lines) + "\n", changed: true, added: lines, kept: [], missing, where: WHERE[host.id] ?? "" };
}
