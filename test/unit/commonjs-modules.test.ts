/**
 * The CommonJS translation of a compiled ES module: every relative `.js` specifier (static, re-export,
 * `import()`) `require`s the `.cjs` twin, packages are `require`d by name, and the exports come out as
 * the ES module's, run here with a `require` that records what it was asked for. A module that reads
 * `import.meta` or awaits at its top level has none (it keeps the loader twin).
 */
import { runInNewContext } from "node:vm";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { commonJsModule, needsEsModule } from "../../generator/pack/commonjs-modules.js";
import { moduleSpecifiers } from "../../generator/pack/commonjs-twins.js";

const esModule = [
  `import { a } from "@cardc/runtime";`,
  `export * from "./types.js";`,
  `export { b } from "../b.js";`,
  `export const lazy = () => import("./lazy.js");`,
  `export const data = "./not-a-specifier.js";`,
  `export default a;`,
  ``,
].join("\n");

/** Runs CommonJS text with a `require` that hands out a fake module per name and records each name. */
function runCommonJs(text: string): { exports: Record<string, unknown>; required: string[] } {
  const required: string[] = [];
  const fakes: Record<string, object> = {
    "@cardc/runtime": { a: "from the runtime" },
    "./types.cjs": { Card: "a type's value" },
    "../b.cjs": { b: "from b" },
    "./lazy.cjs": { lazy: true },
  };
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    required.push(name);
    return fakes[name] ?? {};
  };
  runInNewContext(text, { module, exports: module.exports, require, Promise });
  return { exports: module.exports, required };
}

describe("commonJsModule", () => {
  it("requires the .cjs twins and the packages, and exports what the ES module exports", async () => {
    const text = commonJsModule(ts, "index.js", esModule) ?? "";
    const { exports, required } = runCommonJs(text);
    expect(required).toEqual(["@cardc/runtime", "./types.cjs", "../b.cjs"]);
    expect(exports).toMatchObject({
      default: "from the runtime",
      Card: "a type's value",
      b: "from b",
      data: "./not-a-specifier.js",
    });
    expect(await (exports["lazy"] as () => Promise<unknown>)()).toMatchObject({ lazy: true });
    expect(required).toEqual(["@cardc/runtime", "./types.cjs", "../b.cjs", "./lazy.cjs"]);
  });

  it("names, through moduleSpecifiers, every module the translation requires", () => {
    const text = commonJsModule(ts, "index.js", esModule) ?? "";
    expect(moduleSpecifiers(ts, "index.cjs", text)).toEqual([
      "@cardc/runtime",
      "./types.cjs",
      "../b.cjs",
      "./lazy.cjs",
    ]);
  });

  it.each([
    ["import.meta", "export const here = import.meta.url;", true],
    ["a top-level await", "export const value = await Promise.resolve(1);", true],
    ["a top-level for await", "for await (const x of []) console.log(x);", true],
    ["await inside a function", "export async function f() { return await Promise.resolve(1); }", false],
    ["await inside an arrow", "export const f = async () => await 1;", false],
    ["neither", esModule, false],
  ])("says whether a module with %s needs to stay an ES module", (_, text, needed) => {
    const file = ts.createSourceFile("m.js", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
    expect(needsEsModule(ts, file)).toBe(needed);
    expect(commonJsModule(ts, "m.js", text) === undefined).toBe(needed);
  });
});
