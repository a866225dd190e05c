/** The host emitters on names each language spells differently: keywords, camelCase, enum values. */
import { describe, expect, it } from "vitest";
import { fileNamed, generateOk } from "../support/generate.js";

const vocabulary = JSON.stringify({
  id: "urn:cardc:test:spelling",
  doc: "Names that are keywords somewhere.",
  types: {
    Mode: { doc: "A mode.", enum: ["dry-run", "apply"] },
    Move: {
      doc: "A move with keyword fields.",
      fields: {
        from: { type: "string", doc: "Where from." },
        type: { type: "string", optional: true, doc: "What kind." },
        oldText: { type: "string", nullable: true, doc: "Before." },
      },
    },
  },
});

describe("host emitters", async () => {
  const { files } = await generateOk(vocabulary);

  it("spell a Python keyword field through the functional TypedDict syntax", () => {
    expect(fileNamed(files, "python/cards/__init__.py")).toContain(
      [
        "Move = TypedDict(",
        '    "Move",',
        "    {",
        '        "from": "str",',
        '        "type": "NotRequired[str]",',
        '        "oldText": "str | None",',
        "    },",
        ")",
      ].join("\n"),
    );
  });

  it("spell a Rust keyword field as a raw identifier and camelCase as snake_case", () => {
    const rust = fileNamed(files, "rust/src/lib.rs");
    expect(rust).toContain(
      [
        '    #[serde(rename = "type")]',
        '    #[serde(default, deserialize_with = "present")]',
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub r#type: Option<String>,",
      ].join("\n"),
    );
    expect(rust).toContain(
      '    #[serde(rename = "oldText")]\n    #[serde(deserialize_with = "nullable")]\n    pub old_text: Option<String>,',
    );
    expect(rust).toContain('    #[serde(rename = "dry-run")]\n    DryRun,');
  });

  it("spell Go enum constants and exported fields from the vocabulary's names", () => {
    const go = fileNamed(files, "go/cards.go");
    expect(go).toContain('\tModeDryRun Mode = "dry-run"');
    expect(go).toContain('\tFrom string "json:\\"from\\""');
    expect(go).toContain('\tOldText *string "json:\\"oldText\\""');
  });
});
