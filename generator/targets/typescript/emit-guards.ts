/**
 * Emits the boolean fast path of the validators: one `matchX` function per named type, written out
 * as straight-line checks specialised to that type, with no error objects, no options and no
 * schema walk. `isX` is `matchX` inside a try/catch; `validateX` asks `matchX` for the verdict and
 * only runs Ajv's code (which names variant and path) once the verdict is "invalid".
 *
 *     function matchFileLocation(value: any): boolean {
 *       if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
 *       const keys = Object.keys(value);
 *       let required = 0, hasLine = false;
 *       for (let i = 0; i < keys.length; i++) {
 *         switch (keys[i]) { case "path": required++; break; case "line": hasLine = true; break; default: return false; }
 *       }
 *       if (required !== 1) return false;
 *       if (typeof value.path !== "string") return false;
 *       …
 *
 * What counts is the value as JSON sees it: own enumerable keys only (`Object.keys`), so an
 * inherited property neither satisfies a required field nor is checked; any other own key is
 * rejected; a number must be finite; an optional key holding `undefined` counts as absent.
 * A union dispatches on its tag with a `switch` while it is small, and through a `Map` from tag
 * value to member beyond that, so the cost of finding a variant does not grow with their number.
 */
import { type Code, code, identifier, indent, join, lines, raw } from "../../emit/code.js";
import type { Ir, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes } from "../../lower/ir.js";
import { identifierPattern } from "../../model/names.js";
import { matcherName } from "./naming.js";

/** Unions with more members than this dispatch through a `Map`; below it a `switch` is faster. */
const switchLimit = 8;

export function emitMatchers(ir: Ir): Code {
  return lines(allNamedTypes(ir).map(emitMatcher));
}

function matcher(name: string): Code {
  return identifier(matcherName(name));
}

function emitMatcher(type: IrNamedType | IrVariant): Code {
  switch (type.kind) {
    case "enum":
      return lines([
        code`function ${matcher(type.name)}(value: unknown): boolean {`,
        code`  switch (value) {`,
        ...type.values.map((value) => code`    case ${value}:`),
        code`      return true;`,
        code`    default:`,
        code`      return false;`,
        code`  }`,
        code`}`,
      ]);
    case "record":
      return emitRecordMatcher(type.name, type, []);
    case "variant":
      return emitRecordMatcher(type.name, type, type.tags);
    case "union":
      return emitUnionMatcher(type);
  }
}

function isObject(value: Code): Code {
  return code`typeof ${value} !== "object" || ${value} === null || Array.isArray(${value})`;
}

function emitUnionMatcher(union: IrUnion): Code {
  const value = raw("value");
  const tag = member(value, union.tag);
  const fallback = union.open ? openFallback(union) : code`return false;`;
  if (union.members.length > switchLimit) {
    const cases = identifier(`${matcherName(union.name)}Cases`);
    const entries = union.members.map((m) => code`[${m.tagValue}, ${matcher(m.type.name)}]`);
    return lines([
      code`const ${cases}: ReadonlyMap<unknown, (value: any) => boolean> = new Map([`,
      ...entries.map((entry) => code`  ${entry},`),
      code`]);`,
      code`function ${matcher(union.name)}(value: any): boolean {`,
      code`  if (${isObject(value)}) return false;`,
      code`  const match = ${cases}.get(${tag});`,
      code`  if (match !== undefined) return match(value);`,
      code`  ${fallback}`,
      code`}`,
    ]);
  }
  return lines([
    code`function ${matcher(union.name)}(value: any): boolean {`,
    code`  if (${isObject(value)}) return false;`,
    code`  switch (${tag}) {`,
    ...union.members.map((m) => code`    case ${m.tagValue}:\n      return ${matcher(m.type.name)}(value);`),
    code`    default:`,
    code`      ${fallback}`,
    code`  }`,
    code`}`,
  ]);
}

/** An open union accepts an unknown tag when it is an own string and the enclosing tags hold. */
function openFallback(union: IrUnion): Code {
  const value = raw("value");
  const conditions = [
    code`typeof ${member(value, union.tag)} === "string"`,
    code`Object.hasOwn(${value}, ${union.tag})`,
    ...union.outerTags.flatMap((tag) => [
      code`${member(value, tag.field)} === ${tag.value}`,
      code`Object.hasOwn(${value}, ${tag.field})`,
    ]),
  ];
  return code`return ${join(conditions, " && ")};`;
}

