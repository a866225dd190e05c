/** The names the Python package derives from declared names, its keywords, and the ones it binds itself. */
import { pythonKeywords } from "../../model/host-keywords.js";
import type { TargetNaming } from "../../model/target-naming.js";

/** `FileLocation` → `_check_FileLocation`: the private Python function behind `validate` for one type. */
export function pythonCheckName(typeName: string): string {
  return `_check_${typeName}`;
}

/** `ToolCallView` → `_members_ToolCallView`: the Python dict from a union's tag values to its members' checks. */
export function pythonMembersName(unionName: string): string {
  return `_members_${unionName}`;
}

/** The package's constant holding the vocabulary's release version. */
export const pythonVersionName = "__version__";

export function isPythonIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !pythonKeywords.has(name);
}

export const pythonNaming: TargetNaming = {
  language: "Python",
  integerIsNotNumber: true,
  acceptsTypeName: isPythonIdentifier,
  reservedNames: [pythonVersionName],
  // Its helpers are private (`_check_…`, `_members_…`), so no declared name can meet them.
  derivedNames: () => [],
};
