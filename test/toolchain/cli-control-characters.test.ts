/**
 * Names that carry terminal controls (ESC sequences, BEL, a C1 CSI, a bidirectional override) reach
 * the terminal only as visible `\uXXXX` escapes when `cardc gen` reports them, with colour off
 * (`NO_COLOR`) and forced on, where the only escape sequences left are the colours cardc adds; and
 * when `cardc diff`'s text report names an enum value carrying them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

/** Anything a terminal acts on, but the newlines that end the report's own lines. */
// oxlint-disable-next-line no-control-regex -- looks for control characters in the output
const acted = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

const hostile = "B\u001b[31mRED\u0007\u009b2J\u202eevil";

describe("control characters in the vocabulary's names", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-controls-"));
    // One line, so the excerpt shows it: the ESC and BEL are \u escapes in the JSON, the C1 CSI and the
    // bidi override of the field's name raw, as a file may have them.
    const type = JSON.stringify(hostile);
    const text = `{ "id": "urn:cardc:x", "doc": "x", "types": { "A": { "doc": "a", "fields": { "f\u009b2J\u202e": { "type": ${type}, "doc": "f" } } } } }\n`;
    writeFileSync(join(work, "cards.json"), text);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const stderrWith = (env: Record<string, string>): string => {
    const args = cardcArgs("gen", "--schema", join(work, "cards.json"), "--out", join(work, "out"));
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, env: cardcEnv(env), encoding: "utf8" });
    expect(result.status).toBe(2);
    return result.stderr;
  };

  it("are printed as visible escapes with NO_COLOR", () => {
    const stderr = stderrWith({ NO_COLOR: "1" });
    expect(stderr).toContain('found type "B\\u001b[31mRED\\u0007\\u009b2J\\u202eevil"');
    expect(stderr).toContain('"fields": { "f\\u009b2J\\u202e": { "type": "B\\u001b[31mRED\\u0007');
    expect(stderr).not.toMatch(acted);
  });

  it("leave cardc's own colour as it was when colour is forced", () => {
    const coloured = stderrWith({ FORCE_COLOR: "1" });
    expect(coloured).toContain("\u001b[1m\u001b[31merror CARD_BAD_TYPE_EXPRESSION\u001b[39m\u001b[22m");
    expect(stripVTControlCharacters(coloured)).toBe(stderrWith({ NO_COLOR: "1" }));
  });
});

describe("control characters in a value cardc diff reports", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-controls-diff-"));
    const vocabulary = (values: string[]) =>
      JSON.stringify({
        id: "urn:cardc:x",
        doc: "x",
        types: {
          Level: { doc: "l", enum: values },
          Note: { doc: "n", fields: { level: { type: "Level", doc: "d" } } },
        },
      });
    writeFileSync(join(work, "before.json"), vocabulary(["ok", hostile]));
    writeFileSync(join(work, "after.json"), vocabulary(["ok"]));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("prints it as visible escapes in the text report", () => {
    const args = cardcArgs("diff", "--against", join(work, "before.json"), "--schema", join(work, "after.json"));
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, env: cardcEnv(), encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('enum "Level" value "B\\u001b[31mRED\\u0007\\u009b2J\\u202eevil" was removed');
    expect(result.stdout).not.toMatch(acted);
  });
});
