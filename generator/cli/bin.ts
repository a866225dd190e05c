#!/usr/bin/env node
/**
 * Process entry of the `cardc` command: runs `main` and sets the exit code. Anything that escapes
 * `main` is a bug in cardc rather than in the vocabulary, and `reportBug` says so.
 */
import { main } from "./main.js";
import { reportBug } from "./report-bug.js";
import { processTerminal } from "./terminal.js";

/** The first SIGINT/SIGTERM asks a long-running command to stop cleanly; a second one ends the process at once. */
function listenForStopSignals(): AbortSignal {
  const controller = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => controller.abort());
  return controller.signal;
}

try {
  process.exitCode = await main(process.argv.slice(2), processTerminal, listenForStopSignals);
} catch (error) {
  process.exitCode = reportBug(error, processTerminal);
}
