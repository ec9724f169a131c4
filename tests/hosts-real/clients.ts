// The three real clients: where each is installed (pinned, in an ignored cache folder), how its
// hooks are wired (hookguard install --host, or its own plugin / extension mechanism), and how it
// runs headless against the scripted model server in a temp HOME and project.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
/** Where the pinned clients are installed (ignored by git); HOOKGUARD_REAL_CACHE moves it. */
const CACHE = process.env.HOOKGUARD_REAL_CACHE || join(ROOT, ".cache", "hosts-real");
export const CLI = join(ROOT, "build", "hookguard.cjs");

export type ClientId = "claude" | "gemini" | "codex";
/**
 * install: hookguard install --host; plugin: the client's plugin / extension. Codex only — trust:
 * install --trust-codex-hooks and no per-run trust bypass; untrusted: install without the flag, no bypass.
 */
export type Wiring = "install" | "plugin" | "trust" | "untrusted";

export interface World {
  home: string;
  project: string;
  modelPort: number;
  wiring: Wiring;
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export interface Client {
  id: ClientId;
  pkg: string;
  version: string;
  /** The binary inside the cache's node_modules/.bin. */
  bin: string;
  /** Model-side tool names and argument shapes. */
  shell(command: string): { tool: string; input: Record<string, unknown> };
  write(path: string, content: string): { tool: string; input: Record<string, unknown> };
  /** Write the client's own settings (model endpoint, auth) and wire the hooks. */
  setup(w: World): Promise<void>;
  args(w: World, prompt: string): string[];
  env(w: World): Record<string, string>;
}

function installDir(c: Client): string {
  return join(CACHE, `${c.id}-${c.version}`);
}

export function binPath(c: Client): string {
  return join(installDir(c), "node_modules", ".bin", c.bin);
}

export function run(cmd: string, args: string[], opts: { cwd: string; env: Record<string, string>; timeoutMs: number; input?: string }): Promise<Ran> {
  return new Promise((resolve) => {
    const started = Date.now();
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["pipe", "pipe", "pipe"], detached: true });
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      // The client and anything it started (its own shell, a hook) go together.
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, opts.timeoutMs);
    child.on("error", (e) => {
      stderr += String(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, ms: Date.now() - started });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(opts.input ?? "");
  });
}

function baseEnv(w: World): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: w.home,
    LANG: "C.UTF-8",
    TERM: "dumb",
    NO_COLOR: "1",
    CI: "1",
    NO_PROXY: "127.0.0.1,localhost",
    no_proxy: "127.0.0.1,localhost",
    TMPDIR: join(w.home, "tmp"),
  };
}

interface InstallOpts {
  env?: Record<string, string>;
  args?: string[];
}

/** hookguard install --host, run in the project as a user would; `config` undefined = install's own default. */
async function hookguardInstall(host: ClientId, w: World, config: string | undefined, opts: InstallOpts = {}): Promise<void> {
  const args = [CLI, "install", "--host", host, "--dir", join(w.home, ".hookguard"), ...(config ? ["--config", config] : []), "--no-selftest"];
  const r = await run(process.execPath, [...args, ...(opts.args ?? [])], { cwd: w.project, env: { ...baseEnv(w), ...opts.env }, timeoutMs: 60_000 });
  if (r.code !== 0) throw new Error(`hookguard install --host ${host} failed (${r.code}): ${r.stderr || r.stdout}`);
}

const FAKE_ANTHROPIC = "sk-ant-api03-" + "scripted".repeat(6);

const claude: Client = {
  id: "claude",
  pkg: "@anthropic-ai/claude-code",
  version: "2.1.332",
  bin: "claude",
  shell: (command) => ({ tool: "Bash", input: { command, description: "run it" } }),
  write: (path, content) => ({ tool: "Write", input: { file_path: path, content } }),
  async setup(w) {
    if (w.wiring === "install") await hookguardInstall("claude", w, join(w.project, ".claude", "settings.json"));
  },
  args: (w, prompt) => [
    "-p",
    prompt,
    "--output-format",
    "json",
    "--model",
    "claude-sonnet-4-5",
    "--allowedTools",
    "Bash,Write,Read,Edit",
    ...(w.wiring === "plugin" ? ["--plugin-dir", ROOT] : []),
  ],
  env: (w) => ({
    ...baseEnv(w),
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${w.modelPort}`,
    ANTHROPIC_API_KEY: FAKE_ANTHROPIC,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
  }),
};

const gemini: Client = {
  id: "gemini",
  pkg: "@google/gemini-cli",
  version: "0.61.0",
  bin: "gemini",
  shell: (command) => ({ tool: "run_shell_command", input: { command, description: "run it" } }),
  write: (path, content) => ({ tool: "write_file", input: { file_path: path, content } }),
  async setup(w) {
    const settings = join(w.home, ".gemini", "settings.json");
    mkdirSync(join(w.home, ".gemini"), { recursive: true });
    // A custom base URL needs the API-key auth type chosen up front, else the CLI exits 41.
    const base = {
      security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
    };
    writeFileSync(settings, JSON.stringify(base, null, 2));
    if (w.wiring === "install") await hookguardInstall("gemini", w, join(w.project, ".gemini", "settings.json"));
    else {
      const r = await run(binPath(gemini), ["extensions", "link", ROOT, "--consent"], { cwd: w.project, env: gemini.env(w), timeoutMs: 60_000 });
      if (r.code !== 0) throw new Error(`gemini extensions link failed (${r.code}): ${r.stderr || r.stdout}`);
    }
  },
  args: (_w, prompt) => ["-p", prompt, "--yolo", "--model", "gemini-2.5-pro", "--output-format", "json"],
  env: (w) => ({
    ...baseEnv(w),
    GEMINI_API_KEY: "scripted-" + "k".repeat(30),
    GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${w.modelPort}`,
    GEMINI_CLI_NO_RELAUNCH: "true",
  }),
};

