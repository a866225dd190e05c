/**
 * The fuzz driver shared by the CI test and `pnpm fuzz`: mutates the real vocabulary with
 * consecutive seeds until it has produced `malformed` inputs that the generator rejects, and holds
 * every outcome to the rule for bad input. A rejected input must end in diagnostics that each have
 * a catalogued code, a position inside the text, a pointer and a one-line message, and that render;
 * an accepted one (a mutation can stay valid) is kept, deduplicated, for one strict `tsc` run. An
 * exception escaping `generate` is a failure, reported with the seed that reproduces it.
 */
import { createHash } from "node:crypto";
import { renderDiagnostics } from "../../generator/cli/render-diagnostics.js";
import { diagnosticCodes } from "../../generator/model/codes.js";
import type { Diagnostic } from "../../generator/model/diagnostic.js";
import { generate } from "../../generator/core/generate.js";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { mutateSource } from "./mutate-source.js";

export interface FuzzOptions {
  readonly seed: number;
  /** How many rejected inputs to produce. */
  readonly malformed: number;
}

export interface RejectedInput {
  readonly seed: number;
  readonly text: string;
  readonly codes: readonly string[];
}

export interface FuzzOutcome {
  readonly inputs: number;
  readonly rejected: readonly RejectedInput[];
  /** Distinct output trees of the mutations that stayed valid. */
  readonly validTrees: readonly (readonly GeneratedFile[])[];
  readonly validInputs: number;
  /** One line per broken rule, each naming its seed. */
  readonly failures: readonly string[];
}

export async function fuzzSchema(source: string, options: FuzzOptions): Promise<FuzzOutcome> {
  const rejected: RejectedInput[] = [];
  const validTrees = new Map<string, readonly GeneratedFile[]>();
  const failures: string[] = [];
  let validInputs = 0;
  let inputs = 0;
  // A cap, so a mutator that stopped producing bad input cannot loop forever.
  for (let seed = options.seed; rejected.length < options.malformed && inputs < options.malformed * 3; seed++) {
    inputs++;
    const { text, steps } = mutateSource(source, seed);
    const replay = `seed ${seed} (${steps.join("; ")})`;
    let result;
    try {
      result = await generate(text, { sourceName: "cards.json" });
    } catch (error) {
      failures.push(`${replay}: generate threw ${(error as Error).stack ?? String(error)}`);
      continue;
    }
    if (result.ok) {
      validInputs++;
      const key = createHash("sha256")
        .update(result.files.map((file) => `${file.path}\0${file.contents}`).join("\0"))
        .digest("hex");
      validTrees.set(key, result.files);
      continue;
    }
    const problems = checkDiagnostics(result.source?.text ?? text, result.diagnostics);
    if (problems.length > 0) failures.push(`${replay}: ${problems.join("; ")}`);
    rejected.push({ seed, text, codes: result.diagnostics.map((diagnostic) => diagnostic.code) });
  }
  if (rejected.length < options.malformed) failures.push(`only ${rejected.length} of ${inputs} inputs were rejected`);
  return { inputs, rejected, validTrees: [...validTrees.values()], validInputs, failures };
}

/** What is wrong with a rejection's diagnostics; empty when each is located, catalogued and renders. */
function checkDiagnostics(text: string, diagnostics: readonly Diagnostic[]): string[] {
  if (diagnostics.length === 0) return ["rejected without a diagnostic"];
  const problems: string[] = [];
  for (const diagnostic of diagnostics) {
    if (!Object.hasOwn(diagnosticCodes, diagnostic.code)) problems.push(`unknown code ${diagnostic.code}`);
    if (!Number.isInteger(diagnostic.offset) || diagnostic.offset < 0 || diagnostic.offset > text.length)
      problems.push(`${diagnostic.code} at offset ${diagnostic.offset}, outside the text`);
    if (diagnostic.pointer !== "" && !diagnostic.pointer.startsWith("/"))
      problems.push(`${diagnostic.code} with pointer ${JSON.stringify(diagnostic.pointer)}`);
    if (diagnostic.message === "" || diagnostic.message.includes("\n"))
      problems.push(`${diagnostic.code} message is not one line`);
  }
  try {
    const report = renderDiagnostics("cards.json", text, diagnostics);
    if (!/^cards\.json:\d+:\d+ error CARD_/.test(report)) problems.push("the report does not start with file:line:col");
  } catch (error) {
    problems.push(`rendering threw ${String(error)}`);
  }
  return problems;
}
