/**
 * `cardc/runtime`: what generated code imports, and nothing specific to one vocabulary, so the
 * code `cardc gen` writes for any vocabulary rests on it: validator plumbing, the end of every
 * generated dispatcher, value descriptions for error messages, and the soft presenter wrapper.
 * No dependencies and no Node APIs: it runs in a browser as well.
 */
export * from "./validation.js";
export * from "./assert-never.js";
export * from "./describe.js";
export * from "./present.js";
