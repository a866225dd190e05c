/**
 * A TypeScript host that takes only `generated/cards.schema.json` and runs json-schema-to-typescript
 * on it (15 and 16, the current major), or quicktype, must get the vocabulary's own names.
 *
 * json-schema-to-typescript, given the file whole, writes its root as the vocabulary's cards
 * (`ToolCallView | ToolResultView`); with the option its README shows for definitions the root does not
 * reach (`unreachableDefinitions`), it writes a union alias per union with nested unions as members, an
 * interface per record and variant, no invented `…1` aliases, and types that strict `tsc` (with
 * `exactOptionalPropertyTypes`) finds assignable both ways with `generated/types.ts`, closed records
 * refusing an unknown key. Both write an optional field as `title?: string`, without `| undefined`, so
 * `exactOptionalPropertyTypes` finds them alike; a check below shows it would catch a difference.
 *
 * The open `ContentBlock` union is set aside. cardc types it as its known members, which a host
 * extends by declaration merging (`ContentBlockMembers`); the schema also accepts any other `type`,
 * which json-schema-to-typescript can only write as an open object (`{ [k: string]: unknown }`).
 * Neither is assignable to the other (an interface has no index signature), so wherever it occurs
 * both sides swap it for one placeholder before they are compared.
 *
 * A type with an `exclusive` group (or one that holds such a type) is checked one way only: every
 * value cardc's type admits is a value of the schema's, but json-schema-to-typescript does not read
 * the `dependentSchemas` that forbid two fields of a group together, so its type admits both at once
 * and cardc's type, which makes the combination unrepresentable, rightly refuses it.
 *
 * quicktype has no tagged unions: it merges the members of a union of objects into one class, so it
 * cannot rebuild the unions. Given the file whole it writes the cards as one top-level class whose
 * tag is an enum of every card, and the records they hold under their own names, none numbered.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile as compile15 } from "json-schema-to-typescript";
import { compile as compile16 } from "json-schema-to-typescript-16";
import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from "quicktype-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allNamedTypes, type IrTypeRef } from "../../generator/lower/ir.js";
import { projectRoot } from "../support/cli-process.js";
import { typeCheckConfig } from "../support/compile-trees.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const { ir } = await generateOk(readRealSchema());
const named = allNamedTypes(ir);
const vocabulary = new Set(named.map((type) => type.name));
const schemaPath = join(projectRoot, "generated/cards.schema.json");
/** The root, named after the schema's `$id`: the cards, or without them an empty open interface. */
const rootName = "UrnCardcCards";
/** The open union, compared nowhere as itself (see above). */
const setAside = "ContentBlock";

const schemaText = readFileSync(schemaPath, "utf8");
const compilers = { "15.0.4": compile15, "16.0.0": compile16 };
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "cardc-json-schema-consumer-"));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(Object.entries(compilers))(
  "json-schema-to-typescript %s on the generated JSON Schema",
  (version, compile) => {
    let output: string;
    let whole: string;

    beforeAll(async () => {
      whole = await compile(JSON.parse(schemaText) as object, "cards", { bannerComment: "" });
      // `unreachableDefinitions` reaches the `$defs` only under an object root, so for every type, those
      // no card holds included (`ToolResult`), the root is left out, as a host that wants them does.
      const { anyOf: _cards, ...definitions } = JSON.parse(schemaText) as { anyOf: unknown };
      output = await compile(definitions, "cards", { bannerComment: "", unreachableDefinitions: true });
    });

    function declarationOf(name: string, text = output): string | undefined {
      return new RegExp(`^export type ${name} =[^;]*;$`, "m").exec(text)?.[0];
    }

    it("reads the file whole: its root is the vocabulary's cards, and nothing is numbered", () => {
      expect(declarationOf(rootName, whole)).toBe(`export type ${rootName} = ToolCallView | ToolResultView;`);
      const exported = [...whole.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1] ?? "");
      expect(exported.filter((name) => !vocabulary.has(name) && name !== rootName)).toEqual([]);
    });

    it("writes each union as an alias of its members, nested unions included", () => {
      const unions = named.filter((type) => type.kind === "union" && type.name !== setAside);
      expect(unions.map((union) => union.name)).toContain("SearchResultView");
      for (const union of unions) {
        if (union.kind !== "union") continue;
        const declaration = declarationOf(union.name);
        const members = declaration
          ?.replace(/^export type \w+ =|;$/g, "")
          .split("|")
          .map((member) => member.trim());
        expect(
          members?.filter((member) => member !== ""),
          union.name,
        ).toEqual(union.members.map((member) => member.type.name));
      }
    });

    it("names every type as the vocabulary does and invents none", () => {
      const exported = [...output.matchAll(/^export (?:type|interface|enum|const enum) (\w+)/gm)].map(
        (match) => match[1],
      );
      expect(exported.filter((name) => name !== undefined && /\d$/.test(name) && !vocabulary.has(name))).toEqual([]);
      expect(new Set(exported)).toEqual(new Set([...vocabulary, rootName]));
      for (const type of named) {
        if (type.kind === "record" || type.kind === "variant")
          expect(output).toContain(`export interface ${type.name} {`);
      }
    });

    it("writes types that tsc finds assignable both ways with generated/types.ts, records closed", async () => {
      const folder = join(scratch, version);
      mkdirSync(folder);
      writeFileSync(join(folder, "schema-types.ts"), output);
      copyFileSync(join(projectRoot, "generated/types.ts"), join(folder, "cards.ts"));
      writeFileSync(join(folder, "check.ts"), assignabilityChecks());
      writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module" }));
      writeFileSync(
        join(folder, "tsconfig.json"),
        JSON.stringify({ compilerOptions: strictOptions, include: ["*.ts"] }),
      );
      expect(await typeCheckConfig(join(folder, "tsconfig.json"))).toBe("");
    });
  },
);

