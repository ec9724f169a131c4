// Expansion on the tree: a parsed word with known variables and array items put in, quote by quote,
// with word splitting where the expansion is unquoted — the words of a simple command are
// expanded, never the command's text re-quoted and parsed again.
import type { Word } from "./types";

/** What the analysis knows: a variable's value, or an array's items. */
export interface Known {
  scalar(name: string): string | undefined;
  array(name: string): readonly string[] | undefined;
  /** The known stdout of the next `$( )` / backticks of the command, in order (null: unknown, kept as written). */
  sub?(): string | null;
}

/** One field being built: its text (quotes removed) and a source-like spelling (for reasons and raw tests). */
interface Field {
  text: string;
  raw: string;
  /** An unquoted glob character or an unexpanded unquoted expansion is in it. */
  dynamic: boolean;
  /** An expansion is left in it as written. */
  expands: boolean;
  quoted: boolean;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const MAX_FIELDS = 256;

/** Index just past the expansion that starts at i (`$(…)`, `${…}`, `` `…` ``), or -1 when unbalanced. */
function pastGroup(s: string, i: number): number {
  if (s[i] === "`") {
    for (let e = i + 1; e < s.length; e++) {
      if (s[e] === "\\") e++;
      else if (s[e] === "`") return e + 1;
    }
    return -1;
  }
  const open = s[i + 1] as string;
  const close = open === "(" ? ")" : "}";
  let depth = 0;
  let q = "";
  for (let e = i + 1; e < s.length; e++) {
    const ch = s[e] as string;
    if (q) {
      if (ch === "\\" && q === '"') e++;
      else if (ch === q) q = "";
    } else if (ch === "\\") e++;
    else if (ch === "'" || ch === '"') q = ch;
    else if (ch === open) depth++;
    else if (ch === close && --depth === 0) return e + 1;
  }
  return -1;
}

/**
 * The values a `${…}` / `$NAME` expansion stands for, when known: one value for a scalar
 * (`$D`, `${D}`, `${D:-x}`, `${D:?}`), the items of an array (`${a[@]}`, `${a[*]}`), one item
 * (`${a[1]}`); `each` is true when quoted items stay one field each (`"${a[@]}"`).
 */
function knownValue(body: string, known: Known): { values: readonly string[]; each: boolean } | undefined {
  const arr = /^([A-Za-z_]\w*)\[([@*]|[0-9]{1,3})\]$/.exec(body);
  if (arr) {
    const items = known.array(arr[1] as string);
    if (!items) return undefined;
    const at = arr[2] as string;
    if (at === "@") return { values: items, each: true };
    if (at === "*") return { values: [items.join(" ")], each: false };
    const one = items[Number(at)];
    return one === undefined ? undefined : { values: [one], each: false };
  }
  const m = /^([A-Za-z_]\w*)(?::?[-?=](.*))?$/s.exec(body);
  if (!m) return undefined;
  const v = known.scalar(m[1] as string);
  return v === undefined || (v === "" && body.includes(":")) ? undefined : { values: [v], each: false };
}

/**
 * The fields a word expands to with the known variables put in, or null when it names none of
 * them (or holds a form this does not read: `$'…'`, an unbalanced group).
 */
export function expandWord(w: Word, known: Known): Word[] | null {
  const s = w.raw;
  if (!s.includes("$") || s.includes("$'")) return null;
  const fields: Field[] = [];
  let cur: Field = { text: "", raw: "", dynamic: false, expands: false, quoted: false };
  let changed = false;
  let dq = false;
  const put = (text: string, raw = text) => {
    cur.text += text;
    cur.raw += raw;
  };
  /** Unquoted values split on blanks: the first piece joins the current field, the last starts the next one. */
  const splitIn = (value: string) => {
    if (value.includes("$")) cur.expands = cur.dynamic = true;
    const parts = value.split(/[ \t\n]+/);
    parts.forEach((p, j) => {
      if (j > 0 && (cur.text || cur.quoted)) {
        fields.push(cur);
        cur = { text: "", raw: "", dynamic: false, expands: false, quoted: false };
      }
      put(p);
      if (/[*?[]/.test(p)) cur.dynamic = true;
    });
  };
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (!dq && ch === "'") {
      const e = s.indexOf("'", i + 1);
      if (e < 0) return null;
      put(s.slice(i + 1, e), s.slice(i, e + 1));
      cur.quoted = true;
      i = e;
    } else if (ch === '"') {
      dq = !dq;
      cur.quoted = true;
      cur.raw += ch;
    } else if (ch === "\\") {
      const next = s[i + 1] ?? "";
      if (dq && !/[$`"\\\n]/.test(next)) put("\\" + next);
      else put(next, ch + next);
      cur.quoted = true;
      i++;
    } else if (ch === "$" && s[i + 1] === "{") {
      const e = pastGroup(s, i);
      if (e < 0) return null;
      const v = knownValue(s.slice(i + 2, e - 1), known);
      if (!v) {
        put(s.slice(i, e));
        cur.expands = true;
        if (!dq) cur.dynamic = true;
      } else {
        changed = true;
        if (dq && v.each) {
          v.values.forEach((item, j) => {
            if (j > 0) {
              fields.push(cur);
              cur = { text: "", raw: "", dynamic: false, expands: false, quoted: true };
            }
            put(item);
          });
        } else if (dq) {
          put(v.values.join(" "));
          if (v.values.some((x) => x.includes("$"))) cur.expands = true;
        } else splitIn(v.values.join(" "));
      }
      i = e - 1;
    } else if (ch === "$" && NAME.test(s.slice(i + 1))) {
      const name = (NAME.exec(s.slice(i + 1)) as RegExpExecArray)[0];
      const v = known.scalar(name);
      if (v === undefined) {
        put("$" + name);
        cur.expands = true;
        if (!dq) cur.dynamic = true;
      } else {
        changed = true;
        if (!dq) splitIn(v);
        else {
          put(v);
          if (v.includes("$")) cur.expands = true;
        }
      }
      i += name.length;
    } else if ((ch === "$" && s[i + 1] === "(") || ch === "`") {
      const e = pastGroup(s, i);
      if (e < 0) return null;
      // $(( … )) is arithmetic, not a substitution
      const out = s[i + 2] === "(" && ch === "$" ? null : (known.sub?.() ?? null);
      if (out === null) {
        put(s.slice(i, e));
        cur.expands = true;
        if (!dq) cur.dynamic = true;
      } else {
        changed = true;
        if (dq) put(out);
        else splitIn(out);
      }
      i = e - 1;
    } else {
      put(ch);
      if (!dq && /[*?[{]/.test(ch)) cur.dynamic = true;
    }
    if (fields.length > MAX_FIELDS) return null;
  }
  if (!changed) return null;
  if (cur.text || cur.quoted || !fields.length) fields.push(cur);
  return fields.map((f) => {
    const out: Word = { text: f.text, raw: f.raw, quoted: f.quoted, dynamic: f.dynamic };
    if (f.expands) out.expands = true;
    return out;
  });
}
