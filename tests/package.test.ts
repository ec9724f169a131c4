// The npm package as users get it: `npm pack`, then `npx ./hookguard-<v>.tgz install --host claude`
// from the tarball, offline (no registry: the package has no dependencies), into a temp project.
// Also: the Python-named drop-in copies (install --python-names) and their selftest.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD, hookguard, ROOT } from "./clihelp";

interface Pkg {
  version: string;
  private?: boolean;
  files: string[];
  bin: Record<string, string>;
}
const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Pkg;
const NPM_MS = 120_000;
let tmp = "";
let tarball = "";

/** npm with a private cache and no registry reachable: anything that needs the network fails. */
function npmEnv(): NodeJS.ProcessEnv {
  const npm = { npm_config_cache: join(tmp, "npm-cache"), npm_config_registry: "http://127.0.0.1:9/", npm_config_update_notifier: "false" };
  return { ...process.env, ...npm, NO_COLOR: "1" };
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-pack-"));
  const out = execFileSync("npm", ["pack", "--json", "--pack-destination", tmp], { cwd: ROOT, env: npmEnv(), encoding: "utf8" });
  const [info] = JSON.parse(out) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(tmp, info?.filename ?? "");
}, NPM_MS);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function npx(cwd: string, args: string[]) {
  return spawnSync("npx", ["--yes", "--offline", ...args], { cwd, env: npmEnv(), encoding: "utf8", timeout: NPM_MS });
}

