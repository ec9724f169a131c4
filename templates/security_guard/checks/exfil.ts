// Exfiltration by data flow: credential sources, network senders, the flow between them in one command
// line, and the files a command fills with a credential (the per-session taint).
import { onFirstUse } from "../../../engine/rows/index";
import { flagSet, programName, unwrapRunner } from "../../../engine/shell/runners";
import { hasOption, optionValues, parseArgs, parseOptions, subcommand } from "../../../engine/shell/specs";
import type { SimpleCommand, Word } from "../../../engine/shell/types";
import { interpreterScript } from "./interp";
import { cwdPath, texts } from "./paths";
import type { Check, CheckSpec, Scope } from "./types";
import { CHECK_WORDS, SENDERS } from "./words";

// ---- exfiltration ------------------------------------------------------------------------------

const CRED_PATH = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:^|\/)\.env(?:\.(?!example$|sample$|template$|tpl$|dist$|defaults?$|schema$|example\.`,
        String.raw`|(?:[\w.-]*\.)?(?:gpg|asc|age|enc|vault)$)[\w.-]+)?$`,
        String.raw`|(?:^|\/)\.ssh(?:\/(?!.*\.pub$)(?!known_hosts)(?!config$)[^/]*)?$`,
        String.raw`|(?:^|\/)id_(?:rsa|dsa|ecdsa|ed25519)(?:_[\w-]+)?$|(?:^|\/)\.aws(?:\/|$)|(?:^|\/)\.kube(?:\/|$)|kubeconfig`,
        String.raw`|(?:^|\/)\.docker\/config\.json$|(?:^|\/)\.git-credentials$|(?:^|\/)\.npmrc$|(?:^|\/)\.pypirc$`,
        String.raw`|(?:^|\/)\.netrc$|(?:^|\/)\.htpasswd$|(?:^|\/)credentials(?:\.json|\.ya?ml)?$`,
        String.raw`|(?:^|\/)secrets?\.(?:ya?ml|json|toml|env|txt|ini)$|\.(?:pem|p12|pfx|key|jks|keystore|ppk|kdbx)$`,
        String.raw`|(?:^|\/)\.config\/gcloud(?:\/|$)|service[-_]?account[\w.-]*\.json$|(?:^|\/)\.vault-token$`,
        String.raw`|(?:^|\/)wallet\.dat$|\.config\/solana\/id\.json$|(?:^|\/)\.gnupg(?:\/|$)|\.config\/gh\/hosts\.yml$`,
        String.raw`|(?:^|\/)\.azure\/|credentials\.(?:toml|tfrc\.json)$|(?:^|\/)\.(?:pgpass|my\.cnf|s3cfg|boto)$`,
        String.raw`|(?:^|\/)\.password-store(?:\/|$)|^\/etc\/shadow$|(?:^|\/)master\.key$|(?:^|\/)rclone\.conf$|(?:^|\/)\.terraformrc$`,
      ].join(""),
      "",
    ),
);
/** SPEC §3 (2026-12) sources: wallet and keystore JSON, Terraform state, process environments. */
const CRED_EXTRA = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:^|\/)wallet[\w.-]*\.json$|(?:^|\/)keystore(?:[\w.-]*\.json)?(?:\/|$)|(?:^|\/)UTC--[\w.:-]+$|(?:^|\/)keypair[\w.-]*\.json$`,
        String.raw`|\.tfstate(?:\.backup)?$`,
      ].join(""),
    ),
);

/** The file a word names, with curl's @file / name=@file;type=… / <file forms peeled. */
function pathOf(t: string): string {
  let s = t.replace(/^[\w.-]*=?[@<]/, "");
  s = s.replace(/;(?:type|filename|headers)=.*$/, "");
  s = s.replace(/^\$\{?HOME\}?/, "~");
  return s;
}
const isCredPath = (t: string) => t.length < 400 && (CRED_PATH().test(pathOf(t)) || CRED_EXTRA().test(pathOf(t)));

const ENV_DUMP_PROGRAMS = new Set(["env", "printenv"]);
const SECRET_VAR = /\$\{?[A-Za-z_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?|PRIVATE)[A-Za-z0-9_]*\}?/i;

/** A process's environment, as a file (`/proc/self/environ`, `/proc/1/environ`, `/proc/$$/environ`, `/proc/$PID/environ`). */
const PROC_ENVIRON = /^\/proc\/(?:[\w*]+|\$\$|\$\{?[A-Za-z_]\w*\}?)\/environ$/;

