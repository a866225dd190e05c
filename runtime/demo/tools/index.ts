/**
 * The demo's tools by name, as a session names them, each behind the soft presenter wrapper:
 * arguments are checked against the tool's schema, the result against `ToolResult` and the card
 * against the vocabulary, and any failure yields `undefined` (the generic card) plus a report. Live,
 * `run` checks the arguments the same way and turns bad ones, or a tool that throws, into a failed
 * result the model can read.
 */
import {
  validateToolCallView,
  validateToolResult,
  validateToolResultView,
  type ToolCallView,
  type ToolResult,
  type ToolResultView,
} from "../../../generated/index.js";
import { describeError } from "../../core/describe.js";
import { softPresentCall, softPresentResult, type PresentFallback } from "../../core/present.js";
import { bash } from "./bash.js";
import { edit } from "./edit.js";
import { glob } from "./glob.js";
import { grep } from "./grep.js";
import { read } from "./read.js";
import { argsCheck, failed, type DemoTool } from "./tool.js";
import { webFetch, webSearch } from "./web.js";
import type { Workspace } from "./workspace.js";
import { write } from "./write.js";

/** A tool as a session uses it: presenters that take whatever a log holds and never throw, and the live run. */
export interface SoftTool {
  readonly presentCall: (args: unknown) => ToolCallView | undefined;
  readonly presentResult: (args: unknown, result: unknown) => ToolResultView | undefined;
  readonly run: (args: unknown, workspace: Workspace) => Promise<ToolResult>;
}

/** Every demo tool, undecorated, for tests that hold each one to the rules. */
export const allDemoTools = [read, write, edit, bash, grep, glob, webSearch, webFetch] as const;

export function demoTools(onFallback: (fallback: PresentFallback) => void): ReadonlyMap<string, SoftTool> {
  // Widening each tool's argument type is sound: `soften` checks arguments with the tool's own schema first.
  return new Map(allDemoTools.map((tool) => soften(tool as DemoTool<unknown>, onFallback)));
}

function soften<Args>(tool: DemoTool<Args>, onFallback: (fallback: PresentFallback) => void): [string, SoftTool] {
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
      run: async (args, workspace) => {
        const checked = validateArgs(args);
        if (!checked.ok) return failed(`invalid arguments: ${checked.errors.map((error) => error.text).join("; ")}`);
        try {
          return await tool.run(checked.value, workspace);
        } catch (error) {
          return failed(`${tool.name} failed: ${describeError(error)}`);
        }
      },
    },
  ];
}
