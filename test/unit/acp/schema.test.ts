/**
 * Every notification the ACP bridge can emit passes the official ACP schema: each valid vector of
 * every card (the DSL's examples, a minimal and a full instance), with and without the client's
 * terminal capability, as a success and as a failure.
 */
import { describe, expect, it } from "vitest";
import type { ToolCallView, ToolResultView } from "../../../generated/types.js";
import { buildVectors } from "../../../generator/emit/vectors.js";
import { leavesOf } from "../../../generator/lower/ir.js";
import { acpToolCall, acpToolCallUpdate } from "../../../runtime/hosts/acp/bridge.js";
import { acpNotificationProblems } from "../../support/acp-schema.js";
import { generateOk, readRealSchema } from "../../support/generate.js";

const { ir } = await generateOk(readRealSchema());
const valid = buildVectors(ir).filter((vector) => vector.valid);
const calls = valid.filter((vector) => vector.type === "ToolCallView");
const results = valid.filter((vector) => vector.type === "ToolResultView");
// Content blocks, including the open union's unknown types, reach ACP inside a generic card.
const blocks = valid.filter((vector) => vector.type === "ContentBlock");
const raw = { content: [{ type: "text" as const, text: "raw result" }], isError: false };

const states = [
  ["with terminals", true],
  ["without terminals", false],
] as const;

describe("ACP notifications pass the ACP schema", () => {
  it("drive every card", () => {
    const cards = (list: typeof valid) => new Set(list.map((vector) => vector.id.split("/")[1]));
    const leaves = (name: string) =>
      ir.types.flatMap((type) =>
        type.kind === "union" && type.name === name
          ? leavesOf(type).map((leaf) => leaf.tags.map((tag) => tag.value).join("."))
          : [],
      );
    expect(leaves("ToolResultView")).toContain("search.paths");
    expect([...cards(calls)]).toEqual(leaves("ToolCallView"));
    expect([...cards(results)]).toEqual(leaves("ToolResultView"));
  });

  it.each(blocks.map((vector) => [vector.id, vector.value] as const))("%s inside a generic result", (_id, block) => {
    const view = { card: "generic", content: [block] } as ToolResultView;
    const update = acpToolCallUpdate(view, { cwd: "/work/proj", terminalOutput: false, toolCallId: "c", result: raw });
    expect(update.content).toHaveLength(1);
    expect(acpNotificationProblems({ sessionId: "s1", update })).toEqual([]);
  });

  describe.each(states)("%s", (_label, terminalOutput) => {
    it.each(calls.map((vector) => [vector.id, vector.value] as const))("%s → tool_call", (_id, value) => {
      const update = acpToolCall(value as ToolCallView, { cwd: "/work/proj", terminalOutput, toolCallId: "call-1" });
      expect(update.sessionUpdate).toBe("tool_call");
      expect(acpNotificationProblems({ sessionId: "s1", update })).toEqual([]);
    });

    it.each(results.flatMap((vector) => [false, true].map((isError) => [vector.id, isError, vector.value] as const)))(
      "%s → tool_call_update (isError %s)",
      (_id, isError, value) => {
        const context = { cwd: "/work/proj", terminalOutput, toolCallId: "call-1", result: { ...raw, isError } };
        const update = acpToolCallUpdate(value as ToolResultView, context);
        expect(update.status).toBe(isError ? "failed" : "completed");
        expect(acpNotificationProblems({ sessionId: "s1", update })).toEqual([]);
      },
    );
  });
});
