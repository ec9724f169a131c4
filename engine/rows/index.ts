// One row shape for every table of every guard, and the one vetter that checks a table.
// A row: { id, why, match, keywords?, examples: { block, allow } }. `match` differs per table
// (a regex, a detector name, a tag sequence…), so each table declares its own subtype with
// `Row<M>`; everything else — ids, reasons, pre-filter keywords, examples — has one shape.

/** Examples every row carries: `block` must fire THIS row, `allow` must pass the whole guard. */
interface Examples {
  readonly block: readonly string[];
  readonly allow: readonly string[];
}

export interface Row<M = unknown> {
  /** Stable id, `<family>.<name>` (`secret.openai-key`, `rm.root-or-home`, `claim.en.published`). */
  readonly id: string;
  /** The reason a block gives, 3–12 words. */
  readonly why: string;
  /** What the row matches; the table's subtype says what this is. */
  readonly match: M;
  /**
   * The only pre-filter: the row is tried only when the (lower-cased) text contains one of these.
   * Absent: the row's literal prefix when it has one (literalHint), else the row always runs.
   */
  readonly keywords?: readonly string[];
  readonly examples: Examples;
}

/**
 * How a guard tells the vetter what its rows do: `fires(row, text)` — does this row alone match
 * the example; `blocks(text)` — does the whole guard (all tables, as configured) block it;
 * `compiles(row)` — an error message when the row's match is broken (a regex that does not
 * compile, an unknown detector), else undefined; `allows(row, text)` — what is wrong with an allow
 * example for this row itself, else undefined (an exemption row must be what lets it through).
 */
export interface Vetting<R extends Row> {
  readonly table: string;
  readonly fires: (row: R, text: string) => boolean;
  readonly blocks?: (text: string) => boolean;
  readonly compiles?: (row: R) => string | undefined;
  readonly allows?: (row: R, text: string) => string | undefined;
}

/** Every problem of a table, as lines a selftest prints (`TABLE id: problem`). Never throws. */
export function vetRows<R extends Row>(rows: readonly R[], v: Vetting<R>): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const where = `${v.table} ${typeof row?.id === "string" && row.id ? row.id : `row ${i + 1}`}`;
    if (!row || typeof row !== "object") {
      problems.push(`${where}: not a row object`);
      continue;
    }
    if (typeof row.id !== "string" || !row.id) problems.push(`${where}: missing id`);
    else if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    else ids.add(row.id);
    if (typeof row.why !== "string" || !row.why.trim()) problems.push(`${where}: missing why`);
    if (row.keywords !== undefined && (!Array.isArray(row.keywords) || !row.keywords.every((k) => typeof k === "string" && k.trim() !== "")))
      problems.push(`${where}: keywords must be a list of words (as written, the row runs on every text)`);
    const broken = guard(
      () => v.compiles?.(row),
      (e) => `does not compile: ${e}`,
    );
    if (broken) {
      problems.push(`${where}: ${broken}`);
      continue;
    }
    const ex = row.examples;
    if (!ex || !Array.isArray(ex.block) || !Array.isArray(ex.allow)) {
      problems.push(`${where}: examples need block and allow lists`);
      continue;
    }
    if (ex.block.length === 0) problems.push(`${where}: no block example`);
    for (const text of ex.block) {
      const fired = guard(
        () => (v.fires(row, text) ? undefined : "no"),
        (e) => `threw ${e}`,
      );
      if (fired) problems.push(`${where}: block example does not fire this row${fired === "no" ? "" : ` (${fired})`}: ${clip(text)}`);
      if (row.keywords && !holdsKeyword(row.keywords, text.toLowerCase()))
        problems.push(`${where}: block example holds none of the row's keywords: ${clip(text)}`);
    }
    for (const text of ex.allow) {
      const bad = guard(
        () => (v.blocks?.(text) ? "yes" : undefined),
        (e) => `threw ${e}`,
      );
      if (bad) problems.push(`${where}: allow example is blocked by the guard${bad === "yes" ? "" : ` (${bad})`}: ${clip(text)}`);
      const wrong = bad
        ? undefined
        : guard(
            () => v.allows?.(row, text),
            (e) => `threw ${e}`,
          );
      if (wrong) problems.push(`${where}: allow example ${wrong}: ${clip(text)}`);
    }
  }
  return problems;
}

/**
 * The one pre-filter test: the text, already lower-cased by the caller (once per text, not per
 * row), holds one of a row's keywords (keywords are compared lower-cased). A space in a keyword
 * stands for any run of white space, as the `\s` of the rows' patterns does: "lined up" is held
 * by "lined  up", "lined\u00a0up" and "lined\tup", "po 好" by "po\u3000好".
 */
export function holdsKeyword(keywords: readonly string[], lowered: string): boolean {
  // Not a list (a user's `keywords: "publish"`): no pre-filter, the row runs; vetRows names it.
  if (!Array.isArray(keywords)) return true;
  if (keywords.some((k) => lowered.includes(String(k).toLowerCase()))) return true;
  if (!keywords.some((k) => String(k).includes(" "))) return false;
  const spaced = singleSpaced(lowered);
  return spaced !== lowered && keywords.some((k) => spaced.includes(String(k).toLowerCase().replace(/\s+/g, " ")));
}

const ODD_SPACE = /[^\S ]| {2}/;
let lastText = "";
let lastSpaced = "";

/** The text with every run of white space as one space; the last answer is kept (rows ask in turn). */
function singleSpaced(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastSpaced = ODD_SPACE.test(text) ? text.replace(/\s+/g, " ") : text;
  }
  return lastSpaced;
}

function guard(f: () => string | undefined, onError: (e: string) => string): string | undefined {
  try {
    return f();
  } catch (e) {
    return onError(e instanceof Error ? e.message : String(e));
  }
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, " ");
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

// ---- composing regexes from named parts ----------------------------------------------------

/** Escape a literal for use inside a RegExp source. */
function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** An alternation of literal words (longest first, so `post` never shadows `posted`). */
export function words(list: readonly string[]): string {
  return `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|")})`;
}

/**
 * A token with a vendor prefix: not glued to a preceding token character, the prefix, then the
 * body (a RegExp source), captured as group 1, and not followed by another body character.
 * `bodyChars` is the class the body is drawn from (default base62 plus `_-`).
 */
export function token(prefix: string | readonly string[], body: string, bodyChars = "A-Za-z0-9_-"): RegExp {
  const list = typeof prefix === "string" ? [prefix] : prefix;
  // A long prefix ending in a separator (`tskey-`, `pscale_tkn_`) is found after a digit too
  // (`0tskey-…`); a letter before it makes another word.
  const glued = list.filter((p) => p.length >= 5 && /[-_.~]$/.test(p));
  const rest = list.filter((p) => !glued.includes(p));
  const lead = [...(glued.length ? [`(?<![A-Za-z])${words(glued)}`] : []), ...(rest.length ? [`(?<![${bodyChars}])${words(rest)}`] : [])];
  return new RegExp(`(?:${lead.join("|")})(${body})(?![${bodyChars}])`);
}

/**
 * A composed RegExp built on its first use. `new RegExp(…)` at a module's top level parses its
 * pattern on every cold run, used or not (21 of them cost security_guard ~0.3 ms per start).
 */
export function onFirstUse(make: () => RegExp): () => RegExp {
  let re: RegExp | undefined;
  return () => (re ??= make());
}
