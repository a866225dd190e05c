/**
 * The vocabulary's Python distribution: a wheel and an sdist, built from the generated package
 * (`<out>/python/<import name>/`) by setuptools' own PEP 517 hooks, called directly in the given
 * interpreter (what `pip wheel --no-build-isolation` would call, without pip or an isolated
 * environment), so nothing is fetched. The distribution takes the configured name; its long
 * description is the vocabulary reference `gen` writes.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { PackContext } from "./pack-context.js";

/** A TOML basic string: JSON's escapes are all valid TOML escapes. */
const tomlString = (text: string) => JSON.stringify(text);

function pyproject(context: PackContext): string {
  const { python, pythonImport } = context.names;
  return [
    "[build-system]",
    'requires = ["setuptools>=61"]',
    'build-backend = "setuptools.build_meta"',
    "",
    "[project]",
    `name = ${tomlString(python)}`,
    `version = ${tomlString(context.version)}`,
    `description = ${tomlString(context.ir.doc.split("\n")[0] ?? "")}`,
    'readme = { file = "README.md", content-type = "text/markdown" }',
    ...(context.manifest.license === undefined ? [] : [`license = { text = ${tomlString(context.manifest.license)} }`]),
    'requires-python = ">=3.11"',
    "dependencies = []",
    "",
    "[tool.setuptools]",
    `packages = [${tomlString(pythonImport)}]`,
    "",
    "[tool.setuptools.package-data]",
    `${pythonImport} = ["py.typed"]`,
    "",
  ].join("\n");
}

export async function packPython(context: PackContext): Promise<readonly string[]> {
  const stage = mkdtempSync(join(tmpdir(), "cardc-python-"));
  try {
    cpSync(join(context.outDir, "python"), stage, { recursive: true });
    cpSync(join(context.outDir, "docs/vocabulary.md"), join(stage, "README.md"));
    // setuptools finds it by name (`LICEN[CS]E*`, `COPYING*`) and puts it in the sdist and the wheel's dist-info.
    if (context.licenseFile !== undefined) cpSync(context.licenseFile, join(stage, basename(context.licenseFile)));
    writeFileSync(join(stage, "pyproject.toml"), pyproject(context));
    mkdirSync(context.destination, { recursive: true });
    // One process per hook, as build frontends do: setuptools carries options from one hook call to
    // the next within a process.
    for (const hook of ["build_wheel", "build_sdist"]) {
      await context.run(
        context.python,
        ["-c", `import sys\nfrom setuptools import build_meta\nbuild_meta.${hook}(sys.argv[1])\n`, context.destination],
        { cwd: stage },
      );
    }
    return readdirSync(context.destination).map((name) => join(context.destination, name));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
