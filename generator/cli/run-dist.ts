/**
 * The work of `cardc dist`: the release check, then the generated tree must be exactly what `gen`
 * would write, then each language's packer (`pack/`) writes its artifacts into a fresh destination
 * folder. Any step that fails ends the run with its own message, and what was packed before it is
 * removed again, so the destination never holds a partial set.
 */
import { rmSync } from "node:fs";
import { relative, resolve } from "node:path";
import { derivePackageNames, type PackageLanguage } from "../model/package-names.js";
import { findLicenseFile } from "../pack/license-file.js";
import { runCommand, PackError } from "../pack/pack-context.js";
import { packers } from "../pack/packers.js";
import { compilerVersion } from "./compiler-version.js";
import { exitCodes } from "./exit-codes.js";
import { resolveGenPaths } from "./gen-paths.js";
import { loadVocabulary } from "./gen-steps.js";
import type { ProjectSettings } from "./project-settings.js";
import { bridgeFolders } from "./bridge-folders.js";
import { runReleaseCheck } from "./run-release-check.js";
import { reportDrift } from "./run-gen.js";
import { errorStyle, type Terminal } from "./terminal.js";

export interface DistOptions {
  readonly schema: string;
  readonly out: string;
  readonly destination: string;
  readonly languages: readonly PackageLanguage[];
  readonly python: string;
  readonly replay: string;
  readonly settings: ProjectSettings;
}

export async function runDist(options: DistOptions, terminal: Terminal): Promise<number> {
  const { settings } = options;
  const released = await runReleaseCheck(
    {
      schema: options.schema,
      out: options.out,
      replay: options.replay,
      bridges: bridgeFolders(undefined, settings),
      proposed: settings.semver,
    },
    terminal,
  );
  if (released !== exitCodes.ok) {
    terminal.error("nothing was packed");
    return released;
  }
  const paths = resolveGenPaths(options.schema, options.out);
  const loaded = await loadVocabulary(paths, errorStyle(terminal));
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
  for (const language of options.languages) {
    const pack = await packers[language]();
    try {
      const files = await pack({
        projectDir: process.cwd(),
        outDir: paths.outPath,
        outName: paths.outName,
        ir: loaded.ir,
        version: settings.version,
        names: derivePackageNames(loaded.ir.id, settings.packages),
        manifest: settings.manifest,
        exports: settings.exports,
        runtimeVersion: compilerVersion(),
        ...(licenseFile === undefined ? {} : { licenseFile }),
        destination: resolve(destination, language),
        python: options.python,
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
  for (const path of written) terminal.info(relative(process.cwd(), path) + (path.endsWith("/") ? "/" : ""));
  return exitCodes.ok;
}
