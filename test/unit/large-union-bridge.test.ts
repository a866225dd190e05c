/**
 * A bridge over unions past the size at which dispatch is a table (`test/fixtures/large-unions`):
 * a nested union as large as its parent reaches the arm of its leaf, the capability gate looks its
 * tag up in a table of its own and converts with the generated default, an open union sends an
 * unknown tag to its `unknown` arm, and a tag a plain object would find on its prototype reaches no arm.
 */
import { describe, expect, it } from "vitest";
import { cardCapabilities, defineBlockBridge, defineCardBridge } from "../fixtures/large-unions/out/bridge.js";
import type { Block, Card } from "../fixtures/large-unions/out/types.js";
import { fixtureSource } from "../support/fixture-trees.js";
import { generateOk } from "../support/generate.js";
import { armsFromIr } from "../support/arms-from-ir.js";
import type { BlockArms, CardArms } from "../fixtures/large-unions/out/bridge.js";

const { ir, files } = await generateOk(fixtureSource("large-unions"));
const echo = (arm: string) => (view: unknown) => ({ arm, view });
const cardArms = armsFromIr<CardArms<null, unknown>>(ir, "Card", echo);
const blockArms = armsFromIr<BlockArms<null, unknown>>(ir, "Block", echo);
const hostileTags: unknown[] = ["__proto__", "constructor", "toString", 7, null];

describe("a bridge over large unions", () => {
  const full = defineCardBridge<null, unknown>(cardArms, { capabilities: cardCapabilities });
  const bare = defineCardBridge<null, unknown>(cardArms, { capabilities: [] });

  it("looks the tags up in tables", () => {
    const bridge = files.find((file) => file.path === "bridge.ts")!.contents;
    for (const table of ["dispatchCardCases", "dispatchGroupedCardCases", "gateCardCases", "dispatchBlockCases"]) {
      expect(bridge).toContain(`const ${table} = new Map<unknown, `);
    }
  });

  it("sends the first and last card, and the last nested card, to their arms", () => {
    const cards: [string, Card][] = [
      ["plain", { card: "plain", title: "t" }],
      ["c16", { card: "c16", title: "t", count: 1 }],
      ["grouped.s01", { card: "grouped", shape: "s01", title: "t" }],
      ["grouped.s17", { card: "grouped", shape: "s17", title: "t" }],
    ];
    for (const [arm, view] of cards) expect(full.render(view, null)).toEqual({ arm, view });
  });

  it("gates the last gated card and a nested one by their capabilities", () => {
    const last: Card = { card: "c16", title: "last", count: 2 };
    expect(bare.render(last, null)).toEqual({ arm: "plain", view: { card: "plain", title: "last" } });
    const nested: Card = { card: "grouped", shape: "s17", title: "nested" };
    expect(bare.render(nested, null)).toEqual({ arm: "plain", view: { card: "plain", title: "nested" } });
    expect(bare.gate({ card: "plain", title: "t" }, null)).toEqual({ card: "plain", title: "t" });
  });

  it.each(hostileTags)("ends a card tagged %j in assertNever, at either level", (tag) => {
    expect(() => full.render({ card: tag } as unknown as Card, null)).toThrow(/^unhandled Card: /);
    expect(() => full.render({ card: "grouped", shape: tag } as unknown as Card, null)).toThrow(
      /^unhandled GroupedCard: /,
    );
  });

  it.each(hostileTags)("sends a block tagged %j to the unknown arm of the open union", (tag) => {
    const blocks = defineBlockBridge<null, unknown>(blockArms);
    const block = { type: tag } as unknown as Block;
    expect(blocks.render(block, null)).toEqual({ arm: "unknown", view: block });
    expect(blocks.render({ type: "b17", text: "x" }, null)).toEqual({
      arm: "known.b17",
      view: { type: "b17", text: "x" },
    });
  });
});
