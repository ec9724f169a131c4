// Find and mask credentials in text. Rows come from the caller's table (a guard's
// SECRET_PATTERNS); this module only knows formats, never what a guard does with a finding.
// Every regex here and in the rows is linear: bounded quantifiers behind a literal prefix or a
// lookbehind boundary, no nested repetition. Huge texts are scanned up to a cap.
import { fault } from "../faults";
import { asciiCaseless, literalHint, rowRegex, stepPastEmpty } from "../rowregex";
import { token, words } from "../rows";
import { findSeedPhrases } from "./bip39";
import { type DetectorName, type Finding, matchOf, type SecretRow } from "./types";
import { secretDataValues } from "./k8s";
import { originalSpan, rejoinedEnd, spots, viewOf } from "./view";
import {
  base58Decode,
  decodesToWords,
  distinct,
  githubChecksumOk,
  isAssignedSecret,
  isPlaceholder,
  isPublished,
  isUrlPassword,
  isWif,
  looksTyped,
} from "./util";

export type { Finding, SecretRow } from "./types";

const MASK = "[redacted]";
/** Default scan cap: past this many chars a text is not scanned further. */
const DEFAULT_MAX_SCAN = 2_000_000;

const GLOBAL = new WeakMap<RegExp, RegExp>();
/** The regex a scan runs: global, and `i` spelled out as [aA] where that is exact (engine/rowregex). */
export function scanRegex(re: RegExp): RegExp {
  const caseless = re.ignoreCase && !re.unicode && !re.flags.includes("v") ? asciiCaseless(re.source) : undefined;
  if (caseless !== undefined) return new RegExp(caseless, `${re.flags.replace("i", "").replace("g", "")}g`);
  return re.global ? re : new RegExp(re.source, re.flags + "g");
}
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) {
    g = scanRegex(re);
    GLOBAL.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

function windowBefore(text: string, start: number, size: number): string {
  return text.slice(Math.max(0, start - size), start);
}

/** Index just past the last match of `re` in `s`, or -1. */
function lastHit(re: RegExp, s: string): number {
  const g = globalOf(re);
  let at = -1;
  for (let m = g.exec(s); m; m = g.exec(s)) {
    at = m.index + m[0].length;
    if (m[0].length === 0) stepPastEmpty(g, s);
  }
  return at;
}

function contextOk(row: SecretRow, text: string, start: number): boolean {
  if (!row.near && !row.notNear) return true;
  const before = windowBefore(text, start, row.window ?? 80);
  const near = row.near ? lastHit(row.near, before) : 0;
  const notNear = row.notNear ? lastHit(row.notNear, before) : -1;
  if (row.near && near < 0) return false;
  // The closer key word wins: "private key (not the tx hash): 0x…" is a key.
  return notNear < 0 || near > notNear;
}

// ---- rows composed from parts (prefix + body, vendor name + value), compiled on first scan ----

/** The rest of a name after the vendor's word, and the word that says it holds a secret. */
const NAME_REST = "[\\w .-]{0,24}?";
const SECRET_WORD = "(?:token|key|secret|pass(?:word|wd)?|pat|auth|login|credentials?|id|pw)";
/** A closing quote, a type (`var x string =`), then the operator: = := ::= ?= .= => : , or an XML tag's `>`. */
const ASSIGN = ["[\\w.-]{0,12}[\"'`]?", "(?:[^\\S\\n]+[A-Za-z]{2,10})?", "[^\\S\\n]*(?:[:?.|]{0,3}=>?|:|,|>[^\\S\\n]*\\r?\\n?)", "[^\\S\\n]*[\"'`]?"].join("");
/** The value ends at a quote, a space, a separator or the end of the text. */
const VALUE_END = "(?=[\\s\"'`;,<)\\]}\\\\]|$)";

/** A regex source's letters matched in either case (`ab` → `[aA][bB]`); only for sources without classes. */
function anyCase(source: string): string {
  return source.replace(/\\.|[A-Za-z]/g, (c) => (c.length > 1 ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`));
}

const COMPOSED = new WeakMap<SecretRow, RegExp | null>();
/** A row's regex: its own, or composed from prefix + body / vendor + body; null when it has none. */
export function rowPattern(row: SecretRow): RegExp | null {
  const m = matchOf(row);
  if (m.regex !== undefined) return rowRegex(m.regex);
  let re = COMPOSED.get(row);
  if (re !== undefined) return re;
  re = null;
  try {
    if (m.parts) re = new RegExp(m.parts.join(""), m.flags ?? "");
    else if (m.prefix !== undefined && m.body) re = token(m.prefix, m.body, m.chars);
    else if (m.vendor?.length && m.body) {
      // The name in any case, the body exactly as the vendor writes it.
      const name = `${anyCase(words(m.vendor))}(?:${NAME_REST}${anyCase(SECRET_WORD)})?`;
      re = new RegExp(`${name}${ASSIGN}(${m.body})${VALUE_END}`);
    }
  } catch {
    re = null;
  }
  COMPOSED.set(row, re);
  return re;
}

function rowKeywords(row: SecretRow): readonly string[] | undefined {
  if (row.keywords) return row.keywords;
  const m = matchOf(row);
  if (m.vendor) return m.vendor;
  if (m.prefix !== undefined) return typeof m.prefix === "string" ? [m.prefix] : m.prefix;
  return undefined;
}

/** A vendor row's value: varied and no placeholder; a short or digits-only one only under a secret word. */
function vendorValue(body: string, match: string): boolean {
  if (looksTyped(body) || distinct(body) < Math.min(8, Math.ceil(body.length / 3))) return false;
  const name = match.slice(0, match.length - body.length);
  // A public key by design (NEXT_PUBLIC_…, a publishable or anon key, pk_live_…), a host name, a path.
  if (/public|publishable|anon|pub_?key/i.test(name) || /^eyJ|^pk_|^https?:|\.(?:com|net|org|io|dev|app|cloud|eu)$/i.test(body)) return false;
  // A name, not a token: letters and underscores only ("telegram_api_token").
  if (/^[A-Za-z_-]+$/.test(body)) return false;
  const named = /token|key|secret|pass|pat|auth|login|cred|id|pw/i.test(name);
  return named || (body.length >= 20 && /[A-Za-z]/.test(body) && /\d/.test(body));
}

/**
 * The vendor's name stands as a word of the name: after a non-letter, or as a camelCase part
 * ("myOktaToken", "MessageBirdKey"), not as letters inside another word ("rookTable", "SetSysctl").
 */
function vendorWordAt(text: string, at: number, match: string, vendors: readonly string[]): boolean {
  const low = match.toLowerCase();
  const v = vendors.filter((n) => low.startsWith(n.toLowerCase())).sort((a, b) => b.length - a.length)[0];
  if (!v) return false;
  const word = match.slice(0, v.length);
  const upperFirst = /^[A-Z]/.test(word);
  // "okTa" in "rookTable", "etSy" in "SetSysctl": a word that starts lower-case stays lower-case.
  if (!upperFirst && word !== word.toLowerCase()) return false;
  const before = text[at - 1] ?? "";
  if (!/[A-Za-z0-9]/.test(before)) return true;
  return upperFirst && /[a-z0-9]/.test(before);
}

const PASS_NAME = /pass|pwd|密码|密碼|口令|パスワード/i;

function regexFindings(row: SecretRow, re: RegExp, text: string, out: Finding[], limit: number): void {
  const g = globalOf(re);
  const { prefix, vendor } = matchOf(row);
  for (let m = g.exec(text); m && out.length < limit; m = g.exec(text)) {
    if (m[0].length === 0) {
      stepPastEmpty(g, text);
      continue;
    }
    const end = m.index + m[0].length;
    // A prefix row's secret is the whole token, its prefix kept visible.
    const body = prefix !== undefined ? m[0] : (m[1] ?? m[0]);
    const start = end - body.length;
    const keep = Math.min(prefix !== undefined ? m[0].length - (m[1]?.length ?? 0) : (row.keep ?? 0), body.length);
    // A kept prefix right before [redacted] is an already-masked secret.
    if (text.startsWith(MASK, end) || !contextOk(row, text, m.index)) continue;
    if (vendor && !vendorWordAt(text, m.index, m[0], vendor)) continue;
    // A vendor's published documentation example; base64 that decodes to plain words (under a
    // password name, those words are an encoded passphrase).
    if (isPublished(body) || (prefix === undefined && decodesToWords(body) && !PASS_NAME.test(m[0]))) continue;
    if (row.validate === "github-crc32") {
      if (!githubChecksumOk(body) && isPlaceholder(body.slice(keep))) continue;
    } else if (row.validate === "mixed-case") {
      if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || !/[0-9]/.test(body) || isPlaceholder(body)) continue;
    } else if (row.validate === "assigned-value") {
      // `"token":"…","next_key":` — a quoted word followed by a colon is the next key, not a value.
      if (!isAssignedSecret(body, m[0]) || /^["'`][^\S\n]*:/.test(text.slice(end, end + 8))) continue;
    } else if (row.validate === "url-password") {
      if (!isUrlPassword(body, m[0], text.slice(end + 1, end + 40))) continue;
    } else if (row.validate === "token-value") {
      if (body.length < 16 || distinct(body) < 10 || isPlaceholder(body)) continue;
    } else if (row.validate === "vendor-value") {
      if (!vendorValue(body, m[0])) continue;
    } else if (row.validate === "mixed-letters") {
      if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || isPlaceholder(body.slice(keep))) continue;
    } else if (!row.exact && isPlaceholder(body.slice(keep))) {
      continue;
    }
    if (row.random && looksTyped(body.slice(keep))) continue;
    out.push({ id: row.id, why: row.why, kind: row.kind, start, end, keep });
  }
}

