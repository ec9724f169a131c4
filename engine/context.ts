// The production Ctx: real env, clock, files and network. Network modules load lazily, only on
// the path that needs them, because every guard run is a fresh process.
import { readFileSafe } from "./state";
import type { Ctx } from "./types";

const DEFAULT_MAX_FILE = 8 * 1024 * 1024;
const MAX_BODY = 1024 * 1024;

/**
 * A file a payload or config names (registry, ledger, patch file): read only when it is a regular
 * file within the cap, opened non-blocking, so a FIFO, device or socket there reads as missing
 * instead of hanging the guard.
 */
export function readText(path: string, maxBytes = DEFAULT_MAX_FILE): string | undefined {
  return readFileSafe(path, maxBytes)?.toString("utf8");
}

/** JSON of a text, or undefined when missing or malformed. */
function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    timer.unref?.();
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "file:") {
        const { fileURLToPath } = require("node:url") as typeof import("node:url");
        return finish(parseJson(readText(fileURLToPath(parsed), MAX_BODY)));
      }
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return finish(undefined);
      const lib = (parsed.protocol === "https:" ? require("node:https") : require("node:http")) as typeof import("node:http");
      const req = lib.get(parsed, { timeout: timeoutMs, headers: { accept: "application/json" } }, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          res.resume();
          return finish(undefined);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            req.destroy();
            return finish(undefined);
          }
          chunks.push(chunk);
        });
        res.on("end", () => finish(parseJson(Buffer.concat(chunks).toString("utf8"))));
        res.on("error", () => finish(undefined));
      });
      req.on("timeout", () => {
        req.destroy();
        finish(undefined);
      });
      req.on("error", () => finish(undefined));
    } catch {
      finish(undefined);
    }
  });
}

/** HOOKGUARD_NOW (epoch seconds) pins the clock, so selftests can replay TTL and recency cases. */
export function realCtx(env: Readonly<Record<string, string | undefined>> = process.env): Ctx {
  const pinned = Number(env.HOOKGUARD_NOW);
  const now = env.HOOKGUARD_NOW && Number.isFinite(pinned) ? () => pinned * 1000 : () => Date.now();
  return { env, cwd: process.cwd(), now, readText, fetchJson };
}
