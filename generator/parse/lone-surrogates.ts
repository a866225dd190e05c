/**
 * Finds strings and keys holding a lone surrogate (`"\ud800"` with no partner). JSON's escapes can
 * write one, but it is no Unicode text and every host treats it its own way: Go's strings turn it
 * into U+FFFD, Rust's cannot hold it, a UTF-8 file cannot store it. An enum value, a tag value, a
 * field name or a doc holding one would be spelled differently by each generated package, so it is
 * refused wherever it stands, as I-JSON (RFC 7493) refuses it.
 */
import type { Node } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";
import { loneSurrogateIndex } from "../model/lone-surrogate.js";

/**
 * The problems of a string node and, for an object, of its keys, each located at the surrogate
 * itself. A key's problem names the object that holds it, and the key with its escapes: no UTF-8
 * text, a terminal's or a report's, can show a pointer holding the surrogate.
 */
export function loneSurrogates(text: string, node: Node, pointer: () => string): Diagnostic[] {
  if (node.type === "string") {
    const found = problemOf(text, node, pointer, () => "a string");
    return found === undefined ? [] : [found];
  }
  if (node.type !== "object") return [];
  return (node.children ?? []).flatMap((property) => {
    const name = property.children?.[0];
    const found = name && problemOf(text, name, pointer, (key) => `the key ${JSON.stringify(key)}`);
    return found === undefined ? [] : [found];
  });
}

function problemOf(
  text: string,
  node: Node,
  pointer: () => string,
  what: (value: string) => string,
): Diagnostic | undefined {
  const value = String(node.value);
  const index = loneSurrogateIndex(value);
  if (index < 0) return undefined;
  const unit = value.charCodeAt(index).toString(16);
  return {
    code: "CARD_LONE_SURROGATE",
    message: `found the lone surrogate \\u${unit} in ${what(value)}; expected well-formed Unicode, a surrogate only in a pair`,
    pointer: pointer(),
    offset: node.offset + literalOffset(text.slice(node.offset, node.offset + node.length), index),
    hint: "Go reads a lone surrogate as U+FFFD and Rust cannot hold one, so the generated packages would disagree",
  };
}

/** Where the code unit at `index` of a string literal's value is written in the literal (quotes included). */
function literalOffset(literal: string, index: number): number {
  let at = 1;
  for (let unit = 0; unit < index && at < literal.length; unit++) {
    // `\uXXXX` writes one code unit in six characters, any other escape one in two, anything else itself.
    at += literal[at] !== "\\" ? 1 : literal[at + 1] === "u" ? 6 : 2;
  }
  return at;
}
