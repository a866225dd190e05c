/**
 * A card for the tests that add one to a copy of the project: a tag the vocabulary does not use yet,
 * taken from the test's own candidates, so a test never collides with a card an author has just
 * added (the README's example is `table`), and its `ToolResultView` variant as the DSL writes it.
 */

export interface NewCard {
  /** The tag value, e.g. `gauge`. */
  readonly tag: string;
  /** The variant's type name, e.g. `GaugeResultView`. */
  readonly name: string;
}

export function freshCard(schemaText: string, candidates: readonly string[]): NewCard {
  const schema = JSON.parse(schemaText) as { types: { ToolResultView: { variants: Record<string, unknown> } } };
  const taken = new Set(Object.keys(schema.types.ToolResultView.variants));
  for (const tag of candidates) {
    const name = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}ResultView`;
    if (!taken.has(tag) && !schemaText.includes(`"${name}"`)) return { tag, name };
  }
  throw new Error(`every candidate card name is taken: ${candidates.join(", ")}; add another to the test`);
}
