/**
 * Emits the second pass of `validateX`: one `explainX(value, path)` per named type, run only once
 * the fast path (`matchX`, emit-guards.ts) has rejected a value, returning the first problem as a
 * JSON Pointer and a message, and the variant the value's tags selected. It looks where Ajv's code
 * for the generated JSON Schema looks, in the same order (the type, required keys, unknown keys,
 * each property in declaration order, exclusive pairs), so both name the same first problem. A
 * field of a named type calls that type's explainer, so the code grows with the vocabulary.
 *
 *     function explainFileLocation(value: any, path: string): Found | undefined {
 *       if (typeof value !== "object" || value === null || Array.isArray(value)) return { path, message: "must be object" };
 *       if (value.path === undefined || !isOwn(value, "path")) return { path: path + "/path", message: "is required" };
 *       for (const key of Object.keys(value)) {
 *         switch (key) { case "path": case "line": break; default: return { path: path + "/" + escapeKey(key), … }; }
 *       }
 *       const field0 = value.path;
 *       if (typeof field0 !== "string") return { path: path + "/path", message: "must be string" };
 *       …
 *
 * Presence is the fast path's: an own enumerable key (what JSON writes) holding a value other than
 * `undefined`. Messages come from `emit/check-messages.ts`, which the Python checks share.
 */
import {
  atLeast,
  atMost,
  fieldPointer,
  isNotAllowed,
  isRequired,
  mustBe,
  mustBeObject,
  mustBeString,
  mustEqual,
  notTogether,
  oneOf,
} from "../../emit/check-messages.js";
import { type Code, type Statement, block, braces, code, identifier, join, raw } from "../../emit/code.js";
import type { Ir, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType } from "../../lower/ir.js";
import { annotation, member, notObject } from "./emit-guards.js";
import { explainerCasesName, explainerName, matcherName } from "./naming.js";

/** The `cardc/runtime` names explainers call, in import order. */
export const explainerRuntime = ["escapeKey", "inner", "isOwn", "within", "wrongTag", "wrongValue"] as const;
export type ExplainerRuntime = (typeof explainerRuntime)[number];

export interface Explainers {
  readonly statements: readonly Statement[];
  /** The runtime helpers the explainers call. */
  readonly uses: ReadonlySet<ExplainerRuntime>;
}

/** The explainers as TypeScript, or with `typed` false as plain JavaScript (see `emitMatchers`). */
export function emitExplainers(ir: Ir, typed = true): Explainers {
  const emitter = new ExplainerEmitter(ir, typed);
  return { statements: allNamedTypes(ir).flatMap((type) => emitter.explainer(type)), uses: emitter.uses };
}

function explainerOf(name: string): Code {
  return identifier(explainerName(name));
}

const value = raw("value");

/** Where a checked value sits: a pointer fixed at generation time, then the index of each array around it. */
interface Place {
  readonly pointer: string;
  readonly indices: readonly Code[];
}

class ExplainerEmitter {
  readonly uses = new Set<ExplainerRuntime>();
  private readonly byName: ReadonlyMap<string, IrNamedType | IrVariant>;

  constructor(
    ir: Ir,
    private readonly typed: boolean,
  ) {
    this.byName = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
  }

  private signature(name: string, type: string): Code {
    const typed = this.typed;
    return code`function ${explainerOf(name)}(value${annotation(typed, `: ${type}`)}, path${annotation(typed, ": string")})${annotation(typed, ": Found | undefined")}`;
  }

  private runtime(name: ExplainerRuntime): Code {
    this.uses.add(name);
    return identifier(name);
  }

  explainer(type: IrNamedType | IrVariant): Statement[] {
    switch (type.kind) {
      case "enum":
        return [
          braces(this.signature(type.name, "unknown"), [
            code`if (typeof value !== "string") return ${problem(raw("path"), mustBe("string"))};`,
            code`return ${identifier(matcherName(type.name))}(value) ? undefined : ${problem(raw("path"), oneOf(type.values))};`,
          ]),
        ];
      case "record":
        return [this.recordExplainer(type.name, type, [])];
      case "variant":
        return [this.recordExplainer(type.name, type, type.tags)];
      case "union":
        return this.unionExplainer(type);
    }
  }

