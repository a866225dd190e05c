/**
 * Colour: on only for a terminal, off whenever NO_COLOR is set, forced by FORCE_COLOR; and when on,
 * diagnostics colour their location and code and drift reports colour their diff lines, while a
 * plain terminal gets exactly the uncoloured text.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../generator/cli/main.js";
import { colourStyle, plainStyle, styleDiff, wantsColour } from "../../generator/cli/style.js";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";
import { recordingTerminal } from "../support/recorder.js";

const escape = "\u001b[";

describe("wantsColour", () => {
  it.each([
    { isTerminal: true, env: {}, want: true },
    { isTerminal: false, env: {}, want: false },
    { isTerminal: true, env: { NO_COLOR: "1" }, want: false },
    { isTerminal: true, env: { NO_COLOR: "" }, want: true },
    { isTerminal: false, env: { FORCE_COLOR: "1" }, want: true },
    { isTerminal: true, env: { FORCE_COLOR: "0" }, want: false },
    { isTerminal: false, env: { FORCE_COLOR: "1", NO_COLOR: "1" }, want: false },
  ])("terminal=$isTerminal env=$env → $want", ({ isTerminal, env, want }) => {
    expect(wantsColour(isTerminal, env)).toBe(want);
  });
});

describe("styleDiff", () => {
  it("colours added, removed and hunk lines and leaves context alone", () => {
    const diff = "--- a (on disk)\n+++ a (generated)\n@@ -1,2 +1,2 @@\n same\n-old\n+new";
    const lines = styleDiff(diff, colourStyle).split("\n");
    expect(lines[2]).toBe(colourStyle.hunk("@@ -1,2 +1,2 @@"));
    expect(lines[3]).toBe(" same");
    expect(lines[4]).toBe(colourStyle.removed("-old"));
    expect(lines[5]).toBe(colourStyle.added("+new"));
    expect(styleDiff(diff, plainStyle)).toBe(diff);
  });
});

describe("coloured reports", () => {
  let work: string;
  let schema: string;
  let out: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-colour-"));
    schema = join(work, "cards.json");
    out = join(work, "generated");
    cpSync(new URL("../fixtures/minimal/cards.json", import.meta.url), schema);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const run = async (colour: boolean, ...args: string[]) => {
    const style = colour ? colourStyle : plainStyle;
    const terminal = { ...recordingTerminal(), styles: { info: style, error: style } };
    const code = await main([...args, "--schema", schema, "--out", out], terminal);
    return { code, text: [...terminal.out, ...terminal.err].join("\n") };
  };

  it("colours a diagnostic's location and code, and is otherwise the plain text", async () => {
    writeFileSync(schema, readFileSync(schema, "utf8").replace('"type": "Level"', '"type": "Levl"'));
    const plain = await run(false, "gen");
    const coloured = await run(true, "gen");
    expect(plain.code).toBe(2);
    expect(plain.text).not.toContain(escape);
    expect(coloured.text).toContain(colourStyle.problem("error CARD_UNKNOWN_TYPE"));
    // oxlint-disable-next-line no-control-regex -- matches the escape sequences of coloured output
    expect(coloured.text).toMatch(/\u001b\[36m[^\u001b]*cards\.json:11:28\u001b\[39m/);
    expect(stripVTControlCharacters(coloured.text)).toBe(plain.text);
  });

  it("colours the +/- lines of a drift report", async () => {
    await run(false, "gen");
    writeFileSync(join(out, "types.ts"), readFileSync(join(out, "types.ts"), "utf8").replace("How many.", "How much."));
    const plain = await run(false, "gen", "--check");
    const coloured = await run(true, "gen", "--check");
    expect(coloured.code).toBe(1);
    expect(plain.text).not.toContain(escape);
    expect(coloured.text).toContain(colourStyle.removed("-   * How much."));
    expect(coloured.text).toContain(colourStyle.added("+   * How many."));
    expect(stripVTControlCharacters(coloured.text)).toBe(plain.text);
  });
});

describe("the cardc process", () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-colour-process-"));
    writeFileSync(
      join(work, "cards.json"),
      '{ "id": "urn:x", "doc": "x", "types": { "A": { "doc": "a", "enum": [1] } } }',
    );
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const stderrWith = (env: Record<string, string>) => {
    const args = cardcArgs("gen", "--schema", join(work, "cards.json"), "--out", join(work, "out"));
    const result = spawnSync(process.execPath, args, {
      cwd: projectRoot,
      env: cardcEnv(env),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    return result.stderr;
  };

  it("writes plain text to a pipe, colour when forced, and none when NO_COLOR is set", () => {
    expect(stderrWith({})).not.toContain(escape);
    expect(stderrWith({ FORCE_COLOR: "1" })).toContain(`${escape}1m${escape}31merror CARD_`);
    expect(stderrWith({ FORCE_COLOR: "1", NO_COLOR: "1" })).not.toContain(escape);
  });
});
