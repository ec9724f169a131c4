// Small JSON state files shared by concurrent guard processes (block counters, pending edits).
// Updates take a lock file (O_EXCL create) with a bounded wait, write a temp file and rename it
// over the old one, so concurrent runs never lose an update or leave a torn file. A lock left by
// a killed process is broken once it is stale. Nothing here throws: state trouble means the guard
// carries on as if the state were empty (fail-open).
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** A lock older than this is from a dead or stuck process and is broken. */
const STALE_LOCK_MS = 5_000;
/** How long an update waits for the lock before giving up. */
const LOCK_WAIT_MS = 3_000;
/** State files above this are foreign or runaway: treated as empty. */
const MAX_STATE_BYTES = 4 * 1024 * 1024;

/** The reference's file-name rule: [A-Za-z0-9._-] kept, everything else "_", cut to 120, "default" if empty. */
export function sessionKey(sessionId: string): string {
  const key = sessionId.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return key || "default";
}

/** Block the thread for ms (sync code paths: lock waits, EAGAIN retries). */
export function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Parsed JSON of a state file; undefined when missing, empty, huge or corrupt. */
export function readJson(path: string): unknown {
  try {
    const st = statSync(path);
    if (!st.isFile() || st.size === 0 || st.size > MAX_STATE_BYTES) return undefined;
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function breakIfStale(lock: string, now: number): void {
  try {
    const st = statSync(lock);
    const owner = Number(readFileSync(lock, "utf8").trim());
    if (now - st.mtimeMs > STALE_LOCK_MS || (owner > 0 && !pidAlive(owner))) unlinkSync(lock);
  } catch {
    // Gone already, or unreadable: the next attempt decides.
  }
}

/** Take `<path>.lock`; returns a release function, or undefined when it could not be taken in time. */
export function acquireLock(path: string, waitMs = LOCK_WAIT_MS): (() => void) | undefined {
  const lock = `${path}.lock`;
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, "wx");
      try {
        writeSync(fd, String(process.pid));
      } finally {
        closeSync(fd);
      }
      return () => {
        try {
          unlinkSync(lock);
        } catch {
          // Already broken by another process as stale: nothing to release.
        }
      };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "EEXIST") return undefined; // read-only folder, missing folder, …
      if (Date.now() >= deadline) return undefined;
      if (attempt % 20 === 19) breakIfStale(lock, Date.now());
      sleep(1 + (attempt % 4));
    }
  }
}

/** Write JSON atomically (temp file + rename), with `mode` for a new file (0600 for private state). False on failure. */
export function writeJsonAtomic(path: string, value: unknown, mode?: number): boolean {
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(value), mode === undefined ? undefined : { mode });
    renameSync(tmp, path);
    return true;
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // Never created.
    }
    return false;
  }
}

/**
 * mkdir -p without `{recursive: true}`: on Node 20 that loops forever on a folder that cannot exist
 * (mkdir /proc/x answers ENOENT under an existing parent). False when the folder cannot be made.
 */
export function ensureDir(dir: string, depth = 0): boolean {
  const code = (err: unknown) => (err as NodeJS.ErrnoException).code;
  try {
    mkdirSync(dir);
    return true;
  } catch (err) {
    if (code(err) === "EEXIST") {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    }
    const parent = dirname(dir);
    if (code(err) !== "ENOENT" || parent === dir || depth > 64 || !ensureDir(parent, depth + 1)) return false;
    try {
      mkdirSync(dir);
      return true;
    } catch (again) {
      return code(again) === "EEXIST";
    }
  }
}

/**
 * Read-modify-write a JSON state file under its lock. `mutate` gets the current value (undefined
 * when missing or corrupt) and returns the new one. Returns the value written, or undefined when
 * the state could not be written (the caller carries on: fail-open).
 */
export function updateJson<T>(path: string, mutate: (current: unknown) => T, mode?: number): T | undefined {
  if (!ensureDir(dirname(path))) return undefined;
  const release = acquireLock(path);
  if (!release) return undefined;
  try {
    const next = mutate(readJson(path));
    return writeJsonAtomic(path, next, mode) ? next : undefined;
  } catch {
    return undefined;
  } finally {
    release();
  }
}
