/** How diff messages name declarations: the same words in every rule, so reports read alike. */
import type { IrUnion } from "../lower/ir.js";
import type { Owner } from "./pair-vocabularies.js";

/** `union "ToolResultView" card "web"`, or for a nested union `union "SearchResultView" shape "paths"`. */
export function describeMember(union: IrUnion, tagValue: string): string {
  return `union "${union.name}" ${union.tag} ${JSON.stringify(tagValue)}`;
}

/** `record "FileDiff"` or `variant "DiffResultView"`. */
export function describeOwner(owner: Owner): string {
  return `${owner.kind} "${owner.name}"`;
}

/** `field "path" of record "FileDiff"`. */
export function describeField(owner: Owner, field: string): string {
  return `field "${field}" of ${describeOwner(owner)}`;
}
