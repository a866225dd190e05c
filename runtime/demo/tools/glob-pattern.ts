/**
 * Glob patterns as the search tools read them, turned into a regular expression: `*` and `?` stay
 * within one path segment, `**` spans any number of them (`src/**\/*.ts` matches `src/a.ts` and
 * `src/x/y/a.ts`), `{a,b}` is either, and braces nest (`{a,{b,c}}.ts`). A leading `./` names the
 * folder searched (`./a.ts` is `a.ts`). A pattern without a slash names files by their base name
 * wherever they are when `anywhere` is set (grep's `glob`), and only at the top otherwise (the glob
 * tool). Matching is on `/`-separated relative paths, in the match worker (`match-worker.ts`), since a
 * glob's regular expression can backtrack as badly as any other.
 */

export interface GlobExpression {
  /** The regular expression's source, anchored at both ends. */
  readonly source: string;
  /** Whether a path is matched by its last segment only. */
  readonly byName: boolean;
}

export function globExpression(pattern: string, options: { readonly anywhere: boolean }): GlobExpression {
  const relative = pattern.replace(/^(?:\.\/)+/, "");
  return { source: `^${translate(relative)}$`, byName: options.anywhere && !relative.includes("/") };
}

/** What a path is matched as: itself, or its last segment. */
export function globSubject(expression: GlobExpression, path: string): string {
  return expression.byName ? (path.split("/").at(-1) ?? path) : path;
}

function translate(pattern: string): string {
  let out = "";
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern.charAt(at);
    if (char === "*" && pattern.charAt(at + 1) === "*") {
      const slash = pattern.charAt(at + 2) === "/";
      out += slash ? "(?:.*/)?" : ".*";
      at += slash ? 2 : 1;
    } else if (char === "*") out += "[^/]*";
    else if (char === "?") out += "[^/]";
    else if (char === "{") {
      const close = closingBrace(pattern, at);
      if (close < 0) out += "\\{";
      else {
        out += `(?:${alternatives(pattern.slice(at + 1, close))
          .map(translate)
          .join("|")})`;
        at = close;
      }
    } else out += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return out;
}

/** The `}` that closes the `{` at `open`, counting the braces nested in between; -1 when there is none. */
function closingBrace(pattern: string, open: number): number {
  let depth = 0;
  for (let at = open; at < pattern.length; at++) {
    if (pattern.charAt(at) === "{") depth++;
    else if (pattern.charAt(at) === "}" && --depth === 0) return at;
  }
  return -1;
}

/** The comma-separated alternatives of a brace group's body, split only at its own level. */
function alternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < body.length; at++) {
    const char = body.charAt(at);
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (char === "," && depth === 0) {
      parts.push(body.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}
