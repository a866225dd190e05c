/**
 * `docs/add-a-language.md` stays true of the code: every target folder under `generator/targets/`,
 * and the stub in `test/stub-target/`, has each file its table lists; `targets/index.ts` lists exactly
 * one target per folder; and the stub files the page shows are the stub's files as they are (the
 * toolchain test `test/toolchain/add-a-language.test.ts` copies that folder into a copy of the
 * project and runs it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";

const projectRoot = new URL("../../", import.meta.url).pathname;
const page = readFileSync(join(projectRoot, "docs/add-a-language.md"), "utf8");
const targetsRoot = join(projectRoot, "generator/targets");
const stubRoot = join(projectRoot, "test/stub-target");
const languageFolders = readdirSync(targetsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name)
  .sort();

/** The files the page's table says every target folder has. */
function listedFiles(): string[] {
  const table = page.slice(
    page.indexOf("## The files of a target's folder"),
    page.indexOf("## What the contract asks"),
  );
  return [...table.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1] ?? "");
}

describe("docs/add-a-language.md", () => {
  it("lists the files every target folder and the stub have", () => {
    const files = listedFiles();
    expect(files).toEqual(["target.ts", "naming.ts", "keywords.ts", "package-name.ts", "pack.ts"]);
    for (const folder of [...languageFolders.map((name) => join(targetsRoot, name)), stubRoot]) {
      expect(
        files.filter((file) => !existsSync(join(folder, file))),
        folder,
      ).toEqual([]);
    }
  });

  it("is right that targets/index.ts lists one target per folder", () => {
    expect(languageFolders).toHaveLength(targets.length);
    const index = readFileSync(join(targetsRoot, "index.ts"), "utf8");
    for (const folder of languageFolders) expect(index).toContain(`from "./${folder}/target.js"`);
  });

  it("shows the stub's files as they are, and the one line in index.ts", () => {
    const blocks = [...page.matchAll(/^```ts test\/stub-target\/([a-z-]+\.ts)\n([\s\S]*?)^```$/gm)];
    expect(blocks.map((block) => block[1])).toEqual(["package-name.ts", "target.ts"]);
    for (const [, file = "", text] of blocks) expect(text, file).toBe(readFileSync(join(stubRoot, file), "utf8"));
    expect(page).toMatch(/^export const targets: readonly Target\[\] = \[.*, stubTarget\];$/m);
  });
});
