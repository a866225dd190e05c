/**
 * What the ACP bridge knows beyond a card: the session's working directory (to show paths relative
 * to it and to make editor-facing paths absolute), whether the client opted into terminal cards,
 * the tool call's id, and for a result, the tool's own result (raw content and error flag) and the
 * pending card it settles. Also
 * the two `session/update` shapes the bridge emits, narrowed from the SDK's `SessionUpdate`.
 */
import type { ClientCapabilities, ToolCall, ToolCallUpdate } from "@agentclientprotocol/sdk";
import type { ToolCallView, ToolResult } from "../../../generated/types.js";

export interface AcpSession {
  /** The session's absolute working directory (`session/new` `cwd`). */
  readonly cwd: string;
  /** Whether the client renders terminal cards (`clientCapabilities._meta.terminal_output`). */
  readonly terminalOutput: boolean;
}

export interface AcpCallContext extends AcpSession {
  readonly toolCallId: string;
}

export interface AcpResultContext extends AcpCallContext {
  /** The tool's result: its raw content is the fallback body, `isError` selects the `failed` status. */
  readonly result: ToolResult;
  /** The pending card this result settles, when known: a terminal's fallback says where the command ran. */
  readonly callView?: ToolCallView;
}

export type AcpToolCall = ToolCall & { sessionUpdate: "tool_call" };
export type AcpToolCallUpdate = ToolCallUpdate & { sessionUpdate: "tool_call_update" };

/** Terminal cards are a client convention outside the v1 schema: a client opts in under `_meta`. */
export function clientRendersTerminals(capabilities: ClientCapabilities | undefined): boolean {
  return capabilities?._meta?.["terminal_output"] === true;
}
