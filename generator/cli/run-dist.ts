/**
 * The work of `cardc dist`: the release check, then the generated tree must be exactly what `gen`
 * would write, then each target's packer (`targets/<language>/pack.ts`) writes its artifacts into a fresh destination
 * folder. Any step that fails ends the run with its own message, and what was packed before it is
 * removed again, so the destination never holds a partial set.
 */
import { rmSync } from "node:fs";
import { relative, resolve } from "node:path";
import { derivePackageNames } from "../model/package-names.js";
import { findLicenseFile } from "../pack/license-file.js";
import { PackError, runCommand } from "../pack/run-command.js";
import { chooseTargets } from "../targets/choose-targets.js";
import { packageNamings, targets } from "../targets/index.js";
import { compilerVersion } from "./compiler-version.js";
import { defaultDistFolder } from "./dist-folder.js";
import { exitCodes } from "./exit-codes.js";
import { outFolderProblem } from "./out-folder.js";
import { progressLines } from "./progress.js";
import { resolveGenPaths } from "./gen-paths.js";
import { loadVocabulary } from "./gen-steps.js";
import type { ProjectSettings } from "./project-settings.js";
import { bridgeFolders } from "./bridge-folders.js";
import { runReleaseCheck } from "./run-release-check.js";
import { reportDrift } from "./run-gen.js";
import { errorStyle, type Terminal } from "./terminal.js";
import { usagePointer } from "./usage.js";

export interface DistOptions {
  readonly schema: string;
  readonly out: string;
  readonly destination: string;
  /** The `dist/packages/` folders of the targets not to pack (`npm`, `python`…). */
  readonly skip: readonly string[];
  readonly replay: string;
  readonly settings: ProjectSettings;
  /** Whether to say on stderr as each step starts (`progress.ts`). */
  readonly progress?: boolean;
}

export async function runDist(options: DistOptions, terminal: Terminal): Promise<number> {
  const { settings } = options;
  const folders = targets.map((target) => target.packing.folder);
  const unknown = options.skip.find((folder) => !folders.includes(folder));
  if (unknown !== undefined) {
    terminal.error(
      `cardc dist: --skip ${unknown}: not a package; expected ${folders.join(", ")}\n${usagePointer("dist")}`,
    );
    return exitCodes.usage;
  }
  // The destination is removed and written afresh: one that would take the project with it is refused first.
  const destinationProblem = outFolderProblem(options.destination, process.cwd(), options.schema, options.out);
  if (destinationProblem !== undefined) {
    terminal.error(
      `cardc dist: --dest ${JSON.stringify(options.destination)} ${destinationProblem}; the destination is replaced as a whole, so it must be a folder of its own (such as "${defaultDistFolder}"); nothing was touched\n${usagePointer("dist")}`,
    );
    return exitCodes.usage;
  }
  const packed = chooseTargets(settings.targets).filter(
    (candidate) => !options.skip.includes(candidate.packing.folder),
  );
  const progress = progressLines("cardc dist", 2 + packed.length, terminal, options.progress === true);
  progress.step("the release check");
  const released = await runReleaseCheck(
    {
      schema: options.schema,
      out: options.out,
      replay: options.replay,
      bridges: bridgeFolders(undefined, settings),
      targets: settings.targets,
      proposed: settings.semver,
      format: "text",
    },
    terminal,
  );
  if (released !== exitCodes.ok) {
    terminal.error("nothing was packed");
    return released;
  }
  progress.step("the generated tree");
  const paths = resolveGenPaths(options.schema, options.out);
  const loaded = await loadVocabulary(paths, settings, errorStyle(terminal));
  if (!loaded.ok) {
    terminal.error(loaded.report);
    return exitCodes.invalidSchema;
  }
  if (await reportDrift(paths, loaded.files, terminal)) {
    terminal.error("nothing was packed");
    return exitCodes.drift;
  }
  const destination = resolve(options.destination);
  rmSync(destination, { recursive: true, force: true });
  const written: string[] = [];
  const licenseFile = findLicenseFile(process.cwd());
  for (const target of packed) {
    const language = target.packing.folder;
    progress.step(`packing ${language}`);
    const pack = await target.packing.load();
    try {
      const files = await pack({
        projectDir: process.cwd(),
        outDir: paths.outPath,
        ir: loaded.ir,
        version: settings.version,
        names: derivePackageNames(packageNamings, loaded.ir.id, settings.packages),
        manifest: settings.manifest,
        exports: settings.exports,
        runtimeVersion: compilerVersion(),
        ...(licenseFile === undefined ? {} : { licenseFile }),
        destination: resolve(destination, language),
        run: runCommand,
      });
      written.push(...files);
    } catch (error) {
      if (!(error instanceof PackError)) throw error;
      rmSync(destination, { recursive: true, force: true });
      terminal.error(`cardc dist: ${language}: ${error.message}\nnothing was packed`);
      return error.unavailable ? exitCodes.unavailable : exitCodes.packFailed;
    }
  }
  progress.done();
  for (const path of written) terminal.info(relative(process.cwd(), path) + (path.endsWith("/") ? "/" : ""));
  return exitCodes.ok;
}
