/**
 * How a target's packer runs a toolchain's command, and the one error a packer throws: a message a
 * user can act on, which `cardc dist` prints without a stack trace.
 */
import { execFile } from "node:child_process";
import type { RunOptions } from "../targets/shared/packing.js";

/** A packer's failure a user can act on: one message, no stack trace; `unavailable` when a tool is not installed. */
export class PackError extends Error {
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
  }
}

/**
 * Runs a toolchain command, resolving with its stdout; a command that is not installed or fails
 * becomes a `PackError` carrying its own output.
 */
export function runCommand(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === "ENOENT") {
          return reject(new PackError(`${command} is not installed (cardc dist runs it)`, true));
        }
        const output = `${stdout}${stderr}`.trim();
        const line = [command, ...args].join(" ").replace(/\s*\n\s*/g, "; ");
        reject(new PackError(`${line} failed${output === "" ? "" : `:\n${output}`}`));
      },
    );
  });
}
