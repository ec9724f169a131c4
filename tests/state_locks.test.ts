// engine/state.ts locks (and the verify_code_changes journal on top of them) under interleavings that real load produces only rarely, replayed exactly:
// the pid check (`alive`) is where a waiter looks away from the lock, so a test's `alive` can let
// the holder release, exit and the next process take the lock right there. On ext4 the new lock
// file gets the old one's inode number, so "same inode" is no proof that it is the same lock.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireLock, updateJson } from "../engine/state";
import { appendJournal, journalEntries, nagOnce, readState, record } from "../templates/verify_code_changes/store";

const dirs: string[] = [];
function fresh(): string {
  const dir = mkdtempSync(join(tmpdir(), "hookguard-locks-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A pid that no process has any more. */
const DEAD_PID = 2 ** 22 + 17;

describe("lock breaking never removes a lock taken after the look", () => {
  it("the holder releases and exits during the pid check, the next one takes the lock: that lock stands", () => {
    const dir = fresh();
    const path = join(dir, "state.json");
    const lock = `${path}.lock`;
    writeFileSync(lock, String(DEAD_PID)); // holder A, about to let go
    let replayed = false;
    const alive = (pid: number): boolean => {
      if (pid === DEAD_PID && !replayed) {
        replayed = true;
        unlinkSync(lock); // A releases…
        writeFileSync(lock, String(process.pid)); // …and C (alive, a node process) takes the lock
      }
      return pid !== DEAD_PID; // by now A has exited
    };
    const release = acquireLock(path, { waitMs: 200, alive });
    expect(replayed).toBe(true);
    // B must not get the lock while C holds it, and C's lock is still C's.
    expect(release).toBeUndefined();
    expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
    release?.release();
  });

  it("two updates never run at once when a waiter looks at a lock that changes hands", () => {
    const dir = fresh();
    const path = join(dir, "state.json");
    const lock = `${path}.lock`;
    writeFileSync(lock, String(DEAD_PID));
    const alive = (pid: number): boolean => {
      if (pid === DEAD_PID && existsSync(lock) && readFileSync(lock, "utf8") === String(DEAD_PID)) {
        unlinkSync(lock);
        // C takes the lock and is inside its update when B looks again: B's update must wait for it.
        writeFileSync(lock, String(process.pid));
      }
      return pid !== DEAD_PID;
    };
    expect(updateJson(path, () => ({ by: "B" }), undefined, { waitMs: 200, alive })).toBeUndefined();
    expect(existsSync(path)).toBe(false);
  });
});

describe("a holder whose lock was broken as stale", () => {
  it("knows it no longer holds it, writes nothing, and leaves the next holder's lock alone", () => {
    const dir = fresh();
    const path = join(dir, "state.json");
    const lock = `${path}.lock`;
    const slow = acquireLock(path);
    expect(slow?.held()).toBe(true);
    const old = Date.now() / 1000 - 60;
    utimesSync(lock, old, old); // the slow holder has been inside its update for a minute
    const next = acquireLock(path, { waitMs: 200 });
    expect(next?.held()).toBe(true);
    expect(slow?.held()).toBe(false);
    slow?.release();
    expect(existsSync(lock)).toBe(true);
    expect(next?.held()).toBe(true);
    next?.release();
    expect(existsSync(lock)).toBe(false);
  });

  it("updateJson: the state written is the next holder's, not the stale one's", () => {
    const dir = fresh();
    const path = join(dir, "state.json");
    const lock = `${path}.lock`;
    const written = updateJson(path, () => {
      // While this update runs, its lock goes stale and another process breaks it and writes.
      const old = Date.now() / 1000 - 60;
      utimesSync(lock, old, old);
      expect(updateJson(path, () => ({ by: "next" }), undefined, { waitMs: 200 })).toEqual({ by: "next" });
      return { by: "slow" };
    });
    expect(written).toBeUndefined();
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ by: "next" });
  });
});

describe("verify_code_changes journal: an entry is whole or absent, and deleted only once folded", () => {
  const TTL = 3600;
  const NOW = 1_800_000_000;
  const pendingOf = (path: string) =>
    readState(path)
      .pending.map((p) => p.path)
      .sort();

  it("an entry published while a holder is folding is kept for the next holder", () => {
    const path = join(fresh(), "s1.json");
    expect(appendJournal(path, [{ add: "/w/a.py" }], NOW)).toBe(true);
    // The stop's decision runs inside the holder's update, after it took the journal: a process
    // that gave up on the lock journals its edit right then.
    nagOnce(path, NOW, TTL, () => {
      expect(appendJournal(path, [{ add: "/w/late.py" }], NOW)).toBe(true);
      return undefined;
    });
    expect(pendingOf(path)).toEqual(["/w/a.py"]);
    expect(journalEntries(path)).toHaveLength(1);
    expect(record(path, [{ add: "/w/b.py" }], NOW, TTL)).toBe(true);
    expect(pendingOf(path)).toEqual(["/w/a.py", "/w/b.py", "/w/late.py"]);
    expect(journalEntries(path)).toEqual([]);
  });

  it("an entry still being written (its temp file) is not taken; once renamed in, it is folded", () => {
    const dir = fresh();
    const path = join(dir, "s1.json");
    const line = `${JSON.stringify({ ts: NOW, ops: [{ add: "/w/slow.py" }] })}\n`;
    const tmp = `${path}.journal.0-1-x.entry.1.abc.tmp`;
    writeFileSync(tmp, line.slice(0, 10)); // half written
    expect(record(path, [{ add: "/w/a.py" }], NOW, TTL)).toBe(true);
    expect(existsSync(tmp)).toBe(true);
    writeFileSync(tmp, line);
    renameSync(tmp, `${path}.journal.0-1-x.entry`);
    expect(record(path, [{ add: "/w/b.py" }], NOW, TTL)).toBe(true);
    expect(pendingOf(path)).toEqual(["/w/a.py", "/w/b.py", "/w/slow.py"]);
  });

  it("when the fold cannot be written, its entries stay", () => {
    const path = join(fresh(), "s1.json");
    expect(appendJournal(path, [{ add: "/w/a.py" }], NOW)).toBe(true);
    writeFileSync(`${path}.lock`, String(process.pid)); // a live guard holds the lock
    expect(record(path, [{ add: "/w/b.py" }], NOW, TTL)).toBe(true); // journalled too
    expect(journalEntries(path)).toHaveLength(2);
    unlinkSync(`${path}.lock`);
    const files = nagOnce(path, NOW, TTL, (state) => state.pending);
    expect(files?.map((p) => p.path).sort()).toEqual(["/w/a.py", "/w/b.py"]);
    expect(journalEntries(path)).toEqual([]);
  });
});
