/**
 * Where the CLI's messages go; tests pass a recorder instead of the process streams. Each stream
 * carries its own `Style`, so colour follows the stream a message is written to (stdout piped to a
 * file stays plain while stderr on a terminal is coloured); a terminal without styles is plain.
 */
import { plainStyle, colourStyle, type Style, wantsColour } from "./style.js";

export interface Terminal {
  info(message: string): void;
  error(message: string): void;
  readonly styles?: { readonly info: Style; readonly error: Style };
}

export function infoStyle(terminal: Terminal): Style {
  return terminal.styles?.info ?? plainStyle;
}

export function errorStyle(terminal: Terminal): Style {
  return terminal.styles?.error ?? plainStyle;
}

const styleFor = (stream: NodeJS.WriteStream): Style =>
  wantsColour(stream.isTTY === true, process.env) ? colourStyle : plainStyle;

export const processTerminal: Terminal = {
  info: (message) => process.stdout.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
  styles: { info: styleFor(process.stdout), error: styleFor(process.stderr) },
};
