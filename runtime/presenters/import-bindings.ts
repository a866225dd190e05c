/**
 * The bindings ES modules hold to Node's built-ins (`import { readFileSync } from "node:fs"`), which
 * the traps must reach: only `syncBuiltinESMExports` moves them, and it copies every property of
 * every built-in module at once, whatever put it there. Used bare, it would also copy a change a
 * presenter made (`path.join = …`), or one the caller made without syncing, into every importer for
 * good. So the check reads every binding before it syncs its traps in, and afterwards syncs each one
 * back to exactly the value it read: where a module's property now differs from that value, the
 * value is put there for the length of one sync, and the property is then put back as it is.
 */
import { syncBuiltinESMExports } from "node:module";
import { builtinModules, type BuiltinModule } from "./builtin-modules.js";

// Taken when the check loads: the traps replace the module's own `syncBuiltinESMExports`, and the
// binding above with it.
const sync = syncBuiltinESMExports;

interface Binding {
  readonly module: BuiltinModule;
  readonly key: string;
  readonly value: unknown;
}

/**
 * Copies the modules' properties (the traps) into the import bindings; the returned undo puts every
 * binding back as it was and names any it could not (`node:path.join`), which should never happen.
 */
export function publishToImports(): () => string[] {
  if (bindingsAreCopies()) {
    throw new Error(
      "the import bindings of Node's built-in modules cannot be read, as the check was bundled or loaded as CommonJS; load it as an ES module",
    );
  }
  const before = readBindings();
  sync();
  return () => restoreBindings(before);
}

/** Each module's exported names, fixed when Node first made its namespace: listed once, as they cannot change. */
const exportedNames = builtinModules().map(
  (module) => [module, Object.keys(module.namespace).filter((key) => key !== "default")] as const,
);

/**
 * Whether `import * as` gave this module copies that follow the modules' objects rather than their
 * bindings, as it does bundled or loaded as CommonJS: the check could not put such bindings back.
 * A binding does not move when its module's property does until a sync; a copy does, so one
 * property is moved for a moment to see.
 */
function bindingsAreCopies(): boolean {
  const path = exportedNames.find(([module]) => module.specifier === "node:path")?.[0];
  const descriptor = path === undefined ? undefined : Reflect.getOwnPropertyDescriptor(path.exports, "sep");
  if (path === undefined || descriptor === undefined) return false;
  const probe = {};
  Reflect.defineProperty(path.exports, "sep", { ...descriptor, value: probe });
  try {
    return path.namespace["sep"] === probe;
  } finally {
    Reflect.defineProperty(path.exports, "sep", descriptor);
  }
}

function readBindings(): Binding[] {
  return exportedNames.flatMap(([module, keys]) => keys.map((key) => ({ module, key, value: module.namespace[key] })));
}

/** What a sync would copy into the binding: the module's own property, or undefined when it has none. */
function syncedValue({ module, key }: Binding): unknown {
  return Object.hasOwn(module.exports, key) ? (Reflect.get(module.exports, key) as unknown) : undefined;
}

function restoreBindings(before: readonly Binding[]): string[] {
  const putBack: (() => void)[] = [];
  const unrestorable: string[] = [];
  for (const binding of before) {
    if (Object.is(syncedValue(binding), binding.value)) continue;
    const { exports } = binding.module;
    const descriptor = Reflect.getOwnPropertyDescriptor(exports, binding.key);
    const lent = { value: binding.value, writable: true, enumerable: true, configurable: true };
    if (!Reflect.defineProperty(exports, binding.key, lent)) {
      unrestorable.push(`${binding.module.specifier}.${binding.key}`);
      continue;
    }
    putBack.push(() =>
      descriptor === undefined
        ? Reflect.deleteProperty(exports, binding.key)
        : Reflect.defineProperty(exports, binding.key, descriptor),
    );
  }
  try {
    sync();
  } finally {
    for (const step of putBack) step();
  }
  for (const { module, key, value } of before) {
    if (!Object.is(module.namespace[key], value)) unrestorable.push(`${module.specifier}.${key}`);
  }
  return [...new Set(unrestorable)];
}
