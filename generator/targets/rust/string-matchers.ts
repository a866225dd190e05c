/**
 * The Rust crate's patterns and formats: each pattern compiled by cardc into the automaton
 * `pattern.rs` runs (`pattern/pattern-program.ts`), held as two string statics in that file's
 * encoding, so nothing is compiled when a value is checked; a format is its syntax so compiled and,
 * for the RFC 3339 formats, the calendar rules, never a date library.
 *
 *     static PATTERN_0_STEPS: &str = "c000000000001c000000000001…m000000000000";
 *     static PATTERN_0_RANGES: &str = "00003000003900004100005A";
 */
import { type Code, type Statement, block, layout, raw } from "../../emit/code.js";
import type { PatternNode } from "../../pattern/parse-iregexp.js";
import { type PatternProgram, compilePattern } from "../../pattern/pattern-program.js";
import type { StringMatchers } from "../../pattern/string-matchers.js";
import type { CalendarCheck, StringFormat } from "../../pattern/string-formats.js";
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

/** The call that holds when `subject` (a `&str`) matches pattern `index`. */
export function patternTest(index: number, subject: Code): Code {
  return code`pattern::matches(${identifier(`PATTERN_${index}_STEPS`)}, ${identifier(`PATTERN_${index}_RANGES`)}, ${subject})`;
}

/** The call that holds when `subject` (a `&str`) is of the format. */
export function formatTest(format: StringFormat, subject: Code): Code {
  return code`${identifier(`is_${format.replace("-", "_")}`)}(${subject})`;
}

const calendarTests: Record<CalendarCheck, string> = {
  none: "",
  date: " && pattern::day_exists(text)",
  time: " && pattern::leap_second_allowed(text)",
  "date-time": " && pattern::day_exists(&text[..10]) && pattern::leap_second_allowed(&text[11..])",
};

/** `static NAME: &str = "…";` laid out as rustfmt does: on one line, else the literal on the next, else one line however long. */
function stringStatic(name: string, value: string): Statement {
  const oneLine = code`static ${identifier(name)}: &str = ${rust.literal(value)};`;
  const broken = code`    ${rust.literal(value)};`;
  return layout((page) =>
    page.fits(oneLine) || !page.fits(broken) ? oneLine : [code`static ${identifier(name)}: &str =`, broken],
  );
}

function programStatics(prefix: string, tree: PatternNode): Statement[] {
  const { steps, ranges } = encodeProgram(compilePattern(tree));
  return [stringStatic(`${prefix}_STEPS`, steps), stringStatic(`${prefix}_RANGES`, ranges)];
}

export function emitRustMatchers(matchers: StringMatchers): Statement[] {
  if (matchers.patterns.length === 0 && matchers.formats.length === 0) return [];
  return [
    ...matchers.patterns.flatMap(({ index, tree, source }) => [
      ...rustDoc([`Steps and ranges of the pattern ${JSON.stringify(source)}.`]),
      ...programStatics(`PATTERN_${index}`, tree),
    ]),
    ...matchers.formats.flatMap(({ format, tree, calendar }) => {
      const prefix = `${format.replace("-", "_").toUpperCase()}_SYNTAX`;
      return [
        ...programStatics(prefix, tree),
        code``,
        block(
          code`fn ${identifier(`is_${format.replace("-", "_")}`)}(text: &str) -> bool {`,
          [
            code`pattern::matches(${identifier(`${prefix}_STEPS`)}, ${identifier(`${prefix}_RANGES`)}, text)${raw(calendarTests[calendar])}`,
          ],
          raw("}"),
        ),
        code``,
      ];
    }),
  ];
}
