/**
 * A bridge whose arms call the bridge itself compiles under the project's strict `tsc` with no type
 * annotation, through the generated `define…Bridge<Context, Output>()` form, and renders: one arm of
 * an open union and one of a gated union each hand a card back to the bridge they belong to. Passed
 * straight to `define…Bridge(arms)`, the same arms make TypeScript give up on the constant's type
 * (TS7022), which this test shows too, so the form earns its place.
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentBlockBridge, ToolCallViewBridge } from "../../generated/bridge.js";
import { compileVocabulary } from "../../generator/core/generate.js";
import { emitBridge } from "../../generator/targets/typescript/emit-bridge.js";
import { emitTypes } from "../../generator/targets/typescript/emit-types.js";
import { typeCheckTrees, writeTrees } from "../support/compile-trees.js";
import { readRealSchema } from "../support/generate.js";

const compiled = compileVocabulary(readRealSchema());
if (!compiled.ok) throw new Error("the vocabulary does not compile");
const generated = [
  { path: "generated/types.ts", contents: emitTypes(compiled.ir).text },
  { path: "generated/bridge.ts", contents: emitBridge(compiled.ir).text },
];

/** A host module: an image block shown as its caption, through the text arm; a terminal call, through the generic arm. */
const recursiveHost = `
import { defineContentBlockBridge, defineToolCallViewBridge } from "./generated/bridge.js";

export const blocks = defineContentBlockBridge<string, string>()({
  known: {
    text: (block, indent) => indent + block.text,
    image: (block, indent) => blocks.render({ type: "text", text: "[" + block.mimeType + "]" }, indent),
  },
  unknown: (block, indent) => blocks.render({ type: "text", text: "?" + block.type }, indent),
});

export const calls = defineToolCallViewBridge<string, string>()(
  {
    generic: (call, indent) => indent + call.title + (call.content ?? []).map((block) => blocks.render(block, " ")).join(""),
    terminal: (call, indent) => calls.render({ card: "generic", title: "$ " + call.title }, indent),
    diff: (call, indent) => indent + "diff " + call.title,
  },
  { capabilities: ["terminal", "diff"] },
);
`;

interface RecursiveHost {
  readonly blocks: ContentBlockBridge<string, string>;
  readonly calls: ToolCallViewBridge<string, string>;
}

/** The same content-block arms passed straight to the one-call form. */
const annotatedNowhere = `
import { defineContentBlockBridge } from "./generated/bridge.js";

export const blocks = defineContentBlockBridge<string, string>({
  known: {
    text: (block, indent) => indent + block.text,
    image: (block, indent) => blocks.render({ type: "text", text: block.mimeType }, indent),
  },
  unknown: (block, indent) => indent + block.type,
});
`;

const folder = writeTrees("recursive-bridge", [
  [...generated, { path: "host.ts", contents: recursiveHost }],
  [...generated, { path: "host.ts", contents: annotatedNowhere }],
]);
afterAll(() => folder.remove());

describe("a recursive bridge", () => {
  it("type-checks without an annotation through define…Bridge<Context, Output>(), and only there", async () => {
    const report = await typeCheckTrees(folder);
    const errors = report.split("\n").filter((line) => /error TS\d+/.test(line));
    // Every error is in the one-call tree, and it is the one the two-step form avoids.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((line) => !line.includes("tree-1/host.ts"))).toEqual([]);
    expect(errors[0]).toContain("error TS7022: 'blocks' implicitly has type 'any'");
  }, 300_000);

  it("renders a card its arm hands back to the same bridge", async () => {
    const host = (await import(join(folder.treeAt(0), "host.ts"))) as RecursiveHost;
    expect(host.blocks.render({ type: "image", mimeType: "image/png", data: "" }, "> ")).toBe("> [image/png]");
    expect(host.calls.render({ card: "terminal", title: "ls" }, "")).toBe("$ ls");
  });
});
