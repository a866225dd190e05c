/**
 * A `ViewCheck` for any version of the vocabulary, built from its IR at run time: the checks its
 * generated validators make, run in-process (`in-process-checks.ts`), so an old version (read from
 * git) is checked as its own generated code would have checked it, with the same messages.
 */
import type { Ir } from "../lower/ir.js";
import { inProcessChecks } from "../targets/typescript/in-process-checks.js";
import type { ViewCheck } from "./replay-log.js";

export function vocabularyCheck(ir: Ir): ViewCheck {
  const validate = inProcessChecks(ir);
  return (type, value) => {
    const result = validate(type, value);
    if (result === undefined) return { ok: false, reason: `the vocabulary has no type ${type}` };
    return result.ok ? { ok: true } : { ok: false, reason: result.errors.map((error) => error.text).join("; ") };
  };
}
