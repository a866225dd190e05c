/**
 * What the generated checks say about a problem, in every target language: the fixed part of each
 * message, known at generation time. What depends on the value (what was found, the pointer of a
 * field it clashes with) is added by each language's runtime helpers.
 *
 *     oneOf(["read", "edit"])  →  must be one of "read", "edit"
 */
import { escapePointerToken } from "../model/pointer.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../model/constraints.js";

export const isRequired = "is required";
export const isNotAllowed = "is not allowed";
export const mustBeObject = "must be object";
/** An open union's tag: any string selects a member or an extension. */
export const mustBeString = "must be a string";

/** `must be integer`, `must be string or null`. */
export function mustBe(type: string, orNull = false): string {
  return `must be ${type}${orNull ? " or null" : ""}`;
}

/** A union of kinds' test: `must be string, integer or null`. */
export function mustBeOneOfKinds(words: readonly string[]): string {
  return `must be ${words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1) ?? ""}`}`;
}

export function oneOf(values: readonly string[]): string {
  return `must be one of ${values.map((value) => JSON.stringify(value)).join(", ")}`;
}

/** A tag or a `const` whose value is fixed: `must be "terminal"`, `must be 2`. */
export function mustEqual(value: string | number | boolean): string {
  return `must be ${JSON.stringify(value)}`;
}

export function atLeast(limit: number): string {
  return `must be >= ${limit}`;
}

export function atMost(limit: number): string {
  return `must be <= ${limit}`;
}

/** What a value that breaks a constraint is told, the same in every target language. */
export const brokenConstraint: ConstraintTable<string> = {
  maximum: ({ limit }) => atMost(limit),
  minimum: ({ limit }) => atLeast(limit),
  exclusiveMaximum: ({ limit }) => `must be < ${limit}`,
  exclusiveMinimum: ({ limit }) => `must be > ${limit}`,
  maxLength: ({ limit }) => `must be at most ${counted(limit, "character")} long`,
  minLength: ({ limit }) => `must be at least ${counted(limit, "character")} long`,
  pattern: ({ source }) => `must match pattern ${JSON.stringify(source)}`,
  format: ({ format }) => `must match format ${JSON.stringify(format)}`,
  maxItems: ({ limit }) => `must have at most ${counted(limit, "item")}`,
  minItems: ({ limit }) => `must have at least ${counted(limit, "item")}`,
};

/** `1 item`, `3 items`. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function constraintMessage(constraint: Constraint): string {
  return renderConstraint(brokenConstraint, constraint);
}

/** The start of the message about the later field of an exclusive pair; the earlier one's pointer follows. */
export const notTogether = "is not allowed together with ";

/** The pointer token of a field: `/exitCode`. */
export function fieldPointer(name: string): string {
  return `/${escapePointerToken(name)}`;
}
