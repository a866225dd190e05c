/**
 * A corpus of hostile values for anything that takes a card from outside: validators today, the
 * soft presenter wrapper and the bridges as they arrive. Each case says where the hostile part sits
 * and the verdict a validator must reach, following the rules in docs/bad-input.md:
 *
 * - only own, enumerable, string-keyed properties count (Symbol keys and the prototype are ignored);
 * - a number is valid where `number` is asked when it is finite, and an `integer` when it is also
 *   whole: NaN, ±Infinity and 1.5 never are; -0 is the integer 0; a BigInt is never a number;
 * - `unknown` accepts any value whatever (cyclic, non-JSON, 100,000 levels deep): it is not inspected;
 * - a value that cannot be read (a throwing getter or proxy trap) is invalid, never an exception;
 * - a hole in an array is not a value, so a sparse array is invalid wherever items are typed;
 * - a key whose value is `undefined` counts as absent, as `JSON.stringify` drops it.
 *
 * `mutationLog` builds a proxy that records any attempt to change the value it wraps, so a check can
 * prove it only reads.
 */

export interface HostileCase {
  readonly name: string;
  /** The named type the value is checked against. */
  readonly type: string;
  readonly valid: boolean;
  /** Builds a fresh value; some are large, so they are built only when the case runs. */
  build(): unknown;
}

const call = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  card: "generic",
  title: "Read a.ts",
  ...extra,
});
const terminalResult = (exitCode: unknown): Record<string, unknown> => ({ card: "terminal", exitCode });

/** `depth` arrays, each holding the next: built in a loop, since recursion would overflow first. */
export function nestedArrays(depth: number, innermost: unknown = 1): unknown {
  let value: unknown = innermost;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

export function cyclic(): Record<string, unknown> {
  const node: Record<string, unknown> = { name: "loop" };
  node["self"] = node;
  node["list"] = [node];
  return node;
}

/** A proxy whose every trap throws, over an object or an array. */
export function throwingProxy(target: object = {}): object {
  const fail = (): never => {
    throw new Error("trap");
  };
  return new Proxy(target, {
    get: fail,
    has: fail,
    ownKeys: fail,
    getOwnPropertyDescriptor: fail,
    getPrototypeOf: fail,
    set: fail,
    defineProperty: fail,
    deleteProperty: fail,
    isExtensible: fail,
    preventExtensions: fail,
    setPrototypeOf: fail,
    apply: fail,
    construct: fail,
  });
}

export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function withThrowingGetter(base: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get: () => {
      throw new Error("getter");
    },
  });
}

function sparse(length: number, at: number, item: unknown): unknown[] {
  // oxlint-disable-next-line unicorn/no-new-array -- the holes are the point
  const array: unknown[] = new Array(length);
  array[at] = item;
  return array;
}

const text = { type: "text", text: "hi" };

