/**
 * Finds the hand-written places that call a generated `define…Bridge`, so a report on a new variant
 * can say which bridges must grow an arm. It reads the text it is given (the command collects the
 * files), so it stays pure; a textual match is enough here because it only points a person at a file.
 */
import { defineBridgeCall } from "../bridges/find-bridge-files.js";
import { positionOf } from "../model/pointer.js";

export interface SourceFile {
  /** As reports show it, relative to the project. */
  readonly path: string;
  readonly text: string;
}

export interface BridgeSite {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  /** The called function, e.g. `defineToolResultViewBridge`. */
  readonly callee: string;
  /** Whether the file names the given union anywhere: a generic `define…Bridge` call then counts for it. */
  readonly mentions: (union: string) => boolean;
}

export function findBridgeSites(files: readonly SourceFile[]): BridgeSite[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(defineBridgeCall)].map((match) => {
      const { line, column } = positionOf(file.text, match.index);
      return {
        path: file.path,
        line,
        column,
        callee: `define${match[1] as string}Bridge`,
        mentions: (union: string) => new RegExp(`\\b${union}\\b`).test(file.text),
      };
    }),
  );
}

/** The sites that bridge a union: calls named after it, else calls in files that name it. */
export function bridgesOf(sites: readonly BridgeSite[], union: string): string[] {
  const named = sites.filter((site) => site.callee === `define${union}Bridge`);
  const chosen = named.length > 0 ? named : sites.filter((site) => site.mentions(union));
  return chosen.map((site) => `${site.path}:${site.line}:${site.column}`);
}
