// install / doctor hardening (issue #17): CODEX_HOME is honoured; hooks Codex has not trusted are
// reported (doctor) and explained (install), trust is recorded only on --trust-codex-hooks; a
// symlinked config is edited at its target (the link stays a link) or refused with a message.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codexHooks, hookHash, trustedHashes, trustOf, withTrust } from "../cli/codextrust";
import { hookguard } from "./clihelp";

const FOOTER = "runtime_footer";
let tmp = "";
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-install-hard-"));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function fresh(name: string): string {
  const d = join(tmp, name);
  mkdirSync(d, { recursive: true });
  return d;
}

describe("Codex: CODEX_HOME and hook trust", () => {
  it("install --host codex writes $CODEX_HOME/hooks.json (not ~/.codex) and says the hooks are not trusted yet", async () => {
    const home = fresh("home1");
    const codexHome = fresh("codex1");
    const args = ["install", "--host", "codex", "--dir", fresh("hooks1"), "--guards", FOOTER, "--with-optional", "--no-selftest"];
    const r = await hookguard(args, { HOME: home, CODEX_HOME: codexHome });
    expect(r.code).toBe(0);
    expect(existsSync(join(codexHome, "hooks.json"))).toBe(true);
    expect(existsSync(join(home, ".codex"))).toBe(false);
    expect(r.stdout).toContain("not trusted yet");
    expect(r.stdout).toContain("--trust-codex-hooks");
    expect(existsSync(join(codexHome, "config.toml"))).toBe(false);
  });

  it("doctor reports each untrusted hookguard hook; --trust-codex-hooks records trust, then doctor is satisfied", async () => {
    const home = fresh("home2");
    const codexHome = fresh("codex2");
    writeFileSync(join(codexHome, "config.toml"), 'model = "gpt-5"\n');
    const env = { HOME: home, CODEX_HOME: codexHome };
    const install = ["install", "--host", "codex", "--dir", fresh("hooks2"), "--guards", FOOTER, "--with-optional", "--no-selftest"];
    expect((await hookguard(install, env)).code).toBe(0);
    const doctor = async () => {
      const d = await hookguard(["doctor", "--config", join(tmp, "none.yaml"), "--no-selftest", "--json"], env);
      const report = JSON.parse(d.stdout) as { general: Array<{ name: string; status: string; detail: string }> };
      return report.general.filter((c) => c.name === "codex-trust");
    };
    const before = await doctor();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.status === "warn" && c.detail.includes("not trusted"))).toBe(true);
    const r = await hookguard([...install, "--trust-codex-hooks"], env);
    expect(r.stdout).toContain("trusted");
    const toml = readFileSync(join(codexHome, "config.toml"), "utf8");
    expect(toml.startsWith('model = "gpt-5"\n')).toBe(true);
    expect(toml).toContain(`[hooks.state.${JSON.stringify(`${join(codexHome, "hooks.json")}:user_prompt_submit:0:0`)}]`);
    expect(readFileSync(join(codexHome, "config.toml.bak"), "utf8")).toBe('model = "gpt-5"\n');
    expect(await doctor()).toEqual([expect.objectContaining({ status: "ok" })]);
  });

  it("trust is keyed per hooks.json position and hashed from the hook's identity", () => {
    const handler = { type: "command", command: "node /h/g.cjs --host=codex", timeout: 10 };
    const text = JSON.stringify({ hooks: { PreToolUse: [{ matcher: "*", hooks: [handler] }] } });
    const [hook] = codexHooks("/c/hooks.json", text);
    expect(hook?.key).toBe("/c/hooks.json:pre_tool_use:0:0");
    expect(hook?.hash).toBe(hookHash("PreToolUse", "*", { type: "command", command: "node /h/g.cjs --host=codex", timeout: 10 }));
    expect(hook?.hash).not.toBe(hookHash("PreToolUse", "*", { type: "command", command: "node /h/g.cjs --host=codex", timeout: 11 }));
    expect(hook?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    // A changed hook whose old hash is on record is "changed"; recording again replaces the line.
    const stale = `[hooks.state."/c/hooks.json:pre_tool_use:0:0"]\ntrusted_hash = "sha256:old"\nenabled = true\n`;
    expect(hook && trustOf(hook, trustedHashes(stale))).toBe("changed");
    const fixed = withTrust(stale, hook ? [hook] : []);
    expect(hook && trustOf(hook, trustedHashes(fixed))).toBe("trusted");
    expect(fixed).toContain("enabled = true");
    expect(fixed.match(/trusted_hash/g)?.length).toBe(1);
  });
});

describe("a symlinked config is edited at its target", () => {
  it("shell_hooks.yaml behind a symlink: the link stays, the target gets the entries", async () => {
    const d = fresh("link-yaml");
    const target = join(fresh("dotfiles"), "shell_hooks.yaml");
    writeFileSync(target, "hooks: []\n");
    const link = join(d, "shell_hooks.yaml");
    symlinkSync(target, link);
    const r = await hookguard(["install", "--dir", fresh("hooks-y"), "--config", link, "--guards", FOOTER, "--no-doctor"]);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, "utf8")).toContain("runtime_footer.sh");
    expect(readFileSync(`${target}.bak`, "utf8")).toBe("hooks: []\n");
  });

  it("a symlinked .claude/settings.json keeps its link and its target's content", async () => {
    const target = join(fresh("dot-claude"), "settings.json");
    writeFileSync(target, JSON.stringify({ model: "opus" }));
    const link = join(fresh("proj/.claude"), "settings.json");
    symlinkSync(target, link);
    const args = ["install", "--host", "claude", "--dir", fresh("hooks-c"), "--config", link, "--guards", FOOTER, "--with-optional", "--no-selftest"];
    const r = await hookguard(args);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const after = JSON.parse(readFileSync(target, "utf8")) as { model: string; hooks: Record<string, unknown> };
    expect(after.model).toBe("opus");
    expect(Object.keys(after.hooks)).toContain("UserPromptSubmit");
  });

  it("a dangling symlink is refused with a message, and left as it is", async () => {
    const link = join(fresh("dangling"), "shell_hooks.yaml");
    symlinkSync(join(tmp, "no-such-dir", "shell_hooks.yaml"), link);
    const r = await hookguard(["install", "--dir", fresh("hooks-d"), "--config", link, "--guards", FOOTER, "--no-doctor"]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("is a symlink to");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });
});
