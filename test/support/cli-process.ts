/**
 * How tests start `cardc` as a real process, as `pnpm gen` does: the command line, the project
 * folder, an environment free of colour settings, and runs that can be awaited or killed midway.
 */
import { type ChildProcess, spawn } from "node:child_process";

export const projectRoot = new URL("../../", import.meta.url).pathname;

/** The compiled `cardc` command, as the package's `bin` names it (the test setup builds it first). */
export const cardcBin = new URL("../../dist/cli/cardc.js", import.meta.url).pathname;

/** `node` arguments that run the cardc CLI with `args`. */
export function cardcArgs(...args: string[]): string[] {
  return [cardcBin, ...args];
}

/**
 * The test's environment without FORCE_COLOR / NO_COLOR (the runner may set them) and without
 * GITHUB_ACTIONS (which makes GitHub annotations the default report), plus `extra`.
 */
export function cardcEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env["FORCE_COLOR"];
  delete env["NO_COLOR"];
  delete env["GITHUB_ACTIONS"];
  return { ...env, ...extra };
}

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

export function startCli(args: readonly string[], cwd: string = projectRoot): CliRun {
  const child = spawn(process.execPath, cardcArgs(...args), {
    cwd,
    env: cardcEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, finished };
}

export function runCli(args: readonly string[], cwd: string = projectRoot): Promise<Finished> {
  return startCli(args, cwd).finished;
}

/** A line that looks like a JavaScript stack frame: a user error must never print one. */
export const stackFrame = /^\s+at .+[:(].*\d+:\d+\)?$/m;
