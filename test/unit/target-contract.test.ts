/**
 * The rest of the generator reaches a language only through the registry (`targets/index.ts`): no
 * module of the core, the checks, the emitters' shared code or the command line imports a language's
 * folder, so a new language is one folder and one registry line. The bridges and replay checker work
 * on the TypeScript host's own code, and import its naming by design. And each target's id, which
 * `cardc.targets` takes, is its folder's name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";

const generatorRoot = new URL("../../generator/", import.meta.url).pathname;
const languageFolders = readdirSync(join(generatorRoot, "targets"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);
/** Layers that belong to the TypeScript host: bridges are TypeScript code, and replay runs its checks. */
const typeScriptHostLayers = ["bridges", "replay"];

function sourcesOutsideTargets(): string[] {
  return readdirSync(generatorRoot, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts") && !path.startsWith("targets/"))
    .filter((path) => !typeScriptHostLayers.some((layer) => path.startsWith(`${layer}/`)));
}

describe("the target contract", () => {
  it("is the only way the rest of the generator reaches a language", () => {
    const language = new RegExp(`from "[./]*/targets/(?:${languageFolders.join("|")})/`);
    const reaching = sourcesOutsideTargets().filter((path) =>
      language.test(readFileSync(join(generatorRoot, path), "utf8")),
    );
    expect(sourcesOutsideTargets()).toContain("core/artifacts.ts");
    expect(reaching.map((path) => relative(".", path))).toEqual([]);
  });

  it("names each target as its folder", () => {
    expect(targets.map((target) => target.id).sort()).toEqual([...languageFolders].sort());
  });
});
