/**
 * The Rust emitter's choices that depend on the vocabulary: where rustfmt breaks a line whose length
 * comes from a name (its widths: 60 for a call's arguments or an array's items, 100 for a line), each
 * decided by the printer at the depth the statement is rendered at, and which types derive `Eq`. test/toolchain/target-gates.test.ts runs rustfmt and clippy over whole crates.
 */
import { describe, expect, it } from "vitest";
import type { Statement } from "../../generator/emit/code.js";
import { raw } from "../../generator/emit/code.js";
import { eqTypes } from "../../generator/targets/rust/eq-types.js";
import {
  rustArm,
  rustCall,
  rustField,
  rustMethodCall,
  rustTuplesCall,
  serdeAttribute,
} from "../../generator/targets/rust/layout.js";
import { rust } from "../../generator/targets/rust/syntax.js";
import { generateOk } from "../support/generate.js";

const { literal } = rust;

function laidOut(statement: Statement, depth: number): string[] {
  return rust.render([statement], depth).text.split("\n");
}

/** A string literal `width` columns wide, quotes included. */
function wide(width: number): ReturnType<typeof literal> {
  return literal("x".repeat(width - 2));
}

describe("Rust layout", () => {
  it("keeps a call on one line up to 60 columns of arguments, then puts one argument on each line", () => {
    // `&self.a, None, None, ` is 21 columns.
    expect(laidOut(rustCall(raw("within"), [raw("&self.a"), raw("None"), raw("None"), wide(39)], "?;"), 2)).toEqual([
      `        within(&self.a, None, None, "${"x".repeat(37)}")?;`,
    ]);
    expect(laidOut(rustCall(raw("within"), [raw("&self.a"), raw("None"), raw("None"), wide(40)], "?;"), 2)).toEqual([
      "        within(",
      "            &self.a,",
      "            None,",
      "            None,",
      `            "${"x".repeat(38)}",`,
      "        )?;",
    ]);
  });

  it("counts an array argument's items, and breaks the array rather than the call", () => {
    // `("", self.a), ("b", self.b)` is 27 columns.
    const tuples = (width: number) => [
      [literal("a".repeat(width - 27)), raw("self.a")],
      [literal("b"), raw("self.b")],
    ];
    expect(laidOut(rustTuplesCall(raw("at_most_one"), tuples(60), "?;"), 2)).toHaveLength(1);
    expect(laidOut(rustTuplesCall(raw("at_most_one"), tuples(61), "?;"), 2)).toEqual([
      "        at_most_one(&[",
      `            ("${"a".repeat(34)}", self.a),`,
      '            ("b", self.b),',
      "        ])?;",
    ]);
  });

  it("lays a tuple too wide for its line out as a call", () => {
    const long = raw(`self.${"f".repeat(60)}.is_some()`);
    expect(laidOut(rustTuplesCall(raw("at_most_one"), [[literal("f"), long]], "?;"), 2)).toEqual([
      "        at_most_one(&[",
      "            (",
      '                "f",',
      `                ${long.text},`,
      "            ),",
      "        ])?;",
    ]);
  });

  it("moves a match arm's call into a block when only the line is too long", () => {
    const arm = (width: number) => rustArm(wide(width), raw("decode_member"), [raw("rest"), raw("Self::Abc")]);
    // 12 columns of indentation, ` => decode_member(rest, Self::Abc),` is 35.
    expect(laidOut(arm(53), 3)).toHaveLength(1);
    expect(laidOut(arm(54), 3)).toEqual([
      `            "${"x".repeat(52)}" => {`,
      "                decode_member(rest, Self::Abc)",
      "            }",
    ]);
  });

  it("puts a match arm's arguments on lines of their own when they are too wide", () => {
    const wideArgs = [raw("rest"), raw(`Self::${"N".repeat(50)}`)];
    expect(laidOut(rustArm(raw('"t"'), raw("decode_member"), wideArgs), 3)).toEqual([
      '            "t" => decode_member(',
      "                rest,",
      `                Self::${"N".repeat(50)},`,
      "            ),",
    ]);
    // With a pattern too long for the call to open on its line, the call goes into a block.
    expect(laidOut(rustArm(wide(80), raw("decode_member"), wideArgs), 3)).toEqual([
      `            "${"x".repeat(78)}" => {`,
      "                decode_member(",
      "                    rest,",
      `                    Self::${"N".repeat(50)},`,
      "                )",
      "            }",
    ]);
  });

  it("breaks a long field after its colon and a long method call before its dot", () => {
    const name = raw("f".repeat(85));
    expect(laidOut(rustField(name, raw("Option<String>")), 1)).toEqual([
      `    pub ${name.text}:`,
      "        Option<String>,",
    ]);
    expect(laidOut(rustMethodCall(rust.code`self.${name}`, raw("check()"), "?;"), 2)).toEqual([
      `        self.${name.text}`,
      "            .check()?;",
    ]);
    expect(laidOut(rustMethodCall(raw("self.f"), raw("check()"), "?;"), 2)).toEqual(["        self.f.check()?;"]);
  });

  it("breaks a serde attribute that reaches column 100", () => {
    const rename = (width: number) => serdeAttribute(rust.code`rename = ${"y".repeat(width)}`);
    // 4 columns of indentation and `#[serde(rename = "")]` are 25.
    expect(laidOut(rename(74), 1)).toEqual([`    #[serde(rename = "${"y".repeat(74)}")]`]);
    expect(laidOut(rename(75), 1)).toEqual(["    #[serde(", `        rename = "${"y".repeat(75)}"`, "    )]"]);
  });
});

describe("Rust Eq derivation", () => {
  it("gives Eq to every type that holds no f64 at any depth, through cycles", async () => {
    const { ir } = await generateOk(
      JSON.stringify({
        id: "urn:cardc:test:eq",
        doc: "Eq and not.",
        types: {
          Tree: {
            doc: "A tree of names.",
            fields: {
              name: { type: "string", doc: "Its name." },
              children: { type: "Tree[]", doc: "Below it." },
              extra: { type: "unknown", optional: true, doc: "Anything." },
            },
          },
          Point: { doc: "A point.", fields: { x: { type: "number", doc: "Across." } } },
          Path: { doc: "Points.", fields: { points: { type: "Point[]", doc: "In order." } } },
        },
      }),
    );
    expect([...eqTypes(ir)].sort()).toEqual(["Tree"]);
  });
});
