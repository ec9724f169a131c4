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
import type { VerifyRow } from "./commands";

//! Pending edits older than this many minutes never block a stop.     env VERIFY_TTL_MIN
export const VERIFY_TTL_MIN = 30;
//! At most this many stop-blocks ("nags") per session.                env VERIFY_MAX_NAGS_PER_SESSION
export const MAX_NAGS_PER_SESSION = 3;
//! Running a code file (python app.py, node x.mjs, ./run.sh, bash x.sh) counts as verification. env VERIFY_COUNT_SCRIPT_RUN
export const COUNT_SCRIPT_RUN = true;
//! Where the per-session state files live.                            env VERIFY_GUARD_STATE_DIR
export const STATE_DIR = "/data/workspace/.verify_guard";
//! How many files the stop message lists.                              env VERIFY_MAX_FILES_LISTED
export const MAX_FILES_LISTED = 8;
//! On an internal error (a bug, an unreadable state file...): "open" lets the action through, as the
//! bus does; "closed" blocks a gate (prompt, tool call, stop) with a reason, on hosts where exit 2
//! blocks (Claude Code, Codex, Azure; on the Starchild bus set `fail_mode: closed` on the hook). env HOOKGUARD_FAIL_MODE
export const FAIL_MODE: "open" | "closed" = "open";

//! Files whose edit needs a run before "done" (lower-case extensions, with the dot).
export const CODE_EXTENSIONS = [
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
  ".cmd",
];
//! Code files without an extension (exact base names).
export const CODE_FILENAMES = [
  "Makefile",
  "makefile",
  "GNUmakefile",
  "Dockerfile",
  "Containerfile",
  "Rakefile",
  "Jenkinsfile",
  "justfile",
  "BUILD",
  "WORKSPACE",
];
//! Docs and data never count, even if also listed above (suffixes; ".min.js" beats ".js").
export const EXEMPT_EXTENSIONS = [
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
  ".d.ts.map",
];

//! Tool names are one vocabulary for every guard (engine/tools.ts: bash, run_command, Edit, Write,
//! apply_patch, str_replace_based_edit_tool ... of Claude, Codex, Gemini, Copilot, Kimi, Cline, VS Code).
//! Add YOUR own tools here; names compare case-insensitively and an MCP prefix (mcp__server__) is ignored.
//! Tools that edit files (added to the built-in ones), and the input fields that may hold the path.
export const EDIT_TOOLS: string[] = [];
export const PATH_FIELDS = ["path", "file_path", "filename", "filePath", "notebook_path", "target_file", "file", "files"];
//! Tools (and shell programs) whose input is a patch: an apply_patch envelope (*** Add File: /
//! *** Update File: / *** Move to:) or a unified diff (--- a/x, +++ b/x). In a shell command the
//! patch is read from a heredoc or the arguments (`git apply <<EOF` too). Added to the built-in ones.
export const PATCH_TOOLS: string[] = [];
export const PATCH_FIELDS = ["command", "input", "patch", "content"];
//! Shell tools (added to the built-in ones), and the input fields that may hold the command line.
export const SHELL_TOOLS: string[] = [];
export const COMMAND_FIELDS = ["command", "cmd", "script", "commandLine", "command_line"];
//! Shell tool input fields naming the folder the command runs in (relative paths resolve there).
export const WORKDIR_FIELDS = ["workdir", "cwd", "dir_path", "directory", "working_directory"];

//! Prefixes that run the command after them (`npx jest`, `uv run pytest`, `bundle exec rspec`;
//! sudo / env / timeout / nice / time ... are peeled by the shared shell parser before these):
//! the command behind is checked instead. `value` flags take the next word as their value; `skip`
//! positional words (a container, a service) come before the command.
export const RUNNERS = [
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
      "--security-opt",
    ],
    skip: 1,
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
      "--platform",
    ],
    skip: 1,
  },
  { prefix: "docker exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker compose exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker compose run", value: ["-e", "--env", "-u", "--user", "-w", "--workdir", "-v", "--volume"], skip: 1 },
  { prefix: "docker-compose exec", value: ["-e", "--env", "-u", "--user", "-w", "--workdir"], skip: 1 },
  { prefix: "docker-compose run", value: ["-e", "--env", "-u", "--user", "-w", "--workdir", "-v", "--volume"], skip: 1 },
  { prefix: "kubectl exec", value: ["-n", "--namespace", "-c", "--container"], skip: 1 },
];

