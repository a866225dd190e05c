/**
 * Chains of types at the stated depth (`maxTypeDepth`: 100 records, 50 records in optional fields,
 * 34 in optional nullable ones) build in the generated crate and in a host crate that decodes,
 * clones, compares, writes and drops them, under rustc's default recursion limit, which every crate
 * that uses a type applies to it again. A 300-level chain, which overflows rustc (E0320) and once ran
 * the generator itself out of stack, is one located diagnostic from `gen`, exit 2, nothing written.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, stackFrame } from "../support/cli-process.js";
import { roundTripInRustHost, writeGeneratedFolder } from "../support/host-projects.js";

const work = mkdtempSync(join(tmpdir(), "cardc-type-depth-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `<prefix>0` holding `<prefix>1` … holding `<prefix><count - 1>`, each link a field `next` of the given kind. */
function chain(prefix: string, count: number, link: { optional?: boolean; nullable?: boolean } = {}) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `${prefix}${index}`,
      {
        doc: `Level ${index}.`,
        fields:
          index + 1 < count
            ? { next: { type: `${prefix}${index + 1}`, doc: "The next.", ...link } }
            : { leaf: { type: "string", doc: "The end." } },
      },
    ]),
  );
}

const deepest = JSON.stringify({
  id: "urn:cardc:test:deepest-chains",
  doc: "Chains of types as deep as every target compiles.",
  types: {
    ...chain("A", 100),
    ...chain("B", 50, { optional: true }),
    ...chain("C", 34, { optional: true, nullable: true }),
  },
});

/** Each chain's outermost type and a value of it, the record chain nested to its end. */
const values = [
  ["A0", `${'{"next": '.repeat(99)}{"leaf": "end"}${"}".repeat(99)}`],
  ["B0", '{"next": {"next": {}}}'],
  ["C0", '{"next": {"next": null}}'],
] as const;

describe("a chain of types at the stated depth", () => {
  it("builds in the generated crate and in a host crate that uses every chain", { timeout: 600_000 }, async () => {
    const dir = await writeGeneratedFolder(deepest, "type-depth", "rust");
    expect(await roundTripInRustHost(deepest, dir, values)).toEqual(
      values.map(([, text]) => JSON.parse(text) as unknown),
    );
  });
});

describe("a chain of 300 types", () => {
  it("makes gen exit 2 with the diagnostic, no stack trace and nothing written", { timeout: 60_000 }, async () => {
    const schema = join(work, "cards.json");
    writeFileSync(
      schema,
      JSON.stringify({ id: "urn:cardc:test:chain", doc: "A chain.", types: chain("T", 300) }, null, 2),
    );
    const out = join(work, "generated");
    const run = await runCli(["gen", "--schema", schema, "--out", out], work);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^cards\.json:5:5 error CARD_TYPE_TOO_DEEP {2}type "T0" holds types 300 levels deep \(T0 → T1 → T2 → … → T299\);/,
    );
    expect(run.stderr).not.toMatch(stackFrame);
    expect(existsSync(out)).toBe(false);
  });
});
