// git reset --hard onto a remote, git clean of home or root.
import { programName } from "../../../engine/shell/runners";
import type { Word } from "../../../engine/shell/types";
import { classify, cwdClass, texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

/** A ref that names the remote's state: @{u}, FETCH_HEAD, origin/main, remotes/x/y, a branch@{…}. */
const REMOTE_REF = new RegExp(
  [
    String.raw`^(?:@\{u(?:pstream)?\}|[\w.-]+@\{u(?:pstream)?\}|FETCH_HEAD`,
    String.raw`|(?:refs\/)?(?:origin|upstream|remotes\/[\w.-]+)\/[\w.$\{}-][^\n]{0,200}`,
    String.raw`|(?!HEAD)[\w.-]+\/[\w./-]+@\{[^}]*\})$`,
  ].join(""),
);

const gitResetRemote: Check = (c) => {
  const w = texts(c);
  if (programName(w[0]) !== "git") return false;
  let i = 1;
  while (i < w.length && /^-/.test(w[i] as string)) i += /^-[cC]$/.test(w[i] as string) ? 2 : 1;
  if (w[i] !== "reset" || !w.includes("--hard")) return false;
  const refs = w.slice(i + 1).filter((t) => !t.startsWith("-"));
  return refs.some((r) => REMOTE_REF.test(r));
};

const gitCleanRoot: Check = (c, scope, k) => {
  const w = texts(c);
  let i = 1;
  let dir: Word | undefined;
  for (; i < w.length && (w[i] as string).startsWith("-"); i++) {
    const t = w[i] as string;
    if (t === "-C" || t === "--work-tree") dir = c.words[++i];
    else if (t.startsWith("--work-tree=")) dir = { ...(c.words[i] as Word), text: t.slice(12) };
    else if (t === "-c" || t === "--git-dir" || t === "--namespace") i++;
  }
  if (w[i] !== "clean" || !w.slice(i + 1).some((t) => /^-[a-zA-Z]*f|^--force$/.test(t))) return false;
  const cls = dir ? classify(dir, undefined, scope.guarded) : cwdClass(scope, k);
  return cls === "root" || cls === "home";
};

/** `docker run -v /:/host IMAGE rm -rf /host/etc`: the container's command, with the host's root / home put back for the mount point. */

export const CHECKS = [
  { name: "git-reset-remote", ...CHECK_WORDS["git-reset-remote"], check: gitResetRemote },
  { name: "git-clean-root", ...CHECK_WORDS["git-clean-root"], check: gitCleanRoot },
] as const satisfies readonly CheckSpec[];
