/**
 * The purity check against presenters that act where an open process is easiest to miss: through
 * the view they return (a getter, a shared `toJSON`), through a callback, a subscription or an
 * observer that runs after they return (an observer through a global that is a module's export),
 * through a clock or a terminal no global names, through an asynchronous resource no trap lists, and through changes to the
 * built-in modules and the intrinsics that would outlive the check. Each is called impure and its
 * effect does not happen; and the process is left exactly as it was: every import binding and
 * property of the built-in modules, the intrinsics, and a binding the caller had left out of sync.
 */
import { pbkdf2 } from "node:crypto";
import * as diagnosticsChannel from "node:diagnostics_channel";
import { EventEmitterAsyncResource } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as fs from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import * as tty from "node:tty";
import { afterAll, describe, expect, it } from "vitest";
import { checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { isInside } from "../../../runtime/demo/tools/workspace.js";
import { settle } from "../../support/settle.js";

const require = createRequire(import.meta.url);
const cjsPath = require("node:path") as Record<string, unknown>;
const scratch = mkdtempSync(join(tmpdir(), "cardc-purity-escapes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const card = (title: unknown) => ({ card: "generic", title: String(title) });

const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as { next: () => unknown };
const channelName = "cardc.purity.probe";
const channelMadeEarlier = diagnosticsChannel.channel(channelName);
/** Shared by every view the presenter below returns, as a prototype is. */
const clockCard = {
  toJSON: () => card(Date.now()),
};

describe("presenters that act where the traps were not", () => {
  const cases: readonly (readonly [string, (effect: string) => unknown, string])[] = [
    [
      "a getter on the view that reads the working directory",
      () => ({
        card: "generic",
        get title() {
          return process.cwd();
        },
      }),
      "touched process.cwd",
    ],
    [
      "a getter on the view that writes a file",
      (effect) => ({
        card: "generic",
        get title() {
          writeFileSync(effect, "x");
          return "t";
        },
      }),
      "touched node:fs.writeFileSync",
    ],
    ["a shared toJSON that reads the clock", () => Object.create(clockCard) as unknown, "touched Date.now"],
    [
      "a proxy view that reads the environment when its keys are listed",
      () =>
        new Proxy(card("x"), {
          ownKeys: (target) => [...Reflect.ownKeys(target), ...Object.keys(process.env).slice(0, 0)],
        }),
      "touched process.env",
    ],
    [
      "a crypto.pbkdf2 callback",
      (effect) => {
        pbkdf2("password", "salt", 1, 8, "sha256", () => writeFileSync(effect, "x"));
        return card("x");
      },
      "touched node:crypto.pbkdf2 with a callback",
    ],
    [
      "a diagnostics_channel subscription",
      (effect) => {
        diagnosticsChannel.subscribe(channelName, () => writeFileSync(effect, "x"));
        return card("x");
      },
      "touched node:diagnostics_channel.subscribe",
    ],
    [
      "a subscription to a channel made before the check",
      (effect) => {
        channelMadeEarlier.subscribe(() => writeFileSync(effect, "x"));
        return card("x");
      },
      "touched node:diagnostics_channel.Channel.prototype.subscribe",
    ],
    ["an event's time stamp", () => card(new Event("probe").timeStamp), "touched Event.timeStamp"],
    [
      "a performance mark",
      // The DOM typings hide the constructor that Node's global offers.
      () => card(new (PerformanceMark as unknown as new (name: string) => { startTime: number })("probe").startTime),
      "touched new PerformanceMark() without a startTime",
    ],
    [
      "a performance observer, reached through the global",
      (effect) => {
        new PerformanceObserver(() => writeFileSync(effect, "x")).observe({ entryTypes: ["mark"] });
        return card("x");
      },
      "touched node:perf_hooks.PerformanceObserver",
    ],
    ["whether stdin is a terminal", () => card(tty.isatty(0)), "touched node:tty.isatty"],
    [
      "an asynchronous resource made by a way the traps do not list",
      () => card(new EventEmitterAsyncResource({ name: "CardcProbe" }).asyncId),
      "scheduled asynchronous work (CardcProbe) that would run after it returned, by a way the traps do not list",
    ],
    [
      "a replaced node:path export",
      () => {
        cjsPath.basename = () => "hijacked";
        return card("x");
      },
      "replaced node:path.basename, a change that outlives the call (undone)",
    ],
    [
      "a replaced array iterator",
      () => {
        const next = arrayIterator.next;
        arrayIterator.next = function (this: unknown) {
          return Reflect.apply(next, this, []) as unknown;
        };
        return card("x");
      },
      "replaced %ArrayIteratorPrototype%.next, a change that outlives the call (undone)",
    ],
  ];

  it.each(cases)("%s is reported and its effect never happens", async (label, presenter, problem) => {
    const effect = join(scratch, label.replaceAll(" ", "-"));
    const report = checkPresenterPurity(() => presenter(effect), []);
    expect(report.pure).toBe(false);
    expect(report.problems).toContain(problem);
    channelMadeEarlier.publish("after the check");
    performance.mark("after the check");
    performance.clearMarks("after the check");
    await settle();
    expect(existsSync(effect)).toBe(false);
    expect(channelMadeEarlier.hasSubscribers).toBe(false);
  });

  it("hears a trap even while the presenter has replaced Set.prototype.add, put back before it returns", () => {
    const sneaky = () => {
      // oxlint-disable-next-line typescript/unbound-method -- put back as it was
      const add = Set.prototype.add;
      Set.prototype.add = function () {
        return this;
      };
      let now = "unknown";
      try {
        now = String(Date.now());
      } catch {
        // Under the check: the trap threw, and with the add replaced, it seemed to go unheard.
      } finally {
        Set.prototype.add = add;
      }
      return card(now === "unknown" ? "x" : now);
    };
    expect(checkPresenterPurity(sneaky, []).problems).toEqual(["touched Date.now"]);
  });

  it("restores the built-ins when the presenter gives every descriptor a getter through Object.prototype", () => {
    const report = checkPresenterPurity(() => {
      (Object.prototype as Record<string, unknown>)["get"] = () => "polluted";
      cjsPath["relative"] = () => "";
      return card("x");
    }, []);
    expect(report.problems).toEqual([
      "replaced node:path.relative, a change that outlives the call (undone)",
      "added Object.prototype.get, a change that outlives the call (undone)",
    ]);
    expect("get" in {}).toBe(false);
    expect(isInside("/work/session", "/etc/passwd")).toBe(false);
    expect(typeof Date.now()).toBe("number");
  });

  it("reads a plain view whole and reports it as a plain copy", () => {
    const report = checkPresenterPurity(
      () => ({
        card: "generic",
        get title() {
          return "computed";
        },
        at: { toJSON: () => "1970-01-01" },
      }),
      [],
    );
    expect(report).toEqual({
      pure: true,
      problems: [],
      view: { card: "generic", title: "computed", at: "1970-01-01" },
    });
    expect(Object.getOwnPropertyDescriptor(report.view, "title")).toHaveProperty("value", "computed");
  });

  it("calls a view it cannot copy to plain data impure", () => {
    const circular: Record<string, unknown> = { card: "generic" };
    circular["self"] = circular;
    expect(checkPresenterPurity(() => circular, []).problems).toEqual([
      "its view could not be read as plain data: it refers to itself at /self",
    ]);
    expect(checkPresenterPurity(() => ({ card: "generic", render: () => "x" }), []).problems).toEqual([
      "its view could not be read as plain data: it holds a function at /render; a card is plain data",
    ]);
  });

  it("still tears everything down when the presenter breaks the array iterator for good", () => {
    const next = arrayIterator.next;
    const report = checkPresenterPurity(() => {
      arrayIterator.next = () => ({ done: true, value: undefined });
      return card("x");
    }, []);
    expect(arrayIterator.next).toBe(next);
    expect(report.problems).toEqual([
      "replaced %ArrayIteratorPrototype%.next, a change that outlives the call (undone)",
    ]);
    expect(typeof Date.now()).toBe("number");
    const iterated: number[] = [];
    for (const item of [1, 2]) iterated.push(item);
    expect(iterated).toEqual([1, 2]);
  });
});

/** Node's built-in modules but those that warn or change the process when loaded. */
const loadable = builtinModules.filter(
  (name) => !name.startsWith("_") && !["sys", "punycode", "domain", "repl", "wasi"].includes(name),
);
const namespaces = await Promise.all(
  loadable.map(async (name) => [name, (await import(`node:${name}`)) as Record<string, unknown>] as const),
);

/** Every import binding and own property of the built-in modules, and the intrinsics a presenter can reach. */
function processState(): Map<string, unknown> {
  const state = new Map<string, unknown>();
  for (const [name, namespace] of namespaces) {
    for (const [key, value] of Object.entries(namespace)) state.set(`import ${name}.${key}`, value);
    const exported = require(`node:${name}`) as object;
    for (const key of Reflect.ownKeys(exported)) {
      state.set(`require ${name}.${String(key)}`, Reflect.getOwnPropertyDescriptor(exported, key));
    }
  }
  const intrinsics = {
    globalThis,
    arrayIterator,
    objectPrototype: Object.prototype,
    arrayPrototype: Array.prototype,
    functionPrototype: Function.prototype,
    promisePrototype: Promise.prototype,
    eventPrototype: Event.prototype,
    datePrototype: Date.prototype,
    typedArrayPrototype: Object.getPrototypeOf(Uint8Array.prototype) as object,
    generatorPrototype: Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())) as object,
  };
  for (const [name, object] of Object.entries(intrinsics)) {
    for (const key of Reflect.ownKeys(object)) {
      state.set(`${name}.${String(key)}`, Reflect.getOwnPropertyDescriptor(object, key));
    }
    state.set(`${name} prototype`, Object.getPrototypeOf(object));
  }
  return state;
}

/** The entries of `after` that are not exactly (by identity) those of `before`. */
function differences(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const identical = (a: unknown, b: unknown): boolean => {
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b);
    const [x, y] = [a as PropertyDescriptor, b as PropertyDescriptor];
    return (
      Object.is(x.value, y.value) &&
      x.get === y.get &&
      x.set === y.set &&
      x.writable === y.writable &&
      x.enumerable === y.enumerable &&
      x.configurable === y.configurable
    );
  };
  return [...keys].filter((key) => !identical(before.get(key), after.get(key)));
}

