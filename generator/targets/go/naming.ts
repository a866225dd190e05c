/** The names the Go package derives from declared names, how it spells fields and keywords, and what it binds itself. */
import { capitalize, pascalCase } from "../../model/casing.js";
import { goKeywords } from "../../model/target-keywords.js";
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

/**
 * The initialisms Go spells in capitals within a name (`URL`, not `Url`), as Go's style guide asks and
 * staticcheck's ST1003 checks: its list, which golint's was.
 */
const initialisms = new Set(
  "ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON QPS RAM RPC SLA SMTP SQL SSH TCP TLS TTL UDP UI GID UID UUID URI URL UTF8 VM XML XMPP XSRF XSS SIP RTP AMQP DB TS".split(
    " ",
  ),
);

/** `ImageUrl` → `ImageURL`, `UserId` → `UserID`: each capitalised word that is an initialism, in capitals. */
function withInitialisms(pascal: string): string {
  return pascal
    .split(/(?=[A-Z])/)
    .map((word) => (initialisms.has(word.toUpperCase()) ? word.toUpperCase() : word))
    .join("");
}

/** Go exports a field by its capital, initialisms in capitals: `oldText` → `OldText`, `url` → `URL`. */
export function goFieldName(name: string): string {
  return withInitialisms(capitalize(name));
}

/** An enum value's part of its constant's name: `dry-run` → `DryRun`, `url` → `URL`. */
export function goEnumValueName(value: string): string {
  return withInitialisms(pascalCase(value));
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
  enumValueNames: { spell: goEnumValueName, accepts: () => true, rejected: "" },
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
