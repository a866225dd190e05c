/**
 * What a presenter may not reach, family by family: the catalogue the purity check traps. A presenter
 * runs live and again on replay, on another machine, in another process, so anything that answers
 * differently there (the clock, randomness, the process, the host, the file system, the network) or
 * that acts on the world (a child process, a timer, a socket) makes the two runs disagree.
 *
 * Modules that exist to act or to observe (child processes, sockets, the OS) are trapped whole,
 * every function and class they export, except for the few pure helpers named here; modules with
 * pure and impure parts (crypto, the globals) are trapped entry point by entry point. Entries are
 * looked up when the traps are installed, so they are the live module objects.
 */
import { createRequire } from "node:module";

/**
 * One entry point. `call`: a function or class, trapped when called or constructed. `access`: a
 * property, trapped when read or written. `replace`: a value built around the trap, for entry
 * points that are impure only in some uses (`new Date()` but not `new Date(0)`).
 */
export type EntryPoint = {
  readonly owner: object;
  readonly key: string;
  readonly name: string;
} & (
  | { readonly how: "call" | "access" }
  | { readonly how: "replace"; readonly make: (trap: (name: string) => never, original: unknown) => unknown }
);

const require = createRequire(import.meta.url);

/** EventEmitter bookkeeping and the warning channel Node's own code uses on the real `process` object. */
const processInternals = new Set(["_events", "_eventsCount", "_maxListeners", "domain", "emitWarning"]);

/**
 * What `process` inherits from EventEmitter to run code later (`process.on("exit", …)`): trapped as
 * own properties of the real object, which `import process from "node:process"` reaches past the
 * guard on the global. `emit` is left alone: Node's own code emits on `process`.
 */
const processListeners = ["on", "once", "addListener", "prependListener", "prependOnceListener"];

export function impureEntryPoints(): EntryPoint[] {
  return withGlobalAliases([
    ...processState(),
    ...wholeModule("node:os"),
    ...wholeModule("node:child_process"),
    ...wholeModule("node:cluster", {
      state: ["isPrimary", "isMaster", "isWorker", "worker", "workers"],
    }),
    ...wholeModule("node:worker_threads", {
      state: ["isMainThread", "parentPort", "resourceLimits", "threadId", "workerData"],
    }),
    ...globals(["MessageChannel", "BroadcastChannel"]),
    ...wholeModule("node:net", { pure: ["isIP", "isIPv4", "isIPv6", "BlockList", "SocketAddress"] }),
    ...wholeModule("node:tls", { pure: ["checkServerIdentity", "convertALPNProtocols", "getCiphers"] }),
    ...wholeModule("node:http", {
      pure: ["validateHeaderName", "validateHeaderValue"],
      state: ["globalAgent"],
    }),
    ...wholeModule("node:https", { state: ["globalAgent"] }),
    ...wholeModule("node:http2", {
      pure: ["getDefaultSettings", "getPackedSettings", "getUnpackedSettings"],
    }),
    ...wholeModule("node:dgram"),
    // Compression that answers later, on a thread of its own; the `…Sync` forms are pure.
    ...wholeModule("node:zlib", {
      pure: Object.keys(require("node:zlib") as object).filter((key) => key.endsWith("Sync") || key === "crc32"),
    }),
    ...wholeModule("node:tty"),
    ...globals(["fetch", "WebSocket", "EventSource", "XMLHttpRequest"], { evenIfAbsent: true }),
    ...globals(["navigator"], { how: "access" }),
    ...wholeModule("node:dns"),
    ...wholeModule("node:dns/promises"),
    ...wholeModule("node:fs"),
    ...wholeModule("node:fs/promises"),
    ...clocks(),
    ...randomness(),
    ...timers(),
    ...wholeModule("node:vm"),
    ...globals(["ShadowRealm"]),
    ...wholeModule("node:v8", {
      pure: ["serialize", "deserialize", "Serializer", "Deserializer", "DefaultSerializer", "DefaultDeserializer"],
    }),
    ...wholeModule("node:inspector"),
    ...wholeModule("node:inspector/promises"),
    ...deferredWork(),
    ...wholeModule("node:async_hooks"),
    ...wholeModule("node:trace_events"),
    ...diagnosticsChannels(),
    ...members(require("node:module") as object, "node:module", ["syncBuiltinESMExports", "register"]),
    ...members(Buffer, "Buffer", ["allocUnsafe", "allocUnsafeSlow"]),
    ...members(require("node:buffer") as object, "node:buffer", ["SlowBuffer"]),
  ]);
}

