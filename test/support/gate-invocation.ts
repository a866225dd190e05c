/**
 * How the tests run a target's gate (`Target.gates`) over a generated tree, as a host's CI would:
 * Go and cargo offline with the tests' caches, pyright from the devDependencies against the system
 * Python. `target-gates` runs them over `generated/` and the fixtures, the cross-language properties over
 * random vocabularies; both judge a run by `gateProblem`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Gate } from "../../generator/targets/shared/target.js";
import { goEnv, root, run, rustEnv, systemPython } from "./target-builds.js";

/** What a gate's program needs here: Go and cargo offline with their caches, pyright from the devDependencies. */
export function gateInvocation(gate: Gate): { command: string; args: string[]; env: Record<string, string> } {
  const [program, ...args] = gate.command;
  const env = program === "go" ? goEnv : program === "cargo" ? rustEnv : {};
  if (program === "pyright") {
    return {
      command: process.execPath,
      args: [join(root, "node_modules/pyright/index.js"), "--pythonpath", systemPython, ...args],
      env,
    };
  }
  return { command: program, args, env };
}

/**
 * Runs a gate in its folder of one tree, writing the settings it reads first; what it reported when
 * it failed (a non-zero exit, or any output from a silent gate), else the empty string.
 */
export async function gateProblem(gate: Gate, tree: string): Promise<string> {
  const folder = join(tree, gate.folder);
  for (const [file, text] of Object.entries(gate.files ?? {})) writeFileSync(join(folder, file), text);
  const { command, args, env } = gateInvocation(gate);
  const result = await run(command, args, { cwd: folder, env });
  const output = `${result.stdout}${result.stderr}`;
  if (result.code !== 0) return `exit ${result.code}: ${output}`;
  return gate.silent && output !== "" ? `output from a silent gate: ${output}` : "";
}
