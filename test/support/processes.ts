/**
 * Finds processes by a marker in their command line, for tests that prove a process did not
 * outlive what should have ended it: each test gives its commands a marker of its own (an odd
 * `sleep` duration), and waits a moment for a killed process to be reaped before judging.
 */
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** The ids of live processes whose command line contains `marker`. */
export function processesWith(marker: string): number[] {
  return readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      const state = /^State:\s+(\w)/m.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1];
      return cmdline.includes(marker) && state !== "Z" ? [Number(entry)] : [];
    } catch {
      return []; // gone while we looked
    }
  });
}

/** The processes with `marker` still alive after up to `withinMs` of waiting for them to end. */
export async function survivorsWith(marker: string, withinMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const alive = processesWith(marker);
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await sleep(50);
  }
}
