/**
 * Installs the purity check's traps over every impure entry point and takes them down again. A trap
 * stands where the entry point stood, so the original is never reached: a child process is not
 * spawned, a file not opened, a clock not read. It records the entry point's name and throws, so
 * a presenter that catches the error is still reported. Taking the traps down restores every
 * property exactly as it was, in reverse order, even when one step fails, and every import binding
 * of a built-in module to the value it held before (`import-bindings.ts`).
 */
import { impureEntryPoints, type EntryPoint } from "./impure-entry-points.js";
import { publishToImports } from "./import-bindings.js";

/**
 * Puts every trap in place; returns the undo, which names any import binding it could not put back.
 * `touch` hears each trapped name as it is reached.
 */
export function installTraps(touch: (name: string) => void): () => string[] {
  const undo: (() => void)[] = [];
  const trap = (name: string): never => {
    touch(name);
    throw new Error(`${name} is not allowed in a presenter: it must be a pure function of its arguments`);
  };
  // Refreshing the named exports below reads every property once; that read is ours, not the presenter's.
  let armed = false;
  const read = (name: string): unknown => (armed ? trap(name) : poisoned(name, trap));
  try {
    for (const entry of impureEntryPoints()) {
      const step = replaceEntry(entry, trap, read);
      if (step !== undefined) undo.push(step);
    }
    // `import { execSync } from "node:child_process"` binds to a copy that only a sync refreshes.
    const unpublish = publishToImports();
    armed = true;
    return () => {
      restoreAll(undo);
      return unpublish();
    };
  } catch (error) {
    restoreAll(undo);
    throw error;
  }
}

function replaceEntry(
  entry: EntryPoint,
  trap: (name: string) => never,
  read: (name: string) => unknown,
): (() => void) | undefined {
  const before = Object.getOwnPropertyDescriptor(entry.owner, entry.key);
  let replacement: PropertyDescriptor;
  switch (entry.how) {
    case "call":
      replacement = { value: callTrap(entry.name, currentValue(entry, before), trap), writable: true };
      break;
    case "access":
      replacement = { get: () => read(entry.name), set: () => trap(entry.name) };
      break;
    case "replace":
      replacement = { value: entry.make(trap, currentValue(entry, before)), writable: true };
      break;
  }
  try {
    Object.defineProperty(entry.owner, entry.key, {
      ...replacement,
      configurable: true,
      enumerable: before?.enumerable ?? false,
    });
  } catch {
    // A frozen or non-configurable property cannot be trapped; the guards on `process` cover the one that matters.
    return undefined;
  }
  return () =>
    before === undefined
      ? Reflect.deleteProperty(entry.owner, entry.key)
      : Object.defineProperty(entry.owner, entry.key, before);
}

function currentValue(entry: EntryPoint, descriptor: PropertyDescriptor | undefined): unknown {
  if (descriptor !== undefined && "value" in descriptor) return descriptor.value;
  try {
    return Reflect.get(entry.owner, entry.key);
  } catch {
    return undefined;
  }
}

/**
 * A function that traps whether it is called or constructed (a regular function is both), with a
 * trap for each function hanging off the original too (`process.hrtime.bigint`).
 */
function callTrap(name: string, original: unknown, trap: (name: string) => never): unknown {
  const replacement = function () {
    return trap(name);
  };
  if (typeof original === "function") {
    for (const key of Object.getOwnPropertyNames(original)) {
      let value: unknown;
      try {
        value = (original as unknown as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      if (typeof value === "function" && key !== "constructor") {
        Object.defineProperty(replacement, key, { value: callTrap(`${name}.${key}`, value, trap) });
      }
    }
  }
  return replacement;
}

/**
 * What a named import of a trapped property (`import { env, pid } from "node:process"`) holds while
 * the traps are up: a stand-in that traps on any use (a key read, a call, a conversion to text or
 * number), since a binding, unlike a property, cannot trap the moment it is read.
 */
function poisoned(name: string, trap: (name: string) => never): unknown {
  const use = () => trap(name);
  return new Proxy(function () {}, {
    get: use,
    set: use,
    has: use,
    ownKeys: use,
    apply: use,
    construct: use,
    defineProperty: use,
    deleteProperty: use,
    getOwnPropertyDescriptor: use,
    getPrototypeOf: use,
  });
}

function restoreAll(undo: readonly (() => void)[]): void {
  for (const step of [...undo].reverse()) {
    try {
      step();
    } catch {
      // Keep restoring the rest.
    }
  }
}