describe("the npm package", () => {
  it("is publishable: not private, a files list, the hookguard bin", () => {
    expect(PKG.private).toBeUndefined();
    expect(PKG.files).toContain("build/*.cjs");
    expect(PKG.bin).toEqual({ hookguard: "build/hookguard.cjs" });
  });

  it("the tarball holds the built guards, their selftests, the CLI, the plugin and the extension — no sources", () => {
    const list = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map((p) => p.replace(/^package\//, ""));
    const built = readdirSync(BUILD)
      .filter((f) => f.endsWith(".cjs"))
      .map((f) => `build/${f}`);
    const manifests = [".claude-plugin/plugin.json", ".claude-plugin/marketplace.json", "hooks/hooks.json", "gemini-extension.json"];
    const wanted = [...built, "package.json", "README.md", ...manifests];
    for (const f of wanted) expect(list).toContain(f);
    expect(list.filter((p) => /\.ts$/.test(p) || p.startsWith("tests/") || p.startsWith("templates/"))).toEqual([]);
  });

  it(
    "npx ./hookguard-<v>.tgz install --host claude wires a working setup in the project",
    () => {
      const project = join(tmp, "project");
      mkdirSync(project, { recursive: true });
      const hooks = join(project, ".hookguard");
      const config = join(project, ".claude", "settings.json");
      const r = npx(tmp, [`./${tarball.split("/").pop()}`, "install", "--host", "claude", "--dir", hooks, "--config", config, "--no-selftest"]);
      expect(r.stderr).not.toMatch(/ERR!/);
      expect(r.status).toBe(0);
      for (const f of readdirSync(BUILD).filter((f) => f.endsWith(".cjs") && f !== "hookguard.cjs")) {
        expect(readFileSync(join(hooks, f)), f).toEqual(readFileSync(join(BUILD, f)));
      }
      type Settings = { hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ command: string }> }>> };
      const settings = JSON.parse(readFileSync(config, "utf8")) as Settings;
      const pre = (settings.hooks.PreToolUse ?? []).flatMap((g) => g.hooks.map((h) => h.command));
      const guardCmd = pre.find((c) => c.includes("security_guard"));
      // The default install wires the launcher (it asks the resident process, else runs the bundle).
      expect(guardCmd).toBe(`${join(hooks, "security_guard.sh")} --host=claude`);
      // The wired command, run as Claude Code runs it (through a shell), denies a delete of home;
      // HOOKGUARD_DAEMON=0 takes the launcher's bundle path, so no resident process outlives the test.
      const payload = { hook_event_name: "PreToolUse", session_id: "s1", cwd: project, tool_name: "Bash", tool_input: { command: "rm -rf ~" } };
      const env = { ...process.env, HOOKGUARD_DAEMON: "0" };
      const hook = spawnSync("sh", ["-c", guardCmd as string], { input: JSON.stringify(payload), encoding: "utf8", cwd: project, env });
      expect(hook.status).toBe(0);
      const decision = JSON.parse(hook.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
      expect(decision.hookSpecificOutput.permissionDecision).toBe("deny");
      expect(decision.hookSpecificOutput.permissionDecisionReason).toContain("recursive delete of the root, home or a system directory");
    },
    NPM_MS,
  );

  it(
    "hookguard --version from the tarball is package.json's version",
    () => {
      const r = npx(tmp, ["--package", `./${tarball.split("/").pop()}`, "hookguard", "--version"]);
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(PKG.version);
    },
    NPM_MS,
  );

  it("the tarball never leaves a guard file in the directory it runs from", () => {
    expect(existsSync(join(tmp, "security_guard.cjs"))).toBe(false);
    expect(existsSync(join(tmp, ".claude"))).toBe(false);
  });
});

describe("drop-in under the Python pack's file names", () => {
  const FOOTER = "runtime_footer";
  const SELFTEST_MS = 300_000;

  it("a guard saved as <guard>.py runs as a hook (its shebang picks node, a .py loads as CommonJS)", () => {
    const dir = join(tmp, "py-run");
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(BUILD, "security_guard.cjs"), join(dir, "security_guard.py"));
    const payload = { event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "rm -rf ~" } };
    const r = spawnSync(process.execPath, [join(dir, "security_guard.py")], { input: JSON.stringify(payload), encoding: "utf8" });
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block" });
  });

  it(
    "the shipped selftest finds its guard as <guard>.py beside it, and names both when neither is there",
    () => {
      const dir = join(tmp, "py-selftest");
      mkdirSync(dir, { recursive: true });
      copyFileSync(join(BUILD, `${FOOTER}_selftest.cjs`), join(dir, `${FOOTER}_selftest.py`));
      const missing = spawnSync(process.execPath, [join(dir, `${FOOTER}_selftest.py`)], { encoding: "utf8" });
      expect(missing.status).toBe(1);
      expect(missing.stdout).toContain(`FAIL  guard file not found: ${join(dir, `${FOOTER}.cjs`)} (nor ${FOOTER}.py)`);
      copyFileSync(join(BUILD, `${FOOTER}.cjs`), join(dir, `${FOOTER}.py`));
      const r = spawnSync(process.execPath, [join(dir, `${FOOTER}_selftest.py`)], { encoding: "utf8", timeout: SELFTEST_MS });
      expect(r.stdout).toMatch(/^\d+ passed, 0 failed$/m);
      expect(r.status).toBe(0);
    },
    SELFTEST_MS,
  );

  it(
    "install --python-names copies under the old names, wires them, says the bus will show drift, and doctor passes",
    async () => {
      const dir = join(tmp, "py-hooks");
      const config = join(tmp, "py-config", "shell_hooks.yaml");
      const r = await hookguard(["install", "--dir", dir, "--config", config, "--guards", FOOTER, "--python-names"]);
      expect(r.code).toBe(0);
      expect(
        readdirSync(dir)
          .filter((f) => !f.startsWith("."))
          .sort(),
      ).toEqual([`${FOOTER}.py`, `${FOOTER}_selftest.py`]);
      const shipped = readFileSync(join(BUILD, `${FOOTER}.cjs`), "utf8");
      expect(readFileSync(join(dir, `${FOOTER}.py`), "utf8")).toContain(shipped.slice(shipped.indexOf("\n") + 1));
      expect(readFileSync(config, "utf8")).toContain(`command: ${join(dir, `${FOOTER}.py`)}`);
      expect(r.stdout).toContain("drift until you re-approve it");
      expect(r.stdout).toContain("ok: 1 entry, 0 problems");
    },
    SELFTEST_MS,
  );

  it.runIf(spawnSync("python3", ["--version"]).status === 0)(
    "an install --python-names copy also starts under python3 (as the pack's own selftests call it) and decides as the .cjs does",
    async () => {
      const dir = join(tmp, "py-python3");
      const config = join(tmp, "py3", "shell_hooks.yaml");
      const r = await hookguard(["install", "--dir", dir, "--config", config, "--guards", "security_guard", "--python-names", "--no-doctor"]);
      expect(r.code).toBe(0);
      const payload = JSON.stringify({ event: "pre_tool_call", session_id: "s", tool_name: "bash", tool_input: { command: "rm -rf ~" } });
      const viaPython = spawnSync("python3", [join(dir, "security_guard.py")], { input: payload, encoding: "utf8" });
      const viaNode = spawnSync(process.execPath, [join(BUILD, "security_guard.cjs")], { input: payload, encoding: "utf8" });
      expect(viaPython.stderr).toBe("");
      expect(viaPython.stdout).toBe(viaNode.stdout);
      expect(JSON.parse(viaPython.stdout)).toMatchObject({ decision: "block" });
      const selftest = spawnSync("python3", [join(dir, "security_guard_selftest.py"), "--only=rm -rf"], { encoding: "utf8", timeout: SELFTEST_MS });
      expect(selftest.stdout).toMatch(/^[1-9]\d* passed, 0 failed$/m);
    },
    SELFTEST_MS,
  );

  it("--python-names is refused for another host", async () => {
    const r = await hookguard(["install", "--host", "claude", "--python-names", "--dry-run"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--python-names is for the Starchild bus");
  });
});

describe("the Claude Code plugin and the Gemini CLI extension", () => {
  type Hooks = Record<string, Array<{ matcher?: string; hooks: Array<{ type: string; command: string; timeout: number }> }>>;
  const read = (p: string): unknown => JSON.parse(readFileSync(join(ROOT, p), "utf8"));
  /**
   * What `hookguard install --host <h> --no-daemon` wires, with the commands moved under the client's root
   * variable: a plugin runs the bundles (its folder is the client's copy, no place for a resident process).
   */
  function wired(host: string, root: string): Hooks {
    const args = ["install", "--host", host, "--dir", "/ROOT/build", "--config", join(tmp, "none", `${host}.json`), "--dry-run", "--json", "--no-daemon"];
    const out = execFileSync(process.execPath, [join(BUILD, "hookguard.cjs"), ...args], { encoding: "utf8" });
    const config = (JSON.parse(out) as { config: string }).config;
    const shipped = new RegExp(`node /ROOT/build/(\\w+)\\.cjs --host=${host}`, "g");
    const text = config.replace(shipped, (_m, g: string) => `node \\"${root}/build/${g}.cjs\\" --host=${host}`);
    return (JSON.parse(text) as { hooks: Hooks }).hooks;
  }

  it("manifests name the package at its version", () => {
    expect(read(".claude-plugin/plugin.json")).toMatchObject({ name: "hookguard", version: PKG.version });
    expect(read("gemini-extension.json")).toMatchObject({ name: "hookguard", version: PKG.version });
  });

  it("hooks/hooks.json (read by both clients) wires exactly what install --host claude and --host gemini wire", () => {
    const hooks = (read("hooks/hooks.json") as { hooks: Hooks }).hooks;
    expect(hooks).toEqual({ ...wired("claude", "${CLAUDE_PLUGIN_ROOT}"), ...wired("gemini", "${extensionPath}") });
    const commands = Object.values(hooks).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => h.command)));
    for (const c of commands) expect(existsSync(join(ROOT, (/\/(build\/\w+\.cjs)/.exec(c) ?? [])[1] ?? "missing")), c).toBe(true);
  });
});
