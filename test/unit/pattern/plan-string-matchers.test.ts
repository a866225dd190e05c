/**
 * The module-level definitions a vocabulary's validators compile are those its check plan reaches:
 * a string held to a pattern or a format wherever it sits, in a field, in an array's items at any
 * depth or in a map's values, each definition once.
 */
import { describe, expect, it } from "vitest";
import type { TypePlan, ValueRule } from "../../../generator/lower/check-plan.js";
import { planStringMatchers } from "../../../generator/emit/string-matchers.js";

const code: ValueRule = {
  kind: "primitive",
  primitive: "string",
  constraints: [{ kind: "pattern", source: "[A-Z]{3}" }],
};
const day: ValueRule = { kind: "primitive", primitive: "string", constraints: [{ kind: "format", format: "date" }] };

function planWith(...rules: ValueRule[]): TypePlan[] {
  return [
    {
      kind: "object",
      name: "Holder",
      steps: rules.map((rule, index) => ({ step: "field", key: `f${index}`, optional: false, nullable: false, rule })),
    },
  ];
}

describe("planStringMatchers", () => {
  it("finds a pattern and a format in a map's values", () => {
    const matchers = planStringMatchers(
      planWith(
        { kind: "entries", keys: { kind: "any-string" }, values: code },
        { kind: "entries", keys: { kind: "any-string" }, values: { kind: "each", items: day, constraints: [] } },
      ),
    );
    expect(matchers.patterns.map((pattern) => pattern.source)).toEqual(["[A-Z]{3}"]);
    expect(matchers.formats.map((entry) => entry.format)).toEqual(["date"]);
    expect(matchers.needsDay).toBe(true);
  });

  it("finds them in nested array items and keeps one definition of a repeated pattern", () => {
    const nested: ValueRule = {
      kind: "each",
      items: { kind: "each", items: code, constraints: [] },
      constraints: [{ kind: "minItems", limit: 1 }],
    };
    const matchers = planStringMatchers(planWith(nested, code));
    expect(matchers.patterns.map((pattern) => pattern.source)).toEqual(["[A-Z]{3}"]);
    expect(matchers.formats).toEqual([]);
  });

  it("finds none where no string is held to one", () => {
    const matchers = planStringMatchers(
      planWith(
        { kind: "any" },
        { kind: "reference", name: "Other" },
        { kind: "entries", keys: { kind: "any-string" }, values: { kind: "any" } },
      ),
    );
    expect(matchers.patterns).toEqual([]);
    expect(matchers.formats).toEqual([]);
  });
});
