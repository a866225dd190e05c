/**
 * What the CLI says when something escapes a command: by then every user error (a bad vocabulary,
 * a bad command line, an unwritable folder) has been reported and returned as an exit code, so
 * whatever is left is a bug in cardc. It says so, keeps the stack for the bug report, and exits 70.
 */
import { exitCodes } from "./exit-codes.js";
import type { Terminal } from "./terminal.js";

export function reportBug(error: unknown, terminal: Terminal): number {
  let detail: string;
  try {
    detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } catch {
    detail = "(the thrown value could not be described)";
  }
  terminal.error(`cardc: internal error, a bug in cardc (please report it with the schema that caused it):\n${detail}`);
  return exitCodes.internal;
}
