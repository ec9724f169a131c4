// Shapes shared by the secret detector and the tables that feed it. The detector knows no guard:
// a guard passes its own rows (templates/<guard>/tables.ts) and decides what a finding means.

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

export interface SecretRow {
  /** Rule id, e.g. "secret.openai-key". */
  id: string;
  /** What it is, in a few words ("OpenAI API key"): used in reasons and warnings. */
  why: string;
  /**
   * "private": a key that controls funds or machines outright (seed phrase, private key): message
   * tools and outbound pushes block it. "key": an API key or password: masked there.
   */
  kind: "key" | "private";
  /** A regex, or its source as a string (global flag added if missing; a string is compiled with `i`). Capture group 1, when present, is the secret body
   *  and must end where the match ends; otherwise the whole match is the secret. */
  regex?: RegExp | string;
  /**
   * A vendor prefix (or several) instead of a regex: the row matches `prefix` + `body`, not glued to
   * a token character on either side (engine/rows `token()`); the prefix stays visible when masked.
   */
  prefix?: string | readonly string[];
  /** The body after `prefix`, or the value after a `vendor` name: a RegExp source (no capture groups). */
  body?: string;
  /** Characters a `prefix` row's token is drawn from (its boundary). Default `A-Za-z0-9_-`. */
  chars?: string;
  /**
   * Vendor names for a random-string format: the row matches `body` as the value assigned to a
   * name that holds one of them (`jfrogToken = "…"`, `<confluentSecret>…`, `SONAR_LOGIN: …`).
   */
  vendor?: readonly string[];
  /**
   * The pre-filter: the row is tried only when the lower-cased text holds one of these. Default:
   * a `vendor` row's names, a `prefix` row's prefixes; a regex row's literal prefix (literalHint).
   */
  keywords?: readonly string[];
  /** A built-in detector instead of a regex. */
  detector?: DetectorName;
  /** Characters of the secret kept visible when masking (a recognisable prefix). Default 0. */
  keep?: number;
  /** The match counts only when this regex matches within `window` chars before it (key words). */
  near?: RegExp;
  /** The match does not count when this regex matches just before it (tx hash, signature…). */
  notNear?: RegExp;
  /** Chars before the match searched by near / notNear. Default 80. */
  window?: number;
  validate?: ValidatorName;
  /**
   * The secret can be shorter than 16 token characters (passwords, URL passwords). Rows without
   * it are skipped on texts that hold no run of 16 token characters at all (most chat messages).
   */
  short?: boolean;
  /** Skip the placeholder / low-entropy test (formats whose body is fixed by a checksum). */
  exact?: boolean;
  /**
   * The vendor's format is plain random (no checksum, no structure): a body with a typed run of 11
   * or more in order, one character six times running, or under 6 distinct ones is a stand-in.
   */
  random?: boolean;
  examples: { block: readonly string[]; allow: readonly string[] };
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
