#!/usr/bin/env node
"use strict";

// templates/verify_code_changes/tables.ts
//! verify_code_changes - no "done" on code that was never run.
//!
//! Events: pre_tool_call records (never blocks): an edit of a code file marks it pending; a test,
//!         build, lint or type-check command - or running the script - clears every pending edit.
//!         on_stop decides: pending, un-nagged, fresh edits -> block once, listing up to 8 files.
//!         (post_tool_call and on_completion_claim may be wired too: same recorder, same decider.)
//! State: <STATE_DIR>/<session>.json = {"pending": [{"path", "ts", "nagged"}], "nags": n}, ts in
//!        epoch seconds - the Python template's file, so a swap mid-session keeps pending edits.
//! Wire with ABSOLUTE paths in workspace/config/shell_hooks.yaml, then run the selftest beside
//! this file: ./verify_code_changes_selftest.cjs
//!
//! CONFIG - edit the values below in YOUR copy. Each has an env var override (named on its line):
//! a set, non-empty env var wins; 0/false/no/off mean false.
//! Pending edits older than this many minutes never block a stop.     env VERIFY_TTL_MIN
var VERIFY_TTL_MIN = 30;
//! At most this many stop-blocks ("nags") per session.                env VERIFY_MAX_NAGS_PER_SESSION
var MAX_NAGS_PER_SESSION = 3;
//! Running a code file (python app.py, node x.mjs, ./run.sh, bash x.sh) counts as verification. env VERIFY_COUNT_SCRIPT_RUN
var COUNT_SCRIPT_RUN = true;
//! Where the per-session state files live.                            env VERIFY_GUARD_STATE_DIR
var STATE_DIR = "/data/workspace/.verify_guard";
//! How many files the stop message lists.                              env VERIFY_MAX_FILES_LISTED
var MAX_FILES_LISTED = 8;
//! On an internal error (a bug, an unreadable state file...): "open" lets the action through, as the
//! bus does; "closed" blocks a gate (prompt, tool call, stop) with a reason, on hosts where exit 2
//! blocks (Claude Code, Codex, Azure; on the Starchild bus set `fail_mode: closed` on the hook). env HOOKGUARD_FAIL_MODE
var FAIL_MODE = "open";
//! Files whose edit needs a run before "done" (lower-case extensions, with the dot).
var CODE_EXTENSIONS = [
  ".py",
  ".pyi",
  ".pyx",
  ".ipynb",
  ".js",
  ".mjs",
  ".cjs",
  ".jsx",
  ".ts",
  ".mts",
  ".cts",
  ".tsx",
  ".vue",
  ".svelte",
  ".astro",
  ".go",
  ".rs",
  ".java",
  ".kt",
  ".kts",
  ".scala",
  ".sc",
  ".groovy",
  ".gradle",
  ".clj",
  ".cljs",
  ".cljc",
  ".c",
  ".h",
  ".cc",
  ".cpp",
  ".cxx",
  ".hpp",
  ".hh",
  ".hxx",
  ".m",
  ".mm",
  ".cu",
  ".cuh",
  ".cs",
  ".fs",
  ".fsx",
  ".vb",
  ".swift",
  ".dart",
  ".zig",
  ".nim",
  ".rb",
  ".rake",
  ".php",
  ".pl",
  ".pm",
  ".lua",
  ".r",
  ".jl",
  ".ex",
  ".exs",
  ".erl",
  ".hrl",
  ".hs",
  ".ml",
  ".mli",
  ".elm",
  ".sol",
  ".tf",
  ".sh",
  ".bash",
  ".zsh",
  ".fish",
  ".ps1",
  ".psm1",
  ".bat",
  ".cmd"
];
//! Code files without an extension (exact base names).
var CODE_FILENAMES = [
  "Makefile",
  "makefile",
  "GNUmakefile",
  "Dockerfile",
  "Containerfile",
  "Rakefile",
  "Jenkinsfile",
  "justfile",
  "BUILD",
  "WORKSPACE"
];
//! Docs and data never count, even if also listed above (suffixes; ".min.js" beats ".js").
var EXEMPT_EXTENSIONS = [
  ".md",
  ".markdown",
  ".mdx",
  ".rst",
  ".txt",
  ".adoc",
  ".org",
  ".tex",
  ".rtf",
  ".doc",
  ".docx",
  ".pdf",
  ".json",
  ".jsonl",
  ".ndjson",
  ".yaml",
  ".yml",
  ".toml",
  ".ini",
  ".cfg",
  ".conf",
  ".env",
  ".properties",
  ".csv",
  ".tsv",
  ".xml",
  ".xls",
  ".xlsx",
  ".parquet",
  ".sqlite",
  ".db",
  ".lock",
  ".log",
  ".svg",
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".webp",
  ".ico",
  ".mp3",
  ".mp4",
  ".wav",
  ".min.js",
  ".map",
  ".snap",
  ".lcov",
  ".pyc",
  ".d.ts.map"
];
//! Tool names are one vocabulary for every guard (engine/tools.ts: bash, run_command, Edit, Write,
//! apply_patch, str_replace_based_edit_tool ... of Claude, Codex, Gemini, Copilot, Kimi, Cline, VS Code).
//! Add YOUR own tools here; names compare case-insensitively and an MCP prefix (mcp__server__) is ignored.
//! Tools that edit files (added to the built-in ones), and the input fields that may hold the path.
var EDIT_TOOLS = [];
var PATH_FIELDS = ["path", "file_path", "filename", "filePath", "notebook_path", "target_file", "file", "files"];
//! Tools (and shell programs) whose input is a patch: an apply_patch envelope (*** Add File: /
//! *** Update File: / *** Move to:) or a unified diff (--- a/x, +++ b/x). In a shell command the
//! patch is read from a heredoc or the arguments (`git apply <<EOF` too). Added to the built-in ones.
var PATCH_TOOLS = [];
var PATCH_FIELDS = ["command", "input", "patch", "content"];
//! Shell tools (added to the built-in ones), and the input fields that may hold the command line.
var SHELL_TOOLS = [];
var COMMAND_FIELDS = ["command", "cmd", "script", "commandLine", "command_line"];
//! Shell tool input fields naming the folder the command runs in (relative paths resolve there).
var WORKDIR_FIELDS = ["workdir", "cwd", "dir_path", "directory", "working_directory"];
//! Prefixes that run the command after them (`npx jest`, `uv run pytest`, `bundle exec rspec`;
//! sudo / env / timeout / nice / time ... are peeled by the shared shell parser before these):
//! the command behind is checked instead. `value` flags take the next word as their value; `skip`
//! positional words (a container, a service) come before the command.
var RUNNERS = [
  { prefix: "xvfb-run", value: ["-s", "--server-args", "-n", "--server-num", "-e", "--error-file", "-f", "--auth-file"] },
  { prefix: "dotenv", value: ["-e", "-f", "-c", "-v"] },
  { prefix: "npx", value: ["-p", "--package", "-c", "--call"] },
  { prefix: "bunx", value: ["-p", "--package"] },
  { prefix: "pnpx", value: [] },
  { prefix: "npm exec", value: ["-p", "--package", "-c", "--call", "-w", "--workspace"] },
  { prefix: "pnpm exec", value: ["-C", "--dir", "--filter", "-F"] },
  { prefix: "pnpm dlx", value: [] },
  { prefix: "yarn dlx", value: ["-p", "--package"] },
  { prefix: "yarn exec", value: [] },
  { prefix: "bun x", value: [] },
  { prefix: "uv run", value: ["--with", "-p", "--python", "--project", "--directory", "--package", "--extra", "--group", "--env-file"] },
  { prefix: "uvx", value: ["--with", "-p", "--python", "--from"] },
  { prefix: "poetry run", value: ["-C", "--directory", "-P", "--project"] },
  { prefix: "pipenv run", value: [] },
  { prefix: "pdm run", value: ["-p", "--project"] },
  { prefix: "hatch run", value: [] },
  { prefix: "rye run", value: [] },
  { prefix: "pixi run", value: ["-e", "--environment", "--manifest-path"] },
  { prefix: "conda run", value: ["-n", "--name", "-p", "--prefix"] },
  { prefix: "mamba run", value: ["-n", "--name", "-p", "--prefix"] },
  { prefix: "micromamba run", value: ["-n", "--name", "-p", "--prefix"] },
  { prefix: "bundle exec", value: [] },
  { prefix: "dotnet tool run", value: [] },
  { prefix: "coverage run", value: ["--source", "--rcfile", "--omit", "--include", "--data-file"] },
  { prefix: "nix develop -c", value: [] },
  { prefix: "devbox run", value: [] },
  {
    prefix: "docker run",
    value: [
      "-e",
      "--env",
      "--env-file",
      "-u",
      "--user",
      "-w",
      "--workdir",
      "-v",
      "--volume",
      "--mount",
      "--name",
      "-p",
      "--publish",
      "--network",
      "--net",
      "--entrypoint",
      "--platform",
      "-l",
      "--label",
      "-m",
      "--memory",
      "--cpus",
      "--gpus",
      "--shm-size",
      "--add-host",
      "-h",
      "--hostname",
      "--ulimit",
      "--cap-add",
      "--security-opt"
    ],
    skip: 1
  },
  {
    prefix: "podman run",
    value: [
      "-e",
      "--env",
      "--env-file",
      "-u",
      "--user",
      "-w",
      "--workdir",
      "-v",
      "--volume",
      "--mount",
      "--name",
      "-p",
      "--publish",
      "--network",
      "--net",
      "--entrypoint",
      "--platform"
    ],
    skip: 1
  },
  { prefix: "docker exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker compose exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker compose run", value: ["-e", "--env", "-u", "--user", "-w", "--workdir", "-v", "--volume"], skip: 1 },
  { prefix: "docker-compose exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker-compose run", value: ["-e", "--env", "-u", "--user", "-w", "--workdir", "-v", "--volume"], skip: 1 },
  { prefix: "kubectl exec", value: ["-n", "--namespace", "-c", "--container"], skip: 1 }
];
//! Interpreters that run a script file given as their first argument (python app.py, node x.mjs,
//! bash x.sh ...). `module` flags run a module instead (python -m pytest -> checked as `pytest`);
//! `inline` flags run code from the command line (python -c "import app" counts when it names an
//! edited file); `value` flags take the next word as their value.
var SCRIPT_RUNNERS = [
  { programs: ["python", "python2", "python3", "py", "pypy", "pypy3"], module: ["-m"], inline: ["-c"], value: ["-W", "-X", "-Q"] },
  {
    programs: ["node", "nodejs"],
    module: [],
    inline: ["-e", "--eval", "-p", "--print"],
    value: ["-r", "--require", "--import", "--loader", "--experimental-loader", "-C", "--conditions"]
  },
  {
    programs: ["bun", "ts-node", "tsx", "esno", "esrun", "vite-node", "jiti"],
    module: [],
    inline: ["-e", "--eval", "-p", "--print"],
    value: ["-r", "--require", "--import", "-P", "--project", "--tsconfig"]
  },
  { programs: ["deno run", "bun run", "streamlit run"], module: [], inline: [], value: ["--config", "-c", "--import-map"] },
  { programs: ["ruby", "perl", "php"], module: [], inline: ["-e", "-r"], value: ["-I", "-M", "-d"] },
  { programs: ["bash", "sh", "zsh", "dash", "ksh", "fish"], module: [], inline: ["-c"], value: ["-o", "-O", "--rcfile", "--init-file"] },
  { programs: ["pwsh", "powershell"], module: [], inline: ["-Command", "-c"], value: ["-ExecutionPolicy", "-ep", "-WorkingDirectory", "-wd"] },
  {
    programs: ["Rscript", "lua", "luajit", "julia", "elixir", "groovy", "kotlin", "dart run", "go run", "swift", "scala"],
    module: [],
    inline: ["-e"],
    value: []
  }
];
//! App servers that import the code they are given (uvicorn app.main:app, gunicorn wsgi:app, flask
//! --app app run): starting one on the edited code counts as running it, like COUNT_SCRIPT_RUN says.
//! A two-word name needs its second word anywhere after the first (`flask --app x run`).
var APP_SERVERS = ["uvicorn", "gunicorn", "hypercorn", "daphne", "granian", "waitress-serve", "fastapi dev", "fastapi run", "flask run"];
//! Dry runs and listings: a command of one of `programs` with one of `flags` (`-list`, or
//! `-list=.`), or a short-flag cluster holding a `cluster` letter (`make -nB`), or whose first
//! argument is one of `first`, prints what it would run and runs nothing (`make -n test`,
//! `go test -list .`, `vitest list`). --help / --version / --collect-only / --listTests /
//! --showConfig never verify, whatever the program.
var DRY_RUNS = [
  { programs: ["make", "gmake"], flags: ["-n", "--dry-run", "--just-print", "--recon", "-q", "--question"], first: [], cluster: "nq" },
  { programs: ["ninja"], flags: ["-n", "--dry-run"], first: [], cluster: "n" },
  { programs: ["eslint"], flags: ["--print-config", "--init", "--env-info"], first: [] },
  { programs: ["ruff"], flags: ["--show-settings", "--show-files"], first: [] },
  { programs: ["go"], flags: ["-list", "-n"], first: [] },
  { programs: ["cargo"], flags: ["--list"], first: [] },
  { programs: ["ctest"], flags: ["-N", "--show-only"], first: [] },
  { programs: ["gradle", "gradlew"], flags: ["-m", "--dry-run"], first: ["tasks", "projects", "dependencies", "properties", "help"] },
  { programs: ["pytest", "py.test"], flags: ["--fixtures", "--fixtures-per-test", "--markers", "--setup-plan"], first: [] },
  { programs: ["tox"], flags: ["-l", "-a", "--listenvs", "--listenvs-all"], first: ["list", "l"] },
  { programs: ["nox"], flags: ["-l", "--list", "--list-sessions"], first: [] },
  { programs: ["vitest"], flags: [], first: ["list"] },
  { programs: ["playwright"], flags: ["--list"], first: [] },
  { programs: ["mocha"], flags: ["--dry-run"], first: [] }
];
//! A long `match` is written as parts, one short line each: seq(...parts) is the parts one after
//! another, compiled once; anyOf(...parts) the group (?:a|b|c), tried in the order written. Parts
//! are regex literals (only their source is used) or groups.
function seq(...parts) {
  return new RegExp(parts.map((p) => p.source).join(""));
}
function anyOf(...parts) {
  return { source: `(?:${parts.map((p) => p.source).join("|")})` };
}
//! Verification commands: a test run, build, lint or type-check clears every pending edit.
//! `match` is tested against each simple command of a shell line, unwrapped (sudo / env / timeout /
//! npx / uv run ...) and written as `program arg arg` (program = base name: ./gradlew -> gradlew),
//! but only when the program is one of the row's `programs` ("run*" = starts with, "*.sh" = ends with): most commands are
//! `ls` or `git`, and they should cost a table lookup, not twenty regular expressions.
//! Only real invocations count: `echo pytest`, `pip install pytest` or `# run tests` do not.
//! Each row carries examples, checked by the selftest: `block` = commands that verify through THIS
//! row (they clear the pending edits), `allow` = commands that must verify through no row.
var VERIFY_COMMANDS = [
  {
    id: "test.python",
    why: "Python test runner",
    programs: ["pytest", "py.test", "unittest", "doctest", "nose2", "nosetests", "tox", "nox", "behave", "green", "ward", "robot", "trial", "hatch"],
    match: /^(?:pytest|py\.test|unittest|doctest|nose2|nosetests|tox|nox|behave|green|ward|robot|trial|hatch test)(?: |$)/,
    examples: {
      block: [
        "pytest -q",
        "hatch test -a",
        "python -m pytest tests/",
        "python3 -m unittest discover",
        "uv run pytest -x",
        "tox -e py312",
        "cd api && poetry run pytest",
        'docker run --rm -v "$PWD":/app -w /app python:3.12 python -m pytest'
      ],
      allow: ["pip install pytest", "echo pytest", "cat pytest.ini", "pytest --collect-only -q", "pytest --fixtures", "tox -l"]
    }
  },
  {
    id: "test.django",
    why: "Django test / check",
    programs: ["manage.py"],
    match: /^manage\.py (?:test|check)(?: |$)/,
    examples: { block: ["python manage.py test", "./manage.py check"], allow: ["cat manage.py", "echo python manage.py test"] }
  },
  {
    id: "lint.python",
    why: "Python linter or type checker",
    programs: [
      "ruff",
      "mypy",
      "dmypy",
      "pyright",
      "basedpyright",
      "pytype",
      "pyre",
      "flake8",
      "pylint",
      "pyflakes",
      "pycodestyle",
      "pydocstyle",
      "bandit",
      "pylama",
      "prospector",
      "py_compile",
      "compileall",
      "black",
      "isort"
    ],
    match: seq(
      /^/,
      anyOf(
        /ruff(?: check| format (?:\S+ )*--(?:check|diff))|mypy|dmypy|pyright|basedpyright|pytype|pyre/,
        /flake8|pylint|pyflakes|pycodestyle|pydocstyle|bandit|pylama|prospector|py_compile|compileall/,
        /black (?:\S+ )*--check|isort (?:\S+ )*--check(?:-only)?/
      ),
      /(?: |$)/
    ),
    examples: {
      block: ["ruff check .", "mypy src", "pyright", "python -m py_compile app.py", "flake8 app.py", "pylint pkg", "black --check ."],
      allow: ["ruff format .", "pip install mypy", "black .", "ruff check --show-settings"]
    }
  },
  {
    id: "test.js",
    why: "JavaScript test runner",
    programs: [
      "jest",
      "vitest",
      "mocha",
      "ava",
      "tap",
      "tape",
      "jasmine",
      "karma",
      "uvu",
      "qunit",
      "cucumber-js",
      "wdio",
      "testcafe",
      "c8",
      "nyc",
      "playwright",
      "cypress",
      "node"
    ],
    match: /^(?:jest|vitest|mocha|ava|tap|tape|jasmine|karma|uvu|qunit|cucumber-js|wdio|testcafe|c8|nyc|playwright test|cypress run|node (?:\S+ )*--test)(?: |=|$)/,
    examples: {
      block: ["npx jest", "vitest run", "npx mocha test/", "node --test", "npx playwright test", "pnpm vitest"],
      allow: ["npm install -D vitest", "echo jest", "cat jest.config.js", "npx jest --listTests", "npx vitest list", "npx playwright test --list"]
    }
  },
  {
    id: "check.syntax",
    why: "syntax check of a script",
    programs: ["node", "bash", "sh", "zsh", "ruby", "perl", "php"],
    match: /^(?:node (?:\S+ )*(?:--check|-c)|bash -n|sh -n|zsh -n|ruby (?:\S+ )*-c|perl (?:\S+ )*-c|php (?:\S+ )*-l)(?: |$)/,
    examples: { block: ["node --check server.js", "bash -n deploy.sh", "php -l index.php"], allow: ["node --version"] }
  },
  {
    id: "types.js",
    why: "TypeScript / JavaScript type checker",
    programs: ["tsc", "vue-tsc", "tsgo", "svelte-check", "astro", "flow", "tsd", "deno"],
    match: /^(?:tsc|vue-tsc|tsgo|svelte-check|astro check|flow|tsd|deno check)(?: |$)/,
    examples: { block: ["tsc --noEmit", "npx tsc -p .", "npx vue-tsc --noEmit", "deno check main.ts"], allow: ["npm install typescript", "tsc --version"] }
  },
  {
    id: "lint.js",
    why: "JavaScript / TypeScript linter",
    programs: ["eslint", "oxlint", "tslint", "standard", "xo", "stylelint", "jshint", "biome", "rome", "deno", "next", "prettier"],
    match: seq(
      /^/,
      anyOf(/eslint|oxlint|tslint|standard|xo|stylelint|jshint|biome (?:check|lint|ci)|rome (?:check|ci)/, /deno lint|next lint|prettier (?:\S+ )*--check/),
      /(?: |$)/
    ),
    examples: {
      block: ["npx eslint .", "biome check src", "deno lint", "npx prettier --check ."],
      allow: ["npx prettier --write .", "npm i eslint", "npx eslint --print-config src/a.ts"]
    }
  },
  {
    id: "build.js",
    why: "JavaScript bundler or framework build",
    programs: [
      "vite",
      "webpack",
      "rollup",
      "esbuild",
      "tsup",
      "parcel",
      "next",
      "nuxt",
      "nuxi",
      "astro",
      "ng",
      "vue-cli-service",
      "react-scripts",
      "turbo",
      "nx",
      "lerna",
      "svelte-kit",
      "remix",
      "gatsby",
      "ncc"
    ],
    match: seq(
      /^/,
      anyOf(
        /vite build|webpack|rollup|esbuild|tsup|parcel build|next build|nuxt build|nuxi build|astro build/,
        /ng (?:build|test|lint)|vue-cli-service (?:build|test|lint)|react-scripts (?:build|test)/,
        /turbo (?:run )?(?:build|test|lint|typecheck|check)/,
        /nx (?:run-many|affected|test|build|lint|run \S+:(?:test|build|lint|typecheck|type-check|check|e2e)\S*)/,
        /lerna run (?:build|test|lint)|svelte-kit build|remix build|gatsby build|ncc build/
      ),
      /(?: |$)/
    ),
    examples: {
      block: ["npx vite build", "npx next build", "npx turbo run test", "npx webpack --mode production", "npx nx run api:test"],
      allow: ["npx vite", "npm i webpack"]
    }
  },
  {
    id: "test.bun-deno",
    why: "Bun / Deno test runner",
    programs: ["bun", "deno"],
    match: /^(?:bun test|deno test|deno bench|deno compile)(?: |$)/,
    examples: { block: ["bun test", "deno test -A"], allow: ["bun install", "deno fmt"] }
  },
  {
    id: "pkg.script",
    why: "package script: test / build / lint / typecheck / check",
    programs: ["npm", "pnpm", "yarn", "bun", "cnpm", "composer", "deno", "hatch", "pdm"],
    match: seq(
      /^(?:npm|pnpm|yarn|bun|cnpm|composer|deno task|hatch run|pdm run) /,
      // options and their values, a workspace, `run` / `run-script` and its options
      /(?:-\S+ (?:[^-\s]\S* )?)*(?:workspace \S+ )?(?:run(?:-script)? (?:-\S+ )*)?/,
      anyOf(/t|tests?|build|lint|typecheck|type-check|types|check|tsc|verify|e2e|spec|compile|validate/, /unit|integration|analyse|analyze|phpstan/),
      /(?:[:_-]\S*)?(?: |$)/
    ),
    examples: {
      block: [
        "npm test",
        "npm run build",
        "npm run test:unit",
        "yarn lint",
        "pnpm --filter web test",
        "bun run typecheck",
        "npm run check -- --fail-on-warnings",
        "composer test",
        "deno task test"
      ],
      allow: ["npm install", "npm run dev", "npm start", "yarn add jest", "echo npm test"]
    }
  },
  {
    id: "go",
    why: "Go test / build / vet / run",
    programs: ["go", "gotestsum", "golangci-lint", "staticcheck", "ginkgo", "govulncheck", "revive", "errcheck"],
    match: /^(?:go (?:-C \S+ )?(?:test|build|vet|run|install)|gotestsum|golangci-lint|staticcheck|ginkgo|govulncheck|revive|errcheck)(?: |$)/,
    examples: {
      block: ["go test ./...", "go build ./cmd/app", "go vet ./...", "golangci-lint run", "go run ."],
      allow: ["go mod tidy", "go get github.com/x/y", "go fmt ./...", "go test -list . ./...", "go build -n ./cmd/app"]
    }
  },
  {
    id: "rust",
    why: "Cargo test / check / build / clippy / run",
    programs: ["cargo", "rustc", "clippy-driver"],
    match: seq(
      /^/,
      anyOf(
        /cargo (?:\+\S+ )?(?:-\S+ )*(?:test|t|check|c|build|b|clippy|run|r|nextest|bench|miri|tarpaulin|llvm-cov|fmt (?:\S+ )*--check)/,
        /rustc|clippy-driver/
      ),
      /(?: |$)/
    ),
    examples: {
      block: ["cargo test", "cargo +nightly clippy -- -D warnings", "cargo check --all-targets", "cargo build --release", "cargo run --bin app"],
      allow: ["cargo add serde", "cargo fmt", "cargo update", "cargo test -- --list"]
    }
  },
  {
    id: "jvm",
    why: "Maven / Gradle / sbt / javac build or test",
    programs: ["mvn", "mvnw", "mvnd", "gradle", "gradlew", "sbt", "lein", "ant", "javac", "kotlinc", "scalac", "ktlint", "detekt"],
    match: seq(
      /^/,
      anyOf(
        /(?:mvn|mvnw|mvnd) (?:\S+ )*(?:test|verify|package|install|compile|test-compile|integration-test|deploy|\S+:check)/,
        /(?:gradle|gradlew) (?:\S+ )*\S*(?:test|Test|build|Build|check|Check|compile|Compile|assemble|Assemble|lint|Lint|bootRun|run)\S*/,
        /sbt (?:\S+ )*(?:test|compile|run|package)\S*|lein (?:test|check|compile|uberjar)|ant|javac/,
        /kotlinc|scalac|ktlint|detekt/
      ),
      /(?: |$)/
    ),
    examples: {
      block: ["mvn test", "./mvnw -q verify", "./gradlew test", "gradle build", "./gradlew :app:testDebugUnitTest", "sbt test", "javac Main.java"],
      allow: ["mvn clean", "./gradlew --stop", "mvn dependency:tree", "./gradlew tasks --all", "./gradlew build --dry-run"]
    }
  },
  {
    id: "dotnet",
    why: ".NET build / test / run",
    programs: ["dotnet", "msbuild", "vstest.console"],
    match: /^(?:dotnet (?:test|build|run|msbuild|vstest|publish|format (?:\S+ )*--verify-no-changes)|msbuild|vstest\.console)(?: |$)/,
    examples: { block: ["dotnet test", "dotnet build -c Release", "dotnet run --project src/App"], allow: ["dotnet restore", "dotnet add package Serilog"] }
  },
  {
    id: "native",
    why: "C / C++ compiler, make, ninja, CMake, Bazel",
    programs: [
      "gcc",
      "g++",
      "clang",
      "clang++",
      "cc",
      "c++",
      "cl",
      "tcc",
      "nvcc",
      "zig",
      "make",
      "gmake",
      "ninja",
      "cmake",
      "ctest",
      "meson",
      "scons",
      "bazel",
      "bazelisk",
      "buck",
      "buck2",
      "pants",
      "please",
      "xmake",
      "just",
      "task",
      "mage"
    ],
    match: seq(
      /^/,
      anyOf(
        /gcc|g\+\+|clang|clang\+\+|cc|c\+\+|cl|tcc|nvcc|zig (?:build|test|run|cc)/,
        /(?:make|gmake|ninja)(?! (?:clean|distclean|help|install|uninstall|fmt|format)(?: |$))/,
        /cmake (?:\S+ )*--build|ctest|meson (?:test|compile)|scons/,
        /(?:bazel|bazelisk) (?:\S+ )*(?:build|test|run|coverage)/,
        /(?:buck2?|pants|please) (?:build|test|run)|xmake/,
        /(?:just|task|mage) (?:\S+ )*(?:test|build|check|lint|ci|verify)\S*/
      ),
      /(?: |$)/
    ),
    examples: {
      block: [
        "make",
        "make test",
        "make -j8",
        "ninja -C build",
        "cmake --build build",
        "ctest --output-on-failure",
        "bazel test //...",
        "gcc -o app main.c",
        "just test"
      ],
      allow: ["make clean", "cmake -S . -B build", "bazel clean", "make -n test", "make -nB check", "ctest -N"]
    }
  },
  {
    id: "ruby",
    why: "Ruby test runner or linter",
    programs: ["rspec", "rake", "rails", "rubocop", "standardrb", "srb", "steep", "cucumber", "minitest", "testrb"],
    match: /^(?:rspec|rake(?=$| -| (?:test|spec|default|ci))|rails (?:test|spec)|rubocop|standardrb|srb tc|steep check|cucumber|minitest|testrb)(?: |$)/,
    examples: { block: ["bundle exec rspec", "rake", "bin/rails test", "bundle exec rubocop"], allow: ["bundle install", "rails server", "gem install rspec"] }
  },
  {
    id: "php",
    why: "PHP test runner or analyser",
    programs: ["phpunit", "pest", "paratest", "phpstan", "psalm", "phpcs", "codecept", "artisan", "php"],
    match: /^(?:phpunit|pest|paratest|phpstan|psalm|phpcs|codecept run|artisan test|php artisan test)(?: |$)/,
    examples: { block: ["vendor/bin/phpunit", "php artisan test", "./vendor/bin/phpstan analyse"], allow: ["composer install", "php artisan migrate"] }
  },
  {
    id: "mobile",
    why: "Swift / Xcode / Dart / Flutter build or test",
    programs: ["swift", "swiftc", "swiftlint", "xcodebuild", "dart", "flutter"],
    match: /^(?:swift (?:build|test|run)|swiftc|swiftlint|xcodebuild|(?:dart|flutter) (?:test|analyze|compile|build|run))(?: |$)/,
    examples: {
      block: ["swift test", "swift build", "xcodebuild test -scheme App", "flutter test", "dart analyze"],
      allow: ["swift package resolve", "flutter pub get"]
    }
  },
  {
    id: "other",
    why: "Elixir / Erlang / Haskell / Perl / shell / Lua / R / Terraform / Nix check",
    programs: [
      "mix",
      "rebar3",
      "erlc",
      "elixirc",
      "cabal",
      "stack",
      "ghc",
      "prove",
      "shellcheck",
      "bats",
      "busted",
      "luacheck",
      "R",
      "terraform",
      "tofu",
      "tflint",
      "nix",
      "nix-build",
      "pre-commit",
      "docker",
      "podman",
      "buildah",
      "jupyter",
      "papermill"
    ],
    match: seq(
      /^/,
      anyOf(
        /mix (?:test|compile|credo|dialyzer)|rebar3 (?:eunit|ct|compile|dialyzer)|erlc|elixirc/,
        /(?:cabal|stack) (?:build|test|run|bench)|ghc|prove|shellcheck|bats|busted|luacheck/,
        /R CMD (?:check|build)|(?:terraform|tofu) (?:validate|plan|test)|tflint/,
        /(?:nix (?:build|flake check)|nix-build)|pre-commit run/,
        /(?:docker|podman|buildah) (?:build|buildx build|image build|compose (?:\S+ )*(?:build|--build))/,
        /jupyter (?:nbconvert (?:\S+ )*--execute|execute)|papermill/
      ),
      /(?: |$)/
    ),
    examples: {
      block: [
        "mix test",
        "cabal test",
        "prove -l t/",
        "shellcheck deploy.sh",
        "terraform validate",
        "docker build -t app .",
        "docker compose up -d --build",
        "pre-commit run --all-files",
        "jupyter nbconvert --to notebook --execute nb.ipynb"
      ],
      allow: ["mix deps.get", "terraform fmt", "docker ps", "docker compose up -d", "jupyter lab"]
    }
  },
  {
    id: "test.script",
    why: "project test / build / lint script",
    programs: ["run*", "*.sh", "*.bash", "*.py", "*.js", "*.mjs", "*.ts", "*.rb", "*.pl", "*.ps1"],
    match: seq(
      /^/,
      anyOf(
        /run[_-]?(?:tests?|checks?|ci|build|lint|verify)(?:[_-]\S*)?(?:\.(?:sh|bash|py|js|mjs|ts|rb|pl|ps1))?/,
        /(?:tests?|checks?|ci|build|lint|verify|validate)(?:[_-]\S*)?\.(?:sh|bash|py|js|mjs|ts|rb|pl|ps1)/
      ),
      /(?: |$)/
    ),
    examples: {
      block: ["./run_tests.sh", "bash scripts/test.sh", "./build.sh --release", "scripts/run-tests"],
      allow: ["cat run_tests.sh", "chmod +x test.sh", "test -f app.py"]
    }
  }
];

