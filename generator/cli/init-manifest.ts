/**
 * What `cardc init` makes of a project's `package.json`: the `"cardc"` settings, the scripts that run
 * cardc and, when the project does not depend on cardc yet, the dev dependency. An existing manifest
 * keeps every key, its key order and its indentation; a script of the same name that runs something
 * else is kept and named, never replaced. A manifest that already has `"cardc"` settings is refused:
 * `init` starts a project, it does not redo one.
 */
import { slug } from "../model/package-names.js";

/** The scripts `init` adds: a project's own `gen` or `test` is left to the project. */
export const starterScripts: Readonly<Record<string, string>> = {
  "cards:gen": "cardc gen",
  "cards:check": "cardc gen --check",
  "cards:dist": "cardc dist",
};

export interface ManifestRequest {
  /** The manifest's text, or undefined when the project has none. */
  readonly existing: string | undefined;
  /** The name a new manifest gets (the folder's). */
  readonly projectName: string;
  readonly schema: string;
  readonly out: string;
  readonly compilerVersion: string;
}

export type ManifestPlan =
  | {
      readonly ok: true;
      readonly text: string;
      /** The manifest's `name`, which the vocabulary's id derives from; undefined when it has none. */
      readonly name: string | undefined;
      /** The scripts added, and those kept because the project's own differ. */
      readonly addedScripts: readonly string[];
      readonly keptScripts: readonly string[];
      readonly addedDependency: boolean;
    }
  | { readonly ok: false; readonly refusal: "invalid" | "initialised"; readonly problem: string };

export function planManifest(request: ManifestRequest): ManifestPlan {
  const parsed = request.existing === undefined ? newManifest(request.projectName) : parseManifest(request.existing);
  if (!parsed.ok) return { ok: false, refusal: "invalid", problem: parsed.problem };
  const manifest = parsed.value;
  if (Object.hasOwn(manifest, "cardc"))
    return {
      ok: false,
      refusal: "initialised",
      problem: 'package.json already has "cardc" settings, so this project is set up',
    };
  const scripts = asRecord(manifest["scripts"]);
  if (scripts === undefined)
    return { ok: false, refusal: "invalid", problem: 'package.json: "scripts" is not an object' };
  const addedScripts: string[] = [];
  const keptScripts: string[] = [];
  for (const [name, command] of Object.entries(starterScripts)) {
    if (!Object.hasOwn(scripts, name)) {
      scripts[name] = command;
      addedScripts.push(name);
    } else if (scripts[name] !== command) keptScripts.push(name);
  }
  manifest["scripts"] = scripts;
  const addedDependency = !dependsOnCardc(manifest);
  if (addedDependency) {
    const devDependencies = asRecord(manifest["devDependencies"]);
    if (devDependencies === undefined)
      return { ok: false, refusal: "invalid", problem: 'package.json: "devDependencies" is not an object' };
    manifest["devDependencies"] = { ...devDependencies, cardc: `^${request.compilerVersion}` };
  }
  manifest["cardc"] = { schema: request.schema, out: request.out };
  const indent = request.existing === undefined ? 2 : indentOf(request.existing);
  const name = typeof manifest["name"] === "string" && manifest["name"] !== "" ? manifest["name"] : undefined;
  return {
    ok: true,
    text: `${JSON.stringify(manifest, null, indent)}\n`,
    name,
    addedScripts,
    keptScripts,
    addedDependency,
  };
}

type Parsed =
  { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly problem: string };

function newManifest(projectName: string): Parsed {
  const name = slug(projectName) || "cards";
  return { ok: true, value: { name, version: "0.1.0", private: true, type: "module" } };
}

function parseManifest(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `package.json is not valid JSON (${(error as Error).message})` };
  }
  const record = asRecord(value);
  return record === undefined
    ? { ok: false, problem: "package.json does not hold a JSON object" }
    : { ok: true, value: record };
}

/** A copy of an object value, `{}` for an absent one, undefined for anything else. */
function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return { ...(value as Record<string, unknown>) };
}

function dependsOnCardc(manifest: Record<string, unknown>): boolean {
  return ["dependencies", "devDependencies", "optionalDependencies"].some((key) => {
    const dependencies = manifest[key];
    return typeof dependencies === "object" && dependencies !== null && Object.hasOwn(dependencies, "cardc");
  });
}

/** The indentation the manifest's first nested line uses: a tab, or some spaces (2 when it has none). */
function indentOf(text: string): string | number {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1];
  return indent === undefined ? 2 : indent.startsWith("\t") ? "\t" : indent.length;
}
