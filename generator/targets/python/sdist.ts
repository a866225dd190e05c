/**
 * The sdist (packaging.python.org's "Source distribution format"): `<name>-<version>.tar.gz` holding
 * `<name>-<version>/` with `PKG-INFO`, `pyproject.toml`, the README, the licence file and the
 * package's files. tar-stream writes the tar (ustar, with a PAX header for a path ustar cannot
 * hold) and fflate the gzip, in JavaScript and with the header's time left 0. Entries are sorted,
 * owned by uid 0 with no user names, 0644 whatever the umask, and dated alike, so the same inputs give
 * the same bytes on any machine.
 */
import { gzipSync } from "fflate";
import { pack } from "tar-stream";
import { type ArchiveFile, byPath } from "./archive-file.js";

export interface SdistInput {
  /** The top folder, as in the file name (`cardc_tool_cards-0.1.0`). */
  readonly stem: string;
  /** Every file but `PKG-INFO`, its path from the top folder. */
  readonly files: readonly ArchiveFile[];
  readonly metadata: string;
  /** Seconds since 1970 (`build-date.ts`). */
  readonly date: number;
}

/** The tar stream's bytes, once it has been given every entry. */
async function tarBytes(files: readonly ArchiveFile[], date: number): Promise<Uint8Array> {
  const tar = pack();
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    tar.on("data", (chunk: unknown) => chunks.push(chunk as Buffer));
    tar.on("end", resolve);
    tar.on("error", reject);
  });
  const mtime = new Date(date * 1000);
  for (const file of files) {
    const header = { name: file.path, mode: 0o644, mtime, uid: 0, gid: 0, uname: "", gname: "", type: "file" as const };
    tar.entry(header, Buffer.from(file.data));
  }
  tar.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** The sdist's bytes. */
export async function writeSdist(input: SdistInput): Promise<Uint8Array> {
  const files = [...input.files, { path: "PKG-INFO", data: new TextEncoder().encode(input.metadata) }]
    .map((file) => ({ path: `${input.stem}/${file.path}`, data: file.data }))
    .sort(byPath);
  return gzipSync(await tarBytes(files, input.date), { level: 9, mtime: 0 });
}
