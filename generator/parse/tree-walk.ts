/**
 * One walk over a parsed JSON tree for the checks that look at every node (duplicate keys, numbers
 * a reader would round): the path is kept as a list of pointer parts and joined only when a check
 * reports something, since building every node's pointer up front cost more than the checks.
 */
import type { Node } from "jsonc-parser";
import { escapePointerToken } from "../model/pointer.js";

/** Calls `visit` on every node, depth first, with the node's JSON Pointer on demand. */
export function walkTree(root: Node, visit: (node: Node, pointer: () => string) => void): void {
  const path: string[] = [];
  const pointer = () => path.join("");
  const step = (node: Node): void => {
    visit(node, pointer);
    const children = node.children ?? [];
    for (let index = 0; index < children.length; index++) {
      const child = children[index] as Node;
      if (node.type === "object") {
        const [name, value] = child.children ?? [];
        if (name === undefined || value === undefined) continue;
        path.push(`/${escapePointerToken(String(name.value))}`);
        step(value);
        path.pop();
      } else if (node.type === "array") {
        path.push(`/${index}`);
        step(child);
        path.pop();
      }
    }
  };
  step(root);
}
