/** Git in a scratch repository, as the diff tests drive it, and the before/after fixtures they commit. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Runs git in `cwd` with a fixed author, returning its trimmed output; throws when git fails. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=cardc", "-c", "user.email=cardc@example.com", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** The vocabulary every diff rule's fixture starts from, unless its folder holds a `before.json` of its own. */
export const diffBase = new URL("../diff/base.json", import.meta.url).pathname;

/**
 * A file of a diff rule's fixture, e.g. `diffFixture("field-removed", "after.json")`. A fixture's
 * `before.json` is `diffBase` when its folder has none.
 */
export function diffFixture(name: string, file: string): string {
  const path = new URL(`../diff/${name}/${file}`, import.meta.url).pathname;
  return file === "before.json" && !existsSync(path) ? diffBase : path;
}
