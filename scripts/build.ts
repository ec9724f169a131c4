// npm run build: bundle every guard in templates/<guard>/main.ts into build/<guard>.cjs and its
// case table into build/<guard>_selftest.cjs. Single CommonJS files, shebang, executable,
// unminified, tables first, deterministic. The functions of a guard's everyday run are written in
// parentheses, so V8 compiles them with the file (scripts/eager.ts). Nothing else: no code is
// moved or held in comments.
import { build, type BuildOptions, type Plugin } from "esbuild";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileEagerly, eagerNames } from "./eager";
import { writeLaunchers } from "./launchers";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const outFlag = process.argv.indexOf("--out");
/** `--out <dir>` builds elsewhere (the reproducibility test compares that with build/). */
const OUT = outFlag > 0 && process.argv[outFlag + 1] ? (process.argv[outFlag + 1] as string) : join(ROOT, "build");
/** `--no-eager` leaves every function a declaration (`npm run eager` measures that build). */
const EAGER = !process.argv.includes("--no-eager");

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
      const files = existsSync(sessionDir)
        ? readdirSync(sessionDir)
            .filter((f) => f.endsWith(".json"))
            .sort()
        : [];
      const session = files.flatMap((f) => JSON.parse(readFileSync(join(sessionDir, f), "utf8")) as unknown[]);
      const contents = [
        ...wired.map((n, i) => `import { wiring as w${i} } from "../templates/${n}/wiring";`),
        `export const WIRINGS = [${wired.map((_, i) => `w${i}`).join(", ")}];`,
        `export const SESSION = ${JSON.stringify(session)};`,
        ...guardNames().map((n, i) => `import * as t${i} from "../templates/${n}/tables";`),
        `export const TABLES = { ${guardNames()
          .map((n, i) => `${JSON.stringify(n)}: t${i}`)
          .join(", ")} };`,
      ].join("\n");
      return { contents, loader: "ts", resolveDir: join(ROOT, "cli") };
    });
  },
};

/**
 * engine/secrets/wordlist.ts in a bundle: the same @scure/bip39 English words, held in one
 * string and split on first use (the library's module splits them at load, on every cold run).
 */
const lazyWordlist: Plugin = {
  name: "hookguard-lazy-wordlist",
  setup(b) {
    b.onLoad({ filter: /[\\/]engine[\\/]secrets[\\/]wordlist\.ts$/ }, async () => {
      const { wordlist } = (await import("@scure/bip39/wordlists/english.js")) as { wordlist: readonly string[] };
      // 2,048 lowercase words in sorted order: engine/secrets/bip39.ts looks words up by binary search.
      const sorted = wordlist.every((w, i) => /^[a-z]+$/.test(w) && (i === 0 || (wordlist[i - 1] as string) < w));
      if (wordlist.length !== 2048 || !sorted) throw new Error("unexpected BIP-39 wordlist");
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

/**
 * esbuild writes its helpers (`__defProp`, `__export`, when a module's namespace object is
 * needed) before the first module; a guard's tables stay the first thing its file shows, so the
 * helpers move to just after them. The tables are plain data and use none of them (checked).
 */
export function tablesFirst(guard: string, text: string): string {
  const lines = text.split("\n");
  const isModule = (l: string) => /^\/\/ (?:templates|engine)\//.test(l);
  const first = lines.findIndex(isModule);
  const body = lines.indexOf('"use strict";') + 1;
  const helpers = lines.slice(body, first);
  if (first < 0 || !helpers.some((l) => l.trim())) return text;
  const second = lines.findIndex((l, i) => i > first && isModule(l));
  const tables = lines.slice(first, second).join("\n");
  for (const [, name] of helpers.join("\n").matchAll(/^var (\w+) =/gm)) {
    if (new RegExp(`\\b${name}\\b`).test(tables)) throw new Error(`${guard}: the tables use esbuild's ${name}, which comes after them`);
  }
  return [...lines.slice(0, body), "", ...lines.slice(first, second), ...helpers, ...lines.slice(second)].join("\n");
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const names = guardNames();
  for (const name of names) {
    const entry = join(ROOT, "templates", name, "main.ts");
    await bundle({ entryPoints: [entry] }, join(OUT, `${name}.cjs`), (text) => compileEagerly(name, tablesFirst(name, text), EAGER ? eagerNames(name) : []));
    const selftest = [`import { table } from "./templates/${name}/cases";`, `import { runSelftest } from "./selftests/runner";`, `runSelftest(table);`].join(
      "\n",
    );
    const stdin = { contents: selftest, resolveDir: ROOT, sourcefile: `${name}_selftest.ts`, loader: "ts" as const };
    await bundle({ stdin }, join(OUT, `${name}_selftest.cjs`));
  }
  writeLaunchers(OUT, names);
  const cli = join(ROOT, "cli", "main.ts");
  if (existsSync(cli)) await bundle({ entryPoints: [cli], plugins: [generated] }, join(OUT, "hookguard.cjs"));
  const sizes = names.map((n) => `${n}.cjs ${(readFileSync(join(OUT, `${n}.cjs`)).length / 1024).toFixed(1)} KB`);
  process.stdout.write(`built ${relative(process.cwd(), OUT) || "."}: ${sizes.join(", ")}\n`);
}

await main();
