/**
 * What the compiled package loads. The package's `.` export (`dist/index.js`) reaches, through its
 * static imports, neither Ajv nor Ajv's compiled validators, and no other package: a host that
 * imports it loads generated code and `cardc/runtime` only. And the `cardc` command loads Ajv only
 * to compile its standalone code when its inputs changed: `gen` on a fresh folder loads the chunk
 * that holds Ajv (esbuild's metafile names it), `gen --check` and `gen` on the unchanged vocabulary
 * load no module of Ajv at all (a module hook records every URL the process loads).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, projectRoot } from "./support/cli-process.js";

const dist = join(projectRoot, "dist");
const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  exports: Record<string, string | { default: string }>;
};

/** `cardc/x` resolved through `package.json`'s `exports`, as node resolves the package's own name. */
function resolveSelf(specifier: string): string | undefined {
  const entry = specifier === "cardc" ? "." : `./${specifier.slice("cardc/".length)}`;
  const target = manifest.exports[entry];
  if (target === undefined) return undefined;
  return join(projectRoot, typeof target === "string" ? target : target.default);
}

/** Every file the static imports and re-exports of `entry` reach, and every bare specifier they name. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  const statement = /^\s*(?:import|export)\s(?:[^;"']*?\sfrom\s)?["']([^"']+)["']/gm;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(statement)) {
      const self = specifier === "cardc" || specifier.startsWith("cardc/") ? resolveSelf(specifier) : undefined;
      if (specifier.startsWith(".")) pending.push(resolve(dirname(file), specifier));
      else if (self !== undefined) pending.push(self);
      else if (!specifier.startsWith("node:")) packages.add(specifier);
    }
  }
  return { files, packages };
}

describe("the package's . export", () => {
  it("imports neither Ajv nor its compiled validators, nor any other package", () => {
    const { files, packages } = staticGraph(join(dist, "index.js"));
    expect(files.has(join(dist, "generated/validators.js"))).toBe(true);
    expect([...files].filter((file) => file.includes("validators.compiled") || file.includes("ajv"))).toEqual([]);
    expect([...packages]).toEqual([]);
  });

  it("leaves Ajv's compiled validators to cardc/ajv, whose graph does reach them", () => {
    const ajvEntry = resolveSelf("cardc/ajv");
    if (ajvEntry === undefined) throw new Error("package.json exports no cardc/ajv");
    expect(staticGraph(ajvEntry).files.has(join(dist, "generated/validators.compiled.js"))).toBe(true);
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
      ["--import", fileURLToPath(new URL("./support/record-loads.mjs", import.meta.url)), ...cardcArgs(...args)],
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
