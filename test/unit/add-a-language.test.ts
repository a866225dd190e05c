/**
 * `docs/add-a-language.md` stays true of the code: every target folder under `generator/targets/`
 * has each file its table lists, `targets/index.ts` lists exactly one target per folder, and the
 * stub the page walks through names only modules and members that exist (the toolchain test
 * `test/toolchain/add-a-language.test.ts` builds it into a copy of the project and runs it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";

const projectRoot = new URL("../../", import.meta.url).pathname;
const page = readFileSync(join(projectRoot, "docs/add-a-language.md"), "utf8");
const targetsRoot = join(projectRoot, "generator/targets");
const languageFolders = readdirSync(targetsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name)
  .sort();

/** The files the page's table says every target folder has. */
function listedFiles(): string[] {
  const table = page.slice(page.indexOf("## The files of a target's folder"), page.indexOf("## A stub, step by step"));
  return [...table.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1] ?? "");
}

describe("docs/add-a-language.md", () => {
  it("lists the files every target folder has", () => {
    const files = listedFiles();
    expect(files).toEqual(["naming.ts", "target.ts", "pack.ts"]);
    for (const folder of languageFolders) {
      expect(
        files.filter((file) => !existsSync(join(targetsRoot, folder, file))),
        folder,
      ).toEqual([]);
    }
  });

  it("is right that targets/index.ts lists one target per folder", () => {
    expect(languageFolders).toHaveLength(targets.length);
    const index = readFileSync(join(targetsRoot, "index.ts"), "utf8");
    for (const folder of languageFolders) expect(index).toContain(`from "./${folder}/target.js"`);
  });

  it("walks through a stub of exactly the three files, and the one line in index.ts", () => {
    const blocks = [...page.matchAll(/^```ts generator\/targets\/stub\/([a-z-]+\.ts)\n/gm)].map((match) => match[1]);
    expect(blocks).toEqual(["naming.ts", "target.ts", "pack.ts"]);
    expect(page).toMatch(/^export const targets: readonly Target\[\] = \[.*, stubTarget\];$/m);
  });
});
