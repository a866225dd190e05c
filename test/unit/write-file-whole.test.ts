/**
 * `writeFileWhole` leaves either the old file or the new one: it keeps a replaced file's permission
 * bits, leaves no temporary file behind, and with `exclusive` refuses (EEXIST) to replace a file,
 * which keeps its text.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileWhole } from "../../generator/output/write-file-whole.js";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "cardc-whole-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("writeFileWhole", () => {
  it("creates the folder and the file, leaving nothing else", async () => {
    await writeFileWhole(join(folder, "a/b/page.html"), "<p>hi</p>");
    expect(readFileSync(join(folder, "a/b/page.html"), "utf8")).toBe("<p>hi</p>");
    expect(readdirSync(join(folder, "a/b"))).toEqual(["page.html"]);
  });

  it("replaces a file, keeping its permission bits", async () => {
    const target = join(folder, "package.json");
    writeFileSync(target, "old");
    chmodSync(target, 0o640);
    await writeFileWhole(target, "new");
    expect(readFileSync(target, "utf8")).toBe("new");
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder)).toEqual(["package.json"]);
  });

  it("with exclusive, refuses to replace a file and leaves it and the folder as they were", async () => {
    const target = join(folder, "cards.json");
    writeFileSync(target, "mine");
    await expect(writeFileWhole(target, "starter", { exclusive: true })).rejects.toMatchObject({ code: "EEXIST" });
    expect(readFileSync(target, "utf8")).toBe("mine");
    expect(readdirSync(folder)).toEqual(["cards.json"]);
  });
});
