/**
 * The Go target: a standard-library package with strict decoders and a handler interface per union
 * (`cards.go`), beside the hand-written decoding helpers they call (`prelude.go`, copied verbatim).
 */
import { hostFile } from "../../emit/artifact.js";
import { pascalCase } from "../../model/casing.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { DerivedName, Target } from "../shared/target.js";
import { emitGo, emitGoModule } from "./emit-go.js";
import { goDecoderName, goFieldName, goHandlerNames, goVersionName } from "./naming.js";
import goPrelude from "./prelude.go";
import { isGoIdentifier } from "./syntax.js";

/** The decoding helpers, the same in every package. */
const verbatimFiles = [{ path: "go/prelude.go", contents: goPrelude }];

export const goTarget: Target = {
  name: "Go package",
  language: "Go",
  acceptsTypeName: isGoIdentifier,
  fieldNames: { spell: goFieldName, accepts: () => true, rejected: "" },
  // Go's keywords are lowercase, so a PascalCase constant is never one.
  enumValueNames: { spell: pascalCase, accepts: () => true, rejected: "" },
  reservedNames: [goVersionName],
  derivedNames: (declaration, union) => {
    const found: DerivedName[] = [];
    if (declaration.kind === "enum" || declaration.kind === "record" || union?.outermost === true) {
      found.push({ name: goDecoderName(declaration.name), what: "Go decoder" });
    }
    if (union?.open === true) found.push({ name: otherMemberName(declaration.name), what: "unknown-member type" });
    if (union?.outermost === true) {
      const go = goHandlerNames(declaration.name);
      found.push({ name: go.handler, what: "Go handler interface" }, { name: go.visit, what: "Go visit function" });
    }
    return found;
  },
  verbatimFiles,
  emit: async (context) => [
    { path: "go/go.mod", contents: emitGoModule() },
    hostFile(context, "go/cards.go", "//", emitGo(context.ir, context.version), 1),
    ...verbatimFiles,
  ],
};