// ---- a vendor's own format overrides a name-only row ----

const OWNS = new WeakMap<SecretRow, RegExp | null>();
function ownsRe(row: SecretRow): RegExp | null {
  let re = OWNS.get(row);
  if (re === undefined) {
    try {
      re = row.owns ? new RegExp(row.owns, "gi") : null;
    } catch {
      re = null;
    }
    OWNS.set(row, re);
  }
  return re;
}

/** The whole value is in the owning row's format. */
function inOwnFormat(row: SecretRow, value: string): boolean {
  const m = matchOf(row);
  if (m.body !== undefined && m.regex === undefined && !m.parts) {
    const pre = m.prefix === undefined ? "" : words(typeof m.prefix === "string" ? [m.prefix] : m.prefix);
    return new RegExp(`^${pre}(?:${m.body})$`).test(value);
  }
  const re = rowPattern(row);
  if (!re) return true;
  const hit = new RegExp(re.source, re.flags.replace("g", "")).exec(value);
  return !!hit && (hit[0] === value || hit[1] === value);
}

/**
 * A name-only finding (`meraki_token = …`) whose name a vendor row owns, and whose value is not in
 * that vendor's format: the vendor issues no such credential, so it is not one.
 */
function ownedElsewhere(rows: readonly SecretRow[], text: string, f: Finding): boolean {
  const line = text.slice(Math.max(0, f.start - 64), f.start);
  const name = line.slice(line.lastIndexOf("\n") + 1);
  const value = text.slice(f.start, f.end);
  const owners = rows.filter((r) => r.owns && namesValue(ownsRe(r), name));
  return owners.length > 0 && !owners.some((r) => inOwnFormat(r, value));
}

