// rm -rf / rimraf of a protected target (its operands classified against the protected paths).
import { flagSet, programName } from "../../../engine/shell/runners";
import type { SimpleCommand } from "../../../engine/shell/types";
import { listedByXargs } from "./find";
import { dangerousOperand, isRecursive } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS, PACKAGE_RUNNERS } from "./words";

/** The user's own files and keys in a home directory: `rm -rf ~/Documents` loses what no rebuild brings back. */
const HOME_DATA = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]+)\/(?:Documents|Desktop|Pictures|Music|Videos|Movies|\.ssh|\.gnupg)\/?(?:\*|\.\*)?$/;

/** The rimraf CLI is `rm -rf` without the flags: `rimraf ~`, `npx rimraf ~`, `pnpm dlx rimraf ~`, `yarn dlx rimraf /`. */
function rimrafCommand(c: SimpleCommand): SimpleCommand | undefined {
  const prog = programName(c.words[0]);
  if (prog === "rimraf") return c;
  if (!(PACKAGE_RUNNERS as readonly string[]).includes(prog)) return undefined;
  let i = 1;
  if (prog === "pnpm" || prog === "yarn" || prog === "bun") {
    if (!/^(?:dlx|exec|x)$/.test(c.words[1]?.text ?? "")) return undefined;
    i = 2;
  }
  while (i < c.words.length && /^-/.test(c.words[i]?.text ?? "")) i++;
  return /^rimraf(?:@[\w.^~-]{1,20})?$/.test(c.words[i]?.text ?? "") ? { ...c, words: c.words.slice(i) } : undefined;
}

const rmRoot: Check = (c0, scope, k) => {
  const rimraf = programName(c0.words[0]) === "rm" ? undefined : rimrafCommand(c0);
  if (programName(c0.words[0]) !== "rm" && !rimraf) return false;
  const c = rimraf ?? c0;
  const f = flagSet(c);
  if (f.long.has("no-preserve-root")) return true;
  // `ls -d ~/* | xargs rm -rf`, `find ~ -type f | xargs rm -f`: the entries of a listed root / home go
  if (f.operands.every((w) => w.text.includes("{}")) && listedByXargs(scope, k)) return true;
  if (!rimraf && !isRecursive(f)) return false;
  return dangerousOperand(scope, k, f.operands) !== undefined || f.operands.some((w) => HOME_DATA.test(w.text));
};

export const CHECKS = [{ name: "rm-root-home-system", ...CHECK_WORDS["rm-root-home-system"], check: rmRoot }] as const satisfies readonly CheckSpec[];
