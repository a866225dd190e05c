/**
 * Vocabularies of any size shaped like the real one, for the size and scaling figures: shared
 * records referenced by many variants (some through other records), a shared open union used as a
 * field, nullable and optional fields, bounded numbers, an exclusive group on every 25th member, a
 * capability on every tenth, and a nested tagged union on every 20th. `count` is the number of
 * leaf variants of the one card union `Card`; each carries one example, as the real vocabulary's do.
 * Tag values and names are zero-padded, so declaration order, tag order and name order agree.
 */

type Json = Record<string, unknown>;

const field = (type: string, doc: string, extra: Json = {}): Json => ({ type, doc, ...extra });

/** Records and a union that many variants share, as the real vocabulary shares `FileDiff` or `ContentBlock`. */
const sharedTypes: Json = {
  Status: { doc: "How far a piece of work got.", enum: ["pending", "running", "done", "failed"] },
  Position: {
    doc: "A place in a text file.",
    fields: {
      line: field("integer", "1-based line.", { minimum: 1 }),
      column: field("integer", "1-based column.", { minimum: 1, optional: true }),
    },
  },
  Location: {
    doc: "A span of a file.",
    fields: {
      path: field("string", "Path of the file."),
      start: field("Position", "Where the span starts."),
      end: field("Position", "Where the span ends; null when it is one place.", { nullable: true }),
    },
  },
  Person: {
    doc: "Someone named by a card.",
    fields: {
      name: field("string", "Display name."),
      email: field("string", "Address, when known.", { optional: true }),
      avatar: field("string", "Image address; null when the person has none.", { nullable: true }),
    },
  },
  FileChange: {
    doc: "One file's change.",
    fields: {
      path: field("string", "Path of the changed file."),
      oldText: field("string", "Previous content; null for a new file.", { nullable: true }),
      newText: field("string", "Content after the change."),
    },
  },
  Link: {
    doc: "A web address with its title.",
    fields: {
      url: field("string", "The address."),
      title: field("string", "Title of the page.", { optional: true }),
    },
  },
  Measure: {
    doc: "A named number.",
    fields: {
      name: field("string", "What was measured."),
      value: field("number", "The figure."),
      unit: field("string", "Its unit, if any.", { optional: true, nullable: true }),
    },
  },
  Excerpt: {
    doc: "Lines quoted from a file.",
    fields: {
      location: field("Location", "Where the lines are."),
      lines: field("string[]", "The lines, without line breaks."),
      author: field("Person", "Who last changed them.", { optional: true }),
    },
  },
  Block: {
    doc: "Content of a card; hosts may add block types.",
    tag: "type",
    open: true,
    variants: {
      text: { name: "TextBlock", doc: "Plain text.", fields: { text: field("string", "The text.") } },
      link: { name: "LinkBlock", doc: "A link.", fields: { link: field("Link", "Where it points.") } },
      excerpt: { name: "ExcerptBlock", doc: "Quoted lines.", fields: { excerpt: field("Excerpt", "The lines.") } },
    },
  },
};

/** A valid value of each shared record a variant may reference, for the examples. */
const sharedSamples: Record<string, unknown> = {
  Location: { path: "/repo/a.ts", start: { line: 3, column: 1 }, end: null },
  Person: { name: "Ada", avatar: null },
  FileChange: { path: "/repo/a.ts", oldText: "let a = 1\n", newText: "const a = 1\n" },
  Link: { url: "https://example.com/", title: "Example" },
  Measure: { name: "latency", value: 12.5, unit: "ms" },
  Excerpt: { location: { path: "/repo/b.ts", start: { line: 1 }, end: { line: 2 } }, lines: ["a", "b"] },
};
const referenced = Object.keys(sharedSamples);

/** The fields of leaf number `leaf`, and a valid value of them (tags not included). */
function leafFields(leaf: number): { fields: Json; sample: Json; exclusive?: string[][] } {
  const one = referenced[leaf % referenced.length]!;
  const many = referenced[(leaf * 7 + 3) % referenced.length]!;
  const fields: Json = {
    title: field("string", "What the card shows, in a few words."),
    status: field("Status", "How far the work got.", { optional: true }),
    [lowerFirst(one)]: field(one, `The ${one} the card is about.`),
    [`${lowerFirst(many)}List`]: field(`${many}[]`, `Every ${many} involved.`),
    note: field("string", "A remark; null when there is none.", { nullable: true }),
  };
  const sample: Json = {
    title: `card ${leaf}`,
    status: "done",
    [lowerFirst(one)]: sharedSamples[one],
    [`${lowerFirst(many)}List`]: [sharedSamples[many]],
    note: null,
  };
  if (leaf % 2 === 0) {
    fields["count"] = field("integer", "How many there were.", { minimum: 0, optional: true });
    sample["count"] = leaf;
  }
  if (leaf % 3 === 0) {
    fields["score"] = field("number", "Confidence, from 0 to 1.", { minimum: 0, maximum: 1 });
    sample["score"] = 0.5;
  }
  if (leaf % 4 === 1) {
    fields["content"] = field("Block[]", "Body of the card.", { optional: true });
    sample["content"] = [{ type: "text", text: "hello" }];
  }
  if (leaf % 25 === 0) {
    fields["exitCode"] = field("integer", "Exit status of a command that exited.", { optional: true });
    fields["signal"] = field("string", "Signal that ended a command that did not exit.", { optional: true });
    sample["exitCode"] = 0;
    return { fields, sample, exclusive: [["exitCode", "signal"]] };
  }
  return { fields, sample };
}

