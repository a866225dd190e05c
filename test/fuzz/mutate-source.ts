/**
 * A seeded mutation fuzzer for vocabulary sources: from a seed and the real `schema/cards.json` it
 * derives a malformed variant by byte flips, truncations, key renames, value swaps and
 * replacements, duplicated keys and deleted brackets (one to three steps). The same seed always
 * gives the same text, so a failure is reproduced from the seed alone (`pnpm fuzz --seed N`).
 */
import { type Node, parseTree } from "jsonc-parser";

/** A deterministic random source (mulberry32): small, fast and the same on every platform. */
export interface Random {
  next(): number;
  below(bound: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (bound: number): number => Math.floor(next() * bound);
  return { next, below, pick: (items) => items[below(items.length)] as (typeof items)[number] };
}

export interface Mutation {
  readonly text: string;
  /** What was done, in order, e.g. `rename-key "fields" → "requried" at 812`. */
  readonly steps: readonly string[];
}

/** Keys an author might type by mistake, and keys that are hostile to generated code or to JavaScript objects. */
const keyPool = [
  "requried",
  "optional",
  "nullable",
  "fields",
  "type",
  "tag",
  "variants",
  "enum",
  "name",
  "doc",
  "fallback",
  "capability",
  "exclusive",
  "examples",
  "minimum",
  "maximum",
  "open",
  "deprecated",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "0",
  "1",
  "01",
  "-1",
  "",
  "a b",
  "class",
  "default",
  "isFileDiff",
  "validateFileDiff",
  "toolCallViewCards",
  "ToolCallViewCard",
  "ContentBlockMembers",
  "toolCallKindValues",
  "FileDiff",
  "ToolCallView",
  "$id",
  "ÿ",
  "😀",
  "x".repeat(300),
];

/** JSON values that are wrong somewhere, or right but extreme. */
const valuePool = [
  "null",
  "true",
  "false",
  "0",
  "-0",
  "1.5",
  "-1",
  "1e400",
  "-1e400",
  "9007199254740993",
  "123456789012345678901234567890",
  '""',
  '"unknown"',
  '"unknown[]"',
  '"string[][]"',
  '"integer"',
  '"FileDiff"',
  '"ToolCallView"',
  '"ContentBlock"',
  '"generic"',
  "[]",
  "{}",
  '["a", "a"]',
  '"\\u0000"',
  '"*/ x /*"',
  '"${x}`"',
  '"\\\\"',
  '"#frag"',
  '"not a uri"',
  '"http://a b"',
  '"__proto__"',
];

const bytePool = ['"', "{", "}", "[", "]", ":", ",", "\\", "\u0000", "\n", "\ufeff", "\ud800", "é", "0", "-", " ", "x"];

type Step = (text: string, random: Random) => { text: string; step: string } | undefined;

interface Tree {
  readonly properties: Node[];
  readonly values: Node[];
  readonly containers: Node[];
}

function treeOf(text: string): Tree {
  const properties: Node[] = [];
  const values: Node[] = [];
  const containers: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === "property") properties.push(node);
    else values.push(node);
    if (node.type === "object" || node.type === "array") containers.push(node);
    for (const child of node.children ?? []) {
      // A property's first child is its key, which `renameKey` handles.
      if (node.type === "property" && child === node.children?.[0]) continue;
      visit(child);
    }
  };
  const root = parseTree(text, [], { disallowComments: true });
  if (root !== undefined) visit(root);
  return { properties, values, containers };
}

function splice(text: string, start: number, length: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(start + length);
}

const flipByte: Step = (text, random) => {
  if (text.length === 0) return undefined;
  // Mostly at a token's edge, where a flip breaks structure; uniform positions mostly land in doc text.
  const { values } = treeOf(text);
  const node = values.length > 0 && random.next() < 0.75 ? random.pick(values) : undefined;
  const at = node === undefined ? random.below(text.length) : node.offset + (random.next() < 0.5 ? 0 : node.length - 1);
  const by = random.next() < 0.5 ? random.pick(bytePool) : String.fromCharCode(32 + random.below(95));
  return { text: splice(text, at, 1, by), step: `flip-byte ${JSON.stringify(by)} at ${at}` };
};

