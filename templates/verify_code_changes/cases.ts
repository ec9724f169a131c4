// verify_code_changes cases: scripted sessions (edits, commands, stops) on a fixed clock, with the
// state folder in the case's temp dir. One table feeds vitest and the shipped selftest.
import type { Case, CaseTable, Expect, Step } from "../../selftests/types";

const SID = "sess-1";
const CWD = "/work/app";
const NOW = 1_800_000_000;
const STATE = "state"; // under {tmp}; VERIFY_GUARD_STATE_DIR points here
const LEAD = "[verify] You edited code but ran no test/build";

type Payload = Record<string, unknown>;

function tool(tool_name: string, tool_input: Payload, extra: Payload = {}): Payload {
  return { event: "pre_tool_call", session_id: SID, agent_id: "a1", cwd: CWD, tool_name, tool_input, ...extra };
}
const edit = (path: string, name = "edit_file", field = "path") => tool(name, { [field]: path, content: "x = 1\n" });
const bash = (command: string) => tool("bash", { command });
const stop = (extra: Payload = {}): Payload => ({
  event: "on_stop",
  session_id: SID,
  agent_id: "a1",
  cwd: CWD,
  response: "Done — the fix is in.",
  tool_names: ["edit_file"],
  stop_hook_active: false,
  ...extra,
});

const RECORDED: Expect = { verdict: "continue", rule: "edit.recorded" };
const NOTHING: Expect = { verdict: "continue" };
const PASSES: Expect = { verdict: "continue" };
const blocks = (...files: string[]): Expect => ({ verdict: "block", rule: "stop.unverified", includes: [LEAD, ...files] });
const verified = (rule: string): Expect => ({ verdict: "continue", rule });
const step = (event: Payload, expect: Expect): Step => ({ event, expect });

/** Edit `path`, stop → blocked listing it. */
function editThenBlock(name: string, event: Payload, shown: string): Case {
  return { name, now: NOW, steps: [step(event, RECORDED), step(stop(), blocks(shown))] };
}

/** Edit app.py, run `command` (verifies via `rule`), stop → passes. */
function verifiedBy(command: string, rule: string, name = `${command} verifies the edit`): Case {
  return { name, now: NOW, steps: [step(edit("app.py"), RECORDED), step(bash(command), verified(rule)), step(stop(), PASSES)] };
}

/** Edit app.py, run `command` (not a verification), stop → still blocked. */
function notVerifiedBy(command: string, name = `${command} is not a verification`): Case {
  return { name, now: NOW, steps: [step(edit("app.py"), RECORDED), step(bash(command), NOTHING), step(stop(), blocks("app.py"))] };
}

/** A shell command that writes a code file, then stop → blocked listing it. */
function shellWrite(name: string, command: string, shown: string): Case {
  return { name, now: NOW, steps: [step(bash(command), RECORDED), step(stop(), blocks(shown))] };
}

/** A shell command that writes nothing that counts, then stop → passes. */
function shellNoWrite(name: string, command: string): Case {
  return { name, now: NOW, steps: [step(bash(command), NOTHING), step(stop(), PASSES)] };
}

function stateFile(doc: unknown, session = SID): Record<string, string> {
  return { [`${STATE}/${session}.json`]: typeof doc === "string" ? doc : JSON.stringify(doc) };
}

const PATCH = [
  "*** Begin Patch",
  "*** Add File: src/new_mod.py",
  "+def f():",
  "+    return 1",
  "*** Update File: src/old_mod.py",
  "@@",
  "-a = 1",
  "+a = 2",
  "*** End Patch",
].join("\n");
const MOVE_PATCH = ["*** Begin Patch", "*** Update File: lib/a.ts", "*** Move to: lib/b.ts", "@@", "-x", "+y", "*** End Patch"].join("\n");
const DELETE_PATCH = ["*** Begin Patch", "*** Delete File: old.py", "*** End Patch"].join("\n");

