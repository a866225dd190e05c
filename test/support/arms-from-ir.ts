/**
 * A bridge's arms for every variant of a union, read from the IR instead of spelled out by hand, so
 * a card added to the schema reaches the tests and the bench without an edit there. Each arm is made
 * by `arm(path)` from its dotted path (`search.paths`; `known.text` and `unknown` in an open union),
 * which is also what `armPathOf` reads back from a value's tags. The caller names the generated
 * `…Arms` type: the IR and `generated/` come from the same schema, and `pnpm gen --check` keeps them
 * in step.
 */
import type { Ir, IrUnion } from "../../generator/lower/ir.js";

export function unionNamed(ir: Ir, name: string): IrUnion {
  const union = ir.types.find((type): type is IrUnion => type.kind === "union" && type.name === name);
  if (union === undefined) throw new Error(`the vocabulary has no union "${name}"`);
  return union;
}

function hasOpenArms(union: IrUnion): boolean {
  return union.open || union.members.some((member) => member.type.kind === "union" && member.type.open);
}

export function armsFromIr<Arms>(ir: Ir, unionName: string, arm: (path: string) => unknown): Arms {
  const members = (union: IrUnion, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      union.members.map((member) => [
        member.tagValue,
        member.type.kind === "union"
          ? members(member.type, `${prefix}${member.tagValue}.`)
          : arm(`${prefix}${member.tagValue}`),
      ]),
    );
  const union = unionNamed(ir, unionName);
  const arms = hasOpenArms(union) ? { known: members(union, "known."), unknown: arm("unknown") } : members(union, "");
  return arms as Arms;
}

/** The dotted path of the arm a value of the union goes to, read from its tags (`unknown` for a tag the union lacks). */
export function armPathOf(ir: Ir, unionName: string, value: object): string {
  const union = unionNamed(ir, unionName);
  const walk = (of: IrUnion): string[] | undefined => {
    const member = of.members.find((candidate) => candidate.tagValue === (value as Record<string, unknown>)[of.tag]);
    if (member === undefined) return undefined;
    if (member.type.kind !== "union") return [member.tagValue];
    const rest = walk(member.type);
    return rest === undefined ? undefined : [member.tagValue, ...rest];
  };
  const path = walk(union);
  if (hasOpenArms(union)) return path === undefined ? "unknown" : ["known", ...path].join(".");
  if (path === undefined) throw new Error(`no arm of ${unionName} takes ${JSON.stringify(value)}`);
  return path.join(".");
}
