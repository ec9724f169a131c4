// build/hookguard.cjs — the hookguard command line: install, doctor, serve, demo, guards, explain, report.
//   hookguard install [--dir D] [--config F] [--guards a,b] [--approve] [--dry-run] [--force] [--json] [--host H] [--trust-codex-hooks]
//                     [--python-names]
//   hookguard doctor  [--config F] [--no-selftest] [--json]
//   hookguard serve   [--port 8787] [--host 127.0.0.1] [--dir D] [--max-body N] [--budget-ms N] [--quiet] [--require-token] [--token-file F]
//   hookguard serve --daemon [--dir D] [--run-dir R] [--idle-min 30]   (what the launchers start)
//   hookguard demo    [--json]
//   hookguard explain [--dir D] [--guards a,b] [--json] (-- <command> | --text T|- | --payload F|-)
//   hookguard report  [--log F] [--since YYYY-MM-DD] [--guard G] [--all-days] [--json]
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { HOSTS, hostById } from "../engine/hosts/index";
import { num, parseArgs, str, UsageError } from "./args";
import { buildDir, isGuardFile, shippedGuards, type GuardInfo } from "./catalog";
import { demo, printDemo } from "./demo";
import { explain, guardFiles, printExplanation, type ExplainInput } from "./explain";
import { printReport, report } from "./report";
import pkg from "../package.json";
import { doctor, printDoctor, runSelftest } from "./doctor";
import { codexHooks, trustedHashes, trustOf, withTrust } from "./codextrust";
import { azureSnippet, defaultHostConfig, mergeHostJson } from "./hostconfig";
import { applyCopies, applyInstall, approve, launcherOf, planCopies, planInstall, writeConfig, type CopyPlan } from "./install";
import { isServeWorker, runServe, serveWorker } from "./serve";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { ConfigError } from "./shellhooks";
import { unifiedDiff } from "./diff";
import { err, out, paint } from "./term";

/** One source of the version: package.json, inlined by the bundler. */
const VERSION: string = pkg.version;

const HELP = `hookguard ${VERSION} — guard pack for AI-agent lifecycle hooks

usage: hookguard <command> [options]

commands
  install   copy guards into the hooks folder, wire them in shell_hooks.yaml, run doctor
            --dir D            hooks folder (default ${defaultDir()})
            --config F         shell_hooks.yaml (default ${defaultConfig()})
            --guards a,b       which guards (default: all built guards)
            --with-optional    also wire each guard's optional events
            --approve          approve each command on the bus (POST ${"$"}HOOKGUARD_APPROVE_URL,
                               default http://localhost:8000/internal/runtime/hooks/approve)
            --dry-run          show what would change, change nothing
            --force            overwrite copies you edited (default: keep them, show the diff)
            --no-doctor        skip the final doctor run
            --python-names     copy as <guard>.py / <guard>_selftest.py (the Python pack's names):
                               existing entries keep working; the bus shows drift until re-approved
            --host H           wire host H instead: claude (.claude/settings.json), gemini
                               (.gemini/settings.json), codex ($CODEX_HOME/hooks.json, else
                               ~/.codex/hooks.json), azure (prints the v2 YAML snippet unless
                               --config); --config overrides; a symlinked config is edited at its target
            --trust-codex-hooks  with --host codex: record the hooks just written as trusted in
                               config.toml (Codex runs untrusted hooks nowhere; codex exec never asks)
            --json             machine-readable output
            --no-daemon        wire the bundles (default: the launchers <guard>.sh, which ask
                               the resident process and fall back to the bundle)
            --http [--port P]  wire type: http entries to \`hookguard serve\` (bus, --host claude)
  doctor    check every wired entry: event, path, executable, runs, selftest, matcher, conflicts
            --config F  --no-selftest  --json
  serve     answer every guard over HTTP: POST /<guard> with the hook payload
            --port 8787  --host 127.0.0.1  --dir D (your copies)  --max-body 16777216
            --budget-ms 3000  --quiet (no log lines)  --require-token  --token-file F
            --daemon [--run-dir R] [--idle-min 30]: the launchers' resident process (Unix socket)
  demo      replay a sample session through the built guards  [--json]
  guards    list the built guards and their recommended wiring  [--json]
  explain   what each guard decides on one input and why: parsed commands, verdict, the row
            that fired with its examples and where it is defined
            -- <command>       a shell command (as a pre_tool_call of bash)
            --text T           a text (- reads stdin) as a message, tool output, push and reply
            --payload F        a hook payload file of any host (- reads stdin)
            --dir D  --guards a,b  --json
  report    what the guards did, from the debug log (HOOKGUARD_DEBUG_LOG): per day, guard and
            rule — runs, blocks, rewrites, warnings, errors, p50/p99 ms
            --log F (default ${"$"}HOOKGUARD_DEBUG_LOG)  --since YYYY-MM-DD  --guard G
            --all-days (one row per guard and rule)  --json

Colours only on a TTY (NO_COLOR turns them off). Exit code 0 = all good, 1 = problems, 2 = usage.`;

