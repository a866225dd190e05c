/**
 * The `.d.cts` twin of a declaration file: every relative `.js` module specifier (imports, re-exports,
 * `import("…")` types) names the `.cjs` twin; packages, other extensions, and text that only looks
 * like a specifier (a string type, a comment) stay as they are.
 */
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { commonJsDeclarations } from "../../generator/pack/commonjs-twins.js";

/** A declaration line, and the twin's line (the same when undefined). */
const lines: readonly (readonly [given: string, want?: string])[] = [
  [`import type * as Cards from "./types.js";`, `import type * as Cards from "./types.cjs";`],
  [`export * from "./validators.js";`, `export * from "./validators.cjs";`],
  [`export { a } from '../x/y.js';`, `export { a } from '../x/y.cjs';`],
  [`export declare const q: import("./types.js").Foo;`, `export declare const q: import("./types.cjs").Foo;`],
  [`export declare const r: typeof import("./r.js");`, `export declare const r: typeof import("./r.cjs");`],
  [`import { explain } from "@cardc/runtime";`],
  [`import data from "./cards.schema.json";`],
  [`// see "./comment.js"`],
  [`export declare const s: "./text.js";`],
];

describe("commonJsDeclarations", () => {
  it("renames every relative .js specifier to its .cjs twin, and nothing else", () => {
    const given = lines.map(([line]) => line).join("\n");
    const want = lines.map(([line, twin]) => twin ?? line).join("\n");
    expect(commonJsDeclarations(ts, given)).toBe(want);
  });
});
