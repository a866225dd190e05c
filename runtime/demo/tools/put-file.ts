/**
 * Puts a file's new content in place whole or not at all. The text is written to a temporary file
 * in the same folder (a folder held open, so the place cannot move), flushed, then renamed over
 * the old file, which keeps its mode and owner; a new file is linked into place instead, which, as
 * `O_EXCL` does, refuses anything found at its name, a link included. A failure at any point before
 * that (a full disk, an I/O error) leaves the old content whole and removes the temporary file; a
 * process killed meanwhile leaves the old content whole too, and at most a `.cardc-….tmp` beside it.
 * The call's signal is looked at before each step, so a stopped call changes nothing.
 */
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { link, open, rename, rm, type FileHandle } from "node:fs/promises";
import { endBetweenCodePoints } from "./code-points.js";
import type { OpenFolder } from "./confined-open.js";

const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

/** Whether the file replaces one whose mode and owner it keeps, or is new (nothing may be at its name). */
export type Placing =
  | { readonly kind: "replace"; readonly mode: number; readonly uid: number; readonly gid: number }
  | { readonly kind: "create" };

export async function putFile(
  folder: OpenFolder,
  name: string,
  text: string,
  placing: Placing,
  signal: AbortSignal,
): Promise<void> {
  signal.throwIfAborted();
  const temp = folder.inside(`.cardc-${randomBytes(8).toString("hex")}.tmp`);
  // A new file gets the usual mode less the umask; a replacement, the old file's mode exactly (below).
  const file = await open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, placing.kind === "create" ? 0o666 : 0o600);
  let tempLeft = true;
  try {
    try {
      if (placing.kind === "replace") await keepMetadata(file, placing);
      await writeText(file, text);
      await file.datasync();
    } finally {
      await file.close();
    }
    signal.throwIfAborted();
    if (placing.kind === "replace") {
      await rename(temp, folder.inside(name));
      tempLeft = false;
    } else {
      await link(temp, folder.inside(name));
    }
  } finally {
    if (tempLeft) await rm(temp, { force: true });
  }
}

async function keepMetadata(
  file: FileHandle,
  old: { readonly mode: number; readonly uid: number; readonly gid: number },
) {
  const made = await file.stat();
  if (made.uid !== old.uid || made.gid !== old.gid) await file.chown(old.uid, old.gid);
  await file.chmod(old.mode & 0o7777);
}

/** Characters encoded at a time: a few milliseconds of the agent's thread, so an 8 MB text is not encoded in one go. */
const charsPerWrite = 256 * 1024;

/** Writes `text` as UTF-8, a slice at a time, each slice ending between two code points. */
async function writeText(handle: FileHandle, text: string): Promise<void> {
  let position = 0;
  for (let start = 0; start < text.length;) {
    // The text's own end stays where it is, a lone surrogate there included, or the loop would not advance.
    const end = start + charsPerWrite < text.length ? endBetweenCodePoints(text, start + charsPerWrite) : text.length;
    const bytes = Buffer.from(text.slice(start, end), "utf8");
    for (let written = 0; written < bytes.length;) {
      written += (await handle.write(bytes, written, bytes.length - written, position + written)).bytesWritten;
    }
    position += bytes.length;
    start = end;
  }
}
