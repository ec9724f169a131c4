// npm run build: bundle every guard in templates/<guard>/main.ts into build/<guard>.cjs and its
// case table into build/<guard>_selftest.cjs. Single CommonJS files, shebang, executable,
// unminified, tables first, deterministic.
import { build, type BuildOptions } from "esbuild";
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
  // start() assigns module.exports when a bundle is require()d (hookguard serve): intended.
  logOverride: { "commonjs-variable-in-esm": "silent" },
};

async function bundle(options: BuildOptions, outfile: string): Promise<void> {
  const result = await build({ ...COMMON, ...options, outfile });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error(`esbuild produced nothing for ${outfile}`);
  writeFileSync(outfile, file.text);
  chmodSync(outfile, 0o755);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const names = guardNames();
  for (const name of names) {
    await bundle({ entryPoints: [join(ROOT, "templates", name, "main.ts")] }, join(OUT, `${name}.cjs`));
    const entry = [
      `import { table } from "./templates/${name}/cases";`,
      `import { runSelftest } from "./selftests/runner";`,
      `runSelftest(table);`,
    ].join("\n");
    await bundle({ stdin: { contents: entry, resolveDir: ROOT, sourcefile: `${name}_selftest.ts`, loader: "ts" } }, join(OUT, `${name}_selftest.cjs`));
  }
  const cli = join(ROOT, "cli", "main.ts");
  if (existsSync(cli)) await bundle({ entryPoints: [cli] }, join(OUT, "hookguard.cjs"));
  const sizes = names.map((n) => `${n}.cjs ${(readFileSync(join(OUT, `${n}.cjs`)).length / 1024).toFixed(1)} KB`);
  process.stdout.write(`built ${relative(process.cwd(), OUT) || "."}: ${sizes.join(", ")}\n`);
}

await main();
