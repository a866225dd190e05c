/**
 * The test vectors of types that hold themselves: a union whose first variant holds the union again,
 * through a required field (finite by its other variant) or a nullable one, is sampled to an end,
 * not without one, and every vector gets its stated verdict from the IR's own checks.
 */
import { describe, expect, it } from "vitest";
import { checkValue, indexTypes } from "../../generator/core/check-value.js";
import { buildVectors } from "../../generator/emit/vectors.js";
import { generateOk } from "../support/generate.js";

const vocabulary = JSON.stringify({
  id: "urn:cardc:test:recursive-vectors",
  doc: "Unions whose first variant holds the union again.",
  types: {
    Ring: {
      doc: "A ring of links, ended by its second variant.",
      tag: "kind",
      variants: {
        link: { name: "Link", doc: "A link.", fields: { rest: { type: "Ring", doc: "The rest." } } },
        end: { name: "End", doc: "The end.", fields: {} },
      },
    },
    Shape: {
      doc: "A shape that may hold another.",
      tag: "kind",
      variants: {
        group: {
          name: "Group",
          doc: "A group.",
          fields: { inner: { type: "Shape", nullable: true, doc: "The shape inside, or null." } },
        },
        dot: { name: "Dot", doc: "A dot.", fields: {} },
      },
    },
    Holder: {
      doc: "Holds both.",
      fields: { ring: { type: "Ring", doc: "A ring." }, shape: { type: "Shape", doc: "A shape." } },
    },
  },
});

describe("vectors of recursive types", () => {
  it("are sampled to an end and each gets its stated verdict", async () => {
    const { ir } = await generateOk(vocabulary);
    const vectors = buildVectors(ir);
    const types = indexTypes(ir);
    const wrong = vectors.filter(
      (vector) => (checkValue(types, vector.type, vector.value) === undefined) !== vector.valid,
    );
    expect(wrong.map((vector) => vector.id)).toEqual([]);
    // Three levels as any type gets, then the nearest end: `end`, and null for the nullable field.
    expect(vectors.find((vector) => vector.id === "Holder/full")?.value).toEqual({
      ring: { kind: "link", rest: { kind: "link", rest: { kind: "link", rest: { kind: "end" } } } },
      shape: { kind: "group", inner: { kind: "group", inner: { kind: "group", inner: null } } },
    });
  });
});
