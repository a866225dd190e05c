/**
 * Every example declared in the DSL must be valid under its variant's own generated schema: examples
 * feed the test vectors and the card gallery, so a wrong one would teach hosts the wrong shape.
 * This check runs after lowering because it needs the compiled schema.
 */
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir } from "../lower/ir.js";
import { allNamedTypes } from "../lower/ir.js";
import type { SourceDocument } from "../parse/parse-source.js";

export function checkExamples(ir: Ir, ajv: Ajv2020, source: SourceDocument): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const type of allNamedTypes(ir)) {
    // Compiling a variant's schema costs time; a variant without examples needs none.
    if (type.kind !== "variant" || type.examples.length === 0) continue;
    const validate = ajv.getSchema(`${ir.id}#/$defs/${type.name}`);
    type.examples.forEach((example, index) => {
      if (validate === undefined || validate(example)) return;
      const first = validate.errors?.[0];
      const path = first === undefined || first.instancePath === "" ? "the example" : first.instancePath;
      const detail =
        first?.keyword === "additionalProperties"
          ? `has unknown key "${String(first.params["additionalProperty"])}"`
          : (first?.message ?? "is invalid");
      const pointer = `${type.pointer}/examples/${index}${first?.instancePath ?? ""}`;
      found.push({
        code: "CARD_BAD_EXAMPLE",
        message: `example ${index} of "${type.name}" is invalid: ${path} ${detail}; expected a complete valid instance, tags included`,
        pointer,
        offset: source.offsetOf(pointer),
      });
    });
  }
  return found;
}
