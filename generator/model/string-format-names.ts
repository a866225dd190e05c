/**
 * The names of the string formats cardc defines (`docs/formats.md`), which a `format` constraint may
 * name. Only the names: what each one accepts is `pattern/string-formats.ts`'s.
 */
export const stringFormats = ["date-time", "date", "time", "uri", "uuid"] as const;

export type StringFormat = (typeof stringFormats)[number];
