/**
 * The stub target: one listing of the vocabulary's types and a prelude, in a folder named after its
 * package, held to one gate and packed as it is.
 */
import { languageFile } from "../../emit/artifact.js";
import type { Target } from "../shared/target.js";
import { stubNaming } from "./naming.js";
import { stubPackageName } from "./package-name.js";
import prelude from "./prelude.stub?text";

export const stubTarget: Target = {
  name: "stub listing",
  id: "stub",
  naming: stubNaming,
  packageName: stubPackageName,
  // No listing may be empty: `find` prints any that is, and a silent gate fails on output.
  gates: [
    { name: "no empty listing", command: ["find", ".", "-name", "*.txt", "-empty"], folder: "stub", silent: true },
  ],
  packing: { folder: "stub", load: async () => (await import("./pack.js")).packStub },
  fixedParts: (names) => [{ path: `stub/${names.stubFolder}/prelude.stub`, text: prelude }],
  emit: async (context) => [
    // A listing, not code: a real emitter builds its text with the code builder (`emit/code.ts`).
    languageFile(
      context,
      `stub/${context.packages.stubFolder}/types.txt`,
      "#",
      { text: context.ir.types.map((type) => type.name).join("\n") },
      1,
    ),
    { path: `stub/${context.packages.stubFolder}/prelude.stub`, contents: prelude },
  ],
};
