/**
 * The VS Code extension for `cardc lsp`, packed as a `.vsix` by `pnpm dist`: esbuild bundles
 * `runtime/editors/vscode/extension.ts` with vscode-languageclient into one CommonJS file (`vscode`
 * is the editor's), beside a manifest written from the compiler's own (its version and licence),
 * the extension's README and the licence; then `vsce package` packs the staged folder. The manifest
 * names no repository because the compiler's names none, which vsce is told, rather than warned.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { nodeBundle } from "./esbuild-options.mjs";

/** The extension's name as VS Code's marketplace spells it: `<publisher>.<name>`. */
export const extensionId = { publisher: "cardc", name: "cardc-vocabulary" };

/** The lowest VS Code the extension supports: the one vscode-languageclient 11 needs. */
const vscodeEngine = "^1.91.0";

function manifest(compiler) {
  return {
    name: extensionId.name,
    displayName: "cardc vocabulary",
    description: "Diagnostics, navigation, rename and completion for cardc card vocabularies, from cardc lsp.",
    version: compiler.version,
    publisher: extensionId.publisher,
    license: compiler.license,
    engines: { vscode: vscodeEngine },
    categories: ["Programming Languages", "Linters"],
    activationEvents: ["onLanguage:json"],
    main: "./extension.js",
    files: ["extension.js", "README.md", "LICENSE"],
    ...(compiler.repository === undefined ? {} : { repository: compiler.repository }),
    contributes: {
      configuration: {
        title: "cardc",
        properties: {
          "cardc.path": {
            type: "string",
            default: "",
            description: "The cardc command to run instead of the workspace's node_modules/.bin/cardc.",
          },
        },
      },
    },
  };
}

/** Builds and packs the extension into `destination`, returning the `.vsix` path and all vsce printed. */
export async function packVscodeExtension(root, destination) {
  const compiler = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const stage = join(root, "dist/vscode-extension");
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  await build({
    ...nodeBundle,
    format: "cjs",
    absWorkingDir: root,
    entryPoints: ["runtime/editors/vscode/extension.ts"],
    outfile: join(stage, "extension.js"),
    external: ["vscode"],
    // vscode-languageclient is most of it: 950 kB as written, a third of that minified.
    minify: true,
  });
  const extension = manifest(compiler);
  writeFileSync(join(stage, "package.json"), `${JSON.stringify(extension, null, 2)}\n`);
  copyFileSync(join(root, "runtime/editors/vscode/README.md"), join(stage, "README.md"));
  copyFileSync(join(root, "LICENSE"), join(stage, "LICENSE"));
  mkdirSync(destination, { recursive: true });
  const vsix = join(destination, `${extension.name}-${extension.version}.vsix`);
  const missingRepository = extension.repository === undefined ? ["--allow-missing-repository"] : [];
  const packed = spawnSync(
    join(root, "node_modules/.bin/vsce"),
    ["package", "--no-dependencies", ...missingRepository, "--out", vsix],
    { cwd: stage, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  const output = `${packed.stdout}${packed.stderr}`;
  if (packed.status !== 0) throw new Error(`vsce package failed (exit ${packed.status}):\n${output}`);
  return { vsix, output };
}
