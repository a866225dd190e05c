/**
 * The notice at the top of every generated file names the schema file, whatever that name holds: a
 * line break, a carriage return, U+2028 or `*\/` is written as an escape, so the notice stays one
 * comment line and the rest of the name never becomes code or settings (a `[lib]` table in
 * `Cargo.toml`, a statement in a module).
 */
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";
import { noticeSourceName } from "../../generator/emit/artifact.js";
import type { GeneratedFile } from "../../generator/model/generated-file.js";

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");

async function generatedFiles(sourceName: string): Promise<readonly GeneratedFile[]> {
  const result = await generate(minimal, { sourceName });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.files;
}

const hostileNames = [
  'schema/cards.json\n[lib]\npath = "evil.rs"\n#',
  "schema/a\rb.json",
  "schema/a\r\nexport const evil = 1;\r\n//.json",
  "schema/a\u2028globalThis.evil = 1;\u2029//.json",
  "schema/*/ evil(); /*.json",
  "schema/a\u0085b\u202ec\u0000.json",
];

describe("noticeSourceName", () => {
  it.each([
    ["schema/cards.json", "schema/cards.json"],
    ["vocab/my cards (v2).json", "vocab/my cards (v2).json"],
    ["schema/a\nb.json", "schema/a\\u000ab.json"],
    ["schema/a\rb.json", "schema/a\\u000db.json"],
    ["schema/a\u2028b\u2029.json", "schema/a\\u2028b\\u2029.json"],
    ["schema/*/b.json", "schema/*\\/b.json"],
    ["schema/a\u202eb.json", "schema/a\\u202eb.json"],
  ])("writes %j as %j", (given, want) => expect(noticeSourceName(given)).toBe(want));
});

describe("the generated notice", () => {
  it.each(hostileNames)("stays one line in every file for a schema named %j", async (sourceName) => {
    for (const file of await generatedFiles(sourceName)) {
      // A JSON document's notice is a value in it (the JSON Schema's `$comment`, the OpenAPI info's
      // `x-generated`), read as JSON reads it.
      const text =
        file.path === "cards.schema.json"
          ? (JSON.parse(file.contents) as { $comment: string }).$comment
          : file.path === "openapi.json"
            ? (JSON.parse(file.contents) as { info: { "x-generated": string } }).info["x-generated"]
            : file.contents;
      const at = text.indexOf("enerated by cardc from ");
      if (at === -1) continue;
      const end = text.indexOf("\n", at);
      const line = text.slice(at, end === -1 ? undefined : end);
      expect([file.path, /\. (DO NOT EDIT|Do not edit)/.test(line), /[\r\u2028\u2029]/.test(line)]).toEqual([
        file.path,
        true,
        false,
      ]);
      expect(line).toContain(noticeSourceName(sourceName));
    }
  });

  it("leaves Cargo.toml the package and dependencies alone, with no table the name spelt", async () => {
    const files = await generatedFiles(hostileNames[0] as string);
    const cargo = files.find((file) => file.path === "rust/Cargo.toml")?.contents ?? "";
    expect(Object.keys(parse(cargo))).toEqual(["package", "dependencies"]);
  });
});
