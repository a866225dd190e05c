/**
 * A copy of a value as the checks see it: each own enumerable property of a plain object or array
 * read once into a new one, so a getter or proxy cannot give a later reader another value than the
 * one checked. Each object is copied once, so a value that holds one object many times (or holds
 * itself) is copied in its own shape, not unfolded. What is not a plain object or array (a function,
 * a `Date`, a class instance) and whatever lies deeper than any card's declared shape is kept as it
 * is: the checks read neither, since only a field that takes any value can hold them.
 */

/** Deeper than any card's declared fields nest; below it only a field that takes any value reaches. */
const copiedDepth = 64;

export function plainCopy(value: unknown): unknown {
  return copyAt(value, 0, new Map());
}

function copyAt(value: unknown, depth: number, copies: Map<object, unknown>): unknown {
  if (typeof value !== "object" || value === null || depth >= copiedDepth) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(copyAt(item, depth + 1, copies));
    return copy;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const key of Object.keys(value)) {
    // defineProperty, not assignment, so a "__proto__" key stays an ordinary own property.
    Object.defineProperty(copy, key, {
      value: copyAt((value as Record<string, unknown>)[key], depth + 1, copies),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
