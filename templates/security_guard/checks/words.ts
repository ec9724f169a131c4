// The checks registry's words, as data: each check's programs (the commands it runs on) and its
// triggers (the words the gate lets through to the parser). The check modules take their entries
// from here and the gate derives its word set from here, so an everyday command (npm test, ls -la)
// is let through without the parser or any check being loaded or compiled.

/** Programs that send data over the network. */
export const SENDERS = [
  "gh",
  "curl",
  "wget",
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",
  "scp",
  "sftp",
  "rsync",
  "ftp",
  "lftp",
  "ssh",
  "http",
  "https",
  "xh",
  "httpie",
  "mail",
  "mailx",
  "sendmail",
  "mutt",
  "aws",
  "gsutil",
  "rclone",
  "azcopy",
  "openssl",
  "smbclient",
  "tftp",
  "dig",
  "nslookup",
  "host",
  "drill",
  "ping",
] as const;

/** Interpreters whose code is analysed (python* is matched by prefix: PREFIXES). */
const INTERPRETERS = [
  "pypy",
  "pypy3",
  "node",
  "nodejs",
  "bun",
  "deno",
  "perl",
  "ruby",
  "php",
  "pwsh",
  "powershell",
  "osascript",
  "awk",
  "gawk",
  "mawk",
  "nawk",
] as const;

export const PACKAGE_RUNNERS = ["npx", "pnpx", "bunx", "pnpm", "yarn", "bun"] as const;
const CONTAINER_PROGRAMS = ["docker", "podman", "nerdctl"] as const;
const PARTITION_PROGRAMS = ["parted", "sfdisk", "fdisk", "gdisk", "cfdisk", "cryptsetup"] as const;
const WIN_PROGRAMS = ["pwsh", "pwsh.exe", "powershell", "powershell.exe", "cmd", "cmd.exe"] as const;
/** Archivers that can delete what they archive (tar --remove-files, zip -m, 7z a -sdel). */
const ARCHIVERS = ["tar", "bsdtar", "gtar", "zip", "7z", "7za", "7zz"] as const;
const ENV_DUMPERS = ["env", "printenv", "set", "export", "declare", "typeset", "compgen"] as const;

interface Words {
  /** The programs the check runs on (after sudo/env/… are unwrapped); absent: every command. */
  readonly programs?: readonly string[];
  /** Words the gate must let through to the parser for this check. */
  readonly triggers: readonly string[];
}

/** Every check of the registry by name (checks/index.ts holds the modules to these names). */
export const CHECK_WORDS = {
  "rm-root-home-system": { programs: ["rm", "rimraf", ...PACKAGE_RUNNERS], triggers: ["rm", "rimraf"] },
  "find-delete-root": { programs: ["find"], triggers: ["find"] },
  "interpreter-delete": { triggers: INTERPRETERS },
  "fork-bomb": { triggers: INTERPRETERS },
  "block-device-write": { triggers: ["dd", "tee", "cp", "shred", "wipefs", "blkdiscard", "sgdisk", "badblocks", "hdparm"] },
  "mkfs-device": { triggers: ["mke2fs", "mkswap", "mkdosfs", "mkntfs", "diskutil"] },
  "partition-wipe": { programs: PARTITION_PROGRAMS, triggers: PARTITION_PROGRAMS },
  "chmod-root": { programs: ["chmod"], triggers: ["chmod"] },
  "chown-root": { programs: ["chown", "chgrp"], triggers: ["chown", "chgrp"] },
  "mv-root": { programs: ["mv"], triggers: ["mv"] },
  "truncate-system-file": { triggers: ["truncate", "shred", "rm", "unlink", "tee", "cp", "mv", "dd", "sed", "install"] },
  "rsync-delete-root": { programs: ["rsync"], triggers: ["rsync"] },
  "tar-remove-files": { programs: ARCHIVERS, triggers: ARCHIVERS },
  "git-reset-remote": { programs: ["git"], triggers: ["git"] },
  "git-clean-root": { programs: ["git"], triggers: ["git"] },
  "exfil-credential-file": { triggers: [...SENDERS, "git", "base64", "base32", "xxd"] },
  "exfil-literal-secret": { triggers: [...SENDERS, "git"] },
  "exfil-env-dump": { triggers: [...SENDERS, "git", ...ENV_DUMPERS] },
  "reverse-shell": { triggers: ["nc", "ncat", "netcat", "socat", "telnet"] },
  "container-host-mount": { programs: CONTAINER_PROGRAMS, triggers: CONTAINER_PROGRAMS },
  "windows-destructive": { programs: WIN_PROGRAMS, triggers: WIN_PROGRAMS },
} as const satisfies Record<string, Words>;

export type CheckName = keyof typeof CHECK_WORDS;

/**
 * Words that carry another command line whatever the check (a shell, eval, xargs, parallel, su,
 * a decoder piped to sh): the gate parses any command holding one.
 */
export const CARRIERS = [
  "sh",
  "bash",
  "zsh",
  "dash",
  "ksh",
  "mksh",
  "ash",
  "yash",
  "fish",
  "rbash",
  "eval",
  "exec",
  "source",
  ".",
  "xargs",
  "parallel",
  "busybox",
  "su",
  "rev",
  "env",
] as const;

/** Program-name prefixes the gate lets through: mkfs.ext4, newfs_msdos, python3.12. */
export const PREFIXES = ["mkfs", "newfs", "python"] as const;

/**
 * Trigger words that matter only beside one of these words: git's rows are `git reset --hard
 * <remote>`, `git clean` of home or root and the push of a force-added secret, so `git status`,
 * `git log` or a plain `git push` need no parse.
 */
export const ONLY_WITH: Readonly<Record<string, readonly string[]>> = { git: ["reset", "clean", "add"] };

/** Every word the gate must let through to the parser: the checks' triggers and the carriers. */
export function triggerWords(): Set<string> {
  const out = new Set<string>(CARRIERS);
  for (const w of Object.values(CHECK_WORDS) as Words[]) for (const t of w.triggers) out.add(t);
  return out;
}
