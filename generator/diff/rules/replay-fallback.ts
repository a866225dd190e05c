/**
 * A recorded session-log view that the old version showed and the new one rejects, so replaying that
 * log now shows the generic card instead. Located at the variant the view's tags select, when they
 * still select one, else at the union it is checked against.
 */
import type { IrUnion } from "../../lower/ir.js";
import type { DiffRule } from "../diff-rule.js";
import type { Vocabulary } from "../load-vocabulary.js";

function pointerOfView(vocabulary: Vocabulary, type: string, view: unknown): string {
  const root = vocabulary.ir.types.find((candidate) => candidate.name === type);
  if (root === undefined) return "/types";
  if (root.kind !== "union") return root.pointer;
  let union: IrUnion = root;
  for (;;) {
    const tagValue =
      typeof view === "object" && view !== null ? (view as Record<string, unknown>)[union.tag] : undefined;
    const member = union.members.find((candidate) => candidate.tagValue === tagValue);
    if (member === undefined) return union.pointer;
    if (member.type.kind === "variant") return member.type.pointer;
    union = member.type;
  }
}

export const replayFallback: DiffRule = {
  id: "replay-fallback",
  class: "wire",
  bump: "major",
  summary: "a recorded session-log view that validated now falls back to the generic card",
  find: ({ before, after, replayRegressions }) =>
    replayRegressions.map((regression) => ({
      message: `recorded ${regression.log} /events/${regression.index} (${regression.type}) now falls back to the generic card: ${regression.reason}`,
      before: pointerOfView(before, regression.type, regression.view),
      after: pointerOfView(after, regression.type, regression.view),
    })),
};
