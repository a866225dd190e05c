/**
 * The Python checks' patterns and formats, compiled once when the module loads: a pattern in `re`'s
 * dialect, used with `fullmatch`; a format as its syntax and, for the RFC 3339 formats, the
 * calendar rules (`pattern/string-formats.ts`), never `datetime.fromisoformat`.
 *
 *     _PATTERN_5F2B0C9E1D3A = re.compile("[A-Z0-9]{5}")
 *     def _is_date(text: str) -> bool:
 *         return _DATE_SYNTAX.fullmatch(text) is not None and _day_exists(text)
 */
import { type Code, type Statement, block, raw } from "../../emit/code.js";
import { type StringMatchers, patternKey } from "../../emit/string-matchers.js";
import { renderPattern } from "../../pattern/render-pattern.js";
import type { CalendarCheck, StringFormat } from "../../pattern/string-formats.js";
import { python } from "./syntax.js";

const { code, identifier } = python;

export function patternName(source: string): Code {
  return identifier(`_PATTERN_${patternKey(source).toUpperCase()}`);
}

/** The test that holds when `subject` does not match the pattern. */
export function patternFails(source: string, subject: Code): Code {
  return code`${patternName(source)}.fullmatch(${subject}) is None`;
}

function snake(format: StringFormat): string {
  return format.replace("-", "_");
}

/** The call that holds when `subject` is of the format. */
export function formatTest(format: StringFormat, subject: Code): Code {
  return code`${identifier(`_is_${snake(format)}`)}(${subject})`;
}

const calendarTests: Record<CalendarCheck, string> = {
  none: "",
  date: " and _day_exists(text)",
  time: " and _leap_second_allowed(text)",
  "date-time": " and _day_exists(text[:10]) and _leap_second_allowed(text[11:])",
};

const dayExists = `def _day_exists(date: str) -> bool:
    """The day exists in its month: 29 February only in a leap year."""
    year, month = int(date[0:4]), int(date[5:7])
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = (29 if leap else 28) if month == 2 else 30 if month in (4, 6, 9, 11) else 31
    return int(date[8:10]) <= days`;

const leapSecondAllowed = `def _leap_second_allowed(time: str) -> bool:
    """Second 60 only in the last minute of a UTC day, once the offset is taken off."""
    if time[6:8] != "60":
        return True
    minutes = int(time[0:2]) * 60 + int(time[3:5])
    offset = 0 if time[-1] in "Zz" else (int(time[-5:-3]) * 60 + int(time[-2:])) * (-1 if time[-6] == "-" else 1)
    return (minutes - offset + 1440) % 1440 == 1439`;

/** The module-level definitions, each a top-level statement of its own. */
export function emitPythonMatchers(matchers: StringMatchers): Code[] {
  const definitions: Statement[][] = [
    [
      ...matchers.patterns.map(
        ({ source, tree }) => code`${patternName(source)} = re.compile(${renderPattern(tree, "python")})`,
      ),
      ...matchers.formats.map(
        ({ format, tree }) =>
          code`${identifier(`_${snake(format).toUpperCase()}_SYNTAX`)} = re.compile(${renderPattern(tree, "python")})`,
      ),
    ],
    ...matchers.formats.map(({ format, calendar }) => [
      block(code`def ${identifier(`_is_${snake(format)}`)}(text: str) -> bool:`, [
        code`return ${identifier(`_${snake(format).toUpperCase()}_SYNTAX`)}.fullmatch(text) is not None${raw(calendarTests[calendar])}`,
      ]),
    ]),
    ...(matchers.needsDay ? [[raw(dayExists)]] : []),
    ...(matchers.needsLeapSecond ? [[raw(leapSecondAllowed)]] : []),
  ];
  return definitions
    .filter((statements) => statements.length > 0)
    .map((statements) => raw(python.render(statements).text.trimEnd()));
}

/** Whether `re` must be imported. */
export function usesRe(matchers: StringMatchers): boolean {
  return matchers.patterns.length > 0 || matchers.formats.length > 0;
}
