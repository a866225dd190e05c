/**
 * Checks the document's shape against the DSL's own meta-schema (`schema/cards.schema.json`, the
 * same file an editor uses for completion), so the editor and the generator can never disagree on
 * which keys exist. Ajv's findings are translated into located diagnostics: one per problem, no
 * `oneOf`/`if` noise, with a "did you mean" for misspelt keys. The validator is Ajv's code
 * precompiled at build time (`build/compile-meta-schema.mjs`), so no run loads or compiles Ajv.
 */
import type { ErrorObject } from "ajv";
import { validate } from "./meta-schema.compiled.js";
import type { Diagnostic } from "../model/diagnostic.js";
import { didYouMean } from "./suggest.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { escapePointerToken, pointerTokens } from "../model/pointer.js";

export function checkStructure(document: SourceDocument): Diagnostic[] {
  // The compiled function keeps only the last call's findings, read at once below.
  if (validate(document.value)) return [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const diagnostic = translate(document, error);
    if (diagnostic === undefined) continue;
    const key = `${diagnostic.code}${diagnostic.pointer}${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(diagnostic);
  }
  return diagnostics;
}

function translate(document: SourceDocument, error: ErrorObject): Diagnostic | undefined {
  const pointer = error.instancePath;
  const where = describePlace(pointer);
  // A branch of an `anyOf` (a `const`'s kinds) restates the one finding its `anyOf` makes below.
  if (error.schemaPath.includes("/anyOf/")) return undefined;
  switch (error.keyword) {
    case "anyOf": {
      const kinds = ((error.schema as readonly { type?: unknown }[] | undefined) ?? []).map((branch) =>
        article(String(branch.type)),
      );
      return {
        code: "CARD_WRONG_VALUE",
        message: `found ${describeValue(error.data)} for ${where}; expected ${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1) ?? ""}`,
        pointer,
        offset: document.offsetOf(pointer),
      };
    }
    case "enum": {
      const allowed = ((error.params["allowedValues"] as readonly unknown[] | undefined) ?? []).map(String);
      const hint = typeof error.data === "string" ? didYouMean(error.data, allowed) : undefined;
      return {
        code: "CARD_WRONG_VALUE",
        message: `found ${describeValue(error.data)} for ${where}; expected one of ${allowed.map((value) => `"${value}"`).join(", ")}`,
        pointer,
        offset: document.offsetOf(pointer),
        ...(hint === undefined ? {} : { hint }),
      };
    }
    case "additionalProperties": {
      const key = String(error.params["additionalProperty"]);
      const keyPointer = `${pointer}/${escapePointerToken(key)}`;
      const allowed = Object.keys((error.parentSchema?.["properties"] as object | undefined) ?? {});
      const hint = didYouMean(key, allowed);
      return {
        code: "CARD_UNKNOWN_KEY",
        message: `found unknown key "${key}" in ${where}; expected one of ${allowed.map((k) => `"${k}"`).join(", ")}`,
        pointer: keyPointer,
        offset: document.keyOffsetOf(keyPointer),
        ...(hint === undefined ? {} : { hint }),
      };
    }
    case "required":
      return {
        code: "CARD_MISSING_KEY",
        message: `${where} has no "${String(error.params["missingProperty"])}"; it is required`,
        pointer,
        offset: document.offsetOf(pointer),
      };
    case "type":
      if (error.params["type"] === "object") {
        return {
          code: "CARD_NOT_OBJECT",
          message: `found ${describeValue(error.data)} for ${where}; expected an object`,
          pointer,
          offset: document.offsetOf(pointer),
        };
      }
      return {
        code: "CARD_WRONG_VALUE",
        message: `found ${describeValue(error.data)} for ${where}; expected ${article(String(error.params["type"]))}`,
        pointer,
        offset: document.offsetOf(pointer),
      };
    case "minLength":
      return {
        code: "CARD_WRONG_VALUE",
        message: `found an empty string for ${where}; expected text`,
        pointer,
        offset: document.offsetOf(pointer),
      };
    default:
      // `if`/`then`/`else` only restate the findings above; anything else would be a meta-schema change.
      return error.keyword === "if"
        ? undefined
        : {
            code: "CARD_WRONG_VALUE",
            message: `${where} ${error.message ?? "is invalid"}`,
            pointer,
            offset: document.offsetOf(pointer),
          };
  }
}

/** Names a place the way the author thinks of it: `field "line" of FileLocation`, not a pointer. */
function describePlace(pointer: string): string {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return "the vocabulary";
  if (tokens[0] !== "types") return `"${tokens.join("/")}"`;
  const parts: string[] = [];
  let index = 1;
  if (tokens[index] !== undefined) parts.push(`type "${tokens[index]}"`);
  index++;
  while (index < tokens.length) {
    const section = tokens[index];
    const name = tokens[index + 1];
    if (name === undefined) {
      parts.unshift(`"${section}"`);
      break;
    }
    if (section === "variants") parts.unshift(`variant "${name}"`);
    else if (section === "fields") parts.unshift(`field "${name}"`);
    else if (section === "examples") parts.unshift(`example ${name}`);
    else if (section === "exclusive" || section === "enum") parts.unshift(`${section} entry ${name}`);
    else {
      parts.unshift(`"${section}"`);
      index--;
    }
    index += 2;
  }
  return parts.join(" of ");
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${JSON.stringify(value)}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
