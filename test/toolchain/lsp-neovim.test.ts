/**
 * `cardc lsp` in a real editor: headless Neovim's built-in LSP client (`test/support/neovim/drive-lsp.lua`)
 * starts the built command on a copy of the real vocabulary and goes through an author's session:
 * the schema opens without diagnostics; a misspelt type gets CARD_UNKNOWN_TYPE with its did-you-mean
 * on the misspelt name; undoing it clears it; go to definition from a field's type lands on the
 * type's key; hover shows its doc; renaming the type rewrites every reference, and `cardc gen`
 * then compiles the file. Neovim comes from Debian (`.ci/install-system-deps`).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcBin, projectRoot, runCli } from "../support/cli-process.js";

interface Position {
  readonly line: number;
  readonly character: number;
}
interface Step {
  readonly kind: string;
  readonly outcome: unknown;
}
interface LspDiagnostic {
  readonly code: string;
  readonly message: string;
  readonly range: { readonly start: Position; readonly end: Position };
}

const work = mkdtempSync(join(tmpdir(), "cardc-lsp-neovim-"));
const file = join(work, "cards.json");
const original = readFileSync(join(projectRoot, "schema/cards.json"), "utf8");
const lines = original.split("\n");

/** The 0-based position of the `|` in `context`, found on its first line in the vocabulary. */
function positionOf(context: string): Position {
  const plain = context.replace("|", "");
  const line = lines.findIndex((text) => text.includes(plain));
  if (line < 0) throw new Error(`no line holds ${plain}`);
  return { line, character: lines[line]!.indexOf(plain) + context.indexOf("|") };
}

const misspelt = positionOf('"type": "|FileDiff[]"');
const steps = [
  { kind: "diagnostics" },
  { kind: "edit", line: misspelt.line, from: misspelt.character, until: misspelt.character + 8, text: "FileDif" },
  { kind: "edit", line: misspelt.line, from: misspelt.character, until: misspelt.character + 7, text: "FileDiff" },
  { kind: "definition", position: positionOf('"type": "File|Diff[]"') },
  { kind: "hover", position: positionOf('"type": "File|Diff[]"') },
  { kind: "rename", position: positionOf('"type": "File|Diff[]"'), newName: "FileChange" },
];
let results: { steps: Step[]; failure: string | null };

beforeAll(() => {
  copyFileSync(join(projectRoot, "schema/cards.json"), file);
  copyFileSync(join(projectRoot, "schema/cards.schema.json"), join(work, "cards.schema.json"));
  const plan = join(work, "plan.json");
  const output = join(work, "results.json");
  writeFileSync(
    plan,
    JSON.stringify({ cmd: [process.execPath, cardcBin, "lsp", "--stdio"], file, results: output, steps }),
  );
  const driver = join(projectRoot, "test/support/neovim/drive-lsp.lua");
  const nvim = spawnSync("nvim", ["--headless", "--clean", "-u", "NONE", "-c", `luafile ${driver}`], {
    cwd: work,
    env: { ...process.env, CARDC_LSP_PLAN: plan },
    encoding: "utf8",
    timeout: 90_000,
  });
  if (nvim.error !== undefined) throw nvim.error;
  results = JSON.parse(readFileSync(output, "utf8")) as typeof results;
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const outcome = (index: number) => results.steps[index]?.outcome;

describe("cardc lsp driven by Neovim's LSP client", () => {
  it("goes through every step", () => {
    expect(results.failure).toBeNull();
    expect(results.steps.map((step) => step.kind)).toEqual(steps.map((step) => step.kind));
  });

  it("publishes no diagnostics for the real vocabulary", () => {
    expect(outcome(0)).toEqual([]);
  });

  it("reports a misspelt type with its did-you-mean on the name, and clears it once fixed", () => {
    const [diagnostic, ...others] = outcome(1) as LspDiagnostic[];
    expect(others).toEqual([]);
    expect(diagnostic).toMatchObject({
      code: "CARD_UNKNOWN_TYPE",
      source: "cardc",
      message:
        'unknown type "FileDif"; expected a primitive or a declared type or variant name\nhint: did you mean "FileDiff"?',
    });
    // The whole string, quotes included: what gen's caret points at.
    expect(diagnostic!.range).toEqual({
      start: { line: misspelt.line, character: misspelt.character - 1 },
      end: { line: misspelt.line, character: misspelt.character + "FileDif[]".length + 1 },
    });
    expect(outcome(2)).toEqual([]);
  });

  it("goes to the declaration of a field's type", () => {
    const { result } = outcome(3) as { result: { uri: string; range: { start: Position } } };
    expect(result.uri).toBe(`file://${file}`);
    expect(result.range.start).toEqual(positionOf('"|FileDiff": {'));
  });

  it("shows the type's doc on hover", () => {
    const { result } = outcome(4) as { result: { contents: { kind: string; value: string } } };
    expect(result.contents).toEqual({
      kind: "markdown",
      value: "**FileDiff** — record\n\nOne file's change, shown as an inline diff.",
    });
  });

  it("renames a type and every reference, and the file then compiles with cardc gen", async () => {
    expect((outcome(5) as { error: unknown }).error).toBeNull();
    const renamed = readFileSync(file, "utf8");
    expect(renamed).not.toContain("FileDiff");
    expect(renamed.split('"FileChange').length - 1).toBe(original.split('"FileDiff').length - 1);
    expect(renamed).toBe(original.replaceAll('"FileDiff', '"FileChange'));
    const gen = await runCli(["gen", "--schema", file, "--out", join(work, "generated")], work);
    expect(gen.stderr).toBe("");
    expect(gen.code).toBe(0);
  });
});
