/**
 * Emits the boolean fast path of the validators: one `matchX` function per named type, written out
 * as straight-line checks specialised to that type, with no error objects, no options and no
 * schema walk. `isX` is `matchX` inside a try/catch; `validateX` asks `matchX` for the verdict and
 * only runs the explainer (emit-explainers.ts), which names variant and path, once it is "invalid".
 *
 *     function matchFileLocation(value: any): boolean {
 *       if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
 *       const keys = Object.keys(value);
 *       let required = 0, has0 = false;
 *       for (let i = 0; i < keys.length; i++) {
 *         switch (keys[i]) { case "path": required++; break; case "line": has0 = true; break; default: return false; }
 *       }
 *       if (required !== 1) return false;
 *       const field0 = value.path;
 *       if (!(typeof field0 === "string")) return false;
 *       …
 *
 * What counts is the value as JSON sees it: own enumerable keys only (`Object.keys`), so an
 * inherited property neither satisfies a required field nor is checked; any other own key is
 * rejected; a number must be finite; an optional key holding `undefined` counts as absent.
 * A union dispatches on its tag with a `switch` while it is small, and through a `Map` from tag
 * value to member beyond that, so the cost of finding a variant does not grow with their number.
 */
import { type Code, type Statement, block, braces, code, identifier, join, raw } from "../../emit/code.js";
import type { Ir, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType, tagsOf, visitNamed } from "../../lower/ir.js";
import { identifierPattern } from "../../model/names.js";
import { matcherCasesName, matcherName } from "./naming.js";

/** Unions with more members than this dispatch through a `Map`; below it a `switch` is faster. */
export const switchLimit = 8;

/**
 * The matchers as TypeScript, or with `typed` false as plain JavaScript, which the generator runs
 * in-process (`in-process-checks.ts`) to check a vocabulary exactly as its generated code would.
 */
export function emitMatchers(ir: Ir, typed = true): Statement[] {
  return allNamedTypes(ir).flatMap((type) => emitMatcher(type, typed));
}

/** A type annotation, or nothing in plain JavaScript. */
export function annotation(typed: boolean, text: string): Code {
  return raw(typed ? text : "");
}

function matcher(name: string): Code {
  return identifier(matcherName(name));
}

function emitMatcher(type: IrNamedType | IrVariant, typed: boolean): Statement[] {
  return visitNamed<Statement[]>(type, {
    enum: (type) => [
      braces(
        code`function ${matcher(type.name)}(value${annotation(typed, ": unknown")})${annotation(typed, ": boolean")}`,
        [
          braces(code`switch (value)`, [
            ...type.values.slice(0, -1).map((value) => code`case ${value}:`),
            ...type.values.slice(-1).map((value) => block(code`case ${value}:`, [code`return true;`])),
            block(raw("default:"), [code`return false;`]),
          ]),
        ],
      ),
    ],
    object: (type) => [emitRecordMatcher(type.name, type, tagsOf(type), typed)],
    union: (type) => emitUnionMatcher(type, typed),
  });
}

/** The test that a value is not a JSON object. */
export function notObject(value: Code): Code {
  return code`typeof ${value} !== "object" || ${value} === null || Array.isArray(${value})`;
}

