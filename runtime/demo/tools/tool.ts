/**
 * How a demo tool is declared: a zod schema for its arguments, two pure presenters,
 * `presentCall(args)` and `presentResult(args, result)`, and `run(args, workspace)`, which does the
 * work for real in the live mode. Presenters see only checked arguments; the soft wrapper turns
 * anything else (legacy or malformed arguments, a throw, an invalid card) into the generic
 * fallback. A result is what the model sees (plain text, never formatted for a UI) plus `meta`, the
 * facts the presenters need to rebuild the card on replay.
 */
import type { z } from "zod";
import type { ToolCallView, ToolResult, ToolResultView } from "../../../generated/types.js";
import type { Validation, ValidationError } from "../../core/validation.js";
import type { ProcessGroups } from "./process-groups.js";
import type { ShellPolicy } from "./sandbox.js";
import type { Workspace } from "./workspace.js";

export interface DemoTool<Args> {
  readonly name: string;
  readonly args: z.ZodType<Args>;
  readonly presentCall: (args: Args) => ToolCallView | undefined;
  readonly presentResult: (args: Args, result: ToolResult) => ToolResultView | undefined;
  /** Does the call for real in the session's workspace; a failure is a result with `isError`, never a throw. */
  readonly run: (args: Args, context: ToolContext) => Promise<ToolResult>;
  /** How long a call may run before it is stopped (the default suits a tool that only reads and writes files). */
  readonly timeoutMs?: (args: Args) => number;
  /**
   * Whether a stopped call settles only once its work has stopped (`call-limits.ts`): set by the
   * tools that change files, which undo what they made, so that a call reported stopped changed nothing.
   */
  readonly waitsToStop?: boolean;
}

/** What a live call runs in: the workspace, the signal that stops it, and what runs shell commands. */
export interface ToolContext extends Workspace {
  /** Aborted when the call is cancelled or its time is up; a tool stops its work then. */
  readonly signal: AbortSignal;
  readonly shell: Shell;
}

/** How the agent runs shell commands: the policy (sandboxed or refused), found out on first use, and the groups it started. */
export interface Shell {
  readonly policy: () => ShellPolicy;
  readonly groups: ProcessGroups;
}

/** Declares a tool, inferring its argument type from its schema. */
export function demoTool<Args>(tool: DemoTool<Args>): DemoTool<Args> {
  return tool;
}

export function argsCheck<Args>(name: string, schema: z.ZodType<Args>): (value: unknown) => Validation<Args> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, errors: parsed.error.issues.map((issue) => finding(`${name} arguments`, issue)) };
  };
}

/**
 * A result's `meta` as the presenter needs it. Anything else throws, so the soft wrapper shows the
 * generic card and its report names each problem (`result meta /hunks: …`) on one line.
 */
export function metaOf<Meta>(schema: z.ZodType<Meta>, result: ToolResult): Meta {
  const parsed = schema.safeParse(result.meta);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => finding("result meta", issue).text).join("; "));
}

function finding(type: string, issue: z.core.$ZodIssue): ValidationError {
  const path = issue.path.map((key) => `/${String(key)}`).join("");
  return { type, path, message: issue.message, text: `${type}${path === "" ? "" : ` ${path}`}: ${issue.message}` };
}

/** The text of a result's text blocks, as a command's output or a file's content. */
export function resultText(result: ToolResult): string {
  return result.content.map((block) => (block.type === "text" ? block.text : "")).join("");
}

/** A result the model reads as `text`, with the card's facts in `meta`. */
export function succeeded(text: string, meta?: unknown): ToolResult {
  return { content: [{ type: "text", text }], isError: false, ...(meta === undefined ? {} : { meta }) };
}

/** A failed call: the reason, for the model and for the generic card. */
export function failed(text: string, meta?: unknown): ToolResult {
  return { content: [{ type: "text", text }], isError: true, ...(meta === undefined ? {} : { meta }) };
}
