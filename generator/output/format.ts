/**
 * Formats generated text in-process with the pinned prettier and fixed options (no config file is
 * read), so the bytes depend on nothing but the input: `--check` compares like with like, and no
 * editor or hook can make a fresh file look stale. Prettier is loaded on first use only.
 */
import type { Options } from "prettier";

const sharedOptions: Options = { printWidth: 120, endOfLine: "lf" };

export async function formatTypeScript(text: string): Promise<string> {
  const prettier = await import("prettier");
  return prettier.format(text, { ...sharedOptions, parser: "typescript" });
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
