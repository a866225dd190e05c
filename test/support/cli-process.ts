/** How tests start `cardc` as a real process: the command line, the project folder, and an environment free of colour settings. */
export const projectRoot = new URL("../../", import.meta.url).pathname;

/** `node` arguments that run the cardc CLI with `args`. */
export function cardcArgs(...args: string[]): string[] {
  return ["--import", "tsx", "generator/cli/bin.ts", ...args];
}

/** The test's environment without FORCE_COLOR / NO_COLOR (the runner may set them), plus `extra`. */
export function cardcEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env["FORCE_COLOR"];
  delete env["NO_COLOR"];
  return { ...env, ...extra };
}
