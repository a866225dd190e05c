/**
 * Arrays nest at most 16 levels deep (`maxArrayDepth`), the deepest every target compiles (the
 * `deep-arrays` golden fixture holds 16 levels and passes every host's gates): a field asking for
 * more, even 500 levels, is a located diagnostic from `gen`, exit 2, nothing written, never a stack
 * overflow.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maxArrayDepth } from "../../generator/model/type-expression.js";
import { generate } from "../../generator/core/generate.js";
import { runCli, stackFrame } from "../support/cli-process.js";

const work = mkdtempSync(join(tmpdir(), "cardc-array-depth-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
const withLevels = (depth: number) => minimal.replace('"type": "Level"', `"type": "Level${"[]".repeat(depth)}"`);

describe("nested arrays", () => {
  it("are allowed up to the stated depth", async () => {
    expect(maxArrayDepth).toBe(16);
    expect((await generate(withLevels(16), { sourceName: "cards.json" })).ok).toBe(true);
  });

  it.each([17, 500])("%i levels deep are one located diagnostic", async (depth) => {
    const result = await generate(withLevels(depth), { sourceName: "cards.json" });
    expect(
      result.ok ? [] : result.diagnostics.map(({ code, pointer, message }) => ({ code, pointer, message })),
    ).toEqual([
      {
        code: "CARD_ARRAY_TOO_DEEP",
        pointer: "/types/Note/fields/level/type",
        message: `found "Level" nested in ${depth} arrays; expected at most 16 levels of [], the deepest every target language compiles`,
      },
    ]);
  });

  it(
    "500 levels deep make gen exit 2 with the diagnostic, no stack trace and nothing written",
    { timeout: 60_000 },
    async () => {
      const schema = join(work, "cards.json");
      writeFileSync(schema, withLevels(500));
      const out = join(work, "generated");
      const run = await runCli(["gen", "--schema", schema, "--out", out], work);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^cards\.json:11:28 error CARD_ARRAY_TOO_DEEP {2}found "Level" nested in 500 arrays;/);
      expect(run.stderr).not.toMatch(stackFrame);
      expect(existsSync(out)).toBe(false);
    },
  );
});