// engine/runtime.ts
var import_node_fs3 = require("node:fs");

// engine/state.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var STALE_LOCK_MS = 5e3;
var LOCK_WAIT_MS = 3e3;
var MAX_STATE_BYTES = 4 * 1024 * 1024;
var { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = import_node_fs.constants;
var O_NOFOLLOW = import_node_fs.constants.O_NOFOLLOW ?? 0;
var FILE_MODE = 384;
var DIR_MODE = 448;
var sessionKey = (function sessionKey(sessionId) {
  const key = sessionId.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return key || "default";
});
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
var codeOf = (err) => err.code;
function closeQuiet(fd) {
  try {
    (0, import_node_fs.closeSync)(fd);
  } catch {
  }
}
function openRegular(path, noFollow) {
  if (!path || path.includes("\0")) return void 0;
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_RDONLY | O_NONBLOCK | (noFollow ? O_NOFOLLOW : 0));
    const st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile() || noFollow && st.nlink > 1) {
      closeQuiet(fd);
      return void 0;
    }
    return { fd, size: st.size };
  } catch {
    if (fd !== void 0) closeQuiet(fd);
    return void 0;
  }
}
function readAt(fd, length, position) {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = (0, import_node_fs.readSync)(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readAll(fd, initial, limit) {
  let buf = Buffer.allocUnsafe(initial);
  let got = 0;
  for (; ; ) {
    if (got === buf.length) {
      if (buf.length >= limit) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, limit));
      buf.copy(next, 0, 0, got);
      buf = next;
    }
    const n = (0, import_node_fs.readSync)(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
function readFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    if (f.size > maxBytes) return void 0;
    const buf = readAll(f.fd, Math.min(maxBytes + 1, Math.max(f.size + 1, 4096)), maxBytes + 1);
    return buf.length > maxBytes ? void 0 : buf;
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function tailFileSafe(path, maxBytes, opts = {}) {
  const f = openRegular(path, opts.noFollow === true);
  if (!f) return void 0;
  try {
    const length = Math.min(f.size, maxBytes);
    return readAt(f.fd, length, f.size - length);
  } catch {
    return void 0;
  } finally {
    closeQuiet(f.fd);
  }
}
function readJson(path) {
  const buf = readFileSafe(path, MAX_STATE_BYTES, { noFollow: true });
  if (!buf || buf.length === 0) return void 0;
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch {
    return void 0;
  }
}
function isRegularOrAbsent(path) {
  try {
    return (0, import_node_fs.lstatSync)(path).isFile();
  } catch (err) {
    return codeOf(err) === "ENOENT";
  }
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (codeOf(err) !== "EPERM") return false;
  }
  const cmdline = readFileSafe(`/proc/${pid}/cmdline`, 64 * 1024);
  return cmdline === void 0 || cmdline.length === 0 || /node|bun|deno|hookguard/i.test(cmdline.toString("latin1"));
}
var sameFile = (a, b) => a.dev === b.dev && a.ino === b.ino;
function breakIfStale(lock, now, alive) {
  let fd;
  try {
    const st = (0, import_node_fs.lstatSync)(lock);
    let judged = st;
    if (st.isFile()) {
      fd = (0, import_node_fs.openSync)(lock, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      const pinned = (0, import_node_fs.fstatSync)(fd);
      const text2 = readAt(fd, 64, 0).toString("utf8").trim();
      const deadOwner = text2 !== "" && !alive(Number(text2));
      if (!pinned.isFile() || !(now - pinned.mtimeMs > STALE_LOCK_MS || deadOwner)) return;
      judged = pinned;
    }
    if (!sameFile((0, import_node_fs.lstatSync)(lock), judged)) return;
    const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.broken`;
    (0, import_node_fs.renameSync)(lock, aside);
    if (!sameFile((0, import_node_fs.lstatSync)(aside), judged)) {
      try {
        (0, import_node_fs.linkSync)(aside, lock);
      } catch {
      }
    }
    (0, import_node_fs.unlinkSync)(aside);
  } catch {
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function acquireLock(path, opts = {}) {
  const lock = `${path}.lock`;
  const deadline = Date.now() + (opts.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    let fd;
    try {
      fd = (0, import_node_fs.openSync)(lock, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    } catch (err) {
      if (codeOf(err) !== "EEXIST") return void 0;
      if (Date.now() >= deadline) return void 0;
      if (attempt % 20 === 0) breakIfStale(lock, Date.now(), opts.alive ?? pidAlive);
      sleep(1 + attempt % 4);
      continue;
    }
    const own = fd;
    const held = () => {
      try {
        return sameFile((0, import_node_fs.lstatSync)(lock), (0, import_node_fs.fstatSync)(own));
      } catch {
        return false;
      }
    };
    try {
      (0, import_node_fs.writeSync)(own, String(process.pid));
    } catch {
    }
    return {
      held,
      release: () => {
        try {
          if (held()) (0, import_node_fs.unlinkSync)(lock);
        } catch {
        } finally {
          closeQuiet(own);
        }
      }
    };
  }
}
function writeNew(path, data) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, FILE_MODE);
    const buf = Buffer.from(data, "utf8");
    let off = 0;
    while (off < buf.length) off += (0, import_node_fs.writeSync)(fd, buf, off, buf.length - off);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== void 0) closeQuiet(fd);
  }
}
function writeFileAtomic(path, text2) {
  if (!isRegularOrAbsent(path)) return false;
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  if (!writeNew(tmp, text2)) {
    try {
      if ((0, import_node_fs.lstatSync)(tmp).isFile()) (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
  try {
    (0, import_node_fs.renameSync)(tmp, path);
    return true;
  } catch {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    return false;
  }
}
function writeJsonAtomic(path, value) {
  return writeFileAtomic(path, JSON.stringify(value));
}
function inertJson(value) {
  return JSON.stringify(value).replace(/[$`()<>|&;!*?~'#]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function ensureDir(dir, depth = 0) {
  try {
    (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
    return true;
  } catch (err) {
    if (codeOf(err) === "EEXIST") {
      try {
        return (0, import_node_fs.statSync)(dir).isDirectory();
      } catch {
        return false;
      }
    }
    const parent = (0, import_node_path.dirname)(dir);
    if (codeOf(err) !== "ENOENT" || parent === dir || depth > 64 || !ensureDir(parent, depth + 1)) return false;
    try {
      (0, import_node_fs.mkdirSync)(dir, DIR_MODE);
      return true;
    } catch (again) {
      return codeOf(again) === "EEXIST";
    }
  }
}
function absoluteEnv(env, name) {
  const v = env[name]?.trim();
  return v && (0, import_node_path.isAbsolute)(v) ? v : void 0;
}
function stateRoot(env) {
  const explicit = absoluteEnv(env, "HOOKGUARD_STATE_DIR");
  if (explicit) return explicit;
  const xdg = absoluteEnv(env, "XDG_STATE_HOME");
  if (xdg) return (0, import_node_path.join)(xdg, "hookguard");
  const home = absoluteEnv(env, "HOME") ?? absoluteEnv(env, "USERPROFILE");
  if (home) return (0, import_node_path.join)(home, ".local", "state", "hookguard");
  const os = require("node:os");
  let fromOs;
  try {
    fromOs = os.homedir();
  } catch {
    fromOs = void 0;
  }
  if (fromOs && (0, import_node_path.isAbsolute)(fromOs)) return (0, import_node_path.join)(fromOs, ".local", "state", "hookguard");
  return (0, import_node_path.join)(os.tmpdir(), `hookguard-${typeof process.getuid === "function" ? process.getuid() : "user"}`);
}
function ensurePrivateDir(dir) {
  if (!ensureDir(dir)) return false;
  try {
    const st = (0, import_node_fs.statSync)(dir);
    if (!st.isDirectory()) return false;
    const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
    return uid === void 0 || st.uid === uid;
  } catch {
    return false;
  }
}
function updateJson(path, mutate, root, lockOpts) {
  if (root !== void 0 ? !ensurePrivateDir(root) || !ensureDir((0, import_node_path.dirname)(path)) : !ensureDir((0, import_node_path.dirname)(path))) return void 0;
  if (!isRegularOrAbsent(path)) return void 0;
  const lock = acquireLock(path, lockOpts);
  if (!lock) return void 0;
  try {
    const next = mutate(readJson(path));
    return lock.held() && writeJsonAtomic(path, next) ? next : void 0;
  } catch {
    return void 0;
  } finally {
    lock.release();
  }
}
function pathExists(path) {
  return (0, import_node_fs.existsSync)(path);
}
function listNames(dir, prefix, suffix, max) {
  try {
    return (0, import_node_fs.readdirSync)(dir).filter((name) => name.startsWith(prefix) && name.endsWith(suffix)).sort().slice(0, max);
  } catch {
    return [];
  }
}
function moveFile(from, to) {
  try {
    (0, import_node_fs.renameSync)(from, to);
    return true;
  } catch {
    return false;
  }
}
function removeFile(path) {
  try {
    (0, import_node_fs.unlinkSync)(path);
  } catch {
  }
}

// engine/context.ts
var DEFAULT_MAX_FILE = 8 * 1024 * 1024;
var MAX_BODY = 1024 * 1024;
function readText(path, maxBytes = DEFAULT_MAX_FILE) {
  return readFileSafe(path, maxBytes)?.toString("utf8");
}
function parseJson(text2) {
  if (text2 === void 0) return void 0;
  try {
    return JSON.parse(text2);
  } catch {
    return void 0;
  }
}
function fetchJson(url, timeoutMs) {
  return new Promise((resolve2) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve2(value);
    };
    const timer = setTimeout(() => finish(void 0), timeoutMs);
    timer.unref?.();
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "file:") {
        const { fileURLToPath } = require("node:url");
        return finish(parseJson(readText(fileURLToPath(parsed), MAX_BODY)));
      }
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return finish(void 0);
      const lib = parsed.protocol === "https:" ? require("node:https") : require("node:http");
      const req = lib.get(parsed, { timeout: timeoutMs, headers: { accept: "application/json" } }, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          res.resume();
          return finish(void 0);
        }
        const chunks = [];
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            req.destroy();
            return finish(void 0);
          }
          chunks.push(chunk);
        });
        res.on("end", () => finish(parseJson(Buffer.concat(chunks).toString("utf8"))));
        res.on("error", () => finish(void 0));
      });
      req.on("timeout", () => {
        req.destroy();
        finish(void 0);
      });
      req.on("error", () => finish(void 0));
    } catch {
      finish(void 0);
    }
  });
}
var realCtx = (function realCtx(env = process.env) {
  const pinned = Number(env.HOOKGUARD_NOW);
  const now = env.HOOKGUARD_NOW && Number.isFinite(pinned) ? () => pinned * 1e3 : () => Date.now();
  return { env, cwd: process.cwd(), now, readText, fetchJson };
});

// engine/debuglog.ts
var import_node_fs2 = require("node:fs");
var logDecision = (function logDecision(env, guard3, d, ms, transport) {
  if (!env.HOOKGUARD_DEBUG_LOG) return;
  const line = { guard: guard3, host: d.host.id, event: d.event?.name ?? "", verdict: d.verdict.kind, rule: d.verdict.rule, ...transport ? { transport } : {} };
  for (const f of d.faults ?? []) debugLog(env, { ...line, stage: f.stage, error: f.error, ms });
  debugLog(env, { ...line, stage: d.stage, error: d.error, ms });
});
function debugLog(env, line) {
  const path = env.HOOKGUARD_DEBUG_LOG;
  if (!path) return;
  try {
    const { O_WRONLY: O_WRONLY2, O_APPEND, O_CREAT: O_CREAT2, O_NONBLOCK: O_NONBLOCK2 } = import_node_fs2.constants;
    const fd = (0, import_node_fs2.openSync)(path, O_WRONLY2 | O_APPEND | O_CREAT2 | O_NONBLOCK2, 384);
    try {
      (0, import_node_fs2.writeSync)(fd, JSON.stringify({ ts: (/* @__PURE__ */ new Date()).toISOString(), ...line }) + "\n");
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
  } catch {
  }
}

// engine/faults.ts
var MAX_FAULTS = 16;
var faults = [];
function fault(stage, err) {
  if (faults.length >= MAX_FAULTS) return;
  const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  faults.push({ stage, error: error.slice(0, 300) });
}
var takeFaults = (function takeFaults() {
  return faults.splice(0);
});

// engine/config.ts
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "no", "off"]);
var setValue = (function setValue(env, name) {
  const value = env[name];
  return value === void 0 || value.trim() === "" ? void 0 : value;
});
var envBool = (function envBool(env, name, constant) {
  const value = setValue(env, name);
  return value === void 0 ? constant : !FALSE_WORDS.has(value.trim().toLowerCase());
});
var envString = (function envString(env, name, constant) {
  return setValue(env, name) ?? constant;
});
var envNumber = (function envNumber(env, name, constant) {
  const value = setValue(env, name);
  const n = value === void 0 ? NaN : Number(value.trim());
  return Number.isFinite(n) ? n : constant;
});
function settingProblems(settings) {
  const out = [];
  for (const [name, [kind, value]] of Object.entries(settings)) {
    const shown2 = JSON.stringify(value) ?? String(value);
    if (kind === "names") {
      if (!Array.isArray(value)) out.push(`${name}: ${shown2} should be a list of names (strings)`);
      else {
        const bad = value.filter((v) => typeof v !== "string" || v.trim() === "");
        if (bad.length) out.push(`${name}: ${bad.map((v) => JSON.stringify(v) ?? String(v)).join(", ")} should be names (non-empty strings)`);
      }
    } else if (kind === "count") {
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) out.push(`${name}: ${shown2} should be a number >= 0`);
    } else if (kind === "flag") {
      if (typeof value !== "boolean") out.push(`${name}: ${shown2} should be true or false`);
    } else if (typeof value !== "string") out.push(`${name}: ${shown2} should be a text (a string)`);
  }
  return out;
}

// engine/patch.ts
var MAX_PATCH_SCAN = 4 * 1024 * 1024;
var MAX_PATCH_PATHS = 200;
var ENVELOPE = /^\*\*\* (?:Add File|Update File|Move to): (.+)$/;
function patchPaths(text2) {
  const out = [];
  if (typeof text2 !== "string" || !text2.includes("*** ") && !text2.includes("+++ ")) return out;
  const scan = text2.length > MAX_PATCH_SCAN ? text2.slice(0, MAX_PATCH_SCAN) : text2;
  const add = (path) => {
    if (path && !out.includes(path)) out.push(path);
  };
  let start2 = 0;
  let previous = "";
  while (start2 < scan.length && out.length < MAX_PATCH_PATHS) {
    let end = scan.indexOf("\n", start2);
    if (end < 0) end = scan.length;
    const line = scan.slice(start2, end).replace(/\r$/, "");
    start2 = end + 1;
    const before = previous;
    previous = line;
    if (line.startsWith("+++ ") && before.startsWith("--- ")) {
      const path = line.slice(4).split("	")[0]?.trim().replace(/^b\//, "");
      if (path !== "/dev/null") add(path);
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith("*** ")) add(ENVELOPE.exec(trimmed)?.[1]?.trim());
  }
  return out;
}

// engine/types.ts
var EVENT_NAMES = [
  "on_user_message",
  "pre_tool_call",
  "post_tool_call",
  "transform_tool_result",
  "pre_llm_call",
  "post_llm_call",
  "on_response_end",
  "on_stop",
  "on_outbound_message",
  "on_completion_claim",
  "on_session_start",
  "on_session_end"
];
var isEventName = (function isEventName(value) {
  return typeof value === "string" && EVENT_NAMES.includes(value);
});
var CONTINUE = { kind: "continue" };

// engine/schema.ts
var PAYLOAD_FIELDS = {
  event: "string",
  session_id: "unknown",
  agent_id: "unknown",
  cwd: "string",
  message: "string",
  channel: "string",
  tool_name: "string",
  tool_input: "object",
  tool_result: "unknown",
  system: "unknown",
  last_user_message: "string",
  response: "string",
  model: "string",
  tokens: "object",
  tool_names: "array",
  turn_cost_usd: "unknown",
  stop_hook_active: "unknown",
  goal: "string",
  summary: "string",
  notification: "string",
  type: "string"
};
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var fits = (function fits(kind, value) {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    default:
      return true;
  }
});
var parsePayload = (function parsePayload(raw) {
  if (!isRecord(raw)) return void 0;
  const out = {};
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (value === null || value === void 0) continue;
    const kind = Object.hasOwn(PAYLOAD_FIELDS, key) ? PAYLOAD_FIELDS[key] : void 0;
    if (kind && !fits(kind, value)) return void 0;
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return typeof out.event === "string" ? out : void 0;
});
var num = (function num(value) {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
});
var str = (function str(value) {
  if (typeof value === "string") return value;
  if (value === null || value === void 0) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
});
var flag = (function flag(value) {
  if (typeof value === "string") return /^(1|true|yes|on)$/i.test(value.trim());
  return value === true || value === 1;
});
var toHookEvent = (function toHookEvent(raw, name) {
  const p = parsePayload(raw);
  if (!p) return void 0;
  const eventName = name ?? p.event;
  if (!isEventName(eventName)) return void 0;
  const t = p.tokens ?? {};
  const id = (v) => typeof v === "string" || typeof v === "number" ? String(v) : "";
  return {
    name: eventName,
    sessionId: id(p.session_id),
    agentId: id(p.agent_id),
    cwd: p.cwd ?? "",
    message: p.message ?? "",
    channel: p.channel ?? "",
    toolName: p.tool_name ?? "",
    toolInput: p.tool_input ?? {},
    toolResult: str(p.tool_result),
    system: str(p.system),
    lastUserMessage: p.last_user_message ?? "",
    response: p.response ?? "",
    model: p.model ?? "",
    tokens: {
      input: num(t.input),
      output: num(t.output),
      cache_read: num(t.cache_read),
      cache_creation: num(t.cache_creation)
    },
    toolNames: (p.tool_names ?? []).filter((x) => typeof x === "string"),
    turnCostUsd: num(p.turn_cost_usd),
    stopHookActive: flag(p.stop_hook_active),
    goal: p.goal ?? "",
    summary: p.summary ?? "",
    notification: p.notification ?? "",
    notificationType: p.type ?? "",
    raw: p
  };
});

