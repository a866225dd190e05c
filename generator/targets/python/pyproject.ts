/**
 * The `pyproject.toml` `cardc dist` builds the wheel and the sdist from, written as TOML by
 * `writeToml`: the distribution's name, its version in PEP 440's own spelling, the first line of the
 * vocabulary's doc as its summary, the project's licence and links, and setuptools' package list.
 *
 *     [project]
 *     name = "cardc-tool-cards"
 *     version = "1.2.0rc1"
 *     …
 */
import { writeToml } from "../../emit/toml-text.js";
import { pythonVersion } from "../../model/python-version.js";
import { parseSemver } from "../../model/semver.js";
import type { PackContext } from "../shared/packing.js";

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

export function emitPyproject(context: Pick<PackContext, "ir" | "version" | "names" | "manifest">): string {
  const { python, pythonImport } = context.names;
  const { license, homepage, repository } = context.manifest;
  const urls = { Homepage: homepage, Repository: repository };
  return writeToml({
    "build-system": { requires: ["setuptools>=61"], "build-backend": "setuptools.build_meta" },
    project: {
      name: python,
      version: distributionVersion(context.version),
      description: context.ir.doc.split("\n")[0] ?? "",
      readme: { file: "README.md", "content-type": "text/markdown" },
      license: license === undefined ? undefined : { text: license },
      "requires-python": ">=3.11",
      dependencies: [],
      classifiers: classifiers(license),
      urls: homepage === undefined && repository === undefined ? undefined : urls,
    },
    tool: { setuptools: { packages: [pythonImport], "package-data": { [pythonImport]: ["py.typed"] } } },
  });
}
