// verify_commitments handler: an on_stop gate on "I'll let you know when …" promises that nothing
// registered will keep. Detection reads the reply's prose (code, tables, quotes blanked), sentence
// by sentence; the world (tools this turn, scheduler registry, subagent runs) is read only when a
// promise was found, so the common path touches no file.
import { blockStatePath, claimBlock } from "../../engine/blocks";
import { envNumber, envString } from "../../engine/config";
import {
  asMandarin,
  asPlainEnglish,
  widenMarks,
  blankDrafts,
  type DraftReading,
  followedBy,
  isLetter,
  lexiconProblems,
  lexiconTags,
  matchTags,
  maskNonProse,
  mayHold,
  nearestSubject,
  scriptLangs,
  scriptsOf,
  sentences,
  type Tag,
  tagSentence,
} from "../../engine/prose";
import { hasRecentActiveJob, hasRecentRun } from "../../engine/registries";
import { holdsKeyword, vetRows } from "../../engine/rows";
import { stepPastEmpty } from "../../engine/rowregex";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "../../engine/types";
import * as T from "./tables";
import type { Pattern, PhraseRow, SubjectRow, TagRow } from "./types";

export const TAG = "[verify-commitments]";
/** Replies above this are scanned head + tail (promises sit near the end, summaries near the top). */
const MAX_SCAN = 40_000;
/** A "sentence" longer than this is a run-on list or a paste: only its head is matched. */
const MAX_SENTENCE = 800;
const _MAX_REGISTRY_BYTES = 4 * 1024 * 1024;

export type CueKind = "time" | "condition";

export interface Commitment {
  /** The PROMISES row that fired. */
  rule: string;
  kind: CueKind;
  /** Cue rows that matched in the promise's sentence. */
  cues: string[];
  /** The promise as written (original text of its sentence). */
  text: string;
}

export interface Detection {
  promise?: Commitment;
  /** The NOT_PROMISES row that turned the last promise-looking sentence into a non-promise. */
  exemptBy?: string;
}

// ---- detection -------------------------------------------------------------------------------

/** The phrase tables checkTables vets: the user's (tables.ts) or, in tests, a variant. */
export interface PhraseTables {
  PROMISES: readonly PhraseRow[];
  CUES: readonly PhraseRow[];
  NOT_PROMISES: readonly PhraseRow[];
}

const compiledPatterns = new Map<Pattern, RegExp>();
/** A table pattern as a RegExp: a literal as it is, rx() parts compiled on first use, once per process. */
function compiled(p: Pattern): RegExp {
  if (p instanceof RegExp) return p;
  let re = compiledPatterns.get(p);
  if (!re) {
    re = new RegExp(p.source, p.flags);
    compiledPatterns.set(p, re);
  }
  return re;
}

function exec(p: Pattern, text: string): RegExpExecArray | null {
  const re = compiled(p);
  re.lastIndex = 0; // a user may add the g flag
  return re.exec(text);
}

/** A row's match in `text`, after its keywords pre-filter (a row without keywords is always tried). */
function hit(row: PhraseRow, text: string): RegExpExecArray | null {
  if (row.keywords && !holdsKeyword(row.keywords, text.toLowerCase())) return null;
  return exec(row.match, text);
}

/** Blank every match of `p` in text (same length), so cue words inside it no longer count. */
function blankAll(p: Pattern, text: string): string {
  const re = compiled(p);
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
  return text.replace(g, (m) => " ".repeat(m.length));
}

/**
 * The clause the promise verb sits in, up to the verb: "You asked me to X, and I'll ping you" → "and I'll"; a dash
 * opens a clause too ("As for the SOL unlock you mentioned — I'll remind you tomorrow" → "I'll"), and so does a
 * bracket still open ("建议等解锁之后再买入（明天早上我再提醒你一下" → "明天早上我再").
 */
function clauseBefore(sentence: string, at: number): string {
  const head = sentence.slice(0, at);
  let cut = -1;
  for (const mark of ["，", ",", "；", ";", "、", " — ", " – ", " -- "]) {
    const i = head.lastIndexOf(mark);
    if (i >= 0) cut = Math.max(cut, i + mark.length - 1);
  }
  for (const [open, close] of [
    ["（", "）"],
    ["(", ")"],
  ] as const) {
    const i = head.lastIndexOf(open);
    if (i > cut && head.indexOf(close, i) < 0) cut = i;
  }
  return head.slice(cut + 1);
}

/**
 * The part of the sentence that holds [at, end), cut at a dash or a semicolon after it: "I'll check again tonight and
 * let you know — unless you'd prefer I stop here?" asks after the promise is made (a dash or semicolon before it does
 * not cut: "Sure — I'll ping you" is one offer or promise).
 */
function promiseClause(sentence: string, end: number): string {
  const cut = /\s[—–]\s|\s--\s|[;；]/.exec(sentence.slice(end));
  return cut ? sentence.slice(0, end + cut.index) : sentence;
}

/**
 * The offer row an offer question just before asks with, the sentence not naming the agent again: "要不要我设个提醒？CPI 公布前
 * 10 分钟 ping 你一下。" is what the offer would do. Read once per sentence (exemption() runs up to twice per candidate).
 */
let askedMemo: { sentence: string; prev: string | undefined; id: string | undefined } | undefined;
function offerAsked(sentence: string, prev: string | undefined): string | undefined {
  if (prev === undefined || !/[?？]\s*$/.test(prev)) return undefined;
  if (askedMemo?.sentence === sentence && askedMemo.prev === prev) return askedMemo.id;
  let id: string | undefined;
  if (!tagSentence(sentence, T.LEXICON, ["AGENT"]).length)
    id = (T.NOT_PROMISES as readonly PhraseRow[]).find((row) => row.kind === "offer" && row.scope === "sentence" && hit(row, prev) !== null)?.id;
  askedMemo = { sentence, prev, id };
  return id;
}

/** TAG_QUESTION compiled on first use (start-up: most replies hold no offer). */
let tagQuestion: RegExp | undefined;

function exemption(sentence: string, at: number, end: number, prev: string | undefined): string | undefined {
  const asked = offerAsked(sentence, prev);
  if (asked) return asked;
  let partial: boolean | undefined;
  for (const row of T.NOT_PROMISES as readonly PhraseRow[]) {
    let found: boolean;
    // (what a delivery right after the promise hands over is not read for a partial word: "I'll tell you what I'd do: cut
    // half, move the stop on the rest to breakeven" delivers it all)
    let upTo = sentence.length;
    switch (row.scope) {
      case "sentence": {
        const clause = promiseClause(sentence, end);
        const h = hit(row, row.kind === "offer" ? clause.replace((tagQuestion ??= new RegExp(T.TAG_QUESTION, "i")), "") : clause);
        // Told now, unless a time before it in its clause sets the telling later: "顺便提醒你一下，明天下午3点有周会" tells
        // now; "明天早上八点半我提醒你一下" promises.
        // (Japanese says what is told before the verb: "明日の10時から…があることをお知らせします" tells now.)
        found = h !== null && !(row.kind === "immediate" && row.lang !== "ja" && cuesIn(clauseBefore(clause, h.index), row.lang).kind === "time");
        break;
      }
      case "before":
        found = hit(row, clauseBefore(sentence, at)) !== null;
        break;
      case "after": {
        const h = hit(row, sentence.slice(end));
        found = h !== null;
        if (h) upTo = end + h.index + h[0].length;
        break;
      }
      case "answer":
        found = prev !== undefined && /[?？]\s*$/.test(prev) && hit(row, sentence) !== null;
        break;
      default:
        found = false;
    }
    // Delivering part now and promising the rest later still promises.
    if (
      found &&
      row.kind === "delivery" &&
      (upTo < sentence.length ? exec(T.PARTIAL_MARKERS, sentence.slice(0, upTo)) !== null : (partial ??= exec(T.PARTIAL_MARKERS, sentence) !== null))
    )
      found = false;
    if (found) return row.id;
  }
  return undefined;
}

/**
 * Cue rows of the promise's language (明日 is a cue in Chinese, but 明日の会議 is not one in Japanese).
 * `userTurn`: the user acts next, so a "deferred" row (get back to you / 等我消息: later by its own
 * wording) is no cue: "once you send the logs I'll get back to you" answers in the next turn.
 */
function cuesIn(text: string, lang: string, userTurn = false): { ids: string[]; kind?: CueKind; firstAt: number } {
  const ids: string[] = [];
  let kind: CueKind | undefined;
  let firstAt = Infinity;
  for (const row of T.CUES as readonly PhraseRow[]) {
    if (row.lang !== lang || row.scope === "heading") continue;
    if (userTurn && row.id.endsWith(".deferred")) continue;
    const m = hit(row, text);
    if (!m) continue;
    ids.push(row.id);
    firstAt = Math.min(firstAt, m.index);
    if (row.kind === "condition") kind = "condition";
    else kind ??= "time";
  }
  return kind ? { ids, kind, firstAt } : { ids, firstAt };
}

/**
 * A cue written in the other script than the row's language (CJK for "en", Latin for "zh" / "ja"): the lexicon's COND /
 * TIME tags, else a time or condition cue row of a language in that script whose words are in it ("I'll check in with you
 * 下周": cue.zh.time, one list of time words per language; "审核完 I'll update you": cue.zh.condition).
 */
