// Kubernetes Secret manifests and `kubectl get secret -o yaml|json` output: the `data:` values are
// base64, so no row sees the password or the PEM key inside. Each value is decoded (bounded) and
// read as `name: decoded` by the caller's rows; a finding there marks the whole base64 value.

/** Values decoded at most per text, and the longest value decoded. */
const MAX_VALUES = 100;
const MAX_VALUE = 16_384;
const KIND_SECRET = /^[^\S\n]*kind:[^\S\n]*["']?Secret["']?[^\S\n]*$|"kind"[^\S\n]*:[^\S\n]*"Secret"/m;
const YAML_DATA = /^([^\S\n]*)data:[^\S\n]*$/gm;
const YAML_ENTRY = /^([^\S\n]+)([A-Za-z0-9._-]{1,253}):[^\S\n]*["']?([A-Za-z0-9+/]{4,16384}={0,2})["']?[^\S\n]*$/;
const JSON_DATA = /"data"[^\S\n]*:[^\S\n]*\{/g;
const JSON_ENTRY = /"([A-Za-z0-9._-]{1,253})"\s*:\s*"([A-Za-z0-9+/]{4,16384}={0,2})"/g;

// The example Secret of the Kubernetes documentation (kubernetes.io, "Secrets"): its password is public.
const DOCUMENTED = new Set(["1f2d1e2e67df"]);

export interface DataValue {
  name: string;
  /** The base64 value's span in the text. */
  start: number;
  end: number;
  decoded: string;
  /** The documentation's public example: neither it nor its base64 is a credential. */
  documented: boolean;
}

/** The decoded `data:` values of every Secret in the text (none when it holds no `kind: Secret`). */
export function secretDataValues(text: string): DataValue[] {
  if (!KIND_SECRET.test(text)) return [];
  const out: DataValue[] = [];
  const add = (name: string, value: string, start: number) => {
    if (out.length >= MAX_VALUES || value.length > MAX_VALUE || value.length % 4 !== 0) return;
    const decoded = Buffer.from(value, "base64").toString("utf8");
    // Binary data (a keystore, an image) is not text a row can read.
    if (/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(decoded)) return;
    out.push({ name, start, end: start + value.length, decoded, documented: DOCUMENTED.has(decoded) });
  };
  YAML_DATA.lastIndex = 0;
  for (let m = YAML_DATA.exec(text); m && out.length < MAX_VALUES; m = YAML_DATA.exec(text)) {
    const indent = (m[1] as string).length;
    let at = m.index + m[0].length + 1;
    while (at < text.length && out.length < MAX_VALUES) {
      const nl = text.indexOf("\n", at);
      const line = text.slice(at, nl < 0 ? text.length : nl);
      const e = YAML_ENTRY.exec(line);
      if (!e || (e[1] as string).length <= indent) break;
      add(e[2] as string, e[3] as string, at + line.lastIndexOf(e[3] as string));
      if (nl < 0) break;
      at = nl + 1;
    }
  }
  JSON_DATA.lastIndex = 0;
  for (let m = JSON_DATA.exec(text); m && out.length < MAX_VALUES; m = JSON_DATA.exec(text)) {
    const close = text.indexOf("}", m.index);
    const body = text.slice(m.index + m[0].length, close < 0 ? Math.min(text.length, m.index + 200_000) : close);
    JSON_ENTRY.lastIndex = 0;
    for (let e = JSON_ENTRY.exec(body); e && out.length < MAX_VALUES; e = JSON_ENTRY.exec(body)) {
      const vStart = m.index + m[0].length + e.index + e[0].lastIndexOf(e[2] as string);
      add(e[1] as string, e[2] as string, vStart);
    }
  }
  return out;
}
