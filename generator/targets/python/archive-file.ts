/**
 * A file as the wheel and the sdist hold it, and the one order both list their files in: by path,
 * compared by code unit, so the order never depends on the disk or the locale.
 */
export interface ArchiveFile {
  /** Its path inside the archive, `/`-separated. */
  readonly path: string;
  readonly data: Uint8Array;
}

export function byPath(a: ArchiveFile, b: ArchiveFile): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
