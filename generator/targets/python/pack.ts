/**
 * The vocabulary's Python distribution: a wheel and an sdist, built from the generated package
 * (`<out>/python/<import name>/`) by setuptools' own PEP 517 hooks, called directly in the given
 * interpreter (what `pip wheel --no-build-isolation` would call, without pip or an isolated
 * environment), so nothing is fetched. The distribution takes the configured name; its long
 * description is the vocabulary reference `gen` writes, its metadata the project's licence, home and
 * repository, and the wheel is byte for byte the same for the same inputs (`SOURCE_DATE_EPOCH`).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PackError } from "../../pack/run-command.js";
import type { PackContext } from "../shared/packing.js";
import { emitPyproject } from "./pyproject.js";

/**
 * The time every file in the wheel is dated: the caller's `SOURCE_DATE_EPOCH` (reproducible-builds.org),
 * otherwise 1980-01-01, the earliest a zip can say. The staged files are fresh copies, so their own
 * times would make every build's wheel differ; with this, the same inputs give the same bytes.
 */
function sourceDateEpoch(): string {
  return process.env["SOURCE_DATE_EPOCH"] ?? "315532800";
}

/** Refuses, with what to do, an interpreter that cannot build a wheel: no setuptools, or no wheel. */
async function requireBuildTools(context: PackContext): Promise<void> {
  try {
    await context.run(context.python, ["-c", "import setuptools, wheel"]);
  } catch (error) {
    if (!(error instanceof PackError) || error.unavailable) throw error;
    throw new PackError(
      `${context.python} cannot build a wheel: it lacks setuptools or wheel; install both there (python3-setuptools and python3-wheel on Debian), or pass --python with an interpreter that has them`,
      true,
    );
  }
}

export async function packPython(context: PackContext): Promise<readonly string[]> {
  await requireBuildTools(context);
  const stage = mkdtempSync(join(tmpdir(), "cardc-python-"));
  try {
    cpSync(join(context.outDir, "python"), stage, { recursive: true });
    cpSync(join(context.outDir, "docs/vocabulary.md"), join(stage, "README.md"));
    // setuptools finds it by name (`LICEN[CS]E*`, `COPYING*`) and puts it in the sdist and the wheel's dist-info.
    if (context.licenseFile !== undefined) cpSync(context.licenseFile, join(stage, basename(context.licenseFile)));
    writeFileSync(join(stage, "pyproject.toml"), emitPyproject(context));
    mkdirSync(context.destination, { recursive: true });
    // One process per hook, as build frontends do: setuptools carries options from one hook call to
    // the next within a process.
    for (const hook of ["build_wheel", "build_sdist"]) {
      await context.run(
        context.python,
        ["-c", `import sys\nfrom setuptools import build_meta\nbuild_meta.${hook}(sys.argv[1])\n`, context.destination],
        { cwd: stage, env: { SOURCE_DATE_EPOCH: sourceDateEpoch() } },
      );
    }
    return readdirSync(context.destination).map((name) => join(context.destination, name));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