function isEnvDump(c: SimpleCommand): boolean {
  const w = texts(c);
  const prog = programName(w[0]);
  // echo "$AWS_SECRET_ACCESS_KEY" | … sends one secret from the environment
  if ((prog === "echo" || prog === "printf") && c.words.slice(1).some((x) => SECRET_VAR.test(x.raw))) return true;
  if (ENV_DUMP_PROGRAMS.has(prog)) return true; // unwrapRunner already turned `env cmd …` into cmd
  if (prog === "set" && w.length === 1) return true;
  if ((prog === "export" || prog === "declare" || prog === "typeset") && (w.length === 1 || w.slice(1).every((t) => /^-[pxf]+$/.test(t))))
    return prog === "export" || w.length > 1;
  if (prog === "compgen" && w.includes("-e")) return true;
  return w.slice(1).some((t) => PROC_ENVIRON.test(t));
}

function readsCred(c: SimpleCommand): boolean {
  const prog = programName(c.words[0]);
  if (/^(?:ssh|scp|sftp|ssh-add|ssh-keygen|ssh-copy-id|git|chmod|chown|ls|stat|test|\[|touch|mkdir|echo|printf|source|\.|docker|export)$/.test(prog))
    return false;
  if (c.redirects.some((r) => r.op === "<" && isCredPath(r.target.text))) return true;
  return operandsOf(c).some((t) => isCredPath(t));
}

/**
 * Commands that print a secret a credential file would hold: gpg --export-secret-keys, gh auth
 * token, kubectl config view --raw, a keychain password (security … -w), op read, pass show,
 * gcloud / az access tokens. Used in an Authorization header or piped to a login, they pass.
 */
function printsCred(c: SimpleCommand): boolean {
  const w = texts(c);
  const prog = programName(w[0]);
  const sub = `${w[1] ?? ""} ${w[2] ?? ""}`;
  switch (prog) {
    case "gpg":
    case "gpg2":
      return w.some((t) => /^--export-secret-(?:sub)?keys$/.test(t));
    case "gh":
      return sub === "auth token";
    case "kubectl":
      return sub === "config view" && w.some((t) => t === "--raw" || t === "--flatten");
    case "security":
      return /^find-(?:generic|internet)-password$/.test(w[1] ?? "") && w.some((t) => t === "-w" || t === "-g");
    case "op":
      return w[1] === "read" || sub === "item get";
    case "pass":
      return w[1] === "show" || (w.length === 2 && !(w[1] ?? "").startsWith("-"));
    case "gcloud":
      return sub === "auth print-access-token" || sub === "auth print-identity-token";
    case "az":
      return sub === "account get-access-token";
    case "aws":
      return sub === "configure export-credentials" || (sub === "configure get" && /secret|session_token/i.test(w[3] ?? ""));
    case "vault":
      return sub === "print token";
  }
  return false;
}

/** Programs that send data over the network. */
const NET: ReadonlySet<string> = new Set(SENDERS);

/** Operand texts of a command, its program's option values skipped (engine/shell/specs.ts). */
export function operandsOf(c: SimpleCommand): string[] {
  return parseArgs(c.words, programName(c.words[0])).operands.map((w) => w.text);
}

/** curl's options that send a file named `@f` / `<f` in their value (-d @f, -F x=@f, --json @f). */
const CURL_DATA = ["data", "data-binary", "data-raw", "data-urlencode", "data-ascii", "json", "form"];

export const REMOTE = /^(?:[\w.-]+@)?[\w.-]+:(?!\/\/)|^rsync:\/\/|^(?:s3|gs|az|https?):\/\//;

/** A network sender that carries a named file in its own arguments (curl -d @f, scp f host:, …). */
function sendsFile(c: SimpleCommand, bad: (t: string) => boolean): boolean {
  const prog = programName(c.words[0]);
  const w = texts(c);
  switch (prog) {
    case "curl": {
      const o = parseOptions(c.words, "curl");
      if (optionValues(o, "upload-file").some((v) => bad(v))) return true;
      return optionValues(o, ...CURL_DATA).some((v) => /@|^[\w.-]*=?</.test(v) && bad(v));
    }
    case "wget":
      return optionValues(parseOptions(c.words, "wget"), "post-file", "body-file").some((v) => bad(v));
    case "scp":
    case "rsync":
    case "sftp": {
      const ops = operandsOf(c);
      if (ops.length < 2 || !REMOTE.test(ops[ops.length - 1] as string)) return false;
      return ops.slice(0, -1).some((t) => !REMOTE.test(t) && bad(t));
    }
    case "socat":
      return w.some((t) => /^(?:FILE|OPEN|GOPEN|EXEC|SYSTEM):/i.test(t) && bad(t.replace(/^\w+:/, "").split(",")[0] as string));
    case "http":
    case "https":
    case "xh":
    case "httpie":
      return w.slice(1).some((t) => /^@|^[\w.-]+:?=?@/.test(t) && bad(t.replace(/^[\w.-]*:?=?@/, "")));
    case "gh": {
      const cmd = subcommand(c.words, "gh");
      if (!cmd) return false;
      const [verb, ...rest] = cmd.args.operands.map((x) => x.text);
      // gh gist create f…, gh release upload TAG f…: the files are operands
      if (cmd.sub === "gist" && (verb === "create" || verb === "new")) return rest.some((t) => t !== "-" && bad(t));
      if (cmd.sub === "release" && verb === "upload") return rest.slice(1).some((t) => bad(t.replace(/#.*$/, "")));
      // gh issue create --body-file .env, gh pr comment -F f, gh api -F x=@f / --input f
      const files = optionValues(cmd.args, "body-file", "notes-file", "input");
      const fields = optionValues(cmd.args, "field").map((v) => v.replace(/^[\w.-]+=@?/, ""));
      return files.concat(fields).some((v) => bad(v));
    }
    case "mail":
    case "mailx":
    case "mutt":
      return optionValues(parseOptions(c.words, prog), "attach").some((v) => bad(v));
    case "aws":
    case "gsutil":
    case "rclone":
    case "azcopy": {
      const ops = operandsOf(c);
      const dest = ops[ops.length - 1] ?? "";
      return /^(?:s3|gs|az|https?):\/\/|^[\w-]+:/.test(dest) && ops.slice(0, -1).some((t) => !/:\/\//.test(t) && bad(t));
    }
  }
  return false;
}

function isSender(c: SimpleCommand): boolean {
  const prog = programName(c.words[0]);
  if (c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text))) return true;
  if (!NET.has(prog)) return false;
  if (prog === "openssl") return c.words[1]?.text === "s_client";
  if (prog === "aws") return c.words[1]?.text === "s3";
  if (prog === "gh") return /^(?:gist|issue|pr|release|api|discussion)$/.test(subcommand(c.words, "gh")?.sub ?? "");
  return true;
}

type Kind = "cred" | "env";
const KINDS: readonly Kind[] = ["cred", "env"];
/** What a command does to be a source: read a credential file, or dump the environment. */
const SOURCE: Record<Kind, (c: SimpleCommand) => boolean> = { cred: (c) => readsCred(c) || printsCred(c), env: (c) => isEnvDump(c) };

/** How a credential (or an env dump) travels through one command line. */
interface Taint {
  /** Files written from it earlier in the command. */
  files: Set<string>;
  /** Variables holding it (`KEY=$(cat ~/.ssh/id_rsa)`). */
  vars: Set<string>;
  /** Pipeline stages fed by an earlier stage that carries it. */
  after: Set<SimpleCommand>;
}

/** The exfiltration facts of one analysis, computed once. */
export interface Flow extends Record<Kind, Taint> {
  /** Pipelines with a shell reading its stdin (`sh -i`). */
  shellPipes: Set<number>;
}

/** A shell by its path (/bin/sh, bash): a pipe into one runs what flows in. */
export const SHELL_PATH = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh$/;
const DECLARE = /^(?:export|local|declare|readonly|typeset)$/;

export function flowOf(scope: Scope): Flow {
  const taint = (): Taint => ({ files: new Set(), vars: new Set(), after: new Set() });
  const flow: Flow = { cred: taint(), env: taint(), shellPipes: new Set() };
  for (const p of scope.ctx.tainted ?? []) flow.cred.files.add(p);
  const { commands } = scope.analysis;
  for (let k = 0; k < commands.length; k++) {
    const c = commands[k] as SimpleCommand;
    const assigns = !c.words.length ? c.assignments : DECLARE.test(programName(c.words[0])) ? c.words.slice(1) : [];
    if (!assigns.length) continue;
    for (const kind of KINDS) {
      // TOKEN=$(grep TOKEN .env | cut -d= -f2) picks one value to use, not the file
      if (!childrenOf(scope, k, "sub").some((inner) => feeds(unwrapRunner(inner), flow, kind) && !extracted(scope, inner))) continue;
      for (const a of assigns) {
        const m = /^([A-Za-z_]\w*)\+?=/.exec(a.text);
        if (m && a.expands) flow[kind].vars.add(m[1] as string);
      }
    }
  }
  scope.analysis.pipelines.forEach((pipe, p) => {
    const carries: Record<Kind, boolean> = { cred: false, env: false };
    for (const raw of pipe) {
      for (const kind of KINDS) if (carries[kind]) flow[kind].after.add(raw);
      const c = unwrapRunner(raw);
      if (pipe.length > 1 && SHELL_PATH.test(c.words[0]?.text ?? "") && c.words.slice(1).every((x) => /^-[ils]+$|^-$/.test(x.text))) flow.shellPipes.add(p);
      for (const kind of KINDS) carries[kind] ||= feeds(c, flow, kind);
      // a $( ) in the stage, or its copy with known variables put in: echo "$(cat key)" | …, cat "$F" | …
      if (!carries.cred || !carries.env) {
        const j = indexOf(scope, raw);
        for (const inner of childrenOf(scope, j, "sub").concat(childrenOf(scope, j, "var"))) {
          const u = unwrapRunner(inner);
          for (const kind of KINDS) carries[kind] ||= feeds(u, flow, kind);
        }
      }
      const outs = c.redirects.filter((r) => /^(?:>|>>|>\||&>|&>>)$/.test(r.op) && !/^\/dev\//.test(r.target.text)).map((r) => r.target.text);
      const prog = programName(c.words[0]);
      if (
        /^(?:cp|tar|zip|7z|gzip|base64|openssl|gpg|install|rsync)$/.test(prog) &&
        (readsCred(c) || c.words.slice(1).some((w) => flow.cred.files.has(pathOf(w.text))))
      ) {
        for (const w of c.words.slice(1)) if (!w.text.startsWith("-") && !isCredPath(w.text)) outs.push(w.text);
      }
      // … | tee f: the stream's credential lands in f
      if (prog === "tee" && carries.cred) for (const w of flagSet(c).operands) outs.push(w.text);
      for (const kind of KINDS) if (carries[kind]) for (const o of outs) flow[kind].files.add(pathOf(o));
    }
  });
  return flow;
}

/** Programs that pick values out of a file (grep KEY .env | cut -d= -f2, jq -r .token f.json). */
const EXTRACTORS = /^(?:grep|egrep|fgrep|rg|cut|sed|awk|gawk|mawk|jq|yq)$/;

/** The substitution's pipeline ends in an extractor: it yields a value, not the whole file. */
function extracted(scope: Scope, inner: SimpleCommand): boolean {
  const pipe = scope.analysis.pipelines[inner.pipeline] ?? [];
  const last = pipe[pipe.length - 1];
  if (last === undefined) return false;
  const u = unwrapRunner(last);
  // TOKEN=$(gh auth token): one token to use (in a URL, a header), not a key file
  return EXTRACTORS.test(programName(u.words[0])) || (printsCred(u) && !/^(?:gpg2?|kubectl)$/.test(programName(u.words[0])));
}

/** A `$NAME` / `${NAME}` in the word names one of these variables. */
function usesVar(raw: string, names: ReadonlySet<string>): boolean {
  if (!names.size || !raw.includes("$")) return false;
  for (const m of raw.matchAll(/\$\{?([A-Za-z_]\w*)/g)) if (names.has(m[1] as string)) return true;
  return false;
}

/** The command's output carries a credential (or an env dump): it reads one, a file made from one, or echoes a variable holding one. */
function feeds(c: SimpleCommand, flow: Flow, kind: Kind): boolean {
  const t = flow[kind];
  if (SOURCE[kind](c) || c.words.slice(1).some((w) => t.files.has(pathOf(w.text)))) return true;
  const prog = programName(c.words[0]);
  return (prog === "echo" || prog === "printf") && c.words.slice(1).some((w) => usesVar(w.raw, t.vars));
}

const SCRIPT_NET = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`requests\.(?:post|put|get)|urllib|urlopen|http\.client|httpx|aiohttp|fetch\s*\(|axios|https?\.request|socket\.`,
        String.raw`|Net::HTTP|open-uri|LWP|HTTP::Tiny|curl_exec|file_get_contents\s*\(\s*['"]https?:`,
      ].join(""),
      "",
    ),
);
const SCRIPT_ENV = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`os\.environ(?!\s*(?:\[|\.get|\.setdefault))|dict\(\s*os\.environ\s*\)|process\.env(?!\s*[.[])`,
        String.raw`|JSON\.stringify\(\s*process\.env\s*\)|ENV\.to_h|%ENV(?!\{)|getenv\(\s*\)`,
      ].join(""),
      "",
    ),
);
const SCRIPT_FILE = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:open|readFileSync|readFile|read_text|File\.read|IO\.read`,
        String.raw`|file_get_contents)\s*\(\s*(?:os\.path\.expanduser\(\s*)?['"\`]([^'"\`]{1,200})['"\`]`,
      ].join(""),
      "g",
    ),
);
/**
 * A file under the home directory named by joining onto it: homedir() + '/.ssh/id_rsa',
 * Path.home() / '.aws' / 'credentials', path.join(os.homedir(), '.npmrc').
 */
