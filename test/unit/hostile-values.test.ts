/**
 * Hostile values at run time: every generated validator returns a clean verdict for each case in
 * `support/hostile-values.ts` — a boolean from `isX`, a `{ ok }` result from `validateX`, the two
 * agreeing — and never throws, hangs or changes its input. The verdicts follow the rules documented
 * in docs/bad-input.md. The soft presenter wrapper takes the same corpus, its clean verdict being
 * the view or the generic fallback (`undefined`); a bridge renders only validated cards, so hosts
 * reach it through a validator or the wrapper. Add a `describe` block for any new entry point.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as validators from "../../generated/validators.js";
import { type TreeFolder, writeTrees } from "../support/compile-trees.js";
import { generateOk } from "../support/generate.js";
import { softPresentCall } from "../../runtime/core/present.js";
import {
  cyclic,
  hostileAnywhere,
  hostileCases,
  revokedProxy,
  throwingProxy,
  watchForMutation,
} from "../support/hostile-values.js";

type Verdicts = {
  is: (value: unknown) => boolean;
  validate: (value: unknown) => { ok: boolean; errors?: readonly { text: string }[] };
};
const table = validators as unknown as Record<string, Verdicts["is"] & Verdicts["validate"]>;
const typeNames = Object.keys(table)
  .filter((name) => name.startsWith("validate"))
  .map((name) => name.slice("validate".length));

function verdicts(type: string): Verdicts {
  const is = table[`is${type}`];
  const validate = table[`validate${type}`];
  if (is === undefined || validate === undefined) throw new Error(`no validators for ${type}`);
  return { is, validate } as Verdicts;
}

/** Runs both checks and asserts a clean, agreeing verdict; returns it. */
function cleanVerdict(type: string, value: unknown): boolean {
  const { is, validate } = verdicts(type);
  const guard = is(value);
  const result = validate(value);
  expect(typeof guard).toBe("boolean");
  expect(result.ok).toBe(guard);
  if (!result.ok) {
    expect(result.errors?.length).toBeGreaterThan(0);
    for (const error of result.errors ?? []) {
      expect(error.text.startsWith(type)).toBe(true);
      // A verdict is a short line, whatever the value held (a 10 MB tag is not echoed back).
      expect(error.text.length).toBeLessThan(500);
    }
  }
  return guard;
}

describe("generated validators on hostile values", () => {
  it("has validators to check", () => {
    expect(typeNames).toContain("ToolCallView");
    expect(typeNames.length).toBeGreaterThan(10);
  });

  it.each(hostileCases.map((c) => [c.name, c] as const))("%s", (_name, hostile) => {
    expect(cleanVerdict(hostile.type, hostile.build())).toBe(hostile.valid);
  });

  it.each(hostileAnywhere.map((c) => [c.name, c] as const))(
    "rejects a top-level %s for every type",
    (_name, hostile) => {
      const value = hostile.build();
      for (const type of typeNames) expect(cleanVerdict(type, value), type).toBe(false);
    },
  );

  it.each(
    hostileCases
      .filter((c) => !c.name.includes("proxy") && !c.name.includes("million") && !c.name.includes("100,000"))
      .map((c) => [c.name, c] as const),
  )("only reads %s", (_name, hostile) => {
    const built = hostile.build();
    if (built === null || (typeof built !== "object" && typeof built !== "function")) {
      throw new Error(`${hostile.name} builds no object to watch`);
    }
    const { value, log } = watchForMutation(built as object);
    expect(cleanVerdict(hostile.type, value)).toBe(hostile.valid);
    expect(log.attempts).toEqual([]);
  });
});

describe("generated validators of a recursive type on hostile values", () => {
  const source = JSON.stringify({
    id: "urn:cardc:test:tree",
    doc: "A recursive vocabulary.",
    types: {
      Tree: {
        doc: "A node and its children.",
        fields: {
          label: { type: "string", doc: "The node's label." },
          children: { type: "Tree[]", doc: "Nodes beneath this one." },
        },
      },
    },
  });
  let isTree: (value: unknown) => boolean;
  let validateTree: (value: unknown) => { ok: boolean; errors?: readonly { text: string }[] };
  let folder: TreeFolder;

  beforeAll(async () => {
    folder = writeTrees("hostile-tree", [(await generateOk(source)).files]);
    const module = (await import(`${folder.treeAt(0)}/validators.ts`)) as {
      isTree: typeof isTree;
      validateTree: typeof validateTree;
    };
    isTree = module.isTree;
    validateTree = module.validateTree;
  });
  afterAll(() => folder.remove());

  it("reports a cycle through a typed field as unreadable, without throwing or hanging", () => {
    const node: { label: string; children: unknown[] } = { label: "loop", children: [] };
    node.children.push(node);
    expect(isTree(node)).toBe(false);
    const result = validateTree(node);
    expect(result.ok).toBe(false);
    expect(result.errors?.[0]?.text).toBe("Tree: value could not be read (RangeError thrown)");
  });

  it("reports 100,000 levels of a recursive type as unreadable, and accepts a shallow one", () => {
    let deep: unknown = { label: "leaf", children: [] };
    for (let level = 0; level < 100_000; level++) deep = { label: "node", children: [deep] };
    expect(isTree(deep)).toBe(false);
    expect(validateTree(deep).errors?.[0]?.text).toBe("Tree: value could not be read (RangeError thrown)");
    expect(isTree({ label: "root", children: [{ label: "leaf", children: [] }] })).toBe(true);
  });
});

describe("the soft presenter wrapper on hostile values", () => {
  const fallbacks: string[] = [];
  const options = {
    name: "hostile.presentCall",
    validateView: validators.validateToolCallView,
    onFallback: (fallback: { text: string }) => fallbacks.push(fallback.text),
  };

  it.each(hostileCases.filter((c) => c.type === "ToolCallView").map((c) => [c.name, c] as const))(
    "returns a presenter's %s view only when it is valid, never throwing",
    (_name, hostile) => {
      const view = hostile.build();
      const present = softPresentCall(() => view as never, options);
      const shown = present({});
      expect(shown === undefined ? "generic fallback" : "view").toBe(hostile.valid ? "view" : "generic fallback");
    },
  );

  it.each(hostileAnywhere.map((c) => [c.name, c] as const))(
    "gives the generic fallback for %s arguments",
    (_name, hostile) => {
      const present = softPresentCall((args: { title: string }) => ({ card: "generic" as const, title: args.title }), {
        ...options,
        validateArgs: (value: unknown): value is { title: string } =>
          validators.isGenericCallView({ card: "generic", ...(value as object) }),
      });
      expect(present(hostile.build())).toBeUndefined();
    },
  );

  it("gives the generic fallback when a presenter throws a hostile value", () => {
    for (const thrown of [throwingProxy(), revokedProxy(), cyclic(), Symbol("x"), 1n, undefined]) {
      const present = softPresentCall(() => {
        throw thrown;
      }, options);
      expect(present({})).toBeUndefined();
    }
    expect(fallbacks.every((text) => typeof text === "string" && text.length < 2000)).toBe(true);
  });
});
