/**
 * The changes to a built-in that nothing can undo, refused before they happen: a freeze, a seal, an
 * object made non-extensible, a property defined (or redefined) as non-configurable. The check
 * undoes every other change a presenter makes to the built-ins (`builtin-snapshot.ts`), but once
 * `Object.freeze(Object.prototype)` or a non-configurable `path.relative` has happened, the process
 * keeps it for good. So while the presenter runs, the functions that can make such a change refuse
 * to act on a built-in the check watches, and report it like any trap; on any other object they work
 * as ever. `Object.defineProperty` is refused on a built-in whatever the descriptor says: reading it
 * first would let a getter answer differently to the check and to the engine.
 */

/** The functions that can make a change permanent, by owner and name. */
const permanent: readonly (readonly [object, string, string])[] = [
  [Object, "freeze", "Object.freeze"],
  [Object, "seal", "Object.seal"],
  [Object, "preventExtensions", "Object.preventExtensions"],
  [Object, "defineProperty", "Object.defineProperty"],
  [Object, "defineProperties", "Object.defineProperties"],
  [Reflect, "preventExtensions", "Reflect.preventExtensions"],
  [Reflect, "defineProperty", "Reflect.defineProperty"],
];

// Taken at load: the presenter may replace them before it calls the functions below.
const { apply, defineProperty, getOwnPropertyDescriptor } = Reflect;
// oxlint-disable-next-line typescript/unbound-method -- applied to the set with Reflect.apply
const isWatched = WeakSet.prototype.has;

/**
 * Makes each of those functions refuse to act on any of `builtins` until the returned undo is
 * called; `touch` hears `Object.freeze on a built-in` and the like.
 */
export function refusePermanentChanges(builtins: WeakSet<object>, touch: (name: string) => void): () => void {
  const undo: (() => void)[] = [];
  for (const [owner, key, name] of permanent) {
    const before = getOwnPropertyDescriptor(owner, key);
    const original: unknown = before?.value;
    if (before === undefined || typeof original !== "function") continue;
    const refusal = `${name} on a built-in`;
    // A rest parameter is made from the call's arguments directly, without the iterator the presenter may have replaced.
    const guarded = function (this: unknown, ...args: unknown[]) {
      if (apply(isWatched, builtins, [args[0]]) === true) {
        touch(refusal);
        throw new TypeError(`${refusal} is not allowed in a presenter: the process would keep it for good`);
      }
      return apply(original, this, args) as unknown;
    };
    defineProperty(owner, key, { ...before, value: guarded });
    undo.push(() => defineProperty(owner, key, before));
  }
  return () => {
    for (let index = undo.length - 1; index >= 0; index--) (undo[index] as () => void)();
  };
}
