/** The line after a command-line problem, pointing at the command's whole usage. */
export function usagePointer(command: string): string {
  return `run \`cardc ${command} --help\` for usage`;
}