describe("quicktype on the generated JSON Schema, given the file whole", () => {
  let output: string;

  beforeAll(async () => {
    const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
    await input.addSource({ name: "Card", schema: schemaText });
    const inputData = new InputData();
    inputData.addInput(input);
    const result = await quicktype({ inputData, lang: "typescript", rendererOptions: { "just-types": "true" } });
    output = result.lines.join("\n");
  });

  it("writes the cards as a class whose tag is an enum of every card, not unknown", () => {
    expect(output).toMatch(/^export interface Card \{$/m);
    const cards = named.flatMap((type) =>
      type.kind === "union" && (type.name === "ToolCallView" || type.name === "ToolResultView")
        ? type.members.map((member) => member.tagValue)
        : [],
    );
    const tag = /^export type CardEnum = ([^;]*);$/m.exec(output)?.[1];
    expect(new Set(tag?.split(" | "))).toEqual(new Set(cards.map((value) => JSON.stringify(value))));
  });

  it("names the records the cards hold as the vocabulary does, and numbers nothing", () => {
    const exported = [...output.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1] ?? "");
    expect(exported.filter((name) => /\d$/.test(name))).toEqual([]);
    expect(exported).toEqual(expect.arrayContaining(["FileLocation", "FileDiff", "WebSource", "ToolCallKind"]));
  });
});

/** The project's strict settings, with no `@types` to look for in a folder that has no node_modules. */
const strictOptions = {
  target: "es2022",
  module: "nodenext",
  moduleResolution: "nodenext",
  lib: ["es2023"],
  types: [],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  noEmit: true,
};

/**
 * One line per named type: a function that returns each side's value as the other side's type, so a
 * mismatch is reported on that type's line with the property at fault. The two `@ts-expect-error`
 * lines show the check can fail: for different types, and for a difference only
 * `exactOptionalPropertyTypes` sees, which the placeholder swap must keep.
 */
function assignabilityChecks(): string {
  const checked = named.filter((type) => type.name !== setAside);
  const bothWays = checked.filter((type) => !holdsExclusiveGroup(type.name));
  const oneWay = checked.filter((type) => holdsExclusiveGroup(type.name));
  expect(oneWay.map((type) => type.name)).toContain("TerminalResultView");
  return [
    `import type * as Schema from "./schema-types.js";`,
    `import type * as Cards from "./cards.js";`,
    ``,
    `declare const placeholder: unique symbol;`,
    `type Swap<T, Open> = [T] extends [Open] ? ([Open] extends [T] ? typeof placeholder : Walk<T, Open>) : Walk<T, Open>;`,
    `type Walk<T, Open> = T extends readonly (infer Item)[]`,
    `  ? Swap<Item, Open>[]`,
    `  : T extends object ? { [K in keyof T]: Swap<T[K], Open> } : T;`,
    `type S<T> = Swap<T, Schema.${setAside}>;`,
    `type C<T> = Swap<T, Cards.${setAside}>;`,
    ``,
    ...bothWays.map(
      ({ name }) =>
        `export const check${name} = (schema: S<Schema.${name}>, cards: C<Cards.${name}>): [C<Cards.${name}>, S<Schema.${name}>] => [schema, cards];`,
    ),
    ...oneWay.map(({ name }) => `export const check${name} = (cards: C<Cards.${name}>): S<Schema.${name}> => cards;`),
    `// @ts-expect-error: the schema's type admits exitCode and signal together; cardc's does not.`,
    `export const exclusiveRefused = (schema: S<Schema.TerminalResultView>): C<Cards.TerminalResultView> => schema;`,
    ``,
    `// @ts-expect-error: a record is closed; an unknown key is refused.`,
    `export const unknownKeyRefused: Schema.ToolResultView = { card: "generic", colour: "red" };`,
    `// @ts-expect-error: two different variants are not the same type.`,
    `export const differentTypes = (schema: S<Schema.TerminalCallView>, cards: C<Cards.DiffCallView>): [C<Cards.DiffCallView>, S<Schema.TerminalCallView>] => [schema, cards];`,
    `type LooseOptional = { title?: string | undefined; content: Cards.ContentBlock[] };`,
    `type ExactOptional = { title?: string; content: Cards.ContentBlock[] };`,
    `// @ts-expect-error: under exactOptionalPropertyTypes an optional field that may hold undefined differs.`,
    `export const looseToExact = (loose: C<LooseOptional>): C<ExactOptional> => loose;`,
    ``,
  ].join("\n");
}

/** Whether a named type has an `exclusive` group, or holds (through fields or members) one that has. */
function holdsExclusiveGroup(name: string, seen: ReadonlySet<string> = new Set()): boolean {
  const type = named.find((candidate) => candidate.name === name);
  if (type === undefined || seen.has(name)) return false;
  const inner = new Set([...seen, name]);
  const refersTo = (ref: IrTypeRef): boolean =>
    ref.kind === "named" ? holdsExclusiveGroup(ref.name, inner) : ref.kind === "array" && refersTo(ref.items);
  switch (type.kind) {
    case "enum":
    case "scalar":
      return false;
    case "union":
      return type.members.some((member) => holdsExclusiveGroup(member.type.name, inner));
    case "record":
    case "variant":
      return type.exclusive.length > 0 || type.fields.some((field) => refersTo(field.type));
  }
}
