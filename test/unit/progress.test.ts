/**
 * The progress lines of `cardc dist`: numbered steps and the time taken, on the error stream, only
 * when shown — asked for, or stderr is a terminal.
 */
import { describe, expect, it } from "vitest";
import { progressLines, wantsProgress } from "../../generator/cli/progress.js";

function recorder() {
  const errors: string[] = [];
  const info: string[] = [];
  return {
    errors,
    info,
    terminal: { info: (line: string) => info.push(line), error: (line: string) => errors.push(line) },
  };
}

describe("progress lines", () => {
  it("number each step against the steps planned and end with the time taken, on stderr", () => {
    const { errors, info, terminal } = recorder();
    const clock = [1_000, 17_250];
    const progress = progressLines("cardc dist", 2, terminal, true, () => clock.shift() ?? 0);
    progress.step("the release check");
    progress.step("packing npm");
    progress.done();
    expect(errors).toEqual([
      "cardc dist: [1/2] the release check",
      "cardc dist: [2/2] packing npm",
      "cardc dist: done in 16.3 s",
    ]);
    expect(info).toEqual([]);
  });

  it("say nothing when not shown", () => {
    const { errors, info, terminal } = recorder();
    const progress = progressLines("cardc dist", 1, terminal, false);
    progress.step("the release check");
    progress.done();
    expect([...errors, ...info]).toEqual([]);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])("are shown when asked (%s) or stderr is a terminal (%s): %s", (asked, terminal, shown) => {
    expect(wantsProgress(asked, terminal)).toBe(shown);
  });
});
