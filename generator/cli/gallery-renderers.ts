/**
 * Loads the host renderers the card gallery shows its examples through. They are hand-written host
 * code (an HTML bridge on the generated skeleton), compiled by the project, so the project names the
 * module in its `package.json`: `"cardc": { "gallery": "dist/runtime/hosts/html/html-bridge.js" }`,
 * whose export `htmlRenderersByUnion` maps union names to renderers. A project that names none gets
 * a gallery of generic cards; a module that is named but cannot be loaded is reported in one line,
 * never swallowed, so a broken host cannot quietly turn the gallery generic.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { CardRenderer } from "../emit/emit-gallery.js";

export type Renderers = Readonly<Record<string, CardRenderer>>;

export type LoadedRenderers =
  { readonly ok: true; readonly renderers: Renderers } | { readonly ok: false; readonly report: string };

/** The `cardc.gallery` setting of the `package.json` in `projectDir`, when there is one. */
async function galleryModuleOf(projectDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(join(projectDir, "package.json"), "utf8");
  } catch {
    return undefined;
  }
  try {
    const manifest: unknown = JSON.parse(text);
    const settings =
      typeof manifest === "object" && manifest !== null ? (manifest as Record<string, unknown>)["cardc"] : undefined;
    const gallery =
      typeof settings === "object" && settings !== null ? (settings as Record<string, unknown>)["gallery"] : undefined;
    return typeof gallery === "string" ? gallery : undefined;
  } catch {
    return undefined;
  }
}

export async function loadGalleryRenderers(projectDir: string): Promise<LoadedRenderers> {
  const named = await galleryModuleOf(projectDir);
  if (named === undefined) return { ok: true, renderers: {} };
  const where = `package.json: cardc.gallery "${named}"`;
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pathToFileURL(resolve(projectDir, named)).href)) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { ok: false, report: `${where}: cannot load the gallery's renderers (${reason}); build the host first` };
  }
  const renderers = loaded["htmlRenderersByUnion"];
  if (typeof renderers !== "object" || renderers === null) {
    return { ok: false, report: `${where}: the module exports no \`htmlRenderersByUnion\` object` };
  }
  return { ok: true, renderers: renderers as Renderers };
}