// engine/hosts/common.ts
var TOOLS = {
  Bash: { name: "bash" },
  PowerShell: { name: "bash" },
  run_shell_command: { name: "bash" },
  ExecuteShellCommand: { name: "bash" },
  Shell: { name: "bash" },
  Write: { name: "write_file", pathKey: "file_path" },
  write_file: { name: "write_file", pathKey: "file_path" },
  WriteFile: { name: "write_file", pathKey: "path" },
  Edit: { name: "edit_file", pathKey: "file_path" },
  MultiEdit: { name: "edit_file", pathKey: "file_path" },
  NotebookEdit: { name: "edit_file", pathKey: "notebook_path" },
  replace: { name: "edit_file", pathKey: "file_path" },
  StrReplaceFile: { name: "edit_file", pathKey: "path" },
  apply_patch: { name: "edit_file", patchKey: "command" }
};
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
function text(value) {
  return typeof value === "string" ? value : "";
}
var MAX_RESULT_CHARS = 1 << 20;
function resultText(value) {
  if (typeof value === "string") return value;
  const r = record(value);
  if (typeof r.llmContent === "string") return r.llmContent;
  const parts = [];
  let size = 0;
  const walk = (v, depth) => {
    if (size > MAX_RESULT_CHARS || depth > 8) return;
    if (typeof v === "string") {
      if (v) parts.push(v);
      size += v.length;
    } else if (Array.isArray(v)) {
      for (const item of v.slice(0, 1e3)) walk(item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      for (const item of Object.values(v).slice(0, 1e3)) walk(item, depth + 1);
    }
  };
  walk(value, 0);
  return parts.join("\n");
}
function canonicalTool(name, input) {
  const map = Object.hasOwn(TOOLS, name) ? TOOLS[name] : void 0;
  if (!map) return { name, input };
  const out = { ...input };
  if (map.pathKey && out.path === void 0 && typeof input[map.pathKey] === "string") out.path = input[map.pathKey];
  if (map.patchKey) {
    const paths = patchPaths(text(input[map.patchKey]) || text(input.input) || text(input.patch));
    if (out.path === void 0 && paths[0] !== void 0) out.path = paths[0];
    if (out.files === void 0) out.files = paths;
  }
  return { name: map.name, input: out };
}
function canonicalToolNames(names2) {
  const out = [];
  for (const n of names2) {
    const c = Object.hasOwn(TOOLS, n) ? TOOLS[n].name : n;
    if (!out.includes(c)) out.push(c);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}
function rewriteBack(original, rewritten) {
  const out = { ...original };
  for (const key of Object.keys(original)) if (Object.hasOwn(rewritten, key)) out[key] = rewritten[key];
  return out;
}
function eventFrom(raw, name, fields) {
  const bus = { event: name };
  for (const [k, v] of Object.entries(fields)) if (v !== void 0 && v !== null) bus[k] = v;
  if (name !== "on_user_message") delete bus.message;
  if (name !== "pre_llm_call") delete bus.last_user_message;
  if (typeof bus.tool_name === "string") {
    const tool = canonicalTool(bus.tool_name, record(bus.tool_input));
    bus.tool_name = tool.name;
    bus.tool_input = tool.input;
  }
  if (Array.isArray(bus.tool_names)) bus.tool_names = canonicalToolNames(bus.tool_names.filter((n) => typeof n === "string"));
  const event = toHookEvent(bus, name);
  if (event) event.raw = raw;
  return event;
}
function json(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}
var SILENT = { stdout: "", exitCode: 0 };
function reasonOf(reason) {
  return reason.trim() || "[hookguard] Blocked by a guard.";
}

// engine/hosts/azure.ts
var AZURE_MAX_REJECTIONS = 3;
var EVENTS = {
  Stop: ["on_stop", "on_completion_claim"],
  // No pre-tool event: a recorder (verify_code_changes) gets its pre_tool_call after the fact.
  PostToolUse: ["transform_tool_result", "post_tool_call", "pre_tool_call"]
};
function sessionOf(raw) {
  const summary = text(raw.execution_summary);
  if (summary) return `azure-${summary}`;
  const agent = text(raw.agent_name);
  return agent ? `azure-${agent}` : "";
}
var render = (function render(verdict, event) {
  const postTool = text(event.raw.hook_event_name) === "PostToolUse";
  switch (verdict.kind) {
    case "block":
      return json({ decision: "block", reason: reasonOf(verdict.reason) });
    case "context":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return postTool ? json({ decision: "allow", hookSpecificOutput: { additionalContext: verdict.message } }) : SILENT;
    default:
      return SILENT;
  }
});
var azure = {
  id: "azure",
  title: "Azure SRE Agent",
  detect: (raw) => typeof raw.hook_event_name === "string" && raw.agent_name !== void 0 && (raw.current_turn !== void 0 || raw.execution_summary !== void 0),
  events: (raw) => EVENTS[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: sessionOf(raw),
    agent_id: raw.agent_name,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_result),
    response: raw.final_output,
    stop_hook_active: raw.stop_hook_active
  }),
  render,
  capReached(event, env) {
    const n = Number(event.raw.stop_rejection_count);
    return Number.isFinite(n) && n >= envNumber(env, "HOOKGUARD_AZURE_MAX_REJECTIONS", AZURE_MAX_REJECTIONS);
  },
  wires: {
    pre_tool_call: { event: "PostToolUse", matcher: "*" },
    post_tool_call: { event: "PostToolUse", matcher: "*" },
    transform_tool_result: { event: "PostToolUse", matcher: "*" },
    on_stop: { event: "Stop" },
    on_completion_claim: { event: "Stop" }
  },
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  capabilities: { rewriteResponse: false, rewriteInput: false, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/claude.ts
function renderClaudeStyle(verdict, event, rules) {
  const hostEvent = text(event.raw.hook_event_name);
  const specific = (extra) => json({ hookSpecificOutput: { hookEventName: hostEvent, ...extra } });
  const note = (message) => rules.contextEvents.has(hostEvent) ? specific({ additionalContext: message }) : json({ systemMessage: message });
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block": {
      const reason = reasonOf(verdict.reason);
      if (hostEvent === "PreToolUse") return specific({ permissionDecision: "deny", permissionDecisionReason: reason });
      if (hostEvent === "UserPromptSubmit" && rules.suppressBlockedPrompt) {
        return json({ decision: "block", reason, hookSpecificOutput: { hookEventName: hostEvent, suppressOriginalPrompt: true } });
      }
      return json({ decision: "block", reason });
    }
    case "rewrite_input":
      if (hostEvent !== "PreToolUse") return SILENT;
      return specific({ permissionDecision: "allow", updatedInput: rewriteBack(record(event.raw.tool_input), verdict.toolInput) });
    case "context":
      return rules.contextEvents.has(hostEvent) ? specific({ additionalContext: verdict.context }) : SILENT;
    case "warn":
      return hostEvent === "PostToolUse" ? note(verdict.message) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
function claudeStyleEvent(raw, name) {
  return eventFrom(raw, name, {
    session_id: raw.session_id,
    agent_id: raw.agent_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response ?? raw.error),
    response: raw.last_assistant_message,
    model: raw.model,
    stop_hook_active: raw.stop_hook_active
  });
}
var CLAUDE_RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    PostToolUseFailure: ["post_tool_call"],
    PostToolBatch: ["pre_llm_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"],
    SessionEnd: ["on_session_end"]
  },
  contextEvents: /* @__PURE__ */ new Set(["UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop"]),
  suppressBlockedPrompt: true
};
var CLAUDE_WIRES = {
  on_user_message: { event: "UserPromptSubmit" },
  pre_llm_call: { event: "UserPromptSubmit" },
  pre_tool_call: { event: "PreToolUse", matcher: "*" },
  post_tool_call: { event: "PostToolUse", matcher: "*" },
  transform_tool_result: { event: "PostToolUse", matcher: "*" },
  on_stop: { event: "Stop" },
  on_completion_claim: { event: "Stop" },
  on_session_start: { event: "SessionStart" },
  on_session_end: { event: "SessionEnd" }
};
var claude = {
  id: "claude",
  title: "Claude Code",
  // The last in the sniffing order: any PascalCase hook_event_name the others did not claim.
  detect: (raw) => typeof raw.hook_event_name === "string" && Object.hasOwn(CLAUDE_RULES.events, raw.hook_event_name),
  events: (raw) => CLAUDE_RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, CLAUDE_RULES),
  wires: CLAUDE_WIRES,
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/codex.ts
var RULES = {
  events: {
    UserPromptSubmit: ["on_user_message", "pre_llm_call"],
    PreToolUse: ["pre_tool_call"],
    PostToolUse: ["transform_tool_result", "post_tool_call"],
    Stop: ["on_stop", "on_completion_claim"],
    SubagentStop: ["on_stop", "on_completion_claim"],
    SessionStart: ["on_session_start"]
  },
  contextEvents: /* @__PURE__ */ new Set(["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse"])
};
var { on_session_end: _none, ...WIRES } = CLAUDE_WIRES;
var codex = {
  id: "codex",
  title: "Codex CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string" || !Object.hasOwn(RULES.events, name)) return false;
    return typeof raw.turn_id === "string" || typeof raw.model === "string" && name !== "SessionStart" || raw.tool_name === "apply_patch";
  },
  events: (raw) => RULES.events[text(raw.hook_event_name)] ?? [],
  toEvent: claudeStyleEvent,
  render: (verdict, event) => renderClaudeStyle(verdict, event, RULES),
  wires: WIRES,
  recorder: [{ event: "PostToolUse", matcher: "*" }],
  // turn_id keys the turns
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: true, toolNamesAtStop: false }
};

// engine/hosts/gemini.ts
var EVENTS2 = {
  BeforeAgent: ["on_user_message", "pre_llm_call"],
  BeforeTool: ["pre_tool_call"],
  AfterTool: ["transform_tool_result", "post_tool_call"],
  AfterAgent: ["on_stop", "on_completion_claim"],
  SessionStart: ["on_session_start"],
  SessionEnd: ["on_session_end"]
};
var OWN = /* @__PURE__ */ new Set(["BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);
function render2(verdict, event) {
  const hostEvent = text(event.raw.hook_event_name);
  switch (verdict.kind) {
    case "continue":
      return SILENT;
    case "block":
      return json({ decision: "deny", reason: reasonOf(verdict.reason) });
    case "rewrite_input":
      if (hostEvent !== "BeforeTool") return SILENT;
      return json({ hookSpecificOutput: { tool_input: rewriteBack(record(event.raw.tool_input), verdict.toolInput) } });
    case "context":
      return hostEvent === "BeforeAgent" || hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.context } }) : SILENT;
    case "warn":
      return hostEvent === "AfterTool" ? json({ hookSpecificOutput: { additionalContext: verdict.message } }) : json({ systemMessage: verdict.message });
    case "rewrite_response":
    case "rewrite_notification":
      return SILENT;
  }
}
var gemini = {
  id: "gemini",
  title: "Gemini CLI",
  detect(raw) {
    const name = raw.hook_event_name;
    if (typeof name !== "string") return false;
    if (OWN.has(name)) return true;
    return typeof raw.timestamp === "string" && raw.permission_mode === void 0 && Object.hasOwn(EVENTS2, name);
  },
  events: (raw) => EVENTS2[text(raw.hook_event_name)] ?? [],
  toEvent: (raw, name) => eventFrom(raw, name, {
    session_id: raw.session_id,
    cwd: raw.cwd,
    message: raw.prompt,
    last_user_message: raw.prompt,
    tool_name: raw.tool_name,
    tool_input: raw.tool_input,
    tool_result: resultText(raw.tool_response),
    response: raw.prompt_response,
    stop_hook_active: raw.stop_hook_active
  }),
  render: render2,
  wires: {
    on_user_message: { event: "BeforeAgent" },
    pre_llm_call: { event: "BeforeAgent" },
    pre_tool_call: { event: "BeforeTool", matcher: "*" },
    post_tool_call: { event: "AfterTool", matcher: "*" },
    transform_tool_result: { event: "AfterTool", matcher: "*" },
    on_stop: { event: "AfterAgent" },
    on_completion_claim: { event: "AfterAgent" },
    on_session_start: { event: "SessionStart" },
    on_session_end: { event: "SessionEnd" }
  },
  recorder: [{ event: "AfterTool", matcher: "*" }, { event: "BeforeAgent" }],
  // Exit 2 with plain text is a deny on Gemini too, but fail-closed stays off: a crash there is
  // already loud (any non-zero code but 1 denies), and "nothing harmful" is the safer default.
  capabilities: { rewriteResponse: false, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: false }
};

// engine/hosts/starchild.ts
function json2(value) {
  return { stdout: JSON.stringify(value), exitCode: 0 };
}
var renderBus = (function renderBus(verdict) {
  switch (verdict.kind) {
    case "continue":
      return void 0;
    case "block":
      return { decision: "block", reason: verdict.reason };
    case "rewrite_input":
      return { tool_input: verdict.toolInput };
    case "rewrite_response":
      return { response: verdict.response };
    case "rewrite_notification":
      return { notification: verdict.notification };
    case "context":
      return { context: verdict.context };
    case "warn":
      return { add_warning: verdict.message };
  }
});
var WIRES2 = {};
for (const name of EVENT_NAMES) WIRES2[name] = { event: name };
var starchild = {
  id: "starchild",
  title: "Starchild shell hooks",
  detect: (raw) => isEventName(raw.event),
  events: (raw) => isEventName(raw.event) ? [raw.event] : [],
  toEvent: (raw, name) => toHookEvent(raw, name),
  render(verdict) {
    const out = renderBus(verdict);
    return out === void 0 ? { stdout: "", exitCode: 0 } : json2(out);
  },
  wires: WIRES2,
  capabilities: { rewriteResponse: true, rewriteInput: true, exit2Blocks: false, toolNamesAtStop: true, referenceState: true }
};

// engine/hosts/index.ts
var HOSTS = [starchild, gemini, azure, codex, claude];
var hostArg = (function hostArg(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--host=")) return arg.slice(7);
    if (arg === "--host") return argv[i + 1];
  }
  return void 0;
});
function hostById(id) {
  return HOSTS.find((h) => h.id === id);
}
var pickHost = (function pickHost(argv, raw) {
  const wanted = hostArg(argv);
  if (wanted) return hostById(wanted) ?? starchild;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return starchild;
  const payload = raw;
  return HOSTS.find((h) => h.detect(payload)) ?? starchild;
});

// engine/hosts/turn_tools.ts
var import_node_path2 = require("node:path");
var TRANSCRIPT_TAIL_BYTES = 4 * 1024 * 1024;
var UNKEYED_TURN_TTL_S = 30 * 60;
var MAX_TOOLS = 200;
var RELEVANT = /"type":\s*"(?:user|user_message|tool_use|function_call|custom_tool_call|local_shell_call)"/;
function isPrompt(line) {
  const payload = record(line.payload);
  if (line.type === "event_msg" && payload.type === "user_message") return true;
  if (line.type !== "user" || line.isMeta === true) return false;
  const content = record(line.message).content;
  if (typeof content === "string") return true;
  if (!Array.isArray(content)) return false;
  return !content.some((c) => record(c).type === "tool_result") && content.some((c) => record(c).type === "text");
}
function toolsOf(line) {
  const payload = record(line.payload);
  if (line.type === "response_item" && /^(?:function_call|custom_tool_call|local_shell_call)$/.test(text(payload.type))) {
    return [text(payload.name) || "shell"];
  }
  if (line.type !== "assistant") return [];
  const content = record(line.message).content;
  if (!Array.isArray(content)) return [];
  return content.filter((c) => record(c).type === "tool_use").map((c) => text(record(c).name)).filter(Boolean);
}
function transcriptTools(path, maxBytes = TRANSCRIPT_TAIL_BYTES) {
  const body = path ? tailFileSafe(path, maxBytes)?.toString("utf8") : void 0;
  if (!body) return [];
  const lines = body.split("\n");
  const seen = [];
  for (let i = lines.length - 1; i >= 0 && seen.length < MAX_TOOLS; i--) {
    const line = lines[i].trim();
    if (!line.startsWith("{") || !RELEVANT.test(line)) continue;
    let parsed;
    try {
      parsed = record(JSON.parse(line));
    } catch {
      continue;
    }
    if (isPrompt(parsed)) break;
    seen.push(...toolsOf(parsed).reverse());
  }
  return [...new Set(seen.reverse())];
}
function recordedOf(doc) {
  const r = record(doc);
  if (typeof r.turn !== "string" || typeof r.ts !== "number" || !Array.isArray(r.tools)) return void 0;
  return { turn: r.turn, ts: r.ts, tools: r.tools.filter((t) => typeof t === "string") };
}
function recorderPath(env, sessionId) {
  return (0, import_node_path2.join)(stateRoot(env), `turn-tools-${sessionKey(sessionId)}.json`);
}
function turnIdOf(raw) {
  return text(raw.turn_id) || text(raw.prompt_id);
}
function sameTurn(rec, turn, nowS) {
  return turn ? rec.turn === turn : rec.turn === "" && nowS - rec.ts < UNKEYED_TURN_TTL_S;
}
function recordTools(env, sessionId, turn, tools, nowS) {
  updateJson(
    recorderPath(env, sessionId),
    (doc) => {
      const rec = recordedOf(doc);
      const list = rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
      for (const t of tools) if (t && !list.includes(t) && list.length < MAX_TOOLS) list.push(t);
      return { turn, tools: list, ts: nowS };
    },
    stateRoot(env)
  );
}
function startTurn(env, sessionId, turn, nowS) {
  updateJson(recorderPath(env, sessionId), () => ({ turn, tools: [], ts: nowS }), stateRoot(env));
}
function recordedTools(env, sessionId, turn, nowS) {
  const rec = recordedOf(readJson(recorderPath(env, sessionId)));
  return rec && sameTurn(rec, turn, nowS) ? rec.tools : [];
}

// engine/runtime.ts
var MAX_STDIN_BYTES = 16 * 1024 * 1024;
var readStdin = (function readStdin(cap = MAX_STDIN_BYTES) {
  let buf = Buffer.allocUnsafeSlow(1 << 14);
  let len = 0;
  let total = 0;
  let idle = 0;
  for (; ; ) {
    if (len === buf.length) {
      if (total > cap)
        len = 0;
      else {
        const next = Buffer.allocUnsafeSlow(Math.min(buf.length * 2, cap + 1));
        buf.copy(next, 0, 0, len);
        buf = next;
      }
    }
    let n;
    try {
      n = (0, import_node_fs3.readvSync)(0, [new Uint8Array(buf.buffer, buf.byteOffset + len, buf.length - len)]);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN" && idle++ < 2e3) {
        sleep(1);
        continue;
      }
      if (code === "EOF" || code === "EAGAIN" || code === "EBADF" || code === "EINVAL") break;
      throw err;
    }
    if (n === 0) break;
    len += n;
    total += n;
  }
  return total > cap ? void 0 : buf.toString(void 0, 0, len);
});
function writeAll(fd, text2) {
  const data = Buffer.from(text2, "utf8");
  let off = 0;
  let idle = 0;
  while (off < data.length) {
    try {
      off += (0, import_node_fs3.writeSync)(fd, data, off, data.length - off);
    } catch (err) {
      if (err.code === "EAGAIN" && idle++ < 5e3) {
        sleep(1);
        continue;
      }
      return;
    }
  }
}
var SILENT2 = { stdout: "", exitCode: 0 };
var DEFAULT_FAIL_MODE = "open";
var GATES = /* @__PURE__ */ new Set(["on_user_message", "pre_tool_call", "on_stop", "on_completion_claim"]);
var STOPS = /* @__PURE__ */ new Set(["on_stop", "on_completion_claim", "on_response_end"]);
var POST_TOOL = "post_tool_call";
var PROMPT = "on_user_message";
function failMode(env, configured = DEFAULT_FAIL_MODE) {
  return envString(env, "HOOKGUARD_FAIL_MODE", configured).trim().toLowerCase() === "closed" ? "closed" : "open";
}
function failModeProblems(guard3) {
  const v = guard3.failMode;
  return v === void 0 || v === "open" || v === "closed" ? [] : [`FAIL_MODE: ${JSON.stringify(v)} is neither "open" nor "closed" (treated as "open")`];
}
function failureOutput(guard3, host, candidates, stage, ctx, event) {
  if (failMode(ctx.env, guard3.failMode) !== "closed" || !host.capabilities.exit2Blocks) return SILENT2;
  if (!candidates[0] || !GATES.has(candidates[0])) return SILENT2;
  if (event && host.capReached?.(event, ctx.env)) return SILENT2;
  if (event?.stopHookActive && STOPS.has(candidates[0])) return SILENT2;
  const source = envString(ctx.env, "HOOKGUARD_FAIL_MODE", "") ? "HOOKGUARD_FAIL_MODE" : "FAIL_MODE";
  return { stdout: "", stderr: `[hookguard] ${guard3.name} failed (${stage}): blocked because ${source}=closed`, exitCode: 2 };
}
var turnBookkeeping = (function turnBookkeeping(host, candidates, event, handled, ctx) {
  if (host.capabilities.toolNamesAtStop) return;
  const nowS = Math.floor(ctx.now() / 1e3);
  const turn = turnIdOf(event.raw);
  if (candidates.includes(POST_TOOL)) {
    const tools = [event.toolName, text(event.raw.tool_name)];
    recordTools(ctx.env, event.sessionId, turn, tools, nowS);
  } else if (candidates[0] === PROMPT) {
    startTurn(ctx.env, event.sessionId, turn, nowS);
  } else if (handled && STOPS.has(event.name)) {
    const found = [...transcriptTools(text(event.raw.transcript_path)), ...recordedTools(ctx.env, event.sessionId, turn, nowS)];
    event.toolNames = canonicalToolNames([...event.toolNames, ...found]);
  }
});
var decide = (async function decide(guard3, input, argv, ctx) {
  takeFaults();
  const d = await decideOnce(guard3, input, argv, ctx);
  const faults2 = takeFaults();
  return faults2.length ? { ...d, faults: faults2 } : d;
});
var decideOnce = (async function decideOnce(guard3, input, argv, ctx) {
  let host = starchild;
  let stage = "read";
  let event;
  let candidates = [];
  try {
    if (input === void 0) return { host, verdict: CONTINUE, output: SILENT2, stage: "oversize" };
    stage = "parse";
    if (input.trim() === "") return { host, verdict: CONTINUE, output: SILENT2, stage: "empty" };
    const raw = JSON.parse(input);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    const payload = raw;
    host = pickHost(argv, payload);
    if (!host.capabilities.referenceState) ctx = { ...ctx, stateRoot: stateRoot(ctx.env) };
    stage = "event";
    candidates = host.events(payload);
    const name = candidates.find((n) => guard3.handlers[n]);
    event = candidates[0] ? host.toEvent(payload, name ?? candidates[0]) : void 0;
    if (!event) return { host, verdict: CONTINUE, output: SILENT2, stage: "no-event" };
    stage = "turn";
    turnBookkeeping(host, candidates, event, name !== void 0, ctx);
    const handler = name ? guard3.handlers[name] : void 0;
    if (!handler) return { host, event, verdict: CONTINUE, output: host.render(CONTINUE, event), stage: "no-handler" };
    stage = "handle";
    let verdict = await handler(event, ctx);
    if (verdict.kind === "block" && host.capReached?.(event, ctx.env)) verdict = { kind: "continue", rule: verdict.rule };
    stage = "render";
    return { host, event, verdict, output: host.render(verdict, event), stage: "done" };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    let output = SILENT2;
    try {
      output = failureOutput(guard3, host, candidates, stage, ctx, event);
    } catch {
    }
    return { host, event, verdict: CONTINUE, output, stage, error };
  }
});
var run = (async function run(guard3) {
  const started = process.hrtime.bigint();
  const ctx = realCtx();
  if (process.argv.includes("--check-config")) {
    const problems = [...failModeProblems(guard3), ...settingProblems(guard3.settings?.() ?? {}), ...guard3.check?.(ctx) ?? []];
    writeAll(1, JSON.stringify({ problems }) + "\n");
    process.exit(0);
  }
  let input;
  let readError;
  try {
    input = readStdin();
  } catch (err) {
    input = "";
    readError = String(err);
  }
  const d = await decide(guard3, input, process.argv.slice(2), ctx);
  if (d.output.stdout) writeAll(1, d.output.stdout + "\n");
  if (d.output.stderr) writeAll(2, d.output.stderr + "\n");
  const ms = Number((process.hrtime.bigint() - started) / 10000n) / 100;
  logDecision(ctx.env, guard3.name, { ...d, error: d.error ?? readError }, ms);
  process.exit(d.output.exitCode);
});
var start = (function start(guard3) {
  if (typeof module !== "undefined" && typeof require !== "undefined" && require.main !== module) {
    module.exports = { guard: guard3, decide };
    return;
  }
  run(guard3).catch(() => process.exit(0));
});

// templates/verify_code_changes/guard.ts
var import_node_path4 = require("node:path");

