/**
 * The distribution's core metadata (packaging.python.org's "Core metadata specifications"): the
 * wheel's `METADATA` and the sdist's `PKG-INFO`, one text for both, its long description the
 * vocabulary reference as the message body. It is Metadata-Version 2.2, the newest the twine of
 * Debian 12 reads (4.0.2, whose pkginfo refuses 2.3 and 2.4 as missing every field) and one that
 * current twine and PyPI read too, so the licence is 2.2's `License` field; PEP 639's
 * `License-Expression` and `License-File` would need 2.4 (see `docs/decisions.md`).
 *
 *     Metadata-Version: 2.2
 *     Name: cardc-tool-cards
 *     Version: 0.1.0
 *     License: MIT
 */
export interface CoreMetadata {
  readonly name: string;
  /** PEP 440's spelling (`1.2.0rc1`). */
  readonly version: string;
  readonly summary: string;
  /** `package.json`'s `license`, as it is written there. */
  readonly license: string | undefined;
  readonly urls: readonly (readonly [label: string, url: string])[];
  readonly classifiers: readonly string[];
  readonly requiresPython: string;
  /** Markdown. */
  readonly description: string;
}

/** A value the metadata cannot carry, in words the packer passes on. */
export class MetadataValueError extends Error {}

/** One `Key: value` line; a value that would break the header (a line break) is refused, as no reader could take it back. */
function field(key: string, value: string): string {
  if (/[\r\n]/.test(value))
    throw new MetadataValueError(
      `the Python package's ${key} ${JSON.stringify(value)} holds a line break, which its metadata cannot carry`,
    );
  return `${key}: ${value}\n`;
}

export function writeCoreMetadata(metadata: CoreMetadata): string {
  const lines = [
    field("Metadata-Version", "2.2"),
    field("Name", metadata.name),
    field("Version", metadata.version),
    field("Summary", metadata.summary),
    ...metadata.urls.map(([label, url]) => field("Project-URL", `${label}, ${url}`)),
    ...(metadata.license === undefined ? [] : [field("License", metadata.license)]),
    ...metadata.classifiers.map((classifier) => field("Classifier", classifier)),
    field("Requires-Python", metadata.requiresPython),
    field("Description-Content-Type", "text/markdown"),
  ];
  return `${lines.join("")}\n${metadata.description}`;
}
