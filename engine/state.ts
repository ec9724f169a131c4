// Small JSON state files shared by concurrent guard processes (block counters, pending edits), and
// the one safe way to read any file a payload or a config names.
// Updates take a lock file (O_EXCL create) with a bounded wait, write a temp file and rename it
// over the old one, so concurrent runs never lose an update or leave a torn file. A lock left by
// a killed process is broken once it is stale. Every state file, lock and temp file is created
// 0600 with no-follow semantics (a symlink planted at the path is refused, never followed), and
// folders 0700. Nothing here throws: state trouble means the guard carries on as if the state
// were empty (fail-open).
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { dirname, isAbsolute, join } from "node:path";

/** A lock older than this is from a dead or stuck process and is broken. */
const STALE_LOCK_MS = 5_000;
/** How long an update waits for the lock before giving up. */
const LOCK_WAIT_MS = 3_000;
/** State files above this are foreign or runaway: treated as empty. */
const MAX_STATE_BYTES = 4 * 1024 * 1024;

const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = constants;
/** 0 where the platform has no O_NOFOLLOW (Windows): there the lstat checks below still refuse links. */
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** The reference's file-name rule: [A-Za-z0-9._-] kept, everything else "_", cut to 120, "default" if empty. */
export function sessionKey(sessionId: string): string {
  const key = sessionId.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return key || "default";
}

/** Block the thread for ms (sync code paths: lock waits, EAGAIN retries). */
export function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException).code;

function closeQuiet(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
}

/**
 * Open a path for reading without ever blocking: O_NONBLOCK (a FIFO opens at once instead of
 * waiting for a writer), optionally O_NOFOLLOW, then fstat — only a regular file is kept. A FIFO,
 * device, socket (open fails) or folder is refused. Returns the fd and size, or undefined.
 */
function openRegular(path: string, noFollow: boolean): { fd: number; size: number } | undefined {
  if (!path || path.includes("\0")) return undefined;
  let fd: number | undefined;
  try {
    fd = openSync(path, O_RDONLY | O_NONBLOCK | (noFollow ? O_NOFOLLOW : 0));
    const st = fstatSync(fd);
    // Our own state files are never hard-linked (they are made by rename): a second link is planted.
    if (!st.isFile() || (noFollow && st.nlink > 1)) {
      closeQuiet(fd);
      return undefined;
    }
    return { fd, size: st.size };
  } catch {
    if (fd !== undefined) closeQuiet(fd);
    return undefined;
  }
}