function workspace(): string {
  return process.env.WORKSPACE_DIR || "/data/workspace";
}

function defaultDir(): string {
  return join(workspace(), "hooks");
}

function defaultConfig(): string {
  const local = resolve("workspace/config/shell_hooks.yaml");
  if (!process.env.WORKSPACE_DIR && existsSync(local)) return local;
  return join(workspace(), "config", "shell_hooks.yaml");
}

function pickGuards(list: string | undefined): GuardInfo[] {
  const all = shippedGuards();
  if (all.length === 0) throw new UsageError(`no built guards found in ${buildDir()} (run npm run build)`);
  if (!list) return all;
  const names = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !all.some((g) => g.name === n));
  if (unknown.length)
    throw new UsageError(`unknown guard${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (built: ${all.map((g) => g.name).join(", ")})`);
  return all.filter((g) => names.includes(g.name));
}

/** What an http install needs besides the config: a running server, and on the bus the loopback opt-in. */
function HTTP_NOTE(base: string, client: string): string[] {
  const lines = [`these entries need a running \`hookguard serve --port ${new URL(base).port}\` (start it with the agent, e.g. a service unit)`];
  if (client === "the agent server")
    lines.push(
      "the bus refuses loopback URLs unless the agent server runs with STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1 (its SSRF guard; set it only for this)",
    );
  else
    lines.push("on Linux serve admits local clients of your uid; elsewhere export HOOKGUARD_TOKEN=$(cat ~/.local/state/hookguard/serve.token) for Claude Code");
  return lines;
}

