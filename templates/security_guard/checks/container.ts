// Containers that delete the host's root or home through a bind mount.
import { classify, CORE_DIRS, normalise, recheck, texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

const DOCKER_BOOL = /^--(?:rm|detach|interactive|tty|privileged|init|publish-all|read-only|no-healthcheck|oom-kill-disable|help|quiet|sig-proxy)$/;
const containerHostMount: Check = (c, scope) => {
  const w = texts(c);
  let i = 1;
  if (w[i] === "container") i++;
  if (w[i] !== "run" && w[i] !== "exec") return false;
  const mounts: Array<[string, string]> = [];
  const mount = (src: string, dst: string, ro: boolean) => {
    if (ro || !dst.startsWith("/")) return;
    const cls = classify({ text: src, raw: src, quoted: false, dynamic: false }, undefined, scope.guarded);
    if (mounts.length < 16 && (cls === "root" || cls === "home" || (cls === "system" && CORE_DIRS.has(normalise(src).path))))
      mounts.push([src, normalise(dst).path]);
  };
  for (i++; i < w.length; i++) {
    const t = w[i] as string;
    if (!t.startsWith("-") || t === "-") break;
    let v: string | undefined;
    const eq = t.indexOf("=");
    if (t.startsWith("--")) {
      if (DOCKER_BOOL.test(t)) continue;
      v = eq > 0 ? t.slice(eq + 1) : w[++i];
    } else if (/^-[ditPq]+$/.test(t)) continue;
    else v = t.length > 2 ? t.slice(2) : w[++i];
    if (v === undefined) return false;
    const name = eq > 0 && t.startsWith("--") ? t.slice(0, eq) : t.startsWith("--") ? t : t.slice(0, 2);
    if (name === "-v" || name === "--volume") {
      const parts = v.split(":");
      mount(parts[0] as string, parts[1] ?? "", /(?:^|,)ro(?:,|$)/.test(parts[2] ?? ""));
    } else if (name === "--mount") {
      const kv = Object.fromEntries(v.split(",").map((x) => [x.split("=")[0] as string, x.split("=").slice(1).join("=")]));
      const src = kv.source ?? kv.src;
      const dst = kv.target ?? kv.destination ?? kv.dst;
      if ((kv.type ?? "volume") === "bind" && src && dst) mount(src, dst, "readonly" in kv || "ro" in kv);
    }
  }
  if (!mounts.length || i + 1 >= w.length) return false;
  // the image is w[i] (exec: the container); what runs inside is the rest
  const inner = w.slice(i + 1).map((t) => {
    let u = t;
    for (const [src, dst] of mounts) {
      const esc = dst.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      u = u.replace(new RegExp(`(^|[\\s'"=:;(])${esc}(?=[/\\s'";)]|$)`, "g"), (_m, pre: string) => pre + (src === "/" ? "/" : src + (dst === "/" ? "/" : "")));
    }
    return /^[\w@%+=:,./~$*-]+$/.test(u) ? u : "'" + u.replace(/'/g, "'\\''") + "'";
  });
  return recheck(scope, inner.join(" "));
};

/** PowerShell / cmd.exe run from the shell: Remove-Item -Recurse / rd /s on a drive root or a user profile, Format-Volume, Clear-Disk, format D:. */

export const CHECKS = [
  { name: "container-host-mount", ...CHECK_WORDS["container-host-mount"], check: containerHostMount },
] as const satisfies readonly CheckSpec[];
