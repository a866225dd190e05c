/**
 * Process entry of the `cardc` command: runs `main` and sets the exit code. Anything that escapes
 * `main` is a bug in cardc rather than in the vocabulary, and `reportBug` says so.
 */
import { main } from "./main.js";
import { reportBug } from "./report-bug.js";
import { processTerminal } from "./terminal.js";

try {
  process.exitCode = await main(process.argv.slice(2), processTerminal);
} catch (error) {
  process.exitCode = reportBug(error, processTerminal);
}
