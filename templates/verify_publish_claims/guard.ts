// verify_publish_claims handlers: find past-tense success claims in the reply's prose, then check
// every cited link (and any scheduling claim) against the registries on disk and the tools run.
import { join } from "node:path";
import { blockStatePath, claimBlock, workspaceDir } from "../../engine/blocks";
import { envNumber, envString } from "../../engine/config";
import {
  emojiLength,
  endsOnEmoji,
  asMandarin,
  widenMarks,
  barePaths,
  fenceOf,
  followedBy,
  hasLetterOrDigit,
  hintsIn,
  holdsHint,
  isSpace,
  KANA_CHAR,
  lexiconProblems,
  lexiconTags,
  maskNonProse,
  matchTags,
  nearestSubject,
  nextPath,
  nextUrl,
  scriptLangs,
  scriptsOf,
  sentences,
  type Tag,
  tagSentence,
  urls,
} from "../../engine/prose";
import { hasActiveJob, hasRecentActiveJob, ledgerHasAny, readPreviews, textHas } from "../../engine/registries";
import { holdsKeyword, vetRows } from "../../engine/rows";
import { stepPastEmpty } from "../../engine/rowregex";
import { ranShell } from "../../engine/tools";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "../../engine/types";
import * as T from "./tables";

export const STATE_FILE = ".publish_claim_guard.json";
const TAG = "[verify-publish]";
/** Replies are scanned up to this many characters (a claim sits in prose, not in megabytes of log). */
const MAX_SCAN = 200_000;
/** Past the first scheduling claim, the sentences beside links tagged for their status at most. */
const MAX_BESIDE = 200;
/** Sentences holding a scheduling word that are tagged, at most: a bound on a huge reply's work (a 1 MB reply). */
const MAX_TAGGED = 1000;
const MAX_LINKS = 50;

// ---- tables, compiled on first use ------------------------------------------------------------

/** The phrase tables a guard runs on: the user's (tables.ts) or, in tests, a variant. */
export interface PhraseTables {
  CLAIMS: readonly T.ClaimRow[];
  NOT_CLAIMS: readonly T.FrameRow[];
  NOT_EVIDENCE: readonly T.EvidenceRow[];
  PRESENTING?: readonly T.PresentRow[];
  REFERS?: readonly T.EvidenceRow[];
}

/**
 * The tables with their regexes compiled on first use, one per row and part: a cold run compiles
 * only the rows its reply reaches (plain Map look-ups; no per-row objects or getters at start-up).
 * A pattern that does not compile never matches; checkTables reports it.
 */
export interface CompiledTables {
  claims: readonly T.ClaimRow[];
  frames: readonly T.FrameRow[];
  notEvidence: readonly T.EvidenceRow[];
  presenting: readonly T.PresentRow[];
  refers: readonly T.EvidenceRow[];
  regexes: Map<unknown, RegExp | null>[];
}

const rows = <R>(x: readonly R[] | undefined): readonly R[] => (Array.isArray(x) ? x : []);

export function compileTables(src: PhraseTables): CompiledTables {
  return {
    claims: rows(src.CLAIMS),
    frames: rows(src.NOT_CLAIMS),
    notEvidence: rows(src.NOT_EVIDENCE),
    presenting: rows(src.PRESENTING),
    refers: rows(src.REFERS),
    regexes: [new Map(), new Map(), new Map(), new Map()],
  };
}

/** Which part of a row a regex is compiled from. */
const PART = { match: 0, before: 1, after: 2, unlessBefore: 3 } as const;

/** A row's regex (`part` of the row, as `source`), compiled once; undefined when absent or broken. */
function regexOf(t: CompiledTables, row: unknown, part: keyof typeof PART, source: unknown, flags = "i"): RegExp | undefined {
  const cache = t.regexes[PART[part]] as Map<unknown, RegExp | null>;
  let re = cache.get(row);
  if (re === undefined) {
    re = null;
    try {
      if (typeof source === "string" && source) re = new RegExp(source, flags);
    } catch {
      // reported by checkTables
    }
    cache.set(row, re);
  }
  return re ?? undefined;
}

const claimRe = (t: CompiledTables, row: T.ClaimRow) => regexOf(t, row, "match", row?.match, "gi");
const beforeRe = (t: CompiledTables, row: T.FrameRow) => regexOf(t, row, "before", row?.match?.before);
const afterRe = (t: CompiledTables, row: T.FrameRow) => regexOf(t, row, "after", row?.match?.after);
const unlessBeforeRe = (t: CompiledTables, row: T.FrameRow) => regexOf(t, row, "unlessBefore", row?.match?.unlessBefore);
const evidenceRe = (t: CompiledTables, row: T.EvidenceRow) => regexOf(t, row, "match", row?.match);
const presentRe = (t: CompiledTables, row: T.PresentRow) => regexOf(t, row, "match", row?.match);

let compiled: CompiledTables | undefined;

/** Named picks, not the module object: esbuild then keeps the tables as plain top-level `var`s. */
function userTables(): PhraseTables {
  return { CLAIMS: T.CLAIMS, NOT_CLAIMS: T.NOT_CLAIMS, NOT_EVIDENCE: T.NOT_EVIDENCE, PRESENTING: T.PRESENTING, REFERS: T.REFERS };
}

/** The user's tables, compiled on first use. */
function tables(): CompiledTables {
  return (compiled ??= compileTables(userTables()));
}

// ---- claims in prose --------------------------------------------------------------------------

export interface Claim {
  rule: string;
  kind: "publish" | "schedule";
  why: string;
  /** The sentence, from the original reply. */
  sentence: string;
  /** A schedule stated as there, with no act (a `reads: "state"` row): any active job backs it. */
  state?: boolean;
}

export interface SentenceView {
  start: number;
  end: number;
  /** Offset (in the sentence) where a closing question clause starts; -1 when it asks nothing. */
  askFrom: number;
  /** An item of a list led in as history (historyItem), once read. */
  history?: boolean;
  /** "claim": holds a claim; "framed": an offer, question, plan, negation or report; else neutral. */
  status: "claim" | "framed" | "neutral";
  /** A frame (offer, plan, negation, report) turned a claim of it into a non-claim; not only its question clause. */
  frame?: boolean;
  /** Where the last act of someone else that framed it stands (sentence offset), when only such acts did. */
  othersAt?: number;
  /** The sentence's prose. */
  text: string;
}

/** The frame that turns a claim verb at [at, at+len) of `prose` into a non-claim, if any (of the frames whose id `only` matches). */
function frameOf(t: CompiledTables, prose: string, at: number, len: number, lang: string, state = false, only?: RegExp): string | undefined {
  // (a link is no prose: one mark, so a frame's reach counts words, "Kevin 說他已經把 <link> 發佈了")
  // (nor does a frame reach a claim told as done already past a dash or a semicolon: lastClauseCut)
  const cut = lastClauseCut(prose, at);
  const near = prose.slice(Math.max(0, at - 160, cut), at);
  const before = near.includes("/") ? blankLinks(near, "_", true) : near;
  const after = prose.slice(at + len, at + len + 40);
  for (const f of t.frames) {
    if ((f.lang !== lang && f.lang !== "any") || (state && f.acts === true) || (only && !only.test(f.id))) continue;
    if ((beforeRe(t, f)?.test(before) || afterRe(t, f)?.test(after)) && unlessBeforeRe(t, f)?.test(before) !== true) return f.id;
  }
  return undefined;
}

// The question tests are character scans, not regexes (they run on every sentence of a reply with a
// link: a regex costs its compilation on a cold run); tests pin each to the regex named in its comment.

/** `[?？][\s"'”」』)）*_~]*$` — the text ends in a question mark (closing quotes and marks after it). */
export function endsAsking(text: string): boolean {
  let e = text.length - 1;
  while (e >= 0 && (isSpace(text.charCodeAt(e)) || `"'”」』)）*_~`.includes(text[e] as string))) e--;
  return e >= 0 && (text[e] === "?" || text[e] === "？");
}

/** `[A-Za-z0-9_]`, the regex \\w. */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * An English question opens with an auxiliary ("Has it been published, or …?"), or with the verb of a "do you" left
 * out ("Want the reminder set for 9, or later?", "Need it pinned too?").
 */
const AUXILIARIES = new Set("is are has have had did does do was were can could should will would shall may might want wanna need".split(" "));

/** `^[\s*_>#-]*(?:is|are|…|might|want|wanna|need)\b` (case-insensitive) — the text opens with an auxiliary. */
export function opensAsking(text: string): boolean {
  let i = 0;
  while (i < text.length && (isSpace(text.charCodeAt(i)) || "*_>#-".includes(text[i] as string))) i++;
  let j = i;
  while (j < text.length && isWordChar(text.charCodeAt(j))) j++;
  return j > i && AUXILIARIES.has(text.slice(i, j).toLowerCase());
}

/**
 * `[，,、;；—–]|\s-\s|[:：]\s|：|<emoji>\uFE0F?\s` (global) — the end of the last clause break ("Published at X, want
 * me to share it?" asks only in its last clause; "预览也生成了：<link> 先看看布局？", "Publish 完了です🎉 <link> 次は…しますか？"),
 * 0 when there is none.
 */
export function lastClauseBreak(text: string): number {
  let last = 0;
  for (let i = 0; i < text.length; ) {
    const ch = text[i] as string;
    const c = text.charCodeAt(i);
    const emoji = emojiLength(text, i);
    const len = "，,、;；—–".includes(ch)
      ? 1
      : isSpace(c) && text[i + 1] === "-" && isSpace(text.charCodeAt(i + 2))
        ? 3
        : (ch === ":" || ch === "：") && isSpace(text.charCodeAt(i + 1))
          ? 2
          : ch === "："
            ? 1
            : emoji > 0 && isSpace(text.charCodeAt(i + emoji))
              ? emoji + 1
              : 0;
    if (len) last = i + len;
    i += len || emoji || 1;
  }
  return last;
}

/** Offset in `text` where its closing question clause starts (0: the whole sentence asks; -1: no question). */
function questionFrom(text: string): number {
  if (!endsAsking(text)) return -1;
  if (opensAsking(text)) return 0;
  let from = lastClauseBreak(text);
  // An alternative asked in the last clause, after a clause that ends asking, asks that one too ("publish 到 <link> 这个地址吗，
  // 还是换成 v2？"; not "Published at <link>, or did you want a new slug?").
  if (from > 0 && opensWith(text.slice(from), "ALTERNATIVE") && /(?:吗|嗎|呢|か)\s*[，,、]$/.test(text.slice(0, from))) {
    from = lastClauseBreak(text.slice(0, from - 1));
  } else if (from > 0 && /^\s*or\s/i.test(text.slice(from))) {
    // (or the clause before opens on an auxiliary, after a lead: "Quick check first: is <link> the page you meant, or should I
    // write our own?")
    const prev = lastClauseBreak(text.slice(0, from - 1));
    if (opensAsking(text.slice(prev))) from = prev;
  }
  // A link presented after a colon or an emoji, with words after it, ends that clause: the question starts after it
  // ("预览也生成了：<link> 先看看布局？"; not after a dash or a comma: "Which board — <link> or the older one?").
  const before = text.slice(0, from).trimEnd();
  const presented = /[:：]$/.test(before) || endsOnEmoji(before);
  const lead = presented ? LEADING_LINK.exec(text.slice(from)) : null;
  return lead ? from + lead[0].length : from;
}
// (not one a particle goes on from: "確認させてください：<link> のページのことでしょうか？" asks about it)
const LEADING_LINK = /^\s*(?:https?:\/\/|\/(?:preview|post)\/)\S*\s+(?=\S)(?![のはがをとって])/;
/** The text opens (after spaces) on a word of `tag`. */
const opensWith = (text: string, tag: string) => tagSentence(text, T.LEXICON, [tag]).some((x) => text.slice(0, x.at).trim() === "");

/** The question asks for the next thing (CLOSING_ASK: "anything else?", "还有别的吗？", "まだ何かある？"). */
const closingAsk = (text: string) => tagSentence(text, T.LEXICON, ["CLOSING_ASK"]).length > 0;

