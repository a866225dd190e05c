/**
 * A fast-check arbitrary for VALID vocabulary documents: enums, records and closed or open tagged
 * unions (nested one level deep), with every field form (primitives, arrays, references to earlier
 * types, maps, optional, nullable, every constraint keyword), exclusive groups, capabilities with fallbacks, deprecations,
 * and doc lines and tag values full of text that is hostile to generated code (`*\/`, `${`,
 * backslashes, quotes, line separators, NUL and other controls, bidi controls, a byte-order mark). Names are drawn so they can never collide with each other
 * or with a generated name: type names have one capital (derived names have two or start in
 * lowercase), tags and fields come from separate pools. Every kind of name is also drawn from the
 * names the target languages bind, reserve or build in (`support/target-names.ts`), where the checker
 * accepts them, so `Object`, `Some`, `cast`, `type` or `self` meet every emitter.
 */
import fc from "fast-check";
import { isIntegerLikeKey, isObjectPrototypeKey } from "../../generator/model/names.js";
import { pascalCase } from "../../generator/model/casing.js";
import { stringFormats } from "../../generator/model/string-format-names.js";
import { goEnumValueName, goFieldName } from "../../generator/targets/go/naming.js";
import { rustEnumVariant, rustFieldSpelling } from "../../generator/targets/rust/naming.js";
import { targetNamings } from "../../generator/targets/index.js";
import { targetNames, targetTypeNames } from "./target-names.js";

/**
 * What a compiler refuses or a reader cannot see in a comment: NUL (go vet), other controls, NEL, a
 * byte-order mark, bidi overrides and isolates (rustc), and white space gofmt would move.
 */
const unsafeInComments = ["\u0000", "\u0007", "\u000b", "\u0085", "\ufeff", "\u202e", "\u2066", "\u200f", "   ", "\t"];

const hostileText = [
  "*/",
  "/*",
  "${x}",
  "`",
  "\\",
  '"',
  "\u2028",
  "\u2029",
  "</script>",
  "@deprecated",
  "é",
  "😀",
  ...unsafeInComments,
];

/** A non-empty line of text, often carrying a piece that is hostile to generated code. */
const text = fc
  .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.option(fc.constantFrom(...hostileText), { nil: undefined }))
  .map(([plain, hostile]) => (hostile === undefined ? plain : `${plain}${hostile}`))
  .filter((line) => line.trim() !== "");

/** Every name some target's module binds. */
const claimedNames = new Set(targetNamings.flatMap((naming) => naming.reservedNames));

const typeName = fc.oneof(
  fc
    .stringMatching(/^[A-Z][a-z0-9]{1,7}$/)
    .filter((name) => targetNamings.every((naming) => naming.acceptsTypeName(name)) && !claimedNames.has(name)),
  fc.constantFrom(...targetTypeNames),
);

/** A field, tag or enum value is a wire name, which no host refuses: keywords and built-ins included. */
const targetWireName = fc.constantFrom(...targetNames.filter((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)));

/** Field names: identifiers, a host's keywords and built-ins among them; names of Object.prototype members are reserved. */
const fieldName = fc
  .oneof(
    fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,7}$/),
    targetWireName.filter((name) => /^[a-z]/.test(name)),
  )
  .filter((name) => !isObjectPrototypeKey(name));

/** Tag fields by nesting depth, kept apart from field names so no field can clash with a tag. */
const tagFields = [
  ["tagA", "tagB", "kind"],
  ["shapeA", "shapeB", "mode"],
];
const reservedFieldNames = new Set(tagFields.flat());

const tagValue = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.constantFrom("*/", "a b", "${x}", "\u2028", "-1", "01", "1.5", "$ref", "Object"),
    targetWireName,
  )
  .filter((value) => !isIntegerLikeKey(value) && !isObjectPrototypeKey(value));

/** Enum values become Rust variants and Go constants, so their PascalCase form must start with a letter. */
const enumValue = tagValue.filter((value) => /^[A-Za-z]/.test(pascalCase(value)));

function spelledApart(names: readonly string[]): boolean {
  return [rustFieldSpelling, goFieldName].every((spell) => new Set(names.map(spell)).size === names.length);
}

type Json = Record<string, unknown>;

interface FieldContext {
  /** Names declared before this point, by kind: a field may refer only to these, so no type is infinite. */
  readonly enums: readonly string[];
  readonly records: readonly string[];
  readonly unions: readonly string[];
}

/**
 * I-Regexps the checker accepts, with classes, alternation, quantifiers, Unicode categories and
 * characters beyond ASCII, so a drawn pattern meets every host's rendering of each.
 */
const patterns = ["[a-z]+", "[0-9]{2,4}", "(ab|cd)*x?", "\\p{Lu}\\p{Ll}*", "[^ ]*", "é.?", "(😀|[A-F]){1,3}"];

