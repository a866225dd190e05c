/** How the stub language names things: it spells every type name but its keywords, and derives none. */
import type { TargetNaming } from "../../model/target-naming.js";
import { stubKeywords } from "./keywords.js";

export const stubNaming: TargetNaming = {
  language: "Stub",
  keywords: stubKeywords,
  integerIsNotNumber: false,
  acceptsTypeName: (name) => !stubKeywords.has(name),
  reservedNames: [],
  derivedNames: () => [],
};
