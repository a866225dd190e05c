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
  type RustType,
  rustArm,
  rustCall,
  rustField,
  rustFn,
  rustMethodCall,
  rustTuplesCall,
  serdeAttribute,
} from "../../generator/targets/rust/layout.js";
import { optionOf, resultOrMessage, rustPaths, vecOf } from "../../generator/targets/rust/paths.js";
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
    expect(laidOut(rustField(name, optionOf({ path: rustPaths.string })), 1)).toEqual([
      `    pub ${name.text}:`,
      "        ::core::option::Option<::std::string::String>,",
    ]);
    expect(laidOut(rustMethodCall(rust.code`self.${name}`, raw("check()"), "?;"), 2)).toEqual([
      `        self.${name.text}`,
      "            .check()?;",
    ]);
    expect(laidOut(rustMethodCall(raw("self.f"), raw("check()"), "?;"), 2)).toEqual(["        self.f.check()?;"]);
  });

  it("breaks a field's type too long for any line at its generic arguments, as rustfmt does", () => {
    // Five `Vec`s deep in an `Option`: 115 columns, too wide for the next line too.
    let strings: RustType = { path: rustPaths.string };
    for (let depth = 0; depth < 5; depth++) strings = vecOf(strings);
    const type = optionOf(strings);
    const broken = (indent: string) => [
      `${indent}    ::std::vec::Vec<`,
      `${indent}        ::std::vec::Vec<`,
      `${indent}            ::std::vec::Vec<::std::vec::Vec<::std::vec::Vec<::std::string::String>>>,`,
      `${indent}        >,`,
      `${indent}    >,`,
    ];
    // 4 columns of indentation, `pub `, `: ` and `::core::option::Option<` are 33: up to 67 columns
    // of name, the type opens on the name's line.
    const name67 = "f".repeat(67);
    expect(laidOut(rustField(raw(name67), type), 1)).toEqual([
      `    pub ${name67}: ::core::option::Option<`,
      ...broken("    "),
      "    >,",
    ]);
    const name68 = "f".repeat(68);
    expect(laidOut(rustField(raw(name68), type), 1)).toEqual([
      `    pub ${name68}:`,
      "        ::core::option::Option<",
      "            ::std::vec::Vec<",
      "                ::std::vec::Vec<",
      "                    ::std::vec::Vec<::std::vec::Vec<::std::vec::Vec<::std::string::String>>>,",
      "                >,",
      "            >,",
      "        >,",
    ]);
  });

  it("puts a signature on one line while it fits, then one parameter a line", () => {
    const body = [raw("Ok(())")];
    expect(laidOut(rustFn(raw("fn check"), [raw("&self")], resultOrMessage(raw("()")), body), 1)).toEqual([
      "    fn check(&self) -> ::core::result::Result<(), ::std::string::String> {",
      "        Ok(())",
      "    }",
    ]);
    // 102 columns on one line.
    const checkNamed = rustFn(
      raw("pub fn check_named"),
      [raw("type_name: &str"), raw("text: &str")],
      resultOrMessage(raw("()")),
      body,
    );
    expect(laidOut(checkNamed, 0)).toEqual([
      "pub fn check_named(",
      "    type_name: &str,",
      "    text: &str,",
      ") -> ::core::result::Result<(), ::std::string::String> {",
      "    Ok(())",
      "}",
    ]);
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
