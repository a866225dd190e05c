/**
 * The demo's tools by name, as a recorded session names them, each behind the soft presenter
 * wrapper: arguments are checked against the tool's schema, the result against `ToolResult` and the
 * card against the vocabulary, and any failure yields `undefined` (the generic card) plus a report.
 */
import {
  validateToolCallView,
  validateToolResult,
  validateToolResultView,
  type ToolCallView,
  type ToolResultView,
} from "../../../generated/index.js";
import { softPresentCall, softPresentResult, type PresentFallback } from "../../core/present.js";
import { bash } from "./bash.js";
import { edit, read, write } from "./fs.js";
import { glob, grep } from "./search.js";
import { argsCheck, type DemoTool } from "./tool.js";
import { webFetch, webSearch } from "./web.js";

/** A tool's presenters as a replay calls them: on whatever a log holds, never throwing. */
export interface SoftTool {
  readonly presentCall: (args: unknown) => ToolCallView | undefined;
  readonly presentResult: (args: unknown, result: unknown) => ToolResultView | undefined;
}

export function demoTools(onFallback: (fallback: PresentFallback) => void): ReadonlyMap<string, SoftTool> {
  const soft = <Args>(tool: DemoTool<Args>): [string, SoftTool] => {
    const validateArgs = argsCheck(tool.name, tool.args);
    return [
      tool.name,
      {
        presentCall: softPresentCall(tool.presentCall, {
          name: `${tool.name}.presentCall`,
          validateView: validateToolCallView,
          validateArgs,
          onFallback,
        }),
        presentResult: softPresentResult(tool.presentResult, {
          name: `${tool.name}.presentResult`,
          validateView: validateToolResultView,
          validateArgs,
          validateResult: validateToolResult,
          onFallback,
        }),
      },
    ];
  };
  return new Map([
    soft(read),
    soft(write),
    soft(edit),
    soft(bash),
    soft(grep),
    soft(glob),
    soft(webSearch),
    soft(webFetch),
  ]);
}
