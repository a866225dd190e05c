/**
 * The `.` entry of this repository's vocabulary package (`package.json`'s `cardc.packages.npm`): the
 * generated types, validators and bridge skeletons, the prescribed fallbacks, and the parts of
 * `@cardc/runtime` a presenter or a host calls most (the soft presenter wrapper, `assertNever`), so
 * one import serves both. The hosts are entries of their own (`cardc.exports`).
 */
export * from "./generated/index.js";
export type { Validation, ValidationError } from "@cardc/runtime";
export { assertNever, describeError, describeUnknown } from "@cardc/runtime";
export { fencedBlock } from "@cardc/runtime/markdown";
export {
  softPresentCall,
  softPresentResult,
  type FallbackReason,
  type InputCheck,
  type PresentFallback,
  type SoftPresentOptions,
  type SoftPresentResultOptions,
} from "@cardc/runtime";
export * from "./runtime/presenters/card-fallbacks.js";
