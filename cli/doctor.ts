// hookguard doctor: check every entry wired in shell_hooks.yaml the way the bus will use it, and
// say how to fix each problem. The bus fails open, so a wrong path or a crashing script removes a
// protection silently; doctor is where it shows.
import { residentChecks } from "./resident";
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, type Stats, statSync } from "node:fs";
import { basename, dirname, extname, isAbsolute, join } from "node:path";
import { parseDocument } from "yaml";
import { EVENT_NAMES, isEventName, type EventName } from "../engine/types";
import { familyOf, guardNameOf, wiringOf } from "./catalog";
import { codexHome, codexHooks, trustedHashes, trustOf } from "./codextrust";
import { syntheticPayload } from "./payloads";
import { runFile } from "./proc";
import { ConfigError, commandPath, readEntries, splitCommand, viaInterpreter, type WiredEntry } from "./shellhooks";
import { cut, out, paint, table, type Colour } from "./term";

type Status = "ok" | "warn" | "fail" | "skip";

export interface Check {
  name: string;
  status: Status;
  detail: string;
  fix?: string;
}

interface EntryReport {
  index: number;
  event: string;
  target: string;
  guard?: string;
  checks: Check[];
}

export interface DoctorReport {
  config: string;
  ok: boolean;
  problems: number;
  warnings: number;
  general: Check[];
  entries: EntryReport[];
}

export interface DoctorOptions {
  config: string;
  selftest: boolean;
  /** Extra env for the runs (tests). */
  env?: NodeJS.ProcessEnv;
}

const BUS_DEFAULT_TIMEOUT = 20;
const BUS_MAX_TIMEOUT = 120;

function closestEvent(name: string): EventName | undefined {
  const norm = name.toLowerCase().replace(/[-\s]/g, "_");
  return EVENT_NAMES.find((e) => e === norm || e.replace(/^on_/, "") === norm || norm.replace(/^on_/, "") === e);
}

// ---- matchers: the bus compiles them with Python `re`; Claude Code and serve with JS RegExp --------

