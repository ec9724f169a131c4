// Deferred code in a built guard: modules that most runs never call (the shell parser when a
// command has no dangerous word, the secret detectors on a tool call) are held in a block comment
// and compiled on first use. V8 pre-parses every function of a script before its first line runs
// (~0.03 ms per KB here); a comment it only skips. scripts/build.ts writes the units; this file
// runs them. Tests and the CLI import the modules directly and never come here.

/** A unit's modules by their id (`engine/shell/parse.ts`), as its code `require`s them. */
export type Imports = Record<string, unknown>;

type UnitFunction = (module: { exports: Record<string, unknown> }, exports: Record<string, unknown>, require: (id: string) => unknown) => void;

/**
 * The exports of a deferred unit, compiled the first time the returned function is called.
 * `source` is a function whose body is one block comment holding `(function (module, exports,
 * require) { … })`, the unit's CommonJS code; `imports` gives the modules of the rest of the
 * bundle that the code requires.
 */
export function deferredUnit(name: string, source: () => void, imports: () => Imports): () => Record<string, unknown> {
  let exports: Record<string, unknown> | undefined;
  return () => (exports ??= load(name, source, imports()));
}

function load(name: string, source: () => void, imports: Imports): Record<string, unknown> {
  const text = Function.prototype.toString.call(source);
  const start = text.indexOf("/*");
  const end = text.lastIndexOf("*/");
  if (start < 0 || end <= start) throw new Error(`deferred unit ${name}: no code in its comment`);
  const code = text.slice(start + 2, end);
  const run = compile(code) as UnitFunction;
  const module = { exports: {} as Record<string, unknown> };
  run(module, module.exports, (id) => {
    if (Object.prototype.hasOwnProperty.call(imports, id)) return imports[id];
    if (id.startsWith("node:")) return require(id);
    throw new Error(`deferred unit ${name}: no module ${id}`);
  });
  return module.exports;
}

/**
 * An indirect eval compiles the slice in the global scope without copying it. Under
 * `--disallow-code-generation-from-strings` eval throws; vm compiles as Node's loader does.
 */
function compile(code: string): unknown {
  try {
    return (0, eval)(code);
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    return (require("node:vm") as typeof import("node:vm")).runInThisContext(code);
  }
}
