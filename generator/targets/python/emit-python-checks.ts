/**
 * Emits the checks behind Python's `validate`: one private function per named type and variant, its
 * check plan (`lower/check-plan.ts`) written out as straight-line Python that collects problems
 * instead of answering yes or no. A valid value costs no allocation: `found` stays
 * None and a pointer is built only once a problem is recorded. A union looks its tag up in a dict from
 * tag value to (variant label, check); a variant's check takes the dict its union already checked.
 *
 *     def _check_SearchLineMatch(value: object) -> _Found:
 *         if not isinstance(value, dict):
 *             return _wrong(None, "", "must be object", value)
 *         fields = cast("dict[str, object]", value)
 *         lacking: _Found = None
 *         found: _Found = None
 *         field = fields.get("lineNumber", _ABSENT)
 *         if field is _ABSENT:
 *             lacking = _add(lacking, "/lineNumber", "is required")
 *         elif isinstance(field, bool) or not isinstance(field, int):
 *             found = _wrong(found, "/lineNumber", "must be integer", field)
 *         elif field < 1:
 *             found = _add(found, "/lineNumber", "must be >= 1")
 *         …
 *         if found is not None or lacking is not None or len(fields) != 2:
 *             return _unknown_keys(lacking, found, fields, ("lineNumber", "line"))
 *         return None
 *
 * What counts is the value as JSON sees it: a `dict` with only the declared keys, a `list`, and
 * numbers that JSON can write (an integer is an `int` but never a `bool`; a number is also finite).
 * The messages' fixed parts come from `emit/check-messages.ts`, as the TypeScript explainers' do.
 */
import { type Code, type Statement, block, raw } from "../../emit/code.js";
import type { Ir } from "../../lower/ir.js";
import { topLevelCheckedTypes } from "../../lower/ir.js";
import type {
  CheckedPrimitive,
  FieldStep,
  KeyRule,
  ObjectPlan,
  TypePlan,
  UnionPlan,
  ValueRule,
} from "../../lower/check-plan.js";
import { keysOf, nullInTypeCheck, planChecks, stepsOf } from "../../lower/check-plan.js";
import {
  constraintMessage,
  fieldPointer,
  isNotAllowed,
  isRequired,
  mustBe,
  mustBeObject,
  mustBeOneOfKinds,
  mustBeString,
  mustEqual,
  notTogether,
  oneOf,
} from "../../emit/check-messages.js";
import { pythonCheckName, pythonMembersName } from "./naming.js";
import type { PythonHelper } from "./python-prelude.js";
import { python } from "./syntax.js";
import { constraintBroken } from "./constraint-tests.js";
import { armChecksMore, typeWords } from "../../lower/kind-arms.js";
import { kindIs, noArmHolds } from "./kind-tests.js";
import type { Constraint } from "../../model/constraints.js";

const { code, identifier, join, literal } = python;

export interface PythonChecks {
  /** The check functions, the unions' member tables and `_CHECKS`, the table `validate` looks up. */
  readonly code: Code;
  /** The prelude helpers the checks call. */
  readonly helpers: ReadonlySet<PythonHelper>;
}

export function emitPythonChecks(ir: Ir): PythonChecks {
  const plans = planChecks(ir);
  const emitter = new ChecksEmitter(ir, plans);
  const unions = plans.filter((plan): plan is UnionPlan => plan.kind === "union");
  const functions = plans.map((plan) => python.render([emitter.check(plan)]));
  const tables = unions.map((union) => emitter.membersTable(union));
  const checks = definitions([
    ...functions,
    ...tables,
    python.render([
      block(
        code`_CHECKS: dict[str, Callable[[object], _Found]] = {`,
        topLevelCheckedTypes(ir).map((type) => code`${type.name}: ${checkName(type.name)},`),
        raw("}"),
      ),
    ]),
  ]);
  return { code: checks, helpers: emitter.helpers };
}

/** Top-level definitions, two blank lines apart as PEP 8 has them. */
function definitions(parts: readonly Code[]): Code {
  return raw(parts.map((part) => part.text).join("\n\n\n"));
}

