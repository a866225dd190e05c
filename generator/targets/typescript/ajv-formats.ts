/**
 * The formats Ajv's standalone validators (the `./ajv` entry) check: each cardc format's syntax as
 * a regular expression, the one Ajv's standalone code can carry inline. Ajv's output holds no
 * function of cardc's, so the calendar rules (the day of the month, the leap second) are the
 * generated `validateX`'s alone: docs/formats.md lists what the `./ajv` entry accepts besides.
 */
import { renderPattern } from "../../pattern/render-pattern.js";
import { formatSyntax, stringFormats } from "../../pattern/string-formats.js";

/** Each format's name and its syntax as ECMA-262 source, anchored, for the `u` flag. */
export function ajvFormatSources(): Record<string, string> {
  return Object.fromEntries(stringFormats.map((format) => [format, renderPattern(formatSyntax(format), "ecma")]));
}
