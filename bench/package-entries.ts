/**
 * What the benchmark reads from the package rather than naming it: the `cardc` command (`bin`), the
 * module the `.` export loads (`exports["."]`), and the module graph a host loads through that
 * export, found by esbuild's metafile, so a module moved to another entry (or renamed) leaves the
 * figures without an edit here. It also compiles a generated folder to JavaScript, one module per
 * file as `pnpm build` does, so a synthetic vocabulary's modules load in plain node.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { build, transformSync } from "esbuild";

export const projectRoot = new URL("..", import.meta.url).pathname;

interface Manifest {
  readonly bin: Readonly<Record<string, string>>;
  readonly exports: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
}
const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as Manifest;

/** The compiled `cardc` command, as the package's `bin` runs it: `["node", "dist/cli/cardc.js"]`. */
export const generatorProcess: readonly string[] = ["node", manifest.bin["cardc"]!];

/** The file the package's `.` export loads in plain node (its `default` condition). */
export function dotExport(): string {
  const entry = manifest.exports["."]!;
  return join(projectRoot, typeof entry === "string" ? entry : entry["default"]!);
}

export interface ModuleGraph {
  /** Every module the entry loads, itself included, with its size; packages it imports are left out. */
  readonly modules: readonly { readonly path: string; readonly bytes: number }[];
  readonly bytes: number;
  /** The modules the entry imports directly. */
  readonly imports: readonly string[];
}

/** The modules `entry` loads (statically), relative to `projectRoot`, as esbuild resolves them. */
export async function moduleGraph(entry: string): Promise<ModuleGraph> {
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    // The project's `paths` map `cardc/runtime` to its TypeScript sources; a host resolves the package.
    tsconfigRaw: "{}",
    logLevel: "silent",
  });
  const inputs = result.metafile.inputs;
  const modules = Object.entries(inputs).map(([path, input]) => ({ path, bytes: input.bytes }));
  const self = inputs[relative(projectRoot, entry)];
  return {
    modules: modules.sort((a, b) => b.bytes - a.bytes),
    bytes: modules.reduce((sum, module) => sum + module.bytes, 0),
    imports: self?.imports.map((imported) => imported.path) ?? [],
  };
}

/**
 * The generated module the `.` export re-exports (`index.js` of the generated folder today): its
 * name inside the generated folder, so the same module of a synthetic vocabulary can be loaded.
 */
export async function generatedEntryName(): Promise<string> {
  const generatedDist = join(relative(projectRoot, dotExport()), "..", "generated");
  const graph = await moduleGraph(dotExport());
  const entry = graph.imports.find((path) => path.startsWith(`${generatedDist}/`));
  if (entry === undefined) throw new Error(`the \`.\` export imports nothing from ${generatedDist}/`);
  return relative(generatedDist, entry);
}

/**
 * Compiles the TypeScript modules at the top of a generated folder into `into`, one JavaScript file
 * each (types stripped, as `pnpm build` emits them), and copies its JavaScript and JSON files.
 */
export function compileGenerated(generated: string, into: string): void {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  for (const name of readdirSync(generated)) {
    const path = join(generated, name);
    if (!statSync(path).isFile() || name.endsWith(".d.ts")) continue;
    if (name.endsWith(".ts")) {
      const { code } = transformSync(readFileSync(path, "utf8"), { loader: "ts", format: "esm", sourcefile: name });
      writeFileSync(join(into, `${basename(name, ".ts")}.js`), code);
    } else if (name.endsWith(".js") || name.endsWith(".json")) {
      copyFileSync(path, join(into, name));
    }
  }
}