//! Interpreters that run a script file given as their first argument (python app.py, node x.mjs,
//! bash x.sh ...). `module` flags run a module instead (python -m pytest -> checked as `pytest`);
//! `inline` flags run code from the command line (python -c "import app" counts when it names an
//! edited file); `value` flags take the next word as their value.
export const SCRIPT_RUNNERS = [
  { programs: ["python", "python2", "python3", "py", "pypy", "pypy3"], module: ["-m"], inline: ["-c"], value: ["-W", "-X", "-Q"] },
  {
    programs: ["node", "nodejs"],
    module: [],
    inline: ["-e", "--eval", "-p", "--print"],
    value: ["-r", "--require", "--import", "--loader", "--experimental-loader", "-C", "--conditions"],
  },
  {
    programs: ["bun", "ts-node", "tsx", "esno", "esrun", "vite-node", "jiti"],
    module: [],
    inline: ["-e", "--eval", "-p", "--print"],
    value: ["-r", "--require", "--import", "-P", "--project", "--tsconfig"],
  },
  { programs: ["deno run", "bun run", "streamlit run"], module: [], inline: [], value: ["--config", "-c", "--import-map"] },
  { programs: ["ruby", "perl", "php"], module: [], inline: ["-e", "-r"], value: ["-I", "-M", "-d"] },
  { programs: ["bash", "sh", "zsh", "dash", "ksh", "fish"], module: [], inline: ["-c"], value: ["-o", "-O", "--rcfile", "--init-file"] },
  { programs: ["pwsh", "powershell"], module: [], inline: ["-Command", "-c"], value: ["-ExecutionPolicy", "-ep", "-WorkingDirectory", "-wd"] },
  {
    programs: ["Rscript", "lua", "luajit", "julia", "elixir", "groovy", "kotlin", "dart run", "go run", "swift", "scala"],
    module: [],
    inline: ["-e"],
    value: [],
  },
];

//! App servers that import the code they are given (uvicorn app.main:app, gunicorn wsgi:app, flask
//! --app app run): starting one on the edited code counts as running it, like COUNT_SCRIPT_RUN says.
//! A two-word name needs its second word anywhere after the first (`flask --app x run`).
export const APP_SERVERS = ["uvicorn", "gunicorn", "hypercorn", "daphne", "granian", "waitress-serve", "fastapi dev", "fastapi run", "flask run"];

//! Dry runs and listings: a command of one of `programs` with one of `flags` (`-list`, or
//! `-list=.`), or a short-flag cluster holding a `cluster` letter (`make -nB`), or whose first
//! argument is one of `first`, prints what it would run and runs nothing (`make -n test`,
//! `go test -list .`, `vitest list`). --help / --version / --collect-only / --listTests /
//! --showConfig never verify, whatever the program.
export const DRY_RUNS = [
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
  { programs: ["mocha"], flags: ["--dry-run"], first: [] },
];

