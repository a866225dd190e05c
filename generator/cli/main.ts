/**
 * The `cardc` command line: finds the command, parses its arguments and runs it, returning a
 * documented exit code. A problem in the vocabulary or the command line is reported without a
 * stack trace. `bin.ts` is the process entry that calls this.
 */
import { parseArgs } from "node:util";
import { didYouMean } from "../check/suggest.js";
import { chooseReportFormat } from "./report-format.js";
import { cliCodes } from "./cli-codes.js";
import type { Command } from "./command.js";
import { commands } from "./commands.js";
import { compilerVersion } from "./compiler-version.js";
import { exitCodes } from "./exit-codes.js";
import { unplacedError } from "../model/finding.js";
import { describeOutFolderProblem, outFolderProblem } from "./out-folder.js";
import { loadProjectSettings, settingsWithoutProject } from "./project-settings.js";
import { printFindings } from "./report-output.js";
import { usagePointer } from "./usage.js";
import type { Terminal } from "./terminal.js";

const sharedOptions = {
  schema: { type: "string" },
  out: { type: "string" },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false },
} as const;

/** Where the vocabulary and the output folder are when neither the command line nor `package.json` says. */
const defaultPaths = { schema: "schema/cards.json", out: "generated" } as const;

/** The options `main` parses for every command, appended to each command's own `--help`. */
const sharedOptionsHelp = `options every command takes:
  --schema <file>  the vocabulary source (default: package.json's cardc.schema, else ${defaultPaths.schema})
  --out <dir>      the output folder (default: package.json's cardc.out, else ${defaultPaths.out}); never
                   the project, a folder above it, one holding its schema or package.json, or .git
  -h, --help       this text
  -v, --version    cardc's version`;

/** A command's full `--help`: its own text, then the shared options. */
export function commandHelp(command: Command): string {
  return `${command.help}\n\n${sharedOptionsHelp}`;
}

export function overviewHelp(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return `usage: cardc <command> [options]

commands:
${commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join("\n")}

Run \`cardc <command> --help\` or \`cardc help <command>\` for a command's options and exit codes,
\`cardc --version\` for the version.

${sharedOptionsHelp}

exit codes shared by every command:
  0   success
  2   the vocabulary, or the project's package.json settings, are invalid; nothing was written
  64  the command line was not understood, or --out names a folder the project could be lost to
  70  a bug in cardc itself (it says so)`;
}

/**
 * node's own parseArgs messages, in cardc's words: one line naming the option, with a did-you-mean
 * for a misspelt one. A message cardc does not recognise is passed on as it is.
 */
function describeArgumentError(command: string, error: unknown, known: readonly string[]): string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^']*)'/.exec(message)?.[1] ?? message;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const hint = didYouMean(option.replace(/^-+/, "").split("=")[0] ?? "", known);
    return `cardc ${command}: unknown option ${option}${hint === undefined ? "" : `; ${hint.replace(/"(.*)"/, "--$1")}`}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const flag = /'(-[\w-]+)/.exec(message)?.[1] ?? option;
    const needsValue = message.includes("argument missing");
    return `cardc ${command}: option ${flag} ${needsValue ? "needs a value" : "does not take a value"}`;
  }
  return `cardc ${command}: ${message}`;
}

/** `cardc help <command>`: that command's `--help`; an unknown name is a usage error with a did-you-mean. */
function helpFor(names: readonly string[], terminal: Terminal): number {
  const [name = "", ...extra] = names;
  const command = commands.find((candidate) => candidate.name === name);
  if (command === undefined || extra.length > 0) {
    const known = commands.map((candidate) => candidate.name);
    const hint = command === undefined ? didYouMean(name, known) : undefined;
    const problem =
      command === undefined
        ? `unknown command "${name}"${hint === undefined ? "" : `; ${hint}`}`
        : `unexpected argument "${extra[0]}"`;
    terminal.error(`cardc help: ${problem}\nrun \`cardc --help\` for the commands`);
    return exitCodes.usage;
  }
  terminal.info(commandHelp(command));
  return exitCodes.ok;
}

/** A stop request that never comes, for callers that run only commands which end by themselves. */
const neverStop = (): AbortSignal => new AbortController().signal;

export async function main(
  argv: readonly string[],
  terminal: Terminal,
  listenForStop: () => AbortSignal = neverStop,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") {
    terminal.info(compilerVersion());
    return exitCodes.ok;
  }
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    if (name === undefined) {
      terminal.error(`no command given\n\n${overviewHelp()}`);
      return exitCodes.usage;
    }
    if (name === "help" && rest.length > 0) return helpFor(rest, terminal);
    terminal.info(overviewHelp());
    return exitCodes.ok;
  }
  const command: Command | undefined = commands.find((candidate) => candidate.name === name);
  if (command === undefined) {
    terminal.error(`unknown command "${name}"\n\n${overviewHelp()}`);
    return exitCodes.usage;
  }
  const options = { ...sharedOptions, ...command.options };
  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, options });
  } catch (error) {
    terminal.error(`${describeArgumentError(name, error, Object.keys(options))}\n${usagePointer(name)}`);
    return exitCodes.usage;
  }
  const { values, positionals } = parsed;
  if (values.help === true) {
    terminal.info(commandHelp(command));
    return exitCodes.ok;
  }
  if (values.version === true) {
    terminal.info(compilerVersion());
    return exitCodes.ok;
  }
  if (positionals.length > 0 && command.takesArguments !== true) {
    terminal.error(`cardc ${name}: unexpected argument "${positionals[0]}"\n${usagePointer(name)}`);
    return exitCodes.usage;
  }
  // Chosen here for every command that writes a report for tools, so a refusal before it runs has one too.
  const chosen: ReturnType<typeof chooseReportFormat> =
    "format" in command.options
      ? chooseReportFormat((values as Record<string, unknown>)["format"], process.env)
      : { ok: true, format: "text" };
  if (!chosen.ok) {
    terminal.error(`cardc ${name}: ${chosen.problem}\n${usagePointer(name)}`);
    return exitCodes.usage;
  }
  const { format } = chosen;
  const loaded =
    command.readsNoProject === true
      ? { ok: true as const, settings: settingsWithoutProject() }
      : await loadProjectSettings(process.cwd());
  const reportRefusal = (code: string, report: string, file: string | null): void =>
    printFindings(format, terminal, { command: name, ok: false, findings: [unplacedError(code, report, file)] });
  if (!loaded.ok) {
    terminal.error(loaded.report);
    reportRefusal(cliCodes.settings, loaded.report, "package.json");
    return exitCodes.invalidSchema;
  }
  const { settings } = loaded;
  const schema = values.schema ?? settings.schema ?? defaultPaths.schema;
  const out = values.out ?? settings.out ?? defaultPaths.out;
  if (command.readsNoProject !== true) {
    const problem = outFolderProblem(out, process.cwd(), schema);
    if (problem !== undefined) {
      const origin =
        values.out !== undefined ? "command line" : settings.out !== undefined ? "package.json" : "default";
      const report = describeOutFolderProblem(out, origin, problem);
      // A setting is fixed in package.json (exit 2, as every settings problem); the rest on the command line.
      if (origin === "package.json") {
        terminal.error(report);
        reportRefusal(cliCodes.settings, report, "package.json");
        return exitCodes.invalidSchema;
      }
      terminal.error(`cardc ${name}: ${report}\n${usagePointer(name)}`);
      reportRefusal(cliCodes.outFolder, report, null);
      return exitCodes.usage;
    }
  }
  return command.run(values, positionals, { terminal, schema, out, settings, format, listenForStop });
}