function emitUnionMatcher(union: IrUnion, typed: boolean): Statement[] {
  const value = raw("value");
  const tag = member(value, union.tag);
  const fallback = union.open ? openFallback(union) : code`return false;`;
  const head = code`function ${matcher(union.name)}(value${annotation(typed, ": any")})${annotation(typed, ": boolean")}`;
  const objectCheck = code`if (${notObject(value)}) return false;`;
  if (union.members.length > switchLimit) {
    const cases = identifier(matcherCasesName(union.name));
    return [
      // One `set` a member rather than a literal of entries: tsc types each entry of a long literal
      // as an array of its own before reading it as a pair, which cost most of a large union's check.
      code`const ${cases} = new Map${annotation(typed, "<unknown, (value: any) => boolean>")}();`,
      ...union.members.map((m) => code`${cases}.set(${m.tagValue}, ${matcher(m.type.name)});`),
      braces(head, [
        objectCheck,
        code`const match = ${cases}.get(${tag});`,
        code`if (match !== undefined) return match(value);`,
        fallback,
      ]),
    ];
  }
  return [
    braces(head, [
      objectCheck,
      braces(code`switch (${tag})`, [
        ...union.members.map((m) => block(code`case ${m.tagValue}:`, [code`return ${matcher(m.type.name)}(value);`])),
        block(raw("default:"), [fallback]),
      ]),
    ]),
  ];
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

function emitRecordMatcher(
  name: string,
  record: Omit<IrRecord, "kind">,
  tags: readonly IrTag[],
  typed: boolean,
): Statement {
  const value = raw("value");
  const required = [...tags.map((tag) => tag.field), ...record.fields.filter((f) => !f.optional).map((f) => f.name)];
  const optional = record.fields.filter((field) => field.optional);
  const flag = (field: string): Code => identifier(`has${optional.findIndex((f) => f.name === field)}`);
  const declarations = [
    ...(required.length > 0 ? [code`let required = 0;`] : []),
    ...optional.map((field) => code`let ${flag(field.name)} = false;`),
  ];
  // The required keys share one arm; each optional key sets its flag on one line.
  const keyCases = [
    ...required.slice(0, -1).map((field) => code`case ${field}:`),
    ...required.slice(-1).map((field) => block(code`case ${field}:`, [code`required++;`, code`break;`])),
    ...optional.map((field) => code`case ${field.name}: ${flag(field.name)} = true; break;`),
  ];
  const checks: Statement[] = [];
  for (const tag of tags) checks.push(code`if (${member(value, tag.field)} !== ${tag.value}) return false;`);
  record.fields.forEach((field, index) => {
    const local = identifier(`field${index}`);
    const body = fieldChecks(field, local);
    // `unknown` takes any value, but a required key must hold one.
    if (body.length === 0 && (field.optional || !isUnknownType(field.type))) return;
    const read = code`const ${local} = ${member(value, field.name)};`;
    if (field.optional) {
      // Read only when present: a missing key would cost a walk up the prototype chain.
      checks.push(braces(code`if (${flag(field.name)})`, [read, braces(code`if (${local} !== undefined)`, body)]));
      return;
    }
    checks.push(read, ...(body.length === 0 ? [code`if (${local} === undefined) return false;`] : body));
  });
  for (const [first, later] of exclusivePairs(record)) {
    checks.push(
      code`if (${flag(first)} && ${flag(later)} && ${member(value, first)} !== undefined && ${member(value, later)} !== undefined) return false;`,
    );
  }
  return braces(code`function ${matcher(name)}(value${annotation(typed, ": any")})${annotation(typed, ": boolean")}`, [
    code`if (${notObject(value)}) return false;`,
    code`const keys = Object.keys(value);`,
    ...declarations,
    braces(code`for (let i = 0; i < keys.length; i++)`, [
      braces(code`switch (keys[i])`, [...keyCases, block(raw("default:"), [code`return false;`])]),
    ]),
    ...(required.length > 0 ? [code`if (required !== ${required.length}) return false;`] : []),
    ...checks,
    code`return true;`,
  ]);
}

/** Statements that return false unless `local` holds a value of the field's type. */
function fieldChecks(field: IrField, local: Code): Statement[] {
  const body = typeChecks(field.type, local, 1, field);
  if (body.length === 0 || !field.nullable) return body;
  return [braces(code`if (${local} !== null)`, body)];
}

function typeChecks(type: IrTypeRef, local: Code, depth: number, bounds?: IrField): Statement[] {
  switch (type.kind) {
    case "primitive": {
      const test = primitiveTest(type.name, local, bounds);
      return test === undefined ? [] : [code`if (!(${test})) return false;`];
    }
    case "named":
      return [code`if (!${matcher(type.name)}(${local})) return false;`];
    case "array": {
      const index = identifier(`i${depth}`);
      const item = identifier(`item${depth}`);
      const inner = typeChecks(type.items, item, depth + 1);
      const isArray = code`if (!Array.isArray(${local})) return false;`;
      if (inner.length === 0) return [isArray];
      return [
        isArray,
        braces(code`for (let ${index} = 0; ${index} < ${local}.length; ${index}++)`, [
          code`const ${item} = ${local}[${index}];`,
          ...inner,
        ]),
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
export function member(object: Code, name: string): Code {
  return identifierPattern.test(name) ? code`${object}.${raw(name)}` : code`${object}[${name}]`;
}
