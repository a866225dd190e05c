/**
 * The wheel and the sdist cardc writes without Python: read back byte by byte here (the zip's
 * central directory, the gzip header, the tar headers), so what makes them reproducible is held
 * exactly: one date for every file whatever the builder's time zone, modes 0644, sorted entries with
 * the `.dist-info` last and `RECORD` naming every other file by its sha256, a gzip header dated 0.
 * `test/toolchain/ecosystem-checks.test.ts` judges the same archives with twine, pip and umasks.
 */
import { createHash } from "node:crypto";
import { gunzipSync, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { buildDate } from "../../generator/targets/python/build-date.js";
import { MetadataValueError, writeCoreMetadata } from "../../generator/targets/python/core-metadata.js";
import { writeSdist } from "../../generator/targets/python/sdist.js";
import type { ArchiveFile } from "../../generator/targets/python/archive-file.js";
import { writeWheel } from "../../generator/targets/python/wheel.js";

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const files: ArchiveFile[] = [
  { path: "acme_cards/py.typed", data: text("") },
  { path: "acme_cards/__init__.py", data: text("x = 1\n") },
];
const license = { path: "LICENSE", data: text("MIT License\n") };
const wheelInput = {
  stem: "acme_cards-1.0.0",
  files,
  metadata: "Metadata-Version: 2.2\n",
  license,
  generator: "cardc 0.1.0",
};

interface ZipEntry {
  name: string;
  mode: number;
  dosTime: number;
  dosDate: number;
}

/** The central directory's entries: name, Unix mode (external attributes' high half) and DOS date. */
function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      mode: view.getUint32(at + 38, true) >>> 16,
      dosTime: view.getUint16(at + 12, true),
      dosDate: view.getUint16(at + 14, true),
    });
  }
  return entries;
}

