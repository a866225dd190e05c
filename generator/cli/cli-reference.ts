/**
 * The command reference `docs/cli.md` ends with, written from the commands' own definitions: the
 * overview, then every registered command's `--help` (its usage, options and exit codes, and the
 * options every command takes). `test/emit/cli-doc.test.ts` holds the page to it and `pnpm
 * test:update` rewrites it, so the page cannot describe a command, option or exit code the command
 * line does not have.
 */
import { commands } from "./commands.js";
import { commandHelp, overviewHelp } from "./main.js";

/** The heading the generated part of `docs/cli.md` starts at; everything after it is generated. */
export const referenceHeading = "## Every command, option and exit code";

export function renderCliReference(): string {
  const block = (text: string) => `\`\`\`text\n${text}\n\`\`\``;
  return [
    referenceHeading,
    "",
    "Written from the commands' own definitions (`generator/cli/cli-reference.ts`); `pnpm test:update` rewrites it.",
    "",
    block(overviewHelp()),
    ...commands.flatMap((command) => ["", `### cardc ${command.name}`, "", block(commandHelp(command))]),
    "",
  ].join("\n");
}