async function cmdInstall(argv: string[]): Promise<number> {
  const { flags } = parseArgs(argv, {
    dir: "value",
    config: "value",
    guards: "value",
    "with-optional": "bool",
    approve: "bool",
    "dry-run": "bool",
    force: "bool",
    "no-doctor": "bool",
    "no-selftest": "bool",
    host: "value",
    json: "bool",
    "trust-codex-hooks": "bool",
    "python-names": "bool",
    "no-daemon": "bool",
    http: "bool",
    port: "value",
  });
  const host = str(flags, "host");
  const pythonNames = flags["python-names"] === true;
  if (host && host !== "starchild" && pythonNames) {
    throw new UsageError("--python-names is for the Starchild bus (the Python pack's file names); other hosts take the .cjs names");
  }
  if (host && host !== "starchild") return installHost(host, flags);
  const json = flags.json === true;
  const opts = {
    dir: resolve(str(flags, "dir") ?? defaultDir()),
    config: resolve(str(flags, "config") ?? defaultConfig()),
    guards: pickGuards(str(flags, "guards")),
    withOptional: flags["with-optional"] === true,
    force: flags.force === true,
    dryRun: flags["dry-run"] === true,
    pythonNames,
    daemon: flags["no-daemon"] !== true && flags.http !== true,
    ...(flags.http === true ? { httpBase: `http://127.0.0.1:${num(flags, "port", 8787)}` } : {}),
  };
  const plan = planInstall(opts);
  const say = json ? () => {} : out;
  say(`hookguard install${opts.dryRun ? " (dry run: nothing is written)" : ""}`);
  say(`  hooks folder  ${opts.dir}`);
  say(`  config        ${opts.config}`);
  say();
  printCopies(plan.copies, say);
  if (pythonNames) {
    say(`  ${paint("yellow", "python names")}  each guard is copied as <guard>.py (a node script: its shebang picks node), so existing`);
    say(`                shell_hooks.yaml entries keep working; the bus shows the changed file as drift until you re-approve it`);
  }
  for (const g of plan.unwired) say(`  ${paint("yellow", "not wired")}     ${g}: no wiring descriptor in this build; wire it by hand`);
  say();
  for (const r of plan.merge.replaced) say(`  ${paint("green", "rewire")}         ${r.entry.event.padEnd(22)} ${r.old} → ${r.entry.command}`);
  for (const e of plan.merge.added)
    say(`  ${paint("green", "wire")}           ${e.event.padEnd(22)} ${e.url ?? e.command}  timeout ${e.timeout}s${e.matcher ? `  matcher ${e.matcher}` : ""}`);
  if (opts.httpBase) for (const line of HTTP_NOTE(opts.httpBase, "the agent server")) say(`  ${paint("yellow", "http")}           ${line}`);
  for (const e of plan.merge.kept) say(`  ${paint("dim", "already wired")}  ${e.event.padEnd(22)} ${e.command}`);
  if (opts.dryRun && plan.merge.changed) {
    say();
    say(unifiedDiff(plan.configBefore ?? "", plan.merge.text, `${opts.config} (now)`, `${opts.config} (after install)`));
  }
  if (opts.dryRun) {
    if (json)
      out(
        JSON.stringify(
          { dryRun: true, copies: plan.copies, wired: plan.merge.added, rewired: plan.merge.replaced, kept: plan.merge.kept, config: plan.merge.text },
          null,
          2,
        ),
      );
    return 0;
  }
  applyInstall(opts, plan);
  const backup = plan.configBefore !== undefined ? ` (previous version: ${basename(opts.config)}.bak)` : "";
  say(`\n  ${plan.merge.changed ? `wrote ${opts.config}${backup}` : "config already up to date"}`);
  let status = 0;
  let approvals: Awaited<ReturnType<typeof approve>> = [];
  if (flags.approve === true) {
    const commands = [...plan.merge.added, ...plan.merge.kept, ...plan.merge.replaced.map((r) => r.entry)].map((e) => e.url ?? e.command);
    approvals = await approve(commands);
    for (const a of approvals) say(`  ${paint(a.ok ? "green" : "red", a.ok ? "approved" : "NOT approved")}    ${a.command}  (${a.detail})`);
    if (approvals.some((a) => !a.ok)) status = 1;
  } else say(`  next: approve each command (hookguard install --approve, or /hooks approve in the agent)`);
  let report: Awaited<ReturnType<typeof doctor>> | undefined;
  if (flags["no-doctor"] !== true) {
    say();
    if (flags["no-selftest"] !== true) say(paint("dim", "running doctor; the selftests replay each guard's cases (--no-selftest skips them)…"));
    report = await doctor({ config: opts.config, selftest: flags["no-selftest"] !== true });
    if (!json) printDoctor(report);
    if (!report.ok) status = 1;
  }
  if (json)
    out(
      JSON.stringify({ copies: plan.copies, wired: plan.merge.added, rewired: plan.merge.replaced, kept: plan.merge.kept, approvals, doctor: report }, null, 2),
    );
  return status;
}

function printCopies(copies: CopyPlan[], say: (line?: string) => void): void {
  const verb: Record<string, string> = {
    new: "copy",
    same: "unchanged",
    update: "update",
    "kept-edited": "KEEP (edited)",
    "overwrite-edited": "OVERWRITE (edited, --force)",
  };
  for (const c of copies) {
    const tint = c.action === "kept-edited" ? "yellow" : c.action === "overwrite-edited" ? "red" : c.action === "same" ? "dim" : "green";
    say(`  ${paint(tint, verb[c.action]?.padEnd(14) ?? c.action)} ${c.dest}`);
    if (c.diff) {
      say(
        c.action === "kept-edited"
          ? `      your copy differs from the shipped one; kept it (--force overwrites). Table region:`
          : `      your edits being overwritten:`,
      );
      for (const line of c.diff.split("\n")) say(`      ${paint(line.startsWith("+") ? "green" : line.startsWith("-") ? "red" : undefined, line)}`);
    }
  }
}

/**
 * Codex runs a user hook only after its hash is trusted, and `codex exec` never asks: say which of
 * the hooks just written are not trusted yet; record trust only on the explicit opt-in flag.
 */
