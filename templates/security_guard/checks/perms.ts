// chmod / chown sweeps of the root or the OS core.
import { flagSet } from "../../../engine/shell/runners";
import type { Word } from "../../../engine/shell/types";
import { braced, CORE_DIRS, dangerousOperand, isRecursive, normalise } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

export const CHMOD_DANGER = /^(?:0?777|0?666|0?000|a\+rwx|ugo\+rwx|a=rwx|o\+w|a\+w|a-rwx|ugo-rwx|a=|0)$/;
/**
 * Any other mode that, applied recursively to the whole OS, breaks it: an absolute mode (drops
 * setuid on sudo, opens /etc/shadow, sudoers no longer 0440), write for group / others, read or
 * execute taken away.
 */
export const CHMOD_SWEEP = /^0?[0-7]{3,4}$|(?:^|,)[ugoa]*[goa][ugoa]*[+=][rwxXst]{0,6}w|(?:^|,)[ugoa]*-[rwxXst]{0,6}[rxX]/;
export const isRootOrCore = (w: Word) =>
  braced(w).some((x) => {
    const n = normalise(x.text);
    return n.path === "/" || CORE_DIRS.has(n.path);
  });
const chmodRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  const mode = f.operands[0]?.text ?? "";
  const targets = f.operands.slice(1);
  if (!CHMOD_DANGER.test(mode)) return isRecursive(f) && CHMOD_SWEEP.test(mode) && targets.some(isRootOrCore);
  if (isRecursive(f)) return dangerousOperand(scope, k, targets) !== undefined;
  return targets.some((w) => {
    const n = normalise(w.text);
    return n.path === "/" || CORE_DIRS.has(n.path) || (n.glob && n.path === "/");
  });
};

const chownRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  if (!isRecursive(f)) return false;
  void scope;
  void k;
  return f.operands.slice(1).some((w) => {
    const n = normalise(w.text.replace(/^\$\{?HOME\}?/, "~"));
    return n.path === "/" || CORE_DIRS.has(n.path) || (w.text.startsWith("/") && n.path === "");
  });
};

export const CHECKS = [
  { name: "chmod-root", ...CHECK_WORDS["chmod-root"], check: chmodRoot },
  { name: "chown-root", ...CHECK_WORDS["chown-root"], check: chownRoot },
] as const satisfies readonly CheckSpec[];
