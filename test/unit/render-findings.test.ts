/**
 * The machine-readable reports written from findings, as exact strings: GitHub's escaping of a
 * hostile file name, code and message (`%`, CR, LF everywhere, `:` and `,` in properties, controls
 * made visible first), the properties left out when a finding has no place, and JSON that parses
 * back to the same text when a message holds control characters and a lone surrogate.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../generator/model/finding.js";
import { githubAnnotation, renderFindings } from "../../generator/cli/render-findings.js";

const hostile: Finding = {
  code: "CARD_X",
  severity: "error",
  message: "100% of\r\n::error file=x::forged \u001b[2J",
  file: "dir,a:b/c%d.json",
  line: 3,
  column: 7,
  pointer: "/types/a,b",
  hint: "try\nthis",
};

describe("GitHub annotations", () => {
  it("escape every character that could end the annotation or start another", () => {
    expect(githubAnnotation(hostile)).toBe(
      "::error file=dir%2Ca%3Ab/c%25d.json,line=3,col=7,title=CARD_X::" +
        "100%25 of\\u000d\\u000a::error file=x::forged \\u001b[2J%0Aat /types/a,b%0Ahint: try\\u000athis",
    );
  });

  it("leave out what a finding does not have, and write a note as a notice", () => {
    const { hint: _hint, ...withoutHint } = hostile;
    const unplaced: Finding = { ...withoutHint, severity: "note", file: null, line: null, column: null, pointer: null };
    expect(githubAnnotation(unplaced)).toBe(
      "::notice title=CARD_X::100%25 of\\u000d\\u000a::error file=x::forged \\u001b[2J",
    );
  });
});

describe("JSON reports", () => {
  it("parse back to the same text whatever a message holds", () => {
    const message = "a\u0000b\u001b\u2028\ud800c";
    const text = renderFindings("json", { command: "gen", ok: false, findings: [{ ...hostile, message }] });
    const parsed = JSON.parse(text) as { diagnostics: { message: string }[] };
    expect(parsed.diagnostics[0]?.message).toBe(message);
    expect(text).toContain('"message": "a\\u0000b\\u001b\u2028\\ud800c"');
  });
});
