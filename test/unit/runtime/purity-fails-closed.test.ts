/**
 * The purity check fails closed. Work a presenter schedules to run after it returns (a promise
 * continuation, a dynamic import's, an `async` body after `await`, an abort-signal timer, a
 * finalizer, a process listener, a hook) is reported, and its effect never happens: no effect file
 * exists after the check, however long one waits. Entry points reached past the globals (a
 * prototype's constructor or method) are trapped. A card that depends on the machine (time zone,
 * locale, code paths) differs between the two calls. Lasting changes to the built-ins and
 * `globalThis` are named and undone. And what is pure is called pure: `structuredClone(args)`, and
 * a presenter that refuses bad input by throwing the same error each time.
 */
import * as asyncHooks from "node:async_hooks";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodeProcess from "node:process";
import * as traceEvents from "node:trace_events";
import { promiseHooks } from "node:v8";
import { afterAll, describe, expect, it } from "vitest";
import { checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { settle } from "../../support/settle.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-purity-closed-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const card = (title: unknown) => ({ card: "generic", title: String(title) });

describe("work scheduled to run after the call", () => {
  const registryMadeEarlier = new FinalizationRegistry<string>((path) => writeFileSync(path, "finalized"));
  /** Registries kept reachable, as a registry that is collected itself runs no finalizer at all. */
  const kept: FinalizationRegistry<number>[] = [];
  const cases: readonly (readonly [string, (effect: string) => unknown, string])[] = [
    [
      "a promise continuation",
      (effect) => Promise.resolve().then(() => writeFileSync(effect, "x")),
      "touched Promise.prototype.then",
    ],
    [
      "a dynamic import's continuation",
      (effect) => import("node:fs").then((module) => module.writeFileSync(effect, "x")),
      "touched Promise.prototype.then",
    ],
    [
      "an async body after await",
      (effect) =>
        void (async () => {
          await Promise.resolve();
          writeFileSync(effect, "x");
        })(),
      "started asynchronous work (a promise) that would run after it returned; its continuations ran under the traps",
    ],
    [
      "an async body after a dynamic import",
      (effect) =>
        void (async () => {
          const module = await import("node:fs");
          module.writeFileSync(effect, "x");
        })(),
      "started asynchronous work (a promise) that would run after it returned; its continuations ran under the traps",
    ],
    [
      "an abort-signal timer",
      (effect) => AbortSignal.timeout(1).addEventListener("abort", () => writeFileSync(effect, "x")),
      "touched AbortSignal.timeout",
    ],
    [
      "a finalizer",
      (effect) => {
        const registry = new FinalizationRegistry<number>(() => writeFileSync(effect, "x"));
        kept.push(registry);
        registry.register({}, 1);
      },
      "touched FinalizationRegistry",
    ],
    [
      "a finalizer on a registry made before the check",
      (effect) => registryMadeEarlier.register({}, effect),
      "touched FinalizationRegistry.prototype.register",
    ],
    [
      "a process listener on the imported process",
      (effect) => nodeProcess.on("beforeExit", () => writeFileSync(effect, "x")),
      "touched process.on",
    ],
    [
      "an async hook",
      (effect) => asyncHooks.createHook({ init: () => writeFileSync(effect, "x") }).enable(),
      "touched node:async_hooks.createHook",
    ],
    [
      "a promise hook",
      (effect) => promiseHooks.onInit(() => writeFileSync(effect, "x")),
      "touched node:v8.promiseHooks.onInit",
    ],
    [
      "a trace",
      (effect) => {
        traceEvents.createTracing({ categories: ["node.perf"] }).enable();
        writeFileSync(effect, "x");
      },
      "touched node:trace_events.createTracing",
    ],
  ];

  it("lets a finalizer registered outside the check run within the wait, so the waits below can see one", async () => {
    const effect = join(scratch, "finalizer-outside-the-check");
    const registry = new FinalizationRegistry<number>(() => writeFileSync(effect, "x"));
    kept.push(registry);
    registry.register({}, 1);
    registryMadeEarlier.register({}, `${effect}-earlier`);
    await settle();
    expect(existsSync(effect)).toBe(true);
    expect(existsSync(`${effect}-earlier`)).toBe(true);
    rmSync(effect);
    rmSync(`${effect}-earlier`);
  });

  it.each(cases)("%s is reported and its effect never happens", async (label, schedule, problem) => {
    const effect = join(scratch, label.replaceAll(" ", "-"));
    const beforeExit = nodeProcess.listenerCount("beforeExit");
    const report = checkPresenterPurity(() => {
      schedule(effect);
      return card("x");
    }, []);
    expect(report.pure).toBe(false);
    expect(report.problems).toContain(problem);
    await settle();
    expect(existsSync(effect)).toBe(false);
    expect(nodeProcess.listenerCount("beforeExit")).toBe(beforeExit);
    // The traps are down again for the caller.
    writeFileSync(effect, "the caller may");
    expect(existsSync(effect)).toBe(true);
  });

  it("leaves a caller's own promises alone", async () => {
    checkPresenterPurity(() => card("x"), []);
    await expect(Promise.resolve(1).then((n) => n + 1)).resolves.toBe(2);
  });
});

describe("entry points reached past the globals", () => {
  it.each([
    [
      "Date.prototype.constructor",
      () => card(new (Date.prototype.constructor as DateConstructor)().getTime()),
      "touched new Date()",
    ],
    [
      "the Performance prototype",
      () => card((Object.getPrototypeOf(performance) as typeof performance).now.call(performance)),
      "touched performance.now",
    ],
    [
      "the Crypto prototype",
      () =>
        card((Object.getPrototypeOf(crypto) as typeof crypto).getRandomValues.call(crypto, new Uint8Array(2)).join()),
      "touched crypto.getRandomValues",
    ],
    ["Buffer.allocUnsafe", () => card(Buffer.allocUnsafe(8).toString("hex")), "touched Buffer.allocUnsafe"],
  ])("%s is trapped", (_label, presenter, problem) => {
    expect(checkPresenterPurity(presenter, []).problems).toContain(problem);
  });
});

describe("a card that depends on the machine", () => {
  const epoch = { ms: 86_400_000 + 12_345 };
  it.each([
    ["the time zone's name", () => card(Intl.DateTimeFormat().resolvedOptions().timeZone)],
    ["the local hour", (at: typeof epoch) => card(new Date(at.ms).getHours())],
    ["Date#toString", (at: typeof epoch) => card(new Date(at.ms).toString())],
    ["the default locale's date", (at: typeof epoch) => card(new Date(at.ms).toLocaleDateString())],
    ["the default locale's number", () => card((1234.5).toLocaleString())],
    ["the default locale itself", () => card(new Intl.NumberFormat().resolvedOptions().locale)],
    ["a stack trace's paths", () => card(new Error("where").stack)],
  ])("differs between the calls: %s", (_label, presenter) => {
    const report = checkPresenterPurity(presenter, [epoch]);
    expect(report.pure).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(/^the two calls returned different views: /)]);
  });

  it("is pure when it names its locale and time zone", () => {
    const explicit = (at: typeof epoch) =>
      card(new Date(at.ms).toLocaleString("en-US", { timeZone: "UTC" }) + (1234.5).toLocaleString("en-US"));
    expect(checkPresenterPurity(explicit, [epoch])).toEqual({
      pure: true,
      problems: [],
      view: card("1/2/1970, 12:00:12 AM1,234.5"),
    });
  });
});

