/**
 * Reads JSON Lines where each line is checked on its own: a line that is not JSON, or not what the
 * reader expects, is reported by number and skipped, so one damaged line never loses the rest.
 * Blank lines are ignored.
 */
import type { z } from "zod";

export interface JsonLines<T> {
  readonly items: readonly T[];
  /** Each item with the number of the line it was read from. */
  readonly numbered: readonly { readonly item: T; readonly line: number }[];
  /** One line per skipped line, e.g. `line 4: not JSON`. */
  readonly problems: readonly string[];
}

/** `expected` says what a line should have been, for the report (`a call or result entry`). */
export function readJsonLines<T>(
  text: string,
  schema: z.ZodType<T>,
  expected: (issue: string) => string,
): JsonLines<T> {
  const numbered: { item: T; line: number }[] = [];
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`line ${index + 1}: not JSON`);
      return;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) numbered.push({ item: parsed.data, line: index + 1 });
    else problems.push(`line ${index + 1}: ${expected(parsed.error.issues[0]?.message ?? "invalid")}`);
  });
  return { items: numbered.map(({ item }) => item), numbered, problems };
}
