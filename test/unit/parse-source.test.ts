/** Parsing keeps positions: pointers map to offsets, offsets to 1-based line:column, and duplicate keys are found. */
import { describe, expect, it } from "vitest";
import { parseSource } from "../../generator/parse/parse-source.js";
import { describePosition, pointerOf, positionOf } from "../../generator/model/pointer.js";

describe("parseSource", () => {
  const text = '{\n  "a": { "b/c": [1, 2] },\n  "d": 3\n}\n';

  it("maps JSON Pointers (with escaped tokens) to the offset of their value and key", () => {
    const parsed = parseSource(text);
    if (!parsed.ok) throw new Error("expected JSON");
    expect(describePosition(text, parsed.document.offsetOf("/a/b~1c/1"))).toBe("2:21");
    expect(describePosition(text, parsed.document.keyOffsetOf("/d"))).toBe("3:3");
    expect(describePosition(text, parsed.document.offsetOf("/a/missing/deeper"))).toBe("2:8");
  });

  it("reports every duplicate key with the place of the first", () => {
    const parsed = parseSource('{ "x": 1, "y": { "z": 1, "z": 2 }, "x": 3 }');
    expect(parsed.diagnostics.map((d) => [d.code, d.pointer, d.message])).toEqual([
      ["CARD_DUPLICATE_KEY", "/y/z", 'found key "z" twice in one object (first at 1:18); expected each key once'],
      ["CARD_DUPLICATE_KEY", "/x", 'found key "x" twice in one object (first at 1:3); expected each key once'],
    ]);
  });

  it("reports a lone surrogate in a string or a key, escaped or raw, at the surrogate itself", () => {
    const source =
      String.raw`{ "a\\ud800": ["\"\ud800", "\ud83d\ude00", "x` + "\udc00" + String.raw`"], "k\udbff": 1 }`;
    const parsed = parseSource(source);
    expect(parsed.diagnostics.map((d) => [d.code, d.pointer, source.slice(d.offset, d.offset + 6), d.message])).toEqual(
      [
        [
          "CARD_LONE_SURROGATE",
          "/a\\ud800/0",
          String.raw`\ud800`,
          String.raw`found the lone surrogate \ud800 in a string; expected well-formed Unicode, a surrogate only in a pair`,
        ],
        [
          "CARD_LONE_SURROGATE",
          "/a\\ud800/2",
          '\udc00"], "',
          String.raw`found the lone surrogate \udc00 in a string; expected well-formed Unicode, a surrogate only in a pair`,
        ],
        [
          "CARD_LONE_SURROGATE",
          "",
          String.raw`\udbff`,
          String.raw`found the lone surrogate \udbff in the key "k\udbff"; expected well-formed Unicode, a surrogate only in a pair`,
        ],
      ],
    );
  });

  it("keeps a __proto__ key as an ordinary property", () => {
    const parsed = parseSource('{ "__proto__": { "polluted": true } }');
    if (!parsed.ok) throw new Error("expected JSON");
    expect(Object.keys(parsed.document.value as object)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("reports only the first syntax error, at its position", () => {
    const parsed = parseSource('{ "a": 1 "b": 2 }');
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics.map((d) => [d.code, d.offset, d.message])).toEqual([
      ["CARD_JSON_SYNTAX", 9, "expected ',' between entries"],
    ]);
  });
});

describe("positions", () => {
  it("counts lines and UTF-16 columns from 1", () => {
    expect(positionOf("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(pointerOf("types", "a/b", 0)).toBe("/types/a~1b/0");
  });
});
