// Writes the adversarial bench payloads for security_guard (examples/bench/adversarial/
// security_guard.<case>.json, each ≤ 1 MB) and the typical payload examples/bench/security_guard.json.
//   npx tsx scripts/gen-security-adversarial.ts
// The adversarial test replays the same files through the built guard and pins each verdict.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "examples", "bench", "adversarial");
const KB = 1024;

let state = 99;
const rnd = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) / (1 << 24);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
const fill = (unit: () => string, size: number) => {
  let s = "";
  while (s.length < size) s += unit();
  return s.slice(0, size);
};

const WORDS = [
  "the",
  "quick",
  "brown",
  "fox",
  "jumps",
  "over",
  "lazy",
  "dog",
  "report",
  "build",
  "deploy",
  "server",
  "network",
  "value",
  "market",
  "price",
  "token",
  "chart",
  "daily",
  "update",
];
const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const bash = (command: string) => ({
  event: "pre_tool_call",
  session_id: "bench",
  agent_id: "a",
  cwd: "/data/workspace",
  tool_name: "bash",
  tool_input: { command },
});
const msg = (message: string) => ({ event: "on_user_message", session_id: "bench", agent_id: "a", cwd: "/data/workspace", message, channel: "web" });
const reply = (response: string) => ({
  event: "on_response_end",
  session_id: "bench",
  agent_id: "a",
  cwd: "/data/workspace",
  response,
  model: "m",
  tokens: {},
  tool_names: [],
  turn_cost_usd: 0,
});
const result = (tool_result: string) => ({
  event: "transform_tool_result",
  session_id: "bench",
  agent_id: "a",
  cwd: "/data/workspace",
  tool_name: "bash",
  tool_result,
});

/** case name → payload. Sizes between 200 KB and 1 MB. */
export const ADVERSARIAL: Record<string, unknown> = {
  "set-pipes": bash("set x | ".repeat((400 * KB) / 8)),
  "heredoc-no-end": bash("cat <<EOF ".repeat((300 * KB) / 10)),
  "unbalanced-quotes": bash("echo \"a 'b $(c `d " + fill(() => pick(['"', "'", "`", "$(", "a ", "\\"]), 300 * KB)),
  "nested-subshells": bash("$(".repeat(100 * KB) + "rm -rf x"),
  "lowercase-words": msg(fill(() => pick(WORDS) + " ", 1000 * KB)),
  "lowercase-words-reply": reply(fill(() => pick(WORDS) + " ", 1000 * KB)),
  base58: msg(fill(() => B58[Math.floor(rnd() * 58)] as string, 1000 * KB)),
  "hex-result": result(fill(() => "0123456789abcdef"[Math.floor(rnd() * 16)] as string, 1000 * KB)),
  "pem-begins-no-end": result(("-----BEGIN RSA " + "PRIVATE KEY-----!").repeat((900 * KB) / 32)),
  "hex-keys-no-newline": result(fill(() => "0x" + fill(() => "0123456789abcdef"[Math.floor(rnd() * 16)] as string, 64) + " ", 900 * KB)),
  "junk-then-rm-root": bash("echo " + "a".repeat(400 * KB) + "\nrm -rf " + "/"),
  "curl-words": msg("curl ".repeat((1000 * KB) / 5)),
};

/** The typical payload: an ordinary command. */
export const TYPICAL = bash("npm run build && npm test -- --reporter=dot");

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const [name, payload] of Object.entries(ADVERSARIAL)) {
    const text = JSON.stringify(payload);
    if (text.length > 1024 * KB) throw new Error(`${name} is over 1 MB`);
    writeFileSync(join(OUT, `security_guard.${name}.json`), text);
  }
  writeFileSync(join(ROOT, "examples", "bench", "security_guard.json"), JSON.stringify(TYPICAL) + "\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
