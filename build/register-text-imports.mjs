/** `node --import ./build/register-text-imports.mjs`: host source files import as text (`text-imports.mjs`). */
import { register } from "node:module";

register("./text-imports.mjs", import.meta.url);