function checkName(name: string): Code {
  return identifier(pythonCheckName(name));
}

/** Where a checked value sits: a pointer fixed at generation time, then the index of each array around it. */
interface Place {
  readonly pointer: string;
  readonly indices: readonly Code[];
}

/** One `if`/`elif` branch: the test that finds a problem and what records it. */
interface Clause {
  readonly test: Code;
  readonly then: readonly Statement[];
}

/** The checks of one value: branches tried in turn, then what runs when none matched. */
interface Checks {
  readonly clauses: readonly Clause[];
  readonly otherwise: readonly Statement[];
}

const noChecks: Checks = { clauses: [], otherwise: [] };

class ChecksEmitter {
  readonly helpers = new Set<PythonHelper>();
  private readonly byName: ReadonlyMap<string, TypePlan>;
  private readonly topLevel: ReadonlySet<string>;

  constructor(ir: Ir, plans: readonly TypePlan[]) {
    this.byName = new Map(plans.map((plan) => [plan.name, plan]));
    this.topLevel = new Set(topLevelCheckedTypes(ir).map((type) => type.name));
  }

  /** A helper's name, noted so the prelude defines it. */
  private helper(name: PythonHelper): Code {
    this.helpers.add(name);
    return identifier(name);
  }

  check(plan: TypePlan): Statement {
    switch (plan.kind) {
      case "enum":
        return this.enumCheck(plan.name, plan.values);
      // A leaf variant, which carries tags, is checked once its union has checked them.
      case "object":
        return stepsOf(plan, "tag").length === 0
          ? this.objectEntry(plan.name, this.recordBody(plan))
          : this.dictEntry(plan.name, this.recordBody(plan));
      case "union":
        return this.topLevel.has(plan.name)
          ? this.objectEntry(plan.name, this.unionBody(plan))
          : this.dictEntry(plan.name, this.unionBody(plan));
    }
  }

  membersTable(union: UnionPlan): Code {
    return python.render([
      block(
        code`${identifier(pythonMembersName(union.name))}: dict[str, tuple[str, _Check]] = {`,
        union.members.map(
          (member) =>
            code`${member.tagValue}: (${`${union.tag} ${JSON.stringify(member.tagValue)}`}, ${checkName(member.name)}),`,
        ),
        raw("}"),
      ),
    ]);
  }

  private enumCheck(name: string, values: readonly string[]): Statement {
    const wrong = this.helper("_wrong");
    const known = values.length === 0 ? raw("()") : code`{${join(values, ", ")}}`;
    return block(code`def ${checkName(name)}(value: object) -> _Found:`, [
      block(code`if not isinstance(value, str):`, [code`return ${wrong}(None, "", ${mustBe("string")}, value)`]),
      block(code`if value not in ${known}:`, [code`return ${wrong}(None, "", ${oneOf(values)}, value)`]),
      code`return None`,
    ]);
  }

  /** A check any value may be passed to: it must be a dict first. */
  private objectEntry(name: string, body: readonly Statement[]): Statement {
    return block(code`def ${checkName(name)}(value: object) -> _Found:`, [
      block(code`if not isinstance(value, dict):`, [
        code`return ${this.helper("_wrong")}(None, "", ${mustBeObject}, value)`,
      ]),
      code`fields = cast("dict[str, object]", value)`,
      ...body,
    ]);
  }

  /** A union member's check: its union has already checked that the value is a dict with these tags. */
  private dictEntry(name: string, body: readonly Statement[]): Statement {
    return block(code`def ${checkName(name)}(fields: dict[str, object]) -> _Found:`, body);
  }

