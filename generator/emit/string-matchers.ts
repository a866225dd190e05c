/**
 * The patterns and formats one vocabulary's validators use, each compiled once at module level by
 * every host. A pattern's definition is named by a digest of its text (`patternKey`), so a check
 * names it from the constraint alone and two fields with one pattern share one definition; a format
 * is named by its own name. Each host writes the definitions from this list, and only those its
 * checks call, so no linter finds an unused one.
 */
import { createHash } from "node:crypto";
import type { TypePlan, ValueRule } from "../lower/check-plan.js";
import type { PatternNode } from "../pattern/parse-iregexp.js";
import { parseIRegexp } from "../pattern/parse-iregexp.js";
import {
  type CalendarCheck,
  type StringFormat,
  formatDefinitions,
  formatSyntax,
  stringFormats,
} from "../pattern/string-formats.js";

export interface UsedPattern {
  /** Twelve hex digits of the pattern's SHA-256, the suffix of its definition's name in every host. */
  readonly key: string;
  readonly source: string;
  readonly tree: PatternNode;
}

export interface StringMatchers {
  /** In order of first use. */
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

/** The name suffix of a pattern's definition: 48 bits of its SHA-256, the same in every host. */
export function patternKey(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}

/** The matchers for the pattern texts and formats a vocabulary's checks name, each once. */
export function stringMatchers(patterns: Iterable<string>, formats: Iterable<StringFormat>): StringMatchers {
  const byKey = new Map<string, UsedPattern>();
  for (const source of patterns) {
    const key = patternKey(source);
    if (byKey.has(key)) continue;
    const parsed = parseIRegexp(source);
    if (!parsed.ok) throw new Error(`a pattern passed the checker but is not an I-Regexp: ${parsed.problem.message}`);
    byKey.set(key, { key, source, tree: parsed.tree });
  }
  const used = new Set(formats);
  const chosen = stringFormats
    .filter((format) => used.has(format))
    .map((format) => ({ format, tree: formatSyntax(format), calendar: formatDefinitions[format].calendar }));
  return {
    patterns: [...byKey.values()],
    formats: chosen,
    needsDay: chosen.some(({ calendar }) => calendar === "date" || calendar === "date-time"),
    needsLeapSecond: chosen.some(({ calendar }) => calendar === "time" || calendar === "date-time"),
  };
}

/**
 * The patterns and formats the plans' rules carry, in declaration order, and those of `also`: the
 * rules a host checks apart from any plan (Rust's scalar newtypes check their own as they decode).
 */
export function planStringMatchers(plans: readonly TypePlan[], also: readonly ValueRule[] = []): StringMatchers {
  const patterns: string[] = [];
  const formats: StringFormat[] = [];
  // Every string a check reaches: a field's, an array's items at any depth, a map's keys and values, a union's members.
  const visit = (rule: ValueRule): void => {
    switch (rule.kind) {
      case "each":
        return visit(rule.items);
      case "entries":
        if (rule.keys.kind === "scalar") visit(rule.keys.rule);
        return visit(rule.values);
      case "by-kind":
        return rule.arms.forEach((arm) => visit(arm.rule));
      case "primitive":
        for (const constraint of rule.constraints) {
          if (constraint.kind === "pattern") patterns.push(constraint.source);
          if (constraint.kind === "format") formats.push(constraint.format);
        }
        return;
      case "any":
      case "reference":
        return;
    }
  };
  for (const plan of plans)
    if (plan.kind === "object") for (const step of plan.steps) if (step.step === "field") visit(step.rule);
  also.forEach(visit);
  return stringMatchers(patterns, formats);
}

/** A format's name as a word for identifiers: `date-time` → `DateTime`. */
export function formatWord(format: StringFormat): string {
  return format
    .split("-")
    .map((part) => `${part[0]?.toUpperCase() ?? ""}${part.slice(1)}`)
    .join("");
}
