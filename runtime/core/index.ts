/**
 * `@cardc/runtime`: what generated code imports, and nothing specific to one vocabulary, so the
 * code `cardc gen` writes for any vocabulary rests on it: validator plumbing, the end of every
 * generated dispatcher, value descriptions for error messages, and the soft presenter wrapper. No
 * dependencies and no Node APIs: it runs in a browser as well. A package of its own, a regular
 * dependency of every vocabulary package (`build/runtime-package.mjs` packs it); the Markdown
 * escaping hosts share is its `@cardc/runtime/markdown` entry, and the purity check, which needs
 * Node, its `@cardc/runtime/purity` entry.
 */
export * from "./validation.js";
export * from "./assert-never.js";
export * from "./describe.js";
export * from "./present.js";
export * from "./standard-schema.js";
