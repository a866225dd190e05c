/**
 * Reads a live prompt: each non-empty line is one tool call, `{"tool": NAME, "args": {…}}`, in the
 * order the agent runs them. A line that is not one is reported by number, so the rest still runs.
 */
import { z } from "zod";
import { readJsonLines } from "./json-lines.js";

const promptCall = z.strictObject({ tool: z.string().min(1), args: z.unknown() });

export type PromptCall = z.infer<typeof promptCall>;

export interface PromptCalls {
  readonly calls: readonly PromptCall[];
  /** One line per skipped line, e.g. `line 2: not JSON`. */
  readonly problems: readonly string[];
}

export function readPromptCalls(text: string): PromptCalls {
  const { items, problems } = readJsonLines(
    text,
    promptCall,
    () => 'not a tool call; expected {"tool": NAME, "args": {…}}',
  );
  return { calls: items, problems };
}
