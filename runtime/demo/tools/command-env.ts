/**
 * The environment a `bash` command gets: built from an allow-list, never the agent's own, which may
 * hold keys and tokens. It keeps what finds programs and shapes their text (`PATH`, `LANG`,
 * `LANGUAGE`, `LC_*`, `TERM`, `TZ`) and sets `HOME` to a folder the command may write: the sandbox's
 * private `/tmp`, thrown away after; without a sandbox, the workspace.
 */

const kept = new Set(["PATH", "LANG", "LANGUAGE", "TERM", "TZ"]);

/** A `PATH` for an agent started without one. */
const defaultPath = "/usr/local/bin:/usr/bin:/bin";

export function commandEnv(from: NodeJS.ProcessEnv, home: string): Record<string, string> {
  const env: Record<string, string> = { PATH: defaultPath };
  for (const [name, value] of Object.entries(from)) {
    if (value !== undefined && (kept.has(name) || name.startsWith("LC_"))) env[name] = value;
  }
  env["HOME"] = home;
  return env;
}
