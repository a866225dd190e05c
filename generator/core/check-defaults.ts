/**
 * A field's `default` must be a value the field accepts: of its type, within its constraints and
 * those of a scalar it names, null only where it is nullable. The value is checked by the field's own
 * check plan step (`check-value.ts`), so it means what every validator means; like the examples,
 * this runs after lowering, on the IR. That a `default` sits on an optional field only is a rule of
 * the document (`check/rules/defaults.ts`).
 */
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir } from "../lower/ir.js";
import { allNamedTypes, scalarsOf } from "../lower/ir.js";
import { objectPlan, stepsOf } from "../lower/check-plan.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { checkField, indexTypes } from "./check-value.js";

export function checkDefaults(ir: Ir, source: SourceDocument): Diagnostic[] {
  const types = indexTypes(ir);
  const scalars = scalarsOf(ir);
  const found: Diagnostic[] = [];
  for (const type of allNamedTypes(ir)) {
    if (type.kind !== "record" && type.kind !== "variant") continue;
    const steps = new Map(stepsOf(objectPlan(type, scalars), "field").map((step) => [step.key, step]));
    for (const field of type.fields) {
      const step = steps.get(field.name);
      if (field.default === undefined || step === undefined) continue;
      const problem = checkField(types, step, field.default.value, "");
      if (problem === undefined) continue;
      const detail = problem.kind === "unknown-key" ? `has unknown key "${problem.key}"` : problem.message;
      const where = problem.path === "" ? "it" : problem.path;
      const pointer = `${field.pointer}/default${problem.path}`;
      found.push({
        code: "CARD_BAD_DEFAULT",
        message: `found a default that field "${field.name}" of "${type.name}" refuses: ${where} ${detail}; expected a value of the field's type within its constraints`,
        pointer,
        offset: source.offsetOf(pointer),
      });
    }
  }
  return found;
}
