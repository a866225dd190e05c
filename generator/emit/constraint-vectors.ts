/**
 * What the vectors know about constraints: a value of a field that satisfies all of them, and for
 * each constraint the values just inside and just outside it. A string's length bound is met and
 * broken with astral characters (one code point, two UTF-16 units) and combining marks (a code
 * point each, though drawn on the letter before), so a host that counts UTF-16 units, bytes or
 * graphemes instead of code points gets a verdict wrong. A number bound is crossed by the next
 * double past it, an integer bound by the next integer; a number beyond ±(2^53 − 1), which every
 * host's reader refuses wherever it stands (docs/json.md), makes no vector: the conformance cases
 * hold bounds out there. A pattern or a format is broken by a string it refuses.
 */
import type { Constraint, ConstraintTable } from "../model/constraints.js";
import { constraintOf, constraintsFor, renderConstraint, targetOfPrimitive } from "../model/constraints.js";
import type { PrimitiveRule, ValueRule } from "../lower/check-plan.js";
import { firstBrokenConstraint } from "../lower/broken-constraint.js";
import { formatBreaker, formatInstance, patternBreaker, patternInstance } from "../pattern/sample-string.js";

/** A value near a bound, and what it is meant to show. */
export interface NearBound {
  readonly label: string;
  readonly value: unknown;
}

/** The innermost rule of a value's rule, how many arrays hold it, and the outermost array's constraints. */
function innermost(rule: ValueRule): { inner: ValueRule; depth: number; arrayConstraints: readonly Constraint[] } {
  let inner = rule;
  let depth = 0;
  const arrayConstraints = rule.kind === "each" ? rule.constraints : [];
  while (inner.kind === "each") {
    inner = inner.items;
    depth++;
  }
  return { inner, depth, arrayConstraints };
}

/** A value a primitive rule admits: its `const`, else a number or string within its constraints. */
export function samplePrimitive(rule: PrimitiveRule): string | number | boolean {
  if (rule.const !== undefined) return rule.const;
  switch (rule.primitive) {
    case "integer":
    case "number":
      return sampleNumber(constraintsFor(rule.constraints, "number"), rule.primitive === "integer");
    case "string":
      return sampleString(constraintsFor(rule.constraints, "string"));
    case "boolean":
      return false;
  }
}

/** A value of the rule's kind other than its `const`. */
function otherThan(fixed: string | number | boolean): string | number | boolean {
  if (typeof fixed === "string") return `${fixed}-other`;
  return typeof fixed === "boolean" ? !fixed : fixed + 1;
}

/** A number an integer or number field's constraints admit: its minimum, else 0, else the nearest admitted. */
export function sampleNumber(constraints: readonly Constraint[], integer: boolean): number {
  const admitted = (value: number) =>
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    firstBrokenConstraint(constraints, value) === undefined;
  const minimum = constraintOf(constraints, "minimum")?.limit;
  const maximum = constraintOf(constraints, "maximum")?.limit;
  const above = constraintOf(constraints, "exclusiveMinimum")?.limit;
  const below = constraintOf(constraints, "exclusiveMaximum")?.limit;
  const candidates = [
    ...(minimum === undefined ? [] : [integer ? Math.ceil(minimum) : minimum]),
    0,
    ...(maximum === undefined ? [] : [integer ? Math.floor(maximum) : maximum]),
    ...(above === undefined ? [] : [integer ? Math.floor(above) + 1 : nextUp(above)]),
    ...(below === undefined ? [] : [integer ? Math.ceil(below) - 1 : nextDown(below)]),
  ];
  return candidates.find(admitted) ?? 0;
}

/**
 * A string a field's constraints admit: its format's instance, else the shortest its pattern spells
 * (the format's when it has both), else the sample text grown or shrunk to the length bounds:
 * `text`, `textx`, `tex`.
 */
export function sampleString(constraints: readonly Constraint[]): string {
  const format = constraintOf(constraints, "format");
  if (format !== undefined) return formatInstance(format.format);
  const pattern = constraintOf(constraints, "pattern");
  const spelt = pattern === undefined ? undefined : patternInstance(pattern.source);
  if (spelt !== undefined) return spelt;
  const least = constraintOf(constraints, "minLength")?.limit ?? 0;
  const most = constraintOf(constraints, "maxLength")?.limit ?? Number.POSITIVE_INFINITY;
  const length = Math.min(Math.max(4, least), most);
  return "text".padEnd(length, "x").slice(0, length);
}

/** How many items a sampled array holds: one for a full value, none for a minimal one, within its bounds. */
export function sampleCount(constraints: readonly Constraint[], full: boolean): number {
  const least = constraintOf(constraints, "minItems")?.limit ?? 0;
  const most = constraintOf(constraints, "maxItems")?.limit ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(full ? 1 : 0, least), most);
}

/**
 * The values of a rule (a field's, a map's values or keys) near each of its constraints, each with
 * whether the rule then holds: a number or string bound's value (or another than a `const`) placed
 * as the first item of each array around it, the rest of the outermost array filled with `filler`
 * (a valid item of it) to its least count. A named scalar's constraints are in the rule, so they are
 * met here as a field's own are.
 */
