/**
 * The generator keeps the hand-written part of each host package (`targets/go/prelude.go`, …) as a
 * real source file, so that language's formatter, linter and type checker read it as one, and
 * imports it as text: `import goPrelude from "./prelude.go"` gives the file's contents as a string.
 * Every way the generator's sources run agrees on that: esbuild bundles the command with its `text`
 * loader (`build.mjs`), vitest through the plugin below (`vitest.config.ts`), and Node under tsx
 * through the load hook below (`register-text-imports.mjs`); `generator/targets/shared/text-imports.d.ts` types them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The extensions imported as text: the host languages' source files. */
export const textExtensions = [".go", ".rs", ".py"];

const isText = (path) => textExtensions.some((extension) => path.endsWith(extension));

/** A module whose default export is the text. */
const textModule = (text) => `export default ${JSON.stringify(text)};\n`;

/** esbuild's `loader` option: each extension as text. */
export const textLoaders = Object.fromEntries(textExtensions.map((extension) => [extension, "text"]));

/** A Vite plugin that loads those files as text modules. */
export function textImports() {
  return {
    name: "cardc-text-imports",
    enforce: "pre",
    load(id) {
      const path = id.split("?")[0] ?? id;
      return isText(path) ? textModule(readFileSync(path, "utf8")) : null;
    },
  };
}

/** Node's module load hook (`module.register`), for code run under tsx. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !isText(new URL(url).pathname)) return nextLoad(url, context);
  return { format: "module", shortCircuit: true, source: textModule(readFileSync(fileURLToPath(url), "utf8")) };
}
