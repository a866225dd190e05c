/**
 * Runs a shell command for the live `bash` tool, as the shell policy says (`sandbox.ts`), with an
 * environment built from an allow-list (`command-env.ts`), each in a process group of its own so
 * that stopping it stops everything it started. In the foreground it collects what the command
 * prints on stdout and stderr in the order it arrives, as text (`output-tail.ts`), until it exits,
 * its timeout passes or the call is cancelled; then the whole group gets SIGTERM and, after a grace
 * period, SIGKILL, and the call settles even if some process still holds the pipes. In the
 * background it returns at once. Every process it starts is known to the `ProcessGroups` it is given
 * (`process-groups.ts`), which ends them all when the agent stops.
 *
 * How the command ended comes from a small reporter that runs it (`bash -c`) and writes the outcome
 * on a pipe of its own: an exit status, or the signal that ended it, which bubblewrap's own exit
 * status cannot tell apart (it reports a signal as 128 + n).
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import { commandEnv } from "./command-env.js";
import { OutputTail } from "./output-tail.js";
import type { ProcessGroups } from "./process-groups.js";
import { commandLine, type ShellPolicy } from "./sandbox.js";

export interface CommandOutcome {
  readonly output: string;
  /** How it ended: an exit status, or the signal that ended it. */
  readonly ending: { readonly exitCode: number } | { readonly signal: string };
}

export interface CommandRun {
  readonly policy: ShellPolicy;
  readonly workspace: string;
  readonly cwd: string;
  readonly groups: ProcessGroups;
}

/** How long the pipes may stay open once the group is killed, before the call settles without them. */
const drainMs = 500;

const reporter = `const run = require("node:child_process").spawnSync("bash", ["-c", process.argv[1]], { stdio: "inherit" });
require("node:fs").writeSync(3, JSON.stringify(run.signal ? { signal: run.signal } : run.status === null ? { exitCode: 127 } : { exitCode: run.status }));`;

export function runInForeground(command: string, run: CommandRun, timeoutMs: number, signal: AbortSignal) {
  return new Promise<CommandOutcome>((resolve) => {
    const child = start(command, run, "foreground");
    const output = new OutputTail();
    const stdout = output.stream();
    const stderr = output.stream();
    let reported = "";
    child.stdout?.on("data", stdout.write);
    child.stderr?.on("data", stderr.write);
    child.stdio[3]?.on("data", (chunk: Buffer) => (reported += chunk.toString("utf8")));
    let settled = false;
    let stoppedBy: string | undefined;
    const stop = (why: NodeJS.Signals) => {
      stoppedBy ??= why;
      run.groups.stop(child);
    };
    const timer = setTimeout(() => stop("SIGTERM"), timeoutMs);
    const onAbort = () => stop("SIGTERM");
    signal.addEventListener("abort", onAbort, { once: true });
    const settle = (ending: CommandOutcome["ending"]) => {
      if (settled) return;
      settled = true;
      run.groups.forget(child);
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      stdout.end();
      stderr.end();
      resolve({ output: output.text(), ending });
    };
    child.on("error", (error) => {
      output.add(`${error.message}\n`);
      settle({ exitCode: 127 });
    });
    child.on("exit", (code, exitSignal) => {
      // What the command left running dies with it; the call settles when the pipes close, or soon after.
      void run.groups.kill(child, "SIGKILL");
      const ending = () => endingOf(reported, code, exitSignal, stoppedBy);
      child.on("close", () => settle(ending()));
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        settle(ending());
      }, drainMs).unref();
    });
  });
}

/** Starts the command in its own group, without waiting for it; its process id, once it has one. */
export function runInBackground(command: string, run: CommandRun): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = start(command, run, "background");
    child.on("error", () => resolve(undefined));
    child.on("spawn", () => {
      child.unref();
      resolve(child.pid);
    });
  });
}

/** Descriptor 3 carries the reporter's outcome, 4 bubblewrap's info, 5 the socket filter bubblewrap reads. */
const infoFd = 4;
const filterFd = 5;

function start(command: string, run: CommandRun, where: "foreground" | "background"): ChildProcess {
  const foreground = where === "foreground";
  const argv = foreground ? [process.execPath, "-e", reporter, command] : ["bash", "-c", command];
  const line = commandLine(run.policy, { workspace: run.workspace, cwd: run.cwd, infoFd, filterFd }, argv);
  const output = foreground ? "pipe" : "ignore";
  const sandboxed = run.policy.sandbox === "bubblewrap";
  const child = spawn(line.file, line.args, {
    cwd: run.cwd,
    env: commandEnv(process.env, sandboxed ? "/tmp" : run.workspace),
    stdio: ["ignore", output, output, output, sandboxed ? "pipe" : "ignore", sandboxed ? "pipe" : "ignore"],
    detached: true,
  });
  const info = sandboxed ? (child.stdio[infoFd] as Socket | null) : null;
  // The info pipe says one thing and must not keep the agent alive for a background command.
  info?.unref();
  // Node types the first five descriptors only.
  const filter = (child.stdio as readonly unknown[])[filterFd] as Socket | null | undefined;
  // Bubblewrap that fails before it reads the filter closes the pipe; the failure shows on stderr.
  filter?.on("error", () => undefined);
  if (line.filter !== undefined) filter?.end(line.filter);
  filter?.unref();
  run.groups.add(child, info ?? undefined);
  return child;
}

function endingOf(
  reported: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  stoppedBy: string | undefined,
): CommandOutcome["ending"] {
  // Stopped from here: the signal that was sent, whatever the reporter managed to say before it died.
  if (stoppedBy !== undefined) return { signal: stoppedBy };
  try {
    const parsed = JSON.parse(reported) as { exitCode?: unknown; signal?: unknown };
    if (typeof parsed.signal === "string") return { signal: parsed.signal };
    if (typeof parsed.exitCode === "number") return { exitCode: parsed.exitCode };
  } catch {
    // The reporter never spoke (it could not start): fall back on what the process itself says.
  }
  return signal !== null ? { signal } : { exitCode: code ?? 127 };
}
