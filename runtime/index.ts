/**
 * The runtime that generated code imports as `cardc/runtime`: validator plumbing, the end of every
 * generated dispatcher, and the hand-written helpers hosts and presenters share.
 */
export * from "./validation.js";
export * from "./assert-never.js";
export * from "./card-fallbacks.js";
