/**
 * `readJson`, the TypeScript reader of JSON text by the rules every host shares (docs/json.md):
 * what it gives for each rule kept and broken, located by its JSON Pointer, as a table of texts and
 * the value or problem each must give. `test/toolchain/raw-text.test.ts` holds the other hosts to
 * the same verdicts.
 */
import { describe, expect, it } from "vitest";
import { maxJsonDepth, readJson } from "../../../runtime/core/read-json.js";

const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

describe("readJson", () => {
  it.each([
    ['{"a":1.0,"b":1e0,"c":10e-1,"d":-0}', { a: 1, b: 1, c: 1, d: -0 }],
    ['{"n":9007199254740991,"m":-9007199254740991,"x":0.5e-400}', { n: 2 ** 53 - 1, m: 1 - 2 ** 53, x: 0 }],
    [' \n\t["\\ud83d\\ude00","\\u0000","\\/"]\r\n', ["\u{1f600}", "\u0000", "/"]],
    ['{"a":1,"A":2,"\\u00e9":3,"e\\u0301":4}', { a: 1, A: 2, é: 3, "e\u0301": 4 }],
    [nested(maxJsonDepth), JSON.parse(nested(maxJsonDepth)) as unknown],
  ])("reads %s", (text, value) => {
    expect(readJson(text)).toEqual({ ok: true, value });
  });

  it("keeps __proto__ as an own key, as JSON.parse does", () => {
    const read = readJson('{"__proto__":{"polluted":true}}');
    expect(read.ok && Object.hasOwn(read.value as object, "__proto__")).toBe(true);
    expect(read.ok && Object.getPrototypeOf(read.value)).toBe(Object.prototype);
  });

  it.each([
    ['{"a":1,"a":2}', "/a", "is a duplicate key"],
    ['{"x":{"a":"right","\\u0061":"wrong"}}', "/x/a", "is a duplicate key"],
    ['{"t":"\\ud800"}', "/t", "holds a lone surrogate"],
    ['["\\udc00"]', "/0", "holds a lone surrogate"],
    ['["\\ud83dx"]', "/0", "holds a lone surrogate"],
    ['{"\\ud800":1}', "", "has a key holding a lone surrogate"],
    ['{"n":9007199254740993}', "/n", "must lie within ±(2^53 - 1) (found 9007199254740993)"],
    ['{"n":1e400}', "/n", "must lie within ±(2^53 - 1) (found 1e400)"],
    ['{"n":1e300}', "/n", "must lie within ±(2^53 - 1) (found 1e300)"],
    [
      '{"a":[' + nested(maxJsonDepth - 1) + "]}",
      "/a/0" + "/0".repeat(maxJsonDepth - 2),
      `nests deeper than ${maxJsonDepth} arrays and objects`,
    ],
    ['{"n":NaN}', "/n", 'is not JSON: expected a value at character 5, found "N"'],
    ['{"n":1.}', "/n", 'is not JSON: expected a digit at character 7, found "}"'],
    ['{"n":1.5e}', "/n", 'is not JSON: expected a digit at character 9, found "}"'],
    ['{"n":1E-}', "/n", 'is not JSON: expected a digit at character 8, found "}"'],
    ["\ufeff{}", "", 'is not JSON: expected a value at character 0, found "\ufeff"'],
    ["{} x", "", 'is not JSON: expected the end of the text at character 3, found "x"'],
    ['["a\u0001"]', "/0", 'is not JSON: expected no control character in a string at character 3, found "\\u0001"'],
    ['{"a":1,}', "", 'is not JSON: expected a key in double quotes at character 7, found "}"'],
    ["", "", "is not JSON: expected a value at character 0, found the end of the text"],
  ])("refuses %s at %j", (text, path, message) => {
    expect(readJson(text)).toEqual({ ok: false, path, message });
  });

  it("refuses nesting far past the limit without running out of stack", () => {
    const read = readJson(nested(100_000));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.path).toBe("/0".repeat(maxJsonDepth));
  });
});
