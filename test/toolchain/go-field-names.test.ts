/**
 * Field names Go cannot export as they stand: one spelled like a JSON method a struct may declare
 * (`marshalJSON` would be a field `MarshalJSON` beside a variant's method `MarshalJSON`, which Go
 * refuses) and one starting with `_` (an unexported field, which `encoding/json` drops). Go spells
 * them its own way (`MarshalJSON_`, `X_id`), keeps each wire name, passes `go vet`, and a value
 * decoded and written again with `json.Marshal` is the value it read.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goFieldName } from "../../generator/targets/go/naming.js";
import { packageNamesOf } from "../support/generate.js";
import { writeGeneratedFolder } from "../support/host-projects.js";
import { goEnv, run, runOk } from "../support/target-builds.js";

const vocabulary = JSON.stringify({
  id: "urn:cardc:test:go-field-names",
  doc: "Fields Go cannot export as they are named.",
  types: {
    Entry: {
      doc: "A record.",
      fields: {
        _id: { type: "string", doc: "Starts with an underscore." },
        MarshalJSON: { type: "integer", doc: "Named like a method." },
        unmarshalJSON: { type: "boolean", optional: true, doc: "Named like another." },
      },
    },
    Card: {
      doc: "A union, whose variants declare MarshalJSON.",
      tag: "card",
      variants: {
        note: {
          name: "NoteCard",
          doc: "A note.",
          fields: {
            marshalJSON: { type: "string", doc: "Named like the variant's own method." },
            _entry: { type: "Entry", optional: true, doc: "Starts with an underscore." },
          },
        },
      },
    },
  },
});

const values = [
  { type: "Entry", value: { _id: "a", MarshalJSON: 1, unmarshalJSON: true } },
  { type: "Card", value: { card: "note", marshalJSON: "m", _entry: { _id: "b", MarshalJSON: 2 } } },
  { type: "Card", value: { card: "note", marshalJSON: "n" } },
];

describe("Go field names", () => {
  it("spell a JSON method's name with a trailing _ and a leading _ after an X", () => {
    expect(["marshalJSON", "MarshalJSON", "unmarshalJSON", "_id", "_url", "marshalJson"].map(goFieldName)).toEqual([
      "MarshalJSON_",
      "MarshalJSON_",
      "UnmarshalJSON_",
      "X_id",
      "X_url",
      "MarshalJSON_",
    ]);
  });

  it("pass go vet, keep their wire names and write what they read", { timeout: 300_000 }, async () => {
    const packages = packageNamesOf(vocabulary);
    const dir = await writeGeneratedFolder(vocabulary, "go-field-names", "go");
    const project = join(dir, "consumer");
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, "go.mod"),
      `module example.com/consumer\n\ngo 1.19\n\nrequire ${packages.go} v0.0.0\n\nreplace ${packages.go} => ${join(dir, "go")}\n`,
    );
    const name = packages.goPackage;
    const decode = (type: string) =>
      `\t\tcase ${JSON.stringify(type)}:\n\t\t\tvalue, err = ${name}.Decode${type}([]byte(text))`;
    writeFileSync(
      join(project, "main.go"),
      [
        "// Command consumer decodes each argument as the type before it and prints it written again.",
        "package main",
        "",
        `import (\n\t"encoding/json"\n\t"fmt"\n\t"os"\n\n\t${JSON.stringify(packages.go)}\n)`,
        "",
        "func main() {",
        "\tfor i := 1; i+1 < len(os.Args); i += 2 {",
        "\t\tvar value any",
        "\t\tvar err error",
        "\t\ttext := os.Args[i+1]",
        `\t\tswitch os.Args[i] {\n${decode("Entry")}\n${decode("Card")}\n\t\t}`,
        "\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}",
        "\t\twritten, err := json.Marshal(value)",
        "\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}",
        "\t\tfmt.Println(string(written))",
        "\t}",
        // The spellings a host writes, so a change to them fails to compile here.
        `\t_ = ${name}.Entry{X_id: "", MarshalJSON_: 0, UnmarshalJSON_: nil}`,
        `\t_ = ${name}.NoteCard{MarshalJSON_: "", X_entry: nil}`,
        "}",
        "",
      ].join("\n"),
    );
    const vet = await run("go", ["vet", "./...", packages.go], { cwd: project, env: goEnv });
    expect(vet).toMatchObject({ code: 0, stderr: "" });
    const args = values.flatMap(({ type, value }) => [type, JSON.stringify(value)]);
    const { stdout } = await runOk("go", ["run", ".", ...args], { cwd: project, env: goEnv });
    expect(
      stdout
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(values.map(({ value }) => value));
  });
});
