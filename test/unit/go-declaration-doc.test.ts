/** A Go declaration's doc comment opens with the name it declares, as `go doc` and staticcheck read it. */
import { describe, expect, it } from "vitest";
import { goDeclarationDoc } from "../../generator/targets/go/declaration-doc.js";

const lines = (name: string, paragraphs: readonly (string | undefined)[]) =>
  goDeclarationDoc(name, paragraphs).map((line) => line.text);

describe("goDeclarationDoc", () => {
  it.each([
    {
      given: ["One file's change.", "At most one of a, b is present."],
      want: ["// FileDiff — One file's change.", "//", "// At most one of a, b is present."],
    },
    { given: ["FileDiff is one file's change."], want: ["// FileDiff is one file's change."] },
    { given: ["A FileDiff names one file."], want: ["// A FileDiff names one file."] },
    { given: ["The FileDiff of a call."], want: ["// The FileDiff of a call."] },
    // A word that only begins with the name is not the name.
    { given: ["FileDiffs are listed."], want: ["// FileDiff — FileDiffs are listed."] },
    {
      given: ["  ", "Deprecated: use Patch"],
      want: ["// FileDiff is deprecated.", "//", "// Deprecated: use Patch"],
    },
    { given: ["", undefined], want: [] },
  ])("writes $given as $want", ({ given, want }) => {
    expect(lines("FileDiff", given)).toEqual(want);
  });

  it("keeps the escapes and quote pairs of any other doc line", () => {
    expect(lines("Note", ["Says \u202e ``this''.", "Line two."])).toEqual([
      "// Note — Says \\u202e \u201cthis\u201d.",
      "//",
      "// Line two.",
    ]);
  });
});
