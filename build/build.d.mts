/** Types of `build.mjs` for the TypeScript that imports it (the test setup). */
export const buildInputs: readonly string[];
export function build(options?: { readonly ifStale?: boolean; readonly quiet?: boolean }): Promise<void>;
export function bundleCli(outdir?: string, buildHash?: string): Promise<import("esbuild").Metafile>;
