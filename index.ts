/**
 * The package entry (`exports["."]`): the generated vocabulary types and validators, and the
 * hand-written runtime they rest on. Everything a presenter or a host needs is importable from here.
 */
export * from "./generated/index.js";
export type { CompiledValidator, Validation, ValidationError } from "./runtime/validation.js";
