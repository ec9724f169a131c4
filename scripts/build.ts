// npm run build: bundle every guard in templates/<guard>/main.ts into build/<guard>.cjs and its
// case table into build/<guard>_selftest.cjs. Single CommonJS files, shebang, executable,
// unminified, tables first, deterministic.
import { build, transform, type BuildOptions, type Plugin } from "esbuild";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const outFlag = process.argv.indexOf("--out");
/** `--out <dir>` builds elsewhere (the reproducibility test compares that with build/). */
const OUT = outFlag > 0 && process.argv[outFlag + 1] ? (process.argv[outFlag + 1] as string) : join(ROOT, "build");

export function guardNames(): string[] {
  return readdirSync(join(ROOT, "templates"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, "templates", d.name, "main.ts")))
    .map((d) => d.name)
    .sort();
}

const COMMON: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minify: false,
  treeShaking: true,
  legalComments: "inline",
  charset: "utf8",
  banner: { js: "#!/usr/bin/env node" },
  write: false,
  logLevel: "warning",
  absWorkingDir: ROOT,
  // start() assigns module.exports when a bundle is require()d (hookguard serve): intended.
  logOverride: { "commonjs-variable-in-esm": "silent" },
};

/**
 * The CLI's cli/generated.ts, filled in at build time: static imports of every
 * templates/<guard>/wiring.ts (whatever guards exist after a merge) and the demo session.
 */
const generated: Plugin = {
  name: "hookguard-generated",
  setup(b) {
    b.onLoad({ filter: /[\\/]cli[\\/]generated\.ts$/ }, () => {
      const wired = guardNames().filter((n) => existsSync(join(ROOT, "templates", n, "wiring.ts")));
      const sessionDir = join(ROOT, "examples", "session");
      const session = existsSync(sessionDir)
        ? readdirSync(sessionDir).filter((f) => f.endsWith(".json")).sort().flatMap((f) => JSON.parse(readFileSync(join(sessionDir, f), "utf8")) as unknown[])
        : [];
      const contents = [
        ...wired.map((n, i) => `import { wiring as w${i} } from "../templates/${n}/wiring";`),
        `export const WIRINGS = [${wired.map((_, i) => `w${i}`).join(", ")}];`,
        `export const SESSION = ${JSON.stringify(session)};`,
      ].join("\n");
      return { contents, loader: "ts", resolveDir: join(ROOT, "cli") };
    });
  },
};

/**
 * engine/secrets/wordlist.ts in a guard bundle: the same @scure/bip39 English words, held in one
 * string and split on first use (the library's module splits them at load, on every cold run).
 */
const lazyWordlist: Plugin = {
  name: "hookguard-lazy-wordlist",
  setup(b) {
    b.onLoad({ filter: /[\\/]engine[\\/]secrets[\\/]wordlist\.ts$/ }, async () => {
      const { wordlist } = (await import("@scure/bip39/wordlists/english.js")) as { wordlist: readonly string[] };
      // 2,048 lowercase words in sorted order: engine/secrets/bip39.ts looks words up by binary search.
      if (wordlist.length !== 2048 || wordlist.some((w, i) => !/^[a-z]+$/.test(w) || (i > 0 && (wordlist[i - 1] as string) >= w))) throw new Error("unexpected BIP-39 wordlist");
      const contents = [
        `// The BIP-39 English wordlist of @scure/bip39, split on first use (see scripts/build.ts).`,
        `const WORDS = ${JSON.stringify(wordlist.join(" "))};`,
        `let list: readonly string[] | undefined;`,
        `export function englishWords(): readonly string[] {`,
        `  return (list ??= Object.freeze(WORDS.split(" ")));`,
        `}`,
      ].join("\n");
      return { contents, loader: "ts" };
    });
  },
};

async function bundle(options: BuildOptions, outfile: string, finish: (text: string) => string = (t) => t): Promise<void> {
  const result = await build({ ...COMMON, ...options, plugins: [lazyWordlist, ...(options.plugins ?? [])], outfile });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error(`esbuild produced nothing for ${outfile}`);
  writeFileSync(outfile, finish(file.text));
  chmodSync(outfile, 0o755);
}

// ---- deferred units (engine/lazy.ts) -------------------------------------------------------------

/**
 * Modules a guard's bundle holds in a comment and compiles on first use, by unit: path prefixes
 * from the repo root. A unit is compiled whole, so group what is called together. security_guard:
 * an ordinary command passes its gate (gate.ts) without the parser and the checks, and a tool
 * call needs no secret detector. Measured with `npm run bench` (docs/startup.md).
 */
