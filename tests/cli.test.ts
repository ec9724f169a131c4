// hookguard install + doctor, end to end in a temp folder, through the built build/hookguard.cjs.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUILD, hookguard } from "./clihelp";

let tmp = "";
let dir = "";
let config = "";
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "hookguard-cli-"));
  dir = join(tmp, "hooks");
  config = join(tmp, "config", "shell_hooks.yaml");
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const FOOTER = "runtime_footer";
/** Tests that run a shipped selftest (a process per case) get room on a busy shared machine. */
const SELFTEST_MS = 300_000;
const install = (...extra: string[]) => hookguard(["install", "--dir", dir, "--config", config, "--guards", FOOTER, "--no-daemon", ...extra]);
const hooksOf = (): Array<Record<string, unknown>> => (parse(readFileSync(config, "utf8")) as { hooks: Array<Record<string, unknown>> }).hooks;

describe("hookguard install", () => {
  it("fresh install copies the guard and its selftest, wires absolute paths, and doctor passes", async () => {
    const r = await install("--no-selftest");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    for (const f of [`${FOOTER}.cjs`, `${FOOTER}_selftest.cjs`]) {
      expect(readFileSync(join(dir, f))).toEqual(readFileSync(join(BUILD, f)));
      expect(statSync(join(dir, f)).mode & 0o111).toBe(0o111);
    }
    expect(hooksOf()).toEqual([{ event: "on_response_end", command: join(dir, `${FOOTER}.cjs`), timeout: 10 }]);
    expect(r.stdout).toContain("ok: 1 entry, 0 problems");
  });

  it("--with-optional also wires the optional events", async () => {
    await install("--with-optional", "--no-doctor");
    expect(hooksOf().map((h) => h.event)).toEqual(["on_response_end", "pre_llm_call"]);
  });

  it("re-install adds no duplicates and keeps the user's comments, entries and order", async () => {
    mkdirSync(join(tmp, "config"), { recursive: true });
    const mine = [
      "# my hooks, hand-written",
      "hooks:",
      "  # keep me first",
      "  - event: pre_tool_call   # my own gate",
      "    command: /opt/hooks/mine.py",
      '    matcher: "rm -rf|dd if="',
      "extra_setting: true # not ours",
      "",
    ].join("\n");
    writeFileSync(config, mine);
    await install("--no-doctor");
    const once = readFileSync(config, "utf8");
    const r = await install("--no-doctor");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("already wired");
    expect(readFileSync(config, "utf8")).toBe(once);
    for (const kept of ["# my hooks, hand-written", "# keep me first", "# my own gate", "# not ours"]) expect(once).toContain(kept);
    expect(hooksOf().map((h) => h.command)).toEqual(["/opt/hooks/mine.py", join(dir, `${FOOTER}.cjs`)]);
    expect(readFileSync(`${config}.bak`, "utf8")).toBe(mine);
  });

  it("points an entry wiring the Python original at the new copy, in place", async () => {
    mkdirSync(join(tmp, "config"), { recursive: true });
    writeFileSync(
      config,
      "hooks:\n  - event: on_response_end\n    command: /data/workspace/hooks/runtime_footer.py\n    timeout: 7 # mine\n  - event: on_stop\n    " +
        "command: /opt/x.py\n",
    );
    const r = await install("--no-doctor");
    expect(r.stdout).toContain("runtime_footer.py →");
    expect(hooksOf()).toEqual([
      { event: "on_response_end", command: join(dir, `${FOOTER}.cjs`), timeout: 7 },
      { event: "on_stop", command: "/opt/x.py" },
    ]);
    expect(readFileSync(config, "utf8")).toContain("# mine");
  });

  it("keeps a copy whose tables the user edited, shows the diff, and overwrites it only with --force", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    const edited = readFileSync(copy, "utf8").replace("var SHOW_TOKENS = false;", "var SHOW_TOKENS = true;");
    writeFileSync(copy, edited);
    const r = await install("--no-doctor");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("KEEP (edited)");
    expect(r.stdout).toContain("-var SHOW_TOKENS = false;");
    expect(r.stdout).toContain("+var SHOW_TOKENS = true;");
    expect(readFileSync(copy, "utf8")).toBe(edited);
    const forced = await install("--no-doctor", "--force");
    expect(forced.stdout).toContain("OVERWRITE");
    expect(readFileSync(copy)).toEqual(readFileSync(join(BUILD, `${FOOTER}.cjs`)));
  });

  it("updates a copy it wrote itself when the shipped version changes", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    // an older shipped version: record its hash in the manifest as hookguard would have
    const manifest = JSON.parse(readFileSync(join(dir, ".hookguard-manifest.json"), "utf8")) as { files: Record<string, string[]> };
    const old = readFileSync(copy, "utf8") + "\n// older build\n";
    writeFileSync(copy, old);
    const { createHash } = await import("node:crypto");
    manifest.files[`${FOOTER}.cjs`]?.push(createHash("sha256").update(old).digest("hex"));
    writeFileSync(join(dir, ".hookguard-manifest.json"), JSON.stringify(manifest));
    const r = await install("--no-doctor");
    expect(r.stdout).toMatch(/update\s+.*runtime_footer\.cjs/);
    expect(readFileSync(copy)).toEqual(readFileSync(join(BUILD, `${FOOTER}.cjs`)));
  });

  it("--dry-run writes nothing and prints the config diff", async () => {
    const r = await install("--dry-run");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("+  - event: on_response_end");
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(config)).toBe(false);
  });

  it("--approve posts each command to the approve endpoint", async () => {
    const seen: unknown[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c));
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, body: JSON.parse(body) as unknown });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await hookguard(
        ["install", "--dir", dir, "--config", config, "--guards", FOOTER, "--with-optional", "--approve", "--no-doctor", "--no-daemon"],
        { HOOKGUARD_APPROVE_URL: `http://127.0.0.1:${port}/internal/runtime/hooks/approve` },
      );
      expect(r.code).toBe(0);
      expect(seen).toEqual([{ method: "POST", url: "/internal/runtime/hooks/approve", body: { command: join(dir, `${FOOTER}.cjs`) } }]);
    } finally {
      server.close();
    }
  });

  it("fails with exit 1 when the approve endpoint is unreachable", async () => {
    const r = await hookguard(["install", "--dir", dir, "--config", config, "--guards", FOOTER, "--approve", "--no-doctor", "--no-daemon"], {
      HOOKGUARD_APPROVE_URL: "http://127.0.0.1:9/approve",
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("NOT approved");
  });

  it("counts an entry that runs the copy through an interpreter (node /abs/guard.cjs) as wired", async () => {
    mkdirSync(join(tmp, "config"), { recursive: true });
    writeFileSync(config, `hooks:\n  - event: on_response_end\n    command: node ${join(dir, `${FOOTER}.cjs`)}\n`);
    const r = await install("--no-selftest");
    expect(r.stdout).toContain("already wired");
    expect(hooksOf()).toHaveLength(1);
    expect(r.code).toBe(0);
  });

  it("counts a guard served over http (type: http, url …/<guard>) as wired", async () => {
    mkdirSync(join(tmp, "config"), { recursive: true });
    writeFileSync(config, `hooks:\n  - event: on_response_end\n    type: http\n    url: http://127.0.0.1:8787/${FOOTER}\n`);
    const r = await install("--no-doctor");
    expect(r.stdout).toContain("already wired");
    expect(hooksOf()).toEqual([{ event: "on_response_end", type: "http", url: `http://127.0.0.1:8787/${FOOTER}` }]);
  });

  it("refuses an unknown guard and an unsupported host with a usage error", async () => {
    const a = await hookguard(["install", "--dir", dir, "--config", config, "--guards", "nope"]);
    expect(a.code).toBe(2);
    expect(a.stderr).toContain("unknown guard: nope");
    const b = await hookguard(["install", "--dir", dir, "--config", config, "--host", "nope"]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("unknown host nope");
  });
});

describe("hookguard install --host", () => {
  it(
    "merges Claude Code hook entries into settings.json, keeping the user's, idempotently",
    async () => {
      const settings = join(tmp, ".claude", "settings.json");
      mkdirSync(join(tmp, ".claude"), { recursive: true });
      const mine = { model: "opus", hooks: { UserPromptSubmit: [{ hooks: [{ type: "command", command: "/opt/mine.sh" }] }] } };
      writeFileSync(settings, JSON.stringify(mine, null, 2));
      const args = ["install", "--host", "claude", "--dir", dir, "--config", settings, "--guards", FOOTER, "--with-optional", "--no-daemon"];
      const r = await hookguard(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("selftest ok");
      const after = JSON.parse(readFileSync(settings, "utf8")) as typeof mine;
      expect(after.model).toBe("opus");
      expect(after.hooks.UserPromptSubmit).toEqual([
        {
          hooks: [
            { type: "command", command: "/opt/mine.sh" },
            { type: "command", command: `node ${join(dir, `${FOOTER}.cjs`)} --host=claude`, timeout: 5 },
          ],
        },
      ]);
      expect(existsSync(join(dir, `${FOOTER}.cjs`))).toBe(true);
      const once = readFileSync(settings, "utf8");
      const again = await hookguard([...args, "--no-selftest"]);
      expect(again.stdout).toContain("already wired");
      expect(readFileSync(settings, "utf8")).toBe(once);
    },
    SELFTEST_MS,
  );

  it("refuses to touch a settings file that is not valid JSON", async () => {
    const settings = join(tmp, "settings.json");
    writeFileSync(settings, "{ not json");
    const r = await hookguard(["install", "--host", "gemini", "--dir", dir, "--config", settings, "--guards", FOOTER, "--with-optional"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not valid JSON");
    expect(readFileSync(settings, "utf8")).toBe("{ not json");
  });
});

describe("hookguard doctor", () => {
  const write = (yaml: string) => {
    mkdirSync(join(tmp, "config"), { recursive: true });
    writeFileSync(config, yaml);
  };
  const doctorJson = async (...extra: string[]) => {
    const r = await hookguard(["doctor", "--config", config, "--json", ...extra]);
    return {
      code: r.code,
      report: JSON.parse(r.stdout) as {
        ok: boolean;
        entries: Array<{ index: number; checks: Array<{ name: string; status: string; detail: string; fix?: string }> }>;
      },
    };
  };
  const check = (report: Awaited<ReturnType<typeof doctorJson>>["report"], index: number, name: string) =>
    report.entries.find((e) => e.index === index)?.checks.find((c) => c.name === name);

  it(
    "passes a fresh install with the selftest run",
    async () => {
      await install("--no-doctor");
      const { code, report } = await doctorJson();
      expect(code).toBe(0);
      expect(check(report, 1, "selftest")?.status).toBe("ok");
      expect(check(report, 1, "run")?.detail).toMatch(/^answered JSON/);
    },
    SELFTEST_MS,
  );

  it("diagnoses a broken path, a relative path, an unknown event and a non-executable copy, with a fix each", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    copyFileSync(copy, join(dir, "plain.cjs"));
    write(
      [
        "hooks:",
        `  - event: on_response_end`,
        `    command: ${join(dir, "missing_guard.cjs")}`,
        `  - event: on_stop`,
        `    command: hooks/${FOOTER}.cjs`,
        `  - event: on_reply_end`,
        `    command: ${copy}`,
        `  - event: on_stop`,
        `    command: ${join(dir, "plain.cjs")}`,
        "",
      ].join("\n"),
    );
    const { chmodSync } = await import("node:fs");
    chmodSync(join(dir, "plain.cjs"), 0o644);
    const { code, report } = await doctorJson("--no-selftest");
    expect(code).toBe(1);
    expect(check(report, 1, "path")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("does not exist"),
      fix: expect.stringContaining("hookguard install"),
    });
    expect(check(report, 2, "path")).toMatchObject({ status: "fail", detail: expect.stringContaining("relative") });
    expect(check(report, 3, "event")).toMatchObject({ status: "fail" });
    expect(check(report, 4, "path")).toMatchObject({ status: "fail", fix: `chmod +x ${join(dir, "plain.cjs")}` });
    const text = await hookguard(["doctor", "--config", config, "--no-selftest"]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("fix: chmod +x");
    expect(text.stdout).toContain("FAILED: 4 entries");
  });

  it("checks the script, not the interpreter, of `node /abs/guard.cjs` (no exec bit needed)", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    copyFileSync(copy, join(dir, "other.cjs"));
    const { chmodSync } = await import("node:fs");
    chmodSync(join(dir, "other.cjs"), 0o644);
    write(`hooks:\n  - event: on_response_end\n    command: node ${copy}\n  - event: pre_llm_call\n    command: node ${join(dir, "other.cjs")}\n`);
    const r = await hookguard(["doctor", "--config", config, "--json", "--no-selftest"]);
    const report = JSON.parse(r.stdout) as Awaited<ReturnType<typeof doctorJson>>["report"];
    expect(check(report, 1, "path")).toMatchObject({ status: "ok", detail: "absolute, run by node" });
    expect(check(report, 2, "run")?.status).toBe("ok");
    expect(check(report, 2, "conflict")?.status).toBe("ok");
    expect(r.code).toBe(0);
  });

  it("diagnoses a bad matcher and notes Python-only syntax", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    write(
      `hooks:\n  - event: on_response_end\n    command: ${copy}\n    matcher: "(unclosed"\n  - event: pre_llm_call\n    command: ${copy}\n    matcher: ` +
        `"(?P<verb>publish|post)"\n`,
    );
    const r = await hookguard(["doctor", "--config", config, "--json", "--no-selftest"]);
    const report = JSON.parse(r.stdout) as Awaited<ReturnType<typeof doctorJson>>["report"];
    expect(r.code).toBe(1);
    expect(check(report, 1, "matcher")?.status).toBe("fail");
    expect(check(report, 2, "matcher")).toMatchObject({ status: "warn", detail: expect.stringContaining("Python-only") });
  });

  it("flags two footers on one event and the same entry twice", async () => {
    await install("--no-doctor");
    const copy = join(dir, `${FOOTER}.cjs`);
    copyFileSync(copy, join(dir, "old_footer.cjs"));
    write(
      `hooks:\n  - event: on_response_end\n    command: ${copy}\n  - event: on_response_end\n    command: ${join(dir, "old_footer.cjs")}\n  - event: ` +
        `on_response_end\n    command: ${copy}\n`,
    );
    const r = await hookguard(["doctor", "--config", config, "--json", "--no-selftest"]);
    const report = JSON.parse(r.stdout) as Awaited<ReturnType<typeof doctorJson>>["report"];
    expect(r.code).toBe(1);
    expect(check(report, 2, "conflict")).toMatchObject({ status: "fail", detail: expect.stringContaining("runtime_footer") });
    expect(check(report, 3, "conflict")).toMatchObject({ status: "fail", detail: expect.stringContaining("twice") });
  });

  it("flags one guard wired on one event both as a command and over http", async () => {
    await install("--no-doctor");
    write(
      `hooks:\n  - event: on_response_end\n    command: ${join(dir, `${FOOTER}.cjs`)}\n  - event: on_response_end\n    type: http\n    url: ` +
        `http://127.0.0.1:9/${FOOTER}\n`,
    );
    const r = await hookguard(["doctor", "--config", config, "--json", "--no-selftest"]);
    const report = JSON.parse(r.stdout) as Awaited<ReturnType<typeof doctorJson>>["report"];
    expect(r.code).toBe(1);
    expect(check(report, 2, "conflict")).toMatchObject({ status: "fail", detail: expect.stringContaining("run twice") });
  });

  it(
    "catches a guard that prints non-JSON and a failing selftest",
    async () => {
      await install("--no-doctor");
      const copy = join(dir, `${FOOTER}.cjs`);
      // an edit that breaks the cost format: the selftest's exact-text cases fail
      const text = readFileSync(copy, "utf8");
      expect(text).toContain('return "$" + usd.toFixed(4);');
      writeFileSync(copy, text.replace('return "$" + usd.toFixed(4);', 'return "$" + usd.toFixed(1);'));
      writeFileSync(join(dir, "noisy.sh"), "#!/bin/sh\necho hello\n", { mode: 0o755 });
      write(`hooks:\n  - event: on_response_end\n    command: ${copy}\n  - event: on_stop\n    command: ${join(dir, "noisy.sh")}\n`);
      const { code, report } = await doctorJson();
      expect(code).toBe(1);
      expect(check(report, 1, "selftest")?.status).toBe("fail");
      expect(check(report, 2, "run")).toMatchObject({ status: "fail", detail: expect.stringContaining("non-JSON") });
    },
    SELFTEST_MS,
  );

  it("reports a missing config with exit 1", async () => {
    const r = await hookguard(["doctor", "--config", config]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("does not exist");
  });
});

describe("hookguard demo", () => {
  it("replays the sample session through the built guards (--json)", async () => {
    const r = await hookguard(["demo", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ guard: string; title: string; verdict: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((x) => x.title === "model-typed footer replaced by the real one")?.verdict).toBe("rewrite reply");
    const text = await hookguard(["demo"]);
    expect(text.stdout).not.toContain("\x1b[");
    expect(text.stdout).toMatch(/\d+ events replayed/);
  });
  it("two demos at once keep their own state: each gets every stateful verdict right", async () => {
    const runs = await Promise.all([hookguard(["demo", "--json"]), hookguard(["demo", "--json"])]);
    for (const r of runs) {
      const rows = JSON.parse(r.stdout) as Array<{ guard: string; title: string; verdict: string }>;
      const verdict = (title: string) => rows.find((x) => x.title === title)?.verdict;
      expect(verdict('"done" without a test run: stop blocked')).toBe("block");
      expect(verdict("stop after the test run passes")).toBe("continue");
    }
  });
});
