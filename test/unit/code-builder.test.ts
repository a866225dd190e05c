/** The code builder: vocabulary text can enter generated code only as a literal or a checked identifier. */
import { describe, expect, it } from "vitest";
import {
  block,
  code,
  dialect,
  docComment,
  identifier,
  join,
  layout,
  propertyKey,
  raw,
  render,
} from "../../generator/emit/code.js";

describe("code builder", () => {
  it("quotes string holes, so text can never become code", () => {
    const hostile = '"; process.exit(1); "';
    expect(code`const tag = ${hostile};`.text).toBe('const tag = "\\"; process.exit(1); \\"";');
  });

  it("splices Code holes verbatim and prints numbers and booleans as literals", () => {
    expect(code`f(${identifier("value")}, ${3}, ${true}, ${null})`.text).toBe("f(value, 3, true, null)");
  });

  it("refuses a non-finite number", () => {
    expect(() => code`${Number.NaN}`).toThrow("cannot emit the number NaN");
  });

  it("checks identifiers on creation", () => {
    expect(() => identifier("a-b")).toThrow('"a-b" is not an identifier');
    expect(() => identifier("x; y")).toThrow();
  });

  it("quotes property keys that are not identifiers", () => {
    expect(propertyKey("type").text).toBe("type");
    expect(propertyKey("content-type").text).toBe('"content-type"');
  });

  it("joins holes with the same quoting rules", () => {
    expect(join(["a", identifier("b")], " | ").text).toBe('"a" | b');
  });

  it("cannot be closed early by a doc line", () => {
    expect(docComment(["ends here */ injected()"]).text).toBe("/** ends here *\\/ injected() */");
    expect(docComment(["first", "second"]).text).toBe("/**\n * first\n * second\n */");
  });
});

describe("the printer's layouts", () => {
  const narrow = dialect({ quote: JSON.stringify, isIdentifier: () => true, indentUnit: "  ", widths: { line: 13 } });
  /** `call(a, b)` on one line where it fits the page, else one argument per line. */
  const call = layout((page) =>
    page.fits(raw("call(a, b);")) ? raw("call(a, b);") : block(raw("call("), [raw("a,"), raw("b,")], raw(");")),
  );

  it("choose where they land: the depth the printer reaches, against the language's widths", () => {
    expect(narrow.render([call]).text).toBe("call(a, b);");
    expect(narrow.render([block(raw("f {"), [call], raw("}"))]).text).toBe("f {\n  call(a, b);\n}");
    expect(narrow.render([block(raw("f {"), [block(raw("g {"), [call], raw("}"))], raw("}"))]).text).toBe(
      "f {\n  g {\n    call(\n      a,\n      b,\n    );\n  }\n}",
    );
  });

  it("see a tab as one level of four columns, and no width where the language keeps none", () => {
    const tabbed = dialect({ quote: JSON.stringify, isIdentifier: () => true, indentUnit: "\t", widths: { line: 14 } });
    const seen: number[] = [];
    const measure = layout((page) => {
      seen.push(page.depth);
      return raw(page.fits(raw("1234567890")) ? "fits" : "breaks");
    });
    expect(tabbed.render([measure], 1).text).toBe("\tfits");
    expect(tabbed.render([measure], 2).text).toBe("\t\tbreaks");
    expect(seen).toEqual([1, 2]);
    expect(render([layout((page) => raw(String(page.fits(raw("x".repeat(10_000))))))]).text).toBe("true");
  });
});
