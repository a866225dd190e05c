/**
 * Every registered command explains itself: `cardc <command> --help` exits 0 and prints its usage,
 * its exit codes (at least success, usage and internal error) and the shared `--schema` / `--out`. The registry is
 * iterated, so a newly registered command is covered without touching this file.
 */
import { describe, expect, it } from "vitest";
import { commands } from "../generator/cli/commands.js";
import { exitCodes } from "../generator/cli/exit-codes.js";
import { commandHelp, main, overviewHelp } from "../generator/cli/main.js";
import { recordingTerminal } from "./support/recorder.js";

describe("cardc --help", () => {
  it("lists every registered command in the overview", async () => {
    const terminal = recordingTerminal();
    expect(await main(["--help"], terminal)).toBe(exitCodes.ok);
    for (const command of commands) expect(terminal.text()).toContain(`  ${command.name} `);
    expect(terminal.text()).toBe(overviewHelp());
  });

  it.each(commands.map((command) => [command.name, command] as const))(
    "%s --help shows its usage, --schema, --out and its exit codes",
    async (name, command) => {
      for (const flag of ["--help", "-h"]) {
        const terminal = recordingTerminal();
        expect(await main([name, flag], terminal)).toBe(exitCodes.ok);
        expect(terminal.err).toEqual([]);
        const help = terminal.text();
        expect(help).toBe(commandHelp(command));
        expect(help).toMatch(new RegExp(`^usage: cardc ${name}\\b`));
        expect(help).toMatch(/^  --schema <file>  \S/m);
        expect(help).toMatch(/^  --out <dir> +\S/m);
        expect(help).toContain("exit codes:");
        for (const code of [exitCodes.ok, exitCodes.usage, exitCodes.internal])
          expect(help).toMatch(new RegExp(`^  ${code} +\\S`, "m"));
      }
    },
  );

  it.each(commands.map((command) => command.name))("%s rejects an unknown option with exit 64", async (name) => {
    const terminal = recordingTerminal();
    expect(await main([name, "--no-such-option"], terminal)).toBe(exitCodes.usage);
    expect(terminal.text()).toContain("--no-such-option");
  });
});
