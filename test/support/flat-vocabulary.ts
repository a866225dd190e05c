/**
 * Flat vocabularies for the large-union test: one closed union `Card` of `count` variants, each
 * with four fields (a string, a bounded integer, a boolean and an optional string list), plus one
 * valid and one invalid value for any variant. Variant names are zero-padded so that declaration
 * order, tag order and name order agree.
 */

export function syntheticVocabulary(count: number): string {
  const variants: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    variants[tagOf(index)] = {
      name: `Card${pad(index)}View`,
      doc: `Synthetic card ${index}.`,
      fields: {
        title: { type: "string", doc: "A title." },
        count: { type: "integer", minimum: 0, doc: "A count." },
        done: { type: "boolean", doc: "A flag." },
        labels: { type: "string[]", optional: true, doc: "Some labels." },
      },
    };
  }
  const document = {
    id: `urn:cardc:synthetic-${count}`,
    doc: `A synthetic vocabulary of ${count} variants.`,
    types: { Card: { doc: "Every synthetic card.", tag: "card", variants } },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function syntheticValue(index: number): Record<string, unknown> {
  return { card: tagOf(index), title: "a title", count: 3, done: false, labels: ["x", "y"] };
}

export function syntheticInvalid(index: number): Record<string, unknown> {
  return { card: tagOf(index), title: "a title", count: -1, done: false };
}

function tagOf(index: number): string {
  return `card${pad(index)}`;
}

function pad(index: number): string {
  return String(index).padStart(4, "0");
}
