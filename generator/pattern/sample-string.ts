/**
 * Strings for the generated vectors of a field held to a pattern or a format: one every host must
 * accept and, for each constraint, one every host must refuse. The accepted one is the shortest the
 * pattern spells (each class's first printable member, each alternation's first branch, each
 * repetition at its minimum), or a fixed instance of the format; the refused one is the first of a
 * few candidates the constraint refuses.
 */
import type { CodePointSet } from "./code-point-set.js";
import { matchesFormat, matchesPattern } from "./match-string.js";
import { type PatternNode, parseIRegexp } from "./parse-iregexp.js";
import type { StringFormat } from "./string-formats.js";

const formatInstances: { readonly [F in StringFormat]: string } = {
  "date-time": "2024-02-29T12:00:00Z",
  date: "2024-02-29",
  time: "12:00:00Z",
  uri: "https://example.com/",
  uuid: "123e4567-e89b-12d3-a456-426614174000",
};

/** A string the pattern matches; `undefined` for a pattern no string matches. */
export function patternInstance(source: string): string | undefined {
  const parsed = parseIRegexp(source);
  if (!parsed.ok) throw new Error(`a pattern passed the checker but is not an I-Regexp: ${parsed.problem.message}`);
  const text = shortest(parsed.tree);
  return text !== undefined && matchesPattern(source, text) ? text : undefined;
}

export function formatInstance(format: StringFormat): string {
  return formatInstances[format];
}

/** A string the pattern refuses, from a few candidates; `undefined` when it matches them all. */
export function patternBreaker(source: string): string | undefined {
  const instance = patternInstance(source) ?? "";
  return [`${instance}\n`, "", `${instance}${instance}~`, "~"].find((text) => !matchesPattern(source, text));
}

export function formatBreaker(format: StringFormat): string {
  const candidate = `not a ${format}`;
  if (matchesFormat(format, candidate)) throw new Error(`"${candidate}" is a ${format}`);
  return candidate;
}

function shortest(node: PatternNode): string | undefined {
  switch (node.kind) {
    case "set":
      return representative(node.set);
    case "sequence": {
      const parts = node.items.map(shortest);
      return parts.includes(undefined) ? undefined : parts.join("");
    }
    case "alternation":
      return node.branches.map(shortest).find((text) => text !== undefined);
    case "repeat": {
      const item = node.min === 0 ? "" : shortest(node.item);
      return item === undefined ? undefined : item.repeat(node.min);
    }
  }
}

/** A printable member of the set where it has one, so a vector reads well: a letter or digit first. */
function representative(set: CodePointSet): string | undefined {
  for (const preferred of ["a", "A", "0", "_", "-", " "]) {
    const codePoint = preferred.codePointAt(0) ?? 0;
    if (set.some(([first, last]) => first <= codePoint && codePoint <= last)) return preferred;
  }
  const printable = set.find(([, last]) => last >= 0x21);
  return printable === undefined ? undefined : String.fromCodePoint(Math.max(printable[0], 0x21));
}
