/**
 * What importing a module costs a fresh process: the time from just before `await import(...)` to
 * just after, measured inside the process (so node's own start-up is not counted), median of several
 * processes, in plain node as a host loads it. The modules are read from the package: the `.`
 * export, and the largest file it loads (a chunk), alone.
 */
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { type Spread, spread } from "./measure.js";
import { dotExport, moduleGraph, projectRoot } from "./package-entries.js";

export interface ImportTime {
  /** Wall milliseconds. */
  readonly ms: Spread;
  /** CPU milliseconds of the importing process over the same span. */
  readonly cpu: Spread;
}

export interface ImportRow extends ImportTime {
  readonly name: string;
  readonly bytes: number;
}

/** Import time of `module` (an absolute path), after one warm-up process that fills the disk cache. */
export function importTime(module: string, rounds: number): ImportTime {
  const script = `const cpu = process.cpuUsage(); const start = performance.now(); await import(${JSON.stringify(module)}); const used = process.cpuUsage(cpu); process.stdout.write(String(performance.now() - start) + " " + String((used.user + used.system) / 1000));`;
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let round = -1; round < rounds; round++) {
    const result = spawnSync("node", ["--input-type=module", "-e", script], { cwd: projectRoot, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`importing ${module} failed:\n${result.stderr}`);
    const [wall, cpu] = result.stdout.split(" ").map(Number);
    if (round < 0) continue;
    samples.push(wall!);
    cpuSamples.push(cpu!);
  }
  return { ms: spread(samples), cpu: spread(cpuSamples) };
}

/** The package's `.` export in plain node, and the largest file it loads on its own. */
export async function measureImports(rounds: number): Promise<ImportRow[]> {
  const entry = dotExport();
  const graph = await moduleGraph(entry);
  const largest = graph.modules[0]!;
  return [
    { name: `the \`.\` export, ${relative(projectRoot, entry)}`, bytes: graph.bytes, ...importTime(entry, rounds) },
    {
      name: `its largest file alone, ${largest.path}`,
      bytes: largest.bytes,
      ...importTime(join(projectRoot, largest.path), rounds),
    },
  ];
}
