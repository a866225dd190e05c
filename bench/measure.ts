/**
 * How the benchmark times things: every contender of a group runs on the same inputs, round after
 * round in turn (so drift of the machine falls on all of them alike), after a warm-up that also
 * sizes each round to about `roundMs`. A figure is the median of the rounds, with their min and max.
 */
import { performance } from "node:perf_hooks";
import { spawnSync } from "node:child_process";

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export interface Contender {
  readonly name: string;
  readonly check: (value: unknown) => boolean;
}

/**
 * Calls per second of each contender over `inputs`. Every call's verdict is counted and compared
 * with `expected`, so the work cannot be optimised away and a wrong verdict is seen, not timed.
 */
export function throughput(
  contenders: readonly Contender[],
  inputs: readonly unknown[],
  options: { readonly rounds: number; readonly roundMs: number },
): Map<string, Spread> {
  const repeats = new Map<string, number>();
  for (const contender of contenders) {
    let repeat = 1;
    for (;;) {
      const elapsed = timeLoop(contender.check, inputs, repeat);
      if (elapsed >= options.roundMs / 4) {
        repeats.set(contender.name, Math.max(1, Math.round((repeat * options.roundMs) / elapsed)));
        break;
      }
      repeat *= 4;
    }
  }
  const samples = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const contender of contenders) {
      const repeat = repeats.get(contender.name)!;
      const elapsed = timeLoop(contender.check, inputs, repeat);
      samples.get(contender.name)!.push((repeat * inputs.length * 1000) / elapsed);
    }
  }
  return new Map([...samples].map(([name, values]) => [name, spread(values)]));
}

let sink = 0;

function timeLoop(check: (value: unknown) => boolean, inputs: readonly unknown[], repeat: number): number {
  const start = performance.now();
  let accepted = 0;
  for (let r = 0; r < repeat; r++) {
    for (let i = 0; i < inputs.length; i++) if (check(inputs[i])) accepted++;
  }
  const elapsed = performance.now() - start;
  sink += accepted;
  return elapsed;
}

/** Keeps the loops' verdict counts observable, so no engine can drop the calls. */
export function sinkValue(): number {
  return sink;
}

/** Median wall time in milliseconds of running a command to completion, `rounds` times after one warm-up run. */
export function wallTime(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly rounds: number; readonly before?: () => void },
): Spread {
  const samples: number[] = [];
  for (let round = -1; round < options.rounds; round++) {
    options.before?.();
    const start = performance.now();
    const result = spawnSync(command, args, { cwd: options.cwd, encoding: "utf8" });
    const elapsed = performance.now() - start;
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(" ")} exited with ${result.status}:\n${result.stderr}`);
    }
    if (round >= 0) samples.push(elapsed);
  }
  return spread(samples);
}
