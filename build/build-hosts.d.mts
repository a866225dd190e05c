/** Types of `build-hosts.mjs` for the TypeScript that imports it (the test setup). */
export function buildHosts(options?: { readonly ifStale?: boolean }): Promise<void>;
