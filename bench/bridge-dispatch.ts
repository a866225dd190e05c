/**
 * Bridge dispatch cost per card: the generated `dispatchToolResultView` / `dispatchToolCallView`,
 * and a bridge's `render` (capability gate, then dispatch) for a host that has every capability,
 * against a bare `switch` on the tags calling the same arms. Inputs are the valid card values of
 * the test vectors; every arm returns a number, so each call does the same small amount of work.
 */
import * as generatedBridge from "../generated/bridge.js";
import type * as Cards from "../generated/types.js";
import { buildVectors } from "../generator/emit/vectors.js";
import type { Ir } from "../generator/lower/ir.js";
import { type Input, type Throughput, throughput } from "./measure.js";

export interface DispatchRow {
  readonly name: string;
  readonly figure: Throughput;
}

type Arm = (view: unknown, context: undefined) => number;
const arm: Arm = (_view, _context) => 1;

const callArms = { generic: arm, terminal: arm, diff: arm };
const resultArms = {
  generic: arm,
  terminal: arm,
  diff: arm,
  search: { matches: arm, paths: arm },
  read: arm,
  web: { search: arm, fetch: arm },
};

function bareCall(view: Cards.ToolCallView): number {
  switch (view.card) {
    case "generic":
      return callArms.generic(view, undefined);
    case "terminal":
      return callArms.terminal(view, undefined);
    case "diff":
      return callArms.diff(view, undefined);
  }
}

function bareResult(view: Cards.ToolResultView): number {
  switch (view.card) {
    case "generic":
      return resultArms.generic(view, undefined);
    case "terminal":
      return resultArms.terminal(view, undefined);
    case "diff":
      return resultArms.diff(view, undefined);
    case "search":
      return view.shape === "matches"
        ? resultArms.search.matches(view, undefined)
        : resultArms.search.paths(view, undefined);
    case "read":
      return resultArms.read(view, undefined);
    case "web":
      return view.kind === "search" ? resultArms.web.search(view, undefined) : resultArms.web.fetch(view, undefined);
  }
}

export function measureBridgeDispatch(ir: Ir, rounds: number, roundMs: number): DispatchRow[] {
  const types = ["ToolCallView", "ToolResultView"];
  const inputs: Input[] = buildVectors(ir)
    .filter((vector) => vector.valid && types.includes(vector.type))
    .map((vector) => ({ type: types.indexOf(vector.type), value: vector.value }));
  const callBridge = generatedBridge.defineToolCallViewBridge<undefined, number>(callArms, {
    capabilities: generatedBridge.toolCallViewCapabilities,
  });
  const resultBridge = generatedBridge.defineToolResultViewBridge<undefined, number>(resultArms, {
    capabilities: generatedBridge.toolResultViewCapabilities,
  });
  const contenders = [
    {
      name: "bare switch",
      checks: [
        (v: unknown) => bareCall(v as Cards.ToolCallView) > 0,
        (v: unknown) => bareResult(v as Cards.ToolResultView) > 0,
      ],
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
