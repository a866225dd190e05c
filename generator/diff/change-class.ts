/**
 * The three classes of vocabulary change, from most to least severe, and reading the `--allow` list.
 *
 * - `wire`: data recorded under the old vocabulary is rejected by the new one. Session logs are
 *   replayed long after they were written, so no upgrade of any reader can repair this.
 * - `source`: generated types change so that consumers stop compiling (a new arm to write, a
 *   renamed or removed export). Readers that are not yet upgraded route a value they reject to the
 *   fallback card, so a producer may emit it before every reader knows it.
 * - `safe`: nothing that compiled or validated before stops doing so.
 */
export const changeClasses = ["wire", "source", "safe"] as const;

export type ChangeClass = (typeof changeClasses)[number];

/** Classes `--allow` may name; `safe` is always allowed. */
export type AllowableClass = Exclude<ChangeClass, "safe">;

export const defaultAllowed: readonly AllowableClass[] = ["source"];

/** Reads an `--allow` value such as `wire,source` or `none`; a word that names no class is returned as unknown. */
export function parseAllowList(
  text: string,
): { ok: true; allowed: AllowableClass[] } | { ok: false; unknown: string[] } {
  const words = text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
  if (words.length === 1 && words[0] === "none") return { ok: true, allowed: [] };
  const unknown = words.filter((word) => word !== "wire" && word !== "source");
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, allowed: [...new Set(words as AllowableClass[])] };
}
