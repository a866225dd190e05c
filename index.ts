/**
 * The package entry (`exports["."]`): the generated vocabulary types, validators and bridge
 * skeletons, and the hand-written runtime they rest on (the soft presenter wrapper, the prescribed
 * fallbacks). Everything a presenter or a host needs is importable from here; the purity check,
 * a test tool that needs Node, is `cardc/purity`.
 */
export * from "./generated/index.js";
export type { CompiledValidator, Validation, ValidationError } from "./runtime/validation.js";
export { assertNever } from "./runtime/assert-never.js";
export { describeError, describeUnknown } from "./runtime/describe.js";
export * from "./runtime/present.js";
export * from "./runtime/card-fallbacks.js";
