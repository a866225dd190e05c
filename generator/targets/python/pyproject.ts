/**
 * What the Python distribution says of itself, once for both places it is written: the core
 * metadata cardc writes into the wheel and the sdist (`core-metadata.ts`), and the `pyproject.toml`
 * the sdist carries, written as TOML by `writeToml`, so that a user who builds the sdist with a
 * standard backend gets the same metadata back. That backend is setuptools 77 or later, the first to
 * read PEP 639's `license = "<SPDX>"` and `license-files`; an older one refuses them, and the
 * deprecated `license = { text = … }` the older ones read stops working in setuptools in 2027.
 *
 *     [build-system]
 *     requires = [ "setuptools>=77" ]
 *     [project]
 *     name = "cardc-tool-cards"
 *     version = "1.2.0rc1"
 *     license = "MIT"
 *     license-files = [ "LICENSE" ]
 *     …
 */
import { basename } from "node:path";
import { writeToml } from "../../emit/toml-text.js";
import { pythonVersion } from "../../model/python-version.js";
import { parseSemver } from "../../model/semver.js";
import type { PackContext } from "../shared/packing.js";
import { isSpdxExpression } from "../shared/spdx-license.js";
import type { CoreMetadata } from "./core-metadata.js";

/**
 * What the package is, in PyPI's terms: typed, pure Python 3, no OS of its own. No licence classifier:
 * setuptools 77 and later refuse one beside an SPDX `license`, which PEP 639 supersedes them with.
 */
const classifiers = [
  "Operating System :: OS Independent",
  "Programming Language :: Python :: 3",
  "Programming Language :: Python :: 3 :: Only",
  "Typing :: Typed",
];

/**
 * The distribution's version in PEP 440's own spelling (`1.2.0rc1`), so no tool has anything to
 * normalise; the project's settings refuse a version without one, so this refusal is a bug's.
 */
function distributionVersion(version: string): string {
  const semver = parseSemver(version);
  const spelled = semver === undefined ? undefined : pythonVersion(semver);
  if (spelled === undefined)
    throw new Error(`version ${version} has no PEP 440 spelling; the settings should have refused it`);
  return spelled;
}

export type ProjectFacts = Pick<PackContext, "ir" | "version" | "names" | "manifest" | "licenseFile">;

/** The distribution's metadata, its long description the vocabulary reference `gen` wrote. */
export function pythonMetadata(context: ProjectFacts, description: string): CoreMetadata {
  const { license, homepage, repository } = context.manifest;
  return {
    name: context.names.python,
    version: distributionVersion(context.version),
    summary: context.ir.doc.split("\n")[0] ?? "",
    license,
    urls: [
      ...(homepage === undefined ? [] : [["Homepage", homepage] as const]),
      ...(repository === undefined ? [] : [["Repository", repository] as const]),
    ],
    classifiers,
    requiresPython: ">=3.11",
    description,
  };
}

/** The sdist's `pyproject.toml`: the same metadata, for setuptools to build the same wheel from. */
export function emitPyproject(context: ProjectFacts): string {
  const metadata = pythonMetadata(context, "");
  const { pythonImport } = context.names;
  const { license } = context.manifest;
  return writeToml({
    "build-system": { requires: ["setuptools>=77"], "build-backend": "setuptools.build_meta" },
    project: {
      name: metadata.name,
      version: metadata.version,
      description: metadata.summary,
      readme: { file: "README.md", "content-type": "text/markdown" },
      license: license !== undefined && isSpdxExpression(license) ? license : undefined,
      "license-files": context.licenseFile === undefined ? undefined : [basename(context.licenseFile)],
      "requires-python": metadata.requiresPython,
      dependencies: [],
      classifiers: metadata.classifiers,
      urls: metadata.urls.length === 0 ? undefined : Object.fromEntries(metadata.urls),
    },
    tool: { setuptools: { packages: [pythonImport], "package-data": { [pythonImport]: ["py.typed"] } } },
  });
}