  private unionBody(union: UnionPlan): Statement[] {
    const tagPath = pointerOf(union.tag);
    const wrong = this.helper("_wrong");
    const unknownTag =
      union.unknownTag === "keep-string"
        ? [
            // An open union accepts a tag it does not know, as long as it is a string.
            block(code`if isinstance(tag, str):`, [code`return None`]),
            code`return ${wrong}(None, ${tagPath}, ${mustBeString}, tag)`,
          ]
        : [code`return ${wrong}(None, ${tagPath}, ${oneOf(union.members.map((member) => member.tagValue))}, tag)`];
    return [
      code`tag = fields.get(${union.tag}, _ABSENT)`,
      code`member = ${identifier(pythonMembersName(union.name))}.get(tag) if isinstance(tag, str) else None`,
      block(code`if member is None:`, unknownTag),
      code`label, check = member`,
      code`inner = check(fields)`,
      code`return None if inner is None else ${this.helper("_within")}(label, inner)`,
    ];
  }

  /**
   * A record's or variant's plan, collecting every problem and listing them in the plan's order. One
   * pass reads the fields: a required field's absence goes to `lacking`, what its value holds to
   * `found`, and each optional key present is counted, so one length comparison tells whether any
   * other key is there; `closed` then lists the missing keys, the unknown ones and the rest, in that
   * order. Tags are the union's to check (`_as_member` checks them for a variant typed directly).
   */
  private recordBody(plan: ObjectPlan): Statement[] {
    const required = keysOf(plan, "required").length;
    const counted = stepsOf(plan, "field").some((field) => field.optional);
    const lacks = stepsOf(plan, "field").some((field) => !field.optional);
    const closed: Statement[] = [];
    const body = plan.steps.flatMap((step): Statement[] => {
      switch (step.step) {
        case "required":
        case "tag":
          return [];
        case "closed":
          closed.push(
            block(
              code`if found is not None${raw(lacks ? " or lacking is not None" : "")} or len(fields) != ${counted ? raw("known") : required}:`,
              [
                code`return ${this.helper("_unknown_keys")}(${raw(lacks ? "lacking" : "None")}, found, fields, ${tuple(step.keys.map((key) => literal(key)))})`,
              ],
            ),
          );
          return [];
        case "field":
          return this.fieldStatements(step);
        case "exclusive":
          return [
            block(code`if ${step.first} in fields and ${step.later} in fields:`, [
              code`found = ${this.helper("_clash")}(found, ${pointerOf(step.later)}, ${notTogether}, ${pointerOf(step.first)})`,
            ]),
          ];
      }
    });
    return [
      ...(lacks ? [code`lacking: _Found = None`] : []),
      code`found: _Found = None`,
      ...(counted ? [code`known = ${required}`] : []),
      ...body,
      ...closed,
      code`return None`,
    ];
  }

  private fieldStatements(step: FieldStep): Statement[] {
    const place: Place = { pointer: fieldPointer(step.key), indices: [] };
    if (step.rule.kind === "any") {
      // Any value, null included; only the key's presence matters.
      return step.optional
        ? [block(code`if ${step.key} in fields:`, [code`known += 1`])]
        : [block(code`if ${step.key} not in fields:`, [this.lacking(pathOf(place))])];
    }
    const subject = raw("field");
    const checks = this.ruleChecks(step.rule, subject, place, 1, nullInTypeCheck(step));
    const clauses = step.nullable ? [{ test: code`${subject} is None`, then: [] }, ...checks.clauses] : checks.clauses;
    const read = code`${subject} = fields.get(${step.key}, _ABSENT)`;
    if (step.optional) {
      return [
        read,
        block(code`if ${subject} is not _ABSENT:`, [code`known += 1`, ...ifChain(clauses, checks.otherwise)]),
      ];
    }
    const missing = { test: code`${subject} is _ABSENT`, then: [this.lacking(pathOf(place))] };
    return [read, ...ifChain([missing, ...clauses], checks.otherwise)];
  }

