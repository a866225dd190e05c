/** A name both native targets (Rust and Go) derive, kept apart from either so neither imports the other. */

/** `ContentBlock` → `OtherContentBlock`: the Rust and Go type holding an open union's unknown members. */
export function otherMemberName(unionName: string): string {
  return `Other${unionName}`;
}
