/**
 * What the live file tools share about text: its lines, the counts they report, and a failure
 * in a few words.
 */

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
