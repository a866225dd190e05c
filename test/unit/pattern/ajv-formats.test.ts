/**
 * Where Ajv with `ajv-formats` (the exactly pinned version, `full` mode) judges the format cases
 * otherwise than cardc: exactly the differences `docs/formats.md` lists, each with its reason, so a
 * new one (an upgrade of `ajv-formats`, a change to a definition) fails until it is written down.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { matchesFormat } from "../../../generator/pattern/match-string.js";
import { type StringFormat, stringFormats } from "../../../generator/pattern/string-formats.js";
import { formatCases } from "./format-cases.js";

type FormatDefinition = RegExp | ((text: string) => boolean) | { validate: RegExp | ((text: string) => boolean) };

const require = createRequire(import.meta.url);
const { fullFormats } = require("ajv-formats/dist/formats") as { fullFormats: Record<string, FormatDefinition> };

function ajvAccepts(format: StringFormat, text: string): boolean {
  const definition = fullFormats[format];
  if (definition === undefined) throw new Error(`ajv-formats has no ${format}`);
  const test = typeof definition === "function" || definition instanceof RegExp ? definition : definition.validate;
  return test instanceof RegExp ? test.test(text) : test(text);
}

/** The rows of the differences table in docs/formats.md: value, format, cardc's verdict. */
function documentedDifferences(): string[] {
  const doc = readFileSync(new URL("../../../docs/formats.md", import.meta.url), "utf8");
  const table = doc.slice(doc.indexOf("| value "));
  return [...table.matchAll(/^\| `([^`]*)` +\| `([^`]+)` +\| (accepted|refused) /gm)].map(
    ([, text, format, verdict]) => `${format} ${JSON.stringify(text)}: cardc ${verdict}`,
  );
}

it("differs from ajv-formats exactly where docs/formats.md says", () => {
  const differences = stringFormats.flatMap((format) =>
    [...formatCases[format].valid, ...formatCases[format].invalid]
      .filter((text) => matchesFormat(format, text) !== ajvAccepts(format, text))
      .map(
        (text) => `${format} ${JSON.stringify(text)}: cardc ${matchesFormat(format, text) ? "accepted" : "refused"}`,
      ),
  );
  expect(differences.sort()).toEqual(documentedDifferences().sort());
  expect(differences.length).toBeGreaterThan(0);
});
