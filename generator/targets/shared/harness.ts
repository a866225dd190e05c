/**
 * The test-harness contract a target folder owns: how cardc's own tests build a verdict program over
 * generated trees (one compile for a whole batch of vocabularies), how they run the target's gates,
 * how they build its sample consumers, and where its problems may be named differently from the
 * other hosts' (as `docs/json.md` documents). The agreement, raw-text, property, gate and conformance
 * tests loop over the registry's targets and load each one's harness, so a new language is covered
 * by them with no edit outside its folder.
 *
 * A target names its harness module by URL (`harnessAt(new URL("./harness.ts", import.meta.url))`):
 * the import is computed, so esbuild leaves it out of the published CLI, which never loads it.
 */
import type { PackageNames } from "../../model/package-names.js";
import type { ConsumerPlan } from "./consumer-plan.js";

/** A vocabulary whose generated tree a harness builds against: its packages' names and the tree's folder. */
export interface HarnessVocabulary {
  readonly packages: PackageNames;
  /** The folder `cardc gen` wrote, holding `go/`, `rust/`, `python/`, `validators.ts`… */
  readonly tree: string;
}

/**
 * One thing a verdict program judges, as a type of one vocabulary of its batch: a value held in
 * memory (a shared vector), JSON text (Unicode text, given to the host as UTF-8), or bytes that are
 * not UTF-8 (which every host must refuse as such).
 */
export type VerdictInput = {
  readonly id: string;
  /** The position of its vocabulary in the batch the program was built for. */
  readonly vocabulary: number;
  readonly type: string;
} & ({ readonly value: unknown } | { readonly text: string } | { readonly bytes: Uint8Array });

/** A host's verdict: valid, or the first problem it found, `pointer: message` (`value: …` for the whole text). */
export interface Verdict {
  readonly valid: boolean;
  readonly error: string;
}

/** A verdict program built once for a batch of vocabularies; each run judges any number of inputs. */
export interface VerdictProgram {
  judge(inputs: readonly VerdictInput[]): Promise<ReadonlyMap<string, Verdict>>;
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** What the tests lend a harness: how to start processes, and where builds and the system Python are. */
export interface HarnessTools {
  /** Runs a command; a non-zero exit is a result, a command that cannot start an error naming it. */
  run(command: string, args: readonly string[], options?: RunOptions): Promise<RunResult>;
  /** Runs a command that must succeed, failing with its output otherwise. */
  runOk(command: string, args: readonly string[], options?: RunOptions): Promise<RunResult>;
  /** The project's folder, holding `node_modules/`. */
  readonly root: string;
  /** The tests' cache of builds (`.cache/cardc-targets/`), shared between runs. */
  readonly cacheDir: string;
  /** The Python the generated package is checked and run with: the system's, standard library alone. */
  readonly systemPython: string;
}

/** A gate's command as the tests start it: the program, its arguments and what its environment adds. */
export interface GateCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/**
 * What the sample consumers of a plan did: the complete one's output, the problems its checker found
 * in it (none expected), and the errors the checker gave the one missing an arm (a compiler's whole
 * output as one), with the pattern or text that says the left-out card is what it refused.
 */
export interface ConsumerOutcome {
  readonly output: string;
  readonly completeProblems: readonly string[];
  readonly missingArm: readonly string[];
  /** A pattern, or text it contains. */
  readonly missingArmRefusal: RegExp | string;
}

export interface TargetHarness {
  /** Builds, in `workDir`, one verdict program over every vocabulary of the batch. */
  verdicts(batch: readonly HarnessVocabulary[], workDir: string, tools: HarnessTools): Promise<VerdictProgram>;
  /** How one of the target's gates (its `command`) is started here, offline and with the tests' caches. */
  gateCommand(command: readonly [string, ...string[]], tools: HarnessTools): GateCommand;
  /**
   * Builds the plan's two sample consumers against the vocabulary's tree and reports what happened;
   * absent for a target whose host code the tests exercise otherwise (TypeScript's, in-process).
   */
  consumers?(
    plan: ConsumerPlan,
    vocabulary: HarnessVocabulary,
    workDir: string,
    tools: HarnessTools,
  ): Promise<ConsumerOutcome>;
  /**
   * Whether this host's error names the place `expected` names, where `docs/json.md` lets it say less
   * (Python names a syntax error `value` and cuts a long pointer short); absent means exactly.
   */
  placeAgrees?(expected: string, error: string): boolean;
}

/** How a target points at its harness: the module's place, loaded only by the tests. */
export interface HarnessModule {
  readonly url: URL;
  load(): Promise<TargetHarness>;
}

/** The harness exported as `harness` by the module at `url`, imported on demand. */
export function harnessAt(url: URL): HarnessModule {
  return {
    url,
    load: async () => ((await import(url.href)) as { harness: TargetHarness }).harness,
  };
}
