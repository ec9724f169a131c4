// Helpers for the CLI tests: run build/hookguard.cjs as a subprocess (the artifact users run),
// start `hookguard serve` on a free loopback port, POST to it.
import { spawn, type ChildProcess } from "node:child_process";
import { request, type Agent } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "build", "hookguard.cjs");
export const BUILD = join(ROOT, "build");

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Async on purpose: a test may serve the approve endpoint from this very process. */
export function hookguard(args: string[], env: NodeJS.ProcessEnv = {}, input = ""): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: "1", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

export interface Served {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function serve(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "serve", "--port", "0", ...args], { env: { ...process.env, ...env } });
    let out = "";
    let err = "";
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), stderr: () => err, exited });
    });
    child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function post(port: number, path: string, body: string | Buffer, agent?: Agent, method = "POST"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent: agent ?? false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