export function nearBounds(rule: ValueRule, filler: unknown): (NearBound & { readonly valid: boolean })[] {
  const { inner, depth, arrayConstraints } = innermost(rule);
  const target = inner.kind === "primitive" ? targetOfPrimitive(inner.primitive) : undefined;
  const integer = inner.kind === "primitive" && inner.primitive === "integer";
  const fixed = inner.kind === "primitive" ? inner.const : undefined;
  const itemConstraints = target === undefined || inner.kind !== "primitive" ? [] : inner.constraints;
  // The outermost array holds the item near the bound and is filled up to its least count; only it is counted.
  const count = Math.max(constraintOf(arrayConstraints, "minItems")?.limit ?? 1, 1);
  const wrap = (item: unknown, level: number): unknown =>
    level === depth
      ? item
      : [wrap(item, level + 1), ...(level === 0 ? Array.from({ length: count - 1 }, () => filler) : [])];
  // An array that may hold no item (`maxItems: 0`) has no item near a bound to show.
  const holdsItems =
    depth === 0 || firstBrokenConstraint(arrayConstraints, Array.from({ length: count })) === undefined;
  const itemHolds = (value: unknown) =>
    (fixed === undefined || value === fixed) &&
    (!integer || Number.isInteger(value)) &&
    firstBrokenConstraint(itemConstraints, value) === undefined;
  const nearItems = [
    ...(fixed === undefined ? [] : [{ label: "not-const", value: otherThan(fixed) }]),
    ...itemConstraints.flatMap((constraint) => renderConstraint(nearItem, constraint)(integer)),
  ];
  const items = (holdsItems ? nearItems : [])
    .filter((near) => typeof near.value !== "number" || Math.abs(near.value) <= Number.MAX_SAFE_INTEGER)
    .map((near) => ({ label: near.label, value: wrap(near.value, 0), valid: itemHolds(near.value) }));
  const arrays = arrayConstraints.flatMap((constraint) =>
    renderConstraint(nearCount, constraint)().map((near) => ({
      label: near.label,
      value: Array.from({ length: near.count }, () => filler),
      valid: firstBrokenConstraint(arrayConstraints, Array.from({ length: near.count })) === undefined,
    })),
  );
  return [...items, ...arrays];
}

/** `n` code points, astral characters and combining marks among them: 😀, e and a combining acute, in turn. */
function codePointsOf(count: number, pieces: readonly string[] = ["😀", "e", "\u0301"]): string {
  return Array.from({ length: count }, (_, index) => pieces[index % pieces.length]).join("");
}

const nearItem: ConstraintTable<(integer: boolean) => NearBound[]> = {
  maximum:
    ({ limit }) =>
    (integer) => [
      { label: "at-maximum", value: integer ? Math.floor(limit) : limit },
      { label: "above-maximum", value: integer ? Math.floor(limit) + 1 : nextUp(limit) },
    ],
  minimum:
    ({ limit }) =>
    (integer) => [
      { label: "at-minimum", value: integer ? Math.ceil(limit) : limit },
      { label: "below-minimum", value: integer ? Math.ceil(limit) - 1 : nextDown(limit) },
    ],
  exclusiveMaximum:
    ({ limit }) =>
    (integer) => [
      { label: "below-exclusive-maximum", value: integer ? Math.ceil(limit) - 1 : nextDown(limit) },
      { label: "at-exclusive-maximum", value: limit },
    ],
  exclusiveMinimum:
    ({ limit }) =>
    (integer) => [
      { label: "above-exclusive-minimum", value: integer ? Math.floor(limit) + 1 : nextUp(limit) },
      { label: "at-exclusive-minimum", value: limit },
    ],
  maxLength:
    ({ limit }) =>
    () => [
      // Twice as many UTF-16 units as code points: valid, though `.length` says too long.
      { label: "max-length-astral", value: codePointsOf(limit, ["😀"]) },
      // Fewer letters than code points: too long, though it looks short.
      { label: "over-max-length-combining", value: codePointsOf(limit + 1, ["e", "\u0301"]) },
      { label: "over-max-length", value: codePointsOf(limit + 1) },
    ],
  minLength:
    ({ limit }) =>
    () => [
      { label: "min-length-combining", value: codePointsOf(limit, ["e", "\u0301"]) },
      ...(limit === 0
        ? []
        : [
            // As many UTF-16 units as the limit or more, yet too few code points.
            { label: "under-min-length-astral", value: codePointsOf(limit - 1, ["😀"]) },
          ]),
    ],
  pattern:
    ({ source }) =>
    () => {
      const breaker = patternBreaker(source);
      return breaker === undefined ? [] : [{ label: "breaks-pattern", value: breaker }];
    },
  format:
    ({ format }) =>
    () => [{ label: "breaks-format", value: formatBreaker(format) }],
  maxItems: () => () => [],
  minItems: () => () => [],
};

const nearCount: ConstraintTable<() => { label: string; count: number }[]> = {
  maximum: () => () => [],
  minimum: () => () => [],
  exclusiveMaximum: () => () => [],
  exclusiveMinimum: () => () => [],
  maxLength: () => () => [],
  minLength: () => () => [],
  pattern: () => () => [],
  format: () => () => [],
  maxItems:
    ({ limit }) =>
    () => [
      { label: "max-items", count: limit },
      { label: "over-max-items", count: limit + 1 },
    ],
  minItems:
    ({ limit }) =>
    () => [
      { label: "min-items", count: limit },
      ...(limit === 0 ? [] : [{ label: "under-min-items", count: limit - 1 }]),
    ],
};

/** The next double above `value` (below, for `nextDown`): the nearest number a bound can exclude. */
export function nextUp(value: number): number {
  if (value === 0) return Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigInt64(0, view.getBigInt64(0) + (value > 0 ? 1n : -1n));
  return view.getFloat64(0);
}

export function nextDown(value: number): number {
  return -nextUp(-value);
}
