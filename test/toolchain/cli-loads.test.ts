/**
 * What the compiled package loads. The library is esbuild's bundle of every entry point with shared
 * chunks, and the build writes its metafile (`dist/library.meta.json`): which output holds which
 * source module, and what each output imports. From it: the package's `.` export (`dist/index.js`)
 * loads, through its static imports, neither Ajv nor Ajv's compiled validators, and no other package:
 * a host that imports it loads generated code and `cardc/runtime` only, in two files. Every source
 * module is in one output only, so a host importing two entries gets one copy of each module, and the
 * package's own names (`cardc/runtime` in generated code) are bundled, never left to node to load a
 * second copy. And the `cardc` command loads Ajv only to compile its standalone code when its inputs
 * changed: `gen` on a fresh folder loads the chunk that holds Ajv (esbuild's metafile names it),
 * `gen --check` and `gen` on the unchanged vocabulary load no module of Ajv at all (a module hook
 * records every URL the process loads).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

const dist = join(projectRoot, "dist");
const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  exports: Record<string, string | { default?: string }>;
  cardc: { gallery: string };
};

interface Output {
  readonly entryPoint?: string;
  readonly inputs: Record<string, unknown>;
  readonly imports: readonly { readonly path: string; readonly external?: boolean }[];
}
/** esbuild's metafile of the library, paths relative to the project. */
const library = JSON.parse(readFileSync(join(dist, "library.meta.json"), "utf8")) as {
  outputs: Record<string, Output>;
};
/** The JavaScript outputs (not their source maps). */
const outputs = Object.entries(library.outputs).filter(([path]) => path.endsWith(".js"));

/** The output `cardc/x` loads, as node resolves the package's own name through `exports`. */
function exportTarget(specifier: string): string {
  const target = manifest.exports[specifier === "cardc" ? "." : `./${specifier.slice("cardc/".length)}`];
  const path = typeof target === "string" ? target : target?.default;
  if (path === undefined) throw new Error(`package.json exports no ${specifier}`);
  return relative(projectRoot, join(projectRoot, path));
}

/** The outputs loading `entry` loads, the source modules in them, and the packages they import. */
function loads(entry: string): { files: Set<string>; modules: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  for (let pending = [entry], file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    const output = library.outputs[file];
    if (output === undefined) throw new Error(`the library's metafile has no output ${file}`);
    files.add(file);
    for (const imported of output.imports) {
      if (!imported.external) pending.push(imported.path);
      else if (!imported.path.startsWith("node:")) packages.add(imported.path);
    }
  }
  const modules = new Set([...files].flatMap((file) => Object.keys(library.outputs[file]!.inputs)));
  return { files, modules, packages };
}

describe("the package's . export", () => {
  it("loads generated code in two files, and neither Ajv nor its compiled validators, nor any other package", () => {
    const { files, modules, packages } = loads(exportTarget("cardc"));
    expect(modules.has("generated/validators.ts")).toBe(true);
    expect(modules.has("runtime/core/validation.ts")).toBe(true);
    expect([...modules].filter((module) => module.includes("validators.compiled") || module.includes("ajv"))).toEqual(
      [],
    );
    expect([...packages]).toEqual([]);
    expect(files.size).toBe(2);
  });

  it("leaves Ajv's compiled validators to cardc/ajv, whose graph does reach them", () => {
    expect(loads(exportTarget("cardc/ajv")).modules.has("generated/validators.compiled.js")).toBe(true);
  });
});

describe("the library's bundle", () => {
  const entries = Object.keys(manifest.exports)
    .map((name) => (name === "." ? "cardc" : `cardc/${name.slice(2)}`))
    .filter((specifier) => exportTarget(specifier).endsWith(".js"));

  it("has an output at every JavaScript path package.json names, the gallery's included", () => {
    const targets = [...entries.map(exportTarget), manifest.cardc.gallery];
    expect(targets.filter((target) => library.outputs[target]?.entryPoint === undefined)).toEqual([]);
  });

  it("holds every source module in one output only, so two entries share one copy", () => {
    const holders = new Map<string, string[]>();
    for (const [path, output] of outputs) {
      for (const module of Object.keys(output.inputs)) holders.set(module, [...(holders.get(module) ?? []), path]);
    }
    expect([...holders].filter(([, paths]) => paths.length > 1)).toEqual([]);
    // Only generated code names `runtime/core/index.ts`, as `cardc/runtime`: the `.` export holds the
    // very module the `cardc/runtime` export is.
    expect(loads(exportTarget("cardc")).modules.has("runtime/core/index.ts")).toBe(true);
    expect(loads(exportTarget("cardc/runtime")).modules.has("runtime/core/index.ts")).toBe(true);
  });

  it("leaves no import of the package's own names to node", () => {
    const selfImports = outputs.flatMap(([, output]) =>
      output.imports.filter((imported) => imported.path === "cardc" || imported.path.startsWith("cardc/")),
    );
    expect(selfImports).toEqual([]);
  });

  it("is the only library JavaScript in dist/: no per-module file is left beside it", () => {
    const built = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
      .filter((path) => !/^dist\/(cli|packages|runtime\/demo)\//.test(path));
    expect(built.sort()).toEqual(outputs.map(([path]) => path).sort());
  });
});

describe("the cardc command", () => {
  let work: string;
  const metafile = JSON.parse(readFileSync(join(dist, "cli.meta.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  /**
   * The chunks holding any of Ajv's code, as file URLs. Its `package.json`, read for the version the
   * artifact's header records, is data and does not count.
   */
  const ajvChunks = Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => /node_modules\/(.*\/)?ajv\/.*\.js$/.test(input)))
    .map(([path]) => `file://${join(projectRoot, path)}`);

  /** Runs `cardc gen …` in the work folder; returns the URLs of the modules it loaded. */
  function loadedBy(...args: string[]): string[] {
    const record = join(work, "loads.txt");
    rmSync(record, { force: true });
    execFileSync(
      process.execPath,
      ["--import", fileURLToPath(new URL("../support/record-loads.mjs", import.meta.url)), ...cardcArgs(...args)],
      { cwd: work, env: cardcEnv({ CARDC_LOADS_FILE: record }), stdio: "pipe" },
    );
    return existsSync(record) ? readFileSync(record, "utf8").trim().split("\n") : [];
  }

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "cardc-loads-"));
    cpSync(join(projectRoot, "test/fixtures/minimal/cards.json"), join(work, "cards.json"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("has Ajv in a chunk of its own", () => {
    expect(ajvChunks).toHaveLength(1);
    expect(ajvChunks[0]).not.toContain("cardc.js");
  });

  it("loads Ajv for a fresh gen, and not at all for gen --check or gen on the unchanged vocabulary", () => {
    const options = ["--schema", "cards.json", "--out", "generated"];
    const loads = {
      fresh: loadedBy("gen", ...options),
      check: loadedBy("gen", "--check", ...options),
      again: loadedBy("gen", ...options),
    };
    const compiler = (urls: string[]) => urls.filter((url) => ajvChunks.includes(url));
    expect(loads.check).toContain(`file://${join(projectRoot, "dist/cli/cardc.js")}`);
    expect({ fresh: compiler(loads.fresh), check: compiler(loads.check), again: compiler(loads.again) }).toEqual({
      fresh: ajvChunks,
      check: [],
      again: [],
    });
  });
});
