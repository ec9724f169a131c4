#!/usr/bin/env node
"use strict";

// templates/runtime_footer/tables.ts
//! runtime_footer — the one true model/cost footer, appended by the runtime, never typed by the model.
//!
//! Events: on_response_end (strip model-typed footers at the end, append the real one),
//!         pre_llm_call (optional: tell the model not to type footers).
//! Wire with an ABSOLUTE path in workspace/config/shell_hooks.yaml, then run the selftest
//! beside this file: ./runtime_footer_selftest.cjs
//!
//! CONFIG — edit the values below in YOUR copy. Each has an env var override (named on its line):
//! a set, non-empty env var wins; 0/false/no/off mean false.
//! Append "· 900 in / 120 out" after the cost.                          env FOOTER_SHOW_TOKENS
var SHOW_TOKENS = false;
//! Append "· 💰 $271.64" from one GET of CREDIT_URL (2 s cap, omitted on any failure). env FOOTER_SHOW_CREDIT
var SHOW_CREDIT = false;
//! Footer layout. Placeholders: {model} {cost} {input} {output} {credit}. SHOW_TOKENS / SHOW_CREDIT
//! append their part when the template lacks it. A bad template falls back to this default.  env FOOTER_TEMPLATE
var TEMPLATE = "─ {model} · {cost}";
//! Where the credit balance lives: http(s):// or file:// URL answering {"credit_balance": 271.64}. env FOOTER_CREDIT_URL
var CREDIT_URL = "http://localhost:8000/internal/credit_balance";
//! Remove footers the model typed itself at the very end of the reply.  env FOOTER_STRIP
var STRIP = true;
//! pre_llm_call directive; empty = the built-in one.                    env FOOTER_SUPPRESS_TEXT
var SUPPRESS_TEXT = "";

// engine/runtime.ts
var import_node_fs3 = require("node:fs");