export const hostileCases: readonly HostileCase[] = [
  // prototype-related keys and prototypes
  {
    name: "__proto__ own key (as JSON.parse makes it)",
    type: "ToolCallView",
    valid: false,
    build: () => JSON.parse('{"card":"generic","title":"t","__proto__":{"x":1}}'),
  },
  { name: "constructor key", type: "ToolCallView", valid: false, build: () => call({ constructor: "x" }) },
  { name: "prototype key", type: "ToolCallView", valid: false, build: () => call({ prototype: {} }) },
  { name: "required fields only inherited", type: "ToolCallView", valid: false, build: () => Object.create(call()) },
  {
    name: "null-prototype object",
    type: "ToolCallView",
    valid: true,
    build: () => Object.assign(Object.create(null), call()),
  },
  {
    name: "__proto__ key inside unknown",
    type: "ToolCallView",
    valid: true,
    build: () => call({ rawInput: JSON.parse('{"__proto__":{"polluted":1}}') }),
  },
  // cycles
  {
    name: "cyclic object inside unknown",
    type: "ToolCallView",
    valid: true,
    build: () => call({ rawInput: cyclic() }),
  },
  {
    name: "cyclic object as a content block of an unknown type",
    type: "ToolCallView",
    valid: true,
    build: () => call({ content: [{ type: "custom", ...cyclic() }] }),
  },
  {
    name: "cyclic array in content",
    type: "ToolCallView",
    valid: false,
    build: () => {
      const list: unknown[] = [];
      list.push(list);
      return call({ content: list });
    },
  },
  // values that cannot be read
  {
    name: "throwing getter on a required field",
    type: "ToolCallView",
    valid: false,
    build: () => withThrowingGetter(call(), "title"),
  },
  {
    name: "throwing getter on the tag",
    type: "ToolCallView",
    valid: false,
    build: () => withThrowingGetter(call(), "card"),
  },
  { name: "proxy that throws on every trap", type: "ToolCallView", valid: false, build: () => throwingProxy() },
  {
    name: "array proxy that throws on every trap, as content",
    type: "ToolCallView",
    valid: false,
    build: () => call({ content: throwingProxy([]) }),
  },
  { name: "revoked proxy", type: "ToolCallView", valid: false, build: () => revokedProxy() },
  // arrays
  {
    name: "sparse array in content",
    type: "ToolCallView",
    valid: false,
    build: () => call({ content: sparse(3, 1, text) }),
  },
  {
    name: "a million valid content blocks",
    type: "ToolCallView",
    valid: true,
    build: () => call({ content: Array.from({ length: 1_000_000 }, () => text) }),
  },
  {
    name: "a million items with one bad at the end",
    type: "ToolCallView",
    valid: false,
    build: () => call({ content: [...Array.from({ length: 999_999 }, () => text), { type: "text" }] }),
  },
  // size and depth
  {
    name: "10 MB title",
    type: "ToolCallView",
    valid: true,
    build: () => call({ title: "x".repeat(10 * 1024 * 1024) }),
  },
  {
    name: "10 MB tag value",
    type: "ToolCallView",
    valid: false,
    build: () => ({ card: "x".repeat(10 * 1024 * 1024) }),
  },
  {
    name: "100,000 levels inside rawInput",
    type: "ToolCallView",
    valid: true,
    build: () => call({ rawInput: nestedArrays(100_000) }),
  },
  {
    name: "100,000 levels inside an unknown content block",
    type: "ToolCallView",
    valid: true,
    build: () => call({ content: [{ type: "custom", payload: nestedArrays(100_000) }] }),
  },
  {
    name: "100,000 levels as content",
    type: "ToolCallView",
    valid: false,
    build: () => call({ content: nestedArrays(100_000, text) }),
  },
  {
    name: "100,000 levels as a text block's text",
    type: "ToolCallView",
    valid: false,
    build: () => call({ content: [{ type: "text", text: nestedArrays(100_000, "x") }] }),
  },
  // numbers
  {
    name: "NaN where an integer is required",
    type: "ToolResultView",
    valid: false,
    build: () => terminalResult(Number.NaN),
  },
  {
    name: "Infinity where an integer is required",
    type: "ToolResultView",
    valid: false,
    build: () => terminalResult(Number.POSITIVE_INFINITY),
  },
  {
    name: "-Infinity where an integer is required",
    type: "ToolResultView",
    valid: false,
    build: () => terminalResult(Number.NEGATIVE_INFINITY),
  },
  { name: "1.5 where an integer is required", type: "ToolResultView", valid: false, build: () => terminalResult(1.5) },
  { name: "-0 as an integer", type: "ToolResultView", valid: true, build: () => terminalResult(-0) },
  {
    name: "2^53 + 2 as an integer (whole, finite)",
    type: "ToolResultView",
    valid: true,
    build: () => terminalResult(2 ** 53 + 2),
  },
  {
    name: "BigInt where an integer is required",
    type: "ToolResultView",
    valid: false,
    build: () => terminalResult(10n),
  },
  { name: "-0 below a minimum of 1", type: "FileLocation", valid: false, build: () => ({ path: "a.ts", line: -0 }) },
  { name: "BigInt inside unknown", type: "ToolCallView", valid: true, build: () => call({ rawInput: { size: 10n } }) },
  // keys and values JSON does not have
  {
    name: "Symbol keys",
    type: "ToolCallView",
    valid: true,
    build: () => ({ ...call(), [Symbol("extra")]: 1, [Symbol.iterator]: () => null }),
  },
  {
    name: "a function as the value",
    type: "ToolCallView",
    valid: false,
    build: () => Object.assign(() => undefined, call()),
  },
  { name: "a function as a string field", type: "ToolCallView", valid: false, build: () => call({ title: () => "t" }) },
  {
    name: "a function inside unknown",
    type: "ToolCallView",
    valid: true,
    build: () => call({ rawInput: () => undefined }),
  },
  {
    name: "undefined as an optional field (absent, as in JSON)",
    type: "ToolCallView",
    valid: true,
    build: () => call({ kind: undefined }),
  },
  {
    name: "undefined as a required field",
    type: "ToolCallView",
    valid: false,
    build: () => call({ title: undefined }),
  },
  {
    name: "10 MB unexpected key",
    type: "ToolCallView",
    valid: false,
    build: () => call({ ["k".repeat(10 * 1024 * 1024)]: 1 }),
  },
];

/** Top-level values no named type accepts, run against every validator. */
export const hostileAnywhere: readonly { readonly name: string; build(): unknown }[] = [
  { name: "function", build: () => () => undefined },
  { name: "BigInt", build: () => 1n },
  { name: "Symbol", build: () => Symbol("card") },
  { name: "NaN", build: () => Number.NaN },
  { name: "undefined", build: () => undefined },
  { name: "null-prototype empty object", build: () => Object.create(null) },
  { name: "cyclic object", build: cyclic },
  { name: "proxy that throws on every trap", build: () => throwingProxy() },
  { name: "revoked proxy", build: revokedProxy },
  { name: "sparse array", build: () => sparse(5, 4, {}) },
  { name: "100,000 nested arrays", build: () => nestedArrays(100_000) },
];

export interface MutationLog {
  readonly attempts: string[];
}

/**
 * Wraps a value (deeply, lazily) in proxies that record every attempt to change it and refuse it.
 * Reading is untouched, so a check sees the same value it would see unwrapped.
 */
export function watchForMutation<T extends object>(value: T): { value: T; log: MutationLog } {
  const attempts: string[] = [];
  const wrapped = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    const known = wrapped.get(target);
    if (known !== undefined) return known;
    const proxy = new Proxy(target, {
      get(inner, key, receiver) {
        const read: unknown = Reflect.get(inner, key, receiver);
        return typeof read === "object" && read !== null ? wrap(read, `${path}/${String(key)}`) : read;
      },
      set: (_inner, key) => record(`set ${path}/${String(key)}`),
      defineProperty: (_inner, key) => record(`define ${path}/${String(key)}`),
      deleteProperty: (_inner, key) => record(`delete ${path}/${String(key)}`),
      setPrototypeOf: () => record(`setPrototypeOf ${path}`),
      preventExtensions: () => record(`preventExtensions ${path}`),
    });
    wrapped.set(target, proxy);
    return proxy;
  };
  const record = (attempt: string): boolean => {
    attempts.push(attempt);
    return false;
  };
  return { value: wrap(value, "") as T, log: { attempts } };
}
