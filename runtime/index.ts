/**
 * The runtime that generated code imports as `cardc/runtime`: validator plumbing today, and the
 * hand-written helpers hosts and presenters share.
 */
export * from "./validation.js";
