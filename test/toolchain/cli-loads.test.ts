/**
 * What the compiled builds load, from the metafiles esbuild writes beside them (which output holds
 * which source module, and what each output imports). The compiler's build reads nothing under
 * `generated/` and no host, so a broken tree never stops the command that repairs it.
 * `@cardc/runtime`'s `.` entry, the one generated code imports, loads no package and no Node API, and
 * each module is in one output only, so a host importing two entries gets one copy. And the `cardc`
 * command loads Ajv only to compile its standalone code when its inputs changed: `gen` on a fresh
 * folder loads the chunk that holds Ajv, `gen --check` and `gen` on the unchanged vocabulary load no
 * module of Ajv at all (a module hook records every URL the process loads), nor does `gen` into an
 * emptied folder once the project's cache holds the code; a cache entry deleted or corrupt is
 * compiled again, to the same bytes, and kept again. What the vocabulary
 * package's `.` entry loads is held by `packages.test.ts`, on the installed package.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInputs } from "../../build/build.mjs";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

const dist = join(projectRoot, "dist");

interface Output {
  readonly entryPoint?: string;
  readonly inputs: Record<string, unknown>;
  readonly imports: readonly { readonly path: string; readonly external?: boolean }[];
}
/** esbuild's metafile of a build, paths relative to the project. */
const metafileOf = (name: string) =>
  JSON.parse(readFileSync(join(dist, name), "utf8")) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, Output>;
  };

describe("the compiler's build", () => {
  const cli = metafileOf("cli.meta.json");

  it("reads nothing the compiler writes, nor any host: generated/ can be broken and gen still runs", () => {
    const sources = Object.keys(cli.inputs).filter((input) => !input.includes("node_modules/"));
    expect(sources.filter((input) => input.startsWith("generated/") || input.startsWith("runtime/hosts/"))).toEqual([]);
    expect(sources.some((input) => input.startsWith("generator/cli/"))).toBe(true);
    expect(buildInputs.filter((input) => input.startsWith("generated") || input === "index.ts")).toEqual([]);
  });

  it("holds no target's test harness, which the tests load by a computed import: only the loader's module", () => {
    const sources = Object.keys(cli.inputs).filter((input) => input.startsWith("generator/targets/"));
    expect(sources.filter((input) => /harness|verdict|consumer/.test(input))).toEqual([
      "generator/targets/shared/harness.ts",
    ]);
  });
});

describe("@cardc/runtime", () => {
  const runtime = metafileOf("runtime.meta.json");
  const outputs = Object.entries(runtime.outputs).filter(([path]) => path.endsWith(".js"));
  const outputOf = (entry: string) => outputs.find(([, output]) => output.entryPoint === entry);

  /** The source modules an entry's output and the chunks it imports hold, and the packages they import. */
  function loads(entry: string): { modules: Set<string>; packages: Set<string> } {
    const modules = new Set<string>();
    const packages = new Set<string>();
    const seen = new Set<string>();
    for (let pending = [outputOf(entry)?.[0] ?? ""], file = pending.pop(); file !== undefined; file = pending.pop()) {
      const output = runtime.outputs[file];
      if (output === undefined || seen.has(file)) continue;
      seen.add(file);
      for (const module of Object.keys(output.inputs)) modules.add(module);
      for (const imported of output.imports) {
        if (!imported.external) pending.push(imported.path);
        else packages.add(imported.path);
      }
    }
    return { modules, packages };
  }

  it("has an entry for generated code, Markdown escaping and the purity check", () => {
    for (const entry of ["runtime/core/index.ts", "lib/markdown.ts", "runtime/presenters/purity.ts"])
      expect(outputOf(entry), entry).toBeDefined();
  });

  it("gives generated code a module that imports no package and no Node API, so it runs in a browser", () => {
    const { modules, packages } = loads("runtime/core/index.ts");
    expect(modules.has("runtime/core/validation.ts")).toBe(true);
    expect([...modules].filter((module) => module.includes("purity") || module.includes("markdown"))).toEqual([]);
    expect([...packages]).toEqual([]);
  });

  it("bundles each entry whole, and copies into two entries only modules that keep no state", () => {
    // Whole entries, with no shared chunk, are what `require` under Yarn PnP can load (docs/decisions.md); a
    // module two entries both hold then exists twice, which is harmless only if it keeps nothing between calls.
    expect(outputs.filter(([path]) => !path.includes("/chunk-"))).toHaveLength(outputs.length);
    const holders = new Map<string, string[]>();
    for (const [path, output] of outputs) {
      for (const module of Object.keys(output.inputs)) holders.set(module, [...(holders.get(module) ?? []), path]);
    }
    const copied = [...holders].filter(([, paths]) => paths.length > 1).map(([module]) => module);
    const stateful = /^(?:export )?(?:let|var) |^(?:export )?const \w+ = new (?:Map|Set|WeakMap|WeakSet)\b/m;
    expect(copied.filter((module) => stateful.test(readFileSync(join(projectRoot, module), "utf8")))).toEqual([]);
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

  it("compiles Ajv's code once by its inputs, keeps it in the project's cache, and recompiles an entry deleted or corrupt", () => {
    const options = ["--schema", "cards.json", "--out", "emptied"];
    const compiled = join(work, "emptied/validators.compiled.js");
    const cache = join(work, "node_modules/.cache/cardc/compiled");
    const compiler = (urls: string[]) => urls.filter((url) => ajvChunks.includes(url));
    rmSync(join(work, "node_modules"), { recursive: true, force: true });
    expect(compiler(loadedBy("gen", ...options))).toEqual(ajvChunks);
    const first = readFileSync(compiled, "utf8");
    const [entry, ...more] = readdirSync(cache);
    expect(more).toEqual([]);
    const entryPath = join(cache, entry ?? "");

    const emptied = () => rmSync(join(work, "emptied"), { recursive: true, force: true });
    emptied();
    expect(compiler(loadedBy("gen", ...options))).toEqual([]);
    expect(readFileSync(compiled, "utf8")).toBe(first);

    // One character of the kept code changed, as a disk or a hand might: never trusted, compiled again.
    writeFileSync(entryPath, readFileSync(entryPath, "utf8").replace("validate", "validatf"));
    emptied();
    expect(compiler(loadedBy("gen", ...options))).toEqual(ajvChunks);
    expect(readFileSync(compiled, "utf8")).toBe(first);
    // Cut short: the same.
    writeFileSync(entryPath, readFileSync(entryPath, "utf8").slice(0, 200));
    emptied();
    expect(compiler(loadedBy("gen", ...options))).toEqual(ajvChunks);
    expect(readFileSync(compiled, "utf8")).toBe(first);
    // The recompiled entry is whole again, and used.
    emptied();
    expect(compiler(loadedBy("gen", ...options))).toEqual([]);
    // The whole cache deleted, as a user may: compiled again.
    rmSync(join(work, "node_modules"), { recursive: true, force: true });
    emptied();
    expect(compiler(loadedBy("gen", ...options))).toEqual(ajvChunks);
    expect(readFileSync(compiled, "utf8")).toBe(first);
  });
});
