/**
 * Types that hold themselves in place through an optional or nullable field, directly (`Node.next`)
 * or through a union (`Group.inner`, and `Pair.left` by way of `Group.first`), have no finite size
 * in Rust until a `Box` on the cycle gives them one: the crate holds every such field in a `Box`,
 * passes the Rust gates (rustfmt, clippy with every warning denied), and a host decodes, clones,
 * compares and writes such values as they were read. A field of an array type needs none.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";
import { gateProblem } from "../support/gate-invocation.js";
import { roundTripInRustHost, writeGeneratedFolder } from "../support/host-projects.js";

const vocabulary = JSON.stringify({
  id: "urn:cardc:test:recursive-types",
  doc: "Types that hold themselves through optional and nullable fields.",
  types: {
    Node: {
      doc: "A list node with children.",
      fields: {
        next: { type: "Node", optional: true, doc: "The next node." },
        kids: { type: "Node[]", doc: "The children, in a Vec already." },
      },
    },
    Shape: {
      doc: "A shape.",
      tag: "kind",
      variants: {
        group: {
          name: "Group",
          doc: "Shapes grouped.",
          fields: {
            inner: { type: "Shape", optional: true, nullable: true, doc: "A shape inside." },
            first: { type: "Pair", optional: true, doc: "A pair of shapes." },
          },
        },
        dot: { name: "Dot", doc: "A dot.", fields: {} },
      },
    },
    Pair: {
      doc: "A shape and a note.",
      fields: {
        left: { type: "Shape", doc: "The shape." },
        note: { type: "string", doc: "The note." },
      },
    },
  },
});

const values = [
  ["Node", '{"next": {"next": {"kids": []}, "kids": [{"kids": []}]}, "kids": []}'],
  [
    "Shape",
    '{"kind": "group", "inner": {"kind": "group", "inner": null}, "first": {"left": {"kind": "dot"}, "note": "n"}}',
  ],
  ["Pair", '{"left": {"kind": "group", "first": {"left": {"kind": "dot"}, "note": "in"}}, "note": "out"}'],
] as const;

describe("Rust types on a cycle", () => {
  it(
    "hold the cycle's fields in a Box, pass the gates and read and write their values",
    { timeout: 600_000 },
    async () => {
      const dir = await writeGeneratedFolder(vocabulary, "rust-recursive-types", "rust");
      const fields = readFileSync(join(dir, "rust/src/lib.rs"), "utf8").match(/^ {4}pub \w+: .*,$/gm);
      expect(fields).toEqual([
        "    pub next: ::core::option::Option<::std::boxed::Box<Node>>,",
        "    pub kids: ::std::vec::Vec<Node>,",
        "    pub inner: ::core::option::Option<::core::option::Option<::std::boxed::Box<Shape>>>,",
        "    pub first: ::core::option::Option<::std::boxed::Box<Pair>>,",
        "    pub left: ::std::boxed::Box<Shape>,",
        "    pub note: ::std::string::String,",
      ]);
      const rust = targets.find((target) => target.naming.language === "Rust");
      for (const gate of rust?.gates ?? []) expect(await gateProblem(gate, dir), gate.name).toBe("");

      expect(await roundTripInRustHost(vocabulary, dir, values)).toEqual(
        values.map(([, text]) => JSON.parse(text) as unknown),
      );
    },
  );
});