// engine/rows/index.ts
function vetRows(rows, v) {
  const problems = [];
  const ids = /* @__PURE__ */ new Set();
  for (const [i, row] of rows.entries()) {
    const where = `${v.table} ${typeof row?.id === "string" && row.id ? row.id : `row ${i + 1}`}`;
    if (!row || typeof row !== "object") {
      problems.push(`${where}: not a row object`);
      continue;
    }
    if (typeof row.id !== "string" || !row.id) problems.push(`${where}: missing id`);
    else if (ids.has(row.id)) problems.push(`${where}: duplicate id`);
    else ids.add(row.id);
    if (typeof row.why !== "string" || !row.why.trim()) problems.push(`${where}: missing why`);
    if (row.keywords !== void 0 && (!Array.isArray(row.keywords) || !row.keywords.every((k) => typeof k === "string" && k.trim() !== "")))
      problems.push(`${where}: keywords must be a list of words (as written, the row runs on every text)`);
    const broken = guard(
      () => v.compiles?.(row),
      (e) => `does not compile: ${e}`
    );
    if (broken) {
      problems.push(`${where}: ${broken}`);
      continue;
    }
    const ex = row.examples;
    if (!ex || !Array.isArray(ex.block) || !Array.isArray(ex.allow)) {
      problems.push(`${where}: examples need block and allow lists`);
      continue;
    }
    if (ex.block.length === 0) problems.push(`${where}: no block example`);
    for (const text2 of ex.block) {
      const fired = guard(
        () => v.fires(row, text2) ? void 0 : "no",
        (e) => `threw ${e}`
      );
      if (fired) problems.push(`${where}: block example does not fire this row${fired === "no" ? "" : ` (${fired})`}: ${clip(text2)}`);
      if (row.keywords && !holdsKeyword(row.keywords, text2.toLowerCase()))
        problems.push(`${where}: block example holds none of the row's keywords: ${clip(text2)}`);
    }
    for (const text2 of ex.allow) {
      const bad = guard(
        () => v.blocks?.(text2) ? "yes" : void 0,
        (e) => `threw ${e}`
      );
      if (bad) problems.push(`${where}: allow example is blocked by the guard${bad === "yes" ? "" : ` (${bad})`}: ${clip(text2)}`);
      const wrong = bad ? void 0 : guard(
        () => v.allows?.(row, text2),
        (e) => `threw ${e}`
      );
      if (wrong) problems.push(`${where}: allow example ${wrong}: ${clip(text2)}`);
    }
  }
  return problems;
}
function holdsKeyword(keywords, lowered) {
  if (!Array.isArray(keywords)) return true;
  if (keywords.some((k) => lowered.includes(String(k).toLowerCase()))) return true;
  if (!keywords.some((k) => String(k).includes(" "))) return false;
  const spaced = singleSpaced(lowered);
  return spaced !== lowered && keywords.some((k) => spaced.includes(String(k).toLowerCase().replace(/\s+/g, " ")));
}
var ODD_SPACE = /[^\S ]| {2}/;
var lastText = "";
var lastSpaced = "";
function singleSpaced(text2) {
  if (text2 !== lastText) {
    lastText = text2;
    lastSpaced = ODD_SPACE.test(text2) ? text2.replace(/\s+/g, " ") : text2;
  }
  return lastSpaced;
}
function guard(f, onError) {
  try {
    return f();
  } catch (e) {
    return onError(e instanceof Error ? e.message : String(e));
  }
}
function clip(s) {
  const one = s.replace(/\s+/g, " ");
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

// engine/tools.ts
var SHELL_TOOL_NAMES = [
  "bash",
  "shell",
  "sh",
  "powershell",
  "terminal",
  "run_shell_command",
  "exec_command",
  "local_shell",
  "execute_command",
  "run_command",
  "run_terminal_cmd",
  "runTerminalCommand",
  "runInTerminal",
  "run_in_terminal",
  "ExecuteShellCommand",
  "execute_bash",
  "executeBash"
];
var EDIT_TOOL_NAMES = [
  "edit_file",
  "write_file",
  "create_file",
  "append_file",
  "str_replace",
  "str_replace_editor",
  "str_replace_based_edit_tool",
  "Write",
  "Edit",
  "MultiEdit",
  "NotebookEdit",
  "replace",
  "create",
  "WriteFile",
  "StrReplaceFile",
  "write_to_file",
  "replace_in_file",
  "search_replace",
  "multi_edit",
  "edit_notebook",
  "insert_edit_into_file",
  "replace_string_in_file",
  "createFile",
  "editFiles",
  "apply_diff",
  "insert_content",
  "search_and_replace",
  "multi_replace_string_in_file",
  "edit_notebook_file",
  "fsWrite",
  "fsAppend",
  "strReplace"
];
var PATCH_TOOL_NAMES = ["apply_patch", "applyPatch", "patch"];
var MESSAGE_TOOL_NAMES = ["send_to_telegram", "send_to_wechat", "send_to_feishu", "send_message", "send_to_user"];
var toolKey = (function toolKey(name) {
  const lower = name.trim().toLowerCase();
  const cut = lower.startsWith("mcp__") ? lower.lastIndexOf("__") : -1;
  return cut > 4 ? lower.slice(cut + 2) : lower;
});
var builtIn;
var vocabulary = (function vocabulary() {
  if (builtIn) return builtIn;
  const map = /* @__PURE__ */ new Map();
  const lists = [
    ["message", MESSAGE_TOOL_NAMES],
    ["patch", PATCH_TOOL_NAMES],
    ["edit", EDIT_TOOL_NAMES],
    ["shell", SHELL_TOOL_NAMES]
  ];
  for (const [kind, names2] of lists) for (const n of names2) if (!map.has(toolKey(n))) map.set(toolKey(n), kind);
  return builtIn = map;
});
function messagingByPattern(name) {
  const lower = name.trim().toLowerCase();
  if (lower.includes("send_message") || lower.includes("post_message")) return true;
  return lower.startsWith("mcp__") && toolKey(lower).startsWith("send");
}
var toolKind = (function toolKind(name, input, extra) {
  if (typeof name !== "string" || !name.trim()) return "other";
  const key = toolKey(name);
  let kind = vocabulary().get(key);
  if (!kind && extra) {
    for (const k of ["message", "patch", "edit", "shell"]) {
      if (extra[k]?.some((n) => typeof n === "string" && toolKey(n) === key)) {
        kind = k;
        break;
      }
    }
  }
  if (!kind && messagingByPattern(name)) kind = "message";
  if (kind === "edit" && input) {
    const command = input.command;
    if (typeof command === "string" && /^(?:view|read|list)$/i.test(command.trim())) return "other";
  }
  return kind ?? "other";
});

// templates/verify_code_changes/edits.ts
var MAX_PATHS_PER_CALL = 200;
var EXTRA = { edit: EDIT_TOOLS, patch: PATCH_TOOLS, shell: SHELL_TOOLS };
var kindOf = (function kindOf(name, input) {
  return toolKind(name, input, EXTRA);
});
function baseName(path) {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return cut >= 0 ? path.slice(cut + 1) : path;
}
function isCodePath(path) {
  const name = baseName(path.trim());
  if (!name || name.length > 255) return false;
  const lower = name.toLowerCase();
  for (const ext of EXEMPT_EXTENSIONS) if (lower.endsWith(ext)) return false;
  if (CODE_FILENAMES.includes(name)) return true;
  const dot = lower.lastIndexOf(".");
  if (dot < 0) return false;
  return CODE_EXTENSIONS.includes(lower.slice(dot));
}
function pathsIn(value, out, depth = 0) {
  if (out.length >= MAX_PATHS_PER_CALL || depth > 2) return;
  if (typeof value === "string") {
    if (value.trim() && value.length <= 4096 && !value.includes("\n")) out.push(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_PATHS_PER_CALL)) pathsIn(item, out, depth + 1);
  } else if (typeof value === "object" && value !== null) {
    for (const field of PATH_FIELDS) if (field in value) pathsIn(value[field], out, depth + 1);
  }
}
function editToolPaths(input) {
  const out = [];
  for (const field of PATH_FIELDS) if (field in input) pathsIn(input[field], out);
  return out;
}
function patchText(input) {
  const parts = [];
  for (const field of PATCH_FIELDS) {
    const value = input[field];
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) {
      for (const v of value) if (typeof v === "string") parts.push(v);
    }
  }
  return parts.join("\n");
}

// engine/shell/parse.ts
var NEST_MAX = 64;
var EMPTY_WORD = { text: "", raw: "", quoted: false, dynamic: false };
function isMeta(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || c === 38 || c === 124 || c === 60 || c === 62 || c === 40 || c === 41;
}
function isPlain(c) {
  return !isMeta(c) && c !== 92 && c !== 39 && c !== 34 && c !== 36 && c !== 96 && c !== 42 && c !== 63 && c !== 91 && c !== 123 && c !== 125;
}
function isNameStart(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
}
function isNameChar(c) {
  return isNameStart(c) || c >= 48 && c <= 57;
}
var ARITH_WINDOW = 1024;
var STRAY = ["then", "do", "done", "fi", "elif", "else", "esac", "}"];
var RESERVED = ["if", "then", "elif", "else", "fi", "while", "until", "for", "select", "do", "done", "case", "esac", "function", "time", "coproc", "{", "}"];
var IF_STOPS = ["then", "elif", "else", "fi"];
var LOOP_STOPS = ["do", "done"];
var ASSIGN = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;
var Parser = class _Parser {
  constructor(src, ctx, nest) {
    this.ctx = ctx;
    this.nest = nest;
    this.s = src;
    this.n = src.length;
  }
  ctx;
  nest;
  s;
  n;
  i = 0;
  pending = [];
  pendingAt = 0;
  testMode = false;
  /** Count a unit of work (command, substitution, redirect); abort past the budget. */
  spend() {
    if (++this.ctx.simple > this.ctx.maxCommands) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return false;
    }
    return true;
  }
  /** Parse the whole source; stray closers are skipped (and flag the result incomplete). */
  parseAll() {
    const out = [];
    while (!this.ctx.aborted) {
      const [list, stop] = this.parseList(null, false, false);
      for (const p of list) out.push(p);
      if (stop === "" && this.i >= this.n) break;
      const before = this.i;
      if (this.s.charCodeAt(this.i) === 41) this.ctx.incomplete = true;
      if (this.i === before) this.i++;
    }
    if (this.pendingAt < this.pending.length) this.ctx.incomplete = true;
    return out;
  }
  // ---- lists, pipelines, commands -------------------------------------------------------
  nestedList(stops, paren, inCase) {
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return [[], ""];
    }
    if (!this.spend()) return [[], ""];
    this.nest++;
    const r = this.parseList(stops, paren, inCase);
    this.nest--;
    return r;
  }
  parseList(stops, paren, inCase) {
    const list = [];
    const s = this.s;
    for (; ; ) {
      if (this.ctx.aborted) return [list, ""];
      this.skipSep();
      if (this.i >= this.n) return [list, ""];
      const start2 = this.i;
      const c = s.charCodeAt(this.i);
      if (c === 41) {
        if (paren) return [list, ")"];
        return [list, ""];
      }
      if (c === 59) {
        if (s.charCodeAt(this.i + 1) === 59) {
          this.i += 2;
          if (s.charCodeAt(this.i) === 38) this.i++;
          if (inCase) return [list, ";;"];
          continue;
        }
        this.i++;
        if (inCase && s.charCodeAt(this.i) === 38) {
          this.i++;
          return [list, ";;"];
        }
        continue;
      }
      if (c === 38 || c === 124) {
        this.i++;
        continue;
      }
      if (stops) {
        const w = this.peekReserved();
        if (w !== null && stops.includes(w)) {
          this.i += w.length;
          return [list, w];
        }
      }
      const pipe = this.parsePipeline();
      if (pipe) list.push(pipe);
      this.skipBlanks();
      const d = s.charCodeAt(this.i);
      if (d === 59 && s.charCodeAt(this.i + 1) !== 59 && !(inCase && s.charCodeAt(this.i + 1) === 38)) this.i++;
      else if (d === 38) {
        if (s.charCodeAt(this.i + 1) === 38) this.i += 2;
        else {
          this.i++;
          if (pipe) pipe.bg = true;
        }
      } else if (d === 124 && s.charCodeAt(this.i + 1) === 124) this.i += 2;
      if (this.i === start2) this.i++;
    }
  }
  parsePipeline() {
    const stages = [];
    const s = this.s;
    for (; ; ) {
      this.skipBlanks();
      if (this.ctx.aborted) break;
      if (s.charCodeAt(this.i) === 33 && (this.i + 1 >= this.n || isMeta(s.charCodeAt(this.i + 1)))) {
        this.i++;
        continue;
      }
      const node = this.parseCommand();
      if (node) stages.push(node);
      this.skipBlanks();
      if (s.charCodeAt(this.i) === 124 && s.charCodeAt(this.i + 1) !== 124) {
        this.i++;
        if (s.charCodeAt(this.i) === 38) this.i++;
        this.skipSep();
        continue;
      }
      break;
    }
    return stages.length ? { stages, bg: false } : null;
  }
  compound(sub, bodies, subs = []) {
    const node = { k: 1, sub, fn: null, bodies, redirs: [], subs };
    for (; ; ) {
      this.skipBlanks();
      if (!this.isRedirectStart()) break;
      this.parseRedirect(node.redirs, node.subs);
    }
    return node;
  }
  parseCommand() {
    this.skipBlanks();
    if (this.i >= this.n) return null;
    const s = this.s;
    const c = s.charCodeAt(this.i);
    if (c === 40) {
      if (s.charCodeAt(this.i + 1) === 40) {
        const end = this.arithEnd(this.i);
        if (end > 0) {
          this.i = end;
          return this.compound(false, []);
        }
      }
      this.i++;
      const [body, stop] = this.nestedList(null, true, false);
      if (stop === ")") this.i++;
      else this.ctx.incomplete = true;
      return this.compound(true, [body]);
    }
    const w = this.peekReserved();
    if (w !== null) {
      switch (w) {
        case "{": {
          this.i++;
          const [body, stop] = this.nestedList(["}"], false, false);
          if (stop !== "}") this.ctx.incomplete = true;
          return this.compound(false, [body]);
        }
        case "if":
          this.i += 2;
          return this.compound(false, this.segments(IF_STOPS, "fi"));
        case "while":
        case "until": {
          this.i += w.length;
          const node = this.compound(false, this.segments(LOOP_STOPS, "done"));
          node.isLoop = true;
          return node;
        }
        case "for":
        case "select": {
          this.i += w.length;
          const subs = [];
          this.skipBlanks();
          let loop;
          if (s.charCodeAt(this.i) === 40 && s.charCodeAt(this.i + 1) === 40) this.skipBalanced();
          else {
            const name = this.readWord(subs);
            this.skipSep();
            if (this.peekReserved() === null && s.startsWith("in", this.i) && (this.i + 2 >= this.n || isMeta(s.charCodeAt(this.i + 2)))) {
              this.i += 2;
              const values = [];
              for (; ; ) {
                this.skipBlanks();
                const d = s.charCodeAt(this.i);
                if (this.i >= this.n || d === 59 || d === 10 || d === 38 || d === 124 || d === 41) break;
                const v = this.readWord(subs);
                if (!v) this.i++;
                else values.push(v);
              }
              if (name) loop = { name: name.text, values };
            } else if (name) loop = { name: name.text, values: null };
          }
          const node = this.compound(false, this.segments(LOOP_STOPS, "done"), subs);
          if (loop) node.loop = loop;
          node.isLoop = true;
          return node;
        }
        case "case":
          return this.parseCase();
        case "function": {
          this.i += 8;
          this.skipBlanks();
          const name = this.readWord([]);
          return this.functionBody(name ? name.text : "");
        }
        case "time":
        case "coproc": {
          let j = this.i + w.length;
          while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
          const d = s.charCodeAt(j);
          if (d === 123 || d === 40) {
            this.i = j;
            return this.parseCommand();
          }
          break;
        }
        default:
          if (STRAY.includes(w)) {
            this.i += w.length;
            return null;
          }
      }
    }
    return this.parseSimple();
  }
  /** Bodies of if/while/until/for up to the closing keyword. */
  segments(stops, end) {
    const bodies = [];
    for (; ; ) {
      const [body, stop] = this.nestedList(stops, false, false);
      if (body.length) bodies.push(body);
      if (stop === end) break;
      if (!stops.includes(stop)) {
        this.ctx.incomplete = true;
        break;
      }
    }
    return bodies;
  }
  parseCase() {
    const s = this.s;
    this.i += 4;
    const subs = [];
    this.skipBlanks();
    this.readWord(subs);
    this.skipSep();
    if (s.startsWith("in", this.i)) this.i += 2;
    const bodies = [];
    for (; ; ) {
      if (this.ctx.aborted) break;
      this.skipSep();
      while (s.charCodeAt(this.i) === 59) {
        this.i++;
        this.skipSep();
      }
      if (this.i >= this.n) {
        this.ctx.incomplete = true;
        break;
      }
      if (this.peekReserved() === "esac") {
        this.i += 4;
        break;
      }
      if (s.charCodeAt(this.i) === 40) this.i++;
      for (; ; ) {
        this.skipBlanks();
        if (this.i >= this.n) break;
        const d = s.charCodeAt(this.i);
        if (d === 41) {
          this.i++;
          break;
        }
        if (d === 10) break;
        if (!this.readWord(subs)) this.i++;
      }
      const [body, stop] = this.nestedList(["esac"], false, true);
      if (body.length) bodies.push(body);
      if (stop === "esac") break;
      if (stop !== ";;") {
        this.ctx.incomplete = true;
        break;
      }
    }
    return this.compound(false, bodies, subs);
  }
  functionBody(name) {
    const s = this.s;
    let j = this.i;
    while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
    if (s.charCodeAt(j) === 40) {
      j++;
      while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
      if (s.charCodeAt(j) === 41) this.i = j + 1;
    }
    this.skipSep();
    let body = null;
    const st = this.i;
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
    } else {
      this.nest++;
      body = this.parseCommand();
      this.nest--;
    }
    const node = {
      k: 1,
      sub: false,
      fn: name,
      fnSrc: s.slice(st, this.i),
      bodies: body ? [[{ stages: [body], bg: false }]] : [],
      redirs: [],
      subs: []
    };
    return node;
  }
  parseSimple() {
    const s = this.s;
    const node = { k: 0, words: [], assigns: [], redirs: [], subs: [], src: s, start: this.i, end: this.i, cmdSub: -1 };
    if (!this.spend()) return null;
    for (; ; ) {
      this.skipBlanks();
      if (this.i >= this.n || this.ctx.aborted) break;
      const c = s.charCodeAt(this.i);
      if (this.testMode) {
        if (c === 10 || c === 59) break;
      } else {
        if (c === 10 || c === 59 || c === 124 || c === 41) break;
        if (c === 38 && s.charCodeAt(this.i + 1) !== 62) break;
        if (this.isRedirectStart()) {
          this.parseRedirect(node.redirs, node.subs);
          node.end = this.i;
          continue;
        }
        if (c === 40) {
          if (node.words.length === 1 && node.assigns.length === 0 && node.redirs.length === 0) {
            const first = node.words[0];
            return this.functionBody(first.text);
          }
          const last = node.words[node.words.length - 1];
          const st = this.i;
          if (last && node.end === st && last.raw.endsWith("=") && !last.quoted) {
            this.skipBalanced();
            last.raw += s.slice(st, this.i);
            last.text += s.slice(st, this.i);
          } else {
            this.ctx.incomplete = true;
            this.skipBalanced();
          }
          node.end = this.i;
          continue;
        }
      }
      const before = this.i;
      const subsBefore = node.subs.length;
      const w = this.readWord(node.subs);
      if (!w) {
        if (this.i === before) this.i++;
        continue;
      }
      node.end = this.i;
      if (node.words.length === 0 && !this.testMode && ASSIGN.test(w.raw)) {
        if (w.raw.endsWith("=") && s.charCodeAt(this.i) === 40) {
          const st = this.i;
          this.skipBalanced();
          const tail = s.slice(st, this.i);
          w.raw += tail;
          w.text += tail;
          node.end = this.i;
        }
        node.assigns.push(w);
        continue;
      }
      node.words.push(w);
      if (node.words.length === 1 && node.subs.length === subsBefore + 1 && /^"?(?:\$\(|`)/.test(w.raw)) {
        const r = w.raw[0] === '"' ? w.raw.slice(1, -1) : w.raw;
        if (r.startsWith("$(") && r.endsWith(")") || r.startsWith("`") && r.endsWith("`")) node.cmdSub = subsBefore;
      }
      if (node.subs.length === subsBefore + 1 && w.raw.startsWith("<(") && w.raw.endsWith(")")) (node.procSubs ??= []).push([w, subsBefore]);
      if (node.words.length === 1 && w.text === "[[" && !w.quoted) this.testMode = true;
      else if (this.testMode && w.text === "]]") this.testMode = false;
    }
    this.testMode = false;
    if (!node.words.length && !node.assigns.length && !node.redirs.length) return null;
    return node;
  }
  // ---- redirects and heredocs -----------------------------------------------------------
  isRedirectStart() {
    const s = this.s;
    let j = this.i;
    while (j < this.n && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
    const c = s.charCodeAt(j);
    if (c === 60 || c === 62) return s.charCodeAt(j + 1) !== 40;
    if (j === this.i && c === 38 && s.charCodeAt(j + 1) === 62) return true;
    return false;
  }
  parseRedirect(redirs, subs) {
    const s = this.s;
    let fd = null;
    this.spend();
    let j = this.i;
    while (j < this.n && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
    if (j > this.i) {
      fd = Number(s.slice(this.i, j));
      this.i = j;
    }
    let op = ">";
    for (const o of ["&>>", "&>", "<<<", "<<-", "<<", "<>", "<&", "<", ">>", ">|", ">&", ">"]) {
      if (s.startsWith(o, this.i)) {
        op = o;
        break;
      }
    }
    this.i += op.length;
    this.skipBlanks();
    const target = this.readWord(subs) ?? EMPTY_WORD;
    const r = { op, fd, target };
    if (op === "<<" || op === "<<-") {
      r.heredoc = "";
      this.pending.push({ r, delim: target.text, strip: op === "<<-", subs: target.quoted ? null : subs });
    }
    redirs.push(r);
  }
  readHeredocs() {
    const s = this.s;
    while (this.pendingAt < this.pending.length) {
      const h = this.pending[this.pendingAt++];
      let body = "";
      let found = false;
      while (this.i < this.n) {
        const e = s.indexOf("\n", this.i);
        const end = e < 0 ? this.n : e;
        let line = s.slice(this.i, end);
        if (h.strip) {
          let t = 0;
          while (line.charCodeAt(t) === 9) t++;
          if (t) line = line.slice(t);
        }
        this.i = e < 0 ? this.n : e + 1;
        const cmp = line.endsWith("\r") ? line.slice(0, -1) : line;
        if (cmp === h.delim) {
          found = true;
          break;
        }
        body += line + "\n";
      }
      h.r.heredoc = body;
      if (h.subs && (body.includes("$(") || body.includes("`") || body.includes("${"))) {
        new _Parser(body, this.ctx, this.nest + 1).scanExpansions(h.subs);
      }
      if (!found) this.ctx.incomplete = true;
    }
  }
  // ---- blanks, comments, separators -----------------------------------------------------
  /** Spaces, tabs, line continuations and comments (not newlines). */
  skipBlanks() {
    const s = this.s;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 13) this.i++;
      else if (c === 92 && s.charCodeAt(this.i + 1) === 10) this.i += 2;
      else if (c === 35) {
        const e = s.indexOf("\n", this.i);
        this.i = e < 0 ? this.n : e;
      } else break;
    }
  }
  /** Blanks and newlines; each newline first reads the heredoc bodies it ends. */
  skipSep() {
    for (; ; ) {
      this.skipBlanks();
      if (this.s.charCodeAt(this.i) !== 10) return;
      this.i++;
      if (this.pendingAt < this.pending.length) this.readHeredocs();
    }
  }
  peekReserved() {
    const s = this.s;
    const st = this.i;
    let j = st;
    const c = s.charCodeAt(j);
    if (c === 123 || c === 125) j++;
    else while (j < this.n && j - st < 9 && s.charCodeAt(j) >= 97 && s.charCodeAt(j) <= 122) j++;
    if (j === st) return null;
    if (j < this.n && !isMeta(s.charCodeAt(j))) return null;
    const w = s.slice(st, j);
    return RESERVED.includes(w) ? w : null;
  }
  /**
   * End (after "))") of an arithmetic "((...))" starting at `at`, or -1 when it is nested subshells
   * instead (holds ";" or a newline, or does not close with "))"). Looks at most ARITH_WINDOW chars.
   */
  arithEnd(at) {
    if (!this.spend()) return -1;
    const s = this.s;
    const max = Math.min(this.n, at + ARITH_WINDOW);
    let depth = 0;
    for (let j = at; j < max; j++) {
      const c = s.charCodeAt(j);
      if (c === 59 || c === 10) return -1;
      if (c === 92) j++;
      else if (c === 40) depth++;
      else if (c === 41 && --depth === 0) return s.charCodeAt(j - 1) === 41 ? j + 1 : -1;
    }
    return -1;
  }
  /** Skip a balanced ( ... ) group opaquely, honouring quotes; i at "(". */
  skipBalanced() {
    const s = this.s;
    let depth = 0;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 92) this.i += 2;
      else if (c === 39) {
        const e = s.indexOf("'", this.i + 1);
        this.i = e < 0 ? this.n : e + 1;
      } else if (c === 34) {
        let j = this.i + 1;
        while (j < this.n && s.charCodeAt(j) !== 34) j += s.charCodeAt(j) === 92 ? 2 : 1;
        this.i = j + 1;
      } else {
        this.i++;
        if (c === 40) depth++;
        else if (c === 41 && --depth <= 0) return;
      }
    }
    this.ctx.incomplete = true;
    if (this.i > this.n) this.i = this.n;
  }
  // ---- words ----------------------------------------------------------------------------
  /** Read one word at i; null when i is at a metacharacter. Command substitutions go to subs. */
  readWord(subs) {
    const s = this.s;
    const start2 = this.i;
    let text2 = "";
    let quoted = false;
    let dynamic = false;
    let expands = false;
    let brace = false;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (isPlain(c)) {
        let j = this.i + 1;
        while (j < this.n && isPlain(s.charCodeAt(j))) j++;
        text2 += s.slice(this.i, j);
        this.i = j;
        continue;
      }
      if (isMeta(c)) {
        if (this.testMode && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 59) {
          text2 += s[this.i];
          this.i++;
          continue;
        }
        if ((c === 60 || c === 62) && s.charCodeAt(this.i + 1) === 40 && this.i === start2) {
          this.i += 2;
          const [list, stop] = this.nestedList(null, true, false);
          if (stop === ")") this.i++;
          else this.ctx.incomplete = true;
          subs.push({ via: c === 60 ? "<()" : ">()", list });
          text2 += s.slice(start2, this.i);
          dynamic = true;
          expands = true;
          continue;
        }
        break;
      }
      switch (c) {
        case 92: {
          const d = s.charCodeAt(this.i + 1);
          if (d === 10) this.i += 2;
          else if (this.i + 1 >= this.n) this.i++;
          else {
            text2 += s[this.i + 1];
            quoted = true;
            this.i += 2;
          }
          break;
        }
        case 39: {
          const e = s.indexOf("'", this.i + 1);
          if (e < 0) {
            this.ctx.incomplete = true;
            text2 += s.slice(this.i + 1);
            this.i = this.n;
          } else {
            text2 += s.slice(this.i + 1, e);
            this.i = e + 1;
          }
          quoted = true;
          break;
        }
        case 34: {
          const r = this.readDouble(subs);
          text2 += r.text;
          if (r.expands) expands = true;
          quoted = true;
          break;
        }
        case 36: {
          const r = this.readDollar(subs, false);
          text2 += r.text;
          if (r.quoted) quoted = true;
          if (r.expands) dynamic = expands = true;
          break;
        }
        case 96:
          text2 += this.readBacktick(subs, false);
          dynamic = expands = true;
          break;
        case 123:
          brace = true;
          text2 += "{";
          this.i++;
          break;
        case 125:
          if (brace) dynamic = true;
          text2 += "}";
          this.i++;
          break;
        default:
          dynamic = true;
          text2 += s[this.i];
          this.i++;
      }
    }
    if (this.i === start2) return null;
    const w = { text: text2, raw: text2.length === this.i - start2 && !quoted ? text2 : s.slice(start2, this.i), quoted, dynamic };
    if (expands) w.expands = true;
    return w;
  }
  readDouble(subs) {
    const s = this.s;
    this.i++;
    let text2 = "";
    let expands = false;
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 34) {
        this.i++;
        return { text: text2, expands };
      }
      if (c === 92) {
        const d = s.charCodeAt(this.i + 1);
        if (d === 10) this.i += 2;
        else if (d === 36 || d === 96 || d === 34 || d === 92) {
          text2 += s[this.i + 1];
          this.i += 2;
        } else {
          text2 += "\\";
          this.i++;
        }
      } else if (c === 36) {
        const r = this.readDollar(subs, true);
        text2 += r.text;
        if (r.expands) expands = true;
      } else if (c === 96) {
        text2 += this.readBacktick(subs, true);
        expands = true;
      } else {
        let j = this.i + 1;
        while (j < this.n) {
          const d = s.charCodeAt(j);
          if (d === 34 || d === 92 || d === 36 || d === 96) break;
          j++;
        }
        text2 += s.slice(this.i, j);
        this.i = j;
      }
    }
    this.ctx.incomplete = true;
    return { text: text2, expands };
  }
  readDollar(subs, inDq) {
    const s = this.s;
    const st = this.i;
    const d = s.charCodeAt(st + 1);
    if (d === 39 && !inDq) {
      this.i += 2;
      return { text: this.readAnsiC(), expands: false, quoted: true };
    }
    if (d === 34 && !inDq) {
      this.i++;
      const r = this.readDouble(subs);
      return { text: r.text, expands: r.expands, quoted: true };
    }
    if (d === 40) {
      if (s.charCodeAt(st + 2) === 40) {
        const end = this.arithEnd(st + 1);
        if (end > 0) {
          for (let j = st + 3; j < end - 2; j++) {
            if (s.charCodeAt(j) !== 36 || s.charCodeAt(j + 1) !== 40 || s.charCodeAt(j + 2) === 40) continue;
            this.i = j;
            this.readDollar(subs, false);
            j = this.i - 1;
          }
          this.i = end;
          return { text: s.slice(st, this.i), expands: true };
        }
      }
      this.i += 2;
      const [list, stop] = this.nestedList(null, true, false);
      if (stop === ")") this.i++;
      else this.ctx.incomplete = true;
      subs.push({ via: "$()", list });
      return { text: s.slice(st, this.i), expands: true };
    }
    if (d === 123) {
      this.i += 2;
      this.readParam(subs);
      return { text: s.slice(st, this.i), expands: true };
    }
    if (isNameStart(d)) {
      let j = st + 2;
      while (j < this.n && isNameChar(s.charCodeAt(j))) j++;
      this.i = j;
      return { text: s.slice(st, j), expands: true };
    }
    if (d >= 48 && d <= 57 || d === 64 || d === 42 || d === 35 || d === 63 || d === 36 || d === 33 || d === 45) {
      this.i += 2;
      return { text: s.slice(st, this.i), expands: true };
    }
    this.i++;
    return { text: "$", expands: false };
  }
  /** ${ ... } body (i after "${"): nested quotes and substitutions are parsed; i ends after "}". */
  readParam(subs) {
    const s = this.s;
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
      return;
    }
    this.nest++;
    let depth = 0;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (c === 125) {
        this.i++;
        if (depth-- === 0) {
          this.nest--;
          return;
        }
      } else if (c === 123) {
        depth++;
        this.i++;
      } else if (c === 92) this.i += 2;
      else if (c === 39) {
        const e = s.indexOf("'", this.i + 1);
        this.i = e < 0 ? this.n : e + 1;
      } else if (c === 34) this.readDouble(subs);
      else if (c === 36) this.readDollar(subs, true);
      else if (c === 96) this.readBacktick(subs, true);
      else this.i++;
    }
    this.nest--;
    if (this.i > this.n) this.i = this.n;
    this.ctx.incomplete = true;
  }
  /** Walk text like the inside of double quotes (a heredoc body), collecting $( ) and backticks. */
  scanExpansions(subs) {
    const s = this.s;
    while (this.i < this.n && !this.ctx.aborted) {
      const c = s.charCodeAt(this.i);
      if (c === 92) this.i += 2;
      else if (c === 36) this.readDollar(subs, true);
      else if (c === 96) this.readBacktick(subs, true);
      else this.i++;
    }
  }
  /** $'...' body (i just after the opening quote). */
  readAnsiC() {
    const s = this.s;
    let out = "";
    while (this.i < this.n) {
      const c = s.charCodeAt(this.i);
      if (c === 39) {
        this.i++;
        return out;
      }
      if (c !== 92) {
        out += s[this.i++];
        continue;
      }
      const e = s[this.i + 1] ?? "";
      this.i += 2;
      switch (e) {
        case "n":
          out += "\n";
          break;
        case "t":
          out += "	";
          break;
        case "r":
          out += "\r";
          break;
        case "a":
          out += "\x07";
          break;
        case "b":
          out += "\b";
          break;
        case "e":
        case "E":
          out += "\x1B";
          break;
        case "f":
          out += "\f";
          break;
        case "v":
          out += "\v";
          break;
        case "x":
        case "u":
        case "U": {
          const max = e === "x" ? 2 : e === "u" ? 4 : 8;
          let j = this.i;
          while (j < this.n && j - this.i < max && /[0-9a-fA-F]/.test(s[j])) j++;
          if (j === this.i) out += "\\" + e;
          else {
            const cp = parseInt(s.slice(this.i, j), 16);
            out += cp <= 1114111 ? String.fromCodePoint(cp) : "";
            this.i = j;
          }
          break;
        }
        case "c": {
          const ch = s.charCodeAt(this.i);
          if (this.i < this.n) {
            out += String.fromCharCode(ch & 31);
            this.i++;
          }
          break;
        }
        default:
          if (e >= "0" && e <= "7") {
            let j = this.i - 1;
            const st = j;
            while (j < this.n && j - st < 3 && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 55) j++;
            out += String.fromCharCode(parseInt(s.slice(st, j), 8) & 255);
            this.i = j;
          } else out += e;
      }
    }
    this.ctx.incomplete = true;
    return out;
  }
  /** `...` : the body is unescaped and parsed as its own source. Returns the raw slice. */
  readBacktick(subs, inDq) {
    const s = this.s;
    const st = this.i;
    let j = st + 1;
    let inner = "";
    let closed = false;
    while (j < this.n) {
      const c = s.charCodeAt(j);
      if (c === 96) {
        closed = true;
        j++;
        break;
      }
      if (c === 92) {
        const d = s.charCodeAt(j + 1);
        if (d === 96 || d === 36 || d === 92 || inDq && d === 34) {
          inner += s[j + 1];
          j += 2;
          continue;
        }
      }
      inner += s[j];
      j++;
    }
    if (!closed) this.ctx.incomplete = true;
    this.i = Math.min(j, this.n);
    if (this.nest >= NEST_MAX) {
      this.ctx.incomplete = true;
      this.ctx.aborted = true;
    } else if (inner.trim() && this.spend()) {
      const p = new _Parser(inner, this.ctx, this.nest + 1);
      subs.push({ via: "``", list: p.parseAll() });
    }
    return s.slice(st, this.i);
  }
};

