/**
 * The wheel (PEP 427, packaging.python.org's "Binary distribution format"), written directly as a
 * zip, as flit_core, maturin and `uv build` write theirs: the package's files, then
 * `<name>-<version>.dist-info/` with `METADATA`, `WHEEL`, the licence file (where setuptools put it
 * before PEP 639 moved it under `licenses/` with Metadata-Version 2.4) and `RECORD` last, which names every other file with its sha256 (urlsafe base64, no
 * padding) and size. fflate compresses in JavaScript, so the bytes do not depend on the zlib a
 * machine's Node was built with; entries are sorted, modes are 0644 whatever the umask, and every
 * file carries one date, so the same inputs give the same wheel on any machine.
 */
import { createHash } from "node:crypto";
import { type Zippable, zipSync } from "fflate";
import { type ArchiveFile, byPath } from "./archive-file.js";

/** A regular file, rw-r--r--, as the high half of a zip entry's external attributes (Unix). */
const fileAttributes = (0o100644 << 16) >>> 0;

/** `pkg/x.py,sha256=…,123`; a path with a comma or a quote is quoted, as RECORD is CSV. */
function recordLine(file: ArchiveFile): string {
  const digest = createHash("sha256").update(file.data).digest("base64url");
  const path = /[",\r\n]/.test(file.path) ? `"${file.path.replaceAll('"', '""')}"` : file.path;
  return `${path},sha256=${digest},${file.data.length}\n`;
}

/**
 * A zip entry's date from seconds since 1970. A zip stores local date fields and fflate reads them
 * from a `Date` in the builder's time zone, so the UTC fields are handed over as local ones: the
 * entry says the UTC time on every machine.
 */
function zipDate(seconds: number): Date {
  const utc = new Date(seconds * 1000);
  return new Date(
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
    utc.getUTCSeconds(),
  );
}

export interface WheelInput {
  /** The normalised distribution name and version, as in the file name (`cardc_tool_cards-0.1.0`). */
  readonly stem: string;
  /** The package's files, their paths from the wheel's root (`cardc_tool_cards/__init__.py`). */
  readonly files: readonly ArchiveFile[];
  readonly metadata: string;
  /** The licence file's name and bytes, when the project has one. */
  readonly license: ArchiveFile | undefined;
  /** What wrote the wheel (`cardc 0.1.0`). */
  readonly generator: string;
  /** Seconds since 1970 (`build-date.ts`). */
  readonly date: number;
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The wheel's bytes. */
export function writeWheel(input: WheelInput): Uint8Array {
  const distInfo = `${input.stem}.dist-info`;
  const wheelFile = [
    "Wheel-Version: 1.0",
    `Generator: ${input.generator}`,
    "Root-Is-Purelib: true",
    "Tag: py3-none-any",
    "",
  ];
  const distInfoFiles: ArchiveFile[] = [
    { path: `${distInfo}/METADATA`, data: encode(input.metadata) },
    { path: `${distInfo}/WHEEL`, data: encode(wheelFile.join("\n")) },
    ...(input.license === undefined ? [] : [{ path: `${distInfo}/${input.license.path}`, data: input.license.data }]),
  ];
  // The package first and the metadata after it, each sorted, as the wheel format asks for `.dist-info` last.
  const files = [...[...input.files].sort(byPath), ...distInfoFiles.sort(byPath)];
  const record = `${files.map(recordLine).join("")}${distInfo}/RECORD,,\n`;
  files.push({ path: `${distInfo}/RECORD`, data: encode(record) });
  const mtime = zipDate(input.date);
  const entries: Zippable = {};
  for (const file of files) entries[file.path] = [file.data, { mtime, os: 3, attrs: fileAttributes, level: 9 }];
  return zipSync(entries);
}
