/**
 * Rust's reserved words: the code builder refuses them as identifiers (`syntax.ts`), the naming
 * spells fields around them (`r#type`), and the package name refuses one as a crate name.
 */
import { wordSet } from "../../model/word-set.js";

/** Rust's strict and reserved keywords in edition 2021, with `union`, which a declaration cannot take either. */
export const rustKeywords = wordSet(
  "as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while abstract become box do final macro override priv try typeof unsized virtual yield union",
);
