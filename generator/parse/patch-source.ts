/**
 * The next version of a parsed document after one edit, without parsing the whole text again: the
 * innermost value whose inside holds the whole edit (a string being typed in, a variant's object, a
 * `fields` map) is read again on its own, put in its place in the tree and the value, and every
 * offset after it is shifted. An edit of a key, or inside a value whose key its object gives twice
 * (the value keeps the last one), is read again with the object around it. Whenever that could read
 * differently from parsing the new text (the edit is the root's own, the value no longer reads on its
 * own, the text nests too deep), there is no patch and the caller parses the text.
 * The patch takes the previous version's tree over: only the new document may be asked for offsets.
 */
import { type Node, type ParseError, parseTree } from "jsonc-parser";
import { findExcessiveNesting } from "./nesting-depth.js";
import { jsonOptions } from "./parse-source.js";
import {
  documentOver,
  retireSourceTree,
  type SourceDocument,
  type SourceTree,
  sourceTreeOf,
  toValue,
  visitNodes,
} from "./source-document.js";
import { escapePointerToken } from "../model/pointer.js";

/** One edit of a text: the characters from `start` to `end` (old offsets) replaced by `text`. */
export interface TextChange {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** jsonc-parser's nodes are read-only to its callers; a patch moves the ones it owns. */
type Movable = { -readonly [K in keyof Node]: Node[K] };

/** A value node on the way down, with the key or index that leads to it and the pointer it has. */
interface Step {
  readonly node: Node;
  readonly key: string | number;
  readonly pointer: string;
}

/** Whether the edit lies inside the node, its first and last characters (quotes, brackets) untouched. */
const holds = (node: Node, change: TextChange): boolean =>
  node.offset < change.start && change.end < node.offset + node.length;

/** The child value of a container that holds the edit, unless its key is given twice (then the container is read). */
function childHolding(node: Node, change: TextChange, pointer: string): Step | undefined {
  if (node.type === "array") {
    const index = (node.children ?? []).findIndex((item) => holds(item, change));
    const item = node.children?.[index];
    return item === undefined ? undefined : { node: item, key: index, pointer: `${pointer}/${index}` };
  }
  if (node.type !== "object") return undefined;
  const properties = node.children ?? [];
  const property = properties.find((candidate) => {
    const value = candidate.children?.[1];
    return value !== undefined && holds(value, change);
  });
  const [name, value] = property?.children ?? [];
  if (name === undefined || value === undefined) return undefined;
  const key = String(name.value);
  if (properties.filter((candidate) => candidate.children?.[0]?.value === name.value).length > 1) return undefined;
  return { node: value, key, pointer: `${pointer}/${escapePointerToken(key)}` };
}

/** Moves a node and everything under it by `delta` characters. */
function shift(node: Node, delta: number): void {
  const movable = node as Movable;
  movable.offset += delta;
  if (movable.colonOffset !== undefined) movable.colonOffset += delta;
  for (const child of node.children ?? []) shift(child, delta);
}

/** The value with the one at `path` replaced, copying only the containers on the way. */
function replaced(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[key as number] = replaced(copy[key as number], rest, replacement);
    return copy;
  }
  const object = value as Record<string, unknown>;
  // Null-prototype, as the parser builds objects, so a "__proto__" key stays an ordinary entry.
  const copy: Record<string, unknown> = Object.create(null);
  for (const name of Object.keys(object)) copy[name] = object[name];
  copy[key] = replaced(object[key], rest, replacement);
  return copy;
}

/** The document after `change`, or undefined when only parsing the new text says what it reads as. */
export function patchSource(previous: SourceDocument, change: TextChange): SourceDocument | undefined {
  const tree = sourceTreeOf(previous);
  if (tree === undefined) return undefined;
  const path: Step[] = [];
  for (let step = childHolding(tree.root, change, ""); step !== undefined;) {
    path.push(step);
    step = childHolding(step.node, change, step.pointer);
  }
  const target = path.at(-1);
  // An edit in no value but the root's own (a key at the top, the root's braces) is a parse of it all.
  if (target === undefined) return undefined;

  const text = previous.text.slice(0, change.start) + change.text + previous.text.slice(change.end);
  const delta = change.text.length - (change.end - change.start);
  const slice = text.slice(target.node.offset, target.node.offset + target.node.length + delta);
  const errors: ParseError[] = [];
  const reread = parseTree(slice, errors, jsonOptions);
  if (errors.length > 0 || reread === undefined || reread.offset !== 0 || reread.length !== slice.length) {
    return undefined;
  }
  // Depth counts from the root, so the whole text is scanned (a scan, not a parse: a few ms at 1.76 MB).
  if (findExcessiveNesting(text) !== undefined) return undefined;

  // Nothing below can fail: from here the previous tree becomes the new one.
  retireSourceTree(previous);
  const end = target.node.offset + target.node.length;
  for (const container of [tree.root, ...path.slice(0, -1).map((step) => step.node)]) {
    (container as Movable).length += delta;
    for (const child of container.children ?? []) {
      if (child.offset >= end) shift(child, delta);
      // The property on the way holds the edited value: it grows, and its key and colon stay.
      else if (child.type === "property" && child.offset + child.length >= end) (child as Movable).length += delta;
    }
  }
  shift(reread, target.node.offset);
  const parent = target.node.parent as Movable;
  (reread as Movable).parent = parent;
  const siblings = parent.children!;
  siblings[siblings.indexOf(target.node)] = reread;

  if (tree.nodes !== undefined) {
    const { nodes } = tree;
    const key = parent.type === "property" ? parent.children?.[0] : undefined;
    visitNodes(target.node, key, target.pointer, (_node, _key, pointer) => nodes.delete(pointer));
    visitNodes(reread, key, target.pointer, (value, name, pointer) => nodes.set(pointer, { value, key: name }));
  }
  const value = replaced(
    previous.value,
    path.map((step) => step.key),
    toValue(reread),
  );
  const next: SourceTree = { root: tree.root, nodes: tree.nodes };
  return documentOver(text, value, next);
}
