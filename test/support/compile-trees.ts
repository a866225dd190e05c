/**
 * Writes generated trees into a scratch folder inside the project (so `@cardc/runtime` resolves as it
 * does for `generated/`) and type-checks them all in ONE strict `tsc` run with the project's own
 * compiler options: one process for many trees keeps property and fuzz runs fast. The same `tsc`
 * checks a folder outside the project that brings its own `tsconfig.json`.
 */
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { projectRoot } from "./cli-process.js";

const run = promisify(execFile);

export interface TreeFolder {
  readonly root: string;
  /** Folder of tree `index`. */
  treeAt(index: number): string;
  remove(): void;
}

export function writeTrees(label: string, trees: readonly (readonly GeneratedFile[])[]): TreeFolder {
  const root = join(projectRoot, ".cache", `${label}-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  const treeAt = (index: number) => join(root, `tree-${index}`);
  trees.forEach((files, index) => {
    for (const file of files) {
      const path = join(treeAt(index), file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
  });
  writeFileSync(
    join(root, "tsconfig.json"),
    JSON.stringify({ extends: "../../tsconfig.json", include: ["tree-*/**/*.ts"], exclude: [] }),
  );
  return { root, treeAt, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Strict tsc over every tree in the folder; the compiler's report, empty when all compile. */
export function typeCheckTrees(folder: TreeFolder): Promise<string> {
  return typeCheckConfig(join(folder.root, "tsconfig.json"));
}

/** The project's tsc over one `tsconfig.json`, wherever it lies; the compiler's report, empty when it compiles. */
export async function typeCheckConfig(tsconfig: string): Promise<string> {
  try {
    await run(join(projectRoot, "node_modules/.bin/tsc"), ["-p", tsconfig], {
      cwd: projectRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return "";
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}` || String(error);
  }
}