function otherScriptCues(sentence: string, tags: Tag[], lang: string): { ids: string[]; kind: CueKind; firstAt: number } | undefined {
  const script = lang === "en" ? "cjk" : "latin";
  const other = tags.filter((t) => (t.tag === "COND" || t.tag === "TIME") && scriptsOf(sentence.slice(t.at, t.end))[script]);
  if (!other.length) {
    // (a condition's row too: "审核完 I'll update you", "部署好了 I'll let you know")
    for (const row of T.CUES as readonly PhraseRow[]) {
      if ((row.kind !== "time" && row.kind !== "condition") || row.scope === "heading" || (lang === "en" ? row.lang === "en" : row.lang !== "en")) continue;
      const m = hit(row, sentence);
      if (m && scriptsOf(m[0])[script]) return { ids: [row.id], kind: row.kind, firstAt: m.index };
    }
    return undefined;
  }
  const kind: CueKind = other.some((t) => t.tag === "COND") ? "condition" : "time";
  return { ids: [...new Set(other.map((t) => `tag.${t.tag.toLowerCase()}`))], kind, firstAt: Math.min(...other.map((t) => t.at)) };
}

/** A Chinese or Japanese sentence that is the notice alone: "我会告诉你的。", "お知らせしますね。" (no object, no time). */
function bareNotice(sentence: string, m: Span): boolean {
  return BARE_BEFORE.test(sentence.slice(0, m.index)) && BARE_AFTER.test(sentence.slice(m.end));
}
const BARE_BEFORE = /^\s*(?:我们|我們|我|私)?\s*(?:会|會|再|就|到时|到時)?\s*$/;
const BARE_AFTER = /^\s*(?:的|哦|喔|哈|啦|ね|よ|ので)?\s*[。！!.～~]*\s*$/;

/**
 * An English promise with no cue of its own may take a time cue from the sentence just before it on
 * the same line ("Let me rerun it over the next hour. I'll post the scores here."), unless that
 * sentence is an offer or hands the next step to the user, or the promise reads as said now
 * ("I'll tell you what I think", "I'll send you the invite now", "I'll share the schedule here: …").
 */
