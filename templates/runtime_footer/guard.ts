// runtime_footer handlers: strip model-typed footers at the end of a reply, append the real one.
import { envBool, envString } from "../../engine/config";
import { CONTINUE, type Ctx, type Guard, type HookEvent, type Verdict } from "../../engine/types";
import * as T from "./tables";

export const DEFAULT_TEMPLATE = "─ {model} · {cost}";
export const DEFAULT_DIRECTIVE =
  'Do NOT end your reply with a model/cost/token footer (such as "─ model · $0.02"), ' +
  "and do not imitate one: the runtime appends the real footer after you finish.";
const CREDIT_TIMEOUT_MS = 2000;
const PLACEHOLDERS = new Set(["model", "cost", "input", "output", "credit"]);

export interface FooterConfig {
  showTokens: boolean;
  showCredit: boolean;
  template: string;
  creditUrl: string;
  strip: boolean;
  suppressText: string;
}

export function footerConfig(env: Ctx["env"]): FooterConfig {
  return {
    showTokens: envBool(env, "FOOTER_SHOW_TOKENS", T.SHOW_TOKENS),
    showCredit: envBool(env, "FOOTER_SHOW_CREDIT", T.SHOW_CREDIT),
    template: envString(env, "FOOTER_TEMPLATE", T.TEMPLATE),
    creditUrl: envString(env, "FOOTER_CREDIT_URL", T.CREDIT_URL),
    strip: envBool(env, "FOOTER_STRIP", T.STRIP),
    suppressText: envString(env, "FOOTER_SUPPRESS_TEXT", T.SUPPRESS_TEXT),
  };
}

// ---- formats ---------------------------------------------------------------------------------

function groupThousands(digits: string): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}

export function formatCount(n: number): string {
  return (n < 0 ? "-" : "") + groupThousands(String(Math.round(Math.abs(n))));
}

export function formatCost(usd: number): string {
  return "$" + usd.toFixed(4);
}

export function formatCredit(usd: number): string {
  const [whole = "0", cents = "00"] = Math.abs(usd).toFixed(2).split(".");
  return (usd < 0 ? "-$" : "$") + groupThousands(whole) + "." + cents;
}

export function hasUsage(event: HookEvent): boolean {
  const t = event.tokens;
  return event.turnCostUsd > 0 || t.input > 0 || t.output > 0 || t.cache_read > 0 || t.cache_creation > 0;
}

// ---- template ----------------------------------------------------------------------------------

type Values = Record<string, string>;

/** Render a template; undefined when it is malformed (unknown placeholder, stray brace, empty). */
export function renderTemplate(template: string, values: Values): string | undefined {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "{") {
      const end = template.indexOf("}", i);
      const name = end < 0 ? "" : template.slice(i + 1, end);
      if (!PLACEHOLDERS.has(name)) return undefined;
      out += values[name] ?? "";
      i = end + 1;
    } else if (ch === "}") {
      return undefined;
    } else {
      out += ch;
      i++;
    }
  }
  // An empty value leaves a dangling separator: fold "a ·  · b" and trailing " ·" away.
  const cleaned = out
    .replace(/(\s*[·|]\s*)+(?=\s*[·|])/g, "")
    .replace(/^(\s*[─━—-]?)\s*[·|]\s*/, (_m, lead: string) => (lead.trim() ? `${lead} ` : lead))
    .replace(/\s*[·|]\s*$/, "")
    .trimEnd();
  // Something besides separators must remain (a non-ASCII letter counts: models have CJK names).
  return /[A-Za-z0-9$\u00C0-\uFFFF]/.test(cleaned.replace(/[─━—·|•]/g, "")) ? cleaned : undefined;
}

export function buildFooter(event: HookEvent, cfg: FooterConfig, credit: number | undefined): string {
  const values: Values = {
    model: event.model.trim(),
    cost: formatCost(event.turnCostUsd),
    input: formatCount(event.tokens.input),
    output: formatCount(event.tokens.output),
    credit: credit === undefined ? "" : formatCredit(credit),
  };
  const withExtras = (template: string) => {
    let t = template;
    if (cfg.showTokens && !/\{(?:input|output)\}/.test(t)) t += " · {input} in / {output} out";
    if (cfg.showCredit && credit !== undefined && !t.includes("{credit}")) t += " · 💰 {credit}";
    return renderTemplate(t, values);
  };
  return withExtras(cfg.template) ?? withExtras(DEFAULT_TEMPLATE) ?? `─ ${values.cost}`;
}

// ---- stripping -----------------------------------------------------------------------------

/** Model family names a typed footer starts with (one family group per line). */
const MODEL_FAMILIES = [
  "gpt|chatgpt|o[1-9](?:-mini|-pro)?",
  "claude|sonnet|opus|haiku",
  "gemini|gemma|llama|mistral|mixtral|codestral",
  "deepseek|qwen|grok|kimi|moonshot|glm|doubao|ernie|minimax|hunyuan|yi",
  "phi|command-r|nova|starchild",
];
const MODEL_WORD = new RegExp(`\\b(?:${MODEL_FAMILIES.join("|")})\\b`, "i");
const COST = /\$\s?\d/;
const TOKENS = /\d[\d,.]*\s*[kK]?\s*(?:in|input|tok(?:en)?s?)\b\s*[/|·,]/;
const KEY_MODEL = /(?:\bmodel\b|模型|モデル)\s*[:：=]/i;
const KEY_USAGE = /(?:\bcost\b|\bprice\b|\btokens?\b|\busage\b|费用|成本|花费|コスト|料金|トークン)\s*[:：=]/i;
const SEPARATOR = /^\s*(?:[-─━—_*=~]\s*){3,}$/;

