/** Git in a scratch repository, as the diff tests drive it, and the before/after fixtures they commit. */
import { execFileSync } from "node:child_process";

/** Runs git in `cwd` with a fixed author, returning its trimmed output; throws when git fails. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=cardc", "-c", "user.email=cardc@example.com", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** A file of a diff rule's fixture, e.g. `diffFixture("field-removed", "before.json")`. */
export function diffFixture(name: string, file: string): string {
  return new URL(`../diff/${name}/${file}`, import.meta.url).pathname;
}
