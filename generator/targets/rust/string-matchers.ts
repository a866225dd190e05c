/**
 * The Rust crate's patterns and formats: each pattern compiled by cardc into the automaton
 * `pattern.rs` runs (`pattern/pattern-program.ts`), held as a static of two strings in that file's
 * encoding, so nothing is compiled when a value is checked; a format is its syntax so compiled and,
 * for the RFC 3339 formats, the calendar rules, never a date library.
 *
 *     static PATTERN_5F2B0C9E1D3A: pattern::Pattern = pattern::Pattern {
 *         steps: "c000000000001c000000000001…m000000000000",
 *         ranges: "00003000003900004100005A",
 *     };
 */
import { type Code, type Statement, block, layout, raw } from "../../emit/code.js";
import type { PatternNode } from "../../pattern/parse-iregexp.js";
import { type PatternProgram, compilePattern } from "../../pattern/pattern-program.js";
import { type StringMatchers, patternKey } from "../../emit/string-matchers.js";
import type { CalendarCheck, StringFormat } from "../../pattern/string-formats.js";
import { constraintMessage } from "../../emit/check-messages.js";
import { rust, rustDoc } from "./syntax.js";

const { code, identifier } = rust;

function hex6(value: number): string {
  return value.toString(16).toUpperCase().padStart(6, "0");
}

/** The program in `pattern.rs`'s encoding: 13 characters a step, 12 a range. */
export function encodeProgram(program: PatternProgram): { steps: string; ranges: string } {
  const starts: number[] = [];
  let ranges = "";
  for (const set of program.sets) {
    starts.push(ranges.length / 12);
    ranges += set.map(([first, last]) => hex6(first) + hex6(last)).join("");
  }
  const steps = program.steps
    .map((step) => {
      switch (step.op) {
        case "class": {
          const start = starts[step.set] ?? 0;
          return `c${hex6(start)}${hex6(start + (program.sets[step.set]?.length ?? 0))}`;
        }
        case "split":
          return `s${hex6(step.first)}${hex6(step.second)}`;
        case "jump":
          return `j${hex6(step.to)}${hex6(0)}`;
        case "match":
          return `m${hex6(0)}${hex6(0)}`;
      }
    })
    .join("");
  return { steps, ranges };
}

function patternPrefix(source: string): string {
  return `PATTERN_${patternKey(source).toUpperCase()}`;
}

/** The function that holds when its `&str` argument matches the pattern. */
export function patternFunction(source: string): Code {
  return identifier(`pattern_${patternKey(source)}`);
}

/** The function that holds when its `&str` argument is of the format. */
export function formatFunction(format: StringFormat): Code {
  return identifier(`is_${format.replace("-", "_")}`);
}

/** The `Must` step of a pattern, over the `Matcher` static `emitRustMustSteps` defines beside its function. */
export function patternStep(source: string): Code {
  return code`Must::Matches(&${identifier(`MATCHES_${patternPrefix(source)}`)})`;
}

export function formatStep(format: StringFormat): Code {
  return code`Must::Matches(&${identifier(`MATCHES_${format.replace("-", "_").toUpperCase()}`)})`;
}

/** The `Must` constants of the patterns and formats: the test and what a value that fails it is told. */
export function emitRustMustSteps(matchers: StringMatchers): Statement[] {
  const constant = (name: Code, test: Code, message: string): Statement =>
    block(code`static ${name}: Matcher = Matcher {`, [code`test: ${test},`, code`rule: ${message},`], raw("};"));
  return [
    ...matchers.patterns.map(({ source }) =>
      constant(
        identifier(`MATCHES_${patternPrefix(source)}`),
        patternFunction(source),
        constraintMessage({ kind: "pattern", source }),
      ),
    ),
    ...matchers.formats.map(({ format }) =>
      constant(
        identifier(`MATCHES_${format.replace("-", "_").toUpperCase()}`),
        formatFunction(format),
        constraintMessage({ kind: "format", format }),
      ),
    ),
  ];
}

/** The call that holds when `subject` (a `&str`) matches the pattern. */
export function patternTest(source: string, subject: Code): Code {
  return code`${patternFunction(source)}(${subject})`;
}

/** The call that holds when `subject` (a `&str`) is of the format. */
export function formatTest(format: StringFormat, subject: Code): Code {
  return code`${formatFunction(format)}(${subject})`;
}

const calendarTests: Record<CalendarCheck, readonly string[]> = {
  none: [],
  date: ["pattern::day_exists(text)"],
  time: ["pattern::leap_second_allowed(text)"],
  "date-time": ["pattern::day_exists(&text[..10])", "pattern::leap_second_allowed(&text[11..])"],
};

/** A function returning `syntax && calendar…`, on one line where it fits and one operand a line where not, as rustfmt does. */
function matcherFunction(name: Code, prefix: string, calendar: CalendarCheck): Statement {
  const operands = [`pattern::matches(&${prefix}, text)`, ...calendarTests[calendar]];
  const oneLine = raw(operands.join(" && "));
  return block(
    code`fn ${name}(text: &str) -> bool {`,
    [
      layout((page) =>
        page.fits(oneLine)
          ? oneLine
          : [raw(operands[0] ?? ""), ...operands.slice(1).map((operand) => raw(`    && ${operand}`))],
      ),
    ],
    raw("}"),
  );
}

/** `static NAME: pattern::Pattern = pattern::Pattern { steps: "…", ranges: "…" };`, its fields one a line as rustfmt lays out a struct literal this long. */
function programStatic(name: string, tree: PatternNode): Statement {
  const { steps, ranges } = encodeProgram(compilePattern(tree));
  return block(
    code`static ${identifier(name)}: pattern::Pattern = pattern::Pattern {`,
    [code`steps: ${steps},`, code`ranges: ${ranges},`],
    raw("};"),
  );
}

export function emitRustMatchers(matchers: StringMatchers): Statement[] {
  if (matchers.patterns.length === 0 && matchers.formats.length === 0) return [];
  return [
    ...matchers.patterns.flatMap(({ tree, source }) => [
      ...rustDoc([`Steps and ranges of the pattern ${JSON.stringify(source)}.`]),
      programStatic(patternPrefix(source), tree),
      code``,
      matcherFunction(patternFunction(source), patternPrefix(source), "none"),
      code``,
    ]),
    ...matchers.formats.flatMap(({ format, tree, calendar }) => {
      const prefix = `${format.replace("-", "_").toUpperCase()}_SYNTAX`;
      return [programStatic(prefix, tree), code``, matcherFunction(formatFunction(format), prefix, calendar), code``];
    }),
  ];
}
