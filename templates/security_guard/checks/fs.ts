// Moves of protected targets, truncated system and identity files, rsync --delete onto root or home.
import { flagSet, programName } from "../../../engine/shell/runners";
import { operandsOf, REMOTE } from "./exfil";
import { classify, CORE_DIRS, CRITICAL_FILES, cwdClass, normalise, SSH_PRIVATE, texts } from "./paths";
import { isRootOrCore } from "./perms";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

const mvRoot: Check = (c, scope, k) => {
  const f = flagSet(c);
  const ops = f.operands;
  if (ops.length < 2) return false;
  const sources = ops.slice(0, -1);
  const cd = cwdClass(scope, k);
  return sources.some((w) => {
    const cls = classify(w, cd, scope.guarded);
    if (SSH_PRIVATE.test(w.text)) return true; // an identity file moved out of place
    if (cls === "root") return true;
    if (cls === "home") return isHomeItself(w.text);
    if (cls === "system") return CORE_DIRS.has(normalise(w.text).path) || normalise(w.text).path === "/home";
    return false;
  });
};

/** The home directory itself (not one of its folders): ~, $HOME/, /home/u, /root. */
function isHomeItself(t: string): boolean {
  const p = normalise(t.replace(/^\$\{?HOME\}?/, "~")).path;
  return p === "~" || /^~[a-z_][\w-]*$/.test(p) || /^\/(?:home|Users)\/[^/]+$/.test(p) || p === "/root";
}

const truncateSystem: Check = (c) => {
  const prog = programName(c.words[0]);
  if (c.redirects.some((r) => (r.op === ">" || r.op === ">|" || r.op === "&>") && CRITICAL_FILES.test(normalise(r.target.text).path))) return true;
  // `: > ~/.ssh/id_ed25519`, `> key`: emptied, not rewritten (echo "$DEPLOY_KEY" > ~/.ssh/id_x is setup work)
  if ((!c.words.length || prog === ":" || prog === "true") && c.redirects.some((r) => (r.op === ">" || r.op === ">|") && SSH_PRIVATE.test(r.target.text)))
    return true;
  if (!/^(?:sed|truncate|shred|rm|unlink|tee|cp|mv|dd)$/.test(prog)) return false;
  const f = flagSet(c);
  const ops = f.operands.map((o) => normalise(o.text).path);
  // sed -i d /etc/passwd, sed -i '1,$d' key: an in-place edit that deletes every line
  if (prog === "sed" && (f.short.has("i") || [...f.long].some((l) => l.startsWith("in-place")))) {
    const script = f.operands[0]?.text ?? "";
    return (
      /^(?:1?,?\$?d|1,\$\s*d|\/\.\*\/d|\/\^\/d)$/.test(script.trim()) &&
      f.operands.slice(1).some((o) => CRITICAL_FILES.test(normalise(o.text).path) || SSH_PRIVATE.test(o.text))
    );
  }
  if (prog === "truncate" || prog === "shred" || prog === "rm" || prog === "unlink")
    return ops.some((p) => CRITICAL_FILES.test(p)) || f.operands.some((o) => SSH_PRIVATE.test(o.text));
  // … | sudo tee /etc/passwd: tee without -a replaces the file with its input
  if (prog === "tee") return !f.short.has("a") && !f.long.has("append") && ops.some((p) => CRITICAL_FILES.test(p));
  if (prog === "cp" || prog === "mv" || prog === "dd") {
    if (prog === "cp" && ops[0] === "/dev/null" && SSH_PRIVATE.test(f.operands[f.operands.length - 1]?.text ?? "")) return true;
    if (prog === "dd") return texts(c).some((t) => t.startsWith("of=") && CRITICAL_FILES.test(normalise(t.slice(3)).path));
    return ops.length >= 2 && ops[0] === "/dev/null" && CRITICAL_FILES.test(ops[ops.length - 1] as string);
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
  const cls = classify(word, cwdClass(scope, k), scope.guarded);
  return cls === "root" || cls === "home" || cls === "var-root" || (cls === "system" && isRootOrCore(word));
};

/** git clean -f with the home directory or the root as its work tree (cd ~ && git clean -ffdx; a dotfiles repo). */

/** tar --remove-files of a protected target: archived, then deleted. */
const tarRemove: Check = (c, scope, k) => {
  const w = texts(c);
  if (!w.includes("--remove-files")) return false;
  const cd = cwdClass(scope, k);
  // the archive named after -f / --file (or an old-style bundle `czf`) and values of -C / -T are no operands
  const skip = new Set<number>();
  for (let i = 1; i < w.length; i++) {
    const t = w[i] as string;
    if (/^(?:--file|--directory|--files-from|--exclude|-C|-T|-X)$/.test(t) || /^-[A-Za-z]*f$/.test(t) || (i === 1 && /^[A-Za-z]*f$/.test(t))) skip.add(i + 1);
  }
  const ops = c.words.filter((x, i) => i > 0 && !skip.has(i) && !x.text.startsWith("-") && !(i === 1 && /^[A-Za-z]+$/.test(x.text)));
  return ops.some((x) => {
    const cls = classify(x, cd, scope.guarded);
    return cls !== undefined && cls !== "parent";
  });
};

export const CHECKS = [
  { name: "mv-root", ...CHECK_WORDS["mv-root"], check: mvRoot },
  { name: "truncate-system-file", ...CHECK_WORDS["truncate-system-file"], check: truncateSystem },
  { name: "rsync-delete-root", ...CHECK_WORDS["rsync-delete-root"], check: rsyncDeleteRoot },
  { name: "tar-remove-files", ...CHECK_WORDS["tar-remove-files"], check: tarRemove },
] as const satisfies readonly CheckSpec[];
