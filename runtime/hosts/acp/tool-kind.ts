/**
 * ToolCallKind → ACP ToolKind. A mapped type over every kind, so a kind added to the vocabulary is a
 * compile error here until it is given an ACP kind.
 */
import type { ToolKind } from "@agentclientprotocol/sdk";
import type { ToolCallKind } from "../../../generated/types.js";

const acpKinds: { readonly [Kind in ToolCallKind]: ToolKind } = {
  read: "read",
  edit: "edit",
  delete: "delete",
  move: "move",
  search: "search",
  execute: "execute",
  fetch: "fetch",
  other: "other",
};

/** The ACP kind for a card's kind; absent means `other`, as the vocabulary says. */
export function acpToolKind(kind: ToolCallKind | undefined): ToolKind {
  return acpKinds[kind ?? "other"];
}
