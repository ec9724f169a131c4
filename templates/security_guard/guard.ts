// security_guard handlers: credentials in messages, results, replies and pushes; destructive
// commands and credential exfiltration in shell tool calls. Pure: (event, ctx) → verdict.
import { envBool, envNumber, envString } from "../../engine/config";
import { describe, findSecrets, maskSecrets, type Finding } from "../../engine/secrets/detect";
import { toolKind } from "../../engine/tools";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "../../engine/types";
import { commandHit } from "./gate";
import { pathForms, recordTaint, taintedPaths } from "./taint";
import { checkTables, secretRows } from "./rules";
import * as T from "./tables";

export interface SecurityConfig {
  /** Tools a user adds to the vocabulary's shell and message tools (engine/tools.ts). */
  shellTools: string[];
  msgTools: string[];
  msgFields: string[];
  blockUserSecrets: boolean;
  blockDestructive: boolean;
  maxScan: number;
  reasonChars: number;
}

function list(env: Ctx["env"], name: string, constant: readonly string[]): string[] {
  const raw = envString(env, name, "");
  return raw
    ? raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [...constant];
}

export function securityConfig(env: Ctx["env"]): SecurityConfig {
  return {
    shellTools: list(env, "SECURITY_SHELL_TOOLS", T.SHELL_TOOLS),
    msgTools: list(env, "SECURITY_MSG_TOOLS", T.MSG_TOOLS),
    msgFields: list(env, "SECURITY_MSG_FIELDS", T.MSG_FIELDS),
    blockUserSecrets: envBool(env, "SECURITY_BLOCK_USER_SECRETS", T.BLOCK_USER_SECRETS),
    blockDestructive: envBool(env, "SECURITY_BLOCK_DESTRUCTIVE", T.BLOCK_DESTRUCTIVE),
    maxScan: envNumber(env, "SECURITY_MAX_SCAN_CHARS", T.MAX_SCAN_CHARS),
    reasonChars: envNumber(env, "SECURITY_REASON_CHARS", T.REASON_CHARS),
  };
}

/** Families named once each, in order of appearance: "OpenAI API key sk-proj-[redacted], JSON Web Token". */
function summary(text: string, findings: readonly Finding[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const f of findings) {
    if (seen.has(f.id)) continue;
    seen.add(f.id);
    parts.push(describe(text, f));
  }
  const shown = parts.slice(0, 3).join(", ");
  return parts.length > 3 ? `${shown} (+${parts.length - 3} more)` : shown;
}

// ---- credential handlers ---------------------------------------------------------------------

function onUserMessage(event: HookEvent, ctx: Ctx): Verdict {
  const cfg = securityConfig(ctx.env);
  if (!cfg.blockUserSecrets || !event.message) return CONTINUE;
  const findings = findSecrets(event.message, secretRows(), { maxScan: cfg.maxScan, limit: 8 });
  const first = findings[0];
  if (!first) return CONTINUE;
  const what = first.kind === "private" ? "it controls your funds or servers" : "treat it as leaked";
  return {
    kind: "block",
    rule: first.id,
    reason:
      `[security] Blocked (your message contains a secret — rotate it now, ${what}): ` +
      `${summary(event.message, findings)}. Revoke or rotate it, then store it in an environment variable or secret manager instead of chat.`,
  };
}

function onToolResult(event: HookEvent, ctx: Ctx): Verdict {
  const cfg = securityConfig(ctx.env);
  if (!event.toolResult) return CONTINUE;
  const findings = findSecrets(event.toolResult, secretRows(), { maxScan: cfg.maxScan, limit: 8 });
  const first = findings[0];
  if (!first) return CONTINUE;
  return {
    kind: "warn",
    rule: first.id,
    message:
      `[security] The ${event.toolName || "tool"} result contains a credential (${summary(event.toolResult, findings)}). ` +
      `Do not repeat, log or send it; replies are masked. Rotate it if it was not meant to be read.`,
  };
}

function onResponseEnd(event: HookEvent, ctx: Ctx): Verdict {
  const cfg = securityConfig(ctx.env);
  if (!event.response) return CONTINUE;
  const { text, findings } = maskSecrets(event.response, secretRows(), { maxScan: cfg.maxScan });
  const first = findings[0];
  return first ? { kind: "rewrite_response", response: text, rule: first.id } : CONTINUE;
}

