/**
 * How the generated TypeScript finds a union's member from its tag: a `switch` while the union is
 * small, a `Map` from tag value to member beyond that. V8 compiles a `switch` over strings to a chain
 * of comparisons, so its cost grows with the member's position; a `Map` costs the same for every
 * tag. The matchers, the explainers and the bridge's dispatch and gate all decide here, so they
 * change over at the same size.
 *
 *     const matchCardCases = new Map<unknown, (value: any) => boolean>();
 *     matchCardCases.set("card0000", matchCard0000View);
 *
 * A `Map` holds only what was `set`, so a tag such as `"__proto__"`, `"constructor"` or
 * `"toString"`, or one that is not a string, finds nothing, as it falls through a `switch`.
 */
import { type Code, type Statement, braces, code } from "../../emit/code.js";

/** What a tag selects: a value, or an arrow function whose body takes more than one line. */
export type TagEntry = Code | { readonly parameters: Code; readonly body: readonly Statement[] };

/**
 * Unions with more members than this dispatch through a `Map`. Up to 16 members a `switch` reached
 * its last member faster than a `Map` lookup reached any (docs/decisions.md has the figures).
 */
export const switchLimit = 16;

/** Whether a union of `members` members dispatches through a `switch`, not a `Map`. */
export function dispatchesBySwitch(members: number): boolean {
  return members <= switchLimit;
}

/**
 * A table from tag value to entry: its declaration, then one `set` a member. One `set` a member
 * rather than a literal of entries: tsc types each entry of a long literal as an array of its own
 * before reading it as a pair, which cost most of a large union's check.
 */
export function tagTable(
  table: Code,
  entryType: Code | undefined,
  entries: readonly { readonly tag: string; readonly entry: TagEntry }[],
): Statement[] {
  const typed = entryType === undefined ? code`` : code`<unknown, ${entryType}>`;
  return [
    code`const ${table} = new Map${typed}();`,
    ...entries.map(({ tag, entry }) =>
      "body" in entry
        ? braces(code`${table}.set(${tag}, ${entry.parameters} =>`, entry.body, "});")
        : code`${table}.set(${tag}, ${entry});`,
    ),
  ];
}
