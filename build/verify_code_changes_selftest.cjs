#!/usr/bin/env node

// templates/verify_code_changes/cases.ts
var SID = "sess-1";
var CWD = "/work/app";
var NOW = 18e8;
var STATE = "state";
var LEAD = "[verify] You edited code but ran no test/build";
function tool(tool_name, tool_input, extra = {}) {
  return { event: "pre_tool_call", session_id: SID, agent_id: "a1", cwd: CWD, tool_name, tool_input, ...extra };
}
var edit = (path, name = "edit_file", field = "path") => tool(name, { [field]: path, content: "x = 1\n" });
var bash = (command) => tool("bash", { command });
var stop = (extra = {}) => ({
  event: "on_stop",
  session_id: SID,
  agent_id: "a1",
  cwd: CWD,
  response: "Done — the fix is in.",
  tool_names: ["edit_file"],
  stop_hook_active: false,
  ...extra
});
var RECORDED = { verdict: "continue", rule: "edit.recorded" };
var NOTHING = { verdict: "continue" };
var PASSES = { verdict: "continue" };
var blocks = (...files) => ({ verdict: "block", rule: "stop.unverified", includes: [LEAD, ...files] });
var verified = (rule) => ({ verdict: "continue", rule });
var step = (event, expect) => ({ event, expect });
function editThenBlock(name, event, shown) {
  return { name, now: NOW, steps: [step(event, RECORDED), step(stop(), blocks(shown))] };
}
function verifiedBy(command, rule, name = `${command} verifies the edit`) {
  return { name, now: NOW, steps: [step(edit("app.py"), RECORDED), step(bash(command), verified(rule)), step(stop(), PASSES)] };
}
function notVerifiedBy(command, name = `${command} is not a verification`) {
  return { name, now: NOW, steps: [step(edit("app.py"), RECORDED), step(bash(command), NOTHING), step(stop(), blocks("app.py"))] };
}
function shellWrite(name, command, shown) {
  return { name, now: NOW, steps: [step(bash(command), RECORDED), step(stop(), blocks(shown))] };
}
function shellNoWrite(name, command) {
  return { name, now: NOW, steps: [step(bash(command), NOTHING), step(stop(), PASSES)] };
}
function stateFile(doc, session = SID) {
  return { [`${STATE}/${session}.json`]: typeof doc === "string" ? doc : JSON.stringify(doc) };
}
var PATCH = [
  "*** Begin Patch",
  "*** Add File: src/new_mod.py",
  "+def f():",
  "+    return 1",
  "*** Update File: src/old_mod.py",
  "@@",
  "-a = 1",
  "+a = 2",
  "*** End Patch"
].join("\n");
var MOVE_PATCH = ["*** Begin Patch", "*** Update File: lib/a.ts", "*** Move to: lib/b.ts", "@@", "-x", "+y", "*** End Patch"].join("\n");
var DELETE_PATCH = ["*** Begin Patch", "*** Delete File: old.py", "*** End Patch"].join("\n");
var table = {
  guard: "verify_code_changes",
  // Pin CONFIG, so a user's edits to their copy do not change what these cases expect.
  env: {
    VERIFY_GUARD_STATE_DIR: `{tmp}/${STATE}`,
    VERIFY_TTL_MIN: "30",
    VERIFY_MAX_NAGS_PER_SESSION: "3",
    VERIFY_COUNT_SCRIPT_RUN: "1",
    VERIFY_MAX_FILES_LISTED: "8"
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
      "analysis.ipynb"
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
      steps: [step(tool("apply_patch", { command: PATCH }), RECORDED), step(stop(), blocks("src/new_mod.py", "src/old_mod.py"))]
    },
    {
      name: "apply_patch in tool_input.input counts",
      now: NOW,
      steps: [step(tool("apply_patch", { input: PATCH }), RECORDED), step(stop(), blocks("src/new_mod.py"))]
    },
    {
      name: "apply_patch Move to lists the new path",
      now: NOW,
      steps: [step(tool("apply_patch", { patch: MOVE_PATCH }), RECORDED), step(stop(), { ...blocks("lib/b.ts"), includes: [LEAD, "lib/a.ts, lib/b.ts"] })]
    },
    {
      name: "apply_patch that only deletes needs no run",
      now: NOW,
      steps: [step(tool("apply_patch", { command: DELETE_PATCH }), NOTHING), step(stop(), PASSES)]
    },
    {
      name: "Codex shell argv running apply_patch counts",
      now: NOW,
      steps: [step(tool("shell", { command: ["apply_patch", PATCH] }), RECORDED), step(stop(), blocks("src/old_mod.py"))]
    },
    {
      name: "git apply of a unified diff heredoc marks the patched files",
      now: NOW,
      steps: [
        step(bash("git apply <<'EOF'\n--- a/src/calc.py\n+++ b/src/calc.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\nEOF"), RECORDED),
        step(stop(), blocks("src/calc.py"))
      ]
    },
    {
      name: "a view command of the editor tool edits nothing",
      now: NOW,
      steps: [step(tool("str_replace_based_edit_tool", { command: "view", path: "app.py" }), NOTHING), step(stop(), PASSES)]
    },
    {
      name: "docs never count",
      now: NOW,
      steps: [step(edit("README.md"), NOTHING), step(edit("docs/guide.rst"), NOTHING), step(edit("notes.txt", "write_file"), NOTHING), step(stop(), PASSES)]
    },
    {
      name: "data never counts",
      now: NOW,
      steps: [
        step(edit("config.json"), NOTHING),
        step(edit("deploy.yaml"), NOTHING),
        step(edit("prices.csv", "write_file"), NOTHING),
        step(edit("dist/app.min.js"), NOTHING),
        step(stop(), PASSES)
      ]
    },
    {
      name: "reading tools record nothing",
      now: NOW,
      steps: [step(tool("read_file", { path: "app.py" }), NOTHING), step(tool("web_search", { query: "pytest" }), NOTHING), step(stop(), PASSES)]
    },
    { name: "an edit tool without a path records nothing", now: NOW, steps: [step(tool("edit_file", { content: "x" }), NOTHING), step(stop(), PASSES)] },
    {
      name: "post_tool_call records edits too",
      now: NOW,
      steps: [step({ ...edit("app.py"), event: "post_tool_call", tool_result: "ok" }, RECORDED), step(stop(), blocks("app.py"))]
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
      steps: [step(tool("bash", { command: "echo 'x = 1' > jobs.py", workdir: "/work/app/svc" }), RECORDED), step(stop(), blocks("svc/jobs.py"))]
    },
    editThenBlock("a file with a Chinese name counts", edit("数据/清洗脚本.py"), "数据/清洗脚本.py"),
    {
      name: "a Japanese session id and reply still block once",
      now: NOW,
      steps: [
        step({ ...edit("app.py"), session_id: "セッション-1" }, RECORDED),
        step(stop({ session_id: "セッション-1", response: "修正しました。完了です。" }), blocks("app.py")),
        step(stop({ session_id: "セッション-1", response: "完了" }), PASSES)
      ]
    },
    {
      name: "a Chinese done-claim without a test run is blocked",
      now: NOW,
      steps: [step(edit("/work/app/api/views.py", "write_file"), RECORDED), step(stop({ response: "已修复，全部完成。" }), blocks("api/views.py"))]
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
      steps: [step(bash(`name=report; echo 'x = 1' > "$name.py"`), RECORDED), step(stop(), { ...blocks("Unverified (1): report.py") })]
    },
    verifiedBy("docker compose up -d --build", "other", "a compose rebuild verifies"),
    verifiedBy("python3 -m py_compile app.py", "lint.python"),
    verifiedBy("sudo -u app env DEBUG=1 timeout 300 pytest -x", "test.python"),
    {
      name: "a write-then-run one-liner is verified",
      now: NOW,
      steps: [step(bash("cat > calc.py <<'EOF'\nprint(1 + 1)\nEOF\npython3 calc.py"), verified("run.script")), step(stop(), PASSES)]
    },
    {
      name: "a write after the test stays pending",
      now: NOW,
      steps: [
        step(edit("app.py"), RECORDED),
        step(bash("pytest -q; echo 'x = 2' > late.py"), RECORDED),
        step(stop(), { ...blocks("late.py"), excludes: ["app.py"] })
      ]
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
      steps: [step(edit("app.py"), RECORDED), step(bash("python app.py"), NOTHING), step(stop(), blocks("app.py"))]
    },
    {
      name: "with COUNT_SCRIPT_RUN off, a test run still verifies",
      now: NOW,
      env: { VERIFY_COUNT_SCRIPT_RUN: "false" },
      steps: [step(edit("app.py"), RECORDED), step(bash("pytest"), verified("test.python")), step(stop(), PASSES)]
    },
    {
      name: "a test run clears edits of every kind",
      now: NOW,
      steps: [
        step(edit("a.py"), RECORDED),
        step(bash("echo 'x' > b.sh"), RECORDED),
        step(tool("apply_patch", { command: PATCH }), RECORDED),
        step(bash("make test"), verified("native")),
        step(stop(), PASSES)
      ]
    },
    // ---- found by the labelled corpus (tests/corpus/verify_code_changes.ts) ---------------------
    notVerifiedBy("python -m pytest --collect-only -q", "pytest --collect-only lists tests without running them"),
    notVerifiedBy("npx jest --listTests", "jest --listTests runs no test"),
    verifiedBy("python app.py --help", "run.script", "running the edited script with --help verifies"),
    {
      name: "python -m running the edited module verifies",
      now: NOW,
      steps: [step(edit("etl/jobs/daily.py"), RECORDED), step(bash("python3 -m etl.jobs.daily --dry-run"), verified("run.module")), step(stop(), PASSES)]
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
      steps: [step(bash("git apply --whitespace=fix {tmp}/fix.diff"), RECORDED), step(stop(), blocks("src/calc.py"))]
    },
    {
      name: "git apply of a docs-only patch file needs no run",
      now: NOW,
      files: { "docs.diff": "--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\n" },
      steps: [step(bash("git apply {tmp}/docs.diff"), NOTHING), step(stop(), PASSES)]
    },
    shellNoWrite("git apply --check applies nothing", "git apply --check /tmp/fix.diff"),
    shellWrite("patch < an unreadable patch file lists the patch", "patch -p1 < /nonexistent/fix.diff", "/nonexistent/fix.diff"),
    shellWrite(
      "a python heredoc that rewrites a source file counts",
      "python3 - <<'EOF'\nfrom pathlib import Path\np = Path('src/config_loader.py')\np.write_text(p.read_text().replace('yaml.load(', 'yaml.safe_load('))\nEOF",
      "src/config_loader.py"
    ),
    shellNoWrite("a python heredoc that only reads code writes nothing", "python3 - <<'EOF'\nprint(open('src/app.py').read().count('def '))\nEOF"),
    verifiedBy(
      `python -c "import app, json; open('out.json', 'w').write(json.dumps(app.main()))"`,
      "run.inline",
      "python -c importing the edited module and writing data verifies"
    ),
    editThenBlock(
      "Roo apply_diff counts",
      tool("apply_diff", { path: "app/mailer.py", diff: "<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE" }),
      "app/mailer.py"
    ),
    editThenBlock("Kiro fsWrite counts", tool("fsWrite", { path: "src/cache.ts", text: "export {}" }), "src/cache.ts"),
    {
      name: "an OpenHands execute_bash test run verifies",
      now: NOW,
      steps: [step(edit("app.py"), RECORDED), step(tool("execute_bash", { command: "python -m pytest -q" }), verified("test.python")), step(stop(), PASSES)]
    },
    {
      name: "a Copilot run_in_terminal test run verifies",
      now: NOW,
      steps: [
        step(edit("app.py"), RECORDED),
        step(tool("run_in_terminal", { command: "npm test", explanation: "tests", isBackground: false }), verified("pkg.script")),
        step(stop(), PASSES)
      ]
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
        step(stop({ response: "I haven't run the tests yet." }), PASSES)
      ]
    },
    {
      name: "a reply that ends in a question still gets the one nudge",
      now: NOW,
      steps: [step(edit("app.py"), RECORDED), step(stop({ response: "途中まで変更しています。UI 側も続けて直しますか？" }), blocks("app.py"))]
    },
    { name: "other events are ignored", now: NOW, event: { event: "on_user_message", session_id: SID, message: "run the tests please" }, expect: NOTHING },
    // ---- state compatibility and reliability ---------------------------------------------------
    {
      name: "state written by the Python template is read",
      now: NOW,
      files: stateFile({ pending: [{ path: "/work/app/legacy.py", ts: NOW - 120.25, nagged: false, tool: "edit_file" }], nags: 1, version: 1 }),
      steps: [step(stop(), blocks("legacy.py")), step(stop(), PASSES)]
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
        step(stop(), PASSES)
      ]
    },
    {
      name: "a session id with odd characters maps to the reference file name",
      now: NOW,
      files: stateFile({ pending: [{ path: "/work/app/odd.py", ts: NOW - 5, nagged: false }], nags: 0 }, "chat_42_x_y"),
      steps: [step(stop({ session_id: "chat:42/x y" }), blocks("odd.py"))]
    },
    {
      name: "a corrupt state file is treated as empty",
      now: NOW,
      files: stateFile("{not json"),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))]
    },
    {
      name: "an empty state file is treated as empty",
      now: NOW,
      files: stateFile(""),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))]
    },
    {
      name: "a foreign state file is treated as empty",
      now: NOW,
      files: stateFile([1, 2, { pending: "x" }]),
      steps: [step(stop(), PASSES), step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))]
    },
    {
      name: "malformed pending entries are skipped",
      now: NOW,
      files: stateFile({ pending: [null, "x.py", { path: 7 }, { path: "/work/app/ok.py", ts: String(NOW - 10), nagged: "false" }], nags: "2" }),
      steps: [step(stop(), blocks("ok.py")), step(stop(), PASSES)]
    },
    {
      name: "a lock left by a dead process does not wedge the guard",
      now: NOW,
      files: { [`${STATE}/${SID}.json.lock`]: "999999999" },
      steps: [step(edit("app.py"), RECORDED), step(stop(), blocks("app.py"))]
    },
    {
      name: "an unwritable state folder fails open",
      now: NOW,
      env: { VERIFY_GUARD_STATE_DIR: "{tmp}/not-a-folder/state" },
      files: { "not-a-folder": "a file, so nothing can be created below it" },
      steps: [step(edit("app.py"), { verdict: "continue", rule: "state.unwritable" }), step(stop(), PASSES)]
    }
  ]
};

