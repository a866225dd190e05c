/**
 * Emits the boolean fast path of the validators: one `matchX` function per named type, its check
 * plan (`lower/check-plan.ts`) written out as straight-line checks specialised to that type, with
 * no error objects, no options and no schema walk. `isX` is `matchX` inside a try/catch; `validateX` asks `matchX` for the verdict and
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
 * value to member beyond that (`tag-dispatch.ts`), so the cost of finding a variant does not grow
 * with their number.
 */
import { type Code, type Statement, block, braces, code, identifier, join, raw } from "../../emit/code.js";
import type {
  FieldStep,
  KeyRule,
  ObjectPlan,
  PrimitiveRule,
  TypePlan,
  UnionPlan,
  ValueRule,
} from "../../lower/check-plan.js";
import { keysOf, planChecks } from "../../lower/check-plan.js";
import type { Ir } from "../../lower/ir.js";
import { identifierPattern } from "../../model/names.js";
import { matcherCasesName, matcherName } from "./naming.js";
import { dispatchesBySwitch, tagTable } from "./tag-dispatch.js";
import { constraintHolds } from "./constraint-tests.js";
import { armChecksMore } from "../../lower/kind-arms.js";
import { kindTests, someArmHolds } from "./kind-tests.js";
import { notObject, primitiveTests } from "./value-tests.js";

/**
 * The matchers as TypeScript, or with `typed` false as plain JavaScript, which the generator runs
 * in-process (`in-process-checks.ts`) to check a vocabulary exactly as its generated code would.
 */
export function emitMatchers(ir: Ir, typed = true): Statement[] {
  return planChecks(ir).flatMap((plan) => emitMatcher(plan, typed));
}

/** A type annotation, or nothing in plain JavaScript. */
export function annotation(typed: boolean, text: string): Code {
  return raw(typed ? text : "");
}

function matcher(name: string): Code {
  return identifier(matcherName(name));
}

function emitMatcher(plan: TypePlan, typed: boolean): Statement[] {
  switch (plan.kind) {
    case "enum":
      return [
        braces(
          code`function ${matcher(plan.name)}(value${annotation(typed, ": unknown")})${annotation(typed, ": boolean")}`,
          [
            braces(code`switch (value)`, [
              ...plan.values.slice(0, -1).map((value) => code`case ${value}:`),
              ...plan.values.slice(-1).map((value) => block(code`case ${value}:`, [code`return true;`])),
              block(raw("default:"), [code`return false;`]),
            ]),
          ],
        ),
      ];
    case "object":
      return [emitRecordMatcher(plan, typed)];
    case "union":
      return emitUnionMatcher(plan, typed);
  }
}

function emitUnionMatcher(union: UnionPlan, typed: boolean): Statement[] {
  const value = raw("value");
  const tag = member(value, union.tag);
  const fallback = union.unknownTag === "keep-string" ? openFallback(union) : code`return false;`;
  const head = code`function ${matcher(union.name)}(value${annotation(typed, ": any")})${annotation(typed, ": boolean")}`;
  const objectCheck = code`if (${notObject(value)}) return false;`;
  if (!dispatchesBySwitch(union.members.length)) {
    const cases = identifier(matcherCasesName(union.name));
    const entries = union.members.map((m) => ({ tag: m.tagValue, entry: matcher(m.name) }));
    return [
      ...tagTable(cases, typed ? raw("(value: any) => boolean") : undefined, entries),
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
        ...union.members.map((m) => block(code`case ${m.tagValue}:`, [code`return ${matcher(m.name)}(value);`])),
        block(raw("default:"), [fallback]),
      ]),
    ]),
  ];
}