  private unionExplainer(union: IrUnion): Statement[] {
    const cases = identifier(explainerCasesName(union.name));
    const tag = union.tag;
    const wrongTag = this.runtime("wrongTag");
    const unknownTag = union.open
      ? [
          // An open union accepts a tag it does not know, as long as it is an own string and the enclosing tags hold.
          code`if (typeof tag !== "string" || !${this.runtime("isOwn")}(value, ${tag})) return ${wrongTag}(value, path, ${tag}, ${mustBeString});`,
          ...union.outerTags.map(
            (outer) =>
              code`if (${member(value, outer.field)} !== ${outer.value} || !isOwn(value, ${outer.field})) return ${wrongTag}(value, path, ${outer.field}, ${mustEqual(outer.value)});`,
          ),
          code`return undefined;`,
        ]
      : [code`return ${wrongTag}(value, path, ${tag}, ${oneOf(union.members.map((m) => m.tagValue))});`];
    return [
      block(
        code`const ${cases} = new Map${annotation(this.typed, "<unknown, (value: any, path: string) => Found | undefined>")}([`,
        union.members.map((m) => code`[${m.tagValue}, ${explainerOf(m.type.name)}],`),
        raw("]);"),
      ),
      braces(this.signature(union.name, "any"), [
        code`if (${notObject(value)}) return ${this.runtime("wrongValue")}(path, ${mustBeObject}, value);`,
        code`const tag = ${member(value, tag)};`,
        code`const explainMember = ${cases}.get(tag);`,
        code`if (explainMember !== undefined) return ${this.runtime("within")}(${tag}, tag, explainMember(value, path));`,
        ...unknownTag,
      ]),
    ];
  }

  private recordExplainer(name: string, record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): Statement {
    const isOwn = this.runtime("isOwn");
    const path = raw("path");
    const required = [...tags.map((t) => t.field), ...record.fields.filter((f) => !f.optional).map((f) => f.name)];
    const declared = [...tags.map((t) => t.field), ...record.fields.map((f) => f.name)];
    const present = (key: string): Code => code`${member(value, key)} !== undefined && ${isOwn}(value, ${key})`;
    const keyCases =
      declared.length === 0
        ? []
        : [
            ...declared.slice(0, -1).map((key) => code`case ${key}:`),
            block(code`case ${declared.at(-1) ?? ""}:`, [code`break;`]),
          ];
    const fields = record.fields.flatMap((field, index) =>
      this.fieldStatements(field, identifier(`field${index}`), present),
    );
    const needsFound = record.fields.some((field) => refersToNamed(field.type));
    return braces(this.signature(name, "any"), [
      code`if (${notObject(value)}) return ${problem(path, mustBeObject)};`,
      ...required.map(
        (key) =>
          code`if (${member(value, key)} === undefined || !${isOwn}(value, ${key})) return ${problem(at(key), isRequired)};`,
      ),
      braces(code`for (const key of Object.keys(value))`, [
        braces(code`switch (key)`, [
          ...keyCases,
          block(raw("default:"), [
            code`return ${problem(code`path + "/" + ${this.runtime("escapeKey")}(key)`, isNotAllowed)};`,
          ]),
        ]),
      ]),
      ...tags.map(
        (t) => code`if (${member(value, t.field)} !== ${t.value}) return ${problem(at(t.field), mustEqual(t.value))};`,
      ),
      ...(needsFound ? [code`let found${annotation(this.typed, ": Found | undefined")};`] : []),
      ...fields,
      ...exclusivePairs(record).map(
        ([first, later]) =>
          code`if (${present(first)} && ${present(later)}) return ${problem(at(later), code`${notTogether} + path + ${fieldPointer(first)}`)};`,
      ),
      code`return undefined;`,
    ]);
  }