const codex: Client = {
  id: "codex",
  pkg: "@openai/codex",
  version: "0.171.0",
  bin: "codex",
  shell: (command) => ({ tool: "exec_command", input: { cmd: command } }),
  // No apply_patch for a model name Codex does not know: write the file through the shell.
  write: (path, content) => ({ tool: "exec_command", input: { cmd: `cat > ${JSON.stringify(path)} <<'EOF'\n${content}\nEOF` } }),
  async setup(w) {
    const home = codexHomeOf(w);
    mkdirSync(home, { recursive: true });
    writeFileSync(
      join(home, "config.toml"),
      [
        `model = "gpt-5-codex"`,
        `model_provider = "scripted"`,
        `approval_policy = "never"`,
        `sandbox_mode = "danger-full-access"`,
        `[model_providers.scripted]`,
        `name = "scripted"`,
        `base_url = "http://127.0.0.1:${w.modelPort}/v1"`,
        `wire_api = "responses"`,
        `env_key = "SCRIPTED_API_KEY"`,
        `[features]`,
        `hooks = true`,
        "",
      ].join("\n"),
    );
    // No --config: install must find hooks.json through CODEX_HOME (not ~/.codex) on its own.
    const trust = w.wiring === "untrusted" ? [] : ["--trust-codex-hooks"];
    await hookguardInstall("codex", w, undefined, { env: { CODEX_HOME: home }, args: trust });
  },
  // Codex runs no hook it has not persisted trust for in `exec`. install --trust-codex-hooks records
  // that trust; the client's own per-run bypass stays on for the scenarios that test the hooks
  // themselves, so a Codex that hashes differently fails only the trust scenarios, which drop it.
  args: (w, prompt) => ["exec", "--skip-git-repo-check", ...(codexBypass(w) ? ["--dangerously-bypass-hook-trust"] : []), "--cd", w.project, prompt],
  env: (w) => ({ ...baseEnv(w), CODEX_HOME: codexHomeOf(w), SCRIPTED_API_KEY: "scripted-" + "k".repeat(30) }),
};

/** CODEX_HOME, deliberately not ~/.codex: a hook written to ~/.codex would not run. */
const codexHomeOf = (w: World) => join(w.home, "codex-home");
const codexBypass = (w: World) => w.wiring !== "trust" && w.wiring !== "untrusted";

export const CLIENTS: readonly Client[] = [claude, gemini, codex];

/** The client runs and says it is the pinned version; else why not. */
async function versionProblem(c: Client): Promise<string | undefined> {
  const r = await run(binPath(c), ["--version"], { cwd: CACHE, env: { PATH: process.env.PATH ?? "", HOME: installDir(c) }, timeoutMs: 60_000 });
  if (r.code === 0 && r.stdout.includes(c.version)) return undefined;
  return `${c.bin} --version: exit ${r.code}${r.timedOut ? " (timed out)" : ""}, ${(r.stdout + r.stderr).trim().slice(0, 200) || "no output"}`;
}

/** Install the pinned client into the cache unless it is there and runs; the reason when it cannot be. */
export async function ensureInstalled(c: Client): Promise<string | undefined> {
  if (existsSync(binPath(c)) && !(await versionProblem(c))) return undefined;
  const dir = installDir(c);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, description: "hookguard real-client cache (not part of the repo)" }));
  const env: Record<string, string> = { ...(process.env as Record<string, string>), npm_config_update_notifier: "false" };
  const r = await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `${c.pkg}@${c.version}`], { cwd: dir, env, timeoutMs: 300_000 });
  if (r.code !== 0 || !existsSync(binPath(c))) {
    const lines = (r.stderr || r.stdout).trim().split("\n");
    const telling = lines.filter((l) => /\b(code|errno|E[A-Z]{3,})\b/.test(l)).slice(0, 3);
    const why = (telling.length ? telling : lines.slice(0, 3)).join(" | ");
    return `npm install ${c.pkg}@${c.version} failed (exit ${r.code}${r.timedOut ? ", timed out" : ""}): ${why}`;
  }
  return versionProblem(c);
}