const truncate: Step = (text, random) => {
  const at = random.below(text.length);
  return { text: text.slice(0, at), step: `truncate at ${at}` };
};

const renameKey: Step = (text, random) => {
  const keys = treeOf(text)
    .properties.map((property) => property.children?.[0])
    .filter((key) => key !== undefined);
  if (keys.length === 0) return undefined;
  const key = random.pick(keys);
  const old = String(key.value);
  const name =
    random.next() < 0.3 && old.length > 1
      ? old.slice(0, -1) + String.fromCharCode(97 + random.below(26))
      : random.pick(keyPool);
  return {
    text: splice(text, key.offset, key.length, JSON.stringify(name)),
    step: `rename-key "${old}" → "${name}" at ${key.offset}`,
  };
};

const replaceValue: Step = (text, random) => {
  const { values } = treeOf(text);
  if (values.length === 0) return undefined;
  const node = random.pick(values);
  const value = random.pick(valuePool);
  return { text: splice(text, node.offset, node.length, value), step: `replace-value with ${value} at ${node.offset}` };
};

const swapValues: Step = (text, random) => {
  const { values } = treeOf(text);
  if (values.length < 2) return undefined;
  let [a, b] = [random.pick(values), random.pick(values)];
  if (a.offset > b.offset) [a, b] = [b, a];
  // Nested nodes cannot be swapped as text; treat that as a no-op the caller retries.
  if (a.offset + a.length > b.offset) return undefined;
  const aText = text.slice(a.offset, a.offset + a.length);
  const bText = text.slice(b.offset, b.offset + b.length);
  const swapped = splice(splice(text, b.offset, b.length, aText), a.offset, a.length, bText);
  return { text: swapped, step: `swap-values at ${a.offset} and ${b.offset}` };
};

const duplicateKey: Step = (text, random) => {
  const { properties } = treeOf(text);
  if (properties.length === 0) return undefined;
  const property = random.pick(properties);
  const end = property.offset + property.length;
  const copy = text.slice(property.offset, end);
  return { text: splice(text, end, 0, `, ${copy}`), step: `duplicate-key at ${property.offset}` };
};

const deleteBracket: Step = (text, random) => {
  const { containers } = treeOf(text);
  if (containers.length === 0) return undefined;
  const node = random.pick(containers);
  const at = random.next() < 0.5 ? node.offset : node.offset + node.length - 1;
  return { text: splice(text, at, 1, ""), step: `delete-bracket ${JSON.stringify(text[at])} at ${at}` };
};

const nestDeep: Step = (text, random) => {
  const { values } = treeOf(text);
  if (values.length === 0) return undefined;
  const node = random.pick(values);
  const depth = 100 + random.below(400);
  const wrapped = `${"[".repeat(depth)}${text.slice(node.offset, node.offset + node.length)}${"]".repeat(depth)}`;
  return { text: splice(text, node.offset, node.length, wrapped), step: `nest-deep ${depth} at ${node.offset}` };
};

/** Each operator with its weight: structure-aware ones dominate, since byte noise mostly lands in doc text. */
const operators: readonly (readonly [Step, number])[] = [
  [flipByte, 2],
  [truncate, 2],
  [renameKey, 3],
  [replaceValue, 2],
  [swapValues, 1],
  [duplicateKey, 2],
  [deleteBracket, 2],
  [nestDeep, 1],
];
const totalWeight = operators.reduce((sum, [, weight]) => sum + weight, 0);

function pickOperator(random: Random): Step {
  let roll = random.below(totalWeight);
  for (const [step, weight] of operators) {
    if (roll < weight) return step;
    roll -= weight;
  }
  return flipByte;
}

/** A malformed (or occasionally still valid) variant of `source`, determined by `seed` alone. */
export function mutateSource(source: string, seed: number): Mutation {
  const random = seededRandom(seed);
  const count = random.next() < 0.7 ? 1 : 2 + random.below(2);
  let text = source;
  const steps: string[] = [];
  for (let attempt = 0; steps.length < count && attempt < 20; attempt++) {
    const result = pickOperator(random)(text, random);
    if (result === undefined || result.text === text) continue;
    text = result.text;
    steps.push(result.step);
  }
  return { text, steps };
}