const PY_ONLY = [/\(\?P[<=]/, /\(\?#/, /\\[AZ]/, /^\(\?[aiLmsux]+\)/];

function pythonErrors(patterns: string[]): Array<string | null> | undefined {
  if (patterns.length === 0) return [];
  const script =
    "import json,re,sys\nout=[]\nfor p in json.load(sys.stdin):\n  try:\n    re.compile(p); out.append(None)\n" +
    "  except Exception as e:\n    out.append(str(e))\nprint(json.dumps(out))";
  for (const py of ["python3", "python"]) {
    const r = spawnSync(py, ["-c", script], { input: JSON.stringify(patterns), encoding: "utf8", timeout: 10_000 });
    if (r.status === 0) {
      try {
        const parsed: unknown = JSON.parse(r.stdout);
        if (Array.isArray(parsed) && parsed.length === patterns.length) return parsed.map((x) => (typeof x === "string" ? x : null));
      } catch {
        // try the next interpreter
      }
    }
  }
  return undefined;
}

function matcherCheck(matcher: unknown, pyError: string | null | undefined): Check {
  if (matcher === undefined || matcher === null || matcher === "") return { name: "matcher", status: "ok", detail: "none (always runs)" };
  if (typeof matcher !== "string")
    return { name: "matcher", status: "fail", detail: `not a string: ${JSON.stringify(matcher)}`, fix: 'quote the matcher: matcher: "rm -rf|dd if="' };
  let jsError: string | undefined;
  try {
    new RegExp(matcher);
  } catch (e) {
    jsError = (e as Error).message;
  }
  const pythonish = PY_ONLY.some((r) => r.test(matcher));
  if (pyError)
    return {
      name: "matcher",
      status: "fail",
      detail: `does not compile as a Python regex (the bus uses Python re): ${pyError}`,
      fix: `fix the regex ${JSON.stringify(matcher)} or remove the matcher`,
    };
  if (jsError && (pyError === null || pythonish))
    return {
      name: "matcher",
      status: "warn",
      detail: `Python-only regex syntax: fine for the bus (Python re), not portable to JS hosts such as Claude Code: ${jsError}`,
      fix: "for JS hosts write (?<name>…) for (?P<name>…), (?:…) for (?#…), ^ and $ for \\A and \\Z; (?i) has no JS form",
    };
  if (jsError)
    return { name: "matcher", status: "fail", detail: `does not compile: ${jsError}`, fix: `fix the regex ${JSON.stringify(matcher)} or remove the matcher` };
  return { name: "matcher", status: "ok", detail: cut(matcher, 40) };
}

// ---- one command entry ------------------------------------------------------------------------------

function validJsonOrNothing(stdout: string): string | undefined {
  const text = stdout.trim();
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== "object" || v === null || Array.isArray(v)) return `answered ${cut(text, 60)} (not a JSON object)`;
    return undefined;
  } catch {
    return `printed non-JSON: ${cut(text, 60)}`;
  }
}

function timeoutOf(entry: WiredEntry): { seconds: number; check: Check } {
  const t = entry.timeout;
  if (t === undefined || t === null)
    return { seconds: BUS_DEFAULT_TIMEOUT, check: { name: "timeout", status: "ok", detail: `${BUS_DEFAULT_TIMEOUT}s (bus default)` } };
  const n = Number(t);
  if (typeof t === "boolean" || !Number.isFinite(n) || n <= 0)
    return {
      seconds: BUS_DEFAULT_TIMEOUT,
      check: { name: "timeout", status: "fail", detail: `not a positive number of seconds: ${JSON.stringify(t)}`, fix: "timeout: 10" },
    };
  if (n > BUS_MAX_TIMEOUT)
    return {
      seconds: BUS_MAX_TIMEOUT,
      check: { name: "timeout", status: "warn", detail: `${n}s; the bus caps timeouts at ${BUS_MAX_TIMEOUT}s`, fix: `timeout: ${BUS_MAX_TIMEOUT}` },
    };
  return { seconds: n, check: { name: "timeout", status: "ok", detail: `${n}s` } };
}

const selftestCache = new Map<string, Promise<Check>>();
const selftestPool = pool(2);

/** At most `n` selftests at a time: each spawns a process per case, and the machine is shared. */
function pool(n: number): <T>(job: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    if (active >= n) return;
    const start = queue.shift();
    if (start) {
      active++;
      start();
    }
  };
  return <T>(job: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() =>
        job()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          }),
      );
      next();
    });
}

function startSelftest(file: string, env: NodeJS.ProcessEnv, limit: ReturnType<typeof pool>): Promise<Check> {
  let pending = selftestCache.get(file);
  if (!pending) {
    pending = limit(() => runSelftest(file, env));
    selftestCache.set(file, pending);
  }
  return pending;
}

function selftestOf(path: string): string | undefined {
  const ext = extname(path);
  const stem = basename(path, ext);
  const candidates = [join(dirname(path), `${stem}_selftest${ext}`), join(dirname(path), `${stem}_selftest.cjs`)];
  return candidates.find((c) => existsSync(c));
}

export async function runSelftest(file: string, env: NodeJS.ProcessEnv): Promise<Check> {
  const viaNode = file.endsWith(".cjs") || file.endsWith(".js");
  const r = await runFile(file, [], "", 300_000, env, viaNode);
  const last = r.stdout.trim().split("\n").pop() ?? "";
  const counts = /(\d+) passed, (\d+) failed/.exec(last);
  if (r.code === 0) return { name: "selftest", status: "ok", detail: counts ? `${counts[1]} passed` : "passed" };
  const firstFail = r.stdout.split("\n").find((l) => l.startsWith("FAIL")) ?? r.error ?? r.stderr.trim().split("\n")[0] ?? "";
  return {
    name: "selftest",
    status: "fail",
    detail: `${counts ? `${counts[2]} failed` : `exit ${r.code}`}: ${cut(firstFail, 90)}`,
    fix: `run ${file} and fix the tables it names (or reinstall: hookguard install --force)`,
  };
}

