/**
 * The manifests of the three npm packages `pnpm dist` packs carry only what an installer reads:
 * the compiler's keeps the keys `build/compiler-package.mjs` publishes (its command, exports,
 * engines and the optional ts-morph peer) and none of the repository's development dependencies,
 * scripts, package manager or vocabulary settings; the runtime and the vocabulary package have no
 * scripts or development dependencies either, and each ships only what its entry points reach, with
 * exactly the dependencies that code imports. `pnpm dist` packs the VS Code extension beside them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { ts } from "ts-morph";
import { beforeAll, describe, expect, it } from "vitest";
import { moduleSpecifiers } from "../../generator/pack/commonjs-twins.js";
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

  it.each(["cardc-runtime", "cardc-tool-cards"])(
    "give %s the keys an installer reads, files its entries reach and the dependencies its code imports",
    (name) => {
      const manifest = packedManifest(name);
      expect(Object.keys(manifest)).toEqual(runtimeKeys.filter((key) => manifest[key] !== undefined));
      const shipped = shippedFiles(name);
      const exportsMap = manifest["exports"] as Record<string, string | Record<string, Record<string, string>>>;
      const entryFiles = Object.values(exportsMap).flatMap((target) =>
        typeof target === "string" ? [target] : Object.values(target).flatMap((condition) => Object.values(condition)),
      );
      const { reached, packages } = reachedFrom(shipped, entryFiles);
      const extras = ["package.json", "README.md", "LICENSE"];
      expect([...shipped.keys()].filter((file) => !reached.has(file) && !extras.includes(file))).toEqual([]);
      const dependencies = Object.keys((manifest["dependencies"] ?? {}) as object).sort();
      expect(dependencies).toEqual([...packages.value].sort());
      const peers = Object.keys((manifest["peerDependencies"] ?? {}) as object).sort();
      expect(peers).toEqual([...packages.types].filter((name) => !packages.value.has(name)).sort());
    },
  );

  it("sit beside the VS Code extension, packed for the same version", () => {
    expect(readdirSync(join(root, "dist/packages/vscode"))).toEqual([
      `cardc-vocabulary-${String(repository["version"])}.vsix`,
    ]);
  });
});

/** The keys a runtime or vocabulary manifest may have, in the order `pnpm build` and `cardc dist` write them. */
const runtimeKeys = [
  "name",
  "version",
  "description",
  "license",
  "type",
  "sideEffects",
  "engines",
  "exports",
  "files",
  "dependencies",
  "peerDependencies",
  "peerDependenciesMeta",
];

/** The files of a packed tarball (paths under `package/`) with their text. */
function shippedFiles(name: string): Map<string, string> {
  const folder = mkdtempSync(join(tmpdir(), "cardc-manifest-"));
  try {
    const tarball = join(root, `dist/packages/npm/${name}-${String(repository["version"])}.tgz`);
    execFileSync("tar", ["-xzf", tarball, "-C", folder]);
    const unpacked = join(folder, "package");
    return new Map(
      readdirSync(unpacked, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(unpacked.length + 1), readFileSync(path, "utf8")];
        }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The files the entries reach by relative specifiers (a `.d.ts` reaching its neighbour by the `.js`
 * name TypeScript resolves it by), and the packages they name: by JavaScript, or only by declarations.
 */
function reachedFrom(
  shipped: ReadonlyMap<string, string>,
  entries: readonly string[],
): { reached: Set<string>; packages: { value: Set<string>; types: Set<string> } } {
  const reached = new Set<string>();
  const packages = { value: new Set<string>(), types: new Set<string>() };
  const pending = entries.map((entry) => normalize(entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    expect(shipped.has(file), `${file} is shipped`).toBe(true);
    reached.add(file);
    if (!/\.(?:c?js|d\.c?ts)$/.test(file)) continue;
    const declaration = /\.d\.c?ts$/.test(file);
    for (const specifier of moduleSpecifiers(ts, file, shipped.get(file) ?? "")) {
      if (specifier.startsWith(".")) {
        const target = normalize(join(dirname(file), specifier));
        pending.push(declaration ? target.replace(/\.js$/, ".d.ts").replace(/\.cjs$/, ".d.cts") : target);
      } else if (!specifier.startsWith("node:")) {
        const parts = specifier.split("/");
        const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
        (declaration ? packages.types : packages.value).add(name);
      }
    }
  }
  return { reached, packages };
}
