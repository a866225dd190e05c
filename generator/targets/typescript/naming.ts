/**
 * The names TypeScript output derives from declared names, in one place so the emitters and the
 * duplicate-name rule agree: a derived name that collides with a declared one is the author's
 * error, reported as such, never renamed behind their back.
 */
import { isTypeScriptTypeName, typeScriptReservedWords } from "./keywords.js";
import { capitalize, lowerFirst } from "../../model/casing.js";
import type { DerivedName, NamedDeclaration, TargetNaming, UnionShape } from "../../model/target-naming.js";

/** `ToolCallView` + `card` → `ToolCallViewCard`: the type of a union's tag values. */
export function tagTypeName(unionName: string, tag: string): string {
  return `${unionName}${capitalize(tag)}`;
}

/** `ToolCallView` + `card` → `toolCallViewCards`: the readonly tuple of a union's tag values. */
export function tagValuesName(unionName: string, tag: string): string {
  return `${lowerFirst(unionName)}${capitalize(tag)}s`;
}

/** `ContentBlock` → `ContentBlockMembers`: the interface an open union's known members are merged into. */
export function openMemberMapName(unionName: string): string {
  return `${unionName}Members`;
}

/** `ToolCallKind` → `toolCallKindValues`: the readonly tuple of an enum's values. */
export function enumValuesName(enumName: string): string {
  return `${lowerFirst(enumName)}Values`;
}

export function guardName(typeName: string): string {
  return `is${typeName}`;
}

/** `FileLocation` → `matchFileLocation`: the private boolean fast path behind `isFileLocation`. */
export function matcherName(typeName: string): string {
  return `match${typeName}`;
}

/** `FileLocation` → `explainFileLocation`: the private second pass that names a rejected value's first problem. */
export function explainerName(typeName: string): string {
  return `explain${typeName}`;
}

/** `ToolCallView` → `matchToolCallViewCases`: the map a large union's matcher looks its tag up in. */
export function matcherCasesName(unionName: string): string {
  return `${matcherName(unionName)}Cases`;
}

/** `ToolCallView` → `dispatchToolCallViewCases`: the map a large union's bridge dispatch looks its tag up in, at any level. */
export function bridgeCasesName(unionName: string): string {
  return `dispatch${unionName}Cases`;
}

/** `ToolCallView` → `explainToolCallViewCases`: the map a union's explainer looks its tag up in. */
export function explainerCasesName(unionName: string): string {
  return `${explainerName(unionName)}Cases`;
}

export function validatorName(typeName: string): string {
  return `validate${typeName}`;
}

/** The function that reads JSON text as a named top-level type (docs/json.md). */
export const parseJsonName = "parseJson";

/** `validators.ts`'s table of top-level validators by type name, which `parseJson` looks names up in. */
export const validatorTableName = "validatorsByName";

/** `ToolResultView` → `ToolResultViewSchema`: the type's Standard Schema (v1) object. */
export function standardSchemaName(typeName: string): string {
  return `${typeName}Schema`;
}

/** The entry's constant holding the vocabulary's release version. */
export const versionName = "vocabularyVersion";

/** The `@cardc/runtime` functions the generated explainers call, in import order. */
export const explainerRuntime = ["at", "codePoints", "escapeKey", "fail", "within", "wrongTag", "wrongValue"] as const;
export type ExplainerRuntime = (typeof explainerRuntime)[number];

/** The runtime names `validators.ts` may import from `@cardc/runtime`: its types, `explain`, `standardSchema` and the explainers' helpers. */
export function validatorRuntimeImports(): readonly string[] {
  return [
    "Found",
    "StandardSchemaV1",
    "Validation",
    ...[...explainerRuntime, "explain", "parseText", "standardSchema"].sort(),
  ];
}

/**
 * Names the generated modules bind themselves (imports in `validators.ts` and `bridge.ts`, the
 * version constant) and the runtime names the package entry re-exports beside the vocabulary
 * (`index.ts`). A declared or derived name equal to one would shadow it or make `export *` ambiguous.
 */