/** The rest of a name after the owned part, then the operator: `_API_KEY = "`, `-token: `, `Key => '`. */
const NAME_TAIL = /^[\w.-]{0,32}["'`]?[^\S\n]*(?:[:?.]{0,3}=>?|:|,)?[^\S\n]*["'`]?$/;

/** The owned name is the name the value is assigned to, not a word earlier on the line. */
function namesValue(re: RegExp | null, name: string): boolean {
  if (!re) return false;
  const g = globalOf(re);
  for (let m = g.exec(name); m; m = g.exec(name)) {
    if (m[0].length === 0) stepPastEmpty(g, name);
    else if (NAME_TAIL.test(name.slice(m.index + m[0].length))) return true;
  }
  return false;
}

// ---- built-in detectors -----------------------------------------------------------------------

const PEM_BEGIN = /-----BEGIN ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY( BLOCK)?-----/g;
const PEM_BODY_CHAR = /[A-Za-z0-9+/=\s\\:,-]/;

function pemFindings(row: SecretRow, text: string, out: Finding[]): void {
  const re = globalOf(PEM_BEGIN);
  // The next END marker, searched forward only (starts only grow), so many BEGINs stay linear.
  let nextEnd = -2;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let start = m.index + m[0].length;
    if (nextEnd !== -1 && nextEnd < start) nextEnd = text.indexOf("-----END ", start);
    const endMark = nextEnd;
    let end = endMark >= 0 && endMark - start < 64_000 ? endMark : -1;
    if (end < 0) {
      // A truncated paste: the body runs as far as base64 does.
      end = start;
      while (end < text.length && end - start < 64_000 && PEM_BODY_CHAR.test(text[end] as string)) end++;
    }
    // Keep the line breaks (real or JSON-escaped) around the body outside the masked span.
    const lead = /^(?:\s|\\r|\\n){0,32}/.exec(text.slice(start, Math.min(end, start + 32)))?.[0].length ?? 0;
    start += lead;
    let e = end;
    while (e > start && /\s/.test(text[e - 1] as string)) e--;
    while (e - 2 >= start && (text.slice(e - 2, e) === "\\n" || text.slice(e - 2, e) === "\\r")) {
      e -= 2;
      while (e > start && /\s/.test(text[e - 1] as string)) e--;
    }
    const body = text.slice(start, e);
    if ((body.match(/[A-Za-z0-9+/]/g)?.length ?? 0) < 40 || body.includes(MASK)) continue;
    out.push({ id: row.id, why: row.why, kind: row.kind, start, end: e, keep: 0 });
    re.lastIndex = Math.max(re.lastIndex, e);
  }
}

