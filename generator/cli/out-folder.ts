/**
 * Which output folders `cardc` refuses before anything is read or written. `gen` replaces its output
 * folder as a whole and removes what the vocabulary does not generate, and `dist` its destination, so
 * a folder that is the project, holds it (sits above it), holds the schema or `package.json`, or is or
 * lies in git's own folder would lose the project's files; it is refused with the place the folder was
 * given, whatever the command (and `dist`'s destination when it holds the output folder too). Paths
 * are compared as the disk resolves them, so a link cannot hide the project.
 */
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/** Where the output folder was given, for the message that names it. */
export type OutFolderOrigin = "command line" | "package.json" | "default";

/** `path` as the disk resolves it: the real path of its deepest existing folder, the rest appended. */
function realPath(path: string): string {
  const missing: string[] = [];
  let existing = resolve(path);
  for (;;) {
    try {
      return join(realpathSync(existing), ...missing.reverse());
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return resolve(path);
      missing.push(basename(existing));
      existing = parent;
    }
  }
}

/** Whether `inner` is `outer` or lies below it. */
function within(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === "" || (path !== ".." && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/**
 * Why `out` cannot be a folder `cardc` replaces whole in the project at `projectDir`, whose vocabulary
 * is `schema`; undefined when it can. `generated`, for `dist`'s destination, is the output folder it
 * must not hold either.
 */
export function outFolderProblem(
  out: string,
  projectDir: string,
  schema: string,
  generated?: string,
): string | undefined {
  const folder = realPath(out);
  const project = realPath(projectDir);
  const shown = (path: string) => relative(project, path).split(sep).join("/") || ".";
  if (within(project, folder)) return folder === project ? "is the project's own folder" : "holds the project's folder";
  const schemaPath = realPath(schema);
  if (within(schemaPath, folder)) return `holds the vocabulary ${shown(schemaPath)}`;
  if (generated !== undefined && within(realPath(generated), folder))
    return `holds the output folder ${shown(realPath(generated))}`;
  if (within(join(project, "package.json"), folder)) return "is the project's package.json";
  // Only the part below the project counts: a project kept under some `.git` folder may still write.
  const below = within(folder, project) ? relative(project, folder) : folder;
  if (below.split(sep).includes(".git")) return "is or lies in git's own folder, .git";
  return undefined;
}

/**
 * The one-line refusal for an output folder `outFolderProblem` refuses, naming where it was given:
 * `package.json: cardc.out "."`, `--out "."`, or the default.
 */
export function describeOutFolderProblem(out: string, origin: OutFolderOrigin, problem: string): string {
  const given =
    origin === "package.json"
      ? `package.json: cardc.out ${JSON.stringify(out)}`
      : origin === "command line"
        ? `--out ${JSON.stringify(out)}`
        : `the default output folder ${JSON.stringify(out)}`;
  // The default is "generated", so naming it as the example would suggest the folder just refused.
  const example = origin === "default" ? "pass --out with a folder of its own" : 'such as "generated"';
  return `${given} ${problem}; the output folder is replaced as a whole, so it must be a folder of its own (${example}); nothing was touched`;
}
