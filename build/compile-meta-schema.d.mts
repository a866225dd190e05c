/** Types of `compile-meta-schema.mjs` for the TypeScript that imports it (its freshness test). */
export const metaSchemaPath: string;
export const compiledPath: string;
export function compileMetaSchema(): string;
