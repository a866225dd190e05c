/** The code builder: vocabulary text can enter generated code only as a literal or a checked identifier. */
import { describe, expect, it } from "vitest";
import { code, docComment, identifier, join, propertyKey } from "../../generator/emit/code.js";

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
