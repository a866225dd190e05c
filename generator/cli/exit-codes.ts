/** The CLI's exit codes, documented in every command's `--help`. */
export const exitCodes = {
  /** Success; for `--check`, the generated tree is up to date. */
  ok: 0,
  /** `--check` found stale, missing or orphaned generated files. */
  drift: 1,
  /** `diff` found a change of a class that is not allowed. */
  disallowedChange: 1,
  /** `release-check`: `package.json`'s version is below the one the changes since the latest release require. */
  understatedVersion: 1,
  /** `dist`: the project is not ready to pack (a stale tree, modules that do not compile) or a toolchain step failed. */
  packFailed: 1,
  /** `init`: the project is set up already (its schema exists, or package.json has cardc settings). */
  refused: 1,
  /** The vocabulary source is invalid; nothing was written. */
  invalidSchema: 2,
  /** The command line was not understood. */
  usage: 64,
  /** A package the command needs is not installed (`scaffold` without its optional peer ts-morph). */
  unavailable: 69,
  /** The output folder could not be written; the message says what it holds now (nearly always its previous tree). */
  cannotWrite: 73,
  /** A bug in cardc itself (not in the vocabulary). */
  internal: 70,
} as const;
