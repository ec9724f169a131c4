// The launcher's request body: the shell's `export -p` (a builtin, so no process start), a marker
// line, then the hook payload byte for byte. The served verdict is computed with that env, so a
// variable the host or the user set (HOOKGUARD_FAIL_MODE, SECURITY_*, HOOKGUARD_STATE_DIR …)
// counts exactly as it does for the bundle. Shells print the dump differently: dash and busybox
// ash `export NAME='v'` ('\'' inside), bash `declare -x NAME="v"` or `export NAME="v"`, zsh bare
// words and $'…'. Anything this reader does not understand makes the launcher run the bundle.

/** The line between the env dump and the payload. */
const PAYLOAD_MARKER = "#hookguard-payload";

export interface LauncherRequest {
  env: Record<string, string>;
  payload: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ANSI: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", e: "\x1b", E: "\x1b", f: "\f", v: "\v", "\\": "\\", "'": "'", '"': '"' };

/** One shell word from `text` at `i`: its value and where it ends; undefined on a syntax we do not read. */
function word(text: string, start: number): { value: string; end: number } | undefined {
  let i = start;
  let value = "";
  while (i < text.length) {
    const c = text[i] as string;
    if (c === " " || c === "\t" || c === "\n" || c === ";") break;
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return undefined;
      value += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return undefined;
        const d = text[i] as string;
        if (d === '"') break;
        if (d === "\\" && i + 1 < text.length && '$`"\\\n'.includes(text[i + 1] as string)) {
          if (text[i + 1] !== "\n") value += text[i + 1];
          i += 2;
          continue;
        }
        if (d === "$" || d === "`") return undefined; // an expansion: a dump never holds one
        value += d;
        i++;
      }
      i++;
    } else if (c === "$" && text[i + 1] === "'") {
      // ANSI-C quoting (bash, zsh): escapes are bytes (\303\251 is "é" in UTF-8), decoded at the end.
      i += 2;
      const bytes: number[] = [];
      for (;;) {
        if (i >= text.length) return undefined;
        const d = text[i] as string;
        if (d === "'") break;
        if (d !== "\\") {
          bytes.push(...Buffer.from(d, "utf8"));
          i++;
          continue;
        }
        const e = text[i + 1] ?? "";
        const oct = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(text.slice(i + 1, i + 4));
        const uni = /^(?:u([0-9a-fA-F]{1,4})|U([0-9a-fA-F]{1,8}))/.exec(text.slice(i + 1, i + 10));
        if (e in ANSI) {
          bytes.push(...Buffer.from(ANSI[e] as string, "utf8"));
          i += 2;
        } else if (oct) {
          bytes.push(parseInt(oct[0], 8) & 255);
          i += 1 + oct[0].length;
        } else if (hex) {
          bytes.push(parseInt(hex[1] as string, 16));
          i += 1 + hex[0].length;
        } else if (uni) {
          const cp = parseInt((uni[1] ?? uni[2]) as string, 16);
          if (cp > 0x10ffff) return undefined;
          bytes.push(...Buffer.from(String.fromCodePoint(cp), "utf8"));
          i += 1 + uni[0].length;
        } else return undefined;
      }
      value += Buffer.from(bytes).toString("utf8");
      i++;
    } else if (c === "\\") {
      if (i + 1 >= text.length) return undefined;
      if (text[i + 1] !== "\n") value += text[i + 1];
      i += 2;
    } else if (c === "$" || c === "`") {
      return undefined;
    } else {
      value += c;
      i++;
    }
  }
  return { value, end: i };
}

/** Split a launcher body into the env it ran with and the payload; undefined when it does not read. */
export function parseLauncherBody(body: string): LauncherRequest | undefined {
  const env: Record<string, string> = {};
  let i = 0;
  for (;;) {
    while (body[i] === " " || body[i] === "\t" || body[i] === "\n" || body[i] === ";") i++;
    if (i >= body.length) return undefined;
    if (body.startsWith(PAYLOAD_MARKER + "\n", i)) return { env, payload: body.slice(i + PAYLOAD_MARKER.length + 1) };
    const lineEnd = body.indexOf("\n", i);
    const head = /^(?:export|declare|typeset)(?:[ \t]+-[A-Za-z]+)*[ \t]+/.exec(body.slice(i, lineEnd < 0 ? undefined : lineEnd));
    if (!head) return undefined;
    i += head[0].length;
    const eq = body.indexOf("=", i);
    const space = body.slice(i).search(/[ \t\n;]/);
    const nameEnd = space < 0 ? body.length : i + space;
    if (eq < 0 || eq > nameEnd) {
      // `export NAME`: exported without a value, so not in the environment at all
      if (!NAME.test(body.slice(i, nameEnd))) return undefined;
      i = nameEnd;
      continue;
    }
    const name = body.slice(i, eq);
    if (!NAME.test(name)) return undefined;
    const w = word(body, eq + 1);
    if (!w) return undefined;
    env[name] = w.value;
    i = w.end;
  }
}
