/**
 * A `SourceDocument` over jsonc-parser's syntax tree: the value read from the tree, and each node's
 * offset by JSON Pointer, from a map of every node built when a place is first asked for (a document
 * that checks asks for none). The tree stays reachable through `sourceTreeOf`, so the language
 * server can patch the value an edit changed (`patch-source.ts`) instead of parsing the text again.
 */
import type { Node } from "jsonc-parser";
import { escapePointerToken } from "../model/pointer.js";

export interface SourceDocument {
  readonly text: string;
  readonly value: unknown;
  /** Offset of the node a JSON Pointer names, or of its nearest existing ancestor. */
  offsetOf(pointer: string): number;
  /** Offset of the key (not the value) of the property a pointer names, where there is one. */
  keyOffsetOf(pointer: string): number;
}

export interface IndexedNode {
  readonly value: Node;
  readonly key: Node | undefined;
}

/** The tree a document was read from, and its nodes by pointer once a place has been asked for. */
export interface SourceTree {
  readonly root: Node;
  nodes: Map<string, IndexedNode> | undefined;
}

const trees = new WeakMap<SourceDocument, SourceTree>();

/** The tree behind a document, until a patch takes it over for the next version of the text. */
export function sourceTreeOf(document: SourceDocument): SourceTree | undefined {
  return trees.get(document);
}

/** Hands a document's tree over to its successor: the old document is never read again, so it is not kept. */
export function retireSourceTree(document: SourceDocument): void {
  trees.delete(document);
}

export function sourceDocument(text: string, root: Node, value: unknown = toValue(root)): SourceDocument {
  return documentOver(text, value, { root, nodes: undefined });
}

/** A document over a tree (whose `nodes`, when built, must already describe it). */
export function documentOver(text: string, value: unknown, tree: SourceTree): SourceDocument {
  const locate = (pointer: string): IndexedNode => nearest((tree.nodes ??= indexNodes(tree.root)), pointer);
  const document: SourceDocument = {
    text,
    value,
    offsetOf: (pointer) => locate(pointer).value.offset,
    keyOffsetOf: (pointer) => {
      const entry = locate(pointer);
      return (entry.key ?? entry.value).offset;
    },
  };
  trees.set(document, tree);
  return document;
}

/** Calls `visit` on a node and every node under it, in document order, with its key and pointer. */
export function visitNodes(
  node: Node,
  key: Node | undefined,
  pointer: string,
  visit: (node: Node, key: Node | undefined, pointer: string) => void,
): void {
  visit(node, key, pointer);
  if (node.type === "object") {
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (name === undefined || value === undefined) continue;
      visitNodes(value, name, `${pointer}/${escapePointerToken(String(name.value))}`, visit);
    }
  } else if (node.type === "array") {
    (node.children ?? []).forEach((item, index) => visitNodes(item, undefined, `${pointer}/${index}`, visit));
  }
}

/** Every node by its JSON Pointer, with the key it sits under (a later duplicate key wins, as in the value). */
function indexNodes(root: Node): Map<string, IndexedNode> {
  const nodes = new Map<string, IndexedNode>();
  visitNodes(root, undefined, "", (value, key, pointer) => nodes.set(pointer, { value, key }));
  return nodes;
}

function nearest(nodes: Map<string, IndexedNode>, pointer: string): IndexedNode {
  let current = pointer;
  for (;;) {
    const found = nodes.get(current);
    if (found !== undefined) return found;
    const cut = current.lastIndexOf("/");
    if (cut < 0) return nodes.get("") as IndexedNode;
    current = current.slice(0, cut);
  }
}

/** Builds the value from the tree so it never passes through `JSON.parse`'s last-key-wins rule. */
export function toValue(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const object: Record<string, unknown> = Object.create(null);
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        if (name === undefined || value === undefined) continue;
        // The object has no prototype, so even a "__proto__" key is assigned as an ordinary own property.
        object[String(name.value)] = toValue(value);
      }
      return object;
    }
    case "array":
      return (node.children ?? []).map(toValue);
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "property":
      return node.value;
  }
}
