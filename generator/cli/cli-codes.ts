/**
 * The codes of the findings the command line itself reports, beside the vocabulary's `CARD_…` codes
 * and the diff rules' ids: a file it cannot read, settings it cannot use, a generated tree that does
 * not match, a release that cannot be judged. Stable like the vocabulary's: a new kind of finding
 * gets a new code, and `docs/diagnostics.md` lists them.
 */
export const cliCodes = {
  /** The vocabulary file cannot be read. */
  unreadable: "CARDC_UNREADABLE",
  /** `package.json`'s version or `"cardc"` settings cannot be used. */
  settings: "CARDC_SETTINGS",
  /** `--out` (or the default output folder) would hold the project: refused before anything is touched. */
  outFolder: "CARDC_OUT_FOLDER",
  /** `gen --check`: a generated file differs from what the vocabulary generates. */
  stale: "CARDC_STALE",
  /** `gen --check`: a file the vocabulary generates is not in the output folder. */
  missing: "CARDC_MISSING",
  /** `gen --check`: a file in the output folder is not generated from the vocabulary. */
  orphaned: "CARDC_ORPHANED",
  /** `gen`: the output folder could not be written. */
  cannotWrite: "CARDC_CANNOT_WRITE",
  /** `diff`, `release-check`: the previous version cannot be read. */
  baseline: "CARDC_BASELINE",
  /** `diff`, `release-check`: a recorded session log is malformed. */
  sessionLog: "CARDC_SESSION_LOG",
  /** `release-check`: a tag that looks like a release is not one. */
  releaseTag: "CARDC_RELEASE_TAG",
  /** `release-check`: package.json's version is below the one the changes since the latest release require. */
  versionTooLow: "CARDC_VERSION_TOO_LOW",
} as const;