const HEX64 = /(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])/g;
const HASH_WORD = new RegExp(
  [
    "\\b(?:tx|txn|txid|txhash|tx_hash|hash|hashes|blockhash|[a-z]{1,24}hash|(?:state|receipts|transactions|withdrawals)root",
    "|block|transaction|digest|sha-?256|sha3|keccak(?:256)?|topics?|slot|root|commit|checksum|merkle|receipt",
    "|signature|sig|nonce|salt|event|log)\\b",
    "|交易|哈希|区块|區塊|散列|签名|ハッシュ|トランザクション|ブロック|署名",
  ].join(""),
  "gi",
);
const KEY_WORD = new RegExp(
  [
    "\\b(?:private|priv|secret|privkey|private_key|privatekey|pk|key|wallet|metamask)\\b",
    "|私钥|私鑰|秘钥|密钥|密鑰|秘密鍵|プライベートキー|钱包|錢包|ウォレット",
  ].join(""),
  "gi",
);

function evmFindings(row: SecretRow, text: string, out: Finding[], limit: number): void {
  const re = globalOf(HEX64);
  for (let m = re.exec(text); m && out.length < limit; m = re.exec(text)) {
    const hex = m[0].startsWith("0x") ? m[0].slice(2) : m[0];
    if (distinct(hex.toLowerCase()) < 8 || isPlaceholder(hex)) continue;
    const near = text.slice(Math.max(0, m.index - 60), m.index);
    const before = near.slice(near.lastIndexOf("\n") + 1);
    const hash = lastHit(HASH_WORD, before);
    const key = lastHit(KEY_WORD, before);
    // A URL path like /tx/0x… is a hash; a bare 64-hex needs a key word (it is usually a sha256).
    if (/\/(?:tx|block|txs|transaction)\/$/i.test(before)) continue;
    const isKey = m[0].startsWith("0x") ? hash < 0 || key > hash : key >= 0 && key > hash;
    if (!isKey) continue;
    const keep = m[0].startsWith("0x") ? 2 : 0;
    out.push({ id: row.id, why: row.why, kind: row.kind, start: m.index, end: m.index + m[0].length, keep });
  }
}

