/**
 * Type-level tests of the generated bridge skeletons, checked by `pnpm typecheck`: a bridge needs
 * exactly one arm per variant (nested unions included), each arm sees its narrowed variant, a stale
 * arm is rejected, an open union's unknown arm is required, capabilities and fallbacks are typed.
 * The complete arms are the generated `…Arms` types themselves (declared, never built), so a card
 * added to the schema leaves this file compiling; each case removes or breaks one named arm.
 */
import {
  type ContentBlockArms,
  type ToolCallViewArms,
  type ToolResultViewArms,
  defineContentBlockBridge,
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  toolCallViewCapabilities,
} from "../../generated/bridge.js";
import type * as Cards from "../../generated/types.js";

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<T extends true> = T;

interface Context {
  readonly cwd: string;
}
type Arms = ToolResultViewArms<Context, string>;

export type ArmChecks = [
  Same<Mutual<Parameters<Arms["terminal"]>[0], Cards.TerminalResultView>>,
  Same<Mutual<Parameters<Arms["search"]["paths"]>[0], Cards.SearchPathsResultView>>,
  Same<Mutual<Parameters<Arms["web"]["fetch"]>[0], Cards.WebFetchResultView>>,
  Same<Mutual<Parameters<Arms["read"]>[1], Context>>,
  Same<Mutual<ReturnType<Arms["generic"]>, string>>,
  Same<Mutual<keyof Arms, Cards.ToolResultViewCard>>,
  Same<Mutual<keyof Arms["search"], Cards.SearchResultViewShape>>,
  Same<Mutual<keyof ContentBlockArms<Context, string>["known"], "text" | "image">>,
];

declare const callArms: ToolCallViewArms<Context, string>;
/** Every arm but `search`, whose nested arms the cases below write. */
declare const resultArms: Omit<Arms, "search">;
const withoutDiff = ({ diff: _diff, ...rest }: ToolCallViewArms<Context, string>) => rest;

export const complete = defineToolCallViewBridge<Context, string>(callArms, { capabilities: toolCallViewCapabilities });

export const missingArm = defineToolCallViewBridge<Context, string>(
  // @ts-expect-error the `diff` arm is missing
  withoutDiff(callArms),
  { capabilities: [] },
);

export const staleArm = defineToolCallViewBridge<Context, string>(
  // @ts-expect-error "no such card" is not a variant of ToolCallView
  { ...callArms, "no such card": () => "x" },
  { capabilities: [] },
);

export const staleLiteralArm = defineToolCallViewBridge<Context, string>(
  {
    ...callArms,
    // @ts-expect-error "no such card" is not a variant of ToolCallView
    "no such card": () => "x",
  },
  { capabilities: [] },
);

export const missingNestedArm = defineToolResultViewBridge<Context, string>(
  {
    ...resultArms,
    // @ts-expect-error the `paths` arm of the nested search union is missing
    search: { matches: () => "m" },
  },
  { capabilities: [] },
);

export const wrongNarrowing = defineToolResultViewBridge<Context, string>(
  {
    ...resultArms,
    search: {
      // @ts-expect-error a `matches` view has no `paths`
      matches: (view) => view.paths.join(),
      paths: (view) => view.paths.join(),
    },
  },
  { capabilities: [] },
);

export const wrongOutput = defineToolResultViewBridge<Context, string>(
  // @ts-expect-error every arm returns the host's output type
  { ...resultArms, search: { matches: () => 1, paths: () => "p" } },
  { capabilities: [] },
);

export const unknownCapability = defineToolResultViewBridge<Context, string>(
  { ...resultArms, search: { matches: () => "m", paths: () => "p" } },
  // @ts-expect-error "no such capability" is not a capability of ToolResultView
  { capabilities: ["no such capability"] },
);

export const wrongFallback = defineToolResultViewBridge<Context, string>(
  { ...resultArms, search: { matches: () => "m", paths: () => "p" } },
  // @ts-expect-error a fallback conversion returns the fallback variant, not the gated one
  { capabilities: [], fallbacks: { terminal: (view) => view } },
);

export const perContext = defineToolResultViewBridge<Context, string>(
  { ...resultArms, search: { matches: () => "m", paths: () => "p" } },
  { capabilities: (context) => (context.cwd === "/" ? ["terminal"] : []) },
);

// @ts-expect-error an open union's bridge needs the arm for blocks it does not know
export const missingUnknown = defineContentBlockBridge<Context, string>({
  known: { text: (block) => block.text, image: (block) => block.data },
});

export const blocks = defineContentBlockBridge<Context, string>({
  known: { text: (block) => block.text, image: (block) => block.data },
  unknown: (block) => block.type,
});
