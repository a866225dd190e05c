/** Types of `text-imports.mjs` for the TypeScript that imports it (the vitest config). */
export const textExtensions: readonly string[];
export const textLoaders: Readonly<Record<string, "text">>;
/** A Vite plugin: its `load` hook gives a text file as a module. */
export function textImports(): { name: string; enforce: "pre"; load(id: string): string | null };