/**
 * The constraints a field may carry, one set per kind of value it could apply to: bounds (inclusive
 * or exclusive, an integer always left between exclusive ones), string lengths or a pattern or a
 * format, and item counts on the outermost array.
 */
const constraintsArbitrary = fc.record({
  numeric: fc
    .option(
      fc.tuple(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 2, max: 1000 }),
        fc.constantFrom("min", "max", "both"),
        fc.boolean(),
        fc.boolean(),
      ),
      { nil: undefined },
    )
    .map((bounds): Json => {
      if (bounds === undefined) return {};
      const [lower, span, which, lowerExclusive, upperExclusive] = bounds;
      const found: Json = {};
      if (which !== "max") found[lowerExclusive ? "exclusiveMinimum" : "minimum"] = lower;
      if (which !== "min") found[upperExclusive ? "exclusiveMaximum" : "maximum"] = lower + span;
      return found;
    }),
  string: fc.oneof(
    fc.constant<Json>({}),
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 4 }))
      .map(([minLength, span]): Json => ({ minLength, maxLength: minLength + span })),
    fc.constantFrom(...patterns).map((pattern): Json => ({ pattern })),
    fc.constantFrom(...stringFormats).map((format): Json => ({ format })),
  ),
  items: fc.oneof(
    fc.constant<Json>({}),
    fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
      .map(([minItems, span]): Json => ({ minItems, maxItems: minItems + span })),
  ),
});

function fieldArbitrary(context: FieldContext): fc.Arbitrary<Json> {
  const named = [...context.enums, ...context.records, ...context.unions];
  const base = fc.oneof(
    fc.constantFrom("string", "integer", "number", "boolean", "unknown"),
    ...(named.length > 0 ? [fc.constantFrom(...named)] : []),
  );
  return fc
    .record({
      base,
      arrayDepth: fc.constantFrom(0, 0, 0, 1, 2),
      // Now and then the whole is a map's values, keyed by string or by an enum declared before.
      mapKey: fc.constantFrom(undefined, undefined, undefined, undefined, "string", ...context.enums),
      doc: text,
      optional: fc.boolean(),
      nullable: fc.boolean(),
      deprecated: fc.option(text, { nil: undefined }),
      constraints: constraintsArbitrary,
    })
    .map(({ base, arrayDepth, mapKey, doc, optional, nullable, deprecated, constraints }) => {
      const values = `${base}${"[]".repeat(arrayDepth)}`;
      const field: Json = { type: mapKey === undefined ? values : `map<${mapKey}, ${values}>`, doc };
      if (optional) field["optional"] = true;
      if (nullable) field["nullable"] = true;
      if (deprecated !== undefined) field["deprecated"] = deprecated;
      // Constraints reach the leaves of arrays, not the values of maps.
      if (mapKey === undefined) {
        if (base === "integer" || base === "number") Object.assign(field, constraints.numeric);
        if (base === "string") Object.assign(field, constraints.string);
        if (arrayDepth > 0) Object.assign(field, constraints.items);
      }
      return field;
    });
}

function fieldsArbitrary(context: FieldContext): fc.Arbitrary<{ fields: Json; exclusive?: string[][] }> {
  return (
    fc
      .uniqueArray(fc.tuple(fieldName, fieldArbitrary(context)), {
        maxLength: 5,
        selector: ([name]) => name,
      })
      // Python, Rust and Go must be able to tell every field apart (`oldText` / `old_text` in Rust, `url` / `URL` in Go).
      .filter((entries) => spelledApart(entries.map(([name]) => name)))
      .map((entries) => entries.filter(([name]) => !reservedFieldNames.has(name)))
      .chain((entries) => {
        const fields: Json = {};
        for (const [name, field] of entries)
          Object.defineProperty(fields, name, { value: field, enumerable: true, writable: true, configurable: true });
        const optional = entries.filter(([, field]) => field["optional"] === true).map(([name]) => name);
        if (optional.length < 2) return fc.constant({ fields });
        return fc
          .boolean()
          .map((exclusive) => (exclusive ? { fields, exclusive: [optional.slice(0, 2)] } : { fields }));
      })
  );
}

/** A type name as each target that changes type names spells it, one after the other. */
function spelledEverywhere(name: string): string {
  return targetNamings.reduce((spelled, naming) => naming.typeNames?.(spelled) ?? spelled, name);
}

