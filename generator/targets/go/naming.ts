/** The names the Go package derives from declared names, how it spells fields and keywords, and what it binds itself. */
import { capitalize, pascalCase } from "../../model/casing.js";
import { goKeywords } from "./keywords.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { goBoundNames } from "./bound-names.js";
import type { DerivedName, TargetNaming } from "../../model/target-naming.js";

/**
 * A declared type name as Go spells it: with a capital, so a host can name it from its own package
 * (Go exports only what starts with one): `float` → `Float`, `ToolResultView` as it is. A capital
 * name is no Go keyword, and none of the lowercase names the package imports or declares.
 */
export function goTypeName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `ToolResultView` → `DecodeToolResultView`: the Go decoder of a top-level type. */
export function goDecoderName(typeName: string): string {
  return `Decode${goTypeName(typeName)}`;
}

/** `ToolResultView` → `ToolResultViewHandler` / `VisitToolResultView`: Go's exhaustive handler of a union. */
export function goHandlerNames(unionName: string): { readonly handler: string; readonly visit: string } {
  return { handler: `${goTypeName(unionName)}Handler`, visit: `Visit${goTypeName(unionName)}` };
}

/** `ToolResultView` → `decodeToolResultView`: the private decoder of every type and variant, which others call. */
export function goPrivateDecoderName(typeName: string): string {
  return `decode${goTypeName(typeName)}`;
}

/** `ContentBlock` → `OtherContentBlock`: an open union's member of a tag the vocabulary does not know. */
export function goOtherMemberName(unionName: string): string {
  return otherMemberName(goTypeName(unionName));
}

/** `Tone` and `loud` → `ToneLoud`: the constant of an enum value. */
export function goEnumConstantName(typeName: string, value: string): string {
  return `${goTypeName(typeName)}${goEnumValueName(value)}`;
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

/**
 * The methods of `encoding/json`'s Marshaler and Unmarshaler, which a generated struct may declare (a
 * variant's `MarshalJSON` writes its tags): Go refuses a field and a method of one name on a type.
 */
const goJsonMethods = new Set(["MarshalJSON", "UnmarshalJSON"]);

/**
 * Go exports a field by its capital, initialisms in capitals: `oldText` → `OldText`, `url` → `URL`.
 * A name Go cannot export as it stands is spelled so Go can, its wire name kept in the struct tag: a
 * leading `_` (no capital to take, so the field would be unexported and `encoding/json` would drop
 * it) gets an `X` before it (`_id` → `X_id`), and a name spelled like a JSON method a trailing `_`
 * (`marshalJSON` → `MarshalJSON_`), as protoc-gen-go spells a field named after a generated method.
 */
export function goFieldName(name: string): string {
  const exported = withInitialisms(capitalize(name.startsWith("_") ? `X${name}` : name));
  return goJsonMethods.has(exported) ? `${exported}_` : exported;
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

/**
 * The declared names Go would spell as one of `names`: the name itself and, for one that starts with
 * a capital, the same name starting in lower case, which Go capitalises (`check` is Go's `Check`).
 */
function spelledAs(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    return lower === name ? [name] : [name, lower];
  });
}

export const goNaming: TargetNaming = {
  language: "Go",
  keywords: goKeywords,
  integerIsNotNumber: true,
  acceptsTypeName: (name) => isGoIdentifier(goTypeName(name)),
  typeNames: goTypeName,
  fieldNames: { spell: goFieldName, accepts: () => true, rejected: "" },
  // Go's keywords are lowercase, so a PascalCase constant is never one.
  enumValueNames: { spell: goEnumValueName, accepts: () => true, rejected: "" },
  // A name the package binds takes a declared name only through Go's spelling: `Check` takes
  // `check` too, while `json` or `len` (lowercase) can take none.
  reservedNames: spelledAs([goVersionName, ...goBoundNames].filter((name) => !/^[a-z]/.test(name))),
  derivedNames: (declaration, union) => {
    const found: DerivedName[] = [{ name: goPrivateDecoderName(declaration.name), what: "Go decoder" }];
    if (declaration.kind === "enum" || declaration.kind === "record" || union?.outermost === true) {
      found.push({ name: goDecoderName(declaration.name), what: "Go decoder" });
    }
    if (union?.open === true) found.push({ name: goOtherMemberName(declaration.name), what: "unknown-member type" });
    for (const value of declaration.values ?? []) {
      found.push({ name: goEnumConstantName(declaration.name, value), what: "Go enum constant" });
    }
    if (union?.outermost === true) {
      const go = goHandlerNames(declaration.name);
      found.push({ name: go.handler, what: "Go handler interface" }, { name: go.visit, what: "Go visit function" });
    }
    // A declared name claims what Go spells it, so each derived name takes the names spelled as it too.
    // Once each: the private decoder `decodeX` is also the lowercase twin of `DecodeX`.
    const claims = new Map<string, DerivedName>();
    for (const derived of found) {
      for (const name of spelledAs([derived.name])) {
        if (!claims.has(name)) claims.set(name, { name, what: derived.what });
      }
    }
    return [...claims.values()];
  },
};
