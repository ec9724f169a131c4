// What the stop reply says about the unverified edits: nothing (no reply from the host), a plain
// "this is untested", or a question that claims nothing. Reads prose only (engine/prose masks
// code, quotes, tables and blockquotes); every pattern is a bounded, linear regex.
import { maskNonProse, sentences } from "../../engine/prose";
import * as T from "./tables";

/** Replies are read up to this length (the end matters for the question, the whole for the rest). */
const MAX_REPLY = 20_000;

export type ReplyStance = "unknown" | "untested" | "asks" | "claims";

function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  for (const re of patterns) if (re.test(text)) return true;
  return false;
}

/** How the reply stands; `claimEvent` (on_completion_claim) is a claim whatever it asks. */
export function replyStance(response: string, claimEvent = false): ReplyStance {
  if (!response.trim()) return "unknown";
  const text = response.length > MAX_REPLY ? `${response.slice(0, MAX_REPLY / 2)}\n${response.slice(-MAX_REPLY / 2)}` : response;
  const prose = maskNonProse(text);
  if (anyMatch(T.UNTESTED_PHRASES as readonly RegExp[], prose)) return "untested";
  if (claimEvent) return "claims";
  const said = sentences(prose);
  const last = said[said.length - 1]?.text ?? "";
  if (/[?？]\s*[)）"”」*_]*$/.test(last) && !anyMatch(T.CLOSING_QUESTIONS as readonly RegExp[], last) && !anyMatch(T.DONE_PHRASES as readonly RegExp[], prose)) return "asks";
  return "claims";
}
