/** Where the CLI's messages go; tests pass a recorder instead of the process streams. */
export interface Terminal {
  info(message: string): void;
  error(message: string): void;
}

export const processTerminal: Terminal = {
  info: (message) => process.stdout.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
};
