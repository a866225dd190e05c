/** The Python, Rust and Go builders: vocabulary text enters only as a literal in that language's own escapes. */
import { describe, expect, it } from "vitest";
import { go, goDoc } from "../../generator/targets/go/syntax.js";
import { block, braces, raw } from "../../generator/emit/code.js";
import { python } from "../../generator/targets/python/syntax.js";
import { rust, rustDoc } from "../../generator/targets/rust/syntax.js";

const hostile = 'end" + run() + "\\\n\t\u0001';

describe("host code builders", () => {
  it("quote string holes with each language's escapes", () => {
    expect(python.code`x = ${hostile}`.text).toBe('x = "end\\" + run() + \\"\\\\\\n\\t\\u0001"');
    expect(rust.code`let x = ${hostile};`.text).toBe('let x = "end\\" + run() + \\"\\\\\\n\\t\\u{1}";');
    expect(go.code`x := ${hostile}`.text).toBe('x := "end\\" + run() + \\"\\\\\\n\\t\\x01"');
  });

  it("escape other controls and lone surrogates in each language's own way", () => {
    const text = "\u007f\u0085\ud800";
    expect(go.literal(text).text).toBe('"\\x7f\\u0085\\ufffd"');
    expect(rust.literal(text).text).toBe('"\\u{7f}\\u{85}\\u{fffd}"');
  });

  it("spell null and booleans as each language does", () => {
    expect(python.code`${null} ${true} ${false}`.text).toBe("None True False");
    expect(go.code`${null} ${true}`.text).toBe("nil true");
  });

  it("refuse keywords and JavaScript-only names as identifiers", () => {
    expect(() => python.identifier("from")).toThrow('"from" is not an identifier');
    expect(() => rust.identifier("match")).toThrow();
    expect(() => go.identifier("func")).toThrow();
    expect(() => go.identifier("price$")).toThrow();
    expect(python.identifier("match").text).toBe("match");
  });

  it("keep doc text out of code", () => {
    expect(rustDoc(['ends here"] fn injected() {']).map((line) => line.text)).toEqual([
      '#[doc = "ends here\\"] fn injected() {"]',
    ]);
    expect(goDoc(["first\nfunc injected() {}"]).map((line) => line.text)).toEqual([
      "// first",
      "// func injected() {}",
    ]);
  });

  it("write Go doc lines as gofmt leaves them: quote pairs as curly quotes, longer backtick runs alone", () => {
    expect(goDoc(["a ``quoted'' word, '''three, ```fence```, `code`"]).map((line) => line.text)).toEqual([
      "// a \u201cquoted\u201d word, \u201d'three, ```fence```, `code`",
    ]);
  });

  it("indent Python blocks four spaces a level, with pass for an empty body", () => {
    const { code } = python;
    const statements = [
      block(code`def f(value: object) -> None:`, [
        block(code`if value is None:`, []),
        block(code`else:`, [code`print(${"a\nb"})`]),
      ]),
    ];
    expect(python.render(statements).text).toBe(
      [
        "def f(value: object) -> None:",
        "    if value is None:",
        "        pass",
        "    else:",
        '        print("a\\nb")',
      ].join("\n"),
    );
  });

  it("lay C-family blocks out in each language's indentation, closing lines included", () => {
    const nested = (dialect: typeof go) => [
      braces(dialect.code`if x`, [dialect.code`a(${"}"})`, block(raw("match {"), [raw("b")], raw("} else {"))]),
    ];
    expect(go.render(nested(go)).text).toBe(["if x {", '\ta("}")', "\tmatch {", "\t\tb", "\t} else {", "}"].join("\n"));
    expect(rust.render(nested(rust), 1).text).toBe(
      ["    if x {", '        a("}")', "        match {", "            b", "        } else {", "    }"].join("\n"),
    );
  });
});
