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

## Reports for tools

\`cardc gen\`, \`cardc gen --check\`, \`cardc diff\` and \`cardc release-check\` take \`--format text|json|github|sarif\`.
Without it, the format is \`github\` when \`GITHUB_ACTIONS=true\` (every GitHub Actions job sets it) and \`text\`
anywhere else. The exit codes are the same in every format. In \`json\`, \`github\` and \`sarif\` the report is the
only thing written to stdout, once, whatever the exit code (so \`cardc diff --format json > report.json\` holds the
report on exit 1 too); the text lines for a person go to stderr. \`diff\`'s text report is on stdout as well.

Every problem or change is one diagnostic of this shape, each key always present (\`hint\` only when there is one):

\`\`\`json
{
  "code": "CARD_UNKNOWN_TYPE",
  "severity": "error",
  "message": "unknown type \\"Levle\\"; expected a primitive or a declared type or variant name",
  "file": "cards.json",
  "line": 11,
  "column": 28,
  "pointer": "/types/Note/fields/level/type",
  "hint": "did you mean \\"Level\\"?"
}
\`\`\`

- \`code\`: a vocabulary code below (\`CARD_…\`), a diff rule's id ([diff.md](diff.md)), or one of the command line's:
  \`CARDC_UNREADABLE\` (the vocabulary cannot be read), \`CARDC_SETTINGS\` (package.json's settings),
  \`CARDC_OUT_FOLDER\` (\`--out\` would hold the project; exit 64),
  \`CARDC_STALE\`, \`CARDC_MISSING\` and \`CARDC_ORPHANED\` (\`gen --check\`; a stale file is placed at its first
  changed line), \`CARDC_CANNOT_WRITE\` (exit 73), \`CARDC_BASELINE\` (the previous version cannot be read),
  \`CARDC_SESSION_LOG\` (a malformed recorded log), \`CARDC_RELEASE_TAG\` and \`CARDC_VERSION_TOO_LOW\`
  (\`release-check\`).
- \`severity\`: \`error\` fails the command; \`diff\` reports an allowed change as \`warning\`, a safe one as \`note\`.
- \`file\`: as the text report names it, relative to where cardc runs; \`null\` when the problem is about no one file.
- \`line\`, \`column\`: 1-based, columns in UTF-16 code units; \`null\` when there is no place inside the file.
- \`pointer\`: the JSON Pointer into the file's document; \`null\` when the file is not one cardc read as JSON.

\`json\` writes one object, \`{ "command": "gen", "ok": false, "diagnostics": […] }\`; \`diff\` adds its own fields
(\`before\`, \`after\`, \`allowed\`, \`changes\`, \`bump\`). It is valid JSON whatever the names hold: control
characters and lone surrogates are written as \`\\u\` escapes. \`github\` writes a workflow command per diagnostic,
\`::error file=<file>,line=<line>,col=<column>,title=<CODE>::<message>\` (\`::warning\` and \`::notice\` for the
others), the pointer and hint on lines of their own inside the annotation; names are made visible as in text, then
\`%\`, CR and LF are escaped as \`%25\`, \`%0D\`, \`%0A\`, and in the properties \`:\` and \`,\` as \`%3A\`, \`%2C\`, so no
name can end an annotation or start another. \`sarif\` writes a SARIF 2.1.0 log with one run of the tool \`cardc\`,
whose rules are the codes that occurred and whose results carry the file as a relative URI and the line and column
as a region (\`columnKind\` \`utf16CodeUnits\`), the pointer and hint as properties; upload it to code scanning.
[cli.md](cli.md) shows the CI set-ups.

## Codes
`;