// selftests/runner.ts
var import_node_child_process = require("node:child_process");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// selftests/check.ts
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var FIELD = {
  response: "response",
  notification: "notification",
  tool_input: "tool_input",
  context: "context",
  warn: "add_warning"
};
function kindOf(out) {
  if (!out || Object.keys(out).length === 0) return "continue";
  if (out.decision === "block") return "block";
  for (const [kind, field] of Object.entries(FIELD)) if (field in out) return kind;
  if ("systemMessage" in out) return "warn";
  return "continue";
}
function textOf(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function check(expect, answer) {
  if (answer.exitCode !== void 0 && answer.exitCode !== 0) return `exit code ${answer.exitCode}`;
  const text = answer.stdout.trim();
  let out;
  if (text) {
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return `stdout is not a JSON object: ${text.slice(0, 120)}`;
      out = parsed;
    } catch {
      return `stdout is not JSON: ${text.slice(0, 120)}`;
    }
  }
  const kind = kindOf(out);
  const got = out ? JSON.stringify(out).slice(0, 300) : "(nothing)";
  if (kind !== expect.verdict) return `expect=${expect.verdict} got=${got}`;
  if (expect.rule !== void 0 && expect.rule !== answer.rule) return `expect rule=${expect.rule} got rule=${answer.rule ?? "(none)"}`;
  if (kind === "continue") return void 0;
  const value = kind === "block" ? out?.reason : out?.[FIELD[kind]] ?? out?.systemMessage;
  if (expect.equals !== void 0 && !same(expect.equals, value))
    return `expect=${JSON.stringify(expect.equals).slice(0, 200)} got=${textOf(value).slice(0, 200)}`;
  const body = textOf(value);
  for (const part of expect.includes ?? []) if (!body.includes(part)) return `missing ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  for (const part of expect.excludes ?? []) if (body.includes(part)) return `unexpected ${JSON.stringify(part)} in ${JSON.stringify(body.slice(0, 200))}`;
  return void 0;
}
function stepsOf(c) {
  if (c.steps) return c.steps;
  if (c.event && c.expect) return [{ event: c.event, expect: c.expect, ...c.argv ? { argv: c.argv } : {} }];
  return [];
}
function withTmp(value, tmp) {
  if (typeof value === "string") return value.split("{tmp}").join(tmp);
  if (Array.isArray(value)) return value.map((v) => withTmp(v, tmp));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = withTmp(v, tmp);
    return out;
  }
  return value;
}
function caseFolder(c, prefix = "hookguard-") {
  const tmp = (0, import_node_fs.mkdtempSync)((0, import_node_path.join)((0, import_node_os.tmpdir)(), prefix));
  for (const [rel, content] of Object.entries(c.files ?? {})) {
    const path = (0, import_node_path.join)(tmp, rel);
    (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true });
    (0, import_node_fs.writeFileSync)(path, withTmp(content, tmp));
  }
  return tmp;
}

// selftests/runner.ts
function baseEnv() {
  const keep = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "SYSTEMROOT"];
  const env = {};
  for (const k of keep) if (process.env[k] !== void 0) env[k] = String(process.env[k]);
  return env;
}
function lastRule(logPath) {
  try {
    const lines = (0, import_node_fs2.readFileSync)(logPath, "utf8").trim().split("\n");
    const last = JSON.parse(lines[lines.length - 1] ?? "{}");
    return typeof last === "object" && last !== null && "rule" in last && typeof last.rule === "string" ? last.rule : void 0;
  } catch {
    return void 0;
  }
}
function runCase(guardPath, table2, c) {
  const tmp = caseFolder(c);
  try {
    const log = (0, import_node_path2.join)(tmp, ".debug.log");
    const env = { ...baseEnv(), ...withTmp(table2.env ?? {}, tmp), ...withTmp(c.env ?? {}, tmp), HOOKGUARD_DEBUG_LOG: log };
    if (c.now !== void 0) env.HOOKGUARD_NOW = String(c.now);
    const steps = stepsOf(c);
    if (steps.length === 0) return "case has no event";
    for (const [i, step2] of steps.entries()) {
      (0, import_node_fs2.rmSync)(log, { force: true });
      const r = (0, import_node_child_process.spawnSync)(process.execPath, [guardPath, ...step2.argv ?? []], {
        input: JSON.stringify(withTmp(step2.event, tmp)),
        env,
        cwd: tmp,
        encoding: "utf8",
        timeout: 15e3,
        maxBuffer: 64 * 1024 * 1024
      });
      if (r.error) return `step ${i + 1}: ${r.error.message}`;
      const miss = check(step2.expect, { stdout: r.stdout, rule: lastRule(log), exitCode: r.status });
      if (miss) return steps.length > 1 ? `step ${i + 1}: ${miss}` : miss;
    }
    return void 0;
  } finally {
    (0, import_node_fs2.rmSync)(tmp, { recursive: true, force: true });
  }
}
function configProblems(guardPath) {
  const r = (0, import_node_child_process.spawnSync)(process.execPath, [guardPath, "--check-config"], { encoding: "utf8", timeout: 15e3 });
  try {
    const parsed = JSON.parse(r.stdout);
    if (typeof parsed === "object" && parsed !== null && "problems" in parsed && Array.isArray(parsed.problems)) return parsed.problems.map(String);
  } catch {
  }
  return [`the guard did not answer --check-config (exit ${r.status}): ${(r.stderr || r.stdout).trim().slice(0, 300)}`];
}
function runSelftest(table2) {
  const flag = process.argv.find((a) => a.startsWith("--guard="));
  const beside = [".cjs", ".py"].map((ext) => (0, import_node_path2.join)((0, import_node_path2.dirname)(process.argv[1] ?? "."), `${table2.guard}${ext}`));
  const guardPath = (0, import_node_path2.resolve)(flag ? flag.slice(8) : beside.find((f) => (0, import_node_fs2.existsSync)(f)) ?? beside[0]);
  const filter = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  if (!(0, import_node_fs2.existsSync)(guardPath)) {
    const also = flag ? "" : ` (nor ${table2.guard}.py)`;
    process.stdout.write(`FAIL  guard file not found: ${guardPath}${also}
0 passed, 1 failed
`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const problem of configProblems(guardPath)) {
    failed++;
    process.stdout.write(`FAIL  config  ${problem}
`);
  }
  for (const c of table2.cases) {
    if (filter && !c.name.includes(filter)) continue;
    const miss = runCase(guardPath, table2, c);
    if (miss) failed++;
    else passed++;
    process.stdout.write(miss ? `FAIL  ${c.name}  ${miss}
` : `ok    ${c.name}
`);
  }
  process.stdout.write(`${passed} passed, ${failed} failed
`);
  process.exit(failed ? 1 : 0);
}

// verify_code_changes_selftest.ts
runSelftest(table);
