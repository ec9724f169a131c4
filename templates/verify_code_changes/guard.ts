// verify_code_changes handlers: pre_tool_call records edits and verifications (never blocks);
// on_stop blocks once per set of unverified edits, within the TTL and the per-session cap.
import { isAbsolute, join, resolve } from "node:path";
import { envBool, envNumber, envString } from "../../engine/config";
import { vetRows } from "../../engine/rows/index";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "../../engine/types";
import { patchPaths } from "../../engine/patch";
import { editToolPaths, isCodePath, kindOf, patchText } from "./edits";
import { shellOps, type ShellFacts } from "./shellops";
import { isWords, runnerTableProblems, type VerifyRow } from "./commands";
import { forget, nagOnce, readState, record, statePath, type Op, type PendingEdit } from "./store";
import * as T from "./tables";

export interface VerifyConfig {
  ttlMin: number;
  maxNags: number;
  countScriptRun: boolean;
  stateDir: string;
  /** The private state root stateDir lies in (off the bus, when VERIFY_GUARD_STATE_DIR is unset). */
  privateRoot?: string;
  maxFiles: number;
}

/** Off the bus (`stateRoot` set) the state lives under the state root, never at the bus path. */
export function verifyConfig(env: Ctx["env"], stateRoot?: string): VerifyConfig {
  const own = envString(env, "VERIFY_GUARD_STATE_DIR", "");
  return {
    ...(stateRoot && !own ? { privateRoot: stateRoot } : {}),
    ttlMin: envNumber(env, "VERIFY_TTL_MIN", T.VERIFY_TTL_MIN),
    maxNags: envNumber(env, "VERIFY_MAX_NAGS_PER_SESSION", T.MAX_NAGS_PER_SESSION),
    countScriptRun: envBool(env, "VERIFY_COUNT_SCRIPT_RUN", T.COUNT_SCRIPT_RUN),
    stateDir: own || (stateRoot ? join(stateRoot, "verify_guard") : T.STATE_DIR),
    maxFiles: Math.max(1, envNumber(env, "VERIFY_MAX_FILES_LISTED", T.MAX_FILES_LISTED)),
  };
}

/** A patch file applied by `git apply` / `patch` is read up to this size for the paths it changes. */
const MAX_PATCH_FILE = 4 * 1024 * 1024;

