/**
 * The processes the shell tool started and that may still run, and how to end them. Each command
 * runs in a process group of its own; a sandboxed one also has a process id namespace of its own,
 * whose first process (named by bubblewrap on its info pipe) takes every process inside with it when
 * it dies, even those that left the group (`--new-session`). A stop waits until that id is known, so
 * a command stopped the instant it starts cannot leave its sandbox running. `stop` asks a command to
 * end (SIGTERM, then SIGKILL after a grace period); `stopAll` kills every one at once, for an agent
 * that is ending; a background command's group stays known until then, as it can outlive its first
 * process.
 */
import type { ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";

/** How long a group has to end after SIGTERM before SIGKILL. */
const graceMs = 2_000;
/** How long a stop waits for bubblewrap to name its sandbox before killing what it can reach. */
const namingMs = 2_000;

interface Started {
  readonly group: number;
  /** Resolves to the sandbox's first process, or undefined without a sandbox or once it cannot be known. */
  readonly sandbox: Promise<number | undefined>;
}

export class ProcessGroups {
  readonly #started = new Map<ChildProcess, Started>();

  /** Tracks `child`; `info` is bubblewrap's info pipe when it runs in a sandbox. */
  add(child: ChildProcess, info: Readable | undefined): void {
    if (child.pid === undefined) return;
    this.#started.set(child, {
      group: child.pid,
      sandbox: info === undefined ? Promise.resolve(undefined) : sandboxOf(info),
    });
  }

  /** Forgets a command whose every process is known to be gone. */
  forget(child: ChildProcess): void {
    this.#started.delete(child);
  }

  stop(child: ChildProcess): void {
    void this.kill(child, "SIGTERM");
    setTimeout(() => void this.kill(child, "SIGKILL"), graceMs).unref();
  }

  async kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    const started = this.#started.get(child);
    if (started !== undefined) await killStarted(started, signal);
  }

  async stopAll(): Promise<void> {
    const all = [...this.#started.values()];
    this.#started.clear();
    await Promise.all(all.map((started) => killStarted(started, "SIGKILL")));
  }
}

async function killStarted(started: Started, signal: NodeJS.Signals): Promise<void> {
  const sandbox = await started.sandbox;
  send(-started.group, signal);
  // The namespace's first process ignores SIGTERM; SIGKILL ends it and everything inside.
  if (sandbox !== undefined && signal === "SIGKILL") send(sandbox, signal);
}

function send(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

/** The `child-pid` bubblewrap writes as JSON on its info pipe; undefined if the pipe closes first or it takes too long. */
function sandboxOf(info: Readable): Promise<number | undefined> {
  return new Promise((resolve) => {
    let text = "";
    const done = (pid: number | undefined) => {
      clearTimeout(timer);
      resolve(pid);
    };
    const timer = setTimeout(() => done(undefined), namingMs);
    timer.unref();
    info.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(text)?.[1];
      if (pid !== undefined) done(Number(pid));
    });
    info.on("close", () => done(undefined));
    info.on("error", () => done(undefined));
  });
}
