/**
 * Emits the checks behind Python's `validate`: one private function per named type and variant with
 * the rules of the TypeScript `matchX` (emit-guards.ts) written out as straight-line Python, which
 * collects problems instead of answering yes or no. A valid value costs no allocation: `found` stays
 * None and a pointer is built only once a problem is recorded. A union looks its tag up in a dict from
 * tag value to (variant label, check); a variant's check takes the dict its union already checked.
 *
 *     def _check_SearchLineMatch(value: object) -> _Found:
 *         if not isinstance(value, dict):
 *             return _wrong(None, "", "must be object", value)
 *         fields = cast("dict[str, object]", value)
 *         found: _Found = None
 *         field = fields.get("lineNumber", _ABSENT)
 *         if field is _ABSENT:
 *             found = _add(found, "/lineNumber", "is required")
 *         elif isinstance(field, bool) or not isinstance(field, int):
 *             found = _wrong(found, "/lineNumber", "must be integer", field)
 *         elif field < 1:
 *             found = _add(found, "/lineNumber", "must be >= 1")
 *         …
 *         if found is not None or len(fields) != 2:
 *             found = _unknown_keys(found, fields, ("lineNumber", "line"))
 *         return found
 *
 * What counts is the value as JSON sees it: a `dict` with only the declared keys, a `list`, and
 * numbers that JSON can write (an integer is an `int` but never a `bool`; a number is also finite).
 * The messages' fixed parts come from `emit/check-messages.ts`, as the TypeScript explainers' do.
 */
import { type Code, type Statement, block, raw } from "../../emit/code.js";
import type { Ir, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType } from "../../lower/ir.js";
import {
  atLeast,
  atMost,
  fieldPointer,
  isRequired,
  mustBe,
  mustBeObject,
  mustBeString,
  notTogether,
  oneOf,
} from "../../emit/check-messages.js";
import { pythonCheckName, pythonMembersName } from "./naming.js";
import type { PythonHelper } from "./python-prelude.js";
import { python } from "./syntax.js";

const { code, identifier, join, literal } = python;

export interface PythonChecks {
  /** The check functions, the unions' member tables and `_CHECKS`, the table `validate` looks up. */
  readonly code: Code;
  /** The prelude helpers the checks call. */
  readonly helpers: ReadonlySet<PythonHelper>;
}

