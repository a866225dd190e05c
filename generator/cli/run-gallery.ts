/**
 * The work of `cardc gallery`: loads the renderers' module, reads and compiles the vocabulary, and
 * writes the page whole (`output/write-file-whole.ts`, so a reader never sees half a page).
 * A module that cannot be loaded, or that exports no renderers, is reported in one line and nothing
 * is written: a broken host must not quietly turn the gallery generic.
 */
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { compileVocabulary } from "../core/generate.js";
import { chooseTargets } from "../targets/choose-targets.js";
import { htmlNotice } from "../emit/artifact.js";
import { writeFileWhole } from "../output/write-file-whole.js";
import { type CardRenderer, emitGallery } from "../emit/emit-gallery.js";
import { exitCodes } from "./exit-codes.js";
import { resolveGenPaths } from "./gen-paths.js";
import { readSchema } from "./gen-steps.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import { errorStyle, type Terminal } from "./terminal.js";

type Renderers = Readonly<Record<string, CardRenderer>>;

export interface GalleryOptions {
  readonly schema: string;
  readonly page: string;
  /** The renderers' module, relative to the working directory; without it every card is generic. */
  readonly renderers?: string;
  /** The targets the project chose (`cardc.targets`), whose naming the vocabulary is held to; all when absent. */
  readonly targets: readonly string[] | undefined;
}

async function loadRenderers(
  named: string,
): Promise<{ readonly ok: true; readonly renderers: Renderers } | { readonly ok: false; readonly report: string }> {
  const where = `cardc gallery: renderers "${named}"`;
  let loaded: unknown;
  try {
    loaded = await import(pathToFileURL(resolve(named)).href);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { ok: false, report: `${where}: cannot be loaded (${reason}); build the host first` };
  }
  const renderers =
    typeof loaded === "object" && loaded !== null
      ? (loaded as Record<string, unknown>)["htmlRenderersByUnion"]
      : undefined;
  if (typeof renderers !== "object" || renderers === null) {
    return { ok: false, report: `${where}: the module exports no \`htmlRenderersByUnion\` object` };
  }
  return { ok: true, renderers: renderers as Renderers };
}

export async function runGallery(options: GalleryOptions, terminal: Terminal): Promise<number> {
  const style = errorStyle(terminal);
  const paths = resolveGenPaths(options.schema, ".");
  const loaded =
    options.renderers === undefined ? { ok: true as const, renderers: {} } : await loadRenderers(options.renderers);
  if (!loaded.ok) {
    terminal.error(loaded.report);
    return exitCodes.invalidSchema;
  }
  const read = await readSchema(paths, style);
  if (!read.ok) {
    terminal.error(read.report);
    return exitCodes.invalidSchema;
  }
  const compiled = compileVocabulary(read.text, chooseTargets(options.targets));
  if (!compiled.ok) {
    terminal.error(
      renderDiagnostics(paths.sourceName, compiled.source?.text ?? read.text, compiled.diagnostics, style),
    );
    return exitCodes.invalidSchema;
  }
  const page = emitGallery(compiled.ir, htmlNotice(paths), loaded.renderers);
  const target = resolve(options.page);
  try {
    await writeFileWhole(target, page);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    terminal.error(`cardc gallery: cannot write ${relative(process.cwd(), target)} (${code})`);
    return exitCodes.cannotWrite;
  }
  terminal.info(`wrote ${relative(process.cwd(), target)}`);
  return exitCodes.ok;
}