const SCRIPT_HOME_FILE = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:homedir\(\)|process\.env\.HOME|Path\.home\(\)|expanduser\(\s{0,4}['"]~['"]\s{0,4}\)|Dir\.home`,
        String.raw`|ENV\[\s{0,4}['"]HOME['"]\s{0,4}\])\s{0,4}[+/,]\s{0,4}['"\`]([^'"\`]{1,200})['"\`]`,
      ].join(""),
      "g",
    ),
);

/** An interpreter one-liner that reads a credential file / the environment and calls the network. */
function scriptExfil(c: SimpleCommand, kind: Kind): boolean {
  const script = interpreterScript(c);
  if (!script || !SCRIPT_NET().test(script)) return false;
  if (kind === "env") return SCRIPT_ENV().test(script);
  const re = new RegExp(SCRIPT_FILE().source, "g");
  for (let m = re.exec(script); m; m = re.exec(script)) if (isCredPath(m[1] as string)) return true;
  for (const m of script.matchAll(SCRIPT_HOME_FILE())) if (isCredPath("~/" + (m[1] as string).replace(/^[/]{1,4}/, ""))) return true;
  return false;
}

/**
 * Commands found inside command k: the ones in its own $( ) / backticks / <( ) ("sub"), or its
 * copies with known variables put in ("var"). Indexed once per analysis.
 */