export function emitPythonChecks(ir: Ir): PythonChecks {
  const emitter = new ChecksEmitter(ir);
  const named = allNamedTypes(ir);
  const unions = named.filter((type): type is IrUnion => type.kind === "union");
  const functions = named.map((type) => python.render([emitter.check(type)]));
  const tables = unions.map((union) => emitter.membersTable(union));
  const checks = definitions([
    ...functions,
    ...tables,
    python.render([
      block(
        code`_CHECKS: dict[str, Callable[[object], _Found]] = {`,
        ir.types.map((type) => code`${type.name}: ${checkName(type.name)},`),
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
  private readonly byName: ReadonlyMap<string, IrNamedType | IrVariant>;
  private readonly topLevel: ReadonlySet<string>;

  constructor(ir: Ir) {
    this.byName = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
    this.topLevel = new Set(ir.types.map((type) => type.name));
  }

  /** A helper's name, noted so the prelude defines it. */
  private helper(name: PythonHelper): Code {
    this.helpers.add(name);
    return identifier(name);
  }

  check(type: IrNamedType | IrVariant): Statement {
    switch (type.kind) {
      case "enum":
        return this.enumCheck(type.name, type.values);
      case "record":
        return this.objectEntry(type.name, this.recordBody(type, []));
      case "variant":
        return this.dictEntry(type.name, this.recordBody(type, type.tags));
      case "union":
        return this.topLevel.has(type.name)
          ? this.objectEntry(type.name, this.unionBody(type))
          : this.dictEntry(type.name, this.unionBody(type));
    }
  }

  membersTable(union: IrUnion): Code {
    return python.render([
      block(
        code`${identifier(pythonMembersName(union.name))}: dict[str, tuple[str, _Check]] = {`,
        union.members.map(
          (member) =>
            code`${member.tagValue}: (${`${union.tag} ${JSON.stringify(member.tagValue)}`}, ${checkName(member.type.name)}),`,
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

  private unionBody(union: IrUnion): Statement[] {
    const tagPath = pointerOf(union.tag);
    const wrong = this.helper("_wrong");
    const unknownTag = union.open
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

  private recordBody(record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): Statement[] {
    // Tags (checked by the union) and required keys are present in a valid value; each optional key
    // present is counted, so one length comparison tells whether any other key is there.
    const required = tags.length + record.fields.filter((field) => !field.optional).length;
    const counted = record.fields.some((field) => field.optional);
    const declared = [...tags.map((tag) => tag.field), ...record.fields.map((field) => field.name)];
    const exclusive = exclusivePairs(record).map(([first, later]) =>
      block(code`if ${first} in fields and ${later} in fields:`, [
        this.add(pointerOf(later), `${notTogether}${fieldPointer(first)}`),
      ]),
    );
    return [
      code`found: _Found = None`,
      ...(counted ? [code`known = ${required}`] : []),
      ...record.fields.flatMap((field) => this.fieldStatements(field)),
      ...exclusive,
      block(code`if found is not None or len(fields) != ${counted ? raw("known") : required}:`, [
        code`found = ${this.helper("_unknown_keys")}(found, fields, ${tuple(declared.map((key) => literal(key)))})`,
      ]),
      code`return found`,
    ];
  }

  private fieldStatements(field: IrField): Statement[] {
    const place: Place = { pointer: fieldPointer(field.name), indices: [] };
    if (isUnknownType(field.type)) {
      // Any value, null included; only the key's presence matters.
      return field.optional
        ? [block(code`if ${field.name} in fields:`, [code`known += 1`])]
        : [block(code`if ${field.name} not in fields:`, [this.add(pathOf(place), isRequired)])];
    }
    const subject = raw("field");
    const checks = this.valueChecks(field.type, subject, place, 1, field);
    const clauses = field.nullable ? [{ test: code`${subject} is None`, then: [] }, ...checks.clauses] : checks.clauses;
    const read = code`${subject} = fields.get(${field.name}, _ABSENT)`;
    if (field.optional) {
      return [
        read,
        block(code`if ${subject} is not _ABSENT:`, [code`known += 1`, ...ifChain(clauses, checks.otherwise)]),
      ];
    }
    const missing = { test: code`${subject} is _ABSENT`, then: [this.add(pathOf(place), isRequired)] };
    return [read, ...ifChain([missing, ...clauses], checks.otherwise)];
  }

  private valueChecks(type: IrTypeRef, subject: Code, place: Place, depth: number, field?: IrField): Checks {
    const orNull = field?.nullable === true;
    switch (type.kind) {
      case "primitive": {
        const test = primitiveTest(type.name, subject);
        if (test === undefined) return noChecks;
        const path = pathOf(place);
        const clauses: Clause[] = [{ test, then: [this.wrong(path, mustBe(type.name, orNull), subject)] }];
        if (field?.minimum !== undefined) {
          clauses.push({
            test: code`${subject} < ${field.minimum}`,
            then: [this.add(path, atLeast(field.minimum))],
          });
        }
        if (field?.maximum !== undefined) {
          clauses.push({
            test: code`${subject} > ${field.maximum}`,
            then: [this.add(path, atMost(field.maximum))],
          });
        }
        return { clauses, otherwise: [] };
      }
      case "named":
        return {
          clauses: [],
          otherwise: [
            code`inner = ${this.namedCheck(type.name, subject)}`,
            block(code`if inner is not None:`, [code`found = ${this.helper("_nest")}(found, ${pathOf(place)}, inner)`]),
          ],
        };
      case "array": {
        const index = identifier(depth === 1 ? "index" : `index${depth}`);
        const item = identifier(depth === 1 ? "item" : `item${depth}`);
        const items = this.valueChecks(type.items, item, { ...place, indices: [...place.indices, index] }, depth + 1);
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
          ],
          otherwise: hasItemChecks ? [loop] : [],
        };
      }
    }
  }

  /** The call that checks a value of a named type. */
  private namedCheck(name: string, subject: Code): Code {
    const type = this.byName.get(name);
    if (type === undefined) throw new Error(`no declaration for the type "${name}"`);
    // A variant or nested union trusts its union to have checked the tags; a field typed as one has no union.
    const tags =
      type.kind === "variant"
        ? type.tags
        : type.kind === "union" && !this.topLevel.has(name)
          ? type.outerTags
          : undefined;
    if (tags === undefined) return code`${checkName(name)}(${subject})`;
    const pairs = tags.map((tag) => code`(${tag.field}, ${tag.value})`);
    return code`${this.helper("_as_member")}(${subject}, ${tuple(pairs)}, ${checkName(name)})`;
  }

  private add(path: Code, message: string): Code {
    return code`found = ${this.helper("_add")}(found, ${path}, ${message})`;
  }

  private wrong(path: Code, expected: string, subject: Code): Code {
    return code`found = ${this.helper("_wrong")}(found, ${path}, ${expected}, ${subject})`;
  }
}

/** The test that finds a value not of a primitive type; none for `unknown`, which takes anything. */
function primitiveTest(name: string, subject: Code): Code | undefined {
  switch (name) {
    case "string":
      return code`not isinstance(${subject}, str)`;
    case "boolean":
      return code`not isinstance(${subject}, bool)`;
    // Python's True is an int, and nan and inf are floats; JSON has none of them as numbers. An
    // integer is a number with no fractional part, as JSON Schema says: 1.0 is one, nan and inf not.
    case "integer":
      return code`isinstance(${subject}, bool) or not (isinstance(${subject}, int) or (isinstance(${subject}, float) and ${subject}.is_integer()))`;
    case "number":
      return code`isinstance(${subject}, bool) or not (isinstance(${subject}, int) or (isinstance(${subject}, float) and math.isfinite(${subject})))`;
    default:
      return undefined;
  }
}

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
