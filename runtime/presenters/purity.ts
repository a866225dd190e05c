/**
 * The purity check plugin authors run in their tests. A presenter runs on live calls and again on
 * session-log replay, so it must be a pure function of its arguments: this calls it twice with
 * deep-frozen copies of the arguments and requires deep-equal views, and while it runs, every
 * clock, randomness, timer, file-system and network entry point is replaced by a trap that records
 * its name and throws (so nothing is actually read, written or sent). Everything is restored
 * afterwards, even when the presenter throws.
 *
 *     expect(checkPresenterPurity(bash.presentResult, [args, result]).problems).toEqual([]);
 *
 * It catches what a presenter reaches through the globals and the `node:` modules at call time; a
 * reference captured before the check (a module-level `const now = Date.now`) is beyond its sight.
 */
import { createRequire, syncBuiltinESMExports } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { describeError, describeUnknown } from "../core/describe.js";

export interface PurityReport {
  /** True when both calls returned deep-equal views without touching anything impure. */
  readonly pure: boolean;
  /** One line per problem, e.g. `touched Date.now`, `the two calls returned different views`. */
  readonly problems: readonly string[];
  /** The first call's view (undefined when it threw). */
  readonly view: unknown;
}

/** Calls `presenter(...args)` twice under the traps and reports every impurity seen. Never throws. */
export function checkPresenterPurity<Args extends readonly unknown[]>(
  presenter: (...args: Args) => unknown,
  args: Args,
): PurityReport {
  const touched = new Set<string>();
  const problems: string[] = [];
  const views: unknown[] = [];
  for (let call = 0; call < 2; call++) {
    const isolated = isolate(args);
    if (!isolated.ok) {
      problems.push(`the arguments could not be copied and frozen (${isolated.why}); pass plain JSON-like data`);
      return { pure: false, problems, view: undefined };
    }
    const frozen = isolated.value;
    const restore = installTraps((name) => touched.add(name));
    try {
      views.push(presenter(...frozen));
    } catch (error) {
      problems.push(`call ${call + 1} threw: ${describeError(error)}`);
      views.push(undefined);
    } finally {
      restore();
    }
  }
  for (const name of touched) problems.unshift(`touched ${name}`);
  if (isThenable(views[0])) problems.push("returned a promise; a presenter returns its view synchronously");
  else if (!sameViews(views[0], views[1])) {
    problems.push(
      `the two calls returned different views: ${describeUnknown(views[0])} then ${describeUnknown(views[1])}`,
    );
  }
  return { pure: problems.length === 0, problems, view: views[0] };
}

/** {@link checkPresenterPurity} for any test runner: throws an Error listing every problem. */
export function assertPresenterPure<Args extends readonly unknown[]>(
  presenter: (...args: Args) => unknown,
  args: Args,
): void {
  const report = checkPresenterPurity(presenter, args);
  if (!report.pure) throw new Error(`the presenter is not pure:\n  ${report.problems.join("\n  ")}`);
}

// ---- traps ----

const require = createRequire(import.meta.url);

/** The impure entry points, as `[owner, property, reported name]`, looked up at install time. */
function trapTargets(): [object, string, string][] {
  const fs = require("node:fs") as Record<string, unknown>;
  const fsPromises = require("node:fs/promises") as Record<string, unknown>;
  const nodeCrypto = require("node:crypto") as Record<string, unknown>;
  const targets: [object, string, string][] = [
    [Date, "now", "Date.now"],
    [performance, "now", "performance.now"],
    [Math, "random", "Math.random"],
    [globalThis.crypto, "getRandomValues", "crypto.getRandomValues"],
    [globalThis.crypto, "randomUUID", "crypto.randomUUID"],
    [nodeCrypto, "randomBytes", "node:crypto.randomBytes"],
    [nodeCrypto, "randomUUID", "node:crypto.randomUUID"],
    [nodeCrypto, "randomInt", "node:crypto.randomInt"],
    [nodeCrypto, "getRandomValues", "node:crypto.getRandomValues"],
    [globalThis, "setTimeout", "setTimeout"],
    [globalThis, "setInterval", "setInterval"],
    [globalThis, "setImmediate", "setImmediate"],
    [globalThis, "queueMicrotask", "queueMicrotask"],
    [globalThis, "fetch", "fetch"],
  ];
  for (const name of ["node:http", "node:https"]) {
    const module = require(name) as object;
    targets.push([module, "request", `${name}.request`], [module, "get", `${name}.get`]);
  }
  for (const name of ["node:net", "node:tls"]) {
    const module = require(name) as object;
    targets.push([module, "connect", `${name}.connect`], [module, "createConnection", `${name}.createConnection`]);
  }
  // Every function of node:fs (sync, callback and stream openers) and of its promise API; classes are left alone.
  for (const [module, prefix] of [
    [fs, "node:fs"],
    [fsPromises, "node:fs/promises"],
  ] as const) {
    for (const key of Object.keys(module)) {
      if (typeof module[key] === "function" && /^[a-z]/.test(key)) targets.push([module, key, `${prefix}.${key}`]);
    }
  }
  return targets;
}

