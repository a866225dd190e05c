/**
 * What the benchmark reads from the package rather than naming it: the `cardc` command (`bin`), the
 * module the `.` export loads (`exports["."]`), and the files a host loads through that export,
 * found by esbuild's metafile, so a module moved to another entry or chunk (or renamed) leaves the
 * figures without an edit here. It also bundles a generated folder's entry as `pnpm build` bundles
 * the package's (`build/bundle-library.mjs`: one file with `@cardc/runtime` inside), so a synthetic
 * vocabulary's code loads in plain node as the real one does.
 */
import { readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

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
    // The project's `paths` map `@cardc/runtime` to its TypeScript sources; a host resolves the package.
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
 * name inside the generated folder, so the same module of a synthetic vocabulary can be loaded. It
 * is read from the library's metafile (`dist/library.meta.json`, written by `pnpm build`): the
 * source of the `.` export's output, and which module of the generated folder beside it that imports.
 */
export function generatedEntryName(): string {
  const metafile = JSON.parse(readFileSync(join(projectRoot, "dist", "library.meta.json"), "utf8")) as Metafile;
  const source = metafile.outputs[relative(projectRoot, dotExport())]?.entryPoint;
  if (source === undefined) throw new Error(`the library's metafile has no output ${dotExport()}`);
  const generated = join(dirname(source), "generated");
  const entry = metafile.inputs[source]?.imports.find((imported) => imported.path.startsWith(`${generated}/`));
  if (entry === undefined) throw new Error(`the \`.\` export's source ${source} imports nothing from ${generated}/`);
  return relative(generated, entry.path).replace(/\.ts$/, ".js");
}

/** The parts of esbuild's metafile read here. */
interface Metafile {
  readonly inputs: Readonly<Record<string, { readonly imports: readonly { readonly path: string }[] }>>;
  readonly outputs: Readonly<Record<string, { readonly entryPoint?: string }>>;
}

/**
 * Bundles the TypeScript module `entryName` names (`index.js` → `index.ts`) of a generated folder into
 * `into/entryName`, as `pnpm build` bundles the package's entries: the modules it imports, and
 * `@cardc/runtime` (through the project's `paths`), in the one file; packages left to node.
 */
export async function bundleGenerated(generated: string, entryName: string, into: string): Promise<void> {
  rmSync(into, { recursive: true, force: true });
  await build({
    absWorkingDir: projectRoot,
    entryPoints: [join(generated, entryName.replace(/\.js$/, ".ts"))],
    outfile: join(into, entryName),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: join(projectRoot, "tsconfig.json"),
    logLevel: "warning",
  });
}
