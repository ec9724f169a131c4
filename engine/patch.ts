// The files a patch writes: an apply_patch envelope (Codex) or a unified diff (git apply, patch).
// One reader for the host adapters (apply_patch → `files`) and verify_code_changes.

/** Patch texts above this are scanned only up to here (a patch is data, not a reason to stall). */
const MAX_PATCH_SCAN = 4 * 1024 * 1024;
/** At most this many paths are taken from one patch. */
const MAX_PATCH_PATHS = 200;

const ENVELOPE = /^\*\*\* (?:Add File|Update File|Move to): (.+)$/;

/**
 * Files a patch adds, updates or moves to, in order, each once. Envelope headers are
 * `*** Add File: <path>`, `*** Update File: <path>`, `*** Move to: <path>` (a deleted file is not
 * written); a unified diff's `--- a/x` / `+++ b/x` pairs count too (`/dev/null`: deleted).
 */
export function patchPaths(text: string): string[] {
  const out: string[] = [];
  if (typeof text !== "string" || (!text.includes("*** ") && !text.includes("+++ "))) return out;
  const scan = text.length > MAX_PATCH_SCAN ? text.slice(0, MAX_PATCH_SCAN) : text;
  const add = (path: string | undefined) => {
    if (path && !out.includes(path)) out.push(path);
  };
  let start = 0;
  let previous = "";
  while (start < scan.length && out.length < MAX_PATCH_PATHS) {
    let end = scan.indexOf("\n", start);
    if (end < 0) end = scan.length;
    const line = scan.slice(start, end).replace(/\r$/, "");
    start = end + 1;
    const before = previous;
    previous = line;
    if (line.startsWith("+++ ") && before.startsWith("--- ")) {
      // "+++ b/src/x.py\t<timestamp>"
      const path = line.slice(4).split("\t")[0]?.trim().replace(/^b\//, "");
      if (path !== "/dev/null") add(path);
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith("*** ")) add(ENVELOPE.exec(trimmed)?.[1]?.trim());
  }
  return out;
}
