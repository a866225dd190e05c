/**
 * Emits the validators, compiled at generation time so that loading them compiles nothing:
 *
 * - `validators.compiled.js`: Ajv's standalone ESM code for the JSON Schema, one exported function
 *   per enum, record and leaf variant (`FileLocation`, `SearchPathsResultView`, …), and its `.d.ts`;
 * - `validators.ts`: `isX` / `validateX` for every named type. A union is a table from tag value to
 *   member, so dispatch costs one map lookup per tag level however many variants there are, and an
 *   error names the variant the tags selected instead of a page of `oneOf` noise.
 *
 *     const toolCallViewTable = unionTable("ToolCallView", "card", false, [
 *       ["generic", leaf(compiled.GenericCallView)], …]);
 *     export function isToolCallView(value: unknown): value is Cards.ToolCallView { … }
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import { type Code, code, docComment, identifier, join, lines } from "./code.js";
import type { JsonSchema } from "./emit-json-schema.js";
import type { Ir, IrNamedType, IrUnion, IrVariant } from "../lower/ir.js";
import { allNamedTypes } from "../lower/ir.js";
import { guardName, unionTableName, validatorName, validatorRuntimeImports } from "../lower/naming.js";

// The standalone module is CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

/** The Ajv options every generated validator is compiled with; `ownProperties` keeps inherited keys out. */
export function createAjv(): Ajv2020 {
  return new Ajv2020({
    strict: true,
    allErrors: false,
    discriminator: true,
    ownProperties: true,
    allowUnionTypes: true,
    code: { source: true, esm: true, lines: true },
  });
}

/** Compiles the schema once; the caller reuses the instance for checking examples. */
export function compileSchema(schema: JsonSchema): Ajv2020 {
  const ajv = createAjv();
  ajv.addSchema(schema);
  return ajv;
}

/** Types whose Ajv function is exported directly; unions dispatch through a table instead. */
function compiledTypes(ir: Ir): (IrNamedType | IrVariant)[] {
  return allNamedTypes(ir).filter((type) => type.kind !== "union");
}

export function emitCompiledValidators(ir: Ir, ajv: Ajv2020): string {
  const refs: Record<string, string> = {};
  for (const type of compiledTypes(ir)) refs[type.name] = `${ir.id}#/$defs/${type.name}`;
  return standaloneCode(ajv, refs);
}

export function emitCompiledDeclarations(ir: Ir): Code {
  return lines([
    code`import type { CompiledValidator } from "cardc/runtime";`,
    code``,
    ...compiledTypes(ir).map((type) => code`export declare const ${identifier(type.name)}: CompiledValidator;`),
  ]);
}

export function emitValidators(ir: Ir): Code {
  const named = allNamedTypes(ir);
  const unions = named.filter((type): type is IrUnion => type.kind === "union");
  return lines([
    code`import type * as Cards from "./types.js";`,
    code`import * as compiled from "./validators.compiled.js";`,
    code`import { type Validation, ${join(validatorRuntimeImports().map(identifier), ", ")} } from "cardc/runtime";`,
    code``,
    // Inner unions first, so every table exists before a table that nests it.
    ...[...unions].reverse().map(emitUnionTable),
    code``,
    ...named.map((type) => (type.kind === "union" ? emitUnionChecks(type) : emitCompiledChecks(type))),
  ]);
}

function tableName(union: IrUnion): Code {
  return identifier(unionTableName(union.name));
}

function emitUnionTable(union: IrUnion): Code {
  const members = union.members.map((member) =>
    member.type.kind === "union"
      ? code`[${member.tagValue}, nested(${tableName(member.type)})]`
      : code`[${member.tagValue}, leaf(compiled.${identifier(member.type.name)})]`,
  );
  return code`const ${tableName(union)} = unionTable(${union.name}, ${union.tag}, ${union.open}, [${join(members, ", ")}]);`;
}

function emitUnionChecks(union: IrUnion): Code {
  const type = code`Cards.${identifier(union.name)}`;
  return lines([
    docComment([`Whether a value is a {@link Cards.${union.name}}. Never throws.`]),
    code`export function ${identifier(guardName(union.name))}(value: unknown): value is ${type} {`,
    code`  return matchesUnion(${tableName(union)}, value);`,
    code`}`,
    docComment([
      `Checks a value against {@link Cards.${union.name}}: the typed value, or errors naming the variant and path. Never throws.`,
    ]),
    code`export function ${identifier(validatorName(union.name))}(value: unknown): Validation<${type}> {`,
    code`  return validateUnion(${tableName(union)}, value);`,
    code`}`,
    code``,
  ]);
}

function emitCompiledChecks(named: IrNamedType | IrVariant): Code {
  const type = code`Cards.${identifier(named.name)}`;
  const fn = code`compiled.${identifier(named.name)}`;
  return lines([
    docComment([`Whether a value is a {@link Cards.${named.name}}. Never throws.`]),
    code`export function ${identifier(guardName(named.name))}(value: unknown): value is ${type} {`,
    code`  return passes(${fn}, value);`,
    code`}`,
    docComment([
      `Checks a value against {@link Cards.${named.name}}: the typed value, or errors naming the path. Never throws.`,
    ]),
    code`export function ${identifier(validatorName(named.name))}(value: unknown): Validation<${type}> {`,
    code`  return validateWith(${named.name}, ${fn}, value);`,
    code`}`,
    code``,
  ]);
}