//! A long `match` is written as parts, one short line each: seq(...parts) is the parts one after
//! another, compiled once; anyOf(...parts) the group (?:a|b|c), tried in the order written. Parts
//! are regex literals (only their source is used) or groups.
function seq(...parts: readonly { source: string }[]): RegExp {
  return new RegExp(parts.map((p) => p.source).join(""));
}
function anyOf(...parts: readonly { source: string }[]): { source: string } {
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
export const VERIFY_COMMANDS = [
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
        'docker run --rm -v "$PWD":/app -w /app python:3.12 python -m pytest',
      ],
      allow: ["pip install pytest", "echo pytest", "cat pytest.ini", "pytest --collect-only -q", "pytest --fixtures", "tox -l"],
    },
  },
  {
    id: "test.django",
    why: "Django test / check",
    programs: ["manage.py"],
    match: /^manage\.py (?:test|check)(?: |$)/,
    examples: { block: ["python manage.py test", "./manage.py check"], allow: ["cat manage.py", "echo python manage.py test"] },
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
      "isort",
    ],
    match: seq(
      /^/,
      anyOf(
        /ruff(?: check| format (?:\S+ )*--(?:check|diff))|mypy|dmypy|pyright|basedpyright|pytype|pyre/,
        /flake8|pylint|pyflakes|pycodestyle|pydocstyle|bandit|pylama|prospector|py_compile|compileall/,
        /black (?:\S+ )*--check|isort (?:\S+ )*--check(?:-only)?/,
      ),
      /(?: |$)/,
    ),
    examples: {
      block: ["ruff check .", "mypy src", "pyright", "python -m py_compile app.py", "flake8 app.py", "pylint pkg", "black --check ."],
      allow: ["ruff format .", "pip install mypy", "black .", "ruff check --show-settings"],
    },
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
      "node",
    ],
    match:
      /^(?:jest|vitest|mocha|ava|tap|tape|jasmine|karma|uvu|qunit|cucumber-js|wdio|testcafe|c8|nyc|playwright test|cypress run|node (?:\S+ )*--test)(?: |=|$)/,
    examples: {
      block: ["npx jest", "vitest run", "npx mocha test/", "node --test", "npx playwright test", "pnpm vitest"],
      allow: ["npm install -D vitest", "echo jest", "cat jest.config.js", "npx jest --listTests", "npx vitest list", "npx playwright test --list"],
    },
  },
  {
    id: "check.syntax",
    why: "syntax check of a script",
    programs: ["node", "bash", "sh", "zsh", "ruby", "perl", "php"],
    match: /^(?:node (?:\S+ )*(?:--check|-c)|bash -n|sh -n|zsh -n|ruby (?:\S+ )*-c|perl (?:\S+ )*-c|php (?:\S+ )*-l)(?: |$)/,
    examples: { block: ["node --check server.js", "bash -n deploy.sh", "php -l index.php"], allow: ["node --version"] },
  },
  {
    id: "types.js",
    why: "TypeScript / JavaScript type checker",
    programs: ["tsc", "vue-tsc", "tsgo", "svelte-check", "astro", "flow", "tsd", "deno"],
    match: /^(?:tsc|vue-tsc|tsgo|svelte-check|astro check|flow|tsd|deno check)(?: |$)/,
    examples: { block: ["tsc --noEmit", "npx tsc -p .", "npx vue-tsc --noEmit", "deno check main.ts"], allow: ["npm install typescript", "tsc --version"] },
  },
  {
    id: "lint.js",
    why: "JavaScript / TypeScript linter",
    programs: ["eslint", "oxlint", "tslint", "standard", "xo", "stylelint", "jshint", "biome", "rome", "deno", "next", "prettier"],
    match: seq(
      /^/,
      anyOf(/eslint|oxlint|tslint|standard|xo|stylelint|jshint|biome (?:check|lint|ci)|rome (?:check|ci)/, /deno lint|next lint|prettier (?:\S+ )*--check/),
      /(?: |$)/,
    ),
    examples: {
      block: ["npx eslint .", "biome check src", "deno lint", "npx prettier --check ."],
      allow: ["npx prettier --write .", "npm i eslint", "npx eslint --print-config src/a.ts"],
    },
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
      "ncc",
    ],
    match: seq(
      /^/,
      anyOf(
        /vite build|webpack|rollup|esbuild|tsup|parcel build|next build|nuxt build|nuxi build|astro build/,
        /ng (?:build|test|lint)|vue-cli-service (?:build|test|lint)|react-scripts (?:build|test)/,
        /turbo (?:run )?(?:build|test|lint|typecheck|check)/,
        /nx (?:run-many|affected|test|build|lint|run \S+:(?:test|build|lint|typecheck|type-check|check|e2e)\S*)/,
        /lerna run (?:build|test|lint)|svelte-kit build|remix build|gatsby build|ncc build/,
      ),
      /(?: |$)/,
    ),
    examples: {
      block: ["npx vite build", "npx next build", "npx turbo run test", "npx webpack --mode production", "npx nx run api:test"],
      allow: ["npx vite", "npm i webpack"],
    },
  },
  {
    id: "test.bun-deno",
    why: "Bun / Deno test runner",
    programs: ["bun", "deno"],
    match: /^(?:bun test|deno test|deno bench|deno compile)(?: |$)/,
    examples: { block: ["bun test", "deno test -A"], allow: ["bun install", "deno fmt"] },
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
      /(?:[:_-]\S*)?(?: |$)/,
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
        "deno task test",
      ],
      allow: ["npm install", "npm run dev", "npm start", "yarn add jest", "echo npm test"],
    },
  },
  {
    id: "go",
    why: "Go test / build / vet / run",
    programs: ["go", "gotestsum", "golangci-lint", "staticcheck", "ginkgo", "govulncheck", "revive", "errcheck"],
    match: /^(?:go (?:-C \S+ )?(?:test|build|vet|run|install)|gotestsum|golangci-lint|staticcheck|ginkgo|govulncheck|revive|errcheck)(?: |$)/,
    examples: {
      block: ["go test ./...", "go build ./cmd/app", "go vet ./...", "golangci-lint run", "go run ."],
      allow: ["go mod tidy", "go get github.com/x/y", "go fmt ./...", "go test -list . ./...", "go build -n ./cmd/app"],
    },
  },
  {
    id: "rust",
    why: "Cargo test / check / build / clippy / run",
    programs: ["cargo", "rustc", "clippy-driver"],
    match: seq(
      /^/,
      anyOf(
        /cargo (?:\+\S+ )?(?:-\S+ )*(?:test|t|check|c|build|b|clippy|run|r|nextest|bench|miri|tarpaulin|llvm-cov|fmt (?:\S+ )*--check)/,
        /rustc|clippy-driver/,
      ),
      /(?: |$)/,
    ),
    examples: {
      block: ["cargo test", "cargo +nightly clippy -- -D warnings", "cargo check --all-targets", "cargo build --release", "cargo run --bin app"],
      allow: ["cargo add serde", "cargo fmt", "cargo update", "cargo test -- --list"],
    },
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
        /kotlinc|scalac|ktlint|detekt/,
      ),
      /(?: |$)/,
    ),
    examples: {
      block: ["mvn test", "./mvnw -q verify", "./gradlew test", "gradle build", "./gradlew :app:testDebugUnitTest", "sbt test", "javac Main.java"],
      allow: ["mvn clean", "./gradlew --stop", "mvn dependency:tree", "./gradlew tasks --all", "./gradlew build --dry-run"],
    },
  },
  {
    id: "dotnet",
    why: ".NET build / test / run",
    programs: ["dotnet", "msbuild", "vstest.console"],
    match: /^(?:dotnet (?:test|build|run|msbuild|vstest|publish|format (?:\S+ )*--verify-no-changes)|msbuild|vstest\.console)(?: |$)/,
    examples: { block: ["dotnet test", "dotnet build -c Release", "dotnet run --project src/App"], allow: ["dotnet restore", "dotnet add package Serilog"] },
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
      "mage",
    ],
    match: seq(
      /^/,
      anyOf(
        /gcc|g\+\+|clang|clang\+\+|cc|c\+\+|cl|tcc|nvcc|zig (?:build|test|run|cc)/,
        /(?:make|gmake|ninja)(?! (?:clean|distclean|help|install|uninstall|fmt|format)(?: |$))/,
        /cmake (?:\S+ )*--build|ctest|meson (?:test|compile)|scons/,
        /(?:bazel|bazelisk) (?:\S+ )*(?:build|test|run|coverage)/,
        /(?:buck2?|pants|please) (?:build|test|run)|xmake/,
        /(?:just|task|mage) (?:\S+ )*(?:test|build|check|lint|ci|verify)\S*/,
      ),
      /(?: |$)/,
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
        "just test",
      ],
      allow: ["make clean", "cmake -S . -B build", "bazel clean", "make -n test", "make -nB check", "ctest -N"],
    },
  },
  {
    id: "ruby",
    why: "Ruby test runner or linter",
    programs: ["rspec", "rake", "rails", "rubocop", "standardrb", "srb", "steep", "cucumber", "minitest", "testrb"],
    match: /^(?:rspec|rake(?=$| -| (?:test|spec|default|ci))|rails (?:test|spec)|rubocop|standardrb|srb tc|steep check|cucumber|minitest|testrb)(?: |$)/,
    examples: { block: ["bundle exec rspec", "rake", "bin/rails test", "bundle exec rubocop"], allow: ["bundle install", "rails server", "gem install rspec"] },
  },
  {
    id: "php",
    why: "PHP test runner or analyser",
    programs: ["phpunit", "pest", "paratest", "phpstan", "psalm", "phpcs", "codecept", "artisan", "php"],
    match: /^(?:phpunit|pest|paratest|phpstan|psalm|phpcs|codecept run|artisan test|php artisan test)(?: |$)/,
    examples: { block: ["vendor/bin/phpunit", "php artisan test", "./vendor/bin/phpstan analyse"], allow: ["composer install", "php artisan migrate"] },
  },
  {
    id: "mobile",
    why: "Swift / Xcode / Dart / Flutter build or test",
    programs: ["swift", "swiftc", "swiftlint", "xcodebuild", "dart", "flutter"],
    match: /^(?:swift (?:build|test|run)|swiftc|swiftlint|xcodebuild|(?:dart|flutter) (?:test|analyze|compile|build|run))(?: |$)/,
    examples: {
      block: ["swift test", "swift build", "xcodebuild test -scheme App", "flutter test", "dart analyze"],
      allow: ["swift package resolve", "flutter pub get"],
    },
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
      "papermill",
    ],
    match: seq(
      /^/,
      anyOf(
        /mix (?:test|compile|credo|dialyzer)|rebar3 (?:eunit|ct|compile|dialyzer)|erlc|elixirc/,
        /(?:cabal|stack) (?:build|test|run|bench)|ghc|prove|shellcheck|bats|busted|luacheck/,
        /R CMD (?:check|build)|(?:terraform|tofu) (?:validate|plan|test)|tflint/,
        /(?:nix (?:build|flake check)|nix-build)|pre-commit run/,
        /(?:docker|podman|buildah) (?:build|buildx build|image build|compose (?:\S+ )*(?:build|--build))/,
        /jupyter (?:nbconvert (?:\S+ )*--execute|execute)|papermill/,
      ),
      /(?: |$)/,
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
        "jupyter nbconvert --to notebook --execute nb.ipynb",
      ],
      allow: ["mix deps.get", "terraform fmt", "docker ps", "docker compose up -d", "jupyter lab"],
    },
  },
  {
    id: "test.script",
    why: "project test / build / lint script",
    programs: ["run*", "*.sh", "*.bash", "*.py", "*.js", "*.mjs", "*.ts", "*.rb", "*.pl", "*.ps1"],
    match: seq(
      /^/,
      anyOf(
        /run[_-]?(?:tests?|checks?|ci|build|lint|verify)(?:[_-]\S*)?(?:\.(?:sh|bash|py|js|mjs|ts|rb|pl|ps1))?/,
        /(?:tests?|checks?|ci|build|lint|verify|validate)(?:[_-]\S*)?\.(?:sh|bash|py|js|mjs|ts|rb|pl|ps1)/,
      ),
      /(?: |$)/,
    ),
    examples: {
      block: ["./run_tests.sh", "bash scripts/test.sh", "./build.sh --release", "scripts/run-tests"],
      allow: ["cat run_tests.sh", "chmod +x test.sh", "test -f app.py"],
    },
  },
] as const satisfies readonly VerifyRow[];
