/**
 * Emits `index.ts`, the generated modules' entry: it re-exports the types, validators and bridge
 * skeletons side by side (so their names share one namespace, which the duplicate-name rule guards)
 * and holds the vocabulary's release version, so a host can log or compare what it was built with.
 *
 *     export * from "./types.js";
 *     export const vocabularyVersion = "0.1.0";
 */
import { type Code, code, docComment, identifier, lines } from "../../emit/code.js";
import { versionName } from "./naming.js";

export function emitEntry(version: string): Code {
  return lines([
    code`export * from "./types.js";`,
    code`export * from "./validators.js";`,
    code`export * from "./bridge.js";`,
    code``,
    docComment([
      "The release of the vocabulary these modules were generated from: `package.json`'s version when `cardc gen` ran.",
    ]),
    code`export const ${identifier(versionName)} = ${version};`,
  ]);
}
