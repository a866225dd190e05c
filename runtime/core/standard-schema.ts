/**
 * Standard Schema v1 (standardschema.dev): the one interface tRPC, TanStack Form and Router, Hono and
 * others accept from any validator library. Its types are copied here, as the specification asks of a
 * library that takes no dependency on `@standard-schema/spec`, and `standardSchema` gives a generated
 * explainer that shape: `validate` returns `{ value }`, or `{ issues: [{ message, path }] }` with the
 * path as keys and array indices, e.g. `["files", 0, "path"]`.
 *
 *     export const ToolResultViewSchema: StandardSchemaV1<unknown, Cards.ToolResultView> =
 *       standardSchema("ToolResultView", explainToolResultView);
 */
import { pointerTokens } from "../../lib/pointer.js";
import { explain, type Explainer } from "./validation.js";

/** The Standard Schema interface, version 1. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": StandardSchemaV1.Props<Input, Output>;
}

// The specification's own shape, a namespace of types only, so a library's copy reads as the spec's.
export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown, options?: Options) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface Options {
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema["~standard"]["types"]>["input"];
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema["~standard"]["types"]>["output"];
}

/**
 * A Standard Schema of the type a generated explainer checks, vendor "cardc". Like `validateX` it
 * never throws; an issue's message names the variant the value's tags selected, as Python's does
 * (`must be integer (found "3"), in card "search" shape "paths"`).
 */
export function standardSchema<T>(type: string, explainer: Explainer): StandardSchemaV1<unknown, T> {
  return {
    "~standard": {
      version: 1,
      vendor: "cardc",
      validate(value: unknown): StandardSchemaV1.Result<T> {
        const result = explain<T>(type, explainer, value);
        if (result.ok) return { value: result.value };
        return {
          issues: result.errors.map((error) => ({
            message: error.variant === undefined ? error.message : `${error.message}, in ${error.variant}`,
            path: pathOf(value, error.path),
          })),
        };
      },
    },
  };
}

/**
 * A JSON Pointer as Standard Schema's path: a token is an array index (a number) where the value at
 * that place is an array, a key otherwise. The value is read again only along the path; one that
 * throws when read (a hostile getter) leaves the rest of the tokens as keys.
 */
function pathOf(value: unknown, pointer: string): PropertyKey[] {
  if (pointer === "") return [];
  const tokens = pointerTokens(pointer);
  const path: PropertyKey[] = [];
  let node: unknown = value;
  for (const token of tokens) {
    try {
      const index = Array.isArray(node) && /^(?:0|[1-9][0-9]*)$/.test(token) ? Number(token) : undefined;
      path.push(index ?? token);
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[token] : undefined;
    } catch {
      path.push(token);
      node = undefined;
    }
  }
  return path;
}
