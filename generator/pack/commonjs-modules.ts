/**
 * A CommonJS translation of every module of a compiled ES-module package, for `require`. A loader
 * twin (`module.exports = require("./x.js")`, `commonjs-twins.ts`) hands `require` the ES module, whose
 * own imports Node then resolves by itself: under Yarn PnP, where packages sit in zip archives and no
 * `node_modules` exists, that resolution finds neither the package's other files nor its
 * dependencies (`ERR_MODULE_NOT_FOUND`). So each `x.js` gets an `x.cjs` that TypeScript translates
 * (`transpileModule` to CommonJS, `esModuleInterop` so a default import means what it means in Node's
 * ES modules), its relative `.js` specifiers renamed to the twins first, so a `require` never enters
 * an ES module and every lookup goes through `require`, which PnP serves:
 *
 *     export * from "./types.js";          →  __exportStar(require("./types.cjs"), exports);
 *     import { a } from "@cardc/runtime";  →  const runtime_1 = require("@cardc/runtime");
 *
 * A module CommonJS cannot express (one that reads `import.meta` or awaits at its top level) keeps
 * the loader twin, which works wherever Node's own resolution does. The two graphs are two instances
 * of the package's modules: a program that both imports and requires it gets each module twice.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ts as TypeScriptApi } from "ts-morph";
import { commonJsLoader, parseCompiled, withTwinSpecifiers } from "./commonjs-twins.js";

type TypeScript = typeof TypeScriptApi;

/** Whether a module uses what only an ES module has: `import.meta`, or `await` outside any function. */
export function needsEsModule(ts: TypeScript, file: TypeScriptApi.SourceFile): boolean {
  const visit = (node: TypeScriptApi.Node, inFunction: boolean): boolean => {
    if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword) return true;
    if (!inFunction && ts.isAwaitExpression(node)) return true;
    if (!inFunction && ts.isForOfStatement(node) && node.awaitModifier !== undefined) return true;
    const nested = inFunction || ts.isFunctionLike(node);
    return ts.forEachChild(node, (child) => (visit(child, nested) ? true : undefined)) ?? false;
  };
  return visit(file, false);
}

/**
 * The CommonJS text of a compiled ES module (`fileName` its name in the package, `x.js`), or
 * undefined when it needs to stay an ES module.
 */
export function commonJsModule(ts: TypeScript, fileName: string, text: string): string | undefined {
  if (needsEsModule(ts, parseCompiled(ts, fileName, text))) return undefined;
  return ts.transpileModule(withTwinSpecifiers(ts, fileName, text), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      sourceMap: false,
      inlineSourceMap: false,
    },
  }).outputText;
}

/** Writes an `x.cjs` beside every `x.js` in a package's folder: its translation, or else its loader. */
export function writeCommonJsModules(ts: TypeScript, folder: string): void {
  const modules = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".js"),
  );
  for (const module of modules) {
    const path = join(module.parentPath, module.name);
    const name = module.name.slice(0, -".js".length);
    const translated = commonJsModule(ts, module.name, readFileSync(path, "utf8"));
    writeFileSync(join(module.parentPath, `${name}.cjs`), translated ?? commonJsLoader(name));
  }
}
