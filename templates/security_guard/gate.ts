// The gate in front of the destructive-command analysis: a command with none of the words or
// characters any row needs is let through without parsing. Kept apart from rules.ts so that a
// built guard compiles the parser and the checks only when a command gets past the gate.
import { literalHint, rowRegex } from "../../engine/rowregex";
import { analysisHit, MAX_COMMAND_HEAD, type CommandContext, type DestructiveRow, type Hit } from "./rules";

const MAX_COMMAND_TAIL = 16 * 1024;

/**
 * Words and characters without which no row can fire: a command that has none of them (npm test,
 * ls -la, grep -rn foo src) skips parsing. They cover the checks registry's triggers and programs
 * (checks/index.ts triggerWords(); a test holds them together: the gate cannot import the registry
 * without compiling the checks on every call). Quotes, escapes, `$` and redirects always parse, since
 * they can hide or build any of the words.
 */
const TRIGGER_WORDS =
  "rm rmdir unlink find dd mke2fs mkswap mkdosfs mkntfs chmod chown chgrp mv tee cp shred wipefs blkdiscard sgdisk " +
  "badblocks hdparm diskutil git truncate curl wget nc ncat netcat socat telnet scp sftp rsync ftp lftp tftp ssh http " +
  "https xh httpie mail mailx sendmail mutt aws gsutil rclone azcopy openssl smbclient gh env printenv set export " +
  "declare typeset compgen pypy pypy3 node nodejs bun deno perl ruby php pwsh powershell osascript eval exec source " +
  "sh bash zsh dash ksh mksh ash yash fish rbash base64 base32 xxd rev xargs busybox su . parted sfdisk fdisk gdisk " +
  "cfdisk cryptsetup docker podman nerdctl cmd cmd.exe pwsh.exe powershell.exe rimraf dig nslookup drill " +
  "awk gawk mawk nawk parallel host ping sed tar bsdtar gtar";
let TRIGGERS: Set<string> | undefined;

/** The gate's words (a test holds them to the checks registry's triggers and programs). */
export function gateWords(): ReadonlySet<string> {
  return (TRIGGERS ??= new Set(TRIGGER_WORDS.split(" ")));
}
/**
 * Trigger words that matter only beside one of these words: git's rows are `git reset --hard
 * <remote>` and `git clean` of home or root, so `git status`, `git log` or `git push` need no parse.
 */
const ONLY_WITH = new Map<string, readonly string[]>([["git", ["reset", "clean", "add"]]]);
const HINT_OF_ROW = new WeakMap<DestructiveRow, string | null>();

/** True when a command cannot hit any row (so it need not be parsed). */
export function quiet(command: string, rows: readonly DestructiveRow[]): boolean {
  // Quotes, escapes, `$`, redirects and globs can hide or build any word: always parse those.
  if (/[\\'"`$<>*?~]|\(\s*\)/.test(command)) return false;
  for (const word of command.split(/[\s;&|(){}]+/)) {
    const name = word.slice(word.lastIndexOf("/") + 1).toLowerCase(); // RM, Find: case-insensitive file systems
    if (gateWords().has(name) && (ONLY_WITH.get(name)?.some((w) => command.includes(w)) ?? true)) return false;
    if (name.startsWith("mkfs") || name.startsWith("newfs") || name.startsWith("python")) return false;
  }
  for (const row of rows) {
    if (row.regex === undefined) continue;
    let hint = HINT_OF_ROW.get(row);
    if (hint === undefined) {
      // A row anchored on a program name (`/^diskutil\s+…/`) hints that name; other rows go
      // through the general literal finder (which compiles regexes: start-up time).
      const source = typeof row.regex === "string" ? row.regex : row.regex.source;
      const flags = typeof row.regex === "string" ? "i" : row.regex.flags;
      const program = flags.includes("i") ? null : /^\^([A-Za-z0-9_-]{2,})(?:\\s|\\b|$)/.exec(source);
      const re = program ? null : rowRegex(row.regex);
      hint = program ? (program[1] as string) : re ? literalHint(new RegExp(re.source.replace(/^\^/, ""), re.flags.replace("g", ""))) : null;
      HINT_OF_ROW.set(row, hint);
    }
    // A user row without a literal we can look for: parse every command.
    if (!hint || command.includes(hint)) return false;
  }
  return true;
}

/** The first DESTRUCTIVE row a command line hits, or undefined. */
export function commandHit(command: string, rows: readonly DestructiveRow[], ctx: CommandContext = {}): Hit | undefined {
  // A runaway command: its head, then its tail from the first line or command boundary in it,
  // cut before anything scans it (the gate's split included).
  if (command.length > MAX_COMMAND_HEAD) {
    const head = commandHit(command.slice(0, MAX_COMMAND_HEAD), rows, ctx);
    if (head) return head;
    const tail = command.slice(-MAX_COMMAND_TAIL);
    const cut = tail.search(/[\n;]/);
    return cut < 0 ? undefined : commandHit(tail.slice(cut + 1), rows, ctx);
  }
  if ((ctx.depth ?? 0) > 2 || quiet(command, rows)) return undefined;
  return analysisHit(command, rows, { ...ctx, recheck: commandHit });
}
