/**
 * The library's JavaScript, as hosts load it: every JavaScript target of `package.json`'s `exports`,
 * and the gallery's renderers (`cardc.gallery`), bundled by esbuild in one build with code splitting,
 * each at the path `package.json` names, so a module shared by several entries is in one chunk
 * (`dist/chunks/`) and a host importing `cardc` and `cardc/runtime` gets one copy of each module.
 * The package's own names (`cardc/runtime` in generated code, `cardc` in the gallery) resolve through
 * `tsconfig.json`'s `paths` to the same sources, hence the same chunk; other packages stay imports.
 *
 * The `.` export is what every host imports, and node pays for each file an import loads
 * (`docs/decisions.md` has the figures), so its modules are kept in one chunk: esbuild puts each
 * module in the chunk of the set of entries that reach it, so every entry that shares a module with
 * the `.` export is bundled as itself plus the `.` export's source, and all of that source then has
 * one set of entries. An entry that shares nothing with it (`cardc/ajv`) stays on its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The namespace of an entry bundled on top of the `.` export. */
const onDotExport = "cardc-on-dot-export";

/** `dist/runtime/core/index.js` → `runtime/core/index.ts`: the source tsc and esbuild compile it from. */
function sourceOf(target, owner) {
  const match = /^(?:\.\/)?dist\/(.+)\.js$/.exec(target);
  if (match === null) throw new Error(`package.json: ${owner} "${target}" is not a .js file under dist/`);
  return `${match[1]}.ts`;
}

/**
 * The entries to bundle: `{ in, out }` for esbuild (source, output path below `dist/` without `.js`),
 * the `.` export's first, then the others in `package.json`'s order.
 */
export function libraryEntries(root) {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const targets = Object.entries(manifest.exports).flatMap(([name, target]) => {
    const path = typeof target === "string" ? target : target.default;
    return path?.endsWith(".js") ? [{ owner: `exports["${name}"]`, path }] : [];
  });
  const dot = targets.find(({ owner }) => owner === 'exports["."]');
  if (dot === undefined) throw new Error('package.json: exports["."] names no .js file');
  if (manifest.cardc?.gallery !== undefined) targets.push({ owner: "cardc.gallery", path: manifest.cardc.gallery });
  return [dot, ...targets.filter((target) => target !== dot)].map(({ owner, path }) => {
    const source = sourceOf(path, owner);
    return { in: source, out: source.slice(0, -".ts".length) };
  });
}

/**
 * Options of every bundle of the runtime (the library's, and the demo agent's in `build.mjs`): ESM
 * for node 20, packages left to node, `cardc/*` to the sources.
 */
export const runtimeBundleOptions = (root) => ({
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: join(root, "tsconfig.json"),
  logLevel: "warning",
  metafile: true,
});

/** Every source file `entry` reaches through static imports, by esbuild's own resolution. */
function reached(inputs, entry) {
  const seen = new Set();
  for (const pending = [entry]; pending.length > 0;) {
    const path = pending.pop();
    if (seen.has(path) || inputs[path] === undefined) continue;
    seen.add(path);
    for (const imported of inputs[path].imports) if (!imported.external) pending.push(imported.path);
  }
  return seen;
}

/** The entries (their sources) that share at least one module with the `.` export. */
async function entriesSharingDotExport(esbuild, root, entries, outdir) {
  const [dot, ...others] = entries;
  const { metafile } = await esbuild.build({
    ...runtimeBundleOptions(root),
    entryPoints: entries,
    outdir,
    write: false,
  });
  const dotModules = reached(metafile.inputs, dot.in);
  return new Set(
    others
      .filter((entry) => [...reached(metafile.inputs, entry.in)].some((path) => dotModules.has(path)))
      .map((entry) => entry.in),
  );
}

/** Resolves each entry in `onTop` to a module re-exporting it and importing the `.` export's source. */
function dotExportBeneath(root, dotSource, onTop) {
  return {
    name: "cardc-dot-export-beneath",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // esbuild hands an entry's path over as `./path`.
        const path = args.path.replace(/^\.\//, "");
        return args.kind === "entry-point" && onTop.has(path) ? { path, namespace: onDotExport } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: onDotExport }, (args) => ({
        contents: `export * from ${JSON.stringify(join(root, args.path))};\nimport ${JSON.stringify(join(root, dotSource))};\n`,
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/** Bundles the library into `outdir` (`dist/`), returning esbuild's metafile. */
export async function bundleLibrary(root, outdir = join(root, "dist")) {
  const esbuild = await import("esbuild");
  const entries = libraryEntries(root);
  const onTop = await entriesSharingDotExport(esbuild, root, entries, outdir);
  const { metafile } = await esbuild.build({
    ...runtimeBundleOptions(root),
    entryPoints: entries,
    outdir,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: true,
    legalComments: "none",
    plugins: [dotExportBeneath(root, entries[0].in, onTop)],
  });
  return metafile;
}