  private ruleChecks(rule: ValueRule, subject: Code, place: Place, depth: number, orNull = false): Checks {
    switch (rule.kind) {
      case "any":
        return noChecks;
      case "primitive": {
        const path = pathOf(place);
        const clauses: Clause[] = [
          {
            test: primitiveFails[rule.primitive](subject),
            then: [this.wrong(path, mustBe(rule.primitive, orNull), subject)],
          },
        ];
        if (rule.const !== undefined) {
          clauses.push({ test: code`${subject} != ${rule.const}`, then: [this.add(path, mustEqual(rule.const))] });
        }
        clauses.push(...this.constraintClauses(rule.constraints, subject, path));
        return { clauses, otherwise: [] };
      }
      case "reference":
        return {
          clauses: [],
          otherwise: [
            code`inner = ${this.namedCheck(rule.name, subject)}`,
            block(code`if inner is not None:`, [code`found = ${this.helper("_nest")}(found, ${pathOf(place)}, inner)`]),
          ],
        };
      case "each": {
        const index = identifier(depth === 1 ? "index" : `index${depth}`);
        const item = identifier(depth === 1 ? "item" : `item${depth}`);
        const items = this.ruleChecks(rule.items, item, { ...place, indices: [...place.indices, index] }, depth + 1);
        const loop = block(
          code`for ${index}, ${item} in enumerate(cast("list[object]", ${subject})):`,
          ifChain(items.clauses, items.otherwise),
        );
        const hasItemChecks = items.clauses.length > 0 || items.otherwise.length > 0;
        return {
          clauses: [
            {
              test: code`not isinstance(${subject}, list)`,
              then: [this.wrong(pathOf(place), mustBe("array", orNull), subject)],
            },
            ...this.constraintClauses(rule.constraints, subject, pathOf(place)),
          ],
          otherwise: hasItemChecks ? [loop] : [],
        };
      }
      case "entries": {
        const key = identifier(depth === 1 ? "key" : `key${depth}`);
        const item = identifier(depth === 1 ? "item" : `item${depth}`);
        const entries = code`cast("dict[str, object]", ${subject})`;
        const keyPlace = { ...place, indices: [...place.indices, code`${this.helper("_escape")}(${key})`] };
        const items = this.ruleChecks(rule.values, item, keyPlace, depth + 1);
        const keyCheck = this.keyCheck(rule.keys, key, keyPlace);
        // Every key first, then every value, as the plan orders them.
        const loops = [
          ...(keyCheck === undefined ? [] : [block(code`for ${key} in ${entries}:`, [keyCheck])]),
          ...(items.clauses.length > 0 || items.otherwise.length > 0
            ? [block(code`for ${key}, ${item} in ${entries}.items():`, ifChain(items.clauses, items.otherwise))]
            : []),
        ];
        return {
          clauses: [
            {
              test: code`not isinstance(${subject}, dict)`,
              then: [this.wrong(pathOf(place), mustBe("object", orNull), subject)],
            },
          ],
          otherwise: loops,
        };
      }
      // The kinds first; then, by `elif`, the one arm with more to check whose kind the value has.
      case "by-kind":
        return {
          clauses: [
            {
              test: noArmHolds(rule.arms, rule.nullable, subject, primitiveFails, () => this.helper("_kind")),
              then: [this.wrong(pathOf(place), mustBeOneOfKinds(typeWords(rule.arms, rule.nullable)), subject)],
            },
            ...rule.arms.filter(armChecksMore).map((arm): Clause => {
              const checks = this.ruleChecks(arm.rule, subject, place, depth + 1);
              return {
                test: kindIs(arm.json, subject, this.helper("_kind")),
                then: ifChain(checks.clauses, checks.otherwise),
              };
            }),
          ],
          otherwise: [],
        };
    }
  }

  /** What records a map's key its rule refuses, or nothing when every string is a key. */
  private keyCheck(rule: KeyRule, key: Code, place: Place): Statement | undefined {
    switch (rule.kind) {
      case "any-string":
        return undefined;
      case "reference":
        return block(code`if ${checkName(rule.name)}(${key}) is not None:`, [this.add(pathOf(place), isNotAllowed)]);
      // A key is a string already: only the scalar's `const` and constraints are left to break.
      case "scalar": {
        const broken = [
          ...(rule.rule.const === undefined ? [] : [code`${key} != ${rule.rule.const}`]),
          ...rule.rule.constraints.map((constraint) => constraintBroken(constraint, key)),
        ];
        return broken.length === 0
          ? undefined
          : block(code`if ${join(broken, " or ")}:`, [this.add(pathOf(place), isNotAllowed)]);
      }
    }
  }

