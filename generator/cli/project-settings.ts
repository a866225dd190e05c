/**
 * What `cardc gen` reads from the project's `package.json` besides the schema: the release version
 * every generated package carries (`version`, which `cardc release-check` holds to the changes since
 * the latest release), and the module of host renderers the card gallery shows its examples through
 * (`"cardc": { "gallery": "dist/runtime/hosts/html/html-bridge.js" }`, whose export
 * `htmlRenderersByUnion` maps union names to renderers). Renderers are hand-written host
 * code, compiled by the project, so they are loaded here, in the shell, and passed to the pure core.
 * A project without a `package.json` gets version 0.0.0 and a gallery of generic cards; a version
 * that is not semver, or a gallery module that cannot be loaded, is reported in one line, never
 * swallowed, so a broken host cannot quietly turn the gallery generic.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { CardRenderer } from "../emit/emit-gallery.js";
import { parseSemver, type Semver } from "../model/semver.js";

type Renderers = Readonly<Record<string, CardRenderer>>;

export interface ProjectSettings {
  readonly version: string;
  readonly galleryRenderers: Renderers;
}

export type LoadedSettings =
  { readonly ok: true; readonly settings: ProjectSettings } | { readonly ok: false; readonly report: string };

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The project's `package.json`, or `undefined` when it has none; one that cannot be read or parsed
 * is reported, never taken for an empty one (which would stamp 0.0.0 on every package).
 */
async function readManifest(
  projectDir: string,
): Promise<{ readonly ok: true; readonly manifest: unknown } | { readonly ok: false; readonly report: string }> {
  let text: string;
  try {
    text = await readFile(join(projectDir, "package.json"), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { ok: true, manifest: undefined };
    return { ok: false, report: `package.json: cannot be read (${code ?? String(error)})` };
  }
  try {
    return { ok: true, manifest: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, report: `package.json: not valid JSON (${(error as Error).message})` };
  }
}

async function loadRenderers(
  projectDir: string,
  named: string,
): Promise<{ readonly ok: true; readonly renderers: Renderers } | { readonly ok: false; readonly report: string }> {
  const where = `package.json: cardc.gallery "${named}"`;
  let loaded: unknown;
  try {
    loaded = await import(pathToFileURL(resolve(projectDir, named)).href);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { ok: false, report: `${where}: cannot load the gallery's renderers (${reason}); build the host first` };
  }
  const renderers = field(loaded, "htmlRenderersByUnion");
  if (typeof renderers !== "object" || renderers === null) {
    return { ok: false, report: `${where}: the module exports no \`htmlRenderersByUnion\` object` };
  }
  return { ok: true, renderers: renderers as Renderers };
}

/**
 * The release version `package.json` gives, in the form Cargo, Python packaging and npm all accept
 * (`MAJOR.MINOR.PATCH`, an optional pre-release); 0.0.0 without a `package.json` or a version.
 */
export async function readProjectVersion(projectDir: string): Promise<ProjectVersion> {
  const read = await readManifest(projectDir);
  return read.ok ? versionOf(read.manifest) : read;
}

export type ProjectVersion =
  | { readonly ok: true; readonly version: string; readonly semver: Semver }
  | { readonly ok: false; readonly report: string };

function versionOf(manifest: unknown): ProjectVersion {
  const version = field(manifest, "version") ?? "0.0.0";
  const semver = typeof version === "string" ? parseSemver(version) : undefined;
  if (typeof version !== "string" || semver === undefined) {
    return {
      ok: false,
      report: `package.json: version ${JSON.stringify(version)} is not a semantic version (MAJOR.MINOR.PATCH); every generated package carries it`,
    };
  }
  return { ok: true, version, semver };
}

export async function loadProjectSettings(projectDir: string): Promise<LoadedSettings> {
  const found = await readManifest(projectDir);
  if (!found.ok) return found;
  const manifest = found.manifest;
  const read = versionOf(manifest);
  if (!read.ok) return read;
  const version = read.version;
  const gallery = field(field(manifest, "cardc"), "gallery");
  if (gallery === undefined) return { ok: true, settings: { version, galleryRenderers: {} } };
  if (typeof gallery !== "string") {
    return { ok: false, report: "package.json: cardc.gallery must be the path of a module, relative to the project" };
  }
  const loaded = await loadRenderers(projectDir, gallery);
  return loaded.ok ? { ok: true, settings: { version, galleryRenderers: loaded.renderers } } : loaded;
}