/**
 * The same entry points where a global holds them too: `PerformanceObserver` is
 * `node:perf_hooks.PerformanceObserver`, and trapping the module's property leaves the global's.
 */
function withGlobalAliases(entries: readonly EntryPoint[]): EntryPoint[] {
  const byValue = new Map<unknown, EntryPoint>();
  for (const entry of entries) {
    if (entry.owner === globalThis || entry.how === "access") continue;
    const descriptor = Object.getOwnPropertyDescriptor(entry.owner, entry.key);
    if (descriptor !== undefined && typeof descriptor.value === "function") byValue.set(descriptor.value, entry);
  }
  const trapped = new Set(entries.filter((entry) => entry.owner === globalThis).map((entry) => entry.key));
  const aliases = Object.getOwnPropertyNames(globalThis).flatMap((key): EntryPoint[] => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    const entry = descriptor !== undefined && "value" in descriptor ? byValue.get(descriptor.value) : undefined;
    return entry === undefined || trapped.has(key) ? [] : [{ ...entry, owner: globalThis, key }];
  });
  return [...entries, ...aliases];
}

/**
 * What runs code after the presenter returned, when it can no longer be trapped: a continuation
 * added to a promise (`Promise.resolve().then(…)`, `import("node:fs").then(…)`), a finalizer, a
 * timer behind an abort signal, a hook on every promise. An `await` adds a continuation without any
 * call the traps could see; `deferred-work.ts` catches those.
 */
function deferredWork(): EntryPoint[] {
  const v8 = require("node:v8") as { promiseHooks?: object };
  return [
    ...members(Promise.prototype, "Promise.prototype", ["then", "catch", "finally"]),
    ...globals(["FinalizationRegistry", "WeakRef"]),
    ...members(FinalizationRegistry.prototype, "FinalizationRegistry.prototype", ["register"]),
    ...members(WeakRef.prototype, "WeakRef.prototype", ["deref"]),
    ...members(AbortSignal, "AbortSignal", ["timeout"]),
    ...(v8.promiseHooks === undefined
      ? []
      : members(v8.promiseHooks, "node:v8.promiseHooks", ["createHook", "onInit", "onBefore", "onAfter", "onSettled"])),
  ];
}

/**
 * Everything on `process` but Node's own bookkeeping: what it reports (`cwd`, `env`, `argv`, `pid`,
 * `platform`, `hrtime`, `memoryUsage`…) differs between the live run and a replay, and what it does
 * (`chdir`, `kill`, `exit`, `nextTick`, listeners) acts on the session. The global `process` is
 * also replaced by a guard, which reaches what the object's own properties cannot (the
 * non-configurable `argv0`, the inherited `on` and `emit`).
 */
function processState(): EntryPoint[] {
  const own = Object.getOwnPropertyNames(process)
    .filter((key) => !processInternals.has(key))
    .map((key): EntryPoint => {
      const descriptor = Object.getOwnPropertyDescriptor(process, key);
      const callable = descriptor !== undefined && "value" in descriptor && typeof descriptor.value === "function";
      return { owner: process, key, name: `process.${key}`, how: callable ? "call" : "access" };
    });
  const guard: EntryPoint = {
    owner: globalThis,
    key: "process",
    name: "process",
    how: "replace",
    make: (trap, original) =>
      new Proxy(original as object, {
        get: (target, key) =>
          typeof key === "string" && !processInternals.has(key)
            ? trap(`process.${key}`)
            : (Reflect.get(target, key, target) as unknown),
        set: (_target, key) => trap(`process.${String(key)}`),
      }),
  };
  const listeners = processListeners.map((key): EntryPoint => ({
    owner: process,
    key,
    name: `process.${key}`,
    how: "call",
  }));
  return [guard, ...own, ...listeners];
}

interface ModuleRules {
  /** Exports that compute from their arguments alone. */
  readonly pure?: readonly string[];
  /** Data exports that describe the running process or host. */
  readonly state?: readonly string[];
}

/** Every function and class a module exports, and the data exports named as state. */
function wholeModule(specifier: string, rules: ModuleRules = {}): EntryPoint[] {
  const module = require(specifier) as Record<string, unknown>;
  return Object.keys(module).flatMap((key): EntryPoint[] => {
    if (rules.pure?.includes(key) === true) return [];
    const name = `${specifier}.${key}`;
    if (rules.state?.includes(key) === true) return [{ owner: module, key, name, how: "access" }];
    return typeof module[key] === "function" ? [{ owner: module, key, name, how: "call" }] : [];
  });
}

