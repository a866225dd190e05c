/**
 * Lasting changes a presenter makes to what every later call shares: a property added, replaced or
 * removed on `globalThis`, on a built-in (`JSON.stringify` replaced, `Math.max`), on a built-in's
 * prototype (`Object.prototype` polluted), on an intrinsic no global names (the array iterator's
 * `next`, `%TypedArray%`, the generator prototypes) or on a built-in module (`path.join` replaced);
 * a prototype swapped, an object frozen. The check takes a snapshot of those objects' own property
 * descriptors before the call, and afterwards names each difference and undoes it, so the next call,
 * and the caller, find the built-ins as they were. A freeze cannot be undone: `permanent-changes.ts`
 * refuses one on these objects before it happens, and one that happens all the same is named.
 *
 * What is watched is found by a walk from those roots: every function a watched object holds that
 * holds more than a plain function does (a class's methods, a constructor's statics), its
 * `prototype`, and every watched object's own prototype, so a class a module exports
 * (`EventEmitter.prototype.emit`) is watched as well as the module. Left out: the `length` and
 * `name` of thousands of plain functions, which nothing looks up, and data the built-ins hold
 * (`process.env`, the module cache), which is the process's, not the language's.
 *
 * The undo runs before anything else the check does after the call, while the presenter's changes
 * are still in place, so it calls only functions taken when the check loaded and walks arrays by
 * index: a replaced iterator or array method cannot stop it.
 *
 * Globals that Node defines lazily replace their accessor with a value on first read, so every
 * global is read once before a snapshot is taken: what the snapshot sees is then only the presenter's
 * doing.
 */
import { isProxy } from "node:util/types";
import { builtinModules } from "./builtin-modules.js";

const { defineProperty, deleteProperty, getOwnPropertyDescriptor, getPrototypeOf, isExtensible, ownKeys } = Reflect;
const { setPrototypeOf } = Reflect;
const same = Object.is;
const hasOwn = Object.hasOwn;

/** The intrinsics only an instance reaches, and those the check puts behind a proxy (`Date`, the `Intl` constructors). */
const hiddenIntrinsics: readonly (readonly [string, unknown])[] = (() => {
  const prototypeOf = (value: unknown): unknown => Reflect.getPrototypeOf(Object(value) as object);
  const constructorOf = (value: unknown): unknown => (value as { constructor: unknown }).constructor;
  const segments = new Intl.Segmenter().segment("");
  return [
    ["Date", Date],
    ...Object.getOwnPropertyNames(Intl).map(
      (key) => [`Intl.${key}`, (Intl as unknown as Record<string, unknown>)[key]] as const,
    ),
    ["%ArrayIteratorPrototype%", prototypeOf([][Symbol.iterator]())],
    ["%StringIteratorPrototype%", prototypeOf(""[Symbol.iterator]())],
    ["%MapIteratorPrototype%", prototypeOf(new Map().entries())],
    ["%SetIteratorPrototype%", prototypeOf(new Set().values())],
    ["%RegExpStringIteratorPrototype%", prototypeOf(/./[Symbol.matchAll](""))],
    ["%SegmentsPrototype%", prototypeOf(segments)],
    ["%SegmentIteratorPrototype%", prototypeOf(segments[Symbol.iterator]())],
    ["%TypedArray%", prototypeOf(Uint8Array)],
    ["%GeneratorFunction%", constructorOf(prototypeOf(function* () {}))],
    ["%AsyncGeneratorFunction%", constructorOf(prototypeOf(async function* () {}))],
    ["%AsyncFunction%", constructorOf(prototypeOf(async () => undefined))],
    ["%GeneratorPrototype%", prototypeOf(prototypeOf((function* () {})()))],
    ["%AsyncGeneratorPrototype%", prototypeOf(prototypeOf((async function* () {})()))],
  ];
})();

interface Watched {
  readonly name: string;
  readonly object: object;
  readonly keys: readonly (string | symbol)[];
  readonly descriptors: readonly PropertyDescriptor[];
  readonly prototype: object | null;
  readonly extensible: boolean;
}

