/**
 * What `cardc release-check` asks git: whether the project is a checkout with a commit, the tags
 * reachable from HEAD (the candidates for the latest release), and whether the schema file existed
 * at a revision. Run in the schema's folder, so any working directory inside the checkout works.
 */
import { execFile } from "node:child_process";
import { basename, dirname } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string | undefined> {
  try {
    return (await run("git", args, { cwd, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch {
    return undefined;
  }
}

/** The tags whose commit is HEAD or one of its ancestors; undefined outside a checkout or before its first commit. */
export async function reachableTags(schemaPath: string): Promise<string[] | undefined> {
  const cwd = dirname(schemaPath);
  if ((await git(cwd, "rev-parse", "--verify", "-q", "HEAD")) === undefined) return undefined;
  const listed = await git(cwd, "tag", "--list", "--merged", "HEAD");
  return listed
    ?.split("\n")
    .map((line) => line.trim())
    .filter((tag) => tag !== "");
}

export async function existsAt(revision: string, schemaPath: string): Promise<boolean> {
  return (await git(dirname(schemaPath), "cat-file", "-e", `${revision}:./${basename(schemaPath)}`)) !== undefined;
}