async function checkCommand(entry: WiredEntry, event: EventName | undefined, pyError: string | null | undefined, opts: DoctorOptions): Promise<Check[]> {
  const checks: Check[] = [];
  const command = entry.command ?? "";
  const path = commandPath(command);
  const words = splitCommand(command);
  const interpreted = viaInterpreter(command);
  const { seconds, check: timeoutCheck } = timeoutOf(entry);
  if (!path) {
    checks.push({ name: "path", status: "fail", detail: "no command", fix: "add command: /data/workspace/hooks/<guard>.cjs" });
    return checks;
  }
  if (!isAbsolute(path)) {
    checks.push({
      name: "path",
      status: "fail",
      detail: `${path} is relative; the bus spawns from /app and fails open on a bad path`,
      fix: `use an absolute path, e.g. /data/workspace/hooks/${basename(path)}`,
    });
    return checks;
  }
  let st: Stats;
  try {
    st = statSync(path);
  } catch {
    checks.push({ name: "path", status: "fail", detail: `${path} does not exist`, fix: `hookguard install --dir ${dirname(path)} (or correct the path)` });
    return checks;
  }
  if (!st.isFile()) {
    checks.push({ name: "path", status: "fail", detail: `${path} is not a file`, fix: "point command at the guard file" });
    return checks;
  }
  if (interpreted) checks.push({ name: "path", status: "ok", detail: `absolute, run by ${words[0]}` });
  else {
    try {
      accessSync(path, constants.X_OK);
      checks.push({ name: "path", status: "ok", detail: "absolute, executable" });
    } catch {
      checks.push({ name: "path", status: "fail", detail: `${path} is not executable`, fix: `chmod +x ${path}` });
      return checks;
    }
  }
  checks.push(timeoutCheck);
  if (event) {
    const r = await runFile(words[0] as string, words.slice(1), JSON.stringify(syntheticPayload(event)), seconds * 1000, { ...process.env, ...opts.env });
    const ms = `${Math.round(r.ms)}ms`;
    if (r.error)
      checks.push({
        name: "run",
        status: "fail",
        detail: `could not start: ${r.error}`,
        fix: interpreted
          ? `check that ${words[0]} is on the PATH the agent server runs with`
          : `check the shebang of ${path} (#!/usr/bin/env node) and that node is on PATH`,
      });
    else if (r.timedOut)
      checks.push({ name: "run", status: "fail", detail: `no answer within ${seconds}s`, fix: `run it by hand: echo '{"event":"${event}"}' | ${command}` });
    else {
      const bad = validJsonOrNothing(r.stdout);
      if (bad) checks.push({ name: "run", status: "fail", detail: bad, fix: "a hook must print one JSON object or nothing (the bus ignores anything else)" });
      else if (r.code !== 0 && r.code !== 2)
        checks.push({
          name: "run",
          status: "fail",
          detail: `exit ${r.code}: ${cut(r.stderr.trim().split("\n").pop() ?? "", 70)}`,
          fix: `run it by hand: echo '{"event":"${event}"}' | ${path}`,
        });
      else checks.push({ name: "run", status: "ok", detail: `answered ${r.stdout.trim() ? "JSON" : "nothing (continue)"} in ${ms}` });
    }
  }
  if (opts.selftest) {
    const selftest = selftestOf(path);
    if (selftest) checks.push(await startSelftest(selftest, { ...process.env, ...opts.env }, selftestPool));
    else if (wiringOf(guardNameOf(path)) || path.endsWith(".cjs")) {
      checks.push({
        name: "selftest",
        status: "warn",
        detail: "no selftest beside it",
        fix: `put ${basename(path, extname(path))}_selftest.cjs beside it (hookguard install --dir ${dirname(path)} does for shipped guards)`,
      });
    } else checks.push({ name: "selftest", status: "skip", detail: "none beside it" });
  }
  checks.push(matcherCheck(entry.matcher, pyError));
  return checks;
}

// ---- one http entry ---------------------------------------------------------------------------------

