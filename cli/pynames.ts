// install --python-names: copies under the Python pack's file names (<guard>.py), so a workspace's
// existing shell_hooks.yaml entries keep working when hookguard replaces the pack.
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** The name a shipped file gets in the hooks folder: its own, or the Python pack's (.cjs → .py). */
export function copyName(file: string, pythonNames = false): string {
  return pythonNames ? basename(file).replace(/\.cjs$/, ".py") : basename(file);
}

/**
 * A Python-named copy is a node script that python3 can start too: the bundle sits in a raw
 * Python string and the Python tail execs node on the same file, so `python3 <guard>.py` (how the
 * pack's own selftests and some buses call it) and `./<guard>.py` (the shebang) both run the guard.
 */
const Q3 = '"'.repeat(3);
const PY_HEAD = `#!/usr/bin/env node\n"use strict"; 1 // 1; r${Q3}\n`;
const PY_TAIL = `\n/* ${Q3}\nimport os, sys\nos.execvp("node", ["node", os.path.abspath(__file__)] + sys.argv[1:])\n# */\n`;

/** The bytes a copy gets: the shipped file, or for a .py name the same bundle made python3-startable. */
export function copyBytes(file: string, dest: string): Buffer {
  const data = readFileSync(file);
  if (!dest.endsWith(".py")) return data;
  const text = data.toString("utf8");
  const body = text.startsWith("#!") ? text.slice(text.indexOf("\n") + 1) : text;
  if (body.includes(Q3)) return data; // cannot sit in the raw string: a plain copy (it still runs by its shebang)
  return Buffer.from(PY_HEAD + body + PY_TAIL, "utf8");
}
