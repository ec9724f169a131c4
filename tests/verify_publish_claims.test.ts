// verify_publish_claims: the user's tables are vetted (every row's examples hold), broken rows are
// reported, and the per-session block counter is exact under concurrent runs of the BUILT file.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  analyse,
  checkTables,
  compileTables,
  endsAsking,
  guard,
  lastClauseBreak,
  opensAsking,
  plainUrlParts,
  vetTagClaims,
} from "../templates/verify_publish_claims/guard";
import * as T from "../templates/verify_publish_claims/tables";
import { holdsKeyword } from "../engine/rows";
import { CORPUS } from "./corpus/verify_publish_claims.corpus";
import { FRESH_CORPUS } from "./corpus/verify_publish_claims.fresh";
import { randomJoins } from "./seeded";

const BUILT = join(__dirname, "..", "build", "verify_publish_claims.cjs");

describe("the character scans are the regexes and the URL parser they replace", () => {
  it("endsAsking, opensAsking and lastClauseBreak over 40,000 seeded random sentences", () => {
    const parts = [
      "?",
      "？",
      " ",
      "\u3000",
      '"',
      "”",
      "」",
      ")",
      "）",
      "*",
      "_",
      "~",
      "-",
      ">",
      "#",
      "，",
      ",",
      "、",
      ";",
      "；",
      "—",
      "–",
      ":",
      "：",
      "✅",
      "⏰",
      "🎉",
      "\uFE0F",
    ];
    const words = ["is", "IS", "Has", "do", "does", "dot", "is_", "is2", "might", "Want", "need", "needs", "x", "é", "已发布", "\t", "\n"];
    const wrong: string[] = [];
    for (const text of randomJoins([...parts, ...words], 40_000, 8, 4242)) {
      if (endsAsking(text) !== /[?？][\s"'”」』)）*_~]*$/.test(text)) wrong.push(`ends ${JSON.stringify(text)}`);
      const opens = /^[\s*_>#-]*(?:is|are|has|have|had|did|does|do|was|were|can|could|should|will|would|shall|may|might|want|wanna|need)\b/i.test(text);
      if (opensAsking(text) !== opens) wrong.push(`opens ${JSON.stringify(text)}`);
      const breaks = /[，,、;；—–]|\s-\s|[:：]\s|：|(?:[\u{1F000}-\u{1FAFF}]|[\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff])\uFE0F?\s/gu;
      let last = 0;
      for (let m = breaks.exec(text); m; m = breaks.exec(text)) last = m.index + m[0].length;
      if (lastClauseBreak(text) !== last) wrong.push(`break ${JSON.stringify(text)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
  it("plainUrlParts reads what new URL reads, over 100,000 seeded random URLs", () => {
    const parts = ["a", "Z", "0", "9", "-", ".", "_", "xn--", "0x", "1", ":", "80", "99999", "/", "?", "#", "@", "%", "%41", "..", "é", "\\", "!", "~"];
    let plain = 0;
    const wrong: string[] = [];
    for (const tail of randomJoins([...parts, "preview", "post", "com", ";", "=", "(", "*"], 100_000, 9, 4242)) {
      const url = (tail.length % 2 ? "https://" : "http://") + tail;
      const fast = plainUrlParts(url);
      if (!fast) continue;
      plain++;
      let ref: { hostname: string; segments: string[] } | undefined;
      try {
        const u = new URL(url);
        ref = { hostname: u.hostname.toLowerCase(), segments: u.pathname.split("/").filter(Boolean).map(decodeURIComponent) };
      } catch {
        ref = undefined;
      }
      if (JSON.stringify(fast) !== JSON.stringify(ref)) wrong.push(url);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(plain).toBeGreaterThan(5000);
  });
});

describe("verify_publish_claims tables", () => {
  it("every row's examples hold and guard.check reports nothing", () => {
    expect(checkTables()).toEqual([]);
    // A word listed twice in the user's lexicon is reported, not silently kept.
    const words = (T.LEXICON as unknown as Record<string, string[]>).THIRD as string[];
    words.push(words[0] as string);
    try {
      expect(checkTables()).toContain(`LEXICON THIRD: "${words[0]}" is listed twice`);
    } finally {
      words.pop();
    }
    expect(guard.check?.({ env: {}, cwd: ".", now: () => 0, readText: () => undefined, fetchJson: async () => undefined })).toEqual([]);
  });

  // Every row runs once over the whole prose: a branch that opens with an unbounded lookbehind is
  // tried at every position (a 150 KB run of blanked spaces once took 78 s). Hint words wake all rows.
  it("stays linear on long runs of spaces, tabs, bullets and repeated words", () => {
    const wake = " published scheduled queued lined up registered 's up 已发布 定时 po 好了 公開 予約 スケジュール";
    const inputs = [
      " ".repeat(150_000) + "已发布",
      "\t".repeat(100_000) + "- 投稿 x",
      "- ".repeat(50_000) + "queued",
      "is ".repeat(50_000) + "queued for 9",
      "已 ".repeat(60_000),
      "\n- 发布到 " + "x".repeat(150_000),
      "- 公開：".repeat(20_000),
    ];
    for (const x of inputs) {
      const t = Date.now();
      analyse(x + wake);
      expect(Date.now() - t, x.slice(0, 12)).toBeLessThan(3000);
    }
  });

  for (const row of T.CLAIMS) {
    it(`${row.id}: block examples are claims by this row, allow examples are not claims`, () => {
      for (const ex of row.examples.block)
        expect(
          analyse(ex).claims.map((c) => c.rule),
          ex,
        ).toContain(row.id);
      for (const ex of row.examples.allow) expect(analyse(ex).claims, ex).toEqual([]);
    });
  }

  it("a CLAIMS row's keywords never hide a match: every match in a corpus reply holds one", () => {
    const hidden: string[] = [];
    for (const text of [...CORPUS.map((c) => c.text), ...FRESH_CORPUS.map((c) => c.text)])
      for (const row of T.CLAIMS) {
        const re = new RegExp(row.match, "gi");
        for (let m = re.exec(text); m; m = re.exec(text)) {
          if (m[0].length === 0) re.lastIndex++;
          else if (!holdsKeyword(row.keywords, text.toLowerCase())) hidden.push(`${row.id}: ${m[0]}`);
        }
      }
    expect(hidden).toEqual([]);
  });

  it("reports a bad regex and a failing example in a user's row", () => {
    const broken = {
      CLAIMS: [
        ...T.CLAIMS,
        { id: "claim.user.bad-regex", lang: "en", keywords: [], kind: "publish" as const, why: "x", match: "(unclosed", examples: { block: [], allow: [] } },
        {
          id: "claim.user.weak",
          lang: "en",
          keywords: [],
          kind: "publish" as const,
          why: "x",
          match: String.raw`\bpushed live\b`,
          examples: { block: ["I shipped it live."], allow: [] },
        },
      ],
      NOT_CLAIMS: T.NOT_CLAIMS,
      NOT_EVIDENCE: T.NOT_EVIDENCE,
    };
    const problems = checkTables(broken);
    expect(problems.some((p) => p.startsWith("CLAIMS claim.user.bad-regex: bad regex"))).toBe(true);
    expect(problems).toContain("CLAIMS claim.user.weak: block example does not fire this row: I shipped it live.");
  });

  it("vets NOT_CLAIMS, PRESENTING and NOT_EVIDENCE rows with the one vetter", () => {
    const ex = (block: string[], allow: string[]) => ({ block, allow });
    const problems = checkTables({
      CLAIMS: T.CLAIMS,
      NOT_CLAIMS: [
        ...T.NOT_CLAIMS,
        { id: "frame.user.bad", lang: "en", why: "x", match: { before: "(unclosed" }, examples: ex(["Published."], []) },
        { id: "frame.user.empty", lang: "en", why: "x", match: {}, examples: ex(["Published."], []) },
        // Swallows every claim: its block example is no longer a claim.
        { id: "frame.user.greedy", lang: "en", why: "x", match: { before: "", after: "" }, examples: ex(["Deployed the new version."], []) },
        { id: "frame.user.weak", lang: "en", why: "x", match: { before: "\\bperhaps\\s+$" }, examples: ex(["Deployed it."], ["I published the dashboard."]) },
      ],
      PRESENTING: [
        ...(T.PRESENTING ?? []),
        { id: "present.user.bad", lang: "en", why: "x", match: "[", examples: ex(["Here: "], []) },
        { id: "present.user.weak", lang: "en", why: "x", match: "\\bbehold\\b", examples: ex(["Here it is: "], ["Behold the chart "]) },
      ],
      NOT_EVIDENCE: [
        ...T.NOT_EVIDENCE,
        {
          id: "not-evidence.user.weak",
          lang: "en",
          why: "x",
          match: "\\bmaybe\\b",
          examples: ex(["Maybe see https://example.com/x"], ["Later: https://example.com/x"]),
        },
        { id: "not-evidence.user.weak", lang: "en", why: "x", match: "\\bmaybe\\b", examples: ex(["Link: https://example.com/x"], []) },
      ],
    });
    expect(problems.some((p) => p.startsWith("NOT_CLAIMS frame.user.bad: before: bad regex"))).toBe(true);
    expect(problems).toContain("NOT_CLAIMS frame.user.empty: match needs before or after");
    expect(problems).toContain("NOT_CLAIMS frame.user.greedy: match needs before or after");
    expect(problems).toContain("NOT_CLAIMS frame.user.weak: allow example is blocked by the guard: I published the dashboard.");
    expect(problems.some((p) => p.startsWith("PRESENTING present.user.bad: bad regex"))).toBe(true);
    expect(problems).toContain("PRESENTING present.user.weak: block example does not fire this row: Here it is: ");
    expect(problems).toContain("PRESENTING present.user.weak: allow example presents: Behold the chart ");
    expect(problems).toContain("NOT_EVIDENCE not-evidence.user.weak: block example does not fire this row: Maybe see https://example.com/x");
    expect(problems).toContain("NOT_EVIDENCE not-evidence.user.weak: allow example does not match: Later: https://example.com/x");
    expect(problems).toContain("NOT_EVIDENCE not-evidence.user.weak: duplicate id");
  });

  it("vets TAG_CLAIMS rows: tags of LEXICON in every list, and a hint tag in seq (a row without one is never tried)", () => {
    const ex = { block: ["The CPI post is lined up for 12:30 UTC tomorrow."], allow: [] };
    const none = ["FUTURE"];
    const problems = vetTagClaims(compileTables({ CLAIMS: T.CLAIMS, NOT_CLAIMS: T.NOT_CLAIMS, NOT_EVIDENCE: T.NOT_EVIDENCE, PRESENTING: T.PRESENTING }), [
      ...T.TAG_CLAIMS,
      { id: "claim.tags.user.unknown", why: "x", match: { seq: ["SCHED_NOUN", "NO_SUCH_TAG"], none }, examples: ex },
      { id: "claim.tags.user.unhinted", why: "x", match: { seq: ["DELIVERABLE", "TIME"], none }, examples: ex },
      { id: "claim.tags.user.frame", why: "x", match: { seq: ["QUEUED"], none }, frameAt: "middle" as "first", examples: ex },
      { id: "claim.tags.user.none", why: "x", match: { seq: ["QUEUED"], none: ["FUTURE", "FUTUER"] }, examples: ex },
      { id: "claim.tags.user.anywhere", why: "x", match: { seq: ["QUEUED"], none, noneAnywhere: "MAYBE" as unknown as string[] }, examples: ex },
    ]);
    expect(problems).toEqual([
      "TAG_CLAIMS claim.tags.user.unknown: match.seq needs tags of LEXICON",
      "TAG_CLAIMS claim.tags.user.unhinted: match.seq needs one of SCHED_NOUN, QUEUED, OPENS_SCHEDULED, RECURRING, NOTICE, WATCHING " +
        "(a row without one is never tried)",
      'TAG_CLAIMS claim.tags.user.frame: frameAt must be "first" or "last"',
      "TAG_CLAIMS claim.tags.user.none: match.none needs tags of LEXICON",
      "TAG_CLAIMS claim.tags.user.anywhere: match.noneAnywhere needs tags of LEXICON",
    ]);
  });
});

describe.skipIf(!existsSync(BUILT))("verify_publish_claims built file", () => {
  it("starts with the editable tables, names kept, before any engine code", () => {
    const src = readFileSync(BUILT, "utf8");
    const engine = src.indexOf("// engine/");
    for (const name of ["PREVIEWS_REGISTRY", "AGENTX_LEDGER_FILE", "SCHEDULED_JOBS", "MAX_BLOCKS", "CLAIMS", "NOT_CLAIMS", "NOT_EVIDENCE"]) {
      const at = src.indexOf(`var ${name} = `);
      expect(at, name).toBeGreaterThan(0);
      expect(at, name).toBeLessThan(engine);
    }
  });
});

// Single sentences found while probing: claim (true) or not (false). Detection only, no world.
const L = "https://community.iamstarchild.com/x1";
const SENTENCES: [string, boolean][] = [
  [`Your dashboard is up: ${L}`, true],
  [`Here's your live page: ${L}`, true],
  [`Published successfully ✅ → ${L}`, true],
  [`The post is out on AgentX: ${L}`, true],
  [`Your page has been made public at ${L}`, true],
  [`Live ✅ ${L}`, true],
  [`I've added a daily job that runs at 9am.`, true],
  [`Prices are up 5% today.`, false],
  [`It's up to you.`, false],
  [`The data is out of date.`, false],
  [`我已经把仪表盘发布到社区了`, true],
  [`页面现在可以公开访问了：${L}`, true],
  [`每天 9 点的提醒我已经帮你建好了。`, true],
  [`定时任务设好了。`, true],
  [`コミュニティに載せました：${L}`, true],
  [`公開できました！`, true],
  [`プレビューに反映されました。`, true],
  [`公開しました、とログにありますが、実際には未公開です。`, false],
  [`Before you publish, double-check the preview.`, false],
  [`Here's what would be published: ${L}`, false],
  [`Draft saved (not yet published).`, false],
  [`公開する前に、プレビューをご確認ください。`, false],
  [`公開されていないようです。`, false],
  [`公開済みかどうか確認します。`, false],
  [`还没发布。`, false],
  [`发布之前请先确认。`, false],
  [`要不要我发布？`, false],
  [`I'm not sure it was published.`, false],
  [`It hasn't gone live yet.`, false],
  [`Nothing went live today.`, false],
  [`Publishing now…`, false],
  [`Let me publish it.`, false],
  ["ブログに公開させていただきました。", true],
  ["公開処理が完了しました。", true],
  ["已完成发布。", true],
  ["已经帮你发到社区了。", true],
  ["Your post is now on AgentX.", true],
  ["The post went out at 9.", true],
  ["Uploaded to the community.", true],
  ["I've queued the post for 9am.", true],
  ["Set a reminder in the app to get notified.", false],
  ["To get notified, set a reminder in the app.", false],
  ["Reminder set ✅", true],
  ["Scheduled!", true],
  ["I set a reminder for 9am.", true],
  ["已成功发布。", true],
  ["公開させていただきます。", false],
  ["公開処理を開始します。", false],
  ["The upload failed.", false],
  ["Is the post out yet?", false],
  ["I'm about to set up a reminder.", false],
  [`已发布到社区：${L}，要不要再发到 AgentX？`, true],
  [`Published at ${L}, want me to share it on AgentX too?`, true],
  [`公開しました：${L}、AgentXにも投稿しましょうか？`, true],
  [`Has it been published, or is it still a draft?`, false],
  [`Is it live yet?`, false],
  [`发布了吗？`, false],
  [`Did you see it went live?`, false],
  [`It went live — did you get the alert?`, true],
  [`Want me to publish it?`, false],
  [`公開しましたか？`, false],
];

describe("verify_publish_claims sentence detection", () => {
  for (const [text, claim] of SENTENCES) {
    it(`${claim ? "claim" : "not a claim"}: ${text}`, () => expect(analyse(text).claims.length > 0).toBe(claim));
  }
});

function runBuilt(payload: object, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.on("error", reject);
    child.on("close", () => resolve(out.trim()));
    child.stdin.end(JSON.stringify(payload));
  });
}

describe.skipIf(!existsSync(BUILT))("verify_publish_claims state, built file, parallel processes", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vpc-state-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const payload = {
    event: "on_stop",
    session_id: "race",
    agent_id: "a",
    cwd: "/app",
    response: "Published: https://community.iamstarchild.com/fabricated-page",
    tool_names: [],
    stop_hook_active: false,
  };
  const env = () => ({ WORKSPACE_DIR: dir, PREVIEWS_REGISTRY: join(dir, "none.json") });
  const statePath = () => join(dir, "output", ".publish_claim_guard.json");

  it("12 concurrent blocks for one session leave an exact count of 12", async () => {
    const outs = await Promise.all(Array.from({ length: 12 }, () => runBuilt(payload, { ...env(), VERIFY_PUBLISH_MAX_BLOCKS: "100" })));
    expect(outs.filter((o) => o.includes('"decision":"block"'))).toHaveLength(12);
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number; ts: number }>;
    expect(state.race?.n).toBe(12);
  });

  it("12 concurrent stops with MAX_BLOCKS = 2 give exactly 2 blocks and 10 warnings", async () => {
    const outs = await Promise.all(Array.from({ length: 12 }, () => runBuilt(payload, { ...env(), VERIFY_PUBLISH_MAX_BLOCKS: "2" })));
    expect(outs.filter((o) => o.includes('"decision":"block"'))).toHaveLength(2);
    expect(outs.filter((o) => o.includes('"add_warning"'))).toHaveLength(10);
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number }>;
    expect(state.race?.n).toBe(2);
  });

  it("a corrupt state file is treated as empty and rewritten", async () => {
    mkdirSync(join(dir, "output"), { recursive: true });
    writeFileSync(statePath(), '{"race": {"n": 2, "ts": 17');
    const out = await runBuilt(payload, env());
    expect(out).toContain('"decision":"block"');
    const state = JSON.parse(readFileSync(statePath(), "utf8")) as Record<string, { n: number }>;
    expect(state.race?.n).toBe(1);
  });
});