/** The fallback of every gated card: a title and optional content, which every card can be turned into. */
const genericFields = {
  fields: {
    title: field("string", "What the card shows, in a few words."),
    content: field("Block[]", "Body of the card.", { optional: true }),
  },
  sample: { title: "a generic card" },
};

function leafVariant(name: string, leaf: number, tags: Json): Json {
  const { fields, sample, exclusive }: ReturnType<typeof leafFields> = leaf === 0 ? genericFields : leafFields(leaf);
  return {
    name,
    doc: `Card ${leaf}.`,
    fields,
    ...(exclusive === undefined ? {} : { exclusive }),
    examples: [{ ...tags, ...sample }],
  };
}

/** How many leaves a nested union at member `member` has: three on every 20th member, none elsewhere. */
const nestedLeaves = (member: number) => (member % 20 === 5 ? 3 : 0);
const shapes = ["alpha", "beta", "gamma"];

/** The DSL document of a `count`-variant vocabulary, as `cardc gen` reads it. */
export function shapedDocument(count: number): Json {
  const variants: Json = {};
  let leaf = 0;
  for (let member = 0; leaf < count; member++) {
    const tag = `card${pad(member)}`;
    const gate = member % 10 === 9 ? { capability: `feature${pad(member)}`, fallback: tagOf(0) } : {};
    const nested = Math.min(nestedLeaves(member), count - leaf);
    if (nested < 2) {
      variants[tag] = { ...leafVariant(`Card${pad(member)}View`, leaf++, { card: tag }), ...gate };
      continue;
    }
    const members: Json = {};
    for (const shape of shapes.slice(0, nested)) {
      members[shape] = leafVariant(`Card${pad(member)}${upperFirst(shape)}View`, leaf++, { card: tag, shape });
    }
    variants[tag] = {
      name: `Card${pad(member)}View`,
      doc: `Card group ${member}.`,
      ...gate,
      tag: "shape",
      variants: members,
    };
  }
  return {
    id: `urn:cardc:shaped-${count}`,
    doc: `A vocabulary of ${count} card variants shaped like the real one.`,
    types: { ...sharedTypes, Card: { doc: "Every card.", tag: "card", variants } },
  };
}

export function shapedVocabulary(count: number): string {
  return `${JSON.stringify(shapedDocument(count), null, 2)}\n`;
}

export interface ShapedLeaf {
  /** Dotted tag path, as bridge arms nest: `card0005.alpha`. */
  readonly path: string;
  /** A valid value (the variant's example). */
  readonly value: Json;
}

/** Every leaf variant of `Card` in declaration order, with its arm path and a valid value. */
export function shapedLeaves(document: Json): ShapedLeaf[] {
  const card = (document["types"] as Record<string, { variants: Record<string, Json> }>)["Card"]!;
  return Object.entries(card.variants).flatMap(([tag, variant]) => {
    const nested = variant["variants"] as Record<string, Json> | undefined;
    const leaves =
      nested === undefined
        ? [[tag, variant] as const]
        : Object.entries(nested).map(([shape, leaf]) => [`${tag}.${shape}`, leaf] as const);
    return leaves.map(([path, leaf]) => ({ path, value: (leaf["examples"] as Json[])[0]! }));
  });
}

/**
 * A host bridge over `Card`, made with the generated `defineCardBridge`, writing every arm (nested
 * unions as nested objects) and granting every capability, for strict `tsc` at scale.
 */
export function exhaustiveBridge(document: Json): string {
  const lines: string[] = [];
  let open: string | undefined;
  for (const { path } of shapedLeaves(document)) {
    const [tag, shape] = path.split(".");
    if (open !== undefined && open !== tag) lines.push("  },");
    if (shape === undefined) {
      open = undefined;
      lines.push(`  ${tag}: (view) => view.title,`);
      continue;
    }
    if (open !== tag) lines.push(`  ${tag}: {`);
    open = tag;
    lines.push(`    ${shape}: (view) => view.title,`);
  }
  if (open !== undefined) lines.push("  },");
  return `import { cardCapabilities, defineCardBridge } from "./generated/bridge.js";

export const bridge = defineCardBridge<undefined, string>(
  {
${lines.map((line) => `  ${line}`).join("\n")}
  },
  { capabilities: cardCapabilities },
);
`;
}

function tagOf(member: number): string {
  return `card${pad(member)}`;
}

function pad(index: number): string {
  return String(index).padStart(4, "0");
}

function lowerFirst(name: string): string {
  return name[0]!.toLowerCase() + name.slice(1);
}

function upperFirst(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}
