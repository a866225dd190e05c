/**
 * An open union takes new members by declaration merging, not by editing generated code. This file
 * is compiled on its own (see `pnpm typecheck`), because a merge applies to the whole program.
 */
import type { ContentBlock, ContentBlockType, ToolResult } from "@cardc/tool-cards/types";

declare module "@cardc/tool-cards/types" {
  interface ContentBlockMembers {
    audio: { type: "audio"; data: string; mimeType: string };
  }
}

export const merged: ContentBlock = { type: "audio", data: "", mimeType: "audio/wav" };
export const mergedTag: ContentBlockType = "audio";
export const inResult: ToolResult = { content: [merged, { type: "text", text: "hi" }], isError: false };
// @ts-expect-error a merged member is as strict as a generated one
export const wrong: ContentBlock = { type: "audio", data: "" };
