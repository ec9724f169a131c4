// Who is on the other end of a loopback TCP connection: on Linux, /proc/net/tcp{,6} lists every
// socket with its owner's uid, so the row whose local end is the client's address and port and
// whose remote end is ours names the client's uid. Anywhere else (or when /proc says nothing)
// the answer is undefined, and serve asks for the token instead.
import { readFileSync } from "node:fs";
import { isIPv4 } from "node:net";

/** An address in /proc's hex: four bytes per 32-bit word, each word in little-endian order. */
function words(bytes: number[]): string {
  let out = "";
  for (let w = 0; w < bytes.length; w += 4) {
    for (let b = 3; b >= 0; b--) out += (bytes[w + b] ?? 0).toString(16).padStart(2, "0");
  }
  return out.toUpperCase();
}

function v4(addr: string): number[] {
  return addr.split(".").map(Number);
}

function v6(addr: string): number[] | undefined {
  let a = addr;
  let tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (dotted) {
    a = `${dotted[1]}0:0`;
    tail = v4(dotted[2] as string);
  }
  const [left = "", right] = a.split("::");
  const l = left ? left.split(":") : [];
  const r = right === undefined ? [] : right ? right.split(":") : [];
  const groups = right === undefined ? l : [...l, ...Array<string>(8 - l.length - r.length).fill("0"), ...r];
  if (groups.length !== 8) return undefined;
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [(n >> 8) & 255, n & 255];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The keys a socket end can have in /proc/net/tcp (IPv4) or tcp6 (IPv6, IPv4-mapped). */
function procKeys(addr: string, port: number): string[] {
  const p = port.toString(16).toUpperCase().padStart(4, "0");
  const bare = addr.replace(/^::ffff:(?=\d+\.)/i, "");
  const keys: string[] = [];
  if (isIPv4(bare)) {
    keys.push(`${words(v4(bare))}:${p}`);
    keys.push(`${words([...Array<number>(10).fill(0), 255, 255, ...v4(bare)])}:${p}`);
  } else {
    const b = v6(addr);
    if (b) keys.push(`${words(b)}:${p}`);
  }
  return keys;
}

/** The uid owning the client end of (client → server) in the given /proc/net/tcp texts. */
export function uidFromTables(
  tables: readonly string[],
  client: { address: string; port: number },
  server: { address: string; port: number },
): number | undefined {
  const local = new Set(procKeys(client.address, client.port));
  const remote = new Set(procKeys(server.address, server.port));
  for (const table of tables) {
    for (const line of table.split("\n")) {
      const f = line.trim().split(/\s+/);
      if (f.length < 8 || !local.has(f[1] ?? "") || !remote.has(f[2] ?? "")) continue;
      const uid = Number(f[7]);
      if (Number.isInteger(uid)) return uid;
    }
  }
  return undefined;
}

/** The peer's uid on Linux, read from /proc; undefined anywhere the lookup does not work. */
export function peerUid(client: { address: string; port: number }, server: { address: string; port: number }, procNet = "/proc/net"): number | undefined {
  if (process.platform !== "linux") return undefined;
  const tables: string[] = [];
  for (const f of ["tcp", "tcp6"]) {
    try {
      tables.push(readFileSync(`${procNet}/${f}`, "utf8"));
    } catch {
      // no IPv6, or no /proc: the other table may still say
    }
  }
  return uidFromTables(tables, client, server);
}
