/**
 * The manifests of the three npm packages `pnpm dist` packs carry only what an installer reads:
 * the compiler's keeps the keys `build/compiler-package.mjs` publishes (its command, exports,
 * engines and the optional ts-morph peer) and none of the repository's development dependencies,
 * scripts, package manager or vocabulary settings; the runtime and the vocabulary package have no
 * scripts or development dependencies either. `pnpm dist` packs the VS Code extension beside them.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedKeys } from "../../build/compiler-package.mjs";
import { distOnce } from "../support/dist-once.js";
import { root } from "../support/target-builds.js";

const repository = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>;

/** The `package.json` inside a packed tarball of `dist/packages/npm/`. */
function packedManifest(name: string): Record<string, unknown> {
  const tarball = join(root, `dist/packages/npm/${name}-${String(repository["version"])}.tgz`);
  return JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" })) as Record<
    string,
    unknown
  >;
}

beforeAll(distOnce, 600_000);

describe("the packed npm manifests", () => {
  it("give the compiler what an installer reads, as the repository's manifest says it", () => {
    const compiler = packedManifest("cardc");
    expect(Object.keys(compiler)).toEqual(publishedKeys.filter((key) => repository[key] !== undefined));
    for (const key of Object.keys(compiler)) expect(compiler[key], key).toEqual(repository[key]);
    expect(compiler["bin"]).toEqual({ cardc: "./dist/cli/cardc.js" });
    for (const key of ["devDependencies", "scripts", "cardc", "packageManager", "pnpm"])
      expect(compiler, key).not.toHaveProperty(key);
  });

  it.each(["cardc-runtime", "cardc-tool-cards"])("give %s no scripts and no development dependencies", (name) => {
    const manifest = packedManifest(name);
    expect(manifest).not.toHaveProperty("scripts");
    expect(manifest).not.toHaveProperty("devDependencies");
  });

  it("sit beside the VS Code extension, packed for the same version", () => {
    expect(readdirSync(join(root, "dist/packages/vscode"))).toEqual([
      `cardc-vocabulary-${String(repository["version"])}.vsix`,
    ]);
  });
});
