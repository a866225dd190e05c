/**
 * `pnpm dist` once per toolchain run, whichever test file asks first: the files that inspect
 * `dist/packages/` (`packages.test.ts`, `ecosystem-checks.test.ts`) share one build and never run two
 * at once, which would race on the folder. The run is named by the token the toolchain project's
 * global setup provides; `dist/.packages-run` records the run whose build the folder holds, and a
 * folder lock (`dist/.packages-lock`, holding its owner's pid) serialises the workers.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { root, runOk } from "./target-builds.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Names one toolchain run, so its files build `dist/packages/` once between them. */
    toolchainRun: string;
  }
}

const stamp = join(root, "dist/.packages-run");
const lock = join(root, "dist/.packages-lock");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** Takes the lock, waiting for a live owner and taking over from a dead one (a worker killed mid-build). */
async function takeLock(): Promise<void> {
  mkdirSync(join(root, "dist"), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readOrEmpty(join(lock, "pid")));
    if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) rmSync(lock, { recursive: true, force: true });
    else await pause(200);
  }
}

/** Builds every artifact into `dist/packages/` unless this toolchain run already has. */
export async function distOnce(): Promise<void> {
  const run = inject("toolchainRun");
  await takeLock();
  try {
    if (readOrEmpty(stamp) === run) return;
    rmSync(stamp, { force: true });
    // `pnpm dist` as a process, as a release runs it; it builds and checks the tree first.
    await runOk(process.execPath, [join(root, "build/dist.mjs")]);
    writeFileSync(stamp, run);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
