/** The TypeScript target: types, validators (generated checks), Ajv's compiled code, bridge skeletons, the entry. */
import { typeScriptFile } from "../../emit/artifact.js";
import { harnessAt } from "../shared/harness.js";
import type { Target } from "../shared/target.js";
import { npmPackageName } from "./package-name.js";
import { emitBridge } from "./emit-bridge.js";
import { emitEntry } from "./emit-entry.js";
import { emitTypes } from "./emit-types.js";
import { ajvArtifactPath, emitAjvArtifact } from "./emit-ajv.js";
import { emitValidators } from "./emit-validators.js";
import { typeScriptNaming } from "./naming.js";

export const typeScriptTarget: Target = {
  name: "TypeScript types, validators, bridge skeletons and entry",
  id: "typescript",
  naming: typeScriptNaming,
  packageName: npmPackageName,
  harness: harnessAt(new URL("./harness.ts", import.meta.url)),
  packing: { folder: "npm", load: async () => (await import("./pack.js")).packNpm },
  // The project's strict `tsc` compiles every generated tree (`pnpm typecheck`).
  gates: [],
  // Ajv's compiled code, which takes seconds to compile, is kept while its inputs are unchanged.
  reusedFromLastTree: [ajvArtifactPath],
  emit: async (context) => [
    typeScriptFile(context, "types.ts", emitTypes(context.ir)),
    typeScriptFile(context, "validators.ts", emitValidators(context.ir)),
    ...(await emitAjvArtifact(context)),
    typeScriptFile(context, "bridge.ts", emitBridge(context.ir)),
    typeScriptFile(context, "index.ts", emitEntry(context.version)),
  ],
};
