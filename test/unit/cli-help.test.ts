/**
 * Every registered command explains itself: `cardc <command> --help` exits 0 and prints its usage,
 * its exit codes (at least success, usage and internal error) and the shared `--schema` / `--out`. The registry is
 * iterated, so a newly registered command is covered without touching this file.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commands } from "../../generator/cli/commands.js";
import { exitCodes } from "../../generator/cli/exit-codes.js";
import { parseAllowList } from "../../generator/diff/change-class.js";
import { commandHelp, main } from "../../generator/cli/main.js";
import { recordingTerminal } from "../support/recorder.js";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("cardc --help", () => {
  it("lists every registered command in the overview", async () => {
    const terminal = recordingTerminal();
    expect(await main(["--help"], terminal)).toBe(exitCodes.ok);
    expect(terminal.text()).toMatch(/^usage: cardc <command> \[options\]\n/);
    for (const command of commands) {
      expect(terminal.text()).toMatch(new RegExp(`^  ${command.name} +${escapeRegExp(command.summary)}$`, "m"));
    }
  });

  it.each(commands.map((command) => [command.name, command] as const))(
    "%s --help shows its usage, --schema, --out and its exit codes",
    async (name, command) => {
      for (const flag of ["--help", "-h"]) {
        const terminal = recordingTerminal();
        expect(await main([name, flag], terminal)).toBe(exitCodes.ok);
        expect(terminal.err).toEqual([]);
        const help = terminal.text();
        expect(help.startsWith(`${command.help}\n\n`)).toBe(true);
        expect(help).toMatch(new RegExp(`^usage: cardc ${name}\\b`));
        expect(help).toMatch(/^  --schema <file>  \S/m);
        expect(help).toMatch(/^  --out <dir> +\S/m);
        expect(help).toContain("exit codes:");
        for (const code of [exitCodes.ok, exitCodes.usage, exitCodes.internal])
          expect(help).toMatch(new RegExp(`^  ${code} +\\S`, "m"));
        // Every option the command line accepts is explained, so the help cannot omit one.
        for (const option of Object.keys(command.options))
          expect(help, `--${option}`).toMatch(new RegExp(`^  --${option}\\b.*\\S`, "m"));
      }
    },
  );

  it.each(["--version", "-v"])("answers %s with the compiler's version, which the packages name", async (flag) => {
    const terminal = recordingTerminal();
    expect(await main([flag], terminal)).toBe(exitCodes.ok);
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(terminal.text()).toBe(manifest.version);
  });

  it.each(commands.map((command) => command.name))("%s rejects an unknown option with exit 64", async (name) => {
    const terminal = recordingTerminal();
    expect(await main([name, "--no-such-option"], terminal)).toBe(exitCodes.usage);
    expect(terminal.text()).toBe(
      `cardc ${name}: unknown option --no-such-option\nrun \`cardc ${name} --help\` for usage`,
    );
  });

  it.each([
    [["gen", "--chek"], "cardc gen: unknown option --chek; did you mean --check?"],
    [["diff", "--alow", "wire"], "cardc diff: unknown option --alow; did you mean --allow?"],
    [["diff", "--against"], "cardc diff: option --against needs a value"],
    [["gen", "--check=yes"], "cardc gen: option --check does not take a value"],
    [["gen", "extra"], 'cardc gen: unexpected argument "extra"'],
    [["diff", "--against", "HEAD", "extra"], 'cardc diff: unexpected argument "extra"'],
    [["diff"], "cardc diff: --against <git-ref | file> is required"],
  ])("says in one line what is wrong with %j", async (argv, line) => {
    const terminal = recordingTerminal();
    expect(await main(argv, terminal)).toBe(exitCodes.usage);
    expect(terminal.text()).toBe(`${line}\nrun \`cardc ${argv[0]} --help\` for usage`);
  });

  it("offers only --allow values that diff accepts", async () => {
    const terminal = recordingTerminal();
    await main(["diff", "--help"], terminal);
    const offered = /--allow <classes> +[^:]*: (.*?) \(default/s.exec(terminal.text())?.[1]?.replace(/\s+/g, " ");
    expect(offered).toBe("wire, source, wire,source, or none");
    for (const value of ["wire", "source", "wire,source", "none"]) {
      expect(parseAllowList(value).ok, value).toBe(true);
    }
  });
});

describe("cardc help <command> and <command> --version", () => {
  it.each(commands.map((command) => [command.name, command] as const))(
    "help %s prints that command's --help",
    async (name, command) => {
      const terminal = recordingTerminal();
      expect(await main(["help", name], terminal)).toBe(exitCodes.ok);
      expect(terminal.text()).toBe(commandHelp(command));
    },
  );

  it("refuses help for an unknown command with exit 64 and a did-you-mean", async () => {
    const terminal = recordingTerminal();
    expect(await main(["help", "gne"], terminal)).toBe(exitCodes.usage);
    expect(terminal.text()).toBe(
      'cardc help: unknown command "gne"; did you mean "gen"?\nrun `cardc --help` for the commands',
    );
  });

  it.each(
    commands.flatMap((command) =>
      [command.name].flatMap((name) => [
        [name, "--version"],
        [name, "-v"],
      ]),
    ),
  )("%s %s answers with the compiler's version", async (name, flag) => {
    const terminal = recordingTerminal();
    expect(await main([name, flag], terminal)).toBe(exitCodes.ok);
    expect(terminal.err).toEqual([]);
    expect(terminal.text()).toMatch(/^\d+\.\d+\.\d+/);
    expect(terminal.text()).not.toContain("\n");
  });
});
