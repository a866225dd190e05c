/**
 * The vocabulary's npm package: the generated TypeScript (and any hand-written entries the project
 * names under `cardc.exports`) compiled to JavaScript and `.d.ts` by TypeScript through ts-morph,
 * with the project's own `tsconfig.json`, then `npm pack`ed. What it holds is exactly the entries and
 * the modules they reach by relative imports (of the declarations, those the entries' types reach,
 * `declaration-reach.ts`); every bare import is a package it depends on:
 *
 *     @cardc/runtime     a dependency, `^` the version of this compiler (generated code imports it)
 *     imported by JS     a dependency, at the range the project's package.json gives it (an exact
 *                        devDependency pin, `8.0.2`, as the compatible `^8.0.2`)
 *     types only         an optional peer dependency (only a `.d.ts` reaches it)
 *
 * so the package never depends on `cardc`. It always exports `.` (`<out>/index.ts` unless the project
 * names its own), `./types`, `./ajv` (Ajv's standalone validators), `./cards.schema.json` and
 * `./package.json`, each module for `import` and for `require` (a CommonJS translation of every module,
 * `commonjs-modules.ts`, typed by `.d.cts` twins, `commonjs-twins.ts`, so `require` works under Yarn PnP too);
 * its README is the vocabulary reference `gen` writes. A module that does not compile, or a bare import
 * the project's package.json does not list, stops it with a located message.
 */
import { isMissingPackage } from "../../model/missing-module.js";
import { ajvArtifactPath } from "./emit-ajv.js";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import type { SourceFile } from "ts-morph";
import { writeCommonJsModules } from "../../pack/commonjs-modules.js";
import { removeUnreachedDeclarations } from "../../pack/declaration-reach.js";
import { moduleSpecifiers, writeCommonJsDeclarations } from "../../pack/commonjs-twins.js";
import { PackError } from "../../pack/run-command.js";
import type { PackContext } from "../shared/packing.js";

const runtimePackage = "@cardc/runtime";

interface Entry {
  readonly subpath: string;
  /** The file, relative to the project, with `/` separators. */
  readonly file: string;
}

/** The entries every vocabulary package has, then the project's own (which may replace `.`). */
function entriesOf(context: PackContext): readonly Entry[] {
  const out = relative(context.projectDir, context.outDir).split(sep).join("/");
  const inOut = (name: string) => (out === "" ? name : `${out}/${name}`);
  const entries = new Map<string, string>([
    [".", inOut("index.ts")],
    ["./types", inOut("types.ts")],
    ["./ajv", inOut(ajvArtifactPath)],
    ["./cards.schema.json", inOut("cards.schema.json")],
    ["./openapi.json", inOut("openapi.json")],
    ["./package.json", "package.json"],
  ]);
  for (const [subpath, file] of Object.entries(context.exports)) entries.set(subpath, file);
  return [...entries].map(([subpath, file]) => ({ subpath, file }));
}

/** `@scope/name/deep/path` → `@scope/name`; `name/deep` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

const isBare = (specifier: string) => !specifier.startsWith(".") && !specifier.startsWith("/");
const isBuiltin = (specifier: string) => specifier.startsWith("node:");

/** The source files the entries reach through relative imports, inside the project and outside node_modules. */
function ownModules(entries: readonly SourceFile[], projectDir: string): SourceFile[] {
  const seen = new Set<SourceFile>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const declarations = [...file.getImportDeclarations(), ...file.getExportDeclarations()];
    for (const declaration of declarations) {
      const specifier = declaration.getModuleSpecifierValue();
      if (specifier === undefined || isBare(specifier)) continue;
      const target = declaration.getModuleSpecifierSourceFile();
      if (target === undefined) {
        throw new PackError(`${relative(projectDir, file.getFilePath())}: cannot resolve "${specifier}"`);
      }
      const path = target.getFilePath();
      if (!path.startsWith(projectDir + sep) || path.includes(`${sep}node_modules${sep}`)) continue;
      if (!target.isDeclarationFile()) pending.push(target);
    }
  }
  return [...seen];
}

/** The project's TypeScript, through ts-morph, an optional peer that `scaffold` uses too. */
async function loadTsMorph(): Promise<typeof import("ts-morph")> {
  try {
    return await import("ts-morph");
  } catch (error) {
    if (!isMissingPackage(error, "ts-morph")) throw error;
    throw new PackError(
      "cardc dist compiles the npm package through ts-morph, which is not installed: run `npm install --save-dev ts-morph@^28`, or skip the package with --skip npm",
      true,
    );
  }
}