const LOCAL_HOST = /^(localhost|127\.|0\.0\.0\.0|\[?::1\]?$|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/;

async function checkHttp(entry: WiredEntry, event: EventName | undefined): Promise<Check[]> {
  const checks: Check[] = [];
  let url: URL;
  try {
    url = new URL(entry.url ?? "");
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
  } catch {
    return [{ name: "url", status: "fail", detail: `not an http(s) URL: ${JSON.stringify(entry.url)}`, fix: "url: http://127.0.0.1:8787/<guard>" }];
  }
  if (LOCAL_HOST.test(url.hostname))
    checks.push({
      name: "url",
      status: "warn",
      detail: "loopback/private address: the bus refuses it unless its server runs with STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1",
      fix: "set STARCHILD_SHELL_HOOKS_HTTP_ALLOW_LOCAL=1 in the agent server's environment",
    });
  else checks.push({ name: "url", status: "ok", detail: url.origin });
  const { seconds, check } = timeoutOf(entry);
  checks.push(check);
  if (event) {
    const started = performance.now();
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(syntheticPayload(event)),
        signal: AbortSignal.timeout(seconds * 1000),
      });
      const body = await res.text();
      const bad = validJsonOrNothing(body);
      if (!res.ok)
        checks.push({
          name: "run",
          status: "fail",
          detail: `HTTP ${res.status}`,
          fix: "check the path: POST /<guard> (hookguard serve lists guards at GET /)",
        });
      else if (bad) checks.push({ name: "run", status: "fail", detail: bad, fix: "the endpoint must answer one JSON object or an empty body" });
      else checks.push({ name: "run", status: "ok", detail: `answered in ${Math.round(performance.now() - started)}ms` });
    } catch (e) {
      checks.push({
        name: "run",
        status: "fail",
        detail: `no answer: ${cut((e as Error).message, 60)}`,
        fix: `start the server: hookguard serve --port ${url.port || 80}`,
      });
    }
  }
  checks.push(matcherCheck(entry.matcher, undefined));
  return checks;
}

// ---- the whole config -------------------------------------------------------------------------------

function agentYamlCheck(config: string): Check | undefined {
  const agent = join(dirname(config), "agent.yaml");
  if (!existsSync(agent)) return undefined;
  try {
    const doc = parseDocument(readFileSync(agent, "utf8"));
    const enabled = doc.getIn(["shell_hooks", "enabled"]);
    if (enabled === true) return { name: "master switch", status: "ok", detail: `${agent}: shell_hooks.enabled: true` };
    return {
      name: "master switch",
      status: "warn",
      detail: `${agent}: shell_hooks.enabled is not true, so no hook fires`,
      fix: "hookguard install --approve (the approve endpoint turns it on), or set shell_hooks.enabled: true",
    };
  } catch {
    return undefined;
  }
}

function readIfFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, "utf8") : undefined;
  } catch {
    return undefined;
  }
}

