/**
 * The patterns and formats one vocabulary's validators use, each compiled once at module level by
 * every host: a pattern by its index in the vocabulary (its first use in declaration order, which
 * lowering gives it), a format by its name. Each host writes the declarations from this list, and
 * only those its checks call, so no linter finds an unused one.
 */
import type { PatternNode } from "./parse-iregexp.js";
import { parseIRegexp } from "./parse-iregexp.js";
import {
  type CalendarCheck,
  type StringFormat,
  formatDefinitions,
  formatSyntax,
  stringFormats,
} from "./string-formats.js";

export interface UsedPattern {
  readonly index: number;
  readonly source: string;
  readonly tree: PatternNode;
}

export interface StringMatchers {
  readonly patterns: readonly UsedPattern[];
  /** In `stringFormats` order. */
  readonly formats: readonly {
    readonly format: StringFormat;
    readonly tree: PatternNode;
    readonly calendar: CalendarCheck;
  }[];
  /** Whether a calendar rule is called: the day-of-month check, the leap-second check. */
  readonly needsDay: boolean;
  readonly needsLeapSecond: boolean;
}

/** The matchers for the patterns (index, source) and formats a vocabulary's checks name, each once. */
export function stringMatchers(
  patterns: Iterable<{ readonly index: number; readonly source: string }>,
  formats: Iterable<StringFormat>,
): StringMatchers {
  const byIndex = new Map<number, UsedPattern>();
  for (const { index, source } of patterns) {
    if (byIndex.has(index)) continue;
    const parsed = parseIRegexp(source);
    if (!parsed.ok)
      throw new Error(`pattern ${index} passed the checker but is not an I-Regexp: ${parsed.problem.message}`);
    byIndex.set(index, { index, source, tree: parsed.tree });
  }
  const used = new Set(formats);
  const chosen = stringFormats
    .filter((format) => used.has(format))
    .map((format) => ({ format, tree: formatSyntax(format), calendar: formatDefinitions[format].calendar }));
  return {
    patterns: [...byIndex.values()].sort((a, b) => a.index - b.index),
    formats: chosen,
    needsDay: chosen.some(({ calendar }) => calendar === "date" || calendar === "date-time"),
    needsLeapSecond: chosen.some(({ calendar }) => calendar === "time" || calendar === "date-time"),
  };
}

/** A format's name as a word for identifiers: `date-time` → `DateTime`. */
export function formatWord(format: StringFormat): string {
  return format
    .split("-")
    .map((part) => `${part[0]?.toUpperCase() ?? ""}${part.slice(1)}`)
    .join("");
}
