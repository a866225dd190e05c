/**
 * A `ViewCheck` for any version of the vocabulary, built from its IR at run time: the same JSON
 * Schema and Ajv options `pnpm gen` compiles give the verdict, and the same runtime union tables
 * as the generated validators explain a rejection, so an old version (read from git) is checked as
 * its own generated code would have checked it, with the same messages.
 */
import type { Ir, IrUnion } from "../lower/ir.js";
import { buildJsonSchema } from "../emit/emit-json-schema.js";
import { compileSchema } from "../targets/typescript/emit-validators.js";
import {
  type CompiledValidator,
  type UnionTable,
  type ValidationError,
  explainUnion,
  explainWith,
  leaf,
  nested,
  unionTable,
} from "../../runtime/core/validation.js";
import type { ViewCheck } from "./replay-log.js";

export function vocabularyCheck(ir: Ir): ViewCheck {
  const ajv = compileSchema(buildJsonSchema(ir));
  const compiled = (name: string): CompiledValidator => ajv.getSchema(`${ir.id}#/$defs/${name}`) as CompiledValidator;
  const tableOf = (union: IrUnion): UnionTable =>
    unionTable(
      union.name,
      union.tag,
      union.open,
      union.members.map((member) => [
        member.tagValue,
        member.type.kind === "union" ? nested(tableOf(member.type)) : leaf(compiled(member.type.name)),
      ]),
    );
  type Verdict = { readonly ok: true } | { readonly ok: false; readonly errors: readonly ValidationError[] };
  const validators = new Map<string, (value: unknown) => Verdict>();
  for (const type of ir.types) {
    const validate = compiled(type.name);
    const explain =
      type.kind === "union"
        ? (value: unknown) => explainUnion(tableOf(type), value)
        : (value: unknown) => explainWith(type.name, validate, value);
    validators.set(type.name, (value) => {
      try {
        if (validate(value)) return { ok: true };
      } catch {
        // A value Ajv cannot read is explained below as unreadable.
      }
      return explain(value);
    });
  }
  return (type, value) => {
    const validate = validators.get(type);
    if (validate === undefined) return { ok: false, reason: `the vocabulary has no type ${type}` };
    const result = validate(value);
    return result.ok ? { ok: true } : { ok: false, reason: result.errors.map((error) => error.text).join("; ") };
  };
}
