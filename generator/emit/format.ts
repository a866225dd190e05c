/**
 * The final text form of generated files. The emitters lay out their code themselves (indentation,
 * one declaration per line), so a file is their text with exactly one trailing newline; no
 * formatter runs, and the bytes depend on nothing but the vocabulary. Prettier was dropped from
 * generation for its cost (docs/decisions.md); `generated/` is outside `pnpm format` for that reason.
 */

export function finishText(text: string): string {
  return `${text.trimEnd()}\n`;
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
