/**
 * The stdio shell of `cardc lsp`: connects the language server (`generator/lsp/server.ts`, which
 * touches no stream or file itself) to this process's stdin and stdout. Nothing else may write to
 * stdout, which carries only the protocol; the protocol library logs to the client instead.
 */
import { createConnection } from "vscode-languageserver/node";
import { startLanguageServer } from "../lsp/server.js";

/**
 * Serves until the editor ends the session. The protocol library then ends the process itself,
 * with 0 after a shutdown request and 1 without one, so the promise never settles.
 */
export function runLsp(): Promise<number> {
  startLanguageServer(createConnection(process.stdin, process.stdout));
  return new Promise<number>(() => {});
}
