/** The names the Python package derives from declared names, its keywords, and the ones it binds itself. */
import { pythonKeywords } from "./keywords.js";
import type { TargetNaming } from "../../model/target-naming.js";
import { pythonModuleAliases } from "./spelling.js";

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

/** The module's list of public names, which `from <module> import *` binds and nothing else. */
export const pythonAllName = "__all__";

/**
 * What `__init__.py` binds besides the vocabulary's types: its `__future__` import, its entries from
 * `_checks.py` (which becomes an attribute of the package once imported), and the aliases it gives
 * `builtins` and `typing` when a declared type hides a name of theirs (`spelling.ts`). The built-ins
 * and `typing` forms its annotations name are not claimed: a type called `float`, `list` or `Union`
 * makes the module spell the outside one `_builtins.float` or `_typing.Union`. Its checks live in
 * `_checks.py`, which binds no declared name, so `cast`, `dict`, `len` or `json` name a type like any other.
 */
const pythonBoundNames = [
  "annotations",
  "TypeName",
  "validate",
  "validate_json",
  "_checks",
  ...Object.values(pythonModuleAliases),
];

export function isPythonIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !pythonKeywords.has(name);
}

export const pythonNaming: TargetNaming = {
  language: "Python",
  keywords: pythonKeywords,
  integerIsNotNumber: true,
  acceptsTypeName: isPythonIdentifier,
  reservedNames: [pythonAllName, pythonVersionName, ...pythonBoundNames],
  // Its helpers live in `_checks.py`, where no declared name is bound, so none can meet them.
  derivedNames: () => [],
};