// engine/state.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var STALE_LOCK_MS = 5e3;
var LOCK_WAIT_MS = 3e3;
var MAX_STATE_BYTES = 4 * 1024 * 1024;
var { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = import_node_fs.constants;
var O_NOFOLLOW = import_node_fs.constants.O_NOFOLLOW ?? 0;
var FILE_MODE = 384;
var DIR_MODE = 448;
function sessionKey(sessionId) {
  const key = sessionId.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return key || "default";
}
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
var codeOf = (err) => err.code;
function closeQuiet(fd) {
  try {
    (0, import_node_fs.closeSync)(fd);
  } catch {
  }
}
function openRegular(path, noFollow) {
  if (!path || path.includes("\0")) return void 0;
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_RDONLY | O_NONBLOCK | (noFollow ? O_NOFOLLOW : 0));
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile() || noFollow && st.nlink > 1) {
      closeQuiet(fd);
      return void 0;
    }
    return { fd, size: st.size };
  } catch {
    if (fd !== void 0) closeQuiet(fd);
    return void 0;
  }
}
function readAt(fd, length, position) {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = (0, import_node_fs.readSync)(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readAll(fd, initial, limit) {
  let buf = Buffer.allocUnsafe(initial);
  let got = 0;
  for (; ; ) {
    if (got === buf.length) {
      if (buf.length >= limit) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, limit));
      buf.copy(next, 0, 0, got);
      buf = next;
    }
    const n = (0, import_node_fs.readSync)(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    if (f.size > maxBytes) return void 0;
    const buf = readAll(f.fd, Math.min(maxBytes + 1, Math.max(f.size + 1, 4096)), maxBytes + 1);
    return buf.length > maxBytes ? void 0 : buf;
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function tailFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    const length = Math.min(f.size, maxBytes);
    return readAt(f.fd, length, f.size - length);
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function readJson(path) {
  const buf = readFileSafe(path, MAX_STATE_BYTES, { noFollow: true });
  if (!buf || buf.length === 0) return void 0;
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch {
    return void 0;
  }
}
function isRegularOrAbsent(path) {
  try {
    return (0, import_node_fs.lstatSync)(path).isFile();
  } catch (err) {
    return codeOf(err) === "ENOENT";
  }
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (codeOf(err) !== "EPERM") return false;
  }
  const cmdline = readFileSafe(`/proc/${pid}/cmdline`, 64 * 1024);
  return cmdline === void 0 || cmdline.length === 0 || /node|bun|deno|hookguard/i.test(cmdline.toString("latin1"));
}
var sameFile = (a, b) => a.dev === b.dev && a.ino === b.ino;
function breakIfStale(lock, now, alive) {
  let fd;
  try {
    const st = (0, import_node_fs.lstatSync)(lock);
    let judged = st;
    if (st.isFile()) {
      fd = (0, import_node_fs.openSync)(lock, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      const pinned = (0, import_node_fs.fstatSync)(fd);
      const text2 = readAt(fd, 64, 0).toString("utf8").trim();
      const deadOwner = text2 !== "" && !alive(Number(text2));
      if (!pinned.isFile() || !(now - pinned.mtimeMs > STALE_LOCK_MS || deadOwner)) return;
      judged = pinned;
    }
    if (!sameFile((0, import_node_fs.lstatSync)(lock), judged)) return;
    const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.broken`;
    (0, import_node_fs.renameSync)(lock, aside);
    if (!sameFile((0, import_node_fs.lstatSync)(aside), judged)) {
      try {
        (0, import_node_fs.linkSync)(aside, lock);
      } catch {
      }
    }
    (0, import_node_fs.unlinkSync)(aside);
  } catch {
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function acquireLock(path, opts = {}) {
  const lock = `${path}.lock`;
  const deadline = Date.now() + (opts.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    let fd;
    try {
      fd = (0, import_node_fs.openSync)(lock, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    } catch (err) {
      if (codeOf(err) !== "EEXIST") return void 0;
      if (Date.now() >= deadline) return void 0;
      if (attempt % 20 === 0) breakIfStale(lock, Date.now(), opts.alive ?? pidAlive);
      sleep(1 + attempt % 4);
      continue;
    }
    const own = fd;
    const held = () => {
      try {
        return sameFile((0, import_node_fs.lstatSync)(lock), (0, import_node_fs.fstatSync)(own));
      } catch {
        return false;
      }
    };
    try {
      (0, import_node_fs.writeSync)(own, String(process.pid));
    } catch {
    }
    return {
      held,
      release: () => {
        try {
          if (held()) (0, import_node_fs.unlinkSync)(lock);
        } catch {
        } finally {
          closeQuiet(own);
        }
      }
    };
  }
}
function writeNew(path, data) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    const buf = Buffer.from(data, "utf8");
    let off = 0;
    while (off < buf.length) off += (0, import_node_fs.writeSync)(fd, buf, off, buf.length - off);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function writeFileAtomic(path, text2) {
  if (!isRegularOrAbsent(path)) return false;
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  if (!writeNew(tmp, text2)) {
    try {
      if ((0, import_node_fs.lstatSync)(tmp).isFile()) (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
  try {
    (0, import_node_fs.renameSync)(tmp, path);
    return true;
  } catch {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
}
function writeJsonAtomic(path, value) {
  return writeFileAtomic(path, JSON.stringify(value));
}
function ensureDir(dir, depth = 0) {
  try {
    (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
    return true;
  } catch (err) {
    if (codeOf(err) === "EEXIST") {
      try {
        return (0, import_node_fs.statSync)(dir).isDirectory();
      } catch {
        return false;
      }
    }
    const parent = (0, import_node_path.dirname)(dir);
    if (codeOf(err) !== "ENOENT" || parent === dir || depth > 64 || !ensureDir(parent, depth + 1)) return false;
    try {
      (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
      return true;
    } catch (again) {
      return codeOf(again) === "EEXIST";
    }
  }
}
function absoluteEnv(env, name) {
  const v = env[name]?.trim();
  return v && (0, import_node_path.isAbsolute)(v) ? v : void 0;
}
function stateRoot(env) {
  const explicit = absoluteEnv(env, "HOOKGUARD_STATE_DIR");
  if (explicit) return explicit;
  const xdg = absoluteEnv(env, "XDG_STATE_HOME");
  if (xdg) return (0, import_node_path.join)(xdg, "hookguard");
  const home = absoluteEnv(env, "HOME") ?? absoluteEnv(env, "USERPROFILE");
  if (home) return (0, import_node_path.join)(home, ".local", "state", "hookguard");
  const os = require("node:os");
  let fromOs;
  try {
    fromOs = os.homedir();
  } catch {
    fromOs = void 0;
  }
  if (fromOs && (0, import_node_path.isAbsolute)(fromOs)) return (0, import_node_path.join)(fromOs, ".local", "state", "hookguard");
  return (0, import_node_path.join)(os.tmpdir(), `hookguard-${typeof process.getuid === "function" ? process.getuid() : "user"}`);
}
function ensurePrivateDir(dir) {
  if (!ensureDir(dir)) return false;
  try {
    const st = (0, import_node_fs.statSync)(dir);
    if (!st.isDirectory()) return false;
    const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
    return uid === void 0 || st.uid === uid;
  } catch {
    return false;
  }
}
function updateJson(path, mutate, root, lockOpts) {
  if (root !== void 0 ? !ensurePrivateDir(root) || !ensureDir((0, import_node_path.dirname)(path)) : !ensureDir((0, import_node_path.dirname)(path))) return void 0;
  if (!isRegularOrAbsent(path)) return void 0;
  const lock = acquireLock(path, lockOpts);
  if (!lock) return void 0;
  try {
    const next = mutate(readJson(path));
    return lock.held() && writeJsonAtomic(path, next) ? next : void 0;
  } catch {
    return void 0;
  } finally {
    lock.release();
  }
}

// engine/context.ts
var DEFAULT_MAX_FILE = 8 * 1024 * 1024;
var MAX_BODY = 1024 * 1024;
function readText(path, maxBytes = DEFAULT_MAX_FILE) {
  return readFileSafe(path, maxBytes)?.toString("utf8");
}
function parseJson(text2) {
  if (text2 === void 0) return void 0;
  try {
    return JSON.parse(text2);
  } catch {
    return void 0;
  }
}
function fetchJson(url, timeoutMs) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => finish(void 0), timeoutMs);
    timer.unref?.();
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "file:") {
        const { fileURLToPath } = require("node:url");
        return finish(parseJson(readText(fileURLToPath(parsed), MAX_BODY)));
      }
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return finish(void 0);
      const lib = parsed.protocol === "https:" ? require("node:https") : require("node:http");
      const req = lib.get(parsed, { timeout: timeoutMs, headers: { accept: "application/json" } }, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          res.resume();
          return finish(void 0);
        }
        const chunks = [];
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            req.destroy();
            return finish(void 0);
          }
          chunks.push(chunk);
        });
        res.on("end", () => finish(parseJson(Buffer.concat(chunks).toString("utf8"))));
        res.on("error", () => finish(void 0));
      });
      req.on("timeout", () => {
        req.destroy();
        finish(void 0);
      });
      req.on("error", () => finish(void 0));
    } catch {
      finish(void 0);
    }
  });
}
var realCtx = (function realCtx(env = process.env) {
  const pinned = Number(env.HOOKGUARD_NOW);
  const now = env.HOOKGUARD_NOW && Number.isFinite(pinned) ? () => pinned * 1e3 : () => Date.now();
  return { env, cwd: process.cwd(), now, readText, fetchJson };
});

// engine/debuglog.ts
var import_node_fs2 = require("node:fs");
var logDecision = (function logDecision(env, guard2, d, ms, transport) {
  if (!env.HOOKGUARD_DEBUG_LOG) return;
  const line = { guard: guard2, host: d.host.id, event: d.event?.name ?? "", verdict: d.verdict.kind, rule: d.verdict.rule, ...transport ? { transport } : {} };
  for (const f of d.faults ?? []) debugLog(env, { ...line, stage: f.stage, error: f.error, ms });
  debugLog(env, { ...line, stage: d.stage, error: d.error, ms });
});
function debugLog(env, line) {
  const path = env.HOOKGUARD_DEBUG_LOG;
  if (!path) return;
  try {
    const { O_WRONLY: O_WRONLY2, O_APPEND, O_CREAT: O_CREAT2, O_NONBLOCK: O_NONBLOCK2 } = import_node_fs2.constants;
    const fd = (0, import_node_fs2.openSync)(path, O_WRONLY2 | O_APPEND | O_CREAT2 | O_NONBLOCK2, 384);
    try {
      (0, import_node_fs2.writeSync)(fd, JSON.stringify({ ts: (/* @__PURE__ */ new Date()).toISOString(), ...line }) + "\n");
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
  } catch {
  }
}

// engine/faults.ts
var faults = [];
var takeFaults = (function takeFaults() {
  return faults.splice(0);
});

// engine/config.ts
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "no", "off"]);
var setValue = (function setValue(env, name) {
  const value = env[name];
  return value === void 0 || value.trim() === "" ? void 0 : value;
});
var envBool = (function envBool(env, name, constant) {
  const value = setValue(env, name);
  return value === void 0 ? constant : !FALSE_WORDS.has(value.trim().toLowerCase());
});
var envString = (function envString(env, name, constant) {
  return setValue(env, name) ?? constant;
});
function envNumber(env, name, constant) {
  const value = setValue(env, name);
  const n = value === void 0 ? NaN : Number(value.trim());
  return Number.isFinite(n) ? n : constant;
}
function settingProblems(settings) {
  const out = [];
  for (const [name, [kind, value]] of Object.entries(settings)) {
    const shown = JSON.stringify(value) ?? String(value);
    if (kind === "names") {
      if (!Array.isArray(value)) out.push(`${name}: ${shown} should be a list of names (strings)`);
      else {
        const bad = value.filter((v) => typeof v !== "string" || v.trim() === "");
        if (bad.length) out.push(`${name}: ${bad.map((v) => JSON.stringify(v) ?? String(v)).join(", ")} should be names (non-empty strings)`);
      }
    } else if (kind === "count") {
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) out.push(`${name}: ${shown} should be a number >= 0`);
    } else if (kind === "flag") {
      if (typeof value !== "boolean") out.push(`${name}: ${shown} should be true or false`);
    } else if (typeof value !== "string") out.push(`${name}: ${shown} should be a text (a string)`);
  }
  return out;
}

// engine/patch.ts
var MAX_PATCH_SCAN = 4 * 1024 * 1024;
var MAX_PATCH_PATHS = 200;
var ENVELOPE = /^\*\*\* (?:Add File|Update File|Move to): (.+)$/;
function patchPaths(text2) {
  const out = [];
  if (typeof text2 !== "string" || !text2.includes("*** ") && !text2.includes("+++ ")) return out;
  const scan = text2.length > MAX_PATCH_SCAN ? text2.slice(0, MAX_PATCH_SCAN) : text2;
  const add = (path) => {
    if (path && !out.includes(path)) out.push(path);
  };
  let start2 = 0;
  let previous = "";
  while (start2 < scan.length && out.length < MAX_PATCH_PATHS) {
    let end = scan.indexOf("\n", start2);
    if (end < 0) end = scan.length;
    const line = scan.slice(start2, end).replace(/\r$/, "");
    start2 = end + 1;
    const before = previous;
    previous = line;
    if (line.startsWith("+++ ") && before.startsWith("--- ")) {
      const path = line.slice(4).split("	")[0]?.trim().replace(/^b\//, "");
      if (path !== "/dev/null") add(path);
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith("*** ")) add(ENVELOPE.exec(trimmed)?.[1]?.trim());
  }
  return out;
}

// engine/types.ts
var EVENT_NAMES = [
  "on_user_message",
  "pre_tool_call",
  "post_tool_call",
  "transform_tool_result",
  "pre_llm_call",
  "post_llm_call",
  "on_response_end",
  "on_stop",
  "on_outbound_message",
  "on_completion_claim",
  "on_session_start",
  "on_session_end"
];
var isEventName = (function isEventName(value) {
  return typeof value === "string" && EVENT_NAMES.includes(value);
});
var CONTINUE = { kind: "continue" };

// engine/schema.ts
var PAYLOAD_FIELDS = {
  event: "string",
  session_id: "unknown",
  agent_id: "unknown",
  cwd: "string",
  message: "string",
  channel: "string",
  tool_name: "string",
  tool_input: "object",
  tool_result: "unknown",
  system: "unknown",
  last_user_message: "string",
  response: "string",
  model: "string",
  tokens: "object",
  tool_names: "array",
  turn_cost_usd: "unknown",
  stop_hook_active: "unknown",
  goal: "string",
  summary: "string",
  notification: "string",
  type: "string"
};
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var fits = (function fits(kind, value) {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    default:
      return true;
  }
});
var parsePayload = (function parsePayload(raw) {
  if (!isRecord(raw)) return void 0;
  const out = {};
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (value === null || value === void 0) continue;
    const kind = Object.hasOwn(PAYLOAD_FIELDS, key) ? PAYLOAD_FIELDS[key] : void 0;
    if (kind && !fits(kind, value)) return void 0;
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return typeof out.event === "string" ? out : void 0;
});
var num = (function num(value) {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
});
var str = (function str(value) {
  if (typeof value === "string") return value;
  if (value === null || value === void 0) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
});
var flag = (function flag(value) {
  if (typeof value === "string") return /^(1|true|yes|on)$/i.test(value.trim());
  return value === true || value === 1;
});
var toHookEvent = (function toHookEvent(raw, name) {
  const p = parsePayload(raw);
  if (!p) return void 0;
  const eventName = name ?? p.event;
  if (!isEventName(eventName)) return void 0;
  const t = p.tokens ?? {};
  const id = (v) => typeof v === "string" || typeof v === "number" ? String(v) : "";
  return {
    name: eventName,
    sessionId: id(p.session_id),
    agentId: id(p.agent_id),
    cwd: p.cwd ?? "",
    message: p.message ?? "",
    channel: p.channel ?? "",
    toolName: p.tool_name ?? "",
    toolInput: p.tool_input ?? {},
    toolResult: str(p.tool_result),
    system: str(p.system),
    lastUserMessage: p.last_user_message ?? "",
    response: p.response ?? "",
    model: p.model ?? "",
    tokens: {
      input: num(t.input),
      output: num(t.output),
      cache_read: num(t.cache_read),
      cache_creation: num(t.cache_creation)
    },
    toolNames: (p.tool_names ?? []).filter((x) => typeof x === "string"),
    turnCostUsd: num(p.turn_cost_usd),
    stopHookActive: flag(p.stop_hook_active),
    goal: p.goal ?? "",
    summary: p.summary ?? "",
    notification: p.notification ?? "",
    notificationType: p.type ?? "",
    raw: p
  };
});

// engine/hosts/common.ts
var TOOLS = {
  Bash: { name: "bash" },
  PowerShell: { name: "bash" },
  run_shell_command: { name: "bash" },
  ExecuteShellCommand: { name: "bash" },
  Shell: { name: "bash" },
  Write: { name: "write_file", pathKey: "file_path" },
  write_file: { name: "write_file", pathKey: "file_path" },
  WriteFile: { name: "write_file", pathKey: "path" },
  Edit: { name: "edit_file", pathKey: "file_path" },
  MultiEdit: { name: "edit_file", pathKey: "file_path" },
  NotebookEdit: { name: "edit_file", pathKey: "notebook_path" },
  replace: { name: "edit_file", pathKey: "file_path" },
  StrReplaceFile: { name: "edit_file", pathKey: "path" },
  apply_patch: { name: "edit_file", patchKey: "command" }
};
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
function text(value) {
  return typeof value === "string" ? value : "";
}
var MAX_RESULT_CHARS = 1 << 20;
function resultText(value) {
  if (typeof value === "string") return value;
  const r = record(value);
  if (typeof r.llmContent === "string") return r.llmContent;
  const parts = [];
  let size = 0;
  const walk = (v, depth) => {
    if (size > MAX_RESULT_CHARS || depth > 8) return;
    if (typeof v === "string") {
      if (v) parts.push(v);
      size += v.length;
    } else if (Array.isArray(v)) {
      for (const item of v.slice(0, 1e3)) walk(item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      for (const item of Object.values(v).slice(0, 1e3)) walk(item, depth + 1);
    }
  };
  walk(value, 0);
  return parts.join("\n");
}
function canonicalTool(name, input) {
  const map = Object.hasOwn(TOOLS, name) ? TOOLS[name] : void 0;
  if (!map) return { name, input };
  const out = { ...input };
  if (map.pathKey && out.path === void 0 && typeof input[map.pathKey] === "string") out.path = input[map.pathKey];
  if (map.patchKey) {
    const paths = patchPaths(text(input[map.patchKey]) || text(input.input) || text(input.patch));
    if (out.path === void 0 && paths[0] !== void 0) out.path = paths[0];
    if (out.files === void 0) out.files = paths;
  }
  return { name: map.name, input: out };
}
function canonicalToolNames(names) {
  const out = [];
  for (const n of names) {
    const c = Object.hasOwn(TOOLS, n) ? TOOLS[n].name : n;
    if (!out.includes(c)) out.push(c);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}
function rewriteBack(original, rewritten) {
  const out = { ...original };
  for (const key of Object.keys(original)) if (Object.hasOwn(rewritten, key)) out[key] = rewritten[key];
  return out;
}
function eventFrom(raw, name, fields) {
  const bus = { event: name };
  for (const [k, v] of Object.entries(fields)) if (v !== void 0 && v !== null) bus[k] = v;
  if (name !== "on_user_message") delete bus.message;
  if (name !== "pre_llm_call") delete bus.last_user_message;
  if (typeof bus.tool_name === "string") {
    const tool = canonicalTool(bus.tool_name, record(bus.tool_input));
    bus.tool_name = tool.name;
    bus.tool_input = tool.input;
  }
  if (Array.isArray(bus.tool_names)) bus.tool_names = canonicalToolNames(bus.tool_names.filter((n) => typeof n === "string"));
  const event = toHookEvent(bus, name);
  if (event) event.raw = raw;
  return event;
}
function json(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}
var SILENT = { stdout: "", exitCode: 0 };
function reasonOf(reason) {
  return reason.trim() || "[hookguard] Blocked by a guard.";
}

// engine/hosts/azure.ts
var AZURE_MAX_REJECTIONS = 3;
var EVENTS = {
  Stop: ["on_stop", "on_completion_claim"],
  // No pre-tool event: a recorder (verify_code_changes) gets its pre_tool_call after the fact.
  PostToolUse: ["transform_tool_result", "post_tool_call", "pre_tool_call"]
};
function sessionOf(raw) {
  const summary = text(raw.execution_summary);
  if (summary) return `azure-${summary}`;
  const agent = text(raw.agent_name);
  return agent ? `azure-${agent}` : "";
}
var render = (function render(verdict, event) {
  const postTool = text(event.raw.hook_event_name) === "PostToolUse";
  switch (verdict.kind) {
    case "block":
      return json({ decision: "block", reason: reasonOf(verdict.reason) });
    case "context":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.message } }) : SILENT;
    default:
      return SILENT;
  }
});
var azure = {
  id: "azure",
  title: "Azure SRE Agent",
  detect: (raw) => typeof raw.hook_event_name === "string" && raw.agent_name !== void 0 && (raw.current_turn !== void 0 || raw.execution_summary !== void 0),
  events: (raw) => EVENTS[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: sessionOf(raw),
    agent_id: raw.agent_name,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_result),
    response: raw.final_output,
    stop_hook_active: raw.stop_hook_active
  }),
  render,
  capReached(event, env) {
    const n = Number(event.raw.stop_rejection_count);
    return Number.isFinite(n) && n >= envNumber(env, "HOOKGUARD_AZURE_MAX_REJECTIONS", AZURE_MAX_REJECTIONS);
  },
  wires: {
    pre_tool_call: { event: "PostToolUse", matcher: "*" },
    post_tool_call: { event: "PostToolUse", matcher: "*" },
    transform_tool_result: { event: "PostToolUse", matcher: "*" },
    on_stop: { event: "Stop" },
    on_completion_claim: { event: "Stop" }
  },
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  capabilities: { rewriteResponse: false, rewriteInput: false, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/claude.ts
function renderClaudeStyle(verdict, event, rules) {
  const hostEvent = text(event.raw.hook_event_name);
  const specific = (extra) => json({ hookSpecificOutput: { hookEventName: hostEvent, ...extra } });
  const note = (message) => rules.contextEvents.has(hostEvent) ? specific({ additionalContext: message }) : json({ systemMessage: message });
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block": {
      const reason = reasonOf(verdict.reason);
      if (hostEvent === "PreToolUse") return specific({ permissionDecision: "deny", permissionDecisionReason: reason });
      if (hostEvent === "UserPromptSubmit" && rules.suppressBlockedPrompt) {
        return json({ decision: "block", reason, hookSpecificOutput: { hookEventName: hostEvent, suppressOriginalPrompt: true } });
      }
      return json({ decision: "block", reason });
    }
    case "rewrite_input":
      if (hostEvent !== "PreToolUse") return SILENT;
      return specific({ permissionDecision: "allow", updatedInput: rewriteBack(record(event.raw.tool_input), verdict.toolInput) });
    case "context":
      return rules.contextEvents.has(hostEvent) ? specific({ additionalContext: verdict.context }) : SILENT;
    case "warn":
      return hostEvent === "PostToolUse" ? note(verdict.message) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
function claudeStyleEvent(raw, name) {
  return eventFrom(raw, name, {
    session_id: raw.session_id,
    agent_id: raw.agent_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response ?? raw.error),
    response: raw.last_assistant_message,
    model: raw.model,
    stop_hook_active: raw.stop_hook_active
  });
}
var CLAUDE_RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    PostToolUseFailure: ["post_tool_call"],
    PostToolBatch: ["pre_llm_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"],
    SessionEnd: ["on_session_end"]
  },
  contextEvents: /* @__PURE__ */ new Set(["UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop"]),
  suppressBlockedPrompt: true
};
var CLAUDE_WIRES = {
  on_user_message: { event: "UserPromptSubmit" },
  pre_llm_call: { event: "UserPromptSubmit" },
  pre_tool_call: { event: "PreToolUse", matcher: "*" },
  post_tool_call: { event: "PostToolUse", matcher: "*" },
  transform_tool_result: { event: "PostToolUse", matcher: "*" },
  on_stop: { event: "Stop" },
  on_completion_claim: { event: "Stop" },
  on_session_start: { event: "SessionStart" },
  on_session_end: { event: "SessionEnd" }
};
var claude = {
  id: "claude",
  title: "Claude Code",
  // The last in the sniffing order: any PascalCase hook_event_name the others did not claim.
  detect: (raw) => typeof raw.hook_event_name === "string" && Object.hasOwn(CLAUDE_RULES.events, raw.hook_event_name),
  events: (raw) => CLAUDE_RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, CLAUDE_RULES),
  wires: CLAUDE_WIRES,
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/codex.ts
var RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"]
  },
  contextEvents: /* @__PURE__ */ new Set(["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse"])
};
var { on_session_end: _none, ...WIRES } = CLAUDE_WIRES;
var codex = {
  id: "codex",
  title: "Codex CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string" || !Object.hasOwn(RULES.events, name)) return false;
    return typeof raw.turn_id === "string" || typeof raw.model === "string" && name !== "SessionStart" || raw.tool_name === "apply_patch";
  },
  events: (raw) => RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, RULES),
  wires: WIRES,
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  // turn_id keys the turns
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/gemini.ts
var EVENTS2 = {
  BeforeAgent: ["on_user_message", "pre_llm_call"],
  BeforeTool: ["pre_tool_call"],
  AfterTool: ["transform_tool_result", "post_tool_call"],
  AfterAgent: ["on_stop", "on_completion_claim"],
  SessionStart: ["on_session_start"],
  SessionEnd: ["on_session_end"]
};
var OWN = /* @__PURE__ */ new Set(["BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);
function render2(verdict, event) {
  const hostEvent = text(event.raw.hook_event_name);
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block":
      return json({ decision: "deny", reason: reasonOf(verdict.reason) });
    case "rewrite_input":
      if (hostEvent !== "BeforeTool") return SILENT;
      return json({ hookSpecificOutput: { tool_input: rewriteBack(record(event.raw.tool_input), verdict.toolInput) } });
    case "context":
      return hostEvent === "BeforeAgent" || hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.message } }) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
var gemini = {
  id: "gemini",
  title: "Gemini CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string") return false;
    if (OWN.has(name)) return true;
    return typeof raw.timestamp === "string" && raw.permission_mode === void 0 && Object.hasOwn(EVENTS2, name);
  },
  events: (raw) => EVENTS2[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: raw.session_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response),
    response: raw.prompt_response,
    stop_hook_active: raw.stop_hook_active
  }),
  render: render2,
  wires: {
    on_user_message: { event: "BeforeAgent" },
    pre_llm_call: { event: "BeforeAgent" },
    pre_tool_call: { event: "BeforeTool", matcher: "*" },
    post_tool_call: { event: "AfterTool", matcher: "*" },
    transform_tool_result: { event: "AfterTool", matcher: "*" },
    on_stop: { event: "AfterAgent" },
    on_completion_claim: { event: "AfterAgent" },
    on_session_start: { event: "SessionStart" },
    on_session_end: { event: "SessionEnd" }
  },
  recorder: [{ event: "AfterTool", matcher: "*" }, { event: "BeforeAgent" }],
  // Exit 2 with plain text is a deny on Gemini too, but fail-closed stays off: a crash there is
  // already loud (any non-zero code but 1 denies), and "nothing harmful" is the safer default.
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: false }
};

// engine/hosts/starchild.ts
var json2 = (function json2(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
});
var renderBus = (function renderBus(verdict) {
  switch (verdict.kind) {
    case "continue":
      return void 0;
    case "block":
      return { decision: "block", reason: verdict.reason };
    case "rewrite_input":
      return { tool_input: verdict.toolInput };
    case "rewrite_response":
      return { response: verdict.response };
    case "rewrite_notification":
      return { notification: verdict.notification };
    case "context":
      return { context: verdict.context };
    case "warn":
      return { add_warning: verdict.message };
  }
});
var WIRES2 = {};
for (const name of EVENT_NAMES) WIRES2[name] = { event: name };
var starchild = {
  id: "starchild",
  title: "Starchild shell hooks",
  detect: (raw) => isEventName(raw.event),
  events: (raw) => isEventName(raw.event) ? [raw.event] : [],
  toEvent: (raw, name) => toHookEvent(raw, name),
  render(verdict) {
    const out = renderBus(verdict);
    return out === void 0 ? { stdout: "", exitCode: 0 } : json2(out);
  },
  wires: WIRES2,
  capabilities: { rewriteResponse: true, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: true, referenceState: true }
};

// engine/hosts/index.ts
var HOSTS = [starchild, gemini, azure, codex, claude];
var hostArg = (function hostArg(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--host=")) return arg.slice(7);
    if (arg === "--host") return argv[i + 1];
  }
  return void 0;
});
function hostById(id) {
  return HOSTS.find((h) => h.id === id);
}
var pickHost = (function pickHost(argv, raw) {
  const wanted = hostArg(argv);
  if (wanted) return hostById(wanted) ?? starchild;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return starchild;
  const payload = raw;
  return HOSTS.find((h) => h.detect(payload)) ?? starchild;
});

// engine/hosts/turn_tools.ts
var import_node_path2 = require("node:path");
var TRANSCRIPT_TAIL_BYTES = 4 * 1024 * 1024;
var UNKEYED_TURN_TTL_S = 30 * 60;
var MAX_TOOLS = 200;
var RELEVANT = /"type":\s*"(?:user|user_message|tool_use|function_call|custom_tool_call|local_shell_call)"/;
function isPrompt(line) {
  const payload = record(line.payload);
  if (line.type === "event_msg" && payload.type === "user_message") return true;
  if (line.type !== "user" || line.isMeta === true) return false;
  const content = record(line.message).content;
  if (typeof content === "string") return true;
  if (!Array.isArray(content)) return false;
  return !content.some((c) => record(c).type === "tool_result") && content.some((c) => record(c).type === "text");
}
function toolsOf(line) {
  const payload = record(line.payload);
  if (line.type === "response_item" && /^(?:function_call|custom_tool_call|local_shell_call)$/.test(text(payload.type))) {
    return [text(payload.name) || "shell"];
  }
  if (line.type !== "assistant") return [];
  const content = record(line.message).content;
  if (!Array.isArray(content)) return [];
  return content.filter((c) => record(c).type === "tool_use").map((c) => text(record(c).name)).filter(Boolean);
}
function transcriptTools(path, maxBytes = TRANSCRIPT_TAIL_BYTES) {
  const body = path ? tailFileSafe(path, maxBytes)?.toString("utf8") : void 0;
  if (!body) return [];
  const lines = body.split("\n");
  const seen = [];
  for (let i = lines.length - 1; i >= 0 && seen.length < MAX_TOOLS; i--) {
    const line = lines[i].trim();
    if (!line.startsWith("{") || !RELEVANT.test(line)) continue;
    let parsed;
    try {
      parsed = record(JSON.parse(line));
    } catch {
      continue;
    }
    if (isPrompt(parsed)) break;
    seen.push(...toolsOf(parsed).reverse());
  }
  return [...new Set(seen.reverse())];
}
function recordedOf(doc) {
  const r = record(doc);
  if (typeof r.turn !== "string" || typeof r.ts !== "number" || !Array.isArray(r.tools)) return void 0;
  return { turn: r.turn, ts: r.ts, tools: r.tools.filter((t) => typeof t === "string") };
}
function recorderPath(env, sessionId) {
  return (0, import_node_path2.join)(stateRoot(env), `turn-tools-${sessionKey(sessionId)}.json`);
}
function turnIdOf(raw) {
  return text(raw.turn_id) || text(raw.prompt_id);
}
function sameTurn(rec, turn, nowS) {
  return turn ? rec.turn === turn : rec.turn === "" && nowS - rec.ts < UNKEYED_TURN_TTL_S;
}
function recordTools(env, sessionId, turn, tools, nowS) {
  updateJson(
    recorderPath(env, sessionId),
    (doc) => {
      const rec = recordedOf(doc);
      const list = rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
      for (const t of tools) if (t && !list.includes(t) && list.length < MAX_TOOLS) list.push(t);
      return { turn, tools: list, ts: nowS };
    },
    stateRoot(env)
  );
}
function startTurn(env, sessionId, turn, nowS) {
  updateJson(recorderPath(env, sessionId), () => ({ turn, tools: [], ts: nowS }), stateRoot(env));
}
function recordedTools(env, sessionId, turn, nowS) {
  const rec = recordedOf(readJson(recorderPath(env, sessionId)));
  return rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
}

// engine/runtime.ts
var MAX_STDIN_BYTES = 16 * 1024 * 1024;
var readStdin = (function readStdin(cap = MAX_STDIN_BYTES) {
  let buf = Buffer.allocUnsafeSlow(1 << 14);
  let len = 0;
  let total = 0;
  let idle = 0;
  for (; ; ) {
    if (len === buf.length) {
      if (total > cap)
        len = 0;
      else {
        const next = Buffer.allocUnsafeSlow(Math.min(buf.length * 2, cap + 1));
        buf.copy(next, 0, 0, len);
        buf = next;
      }
    }
    let n;
    try {
      n = (0, import_node_fs3.readvSync)(0, [new Uint8Array(buf.buffer, buf.byteOffset + len, buf.length - len)]);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN" && idle++ < 2e3) {
        sleep(1);
        continue;
      }
      if (code === "EOF" || code === "EAGAIN" || code === "EBADF" || code === "EINVAL") break;
      throw err;
    }
    if (n === 0) break;
    len += n;
    total += n;
  }
  return total > cap ? void 0 : buf.toString(void 0, 0, len);
});
var writeAll = (function writeAll(fd, text2) {
  const data = Buffer.from(text2, "utf8");
  let off = 0;
  let idle = 0;
  while (off < data.length) {
    try {
      off += (0, import_node_fs3.writeSync)(fd, data, off, data.length - off);
    } catch (err) {
      if (err.code === "EAGAIN" && idle++ < 5e3) {
        sleep(1);
        continue;
      }
      return;
    }
  }
});
var SILENT2 = { stdout: "", exitCode: 0 };
var DEFAULT_FAIL_MODE = "open";
var GATES = /* @__PURE__ */ new Set(["on_user_message", "pre_tool_call", "on_stop", "on_completion_claim"]);
var STOPS = /* @__PURE__ */ new Set(["on_stop", "on_completion_claim", "on_response_end"]);
var POST_TOOL = "post_tool_call";
var PROMPT = "on_user_message";
function failMode(env, configured = DEFAULT_FAIL_MODE) {
  return envString(env, "HOOKGUARD_FAIL_MODE", configured).trim().toLowerCase() === "closed" ? "closed" : "open";
}
function failModeProblems(guard2) {
  const v = guard2.failMode;
  return v === void 0 || v === "open" || v === "closed" ? [] : [`FAIL_MODE: ${JSON.stringify(v)} is neither "open" nor "closed" (treated as "open")`];
}
function failureOutput(guard2, host, candidates, stage, ctx, event) {
  if (failMode(ctx.env, guard2.failMode) !== "closed" || !host.capabilities.exit2Blocks) return SILENT2;
  if (!candidates[0] || !GATES.has(candidates[0])) return SILENT2;
  if (event && host.capReached?.(event, ctx.env)) return SILENT2;
  if (event?.stopHookActive && STOPS.has(candidates[0])) return SILENT2;
  const source = envString(ctx.env, "HOOKGUARD_FAIL_MODE", "") ? "HOOKGUARD_FAIL_MODE" : "FAIL_MODE";
  return { stdout: "", stderr: `[hookguard] ${guard2.name} failed (${stage}): blocked because ${source}=closed`, exitCode: 2 };
}
var turnBookkeeping = (function turnBookkeeping(host, candidates, event, handled, ctx) {
  if (host.capabilities.toolNamesAtStop) return;
  const nowS = Math.floor(ctx.now() / 1e3);
  const turn = turnIdOf(event.raw);
  if (candidates.includes(POST_TOOL)) {
    const tools = [event.toolName, text(event.raw.tool_name)];
    recordTools(ctx.env, event.sessionId, turn, tools, nowS);
  } else if (candidates[0] === PROMPT) {
    startTurn(ctx.env, event.sessionId, turn, nowS);
  } else if (handled && STOPS.has(event.name)) {
    const found = [...transcriptTools(text(event.raw.transcript_path)), ...recordedTools(ctx.env, event.sessionId, turn, nowS)];
    event.toolNames = canonicalToolNames([...event.toolNames, ...found]);
  }
});
var decide = (async function decide(guard2, input, argv, ctx) {
  takeFaults();
  const d = await decideOnce(guard2, input, argv, ctx);
  const faults2 = takeFaults();
  return faults2.length ? { ...d, faults: faults2 } : d;
});
var decideOnce = (async function decideOnce(guard2, input, argv, ctx) {
  let host = starchild;
  let stage = "read";
  let event;
  let candidates = [];
  try {
    if (input === void 0) return { host, verdict: CONTINUE, output: SILENT2, stage: "oversize" };
    stage = "parse";
    if (input.trim() === "") return { host, verdict: CONTINUE, output: SILENT2, stage: "empty" };
    const raw = JSON.parse(input);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    const payload = raw;
    host = pickHost(argv, payload);
    if (!host.capabilities.referenceState) ctx = { ...ctx, stateRoot: stateRoot(ctx.env) };
    stage = "event";
    candidates = host.events(payload);
    const name = candidates.find((n) => guard2.handlers[n]);
    event = candidates[0] ? host.toEvent(payload, name ?? candidates[0]) : void 0;
    if (!event) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    stage = "turn";
    turnBookkeeping(host, candidates, event, name !== void 0, ctx);
    const handler = name ? guard2.handlers[name] : void 0;
    if (!handler) return { host, event, verdict: CONTINUE, output: host.render(CONTINUE, event), stage: "no-handler" };
    stage = "handle";
    let verdict = await handler(event, ctx);
    if (verdict.kind === "block" && host.capReached?.(event, ctx.env)) verdict = { kind: "continue", rule: verdict.rule };
    stage = "render";
    return { host, event, verdict, output: host.render(verdict, event), stage: "done" };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    let output = SILENT2;
    try {
      output = failureOutput(guard2, host, candidates, stage, ctx, event);
    } catch {
    }
    return { host, event, verdict: CONTINUE, output, stage, error };
  }
});
var run = (async function run(guard2) {
  const started = process.hrtime.bigint();
  const ctx = realCtx();
  if (process.argv.includes("--check-config")) {
    const problems = [...failModeProblems(guard2), ...settingProblems(guard2.settings?.() ?? {}), ...guard2.check?.(ctx) ?? []];
    writeAll(1, JSON.stringify({ problems }) + "\n");
    process.exit(0);
  }
  let input;
  let readError;
  try {
    input = readStdin();
  } catch (err) {
    input = "";
    readError = String(err);
  }
  const d = await decide(guard2, input, process.argv.slice(2), ctx);
  if (d.output.stdout) writeAll(1, d.output.stdout + "\n");
  if (d.output.stderr) writeAll(2, d.output.stderr + "\n");
  const ms = Number((process.hrtime.bigint() - started) / 10000n) / 100;
  logDecision(ctx.env, guard2.name, { ...d, error: d.error ?? readError }, ms);
  process.exit(d.output.exitCode);
});
var start = (function start(guard2) {
  if (typeof module !== "undefined" && typeof require !== "undefined" && require.main !== module) {
    module.exports = { guard: guard2, decide };
    return;
  }
  run(guard2).catch(() => process.exit(0));
});

// templates/runtime_footer/guard.ts
var DEFAULT_TEMPLATE = "─ {model} · {cost}";
var DEFAULT_DIRECTIVE = 'Do NOT end your reply with a model/cost/token footer (such as "─ model · $0.02"), and do not imitate one: the runtime appends the real footer after you finish.';
var CREDIT_TIMEOUT_MS = 2e3;
var PLACEHOLDERS = /* @__PURE__ */ new Set(["model", "cost", "input", "output", "credit"]);
var footerConfig = (function footerConfig(env) {
  return {
    showTokens: envBool(env, "FOOTER_SHOW_TOKENS", SHOW_TOKENS),
    showCredit: envBool(env, "FOOTER_SHOW_CREDIT", SHOW_CREDIT),
    template: envString(env, "FOOTER_TEMPLATE", TEMPLATE),
    creditUrl: envString(env, "FOOTER_CREDIT_URL", CREDIT_URL),
    strip: envBool(env, "FOOTER_STRIP", STRIP),
    suppressText: envString(env, "FOOTER_SUPPRESS_TEXT", SUPPRESS_TEXT)
  };
});
var groupThousands = (function groupThousands(digits) {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
});
var formatCount = (function formatCount(n) {
  return (n < 0 ? "-" : "") + groupThousands(String(Math.round(Math.abs(n))));
});
var formatCost = (function formatCost(usd) {
  return "$" + usd.toFixed(4);
});
function formatCredit(usd) {
  const [whole = "0", cents = "00"] = Math.abs(usd).toFixed(2).split(".");
  return (usd < 0 ? "-$" : "$") + groupThousands(whole) + "." + cents;
}
var hasUsage = (function hasUsage(event) {
  const t = event.tokens;
  return event.turnCostUsd > 0 || t.input > 0 || t.output > 0 || t.cache_read > 0 || t.cache_creation > 0;
});
var renderTemplate = (function renderTemplate(template, values) {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "{") {
      const end = template.indexOf("}", i);
      const name = end < 0 ? "" : template.slice(i + 1, end);
      if (!PLACEHOLDERS.has(name)) return void 0;
      out += values[name] ?? "";
      i = end + 1;
    } else if (ch === "}") {
      return void 0;
    } else {
      out += ch;
      i++;
    }
  }
  const cleaned = out.replace(/(\s*[·|]\s*)+(?=\s*[·|])/g, "").replace(/^(\s*[─━—-]?)\s*[·|]\s*/, (_m, lead) => lead.trim() ? `${lead} ` : lead).replace(/\s*[·|]\s*$/, "").trimEnd();
  return /[A-Za-z0-9$\u00C0-\uFFFF]/.test(cleaned.replace(/[─━—·|•]/g, "")) ? cleaned : void 0;
});
var buildFooter = (function buildFooter(event, cfg, credit) {
  const values = {
    model: event.model.trim(),
    cost: formatCost(event.turnCostUsd),
    input: formatCount(event.tokens.input),
    output: formatCount(event.tokens.output),
    credit: credit === void 0 ? "" : formatCredit(credit)
  };
  const withExtras = (template) => {
    let t = template;
    if (cfg.showTokens && !/\{(?:input|output)\}/.test(t)) t += " · {input} in / {output} out";
    if (cfg.showCredit && credit !== void 0 && !t.includes("{credit}")) t += " · 💰 {credit}";
    return renderTemplate(t, values);
  };
  return withExtras(cfg.template) ?? withExtras(DEFAULT_TEMPLATE) ?? `─ ${values.cost}`;
});
var MODEL_FAMILIES = [
  "gpt|chatgpt|o[1-9](?:-mini|-pro)?",
  "claude|sonnet|opus|haiku",
  "gemini|gemma|llama|mistral|mixtral|codestral",
  "deepseek|qwen|grok|kimi|moonshot|glm|doubao|ernie|minimax|hunyuan|yi",
  "phi|command-r|nova|starchild"
];
var MODEL_WORD = new RegExp(`\\b(?:${MODEL_FAMILIES.join("|")})\\b`, "i");
var COST = /\$\s?\d/;
var TOKENS = /\d[\d,.]*\s*[kK]?\s*(?:in|input|tok(?:en)?s?)\b\s*[/|·,]/;
var KEY_MODEL = /(?:\bmodel\b|模型|モデル)\s*[:：=]/i;
var KEY_USAGE = /(?:\bcost\b|\bprice\b|\btokens?\b|\busage\b|费用|成本|花费|コスト|料金|トークン)\s*[:：=]/i;
var SEPARATOR = /^\s*(?:[-─━—_*=~]\s*){3,}$/;
function unwrap(line) {
  let s = line.trim();
  s = s.replace(/^>\s*/, "");
  s = s.replace(/^<(sub|sup|small)>(.*)<\/\1>$/i, "$2").trim();
  for (let k = 0; k < 3; k++) {
    const m = /^([*_`~]{1,3})(.+)\1$/.exec(s);
    if (!m || m[2] === void 0) break;
    s = m[2].trim();
  }
  return s;
}
var isFooterLine = (function isFooterLine(line) {
  if (line.length > 300 || !/[$·|•─━—–]|model|模型|モデル|\d\s*(?:in|tok)/i.test(line)) return false;
  const s = unwrap(line);
  if (!s) return false;
  const sep = /[·|•]/.test(s);
  const cost = COST.test(s);
  const model = MODEL_WORD.test(s);
  const tokens = TOKENS.test(s);
  if (/^[─━]/.test(s)) return cost || tokens || model || sep;
  if (/^(?:—|–|--)\s*\S/.test(s)) return (cost || tokens || model) && (sep || cost);
  if (/^-\s*\S/.test(s)) return model && (cost || tokens) && sep;
  if (/^(?:🤖|💰|⚡|📊|🧠|💵)/.test(s)) return (cost || tokens || model) && sep;
  if (KEY_MODEL.test(s) && (KEY_USAGE.test(s) || cost)) return true;
  if (/^[\w.:/@-]+\s*[·|]/.test(s) && model && (cost || tokens)) return true;
  return false;
});
var stripFooters = (function stripFooters(text2) {
  const lines = text2.split("\n");
  let end = lines.length;
  let stripped = false;
  let afterFooter = false;
  for (; ; ) {
    let i = end - 1;
    while (i >= 0 && (lines[i] ?? "").trim() === "") i--;
    if (i < 0) break;
    const line = lines[i] ?? "";
    if (isFooterLine(line)) {
      stripped = afterFooter = true;
    } else if (afterFooter && SEPARATOR.test(line)) {
      afterFooter = false;
    } else {
      break;
    }
    end = i;
  }
  if (!stripped) return { body: text2, stripped: false };
  return { body: lines.slice(0, end).join("\n").trimEnd(), stripped: true };
});
function creditFrom(doc) {
  if (typeof doc !== "object" || doc === null) return void 0;
  const record2 = doc;
  const value = record2.credit_balance ?? record2.data?.credit_balance;
  const n = typeof value === "string" ? Number(value.replace(/[$,\s]/g, "")) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : void 0;
}
var onResponseEnd = (async function onResponseEnd(event, ctx) {
  if (!event.response.trim()) return CONTINUE;
  const cfg = footerConfig(ctx.env);
  const { body, stripped } = cfg.strip ? stripFooters(event.response) : { body: event.response, stripped: false };
  if (!hasUsage(event)) {
    return stripped ? { kind: "rewrite_response", response: body, rule: "footer.strip" } : CONTINUE;
  }
  const wantsCredit = cfg.showCredit || cfg.template.includes("{credit}");
  const credit = wantsCredit ? creditFrom(await ctx.fetchJson(cfg.creditUrl, CREDIT_TIMEOUT_MS)) : void 0;
  const footer = buildFooter(event, cfg, credit);
  const kept = body.trimEnd();
  return { kind: "rewrite_response", response: kept ? `${kept}

${footer}` : footer, rule: "footer.append" };
});
function onPreLlmCall(_event, ctx) {
  const cfg = footerConfig(ctx.env);
  return { kind: "context", context: cfg.suppressText.trim() || DEFAULT_DIRECTIVE, rule: "footer.directive" };
}
var guard = {
  name: "runtime_footer",
  handlers: { on_response_end: onResponseEnd, pre_llm_call: onPreLlmCall },
  settings: () => ({
    SHOW_TOKENS: ["flag", SHOW_TOKENS],
    SHOW_CREDIT: ["flag", SHOW_CREDIT],
    TEMPLATE: ["text", TEMPLATE],
    CREDIT_URL: ["text", CREDIT_URL],
    STRIP: ["flag", STRIP],
    SUPPRESS_TEXT: ["text", SUPPRESS_TEXT]
  })
};

// templates/runtime_footer/main.ts
start(guard);
