/**
 * A union of 1,000 variants, past the size at which dispatch is a table, compiles under the
 * project's strict `tsc`: the benchmark's shaped vocabulary, its generated types and bridge (whose
 * dispatch and capability gate look the tag up in tables), and a host bridge with every arm. A
 * conditional over two unions as large as the vocabulary is refused by tsc as too complex, which a
 * union of a fixture's size never shows.
 */
import { afterAll, expect, it } from "vitest";
import { exhaustiveBridge, shapedDocument, shapedVocabulary } from "../../bench/shaped-vocabulary.js";
import { compileVocabulary } from "../../generator/core/generate.js";
import { emitBridge } from "../../generator/targets/typescript/emit-bridge.js";
import { emitTypes } from "../../generator/targets/typescript/emit-types.js";
import { typeCheckTrees, writeTrees } from "../support/compile-trees.js";

const variants = 1000;
const compiled = compileVocabulary(shapedVocabulary(variants));
if (!compiled.ok) throw new Error("the shaped vocabulary does not compile");
const folder = writeTrees("large-union-tsc", [
  [
    { path: "generated/types.ts", contents: emitTypes(compiled.ir).text },
    { path: "generated/bridge.ts", contents: emitBridge(compiled.ir).text },
    { path: "bridge.ts", contents: exhaustiveBridge(shapedDocument(variants)) },
  ],
]);

afterAll(() => folder.remove());

it("compiles a 1,000-variant union's table dispatch and a bridge with every arm", { timeout: 300_000 }, async () => {
  expect(emitBridge(compiled.ir).text).toContain("const gateCardCases = new Map<unknown, ");
  expect(await typeCheckTrees(folder)).toBe("");
});
