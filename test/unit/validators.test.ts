/**
 * Runs the generated validators of the real vocabulary: every vector (each DSL example, a minimal
 * and a full instance of every variant, and each single-step mutation: wrong tag, wrong nested tag,
 * missing required field, extra key, wrong type, null where only optional, fraction for an integer,
 * out of range, both fields of an exclusive pair) gets the verdict the vector states, and every
 * rejection names the variant and the path.
 */
import { describe, expect, it } from "vitest";
import { toolCallViewCards, webResultViewKinds } from "../../generated/types.js";
import * as validators from "../../generated/validators.js";
import { buildVectors } from "../../generator/emit/vectors.js";
import { leavesOf } from "../../generator/lower/ir.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const { ir } = await generateOk(readRealSchema());
const vectors = buildVectors(ir);
const quoted = (tags: readonly string[]) => tags.map((tag) => JSON.stringify(tag)).join(", ");

type Check = {
  is: (value: unknown) => boolean;
  validate: (value: unknown) => { ok: boolean; errors?: readonly { text: string }[] };
};
function checksFor(type: string): Check {
  const table = validators as unknown as Record<string, unknown>;
  return { is: table[`is${type}`] as Check["is"], validate: table[`validate${type}`] as Check["validate"] };
}

describe("generated validators on the real vocabulary", () => {
  it("cover every leaf variant with valid and invalid vectors", () => {
    for (const type of ir.types) {
      if (type.kind !== "union") continue;
      for (const leaf of leavesOf(type)) {
        const prefix = `${type.name}/${leaf.tags.map((tag) => tag.value).join(".")}/`;
        const own = vectors.filter((vector) => vector.id.startsWith(prefix));
        expect(
          own.some((vector) => vector.valid),
          prefix,
        ).toBe(true);
        expect(own.filter((vector) => !vector.valid).length, prefix).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))("%s", (_id, vector) => {
    const { is, validate } = checksFor(vector.type);
    expect(is(vector.value)).toBe(vector.valid);
    const result = validate(vector.value);
    expect(result.ok).toBe(vector.valid);
    if (!result.ok) {
      const text = result.errors?.[0]?.text ?? "";
      expect(text.startsWith(vector.type)).toBe(true);
    }
  });

  it("names the variant and the path of a problem", () => {
    const result = validators.validateToolResultView({
      card: "search",
      shape: "paths",
      paths: [],
      truncated: false,
      total: 1.5,
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          type: "ToolResultView",
          variant: 'card "search" shape "paths"',
          path: "/total",
          message: "must be integer",
          text: 'ToolResultView card "search" shape "paths": /total must be integer',
        },
      ],
    });
  });

  it("reports an unknown tag with the tags it expected", () => {
    const result = validators.validateToolCallView({ card: "no such card", title: "x" });
    expect(result.ok ? "" : result.errors[0]?.text).toBe(
      `ToolCallView: /card must be one of ${quoted(toolCallViewCards)} (found "no such card")`,
    );
  });

  it("reports a wrong nested tag under the outer variant", () => {
    const result = validators.validateToolResultView({
      card: "web",
      kind: "no such kind",
      url: "u",
      statusCode: 200,
      truncated: false,
    });
    expect(result.ok ? "" : result.errors[0]?.text).toBe(
      `ToolResultView card "web": /kind must be one of ${quoted(webResultViewKinds)} (found "no such kind")`,
    );
  });

  it("reports both fields of an exclusive pair", () => {
    const result = validators.validateTerminalResultView({ card: "terminal", exitCode: 1, signal: "SIGINT" });
    expect(result.ok ? "" : result.errors[0]?.text).toBe(
      "TerminalResultView: /signal is not allowed together with /exitCode",
    );
  });

  it("accepts an unknown block type in the open ContentBlock union but checks known ones strictly", () => {
    expect(validators.isContentBlock({ type: "audio", data: "…", mimeType: "audio/wav" })).toBe(true);
    expect(validators.isContentBlock({ type: "text" })).toBe(false);
    expect(validators.isContentBlock({ type: 7 })).toBe(false);
    expect(validators.isToolResult({ content: [{ type: "resource_link", uri: "file:///a" }], isError: false })).toBe(
      true,
    );
    expect(validators.isToolResult({ content: [{ type: "image", data: "x" }], isError: false })).toBe(false);
  });

  it("returns the same value it was given when valid, without copying", () => {
    const value = { card: "generic", title: "Read a.ts" };
    const result = validators.validateToolCallView(value);
    expect(result.ok && result.value).toBe(value);
  });
});