// engine/shell/specs.ts
var XARGS_SPEC = {
  short: "InLPsdEaJRS",
  long: ["max-args", "max-lines", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var", "eof"],
  posix: true
};
function buildSpecs() {
  const RSYNC_LONG = [
    "rsh",
    "exclude",
    "include",
    "filter",
    "files-from",
    "password-file",
    "port",
    "exclude-from",
    "include-from",
    "rsync-path",
    "chmod",
    "chown",
    "log-file",
    "timeout",
    "bwlimit",
    "temp-dir",
    "partial-dir",
    "backup-dir",
    "suffix",
    "compare-dest",
    "copy-dest",
    "link-dest",
    "usermap",
    "groupmap"
  ];
  const PARALLEL_LONG = [
    "jobs",
    "sshlogin",
    "sshloginfile",
    "slf",
    "joblog",
    "arg-file",
    "delay",
    "timeout",
    "max-args",
    "delimiter",
    "results",
    "res",
    "tmpdir",
    "retries",
    "colsep",
    "env",
    "workdir",
    "wd",
    "basefile",
    "bf",
    "return",
    "transferfile",
    "tf",
    "memfree",
    "load",
    "nice",
    "halt",
    "tagstring",
    "tag-string",
    "max-lines",
    "max-procs",
    "max-chars",
    "eof",
    "shebang-wrap",
    "termseq",
    "rpl",
    "plus"
  ];
  const CURL_LONG = [
    "data",
    "data-binary",
    "data-raw",
    "data-urlencode",
    "data-ascii",
    "json",
    "form",
    "form-string",
    "upload-file",
    "header",
    "proxy-header",
    "user",
    "proxy-user",
    "oauth2-bearer",
    "config",
    "request",
    "output",
    "output-dir",
    "user-agent",
    "cookie",
    "cookie-jar",
    "referer",
    "url",
    "proxy",
    "max-time",
    "connect-timeout",
    "retry",
    "retry-delay",
    "retry-max-time",
    "cert",
    "key",
    "cacert",
    "capath",
    "write-out",
    "dump-header",
    "range",
    "resolve",
    "connect-to",
    "interface",
    "limit-rate",
    "continue-at",
    "aws-sigv4",
    "variable",
    "quote",
    "telnet-option",
    "time-cond",
    "speed-time",
    "speed-limit"
  ];
  const CURL_NAMES = {
    d: "data",
    F: "form",
    T: "upload-file",
    H: "header",
    u: "user",
    U: "proxy-user",
    K: "config",
    X: "request",
    o: "output",
    G: "get",
    x: "proxy"
  };
  const WGET_LONG = [
    "post-file",
    "body-file",
    "post-data",
    "body-data",
    "method",
    "header",
    "user",
    "password",
    "http-user",
    "http-password",
    "output-document",
    "output-file",
    "append-output",
    "input-file",
    "directory-prefix",
    "user-agent",
    "referer",
    "tries",
    "timeout",
    "wait",
    "level",
    "accept",
    "reject",
    "load-cookies",
    "save-cookies",
    "ca-certificate",
    "certificate",
    "private-key"
  ];
  const WGET_NAMES = { O: "output-document", o: "output-file", a: "append-output", i: "input-file", P: "directory-prefix", U: "user-agent" };
  const SU = {
    short: "cgGsuw",
    long: ["command", "session-command", "group", "supp-group", "shell", "user", "whitelist-environment"],
    names: { c: "command" }
  };
  const TAR_LONG = [
    "file",
    "directory",
    "files-from",
    "exclude",
    "exclude-from",
    "blocking-factor",
    "format",
    "label",
    "listed-incremental",
    "use-compress-program",
    "starting-file",
    "newer",
    "newer-mtime",
    "owner",
    "group",
    "mode",
    "mtime",
    "transform",
    "xform",
    "strip-components",
    "suffix",
    "tape-length",
    "checkpoint-action"
  ];
  const AWS_LONG = [
    "profile",
    "region",
    "endpoint-url",
    "output",
    "query",
    "exclude",
    "include",
    "acl",
    "storage-class",
    "sse",
    "sse-kms-key-id",
    "content-type",
    "cache-control",
    "expires",
    "metadata",
    "grants",
    "ca-bundle",
    "page-size",
    "color"
  ];
  const MAIL = { short: "aAsbcrSq", long: ["attach", "subject"], names: { a: "attach", A: "attach", s: "subject" } };
  const GIT_LONG = ["git-dir", "work-tree", "namespace", "super-prefix", "config-env", "exec-path", "list-cmds"];
  return {
    ssh: { short: "BbcDEeFIiJLlmOopQRSWw", posix: true },
    scp: { short: "cFiJloPS" },
    sftp: { short: "BbcDFiJloPRSs" },
    rsync: { short: "eBfTM", long: RSYNC_LONG },
    parallel: { short: "jSaNdInLPsEX", long: PARALLEL_LONG, posix: true },
    xargs: XARGS_SPEC,
    "docker exec": { short: "euwc", long: ["env", "user", "workdir", "env-file", "detach-keys", "container"], posix: true },
    "kubectl exec": { short: "nc", long: ["namespace", "container", "context", "kubeconfig", "pod-running-timeout", "cluster", "user"] },
    curl: { short: "AbcCdDeEFHKmoPQrtTuUwxXyYz", long: CURL_LONG, names: CURL_NAMES },
    wget: { short: "OoaetTwQPUiBDARlIX", long: WGET_LONG, names: WGET_NAMES },
    git: { short: "Cc", long: GIT_LONG, posix: true },
    aws: { long: AWS_LONG },
    script: {
      short: "cEeIOBTm",
      long: ["command", "echo", "log-in", "log-out", "log-io", "log-timing", "logging-format", "output-limit"],
      names: { c: "command" }
    },
    su: SU,
    runuser: SU,
    tar: { short: "fCTXbHVgIKNL", long: TAR_LONG },
    install: { short: "mogtSZ", long: ["mode", "owner", "group", "target-directory", "suffix", "context"] },
    zip: { short: "btnPOsI", long: ["temp-path", "suffixes", "password", "output-file", "split-size"], names: { m: "move", r: "recurse-paths" } },
    gsutil: { short: "ho" },
    rclone: {
      long: ["config", "transfers", "checkers", "bwlimit", "exclude", "include", "filter", "log-file", "log-level", "max-age", "min-age", "backup-dir"]
    },
    azcopy: { long: ["include-pattern", "exclude-pattern", "from-to", "log-level", "cap-mbps", "block-size-mb"] },
    mail: MAIL,
    mailx: MAIL,
    mutt: MAIL,
    "git clean": { short: "e", long: ["exclude"], names: { f: "force", n: "dry-run" } },
    "git reset": {},
    "git add": { long: ["chmod", "pathspec-from-file"], names: { f: "force", A: "all", n: "dry-run" } },
    "git push": { short: "o", long: ["push-option", "repo", "receive-pack", "exec", "force-with-lease"], names: { f: "force" } },
    // gh's subcommands give their letters different meanings: -F is a body file to `gh issue`, a field to `gh api`
    "gh issue": {
      short: "bFtTaAlmpRBSLMjq",
      long: ["body", "body-file", "title", "repo", "assignee", "label", "milestone", "project"],
      names: { b: "body", F: "body-file", t: "title", R: "repo" }
    },
    "gh pr": {
      short: "bFtTaAlmpRBHrjq",
      long: ["body", "body-file", "title", "repo", "base", "head", "assignee", "label", "reviewer"],
      names: { b: "body", F: "body-file", t: "title", R: "repo" }
    },
    "gh api": {
      short: "FfXHqtp",
      long: ["field", "raw-field", "method", "header", "jq", "template", "input", "preview", "hostname", "cache"],
      names: { F: "field", f: "raw-field", X: "method", H: "header" }
    },
    "gh gist": { short: "dfR", long: ["desc", "filename", "repo"], names: { d: "desc", f: "filename" } },
    "gh release": { short: "nFtR", long: ["notes", "notes-file", "title", "repo", "target"], names: { n: "notes", F: "notes-file", t: "title", R: "repo" } }
  };
}
var SPECS;
function specOf(prog) {
  return (SPECS ??= buildSpecs())[prog] ?? {};
}
function takesNext(t, spec) {
  if (t.startsWith("--")) return !t.includes("=") && (spec.long?.includes(t.slice(2)) ?? false);
  if (!t.startsWith("-") || t.length < 2) return false;
  for (let j = 1; j < t.length; j++) if (spec.short?.includes(t[j])) return j === t.length - 1;
  return false;
}
function parseArgs(words, prog, from = 1) {
  const { operands: operands2, first } = parseOptions(words, prog, from);
  return { operands: operands2, first };
}
function parseOptions(words, prog, from = 1) {
  const spec = specOf(prog);
  const options = [];
  const operands2 = [];
  let first = -1;
  let done = false;
  for (let k = from; k < words.length; k++) {
    const w = words[k];
    const t = w.text;
    if (!done && t === "--") {
      done = true;
      continue;
    }
    if (!done && t.startsWith("--") && t.length > 2) {
      const eq = t.indexOf("=");
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (eq >= 0) options.push({ name, value: t.slice(eq + 1), index: k, inline: true });
      else if (spec.long?.includes(name)) options.push({ name, value: words[++k]?.text ?? "", index: k - 1 });
      else options.push({ name, index: k });
      continue;
    }
    if (!done && t.length > 1 && t.startsWith("-")) {
      for (let j = 1; j < t.length; j++) {
        const letter = t[j];
        const name = spec.names?.[letter] ?? letter;
        if (!spec.short?.includes(letter)) {
          options.push({ name, index: k });
          continue;
        }
        const glued = t.slice(j + 1);
        options.push(glued ? { name, value: glued, index: k, inline: true } : { name, value: words[k + 1]?.text ?? "", index: k });
        if (!glued) k++;
        break;
      }
      continue;
    }
    if (first < 0) first = k;
    operands2.push(w);
    if (spec.posix) {
      for (let j = k + 1; j < words.length; j++) operands2.push(words[j]);
      break;
    }
  }
  return { options, operands: operands2, first };
}
function optionValues(parsed, ...names2) {
  return parsed.options.filter((o) => o.value !== void 0 && names2.includes(o.name)).map((o) => o.value);
}

// engine/shell/runners.ts
function programName(word) {
  if (word === void 0) return "";
  let t = typeof word === "string" ? word : word.text;
  if (typeof word === "string" && t.length >= 2) {
    const q = t[0];
    if ((q === '"' || q === "'") && t[t.length - 1] === q) t = t.slice(1, -1);
  }
  let k = 0;
  while (t.charCodeAt(k) === 92) k++;
  if (k) t = t.slice(k);
  const slash = t.lastIndexOf("/");
  const name = slash >= 0 && slash < t.length - 1 ? t.slice(slash + 1) : t;
  return /[A-Z]/.test(name) ? name.toLowerCase() : name;
}
var RUNNERS2 = {
  sudo: {
    arg: "ugpCDrtUTh",
    long: ["user", "group", "prompt", "close-from", "chdir", "role", "type", "other-user", "command-timeout", "host"],
    none: "lvVK",
    assigns: true
  },
  doas: { arg: "uC" },
  pkexec: { long: ["user"] },
  runuser: { arg: "ugG", long: ["user", "group", "supp-group", "shell"] },
  env: { arg: "uCS", long: ["unset", "chdir", "split-string", "block-signal", "default-signal", "ignore-signal"], assigns: true },
  nice: { arg: "n", long: ["adjustment"] },
  nohup: {},
  setsid: {},
  timeout: { arg: "sk", long: ["signal", "kill-after"], operands: 1 },
  time: { arg: "fo", long: ["format", "output"] },
  command: { none: "vV" },
  builtin: {},
  exec: { arg: "a" },
  stdbuf: { arg: "ioe", long: ["input", "output", "error"] },
  ionice: { arg: "cn", long: ["class", "classdata"], none: "pPu" },
  chrt: { arg: "TPD", long: ["sched-runtime", "sched-period", "sched-deadline"], none: "pm", operands: 1 },
  taskset: { none: "p", operands: 1 },
  busybox: {},
  watch: { arg: "nq", long: ["interval", "equexit"] },
  xargs: { arg: XARGS_SPEC.short, long: XARGS_SPEC.long },
  unbuffer: {},
  caffeinate: { arg: "tw" },
  proxychains: { arg: "f" },
  proxychains4: { arg: "f" },
  torsocks: { arg: "uapP" },
  chronic: {},
  ifne: {},
  flock: { arg: "wEc", long: ["timeout", "conflict-exit-code", "command"], operands: 1 },
  chroot: { long: ["userspec", "groups"], operands: 1 },
  firejail: {},
  screen: { arg: "SceptTh", none: "lrRxXQ" },
  noglob: {},
  nocorrect: {},
  strace: { arg: "oeEpsSuUPXabIO" },
  ltrace: { arg: "oeEpsSuUPXabIO" },
  valgrind: {},
  "sudo-rs": { arg: "ugpCDrtUTh", long: ["user", "group", "prompt", "chdir"], none: "lvVK", assigns: true }
};
function isRunner(name) {
  return Object.hasOwn(RUNNERS2, name);
}
function unwrapOnce(cmd) {
  const w = cmd.words;
  if (!w.length) return null;
  const name = programName(w[0]);
  if (!isRunner(name)) return null;
  const spec = RUNNERS2[name];
  const assigns = [];
  let split = null;
  let k = 1;
  for (; k < w.length; k++) {
    const t = w[k].text;
    if (t === "--") {
      k++;
      break;
    }
    if (spec.assigns && /^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) {
      assigns.push(w[k]);
      continue;
    }
    if (t.length < 2 || t[0] !== "-") break;
    if (t[1] === "-") {
      const eq = t.indexOf("=");
      const nm = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (name === "env" && nm === "split-string") split = splitString(eq < 0 ? w[k + 1]?.text ?? "" : t.slice(eq + 1));
      if (eq < 0 && spec.long?.includes(nm)) k++;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (spec.none?.includes(ch)) return null;
      if (spec.arg?.includes(ch)) {
        if (name === "env" && ch === "S") split = splitString(j === t.length - 1 ? w[k + 1]?.text ?? "" : t.slice(j + 1));
        if (j === t.length - 1) k++;
        break;
      }
    }
  }
  if (split) return { ...cmd, words: split.concat(w.slice(k)), assignments: cmd.assignments.concat(assigns), depth: cmd.depth + 1, via: [...cmd.via, name] };
  k += spec.operands ?? 0;
  if (name === "flock" && (w[k]?.text === "-c" || w[k]?.text === "--command")) split = splitString(w[k + 1]?.text ?? "");
  if (split) return { ...cmd, words: split, depth: cmd.depth + 1, via: [...cmd.via, name] };
  if (name === "env" || name === "sudo") {
    while (k < w.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w[k].text)) assigns.push(w[k++]);
  }
  if (k >= w.length) return null;
  return { ...cmd, words: w.slice(k), assignments: cmd.assignments.concat(assigns), depth: cmd.depth + 1, via: [...cmd.via, name] };
}
function splitString(str2) {
  const out = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(str2)) !== null) {
    const text2 = m[1] ?? m[2] ?? m[3] ?? "";
    out.push({ text: text2, raw: m[0], quoted: m[3] === void 0, dynamic: false });
    if (out.length > 4096) break;
  }
  return out;
}
function unwrapRunner(cmd) {
  let cur = cmd;
  for (let n = 0; n < 16; n++) {
    const next = unwrapOnce(cur);
    if (!next) break;
    cur = next;
  }
  return cur;
}
function flagSet(cmd) {
  const short = /* @__PURE__ */ new Set();
  const long = /* @__PURE__ */ new Set();
  const operands2 = [];
  let done = false;
  for (let k = 1; k < cmd.words.length; k++) {
    const w = cmd.words[k];
    const t = w.text;
    if (done || t.length < 2 || t[0] !== "-") operands2.push(w);
    else if (t === "--") done = true;
    else if (t[1] === "-") {
      const eq = t.indexOf("=");
      long.add(eq < 0 ? t.slice(2) : t.slice(2, eq));
    } else for (let j = 1; j < t.length; j++) short.add(t[j]);
  }
  return { short, long, operands: operands2 };
}

