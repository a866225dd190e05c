/**
 * How the tests run a target's gate (`Target.gates`) over a generated tree, as a host's CI would: the
 * command the target's harness starts it with (Go and cargo offline with the tests' caches, pyright
 * from the devDependencies against the system Python). `target-gates` runs them over `generated/` and
 * the fixtures, the cross-language properties over random vocabularies; both judge a run by `gateProblem`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Gate } from "../../generator/targets/shared/target.js";
import { run } from "./target-builds.js";
import { harnessOfGate, harnessTools } from "./target-harnesses.js";

/**
 * Runs a gate in its folder of one tree, writing the settings it reads first; what it reported when
 * it failed (a non-zero exit, or any output from a silent gate), else the empty string.
 */
export async function gateProblem(gate: Gate, tree: string): Promise<string> {
  const folder = join(tree, gate.folder);
  for (const [file, text] of Object.entries(gate.files ?? {})) writeFileSync(join(folder, file), text);
  const { command, args, env } = (await harnessOfGate(gate)).gateCommand(gate.command, harnessTools);
  const result = await run(command, args, { cwd: folder, env });
  const output = `${result.stdout}${result.stderr}`;
  if (result.code !== 0) return `exit ${result.code}: ${output}`;
  return gate.silent && output !== "" ? `output from a silent gate: ${output}` : "";
}
