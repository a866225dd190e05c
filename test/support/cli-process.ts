/** Runs the real `cardc` command as a child process (`node --import tsx generator/cli/bin.ts …`), as `pnpm gen` does. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliRun {
  readonly child: ChildProcess;
  readonly finished: Promise<Finished>;
}

export function startCli(args: readonly string[]): CliRun {
  const child = spawn(process.execPath, ["--import", "tsx", "generator/cli/bin.ts", ...args], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, finished };
}

export function runCli(args: readonly string[]): Promise<Finished> {
  return startCli(args).finished;
}

/** A line that looks like a JavaScript stack frame: a user error must never print one. */
export const stackFrame = /^\s+at .+[:(].*\d+:\d+\)?$/m;