/** hookguard hooks in a hooks.json: the commands install writes (`… --host=codex`). */
const OURS = /\.(?:cjs|sh)["']?\s+--host[= ]codex\b/;

/**
 * Codex runs a user hook only once its hash is trusted (config.toml `hooks.state.<key>.trusted_hash`);
 * `codex exec` never asks, so an untrusted guard is silently off there. One warning per such hook.
 */
function codexTrustChecks(home: string): Check[] {
  const hooksJson = join(home, "hooks.json");
  const text = readIfFile(hooksJson);
  const ours = text === undefined ? [] : codexHooks(hooksJson, text).filter((h) => OURS.test(h.command));
  if (ours.length === 0) return [];
  const hashes = trustedHashes(readIfFile(join(home, "config.toml")) ?? "");
  const fix = "review them in Codex's /hooks view (interactive codex), or: hookguard install --host codex --trust-codex-hooks";
  const bad = ours.filter((h) => trustOf(h, hashes) !== "trusted");
  if (bad.length === 0) return [{ name: "codex-trust", status: "ok", detail: `${ours.length} hookguard hook(s) in ${hooksJson} are trusted by Codex` }];
  return bad.map((h) => ({
    name: "codex-trust",
    status: "warn",
    detail:
      `${h.event} ${h.command}: ${trustOf(h, hashes) === "changed" ? "its trusted_hash no longer matches (changed since it was trusted)" : "not trusted"}` +
      ` — Codex skips it until it is (codex exec never asks)`,
    fix,
  }));
}

export async function doctor(opts: DoctorOptions): Promise<DoctorReport> {
  const report: DoctorReport = { config: opts.config, ok: true, problems: 0, warnings: 0, general: [], entries: [] };
  let entries: WiredEntry[] = [];
  if (!existsSync(opts.config)) {
    report.general.push({ name: "config", status: "fail", detail: `${opts.config} does not exist`, fix: "hookguard install --config " + opts.config });
  } else {
    try {
      entries = readEntries(readFileSync(opts.config, "utf8"), opts.config);
      report.general.push({
        name: "config",
        status: entries.length ? "ok" : "warn",
        detail: `${entries.length} entr${entries.length === 1 ? "y" : "ies"} in ${opts.config}`,
        ...(entries.length ? {} : { fix: "hookguard install" }),
      });
    } catch (e) {
      const msg = e instanceof ConfigError ? e.message : String(e);
      report.general.push({ name: "config", status: "fail", detail: msg, fix: "fix the YAML (a list under `hooks:` of {event, command, timeout})" });
    }
  }
  const master = agentYamlCheck(opts.config);
  if (master) report.general.push(master);
  report.general.push(...codexTrustChecks(codexHome({ ...process.env, ...opts.env })));
  const matchers = entries.map((e) => (typeof e.matcher === "string" && e.matcher !== "" ? e.matcher : ""));
  const py = pythonErrors(matchers.filter(Boolean));
  let k = 0;
  const pyOf = matchers.map((m) => (m ? py?.[k++] : undefined));

  // Selftests are the slow part: start them all now (two at a time) while the entries are checked.
  selftestCache.clear();
  if (opts.selftest) {
    for (const e of entries) {
      const path = e.type === "command" ? commandPath(e.command ?? "") : "";
      const selftest = path && isAbsolute(path) ? selftestOf(path) : undefined;
      if (selftest) void startSelftest(selftest, { ...process.env, ...opts.env }, selftestPool);
    }
  }
  const seen: Array<{ index: number; event: unknown; target: string; guard: string; family?: string }> = [];
  for (const entry of entries) {
    const rep: EntryReport = {
      index: entry.index + 1,
      event: String(entry.event ?? ""),
      target: entry.type === "http" ? (entry.url ?? "") : (entry.command ?? ""),
      checks: [],
    };
    const event = isEventName(entry.event) ? entry.event : undefined;
    if (entry.event === undefined && !entry.command && !entry.url) {
      rep.checks.push({ name: "entry", status: "fail", detail: "not a mapping of {event, command}", fix: "each item under hooks: needs event: and command:" });
      report.entries.push(rep);
      continue;
    }
    if (event) rep.checks.push({ name: "event", status: "ok", detail: event });
    else {
      const near = typeof entry.event === "string" ? closestEvent(entry.event) : undefined;
      rep.checks.push({
        name: "event",
        status: "fail",
        detail: `${JSON.stringify(entry.event ?? null)} is not one of the twelve bus events`,
        fix: near ? `event: ${near}` : `one of: ${EVENT_NAMES.join(", ")}`,
      });
    }
    const target = entry.type === "http" ? (entry.url ?? "") : commandPath(entry.command ?? "");
    const guard = entry.type === "http" ? (target.replace(/\/+$/, "").split("/").pop() ?? "") : guardNameOf(target);
    if (guard) rep.guard = guard;
    rep.checks.push(...(entry.type === "http" ? await checkHttp(entry, event) : await checkCommand(entry, event, pyOf[entry.index], opts)));
    // conflicts: the same command twice on one event; two guards of one exclusive family on one event
    const family = guard ? familyOf(guard) : undefined;
    const dup = seen.find((s) => s.event === entry.event && s.target === target);
    const twice = guard ? seen.find((s) => s.event === entry.event && s.guard === guard && s.target !== target) : undefined;
    const clash = family ? seen.find((s) => s.event === entry.event && s.family === family && s.target !== target) : undefined;
    if (dup)
      rep.checks.push({ name: "conflict", status: "fail", detail: `same as entry #${dup.index}: it would run twice`, fix: `delete entry #${rep.index}` });
    else if (twice)
      rep.checks.push({
        name: "conflict",
        status: "fail",
        detail: `entry #${twice.index} already wires ${guard} on ${String(entry.event)} (${twice.target}): it would run twice`,
        fix: `keep one of entries #${twice.index} and #${rep.index}`,
      });
    else if (clash)
      rep.checks.push({
        name: "conflict",
        status: "fail",
        detail: `entry #${clash.index} already wires a ${family} on ${String(entry.event)} (${basename(clash.target)}): both would rewrite one reply`,
        fix: `keep one of entries #${clash.index} and #${rep.index}`,
      });
    else rep.checks.push({ name: "conflict", status: "ok", detail: "none" });
    seen.push({ index: rep.index, event: entry.event, target, guard, ...(family ? { family } : {}) });
    report.entries.push(rep);
  }
  report.general.push(...(await residentChecks(entries.flatMap((e) => (e.type === "command" && e.command ? [commandPath(e.command)] : [])))));
  const all = [...report.general, ...report.entries.flatMap((e) => e.checks)];
  report.problems = all.filter((c) => c.status === "fail").length;
  report.warnings = all.filter((c) => c.status === "warn").length;
  report.ok = report.problems === 0;
  return report;
}

// ---- output -----------------------------------------------------------------------------------------

const MARK: Record<Status, string> = { ok: "ok", warn: "warn", fail: "FAIL", skip: "-" };
const TINT: Record<Status, Colour | undefined> = { ok: "green", warn: "yellow", fail: "red", skip: "dim" };
const COLUMNS = ["event", "path", "url", "run", "selftest", "matcher", "conflict"];

function worst(checks: Check[]): Status {
  if (checks.some((c) => c.status === "fail")) return "fail";
  if (checks.some((c) => c.status === "warn")) return "warn";
  return "ok";
}

export function printDoctor(report: DoctorReport): void {
  out(`hookguard doctor: ${report.config}`);
  for (const c of report.general) out(`  ${paint(TINT[c.status], MARK[c.status].padEnd(4))}  ${c.name}: ${c.detail}`);
  if (report.entries.length) {
    out();
    const rows = report.entries.map((e) => {
      const cell = (name: string) => {
        const c = e.checks.find((x) => x.name === name || (name === "path" && x.name === "url"));
        return c ? MARK[c.status] : "-";
      };
      return [String(e.index), e.event || "?", cut(e.target, 48), ...COLUMNS.filter((c) => c !== "url").map(cell), MARK[worst(e.checks)]];
    });
    const titles = ["#", "event", "command / url", "event", "path", "run", "selftest", "matcher", "conflict", "result"];
    out(
      table(
        titles.map((title) => ({ title })),
        rows,
        (r, c) => {
          const v = rows[r]?.[c];
          return c >= 3 ? (v === "FAIL" ? "red" : v === "warn" ? "yellow" : v === "ok" ? "green" : undefined) : undefined;
        },
      ),
    );
  }
  const issues = [
    ...report.general.filter((c) => c.status === "fail" || c.status === "warn").map((c) => ({ where: "config", c })),
    ...report.entries.flatMap((e) =>
      e.checks.filter((c) => c.status === "fail" || c.status === "warn").map((c) => ({ where: `#${e.index} ${e.event} ${basename(e.target)}`, c })),
    ),
  ];
  if (issues.length) {
    out();
    for (const { where, c } of issues) {
      out(`${paint(TINT[c.status], c.status === "fail" ? "problem" : "warning")}  ${where}: ${c.name}: ${c.detail}`);
      if (c.fix) out(`         fix: ${c.fix}`);
    }
  }
  out();
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const summary = [
    count(report.entries.length, "entry", "entries"),
    count(report.problems, "problem", "problems"),
    count(report.warnings, "warning", "warnings"),
  ].join(", ");
  out(paint(report.ok ? "green" : "red", report.ok ? `ok: ${summary}` : `FAILED: ${summary}`));
}
