/** The Markdown builder: vocabulary text can never become markup, whatever characters it holds. */
import { describe, expect, it } from "vitest";
import { cell, codeSpan, escapeInline as text, fencedBlock, paragraph, quoted, table } from "../../lib/markdown.js";

describe("markdown builder", () => {
  it.each([
    { given: "plain words.", want: "plain words." },
    {
      given: "<b>bold</b> &amp; *em* _u_ [l](x) `c` ~s~ a\\b",
      want: "\\<b\\>bold\\</b\\> \\&amp; \\*em\\* \\_u\\_ \\[l\\](x) \\`c\\` \\~s\\~ a\\\\b",
    },
    { given: "make && make install in ~/src", want: "make && make install in ~/src" },
    { given: "two\nlines", want: "two lines" },
  ])("text($given)", ({ given, want }) => {
    expect(text(given)).toBe(want);
  });

  it.each([
    { given: "# heading", want: "\\# heading" },
    { given: "- item", want: "\\- item" },
    { given: "> quote", want: "\\> quote" },
    { given: "12. item", want: "12\\. item" },
    { given: "3) item", want: "3\\) item" },
    { given: "1-based", want: "1-based" },
  ])("paragraph($given)", ({ given, want }) => {
    expect(paragraph(given)).toBe(want);
  });

  it.each([
    { given: "name", want: "`name`" },
    { given: "a`b", want: "``a`b``" },
    { given: "`x", want: "`` `x ``" },
  ])("codeSpan($given)", ({ given, want }) => {
    expect(codeSpan(given)).toBe(want);
  });

  it("quotes values, escapes pipes in cells and builds tables", () => {
    expect(quoted('a"b')).toBe('`"a\\"b"`');
    expect(cell("`a|b`")).toBe("`a\\|b`");
    expect(table(["x", "y"], [["1", "a|b"]])).toBe("| x | y |\n| --- | --- |\n| 1 | a\\|b |");
  });

  it("fences a block longer than any backtick run inside", () => {
    expect(fencedBlock("a", "text")).toBe("```text\na\n```");
    expect(fencedBlock("````")).toBe("`````\n````\n`````");
  });
});
