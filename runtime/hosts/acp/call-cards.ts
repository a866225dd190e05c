/**
 * One function per pending card: the `tool_call` that opens the card in an ACP client. A terminal
 * card embeds a terminal (a content item plus `_meta.terminal_info`, which must ride on the
 * `tool_call` itself); it reaches this bridge only for a client that renders terminals.
 */
import type { DiffCallView, GenericCallView, TerminalCallView } from "../../../generated/types.js";
import { absolutePath } from "../render/display-path.js";
import type { AcpCallContext, AcpToolCall } from "./context.js";
import { acpLocation, acpTitle, contentItem, diffItem, textItem } from "./content.js";
import { acpToolKind } from "./tool-kind.js";

export function genericCall(view: GenericCallView, context: AcpCallContext): AcpToolCall {
  return {
    sessionUpdate: "tool_call",
    toolCallId: context.toolCallId,
    title: acpTitle(view.title, view.locations?.[0]?.path, context.cwd),
    kind: acpToolKind(view.kind),
    status: "pending",
    ...(view.content === undefined ? {} : { content: view.content.map(contentItem) }),
    ...(view.locations === undefined
      ? {}
      : { locations: view.locations.map((location) => acpLocation(context.cwd, location)) }),
    ...(view.rawInput === undefined ? {} : { rawInput: view.rawInput }),
  };
}

export function terminalCall(view: TerminalCallView, context: AcpCallContext): AcpToolCall {
  const terminalId = context.toolCallId;
  const description = view.description === undefined ? [] : [textItem(view.description)];
  return {
    sessionUpdate: "tool_call",
    toolCallId: context.toolCallId,
    title: acpTitle(view.title, undefined, context.cwd),
    kind: "execute",
    status: "pending",
    content: [...description, { type: "terminal", terminalId }],
    _meta: { terminal_info: { terminal_id: terminalId, cwd: absolutePath(context.cwd, view.cwd ?? ".") } },
  };
}

export function diffCall(view: DiffCallView, context: AcpCallContext): AcpToolCall {
  const locations = view.locations ?? view.diffs.map((diff) => ({ path: diff.path }));
  return {
    sessionUpdate: "tool_call",
    toolCallId: context.toolCallId,
    title: acpTitle(view.title, view.diffs[0]?.path ?? view.locations?.[0]?.path, context.cwd),
    kind: "edit",
    status: "pending",
    content: view.diffs.map((diff) => diffItem(context.cwd, diff)),
    locations: locations.map((location) => acpLocation(context.cwd, location)),
  };
}
