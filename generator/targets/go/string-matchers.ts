/**
 * The Go decoders' patterns and formats, compiled once when the package loads: a pattern in RE2's
 * dialect, anchored; a format as its syntax and, for the RFC 3339 formats, the calendar rules
 * (`pattern/string-formats.ts`), never `time.Parse`.
 *
 *     var pattern5F2B0C9E1D3A = regexp.MustCompile(`^(?:[A-Z0-9]{5})$`)
 *     func isDate(text string) bool { return dateSyntax.MatchString(text) && dayExists(text) }
 */
import { type Code, type Statement, block, raw } from "../../emit/code.js";
import { type StringMatchers, formatWord, patternKey } from "../../emit/string-matchers.js";
import { renderPattern } from "../../pattern/render-pattern.js";
import type { CalendarCheck, StringFormat } from "../../pattern/string-formats.js";
import { go, goRawString } from "./syntax.js";

const { code, identifier } = go;

export function patternName(source: string): Code {
  return identifier(`pattern${patternKey(source).toUpperCase()}`);
}

/** The function that holds when its argument is of the format. */
export function formatFunction(format: StringFormat): Code {
  return identifier(`is${formatWord(format)}`);
}

function syntaxName(format: StringFormat): Code {
  const word = formatWord(format);
  return identifier(`${word[0]?.toLowerCase() ?? ""}${word.slice(1)}Syntax`);
}

const calendarTests: Record<CalendarCheck, string> = {
  none: "",
  date: " && dayExists(text)",
  time: " && leapSecondAllowed(text)",
  "date-time": " && dayExists(text[:10]) && leapSecondAllowed(text[11:])",
};

const twoDigits = `// digitsAt reads the decimal digits text[from:to], which the format's syntax has matched.
func digitsAt(text string, from int, to int) int {
	value := 0
	for _, digit := range text[from:to] {
		value = value*10 + int(digit-'0')
	}
	return value
}`;

const dayExists = `// dayExists says the day exists in its month: 29 February only in a leap year.
func dayExists(date string) bool {
	year, month := digitsAt(date, 0, 4), digitsAt(date, 5, 7)
	days := 31
	switch month {
	case 2:
		days = 28
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			days = 29
		}
	case 4, 6, 9, 11:
		days = 30
	}
	return digitsAt(date, 8, 10) <= days
}`;

const leapSecondAllowed = `// leapSecondAllowed allows second 60 only in the last minute of a UTC day, once the offset is taken off.
func leapSecondAllowed(time string) bool {
	if time[6:8] != "60" {
		return true
	}
	minutes := digitsAt(time, 0, 2)*60 + digitsAt(time, 3, 5)
	offset := 0
	if last := time[len(time)-1]; last != 'Z' && last != 'z' {
		offset = digitsAt(time, len(time)-5, len(time)-3)*60 + digitsAt(time, len(time)-2, len(time))
		if time[len(time)-6] == '-' {
			offset = -offset
		}
	}
	return (minutes-offset+1440)%1440 == 1439
}`;

/** The prelude-style check the decoders build from a pattern's or format's test, written only beside them. */
export const goMatchingCheck = `// matching is the check that a string satisfies a pattern or a format; rule says which.
func matching(test func(string) bool, rule string) check[string] {
	return func(value string, at string) error {
		if !test(value) {
			return fmt.Errorf("%s: %s", where(at), rule)
		}
		return nil
	}
}`;

export function emitGoMatchers(matchers: StringMatchers): Statement[] {
  if (matchers.patterns.length === 0 && matchers.formats.length === 0) return [];
  const needsDigits = matchers.needsDay || matchers.needsLeapSecond;
  return [
    ...matchers.patterns.map(
      ({ source, tree }) =>
        code`var ${patternName(source)} = regexp.MustCompile(${goRawString(renderPattern(tree, "go"))})`,
    ),
    ...matchers.formats.map(
      ({ format, tree }) =>
        code`var ${syntaxName(format)} = regexp.MustCompile(${goRawString(renderPattern(tree, "go"))})`,
    ),
    code``,
    ...matchers.formats.flatMap(({ format, calendar }) => [
      block(
        code`func ${formatFunction(format)}(text string) bool {`,
        [code`return ${syntaxName(format)}.MatchString(text)${raw(calendarTests[calendar])}`],
        raw("}"),
      ),
      code``,
    ]),
    ...(needsDigits ? [raw(twoDigits), code``] : []),
    ...(matchers.needsDay ? [raw(dayExists), code``] : []),
    ...(matchers.needsLeapSecond ? [raw(leapSecondAllowed), code``] : []),
  ];
}
