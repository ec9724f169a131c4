// In-process timing of engine/shell on crafted inputs (not a test: numbers for the report).
// Run: npx tsx scripts/shell-bench.ts   — CPU ms of analyze()+writtenPaths(): the first (cold) run
// and the best of 5, per input (CPU time, so a busy machine distorts it less than wall time).
import { analyze, writtenPaths } from "../engine/shell/index";

const b64 = (s: string): string => Buffer.from(s).toString("base64");
const INPUTS: Record<string, string> = {
  "set x | × 1 MB": "set x | ".repeat(131072),
  "<<EOF × 1 MB, no end": "cat " + "<<EOF ".repeat(170000),
  "<<EOF lines, no end": "cat <<EOF\n" + "x <<EOF\n".repeat(130000),
  "unbalanced quotes": `echo "a 'b \`c $(d `.repeat(50000),
  "1 MB lowercase words": "abc def ghi ".repeat(90000),
  "1 MB base58": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".repeat(18000),
  "deep $( nesting": "echo " + "$(".repeat(100000) + "x" + ")".repeat(100000),
  "deep ( nesting": "(".repeat(500000) + "a" + ")".repeat(500000),
  "deep if nesting": "if a; then ".repeat(100000),
  "backticks × 300 K": "`".repeat(300000),
  "a; × 500 K": "a;".repeat(500000),
  "a & × 300 K": "a &".repeat(300000),
  "case items": "case x in " + "a) b;; ".repeat(100000),
  "$' × 200 K": "$'\\x".repeat(200000),
  "base64 | sh, 120 KB": `echo ${b64("a ".repeat(90000))} | base64 -d | sh`,
  "nested bash -c × 8": (() => {
    let s = "a";
    for (let k = 0; k < 8; k++) s = `bash -c ${JSON.stringify(s)}`;
    return s;
  })(),
  "typical command": "cd /srv/app && sudo -u deploy git pull && npm ci && npm run build 2>&1 | tee build.log",
};

const rows: string[] = [];
for (const [name, src] of Object.entries(INPUTS)) {
  const times: number[] = [];
  let cmds = 0;
  let incomplete = false;
  for (let r = 0; r < 5; r++) {
    const t = process.cpuUsage();
    const a = analyze(src);
    writtenPaths(a);
    const u = process.cpuUsage(t);
    times.push((u.user + u.system) / 1000);
    cmds = a.commands.length;
    incomplete = a.incomplete;
  }
  const first = times[0] as number;
  const best = Math.min(...times);
  rows.push(
    `${name.padEnd(24)} ${(src.length / 1024).toFixed(0).padStart(5)} KB  first ${first.toFixed(1).padStart(6)} ms  best ` +
      `${best.toFixed(1).padStart(6)} ms  commands=${cmds} incomplete=${incomplete}`,
  );
}
console.log(rows.join("\n"));
