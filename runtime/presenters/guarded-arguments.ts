/**
 * The arguments the purity check hands a presenter: a private copy, so nothing the presenter does
 * reaches the caller's objects, seen through guards that refuse every change (a write, a new or
 * deleted key, a freeze, a new prototype) and report where it was tried, even when the presenter
 * swallows the error. Only plain data can be copied this way: JSON-like objects and arrays, as a
 * recorded session holds them.
 */
import { describeError } from "../core/describe.js";

export type Guarded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

/** `onChange` hears where each change was tried: `argument 1 at /nested/list/2`. */
export function guardArguments<Args extends readonly unknown[]>(
  args: Args,
  onChange: (where: string) => void,
): Guarded<Args> {
  let copy: Args;
  try {
    copy = structuredClone(args);
  } catch (error) {
    return { ok: false, why: describeError(error) };
  }
  for (const [index, argument] of copy.entries()) {
    const odd = firstUnplain(argument, "");
    if (odd !== undefined) return { ok: false, why: `argument ${index + 1}: ${odd}` };
  }
  const seen = new WeakMap<object, object>();
  const guarded = copy.map((argument, index) =>
    guard(argument, (pointer) => `argument ${index + 1} at ${pointer || "/"}`, "", onChange, seen),
  );
  return { ok: true, value: guarded as unknown as Args };
}

function firstUnplain(value: unknown, pointer: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) {
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- hostile objects can lack a constructor or a name
    return `${(value as object).constructor?.name ?? "an object"} at ${pointer === "" ? "the top" : pointer} is not plain data`;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnplain(item, `${pointer}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

function guard<T>(
  value: T,
  place: (pointer: string) => string,
  pointer: string,
  onChange: (where: string) => void,
  seen: WeakMap<object, object>,
): T {
  if (typeof value !== "object" || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known as T;
  const refuse = (key?: string | symbol): boolean => {
    const where = place(key === undefined ? pointer : `${pointer}/${String(key)}`);
    onChange(where);
    throw new TypeError(`the presenter changed ${where}; a presenter must leave its arguments as they are`);
  };
  const proxy = new Proxy(value, {
    get: (target, key) => {
      const item = Reflect.get(target, key) as unknown;
      return typeof key === "string" ? guard(item, place, `${pointer}/${key}`, onChange, seen) : item;
    },
    set: (_target, key) => refuse(key),
    defineProperty: (_target, key) => refuse(key),
    deleteProperty: (_target, key) => refuse(key),
    preventExtensions: () => refuse(),
    setPrototypeOf: () => refuse(),
  });
  seen.set(value, proxy);
  return proxy;
}
