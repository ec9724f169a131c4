//! runtime_footer — the one true model/cost footer, appended by the runtime, never typed by the model.
//!
//! Events: on_response_end (strip model-typed footers at the end, append the real one),
//!         pre_llm_call (optional: tell the model not to type footers).
//! Wire with an ABSOLUTE path in workspace/config/shell_hooks.yaml, then run the selftest
//! beside this file: ./runtime_footer_selftest.cjs
//!
//! CONFIG — edit the values below in YOUR copy. Each has an env var override (named on its line):
//! a set, non-empty env var wins; 0/false/no/off mean false.

//! Append "· 900 in / 120 out" after the cost.                          env FOOTER_SHOW_TOKENS
export const SHOW_TOKENS = false;
//! Append "· 💰 $271.64" from one GET of CREDIT_URL (2 s cap, omitted on any failure). env FOOTER_SHOW_CREDIT
export const SHOW_CREDIT = false;
//! Footer layout. Placeholders: {model} {cost} {input} {output} {credit}. SHOW_TOKENS / SHOW_CREDIT
//! append their part when the template lacks it. A bad template falls back to this default.  env FOOTER_TEMPLATE
export const TEMPLATE = "─ {model} · {cost}";
//! Where the credit balance lives: http(s):// or file:// URL answering {"credit_balance": 271.64}. env FOOTER_CREDIT_URL
export const CREDIT_URL = "http://localhost:8000/internal/credit_balance";
//! Remove footers the model typed itself at the very end of the reply.  env FOOTER_STRIP
export const STRIP = true;
//! pre_llm_call directive; empty = the built-in one.                    env FOOTER_SUPPRESS_TEXT
export const SUPPRESS_TEXT = "";
