/** Each format's one definition, its syntax run through ECMA-262 and the Rust automaton and its calendar rules. */
import { describe, expect, it } from "vitest";
import { compilePattern, runPatternProgram } from "../../../generator/pattern/pattern-program.js";
import { renderPattern } from "../../../generator/pattern/render-pattern.js";
import {
  formatDefinitions,
  formatSyntax,
  passesCalendar,
  stringFormats,
} from "../../../generator/pattern/string-formats.js";
import { formatCases } from "./format-cases.js";

describe.each(stringFormats)("format %s", (format) => {
  const tree = formatSyntax(format);
  const ecma = new RegExp(renderPattern(tree, "ecma"), "u");
  const program = compilePattern(tree);
  const verdict = (text: string) => {
    const calendar = passesCalendar(formatDefinitions[format].calendar, text);
    return [ecma.test(text) && calendar, runPatternProgram(program, text) && calendar];
  };
  it.each(formatCases[format].valid)("accepts %s", (text) => {
    expect(verdict(text)).toEqual([true, true]);
  });
  it.each(formatCases[format].invalid)("refuses %s", (text) => {
    expect(verdict(text)).toEqual([false, false]);
  });
});
