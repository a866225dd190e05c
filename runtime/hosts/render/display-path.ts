/**
 * Paths as a host shows them and as it sends them. A card carries paths as the tool saw them; a UI
 * shows a file inside the session's working directory relative to it (`src/a.ts`) and any other path
 * as given, while editor-facing fields (ACP `locations`, `diff.path`) need an absolute path.
 *
 * "Inside" is decided on path segments, not characters: `..cache/x` is inside, `../x` is not, and the
 * directory itself shows as `.`.
 *
 * The path arithmetic is pathe's, not `node:path`'s, so the text and ACP hosts bundle for a browser:
 * the same results on POSIX paths, and on Windows ones (`C:\work`) with `/` between segments.
 */
import { isAbsolute, relative, resolve } from "pathe";

/** The absolute form of a path, a relative one resolved against the session's working directory. */
export function absolutePath(cwd: string, path: string): string {
  return resolve(cwd, path);
}

/** The path relative to `cwd` when it lies inside it (`.` for `cwd` itself), else the path as given. */
export function displayPath(cwd: string, path: string): string {
  const rel = relative(resolve(cwd), resolve(cwd, path));
  if (rel === "") return ".";
  if (isAbsolute(rel) || rel === ".." || rel.startsWith("../")) return path;
  return rel;
}

/**
 * A title with the first whole occurrence of a card's own path replaced by its display form: the
 * structured replace a presenter cannot do, since it never sees the session's working directory.
 * "Whole" means not part of a longer name: `/work/proj` is not replaced inside `/work/projx`.
 */
export function relativizeTitle(title: string, path: string | undefined, cwd: string): string {
  if (path === undefined || path === "") return title;
  for (let at = title.indexOf(path); at >= 0; at = title.indexOf(path, at + 1)) {
    const before = title.charAt(at - 1);
    const after = title.charAt(at + path.length);
    if (continuesName(before) || continuesName(after)) continue;
    return title.slice(0, at) + displayPath(cwd, path) + title.slice(at + path.length);
  }
  return title;
}

/** Whether a character next to a path would make it part of a longer name. */
function continuesName(char: string): boolean {
  return /[\w.\-/\\]/.test(char);
}
