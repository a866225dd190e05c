/**
 * Bridge dispatch cost per card: the generated `dispatchToolResultView` / `dispatchToolCallView`,
 * and a bridge's `render` (capability gate, then dispatch) for a host that has every capability,
 * against a plain tag lookup (`arms[view.card]`, then the nested tag) calling the same arms: what a
 * hand-written dispatcher costs, without the exhaustive `switch` that makes a new card a compile
 * error. The arms and the lookup's tags come from the IR and the inputs are the valid card values of
 * the test vectors, so a card added to the schema is benched without an edit here; every arm returns
 * a number, so each call does the same small amount of work.
 */
import * as generatedBridge from "../generated/bridge.js";
import type * as Cards from "../generated/types.js";
import { buildVectors } from "../generator/emit/vectors.js";
import type { Ir, IrUnion } from "../generator/lower/ir.js";
import { armsFromIr, unionNamed } from "../test/support/arms-from-ir.js";
import { type Input, type Throughput, throughput } from "./measure.js";

export interface DispatchRow {
  readonly name: string;
  readonly figure: Throughput;
}

type Arm = (view: unknown, context: undefined) => number;
const arm: Arm = (_view, _context) => 1;

/** Reads the view's tags and calls the arm they name: a dispatcher that checks nothing. */
function tagLookup(union: IrUnion, arms: unknown): (view: unknown) => number {
  const nested = new Map(
    union.members.flatMap((member) =>
      member.type.kind === "union"
        ? [[member.tagValue, tagLookup(member.type, (arms as Record<string, unknown>)[member.tagValue])] as const]
        : [],
    ),
  );
  return (view) => {
    const tag = (view as Record<string, string>)[union.tag] as string;
    const next = (arms as Record<string, Arm | undefined>)[tag];
    return typeof next === "function" ? next(view, undefined) : (nested.get(tag) as (view: unknown) => number)(view);
  };
}

export function measureBridgeDispatch(ir: Ir, rounds: number, roundMs: number): DispatchRow[] {
  const types = ["ToolCallView", "ToolResultView"];
  const inputs: Input[] = buildVectors(ir)
    .filter((vector) => vector.valid && types.includes(vector.type))
    .map((vector) => ({ type: types.indexOf(vector.type), value: vector.value }));
  const callArms = armsFromIr<generatedBridge.ToolCallViewArms<undefined, number>>(ir, "ToolCallView", () => arm);
  const resultArms = armsFromIr<generatedBridge.ToolResultViewArms<undefined, number>>(ir, "ToolResultView", () => arm);
  const callBridge = generatedBridge.defineToolCallViewBridge<undefined, number>(callArms, {
    capabilities: generatedBridge.toolCallViewCapabilities,
  });
  const resultBridge = generatedBridge.defineToolResultViewBridge<undefined, number>(resultArms, {
    capabilities: generatedBridge.toolResultViewCapabilities,
  });
  const lookupCall = tagLookup(unionNamed(ir, "ToolCallView"), callArms);
  const lookupResult = tagLookup(unionNamed(ir, "ToolResultView"), resultArms);
  const contenders = [
    {
      name: "tag lookup",
      checks: [(v: unknown) => lookupCall(v) > 0, (v: unknown) => lookupResult(v) > 0],
    },
    {
      name: "generated dispatchX",
      checks: [
        (v: unknown) => generatedBridge.dispatchToolCallView(callArms, v as Cards.ToolCallView, undefined) > 0,
        (v: unknown) => generatedBridge.dispatchToolResultView(resultArms, v as Cards.ToolResultView, undefined) > 0,
      ],
    },
    {
      name: "bridge.render (gate + dispatch)",
      checks: [
        (v: unknown) => callBridge.render(v as Cards.ToolCallView, undefined) > 0,
        (v: unknown) => resultBridge.render(v as Cards.ToolResultView, undefined) > 0,
      ],
    },
  ];
  const figures = throughput(contenders, inputs, { rounds, roundMs });
  return contenders.map((contender) => ({ name: contender.name, figure: figures.get(contender.name)! }));
}