export const typeScriptReservedNames: readonly string[] = [
  versionName,
  parseJsonName,
  validatorTableName,
  "Cards",
  ...validatorRuntimeImports(),
  "Explainer",
  "ValidationError",
  "Validator",
  "assertNever",
  "describeError",
  "describeUnknown",
  "InputCheck",
  "FallbackReason",
  "PresentFallback",
  "SoftPresentOptions",
  "SoftPresentResultOptions",
  "softPresentCall",
  "softPresentResult",
  "fencedBlock",
  "terminalCallAsGeneric",
  "diffCallAsGeneric",
  "terminalResultAsGeneric",
  "toolCallFallbacks",
  "toolResultFallbacks",
];

/**
 * The names `bridge.ts` derives from an outermost union, e.g. for `ToolResultView`:
 * `ToolResultViewArms`, `ToolResultViewBridge`, `defineToolResultViewBridge`, `dispatchToolResultView`.
 * The type names among them are claimed by the duplicate-name rule, since `index.ts` re-exports
 * `types.ts` and `bridge.ts` side by side.
 */
export function bridgeNames(unionName: string) {
  const lower = lowerFirst(unionName);
  return {
    arms: `${unionName}Arms`,
    bridge: `${unionName}Bridge`,
    options: `${unionName}BridgeOptions`,
    fallbacks: `${unionName}Fallbacks`,
    capability: `${unionName}Capability`,
    capabilities: `${lower}Capabilities`,
    defaultFallbacks: `${lower}DefaultFallbacks`,
    define: `define${unionName}Bridge`,
    dispatch: `dispatch${unionName}`,
    gate: `gate${unionName}`,
    gateCases: `gate${unionName}Cases`,
  } as const;
}

/** Every top-level name the TypeScript modules derive from one declared name, with what it is. */
export function typeScriptDerivedNames(declaration: NamedDeclaration, union?: UnionShape): DerivedName[] {
  const name = declaration.name;
  const found: DerivedName[] = [
    { name: guardName(name), what: "type guard" },
    { name: validatorName(name), what: "validator" },
    { name: standardSchemaName(name), what: "Standard Schema" },
    { name: matcherName(name), what: "matcher" },
    { name: explainerName(name), what: "explainer" },
  ];
  if (declaration.kind === "enum") found.push({ name: enumValuesName(name), what: "enum values tuple" });
  if (union === undefined) return found;
  found.push({ name: matcherCasesName(name), what: "matcher dispatch table" });
  found.push({ name: explainerCasesName(name), what: "explainer dispatch table" });
  found.push({ name: bridgeCasesName(name), what: "bridge dispatch table" });
  if (union.tag !== "") {
    found.push({ name: tagTypeName(name, union.tag), what: "tag type" });
    found.push({ name: tagValuesName(name, union.tag), what: "tag values tuple" });
  }
  if (union.open) found.push({ name: openMemberMapName(name), what: "member map" });
  if (union.outermost) {
    for (const [role, bridgeName] of Object.entries(bridgeNames(name))) {
      const what = `bridge ${role === "define" || role === "dispatch" || role === "gate" ? "function" : role === "gateCases" ? "gate table" : "name"}`;
      found.push({ name: bridgeName, what });
    }
  }
  return found;
}

/**
 * The JSDoc tag on every generated `define…Bridge`. It survives compilation into a package's `.d.ts`,
 * where the file's "do not edit" notice does not, so `cardc scaffold` knows the generated function in
 * a host that installed the vocabulary as a package (`bridges/scaffold-arms.ts`).
 */
export const generatedTag = { name: "generated", text: "cardc" } as const;

export const typeScriptNaming: TargetNaming = {
  language: "TypeScript",
  keywords: typeScriptReservedWords,
  integerIsNotNumber: false,
  acceptsTypeName: isTypeScriptTypeName,
  reservedNames: typeScriptReservedNames,
  derivedNames: typeScriptDerivedNames,
};