describe("changes to a built-in that nothing could undo", () => {
  it.each([
    ["a frozen Object.prototype", () => Object.freeze(Object.prototype), "Object.freeze"],
    ["a sealed Array.prototype", () => Object.seal(Array.prototype), "Object.seal"],
    [
      "an array iterator made non-extensible",
      () => Reflect.preventExtensions(arrayIterator),
      "Reflect.preventExtensions",
    ],
    [
      "a non-configurable node:path export",
      () => Object.defineProperty(cjsPath, "relative", { value: () => "", configurable: false, writable: false }),
      "Object.defineProperty",
    ],
    [
      "a non-configurable global",
      () => Reflect.defineProperty(globalThis, "cardcPinned", { value: 1 }),
      "Reflect.defineProperty",
    ],
  ])("%s is refused before it happens", (_label, change, refused) => {
    const relative = cjsPath["relative"];
    const report = checkPresenterPurity(() => {
      change();
      return card("x");
    }, []);
    expect(report.problems).toContain(`touched ${refused} on a built-in`);
    for (const object of [Object.prototype, Array.prototype, arrayIterator, cjsPath]) {
      expect(Object.isExtensible(object)).toBe(true);
    }
    expect(cjsPath["relative"]).toBe(relative);
    expect(Object.getOwnPropertyDescriptor(cjsPath, "relative")?.configurable).toBe(true);
    expect("cardcPinned" in globalThis).toBe(false);
    expect(isInside("/work/session", "/etc/passwd")).toBe(false);
  });

  it("lets a presenter freeze and define on its own objects", () => {
    const freezing = () => {
      const view = Object.defineProperty({ card: "generic" }, "title", { value: "x", enumerable: true });
      return Object.freeze(view);
    };
    expect(checkPresenterPurity(freezing, [])).toEqual({ pure: true, problems: [], view: card("x") });
  });
});

