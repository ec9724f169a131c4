// Small pure helpers for judging a candidate secret: placeholders, entropy, checksums, base58.
// sha256 comes from @noble/hashes and is loaded only when a checksum is actually needed.

const PLACEHOLDER = /x{4,}|\*{3,}|\.{3}|…|[<>{}[\]]|your|example|placeholder|redacted|dummy|sample|change[-_ ]?me|insert|replace/i;
// Filler for "put yours here": x, *, #, dots or zeros, however long.
const FILLER = /^(?:[xX]+|\*+|#+|\.+|•+|0+)$/;
// The keyboard's runs in order; a part that is nothing but one of them, repeated, was typed.
// (The hex digits in order, repeated, are not one: the reference pack's selftest takes such a key as real.)
const RUNS = [
  "0123456789abcdefghijklmnopqrstuvwxyz",
  "1234567890abcdefghijklmnopqrstuvwxyz",
  "abcdefghijklmnopqrstuvwxyz0123456789",
  "0123456789",
  "1234567890",
];

/**
 * A value a human typed to stand for a secret ("sk-xxxx", "YOUR_API_KEY", "<token>", "****",
 * "abcdefghij…"). Narrow on purpose: a part made of one letter repeated ("AAAA…") or a
 * body with an ordered run among other characters is a made-up key that looks real, and is caught.
 */
export function isPlaceholder(body: string): boolean {
  if (PLACEHOLDER.test(body)) return true;
  const parts = body.split(/[-_.:/]+/).filter((p) => p.length > 0);
  return parts.length > 0 && parts.every((p) => FILLER.test(p) || (p.length >= 8 && typedRun(p)));
}

/**
 * Example credentials the vendors publish in their own documentation (AWS's example access key
 * pair, Stripe's test key, Telegram's sample bot token): public by value, so a body that starts
 * with one (or holds it whole) is no secret. Prefixes are long enough that no issued key shares one.
 */
const PUBLISHED = [
  // written in parts, so that no whole key-shaped literal stands in the source
  "AKIA" + "IOSFODNN7",
  "wJalrXUtnFEMI" + "/K7MDENG/bPxRfiCY",
  "sk_test_" + "4eC39HqLyjWDarjtT1zdp7dc",
  "110201543:" + "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
];

/** The value is (or starts with) a vendor's published documentation example. */
export function isPublished(value: string): boolean {
  return PUBLISHED.some((p) => value.includes(p));
}

/**
 * A base64 value that decodes to plain words ("dummy text data", "lorem ipsum"): data written in
 * base64, not a key (a key decodes to random bytes; `user:pass` decodes with a colon and digits).
 */
export function decodesToWords(value: string): boolean {
  const v = value.replace(/=+$/, "");
  if (v.length < 16 || !/^[A-Za-z0-9+/]+$/.test(v)) return false;
  const text = Buffer.from(v, "base64").toString("latin1");
  return /^[A-Za-z]+(?: [A-Za-z]+){2,}[.!]?$/.test(text);
}

/** A plain-random format's body that was typed ("AIzaSyabcdefghijklmnop…", "sntryu_aaaa…", "00000…TUVWXYZ"). */
export function looksTyped(body: string): boolean {
  return isPlaceholder(body) || /(.)\1{5,}/.test(body) || (body.length >= 12 && distinct(body) < 6) || alphabetRun(body) >= 11;
}

/** The longest run of the alphabet or the digits in order ("klmnopqrstuvwx", "aBcDeF…"). */
function alphabetRun(s: string): number {
  let best = 1;
  let run = 1;
  for (let i = 1; i < s.length; i++) {
    const a = s.charCodeAt(i - 1) | 0x20;
    const b = s.charCodeAt(i) | 0x20;
    const alnum = (b >= 97 && b <= 122) || (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57);
    run = alnum && b === a + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/** The part, case aside, is one ordered run of the keyboard repeated ("abcdef…", "12345678901234…"). */
function typedRun(part: string): boolean {
  const low = part.toLowerCase();
  return RUNS.some((r) => r.repeat(Math.ceil(low.length / r.length) + 1).includes(low));
}

export function distinct(s: string): number {
  return new Set(s).size;
}

/** Character classes present: lower, upper, digit, other. */
function classes(s: string): number {
  return (/[a-z]/.test(s) ? 1 : 0) + (/[A-Z]/.test(s) ? 1 : 0) + (/[0-9]/.test(s) ? 1 : 0) + (/[^A-Za-z0-9]/.test(s) ? 1 : 0);
}

const TYPE_WORDS = new Set([
  "string",
  "str",
  "number",
  "int",
  "integer",
  "bool",
  "boolean",
  "none",
  "null",
  "nil",
  "true",
  "false",
  "undefined",
  "optional",
  "required",
  "any",
  "object",
  "bytes",
  "secret",
  "password",
  "token",
  "text",
  "hidden",
  "masked",
  "empty",
  "unset",
  "redacted",
  "changeme",
  "default",
]);

/** Hyphen-joined groups are hex (a UUID) or long random runs, not "bucket-2026-rate-limit" or "AES256-GCM". */
function randomGroups(value: string): boolean {
  return value.split("-").every((g) => g.length >= 16 || /^[0-9a-fA-F]+$/.test(g));
}

/** A value on the right of `password=` / `api_key:` that is really a secret, not code or a type. */
export function isAssignedSecret(value: string, match = ""): boolean {
  // No vendor format to go by: judged as a plain-random one.
  if (looksTyped(value)) return false;
  const lead = match.slice(0, match.length - value.length);
  const cli = /^(?:mysql|mariadb|sshpass|redis-cli|docker|curl|requirepass|masterauth)/i.test(match);
  const bareEnglish = !cli && /[A-Za-z][^\S\n]+["'`“‘]?$/.test(lead) && !/[:=：,\n]|\bis\b/i.test(lead);
  // A password glued to its word ("wifi密码Xk9!…"): only one with a letter, a digit and a symbol,
  // not "密码SHA256withRSA" or "パスワード8文字以上".
  const glued = /^(?:密码|密碼|口令|パスワード)$/.test(lead);
  if (glued && (!/[A-Za-z]/.test(value) || !/\d/.test(value) || !/[!@#$%^&*+=?~]/.test(value) || value.length < 8)) return false;
  // A numeric password ("密码：88886666") counts after a password word, not after "token" or "key".
  if (
    /^\d{6,}$/.test(value) &&
    !bareEnglish &&
    /^(?:pass|pwd|pw\b|密码|密碼|口令|パスワード|暗証番号|mysql|mariadb|sshpass|redis-cli)/i.test(match) &&
    !/^(\d)\1+$/.test(value)
  )
    return true;
  // A CJK key word and a bare space ("APIv3 密钥 Kx9…"): only a long random-looking value, not
  // "密钥 AES-256" or "私钥 id_ed25519"; a password word ("用户名 root 密码 Ab@…") allows a shorter one.
  const bare = /[\u3040-\u30ff\u4e00-\u9fff）)](?:[^\S\n]+["'`「『【“‘]?|[「『【“])$/.test(lead) && !/[:=：是为為は,\n]/.test(lead);
  if (bare) {
    const pass = /^(?:密码|密碼|口令|パスワード|暗証番号)/.test(match);
    if (/[./]/.test(value) || !/[A-Za-z]/.test(value)) return false;
    if (pass ? value.length < 8 || classes(value) < 2 : value.length < 16 || !/\d/.test(value) || !randomGroups(value)) return false;
  }
  // An English key word and a bare space ("AppSecret 3f9a…", "api key Kx9…"): a long random value
  // only, and only after a word that names a secret outright (not "token", "pass", "secret", "sk").
  if (bareEnglish) {
    if (
      !/^(?:app|api|access|client|master|signing|encryption|auth|refresh|private|secret[_ -]?(?:access|key)|password|passphrase)/i.test(match) ||
      /^access[_ -]?key[_ -]?id/i.test(match)
    )
      return false;
    if (/[./]/.test(value) || !/[A-Za-z]/.test(value) || !/\d/.test(value) || value.length < 16) return false;
    // Not "sha256:…", "kid=2026-11-rsa", "AES256-GCM-SHA384" or "2024-spring-garden": a hyphen
    // joins hex groups (a UUID) or long random runs only.
    if (/[:=]./.test(value) || !randomGroups(value)) return false;
  }
  // A stand-in a README gives as the default login ("admin / admin123", "root1234").
  if (/^(?:admin|root|test|guest|user|demo|pass(?:word)?|qwerty|abc|default)[0-9!@#.]{0,6}$/i.test(value)) return false;
  // A 16-letter authorisation code (QQ / 163 mail SMTP, app passwords): random lower-case letters.
  if (
    /^[a-z]{16}$/.test(value) &&
    /^(?:pass|pwd|pw|密码|密碼|口令|授权码|授權碼|パスワード)/i.test(match) &&
    distinct(value) >= 9 &&
    (value.match(/[aeiou]/g)?.length ?? 0) <= 4
  )
    return true;
  // "账号/密码：admin/Xk9…": the password is the part after the user name.
  const named = /^(?:账号|帐号|賬號|帳號|用户名?|用戶名?|ユーザー|ID|user)/i.test(match);
  const pair = named ? undefined : /^[A-Za-z0-9_.@-]{1,40}\/([^/]{1,64})$/.exec(value);
  if (pair && /^(?:.{0,12}[/／&、和])?(?:pass|pwd|pw\b|密码|密碼|パスワード)/i.test(lead))
    return isAssignedSecret(pair[1] as string, lead.replace(/^.*?(?=pass|pwd|pw\b|密码|密碼|パスワード)/i, "") + pair[1]);
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return false; // an address, not a key
  // A Google API key or a JWT is judged by its own row, which knows the public ones (a Firebase web
  // config's apiKey, the jwt.io sample, a NEXT_PUBLIC_…_ANON_KEY).
  if (/^AIza[0-9A-Za-z_-]{35}$/.test(value) || /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}$/.test(value)) return false;
  // So is a value in a vendor's own shape (its prefix, a bot id and a colon): a wrong-length one is not a key.
  if (/^(?:dapi[0-9a-z]|ops_eyJ|\d{1,20}:A[A-Za-z0-9_-]{20,})/.test(value)) return false;
  if (/^-----(?:BEGIN|END)\b/.test(value)) return false; // a PEM marker: the PEM detector judges the block
  if (/:$/.test(value)) return false; // a YAML key on the next line ("password:⏎  description: …")
  const v = value.replace(/[.!?。]+$/, (m) => (value.length - m.length >= 6 ? "" : m));
  if (v.length < 6) return false;
  if (/^[$%&@]|^(?:process|os|env|self|this|config|settings|args|opts|options|params|req|request)\b/i.test(v)) return false;
  if (TYPE_WORDS.has(v.toLowerCase())) return false;
  if (/^[A-Za-z_]+$/.test(v) && v.length < 24) {
    // A word or identifier (camelCase, snake_case) is not a secret; random letters are.
    const upper = v.replace(/[^A-Z]/g, "").length;
    const lower = v.replace(/[^a-z]/g, "").length;
    const wordy = /^_*[A-Za-z][a-z]+(?:_?[A-Z][a-z]{2,})*$/.test(v) || /^[A-Za-z][a-z]*(?:_[A-Za-z][a-z]*)+$/.test(v) || /^[A-Z_]+$/.test(v);
    if (v.length < 10 || upper < 3 || lower < 3 || wordy) return false;
  }
  if (/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(v) && !/\d/.test(v)) return false; // a.b.c
  if (/^\d+$/.test(v) && v.length < 12) return false;
  if (/^[a-z]+:\/\//i.test(v) || /^(?:\.{0,2}|~)\//.test(v)) return false; // a URL or a path
  if (isPlaceholder(v)) return false;
  return classes(v) >= 2 || (v.length >= 20 && distinct(v) >= 10);
}

// The field names written where the password goes ("user:password@", "yoursecret"). Not "pass":
// `https://user:pass@host` is a four-letter password on that host (a local host's is a dev default).
const DUMMY_PASSWORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "secret",
  "postgres",
  "root",
  "admin",
  "user",
  "username",
  "guest",
  "test",
  "mysql",
  "redis",
  "changeme",
  "example",
  "demo",
  "dev",
  "local",
  "default",
  "token",
  "pw",
  "p",
]);

/** A host only this machine reaches: a development database or cache. */
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])(?![\w.-])/i;

/**
 * The password part of scheme://user:pass@host is real, not a stand-in. `host` is the text after
 * the `@`: on a local host a lower-case word (`admin:pass@localhost`) is a README's default login.
 */
export function isUrlPassword(pass: string, match: string, host = ""): boolean {
  if (/^[$%]|^\{|^<|^\*+$/.test(pass) || isPlaceholder(pass)) return false;
  if (LOCAL_HOST.test(host) && /^[a-z]{1,12}$/.test(pass)) return false;
  // Documentation's "https://abc:xyz@example.com", "https://a:b@…": no real password is that short.
  if (pass.length <= 3) return false;
  const lower = pass.toLowerCase();
  // "mypassword", "yoursecret", "1111": a stand-in word or one character repeated.
  if (DUMMY_PASSWORDS.has(lower.replace(/^(?:my|your|the)[-_]?/, "")) || distinct(pass) === 1) return false;
  const user = /:\/\/([^:]*):/.exec(match)?.[1] ?? "";
  return lower !== user.toLowerCase();
}

// ---- checksums ------------------------------------------------------------------------------

let CRC_TABLE: Uint32Array | undefined;
export function crc32(s: string): number {
  if (!CRC_TABLE) {
    CRC_TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC_TABLE[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < s.length; i++) crc = (CRC_TABLE[(crc ^ s.charCodeAt(i)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export function base62(n: number, width: number): string {
  let out = "";
  while (n > 0) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, "0");
}

/** GitHub's token checksum: the last 6 chars are base62(crc32(first 30 chars of the body)). */
export function githubChecksumOk(token: string): boolean {
  const body = token.slice(token.indexOf("_") + 1);
  if (body.length !== 36) return false;
  return base62(crc32(body.slice(0, 30)), 6) === body.slice(30);
}

// node:crypto's sha256, required on first use (only checksums need it). A bundled hash library
// would cost milliseconds of start-up on every run for a path most runs never take.
let CRYPTO: typeof import("node:crypto") | undefined;
export function sha256(data: Uint8Array): Uint8Array {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  CRYPTO ??= require("node:crypto") as typeof import("node:crypto");
  return new Uint8Array(CRYPTO.createHash("sha256").update(data).digest());
}

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** Decode base58 (bitcoin alphabet); undefined on a bad char. Inputs are short (≤ 100 chars). */
export function base58Decode(s: string): Uint8Array | undefined {
  const bytes: number[] = [0];
  for (const ch of s) {
    let carry = B58.indexOf(ch);
    if (carry < 0) return undefined;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let k = 0; k < s.length && s[k] === "1"; k++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** A Bitcoin WIF private key: base58check with a valid double-sha256 checksum and a 0x80/0xef version. */
export function isWif(s: string): boolean {
  const raw = base58Decode(s);
  if (!raw || (raw.length !== 37 && raw.length !== 38)) return false;
  if (raw[0] !== 0x80 && raw[0] !== 0xef) return false;
  const payload = raw.subarray(0, raw.length - 4);
  const sum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (sum[i] !== raw[raw.length - 4 + i]) return false;
  return true;
}
