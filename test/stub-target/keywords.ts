/** The stub language's reserved words: it spells every type name but these. */
import { wordSet } from "../../model/word-set.js";

export const stubKeywords = wordSet("Forbidden Reserved");
