// Shared scoring for the security_guard corpora.
import type { Ctx, HookEvent } from "../engine/types";

export const EMPTY: HookEvent = {
  name: "on_user_message",
  sessionId: "t",
  agentId: "a",
  cwd: "/tmp",
  message: "",
  channel: "",
  toolName: "",
  toolInput: {},
  toolResult: "",
  system: "",
  lastUserMessage: "",
  response: "",
  model: "",
  tokens: { input: 0, output: 0, cache_read: 0, cache_creation: 0 },
  toolNames: [],
  turnCostUsd: 0,
  stopHookActive: false,
  goal: "",
  summary: "",
  notification: "",
  notificationType: "",
  raw: {},
};

export function realCtxFor(env: Record<string, string> = {}): Ctx {
  return { env, cwd: "/tmp", now: () => Date.now(), readText: () => undefined, fetchJson: async () => undefined };
}

export interface Score {
  recall: number;
  fpRate: number;
  missed: string[];
  falsePositives: string[];
  summary: string;
}

export async function score(items: Array<{ positive: boolean; label: string }>, fires: (label: string) => Promise<boolean>): Promise<Score> {
  const missed: string[] = [];
  const fps: string[] = [];
  let pos = 0;
  let neg = 0;
  for (const it of items) {
    const hit = await fires(it.label);
    if (it.positive) {
      pos++;
      if (!hit) missed.push(it.label.slice(0, 160));
    } else {
      neg++;
      if (hit) fps.push(it.label.slice(0, 160));
    }
  }
  const recall = pos ? (pos - missed.length) / pos : 1;
  const fpRate = neg ? fps.length / neg : 0;
  return {
    recall,
    fpRate,
    missed,
    falsePositives: fps,
    summary:
      `${items.length} items (${pos} positive, ${neg} negative): recall ${(recall * 100).toFixed(1)}% (${pos - missed.length}/${pos}), false ` +
      `positives ${(fpRate * 100).toFixed(1)}% (${fps.length}/${neg})`,
  };
}
