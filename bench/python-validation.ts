/**
 * Python figures: the generated package's `validate` against a cached `jsonschema` Draft202012Validator
 * on the real vocabulary's card vectors (ToolCallView and ToolResultView), valid and invalid apart,
 * measured by `python-validate.py` in one `/usr/bin/python3` process.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageNamesOf } from "../test/support/generate.js";
import { projectRoot } from "./package-entries.js";
import type { Spread } from "./measure.js";

export interface PythonRow {
  readonly values: number;
  /** Vectors the generated `validate` got wrong: none, or the figures mean nothing. */
  readonly wrong: readonly string[];
  readonly generated: Spread;
  readonly jsonschema: Spread;
  readonly ratio: Spread;
}

export function measurePythonValidation(rounds: number): { valid: PythonRow; invalid: PythonRow } {
  const generated = join(projectRoot, "generated");
  const vectors = ["ToolCallView", "ToolResultView"].map((name) => join(generated, "vectors", `${name}.json`));
  const script = join(projectRoot, "bench/python-validate.py");
  // The module `pnpm gen` named the package in generated/python/.
  const { pythonImport } = packageNamesOf(readFileSync(join(projectRoot, "schema/cards.json"), "utf8"));
  const args = [script, generated, pythonImport, String(rounds), ...vectors];
  const result = spawnSync("/usr/bin/python3", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`python-validate.py failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as { valid: PythonRow; invalid: PythonRow };
}
