/**
 * The purity check plugin authors run in their tests. A presenter runs on live calls and again on
 * session-log replay, on another machine, so it must be a pure function of its arguments. This calls
 * it twice and requires the same outcome, deep-equal views or the same error, and fails closed:
 *
 * - it hands the presenter guarded copies of its arguments (a change is refused and reported);
 * - while it runs, every entry point in `impure-entry-points.ts` (the process, the OS, child
 *   processes, workers, the network, DNS, the file system, clocks, randomness, timers, promise
 *   continuations, finalizers, hooks, fresh realms) is replaced by a trap that records its name and
 *   throws before anything happens;
 * - promises it creates are reported, and their continuations, which run after it returned, run
 *   under the traps again (`deferred-work.ts`), so an `async` body cannot act later either; any
 *   other asynchronous resource it makes is reported too (`scheduled-work.ts`);
 * - the view it returns is read whole, getters, `toJSON` and proxies included, while the traps are
 *   still up, and compared and reported as a plain copy (`plain-view.ts`);
 * - the second call runs as if on another machine (`environment-variation.ts`: another time zone,
 *   locale and code paths), so a card that depends on them differs between the calls;
 * - what it changed on `globalThis`, the built-ins, their prototypes, the built-in modules and the
 *   hidden intrinsics is named and undone (`builtin-snapshot.ts`), and a change nothing could undo
 *   (a freeze, a non-configurable property) is refused before it happens (`permanent-changes.ts`).
 *
 * Everything is restored afterwards, even when the presenter throws or breaks the iterators, the
 * import bindings of the built-in modules to exactly what they held (`import-bindings.ts`): the
 * process after the check is the process before it.
 *
 *     expect(checkPresenterPurity(bash.presentResult, [args, result]).problems).toEqual([]);
 *
 * It catches what a presenter reaches through the globals and the `node:` modules at call time; a
 * reference captured before the check (a module-level `const now = Date.now`), what a module does
 * when it is first loaded, and `import.meta.url`, which no second call in one process can move, are
 * beyond its sight; `checkPresenterAcrossMachines` (`purity-across-machines.ts`) runs it in two child
 * processes, the second as on another machine with the code at another path, for those
 * (docs/presenters.md lists what is and is not covered).
 */
import { isDeepStrictEqual } from "node:util";
import { describeError, describeUnknown } from "../core/describe.js";
import { builtinsToWatch, settleLazyGlobals, snapshotBuiltins } from "./builtin-snapshot.js";
import { watchDeferredWork } from "./deferred-work.js";
import { pretendMachine, type Machine } from "./environment-variation.js";
import { guardArguments } from "./guarded-arguments.js";
import { refusePermanentChanges } from "./permanent-changes.js";
import { readView } from "./plain-view.js";
import { installTraps } from "./purity-traps.js";
import { watchScheduledWork } from "./scheduled-work.js";

export { checkPresenterAcrossMachines, type PresenterModule } from "./purity-across-machines.js";

export interface PurityReport {
  /** True when both calls had the same outcome without touching, scheduling or changing anything. */
  readonly pure: boolean;
  /** One line per problem, e.g. `touched Date.now`, `the two calls returned different views`. */
  readonly problems: readonly string[];
  /** The first call's view, as a plain-data copy read under the traps (undefined when it threw). */
  readonly view: unknown;
  /** What both calls threw, when they threw the same: a presenter may refuse bad input that way. */
  readonly threw?: string;
}

type Outcome = { readonly view: unknown } | { readonly threw: string } | { readonly unreadable: string };

const machines: readonly Machine[] = ["here", "elsewhere"];

