/**
 * A `const` must lie within the constraints beside it: a scalar's own, or, on a field, the field's
 * and those of the scalar it names. It is judged by the table every host's checks are held to
 * (`lower/broken-constraint.ts`), on the IR, so "within" means what every validator means; that the
 * value is of the right kind and on a node that can be fixed is a rule of the document
 * (`check/rules/const-values.ts`).
 */
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir } from "../lower/ir.js";
import { allNamedTypes, scalarsOf } from "../lower/ir.js";
import { fieldRule } from "../lower/check-plan.js";
import { firstBrokenConstraint } from "../lower/broken-constraint.js";
import type { Constraint } from "../model/constraints.js";
import type { SourceDocument } from "../parse/parse-source.js";

export function checkConsts(ir: Ir, source: SourceDocument): Diagnostic[] {
  const scalars = scalarsOf(ir);
  const found: Diagnostic[] = [];
  const judge = (pointer: string, what: string, value: unknown, constraints: readonly Constraint[]): void => {
    const broken = firstBrokenConstraint(constraints, value);
    if (broken === undefined) return;
    found.push({
      code: "CARD_BAD_CONST",
      message: `found const ${JSON.stringify(value)} on ${what} that its constraints refuse: it ${broken}; expected a value within them`,
      pointer: `${pointer}/const`,
      offset: source.offsetOf(`${pointer}/const`),
    });
  };
  for (const type of allNamedTypes(ir)) {
    if (type.kind === "scalar" && type.const !== undefined)
      judge(type.pointer, `scalar "${type.name}"`, type.const, type.constraints);
    if (type.kind !== "record" && type.kind !== "variant") continue;
    for (const field of type.fields) {
      const rule = fieldRule(field, scalars);
      if (field.const !== undefined && rule.kind === "primitive")
        judge(field.pointer, `field "${field.name}" of "${type.name}"`, field.const, rule.constraints);
    }
  }
  return found;
}
