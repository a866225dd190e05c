/** A JSON Schema object as the emitters build it: keywords to values, read only. */
export type JsonSchema = { readonly [keyword: string]: unknown };
