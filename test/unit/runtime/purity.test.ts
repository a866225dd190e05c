/**
 * The purity check as a whole: a pure presenter passes; an impure entry point fails it by name, even
 * when the presenter catches the trap's error; changing the guarded arguments and differing views
 * fail it; and every trapped entry point is the original again afterwards. Each family of entry
 * points, and proof that its effect did not happen, is in `purity-families.test.ts`; what fails it
 * closed (deferred work, another machine, lasting changes) in `purity-fails-closed.test.ts`.
 */
import * as fs from "node:fs";
import { readFileSync } from "node:fs";
import * as os from "node:os";
import { execSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { assertPresenterPure, checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { impurePresenters } from "../../support/impure-presenters.js";

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

  it("hands the presenter guarded copies of its arguments", () => {
    const mutating = (input: typeof args) => {
      input.nested.list.push(3);
      return { card: "generic", title: "x" };
    };
    const report = checkPresenterPurity(mutating, [args]);
    expect(report.problems).toEqual(["changed argument 1 at /nested/list/2"]);
    expect(report.pure).toBe(false);
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
    const current = () => [
      Date,
      Date.now,
      Math.random,
      // oxlint-disable-next-line typescript/unbound-method -- compared by identity, never called
      performance.now,
      setTimeout,
      queueMicrotask,
      fetch,
      fs.readFileSync,
      globalThis.process,
      // oxlint-disable-next-line typescript/unbound-method -- compared by identity, never called
      process.cwd,
      process.env,
      os.homedir,
      execSync,
      Object.getOwnPropertyDescriptor(process, "pid"),
      Object.getOwnPropertyDescriptor(globalThis, "WebSocket"),
    ];
    const originals = current();
    const report = checkPresenterPurity(() => {
      try {
        Date.now();
      } finally {
        // oxlint-disable-next-line no-unsafe-finally -- the presenter under test throws from finally on purpose
        throw new Error("broken");
      }
    }, []);
    expect(report.problems).toEqual(["touched Date.now"]);
    current().forEach((now, index) => expect(now, `entry ${index}`).toStrictEqual(originals[index]));
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
    expect(report.problems[0]).toMatch(/^the arguments could not be copied and guarded \(DataCloneError: /);
    expect(Object.isFrozen(withFunction) || Object.isFrozen(inner)).toBe(false);
    expect(
      checkPresenterPurity((_args: { m: Map<string, number> }) => ({ card: "generic", title: "x" }), [{ m: new Map() }])
        .problems,
    ).toEqual([
      "the arguments could not be copied and guarded (argument 1: Map at /m is not plain data); pass plain JSON-like data",
    ]);
    const throwingView = () => ({
      // oxlint-disable-next-line unicorn/no-thenable -- a hostile thenable that the purity check must survive
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
