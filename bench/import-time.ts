/**
 * What importing a module costs a fresh process: the time from just before `await import(...)` to
 * just after, measured inside the process (so node's own start-up is not counted), median of several
 * processes, in plain node as a host loads it. The importing script is itself an ES module file, as a
 * host's is, so the time does not include starting node's ES module loader (about 10 ms here when
 * the first import comes from `node -e`). The modules are read from the package: the `.` export, and
 * the largest file it loads (a chunk), alone; an empty module gives the floor.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
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
  const script = join(workFolder, "import-once.mjs");
  mkdirSync(workFolder, { recursive: true });
  writeFileSync(
    script,
    "const [module] = process.argv.slice(2);\n" +
      "const cpu = process.cpuUsage();\n" +
      "const start = performance.now();\n" +
      "await import(module);\n" +
      "const used = process.cpuUsage(cpu);\n" +
      'process.stdout.write(String(performance.now() - start) + " " + String((used.user + used.system) / 1000));\n',
  );
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let round = -1; round < rounds; round++) {
    const result = spawnSync("node", [script, module], { cwd: projectRoot, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`importing ${module} failed:\n${result.stderr}`);
    const [wall, cpu] = result.stdout.split(" ").map(Number);
    if (round < 0) continue;
    samples.push(wall!);
    cpuSamples.push(cpu!);
  }
  return { ms: spread(samples), cpu: spread(cpuSamples) };
}

const workFolder = join(projectRoot, "bench", ".work", "import");

/** The package's `.` export in plain node, the largest file it loads on its own, and an empty module. */
export async function measureImports(rounds: number): Promise<ImportRow[]> {
  const entry = dotExport();
  const graph = await moduleGraph(entry);
  const largest = graph.modules[0]!;
  const empty = join(workFolder, "empty.mjs");
  mkdirSync(workFolder, { recursive: true });
  writeFileSync(empty, "export {};\n");
  return [
    { name: `the \`.\` export, ${relative(projectRoot, entry)}`, bytes: graph.bytes, ...importTime(entry, rounds) },
    {
      name: `its largest file alone, ${largest.path}`,
      bytes: largest.bytes,
      ...importTime(join(projectRoot, largest.path), rounds),
    },
    { name: "an empty module (the floor)", bytes: 11, ...importTime(empty, rounds) },
  ];
}
