/**
 * The demo's tools by name, as a session names them, each behind the soft presenter wrapper:
 * arguments are checked against the tool's schema, the result against `ToolResult` and the card
 * against the vocabulary, and any failure yields `undefined` (the generic card) plus a report. Live,
 * `run` checks the arguments the same way and turns bad ones, or a tool that throws, into a failed
 * result the model can read; every call runs within a time limit and can be cancelled
 * (`call-limits.ts`).
 */
import type { ToolResult } from "../../../generated/index.js";
import { describeError } from "../../core/describe.js";
import type { PresentFallback } from "../../core/present.js";
import { softenToolPresenters, type SoftToolPresenters } from "../../presenters/tool-presenters.js";
import { bash } from "./bash.js";
import { edit } from "./edit.js";
import { glob } from "./glob.js";
import { grep } from "./grep.js";
import { read } from "./read.js";
import { defaultCallTimeoutMs, runWithin } from "./call-limits.js";
import { ProcessGroups } from "./process-groups.js";
import { defaultShellPolicy } from "./sandbox.js";
import { argsCheck, failed, type DemoTool, type Shell } from "./tool.js";
import { webFetch, webSearch } from "./web.js";
import type { Workspace } from "./workspace.js";
import { write } from "./write.js";

/** A tool as a session uses it: presenters that take whatever a log holds and never throw, and the live run. */
export interface SoftTool extends SoftToolPresenters {
  /** Runs the call for real; `cancel` stops it (it then settles as a failed result, as it does when its time is up). */
  readonly run: (args: unknown, workspace: Workspace, cancel?: AbortSignal) => Promise<ToolResult>;
}

export interface DemoToolOptions {
  /** How shell commands run; by default, in bubblewrap when it can run here, refused otherwise. */
  readonly shell?: Shell;
  /** The time a call may take, for tools that do not set their own (tests shorten it). */
  readonly callTimeoutMs?: number;
}

/** Every demo tool, undecorated, for tests that hold each one to the rules. */
export const allDemoTools = [read, write, edit, bash, grep, glob, webSearch, webFetch] as const;

export function demoTools(
  onFallback: (fallback: PresentFallback) => void,
  options: DemoToolOptions = {},
): ReadonlyMap<string, SoftTool> {
  const shell = options.shell ?? { policy: defaultShellPolicy, groups: new ProcessGroups() };
  const callTimeoutMs = options.callTimeoutMs ?? defaultCallTimeoutMs;
  // Widening each tool's argument type is sound: `soften` checks arguments with the tool's own schema first.
  return new Map(allDemoTools.map((tool) => soften(tool as DemoTool<unknown>, onFallback, { shell, callTimeoutMs })));
}

/** A demo tool's presenters as the soft wrapper takes them: bound, and behind the tool's own argument check. */
function soften<Args>(
  tool: DemoTool<Args>,
  onFallback: (fallback: PresentFallback) => void,
  live: { readonly shell: Shell; readonly callTimeoutMs: number },
): [string, SoftTool] {
  const validateArgs = argsCheck(tool.name, tool.args);
  return [
    tool.name,
    {
      // A copy of the tool, so a presenter written as a method keeps what its `this` reads.
      ...softenToolPresenters(tool.name, { ...tool, validateArgs }, onFallback),
      run: async (args, workspace, cancel) => {
        const checked = validateArgs(args);
        if (!checked.ok) return failed(`invalid arguments: ${checked.errors.map((error) => error.text).join("; ")}`);
        const timeoutMs = tool.timeoutMs?.(checked.value) ?? live.callTimeoutMs;
        const limits = { timeoutMs, waitsToStop: tool.waitsToStop === true };
        return runWithin(tool.name, limits, cancel, async (signal) => {
          try {
            return await tool.run(checked.value, { root: workspace.root, signal, shell: live.shell });
          } catch (error) {
            return failed(`${tool.name} failed: ${describeError(error)}`);
          }
        });
      },
    },
  ];
}
