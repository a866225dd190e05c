/**
 * Each `cardc` command loads only what it runs: the bundle (`build/build.mjs`) puts every module a
 * command reaches through `import()` in a chunk of its own, and this test reads the metafile the build
 * writes beside the command (`dist/cli.meta.json`) to list the sources each path loads. `cardc --help`
 * loads no generator stage; `gen --check` loads the generator but nothing that only writing,
 * watching, scaffolding, diffing, releasing or the language server uses, and until its record fails
 * to prove the folder up to date, not even the generator; only `cardc lsp` loads the server and its
 * protocol library.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";

const outputs = (JSON.parse(readFileSync(join(process.cwd(), "dist/cli.meta.json"), "utf8")) as esbuild.Metafile)
  .outputs;

/** The output built for an entry: the command's entry file, or a module reached by `import()`. */
function outputOf(entryPoint: string): string {
  const found = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryPoint);
  if (found === undefined) throw new Error(`no chunk of its own for ${entryPoint}: is it imported statically?`);
  return found;
}

/** Every source the given outputs load before running, following static imports only. */
function sourcesLoadedBy(entryPoints: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = entryPoints.map(outputOf);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imported of outputs[next]?.imports ?? []) {
      if (imported.kind === "import-statement" && imported.path in outputs) pending.push(imported.path);
    }
  }
  return [...seen].flatMap((output) => Object.keys(outputs[output]?.inputs ?? {})).sort();
}

/** Sources only writing, watching, scaffolding, diffing, releasing or the language server use. */
const notForChecking = [
  /^generator\/(bridges|diff\/rules|replay|release|lsp)\//,
  /^generator\/output\/write-tree\.ts$/,
  /^generator\/cli\/(gen-write|watch|change-summary|run-diff|run-release-check|compare-previous|run-lsp)\.ts$/,
  /node_modules\/.*\/(diff|ts-morph|vscode-languageserver[\w-]*|vscode-jsonrpc)\//,
];

describe("the modules each cardc command loads", () => {
  it("are only the command line for --help and the command list", () => {
    const loaded = sourcesLoadedBy(["generator/cli/bin.ts"]);
    expect(loaded).toContain("generator/cli/main.ts");
    expect(
      loaded.filter((source) => !/^generator\/(cli|model|check\/suggest\.ts|diff\/[\w-]+\.ts)/.test(source)),
    ).toEqual([]);
  });

  it("for gen --check are the generator and the comparison, not the writer, the bridge scan, watch or diff", () => {
    const loaded = sourcesLoadedBy(["generator/cli/bin.ts", "generator/cli/run-gen.ts", "generator/cli/gen-steps.ts"]);
    expect(loaded).toEqual(
      expect.arrayContaining([
        "generator/core/generate.ts",
        "generator/output/compare-tree.ts",
        "generator/output/read-tree.ts",
      ]),
    );
    expect(loaded.filter((source) => notForChecking.some((pattern) => pattern.test(source)))).toEqual([]);
  });

  it("for gen --check proven by its record are the record and the folder's listing, not the generator", () => {
    const loaded = sourcesLoadedBy(["generator/cli/bin.ts", "generator/cli/run-gen.ts"]);
    expect(loaded).toEqual(expect.arrayContaining(["generator/cli/recorded-tree.ts", "generator/output/read-tree.ts"]));
    const generatorStages = /^generator\/(core|emit|lower|targets|parse)\/|^generator\/check\/(?!suggest\.ts$)/;
    expect(loaded.filter((source) => generatorStages.test(source))).toEqual([]);
  });

  it("for lsp add the server and its protocol library, loaded on use", () => {
    const loaded = sourcesLoadedBy(["generator/cli/run-lsp.ts"]);
    expect(loaded).toEqual(expect.arrayContaining(["generator/lsp/server.ts", "generator/lsp/rename.ts"]));
    expect(loaded.some((source) => /node_modules\/.*\/vscode-languageserver\//.test(source))).toBe(true);
  });

  it("for a writing gen add the writer and the bridge scan, loaded on use", () => {
    const loaded = sourcesLoadedBy(["generator/cli/gen-write.ts"]);
    expect(loaded).toEqual(
      expect.arrayContaining(["generator/output/write-tree.ts", "generator/bridges/find-bridge-files.ts"]),
    );
  });
});
