/**
 * The package entry (`exports["."]`): the generated vocabulary types, validators and bridge
 * skeletons, and the hand-written runtime they rest on (the soft presenter wrapper, the prescribed
 * fallbacks). Everything a presenter or a host needs is importable from here; the purity check,
 * a test tool that needs Node, is `cardc/purity`.
 */
export * from "./generated/index.js";
export type { Validation, ValidationError } from "./runtime/core/validation.js";
export { assertNever } from "./runtime/core/assert-never.js";
export { describeError, describeUnknown } from "./runtime/core/describe.js";
export * from "./runtime/core/present.js";
export * from "./runtime/presenters/card-fallbacks.js";
export { fencedBlock } from "./runtime/core/markdown.js";
