/**
 * `cardc gallery`: renders the card gallery, one HTML page of every example of every variant as the
 * project's own HTML renderers show it. It is a step of its own, after the project has built its
 * renderers, rather than part of `gen`: the renderers are host code compiled from what `gen`
 * writes, so `gen`'s output depends on the schema and settings alone. The work is
 * `run-gallery.ts`, loaded on use.
 */
import type { Command } from "./command.js";

export const defaultGalleryPage = "dist/gallery.html";

export const galleryCommand: Command = {
  name: "gallery",
  summary: "render every example through the project's HTML renderers into one page",
  help: `usage: cardc gallery [--renderers <module>] [--page <file>]

Renders the card gallery: every example of every variant, beside its JSON, as the project's
HTML renderers show it; a card that needs a capability is shown twice, with and without it. The
renderers are a compiled JavaScript module exporting \`htmlRenderersByUnion\` (union name →
renderer); a union without one, or a card its renderer has no arm for, is shown as a generic card
of its fields. One self-contained page: it opens from disk, with no script and nothing fetched.

options:
  --renderers <module>  the renderers' module (default: package.json's cardc.gallery; without
                        either, every card is shown generic)
  --page <file>         the page to write (default: ${defaultGalleryPage})

exit codes:
  0   written
  2   the vocabulary or the project's settings are invalid, or the renderers cannot be loaded;
      nothing was written
  64  the command line was not understood
  70  a bug in cardc itself
  73  the page could not be written`,
  options: { renderers: { type: "string" }, page: { type: "string" } },
  async run(values, _positionals, context) {
    const { runGallery } = await import("./run-gallery.js");
    const renderers = typeof values["renderers"] === "string" ? values["renderers"] : context.settings.gallery;
    return runGallery(
      {
        schema: context.schema,
        page: typeof values["page"] === "string" ? values["page"] : defaultGalleryPage,
        ...(renderers === undefined ? {} : { renderers }),
        targets: context.settings.targets,
      },
      context.terminal,
    );
  },
};
