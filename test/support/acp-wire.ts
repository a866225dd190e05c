/** Reading what an ACP agent sent: NDJSON lines as JSON-RPC messages, and the `session/update` params among them. */
import type { SessionNotification } from "@agentclientprotocol/sdk";

export interface WireMessage {
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
}

/** Every non-empty line as a message; a line that is not JSON fails the caller's test with the line itself. */
export function wireMessages(raw: string): WireMessage[] {
  return raw
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as WireMessage;
      } catch {
        throw new Error(`the agent wrote a line that is not JSON: ${line}`);
      }
    });
}

export function sessionUpdates(raw: string): SessionNotification[] {
  return wireMessages(raw)
    .filter((message) => message.method === "session/update")
    .map((message) => message.params as SessionNotification);
}

/** The updates about one tool call, in the order they were sent. */
export function updatesFor(notifications: readonly SessionNotification[], toolCallId: string) {
  return notifications
    .map((notification) => notification.update)
    .filter((update) => "toolCallId" in update && update.toolCallId === toolCallId);
}
