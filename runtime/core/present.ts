/**
 * The soft presentation path. A presenter (`presentCall(args)`, `presentResult(args, result)`) runs
 * on live calls and on replays of old session logs, so presentation must never crash: this wrapper
 * returns the presenter's view, copied (`plain-copy.ts`), or `undefined` (which every host shows as the generic card) when
 * the arguments are malformed or from an older tool version, the presenter throws, or the view it
 * returns is not a valid card. Each such fallback is reported through `onFallback` with the reason.
 *
 * The view validator is a parameter (pass the generated `validateToolCallView` /
 * `validateToolResultView`) rather than an import: generated code imports this runtime, so the
 * runtime importing generated code would make a module cycle, and a parameter also lets a host
 * with a merged-in vocabulary pass its own validator.
 */
import type { Validation, ValidationError } from "./validation.js";
import { describeError, describeUnknown } from "./describe.js";
import { plainCopy } from "./plain-copy.js";

/** A check of unknown input: a generated `validateX`, or any type guard. */
export type InputCheck<T> = ((value: unknown) => Validation<T>) | ((value: unknown) => value is T);

/** Why a presenter's view was replaced by the generic fallback. */
export type FallbackReason =
  | { readonly kind: "invalid-args"; readonly errors: readonly string[] }
  | { readonly kind: "invalid-result"; readonly errors: readonly string[] }
  | { readonly kind: "threw"; readonly error: unknown }
  | { readonly kind: "invalid-view"; readonly errors: readonly string[] };

export interface PresentFallback {
  /** The presenter's name as given in the options, e.g. `bash.presentResult`. */
  readonly presenter: string;
  readonly reason: FallbackReason;
  /** The whole report on one line, for a log. */
  readonly text: string;
}

export interface SoftPresentOptions<Args, View> {
  /** Names the presenter in reports. */
  readonly name: string;
  /** Checks the presenter's return value; pass the generated `validateToolCallView` / `validateToolResultView`. */
  readonly validateView: (value: unknown) => Validation<View>;
  /** Checks the arguments before the presenter sees them; without it they are passed as they are. */
  readonly validateArgs?: InputCheck<Args>;
  /** Told about every fallback; an exception it throws is ignored. */
  readonly onFallback?: (fallback: PresentFallback) => void;
}

export interface SoftPresentResultOptions<Args, Result, View> extends SoftPresentOptions<Args, View> {
  /** Checks the result before the presenter sees it (e.g. the generated `validateToolResult`). */
  readonly validateResult?: InputCheck<Result>;
}

/** Wraps `presentCall(args)`: the view, or `undefined` (the generic fallback). Never throws. */
export function softPresentCall<Args, View>(
  presentCall: (args: Args) => View | undefined,
  options: SoftPresentOptions<Args, View>,
): (args: unknown) => View | undefined {
  return (args) =>
    presentSoftly(options, () => {
      const checkedArgs = checkInput(options.validateArgs, args, "invalid-args");
      return checkedArgs.ok ? { ok: true, view: () => presentCall(checkedArgs.value) } : checkedArgs;
    });
}

/** Wraps `presentResult(args, result)`: the view, or `undefined` (the generic fallback). Never throws. */
export function softPresentResult<Args, Result, View>(
  presentResult: (args: Args, result: Result) => View | undefined,
  options: SoftPresentResultOptions<Args, Result, View>,
): (args: unknown, result: unknown) => View | undefined {
  return (args, result) =>
    presentSoftly(options, () => {
      const checkedArgs = checkInput(options.validateArgs, args, "invalid-args");
      if (!checkedArgs.ok) return checkedArgs;
      const checkedResult = checkInput(options.validateResult, result, "invalid-result");
      if (!checkedResult.ok) return checkedResult;
      return { ok: true, view: () => presentResult(checkedArgs.value, checkedResult.value) };
    });
}

type Prepared<View> =
  | { readonly ok: true; readonly view: () => View | undefined }
  | { readonly ok: false; readonly reason: FallbackReason };

function presentSoftly<Args, View>(
  options: SoftPresentOptions<Args, View>,
  prepare: () => Prepared<View>,
): View | undefined {
  let view: View | undefined;
  try {
    const prepared = prepare();
    if (!prepared.ok) return fallBack(options, prepared.reason);
    view = prepared.view();
  } catch (error) {
    return fallBack(options, { kind: "threw", error });
  }
  // A presenter may decline to present: `undefined` is the generic card, not a failure.
  if (view === undefined) return undefined;
  // The card is checked and handed on as a copy, each property read once: a getter or proxy the
  // presenter returned cannot give the bridge another value than the one checked.
  let copy: unknown;
  try {
    copy = plainCopy(view);
  } catch (error) {
    return fallBack(options, { kind: "invalid-view", errors: [`it could not be read (${describeError(error)})`] });
  }
  let checked: ReturnType<typeof options.validateView>;
  try {
    checked = options.validateView(copy);
  } catch (error) {
    return fallBack(options, { kind: "invalid-view", errors: [`the check threw (${describeError(error)})`] });
  }
  if (!checked.ok) return fallBack(options, { kind: "invalid-view", errors: checked.errors.map(errorText) });
  return checked.value;
}

function checkInput<T>(
  check: InputCheck<T> | undefined,
  value: unknown,
  kind: "invalid-args" | "invalid-result",
): { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: FallbackReason } {
  if (check === undefined) return { ok: true, value: value as T };
  let verdict: Validation<T> | boolean;
  try {
    verdict = check(value);
  } catch (error) {
    return { ok: false, reason: { kind, errors: [`the check threw (${describeError(error)})`] } };
  }
  if (verdict === true) return { ok: true, value: value as T };
  if (verdict === false) return { ok: false, reason: { kind, errors: [`${describeUnknown(value)} was rejected`] } };
  return verdict.ok ? verdict : { ok: false, reason: { kind, errors: verdict.errors.map(errorText) } };
}

function fallBack<Args, View>(options: SoftPresentOptions<Args, View>, reason: FallbackReason): undefined {
  try {
    options.onFallback?.({ presenter: options.name, reason, text: `${options.name}: ${describeReason(reason)}` });
  } catch {
    // Reporting is best effort: a failing logger must not crash a replay either.
  }
  return undefined;
}

function describeReason(reason: FallbackReason): string {
  switch (reason.kind) {
    case "invalid-args":
      return `malformed or legacy arguments, showing the generic card: ${reason.errors.join("; ")}`;
    case "invalid-result":
      return `malformed result, showing the generic card: ${reason.errors.join("; ")}`;
    case "threw":
      return `the presenter threw (${describeError(reason.error)}), showing the generic card`;
    case "invalid-view":
      return `the presenter returned an invalid card, showing the generic card: ${reason.errors.join("; ")}`;
  }
}

function errorText(error: ValidationError): string {
  return error.text;
}
