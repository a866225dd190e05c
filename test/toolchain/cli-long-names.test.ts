/**
 * Names of 20,000 characters: `cardc gen` reports an unknown type among them with its did-you-mean
 * when one is a typo of a declared name and without one when it is not, then exits 2; the banded
 * edit distance is what lets it answer at all (the full table took over a minute for one pair).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

const declared = `A${"b".repeat(19_999)}`;
const near = `A${"b".repeat(19_998)}c`;
const far = `A${"c".repeat(19_999)}`;

describe("cardc gen on names of 20,000 characters", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-long-names-"));
    const fields = { near: { type: near, doc: "n" }, far: { type: far, doc: "f" } };
    const vocabulary = { id: "urn:cardc:long", doc: "x", types: { [declared]: { doc: "a", fields } } };
    writeFileSync(join(work, "cards.json"), JSON.stringify(vocabulary, null, 2));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("reports both unknown types, the typo with its hint, and exits", () => {
    const args = cardcArgs("gen", "--schema", join(work, "cards.json"), "--out", join(work, "out"));
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, env: cardcEnv(), encoding: "utf8" });
    expect(result.status).toBe(2);
    const reports = result.stderr.split(/\n(?=\S+:\d+:\d+ error )/);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toContain(`error CARD_UNKNOWN_TYPE  unknown type "${near}"`);
    expect(reports[0]).toContain(`\n  hint: did you mean "${declared}"?\n`);
    expect(reports[1]).toContain(`error CARD_UNKNOWN_TYPE  unknown type "${far}"`);
    expect(reports[1]).not.toContain("hint:");
    expect(result.stderr).toMatch(/\n2 errors; nothing was written\.\n$/);
  });
});