export const table: CaseTable = {
  guard: "verify_code_changes",
  // Pin CONFIG, so a user's edits to their copy do not change what these cases expect.
  env: {
    VERIFY_GUARD_STATE_DIR: `{tmp}/${STATE}`,
    VERIFY_TTL_MIN: "30",
    VERIFY_MAX_NAGS_PER_SESSION: "3",
    VERIFY_COUNT_SCRIPT_RUN: "1",
    VERIFY_MAX_FILES_LISTED: "8",
  },
  cases: [
    // ---- edit tools ------------------------------------------------------------------------
    editThenBlock("edit_file with path marks a Python file pending", edit("app.py"), "app.py"),
    editThenBlock("write_file with file_path marks a file pending", edit("/work/app/src/server.ts", "write_file", "file_path"), "src/server.ts"),
    editThenBlock("write_file with filename marks a file pending", edit("lib/util.go", "write_file", "filename"), "lib/util.go"),
    editThenBlock("Claude Write with file_path counts", edit("/work/app/main.rs", "Write", "file_path"), "main.rs"),
    editThenBlock("Claude Edit counts", tool("Edit", { file_path: "/work/app/handler.js", old_string: "a", new_string: "b" }), "handler.js"),
    editThenBlock("Claude MultiEdit counts", tool("MultiEdit", { file_path: "/work/app/views.py", edits: [{ old_string: "a", new_string: "b" }] }), "views.py"),
    editThenBlock(
      "NotebookEdit with notebook_path counts",
      tool("NotebookEdit", { notebook_path: "/work/app/analysis.ipynb", new_source: "x = 1" }),
      "analysis.ipynb",
    ),
    editThenBlock("Gemini replace counts", tool("replace", { file_path: "/work/app/pkg/api.py", old_string: "a", new_string: "b" }), "pkg/api.py"),
    editThenBlock("Copilot create with path counts", tool("create", { path: "cmd/main.go", file_text: "package main" }), "cmd/main.go"),
    editThenBlock("Kimi WriteFile counts", tool("WriteFile", { path: "bot.rb", content: "puts 1" }), "bot.rb"),
    editThenBlock("an MCP filesystem write_file counts", tool("mcp__filesystem__write_file", { path: "/work/app/job.py", content: "x" }), "job.py"),
    editThenBlock("a Makefile edit counts", edit("Makefile"), "Makefile"),
    editThenBlock("a file outside the working folder is listed by its full path", edit("/srv/tools/deploy.sh"), "/srv/tools/deploy.sh"),
    {
      name: "apply_patch in tool_input.command marks added and updated files",
      now: NOW,
      steps: [step(tool("apply_patch", { command: PATCH }), RECORDED), step(stop(), blocks("src/new_mod.py", "src/old_mod.py"))],
    },
    {
      name: "apply_patch in tool_input.input counts",
      now: NOW,
      steps: [step(tool("apply_patch", { input: PATCH }), RECORDED), step(stop(), blocks("src/new_mod.py"))],
    },
    {
      name: "apply_patch Move to lists the new path",
      now: NOW,
      steps: [step(tool("apply_patch", { patch: MOVE_PATCH }), RECORDED), step(stop(), { ...blocks("lib/b.ts"), includes: [LEAD, "lib/a.ts, lib/b.ts"] })],
    },
    {
      name: "apply_patch that only deletes needs no run",
      now: NOW,
      steps: [step(tool("apply_patch", { command: DELETE_PATCH }), NOTHING), step(stop(), PASSES)],
    },
    {
      name: "Codex shell argv running apply_patch counts",
      now: NOW,
      steps: [step(tool("shell", { command: ["apply_patch", PATCH] }), RECORDED), step(stop(), blocks("src/old_mod.py"))],
    },
    {
      name: "git apply of a unified diff heredoc marks the patched files",
      now: NOW,
      steps: [
        step(bash("git apply <<'EOF'\n--- a/src/calc.py\n+++ b/src/calc.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\nEOF"), RECORDED),
        step(stop(), blocks("src/calc.py")),
      ],
    },
    {
      name: "a view command of the editor tool edits nothing",
      now: NOW,
      steps: [step(tool("str_replace_based_edit_tool", { command: "view", path: "app.py" }), NOTHING), step(stop(), PASSES)],
    },
    {
      name: "docs never count",
      now: NOW,
      steps: [step(edit("README.md"), NOTHING), step(edit("docs/guide.rst"), NOTHING), step(edit("notes.txt", "write_file"), NOTHING), step(stop(), PASSES)],
    },
    {
      name: "data never counts",
      now: NOW,
      steps: [
        step(edit("config.json"), NOTHING),
        step(edit("deploy.yaml"), NOTHING),
        step(edit("prices.csv", "write_file"), NOTHING),
        step(edit("dist/app.min.js"), NOTHING),
        step(stop(), PASSES),
      ],
    },
    {
      name: "reading tools record nothing",
      now: NOW,
      steps: [step(tool("read_file", { path: "app.py" }), NOTHING), step(tool("web_search", { query: "pytest" }), NOTHING), step(stop(), PASSES)],
    },
    { name: "an edit tool without a path records nothing", now: NOW, steps: [step(tool("edit_file", { content: "x" }), NOTHING), step(stop(), PASSES)] },
    {
      name: "post_tool_call records edits too",
      now: NOW,
      steps: [step({ ...edit("app.py"), event: "post_tool_call", tool_result: "ok" }, RECORDED), step(stop(), blocks("app.py"))],
    },

    // ---- shell writes ------------------------------------------------------------------------
    shellWrite("a heredoc into a code file counts", "cat > app.py <<'EOF'\nprint('hi')\nEOF", "app.py"),
    shellWrite("an append redirect counts", "echo 'set -e' >> deploy.sh", "deploy.sh"),
    shellWrite("a clobber redirect counts", "printf 'export {}' >| src/index.ts", "src/index.ts"),
    shellWrite("tee with flags counts", "echo 'package main' | tee -a lib.go", "lib.go"),
    shellWrite("sed -i counts", "sed -i 's/old/new/g' models.rb", "models.rb"),
    shellWrite("perl -i counts", "perl -i -pe 's/a/b/' tool.pl", "tool.pl"),
    shellWrite("cp onto a code path counts", "cp /tmp/draft.txt main.go", "main.go"),
    shellWrite("mv onto a code path counts", "mv draft.py handler.py", "handler.py"),
    shellWrite("python - <<EOF > x.py writes x.py without running it", "python - <<'EOF' > gen.py\nprint('x = 1')\nEOF", "gen.py"),
    {
      name: "a shell write resolves against the tool's workdir",
      now: NOW,
      steps: [step(tool("bash", { command: "echo 'x = 1' > jobs.py", workdir: "/work/app/svc" }), RECORDED), step(stop(), blocks("svc/jobs.py"))],
    },
    editThenBlock("a file with a Chinese name counts", edit("数据/清洗脚本.py"), "数据/清洗脚本.py"),
    {
      name: "a Japanese session id and reply still block once",
      now: NOW,
      steps: [
        step({ ...edit("app.py"), session_id: "セッション-1" }, RECORDED),
        step(stop({ session_id: "セッション-1", response: "修正しました。完了です。" }), blocks("app.py")),
        step(stop({ session_id: "セッション-1", response: "完了" }), PASSES),
      ],
    },
    {
      name: "a Chinese done-claim without a test run is blocked",
      now: NOW,
      steps: [step(edit("/work/app/api/views.py", "write_file"), RECORDED), step(stop({ response: "已修复，全部完成。" }), blocks("api/views.py"))],
    },
    shellNoWrite("a redirect inside quotes writes nothing", 'echo "x > y.py"'),
    shellNoWrite("a redirect to /dev/null is not code", "ls > /dev/null 2>&1"),
    shellNoWrite("a heredoc into a markdown file is docs", "cat > NOTES.md <<'EOF'\n# notes\nEOF"),
    shellNoWrite("a log file is data", "date >> run.log"),

    // ---- verification commands ---------------------------------------------------------------
    verifiedBy("pytest -q", "test.python"),
    verifiedBy("pytest -v", "test.python"),
    verifiedBy("python -m pytest tests/", "test.python"),
    verifiedBy("python3 -m unittest discover", "test.python"),
    verifiedBy("tox -e py312", "test.python"),
    verifiedBy("npm test", "pkg.script"),
    verifiedBy("npm run build", "pkg.script"),
    verifiedBy("yarn lint", "pkg.script"),
    verifiedBy("pnpm run typecheck", "pkg.script"),
    verifiedBy("bun test", "test.bun-deno"),
    verifiedBy("npx jest --ci", "test.js"),
    verifiedBy("npx vitest run", "test.js"),
    verifiedBy("node --test", "test.js"),
    verifiedBy("npx tsc --noEmit", "types.js"),
    verifiedBy("npx eslint .", "lint.js"),
    verifiedBy("go test ./...", "go"),
    verifiedBy("go vet ./...", "go"),
    verifiedBy("cargo clippy -- -D warnings", "rust"),
    verifiedBy("cargo test", "rust"),
    verifiedBy("./gradlew test", "jvm"),
    verifiedBy("mvn -q verify", "jvm"),
    verifiedBy("dotnet test", "dotnet"),
    verifiedBy("ruff check .", "lint.python"),
    verifiedBy("mypy src", "lint.python"),
    verifiedBy("make", "native"),
    verifiedBy("cmake --build build", "native"),
    verifiedBy("cd api && uv run pytest -x", "test.python"),
    verifiedBy("bundle exec rspec", "ruby"),
    verifiedBy("swift test", "mobile"),
    verifiedBy("timeout 120 npm run test:unit", "pkg.script"),
    verifiedBy("bash -c 'cd svc && go build ./...'", "go"),
    verifiedBy("python app.py", "run.script", "running the edited script verifies it"),
    verifiedBy("node server.mjs", "run.script", "running a Node script verifies"),
    verifiedBy("./run.sh", "run.script", "running a local script verifies"),
    verifiedBy("bash scripts/deploy.sh --dry-run", "run.script", "bash running a script verifies"),
    verifiedBy("python -c 'import app; print(app.main())'", "run.inline", "python -c importing the edited module verifies"),
    verifiedBy("python app.py > out.log 2>&1", "run.script", "a script run with its output redirected verifies"),
    verifiedBy("streamlit run app.py", "run.script", "streamlit run of the app verifies"),
    verifiedBy("python3 - <<'EOF'\nimport app\nprint(app.total([]))\nEOF", "run.inline", "a python heredoc importing the edited module verifies"),
    notVerifiedBy("python3 - <<'EOF'\nprint('hello')\nEOF", "a python heredoc not naming the edited file is not a verification"),
    notVerifiedBy("curl -fsSL -o install.sh https://example.com/install.sh", "a download is neither an edit nor a verification"),
    {
      name: "a redirect to a computed code path counts",
      now: NOW,
      steps: [step(bash("name=report; echo 'x = 1' > \"$name.py\""), RECORDED), step(stop(), { ...blocks("Unverified (1): report.py") })],
    },
    verifiedBy("docker compose up -d --build", "other", "a compose rebuild verifies"),
    verifiedBy("python3 -m py_compile app.py", "lint.python"),
    verifiedBy("sudo -u app env DEBUG=1 timeout 300 pytest -x", "test.python"),
    {
      name: "a write-then-run one-liner is verified",
      now: NOW,
      steps: [step(bash("cat > calc.py <<'EOF'\nprint(1 + 1)\nEOF\npython3 calc.py"), verified("run.script")), step(stop(), PASSES)],
    },
    {
      name: "a write after the test stays pending",
      now: NOW,
      steps: [
        step(edit("app.py"), RECORDED),
        step(bash("pytest -q; echo 'x = 2' > late.py"), RECORDED),
        step(stop(), { ...blocks("late.py"), excludes: ["app.py"] }),
      ],
    },
    notVerifiedBy("echo pytest"),
    notVerifiedBy("# run tests later", "a comment is not a verification"),
    notVerifiedBy("git commit -m 'run pytest before merge'"),
    notVerifiedBy("pip install pytest"),
    notVerifiedBy("pytest --version"),
    notVerifiedBy("npm install"),
    notVerifiedBy("npm run dev"),
    notVerifiedBy("cat tests/test_app.py"),
    notVerifiedBy("grep -rn 'pytest' ."),
    notVerifiedBy("make clean"),
    notVerifiedBy("python -c 'print(42)'", "python -c not naming the edited file is not a verification"),
    {
      name: "with COUNT_SCRIPT_RUN off, running the script does not verify",
      now: NOW,
      env: { VERIFY_COUNT_SCRIPT_RUN: "0" },
      steps: [step(edit("app.py"), RECORDED), step(bash("python app.py"), NOTHING), step(stop(), blocks("app.py"))],
    },
    {
      name: "with COUNT_SCRIPT_RUN off, a test run still verifies",
      now: NOW,
      env: { VERIFY_COUNT_SCRIPT_RUN: "false" },
      steps: [step(edit("app.py"), RECORDED), step(bash("pytest"), verified("test.python")), step(stop(), PASSES)],
    },
    {
      name: "a test run clears edits of every kind",
      now: NOW,
      steps: [
        step(edit("a.py"), RECORDED),
        step(bash("echo 'x' > b.sh"), RECORDED),
        step(tool("apply_patch", { command: PATCH }), RECORDED),
        step(bash("make test"), verified("native")),
        step(stop(), PASSES),
      ],
    },

    // ---- found by the labelled corpus (tests/corpus/verify_code_changes.ts) ---------------------
    notVerifiedBy("python -m pytest --collect-only -q", "pytest --collect-only lists tests without running them"),
    notVerifiedBy("npx jest --listTests", "jest --listTests runs no test"),
    verifiedBy("python app.py --help", "run.script", "running the edited script with --help verifies"),
    {
      name: "python -m running the edited module verifies",
      now: NOW,
      steps: [step(edit("etl/jobs/daily.py"), RECORDED), step(bash("python3 -m etl.jobs.daily --dry-run"), verified("run.module")), step(stop(), PASSES)],
    },
    notVerifiedBy("python -m json.tool data.json", "python -m of a module nobody edited is not a verification"),
    verifiedBy('docker run --rm -v "$PWD":/app -w /app python:3.12-slim python -m pytest -q', "test.python", "a test run inside docker run verifies"),
    verifiedBy("npx nx run api:test", "build.js"),
    shellWrite("git mv onto a code path counts", "git mv app/helpers.py app/text_helpers.py", "app/text_helpers.py"),
    shellWrite("find -exec sed -i over *.py files counts", "find . -name '*.py' -not -path './.venv/*' -exec sed -i 's/old_api/new_api/' {} +", "*.py"),
    shellWrite("grep --include | xargs sed -i counts", "grep -rl 'OldClient' src --include='*.ts' | xargs sed -i 's/OldClient/HttpClient/g'", "*.ts"),
    shellWrite("git ls-files | xargs perl -pi counts", "git ls-files '*.rb' | xargs perl -pi -e 's/foo/bar/'", "*.rb"),
    shellNoWrite("find -exec sed -i over markdown is docs", "find docs -name '*.md' -exec sed -i 's/v1/v2/g' {} +"),
    {
      name: "git apply of a patch file lists the files it changes",
      now: NOW,
      files: { "fix.diff": "--- a/src/calc.py\n+++ b/src/calc.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n" },
      steps: [step(bash("git apply --whitespace=fix {tmp}/fix.diff"), RECORDED), step(stop(), blocks("src/calc.py"))],
    },
    {
      name: "git apply of a docs-only patch file needs no run",
      now: NOW,
      files: { "docs.diff": "--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\n" },
      steps: [step(bash("git apply {tmp}/docs.diff"), NOTHING), step(stop(), PASSES)],
    },
    shellNoWrite("git apply --check applies nothing", "git apply --check /tmp/fix.diff"),
    shellWrite("patch < an unreadable patch file lists the patch", "patch -p1 < /nonexistent/fix.diff", "/nonexistent/fix.diff"),
    shellWrite(
      "a python heredoc that rewrites a source file counts",
      "python3 - <<'EOF'\nfrom pathlib import Path\np = Path('src/config_loader.py')\n" +
        "p.write_text(p.read_text().replace('yaml.load(', 'yaml.safe_load('))\nEOF",
      "src/config_loader.py",
    ),
    shellNoWrite("a python heredoc that only reads code writes nothing", "python3 - <<'EOF'\nprint(open('src/app.py').read().count('def '))\nEOF"),
    verifiedBy(
      "python -c \"import app, json; open('out.json', 'w').write(json.dumps(app.main()))\"",
      "run.inline",
      "python -c importing the edited module and writing data verifies",
    ),

    editThenBlock(
      "Roo apply_diff counts",
      tool("apply_diff", { path: "app/mailer.py", diff: "<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE" }),
      "app/mailer.py",
    ),
    editThenBlock("Kiro fsWrite counts", tool("fsWrite", { path: "src/cache.ts", text: "export {}" }), "src/cache.ts"),
    {
      name: "an OpenHands execute_bash test run verifies",
      now: NOW,
      steps: [step(edit("app.py"), RECORDED), step(tool("execute_bash", { command: "python -m pytest -q" }), verified("test.python")), step(stop(), PASSES)],
    },
    {
      name: "a Copilot run_in_terminal test run verifies",
      now: NOW,
      steps: [
        step(edit("app.py"), RECORDED),
        step(tool("run_in_terminal", { command: "npm test", explanation: "tests", isBackground: false }), verified("pkg.script")),
        step(stop(), PASSES),
      ],
    },
    verifiedBy("nohup uvicorn app.main:app --port 8000 > /tmp/uv.log 2>&1 &", "run.script", "starting uvicorn on the edited app verifies"),
    verifiedBy("flask --app app run --debug", "run.script", "flask run on the edited app verifies"),
    notVerifiedBy("uvicorn --version", "uvicorn --version serves nothing"),
    verifiedBy("powershell -ExecutionPolicy Bypass -File scripts/rotate_logs.ps1", "run.script", "PowerShell -File running a script verifies"),

    // ---- found by the q2 blind turns ---------------------------------------------------------
    notVerifiedBy("go test -list . ./internal/auth/", "go test -list lists test names without running them"),
    notVerifiedBy("go test -n ./...", "go test -n prints the commands without running them"),
    notVerifiedBy("make -n test", "make -n is a dry run"),
    notVerifiedBy("make --dry-run check", "make --dry-run is a dry run"),
    notVerifiedBy("npx vitest list", "vitest list lists tests without running them"),
    notVerifiedBy("tox -l", "tox -l lists environments"),
    notVerifiedBy("ctest -N", "ctest -N lists tests"),
    notVerifiedBy("make -nB test", "make -nB (dry run in a flag cluster) is a dry run"),
    notVerifiedBy("npx tsc --showConfig", "tsc --showConfig prints the config without checking"),
    notVerifiedBy("npx eslint --print-config src/a.ts", "eslint --print-config lints nothing"),
    notVerifiedBy("ruff check --show-settings", "ruff check --show-settings lints nothing"),
    verifiedBy("hatch test", "test.python", "hatch test runs the tests"),
    verifiedBy("make -kB test", "native", "a make flag cluster without n still runs"),
    verifiedBy("pytest -n 4 -q", "test.python", "pytest -n (xdist workers) still runs the tests"),
    verifiedBy("make -j4 test", "native", "make -j is not a dry run"),
    // SPEC §3: the stop nudges once on pending edits, whatever the reply says: an honest
    // "untested" or a question still gets the one nudge to verify, and the next stop passes.
    {
      name: "an honest 'not tested yet' reply still gets the one nudge",
      now: NOW,
      steps: [
        step(edit("app.py"), RECORDED),
        step(stop({ response: "I changed the retry logic, but I haven't run the tests yet." }), blocks("app.py")),
        step(stop({ response: "I haven't run the tests yet." }), PASSES),
      ],
    },
    {
      name: "a reply that ends in a question still gets the one nudge",
      now: NOW,
      steps: [step(edit("app.py"), RECORDED), step(stop({ response: "途中まで変更しています。UI 側も続けて直しますか？" }), blocks("app.py"))],
    },
    { name: "other events are ignored", now: NOW, event: { event: "on_user_message", session_id: SID, message: "run the tests please" }, expect: NOTHING },

    // ---- state compatibility and reliability ---------------------------------------------------
    {
      name: "state written by the Python template is read",
      now: NOW,
      files: stateFile({ pending: [{ path: "/work/app/legacy.py", ts: NOW - 120.25, nagged: false, tool: "edit_file" }], nags: 1, version: 1 }),
      steps: [step(stop(), blocks("legacy.py")), step(stop(), PASSES)],
    },
    {
      name: "a nagged Python entry is listed with a fresh edit, then a test clears both",
      now: NOW,
      files: stateFile({ pending: [{ path: "/work/app/legacy.py", ts: NOW - 60.5, nagged: true }], nags: 1 }),
      steps: [
        step(edit("fresh.py"), RECORDED),
        step(stop(), blocks("legacy.py", "fresh.py")),
        step(bash("pytest"), verified("test.python")),
        step(edit("x.md"), NOTHING),
        step(stop(), PASSES),
      ],
    },
    {
      name: "a session id with odd characters maps to the reference file name",
      now: NOW,
      files: stateFile({ pending: [{ path: "/work/app/odd.py", ts: NOW - 5, nagged: false }], nags: 0 }, "chat_42_x_y"),
      steps: [step(stop({ session_id: "chat:42/x y" }), blocks("odd.py"))],
    },
    {
      name: "a corrupt state file is treated as empty",
      now: NOW,
      files: stateFile("{not json"),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))],
    },
    {
      name: "an empty state file is treated as empty",
      now: NOW,
      files: stateFile(""),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))],
    },
    {
      name: "a foreign state file is treated as empty",
      now: NOW,
      files: stateFile([1, 2, { pending: "x" }]),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))],
    },
    {
      name: "malformed pending entries are skipped",
      now: NOW,
      files: stateFile({ pending: [null, "x.py", { path: 7 }, { path: "/work/app/ok.py", ts: String(NOW - 10), nagged: "false" }], nags: "2" }),
      steps: [step(stop(), blocks("ok.py")), step(stop(), PASSES)],
    },
    {
      name: "a lock left by a dead process does not wedge the guard",
      now: NOW,
      files: { [`${STATE}/${SID}.json.lock`]: "999999999" },
      steps: [step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))],
    },
    {
      name: "an unwritable state folder fails open",
      now: NOW,
      env: { VERIFY_GUARD_STATE_DIR: "{tmp}/not-a-folder/state" },
      files: { "not-a-folder": "a file, so nothing can be created below it" },
      steps: [step(edit("app.py"), { verdict: "continue", rule: "state.unwritable" }), step(stop(), PASSES)],
    },
  ],
};
