/** The names the Go package derives from declared names, how it spells fields, and what it binds itself. */
import { capitalize } from "../../model/casing.js";

/** `ToolResultView` → `DecodeToolResultView`: the Go decoder of a top-level type. */
export function goDecoderName(typeName: string): string {
  return `Decode${typeName}`;
}

/** `ToolResultView` → `ToolResultViewHandler` / `VisitToolResultView`: Go's exhaustive handler of a union. */
export function goHandlerNames(unionName: string): { readonly handler: string; readonly visit: string } {
  return { handler: `${unionName}Handler`, visit: `Visit${unionName}` };
}

/** Go exports a field by its capital: `oldText` → `OldText`. */
export function goFieldName(name: string): string {
  return capitalize(name);
}

/** The package's constant holding the vocabulary's release version. */
export const goVersionName = "VocabularyVersion";
