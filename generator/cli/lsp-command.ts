/**
 * `cardc lsp`: the vocabulary's language server, on stdin and stdout, for an editor to start. This
 * file is the command line; the server (`generator/lsp/`) and its protocol library are loaded only
 * when the command runs (`run-lsp.ts`), so no other command pays for them.
 */
import type { Command } from "./command.js";

export const lspCommand: Command = {
  name: "lsp",
  readsNoProject: true,
  summary: "the vocabulary's language server on stdio, for editors (docs/editor.md)",
  help: `usage: cardc lsp [--stdio]

Runs a Language Server Protocol server on stdin and stdout until the editor stops it. For every
vocabulary the editor opens it reports what cardc gen would (the same codes, messages and hints, as
you type), and answers go to definition, find references, hover, rename and completion for type
names and fallback tags, and the document's outline. It works on the editor's text alone: it reads
no file and never writes the output folder, so --schema and --out change nothing. Setting it up in
VS Code, Neovim and Zed: docs/editor.md.

options:
  --stdio                  the transport, which is always stdio (accepted because clients pass it)
  --clientProcessId <pid>  the editor's process; the server ends when it is gone (clients pass it)

exit codes:
  0   the editor asked the server to shut down, then to exit
  1   the editor closed the connection, or exited, without asking it to shut down
  64  the command line was not understood
  70  a bug in cardc itself`,
  options: {
    stdio: { type: "boolean" },
    clientProcessId: { type: "string" },
  },
  async run() {
    const { runLsp } = await import("./run-lsp.js");
    return runLsp();
  },
};
