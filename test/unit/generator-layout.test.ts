/**
 * The layers `docs/layout.md` documents, held: the generator's stages in pipeline order, each
 * importing only itself, the stages before it, `lib/` and `@cardc/runtime`'s sources (`runtime/core/`,
 * which the generator evaluates generated checks with); `runtime/core/` importing only `lib/`, and
 * `lib/` nothing of the project. A target's packer (`targets/<language>/pack.ts`) is of the pack
 * layer, and its target may load it on use, which is the one import up the order; its test harness
 * (`harness.ts`, `harness/`) is of no layer, loaded by the tests alone. `check/` knows no target language: `core/` and `diff/` hand it each
 * target's naming, so adding a language never touches the checks. Only the shell (`cli/`) and the stages that read or write the tree (`output/`,
 * `pack/`, `bridges/`) touch the disk or start a process.
 * Every file is read once, its static and dynamic imports taken from the source text; no two files
 * of the generator import one another in a cycle.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = new URL("../../", import.meta.url).pathname;

/** The layers, lowest first: a file may import its own layer and the ones before it. `schema` is data: the DSL's meta-schema. */
const layers = [
  "schema",
  "lib",
  "runtime/core",
  "generator/model",
  "generator/parse",
  "generator/pattern",
  "generator/check",
  "generator/lower",
  "generator/emit",
  "generator/targets",
  "generator/output",
  "generator/pack",
  "generator/bridges",
  "generator/replay",
  "generator/diff",
  "generator/release",
  "generator/core",
  "generator/lsp",
  "generator/cli",
] as const;

/** The layers that may read or write files or start processes; every other one only computes. */
const effectful = new Set(["generator/output", "generator/pack", "generator/bridges", "generator/cli", "test harness"]);

/** Each target's packer lives in its folder but belongs to the pack layer: it runs the toolchain. */
const packerFile = /^generator\/targets\/[a-z]+\/pack\.ts$/;
/**
 * Each target's test harness (`harness.ts` and `harness/` of its folder) lives there too, but only the
 * tests load it, by a computed import: it is of no layer of the generator and may touch the disk.
 */
const harnessFile = /^generator\/targets\/[a-z]+\/harness(?:\/|\.ts$)/;

/** The layer a project file belongs to, or where it lies when it is in none (`runtime/hosts`, `generated`). */
function layerOf(path: string): string {
  if (packerFile.test(path)) return "generator/pack";
  if (harnessFile.test(path) && path !== "generator/targets/shared/harness.ts") return "test harness";
  const parts = path.split("/");
  if (parts[0] === "lib") return "lib";
  if (parts[0] === "generator" || parts[0] === "runtime") return `${parts[0]}/${parts[1] ?? ""}`;
  return parts[0] ?? path;
}

interface Import {
  readonly from: string;
  /** The imported file relative to the project (`.js` read as its `.ts` source), or the package's name. */
  readonly to: string;
  /** Whether it is a file of the project, not a package. */
  readonly local: boolean;
  /** Whether it is loaded on use (`import()`), not when the importer loads. */
  readonly dynamic?: boolean;
}

function importsOf(folders: readonly string[]): Import[] {
  const found: Import[] = [];
  for (const folder of folders) {
    const files = readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"))
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(from|import\()\s*"([^"]+)"/g)) {
        const specifier = match[2] ?? "";
        const dynamic = match[1] === "import(";
        const local = specifier.startsWith(".");
        const to = local ? relative(projectRoot, resolve(dirname(file), specifier)).replace(/\.js$/, ".ts") : specifier;
        found.push({ from: relative(projectRoot, file), to, local, dynamic });
      }
    }
  }
  return found;
}

/** Whether `from` is a target loading its own packer when `cardc dist` runs: the one way up the order. */
const loadsOwnPacker = ({ from, to, dynamic }: Import) =>
  dynamic === true && from.endsWith("/target.ts") && packerFile.test(to) && dirname(from) === dirname(to);

