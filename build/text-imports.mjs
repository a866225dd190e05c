/**
 * The generator keeps the hand-written part of each host package (`targets/go/prelude.go`, …) as a
 * real source file, so that language's formatter, linter and type checker read it as one, and
 * imports it as text by a `?text` suffix: `import goPrelude from "./prelude.go?text"` gives the
 * file's contents as a string. The suffix, not the extension, says so, so a new language's prelude
 * (of any extension) needs no edit here. Every way the generator's sources run agrees on that:
 * esbuild bundles the command through the plugin below (`build.mjs`), vitest through the Vite plugin
 * below (`vitest.config.ts`), and Node under tsx through the load hook below
 * (`register-text-imports.mjs`); `generator/targets/shared/text-imports.d.ts` types them.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** What an import's specifier ends in to be imported as text. */
export const textSuffix = "?text";

/** A module whose default export is the text. */
const textModule = (text) => `export default ${JSON.stringify(text)};\n`;

/** An esbuild plugin that bundles each `?text` import as its file's text. */
export function esbuildTextImports() {
  return {
    name: "cardc-text-imports",
    setup(build) {
      build.onResolve({ filter: /\?text$/ }, (args) => ({
        path: resolve(args.resolveDir, args.path.slice(0, -textSuffix.length)),
        suffix: textSuffix,
      }));
      build.onLoad({ filter: /.*/ }, (args) =>
        args.suffix === textSuffix ? { contents: readFileSync(args.path, "utf8"), loader: "text" } : undefined,
      );
    },
  };
}

/** A Vite plugin that loads `?text` imports as text modules. */
export function textImports() {
  return {
    name: "cardc-text-imports",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(textSuffix)) return null;
      return textModule(readFileSync(id.slice(0, -textSuffix.length), "utf8"));
    },
  };
}

/** Node's module load hook (`module.register`), for code run under tsx. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || new URL(url).search !== textSuffix) return nextLoad(url, context);
  return { format: "module", shortCircuit: true, source: textModule(readFileSync(fileURLToPath(url), "utf8")) };
}
