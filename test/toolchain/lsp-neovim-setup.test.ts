/**
 * The Neovim setup `docs/editor.md` gives, run as it stands: its Lua block becomes the `init.lua` of
 * headless Neovim (Debian's 0.7, `.ci/install-system-deps`), in a project whose
 * `node_modules/.bin/cardc` is the built command, as an install puts it there. Opening the project's
 * `cards.json` must start `cardc lsp` and show its diagnostic for a misspelt type; a vocabulary
 * outside any project (no `package.json` above it) starts nothing and raises no error.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcBin, projectRoot } from "../support/cli-process.js";

const work = mkdtempSync(join(tmpdir(), "cardc-neovim-setup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The Lua block under the Neovim heading of docs/editor.md. */
function documentedSetup(): string {
  const page = readFileSync(join(projectRoot, "docs/editor.md"), "utf8");
  const section = page.slice(page.indexOf("## Neovim"));
  const block = /```lua\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error("docs/editor.md has no Lua block under its Neovim heading");
  return block;
}

interface Opened {
  readonly clients: number;
  readonly diagnostics: readonly { readonly message: string; readonly code?: unknown; readonly user_data?: unknown }[];
  readonly errors: string;
}

/**
 * Opens `file` in headless Neovim with the documented setup as init.lua, waits up to 20 s for the
 * server's diagnostics when a server should start, and returns the attached clients, the
 * diagnostics and any error messages. A client attaches as the file opens, so none attached means
 * none was started.
 */
function openInNeovim(file: string, startsServer: boolean): Opened {
  const init = join(work, "init.lua");
  writeFileSync(init, documentedSetup());
  const output = join(work, `opened-${Math.random().toString(36).slice(2)}.json`);
  const report = [
    `vim.wait(${startsServer ? 20_000 : 0}, function() return #vim.diagnostic.get(0) > 0 end, 50)`,
    "local clients = vim.tbl_count(vim.lsp.buf_get_clients(0))",
    `vim.fn.writefile({ vim.fn.json_encode({ clients = clients, diagnostics = vim.diagnostic.get(0), errors = vim.fn.execute("messages") }) }, ${JSON.stringify(output)})`,
  ].join("; ");
  const nvim = spawnSync("nvim", ["--headless", "--clean", "-u", init, file, "-c", `lua ${report}`, "-c", "qall!"], {
    cwd: work,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (nvim.error !== undefined) throw nvim.error;
  return JSON.parse(readFileSync(output, "utf8")) as Opened;
}

const misspeltVocabulary = JSON.stringify(
  {
    id: "urn:test:neovim",
    doc: "A vocabulary with a misspelt type.",
    types: {
      Note: { doc: "A note.", fields: { text: { type: "strng", doc: "Its text." } } },
    },
  },
  null,
  2,
);

beforeAll(() => {
  const project = join(work, "project");
  mkdirSync(join(project, "node_modules/.bin"), { recursive: true });
  mkdirSync(join(project, "schema"));
  writeFileSync(join(project, "package.json"), '{ "name": "notes" }\n');
  const command = join(project, "node_modules/.bin/cardc");
  writeFileSync(command, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(cardcBin)} "$@"\n`);
  chmodSync(command, 0o755);
  writeFileSync(join(project, "schema/cards.json"), misspeltVocabulary);
  mkdirSync(join(work, "loose"));
  writeFileSync(join(work, "loose/cards.json"), misspeltVocabulary);
});

describe("the Neovim setup of docs/editor.md", () => {
  it("starts cardc lsp for a project's cards.json, which reports a misspelt type", () => {
    const opened = openInNeovim(join(work, "project/schema/cards.json"), true);
    expect(opened.errors).not.toMatch(/E\d+:|Error/);
    expect(opened.clients).toBe(1);
    expect(opened.diagnostics).toHaveLength(1);
    expect(opened.diagnostics[0]!.message).toMatch(/^unknown type "strng"[\s\S]*did you mean "string"\?/);
  });

  it("starts nothing, and raises no error, for a cards.json outside any project", () => {
    const opened = openInNeovim(join(work, "loose/cards.json"), false);
    expect(opened.errors).not.toMatch(/E\d+:|Error/);
    expect(opened.clients).toBe(0);
    expect(opened.diagnostics).toEqual([]);
  });
});
