/**
 * Emits the crate's `README.md`, which `Cargo.toml` names as its `readme`, so crates.io and docs.rs
 * show it: what the crate is, from the vocabulary's id, doc and version, and a program that reads a
 * value, written from the vocabulary: the first example of an outermost union, decoded as that union,
 * or else the first top-level type read from the program's argument.
 *
 *     let text = r#"{"card":"generic","title":"done"}"#;
 *     let value: cardc_tool_cards::ToolResultView = cardc_tool_cards::from_str(text)?;
 */
import type { Ir, IrNamedType } from "../../lower/ir.js";
import { allNamedTypes, leavesOf } from "../../lower/ir.js";
import { namedIn } from "../../lower/type-refs.js";
import { crateIdentifier } from "./package-name.js";
import { rust } from "./syntax.js";

/** A type the program reads, and the JSON text it reads when the vocabulary gives one. */
interface Reading {
  readonly type: IrNamedType;
  readonly example?: string;
}

/**
 * The outermost unions with an example, those no field refers to first: a vocabulary's cards are
 * what its other types are not parts of (`ToolResultView` before the `ContentBlock` it holds).
 */
function readingOf(ir: Ir): Reading | undefined {
  const referenced = new Set(
    allNamedTypes(ir).flatMap((type) =>
      type.kind === "record" || type.kind === "variant" ? type.fields.flatMap((field) => namedIn(field.type)) : [],
    ),
  );
  const unions = ir.types.filter((type) => type.kind === "union");
  const roots = [
    ...unions.filter((type) => !referenced.has(type.name)),
    ...unions.filter((type) => referenced.has(type.name)),
  ];
  for (const type of roots) {
    const example = leavesOf(type).find((leaf) => leaf.examples.length > 0)?.examples[0];
    if (example !== undefined) return { type, example: JSON.stringify(example) };
  }
  const [first] = ir.types;
  return first === undefined ? undefined : { type: first };
}

/** `r#"…"#` with as many `#` as the text needs, so no quote in it can end the literal. */
function rawString(text: string): string {
  let hashes = "";
  while (text.includes(`"${hashes}`)) hashes += "#";
  return `r${hashes}"${text}"${hashes}`;
}

/** The program's lines: decode the text and print the value, a problem ending it through `?`. */
function programLines(crate: string, reading: Reading): string[] {
  const type = rust.identifier(reading.type.name).text;
  const text =
    reading.example === undefined
      ? [
          "    let text = std::env::args().nth(1).unwrap_or_default();",
          `    let value: ${crate}::${type} = ${crate}::from_str(&text)?;`,
        ]
      : [
          `    let text = ${rawString(reading.example)};`,
          `    let value: ${crate}::${type} = ${crate}::from_str(text)?;`,
        ];
  return [
    "fn main() -> Result<(), Box<dyn std::error::Error>> {",
    ...text,
    '    println!("{value:?}");',
    "    Ok(())",
    "}",
  ];
}

/** The README's text, opening with the generated-file notice as an HTML comment, which crates.io does not show. */
export function emitRustReadme(ir: Ir, version: string, crateName: string, notice: string): string {
  const crate = crateIdentifier(crateName);
  const reading = readingOf(ir);
  return [
    notice,
    "",
    `# ${crateName}`,
    "",
    ir.doc,
    "",
    `The types of the vocabulary \`${ir.id}\`, version ${version}, with strict decoders. \`${crate}::from_str\``,
    "reads JSON text by the rules every host of the vocabulary shares (no duplicate keys, no lone surrogates, numbers",
    "within ±(2^53 - 1), at most 512 levels deep), then checks the value as the vocabulary says, and names the first",
    "problem by its JSON Pointer. `check_named` does the same for a type named at run time. The types also derive",
    "serde's `Serialize` and `Deserialize`.",
    ...(reading === undefined ? [] : ["", "## Reading a value", "", "```rust", ...programLines(crate, reading), "```"]),
    "",
  ].join("\n");
}
