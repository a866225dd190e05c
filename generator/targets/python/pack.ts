/**
 * The vocabulary's Python distribution: a wheel and an sdist of the generated package
 * (`<out>/python/<import name>/`), written by cardc itself (`wheel.ts`, `sdist.ts`), so packing needs
 * no Python, setuptools or network. The distribution takes the configured name; its long description
 * is the vocabulary reference `gen` writes, its metadata the project's licence, home and repository
 * (`pyproject.ts`); both archives are byte for byte the same for the same inputs, whatever the
 * machine or umask, their files dated `SOURCE_DATE_EPOCH` or 1980-01-01 (`build-date.ts`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { PackError } from "../../pack/run-command.js";
import type { PackContext } from "../shared/packing.js";
import { buildDate } from "./build-date.js";
import { MetadataValueError, writeCoreMetadata } from "./core-metadata.js";
import { emitPyproject, pythonMetadata } from "./pyproject.js";
import { writeSdist } from "./sdist.js";
import type { ArchiveFile } from "./archive-file.js";
import { writeWheel } from "./wheel.js";

/**
 * The package's own files, as `gen` writes them: its modules and PEP 561's `py.typed`. Anything else
 * in the folder (`__pycache__/`, a checker's cache) is the machine's, not the package's.
 */
function packageFiles(outDir: string, pythonImport: string): ArchiveFile[] {
  const folder = join(outDir, "python", pythonImport);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && (entry.name.endsWith(".py") || entry.name === "py.typed"))
    .map((entry) => ({ path: `${pythonImport}/${entry.name}`, data: readFileSync(join(folder, entry.name)) }));
}

/** The name in artifact file names: runs of `-`, `_` and `.` as one `_`, lower case (PEP 427, PEP 625). */
function fileNameStem(name: string, version: string): string {
  return `${name.toLowerCase().replace(/[-_.]+/g, "_")}-${version}`;
}

/** The archives' date (`build-date.ts`); a `SOURCE_DATE_EPOCH` that is not a number is refused with what to set. */
function archiveDate(): number {
  const given = process.env["SOURCE_DATE_EPOCH"];
  const date = buildDate(given);
  if (date === undefined)
    throw new PackError(
      `SOURCE_DATE_EPOCH ${JSON.stringify(given)} is not a whole number of seconds since 1970; set it to one (such as $(git log -1 --format=%ct)) or unset it`,
    );
  return date;
}

/** The core metadata's text; a value it cannot carry is the user's to fix, so it is a `PackError`. */
function coreMetadataText(metadata: Parameters<typeof writeCoreMetadata>[0]): string {
  try {
    return writeCoreMetadata(metadata);
  } catch (error) {
    if (error instanceof MetadataValueError) throw new PackError(error.message);
    throw error;
  }
}

export async function packPython(context: PackContext): Promise<readonly string[]> {
  const readme = readFileSync(join(context.outDir, "docs/vocabulary.md"), "utf8");
  const metadata = pythonMetadata(context, readme);
  const stem = fileNameStem(metadata.name, metadata.version);
  const date = archiveDate();
  const files = packageFiles(context.outDir, context.names.pythonImport);
  const license =
    context.licenseFile === undefined
      ? undefined
      : { path: basename(context.licenseFile), data: readFileSync(context.licenseFile) };
  const coreMetadata = coreMetadataText(metadata);
  const encoder = new TextEncoder();
  const wheel = writeWheel({
    stem,
    files,
    metadata: coreMetadata,
    license,
    generator: `cardc ${context.runtimeVersion}`,
    date,
  });
  const sdist = await writeSdist({
    stem,
    files: [
      ...files,
      { path: "README.md", data: encoder.encode(readme) },
      { path: "pyproject.toml", data: encoder.encode(emitPyproject(context)) },
      ...(license === undefined ? [] : [license]),
    ],
    metadata: coreMetadata,
    date,
  });
  mkdirSync(context.destination, { recursive: true });
  const written = [join(context.destination, `${stem}-py3-none-any.whl`), join(context.destination, `${stem}.tar.gz`)];
  writeFileSync(written[0] ?? "", wheel);
  writeFileSync(written[1] ?? "", sdist);
  return written;
}
