// Moves of protected targets, truncated system and identity files, rsync --delete onto root or home.
import { flagSet, programName } from "../../../engine/shell/runners";
import { hasOption, optionValues, parseArgs, parseOptions } from "../../../engine/shell/specs";
import type { SimpleCommand, Word } from "../../../engine/shell/types";
import { operandsOf, REMOTE } from "./exfil";
import { classify, CORE_DIRS, CRITICAL_FILES, cwdClass, cwdPath, normalise, SSH_PRIVATE, texts } from "./paths";
import { isRootOrCore } from "./perms";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

/** The accounts and who may sudo: moved away, no one logs in or gets root. */
const IDENTITY_FILES = /^\/etc\/(?:passwd|shadow|group|gshadow|sudoers)$/;

const mvRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  const ops = f.operands;
  if (ops.length < 2) return false;
  const sources = ops.slice(0, -1);
  const cd = cwdClass(scope, k);
  const base = cwdPath(scope, k);
  return sources.some((w) => {
    const cls = classify(w, cd, scope.guarded, base);
    if (SSH_PRIVATE.test(w.text) || IDENTITY_FILES.test(normalise(w.text).path)) return true; // an identity file moved out of place
    if (cls === "root") return true;
    if (cls === "home") return isHomeItself(w.text);
    // ~/src moved out of the home (to /tmp, another disk): a user folder or service data taken away
    if (cls === "folder") return !sameHome(w.text, (ops[ops.length - 1] as Word).text);
    if (cls === "system") return CORE_DIRS.has(normalise(w.text).path) || normalise(w.text).path === "/home";
    return false;
  });
};

/** The home a path is in (`~`, `/home/u`, `/root`), or undefined. */
function homeOf(t: string): string | undefined {
  const p = normalise(t.replace(/^\$\{?HOME\}?(?=\/|$)/, "~")).path;
  return /^(?:~|\/(?:home|Users)\/[^/]+|\/root)(?=\/|$)/.exec(p)?.[0];
}

/**
 * The destination keeps the folder where it was: in the source's home (`mv ~/proj ~/archive/`),
 * under /var/lib for service data (a rename before a restore), or a relative one (the working
 * directory, moved next to the command's work).
 */
function sameHome(src: string, dest: string): boolean {
  if (!/^[/~$]/.test(dest)) return true;
  const home = homeOf(src);
  return home === undefined ? normalise(dest).path.startsWith("/var/lib/") : homeOf(dest) === home;
}

/** The home directory itself (not one of its folders): ~, $HOME/, /home/u, /root. */
function isHomeItself(t: string): boolean {
  const p = normalise(t.replace(/^\$\{?HOME\}?/, "~")).path;
  return p === "~" || /^~[a-z_][\w-]*$/.test(p) || /^\/(?:home|Users)\/[^/]+$/.test(p) || p === "/root";
}

/** A command whose output is empty: none, `:`, `true`, `cat /dev/null`, `echo -n`, `printf ''`. */
function writesNothing(c: SimpleCommand): boolean {
  const w = texts(c);
  const prog = programName(w[0]);
  if (!w.length || ((prog === ":" || prog === "true" || prog === "false") && w.length === 1)) return true;
  if (prog === "cat") return w.length === 2 && w[1] === "/dev/null";
  // echo alone writes one newline: the file's content is gone all the same
  if (prog === "echo") return w.length === 1 || (w.length === 2 && w[1] === "-n");
  return prog === "printf" && w.length === 2 && w[1] === "";
}

const truncateSystem: Check = (c) => {
  const prog = programName(c.words[0]);
  if (c.redirects.some((r) => (r.op === ">" || r.op === ">|" || r.op === "&>") && CRITICAL_FILES().test(normalise(r.target.text).path))) return true;
  // `: > ~/.ssh/id_ed25519`, `> key`: emptied, not rewritten (echo "$DEPLOY_KEY" > ~/.ssh/id_x is setup work)
  if (writesNothing(c) && c.redirects.some((r) => (r.op === ">" || r.op === ">|") && SSH_PRIVATE.test(r.target.text))) return true;
  // install -m 600 /dev/null ~/.ssh/id_rsa: the key replaced by an empty file
  if (prog === "install") {
    const ops = parseArgs(c.words, "install").operands.map((o) => o.text);
    return ops.length === 2 && ops[0] === "/dev/null" && (SSH_PRIVATE.test(ops[1] as string) || CRITICAL_FILES().test(normalise(ops[1] as string).path));
  }
  if (!/^(?:sed|truncate|shred|rm|unlink|tee|cp|mv|dd)$/.test(prog)) return false;
  const f = flagSet(c);
  const ops = f.operands.map((o) => normalise(o.text).path);
  // sed -i d /etc/passwd, sed -i '1,$d' key: an in-place edit that deletes every line
  if (prog === "sed" && (f.short.has("i") || [...f.long].some((l) => l.startsWith("in-place")))) {
    const script = f.operands[0]?.text ?? "";
    return (
      /^(?:1?,?\$?d|1,\$\s*d|\/\.\*\/d|\/\^\/d)$/.test(script.trim()) &&
      f.operands.slice(1).some((o) => CRITICAL_FILES().test(normalise(o.text).path) || SSH_PRIVATE.test(o.text))
    );
  }
  if (prog === "truncate" || prog === "shred" || prog === "rm" || prog === "unlink")
    return ops.some((p) => CRITICAL_FILES().test(p)) || f.operands.some((o) => SSH_PRIVATE.test(o.text));
  // … | sudo tee /etc/passwd: tee without -a replaces the file with its input
  if (prog === "tee") return !f.short.has("a") && !f.long.has("append") && ops.some((p) => CRITICAL_FILES().test(p));
  if (prog === "cp" || prog === "mv" || prog === "dd") {
    if (prog === "cp" && ops[0] === "/dev/null" && SSH_PRIVATE.test(f.operands[f.operands.length - 1]?.text ?? "")) return true;
    if (prog === "dd") return texts(c).some((t) => t.startsWith("of=") && CRITICAL_FILES().test(normalise(t.slice(3)).path));
    return ops.length >= 2 && ops[0] === "/dev/null" && CRITICAL_FILES().test(ops[ops.length - 1] as string);
  }
  return false;
};

