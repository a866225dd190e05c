/**
 * The purity check: a pure presenter passes; every clock, randomness, timer, file-system and
 * network entry point fails it by name, even when the presenter catches the trap's error; mutating
 * the frozen arguments, differing views and a thrown error fail it; and every trapped function is
 * the original again afterwards.
 */
import * as fs from "node:fs";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assertPresenterPure, checkPresenterPurity } from "../../runtime/presenters/purity.js";
import { impurePresenters } from "./impure/presenters.js";

const args = { path: new URL(import.meta.url).pathname, nested: { list: [1, 2] } };

describe("checkPresenterPurity", () => {
  it("passes a pure presenter and returns its view", () => {
    const report = checkPresenterPurity((input: typeof args) => ({ card: "generic", title: input.path }), [args]);
    expect(report).toEqual({ pure: true, problems: [], view: { card: "generic", title: args.path } });
  });

  it.each(Object.entries(impurePresenters))("fails a presenter that touches %s, naming it", (name, presenter) => {
    const report = checkPresenterPurity(presenter, [args]);
    expect(report.pure).toBe(false);
    expect(report.problems[0]).toBe(`touched ${name}`);
  });

  it("names what was touched even when the presenter swallows the trap's error", () => {
    const sneaky = () => {
      try {
        return { card: "generic", title: String(Math.random()) };
      } catch {
        return { card: "generic", title: "fixed" };
      }
    };
    expect(checkPresenterPurity(sneaky, []).problems).toEqual(["touched Math.random"]);
  });

  it("hands the presenter deep-frozen copies of its arguments", () => {
    const mutating = (input: typeof args) => {
      input.nested.list.push(3);
      return { card: "generic", title: "x" };
    };
    const report = checkPresenterPurity(mutating, [args]);
    expect(report.problems[0]).toMatch(/^call 1 threw: TypeError: Cannot add property 2, object is not extensible$/);
    expect(args.nested.list).toEqual([1, 2]);
    expect(Object.isFrozen(args)).toBe(false);
  });

  it("fails a presenter whose two calls differ", () => {
    let calls = 0;
    const report = checkPresenterPurity(() => ({ card: "generic", title: `call ${++calls}` }), []);
    expect(report.problems).toEqual([
      'the two calls returned different views: {"card":"generic","title":"call 1"} then {"card":"generic","title":"call 2"}',
    ]);
  });

  it("fails an asynchronous presenter", () => {
    const report = checkPresenterPurity(async () => ({ card: "generic", title: "x" }), []);
    expect(report.problems).toEqual(["returned a promise; a presenter returns its view synchronously"]);
  });

  it("restores everything afterwards, even when the presenter throws", () => {
    const originals = [
      Date,
      Date.now,
      Math.random,
      performance.now,
      setTimeout,
      queueMicrotask,
      fetch,
      fs.readFileSync,
    ];
    const report = checkPresenterPurity(() => {
      try {
        Date.now();
      } finally {
        throw new Error("broken");
      }
    }, []);
    expect(report.problems).toEqual(["touched Date.now", "call 1 threw: Error: broken", "call 2 threw: Error: broken"]);
    expect([Date, Date.now, Math.random, performance.now, setTimeout, queueMicrotask, fetch, fs.readFileSync]).toEqual(
      originals,
    );
    expect(readFileSync(args.path, "utf8")).toContain("restores everything");
    expect(typeof new Date().getTime()).toBe("number");
  });

  it("reports arguments it cannot isolate instead of throwing or freezing the caller's objects", () => {
    const inner = { n: 1 };
    const withFunction = { f: () => 1, inner };
    const report = checkPresenterPurity(
      (args: typeof withFunction) => ({ card: "generic", title: String(args.inner.n) }),
      [withFunction],
    );
    expect(report.pure).toBe(false);
    expect(report.problems[0]).toMatch(/^the arguments could not be copied and frozen \(DataCloneError: /);
    expect(Object.isFrozen(withFunction) || Object.isFrozen(inner)).toBe(false);
    const throwingView = () => ({
      get then(): never {
        throw new Error("no");
      },
    });
    expect(checkPresenterPurity(throwingView, []).problems).toEqual([
      "returned a promise; a presenter returns its view synchronously",
    ]);
  });

  it("throws a readable error from assertPresenterPure", () => {
    expect(() => assertPresenterPure(() => ({ card: "generic", title: String(Math.random()) }), [])).toThrow(
      "the presenter is not pure:\n  touched Math.random",
    );
    expect(() => assertPresenterPure(() => ({ card: "generic", title: "x" }), [])).not.toThrow();
  });
});
