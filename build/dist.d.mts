/** Types of `dist.mjs` for the TypeScript that imports it (the package consumer tests). */
export const debianCargoConfig: string;
export function dist(): Promise<readonly string[]>;