/** One change found (`added globalThis.leak`), and whether it could be undone (a freeze cannot). */
export interface Change {
  readonly change: string;
  readonly undone: boolean;
}

/** What a change is, recorded while the presenter's changes may still stand, and worded after. */
interface Found {
  readonly what: "added" | "removed" | "replaced" | "prototype" | "froze";
  readonly watched: Watched;
  readonly key?: string | symbol;
  readonly undone: boolean;
}

/** The objects a snapshot covers, found once for both of a check's calls, as a list and as a set. */
export interface Watchlist {
  readonly objects: readonly { readonly name: string; readonly object: object }[];
  readonly set: WeakSet<object>;
}

export interface BuiltinSnapshot {
  /** Names every change since the snapshot and undoes what it can. */
  readonly undoChanges: () => Change[];
}

/** Reads every global once, so lazily defined ones are settled before any snapshot. */
export function settleLazyGlobals(): void {
  for (const key of Reflect.ownKeys(globalThis)) {
    try {
      Reflect.get(globalThis, key);
    } catch {
      // A global that throws when read stays as it is.
    }
  }
}

export function builtinsToWatch(): Watchlist {
  const objects = watchedObjects();
  return { objects, set: new WeakSet(objects.map(({ object }) => object)) };
}

export function snapshotBuiltins(list: Watchlist): BuiltinSnapshot {
  const watched = list.objects.map(({ name, object }) => snapshot(name, object));
  return {
    undoChanges: () => {
      const found: Found[] = [];
      for (let index = 0; index < watched.length; index++) undoChanges(watched[index] as Watched, found);
      // Worded only now, with the built-ins the words need restored.
      return found.map(describe);
    },
  };
}

/**
 * The roots and everything the walk reaches from them, each named by the shortest way there through
 * properties (`Map.prototype`), and only where none exists through a prototype (`the prototype of X`).
 */
function watchedObjects(): { readonly name: string; readonly object: object }[] {
  const found = new Map<object, string>();
  const byProperty: object[] = [];
  const byPrototype: object[] = [];
  const add = (name: string, value: unknown) => {
    if (((typeof value === "object" && value !== null) || typeof value === "function") && !found.has(value)) {
      // A proxy's handler is someone's code, and walking it would run that code.
      if (isProxy(value)) return;
      found.set(value, name);
      byProperty.push(value);
    }
  };
  for (const [name, root] of roots()) add(name, root);
  for (let next = 0, nextPrototype = 0; next < byProperty.length || nextPrototype < byPrototype.length;) {
    if (next === byProperty.length) {
      const object = byPrototype[nextPrototype++] as object;
      add(`the prototype of ${found.get(object) ?? ""}`, Reflect.getPrototypeOf(object));
      continue;
    }
    const object = byProperty[next++] as object;
    byPrototype.push(object);
    const name = found.get(object) ?? "";
    for (const key of Reflect.ownKeys(object)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
      if (descriptor === undefined) continue;
      const place =
        typeof key === "symbol" ? `${name}[${String(key)}]` : object === globalThis ? key : `${name}.${key}`;
      const isPrototype = key === "prototype" && typeof object === "function";
      if ((typeof descriptor.value === "function" || isPrototype) && holdsMore(descriptor.value)) {
        add(place, descriptor.value);
      }
    }
  }
  return [...found].map(([object, name]) => ({ name, object }));
}

/** What every function and bare prototype holds, which no one looks up on a built-in. */
const bareKeys = new Set<string | symbol>(["length", "name", "prototype", "arguments", "caller", "constructor"]);

/**
 * Whether a function or prototype holds more than the keys every one has (a class's methods, a
 * function's statics), or a `prototype` that does: the rest, thousands of plain functions, are
 * left out of the snapshot, which would otherwise cost more than the call it watches.
 */
