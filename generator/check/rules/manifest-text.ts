/**
 * The vocabulary's doc is every package manifest's description (`Cargo.toml`, the wheel's summary),
 * and a manifest is UTF-8 text, which has no spelling for a lone surrogate. JSON has one (`"\ud800"`),
 * so the doc is held to carry none, here, where the author can fix it, rather than at the manifest,
 * where it could only be dropped or replaced. Control characters need no rule: TOML escapes them.
 */
import { describeLoneSurrogate } from "../../model/lone-surrogate.js";
import { type Rule, report } from "../rule.js";

export const manifestText: Rule = {
  name: "the doc every manifest carries is text UTF-8 can hold",
  check(context) {
    const found = describeLoneSurrogate(context.document.doc);
    if (found === undefined) return [];
    const message = `found a lone surrogate (${found}) in the vocabulary's doc, which every package manifest carries as its description; expected text UTF-8 can hold`;
    return [
      report(context, "CARD_LONE_SURROGATE", "/doc", message, {
        hint: "write the character whole, both halves of its surrogate pair",
      }),
    ];
  },
};
