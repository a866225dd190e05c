/**
 * The work of `cardc init`: plans both files before writing either, checks the starter vocabulary
 * with the same checker `gen` runs (so an id it refuses is reported here, not at the first `gen`),
 * then writes the schema (never over an existing file) and `package.json`, each whole. If
 * `package.json` cannot be written, the schema just written is removed again: a failed `init`
 * leaves the project as it found it.
 */
import { readFile, rm } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import { compileVocabulary } from "../core/generate.js";
import { writeFileWhole } from "../output/write-file-whole.js";
import { compilerVersion } from "./compiler-version.js";
import { exitCodes } from "./exit-codes.js";
import { planManifest } from "./init-manifest.js";
import { describeOutFolderProblem, outFolderProblem } from "./out-folder.js";
import { starterId, starterVocabulary } from "./starter-vocabulary.js";
import type { Terminal } from "./terminal.js";
import { usagePointer } from "./usage.js";

export interface InitOptions {
  /** The project's folder; `schema` and `out` are relative to it. */
  readonly project: string;
  readonly schema: string;
  readonly out: string;
  readonly id?: string;
}

export async function runInit(options: InitOptions, terminal: Terminal): Promise<number> {
  const { project } = options;
  const shown = (path: string) => relative(project, path).split(sep).join("/");
  const schemaPath = resolve(project, options.schema);
  const outPath = resolve(project, options.out);
  const manifestPath = join(project, "package.json");
  const refuse = (code: number, problem: string): number => {
    terminal.error(`cardc init: ${problem}; nothing was written`);
    return code;
  };

  const outProblem = outFolderProblem(outPath, project, schemaPath);
  if (outProblem !== undefined) {
    terminal.error(
      `cardc init: ${describeOutFolderProblem(options.out, "command line", outProblem)}\n${usagePointer("init")}`,
    );
    return exitCodes.usage;
  }
  let existing: string | undefined;
  try {
    existing = await readFile(manifestPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") return refuse(exitCodes.cannotWrite, `cannot read package.json (${code ?? String(error)})`);
  }
  const plan = planManifest({
    existing,
    projectName: basename(project),
    schema: shown(schemaPath),
    out: shown(outPath),
    compilerVersion: compilerVersion(),
  });
  if (!plan.ok)
    return refuse(plan.refusal === "initialised" ? exitCodes.refused : exitCodes.invalidSchema, plan.problem);

  const id = options.id ?? starterId(plan.name ?? basename(project));
  const vocabulary = starterVocabulary(id, schemaPath, project);
  const compiled = compileVocabulary(vocabulary);
  if (!compiled.ok) {
    // The id is the only part of the starter that came from the user, so the report names it.
    const reasons = compiled.diagnostics.map((diagnostic) => diagnostic.message).join("; ");
    return refuse(exitCodes.invalidSchema, `the vocabulary id ${JSON.stringify(id)} is refused: ${reasons}`);
  }

  try {
    await writeFileWhole(schemaPath, vocabulary, { exclusive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return refuse(exitCodes.refused, `${shown(schemaPath)} exists`);
    return refuse(exitCodes.cannotWrite, `cannot write ${shown(schemaPath)} (${code ?? String(error)})`);
  }
  try {
    await writeFileWhole(manifestPath, plan.text);
  } catch (error) {
    await rm(schemaPath, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return refuse(exitCodes.cannotWrite, `cannot write package.json (${code})`);
  }

  const lines = [
    `wrote ${shown(schemaPath)} (vocabulary ${id})`,
    `${existing === undefined ? "wrote" : "updated"} package.json: "cardc" settings` +
      (plan.addedScripts.length > 0 ? `, scripts ${plan.addedScripts.join(", ")}` : "") +
      (plan.addedDependency ? ", cardc as a dev dependency" : ""),
    ...plan.keptScripts.map((name) => `kept your script "${name}", which runs something else`),
    `next: install, then run cardc gen (npm run cards:gen) to write ${shown(outPath)}/`,
  ];
  terminal.info(lines.join("\n"));
  return exitCodes.ok;
}