const DEFERRED: Record<string, Record<string, readonly string[]>> = {
  security_guard: {
    shell: ["engine/shell/", "templates/security_guard/rules.ts", "templates/security_guard/checks/", "templates/security_guard/examples.ts"],
    secrets: ["engine/secrets/"],
  },
};

/**
 * Guards whose shipped rows' `examples` move out of the tables into a module of the shell unit:
 * top-level data is parsed, compiled and run at load, and the examples were half of
 * security_guard's tables. The rows keep everything else; checkTables() reads a row's own
 * examples first (a row a user adds), then the moved ones.
 */
const MOVED_EXAMPLES = ["security_guard"];

/** A module's id in a bundle: its path from the repo root, with forward slashes. */
const idOf = (path: string) => relative(ROOT, path).split("\\").join("/");

/** End (exclusive) of the string, comment or regex literal starting at i, or i when none starts there. */
function skipLiteral(src: string, i: number): number {
  const c = src[i];
  if (c === "/" && src[i + 1] === "/") return src.indexOf("\n", i) < 0 ? src.length : src.indexOf("\n", i);
  if (c === "/" && src[i + 1] === "*") return src.indexOf("*/", i + 2) + 2;
  if (c === '"' || c === "'" || c === "`") {
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === "\\") j++;
      else if (src[j] === c) return j + 1;
    }
    throw new Error(`unterminated string at ${JSON.stringify(src.slice(i, i + 40))}`);
  }
  if (c === "/") {
    // A regex literal where a value starts (after : , ( [ = or a line start).
    const before = src.slice(0, i).trimEnd();
    if (before !== "" && !/[:,([=!&|?{};+\-*%<>~^]$/.test(before) && !/(?:^|[^\w$])(?:return|typeof|case|in|of|else|do|yield|await|void|delete|throw|new)$/.test(before)) return i;
    let inClass = false;
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === "\\") j++;
      else if (inClass) inClass = src[j] !== "]";
      else if (src[j] === "[") inClass = true;
      else if (src[j] === "/") {
        let k = j + 1;
        while (/[a-z]/.test(src[k] ?? "")) k++;
        return k;
      }
      else if (src[j] === "\n") throw new Error(`unterminated regex at ${JSON.stringify(src.slice(Math.max(0, i - 40), i + 40))}`);
    }
  }
  return i;
}

/** The tables source without the rows' `examples: {…}`, and each row id with its examples' text. */
function moveExamples(source: string): { tables: string; moved: [string, string][] } {
  let out = "";
  const moved: [string, string][] = [];
  let i = 0;
  while (i < source.length) {
    const end = skipLiteral(source, i);
    if (end !== i) {
      out += source.slice(i, end);
      i = end;
      continue;
    }
    const prop = /^examples\s*:\s*\{/.exec(source.slice(i, i + 40));
    if (prop && /[\s{,]$/.test(source[i - 1] ?? "")) {
      let j = i + prop[0].length;
      let depth = 1;
      while (depth > 0) {
        const e = skipLiteral(source, j);
        if (e !== j) {
          j = e;
          continue;
        }
        if (source[j] === "{") depth++;
        else if (source[j] === "}") depth--;
        j++;
        if (j > source.length) throw new Error("unbalanced examples in a tables file");
      }
      const id = [...out.matchAll(/\bid:\s*"([^"]+)"/g)].pop()?.[1];
      if (!id) throw new Error("examples before any row id in a tables file");
      moved.push([id, source.slice(i + prop[0].length - 1, j)]);
      // Drop the property with the comma and line break before it.
      out = out.replace(/,\s*$/, "");
      i = j;
      continue;
    }
    out += source[i];
    i++;
  }
  return { tables: out, moved };
}

async function examplesPlugin(guard: string): Promise<Plugin | undefined> {
  if (!MOVED_EXAMPLES.includes(guard)) return undefined;
  const tablesPath = join(ROOT, "templates", guard, "tables.ts");
  const examplesPath = join(ROOT, "templates", guard, "examples.ts");
  const source = readFileSync(tablesPath, "utf8");
  const { tables, moved } = moveExamples(source);
  // Every row that carries examples in the source, and no other text, must have moved.
  const mod = (await import(tablesPath)) as Record<string, unknown>;
  const withExamples = Object.values(mod).filter(Array.isArray).flat().filter((r) => typeof r === "object" && r !== null && "examples" in r).length;
  if (moved.length !== withExamples) throw new Error(`${guard}: moved ${moved.length} rows' examples, the tables have ${withExamples}`);
  const consts = [...tables.matchAll(/^const (\w+) =/gm)].map((m) => m[1] as string).filter((n) => moved.some(([, t]) => new RegExp(`\\b${n}\\b`).test(t)));
  const exported = consts.reduce((t, n) => t.replace(new RegExp(`^const ${n} =`, "m"), `export const ${n} =`), tables);
  const examples = [
    `// The shipped rows' examples, moved here by scripts/build.ts (see examples.ts in the source).`,
    consts.length ? `import { ${consts.join(", ")} } from "./tables";` : "",
    `export const EXAMPLES: Record<string, { block: readonly string[]; allow: readonly string[] }> = {`,
    ...moved.map(([id, text]) => `  ${JSON.stringify(id)}: ${text},`),
    `};`,
  ].join("\n");
  return {
    name: "hookguard-moved-examples",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path === tablesPath) return { contents: exported, loader: "ts", resolveDir: dirname(tablesPath) };
        if (args.path === examplesPath) return { contents: examples, loader: "ts", resolveDir: dirname(examplesPath) };
        return undefined;
      });
    },
  };
}

