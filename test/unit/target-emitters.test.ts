/**
 * The host emitters on names each language spells differently: keywords, camelCase, enum values; and
 * on the names of the packages themselves, given or derived from the vocabulary's id.
 */
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";
import type { GivenPackageNames } from "../../generator/model/package-names.js";
import { splitAtPackageClause } from "../../generator/targets/go/package-clause.js";
import goPrelude from "../../generator/targets/go/prelude.go?text";
import { fileNamed, generateOk } from "../support/generate.js";

const vocabulary = JSON.stringify({
  id: "urn:cardc:test:spelling",
  doc: "Names that are keywords somewhere.",
  types: {
    Mode: { doc: "A mode.", enum: ["dry-run", "apply", "http-url"] },
    Move: {
      doc: "A move with keyword fields.",
      fields: {
        from: { type: "string", doc: "Where from." },
        type: { type: "string", optional: true, doc: "What kind." },
        oldText: { type: "string", nullable: true, doc: "Before." },
        imageUrl: { type: "string", optional: true, doc: "A picture." },
        id: { type: "string", doc: "Which one." },
      },
    },
  },
});

describe("host emitters", async () => {
  const { files } = await generateOk(vocabulary);

  it("spell a Python keyword field through the functional TypedDict syntax", () => {
    expect(fileNamed(files, "python/cardc_test_spelling/__init__.py")).toContain(
      [
        "Move = TypedDict(",
        '    "Move",',
        "    {",
        '        "from": "str",',
        '        "type": "NotRequired[str]",',
        '        "oldText": "str | None",',
        '        "imageUrl": "NotRequired[str]",',
        '        "id": "str",',
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
        '    #[serde(skip_serializing_if = "::core::option::Option::is_none")]',
        "    pub r#type: ::core::option::Option<::std::string::String>,",
      ].join("\n"),
    );
    expect(rust).toContain(
      [
        '    #[serde(rename = "oldText")]',
        '    #[serde(deserialize_with = "nullable")]',
        "    pub old_text: ::core::option::Option<::std::string::String>,",
      ].join("\n"),
    );
    expect(rust).toContain('    #[serde(rename = "dry-run")]\n    DryRun,');
  });

  it("spell Go enum constants and exported fields from the vocabulary's names", () => {
    const go = fileNamed(files, "go/cards.go");
    expect(go).toContain('\tModeDryRun  Mode = "dry-run"');
    expect(go).toContain('\tModeHTTPURL Mode = "http-url"');
    expect(go).toContain('\tFrom string `json:"from"`');
    expect(go).toContain('\tOldText *string `json:"oldText"`');
    expect(go).toContain('\tImageURL *string `json:"imageUrl,omitempty"`');
    expect(go).toContain('\tID string `json:"id"`');
  });

  it("mark both Go files generated as Go's tools read it, apart from the package's doc comment", () => {
    for (const path of ["go/cards.go", "go/prelude.go"]) {
      const [marker, blank] = fileNamed(files, path).split("\n");
      expect(marker).toMatch(/^\/\/ Code generated .* DO NOT EDIT\.$/);
      expect(blank).toBe("");
    }
  });
});

describe("host package names", async () => {
  const given = { python: "acme-notify-cards", rust: "acme-notify-cards", go: "example.com/acme/notifycards" };
  const filesOf = async (packages: GivenPackageNames) => {
    const result = await generate(vocabulary, { sourceName: "cards.json", packages });
    return result.ok ? result.files : [];
  };
  const files = await filesOf(given);
  const derived = await filesOf({});

  it("leave every file outside the Python, Rust and Go packages as it is", () => {
    const others = (list: typeof files) => list.filter((file) => !/^(?:python|rust|go)\//.test(file.path));
    expect(others(files).length).toBeGreaterThan(5);
    expect(others(files)).toEqual(others(derived));
  });

  it("name the Python package folder after the module the distribution installs", () => {
    expect(files.filter((file) => file.path.startsWith("python/")).map((file) => file.path)).toEqual([
      "python/.gitignore",
      "python/acme_notify_cards/__init__.py",
      "python/acme_notify_cards/_checks.py",
      "python/acme_notify_cards/py.typed",
    ]);
    expect(derived.map((file) => file.path)).toContain("python/cardc_test_spelling/py.typed");
  });

  it("name the crate in Cargo.toml", () => {
    expect(fileNamed(files, "rust/Cargo.toml")).toContain('\n[package]\nname = "acme-notify-cards"\n');
    expect(fileNamed(derived, "rust/Cargo.toml")).toContain('\nname = "cardc-test-spelling"\n');
  });

  it("give the Go module its path, and both Go files and the nil-value panic its package clause", () => {
    expect(fileNamed(files, "go/go.mod")).toBe("module example.com/acme/notifycards\n\ngo 1.19\n");
    expect(fileNamed(derived, "go/go.mod")).toBe("module cardc/test/spelling\n\ngo 1.19\n");
    const go = fileNamed(files, "go/cards.go");
    expect(go).toContain(
      "\n// Package notifycards holds the types and strict decoders of the vocabulary urn:cardc:test:spelling.\n//\n// Names that are keywords somewhere.\n",
    );
    expect(go).toContain("\npackage notifycards\n");
    expect(go).not.toContain("package cards");
    const prelude = fileNamed(files, "go/prelude.go");
    expect(prelude).toBe(
      `// Code generated by cardc from cards.json. DO NOT EDIT.\n\n${goPrelude.replace("\npackage cards\n", "\npackage notifycards\n")}`,
    );
    expect(prelude.match(/^package /gm)).toHaveLength(1);
  });

  it("split Go source at its package clause, after the opening line comments, and refuse any other opening", () => {
    expect(splitAtPackageClause('// a\n// b\n\npackage cards\n\nimport "fmt"\n')).toEqual({
      head: "// a\n// b\n\n",
      body: '\nimport "fmt"\n',
    });
    expect(() => splitAtPackageClause("/* a */\npackage cards\n")).toThrow(
      'a Go file must open with line comments and then its package clause, found "/* a */"',
    );
  });
});
