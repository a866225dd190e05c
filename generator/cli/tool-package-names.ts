/**
 * The host package names of this repository's own vocabulary (`schema/cards.json`), which `cardc gen`
 * gives the core until the project's `package.json` gives them. Every other vocabulary's packages keep
 * the names derived from its id, so they never take these.
 */
import { derivePackageNames, type GivenPackageNames, type PackageNames } from "../model/package-names.js";

const toolVocabularyId = "urn:cardc:cards";

const toolPackageNames: GivenPackageNames = {
  npm: "@cardc/tool-cards",
  python: "cardc-tool-cards",
  rust: "cardc-tool-cards",
  go: "cardc.dev/go/toolcards",
};

/**
 * The package names `gen` gives a vocabulary's source: this repository's for its own vocabulary, none
 * for any other. A source that is not JSON gets none; generating it reports why.
 */
export function givenPackageNames(source: string): GivenPackageNames {
  try {
    const id = (JSON.parse(source) as { id?: unknown } | null)?.id;
    return id === toolVocabularyId ? toolPackageNames : {};
  } catch {
    return {};
  }
}

/** The names `gen` gives the packages of a vocabulary's source, which must be JSON with an `id`. */
export function packageNamesOf(source: string): PackageNames {
  return derivePackageNames((JSON.parse(source) as { id: string }).id, givenPackageNames(source));
}