function holdsMore(value: unknown): boolean {
  if ((typeof value !== "object" || value === null) && typeof value !== "function") return false;
  const keys = Reflect.ownKeys(value);
  for (let index = 0; index < keys.length; index++) if (!bareKeys.has(keys[index] as string | symbol)) return true;
  const prototype =
    typeof value === "function" ? (Reflect.getOwnPropertyDescriptor(value, "prototype")?.value as unknown) : undefined;
  return prototype !== undefined && holdsMore(prototype);
}

/** Where the walk starts: the global object, the namespaces, the built-in modules and the hidden intrinsics. */
function roots(): (readonly [string, unknown])[] {
  const namespaces = ["JSON", "Math", "Reflect", "Atomics", "Intl", "console", "WebAssembly"];
  return [
    ["globalThis", globalThis],
    ...namespaces.map((key) => [key, (globalThis as Record<string, unknown>)[key]] as const),
    ...builtinModules().map(({ specifier, exports }) => [specifier, exports] as const),
    ...hiddenIntrinsics,
  ];
}

function snapshot(name: string, object: object): Watched {
  const keys = Reflect.ownKeys(object);
  return {
    name,
    object,
    keys,
    descriptors: keys.map((key) => Reflect.getOwnPropertyDescriptor(object, key) as PropertyDescriptor),
    prototype: Reflect.getPrototypeOf(object),
    extensible: Reflect.isExtensible(object),
  };
}

/**
 * A descriptor's own fields on an object without a prototype: one that inherits from
 * `Object.prototype` picks up whatever the presenter put there (a `get`), which `defineProperty`
 * would read. Made only for what is defined, as the snapshot holds thousands.
 */
function bare(descriptor: PropertyDescriptor): PropertyDescriptor {
  const { enumerable, configurable } = descriptor;
  if (hasOwn(descriptor, "value")) {
    const { value, writable } = descriptor as { value: unknown; writable: boolean };
    return { __proto__: null, value, writable, enumerable, configurable } as PropertyDescriptor;
  }
  const { get, set } = descriptor as { get: unknown; set: unknown };
  return { __proto__: null, get, set, enumerable, configurable } as PropertyDescriptor;
}

/** Appends to `found` every change to one object, undoing each; calls nothing the presenter can replace. */
function undoChanges(watched: Watched, found: Found[]): void {
  const { object, keys, descriptors } = watched;
  const record = (change: Found) =>
    defineProperty(found, found.length, bare({ value: change, writable: true, enumerable: true, configurable: true }));
  const now = ownKeys(object);
  for (let index = 0; index < now.length; index++) {
    const key = now[index] as string | symbol;
    let known = false;
    for (let at = 0; at < keys.length && !known; at++) known = keys[at] === key;
    if (!known) record({ what: "added", watched, key, undone: deleteProperty(object, key) });
  }
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string | symbol;
    const before = descriptors[index] as PropertyDescriptor;
    const current = getOwnPropertyDescriptor(object, key);
    if (current !== undefined && sameDescriptor(before, current)) continue;
    record({
      what: current === undefined ? "removed" : "replaced",
      watched,
      key,
      undone: defineProperty(object, key, bare(before)),
    });
  }
  if (getPrototypeOf(object) !== watched.prototype) {
    record({ what: "prototype", watched, undone: setPrototypeOf(object, watched.prototype) });
  }
  if (watched.extensible && !isExtensible(object)) record({ what: "froze", watched, undone: false });
}

function describe({ what, watched: { name }, key, undone }: Found): Change {
  const place = key === undefined ? name : `${name}${typeof key === "symbol" ? `[${String(key)}]` : `.${key}`}`;
  const change =
    what === "prototype"
      ? `replaced the prototype of ${name}`
      : what === "froze"
        ? `froze ${name}`
        : `${what} ${place}`;
  return { change, undone };
}

/** Whether two descriptors agree, reading only their own fields, which the presenter's `Object.prototype` cannot add to. */
function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  const data = hasOwn(a, "value");
  if (data !== hasOwn(b, "value") || a.enumerable !== b.enumerable || a.configurable !== b.configurable) return false;
  return data ? same(a.value, b.value) && a.writable === b.writable : a.get === b.get && a.set === b.set;
}
