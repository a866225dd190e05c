/**
 * Glob patterns as the search tools read them: `*` and `?` stay within one path segment, `**`
 * spans any number of them (`src/**\/*.ts` matches `src/a.ts` and `src/x/y/a.ts`), `{a,b}` is
 * either. A pattern without a slash names files by their base name wherever they are when `anywhere`
 * is set (grep's `glob`), and only at the top otherwise (the glob tool). Matching is on `/`-separated
 * relative paths.
 */

export function globMatcher(pattern: string, options: { readonly anywhere: boolean }): (path: string) => boolean {
  const expression = new RegExp(`^${translate(pattern)}$`);
  const byName = options.anywhere && !pattern.includes("/");
  return (path) => expression.test(byName ? (path.split("/").at(-1) ?? path) : path);
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
      const close = pattern.indexOf("}", at);
      if (close < 0) out += "\\{";
      else {
        out += `(?:${pattern
          .slice(at + 1, close)
          .split(",")
          .map(translate)
          .join("|")})`;
        at = close;
      }
    } else out += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return out;
}
