/**
 * The Unicode general categories I-Regexp's `\p{…}` and `\P{…}` name (RFC 9485: the one-letter
 * groups and their two-letter members, without `Cs`), as code point sets from one pinned copy of the
 * Unicode Character Database (`regenerate-unicode-properties`, exactly pinned). Each host's own
 * tables are of another Unicode version (Node's ICU, Python's `unicodedata`, Go's `unicode`), so
 * every rendering spells a category out as ranges from this one table, and `\p{Lu}` means the same
 * letters everywhere: see `docs/decisions.md`.
 */
import { type CodePointSet, normalizeSet } from "./code-point-set.js";
import * as letter from "regenerate-unicode-properties/General_Category/Letter.js";
import * as uppercaseLetter from "regenerate-unicode-properties/General_Category/Uppercase_Letter.js";
import * as lowercaseLetter from "regenerate-unicode-properties/General_Category/Lowercase_Letter.js";
import * as titlecaseLetter from "regenerate-unicode-properties/General_Category/Titlecase_Letter.js";
import * as modifierLetter from "regenerate-unicode-properties/General_Category/Modifier_Letter.js";
import * as otherLetter from "regenerate-unicode-properties/General_Category/Other_Letter.js";
import * as mark from "regenerate-unicode-properties/General_Category/Mark.js";
import * as nonspacingMark from "regenerate-unicode-properties/General_Category/Nonspacing_Mark.js";
import * as spacingMark from "regenerate-unicode-properties/General_Category/Spacing_Mark.js";
import * as enclosingMark from "regenerate-unicode-properties/General_Category/Enclosing_Mark.js";
import * as number from "regenerate-unicode-properties/General_Category/Number.js";
import * as decimalNumber from "regenerate-unicode-properties/General_Category/Decimal_Number.js";
import * as letterNumber from "regenerate-unicode-properties/General_Category/Letter_Number.js";
import * as otherNumber from "regenerate-unicode-properties/General_Category/Other_Number.js";
import * as punctuation from "regenerate-unicode-properties/General_Category/Punctuation.js";
import * as connectorPunctuation from "regenerate-unicode-properties/General_Category/Connector_Punctuation.js";
import * as dashPunctuation from "regenerate-unicode-properties/General_Category/Dash_Punctuation.js";
import * as openPunctuation from "regenerate-unicode-properties/General_Category/Open_Punctuation.js";
import * as closePunctuation from "regenerate-unicode-properties/General_Category/Close_Punctuation.js";
import * as initialPunctuation from "regenerate-unicode-properties/General_Category/Initial_Punctuation.js";
import * as finalPunctuation from "regenerate-unicode-properties/General_Category/Final_Punctuation.js";
import * as otherPunctuation from "regenerate-unicode-properties/General_Category/Other_Punctuation.js";
import * as separator from "regenerate-unicode-properties/General_Category/Separator.js";
import * as spaceSeparator from "regenerate-unicode-properties/General_Category/Space_Separator.js";
import * as lineSeparator from "regenerate-unicode-properties/General_Category/Line_Separator.js";
import * as paragraphSeparator from "regenerate-unicode-properties/General_Category/Paragraph_Separator.js";
import * as symbol from "regenerate-unicode-properties/General_Category/Symbol.js";
import * as mathSymbol from "regenerate-unicode-properties/General_Category/Math_Symbol.js";
import * as currencySymbol from "regenerate-unicode-properties/General_Category/Currency_Symbol.js";
import * as modifierSymbol from "regenerate-unicode-properties/General_Category/Modifier_Symbol.js";
import * as otherSymbol from "regenerate-unicode-properties/General_Category/Other_Symbol.js";
import * as other from "regenerate-unicode-properties/General_Category/Other.js";
import * as control from "regenerate-unicode-properties/General_Category/Control.js";
import * as format from "regenerate-unicode-properties/General_Category/Format.js";
import * as unassigned from "regenerate-unicode-properties/General_Category/Unassigned.js";
import * as privateUse from "regenerate-unicode-properties/General_Category/Private_Use.js";

/** A regenerate set's ranges, [first, end) pairs, as inclusive ranges. */
function rangesOf(module: { readonly characters: { readonly data: readonly number[] } }): CodePointSet {
  const data = module.characters.data;
  const ranges: [number, number][] = [];
  for (let index = 0; index + 1 < data.length; index += 2) ranges.push([data[index] ?? 0, (data[index + 1] ?? 1) - 1]);
  return normalizeSet(ranges);
}

const modules = {
  L: letter,
  Lu: uppercaseLetter,
  Ll: lowercaseLetter,
  Lt: titlecaseLetter,
  Lm: modifierLetter,
  Lo: otherLetter,
  M: mark,
  Mn: nonspacingMark,
  Mc: spacingMark,
  Me: enclosingMark,
  N: number,
  Nd: decimalNumber,
  Nl: letterNumber,
  No: otherNumber,
  P: punctuation,
  Pc: connectorPunctuation,
  Pd: dashPunctuation,
  Ps: openPunctuation,
  Pe: closePunctuation,
  Pi: initialPunctuation,
  Pf: finalPunctuation,
  Po: otherPunctuation,
  Z: separator,
  Zs: spaceSeparator,
  Zl: lineSeparator,
  Zp: paragraphSeparator,
  S: symbol,
  Sm: mathSymbol,
  Sc: currencySymbol,
  Sk: modifierSymbol,
  So: otherSymbol,
  C: other,
  Cc: control,
  Cf: format,
  Cn: unassigned,
  Co: privateUse,
} as const;

export type UnicodeCategory = keyof typeof modules;

export const unicodeCategories = Object.keys(modules) as readonly UnicodeCategory[];

export function isUnicodeCategory(name: string): name is UnicodeCategory {
  return Object.hasOwn(modules, name);
}

/** The code points of a category. */
export function categorySet(category: UnicodeCategory): CodePointSet {
  return rangesOf(modules[category]);
}