describe("lasting changes to the built-ins and globalThis", () => {
  it.each([
    [
      "Object.prototype pollution",
      () => {
        (Object.prototype as Record<string, unknown>)["polluted"] = true;
      },
      "added Object.prototype.polluted",
    ],
    [
      "a replaced JSON.stringify",
      () => {
        JSON.stringify = () => "hijacked";
      },
      "replaced JSON.stringify",
    ],
    [
      "a write to globalThis",
      () => {
        (globalThis as Record<string, unknown>)["leaked"] = 1;
      },
      "added globalThis.leaked",
    ],
    [
      "a removed Array.prototype method",
      () => {
        Reflect.deleteProperty(Array.prototype, "at");
      },
      "removed Array.prototype.at",
    ],
    [
      "a swapped prototype",
      () => {
        Object.setPrototypeOf(Map.prototype, null);
      },
      "replaced the prototype of Map.prototype",
    ],
  ])("%s is named and undone", (_label, change, named) => {
    const stringify = JSON.stringify;
    const report = checkPresenterPurity(() => {
      change();
      return card("x");
    }, []);
    expect(report.problems).toContain(`${named}, a change that outlives the call (undone)`);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(JSON.stringify).toBe(stringify);
    expect("leaked" in globalThis).toBe(false);
    expect([1, 2].at(-1)).toBe(2);
    expect(Object.getPrototypeOf(Map.prototype)).toBe(Object.prototype);
  });
});

describe("what is pure is called pure", () => {
  it("structuredClone of the arguments", () => {
    const args = { nested: { list: [1, 2] } };
    const cloning = (input: typeof args) => {
      const copy = structuredClone(input);
      copy.nested.list.push(3);
      return card(copy.nested.list.join());
    };
    expect(checkPresenterPurity(cloning, [args])).toEqual({ pure: true, problems: [], view: card("1,2,3") });
    expect(args.nested.list).toEqual([1, 2]);
  });

  it("a presenter that refuses bad input by throwing the same error each time", () => {
    const strict = (meta: { exitCode?: unknown }) => {
      if (typeof meta.exitCode !== "number") throw new Error("bash meta must hold an exitCode");
      return card(meta.exitCode);
    };
    expect(checkPresenterPurity(strict, [{}])).toEqual({
      pure: true,
      problems: [],
      view: undefined,
      threw: "Error: bash meta must hold an exitCode",
    });
  });

  it("but not one that throws differently each time", () => {
    let calls = 0;
    const moody = () => {
      throw new Error(`refusal ${++calls}`);
    };
    expect(checkPresenterPurity(moody, []).problems).toEqual([
      "the two calls ended differently: threw Error: refusal 1 then threw Error: refusal 2",
    ]);
  });
});

it("writes nothing itself: the scratch folder holds only what the tests wrote after each check", () => {
  expect(
    fs.readdirSync(scratch).every((name) => fs.readFileSync(join(scratch, name), "utf8") === "the caller may"),
  ).toBe(true);
});
