/** Types of `text-imports.mjs` for the TypeScript that imports it (the vitest config and the build). */
export const textSuffix: "?text";
/** An esbuild plugin: bundles each `?text` import as its file's text. */
export function esbuildTextImports(): import("esbuild").Plugin;
/** A Vite plugin: its `load` hook gives a `?text` import's file as a module. */
export function textImports(): { name: string; enforce: "pre"; load(id: string): string | null };
