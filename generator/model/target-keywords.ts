/**
 * The reserved words of the target languages other than TypeScript, in one place: the targets' code
 * builders refuse them as identifiers (`targets/<language>/syntax.ts`), and the package-name checks
 * refuse them as the names a host's code imports (`package-names.ts`).
 */

function words(text: string): ReadonlySet<string> {
  return new Set(text.split(" "));
}

/** Python 3.11's hard keywords; soft ones (`match`, `case`, `type`) are names like any other. */
export const pythonKeywords = words(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield",
);

/** Rust's strict and reserved keywords in edition 2021, with `union`, which a declaration cannot take either. */
export const rustKeywords = words(
  "as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while abstract become box do final macro override priv try typeof unsized virtual yield union",
);

export const goKeywords = words(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var",
);
