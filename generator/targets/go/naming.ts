/** The names the Go package derives from declared names, how it spells fields and keywords, and what it binds itself. */
import { capitalize, pascalCase } from "../../model/casing.js";
import { goKeywords } from "../../model/host-keywords.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { goBoundNames } from "./bound-names.js";
import type { DerivedName, TargetNaming } from "../../model/target-naming.js";

/** `ToolResultView` → `DecodeToolResultView`: the Go decoder of a top-level type. */
export function goDecoderName(typeName: string): string {
  return `Decode${typeName}`;
}

/** `ToolResultView` → `ToolResultViewHandler` / `VisitToolResultView`: Go's exhaustive handler of a union. */
export function goHandlerNames(unionName: string): { readonly handler: string; readonly visit: string } {
  return { handler: `${unionName}Handler`, visit: `Visit${unionName}` };
}

/** `ToolResultView` → `decodeToolResultView`: the private decoder of every type and variant, which others call. */
export function goPrivateDecoderName(typeName: string): string {
  return `decode${typeName}`;
}

/** Go exports a field by its capital: `oldText` → `OldText`. */
export function goFieldName(name: string): string {
  return capitalize(name);
}

/** The package's constant holding the vocabulary's release version. */
export const goVersionName = "VocabularyVersion";

export function isGoIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && name !== "_" && !goKeywords.has(name);
}

export const goNaming: TargetNaming = {
  language: "Go",
  integerIsNotNumber: true,
  acceptsTypeName: isGoIdentifier,
  fieldNames: { spell: goFieldName, accepts: () => true, rejected: "" },
  // Go's keywords are lowercase, so a PascalCase constant is never one.
  enumValueNames: { spell: pascalCase, accepts: () => true, rejected: "" },
  reservedNames: [goVersionName, ...goBoundNames],
  derivedNames: (declaration, union) => {
    const found: DerivedName[] = [{ name: goPrivateDecoderName(declaration.name), what: "Go decoder" }];
    if (declaration.kind === "enum" || declaration.kind === "record" || union?.outermost === true) {
      found.push({ name: goDecoderName(declaration.name), what: "Go decoder" });
    }
    if (union?.open === true) found.push({ name: otherMemberName(declaration.name), what: "unknown-member type" });
    if (union?.outermost === true) {
      const go = goHandlerNames(declaration.name);
      found.push({ name: go.handler, what: "Go handler interface" }, { name: go.visit, what: "Go visit function" });
    }
    return found;
  },
};
