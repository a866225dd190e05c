/**
 * The stdio shell of `cardc lsp`: connects the language server (`generator/lsp/server.ts`, which
 * touches no stream or file itself) to this process's stdin and stdout. Nothing else may write to
 * stdout, which carries only the protocol; the protocol library logs to the client instead. Stdin
 * goes through the frame filter first, so a malformed message is dropped, with a line on stderr
 * (which editors keep in the server's log), and the messages after it are still read.
 */
import { createConnection } from "vscode-languageserver/node";
import { FrameFilter } from "../lsp/frame-filter.js";
import { startLanguageServer } from "../lsp/server.js";

/**
 * Serves until the editor ends the session. The protocol library then ends the process itself,
 * with 0 after a shutdown request and 1 without one (when stdin, and so the filter, ends), so the
 * promise never settles.
 */
export function runLsp(): Promise<number> {
  const input = process.stdin.pipe(
    new FrameFilter((problem) => process.stderr.write(`cardc lsp: dropped a malformed message: ${problem}\n`)),
  );
  startLanguageServer(createConnection(input, process.stdout));
  return new Promise<number>(() => {});
}