interface Unit {
  name: string;
  /** Root-relative ids of the unit's modules in the guard's graph. */
  members: Set<string>;
  /** Members imported from outside the unit, in a fixed order: the unit exports them as m0, m1, … */
  entries: string[];
  /** Modules outside the unit that its code requires. */
  externals: string[];
  code: string;
}

const MARKER = (unit: string) => `__HOOKGUARD_DEFERRED_${unit}__`;
const DEFERRED_NS = "hookguard-deferred";

/** Builds the units of one guard: which modules each holds, and its CommonJS code. */
async function deferredUnits(guard: string, entry: string, extra: readonly Plugin[]): Promise<Unit[]> {
  const spec = DEFERRED[guard];
  if (!spec) return [];
  const graph = await build({ ...COMMON, entryPoints: [entry], plugins: [lazyWordlist, ...extra], metafile: true, outfile: "graph.cjs" });
  const inputs = graph.metafile?.inputs ?? {};
  const unitOf = (id: string) => Object.entries(spec).find(([, prefixes]) => prefixes.some((p) => id.startsWith(p)))?.[0];
  const units: Unit[] = [];
  for (const name of Object.keys(spec)) {
    const members = new Set(Object.keys(inputs).filter((id) => unitOf(id) === name));
    if (!members.size) throw new Error(`${guard}: deferred unit ${name} matches no module`);
    const entries = new Set<string>();
    for (const [id, input] of Object.entries(inputs)) {
      if (members.has(id)) continue;
      for (const imp of input.imports) if (members.has(imp.path)) entries.add(imp.path);
    }
    const ordered = [...entries].sort();
    const externals = new Set<string>();
    const externalise: Plugin = {
      name: "hookguard-deferred-externals",
      setup(b) {
        b.onResolve({ filter: /.*/ }, async (args) => {
          if (args.pluginData === DEFERRED_NS || args.kind === "entry-point") return undefined;
          const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: DEFERRED_NS });
          if (r.errors.length || r.external) return { path: r.path, external: r.external, errors: r.errors };
          const id = idOf(r.path);
          if (members.has(id)) return { path: r.path };
          externals.add(id);
          return { path: id, external: true };
        });
      },
    };
    const contents = [...ordered.map((id, i) => `import * as m${i} from "./${id}";`), `export { ${ordered.map((_, i) => `m${i}`).join(", ")} };`].join("\n");
    const out = await build({
      ...COMMON,
      banner: {},
      stdin: { contents, resolveDir: ROOT, sourcefile: `${guard}.${name}.ts`, loader: "ts" },
      plugins: [lazyWordlist, externalise, ...extra],
      outfile: `${name}.cjs`,
    });
    const built = out.outputFiles?.[0]?.text;
    if (!built) throw new Error(`${guard}: deferred unit ${name} built nothing`);
    const code = await commentSafe(`${guard}/${name}`, built);
    units.push({ name, members, entries: ordered, externals: [...externals].sort(), code });
  }
  return units;
}

/**
 * The guard's build with each deferred module replaced by a stub whose functions forward to the
 * unit, and each unit's loader (engine/lazy.ts) holding the code in a comment.
 */
