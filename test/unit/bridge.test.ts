/**
 * The generated bridge skeletons at run time: every card reaches its own arm (nested tags
 * included), a card whose capability the host lacks reaches its fallback arm converted by the
 * generated default or the host's conversion (an exclusive group copied as one choice), a value
 * outside a closed union ends in `assertNever` naming the union, and an open union sends unknown
 * tags to its `unknown` arm. The arms and the cards come from the IR and its vectors, so a card
 * added to the schema is sent to its arm here without an edit.
 */
import { describe, expect, it } from "vitest";
import {
  defineContentBlockBridge,
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  type ToolCallViewArms,
  type ToolResultViewArms,
  toolResultViewCapabilities,
} from "../../generated/bridge.js";
import type { ContentBlock, ToolCallView, ToolResultView } from "../../generated/types.js";
import { buildVectors } from "../../generator/emit/vectors.js";
import { toolCallFallbacks, toolResultFallbacks } from "../../runtime/presenters/card-fallbacks.js";
import { outcomeDefaultFallbacks } from "../fixtures/exclusive-groups/out/bridge.js";
import { armPathOf, armsFromIr } from "../support/arms-from-ir.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const { ir } = await generateOk(readRealSchema());

/** Arms that answer with the arm's path and the variant they were given, so a test sees which arm ran with what. */
const echo = (arm: string) => (view: unknown) => ({ arm, view });
const resultArms = armsFromIr<ToolResultViewArms<unknown, unknown>>(ir, "ToolResultView", echo);
const callArms = armsFromIr<ToolCallViewArms<unknown, unknown>>(ir, "ToolCallView", echo);

/** A minimal valid value of every variant, with the path of the arm it belongs to. */
const results = buildVectors(ir)
  .filter((vector) => vector.type === "ToolResultView" && vector.valid && vector.id.endsWith("/minimal"))
  .map((vector) => {
    const view = vector.value as ToolResultView;
    return [armPathOf(ir, "ToolResultView", view), view] as const;
  });

describe("generated dispatch", () => {
  const full = defineToolResultViewBridge<null, unknown>(resultArms, { capabilities: toolResultViewCapabilities });

  it("has a card of every variant to send", () => {
    expect(results.map(([arm]) => arm)).toContain("search.paths");
    expect(new Set(results.map(([arm]) => arm)).size).toBe(results.length);
  });

  it.each(results)("sends a %s card to its own arm, unchanged", (arm, view) => {
    expect(full.render(view, null)).toEqual({ arm, view });
  });

  it("ends in assertNever, naming the union and the value, for a card outside the union", () => {
    const stale = { card: "no such card", rows: [] } as unknown as ToolResultView;
    expect(() => full.render(stale, null)).toThrow('unhandled ToolResultView: {"card":"no such card","rows":[]}');
    const nested = { card: "web", kind: "no such kind" } as unknown as ToolResultView;
    expect(() => full.render(nested, null)).toThrow('unhandled WebResultView: {"card":"web","kind":"no such kind"}');
  });
});

describe("capability gating", () => {
  const bare = defineToolResultViewBridge<null, unknown>(resultArms, { capabilities: [] });

  it("converts a gated card with the generated default, keeping its title", () => {
    const search: ToolResultView = {
      card: "search",
      shape: "paths",
      title: "glob",
      paths: [],
      truncated: false,
      total: 0,
    };
    expect(bare.render(search, null)).toEqual({ arm: "generic", view: { card: "generic", title: "glob" } });
    const read: ToolResultView = {
      card: "read",
      path: "a",
      offset: 1,
      lines: [],
      totalLines: 0,
      content: [{ type: "text", text: "x" }],
    };
    expect(bare.gate(read, null)).toEqual({ card: "generic", content: [{ type: "text", text: "x" }] });
  });

  it("uses the host's conversion where it gives one, per context", () => {
    const bridge = defineToolResultViewBridge<{ terminal: boolean }, unknown>(resultArms, {
      capabilities: (context) => (context.terminal ? ["terminal"] : []),
      fallbacks: toolResultFallbacks,
    });
    const view: ToolResultView = { card: "terminal", title: "ls", output: "a\nb\n\n", exitCode: 0 };
    expect(bridge.render(view, { terminal: true })).toEqual({ arm: "terminal", view });
    expect(bridge.render(view, { terminal: false })).toEqual({
      arm: "generic",
      view: { card: "generic", title: "ls", content: [{ type: "text", text: "```console\na\nb\n```\n\nexit 0" }] },
    });
  });

  it("gates call cards with the prescribed fallbacks", () => {
    const bridge = defineToolCallViewBridge<null, unknown>(callArms, {
      capabilities: ["diff"],
      fallbacks: toolCallFallbacks,
    });
    const terminal: ToolCallView = { card: "terminal", title: "make", description: "Builds it." };
    expect(bridge.gate(terminal, null)).toEqual({
      card: "generic",
      title: "make",
      kind: "execute",
      content: [{ type: "text", text: "Builds it." }],
    });
    const diff: ToolCallView = { card: "diff", title: "edit a", diffs: [] };
    expect(bridge.gate(diff, null)).toBe(diff);
  });

  it("copies an exclusive group the fallback shares as one choice, and has no default where it cannot", () => {
    expect(outcomeDefaultFallbacks.console({ card: "console", text: "ok", signal: "SIGTERM" })).toEqual({
      card: "plain",
      text: "ok",
      signal: "SIGTERM",
    });
    expect(outcomeDefaultFallbacks.console({ card: "console", exitCode: 2 })).toEqual({ card: "plain", exitCode: 2 });
    expect(Object.keys(outcomeDefaultFallbacks)).toEqual(["console"]);
  });

  it("leaves a card that needs no capability as it is", () => {
    const generic: ToolResultView = { card: "generic", title: "t" };
    expect(bare.gate(generic, null)).toBe(generic);
  });
});

describe("open union dispatch", () => {
  const blocks = defineContentBlockBridge<null, string>({
    known: { text: (block) => `text:${block.text}`, image: (block) => `image:${block.mimeType}` },
    unknown: (block) => `unknown:${block.type}`,
  });

  it("sends known blocks to their arms and unknown ones to the unknown arm, never throwing", () => {
    expect(blocks.render({ type: "text", text: "hi" }, null)).toBe("text:hi");
    expect(blocks.render({ type: "image", mimeType: "image/png", data: "" }, null)).toBe("image:image/png");
    expect(blocks.render({ type: "audio" } as unknown as ContentBlock, null)).toBe("unknown:audio");
  });
});
