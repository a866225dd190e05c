/**
 * The size at which a union's dispatch changes from a `switch` to a `Map` (`switchLimit`,
 * generator/targets/typescript/tag-dispatch.ts): for unions of several sizes, a dispatcher written
 * both ways, as the generated matchers are, finding its first and its last member. Each member's
 * check reads one field, so the figures are mostly the dispatch. The tag is read from a value parsed
 * from JSON text, as a host's values are, not from a literal the engine may have interned.
 */
import { type Throughput, throughput } from "./measure.js";

export interface TagDispatchRow {
  readonly members: number;
  readonly position: "first" | "last";
  readonly bySwitch: Throughput;
  /** Its ratio is to the `switch` of the same round. */
  readonly byMap: Throughput;
}

/** The members' checks, then `dispatch`, which finds a member by the value's `card`. */
function dispatcherSource(tags: readonly string[], byMap: boolean): string {
  const checks = tags.map((tag, index) => `function check${index}(value) { return typeof value.title === "string"; }`);
  const notObject = `if (typeof value !== "object" || value === null) return false;`;
  const dispatch = byMap
    ? [
        "const cases = new Map();",
        ...tags.map((tag, index) => `cases.set(${JSON.stringify(tag)}, check${index});`),
        `return function dispatch(value) { ${notObject} const check = cases.get(value.card); return check !== undefined && check(value); };`,
      ]
    : [
        `return function dispatch(value) { ${notObject} switch (value.card) {`,
        ...tags.map((tag, index) => `case ${JSON.stringify(tag)}: return check${index}(value);`),
        "default: return false; } };",
      ];
  return [...checks, ...dispatch].join("\n");
}

function dispatcher(tags: readonly string[], byMap: boolean): (value: unknown) => boolean {
  // oxlint-disable-next-line typescript/no-implied-eval -- a dispatcher of each size, written as the generator writes one
  return new Function(dispatcherSource(tags, byMap))() as (value: unknown) => boolean;
}

export function measureTagDispatch(sizes: readonly number[], rounds: number, roundMs: number): TagDispatchRow[] {
  return sizes.flatMap((members) => {
    const tags = Array.from({ length: members }, (_, index) => `card${String(index).padStart(4, "0")}`);
    return (["first", "last"] as const).map((position) => {
      const tag = position === "first" ? tags[0] : tags[members - 1];
      const value: unknown = JSON.parse(JSON.stringify({ card: tag, title: "a title" }));
      // Fresh dispatchers for each position, so one position's feedback does not shape the other's code.
      const contenders = [
        { name: "switch", checks: [dispatcher(tags, false)] },
        { name: "map", checks: [dispatcher(tags, true)] },
      ];
      const figures = throughput(contenders, [{ type: 0, value }], { rounds, roundMs });
      return { members, position, bySwitch: figures.get("switch")!, byMap: figures.get("map")! };
    });
  });
}