// engine/shell/expand.ts
var NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
var MAX_FIELDS = 256;
function pastGroup(s, i) {
  if (s[i] === "`") {
    for (let e = i + 1; e < s.length; e++) {
      if (s[e] === "\\") e++;
      else if (s[e] === "`") return e + 1;
    }
    return -1;
  }
  const open = s[i + 1];
  const close = open === "(" ? ")" : "}";
  let depth = 0;
  let q = "";
  for (let e = i + 1; e < s.length; e++) {
    const ch = s[e];
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
function knownValue(body, known) {
  const arr = /^([A-Za-z_]\w*)\[([@*]|[0-9]{1,3})\]$/.exec(body);
  if (arr) {
    const items = known.array(arr[1]);
    if (!items) return void 0;
    const at = arr[2];
    if (at === "@") return { values: items, each: true };
    if (at === "*") return { values: [items.join(" ")], each: false };
    const one = items[Number(at)];
    return one === void 0 ? void 0 : { values: [one], each: false };
  }
  const m = /^([A-Za-z_]\w*)(?::?[-?=](.*))?$/s.exec(body);
  if (!m) return void 0;
  const v = known.scalar(m[1]);
  return v === void 0 || v === "" && body.includes(":") ? void 0 : { values: [v], each: false };
}
function expandWord(w, known) {
  const s = w.raw;
  if (!s.includes("$") || s.includes("$'")) return null;
  const fields = [];
  let cur = { text: "", raw: "", dynamic: false, expands: false, quoted: false };
  let changed = false;
  let dq = false;
  const put = (text2, raw = text2) => {
    cur.text += text2;
    cur.raw += raw;
  };
  const splitIn = (value) => {
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
    const ch = s[i];
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
      const name = NAME.exec(s.slice(i + 1))[0];
      const v = known.scalar(name);
      if (v === void 0) {
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
    } else if (ch === "$" && s[i + 1] === "(" || ch === "`") {
      const e = pastGroup(s, i);
      if (e < 0) return null;
      const out = s[i + 2] === "(" && ch === "$" ? null : known.sub?.() ?? null;
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
    const out = { text: f.text, raw: f.raw, quoted: f.quoted, dynamic: f.dynamic };
    if (f.expands) out.expands = true;
    return out;
  });
}

// engine/shell/analyze.ts
var RESOLVE_MAX = 4096;
var DECLARERS = ["export", "local", "declare", "readonly", "typeset"];
var SHELLS = ["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "fish", "rbash", "pdksh", "oksh"];
function isShell(name) {
  return SHELLS.includes(name);
}
var Emitter = class {
  constructor(ctx, maxDepth, maxCommands, maxBytes) {
    this.ctx = ctx;
    this.maxDepth = maxDepth;
    this.maxCommands = maxCommands;
    this.budget = maxBytes;
  }
  ctx;
  maxDepth;
  maxCommands;
  commands = [];
  pipes = [];
  functions = [];
  /** Variables with statically known values (NAME=literal, export/local/declare, for NAME in literals). */
  vars = /* @__PURE__ */ new Map();
  /** Arrays with statically known items (NAME=(a b c)). */
  arrays = /* @__PURE__ */ new Map();
  /** Function bodies by name, for calls with arguments (`del(){ rm -rf "$1"; }; del /x`). */
  fnSrc = /* @__PURE__ */ new Map();
  /** Known output of `<(...)` words (bash <(echo ... | base64 -d), source <(...)). */
  procOut = /* @__PURE__ */ new Map();
  /** Files written earlier in this command line with statically known content. */
  files = /* @__PURE__ */ new Map();
  /** Characters left for re-analysed strings (bash -c, eval, decoded, scripts, $var). */
  budget;
  learn(cmd) {
    const prog = cmd.words.length ? programName(cmd.words[0]) : "";
    const list = !cmd.words.length ? cmd.assignments : DECLARERS.includes(prog) ? cmd.words.slice(1) : null;
    if (!list) return;
    for (const a of list) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(a.text);
      if (!m) continue;
      const name = m[1];
      const v = a.text.slice(m[0].length);
      const home = a.expands && !/[$`]/.test(v.replace(/\$\{HOME\}|\$HOME(?![A-Za-z0-9_])/g, ""));
      if (a.raw.includes("=(") && a.text.endsWith(")")) {
        const at = a.raw.indexOf("=(");
        const body = a.raw.slice(at + 2, a.raw.endsWith(")") ? -1 : void 0);
        const items = [...body.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((x) => x[1] ?? x[2] ?? x[3]);
        if (items.length <= 64 && !items.some((t) => t.includes("`") || /\$(?!HOME\b|\{HOME\})/.test(t))) this.arrays.set(name, items);
        else this.arrays.delete(name);
        this.vars.delete(name);
      } else if (a.expands && !home) this.vars.delete(name);
      else {
        if (!home && (v.includes("$") || v.includes("`"))) {
          this.vars.delete(name);
          continue;
        }
        const old = m[2] ? this.vars.get(name) : void 0;
        this.vars.set(name, old ? old.map((o) => o + v) : [v]);
      }
    }
  }
  /**
   * The words a for loop runs over, when known: literals, globs and ~ as written (the checks match
   * them against the protected paths), "$HOME"/x, and the items of a known array ("${a[@]}").
   */
  loopWords(values) {
    const out = [];
    for (const w of values) {
      const arr = /^\$\{([A-Za-z_]\w*)\[[@*]\]\}$/.exec(w.text);
      const items = arr ? this.arrays.get(arr[1]) : void 0;
      if (items) out.push(...items);
      else if (w.text.includes("`") || /\$(?!HOME\b|\{HOME\})/.test(w.text)) return null;
      else out.push(w.text);
      if (out.length > 64) return null;
    }
    return out;
  }
  /**
   * A command whose words use known variables or array items, as a copy with the values put in
   * (via "$var"): expanded word by word on the tree (engine/shell/expand.ts), quoted items kept
   * one field each, unquoted values split; one copy per known value of a loop variable (<= 8).
   */
  resolve(cmd) {
    if (!this.vars.size && !this.arrays.size || cmd.text.length > RESOLVE_MAX || cmd.via.includes("$var")) return;
    if (cmd.depth + 1 > this.maxDepth) return;
    if (!cmd.words.some((w) => w.expands) && !cmd.redirects.some((r) => r.target.expands)) return;
    let variants = 1;
    for (const w of cmd.words.concat(cmd.redirects.map((r) => r.target)))
      for (const m of w.raw.matchAll(/\$\{?([A-Za-z_]\w*)/g)) variants = Math.max(variants, Math.min(this.vars.get(m[1])?.length ?? 1, 8));
    for (let k = 0; k < variants; k++) {
      const known = {
        scalar: (name) => {
          const vals = this.vars.get(name);
          return vals ? vals[Math.min(k, vals.length - 1)] : void 0;
        },
        array: (name) => this.arrays.get(name)
      };
      let changed = false;
      const words = cmd.words.flatMap((w) => {
        const e = w.expands ? expandWord(w, known) : null;
        if (e) changed = true;
        return e ?? [w];
      });
      const redirects = cmd.redirects.map((r) => {
        const e = r.target.expands ? expandWord(r.target, known) : null;
        if (e?.length !== 1) return r;
        changed = true;
        return { ...r, target: e[0] };
      });
      if (!changed) return;
      const text2 = [...cmd.assignments.map((a) => a.raw), ...words.map((w) => w.raw)].join(" ");
      this.budget -= text2.length;
      if (this.budget < 0) return;
      this.derived({ ...cmd, words, redirects, depth: cmd.depth + 1, via: [...cmd.via, "$var"], text: text2, pipelineLength: 1, stage: 0 });
    }
  }
  /** Run fn with the variables restored afterwards (a subshell or a substitution sets none outside). */
  scoped(fn) {
    const saved = new Map(this.vars);
    const arrays = new Map(this.arrays);
    fn();
    this.vars.clear();
    for (const [k, v] of saved) this.vars.set(k, v);
    this.arrays.clear();
    for (const [k, v] of arrays) this.arrays.set(k, v);
  }
  full() {
    if (this.commands.length >= this.maxCommands) {
      this.ctx.incomplete = true;
      return true;
    }
    return false;
  }
  list(list, depth, via, inherit) {
    for (const pipe of list) {
      if (this.full()) return;
      const only = pipe.stages.length === 1 ? pipe.stages[0] : void 0;
      if (only && only.k === 1) {
        this.compound(only, depth, via, inherit, pipe.bg, -1);
        continue;
      }
      const p = this.pipes.length;
      this.pipes.push([]);
      for (const st of pipe.stages) this.stage(st, p, depth, via, inherit, pipe.bg);
      this.afterPipeline(p);
    }
  }
  /** Emit substitutions; returns, per sub, the pipeline index it produced when it is exactly one. */
  subs(subs, depth, via) {
    const single = [];
    for (const s of subs) {
      const from = this.pipes.length;
      this.scoped(() => this.list(s.list, depth + 1, [...via, s.via], []));
      const first = s.list[0];
      const plain = s.list.length === 1 && first !== void 0 && !(first.stages.length === 1 && first.stages[0]?.k === 1);
      single.push(plain && this.pipes.length > from ? from : -1);
    }
    return single;
  }
  /** A compound command; p >= 0 flattens its commands into pipeline p. */
  compound(node, depth, via, inherit, bg, p) {
    this.subs(node.subs, depth, via);
    if (node.loop) {
      const values = node.loop.values ? this.loopWords(node.loop.values) : null;
      if (values) this.vars.set(node.loop.name, values);
      else this.vars.delete(node.loop.name);
    }
    const d = node.sub ? depth + 1 : depth;
    const v = node.sub ? [...via, "subshell"] : node.fn !== null ? [...via, "function"] : via;
    const inh = node.redirs.length ? inherit.concat(node.redirs.map((r) => ({ ...r, inherited: true }))) : inherit;
    const from = this.commands.length;
    const bodies = () => {
      for (const body of node.bodies) {
        if (p < 0) this.list(body, d, v, inh);
        else for (const pipe of body) for (const st of pipe.stages) this.stage(st, p, d, v, inh, bg || pipe.bg);
      }
    };
    if (node.sub) this.scoped(bodies);
    else bodies();
    if (node.isLoop) for (let k = from; k < this.commands.length; k++) this.commands[k].inLoop = true;
    if (node.fn !== null) {
      this.functions.push({ name: node.fn, commands: this.commands.slice(from) });
      if (node.fnSrc) this.fnSrc.set(node.fn, node.fnSrc);
    }
    if (p < 0 && bg) for (let k = from; k < this.commands.length; k++) this.commands[k].background = true;
  }
  stage(node, p, depth, via, inherit, bg) {
    if (this.full()) return;
    if (node.k === 1) {
      this.compound(node, depth, via, inherit, bg, p);
      return;
    }
    const from = this.commands.length;
    const single = this.subs(node.subs, depth, via);
    if (node.cmdSub >= 0) {
      const sp = single[node.cmdSub] ?? -1;
      const stages = sp >= 0 ? this.pipes[sp] : [];
      const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
      if (out) {
        const rest = node.words.slice(1).map((w) => w.raw).join(" ");
        const head = out.text.replace(/\s+/g, " ").trim();
        this.reparse(rest ? head + " " + rest : head, depth + 1, [...via, out.decoded ? "base64 | sh" : "$() | sh"]);
      }
    }
    if (node.procSubs) {
      for (const [w, k] of node.procSubs) {
        const sp = single[k] ?? -1;
        const stages = sp >= 0 ? this.pipes[sp] : [];
        const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
        if (out) this.procOut.set(w, out);
      }
    }
    const cmd = {
      words: node.words,
      assignments: node.assigns,
      redirects: inherit.length ? node.redirs.concat(inherit) : node.redirs,
      pipeline: p,
      stage: 0,
      pipelineLength: 0,
      depth,
      via,
      text: node.src.slice(node.start, node.end)
    };
    if (bg) cmd.background = true;
    this.pipes[p].push(cmd);
    const idx = this.commands.length;
    this.commands.push(cmd);
    this.adopt(from, idx);
    this.expand(cmd);
    this.resolve(cmd);
    this.knownSubs(cmd, node.subs, single);
    this.call(cmd);
    this.adopt(idx + 1, idx);
    this.learn(cmd);
  }
  /**
   * `rm -rf "$(echo ~)"`, `rm -rf $(printf %s /usr)`: a command whose $( ) / backtick words have a
   * known stdout, as a copy with that output in their place (via "$() out"), expanded on the tree.
   */
  knownSubs(cmd, subs, single) {
    if (cmd.text.length > RESOLVE_MAX || !/\$\(|`/.test(cmd.text) || cmd.via.includes("$() out") || cmd.depth + 1 > this.maxDepth) return;
    const prog = programName(cmd.words[0]);
    if (!cmd.words.length || /\$\(|`/.test(cmd.words[0]?.text ?? "") || isShell(prog) || prog === "eval") return;
    if (cmd.assignments.some((a) => /\$\(|`/.test(a.raw)) || cmd.redirects.some((r) => /\$\(|`/.test(r.target.raw))) return;
    const outs = [];
    subs.forEach((s, k) => {
      if (s.via !== "$()" && s.via !== "``") return;
      const sp = single[k] ?? -1;
      const stages = sp >= 0 ? this.pipes[sp] : [];
      const out = stages.length ? stdoutOf(stages, stages.length - 1, 0) : null;
      const t = out?.text.trim() ?? "";
      outs.push(out && !out.decoded && t && !/[\n;&|<>`(){}]/.test(t) && !/\$(?!HOME\b)/.test(t) ? t : null);
    });
    if (!outs.some((o) => o !== null)) return;
    let next = 0;
    const known = { scalar: () => void 0, array: () => void 0, sub: () => next < outs.length ? outs[next++] ?? null : null };
    const words = cmd.words.flatMap((w) => w.expands ? expandWord(w, known) ?? [w] : [w]);
    if (next !== outs.length) return;
    const text2 = words.map((w) => w.raw).join(" ");
    this.budget -= text2.length;
    if (this.budget < 0) return;
    this.derived({ ...cmd, words, depth: cmd.depth + 1, via: [...cmd.via, "$() out"], text: text2, pipelineLength: 1, stage: 0 });
  }
  /** A call of a function defined earlier, with arguments: its body again, $1... put in (via "function call"). */
  call(cmd) {
    if (!this.fnSrc.size || cmd.words.length < 2) return;
    const body = this.fnSrc.get(cmd.words[0].text);
    if (body === void 0 || body.length > RESOLVE_MAX) return;
    const text2 = positional(
      body,
      null,
      cmd.words.slice(1).map((w) => w.text)
    );
    if (text2 !== body) this.reparse(text2, cmd.depth + 1, [...cmd.via, "function call"], true);
  }
  /** Commands emitted from `from` on without a parent were found in command `parent`. */
  adopt(from, parent) {
    for (let k = from; k < this.commands.length; k++) {
      const c = this.commands[k];
      if (c.parent === void 0 && k !== parent) c.parent = parent;
    }
  }
  /** Analyse a string as shell code one level deeper. */
  reparse(script, depth, via, optional = false) {
    if (depth > this.maxDepth) {
      if (!optional) this.ctx.incomplete = true;
      return;
    }
    if (this.ctx.aborted || !script.trim()) return;
    this.budget -= script.length;
    if (this.budget < 0) {
      if (!optional) this.ctx.incomplete = true;
      return;
    }
    const list = new Parser(script, this.ctx, 0).parseAll();
    this.list(list, depth, via, []);
  }
  /** A command produced from another one (find -exec, xargs): its own one-stage pipeline. */
  derived(cmd) {
    if (cmd.depth > this.maxDepth) {
      this.ctx.incomplete = true;
      return;
    }
    if (this.full()) return;
    const p = this.pipes.length;
    this.pipes.push([cmd]);
    cmd.pipeline = p;
    delete cmd.parent;
    const idx = this.commands.length;
    this.commands.push(cmd);
    this.expand(cmd);
    this.adopt(idx + 1, idx);
  }
  expand(cmd) {
    const u = unwrapRunner(cmd);
    const w = u.words;
    for (const a of u.assignments.length ? u.assignments : cmd.assignments) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(a.text);
      if (m && ENV_COMMANDS.includes(m[1])) this.reparse(a.text.slice(m[0].length), u.depth + 1, [...u.via, m[1]], true);
    }
    if (DECLARERS.includes(programName(w[0]))) {
      for (const a of w.slice(1)) {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(a.text);
        if (m && ENV_COMMANDS.includes(m[1])) this.reparse(a.text.slice(m[0].length), u.depth + 1, [...u.via, m[1]], true);
      }
    }
    if (!w.length) return;
    if (u !== cmd && count(u.via, "xargs") > count(cmd.via, "xargs")) {
      const input = this.xargsInput(cmd);
      if (input === null) this.derived({ ...u, redirects: [] });
      else for (const words of xargsCommands(cmd, u.words, input)) this.derived({ ...u, words, redirects: [] });
      return;
    }
    if (u !== cmd && w.length === 1 && /\s/.test(w[0].text)) {
      this.reparse(w[0].text, u.depth, [...u.via]);
      return;
    }
    const prog = shellVar(w[0]) ? "sh" : programName(w[0]);
    const d = u.depth + 1;
    if (isShell(prog)) {
      if (noExec(w)) return;
      const si = shellScriptIndex(w);
      const sc = si < 0 ? null : w[si].text;
      if (sc !== null) {
        this.reparse(sc, d, [...u.via, prog + " -c"]);
        const extra = w.slice(si + 1);
        if (extra.length && sc.length <= RESOLVE_MAX && !extra.some((x) => x.dynamic || x.expands || x.text === "{}")) {
          const text2 = positional(
            sc,
            extra[0].text,
            extra.slice(1).map((x) => x.text)
          );
          if (text2 !== sc) this.reparse(text2, d, [...u.via, prog + " -c", "$1"], true);
        }
      } else if (readsStdin(w)) this.stdinScript(cmd, d, [...u.via, "heredoc | sh"], [...u.via, "<<< | sh"]);
      else this.scriptFile(scriptOperand(w), d, u.via);
      return;
    }
    if (w[0].text.includes("/")) this.scriptFile(w[0], d, u.via);
    switch (prog) {
      case "source":
      case ".":
        this.scriptFile(w[1], d, u.via);
        return;
      case "at":
      case "batch":
        if (!w.some((x) => x.text === "-f" || x.text === "-l" || x.text === "-d")) this.stdinScript(cmd, d, [...u.via, "at"], [...u.via, "at"]);
        return;
      case "script": {
        const c = optionValues(parseOptions(w, "script"), "command")[0];
        if (c !== void 0) this.reparse(c, d, [...u.via, "script -c"]);
        return;
      }
      case "eval":
        this.reparse(
          w.slice(1).map((x) => x.text).join(" "),
          d,
          [...u.via, "eval"]
        );
        return;
      case "su":
      case "runuser": {
        const c = optionValues(parseOptions(w, prog), "command")[0];
        if (c !== void 0) this.reparse(c, d, [...u.via, prog + " -c"]);
        return;
      }
      case "ssh": {
        const rest = sshRemote(w);
        if (rest) this.reparse(rest, d, [...u.via, "ssh"]);
        else {
          const body = stdinOf(cmd);
          if (body !== null) this.reparse(body, d, [...u.via, "ssh"]);
        }
        return;
      }
      case "trap": {
        const a = w[1];
        if (a && a.text !== "-" && !a.text.startsWith("-")) this.reparse(a.text, d, [...u.via, "trap"]);
        return;
      }
      case "docker":
      case "podman":
      case "kubectl":
      case "oc": {
        const inner = containerExec(w, prog);
        if (inner) this.derived({ ...u, words: inner, redirects: [], assignments: [], via: [...u.via, prog + " exec"], depth: d, pipelineLength: 1, stage: 0 });
        return;
      }
      case "parallel": {
        if (w.some((x) => x.text === "--dry-run" || x.text === "--dryrun")) return;
        const spec = parallelSpec(w);
        const args = spec.args ?? (spec.stdin ? this.xargsInput(cmd)?.split("\n").map((l) => l.trim()).filter(Boolean) ?? null : null);
        const via = [...u.via, "parallel"];
        const runs = args === null ? [null] : args.slice(0, XARGS_MAX_RUNS);
        for (const arg of runs) {
          if (!spec.template.length) {
            if (arg !== null) this.reparse(arg, d, via);
            continue;
          }
          const words = arg === null ? spec.template : fillTemplate(spec.template, spec.repl, arg);
          if (words.length === 1 && /\s/.test(words[0].text)) this.reparse(words[0].text, d, via);
          else this.derived({ ...u, words, redirects: [], assignments: [], via, depth: d, pipelineLength: 1, stage: 0 });
        }
        return;
      }
      case "find": {
        for (let k = 1; k < w.length; k++) {
          const t = w[k].text;
          if (t === "-exec" || t === "-execdir" || t === "-ok" || t === "-okdir") {
            let e = k + 1;
            while (e < w.length && w[e].text !== ";" && w[e].text !== "+") e++;
            if (e > k + 1)
              this.derived({
                ...u,
                words: w.slice(k + 1, e),
                redirects: [],
                assignments: [],
                via: [...u.via, "find -exec"],
                depth: d,
                pipelineLength: 1,
                stage: 0
              });
            k = e;
          }
        }
        return;
      }
    }
  }
  /** What xargs reads when it is statically known: `echo /tmp/x | xargs rm -rf`, `xargs rm <<< x`. */
  xargsInput(cmd) {
    const own = stdinOf(cmd);
    if (own !== null) return own;
    const stages = this.pipes[cmd.pipeline] ?? [];
    const k = stages.indexOf(cmd);
    return k > 0 ? stdoutOf(stages, k - 1, 0)?.text ?? null : null;
  }
  /** A shell (or at/batch) reading its commands from a heredoc or here-string. */
  stdinScript(cmd, d, viaDoc, viaStr) {
    for (const r of cmd.redirects) {
      if ((r.op === "<<" || r.op === "<<-") && r.heredoc) this.reparse(r.heredoc, d, viaDoc);
      else if (r.op === "<<<") this.reparse(r.target.text, d, viaStr);
    }
  }
  /** A script written earlier in the same command line (`cat > x.sh <<EOF ... EOF; bash x.sh`). */
  scriptFile(word, d, via) {
    if (!word) return;
    const proc = this.procOut.get(word);
    if (proc) {
      this.reparse(proc.text, d, [...via, proc.decoded ? "base64 | sh" : "<() | sh"]);
      return;
    }
    if (!this.files.size) return;
    const body = this.files.get(normPath(word.text));
    if (body !== void 0) this.reparse(body, d, [...via, "script"]);
  }
  /** echo X | sh, echo X | base64 -d | bash, printf ... | sh; remember files written with known content. */
  afterPipeline(p) {
    const stages = this.pipes[p];
    for (let k = 0; k < stages.length; k++) {
      const st = stages[k];
      for (const r of st.redirects) {
        if ((r.op === ">" || r.op === ">|" || r.op === ">>") && r.fd !== 2 && r.target.text && !r.target.dynamic && !r.target.expands) {
          const out2 = stdoutOf(stages, k, 0);
          const key = normPath(r.target.text);
          if (!out2) this.files.delete(key);
          else this.files.set(key, r.op === ">>" ? (this.files.get(key) ?? "") + out2.text : out2.text);
        }
      }
      const u = unwrapRunner(st);
      if (!u.words.length || k === 0) continue;
      const prog = shellVar(u.words[0]) ? "sh" : programName(u.words[0]);
      if (prog === "tee") {
        const out2 = stdoutOf(stages, k - 1, 0);
        for (const w of flagSet(u).operands)
          if (!w.dynamic && !w.expands) out2 ? this.files.set(normPath(w.text), out2.text) : this.files.delete(normPath(w.text));
        continue;
      }
      const atLike = (prog === "at" || prog === "batch") && !u.words.some((x) => x.text === "-f");
      if (!atLike && (!isShell(prog) || shellScript(u.words) !== null || !readsStdin(u.words) || noExec(u.words))) continue;
      const out = stdoutOf(stages, k - 1, 0);
      if (!out) continue;
      const from = this.commands.length;
      this.reparse(out.text, u.depth + 1, [...u.via, atLike ? "at" : out.decoded ? "base64 | sh" : "echo | sh"]);
      this.adopt(from, this.commands.lastIndexOf(st));
    }
  }
  finish() {
    const pipelines = [];
    const pos = /* @__PURE__ */ new Map();
    for (const [k, c] of this.commands.entries()) pos.set(c, k);
    const order = this.pipes.filter((p) => p.length).sort((a, b) => (pos.get(a[0]) ?? 0) - (pos.get(b[0]) ?? 0));
    for (const pipe of order) {
      if (!pipe.length) continue;
      const idx = pipelines.length;
      pipe.forEach((c, s) => {
        c.pipeline = idx;
        c.stage = s;
        c.pipelineLength = pipe.length;
      });
      pipelines.push(pipe);
    }
    return { commands: this.commands, pipelines, incomplete: this.ctx.incomplete, functions: this.functions };
  }
};
function shellVar(w) {
  return /^\$\{?(?:SHELL|BASH)\}?$/.test(w.text);
}
function normPath(p) {
  return p.startsWith("./") ? p.slice(2) : p;
}
function scriptOperand(w) {
  for (let k = 1; k < w.length; k++) {
    const t = w[k].text;
    if (t === "--") return w[k + 1];
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "--rcfile" || t === "--init-file") k++;
      continue;
    }
    return w[k];
  }
  return void 0;
}
function count(a, x) {
  let n = 0;
  for (const y of a) if (y === x) n++;
  return n;
}
var XARGS_MAX_INPUT = 4096;
var XARGS_MAX_RUNS = 8;
function xargsCommands(cmd, words, input) {
  if (input.length > XARGS_MAX_INPUT) return [words];
  const w = cmd.words;
  let x = w.findIndex((y) => programName(y) === "xargs");
  let repl = null;
  let nul = false;
  let spot = null;
  for (x++; x > 0 && x < w.length; x++) {
    const t = w[x].text;
    if (!t.startsWith("-") || t === "--") break;
    if (t === "-I") repl = w[++x]?.text ?? null;
    else if (t.startsWith("-I")) repl = t.slice(2);
    else if (t === "-J")
      spot = w[++x]?.text ?? null;
    else if (t.startsWith("-J")) spot = t.slice(2);
    else if (t === "-i" || t === "--replace") repl = "{}";
    else if (t.startsWith("-i")) repl = t.slice(2);
    else if (t.startsWith("--replace=")) repl = t.slice(10) || "{}";
    else if (t === "-0" || t === "--null") nul = true;
    else if (takesNext(t, XARGS_SPEC)) x++;
  }
  const item = (text2) => ({ text: text2, raw: text2, quoted: false, dynamic: false });
  const lines = input.split(nul ? "\0" : "\n").map((l) => l.trim()).filter(Boolean).slice(0, XARGS_MAX_RUNS);
  if (repl) return lines.length ? lines.map((line) => fillTemplate(words, repl, line)) : [words];
  const items = input.split(nul ? "\0" : /\s+/).filter(Boolean);
  if (spot !== null && words.some((y) => y.text === spot)) return [words.flatMap((y) => y.text === spot ? items.map(item) : [y])];
  const runs = [items.length ? words.concat(items.map(item)) : words];
  if (isShell(programName(words[0])) && lines.some((l) => /\s/.test(l))) for (const line of lines) runs.push(words.concat(item(line)));
  return runs;
}
function shellScript(w) {
  const k = shellScriptIndex(w);
  return k < 0 ? null : w[k].text;
}
function shellScriptIndex(w) {
  let c = false;
  for (let k = 1; k < w.length; k++) {
    const t = w[k].text;
    if (t === "--" || t === "-") return c && k + 1 < w.length ? k + 1 : -1;
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "-O" || t === "+O" || t === "--rcfile" || t === "--init-file") k++;
      else if (t === "--command") return k + 1 < w.length ? k + 1 : -1;
      else if (t[1] !== "-") {
        if (t.includes("c")) c = true;
        if (/[oO]$/.test(t)) k++;
      }
      continue;
    }
    return c ? k : -1;
  }
  return -1;
}
function positional(body, zero, args) {
  return body.replace(/\$(?:\{([0-9@*#])\}|([0-9@*#]))/g, (all, a, b) => {
    const k = a ?? b;
    if (k === "@" || k === "*") return args.join(" ");
    if (k === "#") return String(args.length);
    if (k === "0") return zero ?? all;
    return args[Number(k) - 1] ?? "";
  });
}
var ENV_COMMANDS = [
  "GIT_SSH_COMMAND",
  "GIT_SSH",
  "GIT_EDITOR",
  "GIT_SEQUENCE_EDITOR",
  "GIT_PAGER",
  "GIT_EXTERNAL_DIFF",
  "GIT_ASKPASS",
  "SSH_ASKPASS",
  "PAGER",
  "EDITOR",
  "VISUAL",
  "LESSOPEN",
  "PROMPT_COMMAND",
  "RSYNC_RSH"
];
function noExec(w) {
  for (let k = 1; k < w.length; k++) {
    const t = w[k].text;
    if (t === "--" || t === "-" || t.length < 2 || t[0] !== "-" && t[0] !== "+") return false;
    if (t === "-o" && w[k + 1]?.text === "noexec") return true;
    if (t === "-o" || t === "+o" || t === "-O" || t === "+O" || t === "--rcfile" || t === "--init-file") k++;
    else if (t[0] === "-" && t[1] !== "-" && t.includes("n")) return true;
    else if (t[1] !== "-" && /[oO]$/.test(t)) k++;
  }
  return false;
}
function readsStdin(w) {
  for (let k = 1; k < w.length; k++) {
    const t = w[k].text;
    if (t === "-s" || t === "-") return true;
    if ((t[0] === "-" || t[0] === "+") && t.length > 1) {
      if (t === "-o" || t === "+o" || t === "--rcfile" || t === "--init-file" || t[1] !== "-" && /[oO]$/.test(t)) k++;
      continue;
    }
    return false;
  }
  return true;
}
function containerExec(w, prog) {
  if (w[1]?.text !== "exec") return null;
  const dd = w.findIndex((x) => x.text === "--");
  if (prog === "kubectl" || prog === "oc") return dd > 0 && dd < w.length - 1 ? w.slice(dd + 1) : null;
  const { first } = parseArgs(w, "docker exec", 2);
  return first > 0 && first + 1 < w.length ? w.slice(first + 1) : null;
}
var PARALLEL_SEPARATORS = [":::", "::::", ":::+", "::::+"];
function parallelSpec(w) {
  let repl = "{}";
  let k = 1;
  for (; k < w.length; k++) {
    const t = w[k].text;
    if (t.length < 2 || t[0] !== "-" || PARALLEL_SEPARATORS.includes(t)) break;
    if (t === "--") {
      k++;
      break;
    }
    if (t[1] === "-") {
      if (t === "--replace" || t.startsWith("--replace=")) repl = t.slice(10) || "{}";
      else if (takesNext(t, specOf("parallel"))) k++;
      continue;
    }
    if (t[1] === "I") repl = t.length > 2 ? t.slice(2) : w[++k]?.text ?? repl;
    else if (takesNext(t, specOf("parallel"))) k++;
  }
  let e = k;
  while (e < w.length && !PARALLEL_SEPARATORS.includes(w[e].text)) e++;
  const template = w.slice(k, e);
  if (e >= w.length) return { template, repl, args: null, stdin: true };
  const args = [];
  let files = false;
  for (let j = e; j < w.length; j++) {
    const t = w[j].text;
    if (PARALLEL_SEPARATORS.includes(t)) files = t.startsWith("::::");
    else if (!files) args.push(t);
  }
  return { template, repl, args: files && !args.length ? null : args, stdin: false };
}
function fillTemplate(template, repl, item) {
  const lit = (text2) => ({ text: text2, raw: text2, quoted: false, dynamic: false });
  if (!template.some((x) => x.text.includes(repl))) return [...template, lit(item)];
  return template.map((x) => x.text.includes(repl) ? lit(x.text.split(repl).join(item)) : x);
}
function sshRemote(w) {
  const { first } = parseArgs(w, "ssh");
  return first < 0 ? "" : w.slice(first + 1).map((x) => x.text).join(" ");
}
function literalArgs(cmd, from) {
  const parts = [];
  for (let k = from; k < cmd.words.length; k++) {
    const x = cmd.words[k];
    if (x.dynamic && !/^(?:~|\$HOME|\$\{HOME\})(?:\/[\w.-]*)*$/.test(x.text)) return null;
    parts.push(x.text);
  }
  return parts.join(" ");
}
function stdinOf(cmd) {
  for (const r of cmd.redirects) {
    if ((r.op === "<<" || r.op === "<<-") && r.heredoc !== void 0) return r.heredoc;
    if (r.op === "<<<") return r.target.text;
  }
  return null;
}
function stdoutOf(stages, k, hops) {
  if (k < 0 || hops > 6) return null;
  const c = unwrapRunner(stages[k]);
  const prog = programName(c.words[0]);
  const input = () => {
    const own = stdinOf(c);
    if (own !== null) return { text: own, decoded: false };
    return stdoutOf(stages, k - 1, hops + 1);
  };
  switch (prog) {
    case "echo": {
      let from = 1;
      let nl = "\n";
      while (from < c.words.length && /^-[neE]+$/.test(c.words[from].text)) {
        if (c.words[from].text.includes("n")) nl = "";
        from++;
      }
      const t = literalArgs(c, from);
      return t === null ? null : { text: t + nl, decoded: false };
    }
    case "printf": {
      const f = c.words[1];
      if (!f || f.dynamic) return null;
      if ((f.text === "%s" || f.text === "%s\\n") && c.words.length > 2) {
        const t = literalArgs(c, 2);
        return t === null ? null : { text: t, decoded: false };
      }
      if (c.words.length === 2) return { text: f.text.replace(/\\n/g, "\n"), decoded: false };
      return null;
    }
    case "cat": {
      if (c.words.length > 1) return null;
      return input();
    }
    case "ls": {
      const fl = flagSet(c);
      if (!fl.short.has("d") || !fl.operands.length || [...fl.short].some((x) => !/[dA1aF]/.test(x)) || fl.long.size) return null;
      const parts = fl.operands.map((x) => x.text);
      return parts.some((t) => t.startsWith("-") || /[$`]/.test(t.replace(/^\$\{?HOME\}?/, ""))) ? null : { text: parts.join("\n"), decoded: false };
    }
    case "dirname":
    case "basename": {
      if (c.words.length !== 2 || c.words[1].text.startsWith("-")) return null;
      const t = literalArgs(c, 1);
      if (t === null || !t) return null;
      const p = t.length > 1 ? t.replace(/\/+$/, "") : t;
      const at = p.lastIndexOf("/");
      if (prog === "basename") return { text: `${at < 0 ? p : p.slice(at + 1)}
`, decoded: false };
      return { text: `${at < 0 ? "." : at === 0 ? "/" : p.slice(0, at)}
`, decoded: false };
    }
    case "base64":
    case "base32":
    case "openssl": {
      const fl = flagSet(c);
      if (!(fl.short.has("d") || fl.short.has("D") || fl.long.has("decode"))) return null;
      if (prog === "base32") return null;
      if (prog === "openssl" && !c.words.some((x) => x.text === "base64" || x.text === "-base64" || x.text === "-a")) return null;
      const inp = input();
      if (!inp) return null;
      const t = decodeBase64(inp.text);
      return t === null ? null : { text: t, decoded: true };
    }
    case "xxd": {
      const fl = flagSet(c);
      if (!fl.short.has("r") || !fl.short.has("p")) return null;
      const inp = input();
      if (!inp) return null;
      const hex = inp.text.replace(/\s+/g, "");
      if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
      return { text: Buffer.from(hex, "hex").toString("utf8"), decoded: true };
    }
    case "rev": {
      const inp = input();
      if (!inp) return null;
      return {
        text: inp.text.split("\n").map((l) => [...l].reverse().join("")).join("\n"),
        decoded: inp.decoded
      };
    }
  }
  return null;
}
function decodeBase64(s) {
  const t = s.replace(/\s+/g, "");
  if (!t || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  return Buffer.from(t, "base64").toString("utf8");
}
var DEFAULTS = { maxDepth: 4, maxCommands: 2e3, maxBytes: 256 * 1024 };
function analyze(source, limits) {
  const maxDepth = limits?.maxDepth ?? DEFAULTS.maxDepth;
  const maxCommands = limits?.maxCommands ?? DEFAULTS.maxCommands;
  const maxBytes = limits?.maxBytes ?? DEFAULTS.maxBytes;
  const ctx = { incomplete: false, aborted: false, simple: 0, maxCommands: maxCommands * 2 };
  let src = typeof source === "string" ? source : "";
  if (src.length > maxBytes) {
    src = src.slice(0, maxBytes);
    ctx.incomplete = true;
  }
  const em = new Emitter(ctx, maxDepth, maxCommands, maxBytes);
  try {
    const list = fastList(src) ?? new Parser(src, ctx, 0).parseAll();
    em.list(list, 0, [], []);
  } catch (err) {
    ctx.incomplete = true;
    fault("parse", err);
  }
  return em.finish();
}
var FAST_MAX = 2048;
var FAST_RESERVED = ["if", "then", "elif", "else", "fi", "while", "until", "for", "select", "do", "done", "case", "esac", "function", "time", "coproc", "in"];
function fastList(src) {
  if (src.length > FAST_MAX) return null;
  const words = [];
  let start2 = -1;
  let first = -1;
  let end = 0;
  for (let i = 0; i <= src.length; i++) {
    const c = i < src.length ? src.charCodeAt(i) : 32;
    if (c === 32 || c === 9) {
      if (start2 >= 0) {
        const text2 = src.slice(start2, i);
        if (!words.length && (text2.includes("=") || FAST_RESERVED.includes(text2))) return null;
        words.push({ text: text2, raw: text2, quoted: false, dynamic: false });
        if (first < 0) first = start2;
        end = i;
        start2 = -1;
      }
      continue;
    }
    const ok = c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 95 || c === 46 || c === 47 || c === 58 || c === 64 || c === 37 || c === 43 || c === 44 || c === 45 || (c === 61 || c === 126) && start2 >= 0;
    if (!ok) return null;
    if (start2 < 0) start2 = i;
  }
  if (!words.length) return null;
  const node = { k: 0, words, assigns: [], redirs: [], subs: [], src, start: first, end, cmdSub: -1 };
  return [{ stages: [node], bg: false }];
}

// engine/shell/writes.ts
var WRITE_OPS = [">", ">>", ">|", "&>", "&>>", ">&", "<>"];
function isPseudo(path) {
  return path === "/dev/null" || path === "/dev/stdout" || path === "/dev/stderr" || path === "/dev/tty" || path.startsWith("/dev/fd/") || path === "-";
}
function redirectPath(r) {
  if (!WRITE_OPS.includes(r.op)) return null;
  const t = r.target.text;
  if (!t || r.target.raw.startsWith(">(") || r.target.raw.startsWith("<(")) return null;
  if ((r.op === ">&" || r.op === "<>") && (/^\d+-?$/.test(t) || t === "-")) return null;
  if (r.op === "<>" && /^\d+$/.test(t)) return null;
  return isPseudo(t) ? null : t;
}
function operands(cmd, argShort, argLong) {
  const ops = [];
  const values = /* @__PURE__ */ new Map();
  const w = cmd.words;
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k];
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      ops.push(x);
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    if (t[1] === "-") {
      const eq = t.indexOf("=");
      const nm = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (eq >= 0) values.set(nm, { ...x, text: t.slice(eq + 1) });
      else if (argLong.includes(nm) && k + 1 < w.length) values.set(nm, w[++k]);
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (argShort.includes(ch)) {
        if (j < t.length - 1) values.set(ch, { ...x, text: t.slice(j + 1) });
        else if (k + 1 < w.length) values.set(ch, w[++k]);
        break;
      }
    }
  }
  return { ops, values };
}
function sedFiles(cmd) {
  const w = cmd.words;
  let inPlace = false;
  let script = false;
  const ops = [];
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k];
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      ops.push(x);
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    if (t[1] === "-") {
      if (t === "--in-place" || t.startsWith("--in-place=")) inPlace = true;
      else if (t === "--expression" || t === "--file") {
        script = true;
        k++;
      } else if (t.startsWith("--expression=") || t.startsWith("--file=")) script = true;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (ch === "i") {
        inPlace = true;
        if (j === t.length - 1 && w[k + 1]?.text === "") k++;
        break;
      }
      if (ch === "e" || ch === "f") {
        script = true;
        if (j === t.length - 1) k++;
        break;
      }
      if (ch === "l") {
        if (j === t.length - 1) k++;
        break;
      }
    }
  }
  if (!inPlace) return null;
  return script ? ops : ops.slice(1);
}
function perlFiles(cmd) {
  const w = cmd.words;
  let inPlace = false;
  let script = false;
  const ops = [];
  let done = false;
  for (let k = 1; k < w.length; k++) {
    const x = w[k];
    const t = x.text;
    if (done || t.length < 2 || t[0] !== "-") {
      ops.push(x);
      if (!script) {
        script = true;
        ops.pop();
      }
      continue;
    }
    if (t === "--") {
      done = true;
      continue;
    }
    for (let j = 1; j < t.length; j++) {
      const ch = t[j];
      if (ch === "i") {
        inPlace = true;
        break;
      }
      if (ch === "e" || ch === "E") {
        script = true;
        if (j === t.length - 1) k++;
        break;
      }
      if (ch === "M" || ch === "m" || ch === "I" || ch === "x" || ch === "C" || ch === "d" || ch === "D") break;
    }
  }
  return inPlace ? ops : null;
}
function copyDest(cmd, prog) {
  const argShort = prog === "install" ? "tmogS" : prog === "cp" || prog === "mv" ? "tS" : "t";
  const { ops, values } = operands(cmd, argShort, ["target-directory", "suffix", "backup", "mode", "owner", "group", "strip-program"]);
  const t = values.get("t") ?? values.get("target-directory");
  if (t) return t;
  if (prog === "install" && flagSet(cmd).short.has("d")) return null;
  return ops.length >= 2 ? ops[ops.length - 1] : null;
}
var FED = { text: "{}", raw: "{}", quoted: false, dynamic: true };
function fedFiles(cmd, files) {
  if (files === null) return [];
  return files.length === 0 && cmd.via.includes("xargs") ? [FED] : files;
}
function commandWrites(cmd, out) {
  const u = unwrapRunner(cmd);
  const prog = programName(u.words[0]);
  const add = (word, how) => {
    if (!word?.text || isPseudo(word.text)) return;
    if (word.raw.startsWith("<(") || word.raw.startsWith(">(")) return;
    out.push({ path: word.text, how, cmd, word });
  };
  switch (prog) {
    case "tee": {
      for (const w of operands(u, "", ["output-error"]).ops) add(w, "tee");
      return;
    }
    case "sed":
    case "gsed": {
      for (const w of fedFiles(cmd, sedFiles(u))) add(w, "sed -i");
      return;
    }
    case "perl": {
      for (const w of fedFiles(cmd, perlFiles(u))) add(w, "perl -i");
      return;
    }
    case "git": {
      const { ops } = operands(u, "", []);
      if (ops[0]?.text === "mv" && ops.length >= 3) add(ops[ops.length - 1], "git mv");
      return;
    }
    case "cp":
    case "mv":
    case "install":
      add(copyDest(u, prog) ?? void 0, prog);
      return;
    case "dd":
      for (const w of u.words.slice(1)) if (w.text.startsWith("of=")) add({ ...w, text: w.text.slice(3) }, "dd");
      return;
    case "truncate":
      for (const w of operands(u, "sr", ["size", "reference"]).ops) add(w, "truncate");
      return;
    case "awk":
    case "gawk": {
      const { ops, values } = operands(u, "ifvF", ["include", "file", "assign", "field-separator"]);
      if (values.get("i")?.text !== "inplace" && values.get("include")?.text !== "inplace") return;
      const files = values.has("f") || values.has("file") ? ops : ops.slice(1);
      for (const w of files) if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(w.text)) add(w, "awk -i inplace");
      return;
    }
    case "rsync": {
      const { ops } = operands(u, "eBfT", [
        "rsh",
        "filter",
        "exclude",
        "include",
        "exclude-from",
        "include-from",
        "files-from",
        "temp-dir",
        "partial-dir",
        "chmod",
        "chown",
        "timeout",
        "port",
        "log-file",
        "rsync-path",
        "backup-dir",
        "suffix",
        "out-format",
        "password-file",
        "compare-dest",
        "copy-dest",
        "link-dest",
        "block-size",
        "max-size",
        "min-size",
        "bwlimit"
      ]);
      const dest = ops.length >= 2 ? ops[ops.length - 1] : void 0;
      if (dest && !/^[^/]*:/.test(dest.text)) add(dest, "rsync");
      return;
    }
    case "sponge":
      add(operands(u, "", []).ops[0], "sponge");
      return;
    case "curl": {
      const { values } = operands(u, "oeEHdFuATXrwYyzbcKDmxU", [
        "output",
        "data",
        "header",
        "form",
        "user",
        "upload-file",
        "request",
        "write-out",
        "cookie",
        "cookie-jar",
        "config",
        "dump-header",
        "max-time",
        "proxy",
        "referer",
        "user-agent",
        "url"
      ]);
      add(values.get("o") ?? values.get("output"), "curl -o");
      return;
    }
    case "wget": {
      const { values } = operands(u, "OoaPeUTtwQ", [
        "output-document",
        "output-file",
        "append-output",
        "directory-prefix",
        "execute",
        "user-agent",
        "timeout",
        "tries",
        "wait",
        "quota"
      ]);
      add(values.get("O") ?? values.get("output-document"), "wget -O");
      return;
    }
  }
}
function writtenPaths(analysis) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const cmd of analysis.commands) {
    if (cmd.via.some(isRemote)) continue;
    for (const r of cmd.redirects) {
      const p = redirectPath(r);
      if (p === null) continue;
      if (r.inherited) {
        const key = findOrigin(seen, r);
        if (key) continue;
        seen.add(r);
      }
      out.push({ path: p, how: r.op, cmd, word: r.target });
    }
    commandWrites(cmd, out);
  }
  return out;
}
function isRemote(via) {
  return via === "ssh" || via.endsWith(" exec");
}
function findOrigin(seen, r) {
  for (const s of seen) if (s.target === r.target && s.op === r.op) return true;
  return false;
}

