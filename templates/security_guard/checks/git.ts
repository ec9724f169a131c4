// git reset --hard onto a remote, git clean of home or root.
import { onFirstUse } from "../../../engine/rows/index";
import { hasOption, parseOptions, subcommand } from "../../../engine/shell/specs";
import type { Word } from "../../../engine/shell/types";
import { classify, cwdClass } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

/** A ref that names the remote's state: @{u}, FETCH_HEAD, origin/main, remotes/x/y, a branch@{…}. */
const REMOTE_REF = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`^(?:@\{u(?:pstream)?\}|[\w.-]+@\{u(?:pstream)?\}|FETCH_HEAD`,
        String.raw`|(?:refs\/)?(?:origin|upstream|remotes\/[\w.-]+)\/[\w.$\{}-][^\n]{0,200}`,
        String.raw`|(?!HEAD)[\w.-]+\/[\w./-]+@\{[^}]*\})$`,
      ].join(""),
    ),
);

const gitResetRemote: Check = (c) => {
  const cmd = subcommand(c.words, "git");
  if (cmd?.sub !== "reset" || !hasOption(cmd.args, "hard")) return false;
  return cmd.args.operands.some((r) => REMOTE_REF().test(r.text));
};

const gitCleanRoot: Check = (c, scope, k) => {
  const cmd = subcommand(c.words, "git");
  if (cmd?.sub !== "clean" || !hasOption(cmd.args, "force")) return false;
  // git -C DIR / --work-tree=DIR: the tree cleaned is DIR, not the working directory
  const top = parseOptions(c.words, "git").options.filter((o) => (o.name === "C" || o.name === "work-tree") && o.value !== undefined);
  const at = top[top.length - 1];
  const dir = at ? { ...(c.words[at.inline ? at.index : at.index + 1] as Word), text: at.value as string } : undefined;
  const cls = dir ? classify(dir, undefined, scope.guarded) : cwdClass(scope, k);
  return cls === "root" || cls === "home";
};

export const CHECKS = [
  { name: "git-reset-remote", ...CHECK_WORDS["git-reset-remote"], check: gitResetRemote },
  { name: "git-clean-root", ...CHECK_WORDS["git-clean-root"], check: gitCleanRoot },
] as const satisfies readonly CheckSpec[];