function emitRecordMatcher(name: string, record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): Code {
  const value = raw("value");
  const required = [...tags.map((tag) => tag.field), ...record.fields.filter((f) => !f.optional).map((f) => f.name)];
  const optional = record.fields.filter((field) => field.optional);
  const flag = (field: string): Code => identifier(`has${optional.findIndex((f) => f.name === field)}`);
  const declarations = [
    ...(required.length > 0 ? [code`let required = 0;`] : []),
    ...optional.map((field) => code`let ${flag(field.name)} = false;`),
  ];
  const keyCases = [
    ...required.map((field) => code`        case ${field}:\n          required++;\n          break;`),
    ...optional.map(
      (field) => code`        case ${field.name}:\n          ${flag(field.name)} = true;\n          break;`,
    ),
  ];
  const checks: Code[] = [];
  for (const tag of tags) checks.push(code`  if (${member(value, tag.field)} !== ${tag.value}) return false;`);
  for (const field of record.fields) {
    const local = identifier(`field${record.fields.indexOf(field)}`);
    const body = fieldChecks(field, local);
    if (body.length === 0 && !(field.type.kind === "primitive" && field.type.name === "unknown" && !field.optional)) {
      continue;
    }
    const read = code`  const ${local} = ${member(value, field.name)};`;
    if (field.optional) {
      // Read only when present: a missing key would cost a walk up the prototype chain.
      checks.push(
        code`  if (${flag(field.name)}) {`,
        indent(read),
        code`    if (${local} !== undefined) {`,
        ...body.map((line) => indent(line, 2)),
        code`    }`,
        code`  }`,
      );
      continue;
    }
    checks.push(read);
    if (body.length === 0) {
      // `unknown` takes any value, but a required key must hold one.
      checks.push(code`  if (${local} === undefined) return false;`);
    } else {
      checks.push(...body);
    }
  }
  for (const group of record.exclusive) {
    group.forEach((first, index) => {
      for (const later of group.slice(index + 1)) {
        checks.push(
          code`  if (${flag(first)} && ${flag(later)} && ${member(value, first)} !== undefined && ${member(value, later)} !== undefined) return false;`,
        );
      }
    });
  }
  return lines([
    code`function ${matcher(name)}(value: any): boolean {`,
    code`  if (${isObject(value)}) return false;`,
    code`  const keys = Object.keys(value);`,
    ...declarations.map((declaration) => code`  ${declaration}`),
    code`  for (let i = 0; i < keys.length; i++) {`,
    code`    switch (keys[i]) {`,
    ...keyCases,
    code`      default:`,
    code`        return false;`,
    code`    }`,
    code`  }`,
    ...(required.length > 0 ? [code`  if (required !== ${required.length}) return false;`] : []),
    ...checks,
    code`  return true;`,
    code`}`,
  ]);
}

/** Statements that return false unless `local` holds a value of the field's type. */
function fieldChecks(field: IrField, local: Code): Code[] {
  const body = typeChecks(field.type, local, 1, field);
  if (body.length === 0 || !field.nullable) return body;
  return [code`  if (${local} !== null) {`, ...body.map((line) => indent(line)), code`  }`];
}

function typeChecks(type: IrTypeRef, local: Code, depth: number, bounds?: IrField): Code[] {
  switch (type.kind) {
    case "primitive": {
      const test = primitiveTest(type.name, local, bounds);
      return test === undefined ? [] : [code`  if (!(${test})) return false;`];
    }
    case "named":
      return [code`  if (!${matcher(type.name)}(${local})) return false;`];
    case "array": {
      const index = identifier(`i${depth}`);
      const item = identifier(`item${depth}`);
      const inner = typeChecks(type.items, item, depth + 1);
      if (inner.length === 0) return [code`  if (!Array.isArray(${local})) return false;`];
      return [
        code`  if (!Array.isArray(${local})) return false;`,
        code`  for (let ${index} = 0; ${index} < ${local}.length; ${index}++) {`,
        code`    const ${item} = ${local}[${index}];`,
        ...inner.map((line) => indent(line)),
        code`  }`,
      ];
    }
  }
}

function primitiveTest(name: string, local: Code, bounds: IrField | undefined): Code | undefined {
  const limits = [
    ...(bounds?.minimum === undefined ? [] : [code`${local} >= ${bounds.minimum}`]),
    ...(bounds?.maximum === undefined ? [] : [code`${local} <= ${bounds.maximum}`]),
  ];
  switch (name) {
    case "string":
      return code`typeof ${local} === "string"`;
    case "boolean":
      return code`typeof ${local} === "boolean"`;
    // Non-finite numbers are never JSON numbers, so neither test admits them.
    case "integer":
      return join([code`Number.isInteger(${local})`, ...limits], " && ");
    case "number":
      return join([code`Number.isFinite(${local})`, ...limits], " && ");
    default:
      return undefined;
  }
}

/** `value.path`, or `value["odd key"]` when the name is not an identifier. */
function member(object: Code, name: string): Code {
  return identifierPattern.test(name) ? code`${object}.${raw(name)}` : code`${object}[${name}]`;
}
