/** The contract of one CLI command: its name, its `--help` text, and how it runs on parsed arguments. */
import type { ProjectSettings } from "./project-settings.js";
import type { ReportFormat } from "./report-format.js";
import type { Terminal } from "./terminal.js";

export interface CommandContext {
  readonly terminal: Terminal;
  /** The vocabulary source (`--schema`, else `package.json`'s `cardc.schema`, else `schema/cards.json`). */
  readonly schema: string;
  /** The output folder (`--out`, else `package.json`'s `cardc.out`, else `generated`). */
  readonly out: string;
  /** What the project's `package.json` says: its version and its `"cardc"` settings. */
  readonly settings: ProjectSettings;
  /** How a command with a `--format` option reports (`main` chose it, or refused the value); text for the rest. */
  readonly format: ReportFormat;
  /**
   * For a command that runs until stopped: starts listening for the stop request (SIGINT/SIGTERM
   * in the process; whatever a test decides in-process) and returns the signal that reports it.
   * A command that never calls this keeps the default signal behaviour.
   */
  readonly listenForStop: () => AbortSignal;
}

export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The `cardc <name> --help` text, exit codes included; `main` appends the shared options (`--schema`, `--out`). */
  readonly help: string;
  /**
   * Whether it reads nothing of the project (`lsp` takes everything from the editor), so `package.json`
   * is not read for it and a mistake there cannot stop it.
   */
  readonly readsNoProject?: boolean;
  /** Whether it takes arguments besides its options (`scaffold`'s folders); any other command refuses them. */
  readonly takesArguments?: boolean;
  /** Options beyond the shared `--schema`, `--out` and `--help`, in `node:util` parseArgs form. */
  readonly options: Readonly<Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>>;
  run(
    values: Readonly<Record<string, string | boolean | string[] | boolean[] | undefined>>,
    positionals: readonly string[],
    context: CommandContext,
  ): Promise<number>;
}
