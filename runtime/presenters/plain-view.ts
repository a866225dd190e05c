/**
 * The view a presenter returned, read in full while the traps are still up and copied to plain
 * data. A host reads a card later, when it serializes or renders it, and by then the check has
 * taken its traps down: a getter on the view (`get title() { return process.cwd(); }`), a `toJSON`
 * on it or on a prototype it shares, or a proxy would run unwatched. So every property is read
 * here once, as `JSON.stringify` would read it (`toJSON` first, then the own enumerable string
 * keys, through any getter or proxy), and the two calls are compared, and the first reported, as
 * the copies. The functions the copy uses are the ones the check loaded with, since the presenter
 * may have replaced the built-ins it would otherwise use; its replacements are named and undone
 * after the copy.
 */
import { describeError } from "../core/describe.js";

/** What a view reads as: plain data, a promise (a `then` method), or why it could not be read. */
export type ViewReading =
  | { readonly kind: "data"; readonly value: unknown }
  | { readonly kind: "promise" }
  | { readonly kind: "unreadable"; readonly why: string };

const { apply, defineProperty, get, getOwnPropertyDescriptor, ownKeys } = Reflect;
const isArray = Array.isArray;
/** Deeper than any card; deep enough to stop before the stack does. */
const maxDepth = 256;

class Unreadable extends Error {}

/** Reads the whole view once; never throws. */
export function readView(view: unknown): ViewReading {
  if (isThenable(view)) return { kind: "promise" };
  try {
    return { kind: "data", value: copy(view, "", "", [], 0) };
  } catch (error) {
    const why = error instanceof Unreadable ? error.message : `reading it threw ${describeError(error)}`;
    return { kind: "unreadable", why };
  }
}

/** Whether a view is a promise; a view whose `then` cannot even be read is treated as one. */
function isThenable(value: unknown): boolean {
  try {
    return isObject(value) && typeof get(value, "then") === "function";
  } catch {
    return true;
  }
}

function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/** A property as a fresh object holds it; the descriptor has no prototype, which a presenter may have polluted. */
function put(target: object, key: string | number, value: unknown): void {
  const descriptor = { __proto__: null, value, writable: true, enumerable: true, configurable: true };
  defineProperty(target, key, descriptor as PropertyDescriptor);
}

/** Copies `value`, found at `key` and `pointer`; `within` holds the objects it is inside, `depth` of them. */
function copy(value: unknown, key: string, pointer: string, within: object[], depth: number): unknown {
  if (!isObject(value)) return value;
  const where = pointer === "" ? "the top" : pointer;
  if (typeof value === "function") throw new Unreadable(`it holds a function at ${where}; a card is plain data`);
  const toJSON: unknown = get(value, "toJSON");
  if (typeof toJSON === "function") return copy(apply(toJSON, value, [key]), key, pointer, within, depth);
  for (let index = 0; index < depth; index++) {
    if (within[index] === value) throw new Unreadable(`it refers to itself at ${where}`);
  }
  if (depth === maxDepth) throw new Unreadable(`it is nested deeper than ${maxDepth} levels at ${where}`);
  // Indexed, not pushed: the presenter may have replaced the array methods and iterators.
  put(within, depth, value);
  if (isArray(value)) {
    const length: unknown = get(value, "length");
    if (typeof length !== "number") throw new Unreadable(`its array at ${where} has no length`);
    const items: unknown[] = [];
    for (let index = 0; index < length; index++) {
      put(items, index, copy(get(value, `${index}`), `${index}`, `${pointer}/${index}`, within, depth + 1));
    }
    return items;
  }
  const fields: Record<string, unknown> = {};
  const keys = ownKeys(value);
  for (let index = 0; index < keys.length; index++) {
    const name = keys[index];
    if (typeof name !== "string" || getOwnPropertyDescriptor(value, name)?.enumerable !== true) continue;
    put(fields, name, copy(get(value, name), name, `${pointer}/${name}`, within, depth + 1));
  }
  return fields;
}