// templates/verify_code_changes/commands.ts
var MAX_LINE = 2e3;
var MAX_PEEL = 4;
function programBase(word) {
  const cut = Math.max(word.lastIndexOf("/"), word.lastIndexOf("\\"));
  const name = cut >= 0 ? word.slice(cut + 1) : word;
  return name.toLowerCase().endsWith(".exe") ? name.slice(0, -4) : name;
}
var WRAPPERS = ["gradlew", "mvnw", "sbtw", "bazelisk", "pants"];
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
function afterRunner(words, from, valueFlags, skip) {
  let i = from;
  while (i < words.length) {
    const w = words[i];
    if (w === "--") {
      i++;
      break;
    }
    if (w.startsWith("-") && w.length > 1) {
      i += valueFlags.includes(w) ? 2 : 1;
      continue;
    }
    if (ASSIGNMENT.test(w)) {
      i++;
      continue;
    }
    break;
  }
  return words.slice(i + skip);
}
function startsWith(words, prefix) {
  if (words.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const w = i === 0 ? programBase(words[0]) : words[i];
    if (w !== prefix[i]) return false;
  }
  return true;
}
var isWords = (x) => Array.isArray(x) && x.every((w) => typeof w === "string" && w !== "");
var isRunnerRow = (r) => {
  const x = r;
  return !!x && typeof x.prefix === "string" && x.prefix.trim() !== "" && isWords(x.value) && (x.skip === void 0 || Number.isInteger(x.skip) && x.skip >= 0);
};
var isScriptRunnerRow = (r) => {
  const x = r;
  return !!x && isWords(x.programs) && x.programs.length > 0 && isWords(x.module) && isWords(x.inline) && isWords(x.value);
};
var isDryRunRow = (r) => {
  const x = r;
  return !!x && isWords(x.programs) && isWords(x.flags) && isWords(x.first) && (x.cluster === void 0 || typeof x.cluster === "string" && /^[A-Za-z]*$/.test(x.cluster));
};
var listOf = (table) => Array.isArray(table) ? table : [];
var wellFormed;
var tableRows = (function tableRows() {
  return wellFormed ??= {
    runners: listOf(RUNNERS).filter(isRunnerRow),
    scripts: listOf(SCRIPT_RUNNERS).filter(isScriptRunnerRow),
    dry: listOf(DRY_RUNS).filter(isDryRunRow),
    servers: listOf(APP_SERVERS).filter((n) => typeof n === "string" && n.trim() !== ""),
    verify: listOf(VERIFY_COMMANDS).filter((r) => isWords(r?.programs))
  };
});
function runnerTableProblems() {
  const out = [];
  const rows = (name, table, ok, needs) => {
    for (const [i, row] of listOf(table).entries()) if (!ok(row)) out.push(`${name} row ${i + 1}: needs ${needs}: ${JSON.stringify(row)}`);
  };
  rows("RUNNERS", RUNNERS, isRunnerRow, "prefix (the words that run a command) and value (a list of flags), skip a count");
  rows("SCRIPT_RUNNERS", SCRIPT_RUNNERS, isScriptRunnerRow, "programs, module, inline and value as lists of words");
  rows("DRY_RUNS", DRY_RUNS, isDryRunRow, "programs, flags and first as lists of words, cluster a string of flag letters");
  for (const name of listOf(APP_SERVERS))
    if (typeof name !== "string" || !name.trim()) out.push(`APP_SERVERS: ${JSON.stringify(name)} should be a program name (a string)`);
  return out;
}
var runnerNames;
function runnersNamed(first) {
  if (!runnerNames) {
    runnerNames = /* @__PURE__ */ new Map();
    for (const row of tableRows().scripts) {
      for (const name of row.programs) {
        const parts = name.split(" ");
        const list = runnerNames.get(parts[0]) ?? [];
        list.push({ row, parts });
        runnerNames.set(parts[0], list);
      }
    }
  }
  return runnerNames.get(first) ?? [];
}
function scriptRunner(words) {
  const prog = programBase(words[0]);
  const plain = /^(?:python|pypy)\d/.test(prog) ? prog.replace(/^(python|pypy)(\d?)[\d.]*.*$/, "$1$2") : prog;
  const named = runnersNamed(plain);
  for (const size of [2, 1]) {
    for (const { row, parts } of named) {
      if (parts.length !== size || size === 2 && words[1] !== parts[1]) continue;
      return { row, from: size, shell: row.programs.includes("bash") };
    }
  }
  return void 0;
}
function startsAppServer(prog, words) {
  for (const name of tableRows().servers) {
    const space = name.indexOf(" ");
    if (space < 0 ? name === prog : name.slice(0, space) === prog && words.includes(name.slice(space + 1))) {
      return words.slice(1).some((w) => !w.startsWith("-"));
    }
  }
  return false;
}
var prefixes;
function runnerPrefixes() {
  return prefixes ??= tableRows().runners.map((row) => ({ row, prefix: row.prefix.split(" ") }));
}
function collect(words, views, depth) {
  if (words.length === 0 || depth > MAX_PEEL) return;
  const first = words[0];
  const line = [programBase(first), ...words.slice(1)].join(" ");
  views.lines.push(line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line);
  for (const { row, prefix } of runnerPrefixes()) {
    if (!startsWith(words, prefix)) continue;
    collect(afterRunner(words, prefix.length, row.value, row.skip ?? 0), views, depth + 1);
    return;
  }
  const prog = programBase(first);
  if (startsAppServer(prog, words)) views.scriptRun = true;
  if ((prog === "yarn" || prog === "pnpm") && words[1] && !words[1].startsWith("-")) collect(words.slice(1), views, depth + 1);
  const runner = scriptRunner(words);
  if (runner) {
    const { row, from } = runner;
    for (let i = from; i < words.length; i++) {
      const w = words[i];
      if (row.module.includes(w)) {
        const mod = words[i + 1];
        if (mod !== void 0 && /^[A-Za-z_][\w.]*$/.test(mod)) views.modules.push(mod);
        collect(words.slice(i + 1), views, depth + 1);
        return;
      }
      if (row.inline.includes(w)) {
        if (words[i + 1] !== void 0) views.inline.push(words[i + 1]);
        return;
      }
      if (w === "--") continue;
      if (w.startsWith("-") && w.length > 1) {
        if (row.value.includes(w)) i++;
        continue;
      }
      if (w === "-") return;
      if (isCodePath(w) || runner.shell) views.scriptRun = true;
      collect(words.slice(i), views, depth + 1);
      return;
    }
    return;
  }
  if (isCodePath(first) || first.startsWith("./") && !/\/\.?bin\//.test(first) && !WRAPPERS.includes(prog)) views.scriptRun = true;
}
function programMatches(entry, program) {
  if (entry.endsWith("*")) return program.startsWith(entry.slice(0, -1));
  if (entry.startsWith("*")) return program.endsWith(entry.slice(1));
  return entry === program;
}
function readsProgramFromStdin(words) {
  const runner = scriptRunner(words);
  if (!runner || runner.shell) return false;
  for (let i = runner.from; i < words.length; i++) {
    const w = words[i];
    if (w === "-") return true;
    if (!w.startsWith("-")) return false;
    if (runner.row.value.includes(w) || runner.row.module.includes(w) || runner.row.inline.includes(w)) return false;
  }
  return true;
}
var PRINT_ONLY = ["--version", "--help", "--collect-only", "--co", "--listTests", "--list-tests", "--showConfig"];
function printsOnly(words) {
  for (const w of words) if (PRINT_ONLY.includes(w)) return true;
  return words.length === 2 && (words[1] === "-h" || words[1] === "-V");
}
function dryRun(line) {
  const words = line.split(" ");
  const program = words[0];
  for (const row of tableRows().dry) {
    if (!row.programs.includes(program)) continue;
    if (words[1] !== void 0 && row.first.includes(words[1])) return true;
    for (let i = 1; i < words.length; i++) {
      const w = words[i];
      const eq = w.indexOf("=");
      if (row.flags.includes(eq > 0 ? w.slice(0, eq) : w)) return true;
      if (row.cluster && /^-[A-Za-z]{2,}$/.test(w) && [...row.cluster].some((c) => w.includes(c))) return true;
    }
  }
  return false;
}
function stems(pending) {
  const out = [];
  for (const path of pending) {
    const base = programBase(path);
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    if (stem.length >= 2 && stem !== "__init__" && stem !== "index" && stem !== "main") out.push(stem);
  }
  return out;
}
function runsPendingModule(modules, pending) {
  for (const mod of modules) {
    const rel = mod.replace(/\./g, "/");
    for (const raw of pending) {
      const path = raw.replace(/\\/g, "/");
      for (const tail of [`${rel}.py`, `${rel}/__main__.py`, `${rel}/__init__.py`]) {
        if (path === tail || path.endsWith(`/${tail}`)) return true;
      }
    }
  }
  return false;
}
function mentions(code, stem) {
  let at = code.indexOf(stem);
  while (at >= 0) {
    const before = code[at - 1] ?? " ";
    const after = code[at + stem.length] ?? " ";
    if (!/[A-Za-z0-9_]/.test(before) && !/[A-Za-z0-9_]/.test(after)) return true;
    at = code.indexOf(stem, at + 1);
  }
  return false;
}
function viewsOf(words, stdin) {
  const views = { lines: [], scriptRun: false, inline: [], modules: [] };
  collect(words, views, 0);
  if (stdin !== void 0 && !views.scriptRun && views.inline.length === 0 && readsProgramFromStdin(words)) views.inline.push(stdin);
  return views;
}
function inlinePrograms(words, stdin) {
  if (words.length === 0 || scriptRunner(words)?.shell) return [];
  return viewsOf(words, stdin).inline;
}
function verification(words, countScriptRun, pending = () => [], stdin) {
  if (words.length === 0) return void 0;
  const views = viewsOf(words, stdin);
  const printOnly = printsOnly(words);
  for (const line of printOnly ? [] : views.lines) {
    const space = line.indexOf(" ");
    const program = space < 0 ? line : line.slice(0, space);
    if (dryRun(line)) continue;
    for (const row of tableRows().verify) {
      if (row.programs.some((p) => programMatches(p, program)) && row.match.test(line)) return { rule: row.id };
    }
  }
  if (!countScriptRun) return void 0;
  if (views.scriptRun) return { rule: "run.script" };
  if (views.modules.length && runsPendingModule(views.modules, pending())) return { rule: "run.module" };
  if (printOnly) return void 0;
  const wanted = views.inline.length ? stems(pending()) : [];
  for (const code of views.inline) for (const stem of wanted) if (mentions(code.slice(0, 2e4), stem)) return { rule: "run.inline" };
  return void 0;
}

// templates/verify_code_changes/shellops.ts
var WRITERS = ["tee", "sed", "gsed", "perl", "cp", "mv", "install", "dd", "truncate", "curl", "wget", "sponge", "apply_patch", "applypatch", "apply"];
var MAX_SCREEN = 256 * 1024;
var names;
var globs;
var screenNames = (function screenNames() {
  if (names) return names;
  names = new Set(WRITERS);
  globs = [];
  const rows = tableRows();
  for (const row of rows.verify) {
    for (const p of row.programs)
      if (p.includes("*")) globs.push(p);
      else names.add(p);
  }
  for (const row of rows.runners) names.add(row.prefix.split(" ")[0]);
  for (const row of rows.scripts) for (const p of row.programs) names.add(p.split(" ")[0]);
  for (const p of [...PATCH_TOOL_NAMES, ...PATCH_TOOLS]) names.add(p);
  for (const p of rows.servers) names.add(p.split(" ")[0]);
  return names;
});
var mayMatter = (function mayMatter(command) {
  const text2 = command.length > MAX_SCREEN ? command.slice(0, MAX_SCREEN) : command;
  if (text2.includes(">") || text2.includes("./")) return true;
  const known = screenNames();
  const re = /[A-Za-z0-9_.+-]+/g;
  let m;
  while ((m = re.exec(text2)) !== null) {
    const token = m[0];
    if (known.has(token) || token.startsWith("python") || token.startsWith("pypy")) return true;
    const dotted = token.includes(".");
    for (const g of globs ?? []) {
      if (g.endsWith("*") ? token.startsWith(g.slice(0, -1)) : dotted && token.endsWith(g.slice(1))) return true;
    }
    if (dotted && isCodePath(token)) return true;
  }
  return false;
});
var DOWNLOADS = ["curl -o", "wget -O"];
function stdinText(cmd) {
  let text2;
  for (const r of cmd.redirects) {
    const part = r.heredoc ?? (r.op === "<<<" ? r.target.text : void 0);
    if (part !== void 0) text2 = text2 === void 0 ? part : `${text2}
${part}`;
  }
  return text2;
}
function patchTextOf(cmd) {
  const parts = cmd.words.slice(1).map((w) => w.text);
  for (const r of cmd.redirects) if (r.heredoc) parts.push(r.heredoc);
  return parts.join("\n");
}
var PATCH_DRY = ["--check", "--stat", "--numstat", "--summary", "--dry-run", "-C", "--help", "--version"];
function patchFiles(cmd, words, from) {
  const files = [];
  const isPatch = from === 1;
  let apply = false;
  let dry = false;
  for (let i = from; i < words.length; i++) {
    const w = words[i];
    if (w === "--apply") apply = true;
    else if (PATCH_DRY.includes(w) && (w !== "-C" || isPatch))
      dry = true;
    else if (isPatch && (w === "-i" || w === "--input")) files.push(words[++i] ?? "");
    else if (isPatch && w.startsWith("--input=")) files.push(w.slice(8));
    else if (isPatch && /^-[pdoBrDVYzFg]$/.test(w)) i++;
    else if (!w.startsWith("-")) files.push(w);
  }
  if (dry && !apply) return void 0;
  const named = isPatch && files.length >= 2 ? files.slice(1) : files;
  for (const r of cmd.redirects) if (r.op === "<" && !r.heredoc) named.push(r.target.text);
  return named.filter((f) => f && f !== "-");
}
function feederWords(analysis, cmd) {
  if (cmd.parent === void 0) return [];
  const source = analysis.commands[cmd.parent];
  if (!source) return [];
  const feeders = cmd.via[cmd.via.length - 1] === "find -exec" ? [source] : (analysis.pipelines[source.pipeline] ?? []).filter((c) => c.stage < source.stage);
  const out = [];
  for (const c of feeders) for (const w of c.words.slice(1)) out.push(w.text);
  return out;
}
function fedCodePaths(words) {
  const out = [];
  for (const w of words) {
    const eq = w.startsWith("-") ? w.indexOf("=") : -1;
    const path = eq >= 0 ? w.slice(eq + 1) : w;
    if (!path.startsWith("-") && isCodePath(path) && !out.includes(path)) out.push(path);
  }
  return out;
}
var PROGRAM_WRITE = /\b(?:write_text|write_bytes|writeFileSync|writeFile|appendFileSync|appendFile)\s*\(/;
var OPEN_FOR_WRITE = /\bopen\s*\(/;
var WRITE_MODE = /["'](?:[wax]|[wa]b|[wa]t|[wa]\+|r\+|[wa]b\+)["']/;
var STRING_LITERAL = /["']([^"'\n]{1,300})["']/g;
function programWrites(code) {
  const text2 = code.length > 2e4 ? code.slice(0, 2e4) : code;
  if (!PROGRAM_WRITE.test(text2) && !(OPEN_FOR_WRITE.test(text2) && WRITE_MODE.test(text2))) return [];
  const out = [];
  for (const m of text2.matchAll(STRING_LITERAL)) {
    const lit = m[1].trim();
    if (!lit.includes("://") && !/\s/.test(lit) && isCodePath(lit) && !out.includes(lit)) out.push(lit);
  }
  return out;
}
var shellOps = (function shellOps(command, countScriptRun, pending, resolve2, read = () => void 0) {
  if (!mayMatter(command)) return { ops: [] };
  const analysis = analyze(command);
  const writes = writtenPaths(analysis);
  const ops = [];
  let rule;
  let known;
  const added = [];
  const add = (path, always = false) => {
    const key = resolve2(path, always);
    if (key === void 0) return;
    ops.push({ add: key });
    added.push(key);
  };
  const resolvedParents = /* @__PURE__ */ new Set();
  for (const c of analysis.commands) if (c.parent !== void 0 && c.via[c.via.length - 1] === "$var") resolvedParents.add(c.parent);
  for (const [index, cmd] of analysis.commands.entries()) {
    const hasResolvedCopy = resolvedParents.has(index);
    for (const w of writes) {
      if (w.cmd !== cmd || DOWNLOADS.includes(w.how) || hasResolvedCopy && w.path.includes("$")) continue;
      if (w.path === "{}") for (const p of fedCodePaths(feederWords(analysis, cmd))) add(p);
      else add(w.path);
    }
    const words = unwrapRunner(cmd).words.map((w) => w.text);
    if (words.length === 0) continue;
    const gitApply = words[0] === "git" && words[1] === "apply";
    if (kindOf(programName(words[0])) === "patch" || gitApply) {
      const inline = patchPaths(patchTextOf(cmd));
      for (const p of inline) add(p);
      if (inline.length === 0) {
        for (const file of patchFiles(cmd, words, gitApply ? 2 : 1) ?? []) {
          const paths = patchPaths(read(file) ?? "");
          if (paths.length) for (const p of paths) add(p);
          else add(file, true);
        }
      }
      continue;
    }
    const stdin = stdinText(cmd);
    const own = [];
    for (const code of inlinePrograms(words, stdin)) {
      for (const p of programWrites(code)) {
        add(p);
        const key = resolve2(p);
        if (key !== void 0) own.push(key);
      }
    }
    const v = verification(words, countScriptRun, () => [...known ??= [...pending()], ...added].filter((p) => !own.includes(p)), stdin);
    if (v) {
      ops.push({ clear: true });
      rule = v.rule;
    }
  }
  for (const w of writes) if (!analysis.commands.includes(w.cmd) && !DOWNLOADS.includes(w.how)) add(w.path);
  return rule === void 0 ? { ops } : { ops, rule };
});

// templates/verify_code_changes/store.ts
var import_node_path3 = require("node:path");
var MAX_PENDING = 500;
var statePath = (function statePath(dir, sessionId) {
  return (0, import_node_path3.join)(dir, `${sessionKey(sessionId)}.json`);
});
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function number(value) {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}
function truthy(value) {
  if (typeof value === "string") return /^(?:1|true|yes)$/i.test(value.trim());
  return value === true || value === 1;
}
function normalize(doc) {
  if (!isRecord2(doc)) return { pending: [], nags: 0 };
  const pending = [];
  if (Array.isArray(doc.pending)) {
    for (const item of doc.pending) {
      if (!isRecord2(item) || typeof item.path !== "string" || !item.path.trim()) continue;
      pending.push({ ...item, path: item.path, ts: number(item.ts), nagged: truthy(item.nagged) });
    }
  }
  const nags = Math.max(0, Math.floor(number(doc.nags)));
  return { ...doc, pending, nags };
}
function readState(path) {
  return normalize(readJson(path));
}
function applyOps(state, ops, nowS, ttlS, stampS = nowS) {
  let pending = state.pending.filter((p) => nowS - p.ts < ttlS);
  for (const op of ops) {
    if ("clear" in op) {
      pending = pending.filter((p) => p.ts > stampS);
      continue;
    }
    const existing = pending.find((p) => p.path === op.add);
    if (existing) {
      existing.ts = Math.max(existing.ts, stampS);
      existing.nagged = false;
    } else {
      pending.push({ path: op.add, ts: stampS, nagged: false });
    }
  }
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
  return { ...state, pending };
}
var MAX_JOURNAL_BYTES = 1024 * 1024;
var MAX_JOURNAL_ENTRIES = 1e3;
var journalOf = (path) => `${path}.journal`;
var ENTRY_SUFFIX = ".entry";
function opOf(value) {
  if (!isRecord2(value)) return void 0;
  if (value.clear === true) return { clear: true };
  return typeof value.add === "string" && value.add ? { add: value.add } : void 0;
}
function appendJournal(path, ops, nowS) {
  const id = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  return writeFileAtomic(`${journalOf(path)}.${id}${ENTRY_SUFFIX}`, `${inertJson({ ts: nowS, ops })}
`);
}
function journalEntries(path) {
  const prefix = `${(0, import_node_path3.basename)(journalOf(path))}.`;
  return listNames((0, import_node_path3.dirname)(path), prefix, ENTRY_SUFFIX, MAX_JOURNAL_ENTRIES).map((name) => (0, import_node_path3.join)((0, import_node_path3.dirname)(path), name));
}
function parseJournal(text2, into) {
  for (const line of text2.split("\n")) {
    if (!line.trim()) continue;
    try {
      const doc = JSON.parse(line);
      if (!isRecord2(doc) || !Array.isArray(doc.ops)) continue;
      const ops = doc.ops.map(opOf).filter((op) => op !== void 0);
      into.push({ ts: number(doc.ts), ops });
    } catch {
    }
  }
}
var journalText = (file) => readFileSafe(file, 64 * MAX_JOURNAL_BYTES, { noFollow: true })?.subarray(0, MAX_JOURNAL_BYTES).toString("utf8") ?? "";
function takeJournal(path) {
  const legacy = [];
  const taken = `${journalOf(path)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.taken`;
  const movedAside = moveFile(journalOf(path), taken);
  if (movedAside) parseJournal(journalText(taken), legacy);
  const files = journalEntries(path);
  const entries = [...legacy];
  for (const file of files) parseJournal(journalText(file), entries);
  entries.sort((x, y) => x.ts - y.ts);
  return { entries, files, legacy, taken: movedAside ? taken : void 0 };
}
function dropFile(path) {
  if (path) removeFile(path);
}
function updateState(path, nowS, ttlS, change, root) {
  let journal;
  const written = updateJson(
    path,
    (doc) => {
      journal = takeJournal(path);
      let state = normalize(doc);
      for (const e of journal.entries) state = applyOps(state, e.ops, nowS, ttlS, e.ts);
      return change(applyOps(state, [], nowS, ttlS));
    },
    root
  );
  if (journal) {
    if (written !== void 0) for (const file of journal.files) dropFile(file);
    else for (const e of journal.legacy) appendJournal(path, e.ops, e.ts);
    dropFile(journal.taken);
  }
  return written;
}
function hasJournal(path) {
  return pathExists(journalOf(path)) || journalEntries(path).length > 0;
}
function record2(path, ops, nowS, ttlS, root) {
  if (ops.length === 0) return true;
  if (ops.every((op) => "clear" in op) && readState(path).pending.length === 0 && !hasJournal(path)) return true;
  if (updateState(path, nowS, ttlS, (state) => applyOps(state, ops, nowS, ttlS), root) !== void 0) return true;
  if (root !== void 0 && !ensurePrivateDir(root)) return false;
  return ensureDir((0, import_node_path3.dirname)(path)) && appendJournal(path, ops, nowS);
}
function nagOnce(path, nowS, ttlS, decide2, root) {
  if (readState(path).pending.length === 0 && !hasJournal(path)) return void 0;
  let chosen;
  const written = updateState(
    path,
    nowS,
    ttlS,
    (state) => {
      chosen = decide2(state);
      if (!chosen) return state;
      for (const p of state.pending) p.nagged = true;
      return { ...state, nags: state.nags + 1 };
    },
    root
  );
  return written === void 0 ? void 0 : chosen;
}
function forget(path) {
  dropFile(path);
  dropFile(journalOf(path));
  for (const file of journalEntries(path)) dropFile(file);
}

// templates/verify_code_changes/guard.ts
var verifyConfig = (function verifyConfig(env, stateRoot2) {
  const own = envString(env, "VERIFY_GUARD_STATE_DIR", "");
  return {
    ...stateRoot2 && !own ? { privateRoot: stateRoot2 } : {},
    ttlMin: envNumber(env, "VERIFY_TTL_MIN", VERIFY_TTL_MIN),
    maxNags: envNumber(env, "VERIFY_MAX_NAGS_PER_SESSION", MAX_NAGS_PER_SESSION),
    countScriptRun: envBool(env, "VERIFY_COUNT_SCRIPT_RUN", COUNT_SCRIPT_RUN),
    stateDir: own || (stateRoot2 ? (0, import_node_path4.join)(stateRoot2, "verify_guard") : STATE_DIR),
    maxFiles: Math.max(1, envNumber(env, "VERIFY_MAX_FILES_LISTED", MAX_FILES_LISTED))
  };
});
var MAX_PATCH_FILE = 4 * 1024 * 1024;
var commandText = (function commandText(input) {
  for (const field of COMMAND_FIELDS) {
    const value = input[field];
    if (typeof value === "string") return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
      const argv = value;
      const shell = /(?:^|\/)(?:ba|z|da|k)?sh$/.test(argv[0] ?? "");
      if (shell && argv.length >= 3 && /^-\w*c$/.test(argv[1] ?? "")) return argv[2];
      return argv.map((a) => /^[\w./:=@%+,-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    }
  }
  return "";
});
function absolute(path, cwd) {
  if ((0, import_node_path4.isAbsolute)(path) || !(0, import_node_path4.isAbsolute)(cwd) || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return (0, import_node_path4.resolve)(cwd, path);
}
var workdir = (function workdir(input, cwd) {
  for (const field of WORKDIR_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && value.trim()) return absolute(value.trim(), cwd);
  }
  return cwd;
});
function addOps(paths, cwd) {
  const ops = [];
  for (const p of paths) if (isCodePath(p)) ops.push({ add: absolute(p, cwd) });
  return ops;
}
var toolFacts = (function toolFacts(event, cfg, pending, read = () => void 0) {
  const name = event.toolName;
  const input = event.toolInput;
  const cwd = event.cwd;
  const kind = kindOf(name, input);
  if (kind === "patch") return { ops: addOps(patchPaths(patchText(input)), cwd) };
  if (kind === "edit") return { ops: addOps(editToolPaths(input), cwd) };
  if (kind === "shell") {
    const command = commandText(input);
    if (!command.trim()) return { ops: [] };
    const dir = workdir(input, cwd);
    return shellOps(
      command,
      cfg.countScriptRun,
      pending,
      (p, always) => always || isCodePath(p) ? absolute(p, dir) : void 0,
      (p) => read(absolute(p, dir), MAX_PATCH_FILE)
    );
  }
  return { ops: [] };
});
function nowSeconds(ctx) {
  return ctx.now() / 1e3;
}
var onToolCall = (function onToolCall(event, ctx) {
  if (!event.toolName) return CONTINUE;
  const cfg = verifyConfig(ctx.env, ctx.stateRoot);
  const path = statePath(cfg.stateDir, event.sessionId);
  const facts = toolFacts(event, cfg, () => readState(path).pending.map((p) => p.path), ctx.readText);
  if (facts.ops.length === 0) return CONTINUE;
  const ok = record2(path, facts.ops, nowSeconds(ctx), cfg.ttlMin * 60, cfg.privateRoot);
  const last = facts.ops[facts.ops.length - 1];
  const rule = !ok ? "state.unwritable" : last && "clear" in last ? facts.rule : "edit.recorded";
  return rule ? { kind: "continue", rule } : CONTINUE;
});
function shown(path, cwd) {
  const root = cwd.endsWith("/") ? cwd : `${cwd}/`;
  return cwd && path.startsWith(root) && path.length > root.length ? path.slice(root.length) : path;
}
function stopReason(files, cwd, maxFiles) {
  const names2 = [];
  for (const f of files) {
    const name = shown(f.path, cwd);
    if (!names2.includes(name)) names2.push(name);
  }
  const listed = names2.slice(0, maxFiles).join(", ");
  const more = names2.length > maxFiles ? ` (+${names2.length - maxFiles} more)` : "";
  return `[verify] You edited code but ran no test/build/lint/type-check afterwards. Run one (or the script) and report the result before calling it done, or say plainly that it is untested. Unverified (${names2.length}): ${listed}${more}`;
}
function onStop(event, ctx) {
  if (event.stopHookActive) return CONTINUE;
  const cfg = verifyConfig(ctx.env, ctx.stateRoot);
  const decide2 = (state) => {
    if (state.nags >= cfg.maxNags) return void 0;
    if (!state.pending.some((p) => !p.nagged)) return void 0;
    return state.pending;
  };
  const files = nagOnce(statePath(cfg.stateDir, event.sessionId), nowSeconds(ctx), cfg.ttlMin * 60, decide2, cfg.privateRoot);
  if (!files || files.length === 0) return CONTINUE;
  return { kind: "block", reason: stopReason(files, event.cwd, cfg.maxFiles), rule: "stop.unverified" };
}
function onSessionEnd(event, ctx) {
  forget(statePath(verifyConfig(ctx.env, ctx.stateRoot).stateDir, event.sessionId));
  return CONTINUE;
}
function vetVerifyCommands(rows) {
  const resolveCode = (p) => isCodePath(p) ? p : void 0;
  const verifiedBy = (command) => shellOps(command, true, () => [], resolveCode).rule;
  return vetRows(rows, {
    table: "VERIFY_COMMANDS",
    compiles: (row) => !(row.match instanceof RegExp) ? "match is not a regular expression" : !isWords(row.programs) ? "programs should be a list of program names" : void 0,
    fires: (row, command) => verifiedBy(command) === row.id,
    blocks: (command) => verifiedBy(command) !== void 0
  });
}
function checkTables() {
  const problems = vetVerifyCommands(VERIFY_COMMANDS);
  for (const [name, list] of [
    ["CODE_EXTENSIONS", CODE_EXTENSIONS],
    ["EXEMPT_EXTENSIONS", EXEMPT_EXTENSIONS]
  ]) {
    for (const ext of list) {
      if (typeof ext !== "string" || !ext.startsWith(".") || ext !== ext.toLowerCase())
        problems.push(`${name}: ${JSON.stringify(ext)} should be a lower-case extension with its dot`);
    }
  }
  problems.push(...runnerTableProblems());
  return problems;
}
var guard2 = {
  name: "verify_code_changes",
  failMode: FAIL_MODE,
  handlers: {
    pre_tool_call: onToolCall,
    post_tool_call: onToolCall,
    on_stop: onStop,
    on_completion_claim: onStop,
    on_session_end: onSessionEnd
  },
  check: () => checkTables(),
  settings: () => ({
    VERIFY_TTL_MIN: ["count", VERIFY_TTL_MIN],
    MAX_NAGS_PER_SESSION: ["count", MAX_NAGS_PER_SESSION],
    COUNT_SCRIPT_RUN: ["flag", COUNT_SCRIPT_RUN],
    STATE_DIR: ["text", STATE_DIR],
    MAX_FILES_LISTED: ["count", MAX_FILES_LISTED],
    CODE_FILENAMES: ["names", CODE_FILENAMES],
    EDIT_TOOLS: ["names", EDIT_TOOLS],
    PATH_FIELDS: ["names", PATH_FIELDS],
    PATCH_TOOLS: ["names", PATCH_TOOLS],
    PATCH_FIELDS: ["names", PATCH_FIELDS],
    SHELL_TOOLS: ["names", SHELL_TOOLS],
    COMMAND_FIELDS: ["names", COMMAND_FIELDS],
    WORKDIR_FIELDS: ["names", WORKDIR_FIELDS]
  })
};

// templates/verify_code_changes/main.ts
start(guard2);