function carriedTime(prev: string, promise: string, rest: string): string[] {
  if (/(?:tell you|let (?:you|y['’]all|you all|everyone|the team) know)$/i.test(promise)) return [];
  if (/:|(?<![a-z0-9_])(?:now|right away)(?![a-z0-9_])/i.test(rest)) return [];
  for (const row of T.NOT_PROMISES as readonly PhraseRow[]) {
    if (row.lang === "en" && (row.kind === "offer" || row.scope === "cue") && hit(row, prev) !== null) return [];
  }
  const ids: string[] = [];
  for (const row of T.CUES as readonly PhraseRow[]) {
    if (row.lang === "en" && row.kind === "time" && row.scope !== "heading" && hit(row, prev) !== null) ids.push(row.id);
  }
  return ids;
}

const globals = new Map<Pattern, RegExp>();
/** A g-flagged twin of a table pattern (users may drop the flag), compiled once per process. */
function globalOf(p: Pattern): RegExp {
  let g = globals.get(p);
  if (!g) {
    const re = compiled(p);
    g = re.flags.includes("g") ? re : new RegExp(re.source, re.flags + "g");
    globals.set(p, g);
  }
  g.lastIndex = 0;
  return g;
}

interface Span {
  index: number;
  end: number;
}

/** The pattern's first hit at or after `from`. */
function hitFrom(p: Pattern, text: string, from: number): Span | undefined {
  const re = globalOf(p);
  re.lastIndex = from;
  const m = re.exec(text);
  return m && m[0].length > 0 ? { index: m.index, end: m.index + m[0].length } : undefined;
}

/** First-person future subjects ("I'll", "we will", "Will …") in a sentence. */
function subjectsIn(sentence: string): Span[] {
  const out: Span[] = [];
  const lower = sentence.toLowerCase();
  const keywords = T.EN_SUBJECT.keywords;
  if (keywords && !holdsKeyword(keywords, lower)) return out;
  const re = globalOf(T.EN_SUBJECT.match);
  for (let m = re.exec(sentence); m && out.length < 50; m = re.exec(sentence)) {
    out.push({ index: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) stepPastEmpty(re, sentence);
  }
  return out;
}

/** A verb-phrase row right after a subject, or after an "and" within 80 characters of it. */
function afterSubject(pattern: Pattern, sentence: string, subjects: Span[]): Span | undefined {
  for (const subject of subjects) {
    // An implied subject at the very start (a plan item "Share the counts with you") gets the
    // whitespace the verb rows expect after a subject.
    const window = (subject.end === 0 ? " " : "") + sentence.slice(subject.end, subject.end + 200);
    const starts = [0];
    const and = globalOf(T.EN_AND);
    for (let m = and.exec(window); m && m.index <= 80 && starts.length < 8; m = and.exec(window)) {
      starts.push(m.index + m[0].length);
      if (m[0].length === 0) stepPastEmpty(and, window);
    }
    for (const start of starts) {
      const m = exec(pattern, window.slice(start));
      if (m) return { index: subject.index, end: Math.max(subject.end, subject.end + start + m.index + m[0].length - (subject.end === 0 ? 1 : 0)) };
    }
  }
  return undefined;
}

/** A markdown list item line ("- ", "* ", "1. ", "2) ", "3、", "（4）"); "**bold**" is not one. */
const LIST_ITEM = /^\s*(?:[-*+•]\s|[0-9]{1,3}[.)](?:\s|$)|[0-9]{1,3}、|[（(][0-9]{1,3}[)）])/;

/** A list item that opens on an unticked box: "- [ ] 明天 10 点复查监控面板". */
const UNTICKED = new RegExp(`${LIST_ITEM.source}\\s*\\[ \\]`);
/** A list item's head before its label: the bullet or number, a box, bold. */
const ITEM_HEAD = `${LIST_ITEM.source}\\s*(?:\\[[ xX]\\]\\s*)?(?:\\*\\*)?`;
/** An item's label before a colon: "- Dana: …", "2. 李雷：…", "- [ ] Me: …" (no digit: "10:00" is a time; no "/": a URL). */
const ITEM_LABEL = new RegExp(`(${ITEM_HEAD})([^\\s:：*\\d/][^:：\\n\\d/*]{0,23}?)(?:\\*\\*)?\\s*[:：]`);
/** An item's label before a spaced dash, read as before a colon: "- **Maya** — will get back to you by Friday". */
const DASH_LABEL = new RegExp(`^(${ITEM_HEAD}[^\\s:：*\\d/—–][^:：\\n\\d/*—–]{0,23}?(?:\\*\\*)?\\s)[—–](?=\\s)`, "gm");
/** Each list item's label dash a colon (same length): the label is then read as any other. */
function dashLabels(masked: string): string {
  return masked.indexOf("—") < 0 && masked.indexOf("–") < 0 ? masked : masked.replace(DASH_LABEL, "$1:");
}
/** A label that names someone: a capitalised name or team ("Kevin", "Infra team"), 2–4 Han characters, or a form of address. */
const NAME_LIKE =
  /^(?:[A-Z][a-z]+(?: [A-Za-z]+){0,2}|[\u4e00-\u9fff]{2,4}|[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]{1,8}(?:さん|様|氏|部|チーム|班|组|組|团队|團隊| team))$/;
type Owner = "agent" | "user" | "other";
/** Tags read off a list item's label, a lead-in or a draft's lead-in line, not a sentence: a sentence is tagged without them. */
const LABEL_TAGS = new Set([
  "CHECKLIST_HEADING",
  "FEATURE_HEADING",
  "OWNER_HEADING",
  "OWNER_COLUMN",
  "OWNER_ME",
  "OWNER_YOU",
  "DRAFT_LEAD",
  "DOC_HEADING",
  "DOC_OPENING",
  "DRAFT_BACK",
]);
/** Tags read only on the clause of a user's act (reachesAgent, and its doer: OTHER_SENDER), not on a sentence. */
const REACH_TAGS = ["TO_AGENT", "USER_SAYS", "ELSEWHERE", "OTHER_SENDER"];
let sentenceTagList: string[] | undefined;
const sentenceTags = () => (sentenceTagList ??= lexiconTags(T.LEXICON).filter((tag) => !LABEL_TAGS.has(tag) && !REACH_TAGS.includes(tag)));

/** Who a list item's label says does it; undefined for a field ("Status:", "ETA:", "明天：": a word the lexicon reads). */
function labelOwner(label: string): Owner | undefined {
  // (an aside in brackets is not the name: "小王（运营）", "Starchild (me)")
  // (nor the word naming the sender: "From me:", "From Coinbase:", "来自交易所：", "取引所から：")
  const text = label
    .replace(/[（(][^）)]*[）)]/g, "")
    .trim()
    .replace(/^(?:from|by)\s+|^(?:来自|來自|从|從|由)\s*|\s*(?:から|より)$/i, "");
  // (a handle names a person: "@mei" someone else, "@Starchild" the agent)
  const handle = /^@[\w.-]{1,39}$/.test(text);
  const tags = tagSentence(handle ? text.slice(1) : text, T.LEXICON);
  const whole = (tag: string) => tags.some((t) => t.tag === tag && t.at === 0 && t.end === text.length - (handle ? 1 : 0));
  if (whole("OWNER_ME")) return "agent";
  if (handle) return "other";
  if (whole("OWNER_YOU")) return "user";
  if (whole("THIRD")) return "other";
  // (nor a time the cue rows read: "Tomorrow:", "明早：")
  if (tags.length > 0 || !NAME_LIKE.test(text) || scriptLangs(text).some((lang) => cuesIn(text, lang).kind)) return undefined;
  return "other";
}

/** The list starting at `from` holds a ticked box: "- [x] Deployed the preview\n- [ ] Get back to you with the Sharpe numbers". */
function tickedList(masked: string, from: number): boolean {
  for (const line of listLines(masked, from)) if (TICKED_BOX.test(line)) return true;
  return false;
}

/** The item lines of the list starting at `from` (blank lines between them skipped), up to 40 lines. */
function* listLines(masked: string, from: number): Generator<string> {
  for (let at = from, n = 0; at < masked.length && n < 40; n++) {
    const nl = masked.indexOf("\n", at);
    const line = masked.slice(at, nl < 0 ? masked.length : nl);
    at = nl < 0 ? masked.length : nl + 1;
    if (!line.trim()) continue;
    if (!LIST_ITEM.test(line)) return;
    yield line;
  }
}
const OPEN_BOX_HEAD = /^\s*(?:[-*+•]\s+)?\[ \]/;
const TICKED_BOX = new RegExp(`${LIST_ITEM.source}\\s*\\[[xX✓✔]\\]`);

/**
 * The list starting at `from` is an owners' list (its labels say who does each item): under an OWNER_HEADING lead-in
 * with a label that names someone, or holding an OWNER_ME / OWNER_YOU label and another name ("- You: … - Kevin: …").
 */
function ownersList(masked: string, from: number, heading: string | undefined): boolean {
  const owners: Owner[] = [];
  for (const line of listLines(masked, from)) {
    const label = ITEM_LABEL.exec(line)?.[2];
    const owner = label === undefined ? undefined : labelOwner(label);
    if (owner) owners.push(owner);
  }
  if (owners.length === 0) return false;
  if (heading !== undefined && tagSentence(heading, T.LEXICON, ["OWNER_HEADING"]).length > 0) return true;
  // (one item the agent owns is enough: "- Me: …", or the one row of an owners' table read as an item)
  return (owners.length >= 2 && owners.some((o) => o !== "other")) || owners.includes("agent");
}

/**
 * The heading-scoped cue rows whose pattern matches a lead-in line ("## Next steps", "下一步：",
 * "今後の対応："), by language: the items of the list under it are future by position.
 */
function planHeading(line: string, scripts: { latin: boolean; cjk: boolean }): Partial<Record<string, string>> | undefined {
  let out: Partial<Record<string, string>> | undefined;
  for (const row of T.CUES as readonly PhraseRow[]) {
    if (row.scope !== "heading" || !(row.lang === "en" ? scripts.latin : scripts.cjk)) continue;
    if (hit(row, line) !== null) (out ??= {})[row.lang] ??= row.id;
  }
  return out;
}

/** Who may be the subject of a notify verb: the agent, or a third party that does the notifying. */
const SUBJECTS = { ...T.SUBJECT_READING, clauseEnd: ["CLAUSE_END"] } as const;
/**
 * The notice ending at `end` comes from someone else: the nearest subject before it is a third
 * party; or, with no agent subject in the sentence, it goes over a channel the agent does not use
 * ("…会发短信通知你"), or a bare subject opens the sentence right before 会 / 将 ("学校会…",
 * "这个脚本会…"; a time or condition there — "明天会…", "完成后会…" — leaves the agent implied).
 */
const KANA = /[\u3040-\u30ff]/;
/** Masked code (blanked, so a run of spaces) as the topic or subject: "新しい `notifyUser()` は…お知らせします". */
const CODE_SUBJECT = / {3,}[はが]/;
function thirdPartyNotice(sentence: string, tags: Tag[], end: number): boolean {
  const third = nearestSubject(tags, end, SUBJECTS, sentence);
  // (not a subject with が inside a clause that modifies the topic after it: "その間ボットが発注できなかった分の損失は、明日ご報告します"
  // — the topic is what the agent reports)
  const embedded = (t: Tag) => /が$/.test(sentence.slice(t.at, t.end)) && tags.some((x) => x.tag === "TOPIC_MARK" && x.at > t.end && x.end <= end);
  // (nor one inside the agent's own clause before, what it checks: "我先 check 一下 Singapore 那边 Bybit 和 OKX 的 funding rate 差多少，明天再
  // get back to you")
  const checked = (t: Tag) => inAgentsClause(sentence, tags, t) && CLAUSE_BREAK.test(sentence.slice(t.end, end));
  if (third && !embedded(third) && !checked(third)) return true;
  // Reported words up to the notice, the agent not named after them (saidBy's speaker): "你说 once it finishes 就 ping 你".
  const said = tags.find((t) => t.tag === "THIRD" && t.end <= end && tags.some((o) => o.tag === "SAID" && o.end === t.end));
  if (said && !tags.some((t) => t.tag === "AGENT" && t.at >= said.end && t.at < end)) return true;
  if (CODE_SUBJECT.test(sentence.slice(0, end))) return true;
  // The channel and 会 readings are Chinese ones (Japanese promises by e-mail are the agent's: メールでご連絡します).
  if (tags.some((t) => t.tag === "AGENT") || KANA.test(sentence)) return false;
  if (tags.some((t) => t.tag === "CHANNEL" && t.at < end)) return true;
  const will = tags.find((t) => t.tag === "WILL" && t.at < end);
  if (!will) return false;
  const head = sentence.slice(0, will.at).trim();
  const named = (t: Tag) => t.tag !== "THIRD" && t.tag !== "IMPLIED";
  if (head.length > 0 && head.length <= 10 && !/[，,。；;：:！!？?、]/.test(head) && !tags.some((t) => t.at < will.at && named(t))) return true;
  // Or a bare noun right before 会, after a condition or a time: "快递到了以后物业会通知你" (物业 notifies; not
  // "完成后会…", nor "到价了也会…": nothing, or only an IMPLIED word, there).
  const cut = Math.max(0, ...tags.filter((t) => (t.tag === "COND" || t.tag === "TIME") && t.end <= will.at).map((t) => t.end));
  // The noun ends where an IMPLIED word starts ("物业也会": 物业).
  const stop = tags.find((t) => t.tag === "IMPLIED" && t.at >= cut && t.at < will.at)?.at ?? will.at;
  const noun = sentence.slice(cut, stop);
  // (not a finished act, the condition's own: "等部署好了会再跟你说" — 部署好了 is what is waited for)
  return cut > 0 && /^[\u4e00-\u9fff]{2,6}$/.test(noun) && !/[了完好]$/.test(noun) && !tags.some((t) => t.at >= cut && t.at < stop && named(t));
}

/**
 * The sentence's tags, with the CUES rows' reading of it when the lexicon found no cue (one reading:
 * "PR 开好了 ping 你" holds the Chinese row's "开好了 +" condition, which no single lexicon word spells).
 * The rows of each script the sentence holds; a user-acts cue ("once you …") adds nothing.
 */
function withRowCues(sentence: string, tags: Tag[]): Tag[] {
  if (tags.some((t) => t.tag === "COND" || t.tag === "TIME")) return tags;
  const extra: Tag[] = [];
  for (const lang of scriptLangs(sentence)) {
    const cues = cuesIn(sentence, lang, true);
    if (cues.kind) extra.push({ tag: cues.kind === "condition" ? "COND" : "TIME", at: cues.firstAt, end: cues.firstAt + 1 });
  }
  return extra.length ? [...tags, ...extra].sort((a, b) => a.at - b.at || b.end - a.end) : tags;
}

const NOTIFY_TAGS = ["NOTIFY", "NOTIFY_BARE", "PASSIVE", "NOTICE_GET", "TO_YOU", "HERE", "ETA", "OPENS_FOLLOW_UP", "NOTIFY_OTHER", "REST"] as const;

/**
 * The tags without the notice words that modify a noun: one right before an OWNER word (的) with a
 * word after it ("我发给你的链接就能用了": the link I sent) — a 的 that ends the clause asserts ("我会通知你的。").
 */
function withoutModifiers(sentence: string, tags: Tag[]): Tag[] {
  const notice = new Set<string>(NOTIFY_TAGS);
  // (a space between 的 and a Latin noun too: "告诉你的 study group")
  const modifies = (t: Tag) =>
    notice.has(t.tag) && tags.some((o) => o.tag === "OWNER" && o.at === t.end && isLetter(sentence.slice(o.end).trimStart().charAt(0)));
  return tags.some(modifies) ? tags.filter((t) => !modifies(t)) : tags;
}

/** The drafts a reply holds for someone else, read with the lexicon (a line's opening read past its Markdown marks). */
const holds = (tag: string) => (line: string) => tagSentence(line.replace(/^[\s>#*_-]+/, ""), T.LEXICON, [tag]).length > 0;
const DRAFTS: DraftReading = { lead: holds("DRAFT_LEAD"), heading: holds("DOC_HEADING"), opening: holds("DOC_OPENING"), back: holds("DRAFT_BACK") };
/** A table whose header names a status or what comes next: its cells are the agent's words ("| Item | Status | Next step |"). */
const statusTable = holds("STATUS_COLUMN");
/** A table with an owner column ("| Task | Owner | Due | Notes |"): the rows the agent owns are its next steps. */
const ownersTable = holds("OWNER_COLUMN");
/** A list's heading that names a checklist (a procedure) or features (a description): its items are no promises of the agent's. */
const checklistHeading = holds("CHECKLIST_HEADING");
const featureHeading = holds("FEATURE_HEADING");
const explains = holds("HOW_IT_WORKS");
/**
 * A status table's row is read unless an owner column names someone else or the user for it ("| KYC 材料 | 小王（运营） |
 * 周五前给你回复缺少的地址证明 | 周五 |" is 小王's next step); one the agent owns is read as an owners' list item labelled
 * by that column ("| Audit review | Starchild (me) | Get back to you with the findings | By Friday |").
 */
function ownRow(header: string, row: string): boolean | number {
  if (header !== ownerHeader) {
    ownerHeader = header;
    ownerCol = tableCells(header).findIndex(holds("OWNER_COLUMN"));
  }
  const col = ownerCol;
  if (col < 0) return true;
  const owner = labelOwner(tableCells(row)[col] ?? "");
  if (owner === "agent") return col;
  return owner !== "other" && owner !== "user";
}
let ownerHeader: string | undefined;
let ownerCol = -1;
const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|");
/** A draft starts at a lead-in or under a document heading: a reply with neither word holds none. */
const DRAFT_TAGS = ["DRAFT_LEAD", "DOC_HEADING"];

/** A sentence's tags, without those the words around them unsay (misread). */
function tagsOf(sentence: string): Tag[] {
  const tags = saidBy(sentence, tagSentence(sentence, T.LEXICON, sentenceTags()));
  const suspect = (t: Tag) =>
    t.tag === "THIRD" || t.tag === "USER_ACTS" || t.tag === "NEG" || t.tag === "OFFER" || t.tag === "TIME" || t.tag === "NOTIFY_OTHER";
  const read = tags.some(suspect) ? tags.filter((t) => !misread(sentence, tags, t)) : tags;
  return read.some((t) => t.tag === "OPENS_FOLLOW_UP") ? withTopicNow(sentence, read) : read;
}
/** A report-back opener's topic that runs to a colon or a dash with no time or condition in it: the report follows now. */
function withTopicNow(sentence: string, tags: Tag[]): Tag[] {
  const opener = tags.find((t) => t.tag === "OPENS_FOLLOW_UP");
  if (!opener || tags.some((t) => t.tag === "FOLLOW_UP_ON")) return tags;
  const topic = TOPIC_TO_MARK.exec(sentence.slice(opener.end, opener.end + 80));
  if (!topic) return tags;
  const end = opener.end + topic[0].length;
  if (tags.some((t) => (t.tag === "TIME" || t.tag === "COND") && t.at >= opener.end && t.at < end)) return tags;
  return [...tags, { tag: "FOLLOW_UP_ON", at: opener.at, end }].sort((a, b) => a.at - b.at);
}
/** A topic after a report-back verb, to a colon or a dash: " on 昨天说的 transfer：". */
const TOPIC_TO_MARK = /^\s*(?:again\s+)?(?:on|to|about|re|regarding)\s[^:：—–\n]{1,60}?\s?(?:[:：—–]|\s-\s)/i;
/**
 * Someone reported as saying it is the subject of what follows: "小王说明天会告诉你" (小王 tells, not the agent), "问了
 * ops 的小张，说 migration 跑完会通知你" (说 opening a clause: the one just asked). A SAID word (not inside a NOT_SAID idiom:
 * 一般来说, 说明书) whose clause holds no agent and no 你 / 您 told before it (跟你说: the notice itself) becomes a THIRD tag over
 * its speaker.
 */
/** The user as the speaker right before a SAID word: "你说", not "跟你说" / "告诉你说". */
const USER_SPEAKS = /(?:^|[^跟和对對给給向诉訴])[你您]\s*$/;
function saidBy(sentence: string, tags: Tag[]): Tag[] {
  if (!tags.some((t) => t.tag === "SAID")) return tags;
  const added: Tag[] = [];
  for (const t of tags) {
    if (t.tag !== "SAID" || tags.some((o) => o.tag === "NOT_SAID" && o.at <= t.at && t.end <= o.end)) continue;
    let from = t.at;
    while (from > 0 && !CLAUSE_BREAK.test(sentence.charAt(from - 1)) && sentence.charAt(from - 1) !== "\n") from--;
    const agent = (o: Tag) => o.at >= from && o.at < t.at && o.tag === "AGENT";
    // (你 told, "跟你说", is the notice itself; 你 speaking, "你说 once it finishes 就 ping 你", quotes the user's words)
    const head = sentence.slice(from, t.at);
    if (tags.some(agent) || (/[你您]/.test(head) && !USER_SPEAKS.test(head))) continue;
    added.push({ ...t, tag: "THIRD", at: from, end: t.end });
  }
  return added.length ? [...tags, ...added].sort((a, b) => a.at - b.at) : tags;
}
/**
 * A tag the words around it unsay: a third party that starts inside a time ("我 tomorrow morning 会…": "morning 会" is
 * no "* 会" of someone's) or inside one clause's condition bracketed by 等 … 之后 ("等 Binance 那邊 callback 測過之後再 ping
 * 你": Binance tests, the agent pings) or named as the channel not taken ("Slack じゃなくてこの chat で知らせますね"); the user
 * acting whose 你 is the object of the agent's help or notice ("我先幫你把…換成…", "remind 你把…"); a 不 between the
 * same word twice, a question (能不能), not a negation; a time before の / 的 and a noun, that noun's modifier.
 */
function misread(sentence: string, tags: readonly Tag[], t: Tag): boolean {
  // (a notice whose object is the user, the agent or no person: "let me know", "tell you", "ping the API", "通知一下")
  if (t.tag === "NOTIFY_OTHER") {
    const object = sentence.slice(t.at, t.end).replace(noticeWords(), " ").trim();
    // (a group the user works with, as the object: "the listings team", "台北這邊的同事", "チーム")
    if (GROUP.test(object)) return false;
    // (a Latin object is a name, a handle or him / her / them, as written: "tell Marcus", not "the message fits")
    return /[A-Za-z]/.test(object) ? !/^(?:@[\w.-]+|[A-Z][a-z][\w.-]*|him|her|them)(?:\s*(?:さん|様))?$/.test(object) : NOT_A_PERSON_CJK.test(object);
  }
  // (你 reminded or helped: "remind 你把 short position close 掉", "幫你把…換成…")
  // (nor an act a third party does for the agent, its subject named in the clause: "田中さんが labels を送ってくれたら，我再跟你说")
  if (t.tag === "USER_ACTS")
    return (
      tags.some((o) => (o.tag === "OBJECT_MARK" || o.tag === "NOTIFY_BARE") && (o.end === t.at || o.end + 1 === t.at)) ||
      ownThing(sentence, tags, t) ||
      tags.some((o) => o.tag === "THIRD" && o.end <= t.at && /が\s*$/.test(sentence.slice(o.at, o.end)) && !CLAUSE_BREAK.test(sentence.slice(o.end, t.at)))
    );
  // (a question the notice is about is no offer: "我再敲你一下，看那張 call 要不要先平掉")
  if (t.tag === "OFFER") return EMBEDS.test(sentence.slice(Math.max(0, t.at - 48), t.at));
  // (a question of the A-not-A form is no negation: "green 了之后我 let you know 能不能 merge")
  if (t.tag === "NEG") return sentence.charAt(t.at) === "不" && t.at > 0 && sentence.charAt(t.at - 1) === sentence.charAt(t.at + 1);
  // (a time that modifies a noun is no cue: "明日の朝の主要イベントについてお知らせします", "明天早上的重要事件")
  if (t.tag === "TIME") return MODIFIES_NOUN.test(sentence.slice(t.end, t.end + 8));
  if (t.tag !== "THIRD") return false;
  if (tags.some((o) => o.tag === "TIME" && o.at <= t.at && t.at < o.end)) return true;
  // (a third party's thing, の before its noun, ahead of a humble notice, which only the speaker gives: "取引所のログが出揃って
  // から確認し、明日の朝、改めてご連絡いたします")
  if (sentence.charAt(t.end - 1) === "の" && HUMBLE.test(sentence.slice(t.end))) return true;
  // (nor one the agent asks, に / へ and a verb of asking after it: "…銀行に確認して、お返事します", "不動産会社に聞いてから")
  if (ASKED_OF.test(sentence.slice(t.end, t.end + 12))) return true;
  // (nor one that is the object of the agent's polite notice, を or について after it, no subject marked between: "取引所の
  // メンテナンス状況をお知らせしますね", "銀行からのお知らせをご確認いただくよう、リマインドいたします"; not "カード会社のアプリが…")
  if (
    (sentence.charAt(t.end - 1) === "の" || sentence.charAt(t.end) === "の") &&
    OBJECT_AFTER.test(sentence.slice(t.end)) &&
    POLITE_NOTICE.test(sentence.slice(t.end))
  )
    return true;
  // (the agent's own side: "我们团队明天会通知你"; an owner joined to another before 的: "OKX 和 Bitget 的接口还在限流，稍后…告诉你")
  if (/(?:我们|我們)\s*$/.test(sentence.slice(Math.max(0, t.at - 4), t.at))) return true;
  if (/^\s*(?:和|与|與|及|以及|、)\s*[^，,。；;\s]{1,20}\s*的/.test(sentence.slice(t.end, t.end + 28))) return true;
  // (この / その with a thing and の: its modifier, not the one who notifies: "その token の unlock schedule 調べて、後で連絡しますね")
  if (/^[こそあ]の/.test(sentence.slice(t.at, t.end)) && /^\s*の/.test(sentence.slice(t.end, t.end + 3))) return true;
  // (nor a matter the sentence is about: "この issue は Deribit の docs を確認して、後で get back to you します")
  if (/^[こそあ]の/.test(sentence.slice(t.at, t.end)) && tags.some((o) => o.tag === "MATTER" && o.at > t.at && o.end <= t.end)) return true;
  // (a channel the notice does not go by: "Slack じゃなくて…", "而不是 Slack", "instead of Slack")
  // (or the means it goes by, marked で: "この chat で知らせますね")
  const after = sentence.slice(t.end, t.end + 12);
  // (nor the one greeted, the user addressed: "陳經理您好，報表待明日彙整完成後，再行向您回報")
  if (GREETED.test(after)) return true;
  if (NOT_BY_AFTER.test(after) || BY_MEANS.test(after) || NOT_BY_BEFORE.test(sentence.slice(Math.max(0, t.at - 16), t.at))) return true;
  const cond = (o: Tag) => o.tag === "COND";
  const wait = (o: Tag) => WAIT.test(sentence.slice(o.at, o.end));
  const opens = tags.some((o) => cond(o) && wait(o) && o.end <= t.at && !CLAUSE_BREAK.test(sentence.slice(o.end, t.at)));
  return opens && tags.some((o) => cond(o) && !wait(o) && o.at >= t.end && !CLAUSE_BREAK.test(sentence.slice(t.end, o.at)));
}
/**
 * The user's thing, not the user, acts: "等你的空投到账之后" (a 你 / 您 before 的 owns what comes next), unless that thing is
 * the user's word to the agent ("等你的回复之后": USER_WORD), which still hands it the next turn.
 */
function ownThing(sentence: string, tags: readonly Tag[], t: Tag): boolean {
  const rest = sentence.slice(t.end, t.end + 2);
  if (!/[你您]$/.test(sentence.slice(t.at, t.end))) return false;
  // (or one of the user's people acts, no 的 between: "等您孙子帮您把钱包设置好以后" — YOUR_PEOPLE)
  if (T.YOUR_PEOPLE.some((p) => sentence.startsWith(p, t.end))) return true;
  if (!/^\s?的/.test(rest)) return false;
  const of = t.end + rest.indexOf("的") + 1;
  return !tags.some((o) => o.tag === "USER_WORD" && o.at >= of && o.at <= of + 1);
}
/** A group the user works with, ending the object of NOTIFY_OTHER: "the ops team", "台北這邊的同事", "東京チーム". */
const GROUP = new RegExp(
  String.raw`(?:\b(?:team|desk|group|channel|crew|squad|folks|lead|leads|mods|boss|manager|pm|ops)` +
    "|团队|團隊|大家|各位|同事|组员|組員|组长|組長|主管|经理|經理|老板|老闆|チーム|皆さん|皆様|メンバー|担当者|リーダー|上司|マネージャー)$",
  "i",
);
/** A CJK object of NOTIFY_OTHER (its notice words blanked) that is no one else: the user, the agent, a count or a particle. */
const NOT_A_PERSON_CJK = /[你您我一到了的过過书書]/;
/** NOTIFY_OTHER's own words around its object: the verb before it, "know", "in", a heads-up, 说, the Japanese notice after it. */
let noticeWordsRe: RegExp | undefined;
// (built on first use: a run without a notice to someone else never compiles it)
const noticeWords = () =>
  (noticeWordsRe ??= new RegExp(
    String.raw`^\s*(?:(?:let|tell|ping|notify|message|text|e-?mail|dm|remind|nudge|loop|give|update)\b|告诉|告訴|通知|提醒|跟|和)` +
      String.raw`|\b(?:know|in|a\s+(?:heads[- ]up|shout))\s*$|[说說讲講]$|[にも]*(?:お伝え|伝え|ご?連絡|ご?報告|共有)$`,
    "gi",
  ));
/** A Japanese humble notice: the speaker's own act ("ご連絡いたします", "ご報告させていただきます"). */
const HUMBLE = /(?:ご|お)(?:連絡|報告|知らせ|伝え|返事|返信)(?:いたします|致します|させていただきます|申し上げます)/;
const ASKED_OF = /^(?:の方|側|さん)?\s?(?:に|へ)\s?(?:確認|聞い|聞き|問い合わせ|問合せ|伺|相談|質問|照会)/;
const OBJECT_AFTER = /^の?[^、。，！？!?がは]{0,24}?(?:を|について|に関して)/;
const POLITE_NOTICE = /(?:お知らせ|ご連絡|ご報告|ご共有|リマインド|連絡|報告|共有|通知)(?:しま|いたしま|致しま|させていただきます)/;
const WAIT = /^(?:等|等到|等待)$/;
const MODIFIES_NOUN = /^(?:の(?:朝|午前|午後|夕方|夜|昼))?の(?!朝|午前|午後|夕方|夜|昼|[0-9０-９])|^(?:早上|上午|中午|下午|晚上)?的/;

/**
 * The words of the user's act (`from`–`to`): back to the clause mark before it ("ご希望の銘柄を教えていただけたら": its verb
 * before the cue), on to the next mark, and on through every clause before the promise's own at `promiseAt` ("你把 key 貼進
 * 設定頁之後，按一下「測試連線」再回來找我，我就能告訴你…"), not into it ("等你到酒店以后，我再发消息告诉你": the agent's 发).
 */
function userClause(sentence: string, from: number, to: number, promiseAt: number): string {
  const start = from - clauseBefore(sentence, from).length;
  let end = to;
  while (end < sentence.length && end !== promiseAt && !CLAUSE_BREAK.test(sentence.charAt(end))) end++;
  if (promiseAt > end) end = Math.max(end, promiseAt - clauseBefore(sentence, promiseAt).length);
  return sentence.slice(start, end);
}
/**
 * The user's act, in the words of its clause (`clause`), reaches the agent: said to it, or a message, an answer
 * or a thing done, not done elsewhere ("into Settings", "填到设置里"). Any language's words: "once you send me the logs",
 * "等你把截图发给我", "等你 confirm 了"; the user's own event is not ("once you land", "等你落地以后", "起きられたら").
 */
function reachesAgent(clause: string): boolean {
  const tags = tagSentence(clause, T.LEXICON, REACH_TAGS);
  const has = (tag: string) => tags.some((t) => t.tag === tag);
  return has("TO_AGENT") || (has("USER_SAYS") && !has("ELSEWHERE"));
}
/** Words that take a question as their object ("看…要不要", "问你要不要", "remind 你要不要"), a clause mark or not between. */
// (a second question may follow the first after a comma: "我再跟你說 ABI 有沒有變，frontend 那邊要不要重新 generate")
const EMBEDS = new RegExp(
  T.EMBEDDING +
    String.raw`[，,\s]*(?:[^，,。；;！!？?]{0,16}(?:有没有|有沒有|是不是|能不能|会不会|會不會)[^，,。；;！!？?]{0,6}[，,]\s*)?[^，,。；;！!？?]{0,16}$`,
  "i",
);
const GREETED = /^\s*(?:您好|你好|早安|午安|晚安)/;
const NOT_BY_AFTER = /^\s*(?:じゃなくて|じゃなく|ではなく|でなく)/;
const BY_MEANS = /^\s*で(?![はもすし])/;
const NOT_BY_BEFORE = /(?:\binstead\s+of|\brather\s+than|而不是|不是|不用|不走)\s*$/i;
const CLAUSE_BREAK = /[，,。；;！!？?]/;
/** A clause break or a lead's colon ("我看了你转过来的酒店邮件：酒店说…", "README 我加了一段：这个 bot …"). */
const LEAD_BREAK = /[，,。；;！!？?:：]/;
/** `t` stands in a clause the agent opens, as what it acts on ("我先 check 一下 Singapore 那边 …"): no break or lead's colon between. */
function inAgentsClause(sentence: string, tags: readonly Tag[], t: Tag): boolean {
  return tags.some((x) => x.tag === "AGENT" && x.end <= t.at && !LEAD_BREAK.test(sentence.slice(x.end, t.at)));
}

/** `text` holds the agent's look at, or receipt of, what the user sends (LOOKED_AT: 看了之后, 收到后, "once I can see"). */
function looksAt(text: string): boolean {
  return tagSentence(text, T.LEXICON, ["LOOKED_AT"]).length > 0;
}

/** The user is asked to send the agent something in `sentence` (a USER_ACTS word, its words reaching the agent). */
function askedFor(sentence: string): boolean {
  return tagSentence(sentence, T.LEXICON, ["USER_ACTS"]).length > 0 && reachesAgent(sentence);
}

/** The sentence names the agent as a subject: an AGENT word not before 的 (that one owns a noun: "我们的提醒机制是这样的：…"). */
function namesAgent(tags: readonly Tag[]): boolean {
  return tags.some((t) => t.tag === "AGENT" && !followedBy(tags, ["OWNER"], t));
}

/** A TAG_PROMISES row over the sentence's tags, with the NOT_PROMISES exemptions and cue kind. */
function tagPromise(sentence: string, lexTags: Tag[], before: string | undefined): { promise?: Commitment; exemptBy?: string } | undefined {
  // The CUES rows are read only for a sentence some row's tags match but for its cue (start-up:
  // most sentences with a notify word match no row, and the cue rows then never compile).
  const rows = T.TAG_PROMISES as readonly TagRow[];
  const read = withoutOwners(sentence, lexTags);
  if (!rows.some((row) => matchTags(read, { ...row.match, any: undefined }, sentence))) return undefined;
  const tags = withRowCues(sentence, read);
  for (const row of rows) {
    const m = matchTags(tags, row.match, sentence);
    if (!m) continue;
    // The exemptions read the clause before the subject and before the verb ("你让我…告诉你").
    const verb = tags.filter((t) => t.at < m.end && t.end === m.end)[0]?.at ?? m.at;
    const why = exemption(sentence, m.at, m.end, before) ?? exemption(sentence, verb, m.end, before);
    if (why) return { exemptBy: why };
    if (CODE_SUBJECT.test(sentence.slice(0, m.end))) return { exemptBy: "not-promise.code-subject" };
    // (what the user was asked for in the sentence before, its receipt the condition: "Can you send me 一张 screenshot? 收到之后我再
    // tell you 是什么问题")
    if (before !== undefined && askedFor(before) && looksAt(sentence)) return { exemptBy: "not-promise.user-acts" };
    const cues = tags.filter((t) => t.tag === "COND" || t.tag === "TIME");
    const kind: CueKind = cues.some((t) => t.tag === "COND") ? "condition" : "time";
    return { promise: { rule: row.id, kind, cues: [...new Set(cues.map((t) => `tag.${t.tag.toLowerCase()}`))], text: sentence } };
  }
  return undefined;
}

/**
 * Without a third party that only owns a thing, or is what the agent checks, in a clause of its own with no notice there: "Taipei
 * 那边的 trades 还没 settle，tomorrow 再 send 给你完整的 breakdown" (the trades are the topic; the agent sends), "我先 check 一下 Tokyo
 * 那边 Binance 的 basis，晚点 get back to you".
 */
function withoutOwners(sentence: string, tags: Tag[]): Tag[] {
  const notice = new Set<string>(NOTIFY_TAGS);
  const owns = (t: Tag) => tags.some((o) => o.tag === "OWNER" && o.at >= t.end && o.at <= t.end + 1);
  const owner = (t: Tag) => {
    if (t.tag !== "THIRD" || !(owns(t) || inAgentsClause(sentence, tags, t))) return false;
    const cut = sentence.slice(t.end).search(CLAUSE_BREAK);
    const end = cut < 0 ? sentence.length : t.end + cut;
    return cut >= 0 && !tags.some((n) => notice.has(n.tag) && n.at > t.end && n.at < end);
  };
  return tags.some(owner) ? tags.filter((t) => !owner(t)) : tags;
}

/** The agent's own item label ("Me:") read as its subject: an AGENT tag over it. */
function withLabel(tags: Tag[], labelEnd: number | undefined): Tag[] {
  if (labelEnd === undefined) return tags;
  // (OWNER_ME too, which no sentence's words give: the rows may ask for an item the agent owns)
  const label = [
    { tag: "AGENT", at: 0, end: labelEnd },
    { tag: "OWNER_ME", at: 0, end: labelEnd },
  ];
  return [...label, ...tags].sort((a, b) => a.at - b.at || b.end - a.end);
}

/** Find the first unkept-looking promise in a reply; pure. */
export function detect(reply: string): Detection {
  // (chat spellings read as the words they stand for, quoted so: "will let u know tmrw" is "will let you know tomorrow")
  const text = asPlainEnglish(reply.length > MAX_SCAN ? `${reply.slice(0, MAX_SCAN / 2)}\n${reply.slice(-MAX_SCAN / 2)}` : reply);
  if (!text.trim()) return {};
  // (a document drafted for someone else to send holds its sender's promises, not the agent's)
  // (no lead-in word and no document heading, no draft: most replies, and no line is read for one)
  // (Cantonese read as Mandarin, each word of the same length: "搞掂就話你知")
  // (a status table's cells are read, each as a line: its "Next step" cell may promise; a table of examples is not)
  // (half-width marks in CJK text read as full-width: "跑完之后,我再告诉你")
  // (a list item's label before a dash read as before a colon: "- **Maya** — will get back to you by Friday")
  const masked = dashLabels(
    asMandarin(
      widenMarks(
        maskNonProse(mayHold(text, T.LEXICON, DRAFT_TAGS) ? blankDrafts(text, DRAFTS) : text, {
          cells: (header) => statusTable(header) || ownersTable(header),
          row: ownRow,
        }),
      ),
    ),
  );
  let exemptBy: string | undefined;
  let last: { text: string; end: number } | undefined;
  // The plan list the current line belongs to: read from the lead-in line when its first item
  // comes (a reply without a list compiles no heading row), kept by its items (blank lines between
  // them included), ended by any other line.
  let plan: Partial<Record<string, string>> | undefined;
  let heading: string | undefined;
  let lineAt = -1;
  let inItem = false;
  // An owners' list (who does each item: "- Dana: …", "- Me: …"), read at its first item; the current item's owner
  // and where its label ends.
  let owners = false;
  let owner: Owner | undefined;
  let unticked = false;
  // (a checklist with a ticked box is a progress report: its open boxes are what the agent has left to do)
  let progress = false;
  // (a list under a heading of features describes what a thing does: "**功能**\n- 资金费率超过 0.05% 时也会单独通知你")
  let features = false;
  let labelEnd = -1;
  for (const s of sentences(masked)) {
    const sentence = s.text.slice(0, MAX_SENTENCE);
    const lineStart = masked.lastIndexOf("\n", s.start - 1) + 1;
    if (lineStart !== lineAt) {
      lineAt = lineStart;
      const nl = masked.indexOf("\n", lineStart);
      const line = masked.slice(lineStart, nl < 0 ? masked.length : nl);
      const wasItem = inItem;
      inItem = LIST_ITEM.test(line);
      unticked = inItem && UNTICKED.test(line);
      if (inItem && !wasItem) {
        owners = ownersList(masked, lineStart, heading);
        progress = tickedList(masked, lineStart) && !(heading !== undefined && checklistHeading(heading));
      }
      if (!inItem) {
        heading = line.length <= 80 ? line : undefined;
        plan = undefined;
        owners = false;
        features = false;
      } else if (heading !== undefined) {
        plan = planHeading(heading, scriptsOf(heading));
        features = featureHeading(heading) || explains(heading);
        heading = undefined;
      }
      const label = inItem && owners ? ITEM_LABEL.exec(line) : null;
      owner = label?.[2] === undefined ? undefined : labelOwner(label[2]);
      labelEnd = label && owner ? lineStart + label[0].length : -1;
    }
    // An item someone else or the user owns is theirs ("- 韩梅梅：供应商回复后通知项目组"), unless it names the agent
    // itself (a field, not a name: "- Status: I'll send you the report tomorrow"); so is an unticked box of a checklist
    // under no plan heading, a task for whoever runs it ("## 上线检查清单\n- [ ] 有异常及时提醒值班同学"), unless it is said in
    // the agent's own polite voice ("- [ ] staging deploy：完了したら報告します").
    const task = unticked && !plan && !progress && owner === undefined;
    const says = task ? ["AGENT", "POLITE"] : ["AGENT"];
    // (a line that opens by explaining how something works describes it: "Reminders 的逻辑是这样：…每次都会再提醒你一次")
    // (read only for a sentence that may hold a notice: most sentences are never tagged for it)
    const described = !inItem && mayHold(sentence, T.LEXICON, NOTIFY_TAGS) && explains(masked.slice(lineStart, s.start + s.text.length));
    if ((owner === "other" || owner === "user" || task || (features && inItem) || described) && tagSentence(sentence, T.LEXICON, says).length === 0) {
      exemptBy = task ? "not-promise.checklist" : (features && inItem) || described ? "not-promise.feature" : "not-promise.owner";
      last = { text: sentence, end: s.start + s.text.length };
      continue;
    }
    // The agent's own item ("- Me: 明天下午 send you the vendor comparison"): its label is the subject.
    // (an open box of a progress checklist is the agent's own next step: "- [ ] Get back to you with the Sharpe numbers after …",
    // its box the label)
    const box = unticked && progress && owner === undefined ? OPEN_BOX_HEAD.exec(sentence) : null;
    const ownLabel = box ? box[0].length : owner === "agent" && labelEnd > s.start && labelEnd <= s.start + sentence.length ? labelEnd - s.start : undefined;
    // An English plan item's first words have the agent as implied subject ("- Share the counts
    // with you"): the verb rows may match right after its bullet.
    let itemHead: number | undefined = ownLabel === undefined ? undefined : ownLabel + (/^\s*/.exec(sentence.slice(ownLabel))?.[0].length ?? 0);
    if (itemHead === undefined && inItem && plan?.en) {
      const onLine = masked.slice(lineStart, s.start);
      if (/^\s*(?:[0-9]{1,3}[.)])?\s*$/.test(onLine)) itemHead = /^(?:[-*+•](?=\s))?/.exec(sentence)?.[0].length ?? 0;
    }
    const before = last?.text;
    const prev = last && !masked.slice(last.end, s.start).includes("\n") ? last.text : undefined;
    last = { text: sentence, end: s.start + s.text.length };
    let subjects: Span[] | undefined;
    let tags: Tag[] | undefined;
    let lower: string | undefined;
    const scripts = scriptsOf(sentence);
    for (const row of T.PROMISES as readonly PhraseRow[]) {
      // A row reads sentences of its language's script: the Chinese and Japanese rows never compile
      // for an English reply, nor the English ones for a reply without Latin letters (start-up).
      if (!(row.lang === "en" ? scripts.latin : scripts.cjk)) continue;
      // The row's keywords: a sentence holding none of them never compiles its match (start-up).
      if (row.keywords && !holdsKeyword(row.keywords, (lower ??= sentence.toLowerCase()))) continue;
      let m: Span | undefined;
      if (row.after === "subject") {
        subjects ??= [...subjectsIn(sentence), ...(itemHead !== undefined ? [{ index: itemHead, end: itemHead }] : [])];
        m = subjects.length ? afterSubject(row.match, sentence, subjects) : undefined;
      } else {
        const found = exec(row.match, sentence);
        if (found) m = { index: found.index, end: found.index + found[0].length };
      }
      if (!m) continue;
      tags ??= withLabel(tagsOf(sentence), ownLabel);
      // No cue in any reading (its language's rows, the other script's words, a plan heading, an
      // English sentence before it): no promise, and the exemptions are never compiled (start-up).
      if (
        !cuesIn(sentence, row.lang).kind &&
        !otherScriptCues(sentence, tags, row.lang) &&
        !(inItem && plan?.[row.lang]) &&
        !(prev !== undefined && (row.lang === "en" || bareNotice(sentence, m)))
      )
        continue;
      // The notifying subject is a third party ("银行到账后会短信通知你", "Vercel が…通知します").
      if (thirdPartyNotice(sentence, tags, m.end)) {
        exemptBy = "not-promise.third-party";
        continue;
      }
      // The tag rows' own exemptions read the phrase rows' hits too (one reading): with no agent
      // subject, a feature explained or a reminder registered earlier is described, not promised
      // (a Japanese sentence leaves the agent implied: 引き続き…お知らせします is the agent's).
      const implied = KANA.test(sentence) || namesAgent(tags);
      const described = implied ? undefined : tags.find((t) => t.tag === "FEATURE" || t.tag === "REGISTERED");
      if (described) {
        exemptBy = `not-promise.${described.tag.toLowerCase()}`;
        continue;
      }
      // A negation in the promise's clause, in any language's words: "所以 I can't 到时候主动提醒你".
      const clauseAt = m.index - clauseBefore(sentence, m.index).length;
      if (tags.some((t) => t.tag === "NEG" && t.at >= clauseAt && t.at < (m as Span).index)) {
        exemptBy = "not-promise.neg";
        continue;
      }
      const why = exemption(sentence, m.index, m.end, before);
      if (why) {
        exemptBy = why;
        continue;
      }
      // The user acts next ("once you send me the logs"): the agent answers in its next turn.
      let scan = sentence;
      let userTurn: string | undefined;
      const at = (m as Span).index;
      // (a user's act in a clause of its own after the promise is no cue of it either: "I'll send you the link now: … —
      // follow step 3 when you reach the DNS section")
      const reached = (from: number, to: number) =>
        (from > (m as Span).end && clauseBefore(sentence, from).length < from - (m as Span).end) || reachesAgent(userClause(sentence, from, to, at));
      for (const ut of T.NOT_PROMISES as readonly PhraseRow[]) {
        if (ut.scope !== "cue") continue;
        const h = hit(ut, scan);
        if (h === null || !reached(h.index, h.index + h[0].length)) continue;
        scan = blankAll(ut.match, scan);
        userTurn ??= ut.id;
      }
      let cues = cuesIn(scan, row.lang, userTurn !== undefined);
      // A cue in the other script (one reading of a mixed sentence): "Funding 转负的时候 I'll give you a heads-up"; after the
      // user's act, one outside it ("等你 approve 之後我會 publish，publish 完會告訴你").
      if (!cues.kind) {
        const kept = userTurn ? tags.filter((t) => scan.slice(t.at, t.end) === sentence.slice(t.at, t.end)) : tags;
        cues = otherScriptCues(sentence, kept, row.lang) ?? cues;
      }
      const planCue = inItem && !userTurn ? plan?.[row.lang] : undefined;
      if (!cues.kind && planCue) cues = { ids: [planCue], kind: "time", firstAt: -1 };
      if (!cues.kind && row.lang === "en" && prev !== undefined && !userTurn) {
        const carried = carriedTime(prev, sentence.slice(m.index, m.end), sentence.slice(m.end));
        if (carried.length) cues = { ids: carried, kind: "time", firstAt: -1 };
      }
      // A Chinese or Japanese notice said alone takes its time from the sentence before ("估计半小时后出结果。我会告诉你的。").
      if (!cues.kind && row.lang !== "en" && prev !== undefined && !userTurn && bareNotice(sentence, m)) {
        // (a time among them: "昨天已经跑完了" holds a condition's word only)
        const before = cuesIn(prev, row.lang);
        if (before.ids.some((id) => id.endsWith(".time"))) cues = { ids: before.ids, kind: "time", firstAt: -1 };
      }
      if (!cues.kind) {
        if (userTurn && cuesIn(sentence, row.lang, true).kind) exemptBy = userTurn;
        continue;
      }
      // Chinese has no future tense: "提醒你明天是截止日" reminds now; "明天提醒你" / "我会提醒你" promise.
      if (row.lang === "zh" && cues.firstAt > m.index && exec(T.ZH_FUTURE_MARKERS, sentence.slice(0, m.index)) === null) {
        // (the row's notice again after the time, the promise of the rest: "先给你前三个币的数据，剩下的明天通知你")
        const later = row.after === "subject" ? undefined : hitFrom(row.match, sentence, cues.firstAt);
        if (!later || exemption(sentence, later.index, later.end, before)) continue;
        m = later;
      }
      // The user acts next, in any language's words, in a clause before the promise ("Once you 把 key 发给我, I'll tell you"),
      // or the notice found is the user's own ("你 deploy 完跟我说一声": a USER_ACTS span holding it).
      // (not when what is promised waits on something after it, past the user's act: "Once you've funded the
      // sub-account, I'll let you know when the bot starts trading")
      // (and not one someone else named in its clause does: "等设计师发过来，我看完再提醒你")
      // (a third party the sentence names there too: "等托管行发过来后我再告诉您结果", "等银行那边发过来")
      // (not the user's own side: "你那边 API key 开好之后跟我说一声")
      const othersSend = (t: Tag) => {
        const from = t.at - clauseBefore(sentence, t.at).length;
        const clause = sentence.slice(from, t.at);
        if (/[你您]/.test(clause)) return false;
        return (tags ?? []).some((x) => x.tag === "THIRD" && x.at >= from && x.end <= t.at) || tagSentence(clause, T.LEXICON, ["OTHER_SENDER"]).length > 0;
      };
      const userActs = (t: Tag) => t.tag === "USER_ACTS" && t.at <= at && reached(t.at, t.end) && !othersSend(t);
      // (nor when the promise has a time of its own, after the user's act: "等你确认 threshold 后，我明天再提醒你检查一遍设置", or a
      // condition of its own in a clause after it: "等你 approve 之後我會 publish，publish 完會告訴你")
      const ownClause = clauseBefore(sentence, (m as Span).index);
      const ownAt = (m as Span).index - ownClause.length;
      const ownTag = tags.find((t) => (t.tag === "COND" || t.tag === "TIME") && t.at >= ownAt && t.at < (m as Span).index);
      const own = cuesIn(ownClause, row.lang, true).kind ?? (ownTag && (ownTag.tag === "COND" ? "condition" : "time"));
      // (the agent's own look at what the user sends is no condition of its own: "你先把回单发给我，我看了之后告诉你")
      const ownCue = own === "time" || (own === "condition" && !tags.some((t) => t.tag === "USER_ACTS" && t.end > ownAt) && !looksAt(ownClause));
      // (or the user was asked for it in the sentence before, on its line, and this one waits for its receipt: "Can you send me 一张
      // screenshot of the error? 收到之后我再 tell you 是什么问题。")
      const askedBefore = () => prev !== undefined && looksAt(sentence.slice(0, (m as Span).index)) && askedFor(prev);
      if ((tags.some(userActs) || askedBefore()) && !ownCue && !cuesIn(sentence.slice(m.end), row.lang, true).kind) {
        exemptBy = "not-promise.user-acts";
        continue;
      }
      const start = s.start;
      const original = text.slice(start, start + s.text.length);
      return {
        promise: { rule: row.id, kind: cues.kind, cues: cues.ids, text: original.replace(/\s+/g, " ").trim() },
      };
    }
    // The tag rules read what the phrase rows cannot: a sentence that mixes languages.
    // Tag rules run only on sentences that hold a notify word (the lexicon's own words, as keywords).
    if (!mayHold(sentence, T.LEXICON, NOTIFY_TAGS)) continue;
    // Tag the notify words first (three small regexes): most sentences hold none, and the rest of
    // the lexicon is then never compiled (start-up).
    if (!tags && tagSentence(sentence, T.LEXICON, NOTIFY_TAGS).length === 0) continue;
    const tagged = tagPromise(sentence, withoutModifiers(sentence, (tags ??= withLabel(tagsOf(sentence), ownLabel))), before);
    if (tagged?.promise)
      return {
        promise: {
          ...tagged.promise,
          text: text
            .slice(s.start, s.start + s.text.length)
            .replace(/\s+/g, " ")
            .trim(),
        },
      };
    if (tagged?.exemptBy) exemptBy = tagged.exemptBy;
  }
  return exemptBy ? { exemptBy } : {};
}

/** An honest "I can't message you later" anywhere in the reply withdraws its promises. */
export function cannotFollowUp(reply: string): string | undefined {
  const masked = maskNonProse(asPlainEnglish(reply.length > MAX_SCAN ? reply.slice(-MAX_SCAN) : reply));
  for (const row of T.NOT_PROMISES as readonly PhraseRow[]) {
    if (row.scope === "reply" && hit(row, masked) !== null) return row.id;
  }
  return undefined;
}

/** detect() plus the reply-wide honesty check: what the guard acts on. */
export function analyse(reply: string): Detection {
  const d = detect(reply);
  if (!d.promise) return d;
  const honest = cannotFollowUp(reply);
  return honest ? { exemptBy: honest } : d;
}

// ---- the world: was anything registered to keep the promise? -----------------------------

function recentMinutes(ctx: Ctx): number {
  return envNumber(ctx.env, "VERIFY_COMMITMENTS_RECENT_MINUTES", T.RECENT_MINUTES);
}

export function recentJob(ctx: Ctx): boolean {
  return hasRecentActiveJob(ctx, envString(ctx.env, "SCHEDULED_JOBS", T.SCHEDULED_JOBS), recentMinutes(ctx), T.ACTIVE_JOB_STATUSES);
}

export function recentRun(ctx: Ctx): boolean {
  return hasRecentRun(ctx, envString(ctx.env, "TASKS_STORAGE_PATH", T.TASKS_STORAGE_PATH), T.TASKS_FALLBACK_PATHS, recentMinutes(ctx));
}

export function followUpTool(toolNames: readonly string[]): string | undefined {
  const exact = new Set((T.FOLLOW_UP_TOOLS as readonly string[]).map((n) => n.toLowerCase()));
  return toolNames.find((name) => exact.has(name.toLowerCase()) || exec(T.FOLLOW_UP_TOOL_PATTERN, name) !== null);
}

// ---- block counter ------------------------------------------------------------------------

// ---- verdicts --------------------------------------------------------------------------------

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function blockReason(p: Commitment): string {
  const evidence = cut(p.text, T.EVIDENCE_CHARS);
  if (p.kind === "time") {
    return (
      `${TAG} Blocked (promised a follow-up at a later time, but nothing is scheduled): ${evidence}` +
      " → register scheduled_task(once, deliver=origin) for that time, or say plainly you cannot follow up."
    );
  }
  return (
    `${TAG} Blocked (promised to report back when something finishes, but nothing is watching): ${evidence}` +
    " → start sessions_spawn with one bash poll loop and announce_mode=followup, or say plainly you cannot follow up."
  );
}

export function warning(p: Commitment): string {
  return `${TAG} Unkept promise: the reply promises a follow-up that nothing is scheduled to deliver: ${cut(p.text, T.EVIDENCE_CHARS)}`;
}

function onStop(event: HookEvent, ctx: Ctx): Verdict {
  const found = analyse(event.response);
  if (!found.promise)
    return found.exemptBy ? { kind: "continue", rule: found.exemptBy } : event.stopHookActive ? { kind: "continue", rule: "stop-hook-active" } : CONTINUE;
  const p = found.promise;
  if (followUpTool(event.toolNames)) return { kind: "continue", rule: "registered.tool" };
  if (recentJob(ctx)) return { kind: "continue", rule: "registered.job" };
  if (recentRun(ctx)) return { kind: "continue", rule: "registered.run" };
  // A redo is in flight and the reply still promises: never block twice, never silently.
  if (event.stopHookActive) return { kind: "warn", message: warning(p), rule: "stop-hook-active.warn" };
  const path = blockStatePath(ctx, T.STATE_FILE);
  const nowS = Math.floor(ctx.now() / 1000);
  if (!claimBlock(path, event.sessionId, nowS, T.MAX_BLOCKS).granted) return { kind: "warn", message: warning(p), rule: "cap.warn" };
  return { kind: "block", reason: blockReason(p), rule: p.rule };
}

// ---- the user's tables -------------------------------------------------------------------

/** Why a table value is not a usable pattern (a RegExp, or rx() source and flags that compile), else undefined. */
function patternProblem(p: unknown): string | undefined {
  if (p instanceof RegExp) return undefined;
  const q = p as Partial<Pattern> | null;
  if (!q || typeof q.source !== "string" || typeof q.flags !== "string") return "must be a RegExp or rx(flags, ...parts)";
  try {
    compiled(q as Pattern);
    return undefined;
  } catch (e) {
    return `does not compile: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/**
 * Problems in the phrase tables and CONFIG: broken rows and examples that no longer behave, every
 * table through the one vetter (engine/rows). A PROMISES row's block examples block with that row
 * as the rule; a CUES row's block with that cue; a NOT_PROMISES row's block examples are near
 * misses that still block, and its allow examples pass because of that row.
 */
export function checkTables(src: PhraseTables = { PROMISES: T.PROMISES, CUES: T.CUES, NOT_PROMISES: T.NOT_PROMISES }): string[] {
  const promise = (text: string) => analyse(text).promise;
  const blocks = (text: string) => promise(text) !== undefined;
  const compiles = (row: PhraseRow) => (patternProblem(row.match) ? `match ${patternProblem(row.match)}` : undefined);
  const list = (x: readonly PhraseRow[] | undefined) => (Array.isArray(x) ? x : []);
  const [promises, cues, notPromises] = [list(src.PROMISES), list(src.CUES), list(src.NOT_PROMISES)];
  const problems = [
    ...vetRows(promises, { table: "PROMISES", fires: (row, text) => promise(text)?.rule === row.id, blocks, compiles }),
    ...vetRows(cues, { table: "CUES", fires: (row, text) => promise(text)?.cues.includes(row.id) === true, blocks, compiles }),
    ...vetRows(notPromises, {
      table: "NOT_PROMISES",
      fires: (_row, text) => blocks(text),
      blocks,
      compiles,
      allows: (row, text) =>
        analyse(text).exemptBy === row.id || exec(row.match, maskNonProse(text)) !== null ? undefined : "passes, but not because of this row",
    }),
  ];
  // One id names one row across the three tables too (a verdict carries it as its rule).
  const tableOf = new Map<string, string>();
  for (const [table, list] of [
    ["PROMISES", promises],
    ["CUES", cues],
    ["NOT_PROMISES", notPromises],
  ] as const) {
    for (const row of list) {
      const other = typeof row?.id === "string" ? tableOf.get(row.id) : undefined;
      if (other && other !== table) problems.push(`${table} ${row.id}: duplicate id (also in ${other})`);
      else if (typeof row?.id === "string") tableOf.set(row.id, table);
    }
  }
  for (const [name, value] of [
    ["ZH_FUTURE_MARKERS", T.ZH_FUTURE_MARKERS],
    ["EN_SUBJECT", T.EN_SUBJECT.match],
    ["EN_AND", T.EN_AND],
    ["PARTIAL_MARKERS", T.PARTIAL_MARKERS],
    ["FOLLOW_UP_TOOL_PATTERN", T.FOLLOW_UP_TOOL_PATTERN],
  ] as const) {
    const broken = patternProblem(value as unknown);
    if (broken) problems.push(`${name}: ${broken}`);
  }
  problems.push(
    ...vetRows([T.EN_SUBJECT as SubjectRow], {
      table: "EN_SUBJECT",
      fires: (row, text) => exec(row.match, text) !== null,
      blocks: (text) => analyse(text).promise !== undefined,
      compiles: (row) => patternProblem(row.match),
    }),
    ...vetRows(T.TAG_PROMISES as readonly TagRow[], {
      table: "TAG_PROMISES",
      fires: (row, text) => analyse(text).promise?.rule === row.id,
      blocks: (text) => analyse(text).promise !== undefined,
      compiles: (row) => (Array.isArray(row.match?.seq) && row.match.seq.length ? undefined : "match.seq needs at least one tag"),
    }),
  );
  const lexicon = T.LEXICON as Record<string, unknown>;
  problems.push(...lexiconProblems(lexicon));
  for (const row of T.TAG_PROMISES as readonly TagRow[]) {
    const m = row.match;
    const named = [
      ...(m?.seq ?? []),
      ...(m?.any ?? []),
      ...(m?.none ?? []),
      ...(m?.notSubject ?? []),
      ...(m?.objectMarks ?? []),
      ...(m?.owners ?? []),
      ...(m?.topicMarks ?? []),
    ];
    for (const tag of named) if (!(tag in lexicon)) problems.push(`TAG_PROMISES ${row.id}: unknown tag ${tag}`);
  }
  if (!Number.isInteger(T.MAX_BLOCKS) || T.MAX_BLOCKS < 0) problems.push("MAX_BLOCKS: must be a whole number ≥ 0");
  if (!(T.RECENT_MINUTES > 0)) problems.push("RECENT_MINUTES: must be > 0");
  return problems;
}

export const guard: Guard = {
  name: "verify_commitments",
  failMode: T.FAIL_MODE,
  handlers: { on_stop: onStop },
  check: () => checkTables(),
  settings: () => ({
    SCHEDULED_JOBS: ["text", T.SCHEDULED_JOBS],
    TASKS_STORAGE_PATH: ["text", T.TASKS_STORAGE_PATH],
    TASKS_FALLBACK_PATHS: ["names", T.TASKS_FALLBACK_PATHS],
    STATE_FILE: ["text", T.STATE_FILE],
    ACTIVE_JOB_STATUSES: ["names", T.ACTIVE_JOB_STATUSES],
    FOLLOW_UP_TOOLS: ["names", T.FOLLOW_UP_TOOLS],
    EVIDENCE_CHARS: ["count", T.EVIDENCE_CHARS],
  }),
};
