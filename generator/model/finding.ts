/**
 * A finding: one problem or change a checking command (`gen`, `gen --check`, `diff`, `release-check`)
 * reports, in the one shape every machine-readable report is written from: JSON's `diagnostics`,
 * GitHub's workflow annotations and SARIF's results. A vocabulary diagnostic, a stale generated file,
 * a wire change and an understated version are all findings; only the text report keeps each its own
 * layout. `docs/diagnostics.md` documents the shape.
 */

/** How serious a finding is: an error fails the command, a warning or a note does not. */
export type FindingSeverity = "error" | "warning" | "note";

export interface Finding {
  /** A stable code: a vocabulary diagnostic's `CARD_…`, a diff rule's id, or one of the CLI's `CARDC_…`. */
  readonly code: string;
  readonly severity: FindingSeverity;
  /** What was found and what was expected, as the text report says it. */
  readonly message: string;
  /** The file, as the text report names it; null when the finding is about no one file. */
  readonly file: string | null;
  /** 1-based line and column (UTF-16 code units); null when the finding has no place inside the file. */
  readonly line: number | null;
  readonly column: number | null;
  /** JSON Pointer into the file's document; null when the file is not a JSON document cardc read. */
  readonly pointer: string | null;
  /** A likely fix, when one is cheap. */
  readonly hint?: string;
}

/** An error about a whole file, or about no file (`file` null): an unreadable file, a bad setting, a tag that is not a release. */
export function unplacedError(code: string, message: string, file: string | null = null): Finding {
  return { code, severity: "error", message, file, line: null, column: null, pointer: null };
}
