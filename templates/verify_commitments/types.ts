// Row shapes of the verify_commitments phrase tables (type-only: tables.ts stays data).
import type { TagSpec } from "../../engine/prose";
import type { Row } from "../../engine/rows/index";
type Lang = "en" | "zh" | "ja";

/** A pattern: a RegExp literal, or its source and flags (rx() in the tables), compiled on first use. */
export interface Pattern {
  readonly source: string;
  readonly flags: string;
}

/**
 * A PROMISES, CUES or NOT_PROMISES row: the Row shape of engine/rows whose match is a pattern, with
 * `keywords` as its optional pre-filter (a text holding none of them, lower-cased, is never tried).
 */
export interface PhraseRow extends Row<Pattern> {
  /** Stable id, e.g. "promise.en.notify"; block verdicts carry the promise row's id as their rule. */
  readonly id: string;
  readonly lang: Lang;
  /** PROMISES: "subject" = the match is tried right after EN_SUBJECT (or an EN_AND after it), anchored with ^. */
  readonly after?: "subject";
  /** CUES: "time" | "condition". NOT_PROMISES: offer, immediate, cannot, reported, past, mechanism, delivery, user-turn. */
  readonly kind?: string;
  /**
   * NOT_PROMISES: where the match must be, relative to the promise ("answer": in its sentence, when
   * the sentence before it is a question). CUES: "heading" = the match reads the lead-in line of a
   * list ("## Next steps"), and the list's items take the cue.
   */
  readonly scope?: "sentence" | "before" | "after" | "reply" | "cue" | "answer" | "heading";
}

/** A TAG_PROMISES row: the Row shape of engine/rows whose match is a rule over lexicon tags (engine/prose TagSpec). */
export type TagRow = Row<TagSpec>;

/** EN_SUBJECT: the Row shape of engine/rows whose match is a pattern, with `keywords` as its pre-filter. */
export type SubjectRow = Row<Pattern>;