/** The imports that break the order: `from → to` with both layers named. */
function breaches(imports: readonly Import[]): string[] {
  const rank = (layer: string) => (layers as readonly string[]).indexOf(layer);
  return imports.flatMap((imported) => {
    const { from, to, local } = imported;
    if (!local || loadsOwnPacker(imported)) return [];
    const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
    if (fromLayer === toLayer) return [];
    const allowed = fromLayer === "test harness" || (rank(toLayer) >= 0 && rank(toLayer) <= rank(fromLayer));
    return allowed ? [] : [`${from} (${fromLayer}) → ${to} (${toLayer})`];
  });
}

/** Every cycle among files, as `a → b → a`, found by a depth-first walk. */
function cycles(imports: readonly Import[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to, local } of imports) if (local) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  const found = new Set<string>();
  const done = new Set<string>();
  const walk = (node: string, path: readonly string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const cycle = path.slice(at);
      const first = [...cycle].sort()[0] ?? "";
      const rotated = [...cycle.slice(cycle.indexOf(first)), ...cycle.slice(0, cycle.indexOf(first)), first];
      found.add(rotated.join(" → "));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...found].sort();
}

describe("the layers", () => {
  const imports = importsOf(["lib", "runtime/core", "generator"]);

  it("import only their own layer and the ones before it, in the documented order", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(breaches(imports)).toEqual([]);
  });

  it("would report an import against the order, and one into a host", () => {
    expect(
      breaches([
        { from: "generator/check/rules/x.ts", to: "generator/targets/go/emit-go.ts", local: true },
        { from: "generator/emit/x.ts", to: "runtime/hosts/html/html-bridge.ts", local: true },
        { from: "runtime/core/x.ts", to: "lib/markdown.ts", local: true },
        { from: "generator/targets/go/target.ts", to: "generator/targets/go/pack.ts", local: true, dynamic: true },
        { from: "generator/targets/go/target.ts", to: "generator/targets/go/pack.ts", local: true },
        { from: "generator/targets/go/target.ts", to: "generator/targets/rust/pack.ts", local: true, dynamic: true },
      ]),
    ).toEqual([
      "generator/check/rules/x.ts (generator/check) → generator/targets/go/emit-go.ts (generator/targets)",
      "generator/emit/x.ts (generator/emit) → runtime/hosts/html/html-bridge.ts (runtime/hosts)",
      "generator/targets/go/target.ts (generator/targets) → generator/targets/go/pack.ts (generator/pack)",
      "generator/targets/go/target.ts (generator/targets) → generator/targets/rust/pack.ts (generator/pack)",
    ]);
  });

  it("hold every folder of the generator and of lib/", () => {
    const folders = readdirSync(join(projectRoot, "generator"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `generator/${entry.name}`);
    expect(folders.filter((folder) => !(layers as readonly string[]).includes(folder))).toEqual([]);
  });

  it("leave the disk and processes to the stages that are not pure", () => {
    const effects = imports.filter(
      ({ from, to }) => !effectful.has(layerOf(from)) && /^node:(?:fs|child_process)(?:\/|$)/.test(to),
    );
    expect(effects).toEqual([]);
  });

  it("form no cycle of files", () => {
    expect(cycles(imports)).toEqual([]);
    expect(
      cycles([
        { from: "a.ts", to: "b.ts", local: true },
        { from: "b.ts", to: "a.ts", local: true },
      ]),
    ).toEqual(["a.ts → b.ts → a.ts"]);
  });

  it("are the order docs/layout.md lists", () => {
    const doc = readFileSync(join(projectRoot, "docs/layout.md"), "utf8");
    const block = doc.slice(doc.indexOf("\ngenerator/\n"), doc.indexOf("\ngenerated/"));
    const listed = [...block.matchAll(/^ {2}([a-z]+)\/ /gm)].map((match) => `generator/${match[1] ?? ""}`);
    expect(listed).toEqual(layers.filter((layer) => layer.startsWith("generator/")));
  });
});
