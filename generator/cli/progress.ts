/**
 * Progress lines for a command whose steps take seconds (`cardc dist`): one line on stderr as each
 * step starts, numbered against the steps planned, and one when all are done, with the time taken.
 * They are shown when stderr is a terminal, or when asked (`--progress`), so a log or a pipe that
 * did not ask gets exactly the command's report and nothing else.
 */
import type { Terminal } from "./terminal.js";

export interface Progress {
  /** Says that the next step, named `what`, starts. */
  step(what: string): void;
  /** Says that every step is done. */
  done(): void;
}

/** Whether progress is shown: asked for, or stderr is a terminal. */
export function wantsProgress(asked: boolean, stderrIsTerminal: boolean): boolean {
  return asked || stderrIsTerminal;
}

const silent: Progress = { step: () => undefined, done: () => undefined };

/** A reporter of `total` steps for `command`, writing to the terminal's error stream; silent when not `shown`. */
export function progressLines(
  command: string,
  total: number,
  terminal: Terminal,
  shown: boolean,
  now: () => number = () => performance.now(),
): Progress {
  if (!shown) return silent;
  const started = now();
  let count = 0;
  return {
    step(what) {
      count += 1;
      terminal.error(`${command}: [${count}/${total}] ${what}`);
    },
    done() {
      terminal.error(`${command}: done in ${((now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