function solanaArrayFindings(row: SecretRow, text: string, out: Finding[]): void {
  let from = 0;
  for (;;) {
    const open = text.indexOf("[", from);
    if (open < 0) return;
    from = open + 1;
    let i = open + 1;
    const values: number[] = [];
    while (values.length < 65) {
      while (i < text.length && /[\s]/.test(text[i] as string)) i++;
      let j = i;
      while (j < text.length && j - i < 4 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      if (j === i || j - i > 3) break;
      const v = Number(text.slice(i, j));
      if (v > 255) break;
      values.push(v);
      i = j;
      while (i < text.length && /[\s]/.test(text[i] as string)) i++;
      if (text[i] === ",") i++;
      else break;
    }
    // 64 bytes in a JSON array is a keypair; one whose bytes repeat (a test key, a zeroed buffer)
    // counts when a key word stands just before it.
    if (values.length === 64 && text[i] === "]" && (new Set(values).size >= 16 || lastHit(B58_KEY, text.slice(Math.max(0, open - 80), open)) >= 0)) {
      out.push({ id: row.id, why: row.why, kind: row.kind, start: open, end: i + 1, keep: 0 });
      from = i + 1;
    }
  }
}

const B58RUN = /(?<![1-9A-HJ-NP-Za-km-z])(?:[1-9A-HJ-NP-Za-km-z]{51,52}|[1-9A-HJ-NP-Za-km-z]{86,88})(?![1-9A-HJ-NP-Za-km-z])/g;
const B58_KEY = /private|priv|secret|\bkey\b|keypair|wif|wallet|私钥|私鑰|密钥|秘钥|秘密鍵|钱包|ウォレット/gi;
const B58_NOT = /signature|\bsig\b|\btx\b|txid|transaction|hash|address|addr|pubkey|public|交易|签名|簽名|地址|公钥|署名|アドレス|公開鍵/gi;

function base58Findings(row: SecretRow, text: string, out: Finding[], limit: number): void {
  const re = globalOf(B58RUN);
  for (let m = re.exec(text); m && out.length < limit; m = re.exec(text)) {
    const s = m[0];
    if (isPlaceholder(s) || distinct(s) < 20) continue;
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    const key = lastHit(B58_KEY, before);
    const not = lastHit(B58_NOT, before);
    const keyed = key >= 0 && key > not;
    if (s.length <= 52) {
      if (!/^[5KLc]/.test(s)) continue;
      if (!isWif(s) && !keyed) continue;
    } else {
      if (!keyed) continue;
      const raw = base58Decode(s);
      if (raw?.length !== 64) continue;
    }
    out.push({ id: row.id, why: row.why, kind: row.kind, start: m.index, end: m.index + s.length, keep: 0 });
  }
}

function detectorFindings(name: DetectorName, row: SecretRow, text: string, out: Finding[], limit: number): void {
  switch (name) {
    case "pem-private-key":
      pemFindings(row, text, out);
      return;
    case "evm-private-key":
      evmFindings(row, text, out, limit);
      return;
    case "solana-keypair":
      solanaArrayFindings(row, text, out);
      return;
    case "base58-secret":
      base58Findings(row, text, out, limit);
      return;
    case "seed-phrase":
      for (const s of findSeedPhrases(text)) out.push({ id: row.id, why: row.why, kind: row.kind, ...s, keep: 0 });
  }
}

/** A Secret's data value whose decoded text another row finds a credential in, as the whole value. */
function k8sFindings(row: SecretRow, text: string, rows: readonly SecretRow[], out: Finding[]): void {
  const others = rows.filter((r) => matchOf(r).detector !== "k8s-secret-data");
  for (const v of secretDataValues(text)) {
    if (v.documented) continue;
    const hit = scan(`${v.name}: ${v.decoded}`, others, { limit: 1 })[0];
    if (hit) out.push({ id: row.id, why: `${row.why}: ${hit.why}`, kind: hit.kind, start: v.start, end: v.end, keep: 0 });
  }
}

// ---- scan and mask ------------------------------------------------------------------------------

export interface ScanOptions {
  maxScan?: number;
  /** Findings kept per row at most (a verdict that only needs to know "any" asks for few). */
  limit?: number;
  /** Only these rows (by id); default all. */
  only?: (row: SecretRow) => boolean;
}

/** Every credential in `text`, earliest first, without overlaps (the first table row wins a tie). */
export function findSecrets(text: string, rows: readonly SecretRow[], opts: ScanOptions = {}): Finding[] {
  const found = findAll(text, rows, opts);
  // A documented example Secret's value (kubernetes.io's) is public, read raw or decoded.
  const docs = found.length ? secretDataValues(text).filter((v) => v.documented) : [];
  return docs.length ? found.filter((f) => !docs.some((d) => f.start < d.end && d.start < f.end)) : found;
}

function findAll(text: string, rows: readonly SecretRow[], opts: ScanOptions): Finding[] {
  const cap = opts.maxScan ?? DEFAULT_MAX_SCAN;
  const scanned = text.length > cap ? text.slice(0, cap) : text;
  const found = scan(scanned, rows, opts);
  // A key wrapped over lines or escaped inside a JSON string / URL: read again, joined and decoded.
  const view = viewOf(scanned);
  if (!view) return found;
  const extra: Finding[] = [];
  const again: Finding[] = [];
  for (const [from, to] of spots(view)) {
    // A stretch starts and ends at a token boundary, so no key is cut at its edges.
    let a = from;
    while (a > 0 && /[A-Za-z0-9+/=_-]/.test(view.text[a - 1] as string) && from - a < 400) a--;
    let b = to;
    while (b < view.text.length && /[A-Za-z0-9+/=_-]/.test(view.text[b] as string) && b - to < 400) b++;
    for (const g of scan(view.text.slice(a, b), rows, opts)) again.push({ ...g, start: g.start + a, end: g.end + a });
  }
  for (const g of again) {
    const cut = rejoinedEnd(view, g.start, g.end);
    if (cut === undefined) continue;
    const [start, end] = originalSpan(view, scanned, g.start, cut);
    extra.push({ ...g, start, end, keep: Math.max(0, Math.min(g.keep, (view.map[g.start + g.keep] ?? end) - start)) });
  }
  if (!extra.length) return found;
  // A rejoined finding covers what the first reading saw of the same key.
  const merged = [...extra];
  for (const f of found) {
    const g = merged.find((x) => x.start < f.end && f.start < x.end);
    if (!g) merged.push(f);
    else {
      g.start = Math.min(g.start, f.start);
      g.end = Math.max(g.end, f.end);
    }
  }
  return merged.sort((a, b) => a.start - b.start);
}

/** Past this many chars, the rows' keywords are looked up in one pass instead of one `includes` each. */
const BIG_TEXT = 65_536;
const KEYWORDS_AT = new WeakMap<readonly SecretRow[], RegExp | null>();

/**
 * Which keywords the (lower-cased) text holds. A short text asks `includes` per keyword; a big one
 * is read once by a lookahead over every keyword of the table (longest first), which records the
 * longest keyword starting at each position: a keyword is present iff one recorded starts with it.
 */
function keywordTest(rows: readonly SecretRow[], low: () => string, size: number): (k: string) => boolean {
  let re = size >= BIG_TEXT ? KEYWORDS_AT.get(rows) : null;
  if (re === undefined) {
    const all = new Set<string>();
    for (const r of rows) for (const k of rowKeywords(r) ?? []) if (k) all.add(k.toLowerCase());
    re = all.size ? new RegExp(`(?=(${words([...all])}))`, "g") : null;
    KEYWORDS_AT.set(rows, re);
  }
  if (!re) return (k) => low().includes(k.toLowerCase());
  const text = low();
  const seen = new Set<string>();
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    seen.add(m[1] as string);
    re.lastIndex = m.index + 1;
  }
  const starts = [...seen];
  return (k) => {
    const kl = k.toLowerCase();
    return seen.has(kl) || starts.some((s) => s.startsWith(kl));
  };
}

