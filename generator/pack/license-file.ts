/**
 * The project's licence file, which `cardc dist` copies into every artifact: a file at the project's
 * top level named as licences are (`LICENSE`, `LICENCE.md`, `COPYING.txt`, any case), as npm and
 * setuptools find them. MIT, ISC and BSD licences ask that their text travel with the code.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

const licenseName = /^(?:licen[cs]e|copying)(?:\.md|\.txt)?$/i;

/** The licence file's absolute path, or undefined when the project has none. */
export function findLicenseFile(projectDir: string): string | undefined {
  const name = readdirSync(projectDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && licenseName.test(entry.name))
    .map((entry) => entry.name)
    .sort()[0];
  return name === undefined ? undefined : join(projectDir, name);
}
