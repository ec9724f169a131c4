// Fake credential bodies for tests: deterministic pseudo-random strings in the published formats.
// Nothing here is a real secret; prefixes and bodies are assembled at run time.
import { entropyToMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { base62, crc32 } from "../../engine/secrets/util";
import { createHash } from "node:crypto";

let state = 20261129;
function rnd(): number {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return (state >>> 8) / (1 << 24);
}
export function reseed(n: number): void {
  state = n >>> 0;
}

export const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const HEX = "0123456789abcdef";
export const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
export const B64 = ALNUM + "+/";

export function fake(n: number, charset = ALNUM): string {
  let s = "";
  while (s.length < n) {
    s += charset[Math.floor(rnd() * charset.length)];
    if (/(.)\1{3}$/.test(s) || /0123|1234|2345|abcd|xxxx/i.test(s.slice(-4))) s = s.slice(0, -1);
  }
  return s;
}
export const hex = (n: number) => fake(n, HEX);

export function bytes(n: number): number[] {
  return Array.from({ length: n }, () => Math.floor(rnd() * 256));
}

/** A GitHub token whose CRC32 checksum holds. */
export function githubToken(prefix = "ghp"): string {
  const body = fake(30);
  return `${prefix}_${body}${base62(crc32(body), 6)}`;
}

/** A BIP-39 phrase with a valid checksum. */
export function seedWords(n: 12 | 15 | 18 | 21 | 24 = 12): string[] {
  return entropyToMnemonic(Uint8Array.from(bytes((n * 4) / 3)), wordlist).split(" ");
}

/** Random list words without a valid checksum (a typed-out fake phrase). */
export function listWords(n: number): string[] {
  return Array.from({ length: n }, () => wordlist[Math.floor(rnd() * 2048)] as string);
}

const b58 = (buf: Uint8Array): string => {
  let n = BigInt("0x" + Buffer.from(buf).toString("hex"));
  let s = "";
  while (n > 0n) {
    s = B58[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const b of buf) {
    if (b !== 0) break;
    s = "1" + s;
  }
  return s;
};

/** A compressed-key WIF with a valid base58check checksum. */
export function wif(): string {
  const payload = Uint8Array.from([0x80, ...bytes(32), 0x01]);
  const sum = createHash("sha256").update(createHash("sha256").update(payload).digest()).digest();
  return b58(Uint8Array.from([...payload, ...sum.subarray(0, 4)]));
}

/** A Solana secret key (64 bytes) in base58. */
export const solanaSecret = () => b58(Uint8Array.from(bytes(64)));
/** A Solana public key (32 bytes) in base58. */
export const solanaPubkey = () => b58(Uint8Array.from(bytes(32)));

export function pem(label: string, lines = 6, escaped = false): string {
  const nl = escaped ? "\\n" : "\n";
  const body = Array.from({ length: lines }, () => fake(64, B64)).join(nl);
  return `-----BEGIN ${label}-----${nl}${body}${nl}-----END ${label}-----`;
}

export const jwt = () =>
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJ" + fake(60, ALNUM + "_-") + "." + fake(43, ALNUM + "_-");

export const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