/** The findings of one reading of the text, earliest first, without overlaps. */
function scan(scanned: string, rows: readonly SecretRow[], opts: ScanOptions): Finding[] {
  const all: Array<Finding & { order: number }> = [];
  // No run of 16 token characters: no API key, token or private key can be in the text.
  const longToken = /[A-Za-z0-9_+/=.~%-]{16}/.test(scanned);
  let lower: string | undefined;
  let has: ((k: string) => boolean) | undefined;
  rows.forEach((row, order) => {
    const { detector, vendor, prefix } = matchOf(row);
    if (!longToken && !row.short && !detector && !vendor) return;
    if (!longToken && !row.short && (detector === "evm-private-key" || detector === "base58-secret" || detector === "pem-private-key")) return;
    if (opts.only && !opts.only(row)) return;
    const keywords = rowKeywords(row);
    if (keywords) {
      has ??= keywordTest(rows, () => (lower ??= scanned.toLowerCase()), scanned.length);
      if (!keywords.some(has)) return;
    }
    const found: Finding[] = [];
    try {
      const limit = opts.limit ?? Infinity;
      if (detector === "k8s-secret-data") k8sFindings(row, scanned, rows, found);
      else if (detector) detectorFindings(detector, row, scanned, found, limit);
      else {
        const re = rowPattern(row);
        // A row with no match that compiles (a typo, a row in an old shape) finds nothing: say so.
        if (!re) throw new Error("its match has no pattern that compiles");
        const hint = prefix === undefined && literalHint(re);
        // Cheap gates first: a literal every match needs, and a required key word anywhere.
        if ((!hint || scanned.includes(hint)) && (!row.near || globalOf(row.near).test(scanned))) regexFindings(row, re, scanned, found, limit);
      }
    } catch (err) {
      // A broken user row must not take the other rows down; check() reports it.
      fault(`secret:${row.id}`, err);
    }
    for (const f of found) if (!row.generic || !ownedElsewhere(rows, scanned, f)) all.push({ ...f, order });
  });
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.order - b.order);
  const out: Finding[] = [];
  let lastEnd = -1;
  for (const f of all) {
    if (f.start < lastEnd) {
      // Overlap: a private-key finding beats a key finding that covers the same text.
      // A key with a vendor prefix (kept visible: `sk-or-v1-` + hex) stays that vendor's key.
      const prev = out[out.length - 1];
      const vendor = prev !== undefined && prev.keep > 0 && prev.start < f.start;
      if (prev && !vendor && f.kind === "private" && prev.kind === "key" && f.end >= prev.end) {
        out[out.length - 1] = { id: f.id, why: f.why, kind: f.kind, start: Math.min(prev.start, f.start), end: f.end, keep: 0 };
        lastEnd = f.end;
      }
      continue;
    }
    out.push({ id: f.id, why: f.why, kind: f.kind, start: f.start, end: f.end, keep: f.keep });
    lastEnd = f.end;
  }
  return out;
}

/** `text` with each finding replaced by its kept prefix and [redacted]. */
function applyMask(text: string, findings: readonly Finding[]): string {
  let out = "";
  let at = 0;
  for (const f of findings) {
    out += text.slice(at, f.start) + text.slice(f.start, f.start + f.keep) + MASK;
    at = f.end;
  }
  return out + text.slice(at);
}

export function maskSecrets(text: string, rows: readonly SecretRow[], opts: ScanOptions = {}): { text: string; findings: Finding[] } {
  const findings = findSecrets(text, rows, opts);
  return { text: findings.length ? applyMask(text, findings) : text, findings };
}

/** A short, safe label of a finding for a reason: its family and its masked prefix. */
export function describe(text: string, f: Finding): string {
  const prefix = text.slice(f.start, f.start + Math.min(f.keep, 8));
  return prefix ? `${f.why} ${prefix}${MASK}` : f.why;
}
