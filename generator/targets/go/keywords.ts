/**
 * Go's reserved words: the code builder refuses them as identifiers (`syntax.ts`), and the package
 * name refuses one as the package clause a host's code names.
 */
import { wordSet } from "../../model/word-set.js";

export const goKeywords = wordSet(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var",
);