  /** A clause per constraint that records its problem when `subject` breaks it, in the plan's order. */
  private constraintClauses(constraints: readonly Constraint[], subject: Code, path: Code): Clause[] {
    return constraints.map((constraint) => ({
      test: constraintBroken(constraint, subject),
      then: [this.add(path, constraintMessage(constraint))],
    }));
  }

  /** The call that checks a value of a named type. */
  private namedCheck(name: string, subject: Code): Code {
    const plan = this.byName.get(name);
    if (plan === undefined) throw new Error(`no declaration for the type "${name}"`);
    // A variant or nested union trusts its union to have checked the tags; a field typed as one has no union.
    const tags =
      plan.kind === "object"
        ? stepsOf(plan, "tag").map((tag) => ({ field: tag.key, value: tag.value }))
        : plan.kind === "union" && !this.topLevel.has(name)
          ? plan.outerTags
          : [];
    if (tags.length === 0) return code`${checkName(name)}(${subject})`;
    const pairs = tags.map((tag) => code`(${tag.field}, ${tag.value})`);
    return code`${this.helper("_as_member")}(${subject}, ${tuple(pairs)}, ${checkName(name)})`;
  }

  /** A required key's absence, which the plan lists before every other problem of its object. */
  private lacking(path: Code): Code {
    return code`lacking = ${this.helper("_add")}(lacking, ${path}, ${isRequired})`;
  }

  private add(path: Code, message: string): Code {
    return code`found = ${this.helper("_add")}(found, ${path}, ${message})`;
  }

  private wrong(path: Code, expected: string, subject: Code): Code {
    return code`found = ${this.helper("_wrong")}(found, ${path}, ${expected}, ${subject})`;
  }
}

/**
 * The test that finds a value not of a primitive type. Python's True is an int, and nan and inf are
 * floats; JSON has none of them as numbers. An integer is a number with no fractional part, as JSON
 * Schema says: 1.0 is one, nan and inf not.
 */
const primitiveFails = {
  string: (subject) => code`not isinstance(${subject}, str)`,
  boolean: (subject) => code`not isinstance(${subject}, bool)`,
  integer: (subject) =>
    code`isinstance(${subject}, bool) or not (isinstance(${subject}, int) or (isinstance(${subject}, float) and ${subject}.is_integer()))`,
  number: (subject) =>
    code`isinstance(${subject}, bool) or not (isinstance(${subject}, int) or (isinstance(${subject}, float) and math.isfinite(${subject})))`,
} satisfies Record<CheckedPrimitive, (subject: Code) => Code>;

function ifChain(clauses: readonly Clause[], otherwise: readonly Statement[]): Statement[] {
  if (clauses.length === 0) return [...otherwise];
  return [
    ...clauses.map((clause, index) => block(code`${raw(index === 0 ? "if" : "elif")} ${clause.test}:`, clause.then)),
    ...(otherwise.length > 0 ? [block(code`else:`, otherwise)] : []),
  ];
}

/** The pointer of a value as a Python expression: a literal, extended by each loop index only when a problem is recorded. */
function pathOf(place: Place): Code {
  const [first, ...rest] = place.indices;
  if (first === undefined) return literal(place.pointer);
  return join(
    [
      literal(`${place.pointer}/`),
      code`str(${first})`,
      ...rest.flatMap((index) => [literal("/"), code`str(${index})`]),
    ],
    " + ",
  );
}

function pointerOf(key: string): Code {
  return literal(fieldPointer(key));
}

function tuple(items: readonly Code[]): Code {
  return items.length === 1 ? code`(${items[0] ?? raw("")},)` : code`(${join(items, ", ")})`;
}