/** Calls `presenter(...args)` twice under the traps and reports every impurity seen. Never throws. */
export function checkPresenterPurity<Args extends readonly unknown[]>(
  presenter: (...args: Args) => unknown,
  args: Args,
): PurityReport {
  const touched = new Set<string>();
  const changed = new Set<string>();
  const lasting = new Set<string>();
  const unready = new Set<string>();
  const scheduled = new Set<string>();
  const outcomes: Outcome[] = [];
  let promised = false;
  let started = 0;
  settleLazyGlobals();
  const watched = builtinsToWatch();
  for (const machine of machines) {
    const guarded = guardArguments(args, recordInto(changed));
    if (!guarded.ok) {
      const problem = `the arguments could not be copied and guarded (${guarded.why}); pass plain JSON-like data`;
      return { pure: false, problems: [problem], view: undefined };
    }
    // Each step is undone in reverse order, whatever happens after it.
    const undo: (() => void)[] = [];
    let calling = false;
    try {
      // Started before the traps, which Node's own enabling of the hook would touch, and stopped
      // after them and the built-ins are restored.
      const later = watchScheduledWork();
      undo.push(() => later.stop().forEach((kind) => scheduled.add(kind)));
      undo.push(pretendMachine(machine));
      const removeTraps = installTraps(recordInto(touched));
      undo.push(() =>
        removeTraps().forEach((binding) => unready.add(`the import of ${binding} could not be restored`)),
      );
      undo.push(cloneThroughGuards(guarded.unguard));
      undo.push(refusePermanentChanges(watched.set, recordInto(touched)));
      const builtins = snapshotBuiltins(watched);
      undo.push(() =>
        builtins
          .undoChanges()
          .forEach(({ change, undone }) =>
            lasting.add(`${change}, a change that outlives the call ${undone ? "(undone)" : "and cannot be undone"}`),
          ),
      );
      const deferred = watchDeferredWork(() => installTraps(() => undefined));
      undo.push(() => (started += deferred.stop()));
      calling = true;
      const view = presenter(...guarded.value);
      calling = false;
      // Read now, under the traps: a getter or `toJSON` on the view would otherwise run after them.
      const reading = readView(view);
      if (reading.kind === "promise") promised = true;
      outcomes.push(
        reading.kind === "data"
          ? { view: reading.value }
          : { unreadable: reading.kind === "promise" ? "a promise" : reading.why },
      );
    } catch (error) {
      if (calling) outcomes.push({ threw: describeError(error) });
      else unready.add(`the check could not be set up: ${describeError(error)}`);
    } finally {
      // By index, not `for…of`: until the built-ins are restored, the iterators may be the presenter's.
      for (let index = undo.length - 1; index >= 0; index--) {
        try {
          (undo[index] as () => void)();
        } catch (error) {
          unready.add(`the check could not undo a step of its own: ${describeError(error)}`);
        }
      }
    }
  }
  const problems = [
    ...unready,
    ...[...touched].map((name) => `touched ${name}`),
    ...[...changed].map((where) => `changed ${where}`),
    ...lasting,
    ...[...scheduled].map(
      (kind) =>
        `scheduled asynchronous work (${kind}) that would run after it returned, by a way the traps do not list`,
    ),
  ];
  const [first, second] = outcomes;
  const firstView = first !== undefined && "view" in first ? first.view : undefined;
  if (promised) problems.push("returned a promise; a presenter returns its view synchronously");
  else {
    if (started > 0) {
      problems.push(
        "started asynchronous work (a promise) that would run after it returned; its continuations ran under the traps",
      );
    }
    const difference = differenceOf(first, second);
    if (difference !== undefined) problems.push(difference);
  }
  const threw = first !== undefined && "threw" in first && problems.length === 0 ? first.threw : undefined;
  return { pure: problems.length === 0, problems, view: firstView, ...(threw === undefined ? {} : { threw }) };
}

// Taken at load: a presenter could replace `Set.prototype.add` while it reaches a trap, and put it
// back before it returns, so that neither the trap nor the change would be seen.
// oxlint-disable-next-line typescript/unbound-method -- applied to each set with Reflect.apply
const addToSet = Set.prototype.add;
const { apply } = Reflect;

/** What the traps and guards call with each name they hear: an add the presenter cannot replace. */
function recordInto(names: Set<string>): (name: string) => void {
  return (name) => void apply(addToSet, names, [name]);
}

/** {@link checkPresenterPurity} for any test runner: throws an Error listing every problem. */
export function assertPresenterPure<Args extends readonly unknown[]>(
  presenter: (...args: Args) => unknown,
  args: Args,
): void {
  const report = checkPresenterPurity(presenter, args);
  if (!report.pure) throw new Error(`the presenter is not pure:\n  ${report.problems.join("\n  ")}`);
}

/** Why the two calls' outcomes differ or cannot be compared, or undefined when they agree. */
function differenceOf(first: Outcome | undefined, second: Outcome | undefined): string | undefined {
  if (first === undefined || second === undefined) return "the presenter was not called twice";
  if ("unreadable" in first) return `its view could not be read as plain data: ${first.unreadable}`;
  if ("unreadable" in second) return `its view could not be read as plain data: ${second.unreadable}`;
  if ("threw" in first || "threw" in second) {
    if ("threw" in first && "threw" in second && first.threw === second.threw) return undefined;
    return `the two calls ended differently: ${describeOutcome(first)} then ${describeOutcome(second)}`;
  }
  if (sameViews(first.view, second.view)) return undefined;
  return `the two calls returned different views: ${describeUnknown(first.view)} then ${describeUnknown(second.view)}`;
}

function describeOutcome(outcome: { readonly view: unknown } | { readonly threw: string }): string {
  return "threw" in outcome ? `threw ${outcome.threw}` : `returned ${describeUnknown(outcome.view)}`;
}

/**
 * `structuredClone(args)` is pure, but a proxy cannot be cloned: while the presenter runs, the clone
 * copies what the guards stand for.
 */
function cloneThroughGuards(unguard: (value: unknown) => unknown): () => void {
  const before = Object.getOwnPropertyDescriptor(globalThis, "structuredClone");
  const original = globalThis.structuredClone;
  Object.defineProperty(globalThis, "structuredClone", {
    ...before,
    value: (value: unknown, options?: Parameters<typeof structuredClone>[1]) => original(unguard(value), options),
  });
  return () => {
    if (before !== undefined) Object.defineProperty(globalThis, "structuredClone", before);
  };
}

/** Deep equality of the two views; views that cannot be compared (throwing getters) count as different. */
function sameViews(first: unknown, second: unknown): boolean {
  try {
    return isDeepStrictEqual(first, second);
  } catch {
    return false;
  }
}
