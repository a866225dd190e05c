/**
 * What may key a map: `string`, or a declared type whose values are all strings: a string enum,
 * whose values are then the closed set of keys, or a named string scalar, whose constraints then
 * hold every key. The checker, the lowering and every host's key check take a key in from the
 * `MapKey` it gives; a new kind of key is one more row of `keyKinds`.
 */
import type { Declaration } from "./dsl.js";

/** How a map's keys are checked: any string, the values of a declared enum, or a string scalar's constraints. */
export type MapKey =
  | { readonly kind: "string" }
  | { readonly kind: "enum"; readonly name: string }
  | { readonly kind: "scalar"; readonly name: string };

/** What a name declares, as far as keying a map goes: its kind, and a scalar's primitive. */
export interface KeyCandidate {
  readonly kind: Declaration["kind"];
  readonly primitive?: string;
}

/** The declaration kinds whose values may key a map, and the key each makes. */
const keyKinds: Partial<Record<Declaration["kind"], (name: string, candidate: KeyCandidate) => MapKey | undefined>> = {
  enum: (name) => ({ kind: "enum", name }),
  scalar: (name, candidate) => (candidate.primitive === "string" ? { kind: "scalar", name } : undefined),
};

/** The key a name makes, or undefined when its values are not strings. */
export function mapKeyOf(name: string, candidateOf: (name: string) => KeyCandidate | undefined): MapKey | undefined {
  if (name === "string") return { kind: "string" };
  const candidate = candidateOf(name);
  return candidate === undefined ? undefined : keyKinds[candidate.kind]?.(name, candidate);
}

/** A declaration as a key candidate. */
export function keyCandidate(declaration: Declaration): KeyCandidate {
  return declaration.kind === "scalar"
    ? { kind: "scalar", primitive: declaration.node.type }
    : { kind: declaration.kind };
}

/** What the message and hint say a map key may be. */
export const mapKeyExpectation = "string, a string enum or a named string scalar";
