/**
 * What the benchmark reads from the packages rather than naming it: the `cardc` command (`bin`), the
 * module the vocabulary package's `.` export loads, packed and installed as a host gets it, and the
 * files it loads, found by esbuild's metafile, so a module moved or renamed leaves the figures without
 * an edit here. It also bundles a generated folder's entry (with `@cardc/runtime` inside), so a
 * synthetic vocabulary's code loads in plain node.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

export const projectRoot = new URL("..", import.meta.url).pathname;

/** A package export: a path, or conditions each naming a path or further conditions. */
type ExportTarget = string | { readonly [condition: string]: ExportTarget };

interface Manifest {
  readonly bin: Readonly<Record<string, string>>;
  readonly exports: Readonly<Record<string, ExportTarget>>;
  readonly cardc: {
    readonly out: string;
    readonly packages: { readonly npm: string };
    readonly exports: Readonly<Record<string, string>>;
  };
}
const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as Manifest;

/** The compiled `cardc` command, as the package's `bin` runs it: `["node", "dist/cli/cardc.js"]`. */
export const generatorProcess: readonly string[] = ["node", manifest.bin["cardc"]!];

/**
 * The file the vocabulary package's `.` export loads in plain node, as a host gets it: the package
 * `cardc dist` packs (npm only), installed with `@cardc/runtime` (`dist/runtime-package`, built by
 * `pnpm build`) into a project under `bench/.work/`.
 */
export function dotExport(): string {
  const work = join(projectRoot, "bench", ".work", "package");
  rmSync(work, { recursive: true, force: true });
  const packed = join(work, "packed");
  const host = join(work, "host");
  mkdirSync(host, { recursive: true });
  const run = (command: string, args: readonly string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  };
  const only = ["--skip", "python", "--skip", "rust", "--skip", "go", "--dest", packed];
  run(process.execPath, [join(projectRoot, generatorProcess[1]!), "dist", ...only], projectRoot);
  run("npm", ["pack", "--pack-destination", join(packed, "npm")], join(projectRoot, "dist", "runtime-package"));
  writeFileSync(join(host, "package.json"), JSON.stringify({ name: "bench-host", private: true, type: "module" }));
  const tarballs = readdirSync(join(packed, "npm")).map((name) => join(packed, "npm", name));
  run("npm", ["install", "--no-audit", "--no-fund", ...tarballs], host);
  const installed = join(host, "node_modules", manifest.cardc.packages.npm);
  const entry = (JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as Manifest).exports["."]!;
  return join(installed, importTarget(entry));
}

/** What `import` resolves an export to: its `import` condition's, else its `default` (conditions nest). */
function importTarget(entry: ExportTarget): string {
  if (typeof entry === "string") return entry;
  const chosen = entry["import"] ?? entry["default"];
  if (chosen === undefined) throw new Error(`bench: no import or default condition in ${JSON.stringify(entry)}`);
  return importTarget(chosen);
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
 * The generated module the vocabulary's `.` entry re-exports (`index.js` of the generated folder
 * today): its name inside the generated folder, so the same module of a synthetic vocabulary can be
 * loaded. Read from the entry's source, which `package.json`'s `cardc.exports["."]` names.
 */
export function generatedEntryName(): string {
  const source = manifest.cardc.exports["."]!;
  const text = readFileSync(join(projectRoot, source), "utf8");
  const generated = `./${relative(dirname(join(projectRoot, source)), join(projectRoot, manifest.cardc.out))}/`;
  const imported = [...text.matchAll(/from "([^"]+)"/g)]
    .map((match) => match[1]!)
    .find((path) => path.startsWith(generated));
  if (imported === undefined) throw new Error(`${source} imports nothing from ${generated}`);
  return imported.slice(generated.length);
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
