/**
 * The Go target: a standard-library package with strict decoders and a handler interface per union
 * (`cards.go`), beside the hand-written decoding helpers they call (`prelude.go`, copied verbatim but
 * for its package clause), in a module of the vocabulary's module path.
 */
import { hostFile } from "../../emit/artifact.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { DerivedName, Target } from "../shared/target.js";
import { emitGo, emitGoModule } from "./emit-go.js";
import { goDecoderName, goEnumValueName, goFieldName, goHandlerNames, goVersionName } from "./naming.js";
import { splitAtPackageClause, withPackageClause } from "./package-clause.js";
import goPrelude from "./prelude.go";
import { goGeneratedHeader, isGoIdentifier } from "./syntax.js";

const preludePath = "go/prelude.go";
/** The decoding helpers, the same in every package but for the package clause between these two parts. */
const prelude = splitAtPackageClause(goPrelude);

export const goTarget: Target = {
  name: "Go package",
  language: "Go",
  acceptsTypeName: isGoIdentifier,
  fieldNames: { spell: goFieldName, accepts: () => true, rejected: "" },
  // Go's keywords are lowercase, so a PascalCase constant is never one.
  enumValueNames: { spell: goEnumValueName, accepts: () => true, rejected: "" },
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
  fixedParts: [
    { path: preludePath, text: prelude.head, where: "before its package clause" },
    { path: preludePath, text: prelude.body, where: "after its package clause" },
  ],
  emit: async (context) => [
    { path: "go/go.mod", contents: emitGoModule(context.packages.go) },
    hostFile(
      context,
      "go/cards.go",
      "//",
      emitGo(context.ir, context.version, context.packages.goPackage),
      1,
      goGeneratedHeader(context.sourceName),
    ),
    {
      path: preludePath,
      contents: `${goGeneratedHeader(context.sourceName)}${withPackageClause(prelude, context.packages.goPackage)}`,
    },
  ],
};
