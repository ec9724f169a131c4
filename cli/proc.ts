// Child processes for doctor and demo: run a file with a payload on stdin, capped in time and output.
import { spawn } from "node:child_process";

export interface RunResult {
  stdout: string;
  stderr: string;
  code: number | null;
  timedOut: boolean;
  ms: number;
  error?: string;
}

const MAX_OUTPUT = 4 * 1024 * 1024;

export function runFile(
  file: string,
  args: string[],
  input: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
  viaNode = false,
): Promise<RunResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    const [cmd, argv] = viaNode ? [process.execPath, [file, ...args]] : [file, args];
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    let settled = false;
    const finish = (r: Omit<RunResult, "ms" | "stdout" | "stderr" | "timedOut">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ stdout, stderr, timedOut, ms: performance.now() - started, ...r });
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(cmd, argv, { env, stdio: ["pipe", "pipe", "pipe"] });
    } catch (e) {
      return finish({ code: null, error: String(e) });
    }
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout?.setEncoding("utf8").on("data", (d: string) => {
      if (stdout.length < MAX_OUTPUT) stdout += d;
    });
    child.stderr?.setEncoding("utf8").on("data", (d: string) => {
      if (stderr.length < MAX_OUTPUT) stderr += d;
    });
    child.on("error", (e) => finish({ code: null, error: e.message }));
    child.on("close", (code) => finish({ code }));
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}