/** Remove markdown wrappers a model puts around a footer line. */
function unwrap(line: string): string {
  let s = line.trim();
  s = s.replace(/^>\s*/, "");
  s = s.replace(/^<(sub|sup|small)>(.*)<\/\1>$/i, "$2").trim();
  for (let k = 0; k < 3; k++) {
    const m = /^([*_`~]{1,3})(.+)\1$/.exec(s);
    if (!m || m[2] === undefined) break;
    s = m[2].trim();
  }
  return s;
}

/** True for a line shaped like a model/cost footer. Prose, lists and `$VAR` lines are not. */
export function isFooterLine(line: string): boolean {
  // Cheap gate first: most last lines are prose, and the full patterns cost compile time.
  if (line.length > 300 || !/[$·|•─━—–]|model|模型|モデル|\d\s*(?:in|tok)/i.test(line)) return false;
  const s = unwrap(line);
  if (!s) return false;
  const sep = /[·|•]/.test(s);
  const cost = COST.test(s);
  const model = MODEL_WORD.test(s);
  const tokens = TOKENS.test(s);
  if (/^[─━]/.test(s)) return cost || tokens || model || sep;
  if (/^(?:—|–|--)\s*\S/.test(s)) return (cost || tokens || model) && (sep || cost);
  if (/^-\s*\S/.test(s)) return model && (cost || tokens) && sep;
  if (/^(?:🤖|💰|⚡|📊|🧠|💵)/.test(s)) return (cost || tokens || model) && sep;
  if (KEY_MODEL.test(s) && (KEY_USAGE.test(s) || cost)) return true;
  if (/^[\w.:/@-]+\s*[·|]/.test(s) && model && (cost || tokens)) return true;
  return false;
}

export function stripFooters(text: string): { body: string; stripped: boolean } {
  const lines = text.split("\n");
  let end = lines.length; // exclusive
  let stripped = false;
  let afterFooter = false; // a separator rule is dropped only right above a dropped footer
  for (;;) {
    let i = end - 1;
    while (i >= 0 && (lines[i] ?? "").trim() === "") i--;
    if (i < 0) break;
    const line = lines[i] ?? "";
    if (isFooterLine(line)) {
      stripped = afterFooter = true;
    } else if (afterFooter && SEPARATOR.test(line)) {
      afterFooter = false;
    } else {
      break;
    }
    end = i;
  }
  if (!stripped) return { body: text, stripped: false };
  return { body: lines.slice(0, end).join("\n").trimEnd(), stripped: true };
}

// ---- handlers -------------------------------------------------------------------------------

function creditFrom(doc: unknown): number | undefined {
  if (typeof doc !== "object" || doc === null) return undefined;
  const record = doc as Record<string, unknown>;
  const value = record.credit_balance ?? (record.data as Record<string, unknown> | undefined)?.credit_balance;
  const n = typeof value === "string" ? Number(value.replace(/[$,\s]/g, "")) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
}

async function onResponseEnd(event: HookEvent, ctx: Ctx): Promise<Verdict> {
  if (!event.response.trim()) return CONTINUE;
  const cfg = footerConfig(ctx.env);
  const { body, stripped } = cfg.strip ? stripFooters(event.response) : { body: event.response, stripped: false };
  if (!hasUsage(event)) {
    return stripped ? { kind: "rewrite_response", response: body, rule: "footer.strip" } : CONTINUE;
  }
  const wantsCredit = cfg.showCredit || cfg.template.includes("{credit}");
  const credit = wantsCredit ? creditFrom(await ctx.fetchJson(cfg.creditUrl, CREDIT_TIMEOUT_MS)) : undefined;
  const footer = buildFooter(event, cfg, credit);
  const kept = body.trimEnd();
  return { kind: "rewrite_response", response: kept ? `${kept}\n\n${footer}` : footer, rule: "footer.append" };
}

function onPreLlmCall(_event: HookEvent, ctx: Ctx): Verdict {
  const cfg = footerConfig(ctx.env);
  return { kind: "context", context: cfg.suppressText.trim() || DEFAULT_DIRECTIVE, rule: "footer.directive" };
}

export const guard: Guard = {
  name: "runtime_footer",
  handlers: { on_response_end: onResponseEnd, pre_llm_call: onPreLlmCall },
  settings: () => ({
    SHOW_TOKENS: ["flag", T.SHOW_TOKENS],
    SHOW_CREDIT: ["flag", T.SHOW_CREDIT],
    TEMPLATE: ["text", T.TEMPLATE],
    CREDIT_URL: ["text", T.CREDIT_URL],
    STRIP: ["flag", T.STRIP],
    SUPPRESS_TEXT: ["text", T.SUPPRESS_TEXT],
  }),
};
