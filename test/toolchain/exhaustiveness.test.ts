/**
 * The point of the whole toolchain, end to end on a copy of the project: adding a card variant to
 * the schema and running `cardc gen` breaks the typecheck in every hand-written bridge, naming the
 * missing arm; `cardc scaffold` inserts stubs but the build stays broken; filling the stubs makes it
 * pass. Removing the variant again breaks every bridge that still has an arm for it, until those
 * arms are gone. Bridges are discovered (every file under runtime/ that calls a generated
 * `define…Bridge`), not listed, so each new host is covered without touching this test.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BridgeFile, findBridgeFiles } from "../../generator/bridges/find-bridge-files.js";
import { freshCard } from "../support/new-card.js";
import { copyProject, projectRoot, runCardc, typecheckProject } from "../support/project-copy.js";

let work: string;
let removeCopy: () => void;
/** The bridges that define a ToolResultView bridge, as they were before the vocabulary changed. */
let resultBridges: BridgeFile[];

const cardc = (...args: string[]) => runCardc(work, ...args);
const typecheck = () => typecheckProject(work);

function errorsIn(output: string, path: string): string[] {
  return output.split("\n").filter((line) => line.startsWith(`${path}(`) && line.includes("error TS"));
}

function editSchema(edit: (resultVariants: Record<string, unknown>) => void): void {
  const path = join(work, "schema/cards.json");
  const schema = JSON.parse(readFileSync(path, "utf8")) as {
    types: { ToolResultView: { variants: Record<string, unknown> } };
  };
  edit(schema.types.ToolResultView.variants);
  writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
}

const card = freshCard(readFileSync(join(projectRoot, "schema/cards.json"), "utf8"), ["gauge", "meter", "dial"]);
const variant = {
  name: card.name,
  doc: "A reading against its range.",
  capability: card.tag,
  fallback: "generic",
  fields: {
    title: { type: "string", optional: true, doc: "Replaces the pending card's title." },
    readings: { type: "number[]", doc: "The readings, oldest first." },
  },
};

beforeAll(async () => {
  const copy = copyProject("cardc-exhaustive-");
  work = copy.root;
  removeCopy = copy.remove;
  resultBridges = (await findBridgeFiles(work, ["runtime"])).filter((file) => file.unions.includes("ToolResultView"));
});
afterAll(() => removeCopy());

describe("a new card variant", { timeout: 180_000 }, () => {
  it("starts from a project that typechecks, with at least one bridge to break", async () => {
    expect(resultBridges.map((file) => file.path)).toContain("runtime/hosts/summary/summary-bridge.ts");
    expect(await typecheck()).toEqual({ passed: true, output: "" });
  });

  it("breaks the typecheck in every bridge, naming the missing arm, and gen says so", async () => {
    editSchema((variants) => {
      variants[card.tag] = variant;
    });
    const gen = await cardc("gen");
    for (const bridge of resultBridges) {
      expect(gen).toMatch(
        new RegExp(`${bridge.path}:\\d+:\\d+: defineToolResultViewBridge has no arm for "${card.tag}"`),
      );
    }
    const { passed, output } = await typecheck();
    expect(passed).toBe(false);
    for (const bridge of resultBridges) {
      expect(errorsIn(output, bridge.path).join("\n"), bridge.path).toContain(`Property '${card.tag}' is missing`);
    }
  });

  it("stays broken after scaffolding, which only adds stubs and is idempotent", async () => {
    const scaffold = await cardc("scaffold");
    const afterFirst = resultBridges.map((bridge) => readFileSync(join(work, bridge.path), "utf8"));
    for (const [index, bridge] of resultBridges.entries()) {
      expect(scaffold).toContain(`${bridge.path}: added stub arms for "${card.tag}"`);
      const before = bridge.text.split("\n");
      const after = (afterFirst[index] as string).split("\n");
      // Every original line is still there, in order: stubs are insertions, nothing is rewritten.
      let cursor = 0;
      for (const line of after) if (line === before[cursor]) cursor += 1;
      expect(cursor, `${bridge.path} kept its lines`).toBe(before.length);
      expect(afterFirst[index]).toContain(`${card.tag}: (view: ${card.name}`);
    }
    const { passed, output } = await typecheck();
    expect(passed).toBe(false);
    for (const bridge of resultBridges) {
      expect(errorsIn(output, bridge.path).join("\n"), bridge.path).toContain(
        `Type '${card.name}' is not assignable to type 'never'`,
      );
    }
    expect(await cardc("scaffold")).toContain("every bridge has all its arms");
    expect(resultBridges.map((bridge) => readFileSync(join(work, bridge.path), "utf8"))).toEqual(afterFirst);
  });

  it("passes once the arms are written", async () => {
    for (const bridge of resultBridges) {
      const path = join(work, bridge.path);
      const filled = readFileSync(path, "utf8").replace(
        new RegExp(
          `// TODO: write the "${card.tag}" .*\\n(\\s*)const unwritten: never = view;\\n\\s*return unwritten;`,
        ),
        (_match, indent: string) => `${indent}throw new Error(\`\${view.readings.length} readings\`);`.trimStart(),
      );
      writeFileSync(path, filled);
    }
    expect(await typecheck()).toEqual({ passed: true, output: "" });
  });
});

describe("a removed card variant", { timeout: 180_000 }, () => {
  it("breaks the typecheck at every arm that still handles it", async () => {
    editSchema((variants) => {
      delete variants[card.tag];
    });
    const gen = await cardc("gen");
    const { passed, output } = await typecheck();
    expect(passed).toBe(false);
    for (const bridge of resultBridges) {
      expect(gen).toMatch(
        new RegExp(
          `${bridge.path}:\\d+:\\d+: defineToolResultViewBridge has an arm for "${card.tag}", which the vocabulary`,
        ),
      );
      expect(errorsIn(output, bridge.path).join("\n"), bridge.path).toContain(`'${card.tag}' does not exist in type`);
    }
  });

  it("passes once those arms are gone", async () => {
    for (const bridge of resultBridges) writeFileSync(join(work, bridge.path), bridge.text);
    expect(await typecheck()).toEqual({ passed: true, output: "" });
  });
});
