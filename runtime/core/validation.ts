/**
 * What the generated validators rest on: the result types `validateX` returns and the few helpers
 * its generated explainers call. An explainer (`explainX` in `generated/validators.ts`) returns the
 * first problem it finds in a value, or nothing, and `validateX` turns that into the typed value or
 * one located error, e.g. `ToolResultView card "search" shape "paths": /total must be integer`.
 *
 * Every entry point here returns errors and never throws: a value whose getters or proxy traps
 * throw is reported ("could not be read"), not propagated.
 */
import { escapePointerToken } from "../../lib/pointer.js";
import { readJson } from "./read-json.js";

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

/**
 * A problem a generated explainer found: its pointer relative to the value the explainer checked
 * (the caller prefixes the key or index it read that value from, only once there is a problem, so a
 * value without one costs no string), what is wrong, and the variant the value's tags selected.
 */
export interface Found {
  readonly path: string;
  readonly message: string;
  readonly variant?: string;
  /** For the later field of an exclusive pair: the pointer of the earlier one, relative to the same object. */
  readonly clashesWith?: string;
}

/** A generated explainer: the first problem of a value, or undefined when it finds none. */
export type Explainer = (value: unknown) => Found | undefined;

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

/**
 * `validateX`: the value as a `T` when the generated explainer finds no problem in it, otherwise that
 * problem, located and named. Never throws: a value the explainer cannot read is reported.
 */
export function explain<T>(type: string, explainer: Explainer, value: unknown): Validation<T> {
  let found: Found | undefined;
  try {
    found = explainer(value);
  } catch (thrown) {
    return { ok: false, errors: [error(type, undefined, "", `could not be read (${describeThrown(thrown)})`)] };
  }
  if (found === undefined) return { ok: true, value: value as T };
  const { path, clashesWith } = found;
  // The earlier field of a pair sits beside the later one: the same object's pointer, then its key.
  const message =
    clashesWith === undefined ? found.message : `${found.message}${path.slice(0, path.lastIndexOf("/"))}${clashesWith}`;
  return { ok: false, errors: [error(type, found.variant, path, message)] };
}

/** A generated `validateX`, as `parseJson` looks it up by its type's name. */
export type Validator = (value: unknown) => Validation<unknown>;

/**
 * `parseJson`: JSON text read by the rules every host shares (`readJson`, docs/json.md), then checked
 * as the named type by its validator. A text problem is reported like a type problem, located by its
 * pointer; a name not in `validators` is an error too, as the other hosts report it. Never throws.
 */
export function parseText(
  typeName: string,
  validators: Readonly<Record<string, Validator>>,
  text: string,
): Validation<unknown> {
  const validate = Object.hasOwn(validators, typeName) ? validators[typeName] : undefined;
  if (validate === undefined) {
    const known = Object.keys(validators).join(", ");
    return {
      ok: false,
      errors: [error(typeName, undefined, "", `is not a type of the vocabulary; expected one of ${known}`)],
    };
  }
  const read = readJson(text);
  if (!read.ok) return { ok: false, errors: [error(typeName, undefined, read.path, read.message)] };
  return validate(read.value);
}

/**
 * A union member's problem, naming the variant its tag selected (`card "search"`), outermost tag
 * first. Every `Found` is made fresh by the explainer that returns it, so the variant is named in
 * place: a rejection allocates nothing per union level.
 */
export function within(label: string, found: Found | undefined): Found | undefined {
  if (found !== undefined) {
    (found as { variant?: string }).variant = found.variant === undefined ? label : `${label} ${found.variant}`;
  }
  return found;
}

/**
 * A problem inside the field or item at `pointer`: its pointer gains that prefix, and the variant an
 * inner union named is dropped, since the pointer leads to that value, whose tag shows it, and a
 * problem names the variant the checked value's own tags selected.
 */
export function at(pointer: string, found: Found): Found {
  const path = pointer + found.path;
  return found.clashesWith === undefined
    ? { path, message: found.message }
    : { path, message: found.message, clashesWith: found.clashesWith };
}

/** A problem at `path` (relative to the checked value). */
export function fail(path: string, message: string): Found {
  return { path, message };
}

/** `message` about the checked value, with the kind of value found: `must be object (found array)`. */
export function wrongValue(message: string, value: unknown): Found {
  return { path: "", message: `${message} (found ${kindOf(value)})` };
}

/** A tag that selects no member: `/card must be one of "generic", "diff" (found "x")`. */
export function wrongTag(value: object, tag: string, message: string): Found {
  const tagValue: unknown = (value as Record<string, unknown>)[tag];
  const found = tagValue === undefined || !Object.hasOwn(value, tag) ? "missing" : `found ${describeValue(tagValue)}`;
  return { path: `/${tag}`, message: `${message} (${found})` };
}

/** A key as a JSON Pointer token: `~` and `/` escaped (`lib/pointer.ts`, which the generator's pointers use too). */
export const escapeKey: (key: string) => string = escapePointerToken;

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

/**
 * A string's length in Unicode code points, as JSON Schema counts `minLength` and `maxLength`:
 * `.length` counts UTF-16 units, two for an astral character. A lone surrogate counts as one.
 */
export function codePoints(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        index++;
      }
    }
  }
  return count;
}