/** Every name a document declares, drawn up front so they are unique across types and variants. */
function documentArbitrary(): fc.Arbitrary<Json> {
  return fc
    .record({
      enumCount: fc.integer({ min: 0, max: 2 }),
      recordCount: fc.integer({ min: 0, max: 3 }),
      unionShapes: fc.array(
        fc.record({
          variants: fc.integer({ min: 1, max: 3 }),
          nested: fc.integer({ min: 0, max: 1 }),
          open: fc.boolean(),
          capabilities: fc.boolean(),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    })
    .chain((shape) => {
      const nameCount =
        shape.enumCount +
        shape.recordCount +
        shape.unionShapes.reduce((sum, union) => sum + 1 + union.variants + union.nested * 3, 0);
      return (
        fc
          // Unique as every target spells them, too: Go's `Set` is `set` capitalised.
          .uniqueArray(typeName, { minLength: nameCount, maxLength: nameCount, selector: spelledEverywhere })
          .chain((names) => buildDocument(shape, names))
      );
    });
}

interface Shape {
  readonly enumCount: number;
  readonly recordCount: number;
  readonly unionShapes: readonly { variants: number; nested: number; open: boolean; capabilities: boolean }[];
}

function buildDocument(shape: Shape, names: readonly string[]): fc.Arbitrary<Json> {
  let next = 0;
  const take = (): string => names[next++] as string;
  const enums = Array.from({ length: shape.enumCount }, take);
  const records = Array.from({ length: shape.recordCount }, take);
  const unions = shape.unionShapes.map((union) => ({
    ...union,
    name: take(),
    variantNames: Array.from({ length: union.variants }, take),
    nestedNames: Array.from({ length: union.nested * 3 }, take),
  }));

  const parts: fc.Arbitrary<[string, Json]>[] = [];
  enums.forEach((name) => {
    parts.push(
      fc
        // Distinct Go constants (`id` / `ID` are both `ID`) are distinct Rust variants too.
        .record({
          doc: text,
          values: fc
            .uniqueArray(enumValue, { minLength: 1, maxLength: 4, selector: goEnumValueName })
            .filter((values) => new Set(values.map(rustEnumVariant)).size === values.length),
        })
        .map(({ doc, values }): [string, Json] => [name, { doc, enum: values }]),
    );
  });
  records.forEach((name, index) => {
    const context = { enums, records: records.slice(0, index), unions: [] };
    parts.push(
      fc
        .record({ doc: text, body: fieldsArbitrary(context) })
        .map(({ doc, body }): [string, Json] => [name, { doc, ...body }]),
    );
  });
  unions.forEach((union, index) => {
    const context = { enums, records, unions: unions.slice(0, index).map((earlier) => earlier.name) };
    const leaf = (name: string) =>
      fc.record({ doc: text, body: fieldsArbitrary(context) }).map(({ doc, body }) => ({ name, doc, ...body }));
    const nestedUnion =
      union.nested === 1
        ? fc
            .record({
              doc: text,
              tag: fc.constantFrom(...(tagFields[1] as string[])),
              tags: fc.uniqueArray(tagValue, { minLength: 2, maxLength: 2 }),
              left: leaf(union.nestedNames[1] as string),
              right: leaf(union.nestedNames[2] as string),
            })
            .map(({ doc, tag, tags, left, right }) => ({
              name: union.nestedNames[0] as string,
              doc,
              tag,
              variants: Object.fromEntries([
                [tags[0], left],
                [tags[1], right],
              ]),
            }))
        : fc.constant(undefined);
    parts.push(
      fc
        .record({
          doc: text,
          tag: fc.constantFrom(...(tagFields[0] as string[])),
          tags: fc.uniqueArray(tagValue, { minLength: union.variants + 1, maxLength: union.variants + 1 }),
          leaves: fc.tuple(...union.variantNames.map(leaf)),
          nested: nestedUnion,
          capability: text,
        })
        .map(({ doc, tag, tags, leaves, nested, capability }): [string, Json] => {
          const members: [string, Json][] = leaves.map((variant, position) => [tags[position] as string, variant]);
          if (nested !== undefined) members.push([tags[union.variants] as string, nested]);
          // The first variant needs no capability, so every other one can fall back to it.
          if (union.capabilities && members.length > 1) {
            for (const [, member] of members.slice(1)) {
              member["capability"] = capability;
              member["fallback"] = members[0]?.[0];
            }
          }
          const variants: Json = {};
          for (const [value, member] of members)
            Object.defineProperty(variants, value, {
              value: member,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          return [union.name, { doc, tag, ...(union.open ? { open: true } : {}), variants }];
        }),
    );
  });
  return fc.tuple(text, ...parts).map(([doc, ...declared]) => {
    const types: Json = {};
    for (const [name, declaration] of declared) types[name] = declaration;
    return { id: "urn:cardc:property", doc, types };
  });
}

/** A valid vocabulary as source text, the way an author would write it. */
export const vocabularySource: fc.Arbitrary<string> = documentArbitrary().map((document) =>
  JSON.stringify(document, null, 2),
);
