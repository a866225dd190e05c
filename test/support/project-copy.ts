/**
 * A throwaway copy of the project for tests that edit the schema or hand-written files and run the
 * real commands: the sources are copied, `node_modules` is linked, and test/ is left out (its type
 * tests build bridges with missing arms on purpose). Commands run as child processes in the copy.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { cardcBin } from "./cli-process.js";

export const projectRoot = new URL("../..", import.meta.url).pathname;
const copied = ["index.ts", "package.json", "tsconfig.json", "schema", "generator", "generated", "runtime"];

export function copyProject(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of copied) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  // The compiled package, for the gallery's renderers (`cardc.gallery` in package.json).
  symlinkSync(join(projectRoot, "dist"), join(root, "dist"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const run = promisify(execFile);

/** Runs the compiled `cardc` command in a copy; resolves to everything it printed. */
export async function runCardc(root: string, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [cardcBin, ...args], { cwd: root });
  return `${stdout}${stderr}`;
}

/** Runs the strict typecheck of a copy; `output` holds its diagnostics ("" when it passes). */
export async function typecheckProject(root: string): Promise<{ passed: boolean; output: string }> {
  try {
    await run(join(root, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: root });
    return { passed: true, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${stdout}${stderr}` };
  }
}
