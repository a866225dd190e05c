/**
 * Work a presenter hands to Node to call back later by a way the traps do not list: every timer,
 * tick, request to the thread pool, handle or stream Node makes is an asynchronous resource, made
 * when the work is scheduled, so an async hook that hears each one made while the presenter runs
 * names them all (`Timeout`, `TickObject`, `PBKDF2REQUEST`, `ZLIB`), whichever function made them.
 * The traps stop the entry points they list before anything is scheduled; this is the net under
 * them, for the ones a later Node adds or a module reaches without them: such a presenter is not
 * pure. Promises are left to `deferred-work.ts`, which also runs their continuations under the traps.
 *
 * The hook is enabled only for the length of the call, and records into an object without a
 * prototype, which a presenter's change to `Object.prototype` cannot reach; the check stops it after
 * the built-ins are restored.
 */
import { createHook } from "node:async_hooks";

// Taken at load: while the presenter runs, the traps replace `createHook` and its binding here.
const makeHook = createHook;
const { ownKeys } = Reflect;

/** Starts listening; `stop` ends it and names the kinds of work scheduled meanwhile, in the order first seen. */
export function watchScheduledWork(): { readonly stop: () => string[] } {
  const kinds: Record<string, true> = Object.create(null) as Record<string, true>;
  const hook = makeHook({
    init: (_asyncId, type) => {
      if (type !== "PROMISE") kinds[type] = true;
    },
  });
  hook.enable();
  // A prototype-free object lists its keys in the order they were added.
  return { stop: () => (hook.disable(), ownKeys(kinds) as string[]) };
}
