/**
 * What the text bridge knows beyond a card: optionally the session's working directory (paths inside
 * it print relative to it), and for a result, the tool's own result (its raw content is the fallback
 * body, `isError` marks the card failed).
 */
import type { ToolResult } from "../../../generated/types.js";
import { displayPath, relativizeTitle } from "../render/display-path.js";

export interface TextContext {
  /** The session's working directory; without it every path prints as given. */
  readonly cwd?: string;
}

export interface TextResultContext extends TextContext {
  readonly result: ToolResult;
}

export function showPath(context: TextContext, path: string): string {
  return context.cwd === undefined ? path : displayPath(context.cwd, path);
}

export function showTitle(context: TextContext, title: string, path: string | undefined): string {
  return context.cwd === undefined ? title : relativizeTitle(title, path, context.cwd);
}