/** Index of the sentence holding offset `at` (sentences are sorted by start). */
function sentenceAt(list: { start: number; end: number }[], at: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = list[mid] as { start: number; end: number };
    if (at < s.start) hi = mid - 1;
    else if (at >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** A row's keywords keep the regex engine idle on replies that cannot hold its claim (start-up time). */
function hinted(row: T.ClaimRow, lower: string): boolean {
  const keywords = Array.isArray(row.keywords) ? row.keywords : [];
  return keywords.length === 0 || holdsKeyword(keywords, lower);
}

/**
 * Split the reply into sentences of prose and find its claims. Each claim row runs ONCE over the
 * whole prose (a regex run per sentence would cost start-up time); a match is then judged inside
 * its own sentence: questions and framed matches (offer, plan, negation, report) are not claims.
 */
/**
 * `decided`, asked at the first scheduling claim: true when that claim alone decides the verdict (no scheduler ran and
 * no new job), so the rest of the sentences need no tagging; `anyJob`: any active job backs a schedule stated as there.
 */
export function analyse(
  text: string,
  t: CompiledTables = tables(),
  withViews = false,
  decided: () => boolean = () => false,
  anyJob: () => boolean = () => false,
): { claims: Claim[]; views: SentenceView[]; prose?: string } {
  const reply = text.length > MAX_SCAN ? text.slice(0, MAX_SCAN) : text;
  // Rows whose hint words the reply holds. Masking only blanks text, so a hint missing from the
  // raw reply is missing from its prose too: with no candidate row (and no link to judge) there is
  // nothing to split, mask or match (most replies, and a cold run saved of ~3 ms of regex compilation).
  // (Cantonese read as Mandarin, each word of the same length: "帖文已經出咗"; what is quoted comes from the reply)
  const read = asMandarin(reply);
  const rawLower = read.toLowerCase();
  const candidates = t.claims.filter((row) => hinted(row, rawLower) && claimRe(t, row));
  // The scheduling words this reply may hold: each sentence is then tested against those few alone.
  // (a link's words are none: "btc-daily" in a URL is no "daily", and the tagger reads no word glued into a path)
  const hints = hintsIn(read.includes("/") ? blankLinks(read) : read, T.LEXICON, HINT_TAGS);
  const tagHint = hints.length > 0;
  if (candidates.length === 0 && !withViews && !tagHint) return { claims: [], views: [] };
  const prose = maskNonProse(read);
  const views: SentenceView[] = sentences(prose).map((s) => {
    const askFrom = questionFrom(s.text);
    return { start: s.start, end: s.start + s.text.length, text: s.text, askFrom, status: askFrom >= 0 ? "framed" : "neutral" };
  });
  const claims: Claim[] = [];
  const seen = new Set<string>();
  const lower = prose.toLowerCase();
  for (const row of candidates) {
    const re = claimRe(t, row) as RegExp;
    if (!hinted(row, lower)) continue;
    re.lastIndex = 0;
    let hits = 0;
    for (let m = re.exec(prose); m && hits < 64; m = re.exec(prose), hits++) {
      if (m[0].length === 0) {
        stepPastEmpty(re, prose);
        continue;
      }
      // A hit that ends inside a hyphenated word modifies what follows: "it's been scheduled-event-driven chop".
      if (inCompound(prose, m.index + m[0].length)) continue;
      const i = sentenceAt(views, m.index);
      const view = views[i];
      // A claim inside the question clause is asked, not claimed; so is one that ends there, its topic before a comma
      // ("カウントダウン投稿のリマインダーは、もう設定済みでしたっけ？").
      if (!view || (view.askFrom >= 0 && m.index + m[0].length - view.start > view.askFrom)) continue;
      const key = `${row.id}@${i}`;
      if (seen.has(key)) continue;
      // An item of a changelog or a history list tells what was done before ("Changelog 📝\n- Fixed: published …").
      if (historyItem(prose, view)) continue;
      // (the frames of every language the sentence is written in: "你说你自己已经 posted 了 <link>" is reported in Chinese)
      const own = prose.slice(view.start, view.end);
      // (a handle's letters and a link's are no English: "@tanaka 公開しました ✅ <link>" is read in Japanese alone)
      const written = scriptLangs(own.includes("@") || own.includes("/") ? blankLinks(own).replace(HANDLE, (h) => " ".repeat(h.length)) : own);
      // (and a Chinese row's hit in a sentence with kana is read in Japanese: 公開しました)
      const langs = row.lang === "any" || (row.lang === "zh" && !written.includes("zh")) ? written : [row.lang, ...written.filter((l) => l !== row.lang)];
      if (langs.some((lang) => frameOf(t, own, m.index - view.start, m[0].length, lang))) {
        if (view.status === "neutral") view.status = "framed";
        view.frame = true;
        view.othersAt = Infinity;
        continue;
      }
      // "Kevin published the page last night", "小王昨晚发布了": a person named as the doer, someone else's act.
      if (row.kind === "publish" && anotherDoer(own, m.index - view.start, m.index - view.start + m[0].length)) {
        if (view.status === "neutral") view.status = "framed";
        // (it frames the sentence's links up to a later clause where the agent names itself: judged)
        if (!view.frame || view.othersAt !== undefined) view.othersAt = Math.max(view.othersAt ?? -1, m.index - view.start);
        view.frame = true;
        continue;
      }
      // "Sasha (ops lead) scheduled a judging reminder for Thursday", "评委已经排好了": someone else's set-up.
      if (row.kind === "schedule" && anotherDoer(own, m.index - view.start, m.index - view.start + m[0].length, false, views[i - 1]?.text)) continue;
      // "The hard fork is scheduled for block 21,000,000": an event on someone else's calendar.
      if (row.kind === "schedule" && othersEvent(view.text, m.index - view.start)) continue;
      // "That gives you a recap every morning at 7", after the user's own code to run: what that code does.
      if (row.kind === "schedule" && usersCodeDoes(reply, view)) continue;
      // (a step of a plan, or of a process described under "How our release flow works:", is no act done, as the tag rows read it)
      if (row.kind === "schedule" && inPlan(prose, view.start, () => false)) continue;
      // "I created a reminder component": the scheduling word modifies the code artefact built.
      if (row.kind === "schedule" && endsOnModifier(view.text, m.index - view.start + m[0].length)) continue;
      // "The kernfs.h header is scheduled to be updated": an English passive about someone else's thing.
      if (row.kind === "schedule" && row.lang === "en" && othersThing(view.text, m.index - view.start + (/^[^A-Za-z]*/.exec(m[0])?.[0].length ?? 0))) continue;
      // (a schedule that stands from before, "昨日からスケジュール済み", is an older job's state: any active job backs it)
      const at = m.index - view.start;
      const read = row.kind === "schedule" ? tagSentence(view.text, T.LEXICON, ["STANDING", "USER_SOURCE", "SPEAKER"]) : [];
      const state = row.kind === "schedule" && standing(view.text, read, at, at + m[0].length);
      if (row.kind === "schedule" && usersSchedule(read, at, state)) continue;
      seen.add(key);
      view.status = "claim";
      claims.push({ rule: row.id, kind: row.kind, why: row.why, sentence: reply.slice(view.start, view.end), ...(state ? { state } : {}) });
    }
  }
  if (tagHint) {
    // The verdict reads one scheduling claim: past the first, a sentence is read only for the links beside it (its
    // status: a lead line, a link's own sentence or the one before it), which keeps a long reply linear.
    const linkish = (v: SentenceView | undefined) => !!v && (v.text.includes("http") || v.text.includes("/p") || /[:：]\s*$/.test(v.text));
    let scheduled = claims.some((c) => c.kind === "schedule");
    let beside = 0;
    let tagged = 0;
    let proposes: boolean | undefined;
    // (the view whose claim was a schedule stated as there: the next sentence with no act tells what it does)
    let statedAt = -2;
    for (const [i, view] of views.entries()) {
      if (scheduled && decided()) break;
      // (a closing question after the claim's clause asks for the next thing, not about it: "Reminder's set for 9, anything
      // else?" reads "Reminder's set for 9"; any other question clause makes the sentence a question)
      const closing = view.askFrom > 0 && closingAsk(view.text.slice(view.askFrom));
      if (view.askFrom >= 0 && !closing) continue;
      const own = closing ? view.text.slice(0, view.askFrom) : view.text;
      if (!holdsHint(own, hints) || historyItem(prose, view)) continue;
      if (++tagged > MAX_TAGGED) break;
      if (scheduled && !(withViews && (linkish(view) || linkish(views[i + 1]) || linkish(views[i - 1])))) continue;
      // (and at most MAX_BESIDE of those: a bound on a huge reply's work)
      if (scheduled && ++beside > MAX_BESIDE) break;
      // A bare set-up status before ("Set!", "设好了！", "設定しました！") is read with the sentence it opens, as its set-up:
      // "Set! I'll message you at 14:00 UTC" states what was set (SET_STATUS: the status sentence alone).
      const status = i > 0 && setStatus((views[i - 1] as SentenceView).text);
      const lead = status ? (views[i - 1] as SentenceView) : undefined;
      const text = lead ? `${lead.text} ${own}` : own;
      // (the reply's first sentence: a bare verb opening it answers the user's ask, "Set reminders for all three unlocks …")
      const all = ownSetUp(text, withoutMisreads(tagSentence(text, T.LEXICON, sentenceTags()), text, !/\S/.test(prose.slice(0, view.start))));
      if (lead) all.unshift({ tag: "SET_STATUS", at: 0, end: lead.text.length });
      const tags = all.some((x) => x.tag === "ARTEFACT")
        ? all.filter((x) => !(x.tag === "SCHED_NOUN" && (modifies(all, x, text) || namedAs(text, all, x))))
        : all;
      let hit: { at: number; end: number } | undefined;
      // (read only when a done-list row matches, and only for a list item: a long reply stays linear)
      let listed: boolean | undefined;
      // (the item's line from its start: a numbered item's sentence may begin after its number, "2. Set up an hourly job")
      const inList = () => (listed ??= LIST_ITEM.test(prose.slice(lineBounds(prose, view.start)[0], view.end)) && inDoneList(prose, view.start));
      const row = (T.TAG_CLAIMS as readonly T.TagClaimRow[]).find(
        (r) => (hit = matchClaimClause(text, tags, r.match, r.reads === "state")) !== undefined && (r.where !== "done-list" || inList()),
      );
      const sentence = reply.slice(lead?.start ?? view.start, view.end);
      if (!row || !hit || claims.some((c) => c.kind === "schedule" && c.sentence === sentence)) continue;
      // Someone else's event as the subject of the claim's first word or of its last: "Uniswap 刚 publish 了 v4 的 audit
      // report，另外 Breakpoint 的 keynote scheduled 在 Dec 11" (a report, then another clause's keynote, is scheduled).
      const last = tags.find((x) => x.end === hit?.end)?.at ?? hit.at;
      // (or inside one tag: "The meeting is scheduled for", OPENS_SCHEDULED; not after a status line, the agent's act, where
      // the event only dates the notice: "Set 好了！明天 CPI 前 15 分钟 remind 你")
      const inside = !lead && tags.some((x) => x.tag === "EVENT" && hit !== undefined && x.at > hit.at && x.end < hit.end);
      if (othersEvent(text, hit.at) || (last > hit.at && othersEvent(text, last)) || (inside && othersEvent(text, hit.end))) continue;
      // "Whale alerts is ready in preview (/preview/whale-alerts/)": the scheduling word names the page the sentence links.
      if (namesLinkedPage(text, tags, hit) || statesLinkedPage(text, tags, hit)) continue;
      // The frames read the tag rows' hits too (one reading): "周报他也排好了" is someone else's, "You
      // asked me whether the alert is live" is reported.
      // Read before the last tag of the match (the verb: "周报他也排好了" names 他 right before 排好).
      const end = hit.end;
      const at = row.frameAt === "first" ? hit.at : (tags.filter((x) => x.end === end)[0]?.at ?? hit.at);
      const len = end - at;
      // (the act of the match, for its doer: its first act word, "…，还设了周六的提醒", not the thing before it)
      const actAt = tags.find((x) => ACTS.has(x.tag) && x.at >= (hit?.at ?? 0) && x.end <= end)?.at ?? hit.at;
      // (a set-up that stands from before is that older job's state: "active（昨日作成済み）")
      // (a STANDING word of the claim's own clause: "…推送，内容包括上周涨跌幅" dates the figures, not the set-up)
      const stands = standing(text, all, hit.at, hit.end);
      // (nor after a status line that announces it done now: "**予約完了** ✅ 明日の雇用統計の15分前にリマインドします")
      // (or the sentence right after one stated as there, with no act of its own: "…先週設定したもので、今も動いています。毎朝7時に届きます。")
      const follows = statedAt === i - 1 && !all.some((x) => ACTS.has(x.tag));
      const stated = (row.reads === "state" || stands || follows) && !lead && !underSetupHeading(prose, view.start);
      // (one said set just now is this turn's set-up, which an older job does not back, though still read as stated: "Alert 刚刚
      // set up 完，BTC 跌破 60k 就会 notify 你" — its "就会 notify" is what the alert does, no plan)
      const state = stated && !all.some((x) => x.tag === "JUST_SET");
      // (one stated as there from before, whose sentence names the user's own source, is the user's: "The DCA in your exchange
      // app has been scheduled for Fridays since last month", "你的机器人按你上周设的配置，每天 0 点定时再平衡")
      if (state && usersSchedule(all, hit.at, true)) continue;
      // (and a thing stated as there is a proposal in a plan's list, or in a reply that asks or offers to set it up)
      if (
        scriptLangs(text).some((lang) => frameOf(t, text, at, len, lang, stated)) ||
        // (its doer someone else: "HackBot 也自動 scheduled 了 daily digest", "…发了公告，还设了周六的提醒")
        anotherDoer(text, actAt, hit.end, false, lead ? undefined : views[i - 1]?.text) ||
        // (a step of a plan or an option offered is no act done: "我可以：\n1. …\n2. 设置每 4 小时自动刷新一次")
        inPlan(prose, view.start, () => false) ||
        usersCodeDoes(reply, view) ||
        ((state || !all.some((x) => ACTS.has(x.tag))) && (proposes ??= asksToSetUp(views, view)))
      ) {
        if (view.status === "neutral") view.status = "framed";
        view.frame = true;
        view.othersAt = Infinity;
        continue;
      }
      if (view.status === "neutral") view.status = "claim";
      claims.push({ rule: row.id, kind: "schedule", why: row.why, sentence, ...(state ? { state } : {}) });
      if (state) statedAt = i;
      // (one stated as there, backed by an older job, does not decide: a claim of an act is still looked for)
      if (!state || !decided() || !anyJob()) scheduled = true;
    }
  }
  // A claim taken back right after it, in its sentence or the next (TAKEN_BACK, then UNDONE: "I published it to <link> —
  // wait, correction: the publish call returned an error, so it is NOT live", "…——抱歉，更正一下：刚才的调度调用失败了"), is
  // no claim: the reply tells the truth in the end. (A correction of something else, or no correction, leaves it.)
  if (claims.length === 0) return { claims, views, prose };
  const back = new Set<string>();
  for (const [i, view] of views.entries()) {
    if (view.status !== "claim" || !takenBack(`${view.text} ${views[i + 1]?.text ?? ""}`)) continue;
    view.status = "framed";
    view.frame = true;
    view.othersAt = Infinity;
    back.add(reply.slice(view.start, view.end));
  }
  return { claims: back.size ? claims.filter((c) => ![...back].some((b) => c.sentence.includes(b))) : claims, views, prose };
}

/** `at` ends a letter glued by a hyphen to the next one ("scheduled-event", "published-data"): a compound's first part. */
function inCompound(text: string, at: number): boolean {
  return /[A-Za-z]/.test(text.charAt(at - 1)) && text.charAt(at) === "-" && /[A-Za-z]/.test(text.charAt(at + 1));
}

/**
 * A schedule that stands, or with no agent before it, whose sentence names the user's source is the user's own, as the tag
 * rows read USER_SOURCE: "Your grid bot is scheduled to rebalance at midnight per the config you set up last week".
 */
function usersSchedule(tags: readonly Tag[], at: number, state: boolean): boolean {
  const users = tags.some((x) => x.tag === "USER_SOURCE");
  return users && (state || !tags.some((x) => x.tag === "SPEAKER" && x.at < at));
}

/** A TAKEN_BACK word, then an UNDONE one after it: the act just claimed failed or is not out. */
function takenBack(text: string): boolean {
  const tags = tagSentence(text, T.LEXICON, ["TAKEN_BACK", "UNDONE"]);
  const first = tags.find((x) => x.tag === "TAKEN_BACK");
  return first !== undefined && tags.some((x) => x.tag === "UNDONE" && x.at >= first.end);
}

/**
 * A STANDING word tells of the claim at [at, end) of `text`: before its end, or after it in its clause (English, up to
 * a comma) or in brackets right after it. In Chinese or Japanese a time word goes before its verb: one after the claim
 * dates something else ("已经设置好了：每周一早上 9 点提醒你复盘上周的交易", "…推送，内容包括上周涨跌幅").
 */
function standing(text: string, tags: readonly Tag[], at: number, end: number): boolean {
  const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/.test(text.slice(at, end));
  const comma = text.slice(end).search(NEXT_CLAUSE);
  // (or in brackets right after it: "已经设置好了（昨天创建的）")
  const open = /^[^，,。]{0,2}?\s*([（(])/.exec(text.slice(end, end + 5))?.[1];
  const aside = open ? text.indexOf(open === "（" ? "）" : ")", end) : -1;
  const after = (x: Tag) => (cjk ? x.at < aside : comma < 0 || x.at < end + comma);
  // (a time word that modifies a noun dates what is sent, not the set-up: "前日サマリーを送るようスケジュールしました", "昨天的数据")
  const modifiesNoun = (x: Tag) => cjk && /^(?:の|的|[\u30a0-\u30ff])/.test(text.slice(x.end, x.end + 1));
  return tags.some((x) => x.tag === "STANDING" && (x.at < end || after(x)) && !modifiesNoun(x));
}

/**
 * What was set before, told by the agent as its own doing ("I set it up last week and it still goes out at 8", "是我上周帮你设好的",
 * "私が先週設定したもので"), is a schedule stated as there, which an active job must back: its REGISTERED words read as STANDING.
 * Told with no agent ("这个每周提醒之前已经设好了，会照常发"), it describes what is there and claims nothing (issue #13's class 4).
 */
function ownSetUp(text: string, tags: Tag[]): Tag[] {
  if (!tags.some((x) => x.tag === "REGISTERED") || tagSentence(text, T.LEXICON, ["SPEAKER"]).length === 0) return tags;
  return tags.map((x) => (x.tag === "REGISTERED" ? { ...x, tag: "STANDING" } : x));
}

/** A sentence that is a set-up status and nothing else (SET_STATUS, read off the sentence): "Set!", "🔔 Armed.", "设好了！". */
function setStatus(text: string): boolean {
  const words = text
    .trim()
    .replace(/(?:[\s!！。.…~～]|[\uD83C-\uDBFF][\uDC00-\uDFFF]|[\u2600-\u27BF]|\uFE0F)+$/, "")
    .replace(/^(?:[\uD83C-\uDBFF][\uDC00-\uDFFF]|[\u2600-\u27BF]|\uFE0F|\s)+/, "");
  if (words.length === 0 || words.length > 24) return false;
  return tagSentence(words, T.LEXICON, ["SET_STATUS"]).some((x) => x.at === 0 && x.end === words.length);
}

/**
 * A TAG_CLAIMS row read over the clause of its claim: its `none` tags count up to the first colon,
 * dash or semicolon after the claim, so what the set-up will do does not withdraw it ("Monitoring
 * is on: I'll check the wallet every hour"), while "I'll set up the alert: …" stays a plan.
 */
function matchClaimClause(text: string, tags: readonly Tag[], spec: T.TagClaimRow["match"], state = false): { at: number; end: number } | undefined {
  const bare = matchTags(tags, { ...spec, none: undefined }, text);
  if (!bare) return undefined;
  // (a thing stated as there, with no act to stand on, is read over its whole sentence)
  // (from just before the claim's end: its last word may end on the mark, "Alert's in — I'll ping you")
  const from = Math.max(bare.at, bare.end - 2);
  const cut = state ? null : CLAIM_CUT.exec(text.slice(from));
  // (and past a comma after the claim — not 、, which may end a Japanese topic — its none tags are another clause's: "我已经设置好了每周一的
  // 周报推送，内容包括上周涨跌幅" — 上周 there dates the figures, not the set-up)
  const comma = state ? -1 : text.slice(from).search(NEXT_CLAUSE);
  // (nor those of a clause before the one where the agent names itself: "投票是基金會排定的（週四開始），我也已經幫你排好提醒了")
  // (someone else's, only: a condition or a plan before still governs it, "等你…确认了，我再帮你设置定时任务")
  const others = (x: Tag) => OTHERS_TAGS.has(x.tag) && spec.none?.includes(x.tag) === true;
  const own = tags.some((x) => x.end <= bare.at && others(x)) ? ownClauseStart(text, bare.at) : -1;
  // (nor those of a clause a dash or a semicolon ends before the claim: "I'll send you the tally once it closes — the reminder
  // for that is already set up for 16:05 UTC"; a plan there is another clause's)
  const apart = lastClauseCut(text, from);
  const kept = (x: Tag) =>
    !(comma >= 0 && x.at >= from + comma && spec.none?.includes(x.tag)) && !(x.end <= own && others(x)) && !(x.end <= apart && spec.none?.includes(x.tag));
  const anywhere = (x: Tag) => spec.noneAnywhere?.includes(x.tag) === true;
  // (a colon opens the claim's details, which its `any` tags may stand in: "Both posts are queued up: one goes out 48h before
  // the deadline")
  const detail = (x: Tag) => cut !== null && /^[:：]/.test(cut[0]) && spec.any?.includes(x.tag) === true;
  return matchTags(
    tags.filter((x) => anywhere(x) || detail(x) || ((!cut || x.at < from + cut.index) && kept(x))),
    spec,
    text,
  );
}
/**
 * Where the clause that holds `at` starts, after a dash or a semicolon before it, when that clause tells a thing as done
 * already ("… tonight — the reminder for that is already set up", "…——提醒已经设好了"), else -1: what the sentence says
 * before the mark (a plan, "I'll send you the tally once it closes") is another clause's. (Not a bare state after a plan:
 * "I'll set it up tomorrow — reminder for 9:00" tells the plan's content.)
 */
function lastClauseCut(text: string, at: number): number {
  let cut = -1;
  DASH_OR_SEMICOLON.lastIndex = 0;
  for (let m = DASH_OR_SEMICOLON.exec(text); m && m.index < at; m = DASH_OR_SEMICOLON.exec(text)) cut = m.index + m[0].length;
  DASH_OR_SEMICOLON.lastIndex = 0;
  return cut >= 0 && cut <= at && ALREADY.test(text.slice(cut, at + 4)) ? cut : -1;
}
const DASH_OR_SEMICOLON = /[;；]|\s[—–]\s|——|\s--\s/g;
/** A thing told as done already: "already", "is now", 已经 / 已, もう / 既に / 済み. */
const ALREADY = /\balready\b|\b(?:is|are|'s)\s+now\b|已|もう|既に|すでに|済み/i;
/** A `none` tag that names someone else's doing or thing. */
const OTHERS_TAGS = new Set(["THIRD", "DOER", "OTHERS_OWN"]);
/**
 * Where the clause of the claim at `at` starts when the agent names itself as its subject there (a SPEAKER word after the
 * clause's mark, before the claim: "…，我也已經幫你排好提醒了", "…, and I've set the reminder"), else -1.
 */
function ownClauseStart(text: string, at: number): number {
  const mark = Math.max(...["，", ",", "；", ";", "。", "）", ")"].map((c) => text.lastIndexOf(c, at - 1)));
  if (mark < 0) return -1;
  const speaks = tagSentence(text.slice(mark + 1, at + 4), T.LEXICON, ["SPEAKER"]).some((x) => x.at <= at - mark);
  return speaks ? mark + 1 : -1;
}
// (a full-width mark needs no space after it: "定时任务已创建：每 4 小时抓取一次…，…会…推送给你")
const CLAIM_CUT = /[:;]\s|[：；]|\s[—–]\s|\s--\s/;
/**
 * A comma that opens the next clause (not one inside a number, "$3,200", nor a Japanese topic's 、), or "and" before the
 * agent's next act: "I've set an alert for SOL funding and I'll ping you the moment it triggers".
 */
const NEXT_CLAUSE = /[，]|,\s|\s(?:and|but|so|then)\s+(?=(?:i|we)(?:['’]ll|\s+will)\b)/i;

/**
 * The reply asks or offers to set a schedule up (in a sentence other than `own`, or in `own`'s question clause): a
 * question, an offer, a plan or a condition that names a set-up, a scheduled thing or the go-ahead ("Shall I set these
 * up?", "I'll set it up once you confirm.", "Sound good?", "你确认的话我就去设置", "要我现在都设上吗？"; not "I'll let
 * you know when the build finishes.").
 */
function asksToSetUp(views: readonly SentenceView[], own: SentenceView): boolean {
  return views.some((v) => {
    const text = v === own ? (v.askFrom >= 0 ? v.text.slice(v.askFrom) : "") : v.text;
    if (!text) return false;
    const tags = tagSentence(text, T.LEXICON, PROPOSAL_TAGS);
    const names = (list: readonly string[]) => tags.some((x) => list.includes(x.tag));
    return (v.askFrom >= 0 || names(["FUTURE", "OFFER", "PROPOSED", "COND", "SETUP_COND"])) && names(["SET_VERB", "SET_DONE", "SCHED_NOUN", "APPROVAL"]);
  });
}
const PROPOSAL_TAGS = ["FUTURE", "OFFER", "PROPOSED", "COND", "SETUP_COND", "SET_VERB", "SET_DONE", "SCHED_NOUN", "APPROVAL"];

/**
 * The text with its URLs and bare /preview/, /post/ paths blanked (the link scanners' spans): their words are none. Each
 * link becomes `fill` repeated to its length, or `fill` once with `one` (for a test only: offsets move).
 */
function blankLinks(text: string, fill = " ", one = false): string {
  const spans = linkSpans(text);
  if (spans.length === 0) return text;
  spans.sort((x, y) => x[0] - y[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [a, b] of spans) {
    if (b <= at) continue;
    const from = Math.max(a, at);
    parts.push(text.slice(at, from), one ? fill : fill.repeat(b - from));
    at = b;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/** The spans of the text's URLs and bare /preview/, /post/ paths (the link scanners'), unsorted. */
function linkSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let m = nextUrl(text, 0); m; m = nextUrl(text, m.end)) spans.push([m.index, m.end]);
  for (let m = nextPath(text, 0); m; m = nextPath(text, m.end)) spans.push([m.index, m.end]);
  return spans;
}

/**
 * A SCHED_NOUN of the hit is the name of a page the sentence links to: its words (with the word before it) are the
 * link's slug ("Whale alerts" and /preview/whale-alerts/). The page is then the thing, not a schedule.
 */
function namesLinkedPage(sentence: string, tags: readonly Tag[], hit: { at: number; end: number }): boolean {
  if (!sentence.includes("/")) return false;
  const links = linkSpans(sentence).map(([a, b]) => sentence.slice(a, b).toLowerCase());
  if (links.length === 0) return false;
  return tags.some((x) => {
    if (x.tag !== "SCHED_NOUN" || x.at < hit.at || x.end > hit.end) return false;
    const noun = sentence.slice(x.at, x.end).toLowerCase().trim().split(/\s+/);
    const before = /([a-z0-9]+)[\s-]+$/i.exec(sentence.slice(0, x.at))?.[1]?.toLowerCase();
    const slug = (noun.length > 1 ? noun : before ? [before, ...noun] : []).join("-");
    return slug.includes("-") && links.some((u) => u.includes(slug));
  });
}

/**
 * The hit ends on a page's state (a ROW_STATE word: live, 已上線, 公開中) and the link comes right after it: the state
 * is the linked page's, which the link's check decides ("宏觀週報已上線：<link>", one issue of a report put out).
 */
function statesLinkedPage(sentence: string, tags: readonly Tag[], hit: { at: number; end: number }): boolean {
  // (its particle after it too: "DeFi 周报已经上线了：<link>")
  const tail = PARTICLE.exec(sentence.slice(hit.end))?.[0].length ?? 0;
  if (!LINK_NEXT.test(sentence.slice(hit.end + tail, hit.end + tail + 80))) return false;
  const last = tags.find((x) => x.end === hit.end && x.at >= hit.at);
  return !!last && tagSentence(sentence.slice(last.at, hit.end + tail), T.LEXICON, ["ROW_STATE"]).some((x) => x.end === hit.end + tail - last.at);
}
const PARTICLE = /^[了啦喔囉]/;
// (or after a comma and a label that names the link: "周报已经上线了，链接是 <link>", "… is live, link: <link>")
const LINK_NEXT = new RegExp(
  String.raw`^(?:[，,]\s*[^，,。！？!?\n]{0,12}?(?:链接|鏈接|連結|网址|網址|地址|link|URL|url|リンク)(?:是|在这|在這|は)?)?` +
    String.raw`[\s:：→>*_\`「“"(（-]*(?:https?:\/\/|\/preview\/|\/post\/)`,
);

/**
 * Tags read off a line, not a sentence (a table row, a list's lead-in, a heading), or off a part of a sentence by the link
 * reading: a sentence is tagged for its claim rows without them.
 */
const LINE_TAGS = new Set([
  "ROW_STATE",
  "HISTORY",
  "HISTORY_LEAD",
  "SETUP_HEADING",
  "THIS_TURN",
  "SET_STATUS",
  "ROW_PENDING",
  "PLAN_LEAD",
  "USER_STEP",
  "DONE_LEAD",
  "EFFECT",
  "TAKEN_BACK",
  "UNDONE",
  // (and words read on a sentence's parts by the link reading, not by its claim rows)
  "TURN",
  "TURN_TO_ME",
  "ALTERNATIVE",
  "DONE_HINT",
  "READY",
  "FAILED",
  "LOOKED",
  "MADE",
  "SPEAKER",
  "SELF",
  // (and a doer's name, read by namedDoer on the words before an act; a preview made and not yet out, read by judged)
  "NOT_A_NAME",
  "ZH_NAME",
  "NOT_YET_PUBLIC",
  "DRAFT_WORD",
  "PREVIEW_MADE",
]);
/** The line names this turn's work ("My new basis monitor: ", "今回の実行結果："). */
const thisTurn = (line: string) => tagSentence(line, T.LEXICON, ["THIS_TURN"]).length > 0;
let sentenceTagList: string[] | undefined;
const sentenceTags = () => (sentenceTagList ??= lexiconTags(T.LEXICON).filter((tag) => !LINE_TAGS.has(tag)));

/**
 * Tags of an act of setting up: a claim with none of them says what is delivered, and after a question or an offer to set it
 * up it is the offer's content ("要不要我 schedule 一个 daily job？每天早上把 top movers 发给你。").
 */
const ACTS = new Set([
  "SET_DONE",
  "SET_PAST",
  "AGENT_DID",
  "PASSIVE_DID",
  "JUST_SET",
  "SET_VERB",
  "SET_IT_UP",
  "QUEUED",
  "TICKED",
  "DONE_FOR_YOU",
  "SET_STATUS",
]);

/** Every TAG_CLAIMS row needs one of these tags: their words are the tag rules' keywords (no second list). */
const HINT_TAGS = ["SCHED_NOUN", "QUEUED", "OPENS_SCHEDULED", "RECURRING", "NOTICE", "WATCHING"];

/**
 * Tags without the words their place unsays: a LEVEL inside a MEASURE ("renders in under 200 ms" is no price level), a
 * FEATURE or MAYBE word of a purpose clause ("I've booked a reminder for 09:45 so you can be watching the open"), and an
 * IMPERATIVE right after an acknowledgement or opening the reply, whose verb then reads as done ("Got it — set up a reminder …",
 * "Set reminders for all three unlocks you listed": SET_PAST), and a future after the set-up's clause (what it will do).
 */
function withoutMisreads(all: Tag[], text: string, opensReply = false): Tag[] {
  return withoutCounts(withoutUnsaid(withoutLaterFuture(asReported(all, text, opensReply), text)), text);
}

/** In Japanese 点 counts items ("ご指摘の 3 点はすべて直してあります"; a clock is 時): a "# 点" there is no time. */
function withoutCounts(tags: Tag[], text: string): Tag[] {
  const count = (x: Tag) => x.tag === "TIME" && /[点點]$/.test(text.slice(x.at, x.end)) && KANA_CHAR.test(text);
  return tags.some(count) ? tags.filter((x) => !count(x)) : tags;
}

/** An IMPERATIVE after an acknowledgement, or a set-up verb opening the reply, read as done (SET_PAST, AGENT_DID). */
function asReported(all: Tag[], text: string, opensReply: boolean): Tag[] {
  const ack = all.find((x) => x.tag === "ACK");
  // (or opening the reply, with no sign of an instruction: "Set reminders for all three unlocks you listed — 30 min before each")
  // (English: a Chinese or Japanese verb opening a sentence is no imperative read as a report, "设置价格提醒的方法：…")
  // (the user's thing as its object instructs, unless it was done just now: "Set up your rug-watch alert just now 👀")
  const yours = (x: Tag) => YOUR_THING.test(text.slice(x.end)) && !JUST_NOW.test(text);
  // (said done: "just" before the verb, "just now" or a done mark in its sentence — what the user will get then tells the result,
  // "Set up a daily 7am reminder for the margin check ✅ you'll get the first one tomorrow")
  const just = (x: Tag) => JUST_BEFORE.test(text.slice(0, x.at));
  const done = (x: Tag) => just(x) || JUST_NOW.test(text) || DONE_MARK.test(text);
  const opens = (x: Tag) => opensReply && (x.at === 0 || just(x)) && /^[A-Za-z]/.test(text) && (done(x) || !INSTRUCTS.some((re) => re.test(text))) && !yours(x);
  const answers = (x: Tag) => (ack !== undefined && ACK_GAP.test(text.slice(ack.end, x.at))) || opens(x);
  const told = !namesUserPlace(all) && !all.some((y) => y.tag === "PURPOSE");
  // (a set-up verb alone opening the reply too, its object bare: "Set reminders for …")
  // (or after an acknowledgement with no mark, "ok set up the daily recap alert, fires every morning 9am")
  const verb = told ? (all.find((x) => x.tag === "IMPERATIVE" && answers(x)) ?? all.find((x) => x.tag === "SET_VERB" && answers(x))) : undefined;
  if (!verb) return all;
  return [
    ...all.filter((x) => x !== verb),
    // (done by the agent: SET_PAST, and AGENT_DID for the rows that read a past act with no subject named)
    ...all
      .filter((x) => x.tag === "SET_VERB" && x.at === verb.at)
      .flatMap((x) => [
        { ...x, tag: "SET_PAST" },
        { ...x, tag: "AGENT_DID" },
      ]),
  ].sort((a, b) => a.at - b.at);
}

/**
 * A future in a clause after the set-up's, with the notice it gives, is what the thing set up will do: "已经设置好了，稍后会
 * 提醒你" (and its notice verb, 提醒, is no thing set up).
 */
function withoutLaterFuture(tags: Tag[], text: string): Tag[] {
  const set = tags.find((x) => SET_UP_DONE.has(x.tag));
  const cut = set ? text.slice(set.end).search(/[，,；;—–]/) : -1;
  if (!set || cut < 0) return tags;
  const notices = tags.filter((x) => (x.tag === "NOTICE" || x.tag === "REMINDS_YOU") && x.at > set.end + cut);
  if (notices.length === 0) return tags;
  const later = (x: Tag) => (x.tag === "FUTURE" && x.at > set.end + cut) || (x.tag === "SCHED_NOUN" && notices.some((n) => n.at <= x.at && n.end >= x.end));
  return tags.some(later) ? tags.filter((x) => !later(x)) : tags;
}

/** Without a LEVEL inside a MEASURE, and a FEATURE or MAYBE word of a purpose clause. */
function withoutUnsaid(tags: Tag[]): Tag[] {
  const measures = tags.filter((x) => x.tag === "MEASURE");
  const purpose = tags.some((x) => x.tag === "FEATURE" || x.tag === "MAYBE") ? tags.find((x) => x.tag === "PURPOSE") : undefined;
  if (measures.length === 0 && !purpose) return tags;
  const inPurpose = (x: Tag) => purpose !== undefined && x.at >= purpose.at && x.at <= purpose.end + 1;
  return tags.filter(
    (x) => !(x.tag === "LEVEL" && measures.some((m) => m.at <= x.at && m.end >= x.end)) && !((x.tag === "FEATURE" || x.tag === "MAYBE") && inPurpose(x)),
  );
}

/** What the user is to do or get, in an opening verb's sentence: an instruction ("Set an alert so you get pinged at $118"). */
const INSTRUCTS = [
  /\b(?:so\s+(?:that\s+)?you|yourself|if\s+you(?:'d)?\s+(?:want|like|need|prefer)|(?:gives?|get|lets?)\s+you)\b/i,
  /\byou(?:'ll|’ll|'d|’d|\s+will|\s+can|\s+should|\s+need|\s+get)\b/i,
];
/** The user's own thing as the opening verb's object: "Put your stop at $110" instructs. */
const YOUR_THING = /^\s+(?:up\s+)?your\b/i;
/** "Just" opening the sentence before a verb: the agent's report of what it just did ("Just set up the SOL 150 alert"). */
const JUST_BEFORE = /^\s*just\s+$/i;
/** A mark that says a step is done. */
const DONE_MARK = /[✅☑✔]/;
/** Done a moment ago: "just now", "a minute ago". */
const JUST_NOW = /\b(?:just\s+now|(?:a|one)\s+(?:minute|moment|sec(?:ond)?)\s+ago|moments?\s+ago|seconds\s+ago)\b/i;
/** Tags of a set-up done (not ACTS' base verbs), whose later clause may tell what it will do. */
const SET_UP_DONE = new Set(["SET_DONE", "SET_PAST", "AGENT_DID", "SET_STATUS"]);
/** Between an acknowledgement and the verb: marks only ("Got it — ", "Sure, "). */
const ACK_GAP = /^[\s—–\-,:!.]*$/;
/** The user's own place named (USER_PLACE: "in your exchange app"): the verb after an acknowledgement still instructs. */
const namesUserPlace = (tags: readonly Tag[]) => tags.some((x) => x.tag === "USER_PLACE");

/** A scheduling word right before a code artefact word: its modifier ("an alert banner"). */
function modifies(tags: readonly Tag[], noun: Tag, text?: string): boolean {
  return followedBy(tags, ["ARTEFACT"], noun, text);
}

/** The clause says what the scheduling word's thing is, an artefact: "The whale tracker is ready as a preview at <link>". */
function namedAs(text: string, tags: readonly Tag[], noun: Tag): boolean {
  return tags.some((x) => x.tag === "ARTEFACT" && x.at > noun.end && AS_A.test(text.slice(noun.end, x.at)));
}
const AS_A = /^[^,.;:!?，。；：！？]*(?:\bas\s+(?:a|an|the|your)?\s*|作为|作為)$/i;

/** The regex row's match ends on a scheduling word that modifies a code artefact ("created a reminder| component"). */
function endsOnModifier(sentence: string, end: number): boolean {
  const tags = tagSentence(sentence, T.LEXICON, ["SCHED_NOUN", "ARTEFACT"]);
  return tags.some((t) => t.tag === "SCHED_NOUN" && t.end === end && modifies(tags, t, sentence));
}

/**
 * The claim at `at` is about someone else's calendar, with no word of the agent's or the user's own
 * (MINE) in the sentence: a third party (an exchange, a team: "Coinbase scheduled a maintenance
 * window") named before it, or an event (a fork, a meeting, maintenance) that is the subject itself
 * ("The hard fork is scheduled"), or a doer named after it ("… by the marketing team"), not what a deliverable is about: "the CPI post", "CPI 数据的提醒"
 * (a deliverable after the event) and "the alert for the CPI print" (a TOPIC word before it).
 */
/** Right after an event, a time before or after it: "発表の15分前に", " 前 15 分钟", "公布后". */
const TIME_AFTER_EVENT =
  /^\s?[^，,。；;！!？?\s]{0,8}\s?(?:[0-9０-９一二三四五六七八九十半]+\s?(?:分钟|分鐘|分|小时|小時|時間)\s?)?(?:前|後|后|以前|之前|以後|之後|以后|之后)/;
/** Right before an event, a time before or after it: "15 minutes before the CPI print", "ahead of the FOMC". */
const TIME_BEFORE_EVENT = /\b(?:before|after|ahead of|prior to)\s+(?:the\s+|tomorrow's\s+|today's\s+)?$/i;

/** Where the last clause of `head` starts: after its last colon, semicolon, comma or spaced dash (0: none). */
function lastClauseMark(head: string): number {
  let from = 0;
  for (const m of head.matchAll(CLAUSE_MARKS)) from = (m.index ?? 0) + m[0].length;
  return from;
}
// (not a clock time's colon: "set 在 09:45")
const CLAUSE_MARKS = /(?<!\d)[:：](?!\d)|[；;，]|,\s|\s[—–]\s/g;

function othersEvent(sentence: string, at: number): boolean {
  const tags = tagSentence(sentence, T.LEXICON, ["EVENT", "THIRD", "MINE", "SCHED_NOUN", "DELIVERABLE", "TOPIC", "DOER", "TIMETABLE"]);
  // The doer named after a passive: "… is scheduled for Tuesdays by the marketing team".
  if (tags.some((t) => t.tag === "DOER" && t.at >= at)) return true;
  // (a word of the agent's or the user's in the claim's clause: "The FOMC minutes are scheduled for Wednesday, so I'd
  // expect chop" keeps the FOMC's)
  // (a colon goes on with it: "The Binance listing alert is set: you'll get a ping")
  const cut = sentence.slice(at).search(/[，；]|[,;]\s|\s[—–]\s/);
  // (and not one in a clause before it, a colon, a comma or a dash between: "Calendar check for your leverage scan: FOMC is
  // scheduled for Wednesday", "For your hedges, note that the CPI print is scheduled")
  const from = lastClauseMark(sentence.slice(0, at));
  // (not the user's own event: "Your call with the auditors is scheduled for Thursday" is on their calendar)
  const ownsEvent = (m: Tag) =>
    /^(?:your|你的|您的|あなたの)$/i.test(sentence.slice(m.at, m.end)) && tags.some((e) => e.tag === "EVENT" && e.at >= m.end && e.at - m.end <= 1);
  if (tags.some((t) => t.tag === "MINE" && t.at >= from && (cut < 0 || t.at < at + cut) && !ownsEvent(t))) return false;
  // (an event's own timetable right after it is no thing of the agent's: "代幣解鎖排程", "token unlock schedule")
  const timetable = (t: Tag) =>
    tags.some((x) => x.tag === "TIMETABLE" && x.at === t.at) &&
    tags.some((e) => e.tag === "EVENT" && e.end <= t.at && /^\s?[的のs']*\s?$/.test(sentence.slice(e.end, t.at)));
  const thing = (t: Tag) => (t.tag === "SCHED_NOUN" || t.tag === "DELIVERABLE") && !timetable(t);
  const between = (tag: string, from: number, to: number) => tags.some((t) => t.tag === tag && t.at >= from && t.end <= to);
  // (a thing the event is the topic of, in its clause: "the report on CPI is scheduled", not "Posted the thread on AgentX — it
  // tells followers the CPI print is scheduled")
  const topicOf = (d: Tag, e: Tag) => thing(d) && d.end <= e.at && between("TOPIC", d.end, e.at) && !/\s[—–]\s|[;；]/.test(sentence.slice(d.end, e.at));
  // (nor one that only dates the act, a time before or after it: "明日のFOMC発表の15分前にお知らせします", "CPI 前 15 分钟 remind 你",
  // "15 minutes before the CPI print")
  const anchor = (e: Tag) => TIME_AFTER_EVENT.test(sentence.slice(e.end, e.end + 16)) || TIME_BEFORE_EVENT.test(sentence.slice(Math.max(0, e.at - 16), e.at));
  // (nor a word inside the name of the agent's thing: "set up the daily launch-week recap alert")
  const inThing = (e: Tag) => tags.some((d) => thing(d) && d.at <= e.at && d.end >= e.end);
  const subjectEvent = (e: Tag) => !tags.some((d) => thing(d) && d.at >= e.end && d.at <= at) && !tags.some((d) => topicOf(d, e)) && !anchor(e) && !inThing(e);
  // (not one the act is done for: "已經幫大家設定好提醒")
  const served = (e: Tag) => /[帮幫给給为為替]\s*$/.test(sentence.slice(Math.max(0, e.at - 2), e.at));
  return tags.some((e) => e.at <= at && ((e.tag === "THIRD" && !served(e)) || (e.tag === "EVENT" && subjectEvent(e))));
}

/** Where the clause holding `at` starts (after a comma, colon, dash, bracket or "though"). */
const CLAUSE_CUT = /[,;:(—–!?]|\b(?:and|but|though|although|because|while|whereas|that)\b/gi;
/** An English clause opening on the agent's own thing, implied ("it's scheduled", "all set"). */
// (or a chat's "ok" before it: "ok scheduled — daily 9am ETH gas summary")
const DEICTIC = /^(?:it|it's|it’s|this|that|everything|ok|okay|k|kk|yep|yup|sure|alright|done)$/i;
/**
 * An English schedule verb whose clause names a subject (nothing implied: "Scheduled ✅", "Done —
 * scheduled for 9") that is neither the agent's nor the user's (MINE), nor a thing an agent
 * schedules (SCHED_NOUN, DELIVERABLE), nor a deictic "it" / "this": someone else's schedule.
 */
function othersThing(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  let from = 0;
  CLAUSE_CUT.lastIndex = 0;
  for (let m = CLAUSE_CUT.exec(before); m; m = CLAUSE_CUT.exec(before)) from = m.index + m[0].length;
  const clause = before.slice(from).trim();
  if (!/[A-Za-z]/.test(clause) || DEICTIC.test(clause)) return false;
  // (in the claim's clause: not a thing of another clause after it, "…is scheduled for Friday, and Taiwan's export orders were
  // published")
  const next = sentence.slice(at).search(/[,;]\s|\s[—–]\s|[，；]/);
  const tags = tagSentence(next < 0 ? sentence : sentence.slice(0, at + next), T.LEXICON, ["MINE", "SCHED_NOUN", "DELIVERABLE"]);
  // (a thing's word in the subject that modifies the noun after it names no thing of the agent's: "the Snapshot proposal",
  // "the alert threshold proposal"; the head noun does: "the funding snapshot job", "the daily snapshot")
  const modifiesNext = (t: Tag) => {
    if (t.end >= at) return false;
    const word = NEXT_WORD.exec(sentence.slice(t.end, at))?.[1];
    return word !== undefined && !FUNCTION_WORD.test(word) && !tags.some((o) => o.at > t.end && o.at <= t.end + word.length + 1);
  };
  return !tags.some((t) => t.tag === "MINE" || !modifiesNext(t));
}
/** The Latin word right after a space. */
const NEXT_WORD = /^ +([A-Za-z][\w-]*)/;
/** Words after a noun that end its phrase: a preposition, a verb of the clause, a joining word. */
const FUNCTION_WORD = new RegExp(
  "^(?:for|on|of|about|at|to|in|into|with|from|by|via|that|which|is|are|was|were|has|have|had|will|gets?|goes|runs?" +
    "|and|or|but|now|also|just|already|every|each|daily|weekly)$",
  "i",
);

/** Where an English act's clause starts: after a clause mark or a joining word ("Ok so Dana deployed …"). */
// (and a relative or a question word: "Forwarding what Kenji posted in #admins", "I confirmed that Mia published it")
const DOER_CUT = /[,;:(—–!?.]|\b(?:and|but|so|then|because|while|though|after|when|what|which|that|who)\b/gi;
/** Adverbs and times between a doer and the act: "Kevin just published", "Mei also shared", "Dana earlier posted". */
// (and "auto-" glued to the act: "HackBot auto-posted the leaderboard")
const BETWEEN = /^(?:just|already|also|recently|finally|apparently|reportedly|earlier|yesterday|today|has|have|had|auto-?|automatically)$/i;
/** A name in Latin letters: "Kevin", "CZ", "DeFiLlama"; at least one lower-case letter or two capitals. */
const LATIN_NAME = /^(?:[A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,5})$/;
/** A capitalised Latin name opening a Chinese clause, then a past time: "Kevin 昨晚", "Mei 刚刚". */
const LATIN_THEN_TIME = /^([A-Z][a-z]+)\s*(?:昨晚|昨天|刚刚|剛剛|刚才|剛才|前几天|前幾天|上周|上週|之前|今早|今天早上)/;
/** The object an English act names after its verb: "published the page", "shared it" (not "Thread posted: <link>"). */
const OBJECT_AFTER = /^[\w'’-]+\s+(?:(?:it|them|this|that|the|a|an|his|her|their|its|one|two|both|some)\b|[A-Z0-9])/;

/**
 * The act at `at` of `text` has a person named as its doer, opening its clause: an English name (a capitalised word no
 * NOT_A_NAME word, not an -ly adverb) then the verb with its object ("Kevin published the page last night", "Mei shared it
 * on AgentX"), or in a Chinese clause a ZH_NAME or a name in Latin letters then a past time ("小王昨晚发布了", "Kevin 昨晚
 * publish 了他的版本").
 */
function namedDoer(text: string, at: number): boolean {
  const before = text.slice(0, at);
  if (/[\u4e00-\u9fff]/.test(text)) {
    const clause = before.slice(Math.max(...["，", ",", "。", "；", ";", "：", ":"].map((c) => before.lastIndexOf(c))) + 1).trimStart();
    if (/[我帮幫给給为為替]/.test(clause) || clause.length > 24) return false;
    // (a Latin name then a time, as a person's act is told: "Kevin 昨晚 publish 了", not a product's "Tweet 已经 post 到")
    const name = LATIN_THEN_TIME.exec(clause)?.[1];
    if (name) return !notAName(name);
    return tagSentence(clause, T.LEXICON, ["ZH_NAME"]).some((x) => x.at === 0);
  }
  let from = 0;
  let relative = false;
  DOER_CUT.lastIndex = 0;
  for (let m = DOER_CUT.exec(before); m; m = DOER_CUT.exec(before)) [from, relative] = [m.index + m[0].length, RELATIVE.test(m[0])];
  // (a list item's bullet is no word: "- **Sasha** scheduled a judging reminder")
  const names = before
    .slice(from)
    .trim()
    .split(/\s+/)
    .filter((w) => w && !/^[-*+•]$/.test(w));
  while (names.length && BETWEEN.test(names.at(-1) as string)) names.pop();
  if (names.length === 0 || names.length > 2 || !names.every((w) => LATIN_NAME.test(w))) return false;
  // (after a relative word the object is that word: "Forwarding what Kenji posted in #admins")
  return !notAName(names[0] as string) && (relative || OBJECT_AFTER.test(text.slice(at)));
}
const RELATIVE = /^(?:what|which|that|who)$/i;
/** An aside in brackets after a name: "Diego (sponsor rep, Nodeworks) posted …" reads "Diego posted …". */
const ASIDE = /\([^()\n]{0,80}\)/g;
const blankAsides = (s: string) => (s.includes("(") ? s.replace(ASIDE, (a) => " ".repeat(a.length)) : s);
/** Where a CJK act's clause starts: after a clause mark (a Japanese 、 only after a clause, not a subject's particle: "読者の方が、…"). */
const CJK_CLAUSE = /[，,。；;：:！!？?\n]|(?<![がはも])、/g;
/** Between an English subject's head and its act: a plural or possessive ending, adverbs, auxiliaries ("Our ops lead has already published"). */
// (a place or a group after it: "A reader in Taichung shared …", "someone on the Tokyo desk posted …")
// (and a name after a role: "Our social media manager Amy reposted it"; case-sensitive, so a name is capitalised: not "the
// exchange listing watcher is live")
const EN_SUBJECT_TAIL = new RegExp(
  String.raw`^(?:s|es|['’]s?)?(?:\s+[A-Z][a-z]+){0,2}(?:\s+(?:in|at|from|on|of|with)\s+(?:the\s+)?[\w@.'’-]+(?:\s+[A-Z][\w.-]*)?)?` +
    String.raw`(?:\s+(?:just|already|also|recently|finally|apparently|reportedly|earlier|yesterday|today|has|have|had|been|all|both|[a-z]+ly))*` +
    // (and an "auto-" before the act: "Our keeper bot auto-posted …")
    String.raw`(?:\s+auto-)?\s*$`,
);
/** Right after a Chinese subject: a Latin name, its plural or side, then an adverb, a time, 把 or a place ("评委们已经把…", "Judge Amara 在 AgentX 上"). */
// (or a Chinese name of a 小 / 老 / 阿 and a surname after a role: "co-admin 小陳 已經 schedule 了")
const ZH_SUBJECT_TAIL = new RegExp(
  String.raw`^\s*(?:[A-Z][\w.-]*\s*|[小老阿][\u4e00-\u9fff]\s*)?(?:们|們)?(?:那边|那邊)?\s*` +
    "(?:$|已经|已經|已|刚刚|剛剛|刚才|剛才|刚|剛|也|都|又|先|还|還|就|自己|自行|自动|自動|亲自|親自|今天|昨天|昨晚|今早|早上|晚上|之前|上周|上週|特地|专门|專門|在|把|用)",
);
/**
 * A Japanese subject's particle, after a person's word and its polite or group ending: "読者の方が", "スポンサー側も", "審査員チームが",
 * or a name in Latin letters the word titles ("メンターの Ken が").
 */
const JA_SUBJECT_TAIL = /^(?:の方々?|の皆さん|の皆様|さん|様|さま|たち|達|側|チーム|陣|の\s?[A-Z][\w.-]*\s?(?:さん)?)?\s?(?:が|は|も)/;
/** A Japanese relative clause's verb, then the noun it modifies as an object: "…が作ったリマインダーを". */
const JA_RELATIVE = /[たるだ][^、。をがはにでと\s]{1,20}\s?を/;
const DOER_TAGS = ["OTHER_DOER", "OTHER_DOES", "SPEAKER", "DOER_OBJECT"];

/**
 * The act at [at, end) of `text` is someone else's, read from its clause's subject — the one subject reader of the engine
 * (nearestSubject), the agent's words (SPEAKER) against another's (OTHER_DOER): a word of another that heads the subject,
 * its act right after it in its language's way ("The Lisbon partner team posted …", "评委们已经把打分表发到社区了",
 * "読者の方が…投稿してくれています", "贊助商那邊今天發了"), a person named (namedDoer), or no subject of the agent's and the act
 * said to be another's by its grammar (OTHER_DOES: 自己 publish 了, 独自に, 側が, てくれ, "… himself"). Not an act done for them
 * ("我帮评委发了", "Published the sponsor's explainer"), nor one of the agent's beside them ("Sponsor team 要的 page 我已经 publish 了").
 * A passive's doer after "by" ("posted by the CI bot") is read too, and an act joined to the one before it, or opened by a thing's
 * pronoun (IT_SUBJECT), takes that act's doer — in its sentence, or for a pronoun opening it, in the sentence `previous`.
 */
function anotherDoer(text: string, at: number, end: number, carried = false, previous?: string): boolean {
  const prose = carried ? text : blankAsides(text.includes("/") ? blankLinks(text, "_") : text);
  if (namedDoer(prose, at)) return true;
  const before = prose.slice(0, at);
  const [mark, from] = clauseOpening(before);
  const cut = prose.slice(end).search(CJK_CLAUSE);
  const clause = prose.slice(from, cut < 0 ? undefined : end + cut);
  const a = at - from;
  const tags = tagSentence(clause, T.LEXICON, DOER_TAGS);
  // (the agent's own word in the act, or before it as a subject: "I posted the partner team's recap", "我帮评委发了")
  const objectAt = (t: Tag) => tags.some((o) => o.tag === "DOER_OBJECT" && o.end <= t.at && t.at - o.end <= 1);
  if (tags.some((t) => t.tag === "SPEAKER" && t.at < end - from && !objectAt(t))) {
    const subject = nearestSubject(tags, a, { subjects: ["SPEAKER"], notSubject: ["OTHER_DOER"], objectMarks: ["DOER_OBJECT"] }, clause);
    return subject !== undefined && heads(clause, subject, a);
  }
  const subject = nearestSubject(tags, a, { notSubject: ["OTHER_DOER"], objectMarks: ["DOER_OBJECT"] }, clause);
  if (subject && heads(clause, subject, a)) return true;
  if (tags.some((t) => t.tag === "OTHER_DOES")) return true;
  // Its doer after it, in a passive: "<link> was posted by the CI bot", "posted by our moderators".
  const by = BY_DOER.exec(prose.slice(end, end + 12));
  if (by && tagSentence(prose.slice(end + by[0].length, end + by[0].length + 40), T.LEXICON, ["OTHER_DOER"]).some((x) => x.at === 0)) return true;
  // No subject: an act joined to the one before it has its doer ("她已经…发了公告，还设了周六的提醒", "Sasha posted the rubric
  // and scheduled a reminder"), read once; so has one whose subject is a thing's pronoun ("…发了构建结果，它每次合并都会自动发一条").
  // (a pronoun opening the sentence has a doer of the sentence before, any of its acts: "…是 CI 机器人自己发的构建通知，不是我发的。
  // 它每次合并都会自动发一条")
  const it = () => tagSentence(prose.slice(from, end), T.LEXICON, ["IT_SUBJECT"]).some((x) => !/\S/.test(prose.slice(from, from + x.at)));
  if (carried || !((mark >= 0 && JOINED.test(prose.slice(mark, at))) || ((mark >= 0 || previous !== undefined) && it()))) return false;
  const src = mark >= 0 ? prose : blankAsides(blankLinks(previous as string, "_"));
  let head = mark >= 0 ? prose.slice(0, mark) : src;
  let [colon, opening] = mark >= 0 ? clauseOpening(head) : [-1, 0];
  // (a link alone after a colon goes with the act before it: "她已经…发了公告：<link> ，还设了…")
  if (colon >= 0 && !/[^_\s]/.test(head.slice(opening))) {
    head = head.slice(0, colon);
    [colon, opening] = clauseOpening(head);
  }
  return tagSentence(head, T.LEXICON, JOINED_ACTS).some((x) => x.at >= opening && anotherDoer(src, x.at, x.end, true));
}
/** A passive's doer after its act: "was posted by the CI bot". */
const BY_DOER = /^\s+by\s+(?:the\s+|our\s+|a\s+|an\s+)?/i;
/** Where the clause of an act that ends `before` opens: [the mark's index or -1, the clause's first index]. */
function clauseOpening(before: string): [number, number] {
  let mark = -1;
  let from = 0;
  for (const re of [DOER_CUT, CJK_CLAUSE]) {
    re.lastIndex = 0;
    for (let m = re.exec(before); m; m = re.exec(before)) if (m.index + m[0].length > from) [mark, from] = [m.index, m.index + m[0].length];
  }
  return [mark, from];
}
/** From its mark, a clause that goes on with the act before: a comma or "and", then at most a word of joining ("，还设了", ", and also"). */
const JOINED = /^(?:,|，|、|\s*and)\s*(?:and\s+|then\s+|also\s+|还|還|也|又|并且|並且|并|並|而且|同时|同時|然后|然後)*\s*$/i;
/** The acts whose doer an act joined to them takes. */
const JOINED_ACTS = ["OUT_ACT", "SET_VERB", "SET_PAST"];
/** The OTHER_DOER word `t` heads the subject of the act at `at`: its act follows it as its language joins them. */
function heads(clause: string, t: Tag, at: number): boolean {
  const between = clause.slice(t.end, at);
  // (not the subject of a relative clause before the act's object: "夜勤チームが作ったリマインダーを…再設定しておきました")
  if (JA_SUBJECT_TAIL.test(between) || /[\u3040-\u30ff]/.test(clause.slice(t.at, t.end))) return JA_SUBJECT_TAIL.test(between) && !JA_RELATIVE.test(between);
  if (/[\u4e00-\u9fff]/.test(between + clause.slice(t.at, t.end))) return between.length <= 30 && !/的/.test(between) && ZH_SUBJECT_TAIL.test(between);
  return EN_SUBJECT_TAIL.test(between);
}
function notAName(word: string): boolean {
  // (nor a thing the agent sets up or makes: "Alert armed: I'll ping you", "Digest scheduled")
  const whole = (x: Tag) => x.at === 0 && x.end === word.length;
  return /ly$/i.test(word) || tagSentence(word, T.LEXICON, ["NOT_A_NAME", "SCHED_NOUN", "DELIVERABLE", "ARTEFACT"]).some(whole);
}

// ---- links ------------------------------------------------------------------------------------

export type LinkKind = "community" | "preview" | "post";

export interface Link {
  url: string;
  kind: LinkKind;
  id: string;
  index: number;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.~-]*$/;

function communityHost(env: Ctx["env"]): string {
  return envString(env, "COMMUNITY_HOST", T.COMMUNITY_HOST).trim().toLowerCase();
}

/** The checkable links of a reply: community pages, previews, AgentX posts, absolute or bare paths. */
export function linksOf(text: string, env: Ctx["env"], namesAgentX = () => /agent\s?x/i.test(text)): Link[] {
  let named: boolean | undefined;
  const mentionsAgentX = () => (named ??= namesAgentX());
  const host = communityHost(env);
  const reserved = new Set((T.COMMUNITY_RESERVED ?? []).map((s) => String(s).toLowerCase()));
  const out: Link[] = [];
  const scan = text.length > MAX_SCAN ? text.slice(0, MAX_SCAN) : text;
  const found = urls(scan);
  for (const { url, index } of found) {
    if (out.length >= MAX_LINKS) break;
    const parts = urlParts(url);
    if (!parts) continue;
    const { hostname, segments } = parts;
    const [first = "", second = ""] = segments;
    if (first.toLowerCase() === "preview" && ID.test(second)) {
      out.push({ url, kind: "preview", id: second, index });
    } else if ((first.toLowerCase() === "post" || first.toLowerCase() === "posts") && ID.test(second)) {
      // An AgentX post: on an AgentX / Starchild host, or cited on a line that names AgentX.
      if (/agent-?x|starchild/i.test(hostname) || (mentionsAgentX() && /agent\s?-?x/i.test(lineAt(scan, index))))
        out.push({ url, kind: "post", id: second, index });
    } else if (host && hostname === host) {
      if (ID.test(first) && !reserved.has(first.toLowerCase())) out.push({ url, kind: "community", id: first, index });
    } else if (host && hostname.endsWith("." + host)) {
      const sub = hostname.slice(0, -host.length - 1);
      if (ID.test(sub) && !sub.includes(".") && !reserved.has(sub)) out.push({ url, kind: "community", id: sub, index });
    }
  }
  // The community host written without a scheme ("community.iamstarchild.com/alpha-scan", "x.community.iamstarchild.com").
  if (host && bareHost(scan, host, found)) {
    for (const link of schemeless(scan, host, found)) {
      if (out.length >= MAX_LINKS) break;
      if (ID.test(link.id) && !reserved.has(link.id.toLowerCase())) out.push(link);
    }
  }
  // Bare paths (`/preview/x/`, `/post/123`, `localhost:8000/preview/x/`): the form agents write.
  for (const p of barePaths(scan, found)) {
    if (out.length >= MAX_LINKS) break;
    // A post path after a host is an AgentX post only on an AgentX host or a line naming AgentX (a dev server's /post/1 is not).
    if (p.kind === "post" && p.host && !/agent-?x|starchild/i.test(p.host) && !(mentionsAgentX() && /agent\s?-?x/i.test(lineAt(scan, p.index)))) continue;
    out.push({ url: p.url, kind: p.kind, id: p.id, index: p.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The host stands somewhere outside the URLs found (most replies: never, and the scanner below is not compiled). */
function bareHost(text: string, host: string, found: readonly { url: string; index: number }[]): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(host); at >= 0; at = lower.indexOf(host, at + host.length)) if (!inside(found, at)) return true;
  return false;
}
/** `at` lies in one of the URLs found. */
function inside(found: readonly { url: string; index: number }[], at: number): boolean {
  return found.some((u) => at >= u.index && at < u.index + u.url.length);
}

/** Community links without a scheme, outside the URLs found: the page's id from its subdomain or its first path segment. */
function schemeless(text: string, host: string, found: readonly { url: string; index: number }[]): Link[] {
  const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(String.raw`(?<![\w./:@-])(?:([a-z0-9][a-z0-9-]*)\.)?${escaped}(?:/([^\s/?#)\]}>"'，。、）」]+))?`, "gi");
  const out: Link[] = [];
  for (let m = re.exec(text); m && out.length < MAX_LINKS; m = re.exec(text)) {
    const id = m[1] ?? m[2];
    if (id && !inside(found, m.index)) out.push({ url: m[0], kind: "community", id, index: m.index });
  }
  return out;
}

/** Characters a plain path keeps as they are (no percent sign, backslash or dot segment to resolve). */
const PLAIN_PATH = "._~!$&'()*+,;=:@-/";

/**
 * A plain `http(s)://host[:port][/path][?…|#…]` as `new URL` reads it, by a scan: a host of ASCII
 * labels (none punycode, the last not a number), a path of unreserved characters. Anything else
 * (percent signs, user info, IP numbers, IDN, dot segments) goes to `new URL`, whose first use
 * costs a cold run ~0.3 ms. tests pin the scan to `new URL` over seeded random URLs.
 */
export function plainUrlParts(url: string): { hostname: string; segments: string[] } | undefined {
  let i = url.startsWith("http://") ? 7 : url.startsWith("https://") ? 8 : -1;
  if (i < 0) return undefined;
  const hostStart = i;
  while (i < url.length && (isWordChar(url.charCodeAt(i)) || url[i] === "." || url[i] === "-") && url[i] !== "_") i++;
  const hostname = url.slice(hostStart, i).toLowerCase();
  const labels = hostname.split(".");
  if (labels[labels.length - 1] === "") labels.pop();
  const last = labels[labels.length - 1] ?? "";
  if (!labels.length || labels.some((l) => l === "" || l.startsWith("xn--")) || isNumberLabel(last)) return undefined;
  if (url[i] === ":") {
    const portStart = ++i;
    while (i < url.length && url.charCodeAt(i) >= 48 && url.charCodeAt(i) <= 57) i++;
    if (i === portStart || i - portStart > 5 || Number(url.slice(portStart, i)) > 65535) return undefined;
  }
  let end = i;
  while (end < url.length && url[end] !== "?" && url[end] !== "#") end++;
  if (i < url.length && url[i] !== "/" && i !== end) return undefined;
  const segments: string[] = [];
  for (const seg of url.slice(i, end).split("/")) {
    for (let k = 0; k < seg.length; k++) if (!isWordChar(seg.charCodeAt(k)) && !PLAIN_PATH.includes(seg[k] as string)) return undefined;
    if (seg === "." || seg === "..") return undefined;
    if (seg) segments.push(seg);
  }
  return { hostname, segments };
}

/** `^(?:[0-9]+|0x[0-9a-f]*)$` on a lower-cased label: a host ending in it is an IP number to `new URL`. */
function isNumberLabel(label: string): boolean {
  const hex = label.startsWith("0x");
  let i = hex ? 2 : 0;
  if (!hex && label.length === 0) return false;
  for (; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (hex && c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Host name and decoded path segments of an absolute URL; undefined when it does not parse. */
function urlParts(url: string): { hostname: string; segments: string[] } | undefined {
  const plain = plainUrlParts(url);
  if (plain) return plain;
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname
      .split("/")
      .filter(Boolean)
      .map((s) => safeDecode(s));
    return { hostname: parsed.hostname.toLowerCase(), segments };
  } catch {
    return undefined;
  }
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf("\n", index) + 1;
  const end = text.indexOf("\n", index);
  return text.slice(start, end < 0 ? text.length : end);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// ---- ground truth (engine/registries reads the files) -------------------------------------------

interface Previews {
  known: Set<string>;
  published: Set<string>;
  /** Unparseable registry: look ids up as quoted text instead. */
  text?: string;
}

function previewsOf(ctx: Ctx): Previews {
  const reg = readPreviews(ctx, envString(ctx.env, "PREVIEWS_REGISTRY", T.PREVIEWS_REGISTRY));
  // The page may be cited by the slug of its public URL rather than by the registry id.
  for (const url of reg.publicUrls) for (const link of linksOf(url, ctx.env, () => false)) reg.published.add(link.id.toLowerCase());
  return reg;
}

function ledgerPath(ctx: Ctx): string {
  const configured = envString(ctx.env, "AGENTX_LEDGER_FILE", envString(ctx.env, "AGENTX_LEDGER", T.AGENTX_LEDGER_FILE)).trim();
  return configured || join(workspaceDir(ctx), "output", "agentx_posts.json");
}

function recentJob(ctx: Ctx): boolean {
  const path = envString(ctx.env, "SCHEDULED_JOBS", T.SCHEDULED_JOBS);
  return hasRecentActiveJob(ctx, path, envNumber(ctx.env, "VERIFY_PUBLISH_RECENT_MINUTES", T.RECENT_JOB_MINUTES), T.ACTIVE_JOB_STATUSES);
}

function activeJob(ctx: Ctx): boolean {
  return hasActiveJob(ctx, envString(ctx.env, "SCHEDULED_JOBS", T.SCHEDULED_JOBS), T.ACTIVE_JOB_STATUSES);
}

/** True when a tool whose name contains one of the fragments ran this turn. */
function ranTool(event: HookEvent, fragments: readonly string[] | undefined): boolean {
  const hints = (fragments ?? []).map((h) => String(h).toLowerCase()).filter(Boolean);
  return event.toolNames.some((t) => hints.some((h) => t.toLowerCase().includes(h)));
}

// ---- the finding ------------------------------------------------------------------------------

export interface Finding {
  rule: string;
  why: string;
  evidence: string;
}

function clip(s: string, n = 140): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? one.slice(0, n - 1) + "…" : one;
}

/**
 * The first unverified claim of a reply, or undefined when everything cited checks out. Evidence
 * first: every checkable link the reply presents as its own result or current state is checked,
 * whatever verb (or none) goes with it; the claim rows only decide which links are referential.
 */
export function findUnverified(reply: string, event: HookEvent, ctx: Ctx): Finding | undefined {
  if (!reply.trim()) return undefined;
  // (half-width marks in CJK text read as full-width, so a link ends at one: "发了帖:<link>,引用了…")
  const text = linkSpansAsProse(widenMarks(reply));
  // Whether the reply names AgentX is asked only of a post link outside an AgentX host.
  const cited = linksOf(text, ctx.env);
  let unverified: boolean | undefined;
  const scheduleUnverified = () => (unverified ??= !ranTool(event, T.SCHEDULE_TOOL_HINTS) && !recentJob(ctx));
  let anyJob: boolean | undefined;
  const backed = () => (anyJob ??= activeJob(ctx));
  const { claims, views, prose: masked } = analyse(text, tables(), cited.length > 0, scheduleUnverified, backed);
  if (cited.length) {
    const scan = text.length > MAX_SCAN ? text.slice(0, MAX_SCAN) : text;
    let prose: string | undefined;
    // Text at `at` is code, a table row or a blockquote. Without a backtick, the prose with quotes
    // blanked (analyse's) blanks all of that and more, so its kept text needs no second mask.
    const blankAt = (at: number) => {
      if (masked !== undefined && !scan.includes("`") && /\S/.test(masked.charAt(at))) return false;
      prose ??= maskNonProse(scan, { quotes: false });
      return !/\S/.test(prose.charAt(at));
    };
    const claims_ = claims.some((c) => c.kind === "publish");
    const links = cited.filter((l) => judged(l, views, { reply: text, blankAt, claims: claims_ }));
    // Most replies present no link as a result: checkLinks is then never compiled (start-up).
    const missing = links.length ? checkLinks(links, event, ctx) : undefined;
    if (missing) return missing;
  }
  // A claim of an act needs this turn's scheduler or a new job; a thing stated as there, any active job.
  const schedule = claims.find((c) => c.kind === "schedule" && !c.state) ?? claims.find((c) => c.kind === "schedule" && !backed());
  if (schedule && scheduleUnverified()) {
    return { rule: "publish.schedule-unverified", why: "scheduling claimed, but no scheduler ran and no new job", evidence: clip(schedule.sentence) };
  }
  return undefined;
}

/**
 * The reply with each inline code span that holds one link and nothing else ("Here's the link: `/preview/x/`")
 * read as prose: a link in code font, not code (its backticks become spaces; offsets keep). Fenced blocks stay code.
 */
function linkSpansAsProse(text: string): string {
  if (!text.includes("`")) return text;
  // The fences as maskNonProse reads them: a fence closes on a mark of its own kind, at least as long.
  let fence = "";
  return text
    .split("\n")
    .map((line) => {
      const mark = fenceOf(line.trimStart());
      if (fence) {
        if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = "";
        return line;
      }
      if (mark) {
        fence = mark;
        return line;
      }
      return line.includes("`") ? line.replace(/(?<!`)`(\s*(?:https?:\/\/|\/preview\/|\/post\/)[^\s`]+\s*)`(?!`)/g, " $1 ") : line;
    })
    .join("\n");
}

/** A markdown list item line, or a checklist box still open. */
// (a thread's numbering too: "1/ ETH/BTC at a 4-year low")
const LIST_ITEM = /^\s*(?:[-*+•]\s|[・·]|[0-9]{1,3}[.)、/](?:\s|$)|[（(][0-9]{1,3}[)）])/;
const OPEN_BOX = /^\s*(?:[-*+•]\s+)?\[ \]/;
/** The line leads in a plan, open work or steps for the user (PLAN_LEAD; USER_STEP unless the agent speaks before its colon). */
function planLead(line: string): boolean {
  return tagSentence(line, T.LEXICON, ["PLAN_LEAD", "USER_STEP"]).some(
    (x) => x.tag === "PLAN_LEAD" || !/\b(?:i|we)\b/i.test(line.slice(x.end).split(/[:：]/, 1)[0] as string),
  );
}

/**
 * The sentence tells what the user's code does: it opens on an EFFECT word ("That gives you…", "这样…", "これで…") on a line
 * of its own right below a fenced block whose lead-in line is a plan's or the user's steps ("If you want to run it
 * yourself, something like this:", "自分で走らせたい場合はこんな感じ："). After the agent's own set-up ("I've set it up
 * with:") the same sentence is its claim.
 */
function usersCodeDoes(reply: string, view: SentenceView): boolean {
  let [start] = lineBounds(reply, view.start);
  if (reply.slice(start, view.start).trim() || !tagSentence(view.text, T.LEXICON, ["EFFECT"]).length) return false;
  // (up the lines: blank ones, the block's closing fence, its body, its opening fence, then the line that leads it in)
  let fence = "";
  let opened = false;
  for (let k = 0; k < 80 && start > 0; k++) {
    const [s, e] = lineBounds(reply, start - 1);
    start = s;
    const line = reply.slice(s, e).trim();
    if (!line && (!fence || opened)) continue;
    if (opened) return planLead(line);
    const mark = fenceOf(line);
    if (!fence) {
      if (!mark) return false;
      fence = mark;
    } else if (mark && mark[0] === fence[0]) opened = true;
  }
  return false;
}
/** The line leads in a list of what was done (DONE_LEAD). */
const doneLead = (line: string) => tagSentence(line, T.LEXICON, ["DONE_LEAD"]).length > 0;

/** The line at `at` is an item of a list led by a DONE_LEAD line ending on a colon (not a plan's). */
function inDoneList(text: string, at: number): boolean {
  const lead = listLead(text, at);
  return lead !== undefined && /[:：]\s*$/.test(lead) && doneLead(lead) && !planLead(lead);
}

function lineBounds(text: string, at: number): [number, number] {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const end = text.indexOf("\n", at);
  return [start, end < 0 ? text.length : end];
}

/**
 * The link's line is a step of a plan or an entry of a list of references: an open checkbox, or an
 * item of a list led in (a heading or a lead-in line) by a plan line or a referential one
 * (`refers`: "## 参考", "你收藏的三个页面：", "References:").
 */
function inPlan(text: string, at: number, refers: (line: string) => boolean): boolean {
  if (OPEN_BOX.test(text.slice(...lineBounds(text, at)))) return true;
  const lead = listLead(text, at);
  return lead !== undefined && (planLead(lead) || refers(lead));
}

/** The lines above the one at `at`, nearest first, at most `max` of them. */
function* linesAbove(text: string, at: number, max: number): Generator<string> {
  let [start] = lineBounds(text, at);
  for (let k = 0; k < max && start > 0; k++) {
    const [s, e] = lineBounds(text, start - 1);
    start = s;
    yield text.slice(s, e);
  }
}

/** The lead-in line of the list whose item is the line at `at` (blank lines and other items above it skipped), if any. */
function listLead(text: string, at: number): string | undefined {
  if (!LIST_ITEM.test(text.slice(...lineBounds(text, at)))) return undefined;
  for (const prev of linesAbove(text, at, 40)) if (prev.trim() && !LIST_ITEM.test(prev)) return prev;
  return undefined;
}

/**
 * The end of the clause of the link at `at`: the link ends at a space or a CJK clause mark, and its clause at the next
 * clause mark, bracket or dash, a space before CJK text ("弄好了 <link> 你本地打开就能看", "正确的 post 是 <link>，之前…") or
 * a conjunction ("preview's at <link> and it hot-reloads when you edit the config").
 */
function linkClauseEnd(text: string, at: number): number {
  const linkEnd = text.slice(at).search(/[\s，；。！？（]/);
  if (linkEnd < 0) return text.length;
  const cut = text.slice(at + linkEnd).search(SPACED_CLAUSE_END);
  return cut < 0 ? text.length : at + linkEnd + cut;
}

/**
 * After the link's own clause (to a mark) says nothing against it, the rest of `text` up to `upTo` only offers or plans
 * something else: an offer or a future word, no negation or failure, and no act of putting the link out.
 */
function laterPlan(text: string, turn: number, linkEnd: number, upTo: number, notEvidence: (x: string) => boolean, putsOut: (x: string) => boolean): boolean {
  // (so does a space before a word that opens a clause, no particle going on with the link's: "こちら：<link> ご確認いただければ公開
  // します", not "URL は <link> になる予定です")
  const after = text.slice(linkEnd, upTo);
  const mark = after.search(CLAUSE_END_MARK);
  const opens = NEW_CJK_CLAUSE.exec(after);
  const cut = opens && (mark < 0 || opens.index < mark) ? opens.index : mark;
  const end = cut < 0 ? upTo : linkEnd + cut;
  const rest = text.slice(end, upTo);
  if (!rest.trim() || notEvidence(text.slice(turn, end)) || putsOut(rest)) return false;
  const tags = tagSentence(rest, T.LEXICON, ["OFFER", "FUTURE", "THEN_LATER", "NEG", "FAILED"]);
  return tags.length > 0 && !tags.some((x) => x.tag === "NEG" || x.tag === "FAILED");
}

/** A clause's end after a link: a mark, a dash or bracket after a space, a space before CJK, a conjunction. */
const SPACED_CLAUSE_END = /[，,;；。！!？?（]|\s[(—–]|\s+(?=[\u3040-\u30ff\u4e00-\u9fff])|\s(?:and|but|so)\s/;
/** A space, then a CJK word that is no particle or copula going on with the clause before it (に, は, です …). */
const NEW_CJK_CLAUSE = /\s+(?=[\u3040-\u30ff\u4e00-\u9fff])(?![にはがをでともへのや]|です|でした|だ|から|まで|より)/;
/** A clause's end after a link, marks only: a mark, a dash after a space. */
const CLAUSE_END_MARK = /[，,;；。！!？?]|\s[—–]\s/;

/** The words right after a link, up to its clause's end, call it wrong: "<link> 是错的", "<link> は誤りでした", "<link> was a typo". */
function retracted(text: string, end: number): boolean {
  const rest = text.slice(end, end + 40);
  const cut = rest.search(/[，,;；。！!？?（(]|\s[—–]\s/);
  return tagSentence(cut < 0 ? rest : rest.slice(0, cut), T.LEXICON, ["WRONG"]).length > 0;
}

/** A base-form verb of putting out ends the text before the link, and nothing in the link's clause says it is done. */
function destinationOf(text: string, at: number): boolean {
  const head = text.slice(Math.max(0, at - 60), at).trimEnd();
  const put = tagSentence(head, T.LEXICON, ["TO_PUT"]).at(-1);
  return put !== undefined && put.end === head.length && !doneHint(text.slice(at, linkClauseEnd(text, at)));
}

/** The sentence is an item of a list led in as history ("Changelog 📝", "## 更新日志"); read once per sentence. */
function historyItem(text: string, view: SentenceView): boolean {
  if (view.history === undefined) {
    const lead = listLead(text, view.start);
    view.history = lead !== undefined && tagSentence(lead, T.LEXICON, ["HISTORY_LEAD"]).length > 0;
  }
  return view.history;
}

/** The nearest markdown heading above `at` (within 30 lines) reports a set-up done: "## 設定完了", "### Setup complete". */
function underSetupHeading(text: string, at: number): boolean {
  for (const above of linesAbove(text, at, 30)) {
    const line = above.trim();
    if (line.startsWith("#")) return tagSentence(line.replace(/^#+\s*/, ""), T.LEXICON, ["SETUP_HEADING"]).length > 0;
  }
  return false;
}

/** A date in a table row: "2026-03-01", "03/09", "Mar 3", "3月9日", "昨日" — an entry of a history. */
// (a weekday too: "| Mon | Macro weekly | <link> | published |", "| 周一 |", "| 月曜 |")
const ROW_DATE = new RegExp(
  String.raw`\b\d{1,4}[-/.]\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|\d{1,2}月\d{1,2}日|昨日|昨天|上周|上週|先週` +
    String.raw`|\|\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|(?:周|週|星期)[一二三四五六日天]|[月火水木金土日]曜(?:日)?)\s*\|`,
  "i",
);

/**
 * The table row `line` (at `start`) states its link as a result: no date in it, no HISTORY word in the table's header
 * row or its lead-in line ("## Deployment results" is one, "## Changelog" or "| date | post |" not); and the lead-in
 * names this turn's results ("今回の実行結果：", "Quick recap of this session:"), or the row holds a ROW_STATE word and
 * the prose claims (`claimed`).
 */
function resultRow(text: string, start: number, line: string, claimed: boolean): boolean {
  if (ROW_DATE.test(line) || tagSentence(line, T.LEXICON, ["ROW_PENDING"]).length > 0) return false;
  // (a table led in as this turn's results states every row: "今回の作業結果です。\n| DeFi 利回り | <link> |")
  // (not a state word its row denies: "| whale-alerts | Lin | draft — <link> reserved, not public |")
  const words = tagSentence(line, T.LEXICON, ["ROW_STATE", ...NOT_OUT]);
  const denied = (x: Tag) => words.some((n) => n.tag !== "ROW_STATE" && n.at <= x.at && n.end >= x.end);
  const stated = words.some((x) => x.tag === "ROW_STATE" && !denied(x));
  const history = (x: string) => tagSentence(x, T.LEXICON, ["HISTORY"]).length > 0;
  let header = line;
  for (const above of linesAbove(text, start, 200)) {
    const prev = above.trim();
    if (prev.startsWith("|")) header = prev;
    else if (prev) return ((stated && claimed) || thisTurn(prev)) && !history(`${prev}\n${header}`);
  }
  return stated && claimed && !history(header);
}

/** "Done!" / "搞定" / "できました" before a presented link: a closing offer after it does not clear it. */
function doneHint(text: string): boolean {
  // (not "ready", which a page to be published still is: "プレビューの準備ができました", "预览准备好了")
  const words = tagSentence(text, T.LEXICON, ["DONE_HINT", "READY"]);
  const ready = words.filter((x) => x.tag === "READY");
  if (words.some((x) => x.tag === "DONE_HINT" && !ready.some((r) => r.at <= x.at && r.end >= x.end))) return true;
  // An English sentence opening on an act done ("Updated the chart colors.", "I've rebuilt the page."); not on
  // looking something up ("Searched AgentX for similar threads.") or a participle ("Based on …").
  const opener = ACT_OPENER.exec(text);
  if (opener) {
    const rest = text.slice(opener[0].length);
    const verb = tagSentence(rest, T.LEXICON, ["MADE", "LOOKED"]).find((x) => x.at === 0);
    if (verb ? verb.tag === "MADE" : /^[a-z]+ed\b/i.test(rest)) return true;
  }
  // A sentence that reports an act just done: 〜ました / 〜了 at its end ("スレッドを立てました。"); not a failure
  // ("公開に失敗しました。", "发布失败了。").
  const ending = JUST_DONE.exec(text);
  if (ending) {
    const before = text.slice(Math.max(0, ending.index - 12), ending.index);
    if (!tagSentence(before, T.LEXICON, ["FAILED"]).some((x) => x.end === before.length)) return true;
  }
  // A ticked box: "- [x] Deploy 到 /preview/perp-basis/".
  return TICKED_BOX.test(text);
}
/** The opening of an English sentence up to its verb: "I've just ", "We also ", "Now ". */
const ACT_OPENER = /^\W*(?:(?:i|we)(?:['’]ve|\s+have)?\s+)?(?:just\s+|also\s+|now\s+)?/i;
const JUST_DONE = /(?:ました|了)[。！!]?\s*$/;
const TICKED_BOX = /^\s*(?:[-*+•]\s+)?\[[xX✓✔]\]/;

interface Scope {
  reply: string;
  /** The reply is blank at this offset once code, tables and blockquotes are blanked (quotes kept). */
  blankAt: (at: number) => boolean;
  /** The prose holds a publish claim. */
  claims: boolean;
}

/**
 * A link is evidence when the reply presents it as its own result or current state:
 * - in a claim sentence (quotes included; not in its closing question clause);
 * - leading the sentence right after a claim ("Published!\n/preview/x/");
 * - in a claim-free sentence that presents it (PRESENTING: "Here's the thread:", "在这里：", a lead-in
 *   colon), unless it is a plan step, the sentence talks about a future, failed, offered or someone
 *   else's page (NOT_EVIDENCE), or the next sentence asks or offers to publish it (PUBLISH_ACT);
 * - in code, when the prose claims ("Deployed and verified: ```curl -I …```").
 * Never in a table row or blockquote (history, quotes), nor in quotes outside a claim.
 */
function judged(link: Link, views: SentenceView[], scope: Scope): boolean {
  const t = tables();
  if (scope.blankAt(link.index)) {
    const [ls, le] = lineBounds(scope.reply, link.index);
    const line = scope.reply.slice(ls, le).trimStart();
    // A results table under a prose claim states its rows ("| Options flow | live | <link> |"); a history one does not.
    if (line.startsWith("|")) return resultRow(scope.reply, ls, line, scope.claims);
    return scope.claims && !line.startsWith(">");
  }
  let i = sentenceAt(views, link.index);
  if (i < 0) {
    // A quote closing its line ('地址：“https://…”') belongs to the sentence it ends.
    const [ls] = lineBounds(scope.reply, link.index);
    for (let j = views.length - 1; j >= 0 && i < 0; j--) {
      const x = views[j] as SentenceView;
      if (x.end <= link.index && x.start >= ls) i = j;
      else if (x.end <= link.index) break;
    }
  }
  if (i < 0) {
    // A quote opening its line's sentence ("「<link>」として公開しました") belongs to the sentence right after it.
    const end = link.index + link.url.length;
    const [, le] = lineBounds(scope.reply, link.index);
    const j = views.findIndex((x) => x.start >= end && x.start < le);
    if (j >= 0 && /^[\s/」』”"'’》)）]*$/.test(scope.reply.slice(end, (views[j] as SentenceView).start))) i = j;
  }
  const v = views[i];
  if (!v) return false; // a sentence that is all quote: someone else's words
  // An alternative right after a question is asked too ("要不要我 schedule 一个 reminder？或者直接把 page publish 到 <link> 也可以").
  if (v.status !== "claim" && (views[i - 1]?.askFrom ?? -1) >= 0 && opensWith(v.text.trimStart(), "ALTERNATIVE")) return false;
  // A question clause after the link ("<link> — want me to pin it?") frames it only when the sentence asks, after the
  // link, to publish it ("<link> — want me to publish it, or add ETH first?").
  const publishAct = (x: string) => holdsKeyword(T.PUBLISH_ACTS, x.toLowerCase());
  const at = link.index - v.start;
  // A link its own clause calls wrong is retracted, whatever presents it ("更正一下：刚才给你的链接 <link> 是错的"), and one
  // after a verb of putting out in its base form is where an act to come will put it ("2) publish to <link> 3) …").
  if (retracted(v.text, at + link.url.length) || (v.status !== "claim" && destinationOf(v.text, at))) return false;
  // (a preview said to be made, framed only as not yet out, is read as any other sentence: "Preview's ready at <link> — not
  // published yet", "草稿预览做好了：<link> 还没公开"; not "Not published: <link> (waiting on your OK)")
  const made = link.kind === "preview" && tagSentence(v.text, T.LEXICON, ["PREVIEW_MADE"]).length > 0;
  const notYet = made && v.status === "framed" && tagSentence(v.text, T.LEXICON, NOT_OUT).length > 0;
  // (someone else's act in an earlier clause does not frame a link of a later one where the agent names itself: "mentor Kenji
  // posted office hours, and 我把 final leaderboard publish 到 <link> 了")
  const past = v.othersAt !== undefined && v.othersAt < Infinity && ownClauseStart(v.text, at) > v.othersAt;
  if (v.status === "framed" && !notYet && !past && (v.frame || v.askFrom < 0 || at >= v.askFrom || publishAct(v.text.slice(at)))) return false;
  if (v.status === "claim") {
    // A link in quotes framed as someone else's words ("你之前问 "能不能像 <link> 那样发布?" — 可以，已经 published：…") is theirs.
    // (a reported or someone else's frame: not "to" before it, a destination's preposition, 'published to "<link>"')
    const open = /\S/.test(v.text.charAt(at)) ? -1 : quoteOpening(scope.reply, link.index);
    const theirs = (lang: string) => frameOf(t, scope.reply, open, 0, lang, false, OTHERS_FRAME) !== undefined;
    if (open >= 0 && scriptLangs(scope.reply.slice(Math.max(0, open - 40), open)).some(theirs)) return false;
    // A link after a comma whose clause, before it, refers ("Published ✅ <link> ,@Kevin 你那版 <link> 我也看了" — Kevin's).
    // (not one whose clause presents it: "已经发布好了，不是草稿：<link>")
    const from = Math.max(...[",", "，", ";", "；"].map((c) => v.text.lastIndexOf(c, at)));
    const clause = from > 0 ? v.text.slice(from + 1, at) : "";
    if (clause && !/(?:[:：]|→|->)\s*$/.test(clause) && evidenceIn(t, t.notEvidence, clause)) return false;
    return v.askFrom < 0 || at < v.askFrom;
  }
  // A Markdown link's label is the link's own text: "Updated it. [Open the preview](/preview/x/)" leads with the link.
  const label = MD_LABEL.exec(v.text.slice(0, at));
  // (a link listed after another is read as the first of its series: "我都 publish 过了：<link> 、<link>")
  const head = listedAfter(label ? v.text.slice(0, label.index) : v.text.slice(0, at));
  if (!label && !/\S/.test(v.text.charAt(at))) {
    // In quotes outside a claim: someone else's words, unless it is the link of the claim just made, or the quotes
    // hold the link alone after a presenting word (CJK or curly quote marks as emphasis: "预览地址「/preview/x/」"; straight
    // quotes are as often a JSON value: {"url":"…"}).
    // (straight quotes after a word of prose or a label's colon, not a quoted key's: 'the public link is still "<link>" so
    // …', 'Rolled out ✅ — link: "<link>"', not '"url": "<link>"')
    const alone =
      /[「『“‘《]\s*$|[A-Za-z\u3040-\u30ff\u4e00-\u9fff](?: |[:：] ?)"$/.test(scope.reply.slice(Math.max(0, link.index - 4), link.index)) &&
      /^\/?\s*[」』”’》"]/.test(scope.reply.slice(link.index + link.url.length, link.index + link.url.length + 4));
    const bare = head.replace(/"\s*$/, "").trimEnd();
    // (a preview its sentence says is made presents it wherever the words stand: "プレビューを「/preview/x/」に作りました")
    return (
      (views[i - 1]?.status === "claim" || (alone && !evidenceIn(t, t.notEvidence, v.text))) &&
      ((alone && made) || t.presenting.some((f) => presentRe(t, f)?.test(bare) || presentRe(t, f)?.test(head)))
    );
  }
  // (a preview said to be not yet out is what a preview is: "草稿预览做好了：/preview/x/ 还没公开" still presents it)
  // (and a draft is what a preview is, no reference: "Here's the draft: <link>", "The draft lives at <link>" state it there)
  const unsaid = link.kind !== "preview" ? [] : made ? NOT_OUT : ["DRAFT_WORD"];
  const notEvidence = (x: string) => evidenceIn(t, t.notEvidence, withoutTags(x, unsaid));
  // The claim's own link: the sentence right after it, or an item of the list it leads in.
  let k = i - 1;
  const item = onItemLine(scope.reply, v);
  if (item) while (k >= 0 && onItemLine(scope.reply, views[k] as SentenceView) && i - k < 60) k--;
  const lead = views[k];
  // (the claim read from its last turn: "第一次发布失败了（上传超时），我重新试了一次，这次成功了 🎉\n\n链接：<link>")
  const leadText = lead?.text.slice(lastTurn(lead.text));
  if (lead?.status === "claim" && !notEvidence(leadText ?? "") && (!hasLetterOrDigit(head) || !notEvidence(v.text))) return true;
  // A link leading the sentence after a status line ("It's up. <link>", "搞定！<link>").
  // (not one its own sentence says is not out: "原因がわかりました。<link> はまだ公開されていないので 404 になります")
  if (lead && !hasLetterOrDigit(head) && doneHint(lead.text) && !notEvidence(lead.text) && !notEvidence(v.text)) return true;
  // An item of a list its lead-in presents ("Here are the links for the deck:\n1. BTC overview — <link>"), read in the
  // presenting clause ("…, in the order you'll want them on the slides:" is about the slides).
  // (not a plan's lead: "Here's the plan:\n1. Polish the gas page — <link>")
  if (item && lead?.status === "neutral" && /[:：]\s*$/.test(lead.text) && !planLead(lead.text) && !notEvidence(v.text)) {
    // (a word that presents, not the colon alone: "今日要闻：" leads in news)
    const shown = t.presenting.map((f) => (f.id === "present.lead-in" ? -1 : (presentRe(t, f)?.exec(lead.text)?.index ?? -1))).find((x) => x >= 0);
    if (shown !== undefined) {
      const cut = lead.text.slice(shown).search(/[,;，；]/);
      if (!notEvidence(cut < 0 ? lead.text : lead.text.slice(0, shown + cut))) return true;
    }
  }
  // (an item that names this turn's work is the agent's, whatever its list's lead: "**Sources**\n- My new monitor: <link>")
  if (inPlan(scope.reply, link.index, notEvidence) && !thisTurn(head)) return false;
  // A link leading the sentence after a lead-in that ends on a colon or arrow ("Public link below:\n<link>").
  const before = views[i - 1];
  if (
    before?.status === "neutral" &&
    !hasLetterOrDigit(head) &&
    /(?:[:：]|→|->|👉|👇|⬇️?|↓)\s*$/.test(before.text) &&
    !notEvidence(before.text) &&
    !notEvidence(v.text)
  )
    return true;

  // Its sentence up to a question clause after it (that clause was read above), from the last turn before the
  // link: "I couldn't reach the API at first, but it went through on retry: <link>" presents what came after "but".
  // A correction names the right link after the wrong one ("更正一下，刚才给的 link 不对，正确的 AgentX post 是 <link>，
  // 之前那个是 draft"): its clause is read from the correction word to the end of the link's clause.
  const fix = tagSentence(head, T.LEXICON, ["CORRECTED"]).at(-1);
  const turn = Math.max(lastTurn(head), fix?.at ?? 0);
  const done = doneHint(head) || (views[i - 1] !== undefined && doneHint((views[i - 1] as SentenceView).text));
  // After a status word ("弄好了", "post 好了"), a later clause's plan does not frame the link done ("弄好了 /preview/x/
  // 你本地打开就能看，之后我再优化一下 UI"): the link's own clause is read (class 5 of #13, inside one sentence).
  // (and after "already": "hotfix 已经 publish：<link> （旧的 eth-gas 页面之后会 redirect 过去）" — the aside is its own clause)
  const already = tagSentence(head.slice(turn), T.LEXICON, ["ALREADY_SET"]).length > 0;
  // (so does a preview said made: "Preview is ready: <link> — I wasn't sure about the 02:47 entry" negates something else)
  const upTo = Math.min(v.askFrom > at ? v.askFrom : v.text.length, fix || done || already || made ? linkClauseEnd(v.text, at) : v.text.length);
  // (whatever its clause, the link's own words after it, to a mark, that say it is not out: "我之前说 issue 已经 live 是错的，
  // <link> 还没 publish" — a made preview aside; for a community page, wherever its clause starts: "现在 <link> 不公开", "我把那頁
  // 下架了，<link> 目前不公開", "現在 <link> は公開されていません" — a preview is not out by what it is)
  const tail = link.kind !== "preview" ? at + link.url.length : (fix || done || already) && upTo < v.text.length ? upTo : -1;
  if (!made && tail >= 0) {
    const mark = v.text.slice(tail).search(CLAUSE_END_MARK);
    if (tagSentence(v.text.slice(tail, mark < 0 ? undefined : tail + mark), T.LEXICON, NOT_OUT).length > 0) return false;
  }
  const shown = t.presenting.some((f) => presentRe(t, f)?.test(head) || (label !== null && presentRe(t, f)?.test(`${head}${label[1]} `)));
  // (after a word that presents it, a later clause that offers or plans something else leaves it standing: "Preview 在这：<link> ，
  // 下一步我可以帮你加上 RSI indicator" — not one that puts it out, "没问题我再发布", nor a failure, "那个地址打开是 404")
  // (a preview is the page as it stands: a plan or an offer to publish it is about the public page, not the preview, so a
  // preview shown with one is still presented: "Here's the preview: <link> — I'll publish once you're happy")
  const preview = link.kind === "preview";
  const putsOut = preview ? () => false : publishAct;
  if (notEvidence(v.text.slice(turn, upTo)) && !(shown && !done && !already && laterPlan(v.text, turn, at + link.url.length, upTo, notEvidence, putsOut)))
    return false;
  const next = views[i + 1];
  const prev = views[i - 1];
  // The next sentence offers or asks to put it out, or the one before it did ("公開しますか？公開先は <link> になります"): the
  // link is the page to be (any other offer leaves it standing).
  // (The substring test first: NOT_EVIDENCE then compiles only for a sentence that names publishing.)
  // (each read from its last turn: "The first publish failed, but it went through on retry 🎉\n\nLink: <link>")
  const toBe = (x: SentenceView) => {
    const tail = x.text.slice(lastTurn(x.text));
    return publishAct(tail) && (x.status === "framed" || notEvidence(tail));
  };
  // (not a preview said to be made now: "I'll publish the winners page later today. For now the preview is ready at <link>")
  if (!done && !made && !(preview && shown) && ((next && toBe(next)) || (prev && toBe(prev)))) return false;
  // A link after "already" in its clause is a thing done, whatever the verb ("文章已经挂到 AgentX 上了 /post/<id>").
  if (already || shown) return true;
  // Evidence first: no word presents it, and still it is the agent's result unless the reply refers to it.
  // (a purpose clause after the link is what it is for, not a reading of it: "I put together a preview (<link>) so you can
  // check the layout before we go public")
  const purpose = tagSentence(v.text.slice(at), T.LEXICON, ["PURPOSE"])[0]?.at ?? -1;
  // (after a turn, the link's own clause: "<link> is last month's edition, and the new one is <link>" presents the second)
  const own = fix || turn > 0 ? v.text.slice(turn, purpose > 0 ? at + purpose : upTo) : purpose > 0 ? v.text.slice(0, at + purpose) : v.text;
  return !refersTo(t, views, i, head, scope.reply, withoutTags(own, unsaid));
}
/** Words that say a page is not out yet: a negation, or a draft's name. */
const NOT_OUT = ["NOT_YET_PUBLIC", "DRAFT_WORD"];

/** `text` with the words of lexicon tags blanked (spaces, so that offsets hold). */
function withoutTags(text: string, tags: string[]): string {
  if (tags.length === 0) return text;
  let out = text;
  for (const x of tagSentence(text, T.LEXICON, tags)) out = out.slice(0, x.at) + " ".repeat(x.end - x.at) + out.slice(x.end);
  return out;
}

/**
 * A link in sentence `i` with no claim and no presenting word: the sentence asks or refers to it (REFERS), or the link
 * opens its sentence and the sentence before it (or its list's lead-in) asks, frames or refers ("Links from the old
 * README:\n/preview/x/"). Otherwise it stands as the agent's result ("Everything's green. /preview/x/ loads fast now").
 */
function refersTo(t: CompiledTables, views: readonly SentenceView[], i: number, head: string, reply: string, own: string): boolean {
  // (NOT_EVIDENCE's sentences refer too: a source, a future or someone else's page)
  const refers = (x: string) => {
    const words = x.includes("/") ? blankLinks(x) : x;
    // (NOT_EVIDENCE read with its links where they stand: whose act the link's own clause tells)
    return evidenceIn(t, t.refers, words) || evidenceIn(t, t.notEvidence, x);
  };
  const v = views[i] as SentenceView;
  if (v.askFrom >= 0 || refers(own)) return true;
  // A line addressed to someone else, the agent not speaking of itself before the link ("@maria nice breakdown in <link> —
  // one nit: …"): a link it neither claims nor presents is theirs, or under discussion.
  const [ls] = lineBounds(reply, v.start);
  const opening = reply.slice(ls, v.start) + head;
  const to = ADDRESSEE.exec(opening);
  const self = (name: string) => tagSentence(name, T.LEXICON, ["SELF"]).some((x) => x.at === 0 && x.end === name.length);
  if (to && !self(to[1] as string) && tagSentence(opening, T.LEXICON, ["SPEAKER"]).length === 0) return true;
  if (hasLetterOrDigit(head)) return false;
  // (over sentences that are links alone, "Broken links in your notes:\n/preview/a/\n/post/1", and over a list to its
  // lead: "Thread is up on AgentX 🚀\n\n1/ …\n3/ What I'm watching next week\n\n<link>" reads the claim)
  let k = i - 1;
  while (k >= 0 && !hasLetterOrDigit(blankLinks((views[k] as SentenceView).text))) k--;
  if (!onItemLine(reply, v)) while (k >= 0 && onItemLine(reply, views[k] as SentenceView)) k--;
  const prev = views[k];
  if (prev?.status === "claim") return false;
  if (prev && (prev.askFrom >= 0 || prev.status === "framed" || refers(prev.text))) return true;
  const lead = listLead(reply, v.start);
  return lead !== undefined && refers(lead);
}
/**
 * A NOT_EVIDENCE or REFERS row reads a text of its language: English rows one with Latin letters, Japanese rows one
 * with CJK characters, Chinese rows one with CJK characters and no kana (a sentence with kana is Japanese: 別 in
 * "別版も作って <link> に上げておきました" is "another", not the Chinese 別, "don't"; a line of kanji alone may be either).
 */
function evidenceIn(t: CompiledTables, rows: readonly T.EvidenceRow[], text: string): boolean {
  let s: { latin: boolean; cjk: boolean; zh: boolean } | undefined;
  const reads = (lang: string) => {
    // (scriptLangs: "zh" for CJK with no kana; a link's letters are no language: "…：/preview/weekly-draft-ja/" is no English)
    s ??= { ...scriptsOf(words), zh: scriptLangs(words).includes("zh") };
    return lang === "any" || (lang === "en" ? s.latin : lang === "ja" ? s.cjk : lang === "zh" ? s.zh : true);
  };
  // (nor words: "/preview/macro-weekly-draft-42/" says no draft; it stands as one run of marks, so a row may still read a link there)
  const whole = text.includes("/") ? blankLinks(text, "_") : text;
  // (the link's clause, when it is the next act of a list of the agent's acts, its subject left out, is read alone: "Banned the
  // scam accounts, deleted their posts, and pinned the launch page for everyone: <link>" — "their" is the earlier clause's)
  const at = rows === t.notEvidence ? whole.indexOf("___") : -1;
  const cut = at < 0 ? -1 : Math.max(whole.lastIndexOf(",", at), whole.lastIndexOf(";", at));
  const words = cut > 0 && LISTED_ACT.test(whole.slice(cut + 1, at)) ? whole.slice(cut + 1) : whole;
  if (rows.some((f) => reads(f.lang) && evidenceRe(t, f)?.test(words) === true)) return true;
  // (and a sentence of someone else's act: "One of the judges shared a scoring sheet here: <link>")
  // (or words someone else says: "他們說原本的連結是 <link>")
  if (rows !== t.notEvidence) return false;
  // (but the link's own clause, when it tells an act of its own, says whose the link is: "評審發了評分標準，我這邊把排行榜發佈到了
  // <link>"; the link is found as blankLinks left it, a run of "_")
  const link = words.indexOf("___");
  const from = link < 0 ? -1 : Math.max(...["，", ",", "；", ";", "。"].map((c) => words.lastIndexOf(c, link)));
  const own = from < 0 ? [] : tagSentence(words.slice(from, link), T.LEXICON, ["OUT_DONE", "OUT_ACT", "MADE"]);
  if (own.length > 0) return own.some((x) => anotherDoer(words, from + x.at, from + x.end));
  return tagSentence(words, T.LEXICON, ["OUT_DONE", "MADE", "SAID"]).some((x) => anotherDoer(words, x.at, x.end));
}

/** A clause that is the next act of a list of acts, its subject left out: " and pinned the launch page …", " then rebuilt …". */
const LISTED_ACT = /^\s*(?:and|then|&)\s+(?:also\s+|then\s+)?[a-z]+ed\s/i;

/** The sentence stands on a list item's line. */
function onItemLine(reply: string, view: SentenceView): boolean {
  return LIST_ITEM.test(reply.slice(...lineBounds(reply, view.start)));
}

/** Frames that say whose words a quote holds: reported speech, someone else's. */
const OTHERS_FRAME = /\.(?:reported|others)$/;
/** The opening quote mark before `at` (within 200 characters, no closing mark between), or -1. */
function quoteOpening(text: string, at: number): number {
  for (let i = at - 1; i >= 0 && i >= at - 200; i--) {
    const c = text.charAt(i);
    if (c === "”" || c === "」" || c === "』" || c === "\n") return -1;
    if (c === '"' || c === "“" || c === "「" || c === "『") return i;
  }
  return -1;
}

/**
 * Where the clause after the last turn of `head` starts ("…, but it went through", "…，重试后成功了", "Your friend's page is
 * nice; I rebuilt ours: <link>"); 0 when none.
 */
function lastTurn(head: string): number {
  let at = 0;
  for (const x of tagSentence(head, T.LEXICON, ["TURN", "TURN_TO_ME"])) at = Math.max(at, x.tag === "TURN" ? x.end : x.at + 1);
  return at;
}

/** The text before a series of links joined by 、 / , / and, up to the first of them. */
function listedAfter(head: string): string {
  let out = head;
  for (let m = LISTED_LINK.exec(out); m; m = LISTED_LINK.exec(out)) out = out.slice(0, m.index);
  return out;
}
const LISTED_LINK = /(?:https?:\/\/|\/(?:preview|post)\/)\S*?\s*(?:[、，,&]|\band\b|和|及)\s*(?:and\s+)?$/i;

/** A handle: "@tanaka", "@0xSun". */
const HANDLE = /@[\w.-]+/g;
/** A line opening on a handle: "@maria …", "- @小林 …". */
const ADDRESSEE = /^\s*(?:[-*+•]\s+)?@([\w.\u3040-\u30ff\u4e00-\u9fff-]{1,39})/;
/** A Markdown link's label right before its target: `[label](`. */
const MD_LABEL = /\[([^\]\n]{0,200})\]\(\s*<?$/;

function checkLinks(links: Link[], event: HookEvent, ctx: Ctx): Finding | undefined {
  if (links.length === 0) return undefined;
  const pages = links.filter((l) => l.kind !== "post");
  if (pages.length) {
    const reg = previewsOf(ctx);
    for (const l of pages) {
      // Ids compare case-insensitively: a host name is lower-cased on the way, a registry may not be.
      const id = l.id.toLowerCase();
      const bare = l.url
        .replace(/[?#].*$/, "")
        .replace(/\/+$/, "")
        .toLowerCase();
      const ok =
        reg.text !== undefined
          ? textHas(reg.text, id)
          : l.kind === "preview"
            ? reg.known.has(id) || reg.published.has(id)
            : reg.published.has(id) || reg.published.has(bare);
      if (ok) continue;
      if (l.kind === "preview") return { rule: "publish.preview-unknown", why: "preview id not in the preview registry", evidence: l.url };
      const known = reg.known.has(id);
      return {
        rule: "publish.community-unpublished",
        why: known ? "page cited as published, but it is not published" : "page cited as published, but not in the registry",
        evidence: l.url,
      };
    }
  }
  const posts = links.filter((l) => l.kind === "post");
  if (posts.length && !ranTool(event, T.PUBLISH_TOOLS) && !ranShell(event.toolNames)) {
    const ledger = ledgerPath(ctx);
    const why = "post cited, but not in the AgentX ledger and nothing posted";
    if (
      !ledgerHasAny(
        ctx,
        ledger,
        posts.map((p) => p.id),
      )
    )
      return { rule: "publish.post-unverified", why, evidence: posts[0]?.url ?? "" };
  }
  return undefined;
}

// ---- handlers ---------------------------------------------------------------------------------

function replyOf(event: HookEvent): string {
  if (event.name === "on_completion_claim") return [event.summary, event.response].filter((s) => s.trim()).join("\n\n");
  return event.response;
}

function reason(f: Finding): string {
  return `${TAG} Blocked (${f.why}): ${f.evidence}`;
}

function warning(f: Finding): string {
  return `${TAG} Unverified (${f.why}): ${f.evidence}`;
}

function onStop(event: HookEvent, ctx: Ctx): Verdict {
  const f = findUnverified(replyOf(event), event, ctx);
  if (!f) return CONTINUE;
  // A redo is in flight and the reply still holds the unverified claim: never block twice, never silently.
  if (event.stopHookActive) return { kind: "warn", message: warning(f), rule: "stop-hook-active.warn" };
  const max = envNumber(ctx.env, "VERIFY_PUBLISH_MAX_BLOCKS", T.MAX_BLOCKS);
  const slot = claimBlock(blockStatePath(ctx, STATE_FILE), event.sessionId, Math.floor(ctx.now() / 1000), max);
  if (!slot.granted) return { kind: "warn", message: warning(f), rule: f.rule };
  return { kind: "block", reason: reason(f), rule: f.rule };
}

/** Why, for the user-facing note in a Chinese or Japanese reply. */
const NOTE_WHY: Record<string, { zh: string; ja: string }> = {
  "publish.community-unpublished": { zh: "该页面在预览注册表中并未发布", ja: "このページはプレビュー登録上で公開されていません" },
  "publish.preview-unknown": { zh: "预览注册表中没有这个预览 id", ja: "このプレビューIDは登録にありません" },
  "publish.post-unverified": { zh: "AgentX 发帖记录中没有这条帖子，本轮也没有发帖", ja: "AgentXの投稿記録になく、このターンに投稿もされていません" },
  "publish.schedule-unverified": { zh: "本轮没有运行调度工具，也没有新建的定时任务", ja: "このターンでスケジューラーは実行されず、新しいジョブもありません" },
};

/** The note appended to the reply, in the reply's language (the word "Unverified" always in it). */
export function unverifiedNote(f: Finding, reply: string): string {
  const local = NOTE_WHY[f.rule];
  if (/[\u3040-\u30ff]/.test(reply))
    return `⚠️ 未確認（Unverified）：${f.evidence} — ${local?.ja ?? f.why}。確認できるまで、この報告は未確定として扱ってください。`;
  if (/[\u4e00-\u9fff]/.test(reply)) return `⚠️ 未经核实（Unverified）：${f.evidence} — ${local?.zh ?? f.why}。在核实之前，请把这条说法视为未确认。`;
  return `⚠️ Unverified: ${f.why} — ${f.evidence}. Treat this claim as unconfirmed until it is checked.`;
}

function onResponseEnd(event: HookEvent, ctx: Ctx): Verdict {
  const f = findUnverified(event.response, event, ctx);
  if (!f) return CONTINUE;
  return { kind: "rewrite_response", response: `${event.response.trimEnd()}\n\n${unverifiedNote(f, event.response)}`, rule: f.rule };
}

// ---- the user's tables, vetted ----------------------------------------------------------------

/** Why a row's regex source does not compile (flags "i" unless given), else undefined. */
function regexProblem(source: unknown, part = "match", flags = "i"): string | undefined {
  if (typeof source !== "string" || !source) return `${part} must be a regex source`;
  try {
    new RegExp(source, flags);
    return undefined;
  } catch (err) {
    // V8 repeats the whole pattern in its message; keep only the reason.
    const why = (err instanceof Error ? err.message : String(err)).replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
    return `${part === "match" ? "" : `${part}: `}bad regex (${why})`;
  }
}

/**
 * Problems in the user's tables: broken rows and examples that no longer hold, every table through
 * the one vetter (engine/rows). CLAIMS and TAG_CLAIMS rows fire when their claim is found; a
 * NOT_CLAIMS frame's block examples are look-alikes that are still claims, its allow examples are
 * not claims; PRESENTING rows fire on their lead-ins; a NOT_EVIDENCE row's block examples are
 * sentences it does not match (their links are judged), its allow examples sentences it matches.
 */
export function checkTables(src: PhraseTables = userTables()): string[] {
  const t = compileTables(src);
  const claim = (text: string) => analyse(text, t).claims.length > 0;
  const problems = [
    ...vetRows(t.claims, {
      table: "CLAIMS",
      fires: (row, text) => analyse(text, t).claims.some((x) => x.rule === row.id),
      blocks: claim,
      compiles: (row) => (row.kind !== "publish" && row.kind !== "schedule" ? 'kind must be "publish" or "schedule"' : regexProblem(row.match, "match", "gi")),
    }),
    ...vetRows(t.frames, {
      table: "NOT_CLAIMS",
      fires: (_row, text) => claim(text),
      blocks: claim,
      compiles: (row) =>
        !row.match?.before && !row.match?.after
          ? "match needs before or after"
          : ((row.match.before !== undefined ? regexProblem(row.match.before, "before") : undefined) ??
            (row.match.after !== undefined ? regexProblem(row.match.after, "after") : undefined) ??
            (row.match.unlessBefore !== undefined ? regexProblem(row.match.unlessBefore, "unlessBefore") : undefined)),
    }),
    ...vetRows(t.presenting, {
      table: "PRESENTING",
      fires: (row, text) => presentRe(t, row)?.test(text) === true,
      blocks: claim,
      compiles: (row) => regexProblem(row.match),
      allows: (row, text) => (presentRe(t, row)?.test(text) ? "presents" : undefined),
    }),
    // NOT_EVIDENCE and REFERS: block examples are sentences a row must not match, allow examples sentences it matches.
    ...(
      [
        ["NOT_EVIDENCE", t.notEvidence],
        ["REFERS", t.refers],
      ] as const
    ).flatMap(([table, list]) =>
      vetRows(list, {
        table,
        fires: (row, text) => evidenceRe(t, row)?.test(text) === false,
        blocks: claim,
        compiles: (row) => regexProblem(row.match),
        allows: (row, text) => (evidenceRe(t, row)?.test(text) ? undefined : "does not match"),
      }),
    ),
    ...vetTagClaims(t),
    ...lexiconProblems(T.LEXICON),
  ];
  return problems;
}

/** A TAG_CLAIMS row's lists of tags besides `seq`. */
const TAG_LISTS = ["any", "none", "notAt", "apart", "noneAnywhere"] as const;
/** The first of a row's tag lists that is not a list of LEXICON's tags (a tag misspelt there would be silently never read). */
function badTagList(row: T.TagClaimRow): string | undefined {
  const list = (v: unknown) => Array.isArray(v) && v.every((tag) => typeof tag === "string" && tag in T.LEXICON);
  return TAG_LISTS.find((k) => row.match[k] !== undefined && !list(row.match[k]));
}

/** What is wrong with a TAG_CLAIMS row's match, if anything: tags not of LEXICON, a bad frameAt, no hint tag in `seq`. */
function tagClaimProblem(row: T.TagClaimRow): string | undefined {
  if (!Array.isArray(row.match?.seq) || !row.match.seq.every((tag) => tag in T.LEXICON)) return "match.seq needs tags of LEXICON";
  const bad = badTagList(row);
  if (bad) return `match.${bad} needs tags of LEXICON`;
  if (row.frameAt !== undefined && row.frameAt !== "first" && row.frameAt !== "last") return 'frameAt must be "first" or "last"';
  if (!row.match.seq.some((tag) => HINT_TAGS.includes(tag))) return `match.seq needs one of ${HINT_TAGS.join(", ")} (a row without one is never tried)`;
  return undefined;
}

/** TAG_CLAIMS rows through the one vetter: tags of LEXICON, and a hint tag in `seq` (else never tried). */
export function vetTagClaims(t: CompiledTables, rows: readonly T.TagClaimRow[] = T.TAG_CLAIMS): string[] {
  return vetRows(rows, {
    table: "TAG_CLAIMS",
    fires: (row, text) => analyse(text, t).claims.some((c) => c.rule === row.id),
    blocks: (text) => analyse(text, t).claims.length > 0,
    compiles: tagClaimProblem,
  });
}

export const guard: Guard = {
  name: "verify_publish_claims",
  failMode: T.FAIL_MODE,
  handlers: { on_stop: onStop, on_completion_claim: onStop, on_response_end: onResponseEnd },
  check: () => checkTables(),
  settings: () => ({
    PREVIEWS_REGISTRY: ["text", T.PREVIEWS_REGISTRY],
    AGENTX_LEDGER_FILE: ["text", T.AGENTX_LEDGER_FILE],
    SCHEDULED_JOBS: ["text", T.SCHEDULED_JOBS],
    MAX_BLOCKS: ["count", T.MAX_BLOCKS],
    RECENT_JOB_MINUTES: ["count", T.RECENT_JOB_MINUTES],
    COMMUNITY_HOST: ["text", T.COMMUNITY_HOST],
    COMMUNITY_RESERVED: ["names", T.COMMUNITY_RESERVED],
    PUBLISH_TOOLS: ["names", T.PUBLISH_TOOLS],
    SCHEDULE_TOOL_HINTS: ["names", T.SCHEDULE_TOOL_HINTS],
    PUBLISH_ACTS: ["names", T.PUBLISH_ACTS],
    ACTIVE_JOB_STATUSES: ["names", T.ACTIVE_JOB_STATUSES],
  }),
};
