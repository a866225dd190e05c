/**
 * The first step of every `cardc gen` run, with or without `--check` or `--watch`: read the
 * vocabulary and generate in memory, rendering diagnostics when it is invalid. What only a writing
 * run does (replacing the folder, reporting bridge arms) is `gen-write.ts`, loaded when a run
 * writes, so `--check` never loads it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { reusedFromLastTree } from "../core/artifacts.js";
import { generate } from "../core/generate.js";
import { type Finding, unplacedError } from "../model/finding.js";
import type { GeneratedFile } from "../model/generated-file.js";
import type { Ir } from "../lower/ir.js";
import { compiledCacheIn } from "./cache-folder.js";
import { cliCodes } from "./cli-codes.js";
import { findingsOfDiagnostics } from "./findings.js";
import type { GenPaths } from "./gen-paths.js";
import { outputSettings } from "./output-settings.js";
import type { ProjectSettings } from "./project-settings.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import type { Style } from "./style.js";

export type LoadedVocabulary =
  | {
      readonly ok: true;
      readonly files: readonly GeneratedFile[];
      readonly ir: Ir;
      /** The schema's text the files were generated from, as it was read. */
      readonly text: string;
    }
  | Unloaded;

/** A vocabulary that could not be read or is invalid: the text report, and the same problems as findings. */
export interface Unloaded {
  readonly ok: false;
  readonly report: string;
  readonly findings: readonly Finding[];
}

/** Reads the schema's text; an unreadable file becomes a one-line report naming it. */
export async function readSchema(
  paths: Pick<GenPaths, "schemaPath" | "sourceName">,
  style: Style,
): Promise<{ readonly ok: true; readonly text: string } | Unloaded> {
  try {
    return { ok: true, text: await readFile(paths.schemaPath, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    const reason = code === "ENOENT" ? "no such file; --schema names another" : code;
    const message = `cannot read the vocabulary (${reason})`;
    return {
      ok: false,
      report: `${style.location(paths.sourceName)}: ${message}`,
      findings: [unplacedError(cliCodes.unreadable, message, paths.sourceName)],
    };
  }
}

/**
 * Reads the schema and generates in memory, with the version, package names and targets the project's
 * settings give (`main` read them; `--watch` reads them again on every save); an unreadable or
 * invalid schema becomes a report.
 */
export async function loadVocabulary(
  paths: GenPaths,
  settings: Pick<ProjectSettings, "version" | "packages" | "targets">,
  style: Style,
): Promise<LoadedVocabulary> {
  const [read, lastTree] = await Promise.all([readSchema(paths, style), readLastTree(paths.outPath)]);
  if (!read.ok) return read;
  const text = read.text;
  const compiledCache = compiledCacheIn(process.cwd());
  const result = await generate(text, { ...outputSettings(paths, settings), lastTree, compiledCache });
  if (!result.ok) {
    const source = result.source?.text ?? text;
    return {
      ok: false,
      report: renderDiagnostics(paths.sourceName, source, result.diagnostics, style),
      findings: findingsOfDiagnostics(paths.sourceName, source, result.diagnostics),
    };
  }
  return { ok: true, files: result.files, ir: result.ir, text };
}

/**
 * The output files a generation may reuse (`reusedFromLastTree`), as they are on disk; one that cannot
 * be read is simply not reused, and is generated afresh.
 */
async function readLastTree(outPath: string): Promise<ReadonlyMap<string, string>> {
  const read = await Promise.all(
    reusedFromLastTree.map(async (path) => {
      try {
        return [[path, await readFile(join(outPath, path), "utf8")] as const];
      } catch {
        return [];
      }
    }),
  );
  return new Map(read.flat());
}
