/**
 * Names the generator derives from declared names. They live in one place so the emitters and the
 * duplicate-name rule agree: a derived name that collides with a declared one is the author's
 * error, reported as such, never renamed behind their back.
 */

/** `ToolCallView` + `card` → `ToolCallViewCard`: the type of a union's tag values. */
export function tagTypeName(unionName: string, tag: string): string {
  return `${unionName}${capitalize(tag)}`;
}

/** `ToolCallView` + `card` → `toolCallViewCards`: the readonly tuple of a union's tag values. */
export function tagValuesName(unionName: string, tag: string): string {
  return `${unionName.charAt(0).toLowerCase()}${unionName.slice(1)}${capitalize(tag)}s`;
}

/** `ContentBlock` → `ContentBlockMembers`: the interface an open union's known members are merged into. */
export function openMemberMapName(unionName: string): string {
  return `${unionName}Members`;
}

/** `ToolCallKind` → `toolCallKindValues`: the readonly tuple of an enum's values. */
export function enumValuesName(enumName: string): string {
  return `${enumName.charAt(0).toLowerCase()}${enumName.slice(1)}Values`;
}

/** `ToolCallView` → `toolCallViewTable`: the tag table a union's validators dispatch through. */
export function unionTableName(unionName: string): string {
  return `${unionName.charAt(0).toLowerCase()}${unionName.slice(1)}Table`;
}

export function guardName(typeName: string): string {
  return `is${typeName}`;
}

/** `FileLocation` → `matchFileLocation`: the private boolean fast path behind `isFileLocation`. */
export function matcherName(typeName: string): string {
  return `match${typeName}`;
}

export function validatorName(typeName: string): string {
  return `validate${typeName}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The constant each generated package holds the vocabulary's release version in (`package.json`'s
 * version when `cardc gen` ran): the TypeScript entry's export, the Go package's constant and the
 * Python package's `__version__`.
 */
export const versionNames = {
  typeScript: "vocabularyVersion",
  go: "VocabularyVersion",
  python: "__version__",
} as const;

/**
 * Names the generated modules bind themselves (imports in `validators.ts` and `bridge.ts`, the
 * version constants of every package) and the runtime names the package entry re-exports beside the
 * vocabulary (`index.ts`). A declared or derived name equal to one would shadow it, make `export *`
 * ambiguous, or redeclare it in another host's package.
 */
export const moduleNames: readonly string[] = [
  ...Object.values(versionNames),
  "Cards",
  "compiled",
  "Validation",
  ...validatorRuntimeImports(),
  "CompiledValidator",
  "ValidationError",
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

/** The runtime functions `validators.ts` imports from `cardc/runtime`, in import order. */
export function validatorRuntimeImports(): readonly string[] {
  return ["explainUnion", "explainWith", "leaf", "nested", "unionTable"];
}

/** `ToolResultView` → `DecodeToolResultView`: the Go decoder of a top-level type. */
export function goDecoderName(typeName: string): string {
  return `Decode${typeName}`;
}

/** `ToolResultView` → `ToolResultViewHandler` / `VisitToolResultView`: Go's exhaustive handler of a union. */
export function goHandlerNames(unionName: string): { readonly handler: string; readonly visit: string } {
  return { handler: `${unionName}Handler`, visit: `Visit${unionName}` };
}

/** `FileLocation` → `_check_FileLocation`: the private Python function behind `validate` for one type. */
export function pythonCheckName(typeName: string): string {
  return `_check_${typeName}`;
}

/** `ToolCallView` → `_members_ToolCallView`: the Python dict from a union's tag values to its members' checks. */
export function pythonMembersName(unionName: string): string {
  return `_members_${unionName}`;
}

/** `ContentBlock` → `OtherContentBlock`: the Rust and Go type holding an open union's unknown members. */
export function otherMemberName(unionName: string): string {
  return `Other${unionName}`;
}

/** Every top-level name the generated modules derive from one declared name, with what it is. */
export function derivedNames(
  declaration: { readonly kind: "enum" | "record" | "union" | "variant"; readonly name: string },
  union?: { readonly tag: string; readonly open: boolean; readonly outermost: boolean },
): { readonly name: string; readonly what: string }[] {
  const name = declaration.name;
  const found = [
    { name: guardName(name), what: "type guard" },
    { name: validatorName(name), what: "validator" },
    { name: matcherName(name), what: "matcher" },
  ];
  if (declaration.kind === "enum") found.push({ name: enumValuesName(name), what: "enum values tuple" });
  if (declaration.kind === "enum" || declaration.kind === "record" || union?.outermost === true) {
    found.push({ name: goDecoderName(name), what: "Go decoder" });
  }
  if (union !== undefined) {
    found.push({ name: unionTableName(name), what: "union table" });
    if (union.tag !== "") {
      found.push({ name: tagTypeName(name, union.tag), what: "tag type" });
      found.push({ name: tagValuesName(name, union.tag), what: "tag values tuple" });
    }
    if (union.open) {
      found.push({ name: openMemberMapName(name), what: "member map" });
      found.push({ name: otherMemberName(name), what: "Rust and Go unknown-member type" });
    }
    if (union.outermost) {
      const go = goHandlerNames(name);
      found.push({ name: go.handler, what: "Go handler interface" }, { name: go.visit, what: "Go visit function" });
      for (const [role, bridgeName] of Object.entries(bridgeNames(name))) {
        found.push({
          name: bridgeName,
          what: `bridge ${role === "define" || role === "dispatch" || role === "gate" ? "function" : "name"}`,
        });
      }
    }
  }
  return found;
}

/**
 * The names `bridge.ts` derives from an outermost union, e.g. for `ToolResultView`:
 * `ToolResultViewArms`, `ToolResultViewBridge`, `defineToolResultViewBridge`, `dispatchToolResultView`.
 * The type names among them are claimed by the duplicate-name rule, since `index.ts` re-exports
 * `types.ts` and `bridge.ts` side by side.
 */
export function bridgeNames(unionName: string) {
  const lower = `${unionName.charAt(0).toLowerCase()}${unionName.slice(1)}`;
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
  } as const;
}

/** Rust wants snake_case fields: `oldText` → `old_text`. */
export function rustFieldName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/** Go exports a field by its capital: `oldText` → `OldText`. */
export function goFieldName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Rust variants and Go constants are PascalCase: `read` → `Read`, `dry-run` → `DryRun`. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}
