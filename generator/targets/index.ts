/**
 * Every target language cardc writes, in the order their files and messages list them; the artifact
 * list emits through each. Adding a language is adding its folder (`docs/add-a-language.md`), one
 * entry here and its naming in `namings.ts`.
 */
import { goTarget } from "./go/target.js";
import { pythonTarget } from "./python/target.js";
import { rustTarget } from "./rust/target.js";
import type { Target } from "./shared/target.js";
import { typeScriptTarget } from "./typescript/target.js";

export const targets: readonly Target[] = [typeScriptTarget, pythonTarget, rustTarget, goTarget];
