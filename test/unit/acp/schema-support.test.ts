/** The ACP schema validator used by the bridge tests rejects what ACP rejects, so its passes mean something. */
import { describe, expect, it } from "vitest";
import { acpNotificationProblems } from "../../support/acp-schema.js";

const base = { sessionId: "s1" };

describe("ACP SessionNotification schema", () => {
  it("accepts a well-formed tool_call", () => {
    const update = {
      sessionUpdate: "tool_call",
      toolCallId: "t1",
      title: "Read a.ts",
      kind: "read",
      status: "pending",
    };
    expect(acpNotificationProblems({ ...base, update })).toEqual([]);
  });

  it.each([
    ["an unknown tool kind", { sessionUpdate: "tool_call", toolCallId: "t1", title: "x", kind: "grep" }],
    ["a missing title", { sessionUpdate: "tool_call", toolCallId: "t1" }],
    ["a negative line", { sessionUpdate: "tool_call_update", toolCallId: "t1", locations: [{ path: "/a", line: -1 }] }],
    ["an unknown content type", { sessionUpdate: "tool_call_update", toolCallId: "t1", content: [{ type: "table" }] }],
    [
      "a text block without text",
      {
        sessionUpdate: "tool_call_update",
        toolCallId: "t1",
        content: [{ type: "content", content: { type: "text" } }],
      },
    ],
    ["an unknown status", { sessionUpdate: "tool_call_update", toolCallId: "t1", status: "done" }],
  ])("rejects %s", (_label, update) => {
    expect(acpNotificationProblems({ ...base, update })).not.toEqual([]);
  });
});
