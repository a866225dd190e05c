/**
 * Work a presenter leaves to run after it returns, which the traps alone would miss: an `async`
 * function's `await` adds a continuation without a call the traps can see, and the continuation runs
 * after the check has taken its traps down, where `fs.writeFileSync` is real again. A promise hook
 * marks every promise created while the presenter runs, and every promise created from a marked one
 * or while a marked continuation runs. The check counts them (a presenter that starts asynchronous
 * work is not pure), and each marked continuation runs under the traps again, put up just before it
 * and taken down just after, so whatever it reaches is refused as it would have been during the call.
 * Their rejections are handled here, so a refused continuation never surfaces as an unhandled
 * rejection in the caller's process.
 *
 * The hook is one for the process (promise hooks are global by nature), made on first use and
 * disabled again once every marked promise has settled.
 */
import { promiseHooks } from "node:v8";

/** What the check gives to run a marked continuation under traps: it puts them up and returns the undo. */
export type Rearm = () => () => void;

const marked = new WeakSet<object>();
// Taken before any check can trap them: the check traps both for presenters.
// oxlint-disable-next-line typescript/unbound-method -- applied to each promise with Reflect.apply
const originalThen = Promise.prototype.then;
const createHook = promiseHooks.createHook.bind(promiseHooks);
const ignore = () => undefined;
let watching = false;
let running = 0;
let pending = 0;
let attaching = false;
let rearm: Rearm | undefined;
let disarm: (() => void) | undefined;
let stopHook: (() => void) | undefined;
let createdDuringCall = 0;

/** Starts marking the promises created from now on; `stop` ends it and says how many there were. */
export function watchDeferredWork(rearmTraps: Rearm): { readonly stop: () => number } {
  rearm = rearmTraps;
  createdDuringCall = 0;
  stopHook ??= createHook({
    init: onInit,
    before: onBefore,
    after: onAfter,
    settled: onSettled,
  }) as () => void;
  watching = true;
  return {
    stop: () => {
      watching = false;
      if (pending === 0) stopWatching();
      return createdDuringCall;
    },
  };
}

function onInit(promise: Promise<unknown>, parent: Promise<unknown> | undefined): void {
  if (attaching || !(watching || running > 0 || (parent !== undefined && marked.has(parent)))) return;
  if (watching) createdDuringCall++;
  marked.add(promise);
  pending++;
  // A continuation refused by the traps rejects its promise; nobody is left to handle that.
  attaching = true;
  try {
    void Reflect.apply(originalThen, promise, [undefined, ignore]);
  } finally {
    attaching = false;
  }
}

function onBefore(promise: Promise<unknown>): void {
  if (!marked.has(promise)) return;
  if (running++ === 0) disarm = rearm?.();
}

function onAfter(promise: Promise<unknown>): void {
  if (!marked.has(promise)) return;
  if (--running === 0) {
    disarm?.();
    disarm = undefined;
  }
}

function onSettled(promise: Promise<unknown>): void {
  if (!marked.has(promise)) return;
  if (--pending === 0 && !watching && running === 0) stopWatching();
}

function stopWatching(): void {
  stopHook?.();
  stopHook = undefined;
}
