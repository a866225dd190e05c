/**
 * How a demo tool declares its cards: a zod schema for its arguments and two pure presenters,
 * `presentCall(args)` and `presentResult(args, result)`. Presenters see only checked arguments; the
 * soft wrapper turns anything else (legacy or malformed arguments, a throw, an invalid card) into the
 * generic fallback. `argsCheck` adapts a zod schema to the wrapper's validator shape, keeping zod's
 * findings as readable lines.
 */
import type { z } from "zod";
import type { ToolCallView, ToolResult, ToolResultView } from "../../../generated/types.js";
import type { Validation } from "../../core/validation.js";

export interface DemoTool<Args> {
  readonly name: string;
  readonly args: z.ZodType<Args>;
  readonly presentCall: (args: Args) => ToolCallView | undefined;
  readonly presentResult: (args: Args, result: ToolResult) => ToolResultView | undefined;
}

/** Declares a tool, inferring its argument type from its schema. */
export function demoTool<Args>(tool: DemoTool<Args>): DemoTool<Args> {
  return tool;
}

export function argsCheck<Args>(name: string, schema: z.ZodType<Args>): (value: unknown) => Validation<Args> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, value: parsed.data };
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const path = issue.path.map((key) => `/${String(key)}`).join("");
        return {
          type: `${name} arguments`,
          path,
          message: issue.message,
          text: `${name} arguments ${path}: ${issue.message}`,
        };
      }),
    };
  };
}

/** The text of a result's text blocks, as a command's output or a file's content. */
export function resultText(result: ToolResult): string {
  return result.content.map((block) => (block.type === "text" ? block.text : "")).join("");
}
