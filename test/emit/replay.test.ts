/**
 * Replay compatibility: the recorded session logs in `test/replay/` (written under older versions of
 * the vocabulary, legacy shapes included) replay without throwing, every view either shown or
 * falling back to the generic card with a reason, exactly as `expected.txt` lists. The generated
 * validators and the run-time check `cardc diff` builds from any version's IR must agree view for
 * view. `pnpm test:update` (CARDC_UPDATE_GOLDEN=1) rewrites `expected.txt` after an intended change.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadVocabulary } from "../../generator/diff/load-vocabulary.js";
import { describeOutcome, replayLog } from "../../generator/replay/replay-log.js";
import { readSessionLog } from "../../generator/replay/session-log.js";
import { vocabularyCheck } from "../../generator/replay/vocabulary-check.js";
import { readRealSchema } from "../support/generate.js";
import { generatedViewCheck, readReplayLogs } from "../support/replay-logs.js";

const expectedPath = new URL("../replay/expected.txt", import.meta.url).pathname;

describe("replaying recorded session logs", () => {
  it("shows or falls back on every recorded view, exactly as expected.txt lists", async () => {
    const logs = await readReplayLogs();
    const outcomes = logs.flatMap((log) => replayLog(log, generatedViewCheck));
    const report = `${outcomes.map(describeOutcome).join("\n")}\n`;
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1") writeFileSync(expectedPath, report);
    expect(report).toBe(readFileSync(expectedPath, "utf8"));
    expect(outcomes.filter((outcome) => outcome.shown).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => !outcome.shown).length).toBeGreaterThan(0);
    for (const outcome of outcomes) expect(outcome.shown || (outcome.reason ?? "") !== "").toBe(true);
  });

  it("gets the same verdicts from the generated validators and from the vocabulary's IR", async () => {
    const loaded = loadVocabulary("schema/cards.json", readRealSchema());
    if (!loaded.ok) throw new Error("the real vocabulary must load");
    const fromIr = vocabularyCheck(loaded.vocabulary.ir);
    for (const log of await readReplayLogs())
      expect(replayLog(log, fromIr)).toEqual(replayLog(log, generatedViewCheck));
  });

  it("reports a check that throws as a fallback instead of throwing", async () => {
    const [log] = await readReplayLogs();
    if (log === undefined) throw new Error("no logs");
    const outcomes = replayLog(log, () => {
      throw new Error("broken validator");
    });
    expect(outcomes.every((outcome) => !outcome.shown && outcome.reason === `checking ${outcome.type} threw`)).toBe(
      true,
    );
  });

  it("reports a malformed log with its place instead of replaying it", () => {
    expect(readSessionLog("x.json", "{")).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^x\.json: not JSON/),
    });
    expect(readSessionLog("x.json", '{"doc":"d","events":[{"kind":"toolCall"}]}')).toEqual({
      ok: false,
      problem: 'x.json: /events/0 needs "kind" ("toolCall" or "toolResult"), "toolCallId", "tool" and "view"',
    });
  });
});
