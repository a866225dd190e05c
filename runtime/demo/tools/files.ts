/**
 * The file reads and writes the live file tools share, each on a path already confined to the
 * workspace: a read that tells a missing file from an unreadable one, a write that creates the
 * folders it needs, and the counts the tools report.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** The file's text, or null when there is no such file. Other failures (a folder, no permission) throw. */
export async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function writeCreatingFolders(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** The lines of a text, a final line break ending the last line rather than starting an empty one. */
export function linesOf(text: string): string[] {
  if (text === "") return [];
  return text.replace(/\r?\n$/, "").split(/\r?\n/);
}

/** `1 line`, `3 replacements`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Why a file operation failed, in a few words (`ENOENT: no such file or directory`). */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/, \w+ '.*'$/, "");
}
