/**
 * The compiler's npm package, staged in `dist/compiler-package/` for `npm pack`: the files its
 * `files` list names, the README and licence, and a manifest with only what an installer reads —
 * name, version, description, licence, module type, engines, exports, the `cardc` command and the
 * optional ts-morph peer. The repository's own manifest also carries its development dependencies,
 * scripts, package manager and its vocabulary's `cardc` settings, none of which a user needs.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The keys of the repository's `package.json` the published compiler keeps, in this order. */
export const publishedKeys = [
  "name",
  "version",
  "description",
  "license",
  "type",
  "engines",
  "exports",
  "bin",
  "files",
  "peerDependencies",
  "peerDependenciesMeta",
];

/** Writes the staged package under `root`/dist/compiler-package and returns its folder. */
export function stageCompilerPackage(root) {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const stage = join(root, "dist/compiler-package");
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  for (const path of [...manifest.files, "README.md", "LICENSE"])
    cpSync(join(root, path), join(stage, path), { recursive: true });
  const published = Object.fromEntries(
    publishedKeys.filter((key) => manifest[key] !== undefined).map((key) => [key, manifest[key]]),
  );
  writeFileSync(join(stage, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
  return stage;
}
