// find -delete / -exec rm of a protected tree, or of the working tree without a filter; finds listed into xargs rm.
import { onFirstUse } from "../../../engine/rows/index";
import { flagSet, programName, unwrapRunner } from "../../../engine/shell/runners";
import type { SimpleCommand, Word } from "../../../engine/shell/types";
import { classify, cwdClass, cwdPath, isRecursive } from "./paths";
import { CHMOD_DANGER, CHMOD_SWEEP, isRootOrCore } from "./perms";
import type { Check, CheckSpec, Scope } from "./types";
import { CHECK_WORDS } from "./words";

/** Options of a find that lists a whole directory (no filter on names, times or sizes). */
const FIND_LISTING = /^(?:-(?:xdev|mount|depth|print0?|mindepth|maxdepth|type|L|P|H)|[0-9]{1,3}|[dfl])$/;

/** Command k came from an xargs fed by `ls` / an unfiltered `find` of the root or the home directory. */
export function listedByXargs(scope: Scope, k: number): boolean {
  const raw = scope.analysis.commands[k];
  if (raw?.via[raw.via.length - 1] !== "xargs" || raw.parent === undefined) return false;
  const x = scope.analysis.commands[raw.parent];
  if (!x || x.stage < 1) return false;
  const prod = scope.analysis.pipelines[x.pipeline]?.[x.stage - 1];
  if (!prod) return false;
  const u = unwrapRunner(prod);
  const prog = programName(u.words[0]);
  const cd = cwdClass(scope, raw.parent);
  const bad = (w: Word, cwdToo: boolean) => {
    const cls = classify(w, cd, scope.guarded);
    return cls === "root" || cls === "home" || cls === "system" || cls === "var-root" || cls === "folder" || (cwdToo && cls === "cwd");
  };
  if (prog === "ls") return flagSet(u).operands.some((w) => bad(w, false));
  if (prog !== "find") return false;
  const w = u.words.slice(1);
  const at = w.findIndex((y) => y.text.startsWith("-") || y.text === "(" || y.text === "!");
  const starts = at < 0 ? w : w.slice(0, at);
  // an unfiltered find of the working tree (cwd unknown or protected) lists all of it
  const from = starts.length ? starts : [{ text: ".", raw: ".", quoted: false, dynamic: false }];
  return from.some((x) => bad(x, true)) && (at < 0 || w.slice(at).every((y) => FIND_LISTING.test(y.text)));
}

const findDelete: Check = (c, scope, k) => {
  const w = c.words;
  const starts: Word[] = [];
  let i = 1;
  for (; i < w.length; i++) {
    const t = (w[i] as Word).text;
    if (t.startsWith("-") || t === "(" || t === "!") break;
    starts.push(w[i] as Word);
  }
  const rest = w.slice(i).map((x) => x.text);
  const execs = execCommands(w.slice(i));
  const deletes = rest.some((t, j) => t === "-delete" && !inExec(rest, j)) || execs.some((e) => /^(?:rm|shred|unlink|rmdir)$/.test(programName(e.words[0])));
  // the working tree or a user folder goes whole only to -delete or rm -rf (rm -r alone stops at what it may not write)
  const wipes =
    rest.some((t, j) => t === "-delete" && !inExec(rest, j)) ||
    execs.some((e) => {
      const f = flagSet(e);
      return programName(e.words[0]) === "rm" && isRecursive(f) && (f.short.has("f") || f.long.has("force"));
    });
  // find / -exec chmod 777 {} +: the same sweep as chmod -R
  const sweeps = rest.some(
    (t, j) =>
      (t === "-exec" || t === "-execdir") &&
      ((programName(rest[j + 1] ?? "") === "chmod" && (CHMOD_DANGER.test(rest[j + 2] ?? "") || CHMOD_SWEEP.test(rest[j + 2] ?? ""))) ||
        /^(?:chown|chgrp)$/.test(programName(rest[j + 1] ?? ""))),
  );
  if (sweeps && starts.some(isRootOrCore)) return true;
  if (!deletes || onlyJunk(rest)) return false;
  // the SSH / GnuPG keys: anything but public keys and known_hosts leftovers
  if (starts.some((s) => KEY_DIR.test(s.text))) {
    const names = rest.filter((_t, j) => /^-i?(?:name|path)$/.test(rest[j - 1] ?? ""));
    if (!names.length || names.some((t) => !/\.pub$|known_hosts|\.(?:old|bak)$/.test(t))) return true;
  }
  const cd = cwdClass(scope, k);
  const base = cwdPath(scope, k);
  // `find` alone starts at "."; with no filter on names, times or sizes it takes the whole tree
  const unfiltered = rest.every((t, j) => t === "-delete" || FIND_LISTING.test(t) || /^-(?:exec|execdir)$/.test(rest[j] ?? "") || inExec(rest, j));
  const from = starts.length ? starts : [{ text: ".", raw: ".", quoted: false, dynamic: false }];
  return from.some((w) => {
    const cls = classify(w, cd, scope.guarded, base);
    if (cls === "cwd" || cls === "parent" || cls === "folder") return unfiltered && wipes;
    return cls !== undefined;
  });
};

/** The commands of a find's -exec / -execdir actions, runners unwrapped (`-exec sudo rm -rf {} +`). */
function execCommands(w: readonly Word[]): SimpleCommand[] {
  const out: SimpleCommand[] = [];
  for (let j = 0; j < w.length; j++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test((w[j] as Word).text)) continue;
    let e = j + 1;
    while (e < w.length && (w[e] as Word).text !== ";" && (w[e] as Word).text !== "+") e++;
    const words = w.slice(j + 1, e);
    if (words.length) out.push(unwrapRunner({ words, assignments: [], redirects: [], pipeline: 0, stage: 0, pipelineLength: 1, depth: 0, via: [], text: "" }));
    j = e;
  }
  return out;
}

/** Word j of a find's tests lies inside an -exec … ; action. */
function inExec(rest: readonly string[], j: number): boolean {
  for (let i = j - 1; i >= 0; i--) {
    if (rest[i] === ";" || rest[i] === "+") return false;
    if (/^-(?:exec|execdir|ok|okdir)$/.test(rest[i] as string)) return true;
  }
  return false;
}

const KEY_DIR = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]{1,64}|\/root)\/\.(?:ssh|gnupg)\/?$/;

/** Names a cleanup deletes anywhere: caches, bytecode, editor and OS droppings. */
const JUNK_NAME = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`^(?:\.DS_Store|\._\*|Thumbs\.db|desktop\.ini|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|node_modules`,
        String.raw`|\*\.(?:py[co]|class|o|tmp|temp|swp|swo|orig|rej|log)|\*~|core)$`,
      ].join(""),
      "",
    ),
);

/** Every -name / -iname filter of a find names junk, and nothing negates or ORs in more. */
function onlyJunk(rest: string[]): boolean {
  let names = 0;
  for (let j = 0; j < rest.length; j++) {
    const t = rest[j] as string;
    if (t === "-exec" || t === "-execdir" || t === "-ok" || t === "-okdir") break;
    if (t === "!" || t === "-not" || t === "-o" || t === "-or") return false;
    if (t === "-name" || t === "-iname") {
      if (!JUNK_NAME().test(rest[j + 1] ?? "")) return false;
      names++;
      j++;
    }
  }
  return names > 0;
}

export const CHECKS = [{ name: "find-delete-root", ...CHECK_WORDS["find-delete-root"], check: findDelete }] as const satisfies readonly CheckSpec[];
