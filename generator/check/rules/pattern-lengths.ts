/**
 * A pattern or a format can match a string of the lengths the same place allows: `"pattern":
 * "[0-9A-Z]{5}"` beside `"maxLength": 4` admits no string at all, so it is refused at the pattern
 * (`CARD_CONSTRAINT_RANGE`) instead of refusing every card. The lengths a pattern can match are read
 * off its tree (`pattern/pattern-lengths.ts`), a format's off its syntax; a pattern no string matches
 * at all is refused the same way. A pattern that is no I-Regexp is the string-constraints rule's.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import type { DslConstraints } from "../../model/dsl.js";
import { parseIRegexp } from "../../pattern/parse-iregexp.js";
import { describeLengths, type LengthRange, matchLengths } from "../../pattern/pattern-lengths.js";
import { formatSyntax, isStringFormat } from "../../pattern/string-formats.js";
import { constrainedNodes } from "../constrained-nodes.js";
import { type Rule, report } from "../rule.js";

/** What a pattern or format can match: `undefined` lengths when nothing; skipped when it cannot be read. */
type Matched = { readonly keyword: "pattern" | "format"; readonly lengths: LengthRange | undefined };

function matchedBy(constraints: DslConstraints): Matched[] {
  const found: Matched[] = [];
  if (constraints.pattern !== undefined) {
    const parsed = parseIRegexp(constraints.pattern);
    if (parsed.ok) found.push({ keyword: "pattern", lengths: matchLengths(parsed.tree) });
  }
  if (constraints.format !== undefined && isStringFormat(constraints.format)) {
    found.push({ keyword: "format", lengths: matchLengths(formatSyntax(constraints.format)) });
  }
  return found;
}

/** `within maxLength 4`, `within minLength 6 and maxLength 8`. */
function describeBounds(constraints: DslConstraints): string {
  const bounds = [
    constraints.minLength === undefined ? [] : [`minLength ${constraints.minLength}`],
    constraints.maxLength === undefined ? [] : [`maxLength ${constraints.maxLength}`],
  ].flat();
  return bounds.join(" and ");
}

export const patternLengths: Rule = {
  name: "patterns and formats can match a string of the allowed length",
  check(context) {
    const found: Diagnostic[] = [];
    for (const { pointer, named, constraints, base } of constrainedNodes(context)) {
      if (base !== "string") continue;
      const least = constraints.minLength ?? 0;
      const most = constraints.maxLength ?? Number.POSITIVE_INFINITY;
      for (const { keyword, lengths } of matchedBy(constraints)) {
        const what = keyword === "pattern" ? `pattern "${constraints.pattern}"` : `format "${constraints.format}"`;
        if (lengths === undefined) {
          const message = `found ${what} on ${named}, which no string matches; expected a pattern some string matches`;
          found.push(report(context, "CARD_CONSTRAINT_RANGE", `${pointer}/${keyword}`, message));
          continue;
        }
        if (lengths.least <= most && (lengths.most ?? Number.POSITIVE_INFINITY) >= least) continue;
        const message = `found ${what} on ${named}, which matches only strings of ${describeLengths(lengths)}; expected one that can match within ${describeBounds(constraints)}`;
        found.push(report(context, "CARD_CONSTRAINT_RANGE", `${pointer}/${keyword}`, message));
      }
    }
    return found;
  },
};
