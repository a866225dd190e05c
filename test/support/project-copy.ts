/**
 * A throwaway copy of the project for tests that edit the schema or hand-written files and run the
 * real commands, as child processes in the copy. `copyProject` copies the sources the commands read
 * and the build scripts the typecheck reaches, and links `node_modules` and the compiled `dist/`; test/ is left out, so a test can change the
 * vocabulary without the suite's own type tests in the way. `copyWholeProject` copies everything a
 * contributor has (tests, bench, build scripts, docs, settings), builds its own `dist/` on first use
 * and caches host builds in its own `.cache/`, so the package scripts and the suite run there as in
 * the project itself.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { cardcBin } from "./cli-process.js";

export const projectRoot = new URL("../..", import.meta.url).pathname;
const copied = [
  "index.ts",
  // The targets' test harnesses read the build's settings (the Rust one, Debian's cargo source).
  "build",
  "package.json",
  "tsconfig.json",
  "tsconfig.runtime.json",
  "schema",
  "generator",
  "generated",
  "lib",
  "runtime",
];

export function copyProject(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of copied) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  // The compiled package, for the gallery's renderers (`cardc.gallery` in package.json).
  symlinkSync(join(projectRoot, "dist"), join(root, "dist"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** What a whole copy leaves out: dependencies (linked instead), build output, caches and git's store. */
const notCopied = new Set(["node_modules", "dist", ".cache", ".git", "test-artifacts"]);

/**
 * A copy of everything a contributor has. Its `node_modules` links the project's, unless
 * `{ install: true }`: then it has none, for a test to run `pnpm install` there itself.
 */
export function copyWholeProject(
  prefix: string,
  options: { readonly install?: boolean } = {},
): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of readdirSync(projectRoot)) {
    if (notCopied.has(entry)) continue;
    cpSync(join(projectRoot, entry), join(root, entry), {
      recursive: true,
      filter: (source) => !/[/\\](?:\.work|\.large-union)(?:[/\\]|$)/.test(source),
    });
  }
  if (options.install !== true) symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
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