/** The tar's entries as ustar headers give them. */
function tarEntries(tar: Uint8Array): { name: string; mode: string; mtime: number; uid: number; size: number }[] {
  const field = (at: number, length: number) =>
    new TextDecoder().decode(tar.subarray(at, at + length)).replace(/\0.*$/s, "");
  const entries = [];
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const size = parseInt(field(at + 124, 12), 8);
    entries.push({
      name: field(at, 100),
      mode: field(at + 100, 8),
      mtime: parseInt(field(at + 136, 12), 8),
      uid: parseInt(field(at + 108, 8), 8),
      size,
    });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

const zone = process.env["TZ"];
afterEach(() => {
  if (zone === undefined) delete process.env["TZ"];
  else process.env["TZ"] = zone;
});

describe("the wheel", () => {
  it("lists the package sorted, then the .dist-info sorted with RECORD last, every file 0644", () => {
    const entries = zipEntries(writeWheel({ ...wheelInput, date: 315_532_800 }));
    expect(entries.map((entry) => entry.name)).toEqual([
      "acme_cards/__init__.py",
      "acme_cards/py.typed",
      "acme_cards-1.0.0.dist-info/LICENSE",
      "acme_cards-1.0.0.dist-info/METADATA",
      "acme_cards-1.0.0.dist-info/WHEEL",
      "acme_cards-1.0.0.dist-info/RECORD",
    ]);
    expect(new Set(entries.map((entry) => entry.mode.toString(8)))).toEqual(new Set(["100644"]));
  });

  it("records every other file's sha256 and size, and says it is pure Python for any platform", () => {
    const unpacked = unzipSync(writeWheel({ ...wheelInput, date: 315_532_800 }));
    const record = new TextDecoder().decode(unpacked["acme_cards-1.0.0.dist-info/RECORD"]);
    const lines = record.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("acme_cards-1.0.0.dist-info/RECORD,,");
    expect(lines).toHaveLength(Object.keys(unpacked).length);
    for (const line of lines.slice(0, -1)) {
      const [path = "", hash, size] = line.split(",");
      const data = unpacked[path] ?? new Uint8Array();
      expect(hash, path).toBe(`sha256=${createHash("sha256").update(data).digest("base64url")}`);
      expect(Number(size), path).toBe(data.length);
    }
    expect(new TextDecoder().decode(unpacked["acme_cards-1.0.0.dist-info/WHEEL"])).toBe(
      "Wheel-Version: 1.0\nGenerator: cardc 0.1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    );
  });

  it("dates every file as given, in UTC, and is the same bytes in any time zone", () => {
    process.env["TZ"] = "UTC";
    // 2023-11-14T22:13:20Z: DOS date (43 << 9 | 11 << 5 | 14), time (22 << 11 | 13 << 5 | 20 / 2).
    const inUtc = writeWheel({ ...wheelInput, date: 1_700_000_000 });
    expect(new Set(zipEntries(inUtc).map((entry) => `${entry.dosDate} ${entry.dosTime}`))).toEqual(
      new Set([`${(43 << 9) | (11 << 5) | 14} ${(22 << 11) | (13 << 5) | 10}`]),
    );
    process.env["TZ"] = "Pacific/Auckland";
    expect(Buffer.from(writeWheel({ ...wheelInput, date: 1_700_000_000 })).equals(Buffer.from(inUtc))).toBe(true);
  });
});

describe("the sdist", () => {
  const sdist = () =>
    writeSdist({
      stem: "acme_cards-1.0.0",
      files: [...files, license],
      metadata: "Metadata-Version: 2.2\n",
      date: 1_700_000_000,
    });

  it("is gzip dated 0, holding a tar of sorted, root-owned 0644 files under one folder with PKG-INFO", async () => {
    const bytes = await sdist();
    expect([...bytes.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
    const entries = tarEntries(gunzipSync(bytes));
    expect(entries.map((entry) => entry.name)).toEqual([
      "acme_cards-1.0.0/LICENSE",
      "acme_cards-1.0.0/PKG-INFO",
      "acme_cards-1.0.0/acme_cards/__init__.py",
      "acme_cards-1.0.0/acme_cards/py.typed",
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ mode: "000644 ", mtime: 1_700_000_000, uid: 0 });
    expect(Buffer.from(await sdist()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("the build date", () => {
  it("is SOURCE_DATE_EPOCH, 1980-01-01 when unset or earlier, and undefined when not a whole number", () => {
    expect(buildDate(undefined)).toBe(315_532_800);
    expect(buildDate("")).toBe(315_532_800);
    expect(buildDate("1700000000")).toBe(1_700_000_000);
    expect(buildDate("0")).toBe(315_532_800);
    expect(buildDate("yesterday")).toBeUndefined();
    expect(buildDate("-5")).toBeUndefined();
  });
});

describe("the core metadata", () => {
  const metadata = {
    name: "acme-cards",
    version: "1.0.0rc1",
    summary: "Acme's cards.",
    license: "MIT",
    urls: [["Repository", "https://github.com/acme/cards"]] as const,
    classifiers: ["Typing :: Typed"],
    requiresPython: ">=3.11",
    description: "# Acme\n",
  };

  it("is Metadata-Version 2.2, the fields in order and the description as the body", () => {
    expect(writeCoreMetadata(metadata)).toBe(
      [
        "Metadata-Version: 2.2",
        "Name: acme-cards",
        "Version: 1.0.0rc1",
        "Summary: Acme's cards.",
        "Project-URL: Repository, https://github.com/acme/cards",
        "License: MIT",
        "Classifier: Typing :: Typed",
        "Requires-Python: >=3.11",
        "Description-Content-Type: text/markdown",
        "",
        "# Acme",
        "",
      ].join("\n"),
    );
  });

  it("refuses a value with a line break, which would end its header", () => {
    expect(() => writeCoreMetadata({ ...metadata, license: "MIT\nName: other" })).toThrow(MetadataValueError);
  });
});
