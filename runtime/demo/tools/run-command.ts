/**
 * Runs a shell command for the live `bash` tool: in the foreground, collecting what it prints on
 * stdout and stderr in the order it arrives (capped, keeping the end, where failures show) until it
 * exits or a timeout ends it; in the background, detached, returning at once.
 */
import { spawn } from "node:child_process";

export interface CommandOutcome {
  readonly output: string;
  /** How it ended: an exit status, or the signal that ended it. */
  readonly ending: { readonly exitCode: number } | { readonly signal: string };
}

const outputCap = 30_000;

export function runInForeground(command: string, cwd: string, timeoutMs: number): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", command], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-outputCap);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ output: `${output}${error.message}\n`, ending: { exitCode: 127 } });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ output, ending: signal !== null ? { signal } : { exitCode: code ?? 0 } });
    });
  });
}

/** Starts the command detached from the agent; its process id, once it has one. */
export function runInBackground(command: string, cwd: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", command], { cwd, stdio: "ignore", detached: true });
    child.on("error", () => resolve(undefined));
    child.on("spawn", () => {
      child.unref();
      resolve(child.pid);
    });
  });
}