const rsyncDeleteRoot: Check = (c, scope, k) => {
  const w = texts(c);
  if (!w.some((t) => /^--(?:delete(?:-\w+)?|del|remove-source-files)$/.test(t) && t !== "--remove-source-files")) return false;
  const ops = operandsOf(c);
  const dest = ops[ops.length - 1];
  if (ops.length < 2 || dest === undefined || REMOTE.test(dest)) return false;
  const word = c.words.find((x) => x.text === dest) ?? { text: dest, raw: dest, quoted: false, dynamic: false };
  const cls = classify(word, cwdClass(scope, k), scope.guarded, cwdPath(scope, k));
  // service data synced from elsewhere with --delete is replaced whole (a database cluster, volumes)
  const service = cls === "folder" && normalise(word.text).path.startsWith("/var/lib/");
  return cls === "root" || cls === "home" || cls === "var-root" || service || (cls === "system" && isRootOrCore(word));
};

/** git clean -f with the home directory or the root as its work tree (cd ~ && git clean -ffdx; a dotfiles repo). */

/** zip -m / --move and 7z a -sdel: the inputs (operands after the archive) are deleted once archived. */
function movedIntoArchive(c: SimpleCommand): Word[] | undefined {
  const prog = programName(c.words[0]);
  if (prog === "zip") {
    const o = parseOptions(c.words, "zip");
    return hasOption(o, "move") ? o.operands.slice(1) : undefined;
  }
  // 7z's switches are single words (-sdel, -p…, -o…): a, the archive, then the inputs
  const ops = c.words.slice(1).filter((x) => !x.text.startsWith("-"));
  return c.words.some((x) => x.text === "-sdel") && ops[0]?.text === "a" ? ops.slice(2) : undefined;
}

/** tar --remove-files, zip -m, 7z a -sdel of a protected target: archived, then deleted. */
const tarRemove: Check = (c, scope, k) => {
  const w = texts(c);
  const moved = /^(?:zip|7zz?a?)$/.test(programName(c.words[0])) ? movedIntoArchive(c) : undefined;
  if (!moved && !w.includes("--remove-files")) return false;
  const cd = cwdClass(scope, k);
  const base = cwdPath(scope, k);
  if (moved) {
    return moved.some((x) => {
      const cls = classify(x, cd, scope.guarded, base);
      return cls !== undefined && cls !== "parent";
    });
  }
  // the archive named after -f / --file and the values of -C / -T are no operands (tar spec); an
  // old-style bundle (`tar czf a.tgz …`) is read as the same letters with a dash
  const first = c.words[1];
  const words = first && /^[A-Za-z]+$/.test(first.text) ? [c.words[0] as Word, { ...first, text: `-${first.text}` }, ...c.words.slice(2)] : c.words;
  const parsed = parseOptions(words, "tar");
  // tar -C ~ … src: the operands are read from the -C directory
  const dir = optionValues(parsed, "C", "directory")
    .pop()
    ?.replace(/^\$\{?HOME\}?(?=\/|$)/, "~");
  const from = dir && /^[/~]/.test(dir) ? dir : dir && base ? `${base}/${dir}` : dir ? undefined : base;
  return parsed.operands.some((x) => {
    const cls = classify(x, dir ? null : cd, scope.guarded, from);
    return cls !== undefined && cls !== "parent";
  });
};

export const CHECKS = [
  { name: "mv-root", ...CHECK_WORDS["mv-root"], check: mvRoot },
  { name: "truncate-system-file", ...CHECK_WORDS["truncate-system-file"], check: truncateSystem },
  { name: "rsync-delete-root", ...CHECK_WORDS["rsync-delete-root"], check: rsyncDeleteRoot },
  { name: "tar-remove-files", ...CHECK_WORDS["tar-remove-files"], check: tarRemove },
] as const satisfies readonly CheckSpec[];