function childrenOf(scope: Scope, k: number, kind: "sub" | "var"): SimpleCommand[] {
  if (!scope.subs || !scope.vars) {
    scope.subs = new Map();
    scope.vars = new Map();
    for (const inner of scope.analysis.commands) {
      const last = inner.via[inner.via.length - 1];
      if (inner.parent === undefined) continue;
      const map = last === "$()" || last === "``" || last === "<()" ? scope.subs : last === "$var" ? scope.vars : undefined;
      if (!map) continue;
      const list = map.get(inner.parent) ?? [];
      list.push(inner);
      map.set(inner.parent, list);
    }
  }
  return (kind === "sub" ? scope.subs : scope.vars).get(k) ?? [];
}

function indexOf(scope: Scope, c: SimpleCommand): number {
  if (!scope.index) {
    scope.index = new Map();
    for (const [j, x] of scope.analysis.commands.entries()) scope.index.set(x, j);
  }
  return scope.index.get(c) ?? -1;
}

/** A header or login that authenticates the request: a credential there is used, not sent away. */
const AUTH_HEADER = /^\s*(?:authorization|proxy-authorization|private-token|cookie|x-[\w-]*(?:token|api-?key|auth)[\w-]*|api-?key)\s*:/i;

/** Options whose value authenticates the request (curl -u / --oauth2-bearer, wget --password, -H "Authorization: …"). */
const AUTH_OPTIONS = ["user", "proxy-user", "oauth2-bearer", "http-user", "http-password", "password"];