  private fieldStatements(field: IrField, local: Code, present: (key: string) => Code): Statement[] {
    if (isUnknownType(field.type)) return [];
    const place: Place = { pointer: fieldPointer(field.name), indices: [] };
    const checks = this.valueChecks(field.type, local, place, 1, field);
    if (checks.length === 0) return [];
    // A nullable primitive's checks admit null themselves; any other type's are skipped for it.
    const body =
      field.nullable && field.type.kind !== "primitive" ? [braces(code`if (${local} !== null)`, checks)] : checks;
    const read = code`const ${local} = ${member(value, field.name)};`;
    // A required key is present once the required checks passed; an optional one is checked only when present.
    return field.optional ? [braces(code`if (${present(field.name)})`, [read, ...body])] : [read, ...body];
  }

  /** Statements that return the first problem of `subject`, a value of `type` at `place`. */
  private valueChecks(type: IrTypeRef, subject: Code, place: Place, depth: number, field?: IrField): Statement[] {
    const where = pathOf(place);
    switch (type.kind) {
      case "primitive": {
        const test = primitiveTest(type.name, subject);
        if (test === undefined) return [];
        const nullable = field?.nullable === true;
        const orNull = (check: Code): Code => (nullable ? code`${subject} !== null && ${check}` : check);
        return [
          code`if (${orNull(test)}) return ${problem(where, mustBe(type.name, nullable))};`,
          ...(field?.minimum === undefined
            ? []
            : [
                code`if (${orNull(code`${subject} < ${field.minimum}`)}) return ${problem(where, atLeast(field.minimum))};`,
              ]),
          ...(field?.maximum === undefined
            ? []
            : [
                code`if (${orNull(code`${subject} > ${field.maximum}`)}) return ${problem(where, atMost(field.maximum))};`,
              ]),
        ];
      }
      case "named": {
        const target = this.byName.get(type.name);
        if (target === undefined) throw new Error(`no declaration for the type "${type.name}"`);
        // A union's explainer names the variant its tags selected; inside a field that variant is dropped.
        const result = target.kind === "union" ? code`${this.runtime("inner")}(found)` : raw("found");
        return [
          code`found = ${explainerOf(type.name)}(${subject}, ${where});`,
          code`if (found !== undefined) return ${result};`,
        ];
      }
      case "array": {
        const index = identifier(`i${depth}`);
        const item = identifier(`item${depth}`);
        const items = this.valueChecks(type.items, item, { ...place, indices: [...place.indices, index] }, depth + 1);
        return [
          code`if (!Array.isArray(${subject})) return ${problem(where, mustBe("array"))};`,
          ...(items.length === 0
            ? []
            : [
                braces(code`for (let ${index} = 0; ${index} < ${subject}.length; ${index}++)`, [
                  code`const ${item} = ${subject}[${index}];`,
                  ...items,
                ]),
              ]),
        ];
      }
    }
  }
}

function refersToNamed(type: IrTypeRef): boolean {
  return type.kind === "named" || (type.kind === "array" && refersToNamed(type.items));
}

/** The test that finds a value not of a primitive type; none for `unknown`, which takes anything. */
function primitiveTest(name: string, subject: Code): Code | undefined {
  switch (name) {
    case "string":
      return code`typeof ${subject} !== "string"`;
    case "boolean":
      return code`typeof ${subject} !== "boolean"`;
    // Non-finite numbers are never JSON numbers, as in the fast path.
    case "integer":
      return code`!Number.isInteger(${subject})`;
    case "number":
      return code`!Number.isFinite(${subject})`;
    default:
      return undefined;
  }
}

/** A problem object: `{ path, message: "…" }`. */
function problem(path: Code, message: string | Code): Code {
  return path.text === "path" ? code`{ path, message: ${message} }` : code`{ path: ${path}, message: ${message} }`;
}

/** The pointer of a field of the checked value. */
function at(key: string): Code {
  return code`path + ${fieldPointer(key)}`;
}

/** The pointer of a value as an expression: the value's own path, its field's pointer, then each loop index. */
function pathOf(place: Place): Code {
  const [first, ...rest] = place.indices;
  if (first === undefined) return code`path + ${place.pointer}`;
  return join(
    [raw("path"), code`${`${place.pointer}/`}`, first, ...rest.flatMap((index) => [code`${"/"}`, index])],
    " + ",
  );
}
