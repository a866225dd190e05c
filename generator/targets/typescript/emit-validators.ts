/**
 * Emits the validators, compiled at generation time so that loading them compiles nothing:
 *
 * - `validators.compiled.js`: Ajv's standalone ESM code for the JSON Schema, one exported function
 *   per enum, record and leaf variant (`FileLocation`, `SearchPathsResultView`, …), and its `.d.ts`;
 * - `validators.ts`: `isX` / `validateX` for every named type. The verdict always comes from the
 *   straight-line `matchX` of `emit-guards.ts`; only a rejected value goes on to Ajv's code, to be
 *   explained. A union's explanation walks a table from tag value to member, so an error names the
 *   variant the tags selected instead of a page of `oneOf` noise.
 *
 *     const toolCallViewTable = unionTable("ToolCallView", "card", false, [
 *       ["generic", leaf(compiled.GenericCallView)], …]);
 *     export function isToolCallView(value: unknown): value is Cards.ToolCallView {
 *       try { return matchToolCallView(value); } catch { return false; }
 *     }
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import { type Code, code, docComment, identifier, join, lines } from "../../emit/code.js";
import type { JsonSchema } from "../../emit/emit-json-schema.js";
import type { Ir, IrNamedType, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes } from "../../lower/ir.js";
import { guardName, matcherName, unionTableName, validatorName, validatorRuntimeImports } from "./naming.js";
import { emitMatchers } from "./emit-guards.js";

// The standalone module is CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

/** The Ajv options every generated validator is compiled with; `ownProperties` keeps inherited keys out. */
function createAjv(): Ajv2020 {
  return new Ajv2020({
    strict: true,
    allErrors: false,
    discriminator: true,
    ownProperties: true,
    allowUnionTypes: true,
    // The schema is cardc's own output, validated against the 2020-12 meta-schema by the agreement
    // test; compiling the meta-schema on every run cost ~100 ms of CPU, a third of Ajv's share.
    validateSchema: false,
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
    ...named.map(emitEntryPoints),
    code`// The fast path: the type's rules as plain checks, no error objects. The exported functions above`,
    code`// catch anything a hostile value throws from a getter or proxy trap.`,
    code``,
    emitMatchers(ir),
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
  return lines([
    code`const ${tableName(union)} = unionTable(${union.name}, ${union.tag}, ${union.open}, [`,
    ...members.map((member) => code`  ${member},`),
    code`]);`,
  ]);
}

function emitEntryPoints(named: IrNamedType | IrVariant): Code {
  const type = code`Cards.${identifier(named.name)}`;
  const guard = identifier(guardName(named.name));
  const explain =
    named.kind === "union"
      ? code`explainUnion(${tableName(named)}, value)`
      : code`explainWith(${named.name}, compiled.${identifier(named.name)}, value)`;
  const where = named.kind === "union" ? "the variant and path" : "the path";
  return lines([
    docComment([`Whether a value is a {@link Cards.${named.name}}. Never throws.`]),
    code`export function ${guard}(value: unknown): value is ${type} {`,
    code`  try {`,
    code`    return ${identifier(matcherName(named.name))}(value);`,
    code`  } catch {`,
    code`    return false;`,
    code`  }`,
    code`}`,
    docComment([
      `Checks a value against {@link Cards.${named.name}}: the typed value, or errors naming ${where}. Never throws.`,
    ]),
    code`export function ${identifier(validatorName(named.name))}(value: unknown): Validation<${type}> {`,
    code`  if (${guard}(value)) return { ok: true, value };`,
    code`  return ${explain};`,
    code`}`,
    code``,
  ]);
}