function codexTrustStep(hooksJson: string, record: boolean, say: (line?: string) => void): void {
  const ours = codexHooks(hooksJson, readFileSync(hooksJson, "utf8")).filter((h) => h.command.includes("--host=codex"));
  const configToml = join(dirname(hooksJson), "config.toml");
  const before = existsSync(configToml) ? readFileSync(configToml, "utf8") : undefined;
  const hashes = trustedHashes(before ?? "");
  const untrusted = ours.filter((h) => trustOf(h, hashes) !== "trusted");
  if (untrusted.length === 0) return;
  if (!record) {
    say();
    say(`  ${paint("yellow", "not trusted yet")}  Codex runs a hook only once it is trusted; ${untrusted.length} hook(s) above are not.`);
    say("                   Until then they do NOTHING (headless `codex exec` never asks). Either review them in");
    say("                   Codex's interactive /hooks view, or re-run with --trust-codex-hooks to record their");
    say(`                   hashes in ${configToml} (hooks.state.<key>.trusted_hash).`);
    return;
  }
  writeConfig(configToml, before, withTrust(before ?? "", untrusted));
  say(
    `\n  trusted ${untrusted.length} hook(s) in ${configToml}${before !== undefined ? " (previous version: config.toml.bak)" : ""}` +
      " — as you asked (--trust-codex-hooks)",
  );
}

/** install --host claude|codex|gemini|azure: copy the guards, merge the host's hook config, run the selftests. */
async function installHost(id: string, flags: Record<string, string | boolean>): Promise<number> {
  const host = hostById(id);
  if (!host) throw new UsageError(`unknown host ${id} (one of: ${HOSTS.map((h) => h.id).join(", ")})`);
  const json = flags.json === true;
  const say = json ? () => {} : out;
  const dir = resolve(str(flags, "dir") ?? defaultDir());
  const guards = pickGuards(str(flags, "guards"));
  const dryRun = flags["dry-run"] === true;
  const all = flags["with-optional"] === true;
  const wirings = guards.flatMap((g) => (g.wiring ? [g.wiring] : []));
  // The launchers are wired only where they were built beside the bundles (else the bundles are).
  const daemon = flags["no-daemon"] !== true && flags.http !== true && host.id !== "azure" && guards.every((g) => launcherOf(g) !== undefined);
  const http = flags.http === true ? { base: `http://127.0.0.1:${num(flags, "port", 8787)}` } : undefined;
  if (http && host.id !== "claude")
    throw new UsageError(`--http: ${host.title} hooks are commands only here (Claude Code and the Starchild bus take http entries)`);
  const copies = planCopies(dir, guards, flags.force === true, { daemon });
  const configFlag = str(flags, "config");
  const config = configFlag ? resolve(configFlag) : defaultHostConfig(host.id);
  const before = config && existsSync(config) ? readFileSync(config, "utf8") : undefined;
  const merge = host.id === "azure" ? azureSnippet(host, wirings, dir, all) : mergeHostJson(host, before, wirings, dir, all, config ?? "", daemon, http);
  say(`hookguard install --host ${host.id} (${host.title})${dryRun ? " (dry run: nothing is written)" : ""}`);
  say(`  hooks folder  ${dir}`);
  say(`  config        ${config ?? "(printed below: " + merge.where + ")"}`);
  say();
  printCopies(copies, say);
  say();
  for (const l of merge.added)
    say(`  ${paint("green", "wire")}           ${l.event.padEnd(18)} ${(l.matcher ?? "").padEnd(14)} ${l.command}  timeout ${l.timeout}s`);
  for (const l of merge.kept) say(`  ${paint("dim", "already wired")}  ${l.event.padEnd(18)} ${(l.matcher ?? "").padEnd(14)} ${l.command}`);
  if (http) for (const line of HTTP_NOTE(http.base, "Claude Code")) say(`  ${paint("yellow", "http")}           ${line}`);
  if (merge.missing.length) say(`  ${paint("yellow", "not expressible")} on ${host.title}: ${merge.missing.join(", ")}`);
  if (flags.approve === true) say(`  --approve is for the Starchild bus; ${host.title} asks for trust its own way (${merge.where})`);
  if (dryRun) {
    say();
    if (config) say(unifiedDiff(before ?? "", merge.text, `${config} (now)`, `${config} (after install)`) || "(config unchanged)");
    else say(merge.text.trimEnd());
    if (json)
      out(JSON.stringify({ dryRun: true, host: host.id, copies, wired: merge.added, kept: merge.kept, missing: merge.missing, config: merge.text }, null, 2));
    return 0;
  }
  applyCopies(dir, copies);
  if (config && merge.changed) {
    mkdirSync(dirname(config), { recursive: true });
    writeConfig(config, before, merge.text);
    say(`\n  wrote ${config}${before !== undefined ? ` (previous version: ${basename(config)}.bak)` : ""} — ${merge.where}`);
  } else if (config) say(`\n  ${config} already up to date`);
  else if (!json) {
    say(`\n  merge this (${merge.where}):\n`);
    out(merge.text.trimEnd());
  }
  if (host.id === "codex" && config) codexTrustStep(config, flags["trust-codex-hooks"] === true, say);
  let status = 0;
  const selftests: Array<{ guard: string; status: string; detail: string }> = [];
  if (flags["no-selftest"] !== true && flags["no-doctor"] !== true) {
    say();
    for (const g of guards) {
      const file = join(dir, `${g.name}_selftest.cjs`);
      if (!existsSync(file)) continue;
      const c = await runSelftest(file, process.env);
      selftests.push({ guard: g.name, status: c.status, detail: c.detail });
      say(`  ${paint(c.status === "ok" ? "green" : "red", c.status === "ok" ? "selftest ok" : "selftest FAIL")}  ${g.name}: ${c.detail}`);
      if (c.status !== "ok") status = 1;
    }
  }
  if (json)
    out(
      JSON.stringify(
        { host: host.id, config, copies, wired: merge.added, kept: merge.kept, missing: merge.missing, snippet: config ? undefined : merge.text, selftests },
        null,
        2,
      ),
    );
  return status;
}

