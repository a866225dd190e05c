/**
 * A tool's presenters as a harness hands them to the ACP tool-call lifecycle (and the demo agent to
 * its sessions), and the soft form they are called in: each behind `softPresentCall` / `softPresentResult` with the generated
 * validators, so malformed arguments or a malformed result, a presenter that throws and a card the
 * vocabulary rejects all give `undefined` (the generic card) and a report, never an exception.
 */
import { softPresentCall, softPresentResult, type InputCheck, type PresentFallback } from "@cardc/runtime";
import {
  validateToolCallView,
  validateToolResult,
  validateToolResultView,
  type ToolCallView,
  type ToolResult,
  type ToolResultView,
} from "../../generated/index.js";

/**
 * A tool's two presenters, pure functions of their arguments (docs/presenters.md), and the check its
 * arguments must pass before either sees them. Written as methods so that a map of tools with
 * different argument types is one `ReadonlyMap<string, ToolPresenters>`: the arguments a presenter
 * receives are the ones `validateArgs` accepted (passed as given without it), and whatever else
 * happens inside it, the soft wrapper catches.
 */
export interface ToolPresenters<Args = unknown> {
  /** The pending card for the call; `undefined` declines (the generic card). */
  presentCall(args: Args): ToolCallView | undefined;
  /** The completed card from the call and its result; `undefined` declines (the generic card). */
  presentResult(args: Args, result: ToolResult): ToolResultView | undefined;
  /** A generated `validateX`, a type guard, or any function returning a `Validation`. */
  readonly validateArgs?: InputCheck<Args>;
}

/** Marks presenters already behind the wrapper, so softening twice wraps (and validates) once. */
const softened = Symbol("cardc.softened");

/** A tool's presenters after softening: they take whatever a call or a log holds and never throw. */
export interface SoftToolPresenters {
  readonly presentCall: (args: unknown) => ToolCallView | undefined;
  readonly presentResult: (args: unknown, result: unknown) => ToolResultView | undefined;
  readonly [softened]?: true;
}

/**
 * Wraps `tool`'s presenters; each fallback is reported as `<tool>.presentCall: …` or
 * `<tool>.presentResult: …`. Presenters that are soft already (a spread of them included) come back
 * as they are: their own wrapper has checked and reported.
 */
export function softenToolPresenters<Args>(
  tool: string,
  presenters: ToolPresenters<Args> | SoftToolPresenters,
  onFallback?: (fallback: PresentFallback) => void,
): SoftToolPresenters {
  return isSoft(presenters) ? presenters : wrap(tool, presenters, onFallback);
}

function isSoft<Args>(presenters: ToolPresenters<Args> | SoftToolPresenters): presenters is SoftToolPresenters {
  return softened in presenters;
}

function wrap<Args>(
  tool: string,
  presenters: ToolPresenters<Args>,
  onFallback: ((fallback: PresentFallback) => void) | undefined,
): SoftToolPresenters {
  // Bound here, so a presenter written as a method keeps its `this`.
  const presentCall = (args: Args) => presenters.presentCall(args);
  const presentResult = (args: Args, result: ToolResult) => presenters.presentResult(args, result);
  const checks = {
    ...(presenters.validateArgs === undefined ? {} : { validateArgs: presenters.validateArgs }),
    ...(onFallback === undefined ? {} : { onFallback }),
  };
  return {
    [softened]: true,
    presentCall: softPresentCall(presentCall, {
      name: `${tool}.presentCall`,
      validateView: validateToolCallView,
      ...checks,
    }),
    presentResult: softPresentResult(presentResult, {
      name: `${tool}.presentResult`,
      validateView: validateToolResultView,
      validateResult: validateToolResult,
      ...checks,
    }),
  };
}
