/**
 * `cardc gen --watch`: generates once, then again after every save of the schema until stopped.
 *
 * It watches the schema's folder rather than the file, because many editors save by writing a new
 * file and renaming it over the old one, which ends a watch on the file itself. Events for the
 * schema are debounced (one save fires several) and runs are queued one after another, so a
 * regeneration never overlaps another. An invalid save prints its diagnostics and writes nothing:
 * the last good tree stays, and every write goes through the locked, staged swap of `gen-write.ts`.
 * Stopping (SIGINT/SIGTERM, via `stop`) closes the watcher and waits for a run in progress to finish.
 */
import { watch } from "node:fs";
import { basename, dirname } from "node:path";
import type { Ir } from "../lower/ir.js";
import { summariseChange } from "./change-summary.js";
import { exitCodes } from "./exit-codes.js";
import type { GenPaths } from "./gen-paths.js";
import { loadVocabulary } from "./gen-steps.js";
import { loadProjectSettings } from "./project-settings.js";
import { describeWriteFailure, findArmProblems, writeGenerated } from "./gen-write.js";
import { errorStyle, infoStyle, type Terminal } from "./terminal.js";

/** Long enough to merge the events of one save, short enough to feel immediate. */
const debounceMs = 80;

export async function watchVocabulary(
  paths: GenPaths,
  /** Folders of hand-written bridges to check for arms. */
  bridgeFolders: readonly string[],
  terminal: Terminal,
  stop: AbortSignal,
): Promise<number> {
  let previous: Ir | undefined;

  const regenerate = async (): Promise<void> => {
    // Read again on every save, so a new version in package.json reaches the next tree.
    const project = await loadProjectSettings(process.cwd());
    const loaded = project.ok ? await loadVocabulary(paths, project.settings, errorStyle(terminal)) : project;
    if (!loaded.ok) {
      terminal.error(loaded.report);
      terminal.error(`kept the last good ${paths.outName}/; waiting for the next save.`);
      return;
    }
    let drift;
    try {
      drift = await writeGenerated(paths, loaded.files);
    } catch (error) {
      const failure = describeWriteFailure(error);
      if (failure === undefined) throw error; // not the disk and not another run: a bug, reported below
      terminal.error(`${paths.outName}/: ${failure}`);
      return;
    }
    const armProblems = await findArmProblems(loaded.ir, bridgeFolders);
    const change = {
      previous,
      next: loaded.ir,
      drift,
      fileCount: loaded.files.length,
      outName: paths.outName,
      armProblems,
    };
    terminal.info(summariseChange(change, infoStyle(terminal)));
    previous = loaded.ir;
  };

  let queue: Promise<void> = Promise.resolve();
  const enqueue = () => {
    queue = queue.then(regenerate).catch((error: unknown) => {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      terminal.error(`cardc: internal error, a bug in cardc; still watching:\n${detail}`);
    });
  };

  enqueue();
  await queue;
  if (stop.aborted) return exitCodes.ok;

  const schemaFile = basename(paths.schemaPath);
  let timer: NodeJS.Timeout | undefined;
  let failure: string | undefined;
  const watcher = watch(dirname(paths.schemaPath), (_event, filename) => {
    if (filename !== null && filename !== schemaFile) return;
    clearTimeout(timer);
    timer = setTimeout(enqueue, debounceMs);
  });
  const stopped = new Promise<void>((resolve) => {
    stop.addEventListener("abort", () => resolve(), { once: true });
    watcher.on("error", (error: NodeJS.ErrnoException) => {
      failure = `${paths.sourceName}: cannot watch its folder any more (${error.code ?? error.message})`;
      resolve();
    });
  });
  terminal.info(`watching ${paths.sourceName} for changes (Ctrl-C to stop)`);
  await stopped;
  watcher.close();
  clearTimeout(timer);
  await queue;
  if (failure !== undefined) {
    terminal.error(failure);
    return exitCodes.cannotWrite;
  }
  terminal.info("stopped watching.");
  return exitCodes.ok;
}
