/**
 * Every example declared in the DSL must be valid under its variant's own generated schema: examples
 * feed the test vectors and the card gallery, so a wrong one would teach hosts the wrong shape.
 * This check runs after lowering because it reads the IR, which `check-value.ts` interprets.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir } from "../lower/ir.js";
import { allNamedTypes } from "../lower/ir.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { checkValue, indexTypes } from "./check-value.js";

export function checkExamples(ir: Ir, source: SourceDocument): Diagnostic[] {
  const types = indexTypes(ir);
  const found: Diagnostic[] = [];
  for (const type of allNamedTypes(ir)) {
    if (type.kind !== "variant") continue;
    type.examples.forEach((example, index) => {
      const problem = checkValue(types, type.name, example);
      if (problem === undefined) return;
      const where = problem.path === "" ? "the example" : problem.path;
      const detail = problem.kind === "unknown-key" ? `has unknown key "${problem.key}"` : problem.message;
      const pointer = `${type.pointer}/examples/${index}${problem.path}`;
      found.push({
        code: "CARD_BAD_EXAMPLE",
        message: `example ${index} of "${type.name}" is invalid: ${where} ${detail}; expected a complete valid instance, tags included`,
        pointer,
        offset: source.offsetOf(pointer),
      });
    });
  }
  return found;
}
