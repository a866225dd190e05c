/**
 * Python's reserved words: the code builder refuses them as identifiers (`syntax.ts`), the naming
 * spells around them, and the package name refuses one as the module a host imports.
 */
import { wordSet } from "../../model/word-set.js";

/** Python 3.11's hard keywords; soft ones (`match`, `case`, `type`) are names like any other. */
export const pythonKeywords = wordSet(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield",
);