/** The shell command of a tool call: a string, or an argv array (`["bash", "-lc", "…"]`). */
export function commandText(input: Record<string, unknown>): string {
  for (const field of T.COMMAND_FIELDS) {
    const value = input[field];
    if (typeof value === "string") return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
      const argv = value as string[];
      const shell = /(?:^|\/)(?:ba|z|da|k)?sh$/.test(argv[0] ?? "");
      if (shell && argv.length >= 3 && /^-\w*c$/.test(argv[1] ?? "")) return argv[2] as string;
      return argv.map((a) => (/^[\w./:=@%+,-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`)).join(" ");
    }
  }
  return "";
}

/** Absolute form of a tool path, so `app.py` from bash and `/work/app.py` from edit_file are one file. */
function absolute(path: string, cwd: string): string {
  if (isAbsolute(path) || !isAbsolute(cwd) || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return resolve(cwd, path);
}

/** The folder a shell tool runs in: its own workdir field (relative to the session's cwd), else cwd. */
function workdir(input: Record<string, unknown>, cwd: string): string {
  for (const field of T.WORKDIR_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && value.trim()) return absolute(value.trim(), cwd);
  }
  return cwd;
}

function addOps(paths: readonly string[], cwd: string): Op[] {
  const ops: Op[] = [];
  for (const p of paths) if (isCodePath(p)) ops.push({ add: absolute(p, cwd) });
  return ops;
}

/** What a tool call means for the pending list. */
export function toolFacts(event: HookEvent, cfg: VerifyConfig, pending: () => readonly string[], read: Ctx["readText"] = () => undefined): ShellFacts {
  const name = event.toolName;
  const input = event.toolInput;
  const cwd = event.cwd;
  const kind = kindOf(name, input);
  if (kind === "patch") return { ops: addOps(patchPaths(patchText(input)), cwd) };
  if (kind === "edit") return { ops: addOps(editToolPaths(input), cwd) };
  if (kind === "shell") {
    const command = commandText(input);
    if (!command.trim()) return { ops: [] };
    const dir = workdir(input, cwd);
    return shellOps(
      command,
      cfg.countScriptRun,
      pending,
      (p, always) => (always || isCodePath(p) ? absolute(p, dir) : undefined),
      (p) => read(absolute(p, dir), MAX_PATCH_FILE),
    );
  }
  return { ops: [] };
}

function nowSeconds(ctx: Ctx): number {
  return ctx.now() / 1000;
}

function onToolCall(event: HookEvent, ctx: Ctx): Verdict {
  if (!event.toolName) return CONTINUE;
  const cfg = verifyConfig(ctx.env, ctx.stateRoot);
  const path = statePath(cfg.stateDir, event.sessionId);
  const facts = toolFacts(event, cfg, () => readState(path).pending.map((p) => p.path), ctx.readText);
  if (facts.ops.length === 0) return CONTINUE;
  const ok = record(path, facts.ops, nowSeconds(ctx), cfg.ttlMin * 60, cfg.privateRoot);
  const last = facts.ops[facts.ops.length - 1];
  const rule = !ok ? "state.unwritable" : last && "clear" in last ? facts.rule : "edit.recorded";
  return rule ? { kind: "continue", rule } : CONTINUE;
}

/** `/work/app/src/x.py` → `src/x.py` when the session works in /work/app. */
function shown(path: string, cwd: string): string {
  const root = cwd.endsWith("/") ? cwd : `${cwd}/`;
  return cwd && path.startsWith(root) && path.length > root.length ? path.slice(root.length) : path;
}

export function stopReason(files: readonly PendingEdit[], cwd: string, maxFiles: number): string {
  const names: string[] = [];
  for (const f of files) {
    const name = shown(f.path, cwd);
    if (!names.includes(name)) names.push(name);
  }
  const listed = names.slice(0, maxFiles).join(", ");
  const more = names.length > maxFiles ? ` (+${names.length - maxFiles} more)` : "";
  return (
    "[verify] You edited code but ran no test/build/lint/type-check afterwards. Run one (or the script) and " +
    "report the result before calling it done, or say plainly that it is untested. " +
    `Unverified (${names.length}): ${listed}${more}`
  );
}

function onStop(event: HookEvent, ctx: Ctx): Verdict {
  if (event.stopHookActive) return CONTINUE;
  const cfg = verifyConfig(ctx.env, ctx.stateRoot);
  const decide = (state: { nags: number; pending: PendingEdit[] }) => {
    if (state.nags >= cfg.maxNags) return undefined;
    if (!state.pending.some((p) => !p.nagged)) return undefined;
    return state.pending;
  };
  const files = nagOnce(statePath(cfg.stateDir, event.sessionId), nowSeconds(ctx), cfg.ttlMin * 60, decide, cfg.privateRoot);
  if (!files || files.length === 0) return CONTINUE;
  return { kind: "block", reason: stopReason(files, event.cwd, cfg.maxFiles), rule: "stop.unverified" };
}

/** The session is over: its pending edits can never be verified now. */
function onSessionEnd(event: HookEvent, ctx: Ctx): Verdict {
  forget(statePath(verifyConfig(ctx.env, ctx.stateRoot).stateDir, event.sessionId));
  return CONTINUE;
}

/** VERIFY_COMMANDS rows through the one vetter, each example replayed through the shell analysis. */
export function vetVerifyCommands(rows: readonly VerifyRow[]): string[] {
  const resolveCode = (p: string) => (isCodePath(p) ? p : undefined);
  const verifiedBy = (command: string) => shellOps(command, true, () => [], resolveCode).rule;
  return vetRows<VerifyRow>(rows, {
    table: "VERIFY_COMMANDS",
    compiles: (row) =>
      !(row.match instanceof RegExp) ? "match is not a regular expression" : !isWords(row.programs) ? "programs should be a list of program names" : undefined,
    fires: (row, command) => verifiedBy(command) === row.id,
    blocks: (command) => verifiedBy(command) !== undefined,
  });
}

/**
 * Problems in the user's tables: VERIFY_COMMANDS is vetted by the one vetter (engine/rows): a
 * `block` example must verify through THAT row, an `allow` example through none.
 */
export function checkTables(): string[] {
  const problems = vetVerifyCommands(T.VERIFY_COMMANDS);
  for (const [name, list] of [
    ["CODE_EXTENSIONS", T.CODE_EXTENSIONS],
    ["EXEMPT_EXTENSIONS", T.EXEMPT_EXTENSIONS],
  ] as const) {
    for (const ext of list as readonly unknown[]) {
      if (typeof ext !== "string" || !ext.startsWith(".") || ext !== ext.toLowerCase())
        problems.push(`${name}: ${JSON.stringify(ext)} should be a lower-case extension with its dot`);
    }
  }
  problems.push(...runnerTableProblems());
  return problems;
}

export const guard: Guard = {
  name: "verify_code_changes",
  failMode: T.FAIL_MODE,
  handlers: {
    pre_tool_call: onToolCall,
    post_tool_call: onToolCall,
    on_stop: onStop,
    on_completion_claim: onStop,
    on_session_end: onSessionEnd,
  },
  check: () => checkTables(),
  settings: () => ({
    VERIFY_TTL_MIN: ["count", T.VERIFY_TTL_MIN],
    MAX_NAGS_PER_SESSION: ["count", T.MAX_NAGS_PER_SESSION],
    COUNT_SCRIPT_RUN: ["flag", T.COUNT_SCRIPT_RUN],
    STATE_DIR: ["text", T.STATE_DIR],
    MAX_FILES_LISTED: ["count", T.MAX_FILES_LISTED],
    CODE_FILENAMES: ["names", T.CODE_FILENAMES],
    EDIT_TOOLS: ["names", T.EDIT_TOOLS],
    PATH_FIELDS: ["names", T.PATH_FIELDS],
    PATCH_TOOLS: ["names", T.PATCH_TOOLS],
    PATCH_FIELDS: ["names", T.PATCH_FIELDS],
    SHELL_TOOLS: ["names", T.SHELL_TOOLS],
    COMMAND_FIELDS: ["names", T.COMMAND_FIELDS],
    WORKDIR_FIELDS: ["names", T.WORKDIR_FIELDS],
  }),
};
