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
  /** One check per input type; an input says which one applies. */
  readonly checks: readonly ((value: unknown) => boolean)[];
}

export interface Input {
  /** Index into a contender's `checks`. */
  readonly type: number;
  readonly value: unknown;
}

export interface Throughput {
  /** Checks per second. */
  readonly opsPerSecond: Spread;
  /** Checks per second over the baseline's in the same round; median and range over the rounds. */
  readonly ratio: Spread;
}

type Loop = (checks: Contender["checks"], inputs: readonly Input[], repeat: number) => number;

/**
 * Each contender gets a loop function of its own, compiled from source: a loop shared by all of
 * them would see every contender's calls at one call site and stop inlining any of them, which
 * would time the call site rather than the validators.
 */
function freshLoop(): Loop {
  // oxlint-disable-next-line typescript/no-implied-eval -- a loop compiled per contender, as said above
  return new Function(
    "checks",
    "inputs",
    "repeat",
    `let accepted = 0;
    for (let r = 0; r < repeat; r++) {
      for (let i = 0; i < inputs.length; i++) {
        const input = inputs[i];
        if (checks[input.type](input.value)) accepted++;
      }
    }
    return accepted;`,
  ) as Loop;
}

let sink = 0;

/**
 * Milliseconds of CPU this process spent in the loop. On a machine shared with other work, wall
 * time would also count the moments another process held the core.
 */
function timeLoop(loop: Loop, checks: Contender["checks"], inputs: readonly Input[], repeat: number): number {
  const start = process.cpuUsage();
  sink += loop(checks, inputs, repeat);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Keeps the loops' verdict counts observable, so no engine can drop the calls as dead code. */
export function sinkValue(): number {
  return sink;
}

/**
 * Checks per second of each contender over `inputs`, and its ratio to the first contender (the
 * baseline). A warm-up sizes each round to about `roundMs`; then the contenders take turns, round
 * after round, so a busy moment of the machine falls on all of them alike, and the ratio is taken
 * within each round before the median.
 */
export function throughput(
  contenders: readonly Contender[],
  inputs: readonly Input[],
  options: { readonly rounds: number; readonly roundMs: number },
): Map<string, Throughput> {
  const loops = new Map(contenders.map((contender) => [contender.name, freshLoop()]));
  const repeats = new Map<string, number>();
  for (const contender of contenders) {
    const loop = loops.get(contender.name)!;
    let repeat = 1;
    for (;;) {
      const elapsed = timeLoop(loop, contender.checks, inputs, repeat);
      if (elapsed >= options.roundMs / 4) {
        repeats.set(contender.name, Math.max(1, Math.round((repeat * options.roundMs) / elapsed)));
        break;
      }
      repeat *= 4;
    }
  }
  const samples = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  const ratios = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    const speeds = contenders.map((contender) => {
      const repeat = repeats.get(contender.name)!;
      const elapsed = timeLoop(loops.get(contender.name)!, contender.checks, inputs, repeat);
      return (repeat * inputs.length * 1000) / elapsed;
    });
    contenders.forEach((contender, index) => {
      samples.get(contender.name)!.push(speeds[index]!);
      ratios.get(contender.name)!.push(speeds[index]! / speeds[0]!);
    });
  }
  return new Map(
    contenders.map((contender) => [
      contender.name,
      { opsPerSecond: spread(samples.get(contender.name)!), ratio: spread(ratios.get(contender.name)!) },
    ]),
  );
}

export interface ProcessTime {
  /** Wall-clock milliseconds from spawn to exit. */
  readonly wall: Spread;
  /** User plus system CPU milliseconds of the process and its children. */
  readonly cpu: Spread;
  /** Wall time over the first command's (the baseline's) in the same round; median and range over the rounds. */
  readonly ratio: Spread;
}

export interface ProcessContender {
  readonly name: string;
  readonly command: readonly string[];
  /** Runs before every run of the command, untimed: emptying an output folder, editing a source. */
  readonly before?: () => void;
}

/**
 * Wall and CPU time of running each command to completion, `rounds` times after one warm-up round
 * (skipped with `warmUp: false` where one run is costly and the caches are already warm). As with
 * `throughput`, the commands take turns round after round and the ratio to the first one (the
 * baseline, e.g. `node -e 0`) is taken within each round, so drift of the machine falls on all alike.
 * Each command runs under bash so that `times` can report its CPU time: on a shared machine wall
 * time also counts waiting for a core, CPU time does not.
 */
export function processTimes(
  contenders: readonly ProcessContender[],
  options: { readonly cwd: string; readonly rounds: number; readonly warmUp?: boolean },
): Map<string, ProcessTime> {
  const samples = contenders.map(() => ({ wall: [] as number[], cpu: [] as number[], ratio: [] as number[] }));
  for (let round = options.warmUp === false ? 0 : -1; round < options.rounds; round++) {
    const walls = contenders.map((contender, index) => {
      const { wall, cpu } = runOnce(contender, options.cwd);
      if (round >= 0) samples[index]!.cpu.push(cpu);
      return wall;
    });
    if (round < 0) continue;
    walls.forEach((wall, index) => {
      samples[index]!.wall.push(wall);
      samples[index]!.ratio.push(wall / walls[0]!);
    });
  }
  return new Map(
    contenders.map((contender, index) => {
      const { wall, cpu, ratio } = samples[index]!;
      return [contender.name, { wall: spread(wall), cpu: spread(cpu), ratio: spread(ratio) }];
    }),
  );
}

function runOnce(contender: ProcessContender, cwd: string): { wall: number; cpu: number } {
  const script = '"$@" >/dev/null 2>&1; status=$?; times; exit $status';
  contender.before?.();
  const start = performance.now();
  const result = spawnSync("bash", ["-c", script, "bash", ...contender.command], { cwd, encoding: "utf8" });
  const wall = performance.now() - start;
  if (result.status !== 0) throw new Error(`${contender.command.join(" ")} exited with ${result.status}`);
  return { wall, cpu: childCpu(result.stdout) };
}

/** Reads the children's line of bash `times` (`0m1.285s 0m0.418s`): user plus system, in ms. */
function childCpu(output: string): number {
  const line = output.trim().split("\n").at(-1) ?? "";
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return seconds.reduce((sum, value) => sum + value, 0) * 1000;
}
