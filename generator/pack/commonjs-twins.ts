/**
 * Types for CommonJS consumers of an ES-module package. Node 20.19 and later `require` an ES module,
 * but TypeScript under `node16` reads a `require`d file as CommonJS only if its declarations are
 * (`.d.cts`) and refuses to import an ESM declaration from one (TS1479), so a package gives `require`
 * a graph of its own: each entry's `x.cjs`, which hands back the one ES module (`module.exports =
 * require("./x.js")`, so there is never a second copy of any state), and beside each `x.d.ts` a
 * `x.d.cts` whose relative imports name the twins (`./types.cjs`), found by TypeScript's parser, not
 * by matching text. `cardc dist` writes them into the vocabulary's package, `pnpm build` into
 * `@cardc/runtime`.
 *
 *     exports: { ".": { import: { types: "./index.d.ts", default: "./index.js" },
 *                       require: { types: "./index.d.cts", default: "./index.cjs" } } }
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ts as TypeScriptApi } from "ts-morph";

type TypeScript = typeof TypeScriptApi;

/** The `.cjs` entry beside `./<name>.js`: that module, as `require` returns it. */
function commonJsEntry(name: string): string {
  return `"use strict";\n// ${name}.js, for require (Node 20.19 and later load an ES module from it).\nmodule.exports = require(${JSON.stringify(`./${name}.js`)});\n`;
}

/** `./x.js` → `./x.cjs`; any other specifier as it is. */
function twinSpecifier(specifier: string): string {
  return /^\.\.?\//.test(specifier) && specifier.endsWith(".js") ? `${specifier.slice(0, -3)}.cjs` : specifier;
}

/** The module specifiers of a file: imports, re-exports, `import("…")` calls and types, `require` forms. */
function specifierNodes(ts: TypeScript, file: TypeScriptApi.SourceFile): TypeScriptApi.StringLiteralLike[] {
  const found: TypeScriptApi.StringLiteralLike[] = [];
  const visit = (node: TypeScriptApi.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      if (ts.isStringLiteralLike(node.argument.literal)) found.push(node.argument.literal);
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteralLike(node.expression)) {
      found.push(node.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) found.push(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every module a compiled `.js` or `.d.ts` file names, as TypeScript's parser finds them (not text in comments or strings). */
export function moduleSpecifiers(ts: TypeScript, fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  return specifierNodes(ts, file).map((literal) => literal.text);
}

/** A `.d.ts` file's text as its `.d.cts` twin: every relative `.js` import names the `.cjs` twin. */
export function commonJsDeclarations(ts: TypeScript, text: string): string {
  const file = ts.createSourceFile("x.d.ts", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let result = text;
  // From the end, so each edit leaves the offsets before it as they were.
  const edits = specifierNodes(ts, file)
    .filter((literal) => twinSpecifier(literal.text) !== literal.text)
    .sort((a, b) => b.getStart(file) - a.getStart(file));
  for (const literal of edits) {
    // The literal's text between its quotes, which are one character each.
    const start = literal.getStart(file) + 1;
    const end = literal.getEnd() - 1;
    result = result.slice(0, start) + twinSpecifier(literal.text) + result.slice(end);
  }
  return result;
}

/**
 * Writes into a package's folder a `.d.cts` beside every `.d.ts`, and `<entry>.cjs` beside each entry's
 * JavaScript (`entries` as paths in the folder without `.js`: `index`, `generated/types`).
 */
export function writeCommonJsTwins(ts: TypeScript, folder: string, entries: readonly string[]): void {
  const declarations = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".d.ts"),
  );
  for (const declaration of declarations) {
    const path = join(declaration.parentPath, declaration.name);
    writeFileSync(path.replace(/\.d\.ts$/, ".d.cts"), commonJsDeclarations(ts, readFileSync(path, "utf8")));
  }
  for (const entry of entries) writeFileSync(join(folder, `${entry}.cjs`), commonJsEntry(basename(entry)));
}
