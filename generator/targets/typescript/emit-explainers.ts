/**
 * Emits the checks behind `validateX`: one `explainX(value)` per named type, the rules of the fast
 * path (`matchX`, emit-guards.ts) written to return the first problem, or nothing for a sound value:
 * a JSON Pointer relative to that value, a message, and the variant the value's tags selected. It
 * renders each type's check plan (`lower/check-plan.ts`) step by step, whose order is where Ajv's
 * code for the generated JSON Schema looks (the type, required keys, unknown keys, each property in
 * declaration order, exclusive pairs), so both name the same first problem. A field of a named type calls that type's explainer and prefixes its key only once
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
 * `switch`, or a `Map` for a large union: `tag-dispatch.ts`). Messages come from `emit/check-messages.ts`, which the
 * Python checks share.
 */
import {
  constraintMessage,
  fieldPointer,
  isNotAllowed,
  isRequired,
  mustBe,
  mustBeOneOfKinds,
  mustBeObject,
  mustBeString,
  mustEqual,
  notTogether,
  oneOf,
} from "../../emit/check-messages.js";
import { type Code, type Statement, block, braces, code, identifier, join, raw } from "../../emit/code.js";
import type { Ir } from "../../lower/ir.js";
import type {
  CheckedPrimitive,
  FieldStep,
  ObjectPlan,
  TypePlan,
  KeyRule,
  UnionPlan,
  ValueRule,
} from "../../lower/check-plan.js";
import { keysOf, nullInTypeCheck, planChecks, refersToNamed, stepsOf } from "../../lower/check-plan.js";
import { annotation, member, primitiveHolds } from "./emit-guards.js";
import { notObject } from "./value-tests.js";
import { constraintHolds, countsCodePoints } from "./constraint-tests.js";
import type { Constraint } from "../../model/constraints.js";
import { type ExplainerRuntime, explainerCasesName, explainerName, matcherName } from "./naming.js";
import { dispatchesBySwitch, tagTable } from "./tag-dispatch.js";
import { armChecksMore, typeWords } from "../../lower/kind-arms.js";
import { kindTests, someArmHolds } from "./kind-tests.js";

export interface Explainers {
  readonly statements: readonly Statement[];
  /** The runtime helpers the explainers call. */
  readonly uses: ReadonlySet<ExplainerRuntime>;
}

