/**
 * The TypeScript validators' patterns and formats, compiled once when the module loads: a pattern
 * as an ECMA-262 expression with the `u` flag, anchored; a format as its syntax and, for the RFC
 * 3339 formats, the calendar rules (`pattern/string-formats.ts`), never `Date.parse`.
 *
 *     const pattern_5f2b0c9e1d3a = new RegExp("^(?:[A-Z0-9]{5})$", "u");
 *     function matchesDate(text: string): boolean {
 *       return dateSyntax.test(text) && dayExists(text);
 *     }
 */
import { type Code, type Statement, block, code, identifier, raw } from "../../emit/code.js";
import { type StringMatchers, formatWord, patternKey } from "../../emit/string-matchers.js";
import { renderPattern } from "../../pattern/render-pattern.js";
import type { CalendarCheck, StringFormat } from "../../pattern/string-formats.js";

export function patternName(source: string): Code {
  return identifier(`pattern_${patternKey(source)}`);
}

/** The call that holds when `subject` matches the pattern. */
export function patternTest(source: string, subject: Code): Code {
  return code`${patternName(source)}.test(${subject})`;
}

/** The call that holds when `subject` is of the format. */
export function formatTest(format: StringFormat, subject: Code): Code {
  return code`${identifier(`matches${formatWord(format)}`)}(${subject})`;
}

const calendarTests: Record<CalendarCheck, string> = {
  none: "",
  date: " && dayExists(text)",
  time: " && leapSecondAllowed(text)",
  "date-time": " && dayExists(text.slice(0, 10)) && leapSecondAllowed(text.slice(11))",
};

const dayExists = `// The day exists in its month: 29 February only in a leap year.
function dayExists(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return Number(date.slice(8, 10)) <= days;
}`;

const leapSecondAllowed = `// Second 60 only in the last minute of a UTC day, once the offset is taken off.
function leapSecondAllowed(time: string): boolean {
  if (time.slice(6, 8) !== "60") return true;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const utc = time.endsWith("Z") || time.endsWith("z");
  const offset = utc ? 0 : (Number(time.slice(-5, -3)) * 60 + Number(time.slice(-2))) * (time.at(-6) === "-" ? -1 : 1);
  return (minutes - offset + 1440) % 1440 === 1439;
}`;

export function emitTypeScriptMatchers(matchers: StringMatchers): Statement[] {
  if (matchers.patterns.length === 0 && matchers.formats.length === 0) return [];
  return [
    code`// Patterns and formats, compiled once (docs/formats.md).`,
    ...matchers.patterns.map(
      ({ source, tree }) => code`const ${patternName(source)} = new RegExp(${renderPattern(tree, "ecma")}, "u");`,
    ),
    ...matchers.formats.flatMap(({ format, tree, calendar }) => {
      const syntax = identifier(`${formatWord(format)[0]?.toLowerCase()}${formatWord(format).slice(1)}Syntax`);
      return [
        code`const ${syntax} = new RegExp(${renderPattern(tree, "ecma")}, "u");`,
        block(
          code`function ${identifier(`matches${formatWord(format)}`)}(text: string): boolean {`,
          [code`return ${syntax}.test(text)${raw(calendarTests[calendar])};`],
          raw("}"),
        ),
      ];
    }),
    ...(matchers.needsDay ? [raw(dayExists)] : []),
    ...(matchers.needsLeapSecond ? [raw(leapSecondAllowed)] : []),
    code``,
  ];
}