/** An open union accepts an unknown tag when it is an own string and the enclosing tags hold. */
function openFallback(union: UnionPlan): Code {
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

function emitRecordMatcher(plan: ObjectPlan, typed: boolean): Statement {
  const value = raw("value");
  const required = keysOf(plan, "required");
  const optional = keysOf(plan, "closed").filter((key) => !required.includes(key));
  const flag = (key: string): Code => identifier(`has${optional.indexOf(key)}`);
  const declarations = [
    ...(required.length > 0 ? [code`let required = 0;`] : []),
    ...optional.map((key) => code`let ${flag(key)} = false;`),
  ];
  // The required keys share one arm; each optional key sets its flag on one line.
  const keyCases = [
    ...required.slice(0, -1).map((key) => code`case ${key}:`),
    ...required.slice(-1).map((key) => block(code`case ${key}:`, [code`required++;`, code`break;`])),
    ...optional.map((key) => code`case ${key}: ${flag(key)} = true; break;`),
  ];
  // One pass over the keys settles both `required` and `closed`; each later step is a statement.
  let fieldIndex = 0;
  const checks = plan.steps.flatMap((step): Statement[] => {
    switch (step.step) {
      case "required":
      case "closed":
        return [];
      case "tag":
        return [code`if (${member(value, step.key)} !== ${step.value}) return false;`];
      case "field":
        return fieldStatements(step, identifier(`field${fieldIndex++}`), flag);
      case "exclusive":
        return [
          code`if (${flag(step.first)} && ${flag(step.later)} && ${member(value, step.first)} !== undefined && ${member(value, step.later)} !== undefined) return false;`,
        ];
    }
  });
  return braces(
    code`function ${matcher(plan.name)}(value${annotation(typed, ": any")})${annotation(typed, ": boolean")}`,
    [
      code`if (${notObject(value)}) return false;`,
      code`const keys = Object.keys(value);`,
      ...declarations,
      braces(code`for (let i = 0; i < keys.length; i++)`, [
        braces(code`switch (keys[i])`, [...keyCases, block(raw("default:"), [code`return false;`])]),
      ]),
      ...(required.length > 0 ? [code`if (required !== ${required.length}) return false;`] : []),
      ...checks,
      code`return true;`,
    ],
  );
}

/** A field's statements: read it into `local` and return false unless its value satisfies the step. */
function fieldStatements(step: FieldStep, local: Code, flag: (key: string) => Code): Statement[] {
  const value = raw("value");
  const body = fieldChecks(step, local);
  // `any` takes every value, but a required key must hold one.
  if (body.length === 0 && (step.optional || step.rule.kind !== "any")) return [];
  const read = code`const ${local} = ${member(value, step.key)};`;
  if (step.optional) {
    // Read only when present: a missing key would cost a walk up the prototype chain.
    return [braces(code`if (${flag(step.key)})`, [read, braces(code`if (${local} !== undefined)`, body)])];
  }
  return [read, ...(body.length === 0 ? [code`if (${local} === undefined) return false;`] : body)];
}

/** Statements that return false unless `local` holds a value the step accepts. */
function fieldChecks(step: FieldStep, local: Code): Statement[] {
  const body = ruleChecks(step.rule, local, 1);
  if (body.length === 0 || !step.nullable) return body;
  return [braces(code`if (${local} !== null)`, body)];
}

function ruleChecks(rule: ValueRule, local: Code, depth: number): Statement[] {
  switch (rule.kind) {
    case "any":
      return [];
    case "primitive":
      return [code`if (!(${primitiveHolds(rule, local)})) return false;`];
    case "reference":
      return [code`if (!${matcher(rule.name)}(${local})) return false;`];
    case "each": {
      const index = identifier(`i${depth}`);
      const item = identifier(`item${depth}`);
      const inner = ruleChecks(rule.items, item, depth + 1);
      const limits = rule.constraints.map((constraint) => constraintHolds(constraint, local));
      const isArray =
        limits.length === 0
          ? code`if (!Array.isArray(${local})) return false;`
          : code`if (!(${join([code`Array.isArray(${local})`, ...limits], " && ")})) return false;`;
      if (inner.length === 0) return [isArray];
      return [
        isArray,
        braces(code`for (let ${index} = 0; ${index} < ${local}.length; ${index}++)`, [
          code`const ${item} = ${local}[${index}];`,
          ...inner,
        ]),
      ];
    }
    case "entries": {
      // Own keys only, read as own properties, so `__proto__` or `toString` is a key like any other.
      const key = identifier(`key${depth}`);
      const item = identifier(`item${depth}`);
      const keyCheck = keyChecks(rule.keys, key);
      const inner = ruleChecks(rule.values, item, depth + 1);
      const isObject = code`if (${notObject(local)}) return false;`;
      if (keyCheck.length === 0 && inner.length === 0) return [isObject];
      return [
        isObject,
        braces(code`for (const ${key} of Object.keys(${local}))`, [
          ...keyCheck,
          ...(inner.length === 0
            ? []
            : [
                code`const ${item} = ${local}[${key}];`,
                // A key holding `undefined` is absent, as JSON sees it.
                braces(code`if (${item} !== undefined)`, inner),
              ]),
        ]),
      ];
    }
    // The kinds first, then the one arm a value of its kind meets: kinds differ, so each `if` is the only one that applies.
    case "by-kind":
      return [
        code`if (!(${someArmHolds(rule.arms, rule.nullable, local)})) return false;`,
        ...rule.arms
          .filter(armChecksMore)
          .map((arm) => braces(code`if (${kindTests[arm.json](local)})`, ruleChecks(arm.rule, local, depth + 1))),
      ];
  }
}

/** The statement that returns false unless a map's key is one its key rule allows. */
function keyChecks(rule: KeyRule, key: Code): Statement[] {
  switch (rule.kind) {
    case "any-string":
      return [];
    case "reference":
      return [code`if (!${matcher(rule.name)}(${key})) return false;`];
    case "scalar":
      return [code`if (!(${primitiveHolds(rule.rule, key)})) return false;`];
  }
}

/** The test that a value is of a primitive rule's type, equals its `const` and keeps its constraints. */
export function primitiveHolds(rule: PrimitiveRule, local: Code): Code {
  const limits = [
    ...(rule.const === undefined ? [] : [code`${local} === ${rule.const}`]),
    ...rule.constraints.map((constraint) => constraintHolds(constraint, local)),
  ];
  return join([primitiveTests[rule.primitive](local), ...limits], " && ");
}

/** `value.path`, or `value["odd key"]` when the name is not an identifier. */
export function member(object: Code, name: string): Code {
  return identifierPattern.test(name) ? code`${object}.${raw(name)}` : code`${object}[${name}]`;
}
