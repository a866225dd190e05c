/**
 * The package entry (`exports["."]`): the generated vocabulary types and validators, and the
 * hand-written runtime they rest on (bridge helpers, the prescribed fallbacks). Everything a presenter or a host needs is importable from here.
 */
export * from "./generated/index.js";
export type { CompiledValidator, Validation, ValidationError } from "./runtime/validation.js";
export { assertNever } from "./runtime/assert-never.js";
export * from "./runtime/present.js";
export * from "./runtime/card-fallbacks.js";
