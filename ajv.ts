/**
 * The `cardc/ajv` entry: Ajv's standalone validators for the vocabulary, compiled when `cardc gen`
 * ran, one function per enum, record and leaf variant, for a host that wants Ajv's own error
 * objects (`instancePath`, `keyword`, `params`) on `validate.errors`. The package's `.` export
 * never loads this module; its `validateX` explain a rejection with generated code instead.
 */
export * from "./generated/validators.compiled.js";