async function cmdDoctor(argv: string[]): Promise<number> {
  const { flags } = parseArgs(argv, { config: "value", "no-selftest": "bool", json: "bool" });
  if (flags.json !== true && flags["no-selftest"] !== true) out(paint("dim", "the selftests replay each guard's cases (--no-selftest skips them)…"));
  const report = await doctor({ config: resolve(str(flags, "config") ?? defaultConfig()), selftest: flags["no-selftest"] !== true });
  if (flags.json === true) out(JSON.stringify(report, null, 2));
  else printDoctor(report);
  return report.ok ? 0 : 1;
}

function defaultServeDir(): string {
  const hooks = defaultDir();
  try {
    if (readdirSync(hooks).some(isGuardFile)) return hooks;
  } catch {
    // no hooks folder: serve the build
  }
  return buildDir();
}

async function cmdServe(argv: string[]): Promise<number> {
  const spec = {
    port: "value",
    host: "value",
    dir: "value",
    "max-body": "value",
    "budget-ms": "value",
    quiet: "bool",
    daemon: "bool",
    foreground: "bool",
    "run-dir": "value",
    "idle-min": "value",
    "token-file": "value",
    "require-token": "bool",
    workers: "value",
  } as const;
  const { flags } = parseArgs(argv, spec);
  const runDir = str(flags, "run-dir");
  const tokenFile = str(flags, "token-file");
  return runServe({
    port: num(flags, "port", 8787),
    host: str(flags, "host") ?? "127.0.0.1",
    dir: resolve(str(flags, "dir") ?? defaultServeDir()),
    maxBody: num(flags, "max-body", 16 * 1024 * 1024),
    budgetMs: num(flags, "budget-ms", 3000),
    quiet: flags.quiet === true,
    daemon: flags.daemon === true,
    foreground: flags.foreground === true,
    ...(runDir ? { runDir: resolve(runDir) } : {}),
    idleMin: num(flags, "idle-min", 0),
    ...(tokenFile ? { tokenFile: resolve(tokenFile) } : {}),
    requireToken: flags["require-token"] === true,
    workers: num(flags, "workers", 4),
  });
}

async function cmdDemo(argv: string[]): Promise<number> {
  const { flags } = parseArgs(argv, { json: "bool", dir: "value" });
  const rows = await demo(str(flags, "dir") ? resolve(str(flags, "dir") as string) : undefined);
  if (flags.json === true) out(JSON.stringify(rows, null, 2));
  else printDemo(rows);
  return rows.some((r) => r.verdict === "invalid" || r.verdict === "timeout") ? 1 : 0;
}

function cmdGuards(argv: string[]): number {
  const { flags } = parseArgs(argv, { json: "bool" });
  const guards = shippedGuards();
  if (flags.json === true) {
    out(
      JSON.stringify(
        guards.map((g) => ({ name: g.name, file: g.file, selftest: g.selftest, wiring: g.wiring })),
        null,
        2,
      ),
    );
    return 0;
  }
  for (const g of guards) {
    out(`${paint("bold", g.name)}${g.wiring ? ` — ${g.wiring.summary}${g.wiring.exclusive ? " (one per config)" : ""}` : ""}`);
    for (const e of g.wiring?.events ?? [])
      out(`  ${e.event.padEnd(22)} timeout ${e.timeout}s${e.matcher ? `  matcher ${e.matcher}` : ""}${e.optional ? "  (optional)" : ""}`);
  }
  return 0;
}

