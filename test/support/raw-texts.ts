/**
 * The JSON texts the raw-text test feeds each host's entry (docs/json.md): every vector written as
 * JSON, and byte-level variants of each valid one that either break one rule of docs/json.md or keep
 * them all while writing the value differently: a duplicate key (the wrong value first, the right one
 * last), `1.0`, `1e0`, `10e-1` and `-0` for an integer, 2^53 - 1 and 2^53 + 1, `1e400`, `NaN`, lone
 * and paired surrogate escapes, escaped keys, a byte-order mark, and nesting exactly at, just past
 * and far past the limit inside a field that takes any value. Each text carries the verdict every
 * host must reach: invalid where it breaks a rule, otherwise the in-memory TypeScript verdict on the
 * value it holds (held equal to the JSON Schema's by `test/unit/agreement.test.ts`).
 */
import { escapePointerToken } from "../../lib/pointer.js";
import type { Vector } from "../../generator/emit/vectors.js";
import { maxJsonDepth } from "../../runtime/core/read-json.js";

export interface RawText {
  readonly id: string;
  readonly type: string;
  readonly text: string;
  readonly valid: boolean;
}

/** The in-memory verdict on a value as a type: `isX` of the vocabulary's validators. */
export type Oracle = (type: string, value: unknown) => boolean;

/** One change to how a value is written: at a JSON Pointer, its text, an entry put first, or a key's spelling. */
type Edit =
  | { readonly kind: "none" }
  | { readonly kind: "replace"; readonly at: string; readonly text: string }
  | { readonly kind: "first"; readonly at: string; readonly entry: string }
  | { readonly kind: "key"; readonly at: string; readonly key: string; readonly spelled: string };

