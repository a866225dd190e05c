/**
 * The version the previous side of a comparison was released as, so `cardc diff` can name the bump
 * as a version: a release tag (`v0.1.0`) names it; another git revision holds it in the project's
 * `package.json` at that revision; a file has none. An unreadable or non-semver version is no
 * version (the report then names the bump without one), never an error of the comparison.
 */
import { execFile } from "node:child_process";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { releaseTagVersion } from "../release/release-tag.js";
import { parseSemver, type Semver } from "../model/semver.js";

const run = promisify(execFile);

/**
 * `revision` is read in the schema's repository, as the schema was; the project's `package.json`
 * (in `projectDir`) is found relative to the schema, so a project outside that repository has none.
 */
export async function baselineVersion(
  revision: string,
  schemaPath: string,
  projectDir: string,
): Promise<Semver | undefined> {
  const tagged = releaseTagVersion(revision);
  if (tagged !== undefined) return tagged;
  const manifest = relative(dirname(schemaPath), join(projectDir, "package.json")).split("\\").join("/");
  try {
    const { stdout } = await run("git", ["show", `${revision}:./${manifest}`], {
      cwd: dirname(schemaPath),
      encoding: "utf8",
    });
    const version = (JSON.parse(stdout) as { version?: unknown }).version;
    return typeof version === "string" ? parseSemver(version) : undefined;
  } catch {
    return undefined;
  }
}
