/**
 * Emits the checks behind `validateX`: one `explainX(value)` per named type, the rules of the fast
 * path (`matchX`, emit-guards.ts) written to return the first problem, or nothing for a sound value:
 * a JSON Pointer relative to that value, a message, and the variant the value's tags selected. It
 * looks where Ajv's code for the generated JSON Schema looks, in the same order (the type, required
 * keys, unknown keys, each property in declaration order, exclusive pairs), so both name the same
 * first problem. A field of a named type calls that type's explainer and prefixes its key only once
 * there is a problem (`at`), so the code grows with the vocabulary and a sound value costs no string.
 *
 *     function explainFileLocation(value: any): Found | undefined {
 *       if (typeof value !== "object" || value === null || Array.isArray(value)) return fail("", "must be object");
 *       const keys = Object.keys(value);
 *       let extra: string | undefined;
 *       let has0 = false;
 *       …
 *       if (!has0 || value.path === undefined) return fail("/path", "is required");
 *       if (extra !== undefined) return fail("/" + escapeKey(extra), "is not allowed");
 *       const field0 = value.path;
 *       if (typeof field0 !== "string") return fail("/path", "must be string");
 *       …
 *
 * Presence is the fast path's: an own enumerable key (what JSON writes, found by one `Object.keys`
 * pass) holding a value other than `undefined`. A union looks its tag up as its matcher does (a
 * `switch`, or a `Map` beyond eight members). Messages come from `emit/check-messages.ts`, which the
 * Python checks share.
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
import type {
  Ir,
  IrField,
  IrMember,
  IrNamedType,
  IrRecord,
  IrTag,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType, tagsOf, visitNamed } from "../../lower/ir.js";
import { annotation, member, notObject, switchLimit } from "./emit-guards.js";
import { type ExplainerRuntime, explainerCasesName, explainerName, matcherName } from "./naming.js";

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
    return code`function ${explainerOf(name)}(value${annotation(typed, `: ${type}`)})${annotation(typed, ": Found | undefined")}`;
  }

  /** A problem, its pointer relative to the checked value: `fail("/title", "must be string")`. */
  private problem(path: string | Code, message: string): Code {
    return code`${this.runtime("fail")}(${path}, ${message})`;
  }

  private runtime(name: ExplainerRuntime): Code {
    this.uses.add(name);
    return identifier(name);
  }

  explainer(type: IrNamedType | IrVariant): Statement[] {
    return visitNamed<Statement[]>(type, {
      enum: (type) => [
        braces(this.signature(type.name, "unknown"), [
          code`if (typeof value !== "string") return ${this.problem("", mustBe("string"))};`,
          code`return ${identifier(matcherName(type.name))}(value) ? undefined : ${this.problem("", oneOf(type.values))};`,
        ]),
      ],
      object: (type) => [this.recordExplainer(type.name, type, tagsOf(type))],
      union: (type) => this.unionExplainer(type),
    });
  }

  private unionExplainer(union: IrUnion): Statement[] {
    const cases = identifier(explainerCasesName(union.name));
    const tag = union.tag;
    const wrongTag = this.runtime("wrongTag");
    const unknownTag = union.open
      ? [
          // An open union accepts a tag it does not know, as long as it is an own string and the enclosing tags hold.
          code`if (typeof tag !== "string" || !Object.hasOwn(value, ${tag})) return ${wrongTag}(value, ${tag}, ${mustBeString});`,
          ...union.outerTags.map(
            (outer) =>
              code`if (${member(value, outer.field)} !== ${outer.value} || !Object.hasOwn(value, ${outer.field})) return ${wrongTag}(value, ${outer.field}, ${mustEqual(outer.value)});`,
          ),
          code`return undefined;`,
        ]
      : [code`return ${wrongTag}(value, ${tag}, ${oneOf(union.members.map((m) => m.tagValue))});`];
    const within = this.runtime("within");
    const label = (m: IrMember): string => `${tag} ${JSON.stringify(m.tagValue)}`;
    const head = [
      code`if (${notObject(value)}) return ${this.runtime("wrongValue")}(${mustBeObject}, value);`,
      code`const tag = ${member(value, tag)};`,
    ];
    if (union.members.length <= switchLimit) {
      // Each member's problem carries the label of the variant its tag selected: `card "search"`.
      return [
        braces(this.signature(union.name, "any"), [
          ...head,
          braces(
            code`switch (tag)`,
            union.members.map((m) =>
              block(code`case ${m.tagValue}:`, [
                code`return ${within}(${label(m)}, ${explainerOf(m.type.name)}(value));`,
              ]),
            ),
          ),
          ...unknownTag,
        ]),
      ];
    }
    const explainer = "(value: any) => Found | undefined";
    return [
      // One `set` a member, as the matcher's table is built (emit-guards.ts says why).
      code`const ${cases} = new Map${annotation(this.typed, `<unknown, readonly [string, ${explainer}]>`)}();`,
      ...union.members.map((m) => code`${cases}.set(${m.tagValue}, [${label(m)}, ${explainerOf(m.type.name)}]);`),
      braces(this.signature(union.name, "any"), [
        ...head,
        code`const selected = ${cases}.get(tag);`,
        code`if (selected !== undefined) return ${within}(selected[0], selected[1](value));`,
        ...unknownTag,
      ]),
    ];
  }

  private recordExplainer(name: string, record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): Statement {
    const required = [...tags.map((t) => t.field), ...record.fields.filter((f) => !f.optional).map((f) => f.name)];
    const declared = [...tags.map((t) => t.field), ...record.fields.map((f) => f.name)];
    // One pass over the keys, as in the fast path, flags each declared key and notes the first other one.
    const flag = (key: string): Code => identifier(`has${declared.indexOf(key)}`);
    const present = (key: string): Code => code`${flag(key)} && ${member(value, key)} !== undefined`;
    const fields = record.fields.flatMap((field, index) =>
      this.fieldStatements(field, identifier(`field${index}`), present),
    );
    const needsFound = record.fields.some((field) => refersToNamed(field.type));
    return braces(this.signature(name, "any"), [
      code`if (${notObject(value)}) return ${this.problem("", mustBeObject)};`,
      code`const keys = Object.keys(value);`,
      code`let extra${annotation(this.typed, ": string | undefined")};`,
      ...declared.map((key) => code`let ${flag(key)} = false;`),
      braces(code`for (let i = 0; i < keys.length; i++)`, [
        braces(code`switch (keys[i])`, [
          ...declared.map((key) => code`case ${key}: ${flag(key)} = true; break;`),
          block(raw("default:"), [code`extra ??= keys[i];`]),
        ]),
      ]),
      ...required.map(
        (key) =>
          code`if (!${flag(key)} || ${member(value, key)} === undefined) return ${this.problem(fieldPointer(key), isRequired)};`,
      ),
      code`if (extra !== undefined) return ${this.problem(code`"/" + ${this.runtime("escapeKey")}(extra)`, isNotAllowed)};`,
      ...tags.map(
        (t) =>
          code`if (${member(value, t.field)} !== ${t.value}) return ${this.problem(fieldPointer(t.field), mustEqual(t.value))};`,
      ),
      ...(needsFound ? [code`let found${annotation(this.typed, ": Found | undefined")};`] : []),
      ...fields,
      ...exclusivePairs(record).map(
        ([first, later]) =>
          code`if (${present(first)} && ${present(later)}) return { path: ${fieldPointer(later)}, message: ${notTogether}, clashesWith: ${fieldPointer(first)} };`,
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
          code`if (${orNull(test)}) return ${this.problem(where, mustBe(type.name, nullable))};`,
          ...(field?.minimum === undefined
            ? []
            : [
                code`if (${orNull(code`${subject} < ${field.minimum}`)}) return ${this.problem(where, atLeast(field.minimum))};`,
              ]),
          ...(field?.maximum === undefined
            ? []
            : [
                code`if (${orNull(code`${subject} > ${field.maximum}`)}) return ${this.problem(where, atMost(field.maximum))};`,
              ]),
        ];
      }
      case "named": {
        if (!this.byName.has(type.name)) throw new Error(`no declaration for the type "${type.name}"`);
        return [
          code`found = ${explainerOf(type.name)}(${subject});`,
          code`if (found !== undefined) return ${this.runtime("at")}(${where}, found);`,
        ];
      }
      case "array": {
        const index = identifier(`i${depth}`);
        const item = identifier(`item${depth}`);
        const items = this.valueChecks(type.items, item, { ...place, indices: [...place.indices, index] }, depth + 1);
        return [
          code`if (!Array.isArray(${subject})) return ${this.problem(where, mustBe("array"))};`,
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

/** The pointer of a value within the checked one: its field's pointer, then each loop index around it. */
function pathOf(place: Place): Code {
  const [first, ...rest] = place.indices;
  if (first === undefined) return code`${place.pointer}`;
  return join([code`${`${place.pointer}/`}`, first, ...rest.flatMap((index) => [code`${"/"}`, index])], " + ");
}