function write(value: unknown, edit: Edit, at = ""): string {
  if (edit.kind === "replace" && edit.at === at) return edit.text;
  if (Array.isArray(value)) return `[${value.map((item, index) => write(item, edit, `${at}/${index}`)).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => {
      const spelled = edit.kind === "key" && edit.at === at && edit.key === key ? edit.spelled : JSON.stringify(key);
      return `${spelled}:${write(item, edit, `${at}/${escapePointerToken(key)}`)}`;
    });
    if (edit.kind === "first" && edit.at === at) entries.unshift(edit.entry);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A place in a value: its pointer, what it holds, and how many arrays and objects are around it. */
interface Place {
  readonly at: string;
  readonly value: unknown;
  readonly depth: number;
}

function placesOf(value: unknown, at = "", depth = 0): Place[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => placesOf(item, `${at}/${index}`, depth + 1))
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, item]) => placesOf(item, `${at}/${escapePointerToken(key)}`, depth + 1))
      : [];
  return [{ at, value, depth }, ...inner];
}

/** The value with the one at `at` replaced. */
function replaced(value: unknown, at: string, replacement: unknown): unknown {
  return JSON.parse(write(value, { kind: "replace", at, text: JSON.stringify(replacement) })) as unknown;
}

/** `"\uXXXX"` for every UTF-16 code unit of a string: the same string, written another way. */
function escapedKey(key: string): string {
  const units = Array.from({ length: key.length }, (_, index) => key.charCodeAt(index));
  return `"${units.map((unit) => `\\u${unit.toString(16).padStart(4, "0")}`).join("")}"`;
}

function nested(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

export function rawTexts(vectors: readonly Vector[], isValid: Oracle): RawText[] {
  const texts: RawText[] = vectors.map((vector) => ({
    id: vector.id,
    type: vector.type,
    text: JSON.stringify(vector.value),
    valid: vector.valid,
  }));
  let farTooDeep = false;
  for (const vector of vectors.filter((candidate) => candidate.valid)) {
    const { type, value } = vector;
    const add = (name: string, edit: Edit, valid: boolean): void => {
      texts.push({ id: `${vector.id}~${name}`, type, text: write(value, edit), valid });
    };
    /** A variant that keeps every rule: its verdict is the value's own. */
    const same = (name: string, edit: Edit, holds: unknown = value): void => add(name, edit, isValid(type, holds));
    const places = placesOf(value);
    const text = write(value, { kind: "none" });
    texts.push({ id: `${vector.id}~whitespace`, type, text: ` \n\t${text}\r\n`, valid: true });
    texts.push({ id: `${vector.id}~byte-order-mark`, type, text: `\ufeff${text}`, valid: false });
    texts.push({ id: `${vector.id}~trailing-text`, type, text: `${text} x`, valid: false });

    // Small enough that every spelling below stays a plain literal (`10e-1` of 1e21 would not).
    const integer = places.find((place) => Number.isSafeInteger(place.value) && Math.abs(place.value as number) < 1e15);
    if (integer !== undefined) {
      const { at } = integer;
      const number = integer.value as number;
      for (const [name, spelled] of [
        ["integer-as-1.0", `${number}.0`],
        ["integer-as-1e0", `${number}e0`],
        ["integer-as-10e-1", `${number * 10}e-1`],
        ["integer-beyond-double-precision", `${number}.00000000000000001`],
      ] as const) {
        // The value is the double the spelling reads as: 0.00000000000000001 is no longer 0.
        same(name, { kind: "replace", at, text: spelled }, replaced(value, at, Number(spelled)));
      }
      same("minus-zero", { kind: "replace", at, text: "-0" }, replaced(value, at, 0));
      same("exponent-1E2", { kind: "replace", at, text: "1E2" }, replaced(value, at, 100));
      same("max-safe-integer", { kind: "replace", at, text: "9007199254740991" }, replaced(value, at, 2 ** 53 - 1));
      same("min-safe-integer", { kind: "replace", at, text: "-9007199254740991" }, replaced(value, at, 1 - 2 ** 53));
      for (const [name, spelled] of [
        ["two-to-the-53-plus-1", "9007199254740993"],
        ["minus-two-to-the-53-plus-1", "-9007199254740993"],
        ["two-to-the-63", "9223372036854775808"],
        ["1e300", "1e300"],
        ["1e400", "1e400"],
        ["NaN", "NaN"],
        ["Infinity", "Infinity"],
        ["minus-Infinity", "-Infinity"],
      ] as const) {
        add(name, { kind: "replace", at, text: spelled }, false);
      }
    }

    const string = places.find((place) => typeof place.value === "string");
    if (string !== undefined) {
      const { at } = string;
      for (const [name, spelled] of [
        ["lone-high-surrogate", '"\\ud800"'],
        ["lone-low-surrogate", '"\\udc00"'],
        ["high-surrogate-then-text", '"\\ud83dx"'],
        ["swapped-surrogates", '"\\ude00\\ud83d"'],
        ["raw-control-character", '"a\u0001"'],
      ] as const) {
        add(name, { kind: "replace", at, text: spelled }, false);
      }
      same("surrogate-pair", { kind: "replace", at, text: '"\\ud83d\\ude00"' }, replaced(value, at, "\u{1f600}"));
      same("nul-escape", { kind: "replace", at, text: '"\\u0000"' }, replaced(value, at, "\u0000"));
      const held = string.value as string;
      same("escaped-string", { kind: "replace", at, text: escapedKey(held) });
    }

    for (const object of places.filter((place) => isObject(place.value)).slice(0, 2)) {
      const [key, right] = Object.entries(object.value as object)[0] ?? [];
      if (key === undefined) continue;
      const wrong = typeof right === "string" ? "0" : '"wrong"';
      const suffix = object.at === "" ? "" : "-nested";
      add(`duplicate-key${suffix}`, { kind: "first", at: object.at, entry: `${JSON.stringify(key)}:${wrong}` }, false);
      add(
        `duplicate-key-same-value${suffix}`,
        { kind: "first", at: object.at, entry: `${JSON.stringify(key)}:${JSON.stringify(right)}` },
        false,
      );
      add(
        `duplicate-escaped-key${suffix}`,
        { kind: "first", at: object.at, entry: `${escapedKey(key)}:${wrong}` },
        false,
      );
      same(`escaped-key${suffix}`, { kind: "key", at: object.at, key, spelled: escapedKey(key) });
    }

    // Two problems in one closed object: the hosts that stop at the first must agree on which it is.
    if (isObject(value)) {
      const unknown = '"zzUnknownKey":1';
      const entries = Object.entries(value as object);
      const text = entries.find(([, item]) => typeof item === "string");
      if (text !== undefined) {
        const retyped = replaced(value, `/${escapePointerToken(text[0])}`, 12345);
        texts.push({
          id: `${vector.id}~unknown-key-and-wrong-type`,
          type,
          text: write(retyped, { kind: "first", at: "", entry: unknown }),
          valid: false,
        });
      }
      const [first] = entries;
      if (first !== undefined) {
        const rest = Object.fromEntries(entries.slice(1));
        texts.push({
          id: `${vector.id}~missing-first-key-and-unknown-key`,
          type,
          text: write(rest, { kind: "first", at: "", entry: unknown }),
          valid: false,
        });
      }
    }

    // A field that takes any value, found by what the validator accepts there: an object and an array both, since
    // a map of any values takes the one and not the other.
    const open = places.find(
      (place) =>
        place.at !== "" &&
        isValid(type, replaced(value, place.at, { probe: [1, { deeper: true }] })) &&
        isValid(type, replaced(value, place.at, [{ probe: 1 }, [true]])),
    );
    if (open !== undefined) {
      const { at, depth } = open;
      same("nested-to-the-limit", { kind: "replace", at, text: nested(maxJsonDepth - depth) });
      add("nested-past-the-limit", { kind: "replace", at, text: nested(maxJsonDepth + 1 - depth) }, false);
      if (!farTooDeep) add("nested-100000-deep", { kind: "replace", at, text: nested(100_000) }, false);
      farTooDeep = true;
      for (const [name, spelled] of [
        ["any-duplicate-key", '{"a":1,"a":2}'],
        ["any-lone-surrogate-key", '{"\\ud800":1}'],
        ["any-lone-surrogate", '["\\udfff"]'],
        ["any-1e400", "[1e400]"],
        ["any-NaN", "[NaN]"],
        ["any-two-to-the-53-plus-1", '{"id":9007199254740993}'],
      ] as const) {
        add(name, { kind: "replace", at, text: spelled }, false);
      }
      same("any-max-safe-integer", { kind: "replace", at, text: '{"id":9007199254740991}' });
      same("any-equal-keys-unescaped-apart", { kind: "replace", at, text: '{"a":1,"A":2,"\\u00e9":3,"e\\u0301":4}' });
    }
  }
  return texts;
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
