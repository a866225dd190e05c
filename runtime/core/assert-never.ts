/**
 * The end of every generated dispatcher over a closed union: reaching it means a value outside the
 * union got past the type system (an unvalidated value, a stale build). The error names the union
 * and shows the value, described without trusting it (see `describe.ts`), so a hostile value still
 * yields this error and never a second exception.
 */
import { describeUnknown } from "./describe.js";

export function assertNever(value: never, union: string): never {
  throw new TypeError(`unhandled ${union}: ${describeUnknown(value)} is not a member of the closed union`);
}
