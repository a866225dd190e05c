/**
 * The purity check plugin authors run in their tests. A presenter runs on live calls and again on
 * session-log replay, so it must be a pure function of its arguments: this calls it twice and
 * requires deep-equal views (no hidden state), hands it guarded copies of its arguments (a change
 * is refused and reported), and while it runs, every entry point in `impure-entry-points.ts` (the
 * process, the OS, child processes, workers, the network, DNS, the file system, clocks,
 * randomness, timers, fresh realms) is replaced by a trap that records its name and throws before
 * anything happens: no process is spawned, no file touched, nothing sent. Everything is restored
 * afterwards, even when the presenter throws.
 *
 *     expect(checkPresenterPurity(bash.presentResult, [args, result]).problems).toEqual([]);
 *
 * It catches what a presenter reaches through the globals and the `node:` modules at call time; a
 * reference captured before the check (a module-level `const now = Date.now`) is beyond its sight.
 */
import { isDeepStrictEqual } from "node:util";
import { describeError, describeUnknown } from "../core/describe.js";
import { guardArguments } from "./guarded-arguments.js";
import { installTraps } from "./purity-traps.js";

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
  const changed = new Set<string>();
  const failures: string[] = [];
  const views: unknown[] = [];
  for (let call = 0; call < 2; call++) {
    const guarded = guardArguments(args, (where) => changed.add(where));
    if (!guarded.ok) {
      const problem = `the arguments could not be copied and guarded (${guarded.why}); pass plain JSON-like data`;
      return { pure: false, problems: [problem], view: undefined };
    }
    const restore = installTraps((name) => touched.add(name));
    try {
      views.push(presenter(...guarded.value));
    } catch (error) {
      failures.push(`call ${call + 1} threw: ${describeError(error)}`);
      views.push(undefined);
    } finally {
      restore();
    }
  }
  const problems = [
    ...[...touched].map((name) => `touched ${name}`),
    ...[...changed].map((where) => `changed ${where}`),
    ...failures,
  ];
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
