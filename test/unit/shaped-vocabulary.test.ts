/**
 * The benchmark's shaped vocabularies are ones `cardc gen` accepts: the 1,000-variant one passes the
 * generator's check (meta-schema and every rule), a 100-variant one generates with every example
 * accepted (a full generation at 1,000 is the benchmark's to time), and the 1,000-variant one has the
 * shape the figures are said to measure: 1,000 leaf variants, nested unions, a capability on every
 * tenth member, exclusive groups, nullable and optional fields, shared records used by many variants.
 */
import { targetNamings } from "../../generator/targets/index.js";
import { describe, expect, it } from "vitest";
import { checkDocument } from "../../generator/check/check-document.js";
import { generate } from "../../generator/core/generate.js";
import { exhaustiveBridge, shapedDocument, shapedLeaves, shapedVocabulary } from "../../bench/shaped-vocabulary.js";

const variants = 1000;
const document = shapedDocument(variants);
const card = (document["types"] as Record<string, { variants: Record<string, Record<string, unknown>> }>)["Card"]!;
const members = Object.values(card.variants);
const leaves = members.flatMap((member) =>
  member["variants"] === undefined
    ? [member]
    : Object.values(member["variants"] as Record<string, Record<string, unknown>>),
);
const fields = leaves.flatMap((leaf) => Object.values(leaf["fields"] as Record<string, Record<string, unknown>>));

describe("the shaped vocabulary", () => {
  it("passes the generator's check at 1,000 variants", () => {
    const checked = checkDocument(shapedVocabulary(variants), targetNamings);
    expect(checked.ok ? [] : checked.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([]);
  });

  it("generates with every example accepted at 100 variants", async () => {
    const result = await generate(shapedVocabulary(100), { sourceName: "cards.json" });
    expect(result.ok ? [] : result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([]);
  });

  it("has 1,000 leaf variants, each with an arm path and an example", () => {
    expect(leaves).toHaveLength(variants);
    expect(shapedLeaves(document).map((leaf) => leaf.path)).toHaveLength(variants);
    expect(new Set(shapedLeaves(document).map((leaf) => leaf.path)).size).toBe(variants);
  });

  it("has nested unions, capabilities, exclusive groups, nullable and optional fields", () => {
    expect(members.filter((member) => member["variants"] !== undefined).length).toBeGreaterThan(10);
    expect(members.filter((member) => member["capability"] !== undefined).length).toBe(Math.floor(members.length / 10));
    expect(leaves.filter((leaf) => leaf["exclusive"] !== undefined).length).toBeGreaterThan(10);
    expect(fields.filter((field) => field["nullable"] === true).length).toBeGreaterThan(variants / 2);
    expect(fields.filter((field) => field["optional"] === true).length).toBeGreaterThan(variants / 2);
  });

  it("references every shared record from many variants", () => {
    const shared = Object.entries(document["types"] as Record<string, Record<string, unknown>>)
      .filter(([, type]) => type["fields"] !== undefined)
      .map(([name]) => name);
    for (const name of shared) {
      const users = fields.filter((field) => String(field["type"]).replace("[]", "") === name).length;
      expect({ name, many: users >= 50 || ["Position", "Person"].includes(name) }).toEqual({ name, many: true });
    }
  });

  it("writes a bridge arm for every leaf", () => {
    const bridge = exhaustiveBridge(shapedDocument(25));
    expect(bridge.match(/=> view\.title/g)).toHaveLength(25);
    expect(bridge).toContain("    card0005: {\n      alpha: (view) => view.title,");
  });
});
