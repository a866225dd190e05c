/**
 * Builds `docs/diagnostics.md` from the two sources of truth, so the page cannot drift from them:
 * the catalogue (`generator/check/codes.ts`) gives every code and its meaning, and the fixtures
 * under `test/invalid/` give each code's example, rendered exactly as `cardc gen` prints it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { renderDiagnostic } from "../../generator/cli/render-diagnostics.js";
import { maxEdits } from "../../generator/check/suggest.js";
import { diagnosticCodes } from "../../generator/model/codes.js";
import { generate } from "../../generator/core/generate.js";

const invalidRoot = new URL("../invalid/", import.meta.url).pathname;

export async function buildDiagnosticsDoc(): Promise<string> {
  const examples = new Map<string, { fixture: string; rendered: string }>();
  for (const fixture of readdirSync(invalidRoot).sort()) {
    const text = readFileSync(join(invalidRoot, fixture, "cards.json"), "utf8");
    const result = await generate(text, { sourceName: "cards.json" });
    if (result.ok) continue;
    for (const diagnostic of result.diagnostics) {
      if (examples.has(diagnostic.code)) continue;
      examples.set(diagnostic.code, {
        fixture,
        rendered: renderDiagnostic("cards.json", result.source?.text ?? text, diagnostic),
      });
    }
  }
  const sections = Object.entries(diagnosticCodes).map(([code, meaning]) => {
    const example = examples.get(code);
    const body =
      example === undefined
        ? "_No fixture produces this code yet._"
        : `From \`test/invalid/${example.fixture}/\`:\n\n\`\`\`\n${example.rendered}\n\`\`\``;
    return `### \`${code}\`\n\n${capitalise(meaning)}.\n\n${body}\n`;
  });
  // Formatted as `pnpm format` would, so the page passes `prettier --check` unchanged.
  const docPath = new URL("../../docs/diagnostics.md", import.meta.url).pathname;
  const config = (await prettier.resolveConfig(docPath)) ?? {};
  return prettier.format(`${header}\n${sections.join("\n")}`, { ...config, parser: "markdown" });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const header = `# Diagnostics

<!-- Built from generator/check/codes.ts and test/invalid/ by test/support/diagnostics-doc.ts.
     Do not edit: run \`pnpm test:update\`. -->

\`cardc gen\` checks the whole vocabulary before it writes anything and reports every problem it finds,
in document order, then exits 2 with \`nothing was written.\` Each problem reads:

\`\`\`
<file>:<line>:<column> error <CODE>  <what was found>; <what was expected>
  at <JSON Pointer into the source>
  hint: <a likely fix, when one is cheap>
  <line> | <the source line>
         |       ^
\`\`\`

Codes are stable: a new kind of problem gets a new code, and a code never changes meaning. Every
code below has a fixture under \`test/invalid/\` whose exact report the test suite checks; the
example shown is that report. A message with no \`CARD_\` code, ending in "a bug in cardc", is not
a problem in the vocabulary: it exits 70 and should be reported with the schema that caused it.

Names, keys and values from the vocabulary are printed as they are, except the characters a
terminal would act on instead of showing: the C0 controls (ESC, BEL, CR, LF, …), DEL, the C1
controls (U+0080 to U+009F), the line and paragraph separators and the bidirectional marks,
overrides and isolates are printed as visible escapes such as \`\\u001b\`, in the message, the
pointer, the hint and the source excerpt, with or without colour; the caret stays under the
character it points at. Only the colour cardc adds itself reaches the terminal as an escape sequence.

A hint "did you mean …?" names the declared name (or key, or value) closest to the one found,
ignoring case, when it is a few edits away: at most a third of the name's length (at least 2), and
never more than ${maxEdits} edits, however long the names are. Each candidate costs time in proportion to
the length of the names, not to its square, so names of 20,000 characters are reported too.

| exit | meaning                                                                          |
| ---- | -------------------------------------------------------------------------------- |
| 2    | the vocabulary is invalid (the codes below); nothing was written                 |
| 73   | the output folder could not be written; it says what the folder holds now       |
| 70   | a bug in cardc itself                                                            |

## Codes
`;
