/**
 * The ACP tool-call lifecycle is host code a harness can ship: its modules import only
 * `@cardc/runtime`, the generated vocabulary, the ACP SDK's types, other host modules and the
 * presenters' soft wrapper (`runtime/presenters/tool-presenters.ts`), and
 * nothing they reach, however indirectly, lies under `runtime/demo/` or needs the SDK at run time.
 * Each check is shown to catch what it looks for, on the demo's live run.
 */
import { dirname, relative, resolve } from "node:path";
import { Project, type SourceFile } from "ts-morph";
import { describe, expect, it } from "vitest";

const repo = new URL("../../..", import.meta.url).pathname;
const lifecycleModules = ["runtime/hosts/acp/tool-call-lifecycle.ts", "runtime/presenters/tool-presenters.ts"];
const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });

interface Import {
  /** The specifier as written, or for a relative one, the file it names, relative to the repository. */
  readonly target: string;
  readonly isRelative: boolean;
  readonly typeOnly: boolean;
}

function importsOf(file: SourceFile): Import[] {
  return file.getImportDeclarations().map((declaration) => {
    const specifier = declaration.getModuleSpecifierValue();
    const named = declaration.getNamedImports();
    // A side-effect import (`import "x"`) names nothing and still runs the module.
    const typeOnly =
      declaration.isTypeOnly() ||
      (declaration.getDefaultImport() === undefined &&
        declaration.getNamespaceImport() === undefined &&
        named.length > 0 &&
        named.every((specifier) => specifier.isTypeOnly()));
    if (!specifier.startsWith(".")) return { target: specifier, isRelative: false, typeOnly };
    const target = relative(repo, resolve(dirname(file.getFilePath()), specifier)).replace(/\.js$/, ".ts");
    return { target, isRelative: true, typeOnly };
  });
}

function sourceAt(path: string): SourceFile {
  return project.getSourceFile(resolve(repo, path)) ?? project.addSourceFileAtPath(resolve(repo, path));
}

/** The imports of `path` outside what the lifecycle may import. */
function strayImports(path: string): string[] {
  const allowed = ({ target, isRelative, typeOnly }: Import) =>
    target === "@cardc/runtime" ||
    (target === "@agentclientprotocol/sdk" && typeOnly) ||
    (isRelative &&
      (target.startsWith("generated/") ||
        target.startsWith("runtime/hosts/") ||
        target === "runtime/presenters/tool-presenters.ts"));
  return importsOf(sourceAt(path))
    .filter((found) => !allowed(found))
    .map((found) => found.target);
}

/** Every module `entry` reaches through relative imports, and every package import met on the way. */
function closureOf(entry: string): { readonly files: string[]; readonly packages: Import[] } {
  const files = new Set<string>();
  const packages: Import[] = [];
  const queue = [entry];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (files.has(path)) continue;
    files.add(path);
    for (const found of importsOf(sourceAt(path))) {
      if (found.isRelative) queue.push(found.target);
      else packages.push(found);
    }
  }
  return { files: [...files], packages };
}

describe("the tool-call lifecycle's imports", () => {
  it.each(lifecycleModules)("%s imports only the runtime, the vocabulary, the SDK's types and host modules", (path) => {
    expect(strayImports(path)).toEqual([]);
  });

  it("reaches nothing of the demo, and the ACP SDK only for its types", () => {
    const { files, packages } = closureOf(lifecycleModules[0]!);
    expect(files).toEqual(expect.arrayContaining(lifecycleModules.concat("runtime/hosts/acp/bridge.ts")));
    expect(files.filter((file) => file.startsWith("runtime/demo/"))).toEqual([]);
    const sdk = packages.filter((found) => found.target.startsWith("@agentclientprotocol/"));
    expect(sdk.length).toBeGreaterThan(0);
    expect(sdk.filter((found) => !found.typeOnly)).toEqual([]);
  });

  it("would see a stray import: the demo's live run imports its tools", () => {
    expect(strayImports("runtime/demo/live.ts")).toEqual(expect.arrayContaining(["runtime/demo/tools/files.ts"]));
    expect(closureOf("runtime/demo/live.ts").files).toContain("runtime/demo/tools/tool.ts");
  });
});