export async function packNpm(context: PackContext): Promise<readonly string[]> {
  const { Project, ts } = await loadTsMorph();
  const stage = mkdtempSync(join(tmpdir(), "cardc-npm-"));
  try {
    const tsconfig = join(context.projectDir, "tsconfig.json");
    const hasTsconfig = readdirSync(context.projectDir).includes("tsconfig.json");
    const project = new Project({
      ...(hasTsconfig ? { tsConfigFilePath: tsconfig } : {}),
      skipAddingFilesFromTsConfig: true,
      compilerOptions: {
        ...(hasTsconfig ? {} : { strict: true, target: ts.ScriptTarget.ES2022 }),
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        noEmit: false,
        emitDeclarationOnly: false,
        declaration: true,
        declarationMap: false,
        sourceMap: false,
        inlineSourceMap: false,
        composite: false,
        incremental: false,
        noEmitOnError: false,
        outDir: stage,
        rootDir: context.projectDir,
      },
    });
    const entries = entriesOf(context);
    const compiled = entries.filter((entry) => /\.(?:ts|mts|tsx)$/.test(entry.file));
    const entryFiles = compiled.map((entry) => {
      const path = resolve(context.projectDir, entry.file);
      try {
        return project.addSourceFileAtPath(path);
      } catch {
        throw new PackError(`package.json: cardc.exports "${entry.subpath}": no file ${entry.file}`);
      }
    });
    project.resolveSourceFileDependencies();
    const problems = project.getPreEmitDiagnostics();
    if (problems.length > 0) {
      throw new PackError(
        `the package's modules do not compile; nothing was packed:\n${project.formatDiagnosticsWithColorAndContext(problems)}`,
      );
    }

    const dependencies = new Map<string, "value" | "types">();
    const note = (specifier: string, kind: "value" | "types") => {
      if (!isBare(specifier) || isBuiltin(specifier)) return;
      const name = packageOf(specifier);
      if (dependencies.get(name) !== "value") dependencies.set(name, kind);
    };
    for (const file of ownModules(entryFiles, context.projectDir)) {
      for (const output of file.getEmitOutput().getOutputFiles()) {
        const path = output.getFilePath();
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, output.getText());
        if (path.endsWith(".d.ts")) continue;
        for (const specifier of moduleSpecifiers(ts, path, output.getText())) note(specifier, "value");
      }
    }
    for (const entry of entries.filter(
      (candidate) => !compiled.includes(candidate) && candidate.file !== "package.json",
    )) {
      const from = resolve(context.projectDir, entry.file);
      const copies = entry.file.endsWith(".js") ? [from, from.replace(/\.js$/, ".d.ts")] : [from];
      for (const path of copies) {
        const to = join(stage, relative(context.projectDir, path));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(path, to);
      }
    }
    // Only the declarations the entries' types reach ship, and only theirs name peer dependencies.
    const entryDeclarations = entries
      .filter((entry) => !entry.file.endsWith(".json"))
      .map((entry) => `${baseOf(entry.file)}.d.ts`);
    for (const declaration of removeUnreachedDeclarations(ts, stage, entryDeclarations)) {
      const text = readFileSync(join(stage, declaration), "utf8");
      for (const specifier of moduleSpecifiers(ts, declaration, text)) note(specifier, "types");
    }
    writeCommonJsDeclarations(ts, stage);
    writeCommonJsModules(ts, stage);
    const files = readdirSync(stage, { withFileTypes: true })
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      .sort();
    copyFileSync(join(context.outDir, "docs/vocabulary.md"), join(stage, "README.md"));
    // npm packs a licence file at the package's top level whatever `files` says.
    if (context.licenseFile !== undefined)
      copyFileSync(context.licenseFile, join(stage, basename(context.licenseFile)));
    const manifest = manifestOf(context, entries, files, dependencies);
    writeFileSync(join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(context.destination, { recursive: true });
    const packed = JSON.parse(
      await context.run("npm", ["pack", "--json", "--pack-destination", context.destination], { cwd: stage }),
    ) as { filename: string }[];
    return packed.map((tarball) => join(context.destination, tarball.filename));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** The compiled path of an entry's file, relative to the package, without its extension: `x.ts` → `x`. */
const baseOf = (file: string) => file.replace(/\.(?:ts|mts|tsx|js)$/, "");

/**
 * An entry's conditions: `import` gives `./x.js` typed by `./x.d.ts`, `require` its CommonJS
 * translation `./x.cjs`, typed by `./x.d.cts` (`commonjs-modules.ts`, `commonjs-twins.ts`).
 */
function exportOf(file: string): string | Readonly<Record<"import" | "require", Record<"types" | "default", string>>> {
  if (file.endsWith(".json")) return `./${file}`;
  const base = baseOf(file);
  return {
    import: { types: `./${base}.d.ts`, default: `./${base}.js` },
    require: { types: `./${base}.d.cts`, default: `./${base}.cjs` },
  };
}

/**
 * A devDependency's range as the package's: the exact version a project pins for its own tests
 * (`2.4.0`) becomes the compatible range `^2.4.0`, so a consumer is not held to that one release.
 */
const caret = (range: string) => (/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range) ? `^${range}` : range);

function manifestOf(
  context: PackContext,
  entries: readonly Entry[],
  files: readonly string[],
  imported: ReadonlyMap<string, "value" | "types">,
): Record<string, unknown> {
  const ranges: Readonly<Record<string, string>> = {
    ...context.manifest.peerDependencies,
    ...Object.fromEntries(
      Object.entries(context.manifest.devDependencies ?? {}).map(([name, range]) => [name, caret(range)]),
    ),
    ...context.manifest.dependencies,
    [runtimePackage]: `^${context.runtimeVersion}`,
  };
  const dependencies: Record<string, string> = {};
  const peers: Record<string, string> = {};
  for (const [name, kind] of [...imported].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (name === context.names.npm) continue;
    const range = ranges[name];
    if (range === undefined) {
      throw new PackError(
        `the package imports "${name}", which package.json does not list; add it to dependencies (or devDependencies for types only)`,
      );
    }
    (kind === "value" ? dependencies : peers)[name] = range;
  }
  return {
    name: context.names.npm,
    version: context.version,
    description: context.ir.doc.split("\n")[0],
    ...(context.manifest.license === undefined ? {} : { license: context.manifest.license }),
    type: "module",
    sideEffects: false,
    // A module CommonJS cannot express is `require`d as the ES module, which Node does from 20.19 on.
    engines: { node: ">=20.19" },
    exports: Object.fromEntries(entries.map((entry) => [entry.subpath, exportOf(entry.file)])),
    files,
    dependencies,
    ...(Object.keys(peers).length === 0
      ? {}
      : {
          peerDependencies: peers,
          peerDependenciesMeta: Object.fromEntries(Object.keys(peers).map((name) => [name, { optional: true }])),
        }),
  };
}
