/** The names the Python package derives from declared names, and the ones it binds itself. */

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