/** Replaces every target (and the global `Date` constructor) by a trap; returns the undo. */
function installTraps(touch: (name: string) => void): () => void {
  const undo: (() => void)[] = [];
  const replace = (owner: object, key: string, value: unknown): void => {
    const before = Object.getOwnPropertyDescriptor(owner, key);
    try {
      Object.defineProperty(owner, key, {
        value,
        writable: true,
        configurable: true,
        enumerable: before?.enumerable ?? false,
      });
    } catch {
      return; // a frozen or non-configurable property cannot be trapped; it cannot be reached impurely either
    }
    undo.push(() =>
      before === undefined ? Reflect.deleteProperty(owner, key) : Object.defineProperty(owner, key, before),
    );
  };
  const trap = (name: string) => () => {
    touch(name);
    throw new Error(`${name} is not allowed in a presenter: it must be a pure function of its arguments`);
  };
  try {
    for (const [owner, key, name] of trapTargets()) {
      if (owner !== undefined && owner !== null) replace(owner, key, trap(name));
    }
    const OriginalDate = Date;
    replace(
      globalThis,
      "Date",
      new Proxy(OriginalDate, {
        construct: (target, args, newTarget) => {
          if (args.length === 0) trap("new Date()")();
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply: () => trap("Date()")(),
      }),
    );
    // `import { readFileSync } from "node:fs"` binds to a copy that only this call refreshes.
    syncBuiltinESMExports();
  } catch (error) {
    restoreAll(undo);
    throw error;
  }
  return () => restoreAll(undo);
}

function restoreAll(undo: readonly (() => void)[]): void {
  for (const step of [...undo].reverse()) {
    try {
      step();
    } catch {
      // Keep restoring the rest.
    }
  }
  syncBuiltinESMExports();
}

// ---- arguments ----

/**
 * A structured copy, deep-frozen, so the presenter cannot change its arguments and freezing never
 * reaches the caller's own objects. Arguments that cannot be copied (functions, proxies) or frozen
 * (typed arrays) are reported instead: freezing the caller's originals would outlive the check.
 */
function isolate<T>(value: T): { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string } {
  try {
    return { ok: true, value: deepFreeze(structuredClone(value)) };
  } catch (error) {
    return { ok: false, why: describeError(error) };
  }
}

function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if ((typeof value !== "object" && typeof value !== "function") || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor !== undefined && "value" in descriptor) deepFreeze(descriptor.value, seen);
  }
  return Object.freeze(value);
}

/** Whether a view is a promise; a view whose `then` cannot even be read is treated as one. */
function isThenable(value: unknown): boolean {
  try {
    return (
      (typeof value === "object" || typeof value === "function") &&
      value !== null &&
      typeof (value as { then?: unknown }).then === "function"
    );
  } catch {
    return true;
  }
}

/** Deep equality of the two views; views that cannot be compared (throwing getters) count as different. */
function sameViews(first: unknown, second: unknown): boolean {
  try {
    return isDeepStrictEqual(first, second);
  } catch {
    return false;
  }
}
