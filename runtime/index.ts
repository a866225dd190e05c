/**
 * The runtime that generated code imports as `cardc/runtime`: validator plumbing, the end of every
 * generated dispatcher, and the hand-written helpers hosts and presenters share. The purity check
 * (`purity.ts`) is a test tool that needs Node, so it has its own entry, `cardc/purity`.
 */
export * from "./validation.js";
export * from "./assert-never.js";
export * from "./describe.js";
export * from "./present.js";
export * from "./card-fallbacks.js";
