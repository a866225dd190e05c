/**
 * Lasting changes a presenter makes to what every later call shares: a property added, replaced or
 * removed on `globalThis`, on a built-in (`JSON.stringify` replaced, `Math.max`) or on a built-in's
 * prototype (`Object.prototype` polluted), a prototype swapped, an object frozen. The check takes a
 * snapshot of those objects' own property descriptors before the call, and afterwards names each
 * difference and undoes it, so the next call, and the caller, find the built-ins as they were. A
 * freeze cannot be undone; it is named all the same.
 *
 * Globals that Node defines lazily replace their accessor with a value on first read, so every
 * global is read once before a snapshot is taken: what the snapshot sees is then only the presenter's
 * doing.
 */

interface Watched {
  readonly name: string;
  readonly object: object;
  readonly descriptors: Map<string | symbol, PropertyDescriptor>;
  readonly prototype: object | null;
  readonly extensible: boolean;
}

export interface BuiltinSnapshot {
  /** Names every change since the snapshot (`globalThis.leak`, `Object.prototype.polluted`) and undoes it. */
  readonly undoChanges: () => string[];
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

export function snapshotBuiltins(): BuiltinSnapshot {
  const watched = watchedObjects().map(({ name, object }) => snapshot(name, object));
  return { undoChanges: () => watched.flatMap(undoChanges) };
}

/** `globalThis`, every built-in it holds (a constructor, a namespace such as `JSON`) and each one's prototype. */
function watchedObjects(): { readonly name: string; readonly object: object }[] {
  const found = new Map<object, string>([[globalThis, "globalThis"]]);
  const add = (name: string, value: unknown) => {
    if ((typeof value === "object" && value !== null) || typeof value === "function") {
      if (!found.has(value)) found.set(value, name);
    }
  };
  const namespaces = ["JSON", "Math", "Reflect", "Atomics", "Intl", "console"];
  for (const key of Object.getOwnPropertyNames(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    if (descriptor === undefined || !("value" in descriptor)) continue;
    const value: unknown = descriptor.value;
    if (typeof value === "function" && /^[A-Z]/.test(key)) {
      add(key, value);
      add(`${key}.prototype`, (value as { prototype?: unknown }).prototype);
    } else if (namespaces.includes(key)) add(key, value);
  }
  for (const key of Object.getOwnPropertyNames(Intl)) {
    const value = (Intl as unknown as Record<string, unknown>)[key];
    add(`Intl.${key}`, value);
    if (typeof value === "function") add(`Intl.${key}.prototype`, (value as { prototype?: unknown }).prototype);
  }
  add("Function.prototype", Function.prototype);
  add("Iterator.prototype", Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
  return [...found].map(([object, name]) => ({ name, object }));
}

function snapshot(name: string, object: object): Watched {
  const descriptors = new Map<string | symbol, PropertyDescriptor>();
  for (const key of Reflect.ownKeys(object)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
    if (descriptor !== undefined) descriptors.set(key, descriptor);
  }
  return {
    name,
    object,
    descriptors,
    prototype: Reflect.getPrototypeOf(object),
    extensible: Reflect.isExtensible(object),
  };
}

function undoChanges(watched: Watched): string[] {
  const { name, object, descriptors } = watched;
  const changes: string[] = [];
  const place = (key: string | symbol) => `${name}${typeof key === "symbol" ? `[${String(key)}]` : `.${key}`}`;
  for (const key of Reflect.ownKeys(object)) {
    if (descriptors.has(key)) continue;
    changes.push(`added ${place(key)}`);
    Reflect.deleteProperty(object, key);
  }
  for (const [key, before] of descriptors) {
    const now = Reflect.getOwnPropertyDescriptor(object, key);
    if (now !== undefined && sameDescriptor(before, now)) continue;
    changes.push(`${now === undefined ? "removed" : "replaced"} ${place(key)}`);
    Reflect.defineProperty(object, key, before);
  }
  if (Reflect.getPrototypeOf(object) !== watched.prototype) {
    changes.push(`replaced the prototype of ${name}`);
    Reflect.setPrototypeOf(object, watched.prototype);
  }
  if (watched.extensible && !Reflect.isExtensible(object)) changes.push(`froze ${name}, which cannot be undone`);
  return changes;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}