describe("the process after the check", () => {
  it("is exactly as before, whatever the presenters changed", () => {
    const before = processState();
    for (const [, presenter] of [
      [
        "path",
        () => {
          cjsPath.relative = () => "";
          cjsPath.added = 1;
          Reflect.deleteProperty(cjsPath, "dirname");
        },
      ],
      ["iterator", () => (arrayIterator.next = () => ({ done: true, value: undefined }))],
      ["clock", () => card(Date.now())],
      ["file", () => card(fs.readFileSync("/etc/hostname", "utf8"))],
    ] as const) {
      expect(checkPresenterPurity(presenter, []).pure).toBe(false);
    }
    expect(differences(before, processState())).toEqual([]);
  });

  it("leaves the agent's workspace test as it was when a presenter replaces node:path's relative", () => {
    const report = checkPresenterPurity(() => {
      cjsPath.relative = () => "";
      return card("x");
    }, []);
    expect(report.problems).toEqual(["replaced node:path.relative, a change that outlives the call (undone)"]);
    expect(isInside("/work/session", "/etc/passwd")).toBe(false);
    expect(isInside("/work/session", "/work/session/a.ts")).toBe(true);
  });

  it("keeps an import binding the caller left out of sync with its module out of sync", () => {
    const original = cjsPath.basename;
    const replaced = (name: string) => `replaced ${name}`;
    cjsPath.basename = replaced;
    try {
      expect(checkPresenterPurity(() => card("x"), []).pure).toBe(true);
      expect(basename).toBe(original);
      expect(cjsPath.basename).toBe(replaced);
    } finally {
      cjsPath.basename = original;
    }
  });
});
