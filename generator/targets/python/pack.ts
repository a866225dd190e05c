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
import { pythonVersion } from "../../model/python-version.js";
import { parseSemver } from "../../model/semver.js";
import { PackError } from "../../pack/run-command.js";
import type { PackContext } from "../shared/packing.js";

/** A TOML basic string: JSON's escapes are all valid TOML escapes. */
const tomlString = (text: string) => JSON.stringify(text);

/** PyPI's classifiers for the licences projects most often name, by SPDX identifier. */
const licenseClassifiers: Readonly<Record<string, string>> = {
  MIT: "License :: OSI Approved :: MIT License",
  ISC: "License :: OSI Approved :: ISC License (ISCL)",
  "Apache-2.0": "License :: OSI Approved :: Apache Software License",
  "BSD-2-Clause": "License :: OSI Approved :: BSD License",
  "BSD-3-Clause": "License :: OSI Approved :: BSD License",
  "MPL-2.0": "License :: OSI Approved :: Mozilla Public License 2.0 (MPL 2.0)",
};

/** What the package is, in PyPI's terms: typed, pure Python 3, no OS of its own, and its licence when known. */
function classifiers(license: string | undefined): string[] {
  const known = license === undefined ? undefined : licenseClassifiers[license];
  return [
    ...(known === undefined ? [] : [known]),
    "Operating System :: OS Independent",
    "Programming Language :: Python :: 3",
    "Programming Language :: Python :: 3 :: Only",
    "Typing :: Typed",
  ];
}

/** `[project.urls]`, from what `package.json` says of the project's home and repository. */
function projectUrls(context: PackContext): string[] {
  const { homepage, repository } = context.manifest;
  const urls = [
    ...(homepage === undefined ? [] : [`Homepage = ${tomlString(homepage)}`]),
    ...(repository === undefined ? [] : [`Repository = ${tomlString(repository)}`]),
  ];
  return urls.length === 0 ? [] : ["", "[project.urls]", ...urls];
}

/**
 * The distribution's version in PEP 440's own spelling (`1.2.0rc1`), so setuptools has nothing to
 * normalise; the project's settings refuse a version without one, so this refusal is a bug's.
 */
function distributionVersion(version: string): string {
  const semver = parseSemver(version);
  const spelled = semver === undefined ? undefined : pythonVersion(semver);
  if (spelled === undefined)
    throw new Error(`version ${version} has no PEP 440 spelling; the settings should have refused it`);
  return spelled;
}

function pyproject(context: PackContext): string {
  const { python, pythonImport } = context.names;
  return [
    "[build-system]",
    'requires = ["setuptools>=61"]',
    'build-backend = "setuptools.build_meta"',
    "",
    "[project]",
    `name = ${tomlString(python)}`,
    `version = ${tomlString(distributionVersion(context.version))}`,
    `description = ${tomlString(context.ir.doc.split("\n")[0] ?? "")}`,
    'readme = { file = "README.md", content-type = "text/markdown" }',
    ...(context.manifest.license === undefined ? [] : [`license = { text = ${tomlString(context.manifest.license)} }`]),
    'requires-python = ">=3.11"',
    "dependencies = []",
    `classifiers = [${classifiers(context.manifest.license).map(tomlString).join(", ")}]`,
    ...projectUrls(context),
    "",
    "[tool.setuptools]",
    `packages = [${tomlString(pythonImport)}]`,
    "",
    "[tool.setuptools.package-data]",
    `${pythonImport} = ["py.typed"]`,
    "",
  ].join("\n");
}

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
    writeFileSync(join(stage, "pyproject.toml"), pyproject(context));
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
