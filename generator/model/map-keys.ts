/**
 * What may key a map: `string`, or a declared type whose values are all strings. Today that is a
 * string enum, whose values are then the closed set of keys; a named type that is a string in every
 * host (a constrained string scalar) joins by adding its kind to `keyKinds`, and the checker, the
 * lowering and every host's key check then take it in from the `MapKey` it gives.
 */
import type { Declaration } from "./dsl.js";

/** How a map's keys are checked: any string, or the values of a declared enum. */
export type MapKey = { readonly kind: "string" } | { readonly kind: "enum"; readonly name: string };

/** The declaration kinds whose values may key a map, and the key each makes. */
const keyKinds: Partial<Record<Declaration["kind"], (name: string) => MapKey>> = {
  enum: (name) => ({ kind: "enum", name }),
};

/** The key a name makes, or undefined when its values are not strings. */
export function mapKeyOf(name: string, kindOf: (name: string) => Declaration["kind"] | undefined): MapKey | undefined {
  if (name === "string") return { kind: "string" };
  const kind = kindOf(name);
  return kind === undefined ? undefined : keyKinds[kind]?.(name);
}

/** What the message and hint say a map key may be. */
export const mapKeyExpectation = "string or a string enum";
