/**
 * The ACP bridge, written on the generated skeletons: every pending card becomes a `tool_call`, every
 * completed card a `tool_call_update`, one arm per variant, so a card added to the vocabulary stops
 * the build here until its ACP form is written.
 *
 * ACP shows diffs natively, and this bridge renders search, read and web cards itself, so those
 * capabilities are always on. Terminal cards are a client convention: a client that did not opt in
 * gets the prescribed fallbacks (an `execute` card whose body is the description, then the output as
 * a fenced `console` block with how the command ended and, from the pending card, where it ran).
 */
import {
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  toolCallViewCapabilities,
  toolResultViewCapabilities,
  type ToolCallView,
  type ToolResultView,
} from "../../../generated/index.js";
import { terminalResultAsGeneric, toolCallFallbacks, toolResultFallbacks } from "../../presenters/card-fallbacks.js";
import { absolutePath } from "../render/display-path.js";
import { diffCall, genericCall, terminalCall } from "./call-cards.js";
import type { AcpCallContext, AcpResultContext, AcpSession, AcpToolCall, AcpToolCallUpdate } from "./context.js";
import {
  diffResult,
  genericResult,
  readResult,
  searchMatchesResult,
  searchPathsResult,
  terminalResult,
  webFetchResult,
  webSearchResult,
} from "./result-cards.js";

/** Every capability of a union, less `terminal` for a client that did not opt into terminal cards. */
function available<Capability extends string>(
  all: readonly Capability[],
): (session: AcpSession) => readonly Capability[] {
  const withoutTerminal = all.filter((capability) => capability !== "terminal");
  return (session) => (session.terminalOutput ? all : withoutTerminal);
}

export const acpCallBridge = defineToolCallViewBridge<AcpCallContext, AcpToolCall>(
  { generic: genericCall, terminal: terminalCall, diff: diffCall },
  { capabilities: available(toolCallViewCapabilities), fallbacks: toolCallFallbacks },
);

export const acpResultBridge = defineToolResultViewBridge<AcpResultContext, AcpToolCallUpdate>(
  {
    generic: genericResult,
    terminal: terminalResult,
    diff: diffResult,
    search: { matches: searchMatchesResult, paths: searchPathsResult },
    read: readResult,
    web: { search: webSearchResult, fetch: webFetchResult },
  },
  {
    capabilities: available(toolResultViewCapabilities),
    fallbacks: { ...toolResultFallbacks, terminal: (view, context) => terminalResultAsGeneric(view, ranIn(context)) },
  },
);

/** Where a command ran, as its terminal would have shown it: the pending card's folder, resolved. */
function ranIn(context: AcpResultContext): string | undefined {
  const call = context.callView;
  return call?.card === "terminal" ? absolutePath(context.cwd, call.cwd ?? ".") : undefined;
}

/** The `tool_call` that opens a pending card. */
export function acpToolCall(view: ToolCallView, context: AcpCallContext): AcpToolCall {
  return acpCallBridge.render(view, context);
}

/** The `tool_call_update` that settles a card. */
export function acpToolCallUpdate(view: ToolResultView, context: AcpResultContext): AcpToolCallUpdate {
  return acpResultBridge.render(view, context);
}
