/**
 * The conformance suite's case files (`test/support/conformance-cases.ts`): the repository's own read
 * cleanly, a file outside the repository is added by CARDC_CONFORMANCE_CASES, and a file that cannot
 * be run is refused before any host runs, every problem located by file and JSON Pointer.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CaseFileError, caseFiles, joinPieces, readCaseFile } from "../support/conformance-cases.js";
import { fixtureNames } from "../support/fixture-trees.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-cases-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function caseFile(document: unknown): string {
  const file = join(scratch, `cases-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof document === "string" ? document : JSON.stringify(document));
  return file;
}

function problemsOf(file: string): string[] {
  try {
    readCaseFile(file, fixtureNames);
  } catch (error) {
    if (error instanceof CaseFileError)
      return error.message.split("\n").map((line) => line.slice(line.indexOf(": ") + 2));
    throw error;
  }
  return [];
}

describe("the conformance case files", () => {
  it("of the repository read cleanly, each case named once", () => {
    const cases = caseFiles("").flatMap((file) => readCaseFile(file, fixtureNames));
    expect(cases.length).toBeGreaterThan(100);
    expect(new Set(cases.map((item) => item.id)).size).toBe(cases.length);
    expect(cases.some((item) => "bytes" in item.input)).toBe(true);
  });

  it("take a file from outside the repository, after the repository's", () => {
    const extra = caseFile({ groups: [] });
    const files = caseFiles(extra);
    expect(files.at(-1)).toBe(extra);
    expect(files.filter((file) => file.endsWith("cases.schema.json"))).toEqual([]);
  });

  it("join pieces and repetitions into one text", () => {
    expect(joinPieces(["{", { repeat: "[", times: 3 }, "x"])).toBe("{[[[x");
    expect(joinPieces("plain")).toBe("plain");
  });

  it("read base64 as bytes, and text as it is written", () => {
    const file = caseFile({
      groups: [
        {
          rule: "bytes",
          vocabulary: "minimal",
          type: "Card",
          cases: [
            { name: "not UTF-8", base64: "/w==", valid: false, pointer: "value" },
            { name: "escaped", text: '"\\ud800"', valid: false, pointer: "value" },
          ],
        },
      ],
    });
    const [bytes, text] = readCaseFile(file, fixtureNames);
    expect(bytes?.input).toEqual({ bytes: new Uint8Array([0xff]) });
    expect(text?.input).toEqual({ text: '"\\ud800"' });
  });

  it("refuse a file that breaks the format, with every problem located", () => {
    const file = caseFile({
      groups: [
        {
          rule: "broken",
          vocabulary: "minimal",
          cases: [
            { name: "both", text: "{}", base64: "e30=", valid: true, type: "Card" },
            { name: "no pointer", text: "{}", valid: false, type: "Card" },
            { name: "a pointer when valid", text: "{}", valid: true, pointer: "/a", type: "Card" },
          ],
        },
      ],
      extra: 1,
    });
    expect(problemsOf(file)).toEqual([
      "must NOT have additional properties",
      "/groups/0/cases/0: must match exactly one schema in oneOf",
      "/groups/0/cases/1: must have required property 'pointer'",
      '/groups/0/cases/1: must match "then" schema',
      "/groups/0/cases/2: must NOT be valid",
      '/groups/0/cases/2: must match "else" schema',
    ]);
  });

  it("refuse a case that no host could be given, or names a case twice", () => {
    const file = caseFile({
      groups: [
        {
          rule: "unrunnable",
          cases: [
            { name: "one", vocabulary: "minimul", type: "Card", text: "{}", valid: true },
            { name: "one", vocabulary: "minimal", type: "Card", text: "\ud800", valid: true },
            { name: "two", vocabulary: "minimal", text: "{}", valid: true },
          ],
        },
      ],
    });
    expect(problemsOf(file)).toEqual([
      expect.stringMatching(
        /^\/groups\/0\/cases\/0\/vocabulary: names no vocabulary "minimul": not "generated", a fixture \(.*minimal.*\) or a \.json file$/,
      ),
      '/groups/0/cases/1/name: names the case "unrunnable / one" again',
      "/groups/0/cases/1/text: holds a lone surrogate; write it escaped, or give base64",
      "/groups/0/cases/2: has no type, nor has its group",
    ]);
  });

  it("refuse a file that is not JSON, naming it", () => {
    const file = caseFile("{ nope");
    expect(problemsOf(file)).toEqual([expect.stringMatching(/^is not a JSON file: /)]);
  });
});