/** The word indexes of a curl / wget command that hold an authentication value (a credential used, not sent away). */
function authWords(c: SimpleCommand): Set<number> {
  const prog = programName(c.words[0]);
  const out = new Set<number>();
  if (prog !== "curl" && prog !== "wget") return out;
  for (const o of parseOptions(c.words, prog).options) {
    if (o.value === undefined) continue;
    const at = o.inline ? o.index : o.index + 1;
    if (AUTH_OPTIONS.includes(o.name) || (o.name === "header" && AUTH_HEADER.test(o.value))) out.add(at);
  }
  return out;
}

/** curl sends its stdin only when told to (`-d @-`, `-T -`, `-F f=@-`); `env | curl URL` sends nothing. */
function readsStdin(c: SimpleCommand): boolean {
  if (programName(c.words[0]) !== "curl") return true;
  const o = parseOptions(c.words, "curl");
  return optionValues(o, ...CURL_DATA).some((v) => /[@<]-$/.test(v)) || optionValues(o, "upload-file", "config").some((v) => v === "-" || v === ".");
}

/** A vendor credential variable in a query string: `?k=$OPENAI_API_KEY`, `&t=${GITHUB_TOKEN}`. */
const QUERY_SECRET = /[?&][\w.-]{1,40}=[^&\s]{0,80}?\$\{?([A-Z][A-Z0-9]*)_[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?)\b/;
/** …sent to a host that is not its vendor's (GOOGLE_API_KEY to *.googleapis.com is how that API is called). */
function secretInQuery(raw: string): boolean {
  const url = /\b(?:https?|wss?):\/\/([^/?#\s"']{1,200})/.exec(raw);
  const m = url ? QUERY_SECRET.exec(raw.slice(url.index)) : null;
  return m !== null && url !== null && !(url[1] as string).toLowerCase().includes((m[1] as string).toLowerCase());
}

/** `curl -G URL -d k=v`: the data goes into the URL's query string (each value as `URL?value`, raw). */
function getQuery(c: SimpleCommand): string[] {
  if (programName(c.words[0]) !== "curl") return [];
  const o = parseOptions(c.words, "curl");
  if (!hasOption(o, "get")) return [];
  const url = optionValues(o, "url")[0] ?? o.operands.find((x) => x.text.includes("://"))?.text;
  if (!url) return [];
  const raws = o.options.filter((x) => x.value !== undefined && CURL_DATA.includes(x.name)).map((x) => (c.words[x.inline ? x.index : x.index + 1] as Word).raw);
  return raws.map((raw) => `${url}?${raw.replace(/^-[-\w]*=?/, "").replace(/^["']|["']$/g, "")}`);
}

/** A vendor credential variable anywhere in a body (`k=$X`, `{"t": "$X"}`); group 1 is its vendor word. */
const BODY_SECRET = /\$\{?([A-Z][A-Z0-9]*)_[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?)\b/;
/** Names that say nothing of whose secret it is (API_KEY, CLIENT_SECRET): sent in a body, perhaps to its own service. */
const GENERIC_SECRET = /\$\{?(?:API|APP|CLIENT|ACCESS|AUTH|SECRET|PRIVATE|USER|SERVICE|BEARER|ID)_/;

/** `curl -d "pw=$DATABASE_PASSWORD" URL`, `wget --post-data=…`: a named credential variable in a request body bound for another host. */
function postsSecretVar(c: SimpleCommand): boolean {
  const prog = programName(c.words[0]);
  if (prog !== "curl" && prog !== "wget") return false;
  const o = parseOptions(c.words, prog);
  const url = optionValues(o, "url")[0] ?? o.operands.find((x) => x.text.includes("://"))?.text;
  const host = url ? /\b(?:https?|wss?):\/\/([^/?#\s"']{1,200})/.exec(url)?.[1]?.toLowerCase() : undefined;
  if (!host) return false;
  const names = prog === "curl" ? CURL_DATA : ["post-data", "body-data"];
  return o.options.some((x) => {
    if (x.value === undefined || !names.includes(x.name)) return false;
    const raw = (c.words[x.inline ? x.index : x.index + 1] as Word).raw;
    const m = BODY_SECRET.exec(raw);
    return m !== null && !GENERIC_SECRET.test(m[0]) && !host.includes((m[1] as string).toLowerCase());
  });
}

/** The stage before this one encodes its input (`printenv | base64 | curl …`): data packed to be carried. */
function encodedBefore(scope: Scope, raw: SimpleCommand): boolean {
  const prev = scope.analysis.pipelines[raw.pipeline]?.[raw.stage - 1];
  return (
    prev !== undefined && /^(?:base64|base32|basenc|gzip|bzip2|xz|zstd|xxd|od|hexdump|openssl|gpg|tar|zip)$/.test(programName(unwrapRunner(prev).words[0]))
  );
}

/** `git push` after a `git add -f` / `--force` of a credential file in the same command line. */
function pushesForcedSecret(c: SimpleCommand, scope: Scope, k: number): boolean {
  if (programName(c.words[0]) !== "git" || subcommand(c.words, "git")?.sub !== "push") return false;
  return scope.cmds.slice(0, k).some((p) => {
    const add = programName(p.words[0]) === "git" ? subcommand(p.words, "git") : null;
    return add?.sub === "add" && hasOption(add.args, "force") && add.args.operands.some((x) => isCredPath(x.text));
  });
}

/** The home directory itself, as a path (~, $HOME, /home/u, /root). */
const HOME_DIR = /^(?:~|\$\{?HOME\}?|\/(?:home|Users)\/[^/]+|\/root)\/?$/;

/**
 * A web server started over a credential dir or the whole home: `python3 -m http.server -d ~/.ssh`,
 * `cd ~ && python3 -m http.server`, `php -S 0.0.0.0:8000 -t ~/.aws` — every file in it is one GET away.
 */
function servesCred(c: SimpleCommand, scope: Scope, k: number): boolean {
  const prog = programName(c.words[0]);
  const w = texts(c);
  let dir: string | undefined;
  if (/^python[\d.]*$/.test(prog)) {
    const m = w.indexOf("-m");
    if (m < 0 || !/^(?:http\.server|SimpleHTTPServer)$/.test(w[m + 1] ?? "")) return false;
    const at = w.findIndex((t) => t === "-d" || t === "--directory" || t.startsWith("--directory="));
    dir = at < 0 ? cwdPath(scope, k) : (w[at] as string).startsWith("--directory=") ? (w[at] as string).slice(12) : w[at + 1];
  } else if (prog === "php" && w.includes("-S")) {
    const at = w.indexOf("-t");
    dir = at < 0 ? cwdPath(scope, k) : w[at + 1];
  } else return false;
  return dir !== undefined && (HOME_DIR.test(dir) || isCredPath(dir.replace(/\/+$/, "")));
}

function exfil(c: SimpleCommand, scope: Scope, k: number, kind: Kind): boolean {
  if (scriptExfil(c, kind)) return true;
  if (kind === "cred" && servesCred(c, scope, k)) return true;
  if (kind === "cred" && pushesForcedSecret(c, scope, k)) return true;
  if (!isSender(c)) return false;
  if (kind === "env" && (c.words.some((x) => secretInQuery(x.raw)) || getQuery(c).some(secretInQuery) || postsSecretVar(c))) return true;
  const flow = (scope.flow ??= flowOf(scope));
  const taint = flow[kind];
  const bad = (t: string) => (kind === "cred" ? isCredPath(t) : PROC_ENVIRON.test(pathOf(t))) || taint.files.has(pathOf(t));
  const auth = authWords(c);
  // 1. its own arguments or stdin redirect name the file, or carry a variable holding it
  if (sendsFile(c, bad)) return true;
  if (c.redirects.some((r) => (r.op === "<" || r.op === "<>") && bad(r.target.text))) return true;
  if (c.words.some((x, i) => i > 0 && usesVar(x.raw, taint.vars) && !auth.has(i))) return true;
  // 2. an earlier stage of its pipeline (or a $( ) in it, or its copy with variables put in) reads a credential / dumps the environment
  const raw = scope.analysis.commands[k] as SimpleCommand;
  // an environment dump encoded and piped at curl counts even where curl would not read it (SPEC §3: "an env dump piped to the network")
  if (taint.after.has(raw) && (readsStdin(c) || (kind === "env" && encodedBefore(scope, raw)))) return true;
  // … | xargs curl -d 'k={}': xargs puts the stream into the sender's arguments
  const via = raw.via[raw.via.length - 1];
  const feeder = via === "xargs" && raw.parent !== undefined ? scope.analysis.commands[raw.parent] : undefined;
  if (feeder && taint.after.has(feeder)) return true;
  // 3. a $(…) / `…` inside its arguments does (unless it only authenticates: -H "Authorization: …$(cat token)",
  //    or puts one extracted value in the URL: https://api.telegram.org/bot$(grep TOKEN .env | cut -d= -f2)/getMe)
  const subs = childrenOf(scope, k, "sub");
  const carriers = c.words.filter((x, i) => i > 0 && /\$\(|`/.test(x.raw) && !auth.has(i));
  if (subs.length && carriers.length) {
    const inUrl = carriers.every((x) => x.text.includes("://"));
    for (const inner of subs) {
      if (feeds(unwrapRunner(inner), flow, kind) && !(inUrl && extracted(scope, inner))) return true;
    }
  }
  // 4. /dev/tcp redirect of a command that itself reads the file
  if (c.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target.text))) return SOURCE[kind](c);
  return false;
}

/**
 * Files this command fills with a credential, in the plain forms only: a redirect or tee of a
 * stream that carries one, the destination of cp / mv / install / rsync / dd of= of one, an -o / --output
 * file of an encoder reading one. (The in-command flow is looser; what outlives the call is not.)
 */
export function credentialSinks(scope: Scope): string[] {
  const flow = (scope.flow ??= flowOf(scope));
  const out: string[] = [];
  const plain = (w: Word | undefined): w is Word => w !== undefined && !w.dynamic && !w.expands && w.text !== "-" && !w.text.startsWith("/dev/");
  for (const pipe of scope.analysis.pipelines) {
    let carries = false;
    for (const raw of pipe) {
      const c = unwrapRunner(raw);
      const prog = programName(c.words[0]);
      const reads = feeds(c, flow, "cred");
      carries ||= reads;
      if (!carries) continue;
      for (const r of c.redirects) if (/^(?:>|>>|>\||&>|&>>)$/.test(r.op) && plain(r.target)) out.push(r.target.text);
      const ops = flagSet(c).operands;
      if (prog === "tee") out.push(...ops.filter(plain).map((w) => w.text));
      if (!reads) continue;
      const dest = ops[ops.length - 1];
      if (/^(?:cp|mv|install|ditto|rsync)$/.test(prog) && ops.length >= 2 && plain(dest)) {
        const src = (ops[0] as Word).text;
        const dir = dest.text === "." || dest.text.endsWith("/");
        out.push(dir ? dest.text.replace(/\/?$/, "/") + src.slice(src.lastIndexOf("/") + 1) : dest.text);
      }
      const w = c.words;
      // dd if=key of=/tmp/k
      if (prog === "dd") for (const x of w) if (x.text.startsWith("of=") && plain(x)) out.push(x.text.slice(3));
      for (let i = 1; i < w.length; i++) {
        const t = (w[i] as Word).text;
        if ((t === "-o" || t === "--output" || t === "-out") && plain(w[i + 1])) out.push((w[i + 1] as Word).text);
        else if (t.startsWith("--output=")) out.push(t.slice(9));
      }
    }
  }
  return out.filter((p) => p && !p.startsWith("-")).map((p) => p.replace(/^\.\//, ""));
}

/** Words without which no command copies a credential (a cheap test before the data flow is built). */
export const CRED_HINT = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`\.env|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|kubeconfig|credential|secret|\.pem|\.key|\.p12|\.pfx|\.npmrc`,
        String.raw`|\.pypirc|\.netrc|\.git-credentials|\.docker|wallet|keystore|keypair|tfstate|\.gnupg|token|/proc/`,
      ].join(""),
      "i",
    ),
);

/** A network sender whose own text, or an earlier stage of its pipeline, holds a literal credential. */
const literalSecret: Check = (c, scope, k) => {
  const detect = scope.ctx.secretIn;
  if (!detect || !isSender(c)) return false;
  const raw = scope.analysis.commands[k];
  if (!raw) return false;
  const stages = scope.analysis.pipelines[raw.pipeline] ?? [];
  return stages.slice(0, raw.stage + 1).some((st) => detect(st.text) !== undefined);
};

export const CHECKS = [
  { name: "exfil-credential-file", ...CHECK_WORDS["exfil-credential-file"], check: (c, s, k) => exfil(c, s, k, "cred") },
  { name: "exfil-literal-secret", ...CHECK_WORDS["exfil-literal-secret"], check: literalSecret },
  {
    name: "exfil-env-dump",
    ...CHECK_WORDS["exfil-env-dump"],
    check: (c, s, k) => exfil(c, s, k, "env"),
  },
] as const satisfies readonly CheckSpec[];
