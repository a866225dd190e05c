/**
 * What the generated validators rest on: the result types `validateX` returns and the few helpers
 * its generated explainers call. The explainers (`explainX` in `generated/validators.ts`) run only
 * once the generated fast path has rejected a value, and return the first problem they find, e.g.
 * `ToolResultView card "search" shape "paths": /total must be integer`.
 *
 * Every entry point here returns errors and never throws: a value whose getters or proxy traps
 * throw is reported ("could not be read"), not propagated.
 */

/** One reason a value is invalid. */
export interface ValidationError {
  /** The type that was asked for, e.g. `ToolResultView`. */
  readonly type: string;
  /** The variant the value's tags selected, e.g. `card "search" shape "paths"`; absent when none was selected. */
  readonly variant?: string;
  /** JSON Pointer of the offending value within the checked one ("" for the value itself). */
  readonly path: string;
  /** What is wrong there, e.g. `must be integer`. */
  readonly message: string;
  /** The whole finding on one line: type, variant, path and message. */
  readonly text: string;
}

export type Validation<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly ValidationError[] };

/** A problem a generated explainer found: where, what, and the variant the value's tags selected. */
export interface Found {
  readonly path: string;
  readonly message: string;
  readonly variant?: string;
}

/** A generated explainer: the first problem of a value at `path`, or undefined when it finds none. */
export type Explainer = (value: unknown, path: string) => Found | undefined;

/** One of Ajv's error objects, as the standalone validators of `cardc/ajv` report them. */
export interface AjvErrorObject {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** A standalone Ajv validation function, as `cardc/ajv` (`generated/validators.compiled.js`) exports them. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly AjvErrorObject[] | null;
}

type Rejection = { readonly ok: false; readonly errors: readonly ValidationError[] };

/**
 * Explains why a value the generated fast path rejected is not a `type`. The verdict is the fast
 * path's: should the explainer find nothing (a getter that answers differently on a second read),
 * the value is still reported invalid.
 */
export function explain(type: string, explainer: Explainer, value: unknown): Rejection {
  let found: Found | undefined;
  try {
    found = explainer(value, "");
  } catch (thrown) {
    return { ok: false, errors: [error(type, undefined, "", `could not be read (${describeThrown(thrown)})`)] };
  }
  const problem = found ?? { path: "", message: "is invalid" };
  return { ok: false, errors: [error(type, problem.variant, problem.path, problem.message)] };
}

/** Whether `key` is an own enumerable key of `object`: a key JSON would write. */
export function isOwn(object: object, key: string): boolean {
  return Object.prototype.propertyIsEnumerable.call(object, key);
}

/** A union member's problem, naming the variant its tag selected, outermost tag first. */
export function within(tag: string, tagValue: string, found: Found | undefined): Found | undefined {
  if (found === undefined) return undefined;
  const label = `${tag} ${JSON.stringify(clip(tagValue))}`;
  return {
    path: found.path,
    message: found.message,
    variant: found.variant === undefined ? label : `${label} ${found.variant}`,
  };
}

/**
 * A problem inside a field: the variant an inner union named is dropped, since the pointer leads to
 * that value, whose tag shows it, and a problem names the variant the checked value's own tags selected.
 */
export function inner(found: Found): Found {
  return { path: found.path, message: found.message };
}

/** `message` about the value at `path`, with the kind of value found there: `must be object (found array)`. */
export function wrongValue(path: string, message: string, value: unknown): Found {
  return { path, message: `${message} (found ${kindOf(value)})` };
}

/** A tag that selects no member: `/card must be one of "generic", "diff" (found "x")`. */
export function wrongTag(value: object, path: string, tag: string, message: string): Found {
  const tagValue: unknown = (value as Record<string, unknown>)[tag];
  const found = tagValue === undefined || !isOwn(value, tag) ? "missing" : `found ${describeValue(tagValue)}`;
  return { path: `${path}/${tag}`, message: `${message} (${found})` };
}

/** A key as a JSON Pointer token: `~` and `/` escaped. */
export function escapeKey(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function error(type: string, variant: string | undefined, path: string, message: string): ValidationError {
  const where = variant === undefined ? type : `${type} ${variant}`;
  // The one-line text stays short whatever the value held: a 10 MB key is cut, not echoed.
  const text = `${where}: ${path === "" ? "value" : clip(path)} ${message}`;
  return variant === undefined ? { type, path, message, text } : { type, variant, path, message, text };
}

/** Names what was thrown without trusting it: a hostile value may throw from `message` or `toString` too. */
function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name} thrown`;
  } catch {
    // A proxy can throw even from `instanceof`.
  }
  return "an exception was thrown";
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function describeValue(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(clip(value)) : kindOf(value);
}

const clipLength = 80;

function clip(text: string): string {
  return text.length <= clipLength ? text : `${text.slice(0, clipLength)}… (${text.length} characters)`;
}
