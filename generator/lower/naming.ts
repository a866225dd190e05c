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

/** The type names of {@link bridgeNames}, which share a namespace with declared types. */
export function bridgeTypeNames(unionName: string): string[] {
  const names = bridgeNames(unionName);
  return [names.arms, names.bridge, names.options, names.fallbacks, names.capability];
}
