/**
 * Building blocks of ACP tool-call content and locations: a vocabulary `ContentBlock` as an ACP
 * content item (an unknown block type from the open union becomes a short note instead of being
 * dropped), Markdown text, a `FileDiff` as an ACP diff, and locations with absolute paths. Titles
 * are shown with the card's own path relative to the session and emphasis characters escaped.
 */
import type { ToolCallContent, ToolCallLocation } from "@agentclientprotocol/sdk";
import {
  defineContentBlockBridge,
  type ContentBlock,
  type FileDiff,
  type FileLocation,
} from "../../../generated/index.js";
import { absolutePath, relativizeTitle } from "../render/display-path.js";
import { escapeInline } from "@cardc/runtime/markdown";

export function textItem(text: string): ToolCallContent {
  return { type: "content", content: { type: "text", text } };
}

const contentItems = defineContentBlockBridge<null, ToolCallContent>({
  known: {
    text: (block) => textItem(block.text),
    image: (block) => ({ type: "content", content: { type: "image", data: block.data, mimeType: block.mimeType } }),
  },
  unknown: (block) => textItem(`(content of type ${JSON.stringify(block.type)} is not shown)`),
});

export function contentItem(block: ContentBlock): ToolCallContent {
  return contentItems.render(block, null);
}

export function diffItem(cwd: string, diff: FileDiff): ToolCallContent {
  return { type: "diff", path: absolutePath(cwd, diff.path), oldText: diff.oldText, newText: diff.newText };
}

export function acpLocation(cwd: string, location: FileLocation): ToolCallLocation {
  const path = absolutePath(cwd, location.path);
  return location.line === undefined ? { path } : { path, line: location.line };
}

/** A card title as ACP clients render it: Markdown, with the card's path shown relative to the session. */
export function acpTitle(title: string, path: string | undefined, cwd: string): string {
  return escapeInline(relativizeTitle(title, path, cwd));
}