async function deferredPlugin(guard: string, units: readonly Unit[]): Promise<Plugin> {
  const stubs = new Map<string, string>();
  for (const unit of units) {
    for (const [i, id] of unit.entries.entries()) {
      const mod = (await import(join(ROOT, id))) as Record<string, unknown>;
      const lines = [`import { load } from "${DEFERRED_NS}:${unit.name}";`];
      for (const [key, value] of Object.entries(mod)) {
        // A constant is copied; a function forwards; anything else would need the unit at load.
        if (typeof value === "function") lines.push(`export function ${key}(...args) { return load().m${i}.${key}(...args); }`);
        else if (["number", "string", "boolean"].includes(typeof value)) lines.push(`export const ${key} = ${JSON.stringify(value)};`);
        else throw new Error(`${guard}: ${id} is deferred but exports ${key}, an object (a stub can copy constants and forward calls, nothing else)`);
      }
      stubs.set(id, lines.join("\n"));
    }
  }
  return {
    name: "hookguard-deferred",
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${DEFERRED_NS}:`) }, (args) => ({ path: args.path.slice(DEFERRED_NS.length + 1), namespace: DEFERRED_NS }));
      b.onLoad({ filter: /.*/, namespace: DEFERRED_NS }, (args) => {
        const unit = units.find((u) => u.name === args.path);
        if (!unit) return { errors: [{ text: `no deferred unit ${args.path}` }] };
        const contents = [
          `import { deferredUnit } from "./engine/lazy";`,
          ...unit.externals.map((id, i) => `import * as x${i} from "./${id}";`),
          `export const load = deferredUnit(${JSON.stringify(`${guard}/${unit.name}`)}, function source() { return ${MARKER(unit.name)}; }, () => ({`,
          ...unit.externals.map((id, i) => `  ${JSON.stringify(id)}: x${i},`),
          `}));`,
        ].join("\n");
        return { contents, loader: "js", resolveDir: ROOT };
      });
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const stub = stubs.get(idOf(args.path));
        return stub === undefined ? undefined : { contents: stub, loader: "js", resolveDir: ROOT };
      });
    },
  };
}

/**
 * A unit's code as it can sit inside a block comment: its own comments become line comments,
 * `@__PURE__` marks (hints for minifiers) go, a `*\/` inside a string is escaped, and the build
 * checks with esbuild that the code means the same. A `*\/` left in a regex stops the build.
 */
async function commentSafe(unit: string, built: string): Promise<string> {
  const code = built.replaceAll("/* @__PURE__ */ ", "");
  const lines = code.split("\n");
  let open = false;
  for (const [i, line] of lines.entries()) {
    const start = /^([ \t]*)\/\*\*?(.*)$/.exec(line);
    if (!open && start) {
      const [, indent, rest] = start as unknown as [string, string, string];
      const end = rest.endsWith("*/");
      lines[i] = `${indent}//${end ? rest.slice(0, -2).trimEnd() : rest}`;
      open = !end;
    } else if (open) {
      const end = line.trimEnd().endsWith("*/");
      const text = end ? line.trimEnd().slice(0, -2) : line;
      lines[i] = text.replace(/^([ \t]*)\*?/, "$1//");
      open = !end;
    }
  }
  const safe = escapeInStrings(lines.join("\n"));
  const bare = async (js: string) => (await transform(js, { minifyWhitespace: true })).code;
  if ((await bare(safe)) !== (await bare(code))) throw new Error(`${unit}: rewriting its comments changed the code`);
  const left = safe.indexOf("*/");
  if (left >= 0) throw new Error(`${unit}: "*/" at ${JSON.stringify(safe.slice(left - 30, left + 2))} would end the comment that holds the unit: write it so that no "*" comes right before a "/" ("[/]" for a slash, a bounded "{0,n}" at a regex's end)`);
  return safe;
}

/**
 * esbuild writes its helpers (`__defProp`, `__export`: the deferred units' module objects need
 * them) before the first module; a guard's tables stay the first thing its file shows, so the
 * helpers move to just after them. The tables are plain data and use none of them.
 */
