/**
 * The type-expression reader (`generator/model/type-expression.ts`): what each spelling reads as,
 * where an unreadable one stops and what it expected there, and the renaming the language server
 * does through composed expressions.
 */
import { describe, expect, it } from "vitest";
import {
  type TypeNode,
  deepestPath,
  namesIn,
  parseTypeExpression,
  renameInTypeExpression,
} from "../../generator/model/type-expression.js";

/** A node as the DSL would spell it back, with one spelling per shape, so a table reads at a glance. */
function spelled(node: TypeNode): string {
  switch (node.kind) {
    case "name":
      return node.name;
    case "array":
      return `(${spelled(node.items)})[]`;
    case "map":
      return `map<${spelled(node.keys)}, ${spelled(node.values)}>`;
    case "null":
      return "null";
    case "union":
      return `{${node.members.map(spelled).join(" | ")}}`;
  }
}

describe("reading a type expression", () => {
  it.each([
    ["string", "string"],
    ["FileDiff[][]", "((FileDiff)[])[]"],
    ["map<string, Node>", "map<string, Node>"],
    ["map< Stage ,integer >", "map<Stage, integer>"],
    ["map<string, Node>[]", "(map<string, Node>)[]"],
    ["(map<string, Node>)[]", "(map<string, Node>)[]"],
    ["map<string, Node[]>", "map<string, (Node)[]>"],
    ["map<string, map<Level, integer[]>>", "map<string, map<Level, (integer)[]>>"],
    ["((string))", "string"],
    ["string | null", "{string | null}"],
    ["string | number[]", "{string | (number)[]}"],
    ["(string | number | boolean | null)[][]", "(({string | number | boolean | null})[])[]"],
    ["(string | integer) | (boolean | null)", "{string | integer | boolean | null}"],
    ["map<string, Node[] | null>", "map<string, {(Node)[] | null}>"],
    ["map<string, string>|Row[]", "{map<string, string> | (Row)[]}"],
  ])("reads %s as %s", (text, want) => {
    const parsed = parseTypeExpression(text);
    expect(parsed.ok && spelled(parsed.node)).toBe(want);
  });

  it.each([
    ["Level[ ]", 5, "[], | or the end of the type"],
    ["map<string Level>", 11, '","'],
    ["map<string, Level", 17, '">"'],
    ["map", 3, '"<"'],
    ["(string", 7, '")"'],
    ["string |", 8, "a type name, null, map<K, V> or ("],
    ["string || null", 8, "a type name, null, map<K, V> or ("],
    ["", 0, "a type name, null, map<K, V> or ("],
    ["map<, string>", 4, "a type name, null, map<K, V> or ("],
    ["null", 0, "another member beside null, joined by | (string | null)"],
    ["(string | null[])", 10, "another member beside null, joined by | (string | null)"],
    ["map<string, null>", 12, "another member beside null, joined by | (string | null)"],
  ])("stops reading %j at offset %i, expecting %s", (text, offset, expected) => {
    expect(parseTypeExpression(text)).toEqual({ ok: false, error: { offset, expected } });
  });

  it("refuses maps and parentheses nested past what the reader follows, without running out of stack", () => {
    const deep = `${"map<string, ".repeat(5000)}string${">".repeat(5000)}`;
    const parsed = parseTypeExpression(deep);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.error.expected).toBe("at most 1000 maps and parentheses open at once");
  });

  it("names each type an expression mentions, with where it stands", () => {
    const composed = parseTypeExpression("map<Level, map<string, Node[]>>[]");
    expect(composed.ok && namesIn(composed.node)).toEqual([
      { name: "Level", offset: 4 },
      { name: "string", offset: 15 },
      { name: "Node", offset: 23 },
    ]);
  });

  it("counts arrays and maps on the deepest path, the map's key not among them", () => {
    const parsed = parseTypeExpression("map<string, Level[][]>[]");
    expect(parsed.ok && deepestPath(parsed.node)).toEqual({ depth: 4, name: "Level", maps: 1 });
  });
});

describe("renaming a type inside an expression", () => {
  it.each([
    ["Node", "Tree"],
    ["Node[]", "Tree[]"],
    ["map<Node, Node[]>", "map<Tree, Tree[]>"],
    ["map<string, NodeList>", "map<string, NodeList>"],
    ["map< string , ( Node )[] >", "map< string , ( Tree )[] >"],
  ])("renames Node in %s to %s, keeping the spacing", (text, want) => {
    expect(renameInTypeExpression(text, "Node", "Tree")).toBe(want);
  });
});
