/**
 * The hand-written half of the generated validators: explaining a value the generated fast path
 * rejected. It runs the precompiled Ajv function of the variant the value's tags select (a map
 * lookup per tag level, however many variants there are) and turns Ajv's findings into one readable
 * line per problem, e.g. `ToolResultView card "search" shape "paths": /total must be integer`.
 *
 * Every entry point here returns errors and never throws: a value whose getters or proxy traps
 * throw is reported ("could not be read"), not propagated.
 */

/** A standalone Ajv validation function, as `generated/validators.compiled.js` exports them. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly AjvError[] | null;
}

interface AjvError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

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

/** How a generated union table names one member. */
export type UnionMember =
  | { readonly kind: "leaf"; readonly validate: CompiledValidator }
  | { readonly kind: "union"; readonly table: UnionTable };

export interface UnionTable {
  readonly name: string;
  readonly tag: string;
  /** An open union accepts any object whose tag is a string it does not know. */
  readonly open: boolean;
  readonly members: ReadonlyMap<string, UnionMember>;
}

export function unionTable(
  name: string,
  tag: string,
  open: boolean,
  members: readonly (readonly [string, UnionMember])[],
): UnionTable {
  return { name, tag, open, members: new Map(members) };
}

export function leaf(validate: CompiledValidator): UnionMember {
  return { kind: "leaf", validate };
}

export function nested(table: UnionTable): UnionMember {
  return { kind: "union", table };
}

/**
 * Explains why a value the generated fast path rejected is not a `type`, using Ajv's code for the
 * path and message. The verdict is the fast path's; should Ajv's code find nothing to report (a key
 * JSON does not see, such as a non-enumerable one), the value is still reported invalid.
 */
export function explainWith(type: string, validate: CompiledValidator, value: unknown): Rejection {
  try {
    if (validate(value)) return rejected([error(type, undefined, "", "is invalid")]);
    return rejected(translateErrors(type, undefined, validate.errors));
  } catch (thrown) {
    return rejected([unreadable(type, undefined, thrown)]);
  }
}

/** Explains a rejected union member: one map lookup per tag level selects the variant, then its own code reports. */
export function explainUnion(table: UnionTable, value: unknown): Rejection {
  const type = table.name;
  let variant: string | undefined;
  try {
    let current = table;
    for (;;) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return rejected([error(type, variant, "", `must be object (found ${kindOf(value)})`)]);
      }
      const tagValue: unknown = (value as Record<string, unknown>)[current.tag];
      const member = typeof tagValue === "string" ? current.members.get(tagValue) : undefined;
      if (member === undefined) {
        const owned = typeof tagValue === "string" && Object.hasOwn(value, current.tag);
        const allowed = [...current.members.keys()].map((key) => JSON.stringify(key)).join(", ");
        const expected = current.open ? "must be a string" : `must be one of ${allowed}`;
        const found = tagValue === undefined || !owned ? "missing" : `found ${describeValue(tagValue)}`;
        return rejected([error(type, variant, `/${current.tag}`, `${expected} (${found})`)]);
      }
      variant = `${variant === undefined ? "" : `${variant} `}${current.tag} ${describeValue(tagValue)}`;
      if (member.kind === "leaf") {
        if (member.validate(value)) return rejected([error(type, variant, "", "is invalid")]);
        return rejected(translateErrors(type, variant, member.validate.errors));
      }
      current = member.table;
    }
  } catch (thrown) {
    return rejected([unreadable(type, variant, thrown)]);
  }
}

type Rejection = { readonly ok: false; readonly errors: readonly ValidationError[] };

function rejected(errors: readonly ValidationError[]): Rejection {
  return { ok: false, errors };
}

function translateErrors(
  type: string,
  variant: string | undefined,
  errors: readonly AjvError[] | null | undefined,
): ValidationError[] {
  const found = (errors ?? []).map((ajvError) => {
    const { path, message } = describeAjvError(ajvError);
    return error(type, variant, path, message);
  });
  return found.length > 0 ? found : [error(type, variant, "", "is invalid")];
}

function describeAjvError(ajvError: AjvError): { path: string; message: string } {
  const { instancePath, keyword, params } = ajvError;
  switch (keyword) {
    case "required":
      return { path: `${instancePath}/${String(params["missingProperty"])}`, message: "is required" };
    case "additionalProperties":
      return { path: `${instancePath}/${String(params["additionalProperty"])}`, message: "is not allowed" };
    case "false schema": {
      // Only exclusive groups emit false schemas: `dependentSchemas/<present>/properties/<forbidden>`.
      const present = /dependentSchemas\/([^/]+)\//.exec(ajvError.schemaPath)?.[1];
      const parent = instancePath.slice(0, instancePath.lastIndexOf("/"));
      return {
        path: instancePath,
        message: present === undefined ? "is not allowed" : `is not allowed together with ${parent}/${present}`,
      };
    }
    case "enum":
      return {
        path: instancePath,
        message: `must be one of ${(params["allowedValues"] as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`,
      };
    case "const":
      return { path: instancePath, message: `must be ${JSON.stringify(params["allowedValue"])}` };
    case "type":
      return { path: instancePath, message: `must be ${String(params["type"]).split(",").join(" or ")}` };
    default:
      return { path: instancePath, message: ajvError.message ?? "is invalid" };
  }
}

function error(type: string, variant: string | undefined, path: string, message: string): ValidationError {
  const where = variant === undefined ? type : `${type} ${variant}`;
  // The one-line text stays short whatever the value held: a 10 MB key is cut, not echoed.
  const text = `${where}: ${path === "" ? "value" : clip(path)} ${message}`;
  return variant === undefined ? { type, path, message, text } : { type, variant, path, message, text };
}

function unreadable(type: string, variant: string | undefined, thrown: unknown): ValidationError {
  return error(type, variant, "", `could not be read (${describeThrown(thrown)})`);
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
