/**
 * Types and loaders for CommonJS consumers of an ES-module package. TypeScript under `node16` reads a
 * `require`d file as CommonJS only if its declarations are (`.d.cts`) and refuses to import an ESM
 * declaration from one (TS1479), so a package gives `require` a graph of its own: beside each `x.d.ts`
 * a `x.d.cts` whose relative imports name the twins (`./types.cjs`), found by TypeScript's parser, not
 * by matching text. What `x.cjs` holds is the packer's choice: `@cardc/runtime` (`pnpm build`) writes
 * for each entry a loader that hands back the one ES module (`module.exports = require("./x.js")`,
 * which Node does from 20.19 on, so there is never a second copy of any state), which works wherever
 * the ES module imports nothing but Node's built-ins; a vocabulary's package (`cardc dist`), whose
 * modules import other packages, gets a CommonJS translation of every module (`commonjs-modules.ts`).
 *
 *     exports: { ".": { import: { types: "./index.d.ts", default: "./index.js" },
 *                       require: { types: "./index.d.cts", default: "./index.cjs" } } }
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ts as TypeScriptApi } from "ts-morph";

type TypeScript = typeof TypeScriptApi;

/** The `.cjs` loader beside `./<name>.js`: that module, as `require` returns it. */
export function commonJsLoader(name: string): string {
  return `"use strict";\n// ${name}.js, for require (Node 20.19 and later load an ES module from it).\nmodule.exports = require(${JSON.stringify(`./${name}.js`)});\n`;
}

/** `./x.js` → `./x.cjs`; any other specifier as it is. */
function twinSpecifier(specifier: string): string {
  return /^\.\.?\//.test(specifier) && specifier.endsWith(".js") ? `${specifier.slice(0, -3)}.cjs` : specifier;
}

/** The callee of `import("…")` or of CommonJS's `require("…")`. */
function isImportOrRequire(ts: TypeScript, callee: TypeScriptApi.Expression): boolean {
  return callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
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
    } else if (ts.isCallExpression(node) && isImportOrRequire(ts, node.expression)) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) found.push(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A compiled `.js` (or `.cjs`) or `.d.ts` file, as TypeScript's parser reads it. */
export function parseCompiled(ts: TypeScript, fileName: string, text: string): TypeScriptApi.SourceFile {
  const kind = /\.c?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
}

/** Every module a compiled `.js` or `.d.ts` file names, as TypeScript's parser finds them (not text in comments or strings). */
export function moduleSpecifiers(ts: TypeScript, fileName: string, text: string): string[] {
  return specifierNodes(ts, parseCompiled(ts, fileName, text)).map((literal) => literal.text);
}

/**
 * A compiled `.js` or `.d.ts` file's text with every relative `.js` specifier naming its `.cjs` twin,
 * edited where the parser found each literal, so text that only looks like a specifier stays.
 */
export function withTwinSpecifiers(ts: TypeScript, fileName: string, text: string): string {
  const file = parseCompiled(ts, fileName, text);
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

/** A `.d.ts` file's text as its `.d.cts` twin: every relative `.js` import names the `.cjs` twin. */
export function commonJsDeclarations(ts: TypeScript, text: string): string {
  return withTwinSpecifiers(ts, "x.d.ts", text);
}

/** Writes a `.d.cts` beside every `.d.ts` in a package's folder. */
export function writeCommonJsDeclarations(ts: TypeScript, folder: string): void {
  const declarations = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".d.ts"),
  );
  for (const declaration of declarations) {
    const path = join(declaration.parentPath, declaration.name);
    writeFileSync(path.replace(/\.d\.ts$/, ".d.cts"), commonJsDeclarations(ts, readFileSync(path, "utf8")));
  }
}

/**
 * Writes into a package's folder a `.d.cts` beside every `.d.ts`, and the loader `<entry>.cjs` beside
 * each entry's JavaScript (`entries` as paths in the folder without `.js`: `index`, `purity`).
 */
export function writeCommonJsTwins(ts: TypeScript, folder: string, entries: readonly string[]): void {
  writeCommonJsDeclarations(ts, folder);
  for (const entry of entries) writeFileSync(join(folder, `${entry}.cjs`), commonJsLoader(basename(entry)));
}