/** Global functions and classes; `evenIfAbsent` installs a trap where this Node lacks the global, so a presenter written for a newer one is still caught. */
function globals(
  keys: readonly string[],
  options: { readonly how?: "call" | "access"; readonly evenIfAbsent?: boolean } = {},
): EntryPoint[] {
  return keys
    .filter((key) => options.evenIfAbsent === true || key in globalThis)
    .map((key) => ({ owner: globalThis, key, name: key, how: options.how ?? "call" }));
}

function clocks(): EntryPoint[] {
  const trappedDate = (trap: (name: string) => never, original: unknown) =>
    new Proxy(original as DateConstructor, {
      construct: (target, args, newTarget) =>
        args.length === 0 ? trap("new Date()") : (Reflect.construct(target, args, newTarget) as object),
      apply: () => trap("Date()"),
    });
  const date: EntryPoint = { owner: globalThis, key: "Date", name: "Date", how: "replace", make: trappedDate };
  // `new Date.prototype.constructor()` reaches the real constructor past the global.
  const dateConstructor: EntryPoint = {
    owner: Date.prototype,
    key: "constructor",
    name: "Date",
    how: "replace",
    make: trappedDate,
  };
  // The members live on the prototype, which `Object.getPrototypeOf(performance).now` reaches directly.
  const performancePrototype = Object.getPrototypeOf(performance) as object;
  const dateTimeFormat = Intl.DateTimeFormat.prototype;
  const formatWithoutDate = (method: "format" | "formatToParts"): EntryPoint => ({
    owner: dateTimeFormat,
    key: method,
    name: `Intl.DateTimeFormat ${method} without a date`,
    how: "replace",
    make: (trap) => {
      const descriptor = Object.getOwnPropertyDescriptor(dateTimeFormat, method);
      const read = (self: Intl.DateTimeFormat) =>
        (descriptor?.get?.call(self) ?? descriptor?.value) as (date?: unknown) => unknown;
      return function (this: Intl.DateTimeFormat, date?: unknown) {
        return date === undefined ? trap(`Intl.DateTimeFormat ${method} without a date`) : read(this).call(this, date);
      };
    },
  });
  return [
    date,
    dateConstructor,
    ...members(Date, "Date", ["now"]),
    ...members(performancePrototype, "performance", [
      "now",
      "mark",
      "measure",
      "timerify",
      "eventLoopUtilization",
      "getEntries",
      "getEntriesByName",
      "getEntriesByType",
      "toJSON",
    ]),
    ...members(performancePrototype, "performance", ["timeOrigin"], "access"),
    // An event is stamped with the clock when it is made; reading the stamp reads the clock.
    ...members(Event.prototype, "Event", ["timeStamp"], "access"),
    formatWithoutDate("format"),
    formatWithoutDate("formatToParts"),
    performanceMark(globalThis),
    performanceMark(require("node:perf_hooks") as object),
    ...wholeModule("node:perf_hooks", {
      pure: [
        "PerformanceEntry",
        "PerformanceMark",
        "PerformanceMeasure",
        "PerformanceObserverEntryList",
        "PerformanceResourceTiming",
      ],
    }),
  ];
}

/** Crypto functions that draw on randomness, whatever their arguments. */
const randomCrypto = [
  "randomBytes",
  "pseudoRandomBytes",
  "randomFill",
  "randomFillSync",
  "randomInt",
  "randomUUID",
  "getRandomValues",
  "generateKey",
  "generateKeySync",
  "generateKeyPair",
  "generateKeyPairSync",
  "generatePrime",
  "generatePrimeSync",
  // Their objects exist to generate keys.
  "createDiffieHellman",
  "createDiffieHellmanGroup",
  "getDiffieHellman",
  "createECDH",
];

/** `new PerformanceMark(name)` is stamped with the clock; one given its `startTime` is not. */
function performanceMark(owner: object): EntryPoint {
  const name = "new PerformanceMark() without a startTime";
  return {
    owner,
    key: "PerformanceMark",
    name,
    how: "replace",
    make: (trap, original) =>
      new Proxy(original as new (...args: unknown[]) => object, {
        construct: (target, args, newTarget) => {
          const options: unknown = args[1];
          const stamped = typeof options === "object" && options !== null && "startTime" in options;
          return stamped ? (Reflect.construct(target, args, newTarget) as object) : trap(name);
        },
        apply: () => trap(name),
      }),
  };
}

