/**
 * The arguments the purity check hands a presenter: a private copy, so nothing the presenter does
 * reaches the caller's objects, seen through guards that refuse every change (a write, a new or
 * deleted key, a freeze, a new prototype) and report where it was tried, even when the presenter
 * swallows the error. Only plain data can be copied this way: JSON-like objects and arrays, as a
 * recorded session holds them.
 */
import { describeError } from "../core/describe.js";

export type Guarded<T> =
  | {
      readonly ok: true;
      readonly value: T;
      /** `value` with every guard replaced by the private copy it guards, for `structuredClone`, which cannot copy a proxy. */
      readonly unguard: (value: unknown) => unknown;
    }
  | { readonly ok: false; readonly why: string };

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
  const seen: Guards = { proxies: new WeakMap(), targets: new WeakMap() };
  const guarded = copy.map((argument, index) =>
    guard(argument, (pointer) => `argument ${index + 1} at ${pointer || "/"}`, "", onChange, seen),
  );
  const { targets } = seen;
  const unguard = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const target = targets.get(value);
    if (target !== undefined) return target;
    if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
    const entries = Object.entries(value).map(([key, item]) => [key, unguard(item)] as const);
    return Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries);
  };
  return { ok: true, value: guarded as unknown as Args, unguard };
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

/** Each guarded object's one proxy, and back. */
interface Guards {
  readonly proxies: WeakMap<object, object>;
  readonly targets: WeakMap<object, object>;
}

function guard<T>(
  value: T,
  place: (pointer: string) => string,
  pointer: string,
  onChange: (where: string) => void,
  seen: Guards,
): T {
  if (typeof value !== "object" || value === null) return value;
  const known = seen.proxies.get(value);
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
  seen.proxies.set(value, proxy);
  seen.targets.set(proxy, value);
  return proxy;
}
