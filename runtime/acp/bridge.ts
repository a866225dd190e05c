/**
 * The ACP bridge: every pending card becomes a `tool_call`, every completed card a `tool_call_update`.
 * Terminal cards are gated on the client's terminal capability.
 */
import type { ToolCallView, ToolResultView } from "../../generated/types.js";
import { diffCall, genericCall, terminalCall, terminalCallAsExecute } from "./call-cards.js";
import type { AcpCallContext, AcpResultContext, AcpToolCall, AcpToolCallUpdate } from "./context.js";
import {
  diffResult,
  genericResult,
  readResult,
  searchMatchesResult,
  searchPathsResult,
  terminalResult,
  terminalResultAsConsole,
  webFetchResult,
  webSearchResult,
} from "./result-cards.js";

export function acpToolCall(view: ToolCallView, context: AcpCallContext): AcpToolCall {
  switch (view.card) {
    case "generic":
      return genericCall(view, context);
    case "terminal":
      return context.terminalOutput ? terminalCall(view, context) : terminalCallAsExecute(view, context);
    case "diff":
      return diffCall(view, context);
  }
}

export function acpToolCallUpdate(view: ToolResultView, context: AcpResultContext): AcpToolCallUpdate {
  switch (view.card) {
    case "generic":
      return genericResult(view, context);
    case "terminal":
      return context.terminalOutput ? terminalResult(view, context) : terminalResultAsConsole(view, context);
    case "diff":
      return diffResult(view, context);
    case "search":
      return view.shape === "matches" ? searchMatchesResult(view, context) : searchPathsResult(view, context);
    case "read":
      return readResult(view, context);
    case "web":
      return view.kind === "search" ? webSearchResult(view, context) : webFetchResult(view, context);
  }
}