/** The explainers as TypeScript, or with `typed` false as plain JavaScript (see `emitMatchers`). */
export function emitExplainers(ir: Ir, typed = true): Explainers {
  const emitter = new ExplainerEmitter(typed);
  return { statements: planChecks(ir).flatMap((plan) => emitter.explainer(plan)), uses: emitter.uses };
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
  constructor(private readonly typed: boolean) {}

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

  explainer(plan: TypePlan): Statement[] {
    switch (plan.kind) {
      case "enum":
        return [
          braces(this.signature(plan.name, "unknown"), [
            code`if (typeof value !== "string") return ${this.problem("", mustBe("string"))};`,
            code`return ${identifier(matcherName(plan.name))}(value) ? undefined : ${this.problem("", oneOf(plan.values))};`,
          ]),
        ];
      case "object":
        return [this.recordExplainer(plan)];
      case "union":
        return this.unionExplainer(plan);
    }
  }

  private unionExplainer(union: UnionPlan): Statement[] {
    const cases = identifier(explainerCasesName(union.name));
    const tag = union.tag;
    const wrongTag = this.runtime("wrongTag");
    const unknownTag =
      union.unknownTag === "keep-string"
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
    const label = (m: UnionPlan["members"][number]): string => `${tag} ${JSON.stringify(m.tagValue)}`;
    const head = [
      code`if (${notObject(value)}) return ${this.runtime("wrongValue")}(${mustBeObject}, value);`,
      code`const tag = ${member(value, tag)};`,
    ];
    if (dispatchesBySwitch(union.members.length)) {
      // Each member's problem carries the label of the variant its tag selected: `card "search"`.
      return [
        braces(this.signature(union.name, "any"), [
          ...head,
          braces(
            code`switch (tag)`,
            union.members.map((m) =>
              block(code`case ${m.tagValue}:`, [code`return ${within}(${label(m)}, ${explainerOf(m.name)}(value));`]),
            ),
          ),
          ...unknownTag,
        ]),
      ];
    }
    const entryType = raw("readonly [string, (value: any) => Found | undefined]");
    const entries = union.members.map((m) => ({ tag: m.tagValue, entry: code`[${label(m)}, ${explainerOf(m.name)}]` }));
    return [
      ...tagTable(cases, this.typed ? entryType : undefined, entries),
      braces(this.signature(union.name, "any"), [
        ...head,
        code`const selected = ${cases}.get(tag);`,
        code`if (selected !== undefined) return ${within}(selected[0], selected[1](value));`,
        ...unknownTag,
      ]),
    ];
  }

  private recordExplainer(plan: ObjectPlan): Statement {
    const declared = keysOf(plan, "closed");
    // One pass over the keys, as in the fast path, flags each declared key and notes the first other one.
    const flag = (key: string): Code => identifier(`has${declared.indexOf(key)}`);
    const present = (key: string): Code => code`${flag(key)} && ${member(value, key)} !== undefined`;
    const fields = stepsOf(plan, "field");
    const needsFound = fields.some((field) => refersToNamed(field.rule));
    const steps = plan.steps.flatMap((step): Statement[] => {
      switch (step.step) {
        case "required":
          return step.keys.map(
            (key) =>
              code`if (!${flag(key)} || ${member(value, key)} === undefined) return ${this.problem(fieldPointer(key), isRequired)};`,
          );
        case "closed":
          return [
            code`if (extra !== undefined) return ${this.problem(code`"/" + ${this.runtime("escapeKey")}(extra)`, isNotAllowed)};`,
          ];
        case "tag":
          return [
            code`if (${member(value, step.key)} !== ${step.value}) return ${this.problem(fieldPointer(step.key), mustEqual(step.value))};`,
          ];
        case "field": {
          // The fields' checks share one `found`, declared before the first of them.
          const index = fields.indexOf(step);
          const found =
            index === 0 && needsFound ? [code`let found${annotation(this.typed, ": Found | undefined")};`] : [];
          return [...found, ...this.fieldStatements(step, identifier(`field${index}`), present)];
        }
        case "exclusive":
          return [
            code`if (${present(step.first)} && ${present(step.later)}) return { path: ${fieldPointer(step.later)}, message: ${notTogether}, clashesWith: ${fieldPointer(step.first)} };`,
          ];
      }
    });
    return braces(this.signature(plan.name, "any"), [
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
      ...steps,
      code`return undefined;`,
    ]);
  }

  private fieldStatements(step: FieldStep, local: Code, present: (key: string) => Code): Statement[] {
    const place: Place = { pointer: fieldPointer(step.key), indices: [] };
    const nullInChecks = nullInTypeCheck(step);
    const checks = this.ruleChecks(step.rule, local, place, 1, nullInChecks);
    if (checks.length === 0) return [];
    // A nullable primitive's checks admit null themselves; any other rule's are skipped for it.
    const body = step.nullable && !nullInChecks ? [braces(code`if (${local} !== null)`, checks)] : checks;
    const read = code`const ${local} = ${member(value, step.key)};`;
    // A required key is present once the required checks passed; an optional one is checked only when present.
    return step.optional ? [braces(code`if (${present(step.key)})`, [read, ...body])] : [read, ...body];
  }

  /** A statement per constraint that returns its problem when `subject` breaks it, in the plan's order. */
  private constraintChecks(
    constraints: readonly Constraint[],
    subject: Code,
    where: string | Code,
    guard: (check: Code) => Code = (check) => check,
  ): Statement[] {
    if (countsCodePoints(constraints)) this.uses.add("codePoints");
    return constraints.map(
      (constraint) =>
        code`if (${guard(code`!(${constraintHolds(constraint, subject)})`)}) return ${this.problem(where, constraintMessage(constraint))};`,
    );
  }

  /** Statements that return the first problem of `subject`, a value the rule checks at `place`. */
  private ruleChecks(rule: ValueRule, subject: Code, place: Place, depth: number, nullable = false): Statement[] {
    const where = pathOf(place);
    switch (rule.kind) {
      case "any":
        return [];
      case "primitive": {
        const orNull = (check: Code): Code => (nullable ? code`${subject} !== null && ${check}` : check);
        return [
          code`if (${orNull(primitiveFails[rule.primitive](subject))}) return ${this.problem(where, mustBe(rule.primitive, nullable))};`,
          ...(rule.const === undefined
            ? []
            : [
                code`if (${orNull(code`${subject} !== ${rule.const}`)}) return ${this.problem(where, mustEqual(rule.const))};`,
              ]),
          ...this.constraintChecks(rule.constraints, subject, where, orNull),
        ];
      }
      case "reference": {
        return [
          code`found = ${explainerOf(rule.name)}(${subject});`,
          code`if (found !== undefined) return ${this.runtime("at")}(${where}, found);`,
        ];
      }
      case "each": {
        const index = identifier(`i${depth}`);
        const item = identifier(`item${depth}`);
        const items = this.ruleChecks(rule.items, item, { ...place, indices: [...place.indices, index] }, depth + 1);
        return [
          code`if (!Array.isArray(${subject})) return ${this.problem(where, mustBe("array"))};`,
          ...this.constraintChecks(rule.constraints, subject, where),
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
      case "entries": {
        const key = identifier(`key${depth}`);
        const item = identifier(`item${depth}`);
        const keyPath = code`${this.runtime("escapeKey")}(${key})`;
        const keyPlace: Place = { ...place, indices: [...place.indices, keyPath] };
        const test = keyTest(rule.keys, key);
        const keyCheck =
          test === undefined ? [] : [code`if (!(${test})) return ${this.problem(pathOf(keyPlace), isNotAllowed)};`];
        const items = this.ruleChecks(rule.values, item, keyPlace, depth + 1);
        const loop = (body: readonly Statement[]): Statement =>
          braces(code`for (const ${key} of Object.keys(${subject}))`, body);
        return [
          code`if (${notObject(subject)}) return ${this.problem(where, mustBeObject)};`,
          // Every key first, then every value, in Ajv's order (`propertyNames`, then `additionalProperties`).
          ...(keyCheck.length === 0 ? [] : [loop(keyCheck)]),
          ...(items.length === 0
            ? []
            : [loop([code`const ${item} = ${subject}[${key}];`, braces(code`if (${item} !== undefined)`, items)])]),
        ];
      }
      case "by-kind":
        return [
          code`if (!(${someArmHolds(rule.arms, rule.nullable, subject)})) return ${this.problem(where, mustBeOneOfKinds(typeWords(rule.arms, rule.nullable)))};`,
          ...rule.arms
            .filter(armChecksMore)
            .map((arm) =>
              braces(code`if (${kindTests[arm.json](subject)})`, this.ruleChecks(arm.rule, subject, place, depth + 1)),
            ),
        ];
    }
  }
}

/** The test a map's key must pass: none for any string, its enum's matcher, or its scalar's rule. */
function keyTest(rule: KeyRule, key: Code): Code | undefined {
  switch (rule.kind) {
    case "any-string":
      return undefined;
    case "reference":
      return code`${identifier(matcherName(rule.name))}(${key})`;
    case "scalar":
      return primitiveHolds(rule.rule, key);
  }
}

/** The test that finds a value not of a primitive type. Non-finite numbers are never JSON numbers, as in the fast path. */
const primitiveFails = {
  string: (subject) => code`typeof ${subject} !== "string"`,
  boolean: (subject) => code`typeof ${subject} !== "boolean"`,
  integer: (subject) => code`!Number.isInteger(${subject})`,
  number: (subject) => code`!Number.isFinite(${subject})`,
} satisfies Record<CheckedPrimitive, (subject: Code) => Code>;

/** The pointer of a value within the checked one: its field's pointer, then each loop index around it. */
function pathOf(place: Place): Code {
  const [first, ...rest] = place.indices;
  if (first === undefined) return code`${place.pointer}`;
  return join([code`${`${place.pointer}/`}`, first, ...rest.flatMap((index) => [code`${"/"}`, index])], " + ");
}