function randomness(): EntryPoint[] {
  const web = globalThis.crypto as typeof globalThis.crypto | undefined;
  const crypto = require("node:crypto") as Record<string, unknown>;
  return [
    ...members(Math, "Math", ["random"]),
    ...members(crypto, "node:crypto", randomCrypto),
    // The rest is pure when it answers at once, but given a callback (`pbkdf2`, `scrypt`, `hkdf`,
    // `sign`, `checkPrime`) it calls back after the presenter returned.
    ...Object.keys(crypto)
      .filter((key) => typeof crypto[key] === "function" && !randomCrypto.includes(key))
      .map((key) => withoutCallback(crypto, key, `node:crypto.${key}`)),
    ...(web === undefined
      ? []
      : [
          ...members(web, "crypto", ["getRandomValues", "randomUUID"]),
          // `Crypto.prototype.getRandomValues.call(crypto, …)` reaches past the instance.
          ...members(Object.getPrototypeOf(web) as object, "crypto", ["getRandomValues", "randomUUID"]),
          ...members(web.subtle, "crypto.subtle", ["generateKey"]),
          ...members(Object.getPrototypeOf(web.subtle) as object, "crypto.subtle", ["generateKey"]),
        ]),
  ];
}

function timers(): EntryPoint[] {
  const scheduler = (require("node:timers/promises") as { scheduler?: object }).scheduler;
  return [
    ...globals(["setTimeout", "setInterval", "setImmediate", "queueMicrotask"]),
    ...members(require("node:timers") as object, "node:timers", ["setTimeout", "setInterval", "setImmediate"]),
    ...wholeModule("node:timers/promises"),
    ...(scheduler === undefined ? [] : members(scheduler, "node:timers/promises.scheduler", ["wait", "yield"])),
    ...members(Atomics, "Atomics", ["wait", "waitAsync"]),
  ];
}

/**
 * The event channels any code can publish to: a subscription (`subscribe`, `bindStore`) runs the
 * presenter's code whenever something is published, long after it returned, and publishing runs
 * everyone else's. Trapped on the module and on both prototypes a channel has (an active one has
 * its own, which only a channel with a subscriber shows, so one is made and emptied here).
 */
function diagnosticsChannels(): EntryPoint[] {
  const channels = require("node:diagnostics_channel") as typeof import("node:diagnostics_channel");
  const probe = channels.channel(Symbol("cardc purity probe"));
  const listener = () => undefined;
  probe.subscribe(listener);
  const active = Object.getPrototypeOf(probe) as object;
  probe.unsubscribe(listener);
  const methods = ["subscribe", "unsubscribe", "bindStore", "unbindStore", "publish", "runStores"];
  return [
    ...wholeModule("node:diagnostics_channel"),
    ...[channels.Channel.prototype, active].flatMap((prototype) => [
      ...members(prototype, "node:diagnostics_channel.Channel.prototype", methods),
      ...members(prototype, "node:diagnostics_channel.Channel.prototype", ["hasSubscribers"], "access"),
    ]),
  ];
}

/** `owner[key]`, trapped as `name with a callback` when any argument is a function, and left to work otherwise. */
function withoutCallback(owner: object, key: string, name: string): EntryPoint {
  const { apply, construct } = Reflect;
  const givesCallback = (args: readonly unknown[]) => {
    // A loop, not `args.some`: the presenter may have replaced the array methods.
    for (let index = 0; index < args.length; index++) if (typeof args[index] === "function") return true;
    return false;
  };
  return {
    owner,
    key,
    name: `${name} with a callback`,
    how: "replace",
    make: (trap, original) =>
      new Proxy(original as (...args: unknown[]) => unknown, {
        apply: (target, self, args) =>
          givesCallback(args) ? trap(`${name} with a callback`) : apply(target, self, args),
        construct: (target, args, newTarget) =>
          givesCallback(args) ? trap(`${name} with a callback`) : (construct(target, args, newTarget) as object),
      }),
  };
}

/** Named members of one object, reported as `prefix.key`. */
function members(
  owner: object,
  prefix: string,
  keys: readonly string[],
  how: "call" | "access" = "call",
): EntryPoint[] {
  return keys.map((key) => ({ owner, key, name: `${prefix}.${key}`, how }));
}