function tablesFirst(guard: string, text: string): string {
  const lines = text.split("\n");
  const isModule = (l: string) => /^\/\/ (?:templates|engine)\//.test(l);
  const first = lines.findIndex(isModule);
  const body = lines.findIndex((l) => l === '"use strict";') + 1;
  const helpers = lines.slice(body, first);
  if (!helpers.some((l) => l.trim())) return text;
  let second = lines.findIndex((l, i) => i > first && isModule(l));
  // The tables' module object (a deferred unit requires the tables) moves below the helpers too:
  // its getters read the tables' variables whenever they are called.
  const nsStart = lines.findIndex((l, i) => i > first && i < second && /^var \w+_exports = \{\};$/.test(l));
  let namespace: string[] = [];
  if (nsStart >= 0) {
    const nsEnd = lines.findIndex((l, i) => i > nsStart && l === "});");
    namespace = lines.splice(nsStart, nsEnd - nsStart + 1);
    second -= namespace.length;
  }
  const tables = lines.slice(first, second).join("\n");
  for (const [, name] of helpers.join("\n").matchAll(/^var (\w+) =/gm)) {
    if (new RegExp(`\\b${name}\\b`).test(tables)) throw new Error(`${guard}: the tables use esbuild's ${name}, which comes after them`);
  }
  return [...lines.slice(0, body), "", ...lines.slice(first, second), ...helpers, ...namespace, ...(namespace.length ? [""] : []), ...lines.slice(second)].join("\n");
}

// Inside string literals, "*" then "/" is written "*\\/" (the same string), so that a glob in a
// row's example ("for d in */") cannot end the comment that holds the unit.
function escapeInStrings(code: string): string {
  let out = "";
  let i = 0;
  while (i < code.length) {
    const end = skipLiteral(code, i);
    if (end === i) {
      out += code[i];
      i++;
      continue;
    }
    const piece = code.slice(i, end);
    out += /^["'`]/.test(piece) ? piece.replaceAll("*/", "*\\/") : piece;
    i = end;
  }
  return out;
}

/** Puts each unit's code into its loader's comment in the built guard. */
function fillUnits(guard: string, units: readonly Unit[], text: string): string {
  for (const unit of units) {
    const marker = `return ${MARKER(unit.name)};`;
    const at = text.indexOf(marker);
    if (at < 0 || text.indexOf(marker, at + 1) >= 0) throw new Error(`${guard}: unit ${unit.name} needs exactly one loader in the bundle`);
    const header = `// ${unit.members.size} modules, compiled on first use (engine/lazy.ts): ${[...unit.members].sort().join(", ")}`;
    const comment = `/*\n${header}\n(function (module, exports, require) {\n${unit.code}})\n//# sourceURL=${guard}/${unit.name}\n*/`;
    text = text.slice(0, at) + comment + text.slice(at + marker.length);
  }
  return text;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const names = guardNames();
  for (const name of names) {
    const entry0 = join(ROOT, "templates", name, "main.ts");
    const moved = await examplesPlugin(name);
    const extra = moved ? [moved] : [];
    const units = await deferredUnits(name, entry0, extra);
    const plugins = [...(units.length ? [await deferredPlugin(name, units)] : []), ...extra];
    await bundle({ entryPoints: [entry0], plugins }, join(OUT, `${name}.cjs`), (text) => tablesFirst(name, fillUnits(name, units, text)));
    const entry = [
      `import { table } from "./templates/${name}/cases";`,
      `import { runSelftest } from "./selftests/runner";`,
      `runSelftest(table);`,
    ].join("\n");
    await bundle({ stdin: { contents: entry, resolveDir: ROOT, sourcefile: `${name}_selftest.ts`, loader: "ts" } }, join(OUT, `${name}_selftest.cjs`));
  }
  const cli = join(ROOT, "cli", "main.ts");
  if (existsSync(cli)) {
    // The CLI reuses scripts/snippet.ts (host config rendering), which reads import.meta.url at
    // load. In a CommonJS bundle that is undefined: give it a URL of its own inside build/, so its
    // ROOT resolves and its "am I the entry?" check stays false.
    const metaUrl = `var __hookguard_meta_url = require("node:url").pathToFileURL(require("node:path").join(__dirname, ".bundled", "snippet.js")).href;`;
    await bundle({ entryPoints: [cli], plugins: [generated], define: { "import.meta.url": "__hookguard_meta_url" }, banner: { js: `#!/usr/bin/env node\n${metaUrl}` } }, join(OUT, "hookguard.cjs"));
  }
  const sizes = names.map((n) => `${n}.cjs ${(readFileSync(join(OUT, `${n}.cjs`)).length / 1024).toFixed(1)} KB`);
  process.stdout.write(`built ${relative(process.cwd(), OUT) || "."}: ${sizes.join(", ")}\n`);
}

await main();
