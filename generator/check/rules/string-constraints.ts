/**
 * A pattern is an I-Regexp that a host can compile, and a format is one cardc defines, on a field or
 * a named scalar (that both stand only on strings is the constraint-kinds rule's). A pattern outside I-Regexp is reported at
 * the character where it leaves it, inside the string in the file.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import type { DslConstraints } from "../../model/dsl.js";
import { constrainedNodes } from "../constrained-nodes.js";
import { sourceOffsetInString } from "../../parse/string-literal-offset.js";
import { parseIRegexp } from "../../pattern/parse-iregexp.js";
import { maxProgramSteps, programLength } from "../../pattern/pattern-program.js";
import { isStringFormat, stringFormats } from "../../pattern/string-formats.js";
import { type Rule, type RuleContext, report } from "../rule.js";
import { didYouMean } from "../suggest.js";

export const stringConstraints: Rule = {
  name: "patterns are I-Regexps and formats are known",
  check(context) {
    const found: Diagnostic[] = [];
    for (const { constraints, pointer } of constrainedNodes(context)) {
      found.push(...patternProblems(context, constraints, pointer), ...formatProblems(context, constraints, pointer));
    }
    return found;
  },
};

function patternProblems(context: RuleContext, field: DslConstraints, pointer: string): Diagnostic[] {
  if (field.pattern === undefined) return [];
  const at = `${pointer}/pattern`;
  const parsed = parseIRegexp(field.pattern);
  if (!parsed.ok) {
    const { offset, message, hint } = parsed.problem;
    return [
      {
        code: "CARD_BAD_PATTERN",
        message: `${message}, at character ${offset + 1} of the pattern`,
        pointer: at,
        offset: sourceOffsetInString(context.source.text, context.source.offsetOf(at), offset),
        ...(hint === undefined ? {} : { hint }),
      },
    ];
  }
  const steps = programLength(parsed.tree);
  if (steps <= maxProgramSteps) return [];
  return [
    report(
      context,
      "CARD_BAD_PATTERN",
      at,
      `found a pattern that spells out to ${steps} matching steps; expected at most ${maxProgramSteps}`,
      { hint: "use fewer or smaller counted repetitions, such as {1,64} rather than {1,1000}" },
    ),
  ];
}

function formatProblems(context: RuleContext, field: DslConstraints, pointer: string): Diagnostic[] {
  if (field.format === undefined || isStringFormat(field.format)) return [];
  const hint =
    field.format === "email"
      ? "cardc offers no email format, for no one definition of an address is read alike everywhere; write a pattern"
      : (didYouMean(field.format, stringFormats) ?? `expected one of ${stringFormats.join(", ")}`);
  return [
    report(
      context,
      "CARD_UNKNOWN_FORMAT",
      `${pointer}/format`,
      `found the format "${field.format}"; expected one of ${stringFormats.map((format) => `"${format}"`).join(", ")}`,
      { hint },
    ),
  ];
}
