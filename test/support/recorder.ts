/** A `Terminal` that records what the CLI says, for assertions. */
import type { Terminal } from "../../generator/cli/terminal.js";

export function recordingTerminal(): Terminal & { readonly out: string[]; readonly err: string[]; text(): string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    info: (message) => out.push(message),
    error: (message) => err.push(message),
    text: () => [...out, ...err].join("\n"),
  };
}