/** Read up to `length` bytes at `position`; a regular file never blocks, so this is bounded by the cap. */
function readAt(fd: number, length: number, position: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

/** Read from the start until EOF or `limit` bytes, growing from `initial`. */
function readAll(fd: number, initial: number, limit: number): Buffer {
  let buf = Buffer.allocUnsafe(initial);
  let got = 0;
  for (;;) {
    if (got === buf.length) {
      if (buf.length >= limit) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, limit));
      buf.copy(next, 0, 0, got);
      buf = next;
    }
    const n = readSync(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

export interface SafeReadOptions {
  /** Refuse a symlink (or a hard link) at the path itself — our own state files; payload paths may be links. */
  noFollow?: boolean;
}

/**
 * The bytes of a regular file of at most `maxBytes`; undefined when missing, not a regular file
 * (FIFO, device, socket, folder), larger than the cap, or unreadable. Never blocks, never throws.
 */
export function readFileSafe(path: string, maxBytes: number, opts: SafeReadOptions = {}): Buffer | undefined {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return undefined;
  try {
    if (f.size > maxBytes) return undefined;
    // Read to EOF, not to the fstat size: /proc files say 0. One byte past the cap is refused too.
    const buf = readAll(f.fd, Math.min(maxBytes + 1, Math.max(f.size + 1, 4096)), maxBytes + 1);
    return buf.length > maxBytes ? undefined : buf;
  } catch {
    return undefined;
  } finally {
    closeQuiet(f.fd);
  }
}

/** The last `maxBytes` of a regular file (a transcript's recent lines); undefined as readFileSafe. */
export function tailFileSafe(path: string, maxBytes: number, opts: SafeReadOptions = {}): Buffer | undefined {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return undefined;
  try {
    const length = Math.min(f.size, maxBytes);
    return readAt(f.fd, length, f.size - length);
  } catch {
    return undefined;
  } finally {
    closeQuiet(f.fd);
  }
}

/** Parsed JSON of a state file; undefined when missing, empty, huge, corrupt, or not a regular file (a link is refused). */
export function readJson(path: string): unknown {
  const buf = readFileSafe(path, MAX_STATE_BYTES, { noFollow: true });
  if (!buf || buf.length === 0) return undefined;
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** True when nothing, or a regular file, is at the path: a symlink, FIFO or folder planted there is refused. */
function isRegularOrAbsent(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch (err) {
    return codeOf(err) === "ENOENT";
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (codeOf(err) !== "EPERM") return false;
  }
  // A live pid that is not a node process is a reused pid, not a guard (Linux: /proc tells).
  const cmdline = readFileSafe(`/proc/${pid}/cmdline`, 64 * 1024);
  return cmdline === undefined || cmdline.length === 0 || /node|bun|deno|hookguard/i.test(cmdline.toString("latin1"));
}

/** How a lock is waited for; `alive` replaces the pid check (a test replays a holder exiting mid-look). */
export interface LockOptions {
  waitMs?: number;
  alive?: (pid: number) => boolean;
}

/** The same file, not merely the same path: device and inode number (compared while the first is open). */
const sameFile = (a: { dev: number; ino: number }, b: { dev: number; ino: number }) => a.dev === b.dev && a.ino === b.ino;

/**
 * Break the lock if it is dead (its pid is gone or not a guard) or stale (mtime too old). The lock
 * is judged through an open fd: while that fd is open its inode cannot be freed and handed to a
 * new lock (ext4 reuses a freed inode number at once), so "still the same inode at the path" then
 * really means "still the lock that was judged" — a holder that released and exited meanwhile,
 * with the next one already in, is left alone. The break is a rename aside, checked afterwards: a
 * lock that changed hands in between is put back (link, never over a newer one).
 */
function breakIfStale(lock: string, now: number, alive: (pid: number) => boolean): void {
  let fd: number | undefined;
  try {
    const st = lstatSync(lock);
    let judged: { dev: number; ino: number } = st;
    if (st.isFile()) {
      fd = openSync(lock, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      const pinned = fstatSync(fd);
      const text = readAt(fd, 64, 0).toString("utf8").trim();
      // An empty lock is one being taken right now (created, pid not yet written): not dead.
      const deadOwner = text !== "" && !alive(Number(text));
      if (!pinned.isFile() || !(now - pinned.mtimeMs > STALE_LOCK_MS || deadOwner)) return;
      judged = pinned;
    }
    // Only a regular file is a lock; anything else planted there (a link, a FIFO) is removed, never read.
    if (!sameFile(lstatSync(lock), judged)) return; // released meanwhile: the lock there now is someone else's
    const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.broken`;
    renameSync(lock, aside);
    if (!sameFile(lstatSync(aside), judged)) {
      try {
        linkSync(aside, lock); // EEXIST: yet another holder came in; the moved one finds its lock gone (held())
      } catch {
        // Not restorable.
      }
    }
    unlinkSync(aside);
  } catch {
    // Gone already, or not removable: the next attempt decides.
  } finally {
    if (fd !== undefined) closeQuiet(fd);
  }
}

/** A lock held by this process: `held()` says it is still ours (not broken as stale meanwhile). */
export interface Lock {
  held(): boolean;
  release(): void;
}

/**
 * Take `<path>.lock`; undefined when it could not be taken in time. The lock's fd stays open until
 * release, so its inode stays ours: `held()` and `release()` compare it with what is at the path,
 * and never take a lock that has since passed to another process for their own.
 */
export function acquireLock(path: string, opts: LockOptions = {}): Lock | undefined {
  const lock = `${path}.lock`;
  const deadline = Date.now() + (opts.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    let fd: number | undefined;
    try {
      // O_EXCL never follows a link: a symlink planted at the lock path reads as "held".
      fd = openSync(lock, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    } catch (err) {
      if (codeOf(err) !== "EEXIST") return undefined; // read-only folder, missing folder, …
      if (Date.now() >= deadline) return undefined;
      // Look at the holder at once, then every ~50 ms: a dead or foreign holder costs no wait.
      if (attempt % 20 === 0) breakIfStale(lock, Date.now(), opts.alive ?? pidAlive);
      sleep(1 + (attempt % 4));
      continue;
    }
    const own = fd;
    const held = (): boolean => {
      try {
        return sameFile(lstatSync(lock), fstatSync(own));
      } catch {
        return false;
      }
    };
    try {
      writeSync(own, String(process.pid));
    } catch {
      // A lock without a pid reads as "being taken": it still excludes, and goes stale by age.
    }
    return {
      held,
      release: () => {
        try {
          // Only our own lock: one broken as stale and retaken by another process is theirs now.
          if (held()) unlinkSync(lock);
        } catch {
          // Already gone.
        } finally {
          closeQuiet(own);
        }
      },
    };
  }
}

/** Write bytes to a new file created 0600 with O_EXCL (never through a planted link). False on failure. */
function writeNew(path: string, data: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    const buf = Buffer.from(data, "utf8");
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeQuiet(fd);
  }
}

/** Write text atomically (temp file + rename). False on failure, or when a non-file (a link) sits at the path. */
export function writeFileAtomic(path: string, text: string): boolean {
  if (!isRegularOrAbsent(path)) return false;
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  if (!writeNew(tmp, text)) {
    try {
      // A partly written temp file of ours (EEXIST means it was never ours: leave it).
      if (lstatSync(tmp).isFile()) unlinkSync(tmp);
    } catch {
      // Never created.
    }
    return false;
  }
  try {
    renameSync(tmp, path);
    return true;
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // Gone.
    }
    return false;
  }
}

/** Write JSON atomically (temp file + rename). False on failure, or when a non-file (a link) sits at the path. */
function writeJsonAtomic(path: string, value: unknown): boolean {
  return writeFileAtomic(path, JSON.stringify(value));
}

/**
 * JSON for a line that may end up anywhere (a journal): every character a shell gives meaning to
 * is \u-escaped. Those characters only occur inside JSON strings, so the line parses back the same.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/[$`()<>|&;!*?~'#]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * mkdir -p without `{recursive: true}`: on Node 20 that loops forever on a folder that cannot exist
 * (mkdir /proc/x answers ENOENT under an existing parent). Folders it makes are 0700. False when
 * the folder cannot be made.
 */
export function ensureDir(dir: string, depth = 0): boolean {
  try {
    mkdirSync(dir, DIR_MODE);
    return true;
  } catch (err) {
    if (codeOf(err) === "EEXIST") {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    }
    const parent = dirname(dir);
    if (codeOf(err) !== "ENOENT" || parent === dir || depth > 64 || !ensureDir(parent, depth + 1)) return false;
    try {
      mkdirSync(dir, DIR_MODE);
      return true;
    } catch (again) {
      return codeOf(again) === "EEXIST";
    }
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** A set, absolute path from the env (a relative one would land in the cwd: ignored). */
function absoluteEnv(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v && isAbsolute(v) ? v : undefined;
}

/**
 * hookguard's own state root off the Starchild bus (SPEC §4): HOOKGUARD_STATE_DIR, else
 * $XDG_STATE_HOME/hookguard, else ~/.local/state/hookguard, else <tmp>/hookguard-<uid>.
 * Never the project or the cwd.
 */
export function stateRoot(env: Env): string {
  const explicit = absoluteEnv(env, "HOOKGUARD_STATE_DIR");
  if (explicit) return explicit;
  const xdg = absoluteEnv(env, "XDG_STATE_HOME");
  if (xdg) return join(xdg, "hookguard");
  const home = absoluteEnv(env, "HOME") ?? absoluteEnv(env, "USERPROFILE");
  if (home) return join(home, ".local", "state", "hookguard");
  // node:os loads lazily: it costs start-up time, and HOME is nearly always set.
  const os = require("node:os") as typeof import("node:os");
  let fromOs: string | undefined;
  try {
    fromOs = os.homedir();
  } catch {
    fromOs = undefined;
  }
  if (fromOs && isAbsolute(fromOs)) return join(fromOs, ".local", "state", "hookguard");
  return join(os.tmpdir(), `hookguard-${typeof process.getuid === "function" ? process.getuid() : "user"}`);
}

/**
 * A folder fit to hold private state: made 0700 if missing; an existing one must be a folder
 * owned by this user — a shared folder such as <tmp>/hookguard made by someone else is refused. False when unfit or unmakeable.
 */
export function ensurePrivateDir(dir: string): boolean {
  if (!ensureDir(dir)) return false;
  try {
    const st = statSync(dir);
    if (!st.isDirectory()) return false;
    const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
    return uid === undefined || st.uid === uid; // Windows: no owners to compare
  } catch {
    return false;
  }
}

/**
 * Read-modify-write a JSON state file under its lock. `mutate` gets the current value (undefined
 * when missing or corrupt) and returns the new one. Returns the value written, or undefined when
 * the state could not be written (the caller carries on: fail-open). `root`, when given, is a
 * private folder the path lives in (checked by ensurePrivateDir); else the path's folder is made.
 */
export function updateJson<T>(path: string, mutate: (current: unknown) => T, root?: string, lockOpts?: LockOptions): T | undefined {
  if (root !== undefined ? !ensurePrivateDir(root) || !ensureDir(dirname(path)) : !ensureDir(dirname(path))) return undefined;
  if (!isRegularOrAbsent(path)) return undefined;
  const lock = acquireLock(path, lockOpts);
  if (!lock) return undefined;
  try {
    const next = mutate(readJson(path));
    // A holder slow enough to have its lock broken as stale does not write over the next holder's state.
    return lock.held() && writeJsonAtomic(path, next) ? next : undefined;
  } catch {
    return undefined;
  } finally {
    lock.release();
  }
}

// ---- small file operations for a guard's own state files (templates/ never import node:fs) ----

/** True when something exists at the path (a dangling link counts as absent). Never throws. */
export function pathExists(path: string): boolean {
  return existsSync(path); // existsSync answers false on any error
}

/** Names in a folder that start with `prefix` and end with `suffix`, sorted, at most `max`. [] on any trouble. */
export function listNames(dir: string, prefix: string, suffix: string, max: number): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
      .sort()
      .slice(0, max);
  } catch {
    return [];
  }
}

/** Rename a file in place (atomic on one file system); false when it is missing or cannot move. */
export function moveFile(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Delete a file (never a folder); silent when it is already gone or cannot be deleted. */
export function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
