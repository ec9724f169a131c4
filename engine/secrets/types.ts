// Shapes shared by the secret detector and the tables that feed it. The detector knows no guard:
// a guard passes its own rows (templates/<guard>/tables.ts) and decides what a finding means.
import type { Row } from "../rows";

/** Built-in detectors for formats a single regex cannot judge (checksums, context, structure). */
export type DetectorName =
  | "pem-private-key"
  | "evm-private-key"
  | "seed-phrase"
  | "solana-keypair"
  | "base58-secret"
  /** A Kubernetes Secret's base64 `data:` values, decoded and read by the other rows. */
  | "k8s-secret-data";

/** Extra checks on a regex match's secret body. */
type ValidatorName =
  /** GitHub ghp_/gho_/ghu_/ghs_/ghr_: CRC32 of the body in its last 6 base62 chars (a pass skips the entropy test). */
  | "github-crc32"
  /** Upper, lower and digit all present (AWS secret keys, Azure secrets vs hex digests). */
  | "mixed-case"
  /** A human-chosen password or high-entropy value, not a type name, variable or placeholder. */
  | "assigned-value"
  /** A password inside a URL (user:pass@host), not a stand-in like `password` or `${PASS}`. */
  | "url-password"
  /** An opaque token (Bearer / Basic): long enough and varied, not a placeholder. */
  | "token-value"
  /** A vendor row's value: varied, not a placeholder; a short or digits-only one needs a secret word in its name. */
  | "vendor-value"
  /** Upper- and lower-case letters both present (Hugging Face tokens vs snake_case words). */
  | "mixed-letters";

/**
 * What a secret row matches — one of four shapes:
 * - `{ regex }`: a RegExp or its source (global flag added; a string is compiled with `i`).
 *   Capture group 1, when present, is the secret body and must end where the match ends;
 *   otherwise the whole match is the secret. `{ parts, flags? }`: the same, its source written as
 *   parts joined in order (one reviewable line each), compiled on the first scan that needs it.
 * - `{ prefix, body, chars? }`: a vendor prefix (or several) and the body after it (a RegExp
 *   source, no capture groups), matched as one token not glued to a token character (`chars`,
 *   default `A-Za-z0-9_-`) on either side (engine/rows `token()`); the prefix stays visible when masked.
 * - `{ vendor, body }`: a random-string format: `body` as the value assigned to a name that holds
 *   one of the vendor names (`jfrogToken = "…"`, `<confluentSecret>…`, `SONAR_LOGIN: …`).
 * - `{ detector }`: a built-in check (checksums, context, structure).
 */
type SecretMatch =
  | { readonly regex: RegExp | string }
  | { readonly parts: readonly string[]; readonly flags?: string }
  | { readonly prefix: string | readonly string[]; readonly body: string; readonly chars?: string }
  | { readonly vendor: readonly string[]; readonly body: string }
  | { readonly detector: DetectorName };

/** Every field a match may hold, for code that reads whichever shape a row has. */
export interface MatchFields {
  readonly regex?: RegExp | string;
  readonly parts?: readonly string[];
  readonly flags?: string;
  readonly prefix?: string | readonly string[];
  readonly body?: string;
  readonly chars?: string;
  readonly vendor?: readonly string[];
  readonly detector?: DetectorName;
}

/** A row's match read as fields (a user row may have none: the vetter says so). */
export function matchOf(row: SecretRow): MatchFields {
  const m: unknown = row.match;
  return m && typeof m === "object" ? m : {};
}

/** A SECRET_PATTERNS row: the one row shape (engine/rows) with what a secret finding needs. */
export interface SecretRow extends Row<SecretMatch> {
  /**
   * "private": a key that controls funds or machines outright (seed phrase, private key): message
   * tools and outbound pushes block it. "key": an API key or password: masked there.
   */
  readonly kind: "key" | "private";
  /** Characters of the secret kept visible when masking (a recognisable prefix). Default 0. */
  readonly keep?: number;
  /** The match counts only when this regex matches within `window` chars before it (key words). */
  readonly near?: RegExp;
  /** The match does not count when this regex matches just before it (tx hash, signature…). */
  readonly notNear?: RegExp;
  /** Chars before the match searched by near / notNear. Default 80. */
  readonly window?: number;
  readonly validate?: ValidatorName;
  /**
   * The secret can be shorter than 16 token characters (passwords, URL passwords). Rows without
   * it are skipped on texts that hold no run of 16 token characters at all (most chat messages).
   */
  readonly short?: boolean;
  /** Skip the placeholder / low-entropy test (formats whose body is fixed by a checksum). */
  readonly exact?: boolean;
  /**
   * The vendor's format is plain random (no checksum, no structure): a body with a typed run of 11
   * or more in order, one character six times running, or under 6 distinct ones is a stand-in.
   */
  readonly random?: boolean;
  /**
   * A name this row's format owns (a regex source, matched in any case): the vendor issues only
   * this format under that name, so a value assigned to it in another shape (`meraki_token =` a
   * 67-char string) is not a credential by a name-only row (`generic`).
   */
  readonly owns?: string;
  /** The row finds a value by the name it is assigned to only (no format): a vendor's `owns` overrides it. */
  readonly generic?: boolean;
}

export interface Finding {
  id: string;
  why: string;
  kind: "key" | "private";
  /** The secret span in the scanned text. */
  start: number;
  end: number;
  /** Chars of the span kept visible when masked. */
  keep: number;
}
