/**
 * The text bridge on every valid vector of every card: each renders to text that starts with the
 * card's header line, so no card of the vocabulary is left without a printed form.
 */
import { describe, expect, it } from "vitest";
import type { ToolCallView, ToolResultView } from "../../../generated/types.js";
import { buildVectors } from "../../../generator/emit/vectors.js";
import { toolCallText, toolResultText } from "../../../runtime/hosts/text/bridge.js";
import { generateOk, readRealSchema } from "../../support/generate.js";

const { ir } = await generateOk(readRealSchema());
const valid = buildVectors(ir).filter((vector) => vector.valid);
const result = { content: [{ type: "text" as const, text: "raw" }], isError: false };

describe("the text bridge on every card", () => {
  it.each(valid.filter((vector) => vector.type === "ToolCallView").map((vector) => [vector.id, vector.value] as const))(
    "%s",
    (_id, value) => {
      expect(toolCallText(value as ToolCallView, { cwd: "/work/proj" })).toMatch(/^\[(other|read|edit|execute)\] /);
    },
  );

  it.each(
    valid.filter((vector) => vector.type === "ToolResultView").map((vector) => [vector.id, vector.value] as const),
  )("%s", (_id, value) => {
    expect(toolResultText(value as ToolResultView, { cwd: "/work/proj", result })).toMatch(/^\[done\]/);
  });
});
