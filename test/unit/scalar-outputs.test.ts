/**
 * What named scalars, `const` and `default` become in the outputs a person or a schema tool reads: a
 * scalar is a `$defs` entry its fields `$ref` (null beside it, for a nullable field), a `const` is
 * JSON Schema's `const` and TypeScript's literal type, a `default` is JSON Schema's `default`,
 * `@defaultValue` in TSDoc and a cell of the reference, and a scalar has a section of its own there.
 */
import { describe, expect, it } from "vitest";
import { fixtureSource } from "../support/fixture-trees.js";
import { generateOk } from "../support/generate.js";

const { files } = await generateOk(fixtureSource("scalars"), "cards.json", "0.0.0");
const text = (path: string): string => files.find((file) => file.path === path)?.contents ?? "";
const schema = JSON.parse(text("cards.schema.json")) as {
  $defs: Record<string, { properties?: Record<string, unknown> } & Record<string, unknown>>;
};
const query = schema.$defs["Query"]?.properties ?? {};

describe("named scalars, const and default in the outputs", () => {
  it("give the JSON Schema a scalar's definition, the fields' references to it, const and default", () => {
    expect(schema.$defs["Port"]).toEqual({
      title: "Port",
      description: "A TCP port.",
      type: "integer",
      minimum: 1,
      maximum: 65535,
    });
    expect(query["costs"]).toEqual({
      description: "Each step's cost.",
      type: "array",
      items: { $ref: "#/$defs/Cost" },
    });
    expect(query["state"]).toEqual({
      description: "The SQL state, or null.",
      anyOf: [{ $ref: "#/$defs/SqlState" }, { type: "null" }],
    });
    expect(query["kind"]).toEqual({ description: "Always query.", type: "string", const: "query" });
    expect(query["port"]).toEqual({ description: "The port.", default: 5432, allOf: [{ $ref: "#/$defs/Port" }] });
  });

  it("give TypeScript the literal of a const, an alias of each scalar and the default in TSDoc", () => {
    const types = text("types.ts");
    expect(types).toContain("export type Version = 2;");
    expect(types).toContain("export type Cost = number;");
    expect(types).toContain('  kind: "query";');
    expect(types).toContain("   * @defaultValue `5432`\n   */\n  port?: Port;");
  });

  it("give the reference a section for each scalar and a field's const and default", () => {
    const reference = text("docs/vocabulary.md");
    expect(reference).toContain(
      "### `Port` — scalar\n\nA TCP port.\n\nAn `integer`: 1 to 65535. Its constraints hold wherever it is used.",
    );
    expect(reference).toContain('| `kind` | `string` | required | not null | always `"query"` | Always query. |');
    expect(reference).toContain("| `limit` | `integer` | optional | not null | ≥ 1, default `100` | Row limit. |");
  });
});
