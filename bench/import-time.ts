/**
 * What importing the generated validators costs a fresh process: the time from just before
 * `await import(...)` to just after, measured inside the process (so node's own start-up is not
 * counted), median of several processes, by plain node as a host loads them: the package's `.`
 * export (compiled by `pnpm build`), the generated validators module alone, and Ajv's compiled code.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { type Spread, spread } from "./measure.js";
import { projectRoot } from "./generator-timing.js";

export interface ImportRow {
  readonly name: string;
  /** Wall milliseconds. */
  readonly ms: Spread;
  /** CPU milliseconds of the importing process over the same span. */
  readonly cpu: Spread;
}

function importTime(module: string, loader: readonly string[], rounds: number): { ms: Spread; cpu: Spread } {
  const script = `const cpu = process.cpuUsage(); const start = performance.now(); await import(${JSON.stringify(module)}); const used = process.cpuUsage(cpu); process.stdout.write(String(performance.now() - start) + " " + String((used.user + used.system) / 1000));`;
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let round = -1; round < rounds; round++) {
    const result = spawnSync("node", [...loader, "--input-type=module", "-e", script], {
      cwd: projectRoot,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`importing ${module} failed:\n${result.stderr}`);
    const [wall, cpu] = result.stdout.split(" ").map(Number);
    if (round >= 0) samples.push(wall!);
    if (round >= 0) cpuSamples.push(cpu!);
  }
  return { ms: spread(samples), cpu: spread(cpuSamples) };
}

export function measureImports(rounds: number): ImportRow[] {
  const dist = join(projectRoot, "dist");
  return [
    { name: "the package's `.` export, dist/index.js", ...importTime(join(dist, "index.js"), [], rounds) },
    { name: "dist/generated/validators.js", ...importTime(join(dist, "generated/validators.js"), [], rounds) },
    {
      name: "dist/generated/validators.compiled.js (Ajv)",
      ...importTime(join(dist, "generated/validators.compiled.js"), [], rounds),
    },
  ];
}
