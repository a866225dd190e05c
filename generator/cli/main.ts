/**
 * The `cardc` command line: parses arguments and runs one command, returning a documented exit code.
 * A problem in the vocabulary or the command line is reported without a stack trace. `bin.ts` is
 * the process entry that calls this.
 */
import { parseArgs } from "node:util";
import { exitCodes } from "./exit-codes.js";
import { runGen } from "./gen-command.js";
import type { Terminal } from "./terminal.js";

const usage = `usage: cardc <command> [options]

commands:
  gen         compile the vocabulary into the output folder
  gen --check compare the output folder with a fresh generation, writing nothing

options:
  --schema <file>  the vocabulary source (default: schema/cards.json)
  --out <dir>      the output folder (default: generated)
  --check          with gen: report stale, missing and orphaned files instead of writing
  -h, --help       show this help

exit codes:
  0   success; with --check, the output is up to date
  1   --check found stale, missing or orphaned files
  2   the vocabulary is invalid (nothing was written)
  64  the command line was not understood
  70  a bug in cardc itself`;

export async function main(argv: readonly string[], terminal: Terminal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        schema: { type: "string", default: "schema/cards.json" },
        out: { type: "string", default: "generated" },
        check: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    terminal.error(`${(error as Error).message}\n\n${usage}`);
    return exitCodes.usage;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === "help") {
    terminal.info(usage);
    return exitCodes.ok;
  }
  if (command !== "gen" || rest.length > 0) {
    terminal.error(
      `${command === undefined ? "no command given" : `unknown command "${positionals.join(" ")}"`}\n\n${usage}`,
    );
    return exitCodes.usage;
  }
  return runGen({ schema: values.schema, out: values.out, check: values.check }, terminal);
}
