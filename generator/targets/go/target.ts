/**
 * The Go target: a standard-library package with strict decoders and a handler interface per union
 * (`cards.go`), beside the hand-written decoding helpers they call (`prelude.go`, copied verbatim but
 * for its package clause) and the reader of JSON text they decode (`read_json.go`, likewise), in a
 * module of the vocabulary's module path.
 */
import { languageFile } from "../../emit/artifact.js";
import { harnessAt } from "../shared/harness.js";
import type { Target } from "../shared/target.js";
import { goPackageName } from "./package-name.js";
import { emitGo, emitGoModule } from "./emit-go.js";
import { goNaming } from "./naming.js";
import { splitAtPackageClause, withPackageClause } from "./package-clause.js";
import goPrelude from "./prelude.go?text";
import goReadJson from "./read_json.go?text";
import { goGeneratedHeader } from "./syntax.js";

const preludePath = "go/prelude.go";
/** The decoding helpers, the same in every package but for the package clause between these two parts. */
const prelude = splitAtPackageClause(goPrelude);
const readJsonPath = "go/read_json.go";
/** The reader of JSON text by the rules every host shares (docs/json.md), likewise. */
const readJson = splitAtPackageClause(goReadJson);

export const goTarget: Target = {
  name: "Go package",
  id: "go",
  naming: goNaming,
  packageName: goPackageName,
  harness: harnessAt(new URL("./harness.ts", import.meta.url)),
  packing: { folder: "go", load: async () => (await import("./pack.js")).packGo },
  gates: [
    { name: "gofmt", command: ["gofmt", "-l", "."], folder: "go", silent: true },
    { name: "go vet", command: ["go", "vet", "./..."], folder: "go", silent: true },
    // Every check, style ones included, as if the package were hand-written (the harness strips the
    // marker), but ST1003's initialisms and underscores: type names are the author's, never renamed.
    {
      name: "staticcheck -checks all,-ST1003, read as hand-written code",
      command: ["go-staticcheck", "-checks", "all,-ST1003", "./..."],
      folder: "go",
      silent: true,
    },
  ],
  fixedParts: () => [
    { path: preludePath, text: prelude.head, where: "before its package clause" },
    { path: preludePath, text: prelude.body, where: "after its package clause" },
    { path: readJsonPath, text: readJson.head, where: "before its package clause" },
    { path: readJsonPath, text: readJson.body, where: "after its package clause" },
  ],
  emit: async (context) => [
    { path: "go/go.mod", contents: emitGoModule(context.packages.go) },
    languageFile(
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
    {
      path: readJsonPath,
      contents: `${goGeneratedHeader(context.sourceName)}${withPackageClause(readJson, context.packages.goPackage)}`,
    },
  ],
};
