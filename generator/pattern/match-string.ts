/**
 * A pattern or format judged in the generator itself, for the IR interpreter (`core/check-value.ts`,
 * which checks the vocabulary's examples and vectors) and the JSON Schema: the ECMA-262 rendering
 * every TypeScript host runs, so the generator's verdicts are the validators'.
 */
import { parseIRegexp } from "./parse-iregexp.js";
import { renderPattern } from "./render-pattern.js";
import { type StringFormat, formatDefinitions, formatSyntax, passesCalendar } from "./string-formats.js";

/** The pattern as the JSON Schema's `pattern` carries it: ECMA-262 with the `u` flag, anchored. */
export function ecmaPattern(source: string): string {
  const parsed = parseIRegexp(source);
  if (!parsed.ok) throw new Error(`a pattern passed the checker but is not an I-Regexp: ${parsed.problem.message}`);
  return renderPattern(parsed.tree, "ecma");
}

export function matchesPattern(source: string, text: string): boolean {
  return new RegExp(ecmaPattern(source), "u").test(text);
}

export function matchesFormat(format: StringFormat, text: string): boolean {
  return (
    new RegExp(renderPattern(formatSyntax(format), "ecma"), "u").test(text) &&
    passesCalendar(formatDefinitions[format].calendar, text)
  );
}
