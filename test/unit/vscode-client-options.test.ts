/**
 * What the VS Code extension starts and serves, decided by `client-options.ts` from the workspace
 * folder: the project's own `node_modules/.bin/cardc lsp` (`cardc.cmd` on Windows) unless
 * `cardc.path` names another, and the vocabulary `package.json` names besides every `cards.json`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serverLaunch, vocabularyPatterns } from "../../runtime/editors/vscode/client-options.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cardc-vscode-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the VS Code extension's server", () => {
  it("is the workspace's cardc lsp, or the command cardc.path names", () => {
    expect(serverLaunch(root, undefined, "linux")).toEqual({
      command: join(root, "node_modules/.bin/cardc"),
      args: ["lsp"],
    });
    expect(serverLaunch(root, "", "linux").command).toBe(join(root, "node_modules/.bin/cardc"));
    expect(serverLaunch(root, undefined, "win32").command).toBe(join(root, "node_modules/.bin/cardc.cmd"));
    expect(serverLaunch(root, "/opt/cardc/bin/cardc", "linux")).toEqual({
      command: "/opt/cardc/bin/cardc",
      args: ["lsp"],
    });
  });

  it("serves the vocabulary package.json names, and every cards.json", () => {
    writeFileSync(join(root, "package.json"), JSON.stringify({ cardc: { schema: "./vocab/tools.json" } }));
    expect(vocabularyPatterns(root)).toEqual(["**/vocab/tools.json", "**/cards.json"]);
  });

  it.each([
    ["no package.json", undefined],
    ["no cardc settings", '{ "name": "x" }'],
    ["a package.json that is not JSON", "{ name"],
  ])("serves schema/cards.json and every cards.json with %s", (_case, manifest) => {
    if (manifest !== undefined) writeFileSync(join(root, "package.json"), manifest);
    expect(vocabularyPatterns(root)).toEqual(["**/schema/cards.json", "**/cards.json"]);
  });
});