function onOutbound(event: HookEvent, ctx: Ctx): Verdict {
  const cfg = securityConfig(ctx.env);
  if (!event.notification) return CONTINUE;
  const { text, findings } = maskSecrets(event.notification, secretRows(), { maxScan: cfg.maxScan });
  const first = findings[0];
  if (!first) return CONTINUE;
  const priv = findings.find((f) => f.kind === "private");
  if (priv) {
    return {
      kind: "block",
      rule: priv.id,
      reason: `[security] Blocked (outbound message would send a ${priv.why}): ${summary(event.notification, [priv])}`,
    };
  }
  return { kind: "rewrite_notification", notification: text, rule: first.id };
}

function onMessageTool(event: HookEvent, cfg: SecurityConfig): Verdict {
  const input = event.toolInput;
  const rewritten: Record<string, unknown> = { ...input };
  let firstRule: string | undefined;
  for (const field of cfg.msgFields) {
    const value = input[field];
    if (typeof value !== "string" || !value) continue;
    const { text, findings } = maskSecrets(value, secretRows(), { maxScan: cfg.maxScan });
    if (!findings.length) continue;
    const priv = findings.find((f) => f.kind === "private");
    if (priv) {
      return {
        kind: "block",
        rule: priv.id,
        reason: `[security] Blocked (${event.toolName} would send a ${priv.why} — never share it): ${summary(value, [priv])}`,
      };
    }
    rewritten[field] = text;
    firstRule ??= findings[0]?.id;
  }
  return firstRule ? { kind: "rewrite_input", toolInput: rewritten, rule: firstRule } : CONTINUE;
}

function onPreToolCall(event: HookEvent, ctx: Ctx): Verdict {
  const cfg = securityConfig(ctx.env);
  const kind = toolKind(event.toolName, undefined, { shell: cfg.shellTools, message: cfg.msgTools });
  if (kind === "message") return onMessageTool(event, cfg);
  if (kind !== "shell" || !cfg.blockDestructive) return CONTINUE;
  const command = event.toolInput.command;
  if (typeof command !== "string" || !command.trim()) return CONTINUE;
  // paths filled with a credential by this session's earlier calls are credential sources now
  // (read on first use: a command the gate lets through unparsed never opens the taint record)
  const sinks: string[] = [];
  let tainted: ReadonlySet<string> | undefined;
  const secretIn = (text: string) => findSecrets(text, secretRows(), { maxScan: cfg.maxScan, limit: 1 })[0]?.id;
  const hit = commandHit(command, T.DESTRUCTIVE, {
    cwd: event.cwd || "",
    get tainted() {
      return (tainted ??= taintedPaths(ctx, event.sessionId));
    },
    sinks,
    secretIn,
  });
  if (!hit) {
    if (sinks.length)
      recordTaint(
        ctx,
        event.sessionId,
        sinks.flatMap((p) => pathForms(p, event.cwd || "")),
      );
    return CONTINUE;
  }
  return { kind: "block", rule: hit.id, reason: `[security] Blocked (${hit.why}): ${evidence(command, cfg.reasonChars)}` };
}

/** The command, cut short and with any secret in it masked. */
export function evidence(command: string, max: number): string {
  // cut first: a runaway command is masked on what is shown, not on its megabytes
  const masked = maskSecrets(command.slice(0, max * 4 + 256), secretRows())
    .text.replace(/\s+/g, " ")
    .trim();
  return masked.length > max ? masked.slice(0, Math.max(1, max - 1)).trimEnd() + "…" : masked;
}

export const guard: Guard = {
  name: "security_guard",
  failMode: T.FAIL_MODE,
  handlers: {
    on_user_message: onUserMessage,
    pre_tool_call: onPreToolCall,
    transform_tool_result: onToolResult,
    on_response_end: onResponseEnd,
    on_outbound_message: onOutbound,
  },
  check: () => checkTables(T.SECRET_PATTERNS, T.DESTRUCTIVE, commandHit),
  settings: () => ({
    SHELL_TOOLS: ["names", T.SHELL_TOOLS],
    MSG_TOOLS: ["names", T.MSG_TOOLS],
    MSG_FIELDS: ["names", T.MSG_FIELDS],
    BLOCK_USER_SECRETS: ["flag", T.BLOCK_USER_SECRETS],
    BLOCK_DESTRUCTIVE: ["flag", T.BLOCK_DESTRUCTIVE],
    MAX_SCAN_CHARS: ["count", T.MAX_SCAN_CHARS],
    REASON_CHARS: ["count", T.REASON_CHARS],
  }),
};
