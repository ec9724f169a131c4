// doctor's "resident process" line: for each hooks folder whose launchers are wired, is its
// resident process (`hookguard serve --daemon`) up, and how fast were the last calls it answered?
import { existsSync } from "node:fs";
import { request } from "node:http";
import { basename, dirname, join } from "node:path";

export interface ResidentCheck {
  name: string;
  status: "ok" | "warn";
  detail: string;
  fix?: string;
}

interface Health {
  pid?: number;
  uptimeS?: number;
  requests?: number;
  timeouts?: number;
  recent?: Array<{ ms: number }>;
}

function health(sock: string): Promise<Health | undefined> {
  return new Promise((resolve) => {
    const req = request({ socketPath: sock, path: "/healthz", method: "GET", timeout: 1000 }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d));
      res.on("end", () => {
        try {
          resolve(JSON.parse(body) as Health);
        } catch {
          resolve(undefined);
        }
      });
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(undefined));
    req.end();
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/** One line per hooks folder among `commands` whose launcher (<guard>.sh beside hookguard.cjs) is wired. */
export async function residentChecks(commands: readonly string[]): Promise<ResidentCheck[]> {
  const dirs = [...new Set(commands.filter((c) => c.endsWith(".sh") && existsSync(join(dirname(c), "hookguard.cjs"))).map((c) => dirname(c)))];
  const checks: ResidentCheck[] = [];
  for (const dir of dirs) {
    const sock = join(dir, ".hookguard-run", "sock");
    const h = existsSync(sock) ? await health(sock) : undefined;
    if (!h) {
      checks.push({
        name: "resident process",
        status: "ok",
        detail: `not running for ${dir} (the launchers answer from the bundles and start it on the next call)`,
        fix: `start it now: ${join(dir, "hookguard.cjs")} serve --daemon --dir ${dir}`,
      });
      continue;
    }
    const ms = (h.recent ?? []).map((r) => r.ms);
    const speed = ms.length
      ? `last ${ms.length} calls: median ${quantile(ms, 0.5).toFixed(1)} ms, p90 ${quantile(ms, 0.9).toFixed(1)} ms, ` +
        `max ${Math.max(...ms).toFixed(1)} ms (in the process)`
      : "no calls yet";
    const slow = (h.timeouts ?? 0) > 0;
    checks.push({
      name: "resident process",
      status: slow ? "warn" : "ok",
      detail:
        `up for ${basename(dir)} (pid ${h.pid}, ${Math.round((h.uptimeS ?? 0) / 60)} min, ${h.requests ?? 0} requests` +
        `${slow ? `, ${h.timeouts} over the deadline` : ""}); ${speed}`,
      ...(slow ? { fix: `see ${join(dir, ".hookguard-run", "serve.log")}` } : {}),
    });
  }
  return checks;
}