function readInput(value: string): string {
  return value === "-" ? readFileSync(0, "utf8") : value;
}

async function cmdExplain(argv: string[]): Promise<number> {
  const { flags, positionals } = parseArgs(argv, { text: "value", payload: "value", dir: "value", guards: "value", json: "bool" });
  const dash = positionals.indexOf("--");
  const words = dash >= 0 ? positionals.slice(dash + 1) : positionals;
  const text = str(flags, "text");
  const payloadFile = str(flags, "payload");
  const given = [words.length > 0, text !== undefined, payloadFile !== undefined].filter(Boolean).length;
  if (given !== 1) throw new UsageError("explain takes one input: -- <command>, --text T (- for stdin) or --payload F (- for stdin)");
  let input: ExplainInput;
  if (text !== undefined) input = { kind: "text", text: readInput(text) };
  else if (payloadFile !== undefined) {
    const raw = payloadFile === "-" ? readFileSync(0, "utf8") : readFileSync(resolve(payloadFile), "utf8");
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch (e) {
      throw new UsageError(`--payload ${payloadFile}: not JSON (${(e as Error).message})`);
    }
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) throw new UsageError(`--payload ${payloadFile}: not a JSON object`);
    input = { kind: "payload", payload: payload as Record<string, unknown>, file: payloadFile };
  } else input = { kind: "command", command: words.join(" ") };
  const dir = resolve(str(flags, "dir") ?? defaultServeDir());
  const files = guardFiles(
    dir,
    pickGuards(str(flags, "guards")).map((g) => g.name),
  );
  if (files.length === 0) throw new UsageError(`no guard copies in ${dir}`);
  const x = await explain(input, files);
  if (flags.json === true) out(JSON.stringify(x, null, 2));
  else {
    out(paint("dim", `guards from ${dir}; a scratch workspace and state folder (your counters are untouched)`));
    out();
    printExplanation(x);
  }
  return x.answers.some((a) => a.error) ? 1 : 0;
}

async function cmdReport(argv: string[]): Promise<number> {
  const { flags } = parseArgs(argv, { log: "value", since: "value", guard: "value", "all-days": "bool", json: "bool" });
  const log = str(flags, "log") ?? process.env.HOOKGUARD_DEBUG_LOG;
  if (!log) throw new UsageError("no debug log: pass --log F or set HOOKGUARD_DEBUG_LOG (the guards write one JSON line per run there)");
  if (!existsSync(log)) throw new UsageError(`no debug log at ${log} (set HOOKGUARD_DEBUG_LOG in the guards' environment to start one)`);
  const since = str(flags, "since");
  if (since !== undefined && !/^\d{4}-\d\d-\d\d$/.test(since)) throw new UsageError(`--since wants YYYY-MM-DD, got ${since}`);
  const allDays = flags["all-days"] === true;
  const r = await report(resolve(log), { since, guard: str(flags, "guard"), allDays });
  if (flags.json === true) out(JSON.stringify(r, null, 2));
  else printReport(r, allDays);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "install":
      return cmdInstall(rest);
    case "doctor":
      return cmdDoctor(rest);
    case "serve":
      return cmdServe(rest);
    case "demo":
      return cmdDemo(rest);
    case "guards":
      return cmdGuards(rest);
    case "explain":
      return cmdExplain(rest);
    case "report":
      return cmdReport(rest);
    case "--version":
    case "version":
      out(VERSION);
      return 0;
    case undefined:
    case "help":
    case "--help":
    case "-h":
      out(HELP);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

if (!isMainThread && parentPort && isServeWorker(workerData)) serveWorker(parentPort);
else
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      if (e instanceof UsageError || e instanceof ConfigError) {
        err(`hookguard: ${e.message}`);
        process.exitCode = e instanceof UsageError ? 2 : 1;
      } else if (typeof (e as NodeJS.ErrnoException)?.code === "string") {
        // File-system trouble (EACCES on /data, ENOSPC …): the message says it all, no stack.
        err(`hookguard: ${(e as Error).message}`);
        process.exitCode = 1;
      } else {
        err(`hookguard: ${(e as Error)?.stack ?? String(e)}`);
        process.exitCode = 1;
      }
    },
  );
